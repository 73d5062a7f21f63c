//! The pages of a worksheet: a plan line, the exercises in frames (the position drawn small with the
//! kit's own board drawing, the question, room to answer), then the answer key on pages of its own.
//! Every word is at least 9 pt (3.2 mm).

use super::super::canvas::{Align, Canvas, Ink, Pen};
use super::super::layout::{Area, Page};
use super::super::pdf::Doc;
use super::super::plan::CLASS;
use super::super::sheet::{COORD_BORDER, Grid, header};
use super::super::spec::KitSpec;
use super::super::tokens::{Symbol, symbol};
use super::super::{Ctx, Options, PrintError, bataille, chars, espion, schada, tank_battle};
use super::LessonWords;
use super::exercise::{Exercise, Key, Question, Scene};
use crate::boards::Boards;
use crate::core::GameId;
use crate::core::bataille::Card;
use crate::core::game::Side;
use crate::core::geometry::{Dims, Square};
use crate::i18n::{Arg, Texts};
use crate::lesson::model::RoundWinner;

/// Text sizes in mm: 9 pt is 3.175 mm, nothing is smaller than [`SMALL`].
const SMALL: f32 = 3.3;
const BODY: f32 = 3.9;
const BOLD: f32 = 4.2;
/// The room between frames, and inside them.
const GAP: f32 = 4.0;
const PAD: f32 = 4.0;

/// The board drawing of the game.
enum Art {
    Cards,
    Chars(chars::Boards),
    Espion(espion::Art),
    Schada(schada::Art),
    Tank(tank_battle::Art),
}

/// Everything the pages need.
pub struct Sheet<'a> {
    pub game: GameId,
    pub texts: &'a Texts,
    pub words: &'a LessonWords<'a>,
    pub options: &'a Options,
    boards: &'a Boards,
    spec: KitSpec,
    art: Art,
}

impl<'a> Sheet<'a> {
    /// Reads the game's kit and board files.
    ///
    /// # Errors
    /// Their errors.
    pub fn new(
        game: GameId,
        texts: &'a Texts,
        words: &'a LessonWords<'a>,
        options: &'a Options,
        boards: &'a Boards,
    ) -> Result<Sheet<'a>, PrintError> {
        let art = match game {
            GameId::Bataille => Art::Cards,
            GameId::Chars => Art::Chars(chars::Boards::load(boards)?),
            GameId::Espion => Art::Espion(espion::Art::load(boards)?),
            GameId::Schada => Art::Schada(schada::Art::load(boards)?),
            GameId::TankBattle => Art::Tank(tank_battle::Art::load(boards)?),
        };
        Ok(Sheet {
            game,
            texts,
            words,
            options,
            boards,
            spec: KitSpec::load(game)?,
            art,
        })
    }

    fn ctx(&self, square: f32) -> Ctx<'_> {
        Ctx {
            game: self.game,
            texts: self.texts,
            spec: &self.spec,
            options: self.options,
            boards: self.boards,
            square,
            die_done: std::cell::Cell::new(false),
        }
    }

    fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.texts.tr(id, args)
    }

    fn game_name(&self) -> String {
        self.texts.get(&format!("print-{}-name", self.game.id()))
    }

    fn dims(&self) -> Option<Dims> {
        match &self.art {
            Art::Chars(b) => Some(b.battle.dims),
            Art::Espion(a) => Some(a.basics.dims),
            Art::Schada(a) => Some(a.basics.dims),
            Art::Tank(a) => Some(a.basics.dims),
            Art::Cards => None,
        }
    }
}

/// How a letter of the position is drawn: a piece (its symbol and the message id of its name), or a
/// face-down card of Bataille de chars.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Mark {
    Piece(Symbol, &'static str),
    Card,
}

