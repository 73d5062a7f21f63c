//! What the class does in a lesson, for [`super::Runner`]: a move on the board, a tap on a square or
//! the race track, a chosen answer, a flip, a throw, "Show me", and a reload of the edited file.

use super::*;

impl Runner {
    // -----------------------------------------------------------------------------------------------
    // The class's inputs.

    /// A tap on `square`, which holds none of the class's pieces, while no piece is picked up and a
    /// move is awaited: says how a move is made (first the piece, then its square). Neither right nor
    /// wrong: no star is at stake. (A child told "Take the black tank" taps the black tank first.)
    pub fn tapped_before_picking(&mut self, square: Square) {
        let Some(step) = self.current() else {
            return;
        };
        if self.done || !matches!(step.kind, StepKind::Expect { .. } | StepKind::Play { .. }) {
            return;
        }
        let side = self.lesson.side;
        let Some(board) = self.progress.world.board() else {
            return;
        };
        if board.turn() != side || board.piece_at(square).is_some_and(|p| p.side == side) {
            return;
        }
        self.feedback =
            Feedback::Info(Message::new("lesson-pick-first").with("game", self.lesson.game.id()));
    }

    /// The class moves the piece on `from` to `to`.
    pub fn try_move(&mut self, from: Square, to: Square) -> MoveResult {
        let Some(step) = self.current().cloned() else {
            return MoveResult::NotNow;
        };
        if self.done {
            return MoveResult::NotNow;
        }
        let side = self.lesson.side;
        let Some(board) = self.progress.world.board() else {
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
                    self.step.help = None;
                    self.step.advice = None;
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
                if !accepts(accept, &script, &mv) {
                    let reason = world::onto_own_explosion(board, to, side)
                        .unwrap_or_else(|| Message::new("lesson-wrong-move"));
                    self.events.push(Event::TakenBack { from, to });
                    self.wrong_because(reason);
                    return MoveResult::Wrong;
                }
                // Bataille de chars: the praise says what the move did when it did more than move
                // (a card turned, a tank taken, a point scored), or why the battle ended with it.
                let said = move_result(board, from, to)
                    .filter(|_| board.game() == crate::core::GameId::Chars)
                    .map(|m| said_to_class(m, true));
                self.record(true);
                self.play_on_board(from, to);
                let ended = match self.progress.world.board() {
                    Some(BoardGame::Chars(c)) => crate::core::game::Game::outcome(c)
                        .map(|o| Message::new(o.reason.message_id())),
                    _ => None,
                };
                // The move and what it did stay on screen with the praise until the class goes on.
                self.done = true;
                self.step.help = None;
                self.step.advice = None;
                self.feedback = Feedback::Right(
                    ended
                        .or(said)
                        .unwrap_or_else(|| Message::new("lesson-right-move")),
                );
                MoveResult::Right
            }
            StepKind::Play { goal, par, .. } => {
                self.step.help = None;
                self.step.advice = None;
                // A new game after a lost or drawn one: the old end is no longer said.
                self.step.ended = None;
                // What the class's move did (a tank blown up, a card turned...), said as it happens.
                let blown_up = world::blows_up(board, from, to);
                self.feedback = match move_result(board, from, to) {
                    Some(said) => Feedback::Info(said_to_class(said, true)),
                    None => Feedback::None,
                };
                self.play_on_board(from, to);
                self.step.play_moves += 1;
                if blown_up && goal != Goal::Win {
                    // A short goal (not a whole game) is spoiled without that tank: the step starts again.
                    self.step_spoiled();
                } else {
                    self.after_play_move(goal, par);
                }
                MoveResult::Played
            }
            _ => MoveResult::NotNow,
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
            if !self.step.found.contains(&square) {
                self.step.found.push(square);
            }
            let left = truth.len() - self.step.found.len();
            // Said with the quiz's own word: squares to reach, pieces to find, explosions to recall.
            let what = match self.ask() {
                Some(Ask::Attackers(_) | Ask::Pieces(_)) => "piece",
                Some(Ask::Mines) => "mine",
                _ => "square",
            };
            if left == 0 {
                // One answer asked: "that's the square"; several: "you found them all".
                self.step_done(
                    Message::new("lesson-quiz-all-found")
                        .with("count", truth.len())
                        .with("what", what),
                );
            } else {
                // A right square: the reason and the advice of a wrong tap before it are gone.
                self.step.help = None;
                self.step.advice = None;
                self.feedback = Feedback::Right(
                    Message::new("lesson-quiz-one-more")
                        .with("left", left)
                        .with("what", what),
                );
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
        let (Some(step), Some(board)) = (self.current(), self.progress.world.board()) else {
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
                Some(_) if board.game() == crate::core::GameId::Chars => {
                    Message::new("chars-why-attacker-yours")
                }
                Some(_) => Message::new("lesson-why-attacker-yours"),
                None => world::why_no_tank(board, square, self.lesson.side)
                    .unwrap_or_else(|| Message::new("lesson-why-empty").with("square", at)),
            },
            StepKind::Quiz {
                ask: Ask::Pieces(letter),
                ..
            } => match board.piece_at(square) {
                // An empty square is said the same way in every question (in Bataille de chars, by
                // what lies there: a card, a minefield square).
                None => world::why_no_tank(board, square, self.lesson.side)
                    .unwrap_or_else(|| Message::new("lesson-why-empty").with("square", at)),
                Some(p) => self.why_not_piece(p, *letter, at),
            },
            StepKind::Quiz {
                ask: Ask::Mines, ..
            } => world::why_no_mine(board, square, self.lesson.side)
                .unwrap_or_else(|| Message::new("lesson-why-no-mine").with("square", at)),
            _ => Message::new("lesson-quiz-wrong-square"),
        }
    }

