//! Matches between two levels: many games from seeded start positions, each player choosing its moves
//! from what it may see, with wins, draws, losses and the mean length.
//!
//! Game `i` of a match seeded `s` is the same whatever the number of threads that play the match: its
//! start position and both players' random choices come from `Rng::for_item(s, i)`.
//!
//! ```
//! # use ludoclasse::ai::search::Evaluate;
//! # use ludoclasse::core::game::{Game, Outcome, Side, Winner};
//! # #[derive(Clone)] struct Nim { left: u32, turn: Side }
//! # impl Game for Nim {
//! #     type Move = u32; type EndReason = ();
//! #     fn turn(&self) -> Side { self.turn }
//! #     fn legal_moves(&self, m: &mut Vec<u32>) { m.clear(); m.extend((1..=3).filter(|&n| n <= self.left)); }
//! #     fn play_unchecked(&mut self, n: u32) { self.left -= n; self.turn = self.turn.other(); }
//! #     fn outcome(&self) -> Option<Outcome<()>> {
//! #         (self.left == 0).then(|| Outcome { winner: Winner::Side(self.turn.other()), reason: () })
//! #     }
//! # }
//! # impl Evaluate for Nim { fn evaluate(&self, _: Side) -> i32 { 0 } }
//! use ludoclasse::ai::Level;
//! use ludoclasse::ai::arena::{Pairing, play_match};
//! // Nim from 21: the first player wins with perfect play, whoever its opponent is.
//! let pairing = Pairing { first: Level::Fort, second: Level::Random, alternate: false };
//! let stats = play_match(|_| Nim { left: 21, turn: Side::White }, pairing, 20, 7, 1);
//! assert_eq!(stats.wins, 20);
//! ```

use serde::Serialize;

use super::search::Evaluate;
use super::{Level, choose_move};
use crate::core::game::{ByColor, Side, Winner};
use crate::core::rng::Rng;
use rand::RngExt;

/// A game longer than this is stopped and counted as unfinished (a draw); every game of the kit has a
/// classroom guard well below it.
pub const MAX_PLIES: u32 = 5_000;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The level the statistics speak for.
    pub first: Level,
    pub second: Level,
    /// Swap sides every other game (`first` is White in even games, Black in odd ones); otherwise
    /// `first` is always White.
    pub alternate: bool,
}

impl Pairing {
    /// The levels of White and Black in game `index`.
    pub fn sides(self, index: u64) -> ByColor<Level> {
        if self.alternate && index % 2 == 1 {
            ByColor {
                white: self.second,
                black: self.first,
            }
        } else {
            ByColor {
                white: self.first,
                black: self.second,
            }
        }
    }

    /// The side `first` plays in game `index`.
    pub fn first_side(self, index: u64) -> Side {
        if self.alternate && index % 2 == 1 {
            Side::Black
        } else {
            Side::White
        }
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameRecord {
    /// `None` when [`MAX_PLIES`] stopped it.
    pub winner: Option<Winner>,
    pub plies: u32,
}

/// Plays one game from `start`, the levels given per side, each side with its own random stream.
pub fn play_game<G: Evaluate>(start: G, levels: ByColor<Level>, seed: u64) -> GameRecord {
    let mut rngs = ByColor {
        white: Rng::for_item(seed, 1),
        black: Rng::for_item(seed, 2),
    };
    let mut game = start;
    let mut plies = 0;
    while plies < MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return GameRecord {
                winner: Some(outcome.winner),
                plies,
            };
        }
        let side = game.turn();
        let Some(mv) = choose_move(&game, levels[side], &mut rngs[side]) else {
            break;
        };
        debug_assert!(game.is_legal(mv), "the computer chose an illegal move");
        game.play_unchecked(mv);
        plies += 1;
    }
    GameRecord {
        winner: game.outcome().map(|o| o.winner),
        plies,
    }
}

/// The results of a match, for the `first` level of its [`Pairing`].
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct MatchStats {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games stopped by [`MAX_PLIES`] (also counted as draws).
    pub unfinished: u32,
    /// Wins, draws, losses of `first` when it played White, then when it played Black.
    pub as_white: [u32; 3],
    pub as_black: [u32; 3],
    pub total_plies: u64,
}

