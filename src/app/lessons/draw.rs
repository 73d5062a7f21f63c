//! Drawing what a lesson is played on: a board game through the app's own board drawing
//! ([`board_view`]), La Bataille's table with the app's cards, the race track of Bataille de chars, and
//! the histogram of a `simulate` step; then the step's annotations over it.
//!
//! Annotations never rely on colour alone: a highlighted square gets a thick frame with corner notches,
//! an arrow is an outlined arrow, a label is a boxed word, legal targets are dots (captures: corner
//! brackets), squares found in a quiz get a tick, a wrong click a cross.

use macroquad::prelude::*;

use crate::app::gfx::{draw_circle, draw_line, draw_rectangle, draw_triangle};

use crate::app::Ctx;
use crate::app::board_view::{self, BoardGeom, Marks};
use crate::app::cards::{draw_card_back, draw_card_face};
use crate::app::chars::{TrackGeom, draw_die_pips, draw_track};
use crate::app::games::{AppGame, PieceView};
use crate::app::layout::{self, Portrait};
use crate::app::ui::{self, Align, Ui, size};
use crate::core::BoardGame;
use crate::core::bataille::{Bataille, Card, EMMA, SOUTH};
use crate::core::bataille_stats::Bucket;
use crate::core::chars::race::Race;
use crate::core::game::{ByColor, Side};
use crate::core::geometry::{Dims, Square};
use crate::i18n::Message;
use crate::lesson::model::{Annotations, Zone};

/// Where the world and the text panel sit. Depends only on the screen's size: the board never moves
/// or changes size between the steps of a lesson, whatever the text says.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub world: Rect,
    pub panel: Rect,
    /// The panel is under the world (a screen taller than wide), not on its right.
    pub portrait: bool,
    /// A board taller than wide on a screen too short for it and the usual panel (Bataille de chars'
    /// 8 × 10 on a tablet upright): the board keeps [`PORTRAIT_WIDTH`] of the width with thin
    /// coordinates, and the panel under it is one row of buttons under the step's text, without the
    /// title (see the panel).
    pub compact: bool,
}

impl Layout {
    /// The board's geometry in the world: [`board_geom`], or in a compact layout the thin coordinates
    /// of a play screen in portrait, the note under the board inside their band.
    pub fn board_geom(&self, board: &BoardGame) -> BoardGeom {
        if self.compact {
            BoardGeom::fit_margin(self.world, board.dims(), board_view::PORTRAIT_COORDS)
        } else {
            board_geom(self.world, board)
        }
    }
}

