//! The class list: each child taps their name (no password) and the lessons keep their stars. The teacher
//! types a name and adds it, or switches to "remove" and taps a name to take it off the list. Every
//! change is saved at once (atomically, see [`crate::app::profiles`]).

use macroquad::prelude::*;

use crate::app::profiles::Profiles;
use crate::app::ui::{self, Align, Ui, Widget, size};
use crate::app::{Command, Ctx, Screen};

const W_BACK: u32 = 1;
const W_ADD: u32 = 2;
const W_REMOVE: u32 = 3;
const W_NOBODY: u32 = 4;
/// Names: `W_NAME + index`.
const W_NAME: u32 = 100;

/// The class of the screenshots and tests.
pub const EXAMPLE_NAMES: [&str; 6] = ["Léa", "Hugo", "Inès", "Noah", "Chloé", "Maël"];

pub struct ChildrenScreen {
    profiles: Profiles,
    typed: String,
    removing: bool,
    /// A message id about the last attempt (a name refused, a save that failed).
    problem: Option<String>,
    /// Why the children's file could not be read, until a save goes through (see [`Profiles::unread`]).
    unread: Option<String>,
}

impl ChildrenScreen {
    pub fn new(ctx: &mut Ctx) -> ChildrenScreen {
        let (profiles, problem) = Profiles::load(&ctx.store);
        let unread = Profiles::unread(&ctx.texts, problem.as_ref());
        if let Some(e) = problem {
            ctx.notices.push(Profiles::notice(&ctx.texts, &e));
        }
        ChildrenScreen {
            profiles,
            typed: String::new(),
            removing: false,
            problem: None,
            unread,
        }
    }

    /// A screen with these names (screenshots, tests).
    pub fn with_names(names: &[&str], current: Option<&str>) -> ChildrenScreen {
        let mut profiles = Profiles::default();
        for n in names {
            let _ = profiles.add(n);
        }
        profiles.current = current.map(str::to_string);
        ChildrenScreen {
            profiles,
            typed: String::new(),
            removing: false,
            problem: None,
            unread: None,
        }
    }

    fn save(&mut self, ctx: &mut Ctx) {
        if ctx.still {
            return;
        }
        let saved = self.profiles.save(&ctx.store);
        if saved.is_ok() {
            self.unread = None;
        }
        if let Err(e) = saved {
            // One short line here; the whole notice, with what to do, on the home screen (once, however
            // many changes fail the same way). The list stays as shown: the next save that goes through
            // writes all of it.
            self.problem = Some(e.short(&ctx.texts));
            let notice = e.notice(&ctx.texts);
            if !ctx.notices.contains(&notice) {
                ctx.notices.push(notice);
            }
        }
    }

    /// The line under the title: how to pick a name, or how to add the first one.
    fn help(&self, ctx: &Ctx) -> String {
        if let Some(reason) = &self.unread {
            ctx.tr("player-list-unread", &[("reason", reason.clone().into())])
        } else if self.profiles.children.is_empty() {
            ctx.t("player-children-empty")
        } else {
            ctx.t("player-children-help")
        }
    }

    /// Where the help text starts (under the title) and where the names start (under the help, which
    /// takes more lines at large text sizes).
    fn help_and_grid_top(&self, ctx: &Ctx, ui: &Ui) -> (f32, f32) {
        let help_y = 40.0 + ui.line_height(size::TITLE);
        let help_h = ui.paragraph_height(&self.help(ctx), ui.width - 80.0, size::BODY, false);
        (help_y, (help_y + help_h + 20.0).max(190.0))
    }

    fn grid(&self, ctx: &Ctx, ui: &Ui) -> Vec<Rect> {
        let cols = 4;
        let top = self.help_and_grid_top(ctx, ui).1;
        let h = 90.0;
        let gap = 16.0;
        let w = (ui.width - 80.0 - gap * (cols as f32 - 1.0)) / cols as f32;
        (0..self.profiles.children.len())
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                Rect::new(
                    40.0 + c as f32 * (w + gap),
                    top + r as f32 * (h + gap),
                    w,
                    h,
                )
            })
            .collect()
    }

    /// The room kept under the name being typed for the line about the last attempt (a name refused,
    /// a save that failed): one line, more when it wraps at a large text size.
    fn problem_h(&self, ui: &Ui) -> f32 {
        let one = ui.line_height(size::SMALL);
        self.problem
            .as_ref()
            .map_or(one, |p| {
                ui.paragraph_height(p, ui.width - 80.0, size::SMALL, true)
            })
            .max(one)
    }

    /// The box of the name being typed: above the line about the last attempt, itself above the
    /// bottom buttons.
    fn entry_rect(&self, ui: &Ui) -> Rect {
        let y = ui.height - 120.0 - 12.0 - self.problem_h(ui) - 6.0 - 90.0;
        Rect::new(
            40.0,
            y.min(ui.height - 250.0),
            (ui.width - 120.0) * 0.5,
            90.0,
        )
    }

    /// A screen showing `problem` under the name being typed (screenshots, layout tests).
    pub fn with_problem(mut self, problem: String) -> ChildrenScreen {
        self.problem = Some(problem);
        self
    }
}

