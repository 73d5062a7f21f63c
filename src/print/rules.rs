//! The rules sheet that opens every kit: the rules in the chosen language (goal, setup, a turn, the end,
//! a tip), the setup drawn, a QR code (the rules summary, or a link to the lesson) and the 10 cm check
//! ruler.

use super::canvas::{Canvas, MIN_TEXT};
use super::layout::Area;
use super::pdf::Doc;
use super::sheet::{footer, header, qr, ruler};
use super::square::SquareArt;
use super::{Ctx, PrintError, bataille, chars};

/// The parts of the rules, in order: each is `print-<part>-heading` over `print-<game>-<part>`.
pub const PARTS: [&str; 5] = ["goal", "setup", "turn", "end", "tip"];

/// The width of the column with the setup drawn and the QR code.
pub const SETUP_WIDTH: f32 = 64.0;

/// The QR code's side in mm (quiet zone included).
pub const QR_SIZE: f32 = 46.0;

/// Draws the rules sheet.
///
/// # Errors
/// A board file that does not load (for the setup drawing), a QR text too long.
pub fn sheet(doc: &mut Doc, ctx: &Ctx) -> Result<(), PrintError> {
    let texts = ctx.texts;
    let game = ctx.game.id();
    let paper = doc.paper;
    let qr_text = ctx.qr_text();
    let setup = Setup::load(ctx)?;
    let title = texts.tr("print-rules-title", &[("game", ctx.game_name().into())]);
    let origin = texts.get(&format!("print-{game}-origin"));
    let parts: Vec<(String, String)> = PARTS
        .iter()
        .map(|p| {
            (
                texts.get(&format!("print-heading-{p}")),
                texts.get(&format!("print-{game}-{p}")),
            )
        })
        .collect();
    let footer_text = match setup.reconstructed() {
        None => texts.get("print-bataille-footer"),
        Some(true) => texts.get("print-rules-footer"),
        Some(false) => texts.get("print-rules-footer-own"),
    };
    doc.page(|c| {
        let area = header(c, paper, &title, &origin);
        footer(c, paper, &footer_text);
        let right_w = SETUP_WIDTH;
        let gap = 6.0;
        let left = Area {
            x: area.x,
            y: area.y + 2.0,
            w: area.w - right_w - gap,
            h: area.h - 32.0,
        };
        let size = fitting_size(c, &parts, left.w, left.h);
        let mut y = left.y + size;
        for (heading, body) in &parts {
            c.heading(left.x, y, size * 1.15, heading);
            y += size * 1.5;
            y = c.paragraph(left.x, y, left.w, size, body, false) + size * 0.6;
        }
        // The right column: the setup drawn, then the QR code.
        let rx = area.right() - right_w;
        let mut ry = area.y + 2.0;
        c.heading(rx, ry + 4.0, 3.6, &texts.get("print-rules-setup-drawn"));
        ry += 7.0;
        let drawing = Area {
            x: rx,
            y: ry,
            w: right_w,
            h: right_w * setup.aspect(),
        };
        setup.draw(c, drawing, ctx);
        ry += drawing.h + 3.0;
        ry = c.paragraph(rx, ry + 3.0, right_w, MIN_TEXT, &setup.caption(ctx), false) + 4.0;
        let qx = rx + (right_w - QR_SIZE) / 2.0;
        let drawn = qr(c, qx, ry, QR_SIZE, &qr_text);
        let caption = if ctx.options.link_base.is_some() {
            texts.get("print-qr-link")
        } else {
            texts.get("print-qr-summary")
        };
        c.paragraph(rx, ry + QR_SIZE + 4.0, right_w, MIN_TEXT, &caption, false);
        ruler(c, texts, area.x, area.bottom() - 24.0);
        drawn
    })
    .map_err(PrintError::Pdf)
}

/// The largest font size (mm) from 4.2 down to 9 pt at which the parts fit in `w × h`.
fn fitting_size(c: &Canvas, parts: &[(String, String)], w: f32, h: f32) -> f32 {
    let mut size = 4.2;
    while size > MIN_TEXT + 0.05 {
        let mut total = size;
        for (_, body) in parts {
            total +=
                size * 1.5 + c.wrap(body, size, w, false).len() as f32 * size * 1.3 + size * 0.6;
        }
        if total <= h {
            break;
        }
        size -= 0.1;
    }
    size
}

/// The drawing of the start of a game, on the rules sheet.
pub enum Setup {
    Bataille,
    Chars(chars::Boards),
    /// Espion, Schada, Tank Battle.
    Square(Box<dyn SquareArt>),
}

impl Setup {
    fn load(ctx: &Ctx) -> Result<Setup, PrintError> {
        use crate::core::GameId;
        Ok(match ctx.game {
            GameId::Bataille => Setup::Bataille,
            GameId::Chars => Setup::Chars(chars::Boards::load(ctx.boards)?),
            game => Setup::Square(super::square_art(game, ctx.boards)?),
        })
    }

    /// Whether the game's board is a reconstruction (None: no board).
    fn reconstructed(&self) -> Option<bool> {
        match self {
            Setup::Bataille => None,
            Setup::Chars(b) => Some(b.reconstructed),
            Setup::Square(a) => Some(a.reconstructed()),
        }
    }

    /// Height over width of the drawing.
    fn aspect(&self) -> f32 {
        match self {
            Setup::Bataille => bataille::SETUP_ASPECT,
            Setup::Chars(b) => b.setup_aspect(SETUP_WIDTH),
            Setup::Square(_) => 1.0,
        }
    }

    fn draw(&self, c: &mut Canvas, area: Area, ctx: &Ctx) {
        match self {
            Setup::Bataille => bataille::setup(c, area, ctx),
            Setup::Chars(b) => b.setup(c, area, ctx),
            Setup::Square(a) => a.setup(c, area, ctx),
        }
    }

    fn caption(&self, ctx: &Ctx) -> String {
        ctx.texts
            .get(&format!("print-{}-setup-caption", ctx.game.id()))
    }
}
