//! Where La Bataille's table puts things: the green felt and the panel, each player's avatar and
//! piles, the rows of table cards, and the panel's buttons.

use macroquad::prelude::*;

use super::super::cards::{CARD_H, CARD_W, row_offset};
use super::super::layout;
use super::super::ui::{self, Ui};
use crate::core::bataille::SOUTH;
use crate::core::game::Side;

/// The screen's geometry, in virtual units.
pub(super) struct Layout {
    pub(super) panel: Rect,
    /// The green table (left of the panel, or above it in portrait).
    pub(super) felt: Rect,
    /// The panel is under the table (a screen taller than wide).
    pub(super) portrait: bool,
    /// A card's size: [`CARD_W`] × [`CARD_H`] in landscape, larger in portrait (the table then spans
    /// the screen's width).
    pub(super) card: Vec2,
    pub(super) avatar: [Rect; 2],
    pub(super) main: [Rect; 2],
    pub(super) side: [Rect; 2],
    /// Left end of each side's row of table cards, and the space the row may take.
    pub(super) table: [Rect; 2],
}

pub(super) fn idx(side: Side) -> usize {
    if side == SOUTH { 0 } else { 1 }
}

/// The table's height beyond its four rows of cards (two players, two rows of table cards): the
/// margins, the piles' counts, the words "the stronger" and the tie sign between the rows.
const TABLE_EXTRA: f32 = 296.0;
/// The most a card grows in portrait: six cards of a battle's row still fit across the screen.
const MOST_GROWTH: f32 = 1.47;
/// The cards grow at least this much in portrait when the panel can give the room (its title and round
/// counts then step aside, see the panel).
const LEAST_GROWTH: f32 = 1.25;

/// How much larger than [`CARD_W`] × [`CARD_H`] the cards are in portrait: as large as the screen's
/// height allows once the panel has its title, counts, two lines of event and its buttons; at least
/// [`LEAST_GROWTH`] when the panel can do with two counts and three lines of event.
fn portrait_growth(ui: &Ui) -> f32 {
    let line = ui.line_height(ui::size::BODY);
    let buttons = layout::button_h(ui, 110.0) + layout::GAP + layout::button_h(ui, 80.0) + 24.0;
    let margins = 24.0 + 10.0 + 20.0;
    let full = margins + ui.line_height(ui::size::TITLE) + 6.0 + 6.0 * line + buttons;
    let least = margins + 5.0 * line + buttons;
    let growth = |panel: f32| (ui.height - panel - TABLE_EXTRA) / (4.0 * CARD_H);
    growth(full)
        .max(growth(least).min(LEAST_GROWTH))
        .clamp(0.8, MOST_GROWTH)
}

pub(super) fn layout(ui: &Ui) -> Layout {
    let panel_w = (ui.width * 0.3).clamp(420.0, 560.0);
    let portrait = layout::portrait(ui);
    let k = if portrait { portrait_growth(ui) } else { 1.0 };
    let (cw, ch) = (CARD_W * k, CARD_H * k);
    let (felt, panel) = if portrait {
        // The table across the whole width, as tall as its rows of cards need; the panel under it.
        let h = TABLE_EXTRA + 4.0 * ch;
        (
            Rect::new(0.0, 0.0, ui.width, h),
            Rect::new(0.0, h, ui.width, ui.height - h),
        )
    } else {
        (
            Rect::new(0.0, 0.0, ui.width - panel_w, ui.height),
            Rect::new(ui.width - panel_w, 0.0, panel_w, ui.height),
        )
    };
    let y0 = (felt.h - TABLE_EXTRA - 4.0 * ch) / 2.0;
    let left = 40.0;
    let avatar_w = 190.0;
    let piles_x = left + avatar_w + 20.0;
    let emma_table = y0 + 36.0 + ch + 72.0;
    let south_table = emma_table + ch + 48.0;
    let south_row = south_table + ch + 76.0;
    let rows_y = [south_row, y0 + 36.0];
    let table_y = [south_table, emma_table];
    // In portrait the two piles sit in the middle of the room right of the avatar, and the rows of
    // table cards start at the table's left edge: both span the screen.
    let (main_x, side_x, table_x) = if portrait {
        let c = (piles_x + felt.w - left) / 2.0;
        (c - 60.0 - cw, c + 60.0, left)
    } else {
        (piles_x, piles_x + cw + 70.0, piles_x)
    };
    let table_w = felt.w - 40.0 - table_x;
    let make = |side: usize| {
        (
            Rect::new(left, rows_y[side] + (ch - CARD_H) / 2.0, avatar_w, CARD_H),
            Rect::new(main_x, rows_y[side], cw, ch),
            Rect::new(side_x, rows_y[side], cw, ch),
            Rect::new(table_x, table_y[side], table_w, ch),
        )
    };
    let (a0, m0, s0, t0) = make(0);
    let (a1, m1, s1, t1) = make(1);
    Layout {
        panel,
        felt,
        portrait,
        card: vec2(cw, ch),
        avatar: [a0, a1],
        main: [m0, m1],
        side: [s0, s1],
        table: [t0, t1],
    }
}

