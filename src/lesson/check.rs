//! `ludoclasse lesson check`: everything that can be wrong with a lesson, found before a class sees it.
//!
//! For every lesson: the file reads ([`super::load`]); every message it uses exists in every language;
//! its start position opens; every scripted move and reply is legal when it comes; every quiz answer is
//! what the rules say (the squares a piece can reach are computed, never typed); every `play` step's
//! solution reaches its goal against the reference opponent; every fixed deal and die gives what the
//! lesson announces. An `expect` step that accepts several moves is followed down each of them.
//!
//! The lesson is played by the app's own interpreter, [`super::runner::Runner`], fed the script step by
//! step (`check/walk.rs`): the checker never decides how a lesson goes on, it only says what is wrong.
//!
//! ```
//! use ludoclasse::lesson::check::check_shipped;
//! let report = check_shipped();
//! assert!(report.errors.is_empty(), "{:?}", report.errors);
//! ```

use std::collections::{BTreeMap, BTreeSet};

use crate::boards::Boards;
use crate::core::game::{Game, Side};
use crate::core::geometry::Square;
use crate::core::{BoardGame, GameId};
use crate::data::{self, DataError, Words};
use crate::i18n::{self, Lang, pattern_variable_names as pattern_variables};

use super::load::{self, Source};
use super::model::*;
use super::rules::{self, Rules};
use super::runner::Runner;
use super::world::{self, OpenError, World};

mod play;
mod quiz;
mod texts;
mod walk;

pub use play::{Solve, find_solution};
use walk::Cx;

/// How many branches (accepted alternative moves) one lesson may open before the checker stops following
/// them.
const MAX_BRANCHES: usize = 500;

/// What the checker found.
#[derive(Debug, Default)]
pub struct Report {
    /// Lessons read.
    pub lessons: usize,
    /// Every problem, in file order.
    pub errors: Vec<DataError>,
    /// What is not checked, and why (a game without its rule list).
    pub warnings: Vec<DataError>,
}

/// The most words a French sentence of a lesson may have.
pub const MAX_FRENCH_WORDS: usize = 15;

/// The share of decision steps (in percent) each game's lessons need, all lessons together.
pub fn decision_share_needed(game: GameId) -> usize {
    if game == GameId::Bataille { 40 } else { 50 }
}

/// Where the rule lists come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RulesFrom {
    /// The shipped lists (teachers' copies win).
    Shipped,
    /// `rules.toml` beside the lessons checked, else the shipped list.
    Beside,
}

/// The plain French text of each message (placeables as one word), to count a sentence's words.
/// The French text of each message as plain words, with where a teacher's file writes it (path, line,
/// column): a sentence too long there is the teacher's to cut, said at its own line.
pub type MessageTexts = BTreeMap<String, (String, Option<(String, usize, usize)>)>;

/// The French texts of `files` (path, text, whether it is a teacher's copy); a later file's message
/// replaces an earlier one's, as in the app.
fn message_texts<'a>(files: impl IntoIterator<Item = (String, &'a str, bool)>) -> MessageTexts {
    use fluent_syntax::ast::{Entry, PatternElement};
    let mut out = MessageTexts::new();
    for (path, text, copy) in files {
        let Ok(resource) = i18n::parse_ftl(&path, text) else {
            continue;
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry
                && let Some(p) = &m.value
            {
                let mut plain = String::new();
                for e in &p.elements {
                    match e {
                        PatternElement::TextElement { value } => plain.push_str(value),
                        PatternElement::Placeable { .. } => plain.push_str(" X "),
                    }
                }
                let place = definition_offset(text, m.id.name)
                    .filter(|_| copy)
                    .map(|at| {
                        // At the text, after `id = `.
                        let line = &text[at..];
                        let eq = line.find('=').map_or(0, |i| i + 1);
                        let at =
                            at + eq + (line[eq..].len() - line[eq..].trim_start_matches(' ').len());
                        let (line, column) = data::line_column(text, at);
                        (path.clone(), line, column)
                    });
                out.insert(m.id.name.to_string(), (plain, place));
            }
        }
    }
    out
}

/// A message's place in a text file: its line, its column and its id.
type Place<'a> = (usize, usize, &'a str);

/// In a teacher's copy of a text file, the messages left in the other language: an `en.ftl` made from
/// `fr.ftl` and translated halfway would show French to an English class. A message counts when it
/// has the shipped words of the same message in the other language (three words at least: a name
/// such as `Schada` is the same in both) and they are not its own shipped words. Said once a file,
/// at its first such message, with how many follow. So are messages typed in the other language
/// (their small words: "Your turn…" in `fr.ftl`).
pub fn untranslated() -> Vec<DataError> {
    // The shipped words of a language, read when a copy needs them.
    let shipped_words = |lang: Lang| {
        message_texts(
            i18n::ftl_files(lang)
                .into_iter()
                .map(|(p, t)| (p, t, false)),
        )
    };
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let shipped_files = i18n::ftl_files(lang);
        let (files, _) = i18n::ftl_texts(lang);
        let mut copies = files
            .iter()
            .filter(|(p, _)| !shipped_files.iter().any(|(sp, _)| sp == p))
            .map(|(p, t)| (p.clone(), t.as_str(), true))
            .peekable();
        if copies.peek().is_none() {
            continue;
        }
        let mine = message_texts(copies);
        // (The other language's shipped words: a teacher's own message written the same in both
        // files may be a name, or a draft; the shipped words are known to be of their language.)
        let (theirs, shipped) = (shipped_words(lang.other()), shipped_words(lang));
        let same = |a: &str, b: &str| a.split_whitespace().eq(b.split_whitespace());
        // The other language's shipped words (kind 0), or words of the other language that are not
        // its shipped ones (kind 1: "Your turn…" typed into fr.ftl), each said once a file.
        let mut by_file: BTreeMap<(&str, u8), Vec<Place>> = BTreeMap::new();
        let mut hints: BTreeMap<(usize, usize), String> = BTreeMap::new();
        for (id, (text, place)) in &mine {
            let Some((path, line, column)) = place else {
                continue;
            };
            if shipped.get(id).is_some_and(|(own, _)| same(text, own)) {
                continue;
            }
            if text.split_whitespace().count() >= 3
                && theirs.get(id).is_some_and(|(other, _)| same(text, other))
            {
                by_file
                    .entry((path, 0))
                    .or_default()
                    .push((*line, *column, id));
            } else if let Some(seen) = other_language_words(text, lang) {
                by_file
                    .entry((path, 1))
                    .or_default()
                    .push((*line, *column, id));
                hints.insert((*line, *column), seen.join(", "));
            }
        }
        for ((path, kind), mut found) in by_file {
            found.sort();
            let (line, column, id) = found[0];
            let words = match kind {
                0 => Words::new("check-text-not-translated"),
                _ => Words::new("check-text-other-language")
                    .with("words", hints.remove(&(line, column)).unwrap_or_default()),
            };
            // The lines of the others (the first few), to find them without searching.
            let mut lines: Vec<String> =
                found[1..].iter().take(8).map(|f| f.0.to_string()).collect();
            if found.len() > 9 {
                lines.push("…".to_string());
            }
            let words = words
                .with("id", id)
                .with("others", found.len() - 1)
                .with("lines", lines.join(", "))
                .with("lang", lang.code());
            out.push(DataError {
                path: path.to_string(),
                line,
                column,
                words: Box::new(words),
            });
        }
    }
    out
}

