//! The lesson player: the list of a game's lessons with each child's stars ([`list`]), the lesson screen
//! that drives the lesson [`Runner`](crate::lesson::runner::Runner) ([`player`]), the keys a
//! presentation clicker sends ([`presenter`]), the drawing of what a lesson is played on ([`draw`]) and
//! the children's name list ([`children`]).
//!
//! Lessons are read through [`crate::lesson::load`] (a teacher's copy in the data folder wins over the
//! shipped file) and checked with [`crate::lesson::check`] before they are played: a lesson with an error
//! shows the checker's messages instead of a board. The lesson screen watches the teacher's copy and its
//! texts and reloads them when they are saved, keeping the step.
//!
//! ```
//! use ludoclasse::app::lessons::find_source;
//! let source = find_source("espion/01").unwrap();
//! assert!(source.path.ends_with(".toml"));
//! assert!(find_source("espion/99").is_none());
//! ```

pub mod children;
pub mod draw;
pub mod list;
pub mod player;
pub mod presenter;

use crate::ai::{self, Level};
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::core::{BoardGame, BoardRules, GameId};
use crate::data::{self, DataError};
use crate::i18n::Message;
#[cfg(not(target_arch = "wasm32"))]
use crate::lesson::check;
use crate::lesson::load::{self, Source};
use crate::lesson::model::Lesson;
use crate::lesson::runner::Opponent;
use crate::lesson::world::BoardMove;

/// One lesson file as the list shows it: checked, or with the checker's messages.
#[derive(Clone, Debug)]
pub struct Entry {
    /// `lessons/espion/01-read-the-square.toml` (the path inside the kit, also for a teacher's copy).
    pub relative: String,
    pub game: GameId,
    pub lesson: Result<Lesson, Vec<DataError>>,
}

impl Entry {
    /// `espion-l01`, from the file name even when the file does not load.
    pub fn id(&self) -> String {
        load::lesson_id(self.game, &self.relative)
    }
}

/// The path inside the kit (`lessons/<game>/<file>`) of a lesson file, wherever it was read from.
fn relative_path(path: &str) -> Option<(String, GameId)> {
    let normal = path.replace('\\', "/");
    let at = normal.rfind("lessons/")?;
    let relative = &normal[at..];
    let game: GameId = relative.split('/').nth(1)?.parse().ok()?;
    Some((relative.to_string(), game))
}

/// The lesson texts of `game` in every language, for the checker: the shipped ones, then a teacher's
/// copy (whose entries win, as in the app). A copy holding only a new lesson's lines leaves the shipped
/// lessons their texts.
#[cfg(not(target_arch = "wasm32"))]
fn lesson_texts(game: GameId) -> Vec<Source> {
    let mut out = Vec::new();
    for lang in crate::i18n::Lang::ALL {
        let rel = format!("lessons/{}/{}.ftl", game.id(), lang.code());
        if let Some(text) = data::shipped(&rel) {
            out.push(Source {
                path: rel.clone(),
                text: text.to_string(),
            });
        }
        if let Some(Ok(f)) = data::load_copy(&rel) {
            out.push(Source {
                path: f.path,
                text: f.text,
            });
        }
    }
    out
}

/// Reads and checks one lesson file: the checked lesson, or every problem the checker finds. A broken
/// entry of a teacher's text file does not stop the lesson: the app uses the shipped text for it and
/// says so on the home screen (a message the lesson needs and that no text file gives is still a
/// problem of the lesson).
///
/// The web build has no teacher's files: it reads only the shipped lessons, which the tests check
/// (`the_shipped_lessons_pass_the_checker`), so it reads them without the checker, whose code would
/// only make the web folder larger.
#[cfg(target_arch = "wasm32")]
pub fn check_source(source: &Source, _game: GameId) -> Result<Lesson, Vec<DataError>> {
    load::parse(&source.path, &source.text)
}

/// See the web build's [`check_source`].
#[cfg(not(target_arch = "wasm32"))]
pub fn check_source(source: &Source, game: GameId) -> Result<Lesson, Vec<DataError>> {
    let mut report = check::check_sources(std::slice::from_ref(source), &lesson_texts(game));
    // (A teacher's rule list that does not read: the lesson is checked against the shipped one, and
    // the list's mistakes are said on the home screen, not as the lesson's. So is a board copy that
    // does not read: the lesson list says it once, above the lessons it keeps from opening.)
    report.errors.retain(|e| {
        !(load::is_rules_file(&e.path)
            || e.path.ends_with(&crate::boards::path(game))
            || (e.path.ends_with(".ftl") && is_text_file_mistake(e)))
    });
    if !report.errors.is_empty() {
        return Err(report.errors);
    }
    load::parse(&source.path, &source.text)
}

