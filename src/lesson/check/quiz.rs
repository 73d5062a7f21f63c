//! A `quiz` step for `lesson check`: the question has an answer where it is asked, the choices offer it,
//! the answer the file writes (if any) is the one the rules give, and the step before does not show it.

use super::walk::{Cx, squares};
use super::*;
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
                let message = match no {
                    NoTruth::NoScore => format!("{} keeps no score", self.lesson.game),
                    NoTruth::NoCards => "no winner takes the cards of the next round (the game is over, or ends in it)".to_string(),
                    NoTruth::Over => "the game is over: no round comes next".to_string(),
                    NoTruth::Race(e) => e.to_string(),
                    NoTruth::Misfit => "this quiz does not fit this lesson".to_string(),
                };
                self.error(span.clone(), message);
                return false;
            }
            None => return false,
        };
        match (ask, truth, runner.world()) {
            (_, Truth::Squares(truth), World::Board(board)) => {
                self.squares_quiz(span, ask, truth, answer, board)
            }
            (Ask::Score { side, choices }, Truth::Number(score), _) => {
                if !choices.contains(&score) {
                    self.error(
                        span.clone(),
                        format!("the {side} score is {score}, which is not among the choices"),
                    );
                }
                if let Some((AnswerText::Number(n), aspan)) = answer
                    && *n != score
                {
                    self.error(
                        aspan.clone(),
                        format!("wrong answer: by the rules the {side} score is {score}, not {n}"),
                    );
                }
                true
            }
            (Ask::Cards { choices }, Truth::Number(truth), _) => {
                if !choices.contains(&truth) {
                    self.error(
                        span.clone(),
                        format!("the next round's winner takes {truth} cards, which is not among the choices"),
                    );
                }
                if let Some((AnswerText::Number(n), aspan)) = answer
                    && *n != truth
                {
                    self.error(
                        aspan.clone(),
                        format!("wrong answer: with this deal the next round's winner takes {truth} cards, not {n}"),
                    );
                }
                true
            }
            (_, Truth::Round(truth), _) => {
                if let Some((AnswerText::Round(r), aspan)) = answer
                    && *r != truth
                {
                    self.error(
                        aspan.clone(),
                        format!(
                            "wrong answer: with this deal the next round goes to {}, not {}",
                            truth.name(),
                            r.name()
                        ),
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
                        format!(
                            "wrong answer: with a {die} the pawn goes from {} to {}, not {n}",
                            t.from, t.to
                        ),
                    );
                }
                true
            }
            _ => {
                self.error(span.clone(), "this quiz does not fit this lesson");
                false
            }
        }
    }

    /// A quiz answered by tapping squares: `truth` are the squares the rules give.
    fn squares_quiz(
        &mut self,
        span: &Span,
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
        let what = match *ask {
            Ask::Mines => "the class's explosion cards are on".to_string(),
            Ask::Targets(sq) => {
                if board.piece_at(sq).is_none() {
                    self.error(
                        span.clone(),
                        format!("the quiz asks about {sq}, but no piece stands there"),
                    );
                    return false;
                }
                format!("the piece on {sq} can go to")
            }
            Ask::Attackers(sq) => format!("the opponent's pieces that can reach {sq} are on"),
            Ask::Pieces(letter) => format!("the pieces `{letter}` are on"),
            _ => {
                self.error(span.clone(), "this quiz does not fit this lesson");
                return false;
            }
        };
        if truth.is_empty() {
            self.error(span.clone(), format!("nothing to find: {what} no square"));
            return false;
        }
        let Some((AnswerText::Squares(given), aspan)) = answer else {
            return true;
        };
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
            let mut message = format!("wrong answer: by the rules {what} {}", squares(&truth));
            if !missing.is_empty() {
                message.push_str(&format!("; missing {}", squares(&missing)));
            }
            if !extra.is_empty() {
                message.push_str(&format!("; not reachable: {}", squares(&extra)));
            }
            self.error(aspan.clone(), message);
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
                format!(
                    "the step just before (line {line}) already shows this quiz's answer ({}): ask first, show after",
                    squares(&truth)
                ),
            );
        }
    }
}
