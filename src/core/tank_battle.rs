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

/// Everything the board file says: size, terrain, each side's base and domain circle, start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TankBattleBoard {
    dims: Dims,
    terrain: Vec<Terrain>,
    /// The side whose base each square belongs to.
    base: Vec<Option<Side>>,
    domain: ByColor<Option<Square>>,
    start: Setup,
    reconstructed: bool,
    /// For each square index, its neighbour's index in each of the eight directions ([`NO_SQUARE`] off
    /// the board): the move generator walks rays on indices.
    neighbours: Vec<[u8; 8]>,
    /// What the terrain and the bases leave of each ray, to count moves on bit sets.
    rays: RayTable,
    /// The squares of the red zone, as a bit set.
    red: u128,
    /// For each side and square index, the king steps to the nearest square of that side's base
    /// ([`u8::MAX`] when the side has no base).
    to_base: ByColor<Vec<u8>>,
    /// The squares of each side's base, as bit sets.
    base_bits: ByColor<u128>,
}

/// For each kind of tank, confined in the enemy base or not, each square and each direction: the squares
/// a tank could slide over along that ray if no other tank stood in the way (stopping before a mine, the
/// red zone for a normal tank, the edge of the enemy base for a confined tank), as a bit set (bit =
/// square index). Derived from the terrain and the bases.
#[derive(Clone, PartialEq, Eq)]
struct RayTable(Vec<[u128; 8]>);

impl fmt::Debug for RayTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RayTable")
    }
}

/// The entry of [`RayTable`] for a kind of tank, confined or not, on square index `i`.
const fn ray_entry(kind: Kind, confined: bool, i: usize) -> usize {
    (kind as usize * 2 + confined as usize) * CELLS + i
}

/// Whether the squares of a ray in `dir` have growing indices (N, NE, E, NW) or shrinking ones.
const fn ray_grows(dir: usize) -> bool {
    dir <= 2 || dir == 7
}

/// The squares of `ray` (in direction index `dir`) up to the first tank of `all` along it, that tank
/// included (all of the ray if none stands on it).
#[inline]
fn ray_reach(ray: u128, dir: usize, all: u128) -> u128 {
    let blockers = ray & all;
    let upto = if ray_grows(dir) {
        // The lowest blocker and every bit below it.
        blockers ^ blockers.wrapping_sub(1)
    } else {
        // The highest blocker and every bit above it (everything when there is none).
        u128::MAX << (127 - (blockers | 1).leading_zeros())
    };
    ray & upto
}

/// No neighbour in that direction.
const NO_SQUARE: u8 = u8::MAX;

/// The parts of a position the notation writes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Setup {
    cells: [Option<Piece>; CELLS],
    turn: Side,
    moves: u16,
}

impl TankBattleBoard {
    /// A board with the given terrain (indexed by [`Dims::index`]), no base yet and an empty start.
    ///
    /// # Panics
    /// When `terrain` does not have one entry per square (a programming error).
    pub fn new(dims: Dims, terrain: Vec<Terrain>) -> TankBattleBoard {
        assert_eq!(terrain.len(), dims.len());
        let mut board = TankBattleBoard {
            dims,
            terrain,
            base: vec![None; dims.len()],
            domain: ByColor::default(),
            start: Setup {
                cells: [None; CELLS],
                turn: Side::White,
                moves: 0,
            },
            reconstructed: true,
            neighbours: dims
                .squares()
                .map(|sq| {
                    Direction::ALL.map(|d| {
                        sq.offset(d, dims)
                            .map_or(NO_SQUARE, |n| dims.index(n) as u8)
                    })
                })
                .collect(),
            rays: RayTable(Vec::new()),
            red: 0,
            to_base: ByColor::default(),
            base_bits: ByColor::default(),
        };
        board.derive_rays();
        board
    }

