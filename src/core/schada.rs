//! Schada (Netherlands, 1937), exactly as `rules/schada.md` settles it: the diagram printed on the square a
//! piece stands on decides where it may go.
//!
//! - a diagram is one to three **lines**, each a path of unit steps from the square, straight or bent once
//!   (`N2+W2`); the move lands on the last square of a line;
//! - every square before the last must be empty, except that an officer passes over pieces of its own
//!   colour; nobody passes over an enemy piece; the last square is empty or holds a capturable enemy;
//! - a chief (officer or sub-officer) on its own target line only steps one square `E` or `W`, and cannot be
//!   captured there;
//! - the game ends, checked after every move, when (1) a player's target line is full of its pieces, (2) a
//!   player has no chief left, (3) the same piece made a player's last three moves; also after two passes
//!   in a row and after 200 moves in all. Chiefs on their target line then score (officer 2, sub-officer
//!   1); equal scores go to the player with more chiefs left, else a draw.
//!
//! The notation (`rules/schada.md`) has no field for passes: two passes in a row are recognised as "both
//! players stuck and both repeat records `-`" (see [`Schada::end_reason`]).
//!
//! The diagrams come from the board file (`assets/boards/schada.toml`, read by `boards::schada`); the
//! [`Board`] turns every line into the list of squares it passes, once.
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::schada::{Board, Line, Schada, START};
//! use ludoclasse::core::game::Game;
//! use ludoclasse::core::BoardPosition;
//! // A board where every square shows one line: a step north, or a step south on the top rank.
//! let diagrams = (0..64)
//!     .map(|i| vec![if i < 56 { "N1" } else { "S1" }.parse::<Line>().unwrap()])
//!     .collect();
//! let game = Schada::start(Arc::new(Board::new(diagrams, START).unwrap()));
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 8); // the eight soldiers step north
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::BoardPosition;
use super::espion::{check_counts, squares};
use super::game::{ByColor, Game, Outcome, Side, Winner};
use super::geometry::{Dims, Direction, Square, grid_text, parse_board, write_board};
use super::notation::{Fields, NotationError, NotationErrorKind};

/// Schada is played on 8 × 8 squares.
pub const DIMS: Dims = Dims::new(8, 8);
const CELLS: usize = 64;
/// The longest path a line can describe on 8 × 8 squares (7 steps, a bend, 7 steps).
const MAX_PATH: usize = 14;

/// The start position of the rules page.
pub const START: &str = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - -";

/// Moves (passes included) after which the game ends and is scored: the classroom guard.
pub const MOVE_LIMIT: u32 = 200;

/// The three kinds of piece. Officers and sub-officers are the chiefs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Kind {
    Officer,
    SubOfficer,
    Soldier,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Officer, Kind::SubOfficer, Kind::Soldier];

    pub const fn is_chief(self) -> bool {
        !matches!(self, Kind::Soldier)
    }

    /// What the piece scores when it stands on its target line at the end.
    pub const fn points(self) -> u32 {
        match self {
            Kind::Officer => 2,
            Kind::SubOfficer => 1,
            Kind::Soldier => 0,
        }
    }

    /// How many pieces of this kind a side starts with (and can never exceed).
    pub const fn count(self) -> usize {
        match self {
            Kind::Officer | Kind::SubOfficer => 4,
            Kind::Soldier => 8,
        }
    }

    /// The notation letter, uppercase (White's).
    pub const fn letter(self) -> char {
        match self {
            Kind::Officer => 'O',
            Kind::SubOfficer => 'U',
            Kind::Soldier => 'P',
        }
    }

    /// A stable name for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Officer => "officer",
            Kind::SubOfficer => "sub_officer",
            Kind::Soldier => "soldier",
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
            'O' => Kind::Officer,
            'U' => Kind::SubOfficer,
            'P' => Kind::Soldier,
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

/// The rank a side's chiefs try to reach: rank 8 for White, rank 1 for Black.
pub const fn target_rank(side: Side) -> u8 {
    match side {
        Side::White => DIMS.ranks - 1,
        Side::Black => 0,
    }
}

/// One move: a piece goes from `from` to `to` (capturing what stood there), or a stuck player passes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Step {
        from: Square,
        to: Square,
        capture: Option<Kind>,
    },
    Pass,
}

