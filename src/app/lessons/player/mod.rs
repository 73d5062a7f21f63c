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

use crate::app::gfx::{draw_circle, draw_circle_lines, draw_rectangle};

use super::draw::{self, Layout};
use super::presenter::{self, Action};
use super::{AiOpponent, Entry, level_of, reload_entry};
use crate::app::board_view::{self, BoardGeom, Marks, TargetMark};
use crate::app::games::PieceView;
use crate::app::layout;
use crate::app::profiles::Profiles;
use crate::app::ui::{self, Align, Ui, Widget, size};
use crate::app::{Command, Ctx, Pointer, Screen};
use crate::core::BoardGame;
use crate::core::chars::race::RaceStep;
use crate::core::geometry::{Dims, Square};
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

mod anim;
mod buttons;
mod input;
mod panel;
#[cfg(test)]
mod tests;
mod world;

use anim::Show;

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
    /// The stars of the finished lesson could not be saved: why, said under its last feedback.
    unsaved: Option<String>,
    watch: crate::data::watch::Watch,
    /// The last `simulate` step's results and where the step is: its histogram stays on screen for the
    /// steps that talk about it.
    simulation: Option<(usize, Simulation)>,
    /// Seconds left, once the moves are replayed, during which "Next" waits: a right move went on to
    /// the next step by itself, and a tap meant for the move's "Bravo" must not pass over that step.
    settle: f32,
    /// The class's answer took the lesson on by itself from this step: its "Bravo" belongs to that
    /// step, not to the one now on screen (see [`LessonScreen::praise_shown`]).
    praised_step: Option<usize>,
    /// A quiz the class has just finished (its step) and the squares it found: their ticks stay in
    /// view while that step is on screen.
    quiz_ticks: Option<(usize, Vec<Square>)>,
    /// The board the lesson starts on (`None`: a table or a track): the layout's shape, kept for the
    /// whole lesson.
    dims: Option<Dims>,
    /// La Bataille: the cards of the last round collected, kept in view until the next flip.
    decided: Option<crate::app::bataille::Decided>,
    /// The race: the last number thrown, shown on the die until the next throw is asked.
    last_die: Option<u8>,
}

