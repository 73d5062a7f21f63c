//! The search, generic over [`Game`]: iterative-deepening alpha-beta (negamax) with a node budget, move
//! ordering (previous best move, transposition table, the game's own ordering key, killer moves), an
//! optional capture-only quiescence search, and, for games with hidden information, several sampled
//! worlds whose root scores are averaged. Where a game asks for it, the root moves nearly as good as the
//! best are then ranked again for an opponent who may miss its best reply
//! ([`Evaluate::fallible_weight`]).
//!
//! The search knows nothing of any game beyond [`Evaluate`]: the rules come only from
//! [`Game::legal_moves`] and [`Game::play_unchecked`]. It never reads a clock: the same position, limits and
//! seed always give the same move (on every platform, the browser included).
//!
//! ```
//! use ludoclasse::ai::search::{Limits, search};
//! # use ludoclasse::ai::search::Evaluate;
//! # use ludoclasse::core::game::{Game, Outcome, Side, Winner};
//! # use ludoclasse::core::rng::Rng;
//! # /// Take 1 or 2 from a pile; who takes the last one wins.
//! # #[derive(Clone)] struct Nim { left: u32, turn: Side }
//! # impl Game for Nim {
//! #     type Move = u32; type EndReason = ();
//! #     fn turn(&self) -> Side { self.turn }
//! #     fn legal_moves(&self, m: &mut Vec<u32>) { m.clear(); m.extend((1..=2).filter(|&n| n <= self.left)); }
//! #     fn play_unchecked(&mut self, n: u32) { self.left -= n; self.turn = self.turn.other(); }
//! #     fn outcome(&self) -> Option<Outcome<()>> {
//! #         (self.left == 0).then(|| Outcome { winner: Winner::Side(self.turn.other()), reason: () })
//! #     }
//! # }
//! # impl Evaluate for Nim { fn evaluate(&self, _: Side) -> i32 { 0 } }
//! // From a pile of 4, taking 1 leaves a lost pile of 3 to the opponent.
//! let result = search(&Nim { left: 4, turn: Side::White }, &Limits::depth(6), &mut Rng::new(1));
//! assert_eq!(result.best, Some(1));
//! ```

use crate::core::game::{Game, Side};
use crate::core::rng::Rng;

/// The value of a won game (before the distance correction: a nearer win is worth a little more).
pub const WIN: i32 = 1_000_000;
/// How much worse a draw the computer chooses itself is than one the opponent must choose.
const OWN_DRAW: i32 = 10;

/// The unit of a win's margin bonus (so that the distance to the win can still be read from a score).
pub const MARGIN_UNIT: i32 = 1_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_THRESHOLD: i32 = WIN - 10_000;
const INFINITY: i32 = WIN * 2;
const MAX_PLY: usize = 128;

/// What the search needs to know about a game beyond its rules: how good a position is.
///
/// Scores are in hundredths of a small piece (a piece that is easy to lose is worth about 100), from the
/// point of view of the side asked about. Only `evaluate` is required.
pub trait Evaluate: Game {
    /// How good the position (not over) is for `side`.
    fn evaluate(&self, side: Side) -> i32;

    /// The value for `side` of a finished game: a win is [`WIN`]; a game may add a bonus for a wider
    /// margin, in whole [`MARGIN_UNIT`]s, at most five.
    fn final_value(&self, side: Side) -> i32 {
        self.outcome()
            .map_or(0, |outcome| outcome.winner.score_for(side) * WIN)
    }

