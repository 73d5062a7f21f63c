//! What the board loaders' tests share: the shipped file, the messages for a broken copy, the line a
//! text stands on.

use crate::core::GameId;
use crate::data::{DataError, DataFile};

/// The shipped board file of `game`.
pub(super) fn shipped(game: GameId) -> String {
    crate::data::shipped(&super::path(game))
        .expect("shipped")
        .to_string()
}

/// The messages `parse` gives for `text`, read as `path` (the file must be refused).
pub(super) fn messages<B>(
    parse: fn(&DataFile) -> Result<B, Vec<DataError>>,
    path: &str,
    text: &str,
) -> Vec<String> {
    let file = DataFile {
        path: path.into(),
        text: text.into(),
        overridden: false,
    };
    match parse(&file) {
        Ok(_) => panic!("the file should be refused"),
        Err(errors) => errors.iter().map(ToString::to_string).collect(),
    }
}

/// The line number (1-based) of the first line of `text` that starts with `prefix`.
pub(super) fn line_of(text: &str, prefix: &str) -> usize {
    text.lines()
        .position(|l| l.starts_with(prefix))
        .expect("in the file")
        + 1
}

/// Checks that `parse` refuses `text` read as `path` with exactly `expected`, in order: each message as
/// the start of the line of `text` it points at, and what follows `path:line:` (`"12: it is wrong"`).
pub(super) fn assert_refused<B>(
    parse: fn(&DataFile) -> Result<B, Vec<DataError>>,
    path: &str,
    text: &str,
    expected: &[(&str, &str)],
) {
    let expected: Vec<String> = expected
        .iter()
        .map(|(line, rest)| format!("{path}:{}:{rest}", line_of(text, line)))
        .collect();
    assert_eq!(messages(parse, path, text), expected);
}
