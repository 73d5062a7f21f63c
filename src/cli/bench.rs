//! `ludoclasse bench …`: throughput figures for the notes (timings belong here, never in tests).

use std::time::Instant;

use clap::Subcommand;

use super::CliResult;

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
}

pub fn run(args: Args) -> CliResult {
    match args.command {
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
                    "bataille stats, {games} games ({rounds} rounds), {threads} thread(s): best {:.3} s, median {:.3} s, {:.0} games/s, {:.1} M rounds/s",
                    times[0],
                    median,
                    games as f64 / median,
                    rounds as f64 / median / 1e6
                );
            }
            Ok(())
        }
    }
}
