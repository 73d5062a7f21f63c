//! Where the parts of a screen go, chosen by the screen's shape as well as its size.
//!
//! A screen wider than tall (a projector, a laptop, a tablet held sideways) keeps its board on the left
//! and a column of text and buttons on the right. A screen taller than wide (a tablet held upright, a
//! desktop window made tall) puts the board on top across the whole width and the text and buttons
//! under it: a child's finger then gets the biggest squares the screen allows.
//!
//! Everything is in the virtual units of [`Ui`]; in portrait the screen is
//! [`super::ui::MIN_VIRTUAL_WIDTH`] units wide and taller than that. Every button is at least
//! [`TOUCH_PX`] pixels high ([`touch`]), about 9 mm on a 10-inch tablet.

use macroquad::prelude::{Color, Rect};

use super::gfx::{draw_line, draw_rectangle};
use super::ui::Ui;
use crate::core::geometry::Dims;

/// The smallest height of anything a finger taps, in pixels (CSS pixels in a browser).
pub const TOUCH_PX: f32 = 48.0;

/// The board's margin on each side in portrait, in units (the board takes the rest of the width).
pub const PORTRAIT_MARGIN: f32 = 8.0;

/// The gap between buttons, in units.
pub const GAP: f32 = 14.0;

/// The least width of a button in a [`share_row`], in units (when the row has room for it).
pub const ROW_MIN: f32 = 170.0;

