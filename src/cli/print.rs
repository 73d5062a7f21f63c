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
    /// The game (bataille, chars, espion, schada, tank-battle), or `all`; or `worksheets` followed by a
    /// game or a folder of a teacher's own lessons, for the exercises and their answer key.
    pub(super) game: String,
    /// After `worksheets`: the game, or the path of a lesson file or folder.
    pub(super) lessons: Option<PathBuf>,
    /// Paper size: a4 or letter.
    #[arg(long, value_parser = super::refusal::paper, default_value = "a4")]
    pub(super) paper: Paper,
    /// Language of the sheets: fr or en (default: the system's, else French).
    #[arg(long, value_parser = super::refusal::lang)]
    pub(super) lang: Option<Lang>,
    /// Side of a board square in millimetres (default: the kit's, 25 to 35 mm).
    #[arg(long)]
    square_mm: Option<f32>,
    /// Put this URL followed by the game's lesson path in the QR code, instead of the rules summary.
    #[arg(long)]
    link_base: Option<String>,
    /// Save ink: outlines and hatching instead of large solid fills (dark pieces, board grounds, card
    /// backs); squares and sides stay distinguishable in black and white.
    #[arg(long)]
    ink_saving: bool,
    /// One sheet per pair: the board with squares of about 20 mm and its pieces on the same page.
    #[arg(long)]
    mini: bool,
    /// Where to write. One game: the PDF file. `all`: a file ending in `.pdf` gets the five kits in one
    /// document with bookmarks; anything else is a folder that gets one file per game.
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
}

pub(super) fn failure(e: PrintError) -> Failure {
    match e {
        PrintError::Option(words) => Failure::input(super::say_words(&words)),
        PrintError::Data(e) => Failure::from(vec![e]),
        PrintError::Files(errors) => Failure::from(errors),
        PrintError::Pdf(_) => Failure {
            message: e.words().map(|w| super::say_words(&w)).unwrap_or_default(),
            status: 1,
        },
    }
}

/// An input the print command cannot use, said by its message of `print-error.ftl` (status 2).
pub(super) fn refused(id: &'static str, name: &str) -> Failure {
    Failure::input(super::say_words(
        &ludoclasse::data::Words::new(id).with("name", name),
    ))
}

fn default_name(game: &str, options: &Options) -> String {
    let mode = match (options.mini, options.ink_saving) {
        (false, false) => "",
        (true, false) => "-mini",
        (false, true) => "-ink-saving",
        (true, true) => "-mini-ink-saving",
    };
    format!(
        "ludoclasse-{game}{mode}-{}-{}.pdf",
        options.paper, options.lang
    )
}

/// Writes `pdf` to `path` through a temporary file beside it, renamed over the target once complete: a
/// failure (full disk, killed process) leaves no partial file, and the previous kit stays as it was.
pub(super) fn write(path: &Path, pdf: &[u8]) -> CliResult {
    write_file(path, pdf, "pdf")
}

/// [`write`] for a file of any kind, `ext` naming it in the messages (`pdf`, `png`).
pub(super) fn write_file(path: &Path, pdf: &[u8], ext: &str) -> CliResult {
    check_target(path, ext)?;
    write_checked(path, pdf)
}

/// A path no file can go to, whatever the disk (`-`, a folder, a device): said before any work.
pub(super) fn check_target(path: &Path, ext: &str) -> CliResult {
    let texts = super::texts();
    let shown = || path.display().to_string();
    // `--out -`: the standard output, as many commands read it; never a file named `-`.
    if path.as_os_str() == "-" {
        return Err(Failure::input(
            texts.tr("cli-write-dash", &[("ext", ext.into())]),
        ));
    }
    if path.is_dir() {
        return Err(Failure::input(texts.tr(
            "cli-write-to-folder",
            &[("path", shown().into()), ("ext", ext.into())],
        )));
    }
    // A device or a pipe is not replaced by a file.
    if path.exists() && !path.is_file() {
        return Err(Failure::input(texts.tr(
            "cli-write-not-a-file",
            &[("path", shown().into()), ("ext", ext.into())],
        )));
    }
    Ok(())
}

