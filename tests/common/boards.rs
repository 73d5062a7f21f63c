//! Helpers for the tests of the four board games (Espion, Schada, Tank Battle, Bataille de chars): the
//! shipped board files, squares by name, move lists, and the checks that every game's notation and every
//! random game must pass.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::Arc;

use ludoclasse::boards::{self, BoardFile};
use ludoclasse::core::BoardPosition;
use ludoclasse::core::chars::CharsBoard;
use ludoclasse::core::espion;
use ludoclasse::core::game::{ByColor, Game, Side, Winner, perft};
use ludoclasse::core::geometry::{Dims, Square};
use ludoclasse::core::rng::Rng;
use ludoclasse::core::schada;
use ludoclasse::core::tank_battle::TankBattleBoard;
use ludoclasse::data::{DataError, DataFile};
use ludoclasse::i18n::{Lang, Texts};

/// The shipped Espion board file (arrows).
pub fn espion_board() -> Arc<espion::Board> {
    boards::load().expect("the shipped board loads")
}

/// The shipped Schada board file (diagrams).
pub fn schada_board() -> Arc<schada::Board> {
    boards::load().expect("the shipped board loads")
}

/// The shipped Tank Battle board file (bases, red zone, mines).
pub fn tank_battle_board() -> Arc<TankBattleBoard> {
    boards::load().expect("the shipped board loads")
}

/// The shipped Bataille de chars board file (battle board, minefields, race track).
pub fn chars_board() -> Arc<CharsBoard> {
    boards::load().expect("the shipped board loads")
}

/// The problems of `file` read as the board file of `game` (`espion`, `schada`, `tank-battle` or `chars`),
/// or `None` when it reads.
pub fn board_file_errors(game: &str, file: &DataFile) -> Option<Vec<DataError>> {
    match game {
        "espion" => espion::Board::parse(file).err(),
        "schada" => schada::Board::parse(file).err(),
        "tank-battle" => TankBattleBoard::parse(file).err(),
        "chars" => CharsBoard::parse(file).err(),
        other => panic!("no board game {other}"),
    }
}

