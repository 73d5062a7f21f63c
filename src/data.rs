//! Where the data files come from, and how their errors are reported.
//!
//! Boards, lessons, printable definitions and texts ship inside the binary (so the app works from any
//! folder, and in a browser). A teacher may override any of them with an edited copy: a file of the same
//! relative path under the folder named by `LUDOCLASSE_DATA`, or else under the user's data folder
//! (`~/.local/share/ludoclasse/` on Linux). The copy wins over the shipped file.
//!
//! Every error found in a data file is a [`DataError`] printed as `path:line:column: what is wrong`. What
//! is wrong is only ever held as Fluent [`Words`]: the command line's English sentence, like the app's
//! French one, comes from the shipped texts (`assets/locales/<lang>/*.ftl`).
//!
//! ```
//! use ludoclasse::data::DataError;
//! let text = "size = [8, 8]\nname = 3\n";
//! use ludoclasse::data::Words;
//! let text = "size = [8, 8]\nsize = [9, 9]\n";
//! let words = Words::new("data-key-twice-at").with("first", 1).with("key", "size");
//! let e = DataError::at_span("boards/espion.toml", text, 14..18, words);
//! assert_eq!(
//!     e.to_string(),
//!     "boards/espion.toml:2:1: the key `size` is given twice in the same table, here and at line 1; keep only one"
//! );
//! ```

use std::ops::{Bound, Range};
use std::path::PathBuf;

use std::collections::BTreeMap;
use std::sync::LazyLock;

mod change;
mod fields;
pub mod watch;

pub use change::{others_said_at_change, said_at_change, said_with_deleted_lines};
pub mod words;

/// The shipped data folders (`assets/`, `lessons/`, `printables/`), packed and deflated by `build.rs`.
static PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/shipped.zlib"));

/// The shipped files by path (`assets/boards/espion.toml`), inflated on first use and kept for the rest
/// of the program.
static SHIPPED: LazyLock<BTreeMap<&'static str, &'static str>> = LazyLock::new(unpack);

fn unpack() -> BTreeMap<&'static str, &'static str> {
    let archive = miniz_oxide::inflate::decompress_to_vec_zlib(PACKED)
        .expect("build.rs deflated the shipped files with zlib: they inflate");
    let mut rest: &'static [u8] = Vec::leak(archive);
    let mut next = || {
        let (len, tail) = rest.split_first_chunk::<4>()?;
        let (part, tail) = tail.split_at(u32::from_le_bytes(*len) as usize);
        rest = tail;
        Some(std::str::from_utf8(part).expect("build.rs packs UTF-8 files only"))
    };
    let mut files = BTreeMap::new();
    while let Some(path) = next() {
        let text = next().expect("build.rs packs a text after each path");
        files.insert(path, text);
    }
    files
}

/// The shipped text of `relative` (e.g. `assets/boards/espion.toml`), if the binary holds such a file.
pub fn shipped(relative: &str) -> Option<&'static str> {
    SHIPPED.get(relative).copied()
}

/// The shipped files under the folder `relative` (e.g. `lessons/espion`), sorted by path, with paths
/// relative to the project root. Sub-folders are walked too.
pub fn shipped_files(relative: &str) -> Vec<(String, &'static str)> {
    let folder = format!("{}/", relative.trim_end_matches('/'));
    SHIPPED
        .range::<str, _>((Bound::Included(folder.as_str()), Bound::Unbounded))
        .take_while(|(path, _)| path.starts_with(&folder))
        .map(|(path, text)| (path.to_string(), *text))
        .collect()
}

/// A problem in a data file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    /// The path as the user knows it (relative to the data folder for shipped files).
    pub path: String,
    /// 1-based; 0 when the problem concerns the whole file.
    pub line: usize,
    pub column: usize,
    /// What is wrong, as a message of the shipped texts said in the user's language (see [`Words`]).
    pub words: Box<Words>,
}