/// Small words that only English writes, and only French (not "a", "on", "en", shared or ambiguous).
const ENGLISH_WORDS: &[&str] = &[
    "the", "your", "you", "is", "are", "and", "of", "to", "where", "this", "that", "these", "with",
    "it", "its", "every", "what", "which", "there", "from", "for", "not", "has", "have", "be",
    "when", "who", "can", "will", "each", "their", "they", "here", "now", "tap", "click", "square",
    "squares", "board", "wins", "win", "turn",
];
const FRENCH_WORDS: &[&str] = &[
    "le", "la", "les", "un", "une", "des", "du", "de", "et", "est", "à", "au", "aux", "sur", "qui",
    "que", "ce", "cette", "ces", "il", "elle", "ils", "pour", "pas", "ne", "tu", "ton", "ta",
    "tes", "vous", "votre", "vos", "sa", "ses", "dans", "avec", "par", "se", "peut", "quand", "où",
    "cases", "pièce", "pièces", "plateau", "partie", "joue", "gagne", "chaque",
];

/// The small words of the other language in a message of `lang`'s file, when it reads as written
/// in that language: two of them and none of its own, or four and three times as many as its own.
fn other_language_words(text: &str, lang: Lang) -> Option<Vec<String>> {
    let (own, other) = match lang {
        Lang::Fr => (FRENCH_WORDS, ENGLISH_WORDS),
        Lang::En => (ENGLISH_WORDS, FRENCH_WORDS),
    };
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        // (Capitals are names: `NE`, a direction; `A`, a piece.)
        .filter(|w| !w.chars().all(char::is_uppercase))
        .map(str::to_lowercase)
        .collect();
    if words.len() < 4 {
        return None;
    }
    let mine = words.iter().filter(|w| own.contains(&w.as_str())).count();
    let mut seen: Vec<String> = Vec::new();
    for w in words.iter().filter(|w| other.contains(&w.as_str())) {
        if !seen.contains(w) {
            seen.push(w.clone());
        }
    }
    let theirs = words.iter().filter(|w| other.contains(&w.as_str())).count();
    let reads_other = (theirs >= 2 && mine == 0) || (theirs >= 4 && theirs >= 3 * mine);
    seen.truncate(5);
    reads_other.then_some(seen)
}

/// The sentences of a text with more than [`MAX_FRENCH_WORDS`] words, with their word counts.
pub fn long_sentences(text: &str) -> Vec<(usize, String)> {
    text.split(['.', '!', '?', '…', '\n'])
        .filter_map(|sentence| {
            let words = sentence
                .split_whitespace()
                .filter(|w| w.chars().any(char::is_alphanumeric))
                .count();
            (words > MAX_FRENCH_WORDS).then(|| (words, sentence.trim().to_string()))
        })
        .collect()
}

/// Every message id of one language, with the variables (`$median`…) its text uses, each with where it
/// is written (the Fluent file, line and column).
pub type MessageIds = BTreeMap<String, BTreeMap<String, (String, usize, usize)>>;

/// Where the message `id` is defined in a Fluent file's text: the start of its `id =` line.
fn definition_offset(text: &str, id: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split('\n') {
        if let Some(rest) = line.strip_prefix(id)
            && rest.trim_start().starts_with('=')
        {
            return Some(offset);
        }
        offset += line.len() + 1;
    }
    None
}

/// Messages of the lessons' Fluent files that no lesson uses, whose id is one slip away from an id a
/// lesson uses and this file lacks (`Espion-l01-hello` for `espion-l01-hello`): the teacher's text
/// would never be shown, and the shipped one would stay, in silence.
fn lookalike_ids(files: &[(String, String)], lessons: &[Source]) -> Vec<DataError> {
    use fluent_syntax::ast::Entry;
    let prefix = |path: &str| {
        super::rules::game_of(path).map(|game| format!("{}-", load::lesson_id(game, path)))
    };
    let mut used: BTreeSet<String> = BTreeSet::new();
    // Texts of lessons whose ids are not known here are not suspected of a slip: a lesson that does
    // not read (its own mistake is said in it), and the lessons not checked this time (the shipped
    // ones, the others beside these texts, when one file is checked).
    let mut unknown: BTreeSet<String> = BTreeSet::new();
    let mut checked: BTreeSet<String> = BTreeSet::new();
    for source in lessons {
        match load::parse(&source.path, &source.text) {
            Ok(l) => {
                checked.insert(format!("{}-", l.id));
                used.extend(l.messages.into_iter().map(|(id, _)| id));
            }
            Err(_) => unknown.extend(prefix(&source.path)),
        }
    }
    let mut others: BTreeSet<String> = load::shipped()
        .iter()
        .filter_map(|s| prefix(&s.path))
        .collect();
    for (path, _) in files {
        let Some(dir) = std::path::Path::new(path).parent() else {
            continue;
        };
        for entry in std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| !crate::data::hidden_name(&e.file_name()))
        {
            // (A lesson an editor saved as `07-my-lesson.toml.txt` is not read, and said so: its
            // texts are not suspected of slips.)
            let p = entry.path().display().to_string().to_lowercase();
            let p = p.strip_suffix(".txt").unwrap_or(&p);
            if p.ends_with(".toml") && !load::is_rules_file(p) {
                others.extend(prefix(p));
            }
        }
    }
    unknown.extend(others.into_iter().filter(|p| !checked.contains(p)));
    // The words of each game's rules (`<game>-rule-<id>`), which the rule lists use.
    for game in crate::core::GameId::ALL {
        if let Some(list) = super::rules::embedded(game) {
            used.extend(list.rules.iter().map(|r| list.message_id(&r.id)));
        }
    }
    let read: Vec<_> = files
        .iter()
        // The interface's texts (`assets/locales/`) are not the lessons'.
        .filter(|(p, _)| !p.replace('\\', "/").contains("assets/locales/"))
        .map(|(p, t)| (p, t, i18n::read_ftl(p, t).0))
        .collect();
    for (_, _, resource) in &read {
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                let mut refs = Vec::new();
                for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                    pattern_references(p, &mut refs);
                }
                used.extend(refs.into_iter().filter(|(_, t)| !t).map(|(n, _)| n));
            }
        }
    }
    let mut errors = Vec::new();
    for (path, text, resource) in &read {
        // A shipped text file as shipped has no slip: a lesson that names one of its ids wrongly is
        // told so at its own line (a missing message).
        let twin = data::shipped_relative(path).and_then(|p| data::shipped(&p));
        if twin == Some(text.as_str()) {
            continue;
        }
        let own: BTreeSet<&str> = resource
            .entries()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect();
        let wanted: Vec<&str> = used
            .iter()
            .map(String::as_str)
            .filter(|u| !own.contains(u))
            .collect();
        // Texts of a lesson number that has no lesson (its file left elsewhere): said once, at the
        // first one, with how many others there are.
        let mut lessonless: BTreeMap<String, (usize, &str, usize)> = BTreeMap::new();
        for id in &own {
            if used.contains(*id) || unknown.iter().any(|p| id.starts_with(p.as_str())) {
                continue;
            }
            let at = definition_offset(text, id).unwrap_or(0);
            // The lesson the id is named after, if it reads: another lesson's id is no slip of it.
            let lesson = checked.iter().find(|p| id.starts_with(p.as_str()));
            // Nor is an id of lesson 07 a slip of lesson 01's (`espion-l07-go`, `espion-l01-go`).
            let number = |id: &str| {
                let part = texts::lesson_part(&id.to_lowercase())?.to_string();
                let digits = part.trim_end_matches('-').rsplit_once("-l")?.1.to_string();
                digits.parse::<u32>().ok()
            };
            let guess = load::closest_word(id, &wanted)
                .filter(|guess| lesson.is_none_or(|p| guess.starts_with(p.as_str())))
                .filter(|guess| match (number(id), number(guess)) {
                    (Some(a), Some(b)) => a == b,
                    _ => true,
                });
            // (A shipped sentence a copy keeps after its step was taken out of a lesson is no slip;
            // nor is a shipped id a lesson names with a slip of its own, said in that lesson.)
            let shipped_line = twin.is_some_and(|t| definition_offset(t, id).is_some());
            let words = match (guess, lesson) {
                (Some(guess), _) if !shipped_line => Words::new("ftl-lookalike-id")
                    .with("id", *id)
                    .with("guess", guess),
                (None, Some(lesson)) if !shipped_line => Words::new("ftl-unused-in-lesson")
                    .with("id", *id)
                    .with("lesson", lesson.trim_end_matches('-')),
                (None, None) if !shipped_line && number(id).is_some() => {
                    if let Some(part) = texts::lesson_part(id) {
                        let first = lessonless.entry(part.to_string()).or_insert((at, id, 0));
                        if at < first.0 {
                            *first = (at, id, first.2);
                        }
                        first.2 += 1;
                    }
                    continue;
                }
                _ => continue,
            };
            errors.push(DataError::at_span(path.as_str(), text, at..at, words));
        }
        let folder = std::path::Path::new(path.as_str()).parent();
        for (part, (at, id, count)) in lessonless {
            let Some((game, number)) = part.trim_end_matches('-').rsplit_once("-l") else {
                continue;
            };
            // (A lesson of that number beside these texts, that the check did not read: `07-x.toml`
            // for `espion-l7-…` too.)
            let wanted = number.parse::<u32>().ok();
            let beside = folder
                .and_then(|f| std::fs::read_dir(f).ok())
                .into_iter()
                .flatten()
                .flatten()
                .any(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
                    name[digits.len()..].starts_with('-') && digits.parse::<u32>().ok() == wanted
                });
            if beside {
                continue;
            }
            let words = Words::new("ftl-texts-of-no-lesson")
                .with("id", id)
                .with("game", game)
                .with("number", number)
                .with("file", format!("{number}-\u{2026}.toml"))
                .with("others", count - 1);
            errors.push(DataError::at_span(path.as_str(), text, at..at, words));
        }
    }
    errors.sort_by_key(|e| (e.path.clone(), e.line, e.column));
    errors
}

