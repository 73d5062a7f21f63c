//! The printable kits: every kit for both papers and both languages, the tiling of each board, and —
//! with poppler-utils and zbar-tools installed (`.ci/run` installs them; the tests are `#[ignore]`d and
//! skip when a tool is missing) — the exact page size, every page rendered, the QR code decoded.

mod common;
mod print_support;

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::prelude::*;
use common::cli::ludoclasse_with_data;
use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::spec::SheetKind;
use ludoclasse::print::{self, KitReport, Options};
use print_support::{have, rules_qr_code, write_pdf};

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
                let (pdf, report) = print::kit(game, Boards::shared(), &options(paper, lang))
                    .unwrap_or_else(|e| panic!("{game} {paper} {lang}: {e}"));
                out.push((game, paper, lang, pdf, report));
            }
        }
    }
    out
}

fn scratch(name: &str) -> PathBuf {
    print_support::scratch("print", name)
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
fn boards_are_cut_on_grid_lines_into_few_pages() {
    for (game, paper, lang, _, report) in every_kit() {
        let expected_boards = match game {
            GameId::Bataille => 0,
            GameId::Chars => 2,
            _ => 1,
        };
        assert_eq!(report.boards.len(), expected_boards, "{game}");
        for b in &report.boards {
            let name = format!("{game} {paper} {lang} {:?}", b.sheet);
            assert_eq!(b.squares, expected_squares(game, b.sheet), "{name}");
            assert!(
                (20.0..=35.0).contains(&b.square_mm),
                "{name}: {} mm",
                b.square_mm
            );
            // True size: the grid lines are one square apart, one more than the squares.
            let (xl, yl) = &b.grid_lines;
            assert_eq!(
                (xl.len(), yl.len()),
                (b.squares.0 as usize + 1, b.squares.1 as usize + 1)
            );
            for l in [xl, yl] {
                assert!(
                    l.windows(2)
                        .all(|w| (w[1] - w[0] - b.square_mm).abs() < 1e-3),
                    "{name}"
                );
            }
            // The drawing is the grid with the same margin on both sides.
            assert!(
                (b.size_mm.0 - xl[xl.len() - 1] - xl[0]).abs() < 1e-3,
                "{name}"
            );
            assert!(
                (b.size_mm.1 - yl[yl.len() - 1] - yl[0]).abs() < 1e-3,
                "{name}"
            );
            // Every cut lies on a grid line: no square is split between two pieces.
            let (sx, sy) = &b.seams;
            assert_eq!((sx.len() + 1, sy.len() + 1), (b.columns, b.rows), "{name}");
            for (seams, lines) in [(sx, xl), (sy, yl)] {
                for s in seams {
                    assert!(
                        lines.iter().any(|l| (l - s).abs() < 1e-3),
                        "{name}: a cut at {s} mm is not on a grid line {lines:?}"
                    );
                }
            }
        }
    }
    // The page goals (the plan page included): chars A4 at most 7 + 1, Tank Battle A4 at most 4 + 1,
    // Espion and Schada on Letter at most 4 + 1.
    let pages = |game, paper| {
        print::kit(game, Boards::shared(), &options(paper, Lang::Fr))
            .unwrap()
            .1
    };
    assert!(pages(GameId::Chars, Paper::A4).pages <= 8);
    assert!(pages(GameId::TankBattle, Paper::A4).pages <= 5);
    assert!(pages(GameId::Espion, Paper::Letter).pages <= 5);
    assert!(pages(GameId::Schada, Paper::Letter).pages <= 5);
    // Tank Battle on Letter as on A4: its 11 squares of 23 mm fit across a landscape Letter page once
    // the coordinates go inside the edge squares, so the board takes two pages, not four.
    let tank = pages(GameId::TankBattle, Paper::Letter);
    assert!(tank.pages <= 5, "{} pages", tank.pages);
    let b = &tank.boards[0];
    assert_eq!((b.columns, b.rows, b.landscape), (1, 2, true));
    assert_eq!(b.size_mm, (11.0 * 23.0, 11.0 * 23.0));
    // No piece holds only a sliver of the board: each keeps at least three rows of squares.
    let (_, ylines) = &b.grid_lines;
    let cut = b.seams.1[0];
    let rows_below = ylines.iter().filter(|&&l| l > cut - 12.0 + 1e-3).count() - 1;
    assert!(rows_below >= 3, "{rows_below} rows on the bottom piece");
    // Figures a teacher can check with a ruler: the race track (9 × 5 squares of 30 mm) on one
    // landscape A4, the battle board (8 × 10) on two, Espion on Letter on two landscape pages.
    let chars = pages(GameId::Chars, Paper::A4);
    assert_eq!(
        (
            chars.boards[0].columns,
            chars.boards[0].rows,
            chars.boards[0].landscape
        ),
        (1, 1, true)
    );
    assert_eq!(
        (
            chars.boards[1].columns,
            chars.boards[1].rows,
            chars.boards[1].landscape
        ),
        (1, 2, true)
    );
    let espion = pages(GameId::Espion, Paper::Letter);
    assert_eq!(
        (
            espion.boards[0].columns * espion.boards[0].rows,
            espion.boards[0].landscape
        ),
        (2, true)
    );
}

#[test]
fn every_pdf_asks_to_print_at_actual_size() {
    for (game, paper, lang, pdf, _) in every_kit() {
        let text = String::from_utf8_lossy(&pdf);
        assert_eq!(
            text.matches("/ViewerPreferences<</PrintScaling/None>>")
                .count(),
            1,
            "{game} {paper} {lang}"
        );
    }
    let (all, reports) =
        print::combined(&GameId::ALL, Boards::shared(), &Options::default()).unwrap();
    assert!(String::from_utf8_lossy(&all).contains("/PrintScaling/None"));
    // The cover, then each kit (its plan first).
    let pages: usize = reports.iter().map(|r| r.pages).sum();
    assert!(pages > 5);
}

#[test]
fn the_plan_counts_the_pages_that_follow_it() {
    for (game, paper, lang, _, report) in every_kit() {
        let sheets: usize = report.sheets.iter().map(|s| s.pages).sum();
        assert_eq!(sheets + 1, report.pages, "{game} {paper} {lang}");
        let spec = ludoclasse::print::spec::KitSpec::load(game).unwrap();
        let kinds: Vec<_> = report.sheets.iter().map(|s| s.sheet).collect();
        assert_eq!(kinds, spec.sheets);
        // Only the mine cards are double-sided, and they come in front and back pairs.
        for s in &report.sheets {
            assert_eq!(
                print::plan::double_sided(s.sheet),
                s.sheet == SheetKind::MineCards
            );
            if print::plan::double_sided(s.sheet) {
                assert_eq!(s.pages % 2, 0);
            }
        }
    }
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
    let (_, a) = print::kit(GameId::Espion, Boards::shared(), &small).unwrap();
    let (_, b) = print::kit(GameId::Espion, Boards::shared(), &big).unwrap();
    assert_eq!(a.boards[0].square_mm, 20.0);
    assert_eq!((a.boards[0].columns, a.boards[0].rows), (1, 1));
    assert!(b.boards[0].columns * b.boards[0].rows > 2);
    assert!(b.pages > a.pages);
}

#[test]
fn the_qr_code_holds_the_summary_or_the_lesson_link() {
    let (_, fr) = print::kit(GameId::Espion, Boards::shared(), &Options::default()).unwrap();
    assert!(
        fr.qr_text.starts_with("Espion (2 joueurs)"),
        "{}",
        fr.qr_text
    );
    let linked = Options {
        link_base: Some("https://example.org/ludoclasse/".into()),
        ..Options::default()
    };
    let (_, link) = print::kit(GameId::Schada, Boards::shared(), &linked).unwrap();
    assert_eq!(
        link.qr_text,
        "https://example.org/ludoclasse/lessons/schada"
    );
    for bad in [
        "https://exemple.fr/leçons",
        "notaurl",
        "ftp://example.org/x",
        "https:///x",
        "https://example.org/a b",
        // Something after the `#`, where the app reads the lesson's path.
        "https://example.org/app/?a=1#top",
    ] {
        let bad = Options {
            link_base: Some(bad.into()),
            ..Options::default()
        };
        let e = print::kit(GameId::Schada, Boards::shared(), &bad)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("--link-base must be"), "{e}");
    }
    // A query string stays at the end; after a `#` the path goes into the fragment.
    assert_eq!(
        print::link("https://x.org/app/?v=2", "lessons/espion"),
        "https://x.org/app/lessons/espion?v=2"
    );
    assert_eq!(
        print::link("https://x.org/app/index.html#", "lessons/espion"),
        "https://x.org/app/index.html#/lessons/espion"
    );
}

