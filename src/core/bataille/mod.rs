//! La Bataille (War), exactly as `rules/bataille.md` settles it.
//!
//! Two views of one game:
//! - [`Bataille`], a state machine that moves one *visible action* at a time (lay a card, lay a battle's
//!   hidden card, turn the side pile over, collect the table), for the app to animate and to save;
//! - [`replay`], which plays a whole deal at full speed for statistics.
//!
//! Both follow the same rules and are tested against each other.
//!
//! South (the child, "you") is [`Side::White`] and plays first; Emma (the virtual opponent) is
//! [`Side::Black`].
//!
//! ```
//! use ludoclasse::core::bataille::{parse_deck, replay, Card};
//! let deck = Card::full_deck();
//! let result = replay(&deck);
//! assert_eq!(result.south_cards + result.emma_cards + result.table_cards, 52);
//! assert!(parse_deck("AS AS").is_err());
//! ```

use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::game::{ByColor, Game, Outcome, Side, Winner};

mod cards;
mod replay;

pub use cards::*;
pub use replay::*;

/// South, the child at the screen: first to lay, cards 1–26 of the deck.
pub const SOUTH: Side = Side::White;
/// Emma, the virtual opponent: cards 27–52.
pub const EMMA: Side = Side::Black;

/// Rounds after which the game stops (the classroom guard).
pub const ROUND_LIMIT: u32 = 2000;
/// A player must hold at least this many cards to play a battle (3 hidden + 1 face up).
pub const BATTLE_CARDS: usize = 4;

const RANK_CHARS: &[u8; 13] = b"23456789TJQKA";
const SUIT_CHARS: &[u8; 4] = b"CDHS";

/// A position of La Bataille between two rounds, described pile by pile: for lessons that start in the
/// middle of a game, and for tests. The only road to a playable game is [`Bataille::from_setup`].
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Setup {
    /// South's main pile, top card first.
    pub south_main: Vec<Card>,
    /// South's side pile, the card won first first.
    #[serde(default)]
    pub south_side: Vec<Card>,
    pub emma_main: Vec<Card>,
    #[serde(default)]
    pub emma_side: Vec<Card>,
    /// Rounds already played.
    #[serde(default)]
    pub rounds: u32,
    /// Battles already played.
    #[serde(default)]
    pub battles: u32,
}

/// Why a [`Setup`] is not a position of La Bataille.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The four piles do not hold the 52 distinct cards.
    Deck(DeckError),
    /// A player holds no card: that game is already over.
    EmptyHolding(Side),
    /// The round limit is already reached.
    TooManyRounds(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Deck(e) => write!(f, "the four piles together: {e}"),
            SetupError::EmptyHolding(side) => write!(
                f,
                "{} holds no card: the game would already be over",
                player_name(*side)
            ),
            SetupError::TooManyRounds(n) => {
                write!(f, "{n} rounds already played: the limit is {ROUND_LIMIT}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// `south` or `emma`, as in the JSON of the replay.
pub fn player_name(side: Side) -> &'static str {
    match side {
        Side::White => "south",
        Side::Black => "emma",
    }
}

/// Why a game of La Bataille ended (the names of the rules page and of the replay JSON).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// One player holds all 52 cards after a round.
    CaptureAll,
    /// At a battle, exactly one player held fewer than 4 cards.
    BattleShortage,
    /// At a battle, both held fewer than 4 cards.
    BothShort,
    /// Round 2000 ended without a winner.
    RoundLimit,
}

impl EndReason {
    pub const ALL: [EndReason; 4] = [
        EndReason::CaptureAll,
        EndReason::BattleShortage,
        EndReason::BothShort,
        EndReason::RoundLimit,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            EndReason::CaptureAll => "capture_all",
            EndReason::BattleShortage => "battle_shortage",
            EndReason::BothShort => "both_short",
            EndReason::RoundLimit => "round_limit",
        }
    }
}

