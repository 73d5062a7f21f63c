//! Squares, directions and the board part of the position notation, shared by the four board games.
//!
//! A square is named by its file letter and rank number, seen from White's seat: `A1` is bottom-left.
//! Directions are absolute (the same for both players): `N` goes toward higher ranks.
//!
//! ```
//! use ludoclasse::core::geometry::{Dims, Direction, Square};
//! let dims = Dims::new(8, 8);
//! let d3: Square = "D3".parse().unwrap();
//! assert_eq!(d3.offset(Direction::NE, dims), Some("E4".parse().unwrap()));
//! assert_eq!(Square::new(0, 0).offset(Direction::S, dims), None);
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The largest board any game uses (Tank Battle) is 11 × 11.
pub const MAX_FILES: u8 = 11;
pub const MAX_RANKS: u8 = 11;

/// A square: file 0 = `A`, rank 0 = `1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    file: u8,
    rank: u8,
}

impl Square {
    /// # Panics
    /// When the square lies beyond an 11 × 11 board (a programming error, not a user error).
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < MAX_FILES && rank < MAX_RANKS);
        Square { file, rank }
    }

    pub const fn file(self) -> u8 {
        self.file
    }

    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The neighbouring square in `dir`, if it is still on a board of size `dims`.
    pub fn offset(self, dir: Direction, dims: Dims) -> Option<Square> {
        let (df, dr) = dir.delta();
        let file = self.file as i8 + df;
        let rank = self.rank as i8 + dr;
        if file < 0 || rank < 0 || file >= dims.files as i8 || rank >= dims.ranks as i8 {
            None
        } else {
            Some(Square::new(file as u8, rank as u8))
        }
    }

    /// The file letter, `'A'` for file 0.
    pub fn file_char(self) -> char {
        (b'A' + self.file) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A name (of a square, of a direction) that could not be read: the text, and what a valid one is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseNameError {
    pub text: String,
    pub expected: &'static str,
}

impl ParseNameError {
    fn new(text: &str, expected: &'static str) -> ParseNameError {
        ParseNameError {
            text: text.to_string(),
            expected,
        }
    }
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not {}", self.text, self.expected)
    }
}

impl std::error::Error for ParseNameError {}

/// A square name that could not be read.
pub type ParseSquareError = ParseNameError;

/// A direction name that could not be read.
pub type ParseDirectionError = ParseNameError;

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads `D3`, `k11` (case does not matter).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || {
            ParseNameError::new(
                s,
                "a square name (a file letter A–K then a rank number 1–11, like `D3`)",
            )
        };
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(err)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(err());
        }
        let file = letter as u8 - b'A';
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if file >= MAX_FILES || rank == 0 || rank > MAX_RANKS {
            return Err(err());
        }
        Ok(Square::new(file, rank - 1))
    }
}

super::impls::serde_as_text!(Square);

const MAX_CELLS: usize = MAX_FILES as usize * MAX_RANKS as usize;

/// For each number of files, the square at each index of a rank-major array (see [`Dims::square`]).
static SQUARE_AT: [[Square; MAX_CELLS]; MAX_FILES as usize + 1] = square_table();

const fn square_table() -> [[Square; MAX_CELLS]; MAX_FILES as usize + 1] {
    let mut table = [[Square { file: 0, rank: 0 }; MAX_CELLS]; MAX_FILES as usize + 1];
    let mut files = 1;
    while files <= MAX_FILES as usize {
        let mut index = 0;
        while index < files * MAX_RANKS as usize {
            table[files][index] = Square::new((index % files) as u8, (index / files) as u8);
            index += 1;
        }
        files += 1;
    }
    table
}

/// The size of a board: files (A…) across, ranks (1…) up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Dims {
    pub files: u8,
    pub ranks: u8,
}

impl Dims {
    pub const fn new(files: u8, ranks: u8) -> Dims {
        assert!(files >= 1 && ranks >= 1 && files <= MAX_FILES && ranks <= MAX_RANKS);
        Dims { files, ranks }
    }

