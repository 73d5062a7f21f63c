//! A teacher runs a lesson with a presentation clicker: the keys it sends move through the steps, blank
//! the screen and toggle fullscreen, on the real lesson screen (without a window: the keys are given to
//! the screen the way the app gives them).

use ludoclasse::app::lessons::{player::LessonScreen, reload_entry};
use ludoclasse::app::store::Store;
use ludoclasse::app::{Command, Ctx, Screen};
use ludoclasse::core::GameId;
use macroquad::input::KeyCode;

fn press(screen: &mut LessonScreen, ctx: &mut Ctx, key: KeyCode) {
    assert!(screen.key(ctx, key).is_some(), "{key:?} is a presenter key");
    // Let any animation of the step finish.
    for _ in 0..40 {
        let _ = screen.update(ctx, 0.1);
    }
}

#[test]
fn clicker_keys_move_blank_and_go_fullscreen() {
    let mut ctx = Ctx::new(Store::none(), true);
    let mut s = LessonScreen::new(
        &ctx,
        reload_entry("lessons/espion/01-read-the-square.toml", GameId::Espion),
    );
    assert_eq!(s.step_number(), Some(1));
    // Next: → Space PageDown (and ↓); previous: ← PageUp (and ↑); Home: back to the start.
    for (key, step) in [
        (KeyCode::Right, 2),
        (KeyCode::PageDown, 3),
        (KeyCode::Left, 2),
        (KeyCode::PageUp, 1),
        (KeyCode::Space, 2),
        (KeyCode::Down, 3),
        (KeyCode::Up, 2),
        (KeyCode::Right, 3),
        (KeyCode::Home, 1),
    ] {
        press(&mut s, &mut ctx, key);
        assert_eq!(s.step_number(), Some(step), "after {key:?}");
    }
    // "." or B blanks the screen; the next key only brings the lesson back (the step does not move).
    for blank in [KeyCode::B, KeyCode::Period] {
        press(&mut s, &mut ctx, blank);
        assert!(s.is_blank(), "{blank:?} blanks the screen");
        press(&mut s, &mut ctx, KeyCode::Right);
        assert!(!s.is_blank());
        assert_eq!(s.step_number(), Some(1), "waking the screen is not a step");
    }
    // Escape (the app calls `back`) also wakes a blank screen before anything else.
    press(&mut s, &mut ctx, KeyCode::B);
    assert!(matches!(s.back(&mut ctx), Command::None));
    assert!(!s.is_blank());
    // F5: fullscreen on and off; Escape leaves fullscreen first, then the lesson.
    press(&mut s, &mut ctx, KeyCode::F5);
    assert!(ctx.settings.fullscreen);
    assert!(matches!(s.back(&mut ctx), Command::None));
    assert!(!ctx.settings.fullscreen);
    assert!(matches!(s.back(&mut ctx), Command::Pop));
    // Other keys are not the presenter's.
    assert!(s.key(&mut ctx, KeyCode::Q).is_none());
}
