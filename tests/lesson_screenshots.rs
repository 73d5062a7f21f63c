//! The first step of every shipped lesson, rendered by the real binary (`ludoclasse screenshot --lesson
//! game/nn --step 1`) on a display, must not be blank; a few later steps too, at 16:9 and 4:3. Needs a
//! display: `#[ignore]`d in a plain `cargo test`, run by `.ci/run` under xvfb-run.

mod common;

use std::path::Path;
use std::process::Command;

use common::{assert_not_blank, display_out_dir, shoot, shoot_not_blank};

/// Every shipped lesson as `game/nn`, from the files in `lessons/`.
fn lesson_names() -> Vec<String> {
    let mut out = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    for game in std::fs::read_dir(&root).unwrap().flatten() {
        if !game.path().is_dir() {
            continue;
        }
        for f in std::fs::read_dir(game.path()).unwrap().flatten() {
            let name = f.file_name().to_string_lossy().to_string();
            // A lesson file is `<nn>-<slug>.toml`; `rules.toml` beside them is the game's rule list.
            if let Some(stem) = name.strip_suffix(".toml")
                && stem.starts_with(|c: char| c.is_ascii_digit())
            {
                let number = stem.split('-').next().unwrap().to_string();
                out.push(format!("{}/{number}", game.file_name().to_string_lossy()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_lesson_is_named() {
    let names = lesson_names();
    assert!(names.len() >= 10, "{names:?}");
    assert!(names.contains(&"espion/01".to_string()));
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn the_first_step_of_every_lesson_renders() {
    let Some(dir) = display_out_dir("lesson-shots") else {
        return;
    };
    for name in lesson_names() {
        let out = dir.join(format!("{}.png", name.replace('/', "-")));
        shoot_not_blank(
            &["--lesson", &name, "--step", "1"],
            (1280, 720),
            &out,
            &name,
        );
    }
    // Later steps of each kind, at a 16:9 and a 4:3 size.
    let later: &[(&str, &str)] = &[
        ("espion/01", "4"),
        ("schada/02", "3"),
        ("tank-battle/01", "3"),
        ("bataille/01", "3"),
        ("chars/01", "6"),
        ("bataille/06", "3"),
    ];
    for (name, step) in later {
        for (w, h) in [(1920, 1080), (1024, 768)] {
            let out = dir.join(format!("{}-{step}-{w}x{h}.png", name.replace('/', "-")));
            let what = format!("{name} step {step}");
            shoot_not_blank(&["--lesson", name, "--step", step], (w, h), &out, &what);
        }
    }
    // Around a lesson: its list, the class list, its end; and the projector settings.
    let around: &[&[&str]] = &[
        &["--scene", "list"],
        &["--scene", "children"],
        &["--scene", "end"],
        &[
            "--step",
            "3",
            "--palette",
            "high-contrast",
            "--text-size",
            "enormous",
        ],
        &["--step", "3", "--palette", "colour-blind", "--lang", "en"],
    ];
    for (i, extra) in around.iter().enumerate() {
        let out = dir.join(format!("around-{i}.png"));
        let mut args = vec!["--lesson", "schada/01"];
        args.extend_from_slice(extra);
        let image = shoot(&args, "1024x768", &out);
        assert_not_blank(&image, &format!("{extra:?}"));
    }
    std::fs::remove_dir_all(dir).ok();
}

/// `ludoclasse screenshot --lesson espion/01 EXTRA --out …` exits with 2 and says `expected` on stderr.
fn assert_refused(extra: &[&str], expected: &str) {
    let output = Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
        .args(["screenshot", "--lesson", "espion/01"])
        .args(extra)
        .arg("--out")
        .arg(std::env::temp_dir().join("ludoclasse-never-written.png"))
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2), "{extra:?}");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains(expected), "{err}");
}

#[test]
fn an_unknown_view_of_a_lesson_is_refused() {
    assert_refused(&["--scene", "nope"], "list, children or end");
}

#[test]
fn a_step_beyond_the_lesson_is_refused() {
    assert_refused(&["--step", "99"], "--step");
}