/// In portrait, the world (the lesson's board with its coordinates and the line under it, or a table,
/// or a track) takes the whole width and the panel (text and two rows of buttons) the rest: see
/// [`crate::app::layout`]. `board` is the board the lesson starts on (`None` for a table or a track,
/// laid out as an 8 × 8 board): the board never moves between steps. However large the teacher's
/// text, a board keeps [`PORTRAIT_WIDTH`] of the width as long as the panel keeps two lines of text
/// and its buttons; the step's text then shrinks to the room left (see the panel).
pub fn layout(ui: &Ui, board: Option<Dims>) -> Layout {
    let panel_w = (ui.width * 0.4).clamp(560.0, 800.0);
    let dims = board.unwrap_or(Dims { files: 8, ranks: 8 });
    let (files, ranks) = (f32::from(dims.files), f32::from(dims.ranks));
    let buttons = 2.0 * layout::button_h(ui, 84.0) + 62.0;
    let shape = Portrait {
        ratio: (ranks + COORDS) / (files + COORDS),
        below: UNDER_BOARD + layout::PORTRAIT_MARGIN,
        text: 200.0,
        buttons,
    };
    let mut split = layout::split(ui, panel_w, shape);
    let mut compact = false;
    if split.portrait && board.is_some() {
        // The squares at `PORTRAIT_WIDTH` of the width: the height that asks for, with the coordinates,
        // the margins and the line under the board.
        let cell = PORTRAIT_WIDTH * ui.width / files;
        let margins = 2.0 * layout::PORTRAIT_MARGIN;
        let least = cell * (ranks + COORDS) + margins + UNDER_BOARD;
        // The panel keeps its title, two lines of small text and its buttons.
        let panel_floor = buttons + 60.0 + 2.0 * ui.line_height(size::SMALL);
        let board_h = if ui.height - least >= panel_floor {
            split.board.h.max(least)
        } else {
            // Too short for both (a board taller than wide): the compact panel, and the board with
            // the thin coordinates of the play screens, the note under it inside their band, no
            // margin above or below it; its squares never under COMPACT_WIDTH of the width.
            compact = true;
            let band = ranks + board_view::PORTRAIT_COORDS;
            let floor = COMPACT_WIDTH * ui.width / files * band;
            (cell * band).min(ui.height - compact_panel(ui)).max(floor)
        };
        split.board.h = board_h;
        split.panel = Rect::new(0.0, board_h, ui.width, ui.height - board_h);
    }
    let world = if compact {
        let b = split.board;
        let m = layout::PORTRAIT_MARGIN;
        Rect::new(b.x + m, b.y, b.w - 2.0 * m, b.h)
    } else {
        split.board_area(30.0, 30.0)
    };
    Layout {
        world,
        panel: split.panel,
        portrait: split.portrait,
        compact,
    }
}

/// The height a compact panel asks for ([`Layout::compact`]): three lines of the normal small text (a
/// step's text and its prompt) over one row of buttons, with the panel's margins ([`COMPACT_PAD`]).
/// A screen too short for it and a board at [`COMPACT_WIDTH`] of its width gives it less.
pub fn compact_panel(ui: &Ui) -> f32 {
    let text = 3.0 * ui.line_height(size::SMALL / ui.text_factor.max(1.0));
    COMPACT_PAD.top + text + COMPACT_PAD.gap + layout::button_h(ui, 84.0) + COMPACT_PAD.bottom
}

/// A compact panel's margins: above the text, between the text and the buttons, under the buttons.
pub struct Pads {
    pub top: f32,
    pub gap: f32,
    pub bottom: f32,
}

/// The margins of a compact panel.
pub const COMPACT_PAD: Pads = Pads {
    top: 6.0,
    gap: 4.0,
    bottom: 8.0,
};

/// The least share of the screen's width a board's squares take in a compact layout (a tablet
/// upright: 768 × 1024 then leaves the panel three lines of text over its buttons).
pub const COMPACT_WIDTH: f32 = 0.905;

/// The share of the screen's width a board's squares take in portrait, at least.
pub const PORTRAIT_WIDTH: f32 = 0.915;

/// The coordinates around a board, in squares ([`BoardGeom::fit`]).
const COORDS: f32 = 0.6;

/// The line kept under a board for "reconstructed board" ([`board_geom`]).
const UNDER_BOARD: f32 = 30.0;

/// The board's geometry in `area` (coordinates around it).
pub fn board_geom(area: Rect, board: &BoardGame) -> BoardGeom {
    // Leave a line under the board for "reconstructed board".
    let area = Rect::new(area.x, area.y, area.w, area.h - UNDER_BOARD);
    BoardGeom::fit(area, board.dims(), true)
}

fn draw_as<G: AppGame>(ui: &Ui, ctx: &Ctx, game: &G, g: &BoardGeom, marks: &Marks, compact: bool) {
    board_view::draw_board(ui, ctx, game, g, marks);
    board_view::draw_coordinates(ui, g);
    if game.reconstructed() {
        if compact {
            compact_note(ui, ctx, g);
        } else {
            board_view::draw_reconstructed_note(ui, ctx, g);
        }
    }
}

