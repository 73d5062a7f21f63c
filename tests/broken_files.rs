//! The corpus of broken files in `tests/data/broken/`: lessons, texts and boards with the mistakes a
//! teacher makes when editing them by hand (a key written twice, a misspelt word, a byte from another
//! encoding, a card that does not exist on the third line of a deck…). The first line of each file says
//! where the mistake is (`# expect: LINE:COLUMN what it is`): the first problem reported about the file
//! must be exactly there, and be said in a sentence rather than a parser's dump. When what it is starts
//! with `[id]`, the problem must be said in those words (a sentence written for that very mistake).

mod common;

use std::path::{Path, PathBuf};

use common::boards::board_file_errors;

use ludoclasse::data::{self, DataError, DataFile};
use ludoclasse::i18n;
use ludoclasse::lesson::check::check_sources;
use ludoclasse::lesson::load;

fn corpus(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/broken")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| !p.ends_with("fr.ftl") && !p.ends_with("en.ftl"))
        .collect();
    files.sort();
    files
}

/// The place written on the file's first line, and the id of the words it names (`[load-die]`) if any.
fn expected_words(path: &Path) -> ((usize, usize), Option<String>) {
    let text = data::read_file(path).expect("readable");
    let first = text
        .trim_start_matches('\u{FEFF}')
        .lines()
        .next()
        .unwrap_or("");
    let rest = first
        .strip_prefix("# expect: ")
        .unwrap_or_else(|| panic!("{}: no `# expect:` line", path.display()));
    let (place, what) = rest.split_once(' ').unwrap_or((rest, ""));
    let (line, column) = place.split_once(':').expect("LINE:COLUMN");
    let id = what
        .strip_prefix('[')
        .and_then(|w| w.split_once(']'))
        .map(|(id, _)| id.to_string());
    ((line.parse().unwrap(), column.parse().unwrap()), id)
}

/// Words, not a dump: a few words, no Rust or parser names, no "(os error N)".
fn assert_sentence(e: &DataError) {
    let message = e.message();
    let words = message.split_whitespace().count();
    assert!(words >= 5, "too short to explain anything: {e}");
    // What the sentence quotes between backticks (`{ $count }`, an example to copy) is not a dump.
    let unquoted: String = message.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    for dump in [
        "Expected", "Token(", "::", "{ ", "os error", "Some(", "\\u{",
    ] {
        assert!(!unquoted.contains(dump), "a dump, not a sentence: {e}");
    }
}

/// The first error about `path` is at the place its first line gives, in a sentence; else what is wrong.
fn first_at(path: &Path, errors: &[DataError]) -> Result<(), String> {
    let shown = path.display().to_string();
    let Some(first) = errors.iter().find(|e| e.path == shown) else {
        return Err(format!(
            "{shown}: accepted, or its problem named another file: {errors:?}"
        ));
    };
    let (place, id) = expected_words(path);
    if (first.line, first.column) != place {
        return Err(format!(
            "{shown}: reported at the wrong place (expected {place:?}): {first}"
        ));
    }
    if let Some(id) = id
        && first.words.id != id
    {
        return Err(format!(
            "{shown}: not said in the words `{id}` but in `{}`: {first}",
            first.words.id
        ));
    }
    assert_sentence(first);
    said_in_french(first)
}

/// The problem is said in French too (the app's notices and `lesson check` in French), by its words.
fn said_in_french(e: &DataError) -> Result<(), String> {
    thread_local! {
        static FRENCH: i18n::Texts = i18n::Texts::shipped(i18n::Lang::Fr);
    }
    let (words, english) = (&e.words, e.message());
    match FRENCH.with(|t| t.say(words)) {
        Some(french) if french != english || english.split_whitespace().count() < 3 => Ok(()),
        Some(_) => Err(format!("{e}: the French words are the English ones")),
        None => Err(format!(
            "{e}: its words `{}` are missing in French",
            words.id
        )),
    }
}

fn assert_first_at(path: &Path, errors: &[DataError]) {
    if let Err(e) = first_at(path, errors) {
        panic!("{e}");
    }
}

/// Every file of the corpus gave its mistake at its place; else all the files that did not.
fn assert_all(results: Vec<Result<(), String>>) {
    let wrong: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `check` (which says whether the file's mistake is found at its place, as [`first_at`]) on each file of
/// the corpus folder `folder`, which holds at least `at_least` of them; fails naming every file that did
/// not pass.
fn assert_each(folder: &str, at_least: usize, check: impl FnMut(&Path) -> Result<(), String>) {
    let files = corpus(folder);
    assert!(files.len() >= at_least, "{} files in {folder}", files.len());
    assert_all(files.iter().map(|p| p.as_path()).map(check).collect());
}

/// Writes into the teacher's folder `dir` a copy of the shipped file `relative` with the first `from`
/// made `to`; returns the copy's path.
fn changed_copy(dir: &Path, relative: &str, from: &str, to: &str) -> PathBuf {
    let shipped = data::shipped(relative).unwrap();
    assert!(
        shipped.contains(from),
        "{relative} no longer writes {from:?}"
    );
    let copy = dir.join(relative);
    std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
    std::fs::write(&copy, shipped.replacen(from, to, 1)).unwrap();
    copy
}

#[test]
fn each_broken_lesson_is_refused_at_its_mistake() {
    assert_each("lessons", 30, |path| {
        let (lessons, ftl) = load::from_path(path).expect("the file reads");
        let report = check_sources(&lessons, &ftl);
        first_at(path, &report.errors)
    });
}

#[test]
fn one_broken_lesson_hides_none_of_the_others() {
    let files = corpus("lessons");
    let (lessons, ftl) = load::from_path(files[0].parent().unwrap()).expect("the folder reads");
    assert_eq!(
        lessons.len(),
        files.len(),
        "every file is read, even those that are not UTF-8"
    );
    let report = check_sources(&lessons, &ftl);
    assert_eq!(report.lessons, files.len());
    assert_all(files.iter().map(|p| first_at(p, &report.errors)).collect());
}

#[test]
fn two_lessons_with_one_number_are_both_named() {
    let files = corpus("lessons-same-number");
    let (lessons, ftl) = load::from_path(files[0].parent().unwrap()).expect("the folder reads");
    let report = check_sources(&lessons, &ftl);
    assert_eq!(report.errors.len(), 1, "{:?}", report.errors);
    assert_first_at(&files[1], &report.errors);
    assert!(
        report.errors[0]
            .message()
            .contains(&files[0].display().to_string()),
        "the other file is named: {}",
        report.errors[0]
    );
}

/// The ids of the messages a Fluent file kept.
fn message_ids(resource: &fluent::FluentResource) -> Vec<&str> {
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
            _ => None,
        })
        .collect()
}

#[test]
fn each_broken_text_file_is_refused_entry_by_entry() {
    assert_each("texts", 10, |path| {
        let shown = path.display().to_string();
        let text = data::read_file(path).unwrap();
        let (resource, errors) = i18n::read_ftl(&shown, &text);
        let result = first_at(path, &errors);
        // The good entries of the file are still used.
        let ids = message_ids(&resource);
        assert!(
            ids.contains(&"espion-l01-title"),
            "{shown}: the good entry before the mistake was lost: {ids:?}"
        );
        result
    });
}

/// A slip Fluent reads in silence (a message line indented by mistake, a second `=`) is left out: the
/// message above keeps its own words, and the slipped one is not defined (the shipped one shows).
#[test]
fn a_slipped_line_is_left_out_of_the_message_above() {
    use fluent_syntax::ast::{Entry, PatternElement};
    for (name, kept) in [
        ("indented-id.ftl", "espion-l01-a"),
        ("equals-twice.ftl", "espion-l01-title"),
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/broken/texts")
            .join(name);
        let text = data::read_file(&path).unwrap();
        let (resource, errors) = i18n::read_ftl(name, &text);
        assert_eq!(errors.len(), 1, "{name}: {errors:?}");
        let words: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                Entry::Message(m) if m.id.name == kept => m.value.as_ref(),
                _ => None,
            })
            .flat_map(|p| &p.elements)
            .filter_map(|e| match e {
                PatternElement::TextElement { value } => Some(value.to_string()),
                PatternElement::Placeable { .. } => None,
            })
            .collect();
        assert!(!words.is_empty(), "{name}: {kept} was lost");
        assert!(
            !words.concat().contains('='),
            "{name}: the slipped line became words of {kept}: {words:?}"
        );
        let slipped = if name == "equals-twice.ftl" {
            "espion-l01-a"
        } else {
            "espion-l01-b"
        };
        let ids = message_ids(&resource);
        assert!(
            !ids.contains(&slipped),
            "{name}: the slipped message is read as written: {ids:?}"
        );
    }
}

#[test]
fn a_text_broken_in_the_middle_keeps_the_entries_after_it() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/broken/texts/mid-file-broken.ftl");
    let shown = path.display().to_string();
    let (resource, errors) = i18n::read_ftl(&shown, &data::read_file(&path).unwrap());
    assert_first_at(&path, &errors);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let ids = message_ids(&resource);
    assert_eq!(
        ids,
        ["espion-l01-title", "espion-l01-a", "espion-l01-after"]
    );
}

#[test]
fn each_broken_board_is_refused_at_its_mistake() {
    assert_each("boards", 6, |path| {
        let shown = path.display().to_string();
        let file = DataFile {
            path: shown.clone(),
            text: data::read_file(path).unwrap(),
            overridden: true,
        };
        let name = path.file_name().unwrap().to_str().unwrap();
        let game = name.split("--").next().unwrap();
        let errors = board_file_errors(game, &file).unwrap_or_else(|| panic!("{shown}: accepted"));
        first_at(path, &errors)
    });
}

/// The command line says a data file's problem, and a position that does not read, in the system's
/// language: French words in French, English words in English, never English inside French.
#[test]
fn the_command_line_says_broken_files_in_french_and_in_english() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-broken-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("assets/boards")).unwrap();
    std::fs::create_dir_all(dir.join("printables")).unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/broken/boards");
    std::fs::copy(
        corpus.join("espion--start-unknown-letter.toml"),
        dir.join("assets/boards/espion.toml"),
    )
    .unwrap();
    let spec = data::shipped("printables/schada.toml").unwrap();
    std::fs::write(
        dir.join("printables/schada.toml"),
        spec.replacen("square_mm = 30", "square_mm = 90", 1),
    )
    .unwrap();
    let stderr = |lang: &str, args: &[&str]| {
        let out = ludoclasse_with_data(&dir)
            .env("LC_ALL", lang)
            .args(args)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{args:?} was accepted");
        String::from_utf8(out.stderr).unwrap()
    };
    for (lang, start, position, print) in [
        (
            "fr_FR.UTF-8",
            ":17:14 : cette position de départ ne peut pas servir : `x` n’est pas une lettre de ce jeu, qui écrit `A` agent",
            "--position: `X` n’est pas une lettre de ce jeu, qui écrit `O` officier, `P` soldat, `U` sous-officier pour les blancs, et les mêmes lettres en minuscule pour les noirs (à la colonne 1)",
            "`square_mm` doit être entre 15 et 60 mm, pas 90",
        ),
        (
            "en_GB.UTF-8",
            ":17:14: this start position cannot be used: `x` is not a letter of this game, which writes `A` agent",
            "--position: `X` is not a letter of this game, which writes `O` officer, `P` soldier, `U` sub-officer for White, and the same letters in lower case for Black (at column 1)",
            "`square_mm` must be between 15 and 60 mm, not 90",
        ),
    ] {
        let said = stderr(lang, &["perft", "espion", "1"]);
        assert!(said.contains(start), "{lang}: {said}");
        let said = stderr(
            lang,
            &[
                "perft",
                "schada",
                "1",
                "--position",
                "X7/8/8/8/8/8/8/u7 w 0 - -",
            ],
        );
        assert!(said.contains(position), "{lang}: {said}");
        let out = dir.join("kit.pdf");
        let said = stderr(lang, &["print", "schada", "--out", out.to_str().unwrap()]);
        assert!(said.contains(print), "{lang}: {said}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The command line's own refusals (print's options, a second name, a bad deck or die throw) are said in
/// the system's language.
#[test]
fn the_command_lines_refusals_are_said_in_french_and_in_english() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join("ludoclasse-no-override");
    let said = |lang: &str, args: &[&str]| {
        let out = ludoclasse_with_data(&dir)
            .env("LC_ALL", lang)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["print", "schada", "--square-mm", "90"],
            "--square-mm doit être entre 15 et 60 mm, pas 90",
            "--square-mm must be between 15 and 60 mm, not 90",
        ),
        (
            &["print", "schada", "extra"],
            "« extra » est de trop",
            "\"extra\" is one name too many",
        ),
        (
            &["print", "schada", "--link-base", "ftp://x"],
            "elle doit commencer par http:// ou https://",
            "it must start with http:// or https://",
        ),
        (
            &["bataille", "replay", "--deck", "2C 3X"],
            "--deck : la carte n° 2 `3X` n’est pas un code de carte",
            "--deck: card 2 `3X` is not a card code",
        ),
        (
            &["chars", "race", "--dice", "1 7"],
            "--dice : le lancer n° 2 `7` n’est pas un lancer de dé",
            "--dice: throw 2 `7` is not a die throw",
        ),
    ];
    for (args, french, english) in cases {
        let fr = said("fr_FR.UTF-8", args);
        assert!(fr.contains(french), "{fr}");
        let en = said("en_GB.UTF-8", args);
        assert!(en.contains(english), "{en}");
    }
}

