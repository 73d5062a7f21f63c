//! The app's layouts on tablets and screens of every shape: for every screen, the buttons are at least
//! 48 px high, inside the screen and never overlap, no text lies under a button or runs off the screen, a
//! hint asked for is drawn, at 768x1024, 800x1280, 1024x768, 1280x800 and
//! 1920x1080 and at every text size (`screenshot --check-layout`); and a tablet held upright gets the
//! board across at least 90 % of its width. Needs a display: `#[ignore]`d in a plain `cargo test`, run by
//! `.ci/run` under xvfb-run.

mod common;

use std::process::Command;

use common::{display_out_dir, shoot};

const SCENES: &[&[&str]] = &[
    &["--scene", "home"],
    &["--scene", "settings"],
    &["--game", "chars", "--scene", "menu"],
    &["--game", "bataille", "--scene", "menu"],
    &["--game", "espion"],
    &["--game", "schada", "--scene", "hint"],
    // A hint whose reason is followed by a caution (a tank that can be taken, and taken back): its box
    // is never left out, its first sentence alone when the whole has no room.
    &[
        "--game",
        "tank-battle",
        "--scene",
        "hint",
        "--position",
        "ctt3t4/t1t8/t3t5T/ttt1t6/1t9/10T/2T8/10T/t7T1T/5T1TTTT/8TTC b 21",
    ],
    &["--game", "schada", "--scene", "select"],
    &["--game", "espion", "--scene", "black-select"],
    &["--game", "tank-battle", "--scene", "select"],
    &["--game", "chars", "--scene", "race"],
    &["--game", "chars", "--scene", "lay"],
    &["--game", "chars", "--scene", "cover"],
    &["--game", "chars", "--scene", "board"],
    &["--game", "bataille"],
    &["--game", "bataille", "--scene", "end"],
    &["--game", "bataille", "--scene", "battle"],
    &["--lesson", "espion/01", "--step", "3"],
    &["--lesson", "schada/03", "--step", "3"],
    &["--lesson", "bataille/01", "--step", "4"],
    &["--lesson", "bataille/02", "--step", "8"],
    &["--lesson", "tank-battle/02", "--step", "2"],
    &["--lesson", "chars/01", "--step", "3"],
    &["--lesson", "chars/02", "--step", "3"],
    &["--lesson", "chars/04", "--step", "2"],
    &["--lesson", "chars/06", "--step", "5"],
    &["--lesson", "espion/02", "--step", "2"],
    &["--lesson", "espion/01", "--scene", "list"],
    &["--lesson", "espion/01", "--scene", "children"],
    &["--lesson", "espion/01", "--scene", "end"],
];

/// Many notices at once (a damaged children's file put back, a text file with a dozen mistakes, a
/// game save set aside, a save on a full disk, a board that does not read): on the home screen, in
/// their list and with a notice's details open; the class list after a save on a full disk; and the
/// home screen, a lesson list and the class list with broken teacher's files in the data folder.
const NOTICE_SCENES: &[&[&str]] = &[
    &["--scene", "notices-many"],
    &["--scene", "notices-many-quit"],
    &["--scene", "notices-many-list"],
    &["--scene", "notices-many-details"],
    &["--scene", "children-full-disk"],
    &["--scene", "home"],
    &["--lesson", "espion/02", "--scene", "list"],
    // (Its board file does not read: the list says it above the lessons.)
    &["--lesson", "tank-battle/01", "--scene", "list"],
    &["--lesson", "schada/01", "--scene", "children"],
];

