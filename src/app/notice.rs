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

use super::layout;
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

/// The notice for a board file that does not read: a plain sentence naming the file as the teacher
/// copied it (its place in the data folder), the mistake (file:line:column and what is wrong) as its
/// details.
pub fn board(texts: &Texts, e: &DataError) -> String {
    let short = short_path(&e.path);
    let file = file_at_lines(texts, &short, &[e.line]);
    with_details(
        &texts.tr("notice-board", &[("file", file.into())]),
        &describe(texts, e),
    )
}

/// A game's board file when it does not read: its first mistake, its place in the data folder
/// (`assets/boards/schada.toml`), and that place with the mistake's line, as a notice's sentence says
/// it (`assets/boards/schada.toml (line 4)`).
pub fn broken_board(ctx: &Ctx, game: crate::core::GameId) -> Option<(DataError, String, String)> {
    let Err(crate::boards::OpenError::Board(errors)) = ctx.boards.open(game, None) else {
        return None;
    };
    let e = errors.into_iter().next()?;
    let short = short_path(&e.path);
    let file = file_at_lines(&ctx.texts, &short, &[e.line]);
    Some((e, short, file))
}

/// The notices of the teacher's rule lists that do not read (`lessons/<game>/rules.toml`): one a
/// file, its first mistake's line in the sentence, every mistake in the details. The lessons are
/// checked against the shipped list meanwhile.
#[cfg(not(target_arch = "wasm32"))]
pub fn rule_lists(texts: &Texts) -> Vec<String> {
    let mut out = Vec::new();
    for game in crate::core::GameId::ALL {
        let relative = crate::lesson::rules::path_for(game);
        // (A copy that cannot be read at all, bytes of another encoding: its one problem.)
        let errors = match crate::data::load_copy(&relative) {
            Some(Ok(copy)) => match crate::lesson::rules::parse(&copy.path, &copy.text) {
                Ok(_) => continue,
                Err(errors) => errors,
            },
            Some(Err(e)) => vec![e],
            None => continue,
        };
        let Some(path) = errors.first().map(|e| e.path.clone()) else {
            continue;
        };
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        let file = file_at_lines(texts, &short_path(&path), &lines);
        let details: Vec<String> = errors.iter().map(|e| describe(texts, e)).collect();
        out.push(with_details(
            &texts.tr("notice-rules", &[("file", file.into())]),
            &details.join("\n"),
        ));
    }
    out
}

/// A teacher's file as they copied it: its place in the data folder (`lessons/espion/fr.ftl`), or the
/// path as it is when it lies elsewhere.
pub fn short_path(path: &str) -> String {
    crate::data::override_dir()
        .and_then(|d| {
            std::path::Path::new(path)
                .strip_prefix(d)
                .ok()
                .map(|p| p.display().to_string())
        })
        .unwrap_or_else(|| path.to_string())
}

/// A file's name followed by the lines of its mistakes, as the plain sentence of a notice says it:
/// `lessons/espion/fr.ftl (line 8)`, `… (lines 8, 12)`; the name alone when no line is known (a problem
/// with the whole file).
pub fn file_at_lines(texts: &Texts, file: &str, lines: &[usize]) -> String {
    let mut known: Vec<usize> = lines.iter().copied().filter(|&l| l > 0).collect();
    known.sort_unstable();
    known.dedup();
    if known.is_empty() {
        return file.to_string();
    }
    let list = known
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    texts.tr(
        "notice-file-at-lines",
        &[
            ("file", file.into()),
            ("count", known.len().into()),
            ("lines", list.into()),
        ],
    )
}

/// Everything to show: the news (`info`) first, then the notices.
pub fn all(ctx: &Ctx) -> Vec<String> {
    ctx.info.iter().chain(&ctx.notices).cloned().collect()
}

