//! A `play` step: after each move of the class, the opponent answers until the class can move again,
//! the goal is met or the game is over (then it starts again from the step's start).

use super::*;
use crate::core::game::Winner;

/// Where a `play` step's game stands once the opponent has answered a move of the class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayTurn {
    /// The step's goal is met.
    GoalMet,
    /// The game is over without the goal.
    Over,
    /// The class can move again.
    ClassToMove,
}

/// Something the opponent's answer did on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Answered {
    /// A move, and what it did beyond moving (see [`move_result`]).
    Moved(Side, BoardMove, Option<Message>),
    Passed(Side),
}

/// What the move from `from` to `to` does beyond moving its piece, in the play screen's words (a
/// capture; in Bataille de chars a tank blown up, a card turned, a tank arrived), asked of the rules
/// before the move is played; `None` for a plain move.
pub fn move_result(board: &BoardGame, from: Square, to: Square) -> Option<Message> {
    use crate::core::chars::{CharsMove, Effect};
    let said = |id: &str| Message::new(id).with("square", to.to_string());
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    match board {
        BoardGame::Chars(c) => match c.effect(CharsMove::Step { from, to }) {
            // Who took whom: the side that takes (told to the class by [`said_to_class`]).
            Effect::Capture => {
                let side = match board.turn() {
                    Side::White => "white",
                    Side::Black => "black",
                };
                Some(said("chars-capture-by-side").with("side", side))
            }
            // Whose card it was (`$own`), and whether the arriving tank took one (`$took`).
            Effect::Explosion { layer } => {
                Some(said("app-play-explosion").with("own", yes_no(layer == board.turn())))
            }
            Effect::Blank { layer } => {
                Some(said("app-play-blank").with("own", yes_no(layer == board.turn())))
            }
            Effect::Arrival { capture } => {
                Some(said("app-play-arrival").with("took", yes_no(capture)))
            }
            _ => None,
        },
        _ if board
            .moves()
            .iter()
            .any(|m| m.from == from && m.to == to && m.capture) =>
        {
            // The piece taken (a capture takes the piece on `to`), named by its kind as the lesson
            // texts name it: the game and the piece's letter.
            let mut said = said("app-play-capture");
            if let Some(taken) = board.piece_at(to) {
                said = said.with(
                    "kind",
                    format!(
                        "{}-{}",
                        board.game().id(),
                        taken.letter.to_ascii_lowercase()
                    ),
                );
            }
            Some(said)
        }
        _ => None,
    }
}

/// What a move of a `play` step did, as the lesson says it to the class: a capture says who took whom
/// (the class's own piece taken, or the class taking one; in Bataille de chars, the computer taking the
/// class's tank); the rest as [`move_result`] says it.
pub fn said_to_class(said: Message, by_class: bool) -> Message {
    let id = match (said.id.as_str(), by_class) {
        ("app-play-capture", true) => "lesson-play-you-take",
        ("app-play-capture", false) => "lesson-play-taken",
        // Bataille de chars: tanks, and the computer that took one.
        ("chars-capture-by-side", true) => "chars-capture-by-you",
        ("chars-capture-by-side", false) => "chars-capture-by-computer",
        // Bataille de chars: whose tank turned the card or arrived.
        ("app-play-explosion", true) => "chars-you-explosion",
        ("app-play-explosion", false) => "chars-computer-explosion",
        ("app-play-blank", true) => "chars-you-blank",
        ("app-play-blank", false) => "chars-computer-blank",
        ("app-play-arrival", true) => "chars-you-arrival",
        ("app-play-arrival", false) => "chars-computer-arrival",
        _ => return said,
    };
    Message {
        id: id.to_string(),
        args: said.args,
        then: said.then,
    }
}

