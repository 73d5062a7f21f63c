//! La Bataille at the table: the child (South, bottom) against Emma (top).
//!
//! The core's [`Bataille`] moves one visible action at a time. A flip plays, *in the core, at once*, every
//! action up to the next moment the child acts (the end of the round, or a tie that calls for a battle);
//! the screen keeps a second copy, `view`, and replays those actions on it one by one with a short
//! animation, so a battle is seen card by card. Auto-play flips by itself, at a speed the teacher picks,
//! and stops at any moment. The game is saved after every flip and resumed at the next start.

use std::collections::VecDeque;

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle};

use super::layout::{self, Portrait};
use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Pointer, Screen};
use crate::core::bataille::{Action, Bataille, Card, EMMA, EndReason, SOUTH};
use crate::core::game::{Game, Side, Winner};
use crate::core::rng::Rng;
use crate::i18n::Message;

/// Where the game in progress is saved.
pub const SAVE_FILE: &str = "saves/bataille.json";

#[derive(serde::Serialize, serde::Deserialize)]
struct Save {
    version: u32,
    game: Bataille,
    /// The auto-play speed chosen (older saves have none: the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    speed: Option<usize>,
}

/// Auto-play speeds: how long each card takes (1 = the normal animation); 0 plays without animation.
const SPEEDS: [f32; 5] = [1.5, 1.0, 0.5, 0.15, 0.0];
/// Rounds played per frame at the fastest speed.
const TURBO_FLIPS: usize = 30;

const W_FLIP: u32 = 1;
const W_AUTO: u32 = 2;
const W_SLOWER: u32 = 3;
const W_FASTER: u32 = 4;
const W_NEW: u32 = 5;
const W_HOME: u32 = 6;

const CARD_W: f32 = 140.0;
const CARD_H: f32 = 196.0;

struct Anim {
    action: Action,
    t: f32,
    /// A pause before the cards move (to look at the two cards before they are collected).
    wait: f32,
    duration: f32,
}

pub struct BatailleScreen {
    /// The truth: where the core is (and what is saved).
    game: Bataille,
    /// What is on screen: `game` minus the actions still in `queue`.
    view: Bataille,
    queue: VecDeque<Action>,
    anim: Option<Anim>,
    auto: bool,
    speed: usize,
    auto_wait: f32,
    event: Option<Message>,
    dirty: bool,
    since_save: f32,
}

/// A deck shuffled from `seed`.
pub fn shuffled_deck(seed: u64) -> Vec<Card> {
    let mut deck = Card::full_deck();
    Rng::new(seed).shuffle(&mut deck);
    deck
}

impl BatailleScreen {
    pub fn new(game: Bataille) -> BatailleScreen {
        let event = if game.is_over() {
            Some(end_message(&game))
        } else {
            None
        };
        BatailleScreen {
            view: game.clone(),
            game,
            queue: VecDeque::new(),
            anim: None,
            auto: false,
            speed: 1,
            auto_wait: 0.0,
            event,
            dirty: false,
            since_save: 0.0,
        }
    }

    /// The saved game if there is one (a corrupt save is set aside with a notice), else a new deal.
    pub fn resume(ctx: &mut Ctx) -> BatailleScreen {
        match ctx.store.load_json::<Save>(SAVE_FILE) {
            Ok(Some(save)) => {
                let mut s = BatailleScreen::new(save.game);
                if let Some(speed) = save.speed {
                    s.speed = speed.min(SPEEDS.len() - 1);
                }
                if !s.game.is_over() {
                    s.event = Some(Message::new("app-bataille-resumed"));
                }
                s
            }
            Ok(None) => BatailleScreen::new(Bataille::new(&shuffled_deck(clock_seed()))),
            Err(e) => {
                let text = ctx.tr("app-notice-file", &[("problem", e.to_string().into())]);
                ctx.notices.push(text);
                BatailleScreen::new(Bataille::new(&shuffled_deck(clock_seed())))
            }
        }
    }

