//! Notices: what the teacher should know about the files (a text file with mistakes, a damaged save put
//! back, a kit printed…). A notice's first line is a plain sentence; the lines after it are the details
//! (file:line:column and what is wrong), shown on demand.
//!
//! The home screen shows them in the free sixth place of its grid of games ([`summary_area`]), where they
//! cover no button at any window or text size; [`NoticeScreen`] lists them all, each with its details on
//! demand and a button to dismiss it.

use macroquad::prelude::*;

use crate::data::DataError;
use crate::i18n::Texts;

use super::ui::{self, Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};

/// The plain sentence of a notice (its first line).
pub fn plain(notice: &str) -> &str {
    notice.lines().next().unwrap_or("")
}

/// The details of a notice (the lines after the first), if any.
pub fn details(notice: &str) -> Option<&str> {
    notice
        .split_once('\n')
        .map(|(_, d)| d.trim())
        .filter(|d| !d.is_empty())
}

/// A notice made of a plain sentence and its details.
pub fn with_details(plain: &str, details: &str) -> String {
    format!("{plain}\n{details}")
}

/// A data file's problem as the app shows it: `file:line:column: what is wrong`, in the user's language
/// when the problem has its words in the texts (else in English, as the command line says it).
pub fn describe(texts: &Texts, e: &DataError) -> String {
    texts.describe(e)
}

/// Everything to show: the news (`info`) first, then the notices.
pub fn all(ctx: &Ctx) -> Vec<String> {
    ctx.info.iter().chain(&ctx.notices).cloned().collect()
}

/// Where the home screen shows its notices: `cell` (a free place of its grid), with the two buttons at
/// its bottom. Returns the text area and the buttons (read them all, dismiss them all).
pub fn summary_area(cell: Rect) -> (Rect, [Rect; 2]) {
    let pad = 16.0;
    let button_h = 90.0_f32.min(cell.h * 0.4);
    let buttons = ui::row(
        Rect::new(
            cell.x + pad,
            cell.y + cell.h - pad - button_h,
            cell.w - 2.0 * pad,
            button_h,
        ),
        2,
        12.0,
    );
    let text = Rect::new(
        cell.x + pad,
        cell.y + pad,
        cell.w - 2.0 * pad,
        cell.h - 3.0 * pad - button_h,
    );
    (text, [buttons[0], buttons[1]])
}

/// Draws the plain sentences of the notices in `area`, as many as fit, then how many more there are.
pub fn draw_summary(ctx: &Ctx, ui: &Ui, cell: Rect) {
    let p = &ui.palette;
    let notices = all(ctx);
    ui.panel(cell, p.panel, p.bad, 4.0);
    let (area, _) = summary_area(cell);
    let mut y = area.y;
    let title = ctx.tr("notice-count", &[("count", notices.len().into())]);
    let s = ui.fit_size(&title, size::BODY, true, area.w);
    ui.text(&title, area.x, y, s, true, Align::Left, p.text);
    y += ui.line_height(s) + 8.0;
    for (shown, n) in notices.iter().enumerate() {
        let text = plain(n);
        let h = ui.paragraph_height(text, area.w, size::SMALL, false);
        let rest = notices.len() - shown;
        let more_h = if rest > 1 {
            ui.line_height(size::SMALL)
        } else {
            0.0
        };
        if y + h + more_h > area.y + area.h {
            // Nothing fits but the title: it already says how many there are.
            if shown == 0 {
                return;
            }
            let more = ctx.tr("notice-more", &[("count", rest.into())]);
            if y + ui.line_height(size::SMALL) <= area.y + area.h {
                ui.text(
                    &more,
                    area.x,
                    y,
                    size::SMALL,
                    false,
                    Align::Left,
                    p.text_dim,
                );
            }
            return;
        }
        ui.paragraph(
            text,
            area.x,
            y,
            area.w,
            size::SMALL,
            false,
            Align::Left,
            p.text,
        );
        y += h + 6.0;
    }
}

/// Every notice, each with its details on demand and a button to dismiss it.
#[derive(Default)]
pub struct NoticeScreen {
    /// The notice whose details are shown.
    open: Option<usize>,
    /// The first notice on the page.
    first: usize,
    /// The first notice of the next page (0 after the last page), as last laid out.
    next: std::cell::Cell<usize>,
}

impl NoticeScreen {
    /// The list with the details of notice `index` shown (as after pressing its "Details" button).
    pub fn opened(index: usize) -> NoticeScreen {
        NoticeScreen {
            open: Some(index),
            ..NoticeScreen::default()
        }
    }
}

const W_BACK: u32 = 1;
const W_NEXT: u32 = 2;
const W_DISMISS_ALL: u32 = 3;
const W_DETAILS: u32 = 100;
const W_DISMISS: u32 = 1000;