/// What follows a move of the class (playing `side`) in a `play` step: until `met` says the goal is
/// met, the game is over, or the class can move again, the opponent plays its choice (or passes when it
/// has no move) and the class passes when it must. `seen` is told each move and pass, in order.
///
/// The runner plays its `play` steps with it; `lesson check` searches a solution with it.
pub fn answer_class(
    board: &mut BoardGame,
    met: &dyn Fn(&BoardGame) -> bool,
    side: Side,
    opponent: &mut dyn Opponent,
    mut seen: impl FnMut(Answered),
) -> PlayTurn {
    loop {
        if met(board) {
            return PlayTurn::GoalMet;
        }
        if board.is_over() {
            return PlayTurn::Over;
        }
        let turn = board.turn();
        if turn == side && !board.must_pass() {
            return PlayTurn::ClassToMove;
        }
        let moves = if turn == side {
            Vec::new()
        } else {
            board.moves()
        };
        if moves.is_empty() {
            board.pass();
            seen(Answered::Passed(turn));
            continue;
        }
        let pick = moves[opponent.choose(board, &moves).min(moves.len() - 1)];
        let capture = moves
            .iter()
            .any(|m| m.from == pick.from && m.to == pick.to && m.capture);
        let result = move_result(board, pick.from, pick.to);
        if board.play(pick.from, pick.to) {
            seen(Answered::Moved(turn, BoardMove { capture, ..pick }, result));
        }
    }
}

impl Runner {
    pub(super) fn after_play_move(&mut self, goal: Goal, par: u32) {
        let side = self.lesson.side;
        let start = self
            .step
            .play_start
            .clone()
            .expect("a play step has a start");
        let met = |now: &BoardGame| match start.board() {
            Some(s) => world::goal_met(goal, s, now, side),
            None => false,
        };
        let Some(board) = self.progress.world.board_mut() else {
            return;
        };
        // What the class's own move did (a card turned...) stays said; the opponent's answer is said
        // under it.
        let class_said = matches!(self.feedback, Feedback::Info(_));
        let mut events = Vec::new();
        let turn = answer_class(board, &met, side, &mut *self.opponent, |a| {
            events.push(a);
        });
        // Once the class must pass (it has no piece that can move), the computer's moves to the end
        // are not replayed one by one: the board shows where they led at once.
        let mut replay = true;
        for a in events {
            match a {
                Answered::Passed(s) if s == side => replay = false,
                Answered::Passed(s) => {
                    if replay {
                        self.events.push(Event::Passed(s));
                    }
                }
                Answered::Moved(_, m, _) if !replay => self.last_move = Some(m),
                Answered::Moved(s, m, result) => {
                    // The opponent's move says what it did, after the class's own.
                    if let Some(said) = result.map(|m| said_to_class(m, false)) {
                        if class_said {
                            self.step.advice = Some(said);
                        } else {
                            self.feedback = Feedback::Info(said);
                        }
                    }
                    self.events.push(Event::Moved {
                        side: s,
                        from: m.from,
                        to: m.to,
                        capture: m.capture,
                    });
                    self.last_move = Some(m);
                }
            }
        }
        match turn {
            PlayTurn::GoalMet => self.goal_reached(par),
            PlayTurn::Over => self.play_lost(start),
            PlayTurn::ClassToMove => self.warn_of_an_end(),
        }
    }

    /// When one piece of the class, and one only, ends the game without a win for the class whatever
    /// move it makes (a Schada piece that made the class's last two moves: a third ends the game), says
    /// so before the class plays it by accident. A move onto a card that may hide an explosion is not
    /// known to end the game.
    fn warn_of_an_end(&mut self) {
        let side = self.lesson.side;
        let Some(view) = self.progress.world.board().map(|b| b.known_to(side)) else {
            return;
        };
        // Per piece: whether each of its moves ends the game without a win for the class.
        let mut pieces: std::collections::BTreeMap<Square, bool> = Default::default();
        for m in view.moves() {
            let mut after = view.clone();
            let ends_lost = !view.may_explode(m.to)
                && after.play(m.from, m.to)
                && after.is_over()
                && after.winner() != Some(Winner::Side(side));
            *pieces.entry(m.from).or_insert(true) &= ends_lost;
        }
        let ending: Vec<Square> = pieces.into_iter().filter(|e| e.1).map(|e| e.0).collect();
        let [square] = ending[..] else {
            return;
        };
        let warning = Message::new("lesson-play-would-end")
            .with("game", self.lesson.game.id())
            .with("square", square.to_string());
        if matches!(self.feedback, Feedback::None) {
            self.feedback = Feedback::Info(warning);
        } else if self.step.advice.is_none() {
            self.step.advice = Some(warning);
        }
    }

