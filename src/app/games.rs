//! What the app needs to know of each board game beyond the [`Game`] and [`BoardPosition`] traits: how to
//! draw a piece and what a board file prints on each square. One small `impl` per game; the drawing and
//! the play screen ([`super::board_view`], [`super::play`]) are written once for all of them.

use crate::boards::Registered;
use crate::core::chars::{self, Chars, CharsMove, Effect};
use crate::core::espion::Espion;
use crate::core::game::{Game, Side};
use crate::core::geometry::{DirectionSet, Square};
use crate::core::schada::{self, Line, Schada};
use crate::core::tank_battle::{TankBattle, TankBattleEnd, Terrain};
use crate::core::{BoardPosition, BoardRules, GameId};
use crate::i18n::Message;

/// How a piece looks: its side, the message id of its one-letter label, and whether it is a chief.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    pub side: Side,
    pub label: &'static str,
    pub chief: bool,
}

/// What a square of the board shows under the pieces.
#[derive(Clone, Debug, PartialEq)]
pub enum Print {
    /// Espion: the arrows of the square.
    Arrows(DirectionSet),
    /// Schada: the diagram of the square (straight or bent lines).
    Diagram(Vec<Line>),
    /// Tank Battle: terrain, the base it belongs to, and whether it is that side's domain circle.
    Terrain {
        terrain: Terrain,
        base: Option<Side>,
        domain: bool,
    },
    /// Bataille de chars: the minefield the square belongs to (by the side that lays its cards there),
    /// whether a red line runs along its top or bottom edge, and a numbered start square.
    Battlefield {
        minefield: Option<Side>,
        red_top: bool,
        red_bottom: bool,
        start: Option<(Side, usize)>,
    },
}

/// What a move does, as the screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEvent {
    Quiet,
    Capture,
    /// A mine card laid by `layer` turned: an explosion (the tank is destroyed with the card).
    Explosion {
        layer: Side,
    },
    /// A mine card laid by `layer` turned: a blank (removed, the tank stays).
    Blank {
        layer: Side,
    },
    /// A tank reached the enemy start line and scores; `capture`: it took a tank there.
    Arrival {
        capture: bool,
    },
    Pass,
}

/// A face-down card on a square: who laid it and, if the viewer may see it, whether it explodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardView {
    pub layer: Side,
    pub explosion: Option<bool>,
}

/// One label on a square at the end of a game (what it scores).
#[derive(Clone, Debug, PartialEq)]
pub struct SquareScore {
    pub square: Square,
    pub side: Side,
    pub points: u32,
}

/// The kinds of piece of a game: the letter of its notation (White's), the message id of the letter
/// drawn on the piece, the id of its name, and whether it wears the chief's crown.
pub fn kinds(game: GameId) -> &'static [(char, &'static str, &'static str, bool)] {
    match game {
        GameId::Espion => &[
            (
                'C',
                "app-piece-espion-chief",
                "app-legend-espion-chief",
                true,
            ),
            ('S', "app-piece-espion-spy", "app-legend-espion-spy", false),
            (
                'A',
                "app-piece-espion-agent",
                "app-legend-espion-agent",
                false,
            ),
        ],
        GameId::Schada => &[
            (
                'O',
                "app-piece-schada-officer",
                "app-legend-schada-officer",
                true,
            ),
            (
                'U',
                "app-piece-schada-sub-officer",
                "app-legend-schada-sub-officer",
                true,
            ),
            (
                'P',
                "app-piece-schada-soldier",
                "app-legend-schada-soldier",
                false,
            ),
        ],
        GameId::TankBattle => &[
            (
                'C',
                "app-piece-tank-battle-commander",
                "app-legend-tank-battle-commander",
                true,
            ),
            (
                'T',
                "app-piece-tank-battle-tank",
                "app-legend-tank-battle-tank",
                false,
            ),
        ],
        GameId::Chars => &[('T', "app-piece-chars-tank", "app-legend-chars-tank", false)],
        GameId::Bataille => &[],
    }
}

