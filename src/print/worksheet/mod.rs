//! Worksheets: the quizzes of a game's lessons as exercises on paper (the position drawn, the question
//! in plain words, room to answer), then an answer key for the teacher, computed by the rules engine.
//!
//! ```no_run
//! use ludoclasse::boards::Boards;
//! use ludoclasse::core::GameId;
//! use ludoclasse::print::{Options, worksheet};
//! let boards = Boards::load();
//! let lessons = worksheet::shipped_lessons(GameId::Espion).unwrap();
//! let options = Options::default();
//! let (pdf, report) = worksheet::worksheets(GameId::Espion, &lessons, &[], &boards, &options).unwrap();
//! std::fs::write("espion-worksheets.pdf", pdf).unwrap();
//! println!("{} exercises on {} pages", report.exercises.len(), report.pages);
//! ```
//!
//! - [`exercise`]: which quizzes become exercises, and their answers from the engine;
//! - [`draw`]: the pages.

use std::path::Path;

use super::pdf::Doc;
use super::{Options, PrintError, check_options};
use crate::boards::Boards;
use crate::core::GameId;
use crate::data::{DataError, Words};
use crate::i18n::Texts;
use crate::lesson::load::{self, Source};
use crate::lesson::model::Lesson;

pub mod draw;
pub mod exercise;

pub use exercise::{Exercise, Key, Left, LeftOut, Question, Scene};

/// What a worksheet came to.
#[derive(Clone, Debug)]
pub struct WorksheetReport {
    pub game: GameId,
    /// Pages in all: exercises, then the answer key.
    pub pages: usize,
    /// Pages for the children (printed for each), then pages of the key (for the teacher).
    pub exercise_pages: usize,
    pub key_pages: usize,
    pub exercises: Vec<Exercise>,
    /// Quizzes that could not be put on paper, and why.
    pub left: Vec<Left>,
}

/// The shipped lessons of `game` (a teacher's copy in the data folder wins), in order.
///
/// # Errors
/// Every problem of a lesson file that cannot be read.
pub fn shipped_lessons(game: GameId) -> Result<Vec<Lesson>, Vec<DataError>> {
    let prefix = format!("lessons/{}/", game.id());
    let sources: Vec<Source> = load::shipped()
        .into_iter()
        .filter(|s| s.path.replace('\\', "/").contains(&prefix))
        .collect();
    parse_all(&sources)
}

fn parse_all(sources: &[Source]) -> Result<Vec<Lesson>, Vec<DataError>> {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for s in sources {
        match load::parse(&s.path, &s.text) {
            Ok(l) => lessons.push(l),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if errors.is_empty() {
        Ok(lessons)
    } else {
        Err(errors)
    }
}

/// A teacher's own lessons: a lesson file or a folder of them, with the Fluent files beside them. All
/// must be of one game.
///
/// # Errors
/// A path that cannot be read, a lesson that cannot be read, no lesson, or lessons of several games.
pub fn folder_lessons(path: &Path) -> Result<(GameId, Vec<Lesson>, Vec<Source>), Vec<DataError>> {
    let (sources, ftl) = load::from_path(path).map_err(|e| vec![e])?;
    let lessons = parse_all(&sources)?;
    let shown = path.display().to_string();
    let Some(first) = lessons.first() else {
        return Err(vec![DataError::file(
            shown,
            Words::new("worksheet-no-lesson"),
        )]);
    };
    let game = first.game;
    if let Some(other) = lessons.iter().find(|l| l.game != game) {
        return Err(vec![DataError::file(
            other.path.clone(),
            Words::new("worksheet-one-game")
                .with("game", other.game.id())
                .with("first", &first.path)
                .with("first-game", game.id()),
        )]);
    }
    Ok((game, lessons, ftl))
}

/// The words of the lessons' own texts (titles, choices): the app's texts, else the Fluent file of the
/// chosen language beside a teacher's lessons.
pub struct LessonWords<'a> {
    texts: &'a Texts,
    own: Option<fluent::FluentBundle<fluent::FluentResource>>,
}

impl<'a> LessonWords<'a> {
    pub fn new(texts: &'a Texts, ftl: &[Source]) -> LessonWords<'a> {
        let lang = texts.lang();
        let wanted = format!("{}.ftl", lang.code());
        let own = ftl
            .iter()
            .find(|s| {
                Path::new(&s.path)
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy() == wanted)
            })
            .and_then(|s| {
                let (resource, _) = crate::i18n::read_ftl(&s.path, &s.text);
                let id: unic_langid::LanguageIdentifier = lang.code().parse().ok()?;
                let mut bundle = fluent::FluentBundle::new(vec![id]);
                bundle.set_use_isolating(false);
                bundle.add_resource_overriding(resource);
                Some(bundle)
            });
        LessonWords { texts, own }
    }

    /// The message `id`: the teacher's file first, then the app's texts.
    pub fn get(&self, id: &str) -> String {
        if let Some(bundle) = &self.own
            && let Some(pattern) = bundle.get_message(id).and_then(|m| m.value())
        {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned();
        }
        self.texts.get(id)
    }
}

/// The worksheet of `lessons` (all of `game`), with `ftl` the Fluent files of a teacher's own lessons
/// (empty for the shipped ones).
///
/// # Errors
/// A lesson or board file the engine cannot use, an unusable option.
pub fn worksheets(
    game: GameId,
    lessons: &[Lesson],
    ftl: &[Source],
    boards: &Boards,
    options: &Options,
) -> Result<(Vec<u8>, WorksheetReport), PrintError> {
    check_options(options)?;
    let texts = Texts::load(options.lang).map_err(PrintError::Files)?;
    let words = LessonWords::new(&texts, ftl);
    let found = exercise::exercises(lessons, boards).map_err(PrintError::Files)?;
    if found.list.is_empty() {
        return Err(PrintError::Option(
            crate::data::Words::new("print-error-no-quiz")
                .with("game", game)
                .with("left", found.left.len()),
        ));
    }
    let ctx = draw::Sheet::new(game, &texts, &words, options, boards)?;
    // Laid out once to count the pages, so that the plan line can name them.
    let mut scratch = Doc::new(options.paper);
    let counted = draw::write(&mut scratch, &ctx, &found.list, (0, 0));
    let mut doc = Doc::new(options.paper);
    let (exercise_pages, key_pages) = draw::write(&mut doc, &ctx, &found.list, counted);
    debug_assert_eq!((exercise_pages, key_pages), counted);
    let title = texts.tr(
        "worksheet-title",
        &[(
            "game",
            texts.get(&format!("print-{}-name", game.id())).into(),
        )],
    );
    let pdf = doc
        .finish(&title, options.lang.code())
        .map_err(PrintError::Pdf)?;
    Ok((
        pdf,
        WorksheetReport {
            game,
            pages: exercise_pages + key_pages,
            exercise_pages,
            key_pages,
            exercises: found.list,
            left: found.left,
        },
    ))
}
