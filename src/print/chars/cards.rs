//! The chars mine cards: fronts, then backs mirrored for double-sided printing, on a gutter-free grid.

use crate::print::Ctx;
use crate::print::canvas::{Canvas, Ink, Pen};
use crate::print::layout::{Area, Paper};
use crate::print::pdf::Doc;
use crate::print::sheet::{footer, header};

/// Where the cards of a page go: (x, y) of each, row by row, centred on the page so that the back page
/// can mirror it exactly.
fn card_positions(paper: Paper, area: Area, size: f32, gap: f32, count: usize) -> Vec<(f32, f32)> {
    let columns = (((area.w + gap) / (size + gap)).floor() as usize).max(1);
    let used = columns as f32 * (size + gap) - gap;
    let (page_w, _) = paper.size_mm();
    let x0 = (page_w - used) / 2.0;
    (0..count)
        .map(|i| {
            (
                x0 + (i % columns) as f32 * (size + gap),
                area.y + (i / columns) as f32 * (size + gap),
            )
        })
        .collect()
}

/// The mine cards: a page of fronts (each side's explosions and blanks, its letter in a corner), then a
/// page of backs placed so that, printed on the other face of the sheet (flipped on its long edge), each
/// back lies behind its front.
pub fn mine_cards(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let size = ctx.spec.card_mm * ctx.square / ctx.spec.square_mm;
    // No gutter: one trimmer stroke per grid line, guided by the crop marks around the block.
    let gap = 0.0;
    let mut cards = Vec::new();
    for dark in [false, true] {
        cards.extend((0..ctx.spec.explosions).map(|_| (dark, true)));
        cards.extend((0..ctx.spec.blanks).map(|_| (dark, false)));
    }
    let letters = [
        texts.get("print-side-white-letter"),
        texts.get("print-side-black-letter"),
    ];
    // How many fit on a page below the instructions.
    let area = paper.content();
    // Room for the crop marks around the block.
    let mark = CROP_GAP + CROP_LEN;
    let top = area.y + crate::print::sheet::HEADER + 14.0 + mark;
    let rows_area = Area {
        x: area.x + mark,
        y: top,
        w: area.w - 2.0 * mark,
        h: area.bottom() - crate::print::sheet::FOOTER - top - mark,
    };
    let columns = (((rows_area.w + gap) / (size + gap)).floor() as usize).max(1);
    let rows = (((rows_area.h + gap) / (size + gap)).floor() as usize).max(1);
    let per_page = columns * rows;
    for chunk in cards.chunks(per_page) {
        let positions = card_positions(paper, rows_area, size, gap, chunk.len());
        doc.page(|c| {
            header(
                c,
                paper,
                &texts.get("print-chars-cards-title"),
                &texts.get("print-chars-cards-front"),
            );
            footer(c, paper, &texts.get("print-pieces-footer"));
            c.paragraph(
                area.x,
                area.y + crate::print::sheet::HEADER + 4.0,
                area.w,
                3.2,
                &texts.get("print-chars-cards-how"),
                false,
            );
            grid_marks(c, &positions, size);
            for (&(dark, explosion), &(x, y)) in chunk.iter().zip(&positions) {
                card_front(
                    c,
                    x,
                    y,
                    size,
                    explosion,
                    &letters[dark as usize],
                    dark,
                    texts,
                );
            }
        });
        doc.page(|c| {
            header(
                c,
                paper,
                &texts.get("print-chars-cards-title"),
                &texts.get("print-chars-cards-back"),
            );
            footer(c, paper, &texts.get("print-pieces-footer"));
            let (page_w, _) = paper.size_mm();
            let mirrored: Vec<(f32, f32)> = positions
                .iter()
                .map(|&(x, y)| (page_w - x - size, y))
                .collect();
            // Backs bleed 3 mm past the block's outer edges, so that a cut a little outside the line
            // shows no white; inside the block the trimmer cuts between two backs.
            let bounds = block(&mirrored, size);
            for (&(dark, _), &(x, y)) in chunk.iter().zip(&mirrored) {
                let (mut bx, mut by, mut bw, mut bh) = (x, y, size, size);
                if (x - bounds.0).abs() < 0.01 {
                    bx -= BACK_BLEED;
                    bw += BACK_BLEED;
                }
                if (x + size - bounds.2).abs() < 0.01 {
                    bw += BACK_BLEED;
                }
                if (y - bounds.1).abs() < 0.01 {
                    by -= BACK_BLEED;
                    bh += BACK_BLEED;
                }
                if (y + size - bounds.3).abs() < 0.01 {
                    bh += BACK_BLEED;
                }
                card_back_fill(c, bx, by, bw, bh, dark);
            }
            for (&(dark, _), &(x, y)) in chunk.iter().zip(&mirrored) {
                card_back(c, x, y, size, &letters[dark as usize], dark);
            }
            grid_marks(c, &mirrored, size);
        });
    }
}