/// Where the home screen shows its notices: `cell` (a free place of its grid), with the two buttons at
/// its bottom. Returns the text area and the buttons (read them all, dismiss them all).
pub fn summary_area(ctx: &Ctx, ui: &Ui, cell: Rect) -> (Rect, [Rect; 2]) {
    let pad = 16.0;
    let button_h = 90.0_f32.min(cell.h * 0.4);
    // "Tout fermer" is longer than "Lire": each as wide as its words ask.
    let buttons = layout::row_by_words(
        ui,
        Rect::new(
            cell.x + pad,
            cell.y + cell.h - pad - button_h,
            cell.w - 2.0 * pad,
            button_h,
        ),
        &[ctx.t("notice-read"), ctx.t("notice-dismiss-all")],
    );
    let text = Rect::new(
        cell.x + pad,
        cell.y + pad,
        cell.w - 2.0 * pad,
        cell.h - 3.0 * pad - button_h,
    );
    (text, [buttons[0], buttons[1]])
}

/// Draws the plain sentences of the notices in `cell`, as many as fit, then how many more there are.
/// When the first does not fit whole (large text in a small window), its words get smaller, down to
/// the size of the normal text; if it still does not fit, its first lines are shown, ending in "…":
/// the "Read" button below opens the list with every word.
pub fn draw_summary(ctx: &Ctx, ui: &Ui, cell: Rect) {
    let p = &ui.palette;
    let notices = all(ctx);
    ui.panel(cell, p.panel, p.bad, 4.0);
    let (area, _) = summary_area(ctx, ui, cell);
    let title = ctx.tr("notice-count", &[("count", notices.len().into())]);
    let s = ui.fit_size(&title, size::BODY, true, area.w);
    ui.text(&title, area.x, area.y, s, true, Align::Left, p.text);
    let limit = area.y + area.h;
    let mut column = layout::Column {
        x: area.x,
        y: area.y + ui.line_height(s) + 8.0,
        w: area.w,
        limit,
    };
    // The size of the sentences: the small text, or smaller (never below the normal text's small
    // size) when the first sentence and the line of how many more would not fit.
    let more_h = |size: f32| {
        if notices.len() > 1 {
            ui.line_height(size)
        } else {
            0.0
        }
    };
    let size = match notices.first() {
        Some(first) => {
            let normal = size::SMALL / ui.px(1.0);
            let mut s = size::SMALL;
            while s > normal
                && column.y + ui.paragraph_height(plain(first), area.w, s, false) + more_h(s)
                    > limit
            {
                s = (s - 1.0).max(normal);
            }
            s
        }
        None => size::SMALL,
    };
    let line = ui.line_height(size);
    // "… and n more", under the last sentence shown (room for it was kept under that sentence).
    let more = |column: &layout::Column, count: usize| {
        let y = column.y.min(limit - line);
        if count > 0 && y >= area.y {
            let text = ctx.tr("notice-more", &[("count", count.into())]);
            let s = ui.fit_size(&text, size, false, area.w);
            ui.text(&text, area.x, y, s, false, Align::Left, p.text_dim);
        }
    };
    for (shown, n) in notices.iter().enumerate() {
        let text = plain(n);
        let rest = notices.len() - shown - 1;
        let more_h = if rest > 0 { line } else { 0.0 };
        let h = ui.paragraph_height(text, area.w, size, false);
        if column.y + h + more_h <= limit {
            column.paragraph(ui, text, size, false, p.text);
            column.gap(6.0);
            continue;
        }
        if shown > 0 {
            more(&column, rest + 1);
            return;
        }
        // The first notice does not fit whole: its first lines, and room kept for "… and n more".
        let mut cut = layout::Column {
            limit: limit - more_h,
            ..column
        };
        cut.paragraph(ui, text, size, false, p.text);
        column.y = cut.y;
        more(&column, rest);
        return;
    }
}