/// The ids of the messages a Fluent text writes at the start of a line (`espion-l07-title = …`), read or
/// not.
fn written_ids(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let mut chars = id.chars();
        (chars.next()?.is_ascii_alphabetic()
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .then_some(id)
    })
}

/// Reads the ids and variables of Fluent files; syntax errors, and references to messages or terms
/// that no file of the language defines, go to `errors`.
fn message_ids<'a>(
    files: impl IntoIterator<Item = (String, &'a str)>,
    errors: &mut Vec<DataError>,
) -> MessageIds {
    use fluent_syntax::ast::Entry;
    let mut ids = MessageIds::new();
    let mut terms: BTreeSet<String> = BTreeSet::new();
    // (path, text, where the entry starts, the name referred to, a term)
    let mut refs: Vec<(String, &'a str, usize, String, bool)> = Vec::new();
    for (path, text) in files {
        // A broken entry is reported; the good ones of the file still count (as in the app).
        let (resource, mut problems) = i18n::read_ftl(&path, text);
        // A message refused for a mistake said here is not said missing too, where a lesson uses it.
        if !problems.is_empty() {
            for id in written_ids(text) {
                ids.entry(id.to_string()).or_default();
            }
        }
        errors.append(&mut problems);
        for entry in resource.entries() {
            let (id, value, attributes, term) = match entry {
                Entry::Message(m) => (m.id.name, m.value.as_ref(), &m.attributes, false),
                Entry::Term(t) => (t.id.name, Some(&t.value), &t.attributes, true),
                _ => continue,
            };
            let key = if term {
                format!("-{id}")
            } else {
                id.to_string()
            };
            let at = definition_offset(text, &key).unwrap_or(0);
            let patterns = value.into_iter().chain(attributes.iter().map(|a| &a.value));
            let mut names = BTreeSet::new();
            let mut references = Vec::new();
            let mut loose = Vec::new();
            for p in patterns {
                pattern_variables(p, &mut names);
                pattern_references(p, &mut references);
                loose_variables(p, &mut loose);
            }
            // A lesson's sentence with `$games` outside braces would show it as it is. (The
            // interface's messages quote `$count` on purpose, to explain the files.)
            if !path.replace('\\', "/").contains("assets/locales/") {
                let mut from = at;
                for written in loose {
                    let place = text[from..].find(&written).map_or(from, |i| from + i);
                    from = (place + written.len()).min(text.len());
                    errors.push(DataError::at_span(
                        &path,
                        text,
                        place..place,
                        Words::new("ftl-loose-variable").with("text", written.as_str()),
                    ));
                }
            }
            for (name, is_term) in references {
                refs.push((path.clone(), text, at, name, is_term));
            }
            if term {
                terms.insert(id.to_string());
                continue;
            }
            let vars = names
                .into_iter()
                .map(|var| {
                    let place = text[at..].find(&format!("${var}")).map_or(at, |i| at + i);
                    let (line, column) = data::line_column(text, place);
                    (var, (path.clone(), line, column))
                })
                .collect();
            ids.insert(id.to_string(), vars);
        }
    }
    for (path, text, at, name, term) in refs {
        let known = if term {
            terms.contains(&name)
        } else {
            ids.contains_key(&name)
        };
        if known {
            continue;
        }
        let written = if term {
            format!("-{name}")
        } else {
            name.clone()
        };
        let place = text[at..]
            .find(&written)
            .filter(|&i| i > 0)
            .map_or(at, |i| at + i);
        // `{ file }` where the shipped message writes `{ $file }`: the `$` was lost.
        let id = text[at..].split('=').next().unwrap_or("").trim();
        let shipped_variable = !term
            && data::shipped_relative(&path)
                .and_then(|p| data::shipped(&p).map(|t| variables_by_id(&p, t)))
                .is_some_and(|v| v.get(id).is_some_and(|names| names.contains(&name)));
        // A name written another way than one defined: the term's dash forgotten, capitals.
        let guess = if term {
            let terms: Vec<String> = terms.iter().map(|t| format!("-{t}")).collect();
            let terms: Vec<&str> = terms.iter().map(String::as_str).collect();
            data::closest_word(&written, &terms).map(str::to_string)
        } else {
            let ids: Vec<&str> = ids.keys().map(String::as_str).collect();
            data::closest_word(&written, &ids).map(str::to_string)
        };
        let words = if shipped_variable {
            Words::new("ftl-variable-without-dollar").with("name", &name)
        } else if !term && terms.contains(&name) {
            Words::new("ftl-term-without-dash").with("name", &name)
        } else if let Some(guess) = guess {
            Words::new("ftl-unknown-reference-guess")
                .with("name", written)
                .with("guess", guess)
        } else {
            Words::new("ftl-unknown-reference")
                .with("name", written)
                .with("term", if term { "yes" } else { "no" })
        };
        errors.push(DataError::at_span(&path, text, place..place, words));
    }
    ids
}

/// The `$name`s written in a pattern's plain text, outside braces (the words are shown as they are).
fn loose_variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, PatternElement};
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                let mut rest = *value;
                while let Some(i) = rest.find('$') {
                    let name: String = rest[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                        out.push(format!("${name}"));
                    }
                    rest = &rest[i + 1..];
                }
            }
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for v in variants {
                    loose_variables(&v.value, out);
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
}

