//! Reads `assets/boards/tank-battle.toml` into a [`TankBattleBoard`]: size, terrain (mines and the red
//! zone), each side's base and domain circle, and the start position in the game's notation.
//!
//! Every problem is reported, each as `path:line:column: message`, not just the first.
//!
//! ```
//! let board = ludoclasse::boards::load::<ludoclasse::core::tank_battle::TankBattleBoard>().unwrap();
//! assert_eq!(board.base(ludoclasse::core::game::Side::White).len(), 14);
//! ```

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Deserialize;
use toml::Spanned;

use super::BoardFile;
use super::square_reader::{SquareReader, check_size, side_name};
use crate::core::GameId;
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::core::tank_battle::{TankBattleBoard, Terrain};
use crate::data::{DataError, DataFile, Words};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    reconstructed: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    size: Spanned<Vec<Spanned<i64>>>,
    #[serde(default)]
    terrain: BTreeMap<Spanned<String>, Vec<Spanned<String>>>,
    white: RawBase,
    black: RawBase,
    start: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBase {
    base: Spanned<Vec<Spanned<String>>>,
    domain: Spanned<String>,
}

impl BoardFile for TankBattleBoard {
    const GAME: GameId = GameId::TankBattle;

    /// Reads and checks a Tank Battle board file.
    ///
    /// # Errors
    /// Every problem found, with its line and column.
    fn parse(file: &DataFile) -> Result<TankBattleBoard, Vec<DataError>> {
        let raw: RawBoard = super::parse_toml(file)?;
        let mut errors = Vec::new();
        let Some(dims) = check_size(file, &raw.size, &mut errors) else {
            return Err(errors);
        };
        let reader = SquareReader {
            file,
            dims,
            outside: Default::default(),
        };
        let terrain = read_terrain(&raw.terrain, &reader, &mut errors);
        let mut board = TankBattleBoard::new(dims, terrain.clone());
        board.set_reconstructed(raw.reconstructed);
        let mut owner: Vec<Option<Side>> = vec![None; dims.len()];
        for (side, raw_base) in [(Side::White, &raw.white), (Side::Black, &raw.black)] {
            let squares = read_base(side, raw_base, &reader, &terrain, &mut owner, &mut errors);
            let domain = reader.square(&raw_base.domain, &mut errors);
            if let Some(domain) = domain {
                if !squares.contains(&domain) {
                    errors.push(
                        reader.said(
                            raw_base.domain.span(),
                            Words::new("board-domain-outside-base")
                                .with("square", domain)
                                .with("side", side_name(side)),
                        ),
                    );
                }
                board.set_base(side, &squares, domain);
            } else {
                board.set_base(side, &squares, Square::new(0, 0));
            }
        }
        if let Some(e) = reader.size_too_small(&raw.size) {
            errors.insert(0, e);
        }
        if !errors.is_empty() {
            return Err(errors);
        }

        let board = board
            .with_start(raw.start.get_ref())
            .map_err(|e| vec![reader.start_error(&raw.start, &e)])?;
        commanders_on_their_circles(&board, &raw.start, &reader)?;
        if let Some(e) = reader.white_moves_first(&raw.start, "Tank Battle") {
            return Err(vec![e]);
        }
        Ok(board)
    }
}

/// The terrain of every square (plain unless listed under `mine` or `red`), each square given one.
fn read_terrain(
    raw: &BTreeMap<Spanned<String>, Vec<Spanned<String>>>,
    reader: &SquareReader,
    errors: &mut Vec<DataError>,
) -> Vec<Terrain> {
    let mut terrain = vec![Terrain::Plain; reader.dims.len()];
    for (name, squares) in raw {
        let kind = match name.get_ref().as_str() {
            "mine" => Terrain::Mine,
            "red" => Terrain::Red,
            other => {
                errors.push(reader.said(
                    name.span(),
                    Words::new("board-unknown-terrain").with("name", other),
                ));
                continue;
            }
        };
        for text in squares {
            let Some(sq) = reader.square(text, errors) else {
                continue;
            };
            let cell = &mut terrain[reader.dims.index(sq)];
            if *cell != Terrain::Plain {
                errors.push(
                    reader.said(
                        text.span(),
                        Words::new("board-two-terrains")
                            .with("square", sq)
                            .with("first", cell.name())
                            .with("second", kind.name()),
                    ),
                );
            } else {
                *cell = kind;
            }
        }
    }
    terrain
}

