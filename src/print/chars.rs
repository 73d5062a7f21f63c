//! Bataille de chars' sheets: the race track (board 1) with its arrows and red squares, the battle
//! board (board 2) with its numbered start squares, minefields and red lines, the tank pawns that fold
//! into a stand, and the 16 + 16 mine cards with a common back for double-sided printing.

use krilla::geom::Transform;

use super::canvas::{Align, Canvas, Ink, Pen};
use super::layout::{Area, Paper};
use super::pdf::Doc;
use super::sheet::{BoardSheet, Grid, footer, frame_small, header, square_board, tiled_board};
use super::spec::SheetKind;
use super::{BoardReport, Ctx, PrintError};
use std::sync::Arc;

use crate::core::chars::CharsBoard;
use crate::core::chars::race::{JumpKind, RaceTrack};
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};

/// The margin around the race track.
const RACE_MARGIN: f32 = 1.0;

/// The race track of phase 1: squares 1 to `length`, pawns start on 0 beside square 1.
pub struct RaceArt {
    pub length: u8,
    /// Squares per row of the snake.
    pub row_len: u8,
    /// Arrows: (tail, head), forward or backward.
    pub arrows: Vec<(u8, u8)>,
    /// Red squares: (square, where it sends the pawn).
    pub red: Vec<(u8, u8)>,
    track: Arc<RaceTrack>,
}

/// The battle board of phase 2.
pub struct BattleArt {
    pub dims: Dims,
    /// Each side's minefield (the squares the *other* side lays its cards on), by square index.
    pub minefields: [Vec<usize>; 2],
    /// The numbered start squares: side and number, by square index.
    pub starts: Vec<Option<(Side, usize)>>,
}

/// Both boards.
pub struct Boards {
    pub race: RaceArt,
    pub battle: BattleArt,
    /// False when the board file says it is the real board, not a reconstruction.
    pub reconstructed: bool,
}

impl Boards {
    /// Reads the board file (a teacher's copy if there is one).
    ///
    /// # Errors
    /// The board file's own errors.
    pub fn load() -> Result<Boards, PrintError> {
        Ok(Boards::new(&*crate::boards::chars::load()?))
    }

    /// What to draw of `board`.
    pub fn new(board: &CharsBoard) -> Boards {
        let track = board.race().clone();
        let mut arrows = Vec::new();
        let mut red = Vec::new();
        for (tail, jump) in track.jumps() {
            match jump.kind {
                JumpKind::Arrow => arrows.push((tail, jump.to)),
                JumpKind::Red => red.push((tail, jump.to)),
            }
        }
        let dims = board.dims();
        let minefield = |layer: Side| {
            board
                .minefield(layer)
                .iter()
                .map(|&sq| dims.index(sq))
                .collect()
        };
        Boards {
            reconstructed: board.reconstructed(),
            race: RaceArt {
                length: track.length(),
                row_len: track.per_row(),
                arrows,
                red,
                track,
            },
            battle: BattleArt {
                dims,
                minefields: [minefield(Side::Black), minefield(Side::White)],
                starts: dims
                    .squares()
                    .map(|sq| {
                        [Side::White, Side::Black]
                            .into_iter()
                            .find_map(|side| board.start_number(side, sq).map(|n| (side, n)))
                    })
                    .collect(),
            },
        }
    }

    pub fn setup_aspect(&self) -> f32 {
        (self.battle.dims.ranks as f32 + 1.0) / (self.battle.dims.files as f32 + 1.0)
    }

    /// The battle board at the start, small: tanks on their start lines, cards face down on the
    /// minefields.
    pub fn setup(&self, c: &mut Canvas, area: Area, ctx: &Ctx) {
        let b = &self.battle;
        let square =
            (area.w / (b.dims.files as f32 + 1.0)).min(area.h / (b.dims.ranks as f32 + 1.0));
        let mut grid = Grid::new(b.dims, square);
        grid.origin = (area.x + square / 2.0, area.y + square / 2.0);
        b.squares(c, &grid, true);
        for sq in b.dims.squares() {
            let (x, y) = grid.corner(sq);
            let (cx, cy) = grid.centre(sq);
            let i = b.dims.index(sq);
            if let Some((side, _)) = b.starts[i] {
                tank_token(c, cx, cy, square * 0.8, side == Side::Black);
            } else if b.in_minefield(i) {
                c.rect(
                    x + square * 0.1,
                    y + square * 0.1,
                    square * 0.8,
                    square * 0.8,
                    Some(Ink::WHITE),
                    Some(Pen::Solid(0.2, Ink::BLACK)),
                );
                c.label(cx, cy, square * 0.5, square * 0.7, "?", true, Ink::gray(80));
            }
        }
        b.red_lines(c, &grid);
        frame_small(c, &grid, square);
        let _ = ctx;
    }
}

