//! The PDF document: pages of an exact paper size with their trim and bleed boxes and crop marks, and
//! the bookmarks. Built on krilla, which subsets the embedded font.

use krilla::Document;
use krilla::SerializeSettings;
use krilla::destination::XyzDestination;
use krilla::geom::{Point, Rect};
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;

use super::canvas::{Canvas, Fonts, PT_PER_MM, Pen};
use super::layout::{Area, Page, Paper};

fn rect_pt(a: Area) -> Option<Rect> {
    Rect::from_xywh(
        a.x * PT_PER_MM,
        a.y * PT_PER_MM,
        a.w * PT_PER_MM,
        a.h * PT_PER_MM,
    )
}

/// A bookmark: its title and first page (from 0).
type Mark = (String, usize);

/// A top-level bookmark and the bookmarks under it.
type Section = (String, usize, Vec<Mark>);

/// A PDF being written, page after page.
pub struct Doc {
    document: Document,
    pub fonts: Fonts,
    pub paper: Paper,
    /// Pages drawn without large solid fills (see [`Canvas::ink_saving`]).
    pub ink_saving: bool,
    pages: usize,
    /// Top-level bookmarks, each with its children.
    sections: Vec<Section>,
    /// Every text under 9 pt: its page (1-based), its size in points, the text.
    pub small_texts: Vec<(usize, f32, String)>,
}

impl Doc {
    pub fn new(paper: Paper) -> Doc {
        let settings = SerializeSettings {
            // No tag tree: a printed kit is not read aloud, and the file stays small.
            enable_tagging: false,
            ..SerializeSettings::default()
        };
        Doc {
            document: Document::new_with(settings),
            fonts: Fonts::load(),
            paper,
            ink_saving: false,
            pages: 0,
            sections: Vec::new(),
            small_texts: Vec::new(),
        }
    }

    /// How many pages are written so far.
    pub fn pages(&self) -> usize {
        self.pages
    }

    /// Starts a top-level bookmark at the next page.
    pub fn section(&mut self, title: impl Into<String>) {
        self.sections.push((title.into(), self.pages, Vec::new()));
    }

    /// A bookmark under the current section, at the next page.
    pub fn bookmark(&mut self, title: impl Into<String>) {
        let page = self.pages;
        match self.sections.last_mut() {
            Some(section) => section.2.push((title.into(), page)),
            None => self.sections.push((title.into(), page, Vec::new())),
        }
    }

    /// Adds one page and draws it with `draw` (millimetres, origin at the top-left corner). Crop marks
    /// at the corners of the trim box are drawn first.
    pub fn page<R>(&mut self, draw: impl FnOnce(&mut Canvas) -> R) -> R {
        self.page_on(Page::from(self.paper), draw)
    }

    /// As [`Doc::page`], on a page the given way up.
    pub fn page_on<R>(&mut self, on: Page, draw: impl FnOnce(&mut Canvas) -> R) -> R {
        self.page_with(on, true, draw)
    }

    /// As [`Doc::page_on`], for a sheet used whole, as printed (the mini kit's): no crop marks, the
    /// trim box is the page.
    pub fn page_whole<R>(&mut self, on: Page, draw: impl FnOnce(&mut Canvas) -> R) -> R {
        self.page_with(on, false, draw)
    }

    fn page_with<R>(&mut self, on: Page, marks: bool, draw: impl FnOnce(&mut Canvas) -> R) -> R {
        let (w, h) = on.size_pt();
        let (wm, hm) = on.size_mm();
        let whole = Area {
            x: 0.0,
            y: 0.0,
            w: wm,
            h: hm,
        };
        let (trim, bleed) = if marks {
            (on.trim(), on.bleed())
        } else {
            (whole, whole)
        };
        let settings = PageSettings::from_wh(w, h)
            .expect("paper sizes are positive")
            .with_trim_box(rect_pt(trim))
            .with_bleed_box(rect_pt(bleed));
        let mut page = self.document.start_page_with(settings);
        let mut surface = page.surface();
        let mut canvas = Canvas::new(&mut surface, &self.fonts);
        canvas.ink_saving = self.ink_saving;
        if marks {
            crop_marks(&mut canvas, on);
        }
        let result = draw(&mut canvas);
        let page_no = self.pages + 1;
        self.small_texts.extend(
            std::mem::take(&mut canvas.small_texts)
                .into_iter()
                .map(|(pt, text)| (page_no, pt, text)),
        );
        canvas.finish();
        surface.finish();
        page.finish();
        self.pages += 1;
        result
    }

