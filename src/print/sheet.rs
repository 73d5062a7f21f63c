//! Parts shared by every sheet: the title band, the check ruler, the QR code, the board tiled over
//! several pages with its glue strips and assembly marks, a grid of pieces to cut out, and a board's
//! squares with their coordinates.

use krilla::geom::{Rect, Transform};
use qrcode::{Color, EcLevel, QrCode};

use super::canvas::{Align, Canvas, Ink, Pen};
use super::layout::{Area, Paper, Tiling};
use super::pdf::Doc;
use crate::core::geometry::{Dims, Square};
use crate::i18n::Texts;

/// The height of the title band at the top of every sheet.
pub const HEADER: f32 = 12.0;
/// The height of the note band at the bottom of every sheet.
pub const FOOTER: f32 = 6.0;

/// The title band: a bold title on the left, a smaller note on the right; returns the area left
/// below it (above the footer).
pub fn header(c: &mut Canvas, paper: Paper, title: &str, note: &str) -> Area {
    let a = paper.content();
    c.text(a.x, a.y + 7.0, 6.0, title, Align::Left, true, Ink::BLACK);
    if !note.is_empty() {
        let tw = c.text_width(title, 6.0, true);
        let room = a.w - tw - 6.0;
        let size = (3.2f32).min(room / c.text_width(note, 1.0, false).max(1.0));
        c.text(
            a.right(),
            a.y + 6.5,
            size,
            note,
            Align::Right,
            false,
            Ink::gray(60),
        );
    }
    c.line(
        a.x,
        a.y + 10.0,
        a.right(),
        a.y + 10.0,
        Pen::Solid(0.4, Ink::BLACK),
    );
    Area {
        x: a.x,
        y: a.y + HEADER,
        w: a.w,
        h: a.h - HEADER - FOOTER,
    }
}

/// The note band at the bottom of the sheet (e.g. "board reconstructed from the rule text").
pub fn footer(c: &mut Canvas, paper: Paper, note: &str) {
    let a = paper.content();
    let y = a.bottom() - FOOTER + 2.5;
    c.line(
        a.x,
        y - 1.5,
        a.right(),
        y - 1.5,
        Pen::Solid(0.2, Ink::gray(120)),
    );
    let size = (2.8f32).min(a.w / c.text_width(note, 1.0, false).max(1.0));
    c.text(a.x, y + 2.5, size, note, Align::Left, false, Ink::gray(50));
}

/// A 10 cm ruler with millimetre ticks and its explanation, its top-left at (x, y); returns its height.
pub fn ruler(c: &mut Canvas, texts: &Texts, x: f32, y: f32) -> f32 {
    let pen = Pen::Solid(0.2, Ink::BLACK);
    c.line(x, y + 8.0, x + 100.0, y + 8.0, Pen::Solid(0.3, Ink::BLACK));
    for mm in 0..=100 {
        let xm = x + mm as f32;
        let len = if mm % 10 == 0 {
            5.0
        } else if mm % 5 == 0 {
            3.5
        } else {
            2.0
        };
        c.line(xm, y + 8.0 - len, xm, y + 8.0, pen);
        if mm % 10 == 0 {
            c.text(
                xm,
                y + 2.0,
                2.4,
                &(mm / 10).to_string(),
                Align::Center,
                false,
                Ink::BLACK,
            );
        }
    }
    c.text(
        x + 102.0,
        y + 7.5,
        2.6,
        "cm",
        Align::Left,
        false,
        Ink::BLACK,
    );
    let lines = c.wrap(&texts.get("print-ruler-check"), 2.6, 100.0, false);
    let mut yy = y + 12.0;
    for line in lines {
        c.text(x, yy, 2.6, &line, Align::Left, false, Ink::gray(40));
        yy += 3.4;
    }
    yy - y
}

