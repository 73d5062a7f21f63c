//! Reading lesson files: TOML into [`LessonFile`], then into a checked [`Lesson`], every problem reported
//! as `file:line:column: what is wrong`, all of them at once.
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
use crate::core::bataille::{Card, DeckError, parse_deck};
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::data::{self, DataError};
use crate::i18n::Message;

use super::model::*;
use super::world::{Deal, deal_cards};

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
        let mut at = start;
        let mut count = 0;
        for word in body.split(|c: char| c.is_whitespace() || c == ',') {
            if !word.is_empty() && !word.starts_with(['"', '\'']) {
                if count == n {
                    return at..at + word.len();
                }
                count += 1;
            }
            at += word.len() + 1;
        }
        inner(span.clone())
    }

    /// The place of the value of `name = …` in the table that holds byte `anchor` (for fields whose value
    /// keeps no place, like plain numbers).
    fn field_span(&self, anchor: usize, name: &str) -> Option<Span> {
        let anchor = anchor.min(self.text.len());
        let table_start = self.text[..anchor].rfind("\n[").map_or(0, |i| i + 1);
        let table_end = self.text[anchor..]
            .find("\n[")
            .map_or(self.text.len(), |i| anchor + i);
        let mut offset = table_start;
        for line in self.text[table_start..table_end].split('\n') {
            let trimmed = line.trim_start();
            if let Some(rest) = trimmed.strip_prefix(name)
                && rest.trim_start().starts_with('=')
            {
                let value = line.find('=').map_or(offset, |i| offset + i + 1);
                let skip = self.text[value..].len() - self.text[value..].trim_start().len();
                return Some(value + skip..offset + line.trim_end().len());
            }
            offset += line.len() + 1;
        }
        None
    }

    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors
            .push(DataError::at_value(self.path, self.text, span, message));
    }

    fn message(&mut self, id: &Spanned<String>) -> String {
        self.messages
            .push((id.get_ref().clone(), id.span().start + 1..id.span().end));
        id.get_ref().clone()
    }

    fn square(&mut self, text: &Spanned<String>) -> Option<Square> {
        match text.get_ref().parse::<Square>() {
            Ok(sq) => {
                self.squares.push((sq, inner(text.span())));
                Some(sq)
            }
            Err(_) => {
                self.error(
                    inner(text.span()),
                    format!(
                        "`{}` is not a square (a file letter and a rank number, like `D3`)",
                        text.get_ref()
                    ),
                );
                None
            }
        }
    }

    fn move_text(&mut self, text: &Spanned<String>) -> Option<MoveText> {
        match parse_move(text.get_ref()) {
            Some(mv) => {
                let span = inner(text.span());
                self.squares.push((mv.from, span.clone()));
                self.squares.push((mv.to, span));
                Some(mv)
            }
            None => {
                self.error(
                    inner(text.span()),
                    format!(
                        "`{}` is not a move (write the two squares, like `D2-D4`, or `D2xE3` for a capture)",
                        text.get_ref()
                    ),
                );
                None
            }
        }
    }

    fn side(&mut self, text: &Spanned<String>) -> Option<Side> {
        match text.get_ref().as_str() {
            "white" => Some(Side::White),
            "black" => Some(Side::Black),
            other => {
                self.error(
                    inner(text.span()),
                    format!("`{other}` is not a side (white or black)"),
                );
                None
            }
        }
    }

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
        let mut message = format!(
            "unknown {what} `{}` (expected one of {})",
            text.get_ref(),
            list.join(", ")
        );
        if let Some(guess) = closest(text.get_ref(), &list) {
            message = format!(
                "unknown {what} `{}`; did you mean `{guess}`?",
                text.get_ref()
            );
        }
        self.error(inner(text.span()), message);
        None
    }
}

/// The span of a string's content, without its quotes (toml spans include them).
fn inner(span: Span) -> Span {
    if span.end > span.start + 1 {
        span.start + 1..span.end - 1
    } else {
        span
    }
}

/// Reads `D2-D4` or `D2xE3`.
pub fn parse_move(text: &str) -> Option<MoveText> {
    let (sep, capture) = if text.contains(['x', 'X']) {
        (['x', 'X'], true)
    } else {
        (['-', '-'], false)
    };
    let (from, to) = text.split_once(sep)?;
    Some(MoveText {
        from: from.trim().parse().ok()?,
        to: to.trim().parse().ok()?,
        capture,
    })
}

