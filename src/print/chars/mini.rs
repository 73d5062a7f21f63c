//! The chars mini kit: the battle board with its numbered tanks on one sheet, then the race track with
//! the die and the mine cards (the two boards do not fit on one page at a readable size).

use super::Boards;
use super::cards::{Card, card_front};
use super::die::{DIE_FACE, die, die_height};
use super::race::RACE_MARGIN;
use crate::print::canvas::{Canvas, MIN_TEXT};
use crate::print::mini::{self, Group};
use crate::print::pdf::Doc;
use crate::print::sheet::Grid;
use crate::print::tokens::side_disc;
use crate::print::{BoardReport, Ctx, PrintError};

/// A tank on the mini sheet: a disc with its number and its side's letter.
fn tank(c: &mut Canvas, cx: f32, cy: f32, d: f32, number: usize, letter: &str, dark: bool) {
    c.circle(
        cx,
        cy,
        d / 2.0 + 0.8,
        None,
        Some(crate::print::canvas::Pen::Cut),
    );
    let ink = side_disc(c, cx, cy, d / 2.0, dark);
    c.label(
        cx,
        cy - d * 0.08,
        d * 0.4,
        d * 0.5,
        &number.to_string(),
        true,
        ink,
    );
    c.label(
        cx,
        cy + d * 0.28,
        (d * 0.2).max(MIN_TEXT),
        d * 0.5,
        letter,
        true,
        ink,
    );
}

/// The tanks of one side.
fn tanks<'a>(ctx: &'a Ctx, side: &str, dark: bool) -> Group<'a> {
    let letter = ctx.texts.get(&format!("print-side-{side}-letter"));
    Group {
        label: ctx.texts.get(&format!("print-side-{side}")),
        w: 0.9,
        h: 0.9,
        fixed: (0.0, 0.0),
        count: ctx.spec.count("tank") as usize,
        draw: Box::new(move |c: &mut Canvas, x, y, s, i| {
            tank(
                c,
                x + 0.45 * s,
                y + 0.45 * s,
                0.78 * s,
                i + 1,
                &letter,
                dark,
            );
        }),
    }
}

/// The mine cards' fronts, both sides, without gutters (their backs stay blank: print on card).
fn cards<'a>(ctx: &'a Ctx) -> Group<'a> {
    let texts = ctx.texts;
    let ratio = ctx.spec.card_mm / ctx.spec.square_mm;
    let mut all = Vec::new();
    for dark in [false, true] {
        all.extend((0..ctx.spec.explosions).map(|_| Card {
            dark,
            explosion: true,
        }));
        all.extend((0..ctx.spec.blanks).map(|_| Card {
            dark,
            explosion: false,
        }));
    }
    let letters = [
        texts.get("print-side-white-letter"),
        texts.get("print-side-black-letter"),
    ];
    Group {
        label: texts.get("print-sheet-mine-cards"),
        w: ratio,
        h: ratio,
        fixed: (0.0, 0.0),
        count: all.len(),
        draw: Box::new(move |c: &mut Canvas, x, y, s, i| {
            let card = all[i];
            card_front(
                c,
                x,
                y,
                ratio * s,
                card,
                &letters[card.dark as usize],
                texts,
            );
        }),
    }
}

/// The chars mini sheets: the battle board with the tanks and cards, then the race track with the die.
///
/// # Errors
/// The board file's errors.
pub fn mini(doc: &mut Doc, ctx: &Ctx) -> Result<Vec<BoardReport>, PrintError> {
    let boards = Boards::load(ctx.boards)?;
    let battle = &boards.battle;
    let grid_layout = |s: f32, inside: bool| {
        let grid = Grid::with_coords(battle.dims, s, inside);
        let (w, h) = grid.size();
        let (xs, ys) = grid.lines();
        (w, h, xs, ys)
    };
    let board = mini::Board {
        squares: (battle.dims.files, battle.dims.ranks),
        title: ctx.texts.get("print-chars-battle-title"),
        reconstructed: boards.reconstructed,
        layout: &grid_layout,
        draw: &|c, s| battle.draw(c, s),
        can_inside: true,
        can_turn: true,
    };
    let groups = [tanks(ctx, "white", false), tanks(ctx, "black", true)];
    let first = mini::sheet(doc, ctx, &board, &groups)?;
    let race = &boards.race;
    let race_layout = |s: f32, _inside: bool| {
        let (w, h) = race.size(s);
        let xs = (0..=race.row_len + 1)
            .map(|k| RACE_MARGIN + k as f32 * s)
            .collect();
        let ys = (0..=race.rows())
            .map(|k| RACE_MARGIN + k as f32 * s)
            .collect();
        (w, h, xs, ys)
    };
    let board = mini::Board {
        squares: (race.row_len + 1, race.rows()),
        title: ctx.texts.get("print-chars-race-title"),
        reconstructed: boards.reconstructed,
        layout: &race_layout,
        draw: &|c, s| race.draw(c, s, ctx),
        can_inside: false,
        can_turn: false,
    };
    let die_w = 100.0;
    let die_h = die_height(DIE_FACE) + 2.0;
    let texts = ctx.texts;
    let done = &ctx.die_done;
    let die_group = Group {
        label: String::new(),
        // In squares: the die keeps its size whatever the square.
        w: 0.0,
        h: 0.0,
        fixed: (die_w, die_h),
        count: 1,
        draw: Box::new(move |c: &mut Canvas, x, y, _s, _i| {
            die(c, texts, x, y, die_w, DIE_FACE);
            done.set(true);
        }),
    };
    let second = mini::sheet(doc, ctx, &board, &[die_group, cards(ctx)])?;
    Ok(vec![first, second])
}
