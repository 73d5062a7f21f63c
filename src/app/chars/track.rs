//! The race track of Bataille de chars: where its squares are ([`TrackGeom`]) and how it is drawn
//! ([`draw_track`]). Used by the race screen and the lessons.

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle, draw_triangle_lines};

use super::super::Ctx;
use super::super::board_view;
use super::super::games::PieceView;
use super::super::ui::{self, Align, Ui, size};
use crate::core::chars::race::{JumpKind, Race};
use crate::core::game::{ByColor, Side};

/// Where the race track's squares are inside an area: one row of squares per row of the track, the
/// start (square 0) in a column of its own beside square 1. Used by the race screen and the lessons.
pub struct TrackGeom {
    pub cell: f32,
    origin: Vec2,
    rows: u8,
}

impl TrackGeom {
    /// The largest track that fits `area`, centred in it.
    pub fn new(area: Rect, race: &Race) -> TrackGeom {
        let t = race.track();
        let cols = t.per_row() as f32 + 1.0;
        let rows = t.length().div_ceil(t.per_row());
        let cell = (area.w / cols).min(area.h / f32::from(rows));
        let origin = vec2(
            area.x + (area.w - cell * cols) / 2.0,
            area.y + (area.h - cell * f32::from(rows)) / 2.0,
        );
        TrackGeom { cell, origin, rows }
    }

    /// The box of square `n` (0: the start).
    pub fn square(&self, race: &Race, n: u8) -> Rect {
        if n == 0 {
            let y = self.origin.y + (f32::from(self.rows) - 1.0) * self.cell;
            return Rect::new(self.origin.x, y, self.cell, self.cell);
        }
        let (row, col) = race.track().cell(n);
        let y = self.origin.y + f32::from(self.rows - 1 - row) * self.cell;
        Rect::new(
            self.origin.x + (col as f32 + 1.0) * self.cell,
            y,
            self.cell,
            self.cell,
        )
    }

    /// The centre of a pawn at `pos` along the track (between squares while it walks).
    pub fn center(&self, race: &Race, pos: f32) -> Vec2 {
        let lo = pos.floor().max(0.0) as u8;
        let hi = (lo + 1).min(race.track().length());
        let k = pos - pos.floor();
        self.square(race, lo)
            .center()
            .lerp(self.square(race, hi).center(), k)
    }

    /// The square under the point `p`.
    pub fn at(&self, race: &Race, p: Vec2) -> Option<u8> {
        (1..=race.track().length()).find(|&n| self.square(race, n).contains(p))
    }

    /// The whole track, start column included.
    pub fn rect(&self, race: &Race) -> Rect {
        let cols = race.track().per_row() as f32 + 1.0;
        Rect::new(
            self.origin.x,
            self.origin.y,
            cols * self.cell,
            f32::from(self.rows) * self.cell,
        )
    }
}

/// Draws the race track: numbered squares (the red ones hatched, with their bonus), the finish, the
/// start, the arrows (forward ones solid; backward ones a double line with a hollow head, so that they
/// differ without colour), both pawns at `pawns` (positions along the track, side by side when they share
/// a square), and last the numbers, each on its own tag, so that no arrow or pawn hides one.
pub fn draw_track(ui: &Ui, ctx: &Ctx, race: &Race, g: &TrackGeom, pawns: ByColor<f32>) {
    draw_squares(ui, race, g);
    draw_arrows(ui, race, g);
    for side in Side::BOTH {
        // Side by side, a little low in the square: clear of the number in its top left corner.
        let mut c = g.center(race, pawns[side]);
        c.x += if side == Side::White { -g.cell } else { g.cell } * 0.18;
        c.y += g.cell * 0.1;
        let piece = PieceView {
            side,
            label: "app-piece-chars-tank",
            chief: false,
        };
        board_view::draw_piece(ui, ctx, piece, c, g.cell * 0.27);
    }
    draw_numbers(ui, ctx, race, g);
}

/// The squares' colour: light and dark in turn, red squares hatched.
fn square_fill(ui: &Ui, race: &Race, n: u8) -> Color {
    let p = &ui.palette;
    if red_push(race, n).is_some() {
        p.bad
    } else if n.is_multiple_of(2) {
        p.square_dark
    } else {
        p.square_light
    }
}

/// How far a red square pushes the pawn on (`None` for the other squares).
fn red_push(race: &Race, n: u8) -> Option<u8> {
    race.track()
        .jump(n)
        .filter(|j| j.kind == JumpKind::Red)
        .map(|j| j.to - n)
}

