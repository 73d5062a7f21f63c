//! The alpha-beta search itself: iterative deepening at the root, negamax with a transposition table and
//! killer moves below it, and the capture-only quiescence search past the horizon.
//!
//! Nothing is allocated per node: each ply has its own move list and its own scratch position (a child is
//! made by copying its parent into the scratch position, [`Game::set_to`], then playing the move), and the
//! table is allocated once per search and cleared between sampled worlds.

use super::{
    Evaluate, INFINITY, Limits, MAX_PLY, OWN_DRAW, SearchResult, WIN_THRESHOLD, distance_corrected,
};
use crate::core::game::Side;

/// The search was stopped by the node budget.
pub(super) struct Aborted;

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<M> {
    key: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

const TABLE_SIZE: usize = 1 << 16;

/// Plies of scratch positions and move lists: the deepest negamax ply and the quiescence below it.
const STACK: usize = MAX_PLY + 17;

pub(super) struct Searcher<G: Evaluate> {
    budget: u64,
    pub(super) nodes: u64,
    quiescence: bool,
    root: Side,
    contempt: i32,
    table: Vec<Option<Entry<G::Move>>>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// Move lists reused per ply.
    lists: Vec<Vec<G::Move>>,
    /// One scratch position per ply, for the children of that ply's position (taken out while a search
    /// runs, see [`Searcher::with_stack`]).
    stack: Vec<G>,
    /// Sort keys of the move list being ordered (with the move's index, so that equal keys keep their
    /// order).
    keys: Vec<(i32, u32, G::Move)>,
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher for `game` and the positions that follow it, with a transposition table when `game`
    /// has position keys.
    pub(super) fn new(limits: &Limits, budget: u64, game: &G) -> Searcher<G> {
        Searcher {
            budget: budget.max(1),
            nodes: 0,
            quiescence: limits.quiescence,
            root: game.turn(),
            contempt: limits.contempt,
            table: if game.key().is_some() {
                vec![None; TABLE_SIZE]
            } else {
                Vec::new()
            },
            killers: vec![[None; 2]; MAX_PLY + 1],
            lists: (0..STACK).map(|_| Vec::new()).collect(),
            stack: vec![game.clone(); STACK],
            keys: Vec::new(),
        }
    }

    /// Starts afresh (empty table, no killer move, nothing counted) with a new budget: what a new
    /// searcher would be, without allocating again.
    pub(super) fn restart(&mut self, budget: u64) {
        self.budget = budget.max(1);
        self.nodes = 0;
        self.table.fill(None);
        self.killers.fill([None; 2]);
    }

    /// Runs `f` with the scratch positions taken out of the searcher (so that they can be borrowed
    /// beside it).
    pub(super) fn with_stack<R>(&mut self, f: impl FnOnce(&mut Self, &mut [G]) -> R) -> R {
        let mut stack = std::mem::take(&mut self.stack);
        let result = f(self, &mut stack);
        self.stack = stack;
        result
    }

    pub(super) fn run(
        &mut self,
        game: &G,
        mut root_moves: Vec<G::Move>,
        max_depth: u32,
        exact_root: bool,
    ) -> SearchResult<G::Move> {
        // Captures and other promising moves first (stable: the shuffle breaks ties).
        self.sort_moves(&mut root_moves, |m| game.order_key(m));
        let mut scores: Vec<(G::Move, i32)> = root_moves.iter().map(|&m| (m, -INFINITY)).collect();
        let mut depth_done = 0;
        for depth in 1..=max_depth.max(1) {
            let Some(iteration) =
                self.with_stack(|s, stack| s.iteration(game, stack, &scores, depth, exact_root))
            else {
                break;
            };
            let (iteration, complete) = iteration;
            if !complete {
                // Keep the finished iteration, unless a move of the unfinished one has already beaten
                // its best move (searched first, with its score known at this depth).
                if let (Some(&(first, first_score)), Some(&(best, best_score))) =
                    (iteration.first(), iteration.iter().max_by_key(|e| e.1))
                    && best != first
                    && best_score > first_score
                {
                    let pos = scores.iter().position(|e| e.0 == best).expect("root move");
                    let entry = scores.remove(pos);
                    scores.insert(0, (entry.0, best_score));
                }
                break;
            }
            scores = iteration;
            depth_done = depth;
            // A forced result does not change with depth.
            if scores[0].1.abs() >= WIN_THRESHOLD && !exact_root {
                break;
            }
            if self.nodes >= self.budget {
                break;
            }
        }
        let (best, score) = scores[0];
        let line = self.principal_line(game, best);
        SearchResult {
            best: Some(best),
            score,
            depth: depth_done,
            nodes: self.nodes,
            scores,
            line,
        }
    }

    /// One iteration of the root at `depth`: the moves searched, best first when it `complete`d, in the
    /// order searched when the budget ran out.
    #[allow(clippy::type_complexity)]
    fn iteration(
        &mut self,
        game: &G,
        stack: &mut [G],
        scores: &[(G::Move, i32)],
        depth: u32,
        exact_root: bool,
    ) -> Option<(Vec<(G::Move, i32)>, bool)> {
        let side = game.turn();
        let (child, deeper) = stack.split_first_mut()?;
        let mut iteration = Vec::with_capacity(scores.len());
        let mut alpha = -INFINITY;
        for &(mv, _) in scores {
            child.set_to(game);
            child.play_unchecked(mv);
            self.nodes += 1;
            let window_alpha = if exact_root { -INFINITY } else { alpha };
            // Depth 1 always completes, so that a move is always found.
            match self.child_value(child, deeper, side, depth - 1, 1, window_alpha, INFINITY) {
                Ok(score) => {
                    alpha = alpha.max(score);
                    iteration.push((mv, score));
                }
                Err(Aborted) if depth > 1 => return Some((iteration, false)),
                Err(Aborted) => unreachable!("depth 1 is never aborted"),
            }
        }
        // Searched moves keep their new scores; the order for the next iteration is best first.
        iteration.sort_by_key(|e| std::cmp::Reverse(e.1));
        Some((iteration, true))
    }

    /// The score of `child` for the side that just moved (`side`), whether the turn passed or not.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn child_value(
        &mut self,
        child: &G,
        stack: &mut [G],
        side: Side,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Aborted> {
        if child.turn() == side {
            self.negamax(child, stack, depth, ply, alpha, beta)
        } else {
            Ok(-self.negamax(child, stack, depth, ply, -beta, -alpha)?)
        }
    }

    /// What the table knows of `key` at `depth`: a score that settles the node, or the move to try first.
    fn probe(
        &self,
        key: Option<u64>,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<Option<G::Move>, i32> {
        let Some(key) = key else {
            return Ok(None);
        };
        let Some(entry) = self.table[key as usize % TABLE_SIZE].filter(|e| e.key == key) else {
            return Ok(None);
        };
        if entry.depth >= depth {
            let score = from_table(entry.score, ply);
            match entry.bound {
                Bound::Exact => return Err(score),
                Bound::Lower if score >= beta => return Err(score),
                Bound::Upper if score <= alpha => return Err(score),
                _ => {}
            }
        }
        Ok(entry.best)
    }

    fn store(
        &mut self,
        key: u64,
        depth: u32,
        ply: usize,
        best: i32,
        bound: Bound,
        mv: Option<G::Move>,
    ) {
        let slot = &mut self.table[key as usize % TABLE_SIZE];
        if slot.is_none_or(|e| e.depth <= depth || e.key != key) {
            *slot = Some(Entry {
                key,
                depth,
                score: to_table(best, ply),
                bound,
                best: mv,
            });
        }
    }

    fn negamax(
        &mut self,
        game: &G,
        stack: &mut [G],
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, Aborted> {
        let side = game.turn();
        if game.is_over() {
            return Ok(self.terminal(game, ply));
        }
        if depth == 0 || ply >= MAX_PLY {
            return if self.quiescence {
                self.quiesce(game, stack, ply, alpha, beta, 4)
            } else {
                Ok(game.evaluate(side))
            };
        }
        if self.nodes >= self.budget {
            return Err(Aborted);
        }
        let key = if self.table.is_empty() {
            None
        } else {
            game.key()
        };
        let table_move = match self.probe(key, depth, ply, alpha, beta) {
            Ok(mv) => mv,
            Err(score) => return Ok(score),
        };
        let (child, deeper) = stack.split_first_mut().expect("a scratch position per ply");
        let mut moves = std::mem::take(&mut self.lists[ply]);
        game.legal_moves(&mut moves);
        self.order(game, &mut moves, table_move, ply);
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut result = Ok(());
        for &mv in &moves {
            child.set_to(game);
            child.play_unchecked(mv);
            self.nodes += 1;
            let score = match self.child_value(child, deeper, side, depth - 1, ply + 1, alpha, beta)
            {
                Ok(s) => s,
                Err(Aborted) => {
                    result = Err(Aborted);
                    break;
                }
            };
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if !game.is_tactical(mv) {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                }
                break;
            }
        }
        self.lists[ply] = moves;
        result?;
        if let Some(key) = key {
            let bound = if best <= alpha_in {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.store(key, depth, ply, best, bound, best_move);
        }
        Ok(best)
    }

    /// The value of a finished game for its side to move: a win or a loss, sooner being better; a draw
    /// shaded by the contempt.
    ///
    /// With a contempt, a draw the computer would choose itself (its own move ends the game) counts a
    /// little less than one the opponent would have to choose. Where the opponent could stop at a draw
    /// on every line (Schada: the same piece moved a third time at 0–0), minimax scores every move alike;
    /// this keeps the computer from ending the game itself when the opponent might still play on.
    fn terminal(&self, game: &G, ply: usize) -> i32 {
        let side = game.turn();
        match game.final_value(side) {
            0 => {
                // The side to move at the end did not make the last move.
                let own_choice = side != self.root && self.contempt > 0;
                let for_root = -self.contempt - if own_choice { OWN_DRAW } else { 0 };
                if side == self.root {
                    for_root
                } else {
                    -for_root
                }
            }
            value => distance_corrected(value, ply as i32),
        }
    }

    /// Captures only, until the position is quiet; the side to move may always stand pat.
    fn quiesce(
        &mut self,
        game: &G,
        stack: &mut [G],
        ply: usize,
        mut alpha: i32,
        beta: i32,
        left: u32,
    ) -> Result<i32, Aborted> {
        let side = game.turn();
        if game.is_over() {
            return Ok(self.terminal(game, ply));
        }
        let stand = game.evaluate(side);
        if stand >= beta || left == 0 || ply >= MAX_PLY + 8 {
            return Ok(stand);
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let (child, deeper) = stack.split_first_mut().expect("a scratch position per ply");
        let mut moves = std::mem::take(&mut self.lists[ply]);
        game.tactical_moves(&mut moves);
        self.sort_moves(&mut moves, |m| game.order_key(m));
        let mut result = Ok(());
        for &mv in &moves {
            child.set_to(game);
            child.play_unchecked(mv);
            self.nodes += 1;
            let score = if child.turn() == side {
                self.quiesce(child, deeper, ply + 1, alpha, beta, left - 1)
            } else {
                self.quiesce(child, deeper, ply + 1, -beta, -alpha, left - 1)
                    .map(|s| -s)
            };
            let score = match score {
                Ok(s) => s,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.lists[ply] = moves;
        // Quiescence runs below the horizon: it finishes what it started even past the budget, which is
        // bounded by `left`.
        result.map(|()| best)
    }

    /// Sorts `moves` by `key`, highest first; equal keys keep their order. Most moves have the key 0:
    /// they stay where they are, between the moves with a positive key and those with a negative one,
    /// and only the others are sorted.
    fn sort_moves(&mut self, moves: &mut Vec<G::Move>, key: impl Fn(G::Move) -> i32) {
        let keys = &mut self.keys;
        keys.clear();
        let mut zeros = 0;
        for i in 0..moves.len() {
            let m = moves[i];
            match key(m) {
                0 => {
                    moves[zeros] = m;
                    zeros += 1;
                }
                k => keys.push((k, i as u32, m)),
            }
        }
        if keys.is_empty() {
            return;
        }
        moves.truncate(zeros);
        keys.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let positive = keys.partition_point(|e| e.0 > 0);
        moves.splice(0..0, keys[..positive].iter().map(|e| e.2));
        moves.extend(keys[positive..].iter().map(|e| e.2));
    }

    /// The table's move first, then the killer moves, then the game's own order.
    fn order(
        &mut self,
        game: &G,
        moves: &mut Vec<G::Move>,
        table_move: Option<G::Move>,
        ply: usize,
    ) {
        let killers = self.killers[ply];
        self.sort_moves(moves, |m| {
            let bonus = if Some(m) == table_move {
                3_000_000
            } else if Some(m) == killers[0] {
                1_000_000
            } else if Some(m) == killers[1] {
                900_000
            } else {
                0
            };
            bonus + game.order_key(m)
        });
    }

    /// The best move, then the table's best replies while they are legal.
    pub(super) fn principal_line(&self, game: &G, best: G::Move) -> Vec<G::Move> {
        let mut line = vec![best];
        if self.table.is_empty() {
            return line;
        }
        let mut position = game.clone();
        position.play_unchecked(best);
        let mut moves = Vec::new();
        while line.len() < 12 && !position.is_over() {
            let Some(key) = position.key() else { break };
            let Some(entry) = self.table[key as usize % TABLE_SIZE] else {
                break;
            };
            let Some(mv) = entry.best.filter(|_| entry.key == key) else {
                break;
            };
            position.legal_moves(&mut moves);
            if !moves.contains(&mv) {
                break;
            }
            position.play_unchecked(mv);
            line.push(mv);
        }
        line
    }
}

/// Win scores in the table count from the stored position, not from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    distance_corrected(score, -(ply as i32))
}

fn from_table(score: i32, ply: usize) -> i32 {
    distance_corrected(score, ply as i32)
}
