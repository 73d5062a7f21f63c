//! The kit's font: Andika, made by SIL for children learning to read (clear letter shapes: a single-storey
//! `a`, distinct `I l 1`), with every French character (`’ œ « » … – —`). The files and their licence (SIL
//! Open Font License) are in `fonts/` at the crate's root; the app and the printables both use them.
//!
//! The binary carries them compressed (`build.rs` deflates them; the files themselves are unmodified, as the
//! licence wants for the name "Andika"): this halves the web build. Each face is inflated once, on first
//! use, and kept for the rest of the program.

use std::sync::OnceLock;

static REGULAR_PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Andika-Regular.ttf.zlib"));
static BOLD_PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Andika-Bold.ttf.zlib"));

static REGULAR: OnceLock<Vec<u8>> = OnceLock::new();
static BOLD: OnceLock<Vec<u8>> = OnceLock::new();

fn inflate(packed: &[u8]) -> Vec<u8> {
    miniz_oxide::inflate::decompress_to_vec_zlib(packed)
        .expect("build.rs compressed the font with zlib: it inflates")
}

/// Andika Regular (TrueType).
pub fn regular() -> &'static [u8] {
    REGULAR.get_or_init(|| inflate(REGULAR_PACKED))
}

/// Andika Bold (TrueType), for titles.
pub fn bold() -> &'static [u8] {
    BOLD.get_or_init(|| inflate(BOLD_PACKED))
}

/// Whether the kit's font draws `c`: a character it lacks (an emoji, a tab) shows as an empty box. The
/// web build has no font reader and answers `true`.
#[cfg(not(target_arch = "wasm32"))]
pub fn draws(c: char) -> bool {
    use skrifa::MetadataProvider;
    static CHARMAP: OnceLock<Option<skrifa::charmap::Charmap<'static>>> = OnceLock::new();
    CHARMAP
        .get_or_init(|| skrifa::FontRef::new(regular()).ok().map(|f| f.charmap()))
        .as_ref()
        .is_none_or(|charmap| charmap.map(c).is_some())
}

#[cfg(target_arch = "wasm32")]
pub fn draws(_c: char) -> bool {
    true
}

