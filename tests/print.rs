//! The printable kits: every kit for both papers and both languages, the tiling of each board, and —
//! with poppler-utils and zbar-tools installed (`.ci/run` installs them; the tests are `#[ignore]`d and
//! skip when a tool is missing) — the exact page size, every page rendered, the QR code decoded.

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::prelude::*;
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::sheet::{COORD_BORDER, board_tiling};
use ludoclasse::print::spec::SheetKind;
use ludoclasse::print::{self, KitReport, Options};

fn options(paper: Paper, lang: Lang) -> Options {
    Options {
        paper,
        lang,
        ..Options::default()
    }
}

/// Every kit for both papers and both languages, with its report.
fn every_kit() -> Vec<(GameId, Paper, Lang, Vec<u8>, KitReport)> {
    let mut out = Vec::new();
    for game in GameId::ALL {
        for paper in Paper::ALL {
            for lang in Lang::ALL {
                let (pdf, report) = print::kit(game, &options(paper, lang))
                    .unwrap_or_else(|e| panic!("{game} {paper} {lang}: {e}"));
                out.push((game, paper, lang, pdf, report));
            }
        }
    }
    out
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoclasse-print-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_kit_is_made_for_both_papers_and_both_languages() {
    for (game, paper, lang, pdf, report) in every_kit() {
        assert!(pdf.starts_with(b"%PDF-"), "{game} {paper} {lang}");
        assert!(
            report.pages >= 2,
            "{game} {paper} {lang}: {} pages",
            report.pages
        );
        // The font is embedded and subset (a subset font's name starts with a six-letter tag).
        let text = String::from_utf8_lossy(&pdf);
        assert!(
            text.contains("/FontFile2"),
            "{game}: no embedded TrueType font"
        );
        assert!(
            text.split("/BaseFont /")
                .skip(1)
                .all(|s| s.as_bytes().get(6) == Some(&b'+')),
            "{game}: a font is not subset"
        );
    }
}

/// The squares of each game's boards, as the rules pages describe them.
fn expected_squares(game: GameId, sheet: SheetKind) -> (u8, u8) {
    match (game, sheet) {
        (GameId::Espion | GameId::Schada, _) => (8, 8),
        (GameId::TankBattle, _) => (11, 11),
        (GameId::Chars, SheetKind::Board) => (8, 10),
        // The race track: the start box and 8 squares across, 5 rows.
        (GameId::Chars, _) => (9, 5),
        (GameId::Bataille, _) => unreachable!("no board"),
    }
}

#[test]
fn the_tile_count_matches_the_board_size() {
    for (game, paper, lang, _, report) in every_kit() {
        let expected_boards = match game {
            GameId::Bataille => 0,
            GameId::Chars => 2,
            _ => 1,
        };
        assert_eq!(report.boards.len(), expected_boards, "{game}");
        for b in &report.boards {
            assert_eq!(
                b.squares,
                expected_squares(game, b.sheet),
                "{game} {:?}",
                b.sheet
            );
            assert!(
                (25.0..=35.0).contains(&b.square_mm),
                "{game}: {} mm",
                b.square_mm
            );
            // True size: squares times the square side, plus the coordinates around.
            let w = b.squares.0 as f32 * b.square_mm + 2.0 * COORD_BORDER;
            let h = b.squares.1 as f32 * b.square_mm + 2.0 * COORD_BORDER;
            assert!(
                (b.size_mm.0 - w).abs() < 0.01 && (b.size_mm.1 - h).abs() < 0.01,
                "{game}"
            );
            // The fewest pages that cover the board: n pages of window W overlapping by g cover
            // W + (n - 1)(W - g), and n - 1 pages would not.
            let t = board_tiling(paper, w, h, 12.0);
            let covers = |n: usize, window: f32, length: f32| {
                window + (n as f32 - 1.0) * (window - 12.0) >= length - 0.01
            };
            assert!(
                covers(b.columns, t.window_w, w) && covers(b.rows, t.window_h, h),
                "{game} {paper}"
            );
            assert!(
                b.columns == 1 || !covers(b.columns - 1, t.window_w, w),
                "{game} {paper}"
            );
            assert!(
                b.rows == 1 || !covers(b.rows - 1, t.window_h, h),
                "{game} {paper}"
            );
            let _ = lang;
        }
    }
    // Figures a teacher can check with a ruler: on A4, Espion's 8 × 8 board of 30 mm squares takes two
    // pages side by side, Tank Battle's 11 × 11 of 25 mm four.
    let (_, espion) = print::kit(GameId::Espion, &Options::default()).unwrap();
    assert_eq!((espion.boards[0].columns, espion.boards[0].rows), (2, 1));
    let (_, tank) = print::kit(GameId::TankBattle, &Options::default()).unwrap();
    assert_eq!((tank.boards[0].columns, tank.boards[0].rows), (2, 2));
}

#[test]
fn a_bigger_square_makes_more_pages() {
    let small = Options {
        square_mm: Some(20.0),
        ..Options::default()
    };
    let big = Options {
        square_mm: Some(40.0),
        ..Options::default()
    };
    let (_, a) = print::kit(GameId::Espion, &small).unwrap();
    let (_, b) = print::kit(GameId::Espion, &big).unwrap();
    assert_eq!(a.boards[0].square_mm, 20.0);
    assert_eq!((a.boards[0].columns, a.boards[0].rows), (1, 1));
    assert!(b.boards[0].columns * b.boards[0].rows > 2);
    assert!(b.pages > a.pages);
}

#[test]
fn the_qr_code_holds_the_summary_or_the_lesson_link() {
    let (_, fr) = print::kit(GameId::Espion, &Options::default()).unwrap();
    assert!(
        fr.qr_text.starts_with("Espion (2 joueurs)"),
        "{}",
        fr.qr_text
    );
    let linked = Options {
        link_base: Some("https://example.org/ludoclasse/".into()),
        ..Options::default()
    };
    let (_, link) = print::kit(GameId::Schada, &linked).unwrap();
    assert_eq!(
        link.qr_text,
        "https://example.org/ludoclasse/lessons/schada"
    );
    let bad = Options {
        link_base: Some("https://exemple.fr/leçons".into()),
        ..Options::default()
    };
    assert!(print::kit(GameId::Schada, &bad).is_err());
}

#[test]
fn all_kits_in_one_file_have_one_bookmark_per_game() {
    let (pdf, reports) = print::combined(&GameId::ALL, &Options::default()).unwrap();
    assert_eq!(reports.len(), 5);
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/Outlines"), "no bookmarks");
    // Five games, each with its sheets under it.
    let sheets: usize = GameId::ALL
        .iter()
        .map(|&g| {
            ludoclasse::print::spec::KitSpec::load(g)
                .unwrap()
                .sheets
                .len()
        })
        .sum();
    assert_eq!(
        text.matches("/Title").count() - 1,
        5 + sheets,
        "outline items (plus the document title)"
    );
}

#[test]
fn the_cli_writes_a_kit_and_refuses_bad_input() {
    let dir = scratch("cli");
    let out = dir.join("espion.pdf");
    Command::cargo_bin("ludoclasse")
        .unwrap()
        .args([
            "print", "espion", "--paper", "letter", "--lang", "en", "--out",
        ])
        .arg(&out)
        .assert()
        .success();
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
    for args in [
        vec!["print", "chess"],
        vec!["print", "espion", "--square-mm", "3"],
        vec!["print", "espion", "--paper", "a3"],
    ] {
        Command::cargo_bin("ludoclasse")
            .unwrap()
            .args(&args)
            .current_dir(&dir)
            .assert()
            .code(2);
    }
}

#[test]
fn a_teachers_printables_file_changes_the_kit() {
    let dir = scratch("teacher");
    std::fs::create_dir_all(dir.join("printables")).unwrap();
    std::fs::write(
        dir.join("printables/espion.toml"),
        "square_mm = 35\nlesson_path = \"lessons/espion\"\nsheets = [\"rules\", \"board\"]\n",
    )
    .unwrap();
    let output = Command::cargo_bin("ludoclasse")
        .unwrap()
        .env("LUDOCLASSE_DATA", &dir)
        .args(["print", "espion", "--lang", "fr", "--out"])
        .arg(dir.join("kit.pdf"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("squares of 35 mm"), "{stdout}");
    // A mistake is reported with the file, line and column.
    std::fs::write(
        dir.join("printables/espion.toml"),
        "lesson_path = \"x\"\nsheets = [\"rules\", \"pions\"]\n",
    )
    .unwrap();
    let output = Command::cargo_bin("ludoclasse")
        .unwrap()
        .env("LUDOCLASSE_DATA", &dir)
        .args(["print", "espion", "--out"])
        .arg(dir.join("kit.pdf"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("printables/espion.toml:2:20: unknown sheet `pions`"),
        "{stderr}"
    );
}

// ---- With poppler-utils and zbar-tools ----

fn have(tool: &str) -> bool {
    let ok = Command::new(tool).arg("-h").output().is_ok();
    if !ok {
        eprintln!("skipped: `{tool}` is not installed (apt-get install poppler-utils zbar-tools)");
    }
    ok
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().expect("the tool runs");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn write_pdf(dir: &Path, name: &str, pdf: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, pdf).unwrap();
    path
}

#[test]
#[ignore = "needs poppler-utils (pdfinfo, pdftoppm)"]
fn pdfinfo_shows_the_exact_paper_and_pdftoppm_renders_every_page() {
    if !have("pdfinfo") || !have("pdftoppm") {
        return;
    }
    let dir = scratch("poppler");
    for (game, paper, lang, pdf, report) in every_kit() {
        let name = format!("{game}-{paper}-{lang}");
        let path = write_pdf(&dir, &format!("{name}.pdf"), &pdf);
        let info = run(Command::new("pdfinfo").arg(&path));
        assert!(
            info.contains(&format!("Pages:           {}", report.pages)),
            "{name}: {info}"
        );
        // Every page, not only the first.
        let pages = run(Command::new("pdfinfo")
            .args(["-f", "1", "-l", &report.pages.to_string()])
            .arg(&path));
        let expected = match paper {
            Paper::A4 => "595.276 x 841.89 pts (A4)",
            Paper::Letter => "612 x 792 pts (letter)",
        };
        let sizes: Vec<_> = pages
            .lines()
            .filter(|l| {
                l.starts_with("Page ") && l.contains(" size:") && !l.starts_with("Page size:")
            })
            .collect();
        assert_eq!(sizes.len(), report.pages, "{name}");
        assert!(
            sizes.iter().all(|l| l.ends_with(expected)),
            "{name}: {sizes:?}"
        );
        // Trim and bleed boxes are set inside the media box.
        let boxes = run(Command::new("pdfinfo").arg("-box").arg(&path));
        assert!(
            boxes.contains("TrimBox:") && boxes.contains("BleedBox:"),
            "{name}"
        );
        // Fonts: embedded and subset.
        let fonts = run(Command::new("pdffonts").arg(&path));
        for line in fonts.lines().skip(2) {
            assert!(
                line.contains(" yes yes "),
                "{name}: font not embedded and subset: {line}"
            );
        }
        let prefix = dir.join(&name);
        run(Command::new("pdftoppm")
            .args(["-r", "30", "-png"])
            .arg(&path)
            .arg(&prefix));
        let rendered = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| {
                let n = e.file_name().to_string_lossy().into_owned();
                n.starts_with(&format!("{name}-")) && n.ends_with(".png")
            })
            .filter(|e| e.metadata().map(|m| m.len() > 1000).unwrap_or(false))
            .count();
        assert_eq!(rendered, report.pages, "{name}: pages rendered");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
#[ignore = "needs poppler-utils (pdftoppm) and zbar-tools (zbarimg)"]
fn zbarimg_reads_back_what_the_qr_code_holds() {
    if !have("pdftoppm") || !have("zbarimg") {
        return;
    }
    let dir = scratch("zbar");
    let linked = Options {
        link_base: Some("https://example.org/ludoclasse".into()),
        ..Options::default()
    };
    let mut cases = Vec::new();
    for game in GameId::ALL {
        for lang in Lang::ALL {
            cases.push(options(Paper::A4, lang));
        }
        cases.push(options(Paper::Letter, Lang::Fr));
        cases.push(linked.clone());
        for o in cases.drain(..) {
            let (pdf, report) = print::kit(game, &o).unwrap();
            let name = format!("{game}-{}-{}-{}", o.paper, o.lang, o.link_base.is_some());
            let path = write_pdf(&dir, &format!("{name}.pdf"), &pdf);
            let png = dir.join(&name);
            run(Command::new("pdftoppm")
                .args(["-r", "200", "-png", "-f", "1", "-l", "1", "-singlefile"])
                .arg(&path)
                .arg(&png));
            let decoded = run(Command::new("zbarimg")
                .args(["--raw", "-q", "-Sqrcode.enable", "-Sbinary"])
                .arg(png.with_extension("png")));
            let decoded = String::from_utf8(decoded.into_bytes()).unwrap();
            assert_eq!(decoded.trim_end_matches('\n'), report.qr_text, "{name}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
