//! Tank Battle: perft from the start, hand-counted positions for every special rule, the worked example
//! of the original text, and random games checked at every ply.
//!
//! The shipped board (`assets/boards/tank-battle.toml`, see `rules/tank-battle.md`):
//!
//! ```text
//! 11  B b b b b . . . . . .       mines  B5 C6 C7 D3 D8 E2 G10 H4 H9 I5 I6 J7
//! 10  b b b b . . # . . . .       red    E5–G7
//!  9  b b b . . . . # . . .       White's base G1–K1 H2–K2 I3–K3 J4 K4, domain K1
//!  8  b b . # . . . . . . .       Black's base A11–E11 A10–D10 A9–C9 A8 B8, domain A11
//!  7  . . # . R R R . . # .
//!  6  . . # . R R R . # . .
//!  5  . # . . R R R . # . .
//!  4  . . . . . . . # . w w
//!  3  . . . # . . . . w w w
//!  2  . . . . # . . w w w w
//!  1  . . . . . . w w w w W
//!     A B C D E F G H I J K
//! ```

mod common;

use std::sync::Arc;

use common::boards::{
    assert_damaged_start_reads_or_fails_cleanly, assert_notation_errors, assert_over, assert_perft,
    assert_reads_back, assert_reads_or_fails_cleanly, moves, random_checked_move, read, sq,
    tank_battle_board as board,
};
use ludoclasse::core::BoardPosition;
use ludoclasse::core::game::{Game, Side, Winner, perft};
use ludoclasse::core::geometry::Dims;
use ludoclasse::core::rng::Rng;
use ludoclasse::core::tank_battle::{
    Kind, ScoreReason, TankBattle, TankBattleBoard, TankBattleEnd, TankBattleMove, Terrain,
};
use proptest::prelude::*;

fn position(notation: &str) -> TankBattle {
    read(board(), notation)
}

fn slide(from: &str, to: &str) -> TankBattleMove {
    TankBattleMove::Slide {
        from: sq(from),
        to: sq(to),
    }
}

#[test]
fn perft_from_the_start() {
    assert_perft(&TankBattle::start(board()), &[45, 2018, 106_985]);
}

#[test]
fn a_commander_in_the_red_zone_cannot_be_captured() {
    // Black's commander on F8, White's on F6 (the centre of the red zone); Black to move.
    // Black's commander: N F9 F10 F11 (3); S F7 only, F6 is safe (1); E G8…K8 (5); W E8, D8 is a mine
    // (1); NE G9 H10 I11 (3); NW E9 D10 C11 (3); SE G7 H6, I5 is a mine (2); SW E7 D6 C5 B4 A3 (5) = 23.
    let game = position("11/11/11/5c5/11/5C5/11/11/11/11/11 b 0");
    assert_eq!(perft(&game, 1), 23);
    assert!(!game.is_legal(slide("F8", "F6")));
    assert!(game.is_legal(slide("F8", "F7")));
    // The same White commander one square below the zone (F4) can be taken: S gives F7 F6 F5 F4 (4
    // instead of 1), the other rays are unchanged: 26.
    let game = position("11/11/11/5c5/11/11/11/5C5/11/11/11 b 0");
    assert_eq!(perft(&game, 1), 26);
    assert!(game.is_legal(slide("F8", "F4")));
}

#[test]
fn the_rule_that_bars_a_square_is_named() {
    use ludoclasse::core::{Barred, BoardRules};
    // Black's commander on F8, White's on F6 in the red zone: safe there; G6 is on no line from F8.
    let game = position("11/11/11/5c5/11/5C5/11/11/11/11/11 b 0");
    assert_eq!(game.barred(sq("F8"), sq("F6")), Some(Barred::SafeInRed));
    assert_eq!(game.barred(sq("F8"), sq("F7")), None);
    assert_eq!(game.barred(sq("F8"), sq("G6")), Some(Barred::NotStraight));
    // A White tank on D6: E6 is red, C6 a mine, E8 on no line, D7 free.
    let game = position("c10/11/11/11/11/3T7/11/11/11/11/11 w 0");
    assert_eq!(
        game.barred(sq("D6"), sq("G6")),
        Some(Barred::RedZone { square: sq("E6") })
    );
    assert_eq!(
        game.barred(sq("D6"), sq("A6")),
        Some(Barred::Mine { square: sq("C6") })
    );
    assert_eq!(game.barred(sq("D6"), sq("E8")), Some(Barred::NotStraight));
    assert_eq!(game.barred(sq("D6"), sq("D7")), None);
}

