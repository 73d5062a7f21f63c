//! The words of one lesson for `lesson check`: the rules its steps teach exist, every message it uses
//! is in every language, its French sentences are short, and its texts use only the variables their
//! step gives.

use super::walk::Cx;
use super::*;
use crate::data::{self, DataError, Words};

impl Cx<'_> {
    /// Every `teaches` names a rule of the game's rule list.
    pub(super) fn teaches(&mut self, rules: Option<&Rules>) {
        let lesson = self.lesson;
        for (id, span) in lesson.steps.iter().flat_map(|s| &s.teaches) {
            match rules {
                Some(r) if r.contains(id) => {}
                Some(r) => {
                    let known: Vec<&str> = r.rules.iter().map(|x| x.id.as_str()).collect();
                    let guess = load::closest_word(id, &known).unwrap_or("none");
                    // A rule of another game's list (`no-jump` of Espion in a Schada lesson).
                    // (Not when it is one of this game's own shipped rules, deleted from a copy.)
                    let own = super::rules::embedded(lesson.game).is_some_and(|l| l.contains(id));
                    let other = crate::core::GameId::ALL
                        .into_iter()
                        .filter(|g| *g != lesson.game && !own)
                        .find(|g| super::rules::embedded(*g).is_some_and(|l| l.contains(id)));
                    self.error(
                        span.clone(),
                        Words::new("check-unknown-rule")
                            .with("rule", id)
                            .with("path", &r.path)
                            .with("guess", guess)
                            .with("other", other.map_or("none", |g| g.id()))
                            .with("game", lesson.game.id()),
                    );
                }
                None => self.error(
                    span.clone(),
                    Words::new("check-teaches-without-list")
                        .with("rule", id)
                        .with("game", lesson.game.id()),
                ),
            }
        }
    }

    /// Every French sentence of the lesson's messages has at most [`MAX_FRENCH_WORDS`] words.
    pub(super) fn french_sentences(&mut self, french: &MessageTexts) {
        let lesson = self.lesson;
        for (id, span) in &lesson.messages {
            let Some((text, place)) = french.get(id) else {
                continue;
            };
            for (words, sentence) in long_sentences(text) {
                let words = Words::new("check-long-sentence")
                    .with("id", id)
                    .with("words", words)
                    .with("max", MAX_FRENCH_WORDS)
                    .with("sentence", sentence);
                match place {
                    // In a teacher's file: at the sentence, where it is to be cut.
                    Some((path, line, column)) => self.errors.push(DataError {
                        path: path.clone(),
                        line: *line,
                        column: *column,
                        words: Box::new(words),
                    }),
                    None => self.error(span.clone(), words),
                }
            }
        }
    }

    /// Every message the lesson uses is in every language.
    pub(super) fn messages(&mut self, ids: &[(Lang, MessageIds)]) {
        let lesson = self.lesson;
        let own = format!("{}-", lesson.id);
        for (id, span) in &lesson.messages {
            let missing: Vec<&str> = ids
                .iter()
                .filter(|(_, set)| !set.contains_key(id))
                .map(|(lang, _)| lang.code())
                .collect();
            // A space or tab typed inside the quotes (`"bataille-l01-deal<tab>"`): the id looks
            // right, and is said by the character.
            let blank = id
                .char_indices()
                .find(|(_, c)| c.is_whitespace() || *c == '\u{200B}');
            let clean: String = id
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '\u{200B}')
                .collect();
            if !missing.is_empty()
                && let Some((at, c)) = blank
                && ids.iter().all(|(_, set)| set.contains_key(&clean))
            {
                let what = match c {
                    '\t' => "tab",
                    ' ' => "space",
                    _ => "invisible",
                };
                let start = span.start + at;
                self.error(
                    start..start + c.len_utf8(),
                    Words::new("check-message-id-blank")
                        .with("what", what)
                        .with("id", &clean),
                );
                continue;
            }
            if !missing.is_empty() {
                // An id one slip away from one every language has (`…-sumary`): the one meant.
                let known: Vec<&str> = ids
                    .first()
                    .map(|(_, set)| set.keys())
                    .into_iter()
                    .flatten()
                    .map(String::as_str)
                    .filter(|k| ids.iter().all(|(_, set)| set.contains_key(*k)))
                    // An id is not guessed from another lesson's: the guess is one of this
                    // lesson's ids, or shares the id's own lesson part (`espion-lXX-`).
                    .filter(|k| k.starts_with(&own) || lesson_part(id) == lesson_part(k))
                    .collect();
                let guess = data::closest_word(id, &known).unwrap_or("none");
                self.error(
                    span.clone(),
                    Words::new("check-message-missing")
                        .with("id", id)
                        .with("langs", missing.join("+"))
                        .with("guess", guess),
                );
            }
        }
    }

    /// A text uses only the variables its step gives (a `simulate` step gives the figures).
    pub(super) fn variables(&mut self, ids: &[(Lang, MessageIds)]) {
        let lesson = self.lesson;
        for step in &lesson.steps {
            let Some(id) = &step.text else { continue };
            let given = step.kind.gives();
            let span = lesson
                .messages
                .iter()
                .find(|(m, s)| m == id && s.start >= step.span.start)
                .map_or(step.span.clone(), |(_, s)| s.clone());
            let gives = if given.is_empty() {
                "none".to_string()
            } else {
                let list: Vec<String> = given.iter().map(|g| format!("${g}")).collect();
                list.join(", ")
            };
            let (step_line, _) = data::line_column(&lesson.text, span.start);
            for (lang, set) in ids {
                let Some(vars) = set.get(id) else { continue };
                for (var, (path, line, column)) in
                    vars.iter().filter(|(v, _)| !given.contains(&v.as_str()))
                {
                    // Said where the variable is written, in the Fluent file: that is what to change.
                    let words = Words::new("check-variable-not-given")
                        .with("id", id)
                        .with("var", var)
                        .with("lang", lang.code())
                        .with("kind", step.kind.name())
                        .with("gives", &gives)
                        .with("lesson", &lesson.id)
                        .with("line", step_line);
                    self.errors.push(DataError {
                        path: path.clone(),
                        line: *line,
                        column: *column,
                        words: Box::new(words),
                    });
                }
            }
        }
    }
}

/// The lesson part of a message id, `espion-l02-` of `espion-l02-spy` (`tank-battle-l01-` of
/// `tank-battle-l01-a`): up to the dash after the first word that follows the game's id.
pub(super) fn lesson_part(id: &str) -> Option<&str> {
    let game = crate::core::GameId::ALL
        .iter()
        .map(|g| g.id())
        .find(|g| id.strip_prefix(g).is_some_and(|r| r.starts_with('-')))?;
    let after = game.len() + 1;
    let dash = id[after..].find('-')?;
    Some(&id[..after + dash + 1])
}
