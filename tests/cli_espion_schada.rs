//! The real binary on Espion and Schada: `perft`, `show`, `bench perft`, and a teacher's corrected board.

use assert_cmd::Command;
use predicates::prelude::*;

fn ludoclasse() -> Command {
    let mut cmd = Command::cargo_bin("ludoclasse").unwrap();
    // Never pick up a board copy from the machine's user data folder.
    cmd.env("LUDOCLASSE_DATA", env!("CARGO_TARGET_TMPDIR"));
    cmd
}

#[test]
fn perft_counts_from_the_start_positions() {
    for (game, depth, nodes) in [("espion", "3", "13264\n"), ("schada", "3", "2754\n")] {
        ludoclasse()
            .args(["perft", game, depth])
            .assert()
            .success()
            .stdout(nodes);
    }
}

#[test]
fn perft_reads_a_position() {
    // Two lone chiefs, one move before the 100-move draw: 3 moves, then none.
    ludoclasse()
        .args([
            "perft",
            "espion",
            "2",
            "--position",
            "c7/8/8/8/8/8/8/C7 w 98",
        ])
        .assert()
        .success()
        .stdout("9\n");
    ludoclasse()
        .args([
            "perft",
            "espion",
            "3",
            "--position",
            "c7/8/8/8/8/8/8/C7 w 98",
        ])
        .assert()
        .success()
        .stdout("0\n");
    // White stuck: its only move is the pass.
    ludoclasse()
        .args([
            "perft",
            "schada",
            "1",
            "--position",
            "OP6/1p6/8/8/8/8/8/u7 w 0 - -",
        ])
        .assert()
        .success()
        .stdout("1\n");
}

#[test]
fn show_prints_the_board_and_the_notation() {
    let position = "8/8/4O3/8/8/8/7P/u7 b 8 E6:3 A1:1";
    ludoclasse()
        .args(["show", "schada", "--position", position])
        .assert()
        .success()
        .stdout(predicate::str::contains("6  . . . . O . . .\n"))
        .stdout(predicate::str::contains("1  u . . . . . . .\n"))
        .stdout(predicate::str::contains("score white 0 black 1"))
        .stdout(predicate::str::ends_with(format!("{position}\n")));
    ludoclasse()
        .args(["show", "espion"])
        .assert()
        .success()
        .stdout(predicate::str::contains("1  S S S C S S S S\n"))
        .stdout(predicate::str::ends_with(
            "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0\n",
        ));
}

#[test]
fn a_malformed_position_exits_2_with_the_column() {
    ludoclasse()
        .args([
            "show",
            "schada",
            "--position",
            "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - D9:1",
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("(at column 51)"));
    ludoclasse()
        .args([
            "perft",
            "espion",
            "1",
            "--position",
            "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSXSS w 0",
        ])
        .assert()
        .code(2)
        .stderr("ludoclasse: --position: `X` is not a piece letter of this game (at column 41)\n");
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
    Command::cargo_bin("ludoclasse")
        .unwrap()
        .env("LUDOCLASSE_DATA", &dir)
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
    Command::cargo_bin("ludoclasse")
        .unwrap()
        .env("LUDOCLASSE_DATA", &dir)
        .args(["perft", "espion", "1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(format!(
            "espion.toml:{line}:7: `UP` is not a direction (use N, NE, E, SE, S, SW, W or NW)"
        )));
}

#[test]
fn bench_perft_reports_nodes_per_second() {
    ludoclasse()
        .args(["bench", "perft", "schada", "2", "--repeat", "1"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "perft schada depth 2: 196 nodes, ",
        ))
        .stdout(predicate::str::contains("M nodes/s"));
}
