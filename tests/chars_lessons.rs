//! Bataille de chars lessons, played through the lesson runner as a child would: what a wrong tap is
//! told (a card, a minefield square, a tank of the wrong side, the race's arrows), the cards the class
//! sees while it lays them, and whose tank did what.

use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::core::game::Side;
use ludoclasse::core::geometry::Square;
use ludoclasse::i18n::{Lang, Texts};
use ludoclasse::lesson::check::shipped_lessons;
use ludoclasse::lesson::runner::{Feedback, FirstMove, MoveResult, Runner};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Shipped chars lesson `number`, played by its script up to its step `id` (the step's text id).
fn at_step(number: usize, text: &str) -> Runner {
    let lesson = shipped_lessons(GameId::Chars).remove(number - 1);
    let mut r = Runner::new(lesson, Boards::shared(), Box::new(FirstMove)).unwrap();
    while r.text().map(|m| m.id) != Some(text.to_string()) {
        assert!(r.play_scripted(), "no step {text} in lesson {number}");
    }
    r
}

fn wrong_id(r: &Runner) -> String {
    match r.feedback() {
        Feedback::Wrong(m) => m.id.clone(),
        other => panic!("not a wrong answer: {other:?}"),
    }
}

fn said(r: &Runner) -> String {
    let fr = Texts::shipped(Lang::Fr);
    match r.feedback() {
        Feedback::Wrong(m) | Feedback::Right(m) | Feedback::Info(m) => fr.format(m),
        other => panic!("nothing said: {other:?}"),
    }
}

#[test]
fn the_tanks_quiz_says_what_lies_on_a_square_that_is_not_a_tank() {
    let mut r = at_step(6, "chars-l06-your-tanks");
    // The kit's start: the opponent's cards on ranks 2 and 3, the class's on ranks 8 and 9.
    assert!(!r.click_square(sq("A2")));
    assert_eq!(wrong_id(&r), "chars-why-enemy-card");
    assert!(said(&r).contains("A2"), "{}", said(&r));
    assert!(!said(&r).contains("pièce"), "{}", said(&r));
    assert!(!r.click_square(sq("C9")));
    assert_eq!(wrong_id(&r), "chars-why-own-card");
    assert!(!r.click_square(sq("D5")));
    assert_eq!(wrong_id(&r), "chars-why-no-tank");
    assert!(!r.click_square(sq("A10")));
    assert_eq!(wrong_id(&r), "chars-why-tank-theirs");
    // Once the class's cards are off, an empty minefield square is named as such.
    let r = at_step(6, "chars-l06-lay");
    let board = r.world().board().unwrap().clone();
    let fr = Texts::shipped(Lang::Fr);
    let why = ludoclasse::lesson::world::why_no_tank(&board, sq("A9"), Side::White).unwrap();
    assert_eq!(why.id, "chars-why-minefield");
    assert_eq!(
        fr.format(&why),
        "A9 est une case du champ de mines, sans char ni carte."
    );
}

#[test]
fn laid_cards_show_their_faces_to_the_class_while_it_lays_them_only() {
    let mut r = at_step(6, "chars-l06-lay");
    // The first 8 cards laid are explosions, the 9th a blank: the class sees both faces.
    for s in ["A9", "B9", "C9", "D9", "E9", "F9", "G9", "H9", "A8"] {
        assert!(r.click_square(sq(s)));
    }
    let board = r.world().board().unwrap().clone();
    let mine = board.view_for(Side::White).letters();
    assert!(mine.contains(&(sq("A9"), 'M')), "{mine:?}");
    assert!(mine.contains(&(sq("A8"), 'B')), "{mine:?}");
    // Never to the other side.
    let theirs = board.view_for(Side::Black).letters();
    assert!(theirs.contains(&(sq("A9"), 'U')), "{theirs:?}");
    assert!(theirs.contains(&(sq("A8"), 'U')), "{theirs:?}");
    // Once all 16 are laid, they lie face down, as on the table.
    for s in ["B8", "C8", "D8", "E8", "F8", "G8", "H8"] {
        assert!(r.click_square(sq(s)));
    }
    let board = r.world().board().unwrap().clone();
    let mine = board.view_for(Side::White).letters();
    assert!(mine.contains(&(sq("A9"), 'U')), "{mine:?}");
    assert!(
        board.letters().contains(&(sq("A9"), 'M')),
        "{:?}",
        board.letters()
    );
}

#[test]
fn the_memory_quiz_names_a_blank_card_and_a_square_off_the_minefield() {
    let mut r = at_step(3, "chars-l03-remember");
    assert!(!r.click_square(sq("C8")));
    assert_eq!(wrong_id(&r), "chars-why-mine-blank");
    assert!(!r.click_square(sq("D5")));
    assert_eq!(wrong_id(&r), "chars-why-mine-off-field");
}

#[test]
fn a_move_onto_ones_own_explosion_is_said_so() {
    let mut r = at_step(3, "chars-l03-avoid");
    assert_eq!(r.try_move(sq("C8"), sq("C9")), MoveResult::Wrong);
    assert_eq!(wrong_id(&r), "chars-why-own-explosion");
    assert_eq!(
        said(&r).replace(['\u{a0}', '\u{202f}'], " "),
        "En C9, c’est ta carte explosion : ton char sauterait avec elle !"
    );
}

#[test]
fn a_scripted_move_says_what_its_card_was() {
    let mut r = at_step(3, "chars-l03-blank");
    assert_eq!(r.try_move(sq("C7"), sq("C8")), MoveResult::Right);
    assert!(
        matches!(r.feedback(), Feedback::Right(m) if m.id == "chars-you-blank"),
        "{:?}",
        r.feedback()
    );
}

#[test]
fn a_move_that_ends_the_battle_says_why() {
    let mut r = at_step(4, "chars-l04-stop");
    assert_eq!(r.try_move(sq("A5"), sq("B5")), MoveResult::Right);
    assert!(
        matches!(r.feedback(), Feedback::Right(m) if m.id == "chars-end-quiet-moves"),
        "{:?}",
        r.feedback()
    );
}

#[test]
fn the_race_quiz_says_why_the_tank_does_not_stop_there() {
    // With a 6 from the start, the tank lands on 6 and the arrow takes it to 11.
    let mut r = at_step(1, "chars-l01-w-arrow");
    assert!(!r.click_track(6));
    assert_eq!(wrong_id(&r), "chars-why-landing-arrow-forward");
    assert!(!r.click_track(7));
    assert_eq!(wrong_id(&r), "chars-why-landing-count-start");
    assert_eq!(
        said(&r),
        "Avec un 6, le char avance de 6 cases à partir du départ."
    );
    assert!(r.click_track(11));
    // Square 9 is red: it pushes the other tank on to 10.
    let mut r = at_step(1, "chars-l01-b-red");
    assert!(!r.click_track(9));
    assert_eq!(wrong_id(&r), "chars-why-landing-red");
    // Square 12 sends the tank back to 3.
    let mut r = at_step(1, "chars-l01-b-back");
    assert!(!r.click_track(12));
    assert_eq!(wrong_id(&r), "chars-why-landing-arrow-back");
}

#[test]
fn an_attackers_quiz_names_ones_own_tank() {
    let mut r = at_step(5, "chars-l05-danger");
    assert!(!r.click_square(sq("F9")));
    assert_eq!(wrong_id(&r), "chars-why-attacker-yours");
}

#[test]
fn an_enemy_tank_that_arrives_is_not_taken() {
    use ludoclasse::lesson::model::Goal;
    use ludoclasse::lesson::world::goal_met;
    let r = at_step(2, "chars-l02-hunt-go");
    let any = r.world().board().unwrap().clone();
    // A black tank one step from White's start line, a white tank beside it.
    let start = any.read("8/8/8/8/8/8/8/8/1t6/2T5 b 0 0 0").unwrap();
    let mut arrived = start.clone();
    assert!(arrived.play(sq("B2"), sq("B1")));
    assert_eq!(arrived.score(Side::Black), Some(1));
    assert!(!goal_met(Goal::Capture(1), &start, &arrived, Side::White));
    // Taken, it counts.
    let start = any.read("8/8/8/8/8/8/8/8/2t5/2T5 w 0 0 0").unwrap();
    let mut taken = start.clone();
    assert!(taken.play(sq("C1"), sq("C2")));
    assert!(goal_met(Goal::Capture(1), &start, &taken, Side::White));
}

#[test]
fn a_tank_barred_by_its_own_side_or_too_far_is_said_with_tanks() {
    let mut r = at_step(2, "chars-l02-where-b2");
    assert!(!r.click_square(sq("C2")));
    assert_eq!(wrong_id(&r), "chars-why-own-tank");
    assert!(!said(&r).contains("pièce"), "{}", said(&r));
    let mut r = at_step(3, "chars-l03-blank");
    assert_eq!(r.try_move(sq("C7"), sq("C9")), MoveResult::Illegal);
    assert_eq!(wrong_id(&r), "chars-why-too-far");
}
