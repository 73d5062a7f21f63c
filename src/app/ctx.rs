//! What every screen is given: the texts in the teacher's language, the settings, where things are
//! stored, the board files, and the notices for the user.

use crate::i18n::{Lang, Texts};

use super::games;
use super::notice;
use super::settings::Settings;
use super::store::Store;

/// What the app shares with every screen: the texts, the settings and where things are stored.
pub struct Ctx {
    pub texts: Texts,
    pub settings: Settings,
    pub store: Store,
    /// Messages for the user about stored files (a corrupt save set aside…), shown on the home screen.
    pub notices: Vec<String>,
    /// True while rendering a screenshot: no animation, nothing saved.
    pub still: bool,
    /// The board files, read once.
    pub boards: games::Boards,
    /// A message for the user that is not a problem (where a printed kit was saved…).
    pub info: Option<String>,
    /// The teacher's copies of the board files, read again when one changes ([`Ctx::reload_boards`]).
    board_watch: crate::data::watch::Watch,
    /// The notices about the text files, as last said (taken back when the texts are read again).
    text_notices: Vec<TextNotice>,
    /// The teacher's copies of the text files, read again when one changes ([`Ctx::reload_texts`]).
    text_watch: crate::data::watch::Watch,
    /// The notice of a file that could not be written, by file (taken back once it is written again).
    write_problems: std::collections::HashMap<String, String>,
}

impl Ctx {
    /// Loads the settings from `store` (a corrupt file is set aside and noted) and the texts.
    pub fn new(store: Store, still: bool) -> Ctx {
        let mut notices = Vec::new();
        // A value not understood keeps its default, the others are used; either way it is said
        // once the texts are loaded, in the teacher's language.
        let (settings, problems) = store.load_toml_partly::<Settings>(Settings::FILE);
        let settings = settings.unwrap_or_default();
        notices.extend(problems);
        let mut text_notices = Vec::new();
        let texts = load_texts(Lang::choose(settings.lang), &mut text_notices);
        let boards = games::Boards::load();
        let board_problems: Vec<String> = boards
            .problems()
            .map(|e| notice::board(&texts, e))
            .collect();
        // A teacher's file saved under a name the app does not read (`07-hunt.toml.txt`…).
        let passed_over: Vec<String> = crate::lesson::load::passed_over()
            .into_iter()
            .map(|mut e| {
                e.path = notice::short_path(&e.path);
                notice::describe(&texts, &e)
            })
            .collect();
        let mut ctx = Ctx {
            texts,
            settings,
            store,
            notices: Vec::new(),
            still,
            boards,
            info: None,
            board_watch: crate::data::watch::Watch::boards(),
            text_notices: text_notices.clone(),
            text_watch: crate::data::watch::Watch::texts(),
            write_problems: std::collections::HashMap::new(),
        };
        ctx.notices = notices.into_iter().map(|e| e.notice(&ctx.texts)).collect();
        ctx.notices
            .extend(text_notices.into_iter().map(|t| t.notice));
        ctx.notices.extend(board_problems);
        ctx.notices.extend(passed_over);
        #[cfg(not(target_arch = "wasm32"))]
        ctx.notices.extend(notice::rule_lists(&ctx.texts));
        ctx
    }

    pub fn t(&self, id: &str) -> String {
        self.texts.get(id)
    }

    pub fn tr(&self, id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
        self.texts.tr(id, args)
    }

    /// The name of `game` in the teacher's language.
    pub fn game_name(&self, game: crate::core::GameId) -> String {
        self.t(&format!("app-game-{}", game.id()))
    }

    /// Saves the settings; a failure becomes a notice.
    pub fn save_settings(&mut self) {
        if self.still {
            return;
        }
        let written = self.store.save_toml(Settings::FILE, &self.settings);
        self.written(Settings::FILE, written);
    }

