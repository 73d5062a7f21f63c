//! Every sentence a child or a teacher reads goes through Fluent, in French (the reference language) and
//! English.
//!
//! Texts live in `.ftl` files: the interface in `assets/locales/<lang>/*.ftl` (one file per area, every id
//! prefixed by its file's name: `menu-start` in `menu.ftl`), each game's lesson texts in
//! `lessons/<game>/<lang>.ftl`. A message is looked up in the active language, then in French, then the
//! raw id is shown (visible, never a crash).
//!
//! ```
//! use ludoclasse::i18n::{Lang, Texts};
//! let texts = Texts::load(Lang::En).unwrap();
//! assert_eq!(texts.get("lang-name"), "English");
//! assert_eq!(texts.get("no-such-message"), "no-such-message");
//! ```

use std::fmt;

use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::parser::ErrorKind;
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

use crate::data::{self, DataError, Words};

/// A language of the kit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// French, the reference language.
    #[default]
    Fr,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The kit's other language.
    pub const fn other(self) -> Lang {
        match self {
            Lang::Fr => Lang::En,
            Lang::En => Lang::Fr,
        }
    }

    /// Reads `fr`, `en`, `fr-FR`, `en_GB.UTF-8`… (only the language part counts).
    pub fn parse(text: &str) -> Option<Lang> {
        let lang = text.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        match lang.as_str() {
            "fr" => Some(Lang::Fr),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of the system (`LC_ALL`, `LC_MESSAGES`, `LANG`; the browser's on the web build), if it
    /// is one of the kit's.
    pub fn from_system() -> Option<Lang> {
        #[cfg(target_arch = "wasm32")]
        {
            // In a browser: the page's language (`navigator.language`).
            crate::web::language().and_then(|v| Lang::parse(&v))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .iter()
                .filter_map(|v| std::env::var(v).ok())
                .find(|v| !v.is_empty())
                .and_then(|v| Lang::parse(&v))
        }
    }

    /// The language to use: a setting first, then the system's, then French.
    pub fn choose(setting: Option<Lang>) -> Lang {
        setting.or_else(Lang::from_system).unwrap_or(Lang::Fr)
    }

    fn langid(self) -> LanguageIdentifier {
        self.code().parse().expect("valid language id")
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::parse(s).ok_or_else(|| format!("`{s}` is not a language of the kit (use fr or en)"))
    }
}

/// A value for a message variable. Numbers are formatted here (not by Fluent's defaults) so that French
/// gets its decimal comma.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Int(i64),
    /// A sentence with its own arguments (a file's mistake), said in the same language first.
    Words(Box<Words>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<Words> for Arg {
    fn from(words: Words) -> Arg {
        Arg::Words(Box::new(words))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Int(n as i64)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(n as i64)
    }
}

/// A message id with its arguments: what the core, the AI and the lessons produce; only the view turns it
/// into a sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: String,
    pub args: Vec<(String, Arg)>,
    /// A second sentence said right after this one (a hint's reason, then its caution).
    pub then: Option<Box<Message>>,
}

impl Message {
    pub fn new(id: impl Into<String>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
            then: None,
        }
    }

    /// This message followed by `next`, said as a second sentence.
    pub fn then(mut self, next: Message) -> Message {
        let next = match self.then.take() {
            Some(second) => second.then(next),
            None => next,
        };
        self.then = Some(Box::new(next));
        self
    }

    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Message {
        self.args.push((name.to_string(), value.into()));
        self
    }
}

/// The Fluent files that make up one language, as shipped: the interface, then every game's lesson texts.
pub fn ftl_files(lang: Lang) -> Vec<(String, &'static str)> {
    let mut files = data::shipped_files(&format!("assets/locales/{}", lang.code()));
    files.retain(|(p, _)| p.ends_with(".ftl"));
    let lesson_file = format!("/{}.ftl", lang.code());
    files.extend(
        data::shipped_files("lessons")
            .into_iter()
            .filter(|(p, _)| p.ends_with(&lesson_file)),
    );
    files
}

/// The Fluent files of one language as the app reads them: each shipped file (path, text), followed by
/// the teacher's copy of it when there is one (its entries win over the shipped ones; a copy that cannot
/// be read is an error here).
pub fn ftl_texts(lang: Lang) -> (Vec<(String, String)>, Vec<DataError>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (relative, shipped) in ftl_files(lang) {
        out.push((relative.clone(), shipped.to_string()));
        match data::load_copy(&relative) {
            None => {}
            Some(Ok(copy)) => out.push((copy.path, copy.text)),
            Some(Err(e)) => errors.push(e),
        }
    }
    (out, errors)
}

/// Reads one Fluent file entry by entry: the entries that read well, and every problem in plain words,
/// each at its line and column (a broken entry, a character that is not UTF-8, a message id defined twice).
pub fn read_ftl(path: &str, text: &str) -> (FluentResource, Vec<DataError>) {
    // Lines ended by a carriage return alone (an old Mac editor): read as lines, byte for byte.
    let lines_of_cr;
    let text = if text.contains('\r') && !text.contains('\n') {
        lines_of_cr = text.replace('\r', "\n");
        lines_of_cr.as_str()
    } else {
        text
    };
    let mut errors: Vec<DataError> = data::bad_bytes(path, text).into_iter().collect();
    let word_processor = errors.iter().any(|e| e.words.id == "data-word-processor");
    if data::is_utf16(text) || word_processor {
        // Every entry would be a mistake of its own: the encoding (or the format) is the one to say.
        return (
            FluentResource::try_new(String::new()).unwrap_or_else(|(r, _)| r),
            errors,
        );
    }
    // A byte order mark (some editors write one) is not part of the first entry.
    let bom = if text.starts_with('\u{FEFF}') {
        '\u{FEFF}'.len_utf8()
    } else {
        0
    };
    // A slip's line is left out of what is read (blanked byte for byte, so that every place found
    // still points into `text`): the message above keeps its own words, and the slipped message is
    // the shipped one, as the notice says.
    let found = slips(path, text);
    let mut read = text.as_bytes().to_vec();
    for (_, line) in &found {
        read[line.clone()].fill(b' ');
    }
    // The marks of two copies that differ (said above, with the bytes) are no entries.
    let marks = data::conflict_mark_lines(text);
    for line in &marks {
        read[line.clone()].fill(b' ');
    }
    let read = String::from_utf8(read).unwrap_or_else(|_| text.to_string());
    let resource = match FluentResource::try_new(read[bom..].to_string()) {
        Ok(r) => r,
        Err((r, parse_errors)) => {
            for e in &parse_errors {
                // Something missing at the end of a line (a `}`, a closing quote) is found at the
                // start of the next one: show it where it is missing.
                let mut at = (e.pos.start + bom).min(text.len());
                let missing_at_end = matches!(
                    e.kind,
                    ErrorKind::ExpectedToken('}') | ErrorKind::UnterminatedStringLiteral
                );
                if missing_at_end && at > 0 && text.as_bytes()[at - 1] == b'\n' {
                    at -= 1;
                }
                let mut words = syntax_words(&e.kind);
                if let Some((place, better)) = closer_look(path, text, at, &e.kind) {
                    (at, words) = (place, better);
                }
                errors.push(DataError::at_span(path, text, at..at, words));
            }
            r
        }
    };
    // A line cut off from the message above it (not indented, or under a note put inside it): that
    // message, read cut short, is left out too, so that the shipped text shows whole, as said.
    let cut_above: Vec<std::ops::Range<usize>> = errors
        .iter()
        .filter(|e| {
            matches!(
                e.words.id,
                "ftl-continuation-not-indented"
                    | "ftl-tab-indent"
                    | "ftl-nbsp-indent"
                    | "ftl-note-inside-message"
            )
        })
        .filter_map(|e| {
            let start = text
                .split_inclusive('\n')
                .take(e.line.saturating_sub(1))
                .map(str::len)
                .sum();
            entry_above(text, start, e.words.id == "ftl-note-inside-message")
        })
        .collect();
    let (mut twice, second) = duplicate_ids(path, text);
    // (Between the marks of two copies, an id is twice because each copy writes it: the marks say so.)
    if let (Some(first), Some(last)) = (marks.first(), marks.last()) {
        twice.retain(|e| {
            let at: usize = text
                .split_inclusive('\n')
                .take(e.line.saturating_sub(1))
                .map(str::len)
                .sum();
            !(first.start..last.end).contains(&at)
        });
    }
    errors.append(&mut twice);
    let (mut shown_wrong, mut left_out) = pattern_checks(path, text, &resource);
    // The first of a message written twice is the one used, as the problem says.
    left_out.extend(second);
    left_out.extend(cut_above);
    errors.append(&mut shown_wrong);
    // A copy cut short (a copy that stopped, a disk that filled): its last message stops where the
    // shipped one goes on. Said, and left out: the shipped text shows whole.
    if let Some((lines, id)) = cut_short(path, text, &resource) {
        let at = text.trim_end().len();
        errors.push(DataError::at_span(
            path,
            text,
            at..at,
            Words::new("ftl-cut-short").with("id", id),
        ));
        left_out.push(lines);
    }
    // A file saved in another encoding (Windows' Latin-1): its first strange character is said, with
    // how many messages have one (each shows the shipped text), not as one message's mistake.
    let mangled = messages(&resource)
        .filter_map(|m| entry_lines(text, m.id.name))
        .filter(|lines| text[lines.clone()].contains('\u{FFFD}'))
        .count();
    if mangled > 1
        && let Some(e) = errors
            .iter_mut()
            .find(|e| matches!(e.words.id, "data-bad-bytes" | "data-bad-bytes-mixed"))
    {
        *e.words = Words::new("ftl-bad-bytes-messages").with("count", mangled);
    }
    // A message with attributes but no text of its own (`id =` and then only `.name = …` lines) reads
    // well but shows nothing: it is said, and left out of what is read, so that the shipped text stays.
    let mut resource = resource;
    let without_text: Vec<std::ops::Range<usize>> = messages(&resource)
        .filter(|m| m.value.is_none())
        .filter_map(|m| entry_lines(text, m.id.name))
        .collect();
    // An attribute under a message that has text (`    .aide = …`): no screen shows it. The message is
    // left out, as any other mistake, so that the shipped text shows until the line is deleted.
    let mut with_attributes = Vec::new();
    for m in messages(&resource).filter(|m| m.value.is_some() && !m.attributes.is_empty()) {
        let Some(lines) = entry_lines(text, m.id.name) else {
            continue;
        };
        with_attributes.push(lines.clone());
        let mut offset = lines.start;
        for line in text[lines.clone()].split('\n') {
            if let Some(name) = attribute_name(line) {
                let at = offset + line.len() - line.trim_start().len();
                let (line_no, _) = data::line_column(text, at);
                if !errors.iter().any(|e| e.line == line_no) {
                    let words = Words::new("ftl-attribute-not-shown").with("name", name);
                    errors.push(DataError::at_span(path, text, at..at, words));
                }
            }
            offset += line.len() + 1;
        }
    }
    left_out.extend(with_attributes);
    if !without_text.is_empty() || !left_out.is_empty() {
        let mut read = read.into_bytes();
        for lines in &left_out {
            read[lines.clone()].fill(b' ');
        }
        for lines in &without_text {
            let id = text[lines.clone()].split('=').next().unwrap_or("").trim();
            errors.push(DataError::at_span(
                path,
                text,
                lines.start..lines.start,
                Words::new("ftl-message-without-text").with("id", id),
            ));
            read[lines.clone()].fill(b' ');
        }
        let read = String::from_utf8(read).unwrap_or_default();
        resource = FluentResource::try_new(read[bom..].to_string()).unwrap_or_else(|(r, _)| r);
    }
    for (e, _) in found {
        // One problem a line: the parser's sentence, when it has one there, is the one kept.
        if !errors.iter().any(|k| k.line == e.line) {
            errors.push(e);
        }
    }
    // A carriage return alone in a file of ordinary line ends (a block pasted from an old Mac text):
    // an editor shows a line end there, Fluent reads none, and the messages after it on that line are
    // not read. Said at the first one, as the one problem of its line.
    if let Some(at) = text.match_indices('\r').map(|(i, _)| i).find(|&i| {
        // (One before the line's own end, as `\r\r\n`, hides nothing.)
        let rest = &text[i + 1..];
        !rest[..rest.find('\n').unwrap_or(rest.len())]
            .trim()
            .is_empty()
    }) {
        let e = DataError::at_span(path, text, at..at, Words::new("ftl-lone-return"));
        errors.retain(|k| k.line != e.line);
        errors.push(e);
    }
    // A teacher's copy of a shipped file changed in one place: a problem on a line it did not change
    // comes from that change.
    if let Some(model) = data::shipped_relative(path) {
        data::said_at_change(path, text, &model, &mut errors);
        data::said_with_deleted_lines(path, text, &model, &mut errors);
    }
    errors.sort_by_key(|e| (e.line, e.column));
    (resource, errors)
}

/// Hand-editing slips that Fluent reads without a complaint but that lose a text in silence: a message
/// line indented by mistake (it becomes more words of the message above), a second `=` (shown as part
/// of the text), a comment with no space after its `#`. Each with the bytes of its line, left out of
/// what is read (a comment's line is one already).
fn slips(path: &str, text: &str) -> Vec<(DataError, std::ops::Range<usize>)> {
    let id_like = |s: &str| {
        s.starts_with(|c: char| c.is_ascii_alphabetic())
            && s.contains('-')
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    let mut errors = Vec::new();
    let mut offset = 0;
    let mut in_message = false;
    for line in text.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        let line = line.trim_end_matches('\r');
        let words = line.trim_start_matches(' ');
        let indent = line.len() - words.len();
        if line.trim().is_empty() {
            continue;
        }
        // `{"\u00é0"}`: a code of a character cut short by a letter that is not a plain one (the
        // parser would stumble inside that letter); said, and the line left out.
        if let Some(at) = short_escape(line) {
            errors.push((
                DataError::at_span(
                    path,
                    text,
                    start + at..start + at,
                    Words::new("ftl-unicode-escape"),
                ),
                start..start + line.len(),
            ));
            continue;
        }
        // `34  espion-l01-go = …`: a line number copied with the text (from a listing, a PDF); each
        // line said, and left out.
        let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after_number = line[digits..].trim_start_matches([' ', '\t']);
        if indent == 0
            && digits > 0
            && after_number.len() < line.len() - digits
            && message_name(after_number).is_some()
        {
            let words = Words::new("ftl-line-number").with("number", &line[..digits]);
            errors.push((
                DataError::at_span(path, text, start..start, words),
                start..start + line.len(),
            ));
            in_message = false;
            continue;
        }
        if indent == 0 {
            if let Some(rest) = line.strip_prefix('#') {
                in_message = false;
                if !rest.is_empty() && !rest.starts_with([' ', '#']) {
                    errors.push((
                        DataError::at_span(
                            path,
                            text,
                            start..start,
                            Words::new("ftl-comment-without-space"),
                        ),
                        start..start + line.len(),
                    ));
                }
                continue;
            }
            in_message = true;
            if let Some(second) = second_message(line, id_like) {
                // Two messages on one line (a line break lost): the first keeps its words, the
                // second is left out.
                let at = start + second.start;
                let id = &line[second.clone()];
                // Its shipped text shows instead, when there is one.
                let shipped = data::shipped_relative(path)
                    .and_then(|p| data::shipped(&p))
                    .is_some_and(|t| {
                        t.lines()
                            .any(|l| l.split_once('=').is_some_and(|(k, _)| k.trim_end() == id))
                    });
                errors.push((
                    DataError::at_span(
                        path,
                        text,
                        at..at,
                        Words::new("ftl-two-on-one-line")
                            .with("id", id)
                            .with("shipped", if shipped { "yes" } else { "no" }),
                    ),
                    at..start + line.len(),
                ));
                continue;
            }
            if let Some((id, value)) = line.split_once('=')
                && id_like(id.trim_end().trim_start_matches('-'))
                && value.trim_start().starts_with('=')
            {
                let at = start + id.len() + 1 + (value.len() - value.trim_start().len());
                errors.push((
                    DataError::at_span(path, text, at..at, Words::new("ftl-equals-twice")),
                    start..start + line.len(),
                ));
            }
            continue;
        }
        // `    # à revoir`: a comment indented under a message becomes more words of its text.
        if in_message && words.starts_with('#') {
            errors.push((
                DataError::at_span(
                    path,
                    text,
                    start + indent..start + indent,
                    Words::new("ftl-indented-comment"),
                ),
                start..start + line.len(),
            ));
            continue;
        }
        if let Some((id, value)) = words.split_once('=')
            && in_message
            && id_like(id.trim_end())
            && (value.is_empty() || value.starts_with(' '))
        {
            errors.push((
                DataError::at_span(
                    path,
                    text,
                    start + indent..start + indent,
                    Words::new("ftl-indented-id").with("id", id.trim_end()),
                ),
                start..start + line.len(),
            ));
        }
    }
    errors
}

/// Where a `\u` (four digits) or `\U` (six) escape inside braces is cut short by a character that is
/// not ASCII, if one is on `line`.
fn short_escape(line: &str) -> Option<usize> {
    line.match_indices(['\\']).find_map(|(i, _)| {
        let rest = &line[i + 1..];
        let digits = match rest.chars().next()? {
            'u' => 4,
            'U' => 6,
            _ => return None,
        };
        let hex = rest[1..].bytes().take_while(u8::is_ascii_hexdigit).count();
        let before = &line[..i];
        let in_braces = before
            .rfind('{')
            .is_some_and(|o| !before[o..].contains('}'));
        (in_braces && hex < digits && rest[1 + hex..].starts_with(|c: char| !c.is_ascii()))
            .then_some(i)
    })
}

/// Where a second message starts on the line of `id = text…`: ` other-id = ` in the text, where
/// `other-id` looks like an id and begins as `id` does (`espion-l01-go = Fais monter.
/// espion-l01-go-hint = Suis…`; an equals sign in words, "2 + 2 = 4", is not one).
fn second_message(line: &str, id_like: impl Fn(&str) -> bool) -> Option<std::ops::Range<usize>> {
    let (id, _) = line.split_once('=')?;
    let id = id.trim_end();
    let family = id.split('-').next().filter(|f| !f.is_empty())?;
    let value_at = id.len();
    line[value_at..].match_indices(" = ").find_map(|(i, _)| {
        let end = value_at + i;
        let begin = line[..end]
            .char_indices()
            .rev()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .map_or(0, |(j, c)| j + c.len_utf8());
        let other = &line[begin..end];
        (begin > value_at && id_like(other) && other.split('-').next() == Some(family))
            .then_some(begin..end)
    })
}

/// A closer place and sentence for a few syntax errors whose usual ones would mislead: a `$` without a
/// name, a text on the next line indented with a tab (Fluent wants spaces), a choice that depends on a
/// message rather than a variable (shown at the message, not after the arrow).
/// The bytes of the message whose lines end just above the line starting at `line_start` (its first
/// line at the left edge, and the indented lines under it, without the last line end), if a message is
/// there; over `#` lines too when `through_notes` (a note put inside the message).
fn entry_above(
    text: &str,
    line_start: usize,
    through_notes: bool,
) -> Option<std::ops::Range<usize>> {
    let mut end = line_start.checked_sub(1)?;
    loop {
        let start = text[..end].rfind('\n').map_or(0, |i| i + 1);
        let line = text[start..end].trim_end_matches('\r');
        if line.trim().is_empty() {
            return None;
        }
        let goes_on = line.starts_with([' ', '\t']) || (through_notes && line.starts_with('#'));
        if !goes_on {
            // (Its last line's end stays: the line below is not joined to the one above.)
            return message_name(line).map(|_| start..line_start - 1);
        }
        end = start.checked_sub(1)?;
    }
}

/// The name of the message a line starts (`espion-l01-go = …`), if it starts one.
fn message_name(line: &str) -> Option<&str> {
    let (name, _) = line.split_once('=')?;
    let name = name.trim_end();
    (name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    .then_some(name)
}

/// An indented line cut off from its message by a `#` line above it: a note put inside a message
/// over several lines, or a message switched off by a `#` on its first line only.
fn around_a_note(text: &str, line_start: usize, whole: &str) -> Option<(usize, Words)> {
    if !whole.starts_with(' ') || whole.trim().is_empty() {
        return None;
    }
    let first_char = line_start + whole.len() - whole.trim_start().len();
    let mut end = line_start.checked_sub(1)?;
    let mut note_line = None;
    loop {
        let start = text[..end].rfind('\n').map_or(0, |i| i + 1);
        let line = text[start..end].trim_end_matches('\r');
        if line.trim().is_empty() {
            return None;
        }
        if line.starts_with('#') {
            let (number, _) = data::line_column(text, start);
            let note = line.trim_start_matches('#').trim();
            // `# lesson-threw = …`: the message was switched off, but only its first line.
            if note_line.is_none()
                && let Some(id) = message_name(note)
            {
                let words = Words::new("ftl-message-half-switched-off")
                    .with("id", id)
                    .with("line", number);
                return Some((first_char, words));
            }
            note_line.get_or_insert(number);
        } else if !line.starts_with([' ', '\t']) {
            let id = message_name(line)?;
            let words = Words::new("ftl-note-inside-message")
                .with("id", id)
                .with("line", note_line?);
            return Some((first_char, words));
        }
        end = start.checked_sub(1)?;
    }
}

fn closer_look(path: &str, text: &str, at: usize, kind: &ErrorKind) -> Option<(usize, Words)> {
    // A line that continues a text but starts with `*`, `[` or `.`: Fluent reads a variant or an
    // attribute there, not words.
    let rest = text.get(at..)?;
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let whole = text[line_start..].split('\n').next().unwrap_or("");
    let first_char = line_start + whole.len() - whole.trim_start().len();
    // `// a note`: a comment as other languages write it.
    if whole.trim_start().starts_with("//") {
        return Some((first_char, Words::new("data-comment-slashes")));
    }
    // `[*other]`: the star of the default variant typed inside its bracket.
    if whole.trim_start().starts_with("[*") {
        return Some((first_char, Words::new("ftl-star-inside-bracket")));
    }
    if let Some(found) = around_a_note(text, line_start, whole) {
        return Some(found);
    }
    // `"app-play-details" = Details`: a name between quotes.
    if let Some((name, _)) = whole.split_once('=') {
        let bare = name
            .trim()
            .trim_matches(['"', '\'', '“', '”', '«', '»'])
            .trim();
        if bare != name.trim() && message_name(&format!("{bare} =")).is_some() {
            let words = Words::new("ftl-name-in-quotes").with("id", bare);
            return Some((first_char, words));
        }
        // `espion.l02.find = …`: dots where a name has dashes.
        let name = name.trim();
        if name.contains('.')
            && !name.starts_with('.')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            let words = Words::new("ftl-name-with-dots")
                .with("written", name)
                .with("id", name.replace('.', "-"));
            let dot = first_char + whole.trim_start().find('.').unwrap_or(0);
            return Some((dot, words));
        }
    }
    // `["2000"]`, `[2,000]`: a variant's name with quotes, a number with a separator.
    let variant = whole.trim_start();
    if let Some(inside) = variant
        .strip_prefix('*')
        .unwrap_or(variant)
        .strip_prefix('[')
        .and_then(|v| Some(&v[..v.find(']')?]))
    {
        let bare = inside
            .trim()
            .trim_matches(['"', '\'', '“', '”', '«', '»'])
            .trim();
        if inside.trim() != bare && !bare.is_empty() {
            let words = Words::new("ftl-variant-name-quoted").with("key", bare);
            return Some((first_char, words));
        }
        let digits: String = inside.chars().filter(char::is_ascii_digit).collect();
        if !digits.is_empty()
            && inside.len() > digits.len()
            && inside.chars().all(|c| {
                c.is_ascii_digit() || matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\'')
            })
        {
            let words = Words::new("ftl-variant-number-separator")
                .with("written", inside)
                .with("key", digits);
            return Some((first_char, words));
        }
    }
    // A lone `}` left from a choice made a plain text: it closes nothing.
    if whole.trim() == "}" {
        let above = entry_above(text, line_start, false).map_or("", |r| &text[r]);
        if above.matches('{').count() <= above.matches('}').count() {
            return Some((first_char, Words::new("ftl-lone-brace")));
        }
    }
    // The file stops inside a message's name (a copy cut short): said as such, with the name the
    // shipped file has there.
    let rest_of_file = &text[line_start + whole.len()..];
    let name = whole.trim();
    if rest_of_file.trim().is_empty()
        && !text.ends_with('\n')
        && !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        let guess = shipped_ids(path)
            .and_then(|ids| {
                let mut found: Vec<&String> =
                    ids.iter().filter(|id| id.starts_with(name)).collect();
                found.sort();
                found.first().map(|id| id.to_string())
            })
            .unwrap_or_else(|| "none".to_string());
        let words = Words::new("ftl-file-cut-in-name")
            .with("written", name)
            .with("guess", guess);
        return Some((first_char, words));
    }
    // A line indented with non-breaking spaces (a word processor's), under a text it continues.
    if whole.starts_with(['\u{a0}', '\u{202f}'])
        && text[line_start..at]
            .chars()
            .all(|c| matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
    {
        return Some((line_start, Words::new("ftl-nbsp-indent")));
    }
    // `id\u{a0}= …`: a non-breaking space before the `=`, where Fluent wants a plain one.
    if rest.starts_with(['\u{a0}', '\u{202f}']) {
        return Some((at, Words::new("ftl-nbsp-in-name")));
    }
    // `id\t= …`: a tab before the `=`.
    if rest.starts_with('\t') && !text[line_start..at].trim().is_empty() {
        return Some((at, Words::new("ftl-tab-before-equals")));
    }
    // `espion–l01–go`: a dash of another kind (an editor's correction) in the id.
    if let Some((id, _)) = whole.split_once('=')
        && let Some(i) = id.find(['–', '—', '‐', '‑', '−'])
    {
        let dash = id[i..].chars().next().unwrap_or('–');
        return Some((
            line_start + i,
            Words::new("ftl-dash-lookalike").with("dash", dash),
        ));
    }
    // `{ $side →` or `{ $side >`: the arrow of a choice is `->`, a dash and `>`.
    let before_at = &text[line_start..at];
    if let Some(open) = before_at.rfind('{') {
        let inside = &whole[open..];
        if let Some(i) = inside.find('→') {
            return Some((line_start + open + i, Words::new("ftl-choice-arrow")));
        }
        let var = inside[1..].trim_start();
        if let Some(name) = var.strip_prefix('$') {
            let name_len = name
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .unwrap_or(name.len());
            let after = name[name_len..].trim_start();
            // (`–>`, `—>`: an editor made the dash a long one.)
            let long_dash = ["–>", "—>", "−>", "‑>"]
                .iter()
                .any(|a| after.starts_with(a));
            if after.starts_with('>') || after.starts_with("=>") || long_dash {
                let i = whole.len() - after.len();
                return Some((line_start + i, Words::new("ftl-choice-arrow")));
            }
        }
    }
    let line = rest.split('\n').next().unwrap_or("");
    let words = line.trim_start_matches(' ');
    // `    .aide =`: an attribute, which no screen shows.
    if let Some(name) = attribute_name(whole) {
        let words = Words::new("ftl-attribute-not-shown").with("name", name);
        return Some((first_char, words));
    }
    if at > 0
        && text.as_bytes()[at - 1] == b'\n'
        && words.len() < line.len()
        && let Some(c) = words
            .chars()
            .next()
            .filter(|c| matches!(c, '*' | '[' | '.'))
    {
        // `[white]` with nothing after it, above: the variant has no words.
        let above_start = text[..at - 1].rfind('\n').map_or(0, |i| i + 1);
        let above = text[above_start..at - 1].trim_end_matches('\r').trim();
        let is_key = |k: &str| {
            k.strip_prefix('*')
                .unwrap_or(k)
                .strip_prefix('[')
                .and_then(|k| k.strip_suffix(']'))
                .is_some_and(|k| !k.is_empty() && !k.contains(' '))
        };
        if is_key(above) {
            let place =
                above_start + text[above_start..].len() - text[above_start..].trim_start().len();
            return Some((
                place,
                Words::new("ftl-variant-without-text").with("key", above),
            ));
        }
        let place = at + line.len() - words.len();
        return Some((place, Words::new("ftl-special-line-start").with("char", c)));
    }
    // A line of words with no `=` at all, in French (an accent, a colon): a comment that lost its `#`,
    // rather than a message id missing its `=`.
    // A line indented with a tab, under a text it was meant to continue: Fluent only takes spaces.
    if whole.starts_with('\t') && text[line_start..at].chars().all(|c| c == '\t' || c == ' ') {
        // `\tlang-en = English`: a message of its own, pushed off the edge by the tab.
        if let Some((id, _)) = whole.trim_start().split_once('=')
            && id.trim_end().contains('-')
            && id.trim_end().starts_with(|c: char| c.is_ascii_alphabetic())
            && id
                .trim_end()
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            let words = Words::new("ftl-tab-before-id").with("id", id.trim_end());
            return Some((line_start, words));
        }
        return Some((line_start, Words::new("ftl-tab-indent")));
    }
    // `[Leçon 3]` at the left edge: a heading as other files write it; here a heading is a note.
    let heading = whole.trim_end_matches('\r').trim_end();
    if heading.starts_with('[') && heading.ends_with(']') && !heading.contains('=') {
        let words = Words::new("ftl-heading-brackets")
            .with("heading", heading)
            .with("title", heading[1..heading.len() - 1].trim());
        return Some((line_start, words));
    }
    // (Under a message, such a line is more likely its text, not indented: said as such below.)
    let above = text[..line_start.saturating_sub(1)]
        .rsplit('\n')
        .next()
        .unwrap_or("")
        .trim();
    // `notice-title: Bonjour`: an id, then a `:` where the `=` goes (an id has a dash; a French
    // sentence's first word has none).
    let id_len = whole
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(whole.len());
    let (head, after) = whole.split_at(id_len);
    if head.starts_with(|c: char| c.is_ascii_alphabetic())
        && head.contains('-')
        && after.trim_start_matches(' ').starts_with(':')
        && !whole.contains('=')
    {
        let colon = line_start + id_len + (after.len() - after.trim_start_matches(' ').len());
        return Some((colon, Words::new("ftl-expected-equals")));
    }
    // `à découvrir en classe` under a message: its text goes on, not indented (a word starting with
    // an accent is no name).
    if whole.starts_with(|c: char| c.is_alphabetic() && !c.is_ascii())
        && !whole.contains('=')
        && entry_above(text, line_start, false).is_some()
    {
        return Some((line_start, Words::new("ftl-continuation-not-indented")));
    }
    if (above.is_empty() || above.starts_with('#'))
        && whole.starts_with(|c: char| c.is_alphabetic())
        && !whole.contains('=')
        && whole.contains(|c: char| c == ':' || !c.is_ascii())
    {
        return Some((line_start, Words::new("ftl-comment-without-hash")));
    }
    if matches!(kind, ErrorKind::ExpectedToken('=')) {
        // `chars-l01-w-arrow hint = …`: a name with a space in it.
        let second = after.trim_start_matches(' ');
        let word_len = second
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(second.len());
        if head.contains('-')
            && after.starts_with(' ')
            && word_len > 0
            && second[word_len..].trim_start().starts_with('=')
        {
            let written = format!("{head} {}", &second[..word_len]);
            return Some((
                line_start + id_len,
                Words::new("ftl-id-with-space")
                    .with("written", &written)
                    .with("joined", format!("{head}-{}", &second[..word_len])),
            ));
        }
        // `chars-l02-summary (à revoir) = …`: a note written between the name and its `=`.
        if head.contains('-')
            && let Some(eq) = after.find('=')
            && !after[..eq].trim().is_empty()
        {
            let words = Words::new("ftl-note-in-name")
                .with("id", head)
                .with("note", after[..eq].trim());
            let note_at = line_start + id_len + (after.len() - after.trim_start().len());
            return Some((note_at, words));
        }
        // Words under a message, not indented: they continue its text. (Words that start as the
        // file's names do, `app title Ludoclasse`, are rather a name without its dashes and `=`.)
        let name_start = text.lines().any(|l| {
            l.split_once('=').is_some_and(|(id, _)| {
                id.trim_end().split('-').next() == Some(head) && id.trim_end().contains('-')
            })
        });
        if !above.is_empty()
            && !above.starts_with('#')
            && !head.contains('-')
            && !whole.contains('=')
            && !name_start
        {
            return Some((line_start, Words::new("ftl-continuation-not-indented")));
        }
    }
    // A letter with an accent inside a name (a message id, a variable): names are plain ASCII.
    if let Some(c) = rest
        .chars()
        .next()
        .filter(|c| c.is_alphabetic() && !c.is_ascii())
        && text[..at]
            .chars()
            .next_back()
            .is_some_and(|p| p.is_ascii_alphanumeric() || p == '-' || p == '_' || p == '$')
    {
        return Some((at, Words::new("ftl-accent-in-name").with("letter", c)));
    }
    match kind {
        // `{ $count -> }`: a choice with no variant under its arrow.
        ErrorKind::ExpectedCharRange { .. } | ErrorKind::ExpectedToken('[')
            if text[..at].trim_end().ends_with("->") =>
        {
            Some((at, Words::new("ftl-choice-without-variants")))
        }
        // `[deux cartes]`: a variant's name is one word; point at the space.
        ErrorKind::ExpectedToken(']') => {
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let open = line_start + text[line_start..at].rfind('[')?;
            let space = open + text[open..at].find(' ')?;
            // `[few deux points` with no `]` on its line: the bracket is left open, not a name spaced.
            let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
            text[at..line_end]
                .contains(']')
                .then(|| (space, Words::new("ftl-variant-name-with-space")))
        }
        ErrorKind::ExpectedCharRange { .. } if text[..at].trim_end().ends_with('$') => {
            Some((at, Words::new("ftl-variable-without-name")))
        }
        // `= Une phrase.` at the left edge: the id before `=` deleted.
        ErrorKind::ExpectedCharRange { .. }
            if (at == 0 || text[..at].ends_with('\n')) && text[at..].starts_with('=') =>
        {
            Some((at, Words::new("ftl-id-missing")))
        }
        ErrorKind::ExpectedMessageField { .. } => {
            let next = at + text[at..].find('\n')? + 1;
            text[next..]
                .starts_with('\t')
                .then(|| (next, Words::new("ftl-tab-indent")))
        }
        ErrorKind::ForbiddenCallee => {
            // Shown after the call: point at the function's name instead.
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let paren = line_start + text[line_start..at].rfind('(')?;
            let before = text[line_start..paren].trim_end();
            let name_len = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                .map(char::len_utf8)
                .sum::<usize>();
            Some((line_start + before.len() - name_len, syntax_words(kind)))
        }
        // A `{` left open, where the parser stumbles on what comes after it (on this line, or on the
        // next one): shown at the brace.
        ErrorKind::ExpectedToken('}') => {
            // `* [emma]`: the star of the default variant parted from its bracket.
            // (The reader stops at the star, at the space or at the bracket.)
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let line = &text[line_start..];
            let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
            if let Some(rest) = line[indent..].strip_prefix('*')
                && rest.starts_with([' ', '\t'])
                && rest.trim_start_matches([' ', '\t']).starts_with('[')
                && at <= line_start + line.len() - rest.trim_start_matches([' ', '\t']).len()
            {
                return Some((line_start + indent, Words::new("ftl-variant-star-space")));
            }
            // The last brace, or (when it is closed: `{ $square }` in a choice's last variant) the one
            // of its entry left open.
            let open = match text[..at].rfind('{')? {
                last if !text[last..at].contains('}') => last,
                _ => unclosed_brace(text, at)?,
            };
            let inside = text[open + 1..at].trim();
            let after = text[at..].trim_start();
            // `{ $path )`: closed with another bracket.
            if let Some(c) = text[at..]
                .chars()
                .next()
                .filter(|c| matches!(c, ')' | ']' | '>'))
            {
                let words = Words::new("ftl-brace-closed-wrong")
                    .with("char", c)
                    .with("inside", inside);
                return Some((at, words));
            }
            // `{ $who ->` and its variants, the `}` under them lost: said at the end of the last
            // variant, where it goes.
            if inside.contains("->") {
                let first = text[open..].lines().next().unwrap_or("{").trim_end();
                let (line, _) = crate::data::line_column(text, open);
                let words = Words::new("ftl-choice-unclosed")
                    .with("choice", first)
                    .with("line", line);
                let last = text[open..at]
                    .lines()
                    .map(str::trim_end)
                    .rfind(|l| !l.trim().is_empty())
                    .map_or(at, |l| {
                        l.as_ptr() as usize - text.as_ptr() as usize + l.len()
                    });
                return Some((last, words));
            }
            // `{ $games` above `[one] …`: the arrow of the choice forgotten.
            if inside.starts_with('$') && (after.starts_with('[') || after.starts_with("*[")) {
                let words = Words::new("ftl-choice-arrow-missing").with("variable", inside);
                return Some((open, words));
            }
            Some((open, Words::new("ftl-unclosed-brace")))
        }
        // Found at the end of the choice: shown at its last variant, where the `*` usually goes.
        ErrorKind::MissingDefaultVariant => {
            let open = text[..at].rfind('{')?;
            let line_start = text[open..at]
                .match_indices('\n')
                .map(|(i, _)| open + i + 1)
                .rfind(|&i| text[i..].trim_start_matches(' ').starts_with('['))?;
            let place =
                line_start + text[line_start..].len() - text[line_start..].trim_start().len();
            Some((place, syntax_words(kind)))
        }
        ErrorKind::ExpectedInlineExpression
            if text[at..].starts_with(['“', '”', '«', '»', '‘', '’']) =>
        {
            Some((at, Words::new("ftl-typographic-quotes")))
        }
        ErrorKind::MessageReferenceAsSelector
        | ErrorKind::TermReferenceAsSelector
        | ErrorKind::MessageAttributeAsSelector
        | ErrorKind::ExpectedSimpleExpressionAsSelector => {
            let open = text[..at].rfind('{')?;
            let inside = &text[open + 1..at];
            let start = open + 1 + (inside.len() - inside.trim_start().len());
            Some((start, syntax_words(kind)))
        }
        // `en { D2.`: a brace opened on this line and never closed, where the parser stumbles on
        // what follows it.
        _ => {
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            let before = &text[line_start..at];
            let open = before.rfind('{')?;
            let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
            // (A quoted text left open inside the braces is said as such.)
            (!text[line_start + open..line_end].contains(['}', '"']))
                .then(|| (line_start + open, Words::new("ftl-unclosed-brace")))
        }
    }
}

