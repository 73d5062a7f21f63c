//! Drawing helpers shared by every screen: the virtual resolution, text (with wrapping) and
//! widgets (buttons reachable by mouse, touch and keyboard). The palettes live in [`super::palette`].
//!
//! Everything is laid out in *virtual units*: the screen is at least 1440 × 1080 units whatever its pixel
//! size, and wider screens get more width (a 16:9 screen is 1920 × 1080). A camera maps units to
//! pixels, so a layout works the same on a high-DPI laptop and on a 4:3 projector. Text is rasterised at
//! the real pixel size, so it stays sharp.

use macroquad::prelude::*;

use crate::app::gfx::{draw_line, draw_rectangle, draw_triangle};

pub use super::palette::Palette;

/// Virtual height of the screen; the width follows the window's shape.
pub const VIRTUAL_HEIGHT: f32 = 1080.0;
/// The narrowest virtual width (a 4:3 screen).
pub const MIN_VIRTUAL_WIDTH: f32 = 1440.0;

/// Sizes of text, in virtual units (before the teacher's text-size factor).
pub mod size {
    pub const SMALL: f32 = 28.0;
    pub const BODY: f32 = 34.0;
    pub const BIG: f32 = 44.0;
    pub const TITLE: f32 = 64.0;
}

/// Fonts, palette and the mapping from virtual units to pixels for the current frame.
pub struct Ui {
    pub regular: Font,
    pub bold: Font,
    pub palette: Palette,
    pub text_factor: f32,
    /// The letters of the court cards in the teacher's language: jack, queen, king (V, D, R in French).
    pub court: [String; 3],
    /// Virtual size of the screen.
    pub width: f32,
    pub height: f32,
    /// Pixels per virtual unit.
    pub scale: f32,
    camera: Camera2D,
    /// Texts kept back by [`Ui::batch_text`], drawn together at its end.
    text_queue: std::cell::RefCell<Option<Vec<QueuedText>>>,
    /// While recording ([`Ui::record_texts`]): every line of text drawn and the box of its letters.
    seen: std::cell::RefCell<Option<Vec<(String, Rect)>>>,
    /// Every letter already in a font's texture: (bold, pixel size, letter).
    glyphs: std::cell::RefCell<std::collections::HashSet<(bool, u16, char)>>,
    /// Whether a letter was added to a font's texture since [`Ui::take_new_letters`].
    new_letters: std::cell::Cell<bool>,
}

/// One line of text waiting to be drawn.
struct QueuedText {
    text: String,
    x: f32,
    baseline: f32,
    bold: bool,
    px: u16,
    scale: f32,
    color: Color,
}

/// How a text is aligned around its anchor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// How many square pixels of letters the fonts' textures may hold before they start afresh (see
/// [`Ui::trim_letters`]): a letter of `px` pixels counts `px²`; a texture 4,000 pixels a side.
const LETTERS_AREA: f32 = 16_000_000.0;

/// Andika regular and bold, with empty textures. Letters are rasterised at the screen's pixel size and
/// each letter lands on whole pixels (see [`Ui::text`]): the nearest texel is the exact one, and
/// software rendering reads one texel per pixel instead of four.
fn fonts() -> (Font, Font) {
    let mut regular =
        load_ttf_font_from_bytes(crate::fonts::regular()).expect("Andika loads as a font");
    let mut bold = load_ttf_font_from_bytes(crate::fonts::bold()).expect("Andika loads");
    regular.set_filter(FilterMode::Nearest);
    bold.set_filter(FilterMode::Nearest);
    (regular, bold)
}

impl Ui {
    pub fn new(palette: Palette, text_factor: f32) -> Ui {
        let (regular, bold) = fonts();
        let mut ui = Ui {
            regular,
            bold,
            palette,
            text_factor,
            court: ["J", "Q", "K"].map(String::from),
            width: MIN_VIRTUAL_WIDTH,
            height: VIRTUAL_HEIGHT,
            scale: 1.0,
            camera: Camera2D::default(),
            text_queue: std::cell::RefCell::new(None),
            seen: std::cell::RefCell::new(None),
            glyphs: Default::default(),
            new_letters: std::cell::Cell::new(false),
        };
        ui.fit(screen_width(), screen_height());
        ui
    }

