//! Round pieces to cut out (Espion, Schada, Tank Battle): a disc with a symbol and a letter, white with a
//! black outline for White, dark with white marks for Black, so that a black-and-white print still tells
//! them apart; the sheet that lists them with a legend; and a start position drawn small with them.

use super::Ctx;
use super::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use super::layout::Area;
use super::pdf::Doc;
use super::sheet::{Grid, footer, frame_small, header, small_grid};
use crate::core::game::Side;
use crate::core::geometry::Dims;

/// The drawn mark of a kind of piece, above its letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Symbol {
    /// A crown: the piece to protect (chief, commander).
    Crown,
    /// An eye: the spy.
    Eye,
    /// A small solid dot: the plain piece.
    Dot,
    /// `n` chevrons (rank stripes): Schada's officers (2) and sub-officers (1).
    Chevrons(u8),
    /// A tank seen from above.
    Tank,
}

/// One kind of piece as printed.
#[derive(Clone, Debug)]
pub struct PieceKind {
    pub name: String,
    pub letter: String,
    pub symbol: Symbol,
    /// A reminder of how it moves, for the legend.
    pub note: String,
    /// How many for each side.
    pub count: u32,
    /// A number printed on the piece's rim (Schada's points), if any.
    pub value: Option<String>,
}

/// Draws a piece's symbol inside a box of `s` mm centred on (cx, cy).
pub fn symbol(c: &mut Canvas, cx: f32, cy: f32, s: f32, sym: Symbol, ink: Ink) {
    let pen = Pen::Solid(s * 0.08, ink);
    match sym {
        Symbol::Crown => {
            let (w, h) = (s * 0.9, s * 0.6);
            let (x0, y0) = (cx - w / 2.0, cy + h / 2.0);
            c.polygon(
                &[
                    (x0, y0),
                    (x0, y0 - h),
                    (x0 + w * 0.25, y0 - h * 0.45),
                    (cx, y0 - h),
                    (x0 + w * 0.75, y0 - h * 0.45),
                    (x0 + w, y0 - h),
                    (x0 + w, y0),
                ],
                true,
                Some(ink),
                None,
            );
        }
        Symbol::Eye => {
            let (w, h) = (s * 0.95, s * 0.55);
            let mut pb = krilla::geom::PathBuilder::new();
            pb.move_to(cx - w / 2.0, cy);
            pb.quad_to(cx, cy - h, cx + w / 2.0, cy);
            pb.quad_to(cx, cy + h, cx - w / 2.0, cy);
            pb.close();
            if let Some(p) = pb.finish() {
                c.path(&p, None, Some(pen));
            }
            c.circle(cx, cy, s * 0.16, Some(ink), None);
        }
        Symbol::Dot => c.circle(cx, cy, s * 0.22, Some(ink), None),
        Symbol::Chevrons(n) => {
            let w = s * 0.8;
            let step = s * 0.3;
            let top = cy - (n as f32 - 1.0) * step / 2.0 - s * 0.1;
            for i in 0..n {
                let y = top + i as f32 * step;
                c.polygon(
                    &[
                        (cx - w / 2.0, y + s * 0.25),
                        (cx, y),
                        (cx + w / 2.0, y + s * 0.25),
                    ],
                    false,
                    None,
                    Some(Pen::Solid(s * 0.12, ink)),
                );
            }
            if n == 0 {
                c.circle(cx, cy, s * 0.2, Some(ink), None);
            }
        }
        Symbol::Tank => {
            let (w, h) = (s * 0.6, s * 0.8);
            c.rect(
                cx - w / 2.0,
                cy - h / 2.0 + s * 0.1,
                w,
                h * 0.85,
                Some(ink),
                None,
            );
            c.line(
                cx,
                cy,
                cx,
                cy - h / 2.0 - s * 0.05,
                Pen::Solid(s * 0.14, ink),
            );
        }
    }
}

/// The ground of a piece of radius `r`, White's (`dark` false) or Black's; returns the ink of its
/// marks. Black's disc is dark, or, when ink is saved, white with a hatched outer ring.
pub fn side_disc(c: &mut Canvas, cx: f32, cy: f32, r: f32, dark: bool) -> Ink {
    let outline = Some(Pen::Solid(0.5, Ink::BLACK));
    if dark && !c.ink_saving {
        c.circle(cx, cy, r, Some(Ink::gray(35)), outline);
        return Ink::WHITE;
    }
    c.circle(cx, cy, r, Some(Ink::WHITE), outline);
    if dark {
        // A wide hatched ring: Black's even on a small piece. Its lines stay at least 0.9 mm apart,
        // so that the ring prints as a light grey, not as the dark disc it replaces.
        let pen = Pen::Solid((r * 0.03).clamp(0.2, 0.35), Ink::BLACK);
        c.hatch_ring(cx, cy, r * 0.66, r, (r * 0.12).max(0.9), pen);
        c.circle(cx, cy, r * 0.66, None, Some(Pen::Solid(0.3, Ink::BLACK)));
    }
    Ink::BLACK
}

/// The ground of a rectangle belonging to a side (a pawn's face, a card's back), as [`side_disc`]:
/// dark, or, when ink is saved, white with a hatched band inside its edge.
pub fn side_rect(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, dark: bool) -> Ink {
    if dark && !c.ink_saving {
        c.rect(x, y, w, h, Some(Ink::gray(35)), None);
        return Ink::WHITE;
    }
    c.rect(x, y, w, h, Some(Ink::WHITE), None);
    if dark {
        let band = (w.min(h) * 0.07).max(1.2);
        let pen = Pen::Solid(0.2, Ink::BLACK);
        for (bx, by, bw, bh) in [
            (x, y, w, band),
            (x, y + h - band, w, band),
            (x, y + band, band, h - 2.0 * band),
            (x + w - band, y + band, band, h - 2.0 * band),
        ] {
            c.hatch_aligned(bx, by, bw, bh, 1.0, pen, true);
        }
        c.rect(
            x + band,
            y + band,
            w - 2.0 * band,
            h - 2.0 * band,
            None,
            Some(Pen::Solid(0.3, Ink::BLACK)),
        );
    }
    Ink::BLACK
}