fn draw_squares(ui: &Ui, race: &Race, g: &TrackGeom) {
    let p = &ui.palette;
    let length = race.track().length();
    for n in 1..=length {
        let r = g.square(race, n);
        draw_rectangle(r.x, r.y, r.w, r.h, square_fill(ui, race, n));
        if red_push(race, n).is_some() {
            let mut d = 0.0;
            while d < 2.0 * r.w {
                let (x0, y0) = (r.x + d.min(r.w), r.y + (d - r.w).max(0.0));
                let (x1, y1) = (r.x + (d - r.w).max(0.0), r.y + d.min(r.w));
                draw_line(x0, y0, x1, y1, 3.0, Color::new(1.0, 1.0, 1.0, 0.35));
                d += r.w * 0.18;
            }
        }
        ui::outline(r.x, r.y, r.w, r.h, 2.0, p.edge);
    }
    // The finish.
    let last = g.square(race, length);
    ui::outline(last.x, last.y, last.w, last.h, 7.0, p.edge);
}

/// The columns apart beyond which an arrow between two neighbouring rows does not cut across the squares
/// between its ends: it goes along the line between the two rows instead.
const LONG_ARROW_COLUMNS: u8 = 5;

/// The path an arrow takes from the centre of its tail square to the centre of its head square: a
/// straight line, or, for a long arrow between neighbouring rows, into the bottom of the upper row,
/// along it (clear of the numbers, which sit at the top of each square), and into the head square.
fn arrow_path(race: &Race, g: &TrackGeom, tail: u8, head: u8) -> Vec<Vec2> {
    let track = race.track();
    let (a, b) = (g.square(race, tail).center(), g.square(race, head).center());
    let ((row_a, col_a), (row_b, col_b)) = (track.cell(tail), track.cell(head));
    if row_a.abs_diff(row_b) != 1 || col_a.abs_diff(col_b) < LONG_ARROW_COLUMNS {
        return vec![a, b];
    }
    let lane = (a.y + b.y) / 2.0 - g.cell * 0.1;
    vec![a, vec2(a.x, lane), vec2(b.x, lane), b]
}

/// A line with a halo of the squares' light colour under it, so that it reads over any square (a red
/// arrow over a red square included).
fn line_with_halo(a: Vec2, b: Vec2, thickness: f32, color: Color, halo: Option<Color>) {
    match halo {
        Some(h) => draw_line(a.x, a.y, b.x, b.y, thickness + 6.0, h),
        None => draw_line(a.x, a.y, b.x, b.y, thickness, color),
    }
}

fn draw_arrows(ui: &Ui, race: &Race, g: &TrackGeom) {
    let p = &ui.palette;
    // Halos first, for every arrow, then the arrows: where two arrows cross, neither's halo cuts the other.
    for halo in [Some(p.square_light), None] {
        for (tail, jump) in race.track().jumps() {
            if jump.kind == JumpKind::Arrow {
                draw_arrow(
                    race,
                    g,
                    tail,
                    jump.to,
                    if jump.to > tail { p.good } else { p.bad },
                    halo,
                );
            }
        }
    }
}

/// One arrow (forward: a solid line and head; backward: a double line and a hollow head), or only its
/// halo.
fn draw_arrow(race: &Race, g: &TrackGeom, tail: u8, head: u8, color: Color, halo: Option<Color>) {
    let cell = g.cell;
    let mut path = arrow_path(race, g, tail, head);
    // Start and end a little off the squares' centres (a bent arrow's head comes closer: its last
    // stretch is short).
    let last = path.len() - 1;
    let d0 = (path[1] - path[0]).normalize_or_zero();
    let d1 = (path[last] - path[last - 1]).normalize_or_zero();
    path[0] += d0 * cell * 0.25;
    path[last] -= d1 * cell * if last > 1 { 0.12 } else { 0.25 };
    let b = path[last];
    let (size, thickness) = (cell * 0.3, cell * 0.09);
    let base = b - d1 * size;
    let mut shaft = path[..last].to_vec();
    shaft.push(base);
    let m = vec2(-d1.y, d1.x) * size * 0.6;
    if let Some(h) = halo {
        for w in shaft.windows(2) {
            let e = (w[1] - w[0]).normalize_or_zero() * thickness / 2.0;
            line_with_halo(w[0] - e, w[1] + e, thickness, color, Some(h));
        }
        draw_triangle(b + d1 * 4.0, base + m * 1.2, base - m * 1.2, h);
    } else if head > tail {
        for w in shaft.windows(2) {
            let e = (w[1] - w[0]).normalize_or_zero() * thickness / 2.0;
            line_with_halo(w[0] - e, w[1] + e, thickness, color, None);
        }
        draw_triangle(b, base + m * 0.9, base - m * 0.9, color);
    } else {
        for w in shaft.windows(2) {
            double_line(w[0], w[1], cell, color);
        }
        draw_triangle_lines(b, base + m, base - m, cell * 0.05, color);
    }
}

/// Two thin parallel lines from `a` to `b` (a backward arrow's shaft), each stretched by its offset at
/// both ends so that the corners of a bent arrow close.
fn double_line(a: Vec2, b: Vec2, cell: f32, color: Color) {
    let d = (b - a).normalize_or_zero();
    let n = vec2(-d.y, d.x) * cell * 0.05;
    let (a, b) = (a - d * cell * 0.05, b + d * cell * 0.05);
    for o in [n, -n] {
        draw_line(
            a.x + o.x,
            a.y + o.y,
            b.x + o.x,
            b.y + o.y,
            cell * 0.04,
            color,
        );
    }
}

