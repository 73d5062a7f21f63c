//! Drawing in millimetres on a PDF page: a thin layer over krilla's surface with the few shapes the
//! sheets need (lines, rectangles, circles, polygons, hatching, text with measuring and wrapping).
//!
//! Coordinates are millimetres from the top-left corner of the page, y going down (krilla's convention,
//! like the app's). Line widths and font sizes are in millimetres too.

use std::f32::consts::TAU;

use krilla::color::rgb;
use krilla::geom::{Path, PathBuilder, Point, Rect, Transform};
use krilla::num::NormalizedF32;
use krilla::paint::{Fill, FillRule, LineCap, LineJoin, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};

/// Millimetres to PDF points.
pub const PT_PER_MM: f32 = 72.0 / 25.4;

/// The smallest text a sheet prints, in mm: 9 pt (3.175 mm), so that a child reads every label and
/// mark. [`Canvas::label`] shrinks a label to fit, never below this.
pub const MIN_TEXT: f32 = 3.2;

/// A font for the PDF and its advance widths for measuring text.
pub struct Face {
    pub font: Font,
    charmap: skrifa::charmap::Charmap<'static>,
    metrics: skrifa::metrics::GlyphMetrics<'static>,
}

impl Face {
    /// Loads a TrueType font that lives as long as the program.
    pub fn new(bytes: &'static [u8]) -> Option<Face> {
        let font = Font::new(bytes.into(), 0)?;
        let font_ref = skrifa::FontRef::new(bytes).ok()?;
        Some(Face {
            font,
            charmap: font_ref.charmap(),
            metrics: font_ref.glyph_metrics(Size::new(1.0), LocationRef::default()),
        })
    }

    /// The width of `text` at font size 1 (kerning ignored: enough to wrap and centre).
    pub fn width(&self, text: &str) -> f32 {
        text.chars()
            .map(|c| {
                self.charmap
                    .map(c)
                    .and_then(|g| self.metrics.advance_width(g))
                    .unwrap_or(0.5)
            })
            .sum()
    }

    /// True when the font has a glyph for `c`.
    pub fn has(&self, c: char) -> bool {
        self.charmap.map(c).is_some()
    }
}

/// The two faces of the kit.
pub struct Fonts {
    pub regular: Face,
    pub bold: Face,
}

impl Fonts {
    /// The kit's font (see [`crate::fonts`]).
    pub fn load() -> Fonts {
        Fonts {
            regular: Face::new(crate::fonts::regular())
                .expect("the shipped font is a TrueType font"),
            bold: Face::new(crate::fonts::bold()).expect("the shipped font is a TrueType font"),
        }
    }

    /// Splits `text` into lines no wider than `width` at `size` (explicit line breaks kept).
    pub fn wrap(&self, text: &str, size: f32, width: f32, bold: bool) -> Vec<String> {
        let face = if bold { &self.bold } else { &self.regular };
        crate::fonts::wrap(text, |line| face.width(line) * size <= width)
    }
}

/// A grey level or a colour, as RGB bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ink(pub u8, pub u8, pub u8);

impl Ink {
    pub const BLACK: Ink = Ink(0, 0, 0);
    pub const WHITE: Ink = Ink(255, 255, 255);
    pub const fn gray(level: u8) -> Ink {
        Ink(level, level, level)
    }
    fn paint(self) -> krilla::paint::Paint {
        rgb::Color::new(self.0, self.1, self.2).into()
    }
}

/// How a line is drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Pen {
    /// A plain line of this width (mm) and ink.
    Solid(f32, Ink),
    /// Where to cut with scissors: dashed.
    Cut,
    /// Where to fold: dash-dot.
    Fold,
    /// A dashed line of this width and ink (guides, glue strips).
    Dashed(f32, Ink),
}

impl Pen {
    pub const THIN: Pen = Pen::Solid(0.25, Ink::BLACK);
    pub const MEDIUM: Pen = Pen::Solid(0.5, Ink::BLACK);
    pub const THICK: Pen = Pen::Solid(1.0, Ink::BLACK);

