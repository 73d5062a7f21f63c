//! The core's typed errors (a position notation that does not read, a square name that is not one) as
//! Fluent [`Words`] of `board-errors.ftl`: the core stays free of texts, and its refusals reach the
//! teacher in the teacher's language.

use super::Words;
use crate::boards::OpenError;
use crate::core::chars::race::RaceError;
use crate::core::geometry::{BoardErrorKind, ParseNameError};
use crate::core::notation::{Impossible, NotationError, NotationErrorKind};
use crate::core::schada::ParseLineError;
use crate::core::{BoardGame, GameId};

/// A side as the board texts select on it: `White` or `Black`.
fn side_arg(side: crate::core::game::Side) -> &'static str {
    match side {
        crate::core::game::Side::White => "White",
        crate::core::game::Side::Black => "Black",
    }
}

/// The message id naming a notation field (the core's `&'static str` names).
fn field_id(field: &str) -> &'static str {
    match field {
        "board" => "notation-field-board",
        "side to move" => "notation-field-side",
        "moves" => "notation-field-moves",
        "moves played" => "notation-field-moves-played",
        "White's score" => "notation-field-white-score",
        "Black's score" => "notation-field-black-score",
        "quiet moves" => "notation-field-quiet-moves",
        "repeat record of White" => "notation-field-white-repeat",
        "repeat record of Black" => "notation-field-black-repeat",
        "moves since the last capture" => "notation-field-since-capture",
        _ => "notation-field-other",
    }
}

/// The message id saying what a field or a name expects (the core's `&'static str` descriptions).
fn expected_id(expected: &str) -> &'static str {
    match expected {
        "`w` or `b`" => "notation-expects-side",
        "a whole number" => "notation-expects-number",
        "a whole number from 0 to 100" => "notation-expects-0-100",
        "a whole number from 0 to 200" => "notation-expects-0-200",
        e if e.starts_with("`-` or a square and a count") => "notation-expects-repeat",
        e if e.starts_with("a square name") => "notation-expects-square",
        e if e.starts_with("a direction") => "notation-expects-direction",
        _ => "notation-expects-other",
    }
}

/// The game's letters for White, each with its piece's name (`` `A` agent, `C` chief, `S` spy ``);
/// `None` for a game without pieces on a board.
pub fn named_letters(game: GameId) -> Option<Words> {
    ('A'..='Z')
        .rev()
        .filter(|&l| BoardGame::is_letter(game, l))
        .map(|l| {
            Words::new("notation-letter-named")
                .with("letter", l)
                .with("kind", format!("{}-{}", game.id(), l.to_ascii_lowercase()))
        })
        .reduce(|rest, first| {
            Words::new("notation-list-and")
                .with_words("first", first)
                .with_words("rest", rest)
        })
}

/// What a square or direction name that does not read is, in words.
pub fn name_words(e: &ParseNameError) -> Words {
    Words::new("notation-not-a-name")
        .with("text", &e.text)
        .with_said("expected", expected_id(e.expected))
}