impl fmt::Display for Move {
    /// `D2-D4`, `D2xD4` for a capture, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to, capture } => {
                let sep = if capture.is_some() { 'x' } else { '-' };
                write!(f, "{from}{sep}{to}")
            }
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// One line of a diagram: `count` steps toward `dir`, then maybe `bend` steps toward another direction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Line {
    pub dir: Direction,
    pub count: u8,
    pub bend: Option<(Direction, u8)>,
}

impl Line {
    /// The squares the line passes from `from`, the landing square last; `None` when it leaves the board.
    pub fn path(self, from: Square) -> Option<Vec<Square>> {
        let mut out = Vec::new();
        let mut at = from;
        let parts = [Some((self.dir, self.count)), self.bend];
        for (dir, count) in parts.into_iter().flatten() {
            for _ in 0..count {
                at = at.offset(dir, DIMS)?;
                out.push(at);
            }
        }
        Some(out)
    }

    /// The line turned half a turn (what Black sees of White's diagram on the mirrored square).
    pub fn reversed(self) -> Line {
        Line {
            dir: self.dir.opposite(),
            count: self.count,
            bend: self.bend.map(|(d, n)| (d.opposite(), n)),
        }
    }
}

impl fmt::Display for Line {
    /// `N2`, `N2+W2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.dir, self.count)?;
        if let Some((dir, n)) = self.bend {
            write!(f, "+{dir}{n}")?;
        }
        Ok(())
    }
}

/// A diagram line that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLineError {
    pub text: String,
    pub reason: &'static str,
}

impl fmt::Display for ParseLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a diagram line: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseLineError {}

impl FromStr for Line {
    type Err = ParseLineError;

    /// Reads `N2`, `SE1`, `N2+W2` (a direction, a number of steps from 1 to 7, at most one bend).
    fn from_str(s: &str) -> Result<Line, ParseLineError> {
        let err = |reason| ParseLineError {
            text: s.to_string(),
            reason,
        };
        let part = |p: &str| -> Result<(Direction, u8), ParseLineError> {
            let split = p
                .find(|c: char| c.is_ascii_digit())
                .ok_or_else(|| err("each part is a direction then a number of steps, like `N2`"))?;
            let dir: Direction = p[..split]
                .parse()
                .map_err(|_| err("the directions are N, NE, E, SE, S, SW, W and NW"))?;
            let n: u8 = p[split..]
                .parse()
                .ok()
                .filter(|n| (1..=7).contains(n))
                .ok_or_else(|| err("the number of steps goes from 1 to 7"))?;
            Ok((dir, n))
        };
        let mut parts = s.trim().split('+');
        let (dir, count) = part(parts.next().unwrap_or(""))?;
        let bend = parts.next().map(part).transpose()?;
        if parts.next().is_some() {
            return Err(err("a line bends at most once"));
        }
        if let Some((b, _)) = bend {
            if b == dir {
                return Err(err(
                    "a bend must change direction (write `N3`, not `N2+N1`)",
                ));
            }
            if b == dir.opposite() {
                return Err(err("a line cannot turn back on itself"));
            }
        }
        Ok(Line { dir, count, bend })
    }
}

/// The squares one line passes, landing square last, as cell indices.
#[derive(Clone, Copy, Debug)]
struct Path {
    squares: [u8; MAX_PATH],
    len: u8,
    /// The squares passed over (not the landing square), as a bit set.
    passed: u64,
    /// The landing square's bit.
    lands: u64,
}

/// What a board file describes, made ready for fast move listing.
pub struct Board {
    diagrams: Vec<Vec<Line>>,
    /// Every line of every square as a path; the paths of square `i` are `paths[first[i]..first[i + 1]]`.
    paths: Vec<Path>,
    first: [u16; CELLS + 1],
    start: Setup,
    reconstructed: bool,
    source: String,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("schada::Board")
            .field("diagrams", &self.diagrams)
            .finish_non_exhaustive()
    }
}

