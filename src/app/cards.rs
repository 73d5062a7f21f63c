//! Playing cards as the app draws them: a face (rank in two corners and large, the suit as a shape), a
//! back in its owner's colour and pattern, a pile whose thickness shows its size, an empty place, and
//! how close cards in a row must overlap to fit their space. Used by La Bataille, its lessons, the chars
//! mine cards and the home screen.

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle};

use super::ui::{self, Align, Ui};
use crate::core::bataille::Card;
use crate::core::game::Side;

/// A card's size, in virtual units.
pub const CARD_W: f32 = 140.0;
pub const CARD_H: f32 = 196.0;

/// The distance between the left edges of `n` cards `card_w` wide laid in a row `row_w` wide: `most`
/// when they fit so, less (the cards overlap, each still showing its corner) when they would go past the
/// row's end. The last card always ends inside the row (as long as the row can hold one card).
pub fn row_step(row_w: f32, card_w: f32, n: usize, most: f32) -> f32 {
    if n < 2 {
        return most;
    }
    ((row_w - card_w) / (n as f32 - 1.0)).clamp(0.0, most)
}

/// Where card `k` of a row of `n` cards `card_w` wide starts, from the row's left end: `most` apart when
/// the row is long enough; else squeezed so that the last card ends inside the row, the cards for which
/// `wide` is true keeping twice the room of the others (a battle's face-up cards show their rank while
/// the hidden ones stack), up to `most`.
pub fn row_offset(
    row_w: f32,
    card_w: f32,
    n: usize,
    most: f32,
    k: usize,
    wide: impl Fn(usize) -> bool,
) -> f32 {
    let gaps = n.saturating_sub(1);
    let avail = (row_w - card_w).max(0.0);
    let n_wide = (0..gaps).filter(|&j| wide(j)).count() as f32;
    let n_narrow = gaps as f32 - n_wide;
    let (step_wide, step_narrow) = if gaps as f32 * most <= avail {
        (most, most)
    } else {
        let u = avail / (2.0 * n_wide + n_narrow);
        if 2.0 * u <= most || n_narrow == 0.0 {
            ((2.0 * u).min(most), u)
        } else {
            (most, (avail - n_wide * most) / n_narrow)
        }
    };
    (0..k.min(gaps))
        .map(|j| if wide(j) { step_wide } else { step_narrow })
        .sum()
}

/// Draws a face-up card: its rank in two corners and large in the middle, and the suit as a shape.
pub fn draw_card_face(ui: &Ui, r: Rect, card: Card) {
    let p = &ui.palette;
    draw_rectangle(r.x, r.y, r.w, r.h, p.card);
    ui::outline(r.x, r.y, r.w, r.h, 3.0, p.edge);
    let red = matches!(card.suit(), 1 | 2);
    let color = if red { p.card_red } else { p.card_black };
    // The card's letters grow with the card, not with the teacher's text size (they would cover the
    // suit).
    let k = r.w / CARD_W;
    // The court cards carry the language's letters (V, D, R in French); the others their number.
    let label = match card.rank() {
        9..=11 => ui.court[usize::from(card.rank() - 9)].as_str(),
        _ => card.rank_label(),
    };
    ui.text(
        label,
        r.x + 10.0 * k,
        r.y + 4.0 * k,
        ui.unscaled(34.0 * k),
        true,
        Align::Left,
        color,
    );
    draw_suit(
        card.suit(),
        vec2(r.x + 26.0 * k, r.y + 70.0 * k),
        14.0 * k,
        color,
    );
    ui.text(
        label,
        r.x + r.w / 2.0 + 10.0 * k,
        r.y + r.h / 2.0 - 30.0 * k,
        ui.unscaled(64.0 * k),
        true,
        Align::Center,
        color,
    );
    draw_suit(
        card.suit(),
        vec2(r.x + r.w / 2.0 + 10.0 * k, r.y + r.h - 42.0 * k),
        24.0 * k,
        color,
    );
}

