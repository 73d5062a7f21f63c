//! Walking one lesson's steps for `lesson check`: every scripted move, quiz answer and `play` goal
//! replayed against the rules, branch by branch where a step accepts several moves.

use super::*;

pub(super) struct Cx<'a> {
    pub(super) lesson: &'a Lesson,
    pub(super) errors: Vec<DataError>,
    pub(super) branches: usize,
    /// The game has a rule list: the teaching checks apply.
    pub(super) strict: bool,
}

fn squares(list: &[Square]) -> String {
    if list.is_empty() {
        return "none".to_string();
    }
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Cx<'_> {
    pub(super) fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(DataError::at_value(
            &self.lesson.path,
            &self.lesson.text,
            span,
            message,
        ));
    }

    pub(super) fn open_error(&mut self, e: OpenError, span: Span) {
        match e {
            OpenError::Board(errors) => self.errors.extend(errors),
            OpenError::Notation(n) => {
                let at = span.start + n.column;
                // The line and column say where: drop the notation's own "(at column …)".
                let text = n.to_string();
                let text = text
                    .rsplit_once(" (at column")
                    .map_or(text.as_str(), |p| p.0);
                self.error(at..at + 1, format!("the position cannot be read: {text}"));
            }
            OpenError::NoEngine(g) => self.error(
                span,
                format!("the game {g} has no rules engine in this build"),
            ),
        }
    }

    pub(super) fn on_board(&mut self, board: &BoardGame, sq: Square, span: &Span) -> bool {
        let dims = board.dims();
        if dims.contains(sq) {
            true
        } else {
            self.error(
                span.clone(),
                format!(
                    "square {sq} is not on the {} × {} board",
                    dims.files, dims.ranks
                ),
            );
            false
        }
    }

    pub(super) fn annotations(&mut self, step: &Step, world: &World) {
        let Some(board) = world.board() else {
            return;
        };
        let a = &step.annotations;
        for (sq, span) in &step.squares {
            self.on_board(board, *sq, span);
        }
        if let Some(sq) = a.targets_of
            && board.dims().contains(sq)
            && world::targets(board, sq).is_empty()
        {
            self.error(
                step.span.clone(),
                format!("`targets = \"{sq}\"`: no piece on {sq} can move"),
            );
        }
    }

    /// Checks the steps from `index` on, in `world`.
    pub(super) fn walk(&mut self, index: usize, mut world: World) {
        let lesson = self.lesson;
        for (i, step) in lesson.steps.iter().enumerate().skip(index) {
            self.annotations(step, &world);
            match &step.kind {
                StepKind::Say | StepKind::Simulate { .. } => {}
                // A guess's ranges are checked by the loader, at their own line.
                StepKind::Guess { .. } => {}
                StepKind::Setup { position, span } => {
                    match Boards::shared().open(lesson.game, position.as_deref()) {
                        Ok(b) => world = World::Board(b),
                        Err(e) => {
                            self.open_error(e, span.clone());
                            return;
                        }
                    }
                }
                StepKind::Expect {
                    mv,
                    mv_span,
                    accept,
                } => {
                    let Some(board) = world.board() else { return };
                    if !self.legal(board, mv, mv_span, lesson.side, "the class") {
                        return;
                    }
                    let moves = board.moves();
                    let scripted = *moves.iter().find(|m| m.matches(mv)).expect("legal");
                    let ok = |m: &world::BoardMove| match accept {
                        Accept::Exact => m.matches(mv),
                        Accept::Capture => m.capture,
                        Accept::Reach(sq) => m.to == *sq,
                        Accept::Piece => m.from == mv.from,
                        Accept::Any => true,
                    };
                    if !ok(&scripted) {
                        self.error(
                            mv_span.clone(),
                            format!(
                                "the move {}-{} is not one this step accepts",
                                mv.from, mv.to
                            ),
                        );
                        return;
                    }
                    // Every other accepted move must leave the rest of the lesson playable.
                    for other in moves.iter().filter(|m| ok(m) && !m.matches(mv)) {
                        self.branches += 1;
                        if self.branches > MAX_BRANCHES {
                            self.error(
                                step.span.clone(),
                                format!("this lesson accepts too many different moves to check them all (more than {MAX_BRANCHES} ways through)"),
                            );
                            return;
                        }
                        let mut branch = world.clone();
                        if let Some(b) = branch.board_mut() {
                            b.play(other.from, other.to);
                        }
                        let before = self.errors.len();
                        self.walk(i + 1, branch);
                        if self.errors.len() > before {
                            // A problem the main line meets too does not depend on this branch: the
                            // main line reports it, without the note.
                            let found = self.errors.split_off(before);
                            let mut main = world.clone();
                            if let Some(b) = main.board_mut() {
                                b.play(mv.from, mv.to);
                            }
                            self.walk(i + 1, main);
                            let on_main_line = self.errors.split_off(before);
                            if on_main_line.contains(&found[0]) {
                                continue;
                            }
                            self.errors.extend(found);
                            let e = &self.errors[before];
                            let note = format!(
                                "{} (when the class plays {}-{}, which this step also accepts)",
                                e.message, other.from, other.to
                            );
                            self.errors[before].message = note;
                            return;
                        }
                    }
                    if let Some(b) = world.board_mut() {
                        b.play(mv.from, mv.to);
                    }
                }
                StepKind::Reply { mv, mv_span } => {
                    let Some(board) = world.board() else { return };
                    if !self.legal(board, mv, mv_span, lesson.side.other(), "the opponent") {
                        return;
                    }
                    if let Some(b) = world.board_mut() {
                        b.play(mv.from, mv.to);
                    }
                }
                StepKind::Quiz { ask, answer } => {
                    if !self.quiz(step, ask, answer.as_ref(), &world) {
                        return;
                    }
                    if self.strict && i > 0 {
                        self.answer_shown_before(step, ask, &lesson.steps[i - 1], &world);
                    }
                }
                StepKind::Play {
                    goal,
                    par,
                    solution,
                } => {
                    let Some(board) = world.board_mut() else {
                        return;
                    };
                    if !self.play(step, *goal, *par, solution, board) {
                        return;
                    }
                }
                StepKind::Flip {
                    rounds,
                    winner,
                    battle,
                } => {
                    let Some(game) = world.cards_mut() else {
                        return;
                    };
                    if game.is_over() {
                        self.error(
                            step.span.clone(),
                            "the game is over: there is nothing to flip",
                        );
                        return;
                    }
                    let report = world::flip(game, *rounds);
                    if let Some((w, span)) = winner {
                        let got = match report.last_winner {
                            Some(s) if s == crate::core::bataille::SOUTH => {
                                Some(RoundWinner::South)
                            }
                            Some(_) => Some(RoundWinner::Emma),
                            None => None,
                        };
                        if got != Some(*w) {
                            self.error(
                                span.clone(),
                                format!(
                                    "with this deal the round is won by {}, not {}",
                                    got.map_or("nobody (the game ends)", RoundWinner::name),
                                    w.name()
                                ),
                            );
                        }
                    }
                    if let Some((b, span)) = battle
                        && (report.battles > 0) != *b
                    {
                        self.error(
                            span.clone(),
                            if *b {
                                "with this deal these rounds hold no battle".to_string()
                            } else {
                                format!(
                                    "with this deal these rounds hold {} battle(s)",
                                    report.battles
                                )
                            },
                        );
                    }
                }
                StepKind::Lay {
                    count,
                    explosions,
                    seed,
                } => {
                    let Some(board) = world.board() else { return };
                    let free = world::free_minefield(board, lesson.side);
                    if free.len() < *count as usize {
                        self.error(
                            step.span.clone(),
                            format!(
                                "the class cannot lay {count} cards: its minefield has {} free square(s) here",
                                free.len()
                            ),
                        );
                        return;
                    }
                    // The checker lays on the first free squares, as the runner's script does.
                    let laid: Vec<Square> = free.into_iter().take(*count as usize).collect();
                    match world::lay_cards(board, lesson.side, &laid, *explosions, Some(*seed)) {
                        Some(b) => world = World::Board(b),
                        None => {
                            self.error(
                                step.span.clone(),
                                "the cards cannot be laid in this position",
                            );
                            return;
                        }
                    }
                }
                StepKind::Throw { die, land } => {
                    let Some(race) = world.race_mut() else { return };
                    match race.throw(*die) {
                        Ok(t) => {
                            if let Some((l, span)) = land
                                && t.to != *l
                            {
                                self.error(
                                    span.clone(),
                                    format!(
                                        "with a {die} the pawn goes from {} to {}, not {l}",
                                        t.from, t.to
                                    ),
                                );
                            }
                        }
                        Err(e) => {
                            self.error(step.span.clone(), e.to_string());
                            return;
                        }
                    }
                }
            }
        }
    }

    /// A quiz whose answer the step just before draws (highlighted squares, arrows, labels or targets).
    pub(super) fn answer_shown_before(
        &mut self,
        step: &Step,
        ask: &Ask,
        before: &Step,
        world: &World,
    ) {
        let Some(board) = world.board() else { return };
        let truth = match *ask {
            Ask::Targets(sq) => world::targets(board, sq),
            Ask::Attackers(sq) => world::attackers(board, sq, self.lesson.side),
            Ask::Pieces(letter) => world::pieces_of(board, letter),
            Ask::Mines => board.mines(self.lesson.side),
            _ => return,
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

    /// Whether `mv` is a legal move of `side` in `board`; reports why not.
    pub(super) fn legal(
        &mut self,
        board: &BoardGame,
        mv: &MoveText,
        span: &Span,
        side: Side,
        who: &str,
    ) -> bool {
        if !self.on_board(board, mv.from, span) || !self.on_board(board, mv.to, span) {
            return false;
        }
        if board.is_over() {
            self.error(span.clone(), "the game is already over here");
            return false;
        }
        if board.turn() != side {
            self.error(
                span.clone(),
                format!("it is {}'s turn here, not {who}'s ({})", board.turn(), side),
            );
            return false;
        }
        let moves = board.moves();
        let Some(found) = moves.iter().find(|m| m.matches(mv)) else {
            let message = match board.piece_at(mv.from) {
                None => format!(
                    "illegal move {}-{}: there is no piece on {}",
                    mv.from, mv.to, mv.from
                ),
                Some(p) if p.side != side => format!(
                    "illegal move {}-{}: the piece on {} is {}'s",
                    mv.from, mv.to, mv.from, p.side
                ),
                Some(_) => {
                    let targets: Vec<Square> = world::targets(board, mv.from);
                    format!(
                        "illegal move {}-{}: the piece on {} can go to {}",
                        mv.from,
                        mv.to,
                        mv.from,
                        squares(&targets)
                    )
                }
            };
            self.error(span.clone(), message);
            return false;
        };
        if mv.capture && !found.capture {
            self.error(
                span.clone(),
                format!(
                    "{}x{} is written as a capture, but {} is empty",
                    mv.from, mv.to, mv.to
                ),
            );
            return false;
        }
        true
    }

    pub(super) fn quiz(
        &mut self,
        step: &Step,
        ask: &Ask,
        answer: Option<&(AnswerText, Span)>,
        world: &World,
    ) -> bool {
        let span = &step.span;
        match (ask, world) {
            (
                Ask::Targets(_) | Ask::Attackers(_) | Ask::Mines | Ask::Pieces(_),
                World::Board(board),
            ) => {
                if let Ask::Targets(sq) | Ask::Attackers(sq) = ask
                    && !self.on_board(board, *sq, span)
                {
                    return false;
                }
                let (truth, what) = match *ask {
                    Ask::Mines => (
                        board.mines(self.lesson.side),
                        "the class's explosion cards are on".to_string(),
                    ),
                    Ask::Targets(sq) => {
                        if board.piece_at(sq).is_none() {
                            self.error(
                                span.clone(),
                                format!("the quiz asks about {sq}, but no piece stands there"),
                            );
                            return false;
                        }
                        (
                            world::targets(board, sq),
                            format!("the piece on {sq} can go to"),
                        )
                    }
                    Ask::Attackers(sq) => (
                        world::attackers(board, sq, self.lesson.side),
                        format!("the opponent's pieces that can reach {sq} are on"),
                    ),
                    Ask::Pieces(letter) => (
                        world::pieces_of(board, letter),
                        format!("the pieces `{letter}` are on"),
                    ),
                    _ => unreachable!("matched above"),
                };
                if truth.is_empty() {
                    self.error(span.clone(), format!("nothing to find: {what} no square"));
                    return false;
                }
                if let Some((AnswerText::Squares(given), aspan)) = answer {
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
                        let mut message =
                            format!("wrong answer: by the rules {what} {}", squares(&truth));
                        if !missing.is_empty() {
                            message.push_str(&format!("; missing {}", squares(&missing)));
                        }
                        if !extra.is_empty() {
                            message.push_str(&format!("; not reachable: {}", squares(&extra)));
                        }
                        self.error(aspan.clone(), message);
                    }
                }
                true
            }
            (Ask::Score { side, choices }, World::Board(board)) => {
                let Some(score) = board.score(*side) else {
                    self.error(span.clone(), format!("{} keeps no score", self.lesson.game));
                    return false;
                };
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
            (Ask::Cards { choices }, World::Cards(game)) => {
                let Some(truth) = world::next_round_cards(game) else {
                    self.error(
                        span.clone(),
                        "no winner takes the cards of the next round (the game is over, or ends in it)",
                    );
                    return false;
                };
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
            (Ask::Winner, World::Cards(game)) => {
                let Some(truth) = world::next_round(game) else {
                    self.error(span.clone(), "the game is over: no round comes next");
                    return false;
                };
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
            (Ask::Landing(die), World::Race(race)) => {
                match race.clone().throw(*die) {
                    Ok(t) => {
                        if let Some((AnswerText::Number(n), aspan)) = answer
                            && *n != t.to as u32
                        {
                            self.error(
                                aspan.clone(),
                                format!("wrong answer: with a {die} the pawn goes from {} to {}, not {n}", t.from, t.to),
                            );
                        }
                        true
                    }
                    Err(e) => {
                        self.error(span.clone(), e.to_string());
                        false
                    }
                }
            }
            _ => {
                self.error(span.clone(), "this quiz does not fit this lesson");
                false
            }
        }
    }

    pub(super) fn play(
        &mut self,
        step: &Step,
        goal: Goal,
        par: u32,
        solution: &[(MoveText, Span)],
        board: &mut BoardGame,
    ) -> bool {
        let side = self.lesson.side;
        if let Goal::Reach(sq) = goal
            && !self.on_board(board, sq, &step.span)
        {
            return false;
        }
        let start = board.clone();
        if world::goal_met(goal, &start, board, side) {
            self.error(
                step.span.clone(),
                "the goal of this `play` step is already reached",
            );
            return false;
        }
        if matches!(goal, Goal::Score(_)) && board.score(side).is_none() {
            self.error(
                step.span.clone(),
                format!("{} keeps no score", self.lesson.game),
            );
            return false;
        }
        for (n, (mv, span)) in solution.iter().enumerate() {
            if world::goal_met(goal, &start, board, side) {
                self.error(
                    span.clone(),
                    format!("the goal is reached after {n} moves: this move is one too many"),
                );
                return false;
            }
            if !self.legal(board, mv, span, side, "the class") {
                return false;
            }
            board.play(mv.from, mv.to);
            // The reference opponent answers until it is the class's turn again.
            while !board.is_over()
                && board.turn() != side
                && !world::goal_met(goal, &start, board, side)
            {
                world::first_move(board);
            }
        }
        if !world::goal_met(goal, &start, board, side) {
            let at = solution
                .last()
                .map_or(step.span.clone(), |(_, s)| s.clone());
            let hint = match find_solution(&start, goal, side, par) {
                Some(moves) => format!(
                    "; this one does: [{}]",
                    moves
                        .iter()
                        .map(|m| format!("\"{}-{}\"", m.from, m.to))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None => format!("; no solution of {par} moves or fewer was found"),
            };
            self.error(
                at,
                format!("the solution does not reach the goal against the reference opponent (the first legal move){hint}"),
            );
            return false;
        }
        // A solution longer than the par is refused by the loader, at the par's line.
        true
    }
}

/// How many positions [`find_solution`] may look at.
const SOLVE_BUDGET: usize = 300_000;

/// The shortest series of at most `max_moves` moves of `side` that reaches `goal` against the reference
/// opponent (the first legal move), if one is found within a fixed budget: the hint for a `play` step
/// whose solution fails.
pub fn find_solution(
    start: &BoardGame,
    goal: Goal,
    side: Side,
    max_moves: u32,
) -> Option<Vec<world::BoardMove>> {
    let mut budget = SOLVE_BUDGET;
    for depth in 1..=max_moves {
        let mut line = Vec::new();
        if solve(start, start, goal, side, depth, &mut line, &mut budget) {
            return Some(line);
        }
        if budget == 0 {
            return None;
        }
    }
    None
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
    for m in now.moves() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let mut next = now.clone();
        next.play(m.from, m.to);
        while !next.is_over() && next.turn() != side && !world::goal_met(goal, start, &next, side) {
            world::first_move(&mut next);
        }
        line.push(m);
        if world::goal_met(goal, start, &next, side)
            || solve(start, &next, goal, side, depth - 1, line, budget)
        {
            return true;
        }
        line.pop();
    }
    false
}