/// The brace still open at byte `at` of a Fluent file: the innermost `{` of the entry that holds `at`
/// that no `}` closes (quoted texts inside braces, like `{"}"}`, are skipped).
fn unclosed_brace(text: &str, at: usize) -> Option<usize> {
    // The entry starts at its id, at the left edge.
    let start = text[..at]
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .rfind(|&i| text[i..].starts_with(|c: char| c.is_alphabetic() || c == '-'))
        .unwrap_or(0);
    let mut open = Vec::new();
    let mut chars = text[start..at].char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => open.push(start + i),
            '}' => {
                open.pop();
            }
            '"' if !open.is_empty() => {
                let mut escaped = false;
                for (_, c) in chars.by_ref() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' | '\n' if !escaped => break,
                        _ => escaped = false,
                    }
                }
            }
            _ => {}
        }
    }
    open.pop()
}

/// Parses one Fluent file, refusing it when anything is wrong.
///
/// # Errors
/// Every problem (see [`read_ftl`]), each with its line and column.
pub fn parse_ftl(path: &str, text: &str) -> Result<FluentResource, Vec<DataError>> {
    let (resource, errors) = read_ftl(path, text);
    if errors.is_empty() {
        Ok(resource)
    } else {
        Err(errors)
    }
}

/// A Fluent syntax error in words a teacher can act on, as a message of `data-errors.ftl`.
fn syntax_words(kind: &ErrorKind) -> Words {
    match kind {
        ErrorKind::ExpectedToken('=') => Words::new("ftl-expected-equals"),
        ErrorKind::ExpectedToken('}') => Words::new("ftl-unclosed-brace"),
        ErrorKind::ExpectedToken(']') => Words::new("ftl-unclosed-variant"),
        ErrorKind::ExpectedToken(c) => Words::new("ftl-expected").with("what", c),
        ErrorKind::ExpectedCharRange { .. } => Words::new("ftl-expected-id"),
        ErrorKind::ExpectedMessageField { entry_id } => {
            Words::new("ftl-message-without-text").with("id", entry_id)
        }
        ErrorKind::ExpectedTermField { entry_id } => {
            Words::new("ftl-term-without-text").with("id", entry_id)
        }
        ErrorKind::ForbiddenCallee => Words::new("ftl-forbidden-function"),
        ErrorKind::MissingDefaultVariant => Words::new("ftl-no-default-variant"),
        ErrorKind::MissingValue => Words::new("ftl-missing-value"),
        ErrorKind::MultipleDefaultVariants => Words::new("ftl-two-default-variants"),
        ErrorKind::MessageReferenceAsSelector
        | ErrorKind::TermReferenceAsSelector
        | ErrorKind::MessageAttributeAsSelector
        | ErrorKind::ExpectedSimpleExpressionAsSelector => Words::new("ftl-bad-selector"),
        ErrorKind::TermAttributeAsPlaceable => Words::new("ftl-term-attribute-shown"),
        ErrorKind::UnterminatedStringLiteral => Words::new("ftl-unclosed-quote"),
        ErrorKind::PositionalArgumentFollowsNamed => Words::new("ftl-positional-after-named"),
        ErrorKind::DuplicatedNamedArgument(n) => Words::new("ftl-argument-twice").with("name", n),
        ErrorKind::UnknownEscapeSequence(s) => Words::new("ftl-unknown-escape").with("escape", s),
        ErrorKind::InvalidUnicodeEscapeSequence(s) => {
            Words::new("ftl-bad-unicode-escape").with("escape", s)
        }
        ErrorKind::UnbalancedClosingBrace => Words::new("ftl-stray-brace"),
        ErrorKind::ExpectedInlineExpression => Words::new("ftl-expected-expression"),
        ErrorKind::ExpectedLiteral => Words::new("ftl-expected-literal"),
    }
}