    pub const fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    pub fn contains(self, sq: Square) -> bool {
        sq.file < self.files && sq.rank < self.ranks
    }

    /// The index of `sq` in a rank-major array of `len()` cells (A1 = 0, B1 = 1, …).
    pub const fn index(self, sq: Square) -> usize {
        sq.rank as usize * self.files as usize + sq.file as usize
    }

    /// The square at `index` (the inverse of [`Dims::index`]), read from a table rather than divided
    /// out: the move generators call it for every move.
    pub const fn square(self, index: usize) -> Square {
        SQUARE_AT[self.files as usize][index]
    }

    /// Every square, A1 first, then along rank 1, then rank 2…
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(move |i| self.square(i))
    }
}

/// One of the eight absolute directions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// All eight, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// Steps in files and ranks.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction turned half a turn.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    pub const fn is_diagonal(self) -> bool {
        self as u8 % 2 == 1
    }

    pub const fn name(self) -> &'static str {
        match self {
            Direction::N => "N",
            Direction::NE => "NE",
            Direction::E => "E",
            Direction::SE => "SE",
            Direction::S => "S",
            Direction::SW => "SW",
            Direction::W => "W",
            Direction::NW => "NW",
        }
    }
}

super::impls::display_by_name!(Direction, name);

impl FromStr for Direction {
    type Err = ParseDirectionError;

    fn from_str(s: &str) -> Result<Direction, ParseDirectionError> {
        Direction::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseNameError::new(s, "a direction (use N, NE, E, SE, S, SW, W or NW)"))
    }
}

super::impls::serde_as_text!(Direction);

/// A set of directions (the arrows printed on an Espion square), as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DirectionSet(u8);

impl DirectionSet {
    pub const EMPTY: DirectionSet = DirectionSet(0);
    pub const ALL: DirectionSet = DirectionSet(0xff);

    pub const fn contains(self, d: Direction) -> bool {
        self.0 & (1 << d as u8) != 0
    }

    pub const fn with(self, d: Direction) -> DirectionSet {
        DirectionSet(self.0 | (1 << d as u8))
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The directions in clockwise order from north.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Direction::ALL
            .into_iter()
            .filter(move |d| self.contains(*d))
    }
}

impl FromIterator<Direction> for DirectionSet {
    fn from_iter<I: IntoIterator<Item = Direction>>(iter: I) -> DirectionSet {
        iter.into_iter()
            .fold(DirectionSet::EMPTY, DirectionSet::with)
    }
}

impl fmt::Debug for DirectionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// What went wrong while reading the board part of a position notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseBoardError {
    /// Byte offset (from 0) in the board part where the problem was found.
    pub column: usize,
    pub kind: BoardErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardErrorKind {
    /// The notation has this many ranks, the board `expected`.
    RankCount { found: usize, expected: u8 },
    /// Rank `rank` (1-based, as printed) describes `found` squares, the board has `expected` files.
    RankLength {
        rank: u8,
        found: usize,
        expected: u8,
    },
    /// A character that is neither a digit nor a piece letter of this game; `known` are the game's
    /// letters (White's in upper case, then Black's).
    UnknownPiece { letter: char, known: String },
    /// A number of empty squares that is zero.
    ZeroEmpty,
    /// A space inside the board part, which cuts it in two.
    SpaceInside,
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at column {})", self.kind, self.column + 1)
    }
}

/// What is wrong with a board part, without its place.
impl fmt::Display for BoardErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardErrorKind::RankCount { found, expected } => write!(
                f,
                "the board part has {found} ranks separated by `/`, this board has {expected}"
            ),
            BoardErrorKind::RankLength {
                rank,
                found,
                expected,
            } => write!(
                f,
                "rank {rank} describes {found} squares, this board has {expected} files"
            ),
            BoardErrorKind::UnknownPiece { letter, known } => {
                write!(
                    f,
                    "`{letter}` is not a piece letter of this game (its letters: {known})"
                )
            }
            BoardErrorKind::ZeroEmpty => write!(f, "a count of empty squares must be at least 1"),
            BoardErrorKind::SpaceInside => write!(f, "a space cuts the board part in two"),
        }
    }
}

