//! Standing orders: registered, read, replaced and withdrawn by the seat's own player only,
//! checked at registration, secret to the seat, and answered by the server as the seat's own
//! moves (or left to the seat when the rules refuse the answer).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::Chooser;
use crate::on_both_backends;
use crate::support::{TestApp, problem};

on_both_backends!(
    orders_are_registered_read_replaced_and_withdrawn,
    invalid_orders_and_callers_are_refused,
    orders_are_secret_to_their_seat,
    a_declined_trade_offer_is_answered_at_once,
    a_merger_with_three_shareholders_on_standing_orders_resolves_in_one_request,
    an_order_the_rules_refuse_leaves_the_decision_to_the_seat
);

fn path(id: &str) -> String {
    format!("/v1/games/{id}/standing-orders")
}

async fn put(app: &TestApp, token: &str, id: &str, orders: &Value) -> reqwest::Response {
    app.client
        .put(app.url(&path(id)))
        .bearer_auth(token)
        .json(orders)
        .send()
        .await
        .unwrap()
}

async fn put_ok(app: &TestApp, token: &str, id: &str, orders: Value) -> Value {
    let response = put(app, token, id, &orders).await;
    assert_eq!(response.status(), StatusCode::OK, "PUT {orders}");
    response.json().await.unwrap()
}

