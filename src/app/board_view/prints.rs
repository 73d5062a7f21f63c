//! What the board files of Bataille de chars and Tank Battle print on a square: the battlefield's
//! minefields, red lines and start numbers; the terrain, bases and domains.

use macroquad::prelude::*;

use super::{BoardGeom, lighten};
use crate::app::gfx::{draw_circle, draw_circle_lines, draw_line, draw_rectangle, draw_triangle};
use crate::app::ui::{self, Align, Ui};
use crate::core::game::Side;
use crate::core::tank_battle::Terrain;

/// Bataille de chars: the battlefield's square, darker in a minefield, with the red lines of the
/// minefields' edges and a start square's number.
pub(super) fn draw_battlefield(
    ui: &Ui,
    g: &BoardGeom,
    r: Rect,
    minefield: bool,
    (red_top, red_bottom): (bool, bool),
    start: Option<(Side, usize)>,
) {
    let p = &ui.palette;
    let ground = if minefield {
        p.square_dark
    } else {
        p.square_light
    };
    draw_rectangle(r.x, r.y, r.w, r.h, ground);
    let t = r.w * 0.06;
    let (red_top, red_bottom) = if g.turned {
        (red_bottom, red_top)
    } else {
        (red_top, red_bottom)
    };
    if red_top {
        draw_rectangle(r.x, r.y, r.w, t, p.bad);
    }
    if red_bottom {
        draw_rectangle(r.x, r.y + r.h - t, r.w, t, p.bad);
    }
    if let Some((side, n)) = start {
        let c = p.side(side);
        ui::outline(r.x + 4.0, r.y + 4.0, r.w - 8.0, r.h - 8.0, r.w * 0.04, c);
        let s = r.w * 0.26;
        ui.text(
            &n.to_string(),
            r.x + r.w * 0.1,
            r.y + r.h * 0.04,
            ui.unscaled(s),
            true,
            Align::Left,
            p.text,
        );
    }
}

/// Tank Battle: the terrain of a square (plain, mine, contaminated), a base's colour and corner, a
/// domain's ring.
pub(super) fn draw_terrain(ui: &Ui, r: Rect, terrain: Terrain, base: Option<Side>, domain: bool) {
    let p = &ui.palette;
    // One fill for the whole square, the one on top: a mine or the red zone covers a base's colour.
    let ground = match (terrain, base) {
        (Terrain::Mine, _) => p.edge,
        (Terrain::Red, _) => lighten(p.bad, 0.45),
        (Terrain::Plain, Some(side)) => lighten(p.side(side), 0.55),
        (Terrain::Plain, None) => p.square_light,
    };
    draw_rectangle(r.x, r.y, r.w, r.h, ground);
    if let (Terrain::Plain, Some(side)) = (terrain, base) {
        // A base square also carries its side's corner mark (not colour alone).
        let s = r.w * 0.22;
        let corner = p.side(side);
        match side {
            Side::White => draw_triangle(
                vec2(r.x + r.w, r.y + r.h),
                vec2(r.x + r.w - s, r.y + r.h),
                vec2(r.x + r.w, r.y + r.h - s),
                corner,
            ),
            Side::Black => draw_triangle(
                vec2(r.x, r.y),
                vec2(r.x + s, r.y),
                vec2(r.x, r.y + s),
                corner,
            ),
        }
    }
    match terrain {
        Terrain::Plain => {}
        Terrain::Mine => {
            let c = vec2(r.x + r.w / 2.0, r.y + r.h / 2.0);
            for i in 0..8 {
                let a = i as f32 * std::f32::consts::FRAC_PI_4;
                let u = vec2(a.cos(), a.sin());
                let (s0, s1) = (c + u * r.w * 0.12, c + u * r.w * 0.32);
                draw_line(s0.x, s0.y, s1.x, s1.y, r.w * 0.05, p.panel);
            }
            draw_circle(c.x, c.y, r.w * 0.2, p.panel);
            draw_circle(c.x, c.y, r.w * 0.14, p.edge);
        }
        Terrain::Red => {
            // Hatching: the contaminated zone reads without colour too.
            let mut d = 0.0;
            while d < 2.0 * r.w {
                let (x0, y0) = (r.x + d.min(r.w), r.y + (d - r.w).max(0.0));
                let (x1, y1) = (r.x + (d - r.w).max(0.0), r.y + d.min(r.w));
                draw_line(x0, y0, x1, y1, r.w * 0.03, p.bad);
                d += r.w * 0.2;
            }
        }
    }
    if domain {
        let c = vec2(r.x + r.w / 2.0, r.y + r.h / 2.0);
        draw_circle_lines(c.x, c.y, r.w * 0.44, r.w * 0.06, p.edge);
    }
}
