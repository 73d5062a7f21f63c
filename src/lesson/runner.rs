//! The lesson runner: a headless state machine that the app drives, one input at a time.
//!
//! The app asks what to show ([`Runner::text`], [`Runner::annotations`], [`Runner::world`]) and what input
//! is expected ([`Runner::expecting`]); it passes the class's inputs in ([`Runner::next`],
//! [`Runner::try_move`], [`Runner::click_square`], [`Runner::choose`], [`Runner::flip`],
//! [`Runner::throw`]) and reads back the [`Feedback`] and the [`Event`]s to animate. At the end it reads the
//! [`Runner::stars`]. The computer opponent of `play` steps is whatever [`Opponent`] the app provides.
//!
//! ```
//! use ludoclasse::lesson::{check::shipped_lessons, runner::{FirstMove, Runner}};
//! use ludoclasse::core::GameId;
//! let lesson = shipped_lessons(GameId::Bataille).remove(0);
//! let mut runner = Runner::new(lesson, Box::new(FirstMove)).unwrap();
//! while !runner.is_finished() {
//!     assert!(runner.play_scripted());
//! }
//! assert_eq!(runner.stars(), Some(3));
//! ```

use crate::core::bataille::{Action, SOUTH};
use crate::core::bataille_stats::{Bucket, Stats};
use crate::core::game::{Side, Winner};
use crate::core::geometry::Square;
use crate::i18n::Message;

use super::model::*;
use super::world::{self, BoardMove, BoardSession, OpenError, World};
use crate::core::chars::race::RaceStep;

/// The computer opponent of `play` steps, provided by the app (the AI) or by tests.
pub trait Opponent {
    /// Chooses a move for the side to move, as an index into `moves` (the legal moves, passes left
    /// out, never empty). `board.as_any()` gives the engine's own position to an AI that needs it.
    fn choose(&mut self, board: &dyn BoardSession, moves: &[BoardMove]) -> usize;

    /// A whole game to win starts (`true`) or ends: play at the gentlest level meanwhile.
    fn set_gentlest(&mut self, _on: bool) {}
}

/// The reference opponent: always the first legal move. Deterministic, for tests and the checker.
#[derive(Clone, Copy, Debug, Default)]
pub struct FirstMove;

impl Opponent for FirstMove {
    fn choose(&mut self, _board: &dyn BoardSession, _moves: &[BoardMove]) -> usize {
        0
    }
}

/// What the runner waits for.
#[derive(Clone, Debug, PartialEq)]
pub enum Expecting {
    /// A click, Space, → or PageDown: [`Runner::next`].
    Next,
    /// A move of the class on the board: [`Runner::try_move`].
    Move,
    /// Clicks on squares: [`Runner::click_square`]; `found` are the right ones already clicked, `left`
    /// how many remain.
    Squares { found: Vec<Square>, left: usize },
    /// One of these answers: [`Runner::choose`].
    Choice(Vec<Message>),
    /// A click on a square of the race track: [`Runner::click_track`].
    TrackSquare,
    /// A click on the class's pile of cards: [`Runner::flip`].
    Flip,
    /// A click on the die: [`Runner::throw`].
    Throw,
    /// Bataille de chars: taps on squares of the minefield the class lays on, one card per tap
    /// ([`Runner::click_square`]; a tap on a laid card takes it back): `laid` so far, `left` to lay.
    Lay { laid: Vec<Square>, left: usize },
    /// The lesson is over.
    Finished,
}

/// What to tell the class after its last input.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    None,
    Right(Message),
    Wrong(Message),
    /// Neither right nor wrong (after a guess).
    Info(Message),
}

/// Something that happened, for the app to animate (in order).
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Moved {
        side: Side,
        from: Square,
        to: Square,
        capture: bool,
    },
    Passed(Side),
    /// The class's move was wrong and is taken back (the board did not change).
    TakenBack {
        from: Square,
        to: Square,
    },
    /// La Bataille: the actions of a flip, in order.
    Cards(Vec<Action>),
    Threw(RaceStep),
    /// A `play` step starts again from its start after a lost game.
    PlayReset,
}

/// The outcome of [`Runner::try_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveResult {
    /// The move is right: it was played.
    Right,
    /// A move of a `play` step: it was played, and the opponent answered (see [`Runner::feedback`] for a
    /// goal reached or a game lost).
    Played,
    /// A legal move, but not the one asked for: taken back.
    Wrong,
    /// Not a legal move.
    Illegal,
    /// No move is expected now.
    NotNow,
}

/// The results of a `simulate` step, for the app's histogram.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulation {
    pub games: u64,
    pub mean_rounds: f64,
    pub median_rounds: u32,
    pub longest_rounds: u32,
    pub histogram: Vec<Bucket>,
    /// The option the class guessed, and whether the median fell in it.
    pub guess: Option<(usize, bool)>,
}

#[derive(Clone, Debug)]
struct Entry {
    index: usize,
    world: World,
    mistakes: u32,
    plays: Vec<(u32, u32)>,
    guess: Option<usize>,
    clean: Vec<bool>,
}

