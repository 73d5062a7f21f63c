//! A `quiz` step: what it asks (targets, attackers, score, winner, landing, mines, pieces, cards), what
//! the question needs, and the answer the file may write.

use super::*;
use crate::core::BoardGame;

pub(super) fn quiz_step(
    cx: &mut Ctx,
    s: &StepFile,
    game: GameId,
    race: bool,
    at: &Span,
) -> Option<StepKind> {
    let ask = ask(cx, s, game, race, at)?;
    let answer = match &s.answer {
        None => None,
        Some(a) => Some((answer(cx, &ask, a)?, a.span())),
    };
    Some(StepKind::Quiz { ask, answer })
}

/// What the quiz asks, with what the question needs (its square, player, choices, piece or die).
fn ask(cx: &mut Ctx, s: &StepFile, game: GameId, race: bool, at: &Span) -> Option<Ask> {
    let Some(ask_text) = &s.ask else {
        cx.missing(at, "ask", Words::new("load-quiz-needs-ask"));
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
    if !ask_fits(ask_text.get_ref(), game, race) {
        cx.error(
            inner(ask_text.span()),
            Words::new("load-ask-not-here")
                .with("ask", ask_text.get_ref())
                .with("lesson", if race { "race" } else { game.id() }),
        );
        return None;
    }
    let square = |cx: &mut Ctx| match &s.square {
        Some(sq) => cx.square(sq),
        None => needs(cx, at, "square", ask_text.get_ref()),
    };
    Some(match which {
        0 => Ask::Targets(square(cx)?),
        1 => Ask::Attackers(square(cx)?),
        2 => {
            let Some(p) = &s.player else {
                return needs(cx, at, "player", "score");
            };
            let side = cx.side(p)?;
            let choices = choices(cx, s, at, "score", 1000);
            Ask::Score { side, choices }
        }
        3 => Ask::Winner,
        7 => Ask::Cards {
            choices: choices(cx, s, at, "cards", 52),
        },
        5 => Ask::Mines,
        6 => Ask::Pieces(piece(cx, s, game, at)?),
        _ => match &s.die {
            Some(d) => Ask::Landing(cx.die(d)?),
            None => return needs(cx, at, "die", "landing"),
        },
    })
}

/// Whether a quiz may ask `ask` in a lesson of `game` (a race lesson when `race`).
pub(super) fn ask_fits(ask: &str, game: GameId, race: bool) -> bool {
    match ask {
        "winner" | "cards" => game == GameId::Bataille,
        "landing" => race,
        "mines" => game == GameId::Chars && !race,
        _ => game != GameId::Bataille && !race,
    }
}

/// Says that a quiz asking `ask` needs `field`, which the step does not write; the quiz is left out.
fn needs<T>(cx: &mut Ctx, at: &Span, field: &str, ask: &str) -> Option<T> {
    let words = Words::new("load-quiz-needs")
        .with("field", field)
        .with("ask", ask);
    cx.missing(at, field, words);
    None
}

/// The numbers a `score` or `cards` quiz offers, each from 0 to `most`.
fn choices(cx: &mut Ctx, s: &StepFile, at: &Span, ask: &str, most: i64) -> Vec<u32> {
    let mut choices = Vec::new();
    let mut quoted_said = false;
    for c in &s.choices {
        // `["1", "2", "4"]`: numbers written as texts, said once (the list is read as meant, so
        // that no "two choices needed" follows).
        let quoted = c
            .get_ref()
            .as_str()
            .and_then(|t| t.trim().parse::<i64>().ok());
        if let Some(n) = quoted.filter(|n| (0..=most).contains(n)) {
            if !quoted_said {
                let words = Words::new("load-choice-quoted").with("choice", n);
                cx.error(c.span(), words);
                quoted_said = true;
            }
            choices.push(n as u32);
            continue;
        }
        match c.get_ref().as_integer() {
            // Two buttons with the same number would be one choice shown twice.
            Some(n) if choices.contains(&(n as u32)) => {
                cx.error(c.span(), Words::new("load-choice-twice").with("choice", n))
            }
            Some(n) if (0..=most).contains(&n) => choices.push(n as u32),
            _ => cx.error(c.span(), Words::new("load-choice-is").with("ask", ask)),
        }
    }
    if choices.len() < 2 {
        // At the `choices` line when the file writes one, else where it belongs.
        let words = Words::new("load-two-choices").with("ask", ask);
        match cx.field_span(at.start, "choices") {
            Some(place) => cx.error(place, words.with("where", "")),
            None => cx.missing(at, "choices", words),
        }
    }
    choices
}

/// The notation letter a `pieces` quiz asks for.
fn piece(cx: &mut Ctx, s: &StepFile, game: GameId, at: &Span) -> Option<char> {
    let Some(p) = &s.piece else {
        return needs(cx, at, "piece", "pieces");
    };
    let text = p.get_ref();
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if BoardGame::is_letter(game, c) => Some(c),
        // (`0` for `O` too: one character, said with the game's letters.)
        (Some(_), None) if let Some(letters) = crate::data::words::named_letters(game) => {
            let words = Words::new("load-not-a-letter-of-game")
                .with("text", text)
                .with("game", game.id())
                .with_words("letters", letters);
            cx.error(inner(p.span()), words);
            None
        }
        // A piece's name (`officier`, `tank`) where its letter goes: the game's letters, and the
        // one the name starts with when it is one of them.
        (Some(first), Some(_))
            if text.chars().all(char::is_alphabetic)
                && let Some(letters) = crate::data::words::named_letters(game) =>
        {
            let guess = [first.to_ascii_uppercase(), first.to_ascii_lowercase()]
                .into_iter()
                .find(|&c| BoardGame::is_letter(game, c))
                .map_or_else(|| "none".to_string(), |c| c.to_string());
            let words = Words::new("load-piece-name-not-letter")
                .with("text", text)
                .with("game", game.id())
                .with_words("letters", letters)
                .with("guess", guess);
            cx.error(inner(p.span()), words);
            None
        }
        _ => {
            cx.error(
                inner(p.span()),
                Words::new("load-not-a-piece-letter").with("text", p.get_ref()),
            );
            None
        }
    }
}

