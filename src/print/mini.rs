//! The mini kit (`--mini`): a game's board and its pieces on one sheet per pair, squares of about
//! 20 mm, still at true size (a ruler on the sheet checks it).
//!
//! The sheet is used whole, so it has no crop marks: everything stays [`MARGIN`] mm from the paper's
//! edge, or [`MIN_MARGIN`] mm where the board would otherwise lose half a millimetre of square (Tank
//! Battle's 11 squares of 18 mm across A4). The board goes at the top-left, portrait or landscape, turned a quarter when that gives larger
//! squares (the chars battle board); the title, the pieces, the ruler and the notes go in a panel beside
//! it (landscape) or below it (portrait); groups that do not fit the panel go under the board. When
//! the board fills the paper's height, its coordinates go inside its edge squares. The largest square
//! from [`TARGET_SQUARE`] down with which everything fits is chosen, or the teacher's `--square-mm`.

use super::canvas::{Align, Canvas, Fonts, Ink, MIN_TEXT, Pen};
use super::layout::{Area, Page, Paper};
use super::pdf::Doc;
use super::spec::SheetKind;
use super::{BoardReport, Ctx, PrintError, format_mm};

/// The square a mini sheet aims at, and the smallest the goal accepts.
pub const TARGET_SQUARE: f32 = 20.0;
pub const MIN_SQUARE: f32 = 18.0;
/// The smallest square `--square-mm` may ask for with `--mini`, and the largest.
pub const SQUARE_RANGE: (f32, f32) = (15.0, 35.0);
/// The blank strip along the paper's edges: school printers leave 4 to 6 mm unprinted, so nothing
/// goes nearer than 7 mm, or 6 mm when the square would otherwise be smaller.
pub const MARGIN: f32 = 7.0;
pub const MIN_MARGIN: f32 = 6.0;
/// Room between the board, the panel and the groups.
const GAP: f32 = 4.0;
/// Text sizes: the title, and everything else at 9 pt.
const TITLE: f32 = 5.5;
const TEXT: f32 = MIN_TEXT;
const LEADING: f32 = TEXT * 1.3;
/// The height of a group's label line.
const LABEL_H: f32 = 5.5;
/// The ruler: its height without its words, and the shortest one worth printing (cm).
const RULER_H: f32 = 9.0;
const RULER_MIN_CM: usize = 5;

/// The board of a mini sheet.
pub struct Board<'a> {
    /// Squares across and down.
    pub squares: (u8, u8),
    /// The title of the sheet.
    pub title: String,
    pub reconstructed: bool,
    /// For squares of the given size, coordinates inside the edge squares or not: the drawing's width
    /// and height, its grid lines across and down.
    pub layout: &'a dyn Fn(f32, bool) -> (f32, f32, Vec<f32>, Vec<f32>),
    /// Draws the board with squares of the given size, its top-left at (0, 0) (coordinates inside
    /// when the canvas says so).
    pub draw: &'a dyn Fn(&mut Canvas, f32),
    /// Whether the board can put its coordinates inside its squares (a board with a grid).
    pub can_inside: bool,
    /// Whether the board may be turned a quarter (a grid board, not the race track that is read
    /// along its rows).
    pub can_turn: bool,
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
/// group's label and of each of its items, and the height used (`None` when an item is wider).
fn flow(groups: &[Group], square: f32, width: f32) -> Option<(Corners, Vec<Corners>, f32)> {
    let mut y = 0.0;
    let mut labels = Vec::new();
    let mut items = Vec::new();
    for g in groups {
        let (w, h) = (g.w * square + g.fixed.0, g.h * square + g.fixed.1);
        if w > width {
            return None;
        }
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
        y += g.count.div_ceil(columns) as f32 * h + 2.0;
    }
    Some((labels, items, y))
}

/// The words of a sheet's panel, and how to measure them.
struct Words<'a> {
    fonts: &'a Fonts,
    title: &'a str,
    note: String,
    ruler: String,
    footer: String,
}

