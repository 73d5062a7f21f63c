//! Tank Battle for the computer: the evaluation (the score as it will be counted at the end, each tank's
//! distance to the enemy base, the commander's road through the red zone) and the reasons of a hint.
//!
//! The end score counts 1 for a surviving tank outside the enemy base, 2 inside, 3 for the commander on
//! the enemy's domain circle; the evaluation starts from that count and adds a bonus for tanks that are
//! close to the enemy base, so that racing, capturing and staying alive are weighed in the same unit.

use crate::ai::hint::{self, Explain, Facts};
use crate::ai::search::{Evaluate, key_of};
use crate::core::BoardPosition;
use crate::core::game::{ByColor, Game, Side};
use crate::core::geometry::Square;
use crate::core::tank_battle::{Kind, TankBattle, TankBattleMove, Terrain, king_steps, squares128};
use crate::i18n::Message;

/// One point of the end score.
const POINT: i32 = 100;
/// A tank `d` moves (king steps) from the enemy base earns `APPROACH[d]` (never a whole point, so that
/// entering the base is always worth it).
const APPROACH: [i32; 11] = [0, 60, 45, 34, 25, 18, 12, 8, 5, 2, 0];
/// The commander counts its approach to the enemy's domain circle twice (the circle is worth 3).
const COMMANDER_WEIGHT: i32 = 2;
/// A commander on the red road cannot be taken.
const RED_ROAD: i32 = 15;

/// King steps from `sq` to the nearest square of `side`'s base (10 if it has none).
fn to_base(game: &TankBattle, sq: Square, side: Side) -> usize {
    game.board()
        .steps_to_base(sq, side)
        .map_or(10, |d| d as usize)
}

fn approach(a: Square, b: Square) -> i32 {
    APPROACH[king_steps(a, b).min(10) as usize]
}

fn side_value(game: &TankBattle, side: Side) -> i32 {
    let board = game.board();
    let enemy = side.other();
    let (own, commanders) = game.tank_bits(side);
    let base = board.base_bits(enemy);
    let tanks = own & !commanders;
    // A normal tank in the enemy base scores 2; elsewhere 1 and its approach.
    let mut value = 2 * POINT * (tanks & base).count_ones() as i32;
    for i in squares128(tanks & !base) {
        value += POINT + APPROACH[usize::from(board.steps_to_base_at(i, enemy).min(10))];
    }
    let domain = board.domain(enemy);
    for i in squares128(own & commanders) {
        let sq = board.dims().square(i);
        value += if base & 1 << i == 0 {
            let mut v = POINT + APPROACH[to_base(game, sq, enemy).min(10)];
            if let Some(circle) = domain {
                v += approach(sq, circle) * (COMMANDER_WEIGHT - 1);
            }
            if board.terrain(sq) == Terrain::Red {
                v += RED_ROAD;
            }
            v
        } else if domain == Some(sq) {
            3 * POINT
        } else {
            // A commander already in the base still wants the circle.
            2 * POINT + domain.map_or(0, |c| approach(sq, c))
        };
    }
    value
}

impl Evaluate for TankBattle {
    fn evaluate(&self, side: Side) -> i32 {
        side_value(self, side) - side_value(self, side.other())
    }

    /// A win is worth more by a wider margin of points.
    fn final_points(&self) -> Option<ByColor<u32>> {
        Some(self.scores())
    }

    fn order_key(&self, mv: TankBattleMove) -> i32 {
        let TankBattleMove::Slide { from, to } = mv else {
            return 0;
        };
        let Some(piece) = self.piece_at(from) else {
            return 0;
        };
        let enemy = piece.side.other();
        let board = self.board();
        let capture = match self.piece_at(to) {
            Some(p) if p.kind == Kind::Commander => 1_300,
            Some(_) => 1_100,
            None => 0,
        };
        let enters = board.base_of(to) == Some(enemy) && board.base_of(from) != Some(enemy);
        capture + if enters { 900 } else { 0 }
    }

    fn is_tactical(&self, mv: TankBattleMove) -> bool {
        matches!(mv, TankBattleMove::Slide { to, .. } if self.piece_at(to).is_some())
    }

    fn tactical_moves(&self, moves: &mut Vec<TankBattleMove>) {
        self.captures(moves);
    }

    fn key(&self) -> Option<u64> {
        let dims = self.board().dims();
        let pieces = Side::BOTH
            .into_iter()
            .flat_map(|side| self.pieces_of(side))
            .map(|(sq, p)| (dims.index(sq), p.side as usize * 2 + p.kind as usize));
        Some(key_of(
            pieces,
            self.turn() as u64,
            self.moves_played() as u64,
        ))
    }
}

