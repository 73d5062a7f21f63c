//! The cards of La Bataille: ranks and suits, their names, and a deck read from text.

use super::*;

/// A playing card. Only the rank matters for the rules; the suit is kept for display.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// `rank` 0 = two … 12 = ace; `suit` 0–3 = clubs, diamonds, hearts, spades.
    pub const fn new(rank: u8, suit: u8) -> Card {
        assert!(rank < 13 && suit < 4);
        Card(rank * 4 + suit)
    }

    /// 0 (two) to 12 (ace): the higher wins.
    pub const fn rank(self) -> u8 {
        self.0 / 4
    }

    pub const fn suit(self) -> u8 {
        self.0 % 4
    }

    /// The rank as printed on the card: `2`…`10`, `J`, `Q`, `K`, `A`.
    pub fn rank_label(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self.rank() as usize]
    }

    /// The 52 cards, twos first.
    pub fn full_deck() -> Vec<Card> {
        (0..52).map(Card).collect()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            RANK_CHARS[self.rank() as usize] as char,
            SUIT_CHARS[self.suit() as usize] as char
        )
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = ();

    /// `AS`, `TD`, `7H`; `10H` is accepted for `TH`; case does not matter.
    fn from_str(s: &str) -> Result<Card, ()> {
        if !s.is_ascii() {
            return Err(());
        }
        let upper = s.to_ascii_uppercase();
        let (rank_text, suit_text) = upper.split_at(upper.len().checked_sub(1).ok_or(())?);
        let rank = match rank_text {
            "10" => 8,
            r if r.len() == 1 => RANK_CHARS
                .iter()
                .position(|&c| c == r.as_bytes()[0])
                .ok_or(())?,
            _ => return Err(()),
        };
        let suit = SUIT_CHARS
            .iter()
            .position(|&c| suit_text.as_bytes() == [c])
            .ok_or(())?;
        Ok(Card::new(rank as u8, suit as u8))
    }
}

crate::core::impls::serde_as_text!(Card, |text: &str, ()| format!(
    "`{text}` is not a card code"
));

/// Why a deck text is not a deal of the 52 distinct cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckError {
    /// A word that is not a card code; `position` counts cards from 1.
    Unknown { position: usize, text: String },
    /// A card given twice (positions from 1).
    Duplicated {
        card: Card,
        first: usize,
        again: usize,
    },
    /// Cards that are not in the deck (only reported when nothing else is wrong).
    Missing { cards: Vec<Card>, count: usize },
    /// More than 52 cards (only possible with duplicates, reported as such first).
    TooMany { count: usize },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::Unknown { position, text } => write!(
                f,
                "card {position} `{text}` is not a card code (rank 2-9, T or 10, J, Q, K, A, then suit C, D, H or S, like `TD`)"
            ),
            DeckError::Duplicated { card, first, again } => {
                write!(
                    f,
                    "card {card} is given twice (cards {first} and {again}); a deck has each card once"
                )
            }
            DeckError::Missing { cards, count } => {
                let names: Vec<String> = cards.iter().map(Card::to_string).collect();
                write!(
                    f,
                    "the deck has {count} cards, not 52: missing {}",
                    names.join(" ")
                )
            }
            DeckError::TooMany { count } => write!(f, "the deck has {count} cards, not 52"),
        }
    }
}

impl std::error::Error for DeckError {}

/// Reads a deal: 52 distinct card codes separated by spaces (or commas), top card first.
///
/// # Errors
/// The first unknown word, else the first duplicate, else the missing cards.
pub fn parse_deck(text: &str) -> Result<Vec<Card>, DeckError> {
    let mut cards = Vec::with_capacity(52);
    let mut seen = [0usize; 52];
    for (i, word) in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
    {
        let card: Card = word.parse().map_err(|()| DeckError::Unknown {
            position: i + 1,
            text: word.to_string(),
        })?;
        if seen[card.0 as usize] != 0 {
            return Err(DeckError::Duplicated {
                card,
                first: seen[card.0 as usize],
                again: i + 1,
            });
        }
        seen[card.0 as usize] = i + 1;
        cards.push(card);
    }
    if cards.len() > 52 {
        return Err(DeckError::TooMany { count: cards.len() });
    }
    if cards.len() < 52 {
        let missing: Vec<Card> = (0..52)
            .filter(|&c| seen[c] == 0)
            .map(|c| Card(c as u8))
            .collect();
        return Err(DeckError::Missing {
            cards: missing,
            count: cards.len(),
        });
    }
    Ok(cards)
}
