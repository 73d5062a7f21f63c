//! Tank Battle, exactly as `rules/tank-battle.md` settles it: two armies of 14 queen-like tanks race to
//! occupy the enemy base across a field of mines, around a contaminated red zone only commanders may
//! enter.
//!
//! The board (terrain, bases, domain circles, start position) comes from a data file
//! (`assets/boards/tank-battle.toml`, read by `crate::boards::tank_battle`); this module only knows the
//! rules. The position notation is the one of the rules page:
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::BoardPosition;
//! use ludoclasse::core::game::{Game, perft};
//! use ludoclasse::core::tank_battle::{TankBattle, TankBattleBoard, Terrain};
//! use ludoclasse::core::geometry::Dims;
//! // A bare 3 × 3 board: White's base is A1, Black's is C3.
//! let dims = Dims::new(3, 3);
//! let mut board = TankBattleBoard::new(dims, vec![Terrain::Plain; 9]);
//! board.set_base(ludoclasse::core::game::Side::White, &["A1".parse().unwrap()], "A1".parse().unwrap());
//! board.set_base(ludoclasse::core::game::Side::Black, &["C3".parse().unwrap()], "C3".parse().unwrap());
//! let board = board.with_start("2c/3/C2 w 0").unwrap();
//! let game = TankBattle::start(Arc::new(board));
//! // The white commander slides along the first rank, up the file or the diagonal (capturing at C3).
//! assert_eq!(perft(&game, 1), 6);
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::BoardPosition;
use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{
    Dims, Direction, MAX_FILES, MAX_RANKS, Square, grid_text, parse_board, write_board,
};
use super::notation::{Fields, NotationError, NotationErrorKind};

mod board;
mod notation;
mod replies;
mod score;

pub use board::*;
pub use score::*;

/// Moves after which the game ends and is scored (the classroom guard; passes count).
pub const MOVE_LIMIT: u16 = 300;
/// Each army: one commander and thirteen normal tanks.
pub const COMMANDERS: usize = 1;
pub const NORMAL_TANKS: usize = 13;

const CELLS: usize = MAX_FILES as usize * MAX_RANKS as usize;

/// What a square of the board is made of.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Terrain {
    Plain,
    /// A black square: no tank may stop on it or cross it.
    Mine,
    /// The contaminated zone: only commanders may stop on it or cross it.
    Red,
}

impl Terrain {
    /// The name used in board files.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Plain => "plain",
            Terrain::Mine => "mine",
            Terrain::Red => "red",
        }
    }
}

/// The two kinds of tank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Commander,
    Tank,
}

/// A tank on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    /// `C`/`T` for White, `c`/`t` for Black.
    pub const fn letter(self) -> char {
        match (self.side, self.kind) {
            (Side::White, Kind::Commander) => 'C',
            (Side::White, Kind::Tank) => 'T',
            (Side::Black, Kind::Commander) => 'c',
            (Side::Black, Kind::Tank) => 't',
        }
    }

    pub const fn from_letter(c: char) -> Option<Piece> {
        let (side, kind) = match c {
            'C' => (Side::White, Kind::Commander),
            'T' => (Side::White, Kind::Tank),
            'c' => (Side::Black, Kind::Commander),
            't' => (Side::Black, Kind::Tank),
            _ => return None,
        };
        Some(Piece { side, kind })
    }
}

/// One move: a tank slides from one square to another, or the side to move, stuck, passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TankBattleMove {
    Slide { from: Square, to: Square },
    Pass,
}

/// A position of Tank Battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TankBattle {
    board: Arc<TankBattleBoard>,
    cells: [Option<Piece>; CELLS],
    turn: Side,
    /// Moves played so far, passes included.
    moves: u16,
    /// How many of each side's tanks do not stand in the enemy base (kept up to date by every move).
    outside: ByColor<u8>,
    /// The squares of each side's tanks, and of the commanders of both sides, as bit sets (bit = square
    /// index), kept with `cells`.
    occupied: ByColor<u128>,
    commanders: u128,
}

impl TankBattle {
    fn from_setup(board: Arc<TankBattleBoard>, setup: &Setup) -> TankBattle {
        let mut game = TankBattle {
            board,
            cells: setup.cells,
            turn: setup.turn,
            moves: setup.moves,
            outside: ByColor::default(),
            occupied: ByColor::default(),
            commanders: 0,
        };
        for (i, (cell, base)) in game.cells.iter().zip(&game.board.base).enumerate() {
            if let Some(p) = cell {
                if *base != Some(p.side.other()) {
                    game.outside[p.side] += 1;
                }
                game.occupied[p.side] |= 1 << i;
                if p.kind == Kind::Commander {
                    game.commanders |= 1 << i;
                }
            }
        }
        game
    }