/// What is wrong with a data file, as a Fluent message of `assets/locales/<lang>/data-errors.ftl` and its
/// arguments: the app and the command line show a file's problems in the teacher's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    pub id: &'static str,
    /// Arguments given as they are (numbers are written with digits only).
    pub args: Vec<(&'static str, String)>,
    /// Arguments that are themselves message ids, said first (a field's purpose…).
    pub said: Vec<(&'static str, String)>,
    /// Arguments that are themselves sentences with arguments, said first (an error a note is added to).
    pub nested: Vec<(&'static str, Words)>,
}

impl Words {
    pub fn new(id: &'static str) -> Words {
        Words {
            id,
            args: Vec::new(),
            said: Vec::new(),
            nested: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Words {
        self.args.push((name, value.to_string()));
        self
    }

    /// Adds the argument `name`, whose value is the message `id` said in the same language.
    pub fn with_said(mut self, name: &'static str, id: impl Into<String>) -> Words {
        self.said.push((name, id.into()));
        self
    }

    /// Adds the argument `name`, whose value is `words` said in the same language.
    pub fn with_words(mut self, name: &'static str, words: Words) -> Words {
        self.nested.push((name, words));
        self
    }
}

impl DataError {
    /// An error about the whole file (missing, unreadable…), said by `words`.
    pub fn file(path: impl Into<String>, words: Words) -> DataError {
        DataError {
            path: path.into(),
            line: 0,
            column: 0,
            words: Box::new(words),
        }
    }

    /// A file's name or place is wrong (`Espion.toml`, `07-hunt.toml.txt`, `boards/espion.toml`):
    /// said at its first line, where an editor opens it, so that every mistake has a line.
    pub fn misplaced(path: impl Into<String>, words: Words) -> DataError {
        DataError {
            line: 1,
            column: 1,
            ..DataError::file(path, words)
        }
    }

    /// An error at the byte range `span` of `text`, said by `words`.
    pub fn at_span(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        words: Words,
    ) -> DataError {
        let (line, column) = line_column(text, span.start);
        DataError {
            line,
            column,
            ..DataError::file(path, words)
        }
    }

    /// A mistake in a value: like [`DataError::at_span`], but a string value is pointed at its first
    /// character, not at its opening quote (`"`, `'`, or the three quotes of a multi-line string).
    pub fn at_value(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        words: Words,
    ) -> DataError {
        let rest = text.get(span.start..span.end).unwrap_or("");
        let skip = ["\"\"\"\n", "'''\n", "\"\"\"", "'''", "\"", "'"]
            .iter()
            .find(|q| rest.len() > q.len() && rest.starts_with(**q))
            .map_or(0, |q| q.len());
        DataError::at_span(path, text, span.start + skip..span.end, words)
    }

    /// A TOML syntax or type error, at the place toml found it.
    pub fn from_toml(path: impl Into<String>, text: &str, e: &toml::de::Error) -> DataError {
        toml_error(&path.into(), text, e, |_, _| None, None)
    }
}

/// `"H1", "I1, "J1"`: a closing quote lost in a list, so that the quotes after it pair up the wrong
/// way. The first text of `line` that ends with a comma lost it, before that comma: its byte in
/// `line`, and the words that say it.
fn quote_lost_in_list(line: &str) -> Option<(usize, Words)> {
    let in_list = line.trim_start().starts_with(['[', '"']) || line.contains("= [");
    let mut offset = 0;
    for (i, part) in line.split('"').enumerate() {
        let word = part.trim_end().strip_suffix(',');
        if i % 2 == 1
            && in_list
            && let Some(word) = word.filter(|w| !w.is_empty() && !w.contains(' '))
        {
            let words = Words::new("data-quote-lost-in-list").with("text", word);
            return Some((offset + word.len(), words));
        }
        offset += part.len() + 1;
    }
    None
}

/// A TOML syntax or type error in plain words, at the place of the mistake: a key given twice names
/// itself and its first place; a missing field names its table and, through `purpose`, what it is for,
/// and is shown where it belongs in the order of the `model` file (a shipped file of the same kind).
pub fn toml_error(
    path: &str,
    text: &str,
    e: &toml::de::Error,
    purpose: fn(&str, &str) -> Option<&'static str>,
    model: Option<&str>,
) -> DataError {
    let raw = e.message().trim().replace('\n', "; ");
    let Some(span) = e.span() else {
        return DataError::file(path, syntax_words(&raw));
    };
    let span = span.start.min(text.len())..span.end.min(text.len());
    let snippet = text.get(span.clone()).unwrap_or("");
    // `text\u{a0}= …`: a non-breaking space (a French keyboard's habit) where toml wants a plain one.
    if text[span.start..].starts_with(['\u{a0}', '\u{202f}']) {
        let at = span.start..span.start;
        return DataError::at_span(path, text, at, Words::new("data-nbsp-outside-text"));
    }
    // `// a note`: a comment as other languages write it.
    let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    let line = &text[line_start..];
    if line.trim_start().starts_with("//") {
        let at = line_start + (line.len() - line.trim_start().len());
        return DataError::at_span(path, text, at..at + 2, Words::new("data-comment-slashes"));
    }
    // `size = (8, 10)`: a list in parentheses, as in other languages.
    let this_line = line.split('\n').next().unwrap_or("");
    if let Some((key, value)) = this_line.split_once('=')
        && !key.contains(['"', '\''])
        && value.trim_start().starts_with('(')
    {
        let at = line_start + key.len() + 1 + (value.len() - value.trim_start().len());
        return DataError::at_span(path, text, at..at + 1, Words::new("data-list-parentheses"));
    }
    if raw.starts_with("duplicate key") {
        return twice(path, text, span, snippet, model);
    }
    // A header misspelt (`[battles]`): its fields are then unknown there and missing from the table
    // it meant; the mistake is the header.
    if ["missing field", "unknown field", "invalid type"]
        .iter()
        .any(|p| raw.starts_with(p))
        && let Some((at, written, wanted)) = model.and_then(|m| fields::misspelt_header(text, m))
    {
        let words = Words::new("data-header-misspelt")
            .with("written", written)
            .with("wanted", wanted);
        return DataError::at_span(path, text, at..at, words);
    }
    if let Some(rest) = raw.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or("");
        let (table, mut at) = table_of(text, span.start);
        let mut shown = table.clone();
        // A table written inline (`labels = [{ square = "E1" }]`) is shown at its own `{`, named by
        // its key.
        if snippet.starts_with('{') {
            at = span.start;
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            if let Some((key, _)) = text[line_start..at].split_once('=') {
                shown = key.trim().to_string();
            } else if let Some(key) = list_key(text, line_start) {
                shown = key;
            }
        }
        // `[[step.options]]` with nothing under it (added, never filled): said once, with the fields
        // of the one above it.
        if !snippet.starts_with('{')
            && table.contains('.')
            && let Some(fields) = empty_table_fields(text, at, &table)
        {
            let words = Words::new("data-table-empty")
                .with("table", &table)
                .with("fields", fields.join("`, `"));
            return DataError::at_span(path, text, at..at, words);
        }
        // Written, but in another table: the header above it is likely lost.
        let owner = model.map_or(table.clone(), |m| fields::owner(m, &table, field));
        if !snippet.starts_with('{')
            && let Some((stray, header)) = model.and_then(|m| fields::stray(text, m, &owner, field))
        {
            let words = field_of_table(text, stray, field, &header);
            return DataError::at_span(path, text, stray..stray + field.len(), words);
        }
        let place = if snippet.starts_with('{') {
            None
        } else {
            model.and_then(|m| missing_place(text, m, at, field))
        };
        let mut words = Words::new("data-field-missing")
            .with("field", field)
            .with("table", if shown.is_empty() { "none" } else { &shown });
        words = match place {
            Some((place_at, place)) => {
                at = place_at;
                words.with_words("where", place)
            }
            None => words.with("where", ""),
        };
        words = match purpose(&table, field) {
            Some(_) => words.with_said("why", format!("data-why-{field}")),
            None => words.with("why", "none"),
        };
        return DataError::at_span(path, text, at..at, words);
    }
    if let Some(rest) = raw.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        // A value of another table's field, fallen into this one when its header was lost.
        let (table, header) = table_of(text, span.start);
        let header = if table.is_empty() { 0 } else { header };
        if !table.is_empty()
            && let Some((name, at, home)) =
                model.and_then(|m| fields::first_stray(text, m, &table, header))
        {
            let words = field_of_table(text, at, &name, &home);
            return DataError::at_span(path, text, at..at + name.len(), words);
        }
        // A number with decimals where a whole one is needed (`die = 3.5`): both are numbers.
        // `games = 1.000`: a thousand written with a dot between groups of three digits.
        let groups: Vec<&str> = snippet.trim().split('.').collect();
        if found.starts_with("floating")
            && groups.len() == 2
            && (1..=3).contains(&groups[0].len())
            && groups[1].len() == 3
            && groups.iter().all(|g| g.bytes().all(|b| b.is_ascii_digit()))
            && groups[0] != "0"
        {
            let words = Words::new("data-number-with-space").with("number", groups.concat());
            return DataError::at_span(path, text, span, words);
        }
        // `1e3`: a number with an exponent, read as a decimal one.
        let written = snippet.trim();
        if found.starts_with("floating")
            && let Some((base, exponent)) = written.split_once(['e', 'E'])
            && let (Ok(base), Ok(exponent)) = (base.parse::<f64>(), exponent.parse::<i32>())
            && (0..=9).contains(&exponent)
            && base.fract() == 0.0
        {
            let whole = (base * 10f64.powi(exponent)) as i64;
            let words = Words::new("data-number-exponent")
                .with("written", written)
                .with("number", whole);
            return DataError::at_span(path, text, span, words);
        }
        if found.starts_with("floating") && value_kind(expected) == "number" {
            return DataError::at_span(path, text, span, Words::new("data-toml-not-whole"));
        }
        // A whole number too large for any count of the games (`par = 100000000000000000000`).
        if value_kind(found) == "number" && value_kind(expected) == "number" {
            let words = Words::new("data-number-too-large").with("number", snippet.trim());
            return DataError::at_span(path, text, span, words);
        }
        // A date without quotes (`title = 2024-05-01`) comes to serde as a table.
        if value_kind(found) == "table" && snippet.starts_with(|c: char| c.is_ascii_digit()) {
            return DataError::at_span(path, text, span, Words::new("data-toml-date"));
        }
        let words = Words::new("data-wrong-type")
            .with("found", value_kind(found))
            .with("found-text", found)
            .with("expected", value_kind(expected))
            .with("expected-text", expected);
        return DataError::at_span(path, text, span, words);
    }
    // `deck = "9C 9D … \` going on to the next line: a text in single quotes ends on its line, and
    // toml reads the next line's words as keys.
    let error_line = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    if raw.starts_with("key with no value")
        && error_line > 0
        && let Some(open) = unclosed_quote_above(text, error_line - 1)
    {
        return DataError::at_span(path, text, open..open, Words::new("data-toml-string"));
    }
    if raw.starts_with("missing comma between array elements") {
        let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
        let line = text[line_start..].lines().next().unwrap_or("");
        if let Some((at, words)) = quote_lost_in_list(line) {
            return DataError::at_span(path, text, line_start + at..line_start + at, words);
        }
    }
    // A text of a list whose closing quote was lost (`["deal]`): toml reads on to a later line.
    if (raw.starts_with("missing comma between array elements")
        || raw.starts_with("unclosed array"))
        && let Some(open) = unclosed_quote_above(text, span.start)
    {
        return DataError::at_span(path, text, open..open, Words::new("data-toml-string"));
    }
    // `{ tail = 6; head = 11 }`: a `;` between two pairs of a table in braces, where a `,` goes.
    if raw.starts_with("extra assignment between key-value pairs") {
        let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
        let before = &text[line_start..span.start];
        if let Some(semicolon) = before.rfind(';')
            && before[..semicolon].contains('=')
        {
            let at = line_start + semicolon;
            return DataError::at_span(path, text, at..at, Words::new("data-semicolon-for-comma"));
        }
    }
    // A list whose closing line was lost: toml stumbles on the next `key =` as if it were in the list.
    if (raw.starts_with("missing comma between array elements")
        || raw.starts_with("unclosed array")
        || raw.starts_with("unexpected `=` in array")
        || raw.starts_with("extra `=`")
        || raw.starts_with("extra assignment between key-value pairs"))
        && let Some(open) = unclosed_list(text, span.start)
    {
        return DataError::at_span(path, text, open..open, Words::new("data-unclosed-list"));
    }
    if raw.starts_with("missing comma between array elements") {
        // `["D1"; "D2"]`: a `;` where the comma goes (as a spreadsheet in French separates values).
        let before = text[..span.start].trim_end();
        let at = if text[span.start..].starts_with(';') {
            Some(span.start)
        } else {
            before.ends_with(';').then(|| before.len() - 1)
        };
        if let Some(at) = at {
            return DataError::at_span(path, text, at..at, Words::new("data-list-semicolon"));
        }
        return DataError::at_span(path, text, span, Words::new("data-list-missing-comma"));
    }
    if raw.starts_with("string values must be quoted")
        && let Some((at, words)) = lone_numbers(text, span.start, model)
    {
        return DataError::at_span(path, text, at..at, words);
    }
    if raw.starts_with("string values must be quoted")
        && let Some(second) = numbers_without_comma(snippet)
    {
        let at = span.start + second;
        return DataError::at_span(path, text, at..at, Words::new("data-list-missing-comma"));
    }
    if raw.starts_with("key with no value") {
        let (at, words) = key_without_value(text, span.start);
        return DataError::at_span(path, text, at..at, words);
    }
    // `N`, `NW`, `Ivan`: toml starts reading `nan` or `inf`, a number; it is a word without quotes.
    if raw.starts_with("invalid float")
        && (raw.contains("`nan`") || raw.contains("`inf`"))
        && let Some(rest) = text.get(span.start..)
    {
        let word: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let lower = word.to_lowercase();
        if !["nan", "inf"].contains(&lower.as_str()) && word.chars().any(char::is_alphabetic) {
            let at = span.start..span.start + word.len();
            let words = if ["non", "no", "oui", "on", "off"].contains(&lower.as_str()) {
                Words::new("data-toml-boolean")
            } else {
                unquoted_words(text, span.start, &word, model)
            };
            return DataError::at_span(path, text, at, words);
        }
    }
    if raw.starts_with("string values must be quoted") {
        // `feedback =` and nothing after it (the value is read on the next line).
        let start = span.start.min(text.len());
        let gap = text[..start].trim_end_matches([' ', '\t']);
        let at_end = text[start..]
            .split('\n')
            .next()
            .unwrap_or("")
            .trim()
            .is_empty();
        let before = gap.trim_end_matches([' ', '\t', '\r', '\n']);
        if before.ends_with('=') && (gap.ends_with('\n') || at_end) {
            let key = before[..before.len() - 1].trim_end();
            let key = key.rsplit(['\n', '{', ',']).next().unwrap_or(key).trim();
            let at = before.len();
            // What the shipped file of the same kind writes there, as an example.
            let example = model
                .into_iter()
                .flat_map(str::lines)
                .filter_map(|l| l.split_once('='))
                .find(|(k, _)| k.trim() == key)
                .map(|(_, v)| v.split(" #").next().unwrap_or(v).trim())
                .filter(|v| !v.is_empty() && v.chars().count() <= 40);
            let words = match example {
                Some(value) => Words::new("data-value-missing-like")
                    .with("key", key)
                    .with("example", format!("{key} = {value}")),
                None => Words::new("data-value-missing").with("key", key),
            };
            return DataError::at_span(path, text, at..at, words);
        }
        // `3 coups`, `8 x 8`: a number with words or signs after it.
        let value = snippet.trim();
        if value.starts_with(|c: char| c.is_ascii_digit()) {
            let number: String = value.chars().take_while(char::is_ascii_digit).collect();
            let words = Words::new("data-number-with-words")
                .with("value", value)
                .with("number", number);
            return DataError::at_span(path, text, span, words);
        }
        // `yes`, `Oui`, `vrai`…: a yes or no, not a text.
        let word = snippet.trim().to_lowercase();
        let yes_no = ["yes", "no", "oui", "non", "vrai", "faux", "on", "off"];
        if yes_no.contains(&word.as_str()) {
            return DataError::at_span(path, text, span, Words::new("data-toml-boolean"));
        }
        let words = if snippet.starts_with(['“', '”', '«', '»', '‘', '’']) {
            Words::new("data-typographic-quotes")
        } else {
            unquoted_words(text, span.start, snippet.trim(), model)
        };
        return DataError::at_span(path, text, span, words);
    }
    if raw.starts_with("unexpected key or value, expected newline") {
        // `note = Some words."`: the opening quote is missing, and toml stops at the closing one.
        let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
        let line = text[line_start..].lines().next().unwrap_or("");
        if let Some((key, value)) = line.split_once('=')
            && !key.contains(['"', '\''])
            && let Some(first) = value.trim_start().chars().next()
            && first.is_alphabetic()
            && line.trim_end().ends_with(['"', '\''])
        {
            let at = line_start + key.len() + 1 + (value.len() - value.trim_start().len());
            return DataError::at_span(path, text, at..at, Words::new("data-no-opening-quote"));
        }
        if let Some((at, words)) = lone_numbers(text, span.start, model) {
            return DataError::at_span(path, text, at..at, words);
        }
        // `[step]]`, `[[rule]`: a heading with more brackets on one side.
        let trimmed = line.trim();
        let (open, close) = (
            trimmed.len() - trimmed.trim_start_matches('[').len(),
            trimmed.len() - trimmed.trim_end_matches(']').len(),
        );
        if open > 0 && close > 0 && open != close {
            // As the shipped file writes it (else this one, elsewhere): `[[step]]` but `[deal]`.
            let name = trimmed.trim_matches(['[', ']']).trim();
            let form = |n: usize| format!("{}{name}{}", "[".repeat(n), "]".repeat(n));
            let written_in = |t: &str| {
                [2, 1]
                    .into_iter()
                    .find(|&n| t.lines().any(|l| l.trim() == form(n)))
            };
            let n = model
                .and_then(written_in)
                .or_else(|| written_in(text))
                .unwrap_or(open.max(close));
            let written = form(n);
            let at = line_start + (line.len() - line.trim_start().len());
            let words = Words::new("data-heading-brackets").with("heading", written);
            return DataError::at_span(path, text, at..at, words);
        }
        // An invisible character on the line (a zero-width space pasted from a web page).
        if let Some((i, c)) = line.char_indices().find(|(_, c)| {
            [
                '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{AD}',
            ]
            .contains(c)
        }) {
            let at = line_start + i;
            let words = Words::new("data-invisible-character")
                .with("code", format!("U+{:04X}", u32::from(c)));
            return DataError::at_span(path, text, at..at, words);
        }
        // `kind = ,"say"`, `teaches = é["start"]`: a character typed before the value.
        if let Some((key, value)) = line.split_once('=')
            && !key.contains(['"', '\''])
            && let Some(first) = value.trim_start().chars().next()
            && !first.is_ascii_alphanumeric()
            && !['"', '\'', '[', '{', '-', '+'].contains(&first)
        {
            let rest = value.trim_start()[first.len_utf8()..].trim_start();
            if rest.starts_with(['"', '\'', '[', '{'])
                || rest.starts_with(|c: char| c.is_ascii_digit())
            {
                let at = line_start + key.len() + 1 + (value.len() - value.trim_start().len());
                let words = Words::new("data-stray-before-value").with("stray", first.to_string());
                return DataError::at_span(path, text, at..at, words);
            }
        }
        // `summary = 'Où l'agent va.'`: a text in single quotes ends at the apostrophe of a word.
        if let Some((key, value)) = line.split_once('=')
            && !key.contains(['"', '\''])
            && let Some(inside) = value.trim_start().strip_prefix('\'')
            && let Some(end) = inside.find('\'')
            && inside[end + 1..].starts_with(char::is_alphabetic)
        {
            let at = line_start + line.len() - inside.len() + end;
            let word_start = inside[..end]
                .rfind(|c: char| !c.is_alphabetic())
                .map_or(0, |i| i + 1);
            let word_end = inside[end + 1..]
                .find(|c: char| !c.is_alphabetic())
                .map_or(inside.len(), |i| end + 1 + i);
            let words = Words::new("data-apostrophe-in-single-quotes")
                .with("word", &inside[word_start..word_end]);
            return DataError::at_span(path, text, at..at, words);
        }
        // `G1 = ["N2+W2", "E1"],`: a comma after the value, as between the items of a list.
        if text[span.start..].starts_with(',')
            && text[span.start + 1..]
                .lines()
                .next()
                .is_some_and(|rest| rest.trim().is_empty() || rest.trim_start().starts_with('#'))
        {
            let at = span.start..span.start;
            return DataError::at_span(path, text, at, Words::new("data-comma-after-value"));
        }
        // `arrows = ["E4"];`: a sign typed after the value, as other languages end a line.
        if let Some(stray) = text[span.start..].chars().next()
            && [';', '.', ':', '!'].contains(&stray)
            && text[span.start + stray.len_utf8()..]
                .lines()
                .next()
                .is_some_and(|rest| rest.trim().is_empty() || rest.trim_start().starts_with('#'))
        {
            let words = Words::new("data-stray-after-value").with("stray", stray.to_string());
            return DataError::at_span(path, text, span.start..span.start, words);
        }
        return DataError::at_span(path, text, span, Words::new("data-after-value"));
    }
    for (prefix, id) in [
        ("unknown field `", "data-unknown-field"),
        ("unknown variant `", "data-unknown-value"),
    ] {
        if let Some(rest) = raw.strip_prefix(prefix)
            && let Some((name, known)) = rest.split_once("`, expected ")
        {
            // serde's English "`a`, `b` or `c`": a list, said the same in every language.
            let known = known
                .trim_start_matches("one of ")
                .replace("` or `", "`, `");
            let known = known.as_str();
            if id == "data-unknown-field" {
                return unknown_field(path, text, span, name, known, model);
            }
            let words = Words::new(id).with("name", name).with("known", known);
            return DataError::at_span(path, text, span, words);
        }
    }
    if raw.starts_with("missing assignment between key-value pairs") {
        let (at, words) = key_without_value(text, span.start);
        return DataError::at_span(path, text, at..at, words);
    }
    // A text on several lines never closed: toml stops at the end of the file, the mistake is where it
    // opens (no closing quotes follow it).
    for (kind, quotes) in [("basic", "\"\"\""), ("literal", "'''")] {
        if raw.starts_with(&format!("invalid multi-line {kind} string"))
            && let Some(open) = text[..span.start].rfind(quotes)
        {
            let words = Words::new("data-toml-multiline-unclosed").with("quotes", quotes);
            return DataError::at_span(path, text, open..open, words);
        }
    }
    let mut words = syntax_words(&raw);
    // `"tank-battle-l03-black”`: closed by a word processor's curly quote, which toml does not read
    // as one. Said at that quote.
    if words.id == "data-toml-string" && raw.starts_with("invalid basic string") {
        let line_start = text[..span.start.min(text.len())]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let line = text[line_start..].lines().next().unwrap_or("");
        let open = line.find('"');
        if let Some((at, curly)) = open.and_then(|o| {
            line[o + 1..]
                .char_indices()
                .find(|(_, c)| ['”', '“', '»', '«'].contains(c))
                .map(|(i, c)| (line_start + o + 1 + i, c))
        }) {
            let words = Words::new("data-curly-closing-quote").with("quote", curly);
            return DataError::at_span(path, text, at..at, words);
        }
        if let Some((at, words)) = quote_lost_in_list(line) {
            return DataError::at_span(path, text, line_start + at..line_start + at, words);
        }
    }
    if words.id == "data-toml-bad-key" {
        // A French word with an accent (`réponse`, `[[étape]]`): the key it means.
        let word_at = |i: usize| {
            text.get(..i)
                .unwrap_or("")
                .char_indices()
                .rev()
                .take_while(|(_, c)| c.is_alphanumeric() || *c == '_' || *c == '-')
                .last()
                .map_or(i, |(j, _)| j)
        };
        let start = word_at(span.start.min(text.len()));
        let word: String = text[start..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        let guess = french_meanings(&word).next();
        words = words.with("guess", guess.unwrap_or("none"));
    }
    // A table in braces left open on an earlier line (`{ tail = 6, head = 11,`): toml reads on and
    // stumbles on a later line; the mistake is where the braces open.
    if words.id == "data-toml-inline-table"
        && let Some(open) = unclosed_brace_above(text, span.start)
    {
        return DataError::at_span(path, text, open..open, words);
    }
    // `{ tail = 6 head = 11 }`: toml takes `6 head` for a value with a second `=`; the comma is
    // missing before the second key.
    let line_before = &text[text[..span.start].rfind('\n').map_or(0, |i| i + 1)..span.start];
    if words.id == "data-toml-extra-equals"
        && let Some(open) = line_before.rfind('{')
        && !line_before[open..].contains('}')
    {
        let key_end = line_before.trim_end().len();
        let key_start = line_before[..key_end]
            .char_indices()
            .rev()
            .find(|&(_, c)| c.is_whitespace() || c == '{' || c == ',')
            .map_or(0, |(i, c)| i + c.len_utf8());
        let prev = line_before[..key_start].trim_end();
        if key_start < key_end && !prev.ends_with([',', '{']) {
            let at = span.start - line_before.len() + key_start;
            let words = Words::new("data-inline-missing-comma")
                .with("key", &line_before[key_start..key_end]);
            return DataError::at_span(path, text, at..at, words);
        }
    }
    // A backslash or a lone carriage return: toml stumbles on the character after it.
    let mut at = span.start;
    let before = |c: u8| at > 0 && text.as_bytes().get(at - 1) == Some(&c);
    if (words.id == "data-toml-escape" && before(b'\\'))
        || (words.id == "data-toml-lone-return" && before(b'\r'))
    {
        at -= 1;
    }
    DataError::at_span(path, text, at..span.end.max(at), words)
}

/// What toml's own (English) words about a mistake mean, as a sentence of `data-toml.ftl`: its words
/// are never shown, and its details only where they tell something (the number of values of a list).
fn syntax_words(raw: &str) -> Words {
    let description = raw.split(", expected").next().unwrap_or(raw).trim();
    let is = |starts: &[&str]| starts.iter().any(|p| description.starts_with(p));
    if let Some(rest) = description.strip_prefix("invalid length ") {
        let count: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let wanted: String = raw
            .split(", expected")
            .nth(1)
            .unwrap_or("")
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        return match (count.parse::<usize>(), wanted.parse::<usize>()) {
            (Ok(count), Ok(wanted)) => Words::new("data-toml-list-length")
                .with("count", count)
                .with("wanted", wanted),
            _ => Words::new("data-toml-list-length-unknown"),
        };
    }
    let id = if is(&[
        "unclosed table",
        "unclosed array table",
        "missing table open",
    ]) {
        "data-toml-unclosed-header"
    } else if is(&[
        "unclosed inline table",
        "missing inline table opening",
        "extra comma in inline table",
        "missing comma between key-value pairs",
        "missing key for inline table element",
        "invalid inline table element",
    ]) {
        "data-toml-inline-table"
    } else if is(&[
        "extra comma in array",
        "missing array opening",
        "unclosed array",
    ]) {
        "data-toml-list"
    } else if is(&["missing escaped value", "too few unicode value digits"]) {
        "data-toml-escape"
    } else if is(&[
        "invalid basic string",
        "invalid literal string",
        "invalid multi-line",
        "missing opening quote",
    ]) {
        "data-toml-string"
    } else if is(&["carriage return must be followed by newline"]) {
        "data-toml-lone-return"
    } else if is(&[
        "unexpected leading zero",
        "radix must be lowercase",
        "integers with a radix cannot be signed",
        "`_` may only go between digits",
        "redundant numeric sign",
        "unexpected sign",
        "redundant integer number prefix",
        "invalid integer number",
        "invalid float",
        "invalid hexadecimal number",
        "invalid octal number",
        "invalid binary number",
        "integer number overflowed",
        "floating-point number overflowed",
        "u64 value was too large",
    ]) {
        "data-toml-number"
    } else if is(&["invalid boolean"]) {
        "data-toml-boolean"
    } else if is(&["invalid date-time"]) {
        "data-toml-date"
    } else if is(&["missing value"]) {
        "data-toml-missing-value"
    } else if is(&[
        "extra assignment between key-value pairs",
        "extra `=`",
        "unexpected `=` in array",
    ]) {
        "data-toml-extra-equals"
    } else if is(&[
        "invalid unquoted key",
        "unquoted keys cannot be empty",
        "keys cannot be",
    ]) {
        "data-toml-bad-key"
    } else if is(&[
        "invalid comment character",
        "missing comment start",
        "unexpected content between comment and newline",
    ]) {
        "data-toml-control-character"
    } else if is(&["cannot recurse further", "recursion limit"]) {
        "data-toml-too-deep"
    } else if let Some(rest) = description.strip_prefix("invalid value: integer `") {
        // `par = -2`, `track = [380]`: said with the number, and the largest one when it is too large.
        let value = rest.split('`').next().unwrap_or("");
        let expected = raw.rsplit("expected ").next().unwrap_or("").trim();
        // `level = 5`: a range of its own (`a number from 1 to 3`).
        if let Some((min, max)) = expected
            .strip_prefix("a number from ")
            .and_then(|r| r.split_once(" to "))
        {
            return Words::new("data-number-not-in-range")
                .with("value", value)
                .with("min", min)
                .with("max", max);
        }
        if value.starts_with('-') {
            return Words::new("data-number-below-zero").with("value", value);
        }
        let max = match expected {
            "u8" => "255",
            "u16" => "65535",
            "u32" => "4294967295",
            _ => return Words::new("data-toml-bad-value"),
        };
        return Words::new("data-number-too-large-for")
            .with("value", value)
            .with("max", max);
    } else if is(&["invalid value: "]) {
        "data-toml-bad-value"
    } else {
        "data-toml-syntax"
    };
    Words::new(id)
}

/// Where the second number starts in `8 8` (numbers of a list without the comma between them, which
/// toml reads as one unquoted word), if that is what `snippet` is.
fn numbers_without_comma(snippet: &str) -> Option<usize> {
    let mut parts = snippet.split_whitespace();
    let first = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let number = |w: &str| w.trim_end_matches(',').parse::<f64>().is_ok();
    if rest.is_empty() || !number(first) || !rest.iter().all(|w| number(w)) {
        return None;
    }
    let after_first = snippet.find(first)? + first.len();
    let gap = snippet[after_first..].len() - snippet[after_first..].trim_start().len();
    Some(after_first + gap)
}

/// A number written as people write it, right after `key =`: with its unit (`30mm`), a thousands
/// separator (`1 000`, `1,000`) or a decimal comma (`12,5`), shown at the value with the number to write;
/// or several values that needed the brackets of a list (`choices = 1 2 3`), shown with the list.
fn lone_numbers(text: &str, at: usize, model: Option<&str>) -> Option<(usize, Words)> {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].split('\n').next().unwrap_or("");
    let (key, after) = line.split_once('=')?;
    if key.contains(['"', '\'', '[', '{']) {
        return None;
    }
    let place = line_start + key.len() + 1 + (after.len() - after.trim_start().len());
    let value = after.split(" #").next().unwrap_or(after).trim();
    // `square_mm = 30mm`: a number with its unit, which toml reads as a word without quotes.
    let number_end = value
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(value.len());
    let unit = value[number_end..].trim();
    if number_end > 0 && ["mm", "cm", "px", "pt", "%"].contains(&unit.to_lowercase().as_str()) {
        // `square_mm = 3 cm`: the key says millimetres, so the number to write is in millimetres.
        let number = match value[..number_end].parse::<f64>() {
            Ok(cm) if unit.eq_ignore_ascii_case("cm") && key.trim().ends_with("_mm") => {
                format!("{}", cm * 10.0)
            }
            _ => value[..number_end].to_string(),
        };
        let words = Words::new("data-number-with-unit")
            .with("number", number)
            .with("unit", unit);
        return Some((place, words));
    }
    let parts: Vec<&str> = value
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|p| !p.is_empty())
        .collect();
    let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    if parts.len() < 2 || !parts.iter().all(|p| digits(p)) {
        return None;
    }
    let grouped = parts[0].len() <= 3 && parts[1..].iter().all(|p| p.len() == 3);
    let decimal_comma = parts.len() == 2 && value == format!("{},{}", parts[0], parts[1]);
    // A whole number in the shipped file (`answer = 7`): the decimal point would not do either. (A
    // length in millimetres, `square_mm = 30`, takes decimals.)
    let length = key.trim().ends_with("_mm");
    let whole_example = model.filter(|_| !length).and_then(|m| {
        let values: Vec<&str> = m
            .lines()
            .filter_map(|l| l.split_once('='))
            .filter(|(k, _)| k.trim() == key.trim())
            .map(|(_, v)| v.split(" #").next().unwrap_or(v).trim())
            .collect();
        let whole = |v: &&str| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
        (!values.is_empty() && values.iter().all(whole)).then(|| values[0].to_string())
    });
    let words = if decimal_comma
        && !grouped
        && let Some(example) = whole_example
    {
        Words::new("data-decimal-comma-whole")
            .with("value", value)
            .with("example", example)
    } else if decimal_comma && !grouped {
        Words::new("data-decimal-comma").with("number", format!("{}.{}", parts[0], parts[1]))
    } else if grouped {
        Words::new("data-number-with-space").with("number", parts.concat())
    } else {
        Words::new("data-values-without-list").with("list", format!("[{}]", parts.join(", ")))
    };
    Some((place, words))
}

/// A line where toml found a key but no `=`: a `:` written for `=` (pointed at), a key with a space
/// in its name (pointed at its start), or a key left alone.
fn key_without_value(text: &str, at: usize) -> (usize, Words) {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or("");
    let indent = line.len() - line.trim_start().len();
    let key_part = line.split('=').next().unwrap_or("");
    if let Some(colon) = key_part.find(':')
        && !key_part[..colon].contains(['"', '\''])
    {
        // `{ tail: 6 }`: the key is the word before the `:`, not the brace.
        let key = key_part[..colon]
            .trim()
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .next()
            .unwrap_or("");
        return (
            line_start + colon,
            Words::new("data-colon-for-equals").with("key", key),
        );
    }
    // Inside braces (`{ square: "E1" }`): the word just before the `:` is the key (toml stops on the
    // `:` or on the value after it).
    let rest = text[at..].trim_start_matches(' ');
    let before = text[line_start..at].trim_end();
    let (colon, before) = match before.strip_suffix(':') {
        Some(b) => (line_start + b.len(), b.trim_end()),
        None => (text.len() - rest.len(), before),
    };
    let inner_key = before
        .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .next()
        .unwrap_or("");
    if text[colon..].starts_with(':') && !inner_key.is_empty() && before.contains('{') {
        return (
            colon,
            Words::new("data-colon-for-equals").with("key", inner_key),
        );
    }
    let key = key_part.trim();
    if line.contains('=') && key.contains(char::is_whitespace) && !key.contains(['"', '\'']) {
        return (
            line_start + indent,
            Words::new("data-key-with-space").with("key", key),
        );
    }
    // `Leçon modifiée par Mme Martin`: a sentence, a note without its `#`.
    if !line.contains('=') && key.split_whitespace().count() >= 3 {
        return (line_start + indent, Words::new("data-note-without-hash"));
    }
    (
        at,
        Words::new("data-key-without-value")
            .with("key", key.split_whitespace().next().unwrap_or(key)),
    )
}

/// The `[` of a list left open on an earlier line, when toml stumbles at byte `at` on the next key or
/// table (it then sees a missing comma there): the mistake is the list, not the line after it.
fn unclosed_list(text: &str, at: usize) -> Option<usize> {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or("").trim_start();
    let (key, _) = line.split_once('=').unwrap_or(("", ""));
    let starts_anew = line.starts_with('[')
        || (!key.trim().is_empty() && !key.contains(['"', ',', '[', ']', '{']));
    if !starts_anew || line_start == 0 {
        return None;
    }
    let mut depth = 0usize;
    for (i, c) in text[..line_start].char_indices().rev() {
        match c {
            ']' => depth += 1,
            '[' if depth == 0 => return Some(i),
            '[' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The kind of a TOML value as serde names it (`string "x"`, `integer `3``, `a sequence`…), as one word
/// the texts select on: text, number, yes-no, list, table, or other.
fn value_kind(serde_words: &str) -> &'static str {
    let w = serde_words
        .trim_start_matches("a ")
        .trim_start_matches("an ");
    let starts = |p: &[&str]| p.iter().any(|p| w.starts_with(p));
    // Before the texts: `struct …` (a table) starts like `str`.
    if starts(&["map", "table", "struct"]) {
        return "table";
    }
    if starts(&["string", "str", "char"]) {
        "text"
    } else if starts(&[
        "integer", "floating", "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64",
        "isize", "f32", "f64",
    ]) {
        "number"
    } else if starts(&["boolean", "bool"]) {
        "yes-no"
    } else if starts(&["sequence", "array", "tuple"]) {
        "list"
    } else if starts(&["map", "table", "struct"]) {
        "table"
    } else {
        "other"
    }
}

/// The key of the list that a line inside it belongs to (`arrows` for a line under `arrows = [`), when
/// no table header comes in between.
fn list_key(text: &str, line_start: usize) -> Option<String> {
    for line in text[..line_start].lines().rev() {
        let t = line.trim_start();
        if t.starts_with('[') {
            return None;
        }
        if let Some((key, value)) = t.split_once('=')
            && value.trim_start().starts_with('[')
            && !value.contains(']')
        {
            return Some(key.trim().to_string());
        }
    }
    None
}

/// The opening quote of a text not closed on its line, on the line of byte `at` or one of the few
/// above it (not past a header or a text over several lines).
fn unclosed_quote_above(text: &str, at: usize) -> Option<usize> {
    let at = at.min(text.len());
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let mut line_end = end;
    for n in 0..20 {
        let start = text[..line_end].rfind('\n').map_or(0, |i| i + 1);
        let line = &text[start..line_end];
        let code = line.trim_start();
        // The line toml stumbled on may look like a header (`[[step]]` read inside the list).
        let header = n > 0 && code.starts_with('[') && !code.starts_with("[\"");
        if header || line.contains("\"\"\"") {
            return None;
        }
        if !code.starts_with('#') {
            let quotes: Vec<usize> = line
                .char_indices()
                .filter(|(i, c)| *c == '"' && !line[..*i].ends_with('\\'))
                .map(|(i, _)| i)
                .collect();
            if quotes.len() % 2 == 1 {
                return quotes.last().map(|q| start + q);
            }
        }
        if start == 0 {
            return None;
        }
        line_end = start - 1;
    }
    None
}

/// The known word nearest to `word`, if it is close enough to be a typo (a letter in the wrong case is
/// the nearest mistake of all: `Say` is `say`, not `lay`).
pub fn closest_word<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    if let Some(k) = french_keyword(word, known) {
        return Some(k);
    }
    let lower = word.to_lowercase();
    known
        .iter()
        .map(|k| (distance(&lower, &k.to_lowercase()), distance(word, k), *k))
        .filter(|(d, _, k)| *d <= 2 && *d < k.len())
        .min()
        .map(|(_, _, k)| k)
}

/// French words a teacher may write for the files' English keywords (accents left out), each with the
/// keywords it may mean, the first one the place allows being guessed.
const FRENCH_KEYWORDS: &[(&str, &[&str])] = &[
    ("jeu", &["game"]),
    ("titre", &["title"]),
    ("resume", &["summary"]),
    ("etape", &["step"]),
    ("etapes", &["step"]),
    ("donne", &["deal"]),
    ("texte", &["text"]),
    ("type", &["kind"]),
    ("sorte", &["kind"]),
    ("coup", &["move"]),
    ("case", &["square"]),
    ("reponse", &["answer", "reply"]),
    ("repondre", &["reply"]),
    ("question", &["quiz", "ask"]),
    ("choix", &["choices"]),
    ("aide", &["feedback"]),
    ("indice", &["feedback"]),
    ("enseigne", &["teaches"]),
    ("regles", &["teaches"]),
    ("de", &["die"]),
    ("camp", &["side"]),
    ("nombre", &["count"]),
    ("manches", &["rounds"]),
    ("dire", &["say"]),
    ("attendre", &["expect"]),
    ("jouer", &["play"]),
    ("partie", &["play"]),
    ("retourner", &["flip"]),
    ("lancer", &["throw"]),
    ("deviner", &["guess"]),
    ("simuler", &["simulate"]),
    ("poser", &["lay"]),
    ("placer", &["setup"]),
    ("sud", &["south"]),
    ("bataille", &["battle"]),
    ("course", &["race"]),
    ("gagnant", &["winner"]),
    ("vainqueur", &["winner"]),
    ("cases", &["targets"]),
    ("cibles", &["targets"]),
    ("attaquants", &["attackers"]),
    ("pieces", &["pieces"]),
    ("cartes", &["cards"]),
    ("mine", &["mines"]),
    ("arrivee", &["landing"]),
    ("blanc", &["white"]),
    ("blancs", &["white"]),
    ("noir", &["black"]),
    ("noirs", &["black"]),
    ("gagner", &["win"]),
    ("prise", &["capture"]),
    ("prendre", &["capture"]),
    ("atteindre", &["reach"]),
    ("piece", &["piece"]),
    ("tout", &["any"]),
    ("tous", &["any"]),
];

/// The keyword of `known` that the French word `word` means, if it is one of [`FRENCH_KEYWORDS`].
fn french_keyword<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    french_meanings(word).find_map(|meant| known.iter().find(|k| **k == meant).copied())
}

/// The keywords the French word `word` may mean, most likely first.
fn french_meanings(word: &str) -> impl Iterator<Item = &'static str> {
    let plain: String = word
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'à' | 'â' => 'a',
            'î' | 'ï' => 'i',
            'ô' => 'o',
            'ù' | 'û' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect();
    FRENCH_KEYWORDS
        .iter()
        .filter(move |(fr, _)| *fr == plain)
        .flat_map(|(_, meant)| meant.iter().copied())
}

fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// The `{` of a table in braces left open on one of the few lines above the line of byte `at` (not
/// past a header): braces inside quotes do not count.
fn unclosed_brace_above(text: &str, at: usize) -> Option<usize> {
    let at = at.min(text.len());
    let mut line_end = text[..at].rfind('\n')?;
    for _ in 0..5 {
        let start = text[..line_end].rfind('\n').map_or(0, |i| i + 1);
        let line = &text[start..line_end];
        let code = line.trim_start();
        if code.starts_with('[') && !code.starts_with("[\"") && !code.starts_with("[{") {
            return None;
        }
        let mut open: Vec<usize> = Vec::new();
        let mut quoted = false;
        for (i, c) in line.char_indices() {
            match c {
                '"' if !line[..i].ends_with('\\') => quoted = !quoted,
                '#' if !quoted => break,
                '{' if !quoted => open.push(i),
                '}' if !quoted => {
                    open.pop();
                }
                _ => {}
            }
        }
        if let Some(&i) = open.last() {
            return Some(start + i);
        }
        if start == 0 {
            return None;
        }
        line_end = start - 1;
    }
    None
}

/// A key or a table given twice: its name and the line of its first place.
fn twice(
    path: &str,
    text: &str,
    span: Range<usize>,
    snippet: &str,
    model: Option<&str>,
) -> DataError {
    let key = snippet.trim().trim_matches(['"', '\'']);
    let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..].trim_start().starts_with('[') {
        let header = text[line_start..].lines().next().unwrap_or("").trim();
        // `[step.options]` before `[[step.options]]`: the slip is the single brackets, said there.
        if let Some(name) = header.strip_prefix("[[").and_then(|h| h.strip_suffix("]]")) {
            let single = format!("[{}]", name.trim());
            let mut offset = 0;
            for line in text[..line_start].split('\n') {
                if line.trim() == single {
                    let at = offset + (line.len() - line.trim_start().len());
                    return DataError::at_span(
                        path,
                        text,
                        at..at + single.len(),
                        Words::new("data-single-brackets").with("table", name.trim()),
                    );
                }
                offset += line.len() + 1;
            }
        }
        // `[step.options]` after `[[step.options]]`: the same slip, said here.
        if let Some(name) = header.strip_prefix('[').and_then(|h| h.strip_suffix(']'))
            && !name.starts_with('[')
        {
            let double = format!("[[{}]]", name.trim());
            if text[..line_start].lines().any(|l| l.trim() == double) {
                let at =
                    line_start + (text[line_start..].len() - text[line_start..].trim_start().len());
                return DataError::at_span(
                    path,
                    text,
                    at..at + header.len(),
                    Words::new("data-single-brackets").with("table", name.trim()),
                );
            }
        }
        let first = text[..line_start]
            .lines()
            .position(|l| l.trim() == header)
            .map(|i| i + 1);
        let words = match first {
            Some(line) => Words::new("data-table-twice-at").with("first", line),
            None => Words::new("data-table-twice"),
        };
        return DataError::at_span(path, text, span, words.with("table", header));
    }
    let first = first_key_line(text, span.start, key);
    // The same line written twice (a line copied, or doubled by the editor): one is to be deleted.
    let this_line = text[line_start..].lines().next().unwrap_or("").trim();
    if let Some(line) = first
        && text.lines().nth(line - 1).map(str::trim) == Some(this_line)
    {
        let words = Words::new("data-line-twice").with("first", line);
        return DataError::at_span(path, text, span, words.with("key", key));
    }
    // `base` of `[white]` and of `[black]` in the shipped file, here both in `[white]`: the heading
    // `[black]` was lost above the second one. (Headings as written: `[black]`, `[[step]]`.)
    let (table, header_at) = table_of(text, span.start);
    let heading = if table.is_empty() {
        String::new()
    } else {
        text[header_at..]
            .lines()
            .next()
            .unwrap_or("")
            .trim()
            .to_string()
    };
    let lost = model.and_then(|m| {
        let mut header = (String::new(), String::new());
        let mut tables = Vec::new();
        for line in m.lines() {
            let t = line.trim();
            if t.starts_with('[') {
                let brackets = t.len() - t.trim_start_matches('[').len();
                let name = t.trim_matches(['[', ']']).trim().to_string();
                let written = format!("{}{name}{}", "[".repeat(brackets), "]".repeat(brackets));
                header = (name, written);
            } else if t.split('=').next().is_some_and(|k| k.trim() == key) && t.contains('=') {
                tables.push(header.clone());
            }
        }
        let at = tables.iter().position(|(name, _)| *name == table)?;
        tables.get(at + 1).map(|(_, written)| written.clone())
    });
    // A heading lost (or swapped with the line below it) leaves this key first in its block: the
    // line above is blank or a note. A key written twice inside a block is a slip of that block.
    let above = text[..line_start]
        .strip_suffix('\n')
        .map(|t| t.rsplit('\n').next().unwrap_or(t).trim());
    // Also when the heading went with the blank line above it: both lines stand, word for word, in
    // two tables of the shipped file (`id = "start"` then `id = "turns"`, two rules).
    let first_line = first.and_then(|l| text.lines().nth(l - 1)).map(str::trim);
    let both_shipped = model.is_some_and(|m| {
        first_line.is_some_and(|f| {
            let lines: Vec<&str> = m.lines().map(str::trim).collect();
            let at = |l: &str| lines.iter().position(|m| *m == l);
            matches!((at(f), at(this_line)), (Some(a), Some(b)) if a < b)
        })
    });
    let lost =
        lost.filter(|_| both_shipped || above.is_none_or(|l| l.is_empty() || l.starts_with('#')));
    let below = lost
        .as_ref()
        .and_then(|lost| heading_just_below(text, line_start, key, lost));
    // `max` twice and no `min`, where every such table of the shipped file has both: one of the two
    // was meant to be `min`.
    let missing = model.and_then(|m| {
        let block_start = if table.is_empty() { 0 } else { header_at };
        let written: Vec<&str> = block_keys(&text[block_start..]).collect();
        let absent: Vec<String> = fields::keys_of_every(m, &table)
            .into_iter()
            .filter(|k| !written.contains(&k.as_str()))
            .collect();
        match absent.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    });
    let words = match (first, lost) {
        (Some(line), Some(lost)) if let Some(below) = below => Words::new("data-heading-below-key")
            .with("first", line)
            .with(
                "table",
                if table.is_empty() {
                    "top".to_string()
                } else {
                    heading
                },
            )
            .with("lost", lost)
            .with("below", below),
        (Some(line), Some(lost)) if table.is_empty() => {
            Words::new("data-key-twice-heading-lost-top")
                .with("first", line)
                .with("lost", lost)
        }
        (Some(line), Some(lost)) => Words::new("data-key-twice-heading-lost")
            .with("first", line)
            .with("table", heading)
            .with("lost", lost),
        (Some(line), None) if let Some(missing) = missing => {
            Words::new("data-key-twice-other-missing")
                .with("first", line)
                .with("missing", missing)
        }
        (Some(line), None) => Words::new("data-key-twice-at").with("first", line),
        (None, _) => Words::new("data-key-twice"),
    };
    DataError::at_span(path, text, span, words.with("key", key))
}

