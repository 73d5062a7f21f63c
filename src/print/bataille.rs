//! La Bataille's sheets: the game is played with a real deck, so the kit is the rules sheet (with the
//! deal drawn) and a score sheet to record games (rounds, battles, winner).

use super::Ctx;
use super::canvas::{Align, Canvas, Ink, MIN_TEXT, Pen};
use super::layout::Area;
use super::pdf::Doc;
use super::sheet::{footer, header};

/// One card drawn face down (hatched back) or face up (a rank in its corner and its middle).
pub(crate) fn card(c: &mut Canvas, x: f32, y: f32, w: f32, face: Option<&str>) {
    let h = w * 1.4;
    c.rect(
        x,
        y,
        w,
        h,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.35, Ink::BLACK)),
    );
    match face {
        None => {
            for rising in [true, false] {
                let pen = Pen::Solid(0.25, Ink::gray(90));
                c.hatch(x + 1.2, y + 1.2, w - 2.4, h - 2.4, 1.6, pen, rising);
            }
        }
        Some(rank) => {
            c.heading(
                x + 1.2,
                y + 1.0 + (w * 0.22).max(MIN_TEXT) * 0.75,
                (w * 0.22).max(MIN_TEXT),
                rank,
            );
            c.label(
                x + w / 2.0,
                y + h / 2.0,
                w * 0.45,
                w * 0.8,
                rank,
                true,
                Ink::BLACK,
            );
        }
    }
}

/// How far the cards under a face-down pile show, right and down.
const PILE_DEPTH: f32 = 3.0 * 0.6;

/// A face-down pile: a few cards offset to show its thickness ([`PILE_DEPTH`]).
fn pile(c: &mut Canvas, x: f32, y: f32, w: f32) {
    for i in (0..4).rev() {
        let o = i as f32 * PILE_DEPTH / 3.0;
        card(c, x + o, y + o, w, None);
    }
}

/// The height over width of the setup drawing.
pub const SETUP_ASPECT: f32 = 1.05;

/// The deal on the table: each player's face-down main pile, the place of its side pile, and the first
/// two cards laid face up between them.
pub fn setup(c: &mut Canvas, area: Area, ctx: &Ctx) {
    let texts = ctx.texts;
    let u = area.w / 64.0;
    let w = 10.0 * u;
    let h = w * 1.4;
    let main_x = area.x + 3.0 * u;
    let side_x = area.right() - 3.0 * u - w;
    // The words under or over a pile take up to two lines, kept inside the drawing's frame.
    let lead = MIN_TEXT * 1.2;
    let band = 2.0 * lead + 1.5 + PILE_DEPTH;
    // The centre of each of `n` lines of words next to a pile at `y`: above it for the top player,
    // below it for the bottom one.
    let centres = |y: f32, above: bool, n: usize| -> Vec<f32> {
        (0..n)
            .map(|i| {
                if above {
                    y - lead * 0.6 - (n - 1 - i) as f32 * lead
                } else {
                    // Below the cards that show under the pile.
                    y + h + PILE_DEPTH + lead * 0.6 + i as f32 * lead
                }
            })
            .collect()
    };
    // Player B at the top, player A at the bottom, the table in the middle.
    let rows = [
        (area.y + band, texts.get("print-bataille-player-b"), true),
        (
            area.bottom() - band - h,
            texts.get("print-bataille-player-a"),
            false,
        ),
    ];
    for (y, name, above) in rows {
        pile(c, main_x, y, w);
        c.rect(side_x, y, w, h, None, Some(Pen::Dashed(0.3, Ink::gray(80))));
        // Each pile's words centred on it as long as they fit in the frame, wrapped if they must.
        for (x, id) in [
            (main_x + w / 2.0 + 1.0, "print-bataille-main-pile"),
            (side_x + w / 2.0, "print-bataille-side-pile"),
        ] {
            let room = 2.0 * (x - area.x).min(area.right() - x) - 2.0;
            let lines = c.wrap(&texts.get(id), MIN_TEXT, room, false);
            for (line, cy) in lines.iter().zip(centres(y, above, lines.len())) {
                c.label(x, cy, MIN_TEXT, room, line, false, Ink::BLACK);
            }
        }
        c.label(
            area.x + area.w / 2.0,
            y + h / 2.0,
            3.2,
            area.w - 2.0 * w - 14.0 * u,
            &name,
            true,
            Ink::BLACK,
        );
    }
    let my = area.y + area.h / 2.0 - h / 2.0;
    card(c, area.x + area.w / 2.0 - w - 2.0 * u, my, w, Some("7"));
    let king = texts.get("print-bataille-king-index");
    card(c, area.x + area.w / 2.0 + 2.0 * u, my, w, Some(&king));
    c.rect(
        area.x,
        area.y,
        area.w,
        area.h,
        None,
        Some(Pen::Solid(0.2, Ink::gray(150))),
    );
}

