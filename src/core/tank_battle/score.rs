//! How a game of Tank Battle ends and what each surviving tank scores.

use super::*;

/// Why a game of Tank Battle ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TankBattleEnd {
    /// A player's surviving tanks (possibly none) all stand in the enemy base.
    AllInEnemyBase,
    /// Neither player can move: the two passes that would follow change nothing, so the game ends at once.
    TwoPasses,
    /// The classroom guard: 300 moves played (passes included).
    MoveLimit,
}

impl TankBattleEnd {
    /// A stable snake_case name (message ids, JSON, tests).
    pub const fn name(self) -> &'static str {
        match self {
            TankBattleEnd::AllInEnemyBase => "all_in_enemy_base",
            TankBattleEnd::TwoPasses => "two_passes",
            TankBattleEnd::MoveLimit => "move_limit",
        }
    }

    /// The Fluent message that tells the class why the game ended (`assets/locales/*/tank-battle.ftl`).
    pub const fn message_id(self) -> &'static str {
        match self {
            TankBattleEnd::AllInEnemyBase => "tank-battle-end-all-in-enemy-base",
            TankBattleEnd::TwoPasses => "tank-battle-end-two-passes",
            TankBattleEnd::MoveLimit => "tank-battle-end-move-limit",
        }
    }
}

/// Why a tank scores what it scores at the end.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScoreReason {
    /// A commander on the enemy commander's domain circle: 3.
    DomainCircle,
    /// A commander elsewhere in the enemy base, or a normal tank anywhere in it: 2.
    EnemyBase,
    /// Any other surviving tank: 1.
    Survivor,
}

impl ScoreReason {
    pub const fn points(self) -> u32 {
        match self {
            ScoreReason::DomainCircle => 3,
            ScoreReason::EnemyBase => 2,
            ScoreReason::Survivor => 1,
        }
    }

    /// A stable snake_case name (message ids).
    pub const fn name(self) -> &'static str {
        match self {
            ScoreReason::DomainCircle => "domain_circle",
            ScoreReason::EnemyBase => "enemy_base",
            ScoreReason::Survivor => "survivor",
        }
    }

    /// The Fluent message for a line of the end screen's score breakdown.
    pub const fn message_id(self) -> &'static str {
        match self {
            ScoreReason::DomainCircle => "tank-battle-score-domain-circle",
            ScoreReason::EnemyBase => "tank-battle-score-enemy-base",
            ScoreReason::Survivor => "tank-battle-score-survivor",
        }
    }
}

/// One line of the end screen: what one surviving tank scores and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ScoreItem {
    pub square: Square,
    pub piece: Piece,
    pub reason: ScoreReason,
}

impl ScoreItem {
    pub const fn points(self) -> u32 {
        self.reason.points()
    }
}