/// Message and term ids defined twice in one file: the second place, naming the first.
/// The bytes of message `id`'s entry in `text`: its line and the indented lines that follow it.
/// The name of the attribute a line of a message writes (`    .aide = …`), if it is one.
fn attribute_name(line: &str) -> Option<&str> {
    let rest = line
        .strip_prefix([' ', '\t'])?
        .trim_start()
        .strip_prefix('.')?;
    let (name, _) = rest.split_once('=')?;
    let name = name.trim_end();
    let is_name = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    is_name.then_some(name)
}

fn entry_lines(text: &str, id: &str) -> Option<std::ops::Range<usize>> {
    let mut offset = 0;
    let mut start = None;
    for line in text.split('\n') {
        let end = offset + line.len();
        match start {
            None => {
                if let Some(rest) = line.strip_prefix(id)
                    && rest.trim_start().starts_with('=')
                {
                    start = Some((offset, end));
                }
            }
            Some((first, _)) if line.starts_with([' ', '\t']) => start = Some((first, end)),
            Some(_) => break,
        }
        offset = end + 1;
    }
    start.map(|(first, last)| first..last)
}

/// What reads well but shows the wrong words: a function (`{ NOMBRE($n) }`, the app has none), an
/// attribute the message referred to does not have, a variant written twice in one choice, and, in a
/// teacher's copy, a variant the shipped text never chooses (`[blancs]` for `[white]`).
/// With each problem, the lines of its message, to be left out of what is read (the shipped text
/// shows instead, as the notice says).
fn pattern_checks(
    path: &str,
    text: &str,
    resource: &FluentResource,
) -> (Vec<DataError>, Vec<std::ops::Range<usize>>) {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    // The variant names of each choice of the shipped file, by message id and selected variable.
    // (The shipped file itself, as the app reads it, is right: not read twice.)
    let shipped: std::collections::HashMap<(String, String), Vec<String>> =
        data::shipped_relative(path)
            .and_then(|p| data::shipped(&p))
            .filter(|t| *t != text)
            .and_then(|t| FluentResource::try_new(t.to_string()).ok())
            .map(|r| {
                let mut out = std::collections::HashMap::new();
                for m in messages(&r) {
                    for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                        let (mut inline, mut selects) = (Vec::new(), Vec::new());
                        walk(p, &mut inline, &mut selects);
                        for (selector, keys) in selects {
                            if let InlineExpression::VariableReference { id } = selector {
                                out.entry((m.id.name.to_string(), id.name.to_string()))
                                    .or_insert_with(Vec::new)
                                    .extend(keys);
                            }
                        }
                    }
                }
                out
            })
            .unwrap_or_default();
    // The words of a pattern, its variants' too.
    fn words_of(p: &Pattern<&str>, out: &mut String) {
        for e in &p.elements {
            match e {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        words_of(&v.value, out);
                    }
                }
                PatternElement::Placeable { .. } => {}
            }
        }
    }
    fn key_name(k: &fluent_syntax::ast::VariantKey<&str>) -> String {
        match k {
            fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
            fluent_syntax::ast::VariantKey::NumberLiteral { value } => value.to_string(),
        }
    }
    // Every inline expression of a pattern (inside choices too), and every choice.
    fn walk<'a>(
        p: &'a Pattern<&'a str>,
        inline: &mut Vec<&'a InlineExpression<&'a str>>,
        selects: &mut Vec<(&'a InlineExpression<&'a str>, Vec<String>)>,
    ) {
        for e in &p.elements {
            if let PatternElement::Placeable { expression } = e {
                match expression {
                    Expression::Inline(i) => inline.push(i),
                    Expression::Select { selector, variants } => {
                        inline.push(selector);
                        selects.push((
                            selector,
                            variants.iter().map(|v| key_name(&v.key)).collect(),
                        ));
                        for v in variants {
                            walk(&v.value, inline, selects);
                        }
                    }
                }
            }
        }
    }
    let attributes: std::collections::HashMap<&str, Vec<&str>> = messages(resource)
        .map(|m| (m.id.name, m.attributes.iter().map(|a| a.id.name).collect()))
        .collect();
    // In a teacher's copy: the variables the app gives each shipped message (those its text uses in
    // either language), and the ids and terms a message may refer to (the shipped ones of its
    // language, and the copy's own).
    // A draft kept outside the data folder (`mes-textes.ftl`) is checked as a copy of every shipped file.
    let copy = data::shipped_relative(path)
        .map_or(path.ends_with(".ftl"), |p| data::shipped(&p) != Some(text));
    let given = if copy {
        shipped_variables(path)
    } else {
        std::collections::HashMap::new()
    };
    let known = if copy { shipped_ids(path) } else { None };
    let own: std::collections::HashSet<String> = resource
        .entries()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect();
    // The game of a lesson text file (`lessons/espion/fr.ftl`): its ids start with `espion-`.
    let lesson_game = data::shipped_relative(path).and_then(|r| {
        let game = r.strip_prefix("lessons/")?.split('/').next()?.to_string();
        crate::core::GameId::ALL
            .iter()
            .any(|g| g.id() == game)
            .then_some(game)
    });
    let mut errors = Vec::new();
    let mut left_out = Vec::new();
    for m in messages(resource) {
        let Some(lines) = entry_lines(text, m.id.name) else {
            continue;
        };
        let before = errors.len();
        // A character that was not UTF-8 (said once, for the file): the message would show a box.
        let mut mangled = false;
        // The place of `needle` in the message's lines (its first one after `from`).
        let place = |needle: &str| text[lines.clone()].find(needle).map(|i| lines.start + i);
        let said = |needle: &str, words: Words| {
            let at = place(needle).unwrap_or(lines.start);
            DataError::at_span(path, text, at..at, words)
        };
        for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
            let (mut inline, mut selects) = (Vec::new(), Vec::new());
            walk(p, &mut inline, &mut selects);
            // What the words show: `\n` as it is, a character the font lacks as a box.
            let mut words = String::new();
            words_of(p, &mut words);
            if words.contains("\\n") {
                errors.push(said("\\n", Words::new("ftl-backslash-n")));
            }
            // Habits of other formats, shown as written: quotes around the whole text, a tag
            // (`<b>`), a comment at the end of the line (`# …`).
            let whole = words.trim();
            if whole.len() > 2
                && let Some(quote) = ['"', '\'']
                    .into_iter()
                    .find(|q| whole.starts_with(*q) && whole.ends_with(*q))
            {
                let words = Words::new("ftl-text-in-quotes").with("quote", quote.to_string());
                errors.push(said(&quote.to_string(), words));
            }
            if let Some(tag) = html_tag(&words) {
                errors.push(said(tag, Words::new("ftl-html-tag").with("tag", tag)));
            }
            // `**toutes**`, `__toutes__`: a word made bold as in a chat or a wiki.
            if let Some(mark) = ["**", "__"].into_iter().find(|m| {
                words.split(m).nth(1).is_some_and(|inside| {
                    words.matches(m).count() >= 2 && !inside.trim().is_empty()
                })
            }) {
                errors.push(said(mark, Words::new("ftl-markdown").with("mark", mark)));
            }
            // `\u00A0`: a character written as code, which only a quoted text `{ "\u00A0" }` reads.
            if let Some(at) = words.find("\\u")
                && let Some(code) = words[at + 2..]
                    .get(..4)
                    .filter(|c| c.chars().all(|h| h.is_ascii_hexdigit()))
            {
                let written = format!("\\u{code}");
                let words = Words::new("ftl-escape-in-text").with("written", &written);
                errors.push(said(&written, words));
            }
            // `&nbsp;`, `&eacute;`, `&#160;`: a web page's way of writing a character.
            if let Some(entity) = html_entity(&words) {
                let words = Words::new("ftl-html-entity")
                    .with("entity", entity)
                    .with("name", entity_name(entity));
                errors.push(said(entity, words));
            }
            let comment_at = words.match_indices(" #").map(|(i, _)| i + 1).find(|&i| {
                words[i + 1..]
                    .strip_prefix(' ')
                    .is_some_and(|after| after.starts_with(|c: char| c.is_alphabetic()))
            });
            if let Some(at) = comment_at {
                let comment = words[at..].lines().next().unwrap_or("#").trim_end();
                errors.push(said(
                    comment,
                    Words::new("ftl-comment-in-text").with("comment", comment),
                ));
            }
            mangled |= words.contains('\u{FFFD}');
            let mut seen: Vec<char> = Vec::new();
            for c in words.chars() {
                if c == '\u{FFFD}' {
                    continue;
                }
                if matches!(c, '\n' | '\r' | ' ' | '\u{a0}' | '\u{202f}') || seen.contains(&c) {
                    continue;
                }
                seen.push(c);
                if !crate::fonts::draws(c) {
                    let words = if c == '\t' {
                        Words::new("ftl-tab-in-text")
                    } else {
                        Words::new("ftl-missing-glyph").with("code", format!("U+{:04X}", c as u32))
                    };
                    errors.push(said(&c.to_string(), words));
                }
            }
            // `%s`, `%d`, `%1$s`: places as other programs write them, where the app gives named
            // values: shown as written.
            if let Some(names) = given.get(m.id.name).filter(|n| !n.is_empty())
                && let Some(place_written) = printf_place(&words)
            {
                let list: Vec<String> = names.iter().map(|n| format!("`{{ ${n} }}`")).collect();
                let words = Words::new("ftl-printf-place")
                    .with("written", place_written)
                    .with("given", list.join(", "));
                errors.push(said(place_written, words));
            }
            // `{0}`, `{1}`: numbered places, as other translation tools write them, where the app
            // gives named values: the numbers themselves would be shown. Said once, with the names.
            let numbers: Vec<&str> = inline
                .iter()
                .filter_map(|i| match i {
                    InlineExpression::NumberLiteral { value } => Some(*value),
                    _ => None,
                })
                .collect();
            if let (Some(first), Some(names)) = (numbers.first(), given.get(m.id.name))
                && !names.is_empty()
            {
                let needle = [format!("{{{first}}}"), format!("{{ {first} }}")]
                    .into_iter()
                    .find(|n| place(n).is_some())
                    .unwrap_or_else(|| first.to_string());
                let list: Vec<String> = names.iter().map(|n| format!("`{{ ${n} }}`")).collect();
                let written: Vec<String> = numbers.iter().map(|n| format!("`{{{n}}}`")).collect();
                let words = Words::new("ftl-numbers-for-variables")
                    .with("written", written.join(", "))
                    .with("given", list.join(", "));
                errors.push(said(&needle, words));
            }
            for i in inline {
                match i {
                    InlineExpression::FunctionReference { id, .. } => errors.push(said(
                        &format!("{}(", id.name),
                        Words::new("ftl-function").with("name", id.name),
                    )),
                    InlineExpression::MessageReference {
                        id,
                        attribute: Some(attribute),
                    } if attributes
                        .get(id.name)
                        .is_some_and(|known| !known.contains(&attribute.name)) =>
                    {
                        errors.push(said(
                            &format!("{}.{}", id.name, attribute.name),
                            Words::new("ftl-no-such-attribute")
                                .with("id", id.name)
                                .with("attribute", attribute.name),
                        ))
                    }
                    // `{ $prenom }` where the app gives the shipped text no such variable: shown as
                    // `{$prenom}`.
                    InlineExpression::VariableReference { id } => {
                        let Some(names) = given.get(m.id.name) else {
                            continue;
                        };
                        if names.contains(id.name) {
                            continue;
                        }
                        let list: Vec<String> = names.iter().map(|n| format!("${n}")).collect();
                        let listed = if list.is_empty() {
                            "none".to_string()
                        } else {
                            list.join(", ")
                        };
                        let written = format!("${}", id.name);
                        if errors[before..].iter().any(|e| {
                            e.words.id == "ftl-interface-variable"
                                && e.words
                                    .args
                                    .iter()
                                    .any(|(k, v)| *k == "name" && *v == written)
                        }) {
                            continue;
                        }
                        // The variable meant: the only one given, or one written alike
                        // (`$probleme` for `$problem`): variables keep their English names.
                        let given_names: Vec<&str> = names.iter().map(String::as_str).collect();
                        let guess = match given_names.as_slice() {
                            [one] => Some(*one),
                            _ => data::closest_word(id.name, &given_names),
                        };
                        errors.push(said(
                            &written,
                            Words::new("ftl-interface-variable")
                                .with("id", m.id.name)
                                .with("name", &written)
                                .with("given", listed)
                                .with(
                                    "guess",
                                    guess.map_or("none".to_string(), |g| format!("${g}")),
                                ),
                        ));
                    }
                    // `{ app-titre }`, `{ -jeu }`: defined nowhere, shown as `{app-titre}`.
                    InlineExpression::MessageReference { id, .. }
                    | InlineExpression::TermReference { id, .. } => {
                        let term = matches!(i, InlineExpression::TermReference { .. });
                        let written = if term {
                            format!("-{}", id.name)
                        } else {
                            id.name.to_string()
                        };
                        let Some(known) = &known else {
                            continue;
                        };
                        if known.contains(&written) || own.contains(&written) {
                            continue;
                        }
                        // `{ file }` where the shipped text writes `{ $file }`: the `$` was lost.
                        let lost_dollar =
                            !term && given.get(m.id.name).is_some_and(|v| v.contains(id.name));
                        // A name written another way than one defined: the term's dash forgotten,
                        // capitals (`-Commandant` defined, `-commandant` written).
                        let dashed = format!("-{}", id.name);
                        let names: Vec<&str> = known
                            .iter()
                            .chain(&own)
                            .map(String::as_str)
                            .filter(|n| n.starts_with('-') == term)
                            .collect();
                        let guess = data::closest_word(&written, &names);
                        let words = if lost_dollar {
                            Words::new("ftl-variable-without-dollar").with("name", id.name)
                        } else if !term && (own.contains(&dashed) || known.contains(&dashed)) {
                            Words::new("ftl-term-without-dash").with("name", id.name)
                        } else if let Some(guess) = guess {
                            Words::new("ftl-unknown-reference-guess")
                                .with("name", &written)
                                .with("guess", guess)
                        } else {
                            Words::new("ftl-unknown-reference")
                                .with("name", &written)
                                .with("term", if term { "yes" } else { "no" })
                        };
                        errors.push(said(&written, words));
                    }
                    _ => {}
                }
            }
            for (selector, keys) in selects {
                for (i, key) in keys.iter().enumerate() {
                    if keys[..i].contains(key) {
                        // At the second one.
                        let needle = format!("[{key}]");
                        let first = place(&needle).unwrap_or(lines.start);
                        let at = text[first + 1..lines.end]
                            .find(&needle)
                            .map_or(first, |j| first + 1 + j);
                        let words = Words::new("ftl-variant-twice").with("key", key.as_str());
                        errors.push(DataError::at_span(path, text, at..at, words));
                        continue;
                    }
                    let InlineExpression::VariableReference { id } = selector else {
                        continue;
                    };
                    let Some(known) = shipped.get(&(m.id.name.to_string(), id.name.to_string()))
                    else {
                        continue;
                    };
                    // (A number, `[0]`, is chosen by its value: a teacher may add one.)
                    if !known.contains(key) && key.parse::<f64>().is_err() {
                        let listed: Vec<String> =
                            known.iter().map(|k| format!("`[{k}]`")).collect();
                        errors.push(said(
                            &format!("[{key}]"),
                            Words::new("ftl-variant-never-chosen")
                                .with("key", key.as_str())
                                .with("known", listed.join(", ")),
                        ));
                    }
                }
            }
        }
        // `schada-l01-title` or `app-home-quit` in `lessons/espion/fr.ftl`: never shown from here
        // (or, for an interface text, shown everywhere in place of the app's own words).
        // (An id of this game mistyped, `Espion-l01-go`, is said as a lookalike by the checker.)
        let elsewhere = |id: &str| {
            shipped_ids(path).is_some_and(|known| known.contains(id))
                || crate::core::GameId::ALL
                    .iter()
                    .any(|g| id.starts_with(&format!("{}-l", g.id())))
        };
        if let Some(game) = &lesson_game
            && !m.id.name.to_lowercase().starts_with(&format!("{game}-"))
            && elsewhere(m.id.name)
        {
            let right = match m.id.name.split_once("-l") {
                Some((other, _)) if crate::core::GameId::ALL.iter().any(|g| g.id() == other) => {
                    format!("lessons/{other}/")
                }
                _ => "assets/locales/".to_string(),
            };
            errors.push(DataError::at_span(
                path,
                text,
                lines.start..lines.start,
                Words::new("ftl-id-of-another-file")
                    .with("id", m.id.name)
                    .with("game", game)
                    .with("right", right),
            ));
        }
        if errors.len() > before || mangled {
            left_out.push(lines);
        }
    }
    (errors, left_out)
}