    /// Why `file` could not be written the last time, as its notice's plain sentence (`None` once it
    /// was written).
    pub fn write_problem(&self, file: &str) -> Option<&str> {
        self.write_problems.get(file).map(|n| notice::plain(n))
    }

    /// Says that writing `file` failed, once however often it fails again, or takes the notice back
    /// once the file is written (the disk had room again).
    pub fn written(&mut self, file: &str, result: Result<(), super::store::StoreError>) {
        let said = match result {
            Ok(()) => self.write_problems.remove(file),
            Err(e) => self
                .write_problems
                .insert(file.to_string(), e.notice(&self.texts)),
        };
        if let Some(old) = said {
            self.notices.retain(|n| *n != old);
        }
        if let Some(text) = self.write_problems.get(file)
            && !self.notices.contains(text)
        {
            self.notices.push(text.clone());
        }
    }

    /// Reads the board files again when a teacher's copy changed (looked at once a second of `dt` or of
    /// the clock): a corrected file gives its game back, a new mistake takes it away, each with its
    /// notice. True when the boards were read again.
    pub fn reload_boards(&mut self, dt: f32) -> bool {
        if self.still || self.board_watch.is_empty() || !self.board_watch.changed(dt) {
            return false;
        }
        let said = |ctx: &Ctx| -> Vec<String> {
            ctx.boards
                .problems()
                .map(|e| notice::board(&ctx.texts, e))
                .collect()
        };
        let old = said(self);
        self.notices.retain(|n| !old.contains(n));
        self.boards = games::Boards::load();
        for n in said(self) {
            if !self.notices.contains(&n) {
                self.notices.push(n);
            }
        }
        true
    }

    /// Reads the text files again when a teacher's copy changed (looked at once a second of `dt` or of
    /// the clock): a corrected file takes its notice back and gives its words back. True when the texts
    /// were read again.
    pub fn reload_texts(&mut self, dt: f32) -> bool {
        if self.still || self.text_watch.is_empty() || !self.text_watch.changed(dt) {
            return false;
        }
        self.set_lang(self.settings.lang);
        true
    }

    /// True while a text file is broken and a teacher's copy could correct it: the home screen then
    /// looks at the copies once a second.
    pub fn texts_broken(&self) -> bool {
        !self.text_watch.is_empty() && !self.text_notices.is_empty()
    }

    /// True while a board file is broken and a teacher's copy could correct it: the home screen then
    /// looks at the copies once a second.
    pub fn boards_broken(&self) -> bool {
        !self.board_watch.is_empty() && self.boards.problems().next().is_some()
    }

    /// Switches the language of every text.
    pub fn set_lang(&mut self, lang: Option<Lang>) {
        self.settings.lang = lang;
        // The text files' notices were said in the old language, and of the files as they were (a
        // teacher may have corrected one since): they are said again, of the files as they are now.
        let old = std::mem::take(&mut self.text_notices);
        self.notices.retain(|n| !old.iter().any(|o| o.notice == *n));
        let mut problems = Vec::new();
        self.texts = load_texts(Lang::choose(lang), &mut problems);
        for p in &problems {
            if !self.notices.contains(&p.notice) {
                self.notices.push(p.notice.clone());
            }
        }
        self.text_notices = problems;
    }

    /// What is wrong in the texts of `game`'s lessons (a teacher's `lessons/<game>/fr.ftl` that does not
    /// read well), in a plain sentence: said on the lesson screen too, where the teacher looks.
    pub fn text_problem_of(&self, game: crate::core::GameId) -> Option<&str> {
        self.text_notices
            .iter()
            .find(|t| t.game == Some(game))
            .map(|t| notice::plain(&t.notice))
    }

    /// The first mistake of that text file, without its file's path (the sentence above names it):
    /// what is wrong, for the lesson screen.
    pub fn text_mistake_of(&self, game: crate::core::GameId) -> Option<&str> {
        self.text_notices
            .iter()
            .find(|t| t.game == Some(game))
            .and_then(|t| t.first_mistake.as_deref())
    }

