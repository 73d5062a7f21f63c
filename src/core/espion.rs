//! Espion (Portugal, 1981), exactly as `rules/espion.md` settles it: the arrows printed on the square a
//! piece stands on decide where it may go.
//!
//! - the chief steps one square in any direction, whatever the arrows;
//! - a spy goes 1 to 4 squares, an agent 1 or 2, straight along one arrow of its own square; the squares
//!   passed over must be empty; landing on an enemy piece captures it;
//! - capturing the enemy chief wins; a player with no legal move loses; 100 moves in a row without a
//!   capture end the game as a draw (the classroom guard).
//!
//! The arrows come from the board file (`assets/boards/espion.toml`, read by `boards::espion`); the
//! [`Board`] turns them into rays once, so that listing moves only walks precomputed squares.
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::espion::{Board, Espion, START};
//! use ludoclasse::core::geometry::DirectionSet;
//! use ludoclasse::core::game::{Game, perft};
//! use ludoclasse::core::BoardPosition;
//! // A board where every square carries every arrow.
//! let board = Arc::new(Board::new(vec![DirectionSet::ALL; 64], START).unwrap());
//! let game = Espion::start(board);
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! // Only the agents can move: 1 or 2 squares N, NE and NW; A2 and H2 have two of these directions,
//! // and B2 (NW) and G2 (NE) only one square before the edge.
//! assert_eq!(moves.len(), 6 * 6 + 2 * 4 - 2);
//! assert_eq!(perft(&game, 1), moves.len() as u64);
//! ```

use std::fmt;
use std::sync::Arc;

use super::BoardPosition;
use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{Dims, Direction, DirectionSet, Square, grid_text, parse_board, write_board};
use super::notation::{Fields, NotationError, NotationErrorKind};

/// Espion is played on 8 × 8 squares.
pub const DIMS: Dims = Dims::new(8, 8);
const CELLS: usize = 64;

/// The start position of the rules page.
pub const START: &str = "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0";

/// Moves in a row (both sides counted) without a capture after which the game is drawn.
pub const QUIET_LIMIT: u32 = 100;

/// The three kinds of piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Kind {
    Chief,
    Spy,
    Agent,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Chief, Kind::Spy, Kind::Agent];

    /// How many squares the piece may go along an arrow (the chief ignores arrows).
    pub const fn reach(self) -> usize {
        match self {
            Kind::Chief => 1,
            Kind::Spy => 4,
            Kind::Agent => 2,
        }
    }

    /// How many pieces of this kind a side starts with (and can never exceed).
    pub const fn count(self) -> usize {
        match self {
            Kind::Chief => 1,
            Kind::Spy => 7,
            Kind::Agent => 8,
        }
    }

    /// The notation letter, uppercase (White's).
    pub const fn letter(self) -> char {
        match self {
            Kind::Chief => 'C',
            Kind::Spy => 'S',
            Kind::Agent => 'A',
        }
    }

    /// A stable name for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Chief => "chief",
            Kind::Spy => "spy",
            Kind::Agent => "agent",
        }
    }
}

/// A piece: its side and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }

    /// The notation letter: uppercase for White, lowercase for Black.
    pub const fn letter(self) -> char {
        match self.side {
            Side::White => self.kind.letter(),
            Side::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        let kind = match c.to_ascii_uppercase() {
            'C' => Kind::Chief,
            'S' => Kind::Spy,
            'A' => Kind::Agent,
            _ => return None,
        };
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        Some(Piece { side, kind })
    }
}

/// One move: a piece goes from `from` to `to`, capturing what stood there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub capture: Option<Kind>,
}

impl fmt::Display for Move {
    /// `D2-D4`, or `D2xD4` for a capture.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture.is_some() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}

/// Why a game of Espion ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The loser's chief was captured.
    ChiefCaptured,
    /// The loser had no legal move.
    NoLegalMove,
    /// 100 moves in a row without a capture: a draw.
    NoCaptureLimit,
}

