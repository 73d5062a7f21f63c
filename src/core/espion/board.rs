//! The board file's part of Espion: the arrows of each square, checked, and turned once into rays and
//! steps on square indices.

use super::*;

/// The squares a spy or an agent passes along one arrow, nearest first (up to a spy's reach).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Ray {
    pub(super) squares: [u8; 4],
    pub(super) len: u8,
}

/// What a board file describes, made ready for fast move listing.
pub struct Board {
    pub(super) arrows: [DirectionSet; CELLS],
    /// Per square, one ray per arrow.
    pub(super) rays: [[Ray; 8]; CELLS],
    pub(super) ray_count: [u8; CELLS],
    /// Per square, the squares a chief can step to.
    pub(super) steps: [[u8; 8]; CELLS],
    pub(super) step_count: [u8; CELLS],
    /// The same squares as a bit set (bit = square index), to count a chief's moves at once.
    pub(super) step_mask: [u64; CELLS],
    pub(super) start: Setup,
    pub(super) reconstructed: bool,
    pub(super) source: String,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("espion::Board")
            .field("arrows", &self.arrows)
            .finish_non_exhaustive()
    }
}

/// A board that cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The arrows are given for this many squares instead of 64.
    SquareCount(usize),
    /// The start position does not read.
    Start(NotationError),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::SquareCount(n) => write!(f, "{n} squares given, an Espion board has 64"),
            BoardError::Start(e) => write!(f, "the start position does not read: {e}"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board from the arrows of its 64 squares (indexed by [`Dims::index`], A1 first) and its start
    /// position in notation.
    ///
    /// # Errors
    /// When there are not 64 squares, or the start position does not read.
    pub fn new(arrows: Vec<DirectionSet>, start: &str) -> Result<Board, BoardError> {
        if arrows.len() != CELLS {
            return Err(BoardError::SquareCount(arrows.len()));
        }
        let start = Setup::parse(start).map_err(BoardError::Start)?;
        let mut board = Board {
            arrows: [DirectionSet::EMPTY; CELLS],
            rays: [[Ray::default(); 8]; CELLS],
            ray_count: [0; CELLS],
            steps: [[0; 8]; CELLS],
            step_count: [0; CELLS],
            step_mask: [0; CELLS],
            start,
            reconstructed: false,
            source: String::new(),
        };
        for (i, &set) in arrows.iter().enumerate() {
            let sq = DIMS.square(i);
            board.arrows[i] = set;
            for dir in Direction::ALL {
                if let Some(next) = sq.offset(dir, DIMS) {
                    board.steps[i][board.step_count[i] as usize] = DIMS.index(next) as u8;
                    board.step_count[i] += 1;
                    board.step_mask[i] |= 1 << DIMS.index(next);
                }
                if !set.contains(dir) {
                    continue;
                }
                let mut ray = Ray::default();
                let mut at = sq;
                while (ray.len as usize) < Kind::Spy.reach() {
                    match at.offset(dir, DIMS) {
                        Some(next) => {
                            ray.squares[ray.len as usize] = DIMS.index(next) as u8;
                            ray.len += 1;
                            at = next;
                        }
                        None => break,
                    }
                }
                if ray.len > 0 {
                    board.rays[i][board.ray_count[i] as usize] = ray;
                    board.ray_count[i] += 1;
                }
            }
        }
        Ok(board)
    }

    pub const fn dims(&self) -> Dims {
        DIMS
    }

    /// The arrows printed on `sq`.
    pub fn arrows(&self, sq: Square) -> DirectionSet {
        self.arrows[DIMS.index(sq)]
    }

    /// The start position in notation.
    pub fn start_notation(&self) -> String {
        self.start.to_notation()
    }

    /// Records where the layout comes from: `reconstructed` when nobody has the printed board (the app
    /// must then say so), and a short note for developers.
    pub fn with_origin(mut self, reconstructed: bool, source: impl Into<String>) -> Board {
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