/// What is wrong with a position notation, in words (without its column: the caller places it).
pub fn notation_words(e: &NotationError) -> Words {
    use Impossible as I;
    match &e.kind {
        NotationErrorKind::Board(kind) => match kind {
            BoardErrorKind::RankCount { found, expected } => Words::new("notation-rank-count")
                .with("found", found)
                .with("expected", expected),
            BoardErrorKind::RankLength {
                rank,
                found,
                expected,
            } => Words::new("notation-rank-length")
                .with("rank", rank)
                .with("found", found)
                .with("expected", expected),
            BoardErrorKind::UnknownPiece { letter, known } => {
                // The game these letters are, to name its pieces.
                let white: String = known.chars().filter(char::is_ascii_uppercase).collect();
                let named = GameId::ALL
                    .into_iter()
                    .find(|&g| {
                        ('A'..='Z')
                            .filter(|&l| BoardGame::is_letter(g, l))
                            .eq(white.chars())
                    })
                    .and_then(named_letters);
                // `ll` for 11, `O` for 0: a letter typed where a count of empty squares goes.
                let digit = match letter {
                    'l' | 'I' => "1",
                    'O' | 'o' => "0",
                    _ => "none",
                };
                if let Some(named) = named {
                    return Words::new("notation-unknown-piece-named")
                        .with("letter", letter)
                        .with_words("letters", named)
                        .with("digit", digit);
                }
                let letters = |upper: bool| {
                    let list: Vec<String> = known
                        .chars()
                        .filter(|c| c.is_uppercase() == upper)
                        .map(String::from)
                        .collect();
                    list.join("`, `")
                };
                Words::new("notation-unknown-piece")
                    .with("letter", letter)
                    .with("white", letters(true))
                    .with("black", letters(false))
            }
            BoardErrorKind::ZeroEmpty => Words::new("notation-zero-empty"),
            BoardErrorKind::SpaceInside => Words::new("notation-space-inside"),
        },
        NotationErrorKind::Missing(field) => {
            Words::new("notation-missing").with_said("field", field_id(field))
        }
        // `W`: the side in capitals, as a position typed with Caps Lock on is.
        NotationErrorKind::BadField { field, text, .. }
            if *field == "side to move" && matches!(text.as_str(), "W" | "B") =>
        {
            Words::new("notation-side-capital")
                .with("text", text)
                .with("side", text.to_lowercase())
        }
        NotationErrorKind::BadField {
            field,
            text,
            expected,
        } => Words::new("notation-bad-field")
            .with("text", text)
            .with_said("field", field_id(field))
            .with_said("expected", expected_id(expected)),
        NotationErrorKind::Extra(text) => Words::new("notation-extra").with("text", text),
        NotationErrorKind::Impossible(reason) => match reason {
            I::TooManyPieces { letter, max } => Words::new("notation-too-many-pieces")
                .with("letter", letter)
                .with("max", max),
            I::NoChief { last } => {
                Words::new("notation-no-chief").with("ends", if *last { "last" } else { "first" })
            }
            I::ChiefJustTaken { side } => {
                Words::new("notation-chief-just-taken").with("side", side_arg(*side))
            }
            I::NoChiefLeft { side } => {
                Words::new("notation-no-chief-left").with("side", side_arg(*side))
            }
            I::CountOfThreeToMove => Words::new("notation-count-of-three"),
            I::MoverNotOn { side, square } => Words::new("notation-mover-not-on")
                .with("side", side_arg(*side))
                .with("square", square),
            I::OverLimit {
                quiet,
                limit,
                found,
            } => Words::new("notation-over-limit")
                .with("what", if *quiet { "quiet" } else { "moves" })
                .with("limit", limit)
                .with("found", found),
            I::TankOnEnemyLine { side, square } => Words::new("notation-tank-on-enemy-line")
                .with("side", side_arg(*side))
                .with("square", square),
            I::UnknownCard => Words::new("notation-unknown-card"),
            I::CardOffMinefield { side, square } => Words::new("notation-card-off-minefield")
                .with("side", side_arg(*side))
                .with("square", square),
            I::TooManyTanks {
                side,
                on_board,
                scored,
                total,
            } => Words::new("notation-too-many-tanks")
                .with("side", side_arg(*side))
                .with("on-board", on_board)
                .with("scored", scored)
                .with("total", total),
            I::OnMine { square } => Words::new("notation-on-mine").with("square", square),
            I::TankInRedZone { square } => {
                Words::new("notation-tank-in-red-zone").with("square", square)
            }
            I::TooManyOf {
                side,
                limit,
                commander,
            } => Words::new("notation-too-many-of")
                .with("side", side_arg(*side))
                .with("limit", limit)
                .with("what", if *commander { "commander" } else { "tank" }),
        },
    }
}

/// The direction a French compass word means (`O` for ouest is `W`, `NO` is `NW`, `sud` is `S`).
pub fn french_direction(text: &str) -> Option<&'static str> {
    Some(match text.trim().to_uppercase().as_str() {
        "O" | "OUEST" => "W",
        "NO" | "NORD-OUEST" => "NW",
        "SO" | "SUD-OUEST" => "SW",
        "NORD" => "N",
        "SUD" => "S",
        "EST" => "E",
        "NORD-EST" => "NE",
        "SUD-EST" => "SE",
        _ => return None,
    })
}

