//! A command line that cannot be read, said as one sentence of the user's language (never clap's
//! English frame with its "For more information, try '--help'"), exit status 2.
//!
//! The values the command line reads itself (a language, a paper size, a game, a level, a screen
//! size…) are refused with a [`Refusal`]: the message of the texts that says what is wrong, carried by
//! the error, so nothing is recognised by its English text.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use ludoclasse::ai::Level;
use ludoclasse::core::GameId;
use ludoclasse::data::Words;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;

use super::{say_words, tr};

/// A value an option's reader refuses: the words that say why.
#[derive(Debug)]
pub struct Refusal(pub Words);

impl Refusal {
    /// The value `text` refused with the message `id` (whose variable `$value` is the value).
    pub fn value(id: &'static str, text: &str) -> Refusal {
        Refusal(Words::new(id).with("value", text))
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&ludoclasse::i18n::english(&self.0))
    }
}

impl std::error::Error for Refusal {}

/// Reads `--lang`.
pub fn lang(text: &str) -> Result<Lang, Refusal> {
    Lang::parse(text).ok_or_else(|| Refusal::value("cli-report-not-a-lang", text))
}

/// Reads `--paper`.
pub fn paper(text: &str) -> Result<Paper, Refusal> {
    text.parse()
        .map_err(|_: String| Refusal::value("cli-report-not-a-paper", text))
}

/// Reads a game's name.
pub fn game(text: &str) -> Result<GameId, Refusal> {
    text.parse()
        .map_err(|_: String| Refusal::value("cli-report-not-a-game", text))
}

/// Reads a level of the computer.
pub fn level(text: &str) -> Result<Level, Refusal> {
    text.parse()
        .map_err(|_: String| Refusal::value("cli-report-not-a-level", text))
}

/// Reads the command line as [`super::Cli`]; a mistake in it comes back as its sentence.
pub fn parse() -> Result<super::Cli, clap::Error> {
    use clap::{CommandFactory, FromArgMatches};
    // The help is said in the language of the rest of the command line, chosen before clap reads it.
    super::set_lang(lang_typed());
    let mut command = super::Cli::command();
    // A command that only groups others (`ludoclasse bataille`) would print its help as the error:
    // without that setting clap says which command is missing, and so can we.
    for sub in command.get_subcommands_mut() {
        if sub.has_subcommands() {
            *sub = std::mem::take(sub).arg_required_else_help(false);
        }
    }
    let command = super::help::localize(command, super::texts(), &mut Vec::new());
    let matches = command.try_get_matches()?;
    super::Cli::from_arg_matches(&matches)
}

/// The language the command line asked for with `--lang`, read from the words typed when clap could
/// not read them all (the first `--lang` with a language of the kit).
pub fn lang_typed() -> Option<Lang> {
    let words: Vec<String> = std::env::args_os()
        .skip(1)
        .take_while(|w| w != "--")
        .filter_map(|w| w.into_string().ok())
        .collect();
    words.iter().enumerate().find_map(|(i, word)| {
        let value = match word.strip_prefix("--lang") {
            Some("") => words.get(i + 1)?.as_str(),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        Lang::parse(value)
    })
}

/// The sentence that says what is wrong with the command line, for every error of clap that is not a
/// request for help or the version (`None` for those).
pub fn sentence(e: &clap::Error) -> Option<String> {
    let text = |kind| text(e, kind);
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let option = option_name(&arg);
    let said = match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => return None,
        // `--size` at the end, or followed by another option: clap found no value at all.
        ErrorKind::InvalidValue if text(ContextKind::InvalidValue).is_none_or(|v| v.is_empty()) => {
            tr("cli-report-no-value", &[("option", option.into())])
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => refused_value(e, &option),
        ErrorKind::UnknownArgument if arg.starts_with('-') => tr(
            "cli-report-unknown-option",
            &[
                ("given", arg.clone().into()),
                ("guess", guess(e).into()),
                ("command", command_path().into()),
            ],
        ),
        ErrorKind::UnknownArgument => extra(&arg),
        ErrorKind::InvalidSubcommand => tr(
            "cli-report-unknown-command",
            &[
                (
                    "given",
                    text(ContextKind::InvalidSubcommand)
                        .unwrap_or_default()
                        .into(),
                ),
                ("guess", guess(e).into()),
                ("command", command_path().into()),
            ],
        ),
        ErrorKind::MissingRequiredArgument => {
            let missing = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(s)) => s.join(" "),
                _ => arg.clone(),
            };
            tr(
                "cli-report-missing",
                &[
                    ("given", missing.into()),
                    ("command", command_path().into()),
                ],
            )
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            missing_command()
        }
        ErrorKind::ArgumentConflict => conflict(e, option),
        ErrorKind::TooManyValues if option.starts_with('-') => tr(
            "cli-report-flag-value",
            &[
                ("option", option.into()),
                (
                    "value",
                    text(ContextKind::InvalidValue).unwrap_or_default().into(),
                ),
            ],
        ),
        ErrorKind::TooManyValues => extra(&text(ContextKind::InvalidValue).unwrap_or_default()),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => value_count(e, option),
        ErrorKind::InvalidUtf8 => tr("cli-report-not-utf8", &[]),
        _ => tr(
            "cli-report-command-line-wrong",
            &[("command", command_path().into())],
        ),
    };
    Some(said)
}

