//! The lesson screen's panel: the title, the progress dots, the step's text, the prompt, the feedback
//! of the last answer and, at the end, the stars; and the checker's messages for a broken lesson.

use super::*;

/// "Whites: 3 points · Blacks: 1 point" during a `play` step whose game keeps a score.
fn play_score(ctx: &Ctx, run: &Runner) -> Option<String> {
    use crate::core::game::Side;
    if !matches!(run.current().map(|s| &s.kind), Some(StepKind::Play { .. })) {
        return None;
    }
    let board = run.world().board()?;
    let parts: Option<Vec<String>> = [(Side::White, "white"), (Side::Black, "black")]
        .into_iter()
        .map(|(side, name)| {
            let points = board.score(side)?;
            Some(ctx.tr(
                "app-play-score",
                &[("side", name.into()), ("points", points.into())],
            ))
        })
        .collect();
    Some(parts?.join(" · "))
}

/// During a `lay` step, the cards laid so far, counted for the child.
fn lay_count(ctx: &Ctx, run: &Runner) -> Option<String> {
    let (laid, count, mines, explosions) = run.lay_count()?;
    Some(ctx.tr(
        "lesson-lay-count",
        &[
            ("laid", laid.into()),
            ("count", count.into()),
            ("mines", mines.into()),
            ("explosions", explosions.into()),
        ],
    ))
}

impl LessonScreen {
    pub(super) fn prompt(&self, r: &Runner) -> Option<String> {
        Some(
            match r.expecting() {
                Expecting::Move => "lesson-your-turn",
                Expecting::Squares { .. } => "lesson-click-squares",
                Expecting::Flip => "lesson-click-pile",
                Expecting::Throw => "lesson-click-die",
                Expecting::TrackSquare => "player-click-track",
                _ => return None,
            }
            .to_string(),
        )
    }

