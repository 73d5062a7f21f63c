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
            let beside = plan.beside();
            if beside {
                // The piece's place, empty: the diagram is drawn small beside it.
                let (px, py) = plan.piece;
                c.circle(
                    x + px,
                    y + py,
                    plan.piece_r,
                    None,
                    Some(Pen::Solid(square * 0.012, Ink::gray(140))),
                );
            }
            let shape = Shape {
                centre: (x + plan.centre.0, y + plan.centre.1),
                hole: plan.hole,
                step: plan.step,
                rows: plan.dot_rows,
                columns: plan.dot_columns,
                mark: beside,
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
    /// The rows of dots drawn, south to north, and the columns, west to east, in steps from the centre.
    pub dot_rows: (i32, i32),
    pub dot_columns: (i32, i32),
    /// Each path as drawn: from the edge of the circle, through each bend, to its end (the centre of
    /// its end ring); and the ring's radius.
    pub paths: Vec<Vec<(f32, f32)>>,
    pub ends: Vec<(f32, f32)>,
    pub ring: f32,
    /// Where the piece stands: the centre and radius of its circle. Around the diagram's centre on
    /// every square, except where three paths and a code on two rows leave too little room around a
    /// piece (the crowded squares of the 20 mm mini sheet): there the piece has its own circle on the
    /// left and the diagram is drawn small beside it, its centre a grey dot standing for the piece.
    pub piece: (f32, f32),
    pub piece_r: f32,
}

impl SquarePlan {
    /// Whether the diagram is drawn beside the piece's place rather than around it.
    pub fn beside(&self) -> bool {
        (self.piece.0 - self.centre.0).abs() > 1e-3 || (self.piece.1 - self.centre.1).abs() > 1e-3
    }
}

/// The smallest distance between two dots of a diagram, in mm: below it, one step and two steps look
/// alike.
pub const MIN_STEP: f32 = 1.2;

/// How far outside its printed disc a piece is cut (its dashed circle), in mm.
pub const CUT_GAP: f32 = 0.8;

/// The least room between a path's end ring and the edge of a piece as cut out, in mm: a piece cut a
/// little wide still leaves every ring in sight.
pub const END_CLEARANCE: f32 = 1.0;

