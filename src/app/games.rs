//! What the app needs to know of each board game beyond the [`Game`] and [`BoardPosition`] traits: how to
//! draw a piece and what a board file prints on each square. One small `impl` per game; the drawing and
//! the play screen ([`super::board_view`], [`super::play`]) are written once for all of them.

use std::sync::Arc;

use crate::core::espion::{self, Espion};
use crate::core::game::{Game, Side};
use crate::core::geometry::{Dims, DirectionSet, Square};
use crate::core::schada::{self, Line, Schada};
use crate::core::tank_battle::{self, TankBattle, Terrain};
use crate::core::{BoardPosition, GameId};
use crate::data::DataError;
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
}

/// One label on a square at the end of a game (what it scores).
#[derive(Clone, Debug, PartialEq)]
pub struct SquareScore {
    pub square: Square,
    pub side: Side,
    pub points: u32,
}

/// A board game as the app sees it.
pub trait AppGame: BoardPosition + 'static {
    const ID: GameId;

    /// The board file, read once.
    ///
    /// # Errors
    /// Every problem of the file, with line and column.
    fn load_board() -> Result<Arc<Self::Board>, Vec<DataError>>;

    fn dims(&self) -> Dims;

    fn piece(&self, sq: Square) -> Option<PieceView>;

    /// What the board file prints on `sq`.
    fn print(&self, sq: Square) -> Print;

    /// Whether the board is a reconstruction (shown discreetly under the board).
    fn reconstructed(&self) -> bool;

    /// The squares a move goes from and to (`None` for a pass).
    fn squares_of(mv: Self::Move) -> Option<(Square, Square)>;

    /// Why the game ended and who won, in words.
    fn end_message(&self) -> Option<Message>;

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

    fn load_board() -> Result<Arc<espion::Board>, Vec<DataError>> {
        crate::boards::espion::load()
    }

    fn dims(&self) -> Dims {
        espion::DIMS
    }

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

    fn squares_of(mv: espion::Move) -> Option<(Square, Square)> {
        Some((mv.from, mv.to))
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

    fn load_board() -> Result<Arc<schada::Board>, Vec<DataError>> {
        crate::boards::schada::load()
    }

    fn dims(&self) -> Dims {
        schada::DIMS
    }

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

    fn squares_of(mv: schada::Move) -> Option<(Square, Square)> {
        match mv {
            schada::Move::Step { from, to, .. } => Some((from, to)),
            schada::Move::Pass => None,
        }
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

    fn load_board() -> Result<Arc<tank_battle::TankBattleBoard>, Vec<DataError>> {
        crate::boards::tank_battle::load()
    }

    fn dims(&self) -> Dims {
        self.board().dims()
    }

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

    fn squares_of(mv: tank_battle::TankBattleMove) -> Option<(Square, Square)> {
        match mv {
            tank_battle::TankBattleMove::Slide { from, to } => Some((from, to)),
            tank_battle::TankBattleMove::Pass => None,
        }
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

/// Every board file, read once at start (a broken file leaves its game out, with a notice naming the
/// file, line and column).
#[derive(Clone, Default)]
pub struct Boards {
    pub espion: Option<Arc<espion::Board>>,
    pub schada: Option<Arc<schada::Board>>,
    pub tank_battle: Option<Arc<tank_battle::TankBattleBoard>>,
}

impl Boards {
    pub fn load(notices: &mut Vec<String>) -> Boards {
        fn keep<T>(r: Result<T, Vec<DataError>>, notices: &mut Vec<String>) -> Option<T> {
            r.map_err(|errors| notices.extend(errors.iter().map(ToString::to_string)))
                .ok()
        }
        Boards {
            espion: keep(Espion::load_board(), notices),
            schada: keep(Schada::load_board(), notices),
            tank_battle: keep(TankBattle::load_board(), notices),
        }
    }
}
