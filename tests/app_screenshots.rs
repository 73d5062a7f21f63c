//! The app's screenshots, taken by the real binary on a display (Xvfb in CI): the home screen, the
//! settings and every game, at a 16:9 and a 4:3 size. Each picture must exist, have the asked size and
//! not be blank. Needs a display: `#[ignore]`d in a plain `cargo test`, run by `.ci/run` under xvfb-run.

mod common;

use common::{display_out_dir, shoot_not_blank};

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
