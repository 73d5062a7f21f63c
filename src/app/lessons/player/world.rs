//! The lesson screen's world: the board with its marks, the sliding piece and the quiz's ticks, La
//! Bataille's table (or a simulation's histogram) and the race track.

use super::*;

impl LessonScreen {
    pub(super) fn marks(&self, ctx: &Ctx) -> Marks {
        let mut marks = Marks::default();
        let Some(r) = self.runner.as_ref() else {
            return marks;
        };
        if self.show.is_none() {
            marks.last_move = r.last_move().map(|m| (m.from, m.to));
            marks.last_corner = r.last_move().and_then(|m| m.corner);
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

    /// What the die shows when it is not rolling: "?" while a throw is asked; the number a `landing`
    /// quiz asks about; else the last number thrown, kept until the next throw is asked.
    pub(super) fn die_at_rest(&self, r: &Runner) -> Option<u8> {
        use crate::lesson::model::Ask;
        if r.expecting() == Expecting::Throw {
            return None;
        }
        match r.current().map(|s| &s.kind) {
            Some(StepKind::Quiz {
                ask: Ask::Landing(die),
                ..
            }) => Some(*die),
            _ => self.last_die,
        }
    }

    pub(super) fn draw_world(&self, ctx: &Ctx, ui: &Ui, l: &Layout) {
        let Some(r) = self.runner.as_ref() else {
            return;
        };
        let Some(world) = self.world() else {
            return;
        };
        let a = r.annotations();
        match world {
            World::Board(b) => self.draw_board(ctx, ui, l, r, b),
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
                    // The last round's cards once the flip's cards have moved.
                    let mut decided = self.decided.as_ref().filter(|_| self.show.is_none());
                    let mut revealed = r.revealed_cards();
                    let answered = answered_round(r, game);
                    match &answered {
                        Some(Ok(round)) => (revealed, decided) = (None, Some(round)),
                        Some(Err(pair)) => revealed = Some(*pair),
                        None => {}
                    }
                    let laid = draw::Laid {
                        revealed,
                        decided,
                        next_round: revealed.is_some() || answered.is_some(),
                    };
                    draw::table(ui, ctx, game, l.world, &a.zones, laid);
                }
            }
            World::Race(race) => {
                let die = self
                    .show
                    .as_ref()
                    .and_then(Show::die)
                    .or_else(|| self.die_at_rest(r));
                draw::race(ui, ctx, race, l.world, &a.track, die);
            }
        }
    }

    /// A board: the position, the step's annotations, the move being replayed (its arrow, then the
    /// piece sliding at the size it has when still), the piece under the finger, the quiz's ticks and
    /// the cross of a wrong square.
    fn draw_board(&self, ctx: &Ctx, ui: &Ui, l: &Layout, r: &Runner, b: &BoardGame) {
        let g = l.board_geom(b);
        let mut marks = self.marks(ctx);
        let motion = self
            .show
            .as_ref()
            .map(|s| s.motion(b, &g))
            .unwrap_or_default();
        if let Some((from, _, _)) = motion.piece {
            marks.hidden = Some(from);
        }
        draw::board(ui, ctx, b, r.lesson().side, &g, &marks, l.compact);
        if l.compact {
            // The compact panel has no title: the steps' dots go under the board, on the left of the
            // line that says it is reconstructed.
            let (x, y, w) = draw::compact_note_line(&g);
            super::panel::progress_dots(ui, r, (x, y, w * 0.4), 24.0);
        }
        draw::board_annotations(ui, ctx, b, &g, &r.annotations());
        if let Some((from, to)) = motion.arrow {
            board_view::move_arrow(ui, b.corner(from, to), &g, from, to, ui.palette.marker);
        }
        let radius = draw::piece_radius(b, &g);
        if let Some((_, pv, c)) = motion.piece {
            board_view::draw_piece(ui, ctx, pv, c, radius);
        }
        if let Some((from, at)) = self.drag
            && let Some(pv) = draw::piece_at(b, from)
        {
            // Lifted by the finger: a little larger than on the board, as on the play screen.
            board_view::draw_piece(ui, ctx, pv, at, radius * 1.1);
        }
        // Ticks and crosses in the square's top right corner.
        let corner = |sq: Square| {
            let rr = g.square(sq);
            vec2(rr.x + rr.w * 0.78, rr.y + rr.h * 0.22)
        };
        let found = match r.expecting() {
            Expecting::Squares { found, .. } => found,
            // A finished quiz keeps the ticks of the squares found.
            _ => self
                .quiz_ticks
                .as_ref()
                .filter(|(step, _)| *step == r.step_index())
                .map(|(_, found)| found.clone())
                .unwrap_or_default(),
        };
        for sq in found {
            draw::tick(ui, corner(sq), g.cell * 0.2);
        }
        if let Some((sq, _)) = self.wrong_square {
            draw::cross(ui, corner(sq), g.cell * 0.2);
        }
    }
}

/// La Bataille, once a question on the next round (who takes the cards, how many) is answered: its
/// two face-up cards stay on the table until the child goes on, the stronger one framed as in a round
/// collected (`Ok`); a battle's pair alone, without a frame (`Err`).
pub(super) fn answered_round(
    r: &Runner,
    game: &crate::core::bataille::Bataille,
) -> Option<
    Result<
        crate::app::bataille::Decided,
        (crate::core::bataille::Card, crate::core::bataille::Card),
    >,
> {
    let asks_round = r.current().is_some_and(|s| s.kind.asks_next_round());
    if !asks_round || r.expecting() != Expecting::Next {
        return None;
    }
    let pair = crate::lesson::world::next_cards(game)?;
    if !game.table().is_empty() {
        return Some(Err(pair));
    }
    let mut copy = game.clone();
    let round = copy.play_round(false);
    match crate::app::bataille::last_collected(game, &round.actions) {
        Some(d) if d.cards.len() == 2 => Some(Ok(d)),
        _ => Some(Err(pair)),
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