/// Lays out a square: the code along the bottom edge, on as many rows as it takes (a 20 mm square of
/// the mini sheet needs two for some three paths), the diagram above it. The circle is the piece's
/// size plus a little. When three dots each way do not fit [`MIN_STEP`] apart (the 20 mm squares of
/// the mini sheet), the diagram keeps only the rows its paths use, its circle shrunk if it must but never
/// below the printed piece. Where even that does not fit (three paths and a code on two rows: six squares of the
/// 20 mm mini sheet), the piece keeps a circle of its own size on the left and the diagram is drawn
/// small on the right, around a grey dot: a piece on the square hides no part of any path.
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
    let mut piece_r = piece / 2.0 + square * 0.02;
    let mut hole = piece_r;
    // The usual diagram: centred in the room, three dots each way.
    let mut step = ((room / 2.0 - hole - square * 0.05) / 3.0).max(square * 0.04);
    let mut centre = (square / 2.0, room / 2.0);
    let mut piece_at = centre;
    let mut dot_rows = (-3, 3);
    let mut dot_columns = (-3, 3);
    // The steps the paths use up, down, west and east.
    let (mut up, mut down, mut west, mut east) = (0i32, 0i32, 0i32, 0i32);
    for line in lines {
        let (mut i, mut j) = (0i32, 0i32);
        for &(d, n) in line {
            let (dx, dy) = d.delta();
            i += dx as i32 * n as i32;
            j += dy as i32 * n as i32;
            up = up.max(j);
            down = down.max(-j);
            west = west.max(-i);
            east = east.max(i);
        }
    }
    // How far the end rings stay outside the piece as cut out (along its dashed circle), at the
    // nearest, for a circle of radius `hole` and dots `step` apart.
    let cut = piece / 2.0 + CUT_GAP;
    let rings = Rings::new(lines, ring, cut);
    let clearance = |hole: f32, step: f32| rings.clearance(hole, step);
    if step < MIN_STEP || clearance(hole, step) < END_CLEARANCE {
        // Only the rows the paths use, the circle shrunk if the dots would still be too close.
        let margin = ring + square * 0.015;
        let (tall, half_wide) = (room - 2.0 * margin, square / 2.0 - margin);
        let (used, across) = ((up + down).max(1) as f32, west.max(east).max(1) as f32);
        step = ((tall - 2.0 * hole) / used)
            .min((half_wide - hole) / across)
            .min(square * 0.08)
            .max(MIN_STEP);
        hole = hole
            .min((tall - used * step) / 2.0)
            .min(half_wide - across * step);
        // A one-step path's ring must stay clear of the cut piece: the circle grows (the dots closer
        // if they must) as far as the room allows; where it cannot, the diagram goes beside the piece.
        if clearance(hole, step) < END_CLEARANCE {
            (hole, step) = rings
                .widened(hole, step, |s| {
                    ((tall - used * s) / 2.0).min(half_wide - across * s)
                })
                .unwrap_or((0.0, step));
        }
        // The circle may shrink to the piece's own size (the margin around it goes), no further.
        if hole >= piece / 2.0 - 1e-3 {
            let cy = margin + hole + up as f32 * step;
            // The dots: every row that stays inside the room.
            let fits = |k: i32| k <= 3 && hole + k as f32 * step <= cy - margin + 1e-3;
            let north = (up..).take_while(|&k| fits(k)).last().unwrap_or(up);
            let fits = |k: i32| k <= 3 && cy + hole + k as f32 * step <= room - margin + 1e-3;
            let south = (down..).take_while(|&k| fits(k)).last().unwrap_or(down);
            dot_rows = (-south, north);
            centre = (square / 2.0, cy);
            piece_at = centre;
            piece_r = hole;
        } else {
            // A piece on a shrunk circle would hide the paths' first steps: the piece gets its own
            // circle on the left, the diagram goes small beside it, around a grey dot.
            let gap = square * 0.03;
            piece_at = (gap + piece_r, room / 2.0);
            // The rings nearest the piece stay END_CLEARANCE outside it as cut out.
            let x1 = square - square * 0.015;
            let wide = (west + east).max(1) as f32;
            let wanted = piece_at.0 + (cut + END_CLEARANCE + ring - margin).max(piece_r + gap);
            // The grey dot shrinks (never under 0.4 mm) where a path four steps wide would not fit
            // (the 18 mm squares of a crowded mini sheet); only then do the rings come closer.
            hole = (square * 0.045)
                .max(0.8)
                .min((x1 - wanted - 2.0 * margin - wide * MIN_STEP) / 2.0)
                .max(0.4);
            let narrowest = 2.0 * (margin + hole) + wide * MIN_STEP;
            let x0 = wanted.min(x1 - narrowest).max(piece_at.0 + piece_r + gap);
            step = ((x1 - x0 - 2.0 * (margin + hole)) / wide)
                .min((room - 2.0 * (margin + hole)) / used)
                .min(square * 0.08)
                .max(MIN_STEP);
            let spare_x = (x1 - x0 - 2.0 * (margin + hole) - wide * step).max(0.0);
            let spare_y = (room - 2.0 * (margin + hole) - used * step).max(0.0);
            centre = (
                x0 + margin + hole + west as f32 * step + spare_x / 2.0,
                margin + hole + up as f32 * step + spare_y / 2.0,
            );
            dot_rows = (-down, up);
            dot_columns = (-west, east);
        }
    }
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    let paths: Vec<Vec<(f32, f32)>> = lines
        .iter()
        .map(|line| {
            let (dx, dy) = line[0].0.delta();
            let len = ((dx * dx + dy * dy) as f32).sqrt();
            let mut points = vec![(
                centre.0 + dx as f32 / len * hole,
                centre.1 - dy as f32 / len * hole,
            )];
            let (mut i, mut j) = (0i32, 0i32);
            for &(d, n) in line {
                let (dx, dy) = d.delta();
                i += dx as i32 * n as i32;
                j += dy as i32 * n as i32;
                points.push((centre.0 + push(i), centre.1 - push(j)));
            }
            points
        })
        .collect();
    let ends = paths.iter().filter_map(|p| p.last().copied()).collect();
    SquarePlan {
        rows,
        size,
        lead,
        code_top: room,
        centre,
        hole,
        step,
        dot_rows,
        dot_columns,
        paths,
        ends,
        ring,
        piece: piece_at,
        piece_r,
    }
}