/// Under the score table from `y`: how a game can end, as short codes for the last column, and how to
/// tally.
fn score_legend(c: &mut Canvas, area: Area, y: f32, texts: &crate::i18n::Texts) {
    // How a game can end, as short codes for the last column.
    let mut ly = y;
    c.heading(area.x, ly, 3.2, &texts.get("print-bataille-score-legend"));
    ly += 4.5;
    for id in ["all", "short", "limit"] {
        let text = texts.get(&format!("print-bataille-score-end-{id}"));
        ly = c.paragraph(area.x + 3.0, ly, area.w - 3.0, MIN_TEXT, &text, false);
    }
    ly += 1.5;
    c.paragraph(
        area.x,
        ly,
        area.w,
        MIN_TEXT,
        &texts.get("print-bataille-score-tally"),
        false,
    );
}

/// The score sheet: the players' names, then one row per game: rounds, battles, winner, how it ended.
pub fn score_sheet(doc: &mut Doc, ctx: &Ctx) {
    let texts = ctx.texts;
    let paper = doc.paper;
    let rows = ctx.spec.score_rows as usize;
    doc.page(|c| {
        let area = header(
            c,
            paper,
            &texts.get("print-bataille-score-title"),
            &texts.get("print-bataille-score-note"),
        );
        footer(c, paper, &texts.get("print-bataille-footer"));
        // The names, on lines to fill in.
        let mut y = area.y + 6.0;
        let fields = [
            texts.get("print-bataille-score-player-a"),
            texts.get("print-bataille-score-player-b"),
            texts.get("print-bataille-score-date"),
        ];
        let fw = area.w / 3.0;
        for (i, f) in fields.iter().enumerate() {
            let x = area.x + i as f32 * fw;
            c.heading(x, y, 3.4, f);
            let tw = c.text_width(f, 3.4, true);
            c.line(
                x + tw + 2.0,
                y + 0.5,
                x + fw - 4.0,
                y + 0.5,
                Pen::Solid(0.25, Ink::BLACK),
            );
        }
        y += 6.0;
        // The table.
        let columns = [
            (texts.get("print-bataille-score-game"), 0.09),
            (texts.get("print-bataille-score-rounds"), 0.16),
            (texts.get("print-bataille-score-battles"), 0.25),
            (texts.get("print-bataille-score-winner"), 0.2),
            (texts.get("print-bataille-score-how"), 0.30),
        ];
        let head_h = 12.0;
        let row_h = ((area.bottom() - y - head_h - 34.0) / rows as f32).min(11.0);
        let mut x = area.x;
        if !c.ink_saving {
            c.rect(area.x, y, area.w, head_h, Some(Ink::gray(225)), None);
        }
        for (name, share) in &columns {
            let cw = area.w * share;
            let lines = c.wrap(name, MIN_TEXT, cw - 2.0, true);
            let mut ty = y + head_h / 2.0 - (lines.len() as f32 - 1.0) * 1.9 + 1.0;
            for line in lines {
                c.text(
                    x + cw / 2.0,
                    ty,
                    MIN_TEXT,
                    &line,
                    Align::Center,
                    true,
                    Ink::BLACK,
                );
                ty += 3.8;
            }
            x += cw;
        }
        let table_h = head_h + rows as f32 * row_h;
        for r in 0..rows {
            let ry = y + head_h + r as f32 * row_h;
            c.text(
                area.x + area.w * 0.045,
                ry + row_h * 0.65,
                3.2,
                &(r + 1).to_string(),
                Align::Center,
                false,
                Ink::gray(80),
            );
            c.line(area.x, ry, area.right(), ry, Pen::Solid(0.25, Ink::BLACK));
        }
        let mut x = area.x;
        for (_, share) in &columns {
            c.line(x, y, x, y + table_h, Pen::Solid(0.25, Ink::BLACK));
            x += area.w * share;
        }
        c.rect(
            area.x,
            y,
            area.w,
            table_h,
            None,
            Some(Pen::Solid(0.5, Ink::BLACK)),
        );
        score_legend(c, area, y + table_h + 6.0, texts);
    });
}
