//! Finding lesson files: the shipped ones (teachers' copies win), or those under a path.

use std::path::Path;

use crate::data::{self, DataError};

/// A game's rule list (`lessons/<game>/rules.toml`), not a lesson.
pub fn is_rules_file(path: &str) -> bool {
    Path::new(path)
        .file_name()
        .is_some_and(|n| n == "rules.toml")
}

/// A lesson file's path (as shown to the user) and text.
#[derive(Clone, Debug)]
pub struct Source {
    pub path: String,
    pub text: String,
}

/// The lesson files shipped in the binary (teachers' copies win), and the lessons a teacher added to the
/// data folder's `lessons/<game>/`, sorted by their path under `lessons/`.
pub fn shipped() -> Vec<Source> {
    let shipped = data::shipped_files("lessons");
    let mut found: Vec<(String, Source)> = shipped
        .iter()
        .filter(|(p, _)| p.ends_with(".toml") && !is_rules_file(p))
        .map(|(p, shipped)| {
            let source = match data::load(p) {
                Ok(f) => Source {
                    path: f.path,
                    text: f.text,
                },
                Err(_) => Source {
                    path: p.clone(),
                    text: shipped.to_string(),
                },
            };
            (p.clone(), source)
        })
        .collect();
    for (relative, source) in added() {
        if !shipped.iter().any(|(p, _)| *p == relative) {
            found.push((relative, source));
        }
    }
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found.into_iter().map(|(_, s)| s).collect()
}

/// The lesson files in the teacher's data folder (`lessons/<game>/*.toml`, rule lists aside), with their
/// path under `lessons/`. A file that cannot be read is kept with an empty text: the checker then says
/// what is missing in it rather than leaving it out in silence.
fn added() -> Vec<(String, Source)> {
    let Some(dir) = data::override_dir() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for game in crate::core::GameId::ALL {
        let folder = dir.join("lessons").join(game.id());
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let p = entry.path();
            let Some(name) = p.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            if !p.is_file()
                || !name.ends_with(".toml")
                || is_rules_file(name)
                || data::hidden_name(&entry.file_name())
            {
                continue;
            }
            let text = data::read_file(&p).unwrap_or_default();
            let source = Source {
                path: p.display().to_string(),
                text,
            };
            out.push((format!("lessons/{}/{name}", game.id()), source));
        }
    }
    out
}

