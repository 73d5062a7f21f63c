//! Any of the four board games (Bataille de chars, Espion, Schada, Tank Battle) as one typed value,
//! [`BoardGame`], for the parts that hold "some board game" without knowing which: the lessons, the
//! lesson player, the checker.
//!
//! What callers need of a board game lives here, asked of the game's own rules: the pieces on their
//! squares, the squares a move uses (from, the corner of a Schada bent line, to; a capture takes the
//! piece on `to`), whether a move captures, the same position with the other side to move, the cards
//! of Bataille de chars, and the notation in and out. Nothing outside the core reads or edits notation
//! text.
//!
//! Each game says what is particular to it in one `impl` of [`BoardRules`] (`board_game/games.rs`);
//! adding a sixth board game is that impl, one variant of [`BoardGame`], one arm in its `each!`
//! macro and one name in `from_game!` (the compiler lists every `match` that needs one more arm).
//!
//! ```
//! use ludoclasse::core::{BoardGame, BoardPosition};
//! use ludoclasse::core::espion::Espion;
//! let board = ludoclasse::boards::Boards::shared().espion.clone().unwrap();
//! let mut game = BoardGame::from(Espion::start(board));
//! let first = game.moves()[0];
//! assert!(game.play(first.from, first.to));
//! ```

mod games;

use std::fmt;

use super::chars::Chars;
use super::espion::Espion;
use super::game::{Game, Side, Winner};
use super::geometry::{Dims, Square, count_rank_squares, parse_board, write_board};
use super::notation::NotationError;
use super::schada::Schada;
use super::tank_battle::TankBattle;
use super::{BoardPosition, GameId};

/// What is particular to each board game, for [`BoardGame`]: one impl per game, written with the
/// game's public API only.
pub trait BoardRules: BoardPosition + Send + Sync + 'static {
    const GAME: GameId;

    /// The board's size.
    fn dims(&self) -> Dims;

    /// The square a move leaves and the square it goes to; `None` for a pass.
    fn move_squares(mv: Self::Move) -> Option<(Square, Square)>;

    /// Whether `mv` (a legal move of this position) takes an enemy piece, on its `to` square.
    fn captures(&self, mv: Self::Move) -> bool;

    /// The square where a move from `from` to `to` turns, when it follows a bent line drawn on `from`
    /// (Schada), whether or not it is legal now (the arrow of a move already played bends too).
    fn corner(&self, _from: Square, _to: Square) -> Option<Square> {
        None
    }

    /// The piece on `sq` (the face-down cards of Bataille de chars are not pieces).
    fn piece_on(&self, sq: Square) -> Option<Piece>;

    /// A side's score in this position, for games that keep one.
    fn score(&self, _side: Side) -> Option<u32> {
        None
    }

    /// The squares `side` lays its cards on (Bataille de chars); empty for other games.
    fn minefield(&self, _side: Side) -> Vec<Square> {
        Vec::new()
    }

    /// The letters of `side`'s face-down cards: (explosion, blank) (Bataille de chars).
    fn card_letters(_side: Side) -> Option<(char, char)> {
        None
    }

    /// Whether `c` is a letter of this game's positions: a piece, or a face-down card (Bataille de
    /// chars).
    fn is_letter(c: char) -> bool;

    /// The rule of this game that bars the piece on `from` from ever going to `to` (whatever the other
    /// pieces), if one does; `None` when no such rule applies (the way may still be blocked).
    fn barred(&self, _from: Square, _to: Square) -> Option<Barred> {
        None
    }

    /// The rule of this game by which no piece may ever stop on `square`, if one does (a mine of Tank
    /// Battle).
    fn closed(&self, _square: Square) -> Option<Barred> {
        None
    }
}

/// A rule that bars a piece from a square, whatever stands between: why a move is not legal, beyond
/// "something is in the way" (for the words a lesson says to a child).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Barred {
    /// Tank Battle: a normal tank may neither stop on nor cross the red zone; `square` is the first red
    /// square of the way.
    RedZone { square: Square },
    /// Tank Battle: no tank stops on or crosses a mine; `square` is the first mine of the way.
    Mine { square: Square },
    /// Tank Battle: a tank in the enemy base may only move inside it.
    StaysInBase,
    /// Tank Battle: a tank goes in a straight line only: along its row, its column or a diagonal.
    NotStraight,
    /// Tank Battle: a commander in the red zone cannot be taken (by the other commander, the only
    /// piece that could get there).
    SafeInRed,
    /// Bataille de chars: tanks step forward or sideways, never diagonally.
    Diagonal,
    /// Bataille de chars: tanks never step back.
    Backward,
    /// Schada: no line of the diagram on the piece's square ends there.
    NoLine,
    /// Schada: a chief on its target line only steps one square sideways.
    ChiefHome,
    /// Espion: a spy or an agent goes only along an arrow of its square, and none points there.
    NoArrow,
}

