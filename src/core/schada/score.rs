//! How a game of Schada ends, and the score that decides it.

use super::*;

/// Why a game of Schada ended (the winner is then decided by the score).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// Rule (1): a player's target line is full of its pieces.
    TargetLineFull,
    /// Rule (2): a player has no chief left.
    ChiefsCaptured,
    /// Rule (3): the same piece made a player's last three moves.
    SamePieceThreeTimes,
    /// Both players were stuck: two passes in a row.
    TwoPasses,
    /// 200 moves were played (the classroom guard).
    MoveLimit,
}

impl EndReason {
    pub const ALL: [EndReason; 5] = [
        EndReason::TargetLineFull,
        EndReason::ChiefsCaptured,
        EndReason::SamePieceThreeTimes,
        EndReason::TwoPasses,
        EndReason::MoveLimit,
    ];

    /// A stable snake_case name, for message ids and saves.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::TargetLineFull => "target_line_full",
            EndReason::ChiefsCaptured => "chiefs_captured",
            EndReason::SamePieceThreeTimes => "same_piece_three_times",
            EndReason::TwoPasses => "two_passes",
            EndReason::MoveLimit => "move_limit",
        }
    }
}

/// How the winner was decided once the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Decision {
    /// One player scored more.
    Score,
    /// Equal scores: one player has more chiefs left.
    ChiefsLeft,
    /// Equal scores and equal chiefs left.
    Draw,
}

impl Decision {
    pub const ALL: [Decision; 3] = [Decision::Score, Decision::ChiefsLeft, Decision::Draw];

    /// A stable snake_case name, for message ids.
    pub const fn name(self) -> &'static str {
        match self {
            Decision::Score => "score",
            Decision::ChiefsLeft => "chiefs_left",
            Decision::Draw => "draw",
        }
    }
}

/// The score of a position (it counts when the game ends).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Score {
    /// Points of the chiefs on their target line.
    pub points: ByColor<u32>,
    /// Chiefs left on the board (the tie-break).
    pub chiefs: ByColor<u32>,
    /// Each scoring chief: where it stands, what it is, what it scores.
    pub squares: Vec<(Square, Piece, u32)>,
}

impl Score {
    /// Who wins on this score, and how it was decided.
    pub fn winner(&self) -> (Winner, Decision) {
        let pick = |w: u32, b: u32| {
            if w > b {
                Some(Side::White)
            } else if b > w {
                Some(Side::Black)
            } else {
                None
            }
        };
        if let Some(side) = pick(self.points.white, self.points.black) {
            (Winner::Side(side), Decision::Score)
        } else if let Some(side) = pick(self.chiefs.white, self.chiefs.black) {
            (Winner::Side(side), Decision::ChiefsLeft)
        } else {
            (Winner::Draw, Decision::Draw)
        }
    }
}