/// The known word nearest to `word`, if it is close enough to be a typo.
pub fn closest_word<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    closest(word, known)
}

fn closest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    known
        .iter()
        .map(|k| (distance(word, k), *k))
        .filter(|(d, k)| *d <= 2 && *d < k.len())
        .min()
        .map(|(_, k)| k)
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

/// Shortens serde's "unknown field `txt`, expected one of …" to a guess when one is close.
fn hint_unknown_field(message: &str) -> String {
    let Some(rest) = message.strip_prefix("unknown field `") else {
        return message.to_string();
    };
    let Some((field, expected)) = rest.split_once("`, expected one of ") else {
        return message.to_string();
    };
    let known: Vec<&str> = expected.split(", ").map(|k| k.trim_matches('`')).collect();
    match closest(field, &known) {
        Some(guess) => format!("unknown field `{field}`; did you mean `{guess}`?"),
        None => message.to_string(),
    }
}

/// What a field of a lesson file is for, to explain why a missing one is needed.
fn field_purpose(_table: &str, field: &str) -> Option<&'static str> {
    Some(match field {
        "kind" => {
            "it says what the step does (say, setup, expect, reply, quiz, play, flip, throw, guess or simulate)"
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

/// The lesson id of a file: `espion-l01` for `…/espion/01-first-steps.toml`.
pub fn lesson_id(game: GameId, path: &str) -> String {
    let stem = Path::new(path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("");
    match stem.split_once('-') {
        Some((n, _)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
            format!("{}-l{n}", game.id())
        }
        _ => format!("{}-{stem}", game.id()),
    }
}

/// The error for a lesson whose number (hence id and stars) another file already has.
pub fn same_number(lesson: &Lesson, first: &str) -> DataError {
    let at = lesson.text.find("game").unwrap_or(0);
    DataError::at_span(
        &lesson.path,
        &lesson.text,
        at..at,
        format!(
            "this lesson has the same number as {first} (both are `{}`), so they would share their stars: give one of the files another number",
            lesson.id
        ),
    )
}

/// Reads one lesson file.
///
/// # Errors
/// Every problem found, each with its line and column.
pub fn parse(path: &str, text: &str) -> Result<Lesson, Errors> {
    let bad_bytes = data::bad_bytes(path, text);
    let file: LessonFile = match toml::from_str(text) {
        Ok(f) => f,
        Err(e) => {
            let mut error = data::toml_error(path, text, &e, field_purpose);
            error.message = hint_unknown_field(&error.message);
            return Err(bad_bytes.into_iter().chain([error]).collect());
        }
    };
    let mut cx = Ctx {
        path,
        text,
        errors: bad_bytes.into_iter().collect(),
        messages: Vec::new(),
        squares: Vec::new(),
    };
    let game = match file.game.get_ref().parse::<GameId>() {
        Ok(g) => Some(g),
        Err(_) => {
            let names: Vec<(&str, GameId)> = GameId::ALL.iter().map(|g| (g.id(), *g)).collect();
            cx.choice(&file.game, "game", &names)
        }
    };
    let title = cx.message(&file.title);
    let summary = file.summary.as_ref().map(|s| cx.message(s));
    let side = file
        .side
        .as_ref()
        .and_then(|s| cx.side(s))
        .unwrap_or(Side::White);
    let race_phase = match &file.phase {
        None => false,
        Some(p) => {
            if game.is_some() && game != Some(GameId::Chars) {
                cx.error(
                    inner(p.span()),
                    "only Bataille de chars has phases (`race` or `battle`)",
                );
            }
            cx.choice(p, "phase", &[("race", true), ("battle", false)])
                .unwrap_or(false)
        }
    };
    let setting = game.map(|g| setting(&mut cx, &file, g, race_phase));
    let steps: Vec<Step> = file
        .steps
        .iter()
        .filter_map(|s| step(&mut cx, s, game, race_phase))
        .collect();
    if file.steps.is_empty() {
        cx.error(0..0, "the lesson has no step (add `[[step]]` tables)");
    }
    if let Some(g) = game {
        let id = lesson_id(g, path);
        let prefix = format!("{id}-");
        let numbered = id.starts_with(&format!("{}-l", g.id()));
        let bad: Vec<(String, Span)> = cx
            .messages
            .iter()
            .filter(|(m, _)| numbered && !m.starts_with(&prefix) && !m.starts_with("lesson-"))
            .cloned()
            .collect();
        for (m, span) in bad {
            cx.error(
                span,
                format!("message id `{m}` must start with `{prefix}` (the lesson's id)"),
            );
        }
        if cx.errors.is_empty() {
            return Ok(Lesson {
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
            });
        }
    }
    Err(cx.errors)
}

fn setting(cx: &mut Ctx, file: &LessonFile, game: GameId, race: bool) -> Setting {
    let misplaced = |cx: &mut Ctx, what: &str, span: Span, why: &str| {
        cx.error(span, format!("`{what}` {why}"));
    };
    if game != GameId::Bataille
        && let Some(deal) = &file.deal
    {
        let span = [&deal.deck, &deal.south, &deal.emma]
            .iter()
            .find_map(|f| f.as_ref().map(|s| s.span()))
            .unwrap_or(0..0);
        misplaced(cx, "deal", span, "belongs to La Bataille lessons");
    }
    if (game == GameId::Bataille || race)
        && let Some(p) = &file.position
    {
        misplaced(
            cx,
            "position",
            p.span(),
            "belongs to lessons on a board (this one has none)",
        );
    }
    if game == GameId::Bataille {
        return Setting::Cards(deal(cx, file.deal.as_ref()));
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

fn cards(cx: &mut Ctx, text: &Spanned<String>) -> Vec<Card> {
    let mut out = Vec::new();
    let words = text
        .get_ref()
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    for (n, word) in words.enumerate() {
        match word.parse::<Card>() {
            Ok(c) => out.push(c),
            Err(()) => {
                let at = cx.word_span(&text.span(), n);
                cx.error(
                    at,
                    format!("`{word}` is not a card (a rank 2–9, T, J, Q, K or A, then a suit C, D, H or S, like `7H`)"),
                );
            }
        }
    }
    out
}

fn deal(cx: &mut Ctx, deal: Option<&DealFile>) -> Vec<Card> {
    let Some(d) = deal else {
        // No fixed deal: a shuffled deck, the same every time.
        return deal_cards(&Deal {
            south: Vec::new(),
            emma: Vec::new(),
            seed: 1,
        })
        .expect("an empty deal fills");
    };
    if let Some(deck) = &d.deck {
        if d.south.is_some() || d.emma.is_some() {
            cx.error(
                deck.span(),
                "give either the whole `deck` or the top cards `south` and `emma`, not both",
            );
        }
        return match parse_deck(deck.get_ref()) {
            Ok(cards) => cards,
            Err(e) => {
                // The card at fault, even in a deck written over several lines.
                let at = match &e {
                    DeckError::Unknown { position, .. } => cx.word_span(&deck.span(), position - 1),
                    DeckError::Duplicated { again, .. } => cx.word_span(&deck.span(), again - 1),
                    _ => inner(deck.span()),
                };
                cx.error(at, e.to_string());
                Card::full_deck()
            }
        };
    }
    let south = d.south.as_ref().map(|s| cards(cx, s)).unwrap_or_default();
    let emma = d.emma.as_ref().map(|s| cards(cx, s)).unwrap_or_default();
    let span = d
        .south
        .as_ref()
        .or(d.emma.as_ref())
        .map_or(0..0, |s| s.span());
    match deal_cards(&Deal {
        south,
        emma,
        seed: d.seed.unwrap_or(1),
    }) {
        Ok(cards) => cards,
        Err(e) => {
            cx.error(span, e.to_string());
            Card::full_deck()
        }
    }
}

/// The fields of a step beyond `kind`, `text` and the annotations, with their places.
fn present_fields(cx: &Ctx, s: &StepFile) -> Vec<(&'static str, Span)> {
    let mut out = Vec::new();
    let mut put = |name: &'static str, span: Option<Span>| {
        if let Some(span) = span {
            out.push((name, span));
        }
    };
    put("position", s.position.as_ref().map(Spanned::span));
    put("move", s.mv.as_ref().map(Spanned::span));
    put("accept", s.accept.as_ref().map(Spanned::span));
    put("feedback", s.feedback.as_ref().map(Spanned::span));
    put("ask", s.ask.as_ref().map(Spanned::span));
    put("square", s.square.as_ref().map(Spanned::span));
    put("answer", s.answer.as_ref().map(Spanned::span));
    put("choices", s.choices.first().map(Spanned::span));
    put("player", s.player.as_ref().map(Spanned::span));
    put("goal", s.goal.as_ref().map(Spanned::span));
    put("par", s.par.as_ref().map(Spanned::span));
    put("solution", s.solution.first().map(Spanned::span));
    put("winner", s.winner.as_ref().map(Spanned::span));
    put("battle", s.battle.as_ref().map(Spanned::span));
    put("die", s.die.as_ref().map(Spanned::span));
    put("land", s.land.as_ref().map(Spanned::span));
    put("options", s.options.first().map(|o| o.text.span()));
    put("piece", s.piece.as_ref().map(Spanned::span));
    // Plain numbers keep no place: find their line in the step's table.
    let anchor = s.kind.span().start;
    let at = |name: &str| cx.field_span(anchor, name).unwrap_or(s.kind.span());
    put("count", s.count.map(|_| at("count")));
    put("explosions", s.explosions.map(|_| at("explosions")));
    put("rounds", s.rounds.map(|_| at("rounds")));
    put("games", s.games.map(|_| at("games")));
    put("seed", s.seed.map(|_| at("seed")));
    out
}

fn allowed(kind: &str) -> &'static [&'static str] {
    match kind {
        "say" => &[],
        "setup" => &["position"],
        "expect" => &["move", "accept", "feedback", "square"],
        "reply" => &["move"],
        "quiz" => &[
            "ask", "square", "answer", "choices", "player", "die", "feedback", "piece",
        ],
        "play" => &["goal", "count", "par", "solution", "square", "feedback"],
        "flip" => &["rounds", "winner", "battle"],
        "throw" => &["die", "land"],
        "guess" => &["options"],
        "simulate" => &["games", "seed"],
        "lay" => &["count", "explosions", "seed", "feedback"],
        _ => &[],
    }
}

/// Which games a step kind belongs to.
fn kind_fits(kind: &str, game: GameId, race: bool) -> bool {
    match kind {
        "say" => true,
        "flip" | "guess" | "simulate" => game == GameId::Bataille,
        "throw" => race,
        "quiz" => true,
        "lay" => game == GameId::Chars && !race,
        _ => game != GameId::Bataille && !race,
    }
}

fn step(cx: &mut Ctx, s: &StepFile, game: Option<GameId>, race: bool) -> Option<Step> {
    let kind_name = s.kind.get_ref().as_str();
    let kind_span = inner(s.kind.span());
    if !StepKind::NAMES.contains(&kind_name) {
        let mut message = format!(
            "unknown step kind `{kind_name}` (expected one of {})",
            StepKind::NAMES.join(", ")
        );
        if let Some(guess) = closest(kind_name, &StepKind::NAMES) {
            message = format!("unknown step kind `{kind_name}`; did you mean `{guess}`?");
        }
        cx.error(kind_span, message);
        return None;
    }
    let game = game?;
    if !kind_fits(kind_name, game, race) {
        cx.error(
            kind_span.clone(),
            format!(
                "`{kind_name}` steps do not belong to a {} lesson",
                if race { "race" } else { game.id() }
            ),
        );
        return None;
    }
    for (field, span) in present_fields(cx, s) {
        if !allowed(kind_name).contains(&field) {
            cx.error(
                span,
                format!("`{field}` does not belong to a `{kind_name}` step"),
            );
        }
    }
    let errors_before = cx.errors.len();
    let text = s.text.as_ref().map(|t| cx.message(t));
    let feedback = s.feedback.as_ref().map(|t| cx.message(t));
    let squares_before = cx.squares.len();
    let annotations = annotations(cx, s);
    let squares = cx.squares.split_off(squares_before);
    let teaches: Vec<(String, Span)> = s
        .teaches
        .iter()
        .map(|t| (t.get_ref().clone(), inner(t.span())))
        .collect();
    let missing = Missing {
        kind: kind_name,
        at: kind_span.clone(),
    };
    let kind = match kind_name {
        "say" => {
            if text.is_none() {
                missing.report(cx, "text");
            }
            StepKind::Say
        }
        "setup" => match &s.position {
            Some(p) => StepKind::Setup {
                position: (p.get_ref() != START).then(|| p.get_ref().clone()),
                span: inner(p.span()),
            },
            None => {
                missing.report(cx, "position");
                return None;
            }
        },
        "expect" => expect_step(cx, s, &missing)?,
        "reply" => {
            let Some(mv_text) = &s.mv else {
                missing.report(cx, "move");
                return None;
            };
            StepKind::Reply {
                mv: cx.move_text(mv_text)?,
                mv_span: inner(mv_text.span()),
            }
        }
        "quiz" => quiz(cx, s, game, race, &kind_span)?,
        "play" => play_step(cx, s, &missing)?,
        "flip" => StepKind::Flip {
            rounds: s.rounds.unwrap_or(1).max(1),
            winner: match &s.winner {
                Some(w) => Some((
                    cx.choice(
                        w,
                        "player",
                        &[("south", RoundWinner::South), ("emma", RoundWinner::Emma)],
                    )?,
                    inner(w.span()),
                )),
                None => None,
            },
            battle: s.battle.as_ref().map(|b| (*b.get_ref(), b.span())),
        },
        "throw" => throw_step(cx, s, &missing)?,
        "guess" => guess_step(cx, s, &missing)?,
        "lay" => lay_step(cx, s, &missing, &kind_span)?,
        _ => StepKind::Simulate {
            games: s.games.unwrap_or(1000).clamp(1, 100_000),
            seed: s.seed.unwrap_or(1),
        },
    };
    (cx.errors.len() == errors_before).then_some(Step {
        kind,
        span: kind_span,
        text,
        feedback,
        annotations,
        squares,
        teaches,
    })
}

/// A required field a step lacks, reported at the step's kind with what the field is for.
struct Missing<'a> {
    kind: &'a str,
    at: Span,
}

impl Missing<'_> {
    fn report(&self, cx: &mut Ctx, field: &str) {
        let purpose = match field {
            "move" => ": the move, like `D2-D4`",
            "position" => ": the new position, in the game's notation",
            "goal" => ": what the class must do (win, capture, reach or score)",
            "par" => ": the number of moves the class is given",
            "solution" => ": moves that reach the goal, like `[\"D2-D4\"]`",
            "die" => ": the number the die shows, 1 to 6",
            "text" => ": the message id of what it says",
            "square" => ": the square to reach, like `D4`",
            "count" => ": how many cards the class lays, like `16`",
            _ => "",
        };
        cx.error(
            self.at.clone(),
            format!("a `{}` step needs `{field}`{purpose}", self.kind),
        );
    }
}

fn expect_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(mv_text) = &s.mv else {
        missing.report(cx, "move");
        return None;
    };
    let mv = cx.move_text(mv_text)?;
    let accept = match &s.accept {
        None => Accept::Exact,
        Some(a) => {
            let names = [
                ("exact", 0),
                ("capture", 1),
                ("reach", 2),
                ("piece", 3),
                ("any", 4),
            ];
            match cx.choice(a, "accept", &names)? {
                0 => Accept::Exact,
                1 => Accept::Capture,
                2 => match &s.square {
                    Some(sq) => Accept::Reach(cx.square(sq)?),
                    None => Accept::Reach(mv.to),
                },
                3 => Accept::Piece,
                _ => Accept::Any,
            }
        }
    };
    if s.square.is_some() && !matches!(accept, Accept::Reach(_)) {
        let span = s.square.as_ref().map(Spanned::span).unwrap_or_default();
        cx.error(span, "`square` goes with `accept = \"reach\"`");
    }
    Some(StepKind::Expect {
        mv,
        mv_span: inner(mv_text.span()),
        accept,
    })
}

fn play_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(goal_text) = &s.goal else {
        missing.report(cx, "goal");
        return None;
    };
    let goal = match cx.choice(
        goal_text,
        "goal",
        &[("win", 0), ("capture", 1), ("reach", 2), ("score", 3)],
    )? {
        0 => Goal::Win,
        1 => Goal::Capture(s.count.unwrap_or(1)),
        2 => match &s.square {
            Some(sq) => Goal::Reach(cx.square(sq)?),
            None => {
                missing.report(cx, "square");
                return None;
            }
        },
        _ => Goal::Score(s.count.unwrap_or(1)),
    };
    let Some(par) = &s.par else {
        missing.report(cx, "par");
        return None;
    };
    if *par.get_ref() == 0 {
        cx.error(par.span(), "`par` must be at least 1 move");
    }
    let solution: Vec<(MoveText, Span)> = s
        .solution
        .iter()
        .filter_map(|m| Some((cx.move_text(m)?, inner(m.span()))))
        .collect();
    if s.solution.is_empty() {
        missing.report(cx, "solution");
    }
    if s.solution.len() as u32 > *par.get_ref() {
        cx.error(
            par.span(),
            format!(
                "the par is {} moves, below the {} moves of the `solution`: raise the par or shorten the solution",
                par.get_ref(),
                s.solution.len()
            ),
        );
    }
    Some(StepKind::Play {
        goal,
        par: *par.get_ref(),
        solution,
    })
}

