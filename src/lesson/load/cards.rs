//! La Bataille: the fixed deal, and the steps `flip`, `guess` and `simulate`.

use super::*;
use crate::core::bataille::{Card, DeckError, parse_deck};
use crate::lesson::world::DealError;

/// The cards of a pile as written, each with its place in the file.
fn cards(cx: &mut Ctx, text: &Spanned<String>) -> Vec<(Card, Span)> {
    let mut out = Vec::new();
    let words = text
        .get_ref()
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    for (n, word) in words.enumerate() {
        let at = cx.word_span(&text.span(), n);
        match word.parse::<Card>() {
            Ok(c) => out.push((c, at)),
            Err(()) => {
                let words = match card_guess(word) {
                    Some(guess) => Words::new("load-not-a-card-guess")
                        .with("text", word)
                        .with("guess", guess),
                    None => Words::new("load-not-a-card").with("text", word),
                };
                cx.error(at, words);
            }
        }
    }
    out
}

/// The card meant by a card written the French way: `1S` for the ace, the letters of the figures `R`
/// (roi), `D` (dame), `V` (valet), and of the suits `T` (trèfle), `K` (carreau), `C` (cœur), `P`
/// (pique). (`C` is read as cœur only after a French figure: after `7` it is already clubs.)
fn card_guess(word: &str) -> Option<String> {
    card_guesses(word).into_iter().next()
}

/// The cards a card written the French way may mean, the likeliest first: `RC` is the king of hearts
/// (`C` cœur after a figure), or else the king of clubs (`C` read in English).
fn card_guesses(word: &str) -> Vec<String> {
    let mut guesses: Vec<String> = french_reading(word).into_iter().collect();
    let upper = word.to_ascii_uppercase();
    if let Some(figure) = upper.get(..1)
        && let Some(rank) = match figure {
            "R" => Some("K"),
            "D" => Some("Q"),
            "V" => Some("J"),
            _ => None,
        }
    {
        let english = format!("{rank}{}", &upper[1..]);
        if english.parse::<Card>().is_ok() && !guesses.contains(&english) {
            guesses.push(english);
        }
    }
    guesses
}

/// The card a card written the French way means, letter by letter (see [`card_guess`]).
fn french_reading(word: &str) -> Option<String> {
    let upper = word.to_ascii_uppercase();
    let (rank, rest) = match upper.strip_prefix("10") {
        Some(rest) => ("10", rest),
        None => upper.split_at(upper.chars().next()?.len_utf8()),
    };
    let french_figure = matches!(rank, "R" | "D" | "V");
    let rank = match rank {
        "1" => "A",
        "R" => "K",
        "D" => "Q",
        "V" => "J",
        other => other,
    };
    let suit = match rest {
        "T" if french_figure => "C",
        "C" if french_figure => "H",
        "K" => "D",
        "P" => "S",
        other => other,
    };
    let guess = format!("{rank}{suit}");
    (guess != upper && guess.parse::<Card>().is_ok()).then_some(guess)
}

/// A deck's mistake in words.
pub fn deck_words(e: &DeckError) -> Words {
    deck_words_in(e, "")
}

