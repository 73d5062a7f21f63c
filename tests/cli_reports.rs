//! The real binary's reports on standard output, and its refusals of a value, are said in the user's
//! language (French, the reference, and English); the outputs for programs (`--json`, `perft`) are not.

mod common;

use common::cli::ludoclasse;

/// South gets the 26 highest cards in an order where each beats Emma's card of the same round.
const CAPTURE_ALL_DECK: &str = "AC AD AH AS KC KD KH KS QC QD QH QS JC JD JH JS TC TD TH TS 9C 9D 9H 9S 8C 8D \
8H 8S 7C 7D 7H 7S 6C 6D 6H 6S 5C 5D 5H 5S 4C 4D 4H 4S 3C 3D 3H 3S 2C 2D 2H 2S";

/// `ludoclasse ARGS` in the language `lang`: its status, standard output and standard error.
fn run(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = ludoclasse()
        .env("LC_ALL", lang)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const FR: &str = "fr_FR.UTF-8";
const EN: &str = "en_GB.UTF-8";

#[test]
fn the_replay_in_words_is_said_in_both_languages() {
    let args = ["bataille", "replay", "--deck", CAPTURE_ALL_DECK];
    let (status, fr, _) = run(FR, &args);
    assert_eq!(status, Some(0));
    assert_eq!(
        fr,
        "gagnant : Sud\nfin : un joueur a pris toutes les cartes (capture_all)\nmanches : 26\n\
         batailles : 0\nSud a 52 cartes, Emma 0\n"
    );
    let (_, en, _) = run(EN, &args);
    assert_eq!(
        en,
        "winner: South\nend: one player took every card (capture_all)\nrounds: 26\nbattles: 0\n\
         South holds 52 cards, Emma 0\n"
    );
    // The line for programs does not change with the language.
    let json = |lang| {
        run(
            lang,
            &["bataille", "replay", "--json", "--deck", CAPTURE_ALL_DECK],
        )
        .1
    };
    assert_eq!(json(FR), json(EN));
}

#[test]
fn the_race_and_the_stats_are_said_in_both_languages() {
    let race = ["chars", "race", "--dice", "6 6 6 6 6 6 6 6 6 6 6 6 6"];
    let (_, fr, _) = run(FR, &race);
    assert!(fr.contains(" Noir lance 6 : 29 → 35\n"), "{fr}");
    assert!(
        fr.ends_with(
            "gagnant : Blanc après 11 lancers (Blanc sur la case 40, Noir sur la case 35)\n"
        ),
        "{fr}"
    );
    let (_, en, _) = run(EN, &race);
    assert!(en.contains("Black throws 6: 29 → 35\n"), "{en}");
    let stats = ["bataille", "stats", "--games", "200", "--seed", "3"];
    let (_, fr, _) = run(FR, &stats);
    assert!(
        fr.starts_with("200 donnes (graine 3)\ncomment les parties ont fini :\n"),
        "{fr}"
    );
    assert!(fr.contains("durée en manches : moyenne "), "{fr}");
    // French numbers have a decimal comma.
    assert!(fr.contains(",00 %") || fr.contains(",50 %"), "{fr}");
    assert!(!fr.contains("winners"), "{fr}");
}

#[test]
fn the_kit_report_is_said_in_both_languages() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-reports-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let kit = dir.join("kit.pdf");
    let kit = kit.to_str().unwrap();
    let (status, fr, _) = run(FR, &["print", "espion", "--out", kit]);
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = fr.lines().collect();
    assert!(lines[0].starts_with(&format!("{kit} : 5 pages, ")), "{fr}");
    assert!(lines[0].ends_with(" ko"), "{fr}");
    assert_eq!(
        lines[1],
        "  Espion : 5 pages (Plateau : 8 × 8 cases de 30 mm sur 2 × 1 pages)"
    );
    assert!(
        lines[2].starts_with("total : ") && lines[2].ends_with(" s"),
        "{fr}"
    );
    let (_, en, _) = run(EN, &["print", "espion", "--out", kit]);
    assert!(
        en.contains("  Espion: 5 pages (Board: 8 × 8 squares of 30 mm on 2 × 1 pages)\n"),
        "{en}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A value the command line refuses is one sentence of the user's language on standard error, with
/// status 2: never clap's English frame around it.
#[test]
fn a_refused_value_is_one_sentence_in_the_users_language() {
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["print", "espion", "--lang", "de"],
            "ludoclasse: --lang : « de » n’est pas une langue du kit (écrivez fr ou en)\n",
            "ludoclasse: --lang: \"de\" is not a language of the kit (write fr or en)\n",
        ),
        (
            &["screenshot", "--size", "10x768"],
            "ludoclasse: --size : « 10x768 » : chaque côté doit être un nombre de 64 à 8192\n",
            "ludoclasse: --size: \"10x768\": each side must be a number from 64 to 8192\n",
        ),
        (
            &["print", "espion", "--paper", "a3"],
            "ludoclasse: --paper : « a3 » n’est pas un format de papier du kit (écrivez a4 ou letter)\n",
            "ludoclasse: --paper: \"a3\" is not a paper size of the kit (write a4 or letter)\n",
        ),
        (
            &["perft", "échecs", "1"],
            "ludoclasse: <GAME> : « échecs » n’est pas un jeu du kit (bataille, chars, espion, schada ou tank-battle)\n",
            "ludoclasse: <GAME>: \"échecs\" is not a game of the kit (bataille, chars, espion, schada or tank-battle)\n",
        ),
        (
            &["bataille", "stats", "--games", "dix"],
            "ludoclasse: --games : « dix » n’est pas un nombre entier positif (écrivez par exemple 3 ou 100)\n",
            "ludoclasse: --games: \"dix\" is not a whole number of zero or more (write for instance 3 or 100)\n",
        ),
    ];
    for (args, french, english) in cases {
        for (lang, said) in [(FR, french), (EN, english)] {
            let (status, out, err) = run(lang, args);
            assert_eq!(status, Some(2), "{args:?}");
            assert_eq!(out, "");
            assert_eq!(err, said, "{args:?}");
        }
    }
    // An option that does not exist: one sentence too, with the close one.
    let (status, _, err) = run(FR, &["bataille", "stats", "--game", "3"]);
    assert_eq!(status, Some(2));
    assert!(
        err.starts_with("ludoclasse: « --game » n’est pas une option de cette commande ; vouliez-vous dire « --games » ?"),
        "{err}"
    );
}