/// The screen sizes every screen's layout is checked at (pixels): tablets upright and sideways, a
/// laptop, a projector.
pub const CHECKED_SIZES: [(f32, f32); 5] = [
    (768.0, 1024.0),
    (800.0, 1280.0),
    (1024.0, 768.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
];

/// True when the screen is taller than wide.
pub fn portrait(ui: &Ui) -> bool {
    ui.height > ui.width
}

/// The smallest height of a touch target on this screen, in units.
pub fn touch(ui: &Ui) -> f32 {
    (TOUCH_PX / ui.scale.max(0.01)).ceil()
}

/// A button's height: `preferred`, or more when that would be smaller than a finger.
pub fn button_h(ui: &Ui, preferred: f32) -> f32 {
    preferred.max(touch(ui))
}

/// How a screen with a board (or a card table, a race track) and a panel of text and buttons wants to be
/// laid out in portrait.
#[derive(Clone, Copy, Debug)]
pub struct Portrait {
    /// The board's area height for each unit of its width (8 × 8 squares with coordinates: 1).
    pub ratio: f32,
    /// Room the board needs under it beyond its `ratio` (the margin, a line of text under the board).
    pub below: f32,
    /// Height of the panel's text at the normal text size (grows with the teacher's text size).
    pub text: f32,
    /// Height of the panel's buttons and their margins (buttons do not grow with the text).
    pub buttons: f32,
}

impl Portrait {
    /// The ratio of a board of `files` × `ranks` squares drawn with its coordinates
    /// ([`crate::app::board_view::BoardGeom::fit`] adds 0.6 square for them).
    pub fn board_ratio(files: u8, ranks: u8) -> f32 {
        (f32::from(ranks) + 0.6) / (f32::from(files) + 0.6)
    }
}

/// The two parts of a screen with a board.
#[derive(Clone, Copy, Debug)]
pub struct Split {
    pub portrait: bool,
    /// The board's part: left of the panel (landscape) or above it (portrait).
    pub board: Rect,
    /// The text and buttons: a column on the right (landscape) or a band under the board (portrait).
    pub panel: Rect,
}

/// The panel's background and the line that parts it from the board (above it in portrait, on its left
/// otherwise).
pub fn draw_panel_back(ui: &Ui, panel: Rect, portrait: bool) {
    let (p, r) = (&ui.palette, panel);
    draw_rectangle(r.x, r.y, r.w, r.h, p.panel);
    if portrait {
        draw_line(r.x, r.y, r.x + r.w, r.y, 3.0, p.edge);
    } else {
        draw_line(r.x, r.y, r.x, r.y + r.h, 3.0, p.edge);
    }
}

/// Splits the screen between a board and a panel: in landscape, a panel `panel_w` wide on the right;
/// in portrait, the board across the width as tall as `shape.ratio` asks, leaving the panel at least
/// the room its text and buttons need.
pub fn split(ui: &Ui, panel_w: f32, shape: Portrait) -> Split {
    if !portrait(ui) {
        return Split {
            portrait: false,
            board: Rect::new(0.0, 0.0, ui.width - panel_w, ui.height),
            panel: Rect::new(ui.width - panel_w, 0.0, panel_w, ui.height),
        };
    }
    let wanted = PORTRAIT_MARGIN + (ui.width - 2.0 * PORTRAIT_MARGIN) * shape.ratio + shape.below;
    let panel_min = shape.text * ui.text_factor + shape.buttons;
    // The panel never gets less than a fifth of the screen, the board never less than half of it.
    let board_h = wanted
        .min(ui.height - panel_min)
        .min(ui.height * 0.8)
        .max(ui.height * 0.5);
    Split {
        portrait: true,
        board: Rect::new(0.0, 0.0, ui.width, board_h),
        panel: Rect::new(0.0, board_h, ui.width, ui.height - board_h),
    }
}

/// Like [`split`], for a screen whose board must keep the whole width in portrait (a board to play on):
/// the board gets all the height it asks for, the panel only the rest, never less than its text and
/// buttons need.
pub fn split_board_first(ui: &Ui, panel_w: f32, shape: Portrait) -> Split {
    let mut s = split(ui, panel_w, shape);
    if s.portrait {
        let wanted =
            PORTRAIT_MARGIN + (ui.width - 2.0 * PORTRAIT_MARGIN) * shape.ratio + shape.below;
        let panel_min = shape.text * ui.text_factor + shape.buttons;
        let board_h = wanted.min(ui.height - panel_min).max(ui.height * 0.5);
        s.board.h = board_h;
        s.panel = Rect::new(0.0, board_h, ui.width, ui.height - board_h);
    }
    s
}

/// The split of a screen with a board of `dims` to play on and a panel `panel_w` wide beside it: in
/// portrait the board (with its coordinates) across the width, and under it one line of text and
/// `buttons` units of buttons ([`split_board_first`]).
pub fn split_for_board(ui: &Ui, dims: Dims, panel_w: f32, buttons: f32) -> Split {
    let c = super::board_view::PORTRAIT_COORDS;
    let shape = Portrait {
        ratio: (f32::from(dims.ranks) + c) / (f32::from(dims.files) + c),
        below: PORTRAIT_MARGIN,
        text: super::ui::size::BODY * 1.3,
        buttons,
    };
    split_board_first(ui, panel_w, shape)
}

impl Split {
    /// Where the board is drawn inside its part: `margin` around it and `below` kept free under it in
    /// landscape (as each screen always had them), thin margins in portrait (the panel's own edge
    /// separates it from the board).
    pub fn board_area(&self, margin: f32, below: f32) -> Rect {
        let (m, below) = if self.portrait {
            (PORTRAIT_MARGIN, PORTRAIT_MARGIN)
        } else {
            (margin, below)
        };
        let b = self.board;
        Rect::new(b.x + m, b.y + m, b.w - 2.0 * m, b.h - m - below)
    }

    /// The panel's inner column for text and buttons, `inset` from its sides (wider margins in
    /// portrait, where the panel spans the screen).
    pub fn inner(&self, inset: f32) -> Rect {
        let inset = if self.portrait {
            inset.max(40.0)
        } else {
            inset
        };
        let p = self.panel;
        Rect::new(p.x + inset, p.y + 24.0, p.w - 2.0 * inset, p.h - 48.0)
    }
}

/// `n` buttons of height `h` in one row at the bottom of `area` (a portrait panel's bar of buttons).
pub fn bottom_row(area: Rect, n: usize, h: f32) -> Vec<Rect> {
    super::ui::row(Rect::new(area.x, area.y + area.h - h, area.w, h), n, GAP)
}

/// Buttons labelled `labels` in one row of height `h` at the bottom of `area`: each as wide as its
/// label at the body size asks (with the button's margins), the room left shared out equally; when
/// they do not all fit, each takes a share of the row in proportion to its label.
pub fn fitted_row(ui: &Ui, area: Rect, labels: &[&str], h: f32) -> Vec<Rect> {
    let wanted: Vec<f32> = labels
        .iter()
        .map(|l| {
            let widest = l
                .split('\n')
                .map(|line| ui.measure(line, super::ui::size::BODY, true));
            widest.fold(0.0, f32::max) + 36.0
        })
        .collect();
    share_row(area, &wanted, h)
}

/// A row of buttons in `r`: of equal widths when every label fits in its share, else each as wide as
/// its words ask, in proportion (so that all are drawn at one size): with equal widths, "Deux joueurs"
/// shrank to half the size of "Leçons" beside it at large text sizes.
pub fn row_by_words<S: AsRef<str>>(ui: &Ui, r: Rect, labels: &[S]) -> Vec<Rect> {
    let gap = 12.0;
    let want: Vec<f32> = labels
        .iter()
        .map(|l| ui.measure(l.as_ref(), super::ui::size::BODY, true) + 28.0)
        .collect();
    let room = r.w - gap * labels.len().saturating_sub(1) as f32;
    let share = room / labels.len().max(1) as f32;
    if want.iter().all(|&w| w <= share) {
        return super::ui::row(r, labels.len(), gap);
    }
    let total: f32 = want.iter().sum();
    let mut x = r.x;
    want.iter()
        .map(|w| {
            let w = w * room / total.max(1.0);
            let b = Rect::new(x, r.y, w, r.h);
            x += w + gap;
            b
        })
        .collect()
}

/// Buttons `wanted` wide in one row of height `h` at the bottom of `area` ([`fitted_row`]): none
/// narrower than [`ROW_MIN`] (a short label such as "Next" keeps a finger-sized button), what is left
/// over shared equally; when the row is too short, each gives up room in proportion to what it asked
/// beyond the least.
pub fn share_row(area: Rect, wanted: &[f32], h: f32) -> Vec<Rect> {
    let n = wanted.len();
    if n == 0 {
        return Vec::new();
    }
    let gaps = GAP * (n - 1) as f32;
    let room = area.w - gaps;
    let least = ROW_MIN.min(room / n as f32);
    let base: Vec<f32> = wanted.iter().map(|w| w.max(least)).collect();
    let total: f32 = base.iter().sum();
    let widths: Vec<f32> = if total <= room {
        let extra = (room - total) / n as f32;
        base.iter().map(|w| w + extra).collect()
    } else {
        let k = (room - least * n as f32) / (total - least * n as f32);
        base.iter().map(|w| least + (w - least) * k).collect()
    };
    let mut x = area.x;
    let y = area.y + area.h - h;
    widths
        .into_iter()
        .map(|w| {
            let r = Rect::new(x, y, w, h);
            x += w + GAP;
            r
        })
        .collect()
}

/// A column of text from `y` down to `limit`: each paragraph goes under the one before; a paragraph
/// that would cross `limit` is cut after its last whole line that fits, which ends in "…" (text never
/// runs under the buttons below the column, and never shrinks below its size).
pub struct Column {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub limit: f32,
}

impl Column {
    /// Draws `text` wrapped into the column; returns false when it had to be cut (or left out).
    pub fn paragraph(&mut self, ui: &Ui, text: &str, size: f32, bold: bool, color: Color) -> bool {
        let lh = ui.line_height(size);
        let mut lines = ui.wrap(text, size, bold, self.w);
        let room = ((self.limit - self.y) / lh + 0.01).floor().max(0.0) as usize;
        let whole = lines.len() <= room;
        if !whole {
            lines.truncate(room);
            if let Some(last) = lines.last_mut() {
                *last = ellipsis(ui, last, size, bold, self.w);
            }
        }
        for line in &lines {
            ui.text(
                line,
                self.x,
                self.y,
                size,
                bold,
                super::ui::Align::Left,
                color,
            );
            self.y += lh;
        }
        whole
    }

    /// Leaves `gap` units empty (never past the limit).
    pub fn gap(&mut self, gap: f32) {
        self.y = (self.y + gap).min(self.limit);
    }
}

/// `line` with "…" at its end, words taken off until it fits in `w`.
pub fn ellipsis(ui: &Ui, line: &str, size: f32, bold: bool, w: f32) -> String {
    let mut words: Vec<&str> = line.split(' ').collect();
    loop {
        let candidate = format!("{}…", words.join(" "));
        if ui.measure(&candidate, size, bold) <= w {
            return candidate;
        }
        if words.len() <= 1 {
            break;
        }
        words.pop();
    }
    // One word wider than the line (a long file name): cut inside it.
    let mut chars: Vec<char> = words.first().copied().unwrap_or("").chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate = format!("{}…", chars.iter().collect::<String>());
        if ui.measure(&candidate, size, bold) <= w {
            return candidate;
        }
    }
    "…".to_string()
}

