//! The real binary on Espion and Schada: `perft`, `show`, `bench perft`, and a teacher's corrected board.

mod common;

use common::cli::{assert_shows, ludoclasse_with_data, run_ok, run_refused};
use predicates::prelude::*;

#[test]
fn perft_counts_from_the_start_positions() {
    for (game, depth, nodes) in [("espion", "3", "13264\n"), ("schada", "3", "2754\n")] {
        run_ok(&["perft", game, depth]).stdout(nodes);
    }
}

#[test]
fn perft_reads_a_position() {
    for (game, depth, position, nodes) in [
        // Two lone chiefs, one move before the 100-move draw: 3 moves, then none.
        ("espion", "2", "c7/8/8/8/8/8/8/C7 w 98", "9\n"),
        ("espion", "3", "c7/8/8/8/8/8/8/C7 w 98", "0\n"),
        // White stuck: its only move is the pass.
        ("schada", "1", "OP6/1p6/8/8/8/8/8/u7 w 0 - -", "1\n"),
    ] {
        run_ok(&["perft", game, depth, "--position", position]).stdout(nodes);
    }
}

#[test]
fn show_prints_the_board_and_the_notation() {
    let position = "8/8/4O3/8/8/8/7P/u7 b 8 E6:3 A1:1";
    assert_shows(
        &["schada", "--position", position],
        "6  . . . . O . . .\n",
        position,
    );
    run_ok(&["show", "schada", "--position", position])
        .stdout(predicate::str::contains("1  u . . . . . . .\n"))
        .stdout(predicate::str::contains("White's score 0, Black's score 1"));
    assert_shows(
        &["espion"],
        "1  S S S C S S S S\n",
        "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0",
    );
}

#[test]
fn a_malformed_position_exits_2_with_the_column() {
    let position = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - D9:1";
    run_refused(&["show", "schada", "--position", position])
        .stdout("")
        .stderr(predicate::str::contains("(at column 51)"));
    let position = "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSXSS w 0";
    run_refused(&["perft", "espion", "1", "--position", position])
        .stderr("ludoclasse: --position: `X` is not a letter of this game, which writes `A` agent, `C` chief, `S` spy for White, and the same letters in lower case for Black (at column 41)\n");
}

#[test]
fn a_teachers_board_copy_is_used_and_its_errors_are_reported() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("espion-teacher");
    let boards = dir.join("assets/boards");
    std::fs::create_dir_all(&boards).unwrap();
    let shipped = include_str!("../assets/boards/espion.toml");
    // Give every agent square of rank 2 the arrow N only: 8 agents × 2 squares = 16 moves.
    let mut text = String::new();
    for line in shipped.lines() {
        if line.len() > 2 && line.as_bytes()[1] == b'2' && line.contains(" = [") {
            text.push_str(&format!("{} = [\"N\"]\n", &line[..2]));
        } else {
            text.push_str(line);
            text.push('\n');
        }
    }
    std::fs::write(boards.join("espion.toml"), &text).unwrap();
    ludoclasse_with_data(&dir)
        .args(["perft", "espion", "1"])
        .assert()
        .success()
        .stdout("16\n");
    std::fs::write(
        boards.join("espion.toml"),
        text.replace("A2 = [\"N\"]", "A2 = [\"UP\"]"),
    )
    .unwrap();
    let line = text.lines().position(|l| l.starts_with("A2 =")).unwrap() + 1;
    ludoclasse_with_data(&dir)
        .args(["perft", "espion", "1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(format!(
            "espion.toml:{line}:7: `UP` is not a direction (use N, NE, E, SE, S, SW, W or NW)"
        )));
}

#[test]
fn bench_perft_reports_nodes_per_second() {
    run_ok(&["bench", "perft", "schada", "2", "--repeat", "1"])
        .stdout(predicate::str::starts_with(
            "perft schada depth 2: 196 nodes, ",
        ))
        .stdout(predicate::str::contains("M nodes/s"));
}