/// The messages and terms (`true`) a pattern refers to, by name.
fn pattern_references(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<(String, bool)>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(i: &InlineExpression<&str>, out: &mut Vec<(String, bool)>) {
        match i {
            InlineExpression::MessageReference { id, .. } => out.push((id.name.to_string(), false)),
            InlineExpression::TermReference { id, .. } => out.push((id.name.to_string(), true)),
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut Vec<(String, bool)>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern_references(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression: e } = element {
            expr(e, out);
        }
    }
}

/// Checks the shipped lessons (and teachers' copies) against the shipped texts.
pub fn check_shipped() -> Report {
    let mut errors = Vec::new();
    let shipped = load::shipped();
    // The texts as the app reads them: the shipped files and the teacher's copies.
    let ids: Vec<(Lang, MessageIds)> = Lang::ALL
        .iter()
        .map(|&lang| {
            let (files, mut unreadable) = i18n::ftl_texts(lang);
            errors.append(&mut unreadable);
            errors.append(&mut lookalike_ids(&files, &shipped));
            errors.append(&mut interface_copies(lang));
            let files = files.iter().map(|(p, t)| (p.clone(), t.as_str()));
            (lang, message_ids(files, &mut errors))
        })
        .collect();
    let (french_files, _) = i18n::ftl_texts(Lang::Fr);
    let shipped_fr = i18n::ftl_files(Lang::Fr);
    let french = message_texts(french_files.iter().map(|(p, t)| {
        let copy = !shipped_fr.iter().any(|(sp, _)| sp == p);
        (p.clone(), t.as_str(), copy)
    }));
    let mut report = check(&shipped, &ids, &french, RulesFrom::Shipped, true);
    errors.append(&mut untranslated());
    errors.append(&mut load::passed_over());
    errors.append(&mut report.errors);
    let texts = Lang::ALL.iter().flat_map(|&lang| i18n::ftl_texts(lang).0);
    commented_out(&mut errors, &texts.collect::<Vec<_>>());
    // A broken board file is met by every lesson of its game: said once.
    let mut kept: Vec<DataError> = Vec::with_capacity(errors.len());
    for e in errors {
        if !kept.contains(&e) {
            kept.push(e);
        }
    }
    data::one_said_per_hidden_character(&mut kept);
    report.errors = kept;
    report
}

/// The variables of each message of a Fluent text, by id.
fn variables_by_id(path: &str, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    by_id(path, text, pattern_variables)
}

/// The variables each message of a Fluent file writes outside braces (`$file`), as written.
fn loose_by_id(path: &str, text: &str) -> BTreeMap<String, Vec<String>> {
    by_id(path, text, loose_variables)
}

/// What `read` gathers from the patterns (its text and attributes) of each message of a Fluent text.
fn by_id<T: Default>(
    path: &str,
    text: &str,
    read: impl Fn(&fluent_syntax::ast::Pattern<&str>, &mut T),
) -> BTreeMap<String, T> {
    use fluent_syntax::ast::Entry;
    let (resource, _) = i18n::read_ftl(path, text);
    resource
        .entries()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m),
            _ => None,
        })
        .map(|m| {
            let mut found = T::default();
            for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                read(p, &mut found);
            }
            (m.id.name.to_string(), found)
        })
        .collect()
}

/// The slips of a teacher's copies of the interface texts that Fluent reads without a word: an id the
/// app never asks for (`notice-board-title`), a variable its shipped message has not (`{ $jeu }` for
/// `{ $game }`: the app gives only the shipped ones, so the screen would show an error in its place),
/// and a shipped variable written without its braces (`$file`, shown as it is).
fn interface_copies(lang: Lang) -> Vec<DataError> {
    let mut errors = Vec::new();
    for (relative, shipped) in i18n::ftl_files(lang) {
        if !relative.starts_with("assets/locales/") {
            continue;
        }
        let Some(Ok(copy)) = data::load_copy(&relative) else {
            continue;
        };
        let given = variables_by_id(&relative, shipped);
        let shipped_loose = loose_by_id(&relative, shipped);
        let copy_loose = loose_by_id(&copy.path, &copy.text);
        for (id, names) in variables_by_id(&copy.path, &copy.text) {
            let at = definition_offset(&copy.text, &id).unwrap_or(0);
            let Some(known) = given.get(&id) else {
                // An id of another interface file of the language (`app-bataille-new` in `app.ftl`):
                // shown all the same, but that file is its place.
                let home = i18n::ftl_files(lang).into_iter().find(|(other, text)| {
                    *other != relative
                        && other.starts_with("assets/locales/")
                        && variables_by_id(other, text).contains_key(&id)
                });
                if let Some((other, _)) = home {
                    let name = other.rsplit('/').next().unwrap_or(&other).to_string();
                    errors.push(DataError::at_span(
                        &copy.path,
                        &copy.text,
                        at..at,
                        Words::new("ftl-interface-id-of-other-file")
                            .with("id", &id)
                            .with("file", name),
                    ));
                    continue;
                }
                // An id the app never asks for (`notice-board-title`): the teacher's words would
                // never be shown, and the shipped ones would stay.
                let ids: Vec<&str> = given.keys().map(String::as_str).collect();
                let guess = load::closest_word(&id, &ids).unwrap_or("none");
                errors.push(DataError::at_span(
                    &copy.path,
                    &copy.text,
                    at..at,
                    Words::new("ftl-interface-unknown-id")
                        .with("id", &id)
                        .with("guess", guess),
                ));
                continue;
            };
            // `$file` written without its braces, where the shipped text shows the file: it would be
            // shown as it is.
            let mut from = at;
            for written in copy_loose.get(&id).into_iter().flatten() {
                let name = written.trim_start_matches('$');
                let on_purpose = shipped_loose.get(&id).is_some_and(|l| l.contains(written));
                if !known.contains(name) || names.contains(name) || on_purpose {
                    continue;
                }
                let place = copy.text[from..]
                    .find(written.as_str())
                    .map_or(from, |i| from + i);
                from = (place + written.len()).min(copy.text.len());
                errors.push(DataError::at_span(
                    &copy.path,
                    &copy.text,
                    place..place,
                    Words::new("ftl-loose-variable").with("text", written.as_str()),
                ));
            }
            // (A variable the app does not give is said where the file is read: `i18n::read_ftl`.)
        }
    }
    errors
}

/// Checks lesson files found under a folder (or one file), with the Fluent files beside them over the
/// shipped texts.
pub fn check_sources(lessons: &[Source], ftl: &[Source]) -> Report {
    check_sources_as(lessons, ftl, false)
}

