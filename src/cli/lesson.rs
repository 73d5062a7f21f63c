//! `ludoclasse lesson check [PATH]`, `ludoclasse lesson show FILE [--lang en]`, `ludoclasse lesson schema`.

use std::path::PathBuf;

use super::{CliResult, Failure};
use ludoclasse::i18n::{Lang, Texts};
use ludoclasse::lesson::{check, load, runner, schema};

#[derive(clap::Subcommand, Debug)]
pub enum Command {
    /// Check lessons: files, message ids in every language, every scripted move, reply and quiz answer
    /// against the rules. PATH is a lesson file or a folder; also a board, a text file, a printable kit, a
    /// file the app keeps (settings, children, a game in progress) or the data folder (by default the
    /// shipped lessons and the teacher's copies).
    Check {
        path: Option<PathBuf>,
        /// fr or en: the language of the problems found (by default the system's, else French).
        #[arg(long, value_parser = super::refusal::lang)]
        lang: Option<Lang>,
    },
    /// Play a lesson (a file, or a shipped lesson's id like `espion-l02`) with its own script and print
    /// what each step says.
    Show {
        path: PathBuf,
        /// fr or en (by default the system's language, else French).
        #[arg(long, value_parser = super::refusal::lang)]
        lang: Option<Lang>,
    },
    /// Print the JSON Schema of lesson files (kept in docs/lesson.schema.json).
    Schema,
    /// Print which lesson steps teach and practise each rule of each game (lessons/<game>/rules.toml).
    Coverage {
        /// Print JSON: per game, its rules and the `uncovered` list.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: Command) -> CliResult {
    match command {
        Command::Check { path, lang } => {
            super::set_lang(lang);
            run_check(path.map(in_data_folder))
        }
        Command::Show { path, lang } => run_show(in_data_folder(path), lang),
        Command::Schema => {
            print!("{}", schema::json());
            Ok(())
        }
        Command::Coverage { json } => run_coverage(json),
    }
}

fn run_coverage(json: bool) -> CliResult {
    let table = check::shipped_coverage().map_err(Failure::from)?;
    if json {
        let text = serde_json::to_string_pretty(&table).map_err(|e| {
            Failure::input(super::texts().tr("cli-json-failed", &[("raw", e.to_string().into())]))
        })?;
        println!("{text}");
        return Ok(());
    }
    use super::tr;
    let taught_by = super::texts().get("cli-report-coverage-taught");
    let practised_in = super::texts().get("cli-report-coverage-practised");
    for game in &table {
        println!(
            "{}",
            tr(
                "cli-report-coverage-game",
                &[
                    ("game", game.game.to_string().into()),
                    ("rules", game.rules.len().into()),
                    ("open", game.uncovered.len().into()),
                ],
            )
        );
        let list = |ids: &[String]| {
            if ids.is_empty() {
                "-".to_string()
            } else {
                ids.join(" ")
            }
        };
        for rule in &game.rules {
            let mark = if rule.practised_by.is_empty() {
                "✗"
            } else {
                "✓"
            };
            println!(
                "  {mark} {:<28} {taught_by}: {:<30} {practised_in}: {}",
                rule.id,
                list(&rule.taught_by),
                list(&rule.practised_by)
            );
        }
    }
    if table.is_empty() {
        println!("{}", super::texts().get("cli-report-coverage-none"));
    }
    Ok(())
}

/// A relative path found nowhere from here, but in the teacher's data folder: the guide's
/// `ludoclasse lesson check lessons/espion/02-reach.toml` works from any folder.
fn in_data_folder(path: PathBuf) -> PathBuf {
    if path.is_relative()
        && !path.exists()
        && let Some(dir) = ludoclasse::data::override_dir()
        && dir.join(&path).exists()
    {
        return dir.join(path);
    }
    path
}

/// Whether `dir` is a game's folder of a data folder's `lessons/` (`…/lessons/espion`).
fn game_folder(dir: &std::path::Path) -> bool {
    let named = |p: &std::path::Path| p.file_name().and_then(|n| n.to_str()).map(str::to_string);
    named(dir).is_some_and(|n| ludoclasse::core::GameId::ALL.iter().any(|g| g.id() == n))
        && dir.parent().and_then(named).as_deref() == Some("lessons")
}

/// Reads the rule list `path` and says its problems: the number of its rules when it reads.
fn check_rules(path: &std::path::Path) -> Result<usize, Failure> {
    let texts = super::texts();
    let text = ludoclasse::data::read_file(path).map_err(|e| Failure::input(texts.describe(&e)))?;
    match ludoclasse::lesson::rules::parse(&path.display().to_string(), &text) {
        Ok(rules) => Ok(rules.rules.len()),
        Err(errors) => {
            say_problems(&errors);
            Err(Failure {
                message: texts.tr(
                    "cli-check-rules-failed",
                    &[("problems", errors.len().into())],
                ),
                status: 1,
            })
        }
    }
}

/// Each problem on its line of standard error. It may be closed: a problem that cannot be said is no
/// reason to panic.
fn say_problems(errors: &[ludoclasse::data::DataError]) {
    use std::io::Write;
    let texts = super::texts();
    let mut stderr = std::io::stderr().lock();
    for e in errors {
        let _ = writeln!(stderr, "ludoclasse: {}", texts.describe(e));
    }
}

/// What a path given to `lesson check` is, beside lessons and their folders: a file of a teacher's
/// data folder that is not a lesson (a board, a text file, a printable kit), or that folder itself.
enum Other {
    /// A teacher's data folder (`…/ludoclasse`, with `lessons/`, `assets/` or `printables/` in it), or
    /// one of its board or text files: checked as the app reads that folder, the file's problems kept.
    DataFolder {
        root: PathBuf,
        file: Option<PathBuf>,
    },
    /// A printable kit's file, `printables/<game>.toml`.
    Kit(ludoclasse::core::GameId, PathBuf),
    /// A text file elsewhere: checked with the lessons of its folder, or alone when there are none.
    Texts(PathBuf),
    /// A board file elsewhere (`…/boards/espion.toml`): checked on its own.
    Board(ludoclasse::core::GameId, PathBuf),
    /// A file the app keeps (`settings.toml`, `profiles.json`, `saves/espion.json`): read as the app
    /// reads it.
    Kept(PathBuf),
}

fn other(path: &std::path::Path) -> Option<Other> {
    use ludoclasse::core::GameId;
    let name = |p: &std::path::Path| p.file_name().and_then(|n| n.to_str()).map(str::to_string);
    let parent = |p: &std::path::Path, n: usize| {
        let mut p = p.to_path_buf();
        for _ in 0..n {
            p = match p.parent() {
                Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
                _ => PathBuf::from("."),
            };
        }
        p
    };
    let game = |p: &std::path::Path| {
        let stem = p.file_stem()?.to_str()?;
        GameId::ALL.iter().copied().find(|g| g.id() == stem)
    };
    if path.is_dir() {
        let data = ["lessons", "assets", "printables", "saves"];
        // (The files the app keeps there, `settings.toml` and `profiles.json`, are no lessons.)
        let kept = ["settings.toml", "profiles.json"];
        let has_data = data.iter().any(|d| path.join(d).is_dir())
            || kept.iter().any(|k| path.join(k).is_file());
        let has_lesson = std::fs::read_dir(path).is_ok_and(|mut e| {
            e.any(|e| {
                e.is_ok_and(|e| {
                    e.path().extension().is_some_and(|x| x == "toml")
                        && !kept.iter().any(|k| e.file_name() == *k)
                })
            })
        });
        if has_data && !has_lesson {
            return Some(Other::DataFolder {
                root: path.to_path_buf(),
                file: None,
            });
        }
        // `lessons/espion` of a data folder with only the teacher's text files in it.
        let up = name(&parent(path, 1)).unwrap_or_default();
        return (up == "lessons" && !has_lesson && game(path).is_some()).then(|| {
            Other::DataFolder {
                root: parent(path, 2),
                file: Some(path.to_path_buf()),
            }
        });
    }
    let dir = name(&parent(path, 1)).unwrap_or_default();
    let up = name(&parent(path, 2)).unwrap_or_default();
    let file = Some(path.to_path_buf());
    let kept = ["settings.toml", "profiles.json", "profiles.json.good"];
    if name(path).is_some_and(|n| kept.contains(&n.as_str()))
        || (dir == "saves" && path.extension().is_some_and(|e| e == "json"))
    {
        return Some(Other::Kept(path.to_path_buf()));
    }
    match path.extension().and_then(|e| e.to_str()) {
        // (`printables/Espion.toml` too: checked as the kit it is, and said not read under that name.)
        Some("toml") if dir == "printables" => {
            let stem = path.file_stem()?.to_str()?.to_lowercase();
            let game = GameId::ALL.iter().copied().find(|g| g.id() == stem)?;
            Some(Other::Kit(game, path.to_path_buf()))
        }
        Some("toml") if dir == "boards" && up == "assets" && game(path).is_some() => {
            Some(Other::DataFolder {
                root: parent(path, 3),
                file,
            })
        }
        Some("ftl") if up == "locales" && name(&parent(path, 3)).as_deref() == Some("assets") => {
            Some(Other::DataFolder {
                root: parent(path, 4),
                file,
            })
        }
        Some("ftl") if up == "lessons" => Some(Other::DataFolder {
            root: parent(path, 3),
            file,
        }),
        Some("toml") if dir == "boards" && game(path).is_some_and(|g| g != GameId::Bataille) => {
            game(path).map(|g| Other::Board(g, path.to_path_buf()))
        }
        // A lesson or its texts saved in `lessons/` itself, outside its game's folder, in the data
        // folder: the app does not read it, and the folder check says where it goes. (Any other
        // folder named `lessons` is checked as a folder of lessons.)
        Some("toml" | "ftl") if dir == "lessons" && is_data_folder(&parent(path, 2)) => {
            Some(Other::DataFolder {
                root: parent(path, 2),
                file,
            })
        }
        Some("ftl") => Some(Other::Texts(path.to_path_buf())),
        Some("toml") => std::fs::read_to_string(path)
            .ok()
            .and_then(|text| not_a_lesson(path, &text)),
        // A text file an editor saved as `fr.ftl.txt` or `brouillon.txt`: told by its lines.
        _ => std::fs::read(path)
            .ok()
            .filter(|bytes| looks_like_texts(&String::from_utf8_lossy(bytes)))
            .map(|_| Other::Texts(path.to_path_buf())),
    }
}

/// Whether `dir` is the data folder the app reads.
fn is_data_folder(dir: &std::path::Path) -> bool {
    let whole = |p: &std::path::Path| p.canonicalize().ok();
    ludoclasse::data::override_dir().is_some_and(|d| whole(&d).is_some() && whole(&d) == whole(dir))
}

/// Whether a file under another name holds Fluent texts: a line `id = …` whose id has a dash
/// (`espion-l01-go = …`), and nothing of a lesson's (`[[step]]`, `game = …`).
fn looks_like_texts(text: &str) -> bool {
    let text = text.trim_start_matches('\u{FEFF}');
    let lesson = text.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("[[step")
            || l.strip_prefix("game")
                .is_some_and(|r| r.trim_start().starts_with('='))
    });
    !lesson
        && text.lines().any(|l| {
            l.split_once('=').is_some_and(|(id, _)| {
                let id = id.trim_end();
                id.starts_with(|c: char| c.is_ascii_alphabetic())
                    && id.contains('-')
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            })
        })
}

