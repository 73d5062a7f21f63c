//! The board-game screen's tests: moves, saves, hand-over and hidden cards.

use super::*;
use crate::app::store::Store;
use crate::core::espion::Espion;
use crate::core::game::Game;
use crate::core::{BoardPosition, BoardRules};

#[test]
fn the_computer_answers_and_undo_goes_back_to_the_childs_turn() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let start = Espion::start(board);
    let mut s = PlayScreen::with_computer(start.clone(), Side::White, Level::Debutant);
    // The child selects a piece with moves and plays its first target.
    s.select_first_movable();
    let from = s.selected.expect("a piece is selected");
    let (to, _) = s.moves_from(from)[0];
    assert!(
        s.targets.iter().any(|(t, _)| *t == to),
        "targets are annotated"
    );
    s.choose(&ctx, to);
    assert_eq!(s.game.turn(), Side::Black);
    // The child cannot move for the computer.
    s.choose(&ctx, from);
    assert_eq!(s.history.len(), 1);
    // Two frames: "thinking" is shown, then the computer plays.
    s.update(&mut ctx, 0.016);
    s.update(&mut ctx, 0.016);
    assert_eq!(s.game.turn(), Side::White);
    assert_eq!(s.history.len(), 2);
    s.activate(&mut ctx, W_UNDO);
    assert_eq!(s.game.to_notation(), start.to_notation());
}

#[test]
fn a_hint_has_an_arrow_and_a_reason() {
    let ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.schada.clone().expect("the Schada board loads");
    let mut s = PlayScreen::new(crate::core::schada::Schada::start(board));
    s.show_hint();
    let h = s.hint.as_ref().expect("a hint");
    assert!(h.squares.is_some());
    assert!(ctx.texts.has(&h.reason.id), "{} is a message", h.reason.id);
}