    /// How many squares the tanks of `side` may slide to, counted on the bit sets. Along one direction
    /// no two tanks reach the same square (the nearer tank stops the other), so the reaches are gathered
    /// direction by direction and each direction is counted once.
    #[inline]
    fn count_targets(&self, side: Side) -> u64 {
        let mut reach = [0u128; 8];
        let (all, stops) = self.blockers(side);
        for from in squares128(self.occupied[side]) {
            let rays = self.rays(from, side);
            for (dir, ray) in reach.iter_mut().enumerate() {
                *ray |= ray_reach(rays[dir], dir, all);
            }
        }
        reach
            .iter()
            .map(|r| u64::from((r & stops).count_ones()))
            .sum()
    }

    /// How many squares the tank of `side` on index `from` may slide to.
    #[inline]
    fn count_from(&self, from: usize, side: Side) -> u32 {
        let (_, stops) = self.blockers(side);
        (self.reach_from(from, side) & stops).count_ones()
    }

    /// The squares the tank of `side` on index `from` reaches along its eight rays, up to and including
    /// the first tank in each direction (which it may take or not).
    #[inline]
    fn reach_from(&self, from: usize, side: Side) -> u128 {
        let (rays, (all, _)) = (self.rays(from, side), self.blockers(side));
        // The rays do not overlap: gather the squares of all eight, to count them once.
        (rays.iter().enumerate()).fold(0, |t, (dir, &ray)| t | ray_reach(ray, dir, all))
    }

    /// Calls `push` with every square index the tank of `side` on index `from` may slide to: direction
    /// by direction (N, NE, E… as [`Direction::ALL`]), nearest square first; only squares of `only`.
    #[inline]
    fn each_target(&self, from: usize, side: Side, only: u128, mut push: impl FnMut(usize)) {
        let (rays, (all, stops)) = (self.rays(from, side), self.blockers(side));
        for (dir, &ray) in rays.iter().enumerate() {
            let mut targets = ray_reach(ray, dir, all) & stops & only;
            while targets != 0 {
                let i = if ray_grows(dir) {
                    targets.trailing_zeros()
                } else {
                    127 - targets.leading_zeros()
                };
                targets &= !(1 << i);
                push(i as usize);
            }
        }
    }

    /// The eight rays of the tank of `side` on index `from`: terrain and bases only (see [`RayTable`]).
    #[inline]
    fn rays(&self, from: usize, side: Side) -> &[u128; 8] {
        let board = &*self.board;
        let kind = if self.commanders & 1 << from != 0 {
            Kind::Commander
        } else {
            Kind::Tank
        };
        let confined = board.base[from] == Some(side.other());
        &board.rays.0[ray_entry(kind, confined, from)]
    }

    /// The squares of every tank (which end a slide), and the squares a tank of `side` may stop on if
    /// it reaches them: empty, or holding an enemy tank it may take (a commander in the red zone is
    /// safe).
    #[inline]
    fn blockers(&self, side: Side) -> (u128, u128) {
        let own = self.occupied[side];
        (
            own | self.occupied[side.other()],
            !(own | self.commanders & self.board.red),
        )
    }

    fn idx(&self, sq: Square) -> usize {
        self.board.dims.index(sq)
    }

