//! The position notation shared by the board games (see `rules/README.md`): the board part, the side to
//! move, then each game's own fields, separated by single spaces.
//!
//! ```
//! use ludoclasse::core::notation::Fields;
//! let mut f = Fields::new("8/8 w 12");
//! assert_eq!(f.next("board").unwrap().1, "8/8");
//! assert_eq!(f.side().unwrap(), ludoclasse::core::game::Side::White);
//! assert_eq!(f.number::<u32>("moves").unwrap(), 12);
//! assert!(f.finish().is_ok());
//! ```

use std::fmt;
use std::str::FromStr;

use super::game::Side;
use super::geometry::{BoardErrorKind, ParseBoardError};

/// A position notation that cannot be read or does not describe a possible position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// Character offset (from 0) in the whole notation where the problem is.
    pub column: usize,
    pub kind: NotationErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The board part is malformed.
    Board(BoardErrorKind),
    /// A field is missing at the end (its name).
    Missing(&'static str),
    /// A field has a value that cannot be read (its name, the text, what was expected).
    BadField {
        field: &'static str,
        text: String,
        expected: &'static str,
    },
    /// Text after the last field.
    Extra(String),
    /// The notation reads, but the position breaks a rule (too many pieces, a piece where it cannot
    /// be…): the reason in words.
    Impossible(String),
}

impl NotationError {
    pub fn impossible(column: usize, reason: impl Into<String>) -> NotationError {
        NotationError {
            column,
            kind: NotationErrorKind::Impossible(reason.into()),
        }
    }

    /// A board-part error, shifted to the start of the board part at `offset`.
    pub fn board(e: ParseBoardError, offset: usize) -> NotationError {
        NotationError {
            column: offset + e.column,
            kind: NotationErrorKind::Board(e.kind),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at column {})", self.kind, self.column + 1)
    }
}

/// What is wrong with a notation, without its place (for messages that give the place themselves).
impl fmt::Display for NotationErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationErrorKind::Board(kind) => write!(f, "{kind}"),
            NotationErrorKind::Missing(field) => write!(f, "the field `{field}` is missing"),
            NotationErrorKind::BadField {
                field,
                text,
                expected,
            } => write!(f, "`{text}` is not a valid {field} ({expected})"),
            NotationErrorKind::Extra(text) => {
                write!(f, "unexpected text `{text}` after the last field")
            }
            NotationErrorKind::Impossible(reason) => f.write_str(reason),
        }
    }
}

impl std::error::Error for NotationError {}

/// Reads the space-separated fields of a notation one by one, remembering where each starts.
pub struct Fields<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Fields<'a> {
    pub fn new(text: &'a str) -> Fields<'a> {
        Fields { text, pos: 0 }
    }

    /// The next field: its column and its text.
    ///
    /// # Errors
    /// When there is no field left.
    pub fn next(&mut self, name: &'static str) -> Result<(usize, &'a str), NotationError> {
        let rest = &self.text[self.pos..];
        let skipped = rest.len() - rest.trim_start().len();
        let start = self.pos + skipped;
        let rest = &self.text[start..];
        if rest.is_empty() {
            return Err(NotationError {
                column: self.text.chars().count(),
                kind: NotationErrorKind::Missing(name),
            });
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.pos = start + len;
        Ok((self.text[..start].chars().count(), &rest[..len]))
    }

    /// The side-to-move field, `w` or `b`.
    ///
    /// # Errors
    /// When missing or not `w`/`b`.
    pub fn side(&mut self) -> Result<Side, NotationError> {
        let (column, text) = self.next("side to move")?;
        Side::from_letter(text).ok_or_else(|| NotationError {
            column,
            kind: NotationErrorKind::BadField {
                field: "side to move",
                text: text.to_string(),
                expected: "`w` or `b`",
            },
        })
    }

    /// A whole-number field.
    ///
    /// # Errors
    /// When missing or not a number.
    pub fn number<N: FromStr>(&mut self, name: &'static str) -> Result<N, NotationError> {
        let (column, text) = self.next(name)?;
        text.parse().map_err(|_| NotationError {
            column,
            kind: NotationErrorKind::BadField {
                field: name,
                text: text.to_string(),
                expected: "a whole number",
            },
        })
    }

    /// Checks that nothing is left.
    ///
    /// # Errors
    /// When text follows the last field.
    pub fn finish(self) -> Result<(), NotationError> {
        let rest = &self.text[self.pos..];
        let trimmed = rest.trim_start();
        if trimmed.is_empty() {
            Ok(())
        } else {
            let start = self.pos + (rest.len() - trimmed.len());
            Err(NotationError {
                column: self.text[..start].chars().count(),
                kind: NotationErrorKind::Extra(trimmed.trim_end().to_string()),
            })
        }
    }
}
