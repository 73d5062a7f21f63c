//! Board files: one TOML file per board game in `assets/boards/<game>.toml`, read into the core's board
//! types. The files ship inside the binary; a teacher's corrected copy overrides them (see [`crate::data`]).
//! [`Boards`] reads the four of them once and is handed to the lessons, the app and the command line.
//!
//! Every problem is reported with the file, line and column, and what is wrong: a square that is not on
//! the board, an unknown direction, a diagram that leaves the board, a wrong size…

use std::sync::Arc;

use serde::de::DeserializeOwned;

pub mod chars;
pub mod espion;
mod registry;
pub mod schada;
mod square_reader;
pub mod tank_battle;
#[cfg(test)]
mod testing;

pub use registry::{Boards, OpenError, Registered};

use crate::core::GameId;
use crate::data::{self, DataError, DataFile};

/// The path of a game's board file, relative to the project root.
pub fn path(game: GameId) -> String {
    format!("assets/boards/{}.toml", game.id())
}

/// The text of a game's board file (a teacher's copy if there is one).
///
/// # Errors
/// When a teacher's copy cannot be read.
pub fn file(game: GameId) -> Result<DataFile, DataError> {
    data::load(&path(game))
}

/// A board that a board file describes: which game's file it is and how it reads. Each game's module
/// here implements it for the core's board type; [`load`] and [`Boards`] then read it.
pub trait BoardFile: Sized {
    /// The game whose board file this is (`assets/boards/<game>.toml`).
    const GAME: GameId;

    /// Reads and checks a board file.
    ///
    /// # Errors
    /// Every problem found in the file, each with its line and column.
    fn parse(file: &DataFile) -> Result<Self, Vec<DataError>>;
}

/// A game's board: its file (a teacher's corrected copy if there is one, else the shipped one), read.
///
/// # Errors
/// Every problem found in the file, each with its line and column.
pub fn load<B: BoardFile>() -> Result<Arc<B>, Vec<DataError>> {
    let file = file(B::GAME).map_err(|e| vec![e])?;
    B::parse(&file).map(Arc::new).map_err(|mut errors| {
        data::said_at_change(&file.path, &file.text, &path(B::GAME), &mut errors);
        errors
    })
}

/// The problems of a board file of `game` read on its own (a teacher's draft kept anywhere): none when
/// it reads.
pub fn problems(game: GameId, file: &DataFile) -> Vec<DataError> {
    fn of<B: BoardFile>(file: &DataFile) -> Vec<DataError> {
        B::parse(file).err().unwrap_or_default()
    }
    match game {
        GameId::Espion => of::<crate::core::espion::Board>(file),
        GameId::Schada => of::<crate::core::schada::Board>(file),
        GameId::TankBattle => of::<crate::core::tank_battle::TankBattleBoard>(file),
        GameId::Chars => of::<crate::core::chars::CharsBoard>(file),
        GameId::Bataille => Vec::new(),
    }
}

/// The shipped board file of `game`, read into `T` as written. When two lines of a teacher's copy
/// disagree, the one that differs from the shipped file is the one the teacher changed, and the mistake
/// is said there.
fn shipped_as<T: DeserializeOwned>(game: GameId) -> Option<T> {
    toml::from_str(data::shipped(&path(game))?).ok()
}

/// Reads a board file's TOML into `T` (the file's raw shape, checked further by each game).
///
/// # Errors
/// Bytes that are not UTF-8, TOML syntax errors and type errors, in words, with line and column.
pub fn parse_toml<T: DeserializeOwned>(file: &DataFile, game: GameId) -> Result<T, Vec<DataError>> {
    if let Some(e) = data::bad_bytes(&file.path, &file.text) {
        return Err(vec![e]);
    }
    if let Some(e) = data::empty_file(&file.path, &file.text, "board") {
        return Err(vec![e]);
    }
    toml::from_str(&file.text).map_err(|e| {
        if let Some(pasted) = data::pasted_twice(&file.path, &file.text) {
            return vec![pasted];
        }
        // The shipped file gives the order of the fields, to show a missing one where it belongs.
        let model = data::shipped(&path(game));
        vec![data::toml_error(
            &file.path,
            &file.text,
            &e,
            field_purpose,
            model,
        )]
    })
}

/// What a field of a board file is for, to explain why a missing one is needed.
fn field_purpose(_table: &str, field: &str) -> Option<&'static str> {
    Some(match field {
        "size" => "it gives the number of files and ranks, as `size = [files, ranks]`",
        "start" => "it is the start position, in the game's notation",
        "base" => "it lists the squares of this side's base",
        "domain" => "it names this side's domain circle, where its commander starts",
        "tail" => "it is the track square where the arrow starts",
        "head" => "it is the track square the arrow leads to",
        "push" => "it is how many squares the red square sends the pawn forward",
        "length" => "it is the number of squares of the race track",
        "rows" => "it is the number of rows the race track is drawn in",
        "per_row" => "it is the number of squares in each row of the race track",
        "cards_per_player" => "it is the number of cards each player lays",
        "explosions" => "it is how many of those cards are explosions",
        "start_squares" => "it lists the squares where this side's tanks start",
        "lays_on_ranks" => "it lists the two ranks where this side lays its cards",
        "reconstructed" => {
            "it says whether the board was rebuilt from the rules or copied from the game"
        }
        "source" => "it says where the board comes from, in quotes",
        _ => return None,
    })
}
