//! The steps on a board: `setup` (a new position), `expect` (the class's move), `reply` (the
//! opponent's), `play` (a game to a goal).

use super::*;

pub(super) fn setup_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(p) = &s.position else {
        missing.report(cx, "position");
        return None;
    };
    Some(StepKind::Setup {
        position: (p.get_ref() != START).then(|| p.get_ref().clone()),
        span: inner(p.span()),
    })
}

pub(super) fn reply_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(mv_text) = &s.mv else {
        missing.report(cx, "move");
        return None;
    };
    Some(StepKind::Reply {
        mv: cx.move_text(mv_text)?,
        mv_span: inner(mv_text.span()),
    })
}

pub(super) fn expect_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(mv_text) = &s.mv else {
        missing.report(cx, "move");
        return None;
    };
    let mv = cx.move_text(mv_text)?;
    let accept = match &s.accept {
        None => Accept::Exact,
        Some(a) => {
            let names = [
                ("exact", 0),
                ("capture", 1),
                ("reach", 2),
                ("piece", 3),
                ("any", 4),
            ];
            match cx.choice(a, "accept", &names)? {
                0 => Accept::Exact,
                1 => Accept::Capture,
                2 => match &s.square {
                    Some(sq) => Accept::Reach(cx.square(sq)?),
                    None => Accept::Reach(mv.to),
                },
                3 => Accept::Piece,
                _ => Accept::Any,
            }
        }
    };
    if s.square.is_some() && !matches!(accept, Accept::Reach(_)) {
        let span = s.square.as_ref().map(Spanned::span).unwrap_or_default();
        cx.error(span, Words::new("load-square-with-reach"));
    }
    Some(StepKind::Expect {
        mv,
        mv_span: inner(mv_text.span()),
        accept,
    })
}

pub(super) fn play_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(goal_text) = &s.goal else {
        missing.report(cx, "goal");
        return None;
    };
    let goal = match cx.choice(
        goal_text,
        "goal",
        &[("win", 0), ("capture", 1), ("reach", 2), ("score", 3)],
    )? {
        0 => Goal::Win,
        1 => Goal::Capture(s.count.unwrap_or(1)),
        2 => match &s.square {
            Some(sq) => Goal::Reach(cx.square(sq)?),
            None => {
                missing.report(cx, "square");
                return None;
            }
        },
        _ => Goal::Score(s.count.unwrap_or(1)),
    };
    if matches!(goal, Goal::Capture(0) | Goal::Score(0)) {
        let at = &missing.at;
        let span = cx.field_span(at.start, "count").unwrap_or(at.clone());
        cx.error(span, Words::new("load-play-count-zero"));
    }
    let Some(par) = &s.par else {
        missing.report(cx, "par");
        return None;
    };
    // Zero is no "no limit": the smallest par the `solution` allows is said with it.
    if *par.get_ref() == 0 {
        let words = match s.solution.len() {
            0 => Words::new("load-par-zero"),
            moves => Words::new("load-par-zero-solution").with("moves", moves),
        };
        cx.error(par.span(), words);
    }
    let solution: Vec<(MoveText, Span)> = s
        .solution
        .iter()
        .filter_map(|m| Some((cx.move_text(m)?, inner(m.span()))))
        .collect();
    if s.solution.is_empty() {
        // Written but empty: said at its own line; not written at all: said as a missing field.
        match cx.field_span(missing.at.start, "solution") {
            Some(span) => cx.error(span, Words::new("load-solution-empty")),
            None => missing.report(cx, "solution"),
        }
    }
    // A par of zero is already refused above: no second message about the same number.
    if *par.get_ref() > 0 && s.solution.len() as u32 > *par.get_ref() {
        cx.error(
            par.span(),
            Words::new("load-par-below-solution")
                .with("par", par.get_ref())
                .with("moves", s.solution.len()),
        );
    }
    Some(StepKind::Play {
        goal,
        par: *par.get_ref(),
        solution,
    })
}