    fn goal_reached(&mut self, par: u32) {
        self.progress.plays.push((par, self.step.play_moves));
        let within = self.step.play_moves <= par;
        self.record(within);
        self.done = true;
        self.step.help = None;
        if self.progress.world.board().is_some_and(|b| b.is_over()) {
            self.step.ended = Some(self.progress.world.clone());
        }
        // With "Show me", the goal is reached but not by the class alone: no praise for the par.
        self.feedback = if self.step.helped {
            Feedback::Info(
                Message::new("lesson-goal-reached-helped").with("moves", self.step.play_moves),
            )
        } else {
            // Within par after a mistake (a game lost, a move refused): praised, and told why no star.
            let id = match (within, self.step.mistakes) {
                (false, _) => "lesson-goal-reached-over-par",
                (true, 0) => "lesson-goal-reached",
                (true, _) => "lesson-goal-reached-not-first",
            };
            Feedback::Right(
                Message::new(id)
                    .with("moves", self.step.play_moves)
                    .with("par", par)
                    .with("lost", self.step.games_lost),
            )
        };
    }

    /// The game ended without the goal: say how, and start the step again.
    fn play_lost(&mut self, start: World) {
        let side = self.lesson.side;
        self.step.games_lost += 1;
        self.step.ended = Some(self.progress.world.clone());
        // Say how the game ended as it did: a draw is not a loss.
        let again = match self.progress.world.board().and_then(BoardGame::winner) {
            Some(Winner::Draw) => "lesson-play-draw-again",
            Some(Winner::Side(w)) if w == side => "lesson-play-won-again",
            _ => "lesson-play-again",
        };
        self.feedback = Feedback::Wrong(Message::new(again));
        // The last move's result is told by why the game ended: not under "we start again".
        self.step.advice = None;
        self.try_again(start);
    }

    /// A try of the `play` step that failed: one more mistake, and the step's game from `start` again.
    fn try_again(&mut self, start: World) {
        self.progress.mistakes += 1;
        self.step.mistakes += 1;
        self.progress.world = start;
        self.step.play_moves = 0;
        self.last_move = None;
        self.events.push(Event::PlayReset);
    }

    /// A short goal the class's own move spoiled (a tank of the class blown up): what the move did is
    /// said as a mistake, and the step starts again from its position.
    pub(super) fn step_spoiled(&mut self) {
        let start = self
            .step
            .play_start
            .clone()
            .expect("a play step has a start");
        if let Feedback::Info(said) = std::mem::replace(&mut self.feedback, Feedback::None) {
            self.feedback = Feedback::Wrong(said);
        }
        self.step.advice = Some(Message::new("lesson-play-step-again"));
        self.try_again(start);
    }

    /// Whether the current `play` step's game is still the one its solution expects (the computer
    /// answered as the reference opponent does).
    pub(super) fn on_script(&self, goal: Goal, solution: &[(MoveText, Span)]) -> bool {
        let Some(start) = self.step.play_start.as_ref().and_then(World::board) else {
            return false;
        };
        let mut board = start.clone();
        let side = self.lesson.side;
        let met = |now: &BoardGame| world::goal_met(goal, start, now, side);
        for (mv, _) in solution.iter().take(self.step.play_moves as usize) {
            if !board.play(mv.from, mv.to) {
                return false;
            }
            answer_class(&mut board, &met, side, &mut FirstMove, |_| {});
        }
        Some(board.notation()) == self.progress.world.board().map(|b| b.notation())
    }
}
