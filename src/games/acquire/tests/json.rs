//! The JSON shapes: commands refuse unknown fields and types; rejections serialize as
//! `{"code": ..., "details": {...}}`.

use serde_json::json;

use super::*;
use crate::games::acquire::AcquireRejection;

fn parse(value: Value) -> Result<AcquireCommand, serde_json::Error> {
    serde_json::from_value(value)
}

#[test]
fn commands_round_trip_and_refuse_bad_shapes() {
    for command in [
        json!({"type": "place_tile", "tile": "7A"}),
        json!({"type": "choose_chain", "chain": "tower"}),
        json!({"type": "dispose_shares", "sell": 1, "trade": 2}),
        json!({"type": "buy_shares", "chains": ["tower"]}),
        json!({"type": "buy_shares", "chains": [], "power": "buy_5"}),
        json!({"type": "declare_game_end"}),
        json!({"type": "skip_placement"}),
        json!({"type": "use_power", "power": "take_5_tiles"}),
        json!({"type": "use_power", "power": "trade_2", "exchanges": [{"give": "tower", "take": "sackson"}]}),
        json!({"type": "finish_placements"}),
        json!({"type": "resign"}),
    ] {
        let parsed = parse(command.clone()).unwrap_or_else(|e| panic!("{command}: {e}"));
        assert_eq!(serde_json::to_value(&parsed).unwrap(), command);
    }
    assert_eq!(
        parse(json!({"type": "dispose_shares"})).unwrap(),
        AcquireCommand::DisposeShares { sell: 0, trade: 0 }
    );
    for bad in [
        json!({"type": "place_tile", "tile": "7A", "extra": 1}),
        json!({"type": "declare_game_end", "now": true}),
        json!({"type": "resign", "why": "bored"}),
        json!({"type": "fly_away"}),
        json!({"tile": "7A"}),
        json!({"type": "place_tile"}),
        json!({"type": "place_tile", "tile": 7}),
        json!({"type": "dispose_shares", "sell": -1}),
        json!({"type": "dispose_shares", "sell": 1.5}),
        json!({"type": "buy_shares", "chains": ["tower"], "power": "trade_2"}),
        json!({"type": "use_power", "power": "take_5_tiles", "exchanges": []}),
        json!({"type": "use_power", "power": "trade_2", "exchanges": [{"give": "tower", "take": "sackson", "n": 2}]}),
    ] {
        assert!(parse(bad.clone()).is_err(), "{bad} should not deserialize");
    }
}

#[test]
fn rejections_serialize_with_code_and_details() {
    let rejection = AcquireRejection::TileNotInHand { tile: t("9I") };
    assert_eq!(
        serde_json::to_value(&rejection).unwrap(),
        json!({"code": "tile_not_in_hand", "details": {"tile": "9I"}})
    );
    let rejection = AcquireRejection::EndAlreadyDeclared {};
    assert_eq!(
        serde_json::to_value(&rejection).unwrap(),
        json!({"code": "end_already_declared", "details": {}})
    );
    let rejection = AcquireRejection::Take5PoolEmpty {};
    assert_eq!(rejection.code(), "take5_pool_empty");
    assert_eq!(
        serde_json::to_value(&rejection).unwrap()["code"],
        "take5_pool_empty"
    );
    let mut table = given(3).hand(0, "1A 3A 5A 7A 9A 11A").build();
    let refused = table.refused(0, json!({"type": "choose_chain", "chain": "tower"}));
    assert_eq!(refused.code, "wrong_phase");
    assert_eq!(
        refused.details,
        json!({"state": "awaiting_placement", "allowed": ["place_tile", "declare_game_end", "skip_placement", "resign"]})
    );
    assert_eq!(
        table.code(0, json!({"type": "use_power", "power": "trade_2"})),
        "powers_disabled"
    );
    assert_eq!(
        table.code(0, json!({"type": "buy_shares", "chains": ["luxor"]})),
        "unknown_chain"
    );
}

#[test]
fn resignation_abandons_the_game() {
    let mut table = given(3).hand(0, "1A 3A 5A 7A 9A 11A").build();
    let events = table.ok(2, json!({"type": "resign"}));
    assert_eq!(
        serde_json::to_value(&events).unwrap(),
        json!([{"type": "player_resigned", "player": 2}])
    );
    assert_eq!(Acquire::status(&table.state), Status::Abandoned);
    assert_eq!(
        table.code(0, json!({"type": "place_tile", "tile": "1A"})),
        "game_over"
    );
    assert_eq!(Acquire::resign_command(), AcquireCommand::Resign {});
}

#[test]
fn the_registry_knows_acquire() {
    let kind = crate::games::find("acquire").expect("registered");
    let config = kind.parse_config(None).unwrap();
    assert_eq!(config["edition"], "2008");
    assert!(
        kind.parse_config(Some(&json!({"powers_per_turn": 9})))
            .is_err()
    );
    assert_eq!(kind.seat_range(&config).unwrap(), 3..=6);
    assert!(!kind.schemas().is_empty());
}

#[test]
fn the_default_edition_is_2008_and_stored_1999_games_replay() {
    use crate::games::acquire::config::{AcquireConfig, Edition};
    let config: AcquireConfig = serde_json::from_value(json!({"edition": "1999"})).unwrap();
    assert_eq!(config.edition, Edition::Y2008);
    assert_eq!(serde_json::to_value(&config).unwrap()["edition"], "2008");
    let config: AcquireConfig = serde_json::from_value(json!({"edition": "2008"})).unwrap();
    assert_eq!(config, AcquireConfig::default());
    // A log stored while the option value was still called "1999" replays unchanged.
    let events = Acquire::setup_with_pool(&config, 3, Tile::all().collect());
    let mut stored = serde_json::to_value(&events).unwrap();
    assert_eq!(stored[0]["options"]["edition"], "2008");
    stored[0]["options"]["edition"] = json!("1999");
    let stored: Vec<AcquireEvent> = serde_json::from_value(stored).unwrap();
    assert!(crate::engine::replay::<Acquire>(&stored) == crate::engine::replay::<Acquire>(&events));
}
