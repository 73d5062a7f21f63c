//! Schada (Netherlands, 1937), exactly as `rules/schada.md` settles it: the diagram printed on the square a
//! piece stands on decides where it may go.
//!
//! - a diagram is one to three **lines**, each a path of unit steps from the square, straight or bent once
//!   (`N2+W2`); the move lands on the last square of a line;
//! - every square before the last must be empty, except that an officer passes over pieces of its own
//!   colour; nobody passes over an enemy piece; the last square is empty or holds a capturable enemy;
//! - a chief (officer or sub-officer) on its own target line only steps one square `E` or `W`, and cannot be
//!   captured there;
//! - the game ends, checked after every move, when (1) a player's target line is full of its pieces, (2) a
//!   player has no chief left, (3) the same piece made a player's last three moves; also after two passes
//!   in a row and after 200 moves in all. Chiefs on their target line then score (officer 2, sub-officer
//!   1); equal scores go to the player with more chiefs left, else a draw.
//!
//! The notation (`rules/schada.md`) has no field for passes: two passes in a row are recognised as "both
//! players stuck and both repeat records `-`" (see [`Schada::end_reason`]).
//!
//! The diagrams come from the board file (`assets/boards/schada.toml`, read by `boards::schada`); the
//! [`Board`] turns every line into the list of squares it passes, once.
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::schada::{Board, Line, Schada, START};
//! use ludoclasse::core::game::Game;
//! use ludoclasse::core::BoardPosition;
//! // A board where every square shows one line: a step north, or a step south on the top rank.
//! let diagrams = (0..64)
//!     .map(|i| vec![if i < 56 { "N1" } else { "S1" }.parse::<Line>().unwrap()])
//!     .collect();
//! let game = Schada::start(Arc::new(Board::new(diagrams, START).unwrap()));
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 8); // the eight soldiers step north
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{Direction, Square};
use super::notation::{NotationError, NotationErrorKind};
use super::square_game::{self, CELLS, Men, SquarePosition};

mod board;
mod notation;
mod replies;
mod score;

pub use board::*;
use notation::*;
pub use score::*;
pub use square_game::{BoardError, DIMS};
/// The longest path a line can describe on 8 × 8 squares (7 steps, a bend, 7 steps).
const MAX_PATH: usize = 14;

/// The start position of the rules page.
pub const START: &str = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - -";

/// Moves (passes included) after which the game ends and is scored: the classroom guard.
pub const MOVE_LIMIT: u32 = 200;

square_game::piece_kinds! {
    /// The three kinds of piece. Officers and sub-officers are the chiefs.
    pub enum Kind {
        Officer = ("officer", 'O', 4),
        SubOfficer = ("sub_officer", 'U', 4),
        Soldier = ("soldier", 'P', 8),
    }
}

impl Kind {
    pub const fn is_chief(self) -> bool {
        !matches!(self, Kind::Soldier)
    }

    /// What the piece scores when it stands on its target line at the end.
    pub const fn points(self) -> u32 {
        match self {
            Kind::Officer => 2,
            Kind::SubOfficer => 1,
            Kind::Soldier => 0,
        }
    }
}

/// A piece: its side and kind.
pub type Piece = square_game::Piece<Kind>;

/// The rank a side's chiefs try to reach: rank 8 for White, rank 1 for Black.
pub const fn target_rank(side: Side) -> u8 {
    match side {
        Side::White => DIMS.ranks - 1,
        Side::Black => 0,
    }
}

/// One move: a piece goes from `from` to `to` (capturing what stood there), or a stuck player passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Step {
        from: Square,
        to: Square,
        capture: Option<Kind>,
    },
    Pass,
}

/// A player's repeat record: the piece that made the player's last `count` moves now stands on `square`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Repeat {
    pub square: Square,
    pub count: u8,
}

/// How many moves in a row by the same piece end the game (rule 3).
pub const REPEAT_LIMIT: u8 = 3;

/// A position of Schada.
#[derive(Clone)]
pub struct Schada {
    board: Arc<Board>,
    men: Men<Kind>,
    turn: Side,
    /// Moves played so far, passes included.
    moves: u32,
    repeat: ByColor<Option<Repeat>>,
    /// Chiefs left per side (kept up to date, so that rule 2 costs nothing to check).
    chiefs: ByColor<u8>,
    /// The squares of the chiefs of both sides, as a bit set (bit = square index), kept with `men`.
    chief_squares: u64,
}