    pub(super) fn draw_panel(&self, ctx: &Ctx, ui: &Ui, l: &Layout, widgets_top: f32) {
        let p = &ui.palette;
        let r = l.panel;
        layout::draw_panel_back(ui, r, l.portrait);
        let Some(run) = self.runner.as_ref() else {
            return;
        };
        if l.compact {
            return self.draw_compact_panel(ctx, ui, r, run, widgets_top);
        }
        let x = r.x + 28.0;
        let w = r.w - 56.0;
        let mut y = head(ctx, ui, run, x, r.y + 24.0, w, l.portrait);
        // A teacher's text file of this game that does not read well (saved half-edited while the
        // lesson is on screen): said here, where the teacher looks, until it is corrected.
        // What is wrong comes with it; both at the normal text size's small text, within a few lines,
        // so that the child's sentence keeps its room at a large text size.
        if let Some(problem) = ctx.text_problem_of(run.lesson().game) {
            let s = size::SMALL / ui.text_factor.max(1.0);
            let mut column = crate::app::layout::Column {
                x,
                y,
                w,
                limit: y + 5.0 * ui.line_height(s),
            };
            column.paragraph(ui, problem, s, true, p.bad);
            if let Some(what) = ctx.text_mistake_of(run.lesson().game) {
                column.paragraph(ui, what, s, false, p.bad);
            }
            y = column.y + 12.0;
        }
        // Feedback and prompt take what they need at the bottom; the message gets the rest.
        let feedback = self.feedback_now(ctx, run);
        let fb_h = feedback.as_ref().map_or(0.0, |(t, _)| {
            ui.paragraph_height(t, w - 80.0, size::BODY, true) + 28.0
        });
        let prompt = self
            .prompt(run)
            .map(|id| ctx.t(&id))
            .filter(|_| feedback.as_ref().is_none_or(|f| f.1 >= 0));
        // During a `play` step of a game with points, the score, as the play screen shows it.
        let prompt = match (prompt, play_score(ctx, run).or_else(|| lay_count(ctx, run))) {
            (Some(t), Some(score)) => Some(format!("{t}\n{score}")),
            (t, score) => t.or(score),
        };
        let pr_h = prompt
            .as_ref()
            .map_or(0.0, |t| ui.paragraph_height(t, w, size::BODY, true) + 12.0);
        // Smaller stars in portrait, where the panel's height is short: the text keeps its size.
        let sr = star_radius(w).min(if l.portrait { 40.0 } else { 60.0 });
        let stars_h = if run.is_finished() {
            stars_height(ui, ctx, w, sr) + 10.0
        } else {
            0.0
        };
        let text = draw::format(ctx, run.text().as_ref());
        let room = widgets_top - 16.0 - y - fb_h - pr_h - stars_h - 16.0;
        // The step's text as large as the room allows, never under the small text size (a large text
        // size may give way down to the normal one's small text rather than run off the screen).
        let floor = size::SMALL / ui.text_factor.max(1.0);
        let mut s = size::BIG;
        while s > size::SMALL && ui.paragraph_height(&text, w, s, false) > room {
            s -= 2.0;
        }
        while s > floor && ui.paragraph_height(&text, w, s, false) > room {
            s -= 2.0;
        }
        // Still too long (a short panel, a large text size): the prompt gives way (the step's own text
        // says what to do), then a "Bravo" for the step before; a reason for a wrong answer stays.
        let mut room = room;
        let prompt = if ui.paragraph_height(&text, w, s, false) > room {
            room += pr_h;
            None
        } else {
            prompt
        };
        let feedback = feedback
            .filter(|(_, tone)| *tone <= 0 || ui.paragraph_height(&text, w, s, false) <= room);
        y += ui.paragraph(&text, x, y, w, s, false, Align::Left, p.text) + 16.0;
        if run.is_finished() {
            y = stars(ui, ctx, run.stars().unwrap_or(0), (x, y, w), sr) + 10.0;
        }
        if let Some(t) = &prompt {
            y += ui.paragraph(t, x, y, w, size::BODY, true, Align::Left, p.primary) + 12.0;
        }
        if let Some((t, tone)) = feedback {
            feedback_box(ui, &t, tone, Rect::new(x, y, w, fb_h));
        }
    }