    /// Recomputes the virtual size for a window of `w` × `h` pixels and sets the camera.
    pub fn fit(&mut self, w: f32, h: f32) {
        let (w, h) = (w.max(1.0), h.max(1.0));
        let aspect = w / h;
        if VIRTUAL_HEIGHT * aspect >= MIN_VIRTUAL_WIDTH {
            self.height = VIRTUAL_HEIGHT;
            self.width = VIRTUAL_HEIGHT * aspect;
        } else {
            self.width = MIN_VIRTUAL_WIDTH;
            self.height = MIN_VIRTUAL_WIDTH / aspect;
        }
        self.scale = h / self.height;
        // `from_display_rect` is meant for render targets: on the screen its y axis points up.
        let mut camera = Camera2D::from_display_rect(Rect::new(0.0, 0.0, self.width, self.height));
        camera.zoom.y = -camera.zoom.y;
        self.camera = camera;
        set_camera(&self.camera);
    }

    /// Draws on the screen again after drawing into a texture.
    pub fn restore_camera(&self) {
        set_camera(&self.camera);
    }

    /// The pointer (mouse or first touch) in virtual units.
    pub fn pointer(&self) -> Vec2 {
        let (x, y) = mouse_position();
        vec2(x, y) / self.scale
    }

    fn font(&self, bold: bool) -> &Font {
        if bold { &self.bold } else { &self.regular }
    }

    /// A text size with the teacher's factor.
    pub fn px(&self, size: f32) -> f32 {
        size * self.text_factor
    }

    /// The pixel size a text of `size` is rasterised at, and the scale that draws one of its texels on
    /// exactly one pixel of the screen (the letters are then within half a pixel of `size`).
    fn raster(&self, size: f32) -> (u16, f32) {
        let pixels = (self.px(size) * self.scale).round().max(6.0);
        (pixels as u16, 1.0 / self.scale)
    }

    /// Notes the letters of `text` at pixel size `px` that the font's texture does not hold yet.
    ///
    /// The font library adds a letter to its texture the first time it is measured or drawn. When the
    /// texture is full it makes a larger one and deletes the old one, which the letters already drawn
    /// in this frame still point to: in a browser they come out as black blocks. The frame is then
    /// drawn again (see [`Ui::take_new_letters`]).
    fn note_letters(&self, text: &str, px: u16, bold: bool) {
        let mut glyphs = self.glyphs.borrow_mut();
        for c in text.chars() {
            if glyphs.insert((bold, px, c)) {
                self.new_letters.set(true);
            }
        }
    }

    /// Starts the fonts' textures afresh when the letters they hold, at every size drawn so far, would
    /// fill more than [`LETTERS_AREA`] pixels (the text size or the window changed many times): the
    /// font library never forgets a letter, packs them by rows in an order of its own, and a texture
    /// that kept growing reached 32,768 pixels a side (4 GB) while `--check-layout` went through 25
    /// sizes. Called before a frame is drawn, when no letter of the old textures is still in use.
    pub fn trim_letters(&mut self) {
        let area: f32 = self
            .glyphs
            .get_mut()
            .iter()
            .map(|&(_, px, _)| f32::from(px) * f32::from(px))
            .sum();
        if area > LETTERS_AREA {
            self.forget_letters();
        }
    }

    /// New fonts with empty textures: the letters are drawn into them again as they are needed.
    pub fn forget_letters(&mut self) {
        (self.regular, self.bold) = fonts();
        self.glyphs.get_mut().clear();
        self.new_letters.set(true);
    }

    /// Whether a letter was added to a font's texture since the last call: the frame drawn meanwhile
    /// may show some letters from a texture that no longer exists, and must be drawn again.
    pub fn take_new_letters(&self) -> bool {
        self.new_letters.replace(false)
    }

    /// Width of `text` at `size`.
    pub fn measure(&self, text: &str, size: f32, bold: bool) -> f32 {
        let (px, scale) = self.raster(size);
        self.note_letters(text, px, bold);
        measure_text(text, Some(self.font(bold)), px, scale).width
    }

