//! The chars mine cards' faces: the letter, the picture and the word stay inside the owner's frame
//! (Black's thick one included) and apart from one another, at every size the kits print (the mini
//! sheet's small cards and the kit's cards for squares of 25 to 35 mm). Computed from the layout the
//! cards are drawn with.

use ludoclasse::print::canvas::MIN_TEXT;
use ludoclasse::print::chars::card_face;

/// A line of text at `size` reaches 0.35 size above its centre (capitals) and 0.55 below
/// (descenders), as `Canvas::label` places it.
fn line_box(cy: f32, size: f32) -> (f32, f32) {
    (cy - size * 0.35, cy + size * 0.55)
}

#[test]
fn every_part_of_a_card_stays_inside_its_frame_and_apart() {
    // The kit's cards are 28 mm for 30 mm squares; the mini sheet's are 28 × 19.5 / 30 mm.
    for s in [
        28.0 * 18.0 / 30.0,
        28.0 * 19.5 / 30.0,
        28.0 * 25.0 / 30.0,
        28.0,
        28.0 * 35.0 / 30.0,
    ] {
        let f = card_face(s);
        let (ix, iy, iw, ih) = f.inner;
        let (top, bottom) = (iy + f.pad - 1e-3, iy + ih - f.pad + 1e-3);
        let (lx, ly, lsize) = f.letter;
        assert!(lsize >= MIN_TEXT, "{s}: letter {lsize}");
        let (ltop, lbottom) = line_box(ly, lsize);
        assert!(
            ltop >= top && lbottom <= bottom && lx > ix,
            "{s}: letter {:?}",
            f.letter
        );
        let (cx, cy, r) = f.picture;
        assert!(r >= s * 0.22, "{s}: a picture of {r} mm is too small");
        assert!(
            cx - r >= ix && cx + r <= ix + iw && cy - r >= top && cy + r <= bottom,
            "{s}: picture {:?} outside the frame {:?}",
            f.picture,
            f.inner
        );
        match f.word {
            Some((_, wy, size)) => {
                assert!(s >= 20.0);
                assert!(size >= MIN_TEXT);
                let (wtop, wbottom) = line_box(wy, size);
                assert!(wbottom <= bottom, "{s}: the word runs over the frame");
                assert!(
                    cy + r <= wtop - f.pad + 1e-3,
                    "{s}: the picture (down to {}) touches the word (from {wtop})",
                    cy + r
                );
            }
            None => assert!(s < 20.0, "{s}: a card this size says its word"),
        }
    }
}
