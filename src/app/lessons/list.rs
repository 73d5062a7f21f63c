//! The lessons of one game: a big button per lesson with its title, its summary and the stars the child
//! playing now has earned (hollow and filled stars, and "2 / 3" in words). A lesson whose file has an
//! error is listed with a warning; opening it shows the checker's message. The child playing is named at
//! the top, with a button to change child.

use macroquad::prelude::*;

use super::children::ChildrenScreen;
use super::player::LessonScreen;
use super::{Entry, entries};
use crate::app::profiles::Profiles;
use crate::app::ui::{Align, Ui, Widget, size};
use crate::app::{Command, Ctx, Screen};
use crate::core::GameId;
use std::path::Path;

const W_BACK: u32 = 1;
const W_CHILD: u32 = 2;
const W_PAGE_BACK: u32 = 3;
const W_PAGE_ON: u32 = 4;
/// Lessons: `W_LESSON + index`.
const W_LESSON: u32 = 100;

pub struct LessonList {
    game: GameId,
    entries: Vec<Entry>,
    profiles: Profiles,
    /// Why the children's file could not be read (a folder in its place, no right to read it): said
    /// under the title instead of who is playing, since no star can be kept.
    unread: Option<String>,
    /// The children's file was damaged and set aside with no good copy to put back: said under the
    /// title (the stars are gone, and "nobody is chosen" alone would not say why) until a child is chosen.
    damaged: bool,
    /// A lesson or the children's list was opened: the stars or the child may change, so the profiles
    /// are read again when the list is back on top (not at every frame).
    stale: bool,
    /// The page of lessons shown, when they are too many for the screen at this text size (a teacher
    /// added some).
    page: usize,
    /// The teacher's copies of the game's lessons and texts: a lesson corrected (or broken, added,
    /// removed) while the list is on screen changes its row.
    watch: crate::data::watch::Watch,
}

impl LessonList {
    pub fn new(ctx: &mut Ctx, game: GameId) -> LessonList {
        // The texts are read again: a teacher may have added a lesson's text files since the start.
        if !ctx.still {
            ctx.set_lang(ctx.settings.lang);
        }
        let (profiles, problem) = Profiles::load(&ctx.store);
        let unread = Profiles::unread(&ctx.texts, problem.as_ref());
        let damaged = set_aside(problem.as_ref());
        if let Some(e) = problem {
            let notice = Profiles::notice(&ctx.texts, &e);
            if !ctx.notices.contains(&notice) {
                ctx.notices.push(notice);
            }
        }
        LessonList {
            game,
            entries: entries(game),
            profiles,
            unread,
            damaged,
            stale: false,
            page: 0,
            watch: crate::data::watch::Watch::game_lessons(game),
        }
    }

    /// The list as an example child sees it after a few lessons (screenshots): stars on all lessons but
    /// the last.
    pub fn with_example_progress(mut self) -> LessonList {
        let child = super::children::EXAMPLE_NAMES[2];
        let _ = self.profiles.add(child);
        self.profiles.current = Some(child.to_string());
        let n = self.entries.len();
        for (i, e) in self.entries.iter().enumerate().take(n.saturating_sub(1)) {
            if let Ok(lesson) = &e.lesson {
                self.profiles.record(child, &lesson.id, [3, 2, 1][i % 3]);
            }
        }
        self
    }

    /// Opens lesson `index` (screenshots, tests).
    pub fn open(&self, ctx: &Ctx, index: usize) -> Option<LessonScreen> {
        self.entries
            .get(index)
            .map(|e| LessonScreen::new(ctx, e.clone()))
    }

    /// The line under the title: who is playing.
    fn who(&self, ctx: &Ctx) -> String {
        if let Some(reason) = &self.unread {
            return ctx.tr("player-list-unread", &[("reason", reason.clone().into())]);
        }
        match &self.profiles.current {
            Some(name) => ctx.tr("player-list-child", &[("name", name.clone().into())]),
            None if self.damaged => ctx.t("player-list-damaged"),
            None => ctx.t("player-list-no-child"),
        }
    }

    /// The game's board file when it does not read: a sentence saying the lessons cannot open until it
    /// is corrected, and its first mistake (file:line:column and what is wrong).
    fn board_problem(&self, ctx: &Ctx) -> Option<(String, String)> {
        let (e, _, file) = crate::app::notice::broken_board(ctx, self.game)?;
        Some((
            ctx.tr("player-list-board", &[("file", file.into())]),
            ctx.texts.describe(&e),
        ))
    }

