//! The lesson screen's inputs: the presenter's keys, "next", clicks and drags on the board, the table
//! and the track, each run on the runner and then animated.

use super::*;

impl LessonScreen {
    /// Runs an input on the runner and animates what it did.
    pub(super) fn input(&mut self, ctx: &mut Ctx, f: impl FnOnce(&mut Runner)) {
        let Some(r) = self.runner.as_mut() else {
            return;
        };
        let before = r.world().clone();
        let (step, waited) = (r.step_index(), r.expecting());
        f(r);
        // The class's answer took the lesson on by itself (not a "Next"), or a move made the step wait
        // for "Next" with its praise: let "Next" wait a moment (a double click is not meant for it).
        let moved_on = r.step_index() > step
            || (waited == Expecting::Move && r.expecting() == Expecting::Next);
        let by_itself = moved_on && !matches!(waited, Expecting::Next | Expecting::Finished);
        // The lesson just ended: its stars stay in view a moment too.
        let ended = r.is_finished() && waited != Expecting::Finished;
        if by_itself || ended {
            self.settle = super::SETTLE;
        }
        self.praised_step = by_itself.then_some(step);
        self.selected = None;
        self.animate(ctx, before);
        self.after(ctx);
    }

    /// Keeps the results of a `simulate` step for the steps after it (forgotten when going back before
    /// it).
    pub(super) fn note_simulation(&mut self) {
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
    pub(super) fn after(&mut self, ctx: &mut Ctx) {
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
                    // The child sees it at once; the teacher's notice, with what to do, waits at home.
                    if let crate::app::store::StoreErrorKind::Write(why)
                    | crate::app::store::StoreErrorKind::FirstWrite(why) = &e.kind
                    {
                        let reason = ctx.texts.say(why).unwrap_or_default();
                        self.unsaved =
                            Some(ctx.tr("player-stars-not-kept", &[("reason", reason.into())]));
                    }
                    let text = e.notice(&ctx.texts);
                    ctx.notices.push(text);
                }
            }
        } else {
            self.recorded = false;
            self.unsaved = None;
        }
    }

    pub(super) fn presenter(&mut self, ctx: &mut Ctx, action: Action) -> Command {
        if self.blank {
            self.blank = false;
            return Command::None;
        }
        // While errors are shown the steps do not move (the screen keeps its blank and full screen keys).
        if !self.errors.is_empty()
            && matches!(action, Action::Next | Action::Previous | Action::Restart)
        {
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
                self.forget_drawn();
            }
            Action::Restart => {
                self.skip();
                self.input(ctx, Runner::restart);
                self.show = None;
                self.forget_drawn();
            }
            Action::Fullscreen => ctx.settings.fullscreen = !ctx.settings.fullscreen,
            Action::Blank => self.blank = true,
        }
        Command::None
    }

    /// Going back or starting again: nothing drawn from the step left behind stays (the last round's
    /// cards, a finished quiz's ticks, a wrong square's cross).
    pub(super) fn forget_drawn(&mut self) {
        self.decided = None;
        self.quiz_ticks = None;
        self.wrong_square = None;
    }

    /// "Next": finish the animation, or go on, or do the step's action (flip, throw).
    pub(super) fn next(&mut self, ctx: &mut Ctx) {
        if self.busy() {
            self.skip();
            return;
        }
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        if self.settle > 0.0 && matches!(r.expecting(), Expecting::Next | Expecting::Finished) {
            // Just after the lesson went on (or ended) by itself: this tap was meant for the step
            // before.
            return;
        }
        match r.expecting() {
            Expecting::Next => {
                // After a question on the next round, whose two cards were on the table, the cards of
                // the round played before would be taken for them (another 8 than the one asked
                // about): the table shows none until the flip.
                let asked_next_round = r.current().is_some_and(|s| s.kind.asks_next_round());
                self.input(ctx, |r| {
                    r.next();
                });
                if asked_next_round {
                    self.decided = None;
                }
            }
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
                self.forget_drawn();
            }
            _ => {}
        }
    }

    pub(super) fn board_click(&mut self, ctx: &mut Ctx, sq: Square) {
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
                } else if self.selected.is_none() {
                    self.input(ctx, |r| r.tapped_before_picking(sq));
                } else {
                    self.selected = None;
                }
            }
            Expecting::Squares { found, .. } => {
                let step = r.step_index();
                let mut right = true;
                self.input(ctx, |r| right = r.click_square(sq));
                if !right {
                    self.wrong_square = Some((sq, 1.2));
                }
                // The quiz is over with this tap: its ticks stay in view until the step changes.
                let over = self
                    .runner
                    .as_ref()
                    .is_some_and(|r| r.step_index() == step && r.expecting() == Expecting::Next);
                if right && over {
                    let mut ticks = found;
                    ticks.push(sq);
                    self.quiz_ticks = Some((step, ticks));
                }
            }
            Expecting::Lay { .. } => {
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

    /// A tap going down on the board, on square `at` (none: beside the squares), at `p`.
    ///
    /// While an animation is shown, the tap ends it at once; on a square, while the step waits for an
    /// answer on the board (a move, squares, cards to lay), it is that answer too: the runner is already
    /// past what is being shown, so the child's first tap after a step change is never lost. Beside the
    /// squares, or while the step waits for "Next", it only ends the animation.
    pub(super) fn board_down(&mut self, ctx: &mut Ctx, at: Option<Square>, p: Vec2) {
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        let expecting = r.expecting();
        if self.busy() {
            self.skip();
            let answers = matches!(
                expecting,
                Expecting::Move | Expecting::Squares { .. } | Expecting::Lay { .. }
            );
            if !answers || at.is_none() {
                return;
            }
        }
        match at {
            Some(sq) => {
                let was = self.selected;
                self.board_click(ctx, sq);
                if self.selected == Some(sq) && was != Some(sq) {
                    self.drag = Some((sq, p));
                }
            }
            None if expecting == Expecting::Next => self.next(ctx),
            None => self.selected = None,
        }
    }

    pub(super) fn pointer_event(&mut self, ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        if self.blank {
            if let Pointer::Up(_) = event {
                self.blank = false;
            }
            return Command::None;
        }
        let l = self.layout(ui);
        let Some(r) = self.runner.as_ref().filter(|_| self.errors.is_empty()) else {
            return Command::None;
        };
        if self.busy() {
            // Only a tap counts while an animation is shown: it ends the animation at once, and when
            // the step now on screen waits for an answer there (a move or squares on the board, a square
            // of the track, the die, the pile), it is that answer too: never lost between two steps.
            let answers = !matches!(r.expecting(), Expecting::Next | Expecting::Finished);
            match (event, r.world()) {
                (Pointer::Down(p), World::Board(b)) => {
                    let at = l.board_geom(b).at(p);
                    self.board_down(ctx, at, p);
                    return Command::None;
                }
                (Pointer::Down(_), _) if answers => self.skip(),
                (Pointer::Down(_), _) => {
                    self.skip();
                    return Command::None;
                }
                _ => return Command::None,
            }
        }
        let Some(r) = self.runner.as_ref() else {
            return Command::None;
        };
        let expecting = r.expecting();
        match r.world() {
            World::Board(b) => {
                let g = l.board_geom(b);
                match event {
                    Pointer::Down(p) => {
                        let at = g.at(p);
                        self.board_down(ctx, at, p);
                    }
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
}
