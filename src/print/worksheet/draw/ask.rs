//! An exercise on the sheet: its question, its diagram, the room to answer (lines or boxes to tick).

use super::*;

/// Ruled lines to write on, from `y` to `bottom`.
pub(super) fn lines(c: &mut Canvas, x: f32, y: f32, w: f32, bottom: f32) {
    let mut y = y + 9.0;
    while y <= bottom {
        c.line(x, y, x + w, y, Pen::Solid(0.25, Ink::gray(120)));
        y += 9.0;
    }
}

/// Boxes to tick, one a row, each with its words; returns the y below them.
pub(super) fn ticks(c: &mut Canvas, x: f32, y: f32, w: f32, choices: &[String]) -> f32 {
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

/// The words of a side.
pub(super) fn side(sheet: &Sheet, s: Side) -> Arg {
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
pub(super) fn question(sheet: &Sheet, ex: &Exercise) -> String {
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
pub(super) fn half(ex: &Exercise) -> bool {
    matches!(ex.scene, Scene::Cards { .. } | Scene::Race { .. })
}

/// The height of an exercise's frame `w` mm wide: its title, its question wrapped, then what it
/// draws; board exercises take half of `page`, the height of the page's exercise area.
pub(super) fn height(c: &Canvas, sheet: &Sheet, ex: &Exercise, w: f32, page: f32) -> f32 {
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
pub(super) fn exercise(c: &mut Canvas, sheet: &Sheet, ex: &Exercise, n: usize, a: Area) {
    c.rect(
        a.x,
        a.y,
        a.w,
        a.h,
        None,
        Some(Pen::Solid(0.4, Ink::gray(70))),
    );
    let title = sheet.tr("worksheet-exercise", &[("n", n.into())]);
    c.heading(a.x + PAD, a.y + 6.5, BOLD, &title);
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
pub(super) fn race_body(c: &mut Canvas, sheet: &Sheet, ex: &Exercise, body: Area) {
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
pub(super) fn cards_body(c: &mut Canvas, sheet: &Sheet, south: Card, emma: Card, body: Area) {
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
pub(super) fn fit(c: &Canvas, text: &str, size: f32, w: f32) -> String {
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
pub(super) fn board_body(
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
            c.heading(x, y + 1.0, BODY, &sheet.texts.get("worksheet-tick"));
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
    c.heading(x, key_y - 2.0, SMALL, &sheet.texts.get("worksheet-legend"));
    legend(c, sheet, x, key_y + 3.0, w, notation);
}
