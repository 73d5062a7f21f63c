//! Every character of every text the kit shows or prints (app, hints, lessons, printables; French and
//! English) has a glyph in both faces of the kit's font: no empty box on screen or on paper, including the
//! French no-break spaces before « ? ! ; : », the apostrophe ’ and the guillemets.

use ludoclasse::print::canvas::Face;

#[test]
fn the_font_has_every_character_of_every_text() {
    let faces = [
        (
            "regular",
            Face::new(ludoclasse::fonts::regular()).expect("the regular face loads"),
        ),
        (
            "bold",
            Face::new(ludoclasse::fonts::bold()).expect("the bold face loads"),
        ),
    ];
    let mut files = ludoclasse::data::shipped_files("assets/locales");
    files.extend(ludoclasse::data::shipped_files("lessons"));
    let files: Vec<_> = files
        .into_iter()
        .filter(|(p, _)| p.ends_with(".ftl"))
        .collect();
    assert!(
        files.len() >= 10,
        "the message files are found: {}",
        files.len()
    );
    let mut missing = Vec::new();
    let mut seen_french_spaces = false;
    for (path, text) in &files {
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            seen_french_spaces |= line.contains('\u{202f}') || line.contains('\u{a0}');
            for c in line.chars().filter(|c| !c.is_ascii_control()) {
                for (name, face) in &faces {
                    if !face.has(c) {
                        missing.push(format!(
                            "{path}:{}: U+{:04X} `{c}` ({name})",
                            n + 1,
                            c as u32
                        ));
                    }
                }
            }
        }
    }
    assert!(seen_french_spaces, "the French texts use no-break spaces");
    assert!(
        missing.is_empty(),
        "characters without a glyph:\n{}",
        missing.join("\n")
    );
}
