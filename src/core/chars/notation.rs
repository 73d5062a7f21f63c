//! The battle in writing: moves (`C1-C2`, `pass`) and the position notation of the rules page, read and
//! written, and the board as text.

use super::*;
use crate::core::geometry::letter_columns;
use crate::core::notation::Impossible;

impl fmt::Display for CharsMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CharsMove::Step { from, to } => write!(f, "{from}-{to}"),
            CharsMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for CharsMove {
    type Err = String;

    /// Reads `D1-D2` and `pass`.
    fn from_str(s: &str) -> Result<CharsMove, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(CharsMove::Pass);
        }
        let err = || format!("`{s}` is not a move (like `D1-D2`, or `pass`)");
        let (from, to) = s.split_once('-').ok_or_else(err)?;
        Ok(CharsMove::Step {
            from: from.parse().map_err(|_| err())?,
            to: to.parse().map_err(|_| err())?,
        })
    }
}

impl BoardPosition for Chars {
    type Board = CharsBoard;

    fn start(board: Arc<CharsBoard>) -> Chars {
        let setup = board.start.clone();
        Chars::from_setup(board, &setup)
    }

    /// Set directly: a player's view holds unknown cards, which the notation cannot read back.
    fn with_turn(&self, side: Side) -> Option<Chars> {
        let mut turned = self.clone();
        turned.turn = side;
        Some(turned)
    }

    fn from_notation(board: Arc<CharsBoard>, text: &str) -> Result<Chars, NotationError> {
        let dims = board.dims;
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.board()?;
        let parsed = parse_board(board_text, dims, Cell::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let mut numbers = [(0usize, 0u8); 3];
        for (slot, name) in
            numbers
                .iter_mut()
                .zip(["White's score", "Black's score", "quiet moves"])
        {
            let (column, value) = fields.next(name)?;
            let n = value.parse::<u8>().map_err(|_| NotationError {
                column,
                kind: NotationErrorKind::BadField {
                    field: name,
                    text: value.to_string(),
                    expected: "a whole number",
                },
            })?;
            *slot = (column, n);
        }
        fields.finish()?;
        let [(white_col, white), (black_col, black), (quiet_col, quiet)] = numbers;
        if quiet > QUIET_LIMIT {
            return Err(NotationError::impossible(
                quiet_col,
                Impossible::OverLimit {
                    quiet: true,
                    limit: QUIET_LIMIT.into(),
                    found: quiet.into(),
                },
            ));
        }
        let columns = letter_columns(board_text, dims);
        let mut cells = [Cell::Empty; CELLS];
        for sq in dims.squares() {
            let Some(cell) = parsed[dims.index(sq)] else {
                continue;
            };
            let column = board_col + columns[dims.index(sq)];
            match cell {
                Cell::Tank(side) if sq.rank() == board.start_line(side.other()) => {
                    return Err(NotationError::impossible(
                        column,
                        Impossible::TankOnEnemyLine { side, square: sq },
                    ));
                }
                Cell::Card(Card {
                    face: Face::Unknown,
                    ..
                }) => {
                    return Err(NotationError::impossible(column, Impossible::UnknownCard));
                }
                Cell::Card(card) if !board.minefield[card.layer].contains(&sq) => {
                    return Err(NotationError::impossible(
                        column,
                        Impossible::CardOffMinefield {
                            side: card.layer,
                            square: sq,
                        },
                    ));
                }
                _ => {}
            }
            cells[dims.index(sq)] = cell;
        }
        let scores = ByColor { white, black };
        for (side, column) in [(Side::White, white_col), (Side::Black, black_col)] {
            let on_board = cells.iter().filter(|&&c| c == Cell::Tank(side)).count();
            if on_board + scores[side] as usize > board.tanks_per_player() {
                return Err(NotationError::impossible(
                    column,
                    Impossible::TooManyTanks {
                        side,
                        on_board,
                        scored: scores[side].into(),
                        total: board.tanks_per_player(),
                    },
                ));
            }
        }
        let setup = Setup {
            cells,
            turn,
            scores,
            quiet,
        };
        Ok(Chars::from_setup(board, &setup))
    }

    fn to_notation(&self) -> String {
        let dims = self.board.dims;
        let cells: Vec<Option<Cell>> = self.cells[..dims.len()]
            .iter()
            .map(|&c| (c != Cell::Empty).then_some(c))
            .collect();
        format!(
            "{} {} {} {} {}",
            write_board(&cells, dims, |c| c.letter().unwrap_or('?')),
            self.turn.letter(),
            self.scores.white,
            self.scores.black,
            self.quiet
        )
    }

    fn board(&self) -> &Arc<CharsBoard> {
        &self.board
    }

    /// Ranks from the top; `T`/`t` tanks, `M`/`m` `B`/`b` face-down cards (explosion, blank; `U`/`u`
    /// unknown in a view), `.` an empty square.
    fn to_text(&self) -> String {
        grid_text(self.board.dims, 2, |sq| {
            self.cell(sq).letter().unwrap_or('.')
        })
    }

    fn notation_counts(&self) -> Vec<(&'static str, u32)> {
        vec![
            ("white-score", self.scores.white.into()),
            ("black-score", self.scores.black.into()),
            ("quiet-moves", self.quiet.into()),
        ]
    }
}