/// Where the panel's buttons go.
pub(super) struct Buttons {
    pub(super) flip: Rect,
    pub(super) auto: Rect,
    /// −, the speed's label, +.
    pub(super) speed: Vec<Rect>,
    pub(super) new: Rect,
    pub(super) home: Rect,
}

pub(super) fn buttons(ui: &Ui, l: &Layout) -> Buttons {
    if l.portrait {
        // Two rows across the panel: Flip and Auto; then − speed +, New game and Back.
        let x = l.panel.x + 40.0;
        let w = l.panel.w - 80.0;
        let low_h = layout::button_h(ui, 80.0);
        let flip_h = layout::button_h(ui, 110.0);
        let bottom = l.panel.y + l.panel.h - 24.0;
        let low = ui::row(Rect::new(x, bottom - low_h, w, low_h), 5, layout::GAP);
        let top = Rect::new(x, bottom - low_h - layout::GAP - flip_h, w, flip_h);
        let auto_w = (w - layout::GAP) / 3.0;
        return Buttons {
            flip: Rect::new(top.x, top.y, w - auto_w - layout::GAP, flip_h),
            auto: Rect::new(top.x + w - auto_w, top.y, auto_w, flip_h),
            speed: low[0..3].to_vec(),
            new: low[3],
            home: low[4],
        };
    }
    let x = l.panel.x + 24.0;
    let w = l.panel.w - 48.0;
    let bottom = l.panel.y + l.panel.h;
    Buttons {
        flip: Rect::new(x, bottom - 560.0, w, 110.0),
        auto: Rect::new(x, bottom - 430.0, w, 80.0),
        speed: ui::row(Rect::new(x, bottom - 330.0, w, 70.0), 3, 12.0),
        new: Rect::new(x, bottom - 180.0, w, 70.0),
        home: ui::row(Rect::new(x, bottom - 90.0, w, 70.0), 2, 12.0)[0],
    }
}

/// Where card `k` of a side's table row goes when a row holds up to `n` cards (at least six places, so
/// that the cards of a battle do not move as they come). In a long battle the cards overlap: the
/// face-up ones (the 1st, 5th, 9th… of a row: one face up, then three hidden and one face up per
/// battle) keep more room, so that their rank shows. In portrait, where the rows span the screen, a
/// round's single pair sits in the middle of the table rather than at its left edge.
pub(super) fn slot(l: &Layout, side: Side, k: usize, n: usize) -> Rect {
    let row = l.table[idx(side)];
    let (cw, ch) = (l.card.x, l.card.y);
    let places = n.max(6);
    let x = row_offset(row.w, cw, places, cw + 24.0, k, |j| j.is_multiple_of(4));
    let centre = if l.portrait && n <= 1 {
        (row.w - cw) / 2.0
    } else {
        0.0
    };
    Rect::new(row.x + x + centre, row.y, cw, ch)
}

pub(super) fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    let t = t.clamp(0.0, 1.0);
    let t = t * t * (3.0 - 2.0 * t);
    Rect::new(
        a.x + (b.x - a.x) * t,
        a.y + (b.y - a.y) * t,
        a.w + (b.w - a.w) * t,
        a.h + (b.h - a.h) * t,
    )
}
