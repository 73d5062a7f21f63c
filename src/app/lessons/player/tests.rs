//! The lesson screen's tests, driven like the window drives it (clicks, keys, frames with their time
//! step), without a window: the clock is the `dt` each frame is given.

use super::*;
use crate::app::store::Store;
use crate::core::GameId;

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// The screen of `game`'s lesson `id`, at step `n` (from 1). The context writes nothing (no data
/// folder) and animates as the window does.
fn screen_at(ctx: &Ctx, game: GameId, id: &str, n: usize) -> LessonScreen {
    let entry = super::super::entries(game)
        .into_iter()
        .find(|e| e.id() == id)
        .unwrap_or_else(|| panic!("{id} is shipped"));
    let mut s = LessonScreen::new(ctx, entry);
    s.go_to_step(n).expect("the script reaches the step");
    s
}

/// Frames of `dt` seconds for `seconds` in all, as the window would send them.
fn frames(s: &mut LessonScreen, ctx: &mut Ctx, seconds: f32, dt: f32) {
    let mut t = 0.0;
    while t + dt <= seconds + 1e-4 {
        s.update(ctx, dt);
        t += dt;
    }
}

#[test]
fn a_double_click_after_a_right_move_does_not_pass_over_the_next_step() {
    let mut ctx = Ctx::new(Store::none(), false);
    // espion-l02, step 6: "take the agent" (D3xD6); step 7 shows the chief and waits for "Next".
    let mut s = screen_at(&ctx, GameId::Espion, "espion-l02", 6);
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Move);
    s.board_click(&mut ctx, sq("D3"));
    s.board_click(&mut ctx, sq("D6"));
    assert_eq!(
        s.step_number(),
        Some(6),
        "the right move stays on screen with its praise"
    );
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Next);
    // The child's click goes on: the first one stops the sliding piece, the second one (and a key)
    // would pass over the move's result.
    s.activate(&mut ctx, W_NEXT);
    s.activate(&mut ctx, W_NEXT);
    assert!(s.key(&mut ctx, KeyCode::Space).is_some());
    assert_eq!(
        s.step_number(),
        Some(6),
        "a double click passed over the move"
    );
    // A second later (frames of 1/60 s), still too soon.
    frames(&mut s, &mut ctx, 1.0, 1.0 / 60.0);
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(6));
    // Once the guard's time has gone by, "Next" goes on at the first click.
    frames(&mut s, &mut ctx, SETTLE - 1.0 + 0.05, 1.0 / 60.0);
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(7));
}

#[test]
fn the_guard_waits_for_the_moves_to_be_shown_and_never_slows_a_plain_next() {
    let mut ctx = Ctx::new(Store::none(), false);
    let mut s = screen_at(&ctx, GameId::Espion, "espion-l02", 6);
    s.board_click(&mut ctx, sq("D3"));
    s.board_click(&mut ctx, sq("D6"));
    assert!(s.busy(), "the capture is being shown");
    // A slow machine: one long frame ends the animation, the guard starts only then.
    s.update(&mut ctx, 5.0);
    assert!(!s.busy());
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(
        s.step_number(),
        Some(6),
        "the guard must start once the move is shown"
    );
    frames(&mut s, &mut ctx, SETTLE + 0.05, 0.1);
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(7));
    // Steps reached by the child's own "Next" go on at once: 3 (a new position) then 4 (words).
    let mut s = screen_at(&ctx, GameId::Espion, "espion-l02", 3);
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(4));
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(5), "a plain Next was held back");
}

#[test]
fn a_bataille_lesson_keeps_the_cards_of_its_last_round_until_the_next_flip() {
    let mut ctx = Ctx::new(Store::none(), false);
    // bataille-l02, step 7: the class flips for a battle (three cards face down, then one face up).
    let mut s = screen_at(&ctx, GameId::Bataille, "bataille-l02", 7);
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Flip);
    assert!(s.decided.is_none());
    s.activate(&mut ctx, W_ACT);
    frames(&mut s, &mut ctx, 10.0, 0.1);
    assert!(!s.busy(), "the cards have moved");
    let World::Cards(game) = s.runner.as_ref().unwrap().world() else {
        panic!("a table");
    };
    assert!(game.table().is_empty(), "the round is collected");
    let d = s.decided.clone().expect("its cards are kept in view");
    assert!(d.cards.iter().any(|c| !c.face_up), "the hidden ones too");
    assert!(d.cards.len() >= 10);
    // Going back forgets them.
    s.go_to_step(6).unwrap();
    assert!(s.decided.is_none());
}

