//! A teacher's copy of a shipped file (a lesson, a board) changed in one place: the shipped file has no
//! problem, so a problem on a line the copy did not change comes from that change, and is said there.

use super::{DataError, Words};

/// Says each of `errors` of the copy at `path` that lies on a line the copy did not change, away from
/// its one small change, at that change: with what the shipped file `model_path` writes there, and the
/// problem with its line. Several such problems are one message: the first one, and the lines of the
/// others. Nothing changes for the shipped file itself, a copy of no shipped file, or a copy changed
/// in several places.
pub fn said_at_change(path: &str, text: &str, model_path: &str, errors: &mut Vec<DataError>) {
    let Some((change, moved)) = said_at(path, text, model_path, errors, false) else {
        return;
    };
    if let [first, rest @ ..] = moved.as_slice()
        && !rest.is_empty()
    {
        // Each other line once (several problems of one line are one there).
        let mut lines: Vec<usize> = rest.iter().map(|&(line, _)| line).collect();
        lines.dedup();
        lines.retain(|&l| l != first.0);
        let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
        // (Only other problems of the first one's line: it stands for them.)
        if !lines.is_empty() {
            let e = &mut errors[first.1];
            let words = Words::new("data-after-change-more")
                .with_words("said", (*e.words).clone())
                .with("change", change)
                .with("count", lines.len())
                .with("lines", lines.join(", "));
            *e.words = words;
        }
        let mut i = 0;
        errors.retain(|_| {
            i += 1;
            !rest.iter().any(|&(_, r)| r == i - 1)
        });
    }
}

/// The same for `errors` of other files that have none with the shipped file (the shipped lessons
/// that a teacher's copy of their board breaks): each is said at the copy's one change, with its file
/// and line.
pub fn others_said_at_change(path: &str, text: &str, model_path: &str, errors: &mut [DataError]) {
    said_at(path, text, model_path, errors, true);
}

/// A copy whose one change deletes lines (a text file's message line, with the choice it opened): a
/// problem said where the lines were (on the line now in their place, or the one above) comes from
/// the deletion, and says what the shipped file writes there.
pub fn said_with_deleted_lines(path: &str, text: &str, model_path: &str, errors: &mut [DataError]) {
    let Some(model) = super::shipped(model_path) else {
        return;
    };
    let Some(change) = one_change(text, model).filter(|c| c.last < c.first) else {
        return;
    };
    for e in errors.iter_mut() {
        let at_deletion = e.path == path && e.line + 1 >= change.first && e.line <= change.first;
        if !at_deletion || e.words.id == "data-after-change" {
            continue;
        }
        let words = Words::new("data-after-change")
            .with("kind", "file")
            .with("was", change.was.as_deref().unwrap_or(""))
            .with("change", change.kind())
            .with("count", change.deleted)
            .with("file", "none")
            .with("line", e.line)
            .with_words("problem", (*e.words).clone());
        *e.words = words;
    }
}

/// What the copy did at its one change, and the problems now said there, in the order of their lines:
/// each one's own line and index. `None` when the copy has no one small change.
fn said_at(
    path: &str,
    text: &str,
    model_path: &str,
    errors: &mut [DataError],
    others: bool,
) -> Option<(&'static str, Vec<(usize, usize)>)> {
    let mut moved = Vec::new();
    // (The shipped file itself has no change.)
    let model = super::shipped(model_path)?;
    let lesson = model_path.starts_with("lessons/")
        && model_path.ends_with(".toml")
        && !model_path.ends_with("/rules.toml");
    let kind = if lesson { "lesson" } else { "file" };
    let Some(change) = one_change(text, model) else {
        if others {
            copy_in_use(path, text, model, errors);
        }
        return None;
    };
    for (i, e) in errors.iter_mut().enumerate() {
        // Near the change, a problem already points at it.
        let near = e.line + 1 >= change.first && e.line <= change.last + 1;
        let said_here = if others {
            e.path != path
        } else {
            e.path == path && !near
        };
        if !said_here || e.line == 0 {
            continue;
        }
        let line = e.line;
        let file = if others { e.path.as_str() } else { "none" };
        let words = Words::new("data-after-change")
            .with("kind", kind)
            .with("was", change.was.as_deref().unwrap_or(""))
            .with("change", change.kind())
            .with("count", change.deleted)
            .with("file", file)
            .with("line", e.line)
            .with_words("problem", (*e.words).clone());
        *e = DataError::at_span(path, text, change.at..change.at, words);
        moved.push((line, i));
    }
    moved.sort_unstable();
    Some((change.kind(), moved))
}

