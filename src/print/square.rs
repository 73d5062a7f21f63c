//! What the three square-board games with round pieces (Espion, Schada, Tank Battle) have in common on
//! paper: a board drawn square by square, a start position, kinds of pieces. Each game's module says
//! how its squares look ([`SquareArt`]); the board sheets, the pieces sheet, the small setup of the
//! rules sheet and the one-sheet mini kit are made here, once.

use super::canvas::{Canvas, Ink};
use super::layout::Area;
use super::mini::{self, Group};
use super::pdf::Doc;
use super::sheet::{Grid, square_board, start_squares};
use super::tokens::setup_small;
use super::tokens::{PieceKind, Symbol, pieces_sheet, token};
use super::{BoardReport, Ctx, PrintError};
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};

/// What every square board's art holds: its size, the start position (side and index of the kind of
/// piece, square by square in [`Dims::index`] order), whether it is a reconstruction.
pub struct Basics {
    pub dims: Dims,
    pub start: Vec<Option<(Side, usize)>>,
    /// False when the board file says it is the real board, not a reconstruction.
    pub reconstructed: bool,
    /// The kinds of pieces, in the order of `start` (see [`piece_kinds`]).
    pub kinds: &'static [KindRow],
}

/// A kind of piece: its id in `printables/<game>.toml`, its symbol, the value on its rim.
pub type KindRow = (&'static str, Symbol, Option<&'static str>);

impl Basics {
    /// `piece_at` gives the piece on a square at the start, as a side and one of `kinds`.
    /// `piece_kinds` lists the game's own kinds in the order of `kinds`.
    pub fn new<K: PartialEq>(
        dims: Dims,
        reconstructed: bool,
        piece_kinds: &[K],
        kinds: &'static [KindRow],
        piece_at: impl Fn(Square) -> Option<(Side, K)>,
    ) -> Basics {
        Basics {
            dims,
            start: start_squares(dims, piece_kinds, piece_at),
            reconstructed,
            kinds,
        }
    }
}

/// The kinds of pieces of a game, from their ids in `printables/<game>.toml` and the texts
/// `print-<game>-<id>`, `…-letter`, `…-move`: each with its symbol and the value on its rim, if any.
pub fn piece_kinds(ctx: &Ctx, kinds: &[KindRow]) -> Vec<PieceKind> {
    let (t, game) = (ctx.texts, ctx.game.id());
    kinds
        .iter()
        .map(|&(k, symbol, value)| PieceKind {
            name: t.get(&format!("print-{game}-{k}")),
            letter: t.get(&format!("print-{game}-{k}-letter")),
            symbol,
            note: t.get(&format!("print-{game}-{k}-move")),
            count: ctx.spec.count(k),
            value: value.map(str::to_string),
        })
        .collect()
}

/// A square board as printed.
pub trait SquareArt {
    fn basics(&self) -> &Basics;

    /// The kinds of pieces with their names, letters and counts, in the order of [`Basics::start`].
    fn kinds(&self, ctx: &Ctx) -> Vec<PieceKind> {
        piece_kinds(ctx, self.basics().kinds)
    }

    fn dims(&self) -> Dims {
        self.basics().dims
    }
    fn reconstructed(&self) -> bool {
        self.basics().reconstructed
    }
    fn start(&self) -> &[Option<(Side, usize)>] {
        &self.basics().start
    }
    /// The whole board with squares of `square` mm, coordinates included, its top-left at (0, 0).
    /// `piece` is the diameter of the printed pieces at that size.
    fn draw(&self, c: &mut Canvas, square: f32, piece: f32, ctx: &Ctx);

    /// The squares' ground at the small size of the rules sheet: a light checkering (none when ink is
    /// saved).
    fn ground_small(&self, c: &mut Canvas, grid: &Grid) {
        if c.ink_saving {
            return;
        }
        for sq in self.dims().squares() {
            let (x, y) = grid.corner(sq);
            if (sq.file() + sq.rank()) % 2 == 0 {
                c.rect(x, y, grid.square, grid.square, Some(Ink::gray(225)), None);
            }
        }
    }

