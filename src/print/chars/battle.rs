//! The chars battle board (board 2): minefields hatched, numbered start squares, red lines.

use krilla::geom::Transform;

use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};
use crate::print::canvas::{Canvas, Ink, Pen};
use crate::print::pdf::Doc;
use crate::print::sheet::{Grid, square_board};
use crate::print::{BoardReport, Ctx, PrintError};

/// The battle board of phase 2.
pub struct BattleArt {
    pub dims: Dims,
    /// Each side's minefield (the squares the *other* side lays its cards on), by square index.
    pub minefields: [Vec<usize>; 2],
    /// The numbered start squares: side and number, by square index.
    pub starts: Vec<Option<(Side, usize)>>,
}

impl BattleArt {
    pub(super) fn in_minefield(&self, i: usize) -> bool {
        self.minefields.iter().any(|m| m.contains(&i))
    }

    pub(crate) fn squares(&self, c: &mut Canvas, grid: &Grid, small: bool) {
        let s = grid.square;
        for sq in self.dims.squares() {
            let (x, y) = grid.corner(sq);
            if !c.shows(x, y, s, s) {
                continue;
            }
            let i = self.dims.index(sq);
            if self.in_minefield(i) {
                if !c.ink_saving {
                    c.rect(x, y, s, s, Some(Ink::gray(225)), None);
                }
                c.hatch(
                    x,
                    y,
                    s,
                    s,
                    s * 0.18,
                    Pen::Solid(s * 0.01, Ink::gray(140)),
                    true,
                );
            }
            if !small && let Some((side, n)) = self.starts[i] {
                // Black's numbers are written for Black, sitting across the table, to read.
                let (cx, cy) = grid.centre(sq);
                c.circle(
                    cx,
                    cy,
                    s * 0.3,
                    None,
                    Some(Pen::Solid(s * 0.025, Ink::BLACK)),
                );
                if side == Side::Black {
                    c.push_transform(Transform::from_rotate_at(180.0, cx, cy));
                }
                c.label(cx, cy, s * 0.3, s * 0.5, &n.to_string(), true, Ink::BLACK);
                if side == Side::Black {
                    c.pop();
                }
            }
        }
    }

    /// The red lines: along both long edges of each minefield, a red band with white dashes in it,
    /// recognisable in black and white.
    pub(crate) fn red_lines(&self, c: &mut Canvas, grid: &Grid) {
        let s = grid.square;
        let w = self.dims.files as f32 * s;
        let width = (s * 0.06).max(0.6);
        for field in &self.minefields {
            let ranks = field.iter().map(|&i| self.dims.square(i).rank());
            let (Some(lo), Some(hi)) = (ranks.clone().min(), ranks.max()) else {
                continue;
            };
            let (_, top) = grid.corner(Square::new(0, hi));
            let (_, bottom) = grid.corner(Square::new(0, lo));
            for y in [top, bottom + s] {
                let x0 = grid.origin.0;
                if c.ink_saving {
                    // Two thin lines with dashes between them: the same band, outlined.
                    let thin = Pen::Solid(0.3, Ink(200, 20, 20));
                    c.line(x0, y - width / 2.0, x0 + w, y - width / 2.0, thin);
                    c.line(x0, y + width / 2.0, x0 + w, y + width / 2.0, thin);
                    c.line(
                        x0,
                        y,
                        x0 + w,
                        y,
                        Pen::Dashed(width * 0.35, Ink(200, 20, 20)),
                    );
                } else {
                    c.line(x0, y, x0 + w, y, Pen::Solid(width, Ink(200, 20, 20)));
                    c.line(x0, y, x0 + w, y, Pen::Dashed(width * 0.35, Ink::WHITE));
                }
            }
        }
    }

    pub(super) fn draw(&self, c: &mut Canvas, square: f32) {
        let grid = Grid::on(c, self.dims, square);
        self.squares(c, &grid, false);
        grid.frame(c);
        self.red_lines(c, &grid);
    }
}

/// The battle board sheet(s).
///
/// # Errors
/// The board file's errors.
pub fn board(doc: &mut Doc, ctx: &Ctx) -> Result<BoardReport, PrintError> {
    let boards = super::Boards::load(ctx.boards)?;
    let battle = &boards.battle;
    let s = ctx.square;
    Ok(square_board(
        doc,
        ctx,
        battle.dims,
        ctx.texts.get("print-chars-battle-title"),
        boards.reconstructed,
        &|c| battle.draw(c, s),
    ))
}
