//! Helpers for the tests that run the real binary on the command line.

use std::path::Path;

use assert_cmd::Command;
use assert_cmd::assert::Assert;
use predicates::prelude::*;

/// The real binary, kept away from the teacher's copies of the data files on the machine running the
/// tests (its data folder is one that holds none).
pub fn ludoclasse() -> Command {
    ludoclasse_with_data(&std::env::temp_dir().join("ludoclasse-no-override"))
}

/// The real binary reading the teacher's copies of the data files from `dir`. It speaks English (the
/// system's language; without one it speaks French): the tests compare its English sentences.
pub fn ludoclasse_with_data(dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("ludoclasse").unwrap();
    cmd.env("LUDOCLASSE_DATA", dir).env("LC_ALL", "en_US.UTF-8");
    cmd
}

/// `ludoclasse ARGS` succeeds.
pub fn run_ok(args: &[&str]) -> Assert {
    ludoclasse().args(args).assert().success()
}

/// `ludoclasse show ARGS` prints the board with the line `line` and ends with the notation `notation`.
pub fn assert_shows(args: &[&str], line: &str, notation: &str) {
    ludoclasse()
        .arg("show")
        .args(args)
        .assert()
        .success()
        .stdout(predicate::str::contains(line))
        .stdout(predicate::str::ends_with(format!("{notation}\n")));
}

/// The sum of the numbers at `field` in each element of the JSON array `array`.
pub fn sum_of(array: &serde_json::Value, field: &str) -> f64 {
    array
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x[field].as_f64().unwrap())
        .sum()
}

/// `ludoclasse ARGS` refuses its input: exit status 2.
pub fn run_refused(args: &[&str]) -> Assert {
    ludoclasse().args(args).assert().code(2)
}

/// A fresh teacher's data folder for one test, named after `what`, with the folder `relative` (such as
/// `lessons/espion`) made in it: the data folder and that folder.
pub fn teacher_folder(what: &str, relative: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("ludoclasse-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join(relative);
    std::fs::create_dir_all(&folder).unwrap();
    (dir, folder)
}

/// `ludoclasse ARGS` reading the teacher's copies from `dir`: its exit status and what it said on
/// standard error.
pub fn said_with_data(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let out = ludoclasse_with_data(dir).args(args).output().unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}
