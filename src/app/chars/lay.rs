//! Laying the mine cards: one player at a time sets which of its cards hide an explosion.

use std::sync::Arc;

use macroquad::prelude::*;

use super::super::board_view::{self, BoardGeom, Marks};
use super::super::cover::CoverScreen;
use super::super::games::CardView;
use super::super::layout::{self, Split};
use super::super::play::PlayScreen;
use super::super::ui::{self, Ui, Widget, size};
use super::super::{Command, Ctx, Pointer, Screen};
use super::common::{
    W_BACK, W_CLEAR, W_NEXT, W_RANDOM, clock_rng, panel_width, side_arg, text_column,
};
use crate::ai::Level;
use crate::core::BoardPosition;
use crate::core::chars::layout::{LaidCard, Layout, LayoutError};
use crate::core::chars::{Chars, CharsBoard, CharsSettings};
use crate::core::game::{ByColor, Side};
use crate::core::rng::Rng;
use crate::i18n::Message;

/// Phase 2 set-up: one player lays its cards on its minefield.
pub struct LayScreen {
    pub(super) board: Arc<CharsBoard>,
    first: Side,
    layer: Side,
    layouts: ByColor<Option<Layout>>,
    pub(super) layout: Layout,
    pub(super) explosions: u8,
    drag: Option<(usize, Vec2, Vec2)>,
    rng: Rng,
    problem: Option<String>,
    computer: Option<(Side, Level)>,
}

impl LayScreen {
    pub fn new(
        board: Arc<CharsBoard>,
        first: Side,
        layer: Side,
        layouts: ByColor<Option<Layout>>,
        computer: Option<(Side, Level)>,
    ) -> LayScreen {
        let layout = Layout {
            layer,
            cards: board
                .minefield(layer)
                .iter()
                .map(|&square| LaidCard {
                    square,
                    explosion: false,
                })
                .collect(),
        };
        LayScreen {
            explosions: board.default_explosions(),
            board,
            first,
            layer,
            layouts,
            layout,
            drag: None,
            rng: clock_rng(),
            problem: None,
            computer,
        }
    }

    fn placed(&self) -> u8 {
        self.layout.cards.iter().filter(|c| c.explosion).count() as u8
    }

    fn geom(&self, ui: &Ui) -> BoardGeom {
        let split = self.split(ui);
        let area = split.board_area(30.0, 70.0);
        if split.portrait {
            BoardGeom::fit_margin(area, self.board.dims(), board_view::PORTRAIT_COORDS)
        } else {
            BoardGeom::fit(area, self.board.dims(), true)
        }
    }

    /// The board and the panel: side by side, or in portrait the board across the width and under it
    /// one line of text and a row of buttons.
    fn split(&self, ui: &Ui) -> Split {
        let buttons = layout::button_h(ui, 80.0) + 24.0;
        layout::split_for_board(ui, self.board.dims(), panel_width(ui), buttons)
    }

    /// The board with both armies and only this player's cards, faces shown.
    fn preview(&self) -> Chars {
        empty_minefields(self.board.clone())
    }

    fn card_at(&self, sq: crate::core::geometry::Square) -> Option<usize> {
        self.layout.cards.iter().position(|c| c.square == sq)
    }

    fn toggle(&mut self, i: usize) {
        let on = self.layout.cards[i].explosion;
        if on || self.placed() < self.explosions {
            self.layout.cards[i].explosion = !on;
        }
    }

    fn done(&mut self, ctx: &mut Ctx) -> Command {
        if let Err(e) = self.layout.check(&self.board, self.explosions) {
            self.problem = Some(layout_problem(&ctx.texts, &e));
            return Command::None;
        }
        let mut layouts = self.layouts.clone();
        layouts[self.layer] = Some(self.layout.clone());
        Command::Replace(next_step(
            self.board.clone(),
            self.first,
            layouts,
            self.computer,
            ctx,
        ))
    }
}