fn temp_ctx(name: &str) -> (Ctx, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("ludoclasse-play-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Not `still`: this context writes its saves like the app does.
    (Ctx::new(Store::at(Some(dir.clone())), false), dir)
}

#[test]
fn a_game_against_the_computer_is_saved_at_every_move_and_resumed() {
    let (mut ctx, dir) = temp_ctx("resume");
    let board = ctx.boards.schada.clone().expect("the Schada board loads");
    let start = crate::core::schada::Schada::start(board);
    let mut s = PlayScreen::with_computer(start.clone(), Side::Black, Level::Debutant).saved();
    assert!(!has_save(&ctx, GameId::Schada, true));
    // The computer (White) moves first; the game is saved after its move.
    s.update(&mut ctx, 0.016);
    s.update(&mut ctx, 0.016);
    assert_eq!(s.game.turn(), Side::Black);
    assert!(has_save(&ctx, GameId::Schada, true));
    assert!(
        !has_save(&ctx, GameId::Schada, false),
        "not a two-player game"
    );
    // After a restart: the same position, the same sides and level, and "new game" still works.
    let back = PlayScreen::<crate::core::schada::Schada>::resume(&mut ctx, true)
        .expect("the saved game comes back");
    assert_eq!(back.game.to_notation(), s.game.to_notation());
    assert_eq!(back.start.to_notation(), start.to_notation());
    assert_eq!(back.mode, s.mode);
    assert!(PlayScreen::<crate::core::schada::Schada>::resume(&mut ctx, false).is_none());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_broken_save_is_set_aside_with_a_notice() {
    let (mut ctx, dir) = temp_ctx("broken");
    let file = "saves/espion.json";
    // Valid JSON, but a position that is not Espion notation.
    ctx.store
        .write(
            file,
            r#"{"version":1,"mode":{"kind":"two-players"},"start":"8/8 w","position":"nonsense"}"#,
        )
        .unwrap();
    assert!(PlayScreen::<Espion>::resume(&mut ctx, false).is_none());
    assert_eq!(ctx.notices.len(), 1, "{:?}", ctx.notices);
    assert!(ctx.notices[0].contains("espion.json"), "{}", ctx.notices[0]);
    assert!(dir.join("saves/espion.json.corrupt").exists());
    assert_eq!(ctx.store.read(file).unwrap(), None);
    // A file that is not even JSON: the same.
    ctx.store.write(file, "{ half a file").unwrap();
    assert!(PlayScreen::<Espion>::resume(&mut ctx, false).is_none());
    assert_eq!(ctx.notices.len(), 2);
    let _ = std::fs::remove_dir_all(dir);
}

/// Where the game opens, a save edited by hand is said at its mistake, in the teacher's words: a
/// French word where the app writes `white` or `black`.
#[test]
fn a_broken_save_says_its_mistake_where_the_game_opens() {
    use crate::i18n::{Lang, Texts};
    let (ctx, dir) = temp_ctx("broken-words");
    let text = "{\n  \"version\": 1,\n  \"mode\": {\n    \"kind\": \"computer\",\n    \"human\": \"blanc\",\n    \"level\": \"debutant\"\n  },\n  \"start\": \"x\",\n  \"position\": \"x\"\n}\n";
    ctx.store.write("saves/espion.json", text).unwrap();
    let message = broken_save_message(&ctx, GameId::Espion).expect("the save is broken");
    let fr = Texts::load(Lang::Fr)
        .expect("the texts load")
        .format(&message);
    assert!(fr.contains("ligne 5, colonne 14"), "{fr}");
    assert!(fr.contains("`blanc`") && fr.contains("`white`"), "{fr}");
    let en = Texts::load(Lang::En)
        .expect("the texts load")
        .format(&message);
    assert!(en.contains("line 5, column 14: `blanc`"), "{en}");
    assert!(dir.join("saves/espion.json.corrupt").exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_finished_game_is_forgotten() {
    let (mut ctx, dir) = temp_ctx("finished");
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let mut s = PlayScreen::new(Espion::start(board)).saved();
    s.select_first_movable();
    let from = s.selected.expect("a piece");
    let (to, _) = s.moves_from(from)[0];
    s.choose(&ctx, to);
    assert!(has_save(&ctx, GameId::Espion, false));
    // Two players on one screen: the resumed game is the same.
    let back = PlayScreen::<Espion>::resume(&mut ctx, false).expect("resumed");
    assert_eq!(back.game.to_notation(), s.game.to_notation());
    s.activate(&mut ctx, W_NEW);
    s.activate(&mut ctx, W_NEW_YES);
    assert!(
        has_save(&ctx, GameId::Espion, false),
        "a new game is saved too"
    );
    // Play to the end at random; the save goes away with the end of the game.
    let mut rng = Rng::new(3);
    while !s.game.is_over() {
        let mv = choose_move(&s.game, Level::Random, &mut rng).expect("a move");
        s.play(&ctx, mv);
    }
    assert!(!has_save(&ctx, GameId::Espion, false));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn with_memory_off_two_players_hand_the_screen_over_at_every_turn() {
    let ctx0 = Ctx::new(Store::none(), true);
    let board = ctx0.boards.chars.clone().expect("the chars board loads");
    for memory in [false, true] {
        let mut ctx = Ctx::new(Store::none(), true);
        let mut game = crate::core::chars::Chars::start(board.clone());
        game.set_memory(memory);
        let mut s = PlayScreen::new(game);
        let mv = choose_move(&s.game, Level::Random, &mut Rng::new(1)).expect("a move");
        s.play(&ctx, mv);
        // Once the move has been shown, a cover screen comes (memory off) or not (memory on).
        let mut covered = false;
        for _ in 0..200 {
            if let Command::Push(_) = s.update(&mut ctx, 0.05) {
                covered = true;
            }
        }
        assert_eq!(covered, !memory, "memory {memory}");
    }
}

/// Two children on one screen play Bataille de chars at random, with random undos: the side holding
/// the device changes only behind the hand-over screen, and no frame it sees shows the face of a
/// card it may not see (the other side's, or any with the memory setting on). A turned card is never
/// undone.
fn hidden_cards_stay_hidden(seed: u64, memory: bool) {
    let mut ctx = Ctx::new(Store::none(), false);
    let board = ctx.boards.chars.clone().expect("the chars board loads");
    let mut game = crate::core::chars::Chars::start(board);
    game.set_memory(memory);
    let mut s = PlayScreen::new(game);
    let mut rng = Rng::new(seed);
    // Who holds the device: the first player, then whoever takes it at a hand-over screen.
    let mut holder = s.game.turn();
    let mut covered = false;
    let check = |s: &PlayScreen<crate::core::chars::Chars>, holder: Side| {
        let Some(shown) = s.visible_position() else {
            return;
        };
        let dims = shown.dims();
        for file in 0..dims.files {
            for rank in 0..dims.ranks {
                let sq = Square::new(file, rank);
                if let Some(card) = shown.card(sq)
                    && card.explosion.is_some()
                {
                    assert!(
                        card.layer == holder && !memory,
                        "seed {seed}: {holder:?} sees the face of {:?}'s card on {sq}",
                        card.layer
                    );
                }
            }
        }
    };
    for _ in 0..300 {
        if s.game.is_over() {
            break;
        }
        if covered {
            // "Ready": the side named by the screen takes the device.
            covered = false;
            holder = s.game.turn();
        }
        check(&s, holder);
        if !memory {
            assert_eq!(
                s.game.turn(),
                holder,
                "seed {seed}: a turn without hand-over"
            );
        }
        if rng.below(5) == 0 && !s.history.is_empty() {
            s.activate(&mut ctx, W_UNDO);
        } else if let Some(mv) = choose_move(&s.game, Level::Random, &mut rng) {
            let event = s.game.move_event(mv);
            match G2::squares_of(mv) {
                Some((from, to)) => {
                    s.choose(&ctx, from);
                    s.choose(&ctx, to);
                }
                None => {
                    s.activate(&mut ctx, W_PASS);
                }
            }
            if matches!(event, MoveEvent::Explosion { .. } | MoveEvent::Blank { .. }) {
                assert!(
                    s.history.is_empty(),
                    "seed {seed}: a turned card can be undone"
                );
            }
        }
        // The frames until the screen waits again.
        for _ in 0..100 {
            check(&s, holder);
            if let Command::Push(_) = s.update(&mut ctx, 0.05) {
                covered = true;
                break;
            }
            if !s.animating() {
                break;
            }
        }
    }
}

type G2 = crate::core::chars::Chars;

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    #[test]
    fn two_players_never_see_each_others_cards(seed in proptest::prelude::any::<u64>(), memory in proptest::prelude::any::<bool>()) {
        hidden_cards_stay_hidden(seed, memory);
    }
}

#[test]
fn a_child_playing_black_against_the_computer_sees_black_at_the_bottom() {
    let ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let start = Espion::start(board);
    let black = PlayScreen::with_computer(start.clone(), Side::Black, Level::Debutant);
    let white = PlayScreen::with_computer(start.clone(), Side::White, Level::Debutant);
    let two = PlayScreen::new(start);
    assert!(black.turned());
    assert!(
        !white.turned(),
        "the child playing White keeps White at the bottom"
    );
    assert!(!two.turned(), "two players keep one fixed orientation");
    let area = Rect::new(0.0, 0.0, 860.0, 860.0);
    let g = BoardGeom::fit(area, black.game.dims(), true).turned(black.turned());
    // A8 (Black's corner) at the bottom right, A1 at the top right.
    let (a1, a8) = (Square::new(0, 0), Square::new(0, 7));
    assert!(g.center(a8).y > g.center(a1).y);
    assert!(g.center(a1).x > g.center(Square::new(7, 0)).x);
    // Every square is found again under its own centre.
    for sq in g.dims.squares() {
        assert_eq!(g.at(g.center(sq)), Some(sq));
    }
    // North on the board points down the screen.
    assert!(g.screen_dir(crate::core::geometry::Direction::N).y > 0.0);
}

#[test]
fn the_arrow_keys_follow_the_turned_board() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let mut s = PlayScreen::with_computer(Espion::start(board), Side::Black, Level::Debutant);
    // The cursor starts in the child's own back row (rank 8), then "up" goes toward rank 1.
    s.key(&mut ctx, KeyCode::Up);
    let at = s.cursor.expect("a cursor");
    assert_eq!(at.rank(), 6, "{at}");
    s.key(&mut ctx, KeyCode::Right);
    assert!(s.cursor.expect("a cursor").file() < at.file());
}

#[test]
fn the_hand_over_screen_says_the_result_of_the_move_just_played() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.chars.clone().expect("the chars board loads");
    let mut game = crate::core::chars::Chars::start(board);
    game.set_memory(false);
    let mut s = PlayScreen::new(game);
    // From the start every tank moves onto a card: the move turns it (a mine or a blank).
    let mv = choose_move(&s.game, Level::Random, &mut Rng::new(5)).expect("a move");
    let event = s.game.move_event(mv);
    assert!(matches!(
        event,
        MoveEvent::Explosion { .. } | MoveEvent::Blank { .. }
    ));
    let (_, to) = G2::squares_of(mv).expect("a move with squares");
    s.play(&ctx, mv);
    let result = ctx
        .texts
        .format(s.event.as_ref().expect("the move's result"));
    assert!(result.contains(&to.to_string()), "{result}");
    let mut covered = false;
    for _ in 0..200 {
        if let Command::Push(_) = s.update(&mut ctx, 0.05) {
            covered = true;
            break;
        }
    }
    assert!(covered, "the device changes hands");
    // The player who moved reads their own result on the hand-over screen, before the turn's words.
    let cover = ctx.texts.format(&s.cover_message(&ctx));
    assert!(cover.starts_with(&result), "{cover}");
    assert!(cover.len() > result.len(), "{cover}");
    // Without a result to tell (a game resumed on the other side's turn), only the hand-over.
    s.event = None;
    let plain = ctx.texts.format(&s.cover_message(&ctx));
    assert!(!plain.contains(&to.to_string()), "{plain}");
}

#[test]
fn undo_waits_for_the_childs_first_move_when_the_computer_opens() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let mut s = PlayScreen::with_computer(Espion::start(board), Side::Black, Level::Debutant);
    // The computer (White) opens.
    s.update(&mut ctx, 0.016);
    s.update(&mut ctx, 0.016);
    assert_eq!(s.game.turn(), Side::Black);
    assert_eq!(s.history.len(), 1);
    // Nothing of the child's to undo: the button is off (it is enabled by `undo_target`), and U changes
    // nothing and says nothing.
    assert_eq!(s.undo_target(), None);
    let before = s.game.to_notation();
    s.key(&mut ctx, KeyCode::U);
    assert_eq!(s.game.to_notation(), before);
    assert!(s.event.as_ref().is_none_or(|m| m.id != "app-play-undone"));
    // Once the child has moved and the computer answered, undo goes back to the child's turn.
    s.select_first_movable();
    let from = s.selected.expect("a piece");
    let (to, _) = s.moves_from(from)[0];
    s.choose(&ctx, to);
    s.update(&mut ctx, 0.016);
    s.update(&mut ctx, 0.016);
    assert_eq!(s.game.turn(), Side::Black);
    assert!(s.undo_target().is_some());
    s.activate(&mut ctx, W_UNDO);
    assert_eq!(s.game.to_notation(), before);
    assert_eq!(s.undo_target(), None);
}

#[test]
fn every_game_with_points_says_how_they_are_won() {
    use crate::i18n::{Lang, Texts};
    for lang in Lang::ALL {
        let texts = Texts::load(lang).expect("the texts load");
        for game in [GameId::Schada, GameId::TankBattle, GameId::Chars] {
            let id = panel::goal_id(game);
            assert!(texts.has(&id), "{lang:?} lacks {id}");
            let text = texts.format(&Message::new(id));
            assert!(text.contains('1'), "{text}");
        }
    }
}

#[test]
fn schada_warns_before_a_third_move_in_a_row_with_the_same_piece() {
    let ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.schada.clone().expect("the Schada board loads");
    let mut s = PlayScreen::new(crate::core::schada::Schada::start(board));
    let sq = |name: &str| name.parse::<Square>().expect("a square");
    // White's soldier goes H2 → H5 → F5 while Black's goes H7 → H6 → G6 (two moves each).
    for (from, to) in [("h2", "h5"), ("h7", "h6"), ("h5", "f5"), ("h6", "g6")] {
        s.choose(&ctx, sq(from));
        assert_eq!(s.selected, Some(sq(from)), "{from}");
        assert!(
            s.event
                .as_ref()
                .is_none_or(|m| !m.id.starts_with("app-play-schada")),
            "no warning on {from}"
        );
        s.choose(&ctx, sq(to));
        assert_eq!(
            s.game.piece(sq(to)).map(|p| p.side),
            Some(s.game.turn().other())
        );
    }
    // Selecting the same soldier a third time: the warning names the third move in a row.
    s.choose(&ctx, sq("f5"));
    assert_eq!(
        s.event.as_ref().map(|m| m.id.as_str()),
        Some("app-play-schada-third-in-a-row")
    );
    // Another piece: not this warning.
    s.choose(&ctx, sq("a2"));
    assert_eq!(s.selected, Some(sq("a2")));
    assert!(
        s.event
            .as_ref()
            .is_none_or(|m| m.id != "app-play-schada-third-in-a-row")
    );
}

#[test]
fn against_the_computer_the_childs_result_stays_above_the_reply() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.chars.clone().expect("the chars board loads");
    let game = crate::core::chars::Chars::start(board);
    let human = game.turn();
    let mut s = PlayScreen::with_computer(game, human, Level::Debutant);
    // The child's tank moves onto a card: a mine goes off or a blank is turned, and that is said
    // with whose tank it was.
    let mv = choose_move(&s.game, Level::Random, &mut Rng::new(9)).expect("a move");
    let (from, to) = G2::squares_of(mv).expect("a move with squares");
    s.choose(&ctx, from);
    s.choose(&ctx, to);
    let mine = s.event.clone().expect("the child's result");
    assert!(
        mine.id == "chars-you-explosion" || mine.id == "chars-you-blank",
        "{}",
        mine.id
    );
    // The computer answers once the move has been shown.
    for _ in 0..200 {
        s.update(&mut ctx, 0.05);
        if s.game.turn() == human {
            break;
        }
    }
    assert_eq!(s.game.turn(), human, "the computer has answered");
    // The child's result is still there, with the computer's reply after it.
    let kept = s.earlier.as_ref().expect("the child's result kept");
    assert_eq!(kept.id, mine.id);
    assert_eq!(ctx.texts.format(kept), ctx.texts.format(&mine));
    // The child's next action clears it.
    if let Some(sq) = s
        .moves()
        .into_iter()
        .filter_map(G2::squares_of)
        .map(|(f, _)| f)
        .next()
    {
        s.choose(&ctx, sq);
        assert!(s.earlier.is_none());
    }
}

