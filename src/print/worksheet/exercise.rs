//! The exercises of a worksheet: each quiz of a lesson that can be answered on paper, with the position
//! it is asked in and its answer computed by the rules engine (never read from the lesson file).
//!
//! A lesson is followed step by step on the core's own types: a `setup` step sets the position, the
//! scripted moves of `expect` and `reply` steps are played, La Bataille's `flip` steps play their rounds,
//! the race's `throw` steps throw their die. After a `play` or `lay` step the position depends on what
//! the class did, so a quiz there is left out (until the next `setup`), as are the memory quizzes
//! (`mines`), which make no sense with the cards in view.

use crate::boards::{Boards, OpenError};
use crate::core::GameId;
use crate::core::bataille::{Action, Bataille, Card, RoundStop};
use crate::core::bataille_stats::Stats;
use crate::core::chars::Chars;
use crate::core::chars::race::Race;
use crate::core::game::{Game, Side};
use crate::core::geometry::{Dims, Square, parse_board};
use crate::data::{DataError, Words};
use crate::lesson::model::{AnswerText, Ask, Lesson, RoundWinner, Setting, StepKind};
use crate::lesson::world;

/// What an exercise shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Scene {
    /// A board game's position, in its notation; `mark` is the square the question is about.
    Board {
        notation: String,
        mark: Option<Square>,
    },
    /// The race: where each pawn stands.
    Race { white: u8, black: u8 },
    /// La Bataille: the two cards about to be laid face up, and the cards each player holds.
    Cards {
        south: Card,
        emma: Card,
        south_holds: usize,
        emma_holds: usize,
    },
    /// Nothing to draw (a question about whole games).
    None,
}

/// What an exercise asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// Where can the piece on this square go?
    Targets(Square),
    /// Which pieces of `enemy` can reach this square?
    Attackers { square: Square, enemy: Side },
    /// How many points has `side`? One of `choices`.
    Score { side: Side, choices: Vec<u32> },
    /// Where are all the pieces written with this letter?
    Pieces(char),
    /// The race: `side`'s pawn throws `die`: where does it end?
    Landing { side: Side, die: u8 },
    /// La Bataille: who wins this round?
    Winner,
    /// La Bataille: how long does a game last? One of the ranges (message id, min, max rounds).
    HowLong { choices: Vec<(String, u32, u32)> },
}

/// The answer, as the rules engine gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    Squares(Vec<Square>),
    Number(u32),
    /// Where the pawn lands after the die, and where it ends the turn (an arrow or a red square may
    /// move it on).
    Landing {
        landed: u8,
        to: u8,
    },
    /// Who wins the round as announced (a battle when the cards tie), then who takes the cards and how
    /// many (`None`: the game ends before anyone takes them).
    Round {
        winner: RoundWinner,
        taker: Option<Side>,
        cards: usize,
    },
    /// The median length of `games` simulated games, and the choice it falls in.
    Median {
        rounds: u32,
        games: u32,
        choice: Option<usize>,
    },
}

/// One exercise.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The lesson's id (`espion-l02`) and the message id of its title.
    pub lesson: String,
    pub lesson_title: String,
    /// The quiz's step, from 1.
    pub step: usize,
    /// The lesson file and the line of the quiz (for reports).
    pub place: String,
    pub scene: Scene,
    pub question: Question,
    pub key: Key,
    /// The answer written in the lesson file, if any (only compared, never printed).
    pub written: Option<AnswerText>,
}

impl Exercise {
    /// Whether the engine's answer equals the lesson file's written answer (`None` when the file has
    /// none).
    pub fn agrees_with_lesson(&self) -> Option<bool> {
        let written = self.written.as_ref()?;
        Some(match (&self.key, written) {
            (Key::Squares(k), AnswerText::Squares(w)) => {
                let mut w = w.clone();
                w.sort();
                w.dedup();
                *k == w
            }
            (Key::Number(k), AnswerText::Number(w)) => k == w,
            (Key::Landing { to, .. }, AnswerText::Number(w)) => u32::from(*to) == *w,
            (Key::Round { winner, .. }, AnswerText::Round(w)) => winner == w,
            _ => false,
        })
    }
}