    /// The panel of a compact layout ([`Layout::compact`]): the step's text as large as the room over
    /// the row of buttons allows, then the prompt and the last answer's feedback; the lesson's title on
    /// a line above them when there is room for it. When they do not all fit at the normal small text,
    /// the prompt goes first, then a "Bravo" for the step before; then the end of a wrong answer's
    /// reason is cut after its last whole line (ending in "…"): the step's own text stays whole.
    fn draw_compact_panel(&self, ctx: &Ctx, ui: &Ui, r: Rect, run: &Runner, widgets_top: f32) {
        let p = &ui.palette;
        let x = r.x + 28.0;
        let w = r.w - 56.0;
        let top = r.y + draw::COMPACT_PAD.top;
        let limit = widgets_top - draw::COMPACT_PAD.gap;
        let room = limit - top;
        let text = draw::format(ctx, run.text().as_ref());
        let mut feedback = self.feedback_now(ctx, run);
        // No prompt under a wrong answer's reason (as in the full panel).
        let prompt = self
            .prompt(run)
            .map(|id| ctx.t(&id))
            .filter(|_| feedback.as_ref().is_none_or(|f| f.1 >= 0))
            .into_iter()
            .chain(play_score(ctx, run).or_else(|| lay_count(ctx, run)))
            .collect::<Vec<_>>()
            .join(" · ");
        let mut prompt = (!prompt.is_empty()).then_some(prompt);
        // Stars at the lesson's end: one line of the small text high.
        let sr = ui.line_height(size::SMALL) / 2.3;
        let stars_h = if run.is_finished() {
            stars_height(ui, ctx, w, sr)
        } else {
            0.0
        };
        let heights = |s: f32, prompt: &Option<String>, feedback: &Option<(String, i8)>| {
            let fb = feedback
                .as_ref()
                .map_or(0.0, |(t, _)| compact_feedback_height(ui, t, w, s));
            let pr = prompt
                .as_ref()
                .map_or(0.0, |t| ui.paragraph_height(t, w, s, true));
            (ui.paragraph_height(&text, w, s, false), pr + fb + stars_h)
        };
        let fits = |s: f32, prompt: &Option<String>, feedback: &Option<(String, i8)>| {
            let (t, rest) = heights(s, prompt, feedback);
            // A hair of tolerance: the least compact panel is exactly two lines high.
            t + rest <= room + 0.3
        };
        let floor = size::SMALL / ui.text_factor.max(1.0);
        // The largest size from the body text's down to `floor` at which it all fits, if any.
        let largest = |prompt: &Option<String>, feedback: &Option<(String, i8)>| {
            let mut s = size::BODY;
            while s > floor && !fits(s, prompt, feedback) {
                s = (s - 2.0).max(floor);
            }
            fits(s, prompt, feedback).then_some(s)
        };
        let mut size = largest(&prompt, &feedback);
        if size.is_none() {
            prompt = None;
            size = largest(&prompt, &feedback);
        }
        if size.is_none() {
            feedback = feedback.filter(|(_, tone)| *tone <= 0);
            size = largest(&prompt, &feedback);
        }
        // The lesson's title, short, on a line of its own when everything else still fits under it
        // (the step's text then a little smaller, never under `floor`).
        let title_h = ui.line_height(floor);
        let with_title = size.and_then(|largest| {
            let fits_under = |s: f32| {
                let (t, rest) = heights(s, &prompt, &feedback);
                t + rest + title_h <= room + 0.3
            };
            let mut s = largest;
            while s > floor && !fits_under(s) {
                s = (s - 2.0).max(floor);
            }
            fits_under(s).then_some(s)
        });
        let s = with_title.or(size).unwrap_or(floor);
        let (text_h, rest) = heights(s, &prompt, &feedback);
        let mut top = top;
        if with_title.is_some() {
            let title = ctx.t(&run.lesson().title);
            let ts = ui.fit_size(&title, floor, true, w).min(floor);
            ui.text(&title, x, top, ts, true, Align::Left, p.text_dim);
            top += title_h;
        }
        // The step's text is whole whenever it fits alone (it says what the question is): what gives
        // way then is the end of the feedback, cut after its last whole line.
        let text_limit = if text_h <= room {
            limit.min(top + text_h)
        } else {
            limit - rest
        };
        let mut column = layout::Column {
            x,
            y: top,
            w,
            limit: text_limit.max(top),
        };
        column.paragraph(ui, &text, s, false, p.text);
        let mut y = column.y;
        if run.is_finished() {
            y = stars(ui, ctx, run.stars().unwrap_or(0), (x, y, w), sr);
        }
        if let Some(t) = &prompt {
            y += ui.paragraph(t, x, y, w, s, true, Align::Left, p.primary);
        }
        if let Some((t, tone)) = feedback {
            compact_feedback(ui, &t, tone, Rect::new(x, y, w, limit - y), s);
        }
    }

