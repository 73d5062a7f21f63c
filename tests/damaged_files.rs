//! Every shipped lesson, text and board file, damaged at random 10,000 times (cut short, one byte
//! flipped, one line deleted or doubled, as a bad copy or a careless edit would): the loaders and the
//! lesson checker must refuse or accept each one without ever panicking. The damage is seeded, so a
//! failure names a damage that can be replayed.

mod common;

use std::panic::{AssertUnwindSafe, catch_unwind};

use common::boards::board_file_errors;
use ludoclasse::data::{self, DataFile};
use ludoclasse::i18n;
use ludoclasse::lesson::check::check_sources;
use ludoclasse::lesson::load::{self, Source};

const DAMAGES: u64 = 10_000;
/// One damaged lesson in this many also goes through the whole checker (it replays the lesson).
const CHECK_EVERY: u64 = 8;

/// A small seeded generator (SplitMix64), enough to pick damages.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The damaged bytes of `text`, and what was done.
fn damage(text: &str, dice: &mut Dice) -> (Vec<u8>, String) {
    let bytes = text.as_bytes();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    match dice.below(4) {
        0 => {
            let at = dice.below(bytes.len());
            (bytes[..at].to_vec(), format!("cut at byte {at}"))
        }
        1 => {
            let at = dice.below(bytes.len());
            let bit = 1u8 << dice.below(8);
            let mut out = bytes.to_vec();
            out[at] ^= bit;
            (out, format!("byte {at} xor {bit}"))
        }
        kind => {
            let at = dice.below(lines.len());
            let mut out = Vec::new();
            for (i, line) in lines.iter().enumerate() {
                if i != at || kind == 3 {
                    out.extend_from_slice(line.as_bytes());
                }
                if i == at && kind == 3 {
                    out.extend_from_slice(line.as_bytes());
                }
            }
            let what = if kind == 2 { "deleted" } else { "doubled" };
            (out, format!("line {} {what}", at + 1))
        }
    }
}

/// The text as the app reads a file: bytes that are not UTF-8 become U+FFFD.
fn as_read(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

#[test]
fn damaged_files_never_panic_the_loaders_or_the_checker() {
    let mut files: Vec<(String, &'static str)> = data::shipped_files("lessons");
    files.extend(data::shipped_files("assets/boards"));
    files.extend(data::shipped_files("assets/locales"));
    files.retain(|(p, _)| p.ends_with(".toml") || p.ends_with(".ftl"));
    assert!(files.len() > 40, "{} files", files.len());
    let mut dice = Dice(2026);
    let mut refused = 0;
    for n in 0..DAMAGES {
        let (path, shipped) = &files[dice.below(files.len())];
        let (bytes, what) = damage(shipped, &mut dice);
        let text = as_read(bytes);
        let run = catch_unwind(AssertUnwindSafe(|| -> bool {
            if path.ends_with(".ftl") {
                return !i18n::read_ftl(path, &text).1.is_empty();
            }
            if path.starts_with("lessons/") {
                let parsed = load::parse(path, &text);
                if n % CHECK_EVERY == 0 {
                    let source = Source {
                        path: path.clone(),
                        text: text.clone(),
                    };
                    return !check_sources(&[source], &[]).errors.is_empty();
                }
                return parsed.is_err();
            }
            let file = DataFile {
                path: path.clone(),
                text: text.clone(),
                overridden: true,
            };
            let name = path.rsplit('/').next().unwrap_or("");
            let game = name
                .strip_suffix(".toml")
                .unwrap_or_else(|| panic!("unexpected board file {name}"));
            board_file_errors(game, &file).is_some()
        }));
        match run {
            Ok(was_refused) => refused += usize::from(was_refused),
            Err(_) => panic!("damage {n} of {path} ({what}) panicked"),
        }
    }
    // Most damages break something; a few (a doubled blank line, a flipped bit in a comment) do not.
    assert!(refused > (DAMAGES / 3) as usize, "only {refused} refusals");
}
