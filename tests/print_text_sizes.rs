//! Every printed word can be read by a child at arm's length: no text of any kit, in any mode, paper
//! or language, is under 9 pt (the worksheets: `tests/worksheets.rs`). The sizes are read back from the PDF's own text
//! operators (what the printer gets), and the layout's own list of small texts names any culprit.

mod print_support;

use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::{self, Options};
use print_support::smallest_text_per_page;

/// The smallest text allowed anywhere, in points (0.01 pt below is rounding of 3.2 mm).
const MIN_PT: f32 = 8.99;

fn every_option() -> Vec<Options> {
    let mut all = Vec::new();
    for paper in Paper::ALL {
        for lang in Lang::ALL {
            for (mini, ink_saving) in [(false, false), (false, true), (true, false), (true, true)] {
                all.push(Options {
                    paper,
                    lang,
                    mini,
                    ink_saving,
                    ..Options::default()
                });
            }
        }
    }
    all
}

fn name(game: GameId, o: &Options) -> String {
    format!(
        "{game} {} {:?}{}{}",
        o.paper,
        o.lang,
        if o.mini { " mini" } else { "" },
        if o.ink_saving { " ink-saving" } else { "" }
    )
}

#[test]
fn no_text_of_any_kit_is_under_nine_points() {
    let mut smallest = f32::MAX;
    let mut wrong = Vec::new();
    for game in GameId::ALL {
        for o in every_option() {
            let (pdf, report) = print::kit(game, Boards::shared(), &o).unwrap();
            let pages = smallest_text_per_page(&pdf);
            assert_eq!(pages.len(), report.pages, "{}", name(game, &o));
            // Every page has some text (a title at least): an empty list would measure nothing.
            assert!(pages.iter().all(Option::is_some), "{}", name(game, &o));
            for (page, size) in pages.iter().enumerate() {
                let size = size.unwrap();
                smallest = smallest.min(size);
                if size < MIN_PT {
                    let culprits: Vec<_> = report
                        .small_texts
                        .iter()
                        .filter(|(p, _, _)| *p == page + 1)
                        .collect();
                    wrong.push(format!(
                        "{} page {}: {size:.2} pt {culprits:?}",
                        name(game, &o),
                        page + 1
                    ));
                }
            }
            // The layout's own list agrees with the file.
            if pages.iter().all(|s| s.unwrap() >= MIN_PT) {
                assert!(report.small_texts.is_empty(), "{}", name(game, &o));
            }
        }
    }
    assert!(wrong.is_empty(), "texts under 9 pt:\n{}", wrong.join("\n"));
    eprintln!("smallest text of all kits: {smallest:.2} pt");
}

#[test]
fn the_measure_sees_a_small_text() {
    // The reader itself: a hand-written page with a 12 pt text in a group scaled by a half, and a
    // 10 pt one rotated a quarter turn, reads 6 pt and 10 pt.
    let content = b"q 0.5 0 0 0.5 0 0 cm BT /f0 12 Tf 1 0 0 1 10 10 Tm <0001> Tj ET Q \
                    BT /f0 10 Tf 0 1 -1 0 5 5 Tm [(a) -20 (b)] TJ ET";
    let pdf = print_support::one_page_pdf(content);
    let sizes = print_support::text_sizes_per_page(&pdf);
    assert_eq!(sizes, vec![vec![6.0, 10.0]]);
}
