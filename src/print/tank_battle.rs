//! Tank Battle's sheets: the 11 × 11 board with its terrain, and the 28 tanks. Every kind of square is
//! told by a shape or a texture as well as a tint: mines are black with a white cross, the red zone is
//! cross-hatched, White's base has horizontal lines, Black's vertical lines, each domain a double circle.

use super::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use super::sheet::Grid;
use super::square::{Basics, KindRow, SquareArt};
use super::tokens::Symbol;
use super::{Ctx, PrintError};
use std::sync::Arc;

use crate::core::BoardPosition;
use crate::core::game::Side;
use crate::core::tank_battle::{Kind, TankBattle, TankBattleBoard, Terrain};

/// What a square of the Tank Battle board shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ground {
    Plain,
    /// A black square: no tank may enter or cross it.
    Mine,
    /// The contaminated zone: commanders only.
    Red,
    /// A square of a side's base.
    Base(Side),
}

/// What the sheets draw of the board: the terrain and each side's domain square (pieces:
/// 0 commander, 1 tank).
pub struct Art {
    pub basics: Basics,
    pub ground: Vec<Ground>,
    /// The domains (circled squares), by index.
    pub domains: Vec<usize>,
}

impl Art {
    /// The board as the registry read it (the shipped file, or a teacher's copy).
    ///
    /// # Errors
    /// The board file's own errors.
    pub fn load(boards: &crate::boards::Boards) -> Result<Art, PrintError> {
        Ok(Art::new(
            boards.board::<crate::core::tank_battle::TankBattle>()?,
        ))
    }

    /// What to draw of `board`.
    pub fn new(board: Arc<TankBattleBoard>) -> Art {
        let dims = board.dims();
        let ground = dims
            .squares()
            .map(|sq| match (board.terrain(sq), board.base_of(sq)) {
                (Terrain::Mine, _) => Ground::Mine,
                (Terrain::Red, _) => Ground::Red,
                (Terrain::Plain, Some(side)) => Ground::Base(side),
                (Terrain::Plain, None) => Ground::Plain,
            })
            .collect();
        let domains = [Side::White, Side::Black]
            .iter()
            .filter_map(|&side| board.domain(side).map(|sq| dims.index(sq)))
            .collect();
        let reconstructed = board.reconstructed();
        let start = TankBattle::start(board);
        let at = |sq| start.piece_at(sq).map(|p| (p.side, p.kind));
        let kinds = [Kind::Commander, Kind::Tank];
        Art {
            basics: Basics::new(dims, reconstructed, &kinds, KINDS, at),
            ground,
            domains,
        }
    }

    pub(crate) fn squares(&self, c: &mut Canvas, grid: &Grid, small: bool) {
        let s = grid.square;
        for sq in self.basics.dims.squares() {
            let (x, y) = grid.corner(sq);
            if !c.shows(x, y, s, s) {
                continue;
            }
            let i = self.basics.dims.index(sq);
            ground(c, x, y, s, self.ground[i], small);
            if self.domains.contains(&i) {
                let (cx, cy) = grid.centre(sq);
                c.circle(
                    cx,
                    cy,
                    s * 0.38,
                    Some(Ink::WHITE),
                    Some(Pen::Solid(s * 0.04, Ink::BLACK)),
                );
                c.circle(
                    cx,
                    cy,
                    s * 0.3,
                    None,
                    Some(Pen::Solid(s * 0.02, Ink::BLACK)),
                );
            }
            // Whose base: a white or a black disc in the corner, outside the domain's circle (a mark
            // with no letter: "B" would mean Blancs in French and Black in English).
            if let (Ground::Base(side), false) = (self.ground[i], small) {
                let fill = match side {
                    Side::White => Ink::WHITE,
                    Side::Black => Ink::BLACK,
                };
                c.circle(
                    x + s * 0.12,
                    y + s * 0.12,
                    s * 0.075,
                    Some(fill),
                    Some(Pen::Solid(s * 0.02, Ink::BLACK)),
                );
            }
        }
    }
}

