//! Bataille de chars: perft of the battle from the default position, hand-counted positions for every
//! special rule, mine laying and hidden information, the race, and random games checked at every ply.
//!
//! The shipped battle board is 8 × 10: White's tanks start on rank 1 and move north, Black's on rank 10
//! and move south. Black lays its cards on ranks 2–3 (lowercase `m`/`b` in the notation), White on
//! ranks 8–9 (`M`/`B`).

mod common;

use std::sync::Arc;

use common::boards::{
    assert_damaged_start_reads_or_fails_cleanly, assert_notation_errors, assert_over, assert_perft,
    assert_reads_or_fails_cleanly, chars_board as board, moves, random_checked_move, read, sq,
};
use ludoclasse::core::BoardPosition;
use ludoclasse::core::chars::layout::{LaidCard, Layout, LayoutError};
use ludoclasse::core::chars::race::{Jump, JumpKind, Race, RaceError, RaceTrack};
use ludoclasse::core::chars::{
    Card, Cell, Chars, CharsEnd, CharsMove, CharsSettings, Effect, Face,
};
use ludoclasse::core::game::{ByColor, Game, Side, Winner, perft};
use ludoclasse::core::rng::Rng;
use proptest::prelude::*;

fn position(notation: &str) -> Chars {
    read(board(), notation)
}

fn step(from: &str, to: &str) -> CharsMove {
    CharsMove::Step {
        from: sq(from),
        to: sq(to),
    }
}

#[test]
fn perft_from_the_default_position() {
    assert_perft(&Chars::start(board()), &[8, 64, 648]);
}

#[test]
fn an_explosion_removes_the_tank_and_the_card() {
    // White's tank on A1 steps onto Black's explosion card on A2.
    let game = position("7t/8/8/8/8/8/8/8/m7/T7 w 0 0 7");
    assert_eq!(game.explosions_left(Side::Black), 1);
    assert_eq!(
        game.effect(step("A1", "A2")),
        Effect::Explosion { layer: Side::Black }
    );
    let after = game.play(step("A1", "A2")).unwrap();
    assert_eq!(after.cell(sq("A2")), Cell::Empty);
    assert_eq!(after.tanks_on_board(Side::White), 0);
    assert_eq!(after.explosions_left(Side::Black), 0);
    // A turned card resets the quiet count.
    assert_eq!(after.to_notation(), "7t/8/8/8/8/8/8/8/8/8 b 0 0 0");
    // White has no tank: Black's H10 steps S or W (2), then White passes (1), then Black again.
    assert_eq!(perft(&after, 1), 2);
    let after_black = after.play(step("H10", "G10")).unwrap();
    assert_eq!(moves(&after_black), [CharsMove::Pass]);
    // A pass leaves the quiet count as it is (1 after Black's sideways step).
    let after_pass = after_black.play(CharsMove::Pass).unwrap();
    assert_eq!(after_pass.quiet_moves(), 1);
    assert_eq!(after_pass.turn(), Side::Black);
}

#[test]
fn a_blank_is_removed_and_the_tank_stays() {
    // White's tank on C1 steps onto Black's blank on C2.
    let game = position("7t/8/8/8/8/8/8/8/2b5/2T5 w 0 0 4");
    assert_eq!(
        game.effect(step("C1", "C2")),
        Effect::Blank { layer: Side::Black }
    );
    let after = game.play(step("C1", "C2")).unwrap();
    assert_eq!(after.cell(sq("C2")), Cell::Tank(Side::White));
    assert_eq!(after.cards_left(Side::Black), 0);
    assert_eq!(after.quiet_moves(), 0);
    // A blank turned by a sideways step also resets the count.
    let game = position("7t/8/8/8/8/8/8/8/2bT4/8 w 0 0 4");
    let after = game.play(step("D2", "C2")).unwrap();
    assert_eq!(
        (after.cell(sq("C2")), after.quiet_moves()),
        (Cell::Tank(Side::White), 0)
    );
}

