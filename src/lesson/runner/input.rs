//! What the class does in a lesson, for [`super::Runner`]: a move on the board, a tap on a square or
//! the race track, a chosen answer, a flip, a throw, "Show me", and a reload of the edited file.

use super::*;
use crate::core::game::Winner;

impl Runner {
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

    pub(super) fn after_play_move(&mut self, goal: Goal, par: u32) {
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

    pub(super) fn quiz_squares(&self) -> Vec<Square> {
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
    pub(super) fn why_not_answer(&self, square: Square) -> Message {
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
                        let board = board.clone();
                        moves[self.opponent.choose(&board, &moves).min(moves.len() - 1)]
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
    pub(super) fn on_script(&self, solution: &[(MoveText, Span)]) -> bool {
        let Some(start) = self.play_start.as_ref().and_then(World::board) else {
            return false;
        };
        let mut board = start.clone();
        let side = self.lesson.side;
        for (mv, _) in solution.iter().take(self.play_moves as usize) {
            if !board.play(mv.from, mv.to) {
                return false;
            }
            while !board.is_over() && board.turn() != side {
                world::first_move(&mut board);
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

    pub(super) fn lay_tap(&mut self, square: Square) -> bool {
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
        let mut fresh = match Runner::new(lesson, &self.boards, Box::new(FirstMove)) {
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