/// A QR code holding `data`, `size` mm wide (quiet zone included), its top-left at (x, y).
///
/// # Errors
/// When `data` is too long for a QR code.
pub fn qr(c: &mut Canvas, x: f32, y: f32, size: f32, data: &str) -> Result<(), String> {
    let code = QrCode::with_error_correction_level(data.as_bytes(), EcLevel::M)
        .map_err(|e| format!("cannot make a QR code of {} bytes: {e}", data.len()))?;
    let n = code.width();
    let module = size / (n + 8) as f32;
    let colors = code.to_colors();
    c.rect(x, y, size, size, Some(Ink::WHITE), None);
    let mut pb = krilla::geom::PathBuilder::new();
    for row in 0..n {
        let mut col = 0;
        while col < n {
            if colors[row * n + col] == Color::Dark {
                let start = col;
                while col < n && colors[row * n + col] == Color::Dark {
                    col += 1;
                }
                // A hair of overlap so that no white seam appears between modules.
                if let Some(r) = Rect::from_xywh(
                    x + (start + 4) as f32 * module,
                    y + (row + 4) as f32 * module,
                    (col - start) as f32 * module + 0.02,
                    module + 0.02,
                ) {
                    pb.push_rect(r);
                }
            } else {
                col += 1;
            }
        }
    }
    if let Some(path) = pb.finish() {
        c.path(&path, Some(Ink::BLACK), None);
    }
    Ok(())
}

/// Where a board sheet puts its board, and the words it needs.
pub struct BoardSheet<'t> {
    /// The board's name, in the title band.
    pub title: String,
    pub texts: &'t Texts,
    /// Board width and height in millimetres (coordinates included).
    pub width: f32,
    pub height: f32,
    pub glue: f32,
    /// The note at the bottom of each page.
    pub footer: String,
}

/// The tiling a board sheet uses on `paper`.
pub fn board_tiling(paper: Paper, width: f32, height: f32, glue: f32) -> Tiling {
    let a = paper.content();
    Tiling::new(width, height, a.w, a.h - HEADER - FOOTER, glue)
}

/// Prints a board at true size over as many pages as needed. `draw` draws the whole board with its
/// top-left corner at (0, 0), in millimetres; each page shows its window of it, with a glue strip along
/// the edges that go under a neighbour, a line and marks where the neighbour's edge goes, dashed cut lines
/// and a label saying where the page goes.
pub fn tiled_board(doc: &mut Doc, sheet: &BoardSheet, draw: &dyn Fn(&mut Canvas)) -> Tiling {
    let paper = doc.paper;
    let tiling = board_tiling(paper, sheet.width, sheet.height, sheet.glue);
    let total = tiling.len();
    let texts = sheet.texts;
    for tile in tiling.tiles() {
        let label = texts.tr(
            "print-tile-page",
            &[("page", tile.number.into()), ("pages", total.into())],
        );
        let glue_note = match (tile.column > 0, tile.row > 0) {
            (true, true) => texts.tr(
                "print-tile-glue-two",
                &[
                    ("left", tiling.number(tile.column - 1, tile.row).into()),
                    ("above", tiling.number(tile.column, tile.row - 1).into()),
                ],
            ),
            (true, false) => texts.tr(
                "print-tile-glue-one",
                &[("page", tiling.number(tile.column - 1, tile.row).into())],
            ),
            (false, true) => texts.tr(
                "print-tile-glue-one",
                &[("page", tiling.number(tile.column, tile.row - 1).into())],
            ),
            (false, false) if total > 1 => texts.get("print-tile-first"),
            (false, false) => String::new(),
        };
        let note = if glue_note.is_empty() {
            label
        } else {
            format!("{label} · {glue_note}")
        };
        doc.page(|c| {
            let area = header(c, paper, &sheet.title, "");
            let a = paper.content();
            // The label, under the title's rule, and a map of the pages with this one filled.
            // The label fills the room between the title and the map, shrunk if needed.
            let room = a.w - c.text_width(&sheet.title, 6.0, true) - map_width(&tiling) - 8.0;
            let size = (3.0f32).min(room / c.text_width(&note, 1.0, true).max(1.0));
            c.text(
                a.right() - 2.0 - map_width(&tiling),
                a.y + 6.5,
                size,
                &note,
                Align::Right,
                true,
                Ink::BLACK,
            );
            page_map(
                c,
                &tiling,
                tile.column,
                tile.row,
                a.right() - map_width(&tiling),
                a.y + 1.0,
            );
            footer(c, paper, &sheet.footer);
            let w = tile.window;
            let (px, py) = (area.x, area.y);
            c.push_translate(px - w.x, py - w.y);
            if let Some(r) = Rect::from_xywh(w.x, w.y, w.w, w.h) {
                c.push_clip(r);
                c.set_view(Some((w.x, w.y, w.w, w.h)));
                draw(c);
                c.set_view(None);
                c.pop();
            }
            c.pop();
            glue_marks(c, texts, &tiling, tile.column, tile.row, px, py, w);
            // Cut along every edge of the window.
            c.rect(px, py, w.w, w.h, None, Some(Pen::Cut));
        });
    }
    tiling
}