/// Splits `text` into lines, keeping its line breaks: a word goes on the line as long as `fits` says the
/// line with it still fits, otherwise it starts the next line. A word too wide for a line of its own is
/// cut after its slashes, dots, dashes and underscores when it has any (a file's path or name), else it
/// stands alone, however wide.
///
/// Lines break at plain spaces only, never at a non-breaking one (U+00A0, U+202F). French puts a space
/// after « and before » ? ! : ; that must not break either, even when a text has a plain space there:
/// « word » stays whole and a line never starts with a "?" or a ":".
pub fn wrap(text: &str, fits: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in unbreakable(paragraph) {
            // Too wide alone: cut after a space that keeps words together (« Recommencer », with
            // a no-break space, in a narrow panel), a slash, a dot, a dash.
            let pieces: Vec<&str> = if fits(&word) {
                vec![&word]
            } else {
                word.split_inclusive([' ', '\u{a0}', '\u{202f}', '/', '.', '_', '-'])
                    .collect()
            };
            for (i, piece) in pieces.into_iter().enumerate() {
                // The first piece of a word follows a space; the others follow the piece before.
                let sep = if i == 0 { " " } else { "" };
                let candidate = if line.is_empty() {
                    piece.to_string()
                } else {
                    format!("{line}{sep}{piece}")
                };
                if line.is_empty() || fits(&candidate) {
                    line = candidate;
                } else {
                    let ended = std::mem::take(&mut line);
                    lines.push(
                        ended
                            .trim_end_matches([' ', '\u{a0}', '\u{202f}'])
                            .to_string(),
                    );
                    line = piece.to_string();
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// The pieces of `paragraph` a line may not break inside: its words between plain spaces, where a word
/// ending with « keeps the next one, and a word starting with » ? ! : ; stays with the one before.
fn unbreakable(paragraph: &str) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    let mut glue_next = false;
    for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
        let glue_back = word.starts_with(['»', '?', '!', ':', ';']);
        match pieces.last_mut() {
            Some(last) if glue_next || glue_back => {
                last.push(' ');
                last.push_str(word);
            }
            _ => pieces.push(word.to_string()),
        }
        glue_next = word.ends_with('«');
    }
    pieces
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The embedded bytes are exactly the font files (the licence wants them unmodified).
    #[test]
    fn embedded_fonts_are_the_files() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fonts");
        assert!(super::regular() == std::fs::read(dir.join("Andika-Regular.ttf")).unwrap());
        assert!(super::bold() == std::fs::read(dir.join("Andika-Bold.ttf")).unwrap());
    }

    /// Lines fill up to the width, explicit breaks stay, and a word too wide for any line stands alone.
    #[test]
    fn wrap_fills_lines_and_keeps_breaks() {
        let fits = |line: &str| line.chars().count() <= 9;
        assert_eq!(
            super::wrap("un deux trois  quatre\ncinq extraordinaire six", fits),
            [
                "un deux",
                "trois",
                "quatre",
                "cinq",
                "extraordinaire",
                "six"
            ]
        );
        assert_eq!(super::wrap("", fits), [""]);
    }

    /// « word » too wide for the line is cut after its no-break space rather than run past the edge.
    #[test]
    fn wrap_cuts_a_quoted_word_too_wide_for_the_line() {
        let fits = |line: &str| line.chars().count() <= 12;
        for space in [' ', '\u{a0}'] {
            let text = format!("«{space}Recommencer{space}» en lance une");
            let lines = super::wrap(&text, fits);
            assert!(lines.iter().all(|l| fits(l)), "{lines:?}");
            assert_eq!(lines[0], "«", "{lines:?}");
        }
    }

    /// « word » stays whole, and no line starts with » ? ! : ; — whether the text has a non-breaking
    /// space there (U+00A0, U+202F) or a plain one.
    #[test]
    fn wrap_keeps_french_quotes_and_marks_with_their_word() {
        let fits = |line: &str| line.chars().count() <= 12;
        for space in [' ', '\u{a0}', '\u{202f}'] {
            let text =
                format!("Touche «{space}Ajouter{space}» puis{space}! Va{space}: oui{space}?");
            let lines = super::wrap(&text, fits);
            // A wrapper blind to French spacing gave "Touche «", "Ajouter »", "puis ! Va :", "oui ?".
            assert_eq!(
                lines,
                [
                    "Touche".to_string(),
                    format!("«{space}Ajouter{space}»"),
                    format!("puis{space}! Va{space}:"),
                    format!("oui{space}?"),
                ],
                "{space:?}"
            );
            for line in &lines {
                assert!(!line.starts_with(['»', '?', '!', ':', ';']), "{lines:?}");
                assert!(!line.ends_with('«'), "{lines:?}");
            }
        }
        // A non-breaking space is a break only for a group too wide for any line (which would
        // otherwise run past the edge of its panel).
        assert_eq!(
            super::wrap("un deux\u{a0}trois quatre", |l| l.chars().count() <= 11),
            ["un", "deux\u{a0}trois", "quatre"]
        );
        assert_eq!(
            super::wrap("un deux\u{a0}trois\u{202f}quatre", |l| l.chars().count()
                <= 5),
            ["un", "deux", "trois", "quatre"]
        );
    }

    /// A file's path wider than the line is cut after its slashes, not left running off the screen.
    #[test]
    fn wrap_cuts_a_long_path_after_its_slashes() {
        let fits = |line: &str| line.chars().count() <= 12;
        assert_eq!(
            super::wrap("Kit : /home/eleve/Ludoclasse/kit.pdf", fits),
            ["Kit : /home/", "eleve/", "Ludoclasse/", "kit.pdf"]
        );
        // A file name wider than the line is cut after its dots.
        assert_eq!(
            super::wrap("dans saves/espion.json.corrupt.", fits),
            ["dans saves/", "espion.json.", "corrupt."]
        );
    }

    /// Every character of the shipped texts (interface, lessons, printables) has a glyph in both faces
    /// (the check uses the printables' font reader, which the web build leaves out).
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn fonts_cover_every_shipped_text() {
        let fonts = crate::print::canvas::Fonts::load();
        let mut missing = std::collections::BTreeSet::new();
        for top in ["assets/locales", "lessons", "printables"] {
            for (path, text) in crate::data::shipped_files(top) {
                for c in text.chars().filter(|c| !c.is_control()) {
                    if !fonts.regular.has(c) || !fonts.bold.has(c) {
                        missing.insert(format!("{c:?} (U+{:04X}) in {path}", c as u32));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for: {missing:#?}");
    }

    /// The characters inside the string and character literals of `code` (a line of Rust without its
    /// comments), `\u{…}` escapes decoded.
    #[cfg(not(target_arch = "wasm32"))]
    fn literal_chars(code: &str) -> Vec<char> {
        let mut out = Vec::new();
        let chars: Vec<char> = code.chars().collect();
        let mut i = 0;
        let mut in_string = false;
        while i < chars.len() {
            let c = chars[i];
            if !in_string {
                if c == '"' {
                    in_string = true;
                } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
                    // A character literal ('x'); a lifetime ('a) has no closing quote.
                    out.push(chars[i + 1]);
                    i += 2;
                }
                i += 1;
                continue;
            }
            match c {
                '"' => in_string = false,
                '\\' if chars.get(i + 1) == Some(&'u') => {
                    let hex: String = chars[i + 3..].iter().take_while(|&&h| h != '}').collect();
                    if let Some(c) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                        out.push(c);
                    }
                    i += 3 + hex.len();
                }
                '\\' => i += 1,
                _ => out.push(c),
            }
            i += 1;
        }
        out
    }

    /// The app also writes a few characters from its own code (a ✓ on the chosen button, the arrows of
    /// Schada's squares in the legend, a key's name under a button): each has a glyph in both faces,
    /// like the texts above. Found in the string and character literals of `src/app` and `src/ai`; the
    /// web build embeds the same two files (`src/fonts.rs`), so this holds there too.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn fonts_cover_the_characters_the_app_writes_from_its_code() {
        fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    rust_files(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let fonts = crate::print::canvas::Fonts::load();
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        for dir in ["src/app", "src/ai"] {
            rust_files(&root.join(dir), &mut files);
        }
        let mut found = std::collections::BTreeSet::new();
        let mut missing = std::collections::BTreeSet::new();
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap();
            for (n, line) in text.lines().enumerate() {
                // Without its comment (a `//` inside a string only hides the end of that string).
                let code = line.split("//").next().unwrap_or("");
                for c in literal_chars(code).into_iter().filter(|c| !c.is_ascii()) {
                    found.insert(c);
                    if !fonts.regular.has(c) || !fonts.bold.has(c) {
                        let place = file.strip_prefix(root).unwrap_or(file).display();
                        missing.insert(format!("{c:?} (U+{:04X}) at {place}:{}", c as u32, n + 1));
                    }
                }
            }
        }
        // The key names and legend arrows are among them: the scan sees the labels.
        for c in ['←', '→', '↑', '↓', '✓'] {
            assert!(
                found.contains(&c),
                "{c} not found in the app's code: {found:?}"
            );
        }
        assert!(missing.is_empty(), "no glyph for: {missing:#?}");
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn literal_chars_reads_strings_chars_and_escapes() {
        let code = r#"let a = "é→"; let b = 'ü'; f::<'a>("\u{2190}\"x");"#;
        assert_eq!(literal_chars(code), ['é', '→', 'ü', '←', 'x']);
    }
}
