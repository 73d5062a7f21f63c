//! The board-game screen's side panel: whose turn, the points, the hint, the marks' legend, the last
//! move's result.

use super::*;

impl<G: AppGame + Explain> PlayScreen<G> {
    pub(super) fn draw_panel(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let split = self.split(ui);
        let r = split.panel;
        draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
        if split.portrait {
            draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
        } else {
            draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
        }
        let inner = split.inner(24.0);
        let x = inner.x;
        let w = inner.w;
        let mut y = inner.y;
        // No text under the buttons: they start below the panel's text.
        let limit = self
            .widgets(ctx, ui)
            .iter()
            .filter(|b| b.rect.x >= r.x - 1.0 && b.rect.y >= r.y - 1.0)
            .map(|b| b.rect.y)
            .fold(r.y + r.h, f32::min)
            - 12.0;
        let title = ctx.t(&format!("app-game-{}", G::ID.id()));
        let s = ui.fit_size(&title, size::TITLE, true, w);
        ui.text(&title, x, y, s, true, Align::Left, p.text);
        y += ui.line_height(s) + 4.0;
        let mode = match self.mode {
            Mode::TwoPlayers => ctx.t("app-play-two-players"),
            Mode::Computer { human, level } => ctx.tr(
                "app-play-against-computer",
                &[
                    ("side", side_name(human).into()),
                    ("level", level.id().into()),
                ],
            ),
        };
        y += ui.paragraph(&mode, x, y, w, size::SMALL, false, Align::Left, p.text_dim) + 10.0;
        // What the letters on the pieces mean.
        y += self.draw_piece_legend(ctx, ui, x, y, w) + 14.0;
        if !self.game.is_over() {
            // Whose turn: a piece of that side and its name.
            let side = self.game.turn();
            let piece = PieceView {
                side,
                label: "app-play-turn-piece",
                chief: false,
            };
            board_view::draw_piece(ui, ctx, piece, vec2(x + 34.0, y + 34.0), 30.0);
            let text = if self.computer_to_move() {
                ctx.t("app-play-thinking")
            } else {
                ctx.tr("app-play-turn", &[("side", side_name(side).into())])
            };
            let h = ui.paragraph(
                &text,
                x + 84.0,
                y + 8.0,
                w - 84.0,
                size::BODY,
                true,
                Align::Left,
                p.text,
            );
            y += (h + 24.0).max(90.0);
        }
        // The points, during the game too (the goal of Schada, Tank Battle and Bataille de chars).
        if let Some((_, totals)) = self.game.scores() {
            for (side, total) in [(Side::White, totals[0]), (Side::Black, totals[1])] {
                let text = ctx.tr(
                    "app-play-score",
                    &[("side", side_name(side).into()), ("points", total.into())],
                );
                ui.text(&text, x, y, size::BODY, true, Align::Left, p.text);
                y += ui.line_height(size::BODY);
            }
            y += 8.0;
        }
        if let Some(h) = &self.hint {
            let text = ctx.texts.format(&h.reason);
            let title = ctx.t("app-play-hint-title");
            let hh = ui.paragraph_height(&text, w - 60.0, size::BODY, false)
                + ui.line_height(size::SMALL)
                + 24.0;
            let bx = Rect::new(x - 8.0, y, w + 16.0, hh);
            draw_rectangle(bx.x, bx.y, bx.w, bx.h, p.background);
            ui::outline(bx.x, bx.y, bx.w, bx.h, 4.0, p.good);
            // A small arrow: the same sign as the hint's arrow on the board.
            ui::arrow(
                vec2(x + 4.0, y + 26.0),
                vec2(x + 44.0, y + 26.0),
                6.0,
                16.0,
                p.good,
            );
            ui.text(
                &title,
                x + 56.0,
                y + 8.0,
                size::SMALL,
                true,
                Align::Left,
                p.text,
            );
            ui.paragraph(
                &text,
                x + 8.0,
                y + 12.0 + ui.line_height(size::SMALL),
                w - 16.0,
                size::BODY,
                false,
                Align::Left,
                p.text,
            );
            y += hh + 12.0;
        }
        y += self.draw_paths(ctx, ui, x, y, w);
        if self.selected.is_some() && !self.targets.is_empty() {
            y = self.draw_legend(ctx, ui, x, y, w);
        }
        if self.event.is_some() || self.earlier.is_some() {
            let mut text = self
                .earlier
                .as_ref()
                .map(|m| ctx.texts.format(m) + "\n")
                .unwrap_or_default();
            if let Some(m) = &self.event {
                let what = ctx.texts.format(m);
                text += &if self.earlier.is_some() {
                    ctx.tr("app-play-computer-reply", &[("what", what.into())])
                } else {
                    what
                };
            }
            fitted_paragraph(ui, &text, (x, y, w, limit), size::BODY, p.text);
        } else if self.selected.is_none() && self.hint.is_none() && !self.game.is_over() {
            let text = ctx.t("app-play-how");
            fitted_paragraph(ui, &text, (x, y, w, limit), size::SMALL, p.text_dim);
        }
    }
}

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The meaning of the target marks shown for the selected piece, each with its shape.
    fn draw_legend(&self, ctx: &Ctx, ui: &Ui, x: f32, mut y: f32, w: f32) -> f32 {
        let p = &ui.palette;
        let mut kinds: Vec<TargetMark> = Vec::new();
        for &(_, m) in &self.targets {
            let same = |k: &TargetMark| std::mem::discriminant(k) == std::mem::discriminant(&m);
            if !kinds.iter().any(same) {
                kinds.push(m);
            }
        }
        let cell = 54.0;
        for m in kinds {
            let id = match m {
                TargetMark::Safe => "app-play-mark-safe",
                TargetMark::Attacked => "app-play-mark-attacked",
                TargetMark::Capture => "app-play-mark-capture",
                TargetMark::Scores(_) => "app-play-mark-scores",
                TargetMark::PossibleMine(..) => "app-play-mark-mine",
            };
            let g = BoardGeom {
                origin: vec2(x, y),
                cell,
                dims: crate::core::geometry::Dims::new(1, 1),
                turned: false,
            };
            draw_rectangle(x, y, cell, cell, p.square_light);
            board_view::draw_target(ui, &g, Square::new(0, 0), m);
            let text = ctx.t(id);
            let h = ui.paragraph(
                &text,
                x + cell + 14.0,
                y + 6.0,
                w - cell - 14.0,
                size::SMALL,
                false,
                Align::Left,
                p.text,
            );
            y += h.max(cell) + 8.0;
        }
        y + 6.0
    }
}

/// `text` wrapped into `w` from `y`, smaller as needed to end above `limit`; left out when even small
/// it would not fit (a very large text size on a small screen: the board and the buttons come first).
fn fitted_paragraph(
    ui: &Ui,
    text: &str,
    (x, y, w, limit): (f32, f32, f32, f32),
    size: f32,
    color: Color,
) {
    let mut s = size;
    while s > 18.0 && y + ui.paragraph_height(text, w, s, false) > limit {
        s -= 1.0;
    }
    if y + ui.paragraph_height(text, w, s, false) <= limit {
        ui.paragraph(text, x, y, w, s, false, Align::Left, color);
    }
}