/// Checks lesson files, and with `course`, each game's lessons as a whole against its rule list
/// (`rules.toml` beside them, else the shipped one): rules taught and practised, the share of
/// decisions, a whole game from the start position.
pub fn check_sources_as(lessons: &[Source], ftl: &[Source], course: bool) -> Report {
    let mut errors = Vec::new();
    let mut ids = Vec::new();
    let sources: Vec<(String, String)> = ftl
        .iter()
        .map(|f| (f.path.clone(), f.text.clone()))
        .collect();
    errors.append(&mut lookalike_ids(&sources, lessons));
    for lang in Lang::ALL {
        let mine = format!("{}.ftl", lang.code());
        let beside: Vec<(String, &str)> = ftl
            .iter()
            .filter(|f| f.path.ends_with(&mine))
            .map(|f| (f.path.clone(), f.text.as_str()))
            .collect();
        // Under the files beside the lessons, the shipped ones, as in the app: a teacher's copy of a
        // lesson keeps the shipped sentences its `fr.ftl` does not repeat. (A shipped file checked
        // in place is read once.)
        let shipped = i18n::ftl_files(lang)
            .into_iter()
            .filter(|(p, t)| !beside.iter().any(|(b, bt)| b == p && bt == t))
            .collect::<Vec<_>>();
        ids.push((
            lang,
            message_ids(shipped.into_iter().chain(beside), &mut errors),
        ));
    }
    let french = message_texts(
        ftl.iter()
            .filter(|f| f.path.ends_with("fr.ftl"))
            .map(|f| (f.path.clone(), f.text.as_str(), true)),
    );
    let mut report = check(lessons, &ids, &french, RulesFrom::Beside, course);
    errors.append(&mut report.errors);
    commented_out(&mut errors, &sources);
    // A broken board file is met by every lesson of its game: said once.
    let mut kept: Vec<DataError> = Vec::with_capacity(errors.len());
    for e in errors {
        if !kept.contains(&e) {
            kept.push(e);
        }
    }
    data::one_said_per_hidden_character(&mut kept);
    report.errors = kept;
    report
}