/// A square's ground: a mine, the red zone or a side's base (lines across for White, down for Black).
fn ground(c: &mut Canvas, x: f32, y: f32, s: f32, ground: Ground, small: bool) {
    match ground {
        Ground::Plain => {}
        Ground::Mine if c.ink_saving => {
            // A heavy frame and a heavy cross: told from the hatched red zone at a glance.
            let b = s * 0.08;
            c.rect(
                x + b / 2.0,
                y + b / 2.0,
                s - b,
                s - b,
                None,
                Some(Pen::Solid(b, Ink::BLACK)),
            );
            let m = s * 0.22;
            let pen = Pen::Solid(s * 0.08, Ink::BLACK);
            c.line(x + m, y + m, x + s - m, y + s - m, pen);
            c.line(x + s - m, y + m, x + m, y + s - m, pen);
        }
        Ground::Mine => {
            c.rect(x, y, s, s, Some(Ink::BLACK), None);
            let m = s * 0.3;
            let pen = Pen::Solid(s * 0.05, Ink::WHITE);
            c.line(x + m, y + m, x + s - m, y + s - m, pen);
            c.line(x + s - m, y + m, x + m, y + s - m, pen);
        }
        Ground::Red => {
            if !c.ink_saving {
                c.rect(x, y, s, s, Some(Ink(250, 200, 200)), None);
            }
            let pen = Pen::Solid(s * 0.012, Ink(170, 30, 30));
            c.hatch(x, y, s, s, s * 0.12, pen, true);
            c.hatch(x, y, s, s, s * 0.12, pen, false);
            if !small {
                let size = (s * 0.14).max(MIN_TEXT);
                c.label(
                    x + s * 0.08 + size * 0.4,
                    y + s * 0.06 + size * 0.4,
                    size,
                    s * 0.3,
                    "R",
                    true,
                    Ink(120, 0, 0),
                );
            }
        }
        Ground::Base(side) => {
            let tint = match side {
                Side::White => Ink(205, 222, 250),
                Side::Black => Ink(205, 240, 205),
            };
            if !c.ink_saving {
                c.rect(x, y, s, s, Some(tint), None);
            }
            let pen = Pen::Solid(s * 0.01, c.texture(Ink::gray(90)));
            let mut t = s * 0.1;
            while t < s {
                match side {
                    Side::White => c.line(x, y + t, x + s, y + t, pen),
                    Side::Black => c.line(x + t, y, x + t, y + s, pen),
                }
                t += s * 0.1;
            }
        }
    }
}

impl SquareArt for Art {
    fn basics(&self) -> &Basics {
        &self.basics
    }
    fn draw(&self, c: &mut Canvas, square: f32, _piece: f32, _ctx: &Ctx) {
        let grid = Grid::on(c, self.basics.dims, square);
        self.squares(c, &grid, false);
        grid.frame(c);
    }
    /// The terrain, and thin grid lines (the tokens hide most of it).
    fn ground_small(&self, c: &mut Canvas, grid: &Grid) {
        self.squares(c, grid, true);
        let (ox, oy) = grid.origin;
        let (w, h) = (
            self.basics.dims.files as f32 * grid.square,
            self.basics.dims.ranks as f32 * grid.square,
        );
        for f in 0..=self.basics.dims.files {
            let x = ox + f as f32 * grid.square;
            c.line(x, oy, x, oy + h, Pen::Solid(0.1, Ink::gray(100)));
        }
        for r in 0..=self.basics.dims.ranks {
            let y = oy + r as f32 * grid.square;
            c.line(ox, y, ox + w, y, Pen::Solid(0.1, Ink::gray(100)));
        }
    }
}

/// Tank Battle's kinds of pieces.
const KINDS: &[KindRow] = &[
    ("commander", Symbol::Crown, None),
    ("tank", Symbol::Tank, None),
];
