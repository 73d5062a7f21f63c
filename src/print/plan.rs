//! The print plan that opens every kit, and the cover of the five kits in one file: which pages to
//! print, on what paper, single- or double-sided, how many for a pair and for a class of 26, the tools
//! and the time it takes to prepare.
//!
//! The page counts come from the kit itself (it is laid out once before the plan is drawn), so the plan
//! cannot disagree with the pages that follow it.

use super::canvas::{Align, Canvas, Ink, Pen};
use super::pdf::Doc;
use super::sheet::{footer, header};
use super::spec::SheetKind;
use super::{KitReport, format_mm};
use crate::core::GameId;
use crate::i18n::Texts;

/// Pupils in the class the plan counts for, and so pairs.
pub const CLASS: usize = 26;
pub const PAIRS: usize = CLASS / 2;

/// Whether a sheet goes on card stock: the pieces children handle.
pub fn card_stock(sheet: SheetKind) -> bool {
    matches!(
        sheet,
        SheetKind::Pieces | SheetKind::TankPawns | SheetKind::MineCards | SheetKind::Mini
    )
}

/// Whether a sheet is printed double-sided: only the mine cards (fronts, then backs).
pub fn double_sided(sheet: SheetKind) -> bool {
    sheet == SheetKind::MineCards
}

/// Minutes to prepare one page of a sheet for one pair (cutting, gluing, folding), roughly.
fn minutes(sheet: SheetKind, pages: usize, board_pieces: usize) -> usize {
    match sheet {
        SheetKind::Rules | SheetKind::ScoreSheet => 0,
        // Cut each piece along its dashed edges, glue the flaps.
        SheetKind::Board | SheetKind::RaceTrack => 3 * board_pieces.max(pages),
        SheetKind::Pieces => 8 * pages,
        SheetKind::TankPawns => 15 * pages,
        // Fronts and backs make one sheet; a paper trimmer cuts the grid in a few strokes.
        SheetKind::MineCards => 5 * pages,
        // The pieces of one sheet, cut out; the board stays whole.
        SheetKind::Mini => 10 * pages,
    }
}

/// One sheet of a kit as laid out: its kind and its pages.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetPages {
    pub sheet: SheetKind,
    pub pages: usize,
}

/// A kit's sheets with their first PDF page (1-based), and what they add up to.
pub struct KitPlan<'a> {
    pub game: GameId,
    /// The kit's sheets and the PDF page each starts at.
    pub sheets: Vec<(&'a SheetPages, usize)>,
    /// The PDF page of the race die to fold, if the kit has one.
    pub die_page: Option<usize>,
}

impl KitPlan<'_> {
    /// Sheets of paper for one pair (double-sided pages share a sheet).
    pub fn paper_sheets(&self) -> (usize, usize) {
        let mut plain = 0;
        let mut card = 0;
        for (s, _) in &self.sheets {
            let n = if double_sided(s.sheet) {
                s.pages.div_ceil(2)
            } else {
                s.pages
            };
            if card_stock(s.sheet) {
                card += n;
            } else {
                plain += n;
            }
        }
        (plain, card)
    }

    fn minutes(&self) -> usize {
        self.sheets
            .iter()
            .map(|(s, _)| minutes(s.sheet, s.pages, 0))
            .sum()
    }
}

fn range(texts: &Texts, first: usize, pages: usize) -> String {
    if pages <= 1 {
        texts.tr("print-plan-page", &[("page", first.into())])
    } else {
        texts.tr(
            "print-plan-pages",
            &[("from", first.into()), ("to", (first + pages - 1).into())],
        )
    }
}

/// The page ranges of a kit's double-sided sheets, in words.
fn duplex_ranges(texts: &Texts, plan: &KitPlan) -> Vec<String> {
    plan.sheets
        .iter()
        .filter(|(s, _)| double_sided(s.sheet))
        .map(|(s, first)| range(texts, *first, s.pages))
        .collect()
}

/// Which pages are double-sided (the others single-sided), in words.
fn sides(texts: &Texts, plan: &KitPlan) -> String {
    let duplex = duplex_ranges(texts, plan);
    let mini = plan.sheets.iter().any(|(s, _)| s.sheet == SheetKind::Mini);
    if duplex.is_empty() && mini && plan.game == GameId::Chars {
        format!(
            "{} {}",
            texts.get("print-plan-sides-none"),
            texts.get("print-plan-sides-mini-cards")
        )
    } else if duplex.is_empty() {
        texts.get("print-plan-sides-none")
    } else {
        texts.tr("print-plan-sides", &[("pages", duplex.join(", ").into())])
    }
}

fn duration(texts: &Texts, minutes: usize) -> String {
    if minutes < 60 {
        texts.tr("print-plan-minutes", &[("minutes", minutes.into())])
    } else {
        let hours = minutes as f32 / 60.0;
        texts.tr(
            "print-plan-hours",
            &[(
                "hours",
                format_mm((hours * 2.0).round() / 2.0, texts.lang()).into(),
            )],
        )
    }
}

