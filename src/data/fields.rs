//! Where a field of a TOML table belongs, after a model file of the same kind (the shipped one).
//!
//! toml points a missing field at the start of its table, which may be a dozen lines above the place a
//! teacher deleted it from: the model gives the usual order of the table's fields, and the missing one
//! goes after the field that comes before it there, or before the one that follows it. A field written
//! in a table where the model never writes it, but writes it in another, tells of that other table's
//! header line lost above it.

use toml::de::{DeTable, DeValue};

/// One `key = value` as written: the dotted path of its table (`""` at the top, `battle.white`, `step`
/// for each `[[step]]`), its name, its bytes from the key to the end of the value, and the start of its
/// table's header line (0 at the top of the file).
struct Written {
    table: String,
    name: String,
    start: usize,
    end: usize,
    header: usize,
}

/// The keys of a TOML text in the order written, and the start of each header line.
struct Layout {
    keys: Vec<Written>,
    headers: Vec<usize>,
}

/// The layout of `text` (empty if the text does not read).
fn layout(text: &str) -> Layout {
    let mut keys = Vec::new();
    if let Ok(root) = DeTable::parse(text) {
        walk(text, root.get_ref(), "", &mut keys);
    }
    keys.sort_by_key(|w| w.start);
    // A header is a line opening with `[` outside any value written over several lines.
    let mut headers = Vec::new();
    let mut at = 0;
    while at < text.len() {
        let inside = keys.iter().any(|w| w.start < at && at < w.end);
        if !inside && text[at..].trim_start().starts_with('[') {
            headers.push(at);
        }
        at = text[at..].find('\n').map_or(text.len(), |i| at + i + 1);
    }
    for w in &mut keys {
        w.header = headers
            .iter()
            .rev()
            .find(|h| **h <= w.start)
            .copied()
            .unwrap_or(0);
    }
    Layout { keys, headers }
}

fn walk(text: &str, table: &DeTable, path: &str, out: &mut Vec<Written>) {
    let inline =
        |span: std::ops::Range<usize>| text.get(span.start..).is_some_and(|v| v.starts_with('{'));
    for (key, value) in table {
        let name = key.get_ref().to_string();
        let child = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        match value.get_ref() {
            // A `[table]` under a header (an inline `{ … }` is a value like another).
            DeValue::Table(t) if !inline(value.span()) => walk(text, t, &child, out),
            // `[[step]]`: each table of the array under the same path.
            DeValue::Array(items)
                if !items.is_empty()
                    && items
                        .iter()
                        .all(|i| matches!(i.get_ref(), DeValue::Table(_)) && !inline(i.span())) =>
            {
                for item in items.iter() {
                    if let DeValue::Table(t) = item.get_ref() {
                        walk(text, t, &child, out);
                    }
                }
            }
            _ => out.push(Written {
                table: path.to_string(),
                name,
                start: key.span().start,
                end: value.span().end,
                header: 0,
            }),
        }
    }
}

/// Where the missing field is to be written, named by its neighbour in the model's order.
pub enum Place {
    After(String),
    Before(String),
}

/// The line (from 0) of byte `at`.
fn line(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count()
}

/// The byte (a line start) where a missing `field` of the table `table`, whose header starts at byte
/// `header` (0 for the top of the file), is shown: the line just above the place it belongs, so that
/// both that place and, in a short table, its first line are near.
///
/// The model's table that writes `field` and shares the most fields with this one gives the order:
/// the place is after the nearest field written before `field` there (or before the nearest one
/// written after it), as many lines away as in the model. `None` when no table of the model writes
/// `field`, or this table has none of its neighbours.
pub fn missing_place(
    text: &str,
    model: &str,
    table: &str,
    header: usize,
    field: &str,
) -> Option<(usize, Place)> {
    let layout = layout(text);
    let here: Vec<&Written> = layout
        .keys
        .iter()
        .filter(|w| w.table == table && w.header == header)
        .collect();
    let written_here = |name: &str| here.iter().find(|w| w.name == name).copied();
    let model_keys: Vec<Written> = layout_of_model(model, table);
    // The model's tables that write `field`, the one sharing the most fields with this one first.
    let mut tables: Vec<usize> = model_keys
        .iter()
        .filter(|w| w.name == field)
        .map(|w| w.header)
        .collect();
    tables.dedup();
    let shared = |h: usize| {
        model_keys
            .iter()
            .filter(|w| w.header == h && written_here(&w.name).is_some())
            .count()
    };
    // Among equals, the one nearest this table's place (the same step of a copied lesson).
    let here_line = line(text, header);
    let chosen = tables.into_iter().max_by_key(|h| {
        (
            shared(*h),
            std::cmp::Reverse(line(model, *h).abs_diff(here_line)),
        )
    })?;
    let order: Vec<&Written> = model_keys.iter().filter(|w| w.header == chosen).collect();
    let i = order.iter().position(|w| w.name == field)?;
    // The lines from the end of `first` to the start of `second` in the model.
    let gap = |first: &Written, second: &Written| {
        line(model, second.start)
            .saturating_sub(line(model, first.end.saturating_sub(1)))
            .max(1)
    };
    // The table's first line the place may take: under its header.
    let first = if table.is_empty() {
        0
    } else {
        line(text, header) + 1
    };
    let before = order[..i]
        .iter()
        .rev()
        .find_map(|m| Some((*m, written_here(&m.name)?)));
    let place = if let Some((in_model, before)) = before {
        let last = line(text, before.end.saturating_sub(1));
        // Not past the next key or header.
        let next = layout
            .keys
            .iter()
            .map(|w| w.start)
            .chain(layout.headers.iter().copied())
            .map(|at| line(text, at))
            .filter(|l| *l > last)
            .min()
            .unwrap_or_else(|| line(text, text.len()).max(last + 1));
        let place = (last + gap(in_model, order[i])).min(next);
        (place, Place::After(before.name.clone()))
    } else {
        let (in_model, after) = order[i + 1..]
            .iter()
            .find_map(|m| Some((*m, written_here(&m.name)?)))?;
        let next = line(text, after.start);
        let place = (next + 1)
            .saturating_sub(gap(order[i], in_model))
            .max(first);
        (place, Place::Before(after.name.clone()))
    };
    // Shown on the line above the place, never above the table's header.
    let shown = place.0.saturating_sub(1).max(first.saturating_sub(1));
    let at = text.split_inclusive('\n').take(shown).map(str::len).sum();
    Some((at, place.1))
}