impl std::error::Error for ParseBoardError {}

/// Reads the board part of a position notation (`"sssscsss/aaaaaaaa/8/…"`): ranks from the highest down to
/// rank 1, files from `A`, digits for runs of empty squares (two digits allowed), letters for pieces.
/// `piece` turns a letter into a piece or refuses it. The result is indexed by [`Dims::index`].
///
/// # Errors
/// When the number of ranks or of squares in a rank does not fit `dims`, or a letter is refused.
pub fn parse_board<P: Copy>(
    text: &str,
    dims: Dims,
    piece: impl Fn(char) -> Option<P>,
) -> Result<Vec<Option<P>>, ParseBoardError> {
    let rank_texts: Vec<&str> = text.split('/').collect();
    if rank_texts.len() != dims.ranks as usize {
        return Err(ParseBoardError {
            column: 0,
            kind: BoardErrorKind::RankCount {
                found: rank_texts.len(),
                expected: dims.ranks,
            },
        });
    }
    let mut cells = vec![None; dims.len()];
    let mut column = 0;
    for (i, rank_text) in rank_texts.iter().enumerate() {
        let rank = dims.ranks - 1 - i as u8;
        let mut file = 0usize;
        let bytes = rank_text.as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            let c = rank_text[j..].chars().next().expect("in bounds");
            if c.is_ascii_digit() {
                let mut end = j + 1;
                if end < bytes.len() && bytes[end].is_ascii_digit() {
                    end += 1;
                }
                let run: usize = rank_text[j..end].parse().expect("digits");
                if run == 0 {
                    return Err(ParseBoardError {
                        column: column + j,
                        kind: BoardErrorKind::ZeroEmpty,
                    });
                }
                file += run;
                j = end;
            } else {
                let p = piece(c).ok_or_else(|| ParseBoardError {
                    column: column + j,
                    kind: BoardErrorKind::UnknownPiece {
                        letter: c,
                        known: ('A'..='Z')
                            .chain('a'..='z')
                            .filter(|&l| piece(l).is_some())
                            .collect(),
                    },
                })?;
                if file < dims.files as usize {
                    cells[dims.index(Square::new(file as u8, rank))] = Some(p);
                }
                file += 1;
                j += c.len_utf8();
            }
            if file > dims.files as usize {
                break;
            }
        }
        if file != dims.files as usize {
            let found = if file > dims.files as usize {
                // Count the whole rank for the message.
                count_rank_squares(rank_text)
            } else {
                file
            };
            return Err(ParseBoardError {
                column,
                kind: BoardErrorKind::RankLength {
                    rank: rank + 1,
                    found,
                    expected: dims.files,
                },
            });
        }
        column += rank_text.len() + 1;
    }
    Ok(cells)
}

/// How many squares one rank of a board notation covers (a digit run counts that many empty squares).
pub(crate) fn count_rank_squares(rank_text: &str) -> usize {
    let mut n = 0;
    let mut digits = String::new();
    for c in rank_text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            n += digits.parse::<usize>().unwrap_or(0) + 1;
            digits.clear();
        }
    }
    n + digits.parse::<usize>().unwrap_or(0)
}

/// The board as text for the `show` command and tests: the top rank first, each line the rank number
/// (right-aligned on `label_width` characters) and one letter per square from `letter`, then a line of
/// file letters. Ends with a newline.
pub fn grid_text(dims: Dims, label_width: usize, letter: impl Fn(Square) -> char) -> String {
    let mut out = String::new();
    for rank in (0..dims.ranks).rev() {
        out.push_str(&format!("{:>label_width$} ", rank + 1));
        for file in 0..dims.files {
            out.push(' ');
            out.push(letter(Square::new(file, rank)));
        }
        out.push('\n');
    }
    out.push_str(&" ".repeat(label_width + 1));
    for file in 0..dims.files {
        out.push(' ');
        out.push((b'A' + file) as char);
    }
    out.push('\n');
    out
}

