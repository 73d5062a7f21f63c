//! Perft's last two plies: the other side's moves after each move of the side to move, counted from the
//! position before it without playing the move.
//!
//! A move changes the board on two squares only, the square left and the square taken. A piece of the
//! other side whose rays reach neither of them (up to its reach, and up to the first piece on each ray)
//! has, after the move, the same moves as before it. So the other side's moves after a move are its
//! moves before it, less the moves of the pieces that reach one of the two squares (and of the piece
//! taken, if any), plus those pieces' moves recounted after the move. The plain count is
//! [`Game::count_moves`]; the tests compare the two after every move of random positions.

use super::*;

/// Pieces a side has at most.
const PIECES: usize = 16;

/// The side to move's opponent before a move: each of its pieces with the squares it reaches and its
/// moves.
pub(super) struct Replies {
    pieces: [Reply; PIECES],
    len: usize,
    /// All the opponent's moves (the sum of its pieces' moves).
    moves: u64,
}

/// One piece of the opponent before a move.
#[derive(Clone, Copy)]
struct Reply {
    /// Its square index and kind.
    square: u8,
    kind: Kind,
    /// Its square and every square it reaches: a move leaving or taking one of these squares may
    /// change its moves.
    touched_by: u64,
    /// How many moves it has.
    moves: u32,
}

impl Replies {
    /// The pieces of the side that does not move in `game`.
    pub(super) fn of(game: &Espion) -> Replies {
        let own = game.men.of(game.turn.other());
        let all = own | game.men.of(game.turn);
        let mut replies = Replies {
            pieces: [Reply {
                square: 0,
                kind: Kind::Agent,
                touched_by: 0,
                moves: 0,
            }; PIECES],
            len: 0,
            moves: 0,
        };
        for (slot, i) in replies.pieces.iter_mut().zip(square_game::squares(own)) {
            let kind = game.men.at(i).map_or(Kind::Agent, |p| p.kind);
            let moves = game.count_from_on(i, kind, own, all);
            *slot = Reply {
                square: i as u8,
                kind,
                touched_by: game.reach_from(i, kind, all) | 1 << i,
                moves: moves as u32,
            };
            replies.len += 1;
            replies.moves += moves;
        }
        replies
    }
}

impl Espion {
    /// The squares a piece of `kind` on index `i` reaches with pieces on `all`: along each ray up to its
    /// reach, stopping at the first piece (included).
    fn reach_from(&self, i: usize, kind: Kind, all: u64) -> u64 {
        let board = &*self.board;
        if kind == Kind::Chief {
            return board.step_mask[i];
        }
        let mut reach = 0;
        for ray in &board.rays[i][..board.ray_count[i] as usize] {
            for &t in &ray.squares[..(ray.len as usize).min(kind.reach())] {
                reach |= 1u64 << t;
                if all & 1u64 << t != 0 {
                    break;
                }
            }
        }
        reach
    }

    /// [`Game::count_moves`] of the position after the side to move's piece steps from index `f` to
    /// index `t` (a legal move of this position), worked out from this position and the other side's
    /// `replies` before the move, without playing it: what perft counts at its last two plies.
    ///
    /// As [`Game::play_unchecked`] does: the piece leaves `f` for `t` and takes what stands there, the
    /// count of moves without a capture restarts or grows. Then, as [`Game::count_moves`] does: nothing
    /// once a chief is taken or the limit of moves without a capture is reached, else the other side's
    /// moves (its pieces stay where they were, less the one taken).
    #[inline]
    pub(super) fn count_after_step(&self, replies: &Replies, f: usize, t: usize) -> u64 {
        let side = self.turn;
        let taken = self.men.at(t);
        let quiet = if taken.is_some() { 0 } else { self.quiet + 1 };
        if quiet >= QUIET_LIMIT
            || taken.is_some_and(|p| p.kind == Kind::Chief)
            || !self.has_chief(side)
            || !self.has_chief(side.other())
        {
            return 0;
        }
        let to_bit = 1u64 << t;
        let movers = self.men.of(side) ^ (1u64 << f | to_bit);
        let own = self.men.of(side.other()) & !to_bit;
        let all = own | movers;
        let changed = 1u64 << f | to_bit;
        let mut moves = replies.moves;
        for piece in &replies.pieces[..replies.len] {
            if piece.touched_by & changed != 0 {
                moves -= u64::from(piece.moves);
                if usize::from(piece.square) != t {
                    moves += self.count_from_on(usize::from(piece.square), piece.kind, own, all);
                }
            }
        }
        moves
    }
}