/// A mistake in the writing of a text file (an entry that does not read, bad bytes, an id defined
/// twice, a file saved by a word processor or as UTF-16), which the app works around entry by entry
/// (the shipped text shows instead).
#[cfg(not(target_arch = "wasm32"))]
fn is_text_file_mistake(e: &DataError) -> bool {
    e.words.id.starts_with("ftl-") || e.words.id.starts_with("data-")
}

/// The lesson file of `relative` as it is now (a teacher's copy wins), read and checked.
pub fn reload_entry(relative: &str, game: GameId) -> Entry {
    let lesson = match data::load(relative) {
        Ok(f) => check_source(
            &Source {
                path: f.path,
                text: f.text,
            },
            game,
        ),
        Err(e) => Err(vec![e]),
    };
    Entry {
        relative: relative.to_string(),
        game,
        lesson,
    }
}

/// Every lesson of `game`, in file order, each checked.
pub fn entries(game: GameId) -> Vec<Entry> {
    let mut entries: Vec<Entry> = load::shipped()
        .iter()
        .filter_map(|s| {
            let (relative, g) = relative_path(&s.path)?;
            (g == game).then(|| Entry {
                lesson: check_source(s, game),
                relative,
                game,
            })
        })
        .collect();
    mark_same_numbers(&mut entries);
    entries
}

/// Two lessons with one number would share their stars: the second (the teacher's one, when the other
/// is shipped) is marked with the checker's sentence, as `lesson check` says it.
fn mark_same_numbers(entries: &mut [Entry]) {
    let mut seen: Vec<(String, usize)> = Vec::new();
    for i in 0..entries.len() {
        let Ok(lesson) = &entries[i].lesson else {
            continue;
        };
        let Some(&(_, j)) = seen.iter().find(|(id, _)| *id == lesson.id) else {
            seen.push((lesson.id.clone(), i));
            continue;
        };
        let Ok(first) = &entries[j].lesson else {
            continue;
        };
        let shipped = |l: &Lesson| data::shipped(&l.path).is_some();
        let (marked, other) = if shipped(lesson) && !shipped(first) {
            (j, i)
        } else {
            (i, j)
        };
        let path = |k: usize| entries[k].lesson.as_ref().map(|l| l.path.clone());
        if let (Ok(lesson), Ok(other)) = (&entries[marked].lesson, path(other)) {
            let error = load::same_number(lesson, &other);
            entries[marked].lesson = Err(vec![error]);
        }
    }
}

/// The lesson file named `game/nn` (as in `--lesson espion/01`) or by its id (`espion-l01`).
pub fn find_source(name: &str) -> Option<Source> {
    let (game, number) = match name.split_once('/') {
        Some((g, n)) => (g.to_string(), n.to_string()),
        None => {
            let (g, n) = name.rsplit_once("-l")?;
            (g.to_string(), n.to_string())
        }
    };
    let game: GameId = game.parse().ok()?;
    let prefix = format!("lessons/{}/{}", game.id(), number);
    load::shipped().into_iter().find(|s| {
        relative_path(&s.path).is_some_and(|(rel, _)| {
            rel.starts_with(&prefix) && rel[prefix.len()..].starts_with(['-', '.'])
        })
    })
}

/// The screens of a screenshot of a lesson: the game's lesson list, then the lesson at `step` (from 1;
/// the first step by default). `view` shows something else around the same lesson: `list` (the lesson
/// list alone, with stars earned by an example child), `children` (the class list over it) or `end` (the
/// lesson played to its end by its own script, with its stars).
///
/// # Errors
/// No such lesson, a lesson that does not load, a step it does not have, or an unknown view.
pub fn scene(
    ctx: &mut crate::app::Ctx,
    name: &str,
    step: Option<usize>,
    view: Option<&str>,
) -> Result<Vec<Box<dyn crate::app::Screen>>, String> {
    let source = find_source(name)
        .ok_or_else(|| format!("--lesson: no lesson `{name}` (write it like espion/01)"))?;
    let (relative, game) = relative_path(&source.path)
        .ok_or_else(|| format!("{}: not under lessons/<game>/", source.path))?;
    let entry = Entry {
        lesson: check_source(&source, game),
        relative,
        game,
    };
    let list = list::LessonList::new(ctx, game);
    match view {
        None | Some("lesson") | Some("end") => {}
        Some("list") => return Ok(vec![Box::new(list.with_example_progress())]),
        Some("children") => {
            return Ok(vec![
                Box::new(list.with_example_progress()),
                Box::new(children::ChildrenScreen::with_names(
                    &children::EXAMPLE_NAMES,
                    Some(children::EXAMPLE_NAMES[2]),
                )),
            ]);
        }
        Some(other) => {
            return Err(format!(
                "a lesson has no scene `{other}` (use lesson, list, children or end)"
            ));
        }
    }
    let mut screen = player::LessonScreen::new(ctx, entry);
    let has_errors = screen.has_errors();
    if !has_errors {
        let step = match view {
            Some("end") => {
                if step.is_some() {
                    return Err("--scene end shows the end: leave out --step".to_string());
                }
                screen.step_count() + 1
            }
            _ => step.unwrap_or(1),
        };
        screen.go_to_step(step)?;
    }
    Ok(vec![Box::new(list), Box::new(screen)])
}