    /// The start position, small, on the rules sheet.
    fn setup(&self, c: &mut Canvas, area: Area, ctx: &Ctx) {
        let ground = |c: &mut Canvas, grid: &Grid| self.ground_small(c, grid);
        setup_small(
            c,
            area,
            self.dims(),
            self.start(),
            &self.kinds(ctx),
            &ground,
        );
    }
}

/// A checkered board of `dims` at `square` mm: every square that will be seen gets its light ground
/// (every other one, none when ink is saved: it only helps the eye), then `each` draws on it with its
/// top-left corner; the frame and coordinates last.
pub fn checkered(
    c: &mut Canvas,
    dims: Dims,
    square: f32,
    grey: u8,
    each: &mut dyn FnMut(&mut Canvas, &Grid, Square, f32, f32),
) {
    let grid = Grid::on(c, dims, square);
    for sq in dims.squares() {
        let (x, y) = grid.corner(sq);
        if !c.shows(x, y, square, square) {
            continue;
        }
        if (sq.file() + sq.rank()) % 2 == 0 && !c.ink_saving {
            c.rect(x, y, square, square, Some(Ink::gray(grey)), None);
        }
        each(c, &grid, sq, x, y);
    }
    grid.frame(c);
}

/// The diameter of a piece for squares of `square` mm (the kit's ratio of piece to square).
pub fn piece_size(ctx: &Ctx, square: f32) -> f32 {
    ctx.spec.piece_mm * square / ctx.spec.square_mm
}

/// The board sheet(s) at the kit's square size.
pub fn board(doc: &mut Doc, ctx: &Ctx, art: &dyn SquareArt) -> BoardReport {
    let title = ctx
        .texts
        .tr("print-board-title", &[("game", ctx.game_name().into())]);
    let (square, piece) = (ctx.square, piece_size(ctx, ctx.square));
    square_board(doc, ctx, art.dims(), title, art.reconstructed(), &|c| {
        art.draw(c, square, piece, ctx)
    })
}

/// The pieces sheet.
pub fn pieces(doc: &mut Doc, ctx: &Ctx, art: &dyn SquareArt) {
    pieces_sheet(doc, ctx, &art.kinds(ctx));
}

/// The one sheet of the mini kit: the board with squares of about 20 mm and every piece of both sides.
///
/// # Errors
/// The teacher's `--square-mm` does not fit on one sheet.
pub fn mini(doc: &mut Doc, ctx: &Ctx, art: &dyn SquareArt) -> Result<BoardReport, PrintError> {
    let kinds = art.kinds(ctx);
    let ratio = ctx.spec.piece_mm / ctx.spec.square_mm;
    let sides = [(false, "print-side-white"), (true, "print-side-black")];
    let groups: Vec<Group> = sides
        .iter()
        .map(|&(dark, name)| {
            let of_side: Vec<&PieceKind> = kinds
                .iter()
                .flat_map(|k| std::iter::repeat_n(k, k.count as usize))
                .collect();
            Group {
                label: ctx.texts.get(name),
                w: ratio + 0.1,
                h: ratio + 0.1,
                fixed: (0.0, 0.0),
                count: of_side.len(),
                draw: Box::new(move |c: &mut Canvas, x, y, square, i| {
                    let d = ratio * square;
                    let cell = d + 0.1 * square;
                    token(c, x + cell / 2.0, y + cell / 2.0, d, of_side[i], dark);
                }),
            }
        })
        .collect();
    let dims = art.dims();
    let layout = |s: f32, inside: bool| {
        let grid = Grid::with_coords(dims, s, inside);
        let (w, h) = grid.size();
        let (xs, ys) = grid.lines();
        (w, h, xs, ys)
    };
    let board = mini::Board {
        squares: (dims.files, dims.ranks),
        layout: &layout,
        title: ctx.game_name(),
        reconstructed: art.reconstructed(),
        draw: &|c, square| art.draw(c, square, ratio * square, ctx),
        can_inside: true,
        can_turn: true,
    };
    mini::sheet(doc, ctx, &board, &groups)
}
