//! Espion for the computer: the evaluation (the chiefs' safety and the material) and the reasons of a
//! hint.
//!
//! Capturing the chief wins, so the chief has no material value; what matters is how exposed it is:
//! friendly pieces around it, free squares to step to, enemy pieces close by. The search sees captures
//! past its horizon (quiescence), so the evaluation does not need to know which squares are attacked.

use crate::ai::hint::{self, Explain, Facts};
use crate::ai::search::{Evaluate, key_of};
use crate::core::espion::{DIMS, Espion, Kind, Move};
use crate::core::game::Side;
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
        let pieces = DIMS.squares().filter_map(|sq| {
            self.piece_at(sq)
                .map(|p| (DIMS.index(sq), p.side as usize * 3 + p.kind as usize))
        });
        Some(key_of(
            pieces,
            self.turn() as u64,
            self.moves_since_capture() as u64,
        ))
    }
}

impl Explain for Espion {
    fn squares(&self, mv: Move) -> Option<(Square, Square)> {
        Some((mv.from, mv.to))
    }

    fn captures(&self, mv: Move) -> bool {
        mv.capture.is_some()
    }

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
