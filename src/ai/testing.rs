//! What the AI's tests share: a board game's start position and a position read on its shipped board.

use crate::ai::Level;
use crate::ai::hint::{Explain, Hint, assert_known, hint, random_positions};
use crate::boards::{Boards, Registered};
use crate::core::rng::Rng;

/// The start position of game `G` on its shipped board.
pub(crate) fn start<G: Registered>() -> G {
    G::start(board::<G>())
}

/// A position of game `G` in its notation, on its shipped board.
pub(crate) fn position<G: Registered>(notation: &str) -> G {
    G::from_notation(board::<G>(), notation).expect("a valid position")
}

fn board<G: Registered>() -> std::sync::Arc<G::Board> {
    Boards::shared()
        .board::<G>()
        .expect("the shipped board loads")
}

/// Asks a `moyen` hint in `count` positions reached by random play from `start` (up to `max_moves`
/// moves, seeded by `seed`); checks that each hint is legal with a known reason, then hands the position
/// and the hint to `check`, which tests the reason against the game's rules.
pub(crate) fn check_hints<G: Explain>(
    start: &G,
    count: usize,
    max_moves: u32,
    seed: u64,
    mut check: impl FnMut(&G, &Hint<G::Move>),
) {
    for (i, game) in random_positions(start, count, max_moves, seed)
        .iter()
        .enumerate()
    {
        let found = hint(game, Level::Moyen, &mut Rng::new(i as u64)).expect("a move");
        assert_known(&found.reason);
        assert!(game.is_legal(found.mv), "{game:?} {:?}", found.mv);
        check(game, &found);
    }
}
