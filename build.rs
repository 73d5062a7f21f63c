//! Compresses what the binary carries into the build's output folder, which matters most for the web
//! build (the whole folder must stay under 3 MB):
//! - the kit's font (`fonts/*.ttf`, Andika): `src/fonts.rs` embeds the compressed bytes and inflates them
//!   once at start. The font files stay as SIL publishes them (the Open Font License reserves the name
//!   "Andika" for unmodified fonts); compressing them only halves their size;
//! - the shipped data files (`assets/`, `lessons/`, `printables/`: boards, lessons, texts), packed into
//!   one archive that `src/data.rs` inflates on first use (about a quarter of their size).

use std::path::{Path, PathBuf};

/// The fonts `src/fonts.rs` embeds.
const FONTS: [&str; 2] = ["Andika-Regular.ttf", "Andika-Bold.ttf"];

/// The data folders `src/data.rs` embeds (as `shipped.zlib`).
const DATA: [&str; 3] = ["assets", "lessons", "printables"];

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in FONTS {
        let source = Path::new("fonts").join(name);
        println!("cargo::rerun-if-changed={}", source.display());
        let bytes = std::fs::read(&source)
            .unwrap_or_else(|e| panic!("{}: cannot read the font: {e}", source.display()));
        // zlib format (its checksum is verified when inflating), best compression.
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10);
        let target = Path::new(&out).join(format!("{name}.zlib"));
        std::fs::write(&target, packed)
            .unwrap_or_else(|e| panic!("{}: cannot write: {e}", target.display()));
    }
    pack_data(Path::new(&out));
}

/// Packs every file under the data folders into `shipped.zlib`: for each file, sorted by path, the
/// path's length (u32, little-endian), the path (`assets/boards/espion.toml`), the text's length and the
/// text; the whole deflated. Every file must be UTF-8: the program hands them out as text.
fn pack_data(out: &Path) {
    let mut files = Vec::new();
    for top in DATA {
        println!("cargo::rerun-if-changed={top}");
        walk(Path::new(top), &mut files);
    }
    files.sort();
    // The web folder must stay under 3 MB. The web build has no command line and no printing, so the
    // texts of the command line's help and reports (screenshots, layout checks), the printables and
    // their texts are left out there. The comments of its text files, which are for the people who
    // write them, are blanked: each stays an empty line, so every line keeps its number.
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if web {
        const NOT_ON_THE_WEB: [&str; 5] = [
            "cli-help.ftl",
            "cli-report.ftl",
            "print.ftl",
            "print-error.ftl",
            "worksheet.ftl",
        ];
        files.retain(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            !NOT_ON_THE_WEB.contains(&name) && !p.starts_with("printables")
        });
    }
    let mut archive = Vec::new();
    for path in files {
        let name = path.to_string_lossy().replace('\\', "/");
        let mut bytes =
            std::fs::read(&path).unwrap_or_else(|e| panic!("{}: cannot read: {e}", path.display()));
        if let Err(e) = std::str::from_utf8(&bytes) {
            panic!(
                "{}: a shipped data file must be UTF-8 ({e})",
                path.display()
            );
        }
        if web && name.ends_with(".ftl") {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let lines: Vec<&str> = text
                .split('\n')
                .map(|l| if l.starts_with('#') { "" } else { l })
                .collect();
            bytes = lines.join("\n").into_bytes();
        }
        for part in [name.as_bytes(), &bytes] {
            let len = u32::try_from(part.len()).expect("a data file is smaller than 4 GB");
            archive.extend_from_slice(&len.to_le_bytes());
            archive.extend_from_slice(part);
        }
    }
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(&archive, 10);
    let target = out.join("shipped.zlib");
    std::fs::write(&target, packed)
        .unwrap_or_else(|e| panic!("{}: cannot write: {e}", target.display()));
}

/// Every file under `dir`, sub-folders included.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: cannot read: {e}", dir.display()));
    for entry in entries {
        let path = entry
            .unwrap_or_else(|e| panic!("{}: cannot read: {e}", dir.display()))
            .path();
        if path.is_dir() {
            walk(&path, files);
        } else {
            files.push(path);
        }
    }
}