/// The messages of a resource, in order (its terms and comments left out).
fn messages(resource: &FluentResource) -> impl Iterator<Item = &fluent_syntax::ast::Message<&str>> {
    resource.entries().filter_map(|e| match e {
        fluent_syntax::ast::Entry::Message(m) => Some(m),
        _ => None,
    })
}

/// The last message of a copy that ends in the middle of a line, when the shipped file goes on after
/// its words: its lines and id.
fn cut_short(
    path: &str,
    text: &str,
    resource: &FluentResource,
) -> Option<(std::ops::Range<usize>, String)> {
    if text.is_empty() || text.ends_with('\n') {
        return None;
    }
    let shipped = data::shipped(&data::shipped_relative(path)?)?;
    let id = messages(resource).last()?.id.name;
    let lines = entry_lines(text, id)?;
    if lines.end < text.trim_end().len() {
        return None;
    }
    let written = text[lines.clone()].trim_end();
    let whole = &shipped[entry_lines(shipped, id)?];
    (whole.trim_end().len() > written.len() && whole.starts_with(written))
        .then(|| (lines, id.to_string()))
}

/// The first formatting tag of a web page in `words` (`<b>`, `</i>`, `<br/>`), which the app would show
/// as written. (`<game>` in `lessons/<game>/` is a placeholder, not a tag.)
/// The first HTML entity written in `words` (`&nbsp;`, `&eacute;`, `&#160;`), if any.
fn html_entity(words: &str) -> Option<&str> {
    words.match_indices('&').find_map(|(at, _)| {
        let rest = &words[at + 1..];
        let end = rest.find(';')?;
        let body = &rest[..end];
        let named =
            !body.is_empty() && body.len() <= 8 && body.chars().all(|c| c.is_ascii_alphabetic());
        let number = body.strip_prefix('#').is_some_and(|d| {
            !d.is_empty() && d.len() <= 6 && d.chars().all(|c| c.is_ascii_alphanumeric())
        });
        (named || number).then(|| &words[at..at + end + 2])
    })
}

