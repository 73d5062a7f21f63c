//! The board file's part of Espion: the arrows of each square, checked, and turned once into rays and
//! steps on square indices.

use super::*;
use crate::core::square_game::{SquareBoard, check_square_count};

/// The squares a spy or an agent passes along one arrow, nearest first (up to a spy's reach).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Ray {
    pub(super) squares: [u8; 4],
    pub(super) len: u8,
}

/// The arrows of the 64 squares, made ready for fast move listing.
pub struct Arrows {
    pub(super) arrows: [DirectionSet; CELLS],
    /// Per square, one ray per arrow.
    pub(super) rays: [[Ray; 8]; CELLS],
    pub(super) ray_count: [u8; CELLS],
    /// Per square, the squares a chief can step to.
    pub(super) steps: [[u8; 8]; CELLS],
    pub(super) step_count: [u8; CELLS],
    /// The same squares as a bit set (bit = square index), to count a chief's moves at once.
    pub(super) step_mask: [u64; CELLS],
}

/// What a board file describes: the arrows, the start position, where the layout comes from.
pub type Board = SquareBoard<Arrows, Kind, u32>;

impl Board {
    /// A board from the arrows of its 64 squares (indexed by [`Dims::index`](crate::core::geometry::Dims::index), A1 first) and its start
    /// position in notation.
    ///
    /// # Errors
    /// When there are not 64 squares, or the start position does not read.
    pub fn new(arrows: Vec<DirectionSet>, start: &str) -> Result<Board, BoardError> {
        check_square_count(&arrows)?;
        let start = Setup::parse(start).map_err(BoardError::Start)?;
        Ok(Board::from_parts(Arrows::new(&arrows), start))
    }

    /// Checks that each chief starts on the square of its first row that carries five arrows (rules:
    /// D1 and E8 on the shipped board), as the rules place it, and that no other square of that row
    /// carries five.
    ///
    /// # Errors
    /// The first chief standing elsewhere, or the first row with a second five-arrow square.
    pub fn check_chiefs(&self) -> Result<(), BoardError> {
        for side in Side::BOTH {
            let rank = if side == Side::White {
                0
            } else {
                DIMS.ranks - 1
            };
            let chief = (0..DIMS.len()).find_map(|i| {
                let p = self.start.men.at(i)?;
                (p.side == side && p.kind == Kind::Chief).then(|| DIMS.square(i))
            });
            let Some(square) = chief else {
                continue;
            };
            let arrows = self.arrows(square).len();
            let mut fives = (0..DIMS.files)
                .map(|f| Square::new(f, rank))
                .filter(|&sq| self.arrows(sq).len() == 5);
            if square.rank() == rank && arrows == 5 {
                if let Some(other) = fives.find(|&sq| sq != square) {
                    return Err(BoardError::FiveArrowsTwice {
                        side,
                        chief: square,
                        other,
                    });
                }
                continue;
            }
            let five = fives.next();
            return Err(BoardError::ChiefStart {
                side,
                square,
                arrows,
                five,
            });
        }
        Ok(())
    }
}

impl PartialEq for Arrows {
    /// Equal arrows (the rays and steps follow from them).
    fn eq(&self, other: &Arrows) -> bool {
        self.arrows == other.arrows
    }
}

impl Arrows {
    fn new(arrows: &[DirectionSet]) -> Arrows {
        let mut board = Arrows {
            arrows: [DirectionSet::EMPTY; CELLS],
            rays: [[Ray::default(); 8]; CELLS],
            ray_count: [0; CELLS],
            steps: [[0; 8]; CELLS],
            step_count: [0; CELLS],
            step_mask: [0; CELLS],
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
        board
    }

    /// The arrows printed on `sq`.
    pub fn arrows(&self, sq: Square) -> DirectionSet {
        self.arrows[DIMS.index(sq)]
    }
}
