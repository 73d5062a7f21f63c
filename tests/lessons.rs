//! The lessons end to end: the shipped ones pass the checker and play to their end with their own script;
//! broken lesson files each give their precise message; the `lesson` command's exit status.

mod common;

use std::path::Path;

use predicates::prelude::*;

use common::cli::{ludoclasse, ludoclasse_with_data, run_ok, run_refused, teacher_folder};
use ludoclasse::core::GameId;
use ludoclasse::lesson::check::{check_shipped, check_sources, shipped_lessons};
use ludoclasse::lesson::load;
use ludoclasse::lesson::runner::{Expecting, FirstMove, Runner};

#[test]
fn the_shipped_lessons_pass_the_checker() {
    let report = check_shipped();
    let errors: Vec<String> = report.errors.iter().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(report.lessons >= 5, "only {} lessons", report.lessons);
}

#[test]
fn every_shipped_lesson_plays_to_its_end_with_its_script() {
    let mut played = 0;
    for game in GameId::ALL {
        for lesson in shipped_lessons(game) {
            let id = lesson.id.clone();
            let steps = lesson.steps.len();
            let mut runner = Runner::new(
                lesson,
                ludoclasse::boards::Boards::shared(),
                Box::new(FirstMove),
            )
            .expect("opens");
            let mut inputs = 0;
            while !runner.is_finished() {
                assert!(
                    runner.play_scripted(),
                    "{id}: stuck at step {} ({:?})",
                    runner.step_index() + 1,
                    runner.expecting()
                );
                inputs += 1;
                assert!(inputs < 10 * steps + 100, "{id}: does not end");
            }
            assert_eq!(runner.expecting(), Expecting::Finished);
            assert_eq!(runner.stars(), Some(3), "{id}");
            played += 1;
        }
    }
    assert!(played >= 5);
}

/// Each broken file of `tests/data/broken-lessons/` and every message it must give, exactly.
const BROKEN: &[(&str, &[&str])] = &[
    (
        "01-bad-toml.toml",
        &[
            "5:27: this text in quotes is not closed the right way: it must end on the same line with the quote that opens it (or use three quotes `\"\"\"` for a text over several lines)",
        ],
    ),
    (
        "02-unknown-kind.toml",
        &["4:9: unknown step kind `flipp`; did you mean `flip`?"],
    ),
    (
        "03-missing-message.toml",
        &["5:9: message `bataille-l03-only-in-french` is missing in English (add it to en.ftl)"],
    ),
    (
        "04-wrong-quiz-answer.toml",
        &["10:11: wrong answer: with this deal the next round goes to a battle, not to South"],
    ),
    (
        "05-wrong-flip.toml",
        &[
            "8:11: with this deal the round is won by South, not by Emma",
            "11:10: with this deal these rounds hold no battle",
        ],
    ),
    (
        "06-bad-card.toml",
        &[
            "4:13: `7X` is not a card (a rank 2–9, T, J, Q, K or A, then a suit C, D, H or S, like `7H`)",
        ],
    ),
    (
        "07-field-of-another-kind.toml",
        &[
            "5:7: `die` does not belong to a `flip` step: delete this line, or write the `kind` of step it belongs to",
        ],
    ),
    (
        "08-unknown-field.toml",
        &["5:1: unknown field `txt`; did you mean `text`?"],
    ),
    (
        "09-wrong-landing.toml",
        &["13:8: with a 3 the pawn goes from 3 to 11, not 6"],
    ),
    (
        "10-kind-not-for-game.toml",
        &["4:9: `expect` steps do not belong in a La Bataille lesson"],
    ),
    (
        "11-message-prefix.toml",
        &["5:9: message id `espion-l01-hello` must start with `bataille-l11-` (the lesson's id)"],
    ),
    (
        "12-unknown-game.toml",
        &["1:9: unknown game `espoin`; did you mean `espion`?"],
    ),
    (
        "13-die-out-of-range.toml",
        &["6:7: a die shows 1 to 6, not 7"],
    ),
    (
        "14-illegal-move.toml",
        &["6:9: illegal move D2-D4: the piece on D2 can go to E1 E2 E3 F2 F4"],
    ),
    (
        "15-wrong-targets.toml",
        &[
            "9:24: wrong answer: by the rules the piece on D2 can go to E1 E2 E3 F2 F4; missing E1 E2 F2; not one of them: D3",
        ],
    ),
    (
        "16-square-off-the-board.toml",
        &["7:21: square K9 is not on the 8 × 8 board"],
    ),
    (
        "17-bad-position.toml",
        &[
            "3:25: the position cannot be read: `X` is not a letter of this game, which writes `O` officer, `P` soldier, `U` sub-officer for White, and the same letters in lower case for Black",
        ],
    ),
    (
        "18-not-their-turn.toml",
        &["6:9: it is white's turn here, not the opponent's (black)"],
    ),
    (
        "19-solution-misses-the-goal.toml",
        &[
            "8:14: the `solution` does not reach the goal against the reference opponent (the first legal move); this one does: [\"E1-E4\", \"E4-E8\"]",
        ],
    ),
    (
        "20-wrong-score.toml",
        &[
            "9:11: the white score is 4, which is not among the choices",
            "10:10: wrong answer: by the rules the white score is 4, not 5",
        ],
    ),
    (
        "21-capture-of-nothing.toml",
        &["6:9: C4xE4 is written as a capture, but E4 is empty"],
    ),
    (
        "22-unknown-variable.toml",
        &[
            // Said where the variable is written, in the texts beside the lesson.
            "fr.ftl:27:47: message `bataille-l22-median` uses `$median`, which the `say` step that shows it (bataille-l22, line 5) does not give: write the text without `$median`",
            "en.ftl:26:47: message `bataille-l22-median` uses `$median`, which the `say` step that shows it (bataille-l22, line 5) does not give: write the text without `$median`",
        ],
    ),
    (
        // The last move deleted: the move that finishes it is said, not another solution.
        "23-solution-cut-short.toml",
        &["8:14: the `solution` stops before the goal: add \"E4-E8\" after its last move"],
    ),
];

