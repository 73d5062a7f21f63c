//! Parts shared by every sheet: the title band, the check ruler, the QR code, the board tiled over
//! several pages with its glue strips and assembly marks, a grid of pieces to cut out, and a board's
//! squares with their coordinates.

use krilla::geom::{Rect, Transform};
use qrcode::{Color, EcLevel, QrCode};

use super::canvas::{Align, Canvas, Ink, MIN_TEXT, PT_PER_MM, Pen};
pub use super::grid::{COORD_BORDER, Grid};
use super::layout::{Area, Page, Paper, Tiling};
use super::pdf::Doc;
use super::spec::SheetKind;
use super::{BoardReport, Ctx};
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};
use crate::i18n::Texts;

/// The height of the title band at the top of every sheet.
pub const HEADER: f32 = 12.0;
/// The height of the note band at the bottom of every sheet.
pub const FOOTER: f32 = 6.0;

/// The title band: a bold title on the left, a smaller note on the right; returns the area left
/// below it (above the footer).
pub fn header(c: &mut Canvas, paper: impl Into<Page>, title: &str, note: &str) -> Area {
    let a = paper.into().content();
    c.heading(a.x, a.y + 7.0, 6.0, title);
    if !note.is_empty() {
        let tw = c.text_width(title, 6.0, true);
        let room = a.w - tw - 6.0;
        let size = MIN_TEXT.max(ASSEMBLY_TEXT.min(room / c.text_width(note, 1.0, false).max(1.0)));
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
pub fn footer(c: &mut Canvas, paper: impl Into<Page>, note: &str) {
    let a = paper.into().content();
    let y = a.bottom() - FOOTER + 2.5;
    c.line(
        a.x,
        y - 1.5,
        a.right(),
        y - 1.5,
        Pen::Solid(0.2, Ink::gray(120)),
    );
    // 9 pt; a note too long for the line (none of the shipped ones) shrinks, to 8 pt at the least.
    let size = MIN_TEXT.min(a.w / c.text_width(note, 1.0, false).max(1.0));
    let size = size.max(8.0 / PT_PER_MM);
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
                y + 1.5,
                MIN_TEXT,
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
        MIN_TEXT,
        "cm",
        Align::Left,
        false,
        Ink::BLACK,
    );
    let lines = c.wrap(&texts.get("print-ruler-check"), MIN_TEXT, 100.0, false);
    let mut yy = y + 12.0;
    for line in lines {
        c.text(x, yy, MIN_TEXT, &line, Align::Left, false, Ink::gray(40));
        yy += MIN_TEXT * 1.25;
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
    /// The grid lines across and down, in drawing coordinates: cuts go along them.
    pub xlines: Vec<f32>,
    pub ylines: Vec<f32>,
    /// The note at the bottom of each page.
    pub footer: String,
    /// The board's letters and numbers go inside its edge squares (no border around it): chosen when
    /// it saves pages (Tank Battle on Letter: 11 squares of 23 mm fit across a landscape page only
    /// without the border).
    pub coords_inside: bool,
}

/// The title band of a board page (smaller than other sheets': it leaves room for the board).
pub const BOARD_HEADER: f32 = 10.0;

/// The size of the assembly words (flap labels, piece names): 9.5 pt.
pub const ASSEMBLY_TEXT: f32 = 3.35;

/// The tiling a board sheet uses on `paper`, and whether its pages are landscape: the way up that takes
/// fewer pages (portrait when equal).
pub fn board_tiling(paper: Paper, sheet: &BoardSheet) -> (Tiling, Page) {
    let tiling = |on: Page| {
        let a = on.content();
        Tiling::new(
            sheet.width,
            sheet.height,
            a.w,
            a.h - BOARD_HEADER - FOOTER,
            sheet.glue,
            &sheet.xlines,
            &sheet.ylines,
        )
    };
    let portrait = tiling(Page::from(paper));
    let landscape = tiling(Page::landscape(paper));
    if landscape.len() < portrait.len() {
        (landscape, Page::landscape(paper))
    } else {
        (portrait, Page::from(paper))
    }
}

/// The words that name a piece of a board cut in `columns × rows`: by its place (top, bottom left…),
/// never by a number, so that it cannot be taken for a page number. `fr`: "du haut", `en`: "top".
pub fn piece_name(texts: &Texts, t: &Tiling, column: usize, row: usize) -> String {
    let place = |i: usize, n: usize, names: [&'static str; 3]| match (n, i) {
        (1, _) => Some("all"),
        (2, 0) | (3, 0) => Some(names[0]),
        (3, 1) => Some(names[1]),
        (2, 1) | (3, 2) => Some(names[2]),
        _ => None,
    };
    match (
        place(row, t.rows, ["top", "middle", "bottom"]),
        place(column, t.columns, ["left", "middle", "right"]),
    ) {
        (Some(v), Some(h)) => texts.get(&format!("print-piece-{v}-{h}")),
        _ => texts.tr(
            "print-piece-place",
            &[("row", (row + 1).into()), ("column", (column + 1).into())],
        ),
    }
}

/// Prints a board at true size over as many pages as needed, each page landscape when that takes fewer.
/// `draw` draws the whole board with its top-left corner at (0, 0), in millimetres; each page shows its
/// window of it. Every cut lies on a grid line; the flaps that go under a neighbour carry the board's
/// own picture (a cut a little short shows the same squares), with the neighbour's name and a heavy line
/// where its edge goes. Dashed lines: where to cut.
pub fn tiled_board(
    doc: &mut Doc,
    sheet: &BoardSheet,
    draw: &dyn Fn(&mut Canvas),
) -> (Tiling, Page) {
    tiled_board_then(doc, sheet, draw, &mut |_, _| {})
}

/// As [`tiled_board`]; `after` then draws on the last page, in the room left below the board (its
/// area may be empty).
pub fn tiled_board_then(
    doc: &mut Doc,
    sheet: &BoardSheet,
    draw: &dyn Fn(&mut Canvas),
    after: &mut dyn FnMut(&mut Canvas, Area),
) -> (Tiling, Page) {
    let (tiling, on) = board_tiling(doc.paper, sheet);
    let total = tiling.len();
    let texts = sheet.texts;
    for tile in tiling.tiles() {
        let note = if total > 1 {
            let name = texts.tr(
                "print-tile-piece",
                &[(
                    "piece",
                    piece_name(texts, &tiling, tile.column, tile.row).into(),
                )],
            );
            if tile.column == 0 && tile.row == 0 {
                format!("{name} · {}", texts.get("print-tile-first"))
            } else {
                name
            }
        } else {
            String::new()
        };
        doc.page_on(on, |c| {
            let a = on.content();
            c.heading(a.x, a.y + 6.0, 5.5, &sheet.title);
            c.line(
                a.x,
                a.y + BOARD_HEADER - 1.5,
                a.right(),
                a.y + BOARD_HEADER - 1.5,
                Pen::Solid(0.4, Ink::BLACK),
            );
            let area = Area {
                x: a.x,
                y: a.y + BOARD_HEADER,
                w: a.w,
                h: a.h - BOARD_HEADER - FOOTER,
            };
            if total > 1 {
                piece_band(c, a, &sheet.title, &note, &tiling, tile.column, tile.row);
            }
            footer(c, on, &sheet.footer);
            let w = tile.window;
            let (px, py) = (area.x, area.y);
            c.push_translate(px - w.x, py - w.y);
            if let Some(r) = Rect::from_xywh(w.x, w.y, w.w, w.h) {
                c.push_clip(r);
                c.set_view(Some((w.x, w.y, w.w, w.h)));
                c.coords_inside = sheet.coords_inside;
                draw(c);
                c.coords_inside = false;
                c.set_view(None);
                c.pop();
            }
            c.pop();
            glue_marks(c, texts, &tiling, tile.column, tile.row, px, py, w);
            // Cut along every edge of the window.
            c.rect(px, py, w.w, w.h, None, Some(Pen::Cut));
            if tile.column + 1 == tiling.columns && tile.row + 1 == tiling.rows {
                let top = py + w.h + 4.0;
                let room = Area {
                    x: area.x,
                    y: top,
                    w: area.w,
                    h: (area.bottom() - top).max(0.0),
                };
                after(c, room);
            }
        });
    }
    (tiling, on)
}

/// The piece's name beside the title of a board page, and a map of the pieces with this one filled.
fn piece_band(
    c: &mut Canvas,
    a: Area,
    title: &str,
    note: &str,
    tiling: &Tiling,
    column: usize,
    row: usize,
) {
    let room = a.w - c.text_width(title, 5.5, true) - map_width(tiling) - 8.0;
    let x = a.right() - 2.0 - map_width(tiling);
    let size = ASSEMBLY_TEXT.min(room / c.text_width(note, 1.0, true).max(1.0));
    if size >= MIN_TEXT {
        c.text(x, a.y + 6.0, size, note, Align::Right, true, Ink::BLACK);
    } else {
        // Too long beside a long title (portrait Letter): on two lines at 9 pt, the piece's name then
        // what to do with it, so that it never runs into the title.
        let parts: Vec<String> = note.split(" · ").map(str::to_string).collect();
        let fits = |line: &String| c.text_width(line, MIN_TEXT, true) <= room;
        let lines = if parts.len() == 2 && parts.iter().all(fits) {
            parts
        } else {
            c.wrap(note, MIN_TEXT, room, true)
        };
        for (k, line) in lines.iter().take(2).enumerate() {
            let y = a.y + 3.4 + 3.7 * k as f32;
            c.text(x, y, MIN_TEXT, line, Align::Right, true, Ink::BLACK);
        }
    }
    page_map(c, tiling, column, row, a.right() - map_width(tiling), a.y);
}

/// The board sheet(s) of a square board (Espion, Schada, Tank Battle, the chars battle board): `draw`
/// draws it whole at `ctx.square` mm a square, coordinates included, its top-left at (0, 0).
pub fn square_board(
    doc: &mut Doc,
    ctx: &Ctx,
    dims: Dims,
    title: String,
    reconstructed: bool,
    draw: &dyn Fn(&mut Canvas),
) -> BoardReport {
    let sheet = |coords_inside: bool| {
        let grid = Grid::with_coords(dims, ctx.square, coords_inside);
        let (width, height) = grid.size();
        let (xlines, ylines) = grid.lines();
        BoardSheet {
            title: title.clone(),
            texts: ctx.texts,
            width,
            height,
            glue: ctx.spec.glue_mm,
            xlines,
            ylines,
            footer: ctx.board_footer(reconstructed),
            coords_inside,
        }
    };
    // The coordinates around the board, unless putting them inside its edge squares saves pages.
    let around = sheet(false);
    let inside = sheet(true);
    let pages = |s: &BoardSheet| board_tiling(doc.paper, s).0.len();
    let sheet = if pages(&inside) < pages(&around) {
        inside
    } else {
        around
    };
    let (tiling, on) = tiled_board(doc, &sheet, draw);
    BoardReport::new(
        SheetKind::Board,
        (dims.files, dims.ranks),
        ctx.square,
        &sheet,
        &tiling,
        on.landscape,
    )
}

/// Each square's piece at the start, as (side, index of its kind in `kinds`), in [`Dims::index`] order.
pub fn start_squares<K: PartialEq>(
    dims: Dims,
    kinds: &[K],
    piece_at: impl Fn(Square) -> Option<(Side, K)>,
) -> Vec<Option<(Side, usize)>> {
    dims.squares()
        .map(|sq| {
            piece_at(sq)
                .map(|(side, kind)| (side, kinds.iter().position(|k| *k == kind).unwrap_or(0)))
        })
        .collect()
}

/// The room left of and below a small board for its coordinates at 9 pt ("11" and a gap).
const SMALL_COORDS: f32 = MIN_TEXT * 1.8;

/// The grid of a board drawn small inside `area` (rules sheet), centred, with room on the left and
/// below for coordinates at 9 pt.
pub fn small_grid(area: Area, dims: Dims) -> Grid {
    let (files, ranks) = (dims.files as f32, dims.ranks as f32);
    let square = ((area.w - SMALL_COORDS) / files).min((area.h - SMALL_COORDS) / ranks);
    let mut grid = Grid::new(dims, square);
    grid.origin = (
        area.x + SMALL_COORDS + (area.w - SMALL_COORDS - files * square) / 2.0,
        area.y + (area.h - SMALL_COORDS - ranks * square) / 2.0,
    );
    grid
}

/// The height over width of the area that [`small_grid`] fills exactly at `width` mm.
pub fn small_aspect(dims: Dims, width: f32) -> f32 {
    let square = (width - SMALL_COORDS) / dims.files as f32;
    (dims.ranks as f32 * square + SMALL_COORDS) / width
}

/// A board's outline and coordinates (9 pt) at a small size (rules sheet).
pub fn frame_small(c: &mut Canvas, grid: &Grid) {
    let square = grid.square;
    let (ox, oy) = grid.origin;
    let (w, h) = (
        grid.dims.files as f32 * square,
        grid.dims.ranks as f32 * square,
    );
    c.rect(ox, oy, w, h, None, Some(Pen::Solid(0.4, Ink::BLACK)));
    for f in 0..grid.dims.files {
        let letter = Square::new(f, 0).file_char().to_string();
        c.label(
            ox + (f as f32 + 0.5) * square,
            oy + h + SMALL_COORDS * 0.5,
            MIN_TEXT,
            square,
            &letter,
            false,
            Ink::gray(60),
        );
    }
    for r in 0..grid.dims.ranks {
        let y = oy + (grid.dims.ranks - 1 - r) as f32 * square + square / 2.0;
        c.label(
            ox - SMALL_COORDS * 0.5,
            y,
            MIN_TEXT,
            SMALL_COORDS,
            &(r + 1).to_string(),
            false,
            Ink::gray(60),
        );
    }
}

fn map_width(t: &Tiling) -> f32 {
    t.columns as f32 * 5.0
}

/// A little map of the pieces of the board, this one filled.
fn page_map(c: &mut Canvas, t: &Tiling, column: usize, row: usize, x: f32, y: f32) {
    let cell = 5.0;
    let ch = (cell * t.window_h / t.window_w).clamp(2.5, 6.0);
    let ch = ch.min(8.0 / t.rows as f32);
    for r in 0..t.rows {
        for col in 0..t.columns {
            let fill = if (col, r) == (column, row) {
                c.texture(Ink::gray(60))
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

/// The flap's words on a white band, so that they read over the board's picture: the longest of `texts` that fits in `max_w` at
/// [`ASSEMBLY_TEXT`] (the last one, a single word, always goes).
fn flap_label(c: &mut Canvas, cx: f32, cy: f32, max_w: f32, texts: &[String]) {
    let size = ASSEMBLY_TEXT;
    let text = texts
        .iter()
        .find(|t| c.text_width(t, size, true) + 3.0 <= max_w)
        .or(texts.last())
        .map_or("", String::as_str);
    let w = c.text_width(text, size, true) + 3.0;
    c.rect(
        cx - w / 2.0,
        cy - size * 0.75,
        w,
        size * 1.5,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.3, Ink::BLACK)),
    );
    c.text(
        cx,
        cy + size * 0.35,
        size,
        text,
        Align::Center,
        true,
        Ink::BLACK,
    );
}

/// The glue flaps of a page (the strips that go under the piece to the left and the piece above): they
/// keep the board's picture; a label names the neighbour, a heavy line with arrow marks shows where its
/// cut edge lies (a grid line).
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
    let edge = |column: usize, row: usize| {
        let piece = piece_name(texts, t, column, row);
        [
            "print-tile-flap",
            "print-tile-flap-short",
            "print-tile-flap-shortest",
        ]
        .map(|id| texts.tr(id, &[("piece", piece.clone().into())]))
    };
    let heavy = Pen::Solid(0.6, Ink::BLACK);
    if column > 0 {
        c.line(px + g, py, px + g, py + w.h, heavy);
        c.push_transform(Transform::from_rotate_at(
            -90.0,
            px + g / 2.0,
            py + w.h / 2.0,
        ));
        flap_label(
            c,
            px + g / 2.0,
            py + w.h / 2.0,
            w.h - 8.0,
            &edge(column - 1, row),
        );
        c.pop();
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
        c.line(px, py + g, px + w.w, py + g, heavy);
        flap_label(
            c,
            px + w.w / 2.0,
            py + g / 2.0,
            w.w - 8.0,
            &edge(column, row - 1),
        );
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