    /// Writes the file.
    ///
    /// # Errors
    /// krilla's own errors (they would be bugs here: no image, no validation profile).
    pub fn finish(mut self, title: &str, lang: &str) -> Result<Vec<u8>, String> {
        let mut outline = Outline::new();
        for (title, page, children) in &self.sections {
            let mut node = OutlineNode::new(title.clone(), dest(*page)).with_open(true);
            for (child, page) in children {
                node.push_child(OutlineNode::new(child.clone(), dest(*page)));
            }
            outline.push_child(node);
        }
        self.document.set_outline(outline);
        self.document.set_metadata(
            Metadata::new()
                .title(title.to_string())
                .language(lang.to_string())
                .creator("Ludoclasse".to_string()),
        );
        let pdf = self.document.finish().map_err(|e| format!("{e:?}"))?;
        print_at_actual_size(pdf)
    }
}

/// Adds `/ViewerPreferences << /PrintScaling /None >>` to the document catalog, so that the print dialog
/// starts at actual size rather than "fit to page" (krilla has no setting for it).
///
/// krilla writes the catalog as the last object, right before a classic cross-reference table: the
/// entry is inserted into that object and only the `startxref` offset after it moves. Anything else
/// is refused rather than guessed.
///
/// # Errors
/// When the file is not laid out that way.
pub fn print_at_actual_size(mut pdf: Vec<u8>) -> Result<Vec<u8>, String> {
    let unexpected = |what: &str| Err(format!("cannot add the print scaling: {what}"));
    let find_last =
        |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).rposition(|w| w == needle);
    let Some(trailer) = find_last(&pdf, b"\ntrailer\n") else {
        return unexpected("no trailer");
    };
    let tail = String::from_utf8_lossy(&pdf[trailer..]).into_owned();
    let Some(root) = tail
        .split("/Root ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse::<u32>().ok())
    else {
        return unexpected("no /Root in the trailer");
    };
    let Some(startxref) = find_last(&pdf, b"startxref\n") else {
        return unexpected("no startxref");
    };
    let xref_at: usize = match String::from_utf8_lossy(&pdf[startxref + 10..])
        .lines()
        .next()
        .and_then(|l| l.trim().parse().ok())
    {
        Some(n) => n,
        None => return unexpected("unreadable startxref"),
    };
    let head = format!("\n{root} 0 obj\n<<");
    let Some(obj) = find_last(&pdf[..xref_at], head.as_bytes()) else {
        return unexpected("the catalog object is not where expected");
    };
    let end = b">>\nendobj\n";
    let body = &pdf[obj + head.len()..xref_at];
    if !body.ends_with(end)
        || body[..body.len() - end.len()]
            .windows(2)
            .any(|w| w == b">>" || w == b"<<")
        || !body.starts_with(b"/Type/Catalog")
    {
        return unexpected(
            "the catalog is not a flat dictionary followed by the cross-reference table",
        );
    }
    let insert: &[u8] = b"/ViewerPreferences<</PrintScaling/None>>";
    let at = xref_at - end.len();
    pdf.splice(at..at, insert.iter().copied());
    let new_xref = xref_at + insert.len();
    // Everything from the catalog on moved by the inserted length.
    let number_at = startxref + insert.len() + 10;
    let old_len = pdf[number_at..]
        .iter()
        .position(|&b| b == b'\n')
        .unwrap_or(0);
    pdf.splice(number_at..number_at + old_len, new_xref.to_string().bytes());
    Ok(pdf)
}

fn dest(page: usize) -> XyzDestination {
    XyzDestination::new(page, Point::from_xy(0.0, 0.0))
}

/// Short lines at each corner of the trim box, outside it.
fn crop_marks(c: &mut Canvas, on: Page) {
    let t = on.trim();
    let pen = Pen::Solid(0.2, super::canvas::Ink::BLACK);
    let (gap, len) = (1.5, 5.0);
    for (x, dx) in [(t.x, -1.0), (t.right(), 1.0)] {
        for (y, dy) in [(t.y, -1.0), (t.bottom(), 1.0)] {
            c.line(x + dx * gap, y, x + dx * (gap + len), y, pen);
            c.line(x, y + dy * gap, x, y + dy * (gap + len), pen);
        }
    }
}
