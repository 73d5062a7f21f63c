//! La Bataille against hand-worked deals: every rule of `rules/bataille.md`, each outcome worked out in
//! the test's comment; then properties that hold for any deal.

use ludoclasse::core::bataille::{
    Action, Bataille, Card, EndReason, ROUND_LIMIT, ReplayResult, Setup, parse_deck, replay,
};
use ludoclasse::core::game::{Game, Side, Winner};
use ludoclasse::core::rng::Rng;
use proptest::prelude::*;

mod common;

const SOUTH: Side = Side::White;
const EMMA: Side = Side::Black;

/// Cards from rank letters (`"A K 7"`), each rank given the next unused suit, so a test names only what
/// matters. Panics when a rank is used more than four times.
struct Dealer {
    used: [u8; 13],
}

impl Dealer {
    fn new() -> Dealer {
        Dealer { used: [0; 13] }
    }

    fn cards(&mut self, ranks: &str) -> Vec<Card> {
        ranks
            .split_whitespace()
            .map(|r| {
                let rank = "23456789TJQKA".find(r).expect("rank letter") as u8;
                let suit = self.used[rank as usize];
                assert!(suit < 4, "rank {r} used five times");
                self.used[rank as usize] += 1;
                Card::new(rank, suit)
            })
            .collect()
    }

    /// Every card not dealt yet, in a fixed order.
    fn rest(&mut self) -> Vec<Card> {
        let mut out = Vec::new();
        for rank in 0..13u8 {
            while self.used[rank as usize] < 4 {
                out.push(Card::new(rank, self.used[rank as usize]));
                self.used[rank as usize] += 1;
            }
        }
        out
    }
}