/// What an HTML entity stands for, in the words of `ftl-html-entity` (`nbsp`: a no-break space).
fn entity_name(entity: &str) -> &'static str {
    match entity {
        "&nbsp;" | "&#160;" | "&#xa0;" | "&#xA0;" => "nbsp",
        "&amp;" => "amp",
        _ => "other",
    }
}

/// The first place written as other programs write one (`%s`, `%d`, `%1$s`) in `words`.
fn printf_place(words: &str) -> Option<&str> {
    words.match_indices('%').find_map(|(at, _)| {
        let rest = &words[at + 1..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let rest = &rest[digits..];
        let dollar = usize::from(digits > 0 && rest.starts_with('$'));
        let letter = rest[dollar..].chars().next()?;
        "sdif@"
            .contains(letter)
            .then(|| &words[at..at + 1 + digits + dollar + 1])
    })
}

fn html_tag(words: &str) -> Option<&str> {
    const TAGS: [&str; 19] = [
        "b", "i", "u", "s", "em", "strong", "br", "p", "span", "font", "sup", "sub", "small",
        "big", "div", "mark", "strike", "center", "h1",
    ];
    let mut from = 0;
    while let Some(open) = words[from..].find('<').map(|i| from + i) {
        let rest = &words[open + 1..];
        let name = rest.strip_prefix('/').unwrap_or(rest);
        let name_end = name
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(name.len());
        let close = rest.find(['>', '<', '\n']);
        if TAGS.contains(&name[..name_end].to_ascii_lowercase().as_str())
            && let Some(close) = close.filter(|&c| rest[c..].starts_with('>'))
        {
            return Some(&words[open..open + close + 2]);
        }
        from = open + 1;
    }
    None
}

/// The variables of each message of the shipped file that `path` copies, as its text uses them in
/// either language (the app gives them all): `$side` for `app-play-turn`.
fn shipped_variables(
    path: &str,
) -> std::collections::HashMap<String, std::collections::BTreeSet<String>> {
    let mut out: std::collections::HashMap<String, std::collections::BTreeSet<String>> =
        std::collections::HashMap::new();
    let twins: Vec<&str> = match data::shipped_relative(path) {
        Some(relative) => [
            relative.clone(),
            relative
                .replace("/fr/", "/@@/")
                .replace("/en/", "/fr/")
                .replace("/@@/", "/en/"),
            relative
                .replace("fr.ftl", "@@")
                .replace("en.ftl", "fr.ftl")
                .replace("@@", "en.ftl"),
        ]
        .iter()
        .filter_map(|twin| data::shipped(twin))
        .collect(),
        // A draft kept elsewhere: every shipped text file (an id is defined in one of them only).
        None => Lang::ALL
            .into_iter()
            .flat_map(ftl_files)
            .map(|(_, text)| text)
            .collect(),
    };
    for text in twins {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        for m in messages(&resource) {
            let names = out.entry(m.id.name.to_string()).or_default();
            for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                pattern_variable_names(p, names);
            }
            // A `simulate` step's text: the step gives all its figures, not only those the shipped
            // text shows (`$mean` may be added).
            let simulate = crate::lesson::model::StepKind::SIMULATE_GIVES;
            let of_a_lesson = crate::core::GameId::ALL
                .iter()
                .any(|g| m.id.name.starts_with(&format!("{}-l", g.id())));
            if of_a_lesson && simulate.iter().any(|v| names.contains(*v)) {
                names.extend(simulate.iter().map(|v| v.to_string()));
            }
        }
    }
    out
}

