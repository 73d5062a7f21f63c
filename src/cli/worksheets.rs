//! `ludoclasse print worksheets <game|path>`: the lessons' quizzes as exercises on paper, with the
//! answer key computed by the rules.

use std::path::PathBuf;
use std::time::Instant;

use super::print::{failure, say, write};
use super::{CliResult, Failure};
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::{Options, worksheet};

pub fn run(
    target: Option<PathBuf>,
    paper: Paper,
    lang: Option<Lang>,
    out: Option<PathBuf>,
) -> CliResult {
    let Some(target) = target else {
        return Err(Failure::input(
            super::texts().get("print-error-worksheets-which"),
        ));
    };
    let options = Options {
        paper,
        lang: Lang::choose(lang),
        ..Options::default()
    };
    let started = Instant::now();
    let named = target.to_string_lossy().into_owned();
    let (game, lessons, ftl, stem) = match named.parse::<GameId>() {
        Ok(game) if !target.exists() => {
            let lessons = worksheet::shipped_lessons(game)?;
            (game, lessons, Vec::new(), game.id().to_string())
        }
        _ if target.exists() => {
            let (game, lessons, ftl) = worksheet::folder_lessons(&target)?;
            let stem = target
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| game.id().to_string());
            (game, lessons, ftl, stem)
        }
        Err(_) => {
            return Err(super::print::refused(
                "print-error-worksheets-unknown",
                &named,
            ));
        }
        Ok(_) => unreachable!("handled above"),
    };
    let (pdf, report) = worksheet::worksheets(
        game,
        &lessons,
        &ftl,
        &ludoclasse::boards::Boards::load(),
        &options,
    )
    .map_err(failure)?;
    let path = out.unwrap_or_else(|| {
        PathBuf::from(format!(
            "ludoclasse-worksheets-{stem}-{}-{}.pdf",
            options.paper, options.lang
        ))
    });
    write(&path, &pdf)?;
    say(&format!(
        "{}: {} exercises on {} pages ({} for each child, {} of answer key), {:.0} kB",
        path.display(),
        report.exercises.len(),
        report.pages,
        report.exercise_pages,
        report.key_pages,
        pdf.len() as f64 / 1000.0
    ));
    for left in &report.left {
        say(&format!("  left out: {}: {}", left.place, left.why));
    }
    for ex in &report.exercises {
        if ex.agrees_with_lesson() == Some(false) {
            say(&format!(
                "  warning: {}: the lesson's answer differs from the rules' (the key follows the rules)",
                ex.place
            ));
        }
    }
    say(&format!("time: {:.2} s", started.elapsed().as_secs_f64()));
    Ok(())
}
