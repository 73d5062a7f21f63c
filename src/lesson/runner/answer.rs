//! The right answer of a quiz, by the rules, in the world as it stands: what the runner accepts, shows
//! ("Show me") and plays (its script), and what `lesson check` compares the file's answer with.

use super::*;
use crate::core::chars::race::RaceError;

/// The right answer of a quiz.
#[derive(Clone, Debug, PartialEq)]
pub enum Truth {
    /// `targets`, `attackers`, `mines`, `pieces`: every square to tap, sorted (may be empty: nothing to
    /// find).
    Squares(Vec<Square>),
    /// `score`: the points; `cards`: the cards the next round's winner takes.
    Number(u32),
    /// `winner`: who takes the next round.
    Round(RoundWinner),
    /// `landing`: the throw, and where the pawn ends it.
    Landing(RaceStep),
}

/// Why a quiz has no right answer here.
#[derive(Clone, Debug, PartialEq)]
pub enum NoTruth {
    /// The game keeps no score.
    NoScore,
    /// Nobody takes the next round's cards (the game is over, or ends in it).
    NoCards,
    /// La Bataille is over: no round comes next.
    Over,
    /// The race cannot take this throw.
    Race(RaceError),
    /// The question does not fit what the lesson is played on.
    Misfit,
}

/// The right answer to `ask` for the class playing `side` in `world`.
///
/// # Errors
/// The question has no answer here, and why.
pub fn truth(ask: &Ask, world: &World, side: Side) -> Result<Truth, NoTruth> {
    match (ask, world) {
        (Ask::Targets(sq), World::Board(b)) => Ok(Truth::Squares(world::targets(b, *sq))),
        (Ask::Attackers(sq), World::Board(b)) => Ok(Truth::Squares(world::attackers(b, *sq, side))),
        (Ask::Mines, World::Board(b)) => Ok(Truth::Squares(b.mines(side))),
        (Ask::Pieces(letter), World::Board(b)) => Ok(Truth::Squares(world::pieces_of(b, *letter))),
        (Ask::Score { side, .. }, World::Board(b)) => {
            b.score(*side).map(Truth::Number).ok_or(NoTruth::NoScore)
        }
        (Ask::Cards { .. }, World::Cards(game)) => world::next_round_cards(game)
            .map(Truth::Number)
            .ok_or(NoTruth::NoCards),
        (Ask::Winner, World::Cards(game)) => world::next_round(game)
            .map(Truth::Round)
            .ok_or(NoTruth::Over),
        (Ask::Landing(die), World::Race(race)) => race
            .clone()
            .throw(*die)
            .map(Truth::Landing)
            .map_err(NoTruth::Race),
        _ => Err(NoTruth::Misfit),
    }
}

/// Whether answer `choice` (from 0) of a quiz with choices is `truth`; `None` when there is no such
/// choice.
fn is_choice(ask: &Ask, choice: usize, truth: &Truth) -> Option<bool> {
    match ask {
        Ask::Score { choices, .. } | Ask::Cards { choices } => {
            let offered = *choices.get(choice)?;
            Some(*truth == Truth::Number(offered))
        }
        Ask::Winner => {
            let (_, offered) = RoundWinner::NAMES.get(choice)?;
            Some(*truth == Truth::Round(*offered))
        }
        _ => None,
    }
}

impl Runner {
    /// The current step's question, while it waits for its answer.
    pub(super) fn ask(&self) -> Option<&Ask> {
        match self.waiting()? {
            StepKind::Quiz { ask, .. } => Some(ask),
            _ => None,
        }
    }

    /// The right answer of the current quiz step (`None` when the current step is no quiz waiting for
    /// its answer).
    pub fn quiz_truth(&self) -> Option<Result<Truth, NoTruth>> {
        Some(truth(self.ask()?, &self.progress.world, self.lesson.side))
    }

    /// The squares the current quiz asks for.
    pub(super) fn quiz_squares(&self) -> Vec<Square> {
        match self.quiz_truth() {
            Some(Ok(Truth::Squares(list))) => list,
            _ => Vec::new(),
        }
    }

    /// The right answer among [`Expecting::Choice`] of the current quiz, if it is offered.
    pub(super) fn right_choice(&self) -> Option<usize> {
        let ask = self.ask()?;
        let truth = self.quiz_truth()?.ok()?;
        (0..)
            .map_while(|i| is_choice(ask, i, &truth))
            .position(|right| right)
    }

    /// Whether answer `choice` of the current quiz is right; `None` when there is no such choice.
    pub(super) fn quiz_choice(&self, choice: usize) -> Option<bool> {
        let ask = self.ask()?;
        match self.quiz_truth()? {
            Ok(truth) => is_choice(ask, choice, &truth),
            // No right answer: every offered one is wrong.
            Err(_) => is_choice(ask, choice, &Truth::Number(u32::MAX)).map(|_| false),
        }
    }

    /// The race square the current `landing` quiz asks for.
    pub(super) fn right_track(&self) -> Option<u8> {
        match self.quiz_truth()? {
            Ok(Truth::Landing(t)) => Some(t.to),
            _ => None,
        }
    }

    /// Why the pawn of a `landing` quiz does not stop on square `n`, by the race's rules: it lands
    /// there but an arrow or a red square sends it on; it counts past the end; or the die's count from
    /// its square does not lead there.
    pub(super) fn why_not_landing(&self, n: u8) -> Option<Message> {
        let Ok(Truth::Landing(t)) = self.quiz_truth()? else {
            return None;
        };
        let id = match t.jump {
            Some(jump) if n == t.landed => match jump.kind {
                crate::core::chars::race::JumpKind::Red => "chars-why-landing-red",
                _ if jump.to > t.landed => "chars-why-landing-arrow-forward",
                _ => "chars-why-landing-arrow-back",
            },
            _ if t.won => "chars-why-landing-end",
            _ if t.from == 0 => "chars-why-landing-count-start",
            _ => "chars-why-landing-count",
        };
        Some(
            Message::new(id)
                .with("square", u32::from(n))
                .with("die", u32::from(t.die))
                .with("from", u32::from(t.from)),
        )
    }
}
