//! The mini kit (`--mini`): a game's board and its pieces on one sheet per pair, squares of about
//! 20 mm, still at true size (a 10 cm ruler at the bottom checks it). The largest square up to 20 mm
//! with which the board and every piece fit is chosen, portrait with the pieces below the board or
//! landscape with the pieces beside it.

use super::canvas::{Align, Canvas, Ink, Pen};
use super::layout::{Area, Page};
use super::pdf::Doc;
use super::sheet::{footer, header};
use super::spec::SheetKind;
use super::{BoardReport, Ctx, format_mm};

/// The square a mini sheet aims at, and the smallest it accepts before giving up on one page.
pub const TARGET_SQUARE: f32 = 20.0;
pub const MIN_SQUARE: f32 = 12.0;
/// The strip at the bottom of the sheet kept for the ruler.
const RULER_H: f32 = 11.0;
/// The height of a group's label line, and the room between things.
const LABEL_H: f32 = 6.0;
const GAP: f32 = 3.0;

/// The board of a mini sheet.
pub struct Board<'a> {
    /// Squares across and down.
    pub squares: (u8, u8),
    /// The title of the sheet.
    pub title: String,
    pub reconstructed: bool,
    /// For squares of the given size: the drawing's width and height, its grid lines across and down.
    pub layout: &'a dyn Fn(f32) -> (f32, f32, Vec<f32>, Vec<f32>),
    /// Draws the board with squares of the given size, its top-left at (0, 0).
    pub draw: &'a dyn Fn(&mut Canvas, f32),
}

/// Drawing function of the `i`-th item of a group at (x, y), for squares of `square` mm.
pub type DrawItem<'a> = Box<dyn Fn(&mut Canvas, f32, f32, f32, usize) + 'a>;

/// Things to cut out, all of one size, under a label (a side's pieces, the mine cards).
pub struct Group<'a> {
    pub label: String,
    /// Width and height of an item, in squares, plus `fixed` mm (a die keeps its size).
    pub w: f32,
    pub h: f32,
    pub fixed: (f32, f32),
    pub count: usize,
    pub draw: DrawItem<'a>,
}

/// Where things go: top-left corners in mm.
type Corners = Vec<(f32, f32)>;

/// Where the items of the groups go inside `width` mm, from the top: the top-left corner of each
/// group's label and of each of its items, and the height used.
fn flow(groups: &[Group], square: f32, width: f32) -> (Corners, Vec<Corners>, f32) {
    let mut y = 0.0;
    let mut labels = Vec::new();
    let mut items = Vec::new();
    for g in groups {
        let (w, h) = (g.w * square + g.fixed.0, g.h * square + g.fixed.1);
        let columns = ((width / w).floor() as usize).max(1);
        labels.push((0.0, y));
        if !g.label.is_empty() {
            y += LABEL_H;
        }
        items.push(
            (0..g.count)
                .map(|i| ((i % columns) as f32 * w, y + (i / columns) as f32 * h))
                .collect(),
        );
        y += g.count.div_ceil(columns) as f32 * h + 1.0;
    }
    (labels, items, y)
}

/// A layout that fits: the square, the page, where the board and the pieces go.
struct Fit {
    square: f32,
    on: Page,
    board: (f32, f32),
    pieces: Area,
}

