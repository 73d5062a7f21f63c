//! Espion (Portugal, 1981), exactly as `rules/espion.md` settles it: the arrows printed on the square a
//! piece stands on decide where it may go.
//!
//! - the chief steps one square in any direction, whatever the arrows;
//! - a spy goes 1 to 4 squares, an agent 1 or 2, straight along one arrow of its own square; the squares
//!   passed over must be empty; landing on an enemy piece captures it;
//! - capturing the enemy chief wins; a player with no legal move loses; 100 moves in a row without a
//!   capture end the game as a draw (the classroom guard).
//!
//! The arrows come from the board file (`assets/boards/espion.toml`, read by `boards::espion`); the
//! [`Board`] turns them into rays once, so that listing moves only walks precomputed squares.
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::espion::{Board, Espion, START};
//! use ludoclasse::core::geometry::DirectionSet;
//! use ludoclasse::core::game::{Game, perft};
//! use ludoclasse::core::BoardPosition;
//! // A board where every square carries every arrow.
//! let board = Arc::new(Board::new(vec![DirectionSet::ALL; 64], START).unwrap());
//! let game = Espion::start(board);
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! // Only the agents can move: 1 or 2 squares N, NE and NW; A2 and H2 have two of these directions,
//! // and B2 (NW) and G2 (NE) only one square before the edge.
//! assert_eq!(moves.len(), 6 * 6 + 2 * 4 - 2);
//! assert_eq!(perft(&game, 1), moves.len() as u64);
//! ```

use std::fmt;
use std::sync::Arc;

use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{Direction, DirectionSet, Square};
use super::notation::NotationError;
use super::square_game::{self, CELLS, Men, SquarePosition};

mod board;
mod notation;
mod replies;

pub use board::*;
use notation::Setup;
pub use square_game::{BoardError, DIMS};

/// The start position of the rules page.
pub const START: &str = "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0";

/// Moves in a row (both sides counted) without a capture after which the game is drawn.
pub const QUIET_LIMIT: u32 = 100;

square_game::piece_kinds! {
    /// The three kinds of piece.
    pub enum Kind {
        Chief = ("chief", 'C', 1),
        Spy = ("spy", 'S', 7),
        Agent = ("agent", 'A', 8),
    }
}

impl Kind {
    /// How many squares the piece may go along an arrow (the chief ignores arrows).
    pub const fn reach(self) -> usize {
        match self {
            Kind::Chief => 1,
            Kind::Spy => 4,
            Kind::Agent => 2,
        }
    }
}

/// A piece: its side and kind.
pub type Piece = square_game::Piece<Kind>;

/// One move: a piece goes from `from` to `to`, capturing what stood there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub capture: Option<Kind>,
}

/// Why a game of Espion ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The loser's chief was captured.
    ChiefCaptured,
    /// The loser had no legal move.
    NoLegalMove,
    /// 100 moves in a row without a capture: a draw.
    NoCaptureLimit,
}

impl EndReason {
    pub const ALL: [EndReason; 3] = [
        EndReason::ChiefCaptured,
        EndReason::NoLegalMove,
        EndReason::NoCaptureLimit,
    ];

    /// A stable snake_case name, for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::ChiefCaptured => "chief_captured",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::NoCaptureLimit => "no_capture_limit",
        }
    }
}

/// A position of Espion.
#[derive(Clone)]
pub struct Espion {
    board: Arc<Board>,
    men: Men<Kind>,
    turn: Side,
    /// Moves in a row without a capture, both sides counted.
    quiet: u32,
    /// Whether each side still has its chief (kept up to date, so the end test costs nothing).
    chief: ByColor<bool>,
}

square_game::square_position_traits!(Espion, kind: Kind, counters: u32, marks: Arrows);

impl SquarePosition for Espion {
    fn counters(&self) -> u32 {
        self.quiet
    }

    fn read_setup(text: &str) -> Result<Setup, NotationError> {
        Setup::parse(text)
    }

    fn from_setup(board: Arc<Board>, setup: Setup) -> Espion {
        let men = setup.men;
        let chief = ByColor::new_with(|side| men.all().any(|p| p == Piece::new(side, Kind::Chief)));
        Espion {
            board,
            men,
            turn: setup.turn,
            quiet: setup.counters,
            chief,
        }
    }

    /// The no-capture count.
    fn text_counts(&self) -> Vec<(&'static str, u32)> {
        vec![("since-capture", self.quiet)]
    }
}

impl Espion {
    /// Moves in a row without a capture so far.
    pub fn moves_since_capture(&self) -> u32 {
        self.quiet
    }

    /// Appends the legal moves of the piece on `sq` (it must belong to the side to move and the game
    /// must go on, otherwise none).
    pub fn moves_from(&self, sq: Square, moves: &mut Vec<Move>) {
        if DIMS.contains(sq) && !self.is_finished_cheap() {
            self.gen_from(DIMS.index(sq), moves);
        }
    }

    fn has_chief(&self, side: Side) -> bool {
        self.chief[side]
    }

    /// The end conditions that do not need the list of moves.
    fn is_finished_cheap(&self) -> bool {
        self.quiet >= QUIET_LIMIT || !self.has_chief(Side::White) || !self.has_chief(Side::Black)
    }

