use super::*;
use crate::ai::toy::{Nim, TicTacToe};
use crate::core::game::Winner;

#[test]
fn takes_a_win_in_one() {
    // X to move wins on the top right.
    let game = TicTacToe::parse("XX. OO. ...");
    let result = search(&game, &Limits::nodes(10_000), &mut Rng::new(1));
    assert_eq!(result.best, Some(2));
    assert_eq!(result.score, WIN - 1);
}

#[test]
fn blocks_a_win_in_one() {
    // O to move must block the top right.
    let game = TicTacToe::parse("XX. O.. ...");
    for seed in 0..10 {
        let result = search(&game, &Limits::nodes(10_000), &mut Rng::new(seed));
        assert_eq!(result.best, Some(2), "seed {seed}");
    }
}

#[test]
fn finds_a_forced_win_in_two() {
    // X plays a fork (A3 or B1): two ways to win, O can block only one.
    let game = TicTacToe::parse("XO. .X. ..O");
    let result = search(&game, &Limits::depth(5), &mut Rng::new(3));
    assert!(is_forced(result.score) && result.score > 0, "{result:?}");
    assert!([3, 6].contains(&result.best.unwrap()), "{result:?}");
}

#[test]
fn nim_multiples_of_four_are_lost() {
    for left in 5..=11 {
        if left % 4 == 0 {
            continue;
        }
        let game = Nim {
            left,
            turn: Side::Black,
        };
        let result = search(&game, &Limits::depth(12), &mut Rng::new(left as u64));
        assert_eq!(result.best, Some(left % 4), "pile {left}");
        assert!(result.score > WIN_THRESHOLD);
    }
    let lost = search(
        &Nim {
            left: 8,
            turn: Side::White,
        },
        &Limits::depth(12),
        &mut Rng::new(0),
    );
    assert!(lost.score < -WIN_THRESHOLD);
}

#[test]
fn the_table_does_not_change_the_result() {
    /// Tic-tac-toe without a transposition table.
    #[derive(Clone)]
    struct Plain(TicTacToe);
    impl Game for Plain {
        type Move = usize;
        type EndReason = ();
        fn turn(&self) -> Side {
            self.0.turn()
        }
        fn legal_moves(&self, m: &mut Vec<usize>) {
            self.0.legal_moves(m)
        }
        fn play_unchecked(&mut self, mv: usize) {
            self.0.play_unchecked(mv)
        }
        fn outcome(&self) -> Option<crate::core::game::Outcome<()>> {
            self.0.outcome()
        }
    }
    impl Evaluate for Plain {
        fn evaluate(&self, side: Side) -> i32 {
            self.0.evaluate(side)
        }
    }
    for text in ["X.. ... ...", "X.. .O. ...", "XO. ... ..X", "... .X. ..."] {
        let game = TicTacToe::parse(text);
        let limits = Limits {
            exact_root: true,
            ..Limits::depth(9)
        };
        let with = search(&game, &limits, &mut Rng::new(1));
        let without = search(&Plain(game.clone()), &limits, &mut Rng::new(1));
        let sorted = |r: &SearchResult<usize>| {
            let mut s = r.scores.clone();
            s.sort();
            s
        };
        assert_eq!(sorted(&with), sorted(&without), "{text}");
        assert!(with.nodes < without.nodes, "{text}");
    }
}

#[test]
fn same_seed_same_move_and_the_budget_is_kept() {
    let game = TicTacToe::new();
    let limits = Limits::nodes(500);
    let a = search(&game, &limits, &mut Rng::new(42));
    let b = search(&game, &limits, &mut Rng::new(42));
    assert_eq!(a, b);
    // Depth 1 always completes; deeper iterations stop near the budget.
    assert!(a.nodes < 500 + 200, "{}", a.nodes);
    let pile = Nim {
        left: 9,
        turn: Side::White,
    };
    let choices: std::collections::HashSet<_> = (0..20)
        .map(|s| search(&pile, &Limits::depth(1), &mut Rng::new(s)).best)
        .collect();
    assert!(choices.len() > 1, "equal moves are chosen by the seed");
}

/// A game given as a small tree: White picks a branch, Black a reply, and the reply ends the game.
#[derive(Clone)]
struct Branches {
    /// Per White move, the results of Black's replies (`Winner`s).
    replies: &'static [&'static [Winner]],
    branch: Option<usize>,
    result: Option<Winner>,
}
impl Game for Branches {
    type Move = usize;
    type EndReason = ();
    fn turn(&self) -> Side {
        if self.branch.is_none() {
            Side::White
        } else {
            Side::Black
        }
    }
    fn legal_moves(&self, m: &mut Vec<usize>) {
        m.clear();
        match self.branch {
            _ if self.result.is_some() => {}
            None => m.extend(0..self.replies.len()),
            Some(b) => m.extend(0..self.replies[b].len()),
        }
    }
    fn play_unchecked(&mut self, mv: usize) {
        match self.branch {
            None => self.branch = Some(mv),
            Some(b) => self.result = Some(self.replies[b][mv]),
        }
    }
    fn outcome(&self) -> Option<crate::core::game::Outcome<()>> {
        self.result
            .map(|winner| crate::core::game::Outcome { winner, reason: () })
    }
}
impl Evaluate for Branches {
    fn evaluate(&self, _: Side) -> i32 {
        0
    }
    fn fallible_weight(&self) -> i32 {
        10
    }
}

#[test]
fn against_a_fallible_opponent_the_search_sets_traps_but_never_risks_the_result() {
    const W: Winner = Winner::Side(Side::White);
    const B: Winner = Winner::Side(Side::Black);
    const D: Winner = Winner::Draw;
    let game = Branches {
        replies: &[
            // A trap: Black must find its only drawing reply.
            &[W, W, D, W, W],
            // Quiet: a draw whatever Black does.
            &[D, D, D],
            // A gamble: Black wins with its one good reply, and loses with all the others.
            &[W, W, W, B, W, W, W, W],
        ],
        branch: None,
        result: None,
    };
    let plain = Limits::depth(4);
    let fallible = Limits {
        fallible: true,
        ..plain
    };
    let mut plain_choices = std::collections::HashSet::new();
    for seed in 0..16 {
        let trap = search(&game, &fallible, &mut Rng::new(seed));
        assert_eq!(trap.best, Some(0), "seed {seed}: {trap:?}");
        assert_eq!(
            trap.score, 0,
            "the score stays the one against the best reply"
        );
        let best = search(&game, &plain, &mut Rng::new(seed)).best.unwrap();
        assert_ne!(best, 2, "the gamble loses against the best reply");
        plain_choices.insert(best);
    }
    // Without it, the trap and the quiet draw are alike: the seed chooses.
    assert_eq!(plain_choices.len(), 2, "{plain_choices:?}");
}

#[test]
fn one_ply_scores_see_the_immediate_win() {
    let game = TicTacToe::parse("XX. OO. ...");
    let scores = one_ply_scores(&game, 1, &mut Rng::new(5));
    assert_eq!(scores[0], (2, WIN));
    assert_eq!(scores.len(), 5);
}
