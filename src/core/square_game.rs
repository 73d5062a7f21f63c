//! What Espion and Schada have in common, written once: an 8 × 8 board whose squares carry printed
//! marks (Espion's arrows, Schada's diagrams), three kinds of piece with one letter each and a fixed
//! number per side, the pieces kept as cells and bit sets, the board part of the notation, and the board
//! file's start position and origin.
//!
//! Each game keeps only its rules: what its kinds are called and how many a side has ([`PieceKind`]),
//! how its pieces move, how it ends, and the counters its notation adds after the side to move.

use std::fmt;
use std::ops::Deref;

use super::BoardPosition;
use super::game::Game;
use super::game::{ByColor, Side};
use super::geometry::{Dims, Square, grid_text, parse_board, write_board};
use super::notation::{Fields, Impossible, NotationError, NotationErrorKind};
use std::sync::Arc;

/// Espion and Schada are played on 8 × 8 squares.
pub const DIMS: Dims = Dims::new(8, 8);
pub(crate) const CELLS: usize = 64;

/// A game's kinds of piece: three, each with its notation letter and its number per side.
pub trait PieceKind: Copy + Eq + fmt::Debug + 'static {
    /// Every kind, in the order of the rules page (the order of [`Men::counts`]).
    const ALL: [Self; 3];
    /// The notation letter, uppercase (White's).
    fn letter(self) -> char;
    /// How many pieces of this kind a side starts with (and can never exceed).
    fn count(self) -> usize;
}

/// The three piece kinds of a square game as one table, in the order of the rules page: each variant with
/// its stable name (message ids, saves), its notation letter (White's) and how many a side starts with.
/// Writes the enum, `Kind::ALL`, `Kind::name` and the [`PieceKind`] impl.
macro_rules! piece_kinds {
    ($(#[$meta:meta])* $vis:vis enum $kind:ident {
        $($variant:ident = ($name:literal, $letter:literal, $count:literal)),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        $vis enum $kind {
            $($variant),+
        }

        impl $kind {
            pub const ALL: [$kind; 3] = [$($kind::$variant),+];

            /// A stable name for message ids and saves.
            pub const fn name(self) -> &'static str {
                match self {
                    $($kind::$variant => $name),+
                }
            }
        }

        impl $crate::core::square_game::PieceKind for $kind {
            const ALL: [$kind; 3] = $kind::ALL;

            fn letter(self) -> char {
                match self {
                    $($kind::$variant => $letter),+
                }
            }

            fn count(self) -> usize {
                match self {
                    $($kind::$variant => $count),+
                }
            }
        }
    };
}
pub(crate) use piece_kinds;

/// A piece: its side and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece<K> {
    pub side: Side,
    pub kind: K,
}

impl<K: PieceKind> Piece<K> {
    pub const fn new(side: Side, kind: K) -> Piece<K> {
        Piece { side, kind }
    }

    /// The notation letter: uppercase for White, lowercase for Black.
    pub fn letter(self) -> char {
        match self.side {
            Side::White => self.kind.letter(),
            Side::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }

    pub fn from_letter(c: char) -> Option<Piece<K>> {
        let kind = K::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())?;
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        Some(Piece { side, kind })
    }
}

/// The pieces on the 64 squares: one cell per square (A1 first), and each side's squares as a bit set
/// (bit = square index), kept together.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Men<K> {
    cells: [Option<Piece<K>>; CELLS],
    occupied: ByColor<u64>,
}

impl<K: PieceKind> Men<K> {
    fn new(cells: [Option<Piece<K>>; CELLS]) -> Men<K> {
        let mut occupied = ByColor::<u64>::default();
        for (i, p) in cells.iter().enumerate() {
            if let Some(p) = p {
                occupied[p.side] |= 1 << i;
            }
        }
        Men { cells, occupied }
    }

    /// The piece on square index `i`.
    #[inline(always)]
    pub(crate) fn at(&self, i: usize) -> Option<Piece<K>> {
        self.cells[i]
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece<K>> {
        self.cells[DIMS.index(sq)]
    }

    /// The squares of `side`'s pieces, as a bit set.
    #[inline(always)]
    pub(crate) fn of(&self, side: Side) -> u64 {
        self.occupied[side]
    }

    /// The square indices of `side`'s pieces, A1 first.
    #[inline]
    pub(crate) fn indices(&self, side: Side) -> impl Iterator<Item = usize> + use<K> {
        squares(self.occupied[side])
    }

    /// The squares of `side`'s pieces with the pieces, A1 first.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (Square, Piece<K>)> + '_ {
        self.indices(side)
            .filter_map(|i| Some((DIMS.square(i), self.cells[i]?)))
    }

