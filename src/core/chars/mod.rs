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
//! let board = ludoclasse::boards::load::<ludoclasse::core::chars::CharsBoard>().unwrap();
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

mod board;
mod notation;

pub use board::*;

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

/// One move: a tank steps to a neighbouring square, or the side to move (with no tank left) passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CharsMove {
    Step { from: Square, to: Square },
    Pass,
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

    /// What `viewer` knows when it remembers its own cards (as the computer does, and the help): the
    /// enemy's face-down cards unknown, its own as laid. The memory setting stays as it was.
    pub fn known_to(&self, viewer: Side) -> Chars {
        let mut open = self.clone();
        open.memory = false;
        let mut view = open.view_for(viewer);
        view.memory = self.memory;
        view
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
        self.count_steps_of(side, self.tanks[side])
    }

    /// How many steps `side`'s tanks standing on the squares `own` have: each steps forward, west or
    /// east onto any square of the board but one of its own tanks (only a side's own tanks block it).
    #[inline]
    fn count_steps_of(&self, side: Side, own: u128) -> u64 {
        let board = &*self.board;
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

    /// [`Game::count_moves`] of the position after the side to move's tank steps from `from` to `to`
    /// (a legal step), worked out from this position without playing the step: what perft counts at its
    /// last two plies. `replies` is the other side's steps in this position ([`Chars::count_steps`]),
    /// which a step that takes none of its tanks leaves as they are (only a side's own tanks block it).
    ///
    /// As [`Game::play_unchecked`] does: the step is quiet unless it goes forward, lands on a tank or a
    /// card, or arrives; the tank leaves `from`; a tank of the other side on `to` is destroyed; the
    /// stepping tank stays on `to` unless an explosion destroys it or it arrives (lifted off). Then, as
    /// [`Game::count_moves`] does: nothing after 30 quiet moves, else the other side's steps, else one
    /// pass if the stepping side can still move.
    #[inline]
    fn count_after_step(&self, from: Square, to: Square, replies: u64) -> u64 {
        let side = self.turn;
        let (fi, ti) = (self.idx(from), self.idx(to));
        let cell = self.cells[ti];
        let survives = !matches!(
            cell,
            Cell::Card(Card {
                face: Face::Explosion,
                ..
            })
        );
        let arrives = survives && to.rank() == self.board.start_line(side.other());
        let quiet = from.rank() == to.rank() && cell == Cell::Empty && !arrives;
        if quiet && self.quiet + 1 >= QUIET_LIMIT {
            return 0;
        }
        let replies = if cell == Cell::Tank(side.other()) {
            self.count_steps_of(side.other(), self.tanks[side.other()] & !(1 << ti))
        } else {
            replies
        };
        if replies > 0 {
            return replies;
        }
        let stays = if survives && !arrives { 1 << ti } else { 0 };
        let movers = self.tanks[side] & !(1 << fi) | stays;
        u64::from(self.count_steps_of(side, movers) > 0)
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

    /// The moves after each of `moves`, counted on the bit sets without playing the moves (see
    /// [`Chars::count_after_step`]).
    #[inline]
    fn count_after(&self, moves: &[CharsMove], scratch: &mut Chars) -> u64 {
        let replies = self.count_steps(self.turn.other());
        let mut nodes = 0;
        for &mv in moves {
            nodes += match mv {
                CharsMove::Step { from, to } => self.count_after_step(from, to, replies),
                CharsMove::Pass => {
                    scratch.set_to(self);
                    scratch.play_unchecked(mv);
                    scratch.count_moves()
                }
            };
        }
        nodes
    }

    crate::core::game::set_to_sharing_board!(
        cells,
        turn,
        scores,
        quiet,
        explosions_left,
        memory,
        tanks,
        cards
    );

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