/// The end rings of a square's paths, by where they end (steps east, north), to keep them clear of
/// the cut piece.
struct Rings {
    ends: Vec<(i32, i32)>,
    ring: f32,
    cut: f32,
}

impl Rings {
    fn new(lines: &[Line], ring: f32, cut: f32) -> Rings {
        let ends = lines
            .iter()
            .map(|line| {
                line.iter().fold((0i32, 0i32), |(i, j), &(d, n)| {
                    let (dx, dy) = d.delta();
                    (i + dx as i32 * n as i32, j + dy as i32 * n as i32)
                })
            })
            .collect();
        Rings { ends, ring, cut }
    }

    /// How far the rings stay outside the piece as cut out, at the nearest, for a circle of radius
    /// `hole` and dots `step` apart.
    fn clearance(&self, hole: f32, step: f32) -> f32 {
        let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
        self.ends
            .iter()
            .map(|&(i, j)| push(i).hypot(push(j)) - self.ring - self.cut)
            .fold(f32::INFINITY, f32::min)
    }

    /// The circle and step that keep every ring [`END_CLEARANCE`] outside the cut piece: the largest
    /// step from `step` down to [`MIN_STEP`] for which the largest circle the room allows (`most`, for
    /// a step) is enough, with the smallest such circle (never under `hole`). `None` when no step is.
    fn widened(&self, hole: f32, step: f32, most: impl Fn(f32) -> f32) -> Option<(f32, f32)> {
        let mut s = step;
        loop {
            let room = most(s);
            if self.clearance(room, s) >= END_CLEARANCE {
                let (mut lo, mut hi) = (hole.min(room), room);
                for _ in 0..24 {
                    let mid = (lo + hi) / 2.0;
                    if self.clearance(mid, s) >= END_CLEARANCE {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                return Some((hi, s));
            }
            if s <= MIN_STEP {
                return None;
            }
            s = (s - 0.05).max(MIN_STEP);
        }
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
        columns: (-3, 3),
        mark: false,
    };
    diagram_at(c, square, &shape, lines);
}

/// Where a diagram goes on the page: the centre of its circle, the circle's radius, the distance
/// between the dots, the rows (south to north) and columns (west to east) of dots drawn, in steps from
/// the centre; `mark`: the circle is a small grey dot standing for the piece (a diagram drawn beside
/// the piece's place), not the place itself.
struct Shape {
    centre: (f32, f32),
    hole: f32,
    step: f32,
    rows: (i32, i32),
    columns: (i32, i32),
    mark: bool,
}

/// The diagram of `shape`, its dots `step` mm apart beyond the circle of radius `hole`.
fn diagram_at(c: &mut Canvas, square: f32, shape: &Shape, lines: &[Line]) {
    let ((cx, cy), hole, step) = (shape.centre, shape.hole, shape.step);
    let (south, north) = shape.rows;
    let (west, east) = shape.columns;
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    // Lattice point (i east, j north) on the page.
    let at = |i: i32, j: i32| (cx + push(i), cy - push(j));
    let dots: Vec<_> = (west..=east)
        .flat_map(|i| (south..=north).map(move |j| (i, j)))
        .filter(|&(i, j)| (i, j) != (0, 0))
        .map(|(i, j)| at(i, j))
        .collect();
    c.dots(&dots, square * 0.01, Ink::gray(120));
    let fill = shape.mark.then_some(Ink::gray(150));
    c.circle(
        cx,
        cy,
        hole,
        fill,
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