#[test]
fn the_first_tap_on_the_board_during_a_step_change_is_the_answer() {
    let mut ctx = Ctx::new(Store::none(), false);
    // espion-l01, step 4: "go to F4" (D2-F4), then "Next"; the computer answers (step 5), then step
    // 6 asks where the agent on F4 can go. The answer is still being shown when the child taps F6.
    let at_reply = |ctx: &mut Ctx| {
        let mut s = screen_at(ctx, GameId::Espion, "espion-l01", 4);
        s.board_click(ctx, sq("D2"));
        s.board_click(ctx, sq("F4"));
        assert_eq!(s.step_number(), Some(4), "the move waits for Next");
        frames(&mut s, ctx, SETTLE + 1.0, 1.0 / 60.0);
        s.activate(ctx, W_NEXT);
        s
    };
    let mut s = at_reply(&mut ctx);
    assert_eq!(s.step_number(), Some(6));
    frames(&mut s, &mut ctx, 0.2, 1.0 / 60.0);
    assert!(s.busy(), "the moves are still being shown 200 ms later");
    s.board_down(&mut ctx, Some(sq("F6")), Vec2::ZERO);
    assert!(!s.busy(), "the tap ends the animation");
    let r = s.runner.as_ref().unwrap();
    assert_eq!(
        r.expecting(),
        Expecting::Squares {
            found: vec![sq("F6")],
            left: 5
        },
        "the tap on F6 was lost"
    );
    // A wrong square tapped during an animation is a wrong answer too.
    let mut s = at_reply(&mut ctx);
    s.board_down(&mut ctx, Some(sq("A1")), Vec2::ZERO);
    assert!(s.runner.as_ref().unwrap().mistakes() > 0);
    // Beside the squares, a tap only ends the animation.
    let mut s = at_reply(&mut ctx);
    assert!(s.busy());
    s.board_down(&mut ctx, None, Vec2::ZERO);
    assert!(!s.busy());
    assert_eq!(s.step_number(), Some(6));
    assert_eq!(s.runner.as_ref().unwrap().mistakes(), 0);
}

#[test]
fn a_tap_during_an_animation_never_passes_over_a_step_that_waits_for_next() {
    let mut ctx = Ctx::new(Store::none(), false);
    // espion-l02, step 6: after the capture D3xD6 the step waits for "Next" with its result.
    let mut s = screen_at(&ctx, GameId::Espion, "espion-l02", 6);
    s.board_click(&mut ctx, sq("D3"));
    s.board_click(&mut ctx, sq("D6"));
    assert!(s.busy());
    s.board_down(&mut ctx, Some(sq("D6")), Vec2::ZERO);
    s.board_down(&mut ctx, None, Vec2::ZERO);
    assert_eq!(s.step_number(), Some(6));
}

/// The feedback the panel shows now (the rules' reason and the lesson's advice), if any.
fn shown_feedback(s: &LessonScreen, ctx: &Ctx) -> Option<(String, i8)> {
    let run = s.runner.as_ref().expect("a runner");
    s.feedback_now(ctx, run)
}