/// A board that cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The diagrams are given for this many squares instead of 64.
    SquareCount(usize),
    /// Line number `line` (from 0) of the diagram on `square` leaves the board.
    LeavesBoard { square: Square, line: usize },
    /// The start position does not read.
    Start(NotationError),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::SquareCount(n) => write!(f, "{n} squares given, a Schada board has 64"),
            BoardError::LeavesBoard { square, line } => write!(
                f,
                "line {} of the diagram on {square} leaves the board",
                line + 1
            ),
            BoardError::Start(e) => write!(f, "the start position does not read: {e}"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board from the diagrams of its 64 squares (indexed by [`Dims::index`], A1 first) and its start
    /// position in notation.
    ///
    /// # Errors
    /// When there are not 64 squares, a line leaves the board, or the start position does not read.
    pub fn new(diagrams: Vec<Vec<Line>>, start: &str) -> Result<Board, BoardError> {
        if diagrams.len() != CELLS {
            return Err(BoardError::SquareCount(diagrams.len()));
        }
        let start = Setup::parse(start).map_err(BoardError::Start)?;
        let mut paths = Vec::new();
        let mut first = [0u16; CELLS + 1];
        for (i, lines) in diagrams.iter().enumerate() {
            let square = DIMS.square(i);
            first[i] = paths.len() as u16;
            for (n, line) in lines.iter().enumerate() {
                let squares = line
                    .path(square)
                    .ok_or(BoardError::LeavesBoard { square, line: n })?;
                let mut path = Path {
                    squares: [0; MAX_PATH],
                    len: squares.len() as u8,
                    passed: 0,
                    lands: 0,
                };
                for (k, sq) in squares.iter().enumerate() {
                    path.squares[k] = DIMS.index(*sq) as u8;
                    path.passed |= 1 << DIMS.index(*sq);
                }
                path.lands = 1 << path.squares[squares.len() - 1];
                path.passed &= !path.lands;
                paths.push(path);
            }
        }
        first[CELLS] = paths.len() as u16;
        Ok(Board {
            diagrams,
            paths,
            first,
            start,
            reconstructed: false,
            source: String::new(),
        })
    }

    pub const fn dims(&self) -> Dims {
        DIMS
    }

    /// The diagram printed on `sq`.
    pub fn diagram(&self, sq: Square) -> &[Line] {
        &self.diagrams[DIMS.index(sq)]
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

    fn paths(&self, i: usize) -> &[Path] {
        &self.paths[self.first[i] as usize..self.first[i + 1] as usize]
    }
}

/// A player's repeat record: the piece that made the player's last `count` moves now stands on `square`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Repeat {
    pub square: Square,
    pub count: u8,
}

/// How many moves in a row by the same piece end the game (rule 3).
pub const REPEAT_LIMIT: u8 = 3;

fn parse_repeat(
    column: usize,
    text: &str,
    field: &'static str,
) -> Result<Option<Repeat>, NotationError> {
    if text == "-" {
        return Ok(None);
    }
    let bad = || NotationError {
        column,
        kind: NotationErrorKind::BadField {
            field,
            text: text.to_string(),
            expected: "`-` or a square and a count from 1 to 3, like `D3:2`",
        },
    };
    let (sq, n) = text.split_once(':').ok_or_else(bad)?;
    let square: Square = sq.parse().map_err(|_| bad())?;
    let count: u8 = n
        .parse()
        .ok()
        .filter(|n| (1..=REPEAT_LIMIT).contains(n))
        .ok_or_else(bad)?;
    if !DIMS.contains(square) {
        return Err(bad());
    }
    Ok(Some(Repeat { square, count }))
}

fn write_repeat(r: Option<Repeat>) -> String {
    r.map_or_else(|| "-".to_string(), |r| format!("{}:{}", r.square, r.count))
}

/// A position read from notation, before it is put on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Setup {
    cells: [Option<Piece>; CELLS],
    turn: Side,
    moves: u32,
    repeat: ByColor<Option<Repeat>>,
}