fn throw_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(die) = &s.die else {
        missing.report(cx, "die");
        return None;
    };
    if !(1..=6).contains(die.get_ref()) {
        cx.error(
            die.span(),
            format!("a die shows 1 to 6, not {}", die.get_ref()),
        );
    }
    Some(StepKind::Throw {
        die: *die.get_ref(),
        land: s.land.as_ref().map(|l| (*l.get_ref(), l.span())),
    })
}

fn lay_step(cx: &mut Ctx, s: &StepFile, missing: &Missing, at: &Span) -> Option<StepKind> {
    let Some(count) = s.count else {
        missing.report(cx, "count");
        return None;
    };
    if count == 0 {
        cx.error(at.clone(), "a `lay` step lays at least 1 card (`count`)");
    }
    let explosions = s.explosions.unwrap_or(count.div_ceil(2));
    if explosions > count {
        cx.error(
            at.clone(),
            format!("`explosions = {explosions}` is more than the {count} cards laid"),
        );
    }
    Some(StepKind::Lay {
        count,
        explosions,
        seed: s.seed.unwrap_or(1),
    })
}

fn guess_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    if s.options.len() < 2 {
        missing.report(cx, "at least two `options`");
    }
    let mut choices = Vec::new();
    for o in &s.options {
        if o.min > o.max {
            let at = cx
                .field_span(o.text.span().start, "min")
                .unwrap_or(o.text.span());
            cx.error(
                at,
                format!(
                    "this option runs from {} down to {} rounds: `min` must not be above `max`",
                    o.min, o.max
                ),
            );
        }
        choices.push(GuessChoice {
            text: cx.message(&o.text),
            min: o.min,
            max: o.max,
        });
    }
    Some(StepKind::Guess { choices })
}

