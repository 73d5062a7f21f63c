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

use crate::core::game::{ByColor, Game, Side, Winner};
use crate::core::rng::Rng;

mod fallible;
mod searcher;
#[cfg(test)]
mod tests;

use fallible::against_a_fallible_opponent;
use searcher::Searcher;

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

    /// The value for `side` of a finished game: a win is [`WIN`], with a bonus for a wider margin of
    /// [`Evaluate::final_points`], in whole [`MARGIN_UNIT`]s, at most five.
    fn final_value(&self, side: Side) -> i32 {
        let Some(outcome) = self.outcome() else {
            return 0;
        };
        let margin = self.final_points().map_or(0, |points| {
            (i64::from(points[side]) - i64::from(points[side.other()]))
                .unsigned_abs()
                .min(5) as i32
                * MARGIN_UNIT
        });
        match outcome.winner {
            Winner::Draw => 0,
            Winner::Side(s) if s == side => WIN + margin,
            Winner::Side(_) => -WIN - margin,
        }
    }

    /// Each side's points, for games where a win by more points is worth more.
    fn final_points(&self) -> Option<ByColor<u32>> {
        None
    }

    /// A sort key for move ordering: the higher, the sooner the move is tried (captures first).
    fn order_key(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A move that changes nothing that matters (a Bataille de chars tank stepping aside where it could
    /// go on): the gentlest level plays another when it has one, so that a child's game moves on. None
    /// by default.
    fn is_idle(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A move that ends the game by a rule a player may call on at will rather than by the game's goal
    /// (Schada: the same piece moved a third time in a row): the gentlest level leaves it while it has
    /// another move, so that a child's whole game is played out. None by default.
    fn cuts_short(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Moves that the quiescence search still looks at past the horizon (captures). None by default.
    fn is_tactical(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The tactical moves of the position, in the order of [`Game::legal_moves`] (what quiescence looks
    /// at). Games may override it to generate them directly.
    fn tactical_moves(&self, moves: &mut Vec<Self::Move>) {
        self.legal_moves(moves);
        moves.retain(|&m| self.is_tactical(m));
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

    /// A hint's two-move check: every move and its best reply, captures played out, each move with its
    /// exact score ([`crate::ai::hint`]).
    pub const fn two_moves() -> Limits {
        Limits {
            max_depth: 2,
            nodes: u64::MAX,
            quiescence: true,
            exact_root: true,
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
    // Ties go to the earlier move: shuffling first makes the choice among equals depend on the seed only;
    // idle moves go last, so that a tie never goes to a move that changes nothing.
    rng.shuffle(&mut root_moves);
    root_moves.sort_by_key(|&m| game.is_idle(m));
    if !game.has_hidden_information() || limits.samples <= 1 {
        let world = game.sample_world(rng);
        let weight = world.fallible_weight().clamp(0, 100);
        let fallible = limits.fallible && weight > 0 && !game.has_hidden_information();
        let result = Searcher::new(limits, limits.nodes, &world).run(
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
    // One searcher for every world: its table and scratch positions are allocated once.
    let budget = limits.nodes / samples as u64;
    let mut searcher = Searcher::new(limits, budget, game);
    for i in 0..samples {
        let world = game.sample_world(rng);
        searcher.restart(budget);
        let result = searcher.run(&world, root_moves.clone(), limits.max_depth, true);
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

/// A win or loss `plies` further from the root: a nearer win is better, a later loss less bad (a
/// negative `plies` moves it nearer). Other values are unchanged.
fn distance_corrected(value: i32, plies: i32) -> i32 {
    if value >= WIN_THRESHOLD {
        value - plies
    } else if value <= -WIN_THRESHOLD {
        value + plies
    } else {
        value
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
