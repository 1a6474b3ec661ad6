//! Audit: exports of finished games verify offline for every kind; every kind of tampering
//! is caught at the right entry; a running game's export is the caller's redacted log; past
//! views replay exactly what a seat saw.

use std::io::Write;

use hotel_games::audit::verify::{Guarantee, Reason, Report, verify};
use hotel_games::engine::Seat;
use hotel_games::hash_chain::entry_hash;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::Digest;

use crate::snapshots::sql;
use crate::support::{Backend, TestApp, fresh_database, problem};
use crate::{for_both_backends, on_both_backends};

on_both_backends!(finished_games_of_every_kind_export_and_verify);
on_both_backends!(every_tampering_with_an_export_is_caught_where_it_happens);
on_both_backends!(a_running_games_export_is_the_callers_log_and_past_views_are_what_a_seat_saw);
on_both_backends!(a_game_abandoned_when_its_last_person_resigns_records_it_and_verifies);
on_both_backends!(games_ended_by_resignations_verify_under_every_on_leave_setting);
on_both_backends!(games_ended_by_move_clocks_verify_under_every_on_timeout_setting);
for_both_backends!(a_game_created_under_format_1_still_exports_and_verifies_as_format_1);

/// The games played here: short configurations of every kind.
fn short_games() -> Vec<(&'static str, usize, Value)> {
    vec![
        ("acquire", 3, json!(null)),
        (
            "monopoly",
            2,
            json!({"end_condition": {"type": "round_limit", "rounds": 3}}),
        ),
        ("grand_austria_hotel", 2, json!(null)),
        (
            "tokyo_capsule_hotel",
            2,
            json!({"rounds": 1, "coupon_rounds": []}),
        ),
    ]
}

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// Plays moves picked at random from the legal commands until the game ends, or until
/// `stop` says so after a move. Returns the number of moves.
pub(crate) async fn play(
    app: &TestApp,
    id: &str,
    tokens: &[String],
    seed: u64,
    mut stop: impl FnMut(&Value) -> bool,
) -> usize {
    let mut rng = Lcg(seed);
    let mut moves = 0;
    loop {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        if game["status"] != "active" || stop(&game) {
            return moves;
        }
        let mut played = false;
        for seat in game["awaited"].as_array().unwrap() {
            let seat = seat.as_u64().unwrap() as usize;
            let legal = app
                .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
                .await;
            let commands: Vec<&Value> = legal["commands"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|c| {
                    !matches!(
                        c["type"].as_str(),
                        Some("resign" | "propose_trade" | "take_loan")
                    )
                })
                .collect();
            if commands.is_empty() {
                continue;
            }
            let command = commands[rng.below(commands.len())];
            let response = app
                .submit_move(
                    &tokens[seat],
                    id,
                    game["version"].as_i64().unwrap(),
                    command,
                )
                .await;
            assert_eq!(response.status(), StatusCode::OK, "{command} was listed");
            played = true;
            moves += 1;
            break;
        }
        assert!(played, "some awaited seat can act: {game}");
        assert!(moves < 3000, "the game ends");
    }
}

async fn export(app: &TestApp, token: &str, id: &str) -> String {
    export_in(app, token, id, "en").await
}

async fn export_in(app: &TestApp, token: &str, id: &str, lang: &str) -> String {
    let response = app
        .get(token, &format!("/v1/games/{id}/export?lang={lang}"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"].to_str().unwrap(),
        "application/x-ndjson"
    );
    response.text().await.unwrap()
}

fn check(text: &str) -> Report {
    verify(text.as_bytes())
}

async fn finished_game(app: &TestApp, seed: u64) -> (String, Vec<String>, String) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    play(app, &id, &tokens, seed, |_| false).await;
    let text = export(app, &tokens[1], &id).await;
    (id, tokens, text)
}