fn mark_of(game: GameId, letter: char) -> Option<Mark> {
    let piece = |s, id| Some(Mark::Piece(s, id));
    match (game, letter.to_ascii_uppercase()) {
        (GameId::Espion, 'C') => piece(Symbol::Crown, "print-espion-chief"),
        (GameId::Espion, 'S') => piece(Symbol::Eye, "print-espion-spy"),
        (GameId::Espion, 'A') => piece(Symbol::Dot, "print-espion-agent"),
        (GameId::Schada, 'O') => piece(Symbol::Chevrons(2), "print-schada-officer"),
        (GameId::Schada, 'U') => piece(Symbol::Chevrons(1), "print-schada-sub-officer"),
        (GameId::Schada, 'P') => piece(Symbol::Chevrons(0), "print-schada-soldier"),
        (GameId::TankBattle, 'C') => piece(Symbol::Crown, "print-tank-battle-commander"),
        (GameId::TankBattle, 'T') => piece(Symbol::Tank, "print-tank-battle-tank"),
        (GameId::Chars, 'T') => piece(Symbol::Tank, "worksheet-chars-tank"),
        (GameId::Chars, 'M' | 'B' | 'U') => Some(Mark::Card),
        _ => None,
    }
}

/// A piece on a diagram: a disc, white for White and dark for Black, with its kind's symbol.
fn disc(c: &mut Canvas, cx: f32, cy: f32, d: f32, sym: Symbol, dark: bool) {
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
        Some(Pen::Solid(0.35, Ink::BLACK)),
    );
    symbol(c, cx, cy, d * 0.55, sym, ink);
}

/// The letters of a position's board part.
fn letters(notation: &str, dims: Dims) -> Vec<(Square, char)> {
    super::exercise::notation_letters(notation, dims)
}

// ---------------------------------------------------------------------------------------------------
// The diagrams.

/// The size of a board diagram whose squares are `square` mm, coordinates included.
fn board_size(dims: Dims, square: f32) -> (f32, f32) {
    Grid::new(dims, square).size()
}

/// Draws a position with its top-left corner at (x, y), squares of `square` mm, the square asked about
/// framed thick.
fn board(
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
fn legend(c: &mut Canvas, sheet: &Sheet, x: f32, y: f32, w: f32, notation: &str) -> f32 {
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
fn die(c: &mut Canvas, x: f32, y: f32, s: f32, n: u8) {
    c.rect(
        x,
        y,
        s,
        s,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.5, Ink::BLACK)),
    );
    let (a, m, b) = (x + s * 0.25, x + s * 0.5, x + s * 0.75);
    let (t, mid, bot) = (y + s * 0.25, y + s * 0.5, y + s * 0.75);
    let pips: &[(f32, f32)] = match n {
        1 => &[(m, mid)],
        2 => &[(a, t), (b, bot)],
        3 => &[(a, t), (m, mid), (b, bot)],
        4 => &[(a, t), (b, t), (a, bot), (b, bot)],
        5 => &[(a, t), (b, t), (m, mid), (a, bot), (b, bot)],
        _ => &[(a, t), (b, t), (a, mid), (b, mid), (a, bot), (b, bot)],
    };
    c.dots(pips, s * 0.08, Ink::BLACK);
}

/// The rank printed on a card: French court cards read V, D, R.
fn rank(sheet: &Sheet, card: Card) -> String {
    match card.rank_label() {
        "J" => sheet.texts.get("app-bataille-jack"),
        "Q" => sheet.texts.get("app-bataille-queen"),
        "K" => sheet.texts.get("app-bataille-king"),
        other => other.to_string(),
    }
}

// ---------------------------------------------------------------------------------------------------
// Answer room.

/// Ruled lines to write on, from `y` to `bottom`.
fn lines(c: &mut Canvas, x: f32, y: f32, w: f32, bottom: f32) {
    let mut y = y + 9.0;
    while y <= bottom {
        c.line(x, y, x + w, y, Pen::Solid(0.25, Ink::gray(120)));
        y += 9.0;
    }
}

/// Boxes to tick, one a row, each with its words; returns the y below them.
fn ticks(c: &mut Canvas, x: f32, y: f32, w: f32, choices: &[String]) -> f32 {
    let mut y = y;
    for choice in choices {
        c.rect(
            x,
            y,
            6.0,
            6.0,
            Some(Ink::WHITE),
            Some(Pen::Solid(0.4, Ink::BLACK)),
        );
        let shown = c.wrap(choice, BODY, w - 9.0, false);
        let mut ly = y + 4.6;
        for line in &shown {
            c.text(x + 9.0, ly, BODY, line, Align::Left, false, Ink::BLACK);
            ly += BODY * 1.3;
        }
        y += (shown.len() as f32 * BODY * 1.3).max(6.0) + 3.5;
    }
    y
}