    /// A screen's title, in its top-left corner (the settings, notices and children screens).
    pub fn screen_title(&self, text: &str) {
        // (Smaller rather than off the screen: a long title at a large text size.)
        let s = self.fit_size(text, size::TITLE, true, self.width - 80.0);
        self.text(text, 40.0, 40.0, s, true, Align::Left, self.palette.text);
    }

    /// Draws one line of text; `y` is the top of the line box.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &self,
        text: &str,
        x: f32,
        y: f32,
        size: f32,
        bold: bool,
        align: Align,
        color: Color,
    ) {
        let (px, scale) = self.raster(size);
        let font = self.font(bold);
        self.note_letters(text, px, bold);
        let width = measure_text(text, Some(font), px, scale).width;
        let x = match align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        if let Some(seen) = self.seen.borrow_mut().as_mut() {
            // From the top of the capitals to the bottom of the descenders.
            let px = self.px(size);
            seen.push((
                text.to_string(),
                Rect::new(x, y + px * 0.2, width, px * 0.95),
            ));
        }
        // Baseline at 0.8 of the line box (Andika's ascent), on a whole pixel like the line's start.
        let baseline = self.snap(y + self.px(size) * 0.95);
        let x = self.snap(x);
        let queued = QueuedText {
            text: text.to_string(),
            x,
            baseline,
            bold,
            px,
            scale,
            color,
        };
        match self.text_queue.borrow_mut().as_mut() {
            Some(queue) => queue.push(queued),
            None => self.draw_queued(&queued),
        }
    }

    /// Runs `draw` and returns every line of text it drew with the box of its letters (layout checks:
    /// a text under a button, a text out of the screen).
    pub fn record_texts(&self, draw: impl FnOnce()) -> Vec<(String, Rect)> {
        *self.seen.borrow_mut() = Some(Vec::new());
        draw();
        self.seen.borrow_mut().take().unwrap_or_default()
    }

    /// The size to give [`Ui::text`] for text that belongs to a picture (a piece's letter, a square's
    /// number): drawn at `size` whatever the teacher's text size, so that it stays inside its piece or
    /// square.
    pub fn unscaled(&self, size: f32) -> f32 {
        size / self.text_factor
    }

    fn draw_queued(&self, t: &QueuedText) {
        crate::app::gfx::for_text();
        draw_text_ex(
            &t.text,
            t.x,
            t.baseline,
            TextParams {
                font: Some(self.font(t.bold)),
                font_size: t.px,
                font_scale: t.scale,
                color: t.color,
                ..Default::default()
            },
        );
    }

    /// Runs `draw` keeping its texts back, then draws them all on top. Many small labels (a board's
    /// pieces) then cost one change of material instead of one each (see [`crate::app::gfx`]); use it
    /// where nothing drawn inside should cover a text drawn earlier inside.
    pub fn batch_text<R>(&self, draw: impl FnOnce() -> R) -> R {
        if self.text_queue.borrow().is_some() {
            return draw();
        }
        *self.text_queue.borrow_mut() = Some(Vec::new());
        let result = draw();
        let queue = self.text_queue.borrow_mut().take().unwrap_or_default();
        for t in &queue {
            self.draw_queued(t);
        }
        result
    }

    /// `v` (virtual units) moved to the nearest whole pixel.
    pub fn snap(&self, v: f32) -> f32 {
        (v * self.scale).round() / self.scale
    }

    /// The height of one line of text at `size`.
    pub fn line_height(&self, size: f32) -> f32 {
        self.px(size) * 1.3
    }

    /// Splits `text` into lines no wider than `width` (words are never cut unless one alone is too wide).
    pub fn wrap(&self, text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
        crate::fonts::wrap(text, |line| self.measure(line, size, bold) <= width)
    }

    /// Draws `text` wrapped into `width`; returns the height used.
    #[allow(clippy::too_many_arguments)]
    pub fn paragraph(
        &self,
        text: &str,
        x: f32,
        y: f32,
        width: f32,
        size: f32,
        bold: bool,
        align: Align,
        color: Color,
    ) -> f32 {
        let lines = self.wrap(text, size, bold, width);
        let anchor = match align {
            Align::Left => x,
            Align::Center => x + width / 2.0,
            Align::Right => x + width,
        };
        for (i, line) in lines.iter().enumerate() {
            self.text(
                line,
                anchor,
                y + i as f32 * self.line_height(size),
                size,
                bold,
                align,
                color,
            );
        }
        lines.len() as f32 * self.line_height(size)
    }

    /// The height `text` takes once wrapped into `width`.
    pub fn paragraph_height(&self, text: &str, width: f32, size: f32, bold: bool) -> f32 {
        self.wrap(text, size, bold, width).len() as f32 * self.line_height(size)
    }

    /// The largest size ≤ `size`, a whole step below it, at which `text` wrapped into `width` is no
    /// higher than `height` (never below `floor`: the text is then cut by who draws it).
    pub fn paragraph_size(
        &self,
        text: &str,
        width: f32,
        height: f32,
        (size, floor): (f32, f32),
        bold: bool,
    ) -> f32 {
        let mut s = size;
        while s > floor && self.paragraph_height(text, width, s, bold) > height {
            s -= 1.0;
        }
        s
    }

    /// The largest size ≤ `size` at which `text` fits on one line of `width`.
    pub fn fit_size(&self, text: &str, size: f32, bold: bool, width: f32) -> f32 {
        let w = self.measure(text, size, bold);
        if w <= width { size } else { size * width / w }
    }

    /// A panel: a filled rounded-looking box with an edge.
    pub fn panel(&self, r: Rect, fill: Color, edge: Color, thickness: f32) {
        draw_rectangle(r.x, r.y, r.w, r.h, fill);
        if thickness > 0.0 {
            outline(r.x, r.y, r.w, r.h, thickness, edge);
        }
    }
}