impl Screen for LayScreen {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let pw = panel_width(ui);
        let x = ui.width - pw + 24.0;
        let w = pw - 48.0;
        let row = ui::row(Rect::new(x, ui.height - 360.0, w, 80.0), 2, 12.0);
        let split = self.split(ui);
        if split.portrait {
            // One row: Random, Clear, Done (the widest), Back.
            let h = layout::button_h(ui, 80.0);
            let row = Rect::new(40.0, ui.height - h - 8.0, ui.width - 80.0, h);
            let r = ui::row(row, 5, layout::GAP);
            let done = Rect::new(r[2].x, r[2].y, r[3].x + r[3].w - r[2].x, h);
            return vec![
                Widget::new(W_RANDOM, r[0], ctx.t("app-chars-random")).key("R"),
                Widget::new(W_CLEAR, r[1], ctx.t("app-chars-clear")),
                Widget::new(W_NEXT, done, ctx.t("app-chars-done"))
                    .primary()
                    .enabled(self.placed() == self.explosions),
                Widget::new(W_BACK, r[4], ctx.t("app-back")).key(ctx.t("app-key-escape")),
            ];
        }
        vec![
            Widget::new(W_RANDOM, row[0], ctx.t("app-chars-random")).key("R"),
            Widget::new(W_CLEAR, row[1], ctx.t("app-chars-clear")),
            Widget::new(
                W_NEXT,
                Rect::new(x, ui.height - 260.0, w, 110.0),
                ctx.t("app-chars-done"),
            )
            .primary()
            .enabled(self.placed() == self.explosions),
            Widget::new(
                W_BACK,
                Rect::new(x, ui.height - 120.0, w, 80.0),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        ]
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_RANDOM => {
                self.layout =
                    Layout::random(&self.board, self.layer, self.explosions, &mut self.rng);
                self.problem = None;
            }
            W_CLEAR => {
                for c in &mut self.layout.cards {
                    c.explosion = false;
                }
            }
            W_NEXT => return self.done(ctx),
            W_BACK => return Command::Pop,
            _ => {}
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        (key == KeyCode::R).then(|| self.activate(ctx, W_RANDOM))
    }

