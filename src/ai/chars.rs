//! Bataille de chars (the battle) for the computer: hidden mines, arrivals, tanks left.
//!
//! The computer never looks at a card it cannot see. It starts from its player's view
//! ([`Game::view_for`]) and adds only what that player knows: the cards it laid itself (it remembers its
//! own mines, even under the "memory" setting where they are face down). Each unknown enemy card is an
//! explosion with the chance `explosions still hidden / unknown cards` of its layer; the search samples
//! several layouts consistent with that ([`Chars::guess_unknown`]) and averages its scores over them.
//!
//! The evaluation, in a sampled layout, counts the points already scored, the tanks left and how far each
//! has come; mines are seen by the search itself (a tank stepping on an explosion is lost).

use crate::ai::hint::{self, Chance, Explain, Facts};
use crate::ai::search::{Evaluate, key_of};
use crate::core::BoardPosition;
use crate::core::chars::layout::Layout;
use crate::core::chars::{Card, Cell, Chars, CharsBoard, CharsMove, CharsSettings, Effect, Face};
use crate::core::game::{ByColor, Game, Side};
use crate::core::geometry::Square;
use crate::core::rng::Rng;
use crate::i18n::Message;

/// A point scored (a tank arrived on the enemy start line).
const POINT: i32 = 400;
/// What a tank on its own start line is worth if nothing stands in its way…
const TANK: i32 = 200;
/// …and per rank it has advanced (never reaching a point: arriving is always better).
const RANK: i32 = 20;
/// The chance (per mille) of getting through a row when the square ahead holds a card but a neighbouring
/// square of that row is already clear: a step aside costs time, not a tank.
const AROUND: i32 = 930;
/// The same for a row where the card ahead is one of the player's own mines, which it knows.
const OWN_MINE_AROUND: i32 = 900;

/// Ranks `sq` is from `side`'s arrival line (the enemy's start line).
fn ranks_to_go(game: &Chars, sq: Square, side: Side) -> u8 {
    let line = game.board().start_line(side.other());
    (sq.rank() as i32 - line as i32).unsigned_abs() as u8
}

/// The chance (per mille) that an unknown card of `layer` is an explosion, from what everyone knows:
/// explosions still face down over cards still face down.
fn public_risk(game: &Chars, layer: Side) -> i32 {
    let cards = game.cards_left(layer) as i32;
    if cards == 0 {
        0
    } else {
        1000 * game.explosions_left(layer) as i32 / cards
    }
}

/// What `side`'s tanks and points are worth. A tank is worth its progress times its chance of getting
/// through the card rows still ahead of it: the enemy's cards at the public explosion rate (never their
/// faces, which `side` cannot see), its own cards as it knows them.
fn side_value(game: &Chars, side: Side, risk: &ByColor<i32>) -> i32 {
    let dims = game.board().dims();
    let enemy = side.other();
    let mut value = POINT * game.scores()[side] as i32;
    let full = dims.ranks as i32 - 1;
    let ahead = |rank: u8, r: u8| match side {
        Side::White => r > rank,
        Side::Black => r < rank,
    };
    for sq in game.tank_squares(side) {
        let mut chance = 1000;
        for layer in [enemy, side] {
            let ranks = game.board().minefield_ranks(layer);
            for &r in ranks.iter().filter(|&&r| ahead(sq.rank(), r)) {
                let cell = game.cell(Square::new(sq.file(), r));
                let clear_beside = [-1i32, 1].iter().any(|&df| {
                    let f = sq.file() as i32 + df;
                    f >= 0
                        && f < dims.files as i32
                        && !matches!(game.cell(Square::new(f as u8, r)), Cell::Card(_))
                });
                let through = match cell {
                    Cell::Card(card) if card.layer == side => {
                        if card.face == Face::Blank {
                            1000
                        } else if clear_beside {
                            OWN_MINE_AROUND
                        } else {
                            // Its own mine, with no way around yet: it waits for one.
                            OWN_MINE_AROUND - 100
                        }
                    }
                    Cell::Card(_) => {
                        (1000 - risk[layer]).max(if clear_beside { AROUND } else { 0 })
                    }
                    _ => 1000,
                };
                chance = chance * through / 1000;
            }
        }
        let progress = TANK + RANK * (full - ranks_to_go(game, sq, side) as i32);
        value += progress * chance / 1000;
    }
    value
}