/// A copy changed in several places: each problem of another file stays at its own line, and says
/// that the copy at `path` was used, with the lines where it differs from the shipped file.
fn copy_in_use(path: &str, text: &str, model: &str, errors: &mut [DataError]) {
    let lines = changed_lines(text, model);
    if lines.is_empty() {
        return;
    }
    let mut shown: Vec<String> = lines
        .iter()
        .take(SHOWN_LINES)
        .map(usize::to_string)
        .collect();
    if lines.len() > SHOWN_LINES {
        shown.push("…".to_string());
    }
    for e in errors.iter_mut().filter(|e| e.path != path) {
        let words = Words::new("data-copy-in-use")
            .with("file", path)
            .with("count", lines.len())
            .with("lines", shown.join(", "))
            .with_words("problem", (*e.words).clone());
        *e.words = words;
    }
}

/// The most changed lines named when a copy differs in several places.
const SHOWN_LINES: usize = 6;

/// The lines of `copy` (1-based) that differ from `model`, comments and blank lines left out: line by
/// line when both have as many lines, else the run between their common start and end.
fn changed_lines(copy: &str, model: &str) -> Vec<usize> {
    let (ours, theirs) = (lines(copy), lines(model));
    if ours.len() == theirs.len() {
        return (0..ours.len())
            .filter(|&i| ours[i] != theirs[i] && (meaningful(ours[i]) || meaningful(theirs[i])))
            .map(|i| i + 1)
            .collect();
    }
    let (prefix, suffix) = common_ends(&ours, &theirs);
    let changed: Vec<usize> = (prefix..ours.len() - suffix)
        .filter(|&i| meaningful(ours[i]))
        .map(|i| i + 1)
        .collect();
    if changed.is_empty() {
        // Only lines deleted: the line now in their place.
        vec![(prefix + 1).min(ours.len())]
    } else {
        changed
    }
}

/// The lines of a text, without the `\r` of Windows line ends.
fn lines(text: &str) -> Vec<&str> {
    text.split('\n').map(|l| l.trim_end_matches('\r')).collect()
}

/// How many lines `ours` and `theirs` share at their start, and then at their end.
fn common_ends(ours: &[&str], theirs: &[&str]) -> (usize, usize) {
    let prefix = ours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
    let room = ours.len().min(theirs.len()) - prefix;
    let suffix = ours
        .iter()
        .rev()
        .zip(theirs.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    (prefix, suffix)
}

/// A line that says something: neither blank nor a comment.
fn meaningful(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with('#')
}

/// The one place where a copy differs from the file it copies.
struct Change {
    /// The copy's first and last changed lines (1-based; `last` is `first - 1` for lines deleted).
    first: usize,
    last: usize,
    /// Where it is said: the first changed line's first word (or the line after the deleted ones).
    at: usize,
    /// The first line the model writes there (`None` when the copy only adds lines).
    was: Option<String>,
    /// How many lines of the model the copy left out there, when it only deletes (a whole step).
    deleted: usize,
    /// The change is two lines the other way round: swapped, or their values swapped (`south` and
    /// `emma` given each other's cards).
    swapped: bool,
}

impl Change {
    /// What the copy did there, as the messages name it: `deleted` lines, a `changed` line, an
    /// `added` one.
    fn kind(&self) -> &'static str {
        if self.swapped {
            "swapped"
        } else if self.deleted > 1 {
            "deleted"
        } else if self.was.is_some() {
            "changed"
        } else {
            "added"
        }
    }
}