/// A piece on a board: its notation letter (uppercase for White) and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub letter: char,
    pub side: Side,
}

/// A legal move of a board game, seen by the squares it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardMove {
    pub from: Square,
    pub to: Square,
    /// Where the move turns, when it follows a bent line (Schada).
    pub corner: Option<Square>,
    /// It takes the enemy piece on `to`.
    pub capture: bool,
}

/// Any board game's position.
#[derive(Clone, PartialEq)]
pub enum BoardGame {
    Chars(Chars),
    Espion(Espion),
    Schada(Schada),
    TankBattle(TankBattle),
}

/// Runs `$body` with `$g` bound to the game inside `$game`, whatever its variant.
macro_rules! each {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            BoardGame::Chars($g) => $body,
            BoardGame::Espion($g) => $body,
            BoardGame::Schada($g) => $body,
            BoardGame::TankBattle($g) => $body,
        }
    };
}

/// `BoardGame::from(game)` for each game: its variant.
macro_rules! from_game {
    ($($game:ident),*) => {
        $(impl From<$game> for BoardGame {
            fn from(g: $game) -> BoardGame {
                BoardGame::$game(g)
            }
        })*
    };
}

from_game!(Chars, Espion, Schada, TankBattle);

impl fmt::Debug for BoardGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game(), self.notation())
    }
}

fn legal<G: Game>(g: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
}

fn board_moves<G: BoardRules>(g: &G) -> Vec<BoardMove> {
    legal(g)
        .into_iter()
        .filter_map(|mv| {
            let (from, to) = G::move_squares(mv)?;
            Some(BoardMove {
                from,
                to,
                corner: g.corner(from, to),
                capture: g.captures(mv),
            })
        })
        .collect()
}

fn pieces_of<G: BoardRules>(g: &G) -> Vec<(Square, Piece)> {
    g.dims()
        .squares()
        .filter_map(|sq| Some((sq, g.piece_on(sq)?)))
        .collect()
}

fn play_squares<G: BoardRules>(g: &mut G, from: Square, to: Square) -> bool {
    match legal(g)
        .into_iter()
        .find(|&m| G::move_squares(m) == Some((from, to)))
    {
        Some(m) => {
            g.play_unchecked(m);
            true
        }
        None => false,
    }
}

/// The pass, when it is the only legal move.
fn only_pass<G: BoardRules>(g: &G) -> Option<G::Move> {
    match legal(g)[..] {
        [m] if G::move_squares(m).is_none() => Some(m),
        _ => None,
    }
}

fn reread<G: BoardRules + Into<BoardGame>>(g: &G, text: &str) -> Option<BoardGame> {
    G::from_notation(g.board().clone(), text)
        .ok()
        .map(Into::into)
}

impl BoardGame {
    pub fn game(&self) -> GameId {
        fn id<G: BoardRules>(_: &G) -> GameId {
            G::GAME
        }
        each!(self, g => id(g))
    }

    /// The position in the game's notation.
    pub fn notation(&self) -> String {
        each!(self, g => g.to_notation())
    }

    /// Reads `text` in this game's notation, on this position's board.
    ///
    /// # Errors
    /// What is wrong in the notation and where.
    pub fn read(&self, text: &str) -> Result<BoardGame, NotationError> {
        fn read_as<G: BoardRules + Into<BoardGame>>(
            g: &G,
            text: &str,
        ) -> Result<BoardGame, NotationError> {
            Ok(G::from_notation(g.board().clone(), text)?.into())
        }
        each!(self, g => read_as(g, text))
    }

    /// The rule that bars the piece on `from` from going to `to`, if one does (see [`Barred`]).
    pub fn barred(&self, from: Square, to: Square) -> Option<Barred> {
        each!(self, g => g.barred(from, to))
    }

    /// The rule by which no piece may ever stop on `square`, if one does (see [`BoardRules::closed`]).
    pub fn closed(&self, square: Square) -> Option<Barred> {
        each!(self, g => g.closed(square))
    }

    pub fn dims(&self) -> Dims {
        each!(self, g => g.dims())
    }

