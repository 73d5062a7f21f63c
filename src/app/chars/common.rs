//! What the chars screens share: their buttons' ids, the panel's width and background, the sides' names
//! in messages, and a generator seeded from the clock.

use macroquad::prelude::*;

use super::super::layout::Split;
use super::super::ui::Ui;
use crate::core::game::Side;
use crate::core::rng::Rng;

pub(super) const W_THROW: u32 = 1;
pub(super) const W_NEXT: u32 = 2;
pub(super) const W_BACK: u32 = 3;
pub(super) const W_RANDOM: u32 = 4;
pub(super) const W_CLEAR: u32 = 5;

pub(super) fn side_arg(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

pub(super) fn panel_width(ui: &Ui) -> f32 {
    (ui.width * 0.3).clamp(420.0, 560.0)
}

pub(super) fn clock_rng() -> Rng {
    Rng::new((miniquad::date::now() * 1000.0) as u64)
}

/// The panel's column of text: `inner`'s width, from its top down to `gap` above the highest of the
/// buttons that sit in the panel.
pub(super) fn text_column(
    split: &Split,
    inner: Rect,
    widgets: &[super::super::ui::Widget],
    gap: f32,
) -> super::super::layout::Column {
    let r = split.panel;
    let top = widgets
        .iter()
        .filter(|b| b.rect.x >= r.x - 1.0 && b.rect.y >= r.y - 1.0)
        .map(|b| b.rect.y)
        .fold(r.y + r.h, f32::min);
    super::super::layout::Column {
        x: inner.x,
        y: inner.y,
        w: inner.w,
        limit: top - gap,
    }
}