/// The numbers (each on a tag of its square's colour), the red squares' bonus and the start's name.
fn draw_numbers(ui: &Ui, ctx: &Ctx, race: &Race, g: &TrackGeom) {
    let p = &ui.palette;
    let cell = g.cell;
    ui.batch_text(|| {
        for n in 1..=race.track().length() {
            let r = g.square(race, n);
            let push = red_push(race, n);
            let text = n.to_string();
            let s = cell * 0.28;
            if let Some(push) = push {
                ui.text(
                    &format!("+{push}"),
                    r.x + r.w - 6.0,
                    r.y + r.h * 0.45,
                    ui.unscaled(cell * 0.3),
                    true,
                    Align::Right,
                    WHITE,
                );
            }
            let w = ui.measure(&text, s / ui.text_factor, true) + 10.0;
            draw_rectangle(r.x + 3.0, r.y + 3.0, w, s * 1.1, square_fill(ui, race, n));
            let color = if push.is_some() { WHITE } else { p.text };
            ui.text(
                &text,
                r.x + 6.0,
                r.y + 2.0,
                ui.unscaled(s),
                true,
                Align::Left,
                color,
            );
        }
        let start = g.square(race, 0);
        let label = ctx.t("app-chars-start");
        let s = ui.fit_size(&label, size::SMALL, true, cell * 0.95);
        ui.text(
            &label,
            start.x + start.w / 2.0,
            start.y + start.h * 0.8,
            s,
            true,
            Align::Center,
            p.text,
        );
    });
}

/// The pips of a die showing `value` (1 to 6) on the face `r`: the race screen's die and the lessons'.
pub fn draw_die_pips(r: Rect, value: u8, color: Color) {
    let spots: &[(f32, f32)] = match value {
        1 => &[(0.5, 0.5)],
        2 => &[(0.25, 0.25), (0.75, 0.75)],
        3 => &[(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4 => &[(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
        5 => &[
            (0.25, 0.25),
            (0.75, 0.25),
            (0.5, 0.5),
            (0.25, 0.75),
            (0.75, 0.75),
        ],
        _ => &[
            (0.25, 0.2),
            (0.75, 0.2),
            (0.25, 0.5),
            (0.75, 0.5),
            (0.25, 0.8),
            (0.75, 0.8),
        ],
    };
    for &(x, y) in spots {
        draw_circle(r.x + r.w * x, r.y + r.h * y, r.w * 0.09, color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a square's number tag is (its top left corner), with the arrows' half thickness around it.
    fn tag(g: &TrackGeom, race: &Race, n: u8) -> Rect {
        let r = g.square(race, n);
        let m = g.cell * 0.05;
        Rect::new(r.x - m, r.y - m, g.cell * 0.42 + m, g.cell * 0.36 + m)
    }

    #[test]
    fn long_arrows_go_round_the_numbers_and_short_ones_cross_few_squares() {
        let board = crate::boards::load::<crate::core::chars::CharsBoard>().unwrap();
        let race = Race::new(board.race().clone());
        let g = TrackGeom::new(Rect::new(0.0, 0.0, 900.0, 500.0), &race);
        let track = race.track();
        let mut bent = 0;
        for (tail, jump) in track.jumps().filter(|(_, j)| j.kind == JumpKind::Arrow) {
            let path = arrow_path(&race, &g, tail, jump.to);
            let mut crossed = std::collections::BTreeSet::new();
            let mut over_numbers = std::collections::BTreeSet::new();
            for w in path.windows(2) {
                for s in 0..=200 {
                    let q = w[0].lerp(w[1], s as f32 / 200.0);
                    // The shaft starts and ends a quarter of a square off the centres.
                    if (q - path[0]).length() < g.cell * 0.25
                        || (q - path[path.len() - 1]).length() < g.cell * 0.25
                    {
                        continue;
                    }
                    for n in 1..=track.length() {
                        if n != tail && n != jump.to && g.square(&race, n).contains(q) {
                            crossed.insert(n);
                        }
                        if tag(&g, &race, n).contains(q) {
                            over_numbers.insert(n);
                        }
                    }
                }
            }
            if path.len() > 2 {
                bent += 1;
                assert!(
                    over_numbers.is_empty(),
                    "{tail}→{}: runs over the numbers {over_numbers:?}",
                    jump.to
                );
            } else {
                assert!(
                    crossed.len() <= 4,
                    "{tail}→{}: cuts across {crossed:?}",
                    jump.to
                );
            }
        }
        // 27→17 and 33→25 on the shipped board.
        assert_eq!(bent, 2);
        assert_eq!(arrow_path(&race, &g, 27, 17).len(), 4);
        assert_eq!(arrow_path(&race, &g, 33, 25).len(), 4);
    }
}