    fn stroke(self) -> Stroke {
        let (width, ink, dash) = match self {
            Pen::Solid(w, ink) => (w, ink, None),
            Pen::Cut => (0.3, Ink::gray(40), Some(vec![2.5, 1.5])),
            Pen::Fold => (0.3, Ink::gray(40), Some(vec![4.0, 1.0, 0.6, 1.0])),
            Pen::Dashed(w, ink) => (w, ink, Some(vec![1.5, 1.0])),
        };
        Stroke {
            paint: ink.paint(),
            width,
            miter_limit: 4.0,
            line_cap: LineCap::Butt,
            line_join: LineJoin::Round,
            opacity: NormalizedF32::ONE,
            dash: dash.map(|array| StrokeDash { array, offset: 0.0 }),
        }
    }
}

/// Horizontal alignment of a line of text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// A page being drawn, in millimetres.
pub struct Canvas<'a, 'b> {
    surface: &'b mut Surface<'a>,
    pub fonts: &'b Fonts,
    depth: usize,
    /// The part of the drawing that will be seen (x, y, w, h), when a board is drawn in pieces:
    /// drawings skip what lies outside, which keeps the file small.
    view: Option<(f32, f32, f32, f32)>,
    /// Ink-saving mode: drawings that would fill a large area (a dark piece, a board's ground, a card
    /// back) draw outlines and hatching instead.
    pub ink_saving: bool,
    /// Every text drawn smaller than [`MIN_TEXT`] on this page: its size in points and the text (the
    /// tests check that there is none).
    pub small_texts: Vec<(f32, String)>,
    /// Boards drawn now put their coordinates inside the edge squares, not around the board (a mini
    /// sheet whose board fills the paper's height; see [`super::sheet::Grid::on`]).
    pub coords_inside: bool,
}

impl<'a, 'b> Canvas<'a, 'b> {
    /// Wraps a page surface; everything drawn afterwards is in millimetres.
    pub fn new(surface: &'b mut Surface<'a>, fonts: &'b Fonts) -> Canvas<'a, 'b> {
        surface.push_transform(&Transform::from_scale(PT_PER_MM, PT_PER_MM));
        Canvas {
            surface,
            fonts,
            depth: 1,
            view: None,
            ink_saving: false,
            small_texts: Vec::new(),
            coords_inside: false,
        }
    }

    /// Sets (or clears) the part of the drawing that will be seen.
    pub fn set_view(&mut self, view: Option<(f32, f32, f32, f32)>) {
        self.view = view;
    }

    /// Whether anything of the rectangle can be seen.
    pub fn shows(&self, x: f32, y: f32, w: f32, h: f32) -> bool {
        match self.view {
            None => true,
            Some((vx, vy, vw, vh)) => x < vx + vw && x + w > vx && y < vy + vh && y + h > vy,
        }
    }

    /// Moves the origin (until the matching [`Canvas::pop`]).
    pub fn push_translate(&mut self, dx: f32, dy: f32) {
        self.surface
            .push_transform(&Transform::from_translate(dx, dy));
        self.depth += 1;
    }

    /// Any transform (until the matching [`Canvas::pop`]).
    pub fn push_transform(&mut self, t: Transform) {
        self.surface.push_transform(&t);
        self.depth += 1;
    }

    /// Draws only inside `r` (until the matching [`Canvas::pop`]).
    pub fn push_clip(&mut self, r: Rect) {
        let mut pb = PathBuilder::new();
        pb.push_rect(r);
        if let Some(path) = pb.finish() {
            self.surface.push_clip_path(&path, &FillRule::NonZero);
        }
        self.depth += 1;
    }

    pub fn pop(&mut self) {
        assert!(self.depth > 1, "more pops than pushes");
        self.surface.pop();
        self.depth -= 1;
    }

