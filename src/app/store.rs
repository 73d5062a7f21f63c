//! Where the app keeps what must survive a restart: the settings (`settings.toml`) and the games in
//! progress (`saves/<game>.json`), in the user's data folder (the `directories` crate; `LUDOCLASSE_DATA`
//! replaces it, for tests and for a teacher who keeps the kit on a USB stick).
//!
//! Every file is written atomically: the new text goes to `<file>.<process>.tmp`, then is renamed over the old
//! file, so a crash never leaves half a file. A file that cannot be read back (hand-edited, truncated,
//! from another version) is set aside as `<file>.corrupt` and reported; the app starts anyway with
//! defaults.
//!
//! The web build has no file system: there [`Store::user`] keeps each file as a string in the browser's
//! `localStorage`, under the key `ludoclasse/<relative path>` (one `setItem` is atomic already); the other
//! stores keep nothing.
//!
//! ```
//! use ludoclasse::app::store::Store;
//! let dir = std::env::temp_dir().join(format!("ludoclasse-doc-{}", std::process::id()));
//! let store = Store::at(Some(dir.clone()));
//! store.write("saves/demo.json", "{}").unwrap();
//! assert_eq!(store.read("saves/demo.json").unwrap().as_deref(), Some("{}"));
//! std::fs::remove_dir_all(dir).unwrap();
//! ```

use std::fmt;
use std::path::PathBuf;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::data::Words;
use crate::i18n::{Message, Texts};

mod json;

/// A problem with one stored file, shown to the user as a notice (the app goes on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    pub path: String,
    pub kind: StoreErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreErrorKind {
    /// The file could not be read, removed or set aside (permissions…): why, in words.
    Io(Words),
    /// The file could not be written (full disk, permissions…): why, in words. Nothing was left
    /// half-written, and the copy written before (if any) is unchanged.
    Write(Words),
    /// The file could not be written, and there was no copy of it before (its very first save): why,
    /// in words. Nothing was left half-written, and nothing is kept yet.
    FirstWrite(Words),
    /// The file itself was saved, but its spare copy `spare` (the last good copy kept beside it)
    /// could not be written: why, in words. Nothing is lost; only the spare is older.
    SpareWrite { spare: String, why: Box<Words> },
    /// The file was not understood (`reason`: what, and where in it); it was renamed to `set_aside`.
    Corrupt {
        reason: Box<Words>,
        set_aside: String,
    },
    /// A line of the file was not understood (`reason`: why, and where; `written`: the line as the
    /// file writes it): its value keeps its default, and the others are used. The file stays as it is.
    PartlyRead { reason: Box<Words>, written: String },
    /// The file was not understood and was set aside; its last good copy `from` was put back.
    Restored {
        reason: Box<Words>,
        set_aside: String,
        from: String,
    },
}

impl StoreError {
    /// What happened, as a message of `store.ftl` (the parser's own words, when a file was not
    /// understood, go in as they are: they are the details).
    pub fn words(&self) -> Words {
        let words = match &self.kind {
            StoreErrorKind::Io(why) => {
                Words::new("store-read-failed").with_words("reason", why.clone())
            }
            StoreErrorKind::Write(why) => {
                Words::new("store-write-failed").with_words("reason", why.clone())
            }
            StoreErrorKind::FirstWrite(why) => {
                Words::new("store-first-write-failed").with_words("reason", why.clone())
            }
            StoreErrorKind::SpareWrite { spare, why } => Words::new("store-spare-failed")
                .with("spare", spare)
                .with_words("reason", (**why).clone()),
            StoreErrorKind::Corrupt { reason, set_aside } => Words::new("store-corrupt")
                .with_words("reason", (**reason).clone())
                .with("aside", set_aside),
            StoreErrorKind::PartlyRead { reason, .. } => {
                Words::new("store-partly-read").with_words("reason", (**reason).clone())
            }
            StoreErrorKind::Restored {
                reason,
                set_aside,
                from,
            } => Words::new("store-restored")
                .with_words("reason", (**reason).clone())
                .with("aside", set_aside)
                .with("from", from),
        };
        words.with("path", &self.path)
    }

    /// The notice for this problem in the language of `texts`: a failed write says that the previous
    /// copy is kept; the other problems say that the app goes on with its defaults.
    pub fn message(&self, texts: &Texts) -> Message {
        match &self.kind {
            // In plain words (the file's name, not its whole path): a game's panel shows it.
            StoreErrorKind::Write(why) | StoreErrorKind::FirstWrite(why) => {
                Message::new(self.plain_write_id())
                    .with("name", self.name())
                    .with(
                        "reason",
                        texts.say(why).unwrap_or_else(|| crate::i18n::english(why)),
                    )
                    .with("cause", cause(why))
            }
            _ => {
                let said = texts.say(&self.words()).unwrap_or_else(|| self.to_string());
                Message::new("app-notice-file").with("problem", said)
            }
        }
    }

    /// The plain sentence of a failed write: the copy saved before is kept, or nothing was saved yet.
    fn plain_write_id(&self) -> &'static str {
        match self.kind {
            StoreErrorKind::FirstWrite(_) => "store-plain-first-write",
            _ => "store-plain-write",
        }
    }

    /// The file's name, without its folder.
    fn name(&self) -> String {
        std::path::Path::new(&self.path)
            .file_name()
            .map_or_else(|| self.path.clone(), |n| n.to_string_lossy().into_owned())
    }

    /// The same in a few words, for one line under a button ("not saved: the disk is full").
    pub fn short(&self, texts: &Texts) -> String {
        match &self.kind {
            StoreErrorKind::Write(why)
            | StoreErrorKind::FirstWrite(why)
            | StoreErrorKind::Io(why) => {
                let reason = texts.say(why).unwrap_or_else(|| self.to_string());
                let id = match self.kind {
                    StoreErrorKind::Write(_) => "store-short-write",
                    StoreErrorKind::FirstWrite(_) => "store-short-first-write",
                    _ => "store-short-read",
                };
                texts.tr(id, &[("reason", reason.into())])
            }
            StoreErrorKind::SpareWrite { why, .. } => {
                let reason = texts.say(why).unwrap_or_else(|| crate::i18n::english(why));
                texts.tr("store-short-spare", &[("reason", reason.into())])
            }
            _ => super::notice::plain(&self.notice(texts)).to_string(),
        }
    }

    /// The notice for this problem: a plain sentence naming the file and saying what the app did
    /// (nothing is lost, the app goes on), then, as its details, the full path and what was wrong
    /// (the reader's own words for a file not understood).
    pub fn notice(&self, texts: &Texts) -> String {
        let name = self.name();
        let plain = match &self.kind {
            StoreErrorKind::Write(why) | StoreErrorKind::FirstWrite(why) => {
                let reason = texts.say(why).unwrap_or_else(|| crate::i18n::english(why));
                texts.tr(
                    self.plain_write_id(),
                    &[
                        ("name", name.into()),
                        ("reason", reason.into()),
                        ("cause", cause(why).into()),
                    ],
                )
            }
            StoreErrorKind::SpareWrite { spare, why } => {
                let reason = texts.say(why).unwrap_or_else(|| crate::i18n::english(why));
                let spare = std::path::Path::new(spare)
                    .file_name()
                    .map_or_else(|| spare.clone(), |n| n.to_string_lossy().into_owned());
                texts.tr(
                    "store-plain-spare",
                    &[
                        ("name", name.into()),
                        ("spare", spare.into()),
                        ("reason", reason.into()),
                        ("cause", cause(why).into()),
                    ],
                )
            }
            StoreErrorKind::Io(_) => texts.tr("store-plain-read", &[("name", name.into())]),
            // The children's list, with no good copy to put back: said by what it holds, and what
            // the teacher sees now (an empty list).
            StoreErrorKind::Corrupt { reason, .. } if name == super::profiles::Profiles::FILE => {
                texts.tr(
                    "store-plain-corrupt-profiles",
                    &[("name", name.into()), ("line", reason_line(reason).into())],
                )
            }
            StoreErrorKind::Corrupt { reason, .. } => texts.tr(
                "store-plain-corrupt",
                &[("name", name.into()), ("line", reason_line(reason).into())],
            ),
            StoreErrorKind::Restored { reason, .. } => texts.tr(
                "store-plain-restored",
                &[("name", name.into()), ("line", reason_line(reason).into())],
            ),
            StoreErrorKind::PartlyRead { reason, written } => texts.tr(
                "store-plain-partly-read",
                &[
                    ("name", name.into()),
                    ("line", reason_line(reason).into()),
                    ("written", written.clone().into()),
                ],
            ),
        };
        let details = texts.say(&self.words()).unwrap_or_else(|| self.to_string());
        super::notice::with_details(&plain, &details)
    }
}