/// "Reconstructed board" in a compact layout ([`Layout::compact`]): under the letters of the files,
/// inside their band, at the normal text size whatever the teacher's (a word for the teacher; the
/// child's text is in the panel, which starts right under the band).
fn compact_note(ui: &Ui, ctx: &Ctx, g: &BoardGeom) {
    let (x, y, w) = compact_note_line(g);
    let text = ctx.t("app-play-reconstructed");
    // On the right 60 % of the line (the lesson's steps are on its left).
    let s = ui.fit_size(
        &text,
        ui.unscaled(size::SMALL * 0.75),
        false,
        w * 0.6 - 16.0,
    );
    let color = ui.palette.text_dim;
    ui.text(&text, x + w, y, s, false, Align::Right, color);
}

/// The line under the letters of a board's files, inside their band, in a compact layout: its left,
/// top and width.
pub fn compact_note_line(g: &BoardGeom) -> (f32, f32, f32) {
    let b = g.rect();
    // The letters' size (see `board_view::draw_coordinates`).
    let letters = (g.cell * 0.3).min(size::SMALL);
    (b.x, b.y + b.h + 8.0 + letters * 1.2, b.w)
}

/// Draws a board game's position with the app's board drawing (`class` is the side the class plays:
/// hidden cards are shown as that side sees them); `compact`: in a compact layout.
pub fn board(
    ui: &Ui,
    ctx: &Ctx,
    board: &BoardGame,
    class: Side,
    g: &BoardGeom,
    m: &Marks,
    compact: bool,
) {
    match board.view_for(class) {
        BoardGame::Chars(x) => draw_as(ui, ctx, &x, g, m, compact),
        BoardGame::Espion(x) => draw_as(ui, ctx, &x, g, m, compact),
        BoardGame::Schada(x) => draw_as(ui, ctx, &x, g, m, compact),
        BoardGame::TankBattle(x) => draw_as(ui, ctx, &x, g, m, compact),
    }
}

/// The look of the piece on `sq` (for the pieces the lesson screen animates).
pub fn piece_at(board: &BoardGame, sq: Square) -> Option<PieceView> {
    match board {
        BoardGame::Chars(x) => x.piece(sq),
        BoardGame::Espion(x) => x.piece(sq),
        BoardGame::Schada(x) => x.piece(sq),
        BoardGame::TankBattle(x) => x.piece(sq),
    }
}

/// Three stars of radius `r` in a row, the first centred at (`x + 1.2 r`, `cy`): the `earned` ones
/// filled, all outlined (readable without colour). Used by the lesson list and the lesson's end.
pub fn star_row(ui: &Ui, earned: u8, x: f32, cy: f32, r: f32) {
    let p = &ui.palette;
    for i in 0..3u8 {
        let c = vec2(x + r * 1.2 + f32::from(i) * r * 2.4, cy);
        let pts: Vec<Vec2> = (0..10)
            .map(|k| {
                let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
                let rad = if k % 2 == 0 { r } else { r * 0.45 };
                c + vec2(a.cos(), a.sin()) * rad
            })
            .collect();
        for k in 0..10 {
            let (a, b) = (pts[k], pts[(k + 1) % 10]);
            if i < earned {
                draw_triangle(c, a, b, p.marker);
            }
            draw_line(a.x, a.y, b.x, b.y, (r * 0.08).max(3.0), p.edge);
        }
    }
}

/// A highlighted square: a thick frame with a notch at each corner.
pub fn highlight(ui: &Ui, r: Rect) {
    let p = &ui.palette;
    let t = r.w * 0.09;
    ui::outline(r.x, r.y, r.w, r.h, t, p.focus);
    ui::outline(r.x + t, r.y + t, r.w - 2.0 * t, r.h - 2.0 * t, 2.0, p.edge);
    board_view::corner_notches(r, r.w * 0.2, p.edge);
}

