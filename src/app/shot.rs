//! The `screenshot` command: one scene rendered into a PNG without the user's files, and, when asked,
//! frame times and the buttons' layout at every checked size.

use macroquad::prelude::*;

use super::layout;
use super::scenes;
use super::settings;
use super::store::Store;
use super::window::{App, window_conf};
use super::{Command, Ctx};
use crate::i18n::Lang;

/// What to render with [`screenshot`].
#[derive(Clone, Debug)]
pub struct ShotOptions {
    pub scene: scenes::Scene,
    pub width: u32,
    pub height: u32,
    pub out: Option<std::path::PathBuf>,
    pub lang: Lang,
    /// Time this many frames of the live scene (animations running) before saving the last one.
    pub bench_frames: u32,
    pub palette: settings::PaletteId,
    pub text_size: settings::TextSize,
    /// Also check the top screen's buttons at every size of [`layout::CHECKED_SIZES`] and every text
    /// size (finger-sized, inside the screen, not overlapping): see [`FrameReport::layout_problems`].
    pub check_layout: bool,
}

/// Frame-time figures, in milliseconds.
#[derive(Clone, Debug, Default)]
pub struct FrameReport {
    /// From the call to the first frame on screen.
    pub first_frame_ms: f64,
    pub frames: u32,
    pub median_ms: f64,
    pub p95_ms: f64,
    /// Processor time used per frame (every thread, Mesa's included), when the system tells it: unlike
    /// the wall-clock figures, it does not grow when other programs share the processor.
    pub cpu_ms_per_frame: Option<f64>,
    /// With [`ShotOptions::check_layout`]: what is wrong with the buttons, size by size.
    pub layout_problems: Vec<String>,
    /// With [`ShotOptions::out`]: the last frame, as a PNG file's bytes (written by the caller).
    pub png: Option<Vec<u8>>,
}

/// The screen's pixels (`get_screen_data`, bottom row first) as a PNG file's bytes, top row first.
#[cfg(not(target_arch = "wasm32"))]
fn png_bytes(image: &Image) -> Result<Vec<u8>, String> {
    let (w, h) = (usize::from(image.width), usize::from(image.height));
    let mut rows = Vec::with_capacity(w * h * 4);
    for y in (0..h).rev() {
        rows.extend_from_slice(&image.bytes[y * w * 4..(y + 1) * w * 4]);
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, u32::from(image.width), u32::from(image.height));
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    // A filter chosen line by line, as image writes PNGs: about half the size of one filter.
    encoder.set_filter(png::FilterType::Sub);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&rows).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

/// The web build has no `screenshot` command (nor files to write a picture to).
#[cfg(target_arch = "wasm32")]
fn png_bytes(_: &Image) -> Result<Vec<u8>, String> {
    Err("no screenshot in the web build".to_string())
}

/// Processor time used by this process so far, in milliseconds (Linux only).
fn process_cpu_ms() -> Option<f64> {
    #[cfg(all(not(target_arch = "wasm32"), target_os = "linux"))]
    {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        // Fields after the command name (which is in parentheses and may hold spaces).
        let rest = &stat[stat.rfind(')')? + 2..];
        let fields: Vec<&str> = rest.split(' ').collect();
        // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name; in ticks of
        // 1/100 s on Linux.
        let utime: f64 = fields.get(11)?.parse().ok()?;
        let stime: f64 = fields.get(12)?.parse().ok()?;
        Some((utime + stime) * 10.0)
    }
    #[cfg(not(all(not(target_arch = "wasm32"), target_os = "linux")))]
    {
        None
    }
}