#[test]
fn the_praise_of_a_right_move_never_stays_over_a_new_position() {
    let mut ctx = Ctx::new(Store::none(), false);
    // schada-l02, step 3: "put your sub-officer out of danger"; step 4 sets up a new position.
    let mut s = screen_at(&ctx, GameId::Schada, "schada-l02", 3);
    s.board_click(&mut ctx, sq("C4"));
    s.board_click(&mut ctx, sq("D5"));
    assert_eq!(s.step_number(), Some(3), "the right move waits for Next");
    let praise = shown_feedback(&s, &ctx);
    assert_eq!(
        praise.map(|f| f.1),
        Some(1),
        "the move is praised as it slides"
    );
    // The move and its praise stay on screen until "Next".
    frames(&mut s, &mut ctx, SETTLE + 0.6, 1.0 / 60.0);
    assert!(!s.busy());
    assert_eq!(shown_feedback(&s, &ctx).map(|f| f.1), Some(1));
    // Then the next step's position is on screen: no more praise.
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(4));
    assert_eq!(shown_feedback(&s, &ctx), None);
}

#[test]
fn the_praise_goes_once_the_next_step_has_settled() {
    let mut ctx = Ctx::new(Store::none(), false);
    // schada-l01, step 4: "follow the bent line to F5"; the computer answers, then a quiz on F5.
    let mut s = screen_at(&ctx, GameId::Schada, "schada-l01", 4);
    s.board_click(&mut ctx, sq("D3"));
    s.board_click(&mut ctx, sq("F5"));
    assert_eq!(s.step_number(), Some(4));
    // The praise shows with the move until "Next"; then the computer answers and the quiz comes.
    frames(&mut s, &mut ctx, SETTLE + 1.3, 1.0 / 60.0);
    assert_eq!(shown_feedback(&s, &ctx).map(|f| f.1), Some(1));
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(6));
    frames(&mut s, &mut ctx, SETTLE + 1.3, 1.0 / 60.0);
    assert_eq!(
        shown_feedback(&s, &ctx),
        None,
        "the praise stayed on the quiz"
    );
    // Reaching the quiz by the script (a teacher's jump) shows no old praise either.
    let s = screen_at(&ctx, GameId::Schada, "schada-l01", 6);
    assert_eq!(shown_feedback(&s, &ctx), None);
}

/// In the sorting quizzes of Schada's whole-game lesson, a wrong tap is told why for that square and
/// gets advice, never the list of answers.
#[test]
fn a_wrong_pick_in_a_sorting_quiz_is_helped_without_the_answers() {
    let mut ctx = Ctx::new(Store::none(), false);
    let quizzes: [(usize, &str, &[&str]); 3] = [
        (2, "B1", &["A1", "C1", "E1", "G1"]),
        (3, "A1", &["B1", "D1", "F1", "H1"]),
        (4, "A1", &["A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2"]),
    ];
    for (step, wrong, answers) in quizzes {
        let mut s = screen_at(&ctx, GameId::Schada, "schada-l06", step);
        s.board_click(&mut ctx, sq(wrong));
        let (text, tone) = shown_feedback(&s, &ctx).expect("a wrong tap is answered");
        assert_eq!(tone, -1, "{text}");
        assert!(
            text.contains(wrong),
            "step {step}: no reason for {wrong}: {text}"
        );
        let named: Vec<&&str> = answers.iter().filter(|a| text.contains(**a)).collect();
        assert!(
            named.is_empty(),
            "step {step} gives answers {named:?}: {text}"
        );
    }
}

#[test]
fn a_tap_right_after_the_last_answer_keeps_the_stars_in_view() {
    let mut ctx = Ctx::new(Store::none(), false);
    // schada-l03, step 12 (the last): "put your officer out of danger" (E7-E8) ends the lesson.
    let mut s = screen_at(&ctx, GameId::Schada, "schada-l03", 12);
    s.board_click(&mut ctx, sq("E7"));
    s.board_click(&mut ctx, sq("E8"));
    let finished = |s: &LessonScreen| s.runner.as_ref().unwrap().is_finished();
    assert!(
        !finished(&s),
        "the last right move waits for Next with its praise"
    );
    frames(&mut s, &mut ctx, SETTLE + 1.0, 1.0 / 60.0);
    s.activate(&mut ctx, W_NEXT);
    assert!(finished(&s), "Next after the last move ends the lesson");
    // The child taps "Next" again at once: the end with its stars stays.
    s.activate(&mut ctx, W_NEXT);
    s.activate(&mut ctx, W_NEXT);
    assert!(s.key(&mut ctx, KeyCode::Right).is_some());
    assert!(
        finished(&s),
        "a tap meant for the move restarted the lesson"
    );
    // Once the moment has gone by, "Start again [→]" does what it says.
    frames(&mut s, &mut ctx, SETTLE + 0.1, 1.0 / 60.0);
    s.activate(&mut ctx, W_NEXT);
    assert!(!finished(&s));
    assert_eq!(s.step_number(), Some(1));
}

