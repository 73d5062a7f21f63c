//! Where La Bataille's table puts things: the green felt and the panel, each player's avatar and
//! piles, the rows of table cards, and the panel's buttons.

use macroquad::prelude::*;

use super::super::cards::{CARD_H, CARD_W, row_offset};
use super::super::layout::{self, Portrait};
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
    pub(super) avatar: [Rect; 2],
    pub(super) main: [Rect; 2],
    pub(super) side: [Rect; 2],
    /// Left end of each side's row of table cards, and the space the row may take.
    pub(super) table: [Rect; 2],
}

pub(super) fn idx(side: Side) -> usize {
    if side == SOUTH { 0 } else { 1 }
}

pub(super) fn layout(ui: &Ui) -> Layout {
    let panel_w = (ui.width * 0.3).clamp(420.0, 560.0);
    // In portrait the table keeps its 1080 units of height, across the whole width; the panel is under
    // it (see crate::app::layout).
    let split = layout::split(
        ui,
        panel_w,
        Portrait {
            ratio: 1100.0 / ui.width,
            below: 0.0,
            text: 380.0,
            buttons: layout::button_h(ui, 110.0) + layout::button_h(ui, 80.0) + 62.0,
        },
    );
    let panel = split.panel;
    let felt = split.board;
    let y0 = (felt.h - 1080.0) / 2.0;
    let left = 40.0;
    let avatar_w = 190.0;
    let piles_x = left + avatar_w + 20.0;
    let rows_y = [y0 + 820.0, y0 + 36.0];
    let table_y = [y0 + 548.0, y0 + 304.0];
    let table_x = piles_x;
    let table_w = felt.w - 40.0 - table_x;
    let make = |side: usize| {
        (
            Rect::new(left, rows_y[side], avatar_w, CARD_H),
            Rect::new(piles_x, rows_y[side], CARD_W, CARD_H),
            Rect::new(piles_x + CARD_W + 70.0, rows_y[side], CARD_W, CARD_H),
            Rect::new(table_x, table_y[side], table_w, CARD_H),
        )
    };
    let (a0, m0, s0, t0) = make(0);
    let (a1, m1, s1, t1) = make(1);
    Layout {
        panel,
        felt,
        portrait: split.portrait,
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
/// that the first cards do not move when a battle comes). In a long battle the cards overlap: the
/// face-up ones (the 1st, 5th, 9th… of a row: one face up, then three hidden and one face up per
/// battle) keep more room, so that their rank shows.
pub(super) fn slot(l: &Layout, side: Side, k: usize, n: usize) -> Rect {
    let row = l.table[idx(side)];
    let x = row_offset(row.w, CARD_W, n.max(6), CARD_W + 24.0, k, |j| {
        j.is_multiple_of(4)
    });
    Rect::new(row.x + x, row.y, CARD_W, CARD_H)
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