/// A lesson being played.
pub struct Runner {
    lesson: Lesson,
    world: World,
    index: usize,
    /// The current step's task is done: [`Runner::next`] may go on.
    done: bool,
    history: Vec<Entry>,
    mistakes: u32,
    found: Vec<Square>,
    feedback: Feedback,
    events: Vec<Event>,
    last_move: Option<(Square, Square)>,
    /// The world when the current `play` step began, and the class's moves since.
    play_start: Option<World>,
    play_moves: u32,
    /// The world when the current `lay` step began (the class's cards laid so far are in `found`).
    lay_start: Option<World>,
    /// (par, moves) of each `play` step won.
    plays: Vec<(u32, u32)>,
    guess: Option<usize>,
    simulation: Option<Simulation>,
    opponent: Box<dyn Opponent>,
    /// Mistakes in the current step, and whether "Show me" was used in it.
    step_mistakes: u32,
    helped: bool,
    /// What "Show me" marks now (cleared by the next input).
    help: Option<Help>,
    /// The lesson's own feedback after a wrong input, shown under the rules' reason.
    advice: Option<Message>,
    /// The board as a `play` step's game ended (won, or lost before it starts again), to say why.
    ended: Option<World>,
    /// For each decision step done: solved at the first try, without help (and a `play` within par).
    clean: Vec<bool>,
}

/// What "Show me" marks on the board, computed from the current position.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Help {
    pub squares: Vec<Square>,
    pub arrows: Vec<(Square, Square)>,
    /// The right answer among [`Expecting::Choice`].
    pub choice: Option<usize>,
    /// The race square to tap.
    pub track: Option<u8>,
}

impl Runner {
    /// Starts `lesson` at its first step.
    ///
    /// # Errors
    /// The lesson's start position cannot be opened (run `lesson check` first).
    pub fn new(lesson: Lesson, opponent: Box<dyn Opponent>) -> Result<Runner, OpenError> {
        let world = World::open(&lesson.setting, lesson.game)?;
        let mut runner = Runner {
            lesson,
            world,
            index: 0,
            done: false,
            history: Vec::new(),
            mistakes: 0,
            found: Vec::new(),
            feedback: Feedback::None,
            events: Vec::new(),
            last_move: None,
            play_start: None,
            lay_start: None,
            play_moves: 0,
            plays: Vec::new(),
            guess: None,
            simulation: None,
            opponent,
            step_mistakes: 0,
            helped: false,
            help: None,
            advice: None,
            ended: None,
            clean: Vec::new(),
        };
        runner.enter();
        Ok(runner)
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// What to draw: the cards, the race or the board.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The current step (from 0); equals [`Runner::step_count`] once finished.
    pub fn step_index(&self) -> usize {
        self.index
    }

    pub fn step_count(&self) -> usize {
        self.lesson.steps.len()
    }

    pub fn current(&self) -> Option<&Step> {
        self.lesson.steps.get(self.index)
    }

    pub fn is_finished(&self) -> bool {
        self.index >= self.lesson.steps.len()
    }

    /// What the current step says (with its numbers, for a `simulate` step); at the end, the lesson's
    /// closing message with its stars.
    pub fn text(&self) -> Option<Message> {
        let Some(step) = self.current() else {
            return Some(
                Message::new("lesson-finished").with("stars", self.stars().unwrap_or(0) as i64),
            );
        };
        let id = step.text.clone()?;
        let mut message = Message::new(id);
        if let Some(sim) = &self.simulation {
            message = message
                .with("games", sim.games as i64)
                .with("mean", sim.mean_rounds.round() as i64)
                .with("median", sim.median_rounds)
                .with("longest", sim.longest_rounds);
        }
        Some(message)
    }

    /// What to draw over the board for the current step.
    pub fn annotations(&self) -> Annotations {
        let mut a = self
            .current()
            .map(|s| s.annotations.clone())
            .unwrap_or_default();
        if let Some(h) = &self.help {
            a.highlight.extend(h.squares.iter().copied());
            a.arrows.extend(h.arrows.iter().copied());
            a.track.extend(h.track);
        }
        a
    }

    /// The squares the piece named by the step's `targets` can reach (computed by the rules).
    pub fn target_squares(&self) -> Vec<Square> {
        match (
            self.current().and_then(|s| s.annotations.targets_of),
            self.world.board(),
        ) {
            (Some(sq), Some(board)) => world::targets(board, sq),
            _ => Vec::new(),
        }
    }

    /// La Bataille, during a `winner` quiz: the two cards the next round lays face up (South's, Emma's),
    /// for the app to show before the class answers.
    pub fn revealed_cards(
        &self,
    ) -> Option<(crate::core::bataille::Card, crate::core::bataille::Card)> {
        match (self.current().map(|s| &s.kind), &self.world) {
            (
                Some(StepKind::Quiz {
                    ask: Ask::Winner | Ask::Cards { .. },
                    ..
                }),
                World::Cards(game),
            ) if !self.done => world::next_cards(game),
            _ => None,
        }
    }

    /// Bataille de chars, during a `mines` quiz: the class's own cards must be drawn face down (it is a
    /// memory exercise), whatever the app's memory setting.
    pub fn hides_own_cards(&self) -> bool {
        !self.done
            && matches!(
                self.current().map(|s| &s.kind),
                Some(StepKind::Quiz {
                    ask: Ask::Mines,
                    ..
                })
            )
    }

    /// The last move played on the board (to draw its arrow).
    pub fn last_move(&self) -> Option<(Square, Square)> {
        self.last_move
    }

    /// The results of the current `simulate` step.
    pub fn simulation(&self) -> Option<&Simulation> {
        self.simulation.as_ref()
    }

    pub fn feedback(&self) -> &Feedback {
        &self.feedback
    }

    /// What happened since the last call, in order.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// Wrong moves, wrong clicks and wrong answers so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    pub fn expecting(&self) -> Expecting {
        let Some(step) = self.current() else {
            return Expecting::Finished;
        };
        if self.done {
            return Expecting::Next;
        }
        match &step.kind {
            StepKind::Expect { .. } | StepKind::Play { .. } => Expecting::Move,
            StepKind::Quiz { ask, .. } => match ask {
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => {
                    Expecting::Squares {
                        found: self.found.clone(),
                        left: self.quiz_squares().len() - self.found.len(),
                    }
                }
                Ask::Score { choices, .. } => Expecting::Choice(
                    choices
                        .iter()
                        .map(|n| Message::new("lesson-points").with("points", *n))
                        .collect(),
                ),
                Ask::Cards { choices } => Expecting::Choice(
                    choices
                        .iter()
                        .map(|n| Message::new("lesson-cards").with("cards", *n))
                        .collect(),
                ),
                Ask::Winner => Expecting::Choice(
                    RoundWinner::NAMES
                        .iter()
                        .map(|(n, _)| Message::new(format!("lesson-round-{n}")))
                        .collect(),
                ),
                Ask::Landing(_) => Expecting::TrackSquare,
            },
            StepKind::Guess { choices } => {
                Expecting::Choice(choices.iter().map(|c| Message::new(&c.text)).collect())
            }
            StepKind::Flip { .. } => Expecting::Flip,
            StepKind::Throw { .. } => Expecting::Throw,
            StepKind::Lay { count, .. } => Expecting::Lay {
                laid: self.found.clone(),
                left: (*count as usize).saturating_sub(self.found.len()),
            },
            _ => Expecting::Next,
        }
    }