/// What a widget looks like.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    Normal,
    /// The main action of the screen (filled with the primary colour).
    Primary,
    /// A setting that is on (drawn with a tick mark and a thick border).
    Selected,
}

/// A clickable, focusable button.
#[derive(Clone, Debug)]
pub struct Widget {
    pub id: u32,
    pub rect: Rect,
    pub label: String,
    pub style: Style,
    pub enabled: bool,
    /// A keyboard shortcut shown on the button (e.g. "Espace").
    pub key_hint: Option<String>,
}

impl Widget {
    pub fn new(id: u32, rect: Rect, label: impl Into<String>) -> Widget {
        Widget {
            id,
            rect,
            label: label.into(),
            style: Style::Normal,
            enabled: true,
            key_hint: None,
        }
    }

    pub fn primary(mut self) -> Widget {
        self.style = Style::Primary;
        self
    }

    pub fn selected(mut self, on: bool) -> Widget {
        if on {
            self.style = Style::Selected;
        }
        self
    }

    pub fn enabled(mut self, on: bool) -> Widget {
        self.enabled = on;
        self
    }

    pub fn key(mut self, hint: impl Into<String>) -> Widget {
        self.key_hint = Some(hint.into());
        self
    }
}

/// Draws a widget; `hover` and `focus` come from the input state.
/// The words a button shows (a chosen one gets a tick) and the size they are drawn at: the body size,
/// or less when they would not fit its width.
pub fn widget_label(ui: &Ui, w: &Widget) -> (String, f32) {
    let mut label = w.label.clone();
    if w.style == Style::Selected {
        label = format!("✓ {label}");
    }
    let size = label_size(ui, &label, w.rect);
    (label, size)
}

/// The size a button's `label` is drawn at in the button `r`: the body size, or less when the words
/// would not fit between its side margins, or their line would be taller than the button (large text
/// in a low button drew the accents and the tails of the letters over its edges).
pub fn label_size(ui: &Ui, label: &str, r: Rect) -> f32 {
    let by_height = size::BODY * r.h / ui.line_height(size::BODY);
    ui.fit_size(label, size::BODY, true, r.w - 24.0)
        .min(by_height)
}

