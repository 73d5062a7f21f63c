//! Helpers shared by the print tests (`mod print_support;`): scratch folders, the poppler and zbar
//! tools on the command line, and the font sizes a PDF's pages really use, read from their text
//! operators rather than from the layout that wrote them.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder under the system's temporary one, named after the test file (`what`) and `name`.
pub fn scratch(what: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoclasse-{what}-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether `tool` can be run; says so when it cannot (the test that needs it is then skipped).
pub fn have(tool: &str) -> bool {
    let ok = Command::new(tool).arg("-h").output().is_ok();
    if !ok {
        eprintln!("skipped: `{tool}` is not installed (apt-get install poppler-utils zbar-tools)");
    }
    ok
}

/// Runs `cmd`, which must succeed; its standard output.
pub fn run(cmd: &mut Command) -> Vec<u8> {
    let out = cmd.output().expect("the tool runs");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Writes `pdf` as `dir/name`; its path.
pub fn write_pdf(dir: &Path, name: &str, pdf: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, pdf).unwrap();
    path
}

/// What zbarimg reads from the QR code of a kit's rules sheet (page 2, after the print plan), rendered
/// at 200 dpi as `dir/name.png`.
pub fn rules_qr_code(dir: &Path, name: &str, pdf: &Path) -> String {
    let png = dir.join(name);
    run(Command::new("pdftoppm")
        .args(["-r", "200", "-png", "-f", "2", "-l", "2", "-singlefile"])
        .arg(pdf)
        .arg(&png));
    let decoded = run(Command::new("zbarimg")
        .args(["--raw", "-q", "-Sqrcode.enable", "-Sbinary"])
        .arg(png.with_extension("png")));
    String::from_utf8(decoded)
        .unwrap()
        .trim_end_matches('\n')
        .to_string()
}

// ---- Font sizes from the PDF itself ----

/// For every page of `pdf`, in order, the size in points of each piece of text it shows: the `Tf`
/// size scaled by the text matrix and every `cm` in force (a text drawn in a scaled-down group is
/// as small as it looks). Text outside the page content streams (form XObjects) is refused: the
/// kits have none, and a test relying on this would otherwise miss it.
pub fn text_sizes_per_page(pdf: &[u8]) -> Vec<Vec<f32>> {
    let objects = objects(pdf);
    let get = |n: usize| -> &[u8] {
        objects
            .iter()
            .find(|(id, _)| *id == n)
            .unwrap_or_else(|| panic!("object {n} is missing"))
            .1
    };
    assert!(
        !contains(pdf, b"/Subtype/Form") && !contains(pdf, b"/Subtype /Form"),
        "a form XObject: its text would not be measured"
    );
    let catalog = objects
        .iter()
        .find(|(_, body)| contains(body, b"/Type/Catalog"))
        .expect("a catalog")
        .1;
    let mut pages = Vec::new();
    collect_pages(reference(catalog, b"/Pages").unwrap(), &get, &mut pages);
    pages
        .into_iter()
        .map(|page| {
            let contents = reference(get(page), b"/Contents").expect("page contents");
            text_sizes(&stream(get(contents)))
        })
        .collect()
}

/// The smallest text of each page, in points (`None` on a page without text).
pub fn smallest_text_per_page(pdf: &[u8]) -> Vec<Option<f32>> {
    text_sizes_per_page(pdf)
        .into_iter()
        .map(|sizes| sizes.into_iter().reduce(f32::min))
        .collect()
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Every `N 0 obj … endobj` of the file: its number and its body.
fn objects(pdf: &[u8]) -> Vec<(usize, &[u8])> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(start) = find(&pdf[at..], b" 0 obj") {
        let start = at + start;
        let digits = pdf[..start]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let body_start = start + b" 0 obj".len();
        let end = body_start + find(&pdf[body_start..], b"endobj").expect("endobj");
        if digits > 0 {
            let n = std::str::from_utf8(&pdf[start - digits..start])
                .unwrap()
                .parse()
                .unwrap();
            out.push((n, &pdf[body_start..end]));
        }
        at = end;
    }
    out
}

/// The object number after `key` in a dictionary (`/Key 12 0 R`).
fn reference(body: &[u8], key: &[u8]) -> Option<usize> {
    let at = find(body, key)? + key.len();
    let rest = std::str::from_utf8(&body[at..]).ok()?;
    rest.split_whitespace().next()?.parse().ok()
}

fn collect_pages<'a>(node: usize, get: &impl Fn(usize) -> &'a [u8], out: &mut Vec<usize>) {
    let body = get(node);
    if contains(body, b"/Type/Pages") || contains(body, b"/Type /Pages") {
        let kids = find(body, b"/Kids").expect("kids") + 5;
        let close = kids + find(&body[kids..], b"]").unwrap();
        let list = std::str::from_utf8(&body[kids..close])
            .unwrap()
            .trim_start_matches([' ', '['])
            .to_string();
        let words: Vec<_> = list.split_whitespace().collect();
        for kid in words.chunks(3) {
            collect_pages(kid[0].parse().unwrap(), get, out);
        }
    } else {
        out.push(node);
    }
}