/// "Start again" asks first: no (or Escape, or a tap on the board) keeps the game as it was; yes starts
/// again from the board's start position. (The question and its buttons on screen: checked in the real
/// window.)
#[test]
fn start_again_asks_before_the_game_is_lost() {
    let mut ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let start = Espion::start(board);
    let mut s = PlayScreen::new(start.clone());
    s.select_first_movable();
    let from = s.selected.expect("a piece");
    let (to, _) = s.moves_from(from)[0];
    s.choose(&ctx, to);
    let played = s.game.to_notation();
    assert_ne!(played, start.to_notation());
    // The first press only asks: the game stays.
    assert!(matches!(s.activate(&mut ctx, W_NEW), Command::None));
    assert!(s.asking_new);
    assert_eq!(s.game.to_notation(), played);
    // No: nothing lost.
    s.activate(&mut ctx, W_NEW_NO);
    assert!(!s.asking_new);
    assert_eq!(s.game.to_notation(), played);
    // Escape answers no too, without leaving the screen.
    s.activate(&mut ctx, W_NEW);
    assert!(matches!(s.back(&mut ctx), Command::None));
    assert!(!s.asking_new);
    // A tap on the board too: the child goes on playing.
    s.activate(&mut ctx, W_NEW);
    s.choose(&ctx, from);
    assert!(!s.asking_new);
    assert_eq!(s.game.to_notation(), played);
    // Yes: the start position again, nothing to undo.
    s.activate(&mut ctx, W_NEW);
    assert!(matches!(s.activate(&mut ctx, W_NEW_YES), Command::None));
    assert_eq!(s.game.to_notation(), start.to_notation());
    assert!(s.undo_target().is_none());
    assert!(ctx.texts.has("app-play-new-ask") && ctx.texts.has("app-play-new-ask-chars"));
}