/// What the moves of one side's pieces depend on, as bit sets (bit = square index).
#[derive(Clone, Copy)]
struct Footing {
    /// The side's pieces, and the other side's.
    own: u64,
    enemy: u64,
    /// The side's chiefs on its target line (they only step E or W).
    own_home: u64,
    /// Where a piece of the side may land: an empty square, or an enemy not a chief on its target line.
    landing: u64,
}

impl Footing {
    /// `side`'s footing with the pieces of each side on `squares` and the chiefs on `chief_squares`.
    #[inline]
    fn new(side: Side, squares: ByColor<u64>, chief_squares: u64) -> Footing {
        let home = |s: Side| squares[s] & chief_squares & rank_bits(target_rank(s));
        Footing {
            own: squares[side],
            enemy: squares[side.other()],
            own_home: home(side),
            landing: !squares[side] & !home(side.other()),
        }
    }
}

/// The squares E and W of index `i` (where a chief on its target line may step), as a bit set.
#[inline]
const fn home_steps(i: usize) -> u64 {
    let file = i % 8;
    let east = if file < 7 { 1u64 << (i + 1) } else { 0 };
    let west = if file > 0 { 1u64 << (i - 1) } else { 0 };
    east | west
}

/// The squares of a rank, as a bit set.
const fn rank_bits(rank: u8) -> u64 {
    0xFF << (8 * rank as u32)
}

square_game::square_position_traits!(Schada, kind: Kind, counters: Counters, marks: Diagrams);

impl SquarePosition for Schada {
    fn counters(&self) -> Counters {
        Counters {
            moves: self.moves,
            repeat: self.repeat,
        }
    }

    fn read_setup(text: &str) -> Result<Setup, NotationError> {
        Setup::parse(text)
    }

    fn from_setup(board: Arc<Board>, setup: Setup) -> Schada {
        let men = setup.men;
        let mut chiefs = ByColor::<u8>::default();
        let mut chief_squares = 0;
        for side in Side::BOTH {
            for (sq, p) in men.pieces(side) {
                if p.kind.is_chief() {
                    chiefs[side] += 1;
                    chief_squares |= 1 << DIMS.index(sq);
                }
            }
        }
        Schada {
            board,
            men,
            turn: setup.turn,
            moves: setup.counters.moves,
            repeat: setup.counters.repeat,
            chiefs,
            chief_squares,
        }
    }

    /// The moves played and the score.
    fn text_counts(&self) -> Vec<(&'static str, u32)> {
        let score = self.score();
        vec![
            ("moves-played", self.moves),
            ("white-score", score.points.white),
            ("black-score", score.points.black),
        ]
    }
}

impl Schada {
    /// Moves played so far, passes included.
    pub fn moves_played(&self) -> u32 {
        self.moves
    }

    /// `side`'s repeat record (rule 3).
    pub fn repeat(&self, side: Side) -> Option<Repeat> {
        self.repeat[side]
    }

    /// Whether the piece on `sq` is a chief standing on its own target line (it then only steps E or W and
    /// cannot be captured).
    pub fn is_chief_home(&self, sq: Square) -> bool {
        self.piece_at(sq)
            .is_some_and(|p| p.kind.is_chief() && sq.rank() == target_rank(p.side))
    }

    /// Appends the legal moves of the piece on `sq` (none if it does not belong to the side to move or
    /// the game is over; a pass is never listed here).
    pub fn moves_from(&self, sq: Square, moves: &mut Vec<Move>) {
        if DIMS.contains(sq) && self.end_reason().is_none() {
            self.for_each_from(DIMS.index(sq), self.turn, |m| {
                moves.push(m);
                true
            });
        }
    }