/// The computer level of the teacher's setting (1 to 3).
pub fn level_of(setting: u8) -> Level {
    match setting {
        0 | 1 => Level::Debutant,
        2 => Level::Moyen,
        _ => Level::Fort,
    }
}

/// The computer opponent of `play` steps: the kit's AI at the teacher's level.
pub struct AiOpponent {
    pub level: Level,
    pub rng: Rng,
    /// During a whole game to win: the gentlest level, whatever the teacher's setting.
    pub gentlest: bool,
}

/// Why a game on a lesson's board ended, in the words of the play screen.
pub fn end_message(board: &BoardGame) -> Option<crate::i18n::Message> {
    use crate::app::games::AppGame;
    match board {
        BoardGame::Chars(g) => g.end_message(),
        BoardGame::Espion(g) => g.end_message(),
        BoardGame::Schada(g) => g.end_message(),
        BoardGame::TankBattle(g) => g.end_message(),
    }
}

fn pick<G: BoardRules + ai::search::Evaluate>(
    game: &G,
    level: Level,
    rng: &mut Rng,
) -> Option<(Square, Square)> {
    ai::choose_move(game, level, rng).and_then(G::move_squares)
}

impl Opponent for AiOpponent {
    fn choose(&mut self, board: &BoardGame, moves: &[BoardMove]) -> usize {
        let level = if self.gentlest {
            Level::Debutant
        } else {
            self.level
        };
        let rng = &mut self.rng;
        let chosen = match board {
            BoardGame::Chars(g) => pick(g, level, rng),
            BoardGame::Espion(g) => pick(g, level, rng),
            BoardGame::Schada(g) => pick(g, level, rng),
            BoardGame::TankBattle(g) => pick(g, level, rng),
        };
        chosen
            .and_then(|(from, to)| moves.iter().position(|m| m.from == from && m.to == to))
            .unwrap_or(0)
    }

    fn set_gentlest(&mut self, on: bool) {
        self.gentlest = on;
    }

    /// "Show me" gives the play screen's hint (the default level, whatever the opponent's), with its
    /// reason: the gentlest level's weak moves are for the computer's side only.
    fn suggest(&mut self, board: &BoardGame, moves: &[BoardMove]) -> (usize, Option<Message>) {
        let rng = &mut self.rng;
        let advice = match board {
            BoardGame::Chars(g) => advise(g, rng),
            BoardGame::Espion(g) => advise(g, rng),
            BoardGame::Schada(g) => advise(g, rng),
            BoardGame::TankBattle(g) => advise(g, rng),
        };
        let found = advice.and_then(|(from, to, why)| {
            let at = moves.iter().position(|m| m.from == from && m.to == to)?;
            Some((at, Some(why)))
        });
        found.unwrap_or_else(|| (self.choose(board, moves), None))
    }

    fn explain(&mut self, board: &BoardGame, mv: BoardMove) -> Option<Message> {
        match board {
            BoardGame::Chars(g) => reason_for(g, mv),
            BoardGame::Espion(g) => reason_for(g, mv),
            BoardGame::Schada(g) => reason_for(g, mv),
            BoardGame::TankBattle(g) => reason_for(g, mv),
        }
    }
}

/// The hint's reason for the move from `mv.from` to `mv.to` of the side to move, as the rules show it
/// (no search: nothing is claimed about what follows).
fn reason_for<G: BoardRules + ai::hint::Explain>(game: &G, mv: BoardMove) -> Option<Message> {
    let view = game.knowledge(game.turn());
    let mut moves = Vec::new();
    view.legal_moves(&mut moves);
    let found = moves
        .into_iter()
        .find(|&m| G::move_squares(m) == Some((mv.from, mv.to)))?;
    let facts = ai::hint::facts(&view, found, 0);
    Some(ai::hint::explain(&view, found, &facts))
}

