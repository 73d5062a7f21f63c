//! "Show me" in a `play` step once the game has left its script: the class's move that reaches the
//! step's goal soonest from the position as it is, found by a small search over the class's moves and
//! every answer of the computer.
//!
//! 1. A move that reaches the goal in the fewest of the class's moves whatever the computer answers
//!    (each of its legal moves is tried), searched deeper and deeper up to [`FORCED_MOVES`] moves of the
//!    class, within a budget of moves played ([`BUDGET`]).
//! 2. Otherwise, for a goal other than winning the game, the first move of the shortest way to the goal
//!    if the computer stood still (the way a piece goes to its square, to the piece it takes), a first
//!    move the computer cannot answer by taking the piece that moved if there is one.
//! 3. Otherwise (a whole game to win, or a goal out of reach) the caller asks the computer's advice.
//!
//! The search sees what the class may see, remembering its own cards ([`BoardGame::known_to`]): a hidden
//! card of the enemy is not known to "Show me" either, and no way it shows steps on one. It counts moves
//! played, never time, so the same position always gets the same help.

use super::*;

/// How many moves of the class the search for a sure way looks ahead.
pub const FORCED_MOVES: u32 = 4;
/// How many moves of the class the way "if the computer stood still" looks ahead: a Bataille de chars
/// tank crosses the board in 9. The positions are counted once each, and [`BUDGET`] bounds the rest.
pub const STILL_MOVES: u32 = 10;
/// A hunt: "Show me" presses when the computer is left this many answers at most that do not lose.
pub const PRESSING: u32 = 2;
/// How many moves the search may play in all (both kinds of search together).
pub const BUDGET: u64 = 60_000;

/// The move "Show me" suggests for a `play` step's `goal`, and how it reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalHelp {
    /// The goal is reached in `moves` moves of the class (this one included), whatever the computer
    /// answers.
    Sure { mv: BoardMove, moves: u32 },
    /// The goal would be reached in `moves` moves of the class if the computer let it.
    Towards { mv: BoardMove, moves: u32 },
    /// A game to win: after this move, the computer has only `escapes` answers that do not lose at
    /// once.
    Pressing { mv: BoardMove, escapes: u32 },
}

impl GoalHelp {
    pub fn mv(self) -> BoardMove {
        match self {
            GoalHelp::Sure { mv, .. }
            | GoalHelp::Towards { mv, .. }
            | GoalHelp::Pressing { mv, .. } => mv,
        }
    }

    /// What "Show me" says of the move, for the class.
    pub fn reason(self) -> Message {
        match self {
            GoalHelp::Sure { moves, .. } => {
                Message::new("lesson-help-goal-sure").with("moves", moves)
            }
            GoalHelp::Towards { moves, .. } => {
                Message::new("lesson-help-goal-towards").with("moves", moves)
            }
            GoalHelp::Pressing { escapes, .. } => {
                Message::new("lesson-help-goal-pressing").with("escapes", escapes)
            }
        }
    }
}

/// The class (playing `side`) is to move on `now`, in a `play` step that began on `start` with `goal`:
/// the move that aims at the goal (see the module's documentation), or `None` when no search finds one.
pub fn goal_help(start: &BoardGame, now: &BoardGame, goal: Goal, side: Side) -> Option<GoalHelp> {
    if now.turn() != side || now.is_over() {
        return None;
    }
    let view = now.known_to(side);
    let mut search = Search {
        start,
        goal,
        side,
        played: 0,
        out_of_budget: false,
    };
    for depth in 1..=FORCED_MOVES {
        for (mv, child) in search.class_moves(&view) {
            if search.sure(child, depth - 1) {
                return Some(GoalHelp::Sure { mv, moves: depth });
            }
            if search.out_of_budget {
                break;
            }
        }
        if search.out_of_budget {
            break;
        }
    }
    search.out_of_budget = false;
    search.played = 0;
    if goal == Goal::Win {
        return search.pressing(&view);
    }
    // A way whose first step the computer cannot answer by taking the piece that moved, else any.
    search
        .still_way(&view, true)
        .or_else(|| search.still_way(&view, false))
}

struct Search<'a> {
    start: &'a BoardGame,
    goal: Goal,
    side: Side,
    played: u64,
    out_of_budget: bool,
}

