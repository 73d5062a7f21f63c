//! Bataille de chars from start to end, for two players on one screen:
//!
//! 1. the race ([`RaceScreen`]): each player throws the die in turn, the pawn walks, arrows and red
//!    squares send it on; the first home moves first in the battle;
//! 2. each player lays its mine cards ([`LayScreen`]): tap a card to make it an explosion or a blank,
//!    drag an explosion onto another card to swap them, or place them at random; a cover screen
//!    ([`CoverScreen`]) hands the device over between the two so that nobody sees the other's mines;
//! 3. the battle, on the generic play screen ([`super::play::PlayScreen`]); with the "memory" setting a
//!    player's own cards are hidden once laid.

use std::sync::Arc;

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle_lines};

use super::board_view::{self, BoardGeom, Marks};
use super::games::{CardView, PieceView};
use super::layout::{self, Portrait, Split};
use super::play::PlayScreen;
use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Pointer, Screen};
use crate::ai::Level;
use crate::core::BoardPosition;
use crate::core::chars::layout::{LaidCard, Layout};
use crate::core::chars::race::{JumpKind, Race, RaceStep};
use crate::core::chars::{Chars, CharsBoard, CharsSettings};
use crate::core::game::{ByColor, Side};
use crate::core::rng::Rng;
use crate::i18n::Message;

const W_THROW: u32 = 1;
const W_NEXT: u32 = 2;
const W_BACK: u32 = 3;
const W_RANDOM: u32 = 4;
const W_CLEAR: u32 = 5;

fn side_arg(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn panel_width(ui: &Ui) -> f32 {
    (ui.width * 0.3).clamp(420.0, 560.0)
}

fn clock_rng() -> Rng {
    Rng::new((miniquad::date::now() * 1000.0) as u64)
}

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
        out.push(Widget::new(
            W_BACK,
            Rect::new(x, ui.height - 120.0, w, 80.0),
            ctx.t("app-back"),
        ));
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
        let r = split.panel;
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        if split.portrait {
            draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
        } else {
            draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
        }
        let inner = split.inner(24.0);
        let (x, w) = (inner.x, inner.w);
        let mut y = inner.y;
        let title = ctx.t("app-game-chars");
        let s = ui.fit_size(&title, size::TITLE, true, w);
        ui.text(&title, x, y, s, true, Align::Left, p.text);
        y += ui.line_height(s);
        y += ui.paragraph(
            &ctx.t("app-chars-race-title"),
            x,
            y,
            w,
            size::BODY,
            true,
            Align::Left,
            p.text_dim,
        ) + 10.0;
        // The die.
        let d = 120.0;
        let die = Rect::new(x + (w - d) / 2.0, y, d, d);
        draw_rectangle(die.x, die.y, d, d, p.card);
        ui::outline(die.x, die.y, d, d, 5.0, p.edge);
        let pips: &[(f32, f32)] = match self.die {
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
        for (px, py) in pips {
            draw_circle(die.x + px * d, die.y + py * d, d * 0.09, p.edge);
        }
        y += d + 20.0;
        if self.race.winner().is_none() || self.walk.is_some() {
            let turn = self.walk.as_ref().map_or(self.race.turn(), |w| w.step.side);
            let text = ctx.tr("app-chars-race-turn", &[("side", side_arg(turn).into())]);
            y += ui.paragraph(&text, x, y, w, size::BODY, true, Align::Left, p.text) + 8.0;
        }
        if let Some(m) = &self.event {
            let text = ctx.texts.format(m);
            ui.paragraph(&text, x, y, w, size::BODY, false, Align::Left, p.text);
        }
    }
}

