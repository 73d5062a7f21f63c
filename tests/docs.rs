//! The teacher guide in `docs/`: every relative link leads somewhere, the French pages write the
//! apostrophe as the app does (’), and `docs/render.sh` still remakes every picture the pages show.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every Markdown file of the guide, plus the README that links to it.
fn markdown_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "md") {
                out.push(path);
            }
        }
    }
    let mut files = vec![root().join("README.md")];
    walk(&root().join("docs"), &mut files);
    files
}

/// The lines of `text` outside code blocks, with their code spans dropped, numbered from 1: the prose a
/// reader sees, where links are links and typography rules apply.
fn prose_lines(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_fence = false;
    // An indented code block: four spaces or more after a blank line, until a line indented less.
    let mut in_indented = false;
    let mut prev_blank = true;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        let indented = line.starts_with("    ");
        in_indented = indented && (in_indented || prev_blank);
        prev_blank = line.trim().is_empty();
        if in_fence || in_indented {
            continue;
        }
        // Drop code spans: a link-looking text inside backticks is not a link.
        let mut plain = String::new();
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                plain.push_str(part);
            }
        }
        out.push((n + 1, plain));
    }
    out
}

/// The targets of the Markdown links and images of `text` (`[..](target)`, `![..](target)`), outside
/// code blocks and code spans.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, plain) in prose_lines(text) {
        let mut rest = plain.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            out.push((n, target.to_string()));
            rest = &after[end..];
        }
    }
    out
}

/// The anchors GitHub gives the headings of `text`: lower case, punctuation dropped, spaces as `-`.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    let mut in_fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        }
        if in_fence || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        set.insert(slug);
    }
    set
}

fn is_external(target: &str) -> bool {
    target.contains("://") || target.starts_with("mailto:")
}