/// Every notice, each with its details on demand and a button to dismiss it. A notice's details open
/// under its sentence, the other notices moving down; when they do not fit on the page, the notice
/// starts the page, and when they are longer than a page, "Next page" goes through them.
#[derive(Default)]
pub struct NoticeScreen {
    /// The notice whose details are shown.
    open: Option<usize>,
    /// The first notice on the page.
    first: usize,
    /// The first line shown of the open notice, when its details are longer than the page.
    line: usize,
    /// Where "Next page" goes, as last laid out: the next notice, or the next line of the open one (0
    /// after the last page: back to the first).
    next: std::cell::Cell<usize>,
    /// The first notice of the page as last laid out (the open notice may have moved to the top), and
    /// whether that page shows the open notice alone, line by line.
    shown: std::cell::Cell<(usize, bool)>,
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

/// One line of a row: its words, and whether it belongs to the details (drawn indented, each detail
/// starting with a bullet).
struct Line {
    words: String,
    detail: bool,
    bullet: bool,
}

/// One notice on the page: its index, the lines shown and where, and its two buttons (details,
/// dismiss).
struct Row {
    index: usize,
    lines: Vec<Line>,
    /// Its sentence was cut to fit: "Details" shows it whole.
    cut: bool,
    text: Rect,
    details: Rect,
    dismiss: Rect,
}

const TOP: f32 = 170.0;
/// The height of the buttons of a row.
const ROW_BUTTON_H: f32 = 90.0;
/// How far the details stand in from their notice's sentence.
const DETAIL_INDENT: f32 = 32.0;

fn buttons_w(ui: &Ui) -> f32 {
    (ui.width * 0.36).min(640.0)
}

/// The page of the notice list: its rows, and where "Next page" goes (`None`: everything is shown).
struct Page {
    rows: Vec<Row>,
    next: Option<usize>,
    /// The first notice on the page.
    first: usize,
    /// The page shows the open notice alone, and "Next page" goes to its next lines.
    by_line: bool,
    /// Then, which page of the notice this is, and how many it has.
    page_of: Option<(usize, usize)>,
}

impl NoticeScreen {
    /// The lines of a notice: its sentence, then its details when it is open.
    fn lines(ui: &Ui, notice: &str, open: bool, w: f32) -> Vec<Line> {
        let mut lines: Vec<Line> = ui
            .wrap(plain(notice), size::SMALL, false, w)
            .into_iter()
            .map(|words| Line {
                words,
                detail: false,
                bullet: false,
            })
            .collect();
        if let (true, Some(d)) = (open, details(notice)) {
            for detail in d.lines().filter(|l| !l.trim().is_empty()) {
                let wrapped = ui.wrap(detail.trim(), size::SMALL, false, w - DETAIL_INDENT);
                lines.extend(wrapped.into_iter().enumerate().map(|(k, words)| Line {
                    words,
                    detail: true,
                    bullet: k == 0,
                }));
            }
        }
        lines
    }

    /// The notices on the page, laid out from `first` as long as they fit above the bottom buttons,
    /// the open one with its details. `None` when the open notice is on the page but does not fit
    /// whole there.
    fn list_page(&self, ctx: &Ctx, ui: &Ui, first: usize) -> Option<Page> {
        let notices = all(ctx);
        let bottom = ui.height - 150.0;
        let bw = buttons_w(ui);
        let text_w = ui.width - 80.0 - bw - 30.0;
        let lh = ui.line_height(size::SMALL);
        let mut y = TOP;
        let mut rows = Vec::new();
        for (index, n) in notices.iter().enumerate().skip(first) {
            let open = self.open == Some(index);
            let mut lines = Self::lines(ui, n, open, text_w);
            let room = (((bottom - y) / lh + 0.01).floor().max(1.0)) as usize;
            let whole = lines.len() <= room;
            if !whole {
                if open {
                    return None;
                }
                if !rows.is_empty() {
                    return Some(Page {
                        rows,
                        next: Some(index),
                        first,
                        by_line: false,
                        page_of: None,
                    });
                }
                // A sentence longer than the page (enormous text on a small window): its first lines,
                // the rest with its details.
                lines.truncate(room);
                if let Some(last) = lines.last_mut() {
                    last.words = layout::ellipsis(ui, &last.words, size::SMALL, false, text_w);
                }
            }
            let h = (lines.len() as f32 * lh).max(ROW_BUTTON_H);
            // "Hide the details" is the longest label: each button as wide as its words ask.
            let b = layout::fitted_row(
                ui,
                Rect::new(ui.width - 40.0 - bw, y, bw, ROW_BUTTON_H),
                &[
                    &ctx.t(if open {
                        "notice-hide-details"
                    } else {
                        "notice-details"
                    }),
                    &ctx.t("notice-dismiss"),
                ],
                ROW_BUTTON_H,
            );
            rows.push(Row {
                index,
                lines,
                cut: !whole,
                text: Rect::new(40.0, y, text_w, h),
                details: b[0],
                dismiss: b[1],
            });
            y += h + 24.0;
            if y + ROW_BUTTON_H > bottom && index + 1 < notices.len() {
                return Some(Page {
                    rows,
                    next: Some(index + 1),
                    first,
                    by_line: false,
                    page_of: None,
                });
            }
        }
        let next = (first > 0).then_some(0);
        Some(Page {
            rows,
            next,
            first,
            by_line: false,
            page_of: None,
        })
    }

