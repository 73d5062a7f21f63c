//! The lesson screen: the board (or table, or race track) on the left, never moving between steps; the
//! step's text, large and wrapped, in the panel on the right, with the feedback of the last answer and
//! the buttons. It drives the lesson [`Runner`]: the runner decides, the screen shows.
//!
//! - `say` steps wait for "next" (click, Space, →, PageDown: see [`super::presenter`]);
//! - `expect` steps take the child's move (tap a piece then a square, or drag it); a wrong move is
//!   shown going there and sliding back, with the step's feedback;
//! - `reply` steps show the scripted move's arrow for a moment, then slide the piece;
//! - `quiz` steps take clicks on squares (ticks for right ones, a cross for a wrong one) or answers;
//! - `play` steps hand over to the computer (the kit's AI at the teacher's level) until the goal;
//! - at the end, one to three stars, kept in the child's profile.
//!
//! The screen replays the runner's events on a copy of the world ([`Show`]) so that moves, flips and
//! throws are animated although the runner has already played them. A teacher who saves the lesson file
//! (their copy in the data folder) sees the change within a second; a lesson with an error shows the
//! checker's message instead of the board.

use std::collections::VecDeque;

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_circle_lines, draw_line, draw_rectangle};

use super::draw::{self, Layout};
use super::presenter::{self, Action};
use super::{AiOpponent, Entry, level_of, reload_entry};
use crate::app::board_view::{Marks, TargetMark};
use crate::app::games::PieceView;
use crate::app::layout;
use crate::app::profiles::Profiles;
use crate::app::ui::{self, Align, Ui, Widget, size};
use crate::app::{Command, Ctx, Pointer, Screen};
use crate::core::chars::race::RaceStep;
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::data::DataError;
use crate::lesson::model::{Lesson, StepKind};
use crate::lesson::runner::{Event, Expecting, Feedback, Runner, Simulation};
use crate::lesson::world::World;

const W_NEXT: u32 = 1;
const W_PREVIOUS: u32 = 2;
const W_SHOW: u32 = 3;
const W_BACK: u32 = 4;
const W_ACT: u32 = 5;
/// Answers: `W_CHOICE + index`.
const W_CHOICE: u32 = 100;

/// One thing to animate.
#[derive(Clone, Debug)]
enum Anim {
    /// A move; the computer's and the script's come after a pause showing their arrow.
    Move {
        from: Square,
        to: Square,
        pause: f32,
        slide: f32,
    },
    Pass,
    /// A wrong move: there and back again.
    TakeBack {
        from: Square,
        to: Square,
        dur: f32,
    },
    /// One action of La Bataille.
    Card {
        dur: f32,
    },
    Throw {
        step: RaceStep,
        dur: f32,
    },
    /// The runner's world as it is now (after a play step starts again).
    Reset,
}

/// What the screen shows while it replays the runner's events.
struct Show {
    world: World,
    queue: VecDeque<Anim>,
    t: f32,
}

pub struct LessonScreen {
    entry: Entry,
    runner: Option<Runner>,
    errors: Vec<DataError>,
    show: Option<Show>,
    selected: Option<Square>,
    drag: Option<(Square, Vec2)>,
    /// A wrong square of a quiz, shown with a cross for a moment.
    wrong_square: Option<(Square, f32)>,
    blank: bool,
    recorded: bool,
    watch: crate::data::watch::Watch,
    /// The last `simulate` step's results and where the step is: its histogram stays on screen for the
    /// steps that talk about it.
    simulation: Option<(usize, Simulation)>,
}

/// "Whites: 3 points · Blacks: 1 point" during a `play` step whose game keeps a score.
fn play_score(ctx: &Ctx, run: &Runner) -> Option<String> {
    use crate::core::game::Side;
    if !matches!(run.current().map(|s| &s.kind), Some(StepKind::Play { .. })) {
        return None;
    }
    let board = run.world().board()?;
    let parts: Option<Vec<String>> = [(Side::White, "white"), (Side::Black, "black")]
        .into_iter()
        .map(|(side, name)| {
            let points = board.score(side)?;
            Some(ctx.tr(
                "app-play-score",
                &[("side", name.into()), ("points", points.into())],
            ))
        })
        .collect();
    Some(parts?.join(" · "))
}

impl LessonScreen {
    pub fn new(ctx: &Ctx, entry: Entry) -> LessonScreen {
        let langs = crate::i18n::Lang::ALL.map(|l| l.code());
        let watch = crate::data::watch::Watch::lesson(&entry.relative, entry.game.id(), &langs);
        let mut s = LessonScreen {
            runner: None,
            errors: Vec::new(),
            show: None,
            selected: None,
            drag: None,
            wrong_square: None,
            blank: false,
            recorded: false,
            watch,
            simulation: None,
            entry,
        };
        s.open(ctx);
        s
    }