    /// The game as the screen shows it once every queued animation has finished.
    pub fn game(&self) -> &Bataille {
        &self.game
    }

    fn busy(&self) -> bool {
        self.anim.is_some() || !self.queue.is_empty()
    }

    /// Plays in the core every action up to the child's next flip, and queues them for the view.
    fn flip(&mut self, ctx: &mut Ctx) {
        self.fast_forward(ctx);
        if self.game.is_over() {
            return;
        }
        // A tie stops the round: the battle waits for the child's next flip.
        self.queue.extend(self.game.play_round(true).actions);
        self.dirty = true;
        // The game itself has moved on already (the table only shows it card by card): saved at once,
        // so that closing the app during the animation loses nothing. Auto-play saves every 2 s.
        if !self.auto {
            self.save(ctx);
        }
    }

    /// Shows at once what the queued animations would have shown.
    fn fast_forward(&mut self, ctx: &mut Ctx) {
        if let Some(a) = self.anim.take() {
            self.apply_to_view(a.action);
        }
        while let Some(a) = self.queue.pop_front() {
            self.apply_to_view(a);
        }
        self.save(ctx);
    }

    fn apply_to_view(&mut self, action: Action) {
        let table_cards = self.view.table().len();
        self.view.play_unchecked(action);
        self.event = match action {
            Action::LayFaceUp(side) if side == EMMA => {
                if self.view.is_over() {
                    None
                } else if let Some(Action::Collect(winner)) = self.view.next_action() {
                    Some(Message::new("app-bataille-event-higher").with("who", who(winner)))
                } else {
                    Some(Message::new("app-bataille-event-battle"))
                }
            }
            Action::TurnOver(side) => {
                Some(Message::new("app-bataille-event-turn-over").with("who", who(side)))
            }
            Action::Collect(side) => Some(
                Message::new("app-bataille-event-round")
                    .with("who", who(side))
                    .with("n", table_cards),
            ),
            _ => self.event.take(),
        };
        if self.view.is_over() {
            self.event = Some(end_message(&self.view));
        }
    }

    fn save(&mut self, ctx: &mut Ctx) {
        if !self.dirty || ctx.still {
            return;
        }
        self.dirty = false;
        self.since_save = 0.0;
        let save = Save {
            version: 1,
            game: self.game.clone(),
            speed: Some(self.speed),
        };
        if let Err(e) = ctx.store.save_json(SAVE_FILE, &save) {
            let text = ctx.tr("app-notice-file", &[("problem", e.to_string().into())]);
            ctx.notices.push(text);
        }
    }

    /// The animation factor: the teacher's setting, and the auto-play speed while it runs.
    fn factor(&self, ctx: &Ctx) -> f32 {
        let auto = if self.auto { SPEEDS[self.speed] } else { 1.0 };
        ctx.anim(auto)
    }

    fn start_next(&mut self, ctx: &Ctx) {
        let factor = self.factor(ctx);
        while self.anim.is_none() {
            let Some(action) = self.queue.pop_front() else {
                return;
            };
            let (wait, duration) = match action {
                Action::LayFaceUp(_) | Action::LayHidden(_) => (0.0, 0.22),
                Action::TurnOver(_) => (0.15, 0.4),
                Action::Collect(_) => (0.8, 0.35),
            };
            if factor <= 0.0 {
                self.apply_to_view(action);
            } else {
                self.anim = Some(Anim {
                    action,
                    t: 0.0,
                    wait: wait * factor,
                    duration: duration * factor,
                });
            }
        }
    }

    fn new_deal(&mut self, ctx: &mut Ctx) {
        let seed = clock_seed();
        *self = BatailleScreen::new(Bataille::new(&shuffled_deck(seed)));
        self.dirty = true;
        self.event = Some(Message::new("app-bataille-new-deal"));
        self.save(ctx);
    }

