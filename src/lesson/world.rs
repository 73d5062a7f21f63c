//! What a lesson is played on, seen through one small interface whatever the game: the cards of La
//! Bataille, the race track of Bataille de chars, or a board game's position.
//!
//! Board games are reached through [`BoardSession`], an object-safe view of any [`LessonGame`] (a
//! [`BoardPosition`] that also says which squares a move goes from and to). Adding a game to the lessons
//! is one impl of [`LessonGame`] and one arm in [`open_board`].
//!
//! ```
//! use ludoclasse::lesson::world::{Deal, deal_cards};
//! let cards = deal_cards(&Deal { south: vec!["7H".parse().unwrap()], emma: vec![], seed: 1 }).unwrap();
//! assert_eq!(cards.len(), 52);
//! assert_eq!(cards[0].to_string(), "7H");
//! ```

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::core::bataille::{Action, Bataille, Card, EMMA, RoundStop, SOUTH};
use crate::core::chars::Chars;
use crate::core::chars::race::Race;
use crate::core::espion::Espion;
use crate::core::game::{Game, Side, Winner};
use crate::core::geometry::{Dims, Square, parse_board};
use crate::core::notation::NotationError;
use crate::core::rng::Rng;
use crate::core::schada::Schada;
use crate::core::tank_battle::TankBattle;
use crate::core::{BoardPosition, GameId};
use crate::data::DataError;

use super::model::{MoveText, RoundWinner};
use crate::i18n::Message;

/// A board game that lessons can teach: its position, plus what lessons need to know of its moves.
pub trait LessonGame: BoardPosition + Send + Sync + 'static {
    const GAME: GameId;

    /// The game's board, read from its data file.
    ///
    /// # Errors
    /// Every problem of the board file.
    fn load_board() -> Result<Arc<Self::Board>, Vec<DataError>>;

    /// The square a move leaves and the square it goes to; `None` for a pass.
    fn move_squares(mv: Self::Move) -> Option<(Square, Square)>;

    /// Whether a letter of the position notation is a piece that moves and can be captured (Bataille de
    /// chars also writes its mine cards as letters).
    fn is_unit(_letter: char) -> bool {
        true
    }

    /// A side's score in this position, for games that keep one.
    fn score(&self, _side: Side) -> Option<u32> {
        None
    }

    /// The squares of the explosion cards `side` laid (Bataille de chars), for a memory quiz.
    fn mines(&self, _side: Side) -> Vec<Square> {
        Vec::new()
    }

    /// The squares `side` lays its cards on (Bataille de chars); empty for other games.
    fn minefield(&self, _side: Side) -> Vec<Square> {
        Vec::new()
    }

    /// The letters of `side`'s face-down cards: (explosion, blank) (Bataille de chars).
    fn card_letters(_side: Side) -> Option<(char, char)> {
        None
    }
}

/// A piece on a board, as the notation writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub letter: char,
    pub side: Side,
}

/// A legal move of a board game, seen by its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardMove {
    pub from: Square,
    pub to: Square,
    /// It takes an enemy piece.
    pub capture: bool,
}