/// Teacher's files with mistakes, as a teacher editing them by hand leaves them: a text file with a
/// line missing its `=`, one with bytes that are not UTF-8, a lesson with a bare word for a value, a
/// board with a misspelt `true`.
fn broken_data_folder(dir: &std::path::Path) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = |from: &str, to: &str, edit: &dyn Fn(String) -> String| {
        let text = std::fs::read_to_string(root.join(from)).unwrap();
        let path = dir.join(to);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, edit(text)).unwrap();
    };
    copy("lessons/espion/fr.ftl", "lessons/espion/fr.ftl", &|t| {
        t.replacen("espion-rule-arrows =", "espion-rule-arrows", 1)
    });
    copy("lessons/chars/fr.ftl", "lessons/chars/fr.ftl", &|t| {
        format!("{t}\n-oops[ = x\n")
    });
    copy(
        "lessons/espion/02-reach.toml",
        "lessons/espion/02-reach.toml",
        &|t| t.replacen("kind = \"quiz\"", "kind = quiz", 1),
    );
    copy(
        "assets/boards/tank-battle.toml",
        "assets/boards/tank-battle.toml",
        &|t| t.replacen("reconstructed = true", "reconstructed = tru", 1),
    );
    copy(
        "assets/locales/fr/app.ftl",
        "assets/locales/fr/app.ftl",
        &|t| t.replacen("app-settings-title =", "app-settings-title", 1),
    );
    let schada = dir.join("lessons/schada/fr.ftl");
    std::fs::create_dir_all(schada.parent().unwrap()).unwrap();
    let mut bytes = std::fs::read(root.join("lessons/schada/fr.ftl")).unwrap();
    bytes.extend_from_slice(b"\nschada-bad = \xff\xfe\n");
    std::fs::write(schada, bytes).unwrap();
}

