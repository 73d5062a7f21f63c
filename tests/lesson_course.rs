//! The teaching checks of `lesson check` on a game's lessons as a whole (`tests/data/course/`): rules
//! taught and practised, quizzes not answered by the step before, the share of decisions, a whole game
//! from the start position, short French sentences; the `pieces` quiz and the chars `lay` step.

use std::path::Path;

use ludoclasse::lesson::check::{check_sources, check_sources_as, long_sentences};
use ludoclasse::lesson::load::{self, parse};
use ludoclasse::lesson::runner::{Expecting, FirstMove, Runner};
use ludoclasse::lesson::world;

fn course(game: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/course/{game}"))
}

fn messages(report: &ludoclasse::lesson::check::Report, dir: &Path) -> Vec<String> {
    let prefix = format!("{}/", dir.display());
    report
        .errors
        .iter()
        .map(|e| e.to_string().replace(&prefix, ""))
        .collect()
}

#[test]
fn a_course_gets_every_teaching_problem_at_its_place() {
    let dir = course("espion");
    let (lessons, ftl) = load::from_path(&dir).unwrap();
    assert_eq!(lessons.len(), 1, "rules.toml is not read as a lesson");
    let report = check_sources_as(&lessons, &ftl, true);
    assert_eq!(
        messages(&report, &dir),
        [
            "01-fixture.toml:32:13: unknown rule `agent-move` (not in rules.toml); did you mean `agent-moves`?".to_string(),
            "fr.ftl:6:19: a French sentence of `espion-l01-long` has 19 words (at most 15: cut it in two): « Cette phrase est beaucoup trop longue pour un enfant de huit ans qui lit seul devant tout le tableau »".into(),
            "01-fixture.toml:24:9: the step just before (line 18) already shows this quiz's answer (E3 F4): ask first, show after".into(),
            "rules.toml:6:7: no decision step practises rule `agent-moves` (it is only read, at espion-l01:3): give it to an expect, quiz, play, guess or lay step".into(),
            "rules.toml:9:7: no step teaches rule `no-own-square` (add `teaches = [\"no-own-square\"]` to a step that explains it)".into(),
            "rules.toml:9:7: the words of rule `no-own-square` (message `espion-rule-no-own-square`) are missing in lessons/espion/en.ftl".into(),
            "rules.toml: the class decides in only 2 of the 6 steps of the Espion lessons (33 %): at least 50 % must be expect, quiz, play, guess or lay steps".into(),
            "rules.toml: no Espion lesson starts from the start position (`position = \"start\"`) and ends with a whole game (a `play` step with `goal = \"win\"`)".into(),
        ]
    );
    // One lesson alone (the app, a single file) is not held to the course checks.
    let single = check_sources(&lessons, &ftl);
    assert_eq!(single.errors.len(), 3, "{:?}", single.errors);
}

#[test]
fn a_game_without_a_rule_list_is_a_warning_not_an_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/broken-lessons/14-illegal-move.toml");
    let (lessons, ftl) = load::from_path(&dir).unwrap();
    let report = check_sources_as(&lessons, &ftl, true);
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.message().contains("has no rule list")),
        "{:?}",
        report.warnings
    );
}

#[test]
fn sentences_are_counted_by_words() {
    assert!(long_sentences("Un deux trois. Quatre cinq !").is_empty());
    let long =
        "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize";
    assert_eq!(long_sentences(long)[0].0, 16);
    // Punctuation alone is no word; an elided word is one.
    assert!(
        long_sentences(
            "l’agent — d’un « coup » : un deux trois quatre cinq six sept huit neuf dix onze"
        )
        .is_empty()
    );
}

const CHARS_LAY: &str = r#"
game = "chars"
title = "chars-l09-title"
position = "tttttttt/8/8/8/8/8/8/8/8/TTTTTTTT w 0 0 0"

[[step]]
kind = "lay"
text = "chars-l09-lay"
count = 16

[[step]]
kind = "quiz"
text = "chars-l09-find"
ask = "pieces"
piece = "M"
"#;

