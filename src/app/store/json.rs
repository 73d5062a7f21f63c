//! Why a JSON file the app keeps (the list of children, a game's save) does not read, said in a
//! teacher's words and at the mistake itself: the missing quote or comma, the French word where the
//! app writes an English one. (The reader often stops later, at the end of a group or on the next
//! line.)

use serde_json::error::Category;

use crate::data::Words;

/// The mistake `e` met in `text`: the byte where it is, and the words that say it.
fn mistake(text: &str, e: &serde_json::Error) -> (usize, Words) {
    if let Some(words) = super::not_text(text) {
        return (0, words);
    }
    // Zero bytes, which editors do not show: a block of the disk lost, or a file cut while saved.
    if let Some(zero) = text.find('\0') {
        let run = text[zero..].len() - text[zero..].trim_start_matches('\0').len();
        let rest = text[zero..].trim_matches(|c: char| c == '\0' || c.is_whitespace());
        let words = if rest.is_empty() {
            Words::new("json-zeros-to-end")
        } else {
            Words::new("json-zeros-inside").with("count", run)
        };
        return (zero, words);
    }
    let stopped = stopped_at(text, e);
    let raw = e.to_string();
    let raw = raw.split(" at line ").next().unwrap_or(&raw);
    match e.classify() {
        Category::Eof => (text.trim_end().len(), Words::new("json-cut-short")),
        Category::Syntax => syntax(text, stopped, raw),
        _ => data(text, stopped, raw),
    }
}

/// Like [`mistake`], for a file read by `read`: a number or `true` written where the app writes one of
/// its words (`"level": 2`) is said with those words, which `read` gives when it meets a word it does
/// not know there.
pub fn mistake_reading(
    text: &str,
    e: &serde_json::Error,
    read: impl Fn(&str) -> Result<(), serde_json::Error>,
) -> (usize, Words) {
    let (at, words) = mistake(text, e);
    let arg = |name: &str| {
        words
            .args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    let found = match words.id {
        "json-wrong-type" if arg("want").as_deref() == Some("word") => arg("found"),
        // (The reader stops at a number where it reads a word into a plain list of words.)
        "json-value-expected" => {
            let token: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || "+-.".contains(*c))
                .collect();
            let scalar = serde_json::from_str::<serde_json::Value>(&token)
                .is_ok_and(|v| !v.is_string() && !v.is_array() && !v.is_object());
            scalar.then_some(token)
        }
        _ => None,
    };
    let Some(found) = found.filter(|f| text[at..].starts_with(f.as_str())) else {
        return (at, words);
    };
    // The same file with a word no one writes in that place: the reader then lists the words it knows.
    let probe = format!("{}\"-no-word-\"{}", &text[..at], &text[at + found.len()..]);
    let Err(again) = read(&probe) else {
        return (at, words);
    };
    let raw = again.to_string();
    let quoted: Vec<&str> = raw.split('`').skip(1).step_by(2).collect();
    match quoted.split_first() {
        Some((&"-no-word-", known)) if raw.starts_with("unknown variant") && !known.is_empty() => {
            (at, unknown_word(&found, known))
        }
        _ => (at, words),
    }
}

