//! The lesson format: what a lesson file says, read by serde.
//!
//! Two layers. [`LessonFile`] and [`StepFile`] mirror the TOML file exactly, every value kept with its
//! place in the file ([`Spanned`]) so that any later problem can be reported as `file:line:column`. The
//! loader ([`super::load`]) turns them into [`Lesson`] and [`Step`]: squares parsed, the step kind decided,
//! each kind's fields checked. Steps are plain structs with a `kind` field rather than an internally
//! tagged enum, because serde's tagged enums lose toml's line and column in their error messages.
//!
//! ```toml
//! game = "espion"
//! title = "espion-l01-title"
//! position = "4c3/8/8/8/8/8/3A4/3C4 w 0"
//!
//! [[step]]
//! kind = "say"
//! text = "espion-l01-hello"
//! highlight = ["D2"]
//!
//! [[step]]
//! kind = "expect"
//! text = "espion-l01-move-agent"
//! move = "D2-E3"
//! feedback = "espion-l01-read-the-arrows"
//! ```

use std::ops::Range;

use schemars::JsonSchema;
use serde::Deserialize;
use toml::Spanned;

use crate::core::game::Side;
use crate::core::geometry::Square;
use crate::i18n::Message;

/// A byte range in the lesson file's text.
pub type Span = Range<usize>;

/// A lesson file as written: the header, then `[[step]]` tables.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Ludoclasse lesson")]
pub struct LessonFile {
    /// The game: `bataille`, `chars`, `espion`, `schada` or `tank-battle`.
    #[schemars(with = "GameName")]
    pub game: Spanned<String>,
    /// Message id of the lesson's title (in `<lang>.ftl` beside the lesson).
    #[schemars(with = "String")]
    pub title: Spanned<String>,
    /// Message id of a one-line summary shown in the lesson list.
    #[schemars(with = "Option<String>")]
    pub summary: Option<Spanned<String>>,
    /// Board games: the start position in the game's notation, or `"start"` for the board file's start
    /// position (also the default when absent).
    #[schemars(with = "Option<String>")]
    pub position: Option<Spanned<String>>,
    /// Bataille de chars: `race` (phase 1, the track and the die) or `battle` (phase 2, the default).
    #[schemars(with = "Option<PhaseName>")]
    pub phase: Option<Spanned<String>>,
    /// The side the class plays: `white` (the default) or `black`.
    #[schemars(with = "Option<SideName>")]
    pub side: Option<Spanned<String>>,
    /// La Bataille: the fixed deal.
    pub deal: Option<DealFile>,
    /// The steps, in order.
    #[serde(rename = "step", default)]
    pub steps: Vec<StepFile>,
}

/// La Bataille's fixed deal: either the whole deck, or the top cards of each main pile (the rest of the
/// deck is then shuffled with `seed` and dealt to fill each pile to 26 cards).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DealFile {
    /// All 52 cards, top first: cards 1–26 go to South (the class), 27–52 to Emma.
    #[schemars(with = "Option<String>")]
    pub deck: Option<Spanned<String>>,
    /// The top of South's main pile, top card first (e.g. `"7H KD 2C"`).
    #[schemars(with = "Option<String>")]
    pub south: Option<Spanned<String>>,
    /// The top of Emma's main pile, top card first.
    #[schemars(with = "Option<String>")]
    pub emma: Option<Spanned<String>>,
    /// Seed of the shuffle that fills the piles (default 1).
    pub seed: Option<u64>,
}

/// A label written on a square.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LabelFile {
    #[schemars(with = "String")]
    pub square: Spanned<String>,
    /// Message id of the label's text.
    #[schemars(with = "String")]
    pub text: Spanned<String>,
}

/// One choice of a `guess` step: a message and the range of game lengths (in rounds) it stands for.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GuessChoiceFile {
    #[schemars(with = "String")]
    pub text: Spanned<String>,
    pub min: u32,
    pub max: u32,
}