/// The squares of `side`'s base: plain squares, none in the other base (`owner` records who took each).
fn read_base(
    side: Side,
    raw_base: &RawBase,
    reader: &SquareReader,
    terrain: &[Terrain],
    owner: &mut [Option<Side>],
    errors: &mut Vec<DataError>,
) -> Vec<Square> {
    let mut squares = Vec::new();
    for text in raw_base.base.get_ref() {
        let Some(sq) = reader.square(text, errors) else {
            continue;
        };
        let problem = match (owner[reader.dims.index(sq)], terrain[reader.dims.index(sq)]) {
            (Some(s), _) if s == side => {
                Some(Words::new("board-base-twice").with("side", side_name(side)))
            }
            (Some(other), _) => {
                Some(Words::new("board-bases-overlap").with("side", side_name(other)))
            }
            (None, Terrain::Mine) => Some(Words::new("board-base-on-mine")),
            (None, Terrain::Red) => Some(Words::new("board-base-in-red")),
            (None, Terrain::Plain) => None,
        };
        match problem {
            Some(words) => errors.push(reader.said(text.span(), words.with("square", sq))),
            None => {
                owner[reader.dims.index(sq)] = Some(side);
                squares.push(sq);
            }
        }
    }
    if raw_base.base.get_ref().is_empty() {
        errors.push(reader.said(
            raw_base.base.span(),
            Words::new("board-base-empty").with("side", side_name(side)),
        ));
    }
    squares
}

