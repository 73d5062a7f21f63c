//! `assets/boards/espion.toml`: the arrows of each square, the size, the start position.
//!
//! ```toml
//! size = [8, 8]
//! reconstructed = true
//! source = "…"
//! start = "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0"
//! [arrows]
//! D1 = ["N", "NE", "E", "W", "NW"]
//! # … one line per square
//! ```

use toml::Spanned;

use super::square_reader::{at, square_board_file};
use crate::core::espion::Board;
use crate::core::geometry::{Direction, DirectionSet, Square};
use crate::data::{DataError, DataFile, Words};

square_board_file! {
    /// Reads an Espion board file.
    ///
    /// # Errors
    /// Every problem found in the file, each with its line and column: TOML syntax, a wrong size, a name
    /// that is not a square of the board, a square named twice or missing, an unknown or repeated direction,
    /// a start position that does not read, a chief that does not start on the five-arrow square of its
    /// first row.
    Board, Espion, "Espion", arrows: Vec<Spanned<String>>, arrows, check: check_chiefs
}

/// The arrows of one square: known directions, each once (the same on every square).
fn arrows(
    file: &DataFile,
    square: Square,
    names: &[Spanned<String>],
    errors: &mut Vec<DataError>,
) -> DirectionSet {
    let mut set = DirectionSet::EMPTY;
    if names.is_empty() {
        // `A8 = []`: no piece could ever leave the square. Said at the square's own line.
        let name = square.to_string();
        let mut offset = 0;
        let mut place = 0..0;
        for line in file.text.split('\n') {
            let key = line.trim_start();
            if let Some(rest) = key
                .strip_prefix(name.as_str())
                .or_else(|| key.strip_prefix(&format!("\"{name}\"")))
                && rest.trim_start().starts_with('=')
            {
                let start = offset + (line.len() - key.len());
                place = start..start + name.len();
                break;
            }
            offset += line.len() + 1;
        }
        errors.push(DataError::at_span(
            &file.path,
            &file.text,
            place,
            Words::new("board-no-arrow").with("square", square),
        ));
    }
    for name in names {
        match name.get_ref().parse::<Direction>() {
            Err(_) => errors.push(at(
                file,
                name,
                Words::new("board-not-a-direction")
                    .with("text", name.get_ref())
                    .with(
                        "guess",
                        crate::data::words::french_direction(name.get_ref()).unwrap_or("none"),
                    ),
            )),
            Ok(dir) if set.contains(dir) => errors.push(at(
                file,
                name,
                Words::new("board-arrow-twice").with("direction", dir),
            )),
            // An arrow that points off the board could never be followed: a mistake in the file.
            Ok(dir) if square.offset(dir, crate::core::espion::DIMS).is_none() => errors.push(at(
                file,
                name,
                Words::new("board-arrow-leaves")
                    .with("direction", dir)
                    .with("square", square),
            )),
            Ok(dir) => set = set.with(dir),
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::BoardPosition;
    use crate::core::espion::{DIMS, Espion, START};
    use crate::core::game::perft;
    use crate::core::geometry::Square;

    use crate::boards::testing::{TestFile, line_of};

    const FILE: TestFile<Board> = TestFile::new("boards/espion.toml");

    /// The shipped file with `from` replaced by `to` is refused with `expected` (see
    /// [`TestFile::assert_refused`]).
    fn refused(from: &str, to: &str, expected: &[(&str, &str)]) {
        let text = FILE.shipped().replace(from, to);
        FILE.assert_refused(&text, expected);
    }

    #[test]
    fn the_shipped_board_loads_with_the_arrows_of_the_rules_page() {
        let board = crate::boards::load::<Board>().unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let names = |s: &str| {
            board
                .arrows(sq(s))
                .iter()
                .map(|d| d.name())
                .collect::<Vec<_>>()
        };
        assert_eq!(names("D1"), ["N", "NE", "E", "W", "NW"]);
        assert_eq!(names("E8"), ["E", "SE", "S", "SW", "W"]);
        assert_eq!(names("H2"), ["S", "NW"]);
        assert!(board.reconstructed());
        assert_eq!(board.start_notation(), START);
        // The half-turn symmetry the rules page states.
        for s in DIMS.squares() {
            let mirror = Square::new(7 - s.file(), 7 - s.rank());
            let turned: DirectionSet = board.arrows(s).iter().map(Direction::opposite).collect();
            assert_eq!(turned, board.arrows(mirror), "{s}");
        }
        assert_eq!(perft(&Espion::start(board), 1), 22);
    }

    #[test]
    fn an_unknown_direction_is_named_at_its_place() {
        refused(
            "D1 = [\"N\", \"NE\"",
            "D1 = [\"N\", \"NNE\"",
            &[(
                "D1 =",
                "12: `NNE` is not a direction (use N, NE, E, SE, S, SW, W or NW)",
            )],
        );
    }

    #[test]
    fn a_repeated_arrow_is_refused() {
        refused(
            "H1 = [\"N\", \"W\"]",
            "H1 = [\"N\", \"W\", \"N\"]",
            &[("H1 =", "17: the arrow `N` is listed twice on this square")],
        );
    }

    #[test]
    fn a_square_off_the_board_and_a_missing_square_are_both_reported() {
        refused(
            "H1 = [",
            "I1 = [",
            &[
                ("I1 =", "1: `I1` is not a square of this board (A1 to H8)"),
                // Where H1 belongs, under G1.
                (
                    "G1 =",
                    "1: [arrows] has no entry for H1 (write it after `G1`): every square of the board needs one",
                ),
            ],
        );
    }

    #[test]
    fn a_square_named_twice_is_refused() {
        let text = FILE.shipped().replace("H1 = [", "h2 = [\"N\"]\nH1 = [");
        let first = line_of(&text, "H2 =");
        let message = format!("1: `h2` names the square H2 again (already given on line {first})");
        FILE.assert_refused(&text, &[("h2 =", &message)]);
    }

    #[test]
    fn a_wrong_size_is_refused() {
        refused(
            "size = [8, 8]",
            "size = [8, 9]",
            &[(
                "size =",
                "8: the size must be [8, 8]: Espion is played on 8 files × 8 ranks",
            )],
        );
    }

    #[test]
    fn a_start_position_that_does_not_read_points_at_the_bad_letter() {
        // `start = "` is 9 characters, the notation starts at column 10; the X is its 41st character.
        refused(
            "SSSCSSSS w 0",
            "SSSCSXSS w 0",
            &[(
                "start =",
                "50: this start position cannot be used: `X` is not a letter of this game, which writes `A` agent, `C` chief, `S` spy for White, and the same letters in lower case for Black",
            )],
        );
        let text = FILE.shipped().replace("SSSCSSSS w 0", "SSSCSSSS w");
        assert!(
            FILE.messages(&text)[0].contains("the field `moves since the last capture` is missing")
        );
    }

    #[test]
    fn toml_syntax_and_unknown_fields_keep_their_place() {
        let text = FILE
            .shipped()
            .replace("reconstructed = true", "reconstructed = yes");
        let line = line_of(&text, "reconstructed =");
        assert!(FILE.messages(&text)[0].starts_with(&format!("boards/espion.toml:{line}:17: ")));
        let text = FILE
            .shipped()
            .replace("reconstructed = true", "reconstructed = true\ncolour = 3");
        let line = line_of(&text, "colour =");
        let m = FILE.messages(&text);
        assert!(
            m[0].starts_with(&format!("boards/espion.toml:{line}:1: ")),
            "{m:?}"
        );
        assert!(m[0].contains("colour"), "{m:?}");
    }
}