    /// The room the board's problem may take under the child's name: what the lessons leave (each a
    /// finger's height), at most a fifth of the screen.
    fn board_budget(&self, ctx: &Ctx, ui: &Ui) -> f32 {
        let (_, s, who_w) = self.head(ctx, ui);
        let who_h = ui.paragraph_height(&self.who(ctx), who_w, size::BODY, false);
        let top = (40.0 + ui.line_height(s) + who_h + 16.0).max(200.0);
        let rows = self.entries.len().max(1) as f32 * (crate::app::layout::touch(ui) + 6.0);
        (ui.height - 136.0 - top - rows - 8.0).clamp(0.0, ui.height * 0.2)
    }

    /// The board's problem as drawn under the child's name, within [`LessonList::board_budget`]: its
    /// sentence and the size it gets (smaller rather than crowd out the lessons; the home tile's
    /// shorter words when even then it does not fit), and the mistake under it when it fits too.
    /// `None` when the board reads.
    fn board_lines(&self, ctx: &Ctx, ui: &Ui, w: f32) -> Option<(String, f32, Option<String>)> {
        let (sentence, mistake) = self.board_problem(ctx)?;
        let budget = self.board_budget(ctx, ui);
        let floor = size::SMALL / ui.px(1.0);
        let fit = |text: &str| ui.paragraph_size(text, w, budget, (size::BODY, floor), false);
        let s = fit(&sentence);
        let h = ui.paragraph_height(&sentence, w, s, false);
        if h > budget {
            let short = crate::app::home::board_tile_text(ctx, self.game)?;
            return Some((short.clone(), fit(&short), None));
        }
        let mistake =
            (h + ui.paragraph_height(&mistake, w, size::SMALL, false) <= budget).then_some(mistake);
        Some((sentence, s, mistake))
    }

    /// The height of the board's problem under the child's name (nothing when the board reads).
    fn board_problem_h(&self, ctx: &Ctx, ui: &Ui, w: f32) -> f32 {
        self.board_lines(ctx, ui, w)
            .map_or(0.0, |(sentence, s, mistake)| {
                let h = ui.paragraph_height(&sentence, w, s, false)
                    + mistake.map_or(0.0, |m| ui.paragraph_height(&m, w, size::SMALL, false));
                h.min(self.board_budget(ctx, ui)) + 8.0
            })
    }

    /// The title's size (it stays left of the "change child") and the width of the line under it (left of
    /// that button while beside it, the whole width below it).
    fn head(&self, ctx: &Ctx, ui: &Ui) -> (String, f32, f32) {
        let title = ctx.tr(
            "player-list-title",
            &[("game", ctx.game_name(self.game).into())],
        );
        let s = ui.fit_size(&title, size::TITLE, true, ui.width - 560.0);
        let who_w = if 40.0 + ui.line_height(s) >= 140.0 {
            ui.width - 80.0
        } else {
            ui.width - 560.0
        };
        (title, s, who_w)
    }

    /// The summary under each lesson's button, in the lesson list's words (a broken file: its first
    /// problem, in the app's language).
    fn summaries(&self, ctx: &Ctx) -> Vec<Option<String>> {
        self.entries
            .iter()
            .map(|e| match &e.lesson {
                Ok(lesson) => lesson.summary.as_ref().map(|sum| ctx.t(sum)),
                Err(errors) => errors.first().map(|e| ctx.texts.describe(e)),
            })
            .collect()
    }

