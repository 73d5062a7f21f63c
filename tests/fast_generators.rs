//! The engines' fast paths against plain generators written here from the rules pages, on random
//! positions (at least 100,000 per game, reached by random games from the start):
//!
//! - `legal_moves` (bit sets of pieces, precomputed rays and paths) gives the same moves as a plain walk
//!   of the board through the public accessors, square by square;
//! - `count_moves` (the bulk count at perft's last ply) gives the length of that list;
//! - `count_after` (the counts after each move, perft's last two plies) gives the lengths of the plain
//!   lists after the moves;
//! - `set_to` (perft's copy-make) gives a position equal to a clone;
//! - perft on several threads gives the one-thread count.
//!
//! The plain generators are the test oracle: slow, square by square, and easy to check against the page.

use std::fmt::Display;
use std::sync::Arc;

use ludoclasse::boards::{self, BoardFile};
use ludoclasse::core::BoardPosition;
use ludoclasse::core::chars::{Cell, Chars, CharsBoard, CharsMove};
use ludoclasse::core::espion::{self, Espion, Kind as EspionKind};
use ludoclasse::core::game::{Game, Side, perft, perft_threads};
use ludoclasse::core::geometry::{Direction, Square};
use ludoclasse::core::rng::Rng;
use ludoclasse::core::schada::{self, Kind as SchadaKind, Schada};
use ludoclasse::core::tank_battle::{self, Kind as TankKind, TankBattle, TankBattleMove, Terrain};

/// Positions each game must visit.
const POSITIONS: usize = 100_000;

/// Plays random games from `start` until `POSITIONS` positions were checked by `check`; a third of the
/// moves prefer a capture-like move (the last listed that `prefer` accepts) so that games thin out and
/// reach late positions too.
fn random_positions<G: Game + PartialEq + std::fmt::Debug>(
    start: &G,
    seed: u64,
    prefer: impl Fn(&G, G::Move) -> bool,
    mut check: impl FnMut(&G),
) {
    let mut rng = Rng::new(seed);
    let mut seen = 0;
    let mut moves = Vec::new();
    let mut scratch = start.clone();
    while seen < POSITIONS {
        let mut game = start.clone();
        loop {
            check(&game);
            seen += 1;
            assert_eq!(game.count_moves(), {
                game.legal_moves(&mut moves);
                moves.len() as u64
            });
            if moves.is_empty() || seen >= POSITIONS {
                break;
            }
            let preferred: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| prefer(&game, m))
                .collect();
            let mv = if !preferred.is_empty() && rng.below(3) == 0 {
                preferred[rng.below(preferred.len() as u32) as usize]
            } else {
                moves[rng.below(moves.len() as u32) as usize]
            };
            let mut played = game.clone();
            played.play_unchecked(mv);
            scratch.set_to(&game);
            scratch.play_unchecked(mv);
            assert_eq!(scratch, played, "copy-make after {mv:?} from {game:?}");
            game = played;
        }
    }
}

/// The same moves in any order.
fn same_moves<M: Display>(fast: &[M], plain: &[M], position: &impl std::fmt::Debug) {
    let mut a: Vec<String> = fast.iter().map(ToString::to_string).collect();
    let mut b: Vec<String> = plain.iter().map(ToString::to_string).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b, "in {position:?}");
}

/// On random positions from the start of `G`'s shipped board (two walks, from `seeds[0]` and `seeds[1]`;
/// `prefer`: see [`random_positions`]): the engine lists the same moves as `plain`, and perft's last two
/// plies count as the `plain` lists after each move ([`counts_after_match`]).
fn fast_paths_match_on_random_positions<G>(
    seeds: [u64; 2],
    prefer: impl Fn(&G, G::Move) -> bool,
    plain: impl Fn(&G) -> Vec<G::Move>,
) where
    G: BoardPosition + PartialEq,
    G::Board: BoardFile,
    G::Move: Display,
{
    let start = G::start(boards::load().unwrap());
    random_positions(&start, seeds[0], &prefer, |game| {
        same_moves(&fast_moves(game), &plain(game), game)
    });
    let mut scratch = start.clone();
    random_positions(&start, seeds[1], &prefer, |game| {
        counts_after_match(game, &mut scratch, &plain)
    });
}

