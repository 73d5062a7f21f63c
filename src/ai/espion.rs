//! Espion for the computer: the evaluation (the chiefs' safety and the material) and the reasons of a
//! hint.
//!
//! Capturing the chief wins, so the chief has no material value; what matters is how exposed it is:
//! friendly pieces around it, free squares to step to, enemy pieces close by. The search sees captures
//! past its horizon (quiescence), so the evaluation does not need to know which squares are attacked.

use crate::ai::hint::{self, Explain, Facts};
use crate::ai::search::{Evaluate, key_of};
use crate::core::BoardPosition;
use crate::core::espion::{DIMS, Espion, Kind, Move};
use crate::core::game::{Game, Side};
use crate::core::geometry::Square;
use crate::i18n::Message;

const SPY: i32 = 320;
const AGENT: i32 = 170;
/// Per arrow of the square a piece stands on: more arrows, more choices next move.
const SPY_ARROW: i32 = 6;
const AGENT_ARROW: i32 = 3;
/// Per friendly piece next to the chief (up to four count).
const GUARD: i32 = 18;
/// Per free square next to the chief (a way out).
const EXIT: i32 = 6;
/// Per enemy piece at distance 1, 2, 3 or 4 of the chief.
const DANGER: [i32; 5] = [0, 45, 30, 12, 5];

fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}

/// The value of `side`'s pieces and its chief's safety.
fn side_value(game: &Espion, side: Side, chiefs: [Option<Square>; 2]) -> i32 {
    let own_chief = chiefs[side as usize];
    let mut value = 0;
    let mut guards = 0;
    for (sq, piece) in game.pieces(side) {
        let arrows = game.board().arrows(sq).len() as i32;
        value += match piece.kind {
            Kind::Chief => 0,
            Kind::Spy => SPY + SPY_ARROW * arrows,
            Kind::Agent => AGENT + AGENT_ARROW * arrows,
        };
        if piece.kind != Kind::Chief && own_chief.is_some_and(|c| distance(c, sq) == 1) {
            guards += 1;
        }
    }
    value += GUARD * guards.min(4);
    if let Some(chief) = own_chief {
        let exits = crate::core::geometry::Direction::ALL
            .iter()
            .filter_map(|&d| chief.offset(d, DIMS))
            .filter(|&s| game.piece_at(s).is_none())
            .count() as i32;
        value += EXIT * exits;
        for (sq, _) in game.pieces(side.other()) {
            let d = distance(chief, sq) as usize;
            if d < DANGER.len() {
                value -= DANGER[d];
            }
        }
    }
    value
}

fn chiefs(game: &Espion) -> [Option<Square>; 2] {
    let find = |side| {
        game.pieces(side)
            .find(|(_, p)| p.kind == Kind::Chief)
            .map(|(s, _)| s)
    };
    [find(Side::White), find(Side::Black)]
}

impl Evaluate for Espion {
    fn evaluate(&self, side: Side) -> i32 {
        let chiefs = chiefs(self);
        side_value(self, side, chiefs) - side_value(self, side.other(), chiefs)
    }

    fn order_key(&self, mv: Move) -> i32 {
        match mv.capture {
            Some(Kind::Chief) => 10_000,
            Some(Kind::Spy) => 1_000 + SPY,
            Some(Kind::Agent) => 1_000 + AGENT,
            None => 0,
        }
    }

    fn is_tactical(&self, mv: Move) -> bool {
        mv.capture.is_some()
    }

    fn key(&self) -> Option<u64> {
        let pieces = (Side::BOTH.into_iter())
            .flat_map(|side| self.pieces(side))
            .map(|(sq, p)| (DIMS.index(sq), p.side as usize * 3 + p.kind as usize));
        Some(key_of(
            pieces,
            self.turn() as u64,
            self.moves_since_capture() as u64,
        ))
    }
}