/// The start position against the board itself: each side's tanks fill its base, and each commander
/// starts on its side's domain circle.
fn commanders_on_their_circles(
    board: &TankBattleBoard,
    start: &Spanned<String>,
    reader: &SquareReader,
) -> Result<(), Vec<DataError>> {
    use crate::core::BoardPosition;
    use crate::core::tank_battle::{Kind, TankBattle};
    let Ok(position) = TankBattle::from_notation(Arc::new(board.clone()), start.get_ref()) else {
        return Ok(());
    };
    let mut errors = Vec::new();
    for side in [Side::White, Side::Black] {
        // Each base square holds one of its side's tanks, and no tank stands elsewhere.
        let base = board.base(side);
        let misplaced = base
            .iter()
            .find(|sq| position.piece_at(**sq).is_none_or(|p| p.side != side))
            .map(|sq| ("board-start-base-empty", *sq))
            .or_else(|| {
                position
                    .pieces_of(side)
                    .find(|(sq, _)| !base.contains(sq))
                    .map(|(sq, _)| ("board-start-outside-base", sq))
            });
        if let Some((id, sq)) = misplaced {
            let at = start.span().start + 1;
            errors.push(
                reader.said(
                    at..at + 1,
                    Words::new(id)
                        .with("side", side_name(side))
                        .with("square", sq),
                ),
            );
            continue;
        }
        let Some(domain) = board.domain(side) else {
            continue;
        };
        let commander = position
            .pieces()
            .find(|(_, p)| p.side == side && p.kind == Kind::Commander);
        if let Some((sq, _)) = commander
            && sq != domain
        {
            let letter = if side == Side::White { 'C' } else { 'c' };
            errors.push(
                reader.said(
                    reader.letter_in_start(start, letter),
                    Words::new("board-commander-off-circle")
                        .with("side", side_name(side))
                        .with("square", sq)
                        .with("domain", domain),
                ),
            );
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::testing::TestFile;
    use crate::core::BoardPosition;
    use crate::core::game::perft;
    use crate::core::tank_battle::TankBattle;

    const FILE: TestFile<TankBattleBoard> = TestFile::new("tank-battle.toml");

    #[test]
    fn the_shipped_board_matches_the_rules_page() {
        let board = crate::boards::load::<TankBattleBoard>().unwrap();
        assert!(board.reconstructed());
        for side in Side::BOTH {
            assert_eq!(board.base(side).len(), 14);
        }
        assert_eq!(board.domain(Side::White), Some("K1".parse().unwrap()));
        assert_eq!(board.domain(Side::Black), Some("A11".parse().unwrap()));
        let count = |t| {
            board
                .dims()
                .squares()
                .filter(|&sq| board.terrain(sq) == t)
                .count()
        };
        assert_eq!((count(Terrain::Mine), count(Terrain::Red)), (12, 9));
        // Symmetric under a half-turn about F6.
        for sq in board.dims().squares() {
            let turned = Square::new(10 - sq.file(), 10 - sq.rank());
            assert_eq!(board.terrain(sq), board.terrain(turned), "{sq}");
            assert_eq!(
                board.base_of(sq),
                board.base_of(turned).map(Side::other),
                "{sq}"
            );
        }
        let start = TankBattle::start(board);
        assert_eq!(
            start.to_notation(),
            "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w 0"
        );
        assert_eq!(perft(&start, 1), 45);
    }

    #[test]
    fn a_square_off_the_board_is_named() {
        let line = FILE.shipped_line("mine = [");
        assert_eq!(
            FILE.messages_after("\"B5\", \"C6\"", "\"B5\", \"L6\""),
            [format!(
                "tank-battle.toml:{line}:15: L6 is not on the board (11 files A–K, 11 ranks 1–11)"
            )]
        );
        assert_eq!(
            FILE.messages_after("\"B5\", \"C6\"", "\"B5\", \"6C\""),
            [format!(
                "tank-battle.toml:{line}:15: `6C` is not a square name (a file letter A–K then a rank number 1–11, like `D3`)"
            )]
        );
    }

    #[test]
    fn an_unknown_terrain_is_named() {
        let line = FILE.shipped_line("red = [");
        assert_eq!(
            FILE.messages_after("red = [", "lava = ["),
            [format!(
                "tank-battle.toml:{line}:1: unknown terrain `lava` (the terrains are `mine` and `red`)"
            )]
        );
    }

    #[test]
    fn overlapping_bases_are_refused() {
        let line = FILE.shipped_line("\"A8\", \"B8\",");
        assert_eq!(
            FILE.messages_after("\"A8\", \"B8\",", "\"A8\", \"K4\","),
            [format!(
                "tank-battle.toml:{line}:9: K4 is already in White's base: the two bases overlap"
            )]
        );
    }

    #[test]
    fn a_domain_outside_its_base_and_a_mine_in_a_base_are_both_reported() {
        let domain_line = FILE.shipped_line("domain = \"K1\"");
        let base_line = FILE.shipped_line("\"J4\", \"K4\",");
        assert_eq!(
            FILE.messages_after("domain = \"K1\"", "domain = \"F1\"")[0],
            format!(
                "tank-battle.toml:{domain_line}:10: the domain circle F1 must be one of White's base squares"
            )
        );
        let text = FILE
            .shipped()
            .replacen("domain = \"K1\"", "domain = \"F1\"", 1)
            .replacen("\"J4\", \"K4\",", "\"J4\", \"H4\",", 1);
        let file = DataFile {
            path: "t.toml".into(),
            text,
            overridden: true,
        };
        let errors: Vec<String> = TankBattleBoard::parse(&file)
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            errors,
            [
                format!("t.toml:{base_line}:9: H4 is a mine: it cannot be part of a base"),
                format!(
                    "t.toml:{domain_line}:10: the domain circle F1 must be one of White's base squares"
                ),
            ]
        );
    }

    #[test]
    fn a_wrong_size_is_refused() {
        let line = FILE.shipped_line("size = [");
        assert_eq!(
            FILE.messages_after("size = [11, 11]", "size = [11, 12]"),
            [format!(
                "tank-battle.toml:{line}:13: 12 ranks is not a possible size (from 2 to 11)"
            )]
        );
        assert_eq!(
            FILE.messages_after("size = [11, 11]", "size = [11]"),
            [format!(
                "tank-battle.toml:{line}:8: `size` must be two whole numbers, [files, ranks]"
            )]
        );
    }

    #[test]
    fn a_bad_start_position_points_into_the_string() {
        let line = FILE.shipped_line("start = ");
        // `x` is the 5th character of the notation, which starts at column 10.
        assert_eq!(
            FILE.messages_after("start = \"ctttt6", "start = \"ctttx6"),
            [format!(
                "tank-battle.toml:{line}:14: the start position does not read: `x` is not a piece letter of this game"
            )]
        );
        // A normal tank in the red zone (F6 is the 6th square of rank 6).
        assert_eq!(
            FILE.messages_after("/11/11/11/9TT", "/11/5T5/11/9TT"),
            [format!(
                "tank-battle.toml:{line}:36: the start position does not read: F6 is in the red zone: only a commander can stand on it"
            )]
        );
    }

    #[test]
    fn syntax_and_unknown_keys_keep_their_place() {
        let line = FILE.shipped_line("reconstructed = true");
        let errors =
            FILE.messages_after("reconstructed = true", "reconstructed = true\ncolour = 3");
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].starts_with(&format!(
                "tank-battle.toml:{}:1: there is no field `colour` here",
                line + 1
            )),
            "{}",
            errors[0]
        );
    }
}
