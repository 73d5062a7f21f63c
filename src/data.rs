//! Where the data files come from, and how their errors are reported.
//!
//! Boards, lessons, printable definitions and texts ship inside the binary (so the app works from any
//! folder, and in a browser). A teacher may override any of them with an edited copy: a file of the same
//! relative path under the folder named by `LUDOCLASSE_DATA`, or else under the user's data folder
//! (`~/.local/share/ludoclasse/` on Linux). The copy wins over the shipped file.
//!
//! Every error found in a data file is a [`DataError`] printed as `path:line:column: what is wrong`.
//!
//! ```
//! use ludoclasse::data::DataError;
//! let text = "size = [8, 8]\nname = 3\n";
//! let e = DataError::at_span("boards/espion.toml", text, 21..22, "`name` must be text");
//! assert_eq!(e.to_string(), "boards/espion.toml:2:8: `name` must be text");
//! ```

use std::fmt;
use std::ops::Range;
use std::path::PathBuf;

use include_dir::{Dir, include_dir};

pub mod watch;

/// The shipped data folders, embedded at build time.
static ASSETS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets");
static LESSONS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
static PRINTABLES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/printables");

fn root_for(relative: &str) -> Option<(&'static Dir<'static>, &str)> {
    let (top, rest) = relative.split_once('/')?;
    let dir = match top {
        "assets" => &ASSETS,
        "lessons" => &LESSONS,
        "printables" => &PRINTABLES,
        _ => return None,
    };
    Some((dir, rest))
}

/// The shipped text of `relative` (e.g. `assets/boards/espion.toml`), if the binary holds such a file.
pub fn shipped(relative: &str) -> Option<&'static str> {
    let (dir, rest) = root_for(relative)?;
    dir.get_file(rest)?.contents_utf8()
}

/// The shipped bytes of `relative` (fonts, pictures).
pub fn shipped_bytes(relative: &str) -> Option<&'static [u8]> {
    let (dir, rest) = root_for(relative)?;
    Some(dir.get_file(rest)?.contents())
}

/// The shipped files under the folder `relative` (e.g. `lessons/espion`), sorted by path, with paths
/// relative to the project root. Sub-folders are walked too.
pub fn shipped_files(relative: &str) -> Vec<(String, &'static str)> {
    let relative = relative.trim_end_matches('/');
    let (top, rest) = relative.split_once('/').unwrap_or((relative, ""));
    let Some((root, _)) = root_for(&format!("{top}/")) else {
        return Vec::new();
    };
    let dir = if rest.is_empty() {
        root
    } else {
        match root.get_dir(rest) {
            Some(d) => d,
            None => return Vec::new(),
        }
    };
    let mut out = Vec::new();
    collect(dir, top, &mut out);
    out.sort();
    out
}

fn collect(dir: &'static Dir<'static>, top: &str, out: &mut Vec<(String, &'static str)>) {
    for f in dir.files() {
        if let Some(text) = f.contents_utf8() {
            out.push((format!("{top}/{}", f.path().display()), text));
        }
    }
    for d in dir.dirs() {
        collect(d, top, out);
    }
}

/// A problem in a data file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    /// The path as the user knows it (relative to the data folder for shipped files).
    pub path: String,
    /// 1-based; 0 when the problem concerns the whole file.
    pub line: usize,
    pub column: usize,
    /// What is wrong, in English (the command line's words).
    pub message: String,
    /// The same, as a message the app says in the user's language (see [`Words`]); `None` when the
    /// English sentence is the only one.
    pub words: Option<Box<Words>>,
}