/// The first key of the table `table` (header at byte `header`, 0 at the top) whose name is not among
/// `known`, in the order written (serde names them in alphabetical order): its name and byte.
pub fn first_unknown(
    text: &str,
    table: &str,
    header: usize,
    known: &[&str],
) -> Option<(String, usize)> {
    layout(text)
        .keys
        .into_iter()
        .find(|w| w.table == table && w.header == header && !known.contains(&w.name.as_str()))
        .map(|w| (w.name, w.start))
}

/// The header line of the model's table (other than `table`) that writes a field `name`, as written
/// (`[deal]`, `[[step]]`): the header a teacher may have lost above that field.
pub fn home_header(model: &str, table: &str, name: &str) -> Option<String> {
    home(&layout(model), model, table, name)
}

/// [`home_header`] in the model's layout.
fn home(model_layout: &Layout, model: &str, table: &str, name: &str) -> Option<String> {
    let key = model_layout
        .keys
        .iter()
        .find(|w| w.name == name && w.table != table && !w.table.is_empty())?;
    header_of(model, key)
}

/// The header of the table holding `key` in `text`, written `[table]` or `[[table]]` as there.
fn header_of(text: &str, key: &Written) -> Option<String> {
    let line = text[key.header..].lines().next()?.trim();
    if !line.starts_with('[') {
        return None;
    }
    let brackets = if line.starts_with("[[") { 2 } else { 1 };
    Some(format!(
        "{}{}{}",
        "[".repeat(brackets),
        key.table,
        "]".repeat(brackets)
    ))
}

/// The table among `table` and those holding it (`battle` for `battle.white`) where the model writes
/// `field`: toml points a field missing from `[battle]` at `[battle.white]` when `[battle]` is lost.
pub fn owner(model: &str, table: &str, field: &str) -> String {
    let keys = layout(model).keys;
    let mut candidate = table;
    loop {
        if keys.iter().any(|w| w.table == candidate && w.name == field) {
            return candidate.to_string();
        }
        match candidate.rsplit_once('.') {
            Some((parent, _)) => candidate = parent,
            None => return table.to_string(),
        }
    }
}

/// A `field` missing from `table` but written in another table, where the model does not write it:
/// its byte and the header of `table` as the model writes it (`[battle]`), likely lost above it.
pub fn stray(text: &str, model: &str, table: &str, field: &str) -> Option<(usize, String)> {
    let model_layout = layout(model);
    let home = model_layout
        .keys
        .iter()
        .find(|w| w.table == table && w.name == field)?;
    let written_in = |t: &str| {
        model_layout
            .keys
            .iter()
            .any(|w| w.table == t && w.name == field)
    };
    let found = layout(text)
        .keys
        .into_iter()
        .find(|w| w.name == field && w.table != table && !written_in(&w.table))?;
    Some((found.start, header_of(model, home)?))
}

/// The first key of the table `table` (header at byte `header`) that the model never writes there but
/// writes in another named table: its name, byte, and that table's header as the model writes it.
pub fn first_stray(
    text: &str,
    model: &str,
    table: &str,
    header: usize,
) -> Option<(String, usize, String)> {
    let model_layout = layout(model);
    layout(text)
        .keys
        .into_iter()
        .filter(|w| w.table == table && w.header == header)
        .find_map(|w| {
            let here = model_layout
                .keys
                .iter()
                .any(|m| m.table == table && m.name == w.name);
            if here {
                return None;
            }
            let header = home(&model_layout, model, table, &w.name)?;
            Some((w.name, w.start, header))
        })
}