/// Bataille de chars: "start again", once confirmed, forgets the saved game and hands over to a new
/// race (then both sides lay new mines), against the computer too; the laid cards of the game thrown
/// away never come back.
#[test]
fn chars_start_again_forgets_the_laid_cards() {
    let (mut ctx, dir) = temp_ctx("chars-new");
    let board = ctx.boards.chars.clone().expect("the chars board loads");
    for computer in [false, true] {
        let game = crate::core::chars::Chars::start(board.clone());
        let mut s = if computer {
            PlayScreen::with_computer(game, Side::White, Level::Debutant).saved()
        } else {
            PlayScreen::new(game).saved()
        };
        s.save(&ctx);
        assert!(has_save(&ctx, GameId::Chars, computer));
        assert!(matches!(s.activate(&mut ctx, W_NEW), Command::None));
        assert!(
            has_save(&ctx, GameId::Chars, computer),
            "asking loses nothing"
        );
        let Command::Replace(_race) = s.activate(&mut ctx, W_NEW_YES) else {
            panic!("a new game replaces the board with the race");
        };
        assert!(
            !has_save(&ctx, GameId::Chars, computer),
            "the old game is forgotten"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// A game that cannot be saved (here the `saves` folder cannot be made: a file has its name) says so
/// once on the panel, under the moves' results, which stay; a save that goes through clears it.
/// A save cut short by hand while its game is on screen: leaving the game writes it again, and the game
/// comes back whole.
#[test]
fn leaving_a_game_writes_its_damaged_save_again() {
    let (mut ctx, dir) = temp_ctx("leave");
    let board = ctx.boards.schada.clone().expect("the Schada board loads");
    let start = crate::core::schada::Schada::start(board);
    let mut s = PlayScreen::with_computer(start, Side::Black, Level::Debutant).saved();
    s.update(&mut ctx, 0.016);
    s.update(&mut ctx, 0.016);
    assert!(has_save(&ctx, GameId::Schada, true));
    let file = dir.join("saves/schada.json");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, &text[..text.len() / 2]).unwrap();
    assert!(!has_save(&ctx, GameId::Schada, true), "the save is damaged");
    s.activate(&mut ctx, W_BACK);
    assert!(has_save(&ctx, GameId::Schada, true), "written again");
    let back = PlayScreen::<crate::core::schada::Schada>::resume(&mut ctx, true)
        .expect("the game comes back");
    assert_eq!(back.game.to_notation(), s.game.to_notation());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_failed_save_is_said_once_and_keeps_the_moves_results() {
    let (mut ctx, dir) = temp_ctx("save-fails");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("saves"), "in the way").unwrap();
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let mut s =
        PlayScreen::with_computer(Espion::start(board), Side::White, Level::Debutant).saved();
    for _ in 0..2 {
        s.select_first_movable();
        let from = s.selected.expect("a piece");
        let (to, _) = s.moves_from(from)[0];
        s.choose(&ctx, to);
        for _ in 0..200 {
            s.update(&mut ctx, 0.05);
            if s.game.turn() == Side::White {
                break;
            }
        }
        assert_eq!(s.game.turn(), Side::White, "the computer has answered");
        let text = s.event_text(&ctx).expect("the panel says the failure");
        assert_eq!(text.matches("espion.json").count(), 1, "{text}");
        let reply = s.event.as_ref().map(|m| m.id.as_str());
        assert!(
            reply.is_none_or(|id| id.starts_with("app-play-")),
            "{reply:?}"
        );
    }
    // Room again: the next move is saved, and the failure is no longer said.
    std::fs::remove_file(dir.join("saves")).unwrap();
    s.select_first_movable();
    let from = s.selected.expect("a piece");
    let (to, _) = s.moves_from(from)[0];
    s.choose(&ctx, to);
    assert!(has_save(&ctx, GameId::Espion, true));
    assert!(
        s.event_text(&ctx)
            .is_none_or(|t| !t.contains("espion.json")),
        "{:?}",
        s.event_text(&ctx)
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A tap on an empty square with nothing picked up says how a move is made (a child who taps where a
/// piece should go first got no word).
#[test]
fn a_tap_before_picking_a_piece_says_how_to_move() {
    let ctx = Ctx::new(Store::none(), true);
    let board = ctx.boards.espion.clone().expect("the Espion board loads");
    let mut s = PlayScreen::new(Espion::start(board));
    let empty: Square = "D5".parse().unwrap();
    assert!(s.game.piece_at(empty).is_none());
    s.choose(&ctx, empty);
    let said = s.event.as_ref().expect("a word on how to move");
    assert_eq!(said.id, "app-play-pick-first");
    assert!(ctx.texts.has(&said.id));
    assert!(s.selected.is_none());
    // A piece of the side to move is picked up as before.
    s.select_first_movable();
    assert!(s.selected.is_some());
}

/// A file that cannot be written (the disk full, a folder missing) is said once however often it
/// fails, and the notice is taken back once it is written again.
#[test]
fn a_write_problem_is_said_once_and_taken_back_once_written() {
    let (mut ctx, dir) = temp_ctx("written");
    std::fs::create_dir_all(&dir).unwrap();
    // `saves` is a file: nothing can be written under it.
    std::fs::write(dir.join("saves"), "").unwrap();
    let file = "saves/bataille.json";
    let before = ctx.notices.len();
    for _ in 0..4 {
        let written = ctx.store.write(file, "{}");
        ctx.written(file, written);
    }
    assert_eq!(ctx.notices.len(), before + 1, "{:?}", ctx.notices);
    std::fs::remove_file(dir.join("saves")).unwrap();
    let written = ctx.store.write(file, "{}");
    assert!(written.is_ok());
    ctx.written(file, written);
    assert_eq!(ctx.notices.len(), before, "{:?}", ctx.notices);
    let _ = std::fs::remove_dir_all(dir);
}