/// The most characters of the shipped line shown.
const WAS_CHARS: usize = 40;

/// The most lines a change may span on either side to count as one teacher's edit.
const ONE_CHANGE_LINES: usize = 3;

/// The most lines a copy may leave out in one place to count as one edit (a whole step deleted).
const ONE_DELETION_LINES: usize = 12;

/// The one small change of `copy` from `model`, if they differ in a single run of at most
/// [`ONE_CHANGE_LINES`] lines that is not only comments or blank lines.
fn one_change(copy: &str, model: &str) -> Option<Change> {
    let (ours, theirs) = (lines(copy), lines(model));
    let (prefix, suffix) = common_ends(&ours, &theirs);
    let our_lines = &ours[prefix..ours.len() - suffix];
    let their_lines = &theirs[prefix..theirs.len() - suffix];
    let deletion = our_lines.is_empty();
    let most = if deletion {
        ONE_DELETION_LINES
    } else {
        ONE_CHANGE_LINES
    };
    if (our_lines.is_empty() && their_lines.is_empty())
        || our_lines.len() > ONE_CHANGE_LINES
        || their_lines.len() > most
    {
        return None;
    }
    if !our_lines.iter().chain(their_lines).any(|l| meaningful(l)) {
        return None;
    }
    let first = prefix + 1;
    let last = prefix + our_lines.len();
    // The line said: the first changed one, or (lines deleted) the one now in their place.
    let shown = first.min(ours.len());
    let line_start: usize = copy
        .split_inclusive('\n')
        .take(shown - 1)
        .map(str::len)
        .sum();
    let line = ours.get(shown - 1).copied().unwrap_or("");
    let at = (line_start + (line.len() - line.trim_start().len())).min(copy.len());
    // A long line (a deck of cards) is shown around its first difference with the copy's line.
    let was = their_lines.iter().find(|l| meaningful(l)).map(|l| {
        let theirs: Vec<char> = l.trim().chars().collect();
        let ours: Vec<char> = our_lines.first().map_or("", |l| l.trim()).chars().collect();
        let differs = theirs
            .iter()
            .zip(&ours)
            .position(|(a, b)| a != b)
            .unwrap_or(ours.len().min(theirs.len()));
        let start = differs
            .saturating_sub(WAS_CHARS * 3 / 4)
            .min(theirs.len().saturating_sub(WAS_CHARS));
        let end = (start + WAS_CHARS).min(theirs.len());
        let shown: String = theirs[start..end].iter().collect();
        let before = if start > 0 { "…" } else { "" };
        let after = if end < theirs.len() { "…" } else { "" };
        format!("{before}{shown}{after}")
    });
    let deleted = if deletion {
        their_lines.iter().filter(|l| meaningful(l)).count()
    } else {
        0
    };
    Some(Change {
        first,
        last,
        at,
        was,
        deleted,
        swapped: swapped(our_lines, their_lines),
    })
}