fn map_width(t: &Tiling) -> f32 {
    t.columns as f32 * 4.0
}

/// A little map of the pages of the board, this one filled.
fn page_map(c: &mut Canvas, t: &Tiling, column: usize, row: usize, x: f32, y: f32) {
    let cell = 4.0;
    let ch = (cell * t.window_h / t.window_w).clamp(2.5, 6.0);
    let ch = ch.min(8.0 / t.rows as f32);
    for r in 0..t.rows {
        for col in 0..t.columns {
            let fill = if (col, r) == (column, row) {
                Ink::gray(60)
            } else {
                Ink::WHITE
            };
            c.rect(
                x + col as f32 * cell,
                y + r as f32 * ch,
                cell,
                ch,
                Some(fill),
                Some(Pen::Solid(0.2, Ink::BLACK)),
            );
        }
    }
}

/// The glue strips of a page (the parts that go under the page to the left and the page above), and
/// the line where that neighbour's cut edge must lie, with arrow marks.
fn glue_marks(
    c: &mut Canvas,
    texts: &Texts,
    t: &Tiling,
    column: usize,
    row: usize,
    px: f32,
    py: f32,
    w: Area,
) {
    let g = t.glue;
    let word = texts.get("print-tile-glue-strip");
    let light = Pen::Solid(0.25, Ink::gray(150));
    if column > 0 {
        c.rect(px, py, g, w.h, Some(Ink::WHITE), None);
        c.hatch(px, py, g, w.h, 3.0, light, true);
        let edge = texts.tr(
            "print-tile-edge",
            &[("page", t.number(column - 1, row).into())],
        );
        c.push_transform(Transform::from_rotate_at(
            -90.0,
            px + g / 2.0,
            py + w.h / 2.0,
        ));
        c.label(
            px + g / 2.0,
            py + w.h / 2.0,
            3.5,
            w.h - 20.0,
            &format!("{word} — {edge}"),
            true,
            Ink::BLACK,
        );
        c.pop();
        c.line(px + g, py, px + g, py + w.h, Pen::Solid(0.5, Ink::BLACK));
        let mut y = py + 10.0;
        while y < py + w.h - 5.0 {
            c.polygon(
                &[
                    (px + g, y),
                    (px + g - 2.5, y - 1.5),
                    (px + g - 2.5, y + 1.5),
                ],
                true,
                Some(Ink::BLACK),
                None,
            );
            y += 30.0;
        }
    }
    if row > 0 {
        c.rect(px, py, w.w, g, Some(Ink::WHITE), None);
        c.hatch(px, py, w.w, g, 3.0, light, true);
        let edge = texts.tr(
            "print-tile-edge",
            &[("page", t.number(column, row - 1).into())],
        );
        c.label(
            px + w.w / 2.0,
            py + g / 2.0,
            3.5,
            w.w - 20.0,
            &format!("{word} — {edge}"),
            true,
            Ink::BLACK,
        );
        c.line(px, py + g, px + w.w, py + g, Pen::Solid(0.5, Ink::BLACK));
        let mut x = px + 10.0;
        while x < px + w.w - 5.0 {
            c.polygon(
                &[
                    (x, py + g),
                    (x - 1.5, py + g - 2.5),
                    (x + 1.5, py + g - 2.5),
                ],
                true,
                Some(Ink::BLACK),
                None,
            );
            x += 30.0;
        }
    }
}

