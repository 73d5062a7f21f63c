//! The kit's font: Andika, made by SIL for children learning to read (clear letter shapes: a single-storey
//! `a`, distinct `I l 1`), with every French character (`’ œ « » … – —`). The files and their licence (SIL
//! Open Font License) are in `assets/fonts/` and ship inside the binary with the other assets; the app and the printables both use them.

/// Andika Regular (TrueType).
pub fn regular() -> &'static [u8] {
    crate::data::shipped_bytes("assets/fonts/Andika-Regular.ttf")
        .expect("the font ships in assets/fonts")
}

/// Andika Bold (TrueType), for titles.
pub fn bold() -> &'static [u8] {
    crate::data::shipped_bytes("assets/fonts/Andika-Bold.ttf")
        .expect("the font ships in assets/fonts")
}
