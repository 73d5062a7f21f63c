//! What is particular to each board game, for [`super::BoardGame`]: one impl of [`BoardRules`] per game,
//! written with the game's public API.

use crate::core::BoardPosition;
use crate::core::GameId;
use crate::core::chars::{Cell, Chars, CharsMove, Effect};
use crate::core::espion::{self, Espion};
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};
use crate::core::schada::{self, Schada};
use crate::core::square_game::{self, PieceKind};
use crate::core::tank_battle::{self, TankBattle, TankBattleMove};

use super::{Barred, BoardRules, Piece};

/// The squares from `from` (left out) to `to` (kept) along a straight or diagonal line; `None` when
/// the two squares are on no such line.
fn line_to(from: Square, to: Square) -> Option<Vec<Square>> {
    let df = i32::from(to.file()) - i32::from(from.file());
    let dr = i32::from(to.rank()) - i32::from(from.rank());
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || (df, dr) == (0, 0) {
        return None;
    }
    let n = df.abs().max(dr.abs());
    let at = |i: i32, base: u8, d: i32| u8::try_from(i32::from(base) + d.signum() * i).ok();
    (1..=n)
        .map(|i| {
            Some(Square::new(
                at(i, from.file(), df)?,
                at(i, from.rank(), dr)?,
            ))
        })
        .collect()
}

impl<K: PieceKind> From<square_game::Piece<K>> for Piece {
    fn from(p: square_game::Piece<K>) -> Piece {
        Piece {
            letter: p.letter(),
            side: p.side,
        }
    }
}

impl From<tank_battle::Piece> for Piece {
    fn from(p: tank_battle::Piece) -> Piece {
        Piece {
            letter: p.letter(),
            side: p.side,
        }
    }
}

impl BoardRules for Espion {
    const GAME: GameId = GameId::Espion;

    fn dims(&self) -> Dims {
        espion::DIMS
    }

    fn move_squares(mv: espion::Move) -> Option<(Square, Square)> {
        Some((mv.from, mv.to))
    }

    fn captures(&self, mv: espion::Move) -> bool {
        mv.capture.is_some()
    }

    fn is_letter(c: char) -> bool {
        square_game::Piece::<espion::Kind>::from_letter(c).is_some()
    }

    fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.piece_at(sq).map(Piece::from)
    }

    /// A spy or an agent goes only along the arrows of its square (the chief ignores them).
    fn barred(&self, from: Square, to: Square) -> Option<Barred> {
        if self.piece_at(from)?.kind == espion::Kind::Chief {
            return None;
        }
        let along = self.board().arrows(from).iter().any(|d| {
            std::iter::successors(from.offset(d, espion::DIMS), |s| s.offset(d, espion::DIMS))
                .any(|s| s == to)
        });
        (!along).then_some(Barred::NoArrow)
    }
}

impl BoardRules for Schada {
    const GAME: GameId = GameId::Schada;

    fn dims(&self) -> Dims {
        schada::DIMS
    }

    fn move_squares(mv: schada::Move) -> Option<(Square, Square)> {
        match mv {
            schada::Move::Step { from, to, .. } => Some((from, to)),
            schada::Move::Pass => None,
        }
    }

    fn captures(&self, mv: schada::Move) -> bool {
        matches!(
            mv,
            schada::Move::Step {
                capture: Some(_),
                ..
            }
        )
    }

    /// The bent line of the diagram on `from` that lands on `to` turns after its first leg.
    fn corner(&self, from: Square, to: Square) -> Option<Square> {
        self.board().diagram(from).iter().find_map(|line| {
            let (_, bent) = line.bend?;
            let path = line.path(from)?;
            (path.last() == Some(&to) && bent > 0).then(|| path[usize::from(line.count) - 1])
        })
    }

    fn is_letter(c: char) -> bool {
        square_game::Piece::<schada::Kind>::from_letter(c).is_some()
    }

    fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.piece_at(sq).map(Piece::from)
    }

    fn score(&self, side: Side) -> Option<u32> {
        Some(Schada::score(self).points[side])
    }

    fn barred(&self, from: Square, to: Square) -> Option<Barred> {
        self.piece_at(from)?;
        if self.is_chief_home(from) {
            let sideways = from.rank() == to.rank() && from.file().abs_diff(to.file()) == 1;
            return (!sideways).then_some(Barred::ChiefHome);
        }
        let drawn = self
            .board()
            .diagram(from)
            .iter()
            .any(|line| line.path(from).and_then(|p| p.last().copied()) == Some(to));
        (!drawn).then_some(Barred::NoLine)
    }
}

