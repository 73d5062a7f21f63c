//! Bataille de chars (Танковый бой), exactly as `rules/bataille-de-chars.md` settles it: a race of pure
//! chance ([`race`]) decides who moves first in a battle across two minefields of hidden cards.
//!
//! - [`race`]: phase 1, a state machine fed with die throws;
//! - [`layout`]: laying the mine cards, and checking a layout;
//! - [`Chars`]: phase 2, the battle, on the [`Game`] and [`BoardPosition`] traits. Its notation is the
//!   rules page's: `T` tanks, `M`/`B` face-down explosion/blank cards laid by White (lowercase for Black),
//!   then the side to move, both scores and the count of quiet moves.
//!
//! The board (size, numbered start squares, each player's minefield, number of cards, race track) comes
//! from `assets/boards/chars.toml`, read by `crate::boards::chars`.
//!
//! ```
//! use ludoclasse::core::BoardPosition;
//! use ludoclasse::core::chars::Chars;
//! use ludoclasse::core::game::{Game, perft};
//! let board = ludoclasse::boards::chars::load().unwrap();
//! let game = Chars::start(board);
//! // Eight tanks, each can only step onto the card in front of it.
//! assert_eq!(perft(&game, 1), 8);
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::BoardPosition;
use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{
    Dims, Direction, MAX_FILES, MAX_RANKS, Square, grid_text, parse_board, write_board,
};
use super::notation::{Fields, NotationError, NotationErrorKind};
use super::rng::Rng;
use super::tank_battle::squares128;

pub mod layout;
pub mod race;

use layout::{Layout, LayoutError};
use race::RaceTrack;

/// Moves in a row with no forward move, capture, arrival or turned card after which the game ends.
pub const QUIET_LIMIT: u8 = 30;

const CELLS: usize = MAX_FILES as usize * MAX_RANKS as usize;

/// What a face-down card hides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    Explosion,
    Blank,
    /// In a player's view ([`Game::view_for`]): a card that player cannot see.
    Unknown,
}

/// A face-down mine card and the player who laid it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Card {
    pub layer: Side,
    pub face: Face,
}

/// What stands on a square of the battle board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Cell {
    #[default]
    Empty,
    Tank(Side),
    Card(Card),
}

impl Cell {
    /// The notation letter: `T` tank, `M` explosion, `B` blank, `U` unknown (views only); lowercase for
    /// Black.
    pub fn letter(self) -> Option<char> {
        let (side, c) = match self {
            Cell::Empty => return None,
            Cell::Tank(side) => (side, 'T'),
            Cell::Card(Card { layer, face }) => (
                layer,
                match face {
                    Face::Explosion => 'M',
                    Face::Blank => 'B',
                    Face::Unknown => 'U',
                },
            ),
        };
        Some(match side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        })
    }

    pub fn from_letter(c: char) -> Option<Cell> {
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let card = |face| Some(Cell::Card(Card { layer: side, face }));
        match c.to_ascii_uppercase() {
            'T' => Some(Cell::Tank(side)),
            'M' => card(Face::Explosion),
            'B' => card(Face::Blank),
            'U' => card(Face::Unknown),
            _ => None,
        }
    }
}

/// Everything the board file says about the battle board (and the race track of phase 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharsBoard {
    dims: Dims,
    /// Each side's numbered start squares, number 1 first.
    start_squares: ByColor<Vec<Square>>,
    /// The squares each side lays its cards on (in front of the enemy).
    minefield: ByColor<Vec<Square>>,
    cards_per_player: u8,
    default_explosions: u8,
    race: Arc<RaceTrack>,
    start: Setup,
    reconstructed: bool,
    /// For each side and square index, the indices of the squares a tank there may step to (forward,
    /// west, east; [`NO_SQUARE`] off the board): the move generator works on indices.
    steps: ByColor<Vec<[u8; 3]>>,
    /// The squares of the board, those off the east edge and those off the west edge, as bit sets (bit
    /// = square index): stepping forward, east or west is then a shift of a side's tanks.
    on_board: u128,
    not_east_edge: u128,
    not_west_edge: u128,
    /// The ranks of each layer's minefield, lowest first.
    minefield_ranks: ByColor<Vec<u8>>,
}

/// No square in that direction.
const NO_SQUARE: u8 = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Setup {
    cells: [Cell; CELLS],
    turn: Side,
    scores: ByColor<u8>,
    quiet: u8,
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

/// One move: a tank steps to a neighbouring square, or the side to move (with no tank left) passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CharsMove {
    Step { from: Square, to: Square },
    Pass,
}

