//! Espion's sheets: the board with the arrows of every square, and the 32 pieces (chief, spies,
//! agents). The arrows start outside the piece's disc, so a square can be read with a piece on it.

use super::canvas::{Canvas, Ink, Pen};
use super::square::{Basics, KindRow, SquareArt, checkered};
use super::tokens::Symbol;
use super::{Ctx, PrintError};
use std::sync::Arc;

use crate::core::BoardPosition;
use crate::core::espion::{Board, Espion, Kind};
use crate::core::geometry::DirectionSet;

/// What the sheets draw of the Espion board: the arrows of each square (pieces: 0 chief, 1 spy,
/// 2 agent).
pub struct Art {
    pub basics: Basics,
    pub arrows: Vec<DirectionSet>,
}

impl Art {
    /// The board as the registry read it (the shipped file, or a teacher's copy).
    ///
    /// # Errors
    /// The board file's own errors.
    pub fn load(boards: &crate::boards::Boards) -> Result<Art, PrintError> {
        Ok(Art::new(boards.board::<crate::core::espion::Espion>()?))
    }

    /// What to draw of `board`.
    pub fn new(board: Arc<Board>) -> Art {
        let (dims, reconstructed) = (board.dims(), board.reconstructed());
        let arrows = dims.squares().map(|sq| board.arrows(sq)).collect();
        let start = Espion::start(board);
        let at = |sq| start.piece_at(sq).map(|p| (p.side, p.kind));
        Art {
            basics: Basics::new(dims, reconstructed, &Kind::ALL, KINDS, at),
            arrows,
        }
    }

    /// The whole board at `square` mm.
    pub(crate) fn draw_board(&self, c: &mut Canvas, square: f32) {
        let arrows_of = &self.arrows;
        let dims = self.basics.dims;
        checkered(c, dims, square, 232, &mut |c, grid, sq, _, _| {
            arrows(c, grid.centre(sq), square, arrows_of[dims.index(sq)]);
        });
    }
}

impl SquareArt for Art {
    fn basics(&self) -> &Basics {
        &self.basics
    }
    fn draw(&self, c: &mut Canvas, square: f32, _piece: f32, _ctx: &Ctx) {
        self.draw_board(c, square);
    }
}

/// The arrows of one square, from the edge of a piece's disc toward the square's edge.
fn arrows(c: &mut Canvas, (cx, cy): (f32, f32), square: f32, set: DirectionSet) {
    for d in set.iter() {
        let (dx, dy) = d.delta();
        // Screen y goes down while ranks go up.
        let (ux, uy) = (dx as f32, -(dy as f32));
        // Diagonal unit steps are √2 long: these reach the same distances from the centre.
        let (from, to) = if d.is_diagonal() {
            (0.22, 0.45)
        } else {
            (0.29, 0.48)
        };
        c.arrow(
            cx + ux * from * square,
            cy + uy * from * square,
            cx + ux * to * square,
            cy + uy * to * square,
            square * 0.1,
            Pen::Solid(square * 0.035, Ink::BLACK),
            Ink::BLACK,
        );
    }
}

/// Espion's kinds of pieces.
const KINDS: &[KindRow] = &[
    ("chief", Symbol::Crown, None),
    ("spy", Symbol::Eye, None),
    ("agent", Symbol::Dot, None),
];