/// How long "Next" waits after the lesson went on by itself (seconds, once the moves are replayed).
pub(super) const SETTLE: f32 = 1.5;

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
            unsaved: None,
            watch,
            simulation: None,
            settle: 0.0,
            praised_step: None,
            quiz_ticks: None,
            dims: None,
            decided: None,
            last_die: None,
            entry,
        };
        s.open(ctx);
        // The board the lesson starts on gives the layout's shape.
        s.dims = s
            .runner
            .as_ref()
            .and_then(|r| r.world().board())
            .map(BoardGame::dims);
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
                        self.errors = cannot_start(&self.entry.relative, &e);
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
        self.decided = None;
        // A praise the script earned on the way belongs to a step before this one.
        self.praised_step = n.checked_sub(2);
        self.note_simulation();
        Ok(())
    }

    /// The teacher saved the file: read it again and keep the step (or show the checker's message).
    fn reload(&mut self, ctx: &mut Ctx) {
        let entry = reload_entry(&self.entry.relative, self.entry.game);
        ctx.set_lang(ctx.settings.lang);
        // Only notes or blank lines changed: the lesson is the same, and the child's answer on screen
        // stays as it is.
        if let (Ok(old), Ok(new)) = (&self.entry.lesson, &entry.lesson)
            && self.runner.is_some()
            && self.errors.is_empty()
            && without_notes(&old.text) == without_notes(&new.text)
        {
            self.entry = entry;
            return;
        }
        // Only steps after the one on screen changed (the teacher writes ahead while the class
        // works): the child's answer on screen stays, and the new steps follow.
        if let (Ok(old), Ok(new), Some(run)) = (&self.entry.lesson, &entry.lesson, &mut self.runner)
            && self.errors.is_empty()
            && let Some(said) = said_up_to(old, run.step_index())
            && said_up_to(new, run.step_index()).as_ref() == Some(&said)
        {
            run.with_later_steps(new.clone());
            self.entry = entry;
            return;
        }
        match &entry.lesson {
            Ok(lesson) => {
                let lesson: Lesson = lesson.clone();
                match self.runner.as_mut() {
                    Some(r) => {
                        if let Err(e) = r.reload(lesson) {
                            self.errors = cannot_start(&entry.relative, &e);
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
        self.praised_step = None;
        self.show = None;
        self.decided = None;
        self.selected = None;
        self.note_simulation();
    }

    /// Whether the runner's praise ("Bravo !") may be shown. A right answer that took the lesson on by
    /// itself praises the step before: its "Bravo" shows while the move is replayed and the moment
    /// after it, and never over a new position (a `setup` step) nor once that moment is over.
    pub(super) fn praise_shown(&self, run: &Runner) -> bool {
        let Some(praised) = self.praised_step else {
            return true;
        };
        if praised >= run.step_index() || self.busy() {
            return true;
        }
        let new_position = matches!(run.current().map(|s| &s.kind), Some(StepKind::Setup { .. }));
        self.settle > 0.0 && !new_position
    }

    fn layout(&self, ui: &Ui) -> Layout {
        draw::layout(ui, self.dims)
    }
}

/// The lines of `lesson` that say something, up to the end of its step `index` (its start, and its
/// steps up to that one); `None` when it has no such step.
fn said_up_to(lesson: &Lesson, index: usize) -> Option<Vec<&str>> {
    lesson.steps.get(index)?;
    let end = match lesson.steps.get(index + 1) {
        Some(next) => lesson.text[..next.span.start].rfind('\n').unwrap_or(0),
        None => lesson.text.len(),
    };
    let mut lines = without_notes(&lesson.text[..end]);
    // (The next step's `[[step]]` line.)
    if lines
        .last()
        .is_some_and(|l| l.trim_start().starts_with("[[step"))
    {
        lines.pop();
    }
    Some(lines)
}

/// A lesson file's lines that say something: its notes (`# …`, on a line of their own or after a
/// value) and blank lines left out.
fn without_notes(text: &str) -> Vec<&str> {
    text.lines()
        .map(|l| before_note(l).trim_end())
        .filter(|l| !l.trim_start().is_empty())
        .collect()
}

/// A line of a TOML file without its note: what comes before a `#` that is not inside a quoted text.
fn before_note(line: &str) -> &str {
    let mut quote = None;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (Some('"'), '\\') if !escaped => {
                escaped = true;
                continue;
            }
            (Some(q), c) if c == q && !escaped => quote = None,
            (None, '"' | '\'') => quote = Some(c),
            (None, '#') => return &line[..i],
            _ => {}
        }
        escaped = false;
    }
    line
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
                    // Just after the last answer ended the lesson, a tap was meant for that answer:
                    // the stars stay in view.
                    if self.settle > 0.0 {
                        return Command::None;
                    }
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

    /// Escape closes the first thing open: the blank screen, then full screen, then the selection.
    fn back(&mut self, ctx: &mut Ctx) -> Command {
        Command::pop_unless(
            std::mem::take(&mut self.blank)
                || std::mem::take(&mut ctx.settings.fullscreen)
                || self.selected.take().is_some(),
        )
    }

    fn pointer(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        self.pointer_event(ctx, ui, event)
    }

    /// Moves being replayed, or a wrong square's cross fading: frames until they end; otherwise the
    /// lesson waits for the child.
    fn animating(&self) -> bool {
        self.show.is_some() || self.wrong_square.is_some() || self.settle > 0.0
    }

    /// The teacher's copies of the lesson and its texts: looked at once a second, even while asleep.
    fn watches_files(&self) -> bool {
        !self.watch.is_empty()
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        if !self.busy() {
            self.settle = (self.settle - dt).max(0.0);
        }
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
        let top = self
            .buttons(ctx, ui)
            .iter()
            .map(|w| w.rect.y)
            .fold(ui.height, f32::min);
        if !self.errors.is_empty() {
            self.draw_errors(ctx, ui, top);
            return;
        }
        let l = self.layout(ui);
        self.draw_world(ctx, ui, &l);
        self.draw_panel(ctx, ui, &l, top);
    }
}

/// Why a lesson that reads cannot start: a broken board file's own problems, else one sentence.
fn cannot_start(relative: &str, e: &crate::boards::OpenError) -> Vec<DataError> {
    match e {
        crate::boards::OpenError::Board(errors) if !errors.is_empty() => errors.clone(),
        other => vec![DataError::file(
            relative,
            crate::data::Words::new("data-lesson-cannot-start")
                .with_words("what", crate::data::words::open_error_words(other)),
        )],
    }
}
