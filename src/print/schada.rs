//! Schada's sheets: the board with the diagram of every square, and the 32 pieces (officers,
//! sub-officers, soldiers). Each diagram is drawn as paths of steps on a faint dot grid (one dot per
//! square around) that leaves the middle free for the piece, and written out with arrows along the
//! square's bottom edge (`↑2  →1`): a piece on the square hides neither.

use super::canvas::{Align, Canvas, Fonts, Ink, MIN_TEXT, Pen};
use super::square::{Basics, KindRow, SquareArt, checkered};
use super::tokens::Symbol;
use super::{Ctx, PrintError};
use std::sync::Arc;

use crate::core::BoardPosition;
use crate::core::geometry::Direction;
use crate::core::schada::{Board, Kind, Schada};
use crate::i18n::Texts;

/// One line of a diagram: its straight parts, each a direction and a number of steps.
pub type Line = Vec<(Direction, u8)>;

/// What the sheets draw of the Schada board: the diagram of each square, one to three lines (pieces:
/// 0 officer, 1 sub-officer, 2 soldier).
pub struct Art {
    pub basics: Basics,
    pub diagrams: Vec<Vec<Line>>,
}

impl Art {
    /// The board as the registry read it (the shipped file, or a teacher's copy).
    ///
    /// # Errors
    /// The board file's own errors.
    pub fn load(boards: &crate::boards::Boards) -> Result<Art, PrintError> {
        Ok(Art::new(boards.board::<crate::core::schada::Schada>()?))
    }

    /// What to draw of `board`.
    pub fn new(board: Arc<Board>) -> Art {
        let dims = board.dims();
        let diagrams = dims
            .squares()
            .map(|sq| {
                board
                    .diagram(sq)
                    .iter()
                    .map(|l| {
                        let mut parts = vec![(l.dir, l.count)];
                        parts.extend(l.bend);
                        parts
                    })
                    .collect()
            })
            .collect();
        let reconstructed = board.reconstructed();
        let start = Schada::start(board);
        let at = |sq| start.piece_at(sq).map(|p| (p.side, p.kind));
        Art {
            basics: Basics::new(dims, reconstructed, &Kind::ALL, KINDS, at),
            diagrams,
        }
    }

    /// The whole board at `square` mm; `piece` is the diameter of a printed piece (the diagrams leave
    /// room for it in the middle of each square).
    fn draw_board(&self, c: &mut Canvas, square: f32, piece: f32, texts: &Texts) {
        let dims = self.basics.dims;
        checkered(c, dims, square, 235, &mut |c, _, sq, x, y| {
            let lines = &self.diagrams[dims.index(sq)];
            let plan = square_plan(c.fonts, lines, square, piece, texts);
            let shape = Shape {
                centre: (x + plan.centre.0, y + plan.centre.1),
                hole: plan.hole,
                step: plan.step,
                rows: plan.dot_rows,
            };
            diagram_at(c, square, &shape, lines);
            let mut baseline = y + plan.code_top + plan.size * 0.85;
            for row in &plan.rows {
                c.text(
                    x + square / 2.0,
                    baseline,
                    plan.size,
                    row,
                    Align::Center,
                    true,
                    Ink::BLACK,
                );
                baseline += plan.lead;
            }
        });
    }

    /// How each square of the board is laid out at `square` mm with pieces of `piece` mm, in
    /// [`Dims::index`](crate::core::geometry::Dims::index) order.
    pub fn plans(&self, fonts: &Fonts, square: f32, piece: f32, texts: &Texts) -> Vec<SquarePlan> {
        self.diagrams
            .iter()
            .map(|lines| square_plan(fonts, lines, square, piece, texts))
            .collect()
    }
}

