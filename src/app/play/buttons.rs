//! The board-game screen's buttons: a column of rows at the bottom of the side panel (landscape), or one
//! row under the board (portrait), with the "details" button when the panel had to leave out something
//! a child needs.

use super::*;

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The buttons, in order: pass (when it is the only move), hint, undo, new game, back (no
    /// and yes instead of the last two while "start again?" is asked). In classroom
    /// mode there is no hint and no undo (the teacher leads). With `details`, the portrait row also gets
    /// the details button when the panel is short of room (see [`super::panel`]).
    pub(super) fn panel_widgets(&self, ctx: &Ctx, ui: &Ui, details: bool) -> Vec<Widget> {
        let classroom = ctx.settings.classroom;
        let mut out = Vec::new();
        if self.pass_move().is_some() {
            out.push(Widget::new(W_PASS, Rect::default(), ctx.t("app-play-pass")).primary());
        }
        if !classroom {
            out.push(
                Widget::new(W_HINT, Rect::default(), ctx.t("app-play-hint"))
                    .enabled(!self.game.is_over() && !self.computer_to_move())
                    .key("H"),
            );
            out.push(
                Widget::new(W_UNDO, Rect::default(), ctx.t("app-play-undo"))
                    .enabled(self.undo_target().is_some())
                    .key("U"),
            );
        }
        if self.asking_new {
            // "Start again?" (asked in the panel): no and yes in place of "start again" and "back".
            out.push(Widget::new(
                W_NEW_NO,
                Rect::default(),
                ctx.t("app-play-new-no"),
            ));
            out.push(Widget::new(W_NEW_YES, Rect::default(), ctx.t("app-play-new-yes")).primary());
        } else {
            out.push(Widget::new(W_NEW, Rect::default(), ctx.t("app-play-new")));
            out.push(
                Widget::new(W_BACK, Rect::default(), ctx.t("app-back"))
                    .key(ctx.t("app-key-escape")),
            );
        }
        let h = layout::button_h(ui, 80.0);
        if layout::portrait(ui) {
            if details && (self.details || self.panel_short(ctx, ui)) {
                let label = if self.details {
                    "app-play-details-close"
                } else {
                    "app-play-details"
                };
                let w = Widget::new(W_DETAILS, Rect::default(), ctx.t(label)).key("D");
                out.push(if self.details { w } else { w.primary() });
            }
            let area = Rect::new(
                40.0,
                ui.height - h - panel::COMPACT_MARGIN,
                ui.width - 80.0,
                h,
            );
            let rects = ui::row(area, out.len(), 12.0);
            for (w, r) in out.iter_mut().zip(rects) {
                w.rect = r;
            }
            return out;
        }
        // Landscape: two buttons a row, from the bottom of the panel up; "pass" alone on its row.
        let pw = panel_width(ui);
        let area = Rect::new(ui.width - pw + 24.0, 0.0, pw - 48.0, h);
        let mut bottom = ui.height - 24.0;
        let pass = out.first().is_some_and(|w| w.id == W_PASS);
        let (first, rest) = out.split_at_mut(usize::from(pass));
        for pair in rest.rchunks_mut(2) {
            let row = Rect::new(area.x, bottom - h, area.w, h);
            let rects = ui::row(row, pair.len(), 12.0);
            let cramped = pair
                .iter()
                .zip(&rects)
                .any(|(w, r)| layout::words_shrunk(ui, &w.label, *r).is_some());
            if cramped {
                // Too narrow for both at the teacher's text size: one a row, the second lowest.
                for w in pair.iter_mut().rev() {
                    w.rect = Rect::new(area.x, bottom - h, area.w, h);
                    bottom -= h + 12.0;
                }
                continue;
            }
            for (w, r) in pair.iter_mut().zip(rects) {
                w.rect = r;
            }
            bottom -= h + 12.0;
        }
        if let Some(w) = first.first_mut() {
            w.rect = Rect::new(area.x, bottom - h, area.w, h);
        }
        out
    }

    /// In portrait: the compact panel leaves out something a child needs (the hint's reason, the
    /// points…).
    fn panel_short(&self, ctx: &Ctx, ui: &Ui) -> bool {
        let split = self.split(ui);
        let (_, w) = self.text_column(ui, split.panel);
        let top = split.panel.y + panel::COMPACT_MARGIN;
        let limit = ui.height - layout::button_h(ui, 80.0) - 2.0 * panel::COMPACT_MARGIN;
        self.plan(ctx, ui, limit - top, w).short
    }
}