async fn finished_games_of_every_kind_export_and_verify(app: TestApp) {
    for (index, (kind, seats, config)) in short_games().into_iter().enumerate() {
        let (id, tokens) = app.started_game(kind, seats, config).await;
        let moves = play(&app, &id, &tokens, 17 + index as u64, |_| false).await;
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(game["status"], "finished", "{kind}");
        let text = export(&app, &tokens[0], &id).await;
        let lines: Vec<Value> = text
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        let header = &lines[0];
        assert_eq!(header["type"], "header");
        assert_eq!(header["format"], "hotel-games-export");
        assert_eq!(header["kind"], kind);
        assert_eq!(header["complete"], true);
        assert_eq!(header["rng_commitment"], game["rng_commitment"]);
        let trailer = lines.last().unwrap();
        assert_eq!(trailer["type"], "trailer");
        assert_eq!(trailer["rng_seed"], game["rng_seed"]);
        assert_eq!(trailer["result"], game["result"]);
        assert_eq!(lines.len() as i64, game["version"].as_i64().unwrap() + 2);
        assert!(moves > 0);
        // A complete export is the stored truth alone; the log of a finished game tells
        // every entry in full words, events verbatim.
        assert!(lines.iter().all(|line| line.get("text").is_none()));
        let log = app
            .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        for (entry, line) in log["entries"].as_array().unwrap().iter().zip(&lines[1..]) {
            assert_eq!(entry["events"], line["events"], "{kind}");
            let said = entry["text"].as_str().unwrap();
            let quiet =
                game["players"].as_array().unwrap().iter().any(|player| {
                    said == format!("{} moved.", player["username"].as_str().unwrap())
                });
            assert!(!said.is_empty() && !quiet, "{kind}: {said}");
        }

        let report = check(&text);
        assert!(report.ok, "{kind}: {report:?}");
        assert_eq!(report.entries, game["version"].as_i64().unwrap());
        assert_eq!(report.kind.as_deref(), Some(kind));

        // The binary agrees, with its exit status and its JSON report.
        let mut file = tempfile_with(&text);
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_hotel-games"))
            .args(["verify", file.path(), "--json"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{kind}: {output:?}");
        let json: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(json["ok"], true);
        assert_eq!(json["verified"].as_array().unwrap().len(), 6);
        file.remove();
    }
}

/// A file of the temp directory, removed by [`TempFile::remove`].
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
    fn remove(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn tempfile_with(text: &str) -> TempFile {
    let path = std::env::temp_dir().join(format!("export-{}.ndjson", uuid::Uuid::new_v4()));
    std::fs::File::create(&path)
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    TempFile(path)
}

fn lines_of(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn text_of(lines: &[Value]) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// Recomputes an entry's hash over `previous` after it was edited.
fn rehash(entry: &mut Value, previous: &str) {
    let seat = entry["seat"].as_u64().map(|s| Seat(s as u8));
    entry["hash"] = json!(entry_hash(
        previous,
        entry["seq"].as_i64().unwrap(),
        seat,
        &entry["command"],
        &entry["events"],
        entry["created_at_ms"].as_i64().unwrap(),
    ));
}

/// Changes the first number or string found in `value` (depth first).
fn edit_first_scalar(value: &mut Value) -> bool {
    match value {
        Value::Number(n) => {
            *value = json!(n.as_i64().unwrap_or(0) + 1);
            true
        }
        Value::String(s) if !s.is_empty() => {
            s.push('x');
            true
        }
        Value::Array(items) => items.iter_mut().any(edit_first_scalar),
        Value::Object(map) => map
            .iter_mut()
            .filter(|(key, _)| key.as_str() != "type")
            .any(|(_, v)| edit_first_scalar(v)),
        _ => false,
    }
}

fn assert_caught(text: &str, seq: Option<i64>, reason: Reason, what: &str) {
    let report = check(text);
    assert!(!report.ok, "{what} went unnoticed");
    let divergence = report.divergence.unwrap();
    assert_eq!(
        (divergence.seq, divergence.reason),
        (seq, reason),
        "{what}: {}",
        divergence.detail
    );
}

async fn every_tampering_with_an_export_is_caught_where_it_happens(app: TestApp) {
    let (_, _, text) = finished_game(&app, 5).await;
    assert!(check(&text).ok);
    let lines = lines_of(&text);
    let entries = lines.len() - 2;
    // Entry k is on line k (the header is line 0 here).
    let drawn = (2..entries)
        .find(|&k| {
            lines[k]["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e.to_string().contains("drawn"))
        })
        .expect("some entry draws a tile");
    let k = drawn as i64;

    let mut edited = lines.clone();
    assert!(edit_first_scalar(&mut edited[drawn]["events"]));
    assert_caught(
        &text_of(&edited),
        Some(k),
        Reason::HashMismatch,
        "an edited event",
    );

    let placed = (2..entries)
        .find(|&k| lines[k]["command"]["type"] == "place_tile")
        .expect("some entry places a tile");
    let mut edited = lines.clone();
    assert!(edit_first_scalar(&mut edited[placed]["command"]));
    assert_caught(
        &text_of(&edited),
        Some(placed as i64),
        Reason::HashMismatch,
        "an edited command",
    );

    let mut edited = lines.clone();
    edited.remove(drawn);
    assert_caught(
        &text_of(&edited),
        Some(k),
        Reason::SeqGap,
        "a removed entry",
    );

    let mut edited = lines.clone();
    edited.swap(drawn, drawn + 1);
    assert_caught(
        &text_of(&edited),
        Some(k),
        Reason::SeqGap,
        "two entries swapped",
    );

    let mut edited = lines.clone();
    let seed = edited[entries + 1]["rng_seed"]
        .as_str()
        .unwrap()
        .to_string();
    let flipped = if seed.starts_with('0') { "1" } else { "0" };
    edited[entries + 1]["rng_seed"] = json!(format!("{flipped}{}", &seed[1..]));
    assert_caught(
        &text_of(&edited),
        None,
        Reason::SeedCommitmentMismatch,
        "a wrong seed",
    );

    // Re-hashed after editing: the next entry's hash no longer chains.
    let mut edited = lines.clone();
    assert!(edit_first_scalar(&mut edited[drawn]["events"]));
    let previous = lines[drawn - 1]["hash"].as_str().unwrap().to_string();
    rehash(&mut edited[drawn], &previous);
    assert_caught(
        &text_of(&edited),
        Some(k + 1),
        Reason::HashMismatch,
        "a re-hashed entry",
    );

    // Everything re-hashed after the edit (a forged chain): the replay diverges at the edit.
    let mut edited = lines.clone();
    assert!(edit_first_scalar(&mut edited[drawn]["events"]));
    for index in drawn..=entries {
        let previous = edited[index - 1]["hash"].as_str().unwrap().to_string();
        rehash(&mut edited[index], &previous);
    }
    edited[entries + 1]["last_hash"] = edited[entries]["hash"].clone();
    assert_caught(
        &text_of(&edited),
        Some(k),
        Reason::EventsDiffer,
        "a forged chain",
    );

    // A forged seed and commitment: the genesis commits to the commitment.
    let mut edited = lines.clone();
    let other = [9u8; 32];
    edited[entries + 1]["rng_seed"] = json!(hex::encode(other));
    edited[0]["rng_commitment"] = json!(hotel_games::engine::rng::commitment(&other));
    assert_caught(
        &text_of(&edited),
        None,
        Reason::GenesisMismatch,
        "a replaced seed",
    );

    // Truncated: without the trailer, or cut in the middle of the entries.
    let truncated = text_of(&lines[..=entries]);
    assert_caught(&truncated, None, Reason::Truncated, "a missing trailer");
    let truncated = text_of(&lines[..entries / 2]);
    assert_caught(&truncated, None, Reason::Truncated, "an export cut short");
    let cut = &text[..text.len() - 40];
    let report = check(cut);
    assert!(!report.ok, "a line cut in half");
    assert_eq!(report.divergence.unwrap().reason, Reason::MalformedLine);

    // Final standings that the replay does not produce.
    let mut edited = lines.clone();
    let score = edited[entries + 1]["result"]["standings"][0]["score"]
        .as_i64()
        .unwrap();
    edited[entries + 1]["result"]["standings"][0]["score"] = json!(score + 100);
    assert_caught(
        &text_of(&edited),
        None,
        Reason::StandingsDiffer,
        "edited standings",
    );

    // The binary exits non-zero and names the seq.
    let mut edited = lines.clone();
    assert!(edit_first_scalar(&mut edited[drawn]["events"]));
    let mut file = tempfile_with(&text_of(&edited));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hotel-games"))
        .args(["verify", file.path()])
        .output()
        .unwrap();
    file.remove();
    assert!(!output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(
        printed.contains(&format!("hash_mismatch at seq {k}")),
        "{printed}"
    );
}

async fn a_running_games_export_is_the_callers_log_and_past_views_are_what_a_seat_saw(
    app: TestApp,
) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    // What seats 0 and 1 saw at every version, as the game went on.
    let mut seen: Vec<(i64, Value, Value)> = Vec::new();
    for round in 0..8u64 {
        let version = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await["version"]
            .as_i64()
            .unwrap();
        let mine = app
            .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
            .await;
        let theirs = app
            .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
            .await;
        seen.push((version, mine, theirs));
        play(&app, &id, &tokens, 40 + round, {
            let mut calls = 0;
            move |_| {
                calls += 1;
                calls > 3
            }
        })
        .await;
    }
    let text = export(&app, &tokens[2], &id).await;
    let lines = lines_of(&text);
    assert_eq!(lines[0]["complete"], false);
    assert!(
        lines.iter().all(|line| line["type"] != "trailer"),
        "no seed before the end"
    );
    assert!(!text.contains("rng_seed"));
    let report = check(&text);
    assert_eq!(report.divergence.unwrap().reason, Reason::IncompleteExport);
    // The entries are exactly what the caller's log shows, words included, in the
    // caller's language.
    for lang in ["en", "ja"] {
        let text = export_in(&app, &tokens[2], &id, lang).await;
        let lines = lines_of(&text);
        let log = app
            .get_json(
                &tokens[2],
                &format!("/v1/games/{id}/log?limit=1000&lang={lang}"),
            )
            .await;
        let logged = log["entries"].as_array().unwrap();
        assert_eq!(logged.len(), lines.len() - 1);
        for (line, entry) in lines[1..].iter().zip(logged) {
            for field in [
                "seq",
                "seat",
                "command_type",
                "command",
                "events",
                "time",
                "hash",
                "text",
            ] {
                assert_eq!(line[field], entry[field], "{field} of seq {}", entry["seq"]);
            }
            assert!(line["text"].as_str().is_some_and(|t| !t.is_empty()));
            for event in entry["events"].as_array().unwrap() {
                assert!(event["text"].is_string(), "the log tells {event}");
            }
        }
    }
    let english = lines_of(&export_in(&app, &tokens[2], &id, "en").await);
    let japanese = lines_of(&export_in(&app, &tokens[2], &id, "ja").await);
    assert_ne!(english[1]["text"], japanese[1]["text"]);
    let response = app
        .get(&tokens[2], &format!("/v1/games/{id}/export?lang=fr"))
        .await;
    problem(response, StatusCode::BAD_REQUEST, "invalid_request").await;

    // Past views: a seat's own, exactly as it was; not another seat's while the game runs.
    for (version, mine, _) in &seen {
        let past = app
            .get_json(&tokens[0], &format!("/v1/games/{id}/view?at={version}"))
            .await;
        assert_eq!(&past["view"], &mine["view"], "seat 0 at {version}");
        assert_eq!(past["version"], *version);
        assert_eq!(past["awaited"], mine["awaited"]);
    }
    let response = app
        .get(&tokens[0], &format!("/v1/games/{id}/view?at=3&seat=1"))
        .await;
    problem(response, StatusCode::FORBIDDEN, "view_not_allowed").await;
    let response = app
        .get(&tokens[0], &format!("/v1/games/{id}/view?at=100000"))
        .await;
    let body = problem(response, StatusCode::NOT_FOUND, "version_not_found").await;
    assert!(body["current_version"].as_i64().unwrap() > 1);
    let response = app
        .get(&tokens[0], &format!("/v1/games/{id}/view?seat=7"))
        .await;
    problem(response, StatusCode::NOT_FOUND, "seat_not_found").await;

    // Once it is over, anyone may see any seat's view at any version.
    play(&app, &id, &tokens, 99, |_| false).await;
    let outsider = app.register("auditor_of_views").await;
    for (version, _, theirs) in &seen {
        let past = app
            .get_json(
                &outsider,
                &format!("/v1/games/{id}/view?at={version}&seat=1"),
            )
            .await;
        assert_eq!(&past["view"], &theirs["view"], "seat 1 at {version}");
        assert_eq!(past["seat"], 1);
    }
    let everything = app
        .get_json(&outsider, &format!("/v1/games/{id}/view?at=2"))
        .await;
    assert!(everything["seat"].is_null());
    assert!(check(&export(&app, &outsider, &id).await).ok);
}

/// Verifies the finished or abandoned game `id` from its export: the trailer's status is the
/// game's, and (when the server abandoned it) the log's last entry says so. Returns the
/// export's lines.
async fn verified_ending(app: &TestApp, token: &str, id: &str, what: &str) -> Vec<Value> {
    let game = app.get_json(token, &format!("/v1/games/{id}")).await;
    assert!(
        matches!(game["status"].as_str(), Some("finished" | "abandoned")),
        "{what}: {game}"
    );
    let text = export(app, token, id).await;
    let report = check(&text);
    assert!(report.ok, "{what}: {report:?}");
    assert!(report.lacks.is_empty(), "{what}");
    let lines = lines_of(&text);
    let trailer = lines.last().unwrap();
    assert_eq!(trailer["status"], game["status"], "{what}");
    assert_eq!(
        lines[1]["command"]["players"].as_array().unwrap().len(),
        game["players"].as_array().unwrap().len()
    );
    lines
}

/// Plays up to `moves` random legal moves of the people's seats.
async fn a_few_moves(app: &TestApp, id: &str, tokens: &[String], seed: u64, moves: usize) {
    let mut calls = 0;
    play(app, id, tokens, seed, move |_| {
        calls += 1;
        calls > moves
    })
    .await;
}

/// Resigns the people of a running game one after the other until it ends (a resignation
/// racing the server's own moves for the seats it plays is tried again, and one that finds
/// the game already over ends the round).
async fn everyone_resigns(app: &TestApp, id: &str, tokens: &[String]) {
    for token in tokens {
        for attempt in 0.. {
            let game = app.get_json(token, &format!("/v1/games/{id}")).await;
            if game["status"] != "active" {
                return;
            }
            let response = app
                .post(token, &format!("/v1/games/{id}/resign"), json!({}))
                .await;
            let status = response.status();
            if status == StatusCode::OK {
                break;
            }
            let body = response.text().await.unwrap();
            // The server's own moves for the other seats may have ended it meanwhile.
            if status == StatusCode::CONFLICT && body.contains("\"game_over\"") {
                return;
            }
            assert!(
                status == StatusCode::CONFLICT && body.contains("stale_version") && attempt < 5,
                "{status} {body}"
            );
        }
    }
}

/// The reproduction of a refused abandoned game: Grand Austria Hotel, a person and a greedy
/// bot, a few moves, the person resigns. The abandonment is the log's last entry, hashed and
/// replayed, and the export verifies.
async fn a_game_abandoned_when_its_last_person_resigns_records_it_and_verifies(app: TestApp) {
    let token = app.register("last_person").await;
    let game = app
        .create_game(&token, "grand_austria_hotel", 2, json!(null))
        .await;
    let id = game["id"].as_str().unwrap().to_string();
    let response = app
        .post(
            &token,
            &format!("/v1/games/{id}/seats"),
            json!({"bot": "greedy"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let tokens = [token.clone(), String::new()];
    let mut moved = 0;
    let mut waited = 0;
    // Ends on the person's turn, so no move of the bot's can land between `before` and the
    // resignation.
    loop {
        let game = app.get_json(&token, &format!("/v1/games/{id}")).await;
        assert_eq!(game["status"], "active");
        if game["awaited"] != json!([0]) {
            // The bot's turn: the server plays it.
            waited += 1;
            assert!(waited < 200, "the bot moves");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            continue;
        }
        if moved == 4 {
            break;
        }
        let legal = app
            .get_json(&token, &format!("/v1/games/{id}/legal-moves"))
            .await;
        let command = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|command| command["type"] != "resign")
            .expect("a move")
            .clone();
        let response = app
            .submit_move(&token, &id, game["version"].as_i64().unwrap(), &command)
            .await;
        assert_eq!(response.status(), StatusCode::OK, "{command}");
        moved += 1;
    }
    let before = app.get_json(&token, &format!("/v1/games/{id}")).await;
    let response = app
        .post(&token, &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let lines = verified_ending(&app, &tokens[0], &id, "grand_austria_hotel").await;
    let game = app.get_json(&token, &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "abandoned");
    assert_eq!(game["version"], before["version"].as_i64().unwrap() + 1);
    let last = &lines[lines.len() - 2];
    assert_eq!(last["seat"], 0);
    assert_eq!(
        last["command"],
        json!({"type": "abandon", "reason": "resigned"})
    );
    assert_eq!(
        last["events"],
        json!([{"type": "game_abandoned", "reason": "resigned", "seat": 0}])
    );
    assert!(last.get("by").is_none());
    // The log shows it, and the past views replay it.
    let log = app
        .get_json(
            &token,
            &format!("/v1/games/{id}/log?after={}", before["version"]),
        )
        .await;
    assert_eq!(log["entries"][0]["command_type"], "abandon");
    let view = app.get_json(&token, &format!("/v1/games/{id}/view")).await;
    assert_eq!(view["status"], "abandoned");
}

async fn games_ended_by_resignations_verify_under_every_on_leave_setting(app: TestApp) {
    for (index, (kind, seats, config)) in short_games().into_iter().enumerate() {
        for on_leave in ["bot_takeover", "rules"] {
            let what = format!("{kind}, on_leave {on_leave}");
            let (id, tokens) = app
                .started_game_with(kind, seats, json!({"config": config, "on_leave": on_leave}))
                .await;
            a_few_moves(&app, &id, &tokens, 60 + index as u64, 3).await;
            everyone_resigns(&app, &id, &tokens).await;
            let lines = verified_ending(&app, &tokens[0], &id, &what).await;
            let last = &lines[lines.len() - 2];
            let trailer = lines.last().unwrap();
            if on_leave == "bot_takeover" && trailer["status"] == "abandoned" {
                assert_eq!(last["command_type"], "abandon", "{what}");
            }
        }
    }
}

async fn games_ended_by_move_clocks_verify_under_every_on_timeout_setting(app: TestApp) {
    for (kind, seats, config) in short_games() {
        for on_timeout in ["forfeit", "skip", "bot"] {
            // Tokyo Capsule Hotel's first decision (the loan) runs on its own timer, which a
            // forfeit replans for the seat still there: its clock does not act within seconds.
            if (kind, on_timeout) == ("tokyo_capsule_hotel", "forfeit") {
                continue;
            }
            let what = format!("{kind}, on_timeout {on_timeout}");
            let clock =
                json!({"per_move": "PT1S", "on_timeout": on_timeout, "remind_before": "PT0S"});
            let (id, tokens) = app
                .started_game_with(kind, seats, json!({"config": config, "clock": clock}))
                .await;
            // Nobody moves: the clocks decide until the game ends (forfeits) or once.
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
            loop {
                let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
                assert!(
                    std::time::Instant::now() < deadline,
                    "{what}: the clock acts: {game}"
                );
                if game["status"] != "active" {
                    break;
                }
                if on_timeout != "forfeit" {
                    let log = app
                        .get_json(&tokens[0], &format!("/v1/games/{id}/log?limit=1000"))
                        .await;
                    let by_clock = log["entries"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|entry| entry["by"] == "clock");
                    if by_clock {
                        everyone_resigns(&app, &id, &tokens).await;
                        break;
                    }
                }
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            let lines = verified_ending(&app, &tokens[0], &id, &what).await;
            let last = &lines[lines.len() - 2];
            if last["command_type"] == "abandon" && on_timeout == "forfeit" {
                assert_eq!(last["by"], "clock", "{what}");
                assert_eq!(last["command"]["reason"], "forfeited", "{what}");
            }
        }
    }
}

/// A game stored before format 2 (its row says format 1, its chain starts from the game id's
/// genesis) keeps format 1 when it starts and ends: its export verifies and says what that
/// format does not prove.
async fn a_game_created_under_format_1_still_exports_and_verifies_as_format_1(backend: Backend) {
    let database_url = fresh_database(backend).await;
    let app = TestApp::spawn_on(database_url.clone()).await;
    let (kind, seats, config) = short_games().pop().unwrap();
    let mut tokens = Vec::new();
    for i in 0..seats {
        tokens.push(app.register(&format!("old_format_{i}")).await);
    }
    let game = app.create_game(&tokens[0], kind, seats, config).await;
    let id = game["id"].as_str().unwrap().to_string();
    let genesis = hex::encode(sha2::Sha256::digest(format!("hotel-games:{id}")));
    let statement =
        format!("UPDATE games SET format_version = 1, last_hash = '{genesis}' WHERE id = '{id}'");
    sql(&database_url, &statement).await;
    for token in &tokens[1..] {
        app.join(token, &id).await;
    }
    play(&app, &id, &tokens, 3, |_| false).await;
    let text = export(&app, &tokens[0], &id).await;
    let lines = lines_of(&text);
    assert_eq!(lines[0]["format_version"], 1);
    assert_eq!(lines[0]["genesis_hash"], json!(genesis));
    assert!(lines[0].get("created_at_ms").is_none());
    assert!(lines[1]["command"].get("players").is_none());
    let report = check(&text);
    assert!(report.ok, "{report:?}");
    assert_eq!(
        report.lacks,
        vec![Guarantee::HeaderBound, Guarantee::EndingRecorded]
    );
    let summary = hotel_games::audit::verify::summary(&report);
    assert!(
        summary.contains("not proved (export format 1)"),
        "{summary}"
    );
}