    /// The score now: the chiefs on their target line, and the chiefs left (what decides at the end).
    pub fn score(&self) -> Score {
        let mut score = Score {
            points: ByColor::default(),
            chiefs: ByColor::default(),
            squares: Vec::new(),
        };
        for (i, sq) in DIMS.squares().enumerate() {
            let Some(p) = self.men.at(i) else { continue };
            if !p.kind.is_chief() {
                continue;
            }
            score.chiefs[p.side] += 1;
            if sq.rank() == target_rank(p.side) {
                score.points[p.side] += p.kind.points();
                score.squares.push((sq, p, p.kind.points()));
            }
        }
        score
    }

    /// Whether a piece of `side` may land on index `t`: `Some(capture)` if so.
    #[inline(always)]
    fn landing(&self, t: usize, side: Side) -> Option<Option<Kind>> {
        match self.men.at(t) {
            None => Some(None),
            Some(p) if self.capturable(t, side) => Some(Some(p.kind)),
            Some(_) => None,
        }
    }

    #[inline(always)]
    fn capturable(&self, t: usize, by: Side) -> bool {
        match self.men.at(t) {
            Some(p) if p.side != by => {
                !(p.kind.is_chief() && DIMS.square(t).rank() == target_rank(p.side))
            }
            _ => false,
        }
    }

    /// Calls `f` with each move of `side`'s piece at index `i`; stops early when `f` returns false (and
    /// then returns false).
    #[inline]
    fn for_each_from(&self, i: usize, side: Side, mut f: impl FnMut(Move) -> bool) -> bool {
        let Some(piece) = self.men.at(i) else {
            return true;
        };
        if piece.side != side {
            return true;
        }
        let from = DIMS.square(i);
        let mut land = |t: usize| -> bool {
            match self.landing(t, side) {
                Some(capture) => f(Move::Step {
                    from,
                    to: DIMS.square(t),
                    capture,
                }),
                None => true,
            }
        };
        if piece.kind.is_chief() && from.rank() == target_rank(side) {
            for dir in [Direction::E, Direction::W] {
                if let Some(t) = from.offset(dir, DIMS)
                    && !land(DIMS.index(t))
                {
                    return false;
                }
            }
            return true;
        }
        let officer = piece.kind == Kind::Officer;
        'lines: for path in self.board.paths(i) {
            let (last, passed) = path.squares[..path.len as usize]
                .split_last()
                .expect("lines have at least one step");
            for &p in passed {
                match self.men.at(p as usize) {
                    None => {}
                    Some(q) if q.side == side && officer => {}
                    Some(_) => continue 'lines,
                }
            }
            if !land(*last as usize) {
                return false;
            }
        }
        true
    }

    fn has_step(&self, side: Side) -> bool {
        self.men
            .indices(side)
            .any(|i| !self.for_each_from(i, side, |_| false))
    }

    fn target_line_full(&self, side: Side) -> bool {
        let line = rank_bits(target_rank(side));
        self.men.of(side) & line == line
    }

    /// How many moves [`Schada::for_each_from`] lists for all of `side`'s pieces, counted on the bit sets.
    #[inline]
    fn count_steps(&self, side: Side) -> u64 {
        let squares = ByColor::new_with(|s| self.men.of(s));
        self.count_steps_on(side, squares, self.chief_squares)
    }

    /// [`Schada::count_steps`] with the pieces standing on `squares` (each side's squares) and the
    /// chiefs on `chief_squares`: this position's, or those after a step of the other side (which
    /// leaves `side`'s pieces where they are, or takes one). The kind of each of `side`'s pieces is read
    /// from this position.
    #[inline]
    fn count_steps_on(&self, side: Side, squares: ByColor<u64>, chief_squares: u64) -> u64 {
        let footing = Footing::new(side, squares, chief_squares);
        square_game::squares(footing.own)
            .map(|i| self.count_piece(i, &footing))
            .sum()
    }

    /// How many moves the piece on index `i` has, on `footing` (its side's): [`Schada::for_each_from`]'s
    /// moves, counted on the bit sets.
    #[inline]
    fn count_piece(&self, i: usize, footing: &Footing) -> u64 {
        if footing.own_home & 1 << i != 0 {
            return u64::from((home_steps(i) & footing.landing).count_ones());
        }
        let officer = self.men.at(i).is_some_and(|p| p.kind == Kind::Officer);
        let blockers = if officer {
            footing.enemy
        } else {
            footing.own | footing.enemy
        };
        let mut n = 0;
        for path in self.board.paths(i) {
            n += u64::from(path.passed & blockers == 0 && path.lands & footing.landing != 0);
        }
        n
    }

    fn has_chief(&self, side: Side) -> bool {
        self.chiefs[side] > 0
    }

    /// Why the game is over, if it is. Rules (1), (2), (3) in the order of the rules page, then two
    /// passes, then the guard.
    ///
    /// Two passes in a row leave both repeat records at `-` (a pass clears the passer's record) with both
    /// players stuck, and a real move always leaves the mover's record set: so "both stuck and both
    /// records `-`" says that the last two moves were passes, and the notation needs no extra field.
    pub fn end_reason(&self) -> Option<EndReason> {
        if Side::BOTH.into_iter().any(|s| self.target_line_full(s)) {
            return Some(EndReason::TargetLineFull);
        }
        if Side::BOTH.into_iter().any(|s| !self.has_chief(s)) {
            return Some(EndReason::ChiefsCaptured);
        }
        if Side::BOTH
            .into_iter()
            .any(|s| self.repeat[s].is_some_and(|r| r.count >= REPEAT_LIMIT))
        {
            return Some(EndReason::SamePieceThreeTimes);
        }
        if self.repeat.white.is_none()
            && self.repeat.black.is_none()
            && !self.has_step(Side::White)
            && !self.has_step(Side::Black)
        {
            return Some(EndReason::TwoPasses);
        }
        if self.moves >= MOVE_LIMIT {
            return Some(EndReason::MoveLimit);
        }
        None
    }
}