/// A square by its name (`"D2"`).
pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A position read from `text` on `board`; panics with the text and what is wrong.
pub fn read<P: BoardPosition>(board: Arc<P::Board>, text: &str) -> P {
    P::from_notation(board, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves of the side to move.
pub fn moves<G: Game>(game: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// `perft(game, d)` is `counts[d - 1]` for each depth d from 1.
pub fn assert_perft<G: Game>(game: &G, counts: &[u64]) {
    for (depth, &count) in (1..).zip(counts) {
        assert_eq!(perft(game, depth), count, "perft {depth}");
    }
}

/// `game` is over: `winner` won (or a draw) for `reason`.
pub fn assert_over<G: Game>(game: &G, winner: Winner, reason: G::EndReason) {
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.reason, reason);
    assert_eq!(outcome.winner, winner);
}

/// Each `(text, column, message)`: reading `text` fails at `column` with an error that says `message`.
pub fn assert_notation_errors<P: BoardPosition>(
    board: &Arc<P::Board>,
    cases: &[(&str, usize, &str)],
) {
    for &(text, column, message) in cases {
        let e = P::from_notation(board.clone(), text).unwrap_err();
        assert!(e.to_string().contains(message), "{text}: {e}");
        assert_eq!(e.column, column, "{text}: {e}");
    }
}

/// Any text either reads as a position whose notation reads back to the same position, or is refused with
/// a column inside the text (never a panic).
pub fn assert_reads_or_fails_cleanly<P: BoardPosition + PartialEq>(
    board: &Arc<P::Board>,
    text: &str,
) {
    match P::from_notation(board.clone(), text) {
        Ok(game) => assert_eq!(
            P::from_notation(board.clone(), &game.to_notation()),
            Ok(game)
        ),
        Err(e) => assert!(e.column <= text.chars().count(), "{text}: {e}"),
    }
}

/// The start position with its character at `at` (or its last one) replaced by `with` reads, or is
/// refused with a column inside the text (never a panic).
pub fn assert_damaged_start_reads_or_fails_cleanly<P: BoardPosition>(
    board: &Arc<P::Board>,
    at: usize,
    with: char,
) {
    let start = P::start(board.clone()).to_notation();
    let mut chars: Vec<char> = start.chars().collect();
    let at = at.min(chars.len() - 1);
    chars[at] = with;
    let text: String = chars.into_iter().collect();
    if let Err(e) = P::from_notation(board.clone(), &text) {
        assert!(e.column <= text.chars().count(), "{text}: {e}");
    }
}

/// `game`'s notation reads back on `board` to the same position, written the same way; returns it.
pub fn assert_reads_back<P: BoardPosition + PartialEq>(board: &Arc<P::Board>, game: &P) -> String {
    let text = game.to_notation();
    let back = read::<P>(board.clone(), &text);
    assert_eq!(&back, game, "{text}");
    assert_eq!(back.to_notation(), text);
    text
}

/// Lists the moves of the side to move into `list` and checks them: empty exactly when the game is over,
/// each one legal (`text` names the position in messages).
pub fn list_checked_moves<G: Game>(game: &G, list: &mut Vec<G::Move>, text: &str) {
    game.legal_moves(list);
    assert_eq!(list.is_empty(), game.is_over(), "{text}");
    for &mv in list.iter() {
        assert!(game.is_legal(mv), "{mv:?} in {text}");
    }
}

/// One ply of a random game: lists the moves into `list` and checks them ([`list_checked_moves`]); `None`
/// once the game is over. Else moves between two random squares of `dims` (`tries` of them, built by
/// `step`) must be legal exactly when listed, and one listed move is picked at random.
pub fn random_checked_move<G: Game>(
    game: &G,
    list: &mut Vec<G::Move>,
    text: &str,
    dims: Dims,
    rng: &mut Rng,
    tries: usize,
    step: impl Fn(Square, Square) -> G::Move,
) -> Option<G::Move> {
    list_checked_moves(game, list, text);
    if list.is_empty() {
        return None;
    }
    for _ in 0..tries {
        let from = dims.square(rng.below(dims.len() as u32) as usize);
        let to = dims.square(rng.below(dims.len() as u32) as usize);
        let mv = step(from, to);
        assert_eq!(game.is_legal(mv), list.contains(&mv), "{mv:?} in {text}");
    }
    Some(list[rng.below(list.len() as u32) as usize])
}

/// Playing a move that is not `listed` is refused and gives the position back unchanged.
pub fn assert_refused_unless_listed<G: Game + PartialEq + Debug>(
    game: &G,
    listed: &[G::Move],
    mv: G::Move,
) {
    if !listed.contains(&mv) {
        let refused = game.clone().play(mv).unwrap_err();
        assert_eq!(&refused.position, game);
    }
}

/// One ply of a random game of a game that counts its pieces by kind (Espion, Schada): the notation
/// reads back, no piece appeared since `counts` (then made `now`), and the moves listed into `list` are
/// checked ([`list_checked_moves`]).
pub fn check_ply<P: BoardPosition + PartialEq>(
    board: &Arc<P::Board>,
    game: &P,
    counts: &mut ByColor<[usize; 3]>,
    now: ByColor<[usize; 3]>,
    list: &mut Vec<P::Move>,
) {
    let text = assert_reads_back(board, game);
    assert_no_piece_appears(counts, &now, &text);
    *counts = now;
    list_checked_moves(game, list, &text);
}

/// Random games of a game that counts its pieces by kind (Espion, Schada) from the start of `board`, one
/// per seed `0..games`. At every ply: [`check_ply`] (with the piece counts `counts` gives), then the
/// game's own checks `check(game, listed moves, rng)`, then a listed move picked at random is played;
/// the game must end within `max_plies`. Returns the plies played in all and how many games ended for
/// each reason (named by `reason_name`).
pub fn random_games<P: BoardPosition + PartialEq>(
    board: &Arc<P::Board>,
    games: u64,
    max_plies: u32,
    counts: impl Fn(&P) -> ByColor<[usize; 3]>,
    mut check: impl FnMut(&P, &[P::Move], &mut Rng),
    reason_name: impl Fn(P::EndReason) -> &'static str,
) -> (u32, BTreeMap<&'static str, u32>) {
    let mut plies = 0;
    let mut reasons = BTreeMap::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut game = P::start(board.clone());
        let mut before = counts(&game);
        let mut list = Vec::new();
        let mut game_plies = 0;
        loop {
            check_ply(board, &game, &mut before, counts(&game), &mut list);
            check(&game, &list, &mut rng);
            if list.is_empty() {
                break;
            }
            game.play_unchecked(list[rng.below(list.len() as u32) as usize]);
            game_plies += 1;
            assert!(game_plies <= max_plies, "seed {seed} does not end");
        }
        plies += game_plies;
        let reason = game.outcome().expect("the game is over").reason;
        *reasons.entry(reason_name(reason)).or_insert(0) += 1;
    }
    (plies, reasons)
}

/// No side has more pieces of any kind `now` than `before` (`text` names the position in messages).
pub fn assert_no_piece_appears(
    before: &ByColor<[usize; 3]>,
    now: &ByColor<[usize; 3]>,
    text: &str,
) {
    for side in Side::BOTH {
        for k in 0..3 {
            assert!(now[side][k] <= before[side][k], "{text}");
        }
    }
}

/// What is wrong with `text` as a position on `board` (it must be refused).
pub fn notation_error<P: BoardPosition>(board: &Arc<P::Board>, text: &str) -> String {
    P::from_notation(board.clone(), text)
        .unwrap_err()
        .to_string()
}

/// Each of `texts` is refused as a position on `board`.
pub fn assert_all_refused<P: BoardPosition>(board: &Arc<P::Board>, texts: &[&str]) {
    for text in texts {
        assert!(P::from_notation(board.clone(), text).is_err(), "{text:?}");
    }
}

/// Each message id has a text in every language: for each `(prefix, names)` of `named`, the prefix
/// followed by each name (`espion-end-` + `chief_captured`), and each id of `more`.
pub fn assert_texts_exist(named: &[(&str, &[&str])], more: &[&str]) {
    let ids: Vec<String> = named
        .iter()
        .flat_map(|(prefix, names)| names.iter().map(move |name| format!("{prefix}{name}")))
        .chain(more.iter().map(|id| id.to_string()))
        .collect();
    for lang in Lang::ALL {
        let texts = Texts::load(lang).unwrap();
        for id in &ids {
            assert!(texts.has(id), "{lang}: {id}");
        }
    }
}