/// The margin around a board for its coordinates (letters and numbers).
pub const COORD_BORDER: f32 = 7.0;

/// Board geometry: squares of `square` mm, with coordinates around them, white's rank 1 at the bottom.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub dims: Dims,
    pub square: f32,
    /// Offset of the squares from the drawing's top-left corner.
    pub origin: (f32, f32),
}

impl Grid {
    pub fn new(dims: Dims, square: f32) -> Grid {
        Grid {
            dims,
            square,
            origin: (COORD_BORDER, COORD_BORDER),
        }
    }

    /// The size of the drawing, coordinates included.
    pub fn size(&self) -> (f32, f32) {
        (
            self.dims.files as f32 * self.square + 2.0 * self.origin.0,
            self.dims.ranks as f32 * self.square + 2.0 * self.origin.1,
        )
    }

    /// The top-left corner of a square.
    pub fn corner(&self, sq: Square) -> (f32, f32) {
        (
            self.origin.0 + sq.file() as f32 * self.square,
            self.origin.1 + (self.dims.ranks - 1 - sq.rank()) as f32 * self.square,
        )
    }

    /// The centre of a square.
    pub fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.corner(sq);
        (x + self.square / 2.0, y + self.square / 2.0)
    }

    /// The outline of the board and the letters and numbers around it.
    pub fn frame(&self, c: &mut Canvas) {
        let (ox, oy) = self.origin;
        let (w, h) = (
            self.dims.files as f32 * self.square,
            self.dims.ranks as f32 * self.square,
        );
        for f in 0..self.dims.files {
            let letter = Square::new(f, 0).file_char().to_string();
            let x = ox + (f as f32 + 0.5) * self.square;
            c.label(x, oy / 2.0, 4.0, self.square, &letter, true, Ink::gray(50));
            c.label(
                x,
                oy + h + oy / 2.0,
                4.0,
                self.square,
                &letter,
                true,
                Ink::gray(50),
            );
        }
        for r in 0..self.dims.ranks {
            let number = (r + 1).to_string();
            let y = oy + (self.dims.ranks - 1 - r) as f32 * self.square + self.square / 2.0;
            c.label(ox / 2.0, y, 4.0, ox, &number, true, Ink::gray(50));
            c.label(ox + w + ox / 2.0, y, 4.0, ox, &number, true, Ink::gray(50));
        }
        for f in 0..=self.dims.files {
            let x = ox + f as f32 * self.square;
            c.line(x, oy, x, oy + h, Pen::Solid(0.35, Ink::BLACK));
        }
        for r in 0..=self.dims.ranks {
            let y = oy + r as f32 * self.square;
            c.line(ox, y, ox + w, y, Pen::Solid(0.35, Ink::BLACK));
        }
        c.rect(ox, oy, w, h, None, Some(Pen::Solid(0.9, Ink::BLACK)));
    }
}

/// Lays out `count` items of `w × h` mm in rows inside `area` with `gap` mm between them; returns their
/// top-left corners, page by page.
pub fn grid_positions(area: Area, w: f32, h: f32, gap: f32, count: usize) -> Vec<Vec<(f32, f32)>> {
    let columns = (((area.w + gap) / (w + gap)).floor() as usize).max(1);
    let rows = (((area.h + gap) / (h + gap)).floor() as usize).max(1);
    // Centre the block of items horizontally.
    let used = columns as f32 * (w + gap) - gap;
    let x0 = area.x + (area.w - used).max(0.0) / 2.0;
    let per_page = columns * rows;
    let mut pages = Vec::new();
    for start in (0..count).step_by(per_page.max(1)) {
        let n = per_page.min(count - start);
        pages.push(
            (0..n)
                .map(|i| {
                    (
                        x0 + (i % columns) as f32 * (w + gap),
                        area.y + (i / columns) as f32 * (h + gap),
                    )
                })
                .collect(),
        );
    }
    pages
}