/// A table: a bold header row, then rows; columns of the given widths (mm). Returns the y below it.
fn table(
    c: &mut Canvas,
    x: f32,
    y: f32,
    widths: &[f32],
    head: &[String],
    rows: &[Vec<String>],
) -> f32 {
    let size = 3.4;
    let line_h = size * 1.3;
    let total: f32 = widths.iter().sum();
    let mut y = y;
    let draw_row = |c: &mut Canvas, y: f32, cells: &[String], bold: bool| -> f32 {
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .zip(widths)
            .map(|(t, w)| c.wrap(t, size, w - 2.0, bold))
            .collect();
        let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let h = lines as f32 * line_h + 2.0;
        if bold && !c.ink_saving {
            c.rect(x, y, total, h, Some(Ink::gray(225)), None);
        }
        let mut cx = x;
        for (cell, w) in wrapped.iter().zip(widths) {
            for (i, line) in cell.iter().enumerate() {
                c.text(
                    cx + 1.0,
                    y + 1.0 + size + i as f32 * line_h,
                    size,
                    line,
                    Align::Left,
                    bold,
                    Ink::BLACK,
                );
            }
            cx += w;
        }
        c.line(x, y + h, x + total, y + h, Pen::Solid(0.25, Ink::gray(120)));
        h
    };
    y += draw_row(c, y, head, true);
    for row in rows {
        y += draw_row(c, y, row, false);
    }
    y
}

/// The rows of the plan's table: each sheet, its pages, its paper, whether double-sided, the sheets
/// for a pair and for the class.
fn sheet_rows(texts: &Texts, plan: &KitPlan) -> Vec<Vec<String>> {
    let no = texts.get("print-plan-simplex");
    plan.sheets
        .iter()
        .map(|(s, first)| {
            let paper = if card_stock(s.sheet) {
                texts.get("print-plan-card")
            } else {
                texts.get("print-plan-plain")
            };
            let duplex = if double_sided(s.sheet) {
                texts.get("print-plan-duplex-yes")
            } else {
                no.clone()
            };
            let per_pair = if double_sided(s.sheet) {
                s.pages.div_ceil(2)
            } else {
                s.pages
            };
            vec![
                texts.get(&format!("print-sheet-{}", s.sheet.id())),
                range(texts, *first, s.pages),
                paper,
                duplex,
                texts.tr("print-plan-sheets", &[("count", per_pair.into())]),
                texts.tr("print-plan-sheets", &[("count", (per_pair * PAIRS).into())]),
            ]
        })
        .collect()
}

/// The title, the footer and the opening paragraph of a plan page; returns the area and the y below
/// the paragraph.
fn page_top(
    c: &mut Canvas,
    paper: crate::print::layout::Paper,
    texts: &Texts,
    title: &str,
    intro: &str,
) -> (crate::print::layout::Area, f32) {
    let area = header(c, paper, title, &texts.get("print-plan-note"));
    footer(c, paper, &texts.get("print-plan-footer"));
    let y = c.paragraph(area.x, area.y + 5.0, area.w, 3.6, &texts.get(intro), false);
    (area, y + 2.0)
}

