//! Statistics over many shuffled deals of La Bataille: how games end and how long they last. They feed
//! the probability lesson ("guess how long a game lasts, then look at a thousand of them").
//!
//! The work is split into independent chunks, so a caller can run them on several threads; deal `i` is
//! always the same for a given seed, whatever the split.
//!
//! ```
//! use ludoclasse::core::bataille_stats::Stats;
//! let stats = Stats::run(0..200, 42);
//! assert_eq!(stats.games, 200);
//! ```

use std::ops::Range;

use serde::Serialize;

use super::bataille::{EndReason, ROUND_LIMIT, replay_ranks};
use super::game::{Side, Winner};
use super::rng::Rng;

/// Width of a histogram bar, in rounds.
pub const BUCKET_ROUNDS: u32 = 100;
const BUCKETS: usize = ROUND_LIMIT.div_ceil(BUCKET_ROUNDS) as usize;

/// Counts gathered over a set of deals; chunks combine with [`Stats::merge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    pub games: u64,
    /// Games per end reason, in the order of [`EndReason::ALL`].
    pub reasons: [u64; 4],
    /// Wins of South, of Emma, and draws.
    pub south_wins: u64,
    pub emma_wins: u64,
    pub draws: u64,
    pub total_rounds: u64,
    pub longest: u32,
    /// The seed index of the longest game, to replay it.
    pub longest_deal: u64,
    /// Games per exact length in rounds (index = rounds), for the median.
    lengths: Vec<u64>,
}

impl Stats {
    pub fn empty() -> Stats {
        Stats {
            games: 0,
            reasons: [0; 4],
            south_wins: 0,
            emma_wins: 0,
            draws: 0,
            total_rounds: 0,
            longest: 0,
            longest_deal: 0,
            lengths: vec![0; ROUND_LIMIT as usize + 1],
        }
    }

    /// Plays the deals numbered `deals` of the run seeded with `seed`.
    pub fn run(deals: Range<u64>, seed: u64) -> Stats {
        let mut stats = Stats::empty();
        let mut ranks = [0u8; 52];
        for deal in deals {
            for (i, r) in ranks.iter_mut().enumerate() {
                *r = (i / 4) as u8;
            }
            Rng::for_item(seed, deal).shuffle(&mut ranks);
            let result = replay_ranks(&ranks);
            stats.games += 1;
            let reason = EndReason::ALL
                .iter()
                .position(|&r| r == result.reason)
                .expect("known reason");
            stats.reasons[reason] += 1;
            match result.winner {
                Winner::Side(Side::White) => stats.south_wins += 1,
                Winner::Side(Side::Black) => stats.emma_wins += 1,
                Winner::Draw => stats.draws += 1,
            }
            stats.total_rounds += result.rounds as u64;
            stats.lengths[result.rounds as usize] += 1;
            if result.rounds > stats.longest {
                stats.longest = result.rounds;
                stats.longest_deal = deal;
            }
        }
        stats
    }

    /// Adds the counts of `other` (a chunk of later deals).
    pub fn merge(&mut self, other: &Stats) {
        self.games += other.games;
        for (a, b) in self.reasons.iter_mut().zip(other.reasons) {
            *a += b;
        }
        self.south_wins += other.south_wins;
        self.emma_wins += other.emma_wins;
        self.draws += other.draws;
        self.total_rounds += other.total_rounds;
        if other.longest > self.longest {
            self.longest = other.longest;
            self.longest_deal = other.longest_deal;
        }
        for (a, b) in self.lengths.iter_mut().zip(&other.lengths) {
            *a += b;
        }
    }

    pub fn mean_rounds(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.total_rounds as f64 / self.games as f64
        }
    }

    /// The median length in rounds (the lower middle for an even count).
    pub fn median_rounds(&self) -> u32 {
        let half = self.games.div_ceil(2);
        let mut seen = 0;
        for (rounds, &n) in self.lengths.iter().enumerate() {
            seen += n;
            if seen >= half && n > 0 {
                return rounds as u32;
            }
        }
        0
    }

    /// Games per bar of [`BUCKET_ROUNDS`] rounds: bar `i` holds lengths `i*100+1 ..= (i+1)*100`, so the
    /// last bar ends with the games stopped by the 2000-round limit.
    pub fn histogram(&self) -> Vec<Bucket> {
        let mut bars: Vec<Bucket> = (0..BUCKETS as u32)
            .map(|i| Bucket {
                from: i * BUCKET_ROUNDS + 1,
                to: ((i + 1) * BUCKET_ROUNDS).min(ROUND_LIMIT),
                games: 0,
            })
            .collect();
        for (rounds, &n) in self.lengths.iter().enumerate().skip(1) {
            bars[(rounds - 1) / BUCKET_ROUNDS as usize].games += n;
        }
        bars
    }

    /// The share (0–1) of games that ended for `reason`.
    pub fn share(&self, reason: EndReason) -> f64 {
        let i = EndReason::ALL
            .iter()
            .position(|&r| r == reason)
            .expect("known");
        if self.games == 0 {
            0.0
        } else {
            self.reasons[i] as f64 / self.games as f64
        }
    }

    /// The report printed by `ludoclasse bataille stats --json`.
    pub fn report(&self, seed: u64) -> Report {
        Report {
            games: self.games,
            seed,
            reasons: EndReason::ALL
                .iter()
                .map(|&r| ReasonShare {
                    reason: r,
                    games: self.reasons
                        [EndReason::ALL.iter().position(|&x| x == r).expect("known")],
                    share: self.share(r),
                })
                .collect(),
            south_wins: self.south_wins,
            emma_wins: self.emma_wins,
            draws: self.draws,
            mean_rounds: self.mean_rounds(),
            median_rounds: self.median_rounds(),
            longest_rounds: self.longest,
            longest_deal: self.longest_deal,
            histogram: self.histogram(),
        }
    }
}

/// One bar of the histogram of game lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Bucket {
    pub from: u32,
    pub to: u32,
    pub games: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ReasonShare {
    pub reason: EndReason,
    pub games: u64,
    pub share: f64,
}

/// Everything `stats` reports, ready for JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub games: u64,
    pub seed: u64,
    pub reasons: Vec<ReasonShare>,
    pub south_wins: u64,
    pub emma_wins: u64,
    pub draws: u64,
    pub mean_rounds: f64,
    pub median_rounds: u32,
    pub longest_rounds: u32,
    /// Which deal of the run was the longest (0-based).
    pub longest_deal: u64,
    pub histogram: Vec<Bucket>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_merge_to_the_whole_run() {
        let whole = Stats::run(0..300, 9);
        let mut parts = Stats::run(0..120, 9);
        parts.merge(&Stats::run(120..300, 9));
        assert_eq!(whole, parts);
        assert_eq!(whole.histogram().iter().map(|b| b.games).sum::<u64>(), 300);
        assert_eq!(whole.reasons.iter().sum::<u64>(), 300);
    }

    #[test]
    fn median_of_known_lengths() {
        let mut s = Stats::empty();
        for (rounds, n) in [(10, 2), (20, 1), (30, 2)] {
            s.lengths[rounds] += n;
            s.games += n;
        }
        assert_eq!(s.median_rounds(), 20);
    }
}
