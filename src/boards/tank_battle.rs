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
use std::ops::Range;
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

impl RawBoard {
    fn base(&self, side: Side) -> &RawBase {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

/// The shipped board, as written. When two lines of a teacher's copy disagree (a square in a base and
/// in the red zone, in both bases, or a base and the start position), the one that differs from the
/// shipped board is the one the teacher changed, and the mistake is said there.
struct Shipped(Option<RawBoard>);

impl Shipped {
    fn read() -> Shipped {
        Shipped(super::shipped_as(GameId::TankBattle))
    }

    /// Whether the shipped board lists `sq` in `side`'s base (`None`: no shipped board to ask).
    fn in_base(&self, side: Side, sq: Square) -> Option<bool> {
        let raw = self.0.as_ref()?;
        Some(squares_of(raw.base(side).base.get_ref()).contains(&sq))
    }

    /// Whether the shipped board gives `sq` the terrain `name` (`mine` or `red`).
    fn has_terrain(&self, name: &str, sq: Square) -> Option<bool> {
        let raw = self.0.as_ref()?;
        Some(
            raw.terrain
                .iter()
                .find(|(k, _)| k.get_ref() == name)
                .is_some_and(|(_, list)| squares_of(list).contains(&sq)),
        )
    }

    /// Whether `start` is the shipped start position.
    fn same_start(&self, start: &str) -> bool {
        self.0
            .as_ref()
            .is_some_and(|raw| raw.start.get_ref().trim() == start.trim())
    }

    /// The shipped squares of `side`'s base, in their order.
    fn base(&self, side: Side) -> Vec<Square> {
        self.0
            .as_ref()
            .map(|raw| squares_of(raw.base(side).base.get_ref()))
            .unwrap_or_default()
    }
}

/// The squares a list names (those that read as squares).
fn squares_of(list: &[Spanned<String>]) -> Vec<Square> {
    list.iter()
        .filter_map(|t| t.get_ref().trim().parse().ok())
        .collect()
}

/// Where `sq` is written in `list`.
fn entry_of(list: &[Spanned<String>], sq: Square) -> Option<Range<usize>> {
    list.iter()
        .find(|t| t.get_ref().trim().parse::<Square>().ok() == Some(sq))
        .map(Spanned::span)
}

impl BoardFile for TankBattleBoard {
    const GAME: GameId = GameId::TankBattle;

    /// Reads and checks a Tank Battle board file.
    ///
    /// # Errors
    /// Every problem found, with its line and column.
    fn parse(file: &DataFile) -> Result<TankBattleBoard, Vec<DataError>> {
        let raw: RawBoard = super::parse_toml(file, Self::GAME)?;
        let mut errors = Vec::new();
        let Some(dims) = check_size(file, &raw.size, &mut errors) else {
            return Err(errors);
        };
        let reader = SquareReader {
            file,
            dims,
            outside: Default::default(),
        };
        let shipped = Shipped::read();
        let (terrain, terrain_at) = read_terrain(&raw.terrain, &reader, &mut errors);
        if errors.is_empty() {
            errors.extend(terrain_missing(file, &raw.terrain, &terrain));
        }
        let mut board = TankBattleBoard::new(dims, terrain.clone());
        board.set_reconstructed(raw.reconstructed);
        let mut owner: Vec<Option<(Side, Range<usize>)>> = vec![None; dims.len()];
        let terrain = Terrains {
            kinds: &terrain,
            at: &terrain_at,
        };
        for (side, raw_base) in [(Side::White, &raw.white), (Side::Black, &raw.black)] {
            let squares = read_base(
                side,
                raw_base,
                &reader,
                &terrain,
                &shipped,
                &mut owner,
                &mut errors,
            );
            let domain = reader.square(&raw_base.domain, &mut errors);
            // (A base square refused for its own reason, a mine or a red square on it, is said
            // there: the domain circle written in the base is not said outside it as well.)
            let written = |sq: Square| {
                raw_base
                    .base
                    .get_ref()
                    .iter()
                    .any(|s| s.get_ref().parse::<Square>().ok() == Some(sq))
            };
            if let Some(domain) = domain {
                if !squares.contains(&domain) && !written(domain) {
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
        commanders_on_their_circles(&board, &raw, &shipped, &reader)?;
        if let Some(e) = reader.white_moves_first(&raw.start, "Tank Battle") {
            return Err(vec![e]);
        }
        Ok(board)
    }
}

/// A kind of terrain the rules speak of (the mines, the red zone) that the board has no square of:
/// said at its empty list, or where its list belongs in `[terrain]`, with the shipped list as example.
fn terrain_missing(
    file: &DataFile,
    raw: &BTreeMap<Spanned<String>, Vec<Spanned<String>>>,
    terrain: &[Terrain],
) -> Option<DataError> {
    let text = &file.text;
    let model = crate::data::shipped(&super::path(GameId::TankBattle)).unwrap_or("");
    for (name, kind) in [("mine", Terrain::Mine), ("red", Terrain::Red)] {
        if terrain.contains(&kind) {
            continue;
        }
        let example = model
            .lines()
            .find(|l| l.starts_with(&format!("{name} = [")))
            .unwrap_or("");
        let words = Words::new("board-terrain-missing")
            .with("name", name)
            .with("example", example);
        let written = raw.keys().find(|k| k.get_ref() == name);
        let (at, words) = match written {
            Some(key) => (key.span().start, words.with("where", "")),
            None => {
                // The line of the `[terrain]` header, if any (not a note that names it).
                let mut offset = 0;
                let mut header = 0;
                for line in text.split_inclusive('\n') {
                    if line.trim_start().starts_with("[terrain]") {
                        header = offset;
                        break;
                    }
                    offset += line.len();
                }
                match crate::data::missing_place(text, model, header, name) {
                    Some((at, place)) if header > 0 => (at, words.with_words("where", place)),
                    _ => (header, words.with("where", "")),
                }
            }
        };
        return Some(DataError::at_span(&file.path, text, at..at, words));
    }
    None
}

/// The terrain of every square (plain unless listed under `mine` or `red`), each square given one.
/// Where each square's terrain is written is returned too.
fn read_terrain(
    raw: &BTreeMap<Spanned<String>, Vec<Spanned<String>>>,
    reader: &SquareReader,
    errors: &mut Vec<DataError>,
) -> (Vec<Terrain>, Vec<Option<Range<usize>>>) {
    let mut terrain = vec![Terrain::Plain; reader.dims.len()];
    let mut at = vec![None; reader.dims.len()];
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
            if *cell == kind {
                // The same square twice in one list.
                errors.push(
                    reader.said(
                        text.span(),
                        Words::new("board-terrain-twice")
                            .with("square", sq)
                            .with("kind", kind.name()),
                    ),
                );
            } else if *cell != Terrain::Plain {
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
                at[reader.dims.index(sq)] = Some(text.span());
            }
        }
    }
    (terrain, at)
}

/// The terrain of every square, and where it is written.
struct Terrains<'a> {
    kinds: &'a [Terrain],
    at: &'a [Option<Range<usize>>],
}

/// The squares of `side`'s base: plain squares, none in the other base (`owner` records who took each,
/// and where). A square both in a base and elsewhere is said where the teacher's copy differs from the
/// shipped board ([`Shipped`]), else at the base.
fn read_base(
    side: Side,
    raw_base: &RawBase,
    reader: &SquareReader,
    terrain: &Terrains,
    shipped: &Shipped,
    owner: &mut [Option<(Side, Range<usize>)>],
    errors: &mut Vec<DataError>,
) -> Vec<Square> {
    let mut squares = Vec::new();
    for text in raw_base.base.get_ref() {
        let Some(sq) = reader.square(text, errors) else {
            continue;
        };
        let i = reader.dims.index(sq);
        // Shipped in this base: the other line is the one changed.
        let shipped_here = shipped.in_base(side, sq) == Some(true);
        let problem = match (&owner[i], terrain.kinds[i]) {
            (Some((s, _)), _) if *s == side => Some((
                text.span(),
                Words::new("board-base-twice").with("side", side_name(side)),
            )),
            (Some((other, first)), _) => {
                if shipped_here && shipped.in_base(*other, sq) == Some(false) {
                    Some((
                        first.clone(),
                        Words::new("board-bases-overlap-later").with("side", side_name(side)),
                    ))
                } else {
                    Some((
                        text.span(),
                        Words::new("board-bases-overlap").with("side", side_name(*other)),
                    ))
                }
            }
            (None, kind @ (Terrain::Mine | Terrain::Red)) => {
                let (name, in_base, in_terrain) = if kind == Terrain::Mine {
                    ("mine", "board-base-on-mine", "board-mine-in-base")
                } else {
                    ("red", "board-base-in-red", "board-red-in-base")
                };
                match &terrain.at[i] {
                    Some(at) if shipped_here && shipped.has_terrain(name, sq) == Some(false) => {
                        Some((
                            at.clone(),
                            Words::new(in_terrain).with("side", side_name(side)),
                        ))
                    }
                    _ => Some((text.span(), Words::new(in_base))),
                }
            }
            (None, Terrain::Plain) => None,
        };
        match problem {
            Some((span, words)) => errors.push(reader.said(span, words.with("square", sq))),
            None => {
                owner[i] = Some((side, text.span()));
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
///
/// With the shipped start position, a base that differs from the shipped one is the line changed: a
/// square added to a base, or one left out, is said there.
fn commanders_on_their_circles(
    board: &TankBattleBoard,
    raw: &RawBoard,
    shipped: &Shipped,
    reader: &SquareReader,
) -> Result<(), Vec<DataError>> {
    let start = &raw.start;
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
            let list = raw.base(side).base.get_ref();
            let base_changed = shipped.same_start(start.get_ref());
            let (span, id) = match id {
                // A square added to the base, where the shipped start has no tank.
                "board-start-base-empty"
                    if base_changed && shipped.in_base(side, sq) == Some(false) =>
                {
                    match entry_of(list, sq) {
                        Some(entry) => (entry, "board-base-square-without-tank"),
                        None => (at..at + 1, id),
                    }
                }
                // A square left out of the base: said beside the square written before it.
                "board-start-outside-base"
                    if base_changed && shipped.in_base(side, sq) == Some(true) =>
                {
                    let before = shipped
                        .base(side)
                        .into_iter()
                        .take_while(|s| *s != sq)
                        .collect::<Vec<_>>()
                        .into_iter()
                        .rev()
                        .find_map(|s| entry_of(list, s));
                    let span = before.unwrap_or_else(|| raw.base(side).base.span());
                    (span, "board-base-leaves-out")
                }
                _ => (at..at + 1, id),
            };
            errors.push(
                reader.said(
                    span,
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

    /// The mines and the red zone are in the rules: a board without one of them is refused, where
    /// its list goes or at its empty list.
    #[test]
    fn a_board_without_red_zone_or_mines_is_refused() {
        let line = FILE.shipped_line("red = [");
        let red =
            "red = [\"E5\", \"F5\", \"G5\", \"E6\", \"F6\", \"G6\", \"E7\", \"F7\", \"G7\"]\n";
        let said = FILE.messages_after(red, "");
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(
            // At the line above, which the missing list goes after.
            said[0].starts_with(&format!(
                "tank-battle.toml:{}:1: this board has no red zone",
                line - 1
            )) && said[0].ends_with("(write it after `mine`)"),
            "{said:?}"
        );
        let line = FILE.shipped_line("mine = [");
        let said = FILE.messages_after("mine = [\"B5\"", "mine = [] # \"B5\"");
        assert!(
            said[0].starts_with(&format!(
                "tank-battle.toml:{line}:1: this board has no mines"
            )),
            "{said:?}"
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
    fn a_mine_on_the_domain_circle_is_said_once() {
        let messages = FILE.messages_after("\"I6\", \"J7\"]", "\"I6\", \"K1\"]");
        assert_eq!(messages.len(), 1, "{messages:?}");
        assert!(
            messages[0].contains("K1 is in White's base: it cannot be a mine"),
            "{messages:?}"
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
                "tank-battle.toml:{line}:14: this start position cannot be used: `x` is not a letter of this game, which writes `C` commander, `T` tank for White, and the same letters in lower case for Black"
            )]
        );
        // A normal tank in the red zone (F6 is the 6th square of rank 6).
        assert_eq!(
            FILE.messages_after("/11/11/11/9TT", "/11/5T5/11/9TT"),
            [format!(
                "tank-battle.toml:{line}:36: this start position cannot be used: F6 is in the red zone: only a commander can stand on it"
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