/// The stars of a finished lesson that cannot be saved: the child reads it under the end's feedback
/// at once (the teacher's notice waits on the home screen).
#[test]
fn stars_that_cannot_be_saved_are_said_at_the_end() {
    let (store, dir) = Store::temp("stars-not-kept");
    let mut profiles = Profiles::default();
    profiles.add("Léa").unwrap();
    profiles.current = Some("Léa".into());
    profiles.save(&store).unwrap();
    // A folder stands where the save's temporary file goes: the next save fails.
    let tmp = format!("{}.{}.tmp", Profiles::FILE, std::process::id());
    std::fs::create_dir_all(dir.join(tmp).join("in-the-way")).unwrap();
    let mut ctx = Ctx::new(store, false);
    let mut s = screen_at(&ctx, GameId::Schada, "schada-l03", 12);
    s.board_click(&mut ctx, sq("E7"));
    s.board_click(&mut ctx, sq("E8"));
    frames(&mut s, &mut ctx, SETTLE + 1.0, 1.0 / 60.0);
    s.activate(&mut ctx, W_NEXT);
    frames(&mut s, &mut ctx, 0.1, 1.0 / 60.0);
    assert!(s.runner.as_ref().unwrap().is_finished());
    let (text, _) = shown_feedback(&s, &ctx).expect("the end says something");
    assert!(
        text.contains("Tes étoiles n’ont pas pu être gardées : c’est un dossier, pas un fichier."),
        "{text}"
    );
    assert_eq!(ctx.notices.len(), 1, "{:?}", ctx.notices);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_finished_quiz_keeps_the_ticks_of_its_squares() {
    let mut ctx = Ctx::new(Store::none(), false);
    // schada-l02, step 5: the officer on G2 reaches E4 and G1.
    let mut s = screen_at(&ctx, GameId::Schada, "schada-l02", 5);
    s.board_click(&mut ctx, sq("E4"));
    s.board_click(&mut ctx, sq("G1"));
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Next);
    assert_eq!(s.quiz_ticks, Some((4, vec![sq("E4"), sq("G1")])));
    // The ticks belong to that step only.
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(6));
    assert!(s.quiz_ticks.as_ref().is_some_and(|(step, _)| *step != 5));
}

#[test]
fn the_number_thrown_stays_on_the_die_and_is_said_until_the_next_throw() {
    let mut ctx = Ctx::new(Store::none(), false);
    // chars-l01: step 3 asks where a 6 lands, step 4 throws it.
    let mut s = screen_at(&ctx, GameId::Chars, "chars-l01", 4);
    let r = s.runner.as_ref().unwrap();
    assert_eq!(r.expecting(), Expecting::Throw);
    assert_eq!(s.die_at_rest(r), None, "\"?\" while the throw is asked");
    s.activate(&mut ctx, W_ACT);
    frames(&mut s, &mut ctx, 3.0, 1.0 / 60.0);
    assert!(!s.busy());
    let r = s.runner.as_ref().unwrap();
    assert_eq!(s.die_at_rest(r), Some(6), "the number thrown stays in view");
    let said = panel::feedback(&ctx, r, true).expect("the throw is said").0;
    assert!(said.contains('6') && said.contains("11"), "{said}");
    // The next step, a quiz about a throw of 3, shows that 3; the throw after it shows "?" again.
    s.activate(&mut ctx, W_NEXT);
    let r = s.runner.as_ref().unwrap();
    assert_eq!(s.die_at_rest(r), Some(3));
}