    /// A sort key for move ordering: the higher, the sooner the move is tried (captures first).
    fn order_key(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Moves that the quiescence search still looks at past the horizon (captures). None by default.
    fn is_tactical(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A hash of the position (pieces, side to move, counters that change the rules), for the
    /// transposition table. `None` disables the table.
    fn key(&self) -> Option<u64> {
        None
    }

    /// True when the side to move cannot see everything (its view has unknowns that
    /// [`Evaluate::sample_world`] fills in).
    fn has_hidden_information(&self) -> bool {
        false
    }

    /// What the computer playing `viewer` knows of the position: by default [`Game::view_for`]. A game
    /// may add what the player remembers (the mines it laid itself).
    fn knowledge(&self, viewer: Side) -> Self {
        self.view_for(viewer)
    }

    /// A complete position consistent with this view (unknown cards drawn at random among those that
    /// remain possible). Games with nothing hidden return the position itself.
    fn sample_world(&self, _rng: &mut Rng) -> Self {
        self.clone()
    }

    /// How much, in percent, a search with [`Limits::fallible`] also counts on the opponent's average
    /// reply, besides its best one. 0 (the default) keeps the plain minimax choice.
    ///
    /// Worth it where any reply may end the game at once, so that the sooner a player gets ahead the
    /// better, even if a perfect opponent could catch up (Schada: moving the same piece a third time).
    fn fallible_weight(&self) -> i32 {
        0
    }
}

/// How far and how long the search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in moves.
    pub max_depth: u32,
    /// The node budget (positions played into): the search stops when it is spent. The first
    /// iteration always completes, so a move is always found.
    pub nodes: u64,
    /// Look at captures past the horizon.
    pub quiescence: bool,
    /// Give every root move its exact score (slower): for averaging sampled worlds and for hints.
    pub exact_root: bool,
    /// How many worlds to sample when the side to move cannot see everything.
    pub samples: u32,
    /// How much worse than even the searching side rates a drawn end (its opponent rates it as much
    /// better): a strong player avoids a draw while it has any fair alternative.
    pub contempt: i32,
    /// Among the moves nearly as good as the best against a perfect opponent, prefer the one whose
    /// replies are better on average: an opponent does not always find its best reply. Used when the game
    /// asks for it ([`Evaluate::fallible_weight`]) and nothing is hidden; it may spend up to `nodes` more.
    pub fallible: bool,
}

impl Limits {
    /// A fixed depth with an unlimited budget (for tests and small games).
    pub const fn depth(max_depth: u32) -> Limits {
        Limits {
            max_depth,
            nodes: u64::MAX,
            quiescence: false,
            exact_root: false,
            samples: 1,
            contempt: 0,
            fallible: false,
        }
    }

    /// Iterative deepening until `nodes` positions have been visited.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            max_depth: 64,
            nodes,
            quiescence: true,
            exact_root: false,
            samples: 8,
            contempt: 0,
            fallible: false,
        }
    }
}

/// What the search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The best move (`None` only when the game is over).
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Every root move with its score, best first. Exact only with [`Limits::exact_root`]; otherwise the
    /// scores after the best are upper bounds.
    pub scores: Vec<(M, i32)>,
    /// The expected continuation, the best move first (from the first sampled world, if several).
    pub line: Vec<M>,
}

