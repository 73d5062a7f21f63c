//! The board file's part of the battle: start squares, minefields, the settings a class may change, and
//! what is derived from them once (each square's steps, edge masks, minefield ranks).

use super::*;

/// Everything the board file says about the battle board (and the race track of phase 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharsBoard {
    pub(super) dims: Dims,
    /// Each side's numbered start squares, number 1 first.
    pub(super) start_squares: ByColor<Vec<Square>>,
    /// The squares each side lays its cards on (in front of the enemy).
    pub(super) minefield: ByColor<Vec<Square>>,
    pub(super) cards_per_player: u8,
    pub(super) default_explosions: u8,
    pub(super) race: Arc<RaceTrack>,
    pub(super) start: Setup,
    pub(super) reconstructed: bool,
    /// For each side and square index, the indices of the squares a tank there may step to (forward,
    /// west, east; [`NO_SQUARE`] off the board): the move generator works on indices.
    pub(super) steps: ByColor<Vec<[u8; 3]>>,
    /// The squares of the board, those off the east edge and those off the west edge, as bit sets (bit
    /// = square index): stepping forward, east or west is then a shift of a side's tanks.
    pub(super) on_board: u128,
    pub(super) not_east_edge: u128,
    pub(super) not_west_edge: u128,
    /// The ranks of each layer's minefield, lowest first.
    pub(super) minefield_ranks: ByColor<Vec<u8>>,
}

/// No square in that direction.
pub(super) const NO_SQUARE: u8 = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Setup {
    pub(super) cells: [Cell; CELLS],
    pub(super) turn: Side,
    pub(super) scores: ByColor<u8>,
    pub(super) quiet: u8,
}

impl CharsBoard {
    /// A battle board. White's start line is rank 1 and Black's the top rank; `minefield[side]` lists the
    /// squares `side` lays its cards on. The start position is empty until [`CharsBoard::with_start`].
    pub fn new(
        dims: Dims,
        start_squares: ByColor<Vec<Square>>,
        minefield: ByColor<Vec<Square>>,
        default_explosions: u8,
        race: RaceTrack,
    ) -> CharsBoard {
        let cards_per_player = minefield.white.len().max(minefield.black.len()) as u8;
        let steps = ByColor::new_with(|side| {
            dims.squares()
                .map(|sq| {
                    [CharsBoard::forward(side), Direction::W, Direction::E].map(|d| {
                        sq.offset(d, dims)
                            .map_or(NO_SQUARE, |n| dims.index(n) as u8)
                    })
                })
                .collect::<Vec<_>>()
        });
        let bits = |keep: &dyn Fn(Square) -> bool| {
            (dims.squares())
                .filter(|&sq| keep(sq))
                .fold(0u128, |bits, sq| bits | 1 << dims.index(sq))
        };
        let on_board = bits(&|_| true);
        let not_east_edge = bits(&|sq| sq.file() + 1 < dims.files);
        let not_west_edge = bits(&|sq| sq.file() > 0);
        let minefield_ranks = ByColor::new_with(|layer| {
            let mut ranks: Vec<u8> = minefield[layer].iter().map(|s| s.rank()).collect();
            ranks.sort_unstable();
            ranks.dedup();
            ranks
        });
        CharsBoard {
            dims,
            start_squares,
            minefield,
            cards_per_player,
            default_explosions,
            race: Arc::new(race),
            start: Setup {
                cells: [Cell::Empty; CELLS],
                turn: Side::White,
                scores: ByColor::default(),
                quiet: 0,
            },
            reconstructed: true,
            steps,
            on_board,
            not_east_edge,
            not_west_edge,
            minefield_ranks,
        }
    }

    /// The same board with `notation` as its default (perft) position.
    ///
    /// # Errors
    /// When the notation does not describe a possible position on this board.
    pub fn with_start(mut self, notation: &str) -> Result<CharsBoard, NotationError> {
        let game = Chars::from_notation(Arc::new(self.clone()), notation)?;
        self.start = game.setup();
        Ok(self)
    }

    pub fn set_reconstructed(&mut self, reconstructed: bool) {
        self.reconstructed = reconstructed;
    }

    /// True when the board was rebuilt from the rule text rather than copied from a real box.
    pub fn reconstructed(&self) -> bool {
        self.reconstructed
    }

    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The rank (from 0) of `side`'s start line: 0 for White, the top rank for Black.
    pub fn start_line(&self, side: Side) -> u8 {
        match side {
            Side::White => 0,
            Side::Black => self.dims.ranks - 1,
        }
    }

    /// `side`'s numbered start squares, number 1 first.
    pub fn start_squares(&self, side: Side) -> &[Square] {
        &self.start_squares[side]
    }

    /// The number (from 1) of the start square `sq` of `side`, if it is one.
    pub fn start_number(&self, side: Side, sq: Square) -> Option<usize> {
        self.start_squares[side]
            .iter()
            .position(|&s| s == sq)
            .map(|i| i + 1)
    }

    /// Tanks per player: one per start square.
    pub fn tanks_per_player(&self) -> usize {
        self.start_squares.white.len()
    }

    /// The squares `layer` lays its cards on (in front of the enemy's start line).
    pub fn minefield(&self, layer: Side) -> &[Square] {
        &self.minefield[layer]
    }

    /// The ranks of the squares `layer` lays its cards on, lowest first.
    pub fn minefield_ranks(&self, layer: Side) -> &[u8] {
        &self.minefield_ranks[layer]
    }

    pub fn cards_per_player(&self) -> u8 {
        self.cards_per_player
    }

    /// Explosion cards among each player's cards unless the class chooses otherwise.
    pub fn default_explosions(&self) -> u8 {
        self.default_explosions
    }

    pub fn race(&self) -> &Arc<RaceTrack> {
        &self.race
    }

    /// The direction `side`'s tanks advance in.
    pub const fn forward(side: Side) -> Direction {
        match side {
            Side::White => Direction::N,
            Side::Black => Direction::S,
        }
    }
}

/// The class's choices for a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CharsSettings {
    /// The faithful setting: once laid, a player's own cards are hidden from it too, as face-down cards
    /// on a real table; it must remember them. Off, a player sees its own cards.
    pub memory: bool,
    /// Explosion cards among each player's cards.
    pub explosions: u8,
}

impl CharsSettings {
    /// The faithful game with the board's number of explosions.
    pub fn for_board(board: &CharsBoard) -> CharsSettings {
        CharsSettings {
            memory: true,
            explosions: board.default_explosions,
        }
    }
}