impl Words<'_> {
    fn lines(&self, text: &str, size: f32, width: f32, bold: bool) -> usize {
        self.fonts.wrap(text, size, width, bold).len()
    }
    /// The title and the note, in `width` mm.
    fn head(&self, width: f32) -> f32 {
        self.lines(self.title, TITLE, width, true) as f32 * TITLE * 1.2
            + self.lines(&self.note, TEXT, width, false) as f32 * LEADING
            + 2.0
    }
    /// The ruler (the longest whole number of cm that fits, at most 10) with its words, and the footer.
    fn tail(&self, width: f32) -> Option<(usize, f32)> {
        let cm = ((width / 10.0).floor() as usize).min(10);
        if cm < RULER_MIN_CM {
            return None;
        }
        let h = RULER_H
            + self.lines(&self.ruler, TEXT, width, false) as f32 * LEADING
            + 2.0
            + self.lines(&self.footer, TEXT, width, false) as f32 * LEADING;
        Some((cm, h))
    }
}

/// A layout that fits: the square, the page, the board's place and turn, the panel, the groups.
struct Fit {
    square: f32,
    on: Page,
    inside: bool,
    /// The board's top-left corner and size on the page (turned, if it is).
    board: Area,
    turned: bool,
    /// The title's place (across the top in portrait, the panel's top in landscape).
    head: Area,
    /// The panel's groups (the first `split`), then the tail.
    panel: Area,
    split: usize,
    /// Where the other groups go: under the board.
    under: Area,
    ruler_cm: usize,
}

/// The layout for squares of `square` mm, if everything fits on one sheet.
fn fit_at(
    paper: Paper,
    board: &Board,
    groups: &[Group],
    words: &Words,
    square: f32,
) -> Option<Fit> {
    let insides: &[bool] = if board.can_inside {
        &[false, true]
    } else {
        &[false]
    };
    for margin in [MARGIN, MIN_MARGIN] {
        for &inside in insides {
            let (bw, bh, _, _) = (board.layout)(square, inside);
            for (landscape, turned) in [(true, false), (false, false), (true, true), (false, true)]
            {
                if turned && !board.can_turn {
                    continue;
                }
                let on = Page { paper, landscape };
                let (pw, ph) = on.size_mm();
                let full = Area {
                    x: margin,
                    y: margin,
                    w: pw - 2.0 * margin,
                    h: ph - 2.0 * margin,
                };
                let (dw, dh) = if turned { (bh, bw) } else { (bw, bh) };
                if let Some(f) = place(full, dw, dh, groups, words, square) {
                    return Some(Fit {
                        square,
                        on,
                        inside,
                        turned,
                        ..f
                    });
                }
            }
        }
    }
    None
}

/// Places a board of `dw × dh` mm and the rest inside `full`: the panel beside the board, else below
/// it with the title above the board.
fn place(
    full: Area,
    dw: f32,
    dh: f32,
    groups: &[Group],
    words: &Words,
    square: f32,
) -> Option<Fit> {
    if dw > full.w || dh > full.h {
        return None;
    }
    // Beside: the panel right of the board, full height; groups left over go under the board.
    let beside = Area {
        x: full.x + dw + GAP,
        y: full.y,
        w: full.w - dw - GAP,
        h: full.h,
    };
    // Below: the title across the top, the board under it, the panel under the board.
    let head_h = words.head(full.w);
    let below = Area {
        x: full.x,
        y: full.y + head_h + dh + GAP,
        w: full.w,
        h: full.h - head_h - dh - GAP,
    };
    let fits = |panel: Area, head: f32, groups: &[Group]| -> Option<usize> {
        let (cm, tail) = words.tail(panel.w)?;
        let (_, _, used) = flow(groups, square, panel.w)?;
        (head + used + tail <= panel.h).then_some(cm)
    };
    if beside.w > 0.0 {
        let head = words.head(beside.w);
        for split in (0..=groups.len()).rev() {
            let under = Area {
                x: full.x,
                y: full.y + dh + GAP,
                w: dw,
                h: full.h - dh - GAP,
            };
            let rest_fits = split == groups.len()
                || flow(&groups[split..], square, under.w).is_some_and(|(_, _, u)| u <= under.h);
            if !rest_fits {
                continue;
            }
            if let Some(cm) = fits(beside, head, &groups[..split]) {
                return Some(Fit {
                    square,
                    on: Page::from(Paper::A4),
                    inside: false,
                    board: Area {
                        x: full.x,
                        y: full.y,
                        w: dw,
                        h: dh,
                    },
                    turned: false,
                    head: Area { h: head, ..beside },
                    panel: Area {
                        y: beside.y + head,
                        h: beside.h - head,
                        ..beside
                    },
                    split,
                    under,
                    ruler_cm: cm,
                });
            }
        }
    }
    if below.h > 0.0
        && let Some(cm) = fits(below, 0.0, groups)
    {
        return Some(Fit {
            square,
            on: Page::from(Paper::A4),
            inside: false,
            board: Area {
                x: full.x + (full.w - dw) / 2.0,
                y: full.y + head_h,
                w: dw,
                h: dh,
            },
            turned: false,
            head: Area { h: head_h, ..full },
            panel: below,
            split: groups.len(),
            under: below,
            ruler_cm: cm,
        });
    }
    None
}