/// Files of the teacher's data folder that the app would pass over in silence: a lesson or text file
/// whose name does not end as it must (`07-hunt.toml.txt`, as some editors save it; `07-hunt.TOML`), a
/// lessons folder named after no game (`lessons/Espion`).
pub fn passed_over() -> Vec<DataError> {
    let Some(dir) = data::override_dir() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let lessons = dir.join("lessons");
    let games: Vec<&str> = crate::core::GameId::ALL.iter().map(|g| g.id()).collect();
    let mut folders: Vec<std::path::PathBuf> = Vec::new();
    let visible = |entry: &std::fs::DirEntry| !data::hidden_name(&entry.file_name());
    for entry in std::fs::read_dir(&lessons)
        .into_iter()
        .flatten()
        .flatten()
        .filter(visible)
    {
        let p = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if !p.is_dir() {
            // A lesson or its texts saved in `lessons/` itself, outside its game's folder: not read.
            let lower = name.to_lowercase();
            let lower = lower.strip_suffix(".txt").unwrap_or(&lower);
            let what = if lower.ends_with(".toml") {
                "lesson"
            } else if lower.ends_with(".ftl") {
                "texts"
            } else {
                continue;
            };
            let game = std::fs::read_to_string(&p)
                .ok()
                .and_then(|t| {
                    t.lines().find_map(|l| {
                        let (key, value) = l.split_once('=')?;
                        (key.trim() == "game").then(|| value.trim().trim_matches('"').to_string())
                    })
                })
                .filter(|g| games.contains(&g.as_str()));
            let words = data::Words::new("data-outside-game-folder")
                .with("name", name.as_str())
                .with("what", what)
                .with("game", game.as_deref().unwrap_or("none"));
            out.push(DataError::misplaced(p.display().to_string(), words));
            continue;
        }
        if games.contains(&name.as_str()) {
            folders.push(p);
        } else {
            let words = data::Words::new("data-folder-of-no-game")
                .with("name", name.as_str())
                .with("games", games.join(", "));
            out.push(DataError::file(p.display().to_string(), words));
        }
    }
    // A text file of a game's lessons that is not `fr.ftl` or `en.ftl` (`francais.ftl`, `FR.ftl`).
    for folder in &folders {
        for entry in std::fs::read_dir(folder)
            .into_iter()
            .flatten()
            .flatten()
            .filter(visible)
        {
            let name = entry.file_name().to_string_lossy().to_string();
            let Some(stem) = name.strip_suffix(".ftl") else {
                continue;
            };
            if stem == "fr" || stem == "en" {
                continue;
            }
            let lower = stem.to_lowercase();
            let right = if lower.starts_with("fr") {
                "fr.ftl"
            } else if lower.starts_with("en") || lower.starts_with("an") {
                "en.ftl"
            } else {
                "none"
            };
            let words = data::Words::new("data-ftl-not-read")
                .with("name", name.as_str())
                .with("right", right);
            out.push(DataError::misplaced(
                entry.path().display().to_string(),
                words,
            ));
        }
    }
    // An interface text file under a name the app does not know (`App.ftl`, `app (copie).ftl`).
    for lang in crate::i18n::Lang::ALL {
        let sub = format!("assets/locales/{}", lang.code());
        let names: Vec<String> = data::shipped_files(&sub)
            .into_iter()
            .filter_map(|(p, _)| Some(p.rsplit('/').next()?.to_string()))
            .collect();
        for entry in std::fs::read_dir(dir.join(&sub))
            .into_iter()
            .flatten()
            .flatten()
            .filter(visible)
        {
            let name = entry.file_name().to_string_lossy().to_string();
            let Some(stem) = name.strip_suffix(".ftl") else {
                continue;
            };
            // (Windows finds `App.ftl` as `app.ftl`.)
            if names.contains(&name) || (cfg!(windows) && names.contains(&name.to_lowercase())) {
                continue;
            }
            // The shipped name it was copied from: the same letters, or its start.
            let plain: String = stem
                .to_lowercase()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            let right = names
                .iter()
                .find(|n| n.strip_suffix(".ftl") == Some(plain.as_str()))
                .map_or("none", String::as_str);
            let words = data::Words::new("data-interface-ftl-not-read")
                .with("name", name.as_str())
                .with("right", right);
            out.push(DataError::misplaced(
                entry.path().display().to_string(),
                words,
            ));
        }
    }
    for sub in ["assets/boards", "assets/locales/fr", "assets/locales/en"] {
        folders.push(dir.join(sub));
    }
    for folder in folders {
        for entry in std::fs::read_dir(&folder)
            .into_iter()
            .flatten()
            .flatten()
            .filter(visible)
        {
            let name = entry.file_name().to_string_lossy().to_string();
            let lower = name.to_lowercase();
            let lower = lower.strip_suffix(".txt").unwrap_or(&lower);
            let Some(ext) = [".toml", ".ftl"].into_iter().find(|e| lower.ends_with(e)) else {
                continue;
            };
            // (Windows finds `espion.TOML` as `espion.toml`: there, only an added `.txt` hides a file.)
            let txt = name.len() != lower.len();
            if name.ends_with(ext) || (cfg!(windows) && !txt) {
                continue;
            }
            // The name before its ending, as written (its ending is ASCII: `.toml`, `.ftl`, `.txt`).
            let cut = name.len() - ext.len() - if txt { 4 } else { 0 };
            let Some(stem) = name.get(..cut) else {
                continue;
            };
            // (`03-Target-Line.TOML`: the shipped file it copies, named as shipped, when there is one.)
            let shipped = folder.strip_prefix(&dir).ok().and_then(|sub| {
                let relative = format!("{}/{}{ext}", sub.display(), stem.to_lowercase());
                data::shipped(&relative).map(|_| format!("{}{ext}", stem.to_lowercase()))
            });
            let right = shipped.unwrap_or_else(|| format!("{stem}{ext}"));
            let words = data::Words::new("data-misnamed")
                .with("name", name.as_str())
                .with("right", right)
                .with("why", if txt { "txt" } else { "case" });
            out.push(DataError::misplaced(
                entry.path().display().to_string(),
                words,
            ));
        }
    }
    out.extend(stray_files(&dir));
    out
}