/// One player's cards: a main pile (face down, drawn from the top) and a side pile (cards won).
///
/// Both are kept in one queue: the first `main` cards are the main pile, top first; the rest is the side
/// pile, in the order the cards were won. Turning the side pile over then only moves the boundary, and
/// the card won first is drawn first, as the rules page says.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Holding {
    cards: VecDeque<Card>,
    main: usize,
}

impl Holding {
    fn dealt(cards: &[Card]) -> Holding {
        Holding {
            cards: cards.iter().copied().collect(),
            main: cards.len(),
        }
    }

    /// Main pile + side pile.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn main_len(&self) -> usize {
        self.main
    }

    pub fn side_len(&self) -> usize {
        self.cards.len() - self.main
    }

    /// The main pile, top card first.
    pub fn main_pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().take(self.main).copied()
    }

    /// The side pile, the card won first first.
    pub fn side_pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().skip(self.main).copied()
    }

    /// The card most recently put on the side pile (the one visible on top of it).
    pub fn side_top(&self) -> Option<Card> {
        (self.side_len() > 0).then(|| *self.cards.back().expect("side pile not empty"))
    }

    fn draw(&mut self) -> Card {
        debug_assert!(self.main > 0, "draw from an empty main pile");
        self.main -= 1;
        self.cards.pop_front().expect("main pile not empty")
    }

    fn turn_over(&mut self) {
        self.main = self.cards.len();
    }

    fn win(&mut self, card: Card) {
        self.cards.push_back(card);
    }
}

/// A card on the table, in table order.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TableCard {
    pub card: Card,
    pub owner: Side,
    pub face_up: bool,
}

/// One visible action. There is never a choice: [`Game::legal_moves`] lists exactly one until the end.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action", content = "player")]
pub enum Action {
    /// Lay the top card of the main pile face up.
    LayFaceUp(Side),
    /// Lay the top card of the main pile face down (one of a battle's three hidden cards).
    LayHidden(Side),
    /// The main pile is empty and a card must be drawn: the side pile is turned over and becomes it.
    TurnOver(Side),
    /// The round's winner puts every table card, in table order, under its side pile.
    Collect(Side),
}

/// What comes next in the round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
enum Step {
    FaceUp(Side),
    Hidden { side: Side, left: u8 },
    Collect(Side),
    Over,
}

/// A game of La Bataille in progress, steppable one visible action at a time. Serializes for saves; a
/// save is read back only when it is a game that can be played on (see [`Saved`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "Saved")]
pub struct Bataille {
    holdings: ByColor<Holding>,
    table: Vec<TableCard>,
    step: Step,
    /// Battles in the current round so far (0: no battle yet).
    round_battles: u32,
    rounds: u32,
    battles: u32,
    outcome: Option<Outcome<EndReason>>,
}

/// A game as a save writes it, before it is checked: a save edited by hand (a card typed twice, a pile
/// count changed) must not leave a game that stops or never ends.
#[derive(Deserialize)]
struct Saved {
    holdings: ByColor<Holding>,
    table: Vec<TableCard>,
    step: Step,
    round_battles: u32,
    rounds: u32,
    battles: u32,
    outcome: Option<Outcome<EndReason>>,
}

/// Why a saved game cannot be played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SavedError {
    /// The piles and the table do not hold the 52 cards, each once.
    Cards,
    /// A main pile counts more cards than its player holds.
    MainPile,
    /// The next action does not fit the cards (a player to lay holds none, a collect with an empty
    /// table, a face-up card to compare missing, a battle with more than three hidden cards).
    Step,
    /// Over without an outcome, or an outcome while still playing, or past the round limit.
    End,
}

impl SavedError {
    /// Every reason, to tell one in a message that went through a file reader as text.
    pub const ALL: [SavedError; 4] = [
        SavedError::Cards,
        SavedError::MainPile,
        SavedError::Step,
        SavedError::End,
    ];
}

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SavedError::Cards => {
                "impossible game: the piles and the table do not hold the 52 cards once each"
            }
            SavedError::MainPile => {
                "impossible game: a main pile counts more cards than its player holds"
            }
            SavedError::Step => "impossible game: the next action does not fit the cards",
            SavedError::End => "impossible game: the end of the game does not fit",
        })
    }
}

