//! The export format's worked example (`src/audit/example.ndjson`, explained in
//! `src/audit/FORMAT.md`) is a real export that verifies, and the specification quotes its
//! actual hashes; exports of many games of every kind verify.
//!
//! `UPDATE_AUDIT_EXAMPLE=1 cargo test --test audit_example` rewrites the example file.

#[path = "support/exports.rs"]
mod exports;

use hotel_games::audit::verify::verify;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/audit/example.ndjson");
const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/audit/FORMAT.md");

fn example() -> String {
    exports::simulated_export(
        "monopoly",
        &json!({"end_condition": {"type": "round_limit", "rounds": 1}}),
        2,
        [0x2a; 32],
        "0d1e5a4c-6f0b-4a59-9d43-3c1f2e7b8a90",
        1_798_761_600_000,
        100,
    )
    .expect("a one-round game ends")
}

#[test]
fn the_worked_example_is_a_real_export_and_the_specification_quotes_its_hashes() {
    let built = example();
    if std::env::var_os("UPDATE_AUDIT_EXAMPLE").is_some() {
        std::fs::write(EXAMPLE, &built).unwrap();
    }
    let committed = std::fs::read_to_string(EXAMPLE).unwrap();
    assert_eq!(committed, built, "regenerate with UPDATE_AUDIT_EXAMPLE=1");
    let report = verify(committed.as_bytes());
    assert!(report.ok, "{report:?}");

    let spec = std::fs::read_to_string(SPEC).unwrap();
    let lines: Vec<Value> = committed
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let header = &lines[0];
    let trailer = lines.last().unwrap();
    for quoted in [
        &header["genesis_hash"],
        &header["rng_commitment"],
        &trailer["rng_seed"],
    ] {
        assert!(
            spec.contains(quoted.as_str().unwrap()),
            "{quoted} is quoted"
        );
    }
    for entry in &lines[1..lines.len() - 1] {
        let hash = entry["hash"].as_str().unwrap();
        assert!(
            spec.contains(hash),
            "entry {}'s hash {hash} is quoted",
            entry["seq"]
        );
    }
    // The bytes the specification shows for entry 2 hash to entry 2's hash.
    let start = spec.find("```text\n").expect("the hashed text of entry 2") + 8;
    let end = start + spec[start..].find("\n```").unwrap();
    let text = &spec[start..end];
    assert_eq!(
        hex::encode(Sha256::digest(text.as_bytes())),
        lines[2]["hash"].as_str().unwrap()
    );
}

/// The independent Python check written from the specification agrees with the example,
/// including the ChaCha20 draws of entry 2 (its recorded dice are 4 and 6).
#[test]
fn an_independent_implementation_of_the_specification_checks_the_example() {
    let output = std::process::Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/audit-chain.py"
        ))
        .args([EXAMPLE, "2", "2"])
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(printed.contains("chain ok: 6 entries"), "{printed}");
    let lines: Vec<Value> = std::fs::read_to_string(EXAMPLE)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let rolled = &lines[2]["events"][0];
    assert_eq!(rolled["type"], "dice_rolled");
    assert!(
        printed.contains(&format!(
            "die(6) of entry 2: {} {}",
            rolled["d1"], rolled["d2"]
        )),
        "{printed}"
    );
}

#[test]
fn exports_of_games_of_every_kind_verify() {
    let games: [(&str, usize, Value, u8); 4] = [
        ("acquire", 4, json!(null), 30),
        (
            "monopoly",
            3,
            json!({"end_condition": {"type": "round_limit", "rounds": 20}}),
            10,
        ),
        ("grand_austria_hotel", 3, json!(null), 10),
        (
            "tokyo_capsule_hotel",
            3,
            json!({"rounds": 2, "coupon_rounds": [2]}),
            5,
        ),
    ];
    for (kind, seats, config, count) in games {
        let mut verified = 0;
        for game in 0..count {
            let seed = [game.wrapping_mul(37).wrapping_add(1); 32];
            let id = format!("00000000-0000-4000-8000-{:012}", game);
            let Some(text) = exports::simulated_export(
                kind,
                &config,
                seats,
                seed,
                &id,
                1_800_000_000_000,
                20_000,
            ) else {
                continue;
            };
            let report = verify(text.as_bytes());
            assert!(report.ok, "{kind} game {game}: {:?}", report.divergence);
            verified += 1;
        }
        assert!(
            verified * 2 >= count,
            "{kind}: {verified} of {count} games ended"
        );
    }
}

/// The export as a game recorded under rules version 1 would read: the version in the header
/// and the setup command, none in Tokyo Capsule Hotel's `game_created`, the hashes chained
/// again.
fn as_rules_version_1(text: &str) -> String {
    let mut lines: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    lines[0]["rules_version"] = json!(1);
    let mut previous = lines[0]["genesis_hash"].as_str().unwrap().to_string();
    let last = lines.len() - 1;
    for entry in &mut lines[1..last] {
        if entry["seq"] == 1 {
            entry["command"]["rules_version"] = json!(1);
            entry["events"][0]["data"]
                .as_object_mut()
                .unwrap()
                .remove("rules_version");
        }
        let hash = hotel_games::audit::chain::entry_hash(
            &previous,
            entry["seq"].as_i64().unwrap(),
            serde_json::from_value(entry["seat"].clone()).unwrap(),
            &entry["command"],
            &entry["events"],
            entry["created_at_ms"].as_i64().unwrap(),
        );
        entry["hash"] = json!(hash);
        previous = hash;
    }
    lines[last]["last_hash"] = json!(previous);
    lines.iter().map(|line| format!("{line}\n")).collect()
}

#[test]
fn an_export_of_an_older_rules_version_is_replayed_by_its_own_rules() {
    // With `edges_only` and no head timeout, version 2 decides like version 1.
    let config = json!({"rounds": 2, "coupon_rounds": [2], "gap": "edges_only"});
    let mut verified = 0;
    for game in 0..4u8 {
        let Some(current) = exports::simulated_export(
            "tokyo_capsule_hotel",
            &config,
            3,
            [game + 1; 32],
            &format!("00000000-0000-4000-8000-{game:012}"),
            1_800_000_000_000,
            20_000,
        ) else {
            continue;
        };
        assert!(verify(current.as_bytes()).ok);
        let old = as_rules_version_1(&current);
        let report = verify(old.as_bytes());
        assert!(report.ok, "version 1: {:?}", report.divergence);
        // The header's version decides which setup is expected.
        let mut claims_old: Vec<Value> = current
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        claims_old[0]["rules_version"] = json!(1);
        let text: String = claims_old.iter().map(|line| format!("{line}\n")).collect();
        let report = verify(text.as_bytes());
        assert!(!report.ok, "a version-2 log is not a version-1 game");
        claims_old[0]["rules_version"] = json!(3);
        let text: String = claims_old.iter().map(|line| format!("{line}\n")).collect();
        let reason = verify(text.as_bytes()).divergence.unwrap().reason;
        assert_eq!(
            reason,
            hotel_games::audit::verify::Reason::UnsupportedRulesVersion
        );
        verified += 1;
    }
    assert!(verified >= 2, "{verified} games ended");
}