/// The words for the field `name` (at byte `at`) that belongs in the table `header` (as written in
/// the shipped file): that heading is lost above it, or written just below it.
fn field_of_table(text: &str, at: usize, name: &str, header: &str) -> Words {
    let words = match heading_just_below(text, at, name, header) {
        Some(below) => Words::new("data-heading-below-field").with("below", below),
        None => Words::new("data-field-of-table"),
    };
    words.with("name", name).with("header", header)
}

/// The line number of `heading` when it is the very next line after the line holding byte `at`, the
/// key `key`, and its table does not have that key (a heading swapped with the key below it): it is
/// to be moved up. (A heading after a blank line, or whose table has the key, starts the next table:
/// the heading of this one is lost, not below.)
fn heading_just_below(text: &str, at: usize, key: &str, heading: &str) -> Option<usize> {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let next_start = line_start + text[line_start..].find('\n')? + 1;
    if text[next_start..].lines().next()?.trim() != heading {
        return None;
    }
    let has_key = block_keys(&text[next_start..]).any(|k| k == key);
    (!has_key).then(|| line_column(text, next_start).0)
}

/// The keys written in the block that `block` starts with (a heading line and the lines under it, or
/// the top of a file), up to the next heading.
fn block_keys(block: &str) -> impl Iterator<Item = &str> {
    block
        .lines()
        .enumerate()
        .take_while(|(i, l)| *i == 0 || !l.trim_start().starts_with('['))
        .filter_map(|(_, l)| l.split_once('=').map(|(k, _)| k.trim()))
}