    /// A scene for screenshots and tests: `table` (the deal), `battle` (a battle laid, before the
    /// collect), `end` (the game over).
    pub fn scene(deck: &[Card], scene: &str) -> Result<BatailleScreen, String> {
        let mut game = Bataille::new(deck);
        match scene {
            "table" | "board" => {}
            "battle" => {
                let mut rounds = 0;
                loop {
                    let Some(action) = game.next_action() else {
                        return Err("this deal has no battle".to_string());
                    };
                    if matches!(action, Action::Collect(_)) && game.round_battles() > 0 {
                        break;
                    }
                    game.step();
                    rounds += 1;
                    if rounds > 200_000 {
                        return Err("this deal has no battle".to_string());
                    }
                }
                let mut s = BatailleScreen::new(game);
                if let Some(Action::Collect(winner)) = s.game.next_action() {
                    s.event =
                        Some(Message::new("app-bataille-event-higher").with("who", who(winner)));
                }
                return Ok(s);
            }
            "end" => {
                game.run_to_end();
            }
            other => {
                return Err(format!(
                    "La Bataille has no scene `{other}` (use table, battle or end)"
                ));
            }
        }
        Ok(BatailleScreen::new(game))
    }

    /// Turns auto-play on (for the frame benchmark).
    pub fn with_auto(mut self, speed: usize) -> BatailleScreen {
        self.auto = true;
        self.speed = speed.min(SPEEDS.len() - 1);
        self
    }
}

fn who(side: Side) -> &'static str {
    if side == SOUTH { "south" } else { "emma" }
}

fn winner_id(w: Winner) -> &'static str {
    match w {
        Winner::Side(s) => who(s),
        Winner::Draw => "draw",
    }
}

/// The end of the game in words, with the rule that decided it.
fn end_message(game: &Bataille) -> Message {
    let outcome = game.outcome().expect("the game is over");
    let south = game.holding(SOUTH).len();
    let emma = game.holding(EMMA).len();
    let winner = winner_id(outcome.winner);
    match outcome.reason {
        EndReason::CaptureAll => Message::new("app-bataille-end-capture-all").with("who", winner),
        EndReason::BattleShortage => {
            let short = if south < emma { SOUTH } else { EMMA };
            Message::new("app-bataille-end-shortage")
                .with("who", winner)
                .with("short", who(short))
                .with("n", south.min(emma))
        }
        EndReason::BothShort => Message::new("app-bataille-end-both-short")
            .with("who", winner)
            .with("south", south)
            .with("emma", emma),
        EndReason::RoundLimit => Message::new("app-bataille-end-round-limit")
            .with("who", winner)
            .with("south", south)
            .with("emma", emma),
    }
}

/// A seed from the clock (each new deal differs).
fn clock_seed() -> u64 {
    (miniquad::date::now() * 1000.0) as u64
}

/// The screen's geometry, in virtual units.
struct Layout {
    panel: Rect,
    /// The green table (left of the panel, or above it in portrait).
    felt: Rect,
    /// The panel is under the table (a screen taller than wide).
    portrait: bool,
    avatar: [Rect; 2],
    main: [Rect; 2],
    side: [Rect; 2],
    /// Left end of each side's row of table cards, and the space the row may take.
    table: [Rect; 2],
}

fn idx(side: Side) -> usize {
    if side == SOUTH { 0 } else { 1 }
}

