//! Before a game against the computer: choose its level and the side the child plays.

use macroquad::prelude::*;

use super::chars::RaceScreen;
use super::layout;
use super::play::{PlayScreen, has_save, level_for};
use super::settings::Settings;
use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};
use crate::core::BoardPosition;
use crate::core::GameId;
use crate::core::chars::Chars;
use crate::core::espion::Espion;
use crate::core::game::Side;
use crate::core::schada::Schada;
use crate::core::tank_battle::TankBattle;

const W_START: u32 = 1;
const W_BACK: u32 = 2;
const W_RESUME: u32 = 3;
const W_LEVEL: u32 = 10;
const W_SIDE: u32 = 20;

pub struct ComputerSetup {
    game: GameId,
    level: u8,
    side: Side,
    /// A game against the computer was left unfinished.
    resumable: bool,
    /// The saved game could not be read (set aside): said here, where the game opens.
    save_problem: Option<String>,
}

impl ComputerSetup {
    pub fn new(ctx: &Ctx, game: GameId) -> ComputerSetup {
        // A broken save is set aside first: then there is nothing to resume.
        let save_problem = super::play::broken_save(ctx, game);
        ComputerSetup {
            game,
            level: ctx.settings.level,
            side: Side::White,
            resumable: has_save(ctx, game, true),
            save_problem,
        }
    }

    fn start(&self, ctx: &Ctx) -> Option<Box<dyn Screen>> {
        let b = &ctx.boards;
        let level = level_for(self.level);
        let side = self.side;
        Some(match self.game {
            GameId::Espion => Box::new(
                PlayScreen::with_computer(Espion::start(b.espion.clone()?), side, level).saved(),
            ),
            GameId::Schada => Box::new(
                PlayScreen::with_computer(Schada::start(b.schada.clone()?), side, level).saved(),
            ),
            GameId::TankBattle => Box::new(
                PlayScreen::with_computer(TankBattle::start(b.tank_battle.clone()?), side, level)
                    .saved(),
            ),
            GameId::Chars => Box::new(RaceScreen::with_computer(
                b.chars.clone()?,
                side.other(),
                level,
            )),
            GameId::Bataille => return None,
        })
    }

    /// The game left unfinished, where it stopped.
    fn resume(&self, ctx: &mut Ctx) -> Option<Box<dyn Screen>> {
        Some(match self.game {
            GameId::Espion => Box::new(PlayScreen::<Espion>::resume(ctx, true)?),
            GameId::Schada => Box::new(PlayScreen::<Schada>::resume(ctx, true)?),
            GameId::TankBattle => Box::new(PlayScreen::<TankBattle>::resume(ctx, true)?),
            GameId::Chars => Box::new(PlayScreen::<Chars>::resume(ctx, true)?),
            GameId::Bataille => return None,
        })
    }

    fn rows(&self, ui: &Ui) -> (Rect, Rect) {
        let x = 80.0 + (ui.width * 0.25).min(420.0);
        let w = ui.width - x - 80.0;
        (Rect::new(x, 260.0, w, 110.0), Rect::new(x, 440.0, w, 110.0))
    }
}

