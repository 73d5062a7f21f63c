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
    use super::{decimal, tr};
    say(&tr(
        "cli-report-worksheets",
        &[
            ("path", path.display().to_string().into()),
            ("exercises", report.exercises.len().into()),
            ("pages", report.pages.into()),
            ("children", report.exercise_pages.into()),
            ("key", report.key_pages.into()),
            ("size", decimal(pdf.len() as f64 / 1000.0, 0).into()),
        ],
    ));
    for left in &report.left {
        say(&tr(
            "cli-report-left-out",
            &[
                ("place", left.place.clone().into()),
                ("why", super::texts().get(left.why.id()).into()),
            ],
        ));
    }
    for ex in &report.exercises {
        if ex.agrees_with_lesson() == Some(false) {
            say(&tr(
                "cli-report-answer-differs",
                &[("place", ex.place.clone().into())],
            ));
        }
    }
    say(&tr(
        "cli-report-time",
        &[(
            "seconds",
            decimal(started.elapsed().as_secs_f64(), 2).into(),
        )],
    ));
    Ok(())
}
