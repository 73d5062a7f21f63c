//! Draws any board game from data: squares, what the board file prints on them (arrows, diagrams,
//! terrain), the pieces, and the marks of play (selection, legal targets, last move, scores). Nothing
//! relies on colour alone: targets are dots, captures are corner brackets and a cross, the last move is an
//! arrow, the two armies differ in brightness and in their letter's colour, chiefs wear a crown.

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_circle_lines, draw_line, draw_rectangle, draw_triangle};

use super::Ctx;
use super::games::{AppGame, CardView, PieceView, Print};
use super::ui::{self, Align, Ui, size};
use crate::core::game::Side;
use crate::core::geometry::{Dims, Direction, Square};

/// Where the board sits on the screen.
#[derive(Clone, Copy, Debug)]
pub struct BoardGeom {
    pub origin: Vec2,
    pub cell: f32,
    pub dims: Dims,
    /// Turned half a turn: Black's side at the bottom (a child playing Black against the computer).
    pub turned: bool,
}

/// A piece's radius, in squares, on the boards whose squares carry arrows or a diagram (Espion, Schada):
/// small enough that what the square prints stays readable around it.
pub const PRINTED_PIECE: f32 = 0.27;

/// A Schada piece's radius, in squares: smaller than Espion's, so that the diagram of its square keeps
/// room around it for each step of every path (the printed kit's pieces leave theirs readable too).
pub const SCHADA_PIECE: f32 = 0.2;

/// The room for the coordinates around a board in portrait, in squares (less than the 0.6 of
/// [`BoardGeom::fit`]: there the board's width is what a finger gets).
pub const PORTRAIT_COORDS: f32 = 0.45;

impl BoardGeom {
    /// The largest square board of `dims` that fits in `area` (centred), with room for coordinates.
    pub fn fit(area: Rect, dims: Dims, coords: bool) -> BoardGeom {
        BoardGeom::fit_margin(area, dims, if coords { 0.6 } else { 0.0 })
    }

    /// The largest square board of `dims` that fits in `area` (centred), with `margin` squares left and
    /// under it for the coordinates.
    pub fn fit_margin(area: Rect, dims: Dims, margin: f32) -> BoardGeom {
        let cell =
            (area.w / (dims.files as f32 + margin)).min(area.h / (dims.ranks as f32 + margin));
        let w = cell * dims.files as f32;
        let h = cell * dims.ranks as f32;
        let extra = cell * margin;
        let origin = vec2(
            area.x + extra + (area.w - extra - w) / 2.0,
            area.y + (area.h - extra - h) / 2.0,
        );
        BoardGeom {
            origin,
            cell,
            dims,
            turned: false,
        }
    }

    /// The same board, turned half a turn when `turned` (Black at the bottom).
    pub fn turned(mut self, turned: bool) -> BoardGeom {
        self.turned = turned;
        self
    }

    /// The direction `d` of the board as drawn on the screen (screen y points down).
    pub fn screen_dir(&self, d: Direction) -> Vec2 {
        let (dx, dy) = d.delta();
        let v = vec2(dx as f32, -(dy as f32)).normalize();
        if self.turned { -v } else { v }
    }

    pub fn rect(&self) -> Rect {
        Rect::new(
            self.origin.x,
            self.origin.y,
            self.cell * self.dims.files as f32,
            self.cell * self.dims.ranks as f32,
        )
    }

    /// The square's box (rank 1 at the bottom, or at the top when the board is turned).
    pub fn square(&self, sq: Square) -> Rect {
        let (col, row) = if self.turned {
            (self.dims.files - 1 - sq.file(), sq.rank())
        } else {
            (sq.file(), self.dims.ranks - 1 - sq.rank())
        };
        Rect::new(
            self.origin.x + col as f32 * self.cell,
            self.origin.y + row as f32 * self.cell,
            self.cell,
            self.cell,
        )
    }

    pub fn center(&self, sq: Square) -> Vec2 {
        let r = self.square(sq);
        vec2(r.x + r.w / 2.0, r.y + r.h / 2.0)
    }