/// Searches `game` for its side to move. With hidden information, `game` should be what that side knows
/// ([`Evaluate::knowledge`]); the search then averages `limits.samples` sampled worlds.
pub fn search<G: Evaluate>(game: &G, limits: &Limits, rng: &mut Rng) -> SearchResult<G::Move> {
    let mut root_moves = Vec::new();
    game.legal_moves(&mut root_moves);
    if root_moves.is_empty() {
        return SearchResult {
            best: None,
            score: game.final_value(game.turn()),
            depth: 0,
            nodes: 0,
            scores: Vec::new(),
            line: Vec::new(),
        };
    }
    // Ties go to the earlier move: shuffling first makes the choice among equals depend on the seed only.
    rng.shuffle(&mut root_moves);
    if !game.has_hidden_information() || limits.samples <= 1 {
        let world = game.sample_world(rng);
        let weight = world.fallible_weight().clamp(0, 100);
        let fallible = limits.fallible && weight > 0 && !game.has_hidden_information();
        let result = Searcher::new(limits, limits.nodes, game.turn()).run(
            &world,
            root_moves,
            limits.max_depth,
            limits.exact_root || fallible,
        );
        return if fallible {
            against_a_fallible_opponent(&world, limits, result, weight)
        } else {
            result
        };
    }
    let samples = limits.samples.max(1);
    let mut totals: Vec<(G::Move, i64)> = root_moves.iter().map(|&m| (m, 0)).collect();
    let mut nodes = 0;
    let mut depth = u32::MAX;
    let mut line = Vec::new();
    for i in 0..samples {
        let world = game.sample_world(rng);
        let result = Searcher::new(limits, limits.nodes / samples as u64, game.turn()).run(
            &world,
            root_moves.clone(),
            limits.max_depth,
            true,
        );
        nodes += result.nodes;
        depth = depth.min(result.depth);
        if i == 0 {
            line = result.line;
        }
        for (mv, score) in result.scores {
            if let Some(total) = totals.iter_mut().find(|(m, _)| *m == mv) {
                total.1 += score as i64;
            }
        }
    }
    let mut scores: Vec<(G::Move, i32)> = totals
        .into_iter()
        .map(|(m, t)| (m, (t / samples as i64) as i32))
        .collect();
    // Stable: equal averages keep the shuffled order.
    scores.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    let (best, score) = scores[0];
    if line.first() != Some(&best) {
        line = vec![best];
    }
    SearchResult {
        best: Some(best),
        score,
        depth,
        nodes,
        scores,
        line,
    }
}

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
fn against_a_fallible_opponent<G: Evaluate>(
    game: &G,
    limits: &Limits,
    mut result: SearchResult<G::Move>,
    weight: i32,
) -> SearchResult<G::Move> {
    let best = result.score;
    if is_forced(best) || result.scores.len() < 2 {
        return result;
    }
    let side = game.turn();
    let mut searcher = Searcher::new(limits, limits.nodes, side);
    searcher.use_table_for(game);
    let mut replies = Vec::new();
    let mut choice: Option<(G::Move, i64)> = None;
    'moves: for &(mv, score) in &result.scores {
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
                let mut grandchild = child.clone();
                grandchild.play_unchecked(reply);
                searcher.nodes += 1;
                let Ok(value) = searcher.child_value(
                    &grandchild,
                    side.other(),
                    FALLIBLE_DEPTH,
                    2,
                    -INFINITY,
                    INFINITY,
                ) else {
                    break 'moves;
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

/// The score of every legal move one move deep (the position right after it, or the end of the game),
/// best first; with hidden information, averaged over `samples` sampled worlds. What the `greedy` and
/// `débutant` players look at.
pub fn one_ply_scores<G: Evaluate>(game: &G, samples: u32, rng: &mut Rng) -> Vec<(G::Move, i32)> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    rng.shuffle(&mut moves);
    let side = game.turn();
    let worlds: Vec<G> = if game.has_hidden_information() {
        (0..samples.max(1))
            .map(|_| game.sample_world(rng))
            .collect()
    } else {
        vec![game.clone()]
    };
    let mut scores: Vec<(G::Move, i32)> = moves
        .iter()
        .map(|&mv| {
            let total: i64 = worlds
                .iter()
                .map(|world| {
                    let mut next = world.clone();
                    next.play_unchecked(mv);
                    if next.is_over() {
                        next.final_value(side) as i64
                    } else {
                        next.evaluate(side) as i64
                    }
                })
                .sum();
            (mv, (total / worlds.len() as i64) as i32)
        })
        .collect();
    scores.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    scores
}

/// The search was stopped by the node budget.
struct Aborted;

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

struct Searcher<M> {
    budget: u64,
    nodes: u64,
    quiescence: bool,
    root: Side,
    contempt: i32,
    table: Vec<Option<Entry<M>>>,
    killers: Vec<[Option<M>; 2]>,
    /// Move lists reused per ply (no allocation in the inner loop).
    lists: Vec<Vec<M>>,
}

impl<M: Copy + Eq> Searcher<M> {
    fn new(limits: &Limits, budget: u64, root: Side) -> Searcher<M> {
        Searcher {
            budget: budget.max(1),
            nodes: 0,
            quiescence: limits.quiescence,
            root,
            contempt: limits.contempt,
            table: Vec::new(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            lists: (0..=MAX_PLY + 16).map(|_| Vec::new()).collect(),
        }
    }

    /// A transposition table, when `game` has position keys.
    fn use_table_for<G: Evaluate<Move = M>>(&mut self, game: &G) {
        if game.key().is_some() {
            self.table = vec![None; TABLE_SIZE];
        }
    }

    fn run<G: Evaluate<Move = M>>(
        mut self,
        game: &G,
        mut root_moves: Vec<M>,
        max_depth: u32,
        exact_root: bool,
    ) -> SearchResult<M> {
        self.use_table_for(game);
        let side = game.turn();
        // Captures and other promising moves first (stable: the shuffle breaks ties).
        root_moves.sort_by_key(|&m| std::cmp::Reverse(game.order_key(m)));
        let mut scores: Vec<(M, i32)> = root_moves.iter().map(|&m| (m, -INFINITY)).collect();
        let mut depth_done = 0;
        for depth in 1..=max_depth.max(1) {
            let mut iteration = Vec::with_capacity(scores.len());
            let mut alpha = -INFINITY;
            let mut aborted = false;
            for &(mv, _) in &scores {
                let mut child = game.clone();
                child.play_unchecked(mv);
                self.nodes += 1;
                let window_alpha = if exact_root { -INFINITY } else { alpha };
                // Depth 1 always completes, so that a move is always found.
                let result = self.child_value(&child, side, depth - 1, 1, window_alpha, INFINITY);
                match result {
                    Ok(score) => {
                        alpha = alpha.max(score);
                        iteration.push((mv, score));
                    }
                    Err(Aborted) if depth > 1 => {
                        aborted = true;
                        break;
                    }
                    Err(Aborted) => unreachable!("depth 1 is never aborted"),
                }
            }
            if aborted {
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
            // Searched moves keep their new scores; the order for the next iteration is best first.
            iteration.sort_by_key(|e| std::cmp::Reverse(e.1));
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

    /// The score of `child` for the side that just moved (`side`), whether the turn passed or not.
    fn child_value<G: Evaluate<Move = M>>(
        &mut self,
        child: &G,
        side: Side,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Aborted> {
        if child.turn() == side {
            self.negamax(child, depth, ply, alpha, beta)
        } else {
            Ok(-self.negamax(child, depth, ply, -beta, -alpha)?)
        }
    }

    fn negamax<G: Evaluate<Move = M>>(
        &mut self,
        game: &G,
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
                self.quiesce(game, ply, alpha, beta, 4)
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
        let mut table_move = None;
        if let Some(key) = key
            && let Some(entry) = self.table[key as usize % TABLE_SIZE]
            && entry.key == key
        {
            table_move = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return Ok(score),
                    Bound::Lower if score >= beta => return Ok(score),
                    Bound::Upper if score <= alpha => return Ok(score),
                    _ => {}
                }
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        game.legal_moves(&mut moves);
        self.order(game, &mut moves, table_move, ply);
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut result = Ok(());
        for &mv in &moves {
            let mut child = game.clone();
            child.play_unchecked(mv);
            self.nodes += 1;
            let score = match self.child_value(&child, side, depth - 1, ply + 1, alpha, beta) {
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
            if score > alpha {
                alpha = score;
            }
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
            let slot = &mut self.table[key as usize % TABLE_SIZE];
            if slot.is_none_or(|e| e.depth <= depth || e.key != key) {
                *slot = Some(Entry {
                    key,
                    depth,
                    score: to_table(best, ply),
                    bound,
                    best: best_move,
                });
            }
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
    fn terminal<G: Evaluate<Move = M>>(&self, game: &G, ply: usize) -> i32 {
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
            value => distance_corrected(value, ply),
        }
    }

    /// Captures only, until the position is quiet; the side to move may always stand pat.
    fn quiesce<G: Evaluate<Move = M>>(
        &mut self,
        game: &G,
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
        let mut moves = std::mem::take(&mut self.lists[ply]);
        game.legal_moves(&mut moves);
        moves.retain(|&m| game.is_tactical(m));
        moves.sort_by_key(|&m| std::cmp::Reverse(game.order_key(m)));
        let mut result = Ok(());
        for &mv in &moves {
            let mut child = game.clone();
            child.play_unchecked(mv);
            self.nodes += 1;
            let score = if child.turn() == side {
                self.quiesce(&child, ply + 1, alpha, beta, left - 1)
            } else {
                self.quiesce(&child, ply + 1, -beta, -alpha, left - 1)
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

    fn order<G: Evaluate<Move = M>>(
        &self,
        game: &G,
        moves: &mut [M],
        table_move: Option<M>,
        ply: usize,
    ) {
        let killers = self.killers[ply];
        moves.sort_by_cached_key(|&m| {
            let bonus = if Some(m) == table_move {
                3_000_000
            } else if Some(m) == killers[0] {
                1_000_000
            } else if Some(m) == killers[1] {
                900_000
            } else {
                0
            };
            std::cmp::Reverse(bonus + game.order_key(m))
        });
    }

    /// The best move, then the table's best replies while they are legal.
    fn principal_line<G: Evaluate<Move = M>>(&self, game: &G, best: M) -> Vec<M> {
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

/// A nearer win is better, a later loss less bad.
fn distance_corrected(value: i32, ply: usize) -> i32 {
    if value >= WIN_THRESHOLD {
        value - ply as i32
    } else if value <= -WIN_THRESHOLD {
        value + ply as i32
    } else {
        value
    }
}

/// Win scores in the table count from the stored position, not from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}

/// A position key for [`Evaluate::key`]: `pieces` lists (cell index, piece code) pairs; `turn` and `extra`
/// (counters that change the rules) are mixed in.
pub fn key_of(pieces: impl Iterator<Item = (usize, usize)>, turn: u64, extra: u64) -> u64 {
    let mut key = mix(turn.wrapping_add(0x5851_F42D))
        ^ mix(extra.wrapping_mul(0x1_0000).wrapping_add(0xABCD_EF01));
    for (cell, code) in pieces {
        key ^= mix(((cell as u64) << 8 | code as u64).wrapping_add(0x1234_5678_9ABC));
    }
    key
}

/// SplitMix64's finalizer: spreads the bits of `x` over the whole word.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How many moves (both sides counted) away the forced result of `score` is, if it is one.
pub fn win_distance(score: i32) -> Option<u32> {
    is_forced(score).then(|| (-(score.abs() - WIN)).rem_euclid(MARGIN_UNIT) as u32)
}

/// True when `score` says the game is won (or lost, for negative scores) by force.
pub fn is_forced(score: i32) -> bool {
    score.abs() >= WIN_THRESHOLD
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::{Nim, TicTacToe};
    use crate::core::game::Winner;

    #[test]
    fn takes_a_win_in_one() {
        // X to move wins on the top right.
        let game = TicTacToe::parse("XX. OO. ...");
        let result = search(&game, &Limits::nodes(10_000), &mut Rng::new(1));
        assert_eq!(result.best, Some(2));
        assert_eq!(result.score, WIN - 1);
    }

    #[test]
    fn blocks_a_win_in_one() {
        // O to move must block the top right.
        let game = TicTacToe::parse("XX. O.. ...");
        for seed in 0..10 {
            let result = search(&game, &Limits::nodes(10_000), &mut Rng::new(seed));
            assert_eq!(result.best, Some(2), "seed {seed}");
        }
    }

    #[test]
    fn finds_a_forced_win_in_two() {
        // X plays a fork (A3 or B1): two ways to win, O can block only one.
        let game = TicTacToe::parse("XO. .X. ..O");
        let result = search(&game, &Limits::depth(5), &mut Rng::new(3));
        assert!(is_forced(result.score) && result.score > 0, "{result:?}");
        assert!([3, 6].contains(&result.best.unwrap()), "{result:?}");
    }

    #[test]
    fn nim_multiples_of_four_are_lost() {
        for left in 5..=11 {
            if left % 4 == 0 {
                continue;
            }
            let game = Nim {
                left,
                turn: Side::Black,
            };
            let result = search(&game, &Limits::depth(12), &mut Rng::new(left as u64));
            assert_eq!(result.best, Some(left % 4), "pile {left}");
            assert!(result.score > WIN_THRESHOLD);
        }
        let lost = search(
            &Nim {
                left: 8,
                turn: Side::White,
            },
            &Limits::depth(12),
            &mut Rng::new(0),
        );
        assert!(lost.score < -WIN_THRESHOLD);
    }

    #[test]
    fn the_table_does_not_change_the_result() {
        /// Tic-tac-toe without a transposition table.
        #[derive(Clone)]
        struct Plain(TicTacToe);
        impl Game for Plain {
            type Move = usize;
            type EndReason = ();
            fn turn(&self) -> Side {
                self.0.turn()
            }
            fn legal_moves(&self, m: &mut Vec<usize>) {
                self.0.legal_moves(m)
            }
            fn play_unchecked(&mut self, mv: usize) {
                self.0.play_unchecked(mv)
            }
            fn outcome(&self) -> Option<crate::core::game::Outcome<()>> {
                self.0.outcome()
            }
        }
        impl Evaluate for Plain {
            fn evaluate(&self, side: Side) -> i32 {
                self.0.evaluate(side)
            }
        }
        for text in ["X.. ... ...", "X.. .O. ...", "XO. ... ..X", "... .X. ..."] {
            let game = TicTacToe::parse(text);
            let limits = Limits {
                exact_root: true,
                ..Limits::depth(9)
            };
            let with = search(&game, &limits, &mut Rng::new(1));
            let without = search(&Plain(game.clone()), &limits, &mut Rng::new(1));
            let sorted = |r: &SearchResult<usize>| {
                let mut s = r.scores.clone();
                s.sort();
                s
            };
            assert_eq!(sorted(&with), sorted(&without), "{text}");
            assert!(with.nodes < without.nodes, "{text}");
        }
    }

    #[test]
    fn same_seed_same_move_and_the_budget_is_kept() {
        let game = TicTacToe::new();
        let limits = Limits::nodes(500);
        let a = search(&game, &limits, &mut Rng::new(42));
        let b = search(&game, &limits, &mut Rng::new(42));
        assert_eq!(a, b);
        // Depth 1 always completes; deeper iterations stop near the budget.
        assert!(a.nodes < 500 + 200, "{}", a.nodes);
        let pile = Nim {
            left: 9,
            turn: Side::White,
        };
        let choices: std::collections::HashSet<_> = (0..20)
            .map(|s| search(&pile, &Limits::depth(1), &mut Rng::new(s)).best)
            .collect();
        assert!(choices.len() > 1, "equal moves are chosen by the seed");
    }

    /// A game given as a small tree: White picks a branch, Black a reply, and the reply ends the game.
    #[derive(Clone)]
    struct Branches {
        /// Per White move, the results of Black's replies (`Winner`s).
        replies: &'static [&'static [Winner]],
        branch: Option<usize>,
        result: Option<Winner>,
    }
    impl Game for Branches {
        type Move = usize;
        type EndReason = ();
        fn turn(&self) -> Side {
            if self.branch.is_none() {
                Side::White
            } else {
                Side::Black
            }
        }
        fn legal_moves(&self, m: &mut Vec<usize>) {
            m.clear();
            match self.branch {
                _ if self.result.is_some() => {}
                None => m.extend(0..self.replies.len()),
                Some(b) => m.extend(0..self.replies[b].len()),
            }
        }
        fn play_unchecked(&mut self, mv: usize) {
            match self.branch {
                None => self.branch = Some(mv),
                Some(b) => self.result = Some(self.replies[b][mv]),
            }
        }
        fn outcome(&self) -> Option<crate::core::game::Outcome<()>> {
            self.result
                .map(|winner| crate::core::game::Outcome { winner, reason: () })
        }
    }
    impl Evaluate for Branches {
        fn evaluate(&self, _: Side) -> i32 {
            0
        }
        fn fallible_weight(&self) -> i32 {
            10
        }
    }

    #[test]
    fn against_a_fallible_opponent_the_search_sets_traps_but_never_risks_the_result() {
        const W: Winner = Winner::Side(Side::White);
        const B: Winner = Winner::Side(Side::Black);
        const D: Winner = Winner::Draw;
        let game = Branches {
            replies: &[
                // A trap: Black must find its only drawing reply.
                &[W, W, D, W, W],
                // Quiet: a draw whatever Black does.
                &[D, D, D],
                // A gamble: Black wins with its one good reply, and loses with all the others.
                &[W, W, W, B, W, W, W, W],
            ],
            branch: None,
            result: None,
        };
        let plain = Limits::depth(4);
        let fallible = Limits {
            fallible: true,
            ..plain
        };
        let mut plain_choices = std::collections::HashSet::new();
        for seed in 0..16 {
            let trap = search(&game, &fallible, &mut Rng::new(seed));
            assert_eq!(trap.best, Some(0), "seed {seed}: {trap:?}");
            assert_eq!(
                trap.score, 0,
                "the score stays the one against the best reply"
            );
            let best = search(&game, &plain, &mut Rng::new(seed)).best.unwrap();
            assert_ne!(best, 2, "the gamble loses against the best reply");
            plain_choices.insert(best);
        }
        // Without it, the trap and the quiet draw are alike: the seed chooses.
        assert_eq!(plain_choices.len(), 2, "{plain_choices:?}");
    }

    #[test]
    fn one_ply_scores_see_the_immediate_win() {
        let game = TicTacToe::parse("XX. OO. ...");
        let scores = one_ply_scores(&game, 1, &mut Rng::new(5));
        assert_eq!(scores[0], (2, WIN));
        assert_eq!(scores.len(), 5);
    }
}