/// Whether `ours` are the two lines `theirs` the other way round, or with their values swapped.
fn swapped(ours: &[&str], theirs: &[&str]) -> bool {
    let [a, b] = ours else { return false };
    let [c, d] = theirs else { return false };
    let split = |l: &str| {
        l.split_once('=')
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
    };
    let lines_swapped = a.trim() == d.trim() && b.trim() == c.trim() && a.trim() != b.trim();
    let values_swapped = match (split(a), split(b), split(c), split(d)) {
        (Some(a), Some(b), Some(c), Some(d)) => {
            a.0 == c.0 && b.0 == d.0 && a.1 == d.1 && b.1 == c.1 && a.1 != b.1
        }
        _ => false,
    };
    lines_swapped || values_swapped
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODEL: &str = "# a comment\na = 1\nb = 2\nc = 3\nd = 4\n";

    #[test]
    fn one_line_changed_is_one_change() {
        let c = one_change("# a comment\na = 1\nb = 7\nc = 3\nd = 4\n", MODEL).unwrap();
        assert_eq!((c.first, c.last, c.was.as_deref()), (3, 3, Some("b = 2")));
        assert_eq!(c.at, "# a comment\na = 1\n".len());
    }

    /// A long line (a deck) changed near its end is shown around the change, not by its start.
    #[test]
    fn a_long_line_is_shown_around_its_change() {
        let deck = "deck = \"\"\"KC 3C 4D 4S 7C 2S 6D 3S 6H 2C 5S 7H 7S 8D 9H TC JD QS 5C\"\"\"";
        let model = format!("a = 1\n{deck}\nc = 3\n");
        let copy = model.replace("5C\"\"\"", "5C\"\"");
        let c = one_change(&copy, &model).unwrap();
        let was = c.was.unwrap();
        assert!(was.starts_with('…') && was.ends_with("5C\"\"\""), "{was}");
        assert_eq!(was.chars().count(), WAS_CHARS + 1);
    }

    #[test]
    fn a_deleted_line_is_said_at_the_line_in_its_place() {
        let c = one_change("# a comment\na = 1\nc = 3\nd = 4\n", MODEL).unwrap();
        assert_eq!((c.first, c.last, c.was.as_deref()), (3, 2, Some("b = 2")));
        assert_eq!(c.at, "# a comment\na = 1\n".len());
    }

    #[test]
    fn an_added_line_has_nothing_shipped_in_its_place() {
        let c = one_change("# a comment\na = 1\nb = 2\nx = 9\nc = 3\nd = 4\n", MODEL).unwrap();
        assert_eq!((c.first, c.last, c.was), (4, 4, None));
    }

    #[test]
    fn a_copy_saved_with_windows_line_ends_is_said_at_its_line() {
        let copy = "# a comment\r\na = 1\r\n  b = 7\r\nc = 3\r\nd = 4\r\n";
        let c = one_change(copy, MODEL).unwrap();
        assert_eq!(c.first, 3);
        assert_eq!(c.at, "# a comment\r\na = 1\r\n  ".len());
    }

    #[test]
    fn a_copy_changed_in_several_places_names_its_changed_lines() {
        assert_eq!(
            changed_lines("# a comment\na = 5\nb = 2\nc = 3\nd = 6\n", MODEL),
            [2, 5]
        );
        assert_eq!(
            changed_lines("# other\na = 1\nb = 2\nc = 3\nd = 4\n", MODEL),
            [0; 0]
        );
        assert_eq!(changed_lines("a = 5\nb = 2\nd = 6\n", MODEL), [1, 2, 3]);
        assert_eq!(changed_lines("# a comment\na = 1\nd = 4\n", MODEL), [3]);
    }

    #[test]
    fn two_lines_the_other_way_round_are_said_swapped() {
        let values = one_change("# a comment\na = 1\nb = 3\nc = 2\nd = 4\n", MODEL).unwrap();
        assert_eq!((values.first, values.kind()), (3, "swapped"));
        let lines = one_change("# a comment\na = 1\nc = 3\nb = 2\nd = 4\n", MODEL).unwrap();
        assert_eq!((lines.first, lines.kind()), (3, "swapped"));
        let other = one_change("# a comment\na = 1\nb = 3\nc = 9\nd = 4\n", MODEL).unwrap();
        assert_eq!(other.kind(), "changed");
    }

    #[test]
    fn two_places_or_comments_only_are_no_one_change() {
        assert!(one_change("# a comment\na = 5\nb = 2\nc = 3\nd = 6\n", MODEL).is_none());
        assert!(one_change("# another comment\na = 1\nb = 2\nc = 3\nd = 4\n", MODEL).is_none());
        assert!(one_change(MODEL, MODEL).is_none());
    }
}
