//! Cross-check of the four rules engines against the independent Python reference implementations in
//! `tools/reference/` (transcribed from the rules pages only). Ignored by default because it runs
//! Python; run it with `cargo test --release --test reference_crosscheck -- --ignored`.
//! Skips cleanly when `python3` is not installed.

use std::path::Path;
use std::process::Command;

#[test]
#[ignore]
fn engines_agree_with_the_reference_implementations() {
    let python_ok = Command::new("python3")
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !python_ok {
        eprintln!("python3 not found: reference cross-check skipped");
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/reference/crosscheck.py");
    let out = Command::new("python3")
        .arg(&script)
        .args(["--bin", env!("CARGO_BIN_EXE_ludoclasse")])
        .args([
            "--n", "12", "--depth", "2", "--race", "60", "--tight", "300", "--jobs", "2",
        ])
        .output()
        .expect("running crosscheck.py");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        out.status.success(),
        "the engines disagree with the reference implementations:\n{stdout}\n{stderr}"
    );
}
