//! Walking one lesson for `lesson check`: the lesson's own [`Runner`] (the one the app plays) is fed the
//! script, step by step, and each step is checked against the world as the runner shows it. Where an
//! `expect` step accepts several moves, a copy of the runner follows each of them.

use super::*;
use crate::core::chars::race::RaceStep;
use crate::data::Words;
use crate::lesson::runner::{MoveResult, Outcome, Runner};

/// Whose move is checked: the class's (scripted answers) or the opponent's (replies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Who {
    Class,
    Opponent,
}

impl Who {
    fn id(self) -> &'static str {
        match self {
            Who::Class => "class",
            Who::Opponent => "opponent",
        }
    }
}

pub(super) struct Cx<'a> {
    pub(super) lesson: &'a Lesson,
    pub(super) errors: Vec<DataError>,
    pub(super) branches: usize,
    /// The game has a rule list: the teaching checks apply.
    pub(super) strict: bool,
    /// The index of the step being checked.
    pub(super) current: usize,
}

/// The message `id` about the move written `mv` (its squares as `from` and `to`).
fn move_words(id: &'static str, mv: &MoveText) -> Words {
    Words::new(id).with("from", mv.from).with("to", mv.to)
}

/// The message `id`: with `die`, the race takes the pawn as `thrown` says, not to `given`.
pub(super) fn landing_words(
    id: &'static str,
    die: u8,
    thrown: &RaceStep,
    given: impl ToString,
) -> Words {
    Words::new(id)
        .with("die", die)
        .with("from", thrown.from)
        .with("to", thrown.to)
        .with("given", given)
}

