//! `ludoclasse screenshot …`: renders one frame of a scene of the app into a PNG (for docs and tests), and
//! with `--bench-frames N` times N frames first.

use std::path::PathBuf;

use super::refusal::Refusal;
use super::{CliResult, Failure};
use ludoclasse::app::settings::{PaletteId, TextSize};
use ludoclasse::app::{self, ShotOptions, scenes::Scene};
use ludoclasse::core::GameId;
use ludoclasse::data::Words;
use ludoclasse::i18n::Lang;

#[derive(clap::Args, Debug)]
pub struct ScreenshotArgs {
    /// The game to show (without it: the home screen, or --scene settings).
    #[arg(long, value_parser = super::refusal::game)]
    game: Option<GameId>,
    /// A position in the game's notation (La Bataille: a deck of 52 card codes).
    #[arg(long)]
    position: Option<String>,
    /// What to show: home, settings; a board game's board; La Bataille's table, battle, end, autoplay.
    #[arg(long)]
    scene: Option<String>,
    /// A lesson to show, as `espion/01` (game/number) or `espion-l01`.
    #[arg(long)]
    lesson: Option<String>,
    /// With --lesson: the step to show, from 1 (the lesson's script plays the steps before it).
    #[arg(long)]
    step: Option<usize>,
    /// Window size in pixels, like 1920x1080.
    #[arg(long, default_value = "1920x1080", value_parser = parse_size)]
    size: (u32, u32),
    /// The PNG file to write.
    #[arg(long)]
    out: Option<PathBuf>,
    /// The language of the texts (default: French); the command's own messages follow it too.
    #[arg(long, value_parser = super::refusal::lang)]
    lang: Option<Lang>,
    /// Time this many frames of the live scene and print the median and 95th percentile.
    #[arg(long, default_value_t = 0)]
    bench_frames: u32,
    /// The colours: classroom, colour-blind or high-contrast.
    #[arg(long, default_value = "classroom", value_parser = parse_palette)]
    palette: PaletteId,
    /// The text size: normal, large, huge, giant or enormous.
    #[arg(long, default_value = "normal", value_parser = parse_text_size)]
    text_size: TextSize,
    /// Also check the scene's buttons at 768x1024, 800x1280, 1024x768, 1280x800 and 1920x1080 and
    /// every text size (at least 48 px high, inside the screen, not overlapping); fails when one is not.
    #[arg(long)]
    check_layout: bool,
}

fn parse_palette(text: &str) -> Result<PaletteId, Refusal> {
    by_id(
        text,
        "cli-shot-not-a-palette",
        PaletteId::ALL,
        PaletteId::id,
    )
}

fn parse_text_size(text: &str) -> Result<TextSize, Refusal> {
    by_id(
        text,
        "cli-shot-not-a-text-size",
        TextSize::ALL,
        TextSize::id,
    )
}

/// The choice among `all` whose `id` is `text`, or the message `what` (of cli.ftl) that lists the ids.
fn by_id<T: Copy, const N: usize>(
    text: &str,
    what: &'static str,
    all: [T; N],
    id: fn(T) -> &'static str,
) -> Result<T, Refusal> {
    all.into_iter().find(|&t| id(t) == text).ok_or_else(|| {
        let ids: Vec<&str> = all.into_iter().map(id).collect();
        Refusal(
            Words::new(what)
                .with("text", text)
                .with("known", ids.join(", ")),
        )
    })
}

fn parse_size(text: &str) -> Result<(u32, u32), Refusal> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| Refusal(Words::new("cli-shot-not-a-size").with("text", text)))?;
    let parse = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|&n| (64..=8192).contains(&n))
            .ok_or_else(|| Refusal(Words::new("cli-shot-side-range").with("text", text)))
    };
    Ok((parse(w)?, parse(h)?))
}

pub fn run_screenshot(args: ScreenshotArgs) -> CliResult {
    super::set_lang(args.lang);
    if args.out.is_none() && args.bench_frames == 0 && !args.check_layout {
        return Err(Failure::input(super::texts().get("cli-shot-no-out")));
    }
    // (`-`, a folder: said before the window opens.)
    if let Some(out) = &args.out {
        super::print::check_target(out, "png")?;
    }
    let options = ShotOptions {
        scene: Scene {
            game: args.game,
            name: args.scene,
            position: args.position,
            lesson: args.lesson,
            step: args.step,
        },
        width: args.size.0,
        height: args.size.1,
        out: args.out.clone(),
        lang: args.lang.unwrap_or(Lang::Fr),
        bench_frames: args.bench_frames,
        palette: args.palette,
        text_size: args.text_size,
        check_layout: args.check_layout,
    };
    let report = app::screenshot(options).map_err(Failure::input)?;
    if let Some(out) = &args.out {
        // As a kit is: through a temporary file beside it, so that a full disk or a killed process
        // leaves the previous picture whole, and a failure is said in words.
        match &report.png {
            Some(png) => super::print::write_file(out, png, "png")?,
            None => {
                return Err(Failure {
                    message: super::texts().tr(
                        "cli-shot-not-written",
                        &[("path", out.display().to_string().into())],
                    ),
                    status: 1,
                });
            }
        }
    }
    if args.check_layout {
        if !report.layout_problems.is_empty() {
            return Err(Failure::input(format!(
                "{}\n{}",
                super::texts().get("cli-shot-layout-wrong"),
                report.layout_problems.join("\n")
            )));
        }
        println!("{}", super::texts().get("cli-shot-layout-right"));
    }
    if report.frames > 0 {
        use super::decimal;
        let mut values = vec![
            ("frames", report.frames.into()),
            ("width", args.size.0.to_string().into()),
            ("height", args.size.1.to_string().into()),
            ("median", decimal(report.median_ms, 2).into()),
            ("p95", decimal(report.p95_ms, 2).into()),
            ("first", decimal(report.first_frame_ms, 0).into()),
        ];
        let id = match report.cpu_ms_per_frame {
            Some(cpu) => {
                values.push(("cpu", decimal(cpu, 2).into()));
                "cli-report-frames-cpu"
            }
            None => "cli-report-frames",
        };
        println!("{}", super::tr(id, &values));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("1024x768").ok(), Some((1024, 768)));
        assert!(parse_size("1024").is_err());
        assert!(parse_size("10x768").is_err());
    }
}
