//! `ludoclasse perft <game> <depth> [--position "…"]` and `ludoclasse show <game> [--position "…"]`.
//!
//! Every command that takes "a board game and a position" goes through [`with_position`], the one place
//! that knows which engine and which board file serve each game.

use std::fmt::Display;

use super::{CliResult, Failure};
use ludoclasse::ai::hint::Explain;
use ludoclasse::boards::{Boards, Registered};
use ludoclasse::core::GameId;
use ludoclasse::core::chars::Chars;
use ludoclasse::core::espion::Espion;
use ludoclasse::core::game::perft_threads;
use ludoclasse::core::schada::Schada;
use ludoclasse::core::tank_battle::TankBattle;

#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// espion, schada, tank-battle or chars (the battle phase).
    #[arg(value_parser = super::refusal::game)]
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
    #[arg(value_parser = super::refusal::game)]
    game: GameId,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    position: Option<String>,
}

/// A position of any board game, as the command line hands it around: counted, shown, and played by
/// the computer.
pub trait Position: Explain<Move: Display + Send + Sync> + Send + Sync + 'static {}

impl<G: Explain<Move: Display + Send + Sync> + Send + Sync + 'static> Position for G {}

/// Something to do with a position of any board game.
pub trait PositionVisitor {
    type Output;
    fn visit<G: Position>(self, position: G) -> Self::Output;
}

/// Takes `game`'s board from `boards`, reads `notation` (or takes the start position) and hands the
/// position to `visitor`.
///
/// # Errors
/// A broken board file (status 1), a bad position or a game without a board (status 2).
pub fn with_position<V: PositionVisitor>(
    boards: &Boards,
    game: GameId,
    notation: Option<&str>,
    visitor: V,
) -> Result<V::Output, Failure> {
    match game {
        GameId::Bataille => Err(Failure::input(
            "La Bataille has no board and no choice: the board games are chars, espion, schada and tank-battle (use `ludoclasse bataille replay` for a deal)",
        )),
        // Each board game adds one arm here.
        GameId::Espion => visit::<Espion, V>(boards, notation, visitor),
        GameId::Schada => visit::<Schada, V>(boards, notation, visitor),
        GameId::TankBattle => visit::<TankBattle, V>(boards, notation, visitor),
        GameId::Chars => visit::<Chars, V>(boards, notation, visitor),
    }
}

fn visit<G, V>(boards: &Boards, notation: Option<&str>, visitor: V) -> Result<V::Output, Failure>
where
    G: Registered + Position,
    V: PositionVisitor,
{
    let board = boards.board::<G>()?;
    let position = match notation {
        None => G::start(board),
        Some(text) => G::from_notation(board, text).map_err(|e| {
            Failure::input(super::position_failure(
                &ludoclasse::boards::OpenError::Notation(e),
            ))
        })?,
    };
    Ok(visitor.visit(position))
}

struct Count {
    depth: u32,
    threads: usize,
}

impl PositionVisitor for Count {
    type Output = u64;
    fn visit<G: Position>(self, position: G) -> u64 {
        perft_threads(&position, self.depth, self.threads)
    }
}

struct Show;

impl PositionVisitor for Show {
    type Output = String;
    fn visit<G: Position>(self, position: G) -> String {
        let texts = super::texts();
        let side = match position.turn() {
            ludoclasse::core::game::Side::White => "white",
            ludoclasse::core::game::Side::Black => "black",
        };
        let mut footer = texts.tr("cli-show-turn", &[("side", side.into())]);
        for (name, n) in position.notation_counts() {
            let count = texts.tr(
                "cli-show-count",
                &[("name", name.into()), ("n", i64::from(n).into())],
            );
            footer = texts.tr(
                "cli-show-and",
                &[("first", footer.into()), ("rest", count.into())],
            );
        }
        format!("{}{footer}\n{}", position.to_text(), position.to_notation())
    }
}

pub fn run_perft(boards: &Boards, args: PerftArgs) -> CliResult {
    let count = Count {
        depth: args.depth,
        threads: args.threads.unwrap_or_else(super::cores),
    };
    let nodes = with_position(boards, args.game, args.position.as_deref(), count)?;
    println!("{nodes}");
    Ok(())
}

pub fn run_show(boards: &Boards, args: ShowArgs) -> CliResult {
    println!(
        "{}",
        with_position(boards, args.game, args.position.as_deref(), Show)?
    );
    Ok(())
}