/// No notice covers a button, and no notice's text is cut off the screen or runs under one, at
/// 768x1024, 800x1280, 1024x768, 1280x800 and 1920x1080 and at every text size (`--check-layout`
/// checks each size and text size; it fails on any text that overlaps a button).
#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn notices_never_cover_a_button() {
    let Some(dir) = display_out_dir("notices") else {
        return;
    };
    broken_data_folder(&dir);
    let failures = layout_failures(&dir, NOTICE_SCENES, "1280x800");
    std::fs::remove_dir_all(dir).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn buttons_fit_every_screen_size_and_text_size() {
    let Some(dir) = display_out_dir("layout") else {
        return;
    };
    let failures = layout_failures(&dir, SCENES, "768x1024");
    std::fs::remove_dir_all(dir).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What `screenshot --check-layout` finds wrong in each scene, with the data folder `dir` (the check
/// itself covers the five screen sizes and every text size; `size` is the picture it leaves).
fn layout_failures(dir: &std::path::Path, scenes: &[&[&str]], size: &str) -> Vec<String> {
    let mut failures = Vec::new();
    for args in scenes {
        let output = Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
            .arg("screenshot")
            .args(*args)
            .args(["--size", size, "--check-layout"])
            .env("LUDOCLASSE_DATA", dir)
            .output()
            .expect("the binary runs");
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            failures.push(format!("{args:?}:\n{stderr}"));
        }
    }
    failures
}

/// The teacher's text sizes (`--text-size`), from normal to enormous.
const TEXT_SIZES: [&str; 5] = ["normal", "large", "huge", "giant", "enormous"];

/// The leftmost and rightmost columns of row `y` that have a board square's colour (classroom palette).
fn board_extent(image: &macroquad::texture::Image, y: usize) -> Option<(usize, usize)> {
    let w = image.width as usize;
    let square = |x: usize| {
        let i = (y * w + x) * 4;
        let px = &image.bytes[i..i + 3];
        px == [0xea, 0xdf, 0xc8] || px == [0xd5, 0xc5, 0xa5]
    };
    let left = (0..w).find(|&x| square(x))?;
    let right = (0..w).rev().find(|&x| square(x))?;
    Some((left, right))
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn upright_tablets_get_the_board_across_the_width() {
    let Some(dir) = display_out_dir("portrait") else {
        return;
    };
    // Every board a child plays on, at every text size (the board keeps the width whatever the text
    // size: the panel under it gives way).
    let play: &[(&[&str], &str)] = &[
        (&["--game", "espion"], "espion"),
        (&["--game", "schada", "--scene", "hint"], "schada"),
        (
            &["--game", "tank-battle", "--scene", "select"],
            "tank-battle",
        ),
        (&["--game", "chars", "--scene", "board"], "chars"),
        (&["--game", "chars", "--scene", "lay"], "chars-lay"),
    ];
    let mut cases: Vec<(Vec<&str>, String)> = Vec::new();
    for (args, name) in play {
        for text in TEXT_SIZES {
            let mut a = args.to_vec();
            a.extend(["--text-size", text]);
            cases.push((a, format!("{name}-{text}")));
        }
    }
    // The lesson screen: a board of each size (8 × 8, 11 × 11, and Bataille de chars' 8 × 10 under its
    // compact panel: one row of buttons, choices among them) at every text size: the step's text
    // shrinks, the board keeps the width.
    let lessons: &[(&str, &str)] = &[
        ("espion/01", "3"),
        ("schada/03", "3"),
        ("tank-battle/02", "2"),
        ("chars/02", "3"),
        ("chars/04", "2"),
    ];
    for (lesson, step) in lessons {
        for text in TEXT_SIZES {
            cases.push((
                vec!["--lesson", lesson, "--step", step, "--text-size", text],
                format!("lesson-{}-{text}", lesson.replace('/', "-")),
            ));
        }
    }
    let mut failures = Vec::new();
    for (args, name) in &cases {
        for (w, h) in [(768usize, 1024usize), (800, 1280)] {
            let size = format!("{w}x{h}");
            let image = shoot(args, &size, &dir.join(format!("{name}-{size}.png")));
            // The widest row of squares in the board's part (the top half of the screen).
            let widest = (h / 10..h / 2)
                .step_by(7)
                .filter_map(|y| board_extent(&image, y))
                .map(|(l, r)| r + 1 - l)
                .max()
                .unwrap_or(0);
            eprintln!(
                "{name} at {size}: board {widest} px, {} %",
                widest * 100 / w
            );
            if widest * 100 < w * 90 {
                failures.push(format!(
                    "{name} at {size}: the board is {widest} px wide, under 90 % of {w} px"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    std::fs::remove_dir_all(dir).ok();
}

/// The longest run of pixels of colour `rgb` in row `y`.
fn longest_run(image: &macroquad::texture::Image, y: usize, rgb: [u8; 3]) -> usize {
    let w = image.width as usize;
    let (mut best, mut run) = (0, 0);
    for x in 0..w {
        let i = (y * w + x) * 4;
        if image.bytes[i..i + 3] == rgb {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn upright_tablets_get_la_bataille_across_the_width() {
    let Some(dir) = display_out_dir("portrait-bataille") else {
        return;
    };
    // The green table and the card faces (classroom palette).
    const FELT: [u8; 3] = [0x2e, 0x6b, 0x4f];
    const CARD: [u8; 3] = [0xff, 0xfd, 0xf8];
    let mut failures = Vec::new();
    for (args, name) in [
        (&["--game", "bataille", "--scene", "battle"][..], "play"),
        (&["--lesson", "bataille/02", "--step", "8"][..], "lesson"),
    ] {
        for text in TEXT_SIZES {
            for (w, h) in [(768usize, 1024usize), (800, 1280)] {
                let size = format!("{w}x{h}");
                let mut a = args.to_vec();
                a.extend(["--text-size", text]);
                let image = shoot(&a, &size, &dir.join(format!("{name}-{text}-{size}.png")));
                let rows = (0..h * 3 / 4).step_by(3);
                let felt = rows
                    .clone()
                    .map(|y| longest_run(&image, y, FELT))
                    .max()
                    .unwrap_or(0);
                // A card's face, from edge to edge on a row clear of its letters.
                let card = rows
                    .map(|y| longest_run(&image, y, CARD))
                    .max()
                    .unwrap_or(0);
                eprintln!(
                    "La Bataille {name} {text} at {size}: table {} %, a card {} %",
                    felt * 100 / w,
                    card * 100 / w
                );
                if felt * 100 < w * 90 {
                    failures.push(format!(
                        "{name} {text} at {size}: the table is {felt} px wide"
                    ));
                }
                if card * 100 < w * 11 {
                    failures.push(format!("{name} {text} at {size}: a card is {card} px wide"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    std::fs::remove_dir_all(dir).ok();
}
