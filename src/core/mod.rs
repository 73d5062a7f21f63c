//! The rules of the five games: pure, deterministic and fast. Nothing here draws, reads a file or looks at
//! the clock; the AI, the lessons, the printables and the app all build on it. One module per game,
//! [`game`] for the traits they share, and [`board_game`] for any of the four board games as one typed
//! value ([`BoardGame`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

pub mod bataille;
pub mod bataille_stats;
pub mod board_game;
pub mod chars;
pub mod espion;
pub mod game;
pub mod geometry;
pub(crate) mod impls;
pub mod notation;
pub mod rng;
pub mod schada;
pub mod square_game;
pub mod tank_battle;

pub use board_game::{Barred, BoardGame, BoardRules};

/// The five games of the kit. The id (`espion`, `tank-battle`…) names the game on the command line, in
/// file names (`assets/boards/<id>.toml`, `lessons/<id>/`, `printables/<id>.toml`) and in message ids.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    Bataille,
    Chars,
    Espion,
    Schada,
    TankBattle,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Bataille,
        GameId::Chars,
        GameId::Espion,
        GameId::Schada,
        GameId::TankBattle,
    ];

    /// The four games played on a board with pieces.
    pub const BOARD_GAMES: [GameId; 4] = [
        GameId::Chars,
        GameId::Espion,
        GameId::Schada,
        GameId::TankBattle,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            GameId::Bataille => "bataille",
            GameId::Chars => "chars",
            GameId::Espion => "espion",
            GameId::Schada => "schada",
            GameId::TankBattle => "tank-battle",
        }
    }
}

impls::display_by_name!(GameId, id);

impl FromStr for GameId {
    type Err = String;
    fn from_str(s: &str) -> Result<GameId, String> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| {
                format!(
                    "`{s}` is not a game of the kit (bataille, chars, espion, schada, tank-battle)"
                )
            })
    }
}

/// A position of a board game: a [`game::Game`] played on a board described by a data file, written and
/// read in the game's position notation.
pub trait BoardPosition: game::Game + fmt::Debug {
    /// What the board file describes (arrows, diagrams, terrain…), shared by every position.
    type Board: fmt::Debug;

    /// The start position of the board file.
    fn start(board: Arc<Self::Board>) -> Self;

    /// Reads a position in the game's notation, on `board`.
    ///
    /// # Errors
    /// What is wrong and where (never a panic).
    fn from_notation(board: Arc<Self::Board>, text: &str) -> Result<Self, notation::NotationError>;

    /// Writes the position in the game's notation; reading it back gives the same position.
    fn to_notation(&self) -> String;

    fn board(&self) -> &Arc<Self::Board>;

    /// The board as text, rank by rank, for the `show` command and tests (what the notation counts
    /// besides is [`BoardPosition::notation_counts`], said in words by the command).
    fn to_text(&self) -> String;

    /// What the notation counts besides the board, each with a stable name: `since-capture`,
    /// `moves-played`, `white-score`, `black-score`, `quiet-moves`.
    fn notation_counts(&self) -> Vec<(&'static str, u32)>;

    /// The same position with `side` to move (the notation's second field), to ask what that side could
    /// do; `None` if the game refuses the result.
    fn with_turn(&self, side: game::Side) -> Option<Self>
    where
        Self: Sized,
    {
        let notation = self.to_notation();
        let mut fields: Vec<&str> = notation.split(' ').collect();
        let letter = side.letter().to_string();
        *fields.get_mut(1)? = &letter;
        Self::from_notation(self.board().clone(), &fields.join(" ")).ok()
    }

    /// The same pieces with the other side to move: what the enemy could do if it were its turn.
    fn turn_passed(&self) -> Option<Self>
    where
        Self: Sized,
    {
        self.with_turn(self.turn().other())
    }
}