/// One step as written. Which fields a step may use depends on its `kind` (see `docs/lessons.md`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StepFile {
    /// `say`, `setup`, `expect`, `reply`, `quiz`, `play`, `flip`, `throw`, `guess`, `simulate` or `lay`.
    #[schemars(with = "StepKindName")]
    pub kind: Spanned<String>,
    /// Message id of what the step says (`say`, `quiz`, `guess` and `simulate` need one).
    #[schemars(with = "Option<String>")]
    pub text: Option<Spanned<String>>,
    /// The ids of the game's rules (`lessons/<game>/rules.toml`) this step teaches or practises.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub teaches: Vec<Spanned<String>>,

    /// Squares to highlight.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub highlight: Vec<Spanned<String>>,
    /// Arrows to draw, each `"D2-D4"`.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub arrows: Vec<Spanned<String>>,
    /// Labels written on squares.
    #[serde(default)]
    pub labels: Vec<LabelFile>,
    /// Show where the piece on this square may go (computed from the rules).
    #[schemars(with = "Option<String>")]
    pub targets: Option<Spanned<String>>,
    /// La Bataille: piles to highlight (`south-main`, `south-side`, `emma-main`, `emma-side`, `table`).
    #[serde(default)]
    #[schemars(with = "Vec<ZoneName>")]
    pub zones: Vec<Spanned<String>>,
    /// Bataille de chars, race: track squares (1–40) to highlight.
    #[serde(default)]
    #[schemars(with = "Vec<u8>", inner(range(min = 1, max = 40)))]
    pub track: Vec<Spanned<i64>>,

    /// setup: the new position, in the game's notation, or `"start"` for the board file's start position.
    #[schemars(with = "Option<String>")]
    pub position: Option<Spanned<String>>,
    /// expect, reply: the move, `"D2-D4"` (or `"D2xE3"` for a capture).
    #[serde(rename = "move")]
    #[schemars(with = "Option<String>")]
    pub mv: Option<Spanned<String>>,
    /// expect: which moves of the class are right: `exact` (the default), `capture`, `reach` (any move
    /// to the `square`), `piece` (any move of the piece that `move` moves), `any`.
    #[schemars(with = "Option<AcceptName>")]
    pub accept: Option<Spanned<String>>,
    /// Message id shown after a wrong move or a wrong click.
    #[schemars(with = "Option<String>")]
    pub feedback: Option<Spanned<String>>,

    /// quiz: what is asked: `targets` (where can the piece on `square` go?), `attackers` (which enemy
    /// pieces can reach `square`?), `score` (how many points has `player`?), `winner` (La Bataille: who
    /// wins the next round?), `landing` (the race: where does the pawn land after a throw of `die`?),
    /// `mines` (Bataille de chars: where are the explosion cards the class laid?), `pieces` (where are all
    /// the pieces written `piece`?), `cards` (La Bataille: how many
    /// cards does the winner of the next round take? among `choices`).
    #[schemars(with = "Option<AskName>")]
    pub ask: Option<Spanned<String>>,
    /// quiz `pieces`: a notation letter (uppercase White, lowercase Black), e.g. `"C"`.
    #[schemars(with = "Option<String>")]
    pub piece: Option<Spanned<String>>,
    /// quiz, expect (`accept = "reach"`), play (`goal = "reach"`): the square concerned.
    #[schemars(with = "Option<String>")]
    pub square: Option<Spanned<String>>,
    /// quiz: the expected answer, checked against the rules (squares for `targets`/`attackers`, a number
    /// for `score` and `landing`, `south`, `emma` or `battle` for `winner`). Optional: the rules decide.
    #[schemars(with = "Option<Answer>")]
    pub answer: Option<Spanned<toml::Value>>,
    /// quiz `score`, `cards`: the numbers offered to the class.
    #[serde(default)]
    #[schemars(with = "Vec<u32>")]
    pub choices: Vec<Spanned<toml::Value>>,
    /// quiz `score`: whose score (`white` or `black`).
    #[schemars(with = "Option<SideName>")]
    pub player: Option<Spanned<String>>,

    /// play: what ends the exercise well: `win`, `capture` (`count` captures), `reach` (a piece of the
    /// class on `square`), `score` (`count` points).
    #[schemars(with = "Option<GoalName>")]
    pub goal: Option<Spanned<String>>,
    /// play: how many captures or points; lay: how many cards the class lays.
    pub count: Option<u32>,
    /// lay: how many of the cards laid are explosions (the first ones laid; default: half of `count`,
    /// rounded up).
    pub explosions: Option<u32>,
    /// play: the number of moves of the class for three stars.
    #[schemars(with = "Option<u32>")]
    pub par: Option<Spanned<u32>>,
    /// play: moves of the class that reach the goal against the reference opponent (the first legal
    /// move); the checker replays them.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub solution: Vec<Spanned<String>>,

    /// flip: how many rounds the click plays (default 1).
    pub rounds: Option<u32>,
    /// flip: who must win the last round played (`south` or `emma`), checked.
    #[schemars(with = "Option<PlayerName>")]
    pub winner: Option<Spanned<String>>,
    /// flip: whether the rounds played hold a battle, checked.
    #[schemars(with = "Option<bool>")]
    pub battle: Option<Spanned<bool>>,

    /// throw, quiz `landing`: the fixed value of the die (1–6).
    // Read as any whole number, so that `die = 300` is said against the die's 1–6, not a byte's 255.
    #[schemars(with = "Option<u8>", range(min = 1, max = 6))]
    pub die: Option<Spanned<i64>>,
    /// throw: the square the pawn must reach (1–40), checked against the race rules.
    #[schemars(with = "Option<u8>", range(min = 1, max = 40))]
    pub land: Option<Spanned<i64>>,

    /// guess: the answers offered to the class.
    #[serde(default)]
    pub options: Vec<GuessChoiceFile>,
    /// simulate: how many shuffled games to play, and the seed; lay: the seed of the computer's cards
    /// when the lesson's position has none.
    pub games: Option<u32>,
    pub seed: Option<u64>,
}