    /// The lesson's problems, as many as fit above `bottom` (the top of the buttons), then how many
    /// more there are and where to read them all.
    pub(super) fn draw_errors(&self, ctx: &Ctx, ui: &Ui, bottom: f32) {
        let p = &ui.palette;
        let x = 40.0;
        let w = ui.width - 80.0;
        let mut y = 40.0;
        ui.text(
            &ctx.t("player-error-title"),
            x,
            y,
            size::TITLE,
            true,
            Align::Left,
            p.bad,
        );
        y += ui.line_height(size::TITLE);
        y += ui.paragraph(
            &ctx.t("player-error-help"),
            x,
            y,
            w,
            size::BODY,
            false,
            Align::Left,
            p.text,
        ) + 20.0;
        let room = bottom - 16.0 - y - 30.0;
        let height = |t: &str| ui.paragraph_height(t, w - 40.0, size::SMALL, false);
        let said: Vec<String> = self.errors.iter().map(|e| ctx.texts.describe(e)).collect();
        let mut text = said.join("\n");
        for shown in (1..said.len()).rev() {
            if height(&text) <= room {
                break;
            }
            let more = ctx.tr(
                "player-error-more",
                &[("count", (said.len() - shown).into())],
            );
            text = format!("{}\n{more}", said[..shown].join("\n"));
        }
        let h = height(&text) + 30.0;
        ui.panel(Rect::new(x, y, w, h), p.panel, p.bad, 5.0);
        ui.paragraph(
            &text,
            x + 20.0,
            y + 15.0,
            w - 40.0,
            size::SMALL,
            false,
            Align::Left,
            p.text,
        );
    }
}

/// The lesson's title and where it is: in landscape the title, "Step 3 of 10" and a row of dots under
/// it; in portrait (where every line is taken from the lesson's text) the step on the title's line and
/// smaller dots. Returns the top of what comes next.
fn head(ctx: &Ctx, ui: &Ui, run: &Runner, x: f32, mut y: f32, w: f32, portrait: bool) -> f32 {
    let p = &ui.palette;
    let count = run.step_count();
    let at = run.step_index().min(count);
    let step = (!run.is_finished()).then(|| {
        ctx.tr(
            "lesson-step",
            &[("step", (at + 1).into()), ("total", count.into())],
        )
    });
    let title = ctx.t(&run.lesson().title);
    let beside = match (&step, portrait) {
        (Some(step), true) => ui.measure(step, size::SMALL, false) + 24.0,
        _ => 0.0,
    };
    let s = ui
        .fit_size(&title, size::BIG, true, w - beside)
        .min(size::BIG);
    ui.text(&title, x, y, s, true, Align::Left, p.text_dim);
    y += ui.line_height(s) + 4.0;
    if let Some(step) = &step {
        if portrait {
            // On the title's line, right-aligned, its bottom on the title's.
            let top = y - 4.0 - ui.line_height(size::SMALL);
            ui.text(
                step,
                x + w,
                top,
                size::SMALL,
                false,
                Align::Right,
                p.text_dim,
            );
        } else {
            ui.text(step, x, y, size::SMALL, false, Align::Left, p.text_dim);
            y += ui.line_height(size::SMALL);
        }
    }
    let (most, row) = if portrait { (20.0, 26.0) } else { (28.0, 40.0) };
    progress_dots(ui, run, (x, y, w), most);
    y + row
}

/// The lesson's steps as a row of dots from (`x`, `y`), at most `w` wide and `most` per dot: the steps
/// done filled, the current one larger and ringed, the ones to come hollow (readable without colour).
pub(super) fn progress_dots(ui: &Ui, run: &Runner, (x, y, w): (f32, f32, f32), most: f32) {
    let p = &ui.palette;
    let count = run.step_count();
    let at = run.step_index().min(count);
    let dot = (w / count.max(1) as f32).min(most);
    for i in 0..count {
        let c = vec2(x + dot * (i as f32 + 0.5), y + dot * 0.45);
        if i < at {
            draw_circle(c.x, c.y, dot * 0.32, p.edge);
        } else if i == at {
            draw_circle(c.x, c.y, dot * 0.42, p.focus);
            draw_circle_lines(c.x, c.y, dot * 0.42, 2.0, p.edge);
        } else {
            draw_circle_lines(c.x, c.y, dot * 0.3, 2.0, p.text_dim);
        }
    }
}