impl Game for Schada {
    type Move = Move;
    type EndReason = EndReason;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.end_reason().is_some() {
            return;
        }
        for i in self.men.indices(self.turn) {
            self.for_each_from(i, self.turn, |m| {
                moves.push(m);
                true
            });
        }
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.end_reason().is_some() {
            return 0;
        }
        // A stuck player passes.
        self.count_steps(self.turn).max(1)
    }

    /// The other side's moves after each of `moves`, counted from its moves before them without
    /// playing the moves (see [`replies`]).
    #[inline]
    fn count_after(&self, moves: &[Move], scratch: &mut Schada) -> u64 {
        let replies = replies::Replies::of(self);
        let mut nodes = 0;
        for &mv in moves {
            nodes += match mv {
                Move::Step { from, to, .. } => {
                    self.count_after_step(&replies, DIMS.index(from), DIMS.index(to))
                }
                Move::Pass => {
                    scratch.set_to(self);
                    scratch.play_unchecked(mv);
                    scratch.count_moves()
                }
            };
        }
        nodes
    }

    crate::core::game::set_to_sharing_board!(men, turn, moves, repeat, chiefs, chief_squares);

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Step { from, to, .. } => {
                let (f, t) = (DIMS.index(from), DIMS.index(to));
                if let Some(p) = self.men.step(f, t)
                    && p.kind.is_chief()
                {
                    self.chiefs[p.side] -= 1;
                }
                let (from_bit, to_bit) = (1u64 << f, 1u64 << t);
                self.chief_squares &= !to_bit;
                if self.chief_squares & from_bit != 0 {
                    self.chief_squares ^= from_bit | to_bit;
                }
                let count = match self.repeat[self.turn] {
                    Some(r) if r.square == from => r.count + 1,
                    _ => 1,
                };
                self.repeat[self.turn] = Some(Repeat { square: to, count });
            }
            Move::Pass => self.repeat[self.turn] = None,
        }
        self.moves += 1;
        self.turn = self.turn.other();
    }

    fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    fn outcome(&self) -> Option<Outcome<EndReason>> {
        let reason = self.end_reason()?;
        Some(Outcome {
            winner: self.score().winner().0,
            reason,
        })
    }

    fn is_legal(&self, mv: Move) -> bool {
        if self.end_reason().is_some() {
            return false;
        }
        match mv {
            Move::Pass => !self.has_step(self.turn),
            Move::Step { from, .. } => {
                if !DIMS.contains(from) {
                    return false;
                }
                let mut found = false;
                self.for_each_from(DIMS.index(from), self.turn, |m| {
                    found = m == mv;
                    !found
                });
                found
            }
        }
    }
}
