//! What every game of the kit is, seen from outside: whose turn it is, which moves are legal, how a move
//! changes the position, and how the game ended. The AI, the lessons and the app speak only this language.
//!
//! A game implements two required methods ([`Game::legal_moves`], [`Game::play_unchecked`]) and a few
//! accessors; everything else ([`Game::play`], [`Game::is_legal`], [`perft`]) comes for free.
//!
//! ```
//! use ludoclasse::core::bataille::Bataille;
//! use ludoclasse::core::game::{Game, perft};
//! let deck = ludoclasse::core::bataille::Card::full_deck();
//! let game = Bataille::new(&deck);
//! // La Bataille has no choice: exactly one action at each step.
//! assert_eq!(perft(&game, 5), 1);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

/// The two players. White sits at rank 1 and moves first (La Bataille: White is South, the child).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The side-to-move field of the position notation.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    pub fn from_letter(c: &str) -> Option<Side> {
        match c {
            "w" => Some(Side::White),
            "b" => Some(Side::Black),
            _ => None,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

super::impls::display_by_name!(Side, name);

/// One value per side, indexed by [`Side`] (instead of `[T; 2]` and `as usize`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct ByColor<T> {
    pub white: T,
    pub black: T,
}

impl<T> ByColor<T> {
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> ByColor<T> {
        ByColor {
            white: f(Side::White),
            black: f(Side::Black),
        }
    }

    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}

impl<T> std::ops::Index<Side> for ByColor<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        self.get(side)
    }
}

impl<T> std::ops::IndexMut<Side> for ByColor<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        self.get_mut(side)
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    Side(Side),
    Draw,
}

impl Winner {
    /// +1 for a win of `side`, -1 for a loss, 0 for a draw.
    pub fn score_for(self, side: Side) -> i32 {
        match self {
            Winner::Draw => 0,
            Winner::Side(s) if s == side => 1,
            Winner::Side(_) => -1,
        }
    }
}

/// The end of a game: who won and why (each game has its own reasons).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome<R> {
    pub winner: Winner,
    pub reason: R,
}

/// A move that is not legal in the position, returned with the unchanged position.
#[derive(Clone, Debug)]
pub struct IllegalMove<G: Game> {
    pub position: G,
    pub mv: G::Move,
}

impl<G: Game> fmt::Display for IllegalMove<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the move {:?} is not legal in this position", self.mv)
    }
}

impl<G: Game + fmt::Debug> std::error::Error for IllegalMove<G> {}

/// The rules of one game.
///
/// `legal_moves` lists the moves of the side to move; it is empty exactly when the game is over. A game in
/// which the side to move is stuck but the game goes on lists a single pass move.
pub trait Game: Clone {
    /// One move (or one visible action, for La Bataille).
    type Move: Copy + Eq + fmt::Debug;
    /// Why a game ended (`capture_all`, `chief_captured`…).
    type EndReason: Copy + Eq + fmt::Debug;

    /// The side to move (or to act).
    fn turn(&self) -> Side;

    /// Appends the legal moves of the side to move to `moves` (cleared first).
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays `mv`, which must be one of `legal_moves`; anything else may leave a nonsensical position.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome<Self::EndReason>>;

    /// What `viewer` may know of the position: cards it cannot see are replaced by unknowns. Games with
    /// nothing hidden return the position itself.
    fn view_for(&self, _viewer: Side) -> Self {
        self.clone()
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// How many legal moves the side to move has (what [`perft`] counts at its last ply). Games override it
    /// to count without listing.
    fn count_moves(&self) -> u64 {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len() as u64
    }

    /// How many legal moves there are after each of `moves` (moves of this position), added up: what
    /// [`perft`] counts at its last two plies. `scratch` is a position to play into. Games override it to
    /// count the positions after the moves from what they share with this one.
    fn count_after(&self, moves: &[Self::Move], scratch: &mut Self) -> u64 {
        let mut nodes = 0;
        for &mv in moves {
            scratch.set_to(self);
            scratch.play_unchecked(mv);
            nodes += scratch.count_moves();
        }
        nodes
    }

    /// Makes `self` the position `other` (as `clone_from`). Games whose positions share a board override it
    /// to copy the pieces only ([`set_to_sharing_board`]), so that walking a game tree never touches the
    /// board's reference count.
    fn set_to(&mut self, other: &Self) {
        self.clone_from(other);
    }

    fn is_legal(&self, mv: Self::Move) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&mv)
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// An illegal move gives back the unchanged position inside the error.
    fn play(mut self, mv: Self::Move) -> Result<Self, IllegalMove<Self>> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(self)
        } else {
            Err(IllegalMove { position: self, mv })
        }
    }
}

