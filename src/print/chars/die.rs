//! The race die: a cube net with glue tabs.

use crate::print::canvas::{Canvas, Ink, Pen};

/// The side of a face of the die, in mm.
pub const DIE_FACE: f32 = 16.0;

/// The height of the die's net with its title, for faces of `face` mm.
pub(super) fn die_height(face: f32) -> f32 {
    4.0 * face + 2.0 * face * 0.3
}

/// A six-sided die to cut out, fold and glue: a cross-shaped net of `face` mm squares (opposite faces
/// add up to 7), with a glue tab on seven edges, one for each edge that is glued.
pub(super) fn die(c: &mut Canvas, texts: &crate::i18n::Texts, x: f32, y: f32, w: f32, face: f32) {
    let tab = face * 0.3;
    let net_w = 3.0 * face + 2.0 * tab;
    let (ox, oy) = (x + tab, y + tab);
    // The title and the instructions beside the net.
    let text_x = x + net_w + 6.0;
    let text_w = (w - net_w - 6.0).max(30.0);
    let below = c.paragraph(
        text_x,
        y + 5.0,
        text_w,
        4.0,
        &texts.get("print-chars-die-title"),
        true,
    );
    c.paragraph(
        text_x,
        below + 1.0,
        text_w,
        3.4,
        &texts.get("print-chars-die-how"),
        false,
    );
    // Column A (top), B, C, D; L and R beside B. Opposites: A–C (2, 5), B–D (1, 6), L–R (3, 4).
    // Each face: (column, row, pips, the sides that carry a glue tab: 0 top, 1 right, 3 left, 2 bottom).
    let cell = |col: f32, row: f32| (ox + col * face, oy + row * face);
    let faces: [(f32, f32, u8, &[u8]); 6] = [
        (1.0, 0.0, 2, &[0, 3, 1]),
        (1.0, 1.0, 1, &[]),
        (1.0, 2.0, 5, &[3, 1]),
        (1.0, 3.0, 6, &[3, 1]),
        (0.0, 1.0, 3, &[]),
        (2.0, 1.0, 4, &[]),
    ];
    for &(col, row, pips, _) in &faces {
        let (fx, fy) = cell(col, row);
        c.rect(fx, fy, face, face, Some(Ink::WHITE), None);
        pips_on(c, fx, fy, face, pips);
    }
    let tabs = faces
        .iter()
        .flat_map(|&(col, row, _, sides)| sides.iter().map(move |&side| (col, row, side)));
    for (col, row, side) in tabs {
        let (fx, fy) = cell(col, row);
        let points = tab_points(fx, fy, face, tab, side);
        c.polygon(&points, false, None, Some(Pen::Cut));
        let (mx, my) = (
            points.iter().map(|p| p.0).sum::<f32>() / 4.0,
            points.iter().map(|p| p.1).sum::<f32>() / 4.0,
        );
        c.hatch(
            mx - tab * 0.35,
            my - tab * 0.35,
            tab * 0.7,
            tab * 0.7,
            1.5,
            Pen::Solid(0.2, Ink::gray(150)),
            true,
        );
        // The face edge under a tab is a fold.
        c.line(
            points[0].0,
            points[0].1,
            points[3].0,
            points[3].1,
            Pen::Fold,
        );
    }
    // Folds between faces, cuts around the rest.
    for &(col, row, _, _) in &faces {
        let (fx, fy) = cell(col, row);
        c.rect(fx, fy, face, face, None, Some(Pen::Fold));
    }
    let outer = [
        ((0.0, 1.0), (1.0, 1.0)),
        ((0.0, 1.0), (0.0, 2.0)),
        ((0.0, 2.0), (1.0, 2.0)),
        ((2.0, 1.0), (3.0, 1.0)),
        ((3.0, 1.0), (3.0, 2.0)),
        ((2.0, 2.0), (3.0, 2.0)),
        ((1.0, 4.0), (2.0, 4.0)),
    ];
    for ((c0, r0), (c1, r1)) in outer {
        let (ax, ay) = cell(c0, r0);
        let (bx, by) = cell(c1, r1);
        c.line(ax, ay, bx, by, Pen::Solid(0.5, Ink::WHITE));
        c.line(ax, ay, bx, by, Pen::Cut);
    }
}

/// The outline of a glue tab on one side of the face at (fx, fy): 0 top, 1 right, 3 left, 2 bottom;
/// from the face's corner, out and back to its other corner.
fn tab_points(fx: f32, fy: f32, face: f32, tab: f32, side: u8) -> [(f32, f32); 4] {
    let k = tab * 0.8;
    match side {
        0 => [
            (fx, fy),
            (fx + k, fy - tab),
            (fx + face - k, fy - tab),
            (fx + face, fy),
        ],
        1 => [
            (fx + face, fy),
            (fx + face + tab, fy + k),
            (fx + face + tab, fy + face - k),
            (fx + face, fy + face),
        ],
        3 => [
            (fx, fy),
            (fx - tab, fy + k),
            (fx - tab, fy + face - k),
            (fx, fy + face),
        ],
        _ => [
            (fx, fy + face),
            (fx + k, fy + face + tab),
            (fx + face - k, fy + face + tab),
            (fx + face, fy + face),
        ],
    }
}

/// The pips of a die face `face` mm a side, its top-left at (x, y) (the die to fold, and the die
/// drawn on the worksheets).
pub(crate) fn pips_on(c: &mut Canvas, x: f32, y: f32, face: f32, n: u8) {
    let (a, m, b) = (0.25, 0.5, 0.75);
    let spots: &[(f32, f32)] = match n {
        1 => &[(m, m)],
        2 => &[(a, a), (b, b)],
        3 => &[(a, a), (m, m), (b, b)],
        4 => &[(a, a), (b, a), (a, b), (b, b)],
        5 => &[(a, a), (b, a), (m, m), (a, b), (b, b)],
        _ => &[(a, a), (b, a), (a, m), (b, m), (a, b), (b, b)],
    };
    for &(px, py) in spots {
        c.circle(
            x + px * face,
            y + py * face,
            face * 0.09,
            Some(Ink::BLACK),
            None,
        );
    }
}
