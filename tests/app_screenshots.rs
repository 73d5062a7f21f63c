//! The app's screenshots, taken by the real binary on a display (Xvfb in CI): the home screen, the
//! settings and every game, at a 16:9 and a 4:3 size. Each picture must exist, have the asked size and
//! not be blank. Needs a display: `#[ignore]`d in a plain `cargo test`, run by `.ci/run` under xvfb-run.

mod common;

use common::{display_available, display_out_dir, shoot, shoot_not_blank};

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
fn count_colour(
    image: &macroquad::texture::Image,
    rgb: [u8; 3],
    keep: impl Fn(usize, usize) -> bool,
) -> usize {
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

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn a_child_playing_black_gets_the_board_turned() {
    if !display_available() {
        eprintln!("skipped: no DISPLAY");
        return;
    }
    let dir = common::out_dir("turned");
    let (w, h) = (1920usize, 1080usize);
    let board = |x: usize| x < w * 65 / 100;
    for (scene, black_below) in [("board", false), ("black", true)] {
        let image = shoot(
            &["--game", "espion", "--scene", scene],
            "1920x1080",
            &dir.join(format!("espion-{scene}.png")),
        );
        let top = count_colour(&image, BLACK_PIECE, |x, y| board(x) && y < h / 2);
        let bottom = count_colour(&image, BLACK_PIECE, |x, y| board(x) && y >= h / 2);
        assert!(top + bottom > 1000, "{scene}: Black's pieces are drawn");
        assert_eq!(
            bottom > top,
            black_below,
            "{scene}: Black's pieces above {top} px, below {bottom} px"
        );
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn espion_arrows_grow_with_the_text_size() {
    if !display_available() {
        eprintln!("skipped: no DISPLAY");
        return;
    }
    let dir = common::out_dir("arrows");
    let (w, h) = (1920usize, 1080usize);
    let mut counts = Vec::new();
    for text_size in ["normal", "enormous"] {
        let image = shoot(
            &["--game", "espion", "--text-size", text_size],
            "1920x1080",
            &dir.join(format!("espion-{text_size}.png")),
        );
        // The board's part, above the line under the board.
        counts.push(count_colour(&image, ARROW, |x, y| {
            x < w * 65 / 100 && y < h * 9 / 10
        }));
    }
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
    std::fs::remove_dir_all(dir).ok();
}