/// A thing wrong with a screen's layout, found by [`problems`] or [`text_problems`] (said in the user's
/// language by [`Problem::words`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A button lower than a finger: its label and its height in pixels.
    TooLow { label: String, px: u32 },
    /// A button that goes past an edge of the screen.
    OffScreen { label: String },
    /// Two buttons over each other.
    Overlap { first: String, second: String },
    /// A line of text under a button.
    TextUnderButton { text: String, button: String },
    /// A line of text that runs past an edge of the screen.
    TextOffScreen { text: String },
    /// A text the screen must show (see `Screen::must_show`) that is not drawn.
    TextLeftOut { text: String },
    /// A button whose words had to shrink too much to fit it ([`words_shrunk`]): its label
    /// and the size they get, in percent of the normal body text.
    WordsShrunk { label: String, percent: u32 },
}

impl Problem {
    /// The sentence that says this problem: a message of `cli-report.ftl` and its arguments.
    pub fn words(&self) -> crate::data::Words {
        use crate::data::Words;
        match self {
            Problem::TooLow { label, px } => Words::new("cli-report-layout-too-low")
                .with("label", label)
                .with("px", px)
                .with("least", TOUCH_PX),
            Problem::OffScreen { label } => {
                Words::new("cli-report-layout-off-screen").with("label", label)
            }
            Problem::Overlap { first, second } => Words::new("cli-report-layout-overlap")
                .with("first", first)
                .with("second", second),
            Problem::TextUnderButton { text, button } => {
                Words::new("cli-report-layout-text-under-button")
                    .with("text", text)
                    .with("button", button)
            }
            Problem::TextOffScreen { text } => {
                Words::new("cli-report-layout-text-off-screen").with("text", text)
            }
            Problem::TextLeftOut { text } => {
                Words::new("cli-report-layout-text-left-out").with("text", text)
            }
            Problem::WordsShrunk { label, percent } => Words::new("cli-report-layout-words-shrunk")
                .with("label", label)
                .with("percent", percent),
        }
    }
}