#[test]
fn all_kits_in_one_file_have_one_bookmark_per_game() {
    let (pdf, reports) =
        print::combined(&GameId::ALL, Boards::shared(), &Options::default()).unwrap();
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
        1 + 5 * 2 + sheets,
        "outline items (plus the document title): the cover, each game and its plan, every sheet"
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
    // A place that takes no files: the message names the path and why; the good kit is kept.
    let out = Command::cargo_bin("ludoclasse")
        .unwrap()
        .args(["print", "espion", "--lang", "en", "--out", "/proc/x.pdf"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("/proc/x.pdf") && stderr.contains("does not accept new files"),
        "{stderr}"
    );
    let before = std::fs::read(out_path(&dir)).unwrap();
    let made = Command::cargo_bin("ludoclasse")
        .unwrap()
        .args(["print", "espion", "--square-mm", "3", "--out"])
        .arg(out_path(&dir))
        .output()
        .unwrap();
    assert!(!made.status.success());
    assert_eq!(std::fs::read(out_path(&dir)).unwrap(), before);
    // No temporary file is left beside the kit.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".part")), "{names:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn out_path(dir: &Path) -> PathBuf {
    dir.join("espion.pdf")
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
    let output = ludoclasse_with_data(&dir)
        .args(["print", "espion", "--lang", "fr", "--out"])
        .arg(dir.join("kit.pdf"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("cases de 35 mm"), "{stdout}");
    // A mistake is reported with the file, line and column.
    std::fs::write(
        dir.join("printables/espion.toml"),
        "lesson_path = \"x\"\nsheets = [\"rules\", \"pions\"]\n",
    )
    .unwrap();
    let output = ludoclasse_with_data(&dir)
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
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- With poppler-utils and zbar-tools ----

/// A [`scratch`] folder named `name`, or `None` (the test is skipped) when one of `tools` is missing.
fn scratch_if_installed(tools: &[&str], name: &str) -> Option<PathBuf> {
    tools.iter().all(|t| have(t)).then(|| scratch(name))
}

/// [`print_support::run`], its output as text.
fn run(cmd: &mut Command) -> String {
    String::from_utf8(print_support::run(cmd)).expect("UTF-8 output")
}

#[test]
#[ignore = "needs poppler-utils (pdfinfo, pdftoppm)"]
fn pdfinfo_shows_the_exact_paper_and_pdftoppm_renders_every_page() {
    let Some(dir) = scratch_if_installed(&["pdfinfo", "pdftoppm"], "poppler") else {
        return;
    };
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
        let (portrait, landscape) = match paper {
            Paper::A4 => ("595.276 x 841.89 pts (A4)", "841.89 x 595.276 pts (A4)"),
            Paper::Letter => ("612 x 792 pts (letter)", "792 x 612 pts (letter)"),
        };
        let sizes: Vec<_> = pages
            .lines()
            .filter(|l| {
                l.starts_with("Page ") && l.contains(" size:") && !l.starts_with("Page size:")
            })
            .collect();
        assert_eq!(sizes.len(), report.pages, "{name}");
        assert!(
            sizes
                .iter()
                .all(|l| l.ends_with(portrait) || l.ends_with(landscape)),
            "{name}: {sizes:?}"
        );
        // Landscape exactly on the pages of the boards that report it.
        let turned: usize = report
            .boards
            .iter()
            .filter(|b| b.landscape)
            .map(|b| b.columns * b.rows)
            .sum();
        assert_eq!(
            sizes.iter().filter(|l| l.ends_with(landscape)).count(),
            turned,
            "{name}"
        );
        // The viewer is asked to print at actual size, and poppler reads the file without a complaint.
        let check = Command::new("pdfinfo").arg(&path).output().unwrap();
        assert!(
            check.stderr.is_empty(),
            "{name}: {}",
            String::from_utf8_lossy(&check.stderr)
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
        let rendered = common::rendered_pages(&dir, &name);
        assert_eq!(rendered, report.pages, "{name}: pages rendered");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
#[ignore = "needs poppler-utils (pdftoppm) and zbar-tools (zbarimg)"]
fn zbarimg_reads_back_what_the_qr_code_holds() {
    let Some(dir) = scratch_if_installed(&["pdftoppm", "zbarimg"], "zbar") else {
        return;
    };
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
            let (pdf, report) = print::kit(game, Boards::shared(), &o).unwrap();
            let name = format!("{game}-{}-{}-{}", o.paper, o.lang, o.link_base.is_some());
            let path = write_pdf(&dir, &format!("{name}.pdf"), &pdf);
            let decoded = rules_qr_code(&dir, &name, &path);
            assert_eq!(decoded, report.qr_text, "{name}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `--out` through a link writes the file it points to (the link stays a link); a pipe or a device is
/// refused, never replaced by a file.
#[cfg(unix)]
#[test]
fn the_kit_goes_through_a_link_and_never_replaces_a_pipe() {
    let dir = scratch("link");
    std::fs::create_dir_all(dir.join("real")).unwrap();
    std::fs::write(dir.join("real/kit.pdf"), "old").unwrap();
    let link = dir.join("link.pdf");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink("real/kit.pdf", &link).unwrap();
    Command::cargo_bin("ludoclasse")
        .unwrap()
        .args(["print", "espion", "--lang", "en", "--out"])
        .arg(&link)
        .assert()
        .success();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read(dir.join("real/kit.pdf"))
            .unwrap()
            .starts_with(b"%PDF-")
    );
    let pipe = dir.join("pipe.pdf");
    let _ = std::fs::remove_file(&pipe);
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    if made.is_ok_and(|s| s.success()) {
        let out = Command::cargo_bin("ludoclasse")
            .unwrap()
            .args(["print", "espion", "--lang", "en", "--out"])
            .arg(&pipe)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains("is not a file (it is a device or a pipe)"),
            "{stderr}"
        );
        assert!(!std::fs::metadata(&pipe).unwrap().is_file());
    }
    // `--out -` is the standard output, which takes no kit (nor a screenshot): said, and no file
    // named `-` is made.
    for args in [
        &["print", "espion", "--lang", "en", "--out", "-"][..],
        &[
            "--lang",
            "en",
            "screenshot",
            "--scene",
            "home",
            "--out",
            "-",
        ][..],
    ] {
        let out = Command::cargo_bin("ludoclasse")
            .unwrap()
            .current_dir(&dir)
            .args(args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains("`-` (the standard output) cannot take the"),
            "{stderr}"
        );
        assert!(!dir.join("-").exists());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `print all` says the pages of the file it wrote, the cover that lists the kits included; the
/// command line's `--lang`, given before `print`, is the sheets' language too.
#[test]
fn print_all_says_the_pages_of_the_file_it_wrote() {
    let dir = print_support::scratch("print-all-pages", "all");
    let out = dir.join("all.pdf");
    let done = ludoclasse_with_data(&dir)
        .args(["--lang", "en", "print", "all", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(done.status.success());
    let said = String::from_utf8(done.stdout).unwrap();
    let pdf = std::fs::read(&out).unwrap();
    // Each page object: `/Type /Page` or `/Type/Page` (not `/Pages`).
    let pages = (0..pdf.len())
        .filter(|&i| {
            let Some(rest) = pdf[i..].strip_prefix(b"/Type") else {
                return false;
            };
            let rest = rest.trim_ascii_start();
            rest.strip_prefix(b"/Page")
                .is_some_and(|after| !after.first().is_some_and(u8::is_ascii_alphabetic))
        })
        .count();
    assert!(pages > 20);
    let first = format!("{}: {pages} pages", out.display());
    assert!(said.starts_with(&first), "{first}\n{said}");
    // English sheets: the cover's title.
    let (_, reports) = print::combined(
        &GameId::ALL,
        Boards::shared(),
        &Options {
            lang: Lang::En,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(reports.iter().map(|r| r.pages).sum::<usize>() + 1, pages);
    let _ = std::fs::remove_dir_all(&dir);
}
