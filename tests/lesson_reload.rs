//! A teacher edits a copy of a lesson while the lesson is on screen: each save is seen within a second,
//! the step stays where it was, and a mistake in the file shows the checker's message instead of the
//! lesson (nothing crashes); fixing the file brings the lesson back.
//!
//! One test in its own process, because it sets `LUDOCLASSE_DATA` (the teacher's folder).

use std::path::Path;

use ludoclasse::app::lessons::{player::LessonScreen, reload_entry};
use ludoclasse::app::store::Store;
use ludoclasse::app::{Ctx, Screen};
use ludoclasse::core::GameId;
use macroquad::input::KeyCode;

const LESSON: &str = "lessons/espion/01-read-the-square.toml";

fn write(dir: &Path, relative: &str, text: &str) {
    let path = dir.join(relative);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A second of frames: the screen looks at the files once a second.
fn wait_a_second(screen: &mut LessonScreen, ctx: &mut Ctx) {
    for _ in 0..11 {
        let _ = screen.update(ctx, 0.1);
    }
}

#[test]
fn a_saved_lesson_file_is_reloaded_on_screen_and_its_errors_are_shown() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-reload-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let shipped =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(LESSON)).unwrap();
    let texts = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/espion/fr.ftl"),
    )
    .unwrap();
    write(&dir, LESSON, &shipped);
    write(&dir, "lessons/espion/fr.ftl", &texts);
    // SAFETY: the only test of this process, set before anything reads the environment.
    unsafe { std::env::set_var("LUDOCLASSE_DATA", &dir) };

    let mut ctx = Ctx::new(Store::none(), false);
    ctx.set_lang(Some(ludoclasse::i18n::Lang::Fr));
    let mut screen = LessonScreen::new(&ctx, reload_entry(LESSON, GameId::Espion));
    assert!(
        screen.watches_files(),
        "a teacher's copy is looked at even while the app sleeps"
    );
    screen.go_to_step(2).unwrap();
    assert_eq!(screen.step_number(), Some(2));

    // The teacher rewrites the sentence of step 2 and saves: the new words are used, same step.
    let changed = texts.replace(
        "espion-l01-agent = ",
        "espion-l01-agent = Regardez bien l’agent en D2. ",
    );
    assert_ne!(changed, texts);
    write(&dir, "lessons/espion/fr.ftl", &changed);
    wait_a_second(&mut screen, &mut ctx);
    assert!(
        ctx.t("espion-l01-agent")
            .starts_with("Regardez bien l’agent en D2."),
        "{}",
        ctx.t("espion-l01-agent")
    );
    assert_eq!(screen.step_number(), Some(2));

    // A typing mistake in the lesson file: its message (file, line) replaces the lesson.
    let broken = shipped.replace("kind = \"quiz\"", "kind = \"quizz\"");
    assert_ne!(broken, shipped);
    write(&dir, LESSON, &broken);
    wait_a_second(&mut screen, &mut ctx);
    assert_eq!(
        screen.step_number(),
        None,
        "the lesson is replaced by its errors"
    );
    let errors = screen.error_lines();
    assert!(
        errors
            .iter()
            .any(|e| e.contains("01-read-the-square.toml:") && e.contains("quizz")),
        "{errors:?}"
    );
    // The presenter's keys do not move the hidden lesson on while its errors are shown.
    for key in [KeyCode::Right, KeyCode::Right, KeyCode::Home, KeyCode::Left] {
        let _ = screen.key(&mut ctx, key);
    }

    // Fixed and saved again: the lesson is back.
    write(&dir, LESSON, &shipped);
    wait_a_second(&mut screen, &mut ctx);
    assert!(
        screen.error_lines().is_empty(),
        "{:?}",
        screen.error_lines()
    );
    assert_eq!(
        screen.step_number(),
        Some(2),
        "back at the step that was on screen"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
