//! The command line: one small module per area, each a thin layer over the library.
//!
//! Errors are printed as `ludoclasse: what is wrong` on standard error. Exit status: 0 on success, 1 when
//! a check finds problems or a command fails, 2 for input that cannot be used (a bad deck, a bad
//! position, a bad option).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod app;
mod bataille;
mod bench;
mod chars;
mod hint;
mod lesson;
mod perft;
mod print;

/// Ludoclasse: a classroom kit for five forgotten games.
///
/// Run with no command to open the classroom app.
#[derive(Parser, Debug)]
#[command(name = "ludoclasse", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// La Bataille (War): replay a deal, or gather statistics over many deals.
    Bataille(bataille::Args),
    /// Measure the speed of the engines.
    Bench(bench::Args),
    /// Bataille de chars: replay the race of phase 1 with fixed throws.
    Chars(chars::Args),
    /// The computer's suggested move for the side to move, with its reason.
    Hint(hint::HintArgs),
    /// Computer against computer: many games between two levels.
    Match(hint::MatchArgs),
    /// Guided lessons: check them, show them, print their schema.
    Lesson(lesson::Args),
    /// Count the move sequences of exactly DEPTH moves (to check a rules engine).
    Perft(perft::PerftArgs),
    /// Write a game's printable kit (boards at true size, pieces, cards, rules) as a PDF.
    Print(print::Args),
    /// Print a board game's position as text.
    Show(perft::ShowArgs),
    /// Render one frame of the app into a PNG (needs a display: use xvfb-run on a server).
    Screenshot(app::ScreenshotArgs),
}

/// A failure the user must hear about, with the exit status it deserves.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub status: u8,
}

impl Failure {
    /// Input that cannot be used: exit status 2.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            status: 2,
        }
    }
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Failure {
        Failure {
            message: format!("{e:#}"),
            status: 1,
        }
    }
}

pub type CliResult = Result<(), Failure>;

pub fn run(cli: Cli) -> ExitCode {
    let result = match cli.command {
        None => {
            ludoclasse::app::run();
            Ok(())
        }
        Some(Command::Bataille(args)) => bataille::run(args),
        Some(Command::Bench(args)) => bench::run(args),
        Some(Command::Chars(args)) => chars::run(args),
        Some(Command::Hint(args)) => hint::run_hint(args),
        Some(Command::Match(args)) => hint::run_match(args),
        Some(Command::Lesson(args)) => lesson::run(args),
        Some(Command::Perft(args)) => perft::run_perft(args),
        Some(Command::Print(args)) => print::run(args),
        Some(Command::Show(args)) => perft::run_show(args),
        Some(Command::Screenshot(args)) => app::run_screenshot(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("ludoclasse: {}", failure.message);
            ExitCode::from(failure.status)
        }
    }
}

/// The number of worker threads to use: every core the machine offers.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
