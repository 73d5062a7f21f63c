//! What the board loaders' tests share: a board file's shipped text, the messages for a broken copy,
//! the line a text stands on.

use std::marker::PhantomData;

use super::BoardFile;
use crate::data::DataFile;

/// A game's board file, as its loader's tests read it: the board type `B` (which game, how it reads)
/// and the path the messages name.
pub(super) struct TestFile<B> {
    path: &'static str,
    board: PhantomData<B>,
}

impl<B: BoardFile> TestFile<B> {
    pub const fn new(path: &'static str) -> TestFile<B> {
        TestFile {
            path,
            board: PhantomData,
        }
    }

    /// The shipped text.
    pub fn shipped(&self) -> String {
        crate::data::shipped(&super::path(B::GAME))
            .expect("shipped")
            .to_string()
    }

    /// The messages for `text` (the file must be refused).
    pub fn messages(&self, text: &str) -> Vec<String> {
        let file = DataFile {
            path: self.path.into(),
            text: text.into(),
            overridden: false,
        };
        match B::parse(&file) {
            Ok(_) => panic!("the file should be refused"),
            Err(errors) => errors.iter().map(ToString::to_string).collect(),
        }
    }

    /// The messages for the shipped text with the first `from` (which must be there) replaced by `to`.
    pub fn messages_after(&self, from: &str, to: &str) -> Vec<String> {
        let text = self.shipped();
        assert!(text.contains(from), "{from} not in the file");
        self.messages(&text.replacen(from, to, 1))
    }

    /// The line number (1-based) of the first line of the shipped text that holds `needle`.
    pub fn shipped_line(&self, needle: &str) -> usize {
        self.shipped()
            .lines()
            .position(|l| l.contains(needle))
            .expect("in the file")
            + 1
    }

    /// Checks that `text` is refused with exactly `expected`, in order: each message as the start of the
    /// line of `text` it points at, and what follows `path:line:` (`"12: it is wrong"`).
    pub fn assert_refused(&self, text: &str, expected: &[(&str, &str)]) {
        let expected: Vec<String> = expected
            .iter()
            .map(|(line, rest)| format!("{}:{}:{rest}", self.path, line_of(text, line)))
            .collect();
        assert_eq!(self.messages(text), expected);
    }
}

/// The line number (1-based) of the first line of `text` that starts with `prefix`.
pub(super) fn line_of(text: &str, prefix: &str) -> usize {
    text.lines()
        .position(|l| l.starts_with(prefix))
        .expect("in the file")
        + 1
}
