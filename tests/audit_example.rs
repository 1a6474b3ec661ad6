//! The export format's worked examples (`src/audit/example.ndjson` and one finished game of
//! each kind in `src/audit/examples/`, explained in `src/audit/FORMAT.md`) are real exports
//! that verify; the specification quotes their actual hashes; an independent script written
//! from the specification re-derives every random outcome they record; exports of many games
//! of every kind verify; and whatever the format forbids or does not bind is refused, each
//! with its own reason.
//!
//! `UPDATE_AUDIT_EXAMPLE=1 cargo test --test audit_example` rewrites the example files.

#[path = "support/exports.rs"]
mod exports;

use std::collections::BTreeMap;

use exports::Simulation;
use hotel_games::audit::verify::{Guarantee, Reason, Report, verify};
use hotel_games::engine::Seat;
use hotel_games::engine::simulate::Player;
use hotel_games::hash_chain::entry_hash;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/audit/example.ndjson");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/audit/examples");
const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/audit/FORMAT.md");
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/audit-chain.py");

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

/// One small finished game of each kind, with options (and a seed, and a built-in player)
/// that make it draw every kind of random outcome it can: (kind, seats, config, seed byte,
/// player).
fn kind_examples() -> Vec<(&'static str, usize, Value, u8, Player)> {
    vec![
        (
            "acquire",
            2,
            json!({"allow_two_players": true, "end_chain_size": 6}),
            1,
            Player::Policy,
        ),
        (
            "monopoly",
            2,
            json!({
                "deck_mode": "random_draw",
                "turn_order": "random",
                "end_condition": {"type": "round_limit", "rounds": 8}
            }),
            2,
            Player::Policy,
        ),
        ("grand_austria_hotel", 2, json!(null), 3, Player::Policy),
        (
            "tokyo_capsule_hotel",
            2,
            json!({"rounds": 2, "coupon_rounds": []}),
            35,
            Player::Random,
        ),
    ]
}

fn kind_example(kind: &str, seats: usize, config: &Value, seed: u8, player: Player) -> String {
    Simulation {
        kind,
        config,
        seats,
        seed: [seed; 32],
        game_id: &format!("0d1e5a4c-6f0b-4a59-9d43-3c1f2e7b8a{seed:02x}"),
        start_ms: 1_798_761_600_000,
        max_entries: 5_000,
        format_version: 2,
        player,
    }
    .export()
    .expect("the example game ends")
}