impl LessonScreen {
    /// The feedback shown now: a flip's result ("you win this round") waits until the round's cards
    /// have been shown face up.
    pub(super) fn feedback_now(&self, ctx: &Ctx, run: &Runner) -> Option<(String, i8)> {
        if self.busy() && matches!(self.world(), Some(World::Cards(_))) {
            return None;
        }
        let shown = feedback(ctx, run, self.praise_shown(run));
        match (&self.unsaved, shown) {
            (Some(unsaved), Some((text, tone))) if run.is_finished() => {
                Some((format!("{text} {unsaved}"), tone))
            }
            (Some(unsaved), None) if run.is_finished() => Some((unsaved.clone(), 0)),
            (_, shown) => shown,
        }
    }
}

/// The feedback of the last answer (the rules' reason, the lesson's advice, why a game ended) and its
/// tone: 1 right, -1 wrong, 0 information; a praise only when `praise` (see
/// [`LessonScreen::praise_shown`]).
pub(super) fn feedback(ctx: &Ctx, run: &Runner, praise: bool) -> Option<(String, i8)> {
    // La Bataille: a flip that ended the game, in the words of the game screen (already said to the
    // child: "tu", "Emma").
    let cards_end = run
        .ended()
        .and_then(|w| w.cards())
        .map(crate::app::bataille::end_message)
        .map(|m| ctx.texts.format(&m));
    let (mut text, tone) = match run.feedback() {
        Feedback::Right(_) if !praise => return None,
        Feedback::Right(m) => (ctx.texts.format(m), 1),
        Feedback::Wrong(m) => (ctx.texts.format(m), -1),
        Feedback::Info(m) => (ctx.texts.format(m), 0),
        Feedback::None => return cards_end.map(|end| (end, 0)),
    };
    if let Some(end) = cards_end {
        text = format!("{text} {end}");
    }
    // Under the reason the rules give: the lesson's own advice, and why a game ended.
    if let Some(advice) = run.advice() {
        text = format!("{text} {}", ctx.texts.format(advice));
    }
    if let Some(end) = run
        .ended()
        .and_then(|w| w.board())
        .and_then(super::super::end_message)
        .map(|m| said_in_lesson(m, run.lesson().side))
    {
        text = format!("{} {text}", ctx.texts.format(&end));
    }
    Some((text, tone))
}

/// Why a lesson's game ended, said to the child who plays `class` against the computer: the play
/// screen's end message (`app-end-…`, which names the sides, for two players) becomes the lesson's
/// (`lesson-end-…`: "you win", "the computer wins"), with the same reason and points.
pub(super) fn said_in_lesson(
    end: crate::i18n::Message,
    class: crate::core::game::Side,
) -> crate::i18n::Message {
    let mut args = end.args.clone();
    let id = match end.id.strip_prefix("app-end-espion-") {
        Some(reason) => {
            args.push(("reason".to_string(), reason.to_string().into()));
            "lesson-end-espion".to_string()
        }
        None => match end.id.strip_prefix("app-end-") {
            Some(game) => format!("lesson-end-{game}"),
            None => return end,
        },
    };
    let class_name = match class {
        crate::core::game::Side::White => "white",
        crate::core::game::Side::Black => "black",
    };
    for (name, value) in &mut args {
        if name == "winner" {
            let who = match value {
                crate::i18n::Arg::Text(w) if w == "draw" => "draw",
                crate::i18n::Arg::Text(w) if w == class_name => "you",
                _ => "computer",
            };
            *value = who.into();
        }
    }
    crate::i18n::Message {
        id,
        args,
        then: end.then,
    }
}

/// The feedback in its box: a tick, a cross or an "i" (readable without colour), then the text.
fn feedback_box(ui: &Ui, text: &str, tone: i8, bx: Rect) {
    let p = &ui.palette;
    let edge = match tone {
        1 => p.good,
        -1 => p.bad,
        _ => p.edge,
    };
    ui.panel(bx, p.background, edge, 5.0);
    let c = vec2(bx.x + 34.0, bx.y + 34.0);
    match tone {
        1 => draw::tick(ui, c, 22.0),
        -1 => draw::cross(ui, c, 22.0),
        _ => {
            draw_circle(c.x, c.y, 20.0, p.edge);
            ui.text("i", c.x, c.y - 18.0, 30.0, true, Align::Center, p.panel);
        }
    }
    let (x, w) = (bx.x + 66.0, bx.w - 80.0);
    ui.paragraph(
        text,
        x,
        bx.y + 14.0,
        w,
        size::BODY,
        true,
        Align::Left,
        p.text,
    );
}

