//! Compresses the kit's font (`fonts/*.ttf`, Andika) into the build's output folder: `src/fonts.rs`
//! embeds the compressed bytes and inflates them once at start. The font files stay as SIL publishes
//! them (the Open Font License reserves the name "Andika" for unmodified fonts); compressing them only
//! halves the binary, which matters most for the web build (the whole folder must stay under 3 MB).

use std::path::Path;

/// The fonts `src/fonts.rs` embeds.
const FONTS: [&str; 2] = ["Andika-Regular.ttf", "Andika-Bold.ttf"];

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
}
