//! A `play` step for `lesson check`: its goal is not met before it starts, and its solution reaches it
//! against the reference opponent, fed to the runner move by move; else a solution is searched for, as
//! a hint.

use super::walk::{Cx, Who};
use super::*;
use crate::data::Words;
use crate::lesson::runner::{
    Event, Expecting, FirstMove, MoveResult, PlayTurn, Runner, answer_class,
};

impl Cx<'_> {
    /// Checks the current `play` step of `runner` and plays its solution; false when the lesson cannot
    /// go on.
    pub(super) fn play(
        &mut self,
        step: &Step,
        goal: Goal,
        par: u32,
        solution: &[(MoveText, Span)],
        runner: &mut Runner,
    ) -> bool {
        let side = self.lesson.side;
        let Some(start) = runner.world().board().cloned() else {
            return false;
        };
        if let Goal::Reach(sq) = goal {
            let at = self.field(&step.span, "square");
            if !self.on_board(&start, sq, &at) {
                return false;
            }
            if let Some(crate::core::Barred::Mine { .. }) = start.closed(sq) {
                self.error(at, Words::new("check-reach-mine").with("square", sq));
                return false;
            }
        }
        if world::goal_met(goal, &start, &start, side) {
            self.error(step.span.clone(), Words::new("check-goal-already-met"));
            return false;
        }
        if matches!(goal, Goal::Score(_)) && start.score(side).is_none() {
            self.error(
                step.span.clone(),
                Words::new("check-no-score").with("game", self.lesson.game.id()),
            );
            return false;
        }
        // The board as a lost game ended (the runner then starts the step again).
        let mut lost: Option<BoardGame> = None;
        for (n, (mv, span)) in solution.iter().enumerate() {
            if runner.expecting() == Expecting::Next {
                self.error(
                    span.clone(),
                    Words::new("check-move-too-many").with("moves", n),
                );
                return false;
            }
            let Some(board) = lost.as_ref().or(runner.world().board()) else {
                return false;
            };
            if !self.legal(board, mv, span, side, Who::Class) {
                return false;
            }
            if runner.try_move(mv.from, mv.to) != MoveResult::Played {
                return false;
            }
            if runner.take_events().contains(&Event::PlayReset) {
                lost = runner.ended().and_then(World::board).cloned();
            }
        }
        if runner.expecting() == Expecting::Next {
            // A solution longer than the par is refused by the loader, at the par's line.
            return true;
        }
        let at = solution
            .last()
            .map_or(step.span.clone(), |(_, s)| s.clone());
        if let Some((count, most)) = self.count_out_of_reach(&start, goal, par) {
            let at = self.field(&step.span, "count");
            self.error(
                at,
                Words::new("check-count-out-of-reach")
                    .with("count", count)
                    .with("par", par)
                    .with("most", most),
            );
            return false;
        }
        let list = |moves: Vec<world::BoardMove>| {
            moves
                .iter()
                .map(|m| format!("\"{}-{}\"", m.from, m.to))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // A solution cut short (its last moves deleted): the moves that finish it, when they make a
        // solution as short as any found from the start.
        let finish = || {
            let now = runner.world().board().filter(|_| lost.is_none())?;
            let left = par.checked_sub(solution.len() as u32).filter(|&n| n > 0)?;
            match find_solution_from(&start, now, goal, side, left) {
                Solve::Found(moves) => Some(moves),
                Solve::NoneWithin | Solve::TooLong => None,
            }
        };
        let stops_short =
            |moves| Words::new("check-solution-stops-short").with("moves", list(moves));
        let words = match find_solution(&start, goal, side, par) {
            Solve::Found(best) => match finish() {
                Some(moves) if solution.len() + moves.len() <= best.len() => stops_short(moves),
                _ => Words::new("check-solution-fails-try").with("moves", list(best)),
            },
            Solve::NoneWithin => Words::new("check-solution-fails").with("par", par),
            Solve::TooLong => match finish() {
                Some(moves) => stops_short(moves),
                None => Words::new("check-solution-fails-unsearched"),
            },
        };
        self.error(at, words);
        false
    }
}

impl Cx<'_> {
    /// A goal of several captures or points that no series of `par` moves reaches while a smaller
    /// count is reached: the count and the most reached. The mistake is then the `count`, not the
    /// solution.
    fn count_out_of_reach(&self, start: &BoardGame, goal: Goal, par: u32) -> Option<(u32, u32)> {
        let side = self.lesson.side;
        let (count, with): (u32, fn(u32) -> Goal) = match goal {
            Goal::Capture(n) => (n, Goal::Capture),
            Goal::Score(n) => (n, Goal::Score),
            Goal::Win | Goal::Reach(_) => return None,
        };
        // Said only when the search was whole: a search cut short proves nothing.
        if count < 2 || find_solution(start, goal, side, par) != Solve::NoneWithin {
            return None;
        }
        (1..count)
            .rev()
            .find(|&k| matches!(find_solution(start, with(k), side, par), Solve::Found(_)))
            .map(|most| (count, most))
    }
}

/// How many positions [`find_solution`] may look at.
const SOLVE_BUDGET: usize = 300_000;

/// The shortest series of at most `max_moves` moves of `side` that reaches `goal` against the reference
/// opponent (the first legal move), answered as the runner answers a `play` step, if one is found
/// within a fixed budget: the hint for a `play` step whose solution fails.
pub fn find_solution(start: &BoardGame, goal: Goal, side: Side, max_moves: u32) -> Solve {
    find_solution_from(start, start, goal, side, max_moves)
}

/// What [`find_solution`] finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Solve {
    /// The shortest series found.
    Found(Vec<world::BoardMove>),
    /// The whole search was done: no series of that many moves reaches the goal.
    NoneWithin,
    /// The budget ran out first: nothing can be said.
    TooLong,
}

/// [`find_solution`] from `now`, a position reached from `start` (the goal counts from `start`).
fn find_solution_from(
    start: &BoardGame,
    now: &BoardGame,
    goal: Goal,
    side: Side,
    max_moves: u32,
) -> Solve {
    let mut budget = SOLVE_BUDGET;
    for depth in 1..=max_moves {
        let mut line = Vec::new();
        if solve(start, now, goal, side, depth, &mut line, &mut budget) {
            return Solve::Found(line);
        }
        if budget == 0 {
            return Solve::TooLong;
        }
    }
    Solve::NoneWithin
}

fn solve(
    start: &BoardGame,
    now: &BoardGame,
    goal: Goal,
    side: Side,
    depth: u32,
    line: &mut Vec<world::BoardMove>,
    budget: &mut usize,
) -> bool {
    if depth == 0 || now.is_over() || now.turn() != side {
        return false;
    }
    let met = |b: &BoardGame| world::goal_met(goal, start, b, side);
    for m in now.moves() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut next = now.clone();
        next.play(m.from, m.to);
        let turn = answer_class(&mut next, &met, side, &mut FirstMove, |_| {});
        line.push(m);
        if turn == PlayTurn::GoalMet
            || (turn == PlayTurn::ClassToMove
                && solve(start, &next, goal, side, depth - 1, line, budget))
        {
            return true;
        }
        line.pop();
    }
    false
}