/// Writes the board part of a position notation; the inverse of [`parse_board`].
pub fn write_board<P: Copy>(cells: &[Option<P>], dims: Dims, letter: impl Fn(P) -> char) -> String {
    let mut out = String::with_capacity(dims.len() + dims.ranks as usize);
    for rank in (0..dims.ranks).rev() {
        let mut empty = 0;
        for file in 0..dims.files {
            match cells[dims.index(Square::new(file, rank))] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(letter(p));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The character column (from 0) of each square's letter in a well-formed board part.
pub(crate) fn letter_columns(text: &str, dims: Dims) -> Vec<usize> {
    let mut columns = vec![0; dims.len()];
    let mut offset = 0;
    for (i, rank_text) in text.split('/').enumerate() {
        let rank = dims.ranks as usize - 1 - i;
        let mut file = 0;
        let mut digits = 0;
        for (col, c) in rank_text.chars().enumerate() {
            if let Some(d) = c.to_digit(10) {
                digits = digits * 10 + d as usize;
                continue;
            }
            file += digits;
            digits = 0;
            if file < dims.files as usize && rank < dims.ranks as usize {
                columns[dims.index(Square::new(file as u8, rank as u8))] = offset + col;
            }
            file += 1;
        }
        offset += rank_text.chars().count() + 1;
    }
    columns
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip_on_the_largest_board() {
        let dims = Dims::new(11, 11);
        for sq in dims.squares() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("K11".parse::<Square>(), Ok(Square::new(10, 10)));
        assert_eq!("d3".parse::<Square>(), Ok(Square::new(3, 2)));
    }

    #[test]
    fn bad_square_names_are_refused() {
        for bad in ["", "A", "A0", "L1", "A12", "1A", "AA1", "A1x", "A-1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn directions_parse_and_reverse() {
        for d in Direction::ALL {
            assert_eq!(d.name().parse::<Direction>(), Ok(d));
            assert_eq!(d.opposite().opposite(), d);
            let (df, dr) = d.delta();
            assert_eq!(d.opposite().delta(), (-df, -dr));
        }
        assert!("NNE".parse::<Direction>().is_err());
    }

    #[test]
    fn offsets_stop_at_the_edge() {
        let dims = Dims::new(8, 10);
        let h10 = Square::new(7, 9);
        assert_eq!(h10.offset(Direction::N, dims), None);
        assert_eq!(h10.offset(Direction::E, dims), None);
        assert_eq!(h10.offset(Direction::SW, dims), Some(Square::new(6, 8)));
    }

    #[test]
    fn board_notation_round_trips_with_two_digit_runs() {
        let dims = Dims::new(11, 11);
        let text = "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC";
        let cells = parse_board(text, dims, |c| "ctCT".contains(c).then_some(c)).unwrap();
        assert_eq!(cells.iter().flatten().count(), 28);
        assert_eq!(write_board(&cells, dims, |c| c), text);
    }

    #[test]
    fn board_notation_errors_say_where() {
        let dims = Dims::new(8, 8);
        let piece = |c: char| "aA".contains(c).then_some(c);
        let cases = [
            (
                "8/8/8",
                BoardErrorKind::RankCount {
                    found: 3,
                    expected: 8,
                },
            ),
            (
                "8/8/8/8/8/8/8/7x",
                BoardErrorKind::UnknownPiece {
                    letter: 'x',
                    known: "Aa".into(),
                },
            ),
            (
                "8/8/9/8/8/8/8/8",
                BoardErrorKind::RankLength {
                    rank: 6,
                    found: 9,
                    expected: 8,
                },
            ),
            (
                "8/8/8/8/8/8/8/7",
                BoardErrorKind::RankLength {
                    rank: 1,
                    found: 7,
                    expected: 8,
                },
            ),
        ];
        for (text, kind) in cases {
            assert_eq!(
                parse_board(text, dims, piece).unwrap_err().kind,
                kind,
                "{text}"
            );
        }
        let e = parse_board("8/8/8/8/8/8/8/7x", dims, piece).unwrap_err();
        assert_eq!(e.column, 15);
    }
}
