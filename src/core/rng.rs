//! The seeded random number generator of the kit, so that every shuffle, dice sequence and AI choice is
//! reproducible from a seed on every platform, the browser included.
//!
//! It is the `rand` crate's traits ([`rand::Rng`], [`rand::RngExt`], [`rand::SeedableRng`],
//! [`rand::seq::SliceRandom`]) over `rand_pcg`'s `Pcg64Mcg`, whose output stream is documented as stable
//! across platforms and versions. Nothing here asks the operating system for entropy: a seed always
//! comes from the caller. The few inherent methods ([`Rng::below`], [`Rng::shuffle`]…) are short names
//! for the `rand` calls the games make.
//!
//! ```
//! use ludoclasse::core::rng::Rng;
//! use rand::{RngExt, SeedableRng};
//! let mut a = Rng::new(7);
//! let mut b = Rng::seed_from_u64(7);
//! assert_eq!(a.below(6), b.random_range(0..6));
//! ```

use std::convert::Infallible;

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng, TryRng};
use rand_pcg::Pcg64Mcg;

/// The kit's seeded generator: `Pcg64Mcg` (PCG XSL-RR 128/64, multiplicative), seeded through
/// [`SeedableRng::seed_from_u64`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(Pcg64Mcg);

impl Rng {
    /// The generator for `seed` (the same as `Rng::seed_from_u64(seed)`).
    pub fn new(seed: u64) -> Rng {
        Rng::seed_from_u64(seed)
    }

    /// A generator for the `index`-th item of a run seeded with `seed`: the same deal `index` whatever the
    /// number of threads that share the run.
    pub fn for_item(seed: u64, index: u64) -> Rng {
        let mut words = [0u8; 16];
        words[..8].copy_from_slice(&seed.to_le_bytes());
        words[8..].copy_from_slice(&index.to_le_bytes());
        // One generator per (seed, index) pair, its first output seeding the item's own generator.
        let mut mixer = Rng(Pcg64Mcg::from_seed(words));
        Rng::new(mixer.random::<u64>())
    }

    /// A number in `0..n` (`n` > 0), uniform.
    pub fn below(&mut self, n: u32) -> u32 {
        self.random_range(0..n)
    }

    /// A float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        self.random::<f64>()
    }

    /// Every order equally likely.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(self);
    }
}

impl SeedableRng for Rng {
    type Seed = <Pcg64Mcg as SeedableRng>::Seed;

    fn from_seed(seed: Self::Seed) -> Rng {
        Rng(Pcg64Mcg::from_seed(seed))
    }
}

impl TryRng for Rng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        self.0.try_next_u32()
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.0.try_next_u64()
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.0.try_fill_bytes(dst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn shuffle_keeps_the_items() {
        let mut items: Vec<u32> = (0..52).collect();
        Rng::new(3).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }

    #[test]
    fn the_stream_is_pcg64mcg_seeded_from_u64() {
        // The documented stream: the same seed gives the same numbers as the crate's own generator.
        let mut ours = Rng::new(11);
        let mut theirs = Pcg64Mcg::seed_from_u64(11);
        for _ in 0..100 {
            assert_eq!(ours.random::<u64>(), theirs.random::<u64>());
        }
    }

    #[test]
    fn items_of_a_run_differ() {
        let firsts: Vec<u64> = (0..50).map(|i| Rng::for_item(9, i).random()).collect();
        let mut unique = firsts.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), firsts.len());
        assert_ne!(Rng::for_item(9, 0), Rng::for_item(10, 0));
    }
}
