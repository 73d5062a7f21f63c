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
        "gagnant : Sud\nfin : un joueur a pris toutes les cartes (capture_all)\nmanches : 26\n\
         batailles : 0\nSud a 52 cartes, Emma 0\n"
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
    assert!(fr.contains(" Noir lance 6 : 29 → 35\n"), "{fr}");
    assert!(
        fr.ends_with(
            "gagnant : Blanc après 11 lancers (Blanc sur la case 40, Noir sur la case 35)\n"
        ),
        "{fr}"
    );
    let (_, en, _) = run(EN, &race);
    assert!(en.contains("Black throws 6: 29 → 35\n"), "{en}");
    let stats = ["bataille", "stats", "--games", "200", "--seed", "3"];
    let (_, fr, _) = run(FR, &stats);
    assert!(
        fr.starts_with("200 donnes (graine 3)\ncomment les parties ont fini :\n"),
        "{fr}"
    );
    assert!(fr.contains("durée en manches : moyenne "), "{fr}");
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
    assert!(lines[0].starts_with(&format!("{kit} : 5 pages, ")), "{fr}");
    assert!(lines[0].ends_with(" ko"), "{fr}");
    assert_eq!(
        lines[1],
        "  Espion : 5 pages (Plateau : 8 × 8 cases de 30 mm sur 2 × 1 pages)"
    );
    assert!(
        lines[2].starts_with("total : ") && lines[2].ends_with(" s"),
        "{fr}"
    );
    let (_, en, _) = run(EN, &["print", "espion", "--out", kit]);
    assert!(
        en.contains("  Espion: 5 pages (Board: 8 × 8 squares of 30 mm on 2 × 1 pages)\n"),
        "{en}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `print all --out folder`: a kit that cannot be written (here a folder stands where its file goes) is
/// said, and the four others are still written; the command fails at the end.
#[test]
fn a_kit_that_cannot_be_written_does_not_stop_the_others() {
    let dir = std::env::temp_dir().join(format!("ludoclasse-all-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("ludoclasse-espion-a4-fr.pdf")).unwrap();
    let (status, out, err) = run(FR, &["print", "all", "--out", dir.to_str().unwrap()]);
    assert_ne!(status, Some(0), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("ludoclasse-espion-a4-fr.pdf"), "{err}");
    for game in ["bataille", "chars", "schada", "tank-battle"] {
        let kit = dir.join(format!("ludoclasse-{game}-a4-fr.pdf"));
        let bytes = std::fs::read(&kit).unwrap_or_else(|e| panic!("{}: {e}\n{err}", kit.display()));
        assert!(bytes.starts_with(b"%PDF"), "{}", kit.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A value the command line refuses is one sentence of the user's language on standard error, with
/// status 2: never clap's English frame around it.
#[test]
fn a_refused_value_is_one_sentence_in_the_users_language() {
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["print", "espion", "--lang", "de"],
            "ludoclasse: --lang : « de » n’est pas une langue du kit (écrivez fr ou en)\n",
            "ludoclasse: --lang: \"de\" is not a language of the kit (write fr or en)\n",
        ),
        (
            &["screenshot", "--size", "10x768"],
            "ludoclasse: --size : « 10x768 » : chaque côté doit être un nombre de 64 à 8192\n",
            "ludoclasse: --size: \"10x768\": each side must be a number from 64 to 8192\n",
        ),
        (
            &["print", "espion", "--paper", "a3"],
            "ludoclasse: --paper : « a3 » n’est pas un format de papier du kit (écrivez a4 ou letter)\n",
            "ludoclasse: --paper: \"a3\" is not a paper size of the kit (write a4 or letter)\n",
        ),
        (
            &["perft", "échecs", "1"],
            "ludoclasse: <JEU> : « échecs » n’est pas un jeu du kit (bataille, chars, espion, schada ou tank-battle)\n",
            "ludoclasse: <GAME>: \"échecs\" is not a game of the kit (bataille, chars, espion, schada or tank-battle)\n",
        ),
        (
            &["bataille", "stats", "--games", "dix"],
            "ludoclasse: --games : « dix » n’est pas un nombre entier positif (écrivez par exemple 3 ou 100)\n",
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
        err.starts_with("ludoclasse: « --game » n’est pas une option de ludoclasse bataille stats ; vouliez-vous dire « --games » ?"),
        "{err}"
    );
}

/// Every kind of mistake clap finds in a command line is one sentence of the user's language, with
/// status 2, naming what is wrong and what is expected: never clap's English frame ("error:",
/// "Usage:", "For more information").
#[test]
fn every_command_line_mistake_is_one_sentence_in_the_users_language() {
    let cases: [(&[&str], &str, &str); 13] = [
        (
            &["print"],
            "il manque <JEU> à ludoclasse print (--help montre comment l’écrire)",
            "<GAME> is missing from ludoclasse print (--help shows how to write it)",
        ),
        (
            &["perft", "espion", "1", "2"],
            "« 2 » est en trop : ludoclasse perft n’attend rien de plus à cet endroit (--help montre comment l’écrire)",
            "\"2\" is one word too many: ludoclasse perft expects nothing more there (--help shows how to write it)",
        ),
        (
            &["print", "espion", "one", "two"],
            "« two » est en trop : ludoclasse print n’attend rien de plus à cet endroit (--help montre comment l’écrire)",
            "\"two\" is one word too many: ludoclasse print expects nothing more there (--help shows how to write it)",
        ),
        (
            &["screenshot", "--size"],
            "--size attend une valeur juste après lui (--help dit ce qu’elle peut être)",
            "--size needs a value right after it (--help says what it can be)",
        ),
        (
            &["print", "espion", "--paper", "--mini"],
            "--paper attend une valeur juste après lui (--help dit ce qu’elle peut être)",
            "--paper needs a value right after it (--help says what it can be)",
        ),
        (
            &["print", "espion", "--mini", "--mini"],
            "--mini est donné deux fois : gardez-en un seul",
            "--mini is given twice: keep only one",
        ),
        (
            &["print", "espion", "--ink-saving=yes"],
            "--ink-saving ne prend pas de valeur : écrivez --ink-saving seul, sans « yes »",
            "--ink-saving takes no value: write --ink-saving alone, without \"yes\"",
        ),
        (
            &["bataille"],
            "ludoclasse bataille attend une commande après lui : replay, stats (--help les décrit)",
            "ludoclasse bataille needs a command after it: replay, stats (--help describes them)",
        ),
        (
            &["lesson", "chek"],
            "« chek » n’est pas une commande de ludoclasse lesson ; vouliez-vous dire « check » ? (--help donne la liste des commandes)",
            "\"chek\" is not a command of ludoclasse lesson; did you mean \"check\"? (--help lists the commands)",
        ),
        (
            &["prnt", "espion"],
            "« prnt » n’est pas une commande de ludoclasse ; vouliez-vous dire « print » ? (--help donne la liste des commandes)",
            "\"prnt\" is not a command of ludoclasse; did you mean \"print\"? (--help lists the commands)",
        ),
        (
            &["bataille", "stats", "--games", "99999999999999999999999"],
            "--games : « 99999999999999999999999 » sort des valeurs permises pour cette option (--help les donne)",
            "--games: \"99999999999999999999999\" is outside the values this option allows (--help gives them)",
        ),
        (
            &["print", "espion", "--square-mm", "grand"],
            "--square-mm : « grand » n’est pas un nombre (écrivez par exemple 28 ou 27.5)",
            "--square-mm: \"grand\" is not a number (write for instance 28 or 27.5)",
        ),
        (
            &["match", "espion", "--white", "fort", "--black", "champion"],
            "--black : « champion » n’est pas un niveau de l’ordinateur (random, greedy, debutant, moyen ou fort)",
            "--black: \"champion\" is not a level of the computer (random, greedy, debutant, moyen or fort)",
        ),
    ];
    for (args, french, english) in cases {
        for (lang, said) in [(FR, french), (EN, english)] {
            let (status, out, err) = run(lang, args);
            assert_eq!(status, Some(2), "{args:?}");
            assert_eq!(out, "", "{args:?}");
            assert_eq!(err, format!("ludoclasse: {said}\n"), "{args:?}");
        }
    }
}

/// The command's own `--lang` chooses the language of a mistake's sentence, even when clap could not
/// read the rest; a word that is not UTF-8 is said too.
#[test]
fn a_mistake_is_said_in_the_language_of_the_commands_lang() {
    let (status, _, err) = run(FR, &["print", "espion", "--lang", "en", "--lang", "fr"]);
    assert_eq!(status, Some(2));
    assert_eq!(err, "ludoclasse: --lang is given twice: keep only one\n");
    let (_, _, err) = run(EN, &["screenshot", "--lang=fr", "--size", "3"]);
    assert_eq!(
        err,
        "ludoclasse: --size : « 3 » n’est pas une taille comme 1920x1080\n"
    );
    use std::os::unix::ffi::OsStrExt;
    let out = ludoclasse()
        .env("LC_ALL", EN)
        .arg("print")
        .arg(std::ffi::OsStr::from_bytes(b"espi\xe9n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "ludoclasse: a word of the command line is not readable text (UTF-8): type it again, or \
         rename the file it names\n"
    );
}

/// Every reason a quiz is left out of the worksheets has its words in both languages, each its own
/// (a new reason without its messages fails here).
#[test]
fn every_left_out_reason_is_said_in_both_languages() {
    use ludoclasse::i18n::{Lang, Texts};
    use ludoclasse::print::worksheet::LeftOut;
    assert!(!LeftOut::ALL.is_empty());
    for lang in [Lang::Fr, Lang::En] {
        let texts = Texts::shipped(lang);
        let mut said = std::collections::HashSet::new();
        for reason in LeftOut::ALL {
            assert!(texts.has(reason.id()), "{lang}: no words for {reason:?}");
            let sentence = texts.get(reason.id());
            assert!(sentence.split(' ').count() >= 4, "{sentence}");
            assert!(
                said.insert(sentence),
                "{lang}: {reason:?} says another's words"
            );
        }
    }
}

/// `ludoclasse print --help` with `--lang en` is English, whatever the system's language.
#[test]
fn the_help_follows_the_lang_option() {
    let (status, out, _) = run(FR, &["--lang", "en", "print", "--help"]);
    assert_eq!(status, Some(0));
    for line in [
        "Make a game's printable kit as a PDF",
        "Usage: ludoclasse print",
        "Arguments:",
        "Options:",
        "Save ink: outlines and hatching",
        "-h, --help",
        "Show this help",
    ] {
        assert!(out.contains(line), "{line:?} missing from:\n{out}");
    }
    assert!(!out.contains("Print help"), "{out}");
    assert!(!out.contains("Économiser"), "{out}");
}

/// With the system in French (`LANG` only), the help is French with French headings, the root's and a
/// command's.
#[test]
fn the_help_follows_the_system_language() {
    let help = |args: &[&str]| {
        let out = ludoclasse()
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", FR)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).unwrap()
    };
    let print = help(&["print", "--help"]);
    for line in [
        "Fabriquer la trousse à imprimer",
        "Comment l’écrire : ludoclasse print",
        "Ce qu’on lui donne :",
        "Réglages :",
        "Économiser l’encre",
        "Montrer cette aide",
    ] {
        assert!(print.contains(line), "{line:?} missing from:\n{print}");
    }
    for english in ["Usage:", "Options:", "Arguments:", "Print help", "Save ink"] {
        assert!(!print.contains(english), "{english:?} in:\n{print}");
    }
    let root = help(&["--help"]);
    assert!(root.contains("Commandes :"), "{root}");
    assert!(root.contains("Montrer le numéro de version"), "{root}");
    assert_eq!(help(&["help", "print"]), print);
}

/// `--version` stays the program's name and version.
#[test]
fn the_version_is_unchanged() {
    let (status, out, _) = run(FR, &["--version"]);
    assert_eq!(status, Some(0));
    assert_eq!(out, format!("ludoclasse {}\n", env!("CARGO_PKG_VERSION")));
}
