//! La Bataille at the table: the child (South, bottom) against Emma (top).
//!
//! The core's [`Bataille`] moves one visible action at a time. A flip plays, *in the core, at once*, every
//! action up to the next moment the child acts (the end of the round, or a tie that calls for a battle);
//! the screen keeps a second copy, `view`, and replays those actions on it one by one with a short
//! animation, so a battle is seen card by card. Auto-play flips by itself, at a speed the teacher picks,
//! and stops at any moment. The game is saved after every flip and resumed at the next start.

//!
//! Files: this one holds the screen's state, its flips and its save; `layout.rs` where things go;
//! `draw.rs` the drawing (the cards themselves are drawn by [`super::cards`]).

use std::collections::VecDeque;

use macroquad::prelude::*;

use super::ui::{Ui, Widget};
use super::{Command, Ctx, Pointer, Screen};
use crate::core::bataille::{Action, Bataille, Card, EMMA, EndReason, SOUTH, TableCard};
use crate::core::game::{Game, Side, Winner};
use layout::{buttons, layout};

mod draw;
mod layout;
use crate::core::rng::Rng;
use crate::i18n::Message;

/// Where the game in progress is saved.
pub const SAVE_FILE: &str = "saves/bataille.json";

/// Whether `text` reads as a saved game of La Bataille (`lesson check saves/bataille.json`).
///
/// # Errors
/// What the reader met, and where.
pub fn readable(text: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<Save>(text).map(|_| ())
}

/// A save that reads but whose auto-play speed is none of the speeds (the app takes the fastest): the
/// byte of its value in `text`, and why.
pub fn speed_problem(text: &str) -> Option<(usize, crate::data::Words)> {
    let speed = serde_json::from_str::<Save>(text).ok()?.speed?;
    if speed < SPEEDS.len() {
        return None;
    }
    let key = text.find("\"speed\"")?;
    let value = key + text[key..].find(|c: char| c.is_ascii_digit())?;
    let words = crate::data::Words::new("json-speed-out-of-range")
        .with("speed", speed)
        .with("most", SPEEDS.len() - 1);
    Some((value, words))
}

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
        // A save that cannot be read is set aside and said here, where the game opens.
        if let Some(broken) = ctx.store.broken_json::<Save>(SAVE_FILE, 1) {
            let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(clock_seed())));
            s.event = Some(broken);
            return s;
        }
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
                let text = e.notice(&ctx.texts);
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
        self.anim.is_some() || (!self.queue.is_empty() && !self.held())
    }

    /// The round's collect waits for the child's next flip: until then the cards that decided the
    /// round (a battle's hidden ones too) stay on the table, the stronger one marked. The last round of
    /// the game is collected at once.
    fn held(&self) -> bool {
        self.anim.is_none()
            && self.queue.len() == 1
            && matches!(self.queue.front(), Some(Action::Collect(_)))
            && !self.game.is_over()
    }

    /// Who acts next on the table shown: the core's next actor while a collect is held (the child
    /// flips next), else the view's.
    fn next_actor(&self) -> Option<Side> {
        let next = if self.held() {
            self.game.next_action()
        } else {
            self.view.next_action()
        };
        next.filter(|_| !self.view.is_over()).map(|a| match a {
            Action::LayFaceUp(s)
            | Action::LayHidden(s)
            | Action::TurnOver(s)
            | Action::Collect(s) => s,
        })
    }

    /// Plays in the core every action up to the child's next flip, and queues them for the view.
    fn flip(&mut self, ctx: &mut Ctx) {
        // A held collect plays first, animated; anything else still moving is shown at once.
        if !self.held() {
            self.fast_forward(ctx);
        }
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
        let written = ctx.store.save_json(SAVE_FILE, &save);
        ctx.written(SAVE_FILE, written);
    }

    /// The animation factor: the teacher's setting, and the auto-play speed while it runs.
    fn factor(&self, ctx: &Ctx) -> f32 {
        let auto = if self.auto { SPEEDS[self.speed] } else { 1.0 };
        ctx.anim(auto)
    }

    fn start_next(&mut self, ctx: &Ctx) {
        let factor = self.factor(ctx);
        while self.anim.is_none() && !self.held() {
            let Some(action) = self.queue.pop_front() else {
                return;
            };
            let (wait, duration) = match action {
                Action::LayFaceUp(_) | Action::LayHidden(_) => (0.0, 0.22),
                Action::TurnOver(_) => (0.15, 0.4),
                // A collect that was held has been looked at already; the game's last one pauses.
                Action::Collect(_) if !self.queue.is_empty() => (0.1, 0.35),
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

/// The end of the game in words, with the rule that decided it (also said by a lesson's last flip).
pub fn end_message(game: &Bataille) -> Message {
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

/// The cards of a round that was collected, as they lay on the table, and who took them: a lesson keeps
/// them in view until its next flip, as the table does with its held collect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decided {
    pub winner: Side,
    pub cards: Vec<TableCard>,
}

/// The last round collected among `actions` played from `before` (`None` when none was collected).
pub fn last_collected(before: &Bataille, actions: &[Action]) -> Option<Decided> {
    let mut game = before.clone();
    let mut decided = None;
    for &action in actions {
        if let Action::Collect(winner) = action {
            decided = Some(Decided {
                winner,
                cards: game.table().to_vec(),
            });
        }
        game.play_unchecked(action);
    }
    decided
}

/// A seed from the clock (each new deal differs).
fn clock_seed() -> u64 {
    (miniquad::date::now() * 1000.0) as u64
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
            Widget::new(W_HOME, b.home, ctx.t("app-back")).key(ctx.t("app-key-escape")),
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
        // A game under way is written once more as the class leaves it: its file may have been
        // damaged or taken away while the game was on screen, and the game would then be lost.
        if self.game.rounds() > 0 && !self.game.is_over() {
            self.dirty = true;
            self.save(ctx);
        }
    }
    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        self.draw_all(ctx, ui);
    }
}

#[cfg(test)]
mod tests;
