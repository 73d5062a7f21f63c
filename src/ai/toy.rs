//! Small games to test the search without the board games: tic-tac-toe (a draw with perfect play, full of
//! one-move wins and forced defences) and Nim (take 1 to 3; who takes the last one wins).

use crate::ai::search::Evaluate;
use crate::core::game::{Game, Outcome, Side, Winner};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    pub cells: [Option<Side>; 9],
    pub turn: Side,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    pub fn new() -> TicTacToe {
        TicTacToe {
            cells: [None; 9],
            turn: Side::White,
        }
    }

    /// `X` White, `O` Black, `.` empty, row by row from the top; White to move when the counts are equal.
    pub fn parse(text: &str) -> TicTacToe {
        let mut game = TicTacToe::new();
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        for (i, c) in cells.iter().enumerate() {
            game.cells[i] = match c {
                'X' => Some(Side::White),
                'O' => Some(Side::Black),
                _ => None,
            };
        }
        let x = game
            .cells
            .iter()
            .filter(|c| **c == Some(Side::White))
            .count();
        let o = game
            .cells
            .iter()
            .filter(|c| **c == Some(Side::Black))
            .count();
        game.turn = if x > o { Side::Black } else { Side::White };
        game
    }

    fn line_winner(&self) -> Option<Side> {
        LINES.iter().find_map(|l| {
            let a = self.cells[l[0]]?;
            (self.cells[l[1]] == Some(a) && self.cells[l[2]] == Some(a)).then_some(a)
        })
    }
}

impl Game for TicTacToe {
    type Move = usize;
    type EndReason = ();

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<usize>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend((0..9).filter(|&i| self.cells[i].is_none()));
        }
    }

    fn play_unchecked(&mut self, mv: usize) {
        self.cells[mv] = Some(self.turn);
        self.turn = self.turn.other();
    }

    fn outcome(&self) -> Option<Outcome<()>> {
        if let Some(side) = self.line_winner() {
            return Some(Outcome {
                winner: Winner::Side(side),
                reason: (),
            });
        }
        self.cells.iter().all(Option::is_some).then_some(Outcome {
            winner: Winner::Draw,
            reason: (),
        })
    }
}

impl Evaluate for TicTacToe {
    /// Lines still open for `side` minus lines open for the other side.
    fn evaluate(&self, side: Side) -> i32 {
        let open = |s: Side| {
            LINES
                .iter()
                .filter(|l| l.iter().all(|&i| self.cells[i] != Some(s.other())))
                .count() as i32
        };
        10 * (open(side) - open(side.other()))
    }

    fn key(&self) -> Option<u64> {
        let mut key = self.turn as u64;
        for c in self.cells {
            key = key * 3
                + match c {
                    None => 0,
                    Some(Side::White) => 1,
                    Some(Side::Black) => 2,
                };
        }
        Some(key.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// Take 1, 2 or 3 from a pile; who takes the last one wins (multiples of 4 are lost for the side to move).
#[derive(Clone, Debug)]
pub struct Nim {
    pub left: u32,
    pub turn: Side,
}

impl Game for Nim {
    type Move = u32;
    type EndReason = ();

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<u32>) {
        moves.clear();
        moves.extend((1..=3).filter(|&n| n <= self.left));
    }

    fn play_unchecked(&mut self, n: u32) {
        self.left -= n;
        self.turn = self.turn.other();
    }

    fn outcome(&self) -> Option<Outcome<()>> {
        (self.left == 0).then(|| Outcome {
            winner: Winner::Side(self.turn.other()),
            reason: (),
        })
    }
}

impl Evaluate for Nim {
    fn evaluate(&self, _side: Side) -> i32 {
        0
    }
}
