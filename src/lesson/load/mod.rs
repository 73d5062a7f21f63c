//! Reading lesson files: TOML into [`LessonFile`], then into a checked [`Lesson`], every problem reported
//! as `file:line:column: what is wrong`, all of them at once.
//!
//! This file reads the lesson's header and holds the helpers every reader shares ([`Ctx`]); `step.rs`
//! reads one `[[step]]` table (the fields its kind allows, its annotations) and hands its kind to the
//! reader of that kind: `moves.rs` (setup, expect, reply, play), `quiz.rs`, `cards.rs` (La Bataille's
//! deal, flip, guess, simulate), `chars.rs` (throw, lay). `files.rs` finds lesson files.
//!
//! ```
//! use ludoclasse::lesson::load::parse;
//! let text = "game = \"bataille\"\ntitle = \"bataille-l01-title\"\n[[step]]\nkind = \"sya\"\n";
//! let errors = parse("lessons/bataille/01-deal.toml", text).unwrap_err();
//! assert_eq!(
//!     errors[0].to_string(),
//!     "lessons/bataille/01-deal.toml:4:9: unknown step kind `sya`; did you mean `say`?"
//! );
//! ```

use std::path::Path;

use toml::Spanned;

use crate::core::GameId;
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::data::{self, DataError, Words};
use crate::i18n::Message;

use super::model::*;
use super::world::{Deal, deal_cards};

mod cards;
mod chars;
mod files;
mod moves;
mod quiz;
mod step;

pub use cards::deck_words;
pub use files::{Source, from_path, is_rules_file, passed_over, shipped};
use step::{Missing, step};

/// The word for the board file's start position, in `position` fields.
pub const START: &str = "start";

/// Everything wrong with one lesson file.
pub type Errors = Vec<DataError>;

struct Ctx<'a> {
    path: &'a str,
    text: &'a str,
    errors: Errors,
    messages: Vec<(String, Span)>,
    /// Squares named so far, with their places.
    squares: Vec<(Square, Span)>,
    /// The game the file says, once read.
    game: Option<GameId>,
}