/// A word written in a box at the bottom of a square.
pub fn label(ui: &Ui, r: Rect, text: &str) {
    let p = &ui.palette;
    let s = ui.fit_size(text, r.h * 0.3, true, r.w * 1.3 - 12.0);
    let w = (ui.measure(text, s, true) + 14.0).max(r.w * 0.5);
    let h = ui.line_height(s);
    let bx = Rect::new(r.x + (r.w - w) / 2.0, r.y + r.h - h - 2.0, w, h);
    draw_rectangle(bx.x, bx.y, bx.w, bx.h, p.panel);
    ui::outline(bx.x, bx.y, bx.w, bx.h, 3.0, p.edge);
    ui.text(
        text,
        bx.x + bx.w / 2.0,
        bx.y + h * 0.08,
        s,
        true,
        Align::Center,
        p.text,
    );
}

/// A tick on a disc: a right answer.
pub fn tick(ui: &Ui, c: Vec2, radius: f32) {
    let p = &ui.palette;
    draw_circle(c.x, c.y, radius, p.edge);
    draw_circle(c.x, c.y, radius * 0.85, p.good);
    let w = radius * 0.22;
    let a = c + vec2(-0.45, 0.02) * radius;
    let b = c + vec2(-0.1, 0.4) * radius;
    let d = c + vec2(0.5, -0.38) * radius;
    draw_line(a.x, a.y, b.x, b.y, w, p.primary_text);
    draw_line(b.x, b.y, d.x, d.y, w, p.primary_text);
}

/// A cross on a disc: a wrong answer.
pub fn cross(ui: &Ui, c: Vec2, radius: f32) {
    let p = &ui.palette;
    draw_circle(c.x, c.y, radius, p.edge);
    draw_circle(c.x, c.y, radius * 0.85, p.bad);
    let k = radius * 0.4;
    let w = radius * 0.22;
    draw_line(c.x - k, c.y - k, c.x + k, c.y + k, w, p.primary_text);
    draw_line(c.x - k, c.y + k, c.x + k, c.y - k, w, p.primary_text);
}

/// The step's annotations over a board.
pub fn board_annotations(ui: &Ui, ctx: &Ctx, board: &BoardGame, g: &BoardGeom, a: &Annotations) {
    for &sq in &a.highlight {
        highlight(ui, g.square(sq));
    }
    for &(from, to) in &a.arrows {
        board_view::move_arrow(ui, board.corner(from, to), g, from, to, ui.palette.primary);
    }
    for (sq, m) in &a.labels {
        label(ui, g.square(*sq), &ctx.texts.format(m));
    }
}

// ---------------------------------------------------------------------------------------------------
// La Bataille's table.

/// The places of La Bataille's table inside `area`.
pub struct Table {
    pub card: Vec2,
    pub south_main: Rect,
    pub south_side: Rect,
    pub emma_main: Rect,
    pub emma_side: Rect,
    /// South's row of table cards, then Emma's.
    pub rows: [Rect; 2],
    /// A table about as tall as wide (a tablet upright): a single pair sits in the middle of its rows.
    pub upright: bool,
}

impl Table {
    pub fn new(area: Rect) -> Table {
        // A table about as tall as wide (a tablet upright): larger cards, the two piles in the middle.
        let upright = area.h > area.w * 0.9;
        let ch = (area.h * if upright { 0.19 } else { 0.17 }).min(area.w * 0.2);
        let cw = ch * 0.72;
        let gap = (area.h - 4.0 * ch) / 5.0;
        let (x0, apart) = if upright {
            (area.x + area.w * 0.55 - cw - 80.0, cw + 160.0)
        } else {
            (area.x + area.w * 0.2, cw * 2.2 + 60.0)
        };
        let y = |i: f32| area.y + gap * (i + 1.0) + ch * i;
        let pile = |row: f32, k: f32| Rect::new(x0 + k * apart, y(row), cw, ch);
        Table {
            card: vec2(cw, ch),
            emma_main: pile(0.0, 0.0),
            emma_side: pile(0.0, 1.0),
            south_main: pile(3.0, 0.0),
            south_side: pile(3.0, 1.0),
            rows: [
                Rect::new(area.x + 20.0, y(2.0), area.w - 40.0, ch),
                Rect::new(area.x + 20.0, y(1.0), area.w - 40.0, ch),
            ],
            upright,
        }
    }

