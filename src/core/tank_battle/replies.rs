//! Perft's last two plies, counted without recounting every tank: the moves the other side has after
//! each move of the side to move.
//!
//! A slide changes the board on two squares only, the square left and the square taken. A tank of the
//! other side whose lines reach neither of them (up to and including the first tank in each direction)
//! has, after the slide, the same moves as before it: the same first tank in each direction, and the same
//! squares it may stop on. So the other side's moves after a slide are its moves before it, less the moves
//! of the tanks that reach one of the two squares (and of the tank taken, if any), plus those tanks' moves
//! recounted after the slide. The plain count is [`TankBattle::count_targets`]; the tests compare the two
//! after every move of random positions.

use super::*;

/// The side to move's opponent before a move: each of its tanks with what it reaches and its moves.
pub(super) struct Replies {
    tanks: [Reply; COMMANDERS + NORMAL_TANKS],
    len: usize,
    /// All the opponent's moves (the sum of its tanks' moves).
    moves: u64,
}

/// One tank of the opponent before a move.
#[derive(Clone, Copy, Default)]
struct Reply {
    /// Its square index.
    square: u8,
    /// Its square and every square it reaches (see [`TankBattle::reach_from`]): a slide leaving or
    /// taking one of these squares may change its moves.
    touched_by: u128,
    /// How many squares it may slide to.
    moves: u32,
}

impl Replies {
    /// The tanks of the side that does not move in `game`.
    pub(super) fn of(game: &TankBattle) -> Replies {
        let side = game.turn.other();
        let (_, stops) = game.blockers(side);
        let mut replies = Replies {
            tanks: [Reply::default(); COMMANDERS + NORMAL_TANKS],
            len: 0,
            moves: 0,
        };
        for (slot, from) in replies
            .tanks
            .iter_mut()
            .zip(squares128(game.occupied[side]))
        {
            let reach = game.reach_from(from, side);
            let moves = (reach & stops).count_ones();
            *slot = Reply {
                square: from as u8,
                touched_by: reach | 1 << from,
                moves,
            };
            replies.len += 1;
            replies.moves += u64::from(moves);
        }
        replies
    }

    /// How many legal moves `after` has, the position that `mv` (a legal move of the position these
    /// replies were taken from) leads to: [`Game::count_moves`] of `after`.
    #[inline]
    pub(super) fn count_after(&self, mv: TankBattleMove, after: &TankBattle) -> u64 {
        if after.decided_end().is_some() {
            return 0;
        }
        let TankBattleMove::Slide { from, to } = mv else {
            return after.count_moves();
        };
        let side = after.turn;
        let dims = after.board.dims;
        let (left, taken) = (dims.index(from), dims.index(to));
        let changed = 1 << left | 1 << taken;
        let mut moves = self.moves;
        for tank in &self.tanks[..self.len] {
            if tank.touched_by & changed != 0 {
                moves -= u64::from(tank.moves);
                if usize::from(tank.square) != taken {
                    moves += u64::from(after.count_from(tank.square.into(), side));
                }
            }
        }
        match moves {
            // A stuck player passes while the other can still move.
            0 => u64::from(after.count_targets(side.other()) > 0),
            n => n,
        }
    }
}
