//! The steps of Bataille de chars: `throw` (the race's die) and `lay` (the class's cards on its
//! minefield).

use super::*;

pub(super) fn throw_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let Some(die) = &s.die else {
        missing.report(cx, "die");
        return None;
    };
    let die = cx.die(die);
    let land = match &s.land {
        Some(l) => Some((cx.track_square(l)?, l.span())),
        None => None,
    };
    Some(StepKind::Throw { die: die?, land })
}

pub(super) fn lay_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    let at = &missing.at;
    let Some(count) = s.count else {
        missing.report(cx, "count");
        return None;
    };
    let place = |cx: &Ctx, name: &str| cx.field_span(at.start, name).unwrap_or(at.clone());
    if count == 0 {
        cx.error(place(cx, "count"), Words::new("load-lay-none"));
    }
    let explosions = s.explosions.unwrap_or(count.div_ceil(2));
    if explosions > count {
        let span = if s.explosions.is_some() {
            place(cx, "explosions")
        } else {
            place(cx, "count")
        };
        cx.error(
            span,
            Words::new("load-explosions")
                .with("explosions", explosions)
                .with("count", count),
        );
    }
    Some(StepKind::Lay {
        count,
        explosions,
        seed: s.seed.unwrap_or(1),
    })
}
