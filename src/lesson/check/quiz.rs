//! A `quiz` step for `lesson check`: the question has an answer where it is asked, the choices offer it,
//! the answer the file writes (if any) is the one the rules give, and the step before does not show it.

use super::walk::{Cx, landing_words, squares};
use super::*;
use crate::data::Words;
use crate::lesson::runner::{NoTruth, Runner, Truth};

impl Cx<'_> {
    /// Checks the current quiz step of `runner`; false when the lesson cannot go on.
    pub(super) fn quiz(
        &mut self,
        step: &Step,
        ask: &Ask,
        answer: Option<&(AnswerText, Span)>,
        runner: &Runner,
    ) -> bool {
        let span = &step.span;
        let truth = match runner.quiz_truth() {
            Some(Ok(truth)) => truth,
            Some(Err(no)) => {
                let words = match no {
                    NoTruth::NoScore => {
                        Words::new("check-no-score").with("game", self.lesson.game.id())
                    }
                    NoTruth::NoCards => Words::new("check-no-cards"),
                    NoTruth::Over => Words::new("check-no-next-round"),
                    NoTruth::Race(e) => Words::new("check-race")
                        .with_words("what", crate::data::words::race_words(&e)),
                    NoTruth::Misfit => Words::new("check-quiz-misfit"),
                };
                self.error(span.clone(), words);
                return false;
            }
            None => return false,
        };
        match (ask, truth, runner.world()) {
            (_, Truth::Squares(truth), World::Board(board)) => {
                self.squares_quiz(step, ask, truth, answer, board)
            }
            (Ask::Score { side, choices }, Truth::Number(score), _) => {
                let words = |id| Words::new(id).with("side", side.name());
                self.number_quiz(span, choices, score, answer, words);
                true
            }
            (Ask::Cards { choices }, Truth::Number(truth), _) => {
                self.number_quiz(span, choices, truth, answer, |id| {
                    Words::new(id).with("side", "none")
                });
                true
            }
            (_, Truth::Round(truth), _) => {
                if let Some((AnswerText::Round(r), aspan)) = answer
                    && *r != truth
                {
                    self.error(
                        aspan.clone(),
                        Words::new("check-wrong-round")
                            .with("truth", truth.name())
                            .with("given", r.name()),
                    );
                }
                true
            }
            (Ask::Landing(die), Truth::Landing(t), _) => {
                if let Some((AnswerText::Number(n), aspan)) = answer
                    && *n != t.to as u32
                {
                    self.error(
                        aspan.clone(),
                        landing_words("check-wrong-landing", *die, &t, n),
                    );
                }
                true
            }
            _ => {
                self.error(span.clone(), Words::new("check-quiz-misfit"));
                false
            }
        }
    }

    /// A quiz answered with a number (a score, a count of cards): the choices offer `truth`, and the
    /// file's answer is it. `words` names each sentence with its arguments.
    fn number_quiz(
        &mut self,
        span: &Span,
        choices: &[u32],
        truth: u32,
        answer: Option<&(AnswerText, Span)>,
        words: impl Fn(&'static str) -> Words,
    ) {
        if !choices.contains(&truth) {
            self.error(
                self.field(span, "choices"),
                words("check-not-a-choice").with("truth", truth),
            );
        }
        if let Some((AnswerText::Number(n), aspan)) = answer
            && *n != truth
        {
            let wrong = words("check-wrong-number")
                .with("truth", truth)
                .with("given", n);
            self.error(aspan.clone(), wrong);
        }
    }

    /// A quiz answered by tapping squares: `truth` are the squares the rules give.
    fn squares_quiz(
        &mut self,
        step: &Step,
        ask: &Ask,
        truth: Vec<Square>,
        answer: Option<&(AnswerText, Span)>,
        board: &BoardGame,
    ) -> bool {
        // An off-board question square is reported at its own place with the step's other squares.
        if let Ask::Targets(sq) | Ask::Attackers(sq) = ask
            && !board.dims().contains(*sq)
        {
            return false;
        }
        let span = &step.span;
        let what = match *ask {
            Ask::Mines => Words::new("check-what-mines"),
            Ask::Targets(sq) => {
                if board.piece_at(sq).is_none() {
                    // At the `square` the quiz names, not at its `kind`.
                    let at = step.squares.iter().find(|(s, _)| *s == sq);
                    self.error(
                        at.map_or(&step.span, |(_, at)| at).clone(),
                        Words::new("check-quiz-no-piece").with("square", sq),
                    );
                    return false;
                }
                Words::new("check-what-targets").with("square", sq)
            }
            Ask::Attackers(sq) => Words::new("check-what-attackers").with("square", sq),
            Ask::Pieces(letter) => Words::new("check-what-pieces").with("letter", letter),
            _ => {
                self.error(span.clone(), Words::new("check-quiz-misfit"));
                return false;
            }
        };
        if truth.is_empty() && board.is_over() {
            self.game_over(board, span);
            return false;
        }
        if truth.is_empty() {
            // At the field that asks the question (the piece, the square…).
            let field = match *ask {
                Ask::Pieces(_) => self.field(span, "piece"),
                Ask::Attackers(sq) | Ask::Targets(sq) => step
                    .squares
                    .iter()
                    .find(|(s, _)| *s == sq)
                    .map_or(span.clone(), |(_, at)| at.clone()),
                _ => self.field(span, "ask"),
            };
            self.error(field, Words::new("check-nothing-to-find"));
            return false;
        }
        let Some((AnswerText::Squares(given), aspan)) = answer else {
            return true;
        };
        // A square off the board is reported at its own place in the list, with the step's other
        // squares: comparing the rest would only repeat it.
        if given.iter().any(|s| !board.dims().contains(*s)) {
            return true;
        }
        let mut given = given.clone();
        given.sort();
        given.dedup();
        if given != truth {
            let missing: Vec<Square> = truth
                .iter()
                .filter(|s| !given.contains(s))
                .copied()
                .collect();
            let extra: Vec<Square> = given
                .iter()
                .filter(|s| !truth.contains(s))
                .copied()
                .collect();
            let words = Words::new("check-wrong-squares")
                .with_words("what", what)
                .with("truth", squares(&truth))
                .with("missing", squares(&missing))
                .with("extra", squares(&extra));
            // At the first square that is not one of them, when the list has one (a list written
            // over several lines is said at that square's line).
            let place = extra.first().and_then(|square| {
                let written = self.lesson.text.get(aspan.clone())?.to_ascii_uppercase();
                let name = square.to_string();
                let i = written
                    .find(&format!("\"{name}\""))
                    .map(|i| i + 1)
                    .or_else(|| written.find(&name))?;
                Some(aspan.start + i..aspan.start + i + name.len())
            });
            self.error(place.unwrap_or_else(|| aspan.clone()), words);
        }
        true
    }

    /// A quiz whose answer the step just before draws (highlighted squares, arrows, labels or targets).
    pub(super) fn answer_shown_before(
        &mut self,
        step: &Step,
        ask: &Ask,
        before: &Step,
        runner: &Runner,
    ) {
        let Some(board) = runner.world().board() else {
            return;
        };
        if !matches!(
            ask,
            Ask::Targets(_) | Ask::Attackers(_) | Ask::Pieces(_) | Ask::Mines
        ) {
            return;
        }
        let Some(Ok(Truth::Squares(truth))) = runner.quiz_truth() else {
            return;
        };
        let a = &before.annotations;
        if truth.is_empty() {
            return;
        }
        let same_targets = matches!(ask, Ask::Targets(sq) if a.targets_of == Some(*sq));
        let mut shown: Vec<Square> = a.highlight.clone();
        shown.extend(a.arrows.iter().map(|(_, to)| *to));
        shown.extend(a.labels.iter().map(|(sq, _)| *sq));
        if let Some(sq) = a.targets_of {
            shown.extend(world::targets(board, sq));
        }
        if same_targets || truth.iter().all(|s| shown.contains(s)) {
            let (line, _) = crate::data::line_column(&self.lesson.text, before.span.start);
            self.error(
                step.span.clone(),
                Words::new("check-answer-shown-before")
                    .with("line", line)
                    .with("squares", squares(&truth)),
            );
        }
    }
}
