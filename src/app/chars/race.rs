//! The race that decides who moves first in Bataille de chars: the die, the pawns' walk, the panel.

use std::sync::Arc;

use macroquad::prelude::*;

use crate::app::gfx::draw_rectangle;

use super::super::layout::{self, Portrait, Split};
use super::super::ui::{self, Align, Ui, Widget, size};
use super::super::{Command, Ctx, Screen};
use super::common::{W_BACK, W_NEXT, W_THROW, clock_rng, panel_width, side_arg, text_column};
use super::lay::next_step;
use super::track::{TrackGeom, draw_die_pips, draw_track};
use crate::ai::Level;
use crate::core::chars::CharsBoard;
use crate::core::chars::race::{JumpKind, Race, RaceStep};
use crate::core::game::{ByColor, Side};
use crate::core::rng::Rng;
use crate::i18n::Message;

/// The pawn's walk after a throw: along the track to where the die said, then along the arrow.
struct Walk {
    step: RaceStep,
    t: f32,
    roll: f32,
    per_square: f32,
    jump: f32,
}

/// Phase 1: the race that decides who moves first.
pub struct RaceScreen {
    board: Arc<CharsBoard>,
    race: Race,
    walk: Option<Walk>,
    /// Where each pawn is drawn (the core is already further when a walk is shown).
    shown: ByColor<f32>,
    die: u8,
    rng: Rng,
    event: Option<Message>,
    /// Against the computer: its side and level (it throws by itself).
    computer: Option<(Side, Level)>,
    wait: f32,
}

impl RaceScreen {
    /// The race against the computer, which plays `computer`.
    pub fn with_computer(board: Arc<CharsBoard>, computer: Side, level: Level) -> RaceScreen {
        let mut s = RaceScreen::new(board);
        s.computer = Some((computer, level));
        s
    }

    pub fn new(board: Arc<CharsBoard>) -> RaceScreen {
        RaceScreen {
            computer: None,
            wait: 0.0,
            race: Race::new(board.race().clone()),
            board,
            walk: None,
            shown: ByColor::default(),
            die: 1,
            rng: clock_rng(),
            event: None,
        }
    }

    /// Opens with `message` under the track (a saved game that could not be read, set aside…).
    pub fn telling(mut self, message: Message) -> RaceScreen {
        self.event = Some(message);
        self
    }

    /// A race already played with these throws (screenshots, tests).
    pub fn with_throws(board: Arc<CharsBoard>, throws: &[u8]) -> RaceScreen {
        let mut s = RaceScreen::new(board);
        for &d in throws {
            if let Ok(step) = s.race.throw(d) {
                s.die = d;
                s.event = Some(step_message(&step));
            }
        }
        s.shown = ByColor::new_with(|side| f32::from(s.race.pawn(side)));
        s
    }

    fn throw(&mut self, ctx: &Ctx) {
        if self.walk.is_some() || self.race.winner().is_some() {
            return;
        }
        if self
            .computer
            .is_some_and(|(side, _)| side == self.race.turn())
            && self.wait > 0.0
        {
            // The child pressed while it was the computer's turn: the computer throws by itself.
            return;
        }
        let die = self.rng.below(6) as u8 + 1;
        let Ok(step) = self.race.throw(die) else {
            return;
        };
        self.die = die;
        self.event = None;
        self.walk = Some(Walk {
            step,
            t: 0.0,
            roll: ctx.anim(0.5),
            per_square: ctx.anim(0.12),
            jump: ctx.anim(0.45),
        });
        if ctx.anim(1.0) <= 0.0 {
            self.finish_walk();
        }
    }

    fn finish_walk(&mut self) {
        if let Some(w) = self.walk.take() {
            self.shown[w.step.side] = f32::from(w.step.to);
            self.event = Some(step_message(&w.step));
        }
    }

    fn geom(&self, ui: &Ui) -> TrackGeom {
        let split = self.split(ui);
        let area = if split.portrait {
            split.board_area(40.0, 16.0)
        } else {
            Rect::new(
                40.0,
                60.0,
                ui.width - panel_width(ui) - 80.0,
                ui.height - 140.0,
            )
        };
        TrackGeom::new(area, &self.race)
    }

    /// The track and the panel: side by side, or the panel (the die, the buttons) under the track.
    fn split(&self, ui: &Ui) -> Split {
        let t = self.race.track();
        let rows = f32::from(t.length().div_ceil(t.per_row()));
        let shape = Portrait {
            ratio: rows / (t.per_row() as f32 + 1.0),
            below: 16.0,
            text: 420.0,
            buttons: layout::button_h(ui, 110.0) + 48.0,
        };
        layout::split(ui, panel_width(ui), shape)
    }
}

fn step_message(step: &RaceStep) -> Message {
    let m = Message::new("app-chars-race-step")
        .with("side", side_arg(step.side))
        .with("die", u32::from(step.die))
        .with("landed", u32::from(step.landed))
        .with("to", u32::from(step.to));
    let kind = match step.jump.map(|j| j.kind) {
        None => "none",
        Some(JumpKind::Arrow) if step.to > step.landed => "forward",
        Some(JumpKind::Arrow) => "back",
        Some(JumpKind::Red) => "red",
    };
    let m = m.with("jump", kind);
    if step.won {
        Message::new("app-chars-race-won").with("side", side_arg(step.side))
    } else {
        m
    }
}