/// A board game as the app sees it.
pub trait AppGame: Registered {
    /// The piece on `sq`, as [`kinds`] draws its kind.
    fn piece(&self, sq: Square) -> Option<PieceView> {
        let p = self.piece_on(sq)?;
        let letter = p.letter.to_ascii_uppercase();
        let &(_, label, _, chief) = kinds(Self::GAME).iter().find(|k| k.0 == letter)?;
        Some(PieceView {
            side: p.side,
            label,
            chief,
        })
    }

    /// What the board file prints on `sq`.
    fn print(&self, sq: Square) -> Print;

    /// Whether the board is a reconstruction (shown discreetly under the board).
    fn reconstructed(&self) -> bool;

    /// The squares a move goes from and to (`None` for a pass).
    fn squares_of(mv: Self::Move) -> Option<(Square, Square)> {
        Self::move_squares(mv)
    }

    /// Why the game ended and who won, in words.
    fn end_message(&self) -> Option<Message>;

    /// A face-down card on `sq` (Bataille de chars).
    fn card(&self, _sq: Square) -> Option<CardView> {
        None
    }

    /// What `mv` will do, asked before it is played.
    fn move_event(&self, mv: Self::Move) -> MoveEvent {
        match Self::squares_of(mv) {
            None => MoveEvent::Pass,
            Some(_) if self.captures(mv) => MoveEvent::Capture,
            Some(_) => MoveEvent::Quiet,
        }
    }

    /// What `viewer` may see (hidden cards turned into unknowns).
    fn shown(&self, _viewer: Side) -> Self {
        self.clone()
    }

    /// Bataille de chars' "memory" setting (`None` for the games without hidden cards): kept in saves,
    /// and with it off two players on one screen hand the device over at every turn.
    fn memory_setting(&self) -> Option<bool> {
        None
    }

    fn set_memory_setting(&mut self, _on: bool) {}

    /// At the end (or any time): what each piece scores, square by square, and each side's total.
    fn scores(&self) -> Option<(Vec<SquareScore>, [u32; 2])> {
        None
    }
}

fn winner_arg(w: crate::core::game::Winner) -> &'static str {
    match w {
        crate::core::game::Winner::Side(Side::White) => "white",
        crate::core::game::Winner::Side(Side::Black) => "black",
        crate::core::game::Winner::Draw => "draw",
    }
}

/// The end message `id` of a game that keeps a score: why it ended (`reason`), who won (`winner`) and
/// each side's points (`white`, `black`).
fn scored_end<G: AppGame>(
    game: &G,
    id: &'static str,
    reason: &str,
    winner: crate::core::game::Winner,
) -> Message {
    let points = |side| BoardRules::score(game, side).unwrap_or(0);
    Message::new(id)
        .with("reason", reason)
        .with("winner", winner_arg(winner))
        .with("white", points(Side::White))
        .with("black", points(Side::Black))
}

impl AppGame for Espion {
    fn print(&self, sq: Square) -> Print {
        Print::Arrows(self.board().arrows(sq))
    }

    fn reconstructed(&self) -> bool {
        self.board().reconstructed()
    }

    fn end_message(&self) -> Option<Message> {
        let o = self.outcome()?;
        Some(
            Message::new(format!("app-end-espion-{}", o.reason.name()))
                .with("winner", winner_arg(o.winner)),
        )
    }
}

impl AppGame for Schada {
    fn print(&self, sq: Square) -> Print {
        Print::Diagram(self.board().diagram(sq).to_vec())
    }

    fn reconstructed(&self) -> bool {
        self.board().reconstructed()
    }

    fn end_message(&self) -> Option<Message> {
        let o = self.outcome()?;
        let score = self.score();
        let (_, decision) = score.winner();
        let decision = match decision {
            schada::Decision::Score => "score",
            schada::Decision::ChiefsLeft => "chiefs",
            schada::Decision::Draw => "draw",
        };
        Some(
            scored_end(self, "app-end-schada", o.reason.name(), o.winner)
                .with("decision", decision)
                .with("white_chiefs", score.chiefs.white)
                .with("black_chiefs", score.chiefs.black),
        )
    }

    fn scores(&self) -> Option<(Vec<SquareScore>, [u32; 2])> {
        let score = self.score();
        let items = score
            .squares
            .iter()
            .map(|&(square, piece, points)| SquareScore {
                square,
                side: piece.side,
                points,
            })
            .collect();
        Some((items, [score.points.white, score.points.black]))
    }
}