impl Ctx<'_> {
    /// Where the `n`-th word (0-based; words are split at spaces, line ends and commas) of the string
    /// value at `span` is, in single or multi-line quotes.
    fn word_span(&self, span: &Span, n: usize) -> Span {
        let raw = self.text.get(span.clone()).unwrap_or("");
        let mut start = span.start;
        let mut body = raw;
        for quotes in ["\"\"\"", "'''", "\"", "'"] {
            if let Some(rest) = raw.strip_prefix(quotes) {
                start += quotes.len();
                body = rest;
                break;
            }
        }
        let mut count = 0;
        let mut word_start = None;
        // (A separator may be longer than a byte: a no-break space between two cards.)
        let ends = body
            .char_indices()
            .chain(std::iter::once((body.len(), ' ')));
        for (i, c) in ends {
            if !(c.is_whitespace() || c == ',') {
                word_start.get_or_insert(i);
                continue;
            }
            let Some(from) = word_start.take() else {
                continue;
            };
            let word = &body[from..i];
            // A `\` at a line's end only joins the lines of a multi-line text.
            if !word.starts_with(['"', '\'']) && word != "\\" {
                if count == n {
                    return start + from..start + i;
                }
                count += 1;
            }
        }
        inner(span.clone())
    }

    /// The place of the value of `name = …` in the table that holds byte `anchor` (for fields whose value
    /// keeps no place, like plain numbers).
    fn field_span(&self, anchor: usize, name: &str) -> Option<Span> {
        field_span(self.text, anchor, name)
    }

    fn error(&mut self, span: Span, words: Words) {
        self.errors
            .push(DataError::at_value(self.path, self.text, span, words));
    }

    /// Says that the step whose kind is at `at` lacks `field`: where the field belongs (in the order of
    /// a shipped lesson's fields) if the model says, else at the kind. `words` get the place as `where`.
    fn missing(&mut self, at: &Span, field: &str, words: Words) {
        let place = missing_place(self.path, self.text, self.game, at.start, field);
        match place {
            Some((byte, place)) => self.error(byte..byte, words.with_words("where", place)),
            None => self.error(at.clone(), words.with("where", "")),
        }
    }

    fn message(&mut self, id: &Spanned<String>) -> String {
        self.messages
            .push((id.get_ref().clone(), id.span().start + 1..id.span().end));
        id.get_ref().clone()
    }

    /// `text` read by `parse`, or an error at it saying that it is not `not_it`.
    fn read<T>(
        &mut self,
        text: &Spanned<String>,
        parse: impl FnOnce(&str) -> Option<T>,
        not_it: &'static str,
    ) -> Option<T> {
        let value = parse(text.get_ref());
        if value.is_none() {
            let words = Words::new(not_it).with("text", text.get_ref());
            self.error(inner(text.span()), words);
        }
        value
    }

    /// Why `text`, written like a square, is none: beyond the board of the lesson's game (its files
    /// and ranks said, with the square meant when a digit was typed twice: `D44`), else beyond every
    /// board of the games.
    fn beyond(&self, text: &str) -> Words {
        let boards = || crate::boards::Boards::shared();
        let dims = self.game.and_then(|game| {
            let open = |b: &crate::boards::Boards| b.open(game, None).ok().map(|g| g.dims());
            open(boards()).or_else(|| open(crate::boards::Boards::shipped()))
        });
        let Some((game, dims)) = self.game.zip(dims) else {
            return Words::new("load-square-beyond").with("text", text);
        };
        let on_board = |t: &str| t.parse::<Square>().ok().filter(|sq| dims.contains(*sq));
        // One character too many, when only one square can be meant (`D44`; `F12` could be `F1` or
        // `F2`, or a square beyond: no guess).
        let mut meant: Vec<Square> = (1..text.len())
            .filter(|&i| text.is_char_boundary(i) && text.is_char_boundary(i + 1))
            .map(|i| format!("{}{}", &text[..i], &text[i + 1..]))
            .filter(|t| t.len() >= 2 && t.as_bytes()[0].is_ascii_alphabetic())
            .filter_map(|t| on_board(&t.to_ascii_uppercase()))
            .collect();
        meant.sort();
        meant.dedup();
        let guess = match meant.as_slice() {
            [sq] => sq.to_string(),
            _ => "none".to_string(),
        };
        Words::new("load-square-beyond-board")
            .with("text", text)
            .with("game", game.id())
            .with("last", char::from(b'A' + dims.files - 1).to_string())
            .with("ranks", dims.ranks)
            .with("guess", guess)
    }

    fn square(&mut self, text: &Spanned<String>) -> Option<Square> {
        if self.said_repaired(text, |t| t.parse::<Square>().is_ok()) {
            return None;
        }
        // `L6`, `E0`: written like a square, but beyond the boards.
        if like_a_square(text.get_ref()) && text.get_ref().parse::<Square>().is_err() {
            let words = self.beyond(text.get_ref());
            self.error(inner(text.span()), words);
            return None;
        }
        let sq = self.read(text, |t| t.parse::<Square>().ok(), "load-not-a-square")?;
        self.squares.push((sq, inner(text.span())));
        Some(sq)
    }

    /// When `text` does not read but one of [`REPAIRS`] of it does, says so at it, with the
    /// text meant, and returns true.
    fn said_repaired(&mut self, text: &Spanned<String>, reads: impl Fn(&str) -> bool) -> bool {
        if reads(text.get_ref()) {
            return false;
        }
        let Some((id, meant)) = REPAIRS.iter().find_map(|(id, repair)| {
            repair(text.get_ref())
                .filter(|meant| reads(meant))
                .map(|meant| (*id, meant))
        }) else {
            return false;
        };
        let words = Words::new(id)
            .with("text", text.get_ref())
            .with("meant", meant);
        self.error(inner(text.span()), words);
        true
    }

    fn move_text(&mut self, text: &Spanned<String>) -> Option<MoveText> {
        if self.said_repaired(text, |t| parse_move(t).is_some()) {
            return None;
        }
        // `"E1-E4, E4-E8"`: two moves in one pair of quotes.
        let parts: Vec<&str> = text
            .get_ref()
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
            .collect();
        if parts.len() > 1 && parts.iter().all(|p| parse_move(p).is_some()) {
            let quoted: Vec<String> = parts.iter().map(|p| format!("\"{p}\"")).collect();
            let words = Words::new("load-moves-in-one-text")
                .with("text", text.get_ref())
                .with("count", parts.len())
                .with("quoted", quoted.join(", "));
            self.error(inner(text.span()), words);
            return None;
        }
        if parse_move(text.get_ref()).is_none()
            && let Some((at, part)) = square_beyond_in_move(text.get_ref())
        {
            // `B6-B12`: two squares, one beyond every board; said at that square.
            let start = inner(text.span()).start + at;
            let words = self.beyond(part);
            self.error(start..start + part.len(), words);
            return None;
        }
        let mv = self.read(text, parse_move, "load-not-a-move")?;
        let span = inner(text.span());
        self.squares.push((mv.from, span.clone()));
        self.squares.push((mv.to, span));
        Some(mv)
    }

    /// A die's value, 1 to 6; else an error at it.
    fn die(&mut self, die: &Spanned<i64>) -> Option<u8> {
        self.number_in(die, 1..=6, "load-die", "die")
    }

    /// A square of the race's track, 1 to 40; else an error at it.
    fn track_square(&mut self, square: &Spanned<i64>) -> Option<u8> {
        self.number_in(square, 1..=40, "load-track-square", "square")
    }

    /// `n` when it is in `range`; else the error `id`, with `n` as `name`, at its place.
    fn number_in(
        &mut self,
        n: &Spanned<i64>,
        range: std::ops::RangeInclusive<u8>,
        id: &'static str,
        name: &'static str,
    ) -> Option<u8> {
        let value = u8::try_from(*n.get_ref())
            .ok()
            .filter(|v| range.contains(v));
        if value.is_none() {
            self.error(n.span(), Words::new(id).with(name, n.get_ref()));
        }
        value
    }

    fn side(&mut self, text: &Spanned<String>) -> Option<Side> {
        match text.get_ref().as_str() {
            "white" => Some(Side::White),
            "black" => Some(Side::Black),
            other => {
                self.error(
                    inner(text.span()),
                    Words::new("load-not-a-side").with("text", other).with(
                        "guess",
                        closest(other, &["white", "black"]).unwrap_or("none"),
                    ),
                );
                None
            }
        }
    }

    /// `text` as one of `names`; else an error naming `what` it should be (`step kind`, `game`…, the
    /// `load-what-*` words), with a guess when one is close.
    fn choice<T: Copy>(
        &mut self,
        text: &Spanned<String>,
        what: &str,
        names: &[(&str, T)],
    ) -> Option<T> {
        if let Some((_, v)) = names.iter().find(|(n, _)| *n == text.get_ref()) {
            return Some(*v);
        }
        let list: Vec<&str> = names.iter().map(|(n, _)| *n).collect();
        let words = Words::new("load-unknown-word")
            .with("text", text.get_ref())
            .with_said("what", format!("load-what-{}", what.replace(' ', "-")))
            .with("known", list.join(", "))
            .with("guess", closest(text.get_ref(), &list).unwrap_or("none"));
        self.error(inner(text.span()), words);
        None
    }
}