/// The answer the file writes, read as this question's kind of answer.
fn answer(cx: &mut Ctx, ask: &Ask, a: &Spanned<toml::Value>) -> Option<AnswerText> {
    let span = a.span();
    Some(match (ask, a.get_ref()) {
        (
            Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_),
            toml::Value::Array(items),
        ) => {
            let mut squares = Vec::new();
            let mut cursor = 0;
            for item in items {
                // At the item itself when its text is found inside the list (after the items before).
                let shown = item.to_string();
                let list = cx.text.get(span.clone()).unwrap_or("");
                let found = list.get(cursor..).and_then(|rest| rest.find(&shown));
                let at = found.map_or(span.clone(), |i| {
                    cursor += i + shown.len();
                    span.start + cursor - shown.len()..span.start + cursor
                });
                match item.as_str().and_then(|t| t.parse::<Square>().ok()) {
                    Some(sq) if squares.contains(&sq) => {
                        let words = Words::new("load-answer-twice").with("square", sq);
                        cx.error(inner(at), words);
                    }
                    Some(sq) => {
                        // Checked against the board with the step's other squares, at its place.
                        cx.squares.push((sq, inner(at)));
                        squares.push(sq);
                    }
                    None => {
                        // `"E2 "`: a square, with a space typed inside the quotes.
                        let trimmed = item
                            .as_str()
                            .map(str::trim)
                            .filter(|t| t.parse::<Square>().is_ok());
                        let words = match trimmed {
                            Some(square) => Words::new("load-answer-square-spaces")
                                .with("text", item)
                                .with("square", square),
                            None => Words::new("load-answer-not-square").with("text", item),
                        };
                        cx.error(at, words);
                    }
                }
            }
            AnswerText::Squares(squares)
        }
        (Ask::Score { .. } | Ask::Landing(_) | Ask::Cards { .. }, toml::Value::Integer(n))
            if *n >= 0 =>
        {
            AnswerText::Number(*n as u32)
        }
        (Ask::Winner, toml::Value::String(w)) => {
            match RoundWinner::NAMES.iter().find(|(n, _)| n == w) {
                Some((_, r)) => AnswerText::Round(*r),
                None => {
                    let guess = data::closest_word(w, &["south", "emma", "battle"]);
                    let words = Words::new("load-not-a-winner")
                        .with("text", w)
                        .with("guess", guess.unwrap_or("none"));
                    cx.error(inner(span), words);
                    return None;
                }
            }
        }
        _ => {
            let expected = match ask {
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_) => "squares",
                Ask::Winner => "winner",
                _ => "number",
            };
            cx.error(
                span,
                Words::new("load-answer-is").with("expected", expected),
            );
            return None;
        }
    })
}
