//! The app's screenshots, taken by the real binary on a display (Xvfb in CI): the home screen, the
//! settings and every game, at a 16:9 and a 4:3 size. Each picture must exist, have the asked size and
//! not be blank. Needs a display: `#[ignore]`d in a plain `cargo test`, run by `.ci/run` under xvfb-run.

mod common;

use macroquad::texture::Image;

use common::{display_out_dir, shoot, shoot_not_blank};

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn every_scene_renders_at_16_9_and_4_3() {
    let Some(dir) = display_out_dir("shots") else {
        return;
    };
    let scenes: &[(&str, &[&str])] = &[
        ("home", &["--scene", "home"]),
        ("settings", &["--scene", "settings", "--lang", "en"]),
        ("bataille", &["--game", "bataille"]),
        (
            "bataille-battle",
            &["--game", "bataille", "--scene", "battle"],
        ),
    ];
    for (name, args) in scenes {
        for (w, h) in [(1920, 1080), (1024, 768)] {
            let out = dir.join(format!("{name}-{w}x{h}.png"));
            shoot_not_blank(args, (w, h), &out, name);
        }
    }
    std::fs::remove_dir_all(dir).ok();
}

/// Pixels of exactly `rgb` in the part of `image` where `keep(x, y)` holds.
fn count_colour(image: &Image, rgb: [u8; 3], keep: impl Fn(usize, usize) -> bool) -> usize {
    let w = image.width as usize;
    image
        .bytes
        .chunks_exact(4)
        .enumerate()
        .filter(|(i, px)| keep(i % w, i / w) && px[..3] == rgb)
        .count()
}

/// Black's pieces (classroom palette) and the arrows printed on Espion's squares.
const BLACK_PIECE: [u8; 3] = [0x2b, 0x2a, 0x28];
const ARROW: [u8; 3] = [0x5b, 0x58, 0x4f];

/// The Espion screenshots below are 1920x1080 pixels; the board takes the left 65 % of them.
const W: usize = 1920;
const H: usize = 1080;

fn on_board(x: usize) -> bool {
    x < W * 65 / 100
}

/// Screenshots of Espion with `option` set to each of `values`, taken in a folder named `what` and
/// removed afterwards; `None` without a display.
fn espion_shots(what: &str, option: &str, values: [&str; 2]) -> Option<Vec<Image>> {
    let dir = display_out_dir(what)?;
    let images = values
        .into_iter()
        .map(|value| {
            let out = dir.join(format!("espion-{value}.png"));
            shoot(&["--game", "espion", option, value], "1920x1080", &out)
        })
        .collect();
    std::fs::remove_dir_all(dir).ok();
    Some(images)
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn a_child_playing_black_gets_the_board_turned() {
    let Some(images) = espion_shots("turned", "--scene", ["board", "black"]) else {
        return;
    };
    for (image, (scene, black_below)) in images.iter().zip([("board", false), ("black", true)]) {
        let top = count_colour(image, BLACK_PIECE, |x, y| on_board(x) && y < H / 2);
        let bottom = count_colour(image, BLACK_PIECE, |x, y| on_board(x) && y >= H / 2);
        assert!(top + bottom > 1000, "{scene}: Black's pieces are drawn");
        assert_eq!(
            bottom > top,
            black_below,
            "{scene}: Black's pieces above {top} px, below {bottom} px"
        );
    }
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn espion_arrows_grow_with_the_text_size() {
    let Some(images) = espion_shots("arrows", "--text-size", ["normal", "enormous"]) else {
        return;
    };
    // The board's part, above the line under the board.
    let counts: Vec<usize> = images
        .iter()
        .map(|image| count_colour(image, ARROW, |x, y| on_board(x) && y < H * 9 / 10))
        .collect();
    // At 1920x1080 a square is about 115 px: its arrows cover several hundred pixels, not a few dozen.
    assert!(
        counts[0] > 64 * 300,
        "arrows at the normal size: {} px",
        counts[0]
    );
    assert!(
        counts[1] * 10 > counts[0] * 13,
        "arrows at the enormous text size ({} px) are not bigger than at the normal one ({} px)",
        counts[1],
        counts[0]
    );
}

/// A picture that cannot be written (a system folder, a file where a folder goes) is said in words,
/// with the path, and no panic; a good picture already there stays whole when a write fails.
#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn a_picture_that_cannot_be_written_is_said_in_words() {
    let Some(dir) = display_out_dir("shot-fails") else {
        return;
    };
    let good = dir.join("good.png");
    shoot(&["--scene", "home"], "640x480", &good);
    let before = std::fs::read(&good).unwrap();
    let blocked = dir.join("good.png/x.png");
    for out in [
        std::path::Path::new("/proc/ludoclasse-shot.png"),
        blocked.as_path(),
    ] {
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
            .args([
                "--lang",
                "en",
                "screenshot",
                "--scene",
                "home",
                "--size",
                "640x480",
            ])
            .arg("--out")
            .arg(out)
            .env("LUDOCLASSE_DATA", &dir)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(1), "{said}");
        assert!(said.starts_with("ludoclasse: cannot"), "{said}");
        assert!(!said.contains("panicked"), "{said}");
    }
    assert_eq!(std::fs::read(&good).unwrap(), before);
    std::fs::remove_dir_all(dir).ok();
}
