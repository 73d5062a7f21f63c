//! Bataille de chars from start to end, for two players on one screen:
//!
//! 1. the race ([`RaceScreen`], `race.rs`; its track drawn by `track.rs`, which the lessons use too):
//!    each player throws the die in turn, the pawn walks, arrows and red squares send it on; the first
//!    home moves first in the battle;
//! 2. each player lays its mine cards ([`LayScreen`], `lay.rs`): tap a card to make it an explosion or a
//!    blank, drag an explosion onto another card to swap them, or place them at random; the hand-over
//!    screen ([`super::cover::CoverScreen`]) passes the device between the two so that nobody sees the
//!    other's mines;
//! 3. the battle, on the generic play screen ([`super::play::PlayScreen`]); with the "memory" setting a
//!    player's own cards are hidden once laid.
//!
//! `lay.rs` also chains the steps (`next_step`: who lays next, then the battle); `common.rs` holds what
//! the screens share; this file builds the screenshot scenes.

use std::sync::Arc;

use super::Screen;
use super::cover::CoverScreen;
use super::games::MoveEvent;
use super::play::PlayScreen;
use crate::core::BoardPosition;
use crate::core::chars::layout::Layout;
use crate::core::chars::{Chars, CharsBoard};
use crate::core::game::{ByColor, Side};
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::i18n::Message;

mod common;
mod lay;
mod race;
mod track;

pub use lay::LayScreen;
pub use race::RaceScreen;
pub use track::{TrackGeom, draw_die_pips, draw_track};

/// The scene names of Bataille de chars for screenshots: `race`, `lay`, `cover`, `board`.
pub fn scene(
    board: Arc<CharsBoard>,
    name: &str,
    position: Option<&str>,
) -> Result<Box<dyn Screen>, String> {
    Ok(match name {
        "race" => Box::new(RaceScreen::with_throws(
            board,
            &[3, 5, 6, 2, 4, 4, 1, 6, 5, 3],
        )),
        "lay" => {
            let mut s = LayScreen::new(board, Side::White, Side::White, ByColor::default(), None);
            s.layout = Layout::random(&s.board, Side::White, s.explosions, &mut Rng::new(7));
            Box::new(s)
        }
        "cover" => Box::new(CoverScreen {
            message: Message::new("app-chars-cover-lay").with("side", "black"),
            next: None,
        }),
        "board" | "select" | "hint" => {
            let game = match position {
                Some(text) => {
                    Chars::from_notation(board, text).map_err(|e| format!("--position: {e}"))?
                }
                None => Chars::start(board),
            };
            let mut s = PlayScreen::new(game);
            match name {
                "select" => s.select_first_movable(),
                "hint" => s.show_hint(),
                _ => {}
            }
            Box::new(s)
        }
        other => {
            return Err(format!(
                "chars has no scene `{other}` (use race, lay, cover, board, select or hint)"
            ));
        }
    })
}

/// Who took whom, on the play screen: the tank of `mover` took a tank on `square`. Against the computer
/// (the child playing `human`), the child's own capture or the computer's; `then`: the computer's
/// capture is said after the child's result ("Then the computer: …"). With two players, by colour.
pub fn capture_message(square: Square, mover: Side, human: Option<Side>, then: bool) -> Message {
    let id = match human {
        Some(h) if h == mover => "chars-capture-by-you",
        Some(_) if then => "chars-capture-then",
        Some(_) => "chars-capture-by-computer",
        None => "chars-capture-by-side",
    };
    Message::new(id)
        .with("square", square.to_string())
        .with("side", common::side_arg(mover))
}