impl EndReason {
    pub const ALL: [EndReason; 3] = [
        EndReason::ChiefCaptured,
        EndReason::NoLegalMove,
        EndReason::NoCaptureLimit,
    ];

    /// A stable snake_case name, for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::ChiefCaptured => "chief_captured",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::NoCaptureLimit => "no_capture_limit",
        }
    }
}

/// The squares a spy or an agent passes along one arrow, nearest first (up to a spy's reach).
#[derive(Clone, Copy, Debug, Default)]
struct Ray {
    squares: [u8; 4],
    len: u8,
}

/// What a board file describes, made ready for fast move listing.
pub struct Board {
    arrows: [DirectionSet; CELLS],
    /// Per square, one ray per arrow.
    rays: [[Ray; 8]; CELLS],
    ray_count: [u8; CELLS],
    /// Per square, the squares a chief can step to.
    steps: [[u8; 8]; CELLS],
    step_count: [u8; CELLS],
    /// The same squares as a bit set (bit = square index), to count a chief's moves at once.
    step_mask: [u64; CELLS],
    start: Setup,
    reconstructed: bool,
    source: String,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("espion::Board")
            .field("arrows", &self.arrows)
            .finish_non_exhaustive()
    }
}

/// A board that cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The arrows are given for this many squares instead of 64.
    SquareCount(usize),
    /// The start position does not read.
    Start(NotationError),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::SquareCount(n) => write!(f, "{n} squares given, an Espion board has 64"),
            BoardError::Start(e) => write!(f, "the start position does not read: {e}"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board from the arrows of its 64 squares (indexed by [`Dims::index`], A1 first) and its start
    /// position in notation.
    ///
    /// # Errors
    /// When there are not 64 squares, or the start position does not read.
    pub fn new(arrows: Vec<DirectionSet>, start: &str) -> Result<Board, BoardError> {
        if arrows.len() != CELLS {
            return Err(BoardError::SquareCount(arrows.len()));
        }
        let start = Setup::parse(start).map_err(BoardError::Start)?;
        let mut board = Board {
            arrows: [DirectionSet::EMPTY; CELLS],
            rays: [[Ray::default(); 8]; CELLS],
            ray_count: [0; CELLS],
            steps: [[0; 8]; CELLS],
            step_count: [0; CELLS],
            step_mask: [0; CELLS],
            start,
            reconstructed: false,
            source: String::new(),
        };
        for (i, &set) in arrows.iter().enumerate() {
            let sq = DIMS.square(i);
            board.arrows[i] = set;
            for dir in Direction::ALL {
                if let Some(next) = sq.offset(dir, DIMS) {
                    board.steps[i][board.step_count[i] as usize] = DIMS.index(next) as u8;
                    board.step_count[i] += 1;
                    board.step_mask[i] |= 1 << DIMS.index(next);
                }
                if !set.contains(dir) {
                    continue;
                }
                let mut ray = Ray::default();
                let mut at = sq;
                while (ray.len as usize) < Kind::Spy.reach() {
                    match at.offset(dir, DIMS) {
                        Some(next) => {
                            ray.squares[ray.len as usize] = DIMS.index(next) as u8;
                            ray.len += 1;
                            at = next;
                        }
                        None => break,
                    }
                }
                if ray.len > 0 {
                    board.rays[i][board.ray_count[i] as usize] = ray;
                    board.ray_count[i] += 1;
                }
            }
        }
        Ok(board)
    }

    pub const fn dims(&self) -> Dims {
        DIMS
    }

    /// The arrows printed on `sq`.
    pub fn arrows(&self, sq: Square) -> DirectionSet {
        self.arrows[DIMS.index(sq)]
    }

    /// The start position in notation.
    pub fn start_notation(&self) -> String {
        self.start.to_notation()
    }

    /// Records where the layout comes from: `reconstructed` when nobody has the printed board (the app
    /// must then say so), and a short note for developers.
    pub fn with_origin(mut self, reconstructed: bool, source: impl Into<String>) -> Board {
        self.reconstructed = reconstructed;
        self.source = source.into();
        self
    }

    /// Whether the layout was rebuilt from the rule text rather than copied from a real board.
    pub fn reconstructed(&self) -> bool {
        self.reconstructed
    }

    /// Where the layout comes from (a note for developers).
    pub fn source(&self) -> &str {
        &self.source
    }
}