// ---------------------------------------------------------------------------------------------------
// The exercises.

/// The words of a side.
fn side(sheet: &Sheet, s: Side) -> Arg {
    sheet
        .texts
        .get(if s == Side::White {
            "worksheet-white"
        } else {
            "worksheet-black"
        })
        .into()
}

/// The question of an exercise, in words.
fn question(sheet: &Sheet, ex: &Exercise) -> String {
    match &ex.question {
        Question::Targets(sq) => {
            sheet.tr("worksheet-q-targets", &[("square", sq.to_string().into())])
        }
        Question::Attackers { square, enemy } => sheet.tr(
            "worksheet-q-attackers",
            &[
                ("square", square.to_string().into()),
                ("side", side(sheet, *enemy)),
            ],
        ),
        Question::Score { side: s, .. } => {
            sheet.tr("worksheet-q-score", &[("side", side(sheet, *s))])
        }
        Question::Pieces(letter) => {
            let name = match mark_of(sheet.game, *letter) {
                Some(Mark::Piece(_, id)) => sheet.texts.get(id),
                _ => letter.to_string(),
            };
            let s = if letter.is_ascii_uppercase() {
                Side::White
            } else {
                Side::Black
            };
            sheet.tr(
                "worksheet-q-pieces",
                &[("piece", name.into()), ("side", side(sheet, s))],
            )
        }
        Question::Landing { side: s, die } => {
            let from = match ex.scene {
                Scene::Race { white, black } => {
                    if *s == Side::White {
                        white
                    } else {
                        black
                    }
                }
                _ => 0,
            };
            sheet.tr(
                "worksheet-q-landing",
                &[
                    ("side", side(sheet, *s)),
                    ("from", u32::from(from).into()),
                    ("die", u32::from(*die).into()),
                ],
            )
        }
        Question::Winner => sheet.texts.get("worksheet-q-winner"),
        Question::HowLong { .. } => sheet.texts.get("worksheet-q-how-long"),
    }
}

/// Whether an exercise takes half the width of the page (two side by side).
fn half(ex: &Exercise) -> bool {
    matches!(ex.scene, Scene::Cards { .. } | Scene::Race { .. })
}

/// The height of an exercise's frame `w` mm wide: its title, its question wrapped, then what it
/// draws; board exercises take half of `page`, the height of the page's exercise area.
fn height(c: &Canvas, sheet: &Sheet, ex: &Exercise, w: f32, page: f32) -> f32 {
    let lines = c
        .wrap(&question(sheet, ex), BODY, w - 2.0 * PAD, false)
        .len();
    let top = 13.0 + lines as f32 * BODY * 1.3;
    match (&ex.scene, &ex.question) {
        (Scene::Board { .. }, _) => (page - GAP) / 2.0,
        (Scene::Race { .. }, _) => top + 20.0,
        (Scene::Cards { .. }, _) => top + 31.0,
        (_, Question::HowLong { choices }) => top + 4.0 + 11.0 * choices.len() as f32,
        _ => top + 30.0,
    }
}

