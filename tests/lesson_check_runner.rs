//! `lesson check` plays each lesson on the app's own runner: a copy of the runner follows every move an
//! `expect` step accepts, and a `play` step's solution is fed to the runner move by move.

use ludoclasse::boards::Boards;
use ludoclasse::lesson::check::check_lesson;
use ludoclasse::lesson::load::parse;
use ludoclasse::lesson::runner::{Expecting, MoveResult, Runner, Truth};

/// The agent on D2 can go to E1, E2, E3, F2 or F4 (tests/data/broken-lessons/14-illegal-move.toml).
const ANY_AGENT_MOVE: &str = r#"game = "espion"
title = "espion-l09-title"
position = "c7/8/8/8/8/8/3A4/7C w 0"
[[step]]
kind = "expect"
move = "D2-E3"
accept = "piece"
[[step]]
kind = "quiz"
text = "espion-l09-where"
ask = "targets"
square = "E3"
"#;

fn errors(text: &str) -> Vec<String> {
    let lesson = parse("lessons/espion/09-test.toml", text).unwrap();
    check_lesson(&lesson, &[])
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn every_accepted_move_is_followed_to_the_end() {
    let got = errors(ANY_AGENT_MOVE);
    assert_eq!(got.len(), 1, "{got:?}");
    let e = &got[0];
    // The quiz asks about E3 (line 12), where only the scripted move puts the agent.
    assert!(
        e.starts_with(
            "lessons/espion/09-test.toml:12:11: the quiz asks about E3, but no piece stands there (when the class plays D2-"
        ) && e.ends_with(", which this step also accepts)"),
        "{e}"
    );
    assert!(!e.contains("D2-E3"), "the scripted move is no branch: {e}");
}

#[test]
fn a_fork_goes_its_own_way() {
    let lesson = parse("lessons/espion/09-test.toml", ANY_AGENT_MOVE).unwrap();
    let runner = Runner::stepwise(lesson, Boards::shared()).unwrap();
    let accepted: Vec<String> = runner
        .accepted_moves()
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    let mut sorted = accepted.clone();
    sorted.sort();
    assert_eq!(sorted, ["D2-E1", "D2-E2", "D2-E3", "D2-F2", "D2-F4"]);
    let sq = |s: &str| s.parse().unwrap();
    let mut fork = runner.fork();
    assert_eq!(fork.try_move(sq("D2"), sq("E3")), MoveResult::Right);
    assert!(fork.next());
    assert_eq!(fork.step_index(), 1);
    let Some(Ok(Truth::Squares(targets))) = fork.quiz_truth() else {
        panic!("{:?}", fork.quiz_truth());
    };
    assert!(!targets.is_empty());
    // The runner it came from has not moved.
    assert_eq!(runner.step_index(), 0);
    assert_eq!(runner.expecting(), Expecting::Move);
    assert!(runner.world().board().unwrap().piece_at(sq("D2")).is_some());
}

#[test]
fn a_solution_that_goes_on_past_its_goal_is_refused_at_the_extra_move() {
    // E1-E4 then E4-E8 wins against the first legal move (tests/data/broken-lessons/19-…).
    let text = r#"game = "espion"
title = "espion-l09-title"
position = "3c4/8/8/8/8/8/8/S2CS3 w 0"
[[step]]
kind = "play"
goal = "win"
par = 3
solution = ["E1-E4", "E4-E8", "A1-B2"]
"#;
    assert_eq!(
        errors(text),
        [
            "lessons/espion/09-test.toml:8:32: the goal is reached after 2 moves: this move is one too many"
        ]
    );
    let right = text.replace(", \"A1-B2\"]", "]");
    assert_eq!(errors(&right), Vec::<String>::new());
}