impl Search<'_> {
    fn met(&self, board: &BoardGame) -> bool {
        world::goal_met(self.goal, self.start, board, self.side)
    }

    /// Plays `mv` on a copy of `board` (counted against the budget).
    fn after(&mut self, board: &BoardGame, mv: BoardMove) -> Option<BoardGame> {
        if self.played >= BUDGET {
            self.out_of_budget = true;
            return None;
        }
        self.played += 1;
        let mut next = board.clone();
        next.play(mv.from, mv.to).then_some(next)
    }

    /// The class's moves on `board`, each with the position after it, the most promising first: those
    /// that meet the goal at once, then captures, then (for a square to reach) the closest to it. A
    /// move onto a card that may hide an explosion is left out: no way through it is sure, nor one to
    /// show "if the computer stood still" (the computer's advice speaks of the chance instead).
    fn class_moves(&mut self, board: &BoardGame) -> Vec<(BoardMove, BoardGame)> {
        let mut out = Vec::new();
        for mv in board
            .moves()
            .into_iter()
            .filter(|m| !board.may_explode(m.to))
        {
            match self.after(board, mv) {
                Some(next) => out.push((mv, next)),
                None if self.out_of_budget => break,
                None => {}
            }
        }
        let target = match self.goal {
            Goal::Reach(sq) => Some(sq),
            _ => None,
        };
        out.sort_by_key(|(mv, next)| {
            let distance = target.map_or(0, |sq| {
                let df = (i32::from(mv.to.file()) - i32::from(sq.file())).abs();
                let dr = (i32::from(mv.to.rank()) - i32::from(sq.rank())).abs();
                df.max(dr)
            });
            (!self.met(next), !mv.capture, distance)
        });
        out
    }

    /// Whether the goal is sure to be met from `board` within `left` more moves of the class, whatever
    /// the computer answers. The computer and the class pass when they must, as in a `play` step.
    fn sure(&mut self, mut board: BoardGame, left: u32) -> bool {
        loop {
            if self.met(&board) {
                return true;
            }
            if board.is_over() || self.out_of_budget {
                return false;
            }
            if board.turn() == self.side {
                if board.must_pass() {
                    if !board.pass() {
                        return false;
                    }
                    continue;
                }
                if left == 0 {
                    return false;
                }
                for (_, child) in self.class_moves(&board) {
                    if self.sure(child, left - 1) {
                        return true;
                    }
                }
                return false;
            }
            let answers = board.moves();
            if answers.is_empty() {
                if !board.pass() {
                    return false;
                }
                continue;
            }
            return answers.into_iter().all(|mv| match self.after(&board, mv) {
                Some(child) => self.sure(child, left),
                None => false,
            });
        }
    }

    /// A game to win out of the sure search's reach (a chief to hunt down): the move that leaves the
    /// computer the fewest answers after which the class cannot win at once, when that is at most
    /// [`PRESSING`] (else the game is not a hunt yet: `None`, and the computer advises).
    fn pressing(&mut self, board: &BoardGame) -> Option<GoalHelp> {
        let mut best: Option<(u32, BoardMove)> = None;
        for (mv, next) in self.class_moves(board) {
            let escapes = self.escapes(next);
            if self.out_of_budget {
                break;
            }
            if best.is_none_or(|(b, _)| escapes < b) {
                best = Some((escapes, mv));
            }
        }
        let (escapes, mv) = best?;
        (escapes <= PRESSING).then_some(GoalHelp::Pressing { mv, escapes })
    }

    /// How many of the computer's answers on `board` leave the class no move that meets the goal at
    /// once; an answer that ends the game without the goal counts for many.
    fn escapes(&mut self, mut board: BoardGame) -> u32 {
        const LOST: u32 = 100;
        if self.met(&board) || board.is_over() || board.turn() == self.side {
            return self.escape(board);
        }
        let answers = board.moves();
        if answers.is_empty() {
            // The computer has no move and passes: no escape to count. Either the class then meets the
            // goal at once, or this is no hunt (a side with no piece left is not being chased).
            if !board.pass() {
                return LOST;
            }
            return match self.escape(board) {
                0 => 0,
                _ => LOST,
            };
        }
        let mut escapes = 0;
        for mv in answers {
            let Some(child) = self.after(&board, mv) else {
                return LOST;
            };
            escapes += self.escape(child);
        }
        escapes
    }

    /// 0 when the class, to move on `board`, meets the goal at once (or it is met), 1 when it cannot,
    /// many when the game is over without the goal.
    fn escape(&mut self, mut board: BoardGame) -> u32 {
        loop {
            if self.met(&board) {
                return 0;
            }
            if board.is_over() {
                return 100;
            }
            if board.turn() == self.side && board.must_pass() && board.pass() {
                continue;
            }
            break;
        }
        if board.turn() != self.side {
            return 1;
        }
        for mv in board.moves() {
            match self.after(&board, mv) {
                Some(child) if self.met(&child) => return 0,
                Some(_) => {}
                None => return 1,
            }
        }
        1
    }

    /// The first move of the shortest way to the goal if the computer stood still (breadth first, the
    /// class moving again and again), up to [`STILL_MOVES`] moves. With `safe`, only first moves after
    /// which the computer cannot take the piece that moved: a tank sent to hunt is not sent where the
    /// hunted tank takes it first.
    fn still_way(&mut self, board: &BoardGame, safe: bool) -> Option<GoalHelp> {
        let mut layer: Vec<(BoardMove, BoardGame)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        seen.insert(board.notation());
        for (mv, next) in self.class_moves(board) {
            if self.met(&next) {
                return Some(GoalHelp::Towards { mv, moves: 1 });
            }
            let taken = |b: &BoardGame| {
                b.turn() != self.side && b.moves().iter().any(|m| m.capture && m.to == mv.to)
            };
            if safe && taken(&next) {
                continue;
            }
            if let Some(again) = self.class_again(next)
                && seen.insert(again.notation())
            {
                layer.push((mv, again));
            }
        }
        for depth in 2..=STILL_MOVES {
            let mut next_layer = Vec::new();
            for (first, b) in layer {
                for (_, next) in self.class_moves(&b) {
                    if self.met(&next) {
                        return Some(GoalHelp::Towards {
                            mv: first,
                            moves: depth,
                        });
                    }
                    if let Some(again) = self.class_again(next)
                        && seen.insert(again.notation())
                    {
                        next_layer.push((first, again));
                    }
                }
                if self.out_of_budget {
                    return None;
                }
            }
            layer = next_layer;
        }
        None
    }

    /// The position after a move of the class with the class to move again (the computer standing
    /// still), if the game goes on and lets the turn be given back.
    fn class_again(&self, board: BoardGame) -> Option<BoardGame> {
        if board.is_over() {
            return None;
        }
        if board.turn() == self.side {
            return Some(board);
        }
        board.with_turn(self.side)
    }
}