/// A position read from notation, before it is put on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Setup {
    cells: [Option<Piece>; CELLS],
    turn: Side,
    quiet: u32,
}

impl Setup {
    fn parse(text: &str) -> Result<Setup, NotationError> {
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.next("board")?;
        let cells = parse_board(board_text, DIMS, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let (quiet_col, quiet_text) = fields.next("moves since the last capture")?;
        let quiet = quiet_text
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= QUIET_LIMIT)
            .ok_or_else(|| NotationError {
                column: quiet_col,
                kind: NotationErrorKind::BadField {
                    field: "moves since the last capture",
                    text: quiet_text.to_string(),
                    expected: "a whole number from 0 to 100",
                },
            })?;
        fields.finish()?;
        check_counts(board_text, board_col, |c| {
            Piece::from_letter(c).map(|p| p.kind.count())
        })?;
        let has_chief =
            |side| (cells.iter().flatten()).any(|p| *p == Piece::new(side, Kind::Chief));
        if !has_chief(Side::White) && !has_chief(Side::Black) {
            return Err(NotationError::impossible(
                board_col,
                "neither side has a chief (the game ends when the first one is captured)",
            ));
        }
        // A missing chief was taken by the last move: its owner is to move, and nothing was played since.
        for side in Side::BOTH {
            if !has_chief(side) && (turn != side || quiet != 0) {
                return Err(NotationError::impossible(
                    board_col,
                    format!(
                        "the {side} chief was taken by the last move, so {side} is to move and the count of moves since the last capture is 0"
                    ),
                ));
            }
        }
        let mut array = [None; CELLS];
        array.copy_from_slice(&cells);
        Ok(Setup {
            cells: array,
            turn,
            quiet,
        })
    }

    fn to_notation(self) -> String {
        format!(
            "{} {} {}",
            write_board(&self.cells, DIMS, Piece::letter),
            self.turn.letter(),
            self.quiet
        )
    }
}

/// Refuses a board part holding more pieces of one letter than `limit` allows, pointing at the first
/// piece too many. Shared by the board games whose pieces have a fixed number per side.
pub(crate) fn check_counts(
    board_text: &str,
    board_col: usize,
    limit: impl Fn(char) -> Option<usize>,
) -> Result<(), NotationError> {
    let mut seen: Vec<(char, usize)> = Vec::new();
    for (col, c) in board_text.chars().enumerate() {
        let Some(max) = limit(c) else { continue };
        let n = match seen.iter_mut().find(|(l, _)| *l == c) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                seen.push((c, 1));
                1
            }
        };
        if n > max {
            return Err(NotationError::impossible(
                board_col + col,
                format!("too many pieces `{c}`: a side has at most {max}"),
            ));
        }
    }
    Ok(())
}

/// A position of Espion.
#[derive(Clone)]
pub struct Espion {
    board: Arc<Board>,
    cells: [Option<Piece>; CELLS],
    turn: Side,
    /// Moves in a row without a capture, both sides counted.
    quiet: u32,
    /// Whether each side still has its chief (kept up to date, so the end test costs nothing).
    chief: ByColor<bool>,
    /// The squares of each side's pieces, as bit sets (bit = square index), kept with `cells`.
    occupied: ByColor<u64>,
}

impl fmt::Debug for Espion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Espion({})", self.to_notation())
    }
}

impl PartialEq for Espion {
    /// Two positions are equal when they show the same pieces, side to move and count, on equal arrows.
    fn eq(&self, other: &Espion) -> bool {
        self.cells == other.cells
            && self.turn == other.turn
            && self.quiet == other.quiet
            && self.board.arrows == other.board.arrows
    }
}