/// The text clap gives for `kind` (the last of a list: its best guess).
fn text(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.last().cloned(),
        _ => None,
    }
}

/// The number clap gives for `kind`.
fn number(e: &clap::Error, kind: ContextKind) -> Option<i64> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n as i64),
        _ => None,
    }
}

/// An option given twice, or with another it does not go with.
fn conflict(e: &clap::Error, option: String) -> String {
    let prior = text(e, ContextKind::PriorArg).unwrap_or_default();
    if prior.is_empty() || option_name(&prior) == option {
        tr("cli-report-twice", &[("option", option.into())])
    } else {
        tr(
            "cli-report-conflict",
            &[
                ("option", option.into()),
                ("other", option_name(&prior).into()),
            ],
        )
    }
}

/// An option given too few or too many values.
fn value_count(e: &clap::Error, option: String) -> String {
    let expected = number(e, ContextKind::ExpectedNumValues)
        .or_else(|| number(e, ContextKind::MinValues))
        .unwrap_or(1);
    let actual = number(e, ContextKind::ActualNumValues).unwrap_or(0);
    tr(
        "cli-report-value-count",
        &[
            ("option", option.into()),
            ("expected", expected.into()),
            ("actual", actual.into()),
        ],
    )
}

/// `--lang <LANG>` as the user types it: `--lang` (a positional's `<JEU>` stays as it is).
fn option_name(arg: &str) -> String {
    if arg.starts_with('-') {
        arg.split([' ', '=']).next().unwrap_or(arg).to_string()
    } else {
        arg.to_string()
    }
}

/// A word beyond what the command takes (`perft espion 1 2`).
fn extra(given: &str) -> String {
    tr(
        "cli-report-extra",
        &[("given", given.into()), ("command", command_path().into())],
    )
}

/// Clap's closest option or command to what was typed, or `none` (its best guess comes last).
fn guess(e: &clap::Error) -> String {
    let guess = match (
        e.get(ContextKind::SuggestedArg),
        e.get(ContextKind::SuggestedSubcommand),
    ) {
        (Some(ContextValue::String(s)), _) => Some(s.clone()),
        (_, Some(ContextValue::Strings(s))) => s.last().cloned(),
        (_, Some(ContextValue::String(s))) => Some(s.clone()),
        _ => None,
    };
    guess.unwrap_or_else(|| "none".to_string())
}

/// A command that groups others, given alone (`ludoclasse bataille`): which commands may follow.
fn missing_command() -> String {
    use clap::CommandFactory;
    let root = super::Cli::command();
    let path = command_path();
    let mut command = &root;
    for name in path.split(' ').skip(1) {
        match command.find_subcommand(name) {
            Some(sub) => command = sub,
            None => break,
        }
    }
    let known: Vec<&str> = command
        .get_subcommands()
        .map(clap::Command::get_name)
        .filter(|&n| n != "help")
        .collect();
    tr(
        "cli-report-missing-command",
        &[("command", path.into()), ("known", known.join(", ").into())],
    )
}

/// The commands typed, from the program's name to the last one clap knows (`ludoclasse lesson`).
fn command_path() -> String {
    use clap::CommandFactory;
    let root = super::Cli::command();
    let mut command = &root;
    let mut path = vec![command.get_name().to_string()];
    for arg in std::env::args_os().skip(1) {
        let Some(word) = arg.to_str() else {
            break;
        };
        if word == "--" {
            // What follows is only values.
            break;
        }
        if word.starts_with('-') {
            continue;
        }
        match command.find_subcommand(word) {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                command = sub;
            }
            None => break,
        }
    }
    path.join(" ")
}

/// A value refused, as `--option: what is wrong`: the [`Refusal`] of our own readers, or what the
/// standard number readers found.
fn refused_value(e: &clap::Error, option: &str) -> String {
    let value = match e.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(s)) => s.clone(),
        _ => String::new(),
    };
    let source = std::error::Error::source(e);
    let said = |id: &str| tr(id, &[("value", value.clone().into())]);
    let what = if let Some(refusal) = source.and_then(|s| s.downcast_ref::<Refusal>()) {
        say_words(&refusal.0)
    } else if let Some(int) = source.and_then(|s| s.downcast_ref::<std::num::ParseIntError>()) {
        match int.kind() {
            std::num::IntErrorKind::PosOverflow => said("cli-report-out-of-range"),
            _ => said("cli-report-not-a-whole-number"),
        }
    } else if source.is_some_and(|s| s.is::<std::num::ParseFloatError>()) {
        said("cli-report-not-a-number")
    } else if value.trim().parse::<i128>().is_ok() {
        // A whole number the option's range does not take (clap's own bounds).
        said("cli-report-out-of-range")
    } else {
        said("cli-report-bad-value")
    };
    if option.is_empty() {
        what
    } else {
        tr(
            "cli-option-wrong",
            &[("option", option.to_string().into()), ("what", what.into())],
        )
    }
}
