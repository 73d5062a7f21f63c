//! The lesson screen's buttons: landscape (a column on the right, choices above Previous/Next) and
//! portrait (rows under the text).

use super::*;

impl LessonScreen {
    /// The top of the buttons in the panel.
    pub(super) fn buttons(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let l = self.layout(ui);
        let mut out = Vec::new();
        let x = l.panel.x + 28.0;
        let w = l.panel.w - 56.0;
        let bh = layout::button_h(ui, 84.0);
        let bottom = ui.height - 24.0;
        // A lesson that cannot start, or whose saved file now has errors: only the way back (the errors
        // are on screen; the lesson's own buttons would act on the step from before).
        if self.runner.is_none() || !self.errors.is_empty() {
            out.push(
                Widget::new(
                    W_BACK,
                    Rect::new(40.0, bottom - bh, 420.0, bh),
                    ctx.t("app-back"),
                )
                .primary()
                .key(ctx.t("app-key-escape")),
            );
            return out;
        }
        let r = self.runner.as_ref().expect("runner");
        if l.portrait {
            return self.portrait_buttons(ctx, ui, &l, r);
        }
        let row2 = ui::row(
            Rect::new(x, bottom - bh, w, bh),
            if ctx.settings.classroom { 1 } else { 2 },
            14.0,
        );
        let row1 = ui::row(Rect::new(x, bottom - 2.0 * bh - 14.0, w, bh), 2, 14.0);
        let places = NavPlaces {
            show: row2[0],
            back: row2[row2.len() - 1],
            previous: row1[0],
            next: row1[1],
        };
        let expecting = r.expecting();
        let mut nav = self.nav_widgets(ctx, r, &expecting, places);
        // Half the panel's width is narrow for the largest text sizes on a small screen.
        if cramped(ui, nav.iter()) {
            shorten(ctx, &mut nav);
        }
        out.extend(nav);
        let mut top = bottom - 2.0 * bh - 14.0;
        // Choices stack upwards from above the bottom buttons; Flip or Throw takes one button's place.
        let rects = |n: usize| match &expecting {
            Expecting::Choice(_) => {
                let ch = layout::button_h(ui, 72.0);
                top -= n as f32 * (ch + 10.0) + 6.0;
                (0..n)
                    .map(|i| Rect::new(x, top + i as f32 * (ch + 10.0), w, ch))
                    .collect()
            }
            _ => vec![Rect::new(x, top - bh - 14.0, w, bh)],
        };
        out.extend(answer_widgets(ctx, r, &expecting, rects));
        out
    }
    /// The buttons in portrait, under the text across the panel: the choices (or Flip, Throw) on one
    /// row, then Show me, Leave, Previous and Next on the bottom row (the keyboard order of landscape).
    pub(super) fn portrait_buttons(
        &self,
        ctx: &Ctx,
        ui: &Ui,
        l: &Layout,
        r: &Runner,
    ) -> Vec<Widget> {
        let bh = layout::button_h(ui, 84.0);
        let bottom = if l.compact {
            draw::COMPACT_PAD.bottom
        } else {
            24.0
        };
        let area = Rect::new(
            l.panel.x + 28.0,
            l.panel.y,
            l.panel.w - 56.0,
            l.panel.h - bottom,
        );
        let expecting = r.expecting();
        let mut out = self.nav_widgets(ctx, r, &expecting, NavPlaces::default());
        if l.compact {
            // One row: the answers on the left, then Show me, Leave, Previous and Next, each as wide
            // as its label asks when they all fit.
            let mut answers = answer_widgets(ctx, r, &expecting, |n| vec![Rect::default(); n]);
            let place = |answers: &mut Vec<Widget>, out: &mut Vec<Widget>| {
                let labels: Vec<&str> = answers
                    .iter()
                    .chain(out.iter())
                    .map(|w| w.label.as_str())
                    .collect();
                let row = layout::fitted_row(ui, area, &labels, bh);
                for (w, rect) in answers.iter_mut().chain(out.iter_mut()).zip(row) {
                    w.rect = rect;
                }
            };
            place(&mut answers, &mut out);
            // Beside a quiz's answers the row is full.
            if cramped(ui, answers.iter().chain(&out)) {
                shorten(ctx, &mut out);
                place(&mut answers, &mut out);
            }
            out.extend(answers);
            return out;
        }
        let nav = layout::bottom_row(area, out.len(), bh);
        for (w, rect) in out.iter_mut().zip(nav) {
            w.rect = rect;
        }
        let above = Rect::new(area.x, area.y, area.w, area.h - bh - layout::GAP);
        let rects = |n: usize| layout::bottom_row(above, n, bh);
        out.extend(answer_widgets(ctx, r, &expecting, rects));
        out
    }
}

