//! Moving through a lesson's steps: on, back, from the start, and what each step does as it begins.

use super::*;

impl Runner {
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
        self.progress.index += 1;
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

    /// Passes the current step without doing its task (it earns no star): for `lesson check`, which
    /// goes on past a problem it has reported. False once the lesson is finished.
    pub fn skip(&mut self) -> bool {
        if self.is_finished() {
            return false;
        }
        if !self.done && self.current().is_some_and(|s| s.kind.is_decision()) {
            self.record(false);
        }
        self.done = true;
        self.next()
    }

    /// Starts the lesson again.
    pub fn restart(&mut self) {
        if let Some(first) = self.history.first().cloned() {
            self.history.clear();
            self.restore(first);
        }
    }

    fn restore(&mut self, entry: Progress) {
        self.progress = entry;
        self.feedback = Feedback::None;
        self.last_move = None;
        self.enter();
    }

    /// Runs the current step's entry: steps that wait for nobody (a reply or a setup without text) play
    /// and pass on at once.
    pub(super) fn enter(&mut self) {
        loop {
            self.done = false;
            self.step = StepState::default();
            let Some(step) = self.lesson.steps.get(self.progress.index).cloned() else {
                self.done = true;
                return;
            };
            self.history.push(self.progress.clone());
            match &step.kind {
                StepKind::Say => self.done = true,
                StepKind::Setup { position, .. } => {
                    match self.boards.open(self.lesson.game, position.as_deref()) {
                        Ok(b) => {
                            self.progress.world = World::Board(b);
                            self.last_move = None;
                        }
                        Err(e) => self.step.setup_error = Some(e),
                    }
                    self.done = true;
                }
                StepKind::Reply { mv, .. } => {
                    self.play_on_board(mv.from, mv.to);
                    self.done = true;
                }
                StepKind::Play { goal, .. } => {
                    self.step.play_start = Some(self.progress.world.clone());
                    self.opponent.set_gentlest(*goal == Goal::Win);
                }
                StepKind::Lay { .. } => self.step.lay_start = Some(self.progress.world.clone()),
                StepKind::Simulate { games, seed } => {
                    self.step.simulation = Some(self.simulate(*games, *seed));
                    self.done = true;
                }
                _ => {}
            }
            let silent = !self.stepwise
                && step.text.is_none()
                && matches!(step.kind, StepKind::Reply { .. } | StepKind::Setup { .. });
            if silent {
                // Nothing to read: go straight on (this step is not a stop for `previous`).
                self.history.pop();
                self.progress.index += 1;
                continue;
            }
            return;
        }
    }

    fn simulate(&mut self, games: u32, seed: u64) -> Simulation {
        let stats = Stats::run(0..u64::from(games), seed);
        let median = stats.median_rounds();
        let guess = self.progress.guess.and_then(|g| {
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
}