#[test]
fn a_normal_tank_cannot_enter_the_red_zone_but_a_commander_crosses_it() {
    // A White tank on D6, with Black's commander at home on A11. D6: N D7, D8 is a mine (1); S D5 D4,
    // D3 is a mine (2); E E6 and NE E7 and SE E5 are red (0); W C6 and NW C7 are mines (0); SW C5 B4 A3
    // (3) = 6.
    let game = position("c10/11/11/11/11/3T7/11/11/11/11/11 w 0");
    assert_eq!(perft(&game, 1), 6);
    assert_eq!(game.moves_from(sq("D6")).len(), 6);
    assert!(!game.is_legal(slide("D6", "E6")));
    assert!(!game.is_legal(slide("D6", "F4")));
    // A commander on D6: N 1, S 2, E E6 F6 G6 H6, I6 is a mine (4), W 0, NE E7 F8 G9 H10 I11 (5), NW 0,
    // SE E5 F4 G3 H2 I1 (5), SW 3 = 20.
    let game = position("c10/11/11/11/11/3C7/11/11/11/11/11 w 0");
    assert_eq!(perft(&game, 1), 20);
    assert!(game.is_legal(slide("D6", "F4")));
}

#[test]
fn a_tank_in_the_enemy_base_moves_only_inside_it() {
    // A White tank on B9 in Black's base, White's commander on K1, a Black tank on F11.
    // B9: N B10 B11 (2); S B8 (1); E C9 (1); W A9 (1); NE C10 D11 (2); NW A10 (1); SE C8 is outside
    // (0); SW A8 (1) = 9. K1: N K2…K11 (10); W J1…A1 (10); NW J2 I3, H4 is a mine (2) = 22. 9 + 22 = 31.
    let game = position("5t5/11/1T9/11/11/11/11/11/11/11/10C w 0");
    assert_eq!(game.moves_from(sq("B9")).len(), 9);
    assert_eq!(perft(&game, 1), 31);
    assert!(game.in_enemy_base(sq("B9")));
    assert!(!game.is_legal(slide("B9", "B7")));
    assert!(!game.is_legal(slide("B9", "C8")));
    assert!(game.is_legal(slide("B9", "D11")));
}

#[test]
fn the_game_ends_when_all_of_a_players_tanks_stand_in_the_enemy_base() {
    // White: a tank on A9 (in Black's base) and one on D9 (outside). Black: a tank on K6, the commander
    // on E5 (red). White plays D9-C9: both its tanks are now in Black's base.
    let game = position("11/11/T2T7/11/11/10t/4c6/11/11/11/11 w 0");
    assert!(game.outcome().is_none());
    let after = game.play(slide("D9", "C9")).unwrap();
    assert_over(
        &after,
        Winner::Side(Side::White),
        TankBattleEnd::AllInEnemyBase,
    );
    assert_eq!(TankBattleEnd::AllInEnemyBase.name(), "all_in_enemy_base");
    // White 2 + 2 = 4, Black 1 + 1 = 2.
    assert_eq!((after.scores().white, after.scores().black), (4, 2));
    assert!(moves(&after).is_empty());
    assert_eq!(perft(&after, 1), 0);
}

#[test]
fn a_player_with_no_tank_left_ends_the_game_too() {
    // Black has no tank: all its surviving tanks (none) stand in the enemy base. White's lone tank on
    // F2 scores 1.
    let game = position("11/11/11/11/11/11/11/11/11/5T5/11 w 3");
    assert_over(
        &game,
        Winner::Side(Side::White),
        TankBattleEnd::AllInEnemyBase,
    );
    assert_eq!(perft(&game, 1), 0);
}