    /// The square under `p`, if any.
    pub fn at(&self, p: Vec2) -> Option<Square> {
        let d = (p - self.origin) / self.cell;
        if d.x < 0.0 || d.y < 0.0 {
            return None;
        }
        let (col, row) = (d.x as u8, d.y as u8);
        if col >= self.dims.files || row >= self.dims.ranks {
            return None;
        }
        Some(if self.turned {
            Square::new(self.dims.files - 1 - col, row)
        } else {
            Square::new(col, self.dims.ranks - 1 - row)
        })
    }
}

/// What a legal target means for the selected piece (from the AI's annotation when there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetMark {
    /// Nothing can take the piece there: a dot.
    Safe,
    /// The enemy could take it there: a dot under a warning triangle with "!".
    Attacked,
    /// It takes an enemy piece: corner brackets.
    Capture,
    /// It brings points: a "+N" label.
    Scores(i32),
    /// A hidden card there may be a mine: a "?" with the chance ("1/2").
    PossibleMine(u32, u32),
}

/// The marks of play drawn over the board.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    pub selected: Option<Square>,
    /// Legal targets of the selected piece, each with what it means.
    pub targets: Vec<(Square, TargetMark)>,
    pub last_move: Option<(Square, Square)>,
    /// Where the last move turned, when it followed a bent line (Schada).
    pub last_corner: Option<Square>,
    /// The keyboard cursor.
    pub cursor: Option<Square>,
    /// A piece not to draw on its square (it is being animated or dragged).
    pub hidden: Option<Square>,
    /// Points scored, square by square.
    pub scores: Vec<(Square, u32)>,
    /// A hint: an arrow from → to.
    pub hint: Option<(Square, Square)>,
}

fn lighten(c: Color, k: f32) -> Color {
    Color::new(
        c.r + (1.0 - c.r) * k,
        c.g + (1.0 - c.g) * k,
        c.b + (1.0 - c.b) * k,
        1.0,
    )
}

/// Draws the squares and their prints.
pub fn draw_squares<G: AppGame>(ui: &Ui, game: &G, g: &BoardGeom) {
    ui.batch_text(|| draw_squares_now(ui, game, g));
}

fn draw_squares_now<G: AppGame>(ui: &Ui, game: &G, g: &BoardGeom) {
    let p = &ui.palette;
    for sq in g.dims.squares() {
        let r = g.square(sq);
        let print = game.print(sq);
        // A battlefield's or a terrain's square paints its own ground over the whole square: the
        // chequer under it would be covered (in software rendering every covered layer still costs).
        if !matches!(print, Print::Battlefield { .. } | Print::Terrain { .. }) {
            let dark = (sq.file() + sq.rank()) % 2 == 0;
            let fill = if dark { p.square_dark } else { p.square_light };
            draw_rectangle(r.x, r.y, r.w, r.h, fill);
        }
        match print {
            Print::Arrows(set) => draw_arrows(ui, g, set, r),
            Print::Diagram(lines) => draw_diagram(ui, g, &lines, r),
            Print::Battlefield {
                minefield,
                red_top,
                red_bottom,
                start,
            } => prints::draw_battlefield(
                ui,
                g,
                r,
                minefield.is_some(),
                (red_top, red_bottom),
                start,
            ),
            Print::Terrain {
                terrain,
                base,
                domain,
            } => prints::draw_terrain(ui, r, terrain, base, domain),
        }
    }
    // The thin lines between squares, in one pass (see-through: one change of material for all).
    for sq in g.dims.squares() {
        let r = g.square(sq);
        ui::outline(r.x, r.y, r.w, r.h, 1.0, Color::new(0.0, 0.0, 0.0, 0.25));
    }
    let b = g.rect();
    ui::outline(b.x - 4.0, b.y - 4.0, b.w + 8.0, b.h + 8.0, 4.0, p.edge);
}

/// How much the marks printed on a square grow with the teacher's text size (a projector at the back of
/// the room): with the text, but never past what the square holds.
fn print_factor(ui: &Ui) -> f32 {
    ui.text_factor.clamp(1.0, 1.75)
}