/// The hint of the play screen for the side to move: its move's squares and its reason.
fn advise<G: BoardRules + ai::hint::Explain>(
    game: &G,
    rng: &mut Rng,
) -> Option<(Square, Square, Message)> {
    let found = ai::hint::hint(game, Level::DEFAULT, rng)?;
    let (from, to) = G::move_squares(found.mv)?;
    Some((from, to, found.reason))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::runner::Runner;

    #[test]
    fn lessons_are_found_by_number_or_id() {
        let a = find_source("schada/02").unwrap();
        let b = find_source("schada-l02").unwrap();
        assert_eq!(a.path, b.path);
        assert!(find_source("nogame/01").is_none());
        assert!(find_source("espion/1").is_none());
    }

    #[test]
    fn every_shipped_lesson_is_listed_and_checks() {
        for game in GameId::ALL {
            let list = entries(game);
            assert!(!list.is_empty(), "{game}: no lesson");
            for e in &list {
                assert!(e.lesson.is_ok(), "{}: {:?}", e.relative, e.lesson);
                assert_eq!(e.lesson.as_ref().unwrap().id, e.id());
            }
        }
    }

    #[test]
    fn a_broken_lesson_gives_the_checkers_message() {
        let source = Source {
            path: "lessons/espion/09-broken.toml".into(),
            text: "game = \"espion\"\ntitle = \"espion-l09-title\"\n[[step]]\nkind = \"sya\"\n"
                .into(),
        };
        let errors = check_source(&source, GameId::Espion).unwrap_err();
        let text: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert!(
            text.iter()
                .any(|t| t.starts_with("lessons/espion/09-broken.toml:4:")),
            "{text:?}"
        );
    }

    #[test]
    fn the_ai_plays_the_play_steps_of_every_board_lesson() {
        // Play every lesson with its own script, the AI as the opponent: the scripted solutions were
        // made against the first legal move, so a play step may take longer, but it never stalls on
        // an illegal move and the runner keeps going.
        for game in GameId::BOARD_GAMES {
            for e in entries(game) {
                let lesson = e.lesson.unwrap();
                let opponent = AiOpponent {
                    gentlest: false,
                    level: Level::Debutant,
                    rng: Rng::new(7),
                };
                let mut runner =
                    Runner::new(lesson, crate::boards::Boards::shared(), Box::new(opponent))
                        .unwrap();
                let mut guard = 0;
                while !runner.is_finished() && runner.play_scripted() && guard < 500 {
                    guard += 1;
                }
                assert!(runner.step_index() > 0, "{}", e.relative);
            }
        }
    }

    #[test]
    fn sliding_and_lifted_pieces_have_the_size_of_standing_ones() {
        use crate::app::board_view::PRINTED_PIECE;
        use macroquad::prelude::Rect;
        for game in GameId::BOARD_GAMES {
            let board = entries(game).into_iter().find_map(|e| {
                let opponent = AiOpponent {
                    gentlest: false,
                    level: Level::Debutant,
                    rng: Rng::new(1),
                };
                let runner = Runner::new(
                    e.lesson.ok()?,
                    crate::boards::Boards::shared(),
                    Box::new(opponent),
                )
                .ok()?;
                runner.world().board().cloned()
            });
            let board = board.unwrap_or_else(|| panic!("{game}: no lesson on a board"));
            let g = draw::board_geom(Rect::new(0.0, 0.0, 900.0, 900.0), &board);
            let standing = match game {
                GameId::Espion => PRINTED_PIECE,
                GameId::Schada => crate::app::board_view::SCHADA_PIECE,
                _ => 0.33,
            };
            let r = draw::piece_radius(&board, &g) / g.cell;
            assert!((r - standing).abs() < 1e-5, "{game}: {r} of a square");
        }
    }

    /// A teacher's copy saved under another name keeps the number of the lesson it copies: it is marked
    /// in the list with the checker's sentence, and the shipped lesson stays playable.
    #[test]
    fn a_copy_with_the_number_of_another_lesson_is_marked() {
        let relative = "lessons/espion/02-reach.toml";
        let text = data::shipped(relative).unwrap().to_string();
        let entry = |path: &str| {
            let source = Source {
                path: path.to_string(),
                text: text.clone(),
            };
            Entry {
                lesson: check_source(&source, GameId::Espion),
                relative: relative_path(path).unwrap().0,
                game: GameId::Espion,
            }
        };
        let mut list = vec![
            entry("/data/ludoclasse/lessons/espion/02-copy.toml"),
            entry(relative),
        ];
        assert!(list.iter().all(|e| e.lesson.is_ok()));
        mark_same_numbers(&mut list);
        let errors = list[0].lesson.as_ref().unwrap_err();
        // The other file is the shipped lesson, which the teacher cannot renumber: the sentence
        // says to save the copy under its name, or to give it a number no lesson has.
        assert_eq!(
            errors[0].words.id, "lesson-same-number-shipped",
            "{errors:?}"
        );
        let said = crate::i18n::english(&errors[0].words);
        assert!(
            said.contains("save your copy under its name, `02-reach.toml`")
                && said.contains("as in `06-copy.toml`"),
            "{said}"
        );
        assert!(list[1].lesson.is_ok(), "the shipped lesson stays playable");
    }
}
