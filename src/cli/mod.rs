//! The command line: one small module per area, each a thin layer over the library.
//!
//! Errors are printed as `ludoclasse: what is wrong` on standard error. Exit status: 0 on success, 1 when
//! a check finds problems or a command fails, 2 for input that cannot be used (a bad deck, a bad
//! position, a bad option).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ludoclasse::boards::Boards;

mod app;
mod bataille;
mod bench;
mod chars;
mod hint;
mod lesson;
mod perft;
mod print;
mod worksheets;

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
    // The areas with commands of their own (`ludoclasse bataille replay`) hold them in a
    // `#[command(subcommand)]` field.
    /// La Bataille (War): replay a deal, or gather statistics over many deals.
    Bataille {
        #[command(subcommand)]
        command: bataille::Cmd,
    },
    /// Measure the speed of the engines.
    Bench(bench::Args),
    /// Bataille de chars: replay the race of phase 1 with fixed throws.
    Chars {
        #[command(subcommand)]
        command: chars::Cmd,
    },
    /// The computer's suggested move for the side to move, with its reason.
    Hint(hint::HintArgs),
    /// Computer against computer: many games between two levels.
    Match(hint::MatchArgs),
    /// Guided lessons: check them, show them, print their schema.
    Lesson {
        #[command(subcommand)]
        command: lesson::Command,
    },
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

/// Problems in data files, one per line (status 1).
impl From<Vec<ludoclasse::data::DataError>> for Failure {
    fn from(errors: Vec<ludoclasse::data::DataError>) -> Failure {
        Failure {
            message: errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\nludoclasse: "),
            status: 1,
        }
    }
}

/// A board game that cannot be opened: a broken board file (status 1), a bad position or a game
/// without an engine (status 2).
impl From<ludoclasse::boards::OpenError> for Failure {
    fn from(e: ludoclasse::boards::OpenError) -> Failure {
        use ludoclasse::boards::OpenError;
        match e {
            OpenError::Board(errors) => Failure::from(errors),
            OpenError::Notation(e) => Failure::input(format!("--position: {e}")),
            OpenError::NoEngine(game) => {
                Failure::input(format!("{game} has no board game engine in this build"))
            }
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
        Some(Command::Bataille { command }) => bataille::run(command),
        Some(Command::Bench(args)) => bench::run(&Boards::load(), args),
        Some(Command::Chars { command }) => chars::run(command),
        Some(Command::Hint(args)) => hint::run_hint(&Boards::load(), args),
        Some(Command::Match(args)) => hint::run_match(&Boards::load(), args),
        Some(Command::Lesson { command }) => lesson::run(command),
        Some(Command::Perft(args)) => perft::run_perft(&Boards::load(), args),
        Some(Command::Print(args)) => print::run(args),
        Some(Command::Show(args)) => perft::run_show(&Boards::load(), args),
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

/// Makes a closed standard output (`ludoclasse … | head -1`) or a full one (`> /dev/full`) end the
/// program quietly instead of with a panic, as ripgrep does: `println!` panics when its write fails, and
/// this hook recognises that panic. A closed pipe means the reader has all it wanted: status 0, nothing
/// said. Any other failure (a full disk) is said in one sentence on standard error, with status 1.
pub fn quiet_on_closed_output() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let text = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if let Some(reason) = text.strip_prefix("failed printing to stdout: ") {
            if reason.contains("Broken pipe") {
                std::process::exit(0);
            }
            let reason = reason.split(" (os error").next().unwrap_or(reason);
            // Standard error may be closed too: never panic again here.
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "ludoclasse: the output cannot be written: {reason}"
            );
            std::process::exit(1);
        }
        default(info);
    }));
}

/// The number of worker threads to use: every core the machine offers.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
