//! Helpers shared by the board loaders of Tank Battle and Bataille de chars: reading the board size and
//! square names from spanned TOML values, and placing errors at the right line and column.

use std::ops::Range;

use toml::Spanned;

use crate::core::game::Side;
use crate::core::geometry::{Dims, MAX_FILES, MAX_RANKS, Square};
use crate::core::notation::NotationError;
use crate::data::{DataError, DataFile};

/// `White` or `Black`, as board-file messages write them.
pub(crate) fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// Reads `size = [files, ranks]`; each must be 2 to 11 (the notation's limit).
pub(crate) fn check_size(
    file: &DataFile,
    size: &Spanned<Vec<Spanned<i64>>>,
    errors: &mut Vec<DataError>,
) -> Option<Dims> {
    let values = size.get_ref();
    if values.len() != 2 {
        errors.push(DataError::at_span(
            &file.path,
            &file.text,
            size.span(),
            "`size` must be two whole numbers, [files, ranks]",
        ));
        return None;
    }
    let mut ok = true;
    for (value, what, max) in [
        (&values[0], "files", MAX_FILES),
        (&values[1], "ranks", MAX_RANKS),
    ] {
        if !(2..=i64::from(max)).contains(value.get_ref()) {
            errors.push(DataError::at_span(
                &file.path,
                &file.text,
                value.span(),
                format!(
                    "{} {what} is not a possible size (from 2 to {max})",
                    value.get_ref()
                ),
            ));
            ok = false;
        }
    }
    ok.then(|| Dims::new(*values[0].get_ref() as u8, *values[1].get_ref() as u8))
}

/// Reads square names of one board file, reporting problems where they are.
pub(crate) struct SquareReader<'a> {
    pub file: &'a DataFile,
    pub dims: Dims,
}

impl SquareReader<'_> {
    pub fn error(&self, span: Range<usize>, message: impl Into<String>) -> DataError {
        DataError::at_span(&self.file.path, &self.file.text, span, message)
    }

    /// The square named by `text`, if it is a square name and on the board.
    pub fn square(&self, text: &Spanned<String>, errors: &mut Vec<DataError>) -> Option<Square> {
        let name = text.get_ref().trim();
        let looks_like_square = name.len() >= 2
            && name.as_bytes()[0].is_ascii_alphabetic()
            && name.len() <= 4
            && name[1..].bytes().all(|b| b.is_ascii_digit());
        let message = if looks_like_square {
            let file = name.as_bytes()[0].to_ascii_uppercase() - b'A';
            let rank: u32 = name[1..].parse().unwrap_or(0);
            if rank >= 1 && rank <= u32::from(self.dims.ranks) && file < self.dims.files {
                return Some(Square::new(file, rank as u8 - 1));
            }
            let last_file = (b'A' + self.dims.files - 1) as char;
            format!(
                "{} is not on the board ({} files A–{last_file}, {} ranks 1–{})",
                name.to_ascii_uppercase(),
                self.dims.files,
                self.dims.ranks,
                self.dims.ranks
            )
        } else {
            match name.parse::<Square>() {
                Ok(sq) if self.dims.contains(sq) => return Some(sq),
                Ok(sq) => format!("{sq} is not on the board"),
                Err(e) => e.to_string(),
            }
        };
        errors.push(self.error(text.span(), message));
        None
    }

    /// A notation error inside the string `text` (a one-line TOML string without escapes), placed at the
    /// character the notation error points to.
    pub fn notation_error(&self, text: &Spanned<String>, e: &NotationError) -> DataError {
        let notation = text.get_ref();
        let byte = notation
            .char_indices()
            .nth(e.column)
            .map_or(notation.len(), |(i, _)| i);
        let start = text.span().start + 1 + byte;
        let message = e.to_string();
        let message = message
            .rsplit_once(" (at column")
            .map_or(message.as_str(), |p| p.0);
        self.error(
            start..start + 1,
            format!("the start position does not read: {message}"),
        )
    }
}