    /// Every piece, A1 first then along each rank (the cards of Bataille de chars are not pieces).
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        each!(self, g => pieces_of(g))
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        each!(self, g => g.piece_on(square))
    }

    pub fn turn(&self) -> Side {
        each!(self, g => g.turn())
    }

    /// The legal moves of the side to move, passes left out.
    pub fn moves(&self) -> Vec<BoardMove> {
        each!(self, g => board_moves(g))
    }

    /// True when the side to move is stuck and its only move is a pass.
    pub fn must_pass(&self) -> bool {
        each!(self, g => only_pass(g).is_some())
    }

    /// Plays the legal move from `from` to `to`; false (and nothing changes) if there is none.
    pub fn play(&mut self, from: Square, to: Square) -> bool {
        each!(self, g => play_squares(g, from, to))
    }

    /// Plays the pass when it is the only move; false otherwise.
    pub fn pass(&mut self) -> bool {
        each!(self, g => match only_pass(g) {
            Some(m) => {
                g.play_unchecked(m);
                true
            }
            None => false,
        })
    }

    pub fn is_over(&self) -> bool {
        each!(self, g => g.is_over())
    }

    pub fn winner(&self) -> Option<Winner> {
        each!(self, g => g.outcome().map(|o| o.winner))
    }

    /// Why the game is over, by its rules' stable name (`chief_captured`, `no_tanks`…).
    pub fn end_reason(&self) -> Option<&'static str> {
        each!(self, g => g.outcome().map(|o| o.reason.name()))
    }

    /// The count a classroom guard ended the game at, when one did: 100 moves without a capture
    /// (Espion), 30 quiet moves (Bataille de chars), 200 or 300 moves played (Schada, Tank Battle).
    pub fn end_limit(&self) -> Option<u32> {
        match (self, self.end_reason()?) {
            (BoardGame::Espion(_), "no_capture_limit") => Some(super::espion::QUIET_LIMIT),
            (BoardGame::Chars(_), "quiet_moves") => Some(super::chars::QUIET_LIMIT.into()),
            (BoardGame::Schada(_), "move_limit") => Some(super::schada::MOVE_LIMIT),
            (BoardGame::TankBattle(_), "move_limit") => Some(super::tank_battle::MOVE_LIMIT.into()),
            _ => None,
        }
    }

    pub fn score(&self, side: Side) -> Option<u32> {
        each!(self, g => BoardRules::score(g, side))
    }

    /// The same position with `side` to move (to ask "which of its pieces could go there?").
    pub fn with_turn(&self, side: Side) -> Option<BoardGame> {
        each!(self, g => g.with_turn(side).map(Into::into))
    }

    /// What `viewer` may know of the position: the other side's face-down cards of Bataille de chars
    /// become unknowns; the other games hide nothing.
    pub fn view_for(&self, viewer: Side) -> BoardGame {
        each!(self, g => g.view_for(viewer).into())
    }

    /// What `viewer` knows when it remembers its own cards (Bataille de chars: the enemy's face-down
    /// cards become unknowns, its own stay as laid); the other games hide nothing.
    pub fn known_to(&self, viewer: Side) -> BoardGame {
        match self {
            BoardGame::Chars(g) => BoardGame::Chars(g.known_to(viewer)),
            other => other.clone(),
        }
    }

    /// Whether a piece stepping on `square` may be blown up: a face-down card lies there that is an
    /// explosion or is not known (Bataille de chars; never in the other games).
    pub fn may_explode(&self, square: Square) -> bool {
        use crate::core::chars::{Card, Cell, Face};
        match self {
            BoardGame::Chars(g) => {
                g.board().dims().contains(square)
                    && matches!(
                        g.cell(square),
                        Cell::Card(Card {
                            face: Face::Explosion | Face::Unknown,
                            ..
                        })
                    )
            }
            _ => false,
        }
    }

    /// The square where a move from `from` to `to` turns, when it follows a bent line (Schada).
    pub fn corner(&self, from: Square, to: Square) -> Option<Square> {
        each!(self, g => g.corner(from, to))
    }

    /// Every letter of the position: pieces and, in Bataille de chars, face-down cards.
    pub fn letters(&self) -> Vec<(Square, char)> {
        let (dims, cells) = read_letters(&self.notation());
        cells
            .into_iter()
            .enumerate()
            .filter_map(|(i, c)| Some((dims.square(i), c?)))
            .collect()
    }

    /// Every square holding `letter` (a piece or, in Bataille de chars, a face-down card), sorted.
    pub fn squares_with(&self, letter: char) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .letters()
            .into_iter()
            .filter(|(_, c)| *c == letter)
            .map(|(sq, _)| sq)
            .collect();
        out.sort();
        out
    }

    /// The squares of the explosion cards `side` laid (Bataille de chars), sorted.
    pub fn mines(&self, side: Side) -> Vec<Square> {
        match Self::card_letters(self.game(), side) {
            Some((boom, _)) => self.squares_with(boom),
            None => Vec::new(),
        }
    }

    /// The squares `side` lays its cards on (Bataille de chars; empty elsewhere).
    pub fn minefield(&self, side: Side) -> Vec<Square> {
        each!(self, g => g.minefield(side))
    }

    /// The letters of `side`'s face-down cards in `game`, (explosion, blank) (Bataille de chars).
    pub fn card_letters(game: GameId, side: Side) -> Option<(char, char)> {
        match game {
            GameId::Chars => Chars::card_letters(side),
            GameId::Espion => Espion::card_letters(side),
            GameId::Schada => Schada::card_letters(side),
            GameId::TankBattle => TankBattle::card_letters(side),
            GameId::Bataille => None,
        }
    }

    /// Whether `c` is a letter of `game`'s positions (a piece, or in Bataille de chars a face-down
    /// card); never for La Bataille, which has no board.
    pub fn is_letter(game: GameId, c: char) -> bool {
        match game {
            GameId::Chars => Chars::is_letter(c),
            GameId::Espion => Espion::is_letter(c),
            GameId::Schada => Schada::is_letter(c),
            GameId::TankBattle => TankBattle::is_letter(c),
            GameId::Bataille => false,
        }
    }

    /// The same position with these squares changed (`None`: emptied; `Some`: this notation letter),
    /// if the result is a position of the game.
    pub fn with_letters(&self, changes: &[(Square, Option<char>)]) -> Option<BoardGame> {
        let notation = self.notation();
        let (dims, mut cells) = read_letters(&notation);
        for (sq, letter) in changes {
            if !dims.contains(*sq) {
                return None;
            }
            cells[dims.index(*sq)] = *letter;
        }
        let board = write_board(&cells, dims, |c| c);
        let text = match notation.split_once(' ') {
            Some((_, rest)) if !rest.is_empty() => format!("{board} {rest}"),
            _ => board,
        };
        each!(self, g => reread(g, &text))
    }

    /// The same position with face-down cards laid: on each square, a card of that side, an explosion
    /// if `true` (Bataille de chars); `None` for a game without cards or a result that is no position.
    pub fn with_cards(&self, cards: &[(Square, Side, bool)]) -> Option<BoardGame> {
        let mut changes = Vec::with_capacity(cards.len());
        for &(sq, side, explosion) in cards {
            let (boom, blank) = Self::card_letters(self.game(), side)?;
            changes.push((sq, Some(if explosion { boom } else { blank })));
        }
        self.with_letters(&changes)
    }

    /// The same position with every piece but the one on `keep` taken off (`None` if the game refuses
    /// a board without its chiefs).
    pub fn alone(&self, keep: Square) -> Option<BoardGame> {
        self.emptied(
            &self
                .letters()
                .into_iter()
                .map(|(s, _)| s)
                .filter(|s| *s != keep)
                .collect::<Vec<_>>(),
        )
    }

    /// The same position with `squares` emptied, if the result is a position.
    pub fn emptied(&self, squares: &[Square]) -> Option<BoardGame> {
        let changes: Vec<(Square, Option<char>)> = squares.iter().map(|s| (*s, None)).collect();
        self.with_letters(&changes)
    }

    /// Whether `side` has laid any card on its minefield.
    pub fn has_cards(&self, side: Side) -> bool {
        let Some((boom, blank)) = Self::card_letters(self.game(), side) else {
            return false;
        };
        let field = self.minefield(side);
        self.letters()
            .iter()
            .any(|(s, c)| field.contains(s) && (*c == boom || *c == blank))
    }

    /// The squares of `side`'s minefield that nothing stands on, in the board file's order.
    pub fn free_minefield(&self, side: Side) -> Vec<Square> {
        let taken: Vec<Square> = self.letters().into_iter().map(|(s, _)| s).collect();
        self.minefield(side)
            .into_iter()
            .filter(|s| !taken.contains(s))
            .collect()
    }
}

/// Reads the board part of a notation: the board's size and its letters.
fn read_letters(notation: &str) -> (Dims, Vec<Option<char>>) {
    let board = notation.split(' ').next().unwrap_or("");
    let ranks = board.split('/').count() as u8;
    let first = board.split('/').next().unwrap_or("");
    let dims = Dims::new(count_rank_squares(first) as u8, ranks);
    let cells = parse_board(board, dims, Some).unwrap_or_else(|_| vec![None; dims.len()]);
    (dims, cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_read_from_any_notation() {
        let (dims, cells) = read_letters("2c/T2 w 0");
        assert_eq!(dims, Dims::new(3, 2));
        assert_eq!(cells[dims.index("C2".parse().unwrap())], Some('c'));
        assert_eq!(cells[dims.index("A1".parse().unwrap())], Some('T'));
    }
}
