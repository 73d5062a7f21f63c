//! The chars mine cards: fronts, then backs mirrored for double-sided printing, on a grid without
//! gutters (one trimmer stroke per grid line). Each side's cards form their own block of whole rows,
//! with a gutter between the two blocks, so that every back can bleed past its cut lines: a cut a little
//! off shows more of the same back, never the other side's colour.

use crate::i18n::Texts;
use crate::print::Ctx;
use crate::print::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use crate::print::layout::{Area, Paper};
use crate::print::pdf::Doc;
use crate::print::sheet::{FOOTER, HEADER, footer, header};

/// The gap between a block of cards and its crop marks (clear of the backs' bleed), and their length.
const CROP_GAP: f32 = BACK_BLEED + 1.0;
const CROP_LEN: f32 = 5.0;
/// How far each back runs past its cut lines.
const BACK_BLEED: f32 = 3.0;
/// The gutter between White's cards and Black's: room for both blocks' bleed.
const SIDE_GUTTER: f32 = 2.0 * BACK_BLEED;

/// One card: whose (`dark` for Black) and whether it explodes.
#[derive(Clone, Copy)]
pub(super) struct Card {
    pub(super) dark: bool,
    pub(super) explosion: bool,
}

/// A card placed on a page: the card and its top-left corner.
type Placed = (Card, (f32, f32));

/// The cards laid out page by page: row by row, a new row (after a gutter) when the side changes, the
/// columns centred on the page so that the back page mirrors them exactly.
fn pages(paper: Paper, area: Area, size: f32, cards: &[Card]) -> Vec<Vec<Placed>> {
    let columns = ((area.w / size).floor() as usize).max(1);
    let (page_w, _) = paper.size_mm();
    let x0 = (page_w - columns as f32 * size) / 2.0;
    let mut pages: Vec<Vec<Placed>> = vec![Vec::new()];
    let (mut col, mut y) = (0, area.y);
    let mut last: Option<bool> = None;
    for &card in cards {
        let new_side = last.is_some_and(|d| d != card.dark);
        if new_side || col == columns {
            if col > 0 {
                y += size;
            }
            col = 0;
            if new_side && y > area.y {
                y += SIDE_GUTTER;
            }
        }
        if y + size > area.bottom() + 0.01 {
            pages.push(Vec::new());
            y = area.y;
            col = 0;
        }
        let page = pages.last_mut().expect("one page at least");
        page.push((card, (x0 + col as f32 * size, y)));
        col += 1;
        last = Some(card.dark);
    }
    pages
}

/// The mine cards: a page of fronts (each side's explosions and blanks, its letter in a corner), then a
/// page of backs placed so that, printed on the other face of the sheet (flipped on its long edge), each
/// back lies behind its front.
pub fn mine_cards(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let size = ctx.spec.card_mm * ctx.square / ctx.spec.square_mm;
    let mut cards = Vec::new();
    for dark in [false, true] {
        let card = |explosion| Card { dark, explosion };
        cards.extend((0..ctx.spec.explosions).map(|_| card(true)));
        cards.extend((0..ctx.spec.blanks).map(|_| card(false)));
    }
    let letters = [
        texts.get("print-side-white-letter"),
        texts.get("print-side-black-letter"),
    ];
    let area = paper.content();
    // Room for the instructions above, and for the crop marks around the block.
    let mark = CROP_GAP + CROP_LEN;
    let top = area.y + HEADER + 14.0 + mark;
    let cards_area = Area {
        x: area.x + mark,
        y: top,
        w: area.w - 2.0 * mark,
        h: area.bottom() - FOOTER - top - mark,
    };
    let (page_w, _) = paper.size_mm();
    for placed in pages(paper, cards_area, size, &cards) {
        doc.page(|c| {
            cards_page(c, paper, texts, "print-chars-cards-front");
            c.paragraph(
                area.x,
                area.y + HEADER + 4.0,
                area.w,
                3.2,
                &texts.get("print-chars-cards-how"),
                false,
            );
            let corners: Vec<_> = placed.iter().map(|p| p.1).collect();
            grid_marks(c, &corners, size);
            for &(card, (x, y)) in &placed {
                card_front(c, x, y, size, card, &letters[card.dark as usize], texts);
            }
        });
        doc.page(|c| {
            cards_page(c, paper, texts, "print-chars-cards-back");
            let mirrored: Vec<Placed> = placed
                .iter()
                .map(|&(card, (x, y))| (card, (page_w - x - size, y)))
                .collect();
            // Every back bleeds past its four cut lines: the same back under a neighbour of its own
            // side, the gutter's half elsewhere.
            for &(card, (x, y)) in &mirrored {
                let b = BACK_BLEED;
                card_back_ground(c, x - b, y - b, size + 2.0 * b, size + 2.0 * b, card.dark);
            }
            for &(card, (x, y)) in &mirrored {
                card_back(c, x, y, size, &letters[card.dark as usize], card.dark);
            }
            let corners: Vec<_> = mirrored.iter().map(|p| p.1).collect();
            grid_marks(c, &corners, size);
        });
    }
}

/// The title and footer of a page of cards; `which` names the face (front or back).
fn cards_page(c: &mut Canvas, paper: Paper, texts: &Texts, which: &str) {
    header(
        c,
        paper,
        &texts.get("print-chars-cards-title"),
        &texts.get(which),
    );
    footer(c, paper, &texts.get("print-pieces-footer"));
}