/// A board or a printable kit kept under another name (`espion-draft.toml`), told by what it holds:
/// a board's own table (`[arrows]`, `[diagrams]`, `[terrain]`, `[battle]`, `[race]`), or a kit's
/// `sheets`; else the game its name starts with, when nothing in it is a lesson's. `None` for a lesson.
fn not_a_lesson(path: &std::path::Path, text: &str) -> Option<Other> {
    use ludoclasse::core::GameId;
    let starts = |p: &str| text.lines().any(|l| l.trim_start().starts_with(p));
    let key = |k: &str| {
        text.lines().any(|l| {
            l.trim_start()
                .strip_prefix(k)
                .is_some_and(|r| r.trim_start().starts_with('='))
        })
    };
    if starts("[[step") || key("game") || key("title") {
        return None;
    }
    let stem = path.file_stem()?.to_str()?.to_lowercase();
    let named = GameId::ALL.iter().copied().find(|g| {
        stem == g.id()
            || stem
                .strip_prefix(g.id())
                .is_some_and(|r| r.starts_with(['-', '_', ' ', '.']))
    });
    let path = path.to_path_buf();
    if key("sheets") || key("lesson_path") {
        let of_path = GameId::ALL
            .iter()
            .copied()
            .find(|g| text.contains(&format!("lessons/{}\"", g.id())));
        return of_path.or(named).map(|g| Other::Kit(g, path));
    }
    let tables = [
        ("[arrows]", GameId::Espion),
        ("[diagrams]", GameId::Schada),
        ("[terrain]", GameId::TankBattle),
        ("[battle", GameId::Chars),
        ("[race]", GameId::Chars),
    ];
    let by_table = tables.iter().find(|(t, _)| starts(t)).map(|(_, g)| *g);
    // A board that lost the table that tells its game (`size` and `reconstructed` are a board's):
    // the game whose shipped board has the most of its lines.
    let by_lines = || {
        if !(key("size") || key("reconstructed")) {
            return None;
        }
        let shared = |g: &GameId| {
            let shipped = ludoclasse::data::shipped(&ludoclasse::boards::path(*g)).unwrap_or("");
            let lines: std::collections::HashSet<&str> = shipped.lines().map(str::trim).collect();
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#') && lines.contains(l))
                .count()
        };
        [
            GameId::Espion,
            GameId::Schada,
            GameId::TankBattle,
            GameId::Chars,
        ]
        .iter()
        .max_by_key(|g| shared(g))
        .copied()
    };
    by_table
        .or(named.filter(|g| *g != GameId::Bataille))
        .or_else(by_lines)
        .map(|g| Other::Board(g, path))
}