async fn delete(app: &TestApp, token: &str, id: &str) -> reqwest::Response {
    app.client
        .delete(app.url(&path(id)))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

async fn orders_registered_read_replaced_and_withdrawn_in(
    app: &TestApp,
    kind: &str,
    orders: Value,
    other: Value,
) {
    let (id, tokens) = app.started_game(kind, 3, json!({})).await;
    problem(
        app.get(&tokens[1], &path(&id)).await,
        StatusCode::NOT_FOUND,
        "no_standing_orders",
    )
    .await;
    let stored = put_ok(app, &tokens[1], &id, orders.clone()).await;
    assert_eq!(stored["game_id"], id.as_str());
    assert_eq!(stored["seat"], 1);
    assert!(stored["updated_at"].is_string());
    let read = app.get_json(&tokens[1], &path(&id)).await;
    assert_eq!(read, stored);
    for (key, value) in orders.as_object().unwrap() {
        assert_eq!(&read["orders"][key], value, "{key}");
    }
    let replaced = put_ok(app, &tokens[1], &id, other.clone()).await;
    let read = app.get_json(&tokens[1], &path(&id)).await;
    assert_eq!(read, replaced);
    for (key, value) in other.as_object().unwrap() {
        assert_eq!(&read["orders"][key], value, "{key}");
    }
    assert_ne!(read["orders"], stored["orders"]);
    assert_eq!(
        delete(app, &tokens[1], &id).await.status(),
        StatusCode::NO_CONTENT
    );
    problem(
        app.get(&tokens[1], &path(&id)).await,
        StatusCode::NOT_FOUND,
        "no_standing_orders",
    )
    .await;
    assert_eq!(
        delete(app, &tokens[1], &id).await.status(),
        StatusCode::NO_CONTENT,
        "withdrawing nothing is fine"
    );
}

async fn orders_are_registered_read_replaced_and_withdrawn(app: TestApp) {
    orders_registered_read_replaced_and_withdrawn_in(
        &app,
        "acquire",
        json!({"disposals": [{"chain": "tower", "disposal": "sell_all"}],
               "default_disposal": "trade_then_sell",
               "found_preference": ["imperial", "american"]}),
        json!({"default_disposal": "keep_all", "found_preference": []}),
    )
    .await;
    orders_registered_read_replaced_and_withdrawn_in(
        &app,
        "monopoly",
        json!({"auction_ceilings": [{"group": "orange", "ceiling": 300}], "decline_trades": true}),
        json!({"auction_ceilings": [], "decline_trades": false}),
    )
    .await;
}

async fn invalid_orders_and_callers_are_refused(app: TestApp) {
    let (id, tokens) = app
        .started_game_with("acquire", 3, json!({"on_leave": "rules"}))
        .await;
    for orders in [
        json!({"found_preference": ["hilton"]}),
        json!({"found_preference": ["luxor"]}),
        json!({"found_preference": ["tower", "tower"]}),
        json!({"disposals": [{"chain": "tower", "disposal": "sell_all"},
                             {"chain": "tower", "disposal": "keep_all"}]}),
    ] {
        problem(
            put(&app, &tokens[0], &id, &orders).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_standing_orders",
        )
        .await;
    }
    for orders in [
        json!({"default_disposal": "burn_all"}),
        json!({"unknown": true}),
        json!([1, 2]),
        json!([]),
    ] {
        problem(
            put(&app, &tokens[0], &id, &orders).await,
            StatusCode::BAD_REQUEST,
            "invalid_request",
        )
        .await;
    }
    problem(
        app.get(&tokens[0], &path(&id)).await,
        StatusCode::NOT_FOUND,
        "no_standing_orders",
    )
    .await;

    let (monopoly, seats) = app.started_game("monopoly", 2, json!({})).await;
    for orders in [
        json!({"auction_ceilings": [{"group": "red", "ceiling": -1}]}),
        json!({"auction_ceilings": [{"group": "purple", "ceiling": 100}]}),
        json!({"auction_ceilings": [{"group": "red", "ceiling": 1}, {"group": "red", "ceiling": 2}]}),
    ] {
        problem(
            put(&app, &seats[0], &monopoly, &orders).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_standing_orders",
        )
        .await;
    }

    let stranger = app.register("stranger").await;
    problem(
        put(&app, &stranger, &id, &json!({})).await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    problem(
        app.get(&stranger, &path(&id)).await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    problem(
        delete(&app, &stranger, &id).await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;

    for kind in ["tokyo_capsule_hotel", "grand_austria_hotel"] {
        let (other, seats) = app.started_game(kind, 2, json!({})).await;
        problem(
            put(&app, &seats[0], &other, &json!({})).await,
            StatusCode::CONFLICT,
            "standing_orders_unsupported",
        )
        .await;
    }

    // A game that is over takes none.
    let response = app
        .post(&tokens[2], &format!("/v1/games/{id}/resign"), json!({}))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    problem(
        put(&app, &tokens[0], &id, &json!({})).await,
        StatusCode::CONFLICT,
        "game_over",
    )
    .await;
    problem(
        app.get(&tokens[0], &path(&id)).await,
        StatusCode::CONFLICT,
        "game_over",
    )
    .await;
}

/// A distinctive amount: it appears in no game's JSON but these orders.
const SECRET_CEILING: i64 = 987_653;

async fn orders_are_secret_to_their_seat(app: TestApp) {
    let (id, tokens) = app.started_game("monopoly", 3, json!({})).await;
    let spectator = app.register("spectator").await;
    put_ok(
        &app,
        &tokens[1],
        &id,
        json!({"auction_ceilings": [{"group": "dark_blue", "ceiling": SECRET_CEILING}]}),
    )
    .await;
    let secret = SECRET_CEILING.to_string();
    assert!(
        app.get(&tokens[1], &path(&id))
            .await
            .text()
            .await
            .unwrap()
            .contains(&secret)
    );
    // The other players and a spectator cannot read them ...
    problem(
        app.get(&tokens[0], &path(&id)).await,
        StatusCode::NOT_FOUND,
        "no_standing_orders",
    )
    .await;
    problem(
        app.get(&spectator, &path(&id)).await,
        StatusCode::FORBIDDEN,
        "not_a_player",
    )
    .await;
    // ... and nothing they (or the seat itself) read elsewhere shows them.
    for token in [&tokens[0], &tokens[1], &tokens[2], &spectator] {
        for resource in [
            format!("/v1/games/{id}"),
            format!("/v1/games/{id}/view"),
            format!("/v1/games/{id}/log?limit=1000"),
            format!("/v1/games/{id}/legal-moves"),
            "/v1/games".to_string(),
            "/v1/users/me/feed".to_string(),
        ] {
            let response = app.get(token, &resource).await;
            assert_eq!(response.status(), StatusCode::OK, "{resource}");
            let text = response.text().await.unwrap();
            assert!(
                !text.contains(&secret),
                "{resource} shows the orders: {text}"
            );
        }
    }
}

/// Plays the awaited seat's move with a quick Monopoly player (buys what it lands on).
async fn quick_monopoly_move(app: &TestApp, id: &str, tokens: &[String], pick: &mut Chooser) {
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    for seat in game["awaited"].as_array().unwrap() {
        let seat = seat.as_u64().unwrap() as usize;
        let legal = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
            .await;
        let commands: Vec<&Value> = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| !matches!(c["type"].as_str(), Some("resign" | "propose_trade")))
            .collect();
        if commands.is_empty() {
            continue;
        }
        let command = [
            "buy_property",
            "roll_dice",
            "pay_jail_fine",
            "pass_bid",
            "end_turn",
        ]
        .iter()
        .find_map(|kind| commands.iter().find(|c| c["type"] == *kind))
        .copied()
        .unwrap_or_else(|| commands[pick.pick(commands.len())]);
        let response = app
            .submit_move(
                &tokens[seat],
                id,
                game["version"].as_i64().unwrap(),
                command,
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK, "{command}");
        return;
    }
    panic!("no awaited seat can act: {game}");
}

async fn a_declined_trade_offer_is_answered_at_once(app: TestApp) {
    let config = json!({"turn_order": "seat_order"});
    let (id, tokens) = app.started_game("monopoly", 3, config).await;
    put_ok(&app, &tokens[1], &id, json!({"decline_trades": true})).await;
    let mut pick = Chooser(5);
    // Play until a seat other than 1 owns a deed it can offer.
    let (proposer, square) = 'found: {
        for _ in 0..400 {
            quick_monopoly_move(&app, &id, &tokens, &mut pick).await;
            let view = app
                .get_json(&tokens[0], &format!("/v1/games/{id}/view"))
                .await;
            if let Some((owner, square)) = view["view"]["squares"]
                .as_array()
                .into_iter()
                .flatten()
                .find_map(|deed| {
                    let owner = deed["owner"].as_u64()?;
                    (owner != 1).then(|| (owner as usize, deed["index"].as_i64().unwrap()))
                })
            {
                break 'found (owner, square);
            }
        }
        panic!("nobody bought a deed");
    };
    let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
    let version = game["version"].as_i64().unwrap();
    let proposal = json!({"type": "propose_trade", "to": 1, "give": {"squares": [square]}, "take": {"cash": 1}});
    let response = app
        .submit_move(&tokens[proposer], &id, version, &proposal)
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let result: Value = response.json().await.unwrap();
    assert_eq!(
        result["version"],
        version + 2,
        "the proposal and its rejection: {result}"
    );
    let log = app
        .get_json(
            &tokens[1],
            &format!("/v1/games/{id}/log?after={}", version + 1),
        )
        .await;
    let entry = &log["entries"][0];
    assert_eq!(entry["seat"], 1);
    assert_eq!(entry["command_type"], "reject_trade");
    assert_eq!(
        entry["command"]["type"], "reject_trade",
        "seat 1 sees its own move"
    );
    assert_eq!(
        result["view"]["trades"],
        json!([]),
        "the rejected offer is closed: the view lists open trades only"
    );
    let events = entry["events"].as_array().expect("the entry's events");
    assert!(
        events.iter().any(|e| e["type"] == "trade_rejected"),
        "{events:?}"
    );
}

/// The seat's share count of `chain` in an Acquire view.
fn held(view: &Value, seat: usize, chain: &str) -> u64 {
    view["view"]["players"][seat]["shares"][chain]
        .as_u64()
        .unwrap_or(0)
}

/// The Acquire command a simple player sends: place a tile (mergers only when allowed),
/// buy a couple of shares of the chain it holds least of, otherwise the first legal move.
async fn acquire_command(
    app: &TestApp,
    id: &str,
    token: &str,
    seat: usize,
    view: &Value,
    allow_merge: bool,
    pick: &mut Chooser,
) -> Value {
    let legal = app
        .get_json(token, &format!("/v1/games/{id}/legal-moves"))
        .await;
    let commands: Vec<Value> = legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| !matches!(c["type"].as_str(), Some("resign" | "declare_game_end")))
        .cloned()
        .collect();
    let state = view["view"]["state"]["kind"].as_str().unwrap();
    if state == "awaiting_placement" {
        let hand = view["view"]["your_hand"].as_array().unwrap();
        let placeable: Vec<&Value> = hand
            .iter()
            .filter(|t| {
                matches!(t["class"].as_str(), Some("lone" | "found" | "grow"))
                    || (allow_merge && t["class"] == "merge")
            })
            .collect();
        if !placeable.is_empty() {
            let tile = placeable[pick.pick(placeable.len())]["tile"].clone();
            return json!({"type": "place_tile", "tile": tile});
        }
    }
    if state == "awaiting_purchase" {
        let cash = view["view"]["players"][seat]["cash"].as_u64().unwrap();
        let chain = view["view"]["chains"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| {
                c["on_board"] == true
                    && c["bank"].as_u64().unwrap() >= 2
                    && c["price"].as_u64().unwrap() * 2 <= cash
            })
            .min_by_key(|c| held(view, seat, c["chain"].as_str().unwrap()));
        if let Some(chain) = chain {
            return json!({"type": "buy_shares", "chains": [chain["chain"], chain["chain"]]});
        }
    }
    commands
        .first()
        .cloned()
        .unwrap_or_else(|| panic!("no legal move in {state}"))
}

/// The shares of `chain` left in the bank, as a view shows them.
fn bank(view: &Value, chain: &str) -> u64 {
    view["view"]["chains"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["chain"] == chain)
        .and_then(|c| c["bank"].as_u64())
        .unwrap_or(0)
}

async fn a_merger_with_three_shareholders_on_standing_orders_resolves_in_one_request(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 4, json!({})).await;
    let mut pick = Chooser(3);
    for _ in 0..2000 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(
            game["status"], "active",
            "the game ended before a fitting merger"
        );
        let seat = game["awaited"][0].as_u64().unwrap() as usize;
        let version = game["version"].as_i64().unwrap();
        let view = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/view"))
            .await;
        let others: Vec<usize> = (0..4).filter(|&s| s != seat).collect();
        let merging = (view["view"]["state"]["kind"] == "awaiting_placement")
            .then(|| {
                view["view"]["your_hand"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|t| {
                        t["class"] == "merge"
                            && t["chains"].as_array().unwrap().iter().all(|c| {
                                others
                                    .iter()
                                    .all(|&o| held(&view, o, c.as_str().unwrap()) > 0)
                                    // With no survivor share in the bank a trade cannot be
                                    // made, and the order leaves the decision to the seat.
                                    && bank(&view, c.as_str().unwrap()) > 0
                            })
                    })
            })
            .flatten()
            .cloned();
        let Some(tile) = merging else {
            let command =
                acquire_command(&app, &id, &tokens[seat], seat, &view, false, &mut pick).await;
            let response = app.submit_move(&tokens[seat], &id, version, &command).await;
            assert_eq!(response.status(), StatusCode::OK, "{command}");
            continue;
        };
        // The three other shareholders register standing orders; the mergemaker has none.
        let disposals = ["sell_all", "keep_all", "trade_then_sell"];
        for (&other, disposal) in others.iter().zip(disposals) {
            put_ok(
                &app,
                &tokens[other],
                &id,
                json!({"default_disposal": disposal}),
            )
            .await;
        }
        let before = view.clone();
        let mut command = json!({"type": "place_tile", "tile": tile["tile"]});
        let mut version = version;
        let mut biggest_step = 0;
        loop {
            let response = app.submit_move(&tokens[seat], &id, version, &command).await;
            assert_eq!(response.status(), StatusCode::OK, "{command}");
            let result: Value = response.json().await.unwrap();
            assert_eq!(
                result["awaited"],
                json!([seat]),
                "only the mergemaker is ever asked: {result}"
            );
            biggest_step = biggest_step.max(result["version"].as_i64().unwrap() - version);
            version = result["version"].as_i64().unwrap();
            let view = app
                .get_json(&tokens[seat], &format!("/v1/games/{id}/view"))
                .await;
            if view["view"]["state"]["kind"] == "awaiting_purchase" {
                break;
            }
            command = acquire_command(&app, &id, &tokens[seat], seat, &view, true, &mut pick).await;
        }
        assert!(
            biggest_step >= 4,
            "the three disposals came with one of the mergemaker's moves"
        );
        let start = before["version"].as_i64().unwrap();
        let log = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/log?after={start}"))
            .await;
        let mut disposed = Vec::new();
        for entry in log["entries"].as_array().unwrap() {
            let by = entry["seat"].as_u64().unwrap() as usize;
            if by == seat {
                continue;
            }
            assert_eq!(entry["command_type"], "dispose_shares", "{entry}");
            let event = entry["events"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["type"] == "shares_disposed")
                .expect("a disposal event");
            let i = others.iter().position(|&o| o == by).unwrap();
            let had = held(&before, by, event["defunct"].as_str().unwrap());
            let (sold, traded, kept) = (
                event["sold"].as_u64().unwrap(),
                event["traded"].as_u64().unwrap(),
                event["kept"].as_u64().unwrap(),
            );
            match disposals[i] {
                "sell_all" => assert_eq!((sold, traded, kept), (had, 0, 0), "{event}"),
                "keep_all" => assert_eq!((sold, traded, kept), (0, 0, had), "{event}"),
                _ => assert_eq!((sold + traded, kept, traded % 2), (had, 0, 0), "{event}"),
            }
            disposed.push(by);
        }
        disposed.sort();
        disposed.dedup();
        assert_eq!(
            disposed, others,
            "every other shareholder disposed by its orders"
        );
        return;
    }
    panic!("no fitting merger came up");
}

