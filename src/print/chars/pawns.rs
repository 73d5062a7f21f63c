//! The chars tank pawns: strips folded into a little roof; the die shares their last page.

use krilla::geom::Transform;

use super::die::{DIE_FACE, die, die_height};
use crate::print::Ctx;
use crate::print::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use crate::print::pdf::Doc;
use crate::print::sheet::{footer, header};
use crate::print::tokens::side_rect;

/// A tank seen from the side, in a box of `w × h` with its top-left at (x, y).
fn tank_side(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, ink: Ink) {
    let pen = Pen::Solid(w * 0.03, ink);
    // Solid shapes, or their outlines when ink is saved.
    let (fill, outline) = if c.ink_saving {
        (None, Some(pen))
    } else {
        (Some(ink), None)
    };
    // Tracks: a rounded band with wheels.
    let ty = y + h * 0.62;
    let th = h * 0.28;
    c.rect(x + w * 0.1, ty, w * 0.8, th, None, Some(pen));
    for i in 0..5 {
        let cx = x + w * (0.2 + 0.15 * i as f32);
        c.circle(cx, ty + th / 2.0, th * 0.3, Some(ink), None);
    }
    // Hull, turret, gun.
    c.polygon(
        &[
            (x + w * 0.05, ty),
            (x + w * 0.15, y + h * 0.45),
            (x + w * 0.85, y + h * 0.45),
            (x + w * 0.95, ty),
        ],
        true,
        fill,
        outline,
    );
    c.rect(x + w * 0.3, y + h * 0.28, w * 0.35, h * 0.17, fill, outline);
    c.line(
        x + w * 0.62,
        y + h * 0.34,
        x + w * 0.98,
        y + h * 0.3,
        Pen::Solid(h * 0.06, ink),
    );
}

/// One face of a pawn: the tank, its number and its side's letter.
fn pawn_face(
    c: &mut Canvas,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    number: usize,
    letter: &str,
    dark: bool,
) {
    let ink = side_rect(c, x, y, w, h, dark);
    tank_side(c, x + w * 0.08, y + h * 0.05, w * 0.84, h * 0.6, ink);
    c.label(
        x + w * 0.35,
        y + h * 0.8,
        (h * 0.26).max(MIN_TEXT),
        w * 0.4,
        &number.to_string(),
        true,
        ink,
    );
    c.label(
        x + w * 0.75,
        y + h * 0.8,
        (h * 0.18).max(MIN_TEXT),
        w * 0.3,
        letter,
        true,
        ink,
    );
}

/// The size of a pawn strip: width, face panel, glue tab, whole height.
#[derive(Clone, Copy)]
struct Strip {
    w: f32,
    panel: f32,
    tab: f32,
    h: f32,
}

/// A side as its pawns show it: its name, its letter, whether it is dark.
type SideMarks = (String, String, bool);

/// Draws the pawns of `queue` (popped from its end) on a page from `y` down, a side's name before its
/// pawns; returns the y below the last row.
fn pawn_rows(
    c: &mut Canvas,
    area: crate::print::layout::Area,
    mut y: f32,
    strip: Strip,
    sides: &[SideMarks; 2],
    queue: &mut Vec<(usize, usize)>,
    texts: &crate::i18n::Texts,
) -> f32 {
    let Strip { w, panel, tab, h } = strip;
    let gap = 3.0;
    let columns = (((area.w + gap) / (w + gap)).floor() as usize).max(1);
    let mut col = 0;
    let mut current_side = None;
    while let Some(&(side, n)) = queue.last() {
        if current_side != Some(side) {
            if col > 0 {
                y += h + gap;
                col = 0;
            }
            if y + 8.0 + h > area.bottom() {
                break;
            }
            let name = &sides[side].0;
            c.heading(area.x, y + 5.0, 4.0, name);
            y += 8.0;
            current_side = Some(side);
        }
        if col == columns {
            col = 0;
            y += h + gap;
        }
        if y + h > area.bottom() {
            break;
        }
        let x = area.x + col as f32 * (w + gap);
        let (_, letter, dark) = &sides[side];
        pawn(c, x, y, w, panel, tab, n, letter, *dark, texts);
        col += 1;
        queue.pop();
    }
    if col > 0 { y + h + gap } else { y }
}