#[test]
fn the_class_lays_its_cards_then_finds_them() {
    let lesson = parse("lessons/chars/09-lay.toml", CHARS_LAY).unwrap();
    let mut runner = Runner::new(
        lesson,
        ludoclasse::boards::Boards::shared(),
        Box::new(FirstMove),
    )
    .unwrap();
    let Expecting::Lay { laid, left } = runner.expecting() else {
        panic!("{:?}", runner.expecting())
    };
    assert_eq!((laid.len(), left), (0, 16));
    let free = runner.lay_squares();
    assert_eq!(free.len(), 16);
    // A square off the minefield is refused, with a reason.
    assert!(!runner.click_square("D5".parse().unwrap()));
    // A tap lays, a second tap takes back.
    assert!(runner.click_square(free[0]));
    assert!(runner.click_square(free[0]));
    assert_eq!(
        runner.expecting(),
        Expecting::Lay {
            laid: vec![],
            left: 16
        }
    );
    for sq in &free {
        runner.click_square(*sq);
    }
    assert_eq!(runner.expecting(), Expecting::Next);
    let board = runner.world().board().unwrap();
    // The first 8 laid are explosions, the other 8 blanks; the computer laid its 16 too.
    assert_eq!(world::pieces_of(board, 'M'), {
        let mut m: Vec<_> = free[..8].to_vec();
        m.sort();
        m
    });
    assert_eq!(world::pieces_of(board, 'B').len(), 8);
    assert_eq!(world::pieces_of(board, 'm').len(), 8);
    assert_eq!(world::pieces_of(board, 'b').len(), 8);
    assert!(runner.next());
    // The `pieces` quiz: the class taps its explosion cards.
    let Expecting::Squares { left, .. } = runner.expecting() else {
        panic!()
    };
    assert_eq!(left, 8);
}

/// Takes a capture when there is one, else plays the first move the rules list.
struct Greedy;

impl ludoclasse::lesson::runner::Opponent for Greedy {
    fn choose(
        &mut self,
        _board: &ludoclasse::core::BoardGame,
        moves: &[world::BoardMove],
    ) -> usize {
        moves.iter().position(|m| m.capture).unwrap_or(0)
    }
}

fn play_once(position: &str, from: &str, to: &str) -> ludoclasse::lesson::runner::Feedback {
    let text = format!(
        "game = \"espion\"\ntitle = \"espion-l09-title\"\nposition = \"{position}\"\n\
         [[step]]\nkind = \"play\"\ngoal = \"win\"\npar = 3\nsolution = [\"A1-B1\"]\n"
    );
    let lesson = parse("lessons/espion/09-test.toml", &text).unwrap();
    let mut r = Runner::new(
        lesson,
        ludoclasse::boards::Boards::shared(),
        Box::new(Greedy),
    )
    .unwrap();
    let sq = |s: &str| s.parse().unwrap();
    let played = r.try_move(sq(from), sq(to));
    assert_eq!(
        played,
        ludoclasse::lesson::runner::MoveResult::Played,
        "{position}"
    );
    r.feedback().clone()
}

#[test]
fn a_drawn_play_step_says_draw_and_a_lost_one_says_lost() {
    use ludoclasse::lesson::runner::Feedback;
    let id = |f: Feedback| match f {
        Feedback::Wrong(m) => m.id,
        other => panic!("{other:?}"),
    };
    // 99 quiet moves already: one more quiet move is the 100th, a draw.
    assert_eq!(
        id(play_once("3c4/8/8/8/8/8/8/S2C4 w 99", "D1", "E1")),
        "lesson-play-draw-again"
    );
    // The spy moves, the chief stays in the black agent's reach (D3, arrow south): a loss.
    assert_eq!(
        id(play_once("3c4/8/8/8/8/3a4/8/S2C4 w 0", "A1", "A2")),
        "lesson-play-again"
    );
}