    /// The number of stars (1–3) once the lesson is finished: three without a mistake and with every
    /// `play` step won within its par; each mistake and each exercise over par costs.
    ///
    /// Each decision step (expect, quiz, play, guess, lay) counts once: it earns its share when solved
    /// at the first try and without "Show me" (a `play` step: won within its par, without help). Three
    /// stars when every one does, two from two thirds, one from one third, else none: help never earns
    /// a star, and clicking at random does not either.
    pub fn stars(&self) -> Option<u8> {
        if !self.is_finished() {
            return None;
        }
        Some(stars_for(&self.clean))
    }

    /// The decision steps done so far, and how many of them were solved cleanly.
    pub fn clean_steps(&self) -> (usize, usize) {
        (self.clean.len(), self.clean.iter().filter(|c| **c).count())
    }

    /// Records the end of the current decision step.
    fn record(&mut self, within_par: bool) {
        let clean = self.step_mistakes == 0 && !self.helped && within_par;
        self.clean.push(clean);
    }

    /// The lesson's own advice after a wrong input (shown under the reason the rules give).
    pub fn advice(&self) -> Option<&Message> {
        self.advice.as_ref()
    }

    /// The board as the current `play` step's game ended (to say which end it was), if it did.
    pub fn ended(&self) -> Option<&World> {
        self.ended.as_ref()
    }

    // -----------------------------------------------------------------------------------------------
    // Moving through the steps.