/// [`write_file`] once [`check_target`] passed.
fn write_checked(path: &Path, pdf: &[u8]) -> CliResult {
    let texts = super::texts();
    let shown = || path.display().to_string();
    let fail = |e: std::io::Error| Failure {
        message: texts.tr(
            "cli-write-failed",
            &[("path", shown().into()), ("reason", why(path, &e).into())],
        ),
        status: 1,
    };
    // A link is followed: the kit replaces the file it points to, and the link stays.
    let target;
    let path = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            let to = std::fs::read_link(path).map_err(fail)?;
            target = match path.parent() {
                Some(dir) if to.is_relative() => dir.join(to),
                _ => to,
            };
            target.as_path()
        }
        _ => path,
    };
    // The folders this write makes, innermost first: taken away again if the kit is not written.
    let made: Vec<PathBuf> = path
        .parent()
        .map(|d| {
            d.ancestors()
                .take_while(|a| !a.as_os_str().is_empty() && !a.exists())
        })
        .into_iter()
        .flatten()
        .map(Path::to_path_buf)
        .collect();
    let dir = match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| {
                // A file where a folder of the path goes (`kit.pdf/x.pdf`): named.
                let reason = match dir.ancestors().find(|a| a.is_file()) {
                    Some(file) if e.kind() == std::io::ErrorKind::AlreadyExists => texts.tr(
                        "cli-reason-not-a-folder-in",
                        &[("folder", file.display().to_string().into())],
                    ),
                    _ => why(dir, &e),
                };
                Failure {
                    message: texts.tr(
                        "cli-folder-failed",
                        &[
                            ("path", dir.display().to_string().into()),
                            ("reason", reason.into()),
                        ],
                    ),
                    status: 1,
                }
            })?;
            dir.to_path_buf()
        }
        None => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "kit.pdf".into());
    sweep_parts(&dir, &name);
    let temp = dir.join(format!(".{name}.{}.part", std::process::id()));
    let result = (|| {
        use std::io::Write;
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(pdf)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, path)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&temp);
        // (Only a folder left empty goes: one that holds another kit stays.)
        for folder in &made {
            let _ = std::fs::remove_dir(folder);
        }
        return Err(fail(e));
    }
    Ok(())
}

/// Removes the temporary files `.{name}.<process>.part` that an earlier `print` left when it was killed
/// half-way (the kit they were to replace is whole).
fn sweep_parts(dir: &Path, name: &str) {
    let prefix = format!(".{name}.");
    ludoclasse::data::remove_leftovers(dir, |file| {
        file.strip_prefix(&prefix)?
            .strip_suffix(".part")?
            .parse()
            .ok()
    });
}

/// The reason behind a failed write, in a plain sentence (never the system's "(os error N)").
fn why(path: &Path, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let texts = super::texts();
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let folder = [("folder", dir.display().to_string().into())];
    match e.kind() {
        ErrorKind::PermissionDenied => texts.tr("cli-reason-may-not-write-in", &folder),
        ErrorKind::ReadOnlyFilesystem => texts.tr("cli-reason-read-only-in", &folder),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => texts.get("cli-reason-disk-full-kept"),
        ErrorKind::FileTooLarge => texts.get("cli-reason-too-large-kept"),
        ErrorKind::NotADirectory => texts.tr("cli-reason-not-a-folder-in", &folder),
        ErrorKind::NotFound if dir.is_dir() => texts.tr("cli-reason-system-folder", &folder),
        ErrorKind::NotFound => texts.tr("cli-reason-no-folder", &folder),
        _ => super::io_reason(e),
    }
}

/// Prints a line of the report; a closed or full standard output does not stop the kits being written
/// (a full one is said at the end).
pub(super) fn say(line: &str) {
    super::say(line);
}

