//! The help of the command line (`--help`, `help print`) in the user's language: every about text,
//! every option's line and the headings come from `cli-help.ftl`, never from clap's English.
//!
//! A command's words are the message `help-<path>-about` (`help-print-about`, `help-bataille-replay-about`,
//! the program itself `help-about`); an argument's, `help-<path>-arg-<id>` (`help-print-arg-ink-saving`,
//! `help-arg-lang`). The `-h`/`--help` and `-V`/`--version` lines and clap's `help` command have words of
//! their own, the same for every command.

use clap::{Arg, Command};
use ludoclasse::i18n::Texts;

/// The command tree `command` with its help said by `texts`. The ids of the messages it needed and
/// `texts` lacks (in its own language, without falling back on French) are pushed on `missing`.
pub fn localize(mut command: Command, texts: &Texts, missing: &mut Vec<String>) -> Command {
    // Building adds clap's own `--help`, `--version` and `help` command, whose words are replaced too.
    command.build();
    walk(command, &[], texts, missing)
}

/// The words of the message `id`, noting it when the language lacks it.
fn words(texts: &Texts, id: String, missing: &mut Vec<String>) -> String {
    if !texts.has(&id) {
        let said = texts.get(&id);
        missing.push(id);
        return said;
    }
    texts.get(&id)
}

/// `command`, whose path of real commands is `path` (empty for the program). Clap's `help` command
/// lists copies of the commands beside it: they say the same as the real ones.
fn walk(
    mut command: Command,
    path: &[String],
    texts: &Texts,
    missing: &mut Vec<String>,
) -> Command {
    let generated_help = command.get_name() == "help";
    let prefix = if generated_help {
        "help-help".to_string()
    } else {
        std::iter::once("help".to_string())
            .chain(path.iter().cloned())
            .collect::<Vec<_>>()
            .join("-")
    };
    command = command
        .about(words(texts, format!("{prefix}-about"), missing))
        .long_about(None)
        .subcommand_value_name(words(texts, "help-value-command".into(), missing));
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let said = match id.as_str() {
            "help" | "version" => words(texts, format!("help-arg-{id}"), missing),
            _ => words(
                texts,
                format!("{prefix}-arg-{}", id.replace('_', "-")),
                missing,
            ),
        };
        command = command.mut_arg(&id, |a| said_arg(a, said, texts, missing));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        // The commands listed under `help` are those of the command that holds it.
        let sub_path: Vec<String> = if name == "help" {
            path.to_vec()
        } else {
            path.iter().cloned().chain([name.clone()]).collect()
        };
        command = command.mut_subcommand(&name, |s| walk(s, &sub_path, texts, missing));
    }
    let template = template(&command, texts, missing);
    // Clap's usage line with the words it writes itself said in the user's language: its `[OPTIONS]`.
    let usage = command.render_usage().to_string();
    let usage = usage
        .split_once(": ")
        .map_or(usage.as_str(), |(_, u)| u)
        .replace(
            "[OPTIONS]",
            &format!("[{}]", words(texts, "help-value-options".into(), missing)),
        );
    command.help_template(template).override_usage(usage)
}

/// `arg` with its help line `said`, its value's name said as `help-value-<name>` (`<JEU>` for clap's
/// `<GAME>`) and its default said in the help line rather than as clap's English `[default: …]`.
fn said_arg(arg: Arg, said: String, texts: &Texts, missing: &mut Vec<String>) -> Arg {
    if !arg.get_action().takes_values() {
        return arg.help(said).long_help(None);
    }
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().to_string().to_uppercase()],
    };
    let names: Vec<String> = names
        .iter()
        .map(|n| {
            words(
                texts,
                format!("help-value-{}", n.to_lowercase().replace('_', "-")),
                missing,
            )
        })
        .collect();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let said = if defaults.is_empty() {
        said
    } else {
        let default = texts.tr("help-default", &[("value", defaults.join(", ").into())]);
        if !texts.has("help-default") {
            missing.push("help-default".into());
        }
        format!("{said} {default}")
    };
    arg.help(said)
        .long_help(None)
        .value_names(names)
        .hide_default_value(true)
}