    /// The tank on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.cells[self.idx(sq)]
    }

    /// Every tank on the board with its square, A1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let dims = self.board.dims;
        self.cells[..dims.len()]
            .iter()
            .enumerate()
            .filter_map(move |(i, cell)| cell.map(|p| (dims.square(i), p)))
    }

    /// The tanks of `side` with their squares, A1 first.
    pub fn pieces_of(&self, side: Side) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let dims = self.board.dims;
        squares128(self.occupied[side]).map(move |i| {
            let kind = if self.commanders & 1 << i != 0 {
                Kind::Commander
            } else {
                Kind::Tank
            };
            (dims.square(i), Piece { side, kind })
        })
    }

    /// The squares of `side`'s tanks and of the commanders of both sides, as bit sets (bit = square
    /// index), for the evaluation.
    pub(crate) fn tank_bits(&self, side: Side) -> (u128, u128) {
        (self.occupied[side], self.commanders)
    }

    /// The legal moves that take a tank, in the order of [`Game::legal_moves`] (what the search looks at
    /// past its horizon).
    pub fn captures(&self, moves: &mut Vec<TankBattleMove>) {
        moves.clear();
        if self.decided_end().is_none() {
            self.push_slides(self.occupied[self.turn.other()], moves);
        }
    }

    /// Appends the slides of the side to move onto squares of `only`, tank by tank from A1.
    fn push_slides(&self, only: u128, moves: &mut Vec<TankBattleMove>) {
        let dims = self.board.dims;
        for i in squares128(self.occupied[self.turn]) {
            let from = dims.square(i);
            self.each_target(i, self.turn, only, |to| {
                moves.push(TankBattleMove::Slide {
                    from,
                    to: dims.square(to),
                });
            });
        }
    }

    /// Moves played so far (passes included).
    pub fn moves_played(&self) -> u16 {
        self.moves
    }

    /// True when the tank on `sq` stands in its enemy's base (and so may only move inside it).
    pub fn in_enemy_base(&self, sq: Square) -> bool {
        self.piece_at(sq)
            .is_some_and(|p| self.board.base_of(sq) == Some(p.side.other()))
    }

    /// The squares the tank on `from` may slide to (empty when there is no tank of the side to move).
    pub fn targets_from(&self, from: Square, out: &mut Vec<Square>) {
        out.clear();
        if let Some(piece) = self.piece_at(from)
            && piece.side == self.turn
        {
            let dims = self.board.dims;
            self.each_target(dims.index(from), piece.side, !0, |to| {
                out.push(dims.square(to));
            });
        }
    }

    /// The legal moves of the tank on `from` (none if it is not a tank of the side to move).
    pub fn moves_from(&self, from: Square) -> Vec<TankBattleMove> {
        let mut targets = Vec::new();
        self.targets_from(from, &mut targets);
        targets
            .into_iter()
            .map(|to| TankBattleMove::Slide { from, to })
            .collect()
    }

    /// Whether `piece` may stop on or pass over `sq`, tanks aside.
    fn may_enter(&self, piece: Piece, confined: bool, sq: Square) -> bool {
        let board = &*self.board;
        match board.terrain(sq) {
            Terrain::Mine => return false,
            Terrain::Red if piece.kind == Kind::Tank => return false,
            _ => {}
        }
        !confined || board.base_of(sq) == Some(piece.side.other())
    }

    /// A commander in the red zone is safe (normal tanks could not reach it anyway).
    fn capturable(&self, sq: Square, victim: Piece) -> bool {
        !(victim.kind == Kind::Commander && self.board.terrain(sq) == Terrain::Red)
    }

    fn has_moves(&self, side: Side) -> bool {
        squares128(self.occupied[side]).any(|from| self.count_from(from, side) > 0)
    }

    /// The end of the game that the board alone decides (everything but the two passes).
    fn decided_end(&self) -> Option<TankBattleEnd> {
        if self.outside.white == 0 || self.outside.black == 0 {
            Some(TankBattleEnd::AllInEnemyBase)
        } else if self.moves >= MOVE_LIMIT {
            Some(TankBattleEnd::MoveLimit)
        } else {
            None
        }
    }

    /// What every surviving tank scores, White's first, each side from A1 on.
    pub fn score_breakdown(&self) -> Vec<ScoreItem> {
        let mut items: Vec<ScoreItem> = self
            .pieces()
            .map(|(square, piece)| {
                let enemy = piece.side.other();
                let reason = if self.board.base_of(square) != Some(enemy) {
                    ScoreReason::Survivor
                } else if piece.kind == Kind::Commander && self.board.domain(enemy) == Some(square)
                {
                    ScoreReason::DomainCircle
                } else {
                    ScoreReason::EnemyBase
                };
                ScoreItem {
                    square,
                    piece,
                    reason,
                }
            })
            .collect();
        items.sort_by_key(|item| item.piece.side);
        items
    }

    /// Each side's score if the game ended now.
    pub fn scores(&self) -> ByColor<u32> {
        let mut scores = ByColor::default();
        for item in self.score_breakdown() {
            scores[item.piece.side] += item.points();
        }
        scores
    }
}

