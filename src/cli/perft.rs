//! `ludoclasse perft <game> <depth> [--position "…"]` and `ludoclasse show <game> [--position "…"]`.
//!
//! Every command that takes "a board game and a position" goes through [`with_position`], the one place
//! that knows which engine and which board file serve each game.

use std::sync::Arc;

use super::{CliResult, Failure};
use ludoclasse::boards;
use ludoclasse::core::chars::Chars;
use ludoclasse::core::espion::Espion;
use ludoclasse::core::game::perft_threads;
use ludoclasse::core::schada::Schada;
use ludoclasse::core::tank_battle::TankBattle;
use ludoclasse::core::{BoardPosition, GameId};
use ludoclasse::data::DataError;

#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// espion, schada, tank-battle or chars (the battle phase).
    game: GameId,
    /// How many moves deep to count.
    depth: u32,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    position: Option<String>,
    /// Worker threads: the moves at the root are shared out (every core by default).
    #[arg(long)]
    threads: Option<usize>,
}

#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// espion, schada, tank-battle or chars.
    game: GameId,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    position: Option<String>,
}

/// Something to do with a position of any board game.
pub trait PositionVisitor {
    type Output;
    fn visit<G>(self, position: G) -> Self::Output
    where
        G: BoardPosition + Send + Sync + 'static,
        G::Move: Send + Sync;
}

/// Loads `game`'s board file, reads `notation` (or takes the start position) and hands the position to
/// `visitor`.
///
/// # Errors
/// A broken board file (status 1), a bad position or a game without a board (status 2).
pub fn with_position<V: PositionVisitor>(
    game: GameId,
    notation: Option<&str>,
    visitor: V,
) -> Result<V::Output, Failure> {
    match game {
        GameId::Bataille => Err(Failure::input(
            "La Bataille has no board and no choice: use `ludoclasse bataille replay`",
        )),
        // Each board game adds one arm here.
        GameId::Espion => Ok(visitor.visit(read::<Espion>(boards::espion::load(), notation)?)),
        GameId::Schada => Ok(visitor.visit(read::<Schada>(boards::schada::load(), notation)?)),
        GameId::TankBattle => {
            Ok(visitor.visit(read::<TankBattle>(boards::tank_battle::load(), notation)?))
        }
        GameId::Chars => Ok(visitor.visit(read::<Chars>(boards::chars::load(), notation)?)),
    }
}

/// Reads `notation` (or takes the start position) on a board loaded from its file.
pub(super) fn read<G: BoardPosition>(
    board: Result<Arc<G::Board>, Vec<DataError>>,
    notation: Option<&str>,
) -> Result<G, Failure> {
    let board = board.map_err(Failure::from)?;
    match notation {
        None => Ok(G::start(board)),
        Some(text) => {
            G::from_notation(board, text).map_err(|e| Failure::input(format!("--position: {e}")))
        }
    }
}

struct Count {
    depth: u32,
    threads: usize,
}

impl PositionVisitor for Count {
    type Output = u64;
    fn visit<G>(self, position: G) -> u64
    where
        G: BoardPosition + Send + Sync,
        G::Move: Send + Sync,
    {
        perft_threads(&position, self.depth, self.threads)
    }
}

struct Show;

impl PositionVisitor for Show {
    type Output = String;
    fn visit<G: BoardPosition>(self, position: G) -> String {
        format!("{}\n{}", position.to_text(), position.to_notation())
    }
}

pub fn run_perft(args: PerftArgs) -> CliResult {
    let count = Count {
        depth: args.depth,
        threads: args.threads.unwrap_or_else(super::cores),
    };
    let nodes = with_position(args.game, args.position.as_deref(), count)?;
    println!("{nodes}");
    Ok(())
}

pub fn run_show(args: ShowArgs) -> CliResult {
    println!(
        "{}",
        with_position(args.game, args.position.as_deref(), Show)?
    );
    Ok(())
}