/// The place of the value of `name = …` in the table of `text` that holds byte `anchor` (for fields whose
/// value keeps no place, like plain numbers, and for the checker's messages about one field of a step).
pub fn field_span(text: &str, anchor: usize, name: &str) -> Option<Span> {
    let anchor = anchor.min(text.len());
    if !text.is_char_boundary(anchor) {
        return None;
    }
    let table_start = text[..anchor].rfind("\n[").map_or(0, |i| i + 1);
    let table_end = text[anchor..]
        .find("\n[")
        .map_or(text.len(), |i| anchor + i);
    let mut offset = table_start;
    for line in text[table_start..table_end].split('\n') {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix(name)
            && rest.trim_start().starts_with('=')
        {
            let value = line.find('=').map_or(offset, |i| offset + i + 1);
            let skip = text[value..].len() - text[value..].trim_start().len();
            return Some(value + skip..offset + line.trim_end().len());
        }
        offset += line.len() + 1;
    }
    None
}

/// The span of a string's content, without its quotes (toml spans include them).
fn inner(span: Span) -> Span {
    if span.end > span.start + 1 {
        span.start + 1..span.end - 1
    } else {
        span
    }
}

/// Splits a move at its sign, `x` for a capture or `-`: the two squares as written (untrimmed) and
/// whether it is a capture.
fn split_move(text: &str) -> Option<(&str, &str, bool)> {
    let capture = text.contains(['x', 'X']);
    let sep = if capture { ['x', 'X'] } else { ['-', '-'] };
    let (from, to) = text.split_once(sep)?;
    Some((from, to, capture))
}

/// Whether `text` is written like a square (a letter, then one or two digits), on a board or not.
fn like_a_square(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && (1..=2).contains(&chars.as_str().len())
        && chars.all(|c| c.is_ascii_digit())
}

/// In a move written as two squares, the first written like a square but on no board (`B12` in
/// `B6-B12`), with its byte offset in `text`.
fn square_beyond_in_move(text: &str) -> Option<(usize, &str)> {
    let (from, to, _) = split_move(text)?;
    let to_at = from.len() + 1;
    [(0, from), (to_at, to)]
        .into_iter()
        .map(|(at, part)| (at + part.len() - part.trim_start().len(), part.trim()))
        .find(|(_, part)| like_a_square(part) && part.parse::<Square>().is_err())
}

/// The spellings a word processor or a quick hand gives a square or a move, each with the message
/// that says it: a long dash (`C7–C8`), the letter O for a zero (`D1O`), a Cyrillic letter (`Е1`).
const REPAIRS: [(&str, Repair); 3] = [
    ("load-move-long-dash", plain_dashes),
    ("load-letter-for-digit", digits_for_letters),
    ("load-lookalike-letter", latin_for_lookalikes),
];

/// A text as it was meant, when a slip of one kind is in it.
type Repair = fn(&str) -> Option<String>;

/// `text` with the Cyrillic and Greek capitals that look like Latin ones (`Е1`, typed with another
/// keyboard layout on) made Latin; `None` when it has none.
fn latin_for_lookalikes(text: &str) -> Option<String> {
    const LOOKALIKES: [(char, char); 21] = [
        ('\u{410}', 'A'),
        ('\u{412}', 'B'),
        ('\u{421}', 'C'),
        ('\u{415}', 'E'),
        ('\u{41D}', 'H'),
        ('\u{41A}', 'K'),
        ('\u{41C}', 'M'),
        ('\u{41E}', 'O'),
        ('\u{420}', 'P'),
        ('\u{422}', 'T'),
        ('\u{425}', 'X'),
        ('\u{391}', 'A'),
        ('\u{392}', 'B'),
        ('\u{395}', 'E'),
        ('\u{397}', 'H'),
        ('\u{399}', 'I'),
        ('\u{39A}', 'K'),
        ('\u{39C}', 'M'),
        ('\u{39F}', 'O'),
        ('\u{3A1}', 'P'),
        ('\u{3A4}', 'T'),
    ];
    let latin: String = text
        .chars()
        .map(|c| {
            LOOKALIKES
                .iter()
                .find(|(l, _)| *l == c)
                .map_or(c, |(_, m)| *m)
        })
        .collect();
    (latin != text).then_some(latin)
}

