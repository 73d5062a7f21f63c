//! Worksheets (`ludoclasse print worksheets`): every game on both papers in both languages, every answer
//! key against the lessons' own answers and against the lesson player's walk through the same lessons,
//! a teacher's own lesson folder, the real binary end to end, and — with poppler-utils installed (the
//! test is `#[ignore]`d and skips when a tool is missing) — every page rendered.

mod common;
mod print_support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use assert_cmd::prelude::*;
use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::core::game::Side;
use ludoclasse::i18n::{Lang, Texts};
use ludoclasse::lesson::model::RoundWinner;
use ludoclasse::lesson::runner::{FirstMove, Runner};
use ludoclasse::lesson::world::{self, World};
use ludoclasse::print::layout::Paper;
use ludoclasse::print::worksheet::{self, Key, Question, Scene, WorksheetReport};
use ludoclasse::print::{Options, PrintError};

fn options(paper: Paper, lang: Lang) -> Options {
    Options {
        paper,
        lang,
        ..Options::default()
    }
}

type Made = (GameId, Paper, Lang, Vec<u8>, WorksheetReport);

/// Every game's worksheet for both papers and both languages, made once.
fn every_worksheet() -> &'static [Made] {
    static MADE: OnceLock<Vec<Made>> = OnceLock::new();
    MADE.get_or_init(|| {
        let mut out = Vec::new();
        for game in GameId::ALL {
            let lessons = worksheet::shipped_lessons(game).unwrap();
            for paper in Paper::ALL {
                for lang in Lang::ALL {
                    let (pdf, report) = worksheet::worksheets(
                        game,
                        &lessons,
                        &[],
                        Boards::shared(),
                        &options(paper, lang),
                    )
                    .unwrap_or_else(|e| panic!("{game} {paper} {lang}: {e}"));
                    out.push((game, paper, lang, pdf, report));
                }
            }
        }
        out
    })
}

/// Pages in a PDF, counted from its page objects.
fn pdf_pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf).replace("/Type /", "/Type/");
    text.matches("/Type/Page").count() - text.matches("/Type/Pages").count()
}

#[test]
fn every_game_has_a_worksheet_on_both_papers_in_both_languages() {
    for (game, paper, lang, pdf, report) in every_worksheet() {
        let name = format!("{game} {paper} {lang}");
        assert!(pdf.starts_with(b"%PDF-"), "{name}");
        assert_eq!(pdf_pages(pdf), report.pages, "{name}");
        assert_eq!(
            report.pages,
            report.exercise_pages + report.key_pages,
            "{name}"
        );
        assert!(
            report.exercise_pages >= 1 && report.key_pages >= 1,
            "{name}"
        );
        // At least three exercises a game, and never fewer than two a page on average (the frames
        // are packed, not one per page).
        let n = report.exercises.len();
        assert!(n >= 3, "{name}: {n} exercises");
        assert!(
            report.exercise_pages <= n.div_ceil(2) + 1,
            "{name}: {} pages for {n} exercises",
            report.exercise_pages
        );
        assert!(
            String::from_utf8_lossy(pdf).contains("/ViewerPreferences<</PrintScaling/None>>"),
            "{name}: the viewer is not asked to print at actual size"
        );
        // Separate files, small enough to mail.
        assert!(pdf.len() < 1_000_000, "{name}: {} bytes", pdf.len());
    }
    // The same exercises whatever the paper and the language.
    for game in GameId::ALL {
        let counts: Vec<usize> = every_worksheet()
            .iter()
            .filter(|m| m.0 == game)
            .map(|m| m.4.exercises.len())
            .collect();
        assert!(
            counts.windows(2).all(|w| w[0] == w[1]),
            "{game}: {counts:?}"
        );
    }
}

#[test]
fn the_pages_count_the_same_in_the_first_layout_and_the_plan() {
    // Page counts of A4 French worksheets: the plan line names these pages, so a change here must be
    // a change the plan line shows too.
    for (game, paper, lang, _, report) in every_worksheet() {
        if (*paper, *lang) != (Paper::A4, Lang::Fr) {
            continue;
        }
        let boards = report
            .exercises
            .iter()
            .filter(|e| matches!(e.scene, Scene::Board { .. }))
            .count();
        let halves = report.exercises.len() - boards;
        // Two board exercises a page, up to eight small ones, the race track on a page of its own.
        let track = usize::from(
            report
                .exercises
                .iter()
                .any(|e| matches!(e.scene, Scene::Race { .. })),
        );
        let least = boards.div_ceil(2).max(usize::from(halves > 0)) + track;
        assert!(
            report.exercise_pages >= least && report.exercise_pages <= least + 2,
            "{game}: {} exercise pages for {boards} board and {halves} small exercises",
            report.exercise_pages
        );
    }
}