fn quiz(cx: &mut Ctx, s: &StepFile, game: GameId, race: bool, at: &Span) -> Option<StepKind> {
    let Some(ask_text) = &s.ask else {
        cx.error(at.clone(), "a `quiz` step needs `ask`");
        return None;
    };
    let names = [
        ("targets", 0),
        ("attackers", 1),
        ("score", 2),
        ("winner", 3),
        ("landing", 4),
        ("mines", 5),
        ("pieces", 6),
        ("cards", 7),
    ];
    let which = cx.choice(ask_text, "question", &names)?;
    let fits = match which {
        3 | 7 => game == GameId::Bataille,
        4 => race,
        5 => game == GameId::Chars && !race,
        _ => game != GameId::Bataille && !race,
    };
    if !fits {
        cx.error(
            inner(ask_text.span()),
            format!(
                "`ask = \"{}\"` does not fit a {} lesson",
                ask_text.get_ref(),
                if race { "race" } else { game.id() }
            ),
        );
        return None;
    }
    let square = |cx: &mut Ctx| match &s.square {
        Some(sq) => cx.square(sq),
        None => {
            cx.error(at.clone(), "this quiz needs `square`");
            None
        }
    };
    let ask = match which {
        0 => Ask::Targets(square(cx)?),
        1 => Ask::Attackers(square(cx)?),
        2 => {
            let Some(p) = &s.player else {
                cx.error(at.clone(), "a `score` quiz needs `player`");
                return None;
            };
            let side = cx.side(p)?;
            let mut choices = Vec::new();
            for c in &s.choices {
                match c.get_ref().as_integer() {
                    Some(n) if (0..=1000).contains(&n) => choices.push(n as u32),
                    _ => cx.error(c.span(), "a choice is a whole number of points"),
                }
            }
            if choices.len() < 2 {
                cx.error(at.clone(), "a `score` quiz needs at least two `choices`");
            }
            Ask::Score { side, choices }
        }
        3 => Ask::Winner,
        7 => {
            let mut choices = Vec::new();
            for c in &s.choices {
                match c.get_ref().as_integer() {
                    Some(n) if (0..=52).contains(&n) => choices.push(n as u32),
                    _ => cx.error(c.span(), "a choice is a number of cards, 0 to 52"),
                }
            }
            if choices.len() < 2 {
                cx.error(at.clone(), "a `cards` quiz needs at least two `choices`");
            }
            Ask::Cards { choices }
        }
        5 => Ask::Mines,
        6 => match &s.piece {
            Some(p) => {
                let mut chars = p.get_ref().chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if c.is_ascii_alphabetic() => Ask::Pieces(c),
                    _ => {
                        cx.error(
                            inner(p.span()),
                            format!(
                                "`{}` is not a piece letter (one letter of the game's notation, uppercase for White, lowercase for Black)",
                                p.get_ref()
                            ),
                        );
                        return None;
                    }
                }
            }
            None => {
                cx.error(at.clone(), "a `pieces` quiz needs `piece`");
                return None;
            }
        },
        _ => match &s.die {
            Some(d) if (1..=6).contains(d.get_ref()) => Ask::Landing(*d.get_ref()),
            Some(d) => {
                cx.error(d.span(), format!("a die shows 1 to 6, not {}", d.get_ref()));
                return None;
            }
            None => {
                cx.error(at.clone(), "a `landing` quiz needs `die`");
                return None;
            }
        },
    };
    let answer = match &s.answer {
        None => None,
        Some(a) => {
            let span = a.span();
            let value = match (&ask, a.get_ref()) {
                (
                    Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_),
                    toml::Value::Array(items),
                ) => {
                    let mut squares = Vec::new();
                    for item in items {
                        match item.as_str().and_then(|t| t.parse::<Square>().ok()) {
                            Some(sq) => squares.push(sq),
                            None => cx.error(
                                span.clone(),
                                format!("`{item}` in the answer is not a square"),
                            ),
                        }
                    }
                    AnswerText::Squares(squares)
                }
                (
                    Ask::Score { .. } | Ask::Landing(_) | Ask::Cards { .. },
                    toml::Value::Integer(n),
                ) if *n >= 0 => AnswerText::Number(*n as u32),
                (Ask::Winner, toml::Value::String(w)) => {
                    match RoundWinner::NAMES.iter().find(|(n, _)| n == w) {
                        Some((_, r)) => AnswerText::Round(*r),
                        None => {
                            cx.error(inner(span), format!("`{w}` is not south, emma or battle"));
                            return None;
                        }
                    }
                }
                _ => {
                    let expected = match ask {
                        Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => {
                            "a list of squares"
                        }
                        Ask::Winner => "south, emma or battle",
                        _ => "a whole number",
                    };
                    cx.error(span, format!("the answer to this quiz is {expected}"));
                    return None;
                }
            };
            Some((value, a.span()))
        }
    };
    Some(StepKind::Quiz { ask, answer })
}

