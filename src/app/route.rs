//! Where the app opens: the "initial route" read from the page's address on the web build
//! (`…/index.html#espion/01`), so that a QR code printed with `ludoclasse print --link-base` leads to the
//! right game or lesson.
//!
//! Accepted forms (case and surrounding slashes do not matter): `espion` (the game, for two players),
//! `lessons/espion` (the game's lesson list: what the printables' QR codes append to the link base),
//! `espion/01`, `espion/1`, `lessons/espion/01` and the lesson id itself, `espion-l01` (that lesson).
//! Anything else opens the home screen.
//!
//! ```
//! use ludoclasse::app::route::Route;
//! use ludoclasse::core::GameId;
//! let r = Route::parse("#/lessons/espion/1").unwrap();
//! assert_eq!(r.game, GameId::Espion);
//! assert_eq!(r.lesson.as_deref(), Some("espion-l01"));
//! ```

use crate::core::GameId;

/// A game, and possibly one of its lessons, to open at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub game: GameId,
    /// The lesson id, in the form of `lesson::load::lesson_id` (`espion-l01`), when the address names one.
    pub lesson: Option<String>,
    /// The address asks for the game's lesson list (`lessons/espion`) rather than the game itself.
    pub list: bool,
}

impl Route {
    /// Reads an address fragment (with or without its `#`); `None` for an empty or unknown one.
    pub fn parse(text: &str) -> Option<Route> {
        let text = text.trim().trim_start_matches('#').trim_matches('/');
        let text = text.to_ascii_lowercase();
        let mut parts: Vec<&str> = text.split('/').filter(|p| !p.is_empty()).collect();
        let list = parts.first() == Some(&"lessons");
        if list {
            parts.remove(0);
        }
        match parts.as_slice() {
            [one] => {
                if let Ok(game) = one.parse::<GameId>() {
                    return Some(Route {
                        game,
                        lesson: None,
                        list,
                    });
                }
                // A lesson id: `<game>-l<number>` (the game's id may hold a dash itself).
                let (game, number) = one.rsplit_once("-l")?;
                Route::lesson(game, number)
            }
            [game, number] => Route::lesson(game, number),
            _ => None,
        }
    }

    fn lesson(game: &str, number: &str) -> Option<Route> {
        let game = game.parse::<GameId>().ok()?;
        if number.is_empty() || number.len() > 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = number.parse().ok()?;
        Some(Route {
            game,
            lesson: Some(format!("{}-l{n:02}", game.id())),
            list: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(game: GameId, id: &str) -> Option<Route> {
        Some(Route {
            game,
            lesson: Some(id.to_string()),
            list: false,
        })
    }

    #[test]
    fn reads_every_accepted_form() {
        let espion = lesson(GameId::Espion, "espion-l01");
        for text in [
            "espion/01",
            "#espion/01",
            "#espion/1",
            "/lessons/espion/01/",
            "lessons/espion/001",
            "espion-l01",
            "Espion/01",
        ] {
            assert_eq!(Route::parse(text), espion, "{text}");
        }
        assert_eq!(
            Route::parse("tank-battle-l02"),
            lesson(GameId::TankBattle, "tank-battle-l02")
        );
        assert_eq!(
            Route::parse("#tank-battle/12"),
            lesson(GameId::TankBattle, "tank-battle-l12")
        );
        for (text, game, list) in [
            ("schada", GameId::Schada, false),
            ("#/lessons/chars", GameId::Chars, true),
            ("/Lessons/espion/", GameId::Espion, true),
            ("espion/", GameId::Espion, false),
        ] {
            assert_eq!(
                Route::parse(text),
                Some(Route {
                    game,
                    lesson: None,
                    list
                }),
                "{text}"
            );
        }
    }

    #[test]
    fn anything_else_opens_the_home_screen() {
        for text in [
            "",
            "#",
            "/",
            "chess",
            "espion/x1",
            "espion/01/extra",
            "espion-l",
            "espion-lx",
            "lessons",
            "espion/12345",
        ] {
            assert_eq!(Route::parse(text), None, "{text}");
        }
    }
}