    /// Why the piece `found` on `square` is not one of the pieces drawn with `letter`: it is on the
    /// other side, or it is another kind of piece (named).
    fn why_not_piece(
        &self,
        found: crate::core::board_game::Piece,
        letter: char,
        square: String,
    ) -> Message {
        let asked = if letter.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        if found.side != asked {
            let chars = self.lesson.game == crate::core::GameId::Chars;
            let id = match (found.side == self.lesson.side, chars) {
                (true, false) => "lesson-why-piece-yours",
                (false, false) => "lesson-why-piece-theirs",
                (true, true) => "chars-why-tank-yours",
                (false, true) => "chars-why-tank-theirs",
            };
            return Message::new(id).with("square", square);
        }
        let kind = format!(
            "{}-{}",
            self.lesson.game.id(),
            found.letter.to_ascii_lowercase()
        );
        Message::new("lesson-why-other-kind")
            .with("square", square)
            .with("kind", kind)
    }

    /// Whether "Show me" has something to show now: the step waits for an answer (a move, squares, a
    /// choice, a square of the track, cards to lay). Not on a step that only reads, flips or throws,
    /// nor once answered: the button is then greyed instead of doing nothing.
    pub fn may_show_me(&self) -> bool {
        !self.done
            && matches!(
                self.expecting(),
                Expecting::Move
                    | Expecting::Squares { .. }
                    | Expecting::Choice(_)
                    | Expecting::TrackSquare
                    | Expecting::Lay { .. }
            )
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
        let mut reason = None;
        let mut shown_guess = None;
        match &step.kind {
            StepKind::Expect { .. } | StepKind::Play { .. } => {
                let Some((m, why)) = self.move_to_show(&step.kind) else {
                    return false;
                };
                help.arrows.push((m.from, m.to));
                help.squares.push(m.from);
                reason = why;
            }
            StepKind::Quiz { ask, .. } => match ask {
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => {
                    help.squares = self
                        .quiz_squares()
                        .into_iter()
                        .filter(|s| !self.step.found.contains(s))
                        .collect();
                }
                Ask::Score { .. } | Ask::Cards { .. } | Ask::Winner => {
                    help.choice = self.right_choice();
                }
                Ask::Landing(_) => help.track = self.right_track(),
            },
            StepKind::Guess { choices } => {
                // The answer the games played later in the lesson will give: the range that holds
                // their median length.
                let Some((i, choice)) = self.guess_answer(choices) else {
                    return false;
                };
                help.choice = Some(i);
                shown_guess = Some(
                    Message::new("lesson-shown-guess")
                        .with("min", choice.min)
                        .with("max", choice.max),
                );
            }
            StepKind::Lay { count, .. } => {
                help.squares = self
                    .lay_squares()
                    .into_iter()
                    .filter(|s| !self.step.found.contains(s))
                    .take((*count as usize).saturating_sub(self.step.found.len()))
                    .collect();
            }
            _ => return false,
        }
        if help == Help::default() {
            return false;
        }
        self.step.helped = true;
        self.step.advice = reason;
        // A marked answer button is not a mark on the board: say where to look.
        let shown = if help.choice.is_some() {
            "lesson-shown-choice"
        } else {
            "lesson-shown"
        };
        self.feedback = Feedback::Info(shown_guess.unwrap_or_else(|| Message::new(shown)));
        self.step.help = Some(help);
        true
    }

