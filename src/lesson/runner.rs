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
//! let boards = ludoclasse::boards::Boards::load();
//! let mut runner = Runner::new(lesson, &boards, Box::new(FirstMove)).unwrap();
//! while !runner.is_finished() {
//!     assert!(runner.play_scripted());
//! }
//! assert_eq!(runner.stars(), Some(3));
//! ```

use crate::boards::Boards;
use crate::core::BoardGame;
use crate::core::bataille::{Action, SOUTH};
use crate::core::bataille_stats::{Bucket, Stats};
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::i18n::Message;

use super::model::*;
use super::world::{self, BoardMove, OpenError, World};
use crate::core::chars::race::{RaceError, RaceStep};

mod answer;
pub mod help;
mod input;
mod play;
mod steps;

pub use answer::{NoTruth, Truth, truth};
pub use play::{Answered, PlayTurn, answer_class, move_result, said_to_class};

/// The computer opponent of `play` steps, provided by the app (the AI) or by tests.
pub trait Opponent {
    /// Chooses a move for the side to move, as an index into `moves` (the legal moves, passes left
    /// out, never empty). `board` is the core's
    /// [`crate::core::BoardGame`]: an AI matches on its variant to reach the game itself.
    fn choose(&mut self, board: &BoardGame, moves: &[BoardMove]) -> usize;

    /// A whole game to win starts (`true`) or ends: play at the gentlest level meanwhile.
    fn set_gentlest(&mut self, _on: bool) {}

    /// The move "Show me" marks for the class in a `play` step once the game has left its script, as
    /// an index into `moves`, and why. By default the opponent's own choice, without a reason; a real
    /// opponent gives its best advice (never a gentle level's weak move).
    fn suggest(&mut self, board: &BoardGame, moves: &[BoardMove]) -> (usize, Option<Message>) {
        (self.choose(board, moves), None)
    }

    /// Why `mv`, a move of the side to move, is a good one, in the words of a hint: for "Show me" on a
    /// scripted move of a `play` step. By default nothing is said.
    fn explain(&mut self, _board: &BoardGame, _mv: BoardMove) -> Option<Message> {
        None
    }
}

/// The reference opponent: always the first legal move. Deterministic, for tests and the checker.
#[derive(Clone, Copy, Debug, Default)]
pub struct FirstMove;