/// Renders one scene into a PNG (no animation, no user files) and, when asked, times frames first.
///
/// # Errors
/// A scene that cannot be built (unknown game, bad position…).
pub fn screenshot(options: ShotOptions) -> Result<FrameReport, String> {
    use std::cell::RefCell;
    use std::rc::Rc;
    // Built before the window opens, so that a bad position is reported without a window.
    scenes::check(&options.scene, options.lang)?;
    let window_failed = crate::i18n::Texts::shipped(options.lang).get("cli-report-window-failed");
    let result: Rc<RefCell<Result<FrameReport, String>>> =
        Rc::new(RefCell::new(Err(window_failed.clone())));
    let out = result.clone();
    let started = miniquad::date::now();
    let conf = window_conf(options.width as i32, options.height as i32, "Ludoclasse");
    macroquad::Window::from_config(conf, async move {
        *out.borrow_mut() = shoot(options, started).await;
    });
    Rc::try_unwrap(result)
        .map(RefCell::into_inner)
        .unwrap_or_else(|_| Err(window_failed))
}

async fn shoot(options: ShotOptions, started: f64) -> Result<FrameReport, String> {
    let live = options.bench_frames > 0;
    let mut ctx = Ctx::new(Store::none(), !live);
    ctx.set_lang(Some(options.lang));
    ctx.settings.palette = options.palette;
    ctx.settings.text_size = options.text_size;
    let screens = scenes::build(&options.scene, &mut ctx)?;
    let mut stack = screens.into_iter();
    let first = stack
        .next()
        .ok_or_else(|| ctx.t("cli-report-scene-empty"))?;
    let mut app = App::new(ctx, first);
    for s in stack {
        app.apply(Command::Push(s));
    }
    let mut report = FrameReport::default();
    // The first frames also fill the font atlas.
    app.frame(0.0, false);
    next_frame().await;
    report.first_frame_ms = (miniquad::date::now() - started) * 1000.0;
    let mut times = Vec::with_capacity(options.bench_frames as usize);
    let cpu_before = process_cpu_ms();
    let mut last = miniquad::date::now();
    for _ in 0..options.bench_frames {
        app.frame(1.0 / 60.0, false);
        next_frame().await;
        let now = miniquad::date::now();
        times.push((now - last) * 1000.0);
        last = now;
    }
    if options.bench_frames > 0
        && let (Some(a), Some(b)) = (cpu_before, process_cpu_ms())
    {
        report.cpu_ms_per_frame = Some((b - a) / f64::from(options.bench_frames));
    }
    if options.check_layout
        && let Some(top) = app.stack.last()
    {
        for (w, h) in layout::CHECKED_SIZES {
            for text_size in settings::TextSize::ALL {
                app.ui.text_factor = text_size.factor();
                app.ui.fit(w, h);
                // One size's letters at a time in the fonts' textures (see `Ui::trim_letters`).
                app.ui.forget_letters();
                let widgets = top.widgets(&app.ctx, &app.ui);
                let texts = app.ui.record_texts(|| top.draw(&app.ctx, &app.ui));
                let screen = layout::Screen::of(&app.ui);
                let mut problems = layout::problems(screen, &widgets);
                problems.extend(layout::text_problems(screen, &texts, &widgets));
                problems.extend(layout::words_problems(&app.ui, &widgets));
                problems.extend(
                    top.must_show(&app.ctx)
                        .into_iter()
                        .filter(|must| !texts.iter().any(|(t, _)| t == must))
                        .map(|text| layout::Problem::TextLeftOut { text }),
                );
                for problem in problems {
                    report.layout_problems.push(
                        app.ctx.tr(
                            "cli-report-layout-line",
                            &[
                                ("width", w.to_string().into()),
                                ("height", h.to_string().into()),
                                ("size", text_size.id().into()),
                                (
                                    "problem",
                                    app.ctx
                                        .texts
                                        .say(&problem.words())
                                        .unwrap_or_default()
                                        .into(),
                                ),
                            ],
                        ),
                    );
                }
            }
        }
    }
    app.frame(0.0, false);
    if options.out.is_some() {
        report.png = Some(png_bytes(&get_screen_data())?);
    }
    next_frame().await;
    if !times.is_empty() {
        times.sort_by(|a, b| a.total_cmp(b));
        report.frames = times.len() as u32;
        report.median_ms = times[times.len() / 2];
        report.p95_ms = times[((times.len() as f64 * 0.95) as usize).min(times.len() - 1)];
    }
    Ok(report)
}