/// The size of a screen being checked, in units, and its pixels per unit.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    pub width: f32,
    pub height: f32,
    pub scale: f32,
}

impl Screen {
    pub fn of(ui: &Ui) -> Screen {
        Screen {
            width: ui.width,
            height: ui.height,
            scale: ui.scale,
        }
    }

    /// True when `r` goes more than `slack` units past an edge.
    fn outside(&self, r: Rect, slack: f32) -> bool {
        r.x < -slack
            || r.y < -slack
            || r.x + r.w > self.width + slack
            || r.y + r.h > self.height + slack
    }
}

/// The least size of a button's words, in parts of the normal body size: a button narrower than its
/// words shrinks them, but never under this, nor under half the teacher's text size (a teacher who
/// chose a large text must not get buttons in small print).
pub const LEAST_WORDS: f32 = 0.7;

/// How big the words `label` are drawn in the button `r`, in percent of the normal body size, when
/// that is under [`LEAST_WORDS`] or under half the teacher's text size; `None` when they are big
/// enough.
pub fn words_shrunk(ui: &Ui, label: &str, r: Rect) -> Option<u32> {
    use super::ui::size;
    let drawn = super::ui::label_size(ui, label, r) * ui.text_factor;
    let least = size::BODY * LEAST_WORDS.max(0.5 * ui.text_factor);
    (drawn + 0.01 < least).then(|| (100.0 * drawn / size::BODY).round() as u32)
}

