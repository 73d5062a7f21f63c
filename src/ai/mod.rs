//! The computer opponent and the move hints, for the four board games.
//!
//! Everything here works over the core's [`Game`](crate::core::game::Game) trait: the search
//! ([`search`]) asks the rules for legal moves and plays them, and each game adds only an evaluation
//! ([`search::Evaluate`], one file per game) and the words that explain a move ([`hint::Explain`]).
//!
//! - [`Level`]: `random`, `greedy`, `débutant`, `moyen`, `fort`, and [`choose_move`] to play at a level;
//! - [`hint`]: the move to suggest and why, as a Fluent message;
//! - [`annotate`]: what the app draws on the targets of a selected piece;
//! - [`arena`]: matches between levels, with statistics.
//!
//! Every choice is reproducible: randomness comes from a seeded [`Rng`], and the search stops on a node
//! budget, never on the clock.
//!
//! ```
//! use ludoclasse::ai::Level;
//! assert_eq!("fort".parse::<Level>(), Ok(Level::Fort));
//! assert_eq!("débutant".parse::<Level>(), Ok(Level::Debutant));
//! ```

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::core::game::{Game, Winner};
use crate::core::rng::Rng;

pub mod annotate;
pub mod arena;
pub mod chars;
pub mod espion;
pub mod hint;
pub mod schada;
pub mod search;
pub mod tank_battle;
#[cfg(test)]
mod testing;

use search::{Evaluate, Limits, SearchResult};

/// How well the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Any legal move, uniformly at random.
    Random,
    /// The best immediate gain, one move deep.
    Greedy,
    /// A beginner: takes what is offered, and often plays a weaker move on purpose.
    Debutant,
    /// Looks a few moves ahead with a small budget.
    Moyen,
    /// Iterative-deepening alpha-beta with a larger budget.
    Fort,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Greedy,
        Level::Debutant,
        Level::Moyen,
        Level::Fort,
    ];

    /// The level offered to children and used for hints unless told otherwise.
    pub const DEFAULT: Level = Level::Fort;

    pub const fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Debutant => "debutant",
            Level::Moyen => "moyen",
            Level::Fort => "fort",
        }
    }

    /// The search limits of the levels that search (`moyen`, `fort`).
    pub const fn limits(self) -> Option<Limits> {
        match self {
            Level::Random | Level::Greedy | Level::Debutant => None,
            Level::Moyen => Some(Limits {
                max_depth: 2,
                nodes: 4_000,
                quiescence: true,
                exact_root: false,
                samples: 4,
                contempt: 0,
                fallible: false,
            }),
            Level::Fort => Some(Limits {
                contempt: FORT_CONTEMPT,
                fallible: true,
                ..Limits::nodes(FORT_NODES)
            }),
        }
    }
}

/// The node budget of `fort`: about a tenth of a second on a slow laptop (see `ludoclasse bench hint`).
pub const FORT_NODES: u64 = 40_000;

/// `fort` plays on rather than accept a draw unless it stands worse than this (one and a half small pieces
/// below even, in the evaluations' unit).
const FORT_CONTEMPT: i32 = 150;

/// How often `débutant` plays a random move instead of its best guess, in percent.
const DEBUTANT_BLUNDER_PERCENT: u32 = 30;
/// `débutant` picks at random among the moves this close to its best one-move score.
const DEBUTANT_MARGIN: i32 = 60;
/// How many worlds the one-move players sample when something is hidden.
const SHALLOW_SAMPLES: u32 = 8;

crate::core::impls::display_by_name!(Level, id);

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s.to_lowercase().as_str() {
            "random" | "hasard" => Ok(Level::Random),
            "greedy" | "glouton" => Ok(Level::Greedy),
            "debutant" | "débutant" | "beginner" => Ok(Level::Debutant),
            "moyen" | "medium" => Ok(Level::Moyen),
            "fort" | "strong" => Ok(Level::Fort),
            _ => Err(format!(
                "`{s}` is not a level (random, greedy, debutant, moyen, fort)"
            )),
        }
    }
}

