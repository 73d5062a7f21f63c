//! `ludoclasse bataille replay|stats`.

use clap::Subcommand;

use super::{CliResult, Failure};
use ludoclasse::core::bataille::{EndReason, parse_deck, replay};
use ludoclasse::core::bataille_stats::Stats;

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Replay one deal and print how it ended.
    Replay {
        /// The 52 cards, top first, separated by spaces: South gets cards 1-26, Emma 27-52.
        #[arg(long)]
        deck: String,
        /// Print one JSON object on one line.
        #[arg(long)]
        json: bool,
    },
    /// Play many shuffled deals and report how games end and how long they last.
    Stats {
        /// How many deals to play.
        #[arg(long, default_value_t = 10_000)]
        games: u64,
        /// The seed of the shuffles: the same seed gives the same deals.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: Cmd) -> CliResult {
    match command {
        Cmd::Replay { deck, json } => {
            let deck = parse_deck(&deck).map_err(|e| {
                Failure::input(super::texts().tr(
                    "cli-option-wrong",
                    &[
                        ("option", "--deck".into()),
                        (
                            "what",
                            super::say_words(&ludoclasse::lesson::load::deck_words(&e)).into(),
                        ),
                    ],
                ))
            })?;
            let result = replay(&deck);
            if json {
                println!("{}", serde_json::to_string(&result).expect("plain data"));
            } else {
                let winner = match result.winner {
                    ludoclasse::core::game::Winner::Side(s)
                        if s == ludoclasse::core::bataille::SOUTH =>
                    {
                        "South"
                    }
                    ludoclasse::core::game::Winner::Side(_) => "Emma",
                    ludoclasse::core::game::Winner::Draw => "nobody (draw)",
                };
                println!(
                    "winner: {winner}\nreason: {}\nrounds: {}\nbattles: {}\nSouth holds {} cards, Emma {}",
                    result.reason.name(),
                    result.rounds,
                    result.battles,
                    result.south_cards,
                    result.emma_cards
                );
            }
            Ok(())
        }
        Cmd::Stats { games, seed, json } => {
            let stats = run_stats(games, seed, super::cores());
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&stats.report(seed)).expect("plain data")
                );
            } else {
                print_stats(&stats, seed);
            }
            Ok(())
        }
    }
}

/// Plays deals `0..games` of the run `seed` on `threads` threads (the result does not depend on it).
pub fn run_stats(games: u64, seed: u64, threads: usize) -> Stats {
    let threads = threads.clamp(1, 64) as u64;
    let chunk = games.div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let start = (t * chunk).min(games);
                let end = ((t + 1) * chunk).min(games);
                scope.spawn(move || Stats::run(start..end, seed))
            })
            .collect();
        let mut total = Stats::empty();
        for w in workers {
            total.merge(&w.join().expect("a stats worker panicked"));
        }
        total
    })
}

fn print_stats(stats: &Stats, seed: u64) {
    println!("{} deals (seed {seed})", stats.games);
    println!("how the games ended:");
    for reason in EndReason::ALL {
        println!(
            "  {:<16} {:>6.2} %",
            reason.name(),
            100.0 * stats.share(reason)
        );
    }
    let pct = |n: u64| 100.0 * n as f64 / stats.games.max(1) as f64;
    println!(
        "winners: South {:.2} %, Emma {:.2} %, draw {:.2} %",
        pct(stats.south_wins),
        pct(stats.emma_wins),
        pct(stats.draws)
    );
    println!(
        "length in rounds: mean {:.1}, median {}, longest {} (deal {})",
        stats.mean_rounds(),
        stats.median_rounds(),
        stats.longest,
        stats.longest_deal
    );
    println!("histogram of lengths (rounds):");
    let histogram = stats.histogram();
    let most = histogram.iter().map(|b| b.games).max().unwrap_or(1).max(1);
    for bar in histogram {
        let width = (bar.games * 50).div_ceil(most) as usize;
        println!(
            "  {:>4}-{:<4} {:>8} {}",
            bar.from,
            bar.to,
            bar.games,
            "#".repeat(width)
        );
    }
}