impl BoardRules for TankBattle {
    const GAME: GameId = GameId::TankBattle;

    fn dims(&self) -> Dims {
        self.board().dims()
    }

    fn move_squares(mv: TankBattleMove) -> Option<(Square, Square)> {
        match mv {
            TankBattleMove::Slide { from, to } => Some((from, to)),
            TankBattleMove::Pass => None,
        }
    }

    /// A tank slides onto an enemy piece to take it (never onto its own side's).
    fn captures(&self, mv: TankBattleMove) -> bool {
        matches!(mv, TankBattleMove::Slide { to, .. } if self.piece_at(to).is_some())
    }

    fn is_letter(c: char) -> bool {
        tank_battle::Piece::from_letter(c).is_some()
    }

    fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.piece_at(sq).map(Piece::from)
    }

    fn score(&self, side: Side) -> Option<u32> {
        Some(self.scores()[side])
    }

    fn barred(&self, from: Square, to: Square) -> Option<Barred> {
        let piece = self.piece_at(from)?;
        let board = self.board();
        if self.in_enemy_base(from) && board.base_of(to) != Some(piece.side.other()) {
            return Some(Barred::StaysInBase);
        }
        if from == to {
            return None;
        }
        let Some(line) = line_to(from, to) else {
            return Some(Barred::NotStraight);
        };
        let terrain = line
            .into_iter()
            .take_while(|sq| board.dims().contains(*sq))
            .find_map(|square| match board.terrain(square) {
                tank_battle::Terrain::Mine => Some(Barred::Mine { square }),
                tank_battle::Terrain::Red if piece.kind == tank_battle::Kind::Tank => {
                    Some(Barred::RedZone { square })
                }
                _ => None,
            });
        let victim = self.piece_at(to).filter(|p| p.side != piece.side);
        terrain.or_else(|| {
            (victim.is_some_and(|v| v.kind == tank_battle::Kind::Commander)
                && board.terrain(to) == tank_battle::Terrain::Red)
                .then_some(Barred::SafeInRed)
        })
    }

    fn closed(&self, square: Square) -> Option<Barred> {
        (self.board().terrain(square) == tank_battle::Terrain::Mine)
            .then_some(Barred::Mine { square })
    }
}

impl BoardRules for Chars {
    const GAME: GameId = GameId::Chars;

    fn dims(&self) -> Dims {
        self.board().dims()
    }

    fn move_squares(mv: CharsMove) -> Option<(Square, Square)> {
        match mv {
            CharsMove::Step { from, to } => Some((from, to)),
            CharsMove::Pass => None,
        }
    }

    fn captures(&self, mv: CharsMove) -> bool {
        matches!(
            self.effect(mv),
            Effect::Capture | Effect::Arrival { capture: true }
        )
    }

    /// Tanks only: the face-down mine cards are not pieces.
    fn is_letter(c: char) -> bool {
        Cell::from_letter(c).is_some()
    }

    fn piece_on(&self, sq: Square) -> Option<Piece> {
        match self.cell(sq) {
            cell @ Cell::Tank(side) => Some(Piece {
                letter: cell.letter()?,
                side,
            }),
            _ => None,
        }
    }

    fn score(&self, side: Side) -> Option<u32> {
        Some(u32::from(self.scores()[side]))
    }

    fn minefield(&self, side: Side) -> Vec<Square> {
        self.board().minefield(side).to_vec()
    }

    fn barred(&self, from: Square, to: Square) -> Option<Barred> {
        let Cell::Tank(side) = self.cell(from) else {
            return None;
        };
        let ahead = match crate::core::chars::CharsBoard::forward(side) {
            crate::core::geometry::Direction::N => 1,
            _ => -1,
        };
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        if dr * ahead < 0 {
            Some(Barred::Backward)
        } else if dr != 0 && from.file() != to.file() {
            Some(Barred::Diagonal)
        } else {
            None
        }
    }

    fn card_letters(side: Side) -> Option<(char, char)> {
        let letter = |face| Cell::Card(crate::core::chars::Card { layer: side, face }).letter();
        Some((
            letter(crate::core::chars::Face::Explosion)?,
            letter(crate::core::chars::Face::Blank)?,
        ))
    }
}