#[test]
fn every_key_equals_the_lessons_own_answer() {
    let mut compared = 0;
    for game in GameId::ALL {
        let lessons = worksheet::shipped_lessons(game).unwrap();
        let found = worksheet::exercise::exercises(&lessons, Boards::shared()).unwrap();
        for ex in &found.list {
            match ex.agrees_with_lesson() {
                Some(true) => compared += 1,
                Some(false) => panic!(
                    "{}: the lesson's answer {:?} differs from the rules' {:?} (a lesson bug)",
                    ex.place, ex.written, ex.key
                ),
                None => {}
            }
        }
    }
    // Most quizzes write their answer: the comparison is not empty.
    assert!(compared >= 40, "only {compared} answers compared");
}

/// Plays each lesson with the lesson player (the app's own walk through the steps) and checks, at each
/// quiz that made an exercise, that the worksheet shows the player's position and that its key is
/// what the player's world says.
#[test]
fn every_key_equals_what_the_lesson_player_computes() {
    let mut checked = std::collections::HashSet::new();
    for game in GameId::ALL {
        let lessons = worksheet::shipped_lessons(game).unwrap();
        let found = worksheet::exercise::exercises(&lessons, Boards::shared()).unwrap();
        for lesson in lessons {
            let mut runner = Runner::new(
                lesson.clone(),
                ludoclasse::boards::Boards::shared(),
                Box::new(FirstMove),
            )
            .unwrap();
            loop {
                let step = runner.step_index() + 1;
                if let Some(ex) = found
                    .list
                    .iter()
                    .find(|e| e.lesson == lesson.id && e.step == step)
                    && checked.insert((ex.lesson.clone(), ex.step))
                {
                    check(ex, runner.world(), lesson.side);
                }
                if runner.is_finished() || !runner.play_scripted() {
                    break;
                }
            }
        }
        let made = found.list.len();
        assert!(made > 0, "{game}");
    }
    let all: usize = GameId::ALL
        .iter()
        .map(|&g| {
            let lessons = worksheet::shipped_lessons(g).unwrap();
            worksheet::exercise::exercises(&lessons, Boards::shared())
                .unwrap()
                .list
                .len()
        })
        .sum();
    assert_eq!(
        checked.len(),
        all,
        "every exercise was met by the lesson player"
    );
}

fn check(ex: &worksheet::Exercise, world: &World, side: Side) {
    let at = &ex.place;
    match (&ex.scene, world) {
        (Scene::Board { notation, .. }, World::Board(board)) => {
            assert_eq!(
                *notation,
                board.notation(),
                "{at}: not the player's position"
            );
            match (&ex.question, &ex.key) {
                (Question::Targets(sq), Key::Squares(k)) => {
                    assert_eq!(*k, world::targets(board, *sq), "{at}")
                }
                (Question::Attackers { square, enemy }, Key::Squares(k)) => {
                    assert_eq!(*enemy, side.other(), "{at}");
                    assert_eq!(*k, world::attackers(board, *square, side), "{at}");
                }
                (Question::Score { side, choices }, Key::Number(n)) => {
                    assert_eq!(Some(*n), board.score(*side), "{at}");
                    assert!(choices.contains(n), "{at}: the answer is not offered");
                }
                (Question::Pieces(letter), Key::Squares(k)) => {
                    assert_eq!(*k, world::pieces_of(board, *letter), "{at}")
                }
                other => panic!("{at}: unexpected {other:?}"),
            }
        }
        (Scene::Cards { south, emma, .. }, World::Cards(game)) => {
            assert_eq!(Some((*south, *emma)), world::next_cards(game), "{at}");
            let Key::Round { winner, .. } = ex.key else {
                panic!("{at}: {:?}", ex.key)
            };
            assert_eq!(Some(winner), world::next_round(game), "{at}");
        }
        (Scene::Race { white, black }, World::Race(race)) => {
            assert_eq!(
                (*white, *black),
                (race.pawn(Side::White), race.pawn(Side::Black)),
                "{at}"
            );
            let (Question::Landing { die, side }, Key::Landing { to, .. }) =
                (&ex.question, &ex.key)
            else {
                panic!("{at}")
            };
            assert_eq!(*side, race.turn(), "{at}");
            assert_eq!(race.clone().throw(*die).unwrap().to, *to, "{at}");
        }
        (Scene::None, World::Cards(_)) => {
            let (Question::HowLong { choices }, Key::Median { rounds, choice, .. }) =
                (&ex.question, &ex.key)
            else {
                panic!("{at}")
            };
            let i = choice.expect("the median falls in a choice");
            assert!((choices[i].1..=choices[i].2).contains(rounds), "{at}");
        }
        (scene, _) => panic!("{at}: the scene {scene:?} does not match the player's world"),
    }
}