    /// The page: the list from `first`, the open notice's details under its sentence; when they do
    /// not fit there, the list from the open notice; when they do not fit on a page at all, the open
    /// notice alone, its lines from `line`.
    fn page(&self, ctx: &Ctx, ui: &Ui) -> Page {
        let notices = all(ctx);
        let Some(index) = self.open.filter(|&i| i < notices.len()) else {
            return self
                .list_page(ctx, ui, self.first)
                .expect("a list with no open notice always lays out");
        };
        if self.line == 0 {
            let tries = [self.first.min(index), index];
            if let Some(page) = tries.iter().find_map(|&f| self.list_page(ctx, ui, f)) {
                return page;
            }
        }
        let bottom = ui.height - 150.0;
        let bw = buttons_w(ui);
        let text_w = ui.width - 80.0 - bw - 30.0;
        let lh = ui.line_height(size::SMALL);
        let all_lines = Self::lines(ui, &notices[index], true, text_w);
        let room = (((bottom - TOP) / lh + 0.01).floor() as usize).max(1);
        let from = self.line.min(all_lines.len().saturating_sub(1));
        let to = (from + room).min(all_lines.len());
        let total = all_lines.len();
        let lines: Vec<Line> = all_lines.into_iter().skip(from).take(to - from).collect();
        let b = layout::fitted_row(
            ui,
            Rect::new(ui.width - 40.0 - bw, TOP, bw, ROW_BUTTON_H),
            &[&ctx.t("notice-hide-details"), &ctx.t("notice-dismiss")],
            ROW_BUTTON_H,
        );
        Page {
            rows: vec![Row {
                index,
                cut: false,
                text: Rect::new(40.0, TOP, text_w, lines.len() as f32 * lh),
                lines,
                details: b[0],
                dismiss: b[1],
            }],
            next: if to < total {
                Some(to)
            } else if from > 0 {
                Some(0)
            } else {
                None
            },
            first: index,
            by_line: true,
            page_of: Some((from / room + 1, total.div_ceil(room))),
        }
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
        let page = self.page(ctx, ui);
        self.next.set(page.next.unwrap_or(0));
        self.shown.set((page.first, page.by_line));
        let mut out = Vec::new();
        for row in &page.rows {
            let has_details =
                details(&notices[row.index]).is_some() || row.cut || self.open == Some(row.index);
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
        if let Some(next) = page.next {
            // After the last page of a notice's details, the button goes back to its first.
            let label = if page.by_line && next == 0 {
                "notice-first-page"
            } else {
                "notice-next"
            };
            out.push(Widget::new(W_NEXT, bottom[2], ctx.t(label)));
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
                // The next page starts after the last row (or line) shown; after the last, the first.
                if self.shown.get().1 {
                    self.line = self.next.get();
                } else {
                    self.open = None;
                    self.first = self.next.get();
                }
            }
            id if id >= W_DISMISS => {
                Self::dismiss(ctx, (id - W_DISMISS) as usize);
                self.open = None;
                self.line = 0;
                self.first = self.shown.get().0;
                if all(ctx).is_empty() {
                    return Command::Pop;
                }
            }
            id if id >= W_DETAILS => {
                let i = (id - W_DETAILS) as usize;
                self.line = 0;
                // The list stays at the page shown (which starts at the open notice when its details
                // did not fit under the notices above it).
                self.first = self.shown.get().0;
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
        if self.open.is_some_and(|i| i >= n) {
            self.open = None;
        }
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        let page = self.page(ctx, ui);
        // A notice's details over several pages: which one this is.
        let title = match page.page_of {
            Some((page, pages)) => ctx.tr(
                "notice-title-page",
                &[("page", page.into()), ("pages", pages.into())],
            ),
            None => ctx.t("notice-title"),
        };
        ui.screen_title(&title);
        let lh = ui.line_height(size::SMALL);
        for row in page.rows {
            for (k, line) in row.lines.iter().enumerate() {
                let y = row.text.y + k as f32 * lh;
                let x = if line.detail {
                    row.text.x + DETAIL_INDENT
                } else {
                    row.text.x
                };
                if line.bullet {
                    ui.text(
                        "•",
                        row.text.x + 10.0,
                        y,
                        size::SMALL,
                        false,
                        Align::Left,
                        p.text,
                    );
                }
                ui.text(&line.words, x, y, size::SMALL, false, Align::Left, p.text);
            }
        }
    }
}

/// A class's worth of notices, made the way the app makes them (screenshots and layout tests: many
/// notices at once, long sentences, long paths): a damaged list of children put back from its good
/// copy, a teacher's text file with mistakes, a game save set aside, a save on a full disk, a board
/// file that does not read, and a kit printed.
pub fn examples(texts: &Texts) -> Vec<String> {
    use super::store::{StoreError, StoreErrorKind};
    let folder = "/home/enseignant/.local/share/ludoclasse";
    // A file cut short at `column` of its one line, as the JSON reader says it.
    let cut_short = |column: usize| {
        Box::new(
            crate::data::Words::new("store-reason-json")
                .with_words("what", crate::data::Words::new("json-cut-short"))
                .with("line", 1)
                .with("column", column),
        )
    };
    let restored = StoreError {
        path: format!("{folder}/profiles.json"),
        kind: StoreErrorKind::Restored {
            reason: cut_short(60),
            set_aside: "profiles.json.corrupt".into(),
            from: "profiles.json.good".into(),
        },
    };
    let corrupt = StoreError {
        path: format!("{folder}/saves/espion.json"),
        kind: StoreErrorKind::Corrupt {
            reason: cut_short(23),
            set_aside: "saves/espion.json.corrupt".into(),
        },
    };
    let full = StoreError {
        path: format!("{folder}/saves/schada.json"),
        kind: StoreErrorKind::Write(crate::data::io_words(&std::io::Error::from(
            std::io::ErrorKind::StorageFull,
        ))),
    };
    let text_file = format!("{folder}/lessons/espion/fr.ftl");
    let mistakes: Vec<String> = (0..12)
        .map(|k| {
            let e = DataError {
                path: text_file.clone(),
                line: 8 + 7 * k,
                column: 1,
                words: Box::new(crate::data::Words::new("ftl-expected-equals")),
            };
            describe(texts, &e)
        })
        .collect();
    let texts_notice = with_details(
        &texts.tr(
            "notice-texts",
            &[
                ("file", "lessons/espion/fr.ftl".into()),
                ("count", mistakes.len().into()),
            ],
        ),
        &mistakes.join("\n"),
    );
    let board = board(
        texts,
        &DataError {
            path: format!("{folder}/assets/boards/tank-battle.toml"),
            line: 9,
            column: 17,
            words: Box::new(
                crate::data::Words::new("data-toml-syntax").with("raw", "invalid boolean"),
            ),
        },
    );
    vec![
        super::profiles::Profiles::notice(texts, &restored),
        texts_notice,
        corrupt.notice(texts),
        full.notice(texts),
        board,
    ]
}