/// The largest square from 20 mm down (by half millimetres) with which everything fits, or the
/// teacher's own square.
fn fit(
    paper: Paper,
    board: &Board,
    groups: &[Group],
    words: &Words,
    wanted: Option<f32>,
) -> Result<Fit, PrintError> {
    if let Some(square) = wanted {
        return fit_at(paper, board, groups, words, square).ok_or_else(|| {
            let largest = largest_fit(paper, board, groups, words)
                .map(|f| crate::data::Words::new("print-error-mini-largest").with("mm", f.square))
                .unwrap_or_else(|| crate::data::Words::new("print-error-mini-none"));
            PrintError::Option(
                crate::data::Words::new("print-error-mini-square")
                    .with("square", square)
                    .with("files", board.squares.0)
                    .with("rows", board.squares.1)
                    .with("paper", paper)
                    .with_words("largest", largest),
            )
        });
    }
    largest_fit(paper, board, groups, words).ok_or_else(|| {
        PrintError::Option(
            crate::data::Words::new("print-error-mini-no-fit")
                .with("files", board.squares.0)
                .with("rows", board.squares.1)
                .with("paper", paper),
        )
    })
}

fn largest_fit(paper: Paper, board: &Board, groups: &[Group], words: &Words) -> Option<Fit> {
    let mut square = TARGET_SQUARE;
    while square >= SQUARE_RANGE.0 {
        if let Some(f) = fit_at(paper, board, groups, words, square) {
            return Some(f);
        }
        square -= 0.5;
    }
    None
}

