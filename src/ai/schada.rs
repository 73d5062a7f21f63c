//! Schada for the computer: the evaluation (chiefs on or near their target line, the score, the chiefs
//! left) and the reasons of a hint.
//!
//! The score counts only when the game ends, and either player may end it (a full target line, the last
//! enemy chief taken, or the same piece moved a third time), so the evaluation counts the points already
//! on the line as if the game could stop at any moment, then the chiefs' progress toward it.

use crate::ai::hint::{self, Explain, Facts};
use crate::ai::search::{Evaluate, key_of};
use crate::core::game::{ByColor, Game, Side};
use crate::core::geometry::Square;
use crate::core::schada::{DIMS, Decision, EndReason, Kind, Move, Schada, target_rank};
use crate::i18n::Message;

/// Moves played (both sides) before which the gentlest level does not end the game by rule 3.
const WHOLE_GAME: u32 = 20;

/// Per point standing on the target line (officer 2 points, sub-officer 1).
const POINT: i32 = 400;
/// Per chief left on the board (the tie-break, and each one may still score).
const CHIEF: i32 = 150;
const SOLDIER: i32 = 60;
/// Per piece of any kind on the target line (a full line ends the game).
const ON_LINE: i32 = 25;
/// A chief `d` ranks from its target line earns `PROGRESS[d]` per point it would score there.
const PROGRESS: [i32; 8] = [0, 150, 100, 65, 40, 22, 10, 0];
/// How much (percent) `fort` counts on the opponent's average reply ([`Evaluate::fallible_weight`]).
const FALLIBLE_WEIGHT: i32 = 10;

fn rows_to_go(sq: Square, side: Side) -> usize {
    (sq.rank() as i32 - target_rank(side) as i32).unsigned_abs() as usize
}

fn side_value(game: &Schada, side: Side) -> i32 {
    let mut value = 0;
    for (sq, piece) in game.pieces(side) {
        let d = rows_to_go(sq, side);
        if d == 0 {
            value += ON_LINE;
        }
        value += match piece.kind {
            Kind::Soldier => SOLDIER,
            kind => {
                let points = kind.points() as i32;
                CHIEF
                    + if d == 0 {
                        POINT * points
                    } else {
                        PROGRESS[d] * points
                    }
            }
        };
    }
    value
}

impl Evaluate for Schada {
    fn evaluate(&self, side: Side) -> i32 {
        side_value(self, side) - side_value(self, side.other())
    }

    /// A win is worth more by a wider margin of points.
    fn final_points(&self) -> Option<ByColor<u32>> {
        Some(self.score().points)
    }

    fn order_key(&self, mv: Move) -> i32 {
        match mv {
            Move::Step { from, to, capture } => {
                let home = self.piece_at(from).is_some_and(|p| {
                    p.kind.is_chief()
                        && to.rank() == target_rank(p.side)
                        && from.rank() != to.rank()
                });
                let taken = match capture {
                    Some(Kind::Officer) => 1_300,
                    Some(Kind::SubOfficer) => 1_200,
                    Some(Kind::Soldier) => 1_050,
                    None => 0,
                };
                taken + if home { 2_000 } else { 0 }
            }
            Move::Pass => 0,
        }
    }

    /// The third move in a row of the same piece, which ends the game (rule 3).
    fn cuts_short(&self, mv: Move) -> bool {
        self.moves_played() < WHOLE_GAME
            && self.after(mv).end_reason() == Some(EndReason::SamePieceThreeTimes)
    }

    fn is_tactical(&self, mv: Move) -> bool {
        matches!(
            mv,
            Move::Step {
                capture: Some(_),
                ..
            }
        )
    }

    /// Any reply may end the game (a piece moved a third time), scored as it stands: the sooner the
    /// computer is ahead, the more of those ends it wins. So it also weighs what its move leaves to an
    /// opponent who does not find the best reply.
    fn fallible_weight(&self) -> i32 {
        FALLIBLE_WEIGHT
    }