    /// Every piece on the board.
    pub(crate) fn all(&self) -> impl Iterator<Item = Piece<K>> + '_ {
        self.cells.iter().flatten().copied()
    }

    /// How many pieces each side has, by kind (in the order of [`PieceKind::ALL`]).
    pub fn counts(&self) -> ByColor<[usize; 3]> {
        let mut counts = ByColor::<[usize; 3]>::default();
        for p in self.all() {
            if let Some(k) = K::ALL.iter().position(|k| *k == p.kind) {
                counts[p.side][k] += 1;
            }
        }
        counts
    }

    /// Moves the piece on index `from` to index `to`, and returns the piece it takes there.
    #[inline]
    pub(crate) fn step(&mut self, from: usize, to: usize) -> Option<Piece<K>> {
        let captured = self.cells[to];
        if let Some(p) = self.cells[from] {
            let (from_bit, to_bit) = (1u64 << from, 1u64 << to);
            self.occupied[p.side] ^= from_bit | to_bit;
            *self.occupied.get_mut(p.side.other()) &= !to_bit;
        }
        self.cells[to] = self.cells[from].take();
        captured
    }

    /// The board as text, rank 8 at the top, `.` for an empty square, then `footer`.
    pub(crate) fn text(&self, footer: &str) -> String {
        let mut out = grid_text(DIMS, 1, |sq| self.piece_at(sq).map_or('.', Piece::letter));
        out.push_str(footer);
        out
    }
}

/// The indices of the bits set in `bits`, lowest first (the squares of a bit set, A1 first).
pub(crate) fn squares(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            i
        })
    })
}

/// A position read from notation, before it is put on a board: the pieces, the side to move, and the
/// game's own counters (written by their `Display`, after the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup<K, C> {
    pub(crate) men: Men<K>,
    pub(crate) turn: Side,
    pub(crate) counters: C,
}

/// Where the board part starts in a notation (for messages about the pieces).
pub(crate) struct BoardColumn(pub usize);

impl<K: PieceKind, C: fmt::Display> Setup<K, C> {
    /// Reads the board part, the side to move, then the game's counters with `counters`, refuses extra
    /// text and more pieces of a kind than a side has. The game then checks what its rules forbid.
    pub(crate) fn read(
        text: &str,
        counters: impl FnOnce(&mut Fields) -> Result<C, NotationError>,
    ) -> Result<(Setup<K, C>, BoardColumn), NotationError> {
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.board()?;
        let cells = parse_board(board_text, DIMS, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let counters = counters(&mut fields)?;
        fields.finish()?;
        check_counts(board_text, board_col, |c| {
            Piece::<K>::from_letter(c).map(|p| p.kind.count())
        })?;
        let mut array = [None; CELLS];
        array.copy_from_slice(&cells);
        let setup = Setup {
            men: Men::new(array),
            turn,
            counters,
        };
        Ok((setup, BoardColumn(board_col)))
    }

    pub(crate) fn to_notation(&self) -> String {
        format!(
            "{} {} {}",
            write_board(&self.men.cells, DIMS, Piece::letter),
            self.turn.letter(),
            self.counters
        )
    }
}

/// Reads a whole-number counter field from 0 to `limit`; `expected` says so in words.
pub(crate) fn read_counter(
    fields: &mut Fields,
    name: &'static str,
    limit: u32,
    expected: &'static str,
) -> Result<u32, NotationError> {
    let (column, text) = fields.next(name)?;
    text.parse::<u32>()
        .ok()
        .filter(|n| *n <= limit)
        .ok_or_else(|| NotationError {
            column,
            kind: NotationErrorKind::BadField {
                field: name,
                text: text.to_string(),
                expected,
            },
        })
}

/// Refuses a board part holding more pieces of one letter than `limit` allows, pointing at the first
/// piece too many. Shared by the board games whose pieces have a fixed number per side.
pub(crate) fn check_counts(
    board_text: &str,
    board_col: usize,
    limit: impl Fn(char) -> Option<usize>,
) -> Result<(), NotationError> {
    let mut seen: Vec<(char, usize)> = Vec::new();
    for (col, c) in board_text.chars().enumerate() {
        let Some(max) = limit(c) else { continue };
        let n = match seen.iter_mut().find(|(l, _)| *l == c) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                seen.push((c, 1));
                1
            }
        };
        if n > max {
            return Err(NotationError::impossible(
                board_col + col,
                Impossible::TooManyPieces { letter: c, max },
            ));
        }
    }
    Ok(())
}

/// What a board file describes: the marks printed on the squares (`L`, made ready for fast move
/// listing), the start position, and where the layout comes from. It reads as its marks
/// (`board.arrows(sq)`, `board.diagram(sq)`).
pub struct SquareBoard<L, K, C> {
    marks: L,
    pub(crate) start: Setup<K, C>,
    reconstructed: bool,
    source: String,
}