#[test]
fn reaching_the_enemy_start_line_scores_with_or_without_a_capture() {
    // White's tanks on C9 (below Black's tank on C10) and F9 (below an empty F10).
    // White's moves: C9 N (capture + arrival), W B9, E D9; F9 N, W E9, E G9 = 6.
    let game = position("2t5/2T2T2/8/8/8/8/8/8/8/8 w 0 1 9");
    assert_eq!(perft(&game, 1), 6);
    assert_eq!(
        game.effect(step("C9", "C10")),
        Effect::Arrival { capture: true }
    );
    assert_eq!(
        game.effect(step("F9", "F10")),
        Effect::Arrival { capture: false }
    );
    let after = game.play(step("C9", "C10")).unwrap();
    // The tank is lifted off, the Black tank is gone: White scores 1.
    assert_eq!(after.to_notation(), "8/5T2/8/8/8/8/8/8/8/8 b 1 1 0");
    // Black has nothing left: it passes, White's F9 arrives too; then no tank is left.
    let after = after.play(CharsMove::Pass).unwrap();
    let after = after.play(step("F9", "F10")).unwrap();
    assert_over(&after, Winner::Side(Side::White), CharsEnd::NoTanks);
    assert_eq!(CharsEnd::NoTanks.name(), "no_tanks");
    assert_eq!((after.scores().white, after.scores().black), (2, 1));
}

#[test]
fn mines_destroy_the_tanks_of_their_own_layer() {
    // White's tank on A7 steps onto White's own explosion card on A8.
    let game = position("7t/8/M7/T7/8/8/8/8/8/8 w 0 0 0");
    assert_eq!(
        game.effect(step("A7", "A8")),
        Effect::Explosion { layer: Side::White }
    );
    let after = game.play(step("A7", "A8")).unwrap();
    assert_eq!(after.tanks_on_board(Side::White), 0);
    assert_eq!(after.explosions_left(Side::White), 0);
    // Black's tank on B3 steps sideways (W) onto Black's own explosion card on A3.
    let game = position("8/8/8/8/8/8/8/mt6/8/T7 b 0 0 3");
    let after = game.play(step("B3", "A3")).unwrap();
    assert_eq!(after.tanks_on_board(Side::Black), 0);
    assert_eq!(after.quiet_moves(), 0);
}

#[test]
fn the_guard_ends_the_game_after_30_quiet_moves() {
    // 29 quiet moves so far. White's A5: N A6 (forward, resets) or E B5 (the 30th quiet move, which
    // ends the game): 2. After A6, Black's H6 may go S H5 or W G6: 2. After B5, nothing. perft(2) = 2.
    let game = position("8/8/8/8/7t/T7/8/8/8/8 w 0 0 29");
    assert_perft(&game, &[2, 2]);
    let after = game.clone().play(step("A5", "B5")).unwrap();
    assert_over(&after, Winner::Draw, CharsEnd::QuietMoves);
    assert_eq!(CharsEnd::QuietMoves.name(), "quiet_moves");
    let after = game.play(step("A5", "A6")).unwrap();
    assert_eq!(after.quiet_moves(), 0);
    assert!(after.outcome().is_none());
}

#[test]
fn tanks_never_move_diagonally_back_or_onto_their_own() {
    // White's D4 with its own tank on E4: N D5, W C4 (2); E4: N E5, E F4 (2). Black's D6: S D5, W C6,
    // E E6.
    let game = position("8/8/8/8/3t4/8/3TT3/8/8/8 w 0 0 0");
    assert_eq!(perft(&game, 1), 4);
    for (from, to) in [("D4", "E5"), ("D4", "D3"), ("D4", "E4"), ("D4", "D6")] {
        assert!(!game.is_legal(step(from, to)), "{from}-{to}");
    }
    let black = position("8/8/8/8/3t4/8/3TT3/8/8/8 b 0 0 0");
    assert_eq!(perft(&black, 1), 3);
    assert!(!black.is_legal(step("D6", "D7")));
}