impl Chars {
    /// The square straight ahead of `sq` for the side to move, if the board goes on that way.
    fn ahead(&self, sq: Square) -> Option<Square> {
        sq.offset(CharsBoard::forward(self.turn()), self.board().dims())
    }

    /// The empty square a step aside `mv` puts its tank in front of, when the tank left a card it
    /// cannot see straight ahead: it goes round the card, by a way already open.
    fn goes_round(&self, mv: CharsMove) -> Option<Square> {
        let CharsMove::Step { from, to } = mv else {
            return None;
        };
        if from.rank() != to.rank() || self.effect(mv) != Effect::Move {
            return None;
        }
        let shut = self.ahead(from)?;
        let open = self.ahead(to)?;
        let unknown = matches!(self.cell(shut), Cell::Card(card) if card.face == Face::Unknown);
        (unknown && self.cell(open) == Cell::Empty).then_some(open)
    }
}

/// How many of `layer`'s face-down cards `view` cannot see, and how many explosions hide among them.
fn unknown_cards(view: &Chars, layer: Side) -> (u32, u32) {
    let dims = view.board().dims();
    let mut unknown = 0;
    let mut known_explosions = 0;
    for sq in dims.squares() {
        if let Cell::Card(card) = view.cell(sq)
            && card.layer == layer
        {
            match card.face {
                Face::Unknown => unknown += 1,
                Face::Explosion => known_explosions += 1,
                Face::Blank => {}
            }
        }
    }
    let hidden = (view.explosions_left(layer) as u32).saturating_sub(known_explosions);
    (unknown, hidden.min(unknown))
}

impl Evaluate for Chars {
    fn evaluate(&self, side: Side) -> i32 {
        let risk = ByColor::new_with(|layer| public_risk(self, layer));
        side_value(self, side, &risk) - side_value(self, side.other(), &risk)
    }

    /// A win is worth more by a wider margin of points.
    fn final_points(&self) -> Option<ByColor<u32>> {
        let scores = self.scores();
        Some(ByColor::new_with(|side| u32::from(scores[side])))
    }

    fn order_key(&self, mv: CharsMove) -> i32 {
        match self.effect(mv) {
            Effect::Arrival { .. } => 3_000,
            Effect::Capture => 2_000,
            Effect::Blank { .. } => 500,
            Effect::Move => 100,
            Effect::UnknownCard { .. } => 50,
            Effect::Explosion { .. } => -1_000,
            Effect::Pass => 0,
        }
    }

    /// A step aside onto an empty square, unless it leaves a way that is shut (its own tank ahead, or a
    /// card it cannot see or knows to be an explosion) for one that is open (an empty square, a blank
    /// it knows, an enemy tank to take). Going round is a plan; shuffling along a line is not.
    fn is_idle(&self, mv: CharsMove) -> bool {
        let CharsMove::Step { from, to } = mv else {
            return false;
        };
        if from.rank() != to.rank() || self.effect(mv) != Effect::Move {
            return false;
        }
        let side = self.turn();
        let open = |sq: Square| {
            self.ahead(sq).is_none_or(|ahead| match self.cell(ahead) {
                Cell::Empty => true,
                Cell::Tank(s) => s != side,
                Cell::Card(card) => card.face == Face::Blank,
            })
        };
        open(from) || !open(to)
    }

    fn is_tactical(&self, mv: CharsMove) -> bool {
        matches!(self.effect(mv), Effect::Capture | Effect::Arrival { .. })
    }

    fn key(&self) -> Option<u64> {
        let pieces = self.cells_by_index().map(|(i, cell)| {
            let code = match cell {
                Cell::Empty => 0,
                Cell::Tank(side) => side as usize,
                Cell::Card(card) => 2 + card.layer as usize * 3 + card.face as usize,
            };
            (i, code)
        });
        let scores = self.scores();
        let extra =
            self.quiet_moves() as u64 | (scores.white as u64) << 8 | (scores.black as u64) << 16;
        Some(key_of(pieces, self.turn() as u64, extra))
    }