/// The one sheet: the board, the title, the groups of pieces, the ruler and the notes.
///
/// # Errors
/// The teacher's `--square-mm` does not fit on one sheet (or nothing does).
pub fn sheet(
    doc: &mut Doc,
    ctx: &Ctx,
    board: &Board,
    groups: &[Group],
) -> Result<BoardReport, PrintError> {
    let texts = ctx.texts;
    let wanted = ctx.options.square_mm;
    let size = |s: f32| format_mm(s, texts.lang());
    let footer_id = if board.reconstructed {
        "print-board-footer"
    } else {
        "print-board-footer-own"
    };
    // The words name the square's size: measured with the largest, drawn with the one chosen.
    let probe = wanted.unwrap_or(TARGET_SQUARE);
    let words = Words {
        fonts: &doc.fonts,
        title: &board.title,
        note: texts.tr("print-mini-note", &[("size", size(probe).into())]),
        ruler: texts.tr("print-mini-ruler", &[("cm", 10usize.into())]),
        footer: texts.tr(footer_id, &[("size", size(probe).into())]),
    };
    let fit = fit(doc.paper, board, groups, &words, wanted)?;
    let square = fit.square;
    let note = texts.tr("print-mini-note", &[("size", size(square).into())]);
    let footer = texts.tr(footer_id, &[("size", size(square).into())]);
    let ruler = texts.tr("print-mini-ruler", &[("cm", fit.ruler_cm.into())]);
    let (width, height, xlines, ylines) = (board.layout)(square, fit.inside);
    doc.page_whole(fit.on, |c| {
        let h = fit.head;
        let mut y = h.y + TITLE;
        for line in c.wrap(&board.title, TITLE, h.w, true) {
            c.text(h.x, y, TITLE, &line, Align::Left, true, Ink::BLACK);
            y += TITLE * 1.2;
        }
        c.paragraph(
            h.x,
            y - TITLE * 1.2 + LEADING + 0.5,
            h.w,
            TEXT,
            &note,
            false,
        );
        c.coords_inside = fit.inside;
        c.push_translate(fit.board.x, fit.board.y);
        if fit.turned {
            // A quarter turn clockwise: the board's bottom edge (White's side) on the left.
            c.push_transform(krilla::geom::Transform::from_row(
                0.0,
                1.0,
                -1.0,
                0.0,
                fit.board.w,
                0.0,
            ));
        }
        (board.draw)(c, square);
        if fit.turned {
            c.pop();
        }
        c.pop();
        c.coords_inside = false;
        let p = fit.panel;
        let used = draw_groups(c, &groups[..fit.split], square, p);
        if fit.split < groups.len() {
            draw_groups(c, &groups[fit.split..], square, fit.under);
        }
        // The ruler and the notes at the bottom of the panel.
        let lines_r = c.wrap(&ruler, TEXT, p.w, false).len() as f32;
        let lines_f = c.wrap(&footer, TEXT, p.w, false).len() as f32;
        let tail = RULER_H + lines_r * LEADING + 2.0 + lines_f * LEADING;
        let top = (p.bottom() - tail).max(p.y + used);
        ruler_strip(c, p.x, top, fit.ruler_cm);
        let y = c.paragraph(p.x, top + RULER_H + TEXT, p.w, TEXT, &ruler, false);
        c.paragraph(p.x, y + 2.0, p.w, TEXT, &footer, false);
    });
    let (w, h, xl, yl) = if fit.turned {
        (height, width, ylines, xlines)
    } else {
        (width, height, xlines, ylines)
    };
    let squares = if fit.turned {
        (board.squares.1, board.squares.0)
    } else {
        board.squares
    };
    Ok(BoardReport {
        sheet: SheetKind::Mini,
        squares,
        square_mm: square,
        size_mm: (w, h),
        columns: 1,
        rows: 1,
        landscape: fit.on.landscape,
        seams: (Vec::new(), Vec::new()),
        grid_lines: (xl, yl),
    })
}

/// Draws the groups in `area` from its top; returns the height used.
fn draw_groups(c: &mut Canvas, groups: &[Group], square: f32, area: Area) -> f32 {
    let Some((labels, items, used)) = flow(groups, square, area.w) else {
        return 0.0;
    };
    for ((g, &(lx, ly)), placed) in groups.iter().zip(&labels).zip(&items) {
        let (x0, y0) = (area.x + lx, area.y + ly);
        c.text(x0, y0 + 4.0, 3.6, &g.label, Align::Left, true, Ink::BLACK);
        for (i, &(x, y)) in placed.iter().enumerate() {
            (g.draw)(c, area.x + x, area.y + y, square, i);
        }
    }
    used
}

/// A ruler of `cm` centimetres, its top-left at (x, y): the check that the sheet printed at true size.
fn ruler_strip(c: &mut Canvas, x: f32, y: f32, cm: usize) {
    let base = y + 5.0;
    let len = cm as f32 * 10.0;
    c.line(x, base, x + len, base, Pen::Solid(0.3, Ink::BLACK));
    for mm in 0..=cm * 10 {
        let tick = match mm {
            m if m % 10 == 0 => 4.0,
            m if m % 5 == 0 => 2.8,
            _ => 1.6,
        };
        let xm = x + mm as f32;
        c.line(xm, base - tick, xm, base, Pen::Solid(0.2, Ink::BLACK));
        if mm % 10 == 0 {
            let n = (mm / 10).to_string();
            c.text(xm, base + 3.6, TEXT, &n, Align::Center, false, Ink::BLACK);
        }
    }
}