/// The radius of the piece's place in the middle of a printed square, where arrows and diagrams start.
fn hole(r: Rect) -> f32 {
    r.w * (PRINTED_PIECE + 0.03)
}

/// Espion: one arrow per direction of the square, from the edge of the piece's place to the square's
/// edge (corner for a diagonal), thicker with the text size.
fn draw_arrows(ui: &Ui, g: &BoardGeom, set: crate::core::geometry::DirectionSet, r: Rect) {
    let c = vec2(r.x + r.w / 2.0, r.y + r.h / 2.0);
    let k = print_factor(ui);
    for d in set.iter() {
        let u = g.screen_dir(d);
        let reach = if d.is_diagonal() { 0.64 } else { 0.48 } * r.w;
        let (a, b) = (c + u * hole(r), c + u * reach);
        let head = (r.w * 0.14 * k).min(reach - hole(r));
        ui::arrow(a, b, r.w * 0.05 * k, head, ui.palette.text_dim);
    }
}

/// The radius of the piece's place in the middle of a Schada square, where its diagram's paths start.
fn diagram_hole(r: Rect) -> f32 {
    r.w * (SCHADA_PIECE + 0.04)
}

/// A Schada diagram's lines on the square `r`, each as the points it is drawn through: from the edge of
/// the piece's place in the middle (so a piece on the square hides none of it), one point per step (a
/// step is a fraction of the rest of the square), turning where a bent line turns, to the point where
/// the piece lands.
pub fn diagram_paths(
    g: &BoardGeom,
    lines: &[crate::core::schada::Line],
    r: Rect,
) -> Vec<Vec<Vec2>> {
    let c = vec2(r.x + r.w / 2.0, r.y + r.h / 2.0);
    let steps = |l: &crate::core::schada::Line| {
        let (dx, dy) = l.dir.delta();
        let (mut x, mut y) = (dx as i32 * l.count as i32, dy as i32 * l.count as i32);
        if let Some((d, n)) = l.bend {
            let (bx, by) = d.delta();
            x += bx as i32 * n as i32;
            y += by as i32 * n as i32;
        }
        x.abs().max(y.abs())
    };
    let max_steps = lines.iter().map(steps).max().unwrap_or(1).max(1);
    let hole = diagram_hole(r);
    let step = (r.w * 0.46 - hole) / max_steps as f32;
    let sign = if g.turned { -1.0 } else { 1.0 };
    // The lattice point `i` steps east and `j` north, pushed out of the piece's place.
    let push = |k: i32| k as f32 * step + k.signum() as f32 * hole;
    let at = |i: i32, j: i32| c + vec2(push(i), -push(j)) * sign;
    lines
        .iter()
        .map(|l| {
            let (dx, dy) = l.dir.delta();
            let mut points = vec![c + vec2(dx as f32, -(dy as f32)).normalize() * hole * sign];
            let (mut i, mut j) = (0i32, 0i32);
            for (d, n) in [Some((l.dir, l.count)), l.bend].into_iter().flatten() {
                let (dx, dy) = d.delta();
                for _ in 0..n {
                    i += dx as i32;
                    j += dy as i32;
                    points.push(at(i, j));
                }
            }
            points
        })
        .collect()
}

/// The thickness of a diagram's lines on a square `cell` wide, at the print factor `k`.
fn diagram_thickness(cell: f32, k: f32) -> f32 {
    cell * 0.035 * k
}