fn layout(ui: &Ui) -> Layout {
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
struct Buttons {
    flip: Rect,
    auto: Rect,
    /// −, the speed's label, +.
    speed: Vec<Rect>,
    new: Rect,
    home: Rect,
}

fn buttons(ui: &Ui, l: &Layout) -> Buttons {
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

/// The horizontal step between table cards when a row holds up to `n` cards.
fn table_step(row: Rect, n: usize) -> f32 {
    let n = n.max(6);
    ((row.w - CARD_W) / (n as f32 - 1.0)).min(CARD_W + 24.0)
}

fn slot(l: &Layout, side: Side, k: usize, n: usize) -> Rect {
    let row = l.table[idx(side)];
    let step = table_step(row, n);
    Rect::new(row.x + k as f32 * step, row.y, CARD_W, CARD_H)
}

fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    let t = t.clamp(0.0, 1.0);
    let t = t * t * (3.0 - 2.0 * t);
    Rect::new(
        a.x + (b.x - a.x) * t,
        a.y + (b.y - a.y) * t,
        a.w + (b.w - a.w) * t,
        a.h + (b.h - a.h) * t,
    )
}

/// Draws a face-up card: its rank in two corners and large in the middle, and the suit as a shape.
pub fn draw_card_face(ui: &Ui, r: Rect, card: Card) {
    let p = &ui.palette;
    draw_rectangle(r.x, r.y, r.w, r.h, p.card);
    ui::outline(r.x, r.y, r.w, r.h, 3.0, p.edge);
    let red = matches!(card.suit(), 1 | 2);
    let color = if red { p.card_red } else { p.card_black };
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
        34.0 * k,
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
        64.0 * k,
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

/// Draws a face-down card in its owner's colour, with its owner's pattern (stripes for the first player,
/// dots for the second) so that it is told apart without colour.
pub fn draw_card_back(ui: &Ui, r: Rect, owner: Side) {
    let p = &ui.palette;
    let fill = p.side(owner);
    draw_rectangle(r.x, r.y, r.w, r.h, p.card);
    draw_rectangle(r.x + 6.0, r.y + 6.0, r.w - 12.0, r.h - 12.0, fill);
    ui::outline(r.x, r.y, r.w, r.h, 3.0, p.edge);
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
            let mut y = inner.y + 8.0;
            while y < inner.y + inner.h {
                let mut x = inner.x + 8.0;
                while x < inner.x + inner.w {
                    draw_circle(x, y, 4.5, light);
                    x += 20.0;
                }
                y += 20.0;
            }
        }
    }
    ui::outline(inner.x, inner.y, inner.w, inner.h, 2.0, light);
}