    fn opponent(ctx: &Ctx) -> AiOpponent {
        let seed = if ctx.still {
            1
        } else {
            (miniquad::date::now() * 1000.0) as u64
        };
        AiOpponent {
            level: level_of(ctx.settings.level),
            rng: Rng::new(seed),
            gentlest: false,
        }
    }

    fn open(&mut self, ctx: &Ctx) {
        match &self.entry.lesson {
            Ok(lesson) => {
                match Runner::new(lesson.clone(), &ctx.boards, Box::new(Self::opponent(ctx))) {
                    Ok(r) => {
                        self.runner = Some(r);
                        self.errors.clear();
                    }
                    Err(e) => {
                        self.runner = None;
                        self.errors = vec![DataError::file(
                            &self.entry.relative,
                            format!("the lesson cannot start: {e:?}"),
                        )];
                    }
                }
            }
            Err(errors) => {
                self.runner = None;
                self.errors = errors.clone();
            }
        }
    }

    /// True when the lesson file has errors (the screen shows them).
    /// The step on screen, from 1 (`None` when the lesson has errors and shows them).
    pub fn step_number(&self) -> Option<usize> {
        self.runner
            .as_ref()
            .filter(|_| self.errors.is_empty())
            .map(|r| r.step_index() + 1)
    }

    /// Whether the screen is blanked ("." or B on a clicker).
    pub fn is_blank(&self) -> bool {
        self.blank
    }

    /// The problems shown instead of the lesson, as `file:line:column: message`.
    pub fn error_lines(&self) -> Vec<String> {
        self.errors.iter().map(ToString::to_string).collect()
    }