    /// Fills and/or strokes a path.
    pub fn path(&mut self, path: &Path, fill: Option<Ink>, pen: Option<Pen>) {
        self.surface.set_fill(fill.map(|ink| Fill {
            paint: ink.paint(),
            opacity: NormalizedF32::ONE,
            rule: FillRule::EvenOdd,
        }));
        self.surface.set_stroke(pen.map(Pen::stroke));
        self.surface.draw_path(path);
        self.surface.set_fill(None);
        self.surface.set_stroke(None);
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, pen: Pen) {
        let mut pb = PathBuilder::new();
        pb.move_to(x1, y1);
        pb.line_to(x2, y2);
        if let Some(p) = pb.finish() {
            self.path(&p, None, Some(pen));
        }
    }

    /// An open or closed polyline through `points`, filled when `fill` is set.
    pub fn polygon(
        &mut self,
        points: &[(f32, f32)],
        close: bool,
        fill: Option<Ink>,
        pen: Option<Pen>,
    ) {
        let mut pb = PathBuilder::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        if close {
            pb.close();
        }
        if let Some(p) = pb.finish() {
            self.path(&p, fill, pen);
        }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: Option<Ink>, pen: Option<Pen>) {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            let mut pb = PathBuilder::new();
            pb.push_rect(r);
            if let Some(p) = pb.finish() {
                self.path(&p, fill, pen);
            }
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: Option<Ink>, pen: Option<Pen>) {
        if let Some(p) = circle_path(cx, cy, r) {
            self.path(&p, fill, pen);
        }
    }

    /// Many small filled discs as one path (a dot grid).
    pub fn dots(&mut self, centres: &[(f32, f32)], r: f32, ink: Ink) {
        let mut pb = PathBuilder::new();
        for &(cx, cy) in centres {
            push_circle(&mut pb, cx, cy, r);
        }
        if let Some(p) = pb.finish() {
            self.path(&p, Some(ink), None);
        }
    }

    /// The ink of a texture (hatching, ruled lines): as given, or, when ink is saved, a lighter tone
    /// of it (still seen on paper, a third of the ink).
    pub fn texture(&self, ink: Ink) -> Ink {
        if !self.ink_saving {
            return ink;
        }
        let light = |v: u8| v + ((255 - v) as f32 * 0.55) as u8;
        Ink(light(ink.0), light(ink.1), light(ink.2))
    }

    fn texture_pen(&self, pen: Pen) -> Pen {
        match pen {
            Pen::Solid(w, ink) => Pen::Solid(w, self.texture(ink)),
            Pen::Dashed(w, ink) => Pen::Dashed(w, self.texture(ink)),
            other => other,
        }
    }

    /// Parallel lines at 45° every `spacing` mm, inside the rectangle: a texture that survives
    /// black-and-white printing.
    pub fn hatch(&mut self, x: f32, y: f32, w: f32, h: f32, spacing: f32, pen: Pen, rising: bool) {
        let Some(r) = Rect::from_xywh(x, y, w, h) else {
            return;
        };
        let pen = self.texture_pen(pen);
        self.push_clip(r);
        let mut pb = PathBuilder::new();
        let mut t = -h;
        while t < w + spacing {
            if rising {
                pb.move_to(x + t, y + h);
                pb.line_to(x + t + h, y);
            } else {
                pb.move_to(x + t, y);
                pb.line_to(x + t + h, y + h);
            }
            t += spacing;
        }
        if let Some(p) = pb.finish() {
            self.path(&p, None, Some(pen));
        }
        self.pop();
    }

