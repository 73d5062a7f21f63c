//! Ludoclasse: a classroom kit for five forgotten games (La Bataille, Bataille de chars, Espion, Schada,
//! Tank Battle). See `docs/ARCHITECTURE.md` for the parts and how data flows between them.
//!
//! - [`core`]: the rules, pure and deterministic;
//! - [`data`]: where data files come from (shipped in the binary, or a teacher's copy) and their errors;
//! - [`i18n`]: every user-facing sentence, through Fluent, in French and English.

pub mod ai;
pub mod app;
pub mod boards;
pub mod core;
pub mod data;
pub mod fonts;
pub mod i18n;
pub mod lesson;
#[cfg(not(target_arch = "wasm32"))]
pub mod print;
#[cfg(target_arch = "wasm32")]
pub mod web;
