//! `ludoclasse lesson check`: everything that can be wrong with a lesson, found before a class sees it.
//!
//! For every lesson: the file reads ([`super::load`]); every message it uses exists in every language;
//! its start position opens; every scripted move and reply is legal when it comes; every quiz answer is
//! what the rules say (the squares a piece can reach are computed, never typed); every `play` step's
//! solution reaches its goal against the reference opponent; every fixed deal and die gives what the
//! lesson announces. An `expect` step that accepts several moves is followed down each of them.
//!
//! ```
//! use ludoclasse::lesson::check::check_shipped;
//! let report = check_shipped();
//! assert!(report.errors.is_empty(), "{:?}", report.errors);
//! ```

use std::collections::{BTreeMap, BTreeSet};

use crate::core::GameId;
use crate::core::game::{Game, Side};
use crate::core::geometry::Square;
use crate::data::DataError;
use crate::i18n::{self, Lang};

use super::load::{self, Source};
use super::model::*;
use super::rules::{self, Rules};
use super::world::{self, BoardSession, OpenError, World};

/// How many branches (accepted alternative moves) one lesson may open before the checker stops following
/// them.
const MAX_BRANCHES: usize = 500;

/// What the checker found.
#[derive(Debug, Default)]
pub struct Report {
    /// Lessons read.
    pub lessons: usize,
    /// Every problem, in file order.
    pub errors: Vec<DataError>,
    /// What is not checked, and why (a game without its rule list).
    pub warnings: Vec<DataError>,
}

/// The most words a French sentence of a lesson may have.
pub const MAX_FRENCH_WORDS: usize = 15;

/// The share of decision steps (in percent) each game's lessons need, all lessons together.
pub fn decision_share_needed(game: GameId) -> usize {
    if game == GameId::Bataille { 40 } else { 50 }
}

/// Where the rule lists come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RulesFrom {
    /// The shipped lists (teachers' copies win).
    Shipped,
    /// `rules.toml` beside the lessons checked, else the shipped list.
    Beside,
}

/// The plain French text of each message (placeables as one word), to count a sentence's words.
pub type MessageTexts = BTreeMap<String, String>;

fn message_texts<'a>(files: impl IntoIterator<Item = (String, &'a str)>) -> MessageTexts {
    use fluent_syntax::ast::{Entry, PatternElement};
    let mut out = MessageTexts::new();
    for (path, text) in files {
        let Ok(resource) = i18n::parse_ftl(&path, text) else {
            continue;
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry
                && let Some(p) = &m.value
            {
                let mut plain = String::new();
                for e in &p.elements {
                    match e {
                        PatternElement::TextElement { value } => plain.push_str(value),
                        PatternElement::Placeable { .. } => plain.push_str(" X "),
                    }
                }
                out.insert(m.id.name.to_string(), plain);
            }
        }
    }
    out
}

/// The sentences of a text with more than [`MAX_FRENCH_WORDS`] words, with their word counts.
pub fn long_sentences(text: &str) -> Vec<(usize, String)> {
    text.split(['.', '!', '?', '…', '\n'])
        .filter_map(|sentence| {
            let words = sentence
                .split_whitespace()
                .filter(|w| w.chars().any(char::is_alphanumeric))
                .count();
            (words > MAX_FRENCH_WORDS).then(|| (words, sentence.trim().to_string()))
        })
        .collect()
}

/// Every message id of one language, with the variables (`$median`…) its text uses.
pub type MessageIds = BTreeMap<String, BTreeSet<String>>;

/// Reads the ids and variables of Fluent files; syntax errors go to `errors`.
fn message_ids<'a>(
    files: impl IntoIterator<Item = (String, &'a str)>,
    errors: &mut Vec<DataError>,
) -> MessageIds {
    let mut ids = MessageIds::new();
    for (path, text) in files {
        // A broken entry is reported; the good ones of the file still count (as in the app).
        let (resource, mut problems) = i18n::read_ftl(&path, text);
        errors.append(&mut problems);
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_variables(p, &mut vars);
                }
                ids.insert(m.id.name.to_string(), vars);
            }
        }
    }
    ids
}

