//! Tank Battle in writing: moves (`G1-G5`, `pass`) and the position notation of the rules page, read and
//! written, and the board as text.

use super::*;
use crate::core::geometry::letter_columns;
use crate::core::notation::Impossible;

impl fmt::Display for TankBattleMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TankBattleMove::Slide { from, to } => write!(f, "{from}-{to}"),
            TankBattleMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for TankBattleMove {
    type Err = String;

    /// Reads `G1-G5` (or `G1G5`) and `pass`.
    fn from_str(s: &str) -> Result<TankBattleMove, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(TankBattleMove::Pass);
        }
        let err = || format!("`{s}` is not a move (like `G1-G5`, or `pass`)");
        let (from, to) = match s.split_once('-') {
            Some(parts) => parts,
            None => {
                // Split before the second letter.
                let i = s
                    .char_indices()
                    .skip(1)
                    .find(|(_, c)| c.is_ascii_alphabetic())
                    .ok_or_else(err)?
                    .0;
                s.split_at(i)
            }
        };
        Ok(TankBattleMove::Slide {
            from: from.parse().map_err(|_| err())?,
            to: to.parse().map_err(|_| err())?,
        })
    }
}

impl BoardPosition for TankBattle {
    type Board = TankBattleBoard;

    fn start(board: Arc<TankBattleBoard>) -> TankBattle {
        let setup = board.start.clone();
        TankBattle::from_setup(board, &setup)
    }

    fn from_notation(board: Arc<TankBattleBoard>, text: &str) -> Result<TankBattle, NotationError> {
        let dims = board.dims;
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.board()?;
        let parsed = parse_board(board_text, dims, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let (moves_col, moves_text) = fields.next("moves")?;
        let moves: u16 = moves_text.parse().map_err(|_| NotationError {
            column: moves_col,
            kind: NotationErrorKind::BadField {
                field: "moves",
                text: moves_text.to_string(),
                expected: "a whole number",
            },
        })?;
        fields.finish()?;
        if moves > MOVE_LIMIT {
            return Err(NotationError::impossible(
                moves_col,
                Impossible::OverLimit {
                    quiet: false,
                    limit: MOVE_LIMIT.into(),
                    found: moves.into(),
                },
            ));
        }
        let columns = letter_columns(board_text, dims);
        let mut cells = [None; CELLS];
        let mut counts: ByColor<[usize; 2]> = ByColor::default();
        for sq in dims.squares() {
            let Some(piece) = parsed[dims.index(sq)] else {
                continue;
            };
            let column = board_col + columns[dims.index(sq)];
            match board.terrain(sq) {
                Terrain::Mine => {
                    return Err(NotationError::impossible(
                        column,
                        Impossible::OnMine { square: sq },
                    ));
                }
                Terrain::Red if piece.kind == Kind::Tank => {
                    return Err(NotationError::impossible(
                        column,
                        Impossible::TankInRedZone { square: sq },
                    ));
                }
                _ => {}
            }
            let count = &mut counts[piece.side][(piece.kind == Kind::Tank) as usize];
            *count += 1;
            let (limit, commander) = match piece.kind {
                Kind::Commander => (COMMANDERS, true),
                Kind::Tank => (NORMAL_TANKS, false),
            };
            if *count > limit {
                return Err(NotationError::impossible(
                    column,
                    Impossible::TooManyOf {
                        side: piece.side,
                        limit,
                        commander,
                    },
                ));
            }
            cells[dims.index(sq)] = Some(piece);
        }
        let setup = Setup { cells, turn, moves };
        Ok(TankBattle::from_setup(board, &setup))
    }

    fn to_notation(&self) -> String {
        let dims = self.board.dims;
        let cells = &self.cells[..dims.len()];
        format!(
            "{} {} {}",
            write_board(cells, dims, Piece::letter),
            self.turn.letter(),
            self.moves
        )
    }

    fn board(&self) -> &Arc<TankBattleBoard> {
        &self.board
    }

    /// Ranks from the top; `C T c t` tanks; on empty squares `#` mine, `R` red zone, `w`/`b` a square of
    /// White's/Black's base (`W`/`B` its domain circle), `.` plain ground.
    fn to_text(&self) -> String {
        let board = &*self.board;
        grid_text(board.dims, 2, |sq| match self.piece_at(sq) {
            Some(p) => p.letter(),
            None => match (board.terrain(sq), board.base_of(sq)) {
                (Terrain::Mine, _) => '#',
                (Terrain::Red, _) => 'R',
                (Terrain::Plain, Some(side)) => {
                    let letter = if side == Side::White { 'w' } else { 'b' };
                    if board.domain(side) == Some(sq) {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    }
                }
                (Terrain::Plain, None) => '.',
            },
        })
    }

    fn notation_counts(&self) -> Vec<(&'static str, u32)> {
        vec![("moves-played", self.moves.into())]
    }
}
