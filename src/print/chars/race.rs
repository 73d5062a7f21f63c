//! The chars race track (board 1): the snake of squares, its arrows and red squares.

use super::die::{DIE_FACE, die, die_height};
use crate::i18n::Texts;
use crate::print::canvas::{Canvas, Ink, MIN_TEXT, Pen};
use crate::print::layout::Area;
use crate::print::pdf::Doc;
use crate::print::sheet::{BoardSheet, tiled_board_then};
use crate::print::spec::SheetKind;
use crate::print::{BoardReport, Ctx, PrintError};
use std::sync::Arc;

use crate::core::chars::race::RaceTrack;

/// The margin around the race track.
pub(super) const RACE_MARGIN: f32 = 1.0;

/// The race track of phase 1: squares 1 to `length`, pawns start on 0 beside square 1.
pub struct RaceArt {
    pub length: u8,
    /// Squares per row of the snake.
    pub row_len: u8,
    /// Arrows: (tail, head), forward or backward.
    pub arrows: Vec<(u8, u8)>,
    /// Red squares: (square, where it sends the pawn).
    pub red: Vec<(u8, u8)>,
    pub(super) track: Arc<RaceTrack>,
}

impl RaceArt {
    pub(super) fn rows(&self) -> u8 {
        self.length.div_ceil(self.row_len)
    }

    /// The drawing's size: the start box, then the snake, in a thin margin (the track has no
    /// coordinates: a narrow margin lets 9 squares of 30 mm fit across a landscape A4).
    pub(crate) fn size(&self, s: f32) -> (f32, f32) {
        (
            (self.row_len as f32 + 1.0) * s + 2.0 * RACE_MARGIN,
            self.rows() as f32 * s + 2.0 * RACE_MARGIN,
        )
    }

    /// The top-left corner of square `n` (0 is the start box, left of square 1).
    fn corner(&self, n: u8, s: f32) -> (f32, f32) {
        let rows = self.rows();
        if n == 0 {
            return (RACE_MARGIN, RACE_MARGIN + (rows - 1) as f32 * s);
        }
        let (row, col) = self.track.cell(n);
        (
            RACE_MARGIN + (col as f32 + 1.0) * s,
            RACE_MARGIN + (rows - 1 - row) as f32 * s,
        )
    }

    pub(crate) fn centre(&self, n: u8, s: f32) -> (f32, f32) {
        let (x, y) = self.corner(n, s);
        (x + s / 2.0, y + s / 2.0)
    }

    pub(crate) fn draw(&self, c: &mut Canvas, s: f32, ctx: &Ctx) {
        for n in 0..=self.length {
            self.square(c, n, s, ctx.texts);
        }
        self.arrows(c, s, ctx.texts);
        self.numbers(c, s);
    }

    /// Square `n`: its frame, the start or finish word, a red square's jump, the way to go.
    fn square(&self, c: &mut Canvas, n: u8, s: f32, texts: &Texts) {
        let red_ink = Ink(200, 20, 20);
        let (x, y) = self.corner(n, s);
        if !c.shows(x, y, s, s) {
            return;
        }
        if let Some((_, to)) = self.red.iter().find(|(from, _)| *from == n) {
            if !c.ink_saving {
                c.rect(x, y, s, s, Some(Ink(250, 205, 205)), None);
            }
            c.hatch(x, y, s, s, s * 0.1, Pen::Solid(s * 0.012, red_ink), true);
            c.rect(
                x + s * 0.22,
                y + s * 0.32,
                s * 0.56,
                s * 0.36,
                Some(Ink::WHITE),
                Some(Pen::Solid(s * 0.02, Ink::BLACK)),
            );
            c.label(
                x + s / 2.0,
                y + s / 2.0,
                (s * 0.25).max(MIN_TEXT),
                s * 0.5,
                &format!("+{}", to - n),
                true,
                Ink::BLACK,
            );
        }
        c.rect(x, y, s, s, None, Some(Pen::Solid(0.5, Ink::BLACK)));
        let name = if n == 0 {
            texts.get("print-chars-race-start")
        } else if n == self.length {
            texts.get("print-chars-race-finish")
        } else {
            String::new()
        };
        if n == 0 {
            c.label(
                x + s / 2.0,
                y + s * 0.45,
                (s * 0.16).max(MIN_TEXT),
                s * 0.9,
                &name,
                true,
                Ink::BLACK,
            );
            c.label(
                x + s / 2.0,
                y + s * 0.72,
                (s * 0.14).max(MIN_TEXT),
                s * 0.9,
                "0",
                false,
                Ink::BLACK,
            );
            return;
        }
        if !name.is_empty() {
            c.label(
                x + s / 2.0,
                y + s * 0.8,
                (s * 0.14).max(MIN_TEXT),
                s * 0.9,
                &name,
                true,
                Ink::BLACK,
            );
            c.rect(
                x + s * 0.05,
                y + s * 0.05,
                s * 0.9,
                s * 0.9,
                None,
                Some(Pen::Solid(s * 0.02, Ink::BLACK)),
            );
        }
        self.way(c, n, x, y, s);
    }

    /// The way to go: a small chevron at the corner of square `n`.
    fn way(&self, c: &mut Canvas, n: u8, x: f32, y: f32, s: f32) {
        let (row, _) = self.track.cell(n);
        let last_of_row = n.is_multiple_of(self.row_len);
        let (cx, cy) = (x + s * 0.86, y + s * 0.12);
        let k = s * 0.05;
        let chevron: [(f32, f32); 3] = if last_of_row {
            [
                (cx - k, cy + k * 0.6),
                (cx, cy - k * 0.6),
                (cx + k, cy + k * 0.6),
            ]
        } else if row % 2 == 0 {
            [
                (cx - k * 0.6, cy - k),
                (cx + k * 0.6, cy),
                (cx - k * 0.6, cy + k),
            ]
        } else {
            [
                (cx + k * 0.6, cy - k),
                (cx - k * 0.6, cy),
                (cx + k * 0.6, cy + k),
            ]
        };
        c.polygon(
            &chevron,
            false,
            None,
            Some(Pen::Solid(s * 0.02, Ink::gray(80))),
        );
    }