/// The words for `word` written without quotes as the value of the line holding byte `at`: a number
/// the `model` (a shipped file of the same kind) writes in digits (`cards_per_player = seize`), else a
/// text to put in quotes, shown with its key (`note = "…"`).
fn unquoted_words(text: &str, at: usize, word: &str, model: Option<&str>) -> Words {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or("");
    let key = line.split_once('=').map_or("", |(k, _)| k.trim());
    let number = model.and_then(|m| {
        m.lines().find_map(|l| {
            let (k, v) = l.split_once('=')?;
            let v = v.trim();
            (k.trim() == key && v.starts_with(|c: char| c.is_ascii_digit()))
                .then(|| v.split([' ', '#', ',']).next().unwrap_or(v).to_string())
        })
    });
    // A yes or no in the model (`fullscreen = false`): `true` or `false`, not a text in quotes.
    let yes_no = model.is_some_and(|m| {
        m.lines().any(|l| {
            l.split_once('=')
                .is_some_and(|(k, v)| k.trim() == key && ["true", "false"].contains(&v.trim()))
        })
    });
    if yes_no && !key.is_empty() {
        return Words::new("data-toml-boolean");
    }
    // `size_mm =` and nothing after it (or only a note): the value was erased.
    if word.trim().is_empty() && !key.is_empty() {
        return match number {
            Some(example) => Words::new("data-value-missing-like")
                .with("key", key)
                .with("example", example),
            None => Words::new("data-value-missing").with("key", key),
        };
    }
    // `quatre`, `four`: a number written in words.
    const WORDS: [(&str, &str, u32); 13] = [
        ("zéro", "zero", 0),
        ("un", "one", 1),
        ("deux", "two", 2),
        ("trois", "three", 3),
        ("quatre", "four", 4),
        ("cinq", "five", 5),
        ("six", "six", 6),
        ("sept", "seven", 7),
        ("huit", "eight", 8),
        ("neuf", "nine", 9),
        ("dix", "ten", 10),
        ("onze", "eleven", 11),
        ("douze", "twelve", 12),
    ];
    let lower = word.trim().trim_matches('"').to_lowercase();
    if let Some((_, _, n)) = WORDS
        .iter()
        .find(|(fr, en, _)| lower == *fr || lower == *en || (*fr == "un" && lower == "une"))
    {
        return Words::new("data-number-in-words")
            .with("word", word)
            .with("number", *n);
    }
    match number {
        Some(example) if !key.is_empty() => Words::new("data-word-for-number")
            .with("word", word)
            .with("example", example),
        _ if !key.is_empty() && !key.contains(['[', '"', '{']) => {
            Words::new("data-unquoted-text-of")
                .with("key", key)
                .with("word", word)
        }
        _ => Words::new("data-unquoted-text"),
    }
}