/// A small round tank marker (rules sheet).
fn tank_token(c: &mut Canvas, cx: f32, cy: f32, d: f32, dark: bool) {
    let (fill, ink) = if dark {
        (Ink::gray(35), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    };
    c.circle(
        cx,
        cy,
        d / 2.0,
        Some(fill),
        Some(Pen::Solid(0.3, Ink::BLACK)),
    );
    c.label(cx, cy, d * 0.55, d * 0.8, "T", true, ink);
}

impl BattleArt {
    fn in_minefield(&self, i: usize) -> bool {
        self.minefields.iter().any(|m| m.contains(&i))
    }

    pub(crate) fn squares(&self, c: &mut Canvas, grid: &Grid, small: bool) {
        let s = grid.square;
        for sq in self.dims.squares() {
            let (x, y) = grid.corner(sq);
            if !c.shows(x, y, s, s) {
                continue;
            }
            let i = self.dims.index(sq);
            if self.in_minefield(i) {
                c.rect(x, y, s, s, Some(Ink::gray(225)), None);
                c.hatch(
                    x,
                    y,
                    s,
                    s,
                    s * 0.18,
                    Pen::Solid(s * 0.01, Ink::gray(140)),
                    true,
                );
            }
            if !small && let Some((side, n)) = self.starts[i] {
                // Black's numbers are written for Black, sitting across the table, to read.
                let (cx, cy) = grid.centre(sq);
                c.circle(
                    cx,
                    cy,
                    s * 0.3,
                    None,
                    Some(Pen::Solid(s * 0.025, Ink::BLACK)),
                );
                if side == Side::Black {
                    c.push_transform(Transform::from_rotate_at(180.0, cx, cy));
                }
                c.label(cx, cy, s * 0.3, s * 0.5, &n.to_string(), true, Ink::BLACK);
                if side == Side::Black {
                    c.pop();
                }
            }
        }
    }

    /// The red lines: along both long edges of each minefield, a red band with white dashes in it,
    /// recognisable in black and white.
    pub(crate) fn red_lines(&self, c: &mut Canvas, grid: &Grid) {
        let s = grid.square;
        let w = self.dims.files as f32 * s;
        let width = (s * 0.06).max(0.6);
        for field in &self.minefields {
            let ranks = field.iter().map(|&i| self.dims.square(i).rank());
            let (Some(lo), Some(hi)) = (ranks.clone().min(), ranks.max()) else {
                continue;
            };
            let (_, top) = grid.corner(Square::new(0, hi));
            let (_, bottom) = grid.corner(Square::new(0, lo));
            for y in [top, bottom + s] {
                let x0 = grid.origin.0;
                c.line(x0, y, x0 + w, y, Pen::Solid(width, Ink(200, 20, 20)));
                c.line(x0, y, x0 + w, y, Pen::Dashed(width * 0.35, Ink::WHITE));
            }
        }
    }

    fn draw(&self, c: &mut Canvas, square: f32) {
        let grid = Grid::new(self.dims, square);
        self.squares(c, &grid, false);
        grid.frame(c);
        self.red_lines(c, &grid);
    }
}

impl RaceArt {
    fn rows(&self) -> u8 {
        self.length.div_ceil(self.row_len)
    }

    /// The drawing's size: the start box, then the snake, in a thin margin (the track has no
    /// coordinates: a narrow margin lets 9 squares of 30 mm fit across a landscape A4).
    pub(crate) fn size(&self, s: f32) -> (f32, f32) {
        (
            (self.row_len as f32 + 1.0) * s + 2.0 * RACE_MARGIN,
            self.rows() as f32 * s + 2.0 * RACE_MARGIN,
        )
    }

    /// The top-left corner of square `n` (0 is the start box, left of square 1).
    fn corner(&self, n: u8, s: f32) -> (f32, f32) {
        let rows = self.rows();
        if n == 0 {
            return (RACE_MARGIN, RACE_MARGIN + (rows - 1) as f32 * s);
        }
        let (row, col) = self.track.cell(n);
        (
            RACE_MARGIN + (col as f32 + 1.0) * s,
            RACE_MARGIN + (rows - 1 - row) as f32 * s,
        )
    }

    pub(crate) fn centre(&self, n: u8, s: f32) -> (f32, f32) {
        let (x, y) = self.corner(n, s);
        (x + s / 2.0, y + s / 2.0)
    }

    pub(crate) fn draw(&self, c: &mut Canvas, s: f32, ctx: &Ctx) {
        let texts = ctx.texts;
        let red_ink = Ink(200, 20, 20);
        for n in 0..=self.length {
            let (x, y) = self.corner(n, s);
            if !c.shows(x, y, s, s) {
                continue;
            }
            if let Some((_, to)) = self.red.iter().find(|(from, _)| *from == n) {
                c.rect(x, y, s, s, Some(Ink(250, 205, 205)), None);
                c.hatch(x, y, s, s, s * 0.1, Pen::Solid(s * 0.012, red_ink), true);
                c.rect(
                    x + s * 0.22,
                    y + s * 0.32,
                    s * 0.56,
                    s * 0.36,
                    Some(Ink::WHITE),
                    Some(Pen::Solid(s * 0.02, Ink::BLACK)),
                );
                c.label(
                    x + s / 2.0,
                    y + s / 2.0,
                    s * 0.25,
                    s * 0.5,
                    &format!("+{}", to - n),
                    true,
                    Ink::BLACK,
                );
            }
            c.rect(x, y, s, s, None, Some(Pen::Solid(0.5, Ink::BLACK)));
            let name = if n == 0 {
                texts.get("print-chars-race-start")
            } else if n == self.length {
                texts.get("print-chars-race-finish")
            } else {
                String::new()
            };
            if n == 0 {
                c.label(
                    x + s / 2.0,
                    y + s * 0.45,
                    s * 0.16,
                    s * 0.9,
                    &name,
                    true,
                    Ink::BLACK,
                );
                c.label(
                    x + s / 2.0,
                    y + s * 0.72,
                    s * 0.14,
                    s * 0.9,
                    "0",
                    false,
                    Ink::BLACK,
                );
                continue;
            }
            if !name.is_empty() {
                c.label(
                    x + s / 2.0,
                    y + s * 0.8,
                    s * 0.14,
                    s * 0.9,
                    &name,
                    true,
                    Ink::BLACK,
                );
                c.rect(
                    x + s * 0.05,
                    y + s * 0.05,
                    s * 0.9,
                    s * 0.9,
                    None,
                    Some(Pen::Solid(s * 0.02, Ink::BLACK)),
                );
            }
            // The way to go: a small chevron at the square's corner.
            let (row, _) = self.track.cell(n);
            let last_of_row = n % self.row_len == 0;
            let (cx, cy) = (x + s * 0.86, y + s * 0.12);
            let k = s * 0.05;
            let chevron: [(f32, f32); 3] = if last_of_row {
                [
                    (cx - k, cy + k * 0.6),
                    (cx, cy - k * 0.6),
                    (cx + k, cy + k * 0.6),
                ]
            } else if row % 2 == 0 {
                [
                    (cx - k * 0.6, cy - k),
                    (cx + k * 0.6, cy),
                    (cx - k * 0.6, cy + k),
                ]
            } else {
                [
                    (cx + k * 0.6, cy - k),
                    (cx - k * 0.6, cy),
                    (cx + k * 0.6, cy + k),
                ]
            };
            c.polygon(
                &chevron,
                false,
                None,
                Some(Pen::Solid(s * 0.02, Ink::gray(80))),
            );
        }
        // The arrows over the squares; their tail square says where they lead, in words.
        for &(from, to) in &self.arrows {
            let (x1, y1) = self.centre(from, s);
            let (x2, y2) = self.centre(to, s);
            let forward = to > from;
            let pen = if forward {
                Pen::Solid(s * 0.045, Ink::BLACK)
            } else {
                Pen::Dashed(s * 0.045, Ink::BLACK)
            };
            curved_arrow(c, (x1, y1), (x2, y2), s, pen);
            c.circle(x1, y1, s * 0.07, Some(Ink::BLACK), None);
            let (x, y) = self.corner(from, s);
            let id = if forward {
                "print-chars-race-forward"
            } else {
                "print-chars-race-back"
            };
            let text = texts.tr(id, &[("square", (to as usize).into())]);
            c.rect(
                x + s * 0.04,
                y + s * 0.74,
                s * 0.92,
                s * 0.2,
                Some(Ink::WHITE),
                None,
            );
            c.label(
                x + s / 2.0,
                y + s * 0.84,
                s * 0.13,
                s * 0.88,
                &text,
                true,
                Ink::BLACK,
            );
        }
        // The square numbers last, each on a white patch: never under an arrow.
        for n in 1..=self.length {
            let (x, y) = self.corner(n, s);
            if !c.shows(x, y, s, s) {
                continue;
            }
            let text = n.to_string();
            let size = s * 0.18;
            let w = c.text_width(&text, size, true);
            c.rect(
                x + s * 0.04,
                y + s * 0.04,
                w + s * 0.05,
                size * 1.05,
                Some(Ink::WHITE),
                None,
            );
            c.text(
                x + s * 0.06,
                y + s * 0.04 + size * 0.85,
                size,
                &text,
                Align::Left,
                true,
                Ink::BLACK,
            );
        }
    }
}

/// A gently curved arrow between two square centres, its head just short of the target centre.
fn curved_arrow(c: &mut Canvas, (x1, y1): (f32, f32), (x2, y2): (f32, f32), s: f32, pen: Pen) {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(0.01);
    let bend = (len * 0.18).min(s * 0.8);
    let (mx, my) = (
        (x1 + x2) / 2.0 - dy / len * bend,
        (y1 + y2) / 2.0 + dx / len * bend,
    );
    // Stop the curve at the head's base.
    let head = s * 0.2;
    let (tx, ty) = (x2 - mx, y2 - my);
    let tl = (tx * tx + ty * ty).sqrt().max(0.01);
    let (bx, by) = (x2 - tx / tl * head, y2 - ty / tl * head);
    let mut pb = krilla::geom::PathBuilder::new();
    pb.move_to(x1, y1);
    pb.quad_to(mx, my, bx, by);
    if let Some(p) = pb.finish() {
        c.path(&p, None, Some(pen));
    }
    c.arrow(
        bx,
        by,
        x2,
        y2,
        head,
        Pen::Solid(0.1, Ink::BLACK),
        Ink::BLACK,
    );
}

/// The race track sheet(s).
///
/// # Errors
/// The board file's errors.
pub fn race_track(doc: &mut Doc, ctx: &Ctx) -> Result<BoardReport, PrintError> {
    let boards = Boards::load()?;
    let race = &boards.race;
    let s = ctx.square;
    let (width, height) = race.size(s);
    let columns = race.row_len + 1;
    let sheet = BoardSheet {
        title: ctx.texts.get("print-chars-race-title"),
        texts: ctx.texts,
        width,
        height,
        glue: ctx.spec.glue_mm,
        xlines: (0..=columns).map(|k| RACE_MARGIN + k as f32 * s).collect(),
        ylines: (0..=race.rows())
            .map(|k| RACE_MARGIN + k as f32 * s)
            .collect(),
        footer: ctx.board_footer(boards.reconstructed),
    };
    let (tiling, on) = tiled_board(doc, &sheet, &|c| race.draw(c, s, ctx));
    Ok(BoardReport::new(
        SheetKind::RaceTrack,
        (columns, race.rows()),
        s,
        &sheet,
        &tiling,
        on.landscape,
    ))
}

/// The battle board sheet(s).
///
/// # Errors
/// The board file's errors.
pub fn board(doc: &mut Doc, ctx: &Ctx) -> Result<BoardReport, PrintError> {
    let boards = Boards::load()?;
    let battle = &boards.battle;
    let s = ctx.square;
    Ok(square_board(
        doc,
        ctx,
        battle.dims,
        ctx.texts.get("print-chars-battle-title"),
        boards.reconstructed,
        &|c| battle.draw(c, s),
    ))
}

/// A tank seen from the side, in a box of `w × h` with its top-left at (x, y).
fn tank_side(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, ink: Ink) {
    let pen = Pen::Solid(w * 0.03, ink);
    // Tracks: a rounded band with wheels.
    let ty = y + h * 0.62;
    let th = h * 0.28;
    c.rect(x + w * 0.1, ty, w * 0.8, th, None, Some(pen));
    for i in 0..5 {
        let cx = x + w * (0.2 + 0.15 * i as f32);
        c.circle(cx, ty + th / 2.0, th * 0.3, Some(ink), None);
    }
    // Hull, turret, gun.
    c.polygon(
        &[
            (x + w * 0.05, ty),
            (x + w * 0.15, y + h * 0.45),
            (x + w * 0.85, y + h * 0.45),
            (x + w * 0.95, ty),
        ],
        true,
        Some(ink),
        None,
    );
    c.rect(
        x + w * 0.3,
        y + h * 0.28,
        w * 0.35,
        h * 0.17,
        Some(ink),
        None,
    );
    c.line(
        x + w * 0.62,
        y + h * 0.34,
        x + w * 0.98,
        y + h * 0.3,
        Pen::Solid(h * 0.06, ink),
    );
}

/// One face of a pawn: the tank, its number and its side's letter.
fn pawn_face(
    c: &mut Canvas,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    number: usize,
    letter: &str,
    dark: bool,
) {
    let (fill, ink) = if dark {
        (Ink::gray(35), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    };
    c.rect(x, y, w, h, Some(fill), None);
    tank_side(c, x + w * 0.08, y + h * 0.05, w * 0.84, h * 0.6, ink);
    c.label(
        x + w * 0.35,
        y + h * 0.8,
        h * 0.26,
        w * 0.4,
        &number.to_string(),
        true,
        ink,
    );
    c.label(
        x + w * 0.75,
        y + h * 0.8,
        h * 0.18,
        w * 0.3,
        letter,
        true,
        ink,
    );
}

/// The tank pawns: a strip per tank, folded into a little roof standing on its two glued tabs.
pub fn tank_pawns(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let w = ctx.spec.piece_mm * ctx.square / ctx.spec.square_mm;
    let panel = w * 1.1;
    let tab = panel * 0.45;
    let h = 2.0 * panel + 2.0 * tab;
    let count = ctx.spec.count("tank") as usize;
    let sides = [
        (
            texts.get("print-side-white"),
            texts.get("print-side-white-letter"),
            false,
        ),
        (
            texts.get("print-side-black"),
            texts.get("print-side-black-letter"),
            true,
        ),
    ];
    let title = texts.tr("print-chars-pawns-title", &[]);
    let mut queue: Vec<(usize, usize)> = (0..2)
        .flat_map(|side| (1..=count).map(move |n| (side, n)))
        .collect();
    queue.reverse();
    let mut first = true;
    let mut die_done = false;
    let die_face = 16.0;
    while !queue.is_empty() {
        doc.page(|c| {
            let area = header(c, paper, &title, &texts.get("print-pieces-note"));
            footer(c, paper, &texts.get("print-pieces-footer"));
            let mut y = area.y;
            if first {
                y = c.paragraph(
                    area.x,
                    y + 4.0,
                    area.w,
                    3.3,
                    &texts.get("print-chars-pawns-how"),
                    false,
                ) + 2.0;
            }
            let gap = 3.0;
            let columns = (((area.w + gap) / (w + gap)).floor() as usize).max(1);
            let mut col = 0;
            let mut current_side = None;
            while let Some(&(side, n)) = queue.last() {
                if current_side != Some(side) {
                    if col > 0 {
                        y += h + gap;
                        col = 0;
                    }
                    if y + 8.0 + h > area.bottom() {
                        break;
                    }
                    c.text(
                        area.x,
                        y + 5.0,
                        4.0,
                        &sides[side].0,
                        Align::Left,
                        true,
                        Ink::BLACK,
                    );
                    y += 8.0;
                    current_side = Some(side);
                }
                if col == columns {
                    col = 0;
                    y += h + gap;
                }
                if y + h > area.bottom() {
                    break;
                }
                let x = area.x + col as f32 * (w + gap);
                pawn(
                    c,
                    x,
                    y,
                    w,
                    panel,
                    tab,
                    n,
                    &sides[side].1,
                    sides[side].2,
                    texts,
                );
                col += 1;
                queue.pop();
            }
            let below = if col > 0 { y + h + gap } else { y };
            if queue.is_empty() && below + 6.0 + die_height(die_face) <= area.bottom() {
                die(c, texts, area.x, below + 4.0, area.w, die_face);
                die_done = true;
            }
        });
        first = false;
    }
    if !die_done {
        doc.page(|c| {
            let area = header(c, paper, &title, &texts.get("print-pieces-note"));
            footer(c, paper, &texts.get("print-pieces-footer"));
            die(c, texts, area.x, area.y + 4.0, area.w, die_face);
        });
    }
}

/// The height of the die's net with its title, for faces of `face` mm.
fn die_height(face: f32) -> f32 {
    4.0 * face + 2.0 * face * 0.3
}

/// A six-sided die to cut out, fold and glue: a cross-shaped net of `face` mm squares (opposite faces
/// add up to 7), with a glue tab on seven edges, one for each edge that is glued.
fn die(c: &mut Canvas, texts: &crate::i18n::Texts, x: f32, y: f32, w: f32, face: f32) {
    let tab = face * 0.3;
    let net_w = 3.0 * face + 2.0 * tab;
    let (ox, oy) = (x + tab, y + tab);
    // The title and the instructions beside the net.
    let text_x = x + net_w + 8.0;
    c.text(
        text_x,
        y + 5.0,
        4.0,
        &texts.get("print-chars-die-title"),
        Align::Left,
        true,
        Ink::BLACK,
    );
    c.paragraph(
        text_x,
        y + 11.0,
        (w - net_w - 8.0).max(40.0),
        3.4,
        &texts.get("print-chars-die-how"),
        false,
    );
    // Column A (top), B, C, D; L and R beside B. Opposites: A–C (2, 5), B–D (1, 6), L–R (3, 4).
    let cell = |col: f32, row: f32| (ox + col * face, oy + row * face);
    let faces = [
        (1.0, 0.0, 2),
        (1.0, 1.0, 1),
        (1.0, 2.0, 5),
        (1.0, 3.0, 6),
        (0.0, 1.0, 3),
        (2.0, 1.0, 4),
    ];
    for &(col, row, pips) in &faces {
        let (fx, fy) = cell(col, row);
        c.rect(fx, fy, face, face, Some(Ink::WHITE), None);
        pips_on(c, fx, fy, face, pips);
    }
    // Tabs: (face column, row, side) — side 0 top, 1 right, 3 left, 2 bottom.
    let tabs = [
        (1.0, 0.0, 0),
        (1.0, 0.0, 3),
        (1.0, 0.0, 1),
        (1.0, 2.0, 3),
        (1.0, 2.0, 1),
        (1.0, 3.0, 3),
        (1.0, 3.0, 1),
    ];
    for &(col, row, side) in &tabs {
        let (fx, fy) = cell(col, row);
        let k = tab * 0.8;
        let points = match side {
            0 => [
                (fx, fy),
                (fx + k, fy - tab),
                (fx + face - k, fy - tab),
                (fx + face, fy),
            ],
            1 => [
                (fx + face, fy),
                (fx + face + tab, fy + k),
                (fx + face + tab, fy + face - k),
                (fx + face, fy + face),
            ],
            3 => [
                (fx, fy),
                (fx - tab, fy + k),
                (fx - tab, fy + face - k),
                (fx, fy + face),
            ],
            _ => [
                (fx, fy + face),
                (fx + k, fy + face + tab),
                (fx + face - k, fy + face + tab),
                (fx + face, fy + face),
            ],
        };
        c.polygon(&points, false, None, Some(Pen::Cut));
        let (mx, my) = (
            points.iter().map(|p| p.0).sum::<f32>() / 4.0,
            points.iter().map(|p| p.1).sum::<f32>() / 4.0,
        );
        c.hatch(
            mx - tab * 0.35,
            my - tab * 0.35,
            tab * 0.7,
            tab * 0.7,
            1.5,
            Pen::Solid(0.2, Ink::gray(150)),
            true,
        );
        // The face edge under a tab is a fold.
        c.line(
            points[0].0,
            points[0].1,
            points[3].0,
            points[3].1,
            Pen::Fold,
        );
    }
    // Folds between faces, cuts around the rest.
    for &(col, row, _) in &faces {
        let (fx, fy) = cell(col, row);
        c.rect(fx, fy, face, face, None, Some(Pen::Fold));
    }
    let outer = [
        ((0.0, 1.0), (1.0, 1.0)),
        ((0.0, 1.0), (0.0, 2.0)),
        ((0.0, 2.0), (1.0, 2.0)),
        ((2.0, 1.0), (3.0, 1.0)),
        ((3.0, 1.0), (3.0, 2.0)),
        ((2.0, 2.0), (3.0, 2.0)),
        ((1.0, 4.0), (2.0, 4.0)),
    ];
    for ((c0, r0), (c1, r1)) in outer {
        let (ax, ay) = cell(c0, r0);
        let (bx, by) = cell(c1, r1);
        c.line(ax, ay, bx, by, Pen::Solid(0.5, Ink::WHITE));
        c.line(ax, ay, bx, by, Pen::Cut);
    }
}

/// The pips of a die face.
fn pips_on(c: &mut Canvas, x: f32, y: f32, face: f32, n: u8) {
    let (a, m, b) = (0.25, 0.5, 0.75);
    let spots: &[(f32, f32)] = match n {
        1 => &[(m, m)],
        2 => &[(a, a), (b, b)],
        3 => &[(a, a), (m, m), (b, b)],
        4 => &[(a, a), (b, a), (a, b), (b, b)],
        5 => &[(a, a), (b, a), (m, m), (a, b), (b, b)],
        _ => &[(a, a), (b, a), (a, m), (b, m), (a, b), (b, b)],
    };
    for &(px, py) in spots {
        c.circle(
            x + px * face,
            y + py * face,
            face * 0.09,
            Some(Ink::BLACK),
            None,
        );
    }
}

/// One pawn strip: glue tab, front face, back face (upside down, so it reads upright once folded),
/// tab; fold lines between them, the cut line around.
fn pawn(
    c: &mut Canvas,
    x: f32,
    y: f32,
    w: f32,
    panel: f32,
    tab: f32,
    n: usize,
    letter: &str,
    dark: bool,
    texts: &crate::i18n::Texts,
) {
    let h = 2.0 * panel + 2.0 * tab;
    // Top tab.
    c.hatch(x, y, w, tab, 2.0, Pen::Solid(0.2, Ink::gray(150)), true);
    c.label(
        x + w / 2.0,
        y + tab / 2.0,
        2.6,
        w * 0.9,
        &texts.get("print-glue-word"),
        true,
        Ink::BLACK,
    );
    // Front face (upside down: the strip is folded over the top of the roof).
    let fy = y + tab;
    c.push_transform(Transform::from_rotate_at(
        180.0,
        x + w / 2.0,
        fy + panel / 2.0,
    ));
    pawn_face(c, x, fy, w, panel, n, letter, dark);
    c.pop();
    // Back face, upright.
    pawn_face(c, x, fy + panel, w, panel, n, letter, dark);
    // Bottom tab.
    let by = fy + 2.0 * panel;
    c.label(
        x + w / 2.0,
        by + tab / 2.0,
        2.4,
        w * 0.9,
        &texts.get("print-fold-word"),
        false,
        Ink::gray(80),
    );
    for fy in [y + tab, y + tab + panel, y + tab + 2.0 * panel] {
        c.line(x, fy, x + w, fy, Pen::Fold);
    }
    c.rect(x, y, w, h, None, Some(Pen::Cut));
}

/// Where the cards of a page go: (x, y) of each, row by row, centred on the page so that the back page
/// can mirror it exactly.
fn card_positions(paper: Paper, area: Area, size: f32, gap: f32, count: usize) -> Vec<(f32, f32)> {
    let columns = (((area.w + gap) / (size + gap)).floor() as usize).max(1);
    let used = columns as f32 * (size + gap) - gap;
    let (page_w, _) = paper.size_mm();
    let x0 = (page_w - used) / 2.0;
    (0..count)
        .map(|i| {
            (
                x0 + (i % columns) as f32 * (size + gap),
                area.y + (i / columns) as f32 * (size + gap),
            )
        })
        .collect()
}

/// The mine cards: a page of fronts (each side's explosions and blanks, its letter in a corner), then a
/// page of backs placed so that, printed on the other face of the sheet (flipped on its long edge), each
/// back lies behind its front.
pub fn mine_cards(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let size = ctx.spec.card_mm * ctx.square / ctx.spec.square_mm;
    // No gutter: one trimmer stroke per grid line, guided by the crop marks around the block.
    let gap = 0.0;
    let mut cards = Vec::new();
    for dark in [false, true] {
        cards.extend((0..ctx.spec.explosions).map(|_| (dark, true)));
        cards.extend((0..ctx.spec.blanks).map(|_| (dark, false)));
    }
    let letters = [
        texts.get("print-side-white-letter"),
        texts.get("print-side-black-letter"),
    ];
    // How many fit on a page below the instructions.
    let area = paper.content();
    // Room for the crop marks around the block.
    let mark = CROP_GAP + CROP_LEN;
    let top = area.y + super::sheet::HEADER + 14.0 + mark;
    let rows_area = Area {
        x: area.x + mark,
        y: top,
        w: area.w - 2.0 * mark,
        h: area.bottom() - super::sheet::FOOTER - top - mark,
    };
    let columns = (((rows_area.w + gap) / (size + gap)).floor() as usize).max(1);
    let rows = (((rows_area.h + gap) / (size + gap)).floor() as usize).max(1);
    let per_page = columns * rows;
    for chunk in cards.chunks(per_page) {
        let positions = card_positions(paper, rows_area, size, gap, chunk.len());
        doc.page(|c| {
            header(
                c,
                paper,
                &texts.get("print-chars-cards-title"),
                &texts.get("print-chars-cards-front"),
            );
            footer(c, paper, &texts.get("print-pieces-footer"));
            c.paragraph(
                area.x,
                area.y + super::sheet::HEADER + 4.0,
                area.w,
                3.2,
                &texts.get("print-chars-cards-how"),
                false,
            );
            grid_marks(c, &positions, size);
            for (&(dark, explosion), &(x, y)) in chunk.iter().zip(&positions) {
                card_front(
                    c,
                    x,
                    y,
                    size,
                    explosion,
                    &letters[dark as usize],
                    dark,
                    texts,
                );
            }
        });
        doc.page(|c| {
            header(
                c,
                paper,
                &texts.get("print-chars-cards-title"),
                &texts.get("print-chars-cards-back"),
            );
            footer(c, paper, &texts.get("print-pieces-footer"));
            let (page_w, _) = paper.size_mm();
            let mirrored: Vec<(f32, f32)> = positions
                .iter()
                .map(|&(x, y)| (page_w - x - size, y))
                .collect();
            // Backs bleed 3 mm past the block's outer edges, so that a cut a little outside the line
            // shows no white; inside the block the trimmer cuts between two backs.
            let bounds = block(&mirrored, size);
            for (&(dark, _), &(x, y)) in chunk.iter().zip(&mirrored) {
                let (mut bx, mut by, mut bw, mut bh) = (x, y, size, size);
                if (x - bounds.0).abs() < 0.01 {
                    bx -= BACK_BLEED;
                    bw += BACK_BLEED;
                }
                if (x + size - bounds.2).abs() < 0.01 {
                    bw += BACK_BLEED;
                }
                if (y - bounds.1).abs() < 0.01 {
                    by -= BACK_BLEED;
                    bh += BACK_BLEED;
                }
                if (y + size - bounds.3).abs() < 0.01 {
                    bh += BACK_BLEED;
                }
                card_back_fill(c, bx, by, bw, bh, dark);
            }
            for (&(dark, _), &(x, y)) in chunk.iter().zip(&mirrored) {
                card_back(c, x, y, size, &letters[dark as usize], dark);
            }
            grid_marks(c, &mirrored, size);
        });
    }
}

fn card_front(
    c: &mut Canvas,
    x: f32,
    y: f32,
    s: f32,
    explosion: bool,
    letter: &str,
    dark: bool,
    texts: &crate::i18n::Texts,
) {
    c.rect(
        x,
        y,
        s,
        s,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.15, Ink::gray(90))),
    );
    // The owner's frame: thin for White, thick and dark for Black.
    let (fw, ink) = if dark {
        (s * 0.08, Ink::gray(35))
    } else {
        (s * 0.02, Ink::BLACK)
    };
    c.rect(
        x + s * 0.05 + fw / 2.0,
        y + s * 0.05 + fw / 2.0,
        s * 0.9 - fw,
        s * 0.9 - fw,
        None,
        Some(Pen::Solid(fw, ink)),
    );
    c.label(
        x + s * 0.2,
        y + s * 0.22,
        s * 0.13,
        s * 0.2,
        letter,
        true,
        Ink::BLACK,
    );
    let (cx, cy) = (x + s / 2.0, y + s * 0.5);
    if explosion {
        let points = super::canvas::star_points(cx, cy, s * 0.3, s * 0.15, 10);
        c.polygon(
            &points,
            true,
            Some(Ink(250, 200, 60)),
            Some(Pen::Solid(s * 0.02, Ink::BLACK)),
        );
        c.label(
            cx,
            cy + s * 0.33,
            s * 0.11,
            s * 0.75,
            &texts.get("print-chars-card-explosion"),
            true,
            Ink::BLACK,
        );
    } else {
        c.circle(
            cx,
            cy,
            s * 0.15,
            None,
            Some(Pen::Solid(s * 0.02, Ink::gray(90))),
        );
        c.label(
            cx,
            cy + s * 0.33,
            s * 0.11,
            s * 0.75,
            &texts.get("print-chars-card-blank"),
            false,
            Ink::BLACK,
        );
    }
}