/// The move the computer plays at `level` for the side to move of `game` (`None` when the game is
/// over). It looks only at what that side may know ([`Evaluate::knowledge`]).
pub fn choose_move<G: Evaluate>(game: &G, level: Level, rng: &mut Rng) -> Option<G::Move> {
    let view = game.knowledge(game.turn());
    match level {
        Level::Random => {
            let mut moves = Vec::new();
            view.legal_moves(&mut moves);
            (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
        }
        Level::Greedy => search::one_ply_scores(&view, SHALLOW_SAMPLES, rng)
            .first()
            .map(|&(m, _)| m),
        Level::Debutant => debutant(&view, rng),
        Level::Moyen | Level::Fort => analyse(&view, level, rng).best,
    }
}

/// The full search result at a searching level (`moyen` or `fort`; other levels search like `moyen`).
/// `view` is what the side to move knows.
pub fn analyse<G: Evaluate>(view: &G, level: Level, rng: &mut Rng) -> SearchResult<G::Move> {
    let limits = level
        .limits()
        .or(Level::Moyen.limits())
        .expect("moyen searches");
    search::search(view, &limits, rng)
}

/// Takes a win or a capture that is offered, otherwise one of its nearly-best one-move choices, and
/// now and then any legal move.
///
/// It never ends the game itself without winning while another move keeps it going: a child's whole
/// game is not cut short by a blunder (a Schada piece moved a third time in a row at 0-0), nor by a rule
/// it may call on at will even to win ([`Evaluate::cuts_short`]: the same Schada piece a third time when
/// ahead). Nor does it play a move that changes nothing ([`Evaluate::is_idle`]) while it has another.
fn debutant<G: Evaluate>(view: &G, rng: &mut Rng) -> Option<G::Move> {
    let mut scores = search::one_ply_scores(view, SHALLOW_SAMPLES, rng);
    scores.first()?;
    // It plays the game out: it does not cut it short by a rule it may call on at will.
    if scores.iter().any(|&(m, _)| !view.cuts_short(m)) {
        scores.retain(|&(m, _)| !view.cuts_short(m));
    }
    let (best, best_score) = scores[0];
    if search::is_forced(best_score) && best_score > 0 {
        return Some(best);
    }
    if scores.iter().any(|&(m, _)| !ends_without_winning(view, m)) {
        scores.retain(|&(m, _)| !ends_without_winning(view, m));
    }
    // Nor does it dawdle: a move that changes nothing only when it has no other.
    if scores.iter().any(|&(m, _)| !view.is_idle(m)) {
        scores.retain(|&(m, _)| !view.is_idle(m));
    }
    let best_score = scores[0].1;
    if rng.below(100) < DEBUTANT_BLUNDER_PERCENT {
        return Some(scores[rng.below(scores.len() as u32) as usize].0);
    }
    let near = scores
        .iter()
        .take_while(|&&(_, s)| s >= best_score - DEBUTANT_MARGIN)
        .count();
    Some(scores[rng.below(near as u32) as usize].0)
}

/// Whether `mv` ends the game with no win for the side that plays it.
fn ends_without_winning<G: Game>(view: &G, mv: G::Move) -> bool {
    let side = view.turn();
    let mut after = view.clone();
    after.play_unchecked(mv);
    after
        .outcome()
        .is_some_and(|o| o.winner != Winner::Side(side))
}

#[cfg(test)]
pub(crate) mod toy;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::testing::position;
    use crate::core::schada::Schada;

    #[test]
    fn the_gentlest_computer_never_cuts_a_game_short() {
        // White's soldier on D4 made White's last two moves; moving it again ends the game at once, a
        // draw (no points, five chiefs each). White has other moves.
        let game = position::<Schada>("uouou3/pppppp2/8/8/3P4/8/8/1U1UOUO1 w 20 D4:2 -");
        for seed in 0..200 {
            let mv = choose_move(&game, Level::Debutant, &mut Rng::new(seed)).expect("a move");
            assert!(!ends_without_winning(&game, mv), "seed {seed}: {mv:?}");
        }
        // The position does offer such moves: the test would see one chosen.
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert!(moves.iter().any(|&m| ends_without_winning(&game, m)));
    }

    /// Seen in Schada lesson 6: every game between two beginners ended by rule 3, one in seven within
    /// ten moves (200 games). White is ahead (five chiefs to four) and its soldier on D4 made its last two
    /// moves: moving it again wins at once. The gentlest level plays the game out first; from move 20
    /// on, it takes that win.
    #[test]
    fn the_gentlest_computer_plays_the_game_out_before_ending_it_by_rule_three() {
        let early = position::<Schada>("uouo4/pppppp2/8/8/3P4/8/8/1U1UOUO1 w 8 D4:2 -");
        let late = position::<Schada>("uouo4/pppppp2/8/8/3P4/8/8/1U1UOUO1 w 24 D4:2 -");
        let ends = |game: &Schada, mv| {
            let mut after = game.clone();
            after.play_unchecked(mv);
            after.outcome().is_some()
        };
        let mut moves = Vec::new();
        early.legal_moves(&mut moves);
        assert!(
            moves.iter().any(|&m| ends(&early, m)),
            "the position offers it"
        );
        for seed in 0..100 {
            let mv = choose_move(&early, Level::Debutant, &mut Rng::new(seed)).expect("a move");
            assert!(!ends(&early, mv), "seed {seed}: {mv:?}");
            let mv = choose_move(&late, Level::Debutant, &mut Rng::new(seed)).expect("a move");
            let mut after = late.clone();
            after.play_unchecked(mv);
            assert_eq!(
                after.outcome().map(|o| o.winner),
                Some(Winner::Side(crate::core::game::Side::White)),
                "seed {seed}: {mv:?}"
            );
        }
    }
}