/// The line where `key = …` first appears in the table that holds byte `before`, before it.
fn first_key_line(text: &str, before: usize, key: &str) -> Option<usize> {
    let table_start = text[..before].rfind("\n[").map_or(0, |i| i + 1);
    let mut offset = table_start;
    for line in text[table_start..before].split('\n') {
        let t = line.trim_start();
        let name = t
            .split('=')
            .next()
            .unwrap_or("")
            .trim()
            .trim_matches(['"', '\'']);
        if name == key && t.contains('=') {
            return Some(line_column(text, offset).0);
        }
        offset += line.len() + 1;
    }
    None
}

/// A field the table does not have. serde names the first in alphabetical order: the one said is the
/// first written. When the `model` writes it in another table (`south` of `[deal]`, a square of
/// `[arrows]`), that table's header is likely lost above it.
fn unknown_field(
    path: &str,
    text: &str,
    span: Range<usize>,
    name: &str,
    known: &str,
    model: Option<&str>,
) -> DataError {
    // `a`, `b`, `c` or `a` or `b`: the names between backticks.
    let names: Vec<&str> = known.split('`').skip(1).step_by(2).collect();
    // A table's header (`[[steps]]`) is itself the unknown field, where toml points.
    let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..].trim_start().starts_with('[') {
        let words = Words::new("data-unknown-field")
            .with("name", name)
            .with("known", known);
        return DataError::at_span(path, text, span, words);
    }
    // In a table written in braces (`{ tail = 6, haed = 11 }`), where toml points: the first key of
    // those braces that is not known.
    let before = &text[..span.start];
    if let Some(open) = before.rfind('{').filter(|&o| !before[o..].contains('}')) {
        let close = text[open..].find('}').map_or(text.len(), |i| open + i);
        let mut offset = open + 1;
        for part in text[open + 1..close].split(',') {
            if let Some((key, _)) = part.split_once('=') {
                let written = key.trim().trim_matches(['"', '\'']);
                if !written.is_empty() && !names.contains(&written) {
                    let at = offset + key.find(written).unwrap_or(0);
                    let words = Words::new("data-unknown-field")
                        .with("name", written)
                        .with("known", known);
                    return DataError::at_span(path, text, at..at + written.len(), words);
                }
            }
            offset += part.len() + 1;
        }
    }
    let (table, header) = table_of(text, span.start);
    let header = if table.is_empty() { 0 } else { header };
    let (name, span) = match fields::first_unknown(text, &table, header, &names) {
        Some((first, at)) => (first, at..at + name.len()),
        None => (name.to_string(), span),
    };
    if let Some(home) = model.and_then(|m| fields::home_header(m, &table, &name)) {
        // Written below a table inside its own (`feedback` under `[[step.options]]`, for
        // `[[step]]`): it belongs above that table's header.
        let home_table = home.trim_matches(['[', ']']);
        let words = if table.starts_with(&format!("{home_table}.")) {
            field_of_parent_table(&name, &home, &text[header..])
        } else {
            field_of_table(text, span.start, &name, &home)
        };
        return DataError::at_span(path, text, span, words);
    }
    let words = Words::new("data-unknown-field")
        .with("name", &name)
        .with("known", known);
    DataError::at_span(path, text, span, words)
}

/// The words for a field `name` of the table `header` (`[[step]]`) written below the header of a table
/// inside it, the first line of `sub` (`[[step.options]]`), so that it falls into that inner table.
pub fn field_of_parent_table(name: &str, header: &str, sub: &str) -> Words {
    Words::new("data-field-of-parent-table")
        .with("name", name)
        .with("header", header)
        .with("sub", sub.lines().next().unwrap_or("").trim())
}

/// Where a field missing from the table holding byte `at` is to be written, in the order of the fields
/// of the `model` file (a shipped file of the same kind): the byte where it is shown, and the words
/// (`data-field-place`) that name the field it goes after or before. `None` when the model does not
/// write that field in that table.
pub fn missing_place(text: &str, model: &str, at: usize, field: &str) -> Option<(usize, Words)> {
    let (table, header) = table_of(text, at);
    let header = if table.is_empty() { 0 } else { header };
    let (at, place) = fields::missing_place(text, model, &table, header, field)?;
    let (place, next) = match place {
        fields::Place::After(name) => ("after", name),
        fields::Place::Before(name) => ("before", name),
    };
    Some((
        at,
        Words::new("data-field-place")
            .with("place", place)
            .with("next", next),
    ))
}