/// [`Game::set_to`] for a position made of a shared board (`board: Arc<…>`) and plain values: when both
/// positions share the board, the other fields are copied, named once each (a field left out does not
/// compile); otherwise the whole position is cloned.
macro_rules! set_to_sharing_board {
    ($($field:ident),+ $(,)?) => {
        #[inline]
        fn set_to(&mut self, other: &Self) {
            let Self { board: _, $($field: _),+ } = other;
            if std::sync::Arc::ptr_eq(&self.board, &other.board) {
                $(self.$field = other.$field;)+
            } else {
                self.clone_from(other);
            }
        }
    };
}
pub(crate) use set_to_sharing_board;

/// The number of move sequences of exactly `depth` moves from `game` (a finished game has none).
///
/// The last ply is counted, not played ([`Game::count_moves`]); each depth has one move list and one
/// position, reused for every node (copy-make through [`Game::set_to`]), so the walk allocates nothing
/// per node.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_moves(),
        _ => {
            let mut levels = Levels::new(game, depth);
            perft_below(game, depth, &mut levels.0)
        }
    }
}

/// One move list and one scratch position per depth of a perft walk.
struct Levels<G: Game>(Vec<(Vec<G::Move>, G)>);

impl<G: Game> Levels<G> {
    fn new(game: &G, depth: u32) -> Levels<G> {
        Levels(
            (1..depth)
                .map(|_| (Vec::with_capacity(128), game.clone()))
                .collect(),
        )
    }
}

/// perft for `depth` >= 2, with a level per depth below. Where the processor counts bits in one
/// instruction (`popcnt`, which the bulk counts of the bit sets use), the walk is compiled for it.
fn perft_below<G: Game>(game: &G, depth: u32, levels: &mut [(Vec<G::Move>, G)]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has the instruction.
        return unsafe { perft_below_popcnt(game, depth, levels) };
    }
    perft_plain(game, depth, levels)
}

fn perft_plain<G: Game>(game: &G, depth: u32, levels: &mut [(Vec<G::Move>, G)]) -> u64 {
    perft_walk(game, depth, levels, perft_plain)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn perft_below_popcnt<G: Game>(game: &G, depth: u32, levels: &mut [(Vec<G::Move>, G)]) -> u64 {
    perft_walk(game, depth, levels, |g, d, l| perft_below_popcnt(g, d, l))
}

/// One level of the walk: each move played into the level's scratch position and walked `deeper`, or,
/// one ply above the last, the moves after each counted ([`Game::count_after`]).
#[inline(always)]
fn perft_walk<G: Game>(
    game: &G,
    depth: u32,
    levels: &mut [(Vec<G::Move>, G)],
    deeper: impl Fn(&G, u32, &mut [(Vec<G::Move>, G)]) -> u64,
) -> u64 {
    let Some(((moves, child), below)) = levels.split_first_mut() else {
        return perft(game, depth);
    };
    game.legal_moves(moves);
    if depth == 2 {
        return game.count_after(moves, child);
    }
    let mut nodes = 0;
    for &mv in moves.iter() {
        child.set_to(game);
        child.play_unchecked(mv);
        nodes += deeper(child, depth - 1, below);
    }
    nodes
}

/// [`perft`] on `threads` threads (at least one): the moves at the root are shared out, each thread
/// taking the next one when it is done with its own. The count does not depend on `threads`.
pub fn perft_threads<G>(game: &G, depth: u32, threads: usize) -> u64
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
{
    if depth < 3 || threads <= 1 {
        return perft(game, depth);
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let worker = || {
        let mut levels = Levels::new(game, depth - 1);
        let mut child = game.clone();
        let mut nodes = 0;
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(&mv) = moves.get(i) else {
                return nodes;
            };
            child.set_to(game);
            child.play_unchecked(mv);
            nodes += perft_below(&child, depth - 1, &mut levels.0);
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.min(moves.len()).max(1))
            .map(|_| scope.spawn(worker))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a perft thread panicked"))
            .sum()
    })
}