#[test]
fn bad_notations_give_errors_with_a_column() {
    let cases = [
        ("8/8 w 0 0 0", 0, "the board part has 2 ranks"),
        (
            "8/8/8/8/8/8/8/8/8/8 w 0 0",
            25,
            "the field `quiet moves` is missing",
        ),
        (
            "8/8/8/8/8/8/8/8/8/8 w 0 x 0",
            24,
            "`x` is not a valid Black's score",
        ),
        ("8/8/8/8/8/8/8/8/8/8 w 0 0 31", 26, "not 31"),
        // A White tank on Black's start line (H10: the `T` at column 1).
        (
            "7T/8/8/8/8/8/8/8/8/8 w 0 0 0",
            1,
            "would have been lifted off",
        ),
        // A White card on Black's minefield: eight ranks of `8/` (16 characters), then `1M6`.
        (
            "8/8/8/8/8/8/8/8/1M6/8 w 0 0 0",
            17,
            "B2 is not on White's minefield",
        ),
        ("8/8/8/8/8/8/8/8/8/U7 w 0 0 0", 18, "unknown card"),
        (
            "8/8/8/8/8/8/8/8/8/TTTTTTTT w 1 0 0",
            29,
            "more than its 8 tanks",
        ),
        ("8/8/8/8/8/8/8/8/8/8 w 0 0 0 x", 28, "unexpected text"),
    ];
    assert_notation_errors::<Chars>(&board(), &cases);
}

#[test]
fn layouts_are_checked_and_build_the_start_of_the_battle() {
    let board = board();
    let settings = CharsSettings::for_board(&board);
    assert_eq!((settings.memory, settings.explosions), (true, 8));
    // White lays explosions on rank 9 and blanks on rank 8; Black explosions on the A–D halves.
    let white = Layout {
        layer: Side::White,
        cards: board
            .minefield(Side::White)
            .iter()
            .map(|&square| LaidCard {
                square,
                explosion: square.rank() == 8,
            })
            .collect(),
    };
    let black = Layout {
        layer: Side::Black,
        cards: board
            .minefield(Side::Black)
            .iter()
            .map(|&square| LaidCard {
                square,
                explosion: square.file() < 4,
            })
            .collect(),
    };
    assert_eq!(white.check(&board, 8), Ok(()));
    assert_eq!(
        white.check(&board, 7),
        Err(LayoutError::Explosions {
            found: 8,
            expected: 7
        })
    );
    assert_eq!(
        white.check(&board, 17),
        Err(LayoutError::BadSetting {
            explosions: 17,
            cards: 16
        })
    );
    let game = Chars::from_layouts(
        board.clone(),
        settings,
        ByColor {
            white: &white,
            black: &black,
        },
        Side::Black,
    )
    .unwrap();
    assert_eq!(
        game.to_notation(),
        "tttttttt/MMMMMMMM/BBBBBBBB/8/8/8/8/mmmmbbbb/mmmmbbbb/TTTTTTTT b 0 0 0"
    );
    // Broken layouts.
    let mut moved = white.clone();
    moved.cards[0].square = sq("A5");
    assert_eq!(
        moved.check(&board, 8),
        Err(LayoutError::OffMinefield { square: sq("A5") })
    );
    let mut twice = white.clone();
    twice.cards[0].square = sq("B8");
    assert_eq!(
        twice.check(&board, 8),
        Err(LayoutError::Twice { square: sq("B8") })
    );
    let mut short = white.clone();
    short.cards.truncate(15);
    assert!(
        matches!(short.check(&board, 8), Err(LayoutError::Missing { squares }) if squares == [sq("H9")])
    );
    assert_eq!(
        Chars::from_layouts(
            board.clone(),
            settings,
            ByColor {
                white: &black,
                black: &black
            },
            Side::White
        )
        .unwrap_err(),
        (
            Side::White,
            LayoutError::WrongLayer {
                expected: Side::White
            }
        )
    );
    // A random layout follows the rules for any number of explosions.
    let mut rng = Rng::new(3);
    for explosions in 0..=16 {
        let layout = Layout::random(&board, Side::Black, explosions, &mut rng);
        assert_eq!(layout.check(&board, explosions), Ok(()));
    }
}