fn broken_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/broken-lessons")
}

#[test]
fn each_broken_lesson_gives_its_precise_message() {
    let dir = broken_dir();
    for (file, expected) in BROKEN {
        let (lessons, ftl) = load::from_path(&dir.join(file)).expect("readable");
        let report = check_sources(&lessons, &ftl);
        let prefix = format!("{}:", dir.join(file).display());
        let beside = format!("{}/", dir.display());
        let got: Vec<String> = report
            .errors
            .iter()
            .map(|e| {
                let said = e.to_string();
                said.strip_prefix(&prefix)
                    .or_else(|| said.strip_prefix(&beside))
                    .unwrap_or_else(|| panic!("{file}: error not about the file: {e}"))
                    .to_string()
            })
            .collect();
        assert_eq!(got, *expected, "{file}");
    }
}

#[test]
fn every_broken_file_is_listed() {
    let mut on_disk: Vec<String> = std::fs::read_dir(broken_dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.ends_with(".toml").then_some(name)
        })
        .collect();
    on_disk.sort();
    let listed: Vec<String> = BROKEN.iter().map(|(f, _)| f.to_string()).collect();
    assert_eq!(on_disk, listed);
}

#[test]
fn the_command_exits_0_on_the_shipped_lessons() {
    run_ok(&["lesson", "check", "--lang", "en"]).stdout(predicates::str::contains("no problem"));
    run_ok(&["lesson", "check", "--lang", "fr"])
        .stdout(predicates::str::contains("aucun problème"));
}

/// What `lesson check OPTIONS` says on the broken lessons (it exits 1).
fn check_broken(options: &[&str]) -> String {
    let out = ludoclasse()
        .args(["lesson", "check"])
        .args(options)
        .arg(broken_dir())
        .assert()
        .code(1)
        .get_output()
        .stderr
        .clone();
    String::from_utf8(out).unwrap()
}