/// Checks a teacher's data folder as the app reads it (the shipped files, with the folder's copies in
/// their place) and its printable kits; or only the problems of `file` (a file or a folder of it).
fn check_data_folder(root: &std::path::Path, file: Option<&std::path::Path>) -> check::Report {
    let same = |a: &std::path::Path, b: &std::path::Path| {
        a == b
            || a.canonicalize()
                .ok()
                .is_some_and(|a| b.canonicalize().ok() == Some(a))
    };
    // A file, or anything inside a folder.
    let within = |a: &std::path::Path, b: &std::path::Path| {
        a.starts_with(b)
            || (a.canonicalize().ok())
                .is_some_and(|a| b.canonicalize().ok().is_some_and(|b| a.starts_with(b)))
    };
    let current = ludoclasse::data::override_dir();
    if !current.as_deref().is_some_and(|c| same(c, root)) {
        // SAFETY: the command line reads its data folder from this variable; no other thread runs yet.
        unsafe { std::env::set_var("LUDOCLASSE_DATA", root) };
    }
    let mut report = check::check_shipped();
    match file {
        // Its own problems, and those it makes in the lessons checked with it (a board changed in
        // several places is said at each lesson it breaks).
        Some(file) => report.errors.retain(|e| {
            // (A copy that breaks a shipped lesson; a lesson with the same number as this one.)
            let made_by = |(name, value): &(&str, String)| {
                let named = match e.words.id {
                    "data-copy-in-use" => *name == "file",
                    "lesson-same-number" | "lesson-sync-copy" => *name == "first",
                    _ => false,
                };
                named && within(std::path::Path::new(value), file)
            };
            // (A message a lesson beside this text file uses, missing from it.)
            let missing_here = file
                .file_name()
                .and_then(|n| n.to_str()?.strip_suffix(".ftl"))
                .is_some_and(|lang| missing_in(e, lang))
                && std::path::Path::new(&e.path)
                    .parent()
                    .is_some_and(|lessons| file.parent().is_some_and(|f| same(f, lessons)));
            // (A problem of a folder is one of each file in it: `lessons/Espion/`.)
            let folder = std::path::Path::new(&e.path);
            within(std::path::Path::new(&e.path), file)
                || (folder.is_dir() && within(file, folder))
                || e.words.args.iter().any(made_by)
                || missing_here
        }),
        None => folder_extras(root, &mut report),
    }
    // A lesson or text file the app passes over where it is: its own mistakes are said first, so
    // that it reads once it is moved.
    if let Some(file) = file.filter(|f| f.is_file())
        && report.errors.iter().any(|e| {
            e.words.id == "data-outside-game-folder" && same(std::path::Path::new(&e.path), file)
        })
    {
        let own = own_problems(file);
        report.errors.splice(0..0, own);
    }
    report
}