/// A pile of `n` face-down cards: its thickness shows roughly how many; an empty pile is an outline.
fn draw_pile(ui: &Ui, r: Rect, n: usize, owner: Side) {
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

fn draw_empty(ui: &Ui, r: Rect) {
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

impl Screen for BatailleScreen {
    fn animating(&self) -> bool {
        self.busy() || (self.auto && !self.game.is_over()) || self.dirty
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let l = layout(ui);
        let b = buttons(ui, &l);
        let over = self.game.is_over();
        let battle_next = matches!(self.game.next_action(), Some(Action::LayHidden(_)))
            || (self.game.round_battles() > 0
                && !matches!(self.game.next_action(), Some(Action::Collect(_))));
        let flip_label = ctx.t(if battle_next {
            "app-bataille-flip-battle"
        } else {
            "app-bataille-flip"
        });
        let speed_row = &b.speed;
        vec![
            Widget::new(W_FLIP, b.flip, flip_label)
                .primary()
                .enabled(!over)
                .key(ctx.t("app-key-space")),
            Widget::new(
                W_AUTO,
                b.auto,
                ctx.t(if self.auto {
                    "app-bataille-stop"
                } else {
                    "app-bataille-auto"
                }),
            )
            .enabled(!over),
            Widget::new(W_SLOWER, speed_row[0], "−").enabled(self.speed > 0),
            Widget::new(
                W_FASTER,
                Rect::new(
                    speed_row[2].x,
                    speed_row[2].y,
                    speed_row[2].w,
                    speed_row[2].h,
                ),
                "+",
            )
            .enabled(self.speed + 1 < SPEEDS.len()),
            Widget::new(W_NEW, b.new, ctx.t("app-bataille-new")),
            Widget::new(W_HOME, b.home, ctx.t("app-back")),
        ]
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_FLIP => self.flip(ctx),
            W_AUTO => {
                self.auto = !self.auto;
                self.auto_wait = 0.0;
                if !self.auto {
                    self.save(ctx);
                }
            }
            W_SLOWER => {
                self.speed = self.speed.saturating_sub(1);
                self.dirty = true;
            }
            W_FASTER => {
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1);
                self.dirty = true;
            }
            W_NEW => self.new_deal(ctx),
            W_HOME => return Command::Pop,
            _ => {}
        }
        Command::None
    }

    fn pointer(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        if let Pointer::Down(p) = event {
            let l = layout(ui);
            if l.main[0].contains(p) || l.table[0].contains(p) && !self.busy() {
                self.auto = false;
                self.flip(ctx);
            }
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        match key {
            KeyCode::Space | KeyCode::Enter | KeyCode::F => {
                self.flip(ctx);
                Some(Command::None)
            }
            KeyCode::A => Some(self.activate(ctx, W_AUTO)),
            KeyCode::N => Some(self.activate(ctx, W_NEW)),
            KeyCode::Minus | KeyCode::KpSubtract => Some(self.activate(ctx, W_SLOWER)),
            KeyCode::Equal | KeyCode::KpAdd => Some(self.activate(ctx, W_FASTER)),
            _ => None,
        }
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        self.since_save += dt;
        if let Some(a) = &mut self.anim {
            a.t += dt;
            if a.t < a.wait + a.duration {
                return Command::None;
            }
            let action = a.action;
            self.anim = None;
            self.apply_to_view(action);
        }
        self.start_next(ctx);
        if self.busy() {
            return Command::None;
        }
        if self.auto && !self.game.is_over() {
            if self.factor(ctx) <= 0.0 {
                for _ in 0..TURBO_FLIPS {
                    self.flip(ctx);
                    self.start_next(ctx);
                    if self.game.is_over() {
                        break;
                    }
                }
            } else {
                self.auto_wait -= dt;
                if self.auto_wait <= 0.0 {
                    self.flip(ctx);
                    self.auto_wait = 0.3 * self.factor(ctx);
                }
            }
        }
        if self.game.is_over() {
            self.auto = false;
        }
        if self.dirty && (!self.auto || self.since_save > 2.0) {
            self.save(ctx);
        }
        Command::None
    }

    fn leave(&mut self, ctx: &mut Ctx) {
        self.fast_forward(ctx);
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let l = layout(ui);
        // The table.
        let felt = l.felt;
        draw_rectangle(felt.x, felt.y, felt.w, felt.h, p.table);
        let v = &self.view;
        let anim = self.anim.as_ref();
        let progress = anim.map_or(0.0, |a| {
            if a.duration <= 0.0 {
                1.0
            } else {
                ((a.t - a.wait) / a.duration).clamp(0.0, 1.0)
            }
        });
        let next_actor = if v.is_over() {
            None
        } else {
            v.next_action().map(|a| match a {
                Action::LayFaceUp(s)
                | Action::LayHidden(s)
                | Action::TurnOver(s)
                | Action::Collect(s) => s,
            })
        };
        // Players and their piles.
        for side in [SOUTH, EMMA] {
            let i = idx(side);
            let mut main = v.holding(side).main_len();
            let mut side_n = v.holding(side).side_len();
            match anim.map(|a| a.action) {
                Some(Action::LayFaceUp(s) | Action::LayHidden(s)) if s == side => main -= 1,
                Some(Action::TurnOver(s)) if s == side => side_n = 0,
                _ => {}
            }
            let panel_back = Rect::new(
                l.avatar[i].x - 16.0,
                l.avatar[i].y - 16.0,
                l.side[i].x + CARD_W + 32.0 - l.avatar[i].x,
                CARD_H + 32.0 + ui.line_height(size::SMALL),
            );
            draw_rectangle(
                panel_back.x,
                panel_back.y,
                panel_back.w,
                panel_back.h,
                Color::new(0.0, 0.0, 0.0, 0.18),
            );
            draw_player(ui, ctx, l.avatar[i], side, next_actor == Some(side));
            draw_pile(ui, l.main[i], main, side);
            if side_n > 0 {
                let top = v.holding(side).side_top().expect("side pile");
                draw_card_face(ui, l.side[i], top);
                if side_n > 1 {
                    // The thickness of the side pile.
                    ui::outline(
                        l.side[i].x + 5.0,
                        l.side[i].y - 5.0,
                        CARD_W,
                        CARD_H,
                        3.0,
                        p.card,
                    );
                }
            } else {
                draw_empty(ui, l.side[i]);
            }
            let label_y = l.main[i].y + CARD_H + 6.0;
            let main_text = ctx.tr("app-bataille-main-pile", &[("n", main.into())]);
            let side_text = ctx.tr("app-bataille-side-pile", &[("n", side_n.into())]);
            let sz = ui.fit_size(&main_text, size::SMALL, false, CARD_W + 60.0);
            ui.text(
                &main_text,
                l.main[i].x + CARD_W / 2.0,
                label_y,
                sz,
                true,
                Align::Center,
                WHITE,
            );
            let sz = ui.fit_size(&side_text, size::SMALL, false, CARD_W + 60.0);
            ui.text(
                &side_text,
                l.side[i].x + CARD_W / 2.0,
                label_y,
                sz,
                true,
                Align::Center,
                WHITE,
            );
        }
        // The child's pile invites a click.
        if next_actor == Some(SOUTH) && !self.busy() && !self.auto {
            let r = l.main[0];
            let pulse = 4.0 + 3.0 * (get_time() as f32 * 4.0).sin().abs();
            ui::outline(
                r.x - 10.0,
                r.y - 18.0,
                r.w + 24.0,
                r.h + 28.0,
                pulse,
                p.marker,
            );
        }
        // The battle stack: each side's table cards in table order.
        let table = v.table();
        let mut counts = [0usize; 2];
        for t in table {
            counts[idx(t.owner)] += 1;
        }
        let extra = match anim.map(|a| a.action) {
            Some(Action::LayFaceUp(s) | Action::LayHidden(s)) => {
                let mut c = counts;
                c[idx(s)] += 1;
                c
            }
            _ => counts,
        };
        let n = extra[0].max(extra[1]);
        let collect_to = match anim.map(|a| a.action) {
            Some(Action::Collect(s)) => Some(s),
            _ => None,
        };
        let mut k = [0usize; 2];
        let last_up = |side: Side| {
            table
                .iter()
                .enumerate()
                .rev()
                .find(|(_, t)| t.owner == side && t.face_up)
                .map(|(i, _)| i)
        };
        let winner_card = match v.next_action() {
            Some(Action::Collect(s)) => last_up(s),
            _ => None,
        };
        for (i, t) in table.iter().enumerate() {
            let side = idx(t.owner);
            let mut r = slot(&l, t.owner, k[side], n);
            k[side] += 1;
            if let Some(to) = collect_to {
                r = lerp_rect(r, l.side[idx(to)], progress);
            }
            if t.face_up {
                draw_card_face(ui, r, t.card);
            } else {
                draw_card_back(ui, r, t.owner);
            }
            if winner_card == Some(i) && collect_to.is_none() {
                ui::outline(r.x - 8.0, r.y - 8.0, r.w + 16.0, r.h + 16.0, 8.0, p.marker);
                let label = ctx.t("app-bataille-wins-card");
                let y = if t.owner == SOUTH {
                    r.y + r.h + 10.0
                } else {
                    r.y - 10.0 - ui.line_height(size::SMALL)
                };
                ui.text(
                    &label,
                    r.x + r.w / 2.0,
                    y,
                    size::SMALL,
                    true,
                    Align::Center,
                    WHITE,
                );
            }
        }
        // The card in flight.
        if let Some(a) = anim {
            match a.action {
                Action::LayFaceUp(s) | Action::LayHidden(s) => {
                    let from = l.main[idx(s)];
                    let to = slot(&l, s, counts[idx(s)], n);
                    let r = lerp_rect(from, to, progress);
                    let card = v.holding(s).main_pile().next();
                    match (a.action, card) {
                        (Action::LayFaceUp(_), Some(c)) if progress > 0.5 => {
                            draw_card_face(ui, r, c)
                        }
                        _ => draw_card_back(ui, r, s),
                    }
                }
                Action::TurnOver(s) => {
                    let r = lerp_rect(l.side[idx(s)], l.main[idx(s)], progress);
                    draw_card_back(ui, r, s);
                }
                Action::Collect(_) => {}
            }
        }
        // A tie between the two face-up cards: the sign "=" between them.
        if let (Some(a), Some(b)) = (last_up(SOUTH), last_up(EMMA))
            && table[a].card.rank() == table[b].card.rank()
            && collect_to.is_none()
        {
            {
                let ra = slot(&l, SOUTH, counts[0] - 1, n);
                let cy = (l.table[1].y + CARD_H + l.table[0].y) / 2.0;
                let cx = ra.x + CARD_W / 2.0;
                draw_rectangle(cx - 40.0, cy - 10.0, 80.0, 8.0, p.marker);
                draw_rectangle(cx - 40.0, cy + 6.0, 80.0, 8.0, p.marker);
            }
        }
        if let Some(outcome) = v.outcome().filter(|_| anim.is_none()) {
            // The result, big, in the middle of the table.
            let text = ctx.tr(
                "app-bataille-banner",
                &[("who", winner_id(outcome.winner).into())],
            );
            let w = felt.w - 120.0;
            let s = ui.fit_size(&text, size::TITLE * 1.2, true, w - 60.0);
            let h = ui.line_height(s) + 40.0;
            let r = Rect::new(
                60.0,
                l.table[1].y + (l.table[0].y + CARD_H - l.table[1].y - h) / 2.0,
                w,
                h,
            );
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
        self.draw_panel(ctx, ui, &l);
    }
}

impl BatailleScreen {
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
        let mut y = r.y + 24.0;
        let title = ctx.t("app-game-bataille");
        let s = ui.fit_size(&title, size::TITLE, true, w);
        ui.text(&title, x, y, s, true, Align::Left, p.text);
        y += ui.line_height(s) + 6.0;
        let v = &self.view;
        let lines = [
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
        for line in &lines {
            let s = ui.fit_size(line, size::BODY, false, w);
            ui.text(line, x, y, s, false, Align::Left, p.text);
            y += ui.line_height(size::BODY);
        }
        y += 10.0;
        // The last event, in words.
        let event = match &self.event {
            Some(m) => ctx.texts.format(m),
            None if v.is_over() => String::new(),
            None => ctx.t("app-bataille-click-pile"),
        };
        let limit = b.flip.y - 20.0;
        let mut size = size::BODY;
        while size > 20.0 && y + ui.paragraph_height(&event, w, size, true) > limit {
            size -= 2.0;
        }
        let bold = self.event.is_some();
        ui.paragraph(&event, x, y, w, size, bold, Align::Left, p.text);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_battle_scene_shows_a_battle_before_its_collect() {
        let deck = shuffled_deck(4);
        let s = BatailleScreen::scene(&deck, "battle").unwrap();
        assert!(s.game.round_battles() > 0);
        assert!(s.game.table().iter().any(|t| !t.face_up));
        assert!(matches!(s.game.next_action(), Some(Action::Collect(_))));
        assert!(BatailleScreen::scene(&deck, "nope").is_err());
    }

    #[test]
    fn a_flip_stops_at_the_end_of_the_round_or_at_a_battle() {
        let mut ctx = Ctx::new(crate::app::store::Store::none(), true);
        let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(4)));
        let mut battles_waited = 0;
        for _ in 0..400 {
            if s.game.is_over() {
                break;
            }
            s.flip(&mut ctx);
            let last = *s.queue.back().unwrap();
            match last {
                Action::Collect(_) => assert_eq!(s.game.table().len(), 0),
                Action::LayFaceUp(side) if side == EMMA && !s.game.is_over() => {
                    // A tie: the child must flip again for the battle.
                    assert!(matches!(
                        s.game.next_action(),
                        Some(Action::LayHidden(SOUTH) | Action::TurnOver(SOUTH))
                    ));
                    battles_waited += 1;
                }
                _ => assert!(s.game.is_over(), "stopped after {last:?}"),
            }
            // The view catches up with the core once the animations are skipped.
            s.fast_forward(&mut ctx);
            assert_eq!(s.view, s.game);
        }
        assert!(battles_waited > 0, "deal 4 has a battle early on");
    }

    #[test]
    fn rounds_stop_at_a_collect_a_tie_or_the_end_and_cover_the_whole_game() {
        use crate::core::bataille::RoundStop;
        for seed in 0..20 {
            let mut whole = Bataille::new(&shuffled_deck(seed));
            let mut by_rounds = whole.clone();
            let mut all = Vec::new();
            while let Some(a) = whole.step() {
                all.push(a);
            }
            let mut played = Vec::new();
            let mut ties = 0u32;
            loop {
                let round = by_rounds.play_round(true);
                match round.stop {
                    RoundStop::Collected(side) => {
                        assert_eq!(round.actions.last(), Some(&Action::Collect(side)))
                    }
                    RoundStop::Tie => {
                        ties += 1;
                        let up: Vec<Card> = by_rounds
                            .table()
                            .iter()
                            .filter(|t| t.face_up)
                            .map(|t| t.card)
                            .collect();
                        let last_two = &up[up.len() - 2..];
                        assert_eq!(last_two[0].rank(), last_two[1].rank(), "seed {seed}");
                    }
                    RoundStop::Over => assert!(by_rounds.is_over()),
                }
                played.extend(round.actions);
                if round.stop == RoundStop::Over {
                    break;
                }
            }
            assert_eq!(played, all, "seed {seed}: the rounds play the whole game");
            // One stop per battle, but for a last battle the game ends in (a player runs short).
            let battles = by_rounds.battles();
            assert!(
                ties <= battles && battles - ties <= 1,
                "seed {seed}: {ties} stops for {battles} battles"
            );
        }
    }

    #[test]
    fn a_saved_game_round_trips() {
        let mut game = Bataille::new(&shuffled_deck(9));
        for _ in 0..37 {
            game.step();
        }
        let text = serde_json::to_string(&Save {
            version: 1,
            game: game.clone(),
            speed: Some(3),
        })
        .unwrap();
        let back: Save = serde_json::from_str(&text).unwrap();
        assert_eq!(back.game, game);
        assert_eq!(back.speed, Some(3), "the auto-play speed comes back");
    }

    #[test]
    fn a_flip_is_saved_before_its_cards_have_finished_moving() {
        let dir = std::env::temp_dir().join(format!("ludoclasse-bataille-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut ctx = Ctx::new(crate::app::store::Store::at(Some(dir.clone())), false);
        let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(4)));
        s.flip(&mut ctx);
        assert!(s.busy(), "the cards are still moving");
        // The app is closed now: the next start finds the game after the flip.
        let back = BatailleScreen::resume(&mut ctx);
        assert_eq!(back.game, s.game);
        assert_ne!(back.game, Bataille::new(&shuffled_deck(4)));
        let _ = std::fs::remove_dir_all(dir);
    }
}
