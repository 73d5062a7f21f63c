//! The board's drawing, checked on its geometry (no window): what a piece leaves of its square's
//! diagram, and where the last move's arrow ends.

use super::*;
use crate::boards::{Boards, Registered};
use crate::core::schada::Schada;
use crate::core::{BoardPosition, GameId};

fn geom(turned: bool) -> BoardGeom {
    BoardGeom::fit(
        Rect::new(0.0, 0.0, 900.0, 700.0),
        Dims { files: 8, ranks: 8 },
        true,
    )
    .turned(turned)
}

/// On every square of the shipped Schada board, turned or not, at every text size (the lines thicken
/// with it, up to the projector's): a piece standing there covers no point of the diagram, each step is
/// far enough from the next to be counted, and the whole diagram stays inside its square.
#[test]
fn a_schada_piece_leaves_its_squares_diagram_readable() {
    let board = Schada::board_in(Boards::shared()).expect("the shipped board loads");
    let game = Schada::start(board.clone());
    for turned in [false, true] {
        let g = geom(turned);
        let radius = piece_radius::<Schada>(&g);
        assert!((radius / g.cell - SCHADA_PIECE).abs() < 1e-6);
        let mut squares = 0;
        for sq in g.dims.squares() {
            let Print::Diagram(lines) = game.print(sq) else {
                continue;
            };
            squares += 1;
            let r = g.square(sq);
            let c = g.center(sq);
            for k in [1.0, 1.3, 1.75] {
                let thick = diagram_thickness(g.cell, k);
                for path in diagram_paths(&g, &lines, r) {
                    assert!(path.len() >= 2, "{sq}: a path without a step");
                    for p in &path {
                        let out = (*p - c).length() - thick / 2.0;
                        assert!(out > radius, "{sq}: a piece hides {p} ({out} < {radius})");
                        assert!(r.contains(*p), "{sq}: {p} leaves the square");
                    }
                    for pair in path.windows(2) {
                        let gap = (pair[1] - pair[0]).length();
                        assert!(
                            gap >= g.cell * 0.07,
                            "{sq}: steps {gap} px apart on a {} px square",
                            g.cell
                        );
                    }
                }
            }
        }
        assert_eq!(squares, 64, "every Schada square prints a diagram");
    }
}

/// The last move's arrow ends outside the piece that arrived, whichever way it goes, on every board.
#[test]
fn the_last_moves_arrow_stops_at_the_arriving_piece() {
    let g = geom(false);
    for game in [GameId::Espion, GameId::Schada, GameId::TankBattle] {
        let radius = g.cell
            * match game {
                GameId::Espion => PRINTED_PIECE,
                GameId::Schada => SCHADA_PIECE,
                _ => 0.33,
            };
        // A long hint's arrow stops at the edge of the piece it points at too.
        assert!(
            ARROW_STOP * g.cell >= radius,
            "{game}: a hint's head covers the piece"
        );
        for (a, b) in [("D3", "F5"), ("A1", "A2"), ("H8", "G8"), ("C4", "E3")] {
            let (a, b): (Square, Square) = (a.parse().unwrap(), b.parse().unwrap());
            let (from, to) = last_move_arrow(&g, a, b, radius);
            assert_eq!(from, g.center(a));
            let left = (g.center(b) - to).length();
            assert!(
                left >= radius,
                "{game} {a}-{b}: the head is {left} px from the centre"
            );
            // It still points at the square it arrived on.
            assert!(g.at(to) == Some(b) || (to - g.center(b)).length() < g.cell * 0.5);
        }
    }
}
