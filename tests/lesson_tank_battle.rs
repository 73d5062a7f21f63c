//! Tank Battle's lessons played as the class plays them: against the computer the app uses, not only
//! against the checker's reference opponent (which always plays its first legal move).

use ludoclasse::ai::Level;
use ludoclasse::app::lessons::AiOpponent;
use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::core::rng::Rng;
use ludoclasse::lesson::check::shipped_lessons;
use ludoclasse::lesson::model::StepKind;
use ludoclasse::lesson::runner::Runner;

/// A `play` step with a par this small is an exercise, not a whole game.
const SHORT: u32 = 5;

/// Every short `play` step is won within its par by its own solution (the moves its hint describes)
/// against the computer at every level and with any of its random choices: the computer must not
/// take the piece the lesson sends on its way. (Lesson 1 once put the black commander on A11, on the
/// file the tank climbs to A8: the computer took the tank on A4, and the step could not be won.)
#[test]
fn short_play_steps_are_won_by_their_solution_against_the_computer() {
    let lessons = shipped_lessons(GameId::TankBattle);
    assert!(lessons.len() >= 5);
    let mut played = 0;
    for lesson in &lessons {
        for level in [Level::Debutant, Level::Moyen, Level::Fort] {
            for seed in 0..8 {
                let opponent = AiOpponent {
                    level,
                    rng: Rng::new(seed),
                    gentlest: false,
                };
                let mut r =
                    Runner::new(lesson.clone(), Boards::shared(), Box::new(opponent)).unwrap();
                while let Some(step) = r.current().cloned() {
                    let solution = match &step.kind {
                        StepKind::Play { par, solution, .. } if *par <= SHORT => solution.clone(),
                        // The whole game: its solution is for the reference opponent only.
                        StepKind::Play { .. } => break,
                        _ => {
                            assert!(r.play_scripted(), "{}: stuck", lesson.id);
                            continue;
                        }
                    };
                    let at = r.step_index();
                    let (done, clean) = r.clean_steps();
                    for (mv, _) in &solution {
                        if r.step_index() != at || r.clean_steps().0 > done {
                            break;
                        }
                        r.try_move(mv.from, mv.to);
                    }
                    played += 1;
                    // The step is recorded as done at the first try, within its par.
                    assert_eq!(
                        r.clean_steps(),
                        (done + 1, clean + 1),
                        "{}, step {}: the solution does not win against {level:?} (seed {seed})",
                        lesson.id,
                        at + 1
                    );
                    if r.step_index() == at && !r.next() {
                        break;
                    }
                }
            }
        }
    }
    assert!(played > 0);
}

/// Lesson 2 asks for the nearest red square: it is the only red square next to the commander, so
/// the question has one answer, and that square is safe from the black tank that threatens it.
#[test]
fn the_commanders_shelter_is_the_one_red_square_beside_it() {
    let lesson = shipped_lessons(GameId::TankBattle)
        .into_iter()
        .find(|l| l.id == "tank-battle-l02")
        .expect("lesson 2");
    let mut r = Runner::new(
        lesson,
        Boards::shared(),
        Box::new(ludoclasse::lesson::runner::FirstMove),
    )
    .unwrap();
    while r.current().and_then(|s| s.text.clone()).as_deref() != Some("tank-battle-l02-shelter") {
        assert!(r.play_scripted(), "the shelter step is reached");
    }
    let board = r.world().board().expect("a board game");
    let commander: ludoclasse::core::geometry::Square = "D4".parse().unwrap();
    let red_beside: Vec<String> = board
        .moves()
        .iter()
        .filter(|m| m.from == commander)
        .map(|m| m.to.to_string())
        .filter(|to| ["E5", "E6", "E7", "F5", "F6", "F7", "G5", "G6", "G7"].contains(&to.as_str()))
        .filter(|to| {
            let to: ludoclasse::core::geometry::Square = to.parse().unwrap();
            to.file().abs_diff(commander.file()) <= 1 && to.rank().abs_diff(commander.rank()) <= 1
        })
        .collect();
    assert_eq!(red_beside, ["E5"]);
}

/// Lesson 4: only one black tank is left. A tap behind it, on the line of the tank that takes it, is
/// blocked by that tank, even though taking it away would end the game (no black tank left); the
/// other white tanks are stopped by the red zone and by mines. The right capture ends the game, and
/// White's five tanks are worth 1 point each.
#[test]
fn the_last_black_tank_step_gives_every_wrong_tap_its_rule() {
    use ludoclasse::core::game::{Side, Winner};
    use ludoclasse::core::geometry::Square;
    use ludoclasse::lesson::runner::MoveResult;
    use ludoclasse::lesson::world::why_not;
    let sq = |s: &str| -> Square { s.parse().unwrap() };
    let lesson = shipped_lessons(GameId::TankBattle)
        .into_iter()
        .find(|l| l.id == "tank-battle-l04")
        .expect("lesson 4");
    let mut r = Runner::new(
        lesson,
        Boards::shared(),
        Box::new(ludoclasse::lesson::runner::FirstMove),
    )
    .unwrap();
    while r.current().and_then(|s| s.text.clone()).as_deref() != Some("tank-battle-l04-none-take") {
        assert!(r.play_scripted(), "the last-black-tank step is reached");
    }
    let board = r.world().board().expect("a board game").clone();
    let black: Vec<Square> = board
        .pieces()
        .iter()
        .filter(|(_, p)| p.side == Side::Black)
        .map(|(s, _)| *s)
        .collect();
    assert_eq!(black, [sq("H6")], "one black tank only");
    for (from, to, why) in [
        ("K9", "G5", "lesson-why-red-zone"),
        ("D6", "H6", "lesson-why-red-zone-on-way"),
        ("H2", "H6", "lesson-why-mine-on-way"),
        ("K6", "H6", "lesson-why-mine-on-way"),
        ("H2", "H4", "lesson-why-mine"),
        ("K1", "H6", "lesson-why-not-straight"),
    ] {
        assert_eq!(
            why_not(&board, sq(from), sq(to), Side::White).id,
            why,
            "{from}-{to}"
        );
    }
    // Behind the last black tank on a free line: the tank is in the way, though taking it away would
    // end the game.
    let alone = Boards::shared()
        .open(
            GameId::TankBattle,
            Some("11/11/11/11/11/11/11/2T2t5/11/11/10C w 40"),
        )
        .unwrap();
    assert_eq!(
        why_not(&alone, sq("C4"), sq("G4"), Side::White).id,
        "lesson-why-blocked"
    );
    // A wrong tank: refused, with its rule; then the right capture ends the game, won by White.
    assert_eq!(r.try_move(sq("D6"), sq("H6")), MoveResult::Illegal);
    assert_eq!(r.try_move(sq("K9"), sq("H6")), MoveResult::Right);
    let board = r.world().board().unwrap();
    assert!(board.is_over());
    assert_eq!(board.winner(), Some(Winner::Side(Side::White)));
    assert_eq!(board.score(Side::White), Some(5));
}