pub fn draw_widget(ui: &Ui, w: &Widget, hover: bool, focus: bool) {
    let p = &ui.palette;
    let (fill, text) = match (w.style, w.enabled) {
        (_, false) => (p.button, p.text_dim),
        (Style::Primary, true) => (p.primary, p.primary_text),
        (_, true) if hover => (p.button_hover, p.button_text),
        _ => (p.button, p.button_text),
    };
    let r = w.rect;
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    let edge = if w.style == Style::Selected { 6.0 } else { 3.0 };
    outline(r.x, r.y, r.w, r.h, edge, p.edge);
    if focus {
        // The focus ring: a thick outer frame plus corner ticks, visible without colour.
        let m = 7.0;
        outline(r.x - m, r.y - m, r.w + 2.0 * m, r.h + 2.0 * m, 5.0, p.focus);
    }
    let (label, size) = widget_label(ui, w);
    let hint_size = size::SMALL * 0.8;
    let (label_y, hint) = match &w.key_hint {
        Some(h) if r.h > ui.line_height(size) + ui.line_height(hint_size) => {
            (r.y + r.h / 2.0 - ui.line_height(size) * 0.75, Some(h))
        }
        _ => (r.y + (r.h - ui.line_height(size)) / 2.0 + 2.0, None),
    };
    ui.text(
        &label,
        r.x + r.w / 2.0,
        label_y,
        size,
        true,
        Align::Center,
        text,
    );
    if let Some(h) = hint {
        key_hint(
            ui,
            h,
            vec2(r.x + r.w / 2.0, label_y + ui.line_height(size) * 0.95),
            hint_size,
            text,
        );
    }
}

/// A key's name in brackets under a button's label, centred on `at` (top of the line). The arrow
/// keys are drawn as arrows, not written: the web build's font has no arrow glyphs.
fn key_hint(ui: &Ui, key: &str, at: Vec2, size: f32, color: Color) {
    let dir = match key {
        "←" => vec2(-1.0, 0.0),
        "→" => vec2(1.0, 0.0),
        "↑" => vec2(0.0, -1.0),
        "↓" => vec2(0.0, 1.0),
        _ => {
            ui.text(
                &format!("[{key}]"),
                at.x,
                at.y,
                size,
                false,
                Align::Center,
                color,
            );
            return;
        }
    };
    let h = ui.px(size);
    let half = h * 0.45;
    let gap = ui.measure("[", size, false) + 4.0;
    ui.text(
        "[",
        at.x - half - gap,
        at.y,
        size,
        false,
        Align::Left,
        color,
    );
    ui.text(
        "]",
        at.x + half + 4.0,
        at.y,
        size,
        false,
        Align::Left,
        color,
    );
    let c = vec2(at.x, at.y + h * 0.6);
    arrow(c - dir * half, c + dir * half, h * 0.12, h * 0.4, color);
}

/// Lays out `n` boxes of equal width in a row within `area`, separated by `gap`.
pub fn row(area: Rect, n: usize, gap: f32) -> Vec<Rect> {
    let n = n.max(1);
    let w = (area.w - gap * (n as f32 - 1.0)) / n as f32;
    (0..n)
        .map(|i| Rect::new(area.x + i as f32 * (w + gap), area.y, w, area.h))
        .collect()
}

/// Lays out `n` boxes of equal height in a column within `area`.
pub fn column(area: Rect, n: usize, gap: f32) -> Vec<Rect> {
    let n = n.max(1);
    let h = (area.h - gap * (n as f32 - 1.0)) / n as f32;
    (0..n)
        .map(|i| Rect::new(area.x, area.y + i as f32 * (h + gap), area.w, h))
        .collect()
}

/// Draws an arrow from `a` to `b` with a head of size `head`.
pub fn arrow(a: Vec2, b: Vec2, thickness: f32, head: f32, color: Color) {
    let d = b - a;
    let len = d.length();
    if len < 1.0 {
        return;
    }
    let u = d / len;
    let n = vec2(-u.y, u.x);
    let base = b - u * head;
    draw_line(a.x, a.y, base.x, base.y, thickness, color);
    draw_triangle(b, base + n * head * 0.55, base - n * head * 0.55, color);
}

/// A rectangle's outline drawn inside it (`draw_rectangle_lines` is off by its thickness under our
/// y-down camera).
pub fn outline(x: f32, y: f32, w: f32, h: f32, t: f32, color: Color) {
    draw_rectangle(x, y, w, t, color);
    draw_rectangle(x, y + h - t, w, t, color);
    draw_rectangle(x, y + t, t, h - 2.0 * t, color);
    draw_rectangle(x + w - t, y + t, t, h - 2.0 * t, color);
}
