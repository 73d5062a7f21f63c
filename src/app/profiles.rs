//! Children's profiles: a name to tap (no password), and each child's stars lesson by lesson. A teacher
//! adds and removes names; the last child chosen stays chosen for the next lesson.
//!
//! Everything is one file, `profiles.json`, in the app's data folder, written through
//! [`Store::write`](super::store::Store::write): the new text goes to `profiles.json.tmp`, is flushed to
//! the disk, then renamed over the old file (and the folder is flushed too). A crash or a power cut
//! during a save therefore leaves either the old file or the new one, never half of one; a stray
//! `profiles.json.tmp` left by a crash is ignored and overwritten by the next save.
//!
//! ```
//! use ludoclasse::app::profiles::Profiles;
//! let mut p = Profiles::default();
//! p.add("Léa").unwrap();
//! p.record("Léa", "espion-l01", 2);
//! p.record("Léa", "espion-l01", 1);
//! assert_eq!(p.stars("Léa", "espion-l01"), Some(2));
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::store::{Store, StoreError, StoreErrorKind};

/// One lesson's record for one child.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonRecord {
    /// The best number of stars (1–3).
    pub stars: u8,
    /// How many times the lesson was finished.
    pub finished: u32,
}

/// One child.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    pub name: String,
    /// Lesson id (`espion-l01`) → record.
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonRecord>,
}

/// Why a name cannot be added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    Taken,
    /// The class list is full.
    TooMany,
}

impl NameError {
    /// The message id that explains it.
    pub fn message_id(self) -> &'static str {
        match self {
            NameError::Empty => "player-name-empty",
            NameError::TooLong => "player-name-too-long",
            NameError::Taken => "player-name-taken",
            NameError::TooMany => "player-name-too-many",
        }
    }
}

/// Every child of the class and who is playing now. A name the app does not write (`"enfants"` typed
/// for `"children"`) is refused: read as an empty class, the stars would be lost at the next save.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Profiles {
    pub children: Vec<Profile>,
    /// The name of the child playing now (`None`: nobody chosen, progress is not kept).
    pub current: Option<String>,
}

impl Profiles {
    pub const FILE: &'static str = "profiles.json";
    /// Characters in a name (a first name, perhaps with an initial).
    pub const MAX_NAME: usize = 24;
    /// Names on the list (a class and a half).
    pub const MAX_CHILDREN: usize = 40;

    /// The last good copy of [`Profiles::FILE`], written after each save.
    pub const BACKUP: &'static str = "profiles.json.good";

    /// Reads the profiles; a missing file is an empty class. A corrupt one is set aside, and the last
    /// good copy is put back (reported as [`StoreErrorKind::Restored`]); with no good copy the class
    /// starts empty (reported as corrupt).
    pub fn load(store: &Store) -> (Profiles, Option<StoreError>) {
        let e = match store.load_json::<Profiles>(Profiles::FILE) {
            Ok(p) => return (p.unwrap_or_default().clamped(), None),
            Err(e) => e,
        };
        let Ok(Some(good)) = store.load_json::<Profiles>(Profiles::BACKUP) else {
            return (Profiles::default(), Some(e));
        };
        let good = good.clamped();
        let StoreErrorKind::Corrupt { reason, set_aside } = &e.kind else {
            // Not read, or not set aside (a folder nobody may write in): the good copy is used today,
            // and the problem said.
            return (good, Some(e));
        };
        // Put the good copy back in place, so the next start reads it directly.
        let _ = store.save_json(Profiles::FILE, &good);
        let restored = StoreError {
            path: e.path.clone(),
            kind: StoreErrorKind::Restored {
                reason: reason.clone(),
                set_aside: set_aside.clone(),
                from: Profiles::BACKUP.to_string(),
            },
        };
        (good, Some(restored))
    }