/// The `$names` a pattern uses, in choices and the arguments of a call too.
pub(crate) fn pattern_variable_names(
    p: &fluent_syntax::ast::Pattern<&str>,
    out: &mut std::collections::BTreeSet<String>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(i: &InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match i {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. }
            | InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in arguments.positional.iter() {
                    inline(a, out);
                }
                for a in arguments.named.iter() {
                    inline(&a.value, out);
                }
            }
            InlineExpression::Placeable { expression } => expression_names(expression, out),
            _ => {}
        }
    }
    fn expression_names(e: &Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern_variable_names(&v.value, out);
                }
            }
        }
    }
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_names(expression, out);
        }
    }
}

/// Every message id and term (`-name`) of the shipped texts of the language of `path` (a copy of
/// one of them): what a message of that language may refer to.
fn shipped_ids(path: &str) -> Option<&'static std::collections::HashSet<String>> {
    use fluent_syntax::ast::Entry;
    static IDS: [std::sync::OnceLock<std::collections::HashSet<String>>; 3] = [
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
    ];
    // The language of the file, by its place; a draft kept elsewhere by its name (`fr.ftl`), else
    // both languages.
    let relative = data::shipped_relative(path);
    let place = relative.as_deref().unwrap_or(path).replace('\\', "/");
    let name = place.rsplit('/').next().unwrap_or("");
    let last_word = name
        .trim_end_matches(".ftl")
        .rsplit(['-', '_', '.'])
        .next()
        .unwrap_or("");
    let lang = Lang::ALL.into_iter().find(|l| {
        format!("/{place}").contains(&format!("/{}/", l.code())) || last_word == l.code()
    });
    if relative.is_some() && lang.is_none() {
        return None;
    }
    let langs: Vec<Lang> = lang.map_or(Lang::ALL.to_vec(), |l| vec![l]);
    let index = lang.map_or(2, |lang| {
        Lang::ALL.iter().position(|l| *l == lang).unwrap_or(2)
    });
    Some(IDS[index].get_or_init(|| {
        let mut out = std::collections::HashSet::new();
        for (_, text) in langs.into_iter().flat_map(ftl_files) {
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            for entry in resource.entries() {
                match entry {
                    Entry::Message(m) => out.insert(m.id.name.to_string()),
                    Entry::Term(t) => out.insert(format!("-{}", t.id.name)),
                    _ => false,
                };
            }
        }
        out
    }))
}