/// How many moves `game`'s side to move has into the base of the other side, per moving tank.
fn entries(game: &TankBattle) -> Vec<(Square, usize)> {
    let board = game.board();
    let enemy = game.turn().other();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut per_tank: Vec<(Square, usize)> = Vec::new();
    for mv in moves {
        if let TankBattleMove::Slide { from, to } = mv
            && board.base_of(to) == Some(enemy)
            && board.base_of(from) != Some(enemy)
        {
            match per_tank.iter_mut().find(|(s, _)| *s == from) {
                Some(entry) => entry.1 += 1,
                None => per_tank.push((from, 1)),
            }
        }
    }
    per_tank
}

impl Explain for TankBattle {
    /// Entering the enemy base: the tank will count 2 (the commander on the domain circle 3).
    fn points(&self, mv: TankBattleMove) -> Option<i32> {
        let TankBattleMove::Slide { from, to } = mv else {
            return None;
        };
        let piece = self.piece_at(from)?;
        let board = self.board();
        let enemy = piece.side.other();
        let on_circle = piece.kind == Kind::Commander && board.domain(enemy) == Some(to);
        if on_circle && board.domain(enemy) != Some(from) {
            Some(3)
        } else if board.base_of(to) == Some(enemy) && board.base_of(from) != Some(enemy) {
            Some(2)
        } else {
            None
        }
    }