/// Whether `e` is a message a lesson uses that is missing from its texts in `lang` (`fr`, `en`).
fn missing_in(e: &ludoclasse::data::DataError, lang: &str) -> bool {
    e.words.id == "check-message-missing"
        && e.words
            .args
            .iter()
            .any(|(name, langs)| *name == "langs" && langs.split('+').any(|l| l == lang))
}

/// The mistakes of one lesson or text file, checked alone as if it stood in its game's folder.
fn own_problems(file: &std::path::Path) -> Vec<ludoclasse::data::DataError> {
    let is_texts = file
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".ftl") || n.ends_with(".ftl.txt"));
    if is_texts {
        let Ok(text) = ludoclasse::data::read_file(file) else {
            return Vec::new();
        };
        return ludoclasse::i18n::read_ftl(&file.display().to_string(), &text).1;
    }
    match load::from_path(file) {
        Ok((lessons, ftl)) => {
            let report = check::check_sources_as(&lessons, &ftl, false);
            let own = |e: &ludoclasse::data::DataError| std::path::Path::new(&e.path) == file;
            report.errors.into_iter().filter(own).collect()
        }
        Err(e) => vec![e],
    }
}

/// The files of a data folder beside its lessons, boards and texts: the printable kits, as `print`
/// reads them, and the files the app keeps (`settings.toml`, `profiles.json`, `saves/<game>.json`), as
/// the app reads them. Each that cannot be read is said, never passed over.
fn folder_extras(root: &std::path::Path, report: &mut check::Report) {
    use ludoclasse::core::GameId;
    for game in GameId::ALL {
        let path = root.join(format!("printables/{}.toml", game.id()));
        if !path.exists() {
            continue;
        }
        let parsed = teachers_file(&path).and_then(|file| {
            let boards = ludoclasse::boards::Boards::shared();
            ludoclasse::print::spec::KitSpec::parse_for(game, &file, boards)
        });
        if let Err(e) = parsed {
            report.errors.push(e);
        }
    }
    let kept = ["settings.toml", "profiles.json"]
        .map(String::from)
        .into_iter()
        .chain(GameId::ALL.iter().map(|g| format!("saves/{}.json", g.id())));
    for relative in kept {
        let path = root.join(relative);
        if !path.is_file() {
            continue;
        }
        match ludoclasse::app::store::read_kept_file(&path) {
            Ok(text) => report.errors.extend(
                ludoclasse::app::store::kept_file_problems(&path, &text)
                    .into_iter()
                    .flatten(),
            ),
            Err(e) => report.errors.push(e),
        }
    }
}