#[test]
fn views_hide_what_a_player_cannot_see() {
    let game = Chars::start(board());
    let unknown = |layer| {
        Cell::Card(Card {
            layer,
            face: Face::Unknown,
        })
    };
    // The memory setting (default): a player sees no face-down card, its own included.
    let view = game.view_for(Side::White);
    assert_eq!(view.cell(sq("A9")), unknown(Side::White));
    assert_eq!(view.cell(sq("A3")), unknown(Side::Black));
    assert_eq!(view.cell(sq("A1")), Cell::Tank(Side::White));
    // What everyone knows stays: 8 explosions left in each layer.
    assert_eq!(view.explosions_left(Side::Black), 8);
    assert_eq!(view.explosions_left(Side::White), 8);
    assert!(
        view.to_notation()
            .starts_with("tttttttt/UUUUUUUU/UUUUUUUU/8/8/8/8/uuuuuuuu/")
    );
    // The easier setting: a player sees its own cards, never the opponent's.
    let mut easy = game.clone();
    easy.set_memory(false);
    let view = easy.view_for(Side::White);
    assert_eq!(
        view.cell(sq("A9")),
        Cell::Card(Card {
            layer: Side::White,
            face: Face::Explosion
        })
    );
    assert_eq!(view.cell(sq("A3")), unknown(Side::Black));
    let view = easy.view_for(Side::Black);
    assert_eq!(view.cell(sq("A9")), unknown(Side::White));
    assert_eq!(
        view.cell(sq("A3")),
        Cell::Card(Card {
            layer: Side::Black,
            face: Face::Explosion
        })
    );
    // A guess fills the unknown cards with as many explosions as remain.
    let guess = game.view_for(Side::White).guess_unknown(&mut Rng::new(1));
    assert_eq!(guess.explosions_left(Side::Black), 8);
    let explosions = board()
        .minefield(Side::Black)
        .iter()
        .filter(|&&s| {
            guess.cell(s)
                == Cell::Card(Card {
                    layer: Side::Black,
                    face: Face::Explosion,
                })
        })
        .count();
    assert_eq!(explosions, 8);
    // A view cannot be read back as a position.
    assert!(Chars::from_notation(board(), &game.view_for(Side::White).to_notation()).is_err());
}

#[test]
fn the_race_follows_arrows_and_red_squares() {
    let track = board().race().clone();
    let mut race = Race::new(track.clone());
    // White 6: lands on 6, arrow to 11. Black 3: 3. White 4: 15, arrow to 21. Black 6: 9, red +1 to 10.
    // White 1: 22, red +1 to 23. Black 2: 12, arrow back to 3. White 6: 29. Black 3: 6 → 11.
    // White 1: 30, red +2 to 32. Black 1: 12 → 3. White 6: 38, arrow back to 28. Black 6: 9 → 10.
    // White 6: 34. Black 2: 12 → 3. White 6: 40, wins with the 15th throw.
    let throws = [6, 3, 4, 6, 1, 2, 6, 3, 1, 1, 6, 6, 6, 2, 6];
    let expected = [
        (6, 11),
        (3, 3),
        (15, 21),
        (9, 10),
        (22, 23),
        (12, 3),
        (29, 29),
        (6, 11),
        (30, 32),
        (12, 3),
        (38, 28),
        (9, 10),
        (34, 34),
        (12, 3),
        (40, 40),
    ];
    for (i, (&die, &(landed, to))) in throws.iter().zip(&expected).enumerate() {
        let step = race.throw(die).unwrap();
        let side = if i % 2 == 0 { Side::White } else { Side::Black };
        assert_eq!(
            (step.side, step.landed, step.to),
            (side, landed, to),
            "throw {}",
            i + 1
        );
    }
    assert_eq!(race.winner(), Some(Side::White));
    assert_eq!(race.throws(), 15);
    assert_eq!((race.pawn(Side::White), race.pawn(Side::Black)), (40, 3));
    assert_eq!(race.throw(3), Err(RaceError::Over));

    // A die shows 1 to 6; a refused throw changes nothing.
    let mut race = Race::new(track);
    assert_eq!(race.throw(0), Err(RaceError::BadThrow(0)));
    assert_eq!(race.throw(7), Err(RaceError::BadThrow(7)));
    assert_eq!(race.throws(), 0);

    // Arrows never chain: on a track where 5 → 10 and 10 → 20, landing on 5 stops on 10.
    let mut chained = RaceTrack::new(30, 10);
    chained.set_jump(
        5,
        Jump {
            to: 10,
            kind: JumpKind::Arrow,
        },
    );
    chained.set_jump(
        10,
        Jump {
            to: 20,
            kind: JumpKind::Arrow,
        },
    );
    let mut race = Race::new(Arc::new(chained));
    let step = race.throw(5).unwrap();
    assert_eq!((step.landed, step.to), (5, 10));
    // Black 5: 10 as well. White 4: 14. Black 6: 16, no arrow there.
    race.throw(5).unwrap();
    race.throw(4).unwrap();
    let step = race.throw(6).unwrap();
    assert_eq!((step.side, step.landed, step.to), (Side::Black, 16, 16));
}