impl MatchStats {
    pub fn mean_length(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_plies as f64 / self.games as f64
        }
    }

    /// Adds game `index` of `pairing`.
    pub fn add(&mut self, pairing: Pairing, index: u64, record: GameRecord) {
        let side = pairing.first_side(index);
        let result = match record.winner {
            Some(Winner::Side(s)) if s == side => 0,
            Some(Winner::Side(_)) => 2,
            Some(Winner::Draw) => 1,
            None => {
                self.unfinished += 1;
                1
            }
        };
        match result {
            0 => self.wins += 1,
            1 => self.draws += 1,
            _ => self.losses += 1,
        }
        match side {
            Side::White => self.as_white[result] += 1,
            Side::Black => self.as_black[result] += 1,
        }
        self.games += 1;
        self.total_plies += record.plies as u64;
    }

    pub fn merge(&mut self, other: &MatchStats) {
        self.games += other.games;
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.unfinished += other.unfinished;
        for i in 0..3 {
            self.as_white[i] += other.as_white[i];
            self.as_black[i] += other.as_black[i];
        }
        self.total_plies += other.total_plies;
    }
}

/// Plays `games` games of `pairing`; `start(i)` gives game `i`'s start position (drawn from its own
/// seeded stream when the game has a random setup). Uses `threads` threads (at least one); the result does
/// not depend on it.
pub fn play_match<G: Evaluate + Send>(
    start: impl Fn(&mut Rng) -> G + Sync,
    pairing: Pairing,
    games: u32,
    seed: u64,
    threads: usize,
) -> MatchStats {
    let one = |index: u64| {
        let mut setup = Rng::for_item(seed, index * 2);
        let game = start(&mut setup);
        // Each game's seed is drawn from the match seed (not `seed ^ index`, which gave two small seeds
        // the same set of games in another order).
        let game_seed = Rng::for_item(seed, index * 2 + 1).random::<u64>();
        let record = play_game(game, pairing.sides(index), game_seed);
        (index, record)
    };
    let threads = threads.max(1).min(games.max(1) as usize);
    let mut records: Vec<(u64, GameRecord)> = if threads == 1 {
        (0..games as u64).map(one).collect()
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let one = &one;
                    scope.spawn(move || {
                        (t as u64..games as u64)
                            .step_by(threads)
                            .map(one)
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("a match thread panicked"))
                .collect()
        })
    };
    records.sort_by_key(|r| r.0);
    let mut stats = MatchStats::default();
    for (index, record) in records {
        stats.add(pairing, index, record);
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::TicTacToe;

    /// A match of tic-tac-toe between `first` and `second`, swapping sides every other game.
    fn tic_tac_toe(
        first: Level,
        second: Level,
        games: u32,
        seed: u64,
        threads: usize,
    ) -> MatchStats {
        let pairing = Pairing {
            first,
            second,
            alternate: true,
        };
        play_match(|_| TicTacToe::new(), pairing, games, seed, threads)
    }

    #[test]
    fn fort_never_loses_tic_tac_toe_and_beats_random_often() {
        let stats = tic_tac_toe(Level::Fort, Level::Random, 40, 3, 1);
        assert_eq!(stats.games, 40);
        assert_eq!(stats.losses, 0, "{stats:?}");
        assert!(stats.wins >= 30, "{stats:?}");
        assert_eq!(stats.as_white.iter().sum::<u32>(), 20);
    }

    #[test]
    fn fort_against_itself_draws_tic_tac_toe() {
        let stats = tic_tac_toe(Level::Fort, Level::Fort, 6, 9, 1);
        assert_eq!(stats.draws, 6, "{stats:?}");
        assert_eq!(stats.mean_length(), 9.0);
    }

    #[test]
    fn results_do_not_depend_on_threads_and_follow_the_seed() {
        let match_ = |seed, threads| tic_tac_toe(Level::Debutant, Level::Random, 30, seed, threads);
        let one = match_(5, 1);
        assert_eq!(one, match_(5, 2));
        let other_seed = (6..12).map(|s| match_(s, 1)).any(|s| s != one);
        assert!(other_seed, "the seed changes the games");
    }
}