/// The same, for a mistake in the deck written `deck`: a card guessed for an unknown code is one the
/// deck does not hold already, when there is one.
pub fn deck_words_in(e: &DeckError, deck: &str) -> Words {
    let held: Vec<Card> = deck
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter_map(|w| w.parse().ok())
        .collect();
    let guess = |text: &str| {
        let guesses = card_guesses(text);
        guesses
            .iter()
            .find(|g| g.parse().is_ok_and(|c: Card| !held.contains(&c)))
            .or(guesses.first())
            .cloned()
    };
    // Two cards typed with no space between them (`6D3S`).
    let glued = |text: &str| {
        (2..text.len())
            .filter(|&i| text.is_char_boundary(i))
            .find_map(|i| {
                let (a, b) = text.split_at(i);
                let cards = (a.parse::<Card>().ok()?, b.parse::<Card>().ok()?);
                Some(format!("{a} {b}")).filter(|_| cards.0 != cards.1)
            })
    };
    match e {
        // A note written on its own line inside the deck's `"""` text: read as cards there.
        DeckError::Unknown { text, .. } if text.starts_with('#') => {
            Words::new("load-deck-note").with("text", text)
        }
        // `KH;7H;9S`: cards pasted from a spreadsheet's export, separated by `;`.
        DeckError::Unknown { text, .. }
            if text.contains(';')
                && text
                    .split(';')
                    .filter(|w| !w.trim().is_empty())
                    .all(|w| w.trim().parse::<Card>().is_ok()) =>
        {
            let spaced: Vec<&str> = text.split(';').map(str::trim).take(3).collect();
            Words::new("load-deck-semicolons").with("spaced", spaced.join(" "))
        }
        DeckError::Unknown { position, text } => match (glued(text), guess(text)) {
            (Some(cards), _) => Words::new("load-deck-glued")
                .with("position", position)
                .with("text", text)
                .with("cards", cards),
            (None, Some(guess)) => Words::new("load-deck-unknown-guess")
                .with("position", position)
                .with("text", text)
                .with("guess", guess),
            (None, None) => Words::new("load-deck-unknown")
                .with("position", position)
                .with("text", text),
        },
        DeckError::Duplicated { card, first, again } => Words::new("load-deck-twice")
            .with("card", card)
            .with("first", first)
            .with("again", again),
        DeckError::Missing { cards, count } => {
            Words::new("load-deck-missing").with("count", count).with(
                "cards",
                cards
                    .iter()
                    .map(Card::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
            )
        }
        DeckError::TooMany { count } => Words::new("load-deck-too-many").with("count", count),
    }
}

pub(super) fn deal(cx: &mut Ctx, deal: Option<&DealFile>) -> Vec<Card> {
    let Some(d) = deal else {
        // No fixed deal: a shuffled deck, the same every time.
        return deal_cards(&Deal {
            south: Vec::new(),
            emma: Vec::new(),
            seed: 1,
        })
        .expect("an empty deal fills");
    };
    if let Some(deck) = &d.deck {
        if d.south.is_some() || d.emma.is_some() {
            cx.error(deck.span(), Words::new("load-deck-and-tops"));
        }
        return match parse_deck(deck.get_ref()) {
            Ok(cards) => cards,
            Err(e) => {
                // The card at fault, even in a deck written over several lines.
                let at = match &e {
                    DeckError::Unknown { position, .. } => cx.word_span(&deck.span(), position - 1),
                    DeckError::Duplicated { again, .. } => cx.word_span(&deck.span(), again - 1),
                    // The first card too many.
                    DeckError::TooMany { .. } => cx.word_span(&deck.span(), 52),
                    // Cards missing: the deck's first card, where a teacher starts counting.
                    DeckError::Missing { .. } => cx.word_span(&deck.span(), 0),
                };
                cx.error(at, deck_words_in(&e, deck.get_ref()));
                Card::full_deck()
            }
        };
    }
    let south = d.south.as_ref().map(|s| cards(cx, s)).unwrap_or_default();
    let emma = d.emma.as_ref().map(|s| cards(cx, s)).unwrap_or_default();
    // A card dealt twice: said where it is written the second time, with the line of the first.
    let mut seen: Vec<&(Card, Span)> = Vec::new();
    let mut twice = false;
    for dealt in south.iter().chain(&emma) {
        if let Some(first) = seen.iter().find(|(c, _)| *c == dealt.0) {
            let (line, _) = crate::data::line_column(cx.text, first.1.start);
            let words = Words::new("load-deal-twice")
                .with("card", dealt.0)
                .with("first", line);
            cx.error(dealt.1.clone(), words);
            twice = true;
        } else {
            seen.push(dealt);
        }
    }
    if twice {
        return Card::full_deck();
    }
    let span = d
        .south
        .as_ref()
        .or(d.emma.as_ref())
        .map_or(0..0, |s| s.span());
    match deal_cards(&Deal {
        south: south.into_iter().map(|(c, _)| c).collect(),
        emma: emma.into_iter().map(|(c, _)| c).collect(),
        seed: d.seed.unwrap_or(1),
    }) {
        Ok(cards) => cards,
        Err(e) => {
            let (span, words) = match e {
                DealError::TooMany(side) => {
                    let south = side == crate::core::bataille::SOUTH;
                    // At the first card beyond the 26 of a half deck, in that player's pile.
                    let pile = if south { &d.south } else { &d.emma };
                    let at = pile
                        .as_ref()
                        .map_or(span.clone(), |p| cx.word_span(&p.span(), 26));
                    let player = if south { "south" } else { "emma" };
                    (at, Words::new("load-deal-too-many").with("player", player))
                }
                // Found above, with its place.
                DealError::Twice(card) => (span, Words::new("load-deal-twice").with("card", card)),
            };
            cx.error(span, words);
            Card::full_deck()
        }
    }
}

pub(super) fn flip_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    if s.rounds == Some(0) {
        let at = cx
            .field_span(missing.at.start, "rounds")
            .unwrap_or(missing.at.clone());
        cx.error(at, Words::new("load-no-rounds"));
    }
    let winner = match &s.winner {
        Some(w) => Some((
            cx.choice(
                w,
                "player",
                &[("south", RoundWinner::South), ("emma", RoundWinner::Emma)],
            )?,
            inner(w.span()),
        )),
        None => None,
    };
    Some(StepKind::Flip {
        rounds: s.rounds.unwrap_or(1).max(1),
        winner,
        battle: s.battle.as_ref().map(|b| (*b.get_ref(), b.span())),
    })
}