/// `text` with its long dashes made the keyboard's hyphen; `None` when it has none.
fn plain_dashes(text: &str) -> Option<String> {
    let plain = text.replace(['–', '—', '−', '‐', '\u{2011}', '\u{2012}'], "-");
    (plain != text).then_some(plain)
}

/// `text` with the letters O, o (for 0) and l, I (for 1) where a square's number goes made digits:
/// after a digit (`D1O` is `D10`), or right after the file letter (`El` is `E1`); `None` when there is
/// none.
fn digits_for_letters(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    // Where a digit goes: after a digit, or after a letter that starts a square.
    let mut digit_goes = false;
    let mut before: Option<char> = None;
    for c in text.chars() {
        let digit = match c {
            'O' | 'o' if digit_goes => Some('0'),
            'l' | 'I' if digit_goes => Some('1'),
            _ => None,
        };
        changed |= digit.is_some();
        let c = digit.unwrap_or(c);
        let starts_square = c.is_ascii_uppercase() && !before.is_some_and(char::is_alphanumeric);
        digit_goes = c.is_ascii_digit() || starts_square;
        before = Some(c);
        out.push(c);
    }
    changed.then_some(out)
}

/// Reads `D2-D4` or `D2xE3`.
pub fn parse_move(text: &str) -> Option<MoveText> {
    let (from, to, capture) = split_move(text)?;
    Some(MoveText {
        from: from.trim().parse().ok()?,
        to: to.trim().parse().ok()?,
        capture,
    })
}

pub use crate::data::closest_word;
use crate::data::closest_word as closest;

/// Shortens serde's "unknown field `txt`, expected one of …" to a guess when one is close.
fn hint_unknown_field(words: &mut data::Words) {
    if words.id != "data-unknown-field" {
        return;
    }
    let arg = |name: &str| {
        words
            .args
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(String::new(), |(_, v)| v.clone())
    };
    let (field, expected) = (arg("name"), arg("known"));
    let known: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    // A field of the lesson's head written after the steps (it lands in the last step above it).
    let head = ["game", "title", "summary", "phase", "side", "deal"];
    if known.contains(&"kind") && head.contains(&field.as_str()) {
        *words = data::Words::new("load-head-field-in-step").with("name", &field);
        return;
    }
    // The same below `[deal]` (it lands in the deal).
    if known.contains(&"deck") && head.contains(&field.as_str()) {
        *words = data::Words::new("load-head-field-in-deal").with("name", &field);
        return;
    }
    // A field of a step written below its `[[step.options]]` (it lands in the last option).
    if known.contains(&"min") && !known.contains(&field.as_str()) && step_fields().contains(&field)
    {
        *words = data::field_of_parent_table(&field, "[[step]]", "[[step.options]]");
        return;
    }
    if let Some(guess) = closest(&field, &known) {
        *words = data::Words::new("data-unknown-field-guess")
            .with("name", &field)
            .with("guess", guess);
    }
}

/// The fields of a `[[step]]` table, as serde lists them when it meets one it does not know.
fn step_fields() -> Vec<String> {
    let said = toml::from_str::<LessonFile>("[[step]]\nnot-a-field = 0")
        .err()
        .map(|e| e.message().to_string())
        .unwrap_or_default();
    said.split_once("expected")
        .map_or_else(Vec::new, |(_, known)| {
            known
                .split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect()
        })
}

/// What a field of a lesson file is for, to explain why a missing one is needed.
fn field_purpose(_table: &str, field: &str) -> Option<&'static str> {
    Some(match field {
        "kind" => {
            "it says what the step does (say, setup, expect, reply, quiz, play, flip, throw, guess, simulate or lay)"
        }
        "game" => {
            "it names the game the lesson teaches (bataille, chars, espion, schada or tank-battle)"
        }
        "title" => "it is the message id of the lesson's name in the lesson list",
        "text" => "it is the message id of what is shown",
        "square" => "it names the square the label is written on",
        "min" => "it is the smallest number of rounds this option stands for",
        "max" => "it is the largest number of rounds this option stands for",
        _ => return None,
    })
}

