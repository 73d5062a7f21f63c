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
}