impl Explain for Espion {
    fn reason(&self, mv: Move, facts: &Facts) -> Message {
        let square = mv.to.to_string();
        if facts.wins_now && mv.capture == Some(Kind::Chief) {
            return Message::new("hint-espion-captures-chief").with("square", square);
        }
        if let Some(message) = hint::common_reason(facts) {
            return message;
        }
        let moved = self.piece_at(mv.from).map_or("piece", |p| p.kind.name());
        if let Some(kind) = mv.capture {
            return Message::new("hint-captures")
                .with("piece", kind.name())
                .with("square", square);
        }
        if let Some(chief) = facts.stops_win_on {
            return if moved == "chief" {
                Message::new("hint-espion-chief-escapes").with("square", square)
            } else {
                Message::new("hint-espion-guards-chief").with("square", chief.to_string())
            };
        }
        if let Some(target) = facts.threatens_win_on {
            return Message::new("hint-espion-threatens-chief").with("square", target.to_string());
        }
        if facts.saves {
            return Message::new("hint-saves")
                .with("piece", moved)
                .with("square", mv.from.to_string());
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

    /// Black's spy on B5 can take White's chief on D1... or one of several other pieces.
    const CHIEF_EN_PRISE: &str = "ss1scss1/a5sa/Aa4a1/5aa1/sA5A/8/AA1A1A1A/SSSC2SS b 1";

    #[test]
    fn the_hint_takes_the_chief_when_it_can() {
        let game = position::<Espion>(CHIEF_EN_PRISE);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert!(moves.iter().filter(|m| m.capture.is_some()).count() > 1);
        for level in [Level::Greedy, Level::Debutant, Level::Moyen, Level::Fort] {
            let found = hint(&game, level, &mut Rng::new(3)).expect("a move");
            assert_eq!(found.mv.capture, Some(Kind::Chief), "{level}");
            assert_eq!(found.reason.id, "hint-espion-captures-chief", "{level}");
        }
    }

    #[test]
    fn hints_are_legal_and_their_reasons_fit_the_position() {
        check_hints(&start::<Espion>(), 24, 50, 5, |game, found| {
            let after = game.clone().play(found.mv).unwrap();
            let id = found.reason.id.as_str();
            let arg = |name: &str| {
                found
                    .reason
                    .args
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            };
            match id {
                "hint-captures" => {
                    let kind = found.mv.capture.expect("a capture reason for a capture");
                    assert_eq!(arg("piece"), Some(kind.name().into()));
                }
                "hint-espion-captures-chief" => {
                    assert_eq!(found.mv.capture, Some(Kind::Chief))
                }
                "hint-espion-threatens-chief" => {
                    let again = after.turn_passed().unwrap();
                    let mut moves = Vec::new();
                    again.legal_moves(&mut moves);
                    assert!(moves.iter().any(|m| m.capture == Some(Kind::Chief)));
                }
                "hint-saves" => {
                    let before = game.turn_passed().unwrap();
                    let targets = crate::ai::hint::capture_targets(&before);
                    assert!(targets.contains(&found.mv.from), "{game:?} {:?}", found.mv);
                    assert!(!crate::ai::hint::capture_targets(&after).contains(&found.mv.to));
                }
                _ => assert!(
                    found.mv.capture.is_none() || id == "hint-forced-win",
                    "{id}"
                ),
            }
        });
    }

    #[test]
    fn annotations_list_exactly_the_legal_targets() {
        for game in random_positions(&start::<Espion>(), 12, 40, 8) {
            for (from, _) in game.pieces(game.turn()) {
                let mut moves = Vec::new();
                game.moves_from(from, &mut moves);
                let annotation = annotate(&game, from);
                assert_eq!(annotation.targets.len(), moves.len(), "{game:?} {from}");
                for target in &annotation.targets {
                    let mv = moves.iter().find(|m| m.to == target.square).expect("legal");
                    assert_eq!(target.capture, mv.capture.is_some());
                    assert_eq!(target.mark == Mark::Capture, mv.capture.is_some());
                    let after = game.clone().play(*mv).unwrap();
                    if !after.is_over() {
                        let attacked =
                            crate::ai::hint::capture_targets(&after).contains(&target.square);
                        assert_eq!(target.attacked, attacked);
                    }
                }
            }
        }
    }

    #[test]
    fn an_enemy_piece_shows_its_targets_too() {
        let game = start::<Espion>();
        // White to move; Black's agent on A7 follows A7's arrows: N is blocked by its own spy, SE leads
        // to B6 and C5, out of White's reach.
        let annotation = annotate(&game, "A7".parse().unwrap());
        let squares: Vec<String> = annotation
            .targets
            .iter()
            .map(|t| t.square.to_string())
            .collect();
        assert_eq!(squares, ["C5", "B6"]);
        assert!(annotation.targets.iter().all(|t| t.mark == Mark::Safe));
    }
}
