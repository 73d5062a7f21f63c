//! The browser's side of the web build (`wasm32` only): `localStorage`, the page's language and its
//! address (`location.hash`), through the small miniquad plugin `web/ludoclasse.js`.
//!
//! Strings cross the boundary as UTF-8 in the wasm memory: Rust passes a pointer and a length; for an
//! answer, JS keeps the encoded bytes, returns their length (-1 for "nothing"), and Rust copies them out
//! with `ludoclasse_take`.

unsafe extern "C" {
    fn ludoclasse_storage_get(key: *const u8, key_len: usize) -> i32;
    fn ludoclasse_storage_set(
        key: *const u8,
        key_len: usize,
        value: *const u8,
        value_len: usize,
    ) -> i32;
    fn ludoclasse_storage_remove(key: *const u8, key_len: usize);
    fn ludoclasse_language() -> i32;
    fn ludoclasse_hash() -> i32;
    fn ludoclasse_hash_changes() -> u32;
    fn ludoclasse_take(buf: *mut u8, len: usize);
    fn ludoclasse_log(text: *const u8, len: usize);
}

/// The plugin's version: `web/ludoclasse.js` checks it (a stale copy of the script says so in the console).
#[unsafe(no_mangle)]
pub extern "C" fn ludoclasse_crate_version() -> u32 {
    1
}

/// Copies out the string JS prepared, given the length it returned.
fn take(len: i32) -> Option<String> {
    let len = usize::try_from(len).ok()?;
    let mut buf = vec![0u8; len];
    // SAFETY: `buf` is `len` writable bytes; JS writes exactly the `len` bytes it announced.
    unsafe { ludoclasse_take(buf.as_mut_ptr(), len) };
    String::from_utf8(buf).ok()
}

/// The value stored under `key`, if any.
pub fn storage_get(key: &str) -> Option<String> {
    // SAFETY: a valid UTF-8 slice, read by JS during the call only.
    take(unsafe { ludoclasse_storage_get(key.as_ptr(), key.len()) })
}

/// Stores `value` under `key`.
///
/// # Errors
/// The browser refused (storage full, or disabled by the school's policy).
pub fn storage_set(key: &str, value: &str) -> Result<(), String> {
    // SAFETY: valid UTF-8 slices, read by JS during the call only.
    let ok =
        unsafe { ludoclasse_storage_set(key.as_ptr(), key.len(), value.as_ptr(), value.len()) };
    if ok == 1 {
        Ok(())
    } else {
        Err("the browser refused to store it (storage full or disabled)".to_string())
    }
}

pub fn storage_remove(key: &str) {
    // SAFETY: a valid UTF-8 slice, read by JS during the call only.
    unsafe { ludoclasse_storage_remove(key.as_ptr(), key.len()) }
}

/// The browser's preferred language (`navigator.language`, e.g. `fr-FR`).
pub fn language() -> Option<String> {
    // SAFETY: no arguments; the answer is taken with `take`.
    take(unsafe { ludoclasse_language() })
}

/// The page address's fragment without the `#` (`espion/01` for `…/index.html#espion/01`).
pub fn hash() -> String {
    // SAFETY: no arguments; the answer is taken with `take`.
    take(unsafe { ludoclasse_hash() }).unwrap_or_default()
}

/// How many times the fragment changed since the page loaded (the `hashchange` event).
pub fn hash_changes() -> u32 {
    // SAFETY: no arguments.
    unsafe { ludoclasse_hash_changes() }
}

/// A line in the browser's console.
pub fn log(text: &str) {
    // SAFETY: a valid UTF-8 slice, read by JS during the call only.
    unsafe { ludoclasse_log(text.as_ptr(), text.len()) }
}