#[test]
fn the_worked_example_of_the_original_scores_white_4_black_7() {
    // White: commander on B9 (Black's base, not its domain A11), tanks on F2 and A1 (battlefield).
    // Black: commander on K1 (White's domain), tanks on J1 and K2 (White's base).
    let game = position("11/11/1C9/11/11/11/11/11/11/5T4t/T8tc w 57");
    assert_over(
        &game,
        Winner::Side(Side::Black),
        TankBattleEnd::AllInEnemyBase,
    );
    assert_eq!((game.scores().white, game.scores().black), (4, 7));
    let lines: Vec<String> = game
        .score_breakdown()
        .iter()
        .map(|i| format!("{} {} {}", i.square, i.piece.letter(), i.points()))
        .collect();
    assert_eq!(
        lines,
        ["A1 T 1", "F2 T 1", "B9 C 2", "J1 t 2", "K1 c 3", "K2 t 2"]
    );
    let reasons: Vec<ScoreReason> = game.score_breakdown().iter().map(|i| i.reason).collect();
    assert_eq!(reasons[2], ScoreReason::EnemyBase);
    assert_eq!(reasons[4], ScoreReason::DomainCircle);
    assert_eq!(reasons[4].name(), "domain_circle");
}

#[test]
fn the_guard_stops_the_game_after_300_moves() {
    // The position of the first test at move 299: Black's 23 moves are the 300th, and end the game.
    let game = position("11/11/11/5c5/11/5C5/11/11/11/11/11 b 299");
    assert_perft(&game, &[23, 0]);
    let after = game.clone().play(slide("F8", "F9")).unwrap();
    // Both commanders on the battlefield: 1 each, a draw.
    assert_over(&after, Winner::Draw, TankBattleEnd::MoveLimit);
    assert!(
        TankBattle::from_notation(
            game.board().clone(),
            "11/11/11/11/11/11/11/11/11/11/11 w 301"
        )
        .is_err()
    );
}

/// A 3 × 3 board for the passes: White's base A1, Black's C3, and the given mines.
fn tiny_board(mines: &[&str], start: &str) -> Arc<TankBattleBoard> {
    let dims = Dims::new(3, 3);
    let mut terrain = vec![Terrain::Plain; dims.len()];
    for m in mines {
        terrain[dims.index(sq(m))] = Terrain::Mine;
    }
    let mut board = TankBattleBoard::new(dims, terrain);
    board.set_base(Side::White, &[sq("A1")], sq("A1"));
    board.set_base(Side::Black, &[sq("C3")], sq("C3"));
    Arc::new(board.with_start(start).unwrap())
}

#[test]
fn a_stuck_player_passes_and_two_stuck_players_end_the_game() {
    // White's tank on A1 is walled in by mines on A2, B1, B2; Black's commander on C3 has B3 A3 and
    // C2 C1: White passes (1), then Black has 4 moves.
    let game = TankBattle::start(tiny_board(&["A2", "B1", "B2"], "2c/3/T2 w 0"));
    assert_eq!(moves(&game), [TankBattleMove::Pass]);
    assert!(game.is_legal(TankBattleMove::Pass));
    assert_eq!(perft(&game, 2), 4);
    let after = game.play(TankBattleMove::Pass).unwrap();
    assert_eq!((after.turn(), after.moves_played()), (Side::Black, 1));
    // With B3 and C2 mined too, neither can move: the two passes would change nothing, the game ends.
    let game = TankBattle::start(tiny_board(&["A2", "B1", "B2", "B3", "C2"], "2c/3/T2 w 0"));
    assert_over(&game, Winner::Draw, TankBattleEnd::TwoPasses);
    assert_eq!(perft(&game, 1), 0);
}