/// The tank pawns: a strip per tank, folded into a little roof standing on its two glued tabs. The
/// race die follows them unless it went below the race track.
pub fn tank_pawns(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let w = ctx.spec.piece_mm * ctx.square / ctx.spec.square_mm;
    let panel = w * 1.1;
    let tab = panel * 0.45;
    let strip = Strip {
        w,
        panel,
        tab,
        h: 2.0 * panel + 2.0 * tab,
    };
    let count = ctx.spec.count("tank") as usize;
    let side = |name: &str, dark| {
        (
            texts.get(&format!("print-side-{name}")),
            texts.get(&format!("print-side-{name}-letter")),
            dark,
        )
    };
    let sides = [side("white", false), side("black", true)];
    let title = texts.tr("print-chars-pawns-title", &[]);
    let mut queue: Vec<(usize, usize)> = (0..2)
        .flat_map(|side| (1..=count).map(move |n| (side, n)))
        .collect();
    queue.reverse();
    let mut first = true;
    while !queue.is_empty() {
        doc.page(|c| {
            let area = header(c, paper, &title, &texts.get("print-pieces-note"));
            footer(c, paper, &texts.get("print-pieces-footer"));
            let mut y = area.y;
            if first {
                let how = texts.get("print-chars-pawns-how");
                y = c.paragraph(area.x, y + 4.0, area.w, 3.3, &how, false) + 2.0;
            }
            let below = pawn_rows(c, area, y, strip, &sides, &mut queue, texts);
            let room = below + 6.0 + die_height(DIE_FACE) <= area.bottom();
            if queue.is_empty() && room && !ctx.die_done.get() {
                die(c, texts, area.x, below + 4.0, area.w, DIE_FACE);
                ctx.die_done.set(true);
            }
        });
        first = false;
    }
    if !ctx.die_done.get() {
        doc.page(|c| {
            let area = header(c, paper, &title, &texts.get("print-pieces-note"));
            footer(c, paper, &texts.get("print-pieces-footer"));
            die(c, texts, area.x, area.y + 4.0, area.w, DIE_FACE);
        });
        ctx.die_done.set(true);
    }
}

/// One pawn strip: glue tab, front face, back face (upside down, so it reads upright once folded),
/// tab; fold lines between them, the cut line around.
fn pawn(
    c: &mut Canvas,
    x: f32,
    y: f32,
    w: f32,
    panel: f32,
    tab: f32,
    n: usize,
    letter: &str,
    dark: bool,
    texts: &crate::i18n::Texts,
) {
    let h = 2.0 * panel + 2.0 * tab;
    // Top tab.
    c.hatch(x, y, w, tab, 2.0, Pen::Solid(0.2, Ink::gray(150)), true);
    c.label(
        x + w / 2.0,
        y + tab / 2.0,
        MIN_TEXT,
        w * 0.9,
        &texts.get("print-glue-word"),
        true,
        Ink::BLACK,
    );
    // Front face (upside down: the strip is folded over the top of the roof).
    let fy = y + tab;
    c.push_transform(Transform::from_rotate_at(
        180.0,
        x + w / 2.0,
        fy + panel / 2.0,
    ));
    pawn_face(c, x, fy, w, panel, n, letter, dark);
    c.pop();
    // Back face, upright.
    pawn_face(c, x, fy + panel, w, panel, n, letter, dark);
    // Bottom tab.
    let by = fy + 2.0 * panel;
    c.label(
        x + w / 2.0,
        by + tab / 2.0,
        MIN_TEXT,
        w * 0.9,
        &texts.get("print-fold-word"),
        false,
        Ink::gray(80),
    );
    for fy in [y + tab, y + tab + panel, y + tab + 2.0 * panel] {
        c.line(x, fy, x + w, fy, Pen::Fold);
    }
    c.rect(x, y, w, h, None, Some(Pen::Cut));
}
