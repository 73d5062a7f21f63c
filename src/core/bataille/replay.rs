//! Whole games of La Bataille played out at once (for statistics and checks): the result of a deal.

use super::*;

/// The result of a whole deal, as `ludoclasse bataille replay --json` prints it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ReplayResult {
    #[serde(serialize_with = "serialize_player")]
    pub winner: Winner,
    pub reason: EndReason,
    pub rounds: u32,
    pub battles: u32,
    /// Main pile + side pile of South when the game ended (table cards excluded).
    pub south_cards: u32,
    pub emma_cards: u32,
    /// Cards left on the table when a battle could not be played.
    #[serde(skip)]
    pub table_cards: u32,
}

pub(super) fn serialize_player<S: serde::Serializer>(
    winner: &Winner,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.serialize_str(match winner {
        Winner::Side(side) => player_name(*side),
        Winner::Draw => "draw",
    })
}

/// A player's cards as a ring buffer of ranks, for [`replay`]: main pile then side pile in one queue
/// (see [`Holding`] for why one queue is enough).
pub(super) struct Ring {
    pub(super) cards: [u8; 64],
    pub(super) head: u8,
    pub(super) len: u8,
}

impl Ring {
    #[inline(always)]
    pub(super) fn pop(&mut self) -> u8 {
        let c = self.cards[(self.head & 63) as usize];
        self.head = self.head.wrapping_add(1);
        self.len -= 1;
        c
    }

    #[inline(always)]
    pub(super) fn push(&mut self, c: u8) {
        self.cards[(self.head.wrapping_add(self.len) & 63) as usize] = c;
        self.len += 1;
    }
}

/// Plays a whole deal at full speed (the same rules as [`Bataille`], without the per-action steps).
///
/// # Panics
/// When `deck` does not hold 52 cards.
pub fn replay(deck: &[Card]) -> ReplayResult {
    assert_eq!(deck.len(), 52, "a deal has 52 cards");
    let mut ranks = [0u8; 52];
    for (r, c) in ranks.iter_mut().zip(deck) {
        *r = c.rank();
    }
    replay_ranks(&ranks)
}

/// [`replay`] on the ranks of a deal (0 = two … 12 = ace), top card first.
pub fn replay_ranks(ranks: &[u8; 52]) -> ReplayResult {
    let mut south = Ring {
        cards: [0; 64],
        head: 0,
        len: 26,
    };
    let mut emma = Ring {
        cards: [0; 64],
        head: 0,
        len: 26,
    };
    south.cards[..26].copy_from_slice(&ranks[..26]);
    emma.cards[..26].copy_from_slice(&ranks[26..]);
    let mut table = [0u8; 52];
    let mut rounds = 0u32;
    let mut battles = 0u32;
    let done = |winner, reason, rounds, battles, s: &Ring, e: &Ring, table: usize| ReplayResult {
        winner,
        reason,
        rounds,
        battles,
        south_cards: s.len as u32,
        emma_cards: e.len as u32,
        table_cards: table as u32,
    };
    loop {
        rounds += 1;
        let mut a = south.pop();
        let mut b = emma.pop();
        table[0] = a;
        table[1] = b;
        let mut n = 2;
        while a == b {
            battles += 1;
            let (hs, he) = (south.len as usize, emma.len as usize);
            if hs < BATTLE_CARDS || he < BATTLE_CARDS {
                let (winner, reason) = if hs >= BATTLE_CARDS {
                    (Winner::Side(SOUTH), EndReason::BattleShortage)
                } else if he >= BATTLE_CARDS {
                    (Winner::Side(EMMA), EndReason::BattleShortage)
                } else {
                    (larger_holding(hs, he), EndReason::BothShort)
                };
                return done(winner, reason, rounds, battles, &south, &emma, n);
            }
            for slot in &mut table[n..n + 4] {
                *slot = south.pop();
            }
            a = table[n + 3];
            for slot in &mut table[n + 4..n + 8] {
                *slot = emma.pop();
            }
            b = table[n + 7];
            n += 8;
        }
        let winner = if a > b { &mut south } else { &mut emma };
        for &c in &table[..n] {
            winner.push(c);
        }
        if winner.len == 52 {
            let side = if a > b { SOUTH } else { EMMA };
            return done(
                Winner::Side(side),
                EndReason::CaptureAll,
                rounds,
                battles,
                &south,
                &emma,
                0,
            );
        }
        if rounds >= ROUND_LIMIT {
            let winner = larger_holding(south.len as usize, emma.len as usize);
            return done(
                winner,
                EndReason::RoundLimit,
                rounds,
                battles,
                &south,
                &emma,
                0,
            );
        }
    }
}