/// The keys that every `table` of `model` has (`min` and `max` of each `[[step.options]]`), in the
/// order the model writes them.
pub fn keys_of_every(model: &str, table: &str) -> Vec<String> {
    let keys = layout_of_model(model, table);
    let mut headers: Vec<usize> = keys.iter().map(|w| w.header).collect();
    headers.dedup();
    let mut always: Vec<String> = Vec::new();
    for w in &keys {
        let everywhere = headers
            .iter()
            .all(|&h| keys.iter().any(|k| k.header == h && k.name == w.name));
        if everywhere && !always.contains(&w.name) {
            always.push(w.name.clone());
        }
    }
    always
}

/// The keys of `model` in the table `table`.
fn layout_of_model(model: &str, table: &str) -> Vec<Written> {
    layout(model)
        .keys
        .into_iter()
        .filter(|w| w.table == table)
        .collect()
}

/// The name a header line at byte `at` gives its table: `battle.white` for `[battle.white]`, `step`
/// for `[[step]]`.
fn header_name(text: &str, at: usize) -> Option<String> {
    let inner = header_line(text, at)
        .trim_start_matches('[')
        .trim_end_matches(']');
    let parts: Vec<&str> = inner.split('.').map(str::trim).collect();
    Some(parts.join("."))
}

/// The header line at byte `at` as written, without its comment: `[battle.white]`.
fn header_line(text: &str, at: usize) -> &str {
    let line = text[at..].lines().next().unwrap_or("");
    line.split('#').next().unwrap_or("").trim()
}

/// A header whose name the model never writes, near one that the model writes and `text` does not
/// (`[battles]` for `[battle]`): its byte (the name, after its brackets), and both headers as written.
pub fn misspelt_header(text: &str, model: &str) -> Option<(usize, String, String)> {
    let named = |t: &str| -> Vec<(usize, String)> {
        layout(t)
            .headers
            .into_iter()
            .filter_map(|h| Some((h, header_name(t, h)?)))
            .collect()
    };
    let ours = named(text);
    let theirs = named(model);
    let absent: Vec<&str> = theirs
        .iter()
        .map(|(_, n)| n.as_str())
        .filter(|n| !ours.iter().any(|(_, o)| o == n))
        .collect();
    ours.iter().find_map(|(at, name)| {
        if theirs.iter().any(|(_, n)| n == name) {
            return None;
        }
        let wanted = crate::data::closest_word(name, &absent)?;
        let (h, _) = theirs.iter().find(|(_, n)| n == wanted)?;
        // The name itself, after its brackets.
        let line = &text[*at..];
        let name_at = line.len() - line.trim_start_matches([' ', '\t', '[']).len();
        Some((
            at + name_at,
            header_line(text, *at).to_string(),
            header_line(model, *h).to_string(),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODEL: &str = "# A board.\nsize = [8, 8]\nreconstructed = true\n# Where it comes from.\nsource = \"x\"\n# The start.\nstart = \"8\"\n\n[white]\nbase = [\n  \"A1\",\n]\n# Its circle.\ndomain = \"K1\"\n";

    fn place(text: &str, table: &str, field: &str) -> (usize, String) {
        let header = text
            .find(&format!("[{table}]"))
            .filter(|_| !table.is_empty())
            .unwrap_or(0);
        let (at, place) = missing_place(text, MODEL, table, header, field).unwrap();
        let line = text[..at].matches('\n').count() + 1;
        let near = match place {
            Place::After(n) => format!("after {n}"),
            Place::Before(n) => format!("before {n}"),
        };
        (line, near)
    }

    #[test]
    fn a_missing_field_is_shown_just_above_where_it_was() {
        // `start` deleted from line 7: shown on the line above, its comment.
        let text = MODEL.replace("start = \"8\"\n", "");
        assert_eq!(place(&text, "", "start"), (6, "after source".into()));
        // `size` deleted from line 2: the first field, shown above the one that follows it.
        let text = MODEL.replace("size = [8, 8]\n", "");
        assert_eq!(place(&text, "", "size"), (1, "before reconstructed".into()));
        // `domain` deleted from line 14 of `[white]`: shown on its comment, under the list of the base.
        let text = MODEL.replace("domain = \"K1\"\n", "");
        assert_eq!(place(&text, "white", "domain"), (13, "after base".into()));
        // `base` deleted from line 10: shown at the header just above.
        let text = MODEL.replace("base = [\n  \"A1\",\n]\n", "");
        assert_eq!(place(&text, "white", "base"), (9, "before domain".into()));
    }

    #[test]
    fn a_field_the_model_does_not_write_has_no_place() {
        assert!(missing_place(MODEL, MODEL, "", 0, "colour").is_none());
        assert!(missing_place("[white]\n", MODEL, "white", 0, "domain").is_none());
    }
}