impl AppGame for TankBattle {
    fn print(&self, sq: Square) -> Print {
        let board = self.board();
        let base = board.base_of(sq);
        Print::Terrain {
            terrain: board.terrain(sq),
            base,
            domain: base.is_some_and(|s| board.domain(s) == Some(sq)),
        }
    }

    fn reconstructed(&self) -> bool {
        self.board().reconstructed()
    }

    /// A side with no tank left ends the game as "all its tanks in the enemy base" (none): said as it
    /// is seen, that side has no tank left. Otherwise the side whose tanks are all in the enemy base is
    /// named (a child who took every tank but one, already in its own base, is told why it stopped).
    fn end_message(&self) -> Option<Message> {
        let o = self.outcome()?;
        let emptied = Side::BOTH
            .into_iter()
            .find(|&side| self.pieces_of(side).next().is_none());
        let all_in = |side: Side| {
            let mut tanks = self.pieces_of(side).map(|(sq, _)| sq).peekable();
            tanks.peek().is_some() && tanks.all(|sq| self.in_enemy_base(sq))
        };
        let reason = match (o.reason, emptied) {
            (TankBattleEnd::AllInEnemyBase, Some(Side::White)) => "white_no_tanks",
            (TankBattleEnd::AllInEnemyBase, Some(Side::Black)) => "black_no_tanks",
            (TankBattleEnd::AllInEnemyBase, None) => {
                match (all_in(Side::White), all_in(Side::Black)) {
                    (true, false) => "white_all_in",
                    (false, true) => "black_all_in",
                    _ => o.reason.name(),
                }
            }
            (reason, _) => reason.name(),
        };
        Some(scored_end(self, "app-end-tank-battle", reason, o.winner))
    }

    fn scores(&self) -> Option<(Vec<SquareScore>, [u32; 2])> {
        let items = self
            .score_breakdown()
            .iter()
            .map(|i| SquareScore {
                square: i.square,
                side: i.piece.side,
                points: i.points(),
            })
            .collect();
        let s = TankBattle::scores(self);
        Some((items, [s.white, s.black]))
    }
}

pub use crate::boards::Boards;

impl AppGame for Chars {
    fn card(&self, sq: Square) -> Option<CardView> {
        match self.cell(sq) {
            chars::Cell::Card(c) => Some(CardView {
                layer: c.layer,
                explosion: match c.face {
                    chars::Face::Explosion => Some(true),
                    chars::Face::Blank => Some(false),
                    chars::Face::Unknown => None,
                },
            }),
            _ => None,
        }
    }

    fn print(&self, sq: Square) -> Print {
        let board = self.board();
        let field_of = |s: Square| {
            Side::BOTH
                .into_iter()
                .find(|&side| board.minefield(side).contains(&s))
        };
        let minefield = field_of(sq);
        let dims = board.dims();
        let neighbour = |dr: i8| {
            let r = sq.rank() as i8 + dr;
            (0..dims.ranks as i8)
                .contains(&r)
                .then(|| field_of(Square::new(sq.file(), r as u8)))
                .flatten()
        };
        let start = Side::BOTH
            .into_iter()
            .find_map(|side| board.start_number(side, sq).map(|n| (side, n)));
        Print::Battlefield {
            minefield,
            red_top: minefield.is_some() && neighbour(1) != minefield,
            red_bottom: minefield.is_some() && neighbour(-1) != minefield,
            start,
        }
    }

    fn reconstructed(&self) -> bool {
        self.board().reconstructed()
    }

    fn move_event(&self, mv: CharsMove) -> MoveEvent {
        match self.effect(mv) {
            Effect::Move => MoveEvent::Quiet,
            Effect::Capture => MoveEvent::Capture,
            Effect::Explosion { layer } => MoveEvent::Explosion { layer },
            Effect::Blank { layer } | Effect::UnknownCard { layer } => MoveEvent::Blank { layer },
            Effect::Arrival { capture } => MoveEvent::Arrival { capture },
            Effect::Pass => MoveEvent::Pass,
        }
    }

    fn shown(&self, viewer: Side) -> Self {
        self.view_for(viewer)
    }

    fn memory_setting(&self) -> Option<bool> {
        Some(self.memory())
    }

