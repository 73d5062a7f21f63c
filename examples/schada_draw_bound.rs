//! How many Schada games against a random player can no strategy win?
//!
//! Any player may end Schada by moving the same piece a third time in a row; at 0–0 with as many chiefs
//! on each side the game is then drawn. A player who moves at random sometimes does that before its
//! opponent can get ahead. This program computes, exactly, the best chance a player has of *not* seeing
//! the game drawn or lost within the first N moves (both sides counted) when the other side picks each
//! move uniformly at random: an expectimax over every line, the random side averaged, the player's side
//! maximised. One minus that chance is a lower bound on the share of games no strategy can win.
//!
//! ```text
//! cargo run --release --example schada_draw_bound -- 10        # horizons 4 to 10
//! cargo run --release --example schada_draw_bound -- 11 11     # horizon 11 only
//! ```
//!
//! Figures (this machine kind, release build): horizon 8 takes about 20 s, and each further move several
//! times longer. The bound is 0.80 % at horizon 8 and 0.87 % at horizon 10 (1.56 % of the games where the
//! random player moves first, 0.18 % of the others).

use std::collections::HashMap;

use ludoclasse::ai::search::Evaluate;
use ludoclasse::boards;
use ludoclasse::core::BoardPosition;
use ludoclasse::core::game::{Game, Side, Winner};
use ludoclasse::core::schada::{Move, Schada};

/// Positions already valued, by (position key, moves left).
type Memo = HashMap<(u64, u32), f64>;

/// The greatest probability (over the strategies of `me`) that the game is neither drawn nor lost within
/// `left` more moves, the other side playing uniformly at random.
fn value(game: &Schada, me: Side, left: u32, memo: &mut Memo) -> f64 {
    if let Some(outcome) = game.outcome() {
        return match outcome.winner {
            Winner::Side(s) if s == me => 1.0,
            _ => 0.0,
        };
    }
    if left == 0 {
        return 1.0;
    }
    let key = (game.key().expect("Schada has position keys"), left);
    if left >= 3
        && let Some(&v) = memo.get(&key)
    {
        return v;
    }
    let mut moves: Vec<Move> = Vec::new();
    game.legal_moves(&mut moves);
    let mut values = moves.iter().map(|&m| {
        let mut next = game.clone();
        next.play_unchecked(m);
        value(&next, me, left - 1, memo)
    });
    let v = if game.turn() == me {
        let mut best: f64 = 0.0;
        for v in values.by_ref() {
            best = best.max(v);
            if best >= 1.0 {
                break;
            }
        }
        best
    } else {
        values.sum::<f64>() / moves.len() as f64
    };
    if left >= 3 {
        memo.insert(key, v);
    }
    v
}

fn main() {
    let mut args = std::env::args().skip(1);
    let max: u32 = args.next().map_or(8, |s| s.parse().expect("a horizon"));
    let min: u32 = args.next().map_or(4, |s| s.parse().expect("a horizon"));
    let start = Schada::start(boards::load().expect("the shipped board loads"));
    for plies in min..=max {
        let mut memo = Memo::new();
        let white = value(&start, Side::White, plies, &mut memo);
        memo.clear();
        let black = value(&start, Side::Black, plies, &mut memo);
        println!(
            "first {plies} moves: best chance of no draw or loss as White {white:.4}, as Black {black:.4}; \
             at least {:.2} % of the games (sides alternating) cannot be won",
            100.0 * (1.0 - (white + black) / 2.0)
        );
    }
}