/// The largest square (from 20 mm down, by half millimetres) with which the board and the groups fit
/// on one page; portrait wins a tie.
fn fit(on_paper: super::layout::Paper, board: &Board, groups: &[Group]) -> Fit {
    let mut square = TARGET_SQUARE;
    loop {
        let (bw, bh, _, _) = (board.layout)(square);
        for on in [Page::from(on_paper), Page::landscape(on_paper)] {
            let a = on.content();
            let (top, h) = (a.y + super::sheet::HEADER, a.h - super::sheet::HEADER);
            let h = h - super::sheet::FOOTER - RULER_H;
            // Portrait: the pieces below the board; landscape: beside it.
            let pieces = if on.landscape {
                Area {
                    x: a.x + bw + GAP,
                    y: top,
                    w: a.w - bw - GAP,
                    h,
                }
            } else {
                Area {
                    x: a.x,
                    y: top + bh + GAP,
                    w: a.w,
                    h: h - bh - GAP,
                }
            };
            let (_, _, used) = flow(groups, square, pieces.w);
            let fits = bw <= a.w && bh <= h && pieces.w > 0.0 && used <= pieces.h;
            if fits || square <= MIN_SQUARE {
                let board_x = if on.landscape {
                    a.x
                } else {
                    a.x + (a.w - bw) / 2.0
                };
                return Fit {
                    square,
                    on,
                    board: (board_x, top),
                    pieces,
                };
            }
        }
        square -= 0.5;
    }
}

/// The one sheet: the board, then the groups of pieces, the ruler at the bottom.
pub fn sheet(doc: &mut Doc, ctx: &Ctx, board: &Board, groups: &[Group]) -> BoardReport {
    let texts = ctx.texts;
    let fit = fit(doc.paper, board, groups);
    let square = fit.square;
    let (width, height, xlines, ylines) = (board.layout)(square);
    let size = format_mm(square, texts.lang());
    let note = texts.tr("print-mini-note", &[("size", size.clone().into())]);
    let footer_id = if board.reconstructed {
        "print-board-footer"
    } else {
        "print-board-footer-own"
    };
    doc.page_on(fit.on, |c| {
        let a = fit.on.content();
        header(c, fit.on, &board.title, &note);
        footer(c, fit.on, &texts.tr(footer_id, &[("size", size.into())]));
        c.push_translate(fit.board.0, fit.board.1);
        (board.draw)(c, square);
        c.pop();
        let (labels, items, _) = flow(groups, square, fit.pieces.w);
        for ((g, &(lx, ly)), placed) in groups.iter().zip(&labels).zip(&items) {
            let (x0, y0) = (fit.pieces.x + lx, fit.pieces.y + ly);
            c.text(x0, y0 + 4.5, 3.6, &g.label, Align::Left, true, Ink::BLACK);
            for (i, &(x, y)) in placed.iter().enumerate() {
                (g.draw)(c, fit.pieces.x + x, fit.pieces.y + y, square, i);
            }
        }
        ruler_strip(
            c,
            ctx,
            a.x,
            a.bottom() - super::sheet::FOOTER - RULER_H + 1.0,
        );
    });
    BoardReport {
        sheet: SheetKind::Mini,
        squares: board.squares,
        square_mm: square,
        size_mm: (width, height),
        columns: 1,
        rows: 1,
        landscape: fit.on.landscape,
        seams: (Vec::new(), Vec::new()),
        grid_lines: (xlines, ylines),
    }
}

/// A 10 cm ruler in one line, its words beside it: the check that the sheet printed at true size.
fn ruler_strip(c: &mut Canvas, ctx: &Ctx, x: f32, y: f32) {
    let base = y + 6.0;
    c.line(x, base, x + 100.0, base, Pen::Solid(0.3, Ink::BLACK));
    for mm in 0..=100 {
        let len = match mm {
            m if m % 10 == 0 => 4.0,
            m if m % 5 == 0 => 2.8,
            _ => 1.6,
        };
        let xm = x + mm as f32;
        c.line(xm, base - len, xm, base, Pen::Solid(0.2, Ink::BLACK));
        if mm % 10 == 0 {
            let n = (mm / 10).to_string();
            c.text(xm, base + 3.6, 3.2, &n, Align::Center, false, Ink::BLACK);
        }
    }
    let words = ctx.texts.get("print-mini-ruler");
    let lines = c.wrap(&words, 3.2, 78.0, false);
    for (i, line) in lines.iter().take(2).enumerate() {
        let ly = y + 3.5 + i as f32 * 4.0;
        c.text(x + 104.0, ly, 3.2, line, Align::Left, false, Ink::BLACK);
    }
}