impl Setup {
    fn parse(text: &str) -> Result<Setup, NotationError> {
        let mut fields = Fields::new(text);
        let (board_col, board_text) = fields.next("board")?;
        let cells = parse_board(board_text, DIMS, Piece::from_letter)
            .map_err(|e| NotationError::board(e, board_col))?;
        let turn = fields.side()?;
        let (moves_col, moves_text) = fields.next("moves played")?;
        let moves = moves_text
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= MOVE_LIMIT)
            .ok_or_else(|| NotationError {
                column: moves_col,
                kind: NotationErrorKind::BadField {
                    field: "moves played",
                    text: moves_text.to_string(),
                    expected: "a whole number from 0 to 200",
                },
            })?;
        let mut repeat = ByColor::default();
        let mut repeat_col = ByColor::default();
        for (side, name) in [
            (Side::White, "repeat record of White"),
            (Side::Black, "repeat record of Black"),
        ] {
            let (col, text) = fields.next(name)?;
            repeat[side] = parse_repeat(col, text, name)?;
            repeat_col[side] = col;
        }
        fields.finish()?;
        check_counts(board_text, board_col, |c| {
            Piece::from_letter(c).map(|p| p.kind.count())
        })?;
        let chiefs = |side| {
            cells
                .iter()
                .flatten()
                .any(|p: &Piece| p.side == side && p.kind.is_chief())
        };
        if !chiefs(Side::White) && !chiefs(Side::Black) {
            return Err(NotationError::impossible(
                board_col,
                "neither side has a chief (the game ends when the last chief of one side is captured)",
            ));
        }
        // A side without chiefs lost the last one to the last move (rule 2 then ends the game at once).
        for side in Side::BOTH {
            if !chiefs(side) && turn != side {
                return Err(NotationError::impossible(
                    board_col,
                    format!(
                        "{side} has no chief left: the game ended when the last one was taken, so {side} is to move"
                    ),
                ));
            }
        }
        let at = |sq: Square| cells[DIMS.index(sq)];
        for side in Side::BOTH {
            let Some(r) = repeat[side] else { continue };
            let col = repeat_col[side];
            if r.count == REPEAT_LIMIT && side == turn {
                return Err(NotationError::impossible(
                    col,
                    "a count of 3 ends the game at once, so it belongs to the player who just moved",
                ));
            }
            // The player who just moved still has the piece where it landed.
            if side != turn && at(r.square).is_none_or(|p| p.side != side) {
                return Err(NotationError::impossible(
                    col,
                    format!(
                        "the {side} piece that just moved should stand on {}",
                        r.square
                    ),
                ));
            }
        }
        let mut array = [None; CELLS];
        array.copy_from_slice(&cells);
        Ok(Setup {
            cells: array,
            turn,
            moves,
            repeat,
        })
    }

    fn to_notation(self) -> String {
        format!(
            "{} {} {} {} {}",
            write_board(&self.cells, DIMS, Piece::letter),
            self.turn.letter(),
            self.moves,
            write_repeat(self.repeat.white),
            write_repeat(self.repeat.black)
        )
    }
}

/// Why a game of Schada ended (the winner is then decided by the score).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// Rule (1): a player's target line is full of its pieces.
    TargetLineFull,
    /// Rule (2): a player has no chief left.
    ChiefsCaptured,
    /// Rule (3): the same piece made a player's last three moves.
    SamePieceThreeTimes,
    /// Both players were stuck: two passes in a row.
    TwoPasses,
    /// 200 moves were played (the classroom guard).
    MoveLimit,
}

impl EndReason {
    pub const ALL: [EndReason; 5] = [
        EndReason::TargetLineFull,
        EndReason::ChiefsCaptured,
        EndReason::SamePieceThreeTimes,
        EndReason::TwoPasses,
        EndReason::MoveLimit,
    ];

    /// A stable snake_case name, for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::TargetLineFull => "target_line_full",
            EndReason::ChiefsCaptured => "chiefs_captured",
            EndReason::SamePieceThreeTimes => "same_piece_three_times",
            EndReason::TwoPasses => "two_passes",
            EndReason::MoveLimit => "move_limit",
        }
    }
}

/// How the winner was decided once the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Decision {
    /// One player scored more.
    Score,
    /// Equal scores: one player has more chiefs left.
    ChiefsLeft,
    /// Equal scores and equal chiefs left.
    Draw,
}

impl Decision {
    pub const ALL: [Decision; 3] = [Decision::Score, Decision::ChiefsLeft, Decision::Draw];

    /// A stable snake_case name, for message ids.
    pub const fn name(self) -> &'static str {
        match self {
            Decision::Score => "score",
            Decision::ChiefsLeft => "chiefs_left",
            Decision::Draw => "draw",
        }
    }
}

/// The score of a position (it counts when the game ends).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Score {
    /// Points of the chiefs on their target line.
    pub points: ByColor<u32>,
    /// Chiefs left on the board (the tie-break).
    pub chiefs: ByColor<u32>,
    /// Each scoring chief: where it stands, what it is, what it scores.
    pub squares: Vec<(Square, Piece, u32)>,
}

