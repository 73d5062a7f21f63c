//! `assets/boards/schada.toml`: the diagram of each square, the size, the start position.
//!
//! ```toml
//! size = [8, 8]
//! reconstructed = true
//! source = "…"
//! start = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - -"
//! [diagrams]
//! D3 = ["W2", "S2", "N2+E2"]
//! # … one line per square
//! ```

use toml::Spanned;

use super::square_reader::{at, square_board_file};
use crate::core::geometry::Square;
use crate::core::schada::{Board, Line};
use crate::data::{DataError, DataFile, Words};

/// The number of lines a diagram may hold (`rules/schada.md`: one to three).
pub const MAX_LINES: usize = 3;

square_board_file! {
    /// Reads a Schada board file.
    ///
    /// # Errors
    /// Every problem found in the file, each with its line and column: TOML syntax, a wrong size, a name
    /// that is not a square of the board, a square named twice or missing, a line that does not read or
    /// leaves the board, a diagram with no line or too many, a start position that does not read.
    Board, Schada, "Schada", diagrams: Spanned<Vec<Spanned<String>>>, diagram
}

/// The diagram on `square`: one to three lines that read and stay on the board.
fn diagram(
    file: &DataFile,
    square: Square,
    lines: &Spanned<Vec<Spanned<String>>>,
    errors: &mut Vec<DataError>,
) -> Vec<Line> {
    let count = lines.get_ref().len();
    if !(1..=MAX_LINES).contains(&count) {
        errors.push(at(
            file,
            lines,
            Words::new("board-diagram-lines")
                .with("square", square)
                .with("count", count)
                .with("max", MAX_LINES),
        ));
    }
    let mut diagram = Vec::new();
    for text in lines.get_ref() {
        match text.get_ref().parse::<Line>() {
            Err(e) => errors.push(at(file, text, crate::data::words::line_words(&e))),
            Ok(line) if line.path(square).is_none() => errors.push(at(
                file,
                text,
                Words::new("board-line-leaves")
                    .with("line", line)
                    .with("square", square),
            )),
            Ok(line) if diagram.contains(&line) => errors.push(at(
                file,
                text,
                Words::new("board-line-twice").with("line", line),
            )),
            Ok(line) => diagram.push(line),
        }
    }
    diagram
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::BoardPosition;
    use crate::core::game::perft;
    use crate::core::schada::{DIMS, START, Schada};

    use crate::boards::testing::TestFile;

    const FILE: TestFile<Board> = TestFile::new("boards/schada.toml");

    /// The shipped file with each `(from, to)` replaced is refused with `expected` (see
    /// [`TestFile::assert_refused`]).
    fn refused(changes: &[(&str, &str)], expected: &[(&str, &str)]) {
        let text = changes
            .iter()
            .fold(FILE.shipped(), |text, (from, to)| text.replace(from, to));
        FILE.assert_refused(&text, expected);
    }

    #[test]
    fn the_shipped_board_loads_with_the_diagrams_of_the_rules_page() {
        let board = crate::boards::load::<Board>().unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let lines = |s: &str| {
            board
                .diagram(sq(s))
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(lines("D3"), ["W2", "S2", "N2+E2"]);
        assert_eq!(lines("G2"), ["N2+W2", "S1"]);
        assert_eq!(lines("A8"), ["S3", "E1"]);
        // D3 reaches exactly B3, D1 and F5 (the example of the original text).
        let ends: Vec<String> = board
            .diagram(sq("D3"))
            .iter()
            .map(|l| l.path(sq("D3")).unwrap().last().unwrap().to_string())
            .collect();
        assert_eq!(ends, ["B3", "D1", "F5"]);
        // Ranks 5–8 are ranks 1–4 turned half a turn.
        for s in DIMS.squares() {
            let mirror = Square::new(7 - s.file(), 7 - s.rank());
            let turned: Vec<Line> = board.diagram(s).iter().map(|l| l.reversed()).collect();
            let mut a = turned.clone();
            let mut b = board.diagram(mirror).to_vec();
            a.sort_by_key(ToString::to_string);
            b.sort_by_key(ToString::to_string);
            assert_eq!(a, b, "{s}");
        }
        assert!(board.reconstructed());
        assert_eq!(board.start_notation(), START);
        assert_eq!(perft(&Schada::start(board), 1), 14);
    }

    #[test]
    fn a_line_that_leaves_the_board_is_named_at_its_place() {
        refused(
            &[("H1 = [\"N3\", \"W1\"]", "H1 = [\"N3\", \"E1\"]")],
            &[(
                "H1 =",
                "13: the line `E1` leaves the board when it starts on H1",
            )],
        );
    }

    #[test]
    fn a_bent_line_that_leaves_the_board_is_refused() {
        refused(
            &[("C1 = [\"N2+E2\"", "C1 = [\"N2+W3\"")],
            &[(
                "C1 =",
                "7: the line `N2+W3` leaves the board when it starts on C1",
            )],
        );
    }

    #[test]
    fn unreadable_lines_say_why() {
        refused(
            &[("D3 = [\"W2\"", "D3 = [\"X2\"")],
            &[(
                "D3 =",
                "7: `X2` is not a diagram line: the directions are N, NE, E, SE, S, SW, W and NW",
            )],
        );
        let text = FILE.shipped().replace("D3 = [\"W2\"", "D3 = [\"W2+W1\"");
        assert!(FILE.messages(&text)[0].ends_with(
            "`W2+W1` is not a diagram line: a bend must change direction (write `N3`, not `N2+N1`)"
        ));
        let text = FILE.shipped().replace("D3 = [\"W2\"", "D3 = [\"N1+W1+N1\"");
        assert!(FILE.messages(&text)[0].ends_with("a line bends at most once"));
        let text = FILE.shipped().replace("D3 = [\"W2\"", "D3 = [\"W\"");
        assert!(
            FILE.messages(&text)[0]
                .ends_with("each part is a direction then a number of steps, like `N2`")
        );
        let text = FILE.shipped().replace("D3 = [\"W2\"", "D3 = [\"W0\"");
        assert!(FILE.messages(&text)[0].ends_with("the number of steps goes from 1 to 7"));
    }

    #[test]
    fn a_diagram_needs_one_to_three_lines() {
        refused(
            &[("A1 = [\"N2\", \"E1\"]", "A1 = []")],
            &[(
                "A1 =",
                "6: the diagram on A1 has 0 lines: a diagram has 1 to 3",
            )],
        );
    }

    #[test]
    fn missing_squares_wrong_size_and_bad_start_are_all_reported() {
        refused(
            &[
                ("size = [8, 8]", "size = [8]"),
                ("A1 = [\"N2\", \"E1\"]\n", ""),
                ("w 0 - -", "w 0 - D2:1"),
            ],
            &[
                (
                    "size =",
                    "8: the size must be [8, 8]: Schada is played on 8 files × 8 ranks",
                ),
                // Where A1 belongs: on the comment above its place.
                (
                    "# rank 1",
                    "1: [diagrams] has no entry for A1 (write it after `H2`): every square of the board needs one",
                ),
                // Black's record starts at column 51 of the notation, column 60 of the line.
                (
                    "start =",
                    "60: this start position cannot be used: the black piece that just moved should stand on D2",
                ),
            ],
        );
    }
}