/// Where a square's diagram and code go, from the square's top-left corner (mm).
#[derive(Debug, Clone, PartialEq)]
pub struct SquarePlan {
    /// The code, one entry per printed row, its size and the distance between baselines.
    pub rows: Vec<String>,
    pub size: f32,
    pub lead: f32,
    /// The top of the code's band: the diagram stays above it.
    pub code_top: f32,
    /// The centre of the circle where the piece sits, its radius, and the distance between the dots.
    pub centre: (f32, f32),
    pub hole: f32,
    pub step: f32,
    /// The rows of dots drawn, south to north, in steps from the centre.
    pub dot_rows: (i32, i32),
    /// Where each path ends (the centre of its end ring), and the ring's radius.
    pub ends: Vec<(f32, f32)>,
    pub ring: f32,
}

/// The smallest distance between two dots of a diagram, in mm: below it, one step and two steps look
/// alike.
pub const MIN_STEP: f32 = 1.2;

/// Lays out a square: the code along the bottom edge, on as many rows as it takes (a 20 mm square of
/// the mini sheet needs two for some three paths), the diagram above it. The circle is the piece's
/// size plus a little. When three dots each way do not fit [`MIN_STEP`] apart (the 20 mm squares of
/// the mini sheet), the diagram keeps only the rows its paths use; if that is still too little (a code
/// on two rows), the circle shrinks, so that every end stays inside the square, above the code (a
/// piece put on such a square hides the first step of a path; the code below it stays readable).
pub fn square_plan(
    fonts: &Fonts,
    lines: &[Line],
    square: f32,
    piece: f32,
    texts: &Texts,
) -> SquarePlan {
    let code = lines
        .iter()
        .map(|l| line_code(l, texts))
        .collect::<Vec<_>>()
        .join("  ");
    let size = (square * 0.1).max(MIN_TEXT);
    let rows = fonts.wrap(&code, size, square * 0.94, true);
    let lead = size * 1.05;
    let band = rows.len() as f32 * lead + square * 0.02;
    let room = square - band;
    let ring = square * 0.035;
    let mut hole = piece / 2.0 + square * 0.02;
    // The usual diagram: centred in the room, three dots each way.
    let mut step = ((room / 2.0 - hole - square * 0.05) / 3.0).max(square * 0.04);
    let mut cy = room / 2.0;
    let mut dot_rows = (-3, 3);
    // The steps the paths use up, down and across.
    let (mut up, mut down, mut across) = (0i32, 0i32, 0i32);
    for line in lines {
        let (mut i, mut j) = (0i32, 0i32);
        for &(d, n) in line {
            let (dx, dy) = d.delta();
            i += dx as i32 * n as i32;
            j += dy as i32 * n as i32;
            up = up.max(j);
            down = down.max(-j);
            across = across.max(i.abs());
        }
    }
    if step < MIN_STEP {
        // Only the rows the paths use, the circle shrunk if the dots would still be too close.
        let margin = ring + square * 0.015;
        let (tall, half_wide) = (room - 2.0 * margin, square / 2.0 - margin);
        let (used, across) = ((up + down).max(1) as f32, across.max(1) as f32);
        step = ((tall - 2.0 * hole) / used)
            .min((half_wide - hole) / across)
            .min(square * 0.08)
            .max(MIN_STEP);
        hole = hole
            .min((tall - used * step) / 2.0)
            .min(half_wide - across * step);
        cy = margin + hole + up as f32 * step;
        // The dots: every row that stays inside the room.
        let fits = |k: i32| k <= 3 && hole + k as f32 * step <= cy - margin + 1e-3;
        let north = (up..).take_while(|&k| fits(k)).last().unwrap_or(up);
        let fits = |k: i32| k <= 3 && cy + hole + k as f32 * step <= room - margin + 1e-3;
        let south = (down..).take_while(|&k| fits(k)).last().unwrap_or(down);
        dot_rows = (-south, north);
    }
    let centre = (square / 2.0, cy);
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    let ends = lines
        .iter()
        .map(|line| {
            let (mut i, mut j) = (0i32, 0i32);
            for &(d, n) in line {
                let (dx, dy) = d.delta();
                i += dx as i32 * n as i32;
                j += dy as i32 * n as i32;
            }
            (centre.0 + push(i), centre.1 - push(j))
        })
        .collect();
    SquarePlan {
        rows,
        size,
        lead,
        code_top: room,
        centre,
        hole,
        step,
        dot_rows,
        ends,
        ring,
    }
}