    /// Calls `f` for each legal move of the piece at index `i`; stops early when `f` returns false.
    #[inline]
    fn for_each_from(&self, i: usize, mut f: impl FnMut(Move) -> bool) -> bool {
        let Some(piece) = self.men.at(i) else {
            return true;
        };
        if piece.side != self.turn {
            return true;
        }
        let from = DIMS.square(i);
        let mut target = |t: u8| -> (bool, bool) {
            // (keep going along the ray, keep listing)
            match self.men.at(t as usize) {
                None => (
                    true,
                    f(Move {
                        from,
                        to: DIMS.square(t as usize),
                        capture: None,
                    }),
                ),
                Some(p) if p.side != piece.side => (
                    false,
                    f(Move {
                        from,
                        to: DIMS.square(t as usize),
                        capture: Some(p.kind),
                    }),
                ),
                Some(_) => (false, true),
            }
        };
        if piece.kind == Kind::Chief {
            for &t in &self.board.steps[i][..self.board.step_count[i] as usize] {
                if !target(t).1 {
                    return false;
                }
            }
            return true;
        }
        let reach = piece.kind.reach();
        for ray in &self.board.rays[i][..self.board.ray_count[i] as usize] {
            for &t in &ray.squares[..(ray.len as usize).min(reach)] {
                let (go_on, keep) = target(t);
                if !keep {
                    return false;
                }
                if !go_on {
                    break;
                }
            }
        }
        true
    }

    fn gen_from(&self, i: usize, moves: &mut Vec<Move>) {
        self.for_each_from(i, |m| {
            moves.push(m);
            true
        });
    }

    fn has_legal_move(&self) -> bool {
        self.men
            .indices(self.turn)
            .any(|i| !self.for_each_from(i, |_| false))
    }

    /// How many moves the piece at index `i` (of the side to move) has: [`Espion::for_each_from`]'s moves,
    /// counted on the bit sets.
    #[inline]
    fn count_from(&self, i: usize, kind: Kind) -> u64 {
        let own = self.men.of(self.turn);
        self.count_from_on(i, kind, own, own | self.men.of(self.turn.other()))
    }

    /// [`Espion::count_from`] for a piece of `kind` on index `i` whose side stands on the squares `own`,
    /// with pieces on the squares `all`: a piece stops at the first piece on each ray, and takes it if it
    /// is not its own.
    #[inline]
    fn count_from_on(&self, i: usize, kind: Kind, own: u64, all: u64) -> u64 {
        let board = &*self.board;
        if kind == Kind::Chief {
            return u64::from((board.step_mask[i] & !own).count_ones());
        }
        let mut n = 0;
        for ray in &board.rays[i][..board.ray_count[i] as usize] {
            for &t in &ray.squares[..(ray.len as usize).min(kind.reach())] {
                let bit = 1u64 << t;
                if all & bit == 0 {
                    n += 1;
                } else {
                    n += u64::from(own & bit == 0);
                    break;
                }
            }
        }
        n
    }
}

impl Game for Espion {
    type Move = Move;
    type EndReason = EndReason;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_finished_cheap() {
            return;
        }
        for i in self.men.indices(self.turn) {
            self.gen_from(i, moves);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.is_finished_cheap() {
            return 0;
        }
        self.men
            .indices(self.turn)
            .map(|i| self.count_from(i, self.men.at(i).map_or(Kind::Agent, |p| p.kind)))
            .sum()
    }

    /// The other side's moves after each of `moves`, counted from its moves before them without
    /// playing the moves (see [`replies`]).
    #[inline]
    fn count_after(&self, moves: &[Move], _scratch: &mut Espion) -> u64 {
        let replies = replies::Replies::of(self);
        moves
            .iter()
            .map(|mv| self.count_after_step(&replies, DIMS.index(mv.from), DIMS.index(mv.to)))
            .sum()
    }

    crate::core::game::set_to_sharing_board!(men, turn, quiet, chief);

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let captured = self.men.step(DIMS.index(mv.from), DIMS.index(mv.to));
        if let Some(p) = captured
            && p.kind == Kind::Chief
        {
            self.chief[p.side] = false;
        }
        let captured = captured.is_some();
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.turn = self.turn.other();
    }

    fn is_over(&self) -> bool {
        self.is_finished_cheap() || !self.has_legal_move()
    }

    fn outcome(&self) -> Option<Outcome<EndReason>> {
        for side in Side::BOTH {
            if !self.has_chief(side) {
                return Some(Outcome {
                    winner: Winner::Side(side.other()),
                    reason: EndReason::ChiefCaptured,
                });
            }
        }
        if self.quiet >= QUIET_LIMIT {
            return Some(Outcome {
                winner: Winner::Draw,
                reason: EndReason::NoCaptureLimit,
            });
        }
        if !self.has_legal_move() {
            return Some(Outcome {
                winner: Winner::Side(self.turn.other()),
                reason: EndReason::NoLegalMove,
            });
        }
        None
    }

    fn is_legal(&self, mv: Move) -> bool {
        if !DIMS.contains(mv.from) || self.is_finished_cheap() {
            return false;
        }
        let mut found = false;
        self.for_each_from(DIMS.index(mv.from), |m| {
            found = m == mv;
            !found
        });
        found
    }
}