impl fmt::Display for CharsMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CharsMove::Step { from, to } => write!(f, "{from}-{to}"),
            CharsMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for CharsMove {
    type Err = String;

    /// Reads `D1-D2` and `pass`.
    fn from_str(s: &str) -> Result<CharsMove, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(CharsMove::Pass);
        }
        let err = || format!("`{s}` is not a move (like `D1-D2`, or `pass`)");
        let (from, to) = s.split_once('-').ok_or_else(err)?;
        Ok(CharsMove::Step {
            from: from.parse().map_err(|_| err())?,
            to: to.parse().map_err(|_| err())?,
        })
    }
}

/// What a move does, for the app to animate and the lessons to check.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Effect {
    /// A step onto an empty square.
    Move,
    /// A step onto an enemy tank, which is destroyed.
    Capture,
    /// A card turned: an explosion destroys the tank with the card.
    Explosion {
        layer: Side,
    },
    /// A card turned: a blank is removed and the tank stays.
    Blank {
        layer: Side,
    },
    /// A card that the viewer of a view cannot see.
    UnknownCard {
        layer: Side,
    },
    /// The tank reached the enemy start line and is lifted off to its owner's score.
    Arrival {
        capture: bool,
    },
    Pass,
}

impl Effect {
    /// The Fluent message announcing the effect, for the effects worth a sentence.
    pub const fn message_id(self) -> Option<&'static str> {
        match self {
            Effect::Capture => Some("chars-effect-capture"),
            Effect::Explosion { .. } => Some("chars-effect-explosion"),
            Effect::Blank { .. } => Some("chars-effect-blank"),
            Effect::Arrival { .. } => Some("chars-effect-arrival"),
            Effect::Move | Effect::UnknownCard { .. } | Effect::Pass => None,
        }
    }
}

/// Why a battle ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CharsEnd {
    /// No tank is left on the board.
    NoTanks,
    /// Two passes in a row: neither player can move.
    TwoPasses,
    /// The classroom guard: 30 moves in a row with no forward move, capture, arrival or turned card.
    QuietMoves,
}

impl CharsEnd {
    /// A stable snake_case name (message ids, JSON, tests).
    pub const fn name(self) -> &'static str {
        match self {
            CharsEnd::NoTanks => "no_tanks",
            CharsEnd::TwoPasses => "two_passes",
            CharsEnd::QuietMoves => "quiet_moves",
        }
    }

    /// The Fluent message that tells the class why the battle ended (`assets/locales/*/chars.ftl`).
    pub const fn message_id(self) -> &'static str {
        match self {
            CharsEnd::NoTanks => "chars-end-no-tanks",
            CharsEnd::TwoPasses => "chars-end-two-passes",
            CharsEnd::QuietMoves => "chars-end-quiet-moves",
        }
    }
}

/// A position of the battle (phase 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chars {
    board: Arc<CharsBoard>,
    cells: [Cell; CELLS],
    turn: Side,
    scores: ByColor<u8>,
    /// Moves since the last forward move, capture, arrival or turned card (passes do not count).
    quiet: u8,
    /// Explosions still face down among each layer's cards; in a view, also those the viewer cannot see.
    explosions_left: ByColor<u8>,
    memory: bool,
    /// The squares of each side's tanks, as bit sets (bit = square index), kept with `cells`.
    tanks: ByColor<u128>,
    /// How many of each layer's cards are still face down, kept with `cells`.
    cards: ByColor<u8>,
}

impl Chars {
    fn from_setup(board: Arc<CharsBoard>, setup: &Setup) -> Chars {
        let mut explosions_left = ByColor::default();
        let mut cards: ByColor<u8> = ByColor::default();
        for cell in &setup.cells {
            if let Cell::Card(card) = cell {
                cards[card.layer] += 1;
                if card.face == Face::Explosion {
                    explosions_left[card.layer] += 1;
                }
            }
        }
        let tanks = ByColor::new_with(|side| {
            (setup.cells.iter().enumerate())
                .filter(|(_, c)| **c == Cell::Tank(side))
                .fold(0, |bits, (i, _)| bits | 1 << i)
        });
        Chars {
            board,
            cells: setup.cells,
            turn: setup.turn,
            scores: setup.scores,
            quiet: setup.quiet,
            explosions_left,
            memory: true,
            tanks,
            cards,
        }
    }