    /// Fills [`RayTable`], the red zone's bit set and the distances to the bases from the terrain, the
    /// bases and the neighbours.
    fn derive_rays(&mut self) {
        let dims = self.dims;
        self.base_bits = ByColor::new_with(|side| {
            (self.base.iter().enumerate())
                .filter(|(_, b)| **b == Some(side))
                .fold(0, |bits, (i, _)| bits | 1 << i)
        });
        self.to_base = ByColor::new_with(|side| {
            let base: Vec<Square> = self.base(side);
            dims.squares()
                .map(|sq| {
                    (base.iter())
                        .map(|&b| king_steps(sq, b).min(u32::from(u8::MAX - 1)) as u8)
                        .min()
                        .unwrap_or(u8::MAX)
                })
                .collect()
        });
        self.red = (self.terrain.iter().enumerate())
            .filter(|(_, t)| **t == Terrain::Red)
            .fold(0, |bits, (i, _)| bits | 1 << i);
        let mut rays = vec![[0u128; 8]; 4 * CELLS];
        for kind in [Kind::Commander, Kind::Tank] {
            for confined in [false, true] {
                for from in 0..self.dims.len() {
                    let base = self.base[from];
                    if confined && base.is_none() {
                        continue;
                    }
                    let entry = &mut rays[ray_entry(kind, confined, from)];
                    for (dir, ray) in entry.iter_mut().enumerate() {
                        let mut mask = 0u128;
                        let mut cur = from;
                        loop {
                            let next = self.neighbours[cur][dir];
                            if next == NO_SQUARE {
                                break;
                            }
                            let next = next as usize;
                            match self.terrain[next] {
                                Terrain::Mine => break,
                                Terrain::Red if kind == Kind::Tank => break,
                                _ => {}
                            }
                            if confined && self.base[next] != base {
                                break;
                            }
                            mask |= 1 << next;
                            cur = next;
                        }
                        *ray = mask;
                    }
                }
            }
        }
        self.rays = RayTable(rays);
    }

    /// Marks the board as reconstructed from the rule text (the app then says so) or as a faithful copy.
    pub fn set_reconstructed(&mut self, reconstructed: bool) {
        self.reconstructed = reconstructed;
    }

    /// True when the board was rebuilt from the rule text rather than copied from a real box.
    pub fn reconstructed(&self) -> bool {
        self.reconstructed
    }

    /// Makes `squares` the base of `side`, with its domain circle (the commander's start square).
    pub fn set_base(&mut self, side: Side, squares: &[Square], domain: Square) {
        for &sq in squares {
            self.base[self.dims.index(sq)] = Some(side);
        }
        self.domain[side] = Some(domain);
        self.derive_rays();
    }

    /// The same board with `notation` as its start position.
    ///
    /// # Errors
    /// When the notation does not describe a possible position on this board.
    pub fn with_start(mut self, notation: &str) -> Result<TankBattleBoard, NotationError> {
        let setup = TankBattle::from_notation(Arc::new(self.clone()), notation)?;
        self.start = Setup {
            cells: setup.cells,
            turn: setup.turn,
            moves: setup.moves,
        };
        Ok(self)
    }

    pub fn dims(&self) -> Dims {
        self.dims
    }

    pub fn terrain(&self, sq: Square) -> Terrain {
        self.terrain[self.dims.index(sq)]
    }

    /// The side whose base `sq` belongs to, if any.
    pub fn base_of(&self, sq: Square) -> Option<Side> {
        self.base[self.dims.index(sq)]
    }

    /// The squares of `side`'s base.
    pub fn base(&self, side: Side) -> Vec<Square> {
        self.dims
            .squares()
            .filter(|&sq| self.base_of(sq) == Some(side))
            .collect()
    }

    /// King steps from `sq` to the nearest square of `side`'s base (`None` when it has no base).
    pub fn steps_to_base(&self, sq: Square, side: Side) -> Option<u32> {
        let steps = self.to_base[side][self.dims.index(sq)];
        (steps != u8::MAX).then_some(u32::from(steps))
    }

    /// The squares of `side`'s base as a bit set (bit = square index), for the evaluation.
    pub(crate) fn base_bits(&self, side: Side) -> u128 {
        self.base_bits[side]
    }

    /// [`TankBattleBoard::steps_to_base`] by square index ([`u8::MAX`] when `side` has no base).
    pub(crate) fn steps_to_base_at(&self, index: usize, side: Side) -> u8 {
        self.to_base[side][index]
    }