async fn an_order_the_rules_refuse_leaves_the_decision_to_the_seat(app: TestApp) {
    let (id, tokens) = app.started_game("acquire", 3, json!({})).await;
    let mut pick = Chooser(9);
    for _ in 0..2000 {
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(
            game["status"], "active",
            "the game ended before a second founding"
        );
        let seat = game["awaited"][0].as_u64().unwrap() as usize;
        let version = game["version"].as_i64().unwrap();
        let view = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/view"))
            .await;
        let chains = view["view"]["chains"].as_array().unwrap();
        let on_board: Vec<&Value> = chains.iter().filter(|c| c["on_board"] == true).collect();
        let founding = (view["view"]["state"]["kind"] == "awaiting_placement"
            && !on_board.is_empty()
            && chains.len() - on_board.len() >= 2)
            .then(|| {
                view["view"]["your_hand"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|t| t["class"] == "found")
            })
            .flatten()
            .cloned();
        let Some(tile) = founding else {
            let command =
                acquire_command(&app, &id, &tokens[seat], seat, &view, true, &mut pick).await;
            let response = app.submit_move(&tokens[seat], &id, version, &command).await;
            assert_eq!(response.status(), StatusCode::OK, "{command}");
            continue;
        };
        // The seat prefers a chain that is on the board: the rules refuse founding it.
        let taken = on_board[0]["chain"].clone();
        put_ok(
            &app,
            &tokens[seat],
            &id,
            json!({"found_preference": [taken]}),
        )
        .await;
        let command = json!({"type": "place_tile", "tile": tile["tile"]});
        let response = app.submit_move(&tokens[seat], &id, version, &command).await;
        assert_eq!(response.status(), StatusCode::OK);
        let result: Value = response.json().await.unwrap();
        assert_eq!(
            result["version"],
            version + 1,
            "no entry for the refused answer"
        );
        assert_eq!(result["awaited"], json!([seat]));
        assert_eq!(result["view"]["state"]["kind"], "awaiting_chain_choice");
        let game = app.get_json(&tokens[0], &format!("/v1/games/{id}")).await;
        assert_eq!(game["version"], version + 1);
        assert_eq!(game["awaited"], json!([seat]), "the seat is asked");
        // The seat answers itself.
        let legal = app
            .get_json(&tokens[seat], &format!("/v1/games/{id}/legal-moves"))
            .await;
        let choice = legal["commands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["type"] == "choose_chain")
            .cloned()
            .expect("a chain to choose");
        assert_ne!(choice["chain"], taken);
        let response = app
            .submit_move(&tokens[seat], &id, version + 1, &choice)
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        return;
    }
    panic!("no second founding came up");
}