    /// Multiplies an animation's duration (0 when animations are off or for a still frame).
    pub fn anim(&self, seconds: f32) -> f32 {
        if self.still {
            0.0
        } else {
            seconds * self.settings.animation.factor()
        }
    }
}

/// A notice about a text file.
#[derive(Clone)]
struct TextNotice {
    /// The game whose lessons' texts the file holds (`None`: the interface's).
    game: Option<crate::core::GameId>,
    /// The notice as shown: a plain sentence, every mistake as its details.
    notice: String,
    /// The file's first mistake, without its place.
    first_mistake: Option<String>,
}

fn load_texts(lang: Lang, notices: &mut Vec<TextNotice>) -> Texts {
    // The shipped texts are embedded and always load; a teacher's broken copy only brings notices: one
    // per file, a plain sentence with every mistake (file:line:column) as its details.
    let (texts, errors) = Texts::load_reporting(lang);
    let mut files: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    files.dedup();
    for file in files {
        let mine: Vec<String> = errors
            .iter()
            .filter(|e| e.path == file)
            .map(|e| notice::describe(&texts, e))
            .collect();
        // A file in another encoding: one problem, but each of its messages with an accent shows
        // the shipped text.
        let messages: usize = errors
            .iter()
            .filter(|e| e.path == file)
            .map(|e| match e.words.id {
                "ftl-bad-bytes-messages" => e
                    .words
                    .args
                    .iter()
                    .find(|(n, _)| *n == "count")
                    .and_then(|(_, v)| v.parse().ok())
                    .unwrap_or(1),
                _ => 1,
            })
            .sum();
        // The plain sentence names the file as the teacher copied it (its place in the data folder).
        let short = notice::short_path(file);
        let lines: Vec<usize> = errors
            .iter()
            .filter(|e| e.path == file)
            .map(|e| e.line)
            .collect();
        let short = notice::file_at_lines(&texts, &short, &lines);
        // A message the teacher added has no shipped text: it shows in the other language.
        let written = std::fs::read(file)
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default();
        let added = lines
            .iter()
            .any(|&line| crate::i18n::mistake_in_added_message(file, &written, line));
        let plain = texts.tr(
            if added {
                "notice-texts-added"
            } else {
                "notice-texts"
            },
            &[("file", short.into()), ("count", messages.into())],
        );
        let game = crate::lesson::rules::game_of(file);
        let first_mistake = errors
            .iter()
            .find(|e| e.path == file)
            .map(|e| texts.what(e));
        notices.push(TextNotice {
            game,
            notice: notice::with_details(&plain, &mine.join("\n")),
            first_mistake,
        });
    }
    // A teacher's text file that reads, but with messages left or typed in the other language: the
    // class would read them so.
    #[cfg(not(target_arch = "wasm32"))]
    for e in crate::lesson::check::untranslated() {
        let mut lines = vec![e.line];
        if let Some((_, more)) = e.words.args.iter().find(|(n, _)| *n == "lines") {
            lines.extend(more.split(", ").filter_map(|l| l.parse::<usize>().ok()));
        }
        let file = notice::file_at_lines(&texts, &notice::short_path(&e.path), &lines);
        // (The file's language, which the words of the check carry.)
        let of_file = e
            .words
            .args
            .iter()
            .find(|(n, _)| *n == "lang")
            .map_or("fr", |(_, l)| l.as_str());
        let plain = texts.tr(
            "notice-texts-language",
            &[("file", file.into()), ("lang", of_file.to_string().into())],
        );
        let game = crate::lesson::rules::game_of(&e.path);
        notices.push(TextNotice {
            game,
            notice: notice::with_details(&plain, &notice::describe(&texts, &e)),
            first_mistake: Some(texts.what(&e)),
        });
    }
    texts
}