/// The gap between a block of cards and its crop marks, and their length.
const CROP_GAP: f32 = 2.0;
const CROP_LEN: f32 = 5.0;
/// How far the backs run past the block's outer edges.
const BACK_BLEED: f32 = 3.0;

/// The block of cards: left, top, right, bottom.
fn block(positions: &[(f32, f32)], size: f32) -> (f32, f32, f32, f32) {
    positions.iter().fold(
        (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
        |(l, t, r, b), &(x, y)| (l.min(x), t.min(y), r.max(x + size), b.max(y + size)),
    )
}

/// Crop marks in line with every cut of a gutter-free block of cards, outside it on all four sides.
fn grid_marks(c: &mut Canvas, positions: &[(f32, f32)], size: f32) {
    let (l, t, r, b) = block(positions, size);
    let pen = Pen::Solid(0.25, Ink::BLACK);
    let mut xs: Vec<f32> = positions.iter().flat_map(|&(x, _)| [x, x + size]).collect();
    let mut ys: Vec<f32> = positions.iter().flat_map(|&(_, y)| [y, y + size]).collect();
    for v in [&mut xs, &mut ys] {
        v.sort_by(f32::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 0.01);
    }
    for x in xs {
        c.line(x, t - CROP_GAP - CROP_LEN, x, t - CROP_GAP, pen);
        c.line(x, b + CROP_GAP, x, b + CROP_GAP + CROP_LEN, pen);
    }
    for y in ys {
        c.line(l - CROP_GAP - CROP_LEN, y, l - CROP_GAP, y, pen);
        c.line(r + CROP_GAP, y, r + CROP_GAP + CROP_LEN, y, pen);
    }
}

fn back_colours(dark: bool) -> (Ink, Ink) {
    if dark {
        (Ink::gray(40), Ink::WHITE)
    } else {
        (Ink::WHITE, Ink::BLACK)
    }
}

/// A back's background, over its cell and its bleed.
fn card_back_fill(c: &mut Canvas, x: f32, y: f32, w: f32, h: f32, dark: bool) {
    let (fill, _) = back_colours(dark);
    c.rect(x, y, w, h, Some(fill), None);
}

fn card_back(c: &mut Canvas, x: f32, y: f32, s: f32, letter: &str, dark: bool) {
    let (fill, ink) = back_colours(dark);
    c.rect(x, y, s, s, None, Some(Pen::Solid(0.15, Ink::gray(128))));
    c.hatch(
        x + s * 0.08,
        y + s * 0.08,
        s * 0.84,
        s * 0.84,
        s * 0.12,
        Pen::Solid(s * 0.01, Ink::gray(128)),
        true,
    );
    c.circle(
        x + s / 2.0,
        y + s / 2.0,
        s * 0.22,
        Some(fill),
        Some(Pen::Solid(s * 0.025, ink)),
    );
    c.label(
        x + s / 2.0,
        y + s / 2.0,
        s * 0.26,
        s * 0.4,
        letter,
        true,
        ink,
    );
}