fn fast_moves<G: Game>(game: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// perft's count of the last two plies (`count_after`, the moves after each move counted from the
/// position before it) against the lengths of the plain lists after each move played, move by move and
/// for all the moves of `game` at once.
fn counts_after_match<G: Game + std::fmt::Debug>(
    game: &G,
    scratch: &mut G,
    plain: impl Fn(&G) -> Vec<G::Move>,
) {
    let moves = fast_moves(game);
    let mut total = 0;
    for &mv in &moves {
        let mut after = game.clone();
        after.play_unchecked(mv);
        let count = plain(&after).len() as u64;
        assert_eq!(
            game.count_after(&[mv], scratch),
            count,
            "after {mv:?} from {game:?}"
        );
        total += count;
    }
    assert_eq!(game.count_after(&moves, scratch), total, "in {game:?}");
}

// ---------------------------------------------------------------- Espion

/// `rules/espion.md`: the chief steps one square any way; a spy goes up to 4, an agent up to 2 squares
/// along one arrow of its square, over empty squares, landing on an empty square or an enemy. The game is
/// over once a chief is taken or after 100 quiet moves; a player with no move has none (and loses).
fn espion_plain(game: &Espion) -> Vec<espion::Move> {
    let dims = espion::DIMS;
    let chiefs = |side| game.pieces(side).any(|(_, p)| p.kind == EspionKind::Chief);
    if !chiefs(Side::White) || !chiefs(Side::Black) || game.moves_since_capture() >= 100 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (from, piece) in game.pieces(game.turn()) {
        let (dirs, reach): (Vec<Direction>, usize) = match piece.kind {
            EspionKind::Chief => (Direction::ALL.to_vec(), 1),
            EspionKind::Spy => (game.board().arrows(from).iter().collect(), 4),
            EspionKind::Agent => (game.board().arrows(from).iter().collect(), 2),
        };
        for dir in dirs {
            let mut at = from;
            for _ in 0..reach {
                let Some(next) = at.offset(dir, dims) else {
                    break;
                };
                match game.piece_at(next) {
                    None => out.push(espion::Move {
                        from,
                        to: next,
                        capture: None,
                    }),
                    Some(p) => {
                        if p.side != piece.side {
                            out.push(espion::Move {
                                from,
                                to: next,
                                capture: Some(p.kind),
                            });
                        }
                        break;
                    }
                }
                at = next;
            }
        }
    }
    out
}

/// Espion's captures, preferred by the random games.
fn espion_capture(_: &Espion, m: espion::Move) -> bool {
    m.capture.is_some()
}

#[test]
fn espion_fast_paths_match_the_plain_walk() {
    fast_paths_match_on_random_positions::<Espion>([20, 24], espion_capture, espion_plain);
}

// ---------------------------------------------------------------- Schada

/// `rules/schada.md`: a chief on its target line steps E or W only; any other piece follows one line of
/// the diagram on its square, the squares passed empty (an officer may pass over its own pieces), landing
/// on an empty square or an enemy that is not a chief on its target line. A stuck player passes.
fn schada_plain(game: &Schada) -> Vec<schada::Move> {
    if game.end_reason().is_some() {
        return Vec::new();
    }
    let dims = schada::DIMS;
    let side = game.turn();
    let lands = |to: Square| match game.piece_at(to) {
        None => Some(None),
        Some(p) if p.side != side && !game.is_chief_home(to) => Some(Some(p.kind)),
        Some(_) => None,
    };
    let mut out = Vec::new();
    for (from, piece) in game.pieces(side) {
        let mut push = |to: Square| {
            if let Some(capture) = lands(to) {
                out.push(schada::Move::Step { from, to, capture });
            }
        };
        if game.is_chief_home(from) {
            for dir in [Direction::E, Direction::W] {
                if let Some(to) = from.offset(dir, dims) {
                    push(to);
                }
            }
            continue;
        }
        for line in game.board().diagram(from) {
            let path = line.path(from).expect("the board's lines stay on it");
            let (to, passed) = path.split_last().unwrap();
            let clear = passed.iter().all(|&sq| match game.piece_at(sq) {
                None => true,
                Some(p) => p.side == side && piece.kind == SchadaKind::Officer,
            });
            if clear {
                push(*to);
            }
        }
    }
    if out.is_empty() {
        out.push(schada::Move::Pass);
    }
    out
}

/// Schada's capture-like moves, preferred by the random games.
fn schada_capture(_: &Schada, m: schada::Move) -> bool {
    matches!(
        m,
        schada::Move::Step {
            capture: Some(_),
            ..
        }
    )
}

#[test]
fn schada_fast_paths_match_the_plain_walk() {
    fast_paths_match_on_random_positions::<Schada>([21, 25], schada_capture, schada_plain);
}

// ---------------------------------------------------------------- Tank Battle

/// `rules/tank-battle.md`: every tank slides like a chess queen over empty squares, never onto or across a
/// mine; normal tanks keep out of the red zone; a tank in the enemy base stays inside it; it lands on an
/// empty square or an enemy (not a commander in the red zone). The game stops when a side has all its
/// tanks in the enemy base or after 300 moves; a stuck player passes while the other can move.
fn tank_slides(game: &TankBattle, side: Side) -> Vec<TankBattleMove> {
    let board = game.board();
    let dims = board.dims();
    let enemy = side.other();
    let mut out = Vec::new();
    for (from, piece) in game.pieces().filter(|(_, p)| p.side == side) {
        let confined = board.base_of(from) == Some(enemy);
        for dir in Direction::ALL {
            let mut at = from;
            while let Some(next) = at.offset(dir, dims) {
                let terrain = board.terrain(next);
                if terrain == Terrain::Mine
                    || (terrain == Terrain::Red && piece.kind == TankKind::Tank)
                    || (confined && board.base_of(next) != Some(enemy))
                {
                    break;
                }
                match game.piece_at(next) {
                    None => out.push(TankBattleMove::Slide { from, to: next }),
                    Some(p) => {
                        let safe = p.kind == TankKind::Commander && terrain == Terrain::Red;
                        if p.side == enemy && !safe {
                            out.push(TankBattleMove::Slide { from, to: next });
                        }
                        break;
                    }
                }
                at = next;
            }
        }
    }
    out
}

/// The moves of the side to move (`steps` lists a side's moves); a player with none passes while the
/// other can move (Tank Battle, Bataille de chars).
fn steps_or_pass<M>(turn: Side, steps: impl Fn(Side) -> Vec<M>, pass: M) -> Vec<M> {
    let mut out = steps(turn);
    if out.is_empty() && !steps(turn.other()).is_empty() {
        out.push(pass);
    }
    out
}

fn tank_plain(game: &TankBattle) -> Vec<TankBattleMove> {
    let board = game.board();
    let all_in = |side: Side| {
        game.pieces()
            .filter(|(_, p)| p.side == side)
            .all(|(sq, _)| board.base_of(sq) == Some(side.other()))
    };
    if all_in(Side::White) || all_in(Side::Black) || game.moves_played() >= tank_battle::MOVE_LIMIT
    {
        return Vec::new();
    }
    steps_or_pass(
        game.turn(),
        |side| tank_slides(game, side),
        TankBattleMove::Pass,
    )
}

/// Tank Battle's captures, preferred by the random games.
fn tank_capture(game: &TankBattle, m: TankBattleMove) -> bool {
    match m {
        TankBattleMove::Slide { to, .. } => game.piece_at(to).is_some(),
        TankBattleMove::Pass => false,
    }
}

#[test]
fn tank_battle_fast_paths_match_the_plain_walk() {
    fast_paths_match_on_random_positions::<TankBattle>([22, 23], tank_capture, tank_plain);
}

// ---------------------------------------------------------------- Bataille de chars

/// `rules/bataille-de-chars.md`, the battle: a tank steps one square forward, left or right, onto any
/// square but one of its own tanks. 30 quiet moves end the game; a player without a tank passes while the
/// other can move.
fn chars_steps(game: &Chars, side: Side) -> Vec<CharsMove> {
    let dims = game.board().dims();
    let mut out = Vec::new();
    for from in dims.squares() {
        if game.cell(from) != Cell::Tank(side) {
            continue;
        }
        for dir in [CharsBoard::forward(side), Direction::W, Direction::E] {
            if let Some(to) = from.offset(dir, dims)
                && game.cell(to) != Cell::Tank(side)
            {
                out.push(CharsMove::Step { from, to });
            }
        }
    }
    out
}

fn chars_plain(game: &Chars) -> Vec<CharsMove> {
    if game.quiet_moves() >= ludoclasse::core::chars::QUIET_LIMIT {
        return Vec::new();
    }
    steps_or_pass(game.turn(), |side| chars_steps(game, side), CharsMove::Pass)
}

/// chars' eventful moves (onto a card or a tank, or forward), preferred by the random games.
fn chars_eventful(game: &Chars, m: CharsMove) -> bool {
    match m {
        CharsMove::Step { from, to } => game.cell(to) != Cell::Empty || from.rank() != to.rank(),
        CharsMove::Pass => false,
    }
}

#[test]
fn chars_fast_paths_match_the_plain_walk() {
    fast_paths_match_on_random_positions::<Chars>([23, 26], chars_eventful, chars_plain);
}

// ---------------------------------------------------------------- perft on threads

#[test]
fn perft_on_threads_counts_as_on_one() {
    fn check<G>(game: &G, depth: u32)
    where
        G: Game + Send + Sync,
        G::Move: Send + Sync,
    {
        let one = perft(game, depth);
        for threads in [2, 3, 7] {
            assert_eq!(perft_threads(game, depth, threads), one);
        }
    }
    check(&Espion::start(boards::load().unwrap()), 4);
    check(&Schada::start(boards::load().unwrap()), 5);
    check(&TankBattle::start(boards::load().unwrap()), 3);
    check(&Chars::start(boards::load().unwrap()), 6);
}

/// A position copied onto a scratch position of another board takes that board along.
#[test]
fn copy_make_across_boards_takes_the_board() {
    let shipped = boards::load::<espion::Board>().unwrap();
    let other = Arc::new(
        espion::Board::new(
            vec![ludoclasse::core::geometry::DirectionSet::ALL; 64],
            espion::START,
        )
        .unwrap(),
    );
    let mut scratch = Espion::start(other);
    let game = Espion::start(shipped.clone());
    scratch.set_to(&game);
    assert!(Arc::ptr_eq(scratch.board(), &shipped));
    assert_eq!(scratch, game);
}