fn card_front(
    c: &mut Canvas,
    x: f32,
    y: f32,
    s: f32,
    explosion: bool,
    letter: &str,
    dark: bool,
    texts: &crate::i18n::Texts,
) {
    c.rect(
        x,
        y,
        s,
        s,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.15, Ink::gray(90))),
    );
    // The owner's frame: thin for White, thick and dark for Black.
    let (fw, ink) = if dark {
        (s * 0.08, Ink::gray(35))
    } else {
        (s * 0.02, Ink::BLACK)
    };
    c.rect(
        x + s * 0.05 + fw / 2.0,
        y + s * 0.05 + fw / 2.0,
        s * 0.9 - fw,
        s * 0.9 - fw,
        None,
        Some(Pen::Solid(fw, ink)),
    );
    c.label(
        x + s * 0.2,
        y + s * 0.22,
        s * 0.13,
        s * 0.2,
        letter,
        true,
        Ink::BLACK,
    );
    let (cx, cy) = (x + s / 2.0, y + s * 0.5);
    if explosion {
        let points = crate::print::canvas::star_points(cx, cy, s * 0.3, s * 0.15, 10);
        c.polygon(
            &points,
            true,
            Some(Ink(250, 200, 60)),
            Some(Pen::Solid(s * 0.02, Ink::BLACK)),
        );
        c.label(
            cx,
            cy + s * 0.33,
            s * 0.11,
            s * 0.75,
            &texts.get("print-chars-card-explosion"),
            true,
            Ink::BLACK,
        );
    } else {
        c.circle(
            cx,
            cy,
            s * 0.15,
            None,
            Some(Pen::Solid(s * 0.02, Ink::gray(90))),
        );
        c.label(
            cx,
            cy + s * 0.33,
            s * 0.11,
            s * 0.75,
            &texts.get("print-chars-card-blank"),
            false,
            Ink::BLACK,
        );
    }
}

/// The gap between a block of cards and its crop marks, and their length.
const CROP_GAP: f32 = 2.0;
const CROP_LEN: f32 = 5.0;
/// How far the backs run past the block's outer edges.
const BACK_BLEED: f32 = 3.0;

/// The block of cards: left, top, right, bottom.
fn block(positions: &[(f32, f32)], size: f32) -> (f32, f32, f32, f32) {
    positions.iter().fold(
        (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
        |(l, t, r, b), &(x, y)| (l.min(x), t.min(y), r.max(x + size), b.max(y + size)),
    )
}

/// Crop marks in line with every cut of a gutter-free block of cards, outside it on all four sides.
fn grid_marks(c: &mut Canvas, positions: &[(f32, f32)], size: f32) {
    let (l, t, r, b) = block(positions, size);
    let pen = Pen::Solid(0.25, Ink::BLACK);
    let mut xs: Vec<f32> = positions.iter().flat_map(|&(x, _)| [x, x + size]).collect();
    let mut ys: Vec<f32> = positions.iter().flat_map(|&(_, y)| [y, y + size]).collect();
    for v in [&mut xs, &mut ys] {
        v.sort_by(f32::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 0.01);
    }
    for x in xs {
        c.line(x, t - CROP_GAP - CROP_LEN, x, t - CROP_GAP, pen);
        c.line(x, b + CROP_GAP, x, b + CROP_GAP + CROP_LEN, pen);
    }
    for y in ys {
        c.line(l - CROP_GAP - CROP_LEN, y, l - CROP_GAP, y, pen);
        c.line(r + CROP_GAP, y, r + CROP_GAP + CROP_LEN, y, pen);
    }
}

fn back_colours(dark: bool) -> (Ink, Ink) {
    if dark {
        (Ink::gray(40), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    }
}

/// A back's background, over its cell and its bleed.
fn card_back_fill(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, dark: bool) {
    let (fill, _) = back_colours(dark);
    c.rect(x, y, w, h, Some(fill), None);
}

fn card_back(c: &mut Canvas, x: f32, y: f32, s: f32, letter: &str, dark: bool) {
    let (fill, ink) = back_colours(dark);
    c.rect(x, y, s, s, None, Some(Pen::Solid(0.15, Ink::gray(128))));
    c.hatch(
        x + s * 0.08,
        y + s * 0.08,
        s * 0.84,
        s * 0.84,
        s * 0.12,
        Pen::Solid(s * 0.01, Ink::gray(128)),
        true,
    );
    c.circle(
        x + s / 2.0,
        y + s / 2.0,
        s * 0.22,
        Some(fill),
        Some(Pen::Solid(s * 0.025, ink)),
    );
    c.label(
        x + s / 2.0,
        y + s / 2.0,
        s * 0.26,
        s * 0.4,
        letter,
        true,
        ink,
    );
}
