//! The answer key and the pages: the exercises laid out page by page, the plan line, the key's rows.

use super::*;

pub(super) fn key_text(sheet: &Sheet, ex: &Exercise) -> String {
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

pub(super) fn footer(c: &mut Canvas, page: Page, text: &str) {
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
pub(super) fn plan_line(sheet: &Sheet, counted: (usize, usize)) -> String {
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
pub(super) fn plan_box(c: &mut Canvas, area: Area, plan: &str) -> f32 {
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
pub(super) fn race_page(
    c: &mut Canvas,
    sheet: &Sheet,
    boards: &chars::Boards,
    plan: &str,
    foot: &str,
) {
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
pub(super) fn exercises_page(
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
pub(super) fn key_pages(
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
pub(super) fn key_row(
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
    c.heading(area.x, y + BODY, BODY, &label);
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
