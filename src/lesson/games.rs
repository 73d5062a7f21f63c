//! What lessons need to know of each board game's moves: one small impl per game.

use std::sync::Arc;

use crate::boards;
use crate::core::chars::{Chars, CharsBoard, CharsMove};
use crate::core::espion::{self, Espion};
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::core::schada::{self, Schada};
use crate::core::tank_battle::{TankBattle, TankBattleBoard, TankBattleMove};
use crate::core::{BoardPosition, GameId};
use crate::data::DataError;

use super::world::LessonGame;

impl LessonGame for Espion {
    const GAME: GameId = GameId::Espion;
    fn load_board() -> Result<Arc<espion::Board>, Vec<DataError>> {
        boards::espion::load()
    }
    fn move_squares(mv: espion::Move) -> Option<(Square, Square)> {
        Some((mv.from, mv.to))
    }
}

impl LessonGame for Schada {
    const GAME: GameId = GameId::Schada;
    fn load_board() -> Result<Arc<schada::Board>, Vec<DataError>> {
        boards::schada::load()
    }
    fn move_squares(mv: schada::Move) -> Option<(Square, Square)> {
        match mv {
            schada::Move::Step { from, to, .. } => Some((from, to)),
            schada::Move::Pass => None,
        }
    }
    fn score(&self, side: Side) -> Option<u32> {
        Some(Schada::score(self).points[side])
    }
}

impl LessonGame for TankBattle {
    const GAME: GameId = GameId::TankBattle;
    fn load_board() -> Result<Arc<TankBattleBoard>, Vec<DataError>> {
        boards::tank_battle::load()
    }
    fn move_squares(mv: TankBattleMove) -> Option<(Square, Square)> {
        match mv {
            TankBattleMove::Slide { from, to } => Some((from, to)),
            TankBattleMove::Pass => None,
        }
    }
    fn score(&self, side: Side) -> Option<u32> {
        Some(self.scores()[side])
    }
}

impl LessonGame for Chars {
    const GAME: GameId = GameId::Chars;
    fn load_board() -> Result<Arc<CharsBoard>, Vec<DataError>> {
        boards::chars::load()
    }
    fn move_squares(mv: CharsMove) -> Option<(Square, Square)> {
        match mv {
            CharsMove::Step { from, to } => Some((from, to)),
            CharsMove::Pass => None,
        }
    }
    /// Mine cards (`M`, `B`) are written as letters too, but they are not pieces.
    fn is_unit(letter: char) -> bool {
        letter.eq_ignore_ascii_case(&'T')
    }
    fn score(&self, side: Side) -> Option<u32> {
        Some(u32::from(self.scores()[side]))
    }
    fn minefield(&self, side: Side) -> Vec<Square> {
        self.board().minefield(side).to_vec()
    }
    fn card_letters(side: Side) -> Option<(char, char)> {
        Some(match side {
            Side::White => ('M', 'B'),
            Side::Black => ('m', 'b'),
        })
    }
    /// White's explosion cards are written `M`, Black's `m`.
    fn mines(&self, side: Side) -> Vec<Square> {
        let letter = if side == Side::White { 'M' } else { 'm' };
        super::world::letters(&self.to_notation())
            .filter(|(_, c)| *c == letter)
            .map(|(sq, _)| sq)
            .collect()
    }
}