/// `text` cut after `most` characters, with `…` where it was cut.
fn shortened(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}\u{2026}", &text[..at]),
        None => text.to_string(),
    }
}

/// The line a reason for not understanding a file names (`none` when it names none), for the notice's
/// first sentence: the place of the mistake is said with it, not only in the details.
fn reason_line(reason: &Words) -> String {
    reason
        .args
        .iter()
        .find(|(k, _)| *k == "line")
        .map_or_else(|| "none".to_string(), |(_, v)| v.clone())
}

/// A kept file with no text the app could have written: empty, only zero bytes (damaged while being
/// written), or a web page (a download saved in its place). Said as a whole, at its start.
fn not_text(text: &str) -> Option<Words> {
    let id = match text.trim_start_matches('\u{feff}').trim_start() {
        "" => "store-kept-empty",
        rest if rest
            .trim_matches(|c: char| c == '\0' || c.is_whitespace())
            .is_empty() =>
        {
            "store-kept-zeros"
        }
        rest if rest.starts_with('<') => "store-kept-web-page",
        _ => return None,
    };
    Some(Words::new(id))
}

/// Why a JSON file was not understood, in the reader's language, and where: its line and column.
fn json_reason<T: DeserializeOwned>(text: &str, e: &serde_json::Error) -> Words {
    let (at, what) = json::mistake_reading(text, e, |t| serde_json::from_str::<T>(t).map(|_| ()));
    reason_at(text, at, what)
}

/// `what` is wrong at byte `at` of `text`: said with its line and column.
fn reason_at(text: &str, at: usize, what: Words) -> Words {
    let (line, column) = crate::data::line_column(text, at);
    Words::new("store-reason-json")
        .with_words("what", what)
        .with("line", line)
        .with("column", column)
}

/// Every problem [`kept_file_problem`] finds in a file: in `settings.toml`, read line by line by the
/// app (a line it does not understand is left aside), each such line; elsewhere the one problem.
pub fn kept_file_problems(
    path: &std::path::Path,
    text: &str,
) -> Option<Vec<crate::data::DataError>> {
    let first = kept_file_problem(path, text)?;
    let settings =
        path.file_name().and_then(|n| n.to_str()) == Some(super::settings::Settings::FILE);
    let mut found: Vec<crate::data::DataError> = first.into_iter().collect();
    if !settings {
        return Some(found);
    }
    // The line of each problem emptied in turn (its neighbours keep their numbers), until the rest
    // reads; a problem of the whole file (no line) is the only one.
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    while let Some(line) = found
        .last()
        .map(|e| e.line)
        .filter(|&l| l > 0 && l <= lines.len())
    {
        if found.len() > lines.len() || lines[line - 1].is_empty() {
            break;
        }
        lines[line - 1].clear();
        match kept_file_problem(path, &lines.join("\n")) {
            Some(Some(e)) => found.push(e),
            _ => break,
        }
    }
    found.sort_by_key(|e| (e.line, e.column));
    Some(found)
}

/// What `lesson check` says of a file the app keeps in its data folder (`settings.toml`,
/// `profiles.json` and its good copy, `saves/<game>.json`): `None` when `path` is none of them, else its
/// problem, at its place, and what the app will do with it. `text` is the file as read.
pub fn kept_file_problem(
    path: &std::path::Path,
    text: &str,
) -> Option<Option<crate::data::DataError>> {
    use crate::data::DataError;
    let name = path.file_name()?.to_str()?;
    let folder = path
        .parent()
        .and_then(|d| d.file_name())
        .and_then(|n| n.to_str());
    let shown = path.display().to_string();
    if name == super::settings::Settings::FILE {
        let read = toml::from_str::<super::settings::Settings>(text);
        return Some(read.err().map(|e| match not_text(text) {
            Some(words) => DataError::at_span(shown, text, 0..0, words),
            None => settings_slip(&shown, text).unwrap_or_else(|| {
                crate::data::toml_error(&shown, text, &e, |_, _| None, model(name).as_deref())
            }),
        }));
    }
    let good = super::profiles::Profiles::BACKUP;
    // The game whose save this is (`saves/espion.json`).
    let save_of = crate::core::GameId::ALL
        .into_iter()
        .find(|g| folder == Some("saves") && name == format!("{}.json", g.id()));
    let reader: fn(&str) -> Result<(), serde_json::Error> = match (name, save_of) {
        (n, _) if n == super::profiles::Profiles::FILE || n == good => {
            |t| serde_json::from_str::<super::profiles::Profiles>(t).map(|_| ())
        }
        (_, Some(crate::core::GameId::Bataille)) => super::bataille::readable,
        (_, Some(_)) => super::play::readable,
        _ => return None,
    };
    let read = reader(text);
    let restored = name == super::profiles::Profiles::FILE && path.with_file_name(good).is_file();
    let (at, what) = match read {
        Err(e) => json::mistake_reading(text, &e, reader),
        // The child playing, who must be one of the list (the app then asks who plays).
        Ok(()) if save_of.is_none() => {
            let Ok(profiles) = serde_json::from_str::<super::profiles::Profiles>(text) else {
                return Some(None);
            };
            if let Some(said) = profiles_problem(&profiles, text) {
                return Some(Some(DataError::at_span(
                    shown,
                    text,
                    said.0..said.0,
                    said.1,
                )));
            }
            let Some(name) = profiles.unknown_current() else {
                return Some(None);
            };
            let names: Vec<&str> = profiles.children.iter().map(|c| c.name.as_str()).collect();
            let quoted = serde_json::to_string(name).unwrap_or_default();
            let at = text.rfind(&quoted).map_or(0, |i| i + 1);
            let guess = crate::data::closest_word(name, &names).unwrap_or("none");
            let words = Words::new("json-current-unknown")
                .with("name", name)
                .with("names", names.join("`, `"))
                .with("guess", guess);
            return Some(Some(DataError::at_span(shown, text, at..at, words)));
        }
        Ok(()) if save_of == Some(crate::core::GameId::Bataille) => {
            let Some((at, words)) = super::bataille::speed_problem(text) else {
                return Some(None);
            };
            return Some(Some(DataError::at_span(shown, text, at..at, words)));
        }
        // A board game's save that reads: its positions on the boards the app reads.
        Ok(()) => {
            let boards = crate::boards::Boards::shared();
            match save_of.and_then(|g| super::play::position_problem(text, g, boards)) {
                Some(problem) => problem,
                None => return Some(None),
            }
        }
    };
    let words = Words::new("data-kept-broken")
        .with_words("what", what)
        .with("name", name)
        .with("restored", if restored { "yes" } else { "no" });
    let (line, column) = crate::data::line_column(text, at);
    Some(Some(DataError {
        path: shown,
        line,
        column,
        words: Box::new(words),
    }))
}