    pub fn zone(&self, zone: Zone) -> Rect {
        match zone {
            Zone::SouthMain => self.south_main,
            Zone::SouthSide => self.south_side,
            Zone::EmmaMain => self.emma_main,
            Zone::EmmaSide => self.emma_side,
            Zone::Table => {
                let [a, b] = self.rows;
                Rect::new(a.x, b.y, a.w, a.y + a.h - b.y)
            }
        }
    }
}

fn pile(ui: &Ui, ctx: &Ctx, r: Rect, n: usize, owner: Side, name: &str) {
    let p = &ui.palette;
    if n == 0 {
        ui::outline(r.x, r.y, r.w, r.h, 3.0, p.text_dim);
    } else {
        for k in (0..n.min(4)).rev() {
            let off = k as f32 * 4.0;
            draw_card_back(ui, Rect::new(r.x + off, r.y - off, r.w, r.h), owner);
        }
    }
    let text = ctx.tr(name, &[("n", n.into())]);
    let s = ui.fit_size(&text, size::SMALL, true, r.w * 2.0);
    let w = ui.measure(&text, s, true) + 16.0;
    let y = r.y + r.h + 8.0;
    draw_rectangle(r.x + r.w / 2.0 - w / 2.0, y, w, ui.line_height(s), p.panel);
    ui.text(&text, r.x + r.w / 2.0, y, s, true, Align::Center, p.text);
}

/// What a lesson's table shows beside its own cards: the next two cards face up before a "who wins?"
/// question, or the cards of the round the last flip collected (until the next flip).
pub struct Laid<'a> {
    pub revealed: Option<(Card, Card)>,
    pub decided: Option<&'a crate::app::bataille::Decided>,
    /// The cards shown are the next round's, not yet played: they have left the piles, which show one
    /// card fewer each than the game holds.
    pub next_round: bool,
}