    fn setup(&self) -> Setup {
        Setup {
            cells: self.cells,
            turn: self.turn,
            scores: self.scores,
            quiet: self.quiet,
        }
    }

    /// The battle's start position from the two players' layouts: tanks on their start squares, cards
    /// face down, `first` (the race winner) to move.
    ///
    /// # Errors
    /// The first layout that breaks the rules (see [`Layout::check`]), or a layout given for the wrong
    /// player.
    pub fn from_layouts(
        board: Arc<CharsBoard>,
        settings: CharsSettings,
        layouts: ByColor<&Layout>,
        first: Side,
    ) -> Result<Chars, (Side, LayoutError)> {
        let mut cells = [Cell::Empty; CELLS];
        for side in Side::BOTH {
            let layout = layouts[side];
            if layout.layer != side {
                return Err((side, LayoutError::WrongLayer { expected: side }));
            }
            layout
                .check(&board, settings.explosions)
                .map_err(|e| (side, e))?;
            for card in &layout.cards {
                let face = if card.explosion {
                    Face::Explosion
                } else {
                    Face::Blank
                };
                cells[board.dims.index(card.square)] = Cell::Card(Card { layer: side, face });
            }
            for &sq in &board.start_squares[side] {
                cells[board.dims.index(sq)] = Cell::Tank(side);
            }
        }
        let setup = Setup {
            cells,
            turn: first,
            scores: ByColor::default(),
            quiet: 0,
        };
        let mut game = Chars::from_setup(board, &setup);
        game.memory = settings.memory;
        Ok(game)
    }

    fn idx(&self, sq: Square) -> usize {
        self.board.dims.index(sq)
    }

    /// What stands on `sq`.
    pub fn cell(&self, sq: Square) -> Cell {
        self.cells[self.idx(sq)]
    }

    /// Each side's points (tanks lifted off at the enemy start line).
    pub fn scores(&self) -> ByColor<u8> {
        self.scores
    }

    /// Moves in a row with no forward move, capture, arrival or turned card.
    pub fn quiet_moves(&self) -> u8 {
        self.quiet
    }

    /// Whether the faithful "memory" setting is on (own cards hidden from their owner in its view).
    pub fn memory(&self) -> bool {
        self.memory
    }

    pub fn set_memory(&mut self, memory: bool) {
        self.memory = memory;
    }

    /// How many explosions remain face down among `layer`'s cards (known to everyone: the number laid
    /// is the setting, and every turned card is seen).
    pub fn explosions_left(&self, layer: Side) -> u8 {
        self.explosions_left[layer]
    }

    /// How many of `layer`'s cards are still face down.
    pub fn cards_left(&self, layer: Side) -> u8 {
        self.cards[layer]
    }