/// A Schada diagram as on the printed board ([`diagram_paths`]): each step a dot to count, bent paths
/// turn, and each path ends in an arrow head where the piece lands.
fn draw_diagram(ui: &Ui, g: &BoardGeom, lines: &[crate::core::schada::Line], r: Rect) {
    let p = &ui.palette;
    let k = print_factor(ui);
    let thick = diagram_thickness(r.w, k);
    for points in diagram_paths(g, lines, r) {
        let n = points.len();
        for (idx, pair) in points.windows(2).enumerate() {
            let (from, to) = (pair[0], pair[1]);
            if idx + 2 == n {
                let head = (r.w * 0.12 * k).min((to - from).length().max(1.0));
                ui::arrow(from, to, thick, head, p.text_dim);
            } else {
                draw_line(from.x, from.y, to.x, to.y, thick, p.text_dim);
                // A dot on each step passed, so that one step and two read apart.
                draw_circle(to.x, to.y, (thick * 1.1).min(r.w * 0.03), p.text_dim);
            }
        }
    }
}

/// The radius of a piece on the board: smaller where the squares carry arrows or a diagram.
pub fn piece_radius<G: AppGame>(g: &BoardGeom) -> f32 {
    g.cell
        * match G::GAME {
            crate::core::GameId::Espion => PRINTED_PIECE,
            crate::core::GameId::Schada => SCHADA_PIECE,
            _ => 0.33,
        }
}

/// Draws one piece centred on `c` with radius `radius`.
pub fn draw_piece(ui: &Ui, ctx: &Ctx, piece: PieceView, c: Vec2, radius: f32) {
    draw_piece_shadow(c, radius);
    draw_piece_body(ui, ctx, piece, c, radius);
}

/// The shadow under a piece (see-through, so drawn apart from the piece when there are many).
fn draw_piece_shadow(c: Vec2, radius: f32) {
    draw_circle(
        c.x + radius * 0.08,
        c.y + radius * 0.1,
        radius,
        Color::new(0.0, 0.0, 0.0, 0.3),
    );
}

fn draw_piece_body(ui: &Ui, ctx: &Ctx, piece: PieceView, c: Vec2, radius: f32) {
    let p = &ui.palette;
    let (fill, ring, letter) = match piece.side {
        Side::White => (p.card, p.side(Side::White), p.text),
        Side::Black => (p.side(Side::Black), p.edge, p.card),
    };
    draw_circle(c.x, c.y, radius, ring);
    draw_circle(c.x, c.y, radius * 0.82, fill);
    if piece.chief {
        // A crown: three points above the letter, and a second ring.
        draw_circle_lines(c.x, c.y, radius * 0.7, radius * 0.07, letter);
        let w = radius * 0.5;
        let top = c.y - radius * 0.95;
        for i in 0..3 {
            let x = c.x - w + i as f32 * w;
            draw_triangle(
                vec2(x - w * 0.35, top + radius * 0.3),
                vec2(x + w * 0.35, top + radius * 0.3),
                vec2(x, top),
                letter,
            );
        }
    }
    let label = ctx.t(piece.label);
    let s = radius * 1.0;
    ui.text(
        &label,
        c.x,
        c.y - s * 0.62,
        ui.unscaled(s),
        true,
        Align::Center,
        letter,
    );
}