impl Screen for ChildrenScreen {
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let mut out = Vec::new();
        for (i, (r, child)) in self
            .grid(ctx, ui)
            .into_iter()
            .zip(&self.profiles.children)
            .enumerate()
        {
            let on = self.profiles.current.as_deref() == Some(child.name.as_str());
            let label = if self.removing {
                ctx.tr("player-remove-name", &[("name", child.name.clone().into())])
            } else {
                child.name.clone()
            };
            out.push(Widget::new(W_NAME + i as u32, r, label).selected(on && !self.removing));
        }
        let e = self.entry_rect(ui);
        let right = Rect::new(e.x + e.w + 40.0, e.y, ui.width - e.x - e.w - 80.0, e.h);
        let row = ui::row(right, 2, 14.0);
        out.push(
            Widget::new(W_ADD, row[0], ctx.t("player-add-name")).key(ctx.t("player-key-enter")),
        );
        out.push(
            Widget::new(W_REMOVE, row[1], ctx.t("player-remove-mode")).selected(self.removing),
        );
        let bottom = ui::row(
            Rect::new(40.0, ui.height - 120.0, ui.width - 80.0, 90.0),
            2,
            14.0,
        );
        out.push(
            Widget::new(W_NOBODY, bottom[0], ctx.t("player-nobody"))
                .selected(self.profiles.current.is_none()),
        );
        out.push(
            Widget::new(W_BACK, bottom[1], ctx.t("app-back"))
                .primary()
                .key(ctx.t("app-key-escape")),
        );
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        self.problem = None;
        match id {
            W_BACK => return Command::Pop,
            W_ADD => match self.profiles.add(&self.typed) {
                Ok(()) => {
                    self.profiles.current = Some(self.typed.trim().to_string());
                    self.typed.clear();
                    self.save(ctx);
                }
                Err(e) => self.problem = Some(ctx.t(e.message_id())),
            },
            W_REMOVE => self.removing = !self.removing,
            W_NOBODY => {
                self.profiles.current = None;
                self.save(ctx);
            }
            id if id >= W_NAME => {
                let Some(name) = self
                    .profiles
                    .children
                    .get((id - W_NAME) as usize)
                    .map(|c| c.name.clone())
                else {
                    return Command::None;
                };
                if self.removing {
                    self.profiles.remove(&name);
                    self.removing = false;
                    self.save(ctx);
                } else {
                    self.profiles.current = Some(name);
                    self.save(ctx);
                    return Command::Pop;
                }
            }
            _ => {}
        }
        Command::None
    }

    fn key(&mut self, ctx: &mut Ctx, key: KeyCode) -> Option<Command> {
        match key {
            KeyCode::Backspace => {
                self.typed.pop();
                Some(Command::None)
            }
            KeyCode::Enter | KeyCode::KpEnter => Some(self.activate(ctx, W_ADD)),
            // Letters are typed, not shortcuts.
            _ => Some(Command::None),
        }
    }

    fn animating(&self) -> bool {
        false
    }

    fn update(&mut self, _ctx: &mut Ctx, _dt: f32) -> Command {
        while let Some(c) = get_char_pressed() {
            if !c.is_control() && self.typed.chars().count() < Profiles::MAX_NAME {
                self.typed.push(c);
            }
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        ui.screen_title(&ctx.t("player-children-title"));
        ui.paragraph(
            &self.help(ctx),
            40.0,
            self.help_and_grid_top(ctx, ui).0,
            ui.width - 80.0,
            size::BODY,
            false,
            Align::Left,
            p.text_dim,
        );
        let e = self.entry_rect(ui);
        ui.text(
            &ctx.t("player-new-name"),
            e.x,
            e.y - ui.line_height(size::SMALL) - 4.0,
            size::SMALL,
            true,
            Align::Left,
            p.text,
        );
        ui.panel(e, p.panel, p.edge, 3.0);
        let shown = format!("{}|", self.typed);
        ui.text(
            &shown,
            e.x + 20.0,
            e.y + (e.h - ui.line_height(size::BIG)) / 2.0,
            size::BIG,
            false,
            Align::Left,
            p.text,
        );
        if let Some(problem) = &self.problem {
            ui.paragraph(
                problem,
                e.x,
                e.y + e.h + 6.0,
                ui.width - 80.0,
                size::SMALL,
                true,
                Align::Left,
                p.bad,
            );
        }
    }
}