pub(super) fn card_front(
    c: &mut Canvas,
    x: f32,
    y: f32,
    s: f32,
    card: Card,
    letter: &str,
    texts: &Texts,
) {
    c.rect(
        x,
        y,
        s,
        s,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.15, Ink::gray(90))),
    );
    // The owner's frame: thin for White; thick and dark for Black, or doubled when ink is saved.
    let inset = s * 0.05;
    if card.dark && c.ink_saving {
        // The inner line in the light tone of textures.
        for (k, ink) in [(0.0, Ink::BLACK), (s * 0.04, c.texture(Ink::BLACK))] {
            c.rect(
                x + inset + k,
                y + inset + k,
                s - 2.0 * (inset + k),
                s - 2.0 * (inset + k),
                None,
                Some(Pen::Solid(s * 0.015, ink)),
            );
        }
    } else {
        let (fw, ink) = if card.dark {
            (s * 0.08, Ink::gray(35))
        } else {
            (s * 0.02, Ink::BLACK)
        };
        c.rect(
            x + inset + fw / 2.0,
            y + inset + fw / 2.0,
            s * 0.9 - fw,
            s * 0.9 - fw,
            None,
            Some(Pen::Solid(fw, ink)),
        );
    }
    let face = card_face(s);
    let (lx, ly, lsize) = face.letter;
    c.label(x + lx, y + ly, lsize, s * 0.3, letter, true, Ink::BLACK);
    let (cx, cy, r) = face.picture;
    let (cx, cy) = (x + cx, y + cy);
    let (word, bold) = if card.explosion {
        let points = crate::print::canvas::star_points(cx, cy, r, r * 0.5, 10);
        let fill = (!c.ink_saving).then_some(Ink(250, 200, 60));
        c.polygon(&points, true, fill, Some(Pen::Solid(s * 0.02, Ink::BLACK)));
        ("print-chars-card-explosion", true)
    } else {
        c.circle(
            cx,
            cy,
            r * 0.5,
            None,
            Some(Pen::Solid(s * 0.02, Ink::gray(90))),
        );
        ("print-chars-card-blank", false)
    };
    if let Some((wx, wy, wsize)) = face.word {
        c.label(
            x + wx,
            y + wy,
            wsize,
            face.inner.2 - 2.0 * face.pad,
            &texts.get(word),
            bold,
            Ink::BLACK,
        );
    }
}

/// Where the parts of a card's face go, from its top-left corner (mm).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardFace {
    /// The room inside the owner's frame (the thickest, Black's): x, y, width, height.
    pub inner: (f32, f32, f32, f32),
    /// The room kept between the parts and the frame.
    pub pad: f32,
    /// The owner's letter: the centre of its line and its size.
    pub letter: (f32, f32, f32),
    /// The picture (the explosion's star, the blank's circle): its centre and outer radius.
    pub picture: (f32, f32, f32),
    /// The word under the picture, on cards big enough to read it (not the mini kit's): the centre of
    /// its line and its size.
    pub word: Option<(f32, f32, f32)>,
}

/// The face of a card `s` mm a side: the letter in the top-left corner, the word along the bottom of
/// the frame, the picture as large as it can be between them, every part inside the frame.
pub fn card_face(s: f32) -> CardFace {
    // Black's frame is the thickest: 5 % of the card outside it, 8 % wide.
    let edge = s * 0.13;
    let inner = (edge, edge, s - 2.0 * edge, s - 2.0 * edge);
    let pad = s * 0.03;
    let lsize = (s * 0.13).max(MIN_TEXT);
    // A line of text takes from 0.35 size above its centre (capitals) to 0.55 below (descenders).
    let letter = (edge + pad + s * 0.06, edge + pad + lsize * 0.35, lsize);
    let word = (s >= 20.0).then(|| {
        let size = (s * 0.11).max(MIN_TEXT);
        (s / 2.0, s - edge - pad - size * 0.55, size)
    });
    let top = edge + pad;
    let bottom = match word {
        Some((_, wy, size)) => wy - size * 0.35 - pad,
        None => s - edge - pad,
    };
    let r = ((bottom - top) / 2.0).min(s * 0.3);
    CardFace {
        inner,
        pad,
        letter,
        picture: (s / 2.0, (top + bottom) / 2.0, r),
        word,
    }
}

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

/// The ground of a back, its cell and its bleed: dark or white with a texture on the page's own
/// lattice, so that the backs of one side join without a seam. When ink is saved Black's backs are
/// cross-hatched instead of dark.
fn card_back_ground(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, dark: bool) {
    let spacing = 3.0;
    if dark && !c.ink_saving {
        c.rect(x, y, w, h, Some(Ink::gray(40)), None);
        c.hatch_aligned(x, y, w, h, spacing, Pen::Solid(0.25, Ink::gray(110)), true);
        return;
    }
    let pen = Pen::Solid(0.25, Ink::gray(128));
    c.hatch_aligned(x, y, w, h, spacing, pen, true);
    if dark {
        c.hatch_aligned(x, y, w, h, spacing, pen, false);
    }
}

/// A back's mark: its side's letter in a disc.
fn card_back(c: &mut Canvas, x: f32, y: f32, s: f32, letter: &str, dark: bool) {
    let (fill, ink) = if dark && !c.ink_saving {
        (Ink::gray(40), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    };
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
