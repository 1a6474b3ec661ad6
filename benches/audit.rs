//! Verification throughput: `cargo bench --bench audit [-- GAMES]` verifies GAMES (default
//! 1000) exports of 4-seat Acquire games and one Monopoly game of about 5,000 entries, built
//! from self-play, and prints entries per second. Nothing is asserted on time. Run by
//! `cargo test` (without `--bench`), it verifies a few games and a shorter Monopoly game only,
//! to check that it still works.

#[path = "../tests/support/exports.rs"]
mod exports;

use std::time::Instant;

use hotel_games::audit::verify::verify;
use serde_json::json;

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let games: u64 = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(if measuring { 1000 } else { 10 });
    let rounds = if measuring { 700 } else { 40 };
    let exports: Vec<String> = (0..games)
        .filter_map(|game| {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&game.to_le_bytes());
            let id = format!("00000000-0000-4000-8000-{game:012}");
            exports::simulated_export(
                "acquire",
                &json!(null),
                4,
                seed,
                &id,
                1_800_000_000_000,
                5000,
            )
        })
        .collect();
    report("acquire, 4 seats", &exports);

    let monopoly = exports::simulated_export(
        "monopoly",
        &json!({"starting_cash": 100_000, "end_condition": {"type": "round_limit", "rounds": rounds}}),
        2,
        [7; 32],
        "00000000-0000-4000-8000-000000005000",
        1_800_000_000_000,
        20_000,
    )
    .expect("a round-limited game ends");
    report(&format!("monopoly, 2 seats, {rounds} rounds"), &[monopoly]);
}

fn report(what: &str, exports: &[String]) {
    let bytes: usize = exports.iter().map(String::len).sum();
    let start = Instant::now();
    let mut entries = 0;
    for export in exports {
        let report = verify(export.as_bytes());
        assert!(report.ok, "{:?}", report.divergence);
        entries += report.entries;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{what}: {} games, {entries} entries ({:.0} per game), {:.1} MB verified in {seconds:.3} s: {:.0} entries/s, {:.1} games/s",
        exports.len(),
        entries as f64 / exports.len() as f64,
        bytes as f64 / 1e6,
        entries as f64 / seconds,
        exports.len() as f64 / seconds
    );
}