impl Score {
    /// Who wins on this score, and how it was decided.
    pub fn winner(&self) -> (Winner, Decision) {
        let pick = |w: u32, b: u32| {
            if w > b {
                Some(Side::White)
            } else if b > w {
                Some(Side::Black)
            } else {
                None
            }
        };
        if let Some(side) = pick(self.points.white, self.points.black) {
            (Winner::Side(side), Decision::Score)
        } else if let Some(side) = pick(self.chiefs.white, self.chiefs.black) {
            (Winner::Side(side), Decision::ChiefsLeft)
        } else {
            (Winner::Draw, Decision::Draw)
        }
    }
}

/// A position of Schada.
#[derive(Clone)]
pub struct Schada {
    board: Arc<Board>,
    cells: [Option<Piece>; CELLS],
    turn: Side,
    /// Moves played so far, passes included.
    moves: u32,
    repeat: ByColor<Option<Repeat>>,
    /// Chiefs left per side (kept up to date, so that rule 2 costs nothing to check).
    chiefs: ByColor<u8>,
    /// The squares of each side's pieces, and of the chiefs of both sides, as bit sets (bit = square
    /// index), kept with `cells`.
    occupied: ByColor<u64>,
    chief_squares: u64,
}

/// The squares of a rank, as a bit set.
const fn rank_bits(rank: u8) -> u64 {
    0xFF << (8 * rank as u32)
}

impl fmt::Debug for Schada {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Schada({})", self.to_notation())
    }
}

impl PartialEq for Schada {
    /// Equal pieces, side to move, counters and diagrams.
    fn eq(&self, other: &Schada) -> bool {
        self.cells == other.cells
            && self.turn == other.turn
            && self.moves == other.moves
            && self.repeat == other.repeat
            && self.board.diagrams == other.board.diagrams
    }
}