#[test]
fn a_lesson_game_says_who_won_to_the_child() {
    use crate::core::game::Side;
    let ctx = Ctx::new(Store::none(), false);
    let end = crate::i18n::Message::new("app-end-espion-chief_captured").with("winner", "white");
    let said = ctx
        .texts
        .format(&panel::said_in_lesson(end.clone(), Side::White));
    assert!(said.contains("gagnes") || said.contains("win!"), "{said}");
    assert!(!said.contains("Blancs gagnent"), "{said}");
    let lost = ctx.texts.format(&panel::said_in_lesson(end, Side::Black));
    assert!(
        lost.contains("ordinateur") || lost.contains("computer"),
        "{lost}"
    );
    let scored = crate::i18n::Message::new("app-end-tank-battle")
        .with("reason", "two_passes")
        .with("winner", "black")
        .with("white", 2u32)
        .with("black", 5u32);
    let said = ctx
        .texts
        .format(&panel::said_in_lesson(scored, Side::White));
    assert!(
        said.contains('5') && !said.contains("Noirs gagnent"),
        "{said}"
    );
}

#[test]
fn starting_again_or_going_back_leaves_no_card_of_the_old_round() {
    let mut ctx = Ctx::new(Store::none(), false);
    let count = screen_at(&ctx, GameId::Bataille, "bataille-l01", 1).step_count();
    // The last step flips; its round's cards stay in view on the closing screen.
    let flipped = |ctx: &mut Ctx| {
        let mut s = screen_at(ctx, GameId::Bataille, "bataille-l01", count);
        assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Flip);
        s.activate(ctx, W_ACT);
        frames(&mut s, ctx, 10.0, 0.1);
        assert!(s.decided.is_some());
        s
    };
    // "Start again" by →, by PageDown, and by its button.
    for i in 0..3 {
        let mut s = flipped(&mut ctx);
        s.activate(&mut ctx, W_NEXT);
        assert!(s.runner.as_ref().unwrap().is_finished());
        assert!(
            s.decided.is_some(),
            "the last round stays on the closing screen"
        );
        // The closing screen's stars stay a moment before a tap may start again.
        frames(&mut s, &mut ctx, 2.0, 0.1);
        match i {
            0 => _ = s.key(&mut ctx, KeyCode::Right),
            1 => _ = s.key(&mut ctx, KeyCode::PageDown),
            _ => _ = s.activate(&mut ctx, W_NEXT),
        }
        assert_eq!(s.step_number(), Some(1), "way {i}");
        assert!(s.decided.is_none(), "way {i}: the old round's cards stay");
    }
    // "Previous step" from the flipped step, and from the closing screen.
    let mut s = flipped(&mut ctx);
    s.key(&mut ctx, KeyCode::Left);
    assert!(s.step_number() < Some(count));
    assert!(s.decided.is_none(), "going back kept the round's cards");
    let mut s = flipped(&mut ctx);
    s.activate(&mut ctx, W_NEXT);
    s.activate(&mut ctx, W_PREVIOUS);
    assert_eq!(s.step_number(), Some(count));
    assert!(s.decided.is_none());
}

/// After the questions on the next round (a battle of two 8s), the flip that plays it shows no card
/// of the round played before (another 8, framed as won), which would be taken for the ones asked about.
#[test]
fn the_flip_after_a_question_shows_no_older_round() {
    let mut ctx = Ctx::new(Store::none(), false);
    // bataille-l05, step 5: five rounds at once; steps 6 and 7 ask about the next round; 8 flips it.
    let mut s = screen_at(&ctx, GameId::Bataille, "bataille-l05", 5);
    s.activate(&mut ctx, W_ACT);
    frames(&mut s, &mut ctx, 20.0, 0.1);
    assert!(
        s.decided.is_some(),
        "the last of the five rounds stays in view"
    );
    for step in [6, 7] {
        s.next(&mut ctx);
        frames(&mut s, &mut ctx, 2.0, 0.1);
        assert_eq!(s.step_number(), Some(step));
        for i in 0..3 {
            if s.runner.as_ref().unwrap().expecting() == Expecting::Next {
                break;
            }
            s.activate(&mut ctx, W_CHOICE + i);
        }
        assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Next);
    }
    frames(&mut s, &mut ctx, SETTLE + 0.5, 0.1);
    s.next(&mut ctx);
    assert_eq!(s.step_number(), Some(8));
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Flip);
    assert!(
        s.decided.is_none(),
        "an older round's cards are on the table"
    );
}

