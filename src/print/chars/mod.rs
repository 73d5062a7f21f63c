//! Bataille de chars' sheets, one file per job: the race track (board 1) with its arrows and red
//! squares ([`race`]), the battle board (board 2) with its numbered start squares, minefields and red
//! lines ([`battle`]), the tank pawns that fold into a stand ([`pawns`]) with the race die ([`die`]), and
//! the 16 + 16 mine cards with a common back for double-sided printing ([`cards`]). This file reads the
//! board file into what they draw.

mod battle;
mod cards;
mod die;
pub(crate) use die::pips_on;
mod mini;
mod pawns;
mod race;

pub use battle::{BattleArt, board};
pub use cards::{CardFace, card_face, mine_cards};
pub use mini::mini;
pub use pawns::tank_pawns;
pub use race::{RaceArt, race_track};

use super::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use super::layout::Area;
use super::sheet::{frame_small, small_aspect, small_grid};
use super::tokens::side_disc;
use super::{Ctx, PrintError};

use crate::core::chars::CharsBoard;
use crate::core::chars::race::JumpKind;
use crate::core::game::Side;

/// Both boards.
pub struct Boards {
    pub race: RaceArt,
    pub battle: BattleArt,
    /// False when the board file says it is the real board, not a reconstruction.
    pub reconstructed: bool,
}

impl Boards {
    /// Both boards as the registry read them (the shipped file, or a teacher's copy).
    ///
    /// # Errors
    /// The board file's own errors.
    pub fn load(registry: &crate::boards::Boards) -> Result<Boards, PrintError> {
        Ok(Boards::new(
            &*registry.board::<crate::core::chars::Chars>()?,
        ))
    }

    /// What to draw of `board`.
    pub fn new(board: &CharsBoard) -> Boards {
        let track = board.race().clone();
        let mut arrows = Vec::new();
        let mut red = Vec::new();
        for (tail, jump) in track.jumps() {
            match jump.kind {
                JumpKind::Arrow => arrows.push((tail, jump.to)),
                JumpKind::Red => red.push((tail, jump.to)),
            }
        }
        let dims = board.dims();
        let minefield = |layer: Side| {
            board
                .minefield(layer)
                .iter()
                .map(|&sq| dims.index(sq))
                .collect()
        };
        Boards {
            reconstructed: board.reconstructed(),
            race: RaceArt {
                length: track.length(),
                row_len: track.per_row(),
                arrows,
                red,
                track,
            },
            battle: BattleArt {
                dims,
                minefields: [minefield(Side::Black), minefield(Side::White)],
                starts: dims
                    .squares()
                    .map(|sq| {
                        [Side::White, Side::Black]
                            .into_iter()
                            .find_map(|side| board.start_number(side, sq).map(|n| (side, n)))
                    })
                    .collect(),
            },
        }
    }

    /// Height over width of the small setup drawing in a column `width` mm wide.
    pub fn setup_aspect(&self, width: f32) -> f32 {
        small_aspect(self.battle.dims, width)
    }

    /// The battle board at the start, small: tanks on their start lines, cards face down on the
    /// minefields.
    pub fn setup(&self, c: &mut Canvas, area: Area, ctx: &Ctx) {
        let b = &self.battle;
        let grid = small_grid(area, b.dims);
        let square = grid.square;
        b.squares(c, &grid, true);
        for sq in b.dims.squares() {
            let (x, y) = grid.corner(sq);
            let (cx, cy) = grid.centre(sq);
            let i = b.dims.index(sq);
            if let Some((side, _)) = b.starts[i] {
                tank_token(c, cx, cy, square * 0.8, side == Side::Black);
            } else if b.in_minefield(i) {
                c.rect(
                    x + square * 0.1,
                    y + square * 0.1,
                    square * 0.8,
                    square * 0.8,
                    Some(Ink::WHITE),
                    Some(Pen::Solid(0.2, Ink::BLACK)),
                );
                c.label(cx, cy, MIN_TEXT, square * 0.7, "?", true, Ink::gray(80));
            }
        }
        b.red_lines(c, &grid);
        frame_small(c, &grid);
        let _ = ctx;
    }
}

/// A small round tank marker (rules sheet).
fn tank_token(c: &mut Canvas, cx: f32, cy: f32, d: f32, dark: bool) {
    let ink = side_disc(c, cx, cy, d / 2.0, dark);
    c.label(cx, cy, (d * 0.55).max(MIN_TEXT), d * 0.8, "T", true, ink);
}