/// What is wrong with a data file, as a Fluent message of `assets/locales/<lang>/data-errors.ftl` and its
/// arguments: the app shows a file's problems in the teacher's language, the command line in English.
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
    /// An error about the whole file (missing, unreadable…).
    pub fn file(path: impl Into<String>, message: impl Into<String>) -> DataError {
        DataError {
            path: path.into(),
            line: 0,
            column: 0,
            message: message.into(),
            words: None,
        }
    }

    /// An error at the byte range `span` of `text`.
    pub fn at_span(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> DataError {
        let (line, column) = line_column(text, span.start);
        DataError {
            line,
            column,
            ..DataError::file(path, message)
        }
    }

    /// A mistake in a value: like [`DataError::at_span`], but a string value is pointed at its first
    /// character, not at its opening quote (`"`, `'`, or the three quotes of a multi-line string).
    pub fn at_value(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> DataError {
        let rest = text.get(span.start..span.end).unwrap_or("");
        let skip = ["\"\"\"\n", "'''\n", "\"\"\"", "'''", "\"", "'"]
            .iter()
            .find(|q| rest.len() > q.len() && rest.starts_with(**q))
            .map_or(0, |q| q.len());
        DataError::at_span(path, text, span.start + skip..span.end, message)
    }

    /// An error at the byte range `span` of `text`, said by `words` (its English sentence comes from the
    /// shipped English texts).
    pub fn said_at(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        words: Words,
    ) -> DataError {
        DataError::at_span(path, text, span, crate::i18n::english(&words)).said(words)
    }

    /// A mistake in a value (see [`DataError::at_value`]), said by `words`.
    pub fn said_at_value(
        path: impl Into<String>,
        text: &str,
        span: Range<usize>,
        words: Words,
    ) -> DataError {
        DataError::at_value(path, text, span, crate::i18n::english(&words)).said(words)
    }

    /// An error about the whole file, said by `words`.
    pub fn said_file(path: impl Into<String>, words: Words) -> DataError {
        DataError::file(path, crate::i18n::english(&words)).said(words)
    }

    /// The same error, said in the user's language by the app through `words`.
    #[must_use]
    pub fn said(mut self, words: Words) -> DataError {
        self.words = Some(Box::new(words));
        self
    }

    /// A TOML syntax or type error, at the place toml found it.
    pub fn from_toml(path: impl Into<String>, text: &str, e: &toml::de::Error) -> DataError {
        let message = e.message().trim().to_string();
        match e.span() {
            Some(span) => DataError::at_span(path, text, span, message),
            None => DataError::file(path, message),
        }
    }
}

/// A TOML syntax or type error in plain words, at the place of the mistake: a key given twice names
/// itself and its first place; a missing field names its table and, through `purpose`, what it is for.
pub fn toml_error(
    path: &str,
    text: &str,
    e: &toml::de::Error,
    purpose: fn(&str, &str) -> Option<&'static str>,
) -> DataError {
    let raw = e.message().trim().replace('\n', "; ");
    let Some(span) = e.span() else {
        return DataError::file(path, raw);
    };
    let span = span.start.min(text.len())..span.end.min(text.len());
    let snippet = text.get(span.clone()).unwrap_or("");
    if raw.starts_with("duplicate key") {
        return twice(path, text, span, snippet);
    }
    if let Some(rest) = raw.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or("");
        let (table, at) = table_of(text, span.start);
        let purpose = purpose(&table, field);
        let why = purpose.map(|w| format!(": {w}")).unwrap_or_default();
        let place = if table.is_empty() {
            "at the top of the file".to_string()
        } else {
            format!("in this `{table}` table")
        };
        let mut words = Words::new("data-field-missing")
            .with("field", field)
            .with("table", if table.is_empty() { "none" } else { &table });
        words = match purpose {
            Some(_) => words.with_said("why", format!("data-why-{field}")),
            None => words.with("why", "none"),
        };
        return DataError::at_span(
            path,
            text,
            at..at,
            format!("`{field}` is missing {place}{why}"),
        )
        .said(words);
    }
    if let Some(rest) = raw.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        let words = Words::new("data-wrong-type")
            .with("found", value_kind(found))
            .with("found-text", found)
            .with("expected", value_kind(expected))
            .with("expected-text", expected);
        return DataError::at_span(
            path,
            text,
            span,
            format!("this value is {found}, but {expected} is expected here"),
        )
        .said(words);
    }
    if (raw.starts_with("missing comma between array elements")
        || raw.starts_with("unclosed array"))
        && let Some(open) = unclosed_list(text, span.start)
    {
        return DataError::at_span(
            path,
            text,
            open..open,
            "this list is not closed: a `]` is missing at its end (or a `,` between two of its values)",
        )
        .said(Words::new("data-unclosed-list"));
    }
    for (prefix, id) in [
        ("unknown field `", "data-unknown-field"),
        ("unknown variant `", "data-unknown-value"),
    ] {
        if let Some(rest) = raw.strip_prefix(prefix)
            && let Some((name, known)) = rest.split_once("`, expected ")
        {
            let known = known.trim_start_matches("one of ");
            let words = Words::new(id).with("name", name).with("known", known);
            return DataError::at_span(path, text, span, &raw).said(words);
        }
    }
    let words = Words::new("data-toml-syntax").with("raw", &raw);
    DataError::at_span(path, text, span, raw).said(words)
}