    /// Stars brought back into 1..=3 (a hand-edited file may hold anything), and nobody chosen when the
    /// child playing is no child of the list (`"Lea"` typed for `"Léa"`): the list then asks who plays,
    /// rather than saying a name whose stars would be kept nowhere.
    fn clamped(mut self) -> Profiles {
        for child in &mut self.children {
            for record in child.lessons.values_mut() {
                record.stars = record.stars.clamp(1, 3);
            }
        }
        if self.unknown_current().is_some() {
            self.current = None;
        }
        // A name given twice (a line copied by hand): the second child gets a name of its own, so
        // that neither child's stars are mixed with the other's or lost.
        while let (Some(i), Some((_, renamed))) = (self.second_of_twice(), self.twice()) {
            self.children[i].name = renamed;
        }
        self
    }

    /// The first name given to two children, and the name the app gives the second one (`Léa 2`,
    /// or `Léa 3` when `Léa 2` is taken).
    pub fn twice(&self) -> Option<(&str, String)> {
        let name = self.children[self.second_of_twice()?].name.as_str();
        let taken = |r: &str| self.children.iter().any(|c| c.name == r);
        let base: String = name.chars().take(Profiles::MAX_NAME - 3).collect();
        let renamed = (2..).map(|n| format!("{base} {n}")).find(|r| !taken(r))?;
        Some((name, renamed))
    }

    /// Where the second child of the first name given twice is on the list.
    fn second_of_twice(&self) -> Option<usize> {
        (0..self.children.len()).find(|&i| {
            self.children[..i]
                .iter()
                .any(|c| c.name == self.children[i].name)
        })
    }

    /// The name of the child playing, when no child of the list has it.
    pub fn unknown_current(&self) -> Option<&str> {
        self.current
            .as_deref()
            .filter(|name| !self.children.iter().any(|c| c.name == *name))
    }

    /// Writes the profiles atomically, then the same text as the good copy ([`Profiles::BACKUP`]).
    ///
    /// # Errors
    /// The file cannot be written (the previous file is then untouched): [`StoreErrorKind::Write`].
    /// The file was written but its good copy was not (the older good copy stays):
    /// [`StoreErrorKind::SpareWrite`], naming the file, which *is* saved.
    pub fn save(&self, store: &Store) -> Result<(), StoreError> {
        store.save_json(Profiles::FILE, self)?;
        store.save_json(Profiles::BACKUP, self).map_err(|e| {
            let (StoreErrorKind::Write(why) | StoreErrorKind::FirstWrite(why)) = e.kind else {
                return e;
            };
            let saved = store.root().map_or_else(
                || Profiles::FILE.to_string(),
                |root| root.join(Profiles::FILE).display().to_string(),
            );
            StoreError {
                path: saved,
                kind: StoreErrorKind::SpareWrite {
                    spare: e.path,
                    why: Box::new(why),
                },
            }
        })
    }

    pub fn get(&self, name: &str) -> Option<&Profile> {
        self.children.iter().find(|c| c.name == name)
    }

