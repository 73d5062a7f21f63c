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

const W_BACK: u32 = 1;
const W_CHILD: u32 = 2;
/// Lessons: `W_LESSON + index`.
const W_LESSON: u32 = 100;

pub struct LessonList {
    game: GameId,
    entries: Vec<Entry>,
    profiles: Profiles,
    /// A lesson or the children's list was opened: the stars or the child may change, so the profiles
    /// are read again when the list is back on top (not at every frame).
    stale: bool,
}

impl LessonList {
    pub fn new(ctx: &mut Ctx, game: GameId) -> LessonList {
        let (profiles, problem) = Profiles::load(&ctx.store);
        if let Some(e) = problem {
            let text = Profiles::notice(&ctx.texts, &e);
            ctx.notices.push(text);
        }
        LessonList {
            game,
            entries: entries(game),
            profiles,
            stale: false,
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

    fn rows(&self, ui: &Ui) -> Vec<Rect> {
        // Under the title and the child's name, whatever the text size.
        let top =
            (40.0 + ui.line_height(size::TITLE) + ui.line_height(size::BODY) + 16.0).max(200.0);
        let bottom = ui.height - 150.0;
        let n = self.entries.len().max(1);
        let h = ((bottom - top) / n as f32 - 16.0).min(160.0);
        (0..n)
            .map(|i| Rect::new(40.0, top + i as f32 * (h + 16.0), ui.width - 80.0, h))
            .collect()
    }
}

impl Screen for LessonList {
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let mut out: Vec<Widget> = self
            .rows(ui)
            .into_iter()
            .zip(&self.entries)
            .enumerate()
            .map(|(i, (r, e))| {
                let title = match &e.lesson {
                    Ok(lesson) => ctx.t(&lesson.title),
                    Err(errors) => {
                        ctx.tr("player-list-broken", &[("problems", errors.len().into())])
                    }
                };
                let label = format!("{}. {title}", i + 1);
                Widget::new(W_LESSON + i as u32, button_rect(ui, r), label)
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
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_BACK => Command::Pop,
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

    fn update(&mut self, ctx: &mut Ctx, _dt: f32) -> Command {
        // Back from a lesson or from the children's list: the stars or the child may have changed.
        if self.stale && !ctx.still {
            self.stale = false;
            let (profiles, _) = Profiles::load(&ctx.store);
            self.profiles = profiles;
        }
        Command::None
    }

    fn animating(&self) -> bool {
        false
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let title = ctx.tr(
            "player-list-title",
            &[(
                "game",
                ctx.t(&format!("app-game-{}", self.game.id())).into(),
            )],
        );
        let s = ui.fit_size(&title, size::TITLE, true, ui.width - 560.0);
        ui.text(&title, 40.0, 40.0, s, true, Align::Left, p.text);
        let who = match &self.profiles.current {
            Some(name) => ctx.tr("player-list-child", &[("name", name.clone().into())]),
            None => ctx.t("player-list-no-child"),
        };
        let ws = ui.fit_size(&who, size::BODY, false, ui.width - 560.0);
        ui.text(
            &who,
            40.0,
            40.0 + ui.line_height(s),
            ws,
            false,
            Align::Left,
            p.text_dim,
        );
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
        for (r, e) in self.rows(ui).into_iter().zip(&self.entries) {
            let b = button_rect(ui, r);
            let under = b.y + b.h + 6.0;
            let w = b.w;
            match &e.lesson {
                Ok(lesson) => {
                    if let Some(sum) = &lesson.summary {
                        let st = ctx.t(sum);
                        let ss = ui.fit_size(&st, size::SMALL, false, w);
                        ui.text(&st, b.x, under, ss, false, Align::Left, p.text_dim);
                    }
                    let stars = self.profiles.current_stars(&lesson.id);
                    draw_stars(ui, ctx, stars, b.x + b.w + 40.0, b.y + b.h / 2.0);
                }
                Err(errors) => {
                    let first = errors.first().map(ToString::to_string).unwrap_or_default();
                    let fs = ui.fit_size(&first, size::SMALL, false, r.w);
                    ui.text(&first, b.x, under, fs, false, Align::Left, p.bad);
                }
            }
        }
    }
}

/// The lesson's button inside its row (the summary goes under it, the stars to its right).
fn button_rect(ui: &Ui, row: Rect) -> Rect {
    let h = (row.h - ui.line_height(size::SMALL) - 10.0)
        .clamp(50.0, 96.0)
        .max(crate::app::layout::touch(ui));
    Rect::new(row.x, row.y, (row.w - 360.0).min(1100.0), h)
}

/// Three stars, filled as earned, and the count in words (nothing earned yet: hollow stars).
fn draw_stars(ui: &Ui, ctx: &Ctx, stars: Option<u8>, x: f32, cy: f32) {
    let p = &ui.palette;
    let r = 26.0;
    super::draw::star_row(ui, stars.unwrap_or(0), x, cy - 16.0, r);
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