/// The four suits as shapes (the font need not have ♣♦♥♠): suit 0 clubs, 1 diamonds, 2 hearts, 3 spades.
fn draw_suit(suit: u8, c: Vec2, s: f32, color: Color) {
    match suit {
        0 => {
            draw_circle(c.x, c.y - s * 0.45, s * 0.42, color);
            draw_circle(c.x - s * 0.45, c.y + s * 0.1, s * 0.42, color);
            draw_circle(c.x + s * 0.45, c.y + s * 0.1, s * 0.42, color);
            draw_triangle(
                vec2(c.x, c.y),
                vec2(c.x - s * 0.35, c.y + s),
                vec2(c.x + s * 0.35, c.y + s),
                color,
            );
        }
        1 => {
            draw_triangle(
                vec2(c.x, c.y - s),
                vec2(c.x - s * 0.7, c.y),
                vec2(c.x + s * 0.7, c.y),
                color,
            );
            draw_triangle(
                vec2(c.x, c.y + s),
                vec2(c.x - s * 0.7, c.y),
                vec2(c.x + s * 0.7, c.y),
                color,
            );
        }
        2 => {
            draw_circle(c.x - s * 0.45, c.y - s * 0.3, s * 0.5, color);
            draw_circle(c.x + s * 0.45, c.y - s * 0.3, s * 0.5, color);
            draw_triangle(
                vec2(c.x - s * 0.93, c.y - s * 0.15),
                vec2(c.x + s * 0.93, c.y - s * 0.15),
                vec2(c.x, c.y + s),
                color,
            );
        }
        _ => {
            draw_circle(c.x - s * 0.45, c.y + s * 0.2, s * 0.5, color);
            draw_circle(c.x + s * 0.45, c.y + s * 0.2, s * 0.5, color);
            draw_triangle(
                vec2(c.x - s * 0.93, c.y + s * 0.05),
                vec2(c.x + s * 0.93, c.y + s * 0.05),
                vec2(c.x, c.y - s),
                color,
            );
            draw_triangle(
                vec2(c.x, c.y + s * 0.3),
                vec2(c.x - s * 0.35, c.y + s),
                vec2(c.x + s * 0.35, c.y + s),
                color,
            );
        }
    }
}

/// Draws a face-down card in its owner's colour, with its owner's pattern (stripes one way for the first
/// player, a lattice of diamonds for the second) so that it is told apart without colour.
pub fn draw_card_back(ui: &Ui, r: Rect, owner: Side) {
    draw_back_solid(ui, r, owner);
    draw_back_pattern(r, owner);
}

/// Draws face-down cards that stay where they are from frame to frame and do not overlap (the mine
/// cards of a board, one per square). They are painted once into one picture, then copied pixel for
/// pixel with one draw: drawn shape by shape, a board of 32 mine cards (their stripes and lattices are
/// thousands of small triangles, in many batches) took about a quarter of a frame in software
/// rendering. The picture is painted on the screen's own pixel grid (each card at its place, to the
/// fraction of a pixel) and exactly each card's pixels are copied, so the screen shows the same pixels
/// as when the cards are drawn directly. The picture is painted again when a card, the colours or the
/// screen change. A card that moves (dragged, dealt) is drawn directly with [`draw_card_back`].
pub fn draw_card_backs(ui: &Ui, cards: &[(Rect, Side)]) {
    // SAFETY: only reads which render pass is active (none: the screen); macroquad runs on this thread.
    let into_picture = unsafe { macroquad::window::get_internal_gl() }
        .quad_gl
        .get_active_render_pass()
        .is_some();
    if into_picture || cards.is_empty() {
        // Painted into a picture already (the home screen's small boards): drawn directly, on that
        // picture's pixels.
        for &(r, owner) in cards {
            draw_back_solid(ui, r, owner);
        }
        for &(r, owner) in cards {
            draw_back_pattern(r, owner);
        }
        return;
    }
    BACKS.with(|backs| backs.borrow_mut().draw(ui, cards));
}

/// The picture of the last cards drawn by [`draw_card_backs`]: what it shows (cards, colours, scale)
/// and where its top-left pixel is on the screen.
struct Backs {
    key: String,
    picture: Option<macroquad::texture::RenderTarget>,
    origin: Vec2,
    size: Vec2,
}