impl Schada {
    fn from_setup(board: Arc<Board>, setup: Setup) -> Schada {
        let mut chiefs = ByColor::<u8>::default();
        for p in setup.cells.iter().flatten() {
            if p.kind.is_chief() {
                chiefs[p.side] += 1;
            }
        }
        let mut occupied = ByColor::<u64>::default();
        let mut chief_squares = 0;
        for (i, p) in setup.cells.iter().enumerate() {
            if let Some(p) = p {
                occupied[p.side] |= 1 << i;
                if p.kind.is_chief() {
                    chief_squares |= 1 << i;
                }
            }
        }
        Schada {
            board,
            cells: setup.cells,
            turn: setup.turn,
            moves: setup.moves,
            repeat: setup.repeat,
            chiefs,
            occupied,
            chief_squares,
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

    /// How many pieces each side has, by kind (officer, sub-officer, soldier).
    pub fn counts(&self) -> ByColor<[usize; 3]> {
        let mut counts = ByColor::<[usize; 3]>::default();
        for p in self.cells.iter().flatten() {
            counts[p.side][p.kind as usize] += 1;
        }
        counts
    }

    /// Moves played so far, passes included.
    pub fn moves_played(&self) -> u32 {
        self.moves
    }

    /// `side`'s repeat record (rule 3).
    pub fn repeat(&self, side: Side) -> Option<Repeat> {
        self.repeat[side]
    }

    /// Whether the piece on `sq` is a chief standing on its own target line (it then only steps E or W and
    /// cannot be captured).
    pub fn is_chief_home(&self, sq: Square) -> bool {
        self.piece_at(sq)
            .is_some_and(|p| p.kind.is_chief() && sq.rank() == target_rank(p.side))
    }

    /// Appends the legal moves of the piece on `sq` (none if it does not belong to the side to move or
    /// the game is over; a pass is never listed here).
    pub fn moves_from(&self, sq: Square, moves: &mut Vec<Move>) {
        if DIMS.contains(sq) && self.end_reason().is_none() {
            self.for_each_from(DIMS.index(sq), self.turn, |m| {
                moves.push(m);
                true
            });
        }
    }

    /// The score now: the chiefs on their target line, and the chiefs left (what decides at the end).
    pub fn score(&self) -> Score {
        let mut score = Score {
            points: ByColor::default(),
            chiefs: ByColor::default(),
            squares: Vec::new(),
        };
        for (i, p) in self.cells.iter().enumerate() {
            let Some(p) = *p else { continue };
            if !p.kind.is_chief() {
                continue;
            }
            score.chiefs[p.side] += 1;
            let sq = DIMS.square(i);
            if sq.rank() == target_rank(p.side) {
                score.points[p.side] += p.kind.points();
                score.squares.push((sq, p, p.kind.points()));
            }
        }
        score
    }

    /// Whether a piece of `side` may land on index `t`: `Some(capture)` if so.
    #[inline(always)]
    fn landing(&self, t: usize, side: Side) -> Option<Option<Kind>> {
        match self.cells[t] {
            None => Some(None),
            Some(p) if self.capturable(t, side) => Some(Some(p.kind)),
            Some(_) => None,
        }
    }

    #[inline(always)]
    fn capturable(&self, t: usize, by: Side) -> bool {
        match self.cells[t] {
            Some(p) if p.side != by => {
                !(p.kind.is_chief() && DIMS.square(t).rank() == target_rank(p.side))
            }
            _ => false,
        }
    }

    /// Calls `f` with each move of `side`'s piece at index `i`; stops early when `f` returns false (and
    /// then returns false).
    #[inline]
    fn for_each_from(&self, i: usize, side: Side, mut f: impl FnMut(Move) -> bool) -> bool {
        let Some(piece) = self.cells[i] else {
            return true;
        };
        if piece.side != side {
            return true;
        }
        let from = DIMS.square(i);
        let mut land = |t: usize| -> bool {
            match self.landing(t, side) {
                Some(capture) => f(Move::Step {
                    from,
                    to: DIMS.square(t),
                    capture,
                }),
                None => true,
            }
        };
        if piece.kind.is_chief() && from.rank() == target_rank(side) {
            for dir in [Direction::E, Direction::W] {
                if let Some(t) = from.offset(dir, DIMS)
                    && !land(DIMS.index(t))
                {
                    return false;
                }
            }
            return true;
        }
        let officer = piece.kind == Kind::Officer;
        'lines: for path in self.board.paths(i) {
            let (last, passed) = path.squares[..path.len as usize]
                .split_last()
                .expect("lines have at least one step");
            for &p in passed {
                match self.cells[p as usize] {
                    None => {}
                    Some(q) if q.side == side && officer => {}
                    Some(_) => continue 'lines,
                }
            }
            if !land(*last as usize) {
                return false;
            }
        }
        true
    }

    fn has_step(&self, side: Side) -> bool {
        squares(self.occupied[side]).any(|i| !self.for_each_from(i, side, |_| false))
    }

    fn target_line_full(&self, side: Side) -> bool {
        let line = rank_bits(target_rank(side));
        self.occupied[side] & line == line
    }

    /// How many moves [`Schada::for_each_from`] lists for all of `side`'s pieces, counted on the bit sets.
    #[inline]
    fn count_steps(&self, side: Side) -> u64 {
        let own = self.occupied[side];
        let enemy = self.occupied[side.other()];
        let home = |s: Side| self.occupied[s] & self.chief_squares & rank_bits(target_rank(s));
        // Where a piece of `side` may land: an empty square, or an enemy not a chief on its target line.
        let landing = !own & !home(side.other());
        let own_home = home(side);
        let mut n = 0;
        for i in squares(own) {
            if own_home & 1 << i != 0 {
                let file = i % 8;
                let east = if file < 7 { 1u64 << (i + 1) } else { 0 };
                let west = if file > 0 { 1u64 << (i - 1) } else { 0 };
                n += u64::from(((east | west) & landing).count_ones());
                continue;
            }
            let officer = self.cells[i].is_some_and(|p| p.kind == Kind::Officer);
            let blockers = if officer { enemy } else { own | enemy };
            for path in self.board.paths(i) {
                n += u64::from(path.passed & blockers == 0 && path.lands & landing != 0);
            }
        }
        n
    }

    fn has_chief(&self, side: Side) -> bool {
        self.chiefs[side] > 0
    }

    /// Why the game is over, if it is. Rules (1), (2), (3) in the order of the rules page, then two
    /// passes, then the guard.
    ///
    /// Two passes in a row leave both repeat records at `-` (a pass clears the passer's record) with both
    /// players stuck, and a real move always leaves the mover's record set: so "both stuck and both
    /// records `-`" says that the last two moves were passes, and the notation needs no extra field.
    pub fn end_reason(&self) -> Option<EndReason> {
        if Side::BOTH.into_iter().any(|s| self.target_line_full(s)) {
            return Some(EndReason::TargetLineFull);
        }
        if Side::BOTH.into_iter().any(|s| !self.has_chief(s)) {
            return Some(EndReason::ChiefsCaptured);
        }
        if Side::BOTH
            .into_iter()
            .any(|s| self.repeat[s].is_some_and(|r| r.count >= REPEAT_LIMIT))
        {
            return Some(EndReason::SamePieceThreeTimes);
        }
        if self.repeat.white.is_none()
            && self.repeat.black.is_none()
            && !self.has_step(Side::White)
            && !self.has_step(Side::Black)
        {
            return Some(EndReason::TwoPasses);
        }
        if self.moves >= MOVE_LIMIT {
            return Some(EndReason::MoveLimit);
        }
        None
    }
}

impl Game for Schada {
    type Move = Move;
    type EndReason = EndReason;

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.end_reason().is_some() {
            return;
        }
        for i in squares(self.occupied[self.turn]) {
            self.for_each_from(i, self.turn, |m| {
                moves.push(m);
                true
            });
        }
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        if self.end_reason().is_some() {
            return 0;
        }
        // A stuck player passes.
        self.count_steps(self.turn).max(1)
    }

