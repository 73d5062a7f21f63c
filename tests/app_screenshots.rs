//! The app's screenshots, taken by the real binary on a display (Xvfb in CI): the home screen, the
//! settings and every game, at a 16:9 and a 4:3 size. Each picture must exist, have the asked size and
//! not be blank. Needs a display: `#[ignore]`d in a plain `cargo test`, run by `.ci/run` under xvfb-run.

use std::path::{Path, PathBuf};
use std::process::Command;

use macroquad::texture::Image;

fn display_available() -> bool {
    std::env::var_os("DISPLAY").is_some_and(|d| !d.is_empty())
}

fn out_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoclasse-shots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `ludoclasse screenshot` and returns the decoded picture.
fn shoot(args: &[&str], size: &str, out: &Path) -> Image {
    let status = Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
        .arg("screenshot")
        .args(args)
        .args(["--size", size, "--out"])
        .arg(out)
        .env("LUDOCLASSE_DATA", out.parent().unwrap())
        .status()
        .expect("the binary runs");
    assert!(
        status.success(),
        "screenshot {args:?} {size} failed: {status}"
    );
    let bytes = std::fs::read(out).expect("the PNG was written");
    Image::from_file_with_format(&bytes, None).expect("a readable PNG")
}

/// A picture is "not blank" when it has many colours and no colour covers nearly all of it.
fn assert_not_blank(image: &Image, what: &str) {
    let mut counts = std::collections::HashMap::new();
    for px in image.bytes.chunks_exact(4) {
        *counts.entry([px[0], px[1], px[2]]).or_insert(0usize) += 1;
    }
    let total = image.bytes.len() / 4;
    let biggest = counts.values().copied().max().unwrap_or(0);
    assert!(counts.len() > 50, "{what}: only {} colours", counts.len());
    assert!(
        biggest * 100 < total * 90,
        "{what}: one colour covers {}% of the picture",
        biggest * 100 / total
    );
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn every_scene_renders_at_16_9_and_4_3() {
    if !display_available() {
        eprintln!("skipped: no DISPLAY");
        return;
    }
    let dir = out_dir();
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
            let size = format!("{w}x{h}");
            let out = dir.join(format!("{name}-{size}.png"));
            let image = shoot(args, &size, &out);
            assert_eq!(
                (image.width as u32, image.height as u32),
                (w, h),
                "{name} {size}"
            );
            assert_not_blank(&image, &format!("{name} {size}"));
        }
    }
    std::fs::remove_dir_all(dir).ok();
}
