//! The board file's part of Schada: each square's diagram of lines (straight or bent), checked, and turned
//! once into the squares each line passes.

use super::*;
use crate::core::square_game::{SquareBoard, check_square_count};

/// One line of a diagram: `count` steps toward `dir`, then maybe `bend` steps toward another direction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Line {
    pub dir: Direction,
    pub count: u8,
    pub bend: Option<(Direction, u8)>,
}

impl Line {
    /// The squares the line passes from `from`, the landing square last; `None` when it leaves the board.
    pub fn path(self, from: Square) -> Option<Vec<Square>> {
        let mut out = Vec::new();
        let mut at = from;
        let parts = [Some((self.dir, self.count)), self.bend];
        for (dir, count) in parts.into_iter().flatten() {
            for _ in 0..count {
                at = at.offset(dir, DIMS)?;
                out.push(at);
            }
        }
        Some(out)
    }

    /// The line turned half a turn (what Black sees of White's diagram on the mirrored square).
    pub fn reversed(self) -> Line {
        Line {
            dir: self.dir.opposite(),
            count: self.count,
            bend: self.bend.map(|(d, n)| (d.opposite(), n)),
        }
    }
}

impl fmt::Display for Line {
    /// `N2`, `N2+W2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.dir, self.count)?;
        if let Some((dir, n)) = self.bend {
            write!(f, "+{dir}{n}")?;
        }
        Ok(())
    }
}

/// A diagram line that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLineError {
    pub text: String,
    pub reason: &'static str,
}

impl fmt::Display for ParseLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a diagram line: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseLineError {}

impl FromStr for Line {
    type Err = ParseLineError;

    /// Reads `N2`, `SE1`, `N2+W2` (a direction, a number of steps from 1 to 7, at most one bend).
    fn from_str(s: &str) -> Result<Line, ParseLineError> {
        let err = |reason| ParseLineError {
            text: s.to_string(),
            reason,
        };
        let part = |p: &str| -> Result<(Direction, u8), ParseLineError> {
            let split = p
                .find(|c: char| c.is_ascii_digit())
                .ok_or_else(|| err("each part is a direction then a number of steps, like `N2`"))?;
            let dir: Direction = p[..split]
                .parse()
                .map_err(|_| err("the directions are N, NE, E, SE, S, SW, W and NW"))?;
            if p.contains(char::is_whitespace) {
                return Err(err("a line is written without spaces, like `S2+E2`"));
            }
            if p[split..].contains(|c: char| c.is_ascii_alphabetic()) {
                return Err(err("a bend is joined with `+`, like `S2+E2`"));
            }
            let n: u8 = p[split..]
                .parse()
                .ok()
                .filter(|n| (1..=7).contains(n))
                .ok_or_else(|| err("the number of steps goes from 1 to 7"))?;
            Ok((dir, n))
        };
        let mut parts = s.trim().split('+');
        let (dir, count) = part(parts.next().unwrap_or(""))?;
        let bend = parts.next().map(part).transpose()?;
        if parts.next().is_some() {
            return Err(err("a line bends at most once"));
        }
        if let Some((b, _)) = bend {
            if b == dir {
                return Err(err(
                    "a bend must change direction (write `N3`, not `N2+N1`)",
                ));
            }
            if b == dir.opposite() {
                return Err(err("a line cannot turn back on itself"));
            }
        }
        Ok(Line { dir, count, bend })
    }
}

/// The squares one line passes, landing square last, as cell indices.
#[derive(Clone, Copy, Debug)]
pub(super) struct Path {
    pub(super) squares: [u8; MAX_PATH],
    pub(super) len: u8,
    /// The squares passed over (not the landing square), as a bit set.
    pub(super) passed: u64,
    /// The landing square's bit.
    pub(super) lands: u64,
}

/// The diagrams of the 64 squares, made ready for fast move listing.
pub struct Diagrams {
    pub(super) diagrams: Vec<Vec<Line>>,
    /// Every line of every square as a path; the paths of square `i` are `paths[first[i]..first[i + 1]]`.
    pub(super) paths: Vec<Path>,
    pub(super) first: [u16; CELLS + 1],
}

/// What a board file describes: the diagrams, the start position, where the layout comes from.
pub type Board = SquareBoard<Diagrams, Kind, Counters>;

impl Board {
    /// A board from the diagrams of its 64 squares (indexed by [`Dims::index`](crate::core::geometry::Dims::index), A1 first) and its start
    /// position in notation.
    ///
    /// # Errors
    /// When there are not 64 squares, a line leaves the board, or the start position does not read.
    pub fn new(diagrams: Vec<Vec<Line>>, start: &str) -> Result<Board, BoardError> {
        check_square_count(&diagrams)?;
        let start = Setup::parse(start).map_err(BoardError::Start)?;
        Ok(Board::from_parts(Diagrams::new(diagrams)?, start))
    }
}

impl PartialEq for Diagrams {
    /// Equal diagrams (the paths follow from them).
    fn eq(&self, other: &Diagrams) -> bool {
        self.diagrams == other.diagrams
    }
}

impl Diagrams {
    fn new(diagrams: Vec<Vec<Line>>) -> Result<Diagrams, BoardError> {
        let mut paths = Vec::new();
        let mut first = [0u16; CELLS + 1];
        for (i, lines) in diagrams.iter().enumerate() {
            let square = DIMS.square(i);
            first[i] = paths.len() as u16;
            for (n, line) in lines.iter().enumerate() {
                let squares = line
                    .path(square)
                    .ok_or(BoardError::LeavesBoard { square, line: n })?;
                let mut path = Path {
                    squares: [0; MAX_PATH],
                    len: squares.len() as u8,
                    passed: 0,
                    lands: 0,
                };
                for (k, sq) in squares.iter().enumerate() {
                    path.squares[k] = DIMS.index(*sq) as u8;
                    path.passed |= 1 << DIMS.index(*sq);
                }
                path.lands = 1 << path.squares[squares.len() - 1];
                path.passed &= !path.lands;
                paths.push(path);
            }
        }
        first[CELLS] = paths.len() as u16;
        Ok(Diagrams {
            diagrams,
            paths,
            first,
        })
    }

    /// The diagram printed on `sq`.
    pub fn diagram(&self, sq: Square) -> &[Line] {
        &self.diagrams[DIMS.index(sq)]
    }

    pub(super) fn paths(&self, i: usize) -> &[Path] {
        &self.paths[self.first[i] as usize..self.first[i + 1] as usize]
    }
}