/// Checks `built` against the committed file at `path` (rewriting it first when asked).
fn committed(path: &str, built: &str) -> String {
    if std::env::var_os("UPDATE_AUDIT_EXAMPLE").is_some() {
        std::fs::create_dir_all(EXAMPLES).unwrap();
        std::fs::write(path, built).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap();
    assert_eq!(committed, built, "regenerate with UPDATE_AUDIT_EXAMPLE=1");
    committed
}

fn lines_of(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn text_of(lines: &[Value]) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

#[test]
fn the_worked_example_is_a_real_export_and_the_specification_quotes_its_hashes() {
    let committed = committed(EXAMPLE, &example());
    let report = verify(committed.as_bytes());
    assert!(report.ok, "{report:?}");
    assert!(report.lacks.is_empty());

    let spec = std::fs::read_to_string(SPEC).unwrap();
    let lines = lines_of(&committed);
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
    // The texts the specification shows hashed: the genesis, then entry 2.
    let mut blocks = spec.split("```text\n").skip(1);
    let mut next_block = || {
        let block = blocks.next().expect("a hashed text");
        block[..block.find("\n```").unwrap()].to_string()
    };
    let genesis = next_block();
    assert_eq!(
        hex::encode(Sha256::digest(genesis.as_bytes())),
        header["genesis_hash"].as_str().unwrap()
    );
    let entry_2 = next_block();
    assert_eq!(
        hex::encode(Sha256::digest(entry_2.as_bytes())),
        lines[2]["hash"].as_str().unwrap()
    );
}

/// The independent Python check written from the specification agrees with the example,
/// including the ChaCha20 draws of entry 2 (its recorded dice).
#[test]
fn an_independent_implementation_of_the_specification_checks_the_example() {
    let printed = run_script(&[EXAMPLE, "2", "2"]);
    assert!(printed.contains("chain ok: 6 entries"), "{printed}");
    let lines = lines_of(&std::fs::read_to_string(EXAMPLE).unwrap());
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

fn run_script(args: &[&str]) -> String {
    let output = std::process::Command::new("python3")
        .arg(SCRIPT)
        .args(args)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// The random outcomes a game's events record, by the names the script counts them under.
fn recorded_outcomes(text: &str) -> BTreeMap<String, u64> {
    let lines = lines_of(text);
    let header = &lines[0];
    let config = &header["config"];
    let seats = header["seats"].as_u64().unwrap();
    let events: Vec<(&Value, &Value)> = lines[1..lines.len() - 1]
        .iter()
        .flat_map(|entry| {
            entry["events"]
                .as_array()
                .unwrap()
                .iter()
                .map(move |event| (&entry["command"], event))
        })
        .collect();
    // Tokyo Capsule Hotel's events carry their members under `data`.
    let body = |event: &'_ Value| event.get("data").cloned().unwrap_or(event.clone());
    let count = |types: &[&str]| {
        events
            .iter()
            .filter(|(_, event)| types.contains(&event["type"].as_str().unwrap()))
            .count() as u64
    };
    let mut outcomes = BTreeMap::new();
    let mut put = |name: &str, n: u64| {
        if n > 0 {
            outcomes.insert(name.to_string(), n);
        }
    };
    match header["kind"].as_str().unwrap() {
        "acquire" => {
            put("tile_order", count(&["tile_pool_shuffled"]));
            put("tiles_drawn", count(&["start_tile_drawn", "tile_drawn"]));
        }
        "monopoly" => {
            put("deck_orders", count(&["deck_shuffled"]));
            put("dice", 2 * count(&["turn_order_rolled", "dice_rolled"]));
            if config["turn_order"] == "random" {
                put("first_player", count(&["game_started"]));
            }
            let cards = count(&["card_drawn"]);
            match config["deck_mode"].as_str().unwrap() {
                "random_draw" => put("cards_drawn_at_random", cards),
                _ => put("cards_drawn_from_the_top", cards),
            }
        }
        "grand_austria_hotel" => {
            put("board_orders", 2 * count(&["boards_assigned"]));
            if config["start_player"].is_null() {
                put("start_player", 1);
            }
            let flipped = events
                .iter()
                .filter(|(command, event)| {
                    event["type"] == "faces_chosen" && command["type"] == "timeout"
                })
                .count() as u64;
            let dealt = if config["choose_faces"] == true {
                0
            } else {
                seats
            };
            put("faces", 2 * (dealt + flipped));
            let dice = events
                .iter()
                .filter(|(_, event)| event["type"] == "dice_rolled")
                .map(|(_, event)| event["values"].as_array().unwrap().len() as u64)
                .sum();
            put("dice", dice);
        }
        "tokyo_capsule_hotel" => {
            put("seating", 1);
            let ties = events
                .iter()
                .filter(|(_, event)| event["type"] == "purchase_phase_started")
                .map(|(_, event)| body(event)["tie_breaks"].as_array().unwrap().len() as u64)
                .sum();
            put("tie_breaks", ties);
            put("bonus_dice", count(&["dice_rolled"]));
        }
        other => panic!("unknown kind {other}"),
    }
    outcomes
}

/// Every random outcome recorded in one finished game of each kind is re-derived by the
/// independent script from the seed with the algorithm the specification states.
#[test]
fn the_specification_re_derives_every_draw_of_a_game_of_each_kind() {
    for (kind, seats, config, seed, player) in kind_examples() {
        let path = format!("{EXAMPLES}/{kind}.ndjson");
        let text = committed(&path, &kind_example(kind, seats, &config, seed, player));
        let report = verify(text.as_bytes());
        assert!(report.ok, "{kind}: {report:?}");
        let printed = run_script(&["--draws", &path]);
        let expected = recorded_outcomes(&text);
        let counts = expected
            .iter()
            .map(|(name, n)| format!("{name}={n}"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            printed.trim(),
            format!("draws ok: {kind}: {counts}"),
            "{kind}"
        );
    }
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

/// A small finished Tokyo Capsule Hotel game (2 seats, one round) as lines.
fn small_game() -> Vec<Value> {
    lines_of(
        &exports::simulated_export(
            "tokyo_capsule_hotel",
            &json!({"rounds": 1, "coupon_rounds": []}),
            2,
            [0xab; 32],
            "00000000-0000-4000-8000-000000000009",
            1_800_000_000_000,
            5_000,
        )
        .unwrap(),
    )
}

fn failure(text: &str) -> (Reason, Option<i64>, usize) {
    let report: Report = verify(text.as_bytes());
    let divergence = report.divergence.expect("verification fails");
    (divergence.reason, divergence.seq, divergence.line)
}

/// Recomputes every entry's hash from `from` (an index into `lines`) on.
fn rechain(lines: &mut [Value], from: usize) {
    let last = lines.len() - 1;
    for index in from..last {
        let previous = match index {
            1 => lines[0]["genesis_hash"].as_str().unwrap().to_string(),
            _ => lines[index - 1]["hash"].as_str().unwrap().to_string(),
        };
        let entry = &lines[index];
        let hash = entry_hash(
            &previous,
            entry["seq"].as_i64().unwrap(),
            entry["seat"].as_u64().map(|seat| Seat(seat as u8)),
            &entry["command"],
            &entry["events"],
            entry["created_at_ms"].as_i64().unwrap(),
        );
        lines[index]["hash"] = json!(hash);
    }
    lines[last]["last_hash"] = lines[last - 1]["hash"].clone();
}

#[test]
fn the_header_is_bound_renaming_a_player_changing_the_config_or_swapping_the_seed_fails() {
    let lines = small_game();
    assert!(verify(text_of(&lines).as_bytes()).ok);

    let mut renamed = lines.clone();
    renamed[0]["players"][1]["username"] = json!("mallory");
    assert_eq!(
        failure(&text_of(&renamed)),
        (Reason::PlayersDiffer, Some(1), 2)
    );

    let mut reconfigured = lines.clone();
    reconfigured[0]["config"]["rounds"] = json!(2);
    assert_eq!(
        failure(&text_of(&reconfigured)),
        (Reason::GenesisMismatch, None, 1)
    );

    // A forged seed with a matching commitment: the genesis no longer matches, and a
    // genesis made to match breaks the chain at its first entry.
    let forged = [7u8; 32];
    let last = lines.len() - 1;
    let mut swapped = lines.clone();
    swapped[0]["rng_commitment"] = json!(hex::encode(Sha256::digest(forged)));
    swapped[last]["rng_seed"] = json!(hex::encode(forged));
    assert_eq!(
        failure(&text_of(&swapped)),
        (Reason::GenesisMismatch, None, 1)
    );
    let header = &swapped[0];
    let genesis = hotel_games::hash_chain::Genesis {
        game_id: header["game_id"].as_str().unwrap(),
        kind: header["kind"].as_str().unwrap(),
        config: &header["config"],
        rng_commitment: header["rng_commitment"].as_str().unwrap(),
        created_at_ms: header["created_at_ms"].as_i64().unwrap(),
    }
    .hash(2);
    swapped[0]["genesis_hash"] = json!(genesis);
    assert_eq!(
        failure(&text_of(&swapped)),
        (Reason::HashMismatch, Some(1), 2)
    );

    let mut created = lines.clone();
    created[0]["created_at_ms"] = json!(1_800_000_000_001i64);
    assert_eq!(failure(&text_of(&created)), (Reason::TimeMismatch, None, 1));
    created[0]["created_at"] = json!("2027-01-15T08:00:00.001Z");
    assert_eq!(
        failure(&text_of(&created)),
        (Reason::GenesisMismatch, None, 1)
    );

    // The trailer's names are the header's.
    let mut trailer_renamed = lines.clone();
    trailer_renamed[last]["result"]["standings"][0]["player"] = json!("mallory");
    assert_eq!(
        failure(&text_of(&trailer_renamed)).0,
        Reason::StandingsDiffer
    );
}

#[test]
fn what_the_format_forbids_is_refused_each_with_its_own_reason_and_line() {
    let lines = small_game();
    let text = text_of(&lines);
    let last = lines.len() - 1;

    // A duplicate key inside an event (the hash covers the canonical form, which keeps one).
    let entry_line = text.lines().nth(2).unwrap();
    let duplicated = entry_line.replacen("\"events\":[{", "\"events\":[{\"type\":\"x\",", 1);
    assert_ne!(duplicated, entry_line);
    let tampered = text.replacen(entry_line, &duplicated, 1);
    assert_eq!(failure(&tampered), (Reason::DuplicateKey, None, 3));

    let mut timed = lines.clone();
    timed[2]["time"] = json!("2030-01-01T00:00:00.000Z");
    assert_eq!(
        failure(&text_of(&timed)),
        (Reason::TimeMismatch, Some(2), 3)
    );

    let mut labelled = lines.clone();
    labelled[2]["command_type"] = json!("pass");
    if labelled[2]["command"]["type"] == "pass" {
        labelled[2]["command_type"] = json!("buy");
    }
    assert_eq!(
        failure(&text_of(&labelled)),
        (Reason::CommandTypeMismatch, Some(2), 3)
    );

    let blank = text.replacen('\n', "\n\n", 1);
    assert_eq!(failure(&blank), (Reason::BlankLine, None, 2));

    let crlf = text.replace('\n', "\r\n");
    assert_eq!(failure(&crlf), (Reason::CarriageReturn, None, 1));

    let mut unknown = lines.clone();
    unknown[2]["note"] = json!("hi");
    assert_eq!(failure(&text_of(&unknown)), (Reason::UnknownField, None, 3));
    let mut unknown_in_result = lines.clone();
    unknown_in_result[last]["result"]["standings"][0]["bonus"] = json!(1);
    assert_eq!(
        failure(&text_of(&unknown_in_result)),
        (Reason::UnknownField, None, last + 1)
    );

    let mut upper = lines.clone();
    upper[last]["rng_seed"] = json!(lines[last]["rng_seed"].as_str().unwrap().to_uppercase());
    assert_eq!(
        failure(&text_of(&upper)),
        (Reason::SeedNotLowerCase, None, last + 1)
    );

    // Tolerated: a last line without its line feed.
    assert!(verify(text.trim_end_matches('\n').as_bytes()).ok);
}

/// A finished game cut short and relabelled abandoned is refused: an abandonment is a log
/// entry. The server's abandonment entry itself verifies, and nothing may follow it.
#[test]
fn an_abandonment_is_a_log_entry_and_a_cut_game_relabelled_abandoned_fails() {
    let lines = small_game();
    let cut_at = 4;
    let mut cut: Vec<Value> = lines[..=cut_at].to_vec();
    let mut trailer = lines.last().unwrap().clone();
    trailer["status"] = json!("abandoned");
    trailer["result"] = Value::Null;
    trailer["entries"] = json!(cut_at);
    trailer["last_hash"] = cut[cut_at]["hash"].clone();
    cut.push(trailer.clone());
    cut[0]["status"] = json!("abandoned");
    cut[0]["entries"] = json!(cut_at);
    let (reason, _, _) = failure(&text_of(&cut));
    assert_eq!(reason, Reason::StatusDiffers);

    // The same cut with the server's abandonment entry verifies.
    let seq = cut_at as i64 + 1;
    let mut abandoned = cut[..=cut_at].to_vec();
    let created_at_ms = cut[cut_at]["created_at_ms"].as_i64().unwrap() + 1000;
    abandoned.push(json!({
        "type": "entry",
        "seq": seq,
        "seat": 0,
        "command_type": "abandon",
        "command": {"type": "abandon", "reason": "resigned"},
        "events": [{"type": "game_abandoned", "reason": "resigned", "seat": 0}],
        "created_at_ms": created_at_ms,
        "time": chrono::DateTime::from_timestamp_millis(created_at_ms)
            .unwrap()
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        "hash": "",
    }));
    abandoned.push(trailer);
    abandoned[0]["entries"] = json!(seq);
    let last = abandoned.len() - 1;
    abandoned[last]["entries"] = json!(seq);
    rechain(&mut abandoned, cut_at + 1);
    let report = verify(text_of(&abandoned).as_bytes());
    assert!(report.ok, "{report:?}");

    // An entry after the abandonment is refused.
    let mut after = abandoned.clone();
    let mut extra = lines[cut_at + 1].clone();
    extra["seq"] = json!(seq + 1);
    let extra_index = last;
    after.insert(extra_index, extra);
    after[0]["entries"] = json!(seq + 1);
    let last = after.len() - 1;
    after[last]["entries"] = json!(seq + 1);
    rechain(&mut after, cut_at + 2);
    assert_eq!(
        failure(&text_of(&after)),
        (Reason::CommandRefused, Some(seq + 1), extra_index + 1)
    );
}

/// Exports of games created under format 1 still verify, and the report says which
/// guarantees they lack; one abandoned without an entry is taken on trust there only.
#[test]
fn an_old_format_export_verifies_and_says_what_it_lacks() {
    let text = Simulation {
        kind: "tokyo_capsule_hotel",
        config: &json!({"rounds": 1, "coupon_rounds": []}),
        seats: 2,
        seed: [0xab; 32],
        game_id: "00000000-0000-4000-8000-000000000009",
        start_ms: 1_800_000_000_000,
        max_entries: 5_000,
        format_version: 1,
        player: Player::Policy,
    }
    .export()
    .unwrap();
    let report = verify(text.as_bytes());
    assert!(report.ok, "{report:?}");
    assert_eq!(report.format_version, Some(1));
    assert_eq!(
        report.lacks,
        vec![Guarantee::HeaderBound, Guarantee::EndingRecorded]
    );
    let lines = lines_of(&text);
    assert!(lines[0].get("created_at_ms").is_none());
    assert_eq!(
        lines[1]["command"],
        json!({"type": "setup", "rules_version": lines[0]["rules_version"]})
    );
    // A format-1 player renamed goes unseen: exactly what the report says it lacks.
    let mut renamed = lines.clone();
    renamed[0]["players"][1]["username"] = json!("mallory");
    let last = renamed.len() - 1;
    renamed[last]["result"]["standings"][1]["player"] = json!("mallory");
    assert!(verify(text_of(&renamed).as_bytes()).ok);
}

/// The export as a game recorded under rules version 1 would read: the version in the header
/// and the setup command, none in Tokyo Capsule Hotel's `game_created`, the hashes chained
/// again.
fn as_rules_version_1(text: &str) -> String {
    let mut lines = lines_of(text);
    lines[0]["rules_version"] = json!(1);
    lines[1]["command"]["rules_version"] = json!(1);
    lines[1]["events"][0]["data"]
        .as_object_mut()
        .unwrap()
        .remove("rules_version");
    rechain(&mut lines, 1);
    text_of(&lines)
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
        let mut claims_old = lines_of(&current);
        claims_old[0]["rules_version"] = json!(1);
        let report = verify(text_of(&claims_old).as_bytes());
        assert!(!report.ok, "a version-2 log is not a version-1 game");
        claims_old[0]["rules_version"] = json!(3);
        let reason = verify(text_of(&claims_old).as_bytes())
            .divergence
            .unwrap()
            .reason;
        assert_eq!(reason, Reason::UnsupportedRulesVersion);
        verified += 1;
    }
    assert!(verified >= 2, "{verified} games ended");
}