/// One exercise in its frame.
fn exercise(c: &mut Canvas, sheet: &Sheet, ex: &Exercise, n: usize, a: Area) {
    c.rect(
        a.x,
        a.y,
        a.w,
        a.h,
        None,
        Some(Pen::Solid(0.4, Ink::gray(70))),
    );
    let title = sheet.tr("worksheet-exercise", &[("n", n.into())]);
    c.text(
        a.x + PAD,
        a.y + 6.5,
        BOLD,
        &title,
        Align::Left,
        true,
        Ink::BLACK,
    );
    let tw = c.text_width(&title, BOLD, true);
    let from = sheet.tr(
        "worksheet-from-lesson",
        &[("title", sheet.words.get(&ex.lesson_title).into())],
    );
    let room = a.w - 2.0 * PAD - tw - 4.0;
    let from = fit(c, &from, SMALL, room);
    c.text(
        a.right() - PAD,
        a.y + 6.5,
        SMALL,
        &from,
        Align::Right,
        false,
        Ink::gray(60),
    );
    let y = c.paragraph(
        a.x + PAD,
        a.y + 13.0,
        a.w - 2.0 * PAD,
        BODY,
        &question(sheet, ex),
        false,
    );
    let body = Area {
        x: a.x + PAD,
        y: y - 1.0,
        w: a.w - 2.0 * PAD,
        h: a.bottom() - PAD - (y - 1.0),
    };
    match &ex.scene {
        Scene::Board { notation, mark } => board_body(c, sheet, ex, body, notation, *mark),
        Scene::Race { .. } => race_body(c, sheet, ex, body),
        Scene::Cards { south, emma, .. } => cards_body(c, sheet, *south, *emma, body),
        Scene::None => {
            if let Question::HowLong { choices } = &ex.question {
                let words: Vec<String> = choices
                    .iter()
                    .map(|(id, _, _)| sheet.words.get(id))
                    .collect();
                ticks(c, body.x, body.y + 1.0, body.w, &words);
            }
        }
    }
}

/// The race: the die, and a box for the square.
fn race_body(c: &mut Canvas, sheet: &Sheet, ex: &Exercise, body: Area) {
    if let Question::Landing { die: d, .. } = ex.question {
        die(c, body.x, body.y + 2.0, 14.0, d);
    }
    let label = sheet.texts.get("worksheet-answer-square");
    let x = body.x + 22.0;
    c.text(
        x,
        body.y + 12.0,
        BODY,
        &label,
        Align::Left,
        false,
        Ink::BLACK,
    );
    let lw = c.text_width(&label, BODY, false);
    c.rect(
        x + lw + 3.0,
        body.y + 3.0,
        22.0,
        12.0,
        Some(Ink::WHITE),
        Some(Pen::Solid(0.5, Ink::BLACK)),
    );
}

/// La Bataille: the two cards face up, named, and the three answers to tick.
fn cards_body(c: &mut Canvas, sheet: &Sheet, south: Card, emma: Card, body: Area) {
    let w = 14.0;
    for (i, (card, who)) in [(south, "worksheet-you"), (emma, "worksheet-emma")]
        .into_iter()
        .enumerate()
    {
        let x = body.x + 2.0 + i as f32 * (w + 8.0);
        bataille::card(c, x, body.y + 1.0, w, Some(&rank(sheet, card)));
        c.label(
            x + w / 2.0,
            body.y + w * 1.4 + 5.0,
            SMALL,
            w + 7.0,
            &sheet.texts.get(who),
            true,
            Ink::BLACK,
        );
    }
    let choices =
        ["worksheet-you", "worksheet-emma", "worksheet-battle"].map(|id| sheet.texts.get(id));
    ticks(c, body.x + 44.0, body.y + 1.0, body.w - 44.0, &choices);
}

/// `text` cut to `w` mm at `size`, with an ellipsis.
fn fit(c: &Canvas, text: &str, size: f32, w: f32) -> String {
    if c.text_width(text, size, false) <= w {
        return text.to_string();
    }
    let mut out: String = text.to_string();
    while !out.is_empty() && c.text_width(&format!("{out}…"), size, false) > w {
        out.pop();
    }
    format!("{}…", out.trim_end())
}