// Names offered to editors by the JSON Schema (the loader checks them with precise messages).

/// A game of the kit.
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[allow(dead_code)]
enum GameName {
    Bataille,
    Chars,
    Espion,
    Schada,
    TankBattle,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum PhaseName {
    Race,
    Battle,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum SideName {
    White,
    Black,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum PlayerName {
    South,
    Emma,
}

#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[allow(dead_code)]
enum ZoneName {
    SouthMain,
    SouthSide,
    EmmaMain,
    EmmaSide,
    Table,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum StepKindName {
    Say,
    Setup,
    Expect,
    Reply,
    Quiz,
    Play,
    Flip,
    Throw,
    Guess,
    Simulate,
    Lay,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum AcceptName {
    Exact,
    Capture,
    Reach,
    Piece,
    Any,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum AskName {
    Targets,
    Attackers,
    Score,
    Winner,
    Landing,
    Mines,
    Pieces,
    Cards,
}

#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum GoalName {
    Win,
    Capture,
    Reach,
    Score,
}

/// A quiz answer: a list of squares, a number, or a word.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum Answer {
    Squares(Vec<String>),
    Number(u32),
    Word(String),
}

// ---------------------------------------------------------------------------------------------------
// The checked lesson.

/// What a lesson is played on.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    /// La Bataille: the 52 cards, top first.
    Cards(Vec<crate::core::bataille::Card>),
    /// Bataille de chars, phase 1: both pawns beside square 1, White to throw.
    Race,
    /// A board game, from this position (`None`: the start position).
    Board { position: Option<(String, Span)> },
}

/// A move as a lesson writes it: from a square to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub from: Square,
    pub to: Square,
    /// Written with `x`: the author says it captures (checked).
    pub capture: bool,
}

/// An arrow drawn on the board.
pub type Arrow = (Square, Square);

/// What to draw over the board during a step.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Annotations {
    pub highlight: Vec<Square>,
    pub arrows: Vec<Arrow>,
    pub labels: Vec<(Square, Message)>,
    /// Show the legal targets of the piece on this square.
    pub targets_of: Option<Square>,
    /// La Bataille piles.
    pub zones: Vec<Zone>,
    /// Race track squares.
    pub track: Vec<u8>,
}

/// A place on La Bataille's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    SouthMain,
    SouthSide,
    EmmaMain,
    EmmaSide,
    Table,
}

impl Zone {
    pub const ALL: [(&'static str, Zone); 5] = [
        ("south-main", Zone::SouthMain),
        ("south-side", Zone::SouthSide),
        ("emma-main", Zone::EmmaMain),
        ("emma-side", Zone::EmmaSide),
        ("table", Zone::Table),
    ];
}

/// Which moves an `expect` step takes as right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accept {
    Exact,
    Capture,
    Reach(Square),
    Piece,
    Any,
}

/// What a quiz asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// The squares the piece on this square can move to.
    Targets(Square),
    /// The squares of the opponent's pieces that could move to this square.
    Attackers(Square),
    /// A side's score, among numbers offered.
    Score { side: Side, choices: Vec<u32> },
    /// La Bataille: who wins the next round.
    Winner,
    /// La Bataille: how many cards the winner of the next round takes (a battle's too), among numbers.
    Cards { choices: Vec<u32> },
    /// The race: the square the pawn to throw reaches with this die.
    Landing(u8),
    /// Bataille de chars: the squares of the explosion cards the class laid (a memory quiz).
    Mines,
    /// Every square holding this notation letter (uppercase White, lowercase Black).
    Pieces(char),
}

/// A quiz answer written in the file (checked against the rules).
#[derive(Clone, Debug, PartialEq)]
pub enum AnswerText {
    Squares(Vec<Square>),
    Number(u32),
    Round(RoundWinner),
}

