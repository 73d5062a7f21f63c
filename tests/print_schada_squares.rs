//! Schada's squares stay readable at every size the kits print (the 20 mm squares of the mini sheet
//! included): every path's end ring lies inside its square and above the code, the dots of a diagram
//! stay far enough apart to tell one step from two, the circle where the piece sits is never drawn
//! over the code, and a piece standing in it hides no part of any path (on the mini sheet's crowded
//! squares the diagram goes beside the piece). Computed from the layout the board is drawn with.

use ludoclasse::boards::Boards;
use ludoclasse::i18n::{Lang, Texts};
use ludoclasse::print::canvas::Fonts;
use ludoclasse::print::schada::{Art, MIN_STEP, SquarePlan};

/// The piece's diameter as a share of the square (`printables/schada.toml`: 13 mm on 30 mm).
const PIECE: f32 = 13.0 / 30.0;

/// The least room between an end ring and the edge of the piece as cut out, in mm.
const CLEAR: f32 = 1.0;

fn plans(square: f32, lang: Lang) -> Vec<SquarePlan> {
    let art = Art::load(Boards::shared()).unwrap();
    let texts = Texts::load(lang).unwrap();
    art.plans(&Fonts::load(), square, PIECE * square, &texts)
}

/// The names of the squares, in the order of [`plans`].
fn names() -> Vec<String> {
    let art = Art::load(Boards::shared()).unwrap();
    art.basics.dims.squares().map(|s| s.to_string()).collect()
}

fn problems(square: f32, plan: &SquarePlan) -> Vec<String> {
    let mut out = Vec::new();
    let eps = 1e-3;
    for &(x, y) in &plan.ends {
        let r = plan.ring;
        if x - r < -eps || x + r > square + eps || y - r < -eps || y + r > plan.code_top + eps {
            out.push(format!(
                "end ring at ({x:.2}, {y:.2}) outside the square or over the code"
            ));
        }
    }
    let (cx, cy) = plan.centre;
    if cy - plan.hole < -eps || cy + plan.hole > plan.code_top + eps || plan.hole <= 0.0 {
        out.push(format!(
            "circle of radius {:.2} at {cy:.2} outside the room",
            plan.hole
        ));
    }
    // The piece's circle: the piece's size at least, inside the square and above the code, centred
    // across unless the diagram is beside it.
    let ((px, py), pr) = (plan.piece, plan.piece_r);
    if pr < PIECE * square / 2.0 - eps {
        out.push(format!(
            "the piece's circle ({pr:.2}) is smaller than the piece"
        ));
    }
    if px - pr < -eps || px + pr > square + eps || py - pr < -eps || py + pr > plan.code_top + eps {
        out.push(format!(
            "the piece's circle at ({px:.2}, {py:.2}) leaves the room"
        ));
    }
    if !plan.beside() && (cx - square / 2.0).abs() > eps {
        out.push("circle not centred across".into());
    }
    // A piece on its circle hides no part of a path: every point of a path lies on or outside the
    // circle, every end ring wholly outside it.
    let dist = |(x, y): (f32, f32)| ((x - px).powi(2) + (y - py).powi(2)).sqrt();
    for path in &plan.paths {
        for &p in path {
            if dist(p) < pr - eps {
                out.push(format!(
                    "path point ({:.2}, {:.2}) under the piece",
                    p.0, p.1
                ));
            }
        }
    }
    // The end rings clear the piece as cut out (along its dashed circle, 0.8 mm outside the print) by
    // at least CLEAR mm, a one-step path's included: a piece cut a little wide still shows every ring.
    let cut = PIECE * square / 2.0 + 0.8;
    for &e in &plan.ends {
        if dist(e) - plan.ring < cut.min(pr) - eps {
            out.push(format!(
                "end ring at ({:.2}, {:.2}) under the piece",
                e.0, e.1
            ));
        } else if dist(e) - plan.ring < cut + CLEAR - eps {
            out.push(format!(
                "end ring at ({:.2}, {:.2}) only {:.2} mm from the cut piece's edge",
                e.0,
                e.1,
                dist(e) - plan.ring - cut
            ));
        }
    }
    if plan.beside() {
        // The small diagram stays clear of the piece's circle: its dots, rows and columns.
        let (west, east) = plan.dot_columns;
        let (south, north) = plan.dot_rows;
        let push = |k: i32| k as f32 * plan.step + k.signum() as f32 * plan.hole;
        let (left, right) = (cx + push(west) - plan.ring, cx + push(east) + plan.ring);
        if left < px + pr - eps || right > square + eps {
            out.push(format!(
                "the small diagram ({left:.2} to {right:.2}) overlaps the piece's circle or leaves the square"
            ));
        }
        let (top, bottom) = (cy - push(north), cy - push(south));
        if top - plan.ring < -eps || bottom + plan.ring > plan.code_top + eps {
            out.push("the small diagram leaves the room".into());
        }
    }
    if plan.step < MIN_STEP.min(square * 0.05) - eps {
        out.push(format!("dots {:.2} mm apart", plan.step));
    }
    out
}

