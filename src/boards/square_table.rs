//! What the Espion and Schada board files have in common: a size, a start position, and a table with
//! one entry per square (`D3 = […]`). These helpers check them and point at the faulty entry.

use std::collections::BTreeMap;

use toml::Spanned;

use crate::core::geometry::{Dims, Square};
use crate::core::notation::NotationError;
use crate::data::{DataError, DataFile};

/// An error at the place of a spanned value.
pub(super) fn at<T>(file: &DataFile, value: &Spanned<T>, message: impl Into<String>) -> DataError {
    DataError::at_span(&file.path, &file.text, value.span(), message)
}

/// Checks `size = [files, ranks]` against the only size the game is played on.
pub(super) fn check_size(
    file: &DataFile,
    size: &Spanned<Vec<i64>>,
    dims: Dims,
    game: &str,
    errors: &mut Vec<DataError>,
) {
    let expected = [i64::from(dims.files), i64::from(dims.ranks)];
    if size.get_ref().as_slice() != expected {
        errors.push(at(
            file,
            size,
            format!(
                "the size must be [{}, {}]: {game} is played on {} files × {} ranks",
                dims.files, dims.ranks, dims.files, dims.ranks
            ),
        ));
    }
}

/// Puts the entries of a per-square table in board order (A1 first), reporting names that are not
/// squares of the board, squares named twice, and squares missing from the table.
pub(super) fn by_square<'a, V>(
    file: &DataFile,
    table_name: &str,
    table: &'a Spanned<BTreeMap<Spanned<String>, V>>,
    dims: Dims,
    errors: &mut Vec<DataError>,
) -> Vec<Option<&'a V>> {
    let mut cells: Vec<Option<(&Spanned<String>, &V)>> = vec![None; dims.len()];
    let last = dims.square(dims.len() - 1);
    // Sort by place in the file so that messages come in reading order.
    let mut entries: Vec<_> = table.get_ref().iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    for (key, value) in entries {
        let square = key
            .get_ref()
            .parse::<Square>()
            .ok()
            .filter(|sq| dims.contains(*sq));
        let Some(square) = square else {
            errors.push(at(
                file,
                key,
                format!(
                    "`{}` is not a square of this board (A1 to {last})",
                    key.get_ref()
                ),
            ));
            continue;
        };
        let cell = &mut cells[dims.index(square)];
        if let Some((first, _)) = cell {
            let (line, _) = crate::data::line_column(&file.text, first.span().start);
            errors.push(at(
                file,
                key,
                format!(
                    "`{}` names the square {square} again (already given on line {line})",
                    key.get_ref()
                ),
            ));
            continue;
        }
        *cell = Some((key, value));
    }
    let missing: Vec<String> = dims
        .squares()
        .filter(|sq| cells[dims.index(*sq)].is_none())
        .map(|sq| sq.to_string())
        .collect();
    if !missing.is_empty() {
        errors.push(at(
            file,
            table,
            format!(
                "[{table_name}] has no entry for {}: every square of the board needs one",
                missing.join(", ")
            ),
        ));
    }
    cells.into_iter().map(|c| c.map(|(_, v)| v)).collect()
}

/// Points at the character of the `start = "…"` string where the notation goes wrong (at the string
/// itself when it holds escapes, whose columns would not match).
pub(super) fn start_error(
    file: &DataFile,
    start: &Spanned<String>,
    e: &NotationError,
) -> DataError {
    let span = start.span();
    let raw = file.text.get(span.clone()).unwrap_or("");
    let value = start.get_ref();
    let mut offset = span.start;
    if raw.len() == value.len() + 2 && &raw[1..raw.len() - 1] == value.as_str() {
        let inner = value
            .char_indices()
            .nth(e.column)
            .map_or(value.len(), |(i, _)| i);
        offset = span.start + 1 + inner;
    }
    DataError::at_span(
        &file.path,
        &file.text,
        offset..offset,
        format!("the start position does not read: {e}"),
    )
}