thread_local! {
    static BACKS: std::cell::RefCell<Backs> = const {
        std::cell::RefCell::new(Backs { key: String::new(), picture: None, origin: Vec2::ZERO, size: Vec2::ZERO })
    };
}

impl Backs {
    fn draw(&mut self, ui: &Ui, cards: &[(Rect, Side)]) {
        use macroquad::models::{Mesh, Vertex, draw_mesh};
        use macroquad::texture::{FilterMode, render_target};
        let s = ui.scale;
        let p = &ui.palette;
        let mut key = format!(
            "{s} {:?} {:?} {:?} {:?}",
            p.card,
            p.edge,
            p.side(Side::White),
            p.side(Side::Black)
        );
        let (mut lo, mut hi) = (vec2(f32::MAX, f32::MAX), vec2(f32::MIN, f32::MIN));
        for &(r, owner) in cards {
            key += &format!(" {owner:?} {} {} {} {}", r.x, r.y, r.w, r.h);
            lo = lo.min(vec2(r.x, r.y) * s);
            hi = hi.max(vec2(r.x + r.w, r.y + r.h) * s);
        }
        if self.key != key || self.picture.is_none() {
            // The whole pixels around the cards.
            let origin = lo.floor();
            let size = (hi.ceil() - origin).max(Vec2::ONE);
            let target = render_target(size.x as u32, size.y as u32);
            target.texture.set_filter(FilterMode::Nearest);
            let mut camera = Camera2D::from_display_rect(Rect::new(
                origin.x / s,
                origin.y / s,
                size.x / s,
                size.y / s,
            ));
            camera.render_target = Some(target.clone());
            set_camera(&camera);
            clear_background(p.card);
            for &(r, owner) in cards {
                draw_back_solid(ui, r, owner);
            }
            for &(r, owner) in cards {
                draw_back_pattern(r, owner);
            }
            ui.restore_camera();
            *self = Backs {
                key,
                picture: Some(target),
                origin,
                size,
            };
        }
        let Some(picture) = &self.picture else {
            return;
        };
        // Each card's own corners (the same rectangle as its edge), with the texel under each: the
        // picture's rows are stored bottom first.
        let (origin, size) = (self.origin, self.size);
        let corner = |x: f32, y: f32| {
            let t = (vec2(x, y) * s - origin) / size;
            Vertex::new(x, y, 0.0, t.x, 1.0 - t.y, WHITE)
        };
        let mut mesh = Mesh {
            vertices: Vec::with_capacity(4 * cards.len()),
            indices: Vec::with_capacity(6 * cards.len()),
            texture: Some(picture.texture.clone()),
        };
        for &(r, _) in cards {
            let n = mesh.vertices.len() as u16;
            mesh.vertices.extend([
                corner(r.x, r.y),
                corner(r.x + r.w, r.y),
                corner(r.x + r.w, r.y + r.h),
                corner(r.x, r.y + r.h),
            ]);
            mesh.indices.extend([n, n + 1, n + 2, n, n + 2, n + 3]);
        }
        crate::app::gfx::for_opaque_picture();
        draw_mesh(&mesh);
    }
}

/// The opaque part of a card's back: the owner's colour inside a white band and the dark edge. The
/// band is drawn as a frame around the colour, not as a whole card under it (each pixel once).
fn draw_back_solid(ui: &Ui, r: Rect, owner: Side) {
    let p = &ui.palette;
    draw_rectangle(r.x + 6.0, r.y + 6.0, r.w - 12.0, r.h - 12.0, p.side(owner));
    ui::outline(r.x + 3.0, r.y + 3.0, r.w - 6.0, r.h - 6.0, 3.0, p.card);
    ui::outline(r.x, r.y, r.w, r.h, 3.0, p.edge);
}