#[test]
fn the_two_cards_of_a_question_stay_on_the_table_once_answered() {
    let mut ctx = Ctx::new(Store::none(), false);
    // bataille-l01, step 3: "who takes the cards?" with the two cards face up.
    let mut s = screen_at(&ctx, GameId::Bataille, "bataille-l01", 3);
    let (south, emma) = s.runner.as_ref().unwrap().revealed_cards().expect("shown");
    let answered = |s: &LessonScreen| {
        let r = s.runner.as_ref().unwrap();
        let World::Cards(game) = r.world() else {
            panic!("a table");
        };
        super::world::answered_round(r, game)
    };
    assert!(answered(&s).is_none(), "not answered yet");
    // Wrong answers first, then the right one: the step waits for "Next".
    for i in 0..3 {
        if s.runner.as_ref().unwrap().expecting() == Expecting::Next {
            break;
        }
        s.activate(&mut ctx, W_CHOICE + i);
    }
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Next);
    let Some(Ok(round)) = answered(&s) else {
        panic!("the cards went away after the right answer");
    };
    let cards: Vec<_> = round.cards.iter().map(|c| (c.card, c.face_up)).collect();
    assert_eq!(cards, vec![(south, true), (emma, true)]);
    let stronger = if south.rank() > emma.rank() {
        crate::core::bataille::SOUTH
    } else {
        crate::core::bataille::EMMA
    };
    assert_eq!(round.winner, stronger, "the stronger card is framed");
    // Gone once the child goes on.
    s.activate(&mut ctx, W_NEXT);
    assert_eq!(s.step_number(), Some(4));
    assert!(answered(&s).is_none());
}

#[test]
fn the_round_result_waits_until_the_cards_are_shown() {
    let mut ctx = Ctx::new(Store::none(), false);
    // bataille-l01, step 5: the class flips; the round is won.
    let mut s = screen_at(&ctx, GameId::Bataille, "bataille-l01", 5);
    assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Flip);
    s.activate(&mut ctx, W_ACT);
    assert!(s.busy());
    let mut seen = false;
    for _ in 0..200 {
        if let Some((text, _)) = shown_feedback(&s, &ctx) {
            assert!(!s.busy(), "{text} is shown while the cards still move");
            seen = true;
        }
        s.update(&mut ctx, 1.0 / 60.0);
    }
    assert!(seen, "the result is said once the cards are shown");
}

#[test]
fn show_me_on_a_guess_ticks_the_answer_says_it_and_earns_no_star() {
    let mut ctx = Ctx::new(Store::none(), false);
    // bataille-l06, step 2: how long is a game? Then the computer plays its games.
    let mut s = screen_at(&ctx, GameId::Bataille, "bataille-l06", 2);
    assert!(matches!(
        s.runner.as_ref().unwrap().expecting(),
        Expecting::Choice(_)
    ));
    s.activate(&mut ctx, W_SHOW);
    let r = s.runner.as_ref().unwrap();
    let i = r.help().and_then(|h| h.choice).expect("a choice is ticked");
    let StepKind::Guess { choices } = &r.current().unwrap().kind else {
        panic!("a guess");
    };
    let (min, max) = (choices[i].min, choices[i].max);
    let (text, _) = shown_feedback(&s, &ctx).expect("it says the answer");
    assert!(
        text.contains(&min.to_string()) && text.contains(&max.to_string()),
        "{text}"
    );
    s.activate(&mut ctx, W_CHOICE + i as u32);
    s.activate(&mut ctx, W_NEXT);
    let sim = s.runner.as_ref().unwrap().simulation().expect("the games");
    assert_eq!(
        sim.guess,
        Some((i, true)),
        "the ticked answer is the games' one"
    );
    while !s.runner.as_ref().unwrap().is_finished() {
        s.activate(&mut ctx, W_NEXT);
    }
    assert_eq!(
        s.runner.as_ref().unwrap().stars(),
        Some(0),
        "help earned a star"
    );
}