/// The left inset of a compact feedback's text, after its sign, for text of `size`.
fn compact_indent(ui: &Ui, size: f32) -> f32 {
    ui.line_height(size) * 1.1
}

/// The height of [`compact_feedback`].
fn compact_feedback_height(ui: &Ui, text: &str, w: f32, size: f32) -> f32 {
    ui.paragraph_height(text, w - compact_indent(ui, size), size, true)
}

/// The feedback in a compact panel: a tick, a cross or an "i" one line high (readable without colour),
/// and the text beside it at `size`, in `area` (from its top; cut after the last whole line that fits
/// when it is too long, see [`layout::Column`]).
fn compact_feedback(ui: &Ui, text: &str, tone: i8, area: Rect, size: f32) {
    let p = &ui.palette;
    let (x, y, w) = (area.x, area.y, area.w);
    let lh = ui.line_height(size);
    let c = vec2(x + lh * 0.45, y + lh * 0.5);
    let radius = lh * 0.42;
    match tone {
        1 => draw::tick(ui, c, radius),
        -1 => draw::cross(ui, c, radius),
        _ => {
            draw_circle(c.x, c.y, radius, p.edge);
            let s = ui.unscaled(radius * 1.4);
            let top = c.y - ui.line_height(s) * 0.5;
            ui.text("i", c.x, top, s, true, Align::Center, p.panel);
        }
    }
    let indent = compact_indent(ui, size);
    let mut column = layout::Column {
        x: x + indent,
        y,
        w: w - indent,
        // At least one line, whatever the room.
        limit: (y + area.h).max(y + lh),
    };
    column.paragraph(ui, text, size, true, p.text);
}

/// The largest radius of the stars in a panel column `w` wide.
fn star_radius(w: f32) -> f32 {
    (w / 8.0).min(60.0)
}

/// The height [`stars`] takes: the count in words beside the stars when it fits there, under them
/// otherwise.
fn stars_height(ui: &Ui, ctx: &Ctx, w: f32, r: f32) -> f32 {
    let label = ctx.tr("player-stars", &[("stars", 3u32.into())]);
    if label_beside(ui, &label, w, r) {
        r * 2.3
    } else {
        r * 2.3 + ui.line_height(size::BODY)
    }
}

/// Whether "2 sur 3" fits on the stars' line.
fn label_beside(ui: &Ui, label: &str, w: f32, r: f32) -> bool {
    r * 7.4 + 20.0 + ui.measure(label, size::BODY, true) <= w
}

/// Draws 1 to 3 stars of radius `r` out of three (filled or hollow: readable without colour) with "2 sur 3" beside
/// them (or under them when the column is narrow). Returns the bottom.
fn stars(ui: &Ui, ctx: &Ctx, n: u8, (x, y, w): (f32, f32, f32), r: f32) -> f32 {
    let p = &ui.palette;
    draw::star_row(ui, n, x, y + r * 1.1, r);
    // The count in words (the same words as the lesson list).
    let label = ctx.tr("player-stars", &[("stars", u32::from(n).into())]);
    if label_beside(ui, &label, w, r) {
        let ty = y + r * 1.1 - ui.line_height(size::BODY) / 2.0;
        ui.text(
            &label,
            x + r * 7.4 + 20.0,
            ty,
            size::BODY,
            true,
            Align::Left,
            p.text,
        );
        return y + r * 2.3;
    }
    let y = y + r * 2.3;
    ui.text(&label, x, y, size::BODY, true, Align::Left, p.text);
    y + ui.line_height(size::BODY)
}