    fn key(&self) -> Option<u64> {
        let pieces = (Side::BOTH.into_iter())
            .flat_map(|side| self.pieces(side))
            .map(|(sq, p)| (DIMS.index(sq), p.side as usize * 3 + p.kind as usize));
        let repeat = |side| {
            self.repeat(side).map_or(0, |r| {
                (DIMS.index(r.square) as u64 + 1) * 4 + r.count as u64
            })
        };
        let extra =
            self.moves_played() as u64 | repeat(Side::White) << 16 | repeat(Side::Black) << 32;
        Some(key_of(pieces, self.turn() as u64, extra))
    }
}

impl Explain for Schada {
    /// A chief arriving on its target line scores its points there.
    fn points(&self, mv: Move) -> Option<i32> {
        let Move::Step { from, to, .. } = mv else {
            return None;
        };
        let piece = self.piece_at(from)?;
        (piece.kind.is_chief() && to.rank() == target_rank(piece.side) && from.rank() != to.rank())
            .then_some(piece.kind.points() as i32)
    }

    fn reason(&self, mv: Move, facts: &Facts) -> Message {
        let side = self.turn();
        let after = self.after(mv);
        if facts.wins_now {
            let score = after.score();
            let (id, end) = match after.end_reason() {
                Some(EndReason::TargetLineFull) => ("hint-schada-completes-line", "line"),
                Some(EndReason::ChiefsCaptured) => ("hint-schada-last-chief", "last_chief"),
                Some(EndReason::SamePieceThreeTimes) => ("hint-schada-third-move", "third_move"),
                _ => ("hint-schada-ends-ahead", "other"),
            };
            return if score.winner().1 == Decision::ChiefsLeft {
                Message::new("hint-schada-wins-on-chiefs")
                    .with("end", end)
                    .with("points", score.points[side])
                    .with("mine", score.chiefs[side])
                    .with("theirs", score.chiefs[side.other()])
            } else {
                Message::new(id)
                    .with("mine", score.points[side])
                    .with("theirs", score.points[side.other()])
            };
        }
        if let Some(message) = hint::common_reason(facts) {
            return message;
        }
        let Move::Step { from, to, capture } = mv else {
            return hint::plain_reason(facts);
        };
        let moved = self.piece_at(from).map_or(Kind::Soldier, |p| p.kind);
        if let Some(points) = self.points(mv) {
            return Message::new("hint-schada-reaches-line")
                .with("piece", moved.name())
                .with("points", points as i64);
        }
        if let Some(kind) = capture {
            return Message::new("hint-captures")
                .with("piece", kind.name())
                .with("square", to.to_string());
        }
        if let Some(square) = facts.stops_win_elsewhere() {
            return Message::new("hint-stops-win").with("square", square.to_string());
        }
        if facts.saves {
            return Message::new("hint-saves")
                .with("piece", moved.name())
                .with("square", from.to_string());
        }
        if moved.is_chief() && rows_to_go(to, side) < rows_to_go(from, side) {
            return Message::new("hint-schada-approaches")
                .with("piece", moved.name())
                .with("rows", rows_to_go(to, side));
        }
        hint::plain_reason(facts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::ai::annotate::{Mark, annotate};
    use crate::ai::hint::{hint, random_positions};
    use crate::ai::testing::{check_hints, position, start};
    use crate::core::rng::Rng;

    /// White's target line lacks only E8; the officer on E7 (diagram `SW1 N1`) can step there. Black's
    /// officer is safe at home on A1.
    const LINE_ALMOST_FULL: &str = "OUOU1OUP/4O3/8/8/8/8/8/o7 w 50 - -";

    /// A lone piece that could be taken (the enemy would win by taking it) and runs away is said to be
    /// saved, not "the enemy could win on C4" (Schada lesson 2's position).
    #[test]
    fn a_lone_piece_that_runs_is_said_to_be_saved() {
        let game = position::<Schada>("8/8/2p1o3/8/2U5/8/1p6/8 w 0 - -");
        let found = hint(&game, Level::Fort, &mut Rng::new(1)).expect("a move");
        assert_eq!(found.from, Some("C4".parse().unwrap()));
        assert_eq!(found.reason.id, "hint-saves");
    }

    #[test]
    fn the_hint_completes_the_target_line() {
        let game = position::<Schada>(LINE_ALMOST_FULL);
        for level in [Level::Greedy, Level::Moyen, Level::Fort] {
            let found = hint(&game, level, &mut Rng::new(2)).expect("a move");
            assert_eq!(found.from.map(|s| s.to_string()).as_deref(), Some("E7"));
            assert_eq!(found.to.map(|s| s.to_string()).as_deref(), Some("E8"));
            assert_eq!(found.reason.id, "hint-schada-completes-line", "{level}");
            assert!(found.reason.args.contains(&("mine".into(), 11i64.into())));
            assert!(found.reason.args.contains(&("theirs".into(), 2i64.into())));
        }
    }

    #[test]
    fn the_hint_ends_the_game_on_a_third_move_when_ahead() {
        // White's officer on B8 scores 2, Black has nothing on its line; White's soldier on D4 has made
        // White's last two moves: moving it again ends the game at once with White ahead.
        let game = position::<Schada>("uO1ou3/pppppp2/8/8/3P4/8/8/1U1UOUO1 w 20 D4:2 -");
        let found = hint(&game, Level::Fort, &mut Rng::new(1)).expect("a move");
        assert_eq!(found.from.map(|s| s.to_string()).as_deref(), Some("D4"));
        assert_eq!(found.reason.id, "hint-schada-third-move");
        assert!(found.reason.args.contains(&("mine".into(), 2i64.into())));
        // Level on points (0 to 0) but more chiefs left (6 to 5): the win comes from the tie-break.
        let game = position::<Schada>("uouou3/pppppp2/8/8/3P4/8/8/1UOUOUO1 w 20 D4:2 -");
        let found = hint(&game, Level::Fort, &mut Rng::new(1)).expect("a move");
        assert_eq!(found.from.map(|s| s.to_string()).as_deref(), Some("D4"));
        assert_eq!(found.reason.id, "hint-schada-wins-on-chiefs");
        assert!(found.reason.args.contains(&("mine".into(), 6i64.into())));
    }

    #[test]
    fn hints_are_legal_and_their_reasons_fit_the_position() {
        check_hints(&start::<Schada>(), 24, 60, 3, |game, found| {
            let after = game.clone().play(found.mv).unwrap();
            let capture = matches!(
                found.mv,
                Move::Step {
                    capture: Some(_),
                    ..
                }
            );
            match found.reason.id.as_str() {
                "hint-captures" => assert!(capture),
                "hint-schada-reaches-line" => {
                    let side = game.turn();
                    assert!(after.score().points[side] > game.score().points[side]);
                }
                "hint-schada-completes-line" => {
                    assert_eq!(after.end_reason(), Some(EndReason::TargetLineFull))
                }
                "hint-schada-third-move" | "hint-schada-wins-on-chiefs" => {
                    assert_eq!(after.end_reason(), Some(EndReason::SamePieceThreeTimes))
                }
                "hint-pass" => assert_eq!(found.mv, Move::Pass),
                id => assert!(
                    !capture || id == "hint-forced-win" || id.starts_with("hint-schada-"),
                    "{id}"
                ),
            }
        });
    }

    #[test]
    fn annotations_mark_scoring_squares() {
        // White's officer on E7 may step to E8 (its target line) or back to E6.
        let game = position::<Schada>(LINE_ALMOST_FULL);
        let annotation = annotate(&game, "E7".parse().unwrap());
        let e8 = annotation
            .targets
            .iter()
            .find(|t| t.square.to_string() == "E8")
            .expect("E8 is a target");
        assert_eq!(e8.mark, Mark::Scores);
        assert_eq!(e8.points, Some(2));
        for game in random_positions(&start::<Schada>(), 10, 40, 4) {
            for (from, _) in game.pieces(game.turn()) {
                let mut moves = Vec::new();
                game.moves_from(from, &mut moves);
                let annotation = annotate(&game, from);
                assert_eq!(annotation.targets.len(), moves.len(), "{game:?} {from}");
                for t in &annotation.targets {
                    let capture = moves.iter().any(
                        |m| matches!(m, Move::Step { to, capture: Some(_), .. } if *to == t.square),
                    );
                    assert_eq!(t.capture, capture);
                }
            }
        }
    }
}