fn ranks(cards: impl Iterator<Item = Card>) -> String {
    cards
        .map(|c| c.to_string()[..1].to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The game dealt from hand-made piles.
fn dealt(setup: Setup) -> Bataille {
    Bataille::from_setup(&setup).unwrap()
}

/// South's and Emma's main piles from rank letters (South's dealt first); every other card goes to
/// South's side pile.
fn south_keeps_the_rest(south_main: &str, emma_main: &str) -> Bataille {
    let mut d = Dealer::new();
    let south_main = d.cards(south_main);
    let emma_main = d.cards(emma_main);
    let south_side = d.rest();
    dealt(Setup {
        south_main,
        south_side,
        emma_main,
        ..Setup::default()
    })
}

/// Plays `game` to its end, which `winner` wins (or a draw) for `reason`; gives its summary.
fn play_to_end(mut game: Bataille, winner: Winner, reason: EndReason) -> ReplayResult {
    let outcome = game.run_to_end();
    assert_eq!((outcome.winner, outcome.reason), (winner, reason));
    game.summary().unwrap()
}

/// The fast replay of South's cards then Emma's as one deck: `winner` wins (or a draw) for `reason`,
/// after `[rounds, battles]` with South and Emma holding `[south_cards, emma_cards]`.
fn assert_replay(
    south: &[Card],
    emma: &[Card],
    (winner, reason): (Winner, EndReason),
    [rounds, battles, south_cards, emma_cards]: [u32; 4],
) {
    let deck: Vec<Card> = south.iter().chain(emma).copied().collect();
    let r = replay(&deck);
    assert_eq!((r.winner, r.reason), (winner, reason));
    assert_eq!(
        (r.rounds, r.battles, r.south_cards, r.emma_cards),
        (rounds, battles, south_cards, emma_cards)
    );
}

fn actions_of_round(game: &mut Bataille) -> Vec<Action> {
    let mut actions = Vec::new();
    while let Some(a) = game.step() {
        actions.push(a);
        if matches!(a, Action::Collect(_)) {
            break;
        }
    }
    actions
}

#[test]
fn a_plain_round_goes_to_the_higher_card_in_table_order() {
    // South lays a king, Emma a five: South wins both, the king first (it was laid first).
    let mut game = south_keeps_the_rest("K 3", "5 4");
    let before = game.holding(SOUTH).side_len();
    let actions = actions_of_round(&mut game);
    assert_eq!(
        actions,
        vec![
            Action::LayFaceUp(SOUTH),
            Action::LayFaceUp(EMMA),
            Action::Collect(SOUTH)
        ]
    );
    assert_eq!(game.rounds(), 1);
    assert_eq!(game.battles(), 0);
    let side: Vec<Card> = game.holding(SOUTH).side_pile().collect();
    assert_eq!(side.len(), before + 2);
    assert_eq!(ranks(side[before..].iter().copied()), "K 5");
    // Then 3 against 4: Emma wins, 3 first then 4.
    game.finish_round();
    assert_eq!(ranks(game.holding(EMMA).side_pile()), "3 4");
}

#[test]
fn a_battle_lays_three_hidden_and_one_face_up_each_then_collects_in_table_order() {
    // 7 against 7: battle. South lays 2 3 4 hidden then A; Emma lays 5 6 8 hidden then 9.
    // A beats 9: South collects 7 7 | 2 3 4 A | 5 6 8 9, in that order.
    let mut game = south_keeps_the_rest("7 2 3 4 A", "7 5 6 8 9 2");
    let before = game.holding(SOUTH).side_len();
    let actions = actions_of_round(&mut game);
    let expected: Vec<Action> = [Action::LayFaceUp(SOUTH), Action::LayFaceUp(EMMA)]
        .into_iter()
        .chain([Action::LayHidden(SOUTH); 3])
        .chain([Action::LayFaceUp(SOUTH)])
        .chain([Action::LayHidden(EMMA); 3])
        .chain([Action::LayFaceUp(EMMA), Action::Collect(SOUTH)])
        .collect();
    assert_eq!(actions, expected);
    assert_eq!((game.rounds(), game.battles()), (1, 1));
    let side: Vec<Card> = game.holding(SOUTH).side_pile().collect();
    assert_eq!(ranks(side[before..].iter().copied()), "7 7 2 3 4 A 5 6 8 9");
    assert_eq!(game.holding(EMMA).len(), 1);
}

#[test]
fn a_double_battle_counts_two_battles_in_one_round() {
    // 5-5: battle; face up Q-Q: battle again; face up 3 against K: Emma wins all 18 cards.
    let mut game = south_keeps_the_rest("5 2 2 2 Q 4 4 4 3", "5 6 6 6 Q 7 7 7 K 8");
    actions_of_round(&mut game);
    assert_eq!((game.rounds(), game.battles()), (1, 2));
    assert_eq!(
        ranks(game.holding(EMMA).side_pile()),
        "5 5 2 2 2 Q 6 6 6 Q 4 4 4 3 7 7 7 K"
    );
    assert_eq!(game.holding(EMMA).main_len(), 1);
}

#[test]
fn the_side_pile_is_turned_over_in_the_middle_of_a_battle() {
    // South's main pile: 7 2 3; side pile: 9 K (9 won first). 7-7 is a battle; South holds 2 + 2 = 4
    // cards, enough. South lays 2 and 3 hidden, its main pile is empty: the side pile is turned over and
    // 9 (won first) is drawn first as the third hidden card, then K face up. K beats Emma's J.
    let mut d = Dealer::new();
    let south_main = d.cards("7 2 3");
    let south_side = d.cards("9 K");
    let emma_main = d.cards("7 4 5 6 J");
    let emma_side = d.rest();
    let mut game = dealt(Setup {
        south_main,
        south_side,
        emma_main,
        emma_side,
        ..Setup::default()
    });
    let actions = actions_of_round(&mut game);
    assert_eq!(
        &actions[..7],
        &[
            Action::LayFaceUp(SOUTH),
            Action::LayFaceUp(EMMA),
            Action::LayHidden(SOUTH),
            Action::LayHidden(SOUTH),
            Action::TurnOver(SOUTH),
            Action::LayHidden(SOUTH),
            Action::LayFaceUp(SOUTH),
        ]
    );
    assert_eq!(actions.last(), Some(&Action::Collect(SOUTH)));
    assert_eq!(
        ranks(game.holding(SOUTH).side_pile()),
        "7 7 2 3 9 K 4 5 6 J"
    );
}

#[test]
fn battle_shortage_a_player_with_fewer_than_four_cards_loses_at_once() {
    // South holds 3 cards (8 Q Q) against Emma's many; 8-8 is a battle. At that moment South holds
    // Q Q = 2 cards (the 8 is on the table), fewer than 4: Emma wins at once, battle_shortage. Holdings
    // exclude the table: South 2, Emma 48 (52 - 2 table cards - 2).
    let mut d = Dealer::new();
    let south_main = d.cards("8 Q Q");
    let emma_main = d.cards("8");
    let mut emma_side = d.rest();
    emma_side.rotate_left(5);
    let game = dealt(Setup {
        south_main,
        emma_main,
        emma_side,
        ..Setup::default()
    });
    let s = play_to_end(game, Winner::Side(EMMA), EndReason::BattleShortage);
    assert_eq!(
        (s.rounds, s.battles, s.south_cards, s.emma_cards),
        (1, 1, 2, 48)
    );
}

/// Two piles whose face-up cards (the 1st, 5th, 9th… of each pile) are the pairs of `faces` (South's
/// first, Emma's second), with three of the dealer's other cards between them; and the cards left.
fn face_up_every_fourth(d: &mut Dealer, faces: &[&str]) -> (Vec<Card>, Vec<Card>, Vec<Card>) {
    let faces: Vec<Vec<Card>> = faces.iter().map(|pair| d.cards(pair)).collect();
    let mut rest = d.rest();
    let (mut south, mut emma) = (Vec::new(), Vec::new());
    for (i, pair) in faces.iter().enumerate() {
        south.push(pair[0]);
        emma.push(pair[1]);
        if i + 1 < faces.len() {
            south.extend(rest.drain(..3));
            emma.extend(rest.drain(..3));
        }
    }
    (south, emma, rest)
}

/// Seven pairs of equal face-up cards: both players lay everything they hold into one long battle.
fn seven_ties(d: &mut Dealer, south_extra: usize, emma_extra: usize) -> (Vec<Card>, Vec<Card>) {
    // Face-up cards are the 1st, 5th, 9th… of each pile (A, K, Q, J, T, 9, 8 for both players); the three
    // hidden cards between them do not matter.
    let (mut south, mut emma, mut rest) =
        face_up_every_fourth(d, &["A A", "K K", "Q Q", "J J", "T T", "9 9", "8 8"]);
    // 7 face-up + 6 × 3 hidden = 25 cards each so far; the extras go under them.
    south.extend(rest.drain(..south_extra));
    emma.extend(rest.drain(..emma_extra));
    assert!(rest.is_empty());
    (south, emma)
}

#[test]
fn both_short_with_equal_holdings_is_a_draw() {
    // A full deal, 26 cards each: the face-up cards tie seven times in a row (A, K, Q, J, T, 9, 8 in
    // turn). After 6 battles each player has laid 1 + 6 × 4 = 25 cards and holds 1. The seventh tie is a
    // battle with both below 4 cards and equal holdings (1 and 1): a draw, both_short.
    let mut d = Dealer::new();
    let (south, emma) = seven_ties(&mut d, 1, 1);
    assert_replay(
        &south,
        &emma,
        (Winner::Draw, EndReason::BothShort),
        [1, 7, 1, 1],
    );
}

#[test]
fn both_short_the_larger_holding_wins() {
    // The same ties, South with 27 cards and Emma with 25 (a mid-game position). After 6 battles South
    // holds 27 - 25 = 2 and Emma 0; the seventh tie finds both short: South holds more and wins.
    let mut d = Dealer::new();
    let (south, emma) = seven_ties(&mut d, 2, 0);
    let game = dealt(Setup {
        south_main: south,
        emma_main: emma,
        ..Setup::default()
    });
    let s = play_to_end(game, Winner::Side(SOUTH), EndReason::BothShort);
    assert_eq!((s.battles, s.south_cards, s.emma_cards), (7, 2, 0));
}

#[test]
fn capture_all_when_one_player_holds_the_52_cards() {
    // South's 26 cards each beat Emma's card of the same round (no tie): after 26 rounds Emma's main pile
    // is empty and South holds all 52 cards: capture_all at round 26.
    let mut d = Dealer::new();
    let south = d.cards("A A A A K K K K Q Q Q Q J J J J T T T T 9 9 9 9 8 8");
    let emma = d.cards("8 8 7 7 7 7 6 6 6 6 5 5 5 5 4 4 4 4 3 3 3 3 2 2 2 2");
    assert_replay(
        &south,
        &emma,
        (Winner::Side(SOUTH), EndReason::CaptureAll),
        [26, 0, 52, 0],
    );
}

#[test]
fn round_limit_stops_a_game_that_cycles_and_compares_holdings() {
    // Find a deal whose game cycles: its state repeats between two round ends, so it can never end by
    // itself and must stop at round 2000; the winner is then the larger holding at that moment.
    let mut rng = Rng::new(2024);
    for _ in 0..200 {
        let mut deck = Card::full_deck();
        rng.shuffle(&mut deck);
        let mut game = Bataille::new(&deck);
        let mut seen = std::collections::HashMap::new();
        let mut cycle = None;
        while !game.is_over() {
            let key = format!(
                "{:?}|{:?}",
                game.holding(SOUTH)
                    .main_pile()
                    .chain(game.holding(SOUTH).side_pile())
                    .collect::<Vec<_>>(),
                game.holding(EMMA)
                    .main_pile()
                    .chain(game.holding(EMMA).side_pile())
                    .collect::<Vec<_>>()
            );
            if let Some(first) = seen.insert(key, game.rounds()) {
                cycle = Some((first, game.rounds()));
                break;
            }
            game.finish_round();
        }
        let Some((first, again)) = cycle else {
            continue;
        };
        assert!(again > first);
        let r = replay(&deck);
        assert_eq!(r.reason, EndReason::RoundLimit);
        assert_eq!(r.rounds, ROUND_LIMIT);
        // Play the stepwise game to round 2000 and compare holdings by hand.
        let mut game = Bataille::new(&deck);
        game.run_to_end();
        let (s, e) = (game.holding(SOUTH).len(), game.holding(EMMA).len());
        let expected = match s.cmp(&e) {
            std::cmp::Ordering::Greater => Winner::Side(SOUTH),
            std::cmp::Ordering::Less => Winner::Side(EMMA),
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        assert_eq!(r.winner, expected);
        assert_eq!((r.south_cards as usize, r.emma_cards as usize), (s, e));
        return;
    }
    panic!("no cycling deal among 200 shuffles");
}

#[test]
fn deck_errors_name_the_problem() {
    let full: Vec<String> = Card::full_deck().iter().map(Card::to_string).collect();
    let text = full.join(" ");
    assert!(parse_deck(&text).is_ok());
    assert!(parse_deck(&text.replace("TH", "10H")).is_ok());
    let e = parse_deck(&text.replace("TH", "1H"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`1H` is not a card code"), "{e}");
    let e = parse_deck(&text.replace("TH", "AS"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("AS is given twice"), "{e}");
    let e = parse_deck(&full[1..].join(" ")).unwrap_err().to_string();
    assert!(e.contains("51 cards") && e.contains("missing 2C"), "{e}");
}

#[test]
fn a_game_saves_and_resumes_in_the_middle_of_a_battle() {
    let mut game = south_keeps_the_rest("7 2 3 4 A", "7 5 6 8 9 2");
    for _ in 0..4 {
        game.step();
    }
    let saved = serde_json::to_string(&game).unwrap();
    let mut resumed: Bataille = serde_json::from_str(&saved).unwrap();
    assert_eq!(resumed, game);
    assert_eq!(resumed.next_action(), Some(Action::LayHidden(SOUTH)));
    assert_eq!(resumed.run_to_end(), game.run_to_end());
}

fn deck_from_seed(seed: u64) -> Vec<Card> {
    let mut deck = Card::full_deck();
    Rng::new(seed).shuffle(&mut deck);
    deck
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any deal: the 52 cards are conserved at every visible action, the game ends within 2000 rounds,
    /// and the stepwise game agrees with the fast replay.
    #[test]
    fn any_deal_conserves_cards_and_ends_like_the_fast_replay(seed in any::<u64>()) {
        let deck = deck_from_seed(seed);
        let mut game = Bataille::new(&deck);
        let mut steps = 0u64;
        while let Some(action) = game.step() {
            steps += 1;
            let held = game.holding(SOUTH).len() + game.holding(EMMA).len() + game.table().len();
            prop_assert_eq!(held, 52, "after {:?}", action);
            prop_assert!(game.rounds() <= ROUND_LIMIT);
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            prop_assert!(moves.len() <= 1);
        }
        prop_assert!(steps > 0);
        let fast = replay(&deck);
        prop_assert_eq!(game.summary().unwrap(), fast);
        // Deterministic: the same deal gives the same result.
        prop_assert_eq!(replay(&deck), fast);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A save edited by hand (a digit changed, a card typed as another): either it is refused, or the
    /// game it reads goes on to its end, without stopping the app or playing forever.
    #[test]
    fn a_damaged_save_is_refused_or_plays_to_its_end(
        seed in any::<u64>(),
        played in 0usize..400,
        at in any::<prop::sample::Index>(),
        digit in 0u8..10,
        card in 0usize..52,
    ) {
        let mut game = Bataille::new(&deck_from_seed(seed));
        for _ in 0..played {
            game.step();
        }
        let saved = serde_json::to_string(&game).unwrap();
        // A digit changed, or a card written as another one.
        let digits: Vec<usize> = saved.match_indices(|c: char| c.is_ascii_digit()).map(|(i, _)| i).collect();
        let cards: Vec<usize> = saved.match_indices('"').map(|(i, _)| i).filter(|&i| {
            saved.as_bytes().get(i + 3) == Some(&b'"') && saved[i + 1..i + 3].parse::<Card>().is_ok()
        }).collect();
        let mut damaged = saved.clone();
        if digit % 2 == 0 && !cards.is_empty() {
            let i = cards[at.index(cards.len())];
            damaged.replace_range(i + 1..i + 3, &Card::full_deck()[card].to_string());
        } else if !digits.is_empty() {
            let i = digits[at.index(digits.len())];
            damaged.replace_range(i..i + 1, &digit.to_string());
        }
        if let Ok(mut read) = serde_json::from_str::<Bataille>(&damaged) {
            let mut steps = 0u32;
            while read.step().is_some() {
                steps += 1;
                prop_assert!(steps < 1_000_000, "plays forever: {}", damaged);
            }
            prop_assert!(read.outcome().is_some());
        }
    }
}

/// A deal whose first round has six battles in a row: the face-up cards (the 1st, 5th, 9th… of each
/// pile) are A, K, Q, J, T, 9 for both players, then South's 8 beats Emma's 2. 25 cards each on the table.
fn six_battles_deck() -> String {
    let mut d = Dealer::new();
    let (mut south, mut emma, mut rest) =
        face_up_every_fourth(&mut d, &["A A", "K K", "Q Q", "J J", "T T", "9 9", "8 2"]);
    south.push(rest.remove(0));
    emma.push(rest.remove(0));
    assert!(rest.is_empty());
    let deck: Vec<Card> = south.iter().chain(&emma).copied().collect();
    let r = replay(&deck);
    assert!(
        r.battles >= 6,
        "the deal has its six battles ({})",
        r.battles
    );
    deck.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
#[ignore = "needs a display (run under xvfb-run)"]
fn a_round_of_six_battles_fits_the_table_at_every_size() {
    if !common::display_available() {
        eprintln!("skipped: no DISPLAY");
        return;
    }
    let deck = six_battles_deck();
    let dir = common::out_dir("bataille-fit");
    // Classroom palette: the table's green and a card's face.
    let (felt, card) = ([0x2e, 0x6b, 0x4f], [0xff, 0xfd, 0xf8]);
    for size in ["1920x1080", "1024x768", "768x1024", "800x1280", "1280x800"] {
        let out = dir.join(format!("six-battles-{size}.png"));
        let args = [
            "--game",
            "bataille",
            "--scene",
            "battle",
            "--position",
            &deck,
        ];
        let image = common::shoot(&args, size, &out);
        let (w, h) = (image.width as usize, image.height as usize);
        let at = |x: usize, y: usize| {
            let i = (y * w + x) * 4;
            [image.bytes[i], image.bytes[i + 1], image.bytes[i + 2]]
        };
        let mut rows_with_cards = 0;
        for y in (0..h).step_by(3) {
            let Some(felt_end) = (0..w).rev().find(|&x| at(x, y) == felt) else {
                continue;
            };
            let Some(card_end) = (0..w).rev().find(|&x| at(x, y) == card) else {
                continue;
            };
            rows_with_cards += 1;
            assert!(
                card_end < felt_end,
                "{size}: a card reaches x = {card_end} on row {y}, past the table's edge at {felt_end}"
            );
        }
        assert!(rows_with_cards > 20, "{size}: no table cards found");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn la_bataille_calls_the_draw_pile_pioche_in_french_and_draw_pile_in_english() {
    let root = env!("CARGO_MANIFEST_DIR");
    let read = |p: &str| std::fs::read_to_string(format!("{root}/{p}")).unwrap();
    // The glossary's word for the face-down cards in front of each player.
    for file in [
        "assets/locales/fr/app-bataille.ftl",
        "assets/locales/fr/lesson.ftl",
        "assets/locales/fr/player.ftl",
        "lessons/bataille/fr.ftl",
    ] {
        let text = read(file).to_lowercase();
        assert!(
            !text.contains("paquet"),
            "{file} says « paquet »: the glossary says « pioche »"
        );
    }
    for (file, id) in [
        (
            "assets/locales/en/app-bataille.ftl",
            "app-bataille-main-pile",
        ),
        (
            "assets/locales/en/app-bataille.ftl",
            "app-bataille-click-pile",
        ),
        (
            "assets/locales/en/app-bataille.ftl",
            "app-bataille-event-turn-over",
        ),
        ("assets/locales/en/lesson.ftl", "lesson-click-pile"),
        ("assets/locales/en/player.ftl", "player-pile-main"),
    ] {
        let text = read(file);
        let start = text
            .find(&format!("\n{id} ="))
            .unwrap_or_else(|| panic!("{file}: {id}"));
        // The message runs to the next line that starts a new entry or comment.
        let body: String = text[start + id.len() + 3..]
            .lines()
            .enumerate()
            .take_while(|(i, l)| *i == 0 || l.starts_with(' '))
            .map(|(_, l)| l.to_lowercase())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            body.contains("draw pile"),
            "{file}: {id} should say “draw pile”: {body}"
        );
        for (i, _) in body.match_indices("pile") {
            assert!(
                body[..i].ends_with("draw "),
                "{file}: {id} says “pile” alone: {body}"
            );
        }
    }
}