    /// Each lesson's button and the top of its summary, and the summaries' text size: the summaries
    /// wrap (never squeezed onto one line) and get smaller only when the rows would not fit otherwise;
    /// a gap always separates a summary from the next button. Lessons too many for the screen are
    /// shown by pages: the lessons of the page shown (their place in the list), and how many pages.
    fn rows(
        &self,
        ctx: &Ctx,
        ui: &Ui,
    ) -> (Vec<(Rect, f32)>, Summaries, std::ops::Range<usize>, usize) {
        let (_, s, who_w) = self.head(ctx, ui);
        let who_h = ui.paragraph_height(&self.who(ctx), who_w, size::BODY, false)
            + self.board_problem_h(ctx, ui, ui.width - 80.0);
        // Under the title and the child's name, whatever the text size.
        let top = (40.0 + ui.line_height(s) + who_h + 16.0).max(200.0);
        // Above "Back" (at 120 units from the bottom), with a gap.
        let bottom = ui.height - 136.0;
        let w = button_w(ui);
        // A button fits its title; a finger's height is the least it gets when room is short.
        let touch = crate::app::layout::touch(ui);
        let preferred = (ui.line_height(size::BODY) + 16.0)
            .clamp(50.0, 110.0)
            .max(touch);
        let all = self.summaries(ctx);
        let layout = |summaries: &[Option<String>], bh: f32, ts: f32, gap: f32| {
            let mut y = top;
            let mut out = Vec::new();
            for sum in summaries {
                out.push((Rect::new(40.0, y, w, bh), y + bh + 6.0));
                let sh = sum
                    .as_ref()
                    .map_or(0.0, |t| ui.paragraph_height(t, w, ts, false));
                y += bh + 6.0 + sh + gap;
            }
            (out, y - gap)
        };
        // Smaller summaries first, then lower buttons and narrower gaps: the first that fits.
        let mut tries = Vec::new();
        for (bh, gap, least) in [(preferred, 22.0, 0.6), (touch, 12.0, 0.5)] {
            let mut ts = size::SMALL;
            while ts >= size::SMALL * least {
                tries.push((bh, ts, gap));
                ts -= 2.0;
            }
        }
        // All the lessons on one page if they fit, else as many a page as fit (each page of the same
        // count) with summaries still easy to read, at the largest size that fits on every page.
        let n_all = all.len();
        for per_page in (1..=n_all.max(1)).rev() {
            let pages = n_all.div_ceil(per_page).max(1);
            let chunks: Vec<&[Option<String>]> = all.chunks(per_page).collect();
            let fits = |&(bh, ts, gap): &(f32, f32, f32)| {
                (pages == 1 || ts >= size::SMALL * 0.8)
                    && chunks.iter().all(|c| layout(c, bh, ts, gap).1 <= bottom)
            };
            if let Some(&(bh, ts, gap)) = tries.iter().find(|t| fits(t)) {
                let page = self.page.min(pages - 1);
                let range = page * per_page..((page + 1) * per_page).min(n_all);
                let rows = layout(&all[range.clone()], bh, ts, gap).0;
                return (rows, Summaries::Wrapped(ts), range, pages);
            }
            // (One lesson a page is not worth it when its summary alone does not fit.)
            if per_page <= 3 {
                break;
            }
        }
        let summaries = &all;
        // Many lessons at a very large text size: each summary on one line, as large as the row's
        // height leaves room for; none when that would be too small to read (the titles stay).
        let n = summaries.len().max(1) as f32;
        let per = (bottom - top) / n;
        let room = (per - touch - 6.0 - 10.0).max(0.0);
        let mut ts = size::SMALL;
        while ts > size::SMALL * 0.6 && ui.line_height(ts) > room {
            ts -= 1.0;
        }
        let shown = if ui.line_height(ts) <= room {
            Summaries::OneLine(ts)
        } else {
            Summaries::Hidden
        };
        let rows = (0..summaries.len())
            .map(|i| {
                let y = top + i as f32 * per;
                (Rect::new(40.0, y, w, touch), y + touch + 6.0)
            })
            .collect();
        (rows, shown, 0..summaries.len(), 1)
    }
}