/// Draws the board, its pieces and the marks of play.
pub fn draw_board<G: AppGame>(ui: &Ui, ctx: &Ctx, game: &G, g: &BoardGeom, marks: &Marks) {
    let p = &ui.palette;
    draw_squares(ui, game, g);
    if let Some((a, b)) = marks.last_move {
        for sq in [a, b] {
            let r = g.square(sq);
            ui::outline(
                r.x + 3.0,
                r.y + 3.0,
                r.w - 6.0,
                r.h - 6.0,
                g.cell * 0.07,
                p.marker,
            );
        }
    }
    if let Some(sq) = marks.selected {
        let r = g.square(sq);
        ui::outline(r.x, r.y, r.w, r.h, g.cell * 0.1, p.edge);
    }
    let radius = piece_radius::<G>(g);
    let cards: Vec<(Rect, CardView)> = g
        .dims
        .squares()
        .filter_map(|sq| game.card(sq).map(|card| (g.square(sq), card)))
        .collect();
    draw_mine_cards(ui, &cards);
    // The last move's arrow under the pieces, its head ending at the edge of the piece that arrived:
    // it never crosses that piece's letter (a Schada "O" would read "C").
    if let Some((a, b)) = marks.last_move {
        let shade = Color::new(0.1, 0.1, 0.1, 0.55);
        // A bent line is drawn as it went: to its corner, then on to the piece.
        let a = match marks.last_corner {
            Some(corner) => {
                let (from, c) = (g.center(a), g.center(corner));
                draw_line(from.x, from.y, c.x, c.y, g.cell * 0.06, shade);
                corner
            }
            None => a,
        };
        let (from, to) = last_move_arrow(g, a, b, radius);
        ui::arrow(from, to, g.cell * 0.06, g.cell * 0.25, shade);
    }
    // All shadows, then all pieces, then all letters: three changes of material instead of three per
    // piece (pieces never overlap).
    let pieces: Vec<(Square, PieceView)> = g
        .dims
        .squares()
        .filter(|&sq| marks.hidden != Some(sq))
        .filter_map(|sq| game.piece(sq).map(|piece| (sq, piece)))
        .collect();
    for &(sq, _) in &pieces {
        draw_piece_shadow(g.center(sq), radius);
    }
    ui.batch_text(|| {
        for &(sq, piece) in &pieces {
            draw_piece_body(ui, ctx, piece, g.center(sq), radius);
        }
    });
    for &(sq, mark) in &marks.targets {
        draw_target(ui, g, sq, mark);
    }
    if let Some((a, b)) = marks.hint {
        move_arrow(ui, game.corner(a, b), g, a, b, p.good);
    }
    if let Some(sq) = marks.cursor {
        let r = g.square(sq);
        ui::outline(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0, 6.0, p.focus);
    }
    for &(sq, points) in &marks.scores {
        let r = g.square(sq);
        let text = format!("+{points}");
        let s = g.cell * 0.4;
        let bx = Rect::new(r.x + r.w * 0.45, r.y + r.h * 0.02, r.w * 0.53, s * 1.15);
        boxed_label(ui, bx, &text, s);
    }
}

/// Where the last move's arrow starts and ends: from the square left to the edge of the piece that
/// arrived on `b` (its shadow included), so that the arrow's head stays outside the piece.
pub fn last_move_arrow(g: &BoardGeom, a: Square, b: Square, radius: f32) -> (Vec2, Vec2) {
    let (from, to) = (g.center(a), g.center(b));
    let d = (to - from).normalize_or_zero();
    (from, to - d * radius * 1.12)
}

/// A short text at `size` (whatever the teacher's text size) in a framed box `bx` on a square: a score,
/// a target's points.
fn boxed_label(ui: &Ui, bx: Rect, text: &str, size: f32) {
    let p = &ui.palette;
    draw_rectangle(bx.x, bx.y, bx.w, bx.h, p.panel);
    ui::outline(bx.x, bx.y, bx.w, bx.h, 2.0, p.edge);
    let (x, s) = (bx.x + bx.w / 2.0, ui.unscaled(size));
    ui.text(text, x, bx.y, s, true, Align::Center, p.text);
}

/// Where a long hint's or a lesson's arrow stops before the centre of the square it points at, in
/// squares: at the edge of the largest piece (its outline included).
pub const ARROW_STOP: f32 = 0.36;

/// An arrow with a dark outline, readable on any square.
fn outlined_arrow(ui: &Ui, a: Vec2, b: Vec2, cell: f32, color: Color) {
    let p = &ui.palette;
    let d = (b - a).normalize_or_zero();
    // Leave the pieces at both ends readable: start at the edge of the first, stop at the edge of the
    // second (a capture's head never covers the letter of the piece taken).
    let (a, b) = if (b - a).length() > cell * 1.2 {
        (a + d * cell * 0.36, b - d * cell * ARROW_STOP)
    } else {
        (a, b)
    };
    ui::arrow(a - d * 3.0, b + d * 6.0, cell * 0.16, cell * 0.46, p.edge);
    ui::arrow(a, b, cell * 0.1, cell * 0.38, color);
}