/// What comes after the race, or after one player laid its cards: the next player to lay (behind a
/// cover screen when two share the device; the computer lays at random), then the battle.
fn next_step(
    board: Arc<CharsBoard>,
    first: Side,
    mut layouts: ByColor<Option<Layout>>,
    computer: Option<(Side, Level)>,
    ctx: &mut Ctx,
) -> Box<dyn Screen> {
    let explosions = board.default_explosions();
    if let Some((side, _)) = computer
        && layouts[side].is_none()
    {
        layouts[side] = Some(Layout::random(&board, side, explosions, &mut clock_rng()));
    }
    if let Some(layer) = Side::BOTH.into_iter().find(|&s| layouts[s].is_none()) {
        let lay = Box::new(LayScreen::new(board, first, layer, layouts, computer));
        return match computer {
            Some(_) => lay,
            None => Box::new(CoverScreen {
                message: Message::new("app-chars-cover-lay").with("side", side_arg(layer)),
                next: Some(lay),
            }),
        };
    }
    let (Some(white), Some(black)) = (&layouts.white, &layouts.black) else {
        unreachable!("both layouts are laid here");
    };
    let settings = CharsSettings {
        memory: ctx.settings.memory,
        explosions,
    };
    let game = match Chars::from_layouts(board.clone(), settings, ByColor { white, black }, first) {
        Ok(game) => game,
        // The laying screen checked both layouts already; a broken board file cannot get this far.
        Err((_, e)) => {
            ctx.notices.push(e.to_string());
            Chars::start(board)
        }
    };
    match computer {
        Some((side, level)) => {
            Box::new(PlayScreen::with_computer(game, side.other(), level).saved())
        }
        None => Box::new(CoverScreen {
            message: Message::new("app-chars-cover-battle").with("side", side_arg(first)),
            next: Some(Box::new(PlayScreen::new(game).saved())),
        }),
    }
}

/// A screen that hides the board while the device changes hands.
pub struct CoverScreen {
    pub message: Message,
    pub next: Option<Box<dyn Screen>>,
}

impl Screen for CoverScreen {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let w = 520.0;
        let back_h = layout::button_h(ui, 80.0);
        let mut out = vec![
            Widget::new(
                W_NEXT,
                Rect::new((ui.width - w) / 2.0, ui.height * 0.6, w, 110.0),
                ctx.t("app-chars-ready"),
            )
            .primary()
            .key(ctx.t("app-key-space")),
        ];
        // Over a game, "back" would show the board to whoever pressed it: only "ready" leaves.
        if self.next.is_some() {
            out.push(Widget::new(
                W_BACK,
                Rect::new(40.0, ui.height - 40.0 - back_h, 300.0, back_h),
                ctx.t("app-back"),
            ));
        }
        out
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        if self.next.is_some() {
            Command::Pop
        } else {
            Command::None
        }
    }

    fn activate(&mut self, _ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_NEXT => self.next.take().map_or(Command::Pop, Command::Replace),
            _ => Command::Pop,
        }
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        matches!(key, KeyCode::Space | KeyCode::Enter).then(|| self.activate(ctx, W_NEXT))
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        draw_rectangle(0.0, 0.0, ui.width, ui.height, p.edge);
        let text = ctx.texts.format(&self.message);
        let w = ui.width * 0.7;
        ui.paragraph(
            &text,
            (ui.width - w) / 2.0,
            ui.height * 0.25,
            w,
            size::TITLE * 0.8,
            true,
            Align::Center,
            p.panel,
        );
    }
}

/// Phase 2 set-up: one player lays its cards on its minefield.
pub struct LayScreen {
    board: Arc<CharsBoard>,
    first: Side,
    layer: Side,
    layouts: ByColor<Option<Layout>>,
    layout: Layout,
    explosions: u8,
    drag: Option<(usize, Vec2, Vec2)>,
    rng: Rng,
    problem: Option<String>,
    computer: Option<(Side, Level)>,
}

impl LayScreen {
    pub fn new(
        board: Arc<CharsBoard>,
        first: Side,
        layer: Side,
        layouts: ByColor<Option<Layout>>,
        computer: Option<(Side, Level)>,
    ) -> LayScreen {
        let layout = Layout {
            layer,
            cards: board
                .minefield(layer)
                .iter()
                .map(|&square| LaidCard {
                    square,
                    explosion: false,
                })
                .collect(),
        };
        LayScreen {
            explosions: board.default_explosions(),
            board,
            first,
            layer,
            layouts,
            layout,
            drag: None,
            rng: clock_rng(),
            problem: None,
            computer,
        }
    }