/// Any board game's position, behind one object-safe interface.
pub trait BoardSession: Send + Sync {
    fn game(&self) -> GameId;
    fn clone_box(&self) -> Box<dyn BoardSession>;
    fn notation(&self) -> String;
    fn dims(&self) -> Dims;
    /// Every piece (mine cards of Bataille de chars excluded).
    fn pieces(&self) -> Vec<(Square, Piece)>;
    fn piece_at(&self, square: Square) -> Option<Piece> {
        self.pieces()
            .into_iter()
            .find(|(s, _)| *s == square)
            .map(|(_, p)| p)
    }
    fn turn(&self) -> Side;
    /// The legal moves of the side to move, passes left out.
    fn moves(&self) -> Vec<BoardMove>;
    /// True when the side to move is stuck and its only move is a pass.
    fn must_pass(&self) -> bool;
    /// Plays the legal move from `from` to `to`; false (and nothing changes) if there is none.
    fn play(&mut self, from: Square, to: Square) -> bool;
    /// Plays the pass when it is the only move; false otherwise.
    fn pass(&mut self) -> bool;
    fn is_over(&self) -> bool;
    fn winner(&self) -> Option<Winner>;
    fn score(&self, side: Side) -> Option<u32>;
    /// The squares of the explosion cards `side` laid.
    fn mines(&self, side: Side) -> Vec<Square>;
    /// The same position with `side` to move (to ask "which of its pieces could go there?").
    fn with_turn(&self, side: Side) -> Option<Box<dyn BoardSession>>;
    /// The engine's own position, for an opponent that needs it (downcast to the game's type).
    fn as_any(&self) -> &dyn Any;
    /// Every letter of the position (pieces and, in Bataille de chars, face-down cards).
    fn letters(&self) -> Vec<(Square, char)> {
        letters(&self.notation()).collect()
    }
    /// The squares `side` lays its cards on (Bataille de chars; empty elsewhere).
    fn minefield(&self, side: Side) -> Vec<Square>;
    /// The letters of `side`'s face-down cards, (explosion, blank) (Bataille de chars).
    fn card_letters(&self, side: Side) -> Option<(char, char)>;
    /// The same position with these squares changed (`None`: emptied), if the result is a position.
    fn with_letters(&self, changes: &[(Square, Option<char>)]) -> Option<Box<dyn BoardSession>>;
}

impl Clone for Box<dyn BoardSession> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl fmt::Debug for dyn BoardSession {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game(), self.notation())
    }
}

struct Session<G: LessonGame>(G);

/// Reads the board part of a notation: the board's size and its letters.
fn read_letters(notation: &str) -> (Dims, Vec<Option<char>>) {
    let board = notation.split(' ').next().unwrap_or("");
    let ranks = board.split('/').count() as u8;
    let first = board.split('/').next().unwrap_or("");
    let mut files = 0usize;
    let mut digits = String::new();
    for c in first.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            files += digits.parse::<usize>().unwrap_or(0) + 1;
            digits.clear();
        }
    }
    files += digits.parse::<usize>().unwrap_or(0);
    let dims = Dims::new(files as u8, ranks);
    let cells = parse_board(board, dims, Some).unwrap_or_else(|_| vec![None; dims.len()]);
    (dims, cells)
}

/// Every letter of a notation's board part, with its square.
pub fn letters(notation: &str) -> impl Iterator<Item = (Square, char)> {
    let (dims, cells) = read_letters(notation);
    cells
        .into_iter()
        .enumerate()
        .filter_map(move |(i, c)| Some((dims.square(i), c?)))
}

impl<G: LessonGame> Session<G> {
    fn legal(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        self.0.legal_moves(&mut moves);
        moves
    }
}

impl<G: LessonGame> BoardSession for Session<G> {
    fn game(&self) -> GameId {
        G::GAME
    }

    fn clone_box(&self) -> Box<dyn BoardSession> {
        Box::new(Session(self.0.clone()))
    }

    fn notation(&self) -> String {
        self.0.to_notation()
    }

    fn dims(&self) -> Dims {
        read_letters(&self.0.to_notation()).0
    }

    fn pieces(&self) -> Vec<(Square, Piece)> {
        let (dims, cells) = read_letters(&self.0.to_notation());
        cells
            .iter()
            .enumerate()
            .filter_map(|(i, c)| {
                let letter = (*c)?;
                G::is_unit(letter).then(|| {
                    let side = if letter.is_uppercase() {
                        Side::White
                    } else {
                        Side::Black
                    };
                    (dims.square(i), Piece { letter, side })
                })
            })
            .collect()
    }

    fn turn(&self) -> Side {
        self.0.turn()
    }

    fn moves(&self) -> Vec<BoardMove> {
        let pieces = self.pieces();
        let turn = self.0.turn();
        self.legal()
            .into_iter()
            .filter_map(G::move_squares)
            .map(|(from, to)| BoardMove {
                from,
                to,
                capture: pieces.iter().any(|(s, p)| *s == to && p.side != turn),
            })
            .collect()
    }

    fn must_pass(&self) -> bool {
        let moves = self.legal();
        moves.len() == 1 && G::move_squares(moves[0]).is_none()
    }