impl Screen for LessonList {
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let board_broken = self.board_problem(ctx).is_some();
        let (rows, _, range, pages) = self.rows(ctx, ui);
        let mut out: Vec<Widget> = rows
            .into_iter()
            .zip(&self.entries[range.clone()])
            .enumerate()
            .map(|(k, ((r, _), e))| {
                let i = range.start + k;
                let title = match &e.lesson {
                    Ok(lesson) => ctx.t(&lesson.title),
                    Err(errors) => {
                        ctx.tr("player-list-broken", &[("problems", errors.len().into())])
                    }
                };
                // The lesson's own number (its file's), else its place in the list.
                let number = Path::new(&e.relative)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .and_then(|n| {
                        let digits: String = n.chars().take_while(char::is_ascii_digit).collect();
                        digits.parse::<usize>().ok()
                    })
                    .unwrap_or(i + 1);
                let label = format!("{number}. {title}");
                // (A board that does not read keeps every lesson of its game from opening.)
                Widget::new(W_LESSON + i as u32, r, label).enabled(!board_broken)
            })
            .collect();
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(40.0, ui.height - 120.0, 360.0, 90.0),
                ctx.t("app-back"),
            )
            .key(ctx.t("app-key-escape")),
        );
        out.push(Widget::new(
            W_CHILD,
            Rect::new(ui.width - 460.0, 40.0, 420.0, 90.0),
            ctx.t("player-change-child"),
        ));
        // The other pages of lessons, beside "Back".
        if pages > 1 {
            let w = ((ui.width - 440.0 - 40.0 - 20.0) / 2.0).min(360.0);
            let x = ui.width - 40.0 - 2.0 * w - 20.0;
            out.push(
                Widget::new(
                    W_PAGE_BACK,
                    Rect::new(x, ui.height - 120.0, w, 90.0),
                    ctx.t("player-list-page-back"),
                )
                .enabled(range.start > 0),
            );
            out.push(
                Widget::new(
                    W_PAGE_ON,
                    Rect::new(x + w + 20.0, ui.height - 120.0, w, 90.0),
                    ctx.t("player-list-page-on"),
                )
                .enabled(range.end < self.entries.len()),
            );
        }
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_BACK => Command::Pop,
            W_PAGE_BACK => {
                self.page = self.page.saturating_sub(1);
                Command::None
            }
            W_PAGE_ON => {
                self.page += 1;
                Command::None
            }
            W_CHILD => {
                self.stale = true;
                Command::Push(Box::new(ChildrenScreen::new(ctx)))
            }
            id if id >= W_LESSON => {
                // Re-read the file: the teacher may have changed it since the list was made.
                let i = (id - W_LESSON) as usize;
                match self.entries.get(i) {
                    Some(e) => {
                        let fresh = super::reload_entry(&e.relative, e.game);
                        self.entries[i] = fresh.clone();
                        self.stale = true;
                        Command::Push(Box::new(LessonScreen::new(ctx, fresh)))
                    }
                    None => Command::None,
                }
            }
            _ => Command::None,
        }
    }

    fn update(&mut self, ctx: &mut Ctx, dt: f32) -> Command {
        // A board corrected while the list is on screen gives its lessons back.
        if ctx.boards_broken() {
            ctx.reload_boards(dt);
        }
        if !ctx.still && self.watch.changed(dt) {
            self.entries = entries(self.game);
            ctx.set_lang(ctx.settings.lang);
            self.watch = crate::data::watch::Watch::game_lessons(self.game);
        }
        // Back from a lesson or from the children's list: the stars or the child may have changed.
        if self.stale && !ctx.still {
            self.stale = false;
            let (profiles, problem) = Profiles::load(&ctx.store);
            self.unread = Profiles::unread(&ctx.texts, problem.as_ref());
            self.damaged &= profiles.current.is_none();
            self.damaged |= set_aside(problem.as_ref());
            self.profiles = profiles;
        }
        Command::None
    }

    fn animating(&self) -> bool {
        false
    }

    fn watches_files(&self) -> bool {
        !self.watch.is_empty()
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let (title, s, who_w) = self.head(ctx, ui);
        ui.text(&title, 40.0, 40.0, s, true, Align::Left, p.text);
        let who = self.who(ctx);
        let y = 40.0 + ui.line_height(s);
        ui.paragraph(
            &who,
            40.0,
            y,
            who_w,
            size::BODY,
            false,
            Align::Left,
            p.text_dim,
        );
        let w = ui.width - 80.0;
        if let Some((sentence, s, mistake)) = self.board_lines(ctx, ui, w) {
            let top = y + ui.paragraph_height(&who, who_w, size::BODY, false) + 8.0;
            // (Cut, ending in "…", rather than over the lessons.)
            let mut column = crate::app::layout::Column {
                x: 40.0,
                y: top,
                w,
                limit: top + self.board_budget(ctx, ui),
            };
            column.paragraph(ui, &sentence, s, false, p.bad);
            if let Some(mistake) = mistake {
                column.paragraph(ui, &mistake, size::SMALL, false, p.bad);
            }
        }
        if self.entries.is_empty() {
            ui.text(
                &ctx.t("player-list-empty"),
                40.0,
                220.0,
                size::BODY,
                false,
                Align::Left,
                p.text,
            );
        }
        let (rows, shown, range, _) = self.rows(ctx, ui);
        let summaries = self.summaries(ctx);
        let shown_entries = self.entries[range.clone()].iter();
        for (((b, under), e), sum) in rows
            .into_iter()
            .zip(shown_entries)
            .zip(summaries.into_iter().skip(range.start))
        {
            let colour = if e.lesson.is_ok() { p.text_dim } else { p.bad };
            match (sum, shown) {
                (Some(text), Summaries::Wrapped(ts)) => {
                    ui.paragraph(&text, b.x, under, b.w, ts, false, Align::Left, colour);
                }
                (Some(text), Summaries::OneLine(ts)) => {
                    let s = ui.fit_size(&text, ts, false, b.w);
                    ui.text(&text, b.x, under, s, false, Align::Left, colour);
                }
                _ => {}
            }
            if let Ok(lesson) = &e.lesson {
                let stars = self.profiles.current_stars(&lesson.id);
                // Crowded rows: the stars alone (filled or hollow say it), beside the button.
                let words = matches!(shown, Summaries::Wrapped(_));
                let cy = b.y + b.h / 2.0 + if words { 0.0 } else { 16.0 };
                draw_stars(ui, ctx, stars, b.x + b.w + 40.0, cy, words);
            }
        }
    }
}

