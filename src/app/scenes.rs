//! Scenes for the `screenshot` command: a stack of screens in a known state, built without the user's
//! files, so that the same command gives the same picture on every machine.
//!
//! - no game: `home` (default) or `settings`;
//! - `bataille`: `table` (default, the deal), `battle` (a battle laid out), `end`, `autoplay` (auto-play
//!   running, for the frame benchmark); `--position` is a deck of 52 card codes;
//! - `espion`, `schada`, `tank-battle`: `board` (default), `select` (the piece with the most moves is
//!   selected, its annotated targets shown), `hint` (the hint's arrow and reason), `black` or
//!   `black-select` (a child playing Black against the computer: the board turned); `--position` in the
//!   game's notation;
//! - `chars`: `race` (the race after a few throws), `lay` (laying the mines), `cover` (the hand-over
//!   screen), `board` or `select` (the battle);
//! - any game: `menu` (the game's own page, opened from a crowded home tile);
//! - `--lesson espion/01 --step 3`: the lesson list of the game and the lesson at that step (the lesson's
//!   own script plays the steps before it); with a lesson, `--scene list` shows the lesson list (stars of
//!   an example child), `--scene children` the class list, `--scene end` the lesson's end and its stars.

use std::sync::Arc;

use super::bataille::{BatailleScreen, shuffled_deck};
use super::games::AppGame;
use super::home::Home;
use super::play::PlayScreen;
use super::settings_screen::SettingsScreen;
use super::{Ctx, Screen};
use crate::core::GameId;
use crate::core::bataille::parse_deck;
use crate::core::espion::Espion;
use crate::core::schada::Schada;
use crate::core::tank_battle::TankBattle;

/// The deal shown when no deck is given (seed 4 has a battle early on).
const DEFAULT_DECK_SEED: u64 = 4;

#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub game: Option<GameId>,
    pub name: Option<String>,
    pub position: Option<String>,
    /// A lesson (`espion/01` or `espion-l01`) and the step to show (from 1).
    pub lesson: Option<String>,
    pub step: Option<usize>,
}

/// Checks that the scene can be built (before a window opens).
///
/// # Errors
/// What is wrong with the game, scene or position.
pub fn check(scene: &Scene, lang: crate::i18n::Lang) -> Result<(), String> {
    let mut ctx = Ctx::new(super::store::Store::none(), true);
    ctx.set_lang(Some(lang));
    build(scene, &mut ctx).map(|_| ())
}