/// Texts beside a lesson that read but refer to what no text defines (a term, a message) or use a
/// variable the step showing them does not give: said in the text file, at the reference, when the
/// lesson is checked with them. Each folder of `tests/data/broken/texts-beside/` holds a lesson and its
/// two text files; the English one carries the `# expect:` line.
#[test]
fn texts_beside_a_lesson_are_checked_against_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/broken/texts-beside");
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    folders.sort();
    assert!(folders.len() >= 4, "{} folders", folders.len());
    assert_all(
        folders
            .iter()
            .map(|folder| {
                let (lessons, ftl) = load::from_path(folder).expect("the folder reads");
                let report = check_sources(&lessons, &ftl);
                first_at(&folder.join("en.ftl"), &report.errors)
            })
            .collect(),
    );
}

/// `lesson check` without a path reads the teacher's data folder as the app does: a lesson the teacher
/// added is checked too (a copy whose number was not changed, one whose ids still say the old number);
/// a broken rule list is said once, not as one error per `teaches` of every lesson.
#[test]
fn the_default_check_reads_the_lessons_a_teacher_added() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-added-lessons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let espion = dir.join("lessons/espion");
    std::fs::create_dir_all(&espion).unwrap();
    let reach = data::shipped("lessons/espion/02-reach.toml").unwrap();
    let check = |expected: &[&str], count: &str| {
        let out = ludoclasse_with_data(&dir)
            .args(["lesson", "check"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let said = String::from_utf8(out.stderr).unwrap();
        for e in expected {
            assert!(said.contains(e), "{e}\n{said}");
        }
        let problems = said.lines().filter(|l| l.contains(".toml:")).count();
        assert!(said.contains(count), "{count}\n{said}");
        problems
    };
    // A copy that keeps the number of the lesson it copies.
    std::fs::write(espion.join("02-reach-copy.toml"), reach).unwrap();
    let copy = espion.join("02-reach-copy.toml").display().to_string();
    let problems = check(
        &[&format!(
            "{copy}:2:1: this lesson has the number of the shipped lesson `02-reach.toml`"
        )],
        "in 29 lessons",
    );
    assert_eq!(problems, 1);
    std::fs::remove_file(espion.join("02-reach-copy.toml")).unwrap();
    // Renumbered, but its ids still say `espion-l02-`: said once, and its steps are still checked (a
    // move changed in the copy is refused at its line).
    let changed = reach.replacen("move = \"D3xD6\"", "move = \"D3xD7\"", 1);
    assert_ne!(changed, reach);
    std::fs::write(espion.join("07-more.toml"), changed).unwrap();
    let more = espion.join("07-more.toml").display().to_string();
    let problems = check(
        &[
            &format!(
                "{more}:3:10: the message ids of this lesson start with `espion-l02-`, those of \
                 lesson 2 (16 ids): this file is lesson 7, its ids start with `espion-l07-`"
            ),
            &format!("{more}:46:9: illegal move D3-D7"),
        ],
        "2 problems in 29 lessons",
    );
    assert_eq!(problems, 2);
    std::fs::remove_file(espion.join("07-more.toml")).unwrap();
    // A lesson of another game's folder.
    std::fs::write(
        espion.join("02-reach.toml"),
        reach.replace("game = \"espion\"", "game = \"schada\""),
    )
    .unwrap();
    let here = espion.join("02-reach.toml").display().to_string();
    let problems = check(
        &[&format!(
            "{here}:2:9: this lesson says `game = \"schada\"` but it is in the `espion` folder"
        )],
        "one problem in 28 lessons",
    );
    assert_eq!(problems, 1);
    std::fs::remove_file(espion.join("02-reach.toml")).unwrap();
    // A rule list with one id written twice: one problem, the lessons still checked against the rules.
    let rules = data::shipped("lessons/espion/rules.toml").unwrap();
    std::fs::write(
        espion.join("rules.toml"),
        rules.replacen("id = \"turns\"", "id = \"start\"", 1),
    )
    .unwrap();
    let shown = espion.join("rules.toml").display().to_string();
    check(
        &[&format!(
            "{shown}:11:7: rule id `start` is given twice (first at line 8)"
        )],
        "one problem in 28 lessons",
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A teacher's copy of a game's texts where an id is mistyped (a lesson's message, a rule's words) is
/// told at that id, with the id it should be: else the shipped text would stay, in silence.
#[test]
fn a_mistyped_id_in_a_teachers_texts_is_named_at_its_line() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shipped = std::fs::read_to_string(root.join("lessons/espion/fr.ftl")).unwrap();
    let typos = [
        ("espion-l01-go-hint", "Espion-l01-go-hint"),
        ("espion-rule-no-jump", "espion-rule-nojump"),
    ];
    for (i, (id, typo)) in typos.iter().enumerate() {
        let defined = format!("{id} =");
        let line = 1 + shipped
            .lines()
            .position(|l| l.starts_with(&defined))
            .expect("the shipped text defines the id");
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("mistyped-id-{i}"));
        let file = dir.join("lessons/espion/fr.ftl");
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, shipped.replacen(&defined, &format!("{typo} ="), 1)).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
            .args(["lesson", "check", "--lang", "en"])
            .env("LUDOCLASSE_DATA", &dir)
            .output()
            .expect("the binary runs");
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!out.status.success(), "{said}");
        assert!(
            said.contains(&format!("fr.ftl:{line}:1: ")) && said.contains(&format!("`{id}`?")),
            "{said}"
        );
        std::fs::remove_dir_all(dir).ok();
    }
}

