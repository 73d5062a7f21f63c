//! Scenes for the `screenshot` command: a stack of screens in a known state, built without the user's
//! files, so that the same command gives the same picture on every machine.
//!
//! - no game: `home` (default) or `settings`;
//! - `bataille`: `table` (default, the deal), `battle` (a battle laid out), `end`, `autoplay` (auto-play
//!   running, for the frame benchmark); `--position` is a deck of 52 card codes.

use super::bataille::{BatailleScreen, shuffled_deck};
use super::home::Home;
use super::settings_screen::SettingsScreen;
use super::{Ctx, Screen};
use crate::core::GameId;
use crate::core::bataille::parse_deck;

/// The deal shown when no deck is given (seed 4 has a battle early on).
const DEFAULT_DECK_SEED: u64 = 4;

#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub game: Option<GameId>,
    pub name: Option<String>,
    pub position: Option<String>,
}

/// Checks that the scene can be built (before a window opens).
///
/// # Errors
/// What is wrong with the game, scene or position.
pub fn check(scene: &Scene) -> Result<(), String> {
    let mut ctx = Ctx::new(super::store::Store::none(), true);
    build(scene, &mut ctx).map(|_| ())
}

/// The screens of `scene`, bottom first.
///
/// # Errors
/// What is wrong with the game, scene or position.
pub fn build(scene: &Scene, _ctx: &mut Ctx) -> Result<Vec<Box<dyn Screen>>, String> {
    let name = scene.name.as_deref();
    let mut screens: Vec<Box<dyn Screen>> = vec![Box::new(Home::new())];
    match scene.game {
        None => match name.unwrap_or("home") {
            "home" => {}
            "settings" => screens.push(Box::new(SettingsScreen)),
            other => {
                return Err(format!(
                    "no scene `{other}` without --game (use home or settings)"
                ));
            }
        },
        Some(GameId::Bataille) => {
            let deck = match &scene.position {
                Some(text) => parse_deck(text).map_err(|e| format!("--position: {e}"))?,
                None => shuffled_deck(DEFAULT_DECK_SEED),
            };
            let screen = match name.unwrap_or("table") {
                "autoplay" => BatailleScreen::scene(&deck, "table")?.with_auto(2),
                other => BatailleScreen::scene(&deck, other)?,
            };
            screens.push(Box::new(screen));
        }
        Some(other) => {
            return Err(format!(
                "{other} cannot be shown yet: its rules engine is not in this build"
            ));
        }
    }
    Ok(screens)
}