#[test]
fn every_square_keeps_its_ends_and_code_apart_at_every_printed_size() {
    for lang in Lang::ALL {
        for square in [18.0, 20.0, 22.0, 25.0, 30.0, 35.0] {
            let all = plans(square, lang);
            assert_eq!(all.len(), 64);
            let bad: Vec<String> = all
                .iter()
                .enumerate()
                .flat_map(|(i, p)| {
                    problems(square, p)
                        .into_iter()
                        .map(move |e| format!("{lang:?} {square} mm, square #{i}: {e}"))
                })
                .collect();
            assert!(bad.is_empty(), "{}", bad.join("\n"));
        }
    }
}

#[test]
fn the_mini_sheets_crowded_squares_are_fitted_and_the_others_keep_the_pieces_room() {
    for lang in Lang::ALL {
        let all = plans(20.0, lang);
        let two_rows = all.iter().filter(|p| p.rows.len() > 1).count();
        // A6, E6, D5, E4, D3, H3 hold three paths whose code needs two rows at 20 mm: their diagram
        // goes beside the piece. So does it on the squares where a ring around the piece could not
        // stay END_CLEARANCE outside the cut piece (see `problems`); every other square keeps its
        // diagram around the piece.
        assert!(two_rows >= 4, "{lang:?}: {two_rows} squares with two rows");
        let beside: Vec<String> = names()
            .into_iter()
            .zip(&all)
            .filter(|(_, p)| p.beside())
            .map(|(n, _)| n)
            .collect();
        for name in ["A6", "D3", "D5", "E4", "E6", "H3"] {
            assert!(beside.iter().any(|b| b == name), "{lang:?}: {name}");
        }
        assert!(beside.len() < all.len(), "{lang:?}: every diagram beside");
        for p in &all {
            assert!(
                p.step >= MIN_STEP - 1e-3,
                "{lang:?}: dots {} mm apart",
                p.step
            );
            if !p.beside() {
                // A piece put on the square hides no part of the diagram.
                assert!(p.hole >= PIECE * 20.0 / 2.0, "{lang:?}: circle {}", p.hole);
            }
        }
        // The full board's squares keep the diagram around the piece, on one row of code (a square
        // whose one-step ring would come too near the cut piece draws only the rows its paths use).
        for p in plans(30.0, lang) {
            assert_eq!(p.rows.len(), 1, "{lang:?}: {:?}", p.rows);
            assert!(
                p.dot_rows.0 <= 0 && p.dot_rows.1 >= 0 && p.dot_rows.1 - p.dot_rows.0 >= 2,
                "{:?}",
                p.dot_rows
            );
            assert!(p.hole >= PIECE * 30.0 / 2.0);
            assert!(!p.beside());
        }
    }
}