impl TryFrom<Saved> for Bataille {
    type Error = SavedError;

    fn try_from(s: Saved) -> Result<Bataille, SavedError> {
        let mut cards: Vec<Card> = [SOUTH, EMMA]
            .into_iter()
            .flat_map(|side| s.holdings[side].cards.iter().copied())
            .chain(s.table.iter().map(|t| t.card))
            .collect();
        cards.sort();
        cards.dedup();
        if cards.len() != 52 {
            return Err(SavedError::Cards);
        }
        if [SOUTH, EMMA]
            .iter()
            .any(|&side| s.holdings[side].main > s.holdings[side].len())
        {
            return Err(SavedError::MainPile);
        }
        let face_up = |side: Side| s.table.iter().any(|t| t.owner == side && t.face_up);
        // The cards each player still lays before the next comparison: a battle in progress is only
        // started with enough of them (see `compare`).
        let holds = |side: Side, n: usize| s.holdings[side].len() >= n;
        let battle = s.round_battles > 0;
        let fits = match s.step {
            Step::FaceUp(side) if side == SOUTH => {
                holds(SOUTH, 1) && (!battle || (!s.table.is_empty() && holds(EMMA, 4)))
            }
            Step::FaceUp(_) => holds(EMMA, 1) && face_up(SOUTH),
            Step::Hidden { side, left } => {
                (1..=3).contains(&left)
                    && battle
                    && holds(side, usize::from(left) + 1)
                    && (side == EMMA || holds(EMMA, 4))
            }
            Step::Collect(_) => !s.table.is_empty(),
            Step::Over => true,
        };
        if !fits {
            return Err(SavedError::Step);
        }
        if (s.step == Step::Over) != s.outcome.is_some() || s.rounds > ROUND_LIMIT {
            return Err(SavedError::End);
        }
        Ok(Bataille {
            holdings: s.holdings,
            table: s.table,
            step: s.step,
            round_battles: s.round_battles,
            rounds: s.rounds,
            battles: s.battles,
            outcome: s.outcome,
        })
    }
}

/// Where [`Bataille::play_round`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundStop {
    /// The round's winner took the cards.
    Collected(Side),
    /// Two equal cards face up: a battle comes next.
    Tie,
    /// The game is over (a player ran short of cards).
    Over,
}

/// One round as [`Bataille::play_round`] played it: its actions in order, for the app to animate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub actions: Vec<Action>,
    pub stop: RoundStop,
}

impl Bataille {
    /// Deals `deck` (top card first): cards 1–26 to South, 27–52 to Emma.
    ///
    /// # Panics
    /// When `deck` does not hold 52 cards; use [`parse_deck`] to check a deal first.
    pub fn new(deck: &[Card]) -> Bataille {
        assert_eq!(deck.len(), 52, "a deal has 52 cards");
        Bataille {
            holdings: ByColor {
                white: Holding::dealt(&deck[..26]),
                black: Holding::dealt(&deck[26..]),
            },
            table: Vec::with_capacity(52),
            step: Step::FaceUp(SOUTH),
            round_battles: 0,
            rounds: 0,
            battles: 0,
            outcome: None,
        }
    }