fn describe(path: &Path, bytes: usize, reports: &[KitReport]) {
    use super::{decimal, tr};
    // (Several kits in one file open with a cover page, which lists them.)
    let cover = usize::from(reports.len() > 1);
    let pages: usize = cover + reports.iter().map(|r| r.pages).sum::<usize>();
    say(&tr(
        "cli-report-kit",
        &[
            ("path", path.display().to_string().into()),
            ("pages", pages.into()),
            ("size", decimal(bytes as f64 / 1000.0, 0).into()),
        ],
    ));
    let lang = super::texts().lang();
    for r in reports {
        let boards: Vec<_> = r
            .boards
            .iter()
            .map(|b| {
                tr(
                    "cli-report-board",
                    &[
                        (
                            "sheet",
                            super::texts()
                                .get(&format!("print-sheet-{}", b.sheet.id()))
                                .into(),
                        ),
                        ("files", usize::from(b.squares.0).into()),
                        ("ranks", usize::from(b.squares.1).into()),
                        ("mm", print::format_mm(b.square_mm, lang).into()),
                        ("columns", b.columns.into()),
                        ("rows", b.rows.into()),
                    ],
                )
            })
            .collect();
        let game = super::texts().get(&format!("app-game-{}", r.game.id()));
        let mut args = vec![("game", game.into()), ("pages", r.pages.into())];
        let id = if boards.is_empty() {
            "cli-report-kit-game"
        } else {
            args.push(("boards", boards.join("; ").into()));
            "cli-report-kit-game-boards"
        };
        say(&tr(id, &args));
    }
}

pub fn run(args: Args) -> CliResult {
    super::set_lang(args.lang);
    if let Some(extra) = &args.lessons {
        return Err(refused(
            "print-error-second-name",
            &extra.display().to_string(),
        ));
    }
    let options = Options {
        paper: args.paper,
        lang: Lang::choose(args.lang),
        square_mm: args.square_mm,
        link_base: args.link_base,
        ink_saving: args.ink_saving,
        mini: args.mini,
    };
    let started = Instant::now();
    // Each board file is read once, here, for every kit.
    let boards = ludoclasse::boards::Boards::load();
    let mut total = 0;
    if args.game == "all" {
        let out = args.out.unwrap_or_else(|| PathBuf::from("."));
        if out
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pdf"))
        {
            let (pdf, reports) =
                print::combined(&GameId::ALL, &boards, &options).map_err(failure)?;
            write(&out, &pdf)?;
            describe(&out, pdf.len(), &reports);
            total += pdf.len();
        } else {
            // A kit that cannot be made or written does not stop the others: each failure is said,
            // and the command fails at the end with the worst status.
            let mut failures: Vec<Failure> = Vec::new();
            for game in GameId::ALL {
                let path = out.join(default_name(game.id(), &options));
                let written = print::kit(game, &boards, &options)
                    .map_err(failure)
                    .and_then(|(pdf, report)| write(&path, &pdf).map(|()| (pdf, report)));
                match written {
                    Ok((pdf, report)) => {
                        describe(&path, pdf.len(), std::slice::from_ref(&report));
                        total += pdf.len();
                    }
                    // (A folder that cannot be made fails every kit the same way: said once.)
                    Err(e) if failures.iter().any(|f| f.message == e.message) => {}
                    Err(e) => failures.push(e),
                }
            }
            if !failures.is_empty() {
                return Err(Failure {
                    status: failures.iter().map(|f| f.status).max().unwrap_or(1),
                    message: failures
                        .into_iter()
                        .map(|f| f.message)
                        .collect::<Vec<_>>()
                        .join("\nludoclasse: "),
                });
            }
        }
    } else {
        let game: GameId = args
            .game
            .parse()
            .map_err(|_: String| refused("print-error-unknown-game", &args.game))?;
        let (pdf, report) = print::kit(game, &boards, &options).map_err(failure)?;
        let out = args
            .out
            .unwrap_or_else(|| PathBuf::from(default_name(game.id(), &options)));
        write(&out, &pdf)?;
        describe(&out, pdf.len(), std::slice::from_ref(&report));
        total += pdf.len();
    }
    say(&super::tr(
        "cli-report-total",
        &[
            ("size", super::decimal(total as f64 / 1000.0, 0).into()),
            (
                "seconds",
                super::decimal(started.elapsed().as_secs_f64(), 2).into(),
            ),
        ],
    ));
    Ok(())
}