#[test]
fn passing_the_last_square_wins() {
    let mut track = RaceTrack::new(10, 5);
    track.set_jump(
        4,
        Jump {
            to: 9,
            kind: JumpKind::Red,
        },
    );
    let mut race = Race::new(Arc::new(track));
    race.throw(4).unwrap(); // White: 4, pushed to 9.
    race.throw(1).unwrap(); // Black: 1.
    let step = race.throw(6).unwrap(); // White: 9 + 6 passes 10.
    assert_eq!((step.landed, step.to, step.won), (10, 10, true));
}

#[test]
fn moves_read_and_print() {
    assert_eq!("D1-D2".parse::<CharsMove>(), Ok(step("D1", "D2")));
    assert_eq!("pass".parse::<CharsMove>(), Ok(CharsMove::Pass));
    assert!("D1D2".parse::<CharsMove>().is_err());
    assert_eq!(step("H9", "H10").to_string(), "H9-H10");
}

/// Plays one random battle from random layouts, checking the invariants at every ply.
fn random_battle(seed: u64) -> Result<(), TestCaseError> {
    let board = board();
    let mut rng = Rng::new(seed);
    let mut settings = CharsSettings::for_board(&board);
    settings.explosions = rng.below(17) as u8;
    settings.memory = rng.below(2) == 0;
    let white = Layout::random(&board, Side::White, settings.explosions, &mut rng);
    let black = Layout::random(&board, Side::Black, settings.explosions, &mut rng);
    let first = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let mut game = Chars::from_layouts(
        board.clone(),
        settings,
        ByColor {
            white: &white,
            black: &black,
        },
        first,
    )
    .unwrap();
    let mut moves = Vec::new();
    let mut plies = 0;
    loop {
        let text = game.to_notation();
        let mut back = Chars::from_notation(board.clone(), &text).unwrap();
        back.set_memory(game.memory());
        prop_assert_eq!(&back, &game, "{}", text);
        for viewer in Side::BOTH {
            let view = game.view_for(viewer);
            for s in board.dims().squares() {
                match (game.cell(s), view.cell(s)) {
                    (Cell::Card(real), Cell::Card(seen)) => {
                        prop_assert_eq!(real.layer, seen.layer);
                        let visible = real.layer == viewer && !game.memory();
                        prop_assert_eq!(seen.face, if visible { real.face } else { Face::Unknown });
                    }
                    (real, seen) => prop_assert_eq!(real, seen),
                }
            }
            prop_assert_eq!(
                view.explosions_left(Side::White),
                game.explosions_left(Side::White)
            );
        }
        let step = |from, to| CharsMove::Step { from, to };
        let dims = board.dims();
        let Some(mv) = random_checked_move(&game, &mut moves, &text, dims, &mut rng, 4, step)
        else {
            break;
        };
        let before = game.clone();
        game.play_unchecked(mv);
        plies += 1;
        for side in Side::BOTH {
            // Tanks and cards never appear; scores only grow, by at most one.
            prop_assert!(game.tanks_on_board(side) <= before.tanks_on_board(side));
            prop_assert!(game.cards_left(side) <= before.cards_left(side));
            prop_assert!(game.explosions_left(side) <= before.explosions_left(side));
            prop_assert!(game.scores()[side] >= before.scores()[side]);
            prop_assert!(game.scores()[side] <= before.scores()[side] + 1);
            prop_assert!(game.tanks_on_board(side) + game.scores()[side] as usize <= 8);
        }
        if mv == CharsMove::Pass {
            prop_assert_eq!(game.quiet_moves(), before.quiet_moves());
        }
        prop_assert!(plies < 10_000, "no end after {} plies", plies);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_battles_keep_the_rules(seed in any::<u64>()) {
        random_battle(seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Malformed notations give an error with a column inside the text, never a panic.
    #[test]
    fn any_text_reads_or_fails_cleanly(text in "[tTmMbBuUxé0-9/ w-]{0,60}") {
        assert_reads_or_fails_cleanly::<Chars>(&board(), &text);
    }

    #[test]
    fn damaged_default_positions_read_or_fail_cleanly(at in 0usize..70, with in "[tTmMbBuU0-9/ wb-]") {
        assert_damaged_start_reads_or_fails_cleanly::<Chars>(&board(), at, with.chars().next().unwrap());
    }
}