/// The screens of `scene`, bottom first.
///
/// # Errors
/// What is wrong with the game, scene or position.
pub fn build(scene: &Scene, ctx: &mut Ctx) -> Result<Vec<Box<dyn Screen>>, String> {
    let name = scene.name.as_deref();
    let mut screens: Vec<Box<dyn Screen>> = vec![Box::new(Home::new())];
    if let Some(lesson) = &scene.lesson {
        screens.extend(super::lessons::scene(ctx, lesson, scene.step, name)?);
        return Ok(screens);
    }
    if scene.step.is_some() {
        return Err(ctx.t("cli-report-scene-step-alone"));
    }
    if let (Some(game), Some("menu")) = (scene.game, name) {
        screens.push(Box::new(super::game_menu::GameMenu::new(game)));
        return Ok(screens);
    }
    match scene.game {
        None => match name.unwrap_or("home") {
            "home" => {}
            "settings" => screens.push(Box::new(SettingsScreen)),
            "notices" => screens.push(Box::new(super::notice::NoticeScreen::default())),
            "notices-details" => screens.push(Box::new(super::notice::NoticeScreen::opened(0))),
            // Many notices at once (the home screen, asking whether to close, the list, the list with
            // details open) and the class list after a save on a full disk.
            "notices-many" | "notices-many-list" | "notices-many-details" | "notices-many-quit" => {
                ctx.notices.extend(super::notice::examples(&ctx.texts));
                match name {
                    // The question "close?" in place of the two top buttons, beside the notices'.
                    Some("notices-many-quit") => screens[0] = Box::new(Home::asking_quit()),
                    Some("notices-many-list") => {
                        screens.push(Box::new(super::notice::NoticeScreen::default()))
                    }
                    Some("notices-many-details") => {
                        screens.push(Box::new(super::notice::NoticeScreen::opened(1)))
                    }
                    _ => {}
                }
            }
            "children-full-disk" => {
                use super::lessons::children::{ChildrenScreen, EXAMPLE_NAMES};
                let full = super::store::StoreError {
                    path: "profiles.json".into(),
                    kind: super::store::StoreErrorKind::Write(crate::data::io_words(
                        &std::io::Error::from(std::io::ErrorKind::StorageFull),
                    )),
                };
                ctx.notices.push(full.notice(&ctx.texts));
                let screen = ChildrenScreen::with_names(&EXAMPLE_NAMES, Some(EXAMPLE_NAMES[2]))
                    .with_problem(full.short(&ctx.texts));
                screens.push(Box::new(screen));
            }
            other => {
                return Err(ctx.tr("cli-report-scene-unknown", &[("name", other.into())]));
            }
        },
        Some(GameId::Bataille) => {
            let deck = match &scene.position {
                Some(text) => parse_deck(text).map_err(|e| {
                    let what = crate::lesson::load::deck_words(&e);
                    let what = ctx.texts.say(&what).unwrap_or_else(|| e.to_string());
                    ctx.tr("cli-report-scene-position", &[("what", what.into())])
                })?,
                None => shuffled_deck(DEFAULT_DECK_SEED),
            };
            let screen = match name.unwrap_or("table") {
                "autoplay" => BatailleScreen::scene(&deck, "table")?.with_auto(2),
                other => BatailleScreen::scene(&deck, other)?,
            };
            screens.push(Box::new(screen));
        }
        Some(GameId::Espion) => screens.push(board_scene::<Espion>(
            ctx,
            ctx.boards.espion.clone(),
            scene,
        )?),
        Some(GameId::Schada) => screens.push(board_scene::<Schada>(
            ctx,
            ctx.boards.schada.clone(),
            scene,
        )?),
        Some(GameId::TankBattle) => screens.push(board_scene::<TankBattle>(
            ctx,
            ctx.boards.tank_battle.clone(),
            scene,
        )?),
        Some(GameId::Chars) => {
            let board = ctx
                .boards
                .chars
                .clone()
                .ok_or_else(|| no_board(ctx, GameId::Chars))?;
            screens.push(super::chars::scene(
                board,
                name.unwrap_or("board"),
                scene.position.as_deref(),
            )?);
        }
    }
    Ok(screens)
}

/// A board game's scene: `board` (the position), `select` (a piece selected, its targets shown).
fn board_scene<G: AppGame + crate::ai::hint::Explain>(
    ctx: &Ctx,
    board: Option<Arc<G::Board>>,
    scene: &Scene,
) -> Result<Box<dyn Screen>, String> {
    let board = board.ok_or_else(|| no_board(ctx, G::GAME))?;
    let game = match &scene.position {
        Some(text) => G::from_notation(board, text).map_err(|e| {
            let what = crate::data::words::notation_words_at(&e);
            let what = ctx.texts.say(&what).unwrap_or_else(|| e.to_string());
            ctx.tr("cli-report-scene-position", &[("what", what.into())])
        })?,
        None => G::start(board),
    };
    let name = scene.name.as_deref().unwrap_or("board");
    let mut screen = if name.starts_with("black") {
        // A child playing Black against the computer: the board turned, Black at the bottom.
        PlayScreen::with_computer(
            game,
            crate::core::game::Side::Black,
            crate::ai::Level::Debutant,
        )
    } else {
        PlayScreen::new(game)
    };
    match name {
        "board" | "black" => {}
        "black-select" => screen.select_first_movable(),
        "select" => screen.select_first_movable(),
        "hint" => screen.show_hint(),
        // A save that no longer reads, said where the game opens.
        "broken-save" => {
            screen = screen.telling(
                crate::i18n::Message::new("app-setup-save-broken")
                    .with("file", format!("saves/{}.json", G::GAME.id()))
                    .with("line", 1usize)
                    .with("column", 23usize)
                    .with("what", crate::data::Words::new("json-cut-short")),
            )
        }
        other => {
            return Err(ctx.tr(
                "cli-report-scene-unknown-board",
                &[
                    ("game", ctx.game_name(G::GAME).into()),
                    ("name", other.into()),
                ],
            ));
        }
    }
    Ok(Box::new(screen))
}

/// A game whose board file does not read: said with the command that shows why.
fn no_board(ctx: &Ctx, game: GameId) -> String {
    ctx.tr(
        "cli-report-scene-no-board",
        &[
            ("game", ctx.game_name(game).into()),
            ("id", game.id().into()),
        ],
    )
}