impl<L, K, C> Deref for SquareBoard<L, K, C> {
    type Target = L;
    fn deref(&self) -> &L {
        &self.marks
    }
}

impl<L, K: PieceKind, C: fmt::Display> fmt::Debug for SquareBoard<L, K, C> {
    /// The start position and the origin (the marks are too long to show).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SquareBoard")
            .field("start", &self.start_notation())
            .field("reconstructed", &self.reconstructed)
            .finish_non_exhaustive()
    }
}

impl<L, K: PieceKind, C: fmt::Display> SquareBoard<L, K, C> {
    /// A board from its marks and its start position (of unknown origin until [`Self::with_origin`]).
    pub(crate) fn from_parts(marks: L, start: Setup<K, C>) -> Self {
        SquareBoard {
            marks,
            start,
            reconstructed: false,
            source: String::new(),
        }
    }

    pub const fn dims(&self) -> Dims {
        DIMS
    }

    /// Checks that the start position gives each side its whole army, every kind of piece as many
    /// times as the rules say (a board file's start; a custom test board may start with fewer).
    ///
    /// # Errors
    /// The first kind of piece a side has too few or too many of.
    pub fn check_armies(&self) -> Result<(), BoardError> {
        let counts = self.start.men.counts();
        for side in Side::BOTH {
            for (k, kind) in K::ALL.iter().enumerate() {
                if counts[side][k] != kind.count() {
                    let letter = kind.letter();
                    return Err(BoardError::Army {
                        side,
                        letter: match side {
                            Side::White => letter,
                            Side::Black => letter.to_ascii_lowercase(),
                        },
                        count: counts[side][k],
                        want: kind.count(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The start position in notation.
    pub fn start_notation(&self) -> String {
        self.start.to_notation()
    }

    /// Records where the layout comes from: `reconstructed` when nobody has the printed board (the app
    /// must then say so), and a short note for developers.
    pub fn with_origin(mut self, reconstructed: bool, source: impl Into<String>) -> Self {
        self.reconstructed = reconstructed;
        self.source = source.into();
        self
    }

    /// Whether the layout was rebuilt from the rule text rather than copied from a real board.
    pub fn reconstructed(&self) -> bool {
        self.reconstructed
    }

    /// Where the layout comes from (a note for developers).
    pub fn source(&self) -> &str {
        &self.source
    }
}

/// What a square-game position is made of: its board (the field `board`) and its pieces (the field
/// `men`), with the types its board is built from. [`square_position_traits!`] writes it.
pub trait SquarePieces {
    type Kind: PieceKind;
    /// What the notation writes after the side to move.
    type Counters: fmt::Display + fmt::Debug + Copy + PartialEq;
    /// The marks printed on the squares; equal marks mean equal boards.
    type Marks: PartialEq;

    fn square_board(&self) -> &Arc<SquareBoard<Self::Marks, Self::Kind, Self::Counters>>;

    fn men(&self) -> &Men<Self::Kind>;
}

/// A position of a square game, as the shared code needs it: its board, its pieces, the side to move and
/// the game's counters. A game that provides these (and keeps its rules to itself) gets the whole
/// [`BoardPosition`] (start, notation in and out, text) from here, and its board and pieces
/// ([`SquarePieces`]), `Debug`, `Deref` to its pieces and `PartialEq` from [`square_position_traits!`].
pub trait SquarePosition: SquarePieces + Game + fmt::Debug + Sized {
    fn counters(&self) -> Self::Counters;

    /// Reads a whole notation, with the game's own checks.
    fn read_setup(text: &str) -> Result<Setup<Self::Kind, Self::Counters>, NotationError>;

    /// The position of `setup` on `board` (the game derives what it keeps up to date from the pieces).
    fn from_setup(
        board: Arc<SquareBoard<Self::Marks, Self::Kind, Self::Counters>>,
        setup: Setup<Self::Kind, Self::Counters>,
    ) -> Self;

    /// What the notation counts besides the board ([`BoardPosition::notation_counts`]).
    fn text_counts(&self) -> Vec<(&'static str, u32)>;

    /// The position as notation reads it.
    fn setup(&self) -> Setup<Self::Kind, Self::Counters> {
        Setup {
            men: *self.men(),
            turn: self.turn(),
            counters: self.counters(),
        }
    }

    /// Equal pieces, side to move and counters, on boards with equal marks.
    fn same_position(&self, other: &Self) -> bool {
        self.setup() == other.setup() && self.square_board().marks == other.square_board().marks
    }
}

impl<P: SquarePosition> BoardPosition for P {
    type Board = SquareBoard<P::Marks, P::Kind, P::Counters>;

    fn start(board: Arc<Self::Board>) -> P {
        let setup = board.start;
        P::from_setup(board, setup)
    }

    fn from_notation(board: Arc<Self::Board>, text: &str) -> Result<P, NotationError> {
        Ok(P::from_setup(board, P::read_setup(text)?))
    }

    fn to_notation(&self) -> String {
        self.setup().to_notation()
    }

    fn board(&self) -> &Arc<Self::Board> {
        self.square_board()
    }

    /// Rank 8 at the top, `.` for an empty square.
    fn to_text(&self) -> String {
        self.men().text("")
    }

    fn notation_counts(&self) -> Vec<(&'static str, u32)> {
        self.text_counts()
    }
}

/// For a [`SquarePosition`] with the fields `board` and `men`: [`SquarePieces`] (with the kinds of
/// piece, the counters of the notation and the marks of the board), `Debug` (the game's name and its
/// notation), `Deref` to the pieces (`piece_at`, `pieces`, `counts`) and `PartialEq`
/// ([`SquarePosition::same_position`]). Traits of the standard library cannot be given to every square
/// game at once, so each game names itself here.
macro_rules! square_position_traits {
    ($game:ident, kind: $kind:ty, counters: $counters:ty, marks: $marks:ty) => {
        impl $crate::core::square_game::SquarePieces for $game {
            type Kind = $kind;
            type Counters = $counters;
            type Marks = $marks;

            fn square_board(
                &self,
            ) -> &std::sync::Arc<$crate::core::square_game::SquareBoard<$marks, $kind, $counters>>
            {
                &self.board
            }

            fn men(&self) -> &$crate::core::square_game::Men<$kind> {
                &self.men
            }
        }

        impl std::fmt::Debug for $game {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let notation = $crate::core::BoardPosition::to_notation(self);
                write!(f, "{}({notation})", stringify!($game))
            }
        }

        impl std::ops::Deref for $game {
            type Target = $crate::core::square_game::Men<
                <$game as $crate::core::square_game::SquarePieces>::Kind,
            >;
            fn deref(&self) -> &Self::Target {
                $crate::core::square_game::SquarePieces::men(self)
            }
        }

        impl PartialEq for $game {
            fn eq(&self, other: &$game) -> bool {
                $crate::core::square_game::SquarePosition::same_position(self, other)
            }
        }
    };
}
pub(crate) use square_position_traits;

/// A square board that cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The marks are given for this many squares instead of 64.
    SquareCount(usize),
    /// Line number `line` (from 0) of the diagram on `square` leaves the board (Schada).
    LeavesBoard { square: Square, line: usize },
    /// The start position does not read.
    Start(NotationError),
    /// The start position does not give `side` its whole army: `count` pieces `letter` (as written for
    /// that side), where the rules give `want`.
    Army {
        side: Side,
        letter: char,
        count: usize,
        want: usize,
    },
    /// Espion: `side`'s chief starts on `square`, which carries `arrows` arrows, not on the square of its
    /// first row that carries five (`five`, if one does).
    ChiefStart {
        side: Side,
        square: Square,
        arrows: u32,
        five: Option<Square>,
    },
    /// Espion: `side`'s first row has two squares with five arrows, `chief` (where its chief starts, or
    /// the first of them) and `other`: the rules place the chief on the one square that has five.
    FiveArrowsTwice {
        side: Side,
        chief: Square,
        other: Square,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::SquareCount(n) => write!(f, "{n} squares given, the board has 64"),
            BoardError::LeavesBoard { square, line } => write!(
                f,
                "line {} of the diagram on {square} leaves the board",
                line + 1
            ),
            BoardError::Start(e) => write!(f, "this start position cannot be used: {e}"),
            BoardError::Army {
                side,
                letter,
                count,
                want,
            } => write!(
                f,
                "the start position gives {side:?} {count} pieces `{letter}`, the rules give {want}"
            ),
            BoardError::ChiefStart {
                side,
                square,
                arrows,
                five,
            } => write!(
                f,
                "the start position puts {side:?}'s chief on {square} ({arrows} arrows), not on the \
                 five-arrow square of its first row ({five:?})"
            ),
            BoardError::FiveArrowsTwice { side, chief, other } => write!(
                f,
                "{side:?}'s first row has two five-arrow squares, {chief} and {other}: the chief's \
                 square is the only one"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// Checks that marks are given for the 64 squares.
pub(crate) fn check_square_count<T>(marks: &[T]) -> Result<(), BoardError> {
    if marks.len() == CELLS {
        Ok(())
    } else {
        Err(BoardError::SquareCount(marks.len()))
    }
}
