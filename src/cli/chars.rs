//! `ludoclasse chars race --dice "3 5 1 6 …" [--json]`: replays the race of Bataille de chars (phase 1)
//! with fixed throws, White first.

use clap::Subcommand;
use serde::Serialize;

use super::{CliResult, Failure};
use ludoclasse::boards;
use ludoclasse::core::chars::race::{JumpKind, Race};
use ludoclasse::core::game::Side;

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Replay the race (phase 1) with the given die throws and print who won.
    Race {
        /// The throws in order (White, Black, White, …), each 1 to 6, separated by spaces.
        #[arg(long)]
        dice: String,
        /// Print one JSON object on one line: {"winner","throws","white","black"}.
        #[arg(long)]
        json: bool,
    },
}

/// The result of a race, as `--json` prints it.
#[derive(Serialize, Debug)]
struct RaceResult {
    winner: Side,
    throws: u32,
    white: u8,
    black: u8,
}

/// `--dice`: throw `position` (from 1), written `word`, is not a die throw.
fn not_a_throw(position: usize, word: &str) -> Failure {
    Failure::input(super::texts().tr(
        "cli-dice-not-a-throw",
        &[("position", position.into()), ("word", word.into())],
    ))
}

/// Reads the throws: whole numbers 1 to 6, separated by spaces or commas.
fn parse_dice(text: &str) -> Result<Vec<u8>, Failure> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, word)| match word.parse::<u8>() {
            Ok(n) if (1..=6).contains(&n) => Ok(n),
            _ => Err(not_a_throw(i + 1, word)),
        })
        .collect()
}

pub fn run(command: Cmd) -> CliResult {
    match command {
        Cmd::Race { dice, json } => {
            let dice = parse_dice(&dice)?;
            let board =
                boards::load::<ludoclasse::core::chars::CharsBoard>().map_err(Failure::from)?;
            let mut race = Race::new(board.race().clone());
            for (i, &die) in dice.iter().enumerate() {
                let step = race
                    .throw(die)
                    .map_err(|_| not_a_throw(i + 1, &die.to_string()))?;
                if !json {
                    use super::tr;
                    let jump = match step.jump {
                        Some(j) => tr(
                            if j.kind == JumpKind::Arrow {
                                "cli-report-race-arrow"
                            } else {
                                "cli-report-race-red"
                            },
                            &[
                                ("from", step.landed.to_string().into()),
                                ("to", j.to.to_string().into()),
                            ],
                        ),
                        None => String::new(),
                    };
                    let names = [side_name(Side::White), side_name(Side::Black)];
                    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
                    println!(
                        "{}",
                        tr(
                            "cli-report-race-throw",
                            &[
                                ("side", format!("{:>width$}", side_name(step.side)).into()),
                                ("die", step.die.to_string().into()),
                                ("from", step.from.to_string().into()),
                                ("to", step.landed.to_string().into()),
                                ("jump", jump.into()),
                            ],
                        )
                    );
                }
                if step.won {
                    break;
                }
            }
            let Some(winner) = race.winner() else {
                return Err(Failure::input(super::texts().tr(
                    "cli-dice-too-few",
                    &[
                        ("count", dice.len().into()),
                        ("length", (race.track().length() as usize).into()),
                        ("white", race.pawn(Side::White).to_string().into()),
                        ("black", race.pawn(Side::Black).to_string().into()),
                    ],
                )));
            };
            let result = RaceResult {
                winner,
                throws: race.throws(),
                white: race.pawn(Side::White),
                black: race.pawn(Side::Black),
            };
            if json {
                println!("{}", serde_json::to_string(&result).expect("plain data"));
            } else {
                println!(
                    "{}",
                    super::tr(
                        "cli-report-race-winner",
                        &[
                            ("side", side_name(result.winner).into()),
                            ("throws", result.throws.to_string().into()),
                            ("white", result.white.to_string().into()),
                            ("black", result.black.to_string().into()),
                        ],
                    )
                );
            }
            Ok(())
        }
    }
}

/// White or Black, in the command line's language.
fn side_name(side: Side) -> String {
    super::texts().get(match side {
        Side::White => "cli-report-white",
        Side::Black => "cli-report-black",
    })
}