fn pattern_variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    use fluent_syntax::ast::PatternElement;
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &fluent_syntax::ast::Expression<&str>, out: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression};
    let inline = |i: &InlineExpression<&str>, out: &mut BTreeSet<String>| match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    };
    match e {
        Expression::Inline(i) => inline(i, out),
        Expression::Select { selector, variants } => {
            inline(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

/// Checks the shipped lessons (and teachers' copies) against the shipped texts.
pub fn check_shipped() -> Report {
    let mut errors = Vec::new();
    // The texts as the app reads them: the shipped files and the teacher's copies.
    let ids: Vec<(Lang, MessageIds)> = Lang::ALL
        .iter()
        .map(|&lang| {
            let (files, mut unreadable) = i18n::ftl_texts(lang);
            errors.append(&mut unreadable);
            let files = files.iter().map(|(p, t)| (p.clone(), t.as_str()));
            (lang, message_ids(files, &mut errors))
        })
        .collect();
    let french = message_texts(i18n::ftl_files(Lang::Fr));
    let mut report = check(&load::shipped(), &ids, &french, RulesFrom::Shipped, true);
    errors.append(&mut report.errors);
    report.errors = errors;
    report
}

/// Checks lesson files found under a folder (or one file), with the Fluent files beside them and the
/// shipped interface texts.
pub fn check_sources(lessons: &[Source], ftl: &[Source]) -> Report {
    check_sources_as(lessons, ftl, false)
}

/// Checks lesson files, and with `course`, each game's lessons as a whole against its rule list
/// (`rules.toml` beside them, else the shipped one): rules taught and practised, the share of
/// decisions, a whole game from the start position.
pub fn check_sources_as(lessons: &[Source], ftl: &[Source], course: bool) -> Report {
    let mut errors = Vec::new();
    let mut ids = Vec::new();
    for lang in Lang::ALL {
        let ui = i18n::ftl_files(lang)
            .into_iter()
            .filter(|(p, _)| p.starts_with("assets/"));
        let mine = format!("{}.ftl", lang.code());
        let beside = ftl
            .iter()
            .filter(|f| f.path.ends_with(&mine))
            .map(|f| (f.path.clone(), f.text.as_str()));
        ids.push((lang, message_ids(ui.chain(beside), &mut errors)));
    }
    let french = message_texts(
        ftl.iter()
            .filter(|f| f.path.ends_with("fr.ftl"))
            .map(|f| (f.path.clone(), f.text.as_str())),
    );
    let mut report = check(lessons, &ids, &french, RulesFrom::Beside, course);
    errors.append(&mut report.errors);
    report.errors = errors;
    report
}

/// Whether a `rules.toml` lies in the folder of the lesson file `path`.
fn has_rules_beside(path: &str) -> bool {
    std::path::Path::new(path)
        .parent()
        .is_some_and(|dir| dir.join("rules.toml").is_file())
}

/// The rule list for lessons of `game` read from `path`.
fn find_rules(game: GameId, path: &str, from: RulesFrom) -> Option<Result<Rules, Vec<DataError>>> {
    if from == RulesFrom::Beside
        && let Some(dir) = std::path::Path::new(path).parent()
    {
        let beside = dir.join("rules.toml");
        if beside.is_file() {
            let shown = beside.display().to_string();
            return Some(match std::fs::read_to_string(&beside) {
                Ok(text) => rules::parse(&shown, &text).map(|mut r| {
                    r.game = Some(game);
                    r
                }),
                Err(e) => Err(vec![DataError::file(shown, format!("cannot read: {e}"))]),
            });
        }
    }
    rules::shipped(game)
}

fn check(
    lessons: &[Source],
    ids: &[(Lang, MessageIds)],
    french: &MessageTexts,
    from: RulesFrom,
    course: bool,
) -> Report {
    let mut report = Report::default();
    let mut numbers: BTreeMap<String, String> = BTreeMap::new();
    let mut books: BTreeMap<GameId, Option<Rules>> = BTreeMap::new();
    let mut loaded: Vec<Lesson> = Vec::new();
    for source in lessons {
        report.lessons += 1;
        match load::parse(&source.path, &source.text) {
            Err(mut e) => report.errors.append(&mut e),
            Ok(lesson) => {
                if let Some(first) = numbers.get(&lesson.id) {
                    report.errors.push(load::same_number(&lesson, first));
                } else {
                    numbers.insert(lesson.id.clone(), lesson.path.clone());
                }
                let rules = books
                    .entry(lesson.game)
                    .or_insert_with(|| match find_rules(lesson.game, &lesson.path, from) {
                        None => None,
                        Some(Ok(r)) => Some(r),
                        Some(Err(mut e)) => {
                            report.errors.append(&mut e);
                            None
                        }
                    })
                    .as_ref();
                let texts = Texts { ids, french, rules };
                report
                    .errors
                    .append(&mut check_lesson_with(&lesson, &texts));
                loaded.push(lesson);
            }
        }
    }
    if course {
        for (game, rules) in &books {
            let of_game: Vec<&Lesson> = loaded.iter().filter(|l| l.game == *game).collect();
            // A folder of lessons is a whole course only with its own rule list beside it: a folder of
            // a few lessons (a teacher's draft, the broken examples) is checked lesson by lesson.
            let own_list =
                from == RulesFrom::Shipped || of_game.iter().any(|l| has_rules_beside(&l.path));
            match rules {
                Some(r) if own_list => {
                    report.errors.append(&mut check_course(*game, &of_game, r, ids))
                }
                Some(_) => report.warnings.push(DataError::file(
                    of_game.first().map_or_else(|| rules::path_for(*game), |l| l.path.clone()),
                    format!(
                        "{game} has no rule list beside these lessons: each lesson is checked, not the course as a whole (rules taught and practised, decisions, a whole game); add a rules.toml to check it"
                    ),
                )),
                None => report.warnings.push(DataError::file(
                    rules::path_for(*game),
                    format!(
                        "{game} has no rule list: which rules its lessons teach is not checked (write lessons/{}/rules.toml)",
                        game.id()
                    ),
                )),
            }
        }
    }
    report
}

/// The texts a lesson is checked against.
pub struct Texts<'a> {
    pub ids: &'a [(Lang, MessageIds)],
    pub french: &'a MessageTexts,
    /// The game's rule list; with one, the lesson is also held to the teaching checks (teaches, quizzes
    /// not shown before they are asked, short French sentences).
    pub rules: Option<&'a Rules>,
}

/// Which rules each game's lessons teach and practise: for `lesson coverage`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Coverage {
    pub game: String,
    pub rules: Vec<RuleCoverage>,
    /// Rules never taught or never practised.
    pub uncovered: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RuleCoverage {
    pub id: String,
    /// `lesson-id:step` of the steps that teach it.
    pub taught_by: Vec<String>,
    /// `lesson-id:step` of the decision steps that teach it.
    pub practised_by: Vec<String>,
}

/// The coverage table of one game's rules by its lessons.
pub fn coverage(game: GameId, lessons: &[&Lesson], rules: &Rules) -> Coverage {
    let mut out = Vec::new();
    for rule in &rules.rules {
        let mut taught_by = Vec::new();
        let mut practised_by = Vec::new();
        for lesson in lessons {
            for (i, step) in lesson.steps.iter().enumerate() {
                if step.teaches.iter().any(|(t, _)| *t == rule.id) {
                    let at = format!("{}:{}", lesson.id, i + 1);
                    if step.kind.is_decision() {
                        practised_by.push(at.clone());
                    }
                    taught_by.push(at);
                }
            }
        }
        out.push(RuleCoverage {
            id: rule.id.clone(),
            taught_by,
            practised_by,
        });
    }
    let uncovered = out
        .iter()
        .filter(|r| r.practised_by.is_empty())
        .map(|r| r.id.clone())
        .collect();
    Coverage {
        game: game.id().to_string(),
        rules: out,
        uncovered,
    }
}

/// The coverage of every game with a rule list, from the shipped lessons (teachers' copies win).
pub fn shipped_coverage() -> Result<Vec<Coverage>, Vec<DataError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for game in GameId::ALL {
        match rules::shipped(game) {
            None => {}
            Some(Err(mut e)) => errors.append(&mut e),
            Some(Ok(r)) => {
                let lessons = shipped_lessons(game);
                let refs: Vec<&Lesson> = lessons.iter().collect();
                out.push(coverage(game, &refs, &r));
            }
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// One game's lessons as a whole: every rule taught and practised and worded in every language, enough
/// decisions, and (board games) a lesson from the start position to a whole game.
pub fn check_course(
    game: GameId,
    lessons: &[&Lesson],
    rules: &Rules,
    ids: &[(Lang, MessageIds)],
) -> Vec<DataError> {
    let mut errors = Vec::new();
    let table = coverage(game, lessons, rules);
    for (rule, cov) in rules.rules.iter().zip(&table.rules) {
        if cov.taught_by.is_empty() {
            errors.push(rules.error_at(
                rule.span.clone(),
                format!(
                    "no step teaches rule `{}` (add `teaches = [\"{}\"]` to a step that explains it)",
                    rule.id, rule.id
                ),
            ));
        } else if cov.practised_by.is_empty() {
            errors.push(rules.error_at(
                rule.span.clone(),
                format!(
                    "no decision step practises rule `{}` (it is only read, at {}): give it to an expect, quiz, play, guess or lay step",
                    rule.id,
                    cov.taught_by.join(", ")
                ),
            ));
        }
        let message = rules.message_id(&rule.id);
        let missing: Vec<&str> = ids
            .iter()
            .filter(|(_, set)| !set.contains_key(&message))
            .map(|(lang, _)| lang.code())
            .collect();
        if !missing.is_empty() {
            errors.push(rules.error_at(
                rule.span.clone(),
                format!(
                    "the words of rule `{}` (message `{message}`) are missing in {}",
                    rule.id,
                    missing
                        .iter()
                        .map(|l| format!("lessons/{}/{l}.ftl", game.id()))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
            ));
        }
    }
    let steps: usize = lessons.iter().map(|l| l.steps.len()).sum();
    let decisions: usize = lessons
        .iter()
        .flat_map(|l| &l.steps)
        .filter(|s| s.kind.is_decision())
        .count();
    let needed = decision_share_needed(game);
    if steps > 0 && decisions * 100 < needed * steps {
        errors.push(DataError::file(
            rules.path.clone(),
            format!(
                "the class decides in only {decisions} of the {steps} steps of the {game} lessons ({} %): at least {needed} % must be expect, quiz, play, guess or lay steps",
                decisions * 100 / steps
            ),
        ));
    }
    if game != GameId::Bataille {
        let start = world::open_board(game, None).ok().map(|b| b.notation());
        let whole_game = lessons.iter().any(|l| {
            let from_start = match &l.setting {
                Setting::Board { position: None } => true,
                Setting::Board {
                    position: Some((p, _)),
                } => world::open_board(game, Some(p)).ok().map(|b| b.notation()) == start,
                _ => false,
            };
            from_start
                && matches!(
                    l.steps.last().map(|s| &s.kind),
                    Some(StepKind::Play {
                        goal: Goal::Win,
                        ..
                    })
                )
        });
        if !whole_game {
            errors.push(DataError::file(
                rules.path.clone(),
                format!(
                    "no {game} lesson starts from the start position (`position = \"start\"`) and ends with a whole game (a `play` step with `goal = \"win\"`)"
                ),
            ));
        }
    }
    errors
}

/// The variables the runner gives to a step's text.
fn given_variables(kind: &StepKind) -> &'static [&'static str] {
    match kind {
        StepKind::Simulate { .. } => &["games", "mean", "median", "longest"],
        _ => &[],
    }
}

/// Every problem of one loaded lesson: messages, then the replay.
pub fn check_lesson(lesson: &Lesson, ids: &[(Lang, MessageIds)]) -> Vec<DataError> {
    let french = MessageTexts::new();
    check_lesson_with(
        lesson,
        &Texts {
            ids,
            french: &french,
            rules: None,
        },
    )
}

/// Every problem of one loaded lesson, with its game's rule list if it has one.
pub fn check_lesson_with(lesson: &Lesson, texts: &Texts) -> Vec<DataError> {
    let ids = texts.ids;
    let mut cx = Cx {
        lesson,
        errors: Vec::new(),
        branches: 0,
        strict: texts.rules.is_some(),
    };
    for step in &lesson.steps {
        for (id, span) in &step.teaches {
            match texts.rules {
                Some(r) if r.contains(id) => {}
                Some(r) => {
                    let known: Vec<&str> = r.rules.iter().map(|x| x.id.as_str()).collect();
                    let hint = load::closest_word(id, &known)
                        .map_or(String::new(), |g| format!("; did you mean `{g}`?"));
                    cx.error(
                        span.clone(),
                        format!("unknown rule `{id}` (not in {}){hint}", r.path),
                    );
                }
                None => cx.error(
                    span.clone(),
                    format!(
                        "`teaches` names rule `{id}`, but {} has no rule list (lessons/{}/rules.toml)",
                        lesson.game,
                        lesson.game.id()
                    ),
                ),
            }
        }
    }
    if cx.strict {
        for (id, span) in &lesson.messages {
            if let Some(text) = texts.french.get(id) {
                for (words, sentence) in long_sentences(text) {
                    cx.error(
                        span.clone(),
                        format!(
                            "a French sentence of `{id}` has {words} words (at most {MAX_FRENCH_WORDS}: cut it in two): « {sentence} »"
                        ),
                    );
                }
            }
        }
    }
    for (id, span) in &lesson.messages {
        let missing: Vec<&str> = ids
            .iter()
            .filter(|(_, set)| !set.contains_key(id))
            .map(|(lang, _)| lang.code())
            .collect();
        if !missing.is_empty() {
            cx.error(
                span.clone(),
                format!(
                    "message `{id}` is missing in {} (add it to {})",
                    missing.join(" and "),
                    missing
                        .iter()
                        .map(|l| format!("{l}.ftl"))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
            );
        }
    }
    // A text may only use the variables its step gives (a `simulate` step gives the figures).
    for step in &lesson.steps {
        let Some(id) = &step.text else { continue };
        let given = given_variables(&step.kind);
        let span = lesson
            .messages
            .iter()
            .find(|(m, s)| m == id && s.start >= step.span.start)
            .map_or(step.span.clone(), |(_, s)| s.clone());
        for (lang, set) in ids {
            let Some(vars) = set.get(id) else { continue };
            for var in vars.iter().filter(|v| !given.contains(&v.as_str())) {
                cx.error(
                    span.clone(),
                    format!(
                        "message `{id}` uses `${var}` ({}.ftl), which a `{}` step does not give{}",
                        lang.code(),
                        step.kind.name(),
                        if given.is_empty() {
                            String::new()
                        } else {
                            format!(
                                " (it gives {})",
                                given
                                    .iter()
                                    .map(|g| format!("${g}"))
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )
                        }
                    ),
                );
            }
        }
    }
    match World::open(&lesson.setting, lesson.game) {
        Ok(world) => cx.walk(0, world),
        Err(e) => {
            let span = match &lesson.setting {
                Setting::Board {
                    position: Some((_, span)),
                } => span.clone(),
                _ => 0..0,
            };
            cx.open_error(e, span);
        }
    }
    // A branch may find the same problem again: keep each once.
    let mut seen = BTreeSet::new();
    cx.errors
        .retain(|e| seen.insert((e.line, e.column, e.message.clone())));
    cx.errors
}

struct Cx<'a> {
    lesson: &'a Lesson,
    errors: Vec<DataError>,
    branches: usize,
    /// The game has a rule list: the teaching checks apply.
    strict: bool,
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
    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(DataError::at_value(
            &self.lesson.path,
            &self.lesson.text,
            span,
            message,
        ));
    }

    fn open_error(&mut self, e: OpenError, span: Span) {
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

    fn on_board(&mut self, board: &dyn BoardSession, sq: Square, span: &Span) -> bool {
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
                step.span.clone(),
                format!("`targets = \"{sq}\"`: no piece on {sq} can move"),
            );
        }
    }

    /// Checks the steps from `index` on, in `world`.
    fn walk(&mut self, index: usize, mut world: World) {
        let lesson = self.lesson;
        for (i, step) in lesson.steps.iter().enumerate().skip(index) {
            self.annotations(step, &world);
            match &step.kind {
                StepKind::Say | StepKind::Simulate { .. } => {}
                // A guess's ranges are checked by the loader, at their own line.
                StepKind::Guess { .. } => {}
                StepKind::Setup { position, span } => {
                    match world::open_board(lesson.game, position.as_deref()) {
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
    fn answer_shown_before(&mut self, step: &Step, ask: &Ask, before: &Step, world: &World) {
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
    fn legal(
        &mut self,
        board: &dyn BoardSession,
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

    fn quiz(
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
                    && !self.on_board(board.as_ref(), *sq, span)
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
                            world::targets(board.as_ref(), sq),
                            format!("the piece on {sq} can go to"),
                        )
                    }
                    Ask::Attackers(sq) => (
                        world::attackers(board.as_ref(), sq, self.lesson.side),
                        format!("the opponent's pieces that can reach {sq} are on"),
                    ),
                    Ask::Pieces(letter) => (
                        world::pieces_of(board.as_ref(), letter),
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

    fn play(
        &mut self,
        step: &Step,
        goal: Goal,
        par: u32,
        solution: &[(MoveText, Span)],
        board: &mut Box<dyn BoardSession>,
    ) -> bool {
        let side = self.lesson.side;
        if let Goal::Reach(sq) = goal
            && !self.on_board(board.as_ref(), sq, &step.span)
        {
            return false;
        }
        let start = board.clone();
        if world::goal_met(goal, start.as_ref(), board.as_ref(), side) {
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
            if world::goal_met(goal, start.as_ref(), board.as_ref(), side) {
                self.error(
                    span.clone(),
                    format!("the goal is reached after {n} moves: this move is one too many"),
                );
                return false;
            }
            if !self.legal(board.as_ref(), mv, span, side, "the class") {
                return false;
            }
            board.play(mv.from, mv.to);
            // The reference opponent answers until it is the class's turn again.
            while !board.is_over()
                && board.turn() != side
                && !world::goal_met(goal, start.as_ref(), board.as_ref(), side)
            {
                world::first_move(board.as_mut());
            }
        }
        if !world::goal_met(goal, start.as_ref(), board.as_ref(), side) {
            let at = solution
                .last()
                .map_or(step.span.clone(), |(_, s)| s.clone());
            let hint = match find_solution(start.as_ref(), goal, side, par) {
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
    start: &dyn BoardSession,
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
    start: &dyn BoardSession,
    now: &dyn BoardSession,
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
        let mut next = now.clone_box();
        next.play(m.from, m.to);
        while !next.is_over()
            && next.turn() != side
            && !world::goal_met(goal, start, next.as_ref(), side)
        {
            world::first_move(next.as_mut());
        }
        line.push(m);
        if world::goal_met(goal, start, next.as_ref(), side)
            || solve(start, next.as_ref(), goal, side, depth - 1, line, budget)
        {
            return true;
        }
        line.pop();
    }
    false
}

/// Every lesson of a game among the shipped ones (for the app's lesson list), loaded, in order.
pub fn shipped_lessons(game: GameId) -> Vec<Lesson> {
    load::shipped()
        .iter()
        .filter_map(|s| load::parse(&s.path, &s.text).ok())
        .filter(|l| l.game == game)
        .collect()
}
