//! Paper sizes, the frame of every page (trim box, crop marks, printable area) and the tiling of a board
//! that is larger than a sheet.
//!
//! ```
//! use ludoclasse::print::layout::{Paper, Tiling};
//! // An 8 × 8 board of 30 mm squares with a 7 mm border for its coordinates: 254 mm square. On A4
//! // portrait, below a 12 mm title band and above a 6 mm note band, it takes two pages side by side.
//! let area = Paper::A4.content();
//! let t = Tiling::new(254.0, 254.0, area.w, area.h - 18.0, 12.0);
//! assert_eq!((t.columns, t.rows), (2, 1));
//! // Each page shows half the board and the 12 mm glue strip.
//! assert_eq!(t.tiles()[1].window.x, 121.0);
//! ```

use std::fmt;
use std::str::FromStr;

/// The two paper sizes of the kit. Pages are always portrait.
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

    /// The trim box: the finished sheet, marked by crop marks.
    pub fn trim(self) -> Area {
        let (w, h) = self.size_mm();
        Area {
            x: TRIM_INSET,
            y: TRIM_INSET,
            w: w - 2.0 * TRIM_INSET,
            h: h - 2.0 * TRIM_INSET,
        }
    }

    /// The bleed box: the trim box and 3 mm around it.
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
/// neighbouring windows overlapping by `glue` mm (the strip that goes under the neighbour).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Tiling {
    pub width: f32,
    pub height: f32,
    pub window_w: f32,
    pub window_h: f32,
    pub glue: f32,
    pub columns: usize,
    pub rows: usize,
}

/// One page of a tiling.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Tile {
    pub column: usize,
    pub row: usize,
    /// 1-based page number within the tiling, row by row.
    pub number: usize,
    /// The part of the drawing this page shows, in drawing coordinates.
    pub window: Area,
}

fn count(length: f32, window: f32, glue: f32) -> usize {
    if length <= window + 0.01 {
        1
    } else {
        1 + ((length - window) / (window - glue) - 0.001)
            .ceil()
            .max(1.0) as usize
    }
}

impl Tiling {
    /// The fewest windows that cover the drawing.
    ///
    /// # Panics
    /// When `glue` is not smaller than the window.
    pub fn new(width: f32, height: f32, window_w: f32, window_h: f32, glue: f32) -> Tiling {
        assert!(
            glue < window_w && glue < window_h,
            "glue strip wider than a page"
        );
        Tiling {
            width,
            height,
            window_w,
            window_h,
            glue,
            columns: count(width, window_w, glue),
            rows: count(height, window_h, glue),
        }
    }

    pub fn len(&self) -> usize {
        self.columns * self.rows
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The windows, row by row. The drawing is shared evenly between the pages of a row (and of a
    /// column), so that no page holds a thin leftover strip.
    pub fn tiles(&self) -> Vec<Tile> {
        let even = |length: f32, n: usize| (length + (n as f32 - 1.0) * self.glue) / n as f32;
        let (w, h) = (even(self.width, self.columns), even(self.height, self.rows));
        let mut out = Vec::new();
        for row in 0..self.rows {
            for column in 0..self.columns {
                out.push(Tile {
                    column,
                    row,
                    number: row * self.columns + column + 1,
                    window: Area {
                        x: column as f32 * (w - self.glue),
                        y: row as f32 * (h - self.glue),
                        w,
                        h,
                    },
                });
            }
        }
        out
    }

    /// The page number of the tile at (column, row).
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

    #[test]
    fn a_drawing_that_fits_is_one_page() {
        let t = Tiling::new(100.0, 150.0, 180.0, 250.0, 12.0);
        assert_eq!((t.columns, t.rows, t.len()), (1, 1, 1));
        assert_eq!(t.tiles()[0].window.h, 150.0);
        assert_eq!(t.tiles()[0].window.w, 100.0);
    }

    #[test]
    fn tiles_cover_the_drawing_with_the_glue_overlap() {
        for (w, h) in [
            (260.0, 260.0),
            (346.0, 346.0),
            (500.0, 120.0),
            (181.0, 250.0),
        ] {
            let t = Tiling::new(w, h, 180.0, 250.0, 12.0);
            let tiles = t.tiles();
            assert_eq!(tiles.len(), t.columns * t.rows);
            for tile in &tiles {
                assert!(tile.window.w > 12.0, "a sliver page for {w}×{h}: {tile:?}");
                assert!(
                    tile.window.w <= 180.0 + 1e-3 && tile.window.h <= 250.0 + 1e-3,
                    "{tile:?}"
                );
                assert!(tile.window.right() <= w + 1e-3 && tile.window.bottom() <= h + 1e-3);
            }
            let last = tiles.last().unwrap();
            assert!(
                (last.window.right() - w).abs() < 1e-3 && (last.window.bottom() - h).abs() < 1e-3
            );
            // Neighbours overlap by exactly the glue strip.
            if t.columns > 1 {
                assert!((tiles[0].window.right() - tiles[1].window.x - 12.0).abs() < 1e-3);
            }
            // And one page fewer would not cover it.
            let fewer_columns = (t.columns - 1) as f32 * (180.0 - 12.0) + 12.0;
            assert!(t.columns == 1 || fewer_columns < w);
        }
    }

    #[test]
    fn page_numbers_go_row_by_row() {
        let t = Tiling::new(346.0, 346.0, 180.0, 250.0, 12.0);
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
