//! Schada's sheets: the board with the diagram of every square, and the 32 pieces (officers,
//! sub-officers, soldiers). Each diagram is drawn as paths of steps on a faint dot grid (one dot per
//! square around) that leaves the middle free for the piece, and written out with arrows along the
//! square's bottom edge (`↑2  →1`): a piece on the square hides neither.

use super::canvas::{Align, Canvas, Ink, MIN_TEXT, Pen};
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
        let hole = piece / 2.0 + square * 0.02;
        let dims = self.basics.dims;
        checkered(c, dims, square, 235, &mut |c, _, sq, x, y| {
            let lines = &self.diagrams[dims.index(sq)];
            // The code along the bottom edge, on as many lines as it takes inside the square (a
            // 20 mm square of the mini sheet needs two for three paths); the diagram above it.
            let code = lines
                .iter()
                .map(|l| line_code(l, texts))
                .collect::<Vec<_>>()
                .join("  ");
            let size = (square * 0.1).max(MIN_TEXT);
            let rows = c.wrap(&code, size, square * 0.94, true);
            let lead = size * 1.05;
            let band = rows.len() as f32 * lead + square * 0.02;
            diagram_above(c, x, y, square, hole, lines, square - band);
            let mut baseline = y + square - band + size * 0.85;
            for row in &rows {
                c.text(
                    x + square / 2.0,
                    baseline,
                    size,
                    row,
                    Align::Center,
                    true,
                    Ink::BLACK,
                );
                baseline += lead;
            }
        });
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
    let (cx, cy) = (x + square / 2.0, y + square * 0.42);
    let step = ((square * 0.385 - hole) / 3.0).max(square * 0.05);
    diagram_at(c, cx, cy, square, hole, step, lines);
}

/// As [`diagram`], fitted into the top `room` mm of the square (the rest holds its code).
fn diagram_above(
    c: &mut Canvas,
    x: f32,
    y: f32,
    square: f32,
    hole: f32,
    lines: &[Line],
    room: f32,
) {
    let (cx, cy) = (x + square / 2.0, y + room / 2.0);
    let step = ((room / 2.0 - hole - square * 0.05) / 3.0).max(square * 0.04);
    diagram_at(c, cx, cy, square, hole, step, lines);
}

/// The diagram around (cx, cy), its dots `step` mm apart beyond the circle of radius `hole`.
fn diagram_at(c: &mut Canvas, cx: f32, cy: f32, square: f32, hole: f32, step: f32, lines: &[Line]) {
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    // Lattice point (i east, j north) on the page.
    let at = |i: i32, j: i32| (cx + push(i), cy - push(j));
    let dots: Vec<_> = (-3i32..=3)
        .flat_map(|i| (-3i32..=3).map(move |j| (i, j)))
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