impl Espion {
    fn from_setup(board: Arc<Board>, setup: Setup) -> Espion {
        let chief = ByColor::new_with(|side| {
            setup
                .cells
                .iter()
                .any(|p| *p == Some(Piece::new(side, Kind::Chief)))
        });
        let occupied = ByColor::new_with(|side| {
            (setup.cells.iter().enumerate())
                .filter(|(_, p)| p.is_some_and(|p| p.side == side))
                .fold(0, |bits, (i, _)| bits | 1 << i)
        });
        Espion {
            board,
            cells: setup.cells,
            turn: setup.turn,
            quiet: setup.quiet,
            chief,
            occupied,
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.cells[DIMS.index(sq)]
    }

    /// The squares of `side`'s pieces with the pieces, A1 first.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (Square, Piece)> + '_ {
        squares(self.occupied[side]).filter_map(|i| Some((DIMS.square(i), self.cells[i]?)))
    }

    /// How many pieces each side has, by kind (chief, spy, agent).
    pub fn counts(&self) -> ByColor<[usize; 3]> {
        let mut counts = ByColor::<[usize; 3]>::default();
        for p in self.cells.iter().flatten() {
            counts[p.side][p.kind as usize] += 1;
        }
        counts
    }

    /// Moves in a row without a capture so far.
    pub fn moves_since_capture(&self) -> u32 {
        self.quiet
    }

    /// Appends the legal moves of the piece on `sq` (it must belong to the side to move and the game
    /// must go on, otherwise none).
    pub fn moves_from(&self, sq: Square, moves: &mut Vec<Move>) {
        if DIMS.contains(sq) && !self.is_finished_cheap() {
            self.gen_from(DIMS.index(sq), moves);
        }
    }

    fn has_chief(&self, side: Side) -> bool {
        self.chief[side]
    }

    /// The end conditions that do not need the list of moves.
    fn is_finished_cheap(&self) -> bool {
        self.quiet >= QUIET_LIMIT || !self.has_chief(Side::White) || !self.has_chief(Side::Black)
    }

    /// Calls `f` for each legal move of the piece at index `i`; stops early when `f` returns false.
    #[inline]
    fn for_each_from(&self, i: usize, mut f: impl FnMut(Move) -> bool) -> bool {
        let Some(piece) = self.cells[i] else {
            return true;
        };
        if piece.side != self.turn {
            return true;
        }
        let from = DIMS.square(i);
        let mut target = |t: u8| -> (bool, bool) {
            // (keep going along the ray, keep listing)
            match self.cells[t as usize] {
                None => (
                    true,
                    f(Move {
                        from,
                        to: DIMS.square(t as usize),
                        capture: None,
                    }),
                ),
                Some(p) if p.side != piece.side => (
                    false,
                    f(Move {
                        from,
                        to: DIMS.square(t as usize),
                        capture: Some(p.kind),
                    }),
                ),
                Some(_) => (false, true),
            }
        };
        if piece.kind == Kind::Chief {
            for &t in &self.board.steps[i][..self.board.step_count[i] as usize] {
                if !target(t).1 {
                    return false;
                }
            }
            return true;
        }
        let reach = piece.kind.reach();
        for ray in &self.board.rays[i][..self.board.ray_count[i] as usize] {
            for &t in &ray.squares[..(ray.len as usize).min(reach)] {
                let (go_on, keep) = target(t);
                if !keep {
                    return false;
                }
                if !go_on {
                    break;
                }
            }
        }
        true
    }

    fn gen_from(&self, i: usize, moves: &mut Vec<Move>) {
        self.for_each_from(i, |m| {
            moves.push(m);
            true
        });
    }

    fn has_legal_move(&self) -> bool {
        squares(self.occupied[self.turn]).any(|i| !self.for_each_from(i, |_| false))
    }