impl Screen for ComputerSetup {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let (levels, sides) = self.rows(ui);
        let mut out = Vec::new();
        for (i, r) in ui::row(levels, Settings::MAX_LEVEL as usize, 16.0)
            .into_iter()
            .enumerate()
        {
            let level = i as u8 + 1;
            let label = ctx.t(&format!("app-setup-level-{}", level_for(level).id()));
            out.push(
                Widget::new(W_LEVEL + u32::from(level), r, label).selected(self.level == level),
            );
        }
        for (i, (side, r)) in [Side::White, Side::Black]
            .into_iter()
            .zip(ui::row(sides, 2, 16.0))
            .enumerate()
        {
            let label = ctx.t(if side == Side::White {
                "app-setup-white"
            } else {
                "app-setup-black"
            });
            out.push(Widget::new(W_SIDE + i as u32, r, label).selected(self.side == side));
        }
        // A game left unfinished comes first, and Space resumes it: a new game never replaces it by
        // accident.
        let first = Rect::new(sides.x, 640.0, sides.w.min(600.0), 120.0);
        let second = Rect::new(sides.x, 790.0, sides.w.min(600.0), 100.0);
        if self.resumable {
            out.push(
                Widget::new(W_RESUME, first, ctx.t("app-setup-resume"))
                    .primary()
                    .key(ctx.t("app-key-space")),
            );
            out.push(Widget::new(W_START, second, ctx.t("app-setup-new-game")));
        } else {
            out.push(
                Widget::new(W_START, first, ctx.t("app-setup-start"))
                    .primary()
                    .key(ctx.t("app-key-space")),
            );
        }
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(
                    40.0,
                    ui.height - 40.0 - layout::button_h(ui, 80.0),
                    300.0,
                    layout::button_h(ui, 80.0),
                ),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        );
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_START => self.start(ctx).map_or(Command::None, Command::Replace),
            W_RESUME => match self.resume(ctx) {
                Some(screen) => Command::Replace(screen),
                None => {
                    self.resumable = false;
                    Command::None
                }
            },
            W_BACK => Command::Pop,
            id if id >= W_SIDE => {
                self.side = if id == W_SIDE {
                    Side::White
                } else {
                    Side::Black
                };
                Command::None
            }
            id if id > W_LEVEL => {
                self.level = (id - W_LEVEL) as u8;
                Command::None
            }
            _ => Command::None,
        }
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        let first = if self.resumable { W_RESUME } else { W_START };
        (key == KeyCode::Space).then(|| self.activate(ctx, first))
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let title = ctx.tr(
            "app-setup-title",
            &[("game", ctx.game_name(self.game).into())],
        );
        let s = ui.fit_size(&title, size::TITLE, true, ui.width - 80.0);
        ui.text(&title, 40.0, 40.0, s, true, Align::Left, p.text);
        let (levels, sides) = self.rows(ui);
        for (r, id) in [(levels, "app-setup-level"), (sides, "app-setup-side")] {
            let text = ctx.t(id);
            let w = r.x - 60.0;
            let h = ui.paragraph_height(&text, w, size::BODY, true);
            ui.paragraph(
                &text,
                40.0,
                r.y + (r.h - h) / 2.0,
                w,
                size::BODY,
                true,
                Align::Left,
                p.text,
            );
        }
        if let Some(problem) = &self.save_problem {
            // Under the start button (there is no resume button: the save could not be read), in
            // smaller letters when it would not fit above the bottom of the window.
            let (top, w) = (790.0, sides.w.min(ui.width - sides.x - 40.0));
            let room = ui.height - 20.0 - top;
            let s = ui.paragraph_size(problem, w, room, (size::BODY, 12.0), false);
            ui.paragraph(problem, sides.x, top, w, s, false, Align::Left, p.bad);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::Store;

    fn temp_ctx(name: &str) -> (Ctx, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("ludoclasse-setup-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        (Ctx::new(Store::at(Some(dir.clone())), false), dir)
    }

    /// Opening a game for two players (and La Bataille) with a save that cannot be read: the file is
    /// set aside, and the game's own screen says so (nothing waits unseen on the home screen).
    #[test]
    fn a_broken_two_player_save_is_said_where_the_game_opens() {
        let (mut ctx, dir) = temp_ctx("two");
        let cases = [
            // Cut in the middle of writing.
            (
                GameId::Espion,
                "{\"version\":1,\"mode\":{\"kind\":\"two-",
                "json-cut-short",
                1usize,
            ),
            // Valid JSON of the wrong shape (a list, not a save).
            (GameId::Schada, "[1, 2,\n 3]", "json-wrong-type", 1),
            // Written by another version of the app.
            (
                GameId::TankBattle,
                "{\n  \"version\": 7, \"mode\": {\"kind\": \"two-players\"},\n  \"start\": \"x\", \"position\": \"x\"\n}",
                "store-reason-version",
                2,
            ),
            (GameId::Chars, "{\"version\":1,,}", "json-comma-too-many", 1),
            (GameId::Bataille, "{\"version\":1,\"game\":3}", "data", 1),
        ];
        for (game, text, what, line) in cases {
            let file = format!("saves/{}.json", game.id());
            ctx.store.write(&file, text).unwrap();
            if game != GameId::Bataille {
                let m = crate::app::play::broken_save_message(&ctx, game)
                    .expect("the broken save is found");
                let arg = |n: &str| m.args.iter().find(|(k, _)| k == n).unwrap().1.clone();
                let said = match arg("what") {
                    crate::i18n::Arg::Words(words) => words.id,
                    other => panic!("{game:?}: {other:?} is not a sentence"),
                };
                assert_eq!(said, what, "{game:?}");
                assert_eq!(arg("line"), line.into(), "{game:?}");
                assert!(ctx.texts.format(&m).contains(".corrupt"));
                // Put back, to open it as a child would.
                std::fs::rename(dir.join(format!("{file}.corrupt")), dir.join(&file)).unwrap();
            }
            let screen = crate::app::home::game_screen(&mut ctx, game);
            assert!(screen.is_some(), "{game:?} opens a new game");
            assert!(
                dir.join(format!("{file}.corrupt")).exists(),
                "{game:?}: the save is set aside"
            );
            assert_eq!(ctx.store.read(&file).unwrap(), None, "{game:?}");
            assert!(
                ctx.notices.is_empty(),
                "{game:?}: said in the game's screen, not left on the home screen: {:?}",
                ctx.notices
            );
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
