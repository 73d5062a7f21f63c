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
                use super::tr;
                let who = match result.winner {
                    ludoclasse::core::game::Winner::Side(s)
                        if s == ludoclasse::core::bataille::SOUTH =>
                    {
                        "south"
                    }
                    ludoclasse::core::game::Winner::Side(_) => "emma",
                    ludoclasse::core::game::Winner::Draw => "draw",
                };
                let lines = [
                    tr("cli-report-replay-winner", &[("who", who.into())]),
                    tr(
                        "cli-report-replay-reason",
                        &[
                            ("reason", end_words(result.reason).into()),
                            ("code", result.reason.name().into()),
                        ],
                    ),
                    tr(
                        "cli-report-replay-rounds",
                        &[("rounds", (result.rounds as usize).into())],
                    ),
                    tr(
                        "cli-report-replay-battles",
                        &[("battles", (result.battles as usize).into())],
                    ),
                    tr(
                        "cli-report-replay-holdings",
                        &[
                            ("south", (result.south_cards as usize).into()),
                            ("emma", (result.emma_cards as usize).into()),
                        ],
                    ),
                ];
                println!("{}", lines.join("\n"));
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

/// How a game ended, in words of the command line's language.
fn end_words(reason: EndReason) -> String {
    super::texts().get(&format!(
        "cli-report-end-{}",
        reason.name().replace('_', "-")
    ))
}

fn print_stats(stats: &Stats, seed: u64) {
    use super::{decimal, tr};
    let n = |x: u64| usize::try_from(x).unwrap_or(usize::MAX);
    println!(
        "{}",
        tr(
            "cli-report-stats-deals",
            &[
                ("games", n(stats.games).into()),
                ("seed", seed.to_string().into())
            ]
        )
    );
    println!("{}", tr("cli-report-stats-ends", &[]));
    for reason in EndReason::ALL {
        let share = format!("{:>6}", decimal(100.0 * stats.share(reason), 2));
        println!(
            "{}",
            tr(
                "cli-report-stats-end",
                &[
                    ("share", share.into()),
                    ("reason", end_words(reason).into()),
                    ("code", reason.name().into()),
                ],
            )
        );
    }
    let pct = |x: u64| decimal(100.0 * x as f64 / stats.games.max(1) as f64, 2);
    println!(
        "{}",
        tr(
            "cli-report-stats-winners",
            &[
                ("south", pct(stats.south_wins).into()),
                ("emma", pct(stats.emma_wins).into()),
                ("draw", pct(stats.draws).into()),
            ],
        )
    );
    println!(
        "{}",
        tr(
            "cli-report-stats-length",
            &[
                ("mean", decimal(stats.mean_rounds(), 1).into()),
                ("median", stats.median_rounds().to_string().into()),
                ("longest", stats.longest.to_string().into()),
                ("deal", stats.longest_deal.to_string().into()),
            ],
        )
    );
    println!("{}", tr("cli-report-stats-histogram", &[]));
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