/// Whether the mistake at `line` of a teacher's text file `path` (read as `text`) lies in a message
/// the teacher added, one that no shipped text of its language has. Such a message shows in the other
/// language (or as its id), not as a shipped text.
pub fn mistake_in_added_message(path: &str, text: &str, line: usize) -> bool {
    let Some(known) = shipped_ids(path) else {
        return false;
    };
    // The last message that starts at or above that line.
    let id = text
        .lines()
        .take(line)
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim()))
        .last();
    id.is_some_and(|id| !id.is_empty() && !known.contains(id))
}

/// Each id defined a second time in one file, said at its second place, with that entry's lines (to be
/// left out: the first one is used).
fn duplicate_ids(path: &str, text: &str) -> (Vec<DataError>, Vec<std::ops::Range<usize>>) {
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let mut errors = Vec::new();
    let mut second = Vec::new();
    let mut offset = 0;
    for (n, line) in text.split('\n').enumerate() {
        let start = offset;
        offset += line.len() + 1;
        let Some((id, _)) = line.split_once('=') else {
            continue;
        };
        let id = id.trim_end();
        let name = id.strip_prefix('-').unwrap_or(id);
        let well_formed = name.starts_with(|c: char| c.is_ascii_alphabetic())
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !well_formed {
            continue;
        }
        match seen.get(id) {
            Some(first) => {
                errors.push(DataError::at_span(
                    path,
                    text,
                    start..start,
                    Words::new("ftl-id-twice")
                        .with("id", id)
                        .with("first", first),
                ));
                // Its lines: this one and the indented ones below it.
                let mut end = start + line.len();
                for next in text[end.min(text.len())..].split('\n').skip(1) {
                    if !next.starts_with([' ', '\t']) {
                        break;
                    }
                    end += 1 + next.len();
                }
                second.push(start..end.min(text.len()));
            }
            None => {
                seen.insert(id, n + 1);
            }
        }
    }
    // The whole file pasted in twice: one mistake, said where the second copy starts.
    if errors.len() > 1
        && let Some(pasted) = data::pasted_twice(path, text)
    {
        errors = vec![pasted];
    }
    (errors, second)
}

type Bundle = FluentBundle<FluentResource>;

/// One language's bundle: the shipped texts (embedded, always there), each overridden entry by entry by
/// the teacher's copy of its file. Problems in the copies come back; the good entries are used.
fn bundle(lang: Lang) -> (Bundle, Vec<DataError>) {
    let mut bundle = FluentBundle::new(vec![lang.langid()]);
    // Unicode isolation marks render as boxes in our fonts.
    bundle.set_use_isolating(false);
    let (files, mut errors) = ftl_texts(lang);
    for (path, text) in files {
        let (resource, mut problems) = read_ftl(&path, &text);
        errors.append(&mut problems);
        // A later file (a teacher's copy) wins over the shipped one; within one file the first wins.
        bundle.add_resource_overriding(resource);
    }
    (bundle, errors)
}

/// The texts of the active language, with the other one behind it (a teacher's text refused in one
/// language shows in the other rather than as its id).
pub struct Texts {
    lang: Lang,
    active: Bundle,
    reference: Option<Bundle>,
}

impl Texts {
    /// Loads `lang` (and the other language behind it), refusing when a teacher's copy of a text file has a problem.
    ///
    /// # Errors
    /// Every problem in every Fluent file, each with file:line:column.
    pub fn load(lang: Lang) -> Result<Texts, Vec<DataError>> {
        let (texts, errors) = Texts::load_reporting(lang);
        if errors.is_empty() {
            Ok(texts)
        } else {
            Err(errors)
        }
    }

    /// Loads `lang` (and the other language behind it), always: the shipped texts are embedded; the good entries of a
    /// teacher's copies are used, and their problems come back to be shown.
    pub fn load_reporting(lang: Lang) -> (Texts, Vec<DataError>) {
        let (active, mut errors) = bundle(lang);
        let (reference, mut e) = bundle(lang.other());
        errors.append(&mut e);
        let reference = Some(reference);
        errors.dedup();
        (
            Texts {
                lang,
                active,
                reference,
            },
            errors,
        )
    }

