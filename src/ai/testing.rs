//! What the AI's tests share: a board game's start position and a position read on its shipped board.

use crate::boards::{Boards, Registered};

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