/// Draws La Bataille's table: Emma's piles at the top, the class's at the bottom, the cards laid in the
/// middle, each row from the table's left edge (a battle's face-up cards keep room to show their rank; a
/// single pair in the middle of an upright table);
/// when the table is empty, the round the last flip collected, the stronger card framed.
pub fn table(ui: &Ui, ctx: &Ctx, game: &Bataille, area: Rect, zones: &[Zone], laid: Laid) {
    let p = &ui.palette;
    draw_rectangle(area.x, area.y, area.w, area.h, p.table);
    let t = Table::new(area);
    let names = [
        (SOUTH, t.south_main, t.south_side, "player-you"),
        (EMMA, t.emma_main, t.emma_side, "player-emma"),
    ];
    // The next round's two cards, shown face up for a question on it, have left the piles.
    let laid_game = laid
        .next_round
        .then(|| crate::lesson::world::with_next_cards_laid(game))
        .flatten();
    for (side, main, side_pile, who) in names {
        let h = laid_game.as_ref().unwrap_or(game).holding(side);
        pile(ui, ctx, main, h.main_len(), side, "player-pile-main");
        pile(ui, ctx, side_pile, h.side_len(), side, "player-pile-side");
        let name = ctx.t(who);
        let nx = area.x + 20.0;
        let ny = main.y + main.h / 2.0 - ui.line_height(size::BIG) / 2.0;
        let w = ui.measure(&name, size::BIG, true) + 24.0;
        draw_rectangle(
            nx - 6.0,
            ny - 4.0,
            w,
            ui.line_height(size::BIG) + 8.0,
            p.panel,
        );
        ui.text(&name, nx + 6.0, ny, size::BIG, true, Align::Left, p.text);
    }
    let decided = laid
        .decided
        .filter(|_| game.table().is_empty() && laid.revealed.is_none());
    let cards = decided.map_or(game.table(), |d| &d.cards);
    let per_row = [SOUTH, EMMA].map(|s| cards.iter().filter(|c| c.owner == s).count());
    let n = per_row[0].max(per_row[1]) + usize::from(laid.revealed.is_some());
    let (cw, ch) = (t.card.x, t.card.y);
    let place = |row: usize, k: usize| {
        let r = t.rows[row];
        let x = crate::app::cards::row_offset(r.w, cw, n, cw + 24.0, k, |j| j.is_multiple_of(4));
        let centre = if t.upright && n <= 1 {
            (r.w - cw) / 2.0
        } else {
            0.0
        };
        Rect::new(r.x + x + centre, r.y, cw, ch)
    };
    let mut count = [0usize; 2];
    // The stronger card of a decided round: the winner's last face-up one.
    let stronger = decided.and_then(|d| {
        d.cards
            .iter()
            .rposition(|c| c.owner == d.winner && c.face_up)
    });
    for (i, tc) in cards.iter().enumerate() {
        let row = if tc.owner == SOUTH { 0 } else { 1 };
        let r = place(row, count[row]);
        count[row] += 1;
        if tc.face_up {
            draw_card_face(ui, r, tc.card);
        } else {
            draw_card_back(ui, r, tc.owner);
        }
        if stronger == Some(i) {
            ui::outline(r.x - 8.0, r.y - 8.0, r.w + 16.0, r.h + 16.0, 8.0, p.marker);
        }
    }
    if let Some((south, emma)) = laid.revealed {
        for (row, card) in [(0, south), (1, emma)] {
            draw_card_face(ui, place(row, count[row]), card);
        }
    }
    for &z in zones {
        let r = t.zone(z);
        let m = 10.0;
        ui::outline(r.x - m, r.y - m, r.w + 2.0 * m, r.h + 2.0 * m, 8.0, p.focus);
        ui::outline(
            r.x - m - 8.0,
            r.y - m - 8.0,
            r.w + 2.0 * m + 16.0,
            r.h + 2.0 * m + 16.0,
            3.0,
            p.edge,
        );
    }
}

// ---------------------------------------------------------------------------------------------------
// The race track.

/// The race track inside `area`, leaving room for the die under it.
pub fn track_geom(area: Rect, race: &Race) -> TrackGeom {
    TrackGeom::new(Rect::new(area.x, area.y, area.w, area.h * 0.78), race)
}

/// Where the die is drawn: under the track, on the left.
pub fn die_rect(g: &TrackGeom, race: &Race) -> Rect {
    let t = g.rect(race);
    let s = g.cell * 1.3;
    Rect::new(t.x + g.cell * 0.2, t.y + t.h + 30.0, s, s)
}

/// Draws the race: the numbered track, its jumps, both pawns, the marked squares and the die.
pub fn race(ui: &Ui, ctx: &Ctx, race: &Race, area: Rect, marked: &[u8], die: Option<u8>) {
    let p = &ui.palette;
    let t = track_geom(area, race);
    let pawns = ByColor {
        white: f32::from(race.pawn(Side::White)),
        black: f32::from(race.pawn(Side::Black)),
    };
    draw_track(ui, ctx, race, &t, pawns);
    for &n in marked {
        if n >= 1 {
            highlight(ui, t.square(race, n));
        }
    }
    let d = die_rect(&t, race);
    draw_rectangle(d.x, d.y, d.w, d.h, p.card);
    ui::outline(d.x, d.y, d.w, d.h, 4.0, p.edge);
    if let Some(v) = die {
        draw_die_pips(d, v, p.edge);
    } else {
        ui.text(
            "?",
            d.x + d.w / 2.0,
            d.y + d.h * 0.1,
            d.h * 0.6,
            true,
            Align::Center,
            p.text,
        );
    }
}

// ---------------------------------------------------------------------------------------------------
// A simulation's histogram.