/// The see-through pattern of a card's back: diagonal stripes (first player) or a lattice of diamonds
/// (second) inside a light frame.
fn draw_back_pattern(r: Rect, owner: Side) {
    let light = Color::new(1.0, 1.0, 1.0, 0.55);
    let inner = Rect::new(r.x + 14.0, r.y + 14.0, r.w - 28.0, r.h - 28.0);
    match owner {
        Side::White => {
            // Diagonal stripes, clipped to the inner box.
            let mut d = 0.0;
            while d < inner.w + inner.h {
                let (x0, y0) = (inner.x + d.min(inner.w), inner.y + (d - inner.w).max(0.0));
                let (x1, y1) = (inner.x + (d - inner.h).max(0.0), inner.y + d.min(inner.h));
                draw_line(x0, y0, x1, y1, 4.0, light);
                d += 18.0;
            }
        }
        Side::Black => {
            // A lattice of diamonds: thinner lines both ways, clipped to the inner box (rows of dots
            // looked like dice).
            // Each line and the same line mirrored left to right.
            let mirror = |x: f32| inner.x + inner.x + inner.w - x;
            let mut d = 0.0;
            while d < inner.w + inner.h {
                let (x0, y0) = (inner.x + d.min(inner.w), inner.y + (d - inner.w).max(0.0));
                let (x1, y1) = (inner.x + (d - inner.h).max(0.0), inner.y + d.min(inner.h));
                draw_line(x0, y0, x1, y1, 2.5, light);
                draw_line(mirror(x0), y0, mirror(x1), y1, 2.5, light);
                d += 16.0;
            }
        }
    }
    ui::outline(inner.x, inner.y, inner.w, inner.h, 2.0, light);
}

/// A pile of `n` face-down cards: its thickness shows roughly how many; an empty pile is an outline.
pub fn draw_pile(ui: &Ui, r: Rect, n: usize, owner: Side) {
    if n == 0 {
        draw_empty(ui, r);
        return;
    }
    let layers = n.div_ceil(9).min(4);
    for i in (0..layers).rev() {
        let o = i as f32 * 5.0;
        draw_card_back(ui, Rect::new(r.x + o, r.y - o, r.w, r.h), owner);
    }
}

pub fn draw_empty(ui: &Ui, r: Rect) {
    let c = ui.palette.text_dim;
    let mut x = r.x;
    while x < r.x + r.w {
        draw_line(x, r.y, (x + 10.0).min(r.x + r.w), r.y, 3.0, c);
        draw_line(x, r.y + r.h, (x + 10.0).min(r.x + r.w), r.y + r.h, 3.0, c);
        x += 20.0;
    }
    let mut y = r.y;
    while y < r.y + r.h {
        draw_line(r.x, y, r.x, (y + 10.0).min(r.y + r.h), 3.0, c);
        draw_line(r.x + r.w, y, r.x + r.w, (y + 10.0).min(r.y + r.h), 3.0, c);
        y += 20.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_cards_never_goes_past_its_end() {
        for n in 1..=52 {
            let step = row_step(700.0, CARD_W, n, CARD_W + 24.0);
            let end = (n as f32 - 1.0) * step + CARD_W;
            assert!(end <= 700.0 + 1e-3, "{n} cards end at {end}");
            assert!(step > 0.0);
        }
        assert_eq!(
            row_step(2000.0, CARD_W, 3, 164.0),
            164.0,
            "room enough: the usual gap"
        );
    }

    #[test]
    fn a_squeezed_row_keeps_more_of_the_wide_cards_and_ends_inside() {
        let up = |j: usize| j.is_multiple_of(4);
        for n in 1..=26 {
            let end = row_offset(700.0, CARD_W, n, 164.0, n - 1, up) + CARD_W;
            assert!(end <= 700.0 + 1e-3, "{n} cards end at {end}");
            for k in 1..n {
                let step = row_offset(700.0, CARD_W, n, 164.0, k, up)
                    - row_offset(700.0, CARD_W, n, 164.0, k - 1, up);
                assert!(
                    step > 0.0 && step <= 164.0 + 1e-3,
                    "{n} cards, card {k}: {step}"
                );
            }
        }
        // 25 cards: a face-up card keeps twice the room of a hidden one.
        let x = |k| row_offset(700.0, CARD_W, 25, 164.0, k, up);
        assert!(((x(1) - x(0)) - 2.0 * (x(2) - x(1))).abs() < 1e-3);
        // Room enough: the usual gap whatever the card.
        assert_eq!(row_offset(2000.0, CARD_W, 6, 164.0, 5, up), 5.0 * 164.0);
    }
}
