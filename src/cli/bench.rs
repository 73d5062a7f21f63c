//! `ludoclasse bench …`: throughput figures for the notes (timings belong here, never in tests).

use std::time::Instant;

use clap::Subcommand;

use super::CliResult;
use super::perft::{Position, PositionVisitor, with_position};
use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::core::game::perft_threads;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// La Bataille: replay throughput on shuffled deals, on one core and on all of them.
    Bataille {
        #[arg(long, default_value_t = 100_000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many times to repeat the measure (the best and the median are reported).
        #[arg(long, default_value_t = 5)]
        repeat: u32,
    },
    /// How long a hint takes on mid-game positions (median, 90th percentile, worst).
    Hint(super::hint::BenchHintArgs),
    /// A board game's rules engine: perft to DEPTH from a position, in nodes (positions visited) per second.
    Perft {
        /// espion, schada, tank-battle or chars.
        #[arg(value_parser = super::refusal::game)]
        game: GameId,
        depth: u32,
        /// A position in the game's notation (the start position by default).
        #[arg(long)]
        position: Option<String>,
        /// How many times to repeat the measure (the best and the median are reported).
        #[arg(long, default_value_t = 3)]
        repeat: u32,
        /// The threads of the second measure (every core by default); the first is on one thread.
        #[arg(long)]
        threads: Option<usize>,
    },
}

/// Runs perft `repeat` times on a position and reports the count and the times. As chess engines do, the
/// count (the move sequences, i.e. the leaves of the tree) is what "nodes per second" divides.
struct TimedPerft {
    depth: u32,
    repeat: u32,
    threads: usize,
}

struct PerftTimes {
    nodes: u64,
    times: Vec<f64>,
}

impl PositionVisitor for TimedPerft {
    type Output = PerftTimes;
    fn visit<G: Position>(self, position: G) -> PerftTimes {
        let mut nodes = 0;
        let mut times = Vec::new();
        for _ in 0..self.repeat.max(1) {
            let start = Instant::now();
            nodes = perft_threads(&position, self.depth, self.threads);
            times.push(start.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        PerftTimes { nodes, times }
    }
}

pub fn run(boards: &Boards, args: Args) -> CliResult {
    match args.command {
        Cmd::Hint(args) => super::hint::run_bench_hint(boards, args),
        Cmd::Bataille {
            games,
            seed,
            repeat,
        } => {
            for threads in [1, super::cores()] {
                let mut times = Vec::new();
                let mut rounds = 0;
                for _ in 0..repeat.max(1) {
                    let start = Instant::now();
                    let stats = super::bataille::run_stats(games, seed, threads);
                    times.push(start.elapsed().as_secs_f64());
                    rounds = stats.total_rounds;
                }
                times.sort_by(f64::total_cmp);
                let median = times[times.len() / 2];
                println!(
                    "{}",
                    super::tr(
                        "cli-report-bench-bataille",
                        &[
                            ("games", games.to_string().into()),
                            ("rounds", rounds.to_string().into()),
                            ("threads", threads.into()),
                            ("best", super::decimal(times[0], 3).into()),
                            ("median", super::decimal(median, 3).into()),
                            ("rate", super::decimal(games as f64 / median, 0).into()),
                            (
                                "millions",
                                super::decimal(rounds as f64 / median / 1e6, 1).into(),
                            ),
                        ],
                    )
                );
            }
            Ok(())
        }
        Cmd::Perft {
            game,
            depth,
            position,
            repeat,
            threads,
        } => {
            for threads in [1, threads.unwrap_or_else(super::cores)] {
                let timed = TimedPerft {
                    depth,
                    repeat,
                    threads,
                };
                let r = with_position(boards, game, position.as_deref(), timed)?;
                let median = r.times[r.times.len() / 2];
                println!(
                    "{}",
                    super::tr(
                        "cli-report-bench-perft",
                        &[
                            ("game", game.id().into()),
                            ("depth", depth.to_string().into()),
                            ("nodes", r.nodes.to_string().into()),
                            ("threads", threads.into()),
                            ("best", super::decimal(r.times[0], 3).into()),
                            ("median", super::decimal(median, 3).into()),
                            (
                                "millions",
                                super::decimal(r.nodes as f64 / median / 1e6, 2).into(),
                            ),
                        ],
                    )
                );
            }
            Ok(())
        }
    }
}