/// The header (`[[step]]`, `[deal]`…, without brackets; empty at the top) of the table holding byte
/// `at`, and where the header is (or `at` itself at the top).
/// When the table whose header is at byte `header` holds no field at all: the fields of the table of
/// the same name above it (the one it was copied from), or `None` when there is no such table.
fn empty_table_fields(text: &str, header: usize, table: &str) -> Option<Vec<String>> {
    let said = |l: &&str| {
        let l = l.trim();
        !l.is_empty() && !l.starts_with('#')
    };
    let body = |start: usize| {
        let from = text[start..]
            .find('\n')
            .map_or(text.len(), |i| start + i + 1);
        text[from..]
            .lines()
            .filter(said)
            .take_while(|l| !l.trim_start().starts_with('['))
            .collect::<Vec<&str>>()
    };
    if !body(header).is_empty() {
        return None;
    }
    let same = |l: &str| {
        let l = l.trim();
        l.starts_with('[') && l.trim_matches(['[', ']']).trim() == table
    };
    let above = text[..header]
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .chain(std::iter::once(0))
        .filter(|&i| i < header && same(text[i..].lines().next().unwrap_or("")))
        .max()?;
    let fields: Vec<String> = body(above)
        .iter()
        .filter_map(|l| Some(l.split_once('=')?.0.trim().to_string()))
        .collect();
    (!fields.is_empty()).then_some(fields)
}

fn table_of(text: &str, at: usize) -> (String, usize) {
    let at = at.min(text.len());
    // toml points a missing field at the table's start: look back from its first line.
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let mut start = line_end;
    loop {
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line = text[line_start..start].trim();
        if line.starts_with('[') {
            let name = line.trim_start_matches('[').split(']').next().unwrap_or("");
            return (name.trim().to_string(), line_start);
        }
        if line_start == 0 {
            return (String::new(), at);
        }
        start = line_start - 1;
    }
}

impl std::error::Error for DataError {}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    // (An offset inside a character counts as that character.)
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// A data file's text and the path to show in messages.
#[derive(Debug, Clone)]
pub struct DataFile {
    pub path: String,
    pub text: String,
    /// True when the text comes from a teacher's copy rather than the shipped file.
    pub overridden: bool,
}

/// The shipped file that the file at `path` copies (its path from `lessons/` or `assets/` on, when a
/// shipped file has it): `lessons/chars/fr.ftl` for a teacher's `…/ludoclasse/lessons/chars/fr.ftl`.
pub fn shipped_relative(path: &str) -> Option<String> {
    // A path written from the data folder (`lessons/chars/fr.ftl`) starts with its top folder.
    let path = format!("/{}", path.replace('\\', "/"));
    ["/lessons/", "/assets/"].iter().find_map(|top| {
        let relative = &path[path.rfind(top)? + 1..];
        shipped(relative).map(|_| relative.to_string())
    })
}

/// The folder holding teachers' copies of data files, if any: `LUDOCLASSE_DATA`, else the user's data
/// folder. Never used on the web build (nothing is read from a file system there).
pub fn override_dir() -> Option<PathBuf> {
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        if let Some(dir) = std::env::var_os("LUDOCLASSE_DATA") {
            return Some(PathBuf::from(dir));
        }
        directories::ProjectDirs::from("org", "Ludoclasse", "ludoclasse")
            .map(|d| d.data_dir().to_path_buf())
    }
}

/// The text of the data file at `relative` (e.g. `assets/boards/espion.toml`): a teacher's copy if there
/// is one, else the shipped file.
///
/// # Errors
/// No such file, or a teacher's copy that exists but cannot be read.
pub fn load(relative: &str) -> Result<DataFile, DataError> {
    if let Some(copy) = load_copy(relative) {
        return copy;
    }
    match shipped(relative) {
        Some(text) => Ok(DataFile {
            path: relative.to_string(),
            text: text.to_string(),
            overridden: false,
        }),
        None => Err(DataError::file(relative, Words::new("data-no-such-file"))),
    }
}

/// The teacher's copy of `relative`, if there is one. Bytes that are not UTF-8 are kept as U+FFFD (so
/// that the readers report them at their place, see [`bad_bytes`]) rather than refusing the whole file.
pub fn load_copy(relative: &str) -> Option<Result<DataFile, DataError>> {
    let path = override_dir()?.join(relative);
    if !path.is_file() {
        return None;
    }
    Some(read_file(&path).map(|text| DataFile {
        path: path.display().to_string(),
        text,
        overridden: true,
    }))
}

/// Reads a file as text; bytes that are not UTF-8 become U+FFFD (see [`bad_bytes`]).
///
/// # Errors
/// A file that cannot be read at all, in words.
pub fn read_file(path: &std::path::Path) -> Result<String, DataError> {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
            };
            // Lines ended by a carriage return alone (an old Mac editor): read as lines, each end
            // one byte as before, so every place found is the same.
            Ok(if text.contains('\r') && !text.contains('\n') {
                text.replace('\r', "\n")
            } else {
                text
            })
        }
        Err(e) => Err(DataError::file(
            path.display().to_string(),
            Words::new("data-unreadable").with_words("reason", io_words(&e)),
        )),
    }
}

/// Why an input/output operation failed, as a sentence of the shipped texts (`cli-reason-*`), never the
/// system's "(os error N)".
pub fn io_words(e: &std::io::Error) -> Words {
    use std::io::ErrorKind;
    let id = match e.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => "cli-reason-disk-full",
        ErrorKind::PermissionDenied => "cli-reason-permission",
        ErrorKind::ReadOnlyFilesystem => "cli-reason-read-only",
        // (A folder to make where a file of that name stands: `saves` as a file.)
        ErrorKind::NotADirectory | ErrorKind::AlreadyExists => "cli-reason-not-a-folder",
        ErrorKind::NotFound => "cli-reason-not-found",
        ErrorKind::IsADirectory => "cli-reason-is-a-folder",
        ErrorKind::FileTooLarge => "cli-reason-too-large",
        _ => return Words::new("cli-reason-other").with("raw", io_reason(e)),
    };
    Words::new(id)
}

/// An input/output error in plain words, without Rust's "(os error N)".
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => return "the disk is full".into(),
        ErrorKind::PermissionDenied => return "permission denied".into(),
        ErrorKind::ReadOnlyFilesystem => return "the disk is read-only".into(),
        _ => {}
    }
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// The first character that was not valid UTF-8 in the file (read by [`read_file`]), as an error at its
/// line and column.
pub fn bad_bytes(path: &str, text: &str) -> Option<DataError> {
    if let Some(e) = word_processor(path, text) {
        return Some(e);
    }
    // (Without its byte order mark, UTF-16 is all valid bytes, a zero between letters.)
    if is_utf16(text) && !text.contains('\u{FFFD}') {
        let words = Words::new("data-utf16");
        return Some(DataError::at_span(path, text, 0..0, words));
    }
    let Some(at) = text.find('\u{FFFD}') else {
        return conflict_marks(path, text)
            .or_else(|| mojibake(path, text))
            .or_else(|| control_character(path, text));
    };
    // Accents that read well elsewhere in the file: only these lines were pasted in another encoding,
    // and saving the whole file again in another one would spoil the others.
    let mixed = text
        .chars()
        .any(|c| !c.is_ascii() && c != '\u{FFFD}' && c != '\u{FEFF}');
    // The file stops inside a character (its last bytes begin one): it was cut, not saved in another
    // encoding.
    let cut = text.ends_with('\u{FFFD}') && text.matches('\u{FFFD}').count() == 1;
    let words = if is_utf16(text) {
        Words::new("data-utf16")
    } else if cut {
        Words::new("data-cut-in-character")
    } else if mixed {
        Words::new("data-bad-bytes-mixed")
    } else {
        Words::new("data-bad-bytes")
    };
    Some(DataError::at_span(path, text, at..at, words))
}

/// Accented letters saved as UTF-8 and then read and saved again as Windows' Latin-1 (`Ã©` for `é`):
/// said at the first one, with the letter meant.
fn mojibake(path: &str, text: &str) -> Option<DataError> {
    const PAIRS: [(&str, &str); 16] = [
        ("Ã©", "é"),
        ("Ã¨", "è"),
        ("Ãª", "ê"),
        ("Ã«", "ë"),
        ("Ã ", "à"),
        ("Ã¢", "â"),
        ("Ã§", "ç"),
        ("Ã®", "î"),
        ("Ã¯", "ï"),
        ("Ã´", "ô"),
        ("Ã¹", "ù"),
        ("Ã»", "û"),
        ("Ã‰", "É"),
        ("Ã€", "À"),
        ("â€™", "’"),
        ("Å“", "œ"),
    ];
    let (at, written, meant) = PAIRS
        .iter()
        .filter_map(|(w, m)| Some((text.find(w)?, *w, *m)))
        .min_by_key(|(at, _, _)| *at)?;
    let words = Words::new("data-mojibake")
        .with("written", written)
        .with("meant", meant);
    Some(DataError::at_span(path, text, at..at, words))
}

/// A file a word processor saved in its own format (RTF, or a zipped document: `.docx`, `.odt`)
/// rather than as plain text: said once, at its start.
fn word_processor(path: &str, text: &str) -> Option<DataError> {
    let kind = if text.starts_with("{\\rtf") {
        "rtf"
    } else if text.starts_with("PK\u{3}\u{4}") {
        "document"
    } else {
        return None;
    };
    Some(DataError::at_span(
        path,
        text,
        0..0,
        Words::new("data-word-processor").with("kind", kind),
    ))
}

/// A file with nothing in it but blank lines and comments (`what` is `lesson` or `board`): said as such,
/// rather than as its first missing field.
pub fn empty_file(path: &str, text: &str, what: &str) -> Option<DataError> {
    text.lines()
        .map(str::trim)
        .all(|l| l.is_empty() || l.starts_with('#'))
        .then(|| {
            DataError::at_span(
                path,
                text,
                0..0,
                Words::new("data-empty-file").with("what", what),
            )
        })
}

/// The lines of `text` that a sync tool or git writes when two copies of a file differ
/// (`<<<<<<< HEAD`, `=======`, `>>>>>>> …`): each line's byte range, in order.
pub fn conflict_mark_lines(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut opened = false;
    for line in text.split_inclusive('\n') {
        let bare = line.trim_end();
        let mark = if bare.starts_with("<<<<<<<") {
            opened = true;
            true
        } else {
            opened && (bare == "=======" || bare.starts_with(">>>>>>>"))
        };
        if mark {
            out.push(at..at + bare.len());
        }
        at += line.len();
    }
    out
}