fn annotations(cx: &mut Ctx, s: &StepFile) -> Annotations {
    let mut a = Annotations::default();
    for h in &s.highlight {
        if let Some(sq) = cx.square(h) {
            a.highlight.push(sq);
        }
    }
    for arrow in &s.arrows {
        if let Some(m) = cx.move_text(arrow) {
            a.arrows.push((m.from, m.to));
        }
    }
    for l in &s.labels {
        let id = cx.message(&l.text);
        if let Some(sq) = cx.square(&l.square) {
            a.labels.push((sq, Message::new(id)));
        }
    }
    a.targets_of = s.targets.as_ref().and_then(|t| cx.square(t));
    for z in &s.zones {
        if let Some(zone) = cx.choice(z, "pile", &Zone::ALL) {
            a.zones.push(zone);
        }
    }
    for t in &s.track {
        if (1..=40).contains(t.get_ref()) {
            a.track.push(*t.get_ref());
        } else {
            cx.error(
                t.span(),
                format!("the track has squares 1 to 40, not {}", t.get_ref()),
            );
        }
    }
    a
}

// ---------------------------------------------------------------------------------------------------
// Finding lesson files.

/// A game's rule list (`lessons/<game>/rules.toml`), not a lesson.
pub fn is_rules_file(path: &str) -> bool {
    Path::new(path)
        .file_name()
        .is_some_and(|n| n == "rules.toml")
}

