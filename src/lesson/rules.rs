//! Each game's rule list, `lessons/<game>/rules.toml`: every rule of the game as an id, its words in the
//! Fluent files beside the lessons (`<game>-rule-<id>`). Lesson steps name the rules they teach
//! (`teaches = [...]`); `lesson check` reports rules no step teaches or no decision step practises, and
//! `lesson coverage` prints the table.
//!
//! ```
//! use ludoclasse::lesson::rules::parse;
//! let rules = parse("lessons/espion/rules.toml", "[[rule]]\nid = \"spy-moves\"\n").unwrap();
//! assert_eq!(rules.rules[0].id, "spy-moves");
//! assert_eq!(rules.message_id(&rules.rules[0].id), "espion-rule-spy-moves");
//! ```

use serde::Deserialize;
use toml::Spanned;

use crate::core::GameId;
use crate::data::{self, DataError, Words};

use super::model::Span;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    #[serde(rename = "rule", default)]
    rules: Vec<RuleFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    id: Spanned<String>,
}

/// One rule of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// `kebab-case`, unique in the game.
    pub id: String,
    /// Where the id is written in `rules.toml`.
    pub span: Span,
}

/// A game's rule list, as read from its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The game, from the file's folder (`lessons/<game>/rules.toml`); `None` if the folder names none.
    pub game: Option<GameId>,
    pub path: String,
    pub text: String,
    pub rules: Vec<Rule>,
}

impl Rules {
    /// The Fluent message that words rule `id`: `<game>-rule-<id>`.
    pub fn message_id(&self, id: &str) -> String {
        let game = self.game.map_or("game", GameId::id);
        format!("{game}-rule-{id}")
    }

    pub fn contains(&self, id: &str) -> bool {
        self.rules.iter().any(|r| r.id == id)
    }

    /// The error for a rule problem found later (at the rule's id in `rules.toml`).
    pub fn error_at(&self, span: Span, words: Words) -> DataError {
        DataError::at_span(&self.path, &self.text, span, words)
    }
}

fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The game a `rules.toml` belongs to, from its folder's name.
pub fn game_of(path: &str) -> Option<GameId> {
    std::path::Path::new(path)
        .parent()?
        .file_name()?
        .to_str()?
        .parse()
        .ok()
}

/// Reads a `rules.toml`.
///
/// # Errors
/// A file that does not read, an id that is not kebab-case, an id given twice, each as
/// `file:line:column`.
pub fn parse(path: &str, text: &str) -> Result<Rules, Vec<DataError>> {
    // A byte of another encoding (a note in French saved as Latin-1) is said first, at its place.
    let bad_bytes = data::bad_bytes(path, text);
    // A missing id is said with what it is for.
    let purpose = |_: &str, field: &str| (field == "id").then_some("id");
    let file: RulesFile = toml::from_str(text).map_err(|e| {
        // (Every game's list has the same shape: its own, else Espion's.)
        let model = game_of(path)
            .and_then(|g| data::shipped(&path_for(g)))
            .or_else(|| data::shipped("lessons/espion/rules.toml"));
        let said = data::toml_error(path, text, &e, purpose, model);
        // A byte of another encoding breaks the line it is on: one problem there, not two.
        let same_line = bad_bytes.as_ref().is_some_and(|b| b.line == said.line);
        bad_bytes
            .clone()
            .into_iter()
            .chain((!same_line).then_some(said))
            .collect::<Vec<_>>()
    })?;
    let mut errors: Vec<DataError> = bad_bytes.into_iter().collect();
    let mut rules: Vec<Rule> = Vec::new();
    for (index, r) in file.rules.iter().enumerate() {
        let id = r.id.get_ref();
        let span = r.id.span().start + 1..r.id.span().end.saturating_sub(1);
        if id.trim().is_empty() {
            // An id erased: the shipped list's rule in this place, when the copy has as many.
            let shipped = game_of(path)
                .and_then(embedded)
                .filter(|s| s.rules.len() == file.rules.len())
                .and_then(|s| s.rules.get(index).map(|r| r.id.clone()));
            errors.push(DataError::at_span(
                path,
                text,
                span.clone(),
                Words::new("rules-id-empty").with("shipped", shipped.as_deref().unwrap_or("none")),
            ));
        } else if id.trim() != id && is_kebab(id.trim()) {
            // `"capture "`: a space typed inside the quotes.
            errors.push(DataError::at_span(
                path,
                text,
                span.clone(),
                Words::new("rules-id-spaces").with("id", id.trim()),
            ));
        } else if !is_kebab(id) {
            errors.push(DataError::at_span(
                path,
                text,
                span.clone(),
                Words::new("rules-id-not-kebab").with("id", id),
            ));
        }
        if let Some(first) = rules.iter().find(|x| &x.id == id) {
            let (line, _) = data::line_column(text, first.span.start);
            errors.push(DataError::at_span(
                path,
                text,
                span.clone(),
                Words::new("rules-id-twice")
                    .with("id", id)
                    .with("first", line),
            ));
            continue;
        }
        rules.push(Rule {
            id: id.clone(),
            span,
        });
    }
    if file.rules.is_empty() {
        errors.push(DataError::at_span(
            path,
            text,
            0..0,
            Words::new("rules-none"),
        ));
    }
    if errors.is_empty() {
        Ok(Rules {
            game: game_of(path),
            path: path.to_string(),
            text: text.to_string(),
            rules,
        })
    } else {
        Err(errors)
    }
}