    /// As [`Canvas::hatch`], with the lines placed on the page's own 45° lattice (x ± y a multiple of
    /// `spacing`): two neighbouring rectangles hatched this way join without a break.
    pub fn hatch_aligned(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        spacing: f32,
        pen: Pen,
        rising: bool,
    ) {
        let Some(r) = Rect::from_xywh(x, y, w, h) else {
            return;
        };
        let pen = self.texture_pen(pen);
        self.push_clip(r);
        let mut pb = PathBuilder::new();
        // Rising lines: x + y = k·spacing; falling: x − y = k·spacing.
        let (lo, hi) = if rising {
            (x + y, x + w + y + h)
        } else {
            (x - y - h, x + w - y)
        };
        let mut k = (lo / spacing).floor();
        while k * spacing <= hi {
            let t = k * spacing;
            let (x0, x1) = (x - h - 1.0, x + w + h + 1.0);
            if rising {
                pb.move_to(x0, t - x0);
                pb.line_to(x1, t - x1);
            } else {
                pb.move_to(x0, x0 - t);
                pb.line_to(x1, x1 - t);
            }
            k += 1.0;
        }
        if let Some(p) = pb.finish() {
            self.path(&p, None, Some(pen));
        }
        self.pop();
    }

    /// Hatches the ring between radii `inner` and `outer` around (cx, cy): how a dark piece is told
    /// apart when ink is saved.
    pub fn hatch_ring(&mut self, cx: f32, cy: f32, inner: f32, outer: f32, spacing: f32, pen: Pen) {
        let mut pb = PathBuilder::new();
        push_circle(&mut pb, cx, cy, outer);
        push_circle(&mut pb, cx, cy, inner);
        let Some(ring) = pb.finish() else {
            return;
        };
        self.surface.push_clip_path(&ring, &FillRule::EvenOdd);
        self.depth += 1;
        self.hatch(
            cx - outer,
            cy - outer,
            2.0 * outer,
            2.0 * outer,
            spacing,
            pen,
            true,
        );
        self.pop();
    }

    /// An arrow from (x1, y1) to (x2, y2) with a filled head of length `head`.
    pub fn arrow(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, head: f32, pen: Pen, ink: Ink) {
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt();
        if len <= f32::EPSILON {
            return;
        }
        let (ux, uy) = (dx / len, dy / len);
        let (bx, by) = (x2 - ux * head, y2 - uy * head);
        self.line(x1, y1, bx + ux * 0.1, by + uy * 0.1, pen);
        let half = head * 0.45;
        self.polygon(
            &[
                (x2, y2),
                (bx - uy * half, by + ux * half),
                (bx + uy * half, by - ux * half),
            ],
            true,
            Some(ink),
            None,
        );
    }

