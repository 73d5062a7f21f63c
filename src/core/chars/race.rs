//! Phase 1 of Bataille de chars, the forced march: a race of pure chance on a track of 40 squares, one
//! pawn each, fed with die throws one at a time so the app can animate every throw and a lesson can fix
//! the die. The first pawn to reach (or pass) the last square wins the right to move first in the battle.
//!
//! ```
//! use std::sync::Arc;
//! use ludoclasse::core::chars::race::{Jump, JumpKind, Race, RaceTrack};
//! use ludoclasse::core::game::Side;
//! let mut track = RaceTrack::new(40, 8);
//! track.set_jump(6, Jump { to: 11, kind: JumpKind::Arrow });
//! let mut race = Race::new(Arc::new(track));
//! let step = race.throw(6).unwrap(); // White lands on 6, the tail of an arrow
//! assert_eq!((step.side, step.landed, step.to), (Side::White, 6, 11));
//! assert_eq!(race.turn(), Side::Black);
//! ```

use std::fmt;
use std::sync::Arc;

use crate::core::game::{ByColor, Side};

/// What sends a pawn on from the square it landed on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum JumpKind {
    /// An arrow, forward or back, from its tail to its head.
    Arrow,
    /// A red square that pushes the pawn on by one or two squares.
    Red,
}

/// Where a pawn landing on a square goes next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Jump {
    pub to: u8,
    pub kind: JumpKind,
}

impl Jump {
    /// The Fluent message announcing the jump from square `tail`.
    pub const fn message_id(self, tail: u8) -> &'static str {
        match self.kind {
            JumpKind::Red => "chars-race-red",
            JumpKind::Arrow if self.to > tail => "chars-race-arrow-forward",
            JumpKind::Arrow => "chars-race-arrow-back",
        }
    }
}

/// The race track: squares 1 to `length` (pawns start on 0, beside square 1), its arrows and red
/// squares, and how it is drawn (a snake of rows of `per_row` squares).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceTrack {
    length: u8,
    per_row: u8,
    /// Indexed by square, 0 to `length`.
    jumps: Vec<Option<Jump>>,
}

impl RaceTrack {
    /// A track without arrows.
    ///
    /// # Panics
    /// When `length` or `per_row` is 0 (a programming error: the board loader checks them first).
    pub fn new(length: u8, per_row: u8) -> RaceTrack {
        assert!(length > 0 && per_row > 0);
        RaceTrack {
            length,
            per_row,
            jumps: vec![None; length as usize + 1],
        }
    }

    /// Puts an arrow or a red square on square `tail`.
    ///
    /// # Panics
    /// When `tail` or `jump.to` is off the track (1 to `length`).
    pub fn set_jump(&mut self, tail: u8, jump: Jump) {
        assert!((1..=self.length).contains(&tail) && (1..=self.length).contains(&jump.to));
        self.jumps[tail as usize] = Some(jump);
    }

    /// The last square: reaching or passing it wins.
    pub fn length(&self) -> u8 {
        self.length
    }

    pub fn per_row(&self) -> u8 {
        self.per_row
    }

    /// The arrow or red square on `square`, if any.
    pub fn jump(&self, square: u8) -> Option<Jump> {
        self.jumps.get(square as usize).copied().flatten()
    }

    /// Every arrow and red square, by tail.
    pub fn jumps(&self) -> impl Iterator<Item = (u8, Jump)> + '_ {
        self.jumps
            .iter()
            .enumerate()
            .filter_map(|(tail, j)| j.map(|j| (tail as u8, j)))
    }

    /// Where square `square` (1 to `length`) is drawn: row from 0 at the bottom, column from 0 at the
    /// left. Rows run as a snake: the first left to right, the second right to left, and so on.
    pub fn cell(&self, square: u8) -> (u8, u8) {
        let i = square.saturating_sub(1);
        let row = i / self.per_row;
        let along = i % self.per_row;
        let column = if row.is_multiple_of(2) {
            along
        } else {
            self.per_row - 1 - along
        };
        (row, column)
    }
}

/// What one throw did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RaceStep {
    pub side: Side,
    pub die: u8,
    pub from: u8,
    /// Where the throw brought the pawn (at most the last square).
    pub landed: u8,
    /// The arrow or red square found there, if any (never followed by another one).
    pub jump: Option<Jump>,
    /// Where the pawn ends the turn.
    pub to: u8,
    pub won: bool,
}

/// A throw that cannot be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RaceError {
    /// A die shows 1 to 6.
    BadThrow(u8),
    /// The race is already won.
    Over,
}

impl fmt::Display for RaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceError::BadThrow(n) => write!(f, "a die shows 1 to 6, not {n}"),
            RaceError::Over => f.write_str("the race is already won"),
        }
    }
}

impl std::error::Error for RaceError {}

/// The race, one throw at a time. White throws first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    track: Arc<RaceTrack>,
    pawns: ByColor<u8>,
    turn: Side,
    winner: Option<Side>,
    throws: u32,
}

impl Race {
    pub fn new(track: Arc<RaceTrack>) -> Race {
        Race {
            track,
            pawns: ByColor::default(),
            turn: Side::White,
            winner: None,
            throws: 0,
        }
    }

    pub fn track(&self) -> &Arc<RaceTrack> {
        &self.track
    }

    /// The side whose turn it is to throw.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The square of `side`'s pawn (0 before its first throw).
    pub fn pawn(&self, side: Side) -> u8 {
        self.pawns[side]
    }

    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Throws played so far.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// Plays one throw for the side whose turn it is.
    ///
    /// # Errors
    /// A number that is not 1 to 6, or a race already won (nothing changes then).
    pub fn throw(&mut self, die: u8) -> Result<RaceStep, RaceError> {
        if !(1..=6).contains(&die) {
            return Err(RaceError::BadThrow(die));
        }
        if self.winner.is_some() {
            return Err(RaceError::Over);
        }
        let side = self.turn;
        let length = self.track.length;
        let from = self.pawns[side];
        let landed = from.saturating_add(die).min(length);
        let jump = if landed < length {
            self.track.jump(landed)
        } else {
            None
        };
        let to = jump.map_or(landed, |j| j.to);
        let won = to >= length;
        self.pawns[side] = to;
        self.throws += 1;
        if won {
            self.winner = Some(side);
        } else {
            self.turn = side.other();
        }
        Ok(RaceStep {
            side,
            die,
            from,
            landed,
            jump,
            to,
            won,
        })
    }
}