    /// The squares of `side`'s tanks, A1 first.
    pub fn tank_squares(&self, side: Side) -> impl Iterator<Item = Square> + '_ {
        let dims = self.board.dims;
        squares128(self.tanks[side]).map(move |i| dims.square(i))
    }

    /// Every square that is not empty, by its index ([`Dims::index`]), A1 first.
    pub fn cells_by_index(&self) -> impl Iterator<Item = (usize, Cell)> + '_ {
        (self.cells[..self.board.dims.len()].iter().enumerate())
            .filter(|(_, c)| **c != Cell::Empty)
            .map(|(i, &c)| (i, c))
    }

    /// How many of `side`'s tanks stand on the board.
    pub fn tanks_on_board(&self, side: Side) -> usize {
        self.tanks[side].count_ones() as usize
    }

    /// The squares the tank on `from` may step to (none if it is not a tank of the side to move).
    pub fn moves_from(&self, from: Square) -> Vec<CharsMove> {
        let mut out = Vec::new();
        if self.cell(from) == Cell::Tank(self.turn) {
            self.tank_moves(from, self.turn, |to| {
                out.push(CharsMove::Step { from, to });
            });
        }
        out
    }

    fn tank_moves(&self, from: Square, side: Side, mut push: impl FnMut(Square)) {
        let dims = self.board.dims;
        self.index_steps(dims.index(from), side, |to| push(dims.square(to)));
    }

    /// [`Chars::tank_moves`] on square indices (the fast path of the move generator).
    fn index_steps(&self, from: usize, side: Side, mut push: impl FnMut(usize)) {
        for to in self.board.steps[side][from] {
            if to != NO_SQUARE && self.cells[to as usize] != Cell::Tank(side) {
                push(to as usize);
            }
        }
    }

    fn has_moves(&self, side: Side) -> bool {
        self.count_steps(side) > 0
    }

    /// How many steps [`Chars::index_steps`] gives for every tank of `side`, counted on the bit sets.
    #[inline]
    fn count_steps(&self, side: Side) -> u64 {
        let board = &*self.board;
        let own = self.tanks[side];
        let files = u32::from(board.dims.files);
        let forward = match CharsBoard::forward(side) {
            Direction::N => own << files,
            _ => own >> files,
        } & board.on_board;
        let east = (own & board.not_east_edge) << 1;
        let west = (own & board.not_west_edge) >> 1;
        // Onto any square but one of the side's own tanks.
        u64::from(
            (forward & !own).count_ones() + (east & !own).count_ones() + (west & !own).count_ones(),
        )
    }

    /// What `mv` would do (for a legal move of this position).
    pub fn effect(&self, mv: CharsMove) -> Effect {
        let CharsMove::Step { from, to } = mv else {
            return Effect::Pass;
        };
        let side = self.turn;
        match self.cell(to) {
            Cell::Card(card) => match card.face {
                Face::Explosion => Effect::Explosion { layer: card.layer },
                Face::Blank => Effect::Blank { layer: card.layer },
                Face::Unknown => Effect::UnknownCard { layer: card.layer },
            },
            target => {
                let capture = matches!(target, Cell::Tank(s) if s != side);
                if to.rank() == self.board.start_line(side.other()) && from.rank() != to.rank() {
                    Effect::Arrival { capture }
                } else if capture {
                    Effect::Capture
                } else {
                    Effect::Move
                }
            }
        }
    }

    /// In a view, fills every unknown card with a guess that agrees with what the viewer knows: as many
    /// explosions among each layer's unknown cards as remain face down. The AI samples worlds this way.
    pub fn guess_unknown(&self, rng: &mut Rng) -> Chars {
        let mut guess = self.clone();
        for layer in Side::BOTH {
            let unknown: Vec<usize> = (0..self.board.dims.len())
                .filter(|&i| {
                    self.cells[i]
                        == Cell::Card(Card {
                            layer,
                            face: Face::Unknown,
                        })
                })
                .collect();
            let known_explosions = self
                .cells
                .iter()
                .filter(|&&c| {
                    c == Cell::Card(Card {
                        layer,
                        face: Face::Explosion,
                    })
                })
                .count();
            let hidden = (self.explosions_left[layer] as usize).saturating_sub(known_explosions);
            let mut faces: Vec<bool> = (0..unknown.len()).map(|i| i < hidden).collect();
            rng.shuffle(&mut faces);
            for (i, explosion) in unknown.into_iter().zip(faces) {
                let face = if explosion {
                    Face::Explosion
                } else {
                    Face::Blank
                };
                guess.cells[i] = Cell::Card(Card { layer, face });
            }
        }
        guess
    }

    fn end(&self) -> Option<CharsEnd> {
        if self.tanks_on_board(Side::White) + self.tanks_on_board(Side::Black) == 0 {
            Some(CharsEnd::NoTanks)
        } else if self.quiet >= QUIET_LIMIT {
            Some(CharsEnd::QuietMoves)
        } else if !self.has_moves(self.turn) && !self.has_moves(self.turn.other()) {
            Some(CharsEnd::TwoPasses)
        } else {
            None
        }
    }
}

