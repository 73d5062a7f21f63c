//! What a lesson is played on, seen through one small interface whatever the game: the cards of La
//! Bataille, the race track of Bataille de chars, or a board game's position.
//!
//! A board game is the core's [`BoardGame`]: its pieces, the squares its moves use, its cards. This
//! module adds what lessons ask of it (a piece's targets, why a move is not possible, a `play` step's
//! goal) written once for every game on top of it.
//!
//! ```
//! use ludoclasse::lesson::world::{Deal, deal_cards};
//! let cards = deal_cards(&Deal { south: vec!["7H".parse().unwrap()], emma: vec![], seed: 1 }).unwrap();
//! assert_eq!(cards.len(), 52);
//! assert_eq!(cards[0].to_string(), "7H");
//! ```

use std::fmt;

use crate::boards::Boards;
pub use crate::boards::OpenError;
use crate::core::bataille::{Action, Bataille, Card, EMMA, RoundStop, SOUTH};
use crate::core::chars::Chars;
use crate::core::chars::race::Race;
use crate::core::game::{Game, Side, Winner};
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::core::{Barred, BoardGame, GameId};

pub use crate::core::board_game::{BoardMove, Piece};

use super::model::{MoveText, RoundWinner};
use crate::i18n::Message;

impl BoardMove {
    /// Whether this is the move a lesson writes.
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
    let copy = with_next_cards_laid(game)?;
    let mut up = copy.table().iter().filter(|t| t.face_up);
    Some((up.next()?.card, up.next()?.card))
}

/// The game once the next round's two face-up cards are laid: its piles are those the table shows
/// while a `winner` quiz shows those two cards (each has left its player's pile).
pub fn with_next_cards_laid(game: &Bataille) -> Option<Bataille> {
    let mut copy = game.clone();
    while copy.table().iter().filter(|t| t.face_up).count() < 2 {
        copy.step()?;
    }
    Some(copy)
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
    Board(BoardGame),
}

impl World {
    /// The world a lesson starts in.
    ///
    /// # Errors
    /// The start position cannot be opened.
    pub fn open(
        setting: &super::model::Setting,
        game: GameId,
        boards: &Boards,
    ) -> Result<World, OpenError> {
        use super::model::Setting;
        Ok(match setting {
            Setting::Cards(cards) => World::Cards(Bataille::new(cards)),
            Setting::Race => {
                let board = boards.board::<Chars>()?;
                World::Race(Race::new(board.race().clone()))
            }
            Setting::Board { position } => {
                World::Board(boards.open(game, position.as_ref().map(|p| p.0.as_str()))?)
            }
        })
    }

    pub fn board(&self) -> Option<&BoardGame> {
        match self {
            World::Board(b) => Some(b),
            _ => None,
        }
    }

    pub fn board_mut(&mut self) -> Option<&mut BoardGame> {
        match self {
            World::Board(b) => Some(b),
            _ => None,
        }
    }