    fn placed(&self) -> u8 {
        self.layout.cards.iter().filter(|c| c.explosion).count() as u8
    }

    fn geom(&self, ui: &Ui) -> BoardGeom {
        let area = self.split(ui).board_area(30.0, 70.0);
        BoardGeom::fit(area, self.board.dims(), true)
    }

    /// The board and the panel: side by side, or the panel under the board in portrait.
    fn split(&self, ui: &Ui) -> Split {
        let dims = self.board.dims();
        let shape = Portrait {
            ratio: Portrait::board_ratio(dims.files, dims.ranks),
            below: 8.0,
            text: 300.0,
            buttons: layout::button_h(ui, 110.0) + 48.0,
        };
        layout::split(ui, panel_width(ui), shape)
    }

    /// The board with both armies and only this player's cards, faces shown.
    fn preview(&self) -> Chars {
        empty_minefields(self.board.clone())
    }

    fn card_at(&self, sq: crate::core::geometry::Square) -> Option<usize> {
        self.layout.cards.iter().position(|c| c.square == sq)
    }

    fn toggle(&mut self, i: usize) {
        let on = self.layout.cards[i].explosion;
        if on || self.placed() < self.explosions {
            self.layout.cards[i].explosion = !on;
        }
    }

    fn done(&mut self, ctx: &mut Ctx) -> Command {
        if let Err(e) = self.layout.check(&self.board, self.explosions) {
            self.problem = Some(e.to_string());
            return Command::None;
        }
        let mut layouts = self.layouts.clone();
        layouts[self.layer] = Some(self.layout.clone());
        Command::Replace(next_step(
            self.board.clone(),
            self.first,
            layouts,
            self.computer,
            ctx,
        ))
    }
}