impl Game for Chars {
    type Move = CharsMove;
    type EndReason = CharsEnd;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<CharsMove>) {
        moves.clear();
        if self.quiet >= QUIET_LIMIT {
            return;
        }
        let side = self.turn;
        let dims = self.board.dims;
        for i in squares128(self.tanks[side]) {
            {
                let from = dims.square(i);
                self.index_steps(i, side, |to| {
                    moves.push(CharsMove::Step {
                        from,
                        to: dims.square(to),
                    });
                });
            }
        }
        // The side to move has no tank (a tank can always step forward or aside unless its own tanks
        // block it, and the foremost one never is): it passes while the other side can still play.
        if moves.is_empty() && self.has_moves(side.other()) {
            moves.push(CharsMove::Pass);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.quiet >= QUIET_LIMIT {
            return 0;
        }
        match self.count_steps(self.turn) {
            0 => u64::from(self.has_moves(self.turn.other())),
            n => n,
        }
    }

    #[inline]
    fn set_to(&mut self, other: &Chars) {
        if Arc::ptr_eq(&self.board, &other.board) {
            self.cells = other.cells;
            self.turn = other.turn;
            self.scores = other.scores;
            self.quiet = other.quiet;
            self.explosions_left = other.explosions_left;
            self.memory = other.memory;
            self.tanks = other.tanks;
            self.cards = other.cards;
        } else {
            self.clone_from(other);
        }
    }

    /// Plays `mv`. In a view, a tank stepping onto an unknown card removes it like a blank: guess the
    /// cards first ([`Chars::guess_unknown`]) to play out a hidden world.
    #[inline]
    fn play_unchecked(&mut self, mv: CharsMove) {
        let side = self.turn;
        self.turn = side.other();
        let CharsMove::Step { from, to } = mv else {
            return;
        };
        let (fi, ti) = (self.idx(from), self.idx(to));
        self.cells[fi] = Cell::Empty;
        self.tanks[side] &= !(1 << fi);
        *self.tanks.get_mut(side.other()) &= !(1 << ti);
        let mut eventful = from.rank() != to.rank();
        let mut survives = true;
        match self.cells[ti] {
            Cell::Empty => {}
            Cell::Tank(_) => eventful = true,
            Cell::Card(card) => {
                eventful = true;
                self.cards[card.layer] -= 1;
                if card.face == Face::Explosion {
                    survives = false;
                    self.explosions_left[card.layer] =
                        self.explosions_left[card.layer].saturating_sub(1);
                }
            }
        }
        self.cells[ti] = Cell::Empty;
        if survives {
            if to.rank() == self.board.start_line(side.other()) {
                self.scores[side] += 1;
                eventful = true;
            } else {
                self.cells[ti] = Cell::Tank(side);
                self.tanks[side] |= 1 << ti;
            }
        }
        self.quiet = if eventful { 0 } else { self.quiet + 1 };
    }

    fn is_over(&self) -> bool {
        self.end().is_some()
    }

    fn outcome(&self) -> Option<Outcome<CharsEnd>> {
        let reason = self.end()?;
        let winner = match self.scores.white.cmp(&self.scores.black) {
            std::cmp::Ordering::Greater => Winner::Side(Side::White),
            std::cmp::Ordering::Less => Winner::Side(Side::Black),
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        Some(Outcome { winner, reason })
    }

    /// Hides the cards `viewer` cannot see: the opponent's always, its own too under the memory setting.
    fn view_for(&self, viewer: Side) -> Chars {
        let mut view = self.clone();
        for cell in view.cells.iter_mut() {
            if let Cell::Card(card) = cell
                && (card.layer != viewer || self.memory)
            {
                card.face = Face::Unknown;
            }
        }
        view
    }

    /// Checks the move directly, independently of [`Game::legal_moves`].
    fn is_legal(&self, mv: CharsMove) -> bool {
        if self.quiet >= QUIET_LIMIT {
            return false;
        }
        let dims = self.board.dims;
        match mv {
            CharsMove::Pass => !self.has_moves(self.turn) && self.has_moves(self.turn.other()),
            CharsMove::Step { from, to } => {
                if !dims.contains(from) || !dims.contains(to) {
                    return false;
                }
                let side = self.turn;
                if self.cell(from) != Cell::Tank(side) || self.cell(to) == Cell::Tank(side) {
                    return false;
                }
                let df = to.file() as i8 - from.file() as i8;
                let dr = to.rank() as i8 - from.rank() as i8;
                let ahead = CharsBoard::forward(side).delta().1;
                (df.abs() == 1 && dr == 0) || (df == 0 && dr == ahead)
            }
        }
    }
}

/// The character column (from 0) of each square's letter in a well-formed board part.
fn letter_columns(text: &str, dims: Dims) -> Vec<usize> {
    let mut columns = vec![0; dims.len()];
    let mut offset = 0;
    for (i, rank_text) in text.split('/').enumerate() {
        let rank = dims.ranks as usize - 1 - i;
        let mut file = 0;
        let mut digits = 0;
        for (col, c) in rank_text.chars().enumerate() {
            if let Some(d) = c.to_digit(10) {
                digits = digits * 10 + d as usize;
                continue;
            }
            file += digits;
            digits = 0;
            if file < dims.files as usize && rank < dims.ranks as usize {
                columns[dims.index(Square::new(file as u8, rank as u8))] = offset + col;
            }
            file += 1;
        }
        offset += rank_text.chars().count() + 1;
    }
    columns
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

impl BoardPosition for Chars {
    type Board = CharsBoard;

    fn start(board: Arc<CharsBoard>) -> Chars {
        let setup = board.start.clone();
        Chars::from_setup(board, &setup)
    }

    fn from_notation(board: Arc<CharsBoard>, text: &str) -> Result<Chars, NotationError> {
        let dims = board.dims;
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.next("board")?;
        let parsed = parse_board(board_text, dims, Cell::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let mut numbers = [(0usize, 0u8); 3];
        for (slot, name) in
            numbers
                .iter_mut()
                .zip(["White's score", "Black's score", "quiet moves"])
        {
            let (column, value) = fields.next(name)?;
            let n = value.parse::<u8>().map_err(|_| NotationError {
                column,
                kind: NotationErrorKind::BadField {
                    field: name,
                    text: value.to_string(),
                    expected: "a whole number",
                },
            })?;
            *slot = (column, n);
        }
        fields.finish()?;
        let [(white_col, white), (black_col, black), (quiet_col, quiet)] = numbers;
        if quiet > QUIET_LIMIT {
            return Err(NotationError::impossible(
                quiet_col,
                format!("the game stops after {QUIET_LIMIT} quiet moves, not {quiet}"),
            ));
        }
        let columns = letter_columns(board_text, dims);
        let mut cells = [Cell::Empty; CELLS];
        for sq in dims.squares() {
            let Some(cell) = parsed[dims.index(sq)] else {
                continue;
            };
            let column = board_col + columns[dims.index(sq)];
            match cell {
                Cell::Tank(side) if sq.rank() == board.start_line(side.other()) => {
                    return Err(NotationError::impossible(
                        column,
                        format!(
                            "a {} tank on {sq} stands on the enemy start line: it would have been lifted off",
                            side_name(side)
                        ),
                    ));
                }
                Cell::Card(Card {
                    face: Face::Unknown,
                    ..
                }) => {
                    return Err(NotationError::impossible(
                        column,
                        "an unknown card (`U`) only appears in a player's view and cannot be read back",
                    ));
                }
                Cell::Card(card) if !board.minefield[card.layer].contains(&sq) => {
                    return Err(NotationError::impossible(
                        column,
                        format!(
                            "{sq} is not on {}'s minefield: its cards cannot lie there",
                            side_name(card.layer)
                        ),
                    ));
                }
                _ => {}
            }
            cells[dims.index(sq)] = cell;
        }
        let scores = ByColor { white, black };
        for (side, column) in [(Side::White, white_col), (Side::Black, black_col)] {
            let on_board = cells.iter().filter(|&&c| c == Cell::Tank(side)).count();
            if on_board + scores[side] as usize > board.tanks_per_player() {
                return Err(NotationError::impossible(
                    column,
                    format!(
                        "{} has {on_board} tanks on the board and {} scored: more than its {} tanks",
                        side_name(side),
                        scores[side],
                        board.tanks_per_player()
                    ),
                ));
            }
        }
        let setup = Setup {
            cells,
            turn,
            scores,
            quiet,
        };
        Ok(Chars::from_setup(board, &setup))
    }

    fn to_notation(&self) -> String {
        let dims = self.board.dims;
        let cells: Vec<Option<Cell>> = self.cells[..dims.len()]
            .iter()
            .map(|&c| (c != Cell::Empty).then_some(c))
            .collect();
        format!(
            "{} {} {} {} {}",
            write_board(&cells, dims, |c| c.letter().unwrap_or('?')),
            self.turn.letter(),
            self.scores.white,
            self.scores.black,
            self.quiet
        )
    }

    fn board(&self) -> &Arc<CharsBoard> {
        &self.board
    }

    /// Ranks from the top; `T`/`t` tanks, `M`/`m` `B`/`b` face-down cards (explosion, blank; `U`/`u`
    /// unknown in a view), `.` an empty square.
    fn to_text(&self) -> String {
        let mut out = grid_text(self.board.dims, 2, |sq| {
            self.cell(sq).letter().unwrap_or('.')
        });
        out.push_str(&format!(
            "{} to move; scores: White {}, Black {}; {} quiet moves",
            self.turn, self.scores.white, self.scores.black, self.quiet
        ));
        out
    }
}