    /// A game from a position between rounds (see [`Setup`]).
    ///
    /// # Errors
    /// When the piles do not hold the 52 distinct cards, a player has none, or the round limit is passed.
    pub fn from_setup(setup: &Setup) -> Result<Bataille, SetupError> {
        let all: Vec<String> = [
            &setup.south_main,
            &setup.south_side,
            &setup.emma_main,
            &setup.emma_side,
        ]
        .iter()
        .flat_map(|pile| pile.iter().map(Card::to_string))
        .collect();
        parse_deck(&all.join(" ")).map_err(SetupError::Deck)?;
        for (side, main, pile) in [
            (SOUTH, &setup.south_main, &setup.south_side),
            (EMMA, &setup.emma_main, &setup.emma_side),
        ] {
            if main.is_empty() && pile.is_empty() {
                return Err(SetupError::EmptyHolding(side));
            }
        }
        if setup.rounds >= ROUND_LIMIT {
            return Err(SetupError::TooManyRounds(setup.rounds));
        }
        let holding = |main: &[Card], side: &[Card]| Holding {
            cards: main.iter().chain(side).copied().collect(),
            main: main.len(),
        };
        Ok(Bataille {
            holdings: ByColor {
                white: holding(&setup.south_main, &setup.south_side),
                black: holding(&setup.emma_main, &setup.emma_side),
            },
            table: Vec::with_capacity(52),
            step: Step::FaceUp(SOUTH),
            round_battles: 0,
            rounds: setup.rounds,
            battles: setup.battles,
            outcome: None,
        })
    }

    pub fn holding(&self, side: Side) -> &Holding {
        &self.holdings[side]
    }

    /// The cards on the table, in table order.
    pub fn table(&self) -> &[TableCard] {
        &self.table
    }

    /// Rounds begun (battles count within their round).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Battles so far (a double battle counts two).
    pub fn battles(&self) -> u32 {
        self.battles
    }

    /// Battles in the current round (0 when the round has had none).
    pub fn round_battles(&self) -> u32 {
        self.round_battles
    }

    /// The next visible action, or `None` when the game is over.
    pub fn next_action(&self) -> Option<Action> {
        match self.step {
            Step::Over => None,
            Step::Collect(winner) => Some(Action::Collect(winner)),
            Step::FaceUp(side) | Step::Hidden { side, .. }
                if self.holdings[side].main_len() == 0 =>
            {
                Some(Action::TurnOver(side))
            }
            Step::FaceUp(side) => Some(Action::LayFaceUp(side)),
            Step::Hidden { side, .. } => Some(Action::LayHidden(side)),
        }
    }

    /// Plays the next action; `None` when the game is over.
    pub fn step(&mut self) -> Option<Action> {
        let action = self.next_action()?;
        self.play_unchecked(action);
        Some(action)
    }

    /// Plays the actions of one round, the same for the app and the lessons: up to the cards collected by
    /// the round's winner, or the end of the game (a player ran short: the cards stay on the table, see
    /// [`Bataille::table`]). With `pause_at_tie`, it also stops once the second card of a tie is face up:
    /// a battle starts there, and the child flips again to play it.
    pub fn play_round(&mut self, pause_at_tie: bool) -> Round {
        let mut round = Round {
            actions: Vec::new(),
            stop: RoundStop::Over,
        };
        while let Some(action) = self.step() {
            round.actions.push(action);
            if let Action::Collect(winner) = action {
                round.stop = RoundStop::Collected(winner);
                break;
            }
            if pause_at_tie
                && action == Action::LayFaceUp(EMMA)
                && !self.is_over()
                && !matches!(self.next_action(), Some(Action::Collect(_)))
            {
                round.stop = RoundStop::Tie;
                break;
            }
        }
        round
    }

    /// Plays until the end of the current round (or the game).
    pub fn finish_round(&mut self) {
        while let Some(action) = self.step() {
            if matches!(action, Action::Collect(_)) {
                break;
            }
        }
    }

    /// Plays until the game is over.
    pub fn run_to_end(&mut self) -> Outcome<EndReason> {
        while self.step().is_some() {}
        self.outcome.expect("the game ended")
    }

    /// The summary the replay command prints.
    pub fn summary(&self) -> Option<ReplayResult> {
        let outcome = self.outcome?;
        Some(ReplayResult {
            winner: outcome.winner,
            reason: outcome.reason,
            rounds: self.rounds,
            battles: self.battles,
            south_cards: self.holdings[SOUTH].len() as u32,
            emma_cards: self.holdings[EMMA].len() as u32,
            table_cards: self.table.len() as u32,
        })
    }

