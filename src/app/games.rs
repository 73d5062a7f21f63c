//! What the app needs to know of each board game beyond the [`Game`] and [`BoardPosition`] traits: how to
//! draw a piece and what a board file prints on each square. One small `impl` per game; the drawing and
//! the play screen ([`super::board_view`], [`super::play`]) are written once for all of them.

use crate::boards::Registered;
use crate::core::chars::{self, Chars, CharsMove, Effect};
use crate::core::espion::{self, Espion};
use crate::core::game::{Game, Side};
use crate::core::geometry::{DirectionSet, Square};
use crate::core::schada::{self, Line, Schada};
use crate::core::tank_battle::{self, TankBattle, Terrain};
use crate::core::{BoardPosition, GameId};
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
    /// A mine card turned: an explosion (the tank is destroyed with the card).
    Explosion,
    /// A mine card turned: a blank (removed, the tank stays).
    Blank,
    /// A tank reached the enemy start line and scores.
    Arrival,
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

/// A board game as the app sees it.
pub trait AppGame: Registered {
    const ID: GameId;

    fn piece(&self, sq: Square) -> Option<PieceView>;

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

impl AppGame for Espion {
    const ID: GameId = GameId::Espion;

    fn piece(&self, sq: Square) -> Option<PieceView> {
        self.piece_at(sq).map(|p| PieceView {
            side: p.side,
            label: match p.kind {
                espion::Kind::Chief => "app-piece-espion-chief",
                espion::Kind::Spy => "app-piece-espion-spy",
                espion::Kind::Agent => "app-piece-espion-agent",
            },
            chief: p.kind == espion::Kind::Chief,
        })
    }

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
    const ID: GameId = GameId::Schada;

    fn piece(&self, sq: Square) -> Option<PieceView> {
        self.piece_at(sq).map(|p| PieceView {
            side: p.side,
            label: match p.kind {
                schada::Kind::Officer => "app-piece-schada-officer",
                schada::Kind::SubOfficer => "app-piece-schada-sub-officer",
                schada::Kind::Soldier => "app-piece-schada-soldier",
            },
            chief: p.kind.is_chief(),
        })
    }

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
            Message::new("app-end-schada")
                .with("reason", o.reason.name())
                .with("winner", winner_arg(o.winner))
                .with("decision", decision)
                .with("white", score.points.white)
                .with("black", score.points.black)
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
    const ID: GameId = GameId::TankBattle;

    fn piece(&self, sq: Square) -> Option<PieceView> {
        self.piece_at(sq).map(|p| PieceView {
            side: p.side,
            label: match p.kind {
                tank_battle::Kind::Commander => "app-piece-tank-battle-commander",
                tank_battle::Kind::Tank => "app-piece-tank-battle-tank",
            },
            chief: p.kind == tank_battle::Kind::Commander,
        })
    }

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

    fn end_message(&self) -> Option<Message> {
        let o = self.outcome()?;
        let s = self.scores();
        Some(
            Message::new("app-end-tank-battle")
                .with("reason", o.reason.name())
                .with("winner", winner_arg(o.winner))
                .with("white", s.white)
                .with("black", s.black),
        )
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
    const ID: GameId = GameId::Chars;

    fn piece(&self, sq: Square) -> Option<PieceView> {
        match self.cell(sq) {
            chars::Cell::Tank(side) => Some(PieceView {
                side,
                label: "app-piece-chars-tank",
                chief: false,
            }),
            _ => None,
        }
    }

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
            Effect::Explosion { .. } => MoveEvent::Explosion,
            Effect::Blank { .. } | Effect::UnknownCard { .. } => MoveEvent::Blank,
            Effect::Arrival { .. } => MoveEvent::Arrival,
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
        let s = self.scores();
        Some(
            Message::new("app-end-chars")
                .with("reason", o.reason.name())
                .with("winner", winner_arg(o.winner))
                .with("white", u32::from(s.white))
                .with("black", u32::from(s.black)),
        )
    }
}