/// A Schada diagram line written with French directions (`SO1`, `S2+O2`), as it is meant (`SW1`).
fn line_in_english(text: &str) -> Option<String> {
    let parts: Vec<String> = text
        .split('+')
        .map(|part| {
            let cut = part
                .find(|c: char| c.is_ascii_digit())
                .unwrap_or(part.len());
            let (dir, steps) = part.split_at(cut);
            format!("{}{steps}", french_direction(dir).unwrap_or(dir))
        })
        .collect();
    let english = parts.join("+");
    (english != text && english.parse::<crate::core::schada::Line>().is_ok()).then_some(english)
}

/// A Schada diagram line that does not read, in words.
pub fn line_words(e: &ParseLineError) -> Words {
    let why = match e.reason {
        r if r.starts_with("each part") => "line-why-part",
        r if r.starts_with("the directions") => "line-why-direction",
        r if r.starts_with("the number of steps") => "line-why-steps",
        r if r.starts_with("a line bends") => "line-why-one-bend",
        r if r.starts_with("a bend must") => "line-why-bend-turns",
        r if r.starts_with("a line cannot turn back") => "line-why-turn-back",
        r if r.starts_with("a line is written without spaces") => "line-why-spaces",
        r if r.starts_with("a bend is joined") => "line-why-join",
        _ => "line-why-other",
    };
    Words::new("board-not-a-line")
        .with("text", &e.text)
        .with_said("why", why)
        .with(
            "english",
            line_in_english(&e.text).unwrap_or_else(|| "none".into()),
        )
}

/// A throw that cannot be played in the chars race, in words.
pub fn race_words(e: &RaceError) -> Words {
    match e {
        RaceError::BadThrow(n) => Words::new("race-bad-throw").with("die", n),
        RaceError::Over => Words::new("race-over"),
    }
}

/// A position notation that does not read, with its column (1-based), for a place that has no line
/// of its own (the command line's `--position`).
pub fn notation_words_at(e: &NotationError) -> Words {
    Words::new("notation-at-column")
        .with_words("what", notation_words(e))
        .with("column", e.column + 1)
}

/// Why a board game's position could not be opened, in words (a broken board file: its first problem).
pub fn open_error_words(e: &OpenError) -> Words {
    match e {
        OpenError::Board(errors) => match errors.first() {
            Some(first) => Words::new("data-board-broken")
                .with("file", &first.path)
                .with("line", first.line)
                .with_words("what", (*first.words).clone()),
            None => Words::new("data-board-broken-no-detail"),
        },
        OpenError::Notation(n) => notation_words_at(n),
        OpenError::NoEngine(game) => Words::new("data-no-engine").with("game", game.id()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Texts};

    /// Every id these functions may give exists in both languages, and the French differs.
    #[test]
    fn every_notation_message_is_in_both_languages() {
        let fr = Texts::shipped(Lang::Fr);
        let en = Texts::shipped(Lang::En);
        let fields = [
            "board",
            "moves played",
            "side to move",
            "moves",
            "White's score",
            "Black's score",
            "quiet moves",
            "repeat record of White",
            "repeat record of Black",
            "moves since the last capture",
            "?",
        ];
        let expected = [
            "`w` or `b`",
            "a whole number",
            "a whole number from 0 to 100",
            "a whole number from 0 to 200",
            "`-` or a square and a count from 1 to 3, like `D3:2`",
            "a square name",
            "a direction",
            "?",
        ];
        let mut ids: Vec<&str> = fields.iter().map(|f| field_id(f)).collect();
        ids.extend(expected.iter().map(|e| expected_id(e)));
        for id in ids {
            assert!(fr.has(id) && en.has(id), "{id}");
            assert_ne!(fr.get(id), en.get(id), "{id}");
        }
    }
}
