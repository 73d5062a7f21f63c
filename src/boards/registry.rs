//! The four board files, read once ([`Boards::load`]: the shipped file, or the teacher's copy) and
//! handed to whatever needs a board: the lessons, the app, the command line.

use std::sync::{Arc, OnceLock};

use super::BoardFile;
use crate::core::chars::{Chars, CharsBoard};
use crate::core::espion::{self, Espion};
use crate::core::notation::NotationError;
use crate::core::schada::{self, Schada};
use crate::core::tank_battle::{TankBattle, TankBattleBoard};
use crate::core::{BoardGame, BoardRules, GameId};
use crate::data::DataError;

/// Every board file, read once. A broken file leaves its game out (`None`) and keeps its problems,
/// each with its file, line and column.
#[derive(Clone, Debug, Default)]
pub struct Boards {
    pub espion: Option<Arc<espion::Board>>,
    pub schada: Option<Arc<schada::Board>>,
    pub tank_battle: Option<Arc<TankBattleBoard>>,
    pub chars: Option<Arc<CharsBoard>>,
    problems: Vec<(GameId, Vec<DataError>)>,
}

/// Why a board game's position could not be opened.
#[derive(Debug, Clone)]
pub enum OpenError {
    /// The board file is broken.
    Board(Vec<DataError>),
    /// The position notation cannot be read.
    Notation(NotationError),
    /// The game has no board (La Bataille) or its engine is not in this build.
    NoEngine(GameId),
}

impl Boards {
    /// Reads the four board files (each a teacher's copy when there is one).
    pub fn load() -> Boards {
        fn keep<B: BoardFile>(problems: &mut Vec<(GameId, Vec<DataError>)>) -> Option<Arc<B>> {
            super::load::<B>()
                .map_err(|errors| problems.push((B::GAME, errors)))
                .ok()
        }
        let mut problems = Vec::new();
        Boards {
            espion: keep(&mut problems),
            schada: keep(&mut problems),
            tank_battle: keep(&mut problems),
            chars: keep(&mut problems),
            problems,
        }
    }

    /// The shipped board files only (never a teacher's copy): to check a lesson whose game's board
    /// copy is broken, so that its own mistakes are said too.
    pub fn shipped() -> &'static Boards {
        fn keep<B: BoardFile>() -> Option<Arc<B>> {
            let relative = super::path(B::GAME);
            let text = crate::data::shipped(&relative)?;
            let file = crate::data::DataFile {
                path: relative,
                text: text.to_string(),
                overridden: false,
            };
            B::parse(&file).ok().map(Arc::new)
        }
        static BOARDS: OnceLock<Boards> = OnceLock::new();
        BOARDS.get_or_init(|| Boards {
            espion: keep(),
            schada: keep(),
            tank_battle: keep(),
            chars: keep(),
            problems: Vec::new(),
        })
    }

    /// The boards as this process first read them, for code that is handed none (tests, examples).
    pub fn shared() -> &'static Boards {
        static BOARDS: OnceLock<Boards> = OnceLock::new();
        BOARDS.get_or_init(Boards::load)
    }

    /// Every problem of the broken board files.
    pub fn problems(&self) -> impl Iterator<Item = &DataError> {
        self.problems.iter().flat_map(|(_, e)| e)
    }

    /// The board of game `G`.
    ///
    /// # Errors
    /// The problems of its file.
    pub fn board<G: Registered>(&self) -> Result<Arc<G::Board>, OpenError> {
        G::board_in(self).cloned().ok_or_else(|| {
            OpenError::Board(
                self.problems
                    .iter()
                    .filter(|(g, _)| *g == G::GAME)
                    .flat_map(|(_, e)| e.clone())
                    .collect(),
            )
        })
    }

    /// Opens a board game at `notation` (its start position if `None`): the one place that knows which
    /// engine serves each game.
    ///
    /// # Errors
    /// A broken board file, a notation that cannot be read, or a game without an engine.
    pub fn open(&self, game: GameId, notation: Option<&str>) -> Result<BoardGame, OpenError> {
        fn open<G: Registered + Into<BoardGame>>(
            boards: &Boards,
            notation: Option<&str>,
        ) -> Result<BoardGame, OpenError> {
            let board = boards.board::<G>()?;
            Ok(match notation {
                None => G::start(board),
                Some(text) => G::from_notation(board, text).map_err(OpenError::Notation)?,
            }
            .into())
        }
        match game {
            GameId::Chars => open::<Chars>(self, notation),
            GameId::Espion => open::<Espion>(self, notation),
            GameId::Schada => open::<Schada>(self, notation),
            GameId::TankBattle => open::<TankBattle>(self, notation),
            GameId::Bataille => Err(OpenError::NoEngine(game)),
        }
    }
}

/// A board game whose board the registry holds.
pub trait Registered: BoardRules {
    fn board_in(boards: &Boards) -> Option<&Arc<Self::Board>>;
}

impl Registered for Espion {
    fn board_in(boards: &Boards) -> Option<&Arc<espion::Board>> {
        boards.espion.as_ref()
    }
}

impl Registered for Schada {
    fn board_in(boards: &Boards) -> Option<&Arc<schada::Board>> {
        boards.schada.as_ref()
    }
}

impl Registered for TankBattle {
    fn board_in(boards: &Boards) -> Option<&Arc<TankBattleBoard>> {
        boards.tank_battle.as_ref()
    }
}

impl Registered for Chars {
    fn board_in(boards: &Boards) -> Option<&Arc<CharsBoard>> {
        boards.chars.as_ref()
    }
}
