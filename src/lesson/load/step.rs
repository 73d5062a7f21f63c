//! One `[[step]]` table: which fields its kind allows, its annotations, and the reader of its kind
//! ([`super::moves`], [`super::quiz`], [`super::cards`], [`super::chars`]).

use super::*;

/// The fields of a step beyond `kind`, `text` and the annotations, with their places.
fn present_fields(cx: &Ctx, s: &StepFile) -> Vec<(&'static str, Span)> {
    let mut out = Vec::new();
    let mut put = |name: &'static str, span: Option<Span>| {
        if let Some(span) = span {
            out.push((name, span));
        }
    };
    put("position", s.position.as_ref().map(Spanned::span));
    put("move", s.mv.as_ref().map(Spanned::span));
    put("accept", s.accept.as_ref().map(Spanned::span));
    put("feedback", s.feedback.as_ref().map(Spanned::span));
    put("ask", s.ask.as_ref().map(Spanned::span));
    put("square", s.square.as_ref().map(Spanned::span));
    put("answer", s.answer.as_ref().map(Spanned::span));
    put("choices", s.choices.first().map(Spanned::span));
    put("player", s.player.as_ref().map(Spanned::span));
    put("goal", s.goal.as_ref().map(Spanned::span));
    put("par", s.par.as_ref().map(Spanned::span));
    put("solution", s.solution.first().map(Spanned::span));
    put("winner", s.winner.as_ref().map(Spanned::span));
    put("battle", s.battle.as_ref().map(Spanned::span));
    put("die", s.die.as_ref().map(Spanned::span));
    put("land", s.land.as_ref().map(Spanned::span));
    put("options", s.options.first().map(|o| o.text.span()));
    put("piece", s.piece.as_ref().map(Spanned::span));
    // Plain numbers keep no place: find their line in the step's table.
    let anchor = s.kind.span().start;
    let at = |name: &str| cx.field_span(anchor, name).unwrap_or(s.kind.span());
    put("count", s.count.map(|_| at("count")));
    put("explosions", s.explosions.map(|_| at("explosions")));
    put("rounds", s.rounds.map(|_| at("rounds")));
    put("games", s.games.map(|_| at("games")));
    put("seed", s.seed.map(|_| at("seed")));
    out
}

fn allowed(kind: &str) -> &'static [&'static str] {
    match kind {
        "say" => &[],
        "setup" => &["position"],
        "expect" => &["move", "accept", "feedback", "square"],
        "reply" => &["move"],
        "quiz" => &[
            "ask", "square", "answer", "choices", "player", "die", "feedback", "piece",
        ],
        "play" => &["goal", "count", "par", "solution", "square", "feedback"],
        "flip" => &["rounds", "winner", "battle"],
        "throw" => &["die", "land"],
        "guess" => &["options"],
        "simulate" => &["games", "seed"],
        "lay" => &["count", "explosions", "seed", "feedback"],
        _ => &[],
    }
}

/// The fields of a `quiz` step for what it asks, and of a `play` step for its goal: a `targets` quiz
/// writes a square, a `win` goal no count. `None` for the other kinds, and for an unknown ask or goal
/// (said at its own place).
fn allowed_for(kind: &str, detail: &str) -> Option<&'static [&'static str]> {
    Some(match (kind, detail) {
        ("quiz", "targets" | "attackers") => &["ask", "square", "answer", "feedback"],
        ("quiz", "score") => &["ask", "player", "choices", "answer", "feedback"],
        ("quiz", "cards") => &["ask", "choices", "answer", "feedback"],
        ("quiz", "winner" | "mines") => &["ask", "answer", "feedback"],
        ("quiz", "landing") => &["ask", "die", "answer", "feedback"],
        ("quiz", "pieces") => &["ask", "piece", "answer", "feedback"],
        ("play", "win") => &["goal", "par", "solution", "feedback"],
        ("play", "capture" | "score") => &["goal", "count", "par", "solution", "feedback"],
        ("play", "reach") => &["goal", "square", "par", "solution", "feedback"],
        _ => return None,
    })
}