/// The arrow of a move on the board: straight, or bent at `corner` when the move follows a bent line
/// (Schada, [`crate::core::BoardRules::corner`]).
pub fn move_arrow(
    ui: &Ui,
    corner: Option<Square>,
    g: &BoardGeom,
    from: Square,
    to: Square,
    color: Color,
) {
    match corner {
        Some(corner) => {
            let p = &ui.palette;
            let (a, c, b) = (g.center(from), g.center(corner), g.center(to));
            let (d1, d2) = ((c - a).normalize_or_zero(), (b - c).normalize_or_zero());
            let (a, b) = (a + d1 * g.cell * 0.36, b - d2 * g.cell * ARROW_STOP);
            // Both legs outlined first, then coloured, so that the corner stays one piece.
            draw_line(a.x, a.y, c.x, c.y, g.cell * 0.16, p.edge);
            draw_circle(c.x, c.y, g.cell * 0.08, p.edge);
            ui::arrow(
                c - d2 * 3.0,
                b + d2 * 6.0,
                g.cell * 0.16,
                g.cell * 0.46,
                p.edge,
            );
            draw_line(a.x, a.y, c.x, c.y, g.cell * 0.1, color);
            draw_circle(c.x, c.y, g.cell * 0.05, color);
            ui::arrow(c, b, g.cell * 0.1, g.cell * 0.38, color);
        }
        None => outlined_arrow(ui, g.center(from), g.center(to), g.cell, color),
    }
}

/// File letters under the board and rank numbers on its left.
pub fn draw_coordinates(ui: &Ui, g: &BoardGeom) {
    let p = &ui.palette;
    let s = (g.cell * 0.3).min(size::SMALL);
    let b = g.rect();
    for f in 0..g.dims.files {
        let sq = Square::new(f, 0);
        let letter = sq.file_char().to_string();
        let c = g.center(sq);
        ui.text(
            &letter,
            c.x,
            b.y + b.h + 8.0,
            ui.unscaled(s),
            true,
            Align::Center,
            p.text,
        );
    }
    for r in 0..g.dims.ranks {
        let c = g.center(Square::new(0, r));
        ui.text(
            &(r + 1).to_string(),
            b.x - 14.0,
            c.y - ui.line_height(s) / 2.0,
            ui.unscaled(s),
            true,
            Align::Right,
            p.text,
        );
    }
}

/// A face-down mine card on its square, in its layer's colour and pattern; when the viewer may see it,
/// an explosion shows a burst and a blank an empty ring.
pub fn draw_mine_card(ui: &Ui, r: Rect, card: CardView) {
    let c = mine_card_rect(r);
    super::cards::draw_card_back(ui, c, card.layer);
    draw_mine_mark(ui, c, card);
}

/// The mine cards of a board, each on its square: all the backs (copied from pictures, see
/// [`super::cards::draw_card_backs`]), then what the viewer may see of them. The same pixels as
/// [`draw_mine_card`] for each.
pub fn draw_mine_cards(ui: &Ui, cards: &[(Rect, CardView)]) {
    let backs: Vec<(Rect, Side)> = cards
        .iter()
        .map(|(r, c)| (mine_card_rect(*r), c.layer))
        .collect();
    super::cards::draw_card_backs(ui, &backs);
    for &(r, card) in cards {
        draw_mine_mark(ui, mine_card_rect(r), card);
    }
}

/// A mine card inside its square `r`.
fn mine_card_rect(r: Rect) -> Rect {
    let inset = r.w * 0.1;
    Rect::new(
        r.x + inset,
        r.y + inset,
        r.w - 2.0 * inset,
        r.h - 2.0 * inset,
    )
}

/// What the viewer may see of a mine card `c`: a burst for an explosion, an empty ring for a blank.
fn draw_mine_mark(ui: &Ui, c: Rect, card: CardView) {
    let center = vec2(c.x + c.w / 2.0, c.y + c.h / 2.0);
    match card.explosion {
        Some(true) => draw_burst(ui, center, c.w * 0.3),
        Some(false) => {
            draw_circle(center.x, center.y, c.w * 0.22, ui.palette.card);
            draw_circle_lines(center.x, center.y, c.w * 0.22, c.w * 0.05, ui.palette.edge);
        }
        None => {}
    }
}