/// The buttons whose words are drawn too small ([`words_shrunk`]) because their button is too narrow
/// or too low for them.
pub fn words_problems(ui: &Ui, widgets: &[super::ui::Widget]) -> Vec<Problem> {
    widgets
        .iter()
        .filter_map(|w| {
            let (label, _) = super::ui::widget_label(ui, w);
            words_shrunk(ui, &label, w.rect).map(|percent| Problem::WordsShrunk {
                label: w.label.clone(),
                percent,
            })
        })
        .collect()
}

/// What is wrong with a screen's buttons: one under a finger's height, one out of the screen, two that
/// overlap. Empty when all is well.
pub fn problems(screen: Screen, widgets: &[super::ui::Widget]) -> Vec<Problem> {
    let mut out = Vec::new();
    let min = TOUCH_PX / screen.scale.max(0.01);
    for w in widgets {
        let r = w.rect;
        if r.h + 0.5 < min {
            out.push(Problem::TooLow {
                label: w.label.clone(),
                px: (r.h * screen.scale).round().max(0.0) as u32,
            });
        }
        if screen.outside(r, 0.5) {
            out.push(Problem::OffScreen {
                label: w.label.clone(),
            });
        }
    }
    for (i, a) in widgets.iter().enumerate() {
        for b in &widgets[i + 1..] {
            if let Some(o) = a.rect.intersect(b.rect)
                && o.w > 0.5
                && o.h > 0.5
            {
                out.push(Problem::Overlap {
                    first: a.label.clone(),
                    second: b.label.clone(),
                });
            }
        }
    }
    out
}