/// Says the annotations a lesson of this kind does not draw: the board's squares and arrows in a
/// La Bataille or race lesson, the piles (`zones`) outside La Bataille, the track outside a race.
fn annotations_fit(cx: &mut Ctx, s: &StepFile, game: GameId, race: bool) {
    let board = game != GameId::Bataille && !race;
    let lesson = if race {
        "race"
    } else if game == GameId::Bataille {
        "bataille"
    } else {
        "board"
    };
    let written = [
        ("highlight", s.highlight.first().map(Spanned::span), board),
        ("arrows", s.arrows.first().map(Spanned::span), board),
        ("labels", s.labels.first().map(|l| l.text.span()), board),
        ("targets", s.targets.as_ref().map(Spanned::span), board),
        (
            "zones",
            s.zones.first().map(Spanned::span),
            game == GameId::Bataille,
        ),
        ("track", s.track.first().map(Spanned::span), race),
    ];
    for (field, span, fits) in written {
        if let (Some(span), false) = (span, fits) {
            let words = Words::new("load-annotation-not-here")
                .with("field", field)
                .with("lesson", lesson);
            cx.error(span, words);
        }
    }
}

/// Which games a step kind belongs to.
fn kind_fits(kind: &str, game: GameId, race: bool) -> bool {
    match kind {
        "say" => true,
        "flip" | "guess" | "simulate" => game == GameId::Bataille,
        "throw" => race,
        "quiz" => true,
        "lay" => game == GameId::Chars && !race,
        _ => game != GameId::Bataille && !race,
    }
}

/// Reads one `[[step]]` table; `None` when it has a problem (reported).
pub(super) fn step(cx: &mut Ctx, s: &StepFile, game: Option<GameId>, race: bool) -> Option<Step> {
    let kind_name = s.kind.get_ref().as_str();
    let kind_span = inner(s.kind.span());
    if !StepKind::NAMES.contains(&kind_name) {
        let words = Words::new("load-unknown-word")
            .with("text", kind_name)
            .with_said("what", "load-what-step-kind")
            .with("known", StepKind::NAMES.join(", "))
            .with(
                "guess",
                closest(kind_name, &StepKind::NAMES).unwrap_or("none"),
            );
        cx.error(kind_span, words);
        return None;
    }
    let game = game?;
    if !kind_fits(kind_name, game, race) {
        cx.error(
            kind_span.clone(),
            Words::new("load-kind-not-here")
                .with("kind", kind_name)
                .with("lesson", if race { "race" } else { game.id() }),
        );
        return None;
    }
    let detail = match kind_name {
        // A question that does not fit the lesson is said as such (in `quiz_step`), not its fields.
        "quiz" => s
            .ask
            .as_ref()
            .filter(|a| super::quiz::ask_fits(a.get_ref(), game, race)),
        "play" => s.goal.as_ref(),
        _ => None,
    };
    let fields_for = detail.and_then(|d| Some((d.get_ref(), allowed_for(kind_name, d.get_ref())?)));
    for (field, span) in present_fields(cx, s) {
        if !allowed(kind_name).contains(&field) {
            cx.error(
                span,
                Words::new("load-field-not-here")
                    .with("field", field)
                    .with("kind", kind_name),
            );
        } else if let Some((what, fields)) = fields_for.filter(|(_, f)| !f.contains(&field)) {
            let written: Vec<String> = fields[1..].iter().map(|f| format!("`{f}`")).collect();
            cx.error(
                span,
                Words::new("load-field-not-for")
                    .with("field", field)
                    .with("kind", kind_name)
                    .with("what", what.as_str())
                    .with("fields", written.join(", ")),
            );
        }
    }
    annotations_fit(cx, s, game, race);
    let errors_before = cx.errors.len();
    let text = s.text.as_ref().map(|t| cx.message(t));
    let feedback = s.feedback.as_ref().map(|t| cx.message(t));
    let squares_before = cx.squares.len();
    let annotations = annotations(cx, s);
    let mut squares = cx.squares.split_off(squares_before);
    let mut teaches: Vec<(String, Span)> = Vec::new();
    for t in &s.teaches {
        if teaches.iter().any(|(id, _)| id == t.get_ref()) {
            cx.error(
                inner(t.span()),
                Words::new("load-rule-twice").with("rule", t.get_ref()),
            );
        } else {
            teaches.push((t.get_ref().clone(), inner(t.span())));
        }
    }
    let missing = Missing {
        kind: kind_name,
        at: kind_span.clone(),
    };
    let kind = step_kind(cx, s, &missing, game, race, text.is_some())?;
    // A quiz's question square is checked against the board with the step's other squares.
    let asked = cx.squares.split_off(squares_before);
    if matches!(kind, StepKind::Quiz { .. }) {
        squares.extend(asked);
    }
    (cx.errors.len() == errors_before).then_some(Step {
        kind,
        span: kind_span,
        text,
        feedback,
        annotations,
        squares,
        teaches,
    })
}

