//! A board's geometry on paper: squares of a given size, White's rank 1 at the bottom, the
//! coordinates around the board or inside its edge squares.

use super::canvas::{Align, Canvas, Ink, MIN_TEXT, Pen};
use crate::core::geometry::{Dims, Square};

/// The margin around a board for its coordinates (letters and numbers).
pub const COORD_BORDER: f32 = 7.0;

/// Board geometry: squares of `square` mm, with coordinates around them, white's rank 1 at the bottom.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub dims: Dims,
    pub square: f32,
    /// Offset of the squares from the drawing's top-left corner.
    pub origin: (f32, f32),
    /// The coordinates go inside the edge squares (no border around the board).
    pub inside: bool,
}

impl Grid {
    pub fn new(dims: Dims, square: f32) -> Grid {
        Grid {
            dims,
            square,
            origin: (COORD_BORDER, COORD_BORDER),
            inside: false,
        }
    }

    /// A board's grid with its coordinates around it, or inside its edge squares.
    pub fn with_coords(dims: Dims, square: f32, inside: bool) -> Grid {
        if inside {
            Grid {
                dims,
                square,
                origin: (0.0, 0.0),
                inside: true,
            }
        } else {
            Grid::new(dims, square)
        }
    }

    /// The grid of a board drawn on `c`: coordinates inside when the canvas asks for it.
    pub fn on(c: &Canvas, dims: Dims, square: f32) -> Grid {
        Grid::with_coords(dims, square, c.coords_inside)
    }

    /// The size of the drawing, coordinates included.
    pub fn size(&self) -> (f32, f32) {
        (
            self.dims.files as f32 * self.square + 2.0 * self.origin.0,
            self.dims.ranks as f32 * self.square + 2.0 * self.origin.1,
        )
    }

    /// The grid lines across and down, in drawing coordinates (where a board may be cut).
    pub fn lines(&self) -> (Vec<f32>, Vec<f32>) {
        (
            (0..=self.dims.files)
                .map(|k| self.origin.0 + k as f32 * self.square)
                .collect(),
            (0..=self.dims.ranks)
                .map(|k| self.origin.1 + k as f32 * self.square)
                .collect(),
        )
    }

    /// The top-left corner of a square.
    pub fn corner(&self, sq: Square) -> (f32, f32) {
        (
            self.origin.0 + sq.file() as f32 * self.square,
            self.origin.1 + (self.dims.ranks - 1 - sq.rank()) as f32 * self.square,
        )
    }

    /// The centre of a square.
    pub fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.corner(sq);
        (x + self.square / 2.0, y + self.square / 2.0)
    }

    /// The letters and numbers in the corners of the edge squares, each on a white tab: the file's
    /// letter bottom right on rank 1, the rank's number bottom left on file A.
    fn coords_inside(&self, c: &mut Canvas) {
        let size = MIN_TEXT + 0.3;
        let pad = 0.6;
        let tab = |c: &mut Canvas, x: f32, y: f32, text: &str, right: bool| {
            let w = c.text_width(text, size, true) + 2.0 * pad;
            let h = size * 0.75 + 2.0 * pad;
            let x = if right { x - w } else { x };
            c.rect(
                x,
                y - h,
                w,
                h,
                Some(Ink::WHITE),
                Some(Pen::Solid(0.15, Ink::gray(90))),
            );
            c.text(
                x + pad,
                y - pad,
                size,
                text,
                Align::Left,
                true,
                Ink::gray(40),
            );
        };
        let (ox, oy) = self.origin;
        let s = self.square;
        let bottom = oy + self.dims.ranks as f32 * s - 0.8;
        for f in 0..self.dims.files {
            let letter = Square::new(f, 0).file_char().to_string();
            tab(c, ox + (f as f32 + 1.0) * s - 0.8, bottom, &letter, true);
        }
        for r in 0..self.dims.ranks {
            let y = oy + (self.dims.ranks - r) as f32 * s - 0.8;
            tab(c, ox + 0.8, y, &(r + 1).to_string(), false);
        }
    }

    /// The outline of the board and the letters and numbers around it (or inside its edge squares).
    pub fn frame(&self, c: &mut Canvas) {
        let (ox, oy) = self.origin;
        let (w, h) = (
            self.dims.files as f32 * self.square,
            self.dims.ranks as f32 * self.square,
        );
        if self.inside {
            self.coords_inside(c);
        } else {
            self.coords_around(c);
        }
        self.lines_and_outline(c, ox, oy, w, h);
    }

    /// The letters and numbers in the border around the board.
    fn coords_around(&self, c: &mut Canvas) {
        let (ox, oy) = self.origin;
        let (w, h) = (
            self.dims.files as f32 * self.square,
            self.dims.ranks as f32 * self.square,
        );
        for f in 0..self.dims.files {
            let letter = Square::new(f, 0).file_char().to_string();
            let x = ox + (f as f32 + 0.5) * self.square;
            c.label(x, oy / 2.0, 4.0, self.square, &letter, true, Ink::gray(50));
            c.label(
                x,
                oy + h + oy / 2.0,
                4.0,
                self.square,
                &letter,
                true,
                Ink::gray(50),
            );
        }
        for r in 0..self.dims.ranks {
            let number = (r + 1).to_string();
            let y = oy + (self.dims.ranks - 1 - r) as f32 * self.square + self.square / 2.0;
            c.label(ox / 2.0, y, 4.0, ox, &number, true, Ink::gray(50));
            c.label(ox + w + ox / 2.0, y, 4.0, ox, &number, true, Ink::gray(50));
        }
    }

    /// The grid lines and the heavy outline.
    fn lines_and_outline(&self, c: &mut Canvas, ox: f32, oy: f32, w: f32, h: f32) {
        for f in 0..=self.dims.files {
            let x = ox + f as f32 * self.square;
            c.line(x, oy, x, oy + h, Pen::Solid(0.35, Ink::BLACK));
        }
        for r in 0..=self.dims.ranks {
            let y = oy + r as f32 * self.square;
            c.line(ox, y, ox + w, y, Pen::Solid(0.35, Ink::BLACK));
        }
        c.rect(ox, oy, w, h, None, Some(Pen::Solid(0.9, Ink::BLACK)));
    }
}