/// Lessons, boards, kits and text files saved in a place of the data folder the app never looks at
/// (`boards/espion.toml`, `assets/board/`, `assets/boards/Espion.toml`, `lessons/espion/drafts/`,
/// `lecons/espion/`, `assets/locales/fr-FR/`), each with the place it goes. (The places next to the
/// right ones, like `lessons/07-x.toml`, are said above.)
fn stray_files(dir: &Path) -> Vec<DataError> {
    use crate::core::GameId;
    let game_named = |name: &str| {
        let name = name.to_lowercase();
        GameId::ALL
            .iter()
            .copied()
            .find(|g| name == g.id() || name.replace('_', "-") == g.id())
    };
    let mut files = Vec::new();
    let mut out = Vec::new();
    let mut stack = vec![(dir.to_path_buf(), 0)];
    while let Some((folder, depth)) = stack.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let p = entry.path();
            if data::hidden_name(&entry.file_name()) {
                continue;
            }
            // A folder named as a file the app reads (`assets/boards/espion.toml/`): the app finds
            // no copy there and uses its own file.
            let relative = p
                .strip_prefix(dir)
                .map(|r| r.to_string_lossy().replace('\\', "/"))
                .unwrap_or_default();
            if p.is_dir() && data::shipped(&relative).is_some() {
                let words = data::Words::new("data-folder-named-as-file").with("name", &relative);
                out.push(DataError::file(p.display().to_string(), words));
                continue;
            }
            if p.is_dir() && depth < 4 {
                stack.push((p, depth + 1));
            } else if p.extension().is_some_and(|e| e == "toml" || e == "ftl") {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        let Ok(rel) = p.strip_prefix(dir) else {
            continue;
        };
        let parts: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        let name = parts.last().copied().unwrap_or("");
        // Read where they are, or said above.
        let judged = match parts.as_slice() {
            ["settings.toml"] | ["saves", ..] => true,
            ["lessons", _] | ["lessons", _, _] => true,
            ["lessons", folder, ..] => game_named(folder).is_none_or(|g| g.id() != *folder),
            ["assets", "boards", file] => game_named(file.trim_end_matches(".toml"))
                .is_none_or(|g| format!("{}.toml", g.id()) == *file),
            ["assets", "locales", "fr" | "en", _] => true,
            // (`printables/Espion.toml`: the kit is read under its game's name, in lower case.)
            ["printables", file] => game_named(file.trim_end_matches(".toml"))
                .is_none_or(|g| format!("{}.toml", g.id()) == *file),
            _ => false,
        };
        if judged {
            continue;
        }
        let text = data::read_file(&p).unwrap_or_default();
        let key = |k: &str| {
            text.lines().find_map(|l| {
                let (key, value) = l.split_once('=')?;
                (key.trim() == k).then(|| value.trim().trim_matches('"').to_string())
            })
        };
        let game_in_path = parts
            .iter()
            .find_map(|part| game_named(part.trim_end_matches(".toml").trim_end_matches(".ftl")));
        let (what, right) = if name.ends_with(".ftl") {
            let lesson_game = text.lines().find_map(|l| {
                let id = l.split_once('=')?.0.trim();
                GameId::ALL
                    .iter()
                    .copied()
                    .find(|g| id.starts_with(&format!("{}-l", g.id())))
            });
            let lang = if parts
                .iter()
                .any(|p| p.starts_with("en") || p.starts_with("an"))
            {
                "en"
            } else {
                "fr"
            };
            match lesson_game {
                Some(g) => ("texts", format!("lessons/{}/{lang}.ftl", g.id())),
                None => ("texts", format!("assets/locales/{lang}/{name}")),
            }
        } else if text.contains("[[step") || key("game").is_some() {
            let game = key("game")
                .and_then(|g| game_named(&g))
                .or(game_in_path)
                .map_or("espion".to_string(), |g| g.id().to_string());
            ("lesson", format!("lessons/{game}/{name}"))
        } else if key("sheets").is_some() {
            let Some(game) = game_in_path else {
                continue;
            };
            ("kit", format!("printables/{}.toml", game.id()))
        } else {
            let Some(game) = game_in_path else {
                continue;
            };
            ("board", format!("assets/boards/{}.toml", game.id()))
        };
        let words = data::Words::new("data-file-not-read-here")
            .with("what", what)
            .with("right", right);
        out.push(DataError::misplaced(p.display().to_string(), words));
    }
    out
}

/// The lesson files under `path` (a file, or a folder walked recursively), sorted, and the Fluent files
/// beside them.
///
/// # Errors
/// A path that cannot be read.
pub fn from_path(path: &Path) -> Result<(Vec<Source>, Vec<Source>), DataError> {
    let mut lessons = Vec::new();
    let mut ftl = Vec::new();
    // Bytes that are not UTF-8 are kept (as U+FFFD) for the loaders to report at their place.
    let read = |p: &Path| -> Result<Source, DataError> {
        data::read_file(p).map(|text| Source {
            path: p.display().to_string(),
            text,
        })
    };
    if path.is_file() {
        lessons.push(read(path)?);
        if let Some(dir) = path.parent() {
            for lang in crate::i18n::Lang::ALL {
                let f = dir.join(format!("{}.ftl", lang.code()));
                if f.is_file() {
                    ftl.push(read(&f)?);
                }
            }
        }
        return Ok((lessons, ftl));
    }
    let mut stack = vec![path.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|e| {
            DataError::file(
                dir.display().to_string(),
                data::Words::new("data-unreadable").with_words("reason", data::io_words(&e)),
            )
        })?;
        for entry in entries.flatten() {
            if data::hidden_name(&entry.file_name()) {
                continue;
            }
            let p = entry.path();
            // A data folder's boards, printable kits and interface texts are not lessons.
            let not_lessons = ["boards", "printables", "locales"];
            if p.is_dir() {
                if !p
                    .file_name()
                    .is_some_and(|n| not_lessons.iter().any(|d| n == *d))
                {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|e| e == "toml")
                && !is_rules_file(&p.to_string_lossy())
            {
                lessons.push(read(&p)?);
            } else if p.extension().is_some_and(|e| e == "ftl") {
                ftl.push(read(&p)?);
            }
        }
    }
    lessons.sort_by(|a, b| a.path.cmp(&b.path));
    ftl.sort_by(|a, b| a.path.cmp(&b.path));
    Ok((lessons, ftl))
}