    fn play(&mut self, from: Square, to: Square) -> bool {
        let found = self
            .legal()
            .into_iter()
            .find(|&m| G::move_squares(m) == Some((from, to)));
        match found {
            Some(m) => {
                self.0.play_unchecked(m);
                true
            }
            None => false,
        }
    }

    fn pass(&mut self) -> bool {
        let moves = self.legal();
        if moves.len() == 1 && G::move_squares(moves[0]).is_none() {
            self.0.play_unchecked(moves[0]);
            true
        } else {
            false
        }
    }

    fn is_over(&self) -> bool {
        self.0.is_over()
    }

    fn winner(&self) -> Option<Winner> {
        self.0.outcome().map(|o| o.winner)
    }

    fn score(&self, side: Side) -> Option<u32> {
        self.0.score(side)
    }

    fn mines(&self, side: Side) -> Vec<Square> {
        let mut out = self.0.mines(side);
        out.sort();
        out
    }

    fn with_turn(&self, side: Side) -> Option<Box<dyn BoardSession>> {
        let notation = self.0.to_notation();
        let mut fields: Vec<&str> = notation.split(' ').collect();
        let letter = side.letter().to_string();
        *fields.get_mut(1)? = &letter;
        let turned = G::from_notation(self.0.board().clone(), &fields.join(" ")).ok()?;
        Some(Box::new(Session(turned)))
    }

    fn as_any(&self) -> &dyn Any {
        &self.0
    }

    fn minefield(&self, side: Side) -> Vec<Square> {
        self.0.minefield(side)
    }

    fn card_letters(&self, side: Side) -> Option<(char, char)> {
        G::card_letters(side)
    }

    fn with_letters(&self, changes: &[(Square, Option<char>)]) -> Option<Box<dyn BoardSession>> {
        let notation = self.0.to_notation();
        let (dims, mut cells) = read_letters(&notation);
        for (sq, letter) in changes {
            if !dims.contains(*sq) {
                return None;
            }
            cells[dims.index(*sq)] = *letter;
        }
        let board = crate::core::geometry::write_board(&cells, dims, |c| c);
        let rest = notation.split_once(' ').map_or("", |(_, r)| r);
        let text = if rest.is_empty() {
            board
        } else {
            format!("{board} {rest}")
        };
        let changed = G::from_notation(self.0.board().clone(), &text).ok()?;
        Some(Box::new(Session(changed)))
    }
}

/// Why a board game's position could not be opened.
#[derive(Debug, Clone)]
pub enum OpenError {
    /// The board file is broken.
    Board(Vec<DataError>),
    /// The position notation cannot be read.
    Notation(NotationError),
    /// The game has no board (La Bataille) or its engine is not in this build.
    NoEngine(GameId),
}

fn open_as<G: LessonGame>(notation: Option<&str>) -> Result<Box<dyn BoardSession>, OpenError> {
    let board = G::load_board().map_err(OpenError::Board)?;
    let position = match notation {
        None => G::start(board),
        Some(text) => G::from_notation(board, text).map_err(OpenError::Notation)?,
    };
    Ok(Box::new(Session(position)))
}

/// Opens a board game at `notation` (its start position if `None`): the one place that knows which
/// engine serves each game.
///
/// # Errors
/// A broken board file, a notation that cannot be read, or a game without an engine.
pub fn open_board(
    game: GameId,
    notation: Option<&str>,
) -> Result<Box<dyn BoardSession>, OpenError> {
    match game {
        GameId::Chars => open_as::<Chars>(notation),
        GameId::Espion => open_as::<Espion>(notation),
        GameId::Schada => open_as::<Schada>(notation),
        GameId::TankBattle => open_as::<TankBattle>(notation),
        GameId::Bataille => Err(OpenError::NoEngine(game)),
    }
}

impl BoardMove {
    pub fn matches(&self, text: &MoveText) -> bool {
        self.from == text.from && self.to == text.to
    }
}

// ---------------------------------------------------------------------------------------------------
// La Bataille.

