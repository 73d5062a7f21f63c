//! Paper sizes, the frame of every page (trim box, crop marks, printable area) and the tiling of a board
//! that is larger than a sheet.
//!
//! ```
//! use ludoclasse::print::layout::{Paper, Tiling};
//! // An 8 × 8 board of 30 mm squares with a 7 mm border for its coordinates: 254 mm square. On A4
//! // portrait, below a 12 mm title band and above a 6 mm note band, it takes two pages side by side.
//! let area = Paper::A4.content();
//! // The cut goes along the grid line after the fifth column (7 + 5 × 30 mm), the second page starts
//! // with a 12 mm glue flap before it.
//! let lines: Vec<f32> = (0..=8).map(|k| 7.0 + 30.0 * k as f32).collect();
//! let t = Tiling::new(254.0, 254.0, area.w, area.h - 18.0, 12.0, &lines, &lines);
//! assert_eq!((t.columns, t.rows), (2, 1));
//! assert_eq!(t.seams().0, [157.0]);
//! assert_eq!(t.tiles()[1].window.x, 145.0);
//! ```

use std::fmt;
use std::str::FromStr;

/// The two paper sizes of the kit. A page is portrait unless a sheet asks for landscape ([`Page`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Paper {
    /// ISO A4: 210 × 297 mm.
    A4,
    /// US Letter: 8.5 × 11 in.
    Letter,
}

/// A rectangle in millimetres (x, y of the top-left corner).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Area {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Area {
    pub fn right(self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(self) -> f32 {
        self.y + self.h
    }
}

/// Where the trim box lies inside the page edge: the crop marks are drawn in this margin.
pub const TRIM_INSET: f32 = 8.0;
/// The bleed around the trim box.
pub const BLEED: f32 = 3.0;
/// The blank strip inside the trim box, kept free so that home printers do not clip anything.
pub const SAFE: f32 = 4.0;

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in millimetres.
    pub const fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// Width and height in PDF points (what `pdfinfo` shows).
    pub fn size_pt(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0 * 72.0 / 25.4, 297.0 * 72.0 / 25.4),
            Paper::Letter => (612.0, 792.0),
        }
    }

    pub const fn id(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// The trim box of a portrait page: the finished sheet, marked by crop marks.
    pub fn trim(self) -> Area {
        Page::from(self).trim()
    }

    /// The bleed box: the trim box and 3 mm around it.
    pub fn bleed(self) -> Area {
        Page::from(self).bleed()
    }

    /// Where sheets draw their content, portrait.
    pub fn content(self) -> Area {
        Page::from(self).content()
    }
}

/// A sheet of paper the way up it is printed: a board sheet turns landscape when that takes fewer pages.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Page {
    pub paper: Paper,
    pub landscape: bool,
}

impl From<Paper> for Page {
    fn from(paper: Paper) -> Page {
        Page {
            paper,
            landscape: false,
        }
    }
}

impl Page {
    pub fn landscape(paper: Paper) -> Page {
        Page {
            paper,
            landscape: true,
        }
    }

    /// Width and height in millimetres, the way up.
    pub fn size_mm(self) -> (f32, f32) {
        let (w, h) = self.paper.size_mm();
        if self.landscape { (h, w) } else { (w, h) }
    }

    /// Width and height in PDF points, the way up.
    pub fn size_pt(self) -> (f32, f32) {
        let (w, h) = self.paper.size_pt();
        if self.landscape { (h, w) } else { (w, h) }
    }

    /// The trim box (see [`Paper::trim`]).
    pub fn trim(self) -> Area {
        let (w, h) = self.size_mm();
        Area {
            x: TRIM_INSET,
            y: TRIM_INSET,
            w: w - 2.0 * TRIM_INSET,
            h: h - 2.0 * TRIM_INSET,
        }
    }

    /// The bleed box.
    pub fn bleed(self) -> Area {
        let t = self.trim();
        Area {
            x: t.x - BLEED,
            y: t.y - BLEED,
            w: t.w + 2.0 * BLEED,
            h: t.h + 2.0 * BLEED,
        }
    }