/// Checks a text file with the lessons of its folder, or alone (its entries) when there are none.
fn check_texts(path: &std::path::Path) -> Result<check::Report, Failure> {
    let texts = super::texts();
    let folder = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (mut lessons, ftl) =
        load::from_path(&folder).map_err(|e| Failure::input(texts.describe(&e)))?;
    // The lessons beside it, not those of the folders below.
    lessons.retain(|l| std::path::Path::new(&l.path).parent() == Some(folder.as_path()));
    // (A file under another name than `fr.ftl` or `en.ftl` is not read with the lessons: alone.)
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let lang = name
        .strip_suffix(".ftl")
        .filter(|l| ["fr", "en"].contains(l));
    let beside = ftl.iter().any(|f| std::path::Path::new(&f.path) == path);
    let text = ludoclasse::data::read_file(path).map_err(|e| Failure::input(texts.describe(&e)))?;
    let (_, mut errors) = ludoclasse::i18n::read_ftl(&path.display().to_string(), &text);
    if let Some(lang) = lang.filter(|_| !lessons.is_empty() && beside) {
        // Its own problems, and the messages the lessons beside it miss in it.
        let mut report = check::check_sources_as(&lessons, &ftl, true);
        let this = |e: &ludoclasse::data::DataError| std::path::Path::new(&e.path) == path;
        report.errors.retain(|e| this(e) || missing_in(e, lang));
        if !report.errors.iter().any(this) {
            report.errors.splice(0..0, errors);
        }
        report.errors.sort_by_key(|e| !this(e));
        return Ok(report);
    }
    // `fr.ftl.txt` (an editor's added ending): its words are checked, and its name said.
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if let Some(right) = name.strip_suffix(".txt").filter(|n| n.ends_with(".ftl")) {
        let words = ludoclasse::data::Words::new("data-misnamed")
            .with("name", name)
            .with("right", right)
            .with("why", "txt");
        errors.push(ludoclasse::data::DataError::misplaced(
            path.display().to_string(),
            words,
        ));
    }
    Ok(check::Report {
        lessons: 0,
        errors,
        warnings: Vec::new(),
    })
}

