//! The colour palettes of the app (the teacher's choice in the settings): one set of colours a palette.

use macroquad::prelude::Color;

use super::settings::PaletteId;

/// The colours of one palette.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub background: Color,
    pub panel: Color,
    pub edge: Color,
    pub text: Color,
    pub text_dim: Color,
    pub button: Color,
    pub button_text: Color,
    pub button_hover: Color,
    pub primary: Color,
    pub primary_text: Color,
    pub focus: Color,
    /// The first player (White, South, the child).
    pub white_side: Color,
    /// The second player (Black, Emma, the computer): dark in every palette, as its name says ("les
    /// Noirs"); its pieces' letters are drawn in `card`.
    pub black_side: Color,
    pub table: Color,
    pub card: Color,
    pub card_red: Color,
    pub card_black: Color,
    pub good: Color,
    pub bad: Color,
    pub marker: Color,
    pub square_light: Color,
    pub square_dark: Color,
}

fn hex(v: u32) -> Color {
    Color::from_rgba((v >> 16) as u8, (v >> 8) as u8, v as u8, 255)
}

impl Palette {
    pub fn get(id: PaletteId) -> Palette {
        match id {
            PaletteId::Classroom => Palette {
                background: hex(0xf4efe3),
                panel: hex(0xfffaf0),
                edge: hex(0x3b3a36),
                text: hex(0x22211e),
                text_dim: hex(0x5b584f),
                button: hex(0xe3dccb),
                button_text: hex(0x22211e),
                button_hover: hex(0xd2c8b0),
                primary: hex(0x2f5d8a),
                primary_text: hex(0xffffff),
                focus: hex(0xc2410c),
                white_side: hex(0x2f6fb0),
                black_side: hex(0x2b2a28),
                table: hex(0x2e6b4f),
                card: hex(0xfffdf8),
                card_red: hex(0xc62828),
                card_black: hex(0x1d1d1d),
                good: hex(0x2e7d32),
                bad: hex(0xb3261e),
                marker: hex(0xe0a800),
                square_light: hex(0xeadfc8),
                square_dark: hex(0xd5c5a5),
            },
            PaletteId::ColourBlind => Palette {
                background: hex(0xf2f2f2),
                panel: hex(0xffffff),
                edge: hex(0x000000),
                text: hex(0x111111),
                text_dim: hex(0x444444),
                button: hex(0xdedede),
                button_text: hex(0x111111),
                button_hover: hex(0xc8c8c8),
                primary: hex(0x0072b2),
                primary_text: hex(0xffffff),
                focus: hex(0xd55e00),
                white_side: hex(0x0072b2),
                black_side: hex(0x222222),
                table: hex(0x3d6f66),
                card: hex(0xffffff),
                card_red: hex(0xd55e00),
                card_black: hex(0x000000),
                good: hex(0x009e73),
                bad: hex(0xd55e00),
                marker: hex(0xf0e442),
                square_light: hex(0xececec),
                square_dark: hex(0xcfcfcf),
            },
            PaletteId::HighContrast => Palette {
                background: hex(0xffffff),
                panel: hex(0xffffff),
                edge: hex(0x000000),
                text: hex(0x000000),
                text_dim: hex(0x222222),
                button: hex(0xffffff),
                button_text: hex(0x000000),
                button_hover: hex(0xdddddd),
                primary: hex(0x000000),
                primary_text: hex(0xffffff),
                focus: hex(0x0044ff),
                white_side: hex(0x003fa3),
                black_side: hex(0x000000),
                table: hex(0xffffff),
                card: hex(0xffffff),
                card_red: hex(0xb00000),
                card_black: hex(0x000000),
                good: hex(0x006400),
                bad: hex(0xb00000),
                marker: hex(0x000000),
                square_light: hex(0xffffff),
                square_dark: hex(0xd8d8d8),
            },
        }
    }

    /// The colour of `side` (White: the child or the first player).
    pub fn side(&self, side: crate::core::game::Side) -> Color {
        match side {
            crate::core::game::Side::White => self.white_side,
            crate::core::game::Side::Black => self.black_side,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The relative luminance of a colour (WCAG).
    fn luminance(c: Color) -> f32 {
        let f = |v: f32| {
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn black_is_drawn_dark_in_every_palette_and_its_letters_stand_out() {
        for id in [
            PaletteId::Classroom,
            PaletteId::ColourBlind,
            PaletteId::HighContrast,
        ] {
            let p = Palette::get(id);
            assert!(luminance(p.black_side) < 0.05, "{id:?}: Black is not dark");
            assert!(
                contrast(p.black_side, p.card) >= 7.0,
                "{id:?}: a Black piece's letter does not stand out"
            );
            assert!(
                contrast(p.black_side, p.white_side) >= 1.5,
                "{id:?}: the two sides look alike"
            );
        }
    }
}