    /// Where sheets draw their content.
    pub fn content(self) -> Area {
        let t = self.trim();
        Area {
            x: t.x + SAFE,
            y: t.y + SAFE,
            w: t.w - 2.0 * SAFE,
            h: t.h - 2.0 * SAFE,
        }
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Paper {
    type Err = String;
    fn from_str(s: &str) -> Result<Paper, String> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" => Ok(Paper::Letter),
            _ => Err(format!(
                "`{s}` is not a paper size of the kit (use a4 or letter)"
            )),
        }
    }
}

/// How a drawing of `width × height` mm is cut into windows of at most `window_w × window_h` mm, with
/// neighbouring windows overlapping by `glue` mm (the flap that goes under the neighbour and carries
/// the same picture). Each cut edge lies on one of the drawing's grid lines when one fits, so that no
/// square is split between two pages.
#[derive(Clone, PartialEq, Debug)]
pub struct Tiling {
    pub width: f32,
    pub height: f32,
    pub window_w: f32,
    pub window_h: f32,
    pub glue: f32,
    pub columns: usize,
    pub rows: usize,
    /// Each column's window, from and to, across the drawing.
    pub xs: Vec<(f32, f32)>,
    /// Each row's window, from and to, down the drawing.
    pub ys: Vec<(f32, f32)>,
}

/// One page of a tiling.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Tile {
    pub column: usize,
    pub row: usize,
    /// 1-based number within the tiling, row by row (for the tests; the sheets name pieces by place).
    pub number: usize,
    /// The part of the drawing this page shows, in drawing coordinates.
    pub window: Area,
}

/// The windows along one axis: greedy, each cut on the farthest grid line that fits (or at the window's
/// full length when no line fits), the next window starting `glue` before the cut.
fn cuts(length: f32, window: f32, glue: f32, lines: &[f32]) -> Vec<(f32, f32)> {
    const EPS: f32 = 0.01;
    let mut out = Vec::new();
    let mut start = 0.0;
    loop {
        if length - start <= window + EPS {
            out.push((start, length));
            return out;
        }
        let end = lines
            .iter()
            .copied()
            .filter(|&g| g <= start + window + EPS && g > start + glue + 1.0)
            .fold(None, |best: Option<f32>, g| {
                Some(best.map_or(g, |b| b.max(g)))
            })
            .unwrap_or(start + window);
        out.push((start, end));
        start = end - glue;
    }
}

impl Tiling {
    /// The windows that cover the drawing, cut on the grid lines `xlines` (across) and `ylines`
    /// (down), in drawing coordinates.
    ///
    /// # Panics
    /// When `glue` is not smaller than the window.
    pub fn new(
        width: f32,
        height: f32,
        window_w: f32,
        window_h: f32,
        glue: f32,
        xlines: &[f32],
        ylines: &[f32],
    ) -> Tiling {
        assert!(
            glue + 1.0 < window_w && glue + 1.0 < window_h,
            "glue strip wider than a page"
        );
        let xs = cuts(width, window_w, glue, xlines);
        let ys = cuts(height, window_h, glue, ylines);
        Tiling {
            width,
            height,
            window_w,
            window_h,
            glue,
            columns: xs.len(),
            rows: ys.len(),
            xs,
            ys,
        }
    }