impl Screen for LayScreen {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let pw = panel_width(ui);
        let x = ui.width - pw + 24.0;
        let w = pw - 48.0;
        let row = ui::row(Rect::new(x, ui.height - 360.0, w, 80.0), 2, 12.0);
        let split = self.split(ui);
        if split.portrait {
            // One row: Random, Clear, Done (the widest), Back.
            let area = split.inner(24.0);
            let h = layout::button_h(ui, 110.0);
            let row = Rect::new(area.x, area.y + area.h - h, area.w, h);
            let r = ui::row(row, 5, layout::GAP);
            let done = Rect::new(r[2].x, r[2].y, r[3].x + r[3].w - r[2].x, h);
            return vec![
                Widget::new(W_RANDOM, r[0], ctx.t("app-chars-random")).key("R"),
                Widget::new(W_CLEAR, r[1], ctx.t("app-chars-clear")),
                Widget::new(W_NEXT, done, ctx.t("app-chars-done"))
                    .primary()
                    .enabled(self.placed() == self.explosions),
                Widget::new(W_BACK, r[4], ctx.t("app-back")),
            ];
        }
        vec![
            Widget::new(W_RANDOM, row[0], ctx.t("app-chars-random")).key("R"),
            Widget::new(W_CLEAR, row[1], ctx.t("app-chars-clear")),
            Widget::new(
                W_NEXT,
                Rect::new(x, ui.height - 260.0, w, 110.0),
                ctx.t("app-chars-done"),
            )
            .primary()
            .enabled(self.placed() == self.explosions),
            Widget::new(
                W_BACK,
                Rect::new(x, ui.height - 120.0, w, 80.0),
                ctx.t("app-back"),
            ),
        ]
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_RANDOM => {
                self.layout =
                    Layout::random(&self.board, self.layer, self.explosions, &mut self.rng);
                self.problem = None;
            }
            W_CLEAR => {
                for c in &mut self.layout.cards {
                    c.explosion = false;
                }
            }
            W_NEXT => return self.done(ctx),
            W_BACK => return Command::Pop,
            _ => {}
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        (key == KeyCode::R).then(|| self.activate(ctx, W_RANDOM))
    }

    fn pointer(&mut self, _ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        let g = self.geom(ui);
        match event {
            Pointer::Down(p) => {
                if let Some(i) = g.at(p).and_then(|sq| self.card_at(sq)) {
                    self.drag = Some((i, p, p));
                }
            }
            Pointer::Move(p) => {
                if let Some((i, start, _)) = self.drag {
                    self.drag = Some((i, start, p));
                }
            }
            Pointer::Up(p) => {
                if let Some((i, start, _)) = self.drag.take() {
                    let target = g.at(p).and_then(|sq| self.card_at(sq));
                    match target {
                        // Dragging a card onto another swaps what they hide.
                        Some(j) if j != i && (p - start).length() > g.cell * 0.3 => {
                            let a = self.layout.cards[i].explosion;
                            self.layout.cards[i].explosion = self.layout.cards[j].explosion;
                            self.layout.cards[j].explosion = a;
                        }
                        Some(j) if j == i => self.toggle(i),
                        _ => {}
                    }
                }
            }
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let g = self.geom(ui);
        let preview = self.preview();
        board_view::draw_board(ui, ctx, &preview, &g, &Marks::default());
        board_view::draw_coordinates(ui, &g);
        for (i, c) in self.layout.cards.iter().enumerate() {
            let mut r = g.square(c.square);
            if let Some((j, _, at)) = self.drag
                && i == j
            {
                r.x = at.x - r.w / 2.0;
                r.y = at.y - r.h / 2.0;
            }
            board_view::draw_mine_card(
                ui,
                r,
                CardView {
                    layer: self.layer,
                    explosion: Some(c.explosion),
                },
            );
        }
        // The panel.
        let split = self.split(ui);
        let r = split.panel;
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        if split.portrait {
            draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
        } else {
            draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
        }
        let inner = split.inner(24.0);
        let (x, w) = (inner.x, inner.w);
        let mut y = inner.y;
        let title = ctx.tr(
            "app-chars-lay-title",
            &[("side", side_arg(self.layer).into())],
        );
        y += ui.paragraph(&title, x, y, w, size::BIG, true, Align::Left, p.text) + 12.0;
        let count = ctx.tr(
            "app-chars-lay-count",
            &[
                ("placed", u32::from(self.placed()).into()),
                ("total", u32::from(self.explosions).into()),
            ],
        );
        y += ui.paragraph(&count, x, y, w, size::BODY, true, Align::Left, p.text) + 12.0;
        y += ui.paragraph(
            &ctx.t("app-chars-lay-how"),
            x,
            y,
            w,
            size::SMALL,
            false,
            Align::Left,
            p.text_dim,
        ) + 12.0;
        if let Some(problem) = &self.problem {
            ui.paragraph(problem, x, y, w, size::SMALL, false, Align::Left, p.bad);
        }
    }
}

/// The scene names of Bataille de chars for screenshots: `race`, `lay`, `cover`, `board`.
pub fn scene(
    board: Arc<CharsBoard>,
    name: &str,
    position: Option<&str>,
) -> Result<Box<dyn Screen>, String> {
    Ok(match name {
        "race" => Box::new(RaceScreen::with_throws(
            board,
            &[3, 5, 6, 2, 4, 4, 1, 6, 5, 3],
        )),
        "lay" => {
            let mut s = LayScreen::new(board, Side::White, Side::White, ByColor::default(), None);
            s.layout = Layout::random(&s.board, Side::White, s.explosions, &mut Rng::new(7));
            Box::new(s)
        }
        "cover" => Box::new(CoverScreen {
            message: Message::new("app-chars-cover-lay").with("side", "black"),
            next: None,
        }),
        "board" | "select" | "hint" => {
            let game = match position {
                Some(text) => {
                    Chars::from_notation(board, text).map_err(|e| format!("--position: {e}"))?
                }
                None => Chars::start(board),
            };
            let mut s = PlayScreen::new(game);
            match name {
                "select" => s.select_first_movable(),
                "hint" => s.show_hint(),
                _ => {}
            }
            Box::new(s)
        }
        other => {
            return Err(format!(
                "chars has no scene `{other}` (use race, lay, cover, board, select or hint)"
            ));
        }
    })
}