/// The layout of `command`'s help: clap's, with the headings in the user's language (and only those
/// of the parts the command has).
fn template(command: &Command, texts: &Texts, missing: &mut Vec<String>) -> String {
    let styles = command.get_styles();
    let header = styles.get_header();
    let usage = styles.get_usage();
    let mut heading = |id: &str| {
        let said = words(texts, format!("help-heading-{id}"), missing);
        format!("{header}{said}{header:#}\n")
    };
    let shown = |a: &&Arg| !a.is_hide_set();
    let mut parts = Vec::new();
    if command.get_subcommands().any(|s| !s.is_hide_set()) {
        parts.push(format!("{}{{subcommands}}", heading("commands")));
    }
    if command.get_positionals().any(|a| shown(&a)) {
        parts.push(format!("{}{{positionals}}", heading("arguments")));
    }
    if command
        .get_arguments()
        .any(|a| !a.is_positional() && shown(&a))
    {
        parts.push(format!("{}{{options}}", heading("options")));
    }
    let usage_heading = words(texts, "help-heading-usage".into(), missing);
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage}{usage_heading}{usage:#} {{usage}}\n\n{}{{after-help}}",
        parts.join("\n\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use ludoclasse::i18n::Lang;

    /// Every command and every argument of the command line has its help words in French and in
    /// English, each language its own (a new option without words fails here).
    #[test]
    fn every_command_and_argument_has_help_words_in_both_languages() {
        for lang in [Lang::Fr, Lang::En] {
            let mut missing = Vec::new();
            let texts = Texts::shipped(lang);
            let command = localize(super::super::Cli::command(), &texts, &mut missing);
            missing.sort();
            missing.dedup();
            assert!(missing.is_empty(), "{lang}: no help words for {missing:#?}");
            assert_all_said(&command, lang);
        }
    }

    /// The French help of every command holds none of clap's English words: no `[OPTIONS]`, no
    /// `<GAME>`, no `[default: …]`, no `Usage:`.
    #[test]
    fn the_french_help_has_no_english_word_of_clap() {
        let mut missing = Vec::new();
        let texts = Texts::shipped(Lang::Fr);
        let mut command = localize(super::super::Cli::command(), &texts, &mut missing);
        let mut helps = Vec::new();
        render_all(&mut command, &mut helps);
        assert!(helps.iter().any(|h| h.contains("[RÉGLAGES]")));
        assert!(helps.iter().any(|h| h.contains("<JEU>")));
        assert!(helps.iter().any(|h| h.contains("(par défaut\u{a0}: a4)")));
        for help in helps {
            for english in [
                "[OPTIONS]",
                "<GAME>",
                "[default:",
                "Usage:",
                "<COMMAND>",
                "[COMMAND]",
            ] {
                assert!(!help.contains(english), "{english} in:\n{help}");
            }
        }
    }

    /// The help of `command` and of every command under it.
    fn render_all(command: &mut Command, helps: &mut Vec<String>) {
        helps.push(command.render_help().to_string());
        let names: Vec<String> = command
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for name in names {
            let sub = command.find_subcommand_mut(&name).expect("listed");
            render_all(sub, helps);
        }
    }

    /// No text of the tree is left empty or in clap's English.
    fn assert_all_said(command: &Command, lang: Lang) {
        let about = command.get_about().map(ToString::to_string);
        assert!(
            about.as_deref().is_some_and(|a| !a.trim().is_empty()),
            "{lang}: {} has no about",
            command.get_name()
        );
        for arg in command.get_arguments() {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            assert!(
                !help.trim().is_empty() && !help.starts_with("Print help"),
                "{lang}: {} --{} has no help words",
                command.get_name(),
                arg.get_id()
            );
        }
        for sub in command.get_subcommands() {
            assert_all_said(sub, lang);
        }
    }
}