/// A teacher's file read as the loaders take it, named as it was given.
fn teachers_file(
    path: &std::path::Path,
) -> Result<ludoclasse::data::DataFile, ludoclasse::data::DataError> {
    ludoclasse::data::read_file(path).map(|text| ludoclasse::data::DataFile {
        path: path.display().to_string(),
        text,
        overridden: true,
    })
}

/// Checks a file the app keeps as the app reads it: its problem, and what the app will do with it.
fn check_kept(path: &std::path::Path) -> CliResult {
    let texts = super::texts();
    let text = ludoclasse::app::store::read_kept_file(path)
        .map_err(|e| Failure::input(texts.describe(&e)))?;
    match ludoclasse::app::store::kept_file_problems(path, &text) {
        Some(errors) if !errors.is_empty() => {
            say_problems(&errors);
            Err(Failure {
                // (The settings are read line by line: a line the app does not understand is
                // left aside, the others are used.)
                // (A list of children with a name given twice or a lesson id written another
                // way is read, as the line above says: only a file set aside is not.)
                message: texts.tr(
                    "cli-check-kept-failed",
                    &[(
                        "settings",
                        if path.file_name().and_then(|n| n.to_str()) == Some("settings.toml") {
                            "yes"
                        } else if errors.iter().any(|e| e.words.id == "data-kept-broken") {
                            "no"
                        } else {
                            "read"
                        }
                        .into(),
                    )],
                ),
                status: 1,
            })
        }
        Some(_) => {
            super::say(&texts.tr(
                "cli-check-kit-done",
                &[("path", path.display().to_string().into())],
            ));
            Ok(())
        }
        // (A save of no game: `saves/notes.json`.)
        None => Err(Failure::input(texts.tr(
            "cli-check-no-lesson",
            &[("path", path.display().to_string().into())],
        ))),
    }
}

/// Checks a printable kit's file as `print` reads it.
fn check_kit(game: ludoclasse::core::GameId, path: &std::path::Path) -> CliResult {
    let texts = super::texts();
    let file = teachers_file(path).map_err(|e| Failure::input(texts.describe(&e)))?;
    let boards = ludoclasse::boards::Boards::shared();
    // A kit the app does not read under its name (`Espion.toml`): said after its own mistakes.
    let placed = misplaced(path);
    match ludoclasse::print::spec::KitSpec::parse_for(game, &file, boards) {
        Ok(_) if placed.is_empty() => {
            super::say(&texts.tr(
                "cli-check-kit-done",
                &[("path", path.display().to_string().into())],
            ));
            Ok(())
        }
        read => {
            let mut said: Vec<_> = read.err().into_iter().collect();
            said.extend(placed);
            say_problems(&said);
            Err(Failure {
                message: texts.tr("cli-check-kit-failed", &[]),
                status: 1,
            })
        }
    }
}

