//! Laying the mines: before the battle each player puts its 16 cards face down on the minefield in front
//! of the enemy (between the red lines), a chosen number of them explosions. A [`Layout`] is one
//! player's choice; [`Layout::check`] says whether it follows the rules.
//!
//! ```
//! use ludoclasse::core::chars::layout::Layout;
//! use ludoclasse::core::game::Side;
//! use ludoclasse::core::rng::Rng;
//! let board = ludoclasse::boards::load::<ludoclasse::core::chars::CharsBoard>().unwrap();
//! let layout = Layout::random(&board, Side::White, 8, &mut Rng::new(7));
//! assert!(layout.check(&board, 8).is_ok());
//! assert!(layout.check(&board, 7).is_err());
//! ```

use std::fmt;

use super::CharsBoard;
use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::core::rng::Rng;

/// One card laid face down.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LaidCard {
    pub square: Square,
    pub explosion: bool,
}

/// One player's cards, as laid on the opponent's side of the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    /// The player who lays the cards (the cards' owner, their "layer").
    pub layer: Side,
    pub cards: Vec<LaidCard>,
}

/// Why a layout breaks the rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LayoutError {
    /// The number of explosions asked for is more than the cards a player has.
    BadSetting { explosions: u8, cards: u8 },
    /// A card outside the minefield this player lays on.
    OffMinefield { square: Square },
    /// Two cards on one square.
    Twice { square: Square },
    /// Squares of the minefield left without a card.
    Missing { squares: Vec<Square> },
    /// Not the number of explosions the game is set to.
    Explosions { found: u8, expected: u8 },
    /// The layout is another player's.
    WrongLayer { expected: Side },
}

impl LayoutError {
    /// The Fluent message for the child laying the cards (`assets/locales/*/chars.ftl`); its variables
    /// are the variant's fields (`square`, `count` of missing squares, `found`, `expected`, `explosions`,
    /// `cards`).
    pub const fn message_id(&self) -> &'static str {
        match self {
            LayoutError::BadSetting { .. } => "chars-layout-bad-setting",
            LayoutError::OffMinefield { .. } => "chars-layout-off-minefield",
            LayoutError::Twice { .. } => "chars-layout-twice",
            LayoutError::Missing { .. } => "chars-layout-missing",
            LayoutError::Explosions { .. } => "chars-layout-explosions",
            LayoutError::WrongLayer { .. } => "chars-layout-wrong-layer",
        }
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::BadSetting { explosions, cards } => write!(
                f,
                "{explosions} explosions cannot be laid with {cards} cards"
            ),
            LayoutError::OffMinefield { square } => {
                write!(f, "{square} is not on the minefield this player lays on")
            }
            LayoutError::Twice { square } => write!(f, "two cards are laid on {square}"),
            LayoutError::Missing { squares } => {
                let names: Vec<String> = squares.iter().map(Square::to_string).collect();
                write!(f, "no card is laid on {}", names.join(" "))
            }
            LayoutError::Explosions { found, expected } => write!(
                f,
                "{found} explosion cards are laid, the game is set to {expected}"
            ),
            LayoutError::WrongLayer { expected } => {
                write!(f, "this layout is not the {expected} player's")
            }
        }
    }
}

impl std::error::Error for LayoutError {}

impl Layout {
    /// The cards of `layer` spread at random over its minefield, `explosions` of them explosions (at most
    /// all of them).
    pub fn random(board: &CharsBoard, layer: Side, explosions: u8, rng: &mut Rng) -> Layout {
        let squares = board.minefield(layer);
        let mut faces: Vec<bool> = (0..squares.len())
            .map(|i| i < explosions as usize)
            .collect();
        rng.shuffle(&mut faces);
        Layout {
            layer,
            cards: squares
                .iter()
                .zip(faces)
                .map(|(&square, explosion)| LaidCard { square, explosion })
                .collect(),
        }
    }

    /// Checks that the cards cover exactly the squares of the minefield this player lays on, one card
    /// each, and that `explosions` of them are explosions.
    ///
    /// # Errors
    /// The first problem found.
    pub fn check(&self, board: &CharsBoard, explosions: u8) -> Result<(), LayoutError> {
        let field = board.minefield(self.layer);
        let cards = board.cards_per_player();
        if explosions > cards {
            return Err(LayoutError::BadSetting { explosions, cards });
        }
        let mut seen = Vec::with_capacity(self.cards.len());
        for card in &self.cards {
            if !field.contains(&card.square) {
                return Err(LayoutError::OffMinefield {
                    square: card.square,
                });
            }
            if seen.contains(&card.square) {
                return Err(LayoutError::Twice {
                    square: card.square,
                });
            }
            seen.push(card.square);
        }
        let missing: Vec<Square> = field
            .iter()
            .copied()
            .filter(|sq| !seen.contains(sq))
            .collect();
        if !missing.is_empty() {
            return Err(LayoutError::Missing { squares: missing });
        }
        let found = self.cards.iter().filter(|c| c.explosion).count() as u8;
        if found != explosions {
            return Err(LayoutError::Explosions {
                found,
                expected: explosions,
            });
        }
        Ok(())
    }
}
