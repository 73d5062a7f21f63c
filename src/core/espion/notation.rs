//! Espion in writing: moves and the position notation of the rules page, read (with its checks) and
//! written.

use super::*;
use crate::core::notation::Impossible;
use crate::core::square_game::{BoardColumn, read_counter};

impl fmt::Display for Move {
    /// `D2-D4`, or `D2xD4` for a capture.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture.is_some() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}

/// A position read from notation, before it is put on a board; its counter is the moves since the
/// last capture.
pub(super) type Setup = square_game::Setup<Kind, u32>;

impl Setup {
    pub(super) fn parse(text: &str) -> Result<Setup, NotationError> {
        let (setup, BoardColumn(board_col)) = Setup::read(text, |fields| {
            read_counter(
                fields,
                "moves since the last capture",
                QUIET_LIMIT,
                "a whole number from 0 to 100",
            )
        })?;
        let has_chief = |side| setup.men.all().any(|p| p == Piece::new(side, Kind::Chief));
        if !has_chief(Side::White) && !has_chief(Side::Black) {
            return Err(NotationError::impossible(
                board_col,
                Impossible::NoChief { last: false },
            ));
        }
        // A missing chief was taken by the last move: its owner is to move, and nothing was played since.
        for side in Side::BOTH {
            if !has_chief(side) && (setup.turn != side || setup.counters != 0) {
                return Err(NotationError::impossible(
                    board_col,
                    Impossible::ChiefJustTaken { side },
                ));
            }
        }
        Ok(setup)
    }
}