impl SquareArt for Art {
    fn basics(&self) -> &Basics {
        &self.basics
    }
    fn draw(&self, c: &mut Canvas, square: f32, piece: f32, ctx: &Ctx) {
        self.draw_board(c, square, piece, ctx.texts);
    }
}

/// `N2+W2` in the reader's letters (`N2+O2` in French).
fn line_code(line: &Line, texts: &Texts) -> String {
    line.iter()
        .map(|(d, n)| {
            format!(
                "{}{n}",
                texts.get(&format!("print-dir-{}", d.name().to_ascii_lowercase()))
            )
        })
        .collect::<Vec<_>>()
        .join("+")
}

/// The diagram of a square, drawn around the place of the piece: a grey circle of radius `hole` in the
/// middle, where the piece sits, and the paths leaving from its edge, so that a piece on the square
/// hides none of them. The steps lie on a faint dot grid pushed out by `hole` from the centre lines
/// (one dot per square within three steps); each path ends in an arrow head on a ring.
pub(crate) fn diagram(c: &mut Canvas, x: f32, y: f32, square: f32, hole: f32, lines: &[Line]) {
    let shape = Shape {
        centre: (x + square / 2.0, y + square * 0.42),
        hole,
        step: ((square * 0.385 - hole) / 3.0).max(square * 0.05),
        rows: (-3, 3),
    };
    diagram_at(c, square, &shape, lines);
}

/// Where a diagram goes on the page: the centre of its circle, the circle's radius, the distance
/// between the dots, and the rows of dots drawn (south to north, in steps from the centre).
struct Shape {
    centre: (f32, f32),
    hole: f32,
    step: f32,
    rows: (i32, i32),
}

/// The diagram of `shape`, its dots `step` mm apart beyond the circle of radius `hole`.
fn diagram_at(c: &mut Canvas, square: f32, shape: &Shape, lines: &[Line]) {
    let ((cx, cy), hole, step) = (shape.centre, shape.hole, shape.step);
    let (south, north) = shape.rows;
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    // Lattice point (i east, j north) on the page.
    let at = |i: i32, j: i32| (cx + push(i), cy - push(j));
    let dots: Vec<_> = (-3i32..=3)
        .flat_map(|i| (south..=north).map(move |j| (i, j)))
        .filter(|&(i, j)| (i, j) != (0, 0))
        .map(|(i, j)| at(i, j))
        .collect();
    c.dots(&dots, square * 0.01, Ink::gray(120));
    c.circle(
        cx,
        cy,
        hole,
        None,
        Some(Pen::Solid(square * 0.012, Ink::gray(140))),
    );
    let pen = Pen::Solid(square * 0.024, Ink::BLACK);
    for line in lines {
        let (mut i, mut j) = (0i32, 0i32);
        let mut points = Vec::new();
        for &(d, n) in line {
            let (dx, dy) = d.delta();
            i += dx as i32 * n as i32;
            j += dy as i32 * n as i32;
            points.push(at(i, j));
        }
        // The path starts on the circle's edge, in the direction of its first part.
        let (dx, dy) = line[0].0.delta();
        let len = ((dx * dx + dy * dy) as f32).sqrt();
        points.insert(
            0,
            (cx + dx as f32 / len * hole, cy - dy as f32 / len * hole),
        );
        let k = points.len();
        if k > 2 {
            c.polygon(&points[..k - 1], false, None, Some(pen));
        }
        let (ax, ay) = points[k - 2];
        let (bx, by) = points[k - 1];
        c.arrow(ax, ay, bx, by, square * 0.06, pen, Ink::BLACK);
        c.circle(
            bx,
            by,
            square * 0.035,
            None,
            Some(Pen::Solid(square * 0.015, Ink::BLACK)),
        );
    }
}

/// Schada's kinds of pieces, with their points.
const KINDS: &[KindRow] = &[
    ("officer", Symbol::Chevrons(2), Some("2")),
    ("sub-officer", Symbol::Chevrons(1), Some("1")),
    ("soldier", Symbol::Chevrons(0), None),
];