    /// Adds a child (names are trimmed; two children cannot share a name).
    ///
    /// # Errors
    /// An empty, too long or taken name, or a full list.
    pub fn add(&mut self, name: &str) -> Result<(), NameError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(NameError::Empty);
        }
        if name.chars().count() > Profiles::MAX_NAME {
            return Err(NameError::TooLong);
        }
        if self
            .children
            .iter()
            .any(|c| c.name.to_lowercase() == name.to_lowercase())
        {
            return Err(NameError::Taken);
        }
        if self.children.len() >= Profiles::MAX_CHILDREN {
            return Err(NameError::TooMany);
        }
        self.children.push(Profile {
            name: name.to_string(),
            lessons: BTreeMap::new(),
        });
        self.children.sort_by_key(|c| c.name.to_lowercase());
        Ok(())
    }

    /// Removes a child and their stars.
    pub fn remove(&mut self, name: &str) {
        self.children.retain(|c| c.name != name);
        if self.current.as_deref() == Some(name) {
            self.current = None;
        }
    }

    /// Notes that `name` finished `lesson` with `stars`; the best result is kept.
    pub fn record(&mut self, name: &str, lesson: &str, stars: u8) {
        if let Some(child) = self.children.iter_mut().find(|c| c.name == name) {
            let r = child.lessons.entry(lesson.to_string()).or_default();
            r.stars = r.stars.max(stars.min(3));
            r.finished += 1;
        }
    }

    /// Why the children's file could not be read, in words, when it could not (a folder in its place, no
    /// right to read it): the lesson list and the children's screen say it instead of who plays, as no
    /// star can be kept. `None` for a file that was damaged and set aside: the app then goes on with a
    /// fresh file.
    pub fn unread(texts: &crate::i18n::Texts, problem: Option<&StoreError>) -> Option<String> {
        match &problem?.kind {
            StoreErrorKind::Io(why) => {
                Some(texts.say(why).unwrap_or_else(|| crate::i18n::english(why)))
            }
            _ => None,
        }
    }

    /// The notice for a problem met by [`Profiles::load`], in plain words.
    pub fn notice(texts: &crate::i18n::Texts, e: &StoreError) -> String {
        match e.kind {
            StoreErrorKind::Restored { .. } => {
                let details = texts.say(&e.words()).unwrap_or_else(|| e.to_string());
                super::notice::with_details(&texts.get("notice-profiles-restored"), &details)
            }
            _ => e.notice(texts),
        }
    }

    /// The best stars of `name` in `lesson`.
    pub fn stars(&self, name: &str, lesson: &str) -> Option<u8> {
        self.get(name)?.lessons.get(lesson).map(|r| r.stars)
    }

    /// The current child's stars in `lesson`.
    pub fn current_stars(&self, lesson: &str) -> Option<u8> {
        self.stars(self.current.as_deref()?, lesson)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// `"current": "Lea"` for `"Léa"`: nobody is chosen (the list asks who plays), rather than a name
    /// whose stars would be kept nowhere.
    #[test]
    fn a_child_playing_who_is_not_on_the_list_is_nobody() {
        let (store, dir) = temp_store("current");
        let text = "{\"children\": [{\"name\": \"Léa\"}], \"current\": \"Lea\"}";
        store.write(Profiles::FILE, text).unwrap();
        let (profiles, problem) = Profiles::load(&store);
        assert!(problem.is_none());
        assert_eq!(profiles.current, None);
        assert_eq!(profiles.children.len(), 1);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A name copied twice by hand: both children kept, the second renamed, each with their stars; the
    /// check says it at the second name, and says stars out of 1 to 3.
    #[test]
    fn a_name_given_twice_keeps_both_children() {
        let (store, dir) = temp_store("twice");
        let text = "{\"children\": [\
            {\"name\": \"Léa\", \"lessons\": {\"espion-l01\": {\"stars\": 3, \"finished\": 1}}},\
            {\"name\": \"Léa 2\"},\
            {\"name\": \"Léa\", \"lessons\": {\"espion-l02\": {\"stars\": 1, \"finished\": 1}}}]}";
        store.write(Profiles::FILE, text).unwrap();
        let (profiles, problem) = Profiles::load(&store);
        assert!(problem.is_none());
        let names: Vec<&str> = profiles.children.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["Léa", "Léa 2", "Léa 3"]);
        assert!(profiles.children[2].lessons.contains_key("espion-l02"));
        let path = dir.join(Profiles::FILE);
        let said = crate::app::store::kept_file_problem(&path, text)
            .unwrap()
            .unwrap();
        assert_eq!(said.words.id, "json-name-twice");
        let second = text.rfind("\"Léa\"").unwrap();
        assert_eq!(
            (said.line, said.column),
            (1, text[..second].chars().count() + 2)
        );
        let five = text
            .replace("\"stars\": 1", "\"stars\": 5")
            .replace("{\"name\": \"Léa 2\"},", "");
        let five = five.replacen("\"name\": \"Léa\"", "\"name\": \"Tom\"", 1);
        let said = crate::app::store::kept_file_problem(&path, &five)
            .unwrap()
            .unwrap();
        assert_eq!(said.words.id, "json-stars-out-of-range");
        let _ = std::fs::remove_dir_all(dir);
    }

    fn temp_store(name: &str) -> (Store, PathBuf) {
        Store::temp(&format!("profiles-{name}"))
    }

    /// A class of one child, Léa, with `stars` in Espion's first lesson, saved in `store`.
    fn saved_lea(store: &Store, stars: u8) -> Profiles {
        let mut p = Profiles::default();
        p.add("Léa").unwrap();
        p.record("Léa", "espion-l01", stars);
        p.save(store).unwrap();
        p
    }

    #[test]
    fn names_are_checked() {
        let mut p = Profiles::default();
        assert_eq!(p.add("  "), Err(NameError::Empty));
        assert_eq!(p.add(&"x".repeat(25)), Err(NameError::TooLong));
        p.add("Zoé").unwrap();
        p.add(" Adam ").unwrap();
        assert_eq!(p.add("zoé"), Err(NameError::Taken));
        let names: Vec<&str> = p.children.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["Adam", "Zoé"]);
    }

    #[test]
    fn the_best_stars_are_kept_per_child() {
        let mut p = Profiles::default();
        p.add("Léa").unwrap();
        p.add("Tom").unwrap();
        p.record("Léa", "espion-l01", 3);
        p.record("Léa", "espion-l01", 1);
        p.record("Tom", "espion-l01", 1);
        assert_eq!(p.stars("Léa", "espion-l01"), Some(3));
        assert_eq!(p.get("Léa").unwrap().lessons["espion-l01"].finished, 2);
        assert_eq!(p.stars("Tom", "espion-l01"), Some(1));
        assert_eq!(p.stars("Tom", "espion-l02"), None);
        p.current = Some("Tom".into());
        p.remove("Tom");
        assert_eq!(p.current, None);
    }

    #[test]
    fn progress_round_trips_through_the_store() {
        let (store, dir) = temp_store("roundtrip");
        let mut p = Profiles::default();
        p.add("Léa").unwrap();
        p.current = Some("Léa".into());
        p.record("Léa", "schada-l02", 2);
        p.save(&store).unwrap();
        let (back, problem) = Profiles::load(&store);
        assert_eq!(problem, None);
        assert_eq!(back, p);
        std::fs::remove_dir_all(dir).ok();
    }

    /// A folder where the children's file should be: the file cannot be read, and the screens say why
    /// (no star can be kept) instead of "nobody is chosen"; a save fails without panicking.
    #[test]
    fn an_unreadable_file_is_said_instead_of_who_plays() {
        let (store, dir) = temp_store("unreadable");
        std::fs::create_dir_all(dir.join(Profiles::FILE)).unwrap();
        let (profiles, problem) = Profiles::load(&store);
        assert_eq!(profiles, Profiles::default());
        let texts = crate::i18n::Texts::shipped(crate::i18n::Lang::Fr);
        let why = Profiles::unread(&texts, problem.as_ref()).expect("unreadable");
        assert_eq!(why, "c’est un dossier, pas un fichier");
        assert!(profiles.save(&store).is_err());
        // A damaged file is set aside: the app goes on with a fresh one, which it can keep. (The
        // next start: nothing is waiting to be written.)
        std::fs::remove_dir_all(dir.join(Profiles::FILE)).unwrap();
        std::fs::write(dir.join(Profiles::FILE), "{ broken").unwrap();
        let (_, problem) = Profiles::load(&Store::at(Some(dir.clone())));
        assert!(problem.is_some());
        assert_eq!(Profiles::unread(&texts, problem.as_ref()), None);
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_crash_during_a_save_keeps_the_previous_progress() {
        let (store, dir) = temp_store("crash");
        let p = saved_lea(&store, 2);
        // A save cut short by a power cut: half of the new text sits in the temporary file, which was
        // never renamed over the real one.
        let mut newer = p.clone();
        newer.record("Léa", "espion-l02", 3);
        let text = serde_json::to_string(&newer).unwrap();
        std::fs::write(
            dir.join(format!("profiles.json.{}.tmp", std::process::id())),
            &text[..text.len() / 2],
        )
        .unwrap();
        let (back, problem) = Profiles::load(&store);
        assert_eq!(problem, None);
        assert_eq!(back, p, "the last complete save is read");
        // The next save goes through and replaces the stray temporary file.
        newer.save(&store).unwrap();
        assert_eq!(Profiles::load(&store).0, newer);
        assert!(
            !dir.join(format!("profiles.json.{}.tmp", std::process::id()))
                .exists()
        );
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_failed_save_leaves_the_file_as_it_was() {
        let (store, dir) = temp_store("failed");
        let p = saved_lea(&store, 1);
        // The temporary file cannot be created: a folder stands in its way.
        std::fs::create_dir_all(dir.join(format!("profiles.json.{}.tmp", std::process::id())))
            .unwrap();
        let mut newer = p.clone();
        newer.add("Tom").unwrap();
        assert!(newer.save(&store).is_err());
        // On the disk, as it was; in the app, the newer list, written once the way is clear.
        assert_eq!(Profiles::load(&Store::at(Some(dir.clone()))).0, p);
        assert_eq!(Profiles::load(&store).0, newer);
        std::fs::remove_dir_all(dir.join(format!("profiles.json.{}.tmp", std::process::id())))
            .unwrap();
        assert!(store.retry_pending().iter().all(|(_, r)| r.is_ok()));
        assert_eq!(Profiles::load(&Store::at(Some(dir.clone()))).0, newer);
        std::fs::remove_dir_all(dir).ok();
    }

    /// The file goes through but its spare copy cannot be written (a folder stands in its way): the
    /// words say it is saved, and which copy is not, never "not saved".
    #[test]
    fn a_save_whose_spare_copy_fails_says_it_is_saved() {
        let (store, dir) = temp_store("spare");
        let p = saved_lea(&store, 1);
        std::fs::remove_file(dir.join(Profiles::BACKUP)).unwrap();
        std::fs::create_dir_all(dir.join(Profiles::BACKUP).join("in-the-way")).unwrap();
        let mut newer = p.clone();
        newer.add("Tom").unwrap();
        let e = newer.save(&store).unwrap_err();
        assert!(
            matches!(&e.kind, StoreErrorKind::SpareWrite { spare, .. } if spare.ends_with(Profiles::BACKUP)),
            "{e:?}"
        );
        assert_eq!(Profiles::load(&store).0, newer, "the file itself is saved");
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Fr] {
            let texts = crate::i18n::Texts::shipped(lang);
            let (short, notice) = (e.short(&texts), e.notice(&texts));
            let plain = super::super::notice::plain(&notice).to_string();
            assert!(
                short.starts_with("Saved") || short.starts_with("Enregistré"),
                "{short}"
            );
            assert!(
                !short.contains("Not saved") && !short.contains("Non enregistré"),
                "{short}"
            );
            assert!(
                plain.contains("profiles.json.good") && plain.contains("profiles.json "),
                "{plain}"
            );
            assert!(
                !plain.contains("could not be saved") && !plain.contains("pas pu être enregistré"),
                "{plain}"
            );
        }
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_corrupt_file_is_set_aside_and_the_class_starts_empty() {
        let (store, dir) = temp_store("corrupt");
        store.write(Profiles::FILE, "{\"children\": [").unwrap();
        let (p, problem) = Profiles::load(&store);
        assert_eq!(p, Profiles::default());
        assert!(problem.is_some());
        assert!(dir.join("profiles.json.corrupt").exists());
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_truncated_file_is_restored_from_its_last_good_copy() {
        let (store, dir) = temp_store("restore");
        let p = saved_lea(&store, 3);
        let text = std::fs::read_to_string(dir.join(Profiles::FILE)).unwrap();
        std::fs::write(dir.join(Profiles::FILE), &text[..text.len() / 2]).unwrap();
        let (back, problem) = Profiles::load(&store);
        assert_eq!(back, p, "the stars come back");
        let problem = problem.expect("the damage is reported");
        assert!(matches!(problem.kind, StoreErrorKind::Restored { .. }));
        assert!(
            dir.join("profiles.json.corrupt").exists(),
            "the damaged file is kept"
        );
        assert_eq!(
            Profiles::load(&store),
            (p, None),
            "the good copy is back in place"
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