/// A fixed deal: the top cards of each main pile; the rest of the deck is shuffled with `seed` and fills
/// each pile to 26 cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub south: Vec<Card>,
    pub emma: Vec<Card>,
    pub seed: u64,
}

/// Why a deal cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// More than 26 cards for one player.
    TooMany(Side),
    /// A card given twice.
    Twice(Card),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::TooMany(side) => write!(
                f,
                "{} gets more than 26 cards",
                if *side == SOUTH { "South" } else { "Emma" }
            ),
            DealError::Twice(card) => write!(f, "the card {card} is dealt twice"),
        }
    }
}

/// The 52 cards of a deal, top first (South's 26, then Emma's).
///
/// # Errors
/// A pile of more than 26 cards, or a card given twice.
pub fn deal_cards(deal: &Deal) -> Result<Vec<Card>, DealError> {
    if deal.south.len() > 26 {
        return Err(DealError::TooMany(SOUTH));
    }
    if deal.emma.len() > 26 {
        return Err(DealError::TooMany(EMMA));
    }
    let mut seen = Vec::new();
    for &c in deal.south.iter().chain(&deal.emma) {
        if seen.contains(&c) {
            return Err(DealError::Twice(c));
        }
        seen.push(c);
    }
    let mut rest: Vec<Card> = Card::full_deck()
        .into_iter()
        .filter(|c| !seen.contains(c))
        .collect();
    Rng::new(deal.seed).shuffle(&mut rest);
    let mut rest = rest.into_iter();
    let mut cards = deal.south.clone();
    cards.extend(rest.by_ref().take(26 - deal.south.len()));
    cards.extend(deal.emma.iter().copied());
    cards.extend(rest);
    Ok(cards)
}

/// What one flip did: the actions played, in order, for the app to animate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlipReport {
    pub actions: Vec<Action>,
    /// The winner of the last round played (`None` if the game ended without one).
    pub last_winner: Option<Side>,
    /// Battles during the rounds played.
    pub battles: u32,
}

/// Plays `rounds` rounds (fewer if the game ends).
pub fn flip(game: &mut Bataille, rounds: u32) -> FlipReport {
    let mut report = FlipReport {
        actions: Vec::new(),
        last_winner: None,
        battles: 0,
    };
    let battles_before = game.battles();
    for _ in 0..rounds {
        let round = game.play_round(false);
        report.actions.extend(round.actions);
        report.last_winner = match round.stop {
            RoundStop::Collected(side) => Some(side),
            RoundStop::Tie | RoundStop::Over => None,
        };
        if game.is_over() {
            break;
        }
    }
    report.battles = game.battles() - battles_before;
    report
}

/// Who wins the next round, told before it is played: a battle if the two face-up cards tie.
pub fn next_round(game: &Bataille) -> Option<RoundWinner> {
    let mut copy = game.clone();
    let before = copy.battles();
    let report = flip(&mut copy, 1);
    if report.battles > 0 || copy.battles() > before {
        return Some(RoundWinner::Battle);
    }
    match report.last_winner? {
        s if s == SOUTH => Some(RoundWinner::South),
        _ => Some(RoundWinner::Emma),
    }
}

/// How many cards the winner of the next round takes (the two face-up cards, and every card of its
/// battles); `None` when the round ends the game before anyone takes them.
pub fn next_round_cards(game: &Bataille) -> Option<u32> {
    let mut copy = game.clone();
    let mut most = copy.table().len();
    loop {
        let action = copy.step()?;
        if let crate::core::bataille::Action::Collect(_) = action {
            return Some(most as u32);
        }
        most = most.max(copy.table().len());
    }
}

/// Why the next round's winner takes that many cards: one card each, or a battle's cards too.
pub fn why_cards(game: &Bataille) -> Option<Message> {
    let n = next_round_cards(game)?;
    Some(
        Message::new(if n == 2 {
            "lesson-why-cards-round"
        } else {
            "lesson-why-cards-battle"
        })
        .with("cards", n),
    )
}

