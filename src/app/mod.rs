//! The classroom app (macroquad): the only part of the kit that draws, reads the mouse or looks at the
//! clock.
//!
//! Built like zemeroth: a stack of [`Screen`]s; each frame the top screen lists its widgets, receives the
//! input, updates its animations and draws. A screen never changes the stack itself: it returns a
//! [`Command`] (push, pop, replace, quit). The rules live in `core`: a screen asks the core for the legal
//! moves and plays them there at once; it only *animates* the change afterwards.
//!
//! Entry points: [`run`] opens the app; [`screenshot`] renders one scene into a PNG (and can time frames).
//!
//! What lives where, one job a file:
//! - shared types: [`screen`] ([`Screen`], [`Command`], [`Pointer`]) and [`ctx`] ([`Ctx`]: texts,
//!   settings, store, boards, notices), re-exported here;
//! - the frame loop and the window: [`window`]; the `screenshot` command: [`shot`] and its [`scenes`];
//! - drawing helpers: [`gfx`] (cheap shapes), [`ui`] (virtual units, text, palettes, buttons),
//!   [`picture`] (pictures kept in a texture), [`layout`] (board and panel by the screen's shape),
//!   [`board_view`] (boards and pieces), [`cards`] (playing cards and rows of cards);
//! - screens: [`home`], [`setup`] (against the computer), [`play`] (any board game), [`chars`] (the race
//!   and the mines of Bataille de chars, in a folder), [`bataille`] (La Bataille, in a folder), [`cover`]
//!   (the hand-over screen), [`lessons`] (the lesson list and player, in a folder), [`settings_screen`],
//!   [`notice`];
//! - what the app keeps: [`settings`], [`profiles`] (children's stars), [`store`] (files, or the
//!   browser's storage); [`games`] (what the screens need of each board game) and [`route`] (an address
//!   such as `#espion/01`).
//!
//! Files depend one way: screens use the drawing helpers and the shared types, never the reverse, and no
//! two files import each other.

pub mod bataille;
pub mod board_view;
pub mod cards;
pub mod chars;
pub mod cover;
pub mod ctx;
pub mod game_menu;
pub mod games;
pub mod gfx;
pub mod home;
pub mod layout;
pub mod lessons;
pub mod notice;
pub mod palette;
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
mod wake;
pub mod window;

pub use ctx::Ctx;
pub use screen::{Command, Pointer, Screen};
pub use shot::{FrameReport, ShotOptions, screenshot};
pub use window::{initial_route, run};
