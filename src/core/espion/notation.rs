//! Espion in writing: moves and the position notation of the rules page, read (with its checks) and
//! written.

use super::*;

impl fmt::Display for Move {
    /// `D2-D4`, or `D2xD4` for a capture.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture.is_some() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}

/// A position read from notation, before it is put on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Setup {
    pub(super) cells: [Option<Piece>; CELLS],
    pub(super) turn: Side,
    pub(super) quiet: u32,
}

impl Setup {
    pub(super) fn parse(text: &str) -> Result<Setup, NotationError> {
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.next("board")?;
        let cells = parse_board(board_text, DIMS, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let (quiet_col, quiet_text) = fields.next("moves since the last capture")?;
        let quiet = quiet_text
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= QUIET_LIMIT)
            .ok_or_else(|| NotationError {
                column: quiet_col,
                kind: NotationErrorKind::BadField {
                    field: "moves since the last capture",
                    text: quiet_text.to_string(),
                    expected: "a whole number from 0 to 100",
                },
            })?;
        fields.finish()?;
        check_counts(board_text, board_col, |c| {
            Piece::from_letter(c).map(|p| p.kind.count())
        })?;
        let has_chief =
            |side| (cells.iter().flatten()).any(|p| *p == Piece::new(side, Kind::Chief));
        if !has_chief(Side::White) && !has_chief(Side::Black) {
            return Err(NotationError::impossible(
                board_col,
                "neither side has a chief (the game ends when the first one is captured)",
            ));
        }
        // A missing chief was taken by the last move: its owner is to move, and nothing was played since.
        for side in Side::BOTH {
            if !has_chief(side) && (turn != side || quiet != 0) {
                return Err(NotationError::impossible(
                    board_col,
                    format!(
                        "the {side} chief was taken by the last move, so {side} is to move and the count of moves since the last capture is 0"
                    ),
                ));
            }
        }
        let mut array = [None; CELLS];
        array.copy_from_slice(&cells);
        Ok(Setup {
            cells: array,
            turn,
            quiet,
        })
    }

    pub(super) fn to_notation(self) -> String {
        format!(
            "{} {} {}",
            write_board(&self.cells, DIMS, Piece::letter),
            self.turn.letter(),
            self.quiet
        )
    }
}

/// Refuses a board part holding more pieces of one letter than `limit` allows, pointing at the first
/// piece too many. Shared by the board games whose pieces have a fixed number per side.
pub(crate) fn check_counts(
    board_text: &str,
    board_col: usize,
    limit: impl Fn(char) -> Option<usize>,
) -> Result<(), NotationError> {
    let mut seen: Vec<(char, usize)> = Vec::new();
    for (col, c) in board_text.chars().enumerate() {
        let Some(max) = limit(c) else { continue };
        let n = match seen.iter_mut().find(|(l, _)| *l == c) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                seen.push((c, 1));
                1
            }
        };
        if n > max {
            return Err(NotationError::impossible(
                board_col + col,
                format!("too many pieces `{c}`: a side has at most {max}"),
            ));
        }
    }
    Ok(())
}

impl BoardPosition for Espion {
    type Board = Board;

    fn start(board: Arc<Board>) -> Espion {
        let setup = board.start;
        Espion::from_setup(board, setup)
    }

    fn from_notation(board: Arc<Board>, text: &str) -> Result<Espion, NotationError> {
        Ok(Espion::from_setup(board, Setup::parse(text)?))
    }

    fn to_notation(&self) -> String {
        Setup {
            cells: self.cells,
            turn: self.turn,
            quiet: self.quiet,
        }
        .to_notation()
    }

    fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// Rank 8 at the top, `.` for an empty square, then the side to move and the no-capture count.
    fn to_text(&self) -> String {
        let mut out = grid_text(DIMS, 1, |sq| self.piece_at(sq).map_or('.', Piece::letter));
        out.push_str(&format!(
            "{} to move, {} moves since the last capture",
            self.turn, self.quiet
        ));
        out
    }
}