#[test]
fn a_flip_that_ends_the_game_says_why_it_ended() {
    let mut ctx = Ctx::new(Store::none(), false);
    // The last flip of lessons 3 (Emma short at a battle), 4 (both short) and 5 (all 52 cards).
    for (id, n, said) in [
        ("bataille-l03", 9, "Emma n’a plus qu’une carte"),
        ("bataille-l04", 6, "personne n’a les 4 cartes"),
        ("bataille-l05", 22, "Tu as gagné les 52 cartes."),
    ] {
        let mut s = screen_at(&ctx, GameId::Bataille, id, n);
        assert_eq!(s.runner.as_ref().unwrap().expecting(), Expecting::Flip);
        assert_eq!(shown_feedback(&s, &ctx), None, "{id}: nothing said before");
        s.activate(&mut ctx, W_ACT);
        frames(&mut s, &mut ctx, 30.0, 0.1);
        let World::Cards(game) = s.runner.as_ref().unwrap().world() else {
            panic!("a table");
        };
        assert!(
            crate::core::game::Game::is_over(game),
            "{id}: the game is over"
        );
        let (text, tone) = shown_feedback(&s, &ctx).expect("the end is said");
        assert!(text.contains(said), "{id}: {text}");
        assert_eq!(tone, 0, "{id}");
    }
}

/// A teacher who writes the next steps while the class works leaves the step on screen as it is: the
/// lines up to it are the same. An edit of that step, or of one before it, is not.
#[test]
fn an_edit_after_the_step_on_screen_leaves_it_as_it_is() {
    let path = "lessons/espion/02-reach.toml";
    let text = crate::data::shipped(path).expect("shipped");
    let read = |t: &str| crate::lesson::load::parse(path, t).expect("the lesson reads");
    let old = read(text);
    assert!(old.steps.len() > 3);
    let later = read(&text.replacen(
        &text[old.steps[3].span.start..],
        &text[old.steps[3].span.start..].replacen("\n", "\n\n", 1),
        1,
    ));
    assert_eq!(said_up_to(&old, 2), said_up_to(&later, 2));
    // A note after a value, in the head or in the step on screen, says nothing new either (a `#`
    // inside a quoted text is no note).
    let noted = text
        .replacen("\ngame = \"espion\"", "\ngame = \"espion\"   # le jeu", 1)
        .replacen(
            "kind = \"setup\"",
            "kind = \"setup\" # une nouvelle position",
            1,
        );
    assert_ne!(noted, text);
    assert_eq!(said_up_to(&old, 2), said_up_to(&read(&noted), 2));
    assert_eq!(
        before_note(r#"text = "a # b" # note"#),
        r#"text = "a # b" "#
    );
    assert_eq!(
        before_note(r#"text = 'a" # b' # note"#),
        r#"text = 'a" # b' "#
    );
    assert_eq!(before_note(r#"text = "a \" # b""#), r#"text = "a \" # b""#);
    // A step added at the end keeps every step.
    let added = format!("{text}\n[[step]]\nkind = \"say\"\ntext = \"espion-l02-title\"\n");
    let last = old.steps.len() - 1;
    assert_eq!(said_up_to(&old, last), said_up_to(&read(&added), last));
    // A change of the step on screen, or of a step before it.
    let changed = |i: usize| {
        let at = old.steps[i].span.start;
        let line = text[..at].rfind('\n').map_or(0, |n| n + 1);
        // Its kind written otherwise: `kind = "quiz"` turned into `kind = 'quiz'`.
        let end = at + text[at..].find('\n').unwrap();
        let kind = text[line..end].replace('"', "'");
        format!("{}{kind}{}", &text[..line], &text[end..])
    };
    for i in [1, 2] {
        let edited = changed(i);
        assert_ne!(
            said_up_to(&old, 2),
            said_up_to(&read(&edited), 2),
            "step {i}"
        );
    }
    assert_eq!(said_up_to(&old, 99), None);
}