    fn set_memory_setting(&mut self, on: bool) {
        self.set_memory(on);
    }

    fn end_message(&self) -> Option<Message> {
        let o = self.outcome()?;
        Some(scored_end(self, "app-end-chars", o.reason.name(), o.winner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The end message once the Tank Battle move `from`-`to` is played in `notation` (a game not over
    /// before it).
    fn end_after(notation: &str, from: &str, to: &str) -> Message {
        let board = TankBattle::board_in(Boards::shared()).expect("the shipped board loads");
        let game = TankBattle::from_notation(board.clone(), notation).expect("a valid position");
        assert!(game.end_message().is_none());
        let (from, to) = (from.parse().unwrap(), to.parse().unwrap());
        let after = game
            .play(crate::core::tank_battle::TankBattleMove::Slide { from, to })
            .expect("legal");
        after.end_message().expect("the game is over")
    }

    /// Black's only tank is taken: Black has no tank left and the game ends. The end is said as the
    /// class sees it (no black tank left), not as "all of one side's tanks are in the enemy base".
    #[test]
    fn a_side_with_no_tank_left_is_said_so() {
        let said = end_after("11/11/11/11/11/11/11/2T2t5/11/11/10C w 40", "C4", "F4");
        assert!(
            said.args
                .contains(&("reason".into(), "black_no_tanks".into()))
        );
        assert!(said.args.contains(&("white".into(), 2i64.into())));
        assert!(said.args.contains(&("black".into(), 0i64.into())));
        let texts = crate::i18n::Texts::load(crate::i18n::Lang::Fr).expect("the texts load");
        let french = texts.format(&said);
        assert!(
            french.contains("Les Noirs n’ont plus aucun char"),
            "{french}"
        );
    }

    /// White takes Black's last tank but one, which stands in White's base: the game ends because all of
    /// Black's remaining tanks are in the enemy base, and the end says whose (seen in a whole game of
    /// Tank Battle lesson 5, where "all of one side's tanks" left the child guessing which side).
    #[test]
    fn the_side_whose_tanks_are_all_in_is_named() {
        let said = end_after("11/11/1t2C6/1T9/11/11/11/1T4T2t1/11/11/11 w 80", "B8", "B9");
        assert!(
            said.args
                .contains(&("reason".into(), "black_all_in".into())),
            "{said:?}"
        );
        assert!(said.args.contains(&("white".into(), 5i64.into())));
        assert!(said.args.contains(&("black".into(), 2i64.into())));
        let texts = crate::i18n::Texts::load(crate::i18n::Lang::Fr).expect("the texts load");
        let french = texts.format(&said);
        assert!(
            french.contains("Tous les chars noirs qui restent sont dans la base des Blancs"),
            "{french}"
        );
    }

    /// Every piece of each start position is drawn with its kind's label; the chiefs wear the crown.
    fn every_piece_has_its_view<G: AppGame>(chiefs: usize) {
        let board = G::board_in(Boards::shared()).expect("the shipped board loads");
        let game = G::start(board.clone());
        let dims = BoardRules::dims(&game);
        let views: Vec<PieceView> = (0..dims.files)
            .flat_map(|f| (0..dims.ranks).map(move |r| Square::new(f, r)))
            .filter_map(|sq| {
                let piece = game.piece_on(sq)?;
                let view = game.piece(sq);
                assert!(view.is_some(), "{}: {piece:?} on {sq} has no view", G::GAME);
                view
            })
            .collect();
        assert!(!views.is_empty(), "{}", G::GAME);
        let crowned = views.iter().filter(|v| v.chief).count();
        assert_eq!(crowned, chiefs, "{}", G::GAME);
        assert!(
            views
                .iter()
                .all(|v| kinds(G::GAME).iter().any(|k| k.1 == v.label))
        );
    }

    #[test]
    fn every_piece_of_the_start_positions_has_a_view() {
        // Espion: one chief a side; Schada: 4 officers and 4 sub-officers a side; Tank Battle: one
        // commander a side; Bataille de chars: tanks only.
        every_piece_has_its_view::<Espion>(2);
        every_piece_has_its_view::<Schada>(16);
        every_piece_has_its_view::<TankBattle>(2);
        every_piece_has_its_view::<Chars>(0);
    }
}
