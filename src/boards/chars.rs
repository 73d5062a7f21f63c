//! Reads `assets/boards/chars.toml` into a [`CharsBoard`]: the battle board (size, numbered start squares,
//! the ranks each player lays its cards on, cards per player, explosions, default position) and the race
//! track (length, snake layout, arrows, red squares).
//!
//! Every problem is reported, each as `path:line:column: message`, not just the first.
//!
//! ```
//! let board = ludoclasse::boards::load::<ludoclasse::core::chars::CharsBoard>().unwrap();
//! assert_eq!(board.cards_per_player(), 16);
//! assert_eq!(board.race().length(), 40);
//! ```

use serde::Deserialize;
use toml::Spanned;

use super::BoardFile;
use super::square_reader::{SquareReader, check_size, side_name};
use crate::core::GameId;
use crate::core::chars::CharsBoard;
use crate::core::chars::race::{Jump, JumpKind, RaceTrack};
use crate::core::game::{ByColor, Side};
use crate::core::geometry::Square;
use crate::data::{DataError, DataFile, Words};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    reconstructed: bool,
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    battle: RawBattle,
    race: RawRace,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBattle {
    size: Spanned<Vec<Spanned<i64>>>,
    cards_per_player: Spanned<i64>,
    explosions: Spanned<i64>,
    start: Spanned<String>,
    white: RawArmy,
    black: RawArmy,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArmy {
    start_squares: Spanned<Vec<Spanned<String>>>,
    lays_on_ranks: Spanned<Vec<Spanned<i64>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRace {
    length: Spanned<i64>,
    rows: Spanned<i64>,
    per_row: Spanned<i64>,
    #[serde(default)]
    arrows: Vec<RawArrow>,
    #[serde(default)]
    red: Vec<RawRed>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArrow {
    tail: Spanned<i64>,
    head: Spanned<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRed {
    square: Spanned<i64>,
    push: Spanned<i64>,
}

impl BoardFile for CharsBoard {
    const GAME: GameId = GameId::Chars;

    /// Reads and checks a Bataille de chars board file.
    ///
    /// # Errors
    /// Every problem found, with its line and column.
    fn parse(file: &DataFile) -> Result<CharsBoard, Vec<DataError>> {
        let raw: RawBoard = super::parse_toml(file, Self::GAME)?;
        let mut errors = Vec::new();
        let err = |span: std::ops::Range<usize>, words: Words| {
            DataError::at_span(&file.path, &file.text, span, words)
        };
        let race = read_race(&raw.race, &err, &mut errors);

        let battle = &raw.battle;
        let Some(dims) = check_size(file, &battle.size, &mut errors) else {
            return Err(errors);
        };
        let reader = SquareReader {
            file,
            dims,
            outside: Default::default(),
        };
        let (cards, explosions) = read_cards(battle, &reader, &mut errors);
        let mut start_squares: ByColor<Vec<Square>> = ByColor::default();
        let mut minefield: ByColor<Vec<Square>> = ByColor::default();
        let mut mined_by: Vec<Option<Side>> = vec![None; dims.ranks as usize];
        for (side, army) in [(Side::White, &battle.white), (Side::Black, &battle.black)] {
            start_squares[side] = read_start_squares(side, army, &reader, &mut errors);
            minefield[side] = read_minefield(side, army, &reader, &mut mined_by, &mut errors);
        }
        let sizes = [minefield.white.len(), minefield.black.len()];
        minefield_sizes(battle, &reader, sizes, cards, &mut errors);
        if errors.is_empty() && start_squares.white.len() != start_squares.black.len() {
            // Said at the list that is not one tank per file (the other one is then right).
            let odd = if start_squares.white.len() != reader.dims.files as usize
                && start_squares.black.len() == reader.dims.files as usize
            {
                &battle.white
            } else {
                &battle.black
            };
            errors.push(
                reader.said(
                    odd.start_squares.span(),
                    Words::new("board-chars-start-count")
                        .with("black", start_squares.black.len())
                        .with("white", start_squares.white.len()),
                ),
            );
        }
        if let Some(e) = reader.size_too_small(&battle.size) {
            errors.insert(0, e);
        }
        let Some(race) = race else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }

        let mut board = CharsBoard::new(dims, start_squares, minefield, explosions as u8, race);
        board.set_reconstructed(raw.reconstructed);
        let shipped = shipped_battle();
        let board =
            board.with_start(battle.start.get_ref()).map_err(|e| {
                // The shipped start with minefield ranks changed: the ranks are the line changed.
                let moved =
                    [(Side::White, &battle.white), (Side::Black, &battle.black)]
                        .into_iter()
                        .find_map(|(side, army)| {
                            let before = shipped.as_ref()?;
                            let shipped_ranks = ranks_of(before.army(side));
                            (same_start(before, battle) && shipped_ranks != ranks_of(army))
                                .then_some((side, army, shipped_ranks))
                        });
                vec![match moved {
                    Some((side, army, ranks)) => reader.said(
                        army.lays_on_ranks.span(),
                        Words::new("board-chars-ranks-not-start")
                            .with("side", side_name(side))
                            .with("ranks", ranks_text(&ranks)),
                    ),
                    None => reader.start_error(&battle.start, &e),
                }]
            })?;
        start_against_board(&board, battle, shipped.as_ref(), &reader)?;
        Ok(board)
    }
}

impl RawBattle {
    fn army(&self, side: Side) -> &RawArmy {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

/// The shipped battle board, as written. When a teacher's copy disagrees with itself (its start
/// position against its minefield ranks or its number of explosions), the line that differs from the
/// shipped board is the one the teacher changed, and the mistake is said there.
fn shipped_battle() -> Option<RawBattle> {
    super::shipped_as::<RawBoard>(GameId::Chars).map(|raw| raw.battle)
}

fn same_start(shipped: &RawBattle, battle: &RawBattle) -> bool {
    shipped.start.get_ref().trim() == battle.start.get_ref().trim()
}

fn ranks_of(army: &RawArmy) -> Vec<i64> {
    army.lays_on_ranks
        .get_ref()
        .iter()
        .map(|r| *r.get_ref())
        .collect()
}

/// Ranks for a sentence: "8, 9".
fn ranks_text(ranks: &[i64]) -> String {
    ranks
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The start position against the board itself: each side's tanks on its start squares and nowhere
/// else; a minefield that holds cards holds all of them.
fn start_against_board(
    board: &CharsBoard,
    battle: &RawBattle,
    shipped: Option<&RawBattle>,
    reader: &SquareReader,
) -> Result<(), Vec<DataError>> {
    let start = &battle.start;
    use crate::core::BoardPosition;
    use crate::core::chars::{Card, Cell, Chars, Face};
    let Ok(position) = Chars::from_notation(std::sync::Arc::new(board.clone()), start.get_ref())
    else {
        return Ok(());
    };
    let dims = board.dims();
    // Where the rank of index `rank` (0 for rank 1) begins inside the quotes (ranks are written from
    // the top one down).
    let rank_at = |rank: u8| {
        let text = start.get_ref();
        let skip = usize::from(dims.ranks.saturating_sub(rank + 1));
        let offset: usize = text.split('/').take(skip).map(|r| r.len() + 1).sum();
        let at = start.span().start + 1 + offset.min(text.len());
        at..at + 1
    };
    let mut errors = Vec::new();
    for side in [Side::White, Side::Black] {
        let squares = board.start_squares(side);
        let tanks: Vec<Square> = position.tank_squares(side).collect();
        let inside = tanks.iter().filter(|sq| squares.contains(sq)).count();
        if inside != squares.len() || tanks.len() != inside {
            errors.push(
                reader.said(
                    rank_at(board.start_line(side)),
                    Words::new("board-chars-start-tanks")
                        .with("side", side_name(side))
                        .with("inside", inside)
                        .with("outside", tanks.len() - inside)
                        .with("squares", squares.len())
                        .with("rank", board.start_line(side) + 1),
                ),
            );
        }
        let cards = board
            .minefield(side)
            .iter()
            .filter(
                |&&sq| matches!(position.cell(sq), Cell::Card(Card { layer, .. }) if layer == side),
            )
            .count();
        let wanted = usize::from(board.cards_per_player());
        // The minefield's first rank as written (its top one).
        let top = board
            .minefield_ranks(side)
            .iter()
            .max()
            .copied()
            .unwrap_or(0);
        if cards != 0 && cards != wanted {
            errors.push(
                reader.said(
                    rank_at(top),
                    Words::new("board-chars-start-cards")
                        .with("side", side_name(side))
                        .with("cards", cards)
                        .with("wanted", wanted),
                ),
            );
            continue;
        }
        // A full minefield lays as many explosions as the file says.
        let explosions = board
            .minefield(side)
            .iter()
            .filter(|&&sq| {
                matches!(position.cell(sq), Cell::Card(Card { layer, face: Face::Explosion }) if layer == side)
            })
            .count();
        let said = usize::from(board.default_explosions());
        if cards == wanted && explosions != said {
            // The shipped start with another number of explosions: that number is the line changed.
            let at_count = shipped.is_some_and(|s| {
                same_start(s, battle) && s.explosions.get_ref() != battle.explosions.get_ref()
            });
            let span = if at_count {
                battle.explosions.span()
            } else {
                rank_at(top)
            };
            errors.push(
                reader.said(
                    span,
                    Words::new("board-chars-start-explosions")
                        .with("side", side_name(side))
                        .with("count", explosions)
                        .with("explosions", said),
                ),
            );
            break;
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The cards each player lays and how many of them explode.
fn read_cards(
    battle: &RawBattle,
    reader: &SquareReader,
    errors: &mut Vec<DataError>,
) -> (i64, i64) {
    let files = reader.dims.files;
    let cards = *battle.cards_per_player.get_ref();
    if !(1..=i64::from(files) * 2).contains(&cards) {
        errors.push(
            reader.said(
                battle.cards_per_player.span(),
                Words::new("board-chars-cards")
                    .with("cards", cards)
                    .with("files", files),
            ),
        );
    }
    let explosions = *battle.explosions.get_ref();
    if !(0..=cards).contains(&explosions) {
        errors.push(
            reader.said(
                battle.explosions.span(),
                Words::new("board-chars-explosions")
                    .with("explosions", explosions)
                    .with("cards", cards),
            ),
        );
    }
    (cards, explosions)
}

/// `side`'s start squares: on the board, on its start line, each once.
fn read_start_squares(
    side: Side,
    army: &RawArmy,
    reader: &SquareReader,
    errors: &mut Vec<DataError>,
) -> Vec<Square> {
    let name = side_name(side);
    let line = match side {
        Side::White => 0,
        Side::Black => reader.dims.ranks - 1,
    };
    let mut squares = Vec::new();
    for text in army.start_squares.get_ref() {
        let Some(sq) = reader.square(text, errors) else {
            continue;
        };
        if sq.rank() != line {
            errors.push(
                reader.said(
                    text.span(),
                    Words::new("board-chars-not-start-line")
                        .with("square", sq)
                        .with("side", name)
                        .with("rank", line as u32 + 1),
                ),
            );
        } else if squares.contains(&sq) {
            errors.push(
                reader.said(
                    text.span(),
                    Words::new("board-chars-start-twice")
                        .with("square", sq)
                        .with("side", name),
                ),
            );
        } else {
            squares.push(sq);
        }
    }
    if army.start_squares.get_ref().is_empty() {
        errors.push(reader.said(
            army.start_squares.span(),
            Words::new("board-chars-no-start").with("side", name),
        ));
    }
    squares
}

/// The squares of `side`'s minefield: whole ranks, neither start line nor the other side's ranks
/// (`mined_by` records who took each rank), as many squares as cards.
fn read_minefield(
    side: Side,
    army: &RawArmy,
    reader: &SquareReader,
    mined_by: &mut [Option<Side>],
    errors: &mut Vec<DataError>,
) -> Vec<Square> {
    let (name, dims) = (side_name(side), reader.dims);
    let mut squares = Vec::new();
    for rank in army.lays_on_ranks.get_ref() {
        let r = *rank.get_ref();
        if !(1..=i64::from(dims.ranks)).contains(&r) {
            errors.push(
                reader.said(
                    rank.span(),
                    Words::new("board-chars-rank-off")
                        .with("rank", r)
                        .with("ranks", dims.ranks),
                ),
            );
            continue;
        }
        let index = (r - 1) as usize;
        // Each side lays its cards in front of the other: White in the upper half, Black the lower.
        let own_half = match side {
            Side::White => 2 * r <= i64::from(dims.ranks),
            Side::Black => 2 * r > i64::from(dims.ranks),
        };
        if r == 1 || r == i64::from(dims.ranks) {
            errors.push(reader.said(
                rank.span(),
                Words::new("board-chars-rank-start-line").with("rank", r),
            ));
        } else if let Some(owner) = mined_by[index] {
            let words = if owner == side {
                Words::new("board-chars-rank-twice").with("side", name)
            } else {
                Words::new("board-chars-minefields-overlap").with("side", side_name(owner))
            };
            errors.push(reader.said(rank.span(), words.with("rank", r)));
        } else if own_half {
            errors.push(
                reader.said(
                    rank.span(),
                    Words::new("board-chars-rank-own-half")
                        .with("rank", r)
                        .with("side", name)
                        .with("other", side_name(side.other())),
                ),
            );
        } else {
            mined_by[index] = Some(side);
            squares.extend((0..dims.files).map(|f| Square::new(f, index as u8)));
        }
    }
    squares
}

/// Each minefield has as many squares as a player has cards. When both minefields agree with each
/// other, the number of cards is what is wrong: said once, at `cards_per_player`.
fn minefield_sizes(
    battle: &RawBattle,
    reader: &SquareReader,
    sizes: [usize; 2],
    cards: i64,
    errors: &mut Vec<DataError>,
) {
    let files = reader.dims.files;
    let armies = [(Side::White, &battle.white), (Side::Black, &battle.black)];
    let counts = armies.map(|(_, army)| army.lays_on_ranks.get_ref().len() * files as usize);
    let cards_ok = (1..=i64::from(files) * 2).contains(&cards);
    if counts[0] == counts[1] && counts[0] as i64 != cards && sizes == counts {
        if cards_ok {
            errors.push(
                reader.said(
                    battle.cards_per_player.span(),
                    Words::new("board-chars-cards-minefields")
                        .with("cards", cards)
                        .with("count", counts[0])
                        .with("ranks", battle.white.lays_on_ranks.get_ref().len())
                        .with("files", files),
                ),
            );
        }
        return;
    }
    for ((side, army), count) in armies.iter().zip(counts) {
        if count as i64 != cards {
            errors.push(
                reader.said(
                    army.lays_on_ranks.span(),
                    Words::new("board-chars-minefield-size")
                        .with("side", side_name(*side))
                        .with("count", count)
                        .with("ranks", army.lays_on_ranks.get_ref().len())
                        .with("files", files)
                        .with("cards", cards),
                ),
            );
        }
    }
}

fn read_race(
    raw: &RawRace,
    err: &impl Fn(std::ops::Range<usize>, Words) -> DataError,
    errors: &mut Vec<DataError>,
) -> Option<RaceTrack> {
    let before = errors.len();
    let length = *raw.length.get_ref();
    if !(2..=200).contains(&length) {
        errors.push(err(
            raw.length.span(),
            Words::new("board-race-length").with("length", length),
        ));
        return None;
    }
    let (rows, per_row) = (*raw.rows.get_ref(), *raw.per_row.get_ref());
    if rows < 1 || per_row < 1 || rows * per_row != length {
        errors.push(err(
            raw.rows.span(),
            Words::new("board-race-rows")
                .with("rows", rows)
                .with("per-row", per_row)
                .with("length", length),
        ));
    }
    let mut track = RaceTrack::new(length as u8, per_row.clamp(1, 200) as u8);
    let on_track = |n: i64| (1..=length).contains(&n);
    let mut place = |tail: &Spanned<i64>, to: i64, kind: JumpKind, errors: &mut Vec<DataError>| {
        let t = *tail.get_ref();
        if let Some(j) = track.jump(t as u8).filter(|_| on_track(t)) {
            let what = match j.kind {
                JumpKind::Arrow => "arrow",
                JumpKind::Red => "red",
            };
            errors.push(err(
                tail.span(),
                Words::new("board-race-square-taken")
                    .with("square", t)
                    .with("what", what),
            ));
        } else {
            track.set_jump(t as u8, Jump { to: to as u8, kind });
        }
    };
    for arrow in &raw.arrows {
        let (tail, head) = (*arrow.tail.get_ref(), *arrow.head.get_ref());
        if !(1..length).contains(&tail) {
            errors.push(err(
                arrow.tail.span(),
                Words::new("board-race-arrow-start")
                    .with("tail", tail)
                    .with("last", length - 1),
            ));
        } else if !on_track(head) {
            errors.push(err(
                arrow.head.span(),
                Words::new("board-race-arrow-leaves")
                    .with("tail", tail)
                    .with("head", head)
                    .with("length", length),
            ));
        } else if head == tail {
            errors.push(err(
                arrow.head.span(),
                Words::new("board-race-arrow-loop").with("tail", tail),
            ));
        } else {
            place(&arrow.tail, head, JumpKind::Arrow, errors);
        }
    }
    for red in &raw.red {
        let (square, push) = (*red.square.get_ref(), *red.push.get_ref());
        if !(1..length).contains(&square) {
            errors.push(err(
                red.square.span(),
                Words::new("board-race-red-off")
                    .with("square", square)
                    .with("last", length - 1),
            ));
        } else if push < 1 {
            // `push = 0`: a red square that sends the pawn nowhere.
            errors.push(err(
                red.push.span(),
                Words::new("board-race-red-push-none")
                    .with("square", square)
                    .with("push", push),
            ));
        } else if !square.checked_add(push).is_some_and(on_track) {
            errors.push(err(
                red.push.span(),
                Words::new("board-race-red-push")
                    .with("square", square)
                    .with("push", push)
                    .with("length", length),
            ));
        } else {
            place(&red.square, square + push, JumpKind::Red, errors);
        }
    }
    (errors.len() == before).then_some(track)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::testing::TestFile;
    use crate::core::BoardPosition;
    use crate::core::chars::Chars;

    const FILE: TestFile<CharsBoard> = TestFile::new("chars.toml");

    #[test]
    fn the_shipped_boards_match_the_rules_page() {
        let board = crate::boards::load::<CharsBoard>().unwrap();
        assert!(board.reconstructed());
        assert_eq!((board.dims().files, board.dims().ranks), (8, 10));
        assert_eq!(
            (board.cards_per_player(), board.default_explosions()),
            (16, 8)
        );
        let names = |squares: &[Square]| -> Vec<String> {
            squares.iter().map(ToString::to_string).collect()
        };
        assert_eq!(
            names(board.minefield(Side::Black)).join(" "),
            "A2 B2 C2 D2 E2 F2 G2 H2 A3 B3 C3 D3 E3 F3 G3 H3"
        );
        assert_eq!(names(board.minefield(Side::White))[0], "A8");
        assert_eq!(
            board.start_number(Side::White, "C1".parse().unwrap()),
            Some(3)
        );
        assert_eq!(board.tanks_per_player(), 8);
        let race = board.race();
        let jumps: Vec<String> = race
            .jumps()
            .map(|(tail, j)| format!("{tail}>{}", j.to))
            .collect();
        assert_eq!(
            jumps.join(" "),
            "6>11 9>10 12>3 15>21 20>14 22>23 24>29 27>17 30>32 31>35 33>25 36>37 38>28"
        );
        // The snake: 1–8 left to right, 9–16 right to left.
        assert_eq!(race.cell(1), (0, 0));
        assert_eq!(race.cell(8), (0, 7));
        assert_eq!(race.cell(9), (1, 7));
        assert_eq!(race.cell(16), (1, 0));
        // Row 5 runs left to right again: 33 on the left, 40 on the right.
        assert_eq!(race.cell(33), (4, 0));
        assert_eq!(race.cell(40), (4, 7));
        assert_eq!(
            Chars::start(board).to_notation(),
            "tttttttt/MBMBMBMB/BMBMBMBM/8/8/8/8/mbmbmbmb/bmbmbmbm/TTTTTTTT w 0 0 0"
        );
    }

    #[test]
    fn a_minefield_that_is_not_16_squares_is_refused() {
        let line = FILE.shipped_line("lays_on_ranks = [8, 9]");
        assert_eq!(
            FILE.messages_after("lays_on_ranks = [8, 9]", "lays_on_ranks = [7, 8, 9]"),
            [format!(
                "chars.toml:{line}:17: White's minefield has 24 squares (3 ranks of 8), not the 16 cards each player lays"
            )]
        );
    }

    #[test]
    fn overlapping_minefields_and_start_lines_are_refused() {
        let line = FILE.shipped_line("lays_on_ranks = [2, 3]");
        assert_eq!(
            FILE.messages_after("lays_on_ranks = [2, 3]", "lays_on_ranks = [1, 9]"),
            [
                format!("chars.toml:{line}:18: rank 1 is a start line: no card can lie there"),
                format!(
                    "chars.toml:{line}:21: rank 9 is already in White's minefield: the minefields overlap"
                ),
            ]
        );
    }

    #[test]
    fn start_squares_must_be_on_the_board_and_the_start_line() {
        let line = FILE.shipped_line("start_squares = [\"A1\"");
        assert_eq!(
            FILE.messages_after("\"A1\", \"B1\"", "\"A1\", \"I1\""),
            [format!(
                "chars.toml:{line}:24: I1 is not on the board (8 files A–H, 10 ranks 1–10)"
            )]
        );
        assert_eq!(
            FILE.messages_after("\"A1\", \"B1\"", "\"A1\", \"B2\""),
            [format!(
                "chars.toml:{line}:24: B2 is not on White's start line (rank 1)"
            )]
        );
    }

    #[test]
    fn arrows_off_the_track_are_refused() {
        let line = FILE.shipped_line("{ tail = 38, head = 28 }");
        assert_eq!(
            FILE.messages_after("{ tail = 38, head = 28 }", "{ tail = 38, head = 41 }"),
            [format!(
                "chars.toml:{line}:23: the arrow from 38 to 41 leaves the track (squares 1 to 40)"
            )]
        );
        assert_eq!(
            FILE.messages_after("{ tail = 38, head = 28 }", "{ tail = 40, head = 28 }"),
            [format!(
                "chars.toml:{line}:12: an arrow cannot start on square 40: its tail must be on the track before the last square (1 to 39)"
            )]
        );
        let red_line = FILE.shipped_line("{ square = 36, push = 1 }");
        assert_eq!(
            FILE.messages_after("{ square = 36, push = 1 }", "{ square = 36, push = 5 }"),
            [format!(
                "chars.toml:{red_line}:25: red square 36 cannot push a pawn by 5: it must land on the track (squares 1 to 40)"
            )]
        );
        assert_eq!(
            FILE.messages_after("{ square = 36, push = 1 }", "{ square = 38, push = 1 }"),
            [format!(
                "chars.toml:{red_line}:14: square 38 is already the tail of an arrow"
            )]
        );
    }

    #[test]
    fn a_wrong_size_or_snake_is_refused() {
        let line = FILE.shipped_line("size = [8, 10]");
        assert_eq!(
            FILE.messages_after("size = [8, 10]", "size = [0, 10]"),
            [format!(
                "chars.toml:{line}:9: 0 files is not a possible size (from 2 to 11)"
            )]
        );
        let line = FILE.shipped_line("rows = 5");
        assert_eq!(
            FILE.messages_after("rows = 5", "rows = 4"),
            [format!(
                "chars.toml:{line}:8: 4 rows of 8 squares do not make the 40 squares of the track"
            )]
        );
    }

    #[test]
    fn a_bad_start_position_points_into_the_string() {
        let line = FILE.shipped_line("start = \"tttttttt");
        // The side to move is character 62 (from 0) of the notation, which starts at column 10.
        assert_eq!(
            FILE.messages_after("TTTTTTTT w 0 0 0", "TTTTTTTT x 0 0 0"),
            [format!(
                "chars.toml:{line}:72: this start position cannot be used: `x` is not a valid side to move (`w` or `b`)"
            )]
        );
        // A white card on Black's minefield: the `M` now on A3 is character 35 (from 0).
        assert_eq!(
            FILE.messages_after("/8/8/8/8/mbmbmbmb", "/8/8/8/8/MBmbmbmb"),
            [format!(
                "chars.toml:{line}:45: this start position cannot be used: A3 is not on White's minefield: its cards cannot lie there"
            )]
        );
    }
}