pub(super) fn guess_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> Option<StepKind> {
    if s.options.len() < 2 {
        missing.report(cx, "options");
    }
    let mut choices = Vec::new();
    for (n, o) in s.options.iter().enumerate() {
        // An option copied to make another, its text left as it was: two buttons saying the same.
        if let Some(first) = s.options[..n]
            .iter()
            .find(|f| f.text.get_ref() == o.text.get_ref())
        {
            let (line, _) = crate::data::line_column(cx.text, first.text.span().start);
            let words = Words::new("load-option-text-twice")
                .with("id", o.text.get_ref())
                .with("line", line);
            cx.error(inner(o.text.span()), words);
        }
        if o.min > o.max {
            let at = cx
                .field_span(o.text.span().start, "min")
                .unwrap_or(o.text.span());
            cx.error(
                at,
                Words::new("load-min-above-max")
                    .with("min", o.min)
                    .with("max", o.max),
            );
        }
        choices.push(GuessChoice {
            text: cx.message(&o.text),
            min: o.min,
            max: o.max,
        });
    }
    // The options side by side, from the fewest rounds: each game falls in exactly one ("fewer than
    // 50" and "50 to 100" would both hold a game of 50 rounds).
    // (An option written backwards is said above: the gap it leaves follows from it.)
    let backwards = s.options.iter().any(|o| o.min > o.max);
    let mut order: Vec<&_> = s.options.iter().filter(|_| !backwards).collect();
    order.sort_by_key(|o| (o.min, o.max));
    for pair in order.windows(2) {
        let (before, o) = (pair[0], pair[1]);
        let words = if o.min <= before.max {
            Words::new("load-options-overlap")
        } else if o.min > before.max + 1 {
            Words::new("load-options-gap")
        } else {
            continue;
        };
        let at = cx
            .field_span(o.text.span().start, "min")
            .unwrap_or(o.text.span());
        // The other choice's end, by its line: either of the two values may be the one mistyped.
        let end = cx
            .field_span(before.text.span().start, "max")
            .unwrap_or(before.text.span());
        let (line, _) = crate::data::line_column(cx.text, end.start);
        cx.error(
            at,
            words
                .with("line", line)
                .with("min", o.min)
                .with("end", before.max)
                .with("next", before.max + 1)
                .with("last", o.min.saturating_sub(1)),
        );
    }
    // Together they hold every game: from 1 round to the most a game lasts.
    let limit = crate::core::bataille::ROUND_LIMIT;
    if let (Some(first), Some(last)) = (order.first(), order.last()) {
        if first.min > 1 {
            let at = cx
                .field_span(first.text.span().start, "min")
                .unwrap_or(first.text.span());
            cx.error(
                at,
                Words::new("load-options-start").with("last", first.min - 1),
            );
        }
        if last.max < limit {
            let at = cx
                .field_span(last.text.span().start, "max")
                .unwrap_or(last.text.span());
            cx.error(
                at,
                Words::new("load-options-end")
                    .with("next", last.max + 1)
                    .with("limit", limit),
            );
        }
    }
    Some(StepKind::Guess { choices })
}

/// The most games a `simulate` step may play.
pub const MOST_GAMES: u32 = 100_000;

pub(super) fn simulate_step(cx: &mut Ctx, s: &StepFile, missing: &Missing) -> StepKind {
    let games = s.games.unwrap_or(1000);
    if !(1..=MOST_GAMES).contains(&games) {
        let at = cx
            .field_span(missing.at.start, "games")
            .unwrap_or(missing.at.clone());
        cx.error(
            at,
            Words::new("load-games")
                .with("games", games)
                .with("most", MOST_GAMES),
        );
    }
    StepKind::Simulate {
        games: games.clamp(1, MOST_GAMES),
        seed: s.seed.unwrap_or(1),
    }
}

#[cfg(test)]
mod tests {
    use super::{card_guess, deck_words_in};
    use crate::core::bataille::DeckError;

    /// A card written the French way is read back as the card a French teacher meant.
    #[test]
    fn french_cards_are_guessed() {
        for (written, meant) in [
            ("RC", Some("KH")),
            ("DP", Some("QS")),
            ("VT", Some("JC")),
            ("RK", Some("KD")),
            ("1S", Some("AS")),
            ("AP", Some("AS")),
            ("7K", Some("7D")),
            ("10P", Some("10S")),
            ("XZ", None),
            ("7X", None),
        ] {
            assert_eq!(card_guess(written).as_deref(), meant, "{written}");
        }
    }

    /// `RC` in a deck that holds the king of hearts already means the king of clubs.
    #[test]
    fn a_guess_is_a_card_the_deck_lacks() {
        let e = DeckError::Unknown {
            position: 2,
            text: "RC".into(),
        };
        let guess = |deck: &str| {
            let words = deck_words_in(&e, deck);
            words
                .args
                .iter()
                .find(|(k, _)| *k == "guess")
                .map(|(_, v)| v.clone())
        };
        assert_eq!(guess("2C RC 3D").as_deref(), Some("KH"));
        assert_eq!(guess("KH RC 3D").as_deref(), Some("KC"));
        assert_eq!(guess("KH RC KC").as_deref(), Some("KH"));
    }
}