    pub fn len(&self) -> usize {
        self.columns * self.rows
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The windows, row by row.
    pub fn tiles(&self) -> Vec<Tile> {
        let mut out = Vec::new();
        for (row, &(y0, y1)) in self.ys.iter().enumerate() {
            for (column, &(x0, x1)) in self.xs.iter().enumerate() {
                out.push(Tile {
                    column,
                    row,
                    number: row * self.columns + column + 1,
                    window: Area {
                        x: x0,
                        y: y0,
                        w: x1 - x0,
                        h: y1 - y0,
                    },
                });
            }
        }
        out
    }

    /// The seams: where each cut edge lies across (x) and down (y), in drawing coordinates.
    pub fn seams(&self) -> (Vec<f32>, Vec<f32>) {
        let ends = |v: &[(f32, f32)]| v.iter().rev().skip(1).rev().map(|w| w.1).collect();
        (ends(&self.xs), ends(&self.ys))
    }

    /// The tile number at (column, row).
    pub fn number(&self, column: usize, row: usize) -> usize {
        row * self.columns + column + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_sizes_are_exact() {
        let (w, h) = Paper::A4.size_pt();
        assert!((w - 595.276).abs() < 0.01 && (h - 841.89).abs() < 0.01);
        assert_eq!(Paper::Letter.size_pt(), (612.0, 792.0));
        let (w, h) = Paper::Letter.size_mm();
        assert!((w * 72.0 / 25.4 - 612.0).abs() < 0.01 && (h * 72.0 / 25.4 - 792.0).abs() < 0.01);
    }

    fn lines(n: usize, square: f32) -> Vec<f32> {
        (0..=n).map(|k| 7.0 + square * k as f32).collect()
    }

    #[test]
    fn a_drawing_that_fits_is_one_page() {
        let t = Tiling::new(100.0, 150.0, 180.0, 250.0, 12.0, &[], &[]);
        assert_eq!((t.columns, t.rows, t.len()), (1, 1, 1));
        assert_eq!(t.tiles()[0].window.h, 150.0);
        assert_eq!(t.tiles()[0].window.w, 100.0);
        assert!(t.seams().0.is_empty() && t.seams().1.is_empty());
    }

    #[test]
    fn seams_lie_on_grid_lines_and_tiles_cover_the_drawing() {
        for (n, square) in [(8, 30.0), (11, 25.0), (10, 30.0), (9, 35.0), (12, 20.0)] {
            let g = lines(n, square);
            let size = 14.0 + n as f32 * square;
            for (ww, wh) in [(186.0, 255.0), (273.0, 168.0), (191.9, 237.4)] {
                let t = Tiling::new(size, size, ww, wh, 12.0, &g, &g);
                let tiles = t.tiles();
                assert_eq!(tiles.len(), t.columns * t.rows);
                let (sx, sy) = t.seams();
                for s in sx.iter().chain(&sy) {
                    assert!(
                        g.iter().any(|l| (l - s).abs() < 1e-3),
                        "seam {s} off the grid"
                    );
                }
                for tile in &tiles {
                    assert!(
                        tile.window.w <= ww + 0.01 && tile.window.h <= wh + 0.01,
                        "{tile:?}"
                    );
                    assert!(tile.window.w > 12.0 && tile.window.h > 12.0);
                }
                // Neighbours overlap by exactly the glue flap, and the last reaches the end.
                for k in 1..t.xs.len() {
                    assert!((t.xs[k - 1].1 - t.xs[k].0 - 12.0).abs() < 1e-3);
                }
                assert_eq!(t.xs[0].0, 0.0);
                assert!((t.xs.last().unwrap().1 - size).abs() < 1e-3);
                assert!((t.ys.last().unwrap().1 - size).abs() < 1e-3);
            }
        }
    }

    #[test]
    fn landscape_turns_the_page() {
        let p = Page::landscape(Paper::A4);
        assert_eq!(p.size_mm(), (297.0, 210.0));
        assert_eq!(p.content().w, 297.0 - 24.0);
        assert_eq!(Page::from(Paper::Letter).size_pt(), (612.0, 792.0));
    }

    #[test]
    fn page_numbers_go_row_by_row() {
        let g = lines(11, 25.0);
        let t = Tiling::new(289.0, 289.0, 186.0, 255.0, 12.0, &g, &g);
        assert_eq!((t.columns, t.rows), (2, 2));
        let numbers: Vec<_> = t
            .tiles()
            .iter()
            .map(|x| (x.column, x.row, x.number))
            .collect();
        assert_eq!(numbers, [(0, 0, 1), (1, 0, 2), (0, 1, 3), (1, 1, 4)]);
        assert_eq!(t.number(1, 1), 4);
    }
}
