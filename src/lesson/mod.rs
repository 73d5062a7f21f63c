//! Guided lessons: TOML scripts of steps (say, expect, reply, quiz, play, flip, throw…) with their texts in
//! Fluent files beside them.
//!
//! - [`model`]: the file format (serde) and the checked lesson;
//! - [`load`]: reading a file, every problem as `file:line:column: what is wrong` (one reader per kind of
//!   step);
//! - [`world`]: the cards, the race or the board (the core's `BoardGame`) a lesson is played on, and
//!   what lessons ask of them (a piece's targets, why a move is not possible, a `play` goal);
//! - [`rules`]: each game's rule list, which steps teach;
//! - [`runner`]: the one interpreter of the steps, a state machine that the app drives
//!   (`runner/input.rs`: what the class does) and the checker too;
//! - [`check`]: `ludoclasse lesson check`, every scripted move and quiz answer fed to a runner and
//!   checked against the rules, down every move a step accepts (`check/walk.rs`);
//! - [`schema`]: the JSON Schema of the format, for editors.
//!
//! ```
//! use ludoclasse::lesson::load::parse;
//! let text = r#"
//! game = "bataille"
//! title = "bataille-l01-title"
//! [deal]
//! south = "KH"
//! emma = "2C"
//! [[step]]
//! kind = "flip"
//! text = "bataille-l01-flip"
//! winner = "south"
//! "#;
//! let lesson = parse("lessons/bataille/01-deal.toml", text).unwrap();
//! assert_eq!(lesson.id, "bataille-l01");
//! assert_eq!(lesson.steps.len(), 1);
//! ```

pub mod check;
pub mod load;
pub mod model;
pub mod rules;
pub mod runner;
pub mod schema;
pub mod world;