#[test]
fn every_relative_link_in_the_docs_leads_to_an_existing_file_and_heading() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in markdown_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        for (line, target) in link_targets(&text) {
            if target.is_empty() || is_external(&target) {
                continue;
            }
            checked += 1;
            let (path, anchor) = match target.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (target.as_str(), None),
            };
            let dest = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            if !dest.exists() {
                problems.push(format!("{shown}:{line}: `{target}`: no such file"));
                continue;
            }
            if let Some(anchor) = anchor {
                let dest_text = std::fs::read_to_string(&dest).unwrap_or_default();
                if !anchors(&dest_text).contains(anchor) {
                    problems.push(format!("{shown}:{line}: `{target}`: no such heading"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
    // The guide has a page per game in two languages and links between them: a scan that finds almost
    // nothing has lost its way.
    assert!(checked > 40, "only {checked} relative links found");
}

#[test]
fn the_link_reader_finds_links_and_ignores_code() {
    let text = "see [a](x.md) and ![p](../images/p.png)\n`[no](code.md)`\n```\n[no](fence.md)\n```\n\
                \n    [no](indented.md)\n- item\n    [yes](continued.md)\n";
    let found: Vec<String> = link_targets(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, ["x.md", "../images/p.png", "continued.md"]);
    let heads = anchors("# Plateau reconstitué : le corriger\n## Printing the kit\n");
    assert!(heads.contains("plateau-reconstitué--le-corriger"));
    assert!(heads.contains("printing-the-kit"));
}

/// The games of the kit, by the name of their page in `docs/fr/` and `docs/en/` (and of their folder in
/// `lessons/`).
const GAMES: [&str; 5] = ["bataille", "chars", "espion", "schada", "tank-battle"];

#[test]
fn the_readme_links_to_the_guide_in_both_languages() {
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let targets: Vec<String> = link_targets(&text)
        .into_iter()
        .map(|(_, t)| t.split('#').next().unwrap_or("").to_string())
        .collect();
    let mut pages = vec![
        "docs/fr/demarrer.md".to_string(),
        "docs/en/getting-started.md".to_string(),
        "docs/lessons.md".to_string(),
    ];
    for game in GAMES {
        pages.push(format!("docs/fr/{game}.md"));
        pages.push(format!("docs/en/{game}.md"));
    }
    let missing: Vec<&String> = pages.iter().filter(|p| !targets.contains(p)).collect();
    assert!(missing.is_empty(), "README.md does not link to {missing:?}");
}

#[test]
fn both_getting_started_pages_link_to_the_lesson_authoring_guide() {
    for page in ["docs/fr/demarrer.md", "docs/en/getting-started.md"] {
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        assert!(
            link_targets(&text)
                .iter()
                .any(|(_, t)| t.starts_with("../lessons.md")),
            "{page} does not link to the lesson-authoring guide (docs/lessons.md)"
        );
    }
}

/// Each game that has lessons shows one of its lesson steps, in the page's language, on its page: the
/// picture `docs/render.sh` makes with `ludoclasse screenshot --lesson`.
#[test]
fn every_game_with_lessons_shows_a_lesson_step_on_its_pages() {
    let mut problems = Vec::new();
    for game in GAMES {
        let has_lessons = std::fs::read_dir(root().join("lessons").join(game))
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .any(|e| e.path().extension().is_some_and(|x| x == "toml"))
            })
            .unwrap_or(false);
        if !has_lessons {
            continue;
        }
        for lang in ["fr", "en"] {
            let page = format!("docs/{lang}/{game}.md");
            let text = std::fs::read_to_string(root().join(&page)).unwrap();
            let picture = format!("../images/{game}-lesson-{lang}.png");
            if !link_targets(&text).iter().any(|(_, t)| *t == picture) {
                problems.push(format!("{page} does not show {picture}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The lines of `text` whose prose (outside code) has a straight apostrophe `'`.
fn straight_apostrophes(text: &str) -> Vec<usize> {
    prose_lines(text)
        .into_iter()
        .filter(|(_, line)| line.contains('\''))
        .map(|(n, _)| n)
        .collect()
}

/// The French texts of the guide: the pages of `docs/fr/` and the French half of `docs/lessons.md`
/// (from `## Français` to `## English`), as (name, text, number of the text's first line).
fn french_texts() -> Vec<(String, String, usize)> {
    let mut out = Vec::new();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs/fr"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    for page in pages {
        let name = format!("docs/fr/{}", page.file_name().unwrap().to_string_lossy());
        out.push((name, std::fs::read_to_string(&page).unwrap(), 1));
    }
    let guide = std::fs::read_to_string(root().join("docs/lessons.md")).unwrap();
    let lines: Vec<&str> = guide.lines().collect();
    let start = lines.iter().position(|l| *l == "## Français");
    let end = lines.iter().position(|l| *l == "## English");
    let (Some(start), Some(end)) = (start, end) else {
        panic!("docs/lessons.md has lost its `## Français` or `## English` heading");
    };
    out.push((
        "docs/lessons.md".to_string(),
        lines[start..end].join("\n"),
        start + 1,
    ));
    out
}

/// The French message files use the typographic apostrophe (« Changer d’élève »): the French guide
/// does too, so that the labels it quotes read as they do on screen. Code (commands, file names,
/// identifiers) keeps its straight quotes.
#[test]
fn the_french_guide_uses_the_typographic_apostrophe() {
    let mut problems = Vec::new();
    for (name, text, first) in french_texts() {
        for n in straight_apostrophes(&text) {
            let line = text.lines().nth(n - 1).unwrap_or("");
            problems.push(format!("{name}:{}: ' in `{}`", first + n - 1, line.trim()));
        }
    }
    assert!(
        problems.is_empty(),
        "write ’ rather than ' in French prose:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_apostrophe_check_reads_prose_only() {
    let text = "L’écran s’ouvre.\nTouchez « Changer d'élève ».\n`l'option`\n```\nx = 'a'\n```\n\
                \n    echo 'code'\nC'est tout.\n";
    assert_eq!(straight_apostrophes(text), [2, 9]);
}

/// The pictures the guide shows (`docs/images/…`), by file name.
fn pictures_shown() -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    for file in markdown_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        for (_, target) in link_targets(&text) {
            if let Some(name) = target.rsplit_once("images/").map(|(_, n)| n) {
                set.insert(name.to_string());
            }
        }
    }
    set
}

fn tool_exists(name: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {name}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `docs/render.sh` into a temporary folder with the test build of the binary, and checks that it
/// remakes every picture the pages show. Needs a display (or xvfb-run) and poppler: run by `.ci/run`.
#[test]
#[ignore = "needs a display (Xvfb) and pdftoppm (poppler-utils); run by .ci/run"]
fn the_render_script_remakes_every_picture_of_the_guide() {
    if std::env::var_os("DISPLAY").is_none() && !tool_exists("xvfb-run") {
        eprintln!("skipped: no display and no xvfb-run");
        return;
    }
    if !tool_exists("pdftoppm") {
        eprintln!("skipped: pdftoppm (poppler-utils) is not installed");
        return;
    }
    let out = std::env::temp_dir().join(format!("ludoclasse-render-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let result = Command::new("bash")
        .arg(root().join("docs/render.sh"))
        .arg(&out)
        .env("LUDOCLASSE_BIN", env!("CARGO_BIN_EXE_ludoclasse"))
        .output()
        .expect("bash runs");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&result.stdout),
        String::from_utf8_lossy(&result.stderr)
    );
    assert!(result.status.success(), "docs/render.sh failed:\n{log}");

    let mut missing = Vec::new();
    for name in pictures_shown() {
        let path = out.join(&name);
        match std::fs::read(&path) {
            Ok(bytes) if bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() > 1000 => {}
            Ok(_) => missing.push(format!("{name} (not a real PNG)")),
            Err(_) => missing.push(name),
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(
        missing.is_empty(),
        "docs/render.sh did not make: {}\n{log}",
        missing.join(", ")
    );
}

/// What draws the guide's pictures, by family (the same list as `docs/picture_inputs.py`).
const PICTURE_INPUTS: [(&str, &[&str]); 2] = [
    (
        "screens",
        &[
            "src/app",
            "src/lesson",
            "src/i18n.rs",
            "src/fonts.rs",
            "assets",
            "lessons",
        ],
    ),
    ("kits", &["src/print", "printables", "assets"]),
];

/// The files below `entry` (a file or a folder), as paths relative to the root with `/`.
fn input_files(entry: &str) -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let path = root().join(entry);
    let mut found = Vec::new();
    if path.is_dir() {
        walk(&path, &mut found);
    } else {
        found.push(path);
    }
    found
        .iter()
        .map(|p| {
            let rel = p.strip_prefix(root()).unwrap();
            rel.components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect()
}

/// A 64-bit FNV-1a over every input file, sorted by path: path, NUL, content, NUL (as
/// `docs/picture_inputs.py` computes it).
fn picture_stamp(entries: &[&str]) -> String {
    let mut paths: BTreeSet<String> = BTreeSet::new();
    for entry in entries {
        paths.extend(input_files(entry));
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in &paths {
        let content = std::fs::read(root().join(p)).unwrap();
        for &byte in p
            .as_bytes()
            .iter()
            .chain([0u8].iter())
            .chain(&content)
            .chain([0u8].iter())
        {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

#[test]
fn the_guide_pictures_are_newer_than_the_code_and_data_that_draw_them() {
    let stamp_file = root().join("docs/images/STAMP");
    let written = std::fs::read_to_string(&stamp_file).unwrap_or_default();
    let mut stale = Vec::new();
    for (family, entries) in PICTURE_INPUTS {
        let now = format!("{family} {}", picture_stamp(entries));
        if !written.lines().any(|l| l.trim() == now) {
            stale.push(family);
        }
    }
    assert!(
        stale.is_empty(),
        "the pictures of the guide ({stale:?}) were made from older code or data than this tree's: run \
         docs/render.sh and commit docs/images/ (it rewrites docs/images/STAMP)"
    );
}

#[test]
fn the_picture_stamp_changes_with_any_input_file() {
    // Two different trees give two different stamps: the stamp reads the files' contents.
    assert_ne!(picture_stamp(&["src/app"]), picture_stamp(&["src/print"]));
    assert_ne!(
        picture_stamp(&["assets"]),
        picture_stamp(&["assets", "lessons"])
    );
}

/// The titles of a game's lessons in one language, read from `lessons/<game>/<lang>.ftl`
/// (`<game>-lNN-title = …`), in lesson order.
fn lesson_titles(game: &str, lang: &str) -> Vec<String> {
    let ftl = std::fs::read_to_string(root().join(format!("lessons/{game}/{lang}.ftl"))).unwrap();
    let mut titles: Vec<(String, String)> = ftl
        .lines()
        .filter_map(|line| {
            let (id, value) = line.split_once('=')?;
            let id = id.trim();
            let rest = id.strip_prefix(game)?.strip_prefix("-l")?;
            let number = rest.strip_suffix("-title")?;
            number
                .chars()
                .all(|c| c.is_ascii_digit())
                .then(|| (number.to_string(), value.trim().to_string()))
        })
        .collect();
    titles.sort();
    titles.into_iter().map(|(_, t)| t).collect()
}

#[test]
fn the_session_plans_place_every_lesson_and_every_worksheet_in_both_languages() {
    let mut missing = Vec::new();
    for (lang, page) in [("fr", "docs/fr/sequence.md"), ("en", "docs/en/sequence.md")] {
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        // Typography differs between a .ftl message and Markdown only by the no-break spaces.
        let plain = |s: &str| s.replace(['\u{a0}', '\u{202f}'], " ");
        let text = plain(&text);
        for game in GAMES {
            let titles = lesson_titles(game, lang);
            assert!(
                !titles.is_empty(),
                "no lesson titles found for {game} ({lang})"
            );
            for title in titles {
                if !text.contains(&format!("« {} »", plain(&title)))
                    && !text.contains(&format!("“{}”", plain(&title)))
                {
                    missing.push(format!("{page}: lesson “{title}” ({game})"));
                }
            }
            // The worksheet, in the game's own plan and with a timing, and on the game's sheet.
            let worksheet = format!("`print worksheets {game}`");
            let placed = text
                .lines()
                .any(|l| l.starts_with('|') && l.contains(&worksheet) && l.contains(" min"));
            if !placed {
                missing.push(format!("{page}: the worksheet {worksheet}, with a timing"));
            }
            let sheet = format!("docs/{lang}/{game}.md");
            let sheet_text = std::fs::read_to_string(root().join(&sheet)).unwrap();
            if !sheet_text.contains(&format!("ludoclasse print worksheets {game}`")) {
                missing.push(format!("{sheet}: the worksheet is not among what to print"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not placed in a session plan:\n{}",
        missing.join("\n")
    );
}
