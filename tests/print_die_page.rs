//! The chars plan sends the teacher to the page where the die to fold really is: below the race track
//! on Letter, after the tank pawns on A4, on the race sheet of the mini kit. The page comes from the
//! layout; with poppler-utils installed, the PDF's text is read back to see the die's title there.

mod print_support;

use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::{self, Options};
use print_support::{have, run, scratch, write_pdf};
use std::process::Command;

fn page_text(pdf: &std::path::Path, page: usize) -> String {
    let n = page.to_string();
    let text = run(Command::new("pdftotext")
        .args(["-f", &n, "-l", &n])
        .arg(pdf)
        .arg("-"));
    String::from_utf8(text).unwrap().replace('\n', " ")
}

#[test]
fn the_plan_names_the_page_of_the_die() {
    for paper in Paper::ALL {
        for mini in [false, true] {
            for (lang, title, on_page) in [
                (Lang::Fr, "Un dé à monter", "celui à monter, p. "),
                (Lang::En, "A die to fold", "the one to fold, on p. "),
            ] {
                let o = Options {
                    paper,
                    lang,
                    mini,
                    ..Options::default()
                };
                let name = format!("{paper} {lang:?} mini {mini}");
                let (pdf, report) = print::kit(GameId::Chars, Boards::shared(), &o).unwrap();
                let after_plan = report.die_page.unwrap_or_else(|| panic!("{name}: no die"));
                assert!(after_plan >= 1 && after_plan < report.pages, "{name}");
                // The plan is page 1.
                let page = 1 + after_plan;
                if !have("pdftotext") {
                    continue;
                }
                let dir = scratch("die-page", &name.replace(' ', "-"));
                let file = write_pdf(&dir, "chars", &pdf);
                let plan = page_text(&file, 1);
                assert!(
                    plan.contains(&format!("{on_page}{page})")),
                    "{name}: the plan does not send to page {page}: {plan}"
                );
                let there = page_text(&file, page);
                assert!(there.contains(title), "{name}: page {page} is {there}");
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
    }
}