#[test]
fn the_cards_quiz_counts_a_battle_and_gives_the_reason_when_wrong() {
    use ludoclasse::lesson::model::{Ask, StepKind};
    use ludoclasse::lesson::runner::Feedback;
    let lesson =
        ludoclasse::lesson::check::shipped_lessons(ludoclasse::core::GameId::Bataille).remove(1);
    let mut r = Runner::new(
        lesson,
        ludoclasse::boards::Boards::shared(),
        Box::new(ludoclasse::lesson::runner::FirstMove),
    )
    .unwrap();
    // Up to the question after the two 7s: a battle, 10 cards for its winner.
    loop {
        let step = r.current().expect("a cards quiz after the battle").clone();
        if let StepKind::Quiz {
            ask: Ask::Cards { choices },
            ..
        } = &step.kind
            && choices.contains(&10)
        {
            break;
        }
        assert!(r.play_scripted());
    }
    let Expecting::Choice(choices) = r.expecting() else {
        panic!("a choice is expected");
    };
    let labels: Vec<i64> = choices
        .iter()
        .map(|m| match m.args.iter().find(|(k, _)| k == "cards") {
            Some((_, ludoclasse::i18n::Arg::Int(n))) => *n,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(labels, vec![2, 6, 10]);
    assert!(r.revealed_cards().is_some(), "the two 7s are shown");
    assert!(!r.choose(0));
    match r.feedback() {
        Feedback::Wrong(m) => assert_eq!(m.id, "lesson-why-cards-battle"),
        other => panic!("{other:?}"),
    }
    assert!(r.choose(2));
}

/// How many moves a whole game takes the class, to set the `par` of each whole-game `play` step:
/// the class's moves are chosen by the computer at `level` (a child with "Montre-moi" at hand plays
/// about as well as the middle level), the opponent is the gentlest level, as in the lesson. Prints,
/// per game, the games won and the class's moves in them (median, 75th percentile, most).
/// `cargo test --test lesson_course par_ -- --ignored --nocapture`
#[test]
#[ignore]
fn par_of_the_whole_games_measured() {
    use ludoclasse::ai::Level;
    use ludoclasse::app::lessons::AiOpponent;
    use ludoclasse::core::GameId;
    use ludoclasse::core::rng::Rng;
    use ludoclasse::lesson::model::StepKind;
    use ludoclasse::lesson::runner::{Event, Feedback, MoveResult, Opponent};
    let games: usize = std::env::var("PAR_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    for (game, number) in [
        (GameId::Espion, 5),
        (GameId::Schada, 6),
        (GameId::TankBattle, 5),
        (GameId::Chars, 6),
    ] {
        for level in [Level::Debutant, Level::Moyen] {
            let lesson = ludoclasse::lesson::check::shipped_lessons(game).remove(number - 1);
            let id = lesson.id.clone();
            let mut won = Vec::new();
            let mut not_won = 0;
            for seed in 0..games as u64 {
                let opponent = AiOpponent {
                    level: Level::Debutant,
                    rng: Rng::new(1000 + seed),
                    gentlest: true,
                };
                let mut class = AiOpponent {
                    level,
                    rng: Rng::new(seed),
                    gentlest: false,
                };
                let mut r = Runner::new(
                    lesson.clone(),
                    ludoclasse::boards::Boards::shared(),
                    Box::new(opponent),
                )
                .unwrap();
                while !matches!(r.current().map(|s| &s.kind), Some(StepKind::Play { .. })) {
                    assert!(r.play_scripted(), "{id}: no play step");
                }
                let mut moves = 0;
                let outcome = loop {
                    let board = r.world().board().unwrap();
                    let list = board.moves();
                    if list.is_empty() || moves > 400 {
                        break None;
                    }
                    let m = list[class.choose(board, &list).min(list.len() - 1)];
                    assert_eq!(r.try_move(m.from, m.to), MoveResult::Played, "{id}");
                    moves += 1;
                    if r.take_events().contains(&Event::PlayReset) {
                        break None;
                    }
                    if matches!(r.feedback(), Feedback::Right(_)) {
                        break Some(moves);
                    }
                };
                match outcome {
                    Some(n) => won.push(n),
                    None => not_won += 1,
                }
            }
            won.sort();
            let at = |q: f64| {
                won.get(((won.len() as f64 - 1.0) * q).round() as usize)
                    .copied()
            };
            println!(
                "{id} class at {level:?}: won {}/{games}; class moves: median {:?}, 75th percentile {:?}, most {:?} (not won: {not_won})",
                won.len(),
                at(0.5),
                at(0.75),
                won.last()
            );
        }
    }
}

/// A Schada whole game after 1 B2-B4 D8-D5 2 A1-A3 D5-D3: the gentlest level would now move the
/// officer on A3 a second time, to A5, where a black soldier takes it (C7, diagonal line).
const SCHADA_AFTER_FOUR: &str = "uou1uouo/pppppppp/8/8/1P6/O2o4/P1PPPPPP/1UOUOUOU w 4 A3:1 D3:2";

fn schada_play(position: &str, solution: &str) -> ludoclasse::lesson::model::Lesson {
    let text = format!(
        "game = \"schada\"\ntitle = \"schada-l09-title\"\nposition = \"{position}\"\n\
         [[step]]\nkind = \"play\"\ngoal = \"win\"\npar = 30\nsolution = [\"{solution}\"]\n"
    );
    parse("lessons/schada/09-test.toml", &text).unwrap()
}

#[test]
fn show_me_in_a_whole_game_gives_the_hint_and_its_reason_not_the_gentle_levels_move() {
    use ludoclasse::ai::Level;
    use ludoclasse::app::lessons::AiOpponent;
    use ludoclasse::core::rng::Rng;
    use ludoclasse::lesson::runner::Opponent;
    let lesson = schada_play(SCHADA_AFTER_FOUR, "C2-C3");
    let board = Runner::new(
        lesson,
        ludoclasse::boards::Boards::shared(),
        Box::new(FirstMove),
    )
    .unwrap()
    .world()
    .board()
    .unwrap()
    .clone();
    let moves = board.moves();
    for seed in 0..4 {
        let mut ai = AiOpponent {
            level: Level::Debutant,
            rng: Rng::new(seed),
            gentlest: true,
        };
        let (at, why) = ai.suggest(&board, &moves);
        let m = moves[at];
        assert_ne!(
            (m.from.to_string(), m.to.to_string()),
            ("A3".to_string(), "A5".to_string()),
            "seed {seed}: the officer walks into the soldier's reach"
        );
        let why = why.expect("a reason");
        assert!(why.id.starts_with("hint-"), "{}", why.id);
    }
}

/// Plays the first legal move; "Show me" marks the last one and says why.
struct Advises;

impl ludoclasse::lesson::runner::Opponent for Advises {
    fn choose(
        &mut self,
        _board: &ludoclasse::core::BoardGame,
        _moves: &[world::BoardMove],
    ) -> usize {
        0
    }
    fn suggest(
        &mut self,
        _board: &ludoclasse::core::BoardGame,
        moves: &[world::BoardMove],
    ) -> (usize, Option<ludoclasse::i18n::Message>) {
        (
            moves.len() - 1,
            Some(ludoclasse::i18n::Message::new("hint-best-safe")),
        )
    }
}

#[test]
fn show_me_off_the_script_asks_the_opponent_for_advice_and_shows_its_reason() {
    let sq = |s: &str| s.parse().unwrap();
    // No repeat records: the black officer's third move does not end the game after the class's move.
    let position = "uou1uouo/pppppppp/8/8/1P6/O2o4/P1PPPPPP/1UOUOUOU w 4 - -";
    let mut r = Runner::new(
        schada_play(position, "C2-C3"),
        ludoclasse::boards::Boards::shared(),
        Box::new(Advises),
    )
    .unwrap();
    // On the script, "Show me" marks the script's move, with no reason of its own.
    assert!(r.show_me());
    assert_eq!(r.help().unwrap().arrows, vec![(sq("C2"), sq("C3"))]);
    assert_eq!(r.advice(), None);
    // Off the script, the opponent's advice, and its reason under the message.
    assert_eq!(
        r.try_move(sq("G1"), sq("E3")),
        ludoclasse::lesson::runner::MoveResult::Played
    );
    assert!(
        !r.take_events()
            .contains(&ludoclasse::lesson::runner::Event::PlayReset)
    );
    // Off the script, the step's own goal first: here a sure win is in reach, so "Show me" marks
    // its way, with its reason (the opponent's advice comes only when no way to the goal is found).
    assert!(r.show_me());
    let board = r.world().board().unwrap();
    let (from, to) = r.help().unwrap().arrows[0];
    assert!(board.moves().iter().any(|m| m.from == from && m.to == to));
    assert_eq!(
        r.advice().map(|m| m.id.as_str()),
        Some("lesson-help-goal-sure")
    );
}

/// Espion lesson 4, "the move that does not lose": 99 moves without a capture, the black spy aims at
/// the white chief. White's only capture (the spy takes the agent) is refused with the lesson's
/// reason; every other white move is the chief's step, which the step takes, and the game ends in a
/// draw at the hundredth move without a capture.
#[test]
fn espion_a_quiet_move_saves_a_draw_where_the_capture_loses() {
    use ludoclasse::core::GameId;
    use ludoclasse::core::game::Winner;
    use ludoclasse::lesson::check::shipped_lessons;
    use ludoclasse::lesson::runner::{Feedback, MoveResult};
    let sq = |s: &str| -> ludoclasse::core::geometry::Square { s.parse().unwrap() };
    let lesson = shipped_lessons(GameId::Espion)
        .into_iter()
        .find(|l| l.id == "espion-l04")
        .expect("lesson 4");
    let mut r = Runner::new(
        lesson,
        ludoclasse::boards::Boards::shared(),
        Box::new(FirstMove),
    )
    .unwrap();
    while r.current().and_then(|s| s.text.clone()).as_deref() != Some("espion-l04-save-go") {
        assert!(r.play_scripted(), "the step is reached");
    }
    let board = r.world().board().unwrap().clone();
    let mut moves: Vec<String> = board
        .moves()
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    moves.sort();
    assert_eq!(moves, ["A2-A1", "A2-A3", "A2-B1", "A2-B2", "B3-A4"]);
    // After the capture, the black spy takes the chief.
    let mut after = board.clone();
    assert!(after.play(sq("B3"), sq("A4")));
    assert!(after.play(sq("E2"), sq("A2")));
    assert_eq!(
        after.winner(),
        Some(Winner::Side(ludoclasse::core::game::Side::Black))
    );
    // The capture is refused with the lesson's reason; a chief's step ends the game in a draw.
    assert_eq!(r.try_move(sq("B3"), sq("A4")), MoveResult::Wrong);
    match r.feedback() {
        Feedback::Wrong(m) => assert_eq!(m.id, "lesson-wrong-move"),
        other => panic!("{other:?}"),
    }
    assert_eq!(r.try_move(sq("A2"), sq("A3")), MoveResult::Right);
    assert_eq!(r.world().board().unwrap().winner(), Some(Winner::Draw));
}

/// The teacher saves the lesson on screen shorter than the step reached: the lesson stops at its new
/// last step, not finished and with no stars; a step done with "Show me" stays helped after the
/// replay of the script.
#[test]
fn an_edit_of_the_lesson_on_screen_neither_ends_it_nor_forgets_a_help() {
    use ludoclasse::lesson::runner::FirstMove;
    let lesson =
        ludoclasse::lesson::check::shipped_lessons(ludoclasse::core::GameId::Espion).remove(0);
    let boards = ludoclasse::boards::Boards::shared();
    let mut r = Runner::new(lesson.clone(), boards, Box::new(FirstMove)).unwrap();
    let mut helped = false;
    while r.step_index() < 6 {
        if !helped && r.show_me() {
            helped = true;
        }
        assert!(
            r.play_scripted(),
            "the script goes on at {}",
            r.step_index()
        );
    }
    assert!(helped, "a step of the first six takes \"Show me\"");
    let (done, clean) = r.clean_steps();
    assert!(clean < done, "{clean} of {done}");
    let mut shorter = lesson.clone();
    shorter.steps.truncate(4);
    r.reload(shorter).unwrap();
    assert_eq!(r.step_index(), 3, "the new last step");
    assert!(!r.is_finished() && r.stars().is_none());
    let (done, clean) = r.clean_steps();
    assert!(clean < done, "the help is kept: {clean} of {done}");
}

/// "Show me" at the step on screen, then the teacher saves the file: the step, done after the reload,
/// still earns nothing.
#[test]
fn a_help_at_the_step_on_screen_counts_after_an_edit() {
    use ludoclasse::lesson::runner::FirstMove;
    let lesson =
        ludoclasse::lesson::check::shipped_lessons(ludoclasse::core::GameId::Espion).remove(0);
    let boards = ludoclasse::boards::Boards::shared();
    let mut r = Runner::new(lesson.clone(), boards, Box::new(FirstMove)).unwrap();
    while !r.show_me() {
        assert!(r.play_scripted(), "a step of the lesson takes \"Show me\"");
    }
    let (done, _) = r.clean_steps();
    r.reload(lesson).unwrap();
    assert!(r.play_scripted());
    let (now, clean) = r.clean_steps();
    assert_eq!(now, done + 1);
    assert_eq!(
        clean, done,
        "the step helped is not clean: {clean} of {now}"
    );
}