/// `lesson check` says each problem in the chosen language: the English lines are the library's own
/// (compared above), the French ones come from the same words.
#[test]
fn the_command_says_the_problems_in_the_chosen_language() {
    let (fr, en) = (
        check_broken(&["--lang", "fr"]),
        check_broken(&["--lang", "en"]),
    );
    for (english, french) in [
        (
            "14-illegal-move.toml:6:9: illegal move D2-D4: the piece on D2 can go to E1 E2 E3 F2 F4",
            "14-illegal-move.toml:6:9 : coup interdit D2-D4 : la pièce en D2 peut aller en E1 E2 E3 F2 F4",
        ),
        (
            "18-not-their-turn.toml:6:9: it is white's turn here, not the opponent's (black)",
            "18-not-their-turn.toml:6:9 : ici c’est aux blancs de jouer, pas à l’adversaire (noirs)",
        ),
        (
            "13-die-out-of-range.toml:6:7: a die shows 1 to 6, not 7",
            "13-die-out-of-range.toml:6:7 : un dé montre 1 à 6, pas 7",
        ),
    ] {
        assert!(en.contains(english), "{en}");
        assert!(fr.contains(french), "{fr}");
    }
    assert!(en.contains(" problems in "), "{en}");
    assert!(fr.contains(" problèmes dans "), "{fr}");
}

#[test]
fn the_command_reports_every_problem_and_exits_1() {
    let text = check_broken(&[]);
    let expected: usize = BROKEN.iter().map(|(_, e)| e.len()).sum();
    let lines = text
        .lines()
        .filter(|l| {
            l.starts_with("ludoclasse: ")
                && !l.starts_with("ludoclasse: warning:")
                && (l.contains(".toml:") || l.contains(".ftl:"))
        })
        .count();
    assert_eq!(lines, expected, "{text}");
}

#[test]
fn the_command_refuses_a_missing_path() {
    run_refused(&["lesson", "check", "no/such/folder"]);
}

#[test]
fn show_plays_a_shipped_lesson_by_its_id_in_the_asked_language() {
    run_ok(&["lesson", "show", "espion-l01", "--lang", "en"])
        .stdout(predicates::str::contains("# Read the square"))
        .stdout(predicates::str::contains("Lesson finished! 3\u{a0}stars."));
    run_refused(&["lesson", "show", "espion-l99"]);
    // Moves are said in words, under the step that plays them.
    let out = run_ok(&["lesson", "show", "chars-l02", "--lang", "en"])
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains("Moved {"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let moved = lines
        .iter()
        .position(|l| l.trim() == "White: D4 → D5")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(lines[moved - 1].contains("expect"), "{out}");
}

#[test]
fn schema_prints_the_file_kept_in_docs() {
    let out = ludoclasse()
        .args(["lesson", "schema"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let kept = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/lesson.schema.json"),
    )
    .unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), kept);
}