/// An explosion: a star of rays around a dark core.
pub fn draw_burst(ui: &Ui, c: Vec2, radius: f32) {
    let p = &ui.palette;
    draw_circle(c.x, c.y, radius * 0.75, p.card);
    for i in 0..10 {
        let a = i as f32 * std::f32::consts::TAU / 10.0;
        let u = vec2(a.cos(), a.sin());
        let n = vec2(-u.y, u.x);
        draw_triangle(
            c + u * radius * 1.1,
            c + n * radius * 0.22,
            c - n * radius * 0.22,
            p.bad,
        );
    }
    draw_circle(c.x, c.y, radius * 0.45, p.bad);
    draw_circle(c.x, c.y, radius * 0.2, p.edge);
}

/// A right triangle `s` long in each corner of `r`, pointing inward (a capture mark, a highlighted
/// square's notches).
pub fn corner_notches(r: Rect, s: f32, color: Color) {
    for (x, y, sx, sy) in [
        (r.x, r.y, 1.0, 1.0),
        (r.x + r.w, r.y, -1.0, 1.0),
        (r.x, r.y + r.h, 1.0, -1.0),
        (r.x + r.w, r.y + r.h, -1.0, -1.0),
    ] {
        draw_triangle(vec2(x, y), vec2(x + sx * s, y), vec2(x, y + sy * s), color);
    }
}

/// Draws one legal target with its meaning as a shape and a label.
pub fn draw_target(ui: &Ui, g: &BoardGeom, sq: Square, mark: TargetMark) {
    let p = &ui.palette;
    let r = g.square(sq);
    let c = g.center(sq);
    let dot = || {
        draw_circle(c.x, c.y, g.cell * 0.14, p.edge);
        draw_circle(c.x, c.y, g.cell * 0.09, p.marker);
    };
    let label = |text: &str| {
        let s = g.cell * 0.3;
        let w = ui.measure(text, s, true) + g.cell * 0.12;
        let bx = Rect::new(r.x + r.w - w - 3.0, r.y + 3.0, w, s * 1.2);
        boxed_label(ui, bx, text, s);
    };
    match mark {
        TargetMark::Safe => dot(),
        TargetMark::Attacked => {
            dot();
            let s = g.cell * 0.3;
            let (x, y) = (r.x + r.w - s * 0.6, r.y + s * 0.15);
            draw_triangle(
                vec2(x, y),
                vec2(x - s * 0.55, y + s * 0.95),
                vec2(x + s * 0.55, y + s * 0.95),
                p.edge,
            );
            draw_triangle(
                vec2(x, y + s * 0.2),
                vec2(x - s * 0.38, y + s * 0.85),
                vec2(x + s * 0.38, y + s * 0.85),
                p.marker,
            );
            ui.text(
                "!",
                x,
                y + s * 0.22,
                ui.unscaled(s * 0.62),
                true,
                Align::Center,
                p.text,
            );
        }
        TargetMark::Capture => corner_notches(r, r.w * 0.3, p.bad),
        TargetMark::Scores(n) => {
            dot();
            label(&format!("+{n}"));
        }
        TargetMark::PossibleMine(a, b) => {
            dot();
            label(&format!("? {a}/{b}"));
        }
    }
}

/// "Board reconstructed", discreetly under the board, shrunk to the board's width when the text is large.
pub fn draw_reconstructed_note(ui: &Ui, ctx: &Ctx, g: &BoardGeom) {
    let b = g.rect();
    let text = ctx.t("app-play-reconstructed");
    let s = ui.fit_size(&text, size::SMALL * 0.75, false, b.w);
    ui.text(
        &text,
        b.x + b.w,
        b.y + b.h + 8.0 + ui.line_height(size::SMALL) * 0.9,
        s,
        false,
        Align::Right,
        ui.palette.text_dim,
    );
}

mod prints;

#[cfg(test)]
mod tests;