/// A quiz left out of the worksheet, and why (for the command's report).
#[derive(Clone, Debug, PartialEq)]
pub struct Left {
    pub place: String,
    pub why: LeftOut,
}

/// Declares [`LeftOut`] with its message of the texts beside each reason: a new reason cannot be
/// added without its words, nor left out of [`LeftOut::ALL`].
macro_rules! left_out_reasons {
    ($($(#[$doc:meta])* $reason:ident => $id:literal,)*) => {
        /// Why a quiz cannot go on paper (said by the command's report in the user's language).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum LeftOut {
            $($(#[$doc])* $reason,)*
        }

        impl LeftOut {
            /// Every reason, in the order they are declared.
            pub const ALL: &[LeftOut] = &[$(LeftOut::$reason,)*];

            /// The message of the texts that says the reason.
            pub fn id(self) -> &'static str {
                match self {
                    $(LeftOut::$reason => $id,)*
                }
            }
        }
    };
}

left_out_reasons! {
    /// The quiz follows a free game: its position depends on how the class played.
    FreeGame => "cli-report-left-free-game",
    /// A memory quiz: on paper the answer would be in view.
    Memory => "cli-report-left-memory",
    /// The question means nothing on Bataille de chars' race track.
    RaceTrack => "cli-report-left-race",
    /// La Bataille's game is over at that step: no round is left to ask about.
    GameOver => "cli-report-left-over",
    /// The question means nothing with La Bataille's cards.
    Cards => "cli-report-left-cards",
}

/// The exercises of some lessons, in order, and the quizzes left out.
#[derive(Clone, Debug, Default)]
pub struct Exercises {
    pub list: Vec<Exercise>,
    pub left: Vec<Left>,
}

/// Reads every quiz of `lessons` (one game's).
///
/// # Errors
/// A board file that cannot be read, or a lesson whose position or moves the engine refuses (the lesson
/// checker reports those too), with the lesson file and line.
pub fn exercises(lessons: &[Lesson], boards: &Boards) -> Result<Exercises, Vec<DataError>> {
    let mut out = Exercises::default();
    for lesson in lessons {
        let walked = match lesson.game {
            GameId::Bataille => walk_cards(lesson, &mut out),
            GameId::Chars if lesson.setting == Setting::Race => walk_race(lesson, boards, &mut out),
            _ => walk_board(lesson, boards, &mut out),
        };
        walked?;
    }
    Ok(out)
}

fn place(lesson: &Lesson, span: &std::ops::Range<usize>) -> String {
    let (line, _) = crate::data::line_column(&lesson.text, span.start);
    format!("{}:{line}", lesson.path)
}

fn error(lesson: &Lesson, span: &std::ops::Range<usize>, what: Words) -> Vec<DataError> {
    vec![DataError::at_span(
        &lesson.path,
        &lesson.text,
        span.clone(),
        what,
    )]
}

fn exercise(
    lesson: &Lesson,
    index: usize,
    scene: Scene,
    question: Question,
    key: Key,
    written: Option<AnswerText>,
) -> Exercise {
    Exercise {
        lesson: lesson.id.clone(),
        lesson_title: lesson.title.clone(),
        step: index + 1,
        place: place(lesson, &lesson.steps[index].span),
        scene,
        question,
        key,
        written,
    }
}

fn written(answer: &Option<(AnswerText, std::ops::Range<usize>)>) -> Option<AnswerText> {
    answer.as_ref().map(|(a, _)| a.clone())
}

// ---------------------------------------------------------------------------------------------------
// Board games.

/// The problems of game `game`'s board file, as data errors.
fn file_problems(game: GameId, e: OpenError) -> Vec<DataError> {
    match e {
        OpenError::Board(errors) => errors,
        other => vec![DataError::file(
            format!("assets/boards/{}.toml", game.id()),
            crate::data::words::open_error_words(&other),
        )],
    }
}

/// Every letter of the board part of a position's notation on a board of `dims`, with its square.
pub fn notation_letters(notation: &str, dims: Dims) -> Vec<(Square, char)> {
    let board = notation.split(' ').next().unwrap_or("");
    parse_board(board, dims, Some)
        .map(|cells| {
            cells
                .into_iter()
                .enumerate()
                .filter_map(|(i, c)| Some((dims.square(i), c?)))
                .collect()
        })
        .unwrap_or_default()
}

/// A board game's quizzes, on the positions the lesson's script reaches, their keys from the rules.
fn walk_board(lesson: &Lesson, boards: &Boards, out: &mut Exercises) -> Result<(), Vec<DataError>> {
    let open = |notation: Option<&str>, span: &std::ops::Range<usize>| {
        boards.open(lesson.game, notation).map_err(|e| match e {
            OpenError::Notation(e) => {
                let what = Words::new("check-position-unreadable")
                    .with_words("what", crate::data::words::notation_words(&e));
                let at = span.start + e.column;
                error(lesson, &(at..at + 1), what)
            }
            other => file_problems(lesson.game, other),
        })
    };
    let mut now = match &lesson.setting {
        Setting::Board { position } => Some(match position {
            Some((text, span)) => open(Some(text), span)?,
            None => open(None, &(0..0))?,
        }),
        _ => None,
    };
    for (index, step) in lesson.steps.iter().enumerate() {
        match &step.kind {
            StepKind::Setup { position, span } => now = Some(open(position.as_deref(), span)?),
            StepKind::Expect { mv, mv_span, .. } | StepKind::Reply { mv, mv_span } => {
                if let Some(position) = now.as_mut()
                    && !position.play(mv.from, mv.to)
                {
                    return Err(error(
                        lesson,
                        mv_span,
                        Words::new("worksheet-move-not-legal"),
                    ));
                }
            }
            StepKind::Play { .. } | StepKind::Lay { .. } => now = None,
            StepKind::Quiz { ask, answer } => {
                let Some(position) = &now else {
                    out.left.push(Left {
                        place: place(lesson, &step.span),
                        why: LeftOut::FreeGame,
                    });
                    continue;
                };
                let (question, key, mark) = match ask {
                    Ask::Targets(sq) => (
                        Question::Targets(*sq),
                        Key::Squares(world::targets(position, *sq)),
                        Some(*sq),
                    ),
                    Ask::Attackers(sq) => (
                        Question::Attackers {
                            square: *sq,
                            enemy: lesson.side.other(),
                        },
                        Key::Squares(world::attackers(position, *sq, lesson.side)),
                        Some(*sq),
                    ),
                    Ask::Score { side, choices } => (
                        Question::Score {
                            side: *side,
                            choices: choices.clone(),
                        },
                        Key::Number(position.score(*side).unwrap_or(0)),
                        None,
                    ),
                    Ask::Pieces(letter) => (
                        Question::Pieces(*letter),
                        Key::Squares(world::pieces_of(position, *letter)),
                        None,
                    ),
                    Ask::Mines | Ask::Winner | Ask::Cards { .. } | Ask::Landing(_) => {
                        out.left.push(Left {
                            place: place(lesson, &step.span),
                            why: LeftOut::Memory,
                        });
                        continue;
                    }
                };
                let scene = Scene::Board {
                    notation: position.notation(),
                    mark,
                };
                out.list.push(exercise(
                    lesson,
                    index,
                    scene,
                    question,
                    key,
                    written(answer),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------------
// The race.

fn walk_race(lesson: &Lesson, boards: &Boards, out: &mut Exercises) -> Result<(), Vec<DataError>> {
    let board = boards
        .board::<Chars>()
        .map_err(|e| file_problems(GameId::Chars, e))?;
    let mut race = Race::new(board.race().clone());
    for (index, step) in lesson.steps.iter().enumerate() {
        match &step.kind {
            StepKind::Throw { die, .. } => {
                race.throw(*die)
                    .map_err(|e| error(lesson, &step.span, crate::data::words::race_words(&e)))?;
            }
            StepKind::Quiz {
                ask: Ask::Landing(die),
                answer,
            } => {
                let side = race.turn();
                let scene = Scene::Race {
                    white: race.pawn(Side::White),
                    black: race.pawn(Side::Black),
                };
                let thrown = race
                    .clone()
                    .throw(*die)
                    .map_err(|e| error(lesson, &step.span, crate::data::words::race_words(&e)))?;
                out.list.push(exercise(
                    lesson,
                    index,
                    scene,
                    Question::Landing { side, die: *die },
                    Key::Landing {
                        landed: thrown.landed,
                        to: thrown.to,
                    },
                    written(answer),
                ));
            }
            StepKind::Quiz { .. } => out.left.push(Left {
                place: place(lesson, &step.span),
                why: LeftOut::RaceTrack,
            }),
            _ => {}
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------------
// La Bataille.

/// The two cards the next round lays face up first (South's, Emma's).
fn next_cards(game: &Bataille) -> Option<(Card, Card)> {
    let mut copy = game.clone();
    while copy.table().iter().filter(|t| t.face_up).count() < 2 {
        copy.step()?;
    }
    let mut up = copy.table().iter().filter(|t| t.face_up);
    Some((up.next()?.card, up.next()?.card))
}

/// Who wins the next round (a battle when the first two cards tie), who takes the cards in the end,
/// and how many.
fn round_key(game: &Bataille) -> Key {
    let mut first = game.clone();
    let stop = first.play_round(true).stop;
    let winner = match stop {
        _ if first.battles() > game.battles() => RoundWinner::Battle,
        RoundStop::Collected(Side::White) => RoundWinner::South,
        _ => RoundWinner::Emma,
    };
    let mut copy = game.clone();
    let (taker, cards) = loop {
        match copy.next_action() {
            Some(Action::Collect(side)) => break (Some(side), copy.table().len()),
            None => break (None, 0),
            Some(_) => {
                copy.step();
            }
        }
    };
    Key::Round {
        winner,
        taker,
        cards,
    }
}

fn walk_cards(lesson: &Lesson, out: &mut Exercises) -> Result<(), Vec<DataError>> {
    let Setting::Cards(cards) = &lesson.setting else {
        return Ok(());
    };
    let mut game = Bataille::new(cards);
    for (index, step) in lesson.steps.iter().enumerate() {
        match &step.kind {
            StepKind::Flip { rounds, .. } => {
                for _ in 0..*rounds {
                    game.play_round(false);
                    if game.is_over() {
                        break;
                    }
                }
            }
            StepKind::Quiz {
                ask: Ask::Winner,
                answer,
            } => {
                let Some((south, emma)) = next_cards(&game) else {
                    out.left.push(Left {
                        place: place(lesson, &step.span),
                        why: LeftOut::GameOver,
                    });
                    continue;
                };
                let scene = Scene::Cards {
                    south,
                    emma,
                    south_holds: game.holding(Side::White).len(),
                    emma_holds: game.holding(Side::Black).len(),
                };
                out.list.push(exercise(
                    lesson,
                    index,
                    scene,
                    Question::Winner,
                    round_key(&game),
                    written(answer),
                ));
            }
            StepKind::Guess { choices } => {
                let simulate = lesson.steps[index..].iter().find_map(|s| match s.kind {
                    StepKind::Simulate { games, seed } => Some((games, seed)),
                    _ => None,
                });
                let (games, seed) = simulate.unwrap_or((1000, 1));
                let rounds = Stats::run(0..u64::from(games), seed).median_rounds();
                let choice = choices
                    .iter()
                    .position(|c| (c.min..=c.max).contains(&rounds));
                out.list.push(exercise(
                    lesson,
                    index,
                    Scene::None,
                    Question::HowLong {
                        choices: choices
                            .iter()
                            .map(|c| (c.text.clone(), c.min, c.max))
                            .collect(),
                    },
                    Key::Median {
                        rounds,
                        games,
                        choice,
                    },
                    None,
                ));
            }
            StepKind::Quiz { .. } => out.left.push(Left {
                place: place(lesson, &step.span),
                why: LeftOut::Cards,
            }),
            _ => {}
        }
    }
    Ok(())
}
