//! `ludoclasse print <game|all>`: the printable kits as PDF files.

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::{CliResult, Failure};
use ludoclasse::core::GameId;
use ludoclasse::i18n::Lang;
use ludoclasse::print::layout::Paper;
use ludoclasse::print::{self, KitReport, Options, PrintError};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game (bataille, chars, espion, schada, tank-battle), or `all`.
    game: String,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4")]
    paper: Paper,
    /// Language of the sheets: fr or en (default: the system's, else French).
    #[arg(long)]
    lang: Option<Lang>,
    /// Side of a board square in millimetres (default: the kit's, 25 to 35 mm).
    #[arg(long)]
    square_mm: Option<f32>,
    /// Put this URL followed by the game's lesson path in the QR code, instead of the rules summary.
    #[arg(long)]
    link_base: Option<String>,
    /// Where to write. One game: the PDF file. `all`: a file ending in `.pdf` gets the five kits in one
    /// document with bookmarks; anything else is a folder that gets one file per game.
    #[arg(long)]
    out: Option<PathBuf>,
}

fn failure(e: PrintError) -> Failure {
    match e {
        PrintError::Option(_) => Failure::input(e.to_string()),
        _ => Failure {
            message: e.to_string(),
            status: 1,
        },
    }
}

fn default_name(game: &str, options: &Options) -> String {
    format!("ludoclasse-{game}-{}-{}.pdf", options.paper, options.lang)
}

fn write(path: &Path, pdf: &[u8]) -> CliResult {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::from(anyhow::anyhow!("cannot create {}: {e}", dir.display())))?;
    }
    std::fs::write(path, pdf)
        .map_err(|e| Failure::from(anyhow::anyhow!("cannot write {}: {e}", path.display())))
}

fn describe(path: &Path, bytes: usize, reports: &[KitReport]) {
    let pages: usize = reports.iter().map(|r| r.pages).sum();
    println!(
        "{}: {pages} pages, {:.0} kB",
        path.display(),
        bytes as f64 / 1000.0
    );
    for r in reports {
        let boards: Vec<_> = r
            .boards
            .iter()
            .map(|b| {
                format!(
                    "{} {}×{} squares of {} mm on {}×{} pages",
                    b.sheet.id(),
                    b.squares.0,
                    b.squares.1,
                    b.square_mm,
                    b.columns,
                    b.rows
                )
            })
            .collect();
        let boards = if boards.is_empty() {
            String::new()
        } else {
            format!(" ({})", boards.join("; "))
        };
        println!("  {}: {} pages{boards}", r.game, r.pages);
    }
}

pub fn run(args: Args) -> CliResult {
    let options = Options {
        paper: args.paper,
        lang: Lang::choose(args.lang),
        square_mm: args.square_mm,
        link_base: args.link_base,
    };
    let started = Instant::now();
    let mut total = 0;
    if args.game == "all" {
        let out = args.out.unwrap_or_else(|| PathBuf::from("."));
        if out
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pdf"))
        {
            let (pdf, reports) = print::combined(&GameId::ALL, &options).map_err(failure)?;
            write(&out, &pdf)?;
            describe(&out, pdf.len(), &reports);
            total += pdf.len();
        } else {
            for game in GameId::ALL {
                let (pdf, report) = print::kit(game, &options).map_err(failure)?;
                let path = out.join(default_name(game.id(), &options));
                write(&path, &pdf)?;
                describe(&path, pdf.len(), std::slice::from_ref(&report));
                total += pdf.len();
            }
        }
    } else {
        let game: GameId = args
            .game
            .parse()
            .map_err(|e: String| Failure::input(format!("{e}, or `all` for every kit")))?;
        let (pdf, report) = print::kit(game, &options).map_err(failure)?;
        let out = args
            .out
            .unwrap_or_else(|| PathBuf::from(default_name(game.id(), &options)));
        write(&out, &pdf)?;
        describe(&out, pdf.len(), std::slice::from_ref(&report));
        total += pdf.len();
    }
    println!(
        "total: {:.0} kB in {:.2} s",
        total as f64 / 1000.0,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
