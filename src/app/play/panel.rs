//! The board-game screen's panel: whose turn, the points, the hint, the marks' legend, the last move's
//! result, and its buttons.
//!
//! The panel is made of parts ([`Part`]) that each measure and draw themselves with the same code. When
//! the panel is short of room (a large text size, a tablet held upright where the board takes the whole
//! width) the parts a child needs most come first — the hint asked for, the move's result, whose turn, the points —
//! and the others are left out; a move's result too long for the room left ends in "…". In portrait, when
//! something a child needs was left out, a "details" button opens the whole panel over the board.

use super::*;
use crate::app::games::kinds;
use crate::app::layout::Column;

/// The parts of the panel, in the order they are drawn from the top.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Part {
    Title,
    Mode,
    Pieces,
    Turn,
    Scores,
    /// How points are won (under the points).
    Goal,
    Hint,
    /// The hint's first sentence alone, when the whole hint (its reason and the caution after it) has
    /// no room: a large text size on a small screen.
    HintReason,
    Paths,
    Marks,
    Event,
    How,
    /// "Start again? This game will be lost.", above the yes and no buttons.
    Ask,
    /// "Board reconstructed": under the board in landscape, in the panel in portrait.
    Note,
}

impl Part {
    const ORDER: [Part; 14] = [
        Part::Title,
        Part::Mode,
        Part::Pieces,
        Part::Turn,
        Part::Scores,
        Part::Goal,
        Part::Hint,
        Part::HintReason,
        Part::Paths,
        Part::Marks,
        Part::Event,
        Part::How,
        Part::Ask,
        Part::Note,
    ];

    /// Which parts keep their room first when there is not enough for all. The hint comes first: the
    /// child has just asked for it, and its reason must be read without opening the details (the
    /// move's result after it keeps the room left, cut with "…" when short).
    fn rank(self) -> u8 {
        match self {
            Part::Hint | Part::HintReason | Part::Ask => 0,
            Part::Event => 1,
            Part::Turn => 2,
            Part::Scores => 3,
            Part::Paths => 4,
            Part::Marks => 5,
            Part::Goal => 6,
            Part::Title => 7,
            Part::Pieces => 8,
            Part::Mode => 9,
            Part::How => 10,
            Part::Note => 11,
        }
    }

    /// A part a child needs to play: leaving it out offers the details button.
    fn needed(self) -> bool {
        self.rank() <= 5
    }
}

/// The parts chosen for the room there is.
pub(super) struct Plan {
    pub parts: Vec<Part>,
    /// Something a child needs was left out or cut.
    pub short: bool,
}

/// Where a part of the panel goes (its top-left corner and its width) and whether it is drawn or only
/// measured: a part's height is the same either way.
#[derive(Clone, Copy, Debug)]
pub(super) struct Slot {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub draw: bool,
}

impl Slot {
    /// A slot `w` wide that is only measured.
    fn measure(w: f32) -> Slot {
        Slot {
            x: 0.0,
            y: 0.0,
            w,
            draw: false,
        }
    }

    /// The slot moved `dx` right (and as much narrower) and `dy` down.
    pub fn inset(self, dx: f32, dy: f32) -> Slot {
        Slot {
            x: self.x + dx,
            y: self.y + dy,
            w: self.w - dx,
            draw: self.draw,
        }
    }

    /// Draws (or only measures) a left-aligned paragraph across the slot; returns its height.
    pub fn paragraph(self, ui: &Ui, text: &str, size: f32, bold: bool, color: Color) -> f32 {
        if self.draw {
            ui.paragraph(text, self.x, self.y, self.w, size, bold, Align::Left, color)
        } else {
            ui.paragraph_height(text, self.w, size, bold)
        }
    }
}

/// The message saying how `game`'s points are won (shown under the points while playing).
pub(super) fn goal_id(game: GameId) -> String {
    format!("app-play-goal-{}", game.id())
}