/// A piece: a disc of diameter `d` centred on (cx, cy), its dashed cut circle around it.
pub fn token(c: &mut Canvas, cx: f32, cy: f32, d: f32, kind: &PieceKind, dark: bool) {
    let r = d / 2.0;
    c.circle(cx, cy, r + 0.8, None, Some(Pen::Cut));
    let ink = side_disc(c, cx, cy, r, dark);
    // A second ring inside the dark pieces: recognisable even printed very light.
    c.circle(
        cx,
        cy,
        r * 0.86,
        None,
        Some(Pen::Solid(if dark { 0.4 } else { 0.25 }, ink)),
    );
    symbol(c, cx, cy - r * 0.32, r * 0.62, kind.symbol, ink);
    c.label(
        cx,
        cy + r * 0.38,
        (r * 0.62).max(MIN_TEXT),
        r * 1.3,
        &kind.letter,
        true,
        ink,
    );
    if let Some(v) = &kind.value {
        c.label(
            cx + r * 0.62,
            cy + r * 0.05,
            (r * 0.3).max(MIN_TEXT),
            r * 0.4,
            v,
            true,
            ink,
        );
    }
}

/// The pieces sheet(s): a legend (each kind, its letter and how it moves), then every White piece and
/// every Black piece to cut out.
pub fn pieces_sheet(doc: &mut Doc, ctx: &Ctx, kinds: &[PieceKind]) {
    let paper = doc.paper;
    let texts = ctx.texts;
    let d = ctx.spec.piece_mm * ctx.square / ctx.spec.square_mm;
    let gap = 3.0;
    let title = texts.tr("print-pieces-title", &[("game", ctx.game_name().into())]);
    let note = texts.get("print-pieces-note");
    let sides = [
        (texts.get("print-side-white"), false),
        (texts.get("print-side-black"), true),
    ];
    // Everything to place, in order: a side's label, then its pieces.
    enum Item<'k> {
        Label(String),
        Piece(&'k PieceKind, bool),
    }
    let mut items = Vec::new();
    for (label, dark) in &sides {
        items.push(Item::Label(label.clone()));
        for k in kinds {
            for _ in 0..k.count {
                items.push(Item::Piece(k, *dark));
            }
        }
    }
    let mut next = 0;
    let mut first = true;
    while next < items.len() {
        doc.page(|c| {
            let area = header(c, paper, &title, &note);
            footer(c, paper, &texts.get("print-pieces-footer"));
            let mut y = area.y;
            if first {
                y = legend(c, area, kinds, d) + 4.0;
            }
            let columns = (((area.w + gap) / (d + 2.0 + gap)).floor() as usize).max(1);
            let cell = (area.w - (columns - 1) as f32 * gap) / columns as f32;
            let mut col = 0;
            while next < items.len() {
                match &items[next] {
                    Item::Label(text) => {
                        if col > 0 {
                            y += d + 2.0 + gap;
                            col = 0;
                        }
                        if y + 7.0 + d > area.bottom() {
                            break;
                        }
                        c.heading(area.x, y + 5.0, 4.2, text);
                        y += 8.0;
                    }
                    Item::Piece(k, dark) => {
                        if col == columns {
                            col = 0;
                            y += d + 2.0 + gap;
                        }
                        if y + d + 2.0 > area.bottom() {
                            break;
                        }
                        let cx = area.x + col as f32 * (cell + gap) + cell / 2.0;
                        token(c, cx, y + d / 2.0 + 1.0, d, k, *dark);
                        col += 1;
                    }
                }
                next += 1;
            }
        });
        first = false;
    }
}

/// The legend: one line per kind with a White piece, its name and its move; returns the y below it.
fn legend(c: &mut Canvas, area: Area, kinds: &[PieceKind], d: f32) -> f32 {
    let size = (d * 0.7).min(14.0);
    let mut y = area.y;
    for k in kinds {
        token(
            c,
            area.x + size / 2.0 + 1.0,
            y + size / 2.0 + 1.0,
            size,
            k,
            false,
        );
        let x = area.x + size + 5.0;
        c.heading(x, y + 4.5, 3.8, &format!("{} ({})", k.name, k.letter));
        let bottom = c.paragraph(x, y + 9.0, area.w - size - 5.0, 3.2, &k.note, false);
        y = bottom.max(y + size + 2.0) + 1.0;
    }
    c.line(area.x, y, area.right(), y, Pen::Solid(0.2, Ink::gray(120)));
    y
}

/// The start position drawn small in `area` (rules sheet): `background` draws each square's ground,
/// then the pieces of `start` as tokens of `kinds`, then the outline and coordinates.
pub(crate) fn setup_small(
    c: &mut Canvas,
    area: Area,
    dims: Dims,
    start: &[Option<(Side, usize)>],
    kinds: &[PieceKind],
    background: &dyn Fn(&mut Canvas, &Grid),
) {
    let grid = small_grid(area, dims);
    let square = grid.square;
    background(c, &grid);
    for sq in dims.squares() {
        if let Some((side, piece)) = start[dims.index(sq)] {
            let (cx, cy) = grid.centre(sq);
            token(c, cx, cy, square * 0.82, &kinds[piece], side == Side::Black);
        }
    }
    frame_small(c, &grid);
}