#[test]
fn a_battle_is_announced_and_its_cards_counted() {
    let lessons = worksheet::shipped_lessons(GameId::Bataille).unwrap();
    let found = worksheet::exercise::exercises(&lessons, Boards::shared()).unwrap();
    let battles: Vec<_> = found
        .list
        .iter()
        .filter_map(|e| match e.key {
            Key::Round {
                winner: RoundWinner::Battle,
                taker,
                cards,
            } => Some((e, taker, cards)),
            _ => None,
        })
        .collect();
    assert!(!battles.is_empty());
    for (ex, taker, cards) in battles {
        let Scene::Cards { south, emma, .. } = ex.scene else {
            panic!()
        };
        assert_eq!(south.rank(), emma.rank(), "{}", ex.place);
        // A battle that is played to its end takes at least the two tied cards, the hidden ones and
        // two more face up.
        if taker.is_some() {
            assert!(cards >= 10, "{}: {cards} cards", ex.place);
        }
    }
}

fn scratch(name: &str) -> PathBuf {
    print_support::scratch("worksheets", name)
}

/// A teacher's lesson folder: one Espion lesson with two quizzes and its texts in both languages.
fn teacher_folder(dir: &Path) {
    std::fs::write(
        dir.join("01-my-agents.toml"),
        r#"game = "espion"
title = "espion-l01-title"
position = "4c3/8/8/8/8/8/3A4/3C4 w 0"

[[step]]
kind = "quiz"
text = "espion-l01-where"
ask = "targets"
square = "D2"

[[step]]
kind = "expect"
text = "espion-l01-go"
move = "D2-E3"

[[step]]
kind = "quiz"
text = "espion-l01-where"
ask = "pieces"
piece = "A"
answer = ["E3"]
"#,
    )
    .unwrap();
    for (lang, title) in [("fr", "Mes agents secrets"), ("en", "My secret agents")] {
        std::fs::write(
            dir.join(format!("{lang}.ftl")),
            format!("espion-l01-title = {title}\nespion-l01-where = ?\nespion-l01-go = !\n"),
        )
        .unwrap();
    }
}