/// The kit's plan page.
pub fn kit_page(doc: &mut Doc, texts: &Texts, plan: &KitPlan, game_name: &str) {
    let paper = doc.paper;
    doc.page(|c| {
        let title = texts.tr("print-plan-title", &[("game", game_name.into())]);
        let (area, mut y) = page_top(c, paper, texts, &title, "print-plan-intro");
        let head: Vec<String> = [
            "print-plan-col-sheet",
            "print-plan-col-pages",
            "print-plan-col-paper",
            "print-plan-col-duplex",
            "print-plan-col-pair",
            "print-plan-col-class",
        ]
        .iter()
        .map(|id| texts.tr(id, &[("pairs", PAIRS.into()), ("pupils", CLASS.into())]))
        .collect();
        let rows = sheet_rows(texts, plan);
        let widths = [44.0, 24.0, 34.0, 30.0, 24.0, 30.0];
        let scale = area.w / widths.iter().sum::<f32>();
        let widths: Vec<f32> = widths.iter().map(|w| w * scale).collect();
        y = table(c, area.x, y, &widths, &head, &rows) + 6.0;
        let (plain, card) = plan.paper_sheets();
        // A kit without card stock does not speak of it.
        let total_id = if card == 0 {
            "print-plan-total-plain"
        } else {
            "print-plan-total"
        };
        let total = |n: usize| {
            texts.tr(
                total_id,
                &[("plain", (plain * n).into()), ("card", (card * n).into())],
            )
        };
        let minutes = plan.minutes();
        // Nothing to cut out (La Bataille: the rules and a score sheet): no time, no cutting steps.
        let time = if minutes == 0 {
            texts.get("print-plan-time-none")
        } else {
            texts.tr(
                "print-plan-time",
                &[
                    ("pair", duration(texts, minutes).into()),
                    ("class", duration(texts, minutes * PAIRS).into()),
                ],
            )
        };
        let lines = [
            (
                texts.get("print-plan-heading-pair"),
                format!("{} {}", total(1), sides(texts, plan)),
            ),
            (
                texts.tr(
                    "print-plan-heading-class",
                    &[("pupils", CLASS.into()), ("pairs", PAIRS.into())],
                ),
                total(PAIRS),
            ),
            (
                texts.get("print-plan-heading-tools"),
                texts.tr(
                    &format!("print-plan-tools-{}", plan.game.id()),
                    &[("page", plan.die_page.unwrap_or(0).into())],
                ),
            ),
            (texts.get("print-plan-heading-time"), time),
        ];
        for (heading, body) in lines {
            c.heading(area.x, y, 4.0, &heading);
            y = c.paragraph(area.x, y + 5.5, area.w, 3.6, &body, false) + 3.0;
        }
        let mini = plan.sheets.iter().any(|(s, _)| s.sheet == SheetKind::Mini);
        let cards = plan.sheets.iter().any(|(s, _)| double_sided(s.sheet));
        let steps = texts.tr(
            if mini {
                "print-plan-steps-mini"
            } else if minutes == 0 {
                "print-plan-steps-print-only"
            } else {
                "print-plan-steps"
            },
            &[("cards", if cards { "yes" } else { "no" }.into())],
        );
        c.heading(area.x, y + 1.0, 4.0, &texts.get("print-plan-heading-steps"));
        let _ = c.paragraph(area.x, y + 6.5, area.w, 3.6, &steps, false);
    });
}

/// The cover of the five kits in one file: each kit's pages and paper, and the totals.
pub fn cover_page(doc: &mut Doc, texts: &Texts, plans: &[KitPlan], first_pages: &[usize]) {
    let paper = doc.paper;
    doc.page(|c| {
        let title = texts.get("print-cover-title");
        let (area, mut y) = page_top(c, paper, texts, &title, "print-cover-intro");
        let head: Vec<String> = [
            "print-cover-col-game",
            "print-plan-col-pages",
            "print-cover-col-plain",
            "print-cover-col-card",
            "print-cover-col-duplex",
            "print-plan-col-class",
        ]
        .iter()
        .map(|id| texts.tr(id, &[("pairs", PAIRS.into()), ("pupils", CLASS.into())]))
        .collect();
        let mut rows = Vec::new();
        let (mut all_plain, mut all_card) = (0, 0);
        for (plan, &first) in plans.iter().zip(first_pages) {
            let pages: usize = 1 + plan.sheets.iter().map(|(s, _)| s.pages).sum::<usize>();
            let (plain, card) = plan.paper_sheets();
            all_plain += plain;
            all_card += card;
            let duplex = duplex_ranges(texts, plan);
            rows.push(vec![
                texts.get(&format!("print-{}-name", plan.game.id())),
                range(texts, first, pages),
                texts.tr("print-plan-sheets", &[("count", plain.into())]),
                texts.tr("print-plan-sheets", &[("count", card.into())]),
                if duplex.is_empty() {
                    texts.get("print-plan-no")
                } else {
                    duplex.join(", ")
                },
                texts.tr(
                    "print-plan-total",
                    &[
                        ("plain", (plain * PAIRS).into()),
                        ("card", (card * PAIRS).into()),
                    ],
                ),
            ]);
        }
        let widths = [40.0, 26.0, 24.0, 24.0, 30.0, 42.0];
        let scale = area.w / widths.iter().sum::<f32>();
        let widths: Vec<f32> = widths.iter().map(|w| w * scale).collect();
        y = table(c, area.x, y, &widths, &head, &rows) + 6.0;
        c.heading(area.x, y, 4.0, &texts.get("print-cover-heading-total"));
        let body = texts.tr(
            "print-cover-total",
            &[
                ("plain", all_plain.into()),
                ("card", all_card.into()),
                ("classplain", (all_plain * PAIRS).into()),
                ("classcard", (all_card * PAIRS).into()),
                ("pairs", PAIRS.into()),
            ],
        );
        let _ = c.paragraph(area.x, y + 5.5, area.w, 3.6, &body, false);
    });
}

/// The first PDF page (1-based) of each sheet of a kit whose plan page is `plan_page`.
pub fn kit_plan<'a>(report: &'a KitReport, plan_page: usize) -> KitPlan<'a> {
    let mut next = plan_page + 1;
    let sheets = report
        .sheets
        .iter()
        .map(|s| {
            let first = next;
            next += s.pages;
            (s, first)
        })
        .collect();
    KitPlan {
        game: report.game,
        sheets,
        die_page: report.die_page.map(|p| plan_page + p),
    }
}