/// The `[` of a list left open on an earlier line, when toml stumbles at byte `at` on the next key or
/// table (it then sees a missing comma there): the mistake is the list, not the line after it.
fn unclosed_list(text: &str, at: usize) -> Option<usize> {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or("").trim_start();
    let (key, _) = line.split_once('=').unwrap_or(("", ""));
    let starts_anew =
        line.starts_with('[') || (!key.trim().is_empty() && !key.contains(['"', ',', '[', ']']));
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

/// A key or a table given twice: its name and the line of its first place.
fn twice(path: &str, text: &str, span: Range<usize>, snippet: &str) -> DataError {
    let key = snippet.trim().trim_matches(['"', '\'']);
    let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..].trim_start().starts_with('[') {
        let header = text[line_start..].lines().next().unwrap_or("").trim();
        let first = text[..line_start]
            .lines()
            .position(|l| l.trim() == header)
            .map(|i| i + 1);
        let (message, words) = match first {
            Some(line) => (
                format!(
                    "the table `{header}` is written twice, here and at line {line}; put its keys in one table"
                ),
                Words::new("data-table-twice-at").with("first", line),
            ),
            None => (
                format!("the table `{header}` is written twice; put its keys in one table"),
                Words::new("data-table-twice"),
            ),
        };
        return DataError::at_span(path, text, span, message).said(words.with("table", header));
    }
    let first = first_key_line(text, span.start, key);
    let (message, words) = match first {
        Some(line) => (
            format!(
                "the key `{key}` is given twice in the same table, here and at line {line}; keep only one"
            ),
            Words::new("data-key-twice-at").with("first", line),
        ),
        None => (
            format!("the key `{key}` is given twice in the same table; keep only one"),
            Words::new("data-key-twice"),
        ),
    };
    DataError::at_span(path, text, span, message).said(words.with("key", key))
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

/// The header (`[[step]]`, `[deal]`…, without brackets; empty at the top) of the table holding byte
/// `at`, and where the header is (or `at` itself at the top).
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

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.path, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.path, self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for DataError {}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
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
        None => Err(DataError::file(relative, "no such data file in this build")
            .said(Words::new("data-no-such-file"))),
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
        Ok(bytes) => Ok(match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }),
        Err(e) => Err(DataError::file(
            path.display().to_string(),
            format!("the file cannot be read ({})", io_reason(&e)),
        )
        .said(Words::new("data-unreadable").with("reason", io_reason(&e)))),
    }
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
    let at = text.find('\u{FFFD}')?;
    Some(DataError::at_span(
        path,
        text,
        at..at,
        "this character is not UTF-8 text: the file was probably saved in another encoding; save it again as UTF-8",
    ).said(Words::new("data-bad-bytes")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_characters() {
        let text = "a = 1\nnom = \"é\"x\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        let x = text.find('x').unwrap();
        assert_eq!(line_column(text, x), (2, 10));
    }

    #[test]
    fn toml_errors_keep_their_place() {
        let text = "size = [8, 8]\nname = = 3\n";
        let e = toml::from_str::<toml::Table>(text).unwrap_err();
        let d = DataError::from_toml("x.toml", text, &e);
        assert_eq!((d.line, d.path.as_str()), (2, "x.toml"));
    }
}