    pub fn cards(&self) -> Option<&Bataille> {
        match self {
            World::Cards(c) => Some(c),
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
pub fn targets(board: &BoardGame, square: Square) -> Vec<Square> {
    if !board.dims().contains(square) {
        return Vec::new();
    }
    let Some(piece) = board.piece_at(square) else {
        return Vec::new();
    };
    let moves = moves_of(board, piece.side);
    sorted(moves.iter().filter(|m| m.from == square).map(|m| m.to))
}

/// The squares of the pieces of `side`'s opponent that could move to `square`.
pub fn attackers(board: &BoardGame, square: Square, side: Side) -> Vec<Square> {
    let moves = moves_of(board, side.other());
    sorted(moves.iter().filter(|m| m.to == square).map(|m| m.from))
}

/// The moves `side` could make on `board` if it were its turn (none when the game cannot give it the
/// turn).
fn moves_of(board: &BoardGame, side: Side) -> Vec<BoardMove> {
    if board.turn() == side {
        board.moves()
    } else {
        board.with_turn(side).map(|b| b.moves()).unwrap_or_default()
    }
}

/// The squares in order, each once.
fn sorted(squares: impl Iterator<Item = Square>) -> Vec<Square> {
    let mut out: Vec<Square> = squares.collect();
    out.sort();
    out.dedup();
    out
}

/// Bataille de chars: why there is no tank on `square`, told by what is there: a card of the class
/// (playing `class`) or of its opponent, an empty minefield square, or an empty square. `None` in the
/// other games.
pub fn why_no_tank(board: &BoardGame, square: Square, class: Side) -> Option<Message> {
    if board.game() != GameId::Chars {
        return None;
    }
    let letter = board
        .letters()
        .into_iter()
        .find_map(|(s, c)| (s == square).then_some(c));
    let card_of = |side: Side| {
        BoardGame::card_letters(GameId::Chars, side)
            .is_some_and(|(boom, blank)| letter == Some(boom) || letter == Some(blank))
    };
    let id = if card_of(class) {
        "chars-why-own-card"
    } else if card_of(class.other()) {
        "chars-why-enemy-card"
    } else if [Side::White, Side::Black]
        .iter()
        .any(|s| board.minefield(*s).contains(&square))
    {
        "chars-why-minefield"
    } else {
        "chars-why-no-tank"
    };
    Some(Message::new(id).with("square", square.to_string()))
}

/// Bataille de chars, a `mines` quiz: why `square` holds none of the explosions the class (playing
/// `class`) laid: its blank card is there, or the square is not in its minefield. `None` otherwise.
pub fn why_no_mine(board: &BoardGame, square: Square, class: Side) -> Option<Message> {
    let (_, blank) = BoardGame::card_letters(board.game(), class)?;
    let id = if board.letters().contains(&(square, blank)) {
        "chars-why-mine-blank"
    } else if !board.minefield(class).contains(&square) {
        "chars-why-mine-off-field"
    } else {
        return None;
    };
    Some(Message::new(id).with("square", square.to_string()))
}

/// Bataille de chars: a move of `side` to `to`, onto its own explosion card, said so.
pub fn onto_own_explosion(board: &BoardGame, to: Square, side: Side) -> Option<Message> {
    let (boom, _) = BoardGame::card_letters(board.game(), side)?;
    board
        .letters()
        .contains(&(to, boom))
        .then(|| Message::new("chars-why-own-explosion").with("to", to.to_string()))
}

/// Whether the move from `from` to `to` blows up the piece that makes it (Bataille de chars: a tank
/// onto an explosion card, whoever laid it), asked of the rules before the move is played.
pub fn blows_up(board: &BoardGame, from: Square, to: Square) -> bool {
    use crate::core::chars::{CharsMove, Effect};
    match board {
        BoardGame::Chars(c) => matches!(
            c.effect(CharsMove::Step { from, to }),
            Effect::Explosion { .. }
        ),
        _ => false,
    }
}

/// Why the piece on `from` cannot go to `to` (for `side`), by the rules, in words for a child: the
/// message id and its arguments (`lesson.ftl`).
pub fn why_not(board: &BoardGame, from: Square, to: Square, side: Side) -> Message {
    let chars = matches!(board, BoardGame::Chars(_));
    let at = |id: &str| {
        // Bataille de chars says "char", not "pièce".
        let id = match id {
            "lesson-why-no-piece" if chars => "chars-why-no-tank-from",
            "lesson-why-not-yours" if chars => "chars-why-not-yours",
            "lesson-why-same-square" if chars => "chars-why-same-square",
            "lesson-why-own-piece" if chars => "chars-why-own-tank",
            "lesson-why-too-far" if chars => "chars-why-too-far",
            "lesson-why-no-way" if chars => "chars-why-no-way",
            other => other,
        };
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
        return why_no_tank(board, from, side).unwrap_or_else(|| at("lesson-why-no-piece"));
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
        // A legal move, but not the one this step asks for; in Bataille de chars, onto one's own
        // explosion card, said so.
        return onto_own_explosion(board, to, side).unwrap_or_else(|| at("lesson-wrong-move"));
    }
    // A rule of the game that bars the way, whatever stands between.
    if let Some(barred) = board.barred(from, to) {
        return match barred {
            // A square on the way, not the one tapped: said with the tapped one, so that a child
            // who tapped G4 is not told of H4 alone.
            Barred::RedZone { square } if square != to => {
                at("lesson-why-red-zone-on-way").with("square", square.to_string())
            }
            Barred::RedZone { square } => {
                at("lesson-why-red-zone").with("square", square.to_string())
            }
            Barred::Mine { square } if square != to => {
                at("lesson-why-mine-on-way").with("square", square.to_string())
            }
            Barred::Mine { square } => at("lesson-why-mine").with("square", square.to_string()),
            Barred::StaysInBase => at("lesson-why-stays-in-base"),
            Barred::NotStraight => at("lesson-why-not-straight"),
            Barred::SafeInRed => at("lesson-why-safe-in-red"),
            Barred::Diagonal => at("lesson-why-diagonal"),
            Barred::Backward => at("lesson-why-backward"),
            Barred::NoLine => at("lesson-why-no-line"),
            Barred::ChiefHome => at("lesson-why-chief-home"),
            Barred::NoArrow => at("lesson-why-no-arrow"),
        };
    }
    // With the squares between emptied, could the piece go there? Then a piece is in the way.
    let way = squares_on_the_way(board, from, to);
    let cleared = cleared_going_on(board, &way, to);
    if cleared
        .as_ref()
        .is_some_and(|c| targets(c, from).contains(&to))
    {
        return at("lesson-why-blocked");
    }
    // Alone on the board, could the piece go there? Then something is in the way. (Alone, a game may
    // be over, or need its chiefs: then only the squares between are emptied.)
    let alone = board.alone(from).filter(|b| !b.is_over()).or(cleared);
    if let Some(alone) = alone {
        let free = targets(&alone, from);
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

/// `board` with the squares `way` emptied, the game still going on. When emptying them ends the game
/// (the last enemy tank of Tank Battle stood there, or a chief), one of the pieces taken away is set
/// back on a free square off the move (neither on `way` nor on `to`), so that the position is still
/// one where the piece could move. `None` when no such position exists.
fn cleared_going_on(board: &BoardGame, way: &[Square], to: Square) -> Option<BoardGame> {
    let emptied = board.emptied(way)?;
    if !emptied.is_over() {
        return Some(emptied);
    }
    let dims = board.dims();
    let taken: Vec<Square> = emptied.letters().into_iter().map(|(s, _)| s).collect();
    let free: Vec<Square> = (0..dims.ranks)
        .flat_map(|r| (0..dims.files).map(move |f| Square::new(f, r)))
        .filter(|s| *s != to && !way.contains(s) && !taken.contains(s))
        .collect();
    board
        .letters()
        .into_iter()
        .filter(|(s, _)| way.contains(s))
        .find_map(|(_, letter)| {
            free.iter().find_map(|s| {
                emptied
                    .with_letters(&[(*s, Some(letter))])
                    .filter(|b| !b.is_over())
            })
        })
}

/// The squares a move from `from` to `to` crosses: along a straight line, or, for a bent line of a
/// Schada diagram, through its corner.
fn squares_on_the_way(board: &BoardGame, from: Square, to: Square) -> Vec<Square> {
    match board.corner(from, to) {
        Some(corner) => {
            let mut way = squares_between(from, corner);
            way.push(corner);
            way.extend(squares_between(corner, to));
            way
        }
        None => squares_between(from, to),
    }
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
pub fn pieces_of(board: &BoardGame, letter: char) -> Vec<Square> {
    board.squares_with(letter)
}

/// The empty squares of the minefield `side` lays on, in the board file's order.
pub fn free_minefield(board: &BoardGame, side: Side) -> Vec<Square> {
    board.free_minefield(side)
}

/// `start` with `side`'s cards face down on `laid` (the first `explosions` of them explosions, the
/// others blank). With `opponent_seed`, the opponent's cards are laid too when its minefield holds
/// none: every free square of it, half of them explosions (rounded up), spread by the seed. Without
/// it (the class still laying), the class's own cards show their faces to the class.
pub fn lay_cards(
    start: &BoardGame,
    side: Side,
    laid: &[Square],
    explosions: u32,
    opponent_seed: Option<u64>,
) -> Option<BoardGame> {
    BoardGame::card_letters(start.game(), side)?;
    let mut cards: Vec<(Square, Side, bool)> = laid
        .iter()
        .enumerate()
        .map(|(i, sq)| (*sq, side, (i as u32) < explosions))
        .collect();
    if let Some(seed) = opponent_seed {
        let other = side.other();
        BoardGame::card_letters(start.game(), other)?;
        if !start.has_cards(other) {
            let free = start.free_minefield(other);
            let mut faces: Vec<bool> = (0..free.len())
                .map(|i| i < free.len().div_ceil(2))
                .collect();
            Rng::new(seed).shuffle(&mut faces);
            cards.extend(
                free.into_iter()
                    .zip(faces)
                    .map(|(sq, boom)| (sq, other, boom)),
            );
        }
    }
    let mut laid = start.with_cards(&cards)?;
    if opponent_seed.is_none()
        && let BoardGame::Chars(c) = &mut laid
    {
        // While the class lays its cards, it sees each card's face, as a player holds the printed
        // cards when laying them; once all are laid they lie face down (the position's own setting).
        // The opponent's cards stay hidden either way.
        c.set_memory(false);
    }
    Some(laid)
}

/// Whether a `play` step's goal is met, for the class playing `side`, since `start`.
pub fn goal_met(goal: super::model::Goal, start: &BoardGame, now: &BoardGame, side: Side) -> bool {
    use super::model::Goal;
    // The enemy's pieces on the board; in Bataille de chars a tank that arrived has left the board for
    // its owner's score: it was not taken, so it still counts.
    let enemy_units = |b: &BoardGame| {
        let on_board = b.pieces().iter().filter(|(_, p)| p.side != side).count();
        let arrived = match b {
            BoardGame::Chars(_) => b.score(side.other()).unwrap_or(0) as usize,
            _ => 0,
        };
        on_board + arrived
    };
    match goal {
        Goal::Win => now.winner() == Some(Winner::Side(side)),
        Goal::Capture(n) => enemy_units(start).saturating_sub(enemy_units(now)) >= n as usize,
        Goal::Reach(sq) => now.piece_at(sq).is_some_and(|p| p.side == side),
        Goal::Score(n) => now.score(side).unwrap_or(0) >= n,
    }
}

/// The reference opponent of the checker and of tests: the first legal move, or the pass.
pub fn first_move(board: &mut BoardGame) -> Option<BoardMove> {
    if let Some(m) = board.moves().first().copied() {
        board.play(m.from, m.to);
        Some(m)
    } else {
        board.pass();
        None
    }
}
