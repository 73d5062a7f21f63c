//! The settings screen: one row per setting, each option a button (the chosen one is ticked and framed).
//! Every change applies at once and is saved.

use macroquad::prelude::*;

use crate::app::gfx::draw_line;

use super::layout;
use super::settings::{AnimationSpeed, PaletteId, Settings, TextSize};
use super::ui::{Align, Ui, Widget, size};
use super::{Command, Ctx, Screen};
use crate::i18n::Lang;

pub struct SettingsScreen;

const W_BACK: u32 = 1;
/// Options: `W_ROW * (row + 1) + option`.
const W_ROW: u32 = 100;

/// The options of a setting: each value's name (the message `{prefix}-{id}`) and whether it is the
/// current one.
fn named(
    ctx: &Ctx,
    prefix: &str,
    values: impl Iterator<Item = (&'static str, bool)>,
) -> Vec<(String, bool)> {
    values
        .map(|(id, on)| (ctx.t(&format!("{prefix}-{id}")), on))
        .collect()
}

/// The rows: a label id and the option labels (message ids, or plain text for levels).
fn rows(ctx: &Ctx) -> Vec<(String, Vec<(String, bool)>)> {
    let s = &ctx.settings;
    let lang_opts = vec![
        (ctx.t("app-settings-lang-system"), s.lang.is_none()),
        (ctx.t("lang-fr"), s.lang == Some(Lang::Fr)),
        (ctx.t("lang-en"), s.lang == Some(Lang::En)),
    ];
    let size_opts = named(
        ctx,
        "app-settings-size",
        TextSize::ALL.iter().map(|&t| (t.id(), s.text_size == t)),
    );
    let palette_opts = named(
        ctx,
        "app-settings-palette",
        PaletteId::ALL.iter().map(|&t| (t.id(), s.palette == t)),
    );
    let yes_no = |on: bool| {
        vec![
            (ctx.t("app-settings-off"), !on),
            (ctx.t("app-settings-on"), on),
        ]
    };
    let level_opts = named(
        ctx,
        "app-setup-level",
        (1..=Settings::MAX_LEVEL).map(|l| (crate::app::play::level_for(l).id(), s.level == l)),
    );
    let anim_opts = named(
        ctx,
        "app-settings-animation",
        AnimationSpeed::ALL
            .iter()
            .map(|&t| (t.id(), s.animation == t)),
    );
    vec![
        (ctx.t("app-settings-lang"), lang_opts),
        (ctx.t("app-settings-text-size"), size_opts),
        (ctx.t("app-settings-palette"), palette_opts),
        (ctx.t("app-settings-fullscreen"), yes_no(s.fullscreen)),
        (ctx.t("app-settings-level"), level_opts),
        (ctx.t("app-settings-animation"), anim_opts),
        (ctx.t("app-settings-memory"), yes_no(s.memory)),
        (ctx.t("app-settings-classroom"), yes_no(s.classroom)),
    ]
}

struct Geometry {
    label_w: f32,
    top: f32,
    row_h: f32,
}

fn geometry(ui: &Ui, n: usize) -> Geometry {
    // Under the title, whatever the text size.
    let top = (40.0 + ui.line_height(size::TITLE) + 8.0).max(170.0);
    let bottom = ui.height - 150.0;
    Geometry {
        label_w: (ui.width * 0.3).min(560.0),
        top,
        row_h: (bottom - top) / n as f32,
    }
}

impl Screen for SettingsScreen {
    fn animating(&self) -> bool {
        false
    }

    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget> {
        let rows = rows(ctx);
        let g = geometry(ui, rows.len());
        let mut out = Vec::new();
        for (i, (_, opts)) in rows.iter().enumerate() {
            let area = Rect::new(
                40.0 + g.label_w,
                g.top + i as f32 * g.row_h + 8.0,
                ui.width - 80.0 - g.label_w,
                g.row_h - 16.0,
            );
            // Each option as wide as its words ask (the chosen one with its tick): "Très grande"
            // beside "Géante".
            let words: Vec<String> = opts
                .iter()
                .map(|(l, on)| if *on { format!("✓ {l}") } else { l.clone() })
                .collect();
            let places = layout::row_by_words(ui, area, &words);
            for (j, ((label, on), r)) in opts.iter().zip(places).enumerate() {
                out.push(
                    Widget::new(W_ROW * (i as u32 + 1) + j as u32, r, label.clone()).selected(*on),
                );
            }
        }
        out.push(
            Widget::new(
                W_BACK,
                Rect::new(40.0, ui.height - 120.0, 360.0, 90.0),
                ctx.t("app-back"),
            )
            .primary()
            .key(ctx.t("app-key-escape")),
        );
        out
    }

    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command {
        if id == W_BACK {
            return Command::Pop;
        }
        let row = id / W_ROW - 1;
        let opt = (id % W_ROW) as usize;
        let s = &mut ctx.settings;
        match row {
            0 => {
                let lang = [None, Some(Lang::Fr), Some(Lang::En)][opt];
                ctx.set_lang(lang);
            }
            1 => s.text_size = TextSize::ALL[opt],
            2 => s.palette = PaletteId::ALL[opt],
            3 => s.fullscreen = opt == 1,
            4 => s.level = opt as u8 + 1,
            5 => s.animation = AnimationSpeed::ALL[opt],
            6 => s.memory = opt == 1,
            7 => s.classroom = opt == 1,
            _ => return Command::None,
        }
        ctx.save_settings();
        Command::None
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui) {
        let p = &ui.palette;
        ui.screen_title(&ctx.t("app-settings-title"));
        let rows = rows(ctx);
        let g = geometry(ui, rows.len());
        for (i, (label, _)) in rows.iter().enumerate() {
            let y = g.top + i as f32 * g.row_h;
            // A long label at a large text size gets smaller rather than spill onto the next row.
            let w = g.label_w - 20.0;
            let s = ui.paragraph_size(label, w, g.row_h - 8.0, (size::BODY, 16.0), true);
            let h = ui.paragraph_height(label, w, s, true);
            ui.paragraph(
                label,
                40.0,
                y + (g.row_h - h) / 2.0,
                w,
                s,
                true,
                Align::Left,
                p.text,
            );
            draw_line(
                40.0,
                y + g.row_h,
                ui.width - 40.0,
                y + g.row_h,
                1.5,
                p.text_dim,
            );
        }
        if let Some(root) = ctx.store.root() {
            // A change that could not be written (a full disk) is said where it was made.
            let problem = ctx.write_problem(Settings::FILE);
            let where_ = problem.map(str::to_string).unwrap_or_else(|| {
                ctx.tr(
                    "app-settings-stored",
                    &[("path", root.display().to_string().into())],
                )
            });
            let colour = if problem.is_some() { p.bad } else { p.text_dim };
            // Beside the back button, within the screen: the path is cut at its folders when it is
            // wider than the line, and the text gets smaller rather than run off the bottom.
            let x = 440.0;
            let (top, w) = (ui.height - 122.0, ui.width - x - 40.0);
            let mut s = size::SMALL;
            let mut text = break_long_words(ui, &where_, s, w);
            while s > 12.0 && ui.paragraph_height(&text, w, s, false) > ui.height - 8.0 - top {
                s -= 1.0;
                text = break_long_words(ui, &where_, s, w);
            }
            ui.paragraph(&text, x, top, w, s, false, Align::Left, colour);
        }
    }
}

/// `text` with every word wider than `width` (a folder's path) cut into lines: after a `/` (or a backslash)
/// when it can, else between letters.
fn break_long_words(ui: &Ui, text: &str, size: f32, width: f32) -> String {
    let mut out = Vec::new();
    for word in text.split(' ') {
        if ui.measure(word, size, false) <= width {
            out.push(word.to_string());
            continue;
        }
        let mut pieces: Vec<String> = Vec::new();
        let mut line = String::new();
        for c in word.chars() {
            let grown = format!("{line}{c}");
            if !line.is_empty() && ui.measure(&grown, size, false) > width {
                // Cut at the last folder separator of the line when there is one.
                match line.rfind(['/', '\\']) {
                    Some(i) if i + 1 < line.len() => {
                        let rest = line.split_off(i + 1);
                        pieces.push(std::mem::replace(&mut line, rest));
                    }
                    _ => pieces.push(std::mem::take(&mut line)),
                }
            }
            line.push(c);
        }
        pieces.push(line);
        out.push(pieces.join("\n"));
    }
    out.join(" ")
}