/// True when one of `placed` shrinks its words under the layout's least size
/// ([`layout::words_shrunk`]).
fn cramped<'a>(ui: &Ui, mut placed: impl Iterator<Item = &'a Widget>) -> bool {
    placed.any(|w| layout::words_shrunk(ui, &w.label, w.rect).is_some())
}

/// Leave and Previous among `nav` say it in one word ("Quitter", "Précédente"), for a cramped row.
fn shorten(ctx: &Ctx, nav: &mut [Widget]) {
    for w in nav {
        match w.id {
            W_BACK => w.label = ctx.t("player-leave-short"),
            W_PREVIOUS => w.label = ctx.t("player-previous-short"),
            _ => {}
        }
    }
}

/// Where the buttons that move through the lesson go (all at the default place when they are laid out
/// afterwards).
#[derive(Default)]
struct NavPlaces {
    show: Rect,
    back: Rect,
    previous: Rect,
    next: Rect,
}

impl LessonScreen {
    /// Show me (not in classroom mode, nor once the lesson is over), Leave, Previous and Next, in that
    /// keyboard order.
    fn nav_widgets(
        &self,
        ctx: &Ctx,
        r: &Runner,
        expecting: &Expecting,
        at: NavPlaces,
    ) -> Vec<Widget> {
        let mut out = Vec::new();
        if !ctx.settings.classroom && !r.is_finished() {
            out.push(
                Widget::new(W_SHOW, at.show, ctx.t("lesson-show-me")).enabled(r.may_show_me()),
            );
        }
        out.push(Widget::new(W_BACK, at.back, ctx.t("player-leave")).key(ctx.t("app-key-escape")));
        out.push(
            Widget::new(W_PREVIOUS, at.previous, ctx.t("player-previous"))
                .key("←")
                .enabled(r.step_index() > 0),
        );
        let next_label = match expecting {
            Expecting::Finished => ctx.t("lesson-restart"),
            _ => ctx.t("lesson-next"),
        };
        out.push(
            Widget::new(W_NEXT, at.next, next_label)
                .primary()
                .key("→")
                // Enabled only when the step may be left: not while a move, an answer or a game
                // started again waits for the class, even during the moves' animation.
                .enabled(matches!(expecting, Expecting::Next | Expecting::Finished)),
        );
        out
    }
}

/// The buttons that answer the current step (its choices, or Flip, or Throw), placed in the `n`
/// rectangles `rects(n)` gives; "Show me" ticks the right choice.
fn answer_widgets(
    ctx: &Ctx,
    r: &Runner,
    expecting: &Expecting,
    mut rects: impl FnMut(usize) -> Vec<Rect>,
) -> Vec<Widget> {
    match expecting {
        Expecting::Choice(choices) => {
            let shown = r.help().and_then(|h| h.choice);
            let placed = rects(choices.len());
            choices
                .iter()
                .zip(placed)
                .enumerate()
                .map(|(i, (m, rect))| {
                    Widget::new(W_CHOICE + i as u32, rect, ctx.texts.format(m))
                        .selected(shown == Some(i))
                })
                .collect()
        }
        Expecting::Flip | Expecting::Throw => {
            let id = if *expecting == Expecting::Flip {
                "player-flip"
            } else {
                "player-throw"
            };
            vec![
                Widget::new(W_ACT, rects(1)[0], ctx.t(id))
                    .primary()
                    .key(ctx.t("player-key-space")),
            ]
        }
        _ => Vec::new(),
    }
}