/// What a move of the battle did, on the play screen, said with whose tank did it: the tank of `mover`
/// took a tank, blew up on an explosion card, turned a blank card or arrived on `square`. Against the
/// computer (the child playing `human`), "your tank" or the computer's; `then`: the computer's move is
/// said after the child's result ("Then the computer: …"). With two players, by colour. A turned card
/// says whose it was (`$own`: `yes` when `mover`'s side laid it), an arrival whether it took a tank there
/// (`$took`). `None` for a plain move.
pub fn event_message(
    event: MoveEvent,
    square: Square,
    mover: Side,
    human: Option<Side>,
    then: bool,
) -> Option<Message> {
    if event == MoveEvent::Capture {
        return Some(capture_message(square, mover, human, then));
    }
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let (what, fact) = match event {
        MoveEvent::Explosion { layer } => ("explosion", ("own", yes_no(layer == mover))),
        MoveEvent::Blank { layer } => ("blank", ("own", yes_no(layer == mover))),
        MoveEvent::Arrival { capture } => ("arrival", ("took", yes_no(capture))),
        _ => return None,
    };
    let who = match human {
        Some(h) if h == mover => "you",
        Some(_) if then => "then",
        Some(_) => "computer",
        None => "side",
    };
    let id = if who == "you" || who == "computer" {
        format!("chars-{who}-{what}")
    } else {
        format!("chars-{what}-{who}")
    };
    Some(
        Message::new(&id)
            .with("square", square.to_string())
            .with("side", common::side_arg(mover))
            .with(fact.0, fact.1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Texts};

    #[test]
    fn a_turned_card_or_an_arrival_says_whose_tank() {
        let fr = Texts::shipped(Lang::Fr);
        let en = Texts::shipped(Lang::En);
        let d6: Square = "D6".parse().unwrap();
        let say = |t: &Texts, event, mover, human, then| {
            t.format(&event_message(event, d6, mover, human, then).expect("a sentence"))
        };
        // A card laid by `layer`; an arrival that takes a tank there or not.
        let explosion = |layer| MoveEvent::Explosion { layer };
        let blank = |layer| MoveEvent::Blank { layer };
        let arrival = |capture| MoveEvent::Arrival { capture };
        let white = Some(Side::White);
        assert_eq!(
            say(&fr, explosion(Side::Black), Side::White, white, false),
            "Boum\u{202f}! Ton char saute sur une carte explosion de l’adversaire en D6."
        );
        assert_eq!(
            say(&fr, explosion(Side::White), Side::White, white, false),
            "Boum\u{202f}! Ton char saute sur une de tes propres cartes explosion en D6."
        );
        assert_eq!(
            say(&fr, explosion(Side::White), Side::Black, white, false),
            "Boum\u{202f}! Un char de l’ordinateur saute sur une de tes cartes explosion en D6."
        );
        assert_eq!(
            say(&fr, explosion(Side::Black), Side::Black, white, true),
            "boum\u{202f}! un de ses chars saute sur une de ses propres cartes explosion en D6."
        );
        assert_eq!(
            say(&fr, blank(Side::White), Side::Black, white, true),
            "un de ses chars retourne une carte blanche en D6\u{a0}: il reste."
        );
        assert_eq!(
            say(&fr, arrival(false), Side::Black, None, false),
            "Un char noir arrive sur la ligne de départ des Blancs en D6\u{a0}: un point pour les Noirs\u{202f}!"
        );
        assert_eq!(
            say(&fr, arrival(true), Side::White, white, false),
            "Ton char prend le char adverse en D6, sur la ligne de départ adverse\u{a0}: un point pour toi\u{202f}!"
        );
        assert_eq!(
            say(&fr, arrival(true), Side::Black, white, false),
            "Un char de l’ordinateur prend ton char en D6, sur ta ligne de départ\u{a0}: un point pour lui."
        );
        assert_eq!(
            say(&en, arrival(false), Side::White, white, false),
            "Your tank reaches the enemy start line on D6: one point for you!"
        );
        assert_eq!(
            say(&en, explosion(Side::Black), Side::White, None, false),
            "Boom! A white tank blows up on an explosion card laid by Black on D6."
        );
        assert_eq!(
            say(&en, explosion(Side::Black), Side::Black, None, false),
            "Boom! A black tank blows up on an explosion card laid by Black on D6."
        );
        assert!(event_message(MoveEvent::Quiet, d6, Side::White, white, false).is_none());
    }

    #[test]
    fn a_capture_says_who_took_whom() {
        let fr = Texts::shipped(Lang::Fr);
        let en = Texts::shipped(Lang::En);
        let d6: Square = "D6".parse().unwrap();
        let say =
            |t: &Texts, mover, human, then| t.format(&capture_message(d6, mover, human, then));
        let white = Some(Side::White);
        assert_eq!(
            say(&fr, Side::White, white, false),
            "Ton char prend le char adverse en D6\u{202f}!"
        );
        assert_eq!(
            say(&fr, Side::Black, white, false),
            "L’ordinateur prend ton char en D6\u{202f}!"
        );
        assert_eq!(
            say(&fr, Side::Black, white, true),
            "il prend ton char en D6\u{202f}!"
        );
        assert_eq!(
            say(&fr, Side::Black, None, false),
            "Un char noir prend un char blanc en D6\u{202f}!"
        );
        assert_eq!(
            say(&en, Side::Black, Some(Side::Black), false),
            "Your tank takes the enemy tank on D6!"
        );
        assert_eq!(
            say(&en, Side::White, Some(Side::Black), false),
            "The computer takes your tank on D6!"
        );
        assert_eq!(
            say(&en, Side::White, None, false),
            "A white tank takes a black tank on D6!"
        );
    }
}