    fn has_hidden_information(&self) -> bool {
        self.board().dims().squares().any(|sq| {
            matches!(
                self.cell(sq),
                Cell::Card(Card {
                    face: Face::Unknown,
                    ..
                })
            )
        })
    }

    /// The view of `viewer` plus the cards it laid itself: it remembers its own mines.
    fn knowledge(&self, viewer: Side) -> Chars {
        self.known_to(viewer)
    }

    fn sample_world(&self, rng: &mut Rng) -> Chars {
        self.guess_unknown(rng)
    }
}

impl Explain for Chars {
    /// An arrival scores one point.
    fn points(&self, mv: CharsMove) -> Option<i32> {
        matches!(self.effect(mv), Effect::Arrival { .. }).then_some(1)
    }

    /// Certain for a mine the player laid there itself, none for its own blank, otherwise the share of
    /// explosions among the cards of that layer the player cannot see.
    fn mine_chance(&self, mv: CharsMove) -> Option<Chance> {
        let CharsMove::Step { to, .. } = mv else {
            return None;
        };
        let Cell::Card(card) = self.cell(to) else {
            return None;
        };
        Some(match card.face {
            Face::Explosion => Chance::new(1, 1),
            Face::Blank => Chance::new(0, 1),
            Face::Unknown => {
                let (unknown, hidden) = unknown_cards(self, card.layer);
                Chance::new(hidden, unknown.max(1))
            }
        })
    }

    /// Random layouts for both players (as a class would lay them), the race winner drawn at random.
    fn random_setup(&self, rng: &mut Rng) -> Chars {
        let board = self.board().clone();
        let settings = CharsSettings::for_board(&board);
        let layouts =
            ByColor::new_with(|side| Layout::random(&board, side, settings.explosions, rng));
        let first = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        Chars::from_layouts(
            board,
            settings,
            ByColor {
                white: &layouts.white,
                black: &layouts.black,
            },
            first,
        )
        .expect("random layouts follow the rules")
    }