/// The tanks on their start squares and no card: the background of the laying screen (each player sees
/// only its own cards there).
fn empty_minefields(board: Arc<CharsBoard>) -> Chars {
    let dims = board.dims();
    let mut text = String::new();
    for rank in (0..dims.ranks).rev() {
        let mut run = 0;
        for file in 0..dims.files {
            let sq = crate::core::geometry::Square::new(file, rank);
            match Side::BOTH
                .into_iter()
                .find(|&s| board.start_squares(s).contains(&sq))
            {
                Some(side) => {
                    if run > 0 {
                        text.push_str(&run.to_string());
                        run = 0;
                    }
                    text.push(if side == Side::White { 'T' } else { 't' });
                }
                None => run += 1,
            }
        }
        if run > 0 {
            text.push_str(&run.to_string());
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(" w 0 0 0");
    Chars::from_notation(board.clone(), &text).unwrap_or_else(|_| Chars::start(board))
}

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
/// differ without colour), the numbers above the arrows, and both pawns at `pawns` (positions along the
/// track, side by side when they share a square).
pub fn draw_track(ui: &Ui, ctx: &Ctx, race: &Race, g: &TrackGeom, pawns: ByColor<f32>) {
    let p = &ui.palette;
    let track = race.track();
    let cell = g.cell;
    for n in 1..=track.length() {
        let r = g.square(race, n);
        let red = matches!(track.jump(n), Some(j) if j.kind == JumpKind::Red);
        let fill = if n % 2 == 0 {
            p.square_dark
        } else {
            p.square_light
        };
        draw_rectangle(r.x, r.y, r.w, r.h, if red { p.bad } else { fill });
        if red {
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
    let last = g.square(race, track.length());
    ui::outline(last.x, last.y, last.w, last.h, 7.0, p.edge);
    // Arrows.
    for (tail, jump) in track.jumps() {
        if jump.kind != JumpKind::Arrow {
            continue;
        }
        let a = g.square(race, tail).center();
        let b = g.square(race, jump.to).center();
        let forward = jump.to > tail;
        let color = if forward { p.good } else { p.bad };
        let d = (b - a).normalize_or_zero();
        let (a, b) = (a + d * cell * 0.25, b - d * cell * 0.25);
        if forward {
            ui::arrow(a, b, cell * 0.09, cell * 0.3, color);
        } else {
            let n = vec2(-d.y, d.x) * cell * 0.05;
            draw_line(
                a.x + n.x,
                a.y + n.y,
                b.x + n.x,
                b.y + n.y,
                cell * 0.04,
                color,
            );
            draw_line(
                a.x - n.x,
                a.y - n.y,
                b.x - n.x,
                b.y - n.y,
                cell * 0.04,
                color,
            );
            let base = b - d * cell * 0.3;
            let m = vec2(-d.y, d.x) * cell * 0.18;
            draw_triangle_lines(b, base + m, base - m, cell * 0.05, color);
        }
    }
    // Numbers, bonuses and the start's name over the arrows, each number on its own tag.
    ui.batch_text(|| {
        for n in 1..=track.length() {
            let r = g.square(race, n);
            let jump = track.jump(n).filter(|j| j.kind == JumpKind::Red);
            let text = n.to_string();
            let s = cell * 0.28;
            if let Some(j) = jump {
                ui.label(
                    &format!("+{}", j.to - n),
                    r.x + r.w - 6.0,
                    r.y + r.h - cell * 0.38,
                    cell * 0.3,
                    true,
                    Align::Right,
                    WHITE,
                );
            } else {
                let w = ui.measure(&text, s / ui.text_factor, true) + 10.0;
                let tint = if n % 2 == 0 {
                    p.square_dark
                } else {
                    p.square_light
                };
                draw_rectangle(r.x + 3.0, r.y + 3.0, w, s * 1.1, tint);
            }
            let color = if jump.is_some() { WHITE } else { p.text };
            ui.label(&text, r.x + 6.0, r.y + 2.0, s, true, Align::Left, color);
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
    // Pawns.
    for side in Side::BOTH {
        let mut c = g.center(race, pawns[side]);
        c.x += if side == Side::White { -cell } else { cell } * 0.18;
        let piece = PieceView {
            side,
            label: "app-piece-chars-tank",
            chief: false,
        };
        board_view::draw_piece(ui, ctx, piece, c, cell * 0.28);
    }
}
