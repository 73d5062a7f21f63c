//! The two print modes: `--mini` (a game's board and pieces on one sheet per pair, squares of about
//! 20 mm at true size) and `--ink-saving` (outlines and hatching, no large solid fills). Page counts and
//! square sizes come from the kits' own reports; with poppler-utils and zbar-tools installed (the
//! `#[ignore]`d tests skip when a tool is missing), every page is rendered, the share of dark pixels is
//! measured against the normal kit's and the QR code is decoded.

mod print_support;

use std::path::{Path, PathBuf};
use std::process::Command;

use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::{Page, Paper};
use ludoclasse::print::mini::{MIN_MARGIN, MIN_SQUARE, TARGET_SQUARE};
use ludoclasse::print::spec::SheetKind;
use ludoclasse::print::{self, KitReport, Options};
use print_support::{have, rules_qr_code, run, write_pdf};

fn options(paper: Paper, mini: bool, ink_saving: bool) -> Options {
    Options {
        paper,
        lang: Lang::Fr,
        mini,
        ink_saving,
        ..Options::default()
    }
}

fn kit(game: GameId, o: &Options) -> (Vec<u8>, KitReport) {
    print::kit(game, Boards::shared(), o).unwrap_or_else(|e| panic!("{game} {}: {e}", o.paper))
}

/// The mini kit's pages: the plan, the rules, then one sheet (chars: the battle sheet and the race
/// sheet; La Bataille: its score sheet).
fn mini_pages(game: GameId) -> usize {
    match game {
        GameId::Chars => 4,
        _ => 3,
    }
}

#[test]
fn a_mini_kit_is_one_sheet_per_pair_at_true_size() {
    for game in GameId::ALL {
        for paper in Paper::ALL {
            let (_, report) = kit(game, &options(paper, true, false));
            let name = format!("{game} {paper}");
            assert_eq!(report.pages, mini_pages(game), "{name}");
            let one = match game {
                GameId::Bataille => SheetKind::ScoreSheet,
                _ => SheetKind::Mini,
            };
            let kinds: Vec<_> = report.sheets.iter().map(|s| s.sheet).collect();
            assert_eq!(kinds, [SheetKind::Rules, one], "{name}");
            let boards = if game == GameId::Bataille { 0 } else { 1 };
            let boards = boards + usize::from(game == GameId::Chars);
            assert_eq!(report.boards.len(), boards, "{name}");
            for b in &report.boards {
                // One page, no cut: the board stays whole.
                assert_eq!((b.columns, b.rows), (1, 1), "{name}");
                assert!(b.seams.0.is_empty() && b.seams.1.is_empty(), "{name}");
                // Tank Battle's 11 squares and 28 tanks on Letter keep the 6 mm margin school
                // printers need at the cost of half a millimetre of square (17.5 mm).
                let smallest = if (game, paper) == (GameId::TankBattle, Paper::Letter) {
                    MIN_SQUARE - 0.5
                } else {
                    MIN_SQUARE
                };
                assert!(
                    (smallest..=TARGET_SQUARE).contains(&b.square_mm),
                    "{name}: {} mm",
                    b.square_mm
                );
                // True size: the grid lines one square apart, one more than the squares.
                let (xl, yl) = &b.grid_lines;
                assert_eq!(
                    (xl.len(), yl.len()),
                    (b.squares.0 as usize + 1, b.squares.1 as usize + 1),
                    "{name}"
                );
                for l in [xl, yl] {
                    assert!(
                        l.windows(2)
                            .all(|w| (w[1] - w[0] - b.square_mm).abs() < 1e-3),
                        "{name}"
                    );
                }
                // The drawing fits the page it is printed on, 5 mm from the paper's edges.
                let on = if b.landscape {
                    Page::landscape(paper)
                } else {
                    Page::from(paper)
                };
                let (w, h) = on.size_mm();
                assert!(
                    b.size_mm.0 <= w - 2.0 * MIN_MARGIN + 1e-3
                        && b.size_mm.1 <= h - 2.0 * MIN_MARGIN + 1e-3,
                    "{name}: {:?} on {w} × {h}",
                    b.size_mm
                );
            }
        }
    }
    // Squares of about 20 mm: at least 18 mm on every board (17.5 for Tank Battle on Letter), the
    // 11 × 11 Tank Battle board and the 8 × 10 chars battle board included; the 8 × 8 boards get the full 20 mm.
    for paper in Paper::ALL {
        for game in [GameId::Espion, GameId::Schada] {
            let (_, report) = kit(game, &options(paper, true, false));
            assert_eq!(report.boards[0].square_mm, TARGET_SQUARE, "{game} {paper}");
        }
        for game in [GameId::TankBattle, GameId::Chars] {
            let (_, report) = kit(game, &options(paper, true, false));
            // Tank Battle on Letter: 17.5 mm, for the 6 mm margin (see above).
            let smallest = if (game, paper) == (GameId::TankBattle, Paper::Letter) {
                MIN_SQUARE - 0.5
            } else {
                MIN_SQUARE
            };
            for b in &report.boards {
                assert!(
                    b.square_mm >= smallest,
                    "{game} {paper}: {} mm",
                    b.square_mm
                );
            }
        }
    }
}