    fn face(&self, bold: bool) -> &'b Face {
        if bold {
            &self.fonts.bold
        } else {
            &self.fonts.regular
        }
    }

    /// The width of `text` at `size` mm.
    pub fn text_width(&self, text: &str, size: f32, bold: bool) -> f32 {
        self.face(bold).width(text) * size
    }

    /// A heading: one line of bold black text from `x`; `y` is the baseline.
    pub fn heading(&mut self, x: f32, y: f32, size: f32, text: &str) {
        self.text(x, y, size, text, Align::Left, true, Ink::BLACK);
    }

    /// One line of text; `y` is the baseline.
    pub fn text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        text: &str,
        align: Align,
        bold: bool,
        ink: Ink,
    ) {
        // 0.1 % below 9 pt is rounding (3.175 mm), not a smaller text.
        if size * PT_PER_MM < 8.99 && !text.trim().is_empty() {
            self.small_texts.push((size * PT_PER_MM, text.to_string()));
        }
        let w = self.text_width(text, size, bold);
        let x = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
            Align::Right => x - w,
        };
        self.surface.set_fill(Some(Fill {
            paint: ink.paint(),
            opacity: NormalizedF32::ONE,
            rule: FillRule::NonZero,
        }));
        let font = self.face(bold).font.clone();
        self.surface.draw_text(
            Point::from_xy(x, y),
            font,
            size,
            text,
            false,
            TextDirection::Auto,
        );
        self.surface.set_fill(None);
    }

    /// One line of text centred on (cx, cy), shrunk if needed to fit `max_w` but never below 9 pt
    /// ([`MIN_TEXT`]): a text still too wide goes on two lines.
    pub fn label(
        &mut self,
        cx: f32,
        cy: f32,
        size: f32,
        max_w: f32,
        text: &str,
        bold: bool,
        ink: Ink,
    ) {
        let w = self.text_width(text, size, bold);
        let fitted = if w > max_w && w > 0.0 {
            (size * max_w / w).max(MIN_TEXT.min(size))
        } else {
            size
        };
        // Still too wide at the smallest size: two lines, split at the space nearest the middle.
        if self.text_width(text, fitted, bold) > max_w * 1.02 {
            let middle = text.len() / 2;
            let split = text
                .match_indices(' ')
                .map(|(i, _)| i)
                .min_by_key(|&i| i.abs_diff(middle));
            if let Some(i) = split {
                let (a, b) = (&text[..i], text[i + 1..].trim());
                let size = fitted
                    * (max_w
                        / self
                            .text_width(a, fitted, bold)
                            .max(self.text_width(b, fitted, bold)))
                    .min(1.0);
                let size = size.max(MIN_TEXT.min(fitted));
                let lead = size * 0.55;
                self.text(
                    cx,
                    cy - lead + size * 0.35,
                    size,
                    a,
                    Align::Center,
                    bold,
                    ink,
                );
                self.text(
                    cx,
                    cy + lead + size * 0.35,
                    size,
                    b,
                    Align::Center,
                    bold,
                    ink,
                );
                return;
            }
        }
        self.text(
            cx,
            cy + fitted * 0.35,
            fitted,
            text,
            Align::Center,
            bold,
            ink,
        );
    }

    /// Splits `text` into lines no wider than `width` at `size` (explicit line breaks kept).
    pub fn wrap(&self, text: &str, size: f32, width: f32, bold: bool) -> Vec<String> {
        self.fonts.wrap(text, size, width, bold)
    }

    /// A wrapped paragraph starting with its first baseline at `y`; returns the y below it.
    pub fn paragraph(
        &mut self,
        x: f32,
        y: f32,
        width: f32,
        size: f32,
        text: &str,
        bold: bool,
    ) -> f32 {
        let leading = size * 1.3;
        let mut y = y;
        for line in self.wrap(text, size, width, bold) {
            self.text(x, y, size, &line, Align::Left, bold, Ink::BLACK);
            y += leading;
        }
        y
    }

    /// Ends drawing: undoes the millimetre transform.
    pub fn finish(mut self) {
        while self.depth > 0 {
            self.surface.pop();
            self.depth -= 1;
        }
    }
}

/// A circle as four cubic curves.
pub fn circle_path(cx: f32, cy: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    push_circle(&mut pb, cx, cy, r);
    pb.finish()
}

/// Adds a closed circle to a path being built.
fn push_circle(pb: &mut PathBuilder, cx: f32, cy: f32, r: f32) {
    const K: f32 = 0.552_284_8;
    pb.move_to(cx + r, cy);
    pb.cubic_to(cx + r, cy + K * r, cx + K * r, cy + r, cx, cy + r);
    pb.cubic_to(cx - K * r, cy + r, cx - r, cy + K * r, cx - r, cy);
    pb.cubic_to(cx - r, cy - K * r, cx - K * r, cy - r, cx, cy - r);
    pb.cubic_to(cx + K * r, cy - r, cx + r, cy - K * r, cx + r, cy);
    pb.close();
}

/// The points of a regular star (or polygon when `inner == outer`) with `n` tips, first tip up.
pub fn star_points(cx: f32, cy: f32, outer: f32, inner: f32, n: usize) -> Vec<(f32, f32)> {
    (0..2 * n)
        .map(|i| {
            let a = -TAU / 4.0 + i as f32 * TAU / (2 * n) as f32;
            let r = if i % 2 == 0 { outer } else { inner };
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}
