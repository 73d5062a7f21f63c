//! The hand-over screen: it hides the board while the device passes from one player to the other, so
//! that neither sees the other's hidden cards. Used by Bataille de chars (laying the mines, and every
//! change of player in a two-player battle).

use macroquad::prelude::*;

use crate::app::gfx::draw_rectangle;

use super::layout;
use super::ui::{Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};
use crate::i18n::Message;

const W_NEXT: u32 = 1;
const W_BACK: u32 = 2;

/// A screen that hides the board while the device changes hands.
pub struct CoverScreen {
    pub message: Message,
    pub next: Option<Box<dyn Screen>>,
}

impl Screen for CoverScreen {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let w = 520.0;
        let back_h = layout::button_h(ui, 80.0);
        let mut out = vec![
            Widget::new(
                W_NEXT,
                Rect::new((ui.width - w) / 2.0, ui.height * 0.6, w, 110.0),
                ctx.t("app-chars-ready"),
            )
            .primary()
            .key(ctx.t("app-key-space")),
        ];
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(40.0, ui.height - 40.0 - back_h, 300.0, back_h),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        );
        out
    }

    /// Back to where the game was opened from. Over a game, going back to its board would show it to
    /// whoever pressed: the cover closes with the game under it (the game is kept, and opens again
    /// behind this cover).
    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        if self.next.is_some() {
            Command::Pop
        } else {
            Command::PopTwice
        }
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_NEXT => self.next.take().map_or(Command::Pop, Command::Replace),
            _ => self.back(ctx),
        }
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        matches!(key, KeyCode::Space | KeyCode::Enter).then(|| self.activate(ctx, W_NEXT))
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        draw_rectangle(0.0, 0.0, ui.width, ui.height, p.edge);
        let text = ctx.texts.format(&self.message);
        let w = ui.width * 0.8;
        let s = size::TITLE * 0.8;
        // Above the "ready" button: moved up when the text is large, never under the button.
        let limit = ui.height * 0.6 - 24.0;
        let h = ui.paragraph_height(&text, w, s, true);
        let y = (ui.height * 0.25).min(limit - h).max(40.0);
        let lines = ui.wrap(&text, s, true, w);
        let room = ((limit - y) / ui.line_height(s)).floor().max(1.0) as usize;
        for (i, line) in lines.iter().take(room).enumerate() {
            let line = if i + 1 == room && lines.len() > room {
                layout::ellipsis(ui, line, s, true, w)
            } else {
                line.clone()
            };
            let ly = y + i as f32 * ui.line_height(s);
            ui.text(&line, ui.width / 2.0, ly, s, true, Align::Center, p.panel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::Store;

    /// Escape (or "Retour") on the hand-over screen between two players' turns leaves the game, cover
    /// and all: the board under it is never shown to whoever pressed. Before a screen it opens (the
    /// mines to lay), it only closes itself.
    #[test]
    fn back_from_the_cover_of_a_game_leaves_the_game_without_showing_it() {
        let mut ctx = Ctx::new(Store::none(), false);
        let mut over_a_game = CoverScreen {
            message: Message::new("app-chars-ready"),
            next: None,
        };
        assert!(matches!(over_a_game.back(&mut ctx), Command::PopTwice));
        assert!(matches!(
            over_a_game.activate(&mut ctx, W_BACK),
            Command::PopTwice
        ));
        let mut before_a_screen = CoverScreen {
            message: Message::new("app-chars-ready"),
            next: Some(Box::new(CoverScreen {
                message: Message::new("app-chars-ready"),
                next: None,
            })),
        };
        assert!(matches!(before_a_screen.back(&mut ctx), Command::Pop));
        assert!(matches!(
            before_a_screen.activate(&mut ctx, W_NEXT),
            Command::Replace(_)
        ));
    }
}
