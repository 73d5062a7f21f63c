//! The legend of the pieces in the play screen's panel: each kind of piece of the game as it is drawn on
//! the board (its disc and letter) with its name, so that a child who meets "SO" or "A" on the board can
//! read what it is. In Schada, the paths of the selected piece's square are also written as arrows
//! (`↑2+←2`), as on the printed board, turned with the board when it is turned.

use super::panel::Slot;
use super::*;
use crate::app::games::kinds;
use crate::core::geometry::Direction;

/// The arrow of direction `d` as the child sees it on the screen (the board may be turned).
fn arrow_glyph(d: Direction, turned: bool) -> &'static str {
    let d = if turned { d.opposite() } else { d };
    match d {
        Direction::N => "↑",
        Direction::NE => "↗",
        Direction::E => "→",
        Direction::SE => "↘",
        Direction::S => "↓",
        Direction::SW => "↙",
        Direction::W => "←",
        Direction::NW => "↖",
    }
}

/// A Schada square's paths as arrows: `↑2+←2   ↓1` (no letter, so nothing reads like O, SO or S).
pub fn paths_code(lines: &[crate::core::schada::Line], turned: bool) -> String {
    lines
        .iter()
        .map(|l| {
            [Some((l.dir, l.count)), l.bend]
                .into_iter()
                .flatten()
                .map(|(d, n)| format!("{}{n}", arrow_glyph(d, turned)))
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect::<Vec<_>>()
        .join("   ")
}

impl<G: AppGame + Explain> PlayScreen<G> {
    /// The legend's chips, flowing in rows within `w`: a piece of the side to move and its name. Returns
    /// the height used (measured only when `draw` is false).
    pub(super) fn draw_piece_legend(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        let Slot { x, y, w, draw } = at;
        let p = &ui.palette;
        let s = size::SMALL;
        let line = ui.line_height(s).max(44.0);
        let radius = line * 0.42;
        let (mut cx, mut cy) = (x, y);
        for &(_, label, name, chief) in kinds(G::GAME) {
            let name = ctx.t(name);
            let chip = 2.0 * radius + 10.0 + ui.measure(&name, s, false) + 24.0;
            if cx > x && cx + chip > x + w {
                cx = x;
                cy += line + 6.0;
            }
            if draw {
                let piece = PieceView {
                    side: Side::White,
                    label,
                    chief,
                };
                let c = vec2(cx + radius, cy + line / 2.0);
                board_view::draw_piece(ui, ctx, piece, c, radius);
                let ty = cy + (line - ui.line_height(s)) / 2.0;
                ui.text(
                    &name,
                    c.x + radius + 10.0,
                    ty,
                    s,
                    false,
                    Align::Left,
                    p.text,
                );
            }
            cx += chip;
        }
        cy + line - y
    }

    /// In Schada, the paths of the selected piece's square, written with arrows. Returns the height
    /// used (measured only when `draw` is false).
    pub(super) fn draw_paths(&self, ctx: &Ctx, ui: &Ui, at: Slot) -> f32 {
        let Some(sq) = self.selected else {
            return 0.0;
        };
        let Print::Diagram(lines) = self.game.print(sq) else {
            return 0.0;
        };
        let text = ctx.tr(
            "app-legend-paths",
            &[
                ("square", sq.to_string().into()),
                ("paths", paths_code(&lines, self.turned()).into()),
            ],
        );
        at.paragraph(ui, &text, size::BODY, true, ui.palette.text) + 10.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_game_has_a_legend_with_texts_in_both_languages() {
        for lang in [crate::i18n::Lang::Fr, crate::i18n::Lang::En] {
            let texts = crate::i18n::Texts::load_reporting(lang).0;
            for game in GameId::ALL {
                if game == GameId::Bataille {
                    continue;
                }
                assert!(!kinds(game).is_empty(), "{game}");
                for &(_, label, name, _) in kinds(game) {
                    for id in [label, name] {
                        assert!(texts.has(id), "{lang:?}: {id} is missing");
                    }
                }
            }
        }
    }

    #[test]
    fn schada_paths_use_arrows_and_turn_with_the_board() {
        let line: crate::core::schada::Line = "N2+W2".parse().expect("a line");
        let other: crate::core::schada::Line = "SE1".parse().expect("a line");
        assert_eq!(paths_code(&[line, other], false), "↑2+←2   ↘1");
        assert_eq!(paths_code(&[line], true), "↓2+→2");
    }
}
