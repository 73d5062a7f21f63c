//! The classroom app (macroquad): the only part of the kit that draws, reads the mouse or looks at the
//! clock.
//!
//! Built like zemeroth: a stack of [`Screen`]s; each frame the top screen lists its widgets, receives the
//! input, updates its animations and draws. A screen never changes the stack itself: it returns a
//! [`Command`] (push, pop, replace, quit). The rules live in `core`: a screen asks the core for the legal
//! moves and plays them there at once; it only *animates* the change afterwards.
//!
//! Entry points: [`run`] opens the app; [`screenshot`] renders one scene into a PNG (and can time frames).

pub mod bataille;
pub mod board_view;
pub mod cards;
pub mod chars;
pub mod cover;
pub mod ctx;
pub mod games;
pub mod gfx;
pub mod home;
pub mod layout;
pub mod lessons;
pub mod notice;
pub mod picture;
pub mod play;
pub mod profiles;
pub mod route;
pub mod scenes;
pub mod screen;
pub mod settings;
pub mod settings_screen;
pub mod setup;
pub mod shot;
pub mod store;
pub mod ui;
pub mod window;

pub use ctx::Ctx;
pub use screen::{Command, Pointer, Screen};
pub use shot::{FrameReport, ShotOptions, screenshot};
pub use window::{initial_route, run};
