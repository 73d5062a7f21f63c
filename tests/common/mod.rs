//! Helpers shared by the integration tests: here, screenshots taken with the real binary on a display
//! (Xvfb in CI); in `boards`, the board games' files, positions and checks; in `cli`, the real binary on
//! the command line. Each test file takes what it needs (`mod common;`).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use macroquad::texture::Image;

/// Whether a display is there (the screenshot tests skip without one).
pub fn display_available() -> bool {
    std::env::var_os("DISPLAY").is_some_and(|d| !d.is_empty())
}

pub mod boards;
pub mod cli;

/// A fresh folder for the pictures of one test run, named after `what`; `None` without a display (the
/// test is then skipped, and says so).
pub fn display_out_dir(what: &str) -> Option<PathBuf> {
    if !display_available() {
        eprintln!("skipped: no DISPLAY");
        return None;
    }
    Some(out_dir(what))
}

/// A fresh folder for the pictures of one test run, named after `what`.
pub fn out_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoclasse-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `ludoclasse screenshot ARGS --size SIZE --out OUT` and returns the decoded picture. The teacher's
/// folder is the output folder, so that no user file changes the picture.
pub fn shoot(args: &[&str], size: &str, out: &Path) -> Image {
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

/// [`shoot`] at `w`×`h`: the picture has that size and is not blank ([`assert_not_blank`]; `what` names it
/// in messages).
pub fn shoot_not_blank(args: &[&str], (w, h): (u32, u32), out: &Path, what: &str) -> Image {
    let size = format!("{w}x{h}");
    let image = shoot(args, &size, out);
    assert_eq!(
        (image.width as u32, image.height as u32),
        (w, h),
        "{what} {size}"
    );
    assert_not_blank(&image, &format!("{what} {size}"));
    image
}

/// A picture is "not blank" when it has many colours and no colour covers nearly all of it.
pub fn assert_not_blank(image: &Image, what: &str) {
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

/// How many pages `pdftoppm` rendered into `dir` for the PDF named `name` (files `name-N.png` of more
/// than 1000 bytes, so an empty page picture does not count).
pub fn rendered_pages(dir: &Path, name: &str) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with(&format!("{name}-")) && n.ends_with(".png")
        })
        .filter(|e| e.metadata().map(|m| m.len() > 1000).unwrap_or(false))
        .count()
}