/// Shipped lessons whose order of fields tells where a missing one belongs: the one of the same name in
/// the folder of the lesson's game (the one it says, else its folder's), then that game's others, then
/// the other games' (the first that writes the field decides).
fn model_lessons(path: &str, game: Option<GameId>) -> Vec<&'static str> {
    let name = Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("");
    let game = game
        .or_else(|| super::rules::game_of(path))
        .unwrap_or(GameId::Espion);
    let folder = format!("lessons/{}", game.id());
    let same = format!("{folder}/{name}");
    let mut games = vec![game];
    games.extend(GameId::ALL.iter().filter(|g| **g != game));
    let mut models: Vec<(bool, &'static str)> = Vec::new();
    for g in games {
        for (p, text) in data::shipped_files(&format!("lessons/{}", g.id())) {
            if p.ends_with(".toml") && !p.ends_with("/rules.toml") {
                models.push((p != same, text));
            }
        }
    }
    // The lesson of the same name first; the sort is stable.
    models.sort_by_key(|(other, _)| *other);
    models.into_iter().map(|(_, text)| text).collect()
}

/// Where a field missing from the table holding byte `at` belongs, after the first model that writes it.
pub fn missing_place(
    path: &str,
    text: &str,
    game: Option<GameId>,
    at: usize,
    field: &str,
) -> Option<(usize, Words)> {
    model_lessons(path, game)
        .into_iter()
        .find_map(|model| data::missing_place(text, model, at, field))
}