pub(super) fn squares(list: &[Square]) -> String {
    if list.is_empty() {
        return "none".to_string();
    }
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Cx<'_> {
    /// Where the step whose `kind` is at `step` writes `name = …` (else the step's `kind`).
    pub(super) fn field(&self, step: &Span, name: &str) -> Span {
        super::load::field_span(&self.lesson.text, step.start, name).unwrap_or(step.clone())
    }

    pub(super) fn error(&mut self, span: Span, words: Words) {
        self.errors.push(DataError::at_value(
            &self.lesson.path,
            &self.lesson.text,
            span,
            words,
        ));
    }

    /// Walks every path of the lesson from `runner`, its first step, unless the side the class plays
    /// goes against its position.
    pub(super) fn walk_all(&mut self, runner: Runner) {
        if self.side_against_position(&runner) {
            let before = self.errors.len();
            self.walk(runner);
            self.lost_start(before);
            self.after_change(before);
        }
    }

    pub(super) fn open_error(&mut self, e: OpenError, span: Span) {
        match e {
            OpenError::Board(errors) => self.errors.extend(errors),
            OpenError::Notation(n) => {
                // A word where a position goes (`"strat"`, `"Start"`, `"départ"`): the word `start`
                // was meant, not a board with one rank.
                let written = self.lesson.text.get(span.clone()).unwrap_or("");
                let word = written.trim_matches(['"', '\'']);
                if !word.is_empty() && word.chars().all(char::is_alphabetic) {
                    self.error(span, Words::new("check-position-word").with("word", word));
                    return;
                }
                let at = span.start + n.column;
                let mut words = Words::new("check-position-unreadable")
                    .with_words("what", crate::data::words::notation_words(&n));
                // Fields missing at the end (` w 0` left out): all of them at once, as the start
                // position writes them.
                if matches!(n.kind, crate::core::notation::NotationErrorKind::Missing(_)) {
                    let written = word.split_whitespace().count();
                    let start = crate::boards::Boards::shipped()
                        .open(self.lesson.game, None)
                        .map(|g| g.notation())
                        .unwrap_or_default();
                    let rest: Vec<&str> = start.split_whitespace().skip(written).collect();
                    if !rest.is_empty() {
                        words = Words::new("check-position-ends-early")
                            .with_words("what", crate::data::words::notation_words(&n))
                            .with("example", rest.join(" "));
                    }
                }
                // A position of another game (a Schada position copied into a Tank Battle lesson):
                // said, rather than only what does not fit this board.
                let game = self.lesson.game;
                let other = crate::core::GameId::ALL.into_iter().find(|g| {
                    *g != game
                        && crate::boards::Boards::shipped()
                            .open(*g, Some(word))
                            .is_ok()
                });
                if let Some(other) = other {
                    words = Words::new("check-position-of-other-game")
                        .with_words("what", words)
                        .with("other", other.id())
                        .with("game", game.id());
                }
                // The line and column say where: the words leave the notation's column out.
                self.error(at..at + 1, words);
            }
            OpenError::NoEngine(g) => {
                self.error(span, Words::new("check-no-engine").with("game", g.id()))
            }
        }
    }

    pub(super) fn on_board(&mut self, board: &BoardGame, sq: Square, span: &Span) -> bool {
        let dims = board.dims();
        if dims.contains(sq) {
            true
        } else {
            self.error(
                span.clone(),
                Words::new("check-square-off-board")
                    .with("square", sq)
                    .with("files", dims.files)
                    .with("ranks", dims.ranks),
            );
            false
        }
    }

    fn annotations(&mut self, step: &Step, world: &World) {
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
                self.field(&step.span, "targets"),
                Words::new("check-targets-none").with("square", sq),
            );
        }
    }

    /// A lesson that gives the class Black (`side = "black"`) while its position gives White the move,
    /// though the class plays first: said at `side`, once, rather than at every step it upsets (a
    /// question about the other side's pieces, the first move). False when said.
    pub(super) fn side_against_position(&mut self, runner: &Runner) -> bool {
        if self.lesson.side != Side::Black {
            return true;
        }
        let Setting::Board {
            position: Some((_, position)),
        } = &self.lesson.setting
        else {
            return true;
        };
        if runner
            .world()
            .board()
            .is_none_or(|b| b.turn() == Side::Black)
        {
            return true;
        }
        let class_first = self.lesson.steps.iter().find_map(|s| match s.kind {
            StepKind::Setup { .. } | StepKind::Reply { .. } => Some(false),
            StepKind::Expect { .. } | StepKind::Play { .. } => Some(true),
            _ => None,
        });
        let Some(side) = super::load::field_span(&self.lesson.text, 0, "side")
            .filter(|_| class_first == Some(true))
        else {
            return true;
        };
        let line = data::line_column(&self.lesson.text, position.start).0;
        self.error(
            side,
            Words::new("check-side-against-position").with("line", line),
        );
        false
    }

    /// A line of the lesson's start likely lost: a board lesson that writes no `position` starts from
    /// the game's start position; a deal that writes one pile's top cards and not the other's shuffles
    /// that other pile. When the lesson's first problem (the `from`-th error) comes that early, or the
    /// shipped lesson it copies writes the line, the lost line is its likely cause: said where the
    /// line goes, with the problem and its line.
    pub(super) fn lost_start(&mut self, from: usize) {
        let Some(first) = self.errors.get(from) else {
            return;
        };
        let text = &self.lesson.text;
        let path = &self.lesson.path;
        let field_at = |at: usize, name: &str| super::load::field_span(text, at, name).is_some();
        // The table the line goes in, the field, and the words that say what it changes.
        let (table, field, id) = match &self.lesson.setting {
            // `position = "start"` says it.
            Setting::Board { position: None } if !field_at(0, "position") => {
                (0, "position", "check-without-position")
            }
            Setting::Cards(_) => {
                let Some(deal) = text.find("\n[deal]").map(|i| i + 1) else {
                    return;
                };
                match (field_at(deal + 1, "south"), field_at(deal + 1, "emma")) {
                    (true, false) => (deal, "emma", "check-deal-one-pile"),
                    (false, true) => (deal, "south", "check-deal-one-pile"),
                    _ => return,
                }
            }
            _ => return,
        };
        let line = |s: &Step| data::line_column(text, s.span.start).0;
        let steps = &self.lesson.steps;
        // Before the script has played a move, a round or set a position: the problem is about the
        // start. A single move or round is still played from it: its own problem counts.
        let mover = steps.iter().position(|s| {
            matches!(
                s.kind,
                StepKind::Setup { .. }
                    | StepKind::Expect { .. }
                    | StepKind::Reply { .. }
                    | StepKind::Play { .. }
                    | StepKind::Flip { .. }
            )
        });
        let bound = match mover.map(|i| (i, &steps[i].kind)) {
            Some((i, StepKind::Expect { .. } | StepKind::Reply { .. } | StepKind::Flip { .. })) => {
                steps.get(i + 1).map_or(usize::MAX, line)
            }
            Some((i, _)) => line(&steps[i]),
            None => usize::MAX,
        };
        // A copy of a shipped lesson: lost if the shipped one writes the line (a whole game starts
        // from the start position on purpose). Else, likely when the problem comes that early.
        let model = data::shipped_relative(path);
        let likely = match model.as_deref().and_then(data::shipped) {
            Some(model) => {
                let model_table = if table == 0 {
                    Some(0)
                } else {
                    model.find("\n[deal]").map(|i| i + 2)
                };
                model_table.is_some_and(|at| super::load::field_span(model, at, field).is_some())
            }
            None => first.line < bound,
        };
        if !likely {
            return;
        }
        let Some((at, place)) =
            super::load::missing_place(path, text, Some(self.lesson.game), table, field)
        else {
            return;
        };
        let words = Words::new(id)
            .with("field", field)
            .with("line", first.line)
            .with_words("where", place)
            .with_words("problem", (*first.words).clone());
        self.errors[from] = DataError::at_span(path, text, at..at, words);
    }

    /// A problem of the walk that a copy's one change causes further away: said at the change.
    /// A shipped lesson has no problem with the shipped board: its problems come from a teacher's copy
    /// of the board, said at that copy's change if it has one.
    pub(super) fn after_change(&mut self, from: usize) {
        let lesson = self.lesson;
        let model = data::shipped_relative(&lesson.path);
        let shipped = model.as_deref().and_then(data::shipped) == Some(lesson.text.as_str());
        if let Some(model) = model.filter(|_| !shipped) {
            let mut after = self.errors.split_off(from);
            data::said_at_change(&lesson.path, &lesson.text, &model, &mut after);
            self.errors.append(&mut after);
            return;
        }
        let errors = &mut self.errors[from..];
        if shipped
            && !errors.is_empty()
            && let Ok(board) = crate::boards::file(lesson.game)
            && board.overridden
        {
            let model = crate::boards::path(lesson.game);
            data::others_said_at_change(&board.path, &board.text, &model, errors);
        }
    }

    /// Checks the lesson from where `runner` stands to its end (or to its first problem that stops
    /// it), feeding the runner the script.
    pub(super) fn walk(&mut self, mut runner: Runner) {
        while let Some(step) = runner.current().cloned() {
            let i = runner.step_index();
            self.current = i;
            self.annotations(&step, runner.world());
            let before = self.errors.len();
            if !self.step(i, &step, &mut runner) {
                return;
            }
            if runner.step_index() != i {
                continue;
            }
            if !runner.next() {
                if self.errors.len() == before {
                    self.error(step.span.clone(), Words::new("check-stuck"));
                    return;
                }
                // A problem already reported (an answer not among the choices): go on to find more.
                runner.skip();
            }
        }
    }

    /// Checks the current step `i` and does what its script does; false when the lesson cannot go on.
    fn step(&mut self, i: usize, step: &Step, runner: &mut Runner) -> bool {
        let side = self.lesson.side;
        match &step.kind {
            // A guess's ranges are checked by the loader, at their own line.
            StepKind::Say | StepKind::Simulate { .. } | StepKind::Guess { .. } => {
                runner.play_scripted();
                true
            }
            StepKind::Setup { span, .. } => match runner.setup_error() {
                Some(e) => {
                    self.open_error(e.clone(), span.clone());
                    false
                }
                None => true,
            },
            StepKind::Expect { mv, mv_span, .. } => self.expect(step, mv, mv_span, runner),
            // The runner plays the reply as the step begins: check it in the world before.
            StepKind::Reply { mv, mv_span } => match runner.world_before().and_then(World::board) {
                Some(board) => self.legal(board, mv, mv_span, side.other(), Who::Opponent),
                None => false,
            },
            StepKind::Quiz { ask, answer } => {
                if !self.quiz(step, ask, answer.as_ref(), runner) {
                    return false;
                }
                if self.strict && i > 0 {
                    let lesson = self.lesson;
                    self.answer_shown_before(step, ask, &lesson.steps[i - 1], runner);
                }
                runner.play_scripted();
                true
            }
            StepKind::Play {
                goal,
                par,
                solution,
            } => self.play(step, *goal, *par, solution, runner),
            StepKind::Flip { winner, battle, .. } => self.flip(step, winner, battle, runner),
            StepKind::Lay { count, .. } => self.lay(step, *count, runner),
            StepKind::Throw { die, land } => self.throw(step, *die, land, runner),
        }
    }

    /// An `expect` step: the scripted move is legal and accepted, and every other move the step accepts
    /// leaves the rest of the lesson playable.
    fn expect(&mut self, step: &Step, mv: &MoveText, mv_span: &Span, runner: &mut Runner) -> bool {
        let Some(board) = runner.world().board() else {
            return false;
        };
        if !self.legal(board, mv, mv_span, self.lesson.side, Who::Class) {
            return false;
        }
        let accepted = runner.accepted_moves();
        if !accepted.iter().any(|m| m.matches(mv)) {
            // Said with the `accept` that leaves it out: only captures, only moves to a square.
            let words = move_words("check-move-not-accepted", mv);
            let words = match &step.kind {
                StepKind::Expect {
                    accept: Accept::Capture,
                    ..
                } => words.with("accept", "capture").with("square", ""),
                StepKind::Expect {
                    accept: Accept::Reach(square),
                    ..
                } => words.with("accept", "reach").with("square", square),
                _ => words.with("accept", "other").with("square", ""),
            };
            self.error(mv_span.clone(), words);
            return false;
        }
        for other in accepted.iter().filter(|m| !m.matches(mv)) {
            self.branches += 1;
            if self.branches > MAX_BRANCHES {
                self.error(
                    step.span.clone(),
                    Words::new("check-too-many-branches").with("max", MAX_BRANCHES),
                );
                return false;
            }
            let mut branch = runner.fork();
            branch.try_move(other.from, other.to);
            // A right move waits for "Next" with its praise on screen.
            branch.next();
            let before = self.errors.len();
            self.walk(branch);
            if self.errors.len() > before {
                // A problem the main line meets too does not depend on this branch: the main line
                // reports it, without the note.
                let found = self.errors.split_off(before);
                let mut main = runner.fork();
                main.try_move(mv.from, mv.to);
                main.next();
                self.walk(main);
                let on_main_line = self.errors.split_off(before);
                if on_main_line.contains(&found[0]) {
                    continue;
                }
                self.errors.extend(found);
                let e = &mut self.errors[before];
                let note = Words::new("check-in-branch")
                    .with_words("what", (*e.words).clone())
                    .with("from", other.from)
                    .with("to", other.to);
                *e.words = note;
                return false;
            }
        }
        runner.try_move(mv.from, mv.to) == MoveResult::Right
    }

    /// Where the position on the board now is written, when no move was played since: the last `setup`
    /// step before the current one, or the lesson's own `position`.
    fn position_unmoved(&self) -> Option<Span> {
        for step in self.lesson.steps[..self.current].iter().rev() {
            match &step.kind {
                StepKind::Setup { span, .. } => return Some(span.clone()),
                StepKind::Expect { .. } | StepKind::Reply { .. } | StepKind::Play { .. } => {
                    return None;
                }
                _ => {}
            }
        }
        match &self.lesson.setting {
            Setting::Board {
                position: Some((_, span)),
            } => Some(span.clone()),
            _ => None,
        }
    }

    /// The game is over where a step wants something played or found: said at the position when it
    /// is over as written (a chief left out of it), else at the step.
    pub(super) fn game_over(&mut self, board: &BoardGame, span: &Span) {
        match self.position_unmoved() {
            // Why, as the rules say it (White has no chief…).
            Some(at) => {
                let loser = match board.winner() {
                    Some(crate::core::game::Winner::Side(w)) => w.other().name(),
                    _ => "none",
                };
                let limit = board.end_limit().unwrap_or(0);
                let words = Words::new("check-position-over")
                    .with("reason", board.end_reason().unwrap_or("none"))
                    .with("loser", loser)
                    .with("limit", limit)
                    .with("below", limit.saturating_sub(1));
                self.error(at, words);
            }
            None => self.error(span.clone(), Words::new("check-game-over-here")),
        }
    }

    /// Whether `mv` is a legal move of `side` in `board`; reports why not.
    pub(super) fn legal(
        &mut self,
        board: &BoardGame,
        mv: &MoveText,
        span: &Span,
        side: Side,
        who: Who,
    ) -> bool {
        if !self.on_board(board, mv.from, span) || !self.on_board(board, mv.to, span) {
            return false;
        }
        if board.is_over() {
            self.game_over(board, span);
            return false;
        }
        if board.turn() != side {
            // The class's move with its own piece, and no move played since the position was written:
            // the position gives the wrong side the move (a lesson's position gives it to the class).
            let class_piece =
                who == Who::Class && board.piece_at(mv.from).is_some_and(|p| p.side == side);
            if let Some(at) = self.position_unmoved().filter(|_| class_piece) {
                // At the side-to-move letter itself.
                let text = self.lesson.text.get(at.clone()).unwrap_or("");
                let mut fields = crate::core::notation::Fields::new(text);
                let side_at = fields
                    .next("board")
                    .and_then(|_| fields.next("side to move"))
                    .map_or(at.start, |(column, _)| {
                        at.start + text.char_indices().nth(column).map_or(0, |(i, _)| i)
                    });
                self.error(
                    side_at..side_at + 1,
                    Words::new("check-position-turn")
                        .with("turn", board.turn().name())
                        .with("who", who.id())
                        .with("side", side.name())
                        .with("letter", side.letter()),
                );
                return false;
            }
            self.error(
                span.clone(),
                Words::new("check-not-their-turn")
                    .with("turn", board.turn().name())
                    .with("who", who.id())
                    .with("side", side.name()),
            );
            return false;
        }
        let moves = board.moves();
        let Some(found) = moves.iter().find(|m| m.matches(mv)) else {
            let words = |id| move_words(id, mv);
            let message = match board.piece_at(mv.from) {
                None => words("check-illegal-no-piece"),
                Some(p) if p.side != side => {
                    words("check-illegal-their-piece").with("owner", p.side.name())
                }
                Some(_) => words("check-illegal-targets")
                    .with("targets", squares(&world::targets(board, mv.from))),
            };
            self.error(span.clone(), message);
            return false;
        };
        if mv.capture && !found.capture {
            self.error(span.clone(), move_words("check-capture-empty", mv));
            return false;
        }
        true
    }

    /// A `flip` step: the game goes on, and the round ends as the lesson announces.
    fn flip(
        &mut self,
        step: &Step,
        winner: &Option<(RoundWinner, Span)>,
        battle: &Option<(bool, Span)>,
        runner: &mut Runner,
    ) -> bool {
        let World::Cards(game) = runner.world() else {
            return false;
        };
        if game.is_over() {
            self.error(step.span.clone(), Words::new("check-nothing-to-flip"));
            return false;
        }
        runner.flip();
        let Some(Outcome::Flipped(report)) = runner.outcome() else {
            return false;
        };
        if let Some((w, span)) = winner {
            let got = match report.last_winner {
                Some(s) if s == crate::core::bataille::SOUTH => Some(RoundWinner::South),
                Some(_) => Some(RoundWinner::Emma),
                None => None,
            };
            if got != Some(*w) {
                self.error(
                    span.clone(),
                    Words::new("check-round-winner")
                        .with("truth", got.map_or("nobody", RoundWinner::name))
                        .with("given", w.name()),
                );
            }
        }
        if let Some((b, span)) = battle
            && (report.battles > 0) != *b
        {
            let message = Words::new("check-battles").with("battles", report.battles);
            self.error(span.clone(), message);
        }
        true
    }

    /// A `lay` step: the class has room for its cards, and they can be laid.
    fn lay(&mut self, step: &Step, count: u32, runner: &mut Runner) -> bool {
        let Some(before) = runner.world().board().map(BoardGame::notation) else {
            return false;
        };
        let free = runner.lay_squares();
        if free.len() < count as usize {
            self.error(
                self.field(&step.span, "count"),
                Words::new("check-no-room-to-lay")
                    .with("count", count)
                    .with("free", free.len()),
            );
            return false;
        }
        // The script lays on the first free squares.
        runner.play_scripted();
        if runner.world().board().map(BoardGame::notation) == Some(before) {
            self.error(step.span.clone(), Words::new("check-cannot-lay"));
            return false;
        }
        true
    }

    /// A `throw` step: the race takes the throw, and the pawn lands where the lesson says.
    fn throw(
        &mut self,
        step: &Step,
        die: u8,
        land: &Option<(u8, Span)>,
        runner: &mut Runner,
    ) -> bool {
        if !matches!(runner.world(), World::Race(_)) {
            return false;
        }
        runner.throw();
        match runner.outcome() {
            Some(Outcome::Threw(Ok(t))) => {
                if let Some((l, span)) = land
                    && t.to != *l
                {
                    self.error(span.clone(), landing_words("check-landing", die, t, l));
                }
                true
            }
            Some(Outcome::Threw(Err(e))) => {
                let message =
                    Words::new("check-race").with_words("what", crate::data::words::race_words(e));
                self.error(step.span.clone(), message);
                false
            }
            _ => false,
        }
    }
}