    fn lay(&mut self, side: Side, face_up: bool) {
        if self.table.is_empty() {
            self.rounds += 1;
        }
        let card = self.holdings[side].draw();
        self.table.push(TableCard {
            card,
            owner: side,
            face_up,
        });
    }

    /// The last face-up card `side` laid this round.
    fn face_up_card(&self, side: Side) -> Card {
        self.table
            .iter()
            .rev()
            .find(|t| t.owner == side && t.face_up)
            .expect("a face-up card on the table")
            .card
    }

    fn end(&mut self, winner: Winner, reason: EndReason) {
        self.outcome = Some(Outcome { winner, reason });
        self.step = Step::Over;
    }

    fn compare(&mut self) {
        let south = self.face_up_card(SOUTH).rank();
        let emma = self.face_up_card(EMMA).rank();
        if south != emma {
            self.step = Step::Collect(if south > emma { SOUTH } else { EMMA });
            return;
        }
        self.battles += 1;
        self.round_battles += 1;
        let held = ByColor::new_with(|side| self.holdings[side].len());
        match (held.white < BATTLE_CARDS, held.black < BATTLE_CARDS) {
            (false, false) => {
                self.step = Step::Hidden {
                    side: SOUTH,
                    left: 3,
                }
            }
            (true, false) => self.end(Winner::Side(EMMA), EndReason::BattleShortage),
            (false, true) => self.end(Winner::Side(SOUTH), EndReason::BattleShortage),
            (true, true) => {
                let winner = larger_holding(held.white, held.black);
                self.end(winner, EndReason::BothShort);
            }
        }
    }

    fn collect(&mut self, winner: Side) {
        for t in self.table.drain(..) {
            self.holdings[winner].win(t.card);
        }
        self.round_battles = 0;
        if self.holdings[winner].len() == 52 {
            self.end(Winner::Side(winner), EndReason::CaptureAll);
        } else if self.rounds >= ROUND_LIMIT {
            let winner = larger_holding(self.holdings[SOUTH].len(), self.holdings[EMMA].len());
            self.end(winner, EndReason::RoundLimit);
        } else {
            self.step = Step::FaceUp(SOUTH);
        }
    }
}

fn larger_holding(south: usize, emma: usize) -> Winner {
    match south.cmp(&emma) {
        std::cmp::Ordering::Greater => Winner::Side(SOUTH),
        std::cmp::Ordering::Less => Winner::Side(EMMA),
        std::cmp::Ordering::Equal => Winner::Draw,
    }
}

impl Game for Bataille {
    type Move = Action;
    type EndReason = EndReason;

    fn turn(&self) -> Side {
        match self.step {
            Step::FaceUp(side) | Step::Hidden { side, .. } | Step::Collect(side) => side,
            Step::Over => SOUTH,
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Action>) {
        moves.clear();
        moves.extend(self.next_action());
    }

    fn play_unchecked(&mut self, action: Action) {
        match (action, self.step) {
            (Action::TurnOver(side), _) => self.holdings[side].turn_over(),
            (Action::Collect(winner), _) => self.collect(winner),
            (Action::LayFaceUp(side), _) => {
                self.lay(side, true);
                if side == EMMA {
                    self.compare();
                } else if self.round_battles > 0 {
                    self.step = Step::Hidden {
                        side: EMMA,
                        left: 3,
                    };
                } else {
                    self.step = Step::FaceUp(EMMA);
                }
            }
            (Action::LayHidden(side), Step::Hidden { left, .. }) => {
                self.lay(side, false);
                self.step = if left > 1 {
                    Step::Hidden {
                        side,
                        left: left - 1,
                    }
                } else {
                    Step::FaceUp(side)
                };
            }
            (Action::LayHidden(_), _) => debug_assert!(false, "a hidden card outside a battle"),
        }
    }

    fn outcome(&self) -> Option<Outcome<EndReason>> {
        self.outcome
    }
}