#[test]
fn a_teachers_own_lesson_makes_its_own_worksheet() {
    let dir = scratch("teacher");
    teacher_folder(&dir);
    let (game, lessons, ftl) = worksheet::folder_lessons(&dir).unwrap();
    assert_eq!(game, GameId::Espion);
    let texts = Texts::load(Lang::En).unwrap();
    let words = worksheet::LessonWords::new(&texts, &ftl);
    assert_eq!(words.get("espion-l01-title"), "My secret agents");
    let (pdf, report) = worksheet::worksheets(
        game,
        &lessons,
        &ftl,
        Boards::shared(),
        &options(Paper::Letter, Lang::En),
    )
    .unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(report.exercises.len(), 2);
    assert_eq!(
        report.exercises[1].key,
        Key::Squares(vec!["E3".parse().unwrap()])
    );
    assert_eq!(report.exercises[1].agrees_with_lesson(), Some(true));
    // A wrong answer in the teacher's file is caught, and the key still follows the rules.
    let text = std::fs::read_to_string(dir.join("01-my-agents.toml")).unwrap();
    std::fs::write(
        dir.join("01-my-agents.toml"),
        text.replace("answer = [\"E3\"]", "answer = [\"D4\"]"),
    )
    .unwrap();
    let (_, lessons, _) = worksheet::folder_lessons(&dir).unwrap();
    let found = worksheet::exercise::exercises(&lessons, Boards::shared()).unwrap();
    assert_eq!(found.list[1].agrees_with_lesson(), Some(false));
    assert_eq!(found.list[1].key, Key::Squares(vec!["E3".parse().unwrap()]));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn lessons_without_a_paper_quiz_are_refused_in_words() {
    let dir = scratch("empty");
    std::fs::write(
        dir.join("01-x.toml"),
        "game = \"espion\"\ntitle = \"espion-l01-title\"\n[[step]]\nkind = \"say\"\ntext = \"espion-l01-a\"\n",
    )
    .unwrap();
    let (game, lessons, ftl) = worksheet::folder_lessons(&dir).unwrap();
    match worksheet::worksheets(game, &lessons, &ftl, Boards::shared(), &Options::default()) {
        Err(e @ PrintError::Option(_)) => assert!(e.to_string().contains("no quiz"), "{e}"),
        other => panic!("{:?}", other.map(|r| r.1.pages)),
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The real binary, speaking English (its sentences follow the system's language).
fn ludoclasse() -> Command {
    let mut cmd = Command::cargo_bin("ludoclasse").unwrap();
    cmd.env("LC_ALL", "en_US.UTF-8");
    cmd
}

#[test]
fn the_command_writes_a_worksheet_and_says_what_it_holds() {
    let dir = scratch("cli");
    let out = dir.join("espion.pdf");
    let result = ludoclasse()
        .args([
            "print",
            "worksheets",
            "espion",
            "--paper",
            "letter",
            "--lang",
            "en",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let said = String::from_utf8_lossy(&result.stdout);
    assert!(said.contains("exercises on"), "{said}");
    let pdf = std::fs::read(&out).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(String::from_utf8_lossy(&pdf).contains("/PrintScaling/None"));
    // A teacher's folder, by its path.
    let folder = dir.join("mine");
    std::fs::create_dir_all(&folder).unwrap();
    teacher_folder(&folder);
    let mine = dir.join("mine.pdf");
    ludoclasse()
        .args(["print", "worksheets"])
        .arg(&folder)
        .arg("--out")
        .arg(&mine)
        .assert()
        .success();
    assert!(std::fs::read(&mine).unwrap().starts_with(b"%PDF-"));
    // Neither a game nor a path: input that cannot be used (status 2), in words.
    let wrong = ludoclasse()
        .args(["print", "worksheets", "chess"])
        .output()
        .unwrap();
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("not a game of the kit"));
    let missing = ludoclasse().args(["print", "worksheets"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
#[ignore = "needs poppler-utils (pdfinfo, pdftoppm)"]
fn pdftoppm_renders_every_worksheet_page() {
    if !print_support::have("pdfinfo") || !print_support::have("pdftoppm") {
        return;
    }
    let dir = scratch("poppler");
    for (game, paper, lang, pdf, report) in every_worksheet() {
        let name = format!("{game}-{paper}-{lang}");
        let path = dir.join(format!("{name}.pdf"));
        std::fs::write(&path, pdf).unwrap();
        let info = Command::new("pdfinfo").arg(&path).output().unwrap();
        assert!(info.status.success() && info.stderr.is_empty(), "{name}");
        let info = String::from_utf8_lossy(&info.stdout);
        assert!(
            info.contains(&format!("Pages:           {}", report.pages)),
            "{name}: {info}"
        );
        let prefix = dir.join(&name);
        let ran = Command::new("pdftoppm")
            .args(["-r", "30", "-png"])
            .arg(&path)
            .arg(&prefix)
            .output()
            .unwrap();
        assert!(ran.status.success() && ran.stderr.is_empty(), "{name}");
        let rendered = common::rendered_pages(&dir, &name);
        assert_eq!(rendered, report.pages, "{name}: pages rendered");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn no_text_of_any_worksheet_is_under_nine_points() {
    // Read back from the PDF's text operators (what the printer gets).
    let mut wrong = Vec::new();
    for (game, paper, lang, pdf, _) in every_worksheet() {
        for (page, size) in print_support::smallest_text_per_page(pdf)
            .iter()
            .enumerate()
        {
            let size = size.expect("every page has text");
            if size < 8.99 {
                wrong.push(format!(
                    "{game} {paper} {lang} page {}: {size:.2} pt",
                    page + 1
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "texts under 9 pt:\n{}", wrong.join("\n"));
}
