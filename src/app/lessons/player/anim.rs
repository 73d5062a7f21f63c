//! The lesson screen's animations: the runner's new events replayed on a copy of the world (moves
//! slide after their arrow, wrong moves go there and back, cards turn, the die rolls).

use super::*;

/// One thing to animate.
#[derive(Clone, Debug)]
pub(super) enum Anim {
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
    /// The runner's world as it is now (after a play step starts again), once the position that
    /// ended the try has been seen for `dur` (a game over, a tank blown up).
    Reset {
        dur: f32,
    },
}

/// What the screen shows while it replays the runner's events.
pub(super) struct Show {
    world: World,
    queue: VecDeque<Anim>,
    t: f32,
}

/// What a board shows of the animation at its front: the replayed move's arrow, and the piece on its
/// way (the square it left, its look, where it is now).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Motion {
    pub arrow: Option<(Square, Square)>,
    pub piece: Option<(Square, PieceView, Vec2)>,
}

impl Show {
    /// The board's motion now: a move's arrow during its pause, then the piece sliding (eased); a wrong
    /// move goes there and back.
    pub(super) fn motion(&self, b: &BoardGame, g: &BoardGeom) -> Motion {
        let along = |from: Square, to: Square, k: f32| {
            draw::piece_at(b, from).map(|pv| (from, pv, g.center(from).lerp(g.center(to), k)))
        };
        match self.queue.front() {
            Some(Anim::Move {
                from,
                to,
                pause,
                slide,
            }) => {
                let k = ((self.t - pause) / slide.max(1e-3)).clamp(0.0, 1.0);
                Motion {
                    arrow: Some((*from, *to)),
                    piece: (self.t > *pause)
                        .then(|| along(*from, *to, k * k * (3.0 - 2.0 * k)))
                        .flatten(),
                }
            }
            Some(Anim::TakeBack { from, to, dur }) => {
                let k: f32 = (self.t / dur.max(1e-3)).clamp(0.0, 1.0);
                // Out and back: the wrong move is visibly undone.
                Motion {
                    arrow: None,
                    piece: along(*from, *to, 1.0 - (2.0 * k - 1.0).abs()),
                }
            }
            _ => Motion::default(),
        }
    }

    /// The die being thrown on the race track.
    pub(super) fn die(&self) -> Option<u8> {
        match self.queue.front() {
            Some(Anim::Throw { step, .. }) => Some(step.die),
            _ => None,
        }
    }
}

impl LessonScreen {
    pub(super) fn busy(&self) -> bool {
        self.show.is_some()
    }

    /// Turns the runner's new events into animations, replayed on a copy of `before`.
    pub(super) fn animate(&mut self, ctx: &Ctx, before: World) {
        let Some(r) = self.runner.as_mut() else {
            return;
        };
        let class = r.lesson().side;
        // A flip after a question on its round: the round's two cards were already shown face up, so
        // they are laid at once and the animation goes on from there.
        let mut laid_already: u8 = if r.flips_the_round_asked() { 2 } else { 0 };
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
                    // The round this flip ends stays in view until the next one.
                    self.decided = match &before {
                        World::Cards(g) => crate::app::bataille::last_collected(g, &actions),
                        _ => None,
                    };
                    for a in actions {
                        let shown = laid_already > 0;
                        if matches!(a, crate::core::bataille::Action::LayFaceUp(_)) {
                            laid_already = laid_already.saturating_sub(1);
                        }
                        let dur = if shown { 0.0 } else { ctx.anim(0.3) };
                        queue.push_back(Anim::Card { dur });
                    }
                }
                Event::Threw(step) => {
                    self.last_die = Some(step.die);
                    queue.push_back(Anim::Throw {
                        step,
                        dur: ctx.anim(0.6),
                    });
                }
                Event::PlayReset => queue.push_back(Anim::Reset { dur: ctx.anim(1.5) }),
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
    pub(super) fn advance(&mut self, dt: f32) {
        let Some(show) = self.show.as_mut() else {
            return;
        };
        show.t += dt;
        while let Some(front) = show.queue.front() {
            let dur = match front {
                Anim::Move { pause, slide, .. } => pause + slide,
                Anim::TakeBack { dur, .. }
                | Anim::Card { dur }
                | Anim::Throw { dur, .. }
                | Anim::Reset { dur } => *dur,
                Anim::Pass => 0.0,
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
                Anim::Reset { .. } => {
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
    pub(super) fn skip(&mut self) {
        self.show = None;
    }

    /// The world to draw: the animation's copy, or the runner's.
    pub(super) fn world(&self) -> Option<&World> {
        match &self.show {
            Some(s) => Some(&s.world),
            None => self.runner.as_ref().map(Runner::world),
        }
    }
}