/// The step's kind with its own fields, read by the reader of that kind.
fn step_kind(
    cx: &mut Ctx,
    s: &StepFile,
    missing: &Missing,
    game: GameId,
    race: bool,
    has_text: bool,
) -> Option<StepKind> {
    // These steps are their words: a sentence to read, a question (the app only adds "click the
    // squares" under it), the question of a guess, a simulation's numbers. The others have the app's
    // prompt ("your turn", "click the die"…) and may go without.
    if !has_text && matches!(missing.kind, "say" | "quiz" | "guess" | "simulate") {
        missing.report(cx, "text");
    }
    Some(match missing.kind {
        "say" => StepKind::Say,
        "setup" => moves::setup_step(cx, s, missing)?,
        "expect" => moves::expect_step(cx, s, missing)?,
        "reply" => moves::reply_step(cx, s, missing)?,
        "quiz" => quiz::quiz_step(cx, s, game, race, &missing.at)?,
        "play" => moves::play_step(cx, s, missing)?,
        "flip" => cards::flip_step(cx, s, missing)?,
        "throw" => chars::throw_step(cx, s, missing)?,
        "guess" => cards::guess_step(cx, s, missing)?,
        "lay" => chars::lay_step(cx, s, missing)?,
        _ => cards::simulate_step(cx, s, missing),
    })
}

/// A required field a step lacks, reported at the step's kind with what the field is for.
pub(super) struct Missing<'a> {
    pub(super) kind: &'a str,
    pub(super) at: Span,
}

impl Missing<'_> {
    pub(super) fn report(&self, cx: &mut Ctx, field: &str) {
        let words = Words::new("load-step-needs")
            .with("kind", self.kind)
            .with("field", field);
        cx.missing(&self.at, field, words);
    }
}

fn annotations(cx: &mut Ctx, s: &StepFile) -> Annotations {
    let mut a = Annotations::default();
    for h in &s.highlight {
        if let Some(sq) = cx.square(h) {
            a.highlight.push(sq);
        }
    }
    for arrow in &s.arrows {
        if let Some(m) = cx.move_text(arrow) {
            a.arrows.push((m.from, m.to));
        }
    }
    for l in &s.labels {
        let id = cx.message(&l.text);
        if let Some(sq) = cx.square(&l.square) {
            a.labels.push((sq, Message::new(id)));
        }
    }
    a.targets_of = s.targets.as_ref().and_then(|t| cx.square(t));
    for z in &s.zones {
        if let Some(zone) = cx.choice(z, "pile", &Zone::ALL) {
            a.zones.push(zone);
        }
    }
    for t in &s.track {
        a.track.extend(cx.track_square(t));
    }
    a
}