    /// The shipped texts of `lang` only (no teacher's copy), with the other language behind it.
    pub fn shipped(lang: Lang) -> Texts {
        let bundle = |lang: Lang| {
            let mut bundle = FluentBundle::new(vec![lang.langid()]);
            bundle.set_use_isolating(false);
            for (path, text) in ftl_files(lang) {
                let (resource, _) = read_ftl(&path, text);
                bundle.add_resource_overriding(resource);
            }
            bundle
        };
        Texts {
            lang,
            active: bundle(lang),
            reference: Some(bundle(lang.other())),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// `words` in this language, or `None` when a message they need is missing.
    pub fn say(&self, words: &Words) -> Option<String> {
        let mut message = Message::new(words.id);
        for (name, value) in &words.args {
            message = match value.parse::<i64>() {
                Ok(n) => message.with(name, n),
                Err(_) => message.with(name, value.as_str()),
            };
        }
        for (name, id) in &words.said {
            let said = self.get(id);
            if said == *id {
                return None;
            }
            message = message.with(name, said);
        }
        for (name, nested) in &words.nested {
            message = message.with(name, self.say(nested)?);
        }
        let text = self.format(&message);
        (text != words.id).then_some(text)
    }

    /// What is wrong in a data file, in this language, without its place.
    pub fn what(&self, e: &DataError) -> String {
        self.say(&e.words).unwrap_or_else(|| e.message())
    }

    /// A data file's problem in this language: `file:line:column: what is wrong`.
    pub fn describe(&self, e: &DataError) -> String {
        let what = self.what(e);
        if e.line == 0 {
            self.tr(
                "data-error-file",
                &[("file", e.path.clone().into()), ("what", what.into())],
            )
        } else {
            self.tr(
                "data-error-at",
                &[
                    ("file", e.path.clone().into()),
                    ("line", e.line.to_string().into()),
                    ("column", e.column.to_string().into()),
                    ("what", what.into()),
                ],
            )
        }
    }

    /// True when the active language itself has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.active.has_message(id)
    }

    /// The message `id` with no argument.
    pub fn get(&self, id: &str) -> String {
        self.format(&Message::new(id))
    }

    /// `id` with `args`, as in `texts.tr("hint-captures", &[("piece", "spy".into())])`.
    pub fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(&Message {
            id: id.to_string(),
            args: args
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
            then: None,
        })
    }

    /// A message in the active language, else the other one, else its raw id.
    pub fn format(&self, message: &Message) -> String {
        // Sentences given as arguments are said first, in this language.
        let said;
        let message = if message.args.iter().any(|(_, a)| matches!(a, Arg::Words(_))) {
            let args = message.args.iter().map(|(name, value)| {
                let value = match value {
                    Arg::Words(words) => {
                        Arg::Text(self.say(words).unwrap_or_else(|| english(words)))
                    }
                    other => other.clone(),
                };
                (name.clone(), value)
            });
            said = Message {
                args: args.collect(),
                ..message.clone()
            };
            &said
        } else {
            message
        };
        let text = std::iter::once(&self.active)
            .chain(self.reference.as_ref())
            .find_map(|bundle| format_in(bundle, message))
            .unwrap_or_else(|| message.id.clone());
        match &message.then {
            Some(next) => format!("{text} {}", self.format(next)),
            None => text,
        }
    }
}

/// A data error in English, the way the command line and the logs say it (the app says it in the
/// teacher's language with [`Texts::say`]).
impl DataError {
    /// What is wrong, in English (from the shipped English texts).
    pub fn message(&self) -> String {
        english(&self.words)
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.path, self.message())
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.path,
                self.line,
                self.column,
                self.message()
            )
        }
    }
}

/// `words` in English, from the shipped texts: the command line's sentence of a [`DataError`] said by
/// words. A message missing from the texts shows its id (a test makes sure none is).
pub fn english(words: &Words) -> String {
    thread_local! {
        static ENGLISH: Texts = Texts::shipped(Lang::En);
    }
    ENGLISH
        .with(|texts| texts.say(words))
        .unwrap_or_else(|| words.id.to_string())
}

fn format_in(bundle: &Bundle, message: &Message) -> Option<String> {
    let pattern = bundle.get_message(&message.id)?.value()?;
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        match value {
            Arg::Text(t) => args.set(name.as_str(), FluentValue::from(t.as_str())),
            Arg::Int(n) => args.set(name.as_str(), FluentValue::from(*n)),
            Arg::Words(words) => args.set(name.as_str(), FluentValue::from(english(words))),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    Some(text.into_owned())
}

/// The ids of every message defined for `lang` (to check that both languages have the same ones).
pub fn message_ids(lang: Lang) -> Result<Vec<String>, Vec<DataError>> {
    let mut ids = Vec::new();
    let mut errors = Vec::new();
    for (path, text) in ftl_files(lang) {
        match parse_ftl(&path, text) {
            Ok(resource) => ids.extend(messages(&resource).map(|m| m.id.name.to_string())),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if errors.is_empty() {
        ids.sort();
        Ok(ids)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_define_the_same_messages() {
        let fr = message_ids(Lang::Fr).expect("French parses");
        let en = message_ids(Lang::En).expect("English parses");
        let only_fr: Vec<_> = fr.iter().filter(|id| !en.contains(id)).collect();
        let only_en: Vec<_> = en.iter().filter(|id| !fr.contains(id)).collect();
        assert!(
            only_fr.is_empty() && only_en.is_empty(),
            "only in French: {only_fr:?}; only in English: {only_en:?}"
        );
        assert!(!fr.is_empty());
    }

    #[test]
    fn every_message_formats_in_every_language() {
        for lang in Lang::ALL {
            let texts = Texts::load(lang).expect("loads");
            for id in message_ids(lang).unwrap() {
                let text = texts.get(&id);
                assert!(!text.is_empty(), "{lang}: {id} is empty");
            }
        }
    }

    /// An attribute (`.aide = …`) is never shown: said at its line, and its message is left out, so
    /// that the notice ("the shipped text is used") holds.
    #[test]
    fn an_attribute_is_said_and_its_message_left_out() {
        let text = "espion-l01-a = Regarde.\n    .aide = Les flèches.\nespion-l01-b = Bien\n";
        let (resource, errors) = read_ftl("fr.ftl", text);
        let said: Vec<(usize, usize, &str)> = errors
            .iter()
            .map(|e| (e.line, e.column, e.words.id))
            .collect();
        assert_eq!(said, [(2, 5, "ftl-attribute-not-shown")], "{errors:?}");
        assert_eq!(ids_of(&resource), ["espion-l01-b"]);
    }

    #[test]
    fn a_message_shown_wrong_is_left_out_and_said() {
        let text = "espion-l01-a = Bravo ! \u{1F389}\nespion-l01-b = { NOMBRE($n) } cartes\nespion-l01-c = Bien\n";
        let (resource, errors) = read_ftl("fr.ftl", text);
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, [1, 2], "{errors:?}");
        assert_eq!(
            ids_of(&resource),
            ["espion-l01-c"],
            "the shipped texts show instead"
        );
    }

    /// A teacher's copy whose message reads well but would show its braces or a box: a variable the
    /// app does not give, a message or term defined nowhere, a byte that was not UTF-8. And of an id
    /// written twice, the first is used. The others are left out: the shipped texts show.
    #[test]
    fn a_copy_shows_no_braces_and_the_first_of_two() {
        let path = "/data/ludoclasse/assets/locales/fr/app-play.ftl";
        let text = "app-play-turn = { $camp ->\n    [white] Blancs\n   *[black] Noirs\n  }\n\
                    app-play-new-game = Nouvelle { -jeu }\n\
                    app-play-hint = Indice { app-titre }\n\
                    app-play-undo = Annul\u{FFFD}\n\
                    app-play-restart = Encore\n\
                    app-play-restart = Une autre\n";
        let (resource, errors) = read_ftl(path, text);
        let said: Vec<(usize, &str)> = errors.iter().map(|e| (e.line, e.words.id)).collect();
        assert_eq!(
            said,
            [
                (1, "ftl-interface-variable"),
                (5, "ftl-unknown-reference"),
                // (`app-titre`: did you mean `app-title`?)
                (6, "ftl-unknown-reference-guess"),
                (7, "data-bad-bytes"),
                (9, "ftl-id-twice"),
            ],
            "{errors:?}"
        );
        let kept: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => {
                    let value = m.value.as_ref()?;
                    let words: String = value
                        .elements
                        .iter()
                        .filter_map(|e| match e {
                            fluent_syntax::ast::PatternElement::TextElement { value } => {
                                Some(*value)
                            }
                            _ => None,
                        })
                        .collect();
                    Some(format!("{} = {words}", m.id.name))
                }
                _ => None,
            })
            .collect();
        assert_eq!(kept, ["app-play-restart = Encore"]);
    }

    /// In a game's lesson texts, a text of another game or of the interface is never read: said, and
    /// left out (it would otherwise rename the app's own button).
    #[test]
    fn a_lesson_text_file_keeps_to_its_game() {
        let path = "/data/ludoclasse/lessons/espion/fr.ftl";
        let text =
            "espion-l01-title = Lis bien\nschada-l01-title = Autre\napp-home-quit = Sortir\n";
        let (resource, errors) = read_ftl(path, text);
        let said: Vec<(usize, &str)> = errors.iter().map(|e| (e.line, e.words.id)).collect();
        assert_eq!(
            said,
            [(2, "ftl-id-of-another-file"), (3, "ftl-id-of-another-file")]
        );
        assert_eq!(ids_of(&resource), ["espion-l01-title"]);
    }

    /// A mistake in a message the teacher added is told apart from one in a shipped message: only the
    /// latter has a shipped text to show instead.
    #[test]
    fn a_mistake_in_an_added_message_is_told_apart() {
        let path = "/data/ludoclasse/lessons/espion/fr.ftl";
        let text = "espion-l01-title = Lis bien\nespion-l99-title = { $oups\n    suite\n";
        assert!(!mistake_in_added_message(path, text, 1));
        assert!(mistake_in_added_message(path, text, 2));
        assert!(mistake_in_added_message(path, text, 3));
        assert!(!mistake_in_added_message(
            "/data/ludoclasse/lessons/espion/fr.ftl",
            "# une note\n",
            1
        ));
    }

    /// The message ids a resource defines, in order.
    fn ids_of(resource: &FluentResource) -> Vec<&str> {
        messages(resource).map(|m| m.id.name).collect()
    }

    #[test]
    fn languages_parse_from_locales() {
        assert_eq!(Lang::parse("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
        assert_eq!(Lang::parse("de_DE"), None);
        assert_eq!(Lang::choose(Some(Lang::En)), Lang::En);
    }

    #[test]
    fn missing_messages_fall_back_to_french_then_the_id() {
        let en = Texts::load(Lang::En).unwrap();
        assert_eq!(en.get("lang-name"), "English");
        assert_eq!(en.get("zz-unknown"), "zz-unknown");
    }
}
