//! Perft's last two plies: the other side's moves after each move of the side to move, counted from the
//! position before it without playing the move.
//!
//! A step changes the board on two squares only, the square left and the square taken. A piece of the
//! other side whose lines pass or land on neither of them (a chief on its target line: whose E and W
//! squares are neither) has, after the step, the same moves as before it: the same squares to pass, and
//! the same squares to land on. So the other side's moves after a step are its moves before it, less
//! the moves of the pieces the two squares touch (and of the piece taken, if any), plus those pieces'
//! moves recounted after the step. The plain count is [`Schada::count_steps`]; the tests compare the two
//! after every move of random positions.

use super::*;

/// Pieces a side has at most.
const PIECES: usize = 16;

/// The side to move's opponent before a move: each of its pieces with the squares that touch it and its
/// moves.
pub(super) struct Replies {
    pieces: [Reply; PIECES],
    len: usize,
    /// All the opponent's moves (the sum of its pieces' moves).
    moves: u64,
}

/// One piece of the opponent before a move.
#[derive(Clone, Copy, Default)]
struct Reply {
    /// Its square index.
    square: u8,
    /// Its square and every square its moves pass or land on: a step leaving or taking one of these
    /// squares may change its moves.
    touched_by: u64,
    /// How many moves it has.
    moves: u32,
}

impl Replies {
    /// The pieces of the side that does not move in `game`.
    pub(super) fn of(game: &Schada) -> Replies {
        let side = game.turn.other();
        let footing = Footing::new(
            side,
            ByColor::new_with(|s| game.men.of(s)),
            game.chief_squares,
        );
        let mut replies = Replies {
            pieces: [Reply::default(); PIECES],
            len: 0,
            moves: 0,
        };
        for (slot, i) in replies
            .pieces
            .iter_mut()
            .zip(square_game::squares(footing.own))
        {
            let moves = game.count_piece(i, &footing);
            *slot = Reply {
                square: i as u8,
                touched_by: game.touched_by(i, &footing),
                moves: moves as u32,
            };
            replies.len += 1;
            replies.moves += moves;
        }
        replies
    }
}

impl Schada {
    /// The squares that decide the moves of the piece on index `i` (of the side of `footing`): its own,
    /// and those its lines pass and land on (E and W for a chief on its target line).
    fn touched_by(&self, i: usize, footing: &Footing) -> u64 {
        let reach = if footing.own_home & 1 << i != 0 {
            home_steps(i)
        } else {
            (self.board.paths(i).iter()).fold(0, |bits, p| bits | p.passed | p.lands)
        };
        reach | 1 << i
    }

    /// [`Game::count_moves`] of the position after the side to move's piece steps from index `f` to
    /// index `t` (a legal step of this position), worked out from this position and the other side's
    /// `replies` before the step, without playing it: what perft counts at its last two plies.
    ///
    /// As [`Game::play_unchecked`] does: the piece leaves `f` for `t`, a piece on `t` is taken, the
    /// mover's repeat record grows or restarts, one more move is played. Then, as
    /// [`Schada::end_reason`] checks after a step: a full target line, a side without chiefs, a piece
    /// that made three moves in a row, the move limit (two passes in a row cannot follow a step); else
    /// the other side's moves, or its pass.
    #[inline]
    pub(super) fn count_after_step(&self, replies: &Replies, f: usize, t: usize) -> u64 {
        let side = self.turn;
        let (from_bit, to_bit) = (1u64 << f, 1u64 << t);
        let mut squares = ByColor::new_with(|s| self.men.of(s));
        squares[side] ^= from_bit | to_bit;
        *squares.get_mut(side.other()) &= !to_bit;
        let mut chief_squares = self.chief_squares & !to_bit;
        if self.chief_squares & from_bit != 0 {
            chief_squares ^= from_bit | to_bit;
        }
        let mut chiefs = self.chiefs;
        if let Some(taken) = self.men.at(t)
            && taken.kind.is_chief()
        {
            chiefs[taken.side] -= 1;
        }
        let repeats = match self.repeat[side] {
            Some(r) if DIMS.index(r.square) == f => r.count + 1,
            _ => 1,
        };
        let over = Side::BOTH.into_iter().any(|s| {
            let line = rank_bits(target_rank(s));
            squares[s] & line == line || chiefs[s] == 0
        }) || repeats >= REPEAT_LIMIT
            || self.repeat[side.other()].is_some_and(|r| r.count >= REPEAT_LIMIT)
            || self.moves + 1 >= MOVE_LIMIT;
        if over {
            return 0;
        }
        let footing = Footing::new(side.other(), squares, chief_squares);
        let changed = from_bit | to_bit;
        let mut moves = replies.moves;
        for piece in &replies.pieces[..replies.len] {
            if piece.touched_by & changed != 0 {
                moves -= u64::from(piece.moves);
                if usize::from(piece.square) != t {
                    moves += self.count_piece(usize::from(piece.square), &footing);
                }
            }
        }
        // A stuck player passes.
        moves.max(1)
    }
}
