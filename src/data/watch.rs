//! Watching a teacher's copies for changes: the app reloads a lesson when its file or its texts change
//! while it is open. Only the copies in the data folder ([`super::override_dir`]) are watched; the
//! shipped files never change.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Files watched for changes, looked at once a second.
pub struct Watch {
    files: Vec<PathBuf>,
    stamp: Vec<Option<SystemTime>>,
    every: f32,
    /// When the files were last looked at: the app sleeps between inputs, and the frame it draws on
    /// waking counts a short `dt`, so the time on the clock decides too. `None` in the browser, which
    /// has no clock for the standard library (and no data folder to watch).
    last: Option<std::time::Instant>,
}

/// The clock's time now, where the standard library has one.
fn clock() -> Option<std::time::Instant> {
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(std::time::Instant::now())
    }
}

impl Watch {
    /// Watches `files` (paths on disk), from how they are now.
    pub fn new(files: Vec<PathBuf>) -> Watch {
        let stamp = files.iter().map(|f| modified(f)).collect();
        Watch {
            files,
            stamp,
            every: 0.0,
            last: clock(),
        }
    }

    /// A lesson's files in the teacher's data folder: the lesson file (`relative`, as
    /// `lessons/espion/01-pieces.toml`) and the game's texts `lessons/<game>/<lang>.ftl` in each of
    /// `langs`. Nothing is watched when there is no data folder.
    pub fn lesson(relative: &str, game: &str, langs: &[&str]) -> Watch {
        let mut files = Vec::new();
        if let Some(dir) = super::override_dir() {
            files.push(dir.join(relative));
            for lang in langs {
                files.push(dir.join(format!("lessons/{game}/{lang}.ftl")));
            }
        }
        Watch::new(files)
    }

    /// The teacher's copies of the board files (`assets/boards/<game>.toml` in the data folder), whether
    /// they exist yet or not. Nothing is watched when there is no data folder.
    pub fn boards() -> Watch {
        let mut files = Vec::new();
        if let Some(dir) = super::override_dir() {
            for game in crate::core::GameId::BOARD_GAMES {
                files.push(dir.join(crate::boards::path(game)));
            }
        }
        Watch::new(files)
    }

    /// The teacher's copies of every text file (`lessons/<game>/<lang>.ftl`, the interface's
    /// `assets/locales/<lang>/…`), whether they exist yet or not. Nothing is watched when there is no
    /// data folder.
    pub fn texts() -> Watch {
        let mut files = Vec::new();
        if let Some(dir) = super::override_dir() {
            for lang in crate::i18n::Lang::ALL {
                files.extend(
                    crate::i18n::ftl_files(lang)
                        .into_iter()
                        .map(|(p, _)| dir.join(p)),
                );
            }
        }
        Watch::new(files)
    }

    /// A game's lessons in the teacher's data folder: its folder (a lesson added or removed) and the
    /// files in it (a lesson or a text changed). Nothing is watched when there is no data folder.
    pub fn game_lessons(game: crate::core::GameId) -> Watch {
        let mut files = Vec::new();
        if let Some(dir) = super::override_dir() {
            let folder = dir.join("lessons").join(game.id());
            files.extend(
                std::fs::read_dir(&folder)
                    .into_iter()
                    .flatten()
                    .flatten()
                    .map(|e| e.path()),
            );
            files.push(folder);
        }
        Watch::new(files)
    }

    /// True when there is nothing to watch (no data folder).
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// True when a watched file changed (written, created or removed) since the last look. `dt` is the
    /// time since the previous call, in seconds: the files are looked at once a second (of `dt`, or of
    /// the clock: the first frame after the app woke from a quiet spell looks).
    pub fn changed(&mut self, dt: f32) -> bool {
        self.every += dt;
        let by_clock = self.last.is_some_and(|l| l.elapsed().as_secs_f32() >= 1.0);
        if self.every < 1.0 && !by_clock {
            return false;
        }
        self.every = 0.0;
        self.last = clock();
        let now: Vec<Option<SystemTime>> = self.files.iter().map(|f| modified(f)).collect();
        let changed = now != self.stamp;
        self.stamp = now;
        changed
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_written_created_or_removed_is_seen_at_the_next_look() {
        let dir = std::env::temp_dir().join(format!("ludoclasse-watch-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("lesson.toml");
        let mut watch = Watch::new(vec![file.clone()]);
        assert!(!watch.changed(2.0), "nothing changed yet");
        std::fs::write(&file, "title = 1\n").unwrap();
        assert!(!watch.changed(0.5), "looked at only once a second");
        assert!(watch.changed(0.6), "a new file is a change");
        assert!(!watch.changed(1.0), "seen once");
        std::fs::remove_file(&file).unwrap();
        assert!(watch.changed(1.0), "a removed file is a change");
        // The app slept a while and wakes for one frame of 1/60 s: a second has passed on the clock.
        std::fs::write(&file, "title = 2\n").unwrap();
        watch.last = watch.last.map(|l| l - std::time::Duration::from_secs(2));
        assert!(
            watch.changed(1.0 / 60.0),
            "the first frame after a quiet spell looks"
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