#[test]
fn no_text_of_a_mini_sheet_is_under_nine_points() {
    // Every label, coordinate, code, mark and note of the one sheet per pair (the race track, Tank
    // Battle's red zone, Schada's direction codes included), in both languages, on both papers: 9 pt
    // at least, from the text-drawing calls themselves.
    for game in [
        GameId::Chars,
        GameId::Espion,
        GameId::Schada,
        GameId::TankBattle,
    ] {
        for paper in Paper::ALL {
            for lang in [Lang::Fr, Lang::En] {
                let o = Options {
                    lang,
                    ..options(paper, true, false)
                };
                let (_, report) = kit(game, &o);
                // The plan is page 1; the sheets follow in order.
                let mut first = 2;
                let mut mini = Vec::new();
                for s in &report.sheets {
                    if s.sheet == SheetKind::Mini {
                        mini.extend(first..first + s.pages);
                    }
                    first += s.pages;
                }
                assert!(!mini.is_empty(), "{game} {paper}");
                let small: Vec<_> = report
                    .small_texts
                    .iter()
                    .filter(|(page, _, _)| mini.contains(page))
                    .collect();
                assert!(
                    small.is_empty(),
                    "{game} {paper} {lang:?}: texts under 9 pt (page, pt, text): {small:?}"
                );
            }
        }
    }
}

#[test]
fn the_mini_kit_takes_the_square_asked_for_or_says_why_not() {
    let asked = |mm: f32, paper: Paper| Options {
        square_mm: Some(mm),
        ..options(paper, true, false)
    };
    for paper in Paper::ALL {
        let (_, report) = kit(GameId::Espion, &asked(19.0, paper));
        assert_eq!(report.boards[0].square_mm, 19.0, "{paper}");
        let (_, report) = kit(GameId::Chars, &asked(18.0, paper));
        assert!(report.boards.iter().all(|b| b.square_mm == 18.0), "{paper}");
        // 11 squares of 30 mm are taller than any sheet: a message naming both options.
        let e = print::kit(GameId::TankBattle, Boards::shared(), &asked(30.0, paper))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("--square-mm 30") && e.contains("--mini") && e.contains("largest that fits"),
            "{e}"
        );
    }
    // Out of the mini range altogether.
    let e = print::kit(GameId::Espion, Boards::shared(), &asked(10.0, Paper::A4))
        .unwrap_err()
        .to_string();
    assert!(e.contains("--square-mm") && e.contains("--mini"), "{e}");
}

#[test]
fn ink_saving_changes_the_drawing_not_the_pages() {
    for game in GameId::ALL {
        for paper in Paper::ALL {
            for mini in [false, true] {
                let (normal_pdf, normal) = kit(game, &options(paper, mini, false));
                let (saving_pdf, saving) = kit(game, &options(paper, mini, true));
                let name = format!("{game} {paper} mini {mini}");
                assert_eq!(normal.pages, saving.pages, "{name}");
                assert_eq!(normal.sheets, saving.sheets, "{name}");
                assert_ne!(normal_pdf, saving_pdf, "{name}: nothing changed");
                for pdf in [&normal_pdf, &saving_pdf] {
                    let text = String::from_utf8_lossy(pdf);
                    assert!(
                        text.contains("/ViewerPreferences<</PrintScaling/None>>"),
                        "{name}: no PrintScaling"
                    );
                }
            }
        }
    }
}

#[test]
fn the_race_die_takes_no_page_of_its_own() {
    // On Letter the race track takes two portrait pages and the die goes below it; on A4 it follows
    // the pawns. Either way the kit has no page for the die alone: the pawns' sheet is one page.
    for paper in Paper::ALL {
        let (_, report) = kit(GameId::Chars, &options(paper, false, false));
        let pawns = report
            .sheets
            .iter()
            .find(|s| s.sheet == SheetKind::TankPawns)
            .expect("a pawns sheet");
        assert_eq!(pawns.pages, 1, "{paper}");
    }
}

