use super::*;

#[test]
fn the_battle_scene_shows_a_battle_before_its_collect() {
    let deck = shuffled_deck(4);
    let s = BatailleScreen::scene(&deck, "battle").unwrap();
    assert!(s.game.round_battles() > 0);
    assert!(s.game.table().iter().any(|t| !t.face_up));
    assert!(matches!(s.game.next_action(), Some(Action::Collect(_))));
    assert!(BatailleScreen::scene(&deck, "nope").is_err());
}

#[test]
fn a_flip_stops_at_the_end_of_the_round_or_at_a_battle() {
    let mut ctx = Ctx::new(crate::app::store::Store::none(), true);
    let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(4)));
    let mut battles_waited = 0;
    for _ in 0..400 {
        if s.game.is_over() {
            break;
        }
        s.flip(&mut ctx);
        let last = *s.queue.back().unwrap();
        match last {
            Action::Collect(_) => assert_eq!(s.game.table().len(), 0),
            Action::LayFaceUp(side) if side == EMMA && !s.game.is_over() => {
                // A tie: the child must flip again for the battle.
                assert!(matches!(
                    s.game.next_action(),
                    Some(Action::LayHidden(SOUTH) | Action::TurnOver(SOUTH))
                ));
                battles_waited += 1;
            }
            _ => assert!(s.game.is_over(), "stopped after {last:?}"),
        }
        // The view catches up with the core once the animations are skipped.
        s.fast_forward(&mut ctx);
        assert_eq!(s.view, s.game);
    }
    assert!(battles_waited > 0, "deal 4 has a battle early on");
}

#[test]
fn rounds_stop_at_a_collect_a_tie_or_the_end_and_cover_the_whole_game() {
    use crate::core::bataille::RoundStop;
    for seed in 0..20 {
        let mut whole = Bataille::new(&shuffled_deck(seed));
        let mut by_rounds = whole.clone();
        let mut all = Vec::new();
        while let Some(a) = whole.step() {
            all.push(a);
        }
        let mut played = Vec::new();
        let mut ties = 0u32;
        loop {
            let round = by_rounds.play_round(true);
            match round.stop {
                RoundStop::Collected(side) => {
                    assert_eq!(round.actions.last(), Some(&Action::Collect(side)))
                }
                RoundStop::Tie => {
                    ties += 1;
                    let up: Vec<Card> = by_rounds
                        .table()
                        .iter()
                        .filter(|t| t.face_up)
                        .map(|t| t.card)
                        .collect();
                    let last_two = &up[up.len() - 2..];
                    assert_eq!(last_two[0].rank(), last_two[1].rank(), "seed {seed}");
                }
                RoundStop::Over => assert!(by_rounds.is_over()),
            }
            played.extend(round.actions);
            if round.stop == RoundStop::Over {
                break;
            }
        }
        assert_eq!(played, all, "seed {seed}: the rounds play the whole game");
        // One stop per battle, but for a last battle the game ends in (a player runs short).
        let battles = by_rounds.battles();
        assert!(
            ties <= battles && battles - ties <= 1,
            "seed {seed}: {ties} stops for {battles} battles"
        );
    }
}

#[test]
fn a_saved_game_round_trips() {
    let mut game = Bataille::new(&shuffled_deck(9));
    for _ in 0..37 {
        game.step();
    }
    let text = serde_json::to_string(&Save {
        version: 1,
        game: game.clone(),
        speed: Some(3),
    })
    .unwrap();
    let back: Save = serde_json::from_str(&text).unwrap();
    assert_eq!(back.game, game);
    assert_eq!(back.speed, Some(3), "the auto-play speed comes back");
}

#[test]
fn a_flip_is_saved_before_its_cards_have_finished_moving() {
    let (store, dir) = crate::app::store::Store::temp("bataille");
    let mut ctx = Ctx::new(store, false);
    let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(4)));
    s.flip(&mut ctx);
    assert!(s.busy(), "the cards are still moving");
    // The app is closed now: the next start finds the game after the flip.
    let back = BatailleScreen::resume(&mut ctx);
    assert_eq!(back.game, s.game);
    assert_ne!(back.game, Bataille::new(&shuffled_deck(4)));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_cards_of_a_round_stay_on_the_table_until_the_next_flip() {
    let mut ctx = Ctx::new(crate::app::store::Store::none(), false);
    let mut s = BatailleScreen::new(Bataille::new(&shuffled_deck(4)));
    let mut battles_seen = 0;
    for _ in 0..60 {
        s.flip(&mut ctx);
        // Let the animations run to their end.
        for _ in 0..400 {
            s.update(&mut ctx, 0.05);
        }
        assert!(!s.busy(), "the animations end");
        match s.queue.front() {
            Some(Action::Collect(_)) => {
                // The round is over in the core, but its cards are still shown, hidden ones included.
                assert!(s.game.table().is_empty());
                assert!(!s.view.table().is_empty());
                if s.view.round_battles() > 0 {
                    assert!(s.view.table().iter().any(|t| !t.face_up));
                    battles_seen += 1;
                }
                // The child flips next (the marker is under the child's name, not the winner's).
                assert_eq!(s.next_actor(), Some(SOUTH));
                // The next flip takes them first, moving.
                s.flip(&mut ctx);
                s.update(&mut ctx, 0.0);
                assert!(matches!(
                    s.anim.as_ref().map(|a| a.action),
                    Some(Action::Collect(_))
                ));
                s.fast_forward(&mut ctx);
                assert_eq!(s.view, s.game);
            }
            None => assert!(s.game.is_over() || !s.view.table().is_empty()),
            Some(other) => panic!("only a collect waits for the next flip, not {other:?}"),
        }
        if s.game.is_over() {
            break;
        }
    }
    assert!(battles_seen > 0, "deal 4 has a battle early on");
}

#[test]
fn the_last_collected_round_is_the_one_a_lesson_keeps_in_view() {
    let mut game = Bataille::new(&shuffled_deck(4));
    let before = game.clone();
    let mut actions = Vec::new();
    let mut tables = Vec::new();
    // Two whole rounds: the second one's cards are kept.
    while tables.len() < 2 {
        let table = game.table().to_vec();
        let a = game.step().unwrap();
        if let Action::Collect(side) = a {
            tables.push((side, table));
        }
        actions.push(a);
    }
    let d = last_collected(&before, &actions).unwrap();
    assert_eq!((d.winner, d.cards), tables.pop().unwrap());
    // A flip that stops at a tie collects nothing.
    assert_eq!(last_collected(&before, &[]), None);
}

#[test]
fn the_player_short_at_a_battle_is_told_how_many_cards_are_left_in_plain_words() {
    use crate::i18n::{Lang, Texts};
    for (lang, n, short, said) in [
        (Lang::Fr, 0, "emma", "Emma n’a plus aucune carte"),
        (Lang::Fr, 1, "emma", "Emma n’a plus qu’une carte"),
        (Lang::Fr, 3, "south", "tu n’as plus que 3 cartes"),
        (Lang::En, 0, "emma", "Emma has no cards left"),
        (Lang::En, 1, "south", "you have only one card left"),
        (Lang::En, 2, "emma", "Emma has only 2 cards left"),
    ] {
        let texts = Texts::load(lang).expect("the texts load");
        let m = Message::new("app-bataille-end-shortage")
            .with("short", short)
            .with("n", n as usize);
        let text = texts.format(&m);
        assert!(text.contains(said), "{lang:?} {n}: {text}");
    }
}