    /// The arrows over the squares; their tail square says where they lead, in words.
    fn arrows(&self, c: &mut Canvas, s: f32, texts: &Texts) {
        for &(from, to) in &self.arrows {
            let forward = to > from;
            let (x, y) = self.corner(from, s);
            let id = if forward {
                "print-chars-race-forward"
            } else {
                "print-chars-race-back"
            };
            let text = texts.tr(id, &[("square", (to as usize).into())]);
            // On a small square the words take two lines (never under 9 pt): a taller white band.
            let size = (s * 0.13).max(MIN_TEXT);
            let band = if c.text_width(&text, size, true) > s * 0.88 {
                size * 2.4
            } else {
                s * 0.2
            };
            // The arrow starts between the square's number and its words (on the mini sheet's small
            // squares the centre would be under the words' band).
            let (x1, y1) = self.centre(from, s);
            let number_bottom = y + s * 0.04 + (s * 0.18).max(MIN_TEXT) * 1.05;
            let y1 = y1.min((number_bottom + y + s * 0.94 - band) / 2.0);
            let (x2, y2) = self.centre(to, s);
            let pen = if forward {
                Pen::Solid(s * 0.045, Ink::BLACK)
            } else {
                Pen::Dashed(s * 0.045, Ink::BLACK)
            };
            curved_arrow(c, (x1, y1), (x2, y2), s, pen);
            c.circle(x1, y1, s * 0.07, Some(Ink::BLACK), None);
            c.rect(
                x + s * 0.04,
                y + s * 0.94 - band,
                s * 0.92,
                band,
                Some(Ink::WHITE),
                None,
            );
            c.label(
                x + s / 2.0,
                y + s * 0.94 - band / 2.0,
                size,
                s * 0.88,
                &text,
                true,
                Ink::BLACK,
            );
        }
    }

    /// The square numbers last, each on a white patch: never under an arrow.
    fn numbers(&self, c: &mut Canvas, s: f32) {
        for n in 1..=self.length {
            let (x, y) = self.corner(n, s);
            if !c.shows(x, y, s, s) {
                continue;
            }
            let text = n.to_string();
            let size = (s * 0.18).max(MIN_TEXT);
            let w = c.text_width(&text, size, true);
            c.rect(
                x + s * 0.04,
                y + s * 0.04,
                w + s * 0.05,
                size * 1.05,
                Some(Ink::WHITE),
                None,
            );
            c.heading(x + s * 0.06, y + s * 0.04 + size * 0.85, size, &text);
        }
    }
}

/// A gently curved arrow between two square centres, its head just short of the target centre.
fn curved_arrow(c: &mut Canvas, (x1, y1): (f32, f32), (x2, y2): (f32, f32), s: f32, pen: Pen) {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(0.01);
    let bend = (len * 0.18).min(s * 0.8);
    let (mx, my) = (
        (x1 + x2) / 2.0 - dy / len * bend,
        (y1 + y2) / 2.0 + dx / len * bend,
    );
    // Stop the curve at the head's base.
    let head = s * 0.2;
    let (tx, ty) = (x2 - mx, y2 - my);
    let tl = (tx * tx + ty * ty).sqrt().max(0.01);
    let (bx, by) = (x2 - tx / tl * head, y2 - ty / tl * head);
    let mut pb = krilla::geom::PathBuilder::new();
    pb.move_to(x1, y1);
    pb.quad_to(mx, my, bx, by);
    if let Some(p) = pb.finish() {
        c.path(&p, None, Some(pen));
    }
    c.arrow(
        bx,
        by,
        x2,
        y2,
        head,
        Pen::Solid(0.1, Ink::BLACK),
        Ink::BLACK,
    );
}

/// The race track sheet(s).
///
/// # Errors
/// The board file's errors.
pub fn race_track(doc: &mut Doc, ctx: &Ctx) -> Result<BoardReport, PrintError> {
    let boards = super::Boards::load(ctx.boards)?;
    let race = &boards.race;
    let s = ctx.square;
    let (width, height) = race.size(s);
    let columns = race.row_len + 1;
    let sheet = BoardSheet {
        title: ctx.texts.get("print-chars-race-title"),
        texts: ctx.texts,
        width,
        height,
        glue: ctx.spec.glue_mm,
        xlines: (0..=columns).map(|k| RACE_MARGIN + k as f32 * s).collect(),
        ylines: (0..=race.rows())
            .map(|k| RACE_MARGIN + k as f32 * s)
            .collect(),
        footer: ctx.board_footer(boards.reconstructed),
        coords_inside: false,
    };
    // The race's die goes below the track when there is room (on Letter the track takes two
    // portrait pages and leaves it), else with the pawns.
    let mut die_below = |c: &mut Canvas, room: Area| {
        if room.h >= die_height(DIE_FACE) {
            die(c, ctx.texts, room.x, room.y, room.w, DIE_FACE);
            ctx.die_done.set(true);
        }
    };
    let (tiling, on) = tiled_board_then(doc, &sheet, &|c| race.draw(c, s, ctx), &mut die_below);
    Ok(BoardReport::new(
        SheetKind::RaceTrack,
        (columns, race.rows()),
        s,
        &sheet,
        &tiling,
        on.landscape,
    ))
}
