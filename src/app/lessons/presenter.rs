//! The keys of a presentation clicker, and of a teacher at the keyboard, during a lesson.
//!
//! Clickers send → or PageDown for "next", ← or PageUp for "previous", F5 (or Shift+F5) to start the
//! slideshow, Escape to stop it, and "." or B to blank the screen. The lesson screen maps them to
//! [`Action`]s; a click on the screen outside the buttons is "next" too.
//!
//! ```
//! use ludoclasse::app::lessons::presenter::{Action, action};
//! use macroquad::input::KeyCode;
//! assert_eq!(action(KeyCode::PageDown), Some(Action::Next));
//! assert_eq!(action(KeyCode::Period), Some(Action::Blank));
//! assert_eq!(action(KeyCode::Q), None);
//! ```

use macroquad::input::KeyCode;

/// What the teacher asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Next,
    Previous,
    Restart,
    Fullscreen,
    /// Black screen on/off (the class looks at the teacher).
    Blank,
}

/// The action of `key`, if it is one of the presenter's keys. Escape is not here: the app sends it to
/// [`Screen::back`](crate::app::Screen::back), where the lesson screen leaves fullscreen first.
pub fn action(key: KeyCode) -> Option<Action> {
    Some(match key {
        KeyCode::Right | KeyCode::Space | KeyCode::PageDown | KeyCode::Down => Action::Next,
        KeyCode::Left | KeyCode::PageUp | KeyCode::Up => Action::Previous,
        KeyCode::Home => Action::Restart,
        KeyCode::F5 => Action::Fullscreen,
        KeyCode::Period | KeyCode::B | KeyCode::KpDecimal => Action::Blank,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_clicker_key_has_its_action() {
        for k in [KeyCode::Right, KeyCode::Space, KeyCode::PageDown] {
            assert_eq!(action(k), Some(Action::Next), "{k:?}");
        }
        for k in [KeyCode::Left, KeyCode::PageUp] {
            assert_eq!(action(k), Some(Action::Previous), "{k:?}");
        }
        assert_eq!(action(KeyCode::Home), Some(Action::Restart));
        assert_eq!(action(KeyCode::F5), Some(Action::Fullscreen));
        assert_eq!(action(KeyCode::B), Some(Action::Blank));
        assert_eq!(action(KeyCode::Escape), None);
    }
}
