//! The real binary: `ludoclasse bataille replay` and `ludoclasse bataille stats`.

mod common;

use common::cli::{run_ok, run_refused, sum_of};
use predicates::prelude::*;

/// South gets the 26 highest cards in an order where each beats Emma's card of the same round.
const CAPTURE_ALL_DECK: &str = "AC AD AH AS KC KD KH KS QC QD QH QS JC JD JH JS TC TD TH TS 9C 9D 9H 9S 8C 8D \
8H 8S 7C 7D 7H 7S 6C 6D 6H 6S 5C 5D 5H 5S 4C 4D 4H 4S 3C 3D 3H 3S 2C 2D 2H 2S";

#[test]
fn replay_prints_one_json_line_with_the_fields_in_order() {
    run_ok(&["bataille", "replay", "--json", "--deck", CAPTURE_ALL_DECK]).stdout(
        "{\"winner\":\"south\",\"reason\":\"capture_all\",\"rounds\":26,\"battles\":0,\
             \"south_cards\":52,\"emma_cards\":0}\n",
    );
}

#[test]
fn replay_accepts_10_for_ten_and_lowercase() {
    let deck = CAPTURE_ALL_DECK.replace("TC", "10C").to_lowercase();
    run_ok(&["bataille", "replay", "--json", "--deck", &deck])
        .stdout(predicate::str::contains("\"rounds\":26"));
}

#[test]
fn replay_refuses_a_bad_deck_with_status_2_and_names_the_problem() {
    let cases = [
        (
            CAPTURE_ALL_DECK.replace("KS", "ZS"),
            "`ZS` is not a card code",
        ),
        (CAPTURE_ALL_DECK.replace("KS", "KH"), "KH is given twice"),
        (CAPTURE_ALL_DECK.replace(" KS", ""), "missing KS"),
        (format!("{CAPTURE_ALL_DECK} AS"), "AS is given twice"),
    ];
    for (deck, message) in cases {
        run_refused(&["bataille", "replay", "--json", "--deck", &deck])
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn stats_reports_shares_lengths_and_a_histogram() {
    let args = [
        "bataille", "stats", "--games", "2000", "--seed", "7", "--json",
    ];
    let out = run_ok(&args).get_output().stdout.clone();
    let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(report["games"], 2000);
    assert!((sum_of(&report["reasons"], "share") - 1.0).abs() < 1e-9);
    assert_eq!(sum_of(&report["histogram"], "games"), 2000.0);
    let mean = report["mean_rounds"].as_f64().unwrap();
    let median = report["median_rounds"].as_u64().unwrap();
    assert!(mean > 100.0 && median > 50, "{mean} {median}");
    assert!(report["longest_rounds"].as_u64().unwrap() <= 2000);
    // The same seed gives the same report.
    run_ok(&args).stdout(String::from_utf8(out).unwrap());
}

#[test]
fn stats_in_words_names_every_end_reason() {
    run_ok(&["bataille", "stats", "--games", "300", "--seed", "1"]).stdout(
        predicate::str::contains("battle_shortage")
            .and(predicate::str::contains("round_limit"))
            .and(predicate::str::contains("median")),
    );
}
