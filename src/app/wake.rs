//! Redrawing a sleeping window when the system asks for it.
//!
//! The app sleeps in miniquad's blocking event loop. On X11 that loop wakes for every event of the window
//! (an "expose" when the window is uncovered, a change of focus…) but draws only when an update was asked
//! for, and it ignores "expose": a window uncovered after a while would keep the other window's pixels.
//! So a small thread keeps one update request waiting (re-armed after each frame): the next event of the
//! window, whatever it is, then draws a frame. It asks nothing while a request is waiting, so an idle app
//! still draws nothing and uses no processor time. The browser keeps its canvas's pixels: nothing to do
//! there.
//!
//! The thread posts only once the app has drawn an idle frame and then stayed quiet for a while: by then
//! the loop is asleep, waiting for the next event. (miniquad's X11 loop used to stop the app with
//! "WouldBlock" when this thread held its display lock at the wrong instant; the patched copy in
//! `vendor/miniquad` waits for the lock instead, and the quiet spell keeps the two apart anyway.)

#[cfg(not(target_arch = "wasm32"))]
use std::sync::OnceLock;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

/// True while an update request is waiting in miniquad's queue.
#[cfg(not(target_arch = "wasm32"))]
static ARMED: AtomicBool = AtomicBool::new(false);

/// When the last frame was drawn with nothing left to animate (milliseconds since [`clock`]'s start, plus
/// one), or 0 while frames follow each other.
#[cfg(not(target_arch = "wasm32"))]
static IDLE_SINCE: AtomicU64 = AtomicU64::new(0);

/// How long the app stays quiet after an idle frame before the thread posts its request: far longer than
/// the loop takes to go from the end of a frame to its wait for the next event.
#[cfg(not(target_arch = "wasm32"))]
const QUIET_MS: u64 = 150;

#[cfg(not(target_arch = "wasm32"))]
fn clock() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64 + 1
}

/// True while the top screen shows a teacher's files that it re-reads when they change: the thread then
/// wakes the app about once a second (see [`watching`]).
#[cfg(not(target_arch = "wasm32"))]
static WATCHING: AtomicBool = AtomicBool::new(false);

/// How long a screen that watches files sleeps before the thread wakes it for one frame: the frame looks
/// at the files (a second has passed since its last look) and sleeps again.
#[cfg(not(target_arch = "wasm32"))]
const WATCH_MS: u64 = 1_000;

/// Whether the thread should wake the app for a look at the watched files: the top screen watches, and
/// it has been asleep since its last frame for [`WATCH_MS`] (`idle_since` and `now` as in [`may_post`]).
#[cfg(not(target_arch = "wasm32"))]
fn may_wake(watching: bool, idle_since: u64, now: u64) -> bool {
    watching && idle_since != 0 && now.saturating_sub(idle_since) >= WATCH_MS
}

/// Whether the thread may post its request now: not one waiting already, and the app asleep for long
/// enough (`idle_since` as stored in `IDLE_SINCE`, `now` from [`clock`]).
#[cfg(not(target_arch = "wasm32"))]
fn may_post(armed: bool, idle_since: u64, now: u64) -> bool {
    !armed && idle_since != 0 && now.saturating_sub(idle_since) >= QUIET_MS
}

/// Starts the thread (once, after the window has opened).
pub fn start() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let spawned = std::thread::Builder::new()
            .name("redraw-on-expose".to_string())
            .spawn(|| {
                loop {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    let idle_since = IDLE_SINCE.load(Ordering::Acquire);
                    if may_wake(WATCHING.load(Ordering::Acquire), idle_since, clock()) {
                        // Once per quiet spell: the frame it draws sets a new one.
                        if IDLE_SINCE
                            .compare_exchange(idle_since, 0, Ordering::AcqRel, Ordering::Acquire)
                            .is_ok()
                        {
                            macroquad::miniquad::window::wake_from_thread();
                        }
                        continue;
                    }
                    if may_post(ARMED.load(Ordering::Acquire), idle_since, clock()) {
                        ARMED.store(true, Ordering::Release);
                        macroquad::miniquad::window::schedule_update();
                    }
                }
            });
        // Without the thread the app still works; only an uncovered window waits for an input.
        drop(spawned);
    }
}

/// A frame was drawn: the waiting request (if any) has been used. `idle`: nothing asks for another frame,
/// so the loop is about to sleep until the next event.
pub fn drawn(idle: bool) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        ARMED.store(false, Ordering::Release);
        IDLE_SINCE.store(if idle { clock() } else { 0 }, Ordering::Release);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = idle;
}

/// Whether the top screen watches files (set after each frame): while it does, the sleeping app wakes
/// about once a second to look at them; otherwise it sleeps until an input.
pub fn watching(on: bool) {
    #[cfg(not(target_arch = "wasm32"))]
    WATCHING.store(on, Ordering::Release);
    #[cfg(target_arch = "wasm32")]
    let _ = on;
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn posts_only_after_a_quiet_idle_spell() {
        // Frames following each other (an animation, the computer thinking): never.
        assert!(!may_post(false, 0, 10_000));
        // Just after an idle frame the loop may still be on its way to its wait: not yet.
        assert!(!may_post(false, 5_000, 5_000 + QUIET_MS - 1));
        assert!(may_post(false, 5_000, 5_000 + QUIET_MS));
        // One request waiting is enough.
        assert!(!may_post(true, 5_000, 50_000));
    }

    #[test]
    fn a_screen_watching_files_wakes_once_a_second_and_only_then() {
        // A screen that does not watch files sleeps on, however long.
        assert!(!may_wake(false, 5_000, 500_000));
        // Frames following each other look at the files themselves.
        assert!(!may_wake(true, 0, 500_000));
        assert!(!may_wake(true, 5_000, 5_000 + WATCH_MS - 1));
        assert!(may_wake(true, 5_000, 5_000 + WATCH_MS));
    }
}
