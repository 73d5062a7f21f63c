//! `ludoclasse perft <game> <depth> [--position "…"]` and `ludoclasse show <game> [--position "…"]`.

use std::sync::Arc;

use super::{CliResult, Failure};
use ludoclasse::core::game::perft;
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
}

#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// espion, schada, tank-battle or chars.
    game: GameId,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    position: Option<String>,
}

/// Reads `--position` (or takes the start position) on a board loaded from its file.
pub fn position<G: BoardPosition>(
    board: Result<Arc<G::Board>, Vec<DataError>>,
    notation: Option<&str>,
) -> Result<G, Failure> {
    let board = board.map_err(|errors| Failure {
        message: errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\nludoclasse: "),
        status: 1,
    })?;
    match notation {
        None => Ok(G::start(board)),
        Some(text) => {
            G::from_notation(board, text).map_err(|e| Failure::input(format!("--position: {e}")))
        }
    }
}

fn count<G: BoardPosition>(
    board: Result<Arc<G::Board>, Vec<DataError>>,
    args: &PerftArgs,
) -> CliResult {
    let game: G = position(board, args.position.as_deref())?;
    println!("{}", perft(&game, args.depth));
    Ok(())
}

fn show<G: BoardPosition>(
    board: Result<Arc<G::Board>, Vec<DataError>>,
    args: &ShowArgs,
) -> CliResult {
    let game: G = position(board, args.position.as_deref())?;
    println!("{}", game.to_text());
    println!("{}", game.to_notation());
    Ok(())
}

pub fn run_perft(args: PerftArgs) -> CliResult {
    match args.game {
        GameId::Bataille => Err(Failure::input(
            "La Bataille has no choice to count: use `ludoclasse bataille replay`",
        )),
        // Each board game adds its arm here: `GameId::Espion => count::<Espion>(boards::espion::load(), &args)`.
        other => Err(Failure::input(format!(
            "perft for {other} is not built yet"
        ))),
    }
}

pub fn run_show(args: ShowArgs) -> CliResult {
    match args.game {
        GameId::Bataille => Err(Failure::input(
            "La Bataille has no board: use `ludoclasse bataille replay`",
        )),
        other => Err(Failure::input(format!("show for {other} is not built yet"))),
    }
}
