//! A teacher corrects a broken board file while the app is open: the home screen reads the copies
//! again, the game comes back and its notice goes; a new mistake takes the game away again, with its
//! notice. No restart.
//!
//! One test in its own process, because it sets `LUDOCLASSE_DATA` (the teacher's folder).

use ludoclasse::app::Ctx;
use ludoclasse::app::store::Store;
use ludoclasse::data;

#[test]
fn a_corrected_board_file_gives_its_game_back_without_a_restart() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-board-reload-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let boards = dir.join("assets/boards");
    std::fs::create_dir_all(&boards).unwrap();
    let shipped = data::shipped("assets/boards/espion.toml").unwrap();
    let broken = shipped.replacen(
        "G8 = [\"SE\", \"SW\", \"W\"]",
        "G8 = [\"SE\", \"SO\", \"W\"]",
        1,
    );
    assert_ne!(broken, shipped);
    let file = boards.join("espion.toml");
    std::fs::write(&file, &broken).unwrap();
    // SAFETY: the only test of this process, set before anything reads the environment.
    unsafe { std::env::set_var("LUDOCLASSE_DATA", &dir) };
    let mut ctx = Ctx::new(Store::none(), false);
    assert!(ctx.boards.espion.is_none());
    assert!(ctx.boards_broken());
    let notices = ctx.notices.len();
    assert!(notices >= 1, "the broken board has its notice");
    assert!(!ctx.reload_boards(2.0), "nothing changed yet");
    // The teacher corrects the file.
    save_later(&file, shipped, 2);
    assert!(ctx.reload_boards(1.5));
    assert!(ctx.boards.espion.is_some(), "the corrected board is read");
    assert!(!ctx.boards_broken());
    assert_eq!(ctx.notices.len(), notices - 1, "{:?}", ctx.notices);
    // A new mistake takes the game away again, with its notice.
    save_later(&file, &broken, 4);
    assert!(ctx.reload_boards(1.5));
    assert!(ctx.boards.espion.is_none());
    assert_eq!(ctx.notices.len(), notices, "{:?}", ctx.notices);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Writes `text` to `file` with a time stamp `seconds` ahead of now (seen as a change even on a coarse
/// clock).
fn save_later(file: &std::path::Path, text: &str, seconds: u64) {
    std::fs::write(file, text).unwrap();
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(seconds);
    std::fs::File::options()
        .write(true)
        .open(file)
        .unwrap()
        .set_modified(later)
        .unwrap();
}