/// One notice on the page: its index, its text area and its two buttons (details, dismiss).
struct Row {
    index: usize,
    text: Rect,
    details: Rect,
    dismiss: Rect,
}

const TOP: f32 = 170.0;

fn buttons_w(ui: &Ui) -> f32 {
    (ui.width * 0.36).min(640.0)
}

impl NoticeScreen {
    /// The notices on the page, laid out from `first` as long as they fit above the bottom buttons.
    fn rows(&self, ctx: &Ctx, ui: &Ui) -> (Vec<Row>, bool) {
        let notices = all(ctx);
        let bottom = ui.height - 150.0;
        let bw = buttons_w(ui);
        let text_w = ui.width - 80.0 - bw - 30.0;
        let mut y = TOP;
        let mut rows = Vec::new();
        for (index, n) in notices.iter().enumerate().skip(self.first) {
            let mut text = plain(n).to_string();
            if self.open == Some(index)
                && let Some(d) = details(n)
            {
                text = format!("{text}\n{d}");
            }
            let h = ui
                .paragraph_height(&text, text_w, size::SMALL, false)
                .max(90.0);
            if y + h > bottom && !rows.is_empty() {
                return (rows, true);
            }
            let buttons = ui::row(Rect::new(ui.width - 40.0 - bw, y, bw, 90.0), 2, 12.0);
            rows.push(Row {
                index,
                text: Rect::new(40.0, y, text_w, h),
                details: buttons[0],
                dismiss: buttons[1],
            });
            y += h + 24.0;
        }
        (rows, false)
    }

    fn dismiss(ctx: &mut Ctx, index: usize) {
        if ctx.info.is_some() {
            if index == 0 {
                ctx.info = None;
                return;
            }
            ctx.notices.remove(index - 1);
        } else if index < ctx.notices.len() {
            ctx.notices.remove(index);
        }
    }
}

impl Screen for NoticeScreen {
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let notices = all(ctx);
        let (rows, more) = self.rows(ctx, ui);
        self.next.set(if more {
            rows.last().map_or(0, |r| r.index + 1)
        } else {
            0
        });
        let mut out = Vec::new();
        for row in &rows {
            let has_details = details(&notices[row.index]).is_some();
            let label = if self.open == Some(row.index) {
                ctx.t("notice-hide-details")
            } else {
                ctx.t("notice-details")
            };
            let mut w = Widget::new(W_DETAILS + row.index as u32, row.details, label);
            w.enabled = has_details;
            out.push(w);
            out.push(Widget::new(
                W_DISMISS + row.index as u32,
                row.dismiss,
                ctx.t("notice-dismiss"),
            ));
        }
        let bottom = ui::row(
            Rect::new(40.0, ui.height - 120.0, ui.width - 80.0, 90.0),
            3,
            16.0,
        );
        out.push(
            Widget::new(W_BACK, bottom[0], ctx.t("app-back"))
                .primary()
                .key(ctx.t("app-key-escape")),
        );
        if !notices.is_empty() {
            out.push(Widget::new(
                W_DISMISS_ALL,
                bottom[1],
                ctx.t("notice-dismiss-all"),
            ));
        }
        if more || self.first > 0 {
            out.push(Widget::new(W_NEXT, bottom[2], ctx.t("notice-next")));
        }
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        match id {
            W_BACK => return Command::Pop,
            W_DISMISS_ALL => {
                ctx.notices.clear();
                ctx.info = None;
                return Command::Pop;
            }
            W_NEXT => {
                // The next page starts after the last row shown; after the last page, the first.
                self.open = None;
                self.first = self.next.get();
            }
            id if id >= W_DISMISS => {
                Self::dismiss(ctx, (id - W_DISMISS) as usize);
                self.open = None;
                if all(ctx).is_empty() {
                    return Command::Pop;
                }
            }
            id if id >= W_DETAILS => {
                let i = (id - W_DETAILS) as usize;
                self.open = if self.open == Some(i) { None } else { Some(i) };
            }
            _ => {}
        }
        Command::None
    }

    fn animating(&self) -> bool {
        false
    }

    fn update(&mut self, ctx: &mut Ctx, _dt: f32) -> Command {
        let n = all(ctx).len();
        if self.first >= n {
            self.first = 0;
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        ui.screen_title(&ctx.t("notice-title"));
        let notices = all(ctx);
        let (rows, _) = self.rows(ctx, ui);
        for row in rows {
            let n = &notices[row.index];
            let mut text = plain(n).to_string();
            if self.open == Some(row.index)
                && let Some(d) = details(n)
            {
                text = format!("{text}\n{d}");
            }
            ui.paragraph(
                &text,
                row.text.x,
                row.text.y,
                row.text.w,
                size::SMALL,
                false,
                Align::Left,
                p.text,
            );
        }
    }
}
