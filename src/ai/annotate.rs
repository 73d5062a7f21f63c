//! What the app draws when a child selects a piece: every square the piece may go to, each with a mark
//! (safe, attacked, capture, scores, possible mine). Computed from the rules only, and from what the side
//! to move may know.

use serde::Serialize;

use super::hint::{Chance, Explain, capture_targets};
use crate::core::geometry::Square;

/// The main mark of a target square, the one the app draws (the strongest that applies, in this order:
/// scores, capture, possible mine, attacked, safe).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// Nothing can take the piece there.
    Safe,
    /// The enemy could take the piece there.
    Attacked,
    /// The move takes an enemy piece.
    Capture,
    /// The move brings points (target line, enemy base, arrival).
    Scores,
    /// A hidden card there may be a mine.
    PossibleMine,
}

/// One square the selected piece may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Target {
    pub square: Square,
    pub mark: Mark,
    pub capture: bool,
    pub attacked: bool,
    pub points: Option<i32>,
    pub mine_chance: Option<Chance>,
}

/// The targets of the piece on `from`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Annotation {
    pub from: Square,
    pub targets: Vec<Target>,
}

/// The targets of the piece on `from`. When it is not the turn of that piece's side, its targets are
/// shown as if it were (a child may ask where an enemy piece can go). No targets for an empty square or
/// a piece that cannot move.
pub fn annotate<G: Explain>(game: &G, from: Square) -> Annotation {
    let view = game.knowledge(game.turn());
    let mut targets = targets_from(&view, from);
    if targets.is_empty()
        && let Some(other) = view.turn_passed()
    {
        targets = targets_from(&other, from);
    }
    Annotation { from, targets }
}

fn targets_from<G: Explain>(view: &G, from: Square) -> Vec<Target> {
    let side = view.turn();
    let mut moves = Vec::new();
    view.legal_moves(&mut moves);
    let mut targets: Vec<Target> = moves
        .into_iter()
        .filter_map(|mv| {
            let (start, to) = G::move_squares(mv)?;
            if start != from {
                return None;
            }
            let after = view.after(mv);
            let enemy = if after.is_over() {
                None
            } else if after.turn() == side {
                after.turn_passed()
            } else {
                Some(after)
            };
            let attacked = enemy.is_some_and(|e| capture_targets(&e).contains(&to));
            let capture = view.captures(mv);
            let points = view.points(mv).filter(|&p| p > 0);
            let mine_chance = view.mine_chance(mv).filter(|c| !c.is_none());
            let mark = if points.is_some() {
                Mark::Scores
            } else if capture {
                Mark::Capture
            } else if mine_chance.is_some() {
                Mark::PossibleMine
            } else if attacked {
                Mark::Attacked
            } else {
                Mark::Safe
            };
            Some(Target {
                square: to,
                mark,
                capture,
                attacked,
                points,
                mine_chance,
            })
        })
        .collect();
    targets.sort_by_key(|t| (t.square.rank(), t.square.file()));
    targets.dedup_by_key(|t| t.square);
    targets
}