/// The two cards the next round lays face up first (South's, Emma's), shown during a `winner` quiz.
pub fn next_cards(game: &Bataille) -> Option<(Card, Card)> {
    let mut copy = game.clone();
    while copy.table().iter().filter(|t| t.face_up).count() < 2 {
        copy.step()?;
    }
    let mut up = copy.table().iter().filter(|t| t.face_up);
    Some((up.next()?.card, up.next()?.card))
}

impl RoundWinner {
    pub const NAMES: [(&'static str, RoundWinner); 3] = [
        ("south", RoundWinner::South),
        ("emma", RoundWinner::Emma),
        ("battle", RoundWinner::Battle),
    ];

    pub fn name(self) -> &'static str {
        match self {
            RoundWinner::South => "south",
            RoundWinner::Emma => "emma",
            RoundWinner::Battle => "battle",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn a_deal_puts_the_given_cards_on_top() {
        let deal = Deal {
            south: cards("7H KD"),
            emma: cards("7C 2S"),
            seed: 3,
        };
        let deck = deal_cards(&deal).unwrap();
        assert_eq!(deck.len(), 52);
        assert_eq!(&deck[..2], &cards("7H KD")[..]);
        assert_eq!(&deck[26..28], &cards("7C 2S")[..]);
        let mut sorted = deck.clone();
        sorted.sort();
        assert_eq!(sorted, Card::full_deck());
    }

    #[test]
    fn a_tie_announces_a_battle_and_a_flip_plays_it() {
        let deal = Deal {
            south: cards("7H 2C 3C 4C KH"),
            emma: cards("7C 2D 3D 4D 5H"),
            seed: 1,
        };
        let mut game = Bataille::new(&deal_cards(&deal).unwrap());
        assert_eq!(next_round(&game), Some(RoundWinner::Battle));
        let report = flip(&mut game, 1);
        assert_eq!(report.battles, 1);
        assert_eq!(report.last_winner, Some(SOUTH));
        assert_eq!(report.actions.len(), 11);
        assert_eq!(game.holding(SOUTH).side_len(), 10);
    }

    #[test]
    fn letters_are_read_from_any_notation() {
        let (dims, cells) = read_letters("2c/T2 w 0");
        assert_eq!(dims, Dims::new(3, 2));
        assert_eq!(cells[dims.index("C2".parse().unwrap())], Some('c'));
        assert_eq!(cells[dims.index("A1".parse().unwrap())], Some('T'));
    }

    #[test]
    fn bataille_deal_errors_are_named() {
        let deal = Deal {
            south: cards("7H 7H"),
            emma: vec![],
            seed: 1,
        };
        assert_eq!(
            deal_cards(&deal).unwrap_err().to_string(),
            "the card 7H is dealt twice"
        );
    }
}

// ---------------------------------------------------------------------------------------------------
// Any lesson's world.

/// What a lesson is played on, at one moment.
#[derive(Clone, Debug)]
pub enum World {
    Cards(Bataille),
    Race(Race),
    Board(Box<dyn BoardSession>),
}

impl World {
    /// The world a lesson starts in.
    ///
    /// # Errors
    /// The start position cannot be opened.
    pub fn open(setting: &super::model::Setting, game: GameId) -> Result<World, OpenError> {
        use super::model::Setting;
        Ok(match setting {
            Setting::Cards(cards) => World::Cards(Bataille::new(cards)),
            Setting::Race => {
                let board = crate::boards::chars::load().map_err(OpenError::Board)?;
                World::Race(Race::new(board.race().clone()))
            }
            Setting::Board { position } => {
                World::Board(open_board(game, position.as_ref().map(|p| p.0.as_str()))?)
            }
        })
    }

    pub fn board(&self) -> Option<&dyn BoardSession> {
        match self {
            World::Board(b) => Some(b.as_ref()),
            _ => None,
        }
    }

    pub fn board_mut(&mut self) -> Option<&mut Box<dyn BoardSession>> {
        match self {
            World::Board(b) => Some(b),
            _ => None,
        }
    }

    pub fn cards_mut(&mut self) -> Option<&mut Bataille> {
        match self {
            World::Cards(c) => Some(c),
            _ => None,
        }
    }

    pub fn race_mut(&mut self) -> Option<&mut Race> {
        match self {
            World::Race(r) => Some(r),
            _ => None,
        }
    }
}

/// The squares the piece on `square` may move to (as if its side were to move).
pub fn targets(board: &dyn BoardSession, square: Square) -> Vec<Square> {
    let Some(piece) = board.piece_at(square) else {
        return Vec::new();
    };
    let turned;
    let view: &dyn BoardSession = if board.turn() == piece.side {
        board
    } else {
        match board.with_turn(piece.side) {
            Some(b) => {
                turned = b;
                turned.as_ref()
            }
            None => return Vec::new(),
        }
    };
    let mut out: Vec<Square> = view
        .moves()
        .into_iter()
        .filter(|m| m.from == square)
        .map(|m| m.to)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The squares of the pieces of `side`'s opponent that could move to `square`.
pub fn attackers(board: &dyn BoardSession, square: Square, side: Side) -> Vec<Square> {
    let enemy = side.other();
    let turned;
    let view: &dyn BoardSession = if board.turn() == enemy {
        board
    } else {
        match board.with_turn(enemy) {
            Some(b) => {
                turned = b;
                turned.as_ref()
            }
            None => return Vec::new(),
        }
    };
    let mut out: Vec<Square> = view
        .moves()
        .into_iter()
        .filter(|m| m.to == square)
        .map(|m| m.from)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Why the piece on `from` cannot go to `to` (for `side`), by the rules, in words for a child: the
/// message id and its arguments (`lesson.ftl`).
pub fn why_not(board: &dyn BoardSession, from: Square, to: Square, side: Side) -> Message {
    let at = |id: &str| {
        Message::new(id)
            .with("from", from.to_string())
            .with("to", to.to_string())
    };
    if !board.dims().contains(to) || !board.dims().contains(from) {
        return at("lesson-why-off-board");
    }
    if board.is_over() {
        return at("lesson-why-over");
    }
    let Some(piece) = board.piece_at(from) else {
        return at("lesson-why-no-piece");
    };
    if piece.side != side {
        return at("lesson-why-not-yours");
    }
    if from == to {
        return at("lesson-why-same-square");
    }
    if board.piece_at(to).is_some_and(|p| p.side == piece.side) {
        return at("lesson-why-own-piece");
    }
    let reachable = targets(board, from);
    if reachable.contains(&to) {
        // A legal move, but not the one this step asks for.
        return at("lesson-wrong-move");
    }
    // Alone on the board, could the piece go there? Then something is in the way.
    let others: Vec<(Square, Option<char>)> = board
        .letters()
        .into_iter()
        .filter(|(s, _)| *s != from)
        .map(|(s, _)| (s, None))
        .collect();
    let alone = board.with_letters(&others).or_else(|| {
        // Some games need their chiefs on the board: empty only the squares between.
        let between: Vec<(Square, Option<char>)> = squares_between(from, to)
            .into_iter()
            .map(|s| (s, None))
            .collect();
        board.with_letters(&between)
    });
    if let Some(alone) = alone {
        let free = targets(alone.as_ref(), from);
        if free.contains(&to) {
            return at("lesson-why-blocked");
        }
        // Same direction, but nearer: too far.
        let (df, dr) = (
            i32::from(to.file()) - i32::from(from.file()),
            i32::from(to.rank()) - i32::from(from.rank()),
        );
        let same_way = free.iter().any(|t| {
            let (f, r) = (
                i32::from(t.file()) - i32::from(from.file()),
                i32::from(t.rank()) - i32::from(from.rank()),
            );
            f.signum() == df.signum() && r.signum() == dr.signum() && f * dr == r * df
        });
        if same_way {
            return at("lesson-why-too-far");
        }
    }
    at("lesson-why-no-way")
}

/// The squares strictly between two squares on a line (empty when they are not on one).
fn squares_between(a: Square, b: Square) -> Vec<Square> {
    let (df, dr) = (
        i32::from(b.file()) - i32::from(a.file()),
        i32::from(b.rank()) - i32::from(a.rank()),
    );
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Vec::new();
    }
    let n = df.abs().max(dr.abs());
    (1..n)
        .map(|i| {
            Square::new(
                (i32::from(a.file()) + df.signum() * i) as u8,
                (i32::from(a.rank()) + dr.signum() * i) as u8,
            )
        })
        .collect()
}

/// Why the next round of La Bataille goes where it goes: the two cards, compared.
pub fn why_round(game: &Bataille) -> Option<Message> {
    let (south, emma) = next_cards(game)?;
    Some(
        Message::new(match south.rank().cmp(&emma.rank()) {
            std::cmp::Ordering::Greater => "lesson-why-round-south",
            std::cmp::Ordering::Less => "lesson-why-round-emma",
            std::cmp::Ordering::Equal => "lesson-why-round-battle",
        })
        .with("south", south.rank_label())
        .with("emma", emma.rank_label()),
    )
}

/// Every square holding `letter` (a piece or, in Bataille de chars, a face-down card).
pub fn pieces_of(board: &dyn BoardSession, letter: char) -> Vec<Square> {
    let mut out: Vec<Square> = board
        .letters()
        .into_iter()
        .filter(|(_, c)| *c == letter)
        .map(|(sq, _)| sq)
        .collect();
    out.sort();
    out
}

/// The empty squares of the minefield `side` lays on, in the board file's order.
pub fn free_minefield(board: &dyn BoardSession, side: Side) -> Vec<Square> {
    let taken: Vec<Square> = board.letters().into_iter().map(|(s, _)| s).collect();
    board
        .minefield(side)
        .into_iter()
        .filter(|s| !taken.contains(s))
        .collect()
}

/// `start` with `side`'s cards face down on `laid` (the first `explosions` of them explosions, the
/// others blank). With `opponent_seed`, the opponent's cards are laid too when its minefield holds
/// none: every free square of it, half of them explosions (rounded up), spread by the seed.
pub fn lay_cards(
    start: &dyn BoardSession,
    side: Side,
    laid: &[Square],
    explosions: u32,
    opponent_seed: Option<u64>,
) -> Option<Box<dyn BoardSession>> {
    let (boom, blank) = start.card_letters(side)?;
    let mut changes: Vec<(Square, Option<char>)> = laid
        .iter()
        .enumerate()
        .map(|(i, sq)| {
            (
                *sq,
                Some(if (i as u32) < explosions { boom } else { blank }),
            )
        })
        .collect();
    if let Some(seed) = opponent_seed {
        let other = side.other();
        let (oboom, oblank) = start.card_letters(other)?;
        let field = start.minefield(other);
        let has_cards = start
            .letters()
            .iter()
            .any(|(s, c)| field.contains(s) && (*c == oboom || *c == oblank));
        if !has_cards {
            let free = free_minefield(start, other);
            let mut faces: Vec<bool> = (0..free.len())
                .map(|i| i < free.len().div_ceil(2))
                .collect();
            Rng::new(seed).shuffle(&mut faces);
            for (sq, boom) in free.into_iter().zip(faces) {
                changes.push((sq, Some(if boom { oboom } else { oblank })));
            }
        }
    }
    start.with_letters(&changes)
}

/// Whether a `play` step's goal is met, for the class playing `side`, since `start`.
pub fn goal_met(
    goal: super::model::Goal,
    start: &dyn BoardSession,
    now: &dyn BoardSession,
    side: Side,
) -> bool {
    use super::model::Goal;
    let enemy_units =
        |b: &dyn BoardSession| b.pieces().iter().filter(|(_, p)| p.side != side).count();
    match goal {
        Goal::Win => now.winner() == Some(Winner::Side(side)),
        Goal::Capture(n) => enemy_units(start).saturating_sub(enemy_units(now)) >= n as usize,
        Goal::Reach(sq) => now.piece_at(sq).is_some_and(|p| p.side == side),
        Goal::Score(n) => now.score(side).unwrap_or(0) >= n,
    }
}

/// The reference opponent of the checker and of tests: the first legal move, or the pass.
pub fn first_move(board: &mut dyn BoardSession) -> Option<BoardMove> {
    if let Some(m) = board.moves().first().copied() {
        board.play(m.from, m.to);
        Some(m)
    } else {
        board.pass();
        None
    }
}