    fn reason(&self, mv: TankBattleMove, facts: &Facts) -> Message {
        let side = self.turn();
        if facts.wins_now {
            let after = self.after(mv);
            let scores = after.scores();
            // Said as the child sees the end: the last tank entering, the last enemy tank taken, or
            // (the 300th move, the enemy's tanks all home) just the game ending.
            let board = self.board();
            let base = board.base_bits(side.other());
            let (own, _) = after.tank_bits(side);
            let id = match mv {
                _ if after.pieces_of(side.other()).next().is_none() => "hint-tank-takes-last",
                TankBattleMove::Slide { from, to }
                    if board.base_of(from) != Some(side.other())
                        && board.base_of(to) == Some(side.other())
                        && own & !base == 0 =>
                {
                    "hint-tank-ends-game"
                }
                _ => "hint-tank-wins-now",
            };
            return Message::new(id)
                .with("mine", scores[side])
                .with("theirs", scores[side.other()]);
        }
        if let Some(message) = hint::common_reason(facts) {
            return message;
        }
        let TankBattleMove::Slide { from, to } = mv else {
            return hint::plain_reason(facts);
        };
        let kind_name = |k: Kind| match k {
            Kind::Commander => "commander",
            Kind::Tank => "tank",
        };
        let moved = self.piece_at(from).map_or(Kind::Tank, |p| p.kind);
        if let Some(victim) = self.piece_at(to) {
            return Message::new("hint-captures")
                .with("piece", kind_name(victim.kind))
                .with("square", to.to_string());
        }
        match self.points(mv) {
            Some(3) => return Message::new("hint-tank-domain").with("square", to.to_string()),
            Some(points) => {
                return Message::new("hint-tank-enters-base")
                    .with("piece", kind_name(moved))
                    .with("points", points as i64);
            }
            None => {}
        }
        if let Some(square) = facts.stops_win_elsewhere() {
            return Message::new("hint-stops-win").with("square", square.to_string());
        }
        if facts.saves {
            return Message::new("hint-saves")
                .with("piece", kind_name(moved))
                .with("square", from.to_string());
        }
        // Blocking: an enemy tank had ways into our base that this move closes.
        if let Some(before) = self.turn_passed() {
            let after = self.after(mv);
            let after_entries = entries(&after);
            let blocked = entries(&before)
                .into_iter()
                .filter(|&(sq, _)| sq != to)
                .map(|(sq, n)| {
                    let left = after_entries.iter().find(|e| e.0 == sq).map_or(0, |e| e.1);
                    (sq, n.saturating_sub(left))
                })
                .max_by_key(|e| e.1);
            if let Some((square, closed)) = blocked
                && closed > 0
            {
                return Message::new("hint-tank-blocks").with("square", square.to_string());
            }
        }
        if moved == Kind::Commander && self.board().terrain(to) == Terrain::Red {
            return Message::new("hint-tank-red-road");
        }
        let (d_from, d_to) = (
            to_base(self, from, side.other()),
            to_base(self, to, side.other()),
        );
        if d_to < d_from {
            return Message::new("hint-tank-approaches")
                .with("piece", kind_name(moved))
                .with("moves", d_to);
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
    use crate::core::game::Winner;
    use crate::core::rng::Rng;
    use crate::core::tank_battle::TankBattleEnd;

    /// White's tank on A11 is home in Black's base; the one on A7 can join it (A8, B8 or C9): the game
    /// then ends 4 to 2. Black's commander on H7 and tank on A4 are far from White's base.
    const LAST_TANK_IN: &str = "T10/11/11/11/T6c3/11/11/t10/11/11/11 w 40";

    #[test]
    fn the_hint_ends_the_game_with_more_points() {
        let game = position::<TankBattle>(LAST_TANK_IN);
        for level in [Level::Greedy, Level::Moyen, Level::Fort] {
            let found = hint(&game, level, &mut Rng::new(4)).expect("a move");
            let after = game.clone().play(found.mv).expect("legal");
            let outcome = after.outcome().expect("the game ends");
            assert_eq!(outcome.reason, TankBattleEnd::AllInEnemyBase);
            assert_eq!(outcome.winner, Winner::Side(Side::White), "{level}");
            assert_eq!(found.reason.id, "hint-tank-ends-game");
            assert!(found.reason.args.contains(&("mine".into(), 4i64.into())));
            assert!(found.reason.args.contains(&("theirs".into(), 2i64.into())));
        }
    }

    /// White's tank on C4 takes Black's only tank, on F4: Black has no tank left and the game ends.
    /// No tank entered a base: the reason says the last enemy tank is taken.
    #[test]
    fn taking_the_last_enemy_tank_is_said_as_such() {
        let game = position::<TankBattle>("11/11/11/11/11/11/11/2T2t5/11/11/10C w 40");
        let take = TankBattleMove::Slide {
            from: "C4".parse().unwrap(),
            to: "F4".parse().unwrap(),
        };
        for level in [Level::Greedy, Level::Moyen, Level::Fort] {
            let found = hint(&game, level, &mut Rng::new(4)).expect("a move");
            assert_eq!(found.mv, take, "{level}");
            assert_eq!(found.reason.id, "hint-tank-takes-last", "{level}");
            assert!(found.reason.args.contains(&("mine".into(), 2i64.into())));
            assert!(found.reason.args.contains(&("theirs".into(), 0i64.into())));
        }
    }

    /// The 300th move wins by a capture while White's commander stays at home (taking the black
    /// commander also leaves Black's last tank in White's base): the game stops, but not because White's
    /// last tank entered the base.
    #[test]
    fn a_win_on_the_300th_move_is_not_said_as_a_last_tank_entering() {
        let game = position::<TankBattle>("c10/11/11/11/11/11/T10/11/11/9t1/10C w 299");
        for level in [Level::Greedy, Level::Moyen, Level::Fort] {
            let found = hint(&game, level, &mut Rng::new(4)).expect("a move");
            let after = game.clone().play(found.mv).expect("legal");
            assert!(after.is_over(), "{level}");
            let TankBattleMove::Slide { to, .. } = found.mv else {
                panic!("{level}: a slide")
            };
            assert!(game.piece_at(to).is_some(), "{level}: a capture");
            assert_eq!(found.reason.id, "hint-tank-wins-now", "{level}");
        }
    }

    /// White's tank on H8 can be taken by the black tank on F8, and can take it first (G8 is empty), as
    /// can the commander on E7. The search, out of budget half-way through an iteration, ran away
    /// (H8-H6) for some seeds; with the hint's two-move check it takes the tank for every seed.
    #[test]
    fn the_hint_takes_a_free_tank_rather_than_running() {
        let game = position::<TankBattle>("ct9/11/11/ttt2t1T3/4C6/t2T7/3T7/5TT4/6T4/11/11 w 40");
        for seed in 1..=12 {
            let found = hint(&game, Level::Fort, &mut Rng::new(seed)).expect("a move");
            assert_eq!(
                found.to,
                Some("F8".parse().unwrap()),
                "seed {seed}: {}",
                found.mv
            );
        }
    }

    /// The tank on D5 sent to A2 is taken there by the black tank on A8 for nothing. Seen in the window
    /// as "the best move I found, but the enemy can take your piece on A2" (5 seeds in 12 before the
    /// two-move check).
    #[test]
    fn the_hint_never_gives_a_tank_away() {
        let game = position::<TankBattle>("c10/t4t5/t10/t10/4C6/1T1T7/3T7/4T6/6T4/11/11 w 60");
        for seed in 1..=12 {
            let found = hint(&game, Level::Fort, &mut Rng::new(seed)).expect("a move");
            assert_ne!(
                found.to,
                Some("A2".parse().unwrap()),
                "seed {seed}: {}",
                found.mv
            );
            assert!(
                found.facts.exposed.as_ref().is_none_or(|e| e.is_empty()),
                "seed {seed}"
            );
        }
    }

    /// The reason of a move whose tank can be taken where it lands is followed by what comes next: a
    /// capture the enemy takes back is a trade; a tank that would be taken back in turn is said to be
    /// avenged. The positions come from random games where the hint played these moves.
    #[test]
    fn a_tank_that_can_be_taken_is_said_with_what_follows() {
        let said = |notation: &str, mv: &str| {
            let game = position::<TankBattle>(notation);
            let mv: TankBattleMove = mv.parse().expect("a move");
            let facts = crate::ai::hint::facts(&game, mv, 0);
            let reason = crate::ai::hint::explain(&game, mv, &facts);
            (reason.id, reason.then.map(|c| (c.id, c.args)))
        };
        let trade = "cttt7/tt1t7/tttt7/tt9/11/11/3T5t1/2T3T2TT/8TTT/7T1TT/8TTC b 9";
        let (id, caution) = said(trade, "J5-J4");
        assert_eq!(id, "hint-captures");
        let (caution, args) = caution.expect("a caution");
        assert_eq!(caution, "hint-caution-trade");
        assert_eq!(args, [("square".to_string(), "J4".into())]);
        let avenged = "ctt3t4/t1t8/t3t5T/ttt1t6/1t9/10T/2T8/10T/t7T1T/5T1TTTT/8TTC b 21";
        let (id, caution) = said(avenged, "B7-B6");
        assert_eq!(id, "hint-tank-approaches");
        assert_eq!(caution.expect("a caution").0, "hint-caution-take-back");
        // A tank that goes nowhere it can be taken gets no second sentence.
        assert_eq!(said(avenged, "B7-B8").1, None);
    }

    #[test]
    fn hints_are_legal_and_their_reasons_fit_the_position() {
        check_hints(&start::<TankBattle>(), 16, 80, 9, |game, found| {
            let TankBattleMove::Slide { from, to } = found.mv else {
                assert_eq!(found.reason.id, "hint-pass");
                return;
            };
            let capture = game.piece_at(to).is_some();
            let board = game.board();
            let enemy = game.turn().other();
            match found.reason.id.as_str() {
                "hint-captures" => assert!(capture),
                "hint-tank-enters-base" => {
                    assert!(board.base_of(to) == Some(enemy) && board.base_of(from) != Some(enemy))
                }
                "hint-tank-domain" => assert_eq!(board.domain(enemy), Some(to)),
                "hint-tank-red-road" => assert_eq!(board.terrain(to), Terrain::Red),
                "hint-tank-takes-last" => assert!(capture),
                "hint-tank-wins-now" | "hint-tank-ends-game" => {}
                id => assert!(!capture || id == "hint-forced-win", "{id}"),
            }
        });
    }

    #[test]
    fn annotations_mark_the_base_and_attacked_squares() {
        let game = position::<TankBattle>(LAST_TANK_IN);
        let annotation = annotate(&game, "A7".parse().unwrap());
        for target in &annotation.targets {
            let in_base = game.board().base_of(target.square) == Some(Side::Black);
            assert_eq!(target.mark == Mark::Scores, in_base, "{}", target.square);
            if in_base {
                assert_eq!(target.points, Some(2));
            }
        }
        // Black's tank on A4 slides up the A file: a tank stopping on A6 or A5 is attacked.
        for square in ["A6", "A5"] {
            let target = annotation
                .targets
                .iter()
                .find(|t| t.square.to_string() == square)
                .expect("a legal target");
            assert_eq!(target.mark, Mark::Attacked, "{square}");
        }
        for game in random_positions(&start::<TankBattle>(), 6, 60, 2) {
            for (from, _) in game.pieces().filter(|(_, p)| p.side == game.turn()) {
                let annotation = annotate(&game, from);
                assert_eq!(annotation.targets.len(), game.moves_from(from).len());
                for t in &annotation.targets {
                    let mv = TankBattleMove::Slide { from, to: t.square };
                    let after = game.clone().play(mv).expect("legal");
                    if !after.is_over() {
                        let attacked = crate::ai::hint::capture_targets(&after).contains(&t.square);
                        assert_eq!(t.attacked, attacked);
                    }
                }
            }
        }
    }
}