    fn reason(&self, mv: CharsMove, facts: &Facts) -> Message {
        let side = self.turn();
        if facts.wins_now {
            let scores = self.after(mv).scores();
            return Message::new("hint-chars-ends-game")
                .with("mine", scores[side] as i64)
                .with("theirs", scores[side.other()] as i64);
        }
        if let Some(message) = hint::common_reason(facts) {
            return message;
        }
        let CharsMove::Step { from, to } = mv else {
            return hint::plain_reason(facts);
        };
        match self.effect(mv) {
            Effect::Arrival { .. } => return Message::new("hint-chars-arrives"),
            Effect::Capture => {
                return Message::new("hint-captures")
                    .with("piece", "tank")
                    .with("square", to.to_string());
            }
            _ => {}
        }
        // A mine of our own straight ahead that this move steps around.
        if let Some(ahead) = self.ahead(from)
            && ahead != to
            && self.cell(ahead)
                == Cell::Card(Card {
                    layer: side,
                    face: Face::Explosion,
                })
        {
            return Message::new("hint-chars-avoids-own-mine").with("square", ahead.to_string());
        }
        if let Some(chance) = self.mine_chance(mv) {
            let Cell::Card(card) = self.cell(to) else {
                unreachable!("a chance comes from a card");
            };
            return if card.layer == side && card.face == Face::Blank {
                Message::new("hint-chars-own-blank").with("square", to.to_string())
            } else if chance.is_none() {
                Message::new("hint-chars-no-mine-left").with("square", to.to_string())
            } else {
                Message::new("hint-chars-mine-chance")
                    .with("square", to.to_string())
                    .with("chances", chance.favourable)
                    .with("cards", chance.total)
            };
        }
        if let Some(square) = facts.stops_win_elsewhere() {
            return Message::new("hint-stops-win").with("square", square.to_string());
        }
        if facts.saves {
            return Message::new("hint-saves")
                .with("piece", "tank")
                .with("square", from.to_string());
        }
        if let Some(open) = self.goes_round(mv) {
            return Message::new("hint-chars-goes-round").with("square", open.to_string());
        }
        if ranks_to_go(self, to, side) < ranks_to_go(self, from, side) {
            return Message::new("hint-chars-advances")
                .with("ranks", ranks_to_go(self, to, side) as i64);
        }
        hint::plain_reason(facts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::annotate::{Mark, annotate};
    use crate::ai::hint::hint;
    use crate::ai::testing::{check_hints, position, start};
    use crate::ai::{Level, choose_move};

    /// White alone on the board (Black has no tank left and passes), a point ahead: its tank on G6 has an
    /// open way to the enemy line, past its own mines on F8 and H8. Black's cards are hidden from White.
    fn white_alone() -> Chars {
        position::<Chars>("8/8/BMB2M1M/8/6T1/8/7T/bmmm1b1b/2bb1b1m/6T1 w 1 0 5")
            .known_to(Side::White)
    }

    #[test]
    fn a_step_aside_is_idle_unless_it_leaves_a_shut_way_for_an_open_one() {
        let view = white_alone();
        let idle = |m: &str| view.is_idle(m.parse().expect("a move"));
        // The tank on G1 faces a card it cannot see; so it would on H1.
        assert!(idle("G1-H1"));
        // The tank on G6 could go on; the one on H4 too.
        assert!(idle("G6-H6") && idle("H4-G4"));
        // Forward is never idle.
        assert!(!idle("G6-G7") && !idle("G1-G2"));
        // A tank in front of its own mine (H8) that steps aside to the open G file goes round it.
        let view = position::<Chars>("8/8/BMB2M1M/7T/8/8/8/bmmm1b1b/2bb1b1m/8 w 1 0 5");
        assert!(!view.is_idle("H7-G7".parse().unwrap()));
    }

    /// Seen in a whole game of lesson 6: the hint moved a tank to and fro on its line while another had an
    /// open way home, and the gentlest computer shuffled its tanks along its start line.
    #[test]
    fn neither_the_hint_nor_the_gentlest_computer_dawdles() {
        let view = white_alone();
        for seed in 0..12 {
            let h = hint(&view, Level::DEFAULT, &mut Rng::new(seed)).expect("a hint");
            assert!(!view.is_idle(h.mv), "seed {seed}: {:?}", h.mv);
            let mv = choose_move(&view, Level::Debutant, &mut Rng::new(seed)).expect("a move");
            assert!(!view.is_idle(mv), "seed {seed}: {mv:?}");
        }
    }

    #[test]
    fn the_hint_wins_with_the_last_arrival() {
        // White's last tank on D9 steps onto Black's start line: no tank is left, White wins 1 to 0.
        let game = position::<Chars>("8/3T4/8/8/8/8/8/8/8/8 w 0 0 0");
        let found = hint(&game, Level::Fort, &mut Rng::new(1)).expect("a move");
        assert_eq!(found.mv.to_string(), "D9-D10");
        assert_eq!(found.reason.id, "hint-chars-ends-game");
    }

    /// In a game, the enemy's cards are unknown to the child: its threats are still read from the view.
    /// (The view's turn was once passed through the notation, which refuses unknown cards, and a tank
    /// running from a capture was told only "nothing of yours can be taken".)
    #[test]
    fn a_tank_that_runs_from_a_capture_is_said_to_be_saved_with_hidden_cards_around() {
        let game = position::<Chars>(
            "3t1t2/1M1Mt1t1/MMMMt1BB/4T2t/8/8/8/1bbb1mbb/1mbb1bmb/1TT3T1 w 0 0 5",
        );
        let view = game.knowledge(Side::White);
        assert!(
            view.to_notation().contains('u'),
            "Black's cards are unknown to White"
        );
        let mv: CharsMove = "E7-F7".parse().expect("a move");
        let facts = hint::facts(&view, mv, 0);
        assert!(facts.saves, "{facts:?}");
        assert_eq!(view.reason(mv, &facts).id, "hint-saves");
    }

    #[test]
    fn the_computer_never_looks_at_cards_it_cannot_see() {
        // Same tanks, same own cards for White, two different layouts of Black's cards.
        let mut rng = Rng::new(5);
        let base = start::<Chars>().random_setup(&mut rng);
        let mut other = base.clone();
        let board = base.board().clone();
        let settings = CharsSettings::for_board(&board);
        let black = Layout::random(&board, Side::Black, settings.explosions, &mut Rng::new(99));
        for card in &black.cards {
            let face = if card.explosion {
                Face::Explosion
            } else {
                Face::Blank
            };
            assert!(matches!(other.cell(card.square), Cell::Card(c) if c.layer == Side::Black));
            set_cell(
                &mut other,
                card.square,
                Cell::Card(Card {
                    layer: Side::Black,
                    face,
                }),
            );
        }
        assert_ne!(base, other, "the layouts differ");
        for level in Level::ALL {
            let seeds = if level == Level::Fort { 1 } else { 3 };
            for seed in 0..seeds {
                let as_white = |g: &Chars| {
                    let mut g = g.clone();
                    if g.turn() != Side::White {
                        g = g.turn_passed().unwrap();
                    }
                    choose_move(&g, level, &mut Rng::new(seed))
                };
                assert_eq!(as_white(&base), as_white(&other), "{level} {seed}");
            }
        }
        // The hint for White (who may not be the side to move after a random race: Black's own cards
        // differ between the two games, and Black may of course use them).
        let white_to_move = |g: &Chars| {
            if g.turn() == Side::White {
                g.clone()
            } else {
                g.turn_passed().unwrap()
            }
        };
        assert_eq!(
            hint(&white_to_move(&base), Level::Fort, &mut Rng::new(3)).map(|h| (h.mv, h.reason)),
            hint(&white_to_move(&other), Level::Fort, &mut Rng::new(3)).map(|h| (h.mv, h.reason))
        );
    }

    /// Replaces one card through the notation (the engine offers no setter, on purpose).
    fn set_cell(game: &mut Chars, sq: Square, cell: Cell) {
        let dims = game.board().dims();
        let notation = game.to_notation();
        let (board_part, rest) = notation.split_once(' ').unwrap();
        let mut cells: Vec<Option<Cell>> = dims
            .squares()
            .map(|s| Some(game.cell(s)).filter(|c| *c != Cell::Empty))
            .collect();
        cells[dims.index(sq)] = Some(cell);
        let _ = board_part;
        let text = crate::core::geometry::write_board(&cells, dims, |c| c.letter().unwrap());
        *game = Chars::from_notation(game.board().clone(), &format!("{text} {rest}")).unwrap();
    }

    #[test]
    fn it_remembers_its_own_mines_even_when_they_are_face_down() {
        let game = start::<Chars>().random_setup(&mut Rng::new(8));
        assert!(game.memory());
        let known = game.knowledge(Side::White);
        for sq in game.board().dims().squares() {
            if let Cell::Card(card) = game.cell(sq) {
                let Cell::Card(seen) = known.cell(sq) else {
                    panic!("a card vanished")
                };
                if card.layer == Side::White {
                    assert_eq!(seen, card, "White knows its own card on {sq}");
                } else {
                    assert_eq!(seen.face, Face::Unknown, "White cannot see {sq}");
                }
            }
        }
        // The plain view under the memory setting hides White's own cards; the knowledge does not.
        assert!(
            game.view_for(Side::White)
                .board()
                .dims()
                .squares()
                .all(|sq| !matches!(
                    game.view_for(Side::White).cell(sq),
                    Cell::Card(Card {
                        face: Face::Explosion | Face::Blank,
                        ..
                    })
                ))
        );
    }

    #[test]
    fn it_steps_around_its_own_mine() {
        // White's tank on D7 faces its own mine on D8; Black's tank on A2 is far away.
        let game = position::<Chars>("8/8/3M4/3T4/8/8/8/8/t7/8 w 0 0 0");
        let annotation = annotate(&game, "D7".parse().unwrap());
        let d8 = annotation
            .targets
            .iter()
            .find(|t| t.square.to_string() == "D8")
            .unwrap();
        assert_eq!(d8.mark, Mark::PossibleMine);
        assert_eq!(d8.mine_chance, Some(Chance::new(1, 1)));
        for seed in 0..4 {
            let found = hint(&game, Level::Fort, &mut Rng::new(seed)).unwrap();
            assert_ne!(found.mv.to_string(), "D7-D8");
            assert_eq!(found.reason.id, "hint-chars-avoids-own-mine");
        }
    }

    #[test]
    fn the_first_step_into_the_enemy_minefield_has_a_one_in_two_chance() {
        let game = start::<Chars>().random_setup(&mut Rng::new(2));
        let game = if game.turn() == Side::White {
            game
        } else {
            game.turn_passed().unwrap()
        };
        let found = hint(&game, Level::Fort, &mut Rng::new(1)).unwrap();
        assert_eq!(found.reason.id, "hint-chars-mine-chance");
        assert!(found.reason.args.contains(&("chances".into(), 1u32.into())));
        assert!(found.reason.args.contains(&("cards".into(), 2u32.into())));
    }

    /// Seen in lesson 6: the hint moved a tank from C1 to D1, behind the way its D tank had opened through
    /// the enemy's cards, and only said "after this move the opponent cannot take any of your pieces".
    #[test]
    fn a_tank_that_steps_aside_to_an_open_way_is_said_to_go_round() {
        let game = position::<Chars>(
            "tttttttt/MBMBMBMB/BMBMBMBM/8/8/8/3T4/mbm1mbmb/bmb1mbmb/TTT1TTTT w 0 0 0",
        );
        let view = game.known_to(Side::White);
        let said = |m: &str| {
            let mv: CharsMove = m.parse().unwrap();
            view.reason(mv, &hint::facts(&view, mv, 0))
        };
        let round = said("C1-D1");
        assert_eq!(round.id, "hint-chars-goes-round");
        assert!(round.args.contains(&("square".into(), "D2".into())));
        assert_eq!(said("E1-D1").id, "hint-chars-goes-round");
        // A tank with nothing ahead that steps aside goes round nothing.
        assert_ne!(said("D4-C4").id, "hint-chars-goes-round");
        assert_ne!(said("D4-E4").id, "hint-chars-goes-round");
    }

    #[test]
    fn hints_are_legal_and_their_reasons_fit_the_position() {
        let setup = start::<Chars>().random_setup(&mut Rng::new(4));
        check_hints(&setup, 16, 60, 6, |game, found| {
            let effect = game.effect(found.mv);
            let onto_card = matches!(
                game.cell(found.to.unwrap_or(Square::new(0, 0))),
                Cell::Card(_)
            );
            match found.reason.id.as_str() {
                "hint-captures" => assert!(matches!(
                    effect,
                    Effect::Capture | Effect::Arrival { capture: true }
                )),
                "hint-chars-arrives" => assert!(matches!(effect, Effect::Arrival { .. })),
                "hint-chars-mine-chance" | "hint-chars-own-blank" | "hint-chars-no-mine-left" => {
                    assert!(onto_card)
                }
                "hint-chars-advances" => assert!(!onto_card),
                "hint-chars-goes-round" => {
                    let CharsMove::Step { from, to } = found.mv else {
                        panic!("a step");
                    };
                    assert_eq!(effect, Effect::Move);
                    assert_eq!(from.rank(), to.rank());
                    // What the player sees: the card ahead is one it cannot see.
                    let view = game.known_to(game.turn());
                    let ahead = |sq: Square| view.cell(view.ahead(sq).unwrap());
                    assert!(matches!(
                        ahead(from),
                        Cell::Card(Card {
                            face: Face::Unknown,
                            ..
                        })
                    ));
                    assert_eq!(ahead(to), Cell::Empty);
                }
                "hint-pass" => assert_eq!(found.mv, CharsMove::Pass),
                _ => {}
            }
        });
    }
}
