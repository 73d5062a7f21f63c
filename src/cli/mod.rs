//! The command line: one small module per area, each a thin layer over the library.
//!
//! Errors are printed as `ludoclasse: what is wrong` on standard error. Exit status: 0 on success, 1 when
//! a check finds problems or a command fails, 2 for input that cannot be used (a bad deck, a bad
//! position, a bad option).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ludoclasse::boards::Boards;
use ludoclasse::i18n::{Lang, Texts};

mod app;
mod bataille;
mod bench;
mod chars;
mod help;
mod hint;
mod lesson;
mod perft;
mod print;
mod refusal;
mod worksheets;

/// Ludoclasse: a classroom kit for five forgotten games.
///
/// Run with no command to open the classroom app.
#[derive(Parser, Debug)]
#[command(name = "ludoclasse", version, about, long_about = None)]
pub struct Cli {
    /// The language of the command line's messages and help: fr or en.
    #[arg(long, value_parser = refusal::lang)]
    lang: Option<Lang>,
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
                .map(|e| texts().describe(e))
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
            other => Failure::input(position_failure(&other)),
        }
    }
}

/// A position or a game that cannot be opened, in the command line's language (`--position: …`).
pub fn position_failure(e: &ludoclasse::boards::OpenError) -> String {
    let what = say_words(&ludoclasse::data::words::open_error_words(e));
    match e {
        ludoclasse::boards::OpenError::Notation(_) => format!("--position: {what}"),
        _ => what,
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
    set_lang(cli.lang);
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
        // `print worksheets [LESSONS]`: the exercises made from the lessons, not a kit. The sheets are
        // in the command's `--lang`, else in the command line's (`ludoclasse --lang en print …`).
        Some(Command::Print(mut args)) => {
            args.lang = args.lang.or(cli.lang);
            if args.game == "worksheets" {
                set_lang(args.lang);
                worksheets::run(args.lessons, args.paper, args.lang, args.out)
            } else {
                print::run(args)
            }
        }
        Some(Command::Show(args)) => perft::run_show(&Boards::load(), args),
        Some(Command::Screenshot(args)) => app::run_screenshot(args),
    };
    // What `println!` left in the buffer, and what [`say`] could not write.
    let flushed = {
        use std::io::Write;
        std::io::stdout().flush()
    };
    let failed = OUTPUT_FAILED.lock().ok().and_then(|f| *f);
    let output_failed = match flushed {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Some(e),
        _ => failed.map(std::io::Error::from),
    };
    let mut status = match result {
        Ok(()) => 0,
        Err(failure) => {
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "ludoclasse: {}", failure.message);
            failure.status
        }
    };
    if let Some(e) = output_failed {
        say_output_failed(&e);
        status = status.max(1);
    }
    ExitCode::from(status)
}

/// The language of the command line's own sentences: the command's `--lang` when it has one (set by
/// [`set_lang`] before anything is said), else the system's, else French.
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Sets the language of the command line's sentences (the first call wins).
pub fn set_lang(lang: Option<Lang>) {
    let _ = LANG.set(Lang::choose(lang));
}

/// The texts the command line speaks with (the shipped ones: a teacher's broken copy never stops it).
pub fn texts() -> &'static Texts {
    thread_local! {
        // Read once per thread (bundles are not shared between threads), and kept to the end.
        static TEXTS: &'static Texts = Box::leak(Box::new(Texts::shipped(
            *LANG.get_or_init(|| Lang::choose(None)),
        )));
    }
    TEXTS.with(|t| *t)
}

/// The reason an input/output operation failed, as a plain sentence of `cli.ftl` (never the system's
/// "(os error N)").
pub fn io_reason(e: &std::io::Error) -> String {
    say_words(&ludoclasse::data::io_words(e))
}

/// The message `id` of the texts with `args`, in the command line's language.
pub fn tr(id: &str, args: &[(&str, ludoclasse::i18n::Arg)]) -> String {
    texts().tr(id, args)
}

/// `x` with `places` decimals, in the command line's language (a decimal comma in French).
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match texts().lang() {
        Lang::Fr => text.replace('.', ","),
        Lang::En => text,
    }
}

/// `words` in the command line's language.
pub fn say_words(words: &ludoclasse::data::Words) -> String {
    texts().say(words).unwrap_or_else(|| words.id.to_string())
}

/// The first failure met writing to standard output (other than a closed pipe).
static OUTPUT_FAILED: std::sync::Mutex<Option<std::io::ErrorKind>> = std::sync::Mutex::new(None);
/// Standard output was closed by its reader: nothing more is written to it.
static OUTPUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Prints a line on standard output for a command whose work goes on whatever becomes of its report
/// (kits being written): a closed pipe silences the rest, a full output is said at the end ([`run`]).
pub fn say(line: &str) {
    use std::io::Write;
    use std::sync::atomic::Ordering;
    if OUTPUT_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            OUTPUT_CLOSED.store(true, Ordering::Relaxed);
        } else if let Ok(mut failed) = OUTPUT_FAILED.lock() {
            failed.get_or_insert(e.kind());
        }
    }
}

/// Says on standard error that the output could not be written, and why.
fn say_output_failed(e: &std::io::Error) {
    use std::io::Write;
    let line = texts().tr("cli-output-failed", &[("reason", io_reason(e).into())]);
    // Standard error may be closed too: never panic again here.
    let _ = writeln!(std::io::stderr(), "ludoclasse: {line}");
}

/// Makes a closed standard output (`ludoclasse … | head -1`) or a full one (`> /dev/full`) end the
/// program quietly instead of with a panic, as ripgrep does: `println!` panics when its write fails, and
/// this hook recognises that panic. A closed pipe means the reader has all it wanted: status 0, nothing
/// said. Any other failure (a full disk) is said in one sentence on standard error, with status 1.
pub fn quiet_on_closed_output() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info.payload_as_str().unwrap_or("");
        if let Some(reason) = text.strip_prefix("failed printing to stdout: ") {
            // The panic keeps only the error's text: its system code gives back its kind.
            let code = reason
                .rsplit_once("(os error ")
                .and_then(|(_, n)| n.trim_end_matches(')').parse::<i32>().ok());
            let error = match code {
                Some(code) => std::io::Error::from_raw_os_error(code),
                None => std::io::Error::other(reason.to_string()),
            };
            if error.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            say_output_failed(&error);
            std::process::exit(1);
        }
        default(info);
    }));
}

/// Reads the command line; help and version go through [`say`]-like care (a full output is an error),
/// and any mistake in it is one sentence of the user's language ([`refusal::sentence`]), status 2.
pub fn parse() -> Result<Cli, ExitCode> {
    use clap::error::ErrorKind;
    let e = match refusal::parse() {
        Ok(cli) => return Ok(cli),
        Err(e) => e,
    };
    set_lang(refusal::lang_typed());
    if let Some(line) = refusal::sentence(&e) {
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), "ludoclasse: {line}");
        return Err(ExitCode::from(2));
    }
    let printed = e.print();
    let to_stdout = matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
    if let Err(io) = printed.and_then(|()| {
        use std::io::Write;
        std::io::stdout().flush()
    }) && to_stdout
        && io.kind() != std::io::ErrorKind::BrokenPipe
    {
        say_output_failed(&io);
        return Err(ExitCode::from(1));
    }
    Err(ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)))
}

/// The number of worker threads to use: every core the machine offers.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