    fn pointer(&mut self, _ctx: &mut Ctx, ui: &Ui, event: Pointer) -> Command {
        let g = self.geom(ui);
        match event {
            Pointer::Down(p) => {
                if let Some(i) = g.at(p).and_then(|sq| self.card_at(sq)) {
                    self.drag = Some((i, p, p));
                }
            }
            Pointer::Move(p) => {
                if let Some((i, start, _)) = self.drag {
                    self.drag = Some((i, start, p));
                }
            }
            Pointer::Up(p) => {
                if let Some((i, start, _)) = self.drag.take() {
                    let target = g.at(p).and_then(|sq| self.card_at(sq));
                    match target {
                        // Dragging a card onto another swaps what they hide.
                        Some(j) if j != i && (p - start).length() > g.cell * 0.3 => {
                            let a = self.layout.cards[i].explosion;
                            self.layout.cards[i].explosion = self.layout.cards[j].explosion;
                            self.layout.cards[j].explosion = a;
                        }
                        Some(j) if j == i => self.toggle(i),
                        _ => {}
                    }
                }
            }
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let g = self.geom(ui);
        let preview = self.preview();
        board_view::draw_board(ui, ctx, &preview, &g, &Marks::default());
        board_view::draw_coordinates(ui, &g);
        for (i, c) in self.layout.cards.iter().enumerate() {
            let mut r = g.square(c.square);
            if let Some((j, _, at)) = self.drag
                && i == j
            {
                r.x = at.x - r.w / 2.0;
                r.y = at.y - r.h / 2.0;
            }
            board_view::draw_mine_card(
                ui,
                r,
                CardView {
                    layer: self.layer,
                    explosion: Some(c.explosion),
                },
            );
        }
        // The panel.
        let split = self.split(ui);
        layout::draw_panel_back(ui, split.panel, split.portrait);
        let widgets = self.widgets(ctx, ui);
        let mut inner = split.inner(24.0);
        if split.portrait {
            inner.y = split.panel.y + 8.0;
        }
        let gap = if split.portrait { 8.0 } else { 12.0 };
        let mut col = text_column(&split, inner, &widgets, gap);
        let title = ctx.tr(
            "app-chars-lay-title",
            &[("side", side_arg(self.layer).into())],
        );
        let count = ctx.tr(
            "app-chars-lay-count",
            &[
                ("placed", u32::from(self.placed()).into()),
                ("total", u32::from(self.explosions).into()),
            ],
        );
        // Under a board that takes the width, the count (which opens "done") comes first.
        if !split.portrait {
            col.paragraph(ui, &title, size::BIG, true, p.text);
            col.gap(12.0);
        }
        col.paragraph(ui, &count, size::BODY, true, p.text);
        col.gap(12.0);
        // What went wrong comes before how to lay (which may be cut when the text is large).
        if let Some(problem) = &self.problem {
            col.paragraph(ui, problem, size::SMALL, false, p.bad);
            col.gap(12.0);
        }
        if split.portrait {
            col.paragraph(ui, &title, size::BODY, true, p.text);
            col.gap(12.0);
        }
        col.paragraph(
            ui,
            &ctx.t("app-chars-lay-how"),
            size::SMALL,
            false,
            p.text_dim,
        );
    }
}

/// The tanks on their start squares and no card: the background of the laying screen (each player sees
/// only its own cards there).
fn empty_minefields(board: Arc<CharsBoard>) -> Chars {
    let dims = board.dims();
    let mut text = String::new();
    for rank in (0..dims.ranks).rev() {
        let mut run = 0;
        for file in 0..dims.files {
            let sq = crate::core::geometry::Square::new(file, rank);
            match Side::BOTH
                .into_iter()
                .find(|&s| board.start_squares(s).contains(&sq))
            {
                Some(side) => {
                    if run > 0 {
                        text.push_str(&run.to_string());
                        run = 0;
                    }
                    text.push(if side == Side::White { 'T' } else { 't' });
                }
                None => run += 1,
            }
        }
        if run > 0 {
            text.push_str(&run.to_string());
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(" w 0 0 0");
    Chars::from_notation(board.clone(), &text).unwrap_or_else(|_| Chars::start(board))
}

/// What comes after the race, or after one player laid its cards: the next player to lay (behind a
/// cover screen when two share the device; the computer lays at random), then the battle.
pub(super) fn next_step(
    board: Arc<CharsBoard>,
    first: Side,
    mut layouts: ByColor<Option<Layout>>,
    computer: Option<(Side, Level)>,
    ctx: &mut Ctx,
) -> Box<dyn Screen> {
    let explosions = board.default_explosions();
    if let Some((side, _)) = computer
        && layouts[side].is_none()
    {
        layouts[side] = Some(Layout::random(&board, side, explosions, &mut clock_rng()));
    }
    if let Some(layer) = Side::BOTH.into_iter().find(|&s| layouts[s].is_none()) {
        let lay = Box::new(LayScreen::new(board, first, layer, layouts, computer));
        return match computer {
            Some(_) => lay,
            None => Box::new(CoverScreen {
                message: Message::new("app-chars-cover-lay").with("side", side_arg(layer)),
                next: Some(lay),
            }),
        };
    }
    let (Some(white), Some(black)) = (&layouts.white, &layouts.black) else {
        unreachable!("both layouts are laid here");
    };
    let settings = CharsSettings {
        memory: ctx.settings.memory,
        explosions,
    };
    let game = match Chars::from_layouts(board.clone(), settings, ByColor { white, black }, first) {
        Ok(game) => game,
        // The laying screen checked both layouts already; a broken board file cannot get this far.
        Err((_, e)) => {
            ctx.notices.push(layout_problem(&ctx.texts, &e));
            Chars::start(board)
        }
    };
    match computer {
        Some((side, level)) => {
            Box::new(PlayScreen::with_computer(game, side.other(), level).saved())
        }
        None => Box::new(CoverScreen {
            message: Message::new("app-chars-cover-battle").with("side", side_arg(first)),
            next: Some(Box::new(PlayScreen::new(game).saved())),
        }),
    }
}

/// A layout that cannot be played, said in the player's language (`chars-layout-*` in chars.ftl).
fn layout_problem(texts: &crate::i18n::Texts, e: &LayoutError) -> String {
    let args: Vec<(&str, crate::i18n::Arg)> = match e {
        LayoutError::BadSetting { explosions, cards } => vec![
            ("explosions", i64::from(*explosions).into()),
            ("cards", i64::from(*cards).into()),
        ],
        LayoutError::OffMinefield { square } | LayoutError::Twice { square } => {
            vec![("square", square.to_string().into())]
        }
        LayoutError::Missing { squares } => vec![("count", squares.len().into())],
        LayoutError::Explosions { found, expected } => vec![
            ("found", i64::from(*found).into()),
            ("expected", i64::from(*expected).into()),
        ],
        LayoutError::WrongLayer { .. } => Vec::new(),
    };
    texts.tr(e.message_id(), &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::geometry::Square;
    use crate::i18n::{Lang, Texts};

    /// Each layout problem is said in the player's language, never in the core's English.
    #[test]
    fn a_layout_problem_is_said_in_french() {
        let fr = Texts::shipped(Lang::Fr);
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let all = [
            LayoutError::BadSetting {
                explosions: 9,
                cards: 4,
            },
            LayoutError::OffMinefield { square: sq("D3") },
            LayoutError::Twice { square: sq("D3") },
            LayoutError::Missing {
                squares: vec![sq("A1"), sq("B1")],
            },
            LayoutError::Explosions {
                found: 1,
                expected: 2,
            },
            LayoutError::WrongLayer {
                expected: crate::core::game::Side::White,
            },
        ];
        for e in &all {
            let said = layout_problem(&fr, e);
            assert!(!said.starts_with("chars-layout"), "{said}");
            assert_ne!(said, e.to_string());
        }
        assert_eq!(
            layout_problem(&fr, &all[3]),
            "Il reste 2\u{a0}cases sans carte."
        );
        assert!(layout_problem(&fr, &all[1]).starts_with("D3 n’est pas"));
    }
}