/// The squares whose Schada diagram matters to the question: the piece's own, or the enemy pieces'.
fn zoomed(ex: &Exercise, notation: &str, dims: Dims) -> Vec<Square> {
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
fn zoom(
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
    c.text(
        x,
        y + 1.0,
        SMALL,
        &sheet.texts.get("worksheet-zoom"),
        Align::Left,
        true,
        Ink::BLACK,
    );
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

fn board_body(
    c: &mut Canvas,
    sheet: &Sheet,
    ex: &Exercise,
    body: Area,
    notation: &str,
    mark: Option<Square>,
) {
    let Some(dims) = sheet.dims() else {
        return;
    };
    let room = body.w * 0.6;
    let square = ((body.h - 2.0 * COORD_BORDER) / dims.ranks as f32)
        .min((room - 2.0 * COORD_BORDER) / dims.files as f32)
        .max(4.0);
    let (bw, _) = board_size(dims, square);
    board(c, sheet, body.x, body.y, square, notation, mark);
    let x = body.x + bw + 6.0;
    let w = body.right() - x;
    let mut y = body.y + 4.0;
    if let Art::Schada(art) = &sheet.art {
        y += zoom(c, sheet, art, x, y, w, &zoomed(ex, notation, dims));
    }
    match &ex.question {
        Question::Score { choices, .. } => {
            let choices: Vec<String> = choices
                .iter()
                .map(|n| sheet.tr("worksheet-points", &[("n", (*n).into())]))
                .collect();
            c.text(
                x,
                y + 1.0,
                BODY,
                &sheet.texts.get("worksheet-tick"),
                Align::Left,
                true,
                Ink::BLACK,
            );
            ticks(c, x, y + 5.0, w, &choices);
        }
        _ => {
            y = c.paragraph(
                x,
                y + 1.0,
                w,
                BODY,
                &sheet.texts.get(match ex.question {
                    Question::Targets(_) => "worksheet-answer-squares",
                    _ => "worksheet-answer-write",
                }),
                true,
            );
            let room = if matches!(sheet.art, Art::Schada(_)) {
                15.0
            } else {
                24.0
            };
            lines(c, x, y - 4.0, w, y + room);
        }
    }
    let key_y = body.bottom() - 8.0 * 3.0;
    c.text(
        x,
        key_y - 2.0,
        SMALL,
        &sheet.texts.get("worksheet-legend"),
        Align::Left,
        true,
        Ink::BLACK,
    );
    legend(c, sheet, x, key_y + 3.0, w, notation);
}

// ---------------------------------------------------------------------------------------------------
// The answer key.

fn key_text(sheet: &Sheet, ex: &Exercise) -> String {
    match &ex.key {
        Key::Squares(squares) if squares.is_empty() => sheet.texts.get("worksheet-key-none"),
        Key::Squares(squares) => squares
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        Key::Number(n) => sheet.tr("worksheet-points", &[("n", (*n).into())]),
        Key::Landing { landed, to } if landed == to => {
            sheet.tr("worksheet-key-landing", &[("to", u32::from(*to).into())])
        }
        Key::Landing { landed, to } => sheet.tr(
            "worksheet-key-landing-moved",
            &[
                ("landed", u32::from(*landed).into()),
                ("to", u32::from(*to).into()),
            ],
        ),
        Key::Round {
            winner,
            taker,
            cards,
        } => {
            let who = |w: RoundWinner| match w {
                RoundWinner::South => "south",
                RoundWinner::Emma => "emma",
                RoundWinner::Battle => "battle",
            };
            let taker = match taker {
                Some(Side::White) => "south",
                Some(Side::Black) => "emma",
                None => "nobody",
            };
            sheet.tr(
                "worksheet-key-round",
                &[
                    ("winner", who(*winner).into()),
                    ("taker", taker.into()),
                    ("cards", (*cards).into()),
                ],
            )
        }
        Key::Median {
            rounds,
            games,
            choice,
        } => {
            let words = match (&ex.question, choice) {
                (Question::HowLong { choices }, Some(i)) => sheet.words.get(&choices[*i].0),
                _ => "—".to_string(),
            };
            sheet.tr(
                "worksheet-key-median",
                &[
                    ("choice", words.into()),
                    ("games", (*games).into()),
                    ("rounds", (*rounds).into()),
                ],
            )
        }
    }
}

fn footer(c: &mut Canvas, page: Page, text: &str) {
    let a = page.content();
    c.line(
        a.x,
        a.bottom() - 5.0,
        a.right(),
        a.bottom() - 5.0,
        Pen::Solid(0.2, Ink::gray(120)),
    );
    c.text(
        a.x,
        a.bottom() - 1.0,
        SMALL,
        text,
        Align::Left,
        false,
        Ink::gray(60),
    );
}

/// The plan line: how many copies for a class, which pages are the key.
fn plan_line(sheet: &Sheet, counted: (usize, usize)) -> String {
    let (pages, key) = counted;
    sheet.tr(
        "worksheet-plan",
        &[
            ("pages", pages.into()),
            ("class", CLASS.into()),
            ("sheets", (CLASS * pages).into()),
            ("duplex", (CLASS * pages.div_ceil(2)).into()),
            ("keypages", key.into()),
            ("keyfrom", (pages + 1).into()),
            ("keyto", (pages + key).into()),
        ],
    )
}

/// The plan line in a grey box at the top of `area`; returns the box's height.
fn plan_box(c: &mut Canvas, area: Area, plan: &str) -> f32 {
    let lines = c.wrap(plan, SMALL, area.w - 2.0 * PAD, false);
    let h = lines.len() as f32 * SMALL * 1.3 + 4.0;
    c.rect(
        area.x,
        area.y,
        area.w,
        h,
        Some(Ink::gray(240)),
        Some(Pen::Solid(0.3, Ink::gray(90))),
    );
    c.paragraph(
        area.x + PAD,
        area.y + 2.0 + SMALL,
        area.w - 2.0 * PAD,
        SMALL,
        plan,
        false,
    );
    h
}

/// The race track, once, on a landscape page (the race exercises refer to it), with the plan line
/// under it: it is the worksheet's first page.
fn race_page(c: &mut Canvas, sheet: &Sheet, boards: &chars::Boards, plan: &str, foot: &str) {
    let on = Page::landscape(sheet.options.paper);
    let title = sheet.texts.get("worksheet-track");
    let mut area = header(c, on, &title, &sheet.texts.get("worksheet-track-note"));
    area.h -= 2.0;
    let lines = c.wrap(plan, SMALL, area.w - 2.0 * PAD, false).len();
    let plan_h = lines as f32 * SMALL * 1.3 + 4.0;
    let race = &boards.race;
    let (w0, h0) = race.size(0.0);
    let (w1, h1) = race.size(1.0);
    let s = ((area.w - w0) / (w1 - w0)).min((area.h - plan_h - GAP - h0) / (h1 - h0));
    let (w, h) = race.size(s);
    c.push_translate(area.x + (area.w - w) / 2.0, area.y);
    race.draw(c, s, &sheet.ctx(s));
    c.pop();
    let below = Area {
        y: area.y + h + GAP,
        ..area
    };
    plan_box(c, below, plan);
    footer(c, on, foot);
}

/// Draws the exercises from `at` that fit in `area`; returns the first one left for the next page.
fn exercises_page(
    c: &mut Canvas,
    sheet: &Sheet,
    list: &[Exercise],
    at: usize,
    area: Area,
) -> usize {
    let mut y = area.y;
    let mut i = at;
    while i < list.len() {
        let pair = half(&list[i]);
        let w = if pair { (area.w - GAP) / 2.0 } else { area.w };
        let full = area.bottom() - y;
        let second = pair && i + 1 < list.len() && half(&list[i + 1]);
        let mut h = height(c, sheet, &list[i], w, area.h);
        if second {
            h = h.max(height(c, sheet, &list[i + 1], w, area.h));
        }
        if h > full + 0.01 && i > at {
            break;
        }
        let h = h.min(full);
        exercise(c, sheet, &list[i], i + 1, Area { x: area.x, y, w, h });
        if second {
            let x = area.x + w + GAP;
            exercise(c, sheet, &list[i + 1], i + 2, Area { x, y, w, h });
            i += 1;
        }
        y += h + GAP;
        i += 1;
    }
    i
}

/// The answer key, after the exercises: one row an exercise (`first` is the worksheet's first page in
/// `doc`, for the page numbers of `foot`).
fn key_pages(
    doc: &mut Doc,
    sheet: &Sheet,
    list: &[Exercise],
    name: String,
    first: usize,
    foot: &dyn Fn(usize) -> String,
) {
    let page = Page::from(doc.paper);
    doc.bookmark(sheet.texts.get("worksheet-key-bookmark"));
    let key_title = sheet.tr("worksheet-key-title", &[("game", name.into())]);
    let mut at = 0;
    while at < list.len() {
        let n = doc.pages() - first + 1;
        at = doc.page(|c| {
            let area = header(c, page, &key_title, &sheet.texts.get("worksheet-key-note"));
            let mut y = area.y + 4.0;
            let mut i = at;
            while i < list.len() {
                let h = key_row(c, sheet, &list[i], i + 1, area, y, i > at);
                if h == 0.0 {
                    break;
                }
                y += h;
                i += 1;
            }
            footer(c, page, &foot(n));
            i
        });
    }
}

/// One row of the key at `y`; returns its height, or 0 when it does not fit and `may_wait`.
fn key_row(
    c: &mut Canvas,
    sheet: &Sheet,
    ex: &Exercise,
    n: usize,
    area: Area,
    y: f32,
    may_wait: bool,
) -> f32 {
    let col = 30.0;
    let answer = c.wrap(&key_text(sheet, ex), BODY, area.w - col - 2.0, false);
    let h = answer.len() as f32 * BODY * 1.3 + SMALL * 1.3 + 3.5;
    if y + h > area.bottom() - 6.0 && may_wait {
        return 0.0;
    }
    let label = sheet.tr("worksheet-exercise", &[("n", n.into())]);
    c.text(
        area.x,
        y + BODY,
        BODY,
        &label,
        Align::Left,
        true,
        Ink::BLACK,
    );
    let mut ly = y + BODY;
    for line in &answer {
        c.text(area.x + col, ly, BODY, line, Align::Left, false, Ink::BLACK);
        ly += BODY * 1.3;
    }
    let from = sheet.tr(
        "worksheet-from-lesson",
        &[("title", sheet.words.get(&ex.lesson_title).into())],
    );
    let from = fit(c, &from, SMALL, area.w - col);
    c.text(
        area.x + col,
        ly,
        SMALL,
        &from,
        Align::Left,
        false,
        Ink::gray(70),
    );
    c.line(
        area.x,
        y + h - 1.5,
        area.right(),
        y + h - 1.5,
        Pen::Solid(0.15, Ink::gray(170)),
    );
    h
}

/// Writes the worksheet; `counted` is (exercise pages, key pages) of a first layout (zeros the first
/// time). Returns the same for this one.
pub fn write(
    doc: &mut Doc,
    sheet: &Sheet,
    list: &[Exercise],
    counted: (usize, usize),
) -> (usize, usize) {
    let paper = doc.paper;
    let page = Page::from(paper);
    let name = sheet.game_name();
    let title = sheet.tr("worksheet-title", &[("game", name.clone().into())]);
    let total = counted.0 + counted.1;
    let foot = |n: usize| {
        sheet.tr(
            "worksheet-footer",
            &[("page", n.into()), ("pages", total.into())],
        )
    };
    let first = doc.pages();
    doc.section(title.clone());
    let plan = plan_line(sheet, counted);
    let track = list.iter().any(|e| matches!(e.scene, Scene::Race { .. }));
    if let (Art::Chars(boards), true) = (&sheet.art, track) {
        let n = doc.pages() - first + 1;
        doc.page_on(Page::landscape(paper), |c| {
            race_page(c, sheet, boards, &plan, &foot(n));
        });
    }
    // The exercises, packed page after page; the plan line on the first page.
    let mut at = 0;
    while at < list.len() {
        let n = doc.pages() - first + 1;
        let plan = (n == 1).then_some(plan.as_str());
        at = doc.page(|c| {
            let mut area = header(c, page, &title, &sheet.texts.get("worksheet-name"));
            area.h -= 2.0;
            if let Some(plan) = plan {
                let h = plan_box(c, area, plan) + GAP;
                area.y += h;
                area.h -= h;
            }
            let next = exercises_page(c, sheet, list, at, area);
            footer(c, page, &foot(n));
            next
        });
    }
    let exercise_pages = doc.pages() - first;
    key_pages(doc, sheet, list, name, first, &foot);
    (exercise_pages, doc.pages() - first - exercise_pages)
}