/// Where the reader stopped, as a byte of `text` (the reader counts lines, and bytes in a line).
fn stopped_at(text: &str, e: &serde_json::Error) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(e.line().saturating_sub(1))
        .map(str::len)
        .sum();
    let mut at = (start + e.column().saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// `word` is none of the words the app writes there (`known`): said with them, and with the one meant
/// when it differs only by its accents or capitals (`débutant` for `debutant`).
fn unknown_word(word: &str, known: &[&str]) -> Words {
    let plain = |w: &str| -> String {
        w.chars()
            .map(|c| match c.to_lowercase().next().unwrap_or(c) {
                'à' | 'â' | 'ä' => 'a',
                'é' | 'è' | 'ê' | 'ë' => 'e',
                'î' | 'ï' => 'i',
                'ô' | 'ö' => 'o',
                'ù' | 'û' | 'ü' => 'u',
                'ç' => 'c',
                c => c,
            })
            .collect()
    };
    let guess = known
        .iter()
        .find(|k| plain(k) == plain(word))
        .map_or("none", |k| k);
    Words::new("json-unknown-word")
        .with("word", word)
        .with("known", known.join("`, `"))
        .with("guess", guess)
}

/// A character out of place.
fn syntax(text: &str, at: usize, raw: &str) -> (usize, Words) {
    let before = text[..at].trim_end().len();
    if raw == "trailing comma" {
        // `},` before `]`: a child removed by hand, its comma left.
        let comma = text[..at].rfind(',').unwrap_or(at);
        return (comma, Words::new("json-comma-too-many"));
    }
    if raw.starts_with("control character") {
        let open = text[..at].trim_end().rfind('"').unwrap_or(at);
        // A line break typed inside a text (Enter pressed in a name): the text goes on, closed, on
        // the next line. Joined, the file reads on.
        if let Some(i) = text[open..].find(['\n', '\r']) {
            let brk = open + i;
            let next = text[brk..].trim_start_matches(['\r', '\n']);
            let joined = format!("{}{next}", &text[..brk]);
            let joined_line = brk + next.find('\n').unwrap_or(next.len());
            let further = match serde_json::from_str::<serde_json::Value>(&joined) {
                Ok(_) => true,
                Err(e) => stopped_at(&joined, &e) > joined_line,
            };
            if further {
                let (line, _) = crate::data::line_column(text, brk);
                return (
                    brk,
                    Words::new("json-text-on-two-lines").with("next", line + 1),
                );
            }
        }
        // A line break inside a text: its closing quote was lost on the line where it opens.
        let line_end = text[open..].find('\n').map_or(text.len(), |i| open + i);
        let end = open + text[open..line_end].trim_end().len();
        return (end, Words::new("json-quote-missing"));
    }
    if raw.starts_with("expected `,` or") {
        return (before, Words::new("json-comma-missing"));
    }
    let curly = text[at..]
        .chars()
        .next()
        .is_some_and(|c| "“”«»‘’„".contains(c));
    // `"stars": +3`: a number with its sign, which JSON does not take.
    if let Some(digits) = text[at..].strip_prefix('+') {
        let number: String = digits.chars().take_while(char::is_ascii_digit).collect();
        if !number.is_empty() {
            return (at, Words::new("json-number-plus").with("number", number));
        }
    }
    // `// Tom a fini…`: a note, which JSON does not have.
    if text[at..].starts_with("//") {
        return (at, Words::new("json-note"));
    }
    // `1,,` : a comma typed twice, where a name or a value was awaited.
    let doubled = text[at..].starts_with(',') && text[..before].ends_with(',');
    let words = match raw {
        _ if curly => "json-curly-quotes",
        _ if doubled => "json-comma-too-many",
        "expected `:`" => "json-colon-missing",
        "key must be a string" => "json-name-without-quotes",
        "trailing characters" => "json-after-the-end",
        "expected value" | "expected ident" => "json-value-expected",
        _ => "json-unexpected",
    };
    (at, Words::new(words))
}

/// A value that does not fit where it is.
fn data(text: &str, at: usize, raw: &str) -> (usize, Words) {
    let quoted: Vec<&str> = raw.split('`').skip(1).step_by(2).collect();
    // The value as written, found before where the reader stopped (a group is read whole before its
    // values are looked at), else anywhere.
    let find = |written: &str| {
        text[..at]
            .rfind(written)
            .or_else(|| text.find(written))
            .unwrap_or(at)
    };
    if (raw.starts_with("unknown variant") || raw.starts_with("unknown field"))
        && let Some((word, known)) = quoted.split_first()
    {
        let written = serde_json::to_string(word).unwrap_or_default();
        return (find(&written), unknown_word(word, known));
    }
    if let Some(rest) = raw.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        let shown = found
            .strip_prefix("string ")
            .map(str::to_string)
            .or_else(|| found.split('`').nth(1).map(str::to_string));
        let whole = [
            "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64",
        ];
        let want = match expected {
            // `"stars": 2.5`: a number, but the app counts in whole ones.
            e if whole.contains(&e) && found.starts_with("floating point") => "whole",
            e if [
                "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "f32", "f64",
            ]
            .contains(&e) =>
            {
                "number"
            }
            "a string" => "text",
            // One of the words the app writes (a level, a side).
            "string or map" | "variant identifier" => "word",
            "a boolean" => "yes-no",
            "a sequence" => "list",
            _ => "group",
        };
        let at = shown.as_deref().map_or(at, find);
        let words = Words::new("json-wrong-type")
            .with("want", want)
            .with("found", shown.unwrap_or_else(|| "none".into()));
        return (at, words);
    }
    if raw.starts_with("invalid value: integer")
        && let Some(value) = quoted.first()
    {
        return (
            find(value),
            Words::new("json-number-unfit").with("value", *value),
        );
    }
    // `"current"` written twice in one group: said at the second one.
    if raw.starts_with("duplicate field")
        && let Some(field) = quoted.first()
    {
        let name = format!("\"{field}\"");
        let second = text
            .match_indices(&name)
            .map(|(i, _)| i)
            .filter(|&i| i <= at + name.len())
            .last()
            .unwrap_or(at);
        return (second, Words::new("json-key-twice").with("field", *field));
    }
    if raw.starts_with("missing field")
        && let Some(field) = quoted.first()
    {
        return (at, Words::new("json-field-missing").with("field", *field));
    }
    // A game of La Bataille edited by hand into one that cannot go on (see `core::bataille`): serde
    // carries the core's reason as its text.
    use crate::core::bataille::SavedError;
    if raw.starts_with(&SavedError::Cards.to_string())
        && let Some(said) = cards_once(text)
    {
        return said;
    }
    if SavedError::ALL
        .iter()
        .any(|reason| raw.starts_with(&reason.to_string()))
    {
        return (at, Words::new("json-game-impossible"));
    }
    (at, Words::new("json-value-unfit"))
}

