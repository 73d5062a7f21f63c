//! Redrawing a sleeping window when the system asks for it.
//!
//! The app sleeps in miniquad's blocking event loop. On X11 that loop wakes for every event of the window
//! (an "expose" when the window is uncovered, a change of focus…) but draws only when an update was asked
//! for, and it ignores "expose": a window uncovered after a while would keep the other window's pixels.
//! So a small thread keeps one update request waiting (re-armed after each frame): the next event of the
//! window, whatever it is, then draws a frame. It asks nothing while a request is waiting, so an idle app
//! still draws nothing and uses no processor time. The browser keeps its canvas's pixels: nothing to do
//! there.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};

/// True while an update request is waiting in miniquad's queue.
#[cfg(not(target_arch = "wasm32"))]
static ARMED: AtomicBool = AtomicBool::new(false);

/// Starts the thread (once, after the window has opened).
pub fn start() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let spawned = std::thread::Builder::new()
            .name("redraw-on-expose".to_string())
            .spawn(|| {
                loop {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    if !ARMED.swap(true, Ordering::AcqRel) {
                        macroquad::miniquad::window::schedule_update();
                    }
                }
            });
        // Without the thread the app still works; only an uncovered window waits for an input.
        drop(spawned);
    }
}

/// A frame was drawn: the waiting request (if any) has been used.
pub fn drawn() {
    #[cfg(not(target_arch = "wasm32"))]
    ARMED.store(false, Ordering::Release);
}
