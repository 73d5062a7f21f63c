//! Every command of the real binary with its standard output closed by its reader (`ludoclasse … | head
//! -c1`) or full (`> /dev/full`): it ends quietly, never with a panic. A closed pipe is no failure (status
//! 0, nothing said, as ripgrep does); a full output is said in one plain sentence (status 1).

use std::path::Path;
use std::process::{Command, Stdio};

/// Each command that writes a report on standard output, with arguments that make it quick.
fn commands(out_dir: &Path) -> Vec<Vec<String>> {
    let kit = out_dir.join("kit.pdf").display().to_string();
    let deck = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H \
                AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C";
    let list: &[&[&str]] = &[
        &["--help"],
        &["--version"],
        &["lesson", "check"],
        &["lesson", "coverage"],
        &["lesson", "schema"],
        &["lesson", "show", "espion-l01"],
        &["perft", "espion", "2"],
        &["show", "schada"],
        &["hint", "espion", "--level", "greedy"],
        &[
            "match", "espion", "--white", "random", "--black", "random", "--games", "2",
        ],
        &["bench", "perft", "espion", "2", "--repeat", "1"],
        &["bataille", "replay", "--deck", deck],
        &["bataille", "stats", "--games", "20"],
        &["chars", "race", "--dice", "6 6 6 6 6 6 6 6 6 6 6 6 6"],
        &["print", "espion", "--out", &kit],
    ];
    list.iter()
        .map(|a| a.iter().map(|s| s.to_string()).collect())
        .collect()
}

fn ludoclasse() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ludoclasse"));
    cmd.env(
        "LUDOCLASSE_DATA",
        std::env::temp_dir().join("ludoclasse-no-override"),
    )
    .env("LC_ALL", "en_US.UTF-8")
    .stdin(Stdio::null())
    .stderr(Stdio::piped());
    cmd
}

/// A folder of the test `name` alone: the two tests run at once, and the first to finish removes its
/// folder (a shared one was removed under the other's `print`).
fn out_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoclasse-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_command_ends_quietly_when_its_reader_goes_away() {
    let dir = out_dir("closed");
    for args in commands(&dir) {
        let mut child = ludoclasse()
            .args(&args)
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader takes nothing and goes: the command's writes meet a closed pipe.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_command_says_a_full_output_in_one_sentence() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let dir = out_dir("full");
    for args in commands(&dir) {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = ludoclasse()
            .args(&args)
            .stdout(Stdio::from(full))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr, "ludoclasse: the output cannot be written: the disk is full\n",
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