fn run_check(path: Option<PathBuf>) -> CliResult {
    let texts = super::texts();
    // What the path is, looked at once (a board or kit under another name is told by reading it).
    let report = match path.map(|p| (other(&p), p)) {
        None => {
            let mut report = check::check_shipped();
            if let Some(root) = ludoclasse::data::override_dir() {
                folder_extras(&root, &mut report);
            }
            report
        }
        Some((Some(Other::Kit(game, path)), _)) => return check_kit(game, &path),
        Some((Some(Other::DataFolder { root, file }), _)) => {
            check_data_folder(&root, file.as_deref())
        }
        Some((Some(Other::Texts(path)), _)) => {
            // (Its own mistakes first, so that it reads once it is moved.)
            let mut report = check_texts(&path)?;
            report.errors.extend(misplaced(&path));
            report
        }
        Some((Some(Other::Kept(path)), _)) => return check_kept(&path),
        Some((Some(Other::Board(game, path)), _)) => {
            let file = teachers_file(&path).map_err(|e| Failure::input(texts.describe(&e)))?;
            check::Report {
                lessons: 0,
                errors: ludoclasse::boards::problems(game, &file)
                    .into_iter()
                    .chain(misplaced(&path))
                    .collect(),
                warnings: Vec::new(),
            }
        }
        Some((None, p)) => {
            // A game's rule list: read, then the lessons of its folder are checked against it.
            let (p, rules) = if p.is_file() && load::is_rules_file(&p.to_string_lossy()) {
                let count = check_rules(&p)?;
                let folder = match p.parent() {
                    Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
                    _ => PathBuf::from("."),
                };
                (folder, Some((p, count)))
            } else {
                (p, None)
            };
            // A lesson of the teacher's data folder, checked by its path: as the app reads it, with
            // what it makes of the others (a number another file has too).
            let whole = p.canonicalize().unwrap_or_else(|_| p.clone());
            let root = whole
                .parent()
                .filter(|d| {
                    let under_lessons =
                        d.parent().and_then(|l| l.file_name()) == Some("lessons".as_ref());
                    p.is_file() && under_lessons
                })
                .and_then(|d| d.parent()?.parent())
                .filter(|root| {
                    ludoclasse::data::override_dir().is_some_and(|d| {
                        d.canonicalize()
                            .ok()
                            .is_some_and(|d| root.canonicalize().ok() == Some(d))
                    })
                });
            if let Some(root) = root.filter(|_| rules.is_none()) {
                let report = check_data_folder(root, Some(&p));
                return finish(report);
            }
            let (lessons, ftl) =
                load::from_path(&p).map_err(|e| Failure::input(texts.describe(&e)))?;
            // A rule list in a game's folder of `lessons/`: the root of its data folder.
            let list_root = rules.as_ref().and_then(|(list, _)| {
                let list = list.canonicalize().unwrap_or_else(|_| list.clone());
                list.parent()
                    .filter(|d| game_folder(d))
                    .and_then(|d| d.parent()?.parent())
                    .map(std::path::Path::to_path_buf)
            });
            // (The app's own data folder: the lessons beside the list are those the app reads with
            // it, shipped ones included; one that does not read hides none of the list's problems.)
            let in_app_folder = list_root.as_deref().is_some_and(is_data_folder);
            if lessons.is_empty() || in_app_folder {
                let Some((list, count)) = rules else {
                    return Err(Failure::input(texts.tr(
                        "cli-check-no-lesson",
                        &[("path", p.display().to_string().into())],
                    )));
                };
                // A copy in a teacher's `lessons/<game>/`: the shipped lessons are checked with it,
                // and what it breaks in them is said (below) at its lines.
                match list_root
                    .map(|root| check_data_folder(&root, Some(&list)))
                    .filter(|r| !r.errors.is_empty())
                {
                    Some(report) => report,
                    None => {
                        super::say(&texts.tr(
                            "cli-check-rules-done",
                            &[
                                ("path", list.display().to_string().into()),
                                ("count", count.into()),
                            ],
                        ));
                        return Ok(());
                    }
                }
            } else {
                let mut report = check::check_sources_as(&lessons, &ftl, p.is_dir());
                // A lesson checked by its path: its own problems first, then those of the texts
                // beside it.
                if p.is_file() {
                    report
                        .errors
                        .sort_by_key(|e| std::path::Path::new(&e.path) != p.as_path());
                }
                report
            }
        }
    };
    finish(report)
}

/// A file of the data folder that the app does not read where it lies (`assets/locale/fr/app.ftl`):
/// said by its own check too, where the teacher looks first.
fn misplaced(path: &std::path::Path) -> Vec<ludoclasse::data::DataError> {
    let whole = path.canonicalize().ok();
    load::passed_over()
        .into_iter()
        .filter(|e| {
            std::path::Path::new(&e.path).canonicalize().ok().is_some()
                && std::path::Path::new(&e.path).canonicalize().ok() == whole
        })
        .collect()
}

/// Says the warnings and problems of `report`, then how many lessons were checked.
fn finish(mut report: check::Report) -> CliResult {
    let texts = super::texts();
    ludoclasse::data::one_said_per_hidden_character(&mut report.errors);
    // The problems first: they are what stops a lesson.
    say_problems(&report.errors);
    {
        // Standard error may be closed: a problem that cannot be said is no reason to panic.
        use std::io::Write;
        let mut stderr = std::io::stderr().lock();
        for w in &report.warnings {
            let what = texts.describe(w);
            let line = texts.tr("cli-check-warning", &[("what", what.into())]);
            let _ = writeln!(stderr, "ludoclasse: {line}");
        }
    }
    if report.errors.is_empty() {
        super::say(&texts.tr("cli-check-done", &[("count", report.lessons.into())]));
        Ok(())
    } else {
        Err(Failure {
            message: texts.tr(
                "cli-check-failed",
                &[
                    ("problems", report.errors.len().into()),
                    ("count", report.lessons.into()),
                ],
            ),
            status: 1,
        })
    }
}