/// A teacher copies a shipped lesson into the data folder, as the guide says, without its texts, and
/// checks it by its path: the shipped sentences count (as in the app), so the only problem reported is
/// the one made in the copy, at its line.
#[test]
fn a_copied_lesson_checked_by_its_path_keeps_the_shipped_sentences() {
    let (dir, folder) = teacher_folder("copied-lesson", "lessons/espion");
    let copy = folder.join("03-protect-the-chief.toml");
    let shipped = ludoclasse::data::shipped("lessons/espion/03-protect-the-chief.toml")
        .unwrap()
        .to_string();
    std::fs::write(&copy, &shipped).unwrap();
    ludoclasse_with_data(&dir)
        .args(["lesson", "check", "--lang", "en"])
        .arg(&copy)
        .assert()
        .code(0);
    let line = shipped
        .lines()
        .position(|l| l == "move = \"D2-F2\"")
        .unwrap()
        + 1;
    std::fs::write(&copy, shipped.replace("\"D2-F2\"", "\"D2-D9\"")).unwrap();
    let out = ludoclasse_with_data(&dir)
        .args(["lesson", "check", "--lang", "en"])
        .arg(&copy)
        .assert()
        .code(1)
        .get_output()
        .stderr
        .clone();
    let out = String::from_utf8(out).unwrap();
    let problems: Vec<&str> = out.lines().filter(|l| l.contains(".toml:")).collect();
    assert_eq!(problems.len(), 1, "{out}");
    assert!(
        problems[0].contains(&format!("03-protect-the-chief.toml:{line}:")),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The guide's commands, `lesson check lessons/espion/…` and `lesson show lessons/espion/…`, find the
/// copy in the data folder from any folder, and `show` names the line of a copy that cannot open.
#[test]
fn the_guides_path_finds_the_copy_in_the_data_folder() {
    let (dir, folder) = teacher_folder("guide-path", "lessons/espion");
    let shipped = ludoclasse::data::shipped("lessons/espion/03-protect-the-chief.toml")
        .unwrap()
        .to_string();
    // Two chiefs for White in the header's position (line 5).
    let broken = shipped.replace("3A2A1/4C2S w 0", "3A2A1/4C2C w 0");
    assert_ne!(broken, shipped);
    std::fs::write(folder.join("03-protect-the-chief.toml"), broken).unwrap();
    let elsewhere = dir.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let relative = "lessons/espion/03-protect-the-chief.toml";
    for command in ["check", "show"] {
        let out = ludoclasse_with_data(&dir)
            .current_dir(&elsewhere)
            .args(["lesson", command, relative])
            .assert()
            .failure()
            .get_output()
            .stderr
            .clone();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains(&format!("{relative}:5:")), "{command}: {out}");
        assert!(!out.contains("--position"), "{command}: {out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A count in the checker's French sentences agrees with its number: "1 point", "plus d'un commandant".
#[test]
fn the_checkers_french_counts_agree_with_their_numbers() {
    use ludoclasse::i18n::{Lang, Texts};
    let french = Texts::shipped(Lang::Fr);
    // What the checker says in French about the lesson `text`, read from `path`.
    let said = |path: &str, text: &str| -> Vec<String> {
        let source = load::Source {
            path: path.into(),
            text: text.into(),
        };
        check_sources(&[source], &[])
            .errors
            .iter()
            .filter_map(|e| french.say(&e.words))
            .collect()
    };
    let points = said(
        "lessons/chars/04-points.toml",
        "game = \"chars\"\ntitle = \"chars-l04-title\"\nposition = \"1t6/8/5T2/8/8/8/8/8/8/8 w 1 0 0\"\n\n\
         [[step]]\nkind = \"quiz\"\ntext = \"chars-l04-points\"\nask = \"score\"\nplayer = \"white\"\n\
         choices = [0, 1, 2]\nanswer = 2\n",
    );
    let wanted = "les blancs ont 1 point, pas 2";
    assert!(points.iter().any(|s| s.contains(wanted)), "{points:?}");
    let commanders = said(
        "lessons/tank-battle/02-two.toml",
        "game = \"tank-battle\"\ntitle = \"tank-battle-l02-title\"\n\
         position = \"c10/11/11/11/11/1t5C2C/11/11/11/11/11 w 0\"\n\n\
         [[step]]\nkind = \"say\"\ntext = \"tank-battle-l02-hello\"\n",
    );
    let wanted = "les blancs ont plus d’un commandant";
    assert!(
        commanders.iter().any(|s| s.contains(wanted)),
        "{commanders:?}"
    );
}

/// `lesson check lessons/<game>/rules.toml` reads the rule list as one (not as a lesson): its problems
/// at their line; a good list alone is said to be good; beside lessons, they are checked against it.
#[test]
fn a_rule_list_checked_by_its_path_is_read_as_a_rule_list() {
    let (dir, folder) = teacher_folder("rules-path", "lessons/espion");
    let rules = folder.join("rules.toml");
    let shipped = ludoclasse::data::shipped("lessons/espion/rules.toml")
        .unwrap()
        .to_string();
    std::fs::write(&rules, &shipped).unwrap();
    ludoclasse_with_data(&dir)
        .args(["lesson", "check"])
        .arg(&rules)
        .assert()
        .code(0)
        .stdout(predicates::str::contains("13 rules, no problem"));
    let twice = shipped.replacen("id = \"turns\"", "id = \"start\"", 1);
    let line = twice.lines().position(|l| l == "id = \"turns\"");
    assert!(line.is_none());
    let second = twice
        .lines()
        .enumerate()
        .filter(|(_, l)| *l == "id = \"start\"")
        .nth(1)
        .unwrap()
        .0
        + 1;
    std::fs::write(&rules, twice).unwrap();
    ludoclasse_with_data(&dir)
        .args(["lesson", "check"])
        .arg(&rules)
        .assert()
        .code(1)
        .stderr(predicates::str::contains(format!("rules.toml:{second}:7")))
        .stderr(predicates::str::contains("field `rule`").not());
    // A rule renamed: the shipped lessons that teach it are checked with the copy, and what breaks in
    // them is said once, at the renamed id.
    let line = shipped
        .lines()
        .position(|l| l == "id = \"capture\"")
        .unwrap()
        + 1;
    std::fs::write(
        &rules,
        shipped.replacen("id = \"capture\"", "id = \"captur\"", 1),
    )
    .unwrap();
    ludoclasse_with_data(&dir)
        .args(["lesson", "check"])
        .arg(&rules)
        .assert()
        .code(1)
        .stderr(predicates::str::contains(format!(
            "rules.toml:{line}:7: the rule `capture` is written `captur` here"
        )));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A data folder as the guide builds it: a copy of lesson 3, the teacher's own lesson 7, and texts
/// holding only the teacher's lines (lesson 7's, and new words for a shipped sentence of lesson 1).
/// Checked one file at a time, from the data folder (where `lessons/espion/fr.ftl` is also the shipped
/// file's name), each is found without a problem: the shipped sentences count, and the other lessons'
/// lines are not taken for slips.
#[test]
fn one_file_of_a_teachers_folder_is_checked_alone_without_false_problems() {
    let (dir, folder) = teacher_folder("one-of-many", "lessons/espion");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(
        root.join("lessons/espion/03-protect-the-chief.toml"),
        folder.join("03-protect-the-chief.toml"),
    )
    .unwrap();
    std::fs::write(
        folder.join("07-my-hunt.toml"),
        "game = \"espion\"\ntitle = \"espion-l07-title\"\nposition = \"3c4/8/8/8/8/8/8/S2CS3 w 0\"\n\n\
         [[step]]\nkind = \"say\"\ntext = \"espion-l07-hello\"\n",
    )
    .unwrap();
    for (lang, words) in [
        ("fr", ["Ma chasse", "Voici tes espions.", "Bonjour !"]),
        ("en", ["My hunt", "Here are your spies.", "Hello!"]),
    ] {
        let text = format!(
            "espion-l07-title = {}\nespion-l07-hello = {}\nespion-l01-hello = {}\n",
            words[0], words[1], words[2]
        );
        std::fs::write(folder.join(format!("{lang}.ftl")), text).unwrap();
    }
    for file in ["03-protect-the-chief.toml", "07-my-hunt.toml"] {
        let out = ludoclasse_with_data(&dir)
            .current_dir(&dir)
            .args(["lesson", "check"])
            .arg(format!("lessons/espion/{file}"))
            .output()
            .unwrap();
        let said = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(0), "{file}: {said}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `lesson show` speaks the language asked for, given before the command (as for every other one)
/// or after it.
#[test]
fn lesson_show_speaks_the_language_asked_for_wherever_it_is_given() {
    for args in [
        vec!["--lang", "en", "lesson", "show", "espion-l01"],
        vec!["lesson", "show", "espion-l01", "--lang", "en"],
    ] {
        ludoclasse()
            .env("LC_ALL", "fr_FR.UTF-8")
            .args(&args)
            .assert()
            .success()
            .stdout(predicate::str::starts_with("# Read the square\n"));
    }
    ludoclasse()
        .env("LC_ALL", "fr_FR.UTF-8")
        .args(["lesson", "show", "espion-l01"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("# Lis la case\n"));
}