    /// Goes to the next step, if the current one is done.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> bool {
        if self.is_finished() {
            // "Start again [→]": the closing screen's Next restarts the lesson.
            self.restart();
            return true;
        }
        if !self.done {
            return false;
        }
        self.feedback = Feedback::None;
        self.index += 1;
        self.enter();
        true
    }

    /// Goes back to the previous step that waits for the class, as it was when it began.
    pub fn previous(&mut self) -> bool {
        if self.is_finished() {
            // From the closing screen, back to the last step.
            return match self.history.pop() {
                Some(entry) => {
                    self.restore(entry);
                    true
                }
                None => false,
            };
        }
        if self.history.len() < 2 {
            return false;
        }
        self.history.pop();
        let entry = self.history.pop().expect("two entries");
        self.restore(entry);
        true
    }

    /// Starts the lesson again.
    pub fn restart(&mut self) {
        if let Some(first) = self.history.first().cloned() {
            self.history.clear();
            self.restore(first);
        }
    }

    fn restore(&mut self, entry: Entry) {
        self.index = entry.index;
        self.world = entry.world;
        self.mistakes = entry.mistakes;
        self.plays = entry.plays;
        self.guess = entry.guess;
        self.clean = entry.clean;
        self.feedback = Feedback::None;
        self.last_move = None;
        self.enter();
    }

    /// Runs the current step's entry: steps that wait for nobody (a reply or a setup without text) play
    /// and pass on at once.
    fn enter(&mut self) {
        loop {
            self.done = false;
            self.found.clear();
            self.step_mistakes = 0;
            self.helped = false;
            self.help = None;
            self.advice = None;
            self.ended = None;
            self.play_start = None;
            self.lay_start = None;
            self.play_moves = 0;
            self.simulation = None;
            let Some(step) = self.lesson.steps.get(self.index).cloned() else {
                self.done = true;
                return;
            };
            self.history.push(Entry {
                index: self.index,
                world: self.world.clone(),
                mistakes: self.mistakes,
                plays: self.plays.clone(),
                guess: self.guess,
                clean: self.clean.clone(),
            });
            match &step.kind {
                StepKind::Say => self.done = true,
                StepKind::Setup { position, .. } => {
                    if let Ok(b) = world::open_board(self.lesson.game, position.as_deref()) {
                        self.world = World::Board(b);
                        self.last_move = None;
                    }
                    self.done = true;
                }
                StepKind::Reply { mv, .. } => {
                    self.play_on_board(mv.from, mv.to);
                    self.done = true;
                }
                StepKind::Play { goal, .. } => {
                    self.play_start = Some(self.world.clone());
                    self.opponent.set_gentlest(*goal == Goal::Win);
                }
                StepKind::Lay { .. } => self.lay_start = Some(self.world.clone()),
                StepKind::Simulate { games, seed } => {
                    self.simulation = Some(self.simulate(*games, *seed));
                    self.done = true;
                }
                _ => {}
            }
            let silent = step.text.is_none()
                && matches!(step.kind, StepKind::Reply { .. } | StepKind::Setup { .. });
            if silent {
                // Nothing to read: go straight on (this step is not a stop for `previous`).
                self.history.pop();
                self.index += 1;
                continue;
            }
            return;
        }
    }

    fn simulate(&mut self, games: u32, seed: u64) -> Simulation {
        let stats = Stats::run(0..u64::from(games), seed);
        let median = stats.median_rounds();
        let guess = self.guess.and_then(|g| {
            let choice = self.lesson.steps.iter().find_map(|s| match &s.kind {
                StepKind::Guess { choices } => choices.get(g).cloned(),
                _ => None,
            })?;
            Some((g, (choice.min..=choice.max).contains(&median)))
        });
        if let Some((_, right)) = guess {
            self.feedback = Feedback::Info(Message::new(if right {
                "lesson-guess-close"
            } else {
                "lesson-guess-far"
            }));
        }
        Simulation {
            games: stats.games,
            mean_rounds: stats.mean_rounds(),
            median_rounds: median,
            longest_rounds: stats.longest,
            histogram: stats.histogram(),
            guess,
        }
    }

    fn play_on_board(&mut self, from: Square, to: Square) -> bool {
        let Some(board) = self.world.board_mut() else {
            return false;
        };
        let side = board.turn();
        let capture = board
            .moves()
            .iter()
            .any(|m| m.from == from && m.to == to && m.capture);
        if board.play(from, to) {
            self.events.push(Event::Moved {
                side,
                from,
                to,
                capture,
            });
            self.last_move = Some((from, to));
            true
        } else {
            false
        }
    }

    fn wrong(&mut self, default: &str) {
        self.wrong_because(Message::new(default));
    }

    /// A wrong input: `reason` says why by the rules; the lesson's own feedback, if any, is the advice
    /// shown under it.
    fn wrong_because(&mut self, reason: Message) {
        self.mistakes += 1;
        self.step_mistakes += 1;
        self.help = None;
        self.advice = self
            .current()
            .and_then(|s| s.feedback.clone())
            .map(Message::new);
        self.feedback = Feedback::Wrong(reason);
    }

    fn step_done(&mut self, message: Message) {
        self.done = true;
        self.help = None;
        self.advice = None;
        if self.current().is_some_and(|s| s.kind.is_decision()) {
            self.record(true);
        }
        self.feedback = Feedback::Right(message);
    }

    /// Why the piece on `from` cannot go to `to`, by the rules, in words for a child.
    pub fn why_not(&self, from: Square, to: Square) -> Message {
        let Some(board) = self.world.board() else {
            return Message::new("lesson-quiz-wrong-square");
        };
        world::why_not(board, from, to, self.lesson.side)
    }

    // -----------------------------------------------------------------------------------------------
    // The class's inputs.

    /// The class moves the piece on `from` to `to`.
    pub fn try_move(&mut self, from: Square, to: Square) -> MoveResult {
        let Some(step) = self.current().cloned() else {
            return MoveResult::NotNow;
        };
        if self.done {
            return MoveResult::NotNow;
        }
        let side = self.lesson.side;
        let Some(board) = self.world.board() else {
            return MoveResult::NotNow;
        };
        if board.turn() != side {
            return MoveResult::NotNow;
        }
        let Some(mv) = board
            .moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)
        else {
            if matches!(step.kind, StepKind::Expect { .. } | StepKind::Play { .. }) {
                let reason = world::why_not(board, from, to, side);
                if matches!(step.kind, StepKind::Expect { .. }) {
                    self.wrong_because(reason);
                } else {
                    self.help = None;
                    self.advice = None;
                    self.feedback = Feedback::Wrong(reason);
                }
                return MoveResult::Illegal;
            }
            return MoveResult::NotNow;
        };
        match step.kind {
            StepKind::Expect {
                mv: script, accept, ..
            } => {
                let right = match accept {
                    Accept::Exact => mv.matches(&script),
                    Accept::Capture => mv.capture,
                    Accept::Reach(sq) => mv.to == sq,
                    Accept::Piece => mv.from == script.from,
                    Accept::Any => true,
                };
                if !right {
                    self.events.push(Event::TakenBack { from, to });
                    self.wrong("lesson-wrong-move");
                    return MoveResult::Wrong;
                }
                self.record(true);
                self.play_on_board(from, to);
                self.feedback = Feedback::Right(Message::new("lesson-right-move"));
                self.index += 1;
                let feedback = self.feedback.clone();
                self.enter();
                // Keep the praise visible over the next step, unless that step has its own feedback.
                if self.feedback == Feedback::None {
                    self.feedback = feedback;
                }
                MoveResult::Right
            }
            StepKind::Play { goal, par, .. } => {
                self.help = None;
                self.advice = None;
                self.feedback = Feedback::None;
                self.play_on_board(from, to);
                self.play_moves += 1;
                self.after_play_move(goal, par);
                MoveResult::Played
            }
            _ => MoveResult::NotNow,
        }
    }

    fn after_play_move(&mut self, goal: Goal, par: u32) {
        let side = self.lesson.side;
        let start = self.play_start.clone().expect("a play step has a start");
        let met = |w: &World| match (start.board(), w.board()) {
            (Some(s), Some(n)) => world::goal_met(goal, s, n, side),
            _ => false,
        };
        loop {
            if met(&self.world) {
                self.plays.push((par, self.play_moves));
                let within = self.play_moves <= par;
                self.record(within);
                self.done = true;
                self.help = None;
                if self.world.board().is_some_and(|b| b.is_over()) {
                    self.ended = Some(self.world.clone());
                }
                self.feedback = Feedback::Right(
                    Message::new(if within {
                        "lesson-goal-reached"
                    } else {
                        "lesson-goal-reached-over-par"
                    })
                    .with("moves", self.play_moves)
                    .with("par", par),
                );
                return;
            }
            let board = self.world.board().expect("a play step is on a board");
            if board.is_over() {
                self.mistakes += 1;
                self.step_mistakes += 1;
                self.ended = Some(self.world.clone());
                // Say how the game ended as it did: a draw is not a loss.
                let again = match board.winner() {
                    Some(Winner::Draw) => "lesson-play-draw-again",
                    Some(Winner::Side(w)) if w == side => "lesson-play-won-again",
                    _ => "lesson-play-again",
                };
                self.feedback = Feedback::Wrong(Message::new(again));
                self.world = start.clone();
                self.play_moves = 0;
                self.last_move = None;
                self.events.push(Event::PlayReset);
                return;
            }
            if board.turn() == side {
                if board.must_pass() {
                    self.world.board_mut().expect("board").pass();
                    self.events.push(Event::Passed(side));
                    continue;
                }
                return;
            }
            let moves = board.moves();
            if moves.is_empty() {
                let other = board.turn();
                self.world.board_mut().expect("board").pass();
                self.events.push(Event::Passed(other));
                continue;
            }
            let pick = self.opponent.choose(board, &moves).min(moves.len() - 1);
            let m = moves[pick];
            self.play_on_board(m.from, m.to);
        }
    }

    fn quiz_squares(&self) -> Vec<Square> {
        let (Some(step), Some(board)) = (self.current(), self.world.board()) else {
            return Vec::new();
        };
        match &step.kind {
            StepKind::Quiz {
                ask: Ask::Targets(sq),
                ..
            } => world::targets(board, *sq),
            StepKind::Quiz {
                ask: Ask::Attackers(sq),
                ..
            } => world::attackers(board, *sq, self.lesson.side),
            StepKind::Quiz {
                ask: Ask::Mines, ..
            } => board.mines(self.lesson.side),
            StepKind::Quiz {
                ask: Ask::Pieces(letter),
                ..
            } => world::pieces_of(board, *letter),
            _ => Vec::new(),
        }
    }

    /// The class clicks a square (a quiz that asks for squares, or a `lay` step).
    pub fn click_square(&mut self, square: Square) -> bool {
        if self.done {
            return false;
        }
        if let Some(StepKind::Lay { .. }) = self.current().map(|s| &s.kind) {
            return self.lay_tap(square);
        }
        let truth = self.quiz_squares();
        if truth.is_empty() {
            return false;
        }
        if truth.contains(&square) {
            if !self.found.contains(&square) {
                self.found.push(square);
            }
            if self.found.len() == truth.len() {
                self.step_done(Message::new("lesson-quiz-all-found"));
            } else {
                self.help = None;
                self.feedback = Feedback::Right(Message::new("lesson-quiz-one-more"));
            }
            true
        } else {
            let reason = self.why_not_answer(square);
            self.wrong_because(reason);
            false
        }
    }

    /// Why a square tapped in a quiz is not an answer.
    fn why_not_answer(&self, square: Square) -> Message {
        let (Some(step), Some(board)) = (self.current(), self.world.board()) else {
            return Message::new("lesson-quiz-wrong-square");
        };
        let at = square.to_string();
        match &step.kind {
            StepKind::Quiz {
                ask: Ask::Targets(from),
                ..
            } => {
                let side = board.piece_at(*from).map_or(self.lesson.side, |p| p.side);
                world::why_not(board, *from, square, side)
            }
            StepKind::Quiz {
                ask: Ask::Attackers(to),
                ..
            } => match board.piece_at(square) {
                Some(p) if p.side != self.lesson.side => world::why_not(board, square, *to, p.side),
                Some(_) => Message::new("lesson-why-attacker-yours"),
                None => Message::new("lesson-why-empty").with("square", at),
            },
            StepKind::Quiz {
                ask: Ask::Pieces(_),
                ..
            } => Message::new("lesson-why-not-that-piece").with("square", at),
            StepKind::Quiz {
                ask: Ask::Mines, ..
            } => Message::new("lesson-why-no-mine").with("square", at),
            _ => Message::new("lesson-quiz-wrong-square"),
        }
    }

    /// "Show me": marks the answer of the current step, computed from the current position (also in a
    /// `play` step after the computer has left the script). The step then earns no star. False when
    /// there is nothing to show.
    pub fn show_me(&mut self) -> bool {
        let Some(step) = self.current().cloned() else {
            return false;
        };
        if self.done {
            return false;
        }
        let mut help = Help::default();
        match &step.kind {
            StepKind::Expect { mv, accept, .. } => {
                let Some(board) = self.world.board() else {
                    return false;
                };
                let moves = board.moves();
                let pick = moves.iter().find(|m| m.matches(mv)).or_else(|| {
                    moves.iter().find(|m| match accept {
                        Accept::Exact => false,
                        Accept::Capture => m.capture,
                        Accept::Reach(sq) => m.to == *sq,
                        Accept::Piece => m.from == mv.from,
                        Accept::Any => true,
                    })
                });
                let Some(m) = pick.copied() else {
                    return false;
                };
                help.arrows.push((m.from, m.to));
                help.squares.push(m.from);
            }
            StepKind::Play { solution, .. } => {
                let Some(board) = self.world.board() else {
                    return false;
                };
                let moves = board.moves();
                if moves.is_empty() || board.turn() != self.lesson.side {
                    return false;
                }
                // The solution's next move while the game follows it; else the computer's own choice
                // for the class, from the position as it is.
                let scripted = solution
                    .get(self.play_moves as usize)
                    .and_then(|(mv, _)| moves.iter().find(|m| m.matches(mv)).copied());
                let m = match scripted {
                    Some(m) if self.on_script(solution) => m,
                    _ => {
                        let board = board.clone_box();
                        moves[self
                            .opponent
                            .choose(board.as_ref(), &moves)
                            .min(moves.len() - 1)]
                    }
                };
                help.arrows.push((m.from, m.to));
                help.squares.push(m.from);
            }
            StepKind::Quiz { ask, .. } => match ask {
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => {
                    help.squares = self
                        .quiz_squares()
                        .into_iter()
                        .filter(|s| !self.found.contains(s))
                        .collect();
                }
                Ask::Score { side, choices } => {
                    let score = self.world.board().and_then(|b| b.score(*side));
                    help.choice = choices.iter().position(|c| Some(*c) == score);
                }
                Ask::Cards { choices } => {
                    if let World::Cards(game) = &self.world {
                        let n = world::next_round_cards(game);
                        help.choice = choices.iter().position(|c| Some(*c) == n);
                    }
                }
                Ask::Winner => {
                    if let World::Cards(game) = &self.world {
                        help.choice = world::next_round(game)
                            .and_then(|w| RoundWinner::NAMES.iter().position(|(_, r)| *r == w));
                    }
                }
                Ask::Landing(die) => {
                    if let World::Race(race) = &self.world {
                        help.track = race.clone().throw(*die).ok().map(|t| t.to);
                    }
                }
            },
            StepKind::Lay { count, .. } => {
                help.squares = self
                    .lay_squares()
                    .into_iter()
                    .filter(|s| !self.found.contains(s))
                    .take((*count as usize).saturating_sub(self.found.len()))
                    .collect();
            }
            _ => return false,
        }
        if help == Help::default() {
            return false;
        }
        self.helped = true;
        self.advice = None;
        self.feedback = Feedback::Info(Message::new("lesson-shown"));
        self.help = Some(help);
        true
    }

    /// Whether the current `play` step's game is still the one its solution expects (the computer
    /// answered as the reference opponent does).
    fn on_script(&self, solution: &[(MoveText, Span)]) -> bool {
        let Some(start) = self.play_start.as_ref().and_then(World::board) else {
            return false;
        };
        let mut board = start.clone_box();
        let side = self.lesson.side;
        for (mv, _) in solution.iter().take(self.play_moves as usize) {
            if !board.play(mv.from, mv.to) {
                return false;
            }
            while !board.is_over() && board.turn() != side {
                world::first_move(board.as_mut());
            }
        }
        Some(board.notation()) == self.world.board().map(|b| b.notation())
    }

    /// What "Show me" marks now.
    pub fn help(&self) -> Option<&Help> {
        self.help.as_ref()
    }

    /// The squares the class may lay a card on in the current `lay` step: the empty squares of the
    /// minefield it lays on, as the step began.
    pub fn lay_squares(&self) -> Vec<Square> {
        let Some(board) = self.lay_start.as_ref().and_then(World::board) else {
            return Vec::new();
        };
        world::free_minefield(board, self.lesson.side)
    }

    fn lay_tap(&mut self, square: Square) -> bool {
        let Some(StepKind::Lay {
            count,
            explosions,
            seed,
        }) = self.current().map(|s| s.kind.clone())
        else {
            return false;
        };
        if let Some(i) = self.found.iter().position(|s| *s == square) {
            self.found.remove(i);
            self.feedback = Feedback::Info(Message::new("lesson-lay-taken-back"));
        } else if self.lay_squares().contains(&square) {
            self.found.push(square);
            self.feedback = Feedback::None;
        } else {
            let reason = match self.lay_start.as_ref().and_then(World::board) {
                Some(b) if b.minefield(self.lesson.side).contains(&square) => "lesson-lay-taken",
                _ => "lesson-lay-not-minefield",
            };
            self.feedback = Feedback::Wrong(Message::new(reason));
            return false;
        }
        let start = self.lay_start.clone().expect("a lay step has a start");
        let done = self.found.len() >= count as usize;
        if let Some(board) = start.board()
            && let Some(b) = world::lay_cards(
                board,
                self.lesson.side,
                &self.found,
                explosions,
                done.then_some(seed),
            )
        {
            self.world = World::Board(b);
        }
        if done {
            self.step_done(Message::new("lesson-lay-done").with("count", count));
        }
        true
    }

    /// The class picks answer `choice` (from 0) of [`Expecting::Choice`].
    pub fn choose(&mut self, choice: usize) -> bool {
        if self.done {
            return false;
        }
        let Some(step) = self.current().cloned() else {
            return false;
        };
        let right = match &step.kind {
            StepKind::Guess { choices } if choice < choices.len() => {
                self.guess = Some(choice);
                self.record(true);
                self.help = None;
                self.done = true;
                self.feedback = Feedback::Info(Message::new("lesson-guess-noted"));
                return true;
            }
            StepKind::Quiz {
                ask: Ask::Score { side, choices },
                ..
            } if choice < choices.len() => {
                let board = self.world.board().expect("a score quiz is on a board");
                board.score(*side) == Some(choices[choice])
            }
            StepKind::Quiz {
                ask: Ask::Cards { choices },
                ..
            } if choice < choices.len() => match &self.world {
                World::Cards(game) => world::next_round_cards(game) == Some(choices[choice]),
                _ => false,
            },
            StepKind::Quiz {
                ask: Ask::Winner, ..
            } if choice < RoundWinner::NAMES.len() => {
                let World::Cards(game) = &self.world else {
                    return false;
                };
                world::next_round(game) == Some(RoundWinner::NAMES[choice].1)
            }
            _ => return false,
        };
        if right {
            self.step_done(Message::new("lesson-quiz-right"));
        } else {
            let reason = match (&step.kind, &self.world) {
                (
                    StepKind::Quiz {
                        ask: Ask::Winner, ..
                    },
                    World::Cards(game),
                ) => world::why_round(game),
                (
                    StepKind::Quiz {
                        ask: Ask::Cards { .. },
                        ..
                    },
                    World::Cards(game),
                ) => world::why_cards(game),
                _ => None,
            };
            match reason {
                Some(r) => self.wrong_because(r),
                None => self.wrong("lesson-quiz-wrong-answer"),
            }
        }
        right
    }

    /// The class clicks square `n` of the race track (a `landing` quiz).
    pub fn click_track(&mut self, n: u8) -> bool {
        if self.done {
            return false;
        }
        let (Some(step), World::Race(race)) = (self.current(), &self.world) else {
            return false;
        };
        let StepKind::Quiz {
            ask: Ask::Landing(die),
            ..
        } = step.kind
        else {
            return false;
        };
        let Ok(t) = race.clone().throw(die) else {
            return false;
        };
        if t.to == n {
            self.step_done(Message::new("lesson-quiz-right"));
            true
        } else {
            self.wrong("lesson-quiz-wrong-square");
            false
        }
    }

    /// The class flips its card (a `flip` step).
    pub fn flip(&mut self) -> bool {
        let rounds = match self.current().map(|s| &s.kind) {
            Some(StepKind::Flip { rounds, .. }) if !self.done => *rounds,
            _ => return false,
        };
        let Some(game) = self.world.cards_mut() else {
            return false;
        };
        let report = world::flip(game, rounds);
        self.events.push(Event::Cards(report.actions));
        self.done = true;
        self.feedback = match report.last_winner {
            Some(s) if s == SOUTH => Feedback::Info(Message::new("lesson-round-won")),
            Some(_) => Feedback::Info(Message::new("lesson-round-lost")),
            None => Feedback::None,
        };
        true
    }

    /// The class throws the die (a `throw` step): the die shows the lesson's fixed value.
    pub fn throw(&mut self) -> bool {
        let die = match self.current().map(|s| &s.kind) {
            Some(StepKind::Throw { die, .. }) if !self.done => *die,
            _ => return false,
        };
        let Some(race) = self.world.race_mut() else {
            return false;
        };
        match race.throw(die) {
            Ok(t) => {
                self.events.push(Event::Threw(t));
                self.done = true;
                self.feedback = Feedback::None;
                true
            }
            Err(_) => false,
        }
    }

    // -----------------------------------------------------------------------------------------------
    // Scripted play and reloading.

    /// Does what the lesson's script does at the current step (the scripted move, the right answer, the
    /// solution of a `play` step), then goes on if the step is done. For tests, for a teacher's "show
    /// me", and to find one's place again after a reload. False when nothing could be done.
    pub fn play_scripted(&mut self) -> bool {
        if self.is_finished() {
            return false;
        }
        if self.done {
            return self.next();
        }
        let step = self.current().cloned().expect("not finished");
        let start = self.index;
        match &step.kind {
            StepKind::Expect { mv, .. } => {
                return self.try_move(mv.from, mv.to) == MoveResult::Right;
            }
            StepKind::Play { solution, .. } => {
                for (mv, _) in solution {
                    if self.done || self.index != start {
                        break;
                    }
                    if self.try_move(mv.from, mv.to) != MoveResult::Played {
                        return false;
                    }
                }
            }
            StepKind::Quiz { ask, .. } => match ask {
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => {
                    for sq in self.quiz_squares() {
                        self.click_square(sq);
                    }
                }
                Ask::Score { side, choices } => {
                    let score = self.world.board().and_then(|b| b.score(*side));
                    if let Some(i) = choices.iter().position(|c| Some(*c) == score) {
                        self.choose(i);
                    }
                }
                Ask::Cards { choices } => {
                    if let World::Cards(game) = &self.world
                        && let Some(i) = choices
                            .iter()
                            .position(|c| Some(*c) == world::next_round_cards(game))
                    {
                        self.choose(i);
                    }
                }
                Ask::Winner => {
                    if let World::Cards(game) = &self.world
                        && let Some(w) = world::next_round(game)
                    {
                        let i = RoundWinner::NAMES
                            .iter()
                            .position(|(_, r)| *r == w)
                            .expect("known");
                        self.choose(i);
                    }
                }
                Ask::Landing(die) => {
                    if let World::Race(race) = &self.world
                        && let Ok(t) = race.clone().throw(*die)
                    {
                        self.click_track(t.to);
                    }
                }
            },
            StepKind::Flip { .. } => {
                self.flip();
            }
            StepKind::Throw { .. } => {
                self.throw();
            }
            StepKind::Guess { .. } => {
                self.choose(0);
            }
            StepKind::Lay { count, .. } => {
                let free = self.lay_squares();
                for sq in free.into_iter().take(*count as usize) {
                    self.click_square(sq);
                }
            }
            _ => {}
        }
        self.done || self.index != start
    }

    /// Replaces the lesson by a new version of it (the teacher edited the file) and finds the same step
    /// again by replaying the script; if the new script cannot get that far, stops where it can.
    ///
    /// # Errors
    /// The new lesson's start cannot be opened; the runner is then unchanged.
    pub fn reload(&mut self, lesson: Lesson) -> Result<(), OpenError> {
        let target = self.index;
        let opponent = std::mem::replace(&mut self.opponent, Box::new(FirstMove));
        let mut fresh = match Runner::new(lesson, Box::new(FirstMove)) {
            Ok(r) => r,
            Err(e) => {
                self.opponent = opponent;
                return Err(e);
            }
        };
        while fresh.index < target && fresh.play_scripted() {}
        fresh.events.clear();
        fresh.feedback = Feedback::None;
        fresh.mistakes += self.mistakes;
        fresh.opponent = opponent;
        *self = fresh;
        Ok(())
    }
}

/// Stars from the decision steps' results (see [`Runner::stars`]).
pub fn stars_for(clean: &[bool]) -> u8 {
    if clean.is_empty() {
        return 3;
    }
    let good = clean.iter().filter(|c| **c).count();
    let n = clean.len();
    if good == n {
        3
    } else if good * 3 >= n * 2 {
        2
    } else if good * 3 >= n {
        1
    } else {
        0
    }
}

impl std::fmt::Debug for Runner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runner")
            .field("lesson", &self.lesson.id)
            .field("step", &self.index)
            .field("done", &self.done)
            .field("mistakes", &self.mistakes)
            .finish()
    }
}
