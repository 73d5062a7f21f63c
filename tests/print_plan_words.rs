//! The print plan speaks only of what the kit holds: a kit with nothing to cut out (La Bataille: the
//! rules and a score sheet) names no card stock, no cutting time and no boards or pieces to cut; the
//! kits with pieces keep their cutting steps. Read back from the PDF's text.

mod print_support;

use print_support::{have, run, scratch};
use std::process::Command;

fn plan_text(game: &str, lang: &str) -> String {
    let dir = scratch("plan-words", &format!("{game}-{lang}"));
    let pdf = dir.join("kit.pdf");
    run(Command::new(env!("CARGO_BIN_EXE_ludoclasse"))
        .args(["print", game, "--lang", lang, "--out"])
        .arg(&pdf));
    let text = run(Command::new("pdftotext")
        .args(["-f", "1", "-l", "1"])
        .arg(&pdf)
        .arg("-"));
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(text).unwrap().replace('\n', " ")
}

#[test]
fn a_kit_with_nothing_to_cut_says_so_and_the_others_keep_their_steps() {
    if !have("pdftotext") {
        return;
    }
    for (lang, cut, card_none, nothing) in [
        ("fr", "Découpez", "0 de papier épais", "environ aucun"),
        ("en", "Cut out", "0 of card stock", "about none"),
    ] {
        let bataille = plan_text("bataille", lang);
        assert!(!bataille.contains(cut), "{lang}: {bataille}");
        assert!(!bataille.contains(card_none), "{lang}: {bataille}");
        assert!(
            !bataille.to_lowercase().contains(nothing),
            "{lang}: {bataille}"
        );
        let chars = plan_text("chars", lang);
        assert!(chars.contains(cut), "{lang}: {chars}");
    }
}

#[test]
fn only_a_kit_with_mine_cards_asks_for_cards_and_double_sided_pages() {
    if !have("pdftotext") {
        return;
    }
    for (lang, cards, duplex, simplex) in [
        (
            "fr",
            "Découpez les pions et les cartes",
            "recto verso seulement là où",
            "tout en recto seul",
        ),
        (
            "en",
            "Cut out the pieces and cards",
            "double-sided only where shown",
            "all single-sided",
        ),
    ] {
        let chars = plan_text("chars", lang);
        assert!(chars.contains(cards), "{lang}: {chars}");
        assert!(chars.contains(duplex), "{lang}: {chars}");
        for game in ["tank-battle", "espion", "schada"] {
            let plan = plan_text(game, lang);
            assert!(!plan.contains(cards), "{game} {lang}: {plan}");
            assert!(!plan.contains(duplex), "{game} {lang}: {plan}");
            assert!(plan.contains(simplex), "{game} {lang}: {plan}");
        }
    }
}