/// Margins of the compact panel in portrait, in units: above its text, between the text and the
/// buttons, under the buttons.
pub(super) const COMPACT_MARGIN: f32 = 8.0;

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The panel's rectangle: the split's panel, or in portrait with the details open, a sheet over the
    /// board as tall as the whole panel needs (at most nine tenths of the screen).
    pub(super) fn panel_rect(&self, ctx: &Ctx, ui: &Ui) -> Rect {
        let split = self.split(ui);
        if !(split.portrait && self.details) {
            return split.panel;
        }
        let (_, w) = self.text_column(ui, split.panel);
        let needed: f32 = Part::ORDER
            .iter()
            .map(|&part| self.part(ctx, ui, part, Slot::measure(w)))
            .sum::<f32>()
            + layout::button_h(ui, 80.0)
            + 4.0 * COMPACT_MARGIN
            + 24.0;
        let h = needed.max(split.panel.h).min(ui.height * 0.9);
        Rect::new(0.0, ui.height - h, ui.width, h)
    }

    /// The left edge and width of the panel's text.
    pub(super) fn text_column(&self, ui: &Ui, panel: Rect) -> (f32, f32) {
        let inset = if layout::portrait(ui) { 40.0 } else { 24.0 };
        (panel.x + inset, panel.w - 2.0 * inset)
    }

    /// The top of the panel's buttons: the text stops above it.
    fn buttons_top(&self, ctx: &Ctx, ui: &Ui, panel: Rect) -> f32 {
        self.panel_widgets(ctx, ui, false)
            .iter()
            .filter(|b| b.rect.x >= panel.x - 1.0 && b.rect.y >= panel.y - 1.0)
            .map(|b| b.rect.y)
            .fold(panel.y + panel.h, f32::min)
    }

    /// Which parts fit in `room` units of height, `w` wide.
    pub(super) fn plan(&self, ctx: &Ctx, ui: &Ui, room: f32, w: f32) -> Plan {
        let portrait = layout::portrait(ui);
        let mut parts: Vec<(Part, f32)> = Part::ORDER
            .iter()
            .filter(|&&part| part != Part::Note || portrait)
            .filter(|&&part| part != Part::HintReason)
            .map(|&part| (part, self.part(ctx, ui, part, Slot::measure(w))))
            .filter(|&(_, h)| h > 0.0)
            .collect();
        parts.sort_by_key(|&(part, _)| part.rank());
        let mut left = room;
        let mut plan = Plan {
            parts: Vec::new(),
            short: false,
        };
        for (part, h) in parts {
            if h <= left + 0.5 {
                plan.parts.push(part);
                left -= h;
            } else if part == Part::Hint
                && let alone = self.part(ctx, ui, Part::HintReason, Slot::measure(w))
                && alone > 0.0
                && alone <= left + 0.5
            {
                // The caution is left out, said in the details (portrait).
                plan.parts.push(Part::HintReason);
                plan.short = true;
                left -= alone;
            } else if part == Part::Event && left >= ui.line_height(size::SMALL) {
                // The move's result keeps what room there is; it is cut with "…".
                plan.parts.push(part);
                plan.short = true;
                left = 0.0;
            } else if part.needed() {
                plan.short = true;
            }
        }
        plan
    }

    pub(super) fn draw_panel(&self, ctx: &Ctx, ui: &Ui) {
        let portrait = layout::portrait(ui);
        let r = self.panel_rect(ctx, ui);
        layout::draw_panel_back(ui, r, portrait);
        let (x, w) = self.text_column(ui, r);
        let top = r.y + if portrait { COMPACT_MARGIN } else { 24.0 };
        let limit = self.buttons_top(ctx, ui, r) - if portrait { COMPACT_MARGIN } else { 12.0 };
        let plan = self.plan(ctx, ui, limit - top, w);
        let mut y = top;
        for part in Part::ORDER {
            if !plan.parts.contains(&part) {
                continue;
            }
            if part == Part::Event {
                let mut column = Column { x, y, w, limit };
                self.draw_event(ctx, ui, &mut column);
                y = column.y;
            } else {
                y += self.part(
                    ctx,
                    ui,
                    part,
                    Slot {
                        x,
                        y,
                        w,
                        draw: true,
                    },
                );
            }
        }
    }

    /// Measures or draws one part in `at`; returns its height (0 when the part has nothing to show).
    fn part(&self, ctx: &Ctx, ui: &Ui, part: Part, at: Slot) -> f32 {
        let p = &ui.palette;
        let text = |text: &str, size: f32, bold: bool, color: Color, gap: f32| {
            gap + at.paragraph(ui, text, size, bold, color)
        };
        match part {
            Part::Title => {
                let title = ctx.game_name(G::GAME);
                let s = ui.fit_size(&title, size::TITLE, true, at.w);
                if at.draw {
                    ui.text(&title, at.x, at.y, s, true, Align::Left, p.text);
                }
                ui.line_height(s) + 4.0
            }
            Part::Mode => text(&self.mode_text(ctx), size::SMALL, false, p.text_dim, 10.0),
            Part::Pieces if kinds(G::GAME).is_empty() => 0.0,
            Part::Pieces => self.draw_piece_legend(ctx, ui, at) + 14.0,
            Part::Turn => self.draw_turn(ctx, ui, at),
            Part::Scores => self.draw_scores(ctx, ui, at),
            Part::Goal => self.draw_goal(ctx, ui, at),
            Part::Hint => self.draw_hint(ctx, ui, at, true),
            Part::HintReason => self.draw_hint(ctx, ui, at, false),
            Part::Paths => self.draw_paths(ctx, ui, at),
            Part::Marks if self.selected.is_none() => 0.0,
            Part::Marks => self.draw_legend(ctx, ui, at),
            Part::Event => self
                .event_text(ctx)
                .map_or(0.0, |t| text(&t, size::BODY, false, p.text, 0.0)),
            Part::How if self.how_shown() => {
                text(&ctx.t("app-play-how"), size::SMALL, false, p.text_dim, 0.0)
            }
            Part::How => 0.0,
            Part::Ask if self.asking_new => text(
                &ctx.t(if G::GAME == GameId::Chars {
                    "app-play-new-ask-chars"
                } else {
                    "app-play-new-ask"
                }),
                size::BODY,
                true,
                p.text,
                8.0,
            ),
            Part::Ask => 0.0,
            Part::Note if self.game.reconstructed() => text(
                &ctx.t("app-play-reconstructed"),
                size::SMALL * 0.75,
                false,
                p.text_dim,
                8.0,
            ),
            Part::Note => 0.0,
        }
    }

    fn mode_text(&self, ctx: &Ctx) -> String {
        match self.mode {
            Mode::TwoPlayers => ctx.t("app-play-two-players"),
            Mode::Computer { human, level } => ctx.tr(
                "app-play-against-computer",
                &[
                    ("side", side_name(human).into()),
                    ("level", level.id().into()),
                ],
            ),
        }
    }

    /// The last moves' results: the child's, then the computer's reply under it; then, once, why the
    /// game could not be saved.
    pub(super) fn event_text(&self, ctx: &Ctx) -> Option<String> {
        if self.event.is_none() && self.earlier.is_none() && self.save_problem.is_none() {
            return None;
        }
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
        if let Some(m) = &self.save_problem {
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text += &ctx.texts.format(m);
        }
        Some(text)
    }

    fn draw_event(&self, ctx: &Ctx, ui: &Ui, column: &mut Column) {
        if let Some(text) = self.event_text(ctx) {
            // In smaller letters before it is cut with "…": a long sentence (a save that no longer
            // reads, said where the game opens) is then read whole.
            let room = column.limit - column.y;
            let sizes = (size::BODY, size::SMALL * 0.75);
            let s = ui.paragraph_size(&text, column.w, room, sizes, false);
            column.paragraph(ui, &text, s, false, ui.palette.text);
        }
    }

    /// How to play, while nothing else is said.
    fn how_shown(&self) -> bool {
        self.event.is_none()
            && self.earlier.is_none()
            && self.selected.is_none()
            && self.hint.is_none()
            && !self.game.is_over()
    }

    /// Whose turn: a piece of that side and its name.
    fn draw_turn(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        if self.game.is_over() {
            return 0.0;
        }
        let side = self.game.turn();
        let text = if self.computer_to_move() {
            ctx.t("app-play-thinking")
        } else {
            ctx.tr("app-play-turn", &[("side", side_name(side).into())])
        };
        // A piece as tall as the line, the text beside it; under it when a word is too long for the
        // room beside it.
        let lh = ui.line_height(size::BODY);
        let radius = (lh * 0.42).min(30.0);
        let indent = 2.0 * radius + 16.0;
        let beside = ui
            .wrap(&text, size::BODY, true, at.w - indent)
            .iter()
            .all(|l| ui.measure(l, size::BODY, true) <= at.w - indent);
        let (dx, ty) = if beside {
            (indent, 0.0)
        } else {
            (0.0, 2.0 * radius + 8.0)
        };
        if at.draw {
            let piece = PieceView {
                side,
                label: "app-play-turn-piece",
                chief: false,
            };
            let c = vec2(at.x + radius + 4.0, at.y + lh.max(2.0 * radius) / 2.0);
            board_view::draw_piece(ui, ctx, piece, c, radius);
        }
        let h = at
            .inset(dx, ty)
            .paragraph(ui, &text, size::BODY, true, ui.palette.text);
        (ty + h).max(2.0 * radius) + 8.0
    }

    /// The points, during the game too (the goal of Schada, Tank Battle and Bataille de chars).
    fn draw_scores(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        let Some((_, totals)) = self.game.scores() else {
            return 0.0;
        };
        let mut h = 8.0;
        for (side, total) in [(Side::White, totals[0]), (Side::Black, totals[1])] {
            let text = ctx.tr(
                "app-play-score",
                &[("side", side_name(side).into()), ("points", total.into())],
            );
            h += at
                .inset(0.0, h - 8.0)
                .paragraph(ui, &text, size::BODY, true, ui.palette.text);
        }
        h
    }

    /// How points are won, while there is still a game to play (games with points only).
    fn draw_goal(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        let goal = goal_id(G::GAME);
        if self.game.is_over() || !ctx.texts.has(&goal) {
            return 0.0;
        }
        4.0 + at.inset(0.0, 4.0).paragraph(
            ui,
            &ctx.t(&goal),
            size::SMALL,
            false,
            ui.palette.text_dim,
        )
    }

    /// The hint's reason in a box with a small arrow, the sign of the hint's arrow on the board: whole,
    /// or its first sentence alone (without the caution that may follow).
    fn draw_hint(&self, ctx: &Ctx, ui: &Ui, at: Slot, whole: bool) -> f32 {
        let Some(h) = &self.hint else {
            return 0.0;
        };
        if !whole && h.reason.then.is_none() {
            return 0.0;
        }
        let p = &ui.palette;
        let text = if whole {
            ctx.texts.format(&h.reason)
        } else {
            let mut first = h.reason.clone();
            first.then = None;
            ctx.texts.format(&first)
        };
        let Slot { x, y, w, draw } = at;
        let hh = ui.paragraph_height(&text, w - 16.0, size::BODY, false)
            + ui.line_height(size::SMALL)
            + 24.0;
        if draw {
            let bx = Rect::new(x - 8.0, y, w + 16.0, hh);
            draw_rectangle(bx.x, bx.y, bx.w, bx.h, p.background);
            ui::outline(bx.x, bx.y, bx.w, bx.h, 4.0, p.good);
            let mid = y + 8.0 + ui.line_height(size::SMALL) / 2.0;
            ui::arrow(vec2(x + 4.0, mid), vec2(x + 44.0, mid), 6.0, 16.0, p.good);
            let title = ctx.t("app-play-hint-title");
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
        }
        hh + 12.0
    }

    /// The meaning of the target marks shown for the selected piece, each with its shape.
    fn draw_legend(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        let p = &ui.palette;
        let mut kinds: Vec<TargetMark> = Vec::new();
        for &(_, m) in &self.targets {
            let same = |k: &TargetMark| std::mem::discriminant(k) == std::mem::discriminant(&m);
            if !kinds.iter().any(same) {
                kinds.push(m);
            }
        }
        if kinds.is_empty() {
            return 0.0;
        }
        let cell = 54.0;
        let Slot { x, y: y0, .. } = at;
        let mut y = y0;
        for m in kinds {
            let id = match m {
                TargetMark::Safe => "app-play-mark-safe",
                TargetMark::Attacked => "app-play-mark-attacked",
                TargetMark::Capture => "app-play-mark-capture",
                TargetMark::Scores(_) => "app-play-mark-scores",
                TargetMark::PossibleMine(..) => "app-play-mark-mine",
            };
            let text = ctx.t(id);
            if at.draw {
                let g = BoardGeom {
                    origin: vec2(x, y),
                    cell,
                    dims: crate::core::geometry::Dims::new(1, 1),
                    turned: false,
                };
                draw_rectangle(x, y, cell, cell, p.square_light);
                board_view::draw_target(ui, &g, Square::new(0, 0), m);
            }
            let h = Slot { y, ..at }.inset(cell + 14.0, 6.0).paragraph(
                ui,
                &text,
                size::SMALL,
                false,
                p.text,
            );
            y += (h + 6.0).max(cell) + 8.0;
        }
        y - y0 + 6.0
    }
}
