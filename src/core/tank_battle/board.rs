//! The board file's part of Tank Battle: terrain, bases, domain circles, and what is derived from them once
//! (each square's neighbours, the rays a tank may slide along, the distances to the bases).

use super::*;

/// Everything the board file says: size, terrain, each side's base and domain circle, start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TankBattleBoard {
    pub(super) dims: Dims,
    pub(super) terrain: Vec<Terrain>,
    /// The side whose base each square belongs to.
    pub(super) base: Vec<Option<Side>>,
    pub(super) domain: ByColor<Option<Square>>,
    pub(super) start: Setup,
    pub(super) reconstructed: bool,
    /// For each square index, its neighbour's index in each of the eight directions ([`NO_SQUARE`] off
    /// the board): the move generator walks rays on indices.
    pub(super) neighbours: Vec<[u8; 8]>,
    /// What the terrain and the bases leave of each ray, to count moves on bit sets.
    pub(super) rays: RayTable,
    /// The squares of the red zone, as a bit set.
    pub(super) red: u128,
    /// For each side and square index, the king steps to the nearest square of that side's base
    /// ([`u8::MAX`] when the side has no base).
    pub(super) to_base: ByColor<Vec<u8>>,
    /// The squares of each side's base, as bit sets.
    pub(super) base_bits: ByColor<u128>,
}

/// For each kind of tank, confined in the enemy base or not, each square and each direction: the squares
/// a tank could slide over along that ray if no other tank stood in the way (stopping before a mine, the
/// red zone for a normal tank, the edge of the enemy base for a confined tank), as a bit set (bit =
/// square index). Derived from the terrain and the bases.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct RayTable(pub(super) Vec<[u128; 8]>);

impl fmt::Debug for RayTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RayTable")
    }
}

/// The entry of [`RayTable`] for a kind of tank, confined or not, on square index `i`.
pub(super) const fn ray_entry(kind: Kind, confined: bool, i: usize) -> usize {
    (kind as usize * 2 + confined as usize) * CELLS + i
}

/// Whether the squares of a ray in `dir` have growing indices (N, NE, E, NW) or shrinking ones.
pub(super) const fn ray_grows(dir: usize) -> bool {
    dir <= 2 || dir == 7
}

/// The squares of `ray` (in direction index `dir`) up to the first tank of `all` along it, that tank
/// included (all of the ray if none stands on it).
#[inline]
pub(super) fn ray_reach(ray: u128, dir: usize, all: u128) -> u128 {
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
pub(super) const NO_SQUARE: u8 = u8::MAX;

/// The parts of a position the notation writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Setup {
    pub(super) cells: [Option<Piece>; CELLS],
    pub(super) turn: Side,
    pub(super) moves: u16,
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
    pub(super) fn derive_rays(&mut self) {
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