impl Opponent for FirstMove {
    fn choose(&mut self, _board: &BoardGame, _moves: &[BoardMove]) -> usize {
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

/// What the class's last flip or throw did (for `lesson check`, which compares it with what the lesson
/// announces).
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Flipped(world::FlipReport),
    Threw(Result<RaceStep, RaceError>),
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

/// Where the class stands in the lesson: the runner's history keeps one per step begun, which "Back"
/// returns to.
#[derive(Clone, Debug)]
struct Progress {
    index: usize,
    world: World,
    mistakes: u32,
    /// (par, moves) of each `play` step won.
    plays: Vec<(u32, u32)>,
    guess: Option<usize>,
    /// For each decision step done: solved at the first try, without help (and a `play` within par).
    clean: Vec<bool>,
}

/// What the current step has gathered since it began: all of it is cleared as a step begins.
#[derive(Clone, Default)]
struct StepState {
    /// The squares found so far (a quiz's answers, a `lay` step's cards).
    found: Vec<Square>,
    /// The world when the current `play` step began, and the class's moves since.
    play_start: Option<World>,
    play_moves: u32,
    /// The world when the current `lay` step began (the class's cards laid so far are in `found`).
    lay_start: Option<World>,
    simulation: Option<Simulation>,
    /// Mistakes in the current step, and whether "Show me" was used in it.
    mistakes: u32,
    helped: bool,
    /// The games of the current `play` step that ended without the goal (each started again).
    games_lost: u32,
    /// What "Show me" marks now (cleared by the next input).
    help: Option<Help>,
    /// The lesson's own feedback after a wrong input, shown under the rules' reason.
    advice: Option<Message>,
    /// The board as a `play` step's game ended (won, or lost before it starts again), to say why.
    ended: Option<World>,
    /// The position of the current `setup` step could not be opened (the world is left as it was).
    setup_error: Option<OpenError>,
    /// What the current step's flip or throw did.
    outcome: Option<Outcome>,
}

/// A lesson being played.
pub struct Runner {
    lesson: Lesson,
    progress: Progress,
    /// The current step's task is done: [`Runner::next`] may go on.
    done: bool,
    history: Vec<Progress>,
    step: StepState,
    feedback: Feedback,
    events: Vec<Event>,
    last_move: Option<BoardMove>,
    opponent: Box<dyn Opponent>,
    /// The board files, for the positions of `setup` steps.
    boards: Boards,
    /// Stop at every step, even one that waits for nobody (for `lesson check`).
    stepwise: bool,
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
    pub fn new(
        lesson: Lesson,
        boards: &Boards,
        opponent: Box<dyn Opponent>,
    ) -> Result<Runner, OpenError> {
        Runner::start(lesson, boards, opponent, false)
    }

    /// Starts `lesson` for `lesson check`: against the reference opponent ([`FirstMove`]), stopping at
    /// every step, even a reply or a setup without text, so that each can be checked as it comes.
    ///
    /// # Errors
    /// The lesson's start position cannot be opened.
    pub fn stepwise(lesson: Lesson, boards: &Boards) -> Result<Runner, OpenError> {
        Runner::start(lesson, boards, Box::new(FirstMove), true)
    }

    fn start(
        lesson: Lesson,
        boards: &Boards,
        opponent: Box<dyn Opponent>,
        stepwise: bool,
    ) -> Result<Runner, OpenError> {
        let world = World::open(&lesson.setting, lesson.game, boards)?;
        let mut runner = Runner {
            boards: boards.clone(),
            lesson,
            progress: Progress {
                index: 0,
                world,
                mistakes: 0,
                plays: Vec::new(),
                guess: None,
                clean: Vec::new(),
            },
            done: false,
            history: Vec::new(),
            step: StepState::default(),
            feedback: Feedback::None,
            events: Vec::new(),
            last_move: None,
            opponent,
            stepwise,
        };
        runner.enter();
        Ok(runner)
    }

    /// A copy of this runner as it stands, playing against the reference opponent ([`FirstMove`]):
    /// `lesson check` follows each move a step accepts on a copy of its own.
    pub fn fork(&self) -> Runner {
        Runner {
            lesson: self.lesson.clone(),
            progress: self.progress.clone(),
            done: self.done,
            history: self.history.clone(),
            step: self.step.clone(),
            feedback: self.feedback.clone(),
            events: self.events.clone(),
            last_move: self.last_move,
            opponent: Box::new(FirstMove),
            boards: self.boards.clone(),
            stepwise: self.stepwise,
        }
    }

    /// The world as the current step began, before a `setup` or a `reply` step changed it.
    pub fn world_before(&self) -> Option<&World> {
        self.history
            .last()
            .filter(|e| e.index == self.progress.index)
            .map(|e| &e.world)
    }

    /// Why the position of the current `setup` step could not be opened, if it could not.
    pub fn setup_error(&self) -> Option<&OpenError> {
        self.step.setup_error.as_ref()
    }

    /// What the current step's flip or throw did, once done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.step.outcome.as_ref()
    }

    /// The moves of the class that the current `expect` step takes as right, in the rules' order.
    pub fn accepted_moves(&self) -> Vec<BoardMove> {
        let (Some(step), Some(board)) = (self.current(), self.progress.world.board()) else {
            return Vec::new();
        };
        match &step.kind {
            StepKind::Expect { mv, accept, .. }
                if !self.done && board.turn() == self.lesson.side =>
            {
                board
                    .moves()
                    .into_iter()
                    .filter(|m| accepts(*accept, mv, m))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// What to draw: the cards, the race or the board.
    pub fn world(&self) -> &World {
        &self.progress.world
    }

    /// The current step (from 0); equals [`Runner::step_count`] once finished.
    pub fn step_index(&self) -> usize {
        self.progress.index
    }

    pub fn step_count(&self) -> usize {
        self.lesson.steps.len()
    }

    pub fn current(&self) -> Option<&Step> {
        self.lesson.steps.get(self.progress.index)
    }

    /// The current step's kind while the step waits for the class (`None` once it is done).
    fn waiting(&self) -> Option<&StepKind> {
        self.current().filter(|_| !self.done).map(|s| &s.kind)
    }

    pub fn is_finished(&self) -> bool {
        self.progress.index >= self.lesson.steps.len()
    }

    /// What the current step says (with its numbers, for a `simulate` step); at the end, the lesson's
    /// closing message with its stars.
    pub fn text(&self) -> Option<Message> {
        let Some(step) = self.current() else {
            // With how many decision steps were solved at the first try, without help (why the stars).
            let (steps, good) = self.clean_steps();
            return Some(
                Message::new("lesson-finished")
                    .with("stars", self.stars().unwrap_or(0) as i64)
                    .with("steps", steps as i64)
                    .with("good", good as i64),
            );
        };
        let id = step.text.clone()?;
        let mut message = Message::new(id);
        if let Some(sim) = &self.step.simulation {
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
        if let Some(h) = &self.step.help {
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
            self.progress.world.board(),
        ) {
            (Some(sq), Some(board)) => world::targets(board, sq),
            _ => Vec::new(),
        }
    }

    /// La Bataille, during a `winner` quiz: the two cards the next round lays face up (South's, Emma's),
    /// for the app to show before the class answers. They stay on the table for the flip that follows
    /// such a question (it plays that very round): the piles do not take them back in between.
    pub fn revealed_cards(
        &self,
    ) -> Option<(crate::core::bataille::Card, crate::core::bataille::Card)> {
        let World::Cards(game) = &self.progress.world else {
            return None;
        };
        let shown = self.waiting().is_some_and(StepKind::asks_next_round)
            || (self.waiting().is_some()
                && self.flips_the_round_asked()
                && game.table().is_empty());
        shown.then(|| world::next_cards(game)).flatten()
    }

    /// La Bataille: the current step is a flip right after a question on the next round, whose two
    /// cards are already face up on the table (the flip plays on from them).
    pub fn flips_the_round_asked(&self) -> bool {
        let before = self
            .progress
            .index
            .checked_sub(1)
            .and_then(|i| self.lesson.steps.get(i))
            .map(|s| &s.kind);
        matches!(self.current().map(|s| &s.kind), Some(StepKind::Flip { .. }))
            && before.is_some_and(StepKind::asks_next_round)
    }

    /// Bataille de chars, during a `mines` quiz: the class's own cards must be drawn face down (it is a
    /// memory exercise), whatever the app's memory setting.
    pub fn hides_own_cards(&self) -> bool {
        matches!(
            self.waiting(),
            Some(StepKind::Quiz {
                ask: Ask::Mines,
                ..
            })
        )
    }

    /// The last move played on the board (to draw its arrow).
    pub fn last_move(&self) -> Option<BoardMove> {
        self.last_move
    }

    /// The results of the current `simulate` step.
    pub fn simulation(&self) -> Option<&Simulation> {
        self.step.simulation.as_ref()
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
        self.progress.mistakes
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
                        found: self.step.found.clone(),
                        left: self.quiz_squares().len() - self.step.found.len(),
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
                laid: self.step.found.clone(),
                left: (*count as usize).saturating_sub(self.step.found.len()),
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
        Some(stars_for(&self.progress.clean))
    }

    /// The decision steps done so far, and how many of them were solved cleanly.
    pub fn clean_steps(&self) -> (usize, usize) {
        (
            self.progress.clean.len(),
            self.progress.clean.iter().filter(|c| **c).count(),
        )
    }

    /// Records the end of the current decision step.
    fn record(&mut self, within_par: bool) {
        let clean = self.step.mistakes == 0 && !self.step.helped && within_par;
        self.progress.clean.push(clean);
    }

    /// The lesson's own advice after a wrong input (shown under the reason the rules give).
    pub fn advice(&self) -> Option<&Message> {
        self.step.advice.as_ref()
    }

    /// The board as the current `play` step's game ended (to say which end it was), if it did.
    pub fn ended(&self) -> Option<&World> {
        self.step.ended.as_ref()
    }

    fn play_on_board(&mut self, from: Square, to: Square) -> bool {
        let Some(board) = self.progress.world.board_mut() else {
            return false;
        };
        let side = board.turn();
        let Some(mv) = board
            .moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to)
        else {
            return false;
        };
        if board.play(from, to) {
            self.events.push(Event::Moved {
                side,
                from,
                to,
                capture: mv.capture,
            });
            self.last_move = Some(mv);
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
        self.progress.mistakes += 1;
        self.step.mistakes += 1;
        self.step.help = None;
        self.step.advice = self
            .current()
            .and_then(|s| s.feedback.clone())
            .map(Message::new);
        self.feedback = Feedback::Wrong(reason);
    }

    fn step_done(&mut self, message: Message) {
        self.done = true;
        self.step.help = None;
        self.step.advice = None;
        if self.current().is_some_and(|s| s.kind.is_decision()) {
            self.record(true);
        }
        self.feedback = Feedback::Right(message);
    }

    /// Why the piece on `from` cannot go to `to`, by the rules, in words for a child.
    pub fn why_not(&self, from: Square, to: Square) -> Message {
        let Some(board) = self.progress.world.board() else {
            return Message::new("lesson-quiz-wrong-square");
        };
        world::why_not(board, from, to, self.lesson.side)
    }
}

/// Whether an `expect` step that scripts `script` and accepts `accept` takes `played` as right.
pub fn accepts(accept: Accept, script: &MoveText, played: &BoardMove) -> bool {
    match accept {
        Accept::Exact => played.matches(script),
        Accept::Capture => played.capture,
        Accept::Reach(sq) => played.to == sq,
        Accept::Piece => played.from == script.from,
        Accept::Any => true,
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
            .field("step", &self.progress.index)
            .field("done", &self.done)
            .field("mistakes", &self.progress.mistakes)
            .finish()
    }
}
