//! A game's own page, opened from its home tile when the tile is too small for its buttons at the
//! teacher's text size (a large text on a laptop's screen): the game's picture and each of its buttons
//! on a whole row, at the full text size.

use macroquad::prelude::Rect;

use super::home;
use super::layout;
use super::picture::PictureCache;
use super::ui::{Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};
use crate::core::GameId;

const W_BACK: u32 = 1;
/// The game's buttons: `W_ACT + action` (the home tile's actions).
const W_ACT: u32 = 100;

pub struct GameMenu {
    game: GameId,
    picture: PictureCache,
}

impl GameMenu {
    pub fn new(game: GameId) -> GameMenu {
        GameMenu {
            game,
            picture: PictureCache::default(),
        }
    }

    /// The places of the picture and of the column of buttons: side by side on a screen wider than
    /// tall, the picture above the buttons on a screen taller than wide.
    fn parts(&self, ui: &Ui) -> (Rect, Rect) {
        let top = 60.0 + ui.line_height(size::TITLE);
        let bottom = ui.height - 60.0 - layout::button_h(ui, 90.0);
        if layout::portrait(ui) {
            let pic_h = (bottom - top) * 0.45;
            (
                Rect::new(40.0, top, ui.width - 80.0, pic_h),
                Rect::new(
                    40.0,
                    top + pic_h + 30.0,
                    ui.width - 80.0,
                    bottom - top - pic_h - 30.0,
                ),
            )
        } else {
            let half = (ui.width - 120.0) / 2.0;
            (
                Rect::new(40.0, top, half, bottom - top),
                Rect::new(80.0 + half, top, half, bottom - top),
            )
        }
    }
}

impl Screen for GameMenu {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let (_, column) = self.parts(ui);
        let acts = home::actions(ctx, self.game);
        let n = acts.len().max(1) as f32;
        let h = ((column.h - 20.0 * (n - 1.0)) / n).min(layout::button_h(ui, 120.0));
        let mut out: Vec<Widget> = acts
            .iter()
            .enumerate()
            .map(|(i, (act, words))| {
                let r = Rect::new(column.x, column.y + i as f32 * (h + 20.0), column.w, h);
                let w = Widget::new(W_ACT + act, r, ctx.t(words));
                // The first is the game itself (against the computer, against Emma).
                if i == 0 { w.primary() } else { w }
            })
            .collect();
        let bh = layout::button_h(ui, 90.0);
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(40.0, ui.height - 40.0 - bh, 360.0, bh),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        );
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_BACK => Command::Pop,
            id if id >= W_ACT => match home::act(ctx, self.game, id - W_ACT) {
                // Printing says where the kit went on the home screen, in its place for news.
                Command::None => Command::Pop,
                other => other,
            },
            _ => Command::None,
        }
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let mut name = ctx.game_name(self.game);
        // As on the tile: a game left unfinished (read only when the page is drawn, after an input).
        if home::in_progress(ctx, self.game) {
            name = ctx.tr("app-home-in-progress", &[("game", name.into())]);
        }
        let s = ui.fit_size(&name, size::TITLE, true, ui.width - 80.0);
        ui.text(&name, 40.0, 40.0, s, true, Align::Left, p.text);
        let (pic, _) = self.parts(ui);
        ui.panel(pic, p.panel, p.edge, 3.0);
        let inner = Rect::new(pic.x + 16.0, pic.y + 16.0, pic.w - 32.0, pic.h - 32.0);
        let key = format!(
            "{:?} {:?} {}",
            self.game,
            ctx.settings.palette,
            ctx.texts.lang().code()
        );
        self.picture.draw(0, &key, ui, inner, p.panel, || {
            ui.batch_text(|| home::thumbnail(ctx, ui, self.game, inner));
        });
    }
}
