//! The per-entry random generator: ChaCha20 seeded from the game's secret seed and the
//! number of the log entry being decided.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

/// The length of a game's secret seed in bytes.
pub const SEED_LEN: usize = 32;

/// The random generator handed to a game while it decides one log entry.
///
/// Its stream is a pure function of `(seed, entry)`: `SHA-256(seed ‖ entry as u64 LE)` is
/// the ChaCha20 key. A command retried at the same version therefore draws the same
/// outcomes, and once the seed is revealed anyone can re-derive every draw. The key is
/// derived on the first draw, so an entry that draws nothing costs no hashing.
#[derive(Clone, Debug)]
pub struct GameRng {
    seed: [u8; SEED_LEN],
    entry: u64,
    /// Whether the key is salted for the server's own choices ([`GameRng::for_server_choice`]).
    server: bool,
    /// The stream, once the first draw derived its key.
    stream: Option<ChaCha20Rng>,
}

impl GameRng {
    /// The generator for log entry `entry` (1 for the setup entry) of a game with `seed`.
    pub fn for_entry(seed: &[u8; SEED_LEN], entry: u64) -> Self {
        GameRng {
            seed: *seed,
            entry,
            server: false,
            stream: None,
        }
    }

    /// The generator of the server's own choices for log entry `entry` (a built-in player
    /// moving for a seat): `SHA-256(seed ‖ entry as u64 LE ‖ "server")` is the key, so these
    /// draws never repeat the entry's rule draws of [`GameRng::for_entry`]. Only the command
    /// chosen is recorded; replaying it needs no generator of its own.
    pub fn for_server_choice(seed: &[u8; SEED_LEN], entry: u64) -> Self {
        GameRng {
            server: true,
            ..GameRng::for_entry(seed, entry)
        }
    }

    /// The ChaCha20 stream, its key derived on first use.
    fn stream(&mut self) -> &mut ChaCha20Rng {
        let (seed, entry, server) = (&self.seed, self.entry, self.server);
        self.stream.get_or_insert_with(|| {
            let mut hasher = Sha256::new();
            hasher.update(seed);
            hasher.update(entry.to_le_bytes());
            if server {
                hasher.update(b"server");
            }
            ChaCha20Rng::from_seed(hasher.finalize().into())
        })
    }

    /// A uniformly distributed integer in `0..bound` (`bound > 0`), without modulo bias.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "empty range");
        // Lemire's nearly-divisionless method, on 32-bit draws.
        let threshold = bound.wrapping_neg() % bound;
        let stream = self.stream();
        loop {
            let product = u64::from(stream.next_u32()) * u64::from(bound);
            if (product as u32) >= threshold {
                return (product >> 32) as u32;
            }
        }
    }

    /// A die roll: uniform in `1..=sides`.
    pub fn die(&mut self, sides: u32) -> u32 {
        self.below(sides) + 1
    }

    /// Shuffles `items` in place (Fisher–Yates, from the last position down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The public commitment to a seed: its SHA-256, in lower-case hex.
pub fn commitment(seed: &[u8; SEED_LEN]) -> String {
    hex::encode(Sha256::digest(seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_entry_give_the_same_stream() {
        let seed = [7u8; SEED_LEN];
        let a: Vec<u32> = (0..10)
            .map({
                let mut r = GameRng::for_entry(&seed, 3);
                move |_| r.below(1000)
            })
            .collect();
        let b: Vec<u32> = (0..10)
            .map({
                let mut r = GameRng::for_entry(&seed, 3);
                move |_| r.below(1000)
            })
            .collect();
        let c: Vec<u32> = (0..10)
            .map({
                let mut r = GameRng::for_entry(&seed, 4);
                move |_| r.below(1000)
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    /// The lazily derived key is the documented one, for the rules' and the server's draws.
    #[test]
    fn the_key_is_sha256_of_seed_entry_and_salt() {
        let seed = [9u8; SEED_LEN];
        for (mut rng, salt) in [
            (GameRng::for_entry(&seed, 5), &b""[..]),
            (GameRng::for_server_choice(&seed, 5), &b"server"[..]),
        ] {
            let mut hasher = Sha256::new();
            hasher.update(seed);
            hasher.update(5u64.to_le_bytes());
            hasher.update(salt);
            let mut expected = ChaCha20Rng::from_seed(hasher.finalize().into());
            for _ in 0..5 {
                // A power-of-two bound keeps every draw: the top bits of the next word.
                assert_eq!(rng.below(1 << 16), expected.next_u32() >> 16);
            }
        }
    }

    #[test]
    fn shuffle_is_a_permutation_and_dice_stay_in_range() {
        let mut rng = GameRng::for_entry(&[1u8; SEED_LEN], 1);
        let mut items: Vec<u32> = (0..108).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..108).collect::<Vec<_>>());
        assert_ne!(items, sorted);
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            seen[rng.die(6) as usize] += 1;
        }
        assert_eq!(seen[0], 0);
        assert!(seen[1..].iter().all(|&n| n > 800), "{seen:?}");
    }

    #[test]
    fn commitment_is_sha256_hex() {
        assert_eq!(
            commitment(&[0u8; SEED_LEN]),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
    }
}