fn run_show(path: PathBuf, lang: Option<Lang>) -> CliResult {
    let (shown, text) = if path.is_file() {
        let text = ludoclasse::data::read_file(&path)
            .map_err(|e| Failure::input(super::texts().describe(&e)))?;
        (path.display().to_string(), text)
    } else {
        // A shipped lesson by its id, e.g. `espion-l02`.
        let wanted = path.display().to_string();
        load::shipped()
            .into_iter()
            .find(|s| load::parse(&s.path, &s.text).is_ok_and(|l| l.id == wanted))
            .map(|s| (s.path, s.text))
            .ok_or_else(|| {
                Failure::input(
                    super::texts().tr("cli-show-no-lesson", &[("name", wanted.clone().into())]),
                )
            })?
    };
    let lesson = load::parse(&shown, &text).map_err(Failure::from)?;
    // The command's `--lang`, else the command line's (`ludoclasse --lang en lesson show …`).
    let lang = lang.unwrap_or_else(|| super::texts().lang());
    let texts = Texts::load(lang).map_err(Failure::from)?;
    println!("# {}", texts.get(&lesson.title));
    let mut runner = runner::Runner::new(
        lesson,
        &ludoclasse::boards::Boards::load(),
        Box::new(runner::FirstMove),
    )
    .map_err(|e| {
        // The checker names the mistake's line; the runner knows only that the lesson cannot open.
        if path.is_file()
            && let Ok((lessons, ftl)) = load::from_path(&path)
            && let Some(first) = check::check_sources(&lessons, &ftl).errors.first()
        {
            return Failure::input(super::texts().describe(first));
        }
        Failure::input(super::texts().tr(
            "cli-show-cannot-open",
            &[
                ("path", shown.clone().into()),
                ("what", super::position_failure(&e).into()),
            ],
        ))
    })?;
    let mut last = usize::MAX;
    loop {
        if runner.step_index() != last {
            last = runner.step_index();
            let kind = runner.current().map_or("end", |s| s.kind.name());
            let said = runner.text().map(|m| texts.format(&m)).unwrap_or_default();
            println!("{:>2} {kind:<8} {said}", last + 1);
            if let runner::Expecting::Choice(choices) = runner.expecting() {
                let list: Vec<String> = choices.iter().map(|m| texts.format(m)).collect();
                println!("            [{}]", list.join(" | "));
            }
        }
        if runner.is_finished() || !runner.play_scripted() {
            break;
        }
        // What the step's input did, under the step (before the next one is named).
        for event in runner.take_events() {
            println!("            {}", texts.format(&event_words(&event)));
        }
        if let runner::Feedback::Right(m) | runner::Feedback::Info(m) = runner.feedback() {
            println!("            → {}", texts.format(m));
        }
    }
    if !runner.is_finished() {
        return Err(Failure {
            message: super::texts().tr(
                "cli-show-stops",
                &[
                    ("path", shown.into()),
                    ("step", (runner.step_index() as i64 + 1).into()),
                ],
            ),
            status: 1,
        });
    }
    Ok(())
}

/// One event of the lesson runner in words, for `lesson show`.
fn event_words(event: &runner::Event) -> ludoclasse::i18n::Message {
    use ludoclasse::core::game::Side;
    use ludoclasse::i18n::Message;
    let side = |s: &Side| match s {
        Side::White => "white",
        Side::Black => "black",
    };
    match event {
        runner::Event::Moved {
            side: s,
            from,
            to,
            capture,
        } => Message::new(if *capture {
            "lesson-show-captured"
        } else {
            "lesson-show-moved"
        })
        .with("side", side(s))
        .with("from", from.to_string())
        .with("to", to.to_string()),
        runner::Event::Passed(s) => Message::new("lesson-show-passed").with("side", side(s)),
        runner::Event::TakenBack { from, to } => Message::new("lesson-show-taken-back")
            .with("from", from.to_string())
            .with("to", to.to_string()),
        runner::Event::Cards(actions) => {
            Message::new("lesson-show-cards").with("count", actions.len() as i64)
        }
        runner::Event::Threw(step) => Message::new("lesson-show-threw")
            .with("die", i64::from(step.die))
            .with("to", i64::from(step.to)),
        runner::Event::PlayReset => Message::new("lesson-show-reset"),
    }
}