#[test]
fn bad_notations_give_errors_with_a_column() {
    let cases = [
        ("", 0, "the field `board` is missing"),
        ("11/11 w 0", 0, "the board part has 2 ranks"),
        (
            "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC x 0",
            53,
            "`x` is not a valid side",
        ),
        (
            "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w",
            54,
            "the field `moves` is missing",
        ),
        (
            "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w -1",
            55,
            "`-1` is not a valid moves",
        ),
        (
            "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w 0 9",
            57,
            "unexpected text `9`",
        ),
        // B5 is a mine: six ranks of `11/` (18 characters), then `1T9`: the `T` is at column 19.
        ("11/11/11/11/11/11/1T9/11/11/11/11 w 0", 19, "B5 is a mine"),
        (
            "11/11/11/11/11/11/11/11/11/11/cc9 w 0",
            31,
            "black has more than 1 commander",
        ),
        (
            "11/11/11/11/11/11/11/11/11/11/10é w 0",
            32,
            "`é` is not a piece letter",
        ),
    ];
    assert_notation_errors::<TankBattle>(&board(), &cases);
}

#[test]
fn moves_read_and_print() {
    assert_eq!("G1-G5".parse::<TankBattleMove>(), Ok(slide("G1", "G5")));
    assert_eq!("k1j2".parse::<TankBattleMove>(), Ok(slide("K1", "J2")));
    assert_eq!("pass".parse::<TankBattleMove>(), Ok(TankBattleMove::Pass));
    assert!("G1-".parse::<TankBattleMove>().is_err());
    assert_eq!(slide("A10", "B11").to_string(), "A10-B11");
}

/// Plays one random game from the start, checking the invariants at every ply.
fn random_game(seed: u64) -> Result<(), TestCaseError> {
    let board = board();
    let mut rng = Rng::new(seed);
    let mut game = TankBattle::start(board.clone());
    let mut moves = Vec::new();
    let count = |g: &TankBattle| {
        let mut n = [0usize; 2];
        for (_, p) in g.pieces() {
            n[(p.side == Side::Black) as usize] += 1;
        }
        n
    };
    let mut in_base = 0;
    loop {
        let text = assert_reads_back(&board, &game);
        // Random slides are legal exactly when listed.
        let slide = |from, to| TankBattleMove::Slide { from, to };
        let dims = board.dims();
        let Some(mv) = random_checked_move(&game, &mut moves, &text, dims, &mut rng, 3, slide)
        else {
            break;
        };
        let before = count(&game);
        let mover = game.turn();
        let entered = match mv {
            TankBattleMove::Slide { from, to } => {
                let piece = game.piece_at(from).unwrap();
                prop_assert!(piece.kind == Kind::Commander || board.terrain(to) != Terrain::Red);
                !game.in_enemy_base(from) && board.base_of(to) == Some(mover.other())
            }
            TankBattleMove::Pass => false,
        };
        game.play_unchecked(mv);
        let after = count(&game);
        // Tanks never appear; at most one disappears, and never the mover's.
        prop_assert!(after[0] <= before[0] && after[1] <= before[1]);
        prop_assert!(before[0] + before[1] - after[0] - after[1] <= 1);
        let mover = (mover == Side::Black) as usize;
        prop_assert_eq!(after[mover], before[mover]);
        if entered {
            in_base += 1;
        }
        prop_assert!(game.moves_played() <= 300);
    }
    let outcome = game.outcome().unwrap();
    if outcome.reason == TankBattleEnd::AllInEnemyBase {
        prop_assert!(in_base > 0 || game.pieces().count() < 28);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_games_keep_the_rules(seed in any::<u64>()) {
        random_game(seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Malformed notations give an error with a column inside the text, never a panic.
    #[test]
    fn any_text_reads_or_fails_cleanly(text in "[cCtTxé0-9/ wb-]{0,70}") {
        assert_reads_or_fails_cleanly::<TankBattle>(&board(), &text);
    }

    #[test]
    fn damaged_start_positions_read_or_fail_cleanly(at in 0usize..60, with in "[cCtT0-9/ wb-]") {
        assert_damaged_start_reads_or_fails_cleanly::<TankBattle>(&board(), at, with.chars().next().unwrap());
    }
}
