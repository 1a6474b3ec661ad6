use std::collections::BTreeSet;

use hotel_games::engine::GameRng;
use hotel_games::games::acquire::tile::Tile;
use hotel_games::hash_chain::entry_hash;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::on_both_backends;
use crate::support::TestApp;

on_both_backends!(
    a_complete_game_is_played_through_legal_moves_and_audited,
    no_view_or_log_shows_another_seats_tiles
);

/// A small deterministic chooser, so that a failing game can be replayed.
pub struct Chooser(pub u64);

impl Chooser {
    pub fn pick(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays one move for the awaited seat, choosing from its legal moves (ending the game
/// whenever it may). Returns false once the game is over.
pub async fn play_one(app: &TestApp, id: &str, tokens: &[String], chooser: &mut Chooser) -> bool {
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    if game["status"] != "active" {
        return false;
    }
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let legal = app
        .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
        .await;
    let commands: Vec<&Value> = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] != "resign")
        .collect();
    assert!(!commands.is_empty(), "the awaited seat has legal moves");
    let command = commands
        .iter()
        .find(|c| c["type"] == "declare_game_end")
        .copied()
        .unwrap_or_else(|| commands[chooser.pick(commands.len())]);
    let response = app
        .submit_move(
            &tokens[seat],
            id,
            game["version"].as_i64().unwrap(),
            command,
        )
        .await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "{command} was listed as legal: {}",
        response.text().await.unwrap()
    );
    true
}

/// Every JSON string of `text` that is a tile name.
pub fn tiles_in(text: &str) -> BTreeSet<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| Tile::parse(s).is_some())
        .map(str::to_string)
        .collect()
}

async fn a_complete_game_is_played_through_legal_moves_and_audited(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!(null)).await;
    let mut chooser = Chooser(7);
    let mut moves = 0;
    while play_one(&app, &id, &tokens, &mut chooser).await {
        moves += 1;
        assert!(moves < 3000, "the game ends");
    }
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    assert_eq!(game["status"], "finished");
    let view = app
        .get_json(&tokens[1], &format!("/v1/games/{id}/view"))
        .await;
    let standings = view["view"]["final"]["standings"]
        .as_array()
        .expect("final standings");
    assert_eq!(standings.len(), 3);

    // The shared result: one row per seat with the player's name, rank and final cash.
    let result = &game["result"];
    assert_eq!(
        view["result"], *result,
        "the view carries the game's result"
    );
    assert_eq!(result["reason"], "end_declared");
    let rows = result["standings"].as_array().unwrap();
    for (seat, row) in rows.iter().enumerate() {
        assert_eq!(row["seat"], seat);
        assert_eq!(row["player"], game["players"][seat]["username"]);
        let own = standings.iter().find(|s| s["player"] == seat).unwrap();
        assert_eq!(row["rank"], own["rank"]);
        assert_eq!(row["score"], own["cash"]);
    }
    let winners: Vec<u64> = rows
        .iter()
        .filter(|row| row["rank"] == 1)
        .map(|row| row["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(result["winners"], json!(winners));

    // The seed is revealed and matches the commitment published at creation.
    let seed: [u8; 32] = hex::decode(game["rng_seed"].as_str().unwrap())
        .unwrap()
        .try_into()
        .unwrap();
    assert_eq!(
        hex::encode(Sha256::digest(seed)),
        game["rng_commitment"].as_str().unwrap()
    );

    // The whole log is public now: re-derive the pool order and check the hash chain.
    let log = app
        .get_json(&tokens[2], &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let entries = log["entries"].as_array().unwrap();
    assert_eq!(entries.len() as i64, game["version"].as_i64().unwrap());
    let shuffled = entries[0]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == "tile_pool_shuffled")
        .expect("the pool order is public");
    let mut expected: Vec<Tile> = Tile::all().collect();
    GameRng::for_entry(&seed, 1).shuffle(&mut expected);
    let expected: Vec<String> = expected.iter().map(Tile::to_string).collect();
    assert_eq!(shuffled["order"], json!(expected));
    // The chain starts from the genesis of the game resource's facts, public from creation.
    let created_at_ms = chrono::DateTime::parse_from_rfc3339(game["created_at"].as_str().unwrap())
        .unwrap()
        .timestamp_millis();
    let mut previous = hotel_games::hash_chain::Genesis {
        game_id: &id,
        kind: "acquire",
        config: &game["config"],
        rng_commitment: game["rng_commitment"].as_str().unwrap(),
        created_at_ms,
    }
    .hash(2);
    for (index, entry) in entries.iter().enumerate() {
        assert_eq!(entry["seq"], index as i64 + 1, "gap-free");
        let seat = entry["seat"]
            .as_u64()
            .map(|s| hotel_games::engine::Seat(s as u8));
        let created = chrono::DateTime::parse_from_rfc3339(entry["time"].as_str().unwrap())
            .unwrap()
            .timestamp_millis();
        let hash = entry_hash(
            &previous,
            index as i64 + 1,
            seat,
            &entry["command"],
            &json!(entry["events"]),
            created,
        );
        assert_eq!(entry["hash"].as_str().unwrap(), hash, "entry {}", index + 1);
        previous = hash;
    }
}

async fn no_view_or_log_shows_another_seats_tiles(app: TestApp) {
    for game_number in 0..3u64 {
        let players = 3 + game_number as usize;
        let config = if game_number == 1 {
            json!({"asset_visibility": "hidden", "special_powers": true})
        } else {
            json!(null)
        };
        let (id, tokens) = app.started_game("acquire", players, config).await;
        let outsider = app.register(&format!("spectator{game_number}")).await;
        let mut chooser = Chooser(game_number + 100);
        let mut log_seen = vec![0i64; players + 1];
        let mut moves = 0;
        loop {
            let mut views = Vec::new();
            for token in tokens.iter().chain([&outsider]) {
                views.push(app.get_json(token, &format!("/v1/games/{id}/view")).await);
            }
            if views[0]["status"] != "active" {
                break;
            }
            let public: BTreeSet<String> = {
                let view = &views[0]["view"];
                let mut tiles: BTreeSet<String> =
                    view["board"].as_object().unwrap().keys().cloned().collect();
                tiles.extend(tiles_in(&view["discarded"].to_string()));
                tiles
            };
            for (index, (token, view)) in tokens.iter().chain([&outsider]).zip(&views).enumerate() {
                let mut allowed = public.clone();
                if let Some(hand) = view["view"]["your_hand"].as_array() {
                    allowed.extend(hand.iter().map(|t| t["tile"].as_str().unwrap().to_string()));
                }
                let shown = tiles_in(&view.to_string());
                assert!(
                    shown.is_subset(&allowed),
                    "seat {index} sees {:?}",
                    shown.difference(&allowed).collect::<Vec<_>>()
                );
                let log = app
                    .get_json(
                        token,
                        &format!("/v1/games/{id}/log?after={}&limit=1000", log_seen[index]),
                    )
                    .await;
                log_seen[index] = log["version"].as_i64().unwrap();
                let shown = tiles_in(&log.to_string());
                assert!(
                    shown.is_subset(&allowed),
                    "seat {index}'s log shows {:?}",
                    shown.difference(&allowed).collect::<Vec<_>>()
                );
            }
            assert!(
                views.last().unwrap()["view"]
                    .get("your_hand")
                    .is_none_or(Value::is_null)
            );
            assert!(play_one(&app, &id, &tokens, &mut chooser).await);
            moves += 1;
            assert!(moves < 3000, "the game ends");
        }
    }
}