/// Bars of game lengths: how many games lasted each range of rounds.
pub fn histogram(ui: &Ui, ctx: &Ctx, buckets: &[Bucket], area: Rect, guess: Option<(u32, u32)>) {
    let p = &ui.palette;
    draw_rectangle(area.x, area.y, area.w, area.h, p.panel);
    ui::outline(area.x, area.y, area.w, area.h, 3.0, p.edge);
    if buckets.is_empty() {
        return;
    }
    let max = buckets.iter().map(|b| b.games).max().unwrap_or(1).max(1) as f32;
    let caption = ctx.t("player-histogram-caption");
    let caption_h = ui.paragraph_height(&caption, area.w - 60.0, size::SMALL, false)
        + ui.line_height(size::SMALL) * 0.5;
    let top = area.y + 20.0 + ui.line_height(size::BODY) + ui.line_height(size::SMALL * 0.8);
    let axis = ui.line_height(size::SMALL * 0.8) + 16.0;
    let inner = Rect::new(
        area.x + 30.0,
        top,
        area.w - 60.0,
        area.y + area.h - caption_h - 20.0 - axis - top,
    );
    let bw = inner.w / buckets.len() as f32;
    let s = size::SMALL * 0.8;
    for (i, b) in buckets.iter().enumerate() {
        let h = inner.h * b.games as f32 / max;
        let x = inner.x + i as f32 * bw;
        let in_guess = guess.is_some_and(|(lo, hi)| b.from <= hi && b.to >= lo);
        let fill = if in_guess { p.marker } else { p.primary };
        draw_rectangle(x + 4.0, inner.y + inner.h - h, bw - 8.0, h, fill);
        ui::outline(x + 4.0, inner.y + inner.h - h, bw - 8.0, h, 2.0, p.edge);
        if in_guess {
            // The guessed range is also hatched, not only coloured.
            let mut yy = inner.y + inner.h - h + 8.0;
            while yy < inner.y + inner.h {
                draw_line(x + 6.0, yy, x + bw - 6.0, yy, 2.0, p.edge);
                yy += 12.0;
            }
        }
        if b.games > 0 {
            ui.text(
                &b.games.to_string(),
                x + bw / 2.0,
                inner.y + inner.h - h - ui.line_height(s),
                s,
                true,
                Align::Center,
                p.text,
            );
        }
        if i % 2 == 0 || bw > 70.0 {
            ui.text(
                &b.from.to_string(),
                x + bw / 2.0,
                inner.y + inner.h + 8.0,
                s,
                false,
                Align::Center,
                p.text,
            );
        }
    }
    // The caption in the room kept for it under the axis, whatever the text size.
    ui.paragraph(
        &caption,
        area.x + 30.0,
        area.y + area.h - caption_h - 10.0,
        area.w - 60.0,
        size::SMALL,
        false,
        Align::Left,
        p.text_dim,
    );
    let title = ctx.t("player-histogram-title");
    let ts = ui
        .fit_size(&title, size::BODY, true, area.w - 60.0)
        .min(size::BODY);
    ui.text(
        &title,
        area.x + 30.0,
        area.y + 12.0,
        ts,
        true,
        Align::Left,
        p.text,
    );
}

/// A message formatted, or an empty string.
pub fn format(ctx: &Ctx, m: Option<&Message>) -> String {
    m.map(|m| ctx.texts.format(m)).unwrap_or_default()
}

/// The radius of a piece standing on `board`'s squares (smaller on the boards that print arrows or a
/// diagram), for the pieces the lesson screen slides and lifts.
pub fn piece_radius(board: &BoardGame, g: &BoardGeom) -> f32 {
    fn of<G: AppGame>(_: &G, g: &BoardGeom) -> f32 {
        board_view::piece_radius::<G>(g)
    }
    match board {
        BoardGame::Chars(x) => of(x, g),
        BoardGame::Espion(x) => of(x, g),
        BoardGame::Schada(x) => of(x, g),
        BoardGame::TankBattle(x) => of(x, g),
    }
}