impl Game for TankBattle {
    type Move = TankBattleMove;
    type EndReason = TankBattleEnd;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<TankBattleMove>) {
        moves.clear();
        if self.decided_end().is_some() {
            return;
        }
        self.push_slides(!0, moves);
        if moves.is_empty() && self.has_moves(self.turn.other()) {
            moves.push(TankBattleMove::Pass);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.decided_end().is_some() {
            return 0;
        }
        match self.count_targets(self.turn) {
            // A stuck player passes while the other can still move.
            0 => u64::from(self.count_targets(self.turn.other()) > 0),
            n => n,
        }
    }

    /// The other side's moves after each move, counted from its moves before the move (see
    /// [`replies`]).
    #[inline]
    fn count_after(&self, moves: &[TankBattleMove], scratch: &mut TankBattle) -> u64 {
        let replies = replies::Replies::of(self);
        let mut nodes = 0;
        for &mv in moves {
            scratch.set_to(self);
            scratch.play_unchecked(mv);
            nodes += replies.count_after(mv, scratch);
        }
        nodes
    }

    crate::core::game::set_to_sharing_board!(cells, turn, moves, outside, occupied, commanders);

    #[inline]
    fn play_unchecked(&mut self, mv: TankBattleMove) {
        if let TankBattleMove::Slide { from, to } = mv {
            let (fi, ti) = (self.idx(from), self.idx(to));
            let Some(piece) = self.cells[fi] else {
                return;
            };
            let enemy = piece.side.other();
            if let Some(victim) = self.cells[ti]
                && self.board.base[ti] != Some(victim.side.other())
            {
                self.outside[victim.side] -= 1;
            }
            if self.board.base[fi] != Some(enemy) && self.board.base[ti] == Some(enemy) {
                self.outside[piece.side] -= 1;
            }
            let (from_bit, to_bit) = (1u128 << fi, 1u128 << ti);
            self.occupied[piece.side] ^= from_bit | to_bit;
            *self.occupied.get_mut(enemy) &= !to_bit;
            self.commanders &= !to_bit;
            if piece.kind == Kind::Commander {
                self.commanders ^= from_bit | to_bit;
            }
            self.cells[ti] = Some(piece);
            self.cells[fi] = None;
        }
        self.moves = self.moves.saturating_add(1);
        self.turn = self.turn.other();
    }

    fn is_over(&self) -> bool {
        self.decided_end().is_some()
            || (!self.has_moves(self.turn) && !self.has_moves(self.turn.other()))
    }

    fn outcome(&self) -> Option<Outcome<TankBattleEnd>> {
        let reason = self.decided_end().or_else(|| {
            (!self.has_moves(self.turn) && !self.has_moves(self.turn.other()))
                .then_some(TankBattleEnd::TwoPasses)
        })?;
        let scores = self.scores();
        let winner = match scores.white.cmp(&scores.black) {
            std::cmp::Ordering::Greater => Winner::Side(Side::White),
            std::cmp::Ordering::Less => Winner::Side(Side::Black),
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        Some(Outcome { winner, reason })
    }

    /// Checks the move by walking its line, independently of [`Game::legal_moves`].
    fn is_legal(&self, mv: TankBattleMove) -> bool {
        if self.decided_end().is_some() {
            return false;
        }
        match mv {
            TankBattleMove::Pass => !self.has_moves(self.turn) && self.has_moves(self.turn.other()),
            TankBattleMove::Slide { from, to } => {
                let dims = self.board.dims;
                if !dims.contains(from) || !dims.contains(to) || from == to {
                    return false;
                }
                let Some(piece) = self.piece_at(from) else {
                    return false;
                };
                if piece.side != self.turn {
                    return false;
                }
                let df = to.file() as i8 - from.file() as i8;
                let dr = to.rank() as i8 - from.rank() as i8;
                if df != 0 && dr != 0 && df.abs() != dr.abs() {
                    return false;
                }
                let dir = match (df.signum(), dr.signum()) {
                    (0, 1) => Direction::N,
                    (1, 1) => Direction::NE,
                    (1, 0) => Direction::E,
                    (1, -1) => Direction::SE,
                    (0, -1) => Direction::S,
                    (-1, -1) => Direction::SW,
                    (-1, 0) => Direction::W,
                    _ => Direction::NW,
                };
                let confined = self.board.base_of(from) == Some(piece.side.other());
                let mut cur = from;
                loop {
                    let Some(next) = cur.offset(dir, dims) else {
                        return false;
                    };
                    if !self.may_enter(piece, confined, next) {
                        return false;
                    }
                    let occupant = self.piece_at(next);
                    if next == to {
                        return match occupant {
                            None => true,
                            Some(o) => o.side != piece.side && self.capturable(next, o),
                        };
                    }
                    if occupant.is_some() {
                        return false;
                    }
                    cur = next;
                }
            }
        }
    }
}

/// King steps between two squares (a tank's moves ignoring everything on the way).
pub fn king_steps(a: Square, b: Square) -> u32 {
    u32::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

/// The indices of the bits set in `bits`, lowest first (the squares of a bit set, A1 first).
pub(crate) fn squares128(mut bits: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            i
        })
    })
}