/// The lesson id of a file: `espion-l01` for `…/espion/01-first-steps.toml`.
pub fn lesson_id(game: GameId, path: &str) -> String {
    let stem = Path::new(path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("");
    // `7-…` is lesson 07, as `07-…` is: one number, one id (and one set of stars). A teacher's
    // `07_…`, `07 ma leçon` or `07` alone is lesson 07 too.
    let digits = stem.len() - stem.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &stem[digits..];
    if digits > 0 && (rest.is_empty() || rest.starts_with(['-', '_', ' '])) {
        let n = stem[..digits].trim_start_matches('0');
        format!("{}-l{:0>2}", game.id(), n)
    } else {
        format!("{}-{stem}", game.id())
    }
}

/// The error for a lesson whose number (hence id and stars) another file already has.
pub fn same_number(lesson: &Lesson, first: &str) -> DataError {
    // At the `game = …` line (the word may be in the comment above it too).
    let mut at = 0;
    let mut offset = 0;
    for line in lesson.text.split('\n') {
        let t = line.trim_start();
        if t.strip_prefix("game")
            .is_some_and(|rest| rest.trim_start().starts_with('='))
        {
            at = offset + (line.len() - t.len());
            break;
        }
        offset += line.len() + 1;
    }
    let name = |path: &str| {
        Path::new(path)
            .file_name()
            .map_or(path.to_string(), |n| n.to_string_lossy().into_owned())
    };
    // A copy a sync tool kept when two computers changed the lesson (Dropbox's "conflicted copy",
    // OneDrive's or Syncthing's): not a lesson of its own to renumber, but one to merge and delete.
    let sync_copy = |path: &str| {
        let lower = name(path).to_lowercase();
        [
            "conflicted copy",
            "copie en conflit",
            "sync-conflict",
            "conflit",
            "conflict",
        ]
        .iter()
        .any(|w| lower.contains(w))
    };
    let (here, other) = (name(&lesson.path), name(first));
    let sync = match (sync_copy(&lesson.path), sync_copy(first)) {
        (false, true) => Some((other.clone(), here.clone())),
        (true, false) => Some((here.clone(), other.clone())),
        _ => None,
    };
    // A teacher's copy with a shipped lesson's number: that lesson is not in the teacher's folder
    // to be renumbered; the copy replaces it under the shipped name, or is a new lesson.
    let words = if let Some((copy, original)) = sync {
        Words::new("lesson-sync-copy")
            .with("copy", copy)
            .with("original", original)
            .with("first", first)
    } else if data::shipped(first).is_some() && data::shipped(&lesson.path).is_none() {
        let folder = format!("lessons/{}", lesson.game.id());
        let next = data::shipped_files(&folder)
            .iter()
            .filter_map(|(path, _)| {
                let name = Path::new(path).file_name()?.to_str()?;
                let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<u32>().ok()
            })
            .max()
            .unwrap_or(0)
            + 1;
        // The copy's own name under the new number: `06-proteger-le-chef.toml`.
        let own = here;
        let rest = own.trim_start_matches(|c: char| c.is_ascii_digit());
        Words::new("lesson-same-number-shipped")
            .with("name", other)
            .with("next", format!("{next:02}{rest}"))
    } else {
        Words::new("lesson-same-number").with("first", first)
    };
    DataError::at_span(
        &lesson.path,
        &lesson.text,
        at..at,
        words.with("id", &lesson.id),
    )
}

/// Reads one lesson file.
///
/// # Errors
/// Every problem found, each with its line and column.
pub fn parse(path: &str, text: &str) -> Result<Lesson, Errors> {
    match read(path, text, false) {
        (Some(lesson), errors) if errors.is_empty() => Ok(lesson),
        (_, errors) => Err(errors),
    }
}

/// Reads one lesson file for the checker: its problems, and the lesson itself when the only ones are
/// message ids with another lesson's prefix (its steps can then still be checked).
pub fn parse_partly(path: &str, text: &str) -> (Option<Lesson>, Errors) {
    read(path, text, true)
}

fn read(path: &str, text: &str, partly: bool) -> (Option<Lesson>, Errors) {
    let bad_bytes = data::bad_bytes(path, text);
    let word_processor = bad_bytes
        .as_ref()
        .is_some_and(|e| e.words.id == "data-word-processor");
    if data::is_utf16(text) || word_processor {
        // Every line would be a mistake of its own: the encoding (or the format) is the one to say.
        return (None, bad_bytes.into_iter().collect());
    }
    if let Some(e) = data::empty_file(path, text, "lesson") {
        return (None, bad_bytes.into_iter().chain([e]).collect());
    }
    let file: LessonFile = match toml::from_str(text) {
        Ok(f) => f,
        Err(_) if let Some(pasted) = data::pasted_twice(path, text) => {
            return (None, bad_bytes.into_iter().chain([pasted]).collect());
        }
        Err(e) => {
            let mut error = data::toml_error(
                path,
                text,
                &e,
                field_purpose,
                model_lessons(path, None).first().copied(),
            );
            hint_unknown_field(&mut error.words);
            // A byte of another encoding breaks the line it is on: one problem there, not two.
            if bad_bytes.as_ref().is_some_and(|b| b.line == error.line) {
                return (None, bad_bytes.into_iter().collect());
            }
            return (None, bad_bytes.into_iter().chain([error]).collect());
        }
    };
    let mut cx = Ctx {
        path,
        text,
        errors: bad_bytes.into_iter().collect(),
        messages: Vec::new(),
        squares: Vec::new(),
        game: None,
    };
    let game = match file.game.get_ref().parse::<GameId>() {
        Ok(g) => Some(g),
        Err(_) => {
            let names: Vec<(&str, GameId)> = GameId::ALL.iter().map(|g| (g.id(), *g)).collect();
            cx.choice(&file.game, "game", &names)
        }
    };
    cx.game = game;
    // A lesson copied from another game's folder: the folder decides where the app lists it.
    let folder = super::rules::game_of(path);
    if let (Some(g), Some(f)) = (game, folder)
        && g != f
    {
        cx.error(
            inner(file.game.span()),
            Words::new("load-game-not-folder")
                .with("game", g.id())
                .with("folder", f.id()),
        );
        return (None, cx.errors);
    }
    let title = cx.message(&file.title);
    let summary = file.summary.as_ref().map(|s| cx.message(s));
    let side = file
        .side
        .as_ref()
        .and_then(|s| cx.side(s))
        .unwrap_or(Side::White);
    let race_phase = match &file.phase {
        // Race steps in a lesson that does not say its phase: `phase = "race"` is lost, said once
        // where it belongs, and the steps are read as the race they are.
        // A lesson with a position or battle steps is a battle: a race step there is the mistake,
        // said at that step.
        None if game == Some(GameId::Chars)
            && file.steps.iter().any(|s| {
                s.kind.get_ref() == "throw"
                    || s.ask.as_ref().is_some_and(|a| a.get_ref() == "landing")
            })
            && file.position.is_none()
            && !file.steps.iter().any(|s| {
                ["setup", "expect", "reply", "play", "lay"].contains(&s.kind.get_ref().as_str())
            }) =>
        {
            let (at, place) = match missing_place(path, text, game, 0, "phase") {
                Some((at, place)) => (at, Some(place)),
                None => (0, None),
            };
            let words = Words::new("load-race-without-phase");
            let words = match place {
                Some(place) => words.with_words("where", place),
                None => words.with("where", ""),
            };
            cx.error(at..at, words);
            true
        }
        None => false,
        Some(p) => {
            if game.is_some() && game != Some(GameId::Chars) {
                cx.error(inner(p.span()), Words::new("load-phase-only-chars"));
            }
            // An unknown phase is said once: the steps are then read in the phase they show (a
            // `throw` step belongs to the race), not refused again for the phase's sake.
            cx.choice(p, "phase", &[("race", true), ("battle", false)])
                .unwrap_or_else(|| {
                    p.get_ref().trim().eq_ignore_ascii_case("race")
                        || file.steps.iter().any(|s| s.kind.get_ref() == "throw")
                })
        }
    };
    let setting = game.map(|g| setting(&mut cx, &file, g, race_phase));
    let steps: Vec<Step> = file
        .steps
        .iter()
        .filter_map(|s| step(&mut cx, s, game, race_phase))
        .collect();
    if file.steps.is_empty() {
        cx.error(0..0, Words::new("load-no-step"));
    }
    if let Some(g) = game {
        let id = lesson_id(g, path);
        let prefix = format!("{id}-");
        let numbered = id
            .strip_prefix(&format!("{}-l", g.id()))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        let bad: Vec<(String, Span)> = cx
            .messages
            .iter()
            .filter(|(m, _)| numbered && !m.starts_with(&prefix) && !m.starts_with("lesson-"))
            .cloned()
            .collect();
        // A lesson copied from another one keeps that lesson's ids: said once, at the first of them.
        let copied = copied_prefix(g, &bad);
        let mut said = false;
        for (m, span) in bad {
            if let Some((other, count)) = copied.as_ref()
                && m.starts_with(other.as_str())
            {
                if !said {
                    // `espion-l02-` names lesson 2; a placeholder (`espion-lXX-`) names none.
                    let number = |p: &str| {
                        p.trim_end_matches('-')
                            .rsplit("-l")
                            .next()
                            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                            .unwrap_or("none")
                            .to_string()
                    };
                    let words = Words::new("load-message-prefix-copied")
                        .with("other", other)
                        .with("other-number", number(other))
                        .with("number", number(&prefix))
                        .with("prefix", &prefix)
                        .with("count", *count);
                    cx.error(span, words);
                    said = true;
                }
                continue;
            }
            // A sentence written where its id goes (`title = "Bataille !"`): the words go in the text
            // files, under an id.
            let words_of_a_sentence = m.trim().contains(' ')
                || m.chars()
                    .any(|c| c.is_uppercase() || ".!?,;:'’«»".contains(c));
            // `Espion-l01-free`: the id with a capital, not a sentence.
            let lower = m.to_lowercase();
            let game_word = |s: &str| s.split('-').next().map(str::to_string);
            if m.contains(char::is_uppercase)
                && !m.contains(' ')
                && (lower.starts_with(&prefix) || game_word(&lower) == game_word(&prefix))
            {
                let words = Words::new("load-message-id-capitals")
                    .with("text", &m)
                    .with("id", &lower);
                cx.error(span, words);
                continue;
            }
            if words_of_a_sentence && !m.starts_with(&prefix) {
                let line_start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
                let key = text[line_start..span.start]
                    .split('=')
                    .next()
                    .unwrap_or("")
                    .trim();
                let example = match key {
                    "title" | "summary" => format!("{prefix}{key}"),
                    _ => format!("{prefix}…"),
                };
                let words = Words::new("load-message-is-sentence")
                    .with("text", &m)
                    .with("key", key)
                    .with("example", example);
                cx.error(span, words);
                continue;
            }
            // An empty text (`text = ""`) says so, with the id it would need.
            let id = if m.is_empty() {
                "load-message-empty"
            } else {
                "load-message-prefix"
            };
            cx.error(span, Words::new(id).with("id", m).with("prefix", &prefix));
        }
        // Ids are all the checker would miss: it may still look at the steps (their moves, their
        // answers), which do not depend on the ids' prefix.
        let only_ids = cx.errors.iter().all(|e| {
            matches!(
                e.words.id,
                "load-message-prefix" | "load-message-prefix-copied"
            )
        });
        if cx.errors.is_empty() || (partly && only_ids) {
            let lesson = Lesson {
                id,
                game: g,
                path: path.to_string(),
                text: text.to_string(),
                title,
                summary,
                side,
                setting: setting.expect("game known"),
                steps,
                messages: cx.messages,
            };
            return (Some(lesson), cx.errors);
        }
    }
    (None, cx.errors)
}

/// The other lesson prefix (`espion-l02-`, or a placeholder such as `espion-lXX-`) that at least three
/// of `bad`'s ids share, and how many do: a lesson copied from another with its ids left as they were.
fn copied_prefix(game: GameId, bad: &[(String, Span)]) -> Option<(String, usize)> {
    let head = format!("{}-", game.id());
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for (m, _) in bad {
        if let Some(rest) = m.strip_prefix(&head)
            && let Some(dash) = rest.find('-')
            && dash > 0
        {
            *counts
                .entry(format!("{head}{}", &rest[..=dash]))
                .or_default() += 1;
        }
    }
    counts
        .into_iter()
        .max_by_key(|(_, n)| *n)
        .filter(|(_, n)| *n >= 3)
}

fn setting(cx: &mut Ctx, file: &LessonFile, game: GameId, race: bool) -> Setting {
    let misplaced = |cx: &mut Ctx, what: &str, span: Span, why: &'static str| {
        cx.error(span, Words::new(why).with("field", what));
    };
    if game != GameId::Bataille
        && let Some(deal) = &file.deal
    {
        let span = [&deal.deck, &deal.south, &deal.emma]
            .iter()
            .find_map(|f| f.as_ref().map(|s| s.span()))
            .unwrap_or(0..0);
        misplaced(cx, "deal", span, "load-deal-only-bataille");
    }
    if (game == GameId::Bataille || race)
        && let Some(p) = &file.position
    {
        misplaced(cx, "position", p.span(), "load-position-only-board");
    }
    if game == GameId::Bataille {
        return Setting::Cards(cards::deal(cx, file.deal.as_ref()));
    }
    if race {
        return Setting::Race;
    }
    Setting::Board {
        position: file
            .position
            .as_ref()
            .filter(|p| p.get_ref() != START)
            .map(|p| (p.get_ref().clone(), inner(p.span()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "game = \"espion\"\ntitle = \"espion-l01-title\"\n";

    #[test]
    fn the_fields_of_a_step_are_known() {
        let fields = step_fields();
        for field in ["kind", "text", "feedback", "solution", "options"] {
            assert!(fields.iter().any(|f| f == field), "{field}: {fields:?}");
        }
    }

    fn errors(body: &str) -> Vec<String> {
        parse("lessons/espion/01-x.toml", &format!("{HEAD}{body}"))
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn a_word_in_the_wrong_case_is_taken_for_itself() {
        let kinds = ["say", "lay", "quiz", "play"];
        assert_eq!(closest("Say", &kinds), Some("say"));
        assert_eq!(closest("QUIZ", &kinds), Some("quiz"));
        assert_eq!(closest("quizz", &kinds), Some("quiz"));
        assert_eq!(closest("sya", &kinds), Some("say"));
        assert_eq!(closest("zzzzz", &kinds), None);
    }

    #[test]
    fn moves_read_both_ways() {
        let m = parse_move("D2-D4").unwrap();
        assert_eq!(
            (m.from.to_string(), m.to.to_string(), m.capture),
            ("D2".into(), "D4".into(), false)
        );
        assert!(parse_move("d2xe3").unwrap().capture);
        assert!(parse_move("D2D4").is_none());
    }

    #[test]
    fn a_lesson_saved_as_utf16_is_one_problem_that_names_the_encoding() {
        let lesson = "game = \"espion\"\ntitle = \"espion-l01-title\"\n";
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(lesson.encode_utf16().flat_map(u16::to_le_bytes));
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let errors = parse("lessons/espion/01-a.toml", &text).expect_err("refused");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!((errors[0].line, errors[0].column), (1, 1));
        assert_eq!(errors[0].words.id, "data-utf16");
        // The same text in UTF-8 is not taken for UTF-16.
        assert!(!data::is_utf16(lesson));
    }

    #[test]
    fn ids_come_from_file_names() {
        assert_eq!(
            lesson_id(GameId::Espion, "lessons/espion/03-chief.toml"),
            "espion-l03"
        );
        assert_eq!(lesson_id(GameId::Chars, "x/mine.toml"), "chars-mine");
        // One number, one id: `7-` is `07-`, and `1-` meets `01-` (both would share their stars).
        assert_eq!(lesson_id(GameId::Espion, "x/7-mine.toml"), "espion-l07");
        assert_eq!(lesson_id(GameId::Espion, "x/001-a.toml"), "espion-l01");
        assert_eq!(lesson_id(GameId::Espion, "x/112-a.toml"), "espion-l112");
        assert_eq!(lesson_id(GameId::Espion, "x/00-a.toml"), "espion-l00");
        assert_eq!(lesson_id(GameId::Espion, "x/07_mine.toml"), "espion-l07");
        assert_eq!(
            lesson_id(GameId::Espion, "x/07 ma leçon.toml"),
            "espion-l07"
        );
        assert_eq!(lesson_id(GameId::Espion, "x/07.toml"), "espion-l07");
        assert_eq!(
            lesson_id(GameId::Espion, "x/2024lesson.toml"),
            "espion-2024lesson"
        );
    }

    #[test]
    fn a_field_of_another_kind_is_named() {
        let e = errors("[[step]]\nkind = \"say\"\ntext = \"espion-l01-a\"\ndie = 3\n");
        assert_eq!(
            e,
            [
                "lessons/espion/01-x.toml:6:7: `die` does not belong to a `say` step: delete this line, or write the `kind` of step it belongs to"
            ]
        );
    }

    #[test]
    fn a_missing_field_is_named_where_it_belongs() {
        // After the field a shipped lesson writes before it (here `kind`).
        let e = errors("[[step]]\nkind = \"reply\"\n");
        assert_eq!(
            e,
            [
                "lessons/espion/01-x.toml:4:1: a `reply` step needs `move` (write it after `kind`): the move, like `D2-D4`"
            ]
        );
    }

    #[test]
    fn the_purpose_of_kind_names_every_step_kind() {
        let purpose = field_purpose("step", "kind").unwrap();
        for kind in StepKind::NAMES {
            assert!(purpose.contains(kind), "{kind} missing from: {purpose}");
        }
    }

    #[test]
    fn message_ids_carry_the_lesson_prefix() {
        let e = errors("[[step]]\nkind = \"say\"\ntext = \"hello\"\n");
        assert_eq!(
            e,
            [
                "lessons/espion/01-x.toml:5:9: message id `hello` must start with `espion-l01-` (the lesson's id)"
            ]
        );
    }

    #[test]
    fn a_phase_written_wrong_is_one_error() {
        for (phase, column) in [("Race", 10), ("sprint", 10), ("Battle", 10)] {
            let kind = if phase == "Battle" {
                "lay\"\ncount = 2"
            } else {
                "throw\"\ndie = 3"
            };
            let text = format!(
                "game = \"chars\"\ntitle = \"chars-l01-title\"\nphase = \"{phase}\"\n[[step]]\nkind = \"{kind}\n"
            );
            let e = parse("lessons/chars/01-x.toml", &text).unwrap_err();
            assert_eq!(e.len(), 1, "{phase}: {e:?}");
            assert_eq!((e[0].line, e[0].column), (3, column), "{phase}");
        }
    }

    #[test]
    fn typos_get_a_hint() {
        assert_eq!(closest("reploy", &StepKind::NAMES), Some("reply"));
        assert_eq!(closest("zzzzzz", &StepKind::NAMES), None);
    }
}