impl Screen for RaceScreen {
    fn animating(&self) -> bool {
        self.walk.is_some()
            || (self.race.winner().is_none()
                && self
                    .computer
                    .is_some_and(|(side, _)| side == self.race.turn()))
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let pw = panel_width(ui);
        let x = ui.width - pw + 24.0;
        let w = pw - 48.0;
        let split = self.split(ui);
        let mut out = Vec::new();
        if self.race.winner().is_some() && self.walk.is_none() {
            out.push(
                Widget::new(
                    W_NEXT,
                    Rect::new(x, ui.height - 360.0, w, 110.0),
                    ctx.t("app-chars-to-mines"),
                )
                .primary(),
            );
        } else {
            out.push(
                Widget::new(
                    W_THROW,
                    Rect::new(x, ui.height - 360.0, w, 110.0),
                    ctx.t("app-chars-throw"),
                )
                .primary()
                .enabled(self.walk.is_none())
                .key(ctx.t("app-key-space")),
            );
        }
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(x, ui.height - 120.0, w, 80.0),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        );
        if split.portrait {
            // One row under the die, the main button the widest.
            let area = split.inner(24.0);
            let h = layout::button_h(ui, 110.0);
            let row = Rect::new(area.x, area.y + area.h - h, area.w, h);
            let back_w = (area.w * 0.3).min(420.0);
            out[0].rect = Rect::new(row.x, row.y, row.w - back_w - layout::GAP, h);
            out[1].rect = Rect::new(row.x + row.w - back_w, row.y, back_w, h);
        }
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_THROW => self.throw(ctx),
            W_NEXT => {
                if let Some(first) = self.race.winner() {
                    return Command::Replace(next_step(
                        self.board.clone(),
                        first,
                        ByColor::default(),
                        self.computer,
                        ctx,
                    ));
                }
            }
            W_BACK => return Command::Pop,
            _ => {}
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        match key {
            KeyCode::Space | KeyCode::Enter => {
                if self.race.winner().is_some() && self.walk.is_none() {
                    Some(self.activate(ctx, W_NEXT))
                } else {
                    self.throw(ctx);
                    Some(Command::None)
                }
            }
            _ => None,
        }
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        if let Some((side, _)) = self.computer
            && self.walk.is_none()
            && self.race.winner().is_none()
            && self.race.turn() == side
        {
            self.wait += dt;
            if self.wait >= ctx.anim(0.6) {
                self.wait = 0.0;
                self.throw(ctx);
            }
        }
        if let Some(w) = &mut self.walk {
            w.t += dt;
            let s = w.step;
            let walked = (w.t - w.roll).max(0.0);
            let squares = f32::from(s.landed - s.from);
            let walk_time = squares * w.per_square;
            if w.t < w.roll {
                // The die rolls: a new face every few hundredths of a second.
                self.die = ((w.t * 16.0) as u32 % 6 + 1) as u8;
            } else {
                self.die = s.die;
                if walked < walk_time {
                    self.shown[s.side] = f32::from(s.from) + walked / w.per_square.max(1e-3);
                } else if walked < walk_time + w.jump && s.jump.is_some() {
                    self.shown[s.side] = f32::from(s.landed);
                } else {
                    self.finish_walk();
                }
            }
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        draw_track(ui, ctx, &self.race, &self.geom(ui), self.shown);
        self.draw_panel(ctx, ui);
    }
}

impl RaceScreen {
    fn draw_panel(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let split = self.split(ui);
        layout::draw_panel_back(ui, split.panel, split.portrait);
        let widgets = self.widgets(ctx, ui);
        let mut col = text_column(&split, split.inner(24.0), &widgets, 12.0);
        let (x, w) = (col.x, col.w);
        let d = 120.0;
        let turn = (self.race.winner().is_none() || self.walk.is_some()).then(|| {
            let side = self.walk.as_ref().map_or(self.race.turn(), |w| w.step.side);
            ctx.tr("app-chars-race-turn", &[("side", side_arg(side).into())])
        });
        let event = self.event.as_ref().map(|m| ctx.texts.format(m));
        // Whose turn and the last throw come first: the titles step aside when the text is large.
        let needed = d
            + 20.0
            + turn
                .as_ref()
                .map_or(0.0, |t| ui.paragraph_height(t, w, size::BODY, true) + 8.0)
            + event
                .as_ref()
                .map_or(0.0, |t| ui.paragraph_height(t, w, size::BODY, false));
        let title = ctx.t("app-game-chars");
        let s = ui.fit_size(&title, size::TITLE, true, w);
        let subtitle = ctx.t("app-chars-race-title");
        let sub_h = ui.paragraph_height(&subtitle, w, size::BODY, true) + 10.0;
        let room = col.limit - col.y;
        if needed + ui.line_height(s) + sub_h <= room {
            ui.text(&title, x, col.y, s, true, Align::Left, p.text);
            col.y += ui.line_height(s);
        }
        if needed + sub_h <= room {
            col.paragraph(ui, &subtitle, size::BODY, true, p.text_dim);
            col.gap(10.0);
        }
        let y = col.y;
        // The die.
        let die = Rect::new(x + (w - d) / 2.0, y, d, d);
        draw_rectangle(die.x, die.y, d, d, p.card);
        ui::outline(die.x, die.y, d, d, 5.0, p.edge);
        draw_die_pips(die, self.die, p.edge);
        col.y = y + d + 20.0;
        if let Some(text) = turn {
            col.paragraph(ui, &text, size::BODY, true, p.text);
            col.gap(8.0);
        }
        if let Some(text) = event {
            col.paragraph(ui, &text, size::BODY, false, p.text);
        }
    }
}