/// A file with the marks a sync tool or git leaves where two copies of it differ: said at the first
/// mark, with the lines of the others, as the one thing to mend there.
fn conflict_marks(path: &str, text: &str) -> Option<DataError> {
    let marks = conflict_mark_lines(text);
    let first = marks.first()?;
    let line_of = |r: &Range<usize>| text[..r.start].matches('\n').count() + 1;
    let others: Vec<String> = marks[1..].iter().map(|r| line_of(r).to_string()).collect();
    let words = Words::new("data-conflict-marks")
        .with("count", others.len())
        .with("lines", others.join(", "));
    Some(DataError::at_span(
        path,
        text,
        first.start..first.start,
        words,
    ))
}

/// A file pasted twice into itself: from some line on, it writes its first lines again (the three
/// that open it, blank lines aside). Said at that line, as the one mistake: the problems the second copy
/// makes (a field written twice, a field after the steps) would each lead the teacher into it.
pub fn pasted_twice(path: &str, text: &str) -> Option<DataError> {
    const HEAD: usize = 3;
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let at = *offset;
            *offset += line.len();
            Some((at, line.trim()))
        })
        .filter(|(_, line)| !line.is_empty())
        .collect();
    let written = |range: std::ops::Range<usize>| lines[range].iter().map(|&(_, l)| l);
    if lines.len() < 2 * HEAD {
        return None;
    }
    let again = (HEAD..=lines.len() - HEAD).find(|&i| written(i..i + HEAD).eq(written(0..HEAD)))?;
    // The second copy runs to the end when all after it is the start of the file again.
    let rest = lines.len() - again;
    let to_end = rest <= again && written(again..lines.len()).eq(written(0..rest));
    let at = lines[again].0;
    let words = Words::new("data-pasted-twice").with("to_end", if to_end { "yes" } else { "no" });
    Some(DataError::at_span(path, text, at..at, words))
}

/// An invisible control character (a zero byte, an escape…: a slip of an editor or of a copy) in a text
/// file, where only tabs and line ends belong.
fn control_character(path: &str, text: &str) -> Option<DataError> {
    // Characters that show nothing (a zero-width space, a soft hyphen…), brought by a copy from a web
    // page or a word processor: an id with one inside looks right and is not.
    // Ligatures (`ﬁ` for `fi`), brought by a copy from a PDF: a name with one looks right and is not.
    let invisible = |at: usize, c: char| {
        matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{00AD}' | '\u{FB00}'..='\u{FB06}')
            || (c == '\u{FEFF}' && at > 0)
    };
    // (In a note, such a character changes nothing: a note pasted from a PDF is read as it is.)
    let in_note = |at: usize| {
        let line = &text[text[..at].rfind('\n').map_or(0, |i| i + 1)..at];
        line.match_indices('#')
            .any(|(i, _)| line[..i].matches('"').count().is_multiple_of(2))
    };
    let (at, c) = text.char_indices().find(|&(at, c)| {
        (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || (invisible(at, c) && !in_note(at))
    })?;
    // Zeros from here to the end: a file cut while it was copied or saved (its end was never written).
    let rest = &text[at..];
    let zeros = rest.chars().filter(|&c| c == '\0').count();
    let words = if zeros > 1 && rest.chars().all(|c| c == '\0' || c.is_whitespace()) {
        Words::new("data-zeros-to-end").with("count", zeros)
    } else if matches!(c, '\u{0B}' | '\u{0C}') {
        // The line break a word processor writes for Shift+Enter, or its page break: between two
        // words, it stands for a space.
        Words::new("data-word-processor-break").with("code", u32::from(c))
    } else if c.is_control() {
        Words::new("data-control-character").with("code", u32::from(c))
    } else if let Some(letters) = ligature_letters(c) {
        Words::new("data-ligature")
            .with("ligature", c.to_string())
            .with("letters", letters)
    } else {
        Words::new("data-invisible-character").with("code", format!("U+{:04X}", u32::from(c)))
    };
    Some(DataError::at_span(path, text, at..at, words))
}

/// A line with a hidden character (invisible, a control character, a ligature) is said by that
/// character alone: what it spoils on the same line (an id that "does not exist", a move "not a move")
/// would only send the teacher looking for a mistake that is not there.
pub fn one_said_per_hidden_character(errors: &mut Vec<DataError>) {
    let hidden = |e: &DataError| {
        matches!(
            e.words.id,
            "data-invisible-character"
                | "data-control-character"
                | "data-ligature"
                | "data-word-processor-break"
        )
    };
    let lines: Vec<(String, usize)> = errors
        .iter()
        .filter(|e| hidden(e) && e.line > 0)
        .map(|e| (e.path.clone(), e.line))
        .collect();
    errors.retain(|e| hidden(e) || !lines.iter().any(|(p, l)| *p == e.path && *l == e.line));
}

/// The letters a ligature character stands for (`ﬁ`: `fi`).
fn ligature_letters(c: char) -> Option<&'static str> {
    Some(match c {
        '\u{FB00}' => "ff",
        '\u{FB01}' => "fi",
        '\u{FB02}' => "fl",
        '\u{FB03}' => "ffi",
        '\u{FB04}' => "ffl",
        '\u{FB05}' | '\u{FB06}' => "st",
        _ => return None,
    })
}

/// A file saved as UTF-16 (Windows' "Unicode"), read as UTF-8: its byte order mark came out as
/// unreadable bytes, and a zero byte stands between its letters. Nothing else in it can be read.
pub fn is_utf16(text: &str) -> bool {
    // With its byte order mark (not UTF-8), or without it: a zero byte beside each Latin letter.
    let zeros = text.bytes().take(400).filter(|&b| b == 0).count();
    (text.starts_with('\u{FFFD}') && text.contains('\0'))
        || (zeros >= 4 && zeros * 3 >= text.len().min(400))
}

/// A hidden file's name (it starts with a dot): `.DS_Store`, the `._07-hunt.toml` twins macOS writes
/// on a USB stick, an editor's lock or swap file (`.~lock.07-hunt.toml#`). Never a file of the kit:
/// every listing of the data folder passes over them.
pub fn hidden_name(name: &std::ffi::OsStr) -> bool {
    name.as_encoded_bytes().starts_with(b".")
}

/// Removes the temporary files of `dir` that a write killed half-way left behind (a killed process, a
/// power cut): `process_of` gives the process that wrote a file from its name (`None`: not a temporary
/// file). The file each was meant to replace is whole, as it was before. A file whose process still runs
/// (on Linux; elsewhere, a file less than a minute old) is being written right now and is left alone.
#[cfg(not(target_arch = "wasm32"))]
pub fn remove_leftovers(dir: &std::path::Path, process_of: impl Fn(&str) -> Option<u32>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = process_of(&name) else {
            continue;
        };
        let running = if cfg!(target_os = "linux") {
            std::path::Path::new("/proc").join(pid.to_string()).exists()
        } else {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_none_or(|age| age.as_secs() < 60)
        };
        if !running && pid != std::process::id() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_french_word_guesses_the_keyword_it_means_where_it_is_allowed() {
        assert_eq!(closest_word("Sud", &["south", "emma"]), Some("south"));
        assert_eq!(closest_word("réponse", &["text", "answer"]), Some("answer"));
        assert_eq!(closest_word("réponse", &["say", "reply"]), Some("reply"));
        assert_eq!(closest_word("Étape", &["step", "deal"]), Some("step"));
        // A French word for a keyword the place does not allow guesses nothing from the table.
        assert_eq!(closest_word("bataille", &["south", "emma"]), None);
    }

    #[test]
    fn line_and_column_count_characters() {
        let text = "a = 1\nnom = \"é\"x\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        let x = text.find('x').unwrap();
        assert_eq!(line_column(text, x), (2, 10));
    }

    #[test]
    fn a_table_is_not_taken_for_a_text() {
        // serde says `struct LabelFile` for a table, which starts like `str`.
        assert_eq!(value_kind("struct LabelFile"), "table");
        assert_eq!(value_kind("string \"E1\""), "text");
        assert_eq!(value_kind("a string"), "text");
        assert_eq!(value_kind("a map"), "table");
    }

    #[test]
    fn toml_errors_keep_their_place() {
        let text = "size = [8, 8]\nname = = 3\n";
        let e = toml::from_str::<toml::Table>(text).unwrap_err();
        let d = DataError::from_toml("x.toml", text, &e);
        assert_eq!((d.line, d.path.as_str()), (2, "x.toml"));
    }

    #[test]
    fn a_text_on_several_lines_never_closed_is_shown_where_it_opens() {
        for text in [
            "a = 1\nb = \"\"\"abc\nc = 2\n\n[[x]]\nd = 3\n",
            "a = 1\nb = '''abc\nc = 2\n",
        ] {
            let e = toml::from_str::<toml::Table>(text).unwrap_err();
            let d = DataError::from_toml("x.toml", text, &e);
            assert_eq!((d.line, d.column), (2, 5), "{text}");
            assert_eq!(d.words.id, "data-toml-multiline-unclosed");
        }
    }

    #[test]
    fn a_length_in_millimetres_takes_decimals_though_the_shipped_one_is_whole() {
        let model = "square_mm = 30\nanswer = 7\n";
        let (_, words) = lone_numbers("square_mm = 27,5\n", 0, Some(model)).unwrap();
        assert_eq!(words.id, "data-decimal-comma");
        assert!(format!("{words:?}").contains("27.5"), "{words:?}");
        let (_, words) = lone_numbers("answer = 7,5\n", 0, Some(model)).unwrap();
        assert_eq!(words.id, "data-decimal-comma-whole");
    }

    #[test]
    fn numbers_written_as_people_write_them_get_the_number_to_write() {
        for (value, id, shown) in [
            ("30mm", "data-number-with-unit", "30"),
            ("3 cm", "data-number-with-unit", "30"),
            ("12,5", "data-decimal-comma", "12.5"),
            ("1 2 3", "data-values-without-list", "[1, 2, 3]"),
            ("1, 2, 3", "data-values-without-list", "[1, 2, 3]"),
        ] {
            let text = format!("a = 1\nsize_mm = {value}\n");
            let e = toml::from_str::<toml::Table>(&text).unwrap_err();
            let d = DataError::from_toml("x.toml", &text, &e);
            assert_eq!((d.line, d.column, d.words.id), (2, 11, id), "{value}");
            assert!(
                format!("{:?}", d.words).contains(shown),
                "{value}: {:?}",
                d.words
            );
        }
    }
}