/// A lesson file's path (as shown to the user) and text.
#[derive(Clone, Debug)]
pub struct Source {
    pub path: String,
    pub text: String,
}

/// The lesson files shipped in the binary (teachers' copies win), sorted by path.
pub fn shipped() -> Vec<Source> {
    data::shipped_files("lessons")
        .into_iter()
        .filter(|(p, _)| p.ends_with(".toml") && !is_rules_file(p))
        .map(|(p, shipped)| match data::load(&p) {
            Ok(f) => Source {
                path: f.path,
                text: f.text,
            },
            Err(_) => Source {
                path: p,
                text: shipped.to_string(),
            },
        })
        .collect()
}

/// The lesson files under `path` (a file, or a folder walked recursively), sorted, and the Fluent files
/// beside them.
///
/// # Errors
/// A path that cannot be read.
pub fn from_path(path: &Path) -> Result<(Vec<Source>, Vec<Source>), DataError> {
    let mut lessons = Vec::new();
    let mut ftl = Vec::new();
    // Bytes that are not UTF-8 are kept (as U+FFFD) for the loaders to report at their place.
    let read = |p: &Path| -> Result<Source, DataError> {
        data::read_file(p).map(|text| Source {
            path: p.display().to_string(),
            text,
        })
    };
    if path.is_file() {
        lessons.push(read(path)?);
        if let Some(dir) = path.parent() {
            for lang in crate::i18n::Lang::ALL {
                let f = dir.join(format!("{}.ftl", lang.code()));
                if f.is_file() {
                    ftl.push(read(&f)?);
                }
            }
        }
        return Ok((lessons, ftl));
    }
    let mut stack = vec![path.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| DataError::file(dir.display().to_string(), format!("cannot read: {e}")))?;
        for entry in entries.flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "toml")
                && !is_rules_file(&p.to_string_lossy())
            {
                lessons.push(read(&p)?);
            } else if p.extension().is_some_and(|e| e == "ftl") {
                ftl.push(read(&p)?);
            }
        }
    }
    lessons.sort_by(|a, b| a.path.cmp(&b.path));
    ftl.sort_by(|a, b| a.path.cmp(&b.path));
    Ok((lessons, ftl))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "game = \"espion\"\ntitle = \"espion-l01-title\"\n";

    fn errors(body: &str) -> Vec<String> {
        parse("lessons/espion/01-x.toml", &format!("{HEAD}{body}"))
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect()
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
    fn ids_come_from_file_names() {
        assert_eq!(
            lesson_id(GameId::Espion, "lessons/espion/03-chief.toml"),
            "espion-l03"
        );
        assert_eq!(lesson_id(GameId::Chars, "x/mine.toml"), "chars-mine");
    }

    #[test]
    fn a_field_of_another_kind_is_named() {
        let e = errors("[[step]]\nkind = \"say\"\ntext = \"espion-l01-a\"\ndie = 3\n");
        assert_eq!(
            e,
            ["lessons/espion/01-x.toml:6:7: `die` does not belong to a `say` step"]
        );
    }

    #[test]
    fn a_missing_field_is_named_at_the_kind() {
        let e = errors("[[step]]\nkind = \"reply\"\n");
        assert_eq!(
            e,
            ["lessons/espion/01-x.toml:4:9: a `reply` step needs `move`: the move, like `D2-D4`"]
        );
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
    fn typos_get_a_hint() {
        assert_eq!(closest("reploy", &StepKind::NAMES), Some("reply"));
        assert_eq!(closest("zzzzzz", &StepKind::NAMES), None);
    }
}