#[test]
fn the_cli_takes_both_modes() {
    use assert_cmd::prelude::*;
    let dir = scratch("cli");
    let out = dir.join("espion.pdf");
    let status = Command::cargo_bin("ludoclasse")
        .unwrap()
        .args(["print", "espion", "--mini", "--ink-saving", "--lang", "fr"])
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    let said = String::from_utf8_lossy(&status.stdout);
    assert!(said.contains("  Espion : 3 pages"), "{said}");
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
    // `print all` into a folder names the files after the modes.
    let status = Command::cargo_bin("ludoclasse")
        .unwrap()
        .args(["print", "all", "--mini", "--lang", "fr", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    for game in GameId::ALL {
        let file = dir.join(format!("ludoclasse-{}-mini-a4-fr.pdf", game.id()));
        assert!(file.is_file(), "{}", file.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

fn scratch(name: &str) -> PathBuf {
    print_support::scratch("modes", name)
}

/// The grey levels of every page rendered at `dpi` (pdftoppm's PGM files, one per page).
fn grey_pages(dir: &Path, name: &str, pdf: &Path, dpi: u32) -> Vec<Grey> {
    let prefix = dir.join(name);
    run(Command::new("pdftoppm")
        .args(["-r", &dpi.to_string(), "-gray"])
        .arg(pdf)
        .arg(&prefix));
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().into_owned();
            n.starts_with(&format!("{name}-")) && n.ends_with(".pgm")
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| pgm_pixels(&std::fs::read(f).unwrap()))
        .collect()
}

/// A page rendered in grey: its width in pixels, then its pixels row by row.
type Grey = (usize, Vec<u8>);

/// The width and pixels of a binary PGM (P5, 8 bits).
fn pgm_pixels(data: &[u8]) -> Grey {
    // Header: "P5", width, height, maxval, each after white space; then one byte a pixel.
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while data[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !data[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&data[start..i]).into_owned());
    }
    let width = fields[1].parse().expect("a PGM width");
    (width, data[i + 1..].to_vec())
}

/// The share of pixels darker than mid-grey, over all pages.
fn dark_share(pages: &[Grey]) -> f64 {
    let total: usize = pages.iter().map(|p| p.1.len()).sum();
    let dark: usize = pages
        .iter()
        .map(|p| p.1.iter().filter(|&&v| v < 128).count())
        .sum();
    dark as f64 / total as f64
}

/// The mean ink coverage (0 white, 1 black), over all pages.
fn coverage(pages: &[Grey]) -> f64 {
    let total: usize = pages.iter().map(|p| p.1.len()).sum();
    let ink: f64 = pages
        .iter()
        .flat_map(|p| p.1.iter())
        .map(|&v| f64::from(255 - v) / 255.0)
        .sum();
    ink / total as f64
}

/// How many 5 × 5 mm squares of the page ([`BLOCK_PX`] pixels a side at [`INK_DPI`], on a
/// half-block lattice) are dark all over: a large solid fill, not a line, a letter or a QR module.
fn solid_blocks(page: &[u8], width: usize) -> usize {
    const SIDE: usize = BLOCK_PX;
    let height = page.len() / width;
    let dark = |x: usize, y: usize| page[y * width + x] < 128;
    let mut count = 0;
    for y in (0..height.saturating_sub(SIDE)).step_by(SIDE / 2) {
        for x in (0..width.saturating_sub(SIDE)).step_by(SIDE / 2) {
            if (0..SIDE).all(|dy| (0..SIDE).all(|dx| dark(x + dx, y + dy))) {
                count += 1;
            }
        }
    }
    count
}

/// The ink test's resolution: fine enough that hatching (lines 0.9 mm apart or more) reads as the
/// light grey it prints as, not as dark pixels; and the side of a "solid block" at it, 5 mm.
const INK_DPI: u32 = 40;
const BLOCK_PX: usize = 8;

#[test]
#[ignore = "needs poppler-utils (pdftoppm)"]
fn ink_saving_prints_no_large_fill_and_fewer_dark_pixels() {
    if !have("pdftoppm") {
        return;
    }
    let dir = scratch("ink");
    for game in GameId::ALL {
        for mini in [false, true] {
            let mut figures = Vec::new();
            for saving in [false, true] {
                let (pdf, report) = kit(game, &options(Paper::A4, mini, saving));
                let name = format!("{game}-{mini}-{saving}");
                let path = write_pdf(&dir, &format!("{name}.pdf"), &pdf);
                let pages = grey_pages(&dir, &name, &path, INK_DPI);
                assert_eq!(pages.len(), report.pages, "{name}: pages rendered");
                // The rules sheet (page 2) is left out: its QR code's modules make solid blocks at
                // this resolution, in both modes.
                let solid: usize = pages
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != 1)
                    .map(|(_, (width, p))| solid_blocks(p, *width))
                    .sum();
                figures.push((dark_share(&pages), coverage(&pages), solid));
            }
            let ((dark, ink, solid), (dark_saving, ink_saving, solid_saving)) =
                (figures[0], figures[1]);
            eprintln!(
                "{game:<12} mini {mini:<5}: dark pixels {:.2} % -> {:.2} % ({:.0} %), ink {:.2} % -> {:.2} % ({:.0} %), solid 5 mm blocks {solid} -> {solid_saving}",
                dark * 100.0,
                dark_saving * 100.0,
                dark_saving / dark * 100.0,
                ink * 100.0,
                ink_saving * 100.0,
                ink_saving / ink * 100.0
            );
            let name = format!("{game} mini {mini}");
            assert_eq!(solid_saving, 0, "{name}: a large solid fill is left");
            // The same plan and rules pages open both kits; the game's own sheets must save at
            // least 5 % of the whole kit's ink.
            if game == GameId::Bataille {
                assert!(ink_saving < ink, "{name}");
            } else {
                assert!(
                    ink_saving <= ink * 0.95,
                    "{name}: ink {ink_saving} against {ink}"
                );
            }
            // La Bataille's sheets are text and lines: they only lose their grey bands.
            if game == GameId::Bataille {
                assert!(dark_saving <= dark, "{name}");
            } else {
                if !mini {
                    assert!(
                        solid > 0,
                        "{name}: the normal kit has dark pieces or grounds"
                    );
                }
                // Lines and text are most of the dark pixels at this resolution and stay; what
                // goes is the dark pieces, pawns, card backs and mines (their hatching, lines 0.9 mm
                // apart or more, prints light grey).
                assert!(dark_saving < dark, "{name}: {dark_saving} against {dark}");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The mini sheets (page 3 on) leave [`MIN_MARGIN`] mm blank along every edge, the strip school
/// printers cannot print: rendered at 100 dpi, no pixel of it darker than a light grey (half a
/// millimetre of anti-aliasing allowed).
fn nothing_printed_near_the_edge(dir: &Path, name: &str, pdf: &Path) {
    let name = format!("{name}-edge");
    let pages = grey_pages(dir, &name, pdf, 100);
    let px_per_mm = 100.0 / 25.4;
    let strip = ((MIN_MARGIN - 0.5) * px_per_mm).floor() as usize;
    for (i, (width, pixels)) in pages.iter().enumerate().skip(2) {
        let height = pixels.len() / width;
        let inked: Vec<_> = (0..height)
            .flat_map(|y| (0..*width).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                (x < strip || y < strip || x >= width - strip || y >= height - strip)
                    && pixels[y * width + x] < 200
            })
            .take(3)
            .collect();
        assert!(
            inked.is_empty(),
            "{name} page {}: printed within {MIN_MARGIN} mm of the edge at (px) {inked:?}",
            i + 1
        );
    }
}

#[test]
#[ignore = "needs poppler-utils (pdftoppm) and zbar-tools (zbarimg)"]
fn every_page_of_the_modes_renders_and_the_qr_code_reads_back() {
    if !have("pdftoppm") || !have("zbarimg") {
        return;
    }
    let dir = scratch("render");
    for game in GameId::ALL {
        for paper in Paper::ALL {
            for (mini, saving) in [(true, false), (false, true), (true, true)] {
                let (pdf, report) = kit(game, &options(paper, mini, saving));
                let name = format!("{game}-{paper}-{mini}-{saving}");
                let path = write_pdf(&dir, &format!("{name}.pdf"), &pdf);
                let pages = grey_pages(&dir, &name, &path, 15);
                assert_eq!(pages.len(), report.pages, "{name}: pages rendered");
                assert!(
                    pages.iter().all(|p| p.1.iter().any(|&v| v < 128)),
                    "{name}: a blank page"
                );
                let decoded = rules_qr_code(&dir, &format!("{name}-rules"), &path);
                assert_eq!(decoded, report.qr_text, "{name}");
                if mini && game != GameId::Bataille {
                    nothing_printed_near_the_edge(&dir, &name, &path);
                }
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
