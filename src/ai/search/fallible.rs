//! The second look at the root for an opponent who may miss its best reply ([`Limits::fallible`]).

use super::searcher::Searcher;
use super::{Evaluate, INFINITY, Limits, SearchResult, WIN_THRESHOLD, is_forced};

/// How far below the best move (in the evaluations' unit) a move may be and still be chosen for its
/// average reply: about one and a half small pieces.
const FALLIBLE_MARGIN: i32 = 150;
/// How deep each reply is searched for the average: the computer's answer, then the opponent's.
const FALLIBLE_DEPTH: u32 = 2;

/// Re-ranks the moves of `result` (searched with exact root scores) for an opponent who does not always
/// find its best reply: each move within [`FALLIBLE_MARGIN`] of the best gets `100 - weight` percent of its
/// score against the best reply plus `weight` percent of its average over all replies (each searched
/// [`FALLIBLE_DEPTH`] moves deep). The moves are averaged best first; when the extra budget
/// (`limits.nodes`) runs out, those not yet averaged are left out of the choice.
///
/// A move never loses more than the margin against a perfect opponent, and the computer gets ahead
/// sooner against one who errs: in Schada, where any reply may end the game, this is what turns draws
/// against a careless player into wins.
pub(super) fn against_a_fallible_opponent<G: Evaluate>(
    game: &G,
    limits: &Limits,
    mut result: SearchResult<G::Move>,
    weight: i32,
) -> SearchResult<G::Move> {
    if is_forced(result.score) || result.scores.len() < 2 {
        return result;
    }
    let mut searcher = Searcher::new(limits, limits.nodes, game);
    let choice = searcher.with_stack(|searcher, stack| {
        fallible_choice(searcher, stack, game, &result.scores, result.score, weight)
    });
    result.nodes += searcher.nodes;
    if let Some((mv, _)) = choice
        && Some(mv) != result.best
    {
        let pos = result
            .scores
            .iter()
            .position(|e| e.0 == mv)
            .expect("a root move");
        let entry = result.scores.remove(pos);
        result.scores.insert(0, entry);
        result.best = Some(mv);
        result.score = entry.1;
        result.line = searcher.principal_line(game, mv);
    }
    result
}

/// The move of `scores` with the best combined score, among those averaged before the budget ran out.
fn fallible_choice<G: Evaluate>(
    searcher: &mut Searcher<G>,
    stack: &mut [G],
    game: &G,
    scores: &[(G::Move, i32)],
    best: i32,
    weight: i32,
) -> Option<(G::Move, i64)> {
    let side = game.turn();
    let (grandchild, deeper) = stack.split_first_mut()?;
    let mut replies = Vec::new();
    let mut choice: Option<(G::Move, i64)> = None;
    for &(mv, score) in scores {
        if score < best - FALLIBLE_MARGIN {
            continue;
        }
        let mut child = game.clone();
        child.play_unchecked(mv);
        let average = if child.is_over() || child.turn() == side {
            score as i64
        } else {
            child.legal_moves(&mut replies);
            let mut total = 0i64;
            for &reply in &replies {
                grandchild.set_to(&child);
                grandchild.play_unchecked(reply);
                searcher.nodes += 1;
                let Ok(value) = searcher.child_value(
                    grandchild,
                    deeper,
                    side.other(),
                    FALLIBLE_DEPTH,
                    2,
                    -INFINITY,
                    INFINITY,
                ) else {
                    return choice;
                };
                // The reply's value for the opponent; a win or loss counts at its threshold.
                total -= value.clamp(-WIN_THRESHOLD, WIN_THRESHOLD) as i64;
            }
            total / replies.len().max(1) as i64
        };
        let combined = (100 - weight as i64) * score as i64 + weight as i64 * average;
        if choice.is_none_or(|(_, c)| combined > c) {
            choice = Some((mv, combined));
        }
    }
    choice
}