/// What is wrong with a screen's texts (`texts`: each line drawn and the box of its letters, see
/// [`Ui::record_texts`]): a text under a button, or out of the screen. Empty when all is well.
pub fn text_problems(
    screen: Screen,
    texts: &[(String, Rect)],
    widgets: &[super::ui::Widget],
) -> Vec<Problem> {
    let mut out: Vec<Problem> = Vec::new();
    let mut add = |problem: Problem| {
        if !out.contains(&problem) {
            out.push(problem);
        }
    };
    for (text, r) in texts {
        if text.trim().is_empty() || r.w < 0.5 {
            continue;
        }
        for w in widgets {
            if let Some(o) = r.intersect(w.rect)
                && o.w > 2.0
                && o.h > 2.0
            {
                add(Problem::TextUnderButton {
                    text: text.clone(),
                    button: w.label.clone(),
                });
            }
        }
        if screen.outside(*r, 1.0) {
            add(Problem::TextOffScreen { text: text.clone() });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A landscape laptop screen: 1440 units wide, 1.0 pixel per unit.
    const SCREEN: Screen = Screen {
        width: 1440.0,
        height: 800.0,
        scale: 1.0,
    };

    fn button(label: &str, x: f32, y: f32, w: f32, h: f32) -> crate::app::ui::Widget {
        crate::app::ui::Widget::new(0, Rect::new(x, y, w, h), label)
    }

    #[test]
    fn each_kind_of_button_problem_is_found() {
        let widgets = [
            button("Low", 10.0, 10.0, 200.0, 30.0),
            button("Out", 1300.0, 700.0, 200.0, 60.0),
            button("A", 100.0, 300.0, 200.0, 60.0),
            button("B", 250.0, 320.0, 200.0, 60.0),
            button("Fine", 600.0, 300.0, 200.0, 60.0),
        ];
        assert_eq!(
            problems(SCREEN, &widgets),
            vec![
                Problem::TooLow {
                    label: "Low".into(),
                    px: 30
                },
                Problem::OffScreen {
                    label: "Out".into()
                },
                Problem::Overlap {
                    first: "A".into(),
                    second: "B".into()
                },
            ]
        );
        assert!(problems(SCREEN, &widgets[4..]).is_empty());
    }

    #[test]
    fn each_kind_of_text_problem_is_found_once() {
        let widgets = [button("Go", 100.0, 100.0, 200.0, 60.0)];
        let line = |text: &str, x, y| (text.to_string(), Rect::new(x, y, 150.0, 30.0));
        let texts = [
            line("under", 120.0, 110.0),
            line("under", 120.0, 110.0),
            line("past", 1400.0, 10.0),
            line("clear", 500.0, 500.0),
        ];
        assert_eq!(
            text_problems(SCREEN, &texts, &widgets),
            vec![
                Problem::TextUnderButton {
                    text: "under".into(),
                    button: "Go".into()
                },
                Problem::TextOffScreen {
                    text: "past".into()
                },
            ]
        );
    }

    /// Every problem is a sentence in both languages, naming the buttons or the text it is about.
    #[test]
    fn every_problem_is_said_in_both_languages() {
        let all = [
            Problem::TooLow {
                label: "Suivant".into(),
                px: 30,
            },
            Problem::OffScreen {
                label: "Suivant".into(),
            },
            Problem::Overlap {
                first: "Suivant".into(),
                second: "Retour".into(),
            },
            Problem::TextUnderButton {
                text: "Bravo".into(),
                button: "Suivant".into(),
            },
            Problem::TextOffScreen {
                text: "Bravo".into(),
            },
            Problem::TextLeftOut {
                text: "Bravo".into(),
            },
            Problem::WordsShrunk {
                label: "Suivant".into(),
                percent: 55,
            },
        ];
        // A new kind of problem must be added to the list above (and get its words).
        for p in &all {
            match p {
                Problem::TooLow { .. }
                | Problem::OffScreen { .. }
                | Problem::Overlap { .. }
                | Problem::TextUnderButton { .. }
                | Problem::TextOffScreen { .. }
                | Problem::TextLeftOut { .. }
                | Problem::WordsShrunk { .. } => {}
            }
        }
        for lang in [crate::i18n::Lang::Fr, crate::i18n::Lang::En] {
            let texts = crate::i18n::Texts::shipped(lang);
            let mut said = std::collections::HashSet::new();
            for p in &all {
                let words = p.words();
                assert!(texts.has(words.id), "{lang}: no message {}", words.id);
                let line = texts.say(&words).expect("the problem is said");
                assert!(line.contains("Suivant") || line.contains("Bravo"), "{line}");
                assert!(!line.contains('{'), "{line}");
                said.insert(line);
            }
            assert_eq!(said.len(), all.len());
        }
        let fr = crate::i18n::Texts::shipped(crate::i18n::Lang::Fr);
        assert_eq!(
            fr.say(&all[0].words()).unwrap(),
            "le bouton « Suivant » a 30 px de haut (moins de 48 px)"
        );
    }

    #[test]
    fn board_ratio_of_square_and_tall_boards() {
        assert!((Portrait::board_ratio(8, 8) - 1.0).abs() < 1e-6);
        assert!(Portrait::board_ratio(8, 10) > 1.2);
    }

    #[test]
    fn fitted_row_fills_the_width_without_overlap() {
        let area = Rect::new(28.0, 100.0, 1384.0, 300.0);
        for wanted in [[100.0, 400.0, 380.0, 150.0], [100.0, 700.0, 680.0, 150.0]] {
            let r = share_row(area, &wanted, 90.0);
            assert_eq!(r.len(), 4);
            assert!((r[3].x + r[3].w - (area.x + area.w)).abs() < 0.5);
            for pair in r.windows(2) {
                assert!(pair[0].x + pair[0].w < pair[1].x);
            }
            // A longer label gets a wider button.
            assert!(r[1].w > r[0].w);
            assert!((r[0].y + r[0].h - 400.0).abs() < 1e-3);
        }
    }

    #[test]
    fn share_row_keeps_short_labels_wide_enough() {
        let area = Rect::new(0.0, 0.0, 1384.0, 90.0);
        let r = share_row(area, &[80.0, 600.0, 600.0, 80.0], 90.0);
        assert!(r[0].w >= ROW_MIN - 1e-3 && r[3].w >= ROW_MIN - 1e-3);
        assert!((r[3].x + r[3].w - 1384.0).abs() < 0.5);
    }

    #[test]
    fn share_row_of_nothing_is_empty() {
        assert!(share_row(Rect::new(0.0, 0.0, 100.0, 100.0), &[], 50.0).is_empty());
    }

    #[test]
    fn bottom_row_sits_at_the_bottom() {
        let r = bottom_row(Rect::new(10.0, 100.0, 500.0, 300.0), 2, 90.0);
        assert_eq!(r.len(), 2);
        assert!((r[0].y + r[0].h - 400.0).abs() < 1e-3);
        assert!(r[0].x + r[0].w < r[1].x);
    }
}
