//! Drawing La Bataille's table: the players and their piles, the battle's rows of cards, the card in
//! flight, the tie sign, the result, and the panel.

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle};

use super::super::Ctx;
use super::super::cards::{draw_card_back, draw_card_face, draw_empty, draw_pile};
use super::super::ui::{self, Align, Ui, size};
use super::layout::{Layout, buttons, idx, layout, lerp_rect, slot};
use super::{Anim, BatailleScreen, winner_id};
use crate::core::bataille::{Action, EMMA, SOUTH};
use crate::core::game::{Game, Side};

/// Emma, drawn as a friendly face with her name; the child is shown as "You" with a hand.
fn draw_player(ui: &Ui, ctx: &Ctx, r: Rect, side: Side, to_act: bool) {
    let p = &ui.palette;
    let c = vec2(r.x + r.w / 2.0, r.y + 70.0);
    let colour = p.side(side);
    draw_circle(c.x, c.y, 62.0, colour);
    draw_circle(c.x, c.y, 54.0, p.card);
    if side == EMMA {
        // Hair, eyes, smile.
        draw_rectangle(c.x - 50.0, c.y - 58.0, 100.0, 22.0, p.edge);
        draw_circle(c.x - 50.0, c.y - 20.0, 14.0, p.edge);
        draw_circle(c.x + 50.0, c.y - 20.0, 14.0, p.edge);
        draw_circle(c.x - 18.0, c.y - 4.0, 6.0, p.edge);
        draw_circle(c.x + 18.0, c.y - 4.0, 6.0, p.edge);
        for i in 0..8 {
            let a = 0.35 + i as f32 * 0.3;
            let (x0, y0) = (c.x + 22.0 * a.cos(), c.y + 14.0 + 12.0 * a.sin());
            let b = a + 0.3;
            let (x1, y1) = (c.x + 22.0 * b.cos(), c.y + 14.0 + 12.0 * b.sin());
            if a < std::f32::consts::PI {
                draw_line(x0, y0, x1, y1, 4.0, p.edge);
            }
        }
    } else {
        draw_circle(c.x - 18.0, c.y - 6.0, 6.0, p.edge);
        draw_circle(c.x + 18.0, c.y - 6.0, 6.0, p.edge);
        draw_line(c.x - 18.0, c.y + 22.0, c.x + 18.0, c.y + 22.0, 5.0, p.edge);
    }
    let name = ctx.t(if side == SOUTH {
        "app-bataille-you"
    } else {
        "app-bataille-emma"
    });
    let s = ui.fit_size(&name, size::BIG, true, r.w);
    ui.text(&name, c.x, r.y + 140.0, s, true, Align::Center, p.text);
    if to_act {
        // A marker under the name of who acts next: a filled triangle, not only a colour.
        draw_triangle(
            vec2(c.x - 16.0, r.y + 200.0),
            vec2(c.x + 16.0, r.y + 200.0),
            vec2(c.x, r.y + 184.0),
            p.text,
        );
    }
}

/// What one frame of the table shows, worked out once.
struct Frame<'a> {
    l: Layout,
    anim: Option<&'a Anim>,
    /// How far the animated action has gone (0 to 1).
    progress: f32,
    /// Who acts next (`None` when the game is over).
    next_actor: Option<Side>,
    /// How many table cards each side has before the card in flight lands.
    counts: [usize; 2],
    /// The cards per row the table must hold (the card in flight included).
    n: usize,
    /// The side collecting the table, while the cards fly to it.
    collect_to: Option<Side>,
}

impl BatailleScreen {
    pub(super) fn draw_all(&self, ctx: &Ctx, ui: &Ui) {
        let f = self.frame(ui);
        let felt = f.l.felt;
        draw_rectangle(felt.x, felt.y, felt.w, felt.h, ui.palette.table);
        for side in [SOUTH, EMMA] {
            self.draw_side(ctx, ui, &f, side);
        }
        // The child's pile invites a click.
        if f.next_actor == Some(SOUTH) && !self.busy() && !self.auto {
            let r = f.l.main[0];
            let pulse = 4.0 + 3.0 * (get_time() as f32 * 4.0).sin().abs();
            ui::outline(
                r.x - 10.0,
                r.y - 18.0,
                r.w + 24.0,
                r.h + 28.0,
                pulse,
                ui.palette.marker,
            );
        }
        self.draw_table(ctx, ui, &f);
        self.draw_flight(ui, &f);
        self.draw_tie(ui, &f);
        self.draw_result(ctx, ui, &f);
        self.draw_panel(ctx, ui, &f.l);
    }