    /// The right answer of a `guess` step among `choices` (its index): the one holding the median
    /// length of the games the lesson's next `simulate` step plays. `None` without such a step.
    fn guess_answer<'c>(&self, choices: &'c [GuessChoice]) -> Option<(usize, &'c GuessChoice)> {
        let (games, seed) =
            self.lesson.steps[self.progress.index..]
                .iter()
                .find_map(|s| match s.kind {
                    StepKind::Simulate { games, seed } => Some((games, seed)),
                    _ => None,
                })?;
        let median = Stats::run(0..u64::from(games), seed).median_rounds();
        choices
            .iter()
            .enumerate()
            .find(|(_, c)| (c.min..=c.max).contains(&median))
    }

    /// The move "Show me" shows in an `expect` step (the scripted one, else another it accepts, with
    /// the step's own hint as its reason) or a
    /// `play` step (the solution's next move while the game follows it; else the move that aims at the
    /// step's goal from the position as it is ([`help::goal_help`]), with its reason; else the
    /// computer's own advice for the class).
    fn move_to_show(&mut self, kind: &StepKind) -> Option<(BoardMove, Option<Message>)> {
        let board = self.progress.world.board()?;
        let moves = board.moves();
        match kind {
            StepKind::Expect { mv, .. } => {
                let accepted = self.accepted_moves();
                let m = *accepted
                    .iter()
                    .find(|m| m.matches(mv))
                    .or_else(|| accepted.first())?;
                // Why: the step's own hint (what a wrong move is told), else the computer's reason for
                // the move, else the words of the rule the step teaches.
                let step = self.current()?;
                let own = step.feedback.clone().map(Message::new);
                let rule = step
                    .teaches
                    .first()
                    .map(|(id, _)| Message::new(format!("{}-rule-{id}", self.lesson.game.id())));
                let board = board.clone();
                let why = own.or_else(|| self.opponent.explain(&board, m)).or(rule);
                Some((m, why))
            }
            StepKind::Play { goal, solution, .. } => {
                if moves.is_empty() || board.turn() != self.lesson.side {
                    return None;
                }
                let scripted = solution
                    .get(self.step.play_moves as usize)
                    .and_then(|(mv, _)| moves.iter().find(|m| m.matches(mv)).copied());
                if let Some(m) = scripted.filter(|_| self.on_script(*goal, solution)) {
                    let board = board.clone();
                    return Some((m, self.opponent.explain(&board, m)));
                }
                // Off the script: the way to the step's own goal from here, else the computer's advice.
                let aimed = self
                    .step
                    .play_start
                    .as_ref()
                    .and_then(World::board)
                    .and_then(|start| help::goal_help(start, board, *goal, self.lesson.side))
                    .and_then(|h| {
                        let m = moves
                            .iter()
                            .find(|m| m.from == h.mv().from && m.to == h.mv().to)?;
                        Some((*m, Some(h.reason())))
                    });
                if aimed.is_some() {
                    return aimed;
                }
                let board = board.clone();
                let (pick, why) = self.opponent.suggest(&board, &moves);
                Some((moves[pick.min(moves.len() - 1)], why))
            }
            _ => None,
        }
    }

    /// What "Show me" marks now.
    pub fn help(&self) -> Option<&Help> {
        self.step.help.as_ref()
    }

    /// The squares the class may lay a card on in the current `lay` step: the empty squares of the
    /// minefield it lays on, as the step began.
    pub fn lay_squares(&self) -> Vec<Square> {
        let Some(board) = self.step.lay_start.as_ref().and_then(World::board) else {
            return Vec::new();
        };
        world::free_minefield(board, self.lesson.side)
    }

    /// The current `lay` step's count so far, while it waits for cards: (cards laid, cards to lay in
    /// all, explosions among those laid, explosions to lay in all). The first cards laid are the
    /// explosions.
    pub fn lay_count(&self) -> Option<(u32, u32, u32, u32)> {
        match self.waiting() {
            Some(StepKind::Lay {
                count, explosions, ..
            }) => {
                let laid = self.step.found.len() as u32;
                Some((laid, *count, laid.min(*explosions), *explosions))
            }
            _ => None,
        }
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
        if let Some(i) = self.step.found.iter().position(|s| *s == square) {
            self.step.found.remove(i);
            self.feedback = Feedback::Info(Message::new("lesson-lay-taken-back"));
        } else if self.lay_squares().contains(&square) {
            self.step.found.push(square);
            self.feedback = Feedback::None;
        } else {
            let reason = match self.step.lay_start.as_ref().and_then(World::board) {
                Some(b) if b.minefield(self.lesson.side).contains(&square) => "lesson-lay-taken",
                _ => "lesson-lay-not-minefield",
            };
            self.feedback = Feedback::Wrong(Message::new(reason));
            return false;
        }
        let start = self.step.lay_start.clone().expect("a lay step has a start");
        let done = self.step.found.len() >= count as usize;
        if let Some(board) = start.board()
            && let Some(b) = world::lay_cards(
                board,
                self.lesson.side,
                &self.step.found,
                explosions,
                done.then_some(seed),
            )
        {
            self.progress.world = World::Board(b);
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
                self.progress.guess = Some(choice);
                self.record(true);
                self.step.help = None;
                self.done = true;
                self.feedback = Feedback::Info(Message::new("lesson-guess-noted"));
                return true;
            }
            StepKind::Quiz { .. } => match self.quiz_choice(choice) {
                Some(right) => right,
                None => return false,
            },
            _ => return false,
        };
        if right {
            self.step_done(Message::new("lesson-quiz-right"));
        } else {
            let reason = match (&step.kind, &self.progress.world) {
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
        let Some(to) = self.right_track() else {
            return false;
        };
        if to == n {
            self.step_done(Message::new("lesson-quiz-right"));
            true
        } else {
            let reason = self
                .why_not_landing(n)
                .unwrap_or_else(|| Message::new("lesson-quiz-wrong-square"));
            self.wrong_because(reason);
            false
        }
    }

    /// The class flips its card (a `flip` step).
    pub fn flip(&mut self) -> bool {
        let Some(&StepKind::Flip { rounds, .. }) = self.waiting() else {
            return false;
        };
        let Some(game) = self.progress.world.cards_mut() else {
            return false;
        };
        let report = world::flip(game, rounds);
        let over = crate::core::game::Game::is_over(game);
        self.events.push(Event::Cards(report.actions.clone()));
        self.done = true;
        // A flip that ends the game: the screen says why, as the game screen does.
        if over {
            self.step.ended = Some(self.progress.world.clone());
        }
        self.feedback = match report.last_winner {
            Some(s) if s == SOUTH => Feedback::Info(Message::new("lesson-round-won")),
            Some(_) => Feedback::Info(Message::new("lesson-round-lost")),
            None => Feedback::None,
        };
        self.step.outcome = Some(Outcome::Flipped(report));
        true
    }

    /// The class throws the die (a `throw` step): the die shows the lesson's fixed value.
    pub fn throw(&mut self) -> bool {
        let Some(&StepKind::Throw { die, .. }) = self.waiting() else {
            return false;
        };
        let Some(race) = self.progress.world.race_mut() else {
            return false;
        };
        let thrown = race.throw(die);
        self.step.outcome = Some(Outcome::Threw(thrown));
        match thrown {
            Ok(t) => {
                self.events.push(Event::Threw(t));
                self.done = true;
                // The number thrown, said in words as the die shows it.
                let whose = if t.side == self.lesson.side {
                    "yours"
                } else {
                    "other"
                };
                self.feedback = Feedback::Info(
                    Message::new("lesson-threw")
                        .with("die", i64::from(t.die))
                        .with("to", i64::from(t.to))
                        .with("pawn", whose),
                );
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
        let start = self.progress.index;
        match &step.kind {
            StepKind::Expect { mv, .. } => {
                return self.try_move(mv.from, mv.to) == MoveResult::Right;
            }
            StepKind::Play { solution, .. } => {
                for (mv, _) in solution {
                    if self.done || self.progress.index != start {
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
                Ask::Score { .. } | Ask::Cards { .. } | Ask::Winner => {
                    if let Some(i) = self.right_choice() {
                        self.choose(i);
                    }
                }
                Ask::Landing(_) => {
                    if let Some(to) = self.right_track() {
                        self.click_track(to);
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
        self.done || self.progress.index != start
    }

    /// Takes `lesson`, the same as this one up to the current step (the caller compared them), with other
    /// steps after it: everything done so far stays, the current step's answer too.
    pub fn with_later_steps(&mut self, lesson: Lesson) {
        self.lesson = lesson;
    }

    /// Replaces the lesson by a new version of it (the teacher edited the file) and finds the same step
    /// again by replaying the script; if the new script cannot get that far, stops where it can. A file
    /// now shorter than the step reached stops at its last step: an edit never ends the lesson, nor
    /// gives stars. The steps replayed keep what the class did in them (a mistake, a help): replaying
    /// earns nothing.
    ///
    /// # Errors
    /// The new lesson's start cannot be opened; the runner is then unchanged.
    pub fn reload(&mut self, lesson: Lesson) -> Result<(), OpenError> {
        let last = lesson.steps.len().saturating_sub(1);
        let target = self.progress.index.min(last);
        let opponent = std::mem::replace(&mut self.opponent, Box::new(FirstMove));
        let mut fresh = match Runner::new(lesson, &self.boards, Box::new(FirstMove)) {
            Ok(r) => r,
            Err(e) => {
                self.opponent = opponent;
                return Err(e);
            }
        };
        while fresh.progress.index < target && fresh.play_scripted() {}
        for (again, before) in fresh.progress.clean.iter_mut().zip(&self.progress.clean) {
            *again &= *before;
        }
        for (again, before) in fresh.progress.plays.iter_mut().zip(&self.progress.plays) {
            *again = *before;
        }
        // Back at the same step: a help or a mistake already made in it still counts.
        if fresh.progress.index == self.progress.index {
            fresh.step.mistakes = self.step.mistakes;
            fresh.step.helped = self.step.helped;
        }
        fresh.events.clear();
        fresh.feedback = Feedback::None;
        fresh.progress.mistakes += self.progress.mistakes;
        fresh.opponent = opponent;
        *self = fresh;
        Ok(())
    }
}
