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
use super::geometry::{BoardErrorKind, ParseBoardError, Square};

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
    /// be…): which rule.
    Impossible(Impossible),
}

/// Why a position that reads cannot happen in a game. Said in words by [`fmt::Display`] (English, for
/// tests and logs) and by the outer layers through their texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Impossible {
    /// More pieces of the letter `letter` than a side has (`max`).
    TooManyPieces { letter: char, max: usize },
    /// Neither side has a chief; `last` when the game ends on the last chief of a side (Schada), not
    /// the first one (Espion).
    NoChief { last: bool },
    /// Espion: `side` has no chief, so it was taken by the last move: `side` must be to move with a
    /// count of 0.
    ChiefJustTaken { side: Side },
    /// Schada: `side` has no chief left, so it must be to move.
    NoChiefLeft { side: Side },
    /// Schada: a repeat count of 3 on the side to move.
    CountOfThreeToMove,
    /// Schada: the piece of `side` that just moved is not on `square`.
    MoverNotOn { side: Side, square: Square },
    /// A count above the game's limit (`moves`: Tank Battle's moves, else chars' quiet moves).
    OverLimit { quiet: bool, limit: u32, found: u32 },
    /// Chars: a tank of `side` on the enemy start line.
    TankOnEnemyLine { side: Side, square: Square },
    /// Chars: an unknown card `U`.
    UnknownCard,
    /// Chars: a card of `side` off its minefield.
    CardOffMinefield { side: Side, square: Square },
    /// Chars: more tanks than a side has.
    TooManyTanks {
        side: Side,
        on_board: usize,
        scored: u32,
        total: usize,
    },
    /// Tank Battle: a piece on a mine.
    OnMine { square: Square },
    /// Tank Battle: a normal tank in the red zone.
    TankInRedZone { square: Square },
    /// Tank Battle: more than `limit` commanders (`commander`) or normal tanks for `side`.
    TooManyOf {
        side: Side,
        limit: usize,
        commander: bool,
    },
}

/// A side's name with a capital, as the chars messages write it.
fn capital(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

impl fmt::Display for Impossible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Impossible as I;
        match self {
            I::TooManyPieces { letter, max } => {
                write!(f, "too many pieces `{letter}`: a side has at most {max}")
            }
            I::NoChief { last: false } => write!(
                f,
                "neither side has a chief (the game ends when the first one is captured)"
            ),
            I::NoChief { last: true } => write!(
                f,
                "neither side has a chief (the game ends when the last chief of one side is captured)"
            ),
            I::ChiefJustTaken { side } => write!(
                f,
                "the {side} chief was taken by the last move, so {side} is to move and the count of moves since the last capture is 0"
            ),
            I::NoChiefLeft { side } => write!(
                f,
                "{side} has no chief left: the game ended when the last one was taken, so {side} is to move"
            ),
            I::CountOfThreeToMove => write!(
                f,
                "a count of 3 ends the game at once, so it belongs to the player who just moved"
            ),
            I::MoverNotOn { side, square } => {
                write!(
                    f,
                    "the {side} piece that just moved should stand on {square}"
                )
            }
            I::OverLimit {
                quiet,
                limit,
                found,
            } => {
                let what = if *quiet { "quiet moves" } else { "moves" };
                write!(f, "the game stops after {limit} {what}, not {found}")
            }
            I::TankOnEnemyLine { side, square } => write!(
                f,
                "a {} tank on {square} stands on the enemy start line: it would have been lifted off",
                capital(*side)
            ),
            I::UnknownCard => write!(
                f,
                "an unknown card (`U`) only appears in a player's view and cannot be read back"
            ),
            I::CardOffMinefield { side, square } => write!(
                f,
                "{square} is not on {}'s minefield: its cards cannot lie there",
                capital(*side)
            ),
            I::TooManyTanks {
                side,
                on_board,
                scored,
                total,
            } => write!(
                f,
                "{} has {on_board} tanks on the board and {scored} scored: more than its {total} tanks",
                capital(*side)
            ),
            I::OnMine { square } => write!(f, "{square} is a mine: no tank can stand on it"),
            I::TankInRedZone { square } => write!(
                f,
                "{square} is in the red zone: only a commander can stand on it"
            ),
            I::TooManyOf {
                side,
                limit,
                commander,
            } => {
                let what = if *commander {
                    "commander"
                } else {
                    "normal tanks"
                };
                write!(f, "{side} has more than {limit} {what}")
            }
        }
    }
}

impl NotationError {
    pub fn impossible(column: usize, reason: Impossible) -> NotationError {
        NotationError {
            column,
            kind: NotationErrorKind::Impossible(reason),
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
            NotationErrorKind::Impossible(reason) => write!(f, "{reason}"),
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

    /// The board part, the first field. A space inside it (`7o/ 8/…`, the rest of the board read as
    /// the next field) is said at the space, rather than as ranks missing.
    ///
    /// # Errors
    /// When missing, or cut by a space.
    pub fn board(&mut self) -> Result<(usize, &'a str), NotationError> {
        let (column, text) = self.next("board")?;
        let rest = &self.text[self.pos..];
        let next = rest.split_whitespace().next().unwrap_or("");
        if text.ends_with('/') || next.contains('/') {
            return Err(NotationError {
                column: self.text[..self.pos].chars().count(),
                kind: NotationErrorKind::Board(BoardErrorKind::SpaceInside),
            });
        }
        Ok((column, text))
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
