//! The rules of the five games: pure, deterministic and fast. Nothing here draws, reads a file or looks at
//! the clock; the AI, the lessons, the printables and the app all build on it.

pub mod bataille;
pub mod bataille_stats;
pub mod game;
pub mod geometry;
pub mod rng;
