//! A teacher adds a lesson of their own to the data folder, with text files holding only its new lines:
//! the added lesson is read, and the shipped lessons of the same game keep their shipped texts (they are
//! not reported as missing messages).
//!
//! One test in its own process, because it sets `LUDOCLASSE_DATA` (the teacher's folder).

use std::path::Path;

use ludoclasse::app::Ctx;
use ludoclasse::app::lessons::{player::LessonScreen, reload_entry};
use ludoclasse::app::store::Store;
use ludoclasse::core::GameId;

#[test]
fn an_added_lesson_with_only_its_own_lines_leaves_the_shipped_lessons_whole() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/teacher-lesson");
    // SAFETY: the only test of this process, set before anything reads the environment.
    unsafe { std::env::set_var("LUDOCLASSE_DATA", &dir) };
    let mut ctx = Ctx::new(Store::none(), false);
    ctx.set_lang(Some(ludoclasse::i18n::Lang::Fr));
    for relative in [
        "lessons/espion/01-read-the-square.toml",
        "lessons/espion/05-a-whole-game.toml",
        "lessons/espion/07-my-lesson.toml",
    ] {
        let screen = LessonScreen::new(&ctx, reload_entry(relative, GameId::Espion));
        assert_eq!(
            screen.step_number(),
            Some(1),
            "{relative} shows its errors instead of its first step"
        );
    }
}