/// A teacher's lesson file whose name has no number (`ma-lecon.toml`): the app adds it at the end of
/// the list, with stars of its own. When its texts are those of a shipped lesson (a copy), the list
/// shows that lesson twice: the shipped file's name is given.
fn without_number(lesson: &Lesson) -> Option<DataError> {
    let game = lesson.game.id();
    let numbered = |id: &str| {
        id.strip_prefix(&format!("{game}-l"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    // (Only a lesson where the app reads lessons, in a game's folder of `lessons/`, is listed.)
    let path = std::path::Path::new(&lesson.path);
    fn folder(p: Option<&std::path::Path>) -> Option<&str> {
        p.and_then(|d| d.file_name()).and_then(|n| n.to_str())
    }
    let in_game_folder = folder(path.parent()) == Some(game)
        && folder(path.parent().and_then(|d| d.parent())) == Some("lessons");
    if numbered(&lesson.id) || data::shipped(&lesson.path).is_some() || !in_game_folder {
        return None;
    }
    // The lesson whose texts it uses (`espion-l02-…`), if it is a shipped one.
    let copy_of = lesson.messages.iter().find_map(|(m, _)| {
        let rest = m.strip_prefix(&format!("{game}-l"))?;
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let id = format!("{game}-l{digits}");
        (!digits.is_empty()).then_some(id)
    });
    let shipped = copy_of.and_then(|id| {
        load::shipped().into_iter().find(|s| {
            std::path::Path::new(&s.path)
                .parent()
                .and_then(|d| d.file_name())
                .is_some_and(|d| d == game)
                && load::lesson_id(lesson.game, &s.path) == id
        })
    });
    let name = shipped.as_ref().and_then(|s| {
        std::path::Path::new(&s.path)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
    });
    let words = Words::new("lesson-without-number")
        .with("game", game)
        .with("shipped", name.unwrap_or_else(|| "none".into()));
    Some(DataError::misplaced(&lesson.path, words))
}

/// A message a lesson uses, missing from a text file beside it because its line was turned into a
/// note (`# espion-l06-capture = …`): said at that line, where the `#` is to be removed. `texts` are
/// the text files read (path, text).
fn commented_out(errors: &mut [DataError], texts: &[(String, String)]) {
    for e in errors.iter_mut() {
        if e.words.id != "check-message-missing" {
            continue;
        }
        let arg = |name: &str| {
            e.words
                .args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        };
        let (Some(id), Some(langs)) = (arg("id"), arg("langs")) else {
            continue;
        };
        let folder = std::path::Path::new(&e.path).parent();
        let found = langs.split('+').find_map(|lang| {
            let (path, text) = texts.iter().find(|(p, _)| {
                let p = std::path::Path::new(p);
                p.parent() == folder && p.file_name() == Some(format!("{lang}.ftl").as_ref())
            })?;
            let mut offset = 0;
            for line in text.split_inclusive('\n') {
                let note = line.trim_start().trim_start_matches('#').trim_start();
                let rest = note.strip_prefix(id.as_str()).map(str::trim_start);
                if line.trim_start().starts_with('#') && rest.is_some_and(|r| r.starts_with('=')) {
                    let at = offset + (line.len() - line.trim_start().len());
                    return Some((path, text, at, langs.split('+').count() > 1));
                }
                offset += line.len();
            }
            None
        });
        if let Some((path, text, at, other_too)) = found {
            let lesson_line = e.line;
            let lesson = std::path::Path::new(&e.path)
                .file_name()
                .map_or_else(|| e.path.clone(), |n| n.to_string_lossy().into_owned());
            let words = Words::new("check-message-commented-out")
                .with("id", &id)
                .with("lesson", lesson)
                .with("line", lesson_line)
                .with("other", if other_too { "yes" } else { "no" });
            *e = DataError::at_span(path.clone(), text, at..at, words);
        }
    }
}

/// Whether a `rules.toml` lies in the folder of the lesson file `path`.
fn has_rules_beside(path: &str) -> bool {
    std::path::Path::new(path)
        .parent()
        .is_some_and(|dir| dir.join("rules.toml").is_file())
}

/// The rule list for lessons of `game` read from `path`.
fn find_rules(game: GameId, path: &str, from: RulesFrom) -> Option<Result<Rules, Vec<DataError>>> {
    if from == RulesFrom::Beside
        && let Some(dir) = std::path::Path::new(path).parent()
    {
        let beside = dir.join("rules.toml");
        if beside.is_file() {
            let shown = beside.display().to_string();
            return Some(match std::fs::read_to_string(&beside) {
                Ok(text) => rules::parse(&shown, &text).map(|mut r| {
                    r.game = Some(game);
                    r
                }),
                Err(e) => Err(vec![DataError::file(
                    shown,
                    Words::new("data-unreadable").with_words("reason", data::io_words(&e)),
                )]),
            });
        }
    }
    rules::shipped(game)
}

/// A shipped rule deleted from a teacher's copy of the rule list, which shipped lessons teach at
/// `places` (file, line): said at the place the rule had in the list (above the next shipped rule the
/// copy keeps, else at its end), with every place, and both ways to mend it.
fn rule_deleted(rules: &Rules, rule: &str, places: &[(String, usize)]) -> DataError {
    let mut by_file: Vec<(String, Vec<String>)> = Vec::new();
    for (path, line) in places {
        let line = line.to_string();
        match by_file.iter_mut().find(|(p, _)| p == path) {
            Some((_, lines)) => lines.push(line),
            None => by_file.push((path.clone(), vec![line])),
        }
    }
    let places: Vec<String> = by_file
        .iter()
        .map(|(path, lines)| format!("{path} ({})", lines.join(", ")))
        .collect();
    let shipped = rules.game.and_then(rules::embedded);
    let next = shipped.as_ref().and_then(|s| {
        let at = s.rules.iter().position(|r| r.id == rule)?;
        s.rules[at + 1..]
            .iter()
            .find_map(|n| rules.rules.iter().find(|r| r.id == n.id))
    });
    // Renamed rather than deleted: in its place (just above the next shipped rule the copy keeps),
    // an id the shipped list does not have.
    let before_next = match next {
        Some(n) => rules
            .rules
            .iter()
            .position(|r| r.id == n.id)
            .and_then(|i| i.checked_sub(1)),
        None => rules.rules.len().checked_sub(1),
    };
    let renamed = before_next
        .and_then(|i| rules.rules.get(i))
        .filter(|r| shipped.as_ref().is_some_and(|s| !s.contains(&r.id)));
    if let Some(new) = renamed {
        let words = Words::new("check-rule-renamed")
            .with("rule", rule)
            .with("new", &new.id)
            .with("places", places.join(", "));
        return DataError::at_span(&rules.path, &rules.text, new.span.clone(), words);
    }
    let words = Words::new("check-rule-deleted")
        .with("rule", rule)
        .with("places", places.join(", "));
    let span = next.map_or(rules.text.len()..rules.text.len(), |r| r.span.clone());
    let mut e = DataError::at_span(&rules.path, &rules.text, span, words);
    // At the heading of the next rule, where the deleted one's lines were.
    if next.is_some()
        && e.line >= 2
        && rules.text.lines().nth(e.line - 2).map(str::trim) == Some("[[rule]]")
    {
        e.line -= 1;
        e.column = 1;
    }
    e
}

fn check(
    lessons: &[Source],
    ids: &[(Lang, MessageIds)],
    french: &MessageTexts,
    from: RulesFrom,
    course: bool,
) -> Report {
    let mut report = Report::default();
    let mut numbers: BTreeMap<String, (String, String)> = BTreeMap::new();
    let mut books: BTreeMap<GameId, Option<Rules>> = BTreeMap::new();
    let mut loaded: Vec<Lesson> = Vec::new();
    // Games with a lesson that does not read, and its text: their course is judged only where that
    // lesson cannot change the verdict (its rules would seem untaught only because it is missing).
    let mut unread: BTreeMap<GameId, Vec<&str>> = BTreeMap::new();
    // The shipped rules deleted from a teacher's copy of a list, and where shipped lessons teach them.
    let mut deleted: BTreeMap<(GameId, String), Vec<(String, usize)>> = BTreeMap::new();
    for source in lessons {
        report.lessons += 1;
        // A lesson whose only problems are its ids' prefix is still checked step by step.
        let (lesson, mut e) = load::parse_partly(&source.path, &source.text);
        match lesson {
            None => {
                if let Some(game) = rules::game_of(&source.path) {
                    if let Some(model) = data::shipped_relative(&source.path) {
                        data::said_at_change(&source.path, &source.text, &model, &mut e);
                    }
                    unread.entry(game).or_default().push(&source.text);
                }
                report.errors.append(&mut e);
            }
            Some(lesson) => {
                // An id refused for its prefix is not said missing too, at the same place, nor
                // are the ids of a prefix said once for all.
                let places: Vec<(usize, usize)> = e.iter().map(|e| (e.line, e.column)).collect();
                let arg = |e: &DataError, name: &str| {
                    e.words
                        .args
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map(|(_, v)| v.clone())
                };
                let copied: Vec<String> = e
                    .iter()
                    .filter(|e| e.words.id == "load-message-prefix-copied")
                    .filter_map(|e| arg(e, "other"))
                    .collect();
                report.errors.append(&mut e);
                if let Some(warning) = without_number(&lesson) {
                    report.warnings.push(warning);
                }
                if let Some((first, first_text)) = numbers.get(&lesson.id) {
                    // Said in the teacher's file when the other one is a shipped lesson.
                    let error = if data::shipped(&lesson.path).is_some()
                        && data::shipped(first).is_none()
                    {
                        let mut earlier = lesson.clone();
                        earlier.path = first.clone();
                        earlier.text = first_text.clone();
                        load::same_number(&earlier, &lesson.path)
                    } else {
                        load::same_number(&lesson, first)
                    };
                    report.errors.push(error);
                } else {
                    numbers.insert(
                        lesson.id.clone(),
                        (lesson.path.clone(), lesson.text.clone()),
                    );
                }
                let rules = books
                    .entry(lesson.game)
                    .or_insert_with(|| match find_rules(lesson.game, &lesson.path, from) {
                        None => None,
                        Some(Ok(r)) => Some(r),
                        Some(Err(mut e)) => {
                            // The broken list is reported; the lessons are still checked against the
                            // shipped list, so that its mistakes do not turn into one per `teaches`.
                            report.errors.append(&mut e);
                            rules::embedded(lesson.game)
                        }
                    })
                    .as_ref();
                let texts = Texts { ids, french, rules };
                let mut errors = check_lesson_with(&lesson, &texts);
                errors.retain(|e| {
                    let of_copied = e.words.id == "check-message-missing"
                        && arg(e, "id").is_some_and(|id| copied.iter().any(|p| id.starts_with(p)));
                    e.path != lesson.path || !(places.contains(&(e.line, e.column)) || of_copied)
                });
                // A shipped lesson's rules are all in the shipped list: a rule unknown to a
                // teacher's copy of the list comes from that copy's change, said there.
                if let Some(rules) = rules
                    && data::shipped(&lesson.path) == Some(lesson.text.as_str())
                {
                    let model = rules::path_for(lesson.game);
                    let shipped = rules::embedded(lesson.game);
                    // A shipped rule deleted from the copy: said once, at its place in the copy, with
                    // every line that teaches it.
                    errors.retain(|e| {
                        let rule = arg(e, "rule").unwrap_or_default();
                        let gone = e.words.id == "check-unknown-rule"
                            && shipped.as_ref().is_some_and(|s| s.contains(&rule));
                        if gone {
                            deleted
                                .entry((lesson.game, rule))
                                .or_default()
                                .push((lesson.path.clone(), e.line));
                        }
                        !gone
                    });
                    for e in &mut errors {
                        if e.words.id == "check-unknown-rule" {
                            // The fix is in the copy: no guess at a rule of the changed list.
                            for (name, value) in &mut e.words.args {
                                if *name == "guess" {
                                    *value = "none".to_string();
                                }
                            }
                            let one = std::slice::from_mut(e);
                            data::others_said_at_change(&rules.path, &rules.text, &model, one);
                        }
                    }
                }
                report.errors.append(&mut errors);
                loaded.push(lesson);
            }
        }
    }
    for ((game, rule), places) in &deleted {
        if let Some(Some(rules)) = books.get(game) {
            report.errors.push(rule_deleted(rules, rule, places));
        }
    }
    if course {
        for (game, rules) in &books {
            let of_game: Vec<&Lesson> = loaded.iter().filter(|l| l.game == *game).collect();
            if let Some(texts) = unread.get(game) {
                // The rule list's own problems (its words missing in a language), and a rule the
                // teacher added that no lesson teaches, not even by name the one that does not read,
                // are still said. (A shipped rule is taught by a shipped lesson, which the one that
                // does not read may be a copy of: empty, or saved as UTF-16.)
                if let Some(r) = rules {
                    let shipped = rules::embedded(*game);
                    let named = |rule: &str| {
                        texts.iter().any(|t| t.contains(rule))
                            || shipped
                                .as_ref()
                                .is_some_and(|s| s.rules.iter().any(|x| x.id == rule))
                    };
                    let mut errors = check_course(*game, &of_game, r, ids);
                    errors.retain(|e| {
                        let rule = e.words.args.iter().find(|(n, _)| *n == "rule");
                        match e.words.id {
                            "check-rule-words-missing" => true,
                            "check-rule-not-taught" | "check-rule-lost" => {
                                rule.is_some_and(|(_, id)| !named(id))
                            }
                            _ => false,
                        }
                    });
                    report.errors.append(&mut errors);
                }
                continue;
            }
            // A folder of lessons is a whole course only with its own rule list beside it: a folder of
            // a few lessons (a teacher's draft, the broken examples) is checked lesson by lesson.
            let own_list =
                from == RulesFrom::Shipped || of_game.iter().any(|l| has_rules_beside(&l.path));
            match rules {
                Some(r) if own_list => {
                    let mut errors = check_course(*game, &of_game, r, ids);
                    // A lesson of the game that ends in a whole game, with a mistake (its start
                    // position misspelt), may be the whole game: its own mistake is said, not its
                    // consequence on the course.
                    let ends_in_game = |l: &Lesson| {
                        matches!(
                            l.steps.last().map(|s| &s.kind),
                            Some(StepKind::Play {
                                goal: Goal::Win,
                                ..
                            })
                        )
                    };
                    // (The same for a copy of the shipped lesson that does, whose goal was changed.)
                    let shipped_ends_in_game = |l: &Lesson| {
                        data::shipped_relative(&l.path).is_some_and(|r| {
                            data::shipped(&r)
                                .and_then(|t| load::parse(&r, t).ok())
                                .is_some_and(|s| ends_in_game(&s))
                        })
                    };
                    if of_game.iter().any(|l| {
                        (ends_in_game(l) || shipped_ends_in_game(l))
                            && report.errors.iter().any(|e| e.path == l.path)
                    }) {
                        errors.retain(|e| e.words.id != "check-no-whole-game");
                    }
                    report.errors.append(&mut errors);
                }
                Some(_) => report.warnings.push(DataError::file(
                    of_game
                        .first()
                        .map_or_else(|| rules::path_for(*game), |l| l.path.clone()),
                    Words::new("check-no-rules-beside").with("game", game.id()),
                )),
                None => report.warnings.push(DataError::file(
                    rules::path_for(*game),
                    Words::new("check-no-rules").with("game", game.id()),
                )),
            }
        }
    }
    report
}

/// The texts a lesson is checked against.
pub struct Texts<'a> {
    pub ids: &'a [(Lang, MessageIds)],
    pub french: &'a MessageTexts,
    /// The game's rule list; with one, the lesson is also held to the teaching checks (teaches, quizzes
    /// not shown before they are asked, short French sentences).
    pub rules: Option<&'a Rules>,
}

/// Which rules each game's lessons teach and practise: for `lesson coverage`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Coverage {
    pub game: String,
    pub rules: Vec<RuleCoverage>,
    /// Rules never taught or never practised.
    pub uncovered: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RuleCoverage {
    pub id: String,
    /// `lesson-id:step` of the steps that teach it.
    pub taught_by: Vec<String>,
    /// `lesson-id:step` of the decision steps that teach it.
    pub practised_by: Vec<String>,
}

/// The coverage table of one game's rules by its lessons.
pub fn coverage(game: GameId, lessons: &[&Lesson], rules: &Rules) -> Coverage {
    let mut out = Vec::new();
    for rule in &rules.rules {
        let mut taught_by = Vec::new();
        let mut practised_by = Vec::new();
        for lesson in lessons {
            for (i, step) in lesson.steps.iter().enumerate() {
                if step.teaches.iter().any(|(t, _)| *t == rule.id) {
                    let at = format!("{}:{}", lesson.id, i + 1);
                    if step.kind.is_decision() {
                        practised_by.push(at.clone());
                    }
                    taught_by.push(at);
                }
            }
        }
        out.push(RuleCoverage {
            id: rule.id.clone(),
            taught_by,
            practised_by,
        });
    }
    let uncovered = out
        .iter()
        .filter(|r| r.practised_by.is_empty())
        .map(|r| r.id.clone())
        .collect();
    Coverage {
        game: game.id().to_string(),
        rules: out,
        uncovered,
    }
}

/// The coverage of every game with a rule list, from the shipped lessons (teachers' copies win).
pub fn shipped_coverage() -> Result<Vec<Coverage>, Vec<DataError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for game in GameId::ALL {
        match rules::shipped(game) {
            None => {}
            Some(Err(mut e)) => errors.append(&mut e),
            Some(Ok(r)) => {
                let lessons = shipped_lessons(game);
                let refs: Vec<&Lesson> = lessons.iter().collect();
                out.push(coverage(game, &refs, &r));
            }
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// A rule that no step teaches, or no decision step practises (`practise`), because a teacher's copy
/// of a shipped lesson lost it from a step's `teaches`: said at that step of the copy, where the rule
/// goes (the rule list itself is right).
fn lost_teaches(lessons: &[&Lesson], rule: &str, practise: bool) -> Option<DataError> {
    lessons.iter().find_map(|copy| {
        let model_path = data::shipped_relative(&copy.path)?;
        let model_text = data::shipped(&model_path)?;
        if model_text == copy.text {
            return None;
        }
        let model = load::parse(&model_path, model_text).ok()?;
        let same_kind =
            |a: &Step, b: &Step| std::mem::discriminant(&a.kind) == std::mem::discriminant(&b.kind);
        model.steps.iter().enumerate().find_map(|(i, was)| {
            let taught = was.teaches.iter().any(|(t, _)| t == rule);
            if !taught || (practise && !was.kind.is_decision()) {
                return None;
            }
            // The same step in the copy: the one with the same text, else the one at the same place.
            let step = copy
                .steps
                .iter()
                .find(|s| same_kind(s, was) && s.text.is_some() && s.text == was.text)
                .or_else(|| copy.steps.get(i).filter(|s| same_kind(s, was)))?;
            let (at, place) = match load::field_span(&copy.text, step.span.start, "teaches") {
                Some(list) => (list.start, None),
                None => match load::missing_place(
                    &copy.path,
                    &copy.text,
                    Some(copy.game),
                    step.span.start,
                    "teaches",
                ) {
                    Some((at, place)) => (at, Some(place)),
                    None => (step.span.start, None),
                },
            };
            let words = Words::new("check-rule-lost")
                .with("rule", rule)
                .with("practise", if practise { "yes" } else { "no" });
            let words = match place {
                Some(place) => words.with_words("where", place),
                None => words.with("where", ""),
            };
            Some(DataError::at_span(&copy.path, &copy.text, at..at, words))
        })
    })
}

/// One game's lessons as a whole: every rule taught and practised and worded in every language, enough
/// decisions, and (board games) a lesson from the start position to a whole game.
pub fn check_course(
    game: GameId,
    lessons: &[&Lesson],
    rules: &Rules,
    ids: &[(Lang, MessageIds)],
) -> Vec<DataError> {
    let mut errors = Vec::new();
    let table = coverage(game, lessons, rules);
    for (rule, cov) in rules.rules.iter().zip(&table.rules) {
        let lost = |practise| lost_teaches(lessons, &rule.id, practise);
        if let Some(error) = (cov.practised_by.is_empty())
            .then(|| lost(!cov.taught_by.is_empty()))
            .flatten()
        {
            errors.push(error);
        } else if cov.taught_by.is_empty() {
            errors.push(rules.error_at(
                rule.span.clone(),
                Words::new("check-rule-not-taught").with("rule", &rule.id),
            ));
        } else if cov.practised_by.is_empty() {
            errors.push(
                rules.error_at(
                    rule.span.clone(),
                    Words::new("check-rule-not-practised")
                        .with("rule", &rule.id)
                        .with("steps", cov.taught_by.join(", ")),
                ),
            );
        }
        let message = rules.message_id(&rule.id);
        let missing: Vec<&str> = ids
            .iter()
            .filter(|(_, set)| !set.contains_key(&message))
            .map(|(lang, _)| lang.code())
            .collect();
        if !missing.is_empty() {
            errors.push(
                rules.error_at(
                    rule.span.clone(),
                    Words::new("check-rule-words-missing")
                        .with("rule", &rule.id)
                        .with("id", &message)
                        .with(
                            "files",
                            missing
                                .iter()
                                .map(|l| format!("lessons/{}/{l}.ftl", game.id()))
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                ),
            );
        }
    }
    let steps: usize = lessons.iter().map(|l| l.steps.len()).sum();
    let decisions: usize = lessons
        .iter()
        .flat_map(|l| &l.steps)
        .filter(|s| s.kind.is_decision())
        .count();
    let needed = decision_share_needed(game);
    // A lesson the teacher added or changed that brings the share down: said at its first step where
    // the class does not decide (the shipped lessons, and the rule list, were not touched).
    let share = |l: &Lesson| {
        let d = l.steps.iter().filter(|s| s.kind.is_decision()).count();
        (d * 100).checked_div(l.steps.len()).unwrap_or(100)
    };
    let shipped = |l: &&&Lesson| data::shipped(&l.path) == Some(l.text.as_str());
    let (shipped_steps, shipped_decisions) =
        lessons.iter().filter(shipped).fold((0, 0), |(n, d), l| {
            let mine = l.steps.iter().filter(|s| s.kind.is_decision()).count();
            (n + l.steps.len(), d + mine)
        });
    // (Only when the shipped lessons alone have the share: else the course itself is short.)
    let teachers = lessons
        .iter()
        .filter(|l| !shipped(l) && share(l) < needed)
        .filter(|_| shipped_steps > 0 && shipped_decisions * 100 >= needed * shipped_steps)
        .min_by_key(|l| share(l));
    if steps > 0
        && decisions * 100 < needed * steps
        && let Some(lesson) = teachers
        && let Some(step) = lesson.steps.iter().find(|s| !s.kind.is_decision())
    {
        let mine = lesson.steps.iter().filter(|s| s.kind.is_decision()).count();
        let words = Words::new("check-few-decisions-lesson")
            .with("mine", mine)
            .with("of", lesson.steps.len())
            .with("game", game.id())
            .with("share", decisions * 100 / steps)
            .with("needed", needed);
        let at = step.span.start..step.span.start;
        errors.push(DataError::at_span(&lesson.path, &lesson.text, at, words));
    } else if steps > 0 && decisions * 100 < needed * steps {
        errors.push(DataError::file(
            rules.path.clone(),
            Words::new("check-few-decisions")
                .with("decisions", decisions)
                .with("steps", steps)
                .with("game", game.id())
                .with("share", decisions * 100 / steps)
                .with("needed", needed),
        ));
    }
    if game != GameId::Bataille && !has_whole_game(game, lessons) {
        errors.push(DataError::file(
            rules.path.clone(),
            Words::new("check-no-whole-game").with("game", game.id()),
        ));
    }
    errors
}

/// Whether one of the game's lessons starts from the board file's start position and ends in a whole game
/// (a `play` step with the goal `win`).
fn has_whole_game(game: GameId, lessons: &[&Lesson]) -> bool {
    let start = Boards::shared().open(game, None).ok().map(|b| b.notation());
    lessons.iter().any(|l| {
        let from_start = match &l.setting {
            Setting::Board { position: None } => true,
            Setting::Board {
                position: Some((p, _)),
            } => {
                Boards::shared()
                    .open(game, Some(p))
                    .ok()
                    .map(|b| b.notation())
                    == start
            }
            _ => false,
        };
        from_start
            && matches!(
                l.steps.last().map(|s| &s.kind),
                Some(StepKind::Play {
                    goal: Goal::Win,
                    ..
                })
            )
    })
}

/// Every problem of one loaded lesson: messages, then the replay.
pub fn check_lesson(lesson: &Lesson, ids: &[(Lang, MessageIds)]) -> Vec<DataError> {
    let french = MessageTexts::new();
    check_lesson_with(
        lesson,
        &Texts {
            ids,
            french: &french,
            rules: None,
        },
    )
}

/// Every problem of one loaded lesson, with its game's rule list if it has one.
pub fn check_lesson_with(lesson: &Lesson, texts: &Texts) -> Vec<DataError> {
    let mut cx = Cx {
        lesson,
        errors: Vec::new(),
        branches: 0,
        strict: texts.rules.is_some(),
        current: 0,
    };
    cx.teaches(texts.rules);
    if cx.strict {
        cx.french_sentences(texts.french);
    }
    cx.messages(texts.ids);
    cx.variables(texts.ids);
    let span = match &lesson.setting {
        Setting::Board {
            position: Some((_, span)),
        } => span.clone(),
        _ => 0..0,
    };
    match Runner::stepwise(lesson.clone(), Boards::shared()) {
        Ok(runner) => cx.walk_all(runner),
        Err(e) => {
            let board_broken = matches!(e, OpenError::Board(_));
            cx.open_error(e, span.clone());
            // A teacher's board copy that does not read: the lesson is checked on the shipped board,
            // so that its own mistakes are said too (one broken file hides no other), its position
            // first.
            if board_broken {
                match Runner::stepwise(lesson.clone(), Boards::shipped()) {
                    Ok(runner) => cx.walk_all(runner),
                    Err(OpenError::Board(_)) => {}
                    Err(e) => cx.open_error(e, span),
                }
            }
        }
    }
    // A branch may find the same problem again: keep each once.
    let mut seen = BTreeSet::new();
    cx.errors
        .retain(|e| seen.insert((e.line, e.column, e.message())));
    cx.errors
}

/// Every lesson of a game among the shipped ones (for the app's lesson list), loaded, in order.
pub fn shipped_lessons(game: GameId) -> Vec<Lesson> {
    load::shipped()
        .iter()
        .filter_map(|s| load::parse(&s.path, &s.text).ok())
        .filter(|l| l.game == game)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No shipped message, in either language, reads as the other language: the check of a teacher's
    /// copy says only what was typed in the wrong language.
    #[test]
    fn no_shipped_message_reads_as_the_other_language() {
        for lang in Lang::ALL {
            let texts = message_texts(
                i18n::ftl_files(lang)
                    .into_iter()
                    .map(|(p, t)| (p, t, false)),
            );
            assert!(texts.len() > 500, "{}", texts.len());
            let seen: Vec<String> = texts
                .iter()
                .filter_map(|(id, (text, _))| {
                    let words = other_language_words(text, lang)?;
                    Some(format!("{id}: {text} {words:?}"))
                })
                .collect();
            assert!(seen.is_empty(), "{seen:#?}");
        }
    }

    /// A French sentence typed in English, or the reverse, is seen with its small words.
    #[test]
    fn a_sentence_typed_in_the_other_language_is_seen() {
        let english = "Your turn: tap every square where this agent can go.";
        let seen = other_language_words(english, Lang::Fr).unwrap();
        assert_eq!(seen[..3], ["your", "turn", "tap"]);
        assert_eq!(other_language_words(english, Lang::En), None);
        let french = "Touche chaque case où cet agent peut aller.";
        assert!(other_language_words(french, Lang::En).is_some());
        assert_eq!(other_language_words(french, Lang::Fr), None);
        // A name of a game or a piece is no sentence.
        assert_eq!(other_language_words("Tank Battle", Lang::Fr), None);
    }
}