    /// The number of steps of the lesson (0 when it has errors).
    pub fn step_count(&self) -> usize {
        self.runner.as_ref().map_or(0, Runner::step_count)
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// Goes to step `n` (from 1) by playing the lesson's own script (screenshots, the teacher's jump).
    pub fn go_to_step(&mut self, n: usize) -> Result<(), String> {
        let Some(count) = self.runner.as_ref().map(Runner::step_count) else {
            return Err("the lesson has errors".to_string());
        };
        if n == 0 || n > count + 1 {
            return Err(format!("--step: this lesson has steps 1 to {count}"));
        }
        while let Some(r) = self.runner.as_mut()
            && r.step_index() + 1 < n
        {
            if !r.play_scripted() {
                return Err(format!(
                    "the lesson's script stops at step {}",
                    r.step_index() + 1
                ));
            }
            r.take_events();
            self.note_simulation();
        }
        self.show = None;
        self.note_simulation();
        Ok(())
    }

    /// The teacher saved the file: read it again and keep the step (or show the checker's message).
    fn reload(&mut self, ctx: &mut Ctx) {
        let entry = reload_entry(&self.entry.relative, self.entry.game);
        ctx.set_lang(ctx.settings.lang);
        match &entry.lesson {
            Ok(lesson) => {
                let lesson: Lesson = lesson.clone();
                match self.runner.as_mut() {
                    Some(r) => {
                        if let Err(e) = r.reload(lesson) {
                            self.errors = vec![DataError::file(
                                &entry.relative,
                                format!("the lesson cannot start: {e:?}"),
                            )];
                        } else {
                            r.take_events();
                            self.errors.clear();
                        }
                    }
                    None => {
                        self.entry = entry.clone();
                        self.open(ctx);
                    }
                }
            }
            Err(errors) => self.errors = errors.clone(),
        }
        self.entry = entry;
        self.show = None;
        self.selected = None;
        self.note_simulation();
    }

    fn busy(&self) -> bool {
        self.show.is_some()
    }

    /// Turns the runner's new events into animations, replayed on a copy of `before`.
    fn animate(&mut self, ctx: &Ctx, before: World) {
        let Some(r) = self.runner.as_mut() else {
            return;
        };
        let class = r.lesson().side;
        let mut queue = VecDeque::new();
        for e in r.take_events() {
            match e {
                Event::Moved { side, from, to, .. } => queue.push_back(Anim::Move {
                    from,
                    to,
                    pause: if side == class { 0.0 } else { ctx.anim(0.7) },
                    slide: ctx.anim(0.25),
                }),
                Event::Passed(_) => queue.push_back(Anim::Pass),
                Event::TakenBack { from, to } => queue.push_back(Anim::TakeBack {
                    from,
                    to,
                    dur: ctx.anim(0.6),
                }),
                Event::Cards(actions) => {
                    for _ in actions {
                        queue.push_back(Anim::Card { dur: ctx.anim(0.3) });
                    }
                }
                Event::Threw(step) => queue.push_back(Anim::Throw {
                    step,
                    dur: ctx.anim(0.6),
                }),
                Event::PlayReset => queue.push_back(Anim::Reset),
            }
        }
        if !queue.is_empty() {
            self.show = Some(Show {
                world: before,
                queue,
                t: 0.0,
            });
            self.advance(0.0);
        }
    }

    /// Moves the animations on by `dt`; finished ones change the shown world.
    fn advance(&mut self, dt: f32) {
        let Some(show) = self.show.as_mut() else {
            return;
        };
        show.t += dt;
        while let Some(front) = show.queue.front() {
            let dur = match front {
                Anim::Move { pause, slide, .. } => pause + slide,
                Anim::TakeBack { dur, .. } | Anim::Card { dur } | Anim::Throw { dur, .. } => *dur,
                Anim::Pass | Anim::Reset => 0.0,
            };
            if show.t < dur {
                return;
            }
            show.t -= dur;
            let done = show.queue.pop_front().expect("front");
            match done {
                Anim::Move { from, to, .. } => {
                    if let Some(b) = show.world.board_mut() {
                        b.play(from, to);
                    }
                }
                Anim::Pass => {
                    if let Some(b) = show.world.board_mut() {
                        b.pass();
                    }
                }
                Anim::Card { .. } => {
                    if let Some(c) = show.world.cards_mut() {
                        c.step();
                    }
                }
                Anim::Throw { step, .. } => {
                    if let Some(r) = show.world.race_mut() {
                        let _ = r.throw(step.die);
                    }
                }
                Anim::Reset => {
                    if let Some(r) = self.runner.as_ref() {
                        show.world = r.world().clone();
                    }
                }
                Anim::TakeBack { .. } => {}
            }
        }
        self.show = None;
    }

    /// Finishes every animation at once (the teacher goes on).
    fn skip(&mut self) {
        self.show = None;
    }

    /// Runs an input on the runner and animates what it did.
    fn input(&mut self, ctx: &mut Ctx, f: impl FnOnce(&mut Runner)) {
        let Some(r) = self.runner.as_mut() else {
            return;
        };
        let before = r.world().clone();
        f(r);
        self.selected = None;
        self.animate(ctx, before);
        self.after(ctx);
    }

    /// Keeps the results of a `simulate` step for the steps after it (forgotten when going back before
    /// it).
    fn note_simulation(&mut self) {
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        if let Some(sim) = r.simulation() {
            self.simulation = Some((r.step_index(), sim.clone()));
        } else if self
            .simulation
            .as_ref()
            .is_some_and(|(at, _)| r.step_index() < *at)
        {
            self.simulation = None;
        }
    }

    /// At the end of the lesson: note the stars in the child's profile, once.
    fn after(&mut self, ctx: &mut Ctx) {
        self.note_simulation();
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        if let Some(stars) = r.stars() {
            if self.recorded || ctx.still {
                return;
            }
            self.recorded = true;
            let (mut profiles, _) = Profiles::load(&ctx.store);
            if let Some(name) = profiles.current.clone() {
                profiles.record(&name, &r.lesson().id, stars);
                if let Err(e) = profiles.save(&ctx.store) {
                    let text = ctx.tr("app-notice-file", &[("problem", e.to_string().into())]);
                    ctx.notices.push(text);
                }
            }
        } else {
            self.recorded = false;
        }
    }

    fn presenter(&mut self, ctx: &mut Ctx, action: Action) -> Command {
        if self.blank {
            self.blank = false;
            return Command::None;
        }
        match action {
            Action::Next => self.next(ctx),
            Action::Previous => {
                self.skip();
                self.input(ctx, |r| {
                    r.previous();
                });
                self.show = None;
            }
            Action::Restart => {
                self.skip();
                self.input(ctx, Runner::restart);
                self.show = None;
            }
            Action::Fullscreen => ctx.settings.fullscreen = !ctx.settings.fullscreen,
            Action::Blank => self.blank = true,
        }
        Command::None
    }

    /// "Next": finish the animation, or go on, or do the step's action (flip, throw).
    fn next(&mut self, ctx: &mut Ctx) {
        if self.busy() {
            self.skip();
            return;
        }
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        match r.expecting() {
            Expecting::Next => self.input(ctx, |r| {
                r.next();
            }),
            Expecting::Flip => self.input(ctx, |r| {
                r.flip();
            }),
            Expecting::Throw => self.input(ctx, |r| {
                r.throw();
            }),
            // "Start again [→]": the button says →, Space and PageDown do it too.
            Expecting::Finished => {
                self.input(ctx, Runner::restart);
                self.show = None;
            }
            _ => {}
        }
    }

    fn layout(&self, ui: &Ui) -> Layout {
        draw::layout(ui)
    }

    /// The world to draw: the animation's copy, or the runner's.
    fn world(&self) -> Option<&World> {
        match &self.show {
            Some(s) => Some(&s.world),
            None => self.runner.as_ref().map(Runner::world),
        }
    }

    fn board_click(&mut self, ctx: &mut Ctx, sq: Square) {
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        match r.expecting() {
            Expecting::Move => {
                let class = r.lesson().side;
                let board = r.world().board().expect("a move is expected on a board");
                if let Some(from) = self.selected
                    && from != sq
                    && board.piece_at(sq).is_none_or(|p| p.side != class)
                {
                    self.input(ctx, |r| {
                        r.try_move(from, sq);
                    });
                } else if board.piece_at(sq).is_some_and(|p| p.side == class) {
                    self.selected = if self.selected == Some(sq) {
                        None
                    } else {
                        Some(sq)
                    };
                } else {
                    self.selected = None;
                }
            }
            Expecting::Squares { .. } | Expecting::Lay { .. } => {
                let mut right = true;
                self.input(ctx, |r| right = r.click_square(sq));
                if !right {
                    self.wrong_square = Some((sq, 1.2));
                }
            }
            Expecting::Next => self.next(ctx),
            _ => {}
        }
    }

    fn marks(&self, ctx: &Ctx) -> Marks {
        let mut marks = Marks::default();
        let Some(r) = self.runner.as_ref() else {
            return marks;
        };
        if self.show.is_none() {
            marks.last_move = r.last_move();
            marks.selected = self.selected;
            if let (Some(from), Some(b)) = (self.selected, r.world().board())
                && !ctx.settings.classroom
            {
                marks.targets = b
                    .moves()
                    .into_iter()
                    .filter(|m| m.from == from)
                    .map(|m| (m.to, mark(m.capture)))
                    .collect();
            }
            if let Some(b) = r.world().board() {
                let shown: Vec<(Square, TargetMark)> = r
                    .target_squares()
                    .into_iter()
                    .map(|t| (t, mark(b.piece_at(t).is_some())))
                    .collect();
                marks.targets.extend(shown);
            }
            if let Some((from, _)) = self.drag {
                marks.hidden = Some(from);
            }
        }
        marks
    }

    fn draw_world(&self, ctx: &Ctx, ui: &Ui, l: &Layout) {
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        let Some(world) = self.world() else {
            return;
        };
        let a = r.annotations();
        match world {
            World::Board(b) => {
                let g = draw::board_geom(l.world, b);
                let mut marks = self.marks(ctx);
                let mut moving: Option<(PieceView, Vec2)> = None;
                let mut arrow: Option<(Square, Square)> = None;
                if let Some(show) = &self.show {
                    match show.queue.front() {
                        Some(Anim::Move {
                            from,
                            to,
                            pause,
                            slide,
                        }) => {
                            arrow = Some((*from, *to));
                            if show.t > *pause
                                && let Some(pv) = draw::piece_at(b, *from)
                            {
                                let k = ((show.t - pause) / slide.max(1e-3)).clamp(0.0, 1.0);
                                let k = k * k * (3.0 - 2.0 * k);
                                marks.hidden = Some(*from);
                                moving = Some((pv, g.center(*from).lerp(g.center(*to), k)));
                            }
                        }
                        Some(Anim::TakeBack { from, to, dur }) => {
                            if let Some(pv) = draw::piece_at(b, *from) {
                                let k = (show.t / dur.max(1e-3)).clamp(0.0, 1.0);
                                // Out and back: the wrong move is visibly undone.
                                let k = 1.0 - (2.0 * k - 1.0).abs();
                                marks.hidden = Some(*from);
                                moving = Some((pv, g.center(*from).lerp(g.center(*to), k)));
                            }
                        }
                        _ => {}
                    }
                }
                draw::board(ui, ctx, b, r.lesson().side, &g, &marks);
                draw::board_annotations(ui, ctx, b, &g, &a);
                if let Some((from, to)) = arrow {
                    crate::app::board_view::move_arrow(
                        ui,
                        b.corner(from, to),
                        &g,
                        from,
                        to,
                        ui.palette.marker,
                    );
                }
                if let Some((pv, c)) = moving {
                    crate::app::board_view::draw_piece(ui, ctx, pv, c, g.cell * 0.33);
                }
                if let Some((from, at)) = self.drag
                    && let Some(pv) = draw::piece_at(b, from)
                {
                    crate::app::board_view::draw_piece(ui, ctx, pv, at, g.cell * 0.36);
                }
                if let Expecting::Squares { found, .. } = r.expecting() {
                    for sq in found {
                        let rr = g.square(sq);
                        draw::tick(
                            ui,
                            vec2(rr.x + rr.w * 0.78, rr.y + rr.h * 0.22),
                            g.cell * 0.2,
                        );
                    }
                }
                if let Some((sq, _)) = self.wrong_square {
                    let rr = g.square(sq);
                    draw::cross(
                        ui,
                        vec2(rr.x + rr.w * 0.78, rr.y + rr.h * 0.22),
                        g.cell * 0.2,
                    );
                }
            }
            World::Cards(game) => {
                if let Some((_, sim)) = &self.simulation {
                    let guess = sim.guess.and_then(|(i, _)| {
                        r.lesson().steps.iter().find_map(|s| match &s.kind {
                            StepKind::Guess { choices } => choices.get(i).map(|c| (c.min, c.max)),
                            _ => None,
                        })
                    });
                    draw::histogram(ui, ctx, &sim.histogram, l.world, guess);
                } else {
                    draw::table(ui, ctx, game, l.world, &a.zones, r.revealed_cards());
                }
            }
            World::Race(race) => {
                let die = match self.show.as_ref().and_then(|s| s.queue.front()) {
                    Some(Anim::Throw { step, .. }) => Some(step.die),
                    _ => None,
                };
                draw::race(ui, ctx, race, l.world, &a.track, die);
            }
        }
    }

    fn prompt(&self, r: &Runner) -> Option<String> {
        Some(
            match r.expecting() {
                Expecting::Move => "lesson-your-turn",
                Expecting::Squares { .. } => "lesson-click-squares",
                Expecting::Flip => "lesson-click-pile",
                Expecting::Throw => "lesson-click-die",
                Expecting::TrackSquare => "player-click-track",
                _ => return None,
            }
            .to_string(),
        )
    }

    fn draw_panel(&self, ctx: &Ctx, ui: &Ui, l: &Layout, widgets_top: f32) {
        let p = &ui.palette;
        let r = l.panel;
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        if l.portrait {
            draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
        } else {
            draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
        }
        let x = r.x + 28.0;
        let w = r.w - 56.0;
        let mut y = r.y + 24.0;
        let Some(run) = self.runner.as_ref() else {
            return;
        };
        let title = ctx.t(&run.lesson().title);
        let s = ui.fit_size(&title, size::BIG, true, w);
        ui.text(
            &title,
            x,
            y,
            s.min(size::BIG),
            true,
            Align::Left,
            p.text_dim,
        );
        y += ui.line_height(s.min(size::BIG)) + 4.0;
        // Progress: "Step 3 of 10" and a bar of dots.
        let count = run.step_count();
        let at = run.step_index().min(count);
        if !run.is_finished() {
            let step = ctx.tr(
                "lesson-step",
                &[("step", (at + 1).into()), ("total", count.into())],
            );
            ui.text(&step, x, y, size::SMALL, false, Align::Left, p.text_dim);
            y += ui.line_height(size::SMALL);
        }
        let dot = (w / count.max(1) as f32).min(28.0);
        for i in 0..count {
            let c = vec2(x + dot * (i as f32 + 0.5), y + 12.0);
            if i < at {
                draw_circle(c.x, c.y, dot * 0.32, p.edge);
            } else if i == at {
                draw_circle(c.x, c.y, dot * 0.42, p.focus);
                draw_circle_lines(c.x, c.y, dot * 0.42, 2.0, p.edge);
            } else {
                draw_circle_lines(c.x, c.y, dot * 0.3, 2.0, p.text_dim);
            }
        }
        y += 40.0;

        // Feedback and prompt take what they need at the bottom; the message gets the rest.
        let feedback = match run.feedback() {
            Feedback::Right(m) => Some((ctx.texts.format(m), 1)),
            Feedback::Wrong(m) => Some((ctx.texts.format(m), -1)),
            Feedback::Info(m) => Some((ctx.texts.format(m), 0)),
            Feedback::None => None,
        };
        // Under the reason the rules give: the lesson's own advice, and why a game ended.
        let feedback = feedback.map(|(mut text, tone)| {
            if let Some(advice) = run.advice() {
                text = format!("{text} {}", ctx.texts.format(advice));
            }
            if let Some(end) = run
                .ended()
                .and_then(|w| w.board())
                .and_then(super::end_message)
            {
                text = format!("{} {text}", ctx.texts.format(&end));
            }
            (text, tone)
        });
        let fs = size::BODY;
        let fb_h = feedback.as_ref().map_or(0.0, |(t, _)| {
            ui.paragraph_height(t, w - 80.0, fs, true) + 28.0
        });
        let prompt = self
            .prompt(run)
            .map(|id| ctx.t(&id))
            .filter(|_| feedback.as_ref().is_none_or(|f| f.1 >= 0));
        // During a `play` step of a game with points, the score, as the play screen shows it.
        let prompt = match (prompt, play_score(ctx, run)) {
            (Some(t), Some(score)) => Some(format!("{t}\n{score}")),
            (t, score) => t.or(score),
        };
        let pr_h = prompt
            .as_ref()
            .map_or(0.0, |t| ui.paragraph_height(t, w, size::BODY, true) + 12.0);
        let bottom = widgets_top - 16.0;
        let text = draw::format(ctx, run.text().as_ref());
        let room = bottom - y - fb_h - pr_h - 20.0;
        let mut s = size::BIG;
        while s > 22.0 && ui.paragraph_height(&text, w, s, false) > room {
            s -= 2.0;
        }
        y += ui.paragraph(&text, x, y, w, s, false, Align::Left, p.text) + 16.0;
        if run.is_finished() {
            y = stars(ui, ctx, run.stars().unwrap_or(0), x, y, w) + 10.0;
        }
        if let Some(t) = &prompt {
            y += ui.paragraph(t, x, y, w, size::BODY, true, Align::Left, p.primary) + 12.0;
        }
        if let Some((t, kind)) = feedback {
            let bx = Rect::new(x, y, w, fb_h);
            let edge = match kind {
                1 => p.good,
                -1 => p.bad,
                _ => p.edge,
            };
            ui.panel(bx, p.background, edge, 5.0);
            let c = vec2(bx.x + 34.0, bx.y + 34.0);
            match kind {
                1 => draw::tick(ui, c, 22.0),
                -1 => draw::cross(ui, c, 22.0),
                _ => {
                    draw_circle(c.x, c.y, 20.0, p.edge);
                    ui.text("i", c.x, c.y - 18.0, 30.0, true, Align::Center, p.panel);
                }
            }
            ui.paragraph(
                &t,
                bx.x + 66.0,
                bx.y + 14.0,
                w - 80.0,
                fs,
                true,
                Align::Left,
                p.text,
            );
        }
    }

    fn draw_errors(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let x = 40.0;
        let w = ui.width - 80.0;
        let mut y = 40.0;
        ui.text(
            &ctx.t("player-error-title"),
            x,
            y,
            size::TITLE,
            true,
            Align::Left,
            p.bad,
        );
        y += ui.line_height(size::TITLE);
        y += ui.paragraph(
            &ctx.t("player-error-help"),
            x,
            y,
            w,
            size::BODY,
            false,
            Align::Left,
            p.text,
        ) + 20.0;
        let text: Vec<String> = self
            .errors
            .iter()
            .take(12)
            .map(ToString::to_string)
            .collect();
        let text = text.join("\n");
        let h = ui.paragraph_height(&text, w - 40.0, size::SMALL, false) + 30.0;
        ui.panel(Rect::new(x, y, w, h), p.panel, p.bad, 5.0);
        ui.paragraph(
            &text,
            x + 20.0,
            y + 15.0,
            w - 40.0,
            size::SMALL,
            false,
            Align::Left,
            p.text,
        );
    }

    /// The top of the buttons in the panel.
    fn buttons(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let l = self.layout(ui);
        let mut out = Vec::new();
        let x = l.panel.x + 28.0;
        let w = l.panel.w - 56.0;
        let bh = layout::button_h(ui, 84.0);
        let bottom = ui.height - 24.0;
        if self.runner.is_none() {
            out.push(
                Widget::new(
                    W_BACK,
                    Rect::new(40.0, bottom - bh, 420.0, bh),
                    ctx.t("app-back"),
                )
                .primary()
                .key(ctx.t("app-key-escape")),
            );
            return out;
        }
        let r = self.runner.as_ref().expect("runner");
        if l.portrait {
            return self.portrait_buttons(ctx, ui, &l, r);
        }
        let classroom = ctx.settings.classroom;
        let row2 = ui::row(
            Rect::new(x, bottom - bh, w, bh),
            if classroom { 1 } else { 2 },
            14.0,
        );
        if !classroom && !r.is_finished() {
            out.push(Widget::new(W_SHOW, row2[0], ctx.t("lesson-show-me")));
        }
        out.push(
            Widget::new(W_BACK, row2[row2.len() - 1], ctx.t("player-leave"))
                .key(ctx.t("app-key-escape")),
        );
        let row1 = ui::row(Rect::new(x, bottom - 2.0 * bh - 14.0, w, bh), 2, 14.0);
        out.push(
            Widget::new(W_PREVIOUS, row1[0], ctx.t("player-previous"))
                .key("←")
                .enabled(r.step_index() > 0),
        );
        let expecting = r.expecting();
        let next_label = match expecting {
            Expecting::Finished => ctx.t("lesson-restart"),
            _ => ctx.t("lesson-next"),
        };
        out.push(
            Widget::new(W_NEXT, row1[1], next_label)
                .primary()
                .key("→")
                .enabled(matches!(expecting, Expecting::Next | Expecting::Finished) || self.busy()),
        );
        let mut top = bottom - 2.0 * bh - 14.0;
        match &expecting {
            Expecting::Choice(choices) => {
                let n = choices.len();
                let ch = layout::button_h(ui, 72.0);
                top -= n as f32 * (ch + 10.0) + 6.0;
                for (i, m) in choices.iter().enumerate() {
                    let rr = Rect::new(x, top + i as f32 * (ch + 10.0), w, ch);
                    out.push(Widget::new(W_CHOICE + i as u32, rr, ctx.texts.format(m)));
                }
            }
            Expecting::Flip | Expecting::Throw => {
                let id = if expecting == Expecting::Flip {
                    "player-flip"
                } else {
                    "player-throw"
                };
                top -= bh + 14.0;
                out.push(
                    Widget::new(W_ACT, Rect::new(x, top, w, bh), ctx.t(id))
                        .primary()
                        .key(ctx.t("player-key-space")),
                );
            }
            _ => {}
        }
        out
    }
}

impl LessonScreen {
    /// The buttons in portrait, under the text across the panel: the choices (or Flip, Throw) on one
    /// row, then Show me, Leave, Previous and Next on the bottom row (the keyboard order of landscape).
    fn portrait_buttons(&self, ctx: &Ctx, ui: &Ui, l: &Layout, r: &Runner) -> Vec<Widget> {
        let bh = layout::button_h(ui, 84.0);
        let area = Rect::new(
            l.panel.x + 28.0,
            l.panel.y,
            l.panel.w - 56.0,
            l.panel.h - 24.0,
        );
        let mut out = Vec::new();
        if !ctx.settings.classroom && !r.is_finished() {
            out.push(Widget::new(
                W_SHOW,
                Rect::default(),
                ctx.t("lesson-show-me"),
            ));
        }
        out.push(
            Widget::new(W_BACK, Rect::default(), ctx.t("player-leave"))
                .key(ctx.t("app-key-escape")),
        );
        out.push(
            Widget::new(W_PREVIOUS, Rect::default(), ctx.t("player-previous"))
                .key("←")
                .enabled(r.step_index() > 0),
        );
        let expecting = r.expecting();
        let next_label = match expecting {
            Expecting::Finished => ctx.t("lesson-restart"),
            _ => ctx.t("lesson-next"),
        };
        out.push(
            Widget::new(W_NEXT, Rect::default(), next_label)
                .primary()
                .key("→")
                .enabled(matches!(expecting, Expecting::Next | Expecting::Finished) || self.busy()),
        );
        let nav = layout::bottom_row(area, out.len(), bh);
        for (w, rect) in out.iter_mut().zip(nav) {
            w.rect = rect;
        }
        let above = Rect::new(area.x, area.y, area.w, area.h - bh - layout::GAP);
        match &expecting {
            Expecting::Choice(choices) => {
                let row = layout::bottom_row(above, choices.len(), bh);
                for (i, (m, rect)) in choices.iter().zip(row).enumerate() {
                    out.push(Widget::new(W_CHOICE + i as u32, rect, ctx.texts.format(m)));
                }
            }
            Expecting::Flip | Expecting::Throw => {
                let id = if expecting == Expecting::Flip {
                    "player-flip"
                } else {
                    "player-throw"
                };
                out.push(
                    Widget::new(W_ACT, layout::bottom_row(above, 1, bh)[0], ctx.t(id))
                        .primary()
                        .key(ctx.t("player-key-space")),
                );
            }
            _ => {}
        }
        out
    }
}

/// A legal target: a capture (corner brackets) or a plain move (a dot).
fn mark(capture: bool) -> TargetMark {
    if capture {
        TargetMark::Capture
    } else {
        TargetMark::Safe
    }
}

/// Draws 1 to 3 stars out of three (filled or hollow: readable without colour) with "2 sur 3" under them.
fn stars(ui: &Ui, ctx: &Ctx, n: u8, x: f32, y: f32, w: f32) -> f32 {
    let p = &ui.palette;
    let r = (w / 8.0).min(60.0);
    draw::star_row(ui, n, x, y + r * 1.1, r);
    // The count in words under the stars (the same words as the lesson list).
    let label = ctx.tr("player-stars", &[("stars", u32::from(n).into())]);
    let y = y + r * 2.3;
    ui.text(&label, x, y, size::BODY, true, Align::Left, p.text);
    y + ui.line_height(size::BODY)
}

impl Screen for LessonScreen {
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        if self.blank {
            return Vec::new();
        }
        self.buttons(ctx, ui)
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_BACK => return Command::Pop,
            W_NEXT => {
                if self.runner.as_ref().is_some_and(Runner::is_finished) {
                    return self.presenter(ctx, Action::Restart);
                }
                self.next(ctx);
            }
            W_PREVIOUS => return self.presenter(ctx, Action::Previous),
            W_SHOW => {
                self.skip();
                // "Show me" marks the answer from the position as it is; it plays nothing.
                self.input(ctx, |r| {
                    r.show_me();
                });
            }
            W_ACT => self.next(ctx),
            id if id >= W_CHOICE => {
                let i = (id - W_CHOICE) as usize;
                self.input(ctx, |r| {
                    r.choose(i);
                });
            }
            _ => {}
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        if self.blank {
            self.blank = false;
            return Some(Command::None);
        }
        presenter::action(key).map(|a| self.presenter(ctx, a))
    }