    #[inline]
    fn set_to(&mut self, other: &Schada) {
        if Arc::ptr_eq(&self.board, &other.board) {
            self.cells = other.cells;
            self.turn = other.turn;
            self.moves = other.moves;
            self.repeat = other.repeat;
            self.chiefs = other.chiefs;
            self.occupied = other.occupied;
            self.chief_squares = other.chief_squares;
        } else {
            self.clone_from(other);
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Step { from, to, .. } => {
                let (f, t) = (DIMS.index(from), DIMS.index(to));
                if let Some(p) = self.cells[t]
                    && p.kind.is_chief()
                {
                    self.chiefs[p.side] -= 1;
                }
                let (from_bit, to_bit) = (1u64 << f, 1u64 << t);
                self.occupied[self.turn] ^= from_bit | to_bit;
                *self.occupied.get_mut(self.turn.other()) &= !to_bit;
                self.chief_squares &= !to_bit;
                if self.chief_squares & from_bit != 0 {
                    self.chief_squares ^= from_bit | to_bit;
                }
                self.cells[t] = self.cells[f].take();
                let count = match self.repeat[self.turn] {
                    Some(r) if r.square == from => r.count + 1,
                    _ => 1,
                };
                self.repeat[self.turn] = Some(Repeat { square: to, count });
            }
            Move::Pass => self.repeat[self.turn] = None,
        }
        self.moves += 1;
        self.turn = self.turn.other();
    }

    fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    fn outcome(&self) -> Option<Outcome<EndReason>> {
        let reason = self.end_reason()?;
        Some(Outcome {
            winner: self.score().winner().0,
            reason,
        })
    }

    fn is_legal(&self, mv: Move) -> bool {
        if self.end_reason().is_some() {
            return false;
        }
        match mv {
            Move::Pass => !self.has_step(self.turn),
            Move::Step { from, .. } => {
                if !DIMS.contains(from) {
                    return false;
                }
                let mut found = false;
                self.for_each_from(DIMS.index(from), self.turn, |m| {
                    found = m == mv;
                    !found
                });
                found
            }
        }
    }
}

impl BoardPosition for Schada {
    type Board = Board;

    fn start(board: Arc<Board>) -> Schada {
        let setup = board.start;
        Schada::from_setup(board, setup)
    }

    fn from_notation(board: Arc<Board>, text: &str) -> Result<Schada, NotationError> {
        Ok(Schada::from_setup(board, Setup::parse(text)?))
    }

    fn to_notation(&self) -> String {
        Setup {
            cells: self.cells,
            turn: self.turn,
            moves: self.moves,
            repeat: self.repeat,
        }
        .to_notation()
    }

    fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// Rank 8 at the top, `.` for an empty square, then the side to move, the moves played and the score.
    fn to_text(&self) -> String {
        let mut out = grid_text(DIMS, 1, |sq| self.piece_at(sq).map_or('.', Piece::letter));
        let score = self.score();
        out.push_str(&format!(
            "{} to move, {} moves played, score white {} black {}",
            self.turn, self.moves, score.points.white, score.points.black
        ));
        out
    }
}
