//! Schada in writing: moves and the position notation of the rules page (pieces, side to move, moves
//! played, each side's repeated piece), read and written.

use super::*;
use crate::core::notation::Impossible;
use crate::core::square_game::{BoardColumn, read_counter};

impl fmt::Display for Move {
    /// `D2-D4`, `D2xD4` for a capture, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to, capture } => {
                let sep = if capture.is_some() { 'x' } else { '-' };
                write!(f, "{from}{sep}{to}")
            }
            Move::Pass => f.write_str("pass"),
        }
    }
}

pub(super) fn parse_repeat(
    column: usize,
    text: &str,
    field: &'static str,
) -> Result<Option<Repeat>, NotationError> {
    if text == "-" {
        return Ok(None);
    }
    let bad = || NotationError {
        column,
        kind: NotationErrorKind::BadField {
            field,
            text: text.to_string(),
            expected: "`-` or a square and a count from 1 to 3, like `D3:2`",
        },
    };
    let (sq, n) = text.split_once(':').ok_or_else(bad)?;
    let square: Square = sq.parse().map_err(|_| bad())?;
    let count: u8 = n
        .parse()
        .ok()
        .filter(|n| (1..=REPEAT_LIMIT).contains(n))
        .ok_or_else(bad)?;
    if !DIMS.contains(square) {
        return Err(bad());
    }
    Ok(Some(Repeat { square, count }))
}

pub(super) fn write_repeat(r: Option<Repeat>) -> String {
    r.map_or_else(|| "-".to_string(), |r| format!("{}:{}", r.square, r.count))
}

/// The counters of the notation after the side to move: moves played, then each side's repeat record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counters {
    pub(super) moves: u32,
    pub(super) repeat: ByColor<Option<Repeat>>,
}

impl fmt::Display for Counters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.moves,
            write_repeat(self.repeat.white),
            write_repeat(self.repeat.black)
        )
    }
}

/// A position read from notation, before it is put on a board.
pub(super) type Setup = square_game::Setup<Kind, Counters>;

impl Setup {
    pub(super) fn parse(text: &str) -> Result<Setup, NotationError> {
        let mut repeat_col = ByColor::default();
        let (setup, BoardColumn(board_col)) = Setup::read(text, |fields| {
            let moves = read_counter(
                fields,
                "moves played",
                MOVE_LIMIT,
                "a whole number from 0 to 200",
            )?;
            let mut repeat = ByColor::default();
            for (side, name) in [
                (Side::White, "repeat record of White"),
                (Side::Black, "repeat record of Black"),
            ] {
                let (col, text) = fields.next(name)?;
                repeat[side] = parse_repeat(col, text, name)?;
                repeat_col[side] = col;
            }
            Ok(Counters { moves, repeat })
        })?;
        let (men, turn) = (&setup.men, setup.turn);
        let chiefs = |side| men.all().any(|p| p.side == side && p.kind.is_chief());
        if !chiefs(Side::White) && !chiefs(Side::Black) {
            return Err(NotationError::impossible(
                board_col,
                Impossible::NoChief { last: true },
            ));
        }
        // A side without chiefs lost the last one to the last move (rule 2 then ends the game at once).
        for side in Side::BOTH {
            if !chiefs(side) && turn != side {
                return Err(NotationError::impossible(
                    board_col,
                    Impossible::NoChiefLeft { side },
                ));
            }
        }
        for side in Side::BOTH {
            let Some(r) = setup.counters.repeat[side] else {
                continue;
            };
            let col = repeat_col[side];
            if r.count == REPEAT_LIMIT && side == turn {
                return Err(NotationError::impossible(
                    col,
                    Impossible::CountOfThreeToMove,
                ));
            }
            // The player who just moved still has the piece where it landed.
            if side != turn && men.piece_at(r.square).is_none_or(|p| p.side != side) {
                return Err(NotationError::impossible(
                    col,
                    Impossible::MoverNotOn {
                        side,
                        square: r.square,
                    },
                ));
            }
        }
        Ok(setup)
    }
}