    fn back(&mut self, ctx: &mut Ctx) -> Command {
        if self.blank {
            self.blank = false;
            Command::None
        } else if ctx.settings.fullscreen {
            ctx.settings.fullscreen = false;
            Command::None
        } else if self.selected.is_some() {
            self.selected = None;
            Command::None
        } else {
            Command::Pop
        }
    }

    fn pointer(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        if self.blank {
            if let Pointer::Up(_) = event {
                self.blank = false;
            }
            return Command::None;
        }
        let l = self.layout(ui);
        let Some(r) = self.runner.as_ref() else {
            return Command::None;
        };
        if self.busy() {
            if let Pointer::Down(_) = event {
                self.skip();
            }
            return Command::None;
        }
        let expecting = r.expecting();
        match r.world() {
            World::Board(b) => {
                let g = draw::board_geom(l.world, b);
                match event {
                    Pointer::Down(p) => match g.at(p) {
                        Some(sq) => {
                            let was = self.selected;
                            self.board_click(ctx, sq);
                            if self.selected == Some(sq) && was != Some(sq) {
                                self.drag = Some((sq, p));
                            }
                        }
                        None if expecting == Expecting::Next => self.next(ctx),
                        None => self.selected = None,
                    },
                    Pointer::Move(p) => {
                        if let Some((from, _)) = self.drag {
                            self.drag = Some((from, p));
                        }
                    }
                    Pointer::Up(p) => {
                        if let Some((from, _)) = self.drag.take()
                            && let Some(sq) = g.at(p)
                            && sq != from
                        {
                            self.board_click(ctx, sq);
                        }
                    }
                }
            }
            World::Cards(_) => {
                if let Pointer::Down(p) = event {
                    let t = draw::Table::new(l.world);
                    if (expecting == Expecting::Flip && t.south_main.contains(p))
                        || expecting == Expecting::Next
                    {
                        self.next(ctx);
                    }
                }
            }
            World::Race(race) => {
                if let Pointer::Down(p) = event {
                    let t = draw::track_geom(l.world, race);
                    match expecting {
                        Expecting::Throw if draw::die_rect(&t, race).contains(p) => self.next(ctx),
                        Expecting::TrackSquare => {
                            if let Some(n) = t.at(race, p) {
                                self.input(ctx, |r| {
                                    r.click_track(n);
                                });
                            }
                        }
                        Expecting::Next => self.next(ctx),
                        _ => {}
                    }
                }
            }
        }
        Command::None
    }

    /// Moves being replayed, or a wrong square's cross fading: frames until they end; otherwise the
    /// lesson waits for the child.
    fn animating(&self) -> bool {
        self.show.is_some() || self.wrong_square.is_some()
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        self.advance(dt);
        if let Some((_, t)) = &mut self.wrong_square {
            *t -= dt;
            if *t <= 0.0 {
                self.wrong_square = None;
            }
        }
        if !ctx.still && self.watch.changed(dt) {
            self.reload(ctx);
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        if self.blank {
            draw_rectangle(0.0, 0.0, ui.width, ui.height, BLACK);
            return;
        }
        if !self.errors.is_empty() {
            self.draw_errors(ctx, ui);
            return;
        }
        let l = self.layout(ui);
        self.draw_world(ctx, ui, &l);
        let top = self
            .buttons(ctx, ui)
            .iter()
            .map(|w| w.rect.y)
            .fold(ui.height, f32::min);
        self.draw_panel(ctx, ui, &l, top);
    }
}