/// Two slips of a hand-edited `settings.toml` that TOML's own words would not explain: a heading
/// (`[Réglages]`), which this file has none of, and a last line cut in the middle (`fulls`).
fn settings_slip(shown: &str, text: &str) -> Option<crate::data::DataError> {
    use crate::data::DataError;
    let keys: Vec<String> = model(super::settings::Settings::FILE)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| Some(l.split_once('=')?.0.trim().to_string()))
        .collect();
    let mut offset = 0;
    for line in text.split('\n') {
        let t = line.trim();
        let at = offset + (line.len() - line.trim_start().len());
        offset += line.len() + 1;
        if t.starts_with('[') && t.ends_with(']') {
            let words = Words::new("settings-heading").with("heading", t);
            return Some(DataError::at_span(shown, text, at..at, words));
        }
    }
    // The last line, with no line end, no `=` and not a note: the file stops inside a key.
    let last = text.rsplit('\n').next().unwrap_or("");
    let cut = last.trim();
    if text.ends_with('\n') || cut.is_empty() || cut.starts_with('#') || cut.contains('=') {
        return None;
    }
    let names: Vec<&str> = keys.iter().map(String::as_str).collect();
    let guess = names
        .iter()
        .find(|k| k.starts_with(cut))
        .copied()
        .or_else(|| crate::data::closest_word(cut, &names))
        .unwrap_or("none");
    let at = text.len() - last.len() + (last.len() - last.trim_start().len());
    let words = Words::new("settings-cut")
        .with("written", cut)
        .with("guess", guess);
    Some(DataError::at_span(shown, text, at..at, words))
}

/// What a file the app keeps in TOML holds when nothing was changed (the settings' defaults), as a
/// model of its values for the words of a mistake (`fullscreen = peut-être`: a yes or no).
fn model(relative: &str) -> Option<String> {
    let name = std::path::Path::new(relative).file_name()?.to_str()?;
    (name == super::settings::Settings::FILE)
        .then(|| toml::to_string(&super::settings::Settings::default()).ok())
        .flatten()
}

/// A list of children that reads but that the app changes as it reads it: a name given twice (the
/// second child is renamed, see [`super::profiles::Profiles`]), stars out of 1 to 3 (brought back into
/// them). The byte of the mistake in `text`, and why.
fn profiles_problem(profiles: &super::profiles::Profiles, text: &str) -> Option<(usize, Words)> {
    // Where a value follows `"key":` (spaces allowed around the colon), in the order of the text.
    let after_key = |key: &str| {
        let quoted = format!("\"{key}\"");
        text.match_indices(&quoted)
            .filter_map(|(at, _)| {
                let rest = text[at + quoted.len()..].trim_start().strip_prefix(':')?;
                Some(text.len() - rest.trim_start().len())
            })
            .collect::<Vec<usize>>()
    };
    // A name erased (`""`), or with spaces around it (`"Tom "`, which is not the `Tom` chosen).
    for child in &profiles.children {
        let name = &child.name;
        if name.trim() == name.as_str() && !name.is_empty() {
            continue;
        }
        let quoted = serde_json::to_string(name).ok()?;
        let at = after_key("name")
            .into_iter()
            .find(|at| text[*at..].starts_with(&quoted))
            .map_or(0, |at| at + 1);
        let words = if name.trim().is_empty() {
            Words::new("json-name-empty")
        } else {
            Words::new("json-name-spaces")
                .with("name", name)
                .with("trimmed", name.trim())
        };
        return Some((at, words));
    }
    if let Some((name, renamed)) = profiles.twice() {
        let quoted = serde_json::to_string(name).ok()?;
        let at = after_key("name")
            .into_iter()
            .filter(|at| text[*at..].starts_with(&quoted))
            .nth(1)
            .map_or(0, |at| at + 1);
        let words = Words::new("json-name-twice")
            .with("name", name)
            .with("renamed", renamed);
        return Some((at, words));
    }
    let stars = after_key("stars").into_iter().find_map(|at| {
        let digits: String = text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let n: u64 = digits.parse().ok()?;
        (!(1..=3).contains(&n)).then_some((at, n))
    });
    if let Some((at, n)) = stars {
        let words = Words::new("json-stars-out-of-range")
            .with("stars", n)
            .with("shown", n.clamp(1, 3));
        return Some((at, words));
    }
    lesson_id_slip(profiles, text)
}

/// A lesson id of the list that is no lesson's: written another way, one's (`bataille-l6` for
/// `bataille-l06`, capitals), or of no game (`dames-l01`), or of no lesson of its game (`espion-l09`,
/// maybe a lesson the teacher took away, which may come back): that child's stars for it do not show.
#[cfg(not(target_arch = "wasm32"))]
fn lesson_id_slip(profiles: &super::profiles::Profiles, text: &str) -> Option<(usize, Words)> {
    let known: Vec<String> = crate::lesson::load::shipped()
        .iter()
        .filter_map(|s| {
            let game = crate::lesson::rules::game_of(&s.path)?;
            Some(crate::lesson::load::lesson_id(game, &s.path))
        })
        .collect();
    // Lower case, and each number without its leading zeros.
    let plain = |id: &str| {
        let mut out = String::new();
        let mut digits = String::new();
        for c in id.trim().to_lowercase().chars().chain([' ']) {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            out.push_str(digits.trim_start_matches('0'));
            digits.clear();
            out.push(c);
        }
        out
    };
    profiles.children.iter().find_map(|child| {
        child.lessons.keys().find_map(|id| {
            if known.contains(id) {
                return None;
            }
            let quoted = serde_json::to_string(id).ok()?;
            let at = text.find(&quoted).map_or(0, |i| i + 1);
            if let Some(guess) = known.iter().find(|k| plain(k) == plain(id)) {
                let words = Words::new("json-lesson-id-slip")
                    .with("id", id)
                    .with("name", &child.name)
                    .with("guess", guess);
                return Some((at, words));
            }
            let game = crate::core::GameId::ALL
                .into_iter()
                .find(|g| id.starts_with(&format!("{}-", g.id())));
            let words = match game {
                // The lessons of that game, first and last.
                Some(game) => {
                    let mut ids: Vec<&String> = known
                        .iter()
                        .filter(|k| k.starts_with(&format!("{}-", game.id())))
                        .collect();
                    ids.sort();
                    Words::new("json-lesson-id-none-of-game")
                        .with("id", id)
                        .with("name", &child.name)
                        .with("game", game.id())
                        .with("first", ids.first().map_or("", |s| s.as_str()))
                        .with("last", ids.last().map_or("", |s| s.as_str()))
                }
                None => {
                    let prefixes: Vec<String> = crate::core::GameId::ALL
                        .iter()
                        .map(|g| format!("`{}-`", g.id()))
                        .collect();
                    Words::new("json-lesson-id-no-game")
                        .with("id", id)
                        .with("name", &child.name)
                        .with("prefixes", prefixes.join(", "))
                }
            };
            Some((at, words))
        })
    })
}