/// A stream object's data, inflated when it is Flate-compressed.
fn stream(body: &[u8]) -> Vec<u8> {
    let mut start = find(body, b"stream").expect("a stream") + b"stream".len();
    while matches!(body[start], b'\r' | b'\n') {
        start += 1;
    }
    let end = start + find(&body[start..], b"endstream").unwrap();
    let data = &body[start..end];
    if contains(&body[..start], b"/FlateDecode") {
        miniz_oxide::inflate::decompress_to_vec_zlib(data).expect("a Flate stream")
    } else {
        data.to_vec()
    }
}

type Matrix = [f32; 6];

fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    ]
}

/// The size of every text shown by one content stream.
fn text_sizes(content: &[u8]) -> Vec<f32> {
    const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];
    let mut sizes = Vec::new();
    let mut ctm = IDENTITY;
    let mut saved = Vec::new();
    let mut text_matrix = IDENTITY;
    let mut font_size = 0.0;
    let mut numbers: Vec<f32> = Vec::new();
    let last = |numbers: &[f32], n: usize| -> Matrix {
        let s = &numbers[numbers.len() - n..];
        [s[0], s[1], s[2], s[3], s[4], s[5]]
    };
    let mut i = 0;
    while i < content.len() {
        let c = content[i];
        match c {
            b'(' => {
                // A string: nested brackets and escapes.
                let mut depth = 0;
                while i < content.len() {
                    match content[i] {
                        b'\\' => i += 1,
                        b'(' => depth += 1,
                        b')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
            }
            b'<' => i += find(&content[i..], b">").unwrap() + 1,
            b'[' | b']' | b' ' | b'\n' | b'\r' | b'\t' => i += 1,
            b'/' => {
                i += 1;
                while i < content.len() && !b" \n\r\t/[]()<>".contains(&content[i]) {
                    i += 1;
                }
            }
            b'0'..=b'9' | b'-' | b'+' | b'.' => {
                let start = i;
                while i < content.len() && b"0123456789+-.".contains(&content[i]) {
                    i += 1;
                }
                let word = std::str::from_utf8(&content[start..i]).unwrap();
                numbers.push(word.parse().unwrap_or(0.0));
            }
            _ => {
                let start = i;
                while i < content.len() && !b" \n\r\t/[]()<>".contains(&content[i]) {
                    i += 1;
                }
                // A lone delimiter (the `>` closing a `<<…>>` dictionary) is no operator.
                i = i.max(start + 1);
                match &content[start..i] {
                    b"q" => saved.push(ctm),
                    b"Q" => ctm = saved.pop().expect("Q after q"),
                    b"cm" => ctm = multiply(&last(&numbers, 6), &ctm),
                    b"BT" => text_matrix = IDENTITY,
                    b"Tm" => text_matrix = last(&numbers, 6),
                    b"Tf" => font_size = *numbers.last().unwrap(),
                    b"Tj" | b"TJ" | b"'" | b"\"" => {
                        let m = multiply(&text_matrix, &ctm);
                        sizes.push(font_size * m[2].hypot(m[3]));
                    }
                    _ => {}
                }
                numbers.clear();
            }
        }
    }
    sizes
}

/// A one-page PDF whose page shows `content` (uncompressed), for testing the reader above.
pub fn one_page_pdf(content: &[u8]) -> Vec<u8> {
    let mut pdf = b"%PDF-1.7\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n".to_vec();
    pdf.extend_from_slice(b"2 0 obj\n<</Type/Pages/Count 1/Kids[3 0 R]>>\nendobj\n");
    pdf.extend_from_slice(b"3 0 obj\n<</Type/Page/Parent 2 0 R/Contents 4 0 R>>\nendobj\n");
    pdf.extend_from_slice(format!("4 0 obj\n<</Length {}>>\nstream\n", content.len()).as_bytes());
    pdf.extend_from_slice(content);
    pdf.extend_from_slice(b"\nendstream\nendobj\n%%EOF\n");
    pdf
}