    /// `side`'s domain circle (where its commander starts), if the board has one.
    pub fn domain(&self, side: Side) -> Option<Square> {
        self.domain[side]
    }
}

/// One move: a tank slides from one square to another, or the side to move, stuck, passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TankBattleMove {
    Slide { from: Square, to: Square },
    Pass,
}

impl fmt::Display for TankBattleMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TankBattleMove::Slide { from, to } => write!(f, "{from}-{to}"),
            TankBattleMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for TankBattleMove {
    type Err = String;

    /// Reads `G1-G5` (or `G1G5`) and `pass`.
    fn from_str(s: &str) -> Result<TankBattleMove, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(TankBattleMove::Pass);
        }
        let err = || format!("`{s}` is not a move (like `G1-G5`, or `pass`)");
        let (from, to) = match s.split_once('-') {
            Some(parts) => parts,
            None => {
                // Split before the second letter.
                let i = s
                    .char_indices()
                    .skip(1)
                    .find(|(_, c)| c.is_ascii_alphabetic())
                    .ok_or_else(err)?
                    .0;
                s.split_at(i)
            }
        };
        Ok(TankBattleMove::Slide {
            from: from.parse().map_err(|_| err())?,
            to: to.parse().map_err(|_| err())?,
        })
    }
}

/// Why a game of Tank Battle ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TankBattleEnd {
    /// A player's surviving tanks (possibly none) all stand in the enemy base.
    AllInEnemyBase,
    /// Neither player can move: the two passes that would follow change nothing, so the game ends at once.
    TwoPasses,
    /// The classroom guard: 300 moves played (passes included).
    MoveLimit,
}

impl TankBattleEnd {
    /// A stable snake_case name (message ids, JSON, tests).
    pub const fn name(self) -> &'static str {
        match self {
            TankBattleEnd::AllInEnemyBase => "all_in_enemy_base",
            TankBattleEnd::TwoPasses => "two_passes",
            TankBattleEnd::MoveLimit => "move_limit",
        }
    }

    /// The Fluent message that tells the class why the game ended (`assets/locales/*/tank-battle.ftl`).
    pub const fn message_id(self) -> &'static str {
        match self {
            TankBattleEnd::AllInEnemyBase => "tank-battle-end-all-in-enemy-base",
            TankBattleEnd::TwoPasses => "tank-battle-end-two-passes",
            TankBattleEnd::MoveLimit => "tank-battle-end-move-limit",
        }
    }
}

/// Why a tank scores what it scores at the end.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScoreReason {
    /// A commander on the enemy commander's domain circle: 3.
    DomainCircle,
    /// A commander elsewhere in the enemy base, or a normal tank anywhere in it: 2.
    EnemyBase,
    /// Any other surviving tank: 1.
    Survivor,
}

impl ScoreReason {
    pub const fn points(self) -> u32 {
        match self {
            ScoreReason::DomainCircle => 3,
            ScoreReason::EnemyBase => 2,
            ScoreReason::Survivor => 1,
        }
    }

    /// A stable snake_case name (message ids).
    pub const fn name(self) -> &'static str {
        match self {
            ScoreReason::DomainCircle => "domain_circle",
            ScoreReason::EnemyBase => "enemy_base",
            ScoreReason::Survivor => "survivor",
        }
    }

    /// The Fluent message for a line of the end screen's score breakdown.
    pub const fn message_id(self) -> &'static str {
        match self {
            ScoreReason::DomainCircle => "tank-battle-score-domain-circle",
            ScoreReason::EnemyBase => "tank-battle-score-enemy-base",
            ScoreReason::Survivor => "tank-battle-score-survivor",
        }
    }
}

/// One line of the end screen: what one surviving tank scores and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ScoreItem {
    pub square: Square,
    pub piece: Piece,
    pub reason: ScoreReason,
}

impl ScoreItem {
    pub const fn points(self) -> u32 {
        self.reason.points()
    }
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
        let (rays, (all, stops)) = (self.rays(from, side), self.blockers(side));
        // The rays do not overlap: gather the targets of all eight, then count them once.
        let reach =
            (rays.iter().enumerate()).fold(0, |t, (dir, &ray)| t | ray_reach(ray, dir, all));
        (reach & stops).count_ones()
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

