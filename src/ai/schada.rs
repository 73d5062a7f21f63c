//! Schada for the computer: the evaluation (chiefs on or near their target line, the score, the chiefs
//! left) and the reasons of a hint.
//!
//! The score counts only when the game ends, and either player may end it (a full target line, the last
//! enemy chief taken, or the same piece moved a third time), so the evaluation counts the points already
//! on the line as if the game could stop at any moment, then the chiefs' progress toward it.

use crate::ai::hint::{self, Explain, Facts};
use crate::ai::search::{Evaluate, MARGIN_UNIT, WIN, key_of};
use crate::core::game::{Game, Side, Winner};
use crate::core::geometry::Square;
use crate::core::schada::{DIMS, EndReason, Kind, Move, Schada, target_rank};
use crate::i18n::Message;

/// Per point standing on the target line (officer 2 points, sub-officer 1).
const POINT: i32 = 400;
/// Per chief left on the board (the tie-break, and each one may still score).
const CHIEF: i32 = 150;
const SOLDIER: i32 = 60;
/// Per piece of any kind on the target line (a full line ends the game).
const ON_LINE: i32 = 25;
/// A chief `d` ranks from its target line earns `PROGRESS[d]` per point it would score there.
const PROGRESS: [i32; 8] = [0, 150, 100, 65, 40, 22, 10, 0];

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
                CHIEF + if d == 0 { POINT * points } else { PROGRESS[d] * points }
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
    fn final_value(&self, side: Side) -> i32 {
        let Some(outcome) = self.outcome() else {
            return 0;
        };
        let points = self.score().points;
        let margin = (points[side] as i32 - points[side.other()] as i32).abs().min(5) * MARGIN_UNIT;
        match outcome.winner {
            Winner::Draw => 0,
            Winner::Side(s) if s == side => WIN + margin,
            Winner::Side(_) => -WIN - margin,
        }
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

    fn is_tactical(&self, mv: Move) -> bool {
        matches!(mv, Move::Step { capture: Some(_), .. })
    }

    fn key(&self) -> Option<u64> {
        let pieces = DIMS.squares().filter_map(|sq| {
            self.piece_at(sq)
                .map(|p| (DIMS.index(sq), p.side as usize * 3 + p.kind as usize))
        });
        let repeat = |side| {
            self.repeat(side)
                .map_or(0, |r| (DIMS.index(r.square) as u64 + 1) * 4 + r.count as u64)
        };
        let extra =
            self.moves_played() as u64 | repeat(Side::White) << 16 | repeat(Side::Black) << 32;
        Some(key_of(pieces, self.turn() as u64, extra))
    }
}

impl Explain for Schada {
    fn squares(&self, mv: Move) -> Option<(Square, Square)> {
        match mv {
            Move::Step { from, to, .. } => Some((from, to)),
            Move::Pass => None,
        }
    }

    fn captures(&self, mv: Move) -> bool {
        matches!(mv, Move::Step { capture: Some(_), .. })
    }

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
            let score = after.score().points;
            let id = match after.end_reason() {
                Some(EndReason::TargetLineFull) => "hint-schada-completes-line",
                Some(EndReason::ChiefsCaptured) => "hint-schada-last-chief",
                Some(EndReason::SamePieceThreeTimes) => "hint-schada-third-move",
                _ => "hint-schada-ends-ahead",
            };
            return Message::new(id)
                .with("mine", score[side])
                .with("theirs", score[side.other()]);
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
        if let Some(square) = facts.stops_win_on {
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