/// How the summaries under the lessons' buttons are shown.
#[derive(Clone, Copy, Debug)]
enum Summaries {
    /// Wrapped at this size.
    Wrapped(f32),
    /// On one line each, at most this size (many lessons at a very large text size).
    OneLine(f32),
    /// Not at all: too little room to read them (the titles and stars stay).
    Hidden,
}

/// The width of the lessons' buttons (the summaries go under them, the stars to their right).
fn button_w(ui: &Ui) -> f32 {
    (ui.width - 80.0 - 360.0).min(1100.0)
}

/// Three stars, filled as earned, and (with `words`) the count in words (nothing earned yet: hollow
/// stars).
fn draw_stars(ui: &Ui, ctx: &Ctx, stars: Option<u8>, x: f32, cy: f32, words: bool) {
    let p = &ui.palette;
    let r = 26.0;
    super::draw::star_row(ui, stars.unwrap_or(0), x, cy - 16.0, r);
    if !words {
        return;
    }
    let text = match stars {
        Some(n) => ctx.tr("player-stars", &[("stars", u32::from(n).into())]),
        None => ctx.t("player-not-done"),
    };
    // Within the stars' column (320 units right of the button), whatever the text size.
    let s = ui.fit_size(&text, size::SMALL * 0.85, false, 2.0 * (r * 3.6 + 30.0));
    ui.text(
        &text,
        x + r * 3.6,
        cy + r - 6.0,
        s,
        false,
        Align::Center,
        p.text_dim,
    );
}

/// The children's file was not understood and set aside, with no good copy to put back.
fn set_aside(problem: Option<&crate::app::store::StoreError>) -> bool {
    problem.is_some_and(|e| matches!(e.kind, crate::app::store::StoreErrorKind::Corrupt { .. }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::Store;

    /// A children's file cut short, with no good copy: the list says under its title that it was set
    /// aside (not only "nobody is chosen"), and says who plays again once a child is chosen.
    #[test]
    fn a_damaged_childrens_file_is_said_under_the_title_until_a_child_is_chosen() {
        let (store, dir) = Store::temp("list-damaged");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(Profiles::FILE), "{\"children\": [{\"name\": \"Lé").unwrap();
        let mut ctx = Ctx::new(store, true);
        ctx.set_lang(Some(crate::i18n::Lang::Fr));
        let mut list = LessonList::new(&mut ctx, GameId::Espion);
        assert!(list.who(&ctx).contains("abîmé"), "{}", list.who(&ctx));
        assert!(
            ctx.notices.iter().any(|n| n.contains("profiles.json")),
            "{:?}",
            ctx.notices
        );
        // Back from the children's list, where a child was added and chosen.
        let mut profiles = Profiles::default();
        profiles.add("Nina").unwrap();
        profiles.current = Some("Nina".into());
        profiles.save(&ctx.store).unwrap();
        list.stale = true;
        ctx.still = false;
        list.update(&mut ctx, 0.0);
        assert!(list.who(&ctx).contains("Nina"), "{}", list.who(&ctx));
        std::fs::remove_dir_all(dir).ok();
    }
}