    #[inline]
    fn set_to(&mut self, other: &TankBattle) {
        if Arc::ptr_eq(&self.board, &other.board) {
            self.cells = other.cells;
            self.turn = other.turn;
            self.moves = other.moves;
            self.outside = other.outside;
            self.occupied = other.occupied;
            self.commanders = other.commanders;
        } else {
            self.clone_from(other);
        }
    }

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

/// The character column (from 0) of each square's letter in a well-formed board part.
fn letter_columns(text: &str, dims: Dims) -> Vec<usize> {
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

impl BoardPosition for TankBattle {
    type Board = TankBattleBoard;

    fn start(board: Arc<TankBattleBoard>) -> TankBattle {
        let setup = board.start.clone();
        TankBattle::from_setup(board, &setup)
    }

    fn from_notation(board: Arc<TankBattleBoard>, text: &str) -> Result<TankBattle, NotationError> {
        let dims = board.dims;
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.next("board")?;
        let parsed = parse_board(board_text, dims, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let (moves_col, moves_text) = fields.next("moves")?;
        let moves: u16 = moves_text.parse().map_err(|_| NotationError {
            column: moves_col,
            kind: NotationErrorKind::BadField {
                field: "moves",
                text: moves_text.to_string(),
                expected: "a whole number",
            },
        })?;
        fields.finish()?;
        if moves > MOVE_LIMIT {
            return Err(NotationError::impossible(
                moves_col,
                format!("the game stops after {MOVE_LIMIT} moves, not {moves}"),
            ));
        }
        let columns = letter_columns(board_text, dims);
        let mut cells = [None; CELLS];
        let mut counts: ByColor<[usize; 2]> = ByColor::default();
        for sq in dims.squares() {
            let Some(piece) = parsed[dims.index(sq)] else {
                continue;
            };
            let column = board_col + columns[dims.index(sq)];
            match board.terrain(sq) {
                Terrain::Mine => {
                    return Err(NotationError::impossible(
                        column,
                        format!("{sq} is a mine: no tank can stand on it"),
                    ));
                }
                Terrain::Red if piece.kind == Kind::Tank => {
                    return Err(NotationError::impossible(
                        column,
                        format!("{sq} is in the red zone: only a commander can stand on it"),
                    ));
                }
                _ => {}
            }
            let count = &mut counts[piece.side][(piece.kind == Kind::Tank) as usize];
            *count += 1;
            let (limit, what) = match piece.kind {
                Kind::Commander => (COMMANDERS, "commander"),
                Kind::Tank => (NORMAL_TANKS, "normal tanks"),
            };
            if *count > limit {
                return Err(NotationError::impossible(
                    column,
                    format!("{} has more than {limit} {what}", piece.side),
                ));
            }
            cells[dims.index(sq)] = Some(piece);
        }
        let setup = Setup { cells, turn, moves };
        Ok(TankBattle::from_setup(board, &setup))
    }

    fn to_notation(&self) -> String {
        let dims = self.board.dims;
        let cells = &self.cells[..dims.len()];
        format!(
            "{} {} {}",
            write_board(cells, dims, Piece::letter),
            self.turn.letter(),
            self.moves
        )
    }

    fn board(&self) -> &Arc<TankBattleBoard> {
        &self.board
    }

    /// Ranks from the top; `C T c t` tanks; on empty squares `#` mine, `R` red zone, `w`/`b` a square of
    /// White's/Black's base (`W`/`B` its domain circle), `.` plain ground.
    fn to_text(&self) -> String {
        let board = &*self.board;
        let mut out = grid_text(board.dims, 2, |sq| match self.piece_at(sq) {
            Some(p) => p.letter(),
            None => match (board.terrain(sq), board.base_of(sq)) {
                (Terrain::Mine, _) => '#',
                (Terrain::Red, _) => 'R',
                (Terrain::Plain, Some(side)) => {
                    let letter = if side == Side::White { 'w' } else { 'b' };
                    if board.domain(side) == Some(sq) {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    }
                }
                (Terrain::Plain, None) => '.',
            },
        });
        out.push_str(&format!(
            "{} to move, {} moves played",
            self.turn, self.moves
        ));
        out
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
