//! A teacher's copy of a shipped lesson changed in one place: the shipped lesson has no problem, so a
//! problem on a line the copy did not change comes from that change, and is said there.

use crate::core::GameId;
use crate::data::{self, DataError, Words};

/// Says each of `errors` of the copy at `path` that lies on a line the copy did not change, away from
/// its one small change, at that change: with what the shipped lesson writes there, and the problem
/// with its line. Nothing changes for a shipped lesson, a lesson of a name not shipped, or a copy
/// changed in several places.
pub(super) fn said_at_change(path: &str, text: &str, game: GameId, errors: &mut [DataError]) {
    if data::shipped(path).is_some() {
        return;
    }
    let Some(name) = std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
    else {
        return;
    };
    let Some(model) = data::shipped(&format!("lessons/{}/{name}", game.id())) else {
        return;
    };
    let Some(change) = one_change(text, model) else {
        return;
    };
    for e in errors {
        // Near the change, a problem already points at it.
        let near = e.line + 1 >= change.first && e.line <= change.last + 1;
        if e.path != path || e.line == 0 || near {
            continue;
        }
        let words = Words::new("check-after-change")
            .with("was", change.was.as_deref().unwrap_or(""))
            .with(
                "change",
                if change.was.is_some() {
                    "changed"
                } else {
                    "added"
                },
            )
            .with("line", e.line)
            .with_words("problem", (*e.words).clone());
        *e = DataError::at_span(path, text, change.at..change.at, words);
    }
}

/// The one place where a copy differs from the lesson it copies.
struct Change {
    /// The copy's first and last changed lines (1-based; `last` is `first - 1` for lines deleted).
    first: usize,
    last: usize,
    /// Where it is said: the first changed line's first word (or the line after the deleted ones).
    at: usize,
    /// The first line the model writes there (`None` when the copy only adds lines).
    was: Option<String>,
}

/// The most characters of the shipped line shown.
const WAS_CHARS: usize = 40;

/// The most lines a change may span on either side to count as one teacher's edit.
const ONE_CHANGE_LINES: usize = 3;

/// The one small change of `copy` from `model`, if they differ in a single run of at most
/// [`ONE_CHANGE_LINES`] lines that is not only comments or blank lines.
fn one_change(copy: &str, model: &str) -> Option<Change> {
    let ours: Vec<&str> = copy.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    let theirs: Vec<&str> = model
        .split('\n')
        .map(|l| l.trim_end_matches('\r'))
        .collect();
    let prefix = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    let room = ours.len().min(theirs.len()) - prefix;
    let suffix = ours
        .iter()
        .rev()
        .zip(theirs.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let our_lines = &ours[prefix..ours.len() - suffix];
    let their_lines = &theirs[prefix..theirs.len() - suffix];
    if (our_lines.is_empty() && their_lines.is_empty())
        || our_lines.len() > ONE_CHANGE_LINES
        || their_lines.len() > ONE_CHANGE_LINES
    {
        return None;
    }
    let meaningful = |l: &str| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with('#')
    };
    if !our_lines.iter().chain(their_lines).any(|l| meaningful(l)) {
        return None;
    }
    let first = prefix + 1;
    let last = prefix + our_lines.len();
    // The line said: the first changed one, or (lines deleted) the one now in their place.
    let shown = first.min(ours.len());
    let line_start: usize = ours[..shown - 1].iter().map(|l| l.len() + 1).sum();
    let line = ours.get(shown - 1).copied().unwrap_or("");
    let at = (line_start + (line.len() - line.trim_start().len())).min(copy.len());
    // A long line (a deck of cards) is shown by its start.
    let was = their_lines.iter().find(|l| meaningful(l)).map(|l| {
        let l = l.trim();
        match l.char_indices().nth(WAS_CHARS) {
            Some((cut, _)) => format!("{}…", &l[..cut]),
            None => l.to_string(),
        }
    });
    Some(Change {
        first,
        last,
        at,
        was,
    })
}
