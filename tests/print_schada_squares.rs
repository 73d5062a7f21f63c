//! Schada's squares stay readable at every size the kits print (the 20 mm squares of the mini sheet
//! included): every path's end ring lies inside its square and above the code, the dots of a diagram
//! stay far enough apart to tell one step from two, and the circle where the piece sits is never
//! drawn over the code. Computed from the layout the board is drawn with.

use ludoclasse::boards::Boards;
use ludoclasse::i18n::{Lang, Texts};
use ludoclasse::print::canvas::Fonts;
use ludoclasse::print::schada::{Art, MIN_STEP, SquarePlan};

/// The piece's diameter as a share of the square (`printables/schada.toml`: 13 mm on 30 mm).
const PIECE: f32 = 13.0 / 30.0;

fn plans(square: f32, lang: Lang) -> Vec<SquarePlan> {
    let art = Art::load(Boards::shared()).unwrap();
    let texts = Texts::load(lang).unwrap();
    art.plans(&Fonts::load(), square, PIECE * square, &texts)
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
    if (cx - square / 2.0).abs() > eps {
        out.push("circle not centred across".into());
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
        // A6, E6, D5, E4, D3, H3 hold three paths whose code needs two rows at 20 mm.
        assert!(two_rows >= 4, "{lang:?}: {two_rows} squares with two rows");
        for p in &all {
            assert!(
                p.step >= MIN_STEP - 1e-3,
                "{lang:?}: dots {} mm apart",
                p.step
            );
            if p.rows.len() == 1 {
                // A piece put on the square hides no part of the diagram.
                assert!(p.hole >= PIECE * 20.0 / 2.0, "{lang:?}: circle {}", p.hole);
            }
        }
        // The full board's squares are drawn as before: the circle around the piece, three dots
        // each way, one row of code.
        for p in plans(30.0, lang) {
            assert_eq!(p.rows.len(), 1, "{lang:?}: {:?}", p.rows);
            assert_eq!(p.dot_rows, (-3, 3));
            assert!(p.hole >= PIECE * 30.0 / 2.0);
        }
    }
}