/// Who wins a round of La Bataille, seen before the cards are laid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundWinner {
    South,
    Emma,
    Battle,
}

/// The goal of a `play` step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Win,
    Capture(u32),
    Reach(Square),
    Score(u32),
}

/// One choice of a guess.
#[derive(Clone, Debug, PartialEq)]
pub struct GuessChoice {
    pub text: String,
    pub min: u32,
    pub max: u32,
}

/// A step, checked, with what each kind needs.
#[derive(Clone, Debug, PartialEq)]
pub enum StepKind {
    Say,
    Setup {
        /// `None`: the board file's start position (`position = "start"`).
        position: Option<String>,
        span: Span,
    },
    Expect {
        mv: MoveText,
        mv_span: Span,
        accept: Accept,
    },
    Reply {
        mv: MoveText,
        mv_span: Span,
    },
    Quiz {
        ask: Ask,
        answer: Option<(AnswerText, Span)>,
    },
    Play {
        goal: Goal,
        par: u32,
        solution: Vec<(MoveText, Span)>,
    },
    Flip {
        rounds: u32,
        winner: Option<(RoundWinner, Span)>,
        battle: Option<(bool, Span)>,
    },
    Throw {
        die: u8,
        land: Option<(u8, Span)>,
    },
    Guess {
        choices: Vec<GuessChoice>,
    },
    Simulate {
        games: u32,
        seed: u64,
    },
    /// Bataille de chars: the class lays `count` cards face down on the minefield it lays on, one per
    /// tap; the first `explosions` are explosions. The computer's cards are laid with `seed` if its
    /// minefield is empty.
    Lay {
        count: u32,
        explosions: u32,
        seed: u64,
    },
}

impl StepKind {
    /// The variables the runner gives a `simulate` step's text (the figures of its games); no other
    /// step's text has any.
    pub const SIMULATE_GIVES: [&'static str; 4] = ["games", "mean", "median", "longest"];

    /// The variables the runner gives this step's text.
    pub fn gives(&self) -> &'static [&'static str] {
        match self {
            StepKind::Simulate { .. } => &StepKind::SIMULATE_GIVES,
            _ => &[],
        }
    }

    /// La Bataille: a question on the next round (who wins it, how many cards it takes), asked with its
    /// two cards face up on the table.
    pub fn asks_next_round(&self) -> bool {
        matches!(
            self,
            StepKind::Quiz {
                ask: Ask::Winner | Ask::Cards { .. },
                ..
            }
        )
    }
}

/// The kinds' names as lesson files write them, listed once: [`StepKind::NAMES`] and
/// [`StepKind::name`].
macro_rules! kind_names {
    ($($variant:ident = $name:literal),+ $(,)?) => {
        pub const NAMES: [&'static str; [$($name),+].len()] = [$($name),+];

        pub fn name(&self) -> &'static str {
            match self {
                $(StepKind::$variant { .. } => $name,)+
            }
        }
    };
}

impl StepKind {
    kind_names! {
        Say = "say", Setup = "setup", Expect = "expect", Reply = "reply", Quiz = "quiz",
        Play = "play", Flip = "flip", Throw = "throw", Guess = "guess", Simulate = "simulate",
        Lay = "lay",
    }

    /// Steps where the class decides something (a move, an answer, a guess, where to lay its cards).
    pub fn is_decision(&self) -> bool {
        matches!(
            self,
            StepKind::Expect { .. }
                | StepKind::Quiz { .. }
                | StepKind::Play { .. }
                | StepKind::Guess { .. }
                | StepKind::Lay { .. }
        )
    }
}

/// A checked step.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub kind: StepKind,
    /// Where the step's `kind` is written (for messages about the step as a whole).
    pub span: Span,
    pub text: Option<String>,
    pub feedback: Option<String>,
    pub annotations: Annotations,
    /// Every square the annotations name, with where it is written (for the checker).
    pub squares: Vec<(Square, Span)>,
    /// The ids of the rules this step teaches, with where each is written.
    pub teaches: Vec<(String, Span)>,
}

/// A checked lesson, ready for the checker and the runner.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// `espion-l01` for `lessons/espion/01-….toml`: the file's game and number.
    pub id: String,
    pub game: crate::core::GameId,
    pub path: String,
    /// The file's text (to turn spans into lines and columns).
    pub text: String,
    pub title: String,
    pub summary: Option<String>,
    /// The side the class plays.
    pub side: Side,
    pub setting: Setting,
    pub steps: Vec<Step>,
    /// Every message id the lesson uses, with where.
    pub messages: Vec<(String, Span)>,
}