/// A teacher's copy of an interface text that uses a variable the app does not give that message (a
/// translated `{ $jeu }` for `{ $game }`) is said by the default `lesson check`, at the variable.
#[test]
fn an_interface_text_with_a_variable_the_app_does_not_give_is_named_at_it() {
    let (dir, _) = common::cli::teacher_folder("ui-variable", "assets/locales/fr");
    let relative = "assets/locales/fr/app.ftl";
    let shipped = data::shipped(relative).unwrap();
    let line = shipped
        .lines()
        .position(|l| l.starts_with("app-setup-title = { $game }"))
        .expect("the shipped message")
        + 1;
    std::fs::write(
        dir.join(relative),
        shipped.replace("app-setup-title = { $game }", "app-setup-title = { $jeu }"),
    )
    .unwrap();
    let (status, said) = common::cli::said_with_data(&dir, &["lesson", "check"]);
    assert_eq!(status, Some(1));
    assert!(
        said.contains(&format!(
            "app.ftl:{line}:21: the text `app-setup-title` uses `$jeu`"
        )),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A draft of texts kept outside the data folder, checked by its path: it has no shipped twin, so it is
/// compared with every shipped text file. A renamed variable and a reference to a message defined
/// nowhere are said at their place.
#[test]
fn a_text_draft_kept_elsewhere_is_checked_against_every_shipped_text() {
    let (dir, data) = common::cli::teacher_folder("draft-elsewhere", "data");
    let draft = dir.join("mes-textes.ftl");
    std::fs::write(
        &draft,
        "app-play-turn = { $camp ->\n    [white] Blancs\n   *[black] Noirs\n  }\napp-home-quit = { app-sortie }\n",
    )
    .unwrap();
    let path = draft.to_str().unwrap();
    let (status, said) = common::cli::said_with_data(&data, &["lesson", "check", path]);
    assert_eq!(status, Some(1), "{said}");
    assert!(
        said.contains("mes-textes.ftl:1:19: the text `app-play-turn` uses `$camp`"),
        "{said}"
    );
    assert!(
        said.contains("mes-textes.ftl:5:19: `app-sortie` is not defined"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's own lesson whose title, in its text file, is refused for a mistake there: that mistake
/// is the one problem said. The title is not said missing too, at the lesson's `title` line.
#[test]
fn a_refused_text_is_not_said_missing_too() {
    let (dir, folder) = common::cli::teacher_folder("refused-text", "lessons/espion");
    let lesson = data::shipped("lessons/espion/02-reach.toml").unwrap();
    std::fs::write(
        folder.join("07-mine.toml"),
        lesson.replace("espion-l02-", "espion-l07-"),
    )
    .unwrap();
    for lang in ["fr", "en"] {
        let shipped = data::shipped(&format!("lessons/espion/{lang}.ftl")).unwrap();
        let mut own: Vec<String> = shipped
            .lines()
            .filter(|l| l.starts_with("espion-l02-"))
            .map(|l| l.replace("espion-l02-", "espion-l07-"))
            .collect();
        if lang == "fr" {
            own[0] = "espion-l07-title = \"Ma leçon\"".to_string();
        }
        std::fs::write(folder.join(format!("{lang}.ftl")), own.join("\n") + "\n").unwrap();
    }
    let (status, said) = common::cli::said_with_data(&dir, &["lesson", "check"]);
    assert_eq!(status, Some(1), "{said}");
    assert!(
        said.contains("fr.ftl:1:20: the quotes around this text"),
        "{said}"
    );
    assert!(!said.contains("is missing"), "{said}");
    assert!(said.contains("one problem in 29 lessons"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copied text file cut short (the copy stopped in the middle of a message): said at its end, and
/// the message is left out, so the shipped text shows whole.
#[test]
fn a_text_file_cut_short_is_said_at_its_end() {
    let (dir, folder) = common::cli::teacher_folder("text-cut", "lessons/espion");
    let shipped = data::shipped("lessons/espion/fr.ftl").unwrap();
    let start = shipped.find("espion-l01-summary = ").unwrap();
    let cut = &shipped[..start + "espion-l01-summary = Les flèches".len()];
    std::fs::write(folder.join("fr.ftl"), cut).unwrap();
    let line = cut.lines().count();
    let (status, said) = common::cli::said_with_data(&dir, &["lesson", "check"]);
    assert_eq!(status, Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "fr.ftl:{line}:33: the file stops in the middle of the message `espion-l01-summary`"
        )),
        "{said}"
    );
    let path = folder.join("fr.ftl").display().to_string();
    let (resource, _) = i18n::read_ftl(&path, cut);
    assert!(!message_ids(&resource).contains(&"espion-l01-summary"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The files the app keeps are read by the plain `lesson check` too, and by a check of the data folder
/// by its path (a folder holding `settings.toml`, which is no lesson).
#[test]
fn the_whole_check_reads_the_files_the_app_keeps() {
    let (dir, _) = common::cli::teacher_folder("kept-whole", "saves");
    std::fs::write(dir.join("settings.toml"), "lang = \"de\"\n").unwrap();
    std::fs::write(dir.join("saves/espion.json"), "garbage").unwrap();
    for args in [
        vec!["lesson", "check"],
        vec!["lesson", "check", dir.to_str().unwrap()],
    ] {
        let (status, said) = common::cli::said_with_data(&dir, &args);
        assert_eq!(status, Some(1), "{args:?}: {said}");
        assert!(
            said.contains("settings.toml:1:8: `de` is not a value"),
            "{said}"
        );
        assert!(
            said.contains("espion.json:1:1: a value is needed here"),
            "{said}"
        );
        assert!(said.contains("2 problems in 28 lessons"), "{said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's own lesson that does not read (a key written twice) with its own texts beside it: its
/// mistake is the one problem said. Its texts are not taken for slips of other lessons' ids (before,
/// `espion-l07-go` was said to be a slip for `espion-l01-go`, once per text, ahead of the mistake).
#[test]
fn the_texts_of_a_lesson_that_does_not_read_are_not_taken_for_slips() {
    let (dir, folder) = common::cli::teacher_folder("unread-own", "lessons/espion");
    std::fs::write(
        folder.join("07-my-hunt.toml"),
        "game = \"espion\"\ngame = \"espion\"\ntitle = \"espion-l07-title\"\n\
         position = \"3c4/8/8/8/8/8/8/S2CS3 w 0\"\n\n[[step]]\nkind = \"say\"\n\
         text = \"espion-l07-hello\"\n\n[[step]]\nkind = \"play\"\ntext = \"espion-l07-go\"\n\
         goal = \"win\"\npar = 3\nsolution = [\"E1-E4\", \"E4-E8\"]\n",
    )
    .unwrap();
    for (lang, words) in [
        (
            "fr",
            ["Ma chasse", "Voici tes espions.", "Prends le chef !"],
        ),
        ("en", ["My hunt", "Your spies.", "Take the chief!"]),
    ] {
        let text = format!(
            "espion-l07-title = {}\nespion-l07-hello = {}\nespion-l07-go = {}\n",
            words[0], words[1], words[2]
        );
        std::fs::write(folder.join(format!("{lang}.ftl")), text).unwrap();
    }
    let (lessons, ftl) = load::from_path(&folder).expect("the folder reads");
    let report = check_sources(&lessons, &ftl);
    let said: Vec<String> = report.errors.iter().map(ToString::to_string).collect();
    assert_eq!(said.len(), 1, "{said:#?}");
    assert!(said[0].contains("07-my-hunt.toml:2:1:"), "{said:#?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files of the data folder the app would pass over in silence are named by the default `lesson check`:
/// a lesson saved as `.toml.txt` (as some editors do), a board file ending in `.TOML`, a lessons folder
/// named after no game, a text file named otherwise than `fr.ftl` or `en.ftl`. A file is said at its first
/// line, a folder without one.
#[test]
fn files_the_app_would_pass_over_are_named() {
    let (dir, _) = common::cli::teacher_folder("passed-over", "lessons");
    let lesson = data::shipped("lessons/espion/03-protect-the-chief.toml").unwrap();
    for (relative, text) in [
        ("lessons/espion/07-hunt.toml.txt", lesson),
        ("lessons/Espion/03-protect-the-chief.toml", lesson),
        (
            "lessons/espion/francais.ftl",
            "espion-l07-title = Ma chasse\n",
        ),
    ] {
        let path = dir.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    #[cfg(not(windows))]
    {
        let board = dir.join("assets/boards/espion.TOML");
        std::fs::create_dir_all(board.parent().unwrap()).unwrap();
        std::fs::write(board, data::shipped("assets/boards/espion.toml").unwrap()).unwrap();
    }
    // A folder where the app reads a file (made by an unzip, or a slip in a file manager).
    std::fs::create_dir_all(dir.join("assets/boards/schada.toml")).unwrap();
    let (status, said) = common::cli::said_with_data(&dir, &["lesson", "check"]);
    assert_eq!(status, Some(1));
    for expected in [
        "schada.toml: this is a folder, but the app reads a file by this name",
        "rename `07-hunt.toml.txt` to `07-hunt.toml`",
        "rename `Espion` after a game",
        "rename `francais.ftl` to `fr.ftl`",
        #[cfg(not(windows))]
        "rename `espion.TOML` to `espion.toml`",
    ] {
        assert!(said.contains(expected), "{expected}\n{said}");
    }
    // A file is said at its first line, where an editor opens it; a folder has no line.
    for file in ["07-hunt.toml.txt", "francais.ftl"] {
        assert!(said.contains(&format!("{file}:1:1")), "{file}\n{said}");
    }
    assert!(said.contains("Espion: "), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hidden files are no files of the kit, and pass unsaid: the `._` twins macOS writes beside each file
/// on a USB stick (binary, with zero bytes), `.DS_Store`, an editor's lock file.
#[test]
fn hidden_files_are_passed_over() {
    let (dir, espion) = common::cli::teacher_folder("hidden", "lessons/espion");
    let twin = b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        \x00\x02";
    std::fs::write(espion.join("._02-reach.toml"), twin).unwrap();
    std::fs::write(espion.join("._fr.ftl"), twin).unwrap();
    std::fs::write(espion.join(".DS_Store"), twin).unwrap();
    std::fs::write(espion.join(".~lock.02-reach.toml#"), "x").unwrap();
    let boards = dir.join("assets/boards");
    std::fs::create_dir_all(&boards).unwrap();
    std::fs::write(boards.join("._espion.toml"), twin).unwrap();
    let out = common::cli::ludoclasse_with_data(&dir)
        .args(["lesson", "check", "--lang", "en"])
        .output()
        .unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("28 lessons checked, no problem"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The texts of a lesson whose file stayed elsewhere (`espion-l06-…` in a copy of `fr.ftl`, and no
/// `06-….toml`): said once, at the first one, with the file that is missing.
#[test]
fn texts_of_a_lesson_with_no_file_are_said_once() {
    let (dir, _) = common::cli::teacher_folder("lessonless", "lessons/espion");
    let added = "espion-l06-title = Ma revue\nespion-l06-hello = Bonjour.\nespion-l06-go = Va.\n";
    let shipped = data::shipped("lessons/espion/fr.ftl").unwrap();
    std::fs::write(
        dir.join("lessons/espion/fr.ftl"),
        format!("{shipped}{added}"),
    )
    .unwrap();
    let line = shipped.lines().count() + 1;
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "fr.ftl:{line}:1: `espion-l06-title` is a text of lesson 6"
        )) && said.contains("`06-\u{2026}.toml`")
            && said.contains("2 others below it"),
        "{said}"
    );
    assert_eq!(said.matches("espion-l06").count(), 1, "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy a sync tool kept beside a lesson two computers changed (Dropbox's "conflicted copy") is
/// said as such, to merge and delete, not as a lesson to give another number.
#[test]
fn a_sync_tools_copy_is_said_to_merge_and_delete() {
    let (dir, chars) = common::cli::teacher_folder("sync-copy", "lessons/chars");
    let lesson = data::shipped("lessons/chars/03-mines.toml").unwrap();
    std::fs::write(chars.join("03-mines.toml"), lesson).unwrap();
    std::fs::write(
        chars.join("03-mines (conflicted copy 2026-03-12).toml"),
        lesson,
    )
    .unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("`03-mines (conflicted copy 2026-03-12).toml` is a copy that a sync tool")
            && said.contains("then delete the copy"),
        "{said}"
    );
    assert!(!said.contains("another number"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's copy of a shipped lesson that lost a line of its start (Emma's cards of the deal, the
/// start position): the first problem is a consequence far below, and is said where the line goes, with
/// that consequence and its line. A lesson that starts from the start position on purpose (a whole game,
/// `position = "start"`) is not said to have lost it.
#[test]
fn a_lost_line_of_the_start_is_said_where_it_goes() {
    let (dir, _) = common::cli::teacher_folder("lost-start", "lessons");
    for (relative, line, lost, at) in [
        (
            "lessons/bataille/01-deal-and-flip.toml",
            "emma = \"5C JS 7H 9D 4D 8S\"\n",
            "`emma`",
            ":7:1: ",
        ),
        (
            "lessons/espion/02-reach.toml",
            "position = \"c7/8/8/8/8/3S4/8/7C w 0\"\n",
            "`position`",
            ":4:1: ",
        ),
    ] {
        let copy = changed_copy(&dir, relative, line, "");
        let path = copy.display().to_string();
        let (code, said) =
            common::cli::said_with_data(&dir, &["lesson", "check", &path, "--lang", "en"]);
        assert_eq!(code, Some(1), "{said}");
        let first = said.lines().find(|l| l.contains(relative)).unwrap_or("");
        assert!(first.contains(at) && first.contains(lost), "{said}");
        assert!(first.contains(", and at line "), "{said}");
        std::fs::remove_file(&copy).unwrap();
    }
    // A whole game on purpose: a problem in its play step is said there.
    let relative = "lessons/tank-battle/05-a-whole-game.toml";
    let copy = changed_copy(&dir, relative, "\"H1-D5\"", "\"H1-H5\"");
    let path = copy.display().to_string();
    let (_, said) = common::cli::said_with_data(&dir, &["lesson", "check", &path, "--lang", "en"]);
    assert!(said.contains("05-a-whole-game.toml:"), "{said}");
    assert!(!said.contains("writes no `position`"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of a shipped lesson whose step lost a rule from its `teaches` (the only decision step that
/// practised it): said at that step of the copy, not at the rule list, which the teacher did not touch.
#[test]
fn a_rule_lost_from_a_copied_step_is_said_at_that_step() {
    let (dir, _) = common::cli::teacher_folder("lost-teaches", "lessons");
    for (relative, from, to, at) in [
        (
            "lessons/bataille/01-deal-and-flip.toml",
            "teaches = [\"deal\", \"higher-wins\"]\n",
            "",
            ":26:1: ",
        ),
        (
            "lessons/espion/05-a-whole-game.toml",
            "\"no-move\", ",
            "",
            ":65:11: ",
        ),
    ] {
        let copy = changed_copy(&dir, relative, from, to);
        // The whole course, as the default check reads the teacher's folder.
        let (first, said) = first_report_of_folder(&dir);
        assert!(
            first.contains(relative) && first.contains(at),
            "{relative}: {said}"
        );
        assert!(first.contains("put `\""), "{said}");
        assert!(!said.contains("rules.toml"), "{said}");
        std::fs::remove_file(&copy).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of a shipped lesson changed in one place: a problem that change causes further down, on a
/// line the teacher did not touch, is said at the change (with the problem and its line); a mistake on
/// the changed line itself stays there.
#[test]
fn a_change_in_a_copy_is_said_where_it_was_made() {
    let (dir, _) = common::cli::teacher_folder("one-change", "lessons");
    for (relative, from, to, at, rest) in [
        (
            "lessons/bataille/05-to-the-end.toml",
            "rounds = 5\n",
            "rounds = 12\n",
            ":46:1: ",
            "with this change, at line 48, ",
        ),
        (
            "lessons/bataille/05-to-the-end.toml",
            "answer = \"battle\"\n",
            "answer = \"south\"\n",
            ":54:11: ",
            "wrong answer",
        ),
        // A mistake the loader finds, on a line the teacher did not touch.
        (
            "lessons/bataille/06-how-long.toml",
            "max = 100\n",
            "max = 107\n",
            ":20:1: ",
            "with this change, at line 24, ",
        ),
    ] {
        let copy = changed_copy(&dir, relative, from, to);
        let path = copy.display().to_string();
        let (code, said) =
            common::cli::said_with_data(&dir, &["lesson", "check", &path, "--lang", "en"]);
        assert_eq!(code, Some(1), "{said}");
        let first = said.lines().next().unwrap_or("");
        assert!(first.contains(at) && first.contains(rest), "{said}");
        std::fs::remove_file(&copy).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// One change that breaks several later steps is one sentence at the change, naming the other lines.
#[test]
fn a_change_that_breaks_several_steps_is_one_sentence() {
    let (dir, _) = common::cli::teacher_folder("one-change-many", "lessons");
    let relative = "lessons/bataille/05-to-the-end.toml";
    let copy = changed_copy(&dir, relative, "rounds = 5\n", "rounds = 6\n");
    let path = copy.display().to_string();
    let (code, said) =
        common::cli::said_with_data(&dir, &["lesson", "check", &path, "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    let first = said.lines().next().unwrap_or("");
    assert!(
        first.contains(":46:1: ") && first.contains("at line 48, "),
        "{said}"
    );
    assert!(
        first.contains("this change also breaks lines 54, "),
        "{said}"
    );
    assert_eq!(said.matches(".toml:").count(), 1, "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The same for a teacher's copy of a board file: a row of White's base deleted makes its domain circle
/// wrong four lines below; the problem is said at the deleted row, with that line.
#[test]
fn a_change_in_a_board_copy_is_said_where_it_was_made() {
    let (dir, boards) = common::cli::teacher_folder("one-board-change", "assets/boards");
    let shipped = data::shipped("assets/boards/tank-battle.toml").unwrap();
    let row = "  \"G1\", \"H1\", \"I1\", \"J1\", \"K1\",\n";
    assert!(shipped.contains(row));
    std::fs::write(
        boards.join("tank-battle.toml"),
        shipped.replacen(row, "", 1),
    )
    .unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("tank-battle.toml:31:3: the shipped file writes `\"G1\", \"H1\"")
            && first.contains("with this change, at line 35, "),
        "{said}"
    );
    // One square's arrows corrected: the shipped lessons it breaks are said at that square's line.
    std::fs::remove_file(boards.join("tank-battle.toml")).unwrap();
    let shipped = data::shipped("assets/boards/espion.toml").unwrap();
    let square = "D2 = [\"NE\", \"E\", \"SE\"]";
    assert!(shipped.contains(square));
    let changed = shipped.replacen(square, "D2 = [\"NE\", \"E\", \"S\"]", 1);
    std::fs::write(boards.join("espion.toml"), &changed).unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("espion.toml:77:1: the shipped file writes `D2 = ")
            && first.contains("in lessons/espion/01-read-the-square.toml, at line 24, "),
        "{said}"
    );
    // Two squares corrected: the shipped lessons keep their lines and name the copy and both lines.
    let other = "H1 = [\"N\", \"W\"]";
    assert!(shipped.contains(other));
    let changed = changed.replacen(other, "H1 = [\"N\", \"NW\", \"W\"]", 1);
    std::fs::write(boards.join("espion.toml"), changed).unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.starts_with("ludoclasse: lessons/espion/01-read-the-square.toml:24:")
            && first.contains("espion.toml, which differs from the shipped file at lines 77, 90)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's copy of a shipped text file with one slip in a choice inside a choice: Fluent stumbles
/// lines below; the slip is said at its own line.
#[test]
fn a_slip_in_a_copied_text_file_is_said_at_its_line() {
    let (dir, locales) = common::cli::teacher_folder("one-text-change", "assets/locales/fr");
    let shipped = data::shipped("assets/locales/fr/lesson.ftl").unwrap();
    let line = "    [piece] { $left ->\n";
    assert!(shipped.contains(line));
    let copy = shipped.replacen(line, "    [piece] $left ->\n", 1);
    std::fs::write(locales.join("lesson.ftl"), copy).unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("lesson.ftl:56:")
            && first.contains("the shipped file writes `[piece] { $left ->` here"),
        "{said}"
    );
    assert_eq!(
        data::shipped_relative(&locales.join("lesson.ftl").display().to_string()).as_deref(),
        Some("assets/locales/fr/lesson.ftl")
    );
    assert_eq!(
        data::shipped_relative("/tmp/assets/x/lessons/none.ftl"),
        None
    );
    // Written from the data folder, as docs/lessons.md does.
    assert_eq!(
        data::shipped_relative("lessons/chars/fr.ftl").as_deref(),
        Some("lessons/chars/fr.ftl")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A rule renamed in a teacher's copy of the rule list: the shipped lessons that teach it by its old
/// name are said once, at the renamed line of the list, each with its lines.
#[test]
fn a_rule_renamed_in_a_copied_list_is_said_at_its_line() {
    let (dir, folder) = common::cli::teacher_folder("one-rule-change", "lessons/espion");
    let shipped = data::shipped("lessons/espion/rules.toml").unwrap();
    let line = "id = \"capture\"\n";
    assert!(shipped.contains(line));
    let copy = shipped.replacen(line, "id = \"captures\"\n", 1);
    std::fs::write(folder.join("rules.toml"), copy).unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("rules.toml:32:7: the rule `capture` is written `captures` here, but shipped lessons teach it as `capture` (file and lines): lessons/espion/02-reach.toml (32"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A `[[rule]]` heading swapped with the `id` line below it: the heading is said to go up, at its own
/// line, not said lost.
#[test]
fn a_heading_swapped_with_the_line_below_is_said_to_go_up() {
    let shipped = data::shipped("lessons/espion/rules.toml").unwrap();
    let lines: Vec<&str> = shipped.lines().collect();
    let headings: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i] == "[[rule]]")
        .collect();
    // The first heading (its `id` then falls at the top of the file) and a later one.
    for (case, at) in [("first", headings[0]), ("third", headings[2])] {
        let (dir, folder) =
            common::cli::teacher_folder(&format!("heading-swapped-{case}"), "lessons/espion");
        let mut swapped = lines.clone();
        swapped.swap(at, at + 1);
        std::fs::write(folder.join("rules.toml"), swapped.join("\n") + "\n").unwrap();
        let (first, said) = first_report_of_folder(&dir);
        let expected = format!(
            "rules.toml:{}:1: the {} `id` ",
            at + 1,
            if case == "first" { "field" } else { "key" }
        );
        assert!(
            first.contains(&expected)
                && first.contains(&format!(
                    "the heading `[[rule]]` at line {} probably belongs above this line; move it up",
                    at + 2
                )),
            "{said}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Slips in copies of shipped files, said by what the shipped file writes there: a `min` line overtyped
/// with a second `max` (every option of the shipped lesson has both), and a decimal comma where the
/// shipped lesson writes whole numbers.
#[test]
fn slips_in_a_copy_are_said_by_what_the_shipped_file_writes() {
    for (case, game, file, from, to, said_here) in [
        (
            "min-overtyped",
            "bataille",
            "06-how-long.toml",
            "min = 301\n",
            "max = 30\n",
            "the key `max` is given twice in this table, here and at line ",
        ),
        (
            "decimal-comma",
            "tank-battle",
            "03-count-the-score.toml",
            "answer = 7\n",
            "answer = 6,5\n",
            "`6,5` is not a whole number",
        ),
    ] {
        let (dir, folder) = common::cli::teacher_folder(case, &format!("lessons/{game}"));
        let shipped = data::shipped(&format!("lessons/{game}/{file}")).unwrap();
        assert!(shipped.contains(from), "{case}");
        let line = shipped[..shipped.find(from).unwrap()].lines().count() + 1;
        std::fs::write(folder.join(file), shipped.replacen(from, to, 1)).unwrap();
        let (first, said) = first_report_of_folder(&dir);
        assert!(first.contains(said_here), "{case}: {said}");
        // Said at the slip's line, or at the line of the other `max` just below it.
        assert!(
            [line, line + 1]
                .iter()
                .any(|l| first.contains(&format!("{file}:{l}:"))),
            "{case}: line {line}: {said}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A game save whose position was edited by hand (a rank with a square too many) is said at that
/// rank, by the plain `lesson check` as by a check of the file: the app would set it aside.
#[test]
fn a_save_with_a_position_that_does_not_fit_the_board_is_said() {
    let (dir, saves) = common::cli::teacher_folder("save-position", "saves");
    let save = "{\n  \"version\": 1,\n  \"mode\": {\n    \"kind\": \"two-players\"\n  },\n  \"start\": \"sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0\",\n  \"position\": \"sssscsss/aaaaaaaa/8/8/8/3A5/AAA1AAAA/SSSCSSSS b 1\"\n}\n";
    std::fs::write(saves.join("espion.json"), save).unwrap();
    for args in [
        vec!["lesson", "check"],
        vec![
            "lesson",
            "check",
            saves.join("espion.json").to_str().unwrap(),
        ],
    ] {
        let (code, said) = common::cli::said_with_data(&dir, &args);
        assert_eq!(code, Some(1), "{args:?}: {said}");
        assert!(
            said.contains("espion.json:7:40: rank 3 describes 9 squares, this board has 8 files"),
            "{args:?}: {said}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `lesson check` of the whole teacher's folder `dir`, in English, which must refuse it: its first report
/// and all it said.
fn first_report_of_folder(dir: &std::path::Path) -> (String, String) {
    let (code, said) = common::cli::said_with_data(dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    (said.lines().next().unwrap_or("").to_string(), said)
}

/// A French teacher writes a French word where the file wants its English keyword: the message
/// guesses the keyword meant (`sud` is `south`, `[[étape]]` is `[[step]]`).
#[test]
fn a_french_word_for_a_keyword_is_answered_with_the_keyword() {
    let lesson = data::shipped("lessons/bataille/01-deal-and-flip.toml").unwrap();
    for (from, to, guess) in [
        (
            "answer = \"south\"",
            "answer = \"sud\"",
            "did you mean `south`?",
        ),
        (
            "winner = \"south\"",
            "winner = \"Sud\"",
            "did you mean `south`?",
        ),
        ("kind = \"say\"", "kind = \"dire\"", "did you mean `say`?"),
        (
            "answer = \"south\"",
            "réponse = \"south\"",
            "did you mean `answer`?",
        ),
        (
            "[[step]]\nkind = \"flip\"",
            "[[étape]]\nkind = \"flip\"",
            "did you mean `step`?",
        ),
    ] {
        assert!(lesson.contains(from), "{from}");
        let text = lesson.replacen(from, to, 1);
        let errors = load::parse("lessons/bataille/01-deal-and-flip.toml", &text).unwrap_err();
        let line = text[..text.find(to).unwrap()].lines().count() + 1;
        assert_eq!(errors[0].line, line, "{to}: {}", errors[0]);
        assert!(errors[0].message().ends_with(guess), "{to}: {}", errors[0]);
    }
}

/// A copied lesson whose `summary` id lost a letter: said at that line of the copy, with the id meant;
/// the shipped text files, which the teacher never touched, are not blamed for the slip.
#[test]
fn a_misspelt_id_in_a_copied_lesson_is_said_in_the_copy_with_the_id_meant() {
    let (dir, lessons) = common::cli::teacher_folder("misspelt-id", "lessons/tank-battle");
    let shipped = data::shipped("lessons/tank-battle/03-count-the-score.toml").unwrap();
    let line = "summary = \"tank-battle-l03-summary\"";
    assert!(shipped.contains(line));
    let copy = shipped.replacen(line, "summary = \"tank-battle-l03-sumary\"", 1);
    std::fs::write(lessons.join("03-count-the-score.toml"), copy).unwrap();
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("03-count-the-score.toml:5:12: message `tank-battle-l03-sumary` is missing")
            && first.ends_with("did you mean `tank-battle-l03-summary`?"),
        "{said}"
    );
    assert!(!said.contains("fr.ftl:"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher takes a step out of a copied lesson and keeps a full, retouched copy of its text file:
/// the shipped sentence the step said is now unused, which is no mistake, and `check` stays quiet.
#[test]
fn a_shipped_sentence_left_unused_by_a_removed_step_is_no_mistake() {
    let (dir, espion) = common::cli::teacher_folder("removed-step", "lessons/espion");
    let step =
        "[[step]]\nkind = \"say\"\ntext = \"espion-l02-capture\"\nteaches = [\"capture\"]\n\n";
    let lesson = data::shipped("lessons/espion/02-reach.toml").unwrap();
    assert!(lesson.contains(step));
    std::fs::write(espion.join("02-reach.toml"), lesson.replacen(step, "", 1)).unwrap();
    let texts = data::shipped("lessons/espion/fr.ftl").unwrap();
    let line = texts
        .lines()
        .find(|l| l.starts_with("espion-l02-spy = "))
        .unwrap();
    let retouched = texts.replacen(line, "espion-l02-spy = Regarde ton espion en D3.", 1);
    std::fs::write(espion.join("fr.ftl"), retouched).unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(0), "{said}");
    // A sentence of the teacher's own left without a step is said.
    let added = format!("{}\nespion-l02-extra = Encore une phrase.\n", texts);
    std::fs::write(espion.join("fr.ftl"), added).unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("no step of the lesson `espion-l02` uses the message `espion-l02-extra`"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's copy of an interface text with a slip the Fluent syntax accepts: an id the app never
/// asks for, a variable that lost its `$` or its braces. Each is said at its place, with what to write.
#[test]
fn slips_in_a_copied_interface_text_are_said_at_their_place() {
    let (dir, locales) = common::cli::teacher_folder("interface-copy", "assets/locales/fr");
    let shipped = data::shipped("assets/locales/fr/notice.ftl").unwrap();
    let line = shipped
        .lines()
        .find(|l| l.starts_with("notice-board-tile = { $file } "))
        .unwrap();
    let number = shipped.lines().position(|l| l == line).unwrap() + 1;
    for (from, to, at, said) in [
        (
            "notice-board-tile = ",
            "notice-board-title = ",
            1,
            "the app never asks for the text `notice-board-title`: these words would never be \
             shown; did you mean `notice-board-tile`?",
        ),
        (
            "{ $file }",
            "{ file }",
            23,
            "the variable `file` lost its `$`: write `{ $file }`, as the shipped text does",
        ),
        ("{ $file }", "$file", 21, "`$file` would be shown as it is"),
    ] {
        let changed = line.replacen(from, to, 1);
        std::fs::write(
            locales.join("notice.ftl"),
            shipped.replacen(line, &changed, 1),
        )
        .unwrap();
        let (first, said_all) = first_report_of_folder(&dir);
        assert!(
            first.contains(&format!("notice.ftl:{number}:{at}: {said}")),
            "{to}: {said_all}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `lesson check PATH` takes any file of a teacher's data folder, not only a lesson: a board, a text
/// file, a printable kit, or the folder itself, each checked as the app (or `print`) reads it. The
/// folder's boards and kits are never read as lessons.
#[test]
fn lesson_check_takes_any_file_of_the_data_folder() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-check-any-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for sub in ["assets/boards", "printables", "lessons/espion"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let board = dir.join("assets/boards/espion.toml");
    let kit = dir.join("printables/espion.toml");
    let texts = dir.join("lessons/espion/fr.ftl");
    let shipped = |p: &str| data::shipped(p).unwrap().to_string();
    // Good copies of every kind: no problem, and no board or kit taken for a lesson.
    std::fs::write(&board, shipped("assets/boards/espion.toml")).unwrap();
    std::fs::write(&kit, shipped("printables/espion.toml")).unwrap();
    std::fs::write(&texts, "espion-l01-title = Lis bien la case\n").unwrap();
    let nowhere = std::env::temp_dir().join("ludoclasse-no-override");
    let run = |path: &std::path::Path| {
        let out = ludoclasse_with_data(&nowhere)
            .args(["lesson", "check"])
            .arg(path)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    for path in [&dir, &board, &kit, &texts] {
        let (code, said) = run(path);
        assert_eq!(code, Some(0), "{}: {said}", path.display());
    }
    // Each broken: said at its line, named as the teacher wrote it.
    let arrows = shipped("assets/boards/espion.toml").replacen(
        "A8 = [\"E\", \"S\"]",
        "A8 = [\"E\", \"S\", \"X\"]",
        1,
    );
    std::fs::write(&board, arrows).unwrap();
    let unit = shipped("printables/espion.toml").replacen("square_mm = 30 ", "square_mm = 30mm", 1);
    std::fs::write(&kit, unit).unwrap();
    std::fs::write(&texts, "espion-l01-title = { Lis\n").unwrap();
    let expected = [
        (
            &board,
            format!("{}:20:17: `X` is not a direction", board.display()),
        ),
        (
            &kit,
            format!("{}:3:13: a number is written alone", kit.display()),
        ),
        (
            &texts,
            format!("{}:1:20: a `{{` opened here is not closed", texts.display()),
        ),
    ];
    for (path, said_here) in &expected {
        let (code, said) = run(path);
        assert_eq!(code, Some(1), "{said}");
        assert!(said.contains(said_here.as_str()), "{said_here}\n{said}");
        assert_eq!(
            said.lines().filter(|l| l.contains(":")).count(),
            2,
            "{said}"
        );
    }
    // The whole folder: the three, and nothing else.
    let (code, said) = run(&dir);
    assert_eq!(code, Some(1), "{said}");
    for (_, said_here) in &expected {
        assert!(said.contains(said_here.as_str()), "{said_here}\n{said}");
    }
    assert!(said.contains("3 problems"), "{said}");
    // A text file outside any data folder, with no lesson beside it: its entries alone.
    let lone = dir.join("draft.ftl");
    std::fs::write(&lone, "espion-l01-title = Lis\n\tla case\n").unwrap();
    let refused = |path: &std::path::Path, place_and_words: &str| {
        let (code, said) = run(path);
        assert_eq!(code, Some(1), "{said}");
        let expected = format!("{}:{place_and_words}", path.display());
        assert!(said.contains(&expected), "{expected}\n{said}");
        said
    };
    let said = refused(&lone, "2:1: this line is indented with a tab");
    assert!(said.contains("one problem in this file"), "{said}");
    // A board kept outside the data folder, in a `boards` folder: checked on its own.
    let drafts = dir.join("drafts/boards");
    std::fs::create_dir_all(&drafts).unwrap();
    let draft = drafts.join("espion.toml");
    std::fs::copy(&board, &draft).unwrap();
    refused(&draft, "20:17: `X` is not a direction");
    // Kept under another name in any folder: told by what it holds, a board or a kit.
    let renamed = dir.join("drafts/my-spy-board.toml");
    std::fs::copy(&board, &renamed).unwrap();
    refused(&renamed, "20:17: `X` is not a direction");
    let renamed = dir.join("drafts/our-kit.toml");
    std::fs::copy(&kit, &renamed).unwrap();
    refused(&renamed, "3:13: a number is written alone");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's data folder is checked as the app reads it, and each problem is said where the teacher
/// made it: a lesson or an interface text under a name the app does not read, a French sentence too long
/// in a copy of the texts (at its line, not at the shipped lesson's), a variant the shipped text never
/// chooses, a whole step deleted from a copy (at the deletion), and a board changed in two places,
/// checked alone, with the shipped lessons it breaks.
#[test]
fn a_teachers_folder_is_said_where_the_teacher_wrote_it() {
    use common::cli::ludoclasse_with_data;
    let dir =
        std::env::temp_dir().join(format!("ludoclasse-teacher-places-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for sub in ["assets/boards", "assets/locales/fr", "lessons/espion"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let shipped = |p: &str| data::shipped(p).unwrap().to_string();
    let write = |p: &str, text: String| std::fs::write(dir.join(p), text).unwrap();
    let check = |args: &[&str]| {
        let out = ludoclasse_with_data(&dir)
            .args(["lesson", "check"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?} was accepted");
        String::from_utf8(out.stderr).unwrap()
    };
    let lesson = shipped("lessons/espion/02-reach.toml");
    write(
        "lessons/07-lost.toml",
        lesson.replace("espion-l02", "espion-l07"),
    );
    write(
        "assets/locales/fr/App.ftl",
        "app-title = Ludoclasse\n".into(),
    );
    write(
        "assets/locales/fr/app-play.ftl",
        shipped("assets/locales/fr/app-play.ftl").replacen(
            "[white] Aux Blancs",
            "[blancs] Aux Blancs",
            1,
        ),
    );
    let long = "espion-l02-spy = Voici ton espion, en D3. Un espion va plus loin que les agents : \
                jusqu’à quatre cases dans le sens de chaque flèche.\n";
    write("lessons/espion/fr.ftl", long.into());
    // The setup step of lesson 02 (six lines and the blank one after) deleted.
    let setup = lesson.find("[[step]]\nkind = \"setup\"").unwrap();
    let after = setup + lesson[setup..].find("\n\n").unwrap() + 2;
    write(
        "lessons/espion/02-reach.toml",
        format!("{}{}", &lesson[..setup], &lesson[after..]),
    );
    // (Said at the deletion: its `[[step]]` line is the next step's, kept.)
    let deleted_at = lesson[..setup].lines().count() + 2;
    let said = check(&[]);
    let at = |file: &str, place: &str| format!("{}{place}", dir.join(file).display());
    for (file, place, words) in [
        (
            "lessons/07-lost.toml",
            ":1:1: ",
            "this lesson is not read: it goes in the folder of its game",
        ),
        (
            "assets/locales/fr/App.ftl",
            ":1:1: ",
            "this text file will not be read: a copy of the app's texts keeps the name",
        ),
        (
            "assets/locales/fr/app-play.ftl",
            ":9:5: ",
            "the variant `[blancs]` is never chosen",
        ),
        (
            "lessons/espion/fr.ftl",
            ":1:18: ",
            "a French sentence of `espion-l02-spy` has 17 words",
        ),
        (
            "lessons/espion/02-reach.toml",
            &format!(":{deleted_at}:1: "),
            "the shipped lesson has 6 more lines here, from `kind = \"setup\"`",
        ),
    ] {
        let line = format!("{}{words}", at(file, place));
        assert!(said.contains(&line), "{line}\n{said}");
    }
    // The lesson outside its folder checked by its own path: said the same, not checked as if read.
    let alone = check(&[dir.join("lessons/07-lost.toml").to_str().unwrap()]);
    assert!(
        alone.contains("this lesson is not read: it goes in the folder of its game"),
        "{alone}"
    );
    // A board changed in two places, checked alone: the shipped lessons it breaks are said too.
    let board = shipped("assets/boards/espion.toml")
        .replacen(
            "D2 = [\"NE\", \"E\", \"SE\"]",
            "D2 = [\"N\", \"NE\", \"E\", \"SE\"]",
            1,
        )
        .replacen("H8 = [\"S\", \"SW\", \"W\"]", "H8 = [\"S\", \"W\"]", 1);
    assert_ne!(
        board,
        shipped("assets/boards/espion.toml"),
        "the two lines are in the board"
    );
    std::fs::remove_dir_all(dir.join("lessons")).unwrap();
    std::fs::remove_dir_all(dir.join("assets/locales")).unwrap();
    write("assets/boards/espion.toml", board);
    let said = check(&[dir.join("assets/boards/espion.toml").to_str().unwrap()]);
    assert!(
        said.contains("lessons/espion/01-read-the-square.toml:")
            && said.contains("this shipped lesson is checked with your copy"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The files the app keeps (settings, the children's stars, a game in progress), checked by
/// `lesson check` as the app reads them: the place of the damage and what the app will do with it.
#[test]
fn a_kept_file_is_checked_as_the_app_reads_it() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-kept-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    let write = |p: &str, text: &str| std::fs::write(dir.join(p), text).unwrap();
    let check = |file: &str| {
        let out = ludoclasse_with_data(&dir)
            .args(["lesson", "check", "--lang", "en"])
            .arg(dir.join(file))
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    write(
        "profiles.json",
        "{\"children\": [{\"name\": \"Léa\", \"lessons\": {",
    );
    write("profiles.json.good", "{}");
    write("settings.toml", "lang = \"fr\"\nlevel = \"deux\"\n");
    write("saves/espion.json", "{\"version\": 1, \"mode\": \"two");
    for (file, place, words) in [
        (
            "profiles.json",
            ":1:43: ",
            "the file stops in the middle. The app will set this file aside as \
             `profiles.json.corrupt` and put its last good copy, `profiles.json.good`, in its place",
        ),
        (
            "settings.toml",
            ":2:9: ",
            "this value is a text, but a number is expected here",
        ),
        (
            "saves/espion.json",
            ":1:28: ",
            "the file stops in the middle. The app will set this file aside as \
             `espion.json.corrupt` and go on without it",
        ),
    ] {
        let (code, said) = check(file);
        assert_eq!(code, Some(1), "{file}: {said}");
        let line = format!("{}{place}{words}", dir.join(file).display());
        assert!(said.contains(&line), "{line}\n{said}");
    }
    let (code, said) = check("profiles.json.good");
    assert_eq!(code, Some(0), "{said}");
    // Saved as UTF-16 by Notepad: the app reads it, and so does the check.
    let text = "{\"children\": [{\"name\": \"Léa\"}]}";
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    std::fs::write(dir.join("profiles.json"), utf16).unwrap();
    let (code, said) = check("profiles.json");
    assert_eq!(code, Some(0), "{said}");
    // The child playing is not on the list (an accent lost): the app will ask who plays.
    write(
        "profiles.json",
        "{\n  \"children\": [{\"name\": \"Léa\"}],\n  \"current\": \"Lea\"\n}\n",
    );
    let (code, said) = check("profiles.json");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("profiles.json:3:15: `Lea` is the name of no child on the list (`Léa`): the app will start with nobody chosen, and ask who plays; did you mean `Léa`?"), "{said}");
    // A name mistyped where the children are kept: read as an empty class, the stars would be lost.
    write(
        "profiles.json",
        "{\n  \"enfants\": [{\"name\": \"Léa\"}]\n}\n",
    );
    let (code, said) = check("profiles.json");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("profiles.json:2:3: `enfants` is not a word the app knows here: it writes one of these: `children`, `current`"), "{said}");
    // A Schada game saved under Espion's name: the game it holds is named, with the file's name.
    let schada = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - -";
    write(
        "saves/espion.json",
        &format!(
            "{{\"version\":1,\"mode\":{{\"kind\":\"two-players\"}},\"start\":\"{schada}\",\
             \"position\":\"{schada}\",\"history\":[]}}"
        ),
    );
    let (code, said) = check("saves/espion.json");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("espion.json:1:53: this file holds a game of Schada, not of Espion: the app reads it under the name `saves/schada.json`"), "{said}");
    // A La Bataille game with a card typed over another: said at the card written twice, with the
    // card lost.
    let deck: Vec<String> = ludoclasse::core::bataille::Card::full_deck()
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect();
    let mut south = deck[..26].to_vec();
    south[1] = south[0].clone();
    let game = format!(
        "{{\"version\":1,\"game\":{{\"holdings\":{{\"white\":{{\"cards\":[{}],\"main\":26}},\
         \"black\":{{\"cards\":[{}],\"main\":26}}}},\"table\":[],\"step\":{{\"FaceUp\":\"white\"}},\
         \"round_battles\":0,\"rounds\":0,\"battles\":0,\"outcome\":null}},\"speed\":1}}",
        south.join(","),
        deck[26..].join(",")
    );
    write("saves/bataille.json", &game);
    let (code, said) = check("saves/bataille.json");
    assert_eq!(code, Some(1), "{said}");
    let second = game.match_indices(&south[0]).nth(1).unwrap().0 + 2;
    let (first, lost) = (south[0].trim_matches('"'), deck[1].trim_matches('"'));
    let words = format!(
        "bataille.json:1:{second}: the card `{first}` is written twice, though a game has each card once; missing: {lost}"
    );
    assert!(said.contains(&words), "{words}\n{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Cards parted by a no-break space (a French keyboard's Alt+Space): a wrong card after it is said at
/// its own column, counted in characters (it once stopped the checker).
#[test]
fn a_card_after_a_no_break_space_is_said_at_its_column() {
    let path = "lessons/bataille/01-deal-and-flip.toml";
    let shipped = data::shipped(path).unwrap();
    for (from, to, column) in [
        ("2S QD\"", "2S\u{a0}Q\"", 25),
        ("4D 8S\"", "4D\u{202f}KH\"", 24),
    ] {
        let text = shipped.replacen(from, to, 1);
        assert_ne!(text, shipped, "{from} is in the lesson");
        let source = load::Source {
            path: path.to_string(),
            text,
        };
        let report = check_sources(&[source], &[]);
        let places: Vec<(usize, usize)> = report
            .errors
            .iter()
            .filter(|e| e.path == path)
            .map(|e| (e.line, e.column))
            .collect();
        let line = if from.starts_with("2S") { 7 } else { 8 };
        assert!(
            places.contains(&(line, column)),
            "{to}: {:?}",
            report.errors
        );
    }
}

/// Files saved in a place the app never looks at: each said, with the place it goes.
#[test]
fn a_file_in_the_wrong_folder_is_said_with_its_place() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-stray-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let put = |p: &str, shipped: &str| {
        let path = dir.join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, data::shipped(shipped).unwrap()).unwrap();
    };
    put("boards/espion.toml", "assets/boards/espion.toml");
    put("assets/boards/Schada.toml", "assets/boards/schada.toml");
    put("assets/locales/fr-FR/app.ftl", "assets/locales/fr/app.ftl");
    put(
        "lecons/espion/02-reach.toml",
        "lessons/espion/02-reach.toml",
    );
    put(
        "lessons/espion/brouillons/02-reach.toml",
        "lessons/espion/02-reach.toml",
    );
    let out = ludoclasse_with_data(&dir)
        .args(["lesson", "check", "--lang", "en"])
        .output()
        .unwrap();
    let said = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{said}");
    for (file, right) in [
        (
            "boards/espion.toml",
            "a board goes in `assets/boards/espion.toml`",
        ),
        (
            "assets/boards/Schada.toml",
            "a board goes in `assets/boards/schada.toml`",
        ),
        (
            "assets/locales/fr-FR/app.ftl",
            "a text file goes in `assets/locales/fr/app.ftl`",
        ),
        (
            "lecons/espion/02-reach.toml",
            "a lesson goes in `lessons/espion/02-reach.toml`",
        ),
        (
            "lessons/espion/brouillons/02-reach.toml",
            "a lesson goes in `lessons/espion/02-reach.toml`",
        ),
    ] {
        let line = format!(
            "{}:1:1: the app does not read this file here: {right}; move it there",
            dir.join(file).display()
        );
        assert!(said.contains(&line), "{line}\n{said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two lessons of a teacher with the same number, each checked by its own path: both are told, as the
/// folder check tells it (they would share their stars).
#[test]
fn a_lesson_checked_by_its_path_hears_of_its_twin() {
    use common::cli::ludoclasse_with_data;
    let dir = std::env::temp_dir().join(format!("ludoclasse-twins-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("lessons/espion")).unwrap();
    let lesson = data::shipped("lessons/espion/02-reach.toml").unwrap();
    for name in ["02-mine.toml", "02-copie.toml"] {
        std::fs::write(dir.join("lessons/espion").join(name), lesson).unwrap();
    }
    std::fs::create_dir_all(dir.join("lessons/Espion")).unwrap();
    std::fs::write(dir.join("lessons/Espion/07-mine.toml"), lesson).unwrap();
    // By its whole path, by its path from the data folder, and in a folder the app does not read.
    for (name, said_what) in [
        (
            "lessons/espion/02-mine.toml",
            "this lesson has the same number as",
        ),
        (
            "lessons/espion/02-copie.toml",
            "this lesson has the same number as",
        ),
        ("lessons/Espion/07-mine.toml", "this folder is no game's"),
    ] {
        for whole in [true, false] {
            let mut command = ludoclasse_with_data(&dir);
            command.args(["lesson", "check", "--lang", "en"]);
            if whole {
                command.arg(dir.join(name));
            } else {
                command.arg(name).current_dir(&dir);
            }
            let out = command.output().unwrap();
            let said = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(1), "{name}: {said}");
            assert!(said.contains(said_what), "{name}: {said}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's own lesson whose English sentence was turned into a note (`# id = …`): said at that
/// line of `en.ftl`, by the whole check and by the text file alone. Deleted, it is said missing at the
/// lesson's line, by the text file alone too (not "no problem").
#[test]
fn a_message_turned_into_a_note_is_said_at_its_line() {
    let (dir, espion) = common::cli::teacher_folder("commented", "lessons/espion");
    let lesson = "game = \"espion\"\ntitle = \"espion-l06-title\"\nsummary = \"espion-l06-summary\"\nposition = \"c7/8/8/8/8/3S4/8/7C w 0\"\n\n[[step]]\nkind = \"say\"\ntext = \"espion-l06-spy\"\nhighlight = [\"D3\"]\n";
    std::fs::write(espion.join("06-mine.toml"), lesson).unwrap();
    std::fs::write(
        espion.join("fr.ftl"),
        "espion-l06-title = Mon espion\nespion-l06-summary = Un espion va loin.\nespion-l06-spy = Voici ton espion.\n",
    )
    .unwrap();
    let english = "espion-l06-title = My spy\nespion-l06-summary = A spy goes far.\n";
    let en = espion.join("en.ftl");
    std::fs::write(
        &en,
        format!("{english}# espion-l06-spy = Here is your spy.\n"),
    )
    .unwrap();
    let file = en.to_str().unwrap();
    for args in [vec!["lesson", "check"], vec!["lesson", "check", file]] {
        let (code, said) =
            common::cli::said_with_data(&dir, &[&args[..], &["--lang", "en"]].concat());
        assert_eq!(code, Some(1), "{args:?}: {said}");
        let line = format!(
            "{file}:3:1: the message `espion-l06-spy` became a note because of the `#` at the start \
             of the line, but the lesson 06-mine.toml uses it (line 8): remove the `#`"
        );
        assert!(said.contains(&line), "{args:?}: {said}");
    }
    std::fs::write(&en, english).unwrap();
    let (code, said) =
        common::cli::said_with_data(&dir, &["lesson", "check", file, "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains(
            "06-mine.toml:8:9: message `espion-l06-spy` is missing in English (add it to en.ftl)"
        ),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher adds a lesson that only tells (three `say` steps): the share of steps where the class
/// decides falls under the course's minimum. It is said at that lesson's first such step, not on the
/// rule list the teacher never touched.
#[test]
fn a_lesson_that_only_tells_is_said_at_its_step() {
    let (dir, tank) = common::cli::teacher_folder("few-decisions", "lessons/tank-battle");
    let lesson = "game = \"tank-battle\"\ntitle = \"tank-battle-l06-title\"\nsummary = \"tank-battle-l06-summary\"\n\n[[step]]\nkind = \"say\"\ntext = \"tank-battle-l06-a\"\n\n[[step]]\nkind = \"say\"\ntext = \"tank-battle-l06-b\"\n\n[[step]]\nkind = \"say\"\ntext = \"tank-battle-l06-c\"\n";
    std::fs::write(tank.join("06-story.toml"), lesson).unwrap();
    std::fs::write(
        tank.join("fr.ftl"),
        "tank-battle-l06-title = Histoire\ntank-battle-l06-summary = Une histoire.\ntank-battle-l06-a = Il était une fois.\ntank-battle-l06-b = Un char.\ntank-battle-l06-c = Fin.\n",
    )
    .unwrap();
    std::fs::write(
        tank.join("en.ftl"),
        "tank-battle-l06-title = Story\ntank-battle-l06-summary = A story.\ntank-battle-l06-a = Once upon a time.\ntank-battle-l06-b = A tank.\ntank-battle-l06-c = The end.\n",
    )
    .unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    let first = said.lines().next().unwrap_or("");
    assert!(
        first.contains(
            "06-story.toml:6:9: in this lesson, the class decides in only 0 of its 3 steps"
        ),
        "{said}"
    );
    assert!(!said.contains("rules.toml"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's copy of the Bataille texts may show every figure the simulation step gives (`$mean`
/// too, which the shipped sentence does not use); a figure it does not give is still refused.
#[test]
fn a_simulation_text_may_use_every_figure_the_step_gives() {
    let (dir, bataille) = common::cli::teacher_folder("simulate-figures", "lessons/bataille");
    let shipped = data::shipped("lessons/bataille/en.ftl").unwrap();
    let with = |figure: &str| {
        let text = shipped.replacen(
            "{ $games } games with",
            &format!("{{ $games }} games (about {{ ${figure} }} rounds each) with"),
            1,
        );
        assert_ne!(text, shipped);
        std::fs::write(bataille.join("en.ftl"), text).unwrap();
        common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"])
    };
    let (code, said) = with("mean");
    assert_eq!(code, Some(0), "{said}");
    let (code, said) = with("total");
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("uses `$total`, which the app does not give it (it gives $games, $longest, $mean, $median)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A lesson in a folder named `lessons` that is no data folder (a corpus of drafts) is checked for its
/// own mistakes, first; one saved in the data folder's `lessons/` itself is too, and is told where it
/// goes. The same for a text file there.
#[test]
fn a_file_outside_its_games_folder_is_still_checked() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/broken");
    let lesson = corpus.join("lessons/bad-square.toml");
    let texts = corpus.join("texts/hint-as-attribute.ftl");
    let (dir, data) = common::cli::teacher_folder("outside-game-folder", "lessons");
    let drafts = dir.join("drafts/lessons");
    std::fs::create_dir_all(&drafts).unwrap();
    for folder in [&drafts, &data] {
        std::fs::copy(&lesson, folder.join("bad-square.toml")).unwrap();
        std::fs::copy(&texts, folder.join("fr.ftl")).unwrap();
        for (name, at) in [("bad-square.toml", ":9:21: "), ("fr.ftl", ":5:5: ")] {
            let path = folder.join(name).display().to_string();
            let (code, said) =
                common::cli::said_with_data(&dir, &["--lang", "en", "lesson", "check", &path]);
            assert_eq!(code, Some(1), "{said}");
            let first = said.lines().next().unwrap_or("");
            assert!(first.contains(&format!("{name}{at}")), "{said}");
            let placed = said.contains("is not read: it goes in the folder of its game");
            assert_eq!(placed, folder == &data, "{said}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each file of the corpus given to `ludoclasse lesson check FILE` where it lies (in folders named
/// `lessons`, `texts` and `boards` that are no data folder), as a teacher or a reviewer would: the
/// first line said names the file at the place of its mistake.
#[test]
fn the_command_line_says_each_broken_file_at_its_mistake() {
    let (dir, _) = common::cli::teacher_folder("cli-corpus", "");
    let files: Vec<PathBuf> = ["lessons", "texts", "boards"]
        .iter()
        .flat_map(|f| corpus(f))
        .collect();
    assert!(files.len() >= 300, "{} files", files.len());
    let check = |path: &PathBuf| -> Result<(), String> {
        let ((line, column), _) = expected_words(path);
        let shown = path.display().to_string();
        let (code, said) =
            common::cli::said_with_data(&dir, &["--lang", "en", "lesson", "check", &shown]);
        let first = said.lines().next().unwrap_or("");
        let at = format!("ludoclasse: {shown}:{line}:{column}: ");
        if code == Some(1) && first.starts_with(&at) {
            Ok(())
        } else {
            Err(format!(
                "{shown}: expected {line}:{column} first, got {code:?}: {said}"
            ))
        }
    };
    let (one, two) = files.split_at(files.len() / 2);
    let results: Vec<Result<(), String>> = std::thread::scope(|s| {
        let first = s.spawn(|| one.iter().map(check).collect::<Vec<_>>());
        let mut results: Vec<_> = two.iter().map(check).collect();
        results.extend(first.join().unwrap());
        results
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert_all(results);
}

/// A teacher's broken board copy hides neither a lesson of its game whose position does not read, nor
/// a save of its game that does not open; a lesson that does not read hides none of the rule list's
/// own problems. Each is said at its line, whole check and file check alike.
#[test]
fn a_broken_file_hides_none_of_the_mistakes_of_the_files_beside_it() {
    let (dir, _) = common::cli::teacher_folder("hides-none", "assets/boards");
    let with = |relative: &str, from: &str, to: &str| {
        changed_copy(&dir, relative, from, to);
    };
    // The Schada board with a key twice; lesson 4 with a rank lost from its position.
    with(
        "assets/boards/schada.toml",
        "C4 = [",
        "C4 = [\"N1\"]\nC4 = [",
    );
    with(
        "lessons/schada/04-three-moves.toml",
        "position = \"1O5o/8/8/4p3/8/8/P7/8 w 0 - -\"",
        "position = \"1O5o/8/4p3/8/8/P7/8 w 0 - -\"",
    );
    // The Tank Battle board with a tank on a mine; a save whose position lost a rank.
    let start = "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w 0";
    with(
        "assets/boards/tank-battle.toml",
        start,
        "ctttt6/tttt7/ttt8/tt9/11/11/11/7T1TT/8TTT/7TTTT/7TTTC w 0",
    );
    let short = "ctttt6/tttt7/ttt8/tt9/11/11/9TT/8TTT/7TTTT/6TTTTC w 0";
    let save = format!(
        "{{\"version\":1,\"mode\":{{\"kind\":\"two-players\"}},\"start\":\"{start}\",\
         \"position\":\"{short}\",\"history\":[\"{start}\"]}}"
    );
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    std::fs::write(dir.join("saves/tank-battle.json"), save).unwrap();
    // A La Bataille lesson with a quote not closed; a rule added to the list, with no words.
    with(
        "lessons/bataille/06-how-long.toml",
        "text = \"bataille-l06-medium\"",
        "text = \"bataille-l06-medium",
    );
    with(
        "lessons/bataille/rules.toml",
        "id = \"all-cards\"\n",
        "id = \"all-cards\"\n\n[[rule]]\nid = \"jokers\"\n",
    );
    let (_, said) = first_report_of_folder(&dir);
    for place in [
        "schada.toml:",
        "04-three-moves.toml:7:",
        "tank-battle.toml:19:",
        "tank-battle.json:1:",
        "06-how-long.toml:",
        "rules.toml:",
    ] {
        assert!(said.contains(place), "{place} not said:\n{said}");
    }
    assert!(said.contains("`jokers`"), "{said}");
    for (file, place) in [
        (
            "lessons/schada/04-three-moves.toml",
            "04-three-moves.toml:7:",
        ),
        ("saves/tank-battle.json", "tank-battle.json:1:"),
        ("lessons/bataille/rules.toml", "rules.toml:"),
    ] {
        let path = dir.join(file).display().to_string();
        let (code, said) =
            common::cli::said_with_data(&dir, &["lesson", "check", &path, "--lang", "en"]);
        assert_eq!(code, Some(1), "{file}: {said}");
        let first = said.lines().next().unwrap_or("");
        assert!(first.contains(place), "{file}: {said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of a shipped lesson that cannot be read at all (saved as UTF-16 by Notepad, or emptied)
/// is its one problem: the rules it teaches are not said untaught.
#[test]
fn a_lesson_that_does_not_read_makes_no_rule_seem_untaught() {
    let (dir, lessons) = common::cli::teacher_folder("unread-copy", "lessons/espion");
    let relative = "lessons/espion/01-read-the-square.toml";
    let shipped = data::shipped(relative).unwrap();
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(shipped.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    for bytes in [utf16, Vec::new()] {
        std::fs::write(lessons.join("01-read-the-square.toml"), bytes).unwrap();
        let (_, said) = first_report_of_folder(&dir);
        assert!(!said.contains("rules.toml"), "{said}");
        assert!(said.contains("01-read-the-square.toml:1:"), "{said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's `en.ftl` with messages left in French (made from `fr.ftl`, translated halfway) is said
/// at the first of them, with how many follow; the same words as the shipped ones are no slip.
#[test]
fn a_text_left_in_the_other_language_is_said_at_its_line() {
    let (dir, lessons) = common::cli::teacher_folder("untranslated", "lessons/espion");
    let english = data::shipped("lessons/espion/en.ftl").unwrap();
    let french = data::shipped("lessons/espion/fr.ftl").unwrap();
    let line_of = |text: &str, id: &str| {
        text.lines()
            .find(|l| l.starts_with(&format!("{id} = ")))
            .unwrap()
            .to_string()
    };
    let mut copy = english.to_string();
    for id in ["espion-l03-title", "espion-l03-summary"] {
        copy = copy.replacen(&line_of(english, id), &line_of(french, id), 1);
    }
    std::fs::write(lessons.join("en.ftl"), &copy).unwrap();
    let line = copy
        .lines()
        .position(|l| l.starts_with("espion-l03-title = "))
        .unwrap()
        + 1;
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains(&format!("en.ftl:{line}:20: `espion-l03-title` still has the French words of fr.ftl (and so does the message at line {})", line + 1)),
        "{said}"
    );
    // The shipped English words, copied as they are: nothing to say.
    std::fs::write(lessons.join("en.ftl"), english).unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(0), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's `fr.ftl` with sentences typed in English (not the shipped English words) is said at the
/// first of them, with the small words that gave it away.
#[test]
fn a_text_typed_in_the_other_language_is_said_at_its_line() {
    let (dir, lessons) = common::cli::teacher_folder("typed-english", "lessons/espion");
    let french = data::shipped("lessons/espion/fr.ftl").unwrap();
    let line = french
        .lines()
        .find(|l| l.starts_with("espion-l01-find = "))
        .unwrap();
    let copy = french.replacen(
        line,
        "espion-l01-find = Your turn: tap every square where this agent can go.",
        1,
    );
    std::fs::write(lessons.join("fr.ftl"), &copy).unwrap();
    let at = copy
        .lines()
        .position(|l| l.starts_with("espion-l01-find = "))
        .unwrap()
        + 1;
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains(&format!(
            "fr.ftl:{at}:19: `espion-l01-find` looks written in English (your, turn, tap, every, square): the class would read English here; write it in French"
        )),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A rule deleted from a teacher's copy of a rule list, which shipped lessons teach: said once, at its
/// place, with every line that teaches it; a `[[rule]]` heading lost with its blank line is said lost.
#[test]
fn a_rule_deleted_from_a_copy_of_the_list_is_said_once_at_its_place() {
    let (dir, lessons) = common::cli::teacher_folder("rule-deleted", "lessons/schada");
    let shipped = data::shipped("lessons/schada/rules.toml").unwrap();
    let deleted = shipped.replacen("[[rule]]\nid = \"turns\"\n\n", "", 1);
    assert_ne!(deleted, shipped);
    std::fs::write(lessons.join("rules.toml"), &deleted).unwrap();
    let at = deleted
        .lines()
        .position(|l| l == "id = \"diagram\"")
        .unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert_eq!(said.matches("`turns`").count(), 1, "{said}");
    assert!(
        said.contains(&format!(
            "rules.toml:{at}:1: the rule `turns` was deleted from this list, but shipped lessons still teach it (file and lines): lessons/schada/06-a-whole-game.toml ("
        )),
        "{said}"
    );
    assert!(!said.contains("a rule of Espion"), "{said}");
    // The heading and the blank line above it deleted: two ids in one table.
    let lost = shipped.replacen("\n\n[[rule]]\nid = \"turns\"", "\nid = \"turns\"", 1);
    assert_ne!(lost, shipped);
    std::fs::write(lessons.join("rules.toml"), &lost).unwrap();
    let at = lost.lines().position(|l| l == "id = \"turns\"").unwrap() + 1;
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains(&format!(
            "rules.toml:{at}:1: the key `id` is given twice in `[[rule]]`, here and at line {}: the heading `[[rule]]` is likely missing above these lines",
            at - 1
        )),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A child's stars kept under an id that is no lesson's are said: written another way (`bataille-l6`,
/// with the lesson's id), of no lesson of its game, or of no game; stars written with a decimal point
/// are asked as a whole number.
#[test]
fn a_lesson_id_written_another_way_in_the_list_of_children_is_said() {
    let (dir, _) = common::cli::teacher_folder("profiles-id", "saves");
    let write = |text: &str| std::fs::write(dir.join("profiles.json"), text).unwrap();
    // An id written another way (its lesson's id said); of no lesson of its game (a lesson taken
    // away, or a slip), or of no game: said, the stars being kept.
    for (id, words) in [
        (
            "bataille-l6",
            "`bataille-l6` is the id of no lesson: Tom's stars for it are not shown; write `bataille-l06`, that lesson's id",
        ),
        (
            "espion-l09",
            "`espion-l09` is the id of no lesson of Espion (they go from `espion-l01` to `espion-l05`): Tom's stars for it are kept but not shown",
        ),
        (
            "dames-l01",
            "`dames-l01` is the id of no lesson: the ids of the lessons start with `bataille-`, `chars-`",
        ),
    ] {
        write(&format!(
            r#"{{"children":[{{"name":"Tom","lessons":{{"{id}":{{"stars":3,"finished":1}}}}}}],"current":"Tom"}}"#
        ));
        let (first, said) = first_report_of_folder(&dir);
        assert!(
            first.contains(&format!("profiles.json:1:40: {words}")),
            "{said}"
        );
    }
    write(
        r#"{"children":[{"name":"Tom","lessons":{"bataille-l06":{"stars":2.5,"finished":1}}}],"current":"Tom"}"#,
    );
    let (first, said) = first_report_of_folder(&dir);
    assert!(
        first.contains("this needs a whole number, with no decimal point, not `2.5`"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A position of another game copied into a lesson (Schada's into Tank Battle's) is said to be that
/// game's; a position cut before its last fields gets the start position's ending to write.
#[test]
fn a_position_of_another_game_or_cut_short_is_said_with_what_to_write() {
    let (dir, tank) = common::cli::teacher_folder("other-game-position", "lessons/tank-battle");
    let shipped = data::shipped("lessons/tank-battle/01-queen-moves.toml").unwrap();
    let written = "position = \"c10/11/11/11/11/11/11/2T8/11/11/10C w 0\"";
    assert!(shipped.contains(written));
    let line = shipped.lines().position(|l| l == written).unwrap() + 1;
    let copy = shipped.replacen(written, "position = \"7o/8/8/8/8/3P4/8/O7 w 0 - -\"", 1);
    std::fs::write(tank.join("01-queen-moves.toml"), copy).unwrap();
    let (_, said) = first_report_of_folder(&dir);
    assert!(
        said.contains(&format!("01-queen-moves.toml:{line}:"))
            && said.contains("it is a position of Schada, not of Tank Battle"),
        "{said}"
    );
    let cut = shipped.replacen(
        written,
        "position = \"c10/11/11/11/11/11/11/2T8/11/11/10C\"",
        1,
    );
    std::fs::write(tank.join("01-queen-moves.toml"), cut).unwrap();
    let (_, said) = first_report_of_folder(&dir);
    assert!(
        said.contains(&format!("01-queen-moves.toml:{line}:"))
            && said.contains(
                "write the missing fields at its end, as the start position does: `… w 0`"
            ),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every bad line of `settings.toml` is said at once (the app leaves each aside), and the names of
/// `profiles.json` that no child could be chosen by: erased, or with a space around them.
#[test]
fn every_bad_setting_and_every_unusable_name_is_said() {
    let (dir, _) = common::cli::teacher_folder("settings-names", "saves");
    std::fs::write(
        dir.join("settings.toml"),
        "text_size = \"grande\"\npalette = \"classroom\"\nanimation = \"lente\"\n",
    )
    .unwrap();
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("settings.toml:1:13: `grande` is not a value"),
        "{said}"
    );
    assert!(
        said.contains("settings.toml:3:13: `lente` is not a value"),
        "{said}"
    );
    let (_, said) =
        common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en", "settings.toml"]);
    assert!(
        said.ends_with("the app leaves each line said above aside and keeps the other settings\n"),
        "{said}"
    );
    std::fs::remove_file(dir.join("settings.toml")).unwrap();
    for (name, words) in [
        (
            "",
            "a child has no name: write their first name between the quotes",
        ),
        (
            "Tom ",
            "the name `Tom ` has a space at its start or end: write `Tom`",
        ),
    ] {
        let text = format!(
            r#"{{"children":[{{"name":"Léa","lessons":{{}}}},{{"name":"{name}","lessons":{{}}}}],"current":"Léa"}}"#
        );
        std::fs::write(dir.join("profiles.json"), text).unwrap();
        let (first, said) = first_report_of_folder(&dir);
        assert!(
            first.contains(&format!("profiles.json:1:51: {words}")),
            "{said}"
        );
        let (_, said) = common::cli::said_with_data(
            &dir,
            &["lesson", "check", "--lang", "en", "profiles.json"],
        );
        assert!(
            said.ends_with("the app reads this file, as said above\n"),
            "{said}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A text copy with a web page's `&nbsp;`, and a variable given a French name: said at their place,
/// with what to write; a rule list's id erased gets the shipped rule of its place.
#[test]
fn a_web_entity_a_renamed_variable_and_an_erased_rule_id_get_what_to_write() {
    let (dir, locales) = common::cli::teacher_folder("entity-variable", "assets/locales/fr");
    let shipped = data::shipped("assets/locales/fr/print.ftl").unwrap();
    let line = shipped
        .lines()
        .find(|l| l.starts_with("print-document-title = ") && l.contains("{ $game }"))
        .unwrap();
    let copy = shipped.replacen(line, &line.replace("{ $game }", "{ $jeu }"), 1);
    std::fs::write(locales.join("print.ftl"), copy).unwrap();
    let (_, said) = first_report_of_folder(&dir);
    assert!(
        said.contains("uses `$jeu`, which the app does not give it (it gives $game): write `{ $game }` in its place"),
        "{said}"
    );
    std::fs::write(
        locales.join("print.ftl"),
        shipped.replacen(line, &format!("{line}&nbsp;!"), 1),
    )
    .unwrap();
    let (_, said) = first_report_of_folder(&dir);
    assert!(
        said.contains("`&nbsp;` would be shown as it is: type the space itself"),
        "{said}"
    );
    std::fs::remove_file(locales.join("print.ftl")).unwrap();
    let rules = dir.join("lessons/espion");
    std::fs::create_dir_all(&rules).unwrap();
    let list = data::shipped("lessons/espion/rules.toml").unwrap();
    std::fs::write(
        rules.join("rules.toml"),
        list.replacen("id = \"spy\"", "id = \"\"", 1),
    )
    .unwrap();
    let (_, said) = first_report_of_folder(&dir);
    assert!(
        said.contains("this rule's id is empty: the shipped list has the rule `spy` here, write `id = \"spy\"`"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of an interface text saved in a folder the app does not read (`assets/locale/`, no `s`): its
/// own check says where it goes, as the whole check does.
#[test]
fn a_text_copy_in_a_folder_the_app_does_not_read_is_said_by_its_own_check() {
    let (dir, wrong) = common::cli::teacher_folder("misplaced-copy", "assets/locale/fr");
    let shipped = data::shipped("assets/locales/fr/app.ftl").unwrap();
    std::fs::write(wrong.join("app.ftl"), shipped).unwrap();
    for args in [
        &["lesson", "check", "--lang", "en"][..],
        &[
            "lesson",
            "check",
            "--lang",
            "en",
            "assets/locale/fr/app.ftl",
        ][..],
    ] {
        let (code, said) = common::cli::said_with_data(&dir, args);
        assert_eq!(code, Some(1), "{args:?}: {said}");
        assert!(
            said.contains("app.ftl:1:1: the app does not read this file here: a text file goes in `assets/locales/fr/app.ftl`; move it there"),
            "{args:?}: {said}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// More slips of hand-edited files, each said at its place with what to write: La Bataille's
/// auto-play speed out of its range, a heading and a last line cut short in `settings.toml`, a rule id
/// with a space in its quotes, a file whose end is only zero bytes.
#[test]
fn more_hand_slips_are_said_with_their_mend() {
    let (dir, _) = common::cli::teacher_folder("more-slips", "saves");
    let write = |relative: &str, text: &[u8]| {
        let path = dir.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let check = |relative: &str| {
        let path = dir.join(relative).display().to_string();
        let (_, said) =
            common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en", &path]);
        std::fs::remove_file(&path).unwrap();
        said
    };
    let deck: Vec<String> = ludoclasse::core::bataille::Card::full_deck()
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect();
    let game = format!(
        "{{\"version\":1,\"game\":{{\"holdings\":{{\"white\":{{\"cards\":[{}],\"main\":26}},\
         \"black\":{{\"cards\":[{}],\"main\":26}}}},\"table\":[],\"step\":{{\"FaceUp\":\"white\"}},\
         \"round_battles\":0,\"rounds\":0,\"battles\":0,\"outcome\":null}},\"speed\":9}}",
        deck[..26].join(","),
        deck[26..].join(",")
    );
    write("saves/bataille.json", game.as_bytes());
    let at = game.len() - 1;
    let said = check("saves/bataille.json");
    assert!(
        said.contains(&format!("bataille.json:1:{at}: `9` is not an auto-play speed: the speeds go from 0 (the slowest) to 4 (the fastest); the app will use 4")),
        "{said}"
    );
    write("settings.toml", "[Réglages]\nlevel = 2\n".as_bytes());
    let said = check("settings.toml");
    assert!(
        said.contains("settings.toml:1:1: `[Réglages]`: the file of settings has no headings"),
        "{said}"
    );
    write("settings.toml", b"level = 2\nfulls");
    let said = check("settings.toml");
    assert!(
        said.contains("settings.toml:2:1: the file stops in the middle of this line, at `fulls`: it was probably cut while it was written; finish the line as `fullscreen = …`"),
        "{said}"
    );
    let rules = data::shipped("lessons/espion/rules.toml").unwrap();
    let spaced = rules.replacen("id = \"capture\"", "id = \"capture \"", 1);
    let line = spaced
        .lines()
        .position(|l| l.contains("\"capture \""))
        .unwrap()
        + 1;
    write("lessons/espion/rules.toml", spaced.as_bytes());
    let said = check("lessons/espion/rules.toml");
    assert!(
        said.contains(&format!("rules.toml:{line}:7: this rule id has a space inside its quotes: write `id = \"capture\"`")),
        "{said}"
    );
    let mut cut = rules.as_bytes().to_vec();
    let lines = rules.lines().count();
    cut.extend([0u8; 300]);
    write("lessons/espion/rules.toml", &cut);
    let said = check("lessons/espion/rules.toml");
    assert!(
        said.contains(&format!(
            "rules.toml:{}:1: from here to the end, the file holds 300 invisible zero characters",
            lines + 1
        )),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A message cut off from its last lines (they start at the left edge, or under a note put inside
/// it) is left out as a whole: the shipped text shows, as the notice says, not the cut one.
#[test]
fn a_message_cut_off_from_its_last_lines_is_left_out() {
    for name in [
        "continuation-with-accent.ftl",
        "unindented-continuation.ftl",
        "note-inside-message.ftl",
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/broken/texts")
            .join(name);
        let text = data::read_file(&path).unwrap();
        let (resource, errors) = i18n::read_ftl(name, &text);
        assert_eq!(errors.len(), 1, "{name}: {errors:?}");
        let ids = message_ids(&resource);
        assert!(ids.contains(&"espion-l01-title"), "{name}: {ids:?}");
        assert!(
            !ids.contains(&"espion-l01-a"),
            "{name}: the cut message is read as written: {ids:?}"
        );
    }
}

/// The lesson that ends in a whole game, its start position misspelt: its own mistake is said, not its
/// consequence on the course (no lesson of the game would then start from the start position).
#[test]
fn a_misspelt_start_of_the_whole_game_is_said_once() {
    let (dir, _) = common::cli::teacher_folder("misspelt-start", "lessons");
    changed_copy(
        &dir,
        "lessons/espion/05-a-whole-game.toml",
        "position = \"start\"",
        "position = \"départ\"",
    );
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("05-a-whole-game.toml:"), "{said}");
    assert!(!said.contains("whole game (a `play` step"), "{said}");
    assert!(said.contains("one problem"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A teacher's copy of a text file that lost the first line of a message with a choice: its variants
/// stay under the message above, and the problem they make says what the shipped file writes there.
#[test]
fn a_deleted_message_line_is_said_with_what_the_shipped_file_writes() {
    let (dir, _) = common::cli::teacher_folder("deleted-message-line", "texts");
    let relative = "assets/locales/en/cli-report.ftl";
    let shipped = data::shipped(relative).unwrap();
    let line = shipped
        .lines()
        .find(|l| l.starts_with("cli-report-kit-game ="))
        .expect("the shipped message");
    changed_copy(&dir, relative, &format!("{line}\n"), "");
    let (code, said) = common::cli::said_with_data(&dir, &["lesson", "check", "--lang", "en"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("cli-report.ftl:")
            && said.contains("the shipped file writes `cli-report-kit-game ="),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
