//! The diagrams of the worksheets: a position on its board with its legend, the die, a card, and
//! Schada's diagrams drawn large.

use super::*;

/// The size of a board diagram whose squares are `square` mm, coordinates included.
pub(super) fn board_size(dims: Dims, square: f32) -> (f32, f32) {
    Grid::new(dims, square).size()
}

/// Draws a position with its top-left corner at (x, y), squares of `square` mm, the square asked about
/// framed thick.
pub(super) fn board(
    c: &mut Canvas,
    sheet: &Sheet,
    x: f32,
    y: f32,
    square: f32,
    notation: &str,
    mark: Option<Square>,
) {
    let Some(dims) = sheet.dims() else {
        return;
    };
    let grid = Grid::new(dims, square);
    c.push_translate(x, y);
    let piece = match &sheet.art {
        Art::Espion(art) => {
            art.draw_board(c, square);
            square * 0.42
        }
        Art::Schada(art) => {
            let d = square * 0.42;
            // A piece moves by the diagram of its own square: only those are drawn (and the square
            // asked about), which keeps the page light and the eye on what matters.
            let occupied: Vec<Square> = letters(notation, dims).iter().map(|(s, _)| *s).collect();
            for sq in dims.squares() {
                let (sx, sy) = grid.corner(sq);
                if (sq.file() + sq.rank()) % 2 == 0 {
                    c.rect(sx, sy, square, square, Some(Ink::gray(235)), None);
                }
                if occupied.contains(&sq) || mark == Some(sq) {
                    let hole = d / 2.0 + square * 0.02;
                    schada::diagram(c, sx, sy, square, hole, &art.diagrams[dims.index(sq)]);
                }
            }
            grid.frame(c);
            d
        }
        Art::Tank(art) => {
            art.squares(c, &grid, true);
            grid.frame(c);
            square * 0.78
        }
        Art::Chars(boards) => {
            boards.battle.squares(c, &grid, true);
            grid.frame(c);
            boards.battle.red_lines(c, &grid);
            square * 0.78
        }
        Art::Cards => 0.0,
    };
    if let Some(sq) = mark {
        let (sx, sy) = grid.corner(sq);
        c.rect(
            sx + 0.5,
            sy + 0.5,
            square - 1.0,
            square - 1.0,
            None,
            Some(Pen::Solid(0.9, Ink(220, 90, 0))),
        );
    }
    for (sq, letter) in letters(notation, dims) {
        let (cx, cy) = grid.centre(sq);
        match mark_of(sheet.game, letter) {
            Some(Mark::Piece(sym, _)) => {
                disc(c, cx, cy, piece, sym, letter.is_ascii_lowercase());
            }
            Some(Mark::Card) => {
                let s = square * 0.7;
                c.rect(
                    cx - s / 2.0,
                    cy - s / 2.0,
                    s,
                    s,
                    Some(Ink::WHITE),
                    Some(Pen::Solid(0.3, Ink::BLACK)),
                );
                c.label(cx, cy, SMALL, s, "?", true, Ink::gray(60));
            }
            None => {}
        }
    }
    c.pop();
}

/// The pieces of this game that appear in `notation`, each with its name: a key under the diagram.
pub(super) fn legend(c: &mut Canvas, sheet: &Sheet, x: f32, y: f32, w: f32, notation: &str) -> f32 {
    let Some(dims) = sheet.dims() else {
        return y;
    };
    let mut kinds: Vec<(Symbol, &str)> = Vec::new();
    for (_, letter) in letters(notation, dims) {
        if let Some(Mark::Piece(sym, id)) = mark_of(sheet.game, letter)
            && !kinds.iter().any(|(_, i)| *i == id)
        {
            kinds.push((sym, id));
        }
    }
    let mut y = y;
    for (sym, id) in kinds {
        disc(c, x + 3.5, y, 6.0, sym, false);
        disc(c, x + 10.5, y, 6.0, sym, true);
        let name = fit(c, &sheet.texts.get(id), SMALL, w - 17.0);
        c.text(
            x + 17.0,
            y + SMALL * 0.35,
            SMALL,
            &name,
            Align::Left,
            false,
            Ink::BLACK,
        );
        y += 8.0;
    }
    y
}

/// A die face with `n` pips, `s` mm a side.
pub(super) fn die(c: &mut Canvas, x: f32, y: f32, s: f32, n: u8) {
    c.rect(
        x,
        y,
        s,
        s,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.5, Ink::BLACK)),
    );
    crate::print::chars::pips_on(c, x, y, s, n);
}

/// The rank printed on a card: French court cards read V, D, R.
pub(super) fn rank(sheet: &Sheet, card: Card) -> String {
    match card.rank_label() {
        "J" => sheet.texts.get("app-bataille-jack"),
        "Q" => sheet.texts.get("app-bataille-queen"),
        "K" => sheet.texts.get("app-bataille-king"),
        other => other.to_string(),
    }
}

pub(super) fn zoomed(ex: &Exercise, notation: &str, dims: Dims) -> Vec<Square> {
    match &ex.question {
        Question::Targets(sq) => vec![*sq],
        Question::Attackers { enemy, .. } => letters(notation, dims)
            .into_iter()
            .filter(|(_, l)| l.is_ascii_uppercase() == (*enemy == Side::White))
            .map(|(sq, _)| sq)
            .collect(),
        _ => Vec::new(),
    }
}

/// Schada: the diagrams of `squares` drawn large in a row, each named, so that a child can read the
/// paths the board drawing shows too small; returns the height used.
pub(super) fn zoom(
    c: &mut Canvas,
    sheet: &Sheet,
    art: &schada::Art,
    x: f32,
    y: f32,
    w: f32,
    squares: &[Square],
) -> f32 {
    if squares.is_empty() {
        return 0.0;
    }
    c.heading(x, y + 1.0, SMALL, &sheet.texts.get("worksheet-zoom"));
    let n = squares.len() as f32;
    let size = ((w + 3.0) / n - 3.0).min(28.0);
    for (i, sq) in squares.iter().enumerate() {
        let (sx, sy) = (x + i as f32 * (size + 3.0), y + 4.0);
        c.rect(
            sx,
            sy,
            size,
            size,
            Some(Ink::WHITE),
            Some(Pen::Solid(0.3, Ink::gray(90))),
        );
        let lines = &art.diagrams[art.basics.dims.index(*sq)];
        schada::diagram(c, sx, sy, size, size * 0.1, lines);
        c.label(
            sx + size / 2.0,
            sy + size * 0.88,
            SMALL,
            size,
            &sq.to_string(),
            true,
            Ink::BLACK,
        );
    }
    size + 9.0
}
