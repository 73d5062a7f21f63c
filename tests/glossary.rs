//! One word per thing: the words the glossaries (`docs/fr/glossaire.md`, `docs/en/glossary.md`) say to
//! avoid do not appear in the app's texts (`assets/locales/<lang>/*.ftl`), nor in the lesson texts of the
//! games that have their rule list (`lessons/<game>/rules.toml`: the games whose lessons follow the
//! teaching checks).

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// (games of the section, or empty for all; words to avoid), read from a glossary's tables.
fn forbidden(glossary: &str) -> Vec<(Vec<&'static str>, Vec<String>)> {
    let text = std::fs::read_to_string(Path::new(ROOT).join(glossary)).unwrap();
    let mut out = Vec::new();
    let mut games: Vec<&'static str> = Vec::new();
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            games = [
                ("Bataille de chars", "chars"),
                ("La Bataille", "bataille"),
                ("Tank Battle", "tank-battle"),
                ("Espion", "espion"),
                ("Schada", "schada"),
            ]
            .iter()
            .filter(|(name, _)| title.contains(name))
            .map(|(_, id)| *id)
            .collect();
            continue;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 4 || cells[2].is_empty() || cells[2].starts_with("---") {
            continue;
        }
        if ["Et pas", "Not"].contains(&cells[2]) {
            continue;
        }
        let words = cells[2]
            .split(',')
            .map(|w| {
                let w = w.trim();
                let w = ["le ", "la ", "les ", "l’", "un ", "une ", "the "]
                    .iter()
                    .find_map(|a| w.strip_prefix(a))
                    .unwrap_or(w);
                w.to_lowercase()
            })
            .filter(|w| !w.is_empty())
            .collect();
        out.push((games.clone(), words));
    }
    out
}

fn is_word_at(text: &str, at: usize, len: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at + len..].chars().next();
    !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
}

fn check(lang: &str, glossary: &str) -> Vec<String> {
    let rules = forbidden(glossary);
    assert!(rules.len() > 10, "{glossary}: tables not read");
    let mut files: Vec<(String, Option<String>)> = Vec::new();
    for e in std::fs::read_dir(Path::new(ROOT).join("assets/locales").join(lang)).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        let game = ["bataille", "chars", "espion", "schada", "tank-battle"]
            .into_iter()
            .find(|g| name == *g || name == format!("app-{g}"))
            .map(String::from);
        files.push((p.display().to_string(), game));
    }
    for game in ["bataille", "chars", "espion", "schada", "tank-battle"] {
        let dir = Path::new(ROOT).join("lessons").join(game);
        if dir.join("rules.toml").is_file() {
            files.push((
                dir.join(format!("{lang}.ftl")).display().to_string(),
                Some(game.into()),
            ));
        }
    }
    let mut problems = Vec::new();
    for (path, game) in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // In a file shared by the games, a message's game is in its id (`print-chars-…`).
        let mut message_game = game.clone();
        for (n, line) in text.lines().enumerate() {
            if let Some((id, _)) = line.split_once(" = ")
                && !id.starts_with(' ')
                && game.is_none()
            {
                message_game = ["bataille", "chars", "espion", "schada", "tank-battle"]
                    .into_iter()
                    .find(|g| {
                        id.starts_with(&format!("{g}-"))
                            || id.contains(&format!("-{g}-"))
                            || id.ends_with(&format!("-{g}"))
                    })
                    .map(String::from);
            }
            let game = &message_game;
            if line.trim_start().starts_with('#') {
                continue;
            }
            // The words, not the message id before `=`.
            let words_part = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') => rest,
                _ => line,
            };
            // A variant's key (`[solution]`) is an identifier, not a word.
            let trimmed = words_part.trim_start().trim_start_matches('*');
            let words_part = match trimmed.strip_prefix('[').and_then(|r| r.split_once(']')) {
                Some((_, rest)) => rest,
                None => words_part,
            };
            // Words in backquotes are the names of a file's fields and values (`solution`), not words.
            let lower: String = words_part
                .split('`')
                .step_by(2)
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
            for (games, words) in &rules {
                if !games.is_empty() && !game.as_deref().is_some_and(|g| games.contains(&g)) {
                    continue;
                }
                for w in words {
                    let found = lower
                        .match_indices(w.as_str())
                        .any(|(at, _)| is_word_at(&lower, at, w.len()));
                    if found {
                        problems.push(format!("{path}:{}: `{w}` (see {glossary})", n + 1));
                    }
                }
            }
        }
    }
    problems
}

#[test]
fn french_texts_use_the_glossary_words() {
    let p = check("fr", "docs/fr/glossaire.md");
    assert!(p.is_empty(), "{}", p.join("\n"));
}

#[test]
fn english_texts_use_the_glossary_words() {
    let p = check("en", "docs/en/glossary.md");
    assert!(p.is_empty(), "{}", p.join("\n"));
}

/// French puts a space before `:` `;` `!` `?`, one that never breaks: a lone `!` at the start of a line
/// on the projector is a slip. The app's and the lessons' French texts write it U+00A0 before `:` and
/// U+202F before the others.
#[test]
fn french_punctuation_keeps_its_space() {
    let mut files: Vec<std::path::PathBuf> =
        std::fs::read_dir(Path::new(ROOT).join("assets/locales/fr"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
    for game in ["bataille", "chars", "espion", "schada", "tank-battle"] {
        files.push(Path::new(ROOT).join("lessons").join(game).join("fr.ftl"));
    }
    let mut problems = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let words = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') => rest,
                _ => line,
            };
            let chars: Vec<char> = words.chars().collect();
            for i in 1..chars.len().saturating_sub(1) {
                let breaks_before = chars[i] == ' ' && !chars[i - 1].is_whitespace();
                let ends = chars.get(i + 2).is_none_or(|c| c.is_whitespace());
                if breaks_before && ":;!?".contains(chars[i + 1]) && ends {
                    problems.push(format!("{}:{}: {words}", path.display(), n + 1));
                    break;
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