#[cfg(target_arch = "wasm32")]
fn lesson_id_slip(_: &super::profiles::Profiles, _: &str) -> Option<(usize, Words)> {
    None
}

/// What the advice after a failed write is about (`$cause` of `store-plain-*`): room to free, a folder
/// nobody may write in, or anything else (then the next save simply tries again).
fn cause(why: &Words) -> &'static str {
    match why.id {
        "cli-reason-disk-full" | "cli-reason-too-large" => "full",
        "cli-reason-permission" | "cli-reason-read-only" => "locked",
        _ => "other",
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::english(&self.words()))
    }
}

impl std::error::Error for StoreError {}

/// What a file is written into: a file on disk (or, in the tests, one that fails half-way).
#[cfg(not(target_arch = "wasm32"))]
trait Sink: std::io::Write {
    /// Makes sure the bytes are on the disk.
    fn sync(&mut self) -> std::io::Result<()>;
}

#[cfg(not(target_arch = "wasm32"))]
impl Sink for std::fs::File {
    fn sync(&mut self) -> std::io::Result<()> {
        self.sync_all()
    }
}

/// Writes `bytes` into `<path>.<process>.tmp` (opened by `open`), then renames it over `path`. On any failure (a
/// full disk half-way, a failed rename) the temporary file is removed: no half-written file is left, and
/// the file that was at `path` stays as it was.
#[cfg(not(target_arch = "wasm32"))]
fn write_atomically<S: Sink>(
    path: &std::path::Path,
    bytes: &[u8],
    open: impl FnOnce(&std::path::Path) -> std::io::Result<S>,
) -> std::io::Result<()> {
    // The process's number in the name: a copy left by a killed app is known for one and removed at
    // the next start ([`sweep_temporaries`]).
    let pid = std::process::id();
    let tmp = path.with_extension(match path.extension() {
        Some(ext) => format!("{}.{pid}.tmp", ext.to_string_lossy()),
        None => format!("{pid}.tmp"),
    });
    let written = (|| {
        let mut sink = open(&tmp)?;
        sink.write_all(bytes)?;
        sink.sync()?;
        drop(sink);
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed over `path` once complete (see
/// [`write_atomically`]): for the files the app writes outside its data folder (a printed kit).
///
/// # Errors
/// The first failure; the file that was at `path` is then as it was, and nothing half-written is left.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically(path, bytes, |tmp| std::fs::File::create(tmp))
}

/// A file the app keeps, read as the app reads it (see [`decoded`]): for `lesson check`.
///
/// # Errors
/// A file that cannot be read at all, in words.
pub fn read_kept_file(path: &std::path::Path) -> Result<String, crate::data::DataError> {
    std::fs::read(path).map(decoded).map_err(|e| {
        crate::data::DataError::file(
            path.display().to_string(),
            Words::new("data-unreadable").with_words("reason", crate::data::io_words(&e)),
        )
    })
}

/// A kept file's text as an editor may have saved it: without the byte order mark Notepad writes, from
/// UTF-16 ("Unicode" in some editors), and from Latin-1 when it is not UTF-8 (accents kept: a name
/// typed by hand stays a name).
fn decoded(bytes: Vec<u8>) -> String {
    let utf16 = |le: bool| {
        let units: Vec<u16> = bytes[2..]
            .chunks_exact(2)
            .map(|b| {
                if le {
                    u16::from_le_bytes([b[0], b[1]])
                } else {
                    u16::from_be_bytes([b[0], b[1]])
                }
            })
            .collect();
        String::from_utf16_lossy(&units)
    };
    match bytes.as_slice() {
        [0xEF, 0xBB, 0xBF, ..] => String::from_utf8(bytes[3..].to_vec())
            .unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect()),
        [0xFF, 0xFE, ..] => utf16(true),
        [0xFE, 0xFF, ..] => utf16(false),
        _ => String::from_utf8(bytes)
            .unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect()),
    }
}

/// Removes the `<file>.<process>.tmp` files of `dir` that an app killed while writing left behind.
#[cfg(not(target_arch = "wasm32"))]
pub fn sweep_temporaries(dir: &std::path::Path) {
    crate::data::remove_leftovers(dir, |name| {
        let (rest, pid) = name.strip_suffix(".tmp")?.rsplit_once('.')?;
        (!rest.is_empty()).then_some(())?;
        pid.parse().ok()
    });
}

/// The app's folder of settings and saves (or nothing at all: the web build, the screenshot command).
#[derive(Clone, Debug)]
pub struct Store {
    root: Option<PathBuf>,
    /// How many times a file was written, removed or set aside through this store (and its clones):
    /// screens that show what is saved (the home screen's "game in progress") read the files again
    /// only when it changes.
    changes: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// The files whose last write failed (a full disk), with what was to be written: read back in
    /// their place, written again by [`Store::retry_pending`], and named before the app closes, so that
    /// nothing is lost without a word.
    pending: std::sync::Arc<std::sync::Mutex<std::collections::BTreeMap<String, Vec<u8>>>>,
    /// Web build: the browser's `localStorage` rather than files.
    #[cfg(target_arch = "wasm32")]
    browser: bool,
}

/// The `localStorage` key of a stored file (web build).
#[cfg(target_arch = "wasm32")]
fn browser_key(relative: &str) -> String {
    format!("ludoclasse/{relative}")
}

impl Store {
    /// The user's data folder (`LUDOCLASSE_DATA` if set), or no storage when there is none. The
    /// temporary files a killed app left behind are removed (see [`sweep_temporaries`]).
    pub fn user() -> Store {
        let store = Store {
            root: crate::data::override_dir(),
            changes: std::sync::Arc::default(),
            pending: std::sync::Arc::default(),
            #[cfg(target_arch = "wasm32")]
            browser: true,
        };
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(root) = &store.root {
            sweep_temporaries(root);
            sweep_temporaries(&root.join("saves"));
        }
        store
    }

    /// A store in `root`; `None` keeps nothing.
    pub fn at(root: Option<PathBuf>) -> Store {
        Store {
            root,
            changes: std::sync::Arc::default(),
            pending: std::sync::Arc::default(),
            #[cfg(target_arch = "wasm32")]
            browser: false,
        }
    }

    /// A number that grows each time a file is written, removed or set aside through this store or
    /// one of its clones (see [`Store::changes`]'s use on the home screen).
    pub fn changes(&self) -> u64 {
        self.changes.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn changed(&self) {
        self.changes
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// Keeps nothing (screenshots must not depend on, nor change, the user's files).
    pub fn none() -> Store {
        Store::at(None)
    }

    pub fn root(&self) -> Option<&std::path::Path> {
        self.root.as_deref()
    }

    fn path(&self, relative: &str) -> Option<PathBuf> {
        self.root.as_ref().map(|r| r.join(relative))
    }

    /// The text of `relative`, `None` when there is no such file.
    ///
    /// # Errors
    /// A file that exists but cannot be read.
    pub fn read(&self, relative: &str) -> Result<Option<String>, StoreError> {
        // What could not be written yet is the file as the app knows it.
        if let Some(bytes) = self.pending_bytes(relative) {
            return Ok(Some(decoded(bytes)));
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(path) = self.path(relative) {
            return match std::fs::read(&path) {
                Ok(bytes) => Ok(Some(decoded(bytes))),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(StoreError {
                    path: path.display().to_string(),
                    kind: StoreErrorKind::Io(crate::data::io_words(&e)),
                }),
            };
        }
        #[cfg(target_arch = "wasm32")]
        if self.browser {
            return Ok(crate::web::storage_get(&browser_key(relative)));
        }
        let _ = relative;
        Ok(None)
    }

    /// Writes `text` to `relative` atomically (write to `.tmp`, then rename).
    ///
    /// # Errors
    /// When the folder cannot be made or the file cannot be written.
    pub fn write(&self, relative: &str, text: &str) -> Result<(), StoreError> {
        self.write_bytes(relative, text.as_bytes()).map(|_| ())
    }

    /// Writes `bytes` to `relative` atomically; returns the full path (`None` when nothing is kept).
    ///
    /// # Errors
    /// When the folder cannot be made or the file cannot be written.
    pub fn write_bytes(&self, relative: &str, bytes: &[u8]) -> Result<Option<PathBuf>, StoreError> {
        let written = self.write_now(relative, bytes);
        let mut pending = self.waiting();
        if written.is_ok() {
            pending.remove(relative);
        } else {
            pending.insert(relative.to_string(), bytes.to_vec());
        }
        written
    }

    /// The writes that failed, waiting (a panic elsewhere while it was held leaves it usable).
    fn waiting(&self) -> std::sync::MutexGuard<'_, std::collections::BTreeMap<String, Vec<u8>>> {
        self.pending
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The bytes of `relative` that could not be written yet, if any.
    fn pending_bytes(&self, relative: &str) -> Option<Vec<u8>> {
        let pending = self.waiting();
        pending.get(relative).cloned()
    }

    /// The files whose last write failed and that are not written yet.
    pub fn pending(&self) -> Vec<String> {
        let pending = self.waiting();
        pending.keys().cloned().collect()
    }

    /// Writes again each file whose last write failed (room was made on the disk): each file and how
    /// its write went.
    pub fn retry_pending(&self) -> Vec<(String, Result<(), StoreError>)> {
        let waiting: Vec<(String, Vec<u8>)> = {
            let pending = self.waiting();
            pending
                .iter()
                .map(|(f, b)| (f.clone(), b.clone()))
                .collect()
        };
        waiting
            .into_iter()
            .map(|(file, bytes)| {
                let result = self.write_bytes(&file, &bytes).map(|_| ());
                (file, result)
            })
            .collect()
    }

    /// [`Store::write_bytes`] itself, once.
    fn write_now(&self, relative: &str, bytes: &[u8]) -> Result<Option<PathBuf>, StoreError> {
        self.changed();
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(path) = self.path(relative) {
            // A first save that fails must not speak of a copy kept from before.
            let first = !path.exists();
            let io = |e: std::io::Error| StoreError {
                path: path.display().to_string(),
                kind: if first {
                    StoreErrorKind::FirstWrite(crate::data::io_words(&e))
                } else {
                    StoreErrorKind::Write(crate::data::io_words(&e))
                },
            };
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(io)?;
            }
            write_atomically(&path, bytes, |tmp| std::fs::File::create(tmp)).map_err(io)?;
            // Flush the folder too, so that the rename itself survives a power cut.
            if let Some(parent) = path.parent()
                && let Ok(dir) = std::fs::File::open(parent)
            {
                let _ = dir.sync_all();
            }
            return Ok(Some(path));
        }
        #[cfg(target_arch = "wasm32")]
        if self.browser {
            let text = String::from_utf8_lossy(bytes);
            return crate::web::storage_set(&browser_key(relative), &text)
                .map(|()| None)
                .map_err(|e| StoreError {
                    path: relative.to_string(),
                    kind: StoreErrorKind::Write(Words::new("cli-reason-other").with("raw", e)),
                });
        }
        let _ = (relative, bytes);
        Ok(None)
    }

    /// Deletes `relative` if it exists.
    ///
    /// # Errors
    /// When it exists and cannot be deleted.
    pub fn remove(&self, relative: &str) -> Result<(), StoreError> {
        self.changed();
        // (A file the app no longer wants: nothing of it is to be written.)
        self.waiting().remove(relative);
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(path) = self.path(relative) {
            return match std::fs::remove_file(&path) {
                Ok(()) => Ok(()),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                Err(e) => Err(StoreError {
                    path: path.display().to_string(),
                    kind: StoreErrorKind::Io(crate::data::io_words(&e)),
                }),
            };
        }
        #[cfg(target_arch = "wasm32")]
        if self.browser {
            crate::web::storage_remove(&browser_key(relative));
        }
        let _ = relative;
        Ok(())
    }

    /// Renames a file that could not be understood to `<file>.corrupt` and says so. A file set aside
    /// before keeps its place: the new one is `<file>.corrupt-2` (then `-3`…), so that no damaged copy,
    /// which may still hold what a teacher wants back, is written over.
    pub fn set_aside(&self, relative: &str, reason: Words) -> StoreError {
        let reason = Box::new(reason);
        self.changed();
        let shown = self
            .path(relative)
            .map_or_else(|| relative.to_string(), |p| p.display().to_string());
        let name = |n: u32| match n {
            1 => format!("{relative}.corrupt"),
            n => format!("{relative}.corrupt-{n}"),
        };
        let taken = |n: u32| self.path(&name(n)).is_some_and(|p| p.exists());
        let aside = name((1..1000).find(|&n| !taken(n)).unwrap_or(1000));
        #[cfg(not(target_arch = "wasm32"))]
        if let (Some(from), Some(to)) = (self.path(relative), self.path(&aside))
            && let Err(e) = std::fs::rename(&from, &to)
        {
            {
                return StoreError {
                    path: shown,
                    kind: StoreErrorKind::Io(
                        Words::new("store-cannot-set-aside")
                            .with_words("reason", *reason)
                            .with_words("why", crate::data::io_words(&e)),
                    ),
                };
            }
        }
        #[cfg(target_arch = "wasm32")]
        if self.browser
            && let Some(text) = crate::web::storage_get(&browser_key(relative))
        {
            // Kept under `<file>.corrupt` when the browser has room; removed in any case, so the next
            // start goes on with defaults.
            let _ = crate::web::storage_set(&browser_key(&aside), &text);
            crate::web::storage_remove(&browser_key(relative));
        }
        StoreError {
            path: shown,
            kind: StoreErrorKind::Corrupt {
                reason,
                set_aside: aside,
            },
        }
    }

    /// Reads `relative` as TOML. A file that does not parse is set aside and reported.
    ///
    /// # Errors
    /// An unreadable or corrupt file (the caller goes on with defaults).
    pub fn load_toml<T: DeserializeOwned>(&self, relative: &str) -> Result<Option<T>, StoreError> {
        let (value, problems) = self.load_toml_partly(relative);
        match problems.into_iter().next() {
            Some(e) if value.is_none() => Err(e),
            _ => Ok(value),
        }
    }

    /// Reads `relative` as TOML, value by value: a file whose syntax reads but with a value not
    /// understood (`lang = "de"`) gives the others, each one it does not understand keeping its default
    /// (`T`'s fields all have one), with a [`StoreErrorKind::PartlyRead`] for each line left aside; the
    /// file stays. A file that does not read at all is set aside and reported, with no value.
    pub fn load_toml_partly<T: DeserializeOwned>(
        &self,
        relative: &str,
    ) -> (Option<T>, Vec<StoreError>) {
        let text = match self.read(relative) {
            Ok(Some(text)) => text,
            Ok(None) => return (None, Vec::new()),
            Err(e) => return (None, vec![e]),
        };
        let e = match toml::from_str(&text) {
            Ok(value) => return (Some(value), Vec::new()),
            Err(e) => e,
        };
        if let Some(words) = not_text(&text) {
            return (None, vec![self.set_aside(relative, words)]);
        }
        // Said as a lesson's mistake is: where, and what is wrong, in the reader's language. `lines`
        // are those still read, with their number in the file.
        let model = model(relative);
        let reason = |lines: &[(usize, &str)], e: &toml::de::Error| {
            let rest: Vec<&str> = lines.iter().map(|(_, l)| *l).collect();
            let said = crate::data::toml_error(
                relative,
                &rest.join("\n"),
                e,
                |_, _| None,
                model.as_deref(),
            );
            match lines.get(said.line.wrapping_sub(1)) {
                Some((line, _)) => Words::new("store-reason-toml")
                    .with("line", line + 1)
                    .with("column", said.column)
                    .with_words("what", *said.words),
                None => *said.words,
            }
        };
        // The values understood: the lines toml stops at are left out, one by one (each holds one
        // `key = value`), each said.
        let mut lines: Vec<(usize, &str)> = text.lines().enumerate().collect();
        let first = reason(&lines, &e);
        let mut left_aside = Vec::new();
        let path = self
            .path(relative)
            .map_or_else(|| relative.to_string(), |p| p.display().to_string());
        while !lines.is_empty() {
            let rest: Vec<&str> = lines.iter().map(|(_, l)| *l).collect();
            let rest = rest.join("\n");
            let e = match toml::from_str::<T>(&rest) {
                Ok(value) => {
                    // (In the order of the file.)
                    left_aside.sort_by_key(|(line, _)| *line);
                    return (
                        Some(value),
                        left_aside.into_iter().map(|(_, e)| e).collect(),
                    );
                }
                Err(e) => e,
            };
            let why = reason(&lines, &e);
            let line = e
                .span()
                .map(|s| rest[..s.start.min(rest.len())].matches('\n').count());
            match line {
                Some(n) if n < lines.len() && lines[n].1.contains('=') => {
                    let (line, written) = lines.remove(n);
                    left_aside.push((
                        line,
                        StoreError {
                            path: path.clone(),
                            kind: StoreErrorKind::PartlyRead {
                                reason: Box::new(why),
                                written: shortened(written.trim(), 40),
                            },
                        },
                    ));
                }
                _ => break,
            }
        }
        (None, vec![self.set_aside(relative, first)])
    }

    /// Reads `relative` as JSON. A file that does not parse is set aside and reported.
    ///
    /// # Errors
    /// An unreadable or corrupt file (the caller goes on without it).
    pub fn load_json<T: DeserializeOwned>(&self, relative: &str) -> Result<Option<T>, StoreError> {
        let Some(text) = self.read(relative)? else {
            return Ok(None);
        };
        match serde_json::from_str(&text) {
            Ok(value) => Ok(Some(value)),
            Err(e) => Err(self.set_aside(relative, json_reason::<T>(&text, &e))),
        }
    }

    /// A JSON save at `relative` that cannot be read as `T`, or that another version of the app wrote
    /// (its `version` is not `version`): the file is set aside as `<file>.corrupt`, and this says so as
    /// the message `app-setup-save-broken` (the file, line and column, and what is wrong), for the
    /// screen where that game opens. `None` when the save reads well or there is none.
    pub fn broken_json<T: DeserializeOwned>(
        &self,
        relative: &str,
        version: u32,
    ) -> Option<Message> {
        let text = self.read(relative).ok().flatten()?;
        let (at, what) = match serde_json::from_str::<T>(&text) {
            Ok(_) => {
                let found = serde_json::from_str::<serde_json::Value>(&text)
                    .ok()?
                    .get("version")?
                    .as_u64()?;
                if found == u64::from(version) {
                    return None;
                }
                let what = Words::new("store-reason-version")
                    .with("found", found)
                    .with("version", version);
                (text.find("\"version\"").unwrap_or(0), what)
            }
            Err(e) => {
                json::mistake_reading(&text, &e, |t| serde_json::from_str::<T>(t).map(|_| ()))
            }
        };
        Some(self.broken_at(relative, &text, at, what))
    }

    /// A save at `relative` that reads but cannot be used (`what` is wrong at byte `at` of `text`, a
    /// position that does not fit its board): it is set aside as `<file>.corrupt`, and this says so as
    /// the message `app-setup-save-broken`, like [`Store::broken_json`].
    pub fn broken_at(&self, relative: &str, text: &str, at: usize, what: Words) -> Message {
        // The name it was set aside under (`saves/espion.json.corrupt-2` when one was there already).
        let aside = match self
            .set_aside(relative, reason_at(text, at, what.clone()))
            .kind
        {
            StoreErrorKind::Corrupt { set_aside, .. } => set_aside,
            _ => format!("{relative}.corrupt"),
        };
        let (line, column) = crate::data::line_column(text, at);
        // The file as the data folder names it (`saves/espion.json.corrupt`): short enough to read on
        // a game's panel, where the full path would be one long word.
        Message::new("app-setup-save-broken")
            .with("file", aside)
            .with("line", line)
            .with("column", column)
            .with("what", what)
    }

    /// Writes `value` as TOML, atomically.
    ///
    /// # Errors
    /// See [`Store::write`].
    pub fn save_toml<T: Serialize>(&self, relative: &str, value: &T) -> Result<(), StoreError> {
        self.write_serialized(relative, toml::to_string(value).map_err(|e| e.to_string()))
    }

    /// Writes `value` as JSON, atomically.
    ///
    /// # Errors
    /// See [`Store::write`].
    pub fn save_json<T: Serialize>(&self, relative: &str, value: &T) -> Result<(), StoreError> {
        self.write_serialized(
            relative,
            serde_json::to_string(value).map_err(|e| e.to_string()),
        )
    }

    /// Writes a value's text, or reports why it could not be written as text.
    fn write_serialized(
        &self,
        relative: &str,
        text: Result<String, String>,
    ) -> Result<(), StoreError> {
        let text = text.map_err(|e| StoreError {
            path: relative.to_string(),
            kind: StoreErrorKind::Write(Words::new("cli-reason-other").with("raw", e)),
        })?;
        self.write(relative, &text)
    }

    /// An empty store in a folder of its own under the system's temporary folder (for tests).
    #[cfg(test)]
    pub(crate) fn temp(name: &str) -> (Store, PathBuf) {
        let dir = std::env::temp_dir().join(format!("ludoclasse-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        (Store::at(Some(dir.clone())), dir)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    fn temp_store(name: &str) -> (Store, PathBuf) {
        Store::temp(&format!("store-{name}"))
    }

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Thing {
        n: u32,
    }

    /// What a killed app left (its temporary file) is removed at the next start; a file being written
    /// by a process that still runs, and the saves themselves, stay.
    #[test]
    fn a_killed_write_leaves_nothing_at_the_next_start() {
        let (_, dir) = temp_store("sweep");
        let saves = dir.join("saves");
        std::fs::create_dir_all(&saves).unwrap();
        std::fs::write(saves.join("espion.json"), "{}").unwrap();
        // No process has this number (Linux counts to 4194304 at most).
        std::fs::write(saves.join("espion.json.99999999.tmp"), "{\"half").unwrap();
        let mine = format!("espion.json.{}.tmp", std::process::id());
        std::fs::write(saves.join(&mine), "{}").unwrap();
        sweep_temporaries(&saves);
        let mut left: Vec<String> = std::fs::read_dir(&saves)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["espion.json".to_string(), mine]);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A write that fails (here a file where the saves' folder goes, as a full disk would) is kept:
    /// read back in the file's place, named, and written once the way is clear; a file removed since
    /// is not written.
    #[test]
    fn a_failed_write_is_kept_and_written_again() {
        let (store, dir) = temp_store("pending");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("saves"), "in the way").unwrap();
        assert!(store.save_json("saves/x.json", &Thing { n: 7 }).is_err());
        assert!(store.save_json("saves/y.json", &Thing { n: 8 }).is_err());
        assert_eq!(store.pending(), ["saves/x.json", "saves/y.json"]);
        assert_eq!(
            store.load_json::<Thing>("saves/x.json").unwrap(),
            Some(Thing { n: 7 })
        );
        assert!(store.retry_pending().iter().all(|(_, r)| r.is_err()));
        store.remove("saves/y.json").unwrap_or(());
        std::fs::remove_file(dir.join("saves")).unwrap();
        let retried = store.retry_pending();
        assert_eq!(retried.len(), 1);
        assert!(retried[0].1.is_ok());
        assert!(store.pending().is_empty());
        let text = std::fs::read_to_string(dir.join("saves/x.json")).unwrap();
        assert_eq!(text, r#"{"n":7}"#);
        assert!(!dir.join("saves/y.json").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn writes_atomically_and_reads_back() {
        let (store, dir) = temp_store("roundtrip");
        store.save_json("saves/x.json", &Thing { n: 3 }).unwrap();
        assert_eq!(
            store.load_json::<Thing>("saves/x.json").unwrap(),
            Some(Thing { n: 3 })
        );
        // No temporary file is left behind.
        let left: Vec<_> = std::fs::read_dir(dir.join("saves"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["x.json"]);
        store.save_toml("s.toml", &Thing { n: 4 }).unwrap();
        assert_eq!(
            store.load_toml::<Thing>("s.toml").unwrap(),
            Some(Thing { n: 4 })
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_missing_file_is_no_error() {
        let (store, _) = temp_store("missing");
        assert_eq!(store.load_json::<Thing>("nothing.json").unwrap(), None);
        assert_eq!(Store::none().load_toml::<Thing>("x.toml").unwrap(), None);
    }

    /// A file that takes `room` bytes, then says the disk is full.
    struct FullDisk {
        file: std::fs::File,
        room: usize,
    }

    impl std::io::Write for FullDisk {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::ErrorKind::StorageFull.into());
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            self.file.write(&buf[..n])
        }

        fn flush(&mut self) -> std::io::Result<()> {
            self.file.flush()
        }
    }

    impl Sink for FullDisk {
        fn sync(&mut self) -> std::io::Result<()> {
            self.file.sync_all()
        }
    }

    #[test]
    fn a_write_that_fails_half_way_keeps_the_previous_save_and_leaves_nothing() {
        let (store, dir) = temp_store("full");
        store.save_json("saves/x.json", &Thing { n: 3 }).unwrap();
        let path = dir.join("saves/x.json");
        let big = format!("{{\"n\": 4, \"pad\": \"{}\"}}", "x".repeat(10_000));
        let e = write_atomically(&path, big.as_bytes(), |tmp| {
            Ok(FullDisk {
                file: std::fs::File::create(tmp)?,
                room: 4096,
            })
        })
        .unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::StorageFull);
        assert_eq!(
            store.load_json::<Thing>("saves/x.json").unwrap(),
            Some(Thing { n: 3 }),
            "the previous save is intact"
        );
        let left: Vec<_> = std::fs::read_dir(dir.join("saves"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["x.json"], "no temporary file is left");
        // Said in plain words, in both languages, without the system's "(os error 28)".
        let error = StoreError {
            path: path.display().to_string(),
            kind: StoreErrorKind::Write(crate::data::io_words(&e)),
        };
        let fr = error.notice(&Texts::shipped(crate::i18n::Lang::Fr));
        let en = error.notice(&Texts::shipped(crate::i18n::Lang::En));
        assert!(fr.contains("le disque est plein"), "{fr}");
        assert!(en.contains("the disk is full"), "{en}");
        assert!(en.contains("unchanged") && !en.contains("os error"), "{en}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_first_save_says_nothing_was_saved_yet() {
        let (store, dir) = temp_store("first-save");
        // `saves` is a file, so its folder cannot be made: the very first save of the game fails.
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("saves"), "not a folder").unwrap();
        let first = store.write("saves/x.json", "{}").unwrap_err();
        assert!(
            matches!(first.kind, StoreErrorKind::FirstWrite(_)),
            "{first:?}"
        );
        for lang in [crate::i18n::Lang::Fr, crate::i18n::Lang::En] {
            let texts = Texts::shipped(lang);
            let said = format!("{} {}", first.notice(&texts), first.short(&texts));
            assert!(
                !said.contains("avant") && !said.contains("before"),
                "no earlier copy to speak of: {said}"
            );
            assert!(
                said.contains("encore enregistré") || said.contains("saved yet"),
                "{said}"
            );
        }
        // A file that was saved before keeps its copy, and the notice says so.
        store.write("settings.toml", "n = 1").unwrap();
        // Its temporary copy cannot be made (a folder is in the way): the save fails.
        let tmp = format!("settings.toml.{}.tmp", std::process::id());
        std::fs::create_dir_all(dir.join(&tmp).join("in-the-way")).unwrap();
        let later = store.write("settings.toml", "n = 2").unwrap_err();
        assert!(matches!(later.kind, StoreErrorKind::Write(_)), "{later:?}");
        let said = later.short(&Texts::shipped(crate::i18n::Lang::Fr));
        assert!(said.contains("copie d’avant est gardée"), "{said}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    /// The advice after a failed save fits its reason: room to free on a full disk, someone to ask
    /// for a protected folder, and no advice about room for anything else.
    #[test]
    fn the_advice_after_a_failed_save_fits_its_reason() {
        let fr = Texts::shipped(crate::i18n::Lang::Fr);
        let en = Texts::shipped(crate::i18n::Lang::En);
        let failed = |id: &'static str| StoreError {
            path: "/data/saves/espion.json".into(),
            kind: StoreErrorKind::Write(Words::new(id)),
        };
        let full = failed("cli-reason-disk-full");
        assert!(full.notice(&fr).contains("Libérez de la place"));
        assert!(
            fr.format(&full.message(&fr))
                .contains("Libérez de la place")
        );
        assert!(full.notice(&en).contains("Free some space"));
        for id in ["cli-reason-read-only", "cli-reason-permission"] {
            let locked = failed(id);
            for said in [locked.notice(&fr), fr.format(&locked.message(&fr))] {
                assert!(!said.contains("place"), "{said}");
                assert!(said.contains("demandez à la personne"), "{said}");
            }
            assert!(locked.notice(&en).contains("ask the person"));
        }
        let other = failed("cli-reason-not-found");
        assert!(!other.notice(&fr).contains("place") && !other.notice(&fr).contains("demandez"));
    }

    /// A file saved by Notepad (a byte order mark, "Unicode", "ANSI") is read, accents kept.
    #[test]
    fn a_file_an_editor_saved_is_read_as_written() {
        let text = "{\"name\": \"Léa\"}";
        let mut utf16 = vec![0xFF, 0xFE];
        utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        let latin1: Vec<u8> = text.chars().map(|c| c as u8).collect();
        for bytes in [
            [&[0xEF, 0xBB, 0xBF][..], text.as_bytes()].concat(),
            utf16,
            latin1,
        ] {
            assert_eq!(decoded(bytes), text);
        }
    }

    /// One value not understood (a language the kit does not have) keeps its default; the class's
    /// other settings stay, and the file is not set aside.
    #[test]
    fn a_setting_not_understood_leaves_the_others() {
        use crate::app::settings::{Settings, TextSize};
        let (store, dir) = temp_store("partly");
        store
            .write(
                "settings.toml",
                "lang = \"de\"\ntext_size = \"giant\"\nclassroom = true\n",
            )
            .unwrap();
        let (read, problem) = store.load_toml_partly::<Settings>("settings.toml");
        let read = read.expect("the values understood");
        assert_eq!(read.lang, None);
        assert_eq!(read.text_size, TextSize::Giant);
        assert!(read.classroom);
        let problem = problem
            .into_iter()
            .next()
            .expect("the value not understood is said");
        assert!(matches!(problem.kind, StoreErrorKind::PartlyRead { .. }));
        let texts = Texts::shipped(crate::i18n::Lang::En);
        let said = texts.say(&problem.words()).unwrap();
        assert!(said.contains("line 1, column 8"), "{said}");
        // The notice's first sentence names the line and shows it, so that the setting is seen.
        let plain = super::super::notice::plain(&problem.notice(&texts)).to_string();
        assert!(plain.contains("(line 1: `lang = \"de\"`)"), "{plain}");
        assert!(
            store.read("settings.toml").unwrap().is_some(),
            "the file stays"
        );
        // A key mistyped (`text-size`): said at its line, the others kept.
        store
            .write("settings.toml", "classroom = true\ntext-size = \"huge\"\n")
            .unwrap();
        let (read, problem) = store.load_toml_partly::<Settings>("settings.toml");
        assert!(read.expect("the values understood").classroom);
        let said = texts
            .say(&problem.first().expect("the key is said").words())
            .unwrap();
        assert!(
            said.contains("line 2, column 1") && said.contains("text_size"),
            "{said}"
        );
        // Two lines not understood: each is said at its own line, the others kept.
        store
            .write(
                "settings.toml",
                "lang = \"de\"\nclassroom = true\nanimation = \"vite\"\n",
            )
            .unwrap();
        let (read, problems) = store.load_toml_partly::<Settings>("settings.toml");
        assert!(read.expect("the values understood").classroom);
        let said: Vec<String> = problems
            .iter()
            .map(|p| texts.say(&p.words()).unwrap())
            .collect();
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(said[0].contains("line 1, column 8"), "{said:?}");
        assert!(said[1].contains("line 3, column 13"), "{said:?}");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_corrupt_file_is_set_aside_and_reported() {
        let (store, dir) = temp_store("corrupt");
        store.write("settings.toml", "lang = = 3").unwrap();
        let err = store.load_toml::<Thing>("settings.toml").unwrap_err();
        assert!(matches!(err.kind, StoreErrorKind::Corrupt { .. }), "{err}");
        assert!(err.to_string().contains("settings.toml"), "{err}");
        // Where, in the teacher's language: the line and column of the second `=`.
        let texts = Texts::shipped(crate::i18n::Lang::En);
        let said = texts.say(&err.words()).unwrap();
        assert!(said.contains("(line 1, column 8: "), "{said}");
        // A save cut short: said as such, at its place.
        store
            .write("saves/x.json", "{\"name\": \"a\", \"count\"")
            .unwrap();
        let err = store.load_json::<Thing>("saves/x.json").unwrap_err();
        let said = texts.say(&err.words()).unwrap();
        assert!(
            said.contains("the file stops in the middle, line 1, column "),
            "{said}"
        );
        assert!(!dir.join("settings.toml").exists());
        assert!(dir.join("settings.toml.corrupt").exists());
        // The next start finds no file and goes on with defaults.
        assert_eq!(store.load_toml::<Thing>("settings.toml").unwrap(), None);
        // The children's list: its notice says what it holds, and that the list is empty now.
        store.write("profiles.json", "{\"children\": 5}").unwrap();
        let err = store.load_json::<Vec<Thing>>("profiles.json").unwrap_err();
        let plain = super::super::notice::plain(&err.notice(&texts)).to_string();
        assert!(
            plain.starts_with("The list of children and their stars (profiles.json) was damaged")
                && plain.contains("the list is empty for now"),
            "{plain}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}