    /// How many moves the piece at index `i` (of the side to move) has: [`Espion::for_each_from`]'s moves,
    /// counted on the bit sets.
    #[inline]
    fn count_from(&self, i: usize, kind: Kind) -> u64 {
        let own = self.occupied[self.turn];
        let board = &*self.board;
        if kind == Kind::Chief {
            return u64::from((board.step_mask[i] & !own).count_ones());
        }
        let all = own | self.occupied[self.turn.other()];
        let mut n = 0;
        for ray in &board.rays[i][..board.ray_count[i] as usize] {
            for &t in &ray.squares[..(ray.len as usize).min(kind.reach())] {
                let bit = 1u64 << t;
                if all & bit == 0 {
                    n += 1;
                } else {
                    n += u64::from(own & bit == 0);
                    break;
                }
            }
        }
        n
    }
}

impl Game for Espion {
    type Move = Move;
    type EndReason = EndReason;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_finished_cheap() {
            return;
        }
        for i in squares(self.occupied[self.turn]) {
            self.gen_from(i, moves);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.is_finished_cheap() {
            return 0;
        }
        squares(self.occupied[self.turn])
            .map(|i| self.count_from(i, self.cells[i].map_or(Kind::Agent, |p| p.kind)))
            .sum()
    }

    #[inline]
    fn set_to(&mut self, other: &Espion) {
        if Arc::ptr_eq(&self.board, &other.board) {
            self.cells = other.cells;
            self.turn = other.turn;
            self.quiet = other.quiet;
            self.chief = other.chief;
            self.occupied = other.occupied;
        } else {
            self.clone_from(other);
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let from = DIMS.index(mv.from);
        let to = DIMS.index(mv.to);
        let captured = self.cells[to];
        if let Some(p) = captured
            && p.kind == Kind::Chief
        {
            self.chief[p.side] = false;
        }
        let captured = captured.is_some();
        let (from_bit, to_bit) = (1u64 << from, 1u64 << to);
        self.occupied[self.turn] ^= from_bit | to_bit;
        *self.occupied.get_mut(self.turn.other()) &= !to_bit;
        self.cells[to] = self.cells[from].take();
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.turn = self.turn.other();
    }

    fn is_over(&self) -> bool {
        self.is_finished_cheap() || !self.has_legal_move()
    }

    fn outcome(&self) -> Option<Outcome<EndReason>> {
        for side in Side::BOTH {
            if !self.has_chief(side) {
                return Some(Outcome {
                    winner: Winner::Side(side.other()),
                    reason: EndReason::ChiefCaptured,
                });
            }
        }
        if self.quiet >= QUIET_LIMIT {
            return Some(Outcome {
                winner: Winner::Draw,
                reason: EndReason::NoCaptureLimit,
            });
        }
        if !self.has_legal_move() {
            return Some(Outcome {
                winner: Winner::Side(self.turn.other()),
                reason: EndReason::NoLegalMove,
            });
        }
        None
    }

    fn is_legal(&self, mv: Move) -> bool {
        if !DIMS.contains(mv.from) || self.is_finished_cheap() {
            return false;
        }
        let mut found = false;
        self.for_each_from(DIMS.index(mv.from), |m| {
            found = m == mv;
            !found
        });
        found
    }
}

impl BoardPosition for Espion {
    type Board = Board;

    fn start(board: Arc<Board>) -> Espion {
        let setup = board.start;
        Espion::from_setup(board, setup)
    }

    fn from_notation(board: Arc<Board>, text: &str) -> Result<Espion, NotationError> {
        Ok(Espion::from_setup(board, Setup::parse(text)?))
    }

    fn to_notation(&self) -> String {
        Setup {
            cells: self.cells,
            turn: self.turn,
            quiet: self.quiet,
        }
        .to_notation()
    }

    fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// Rank 8 at the top, `.` for an empty square, then the side to move and the no-capture count.
    fn to_text(&self) -> String {
        let mut out = grid_text(DIMS, 1, |sq| self.piece_at(sq).map_or('.', Piece::letter));
        out.push_str(&format!(
            "{} to move, {} moves since the last capture",
            self.turn, self.quiet
        ));
        out
    }
}

/// The indices of the bits set in `bits`, lowest first (the squares of a bit set, A1 first).
pub(crate) fn squares(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            i
        })
    })
}
