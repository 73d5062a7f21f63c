//! The real binary: `perft` and `show` for Tank Battle and Bataille de chars, and `chars race`.

mod common;

use common::cli::{assert_shows, ludoclasse_with_data, run_ok, run_refused};
use predicates::prelude::*;

#[test]
fn perft_counts_both_games() {
    for (game, depth, nodes) in [
        ("tank-battle", "1", "45\n"),
        ("tank-battle", "2", "2018\n"),
        ("chars", "3", "648\n"),
    ] {
        run_ok(&["perft", game, depth]).stdout(nodes);
    }
    // From a given position: White's lone tank on D6 has 6 moves (hand count in tests/tank_battle.rs).
    let position = "c10/11/11/11/11/3T7/11/11/11/11/11 w 0";
    run_ok(&["perft", "tank-battle", "1", "--position", position]).stdout("6\n");
}

#[test]
fn show_prints_the_board_and_the_notation() {
    assert_shows(
        &["chars"],
        " 9  M B M B M B M B\n",
        "tttttttt/MBMBMBMB/BMBMBMBM/8/8/8/8/mbmbmbmb/bmbmbmbm/TTTTTTTT w 0 0 0",
    );
    assert_shows(
        &["tank-battle"],
        " 6  . . # . R R R . # . .\n",
        "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w 0",
    );
}

#[test]
fn a_bad_position_is_refused_with_its_column() {
    run_refused(&[
        "show",
        "chars",
        "--position",
        "8/8/8/8/8/8/8/8/8/8 w 0 0 31",
    ])
    .stderr("ludoclasse: --position: the game stops after 30 quiet moves, not 31 (at column 27)\n");
}

#[test]
fn a_teachers_broken_board_is_reported_with_its_place() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-cli-tb-{}", std::process::id()));
    let boards = dir.join("assets/boards");
    std::fs::create_dir_all(&boards).unwrap();
    let shipped = include_str!("../assets/boards/tank-battle.toml");
    std::fs::write(
        boards.join("tank-battle.toml"),
        shipped.replacen("red = [", "lava = [", 1),
    )
    .unwrap();
    let line = shipped
        .lines()
        .position(|l| l.starts_with("red = ["))
        .unwrap()
        + 1;
    let path = boards.join("tank-battle.toml");
    ludoclasse_with_data(&dir)
        .args(["perft", "tank-battle", "1"])
        .assert()
        .code(1)
        .stderr(format!(
            "ludoclasse: {}:{line}:1: unknown terrain `lava` (the terrains are `mine` and `red`)\n",
            path.display()
        ));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_race_replays_fixed_throws() {
    for (dice, result) in [
        // All sixes: White 6 → arrow to 11, 17, 23, 29, 35, 41 (wins on 40); Black 11, 17, 23, 29, 35.
        (
            "6 6 6 6 6 6 6 6 6 6 6 6 6",
            "{\"winner\":\"white\",\"throws\":11,\"white\":40,\"black\":35}\n",
        ),
        // Black wins. White throws 1s: 1, 2, 3, 4, 5, then 6 (arrow to 11), then 12 (arrow back to 3).
        // Black: 6 (arrow to 11), 17, 23, 29, 35, then 4 → 39, then 1 → 40 with the 14th throw.
        (
            "1 6 1 6 1 6 1 6 1 6 1 4 1 1",
            "{\"winner\":\"black\",\"throws\":14,\"white\":3,\"black\":40}\n",
        ),
    ] {
        run_ok(&["chars", "race", "--json", "--dice", dice]).stdout(result);
    }
}

#[test]
fn the_race_refuses_bad_throws() {
    run_refused(&["chars", "race", "--json", "--dice", "3 5 1"])
        .stdout("")
        .stderr(predicate::str::contains(
            "the 3 throws end before a pawn reaches square 40",
        ));
    run_refused(&["chars", "race", "--dice", "3 7 1"]).stderr(
        "ludoclasse: --dice: throw 2 `7` is not a die throw (a whole number from 1 to 6)\n",
    );
}

#[test]
fn every_message_id_of_both_games_exists_in_both_languages() {
    use ludoclasse::core::chars::layout::LayoutError;
    use ludoclasse::core::chars::race::{Jump, JumpKind};
    use ludoclasse::core::chars::{CharsEnd, Effect};
    use ludoclasse::core::game::Side;
    use ludoclasse::core::tank_battle::{ScoreReason, TankBattleEnd};
    use ludoclasse::i18n::{Lang, Message, Texts};

    let a1 = "A1".parse().unwrap();
    let mut messages: Vec<Message> = Vec::new();
    for end in [
        TankBattleEnd::AllInEnemyBase,
        TankBattleEnd::TwoPasses,
        TankBattleEnd::MoveLimit,
    ] {
        messages.push(Message::new(end.message_id()));
    }
    for reason in [
        ScoreReason::DomainCircle,
        ScoreReason::EnemyBase,
        ScoreReason::Survivor,
    ] {
        messages.push(Message::new(reason.message_id()));
    }
    for end in [CharsEnd::NoTanks, CharsEnd::TwoPasses, CharsEnd::QuietMoves] {
        messages.push(Message::new(end.message_id()));
    }
    for effect in [
        Effect::Capture,
        Effect::Explosion { layer: Side::White },
        Effect::Blank { layer: Side::Black },
        Effect::Arrival { capture: true },
    ] {
        messages.push(Message::new(effect.message_id().unwrap()));
    }
    for (tail, jump) in [
        (
            6,
            Jump {
                to: 11,
                kind: JumpKind::Arrow,
            },
        ),
        (
            12,
            Jump {
                to: 3,
                kind: JumpKind::Arrow,
            },
        ),
        (
            9,
            Jump {
                to: 10,
                kind: JumpKind::Red,
            },
        ),
    ] {
        messages.push(Message::new(jump.message_id(tail)));
    }
    for error in [
        LayoutError::BadSetting {
            explosions: 17,
            cards: 16,
        },
        LayoutError::OffMinefield { square: a1 },
        LayoutError::Twice { square: a1 },
        LayoutError::Missing {
            squares: vec![a1, a1],
        },
        LayoutError::Explosions {
            found: 7,
            expected: 8,
        },
        LayoutError::WrongLayer {
            expected: Side::White,
        },
    ] {
        messages.push(
            Message::new(error.message_id())
                .with("square", "A1")
                .with("count", 2i64)
                .with("found", 7i64)
                .with("expected", 8i64)
                .with("explosions", 17i64)
                .with("cards", 16i64),
        );
    }
    for lang in Lang::ALL {
        let texts = Texts::load(lang).unwrap();
        for m in &messages {
            assert!(texts.has(&m.id), "{} missing in {lang:?}", m.id);
            let text = texts.format(m);
            assert!(!text.contains('{') && text != m.id, "{}: {text}", m.id);
        }
    }
}