/// In a La Bataille save whose piles and table do not hold the 52 cards once each: the second place of
/// the first card written twice, and the cards missing. (A word that is no card does not get this far:
/// the reader refuses it at its place.)
fn cards_once(text: &str) -> Option<(usize, Words)> {
    use crate::core::bataille::Card;
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let game = value.get("game")?;
    let piles = ["white", "black"]
        .into_iter()
        .filter_map(|side| game.get("holdings")?.get(side)?.get("cards")?.as_array())
        .flatten();
    let table = (game.get("table")?.as_array()?.iter()).filter_map(|t| t.get("card"));
    let mut seen: Vec<Card> = Vec::new();
    let mut twice = None;
    for written in piles.chain(table).filter_map(|c| c.as_str()) {
        let Ok(card) = written.parse::<Card>() else {
            continue;
        };
        if seen.contains(&card) {
            twice.get_or_insert(written);
        } else {
            seen.push(card);
        }
    }
    let card = twice?;
    // The card's second place in the text.
    let (at, _) = text.match_indices(&format!("\"{card}\"")).nth(1)?;
    let missing: Vec<String> = Card::full_deck()
        .into_iter()
        .filter(|c| !seen.contains(c))
        .map(|c| c.to_string())
        .collect();
    let missing = if missing.is_empty() {
        "none".to_string()
    } else {
        missing.join(", ")
    };
    let words = Words::new("json-bataille-card-twice")
        .with("card", card)
        .with("missing", missing);
    Some((at + 1, words))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Child {
        name: String,
        stars: u8,
        side: Side,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "lowercase")]
    enum Side {
        White,
        Black,
    }

    /// The line and words of the mistake in `text`, read as a list of children.
    fn said(text: &str) -> (usize, &'static str, Vec<(&'static str, String)>) {
        let e = serde_json::from_str::<Vec<Child>>(text).unwrap_err();
        let (at, words) = mistake(text, &e);
        let (line, _) = crate::data::line_column(text, at);
        (line, words.id, words.args)
    }

    const GOOD: &str =
        "[\n  {\n    \"name\": \"Léa\",\n    \"stars\": 3,\n    \"side\": \"white\"\n  }\n]\n";

    #[test]
    fn each_mistake_is_said_at_its_own_line() {
        assert!(serde_json::from_str::<Vec<Child>>(GOOD).is_ok());
        let with = |from: &str, to: &str| {
            assert!(GOOD.contains(from));
            GOOD.replacen(from, to, 1)
        };
        // A comma left after the last child.
        assert_eq!(said(&with("  }\n", "  },\n")).0, 6);
        // A note written above the list, or inside it.
        let note = format!("// Tom a fini la bataille\n{GOOD}");
        assert_eq!((said(&note).0, said(&note).1), (1, "json-note"));
        assert_eq!(
            said(&with("    \"stars\"", "    // trois\n    \"stars\"")).1,
            "json-note"
        );
        assert_eq!(said(&with("  }\n", "  },\n")).1, "json-comma-too-many");
        // A number with a `+` sign.
        let (line, id, _) = said(&with("3,", "+3,"));
        assert_eq!((line, id), (4, "json-number-plus"));
        // A comma typed twice.
        assert_eq!(
            said(&with("\"stars\": 3,", "\"stars\": 3,,")).1,
            "json-comma-too-many"
        );
        // A closing quote lost.
        let (line, id, _) = said(&with("\"Léa\",", "\"Léa,"));
        assert_eq!((line, id), (3, "json-quote-missing"));
        // A comma lost at the end of a line.
        let (line, id, _) = said(&with("\"stars\": 3,", "\"stars\": 3"));
        assert_eq!((line, id), (4, "json-comma-missing"));
        // Curly quotes.
        let (line, id, _) = said(&with("\"Léa\"", "“Léa”"));
        assert_eq!((line, id), (3, "json-curly-quotes"));
        // A French word for an English one: the word and the known ones.
        let (line, id, args) = said(&with("\"white\"", "\"blanc\""));
        assert_eq!((line, id), (5, "json-unknown-word"));
        assert!(args.contains(&("word", "blanc".into())), "{args:?}");
        assert!(
            args.contains(&("known", "white`, `black".into())),
            "{args:?}"
        );
        // A word with a capital the app does not write: the word meant.
        let (_, id, args) = said(&with("\"white\"", "\"White\""));
        assert_eq!(id, "json-unknown-word");
        assert!(args.contains(&("guess", "white".into())), "{args:?}");
        let (_, _, args) = said(&with("\"white\"", "\"blanc\""));
        assert!(args.contains(&("guess", "none".into())), "{args:?}");
        // A number written in words.
        let (line, id, args) = said(&with("3,", "\"trois\","));
        assert_eq!((line, id), (4, "json-wrong-type"));
        assert!(args.contains(&("want", "number".into())), "{args:?}");
        // A number too large for its place.
        let (line, id, _) = said(&with("3,", "300,"));
        assert_eq!((line, id), (4, "json-number-unfit"));
        // A field deleted.
        let (_, id, args) = said(&with("    \"stars\": 3,\n", ""));
        assert_eq!(id, "json-field-missing");
        assert!(args.contains(&("field", "stars".into())), "{args:?}");
        // Cut short.
        assert_eq!(said(&GOOD[..30]).1, "json-cut-short");
        // Zero bytes in the middle (a block of the disk lost), or to the end (cut while saved).
        let zeros = with("\"Léa\"", &format!("\"L{}a\"", "\0".repeat(40)));
        let (line, id, args) = said(&zeros);
        assert_eq!((line, id), (3, "json-zeros-inside"));
        assert!(args.contains(&("count", "40".into())), "{args:?}");
        let cut = format!("{}{}", &GOOD[..40], "\0".repeat(200));
        assert_eq!(said(&cut).1, "json-zeros-to-end");
        // Enter pressed inside a name: the text goes on, closed, on the next line.
        let (line, id, args) = said(&with("\"Léa\",", "\"Léa\n\","));
        assert_eq!((line, id), (3, "json-text-on-two-lines"));
        assert!(args.contains(&("next", "4".into())), "{args:?}");
        // Its closing quote lost, the next line a new name: the quote is said.
        let (line, id, _) = said(&with("\"Léa\",", "\"Léa\n    \"x\": 1,"));
        assert_eq!((line, id), (3, "json-quote-missing"));
        // A number where the app writes one of its words: said with the words.
        let text = with("\"white\"", "2");
        let read = |t: &str| serde_json::from_str::<Vec<Child>>(t).map(|_| ());
        let e = read(&text).unwrap_err();
        let (at, words) = mistake_reading(&text, &e, read);
        assert_eq!(crate::data::line_column(&text, at), (5, 13));
        assert_eq!(words.id, "json-unknown-word");
        assert!(words.args.contains(&("word", "2".into())), "{words:?}");
        assert!(
            words.args.contains(&("known", "white`, `black".into())),
            "{words:?}"
        );
    }

    /// A file with no text the app wrote is said as a whole: emptied, only zero bytes, a web page.
    #[test]
    fn a_file_with_no_text_of_the_app_is_said_as_a_whole() {
        assert_eq!(said(" \n").1, "store-kept-empty");
        assert_eq!(said(&"\0".repeat(4096)).1, "store-kept-zeros");
        let page = "<!DOCTYPE html>\n<html><body>Connexion</body></html>\n";
        assert_eq!(said(page), (1, "store-kept-web-page", vec![]));
        // A name the app does not write, where the stars are kept: said at the name, with the ones
        // it writes.
        let text = "{\n  \"enfants\": [{\"name\": \"Léa\"}]\n}\n";
        let e = serde_json::from_str::<crate::app::profiles::Profiles>(text).unwrap_err();
        let (at, words) = mistake(text, &e);
        assert_eq!(crate::data::line_column(text, at), (2, 3));
        assert_eq!(words.id, "json-unknown-word");
        assert!(
            words
                .args
                .contains(&("known", "children`, `current".into()))
        );
    }
}