/// The path of a game's rule list.
pub fn path_for(game: GameId) -> String {
    format!("lessons/{}/rules.toml", game.id())
}

/// A game's shipped rule list (a teacher's copy wins); `None` if the game has none yet.
pub fn shipped(game: GameId) -> Option<Result<Rules, Vec<DataError>>> {
    let path = path_for(game);
    let file = data::load(&path).ok()?;
    Some(parse(&file.path, &file.text).map(|mut r| {
        r.game = Some(game);
        r
    }))
}

/// A game's rule list as shipped in the binary, ignoring any teacher's copy (what the lessons are checked
/// against when the copy does not read).
pub fn embedded(game: GameId) -> Option<Rules> {
    let path = path_for(game);
    let mut rules = parse(&path, data::shipped(&path)?).ok()?;
    rules.game = Some(game);
    Some(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A note saved as Latin-1 (`Pièces` with one byte for `è`): said at that byte, as in a lesson.
    #[test]
    fn a_byte_of_another_encoding_is_said_at_its_place() {
        let bytes = b"[[rule]]\nid = \"a-b\"\n# Pi\xe8ces et d\xe9part\n[[rule]]\nid = \"c-d\"\n";
        let text = String::from_utf8_lossy(bytes);
        let e = parse("lessons/chars/rules.toml", &text).unwrap_err();
        assert_eq!(
            (e[0].line, e[0].column, e[0].words.id),
            (3, 5, "data-bad-bytes")
        );
    }

    #[test]
    fn ids_are_kebab_case_and_unique() {
        let text = "[[rule]]\nid = \"a-b\"\n[[rule]]\nid = \"Bad_id\"\n[[rule]]\nid = \"a-b\"\n";
        let e: Vec<String> = parse("lessons/espion/rules.toml", text)
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            e,
            [
                "lessons/espion/rules.toml:4:7: rule id `Bad_id` is not kebab-case (lowercase words joined by `-`, like `spy-moves`)",
                "lessons/espion/rules.toml:6:7: rule id `a-b` is given twice (first at line 2)",
            ]
        );
    }

    #[test]
    fn a_rule_without_its_id_is_said_with_what_the_id_is_for() {
        let text = "[[rule]]\nid = \"a-b\"\n\n[[rule]]\n# no id\n";
        let e = parse("lessons/espion/rules.toml", text).unwrap_err();
        assert_eq!(
            e[0].to_string(),
            "lessons/espion/rules.toml:4:1: `id` is missing in this `rule` table: it is the rule's name, \
             which the lesson steps that teach it write in `teaches`"
        );
    }

    #[test]
    fn the_game_comes_from_the_folder() {
        let r = parse("x/lessons/schada/rules.toml", "[[rule]]\nid = \"chief\"\n").unwrap();
        assert_eq!(r.game, Some(GameId::Schada));
        assert_eq!(r.message_id("chief"), "schada-rule-chief");
    }
}