    fn frame(&self, ui: &Ui) -> Frame<'_> {
        let v = &self.view;
        let anim = self.anim.as_ref();
        let progress = anim.map_or(0.0, |a| {
            if a.duration <= 0.0 {
                1.0
            } else {
                ((a.t - a.wait) / a.duration).clamp(0.0, 1.0)
            }
        });
        let next_actor = self.next_actor();
        let mut counts = [0usize; 2];
        for t in v.table() {
            counts[idx(t.owner)] += 1;
        }
        let mut with_flight = counts;
        let mut collect_to = None;
        match anim.map(|a| a.action) {
            Some(Action::LayFaceUp(s) | Action::LayHidden(s)) => with_flight[idx(s)] += 1,
            Some(Action::Collect(s)) => collect_to = Some(s),
            _ => {}
        }
        Frame {
            l: layout(ui),
            anim,
            progress,
            next_actor,
            counts,
            n: with_flight[0].max(with_flight[1]),
            collect_to,
        }
    }

    /// A player: the avatar, the draw pile and the won cards, with their counts.
    fn draw_side(&self, ctx: &Ctx, ui: &Ui, f: &Frame, side: Side) {
        let p = &ui.palette;
        let (l, v, i) = (&f.l, &self.view, idx(side));
        let mut main = v.holding(side).main_len();
        let mut side_n = v.holding(side).side_len();
        match f.anim.map(|a| a.action) {
            Some(Action::LayFaceUp(s) | Action::LayHidden(s)) if s == side => main -= 1,
            Some(Action::TurnOver(s)) if s == side => side_n = 0,
            _ => {}
        }
        let (cw, ch) = (l.card.x, l.card.y);
        // The player's place: across the table in portrait, around the avatar and piles otherwise.
        let right = if l.portrait {
            l.felt.x + l.felt.w - 24.0
        } else {
            l.side[i].x + cw + 16.0
        };
        let back = Rect::new(
            l.avatar[i].x - 16.0,
            l.main[i].y - 16.0,
            right - (l.avatar[i].x - 16.0),
            ch + 32.0 + ui.line_height(size::SMALL),
        );
        draw_rectangle(
            back.x,
            back.y,
            back.w,
            back.h,
            Color::new(0.0, 0.0, 0.0, 0.18),
        );
        draw_player(ui, ctx, l.avatar[i], side, f.next_actor == Some(side));
        draw_pile(ui, l.main[i], main, side);
        match v.holding(side).side_top().filter(|_| side_n > 0) {
            Some(top) => {
                draw_card_face(ui, l.side[i], top);
                if side_n > 1 {
                    // The thickness of the won cards.
                    let r = l.side[i];
                    ui::outline(r.x + 5.0, r.y - 5.0, cw, ch, 3.0, p.card);
                }
            }
            None => draw_empty(ui, l.side[i]),
        }
        let label_y = l.main[i].y + ch + 6.0;
        for (r, text) in [
            (
                l.main[i],
                ctx.tr("app-bataille-main-pile", &[("n", main.into())]),
            ),
            (
                l.side[i],
                ctx.tr("app-bataille-side-pile", &[("n", side_n.into())]),
            ),
        ] {
            // Each count keeps to its own pile's room (they sit side by side).
            let room = (l.side[i].x - l.main[i].x - 16.0).min(cw + 60.0);
            let sz = ui.fit_size(&text, size::SMALL, true, room);
            ui.text(
                &text,
                r.x + cw / 2.0,
                label_y,
                sz,
                true,
                Align::Center,
                WHITE,
            );
        }
    }

    /// The last face-up card of `side` on the table.
    fn last_up(&self, side: Side) -> Option<usize> {
        self.view
            .table()
            .iter()
            .rposition(|t| t.owner == side && t.face_up)
    }

    /// The battle: each side's table cards in table order, the stronger card marked before the collect.
    fn draw_table(&self, ctx: &Ctx, ui: &Ui, f: &Frame) {
        let p = &ui.palette;
        let table = self.view.table();
        let winner_card = match self.view.next_action() {
            Some(Action::Collect(s)) => self.last_up(s),
            _ => None,
        };
        let mut k = [0usize; 2];
        for (i, t) in table.iter().enumerate() {
            let side = idx(t.owner);
            let mut r = slot(&f.l, t.owner, k[side], f.n);
            k[side] += 1;
            if let Some(to) = f.collect_to {
                r = lerp_rect(r, f.l.side[idx(to)], f.progress);
            }
            if t.face_up {
                draw_card_face(ui, r, t.card);
            } else {
                draw_card_back(ui, r, t.owner);
            }
            if winner_card == Some(i) && f.collect_to.is_none() {
                ui::outline(r.x - 8.0, r.y - 8.0, r.w + 16.0, r.h + 16.0, 8.0, p.marker);
                let label = ctx.t("app-bataille-wins-card");
                let width = ui.measure(&label, size::SMALL, true);
                let felt = f.l.felt;
                // Beside the card, the last of its row, when the table has room on its right;
                // else under South's card or above Emma's (where it nears Emma's pile counts).
                let right = r.x + r.w + 20.0;
                if right + width <= felt.x + felt.w - 8.0 {
                    let y = r.y + (r.h - ui.line_height(size::SMALL)) / 2.0;
                    ui.text(&label, right, y, size::SMALL, true, Align::Left, WHITE);
                    continue;
                }
                let y = if t.owner == SOUTH {
                    r.y + r.h + 10.0
                } else {
                    r.y - 10.0 - ui.line_height(size::SMALL)
                };
                // Centred on the card, but never past the table's edges.
                let half = width / 2.0;
                let x = (r.x + r.w / 2.0).clamp(felt.x + half + 8.0, felt.x + felt.w - half - 8.0);
                ui.text(&label, x, y, size::SMALL, true, Align::Center, WHITE);
            }
        }
    }

    /// The card moving from a pile to the table, or from the won cards back to the draw pile.
    fn draw_flight(&self, ui: &Ui, f: &Frame) {
        let Some(a) = f.anim else {
            return;
        };
        let l = &f.l;
        match a.action {
            Action::LayFaceUp(s) | Action::LayHidden(s) => {
                let to = slot(l, s, f.counts[idx(s)], f.n);
                let r = lerp_rect(l.main[idx(s)], to, f.progress);
                let card = self.view.holding(s).main_pile().next();
                match (a.action, card) {
                    (Action::LayFaceUp(_), Some(c)) if f.progress > 0.5 => draw_card_face(ui, r, c),
                    _ => draw_card_back(ui, r, s),
                }
            }
            Action::TurnOver(s) => {
                let r = lerp_rect(l.side[idx(s)], l.main[idx(s)], f.progress);
                draw_card_back(ui, r, s);
            }
            Action::Collect(_) => {}
        }
    }

    /// A tie between the two face-up cards: the sign "=" between them.
    fn draw_tie(&self, ui: &Ui, f: &Frame) {
        let table = self.view.table();
        if let (Some(a), Some(b)) = (self.last_up(SOUTH), self.last_up(EMMA))
            && table[a].card.rank() == table[b].card.rank()
            && f.collect_to.is_none()
        {
            let l = &f.l;
            let ra = slot(l, SOUTH, f.counts[0] - 1, f.n);
            let cy = (l.table[1].y + l.card.y + l.table[0].y) / 2.0;
            let cx = ra.x + l.card.x / 2.0;
            draw_rectangle(cx - 40.0, cy - 10.0, 80.0, 8.0, ui.palette.marker);
            draw_rectangle(cx - 40.0, cy + 6.0, 80.0, 8.0, ui.palette.marker);
        }
    }

    /// The result, big, in the middle of the table.
    fn draw_result(&self, ctx: &Ctx, ui: &Ui, f: &Frame) {
        let Some(outcome) = self.view.outcome().filter(|_| f.anim.is_none()) else {
            return;
        };
        let p = &ui.palette;
        let l = &f.l;
        let text = ctx.tr(
            "app-bataille-banner",
            &[("who", winner_id(outcome.winner).into())],
        );
        let w = l.felt.w - 120.0;
        let s = ui.fit_size(&text, size::TITLE * 1.2, true, w - 60.0);
        let h = ui.line_height(s) + 40.0;
        let y = l.table[1].y + (l.table[0].y + l.card.y - l.table[1].y - h) / 2.0;
        let r = Rect::new(60.0, y, w, h);
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        ui::outline(r.x, r.y, r.w, r.h, 6.0, p.edge);
        ui.text(
            &text,
            r.x + r.w / 2.0,
            r.y + 20.0,
            s,
            true,
            Align::Center,
            p.text,
        );
    }

    fn draw_panel(&self, ctx: &Ctx, ui: &Ui, l: &Layout) {
        let p = &ui.palette;
        let r = l.panel;
        ui.panel(r, p.panel, p.edge, 0.0);
        let (x, w) = if l.portrait {
            draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
            (r.x + 40.0, r.w - 80.0)
        } else {
            draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
            (r.x + 24.0, r.w - 48.0)
        };
        let b = buttons(ui, l);
        let mut col = crate::app::layout::Column {
            x,
            y: r.y + 24.0,
            w,
            limit: b.flip.y - 20.0,
        };
        let title = ctx.t("app-game-bataille");
        let s = ui.fit_size(&title, size::TITLE, true, w);
        let v = &self.view;
        let counts = [
            ctx.tr("app-bataille-rounds", &[("n", v.rounds().into())]),
            ctx.tr("app-bataille-battles", &[("n", v.battles().into())]),
            ctx.tr(
                "app-bataille-cards",
                &[
                    ("who", "south".into()),
                    ("n", v.holding(SOUTH).len().into()),
                ],
            ),
            ctx.tr(
                "app-bataille-cards",
                &[("who", "emma".into()), ("n", v.holding(EMMA).len().into())],
            ),
        ];
        // The last event, in words.
        let event = match &self.event {
            Some(m) => ctx.texts.format(m),
            None if v.is_over() => String::new(),
            None => ctx.t("app-bataille-click-pile"),
        };
        let bold = self.event.is_some();
        // The event comes first when the text is long (a save that could not be read, large text):
        // then the rounds and battles step aside, then the cards each holds, then the screen's title;
        // then the event's letters get smaller, down to the normal text size's small ones, before its
        // end is cut.
        let line = ui.line_height(size::BODY);
        let event_h = ui.paragraph_height(&event, w, size::BODY, bold) + 10.0;
        let room = col.limit - col.y;
        let with_title = ui.line_height(s) + 6.0;
        let full = event_h + with_title + 4.0 * line <= room;
        let cards = event_h + with_title + 2.0 * line <= room;
        if event_h + with_title <= room {
            ui.text(&title, x, col.y, s, true, Align::Left, p.text);
            col.y += with_title;
        }
        for (i, text) in counts.iter().enumerate() {
            if (i < 2 && !full) || !cards {
                continue;
            }
            let s = ui.fit_size(text, size::BODY, false, w);
            ui.text(text, x, col.y, s, false, Align::Left, p.text);
            col.y += line;
        }
        col.gap(10.0);
        let floor = size::SMALL / ui.text_factor.max(1.0);
        let mut es = size::BODY;
        while es > floor && ui.paragraph_height(&event, w, es, bold) > col.limit - col.y {
            es = (es - 2.0).max(floor);
        }
        col.paragraph(ui, &event, es, bold, p.text);
        // The speed control's label between − and +.
        let row = &b.speed;
        let label = ctx.tr("app-bataille-speed", &[("n", (self.speed + 1).into())]);
        let s = ui.fit_size(&label, size::SMALL, true, row[1].w);
        ui.text(
            &label,
            row[1].x + row[1].w / 2.0,
            row[1].y + (row[1].h - ui.line_height(s)) / 2.0,
            s,
            true,
            Align::Center,
            p.text,
        );
    }
}
