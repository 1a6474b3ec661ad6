//! A-48 … A-54: the special powers variant and the two editions.

use serde_json::json;

use super::*;
use crate::games::acquire::command::Power;
use crate::games::acquire::config::Edition;
use crate::games::acquire::event::{AcquireEvent as E, DrawReason};
use crate::games::acquire::{legal, rules};
use crate::has_event;

fn powers(seats: usize) -> Given {
    given(seats).config(|c| c.special_powers = true)
}

#[test]
fn a48_power_free_3() {
    let mut table = powers(3)
        .chain(Tower, "1A-4A")
        .shares(1, Tower, 5)
        .cash(0, 500)
        .purchasing()
        .build();
    assert_eq!((table.price(Tower), table.bank(Tower)), (600, 20));
    let request =
        json!({"type": "buy_shares", "chains": ["tower", "tower", "tower"], "power": "free_3"});
    let events = table.ok(0, request.clone());
    assert!(has_event!(
        events,
        E::PowerUsed {
            player: Seat(0),
            power: Power::Free3
        }
    ));
    assert!(has_event!(events, E::SharesPurchased { total: 0, .. }));
    assert_eq!(
        (table.held(0, Tower), table.cash(0), table.bank(Tower)),
        (3, 500, 17)
    );
    table.later_turn(0, true);
    let refused = table.refused(0, request);
    assert_eq!(refused.code, "power_already_used");
    assert_eq!(refused.details, json!({"power": "free_3"}));
}

#[test]
fn a49_power_buy_5() {
    let five = json!(["american", "american", "american", "american", "american"]);
    let mut table = powers(3).chain(American, "1A 2A").purchasing().build();
    assert_eq!(
        table.code(0, json!({"type": "buy_shares", "chains": five})),
        "too_many_shares"
    );
    let events = table.ok(
        0,
        json!({"type": "buy_shares", "chains": five, "power": "buy_5"}),
    );
    assert!(has_event!(events, E::SharesPurchased { total: 1500, .. }));
    assert_eq!((table.cash(0), table.held(0, American)), (4500, 5));
}

fn trade(exchanges: &[(&str, &str)]) -> Value {
    let list: Vec<Value> = exchanges
        .iter()
        .map(|(g, t)| json!({"give": g, "take": t}))
        .collect();
    json!({"type": "use_power", "power": "trade_2", "exchanges": list})
}

#[test]
fn a50_power_trade_2() {
    let build = || {
        powers(3)
            .chain(Sackson, "1A 2A")
            .chain(Tower, "1C 2C")
            .chain(American, "1E 2E")
            .shares(0, Sackson, 4)
            .shares(1, Sackson, 6)
            .shares(1, Tower, 15)
            .shares(2, American, 24)
            .purchasing()
            .build()
    };
    let mut table = build();
    assert_eq!((table.bank(Sackson), table.bank(Tower)), (15, 10));
    let events = table.ok(0, trade(&[("sackson", "tower"), ("sackson", "tower")]));
    assert!(has_event!(
        events,
        E::PowerUsed {
            power: Power::Trade2,
            ..
        }
    ));
    assert!(has_event!(events, E::SharesExchanged { exchanges, .. } if exchanges.len() == 2));
    assert_eq!((table.held(0, Sackson), table.held(0, Tower)), (0, 4));
    assert_eq!((table.bank(Sackson), table.bank(Tower)), (19, 6));
    assert_eq!(table.phase(), "awaiting_purchase");
    assert!(legal::legal_commands(&table.state, p(0)).iter().any(
        |c| matches!(c, AcquireCommand::BuyShares { chains, power: None } if chains.len() == 3)
    ));
    table.ok(
        0,
        json!({"type": "buy_shares", "chains": ["tower", "tower", "sackson"]}),
    );

    let mut table = build();
    let refused = table.refused(
        0,
        trade(&[
            ("sackson", "tower"),
            ("sackson", "tower"),
            ("sackson", "tower"),
        ]),
    );
    assert_eq!(refused.code, "trade2_insufficient_holding");
    assert_eq!(
        refused.details,
        json!({"index": 2, "chain": "sackson", "held": 0})
    );
    let refused = table.refused(0, trade(&[("sackson", "sackson")]));
    assert_eq!(refused.code, "trade2_same_chain");
    let refused = table.refused(0, trade(&[("sackson", "tower"); 4]));
    assert_eq!(refused.code, "trade2_too_many_exchanges");
    assert_eq!(refused.details, json!({"count": 4, "max": 3}));
    let refused = table.refused(0, trade(&[("sackson", "american")]));
    assert_eq!(refused.code, "trade2_bank_short");
    assert_eq!(
        refused.details,
        json!({"index": 0, "chain": "american", "bank": 1})
    );
    assert_eq!(
        table.code(0, trade(&[("sackson", "festival")])),
        "chain_not_on_board"
    );
}

#[test]
fn a51_power_take_5_tiles() {
    let mut table = powers(3)
        .hand(0, "1A 3A 5A 7A 9A 11A")
        .pool_count(20)
        .build();
    let events = table.ok(0, json!({"type": "use_power", "power": "take_5_tiles"}));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(
                e,
                E::TileDrawn {
                    reason: DrawReason::Power,
                    ..
                }
            ))
            .count(),
        5
    );
    assert_eq!((table.hand(0).len(), table.state.pool.len()), (11, 15));
    assert_eq!(table.phase(), "awaiting_placement");
    table.ok(0, json!({"type": "place_tile", "tile": "1A"}));
    assert_eq!(table.hand(0).len(), 10);
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(!has_event!(
        events,
        E::TileDrawn {
            player: Seat(0),
            ..
        }
    ));
    assert_eq!(table.hand(0).len(), 10);

    let mut table = powers(3).hand(0, "1A 3A 5A 7A 9A 11A").build();
    table.ok(0, json!({"type": "place_tile", "tile": "1A"}));
    let refused = table.refused(0, json!({"type": "use_power", "power": "take_5_tiles"}));
    assert_eq!(refused.code, "power_not_usable_now");
    assert_eq!(
        refused.details,
        json!({"power": "take_5_tiles", "state": "awaiting_purchase"})
    );
}

#[test]
fn a52_power_place_4_tiles() {
    let mut table = powers(3).loose("5E").hand(0, "12I 5F 5G 9A 10C 3H").build();
    table.ok(0, json!({"type": "use_power", "power": "place_4_tiles"}));
    assert_eq!(
        table.code(0, json!({"type": "finish_placements"})),
        "wrong_phase"
    );
    table.ok(0, json!({"type": "place_tile", "tile": "12I"}));
    assert_eq!(table.phase(), "awaiting_placement");
    table.ok(0, json!({"type": "place_tile", "tile": "5F"}));
    table.ok(0, json!({"type": "choose_chain", "chain": "tower"}));
    assert_eq!(table.phase(), "awaiting_placement");
    let events = table.ok(0, json!({"type": "place_tile", "tile": "5G"}));
    assert!(has_event!(
        events,
        E::ChainGrown {
            chain: Tower,
            size: 3,
            ..
        }
    ));
    assert_eq!(table.phase(), "awaiting_placement");
    table.ok(0, json!({"type": "finish_placements"}));
    assert_eq!(table.phase(), "awaiting_purchase");
    let events = table.ok(
        0,
        json!({"type": "buy_shares", "chains": ["tower", "tower", "tower"]}),
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(
                e,
                E::TileDrawn {
                    player: Seat(0),
                    reason: DrawReason::Refill,
                    ..
                }
            ))
            .count(),
        3
    );
    assert_eq!(table.hand(0).len(), 6);

    // `finish_placements` before any placement is refused.
    let mut table = powers(3).hand(0, "12I 5F 5G 9A 10C 3H").build();
    table.ok(0, json!({"type": "use_power", "power": "place_4_tiles"}));
    let refused = table.refused(0, json!({"type": "finish_placements"}));
    assert_eq!(refused.code, "wrong_phase");
}

#[test]
fn a53_one_power_per_turn() {
    let mut table = powers(3)
        .chain(Sackson, "1A 2A")
        .chain(Tower, "1C 2C")
        .shares(0, Sackson, 4)
        .purchasing()
        .build();
    table.ok(0, trade(&[("sackson", "tower")]));
    let refused = table.refused(
        0,
        json!({"type": "buy_shares", "chains": ["tower"], "power": "buy_5"}),
    );
    assert_eq!(refused.code, "power_per_turn_limit");
    assert_eq!(
        refused.details,
        json!({"power": "buy_5", "powers_per_turn": 1})
    );
}

#[test]
fn a54_editions_chain_ids_and_tiers() {
    for (edition, first, other) in [
        (Edition::Y2008, "sackson", "luxor"),
        (Edition::Classic, "luxor", "sackson"),
    ] {
        let mut table = given(3)
            .config(|c| c.edition = edition)
            .loose("1A")
            .hand(0, "2A 5E 7G 9I 11C 3H")
            .build();
        table.ok(0, json!({"type": "place_tile", "tile": "2A"}));
        let ids: Vec<&str> = rules::off_board_chains(&table.state)
            .iter()
            .map(|c| c.id())
            .collect();
        assert_eq!(
            ids,
            [
                first,
                "tower",
                "american",
                "festival",
                "worldwide",
                "continental",
                "imperial"
            ]
        );
        let view = table.view(Viewer::Seat(p(0)));
        assert_eq!(view["legal_commands"][0]["candidates"], json!(ids));
        let refused = table.refused(0, json!({"type": "choose_chain", "chain": other}));
        assert_eq!(refused.code, "unknown_chain");
        assert_eq!(refused.details["chain"], other);
        let chains: Vec<&str> = view["chains"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["chain"].as_str().unwrap())
            .collect();
        assert_eq!(chains, ids);
        for player in view["players"].as_array().unwrap() {
            let keys: Vec<&String> = player["shares"].as_object().unwrap().keys().collect();
            let mut expected: Vec<&str> = ids.clone();
            expected.sort();
            assert_eq!(keys, expected);
        }
        let setup = Acquire::setup_with_pool(&table.state.config, 3, Tile::all().collect());
        let created = serde_json::to_value(&setup[0]).unwrap();
        assert_eq!(created["type"], "game_created");
        assert_eq!(
            created["options"]["edition"],
            serde_json::to_value(edition).unwrap()
        );
    }
    let price = |edition: Edition, chain: Chain, size| edition.price(chain, size);
    let y = Edition::Y2008;
    for (chain, two, forty_one) in [
        (Sackson, 200, 1000),
        (Worldwide, 200, 1000),
        (Festival, 300, 1100),
        (Imperial, 300, 1100),
        (American, 300, 1100),
        (Continental, 400, 1200),
        (Tower, 400, 1200),
    ] {
        assert_eq!(
            (price(y, chain, 2), price(y, chain, 41)),
            (two, forty_one),
            "{chain:?}"
        );
    }
    let c = Edition::Classic;
    for (chain, two, forty_one) in [
        (Luxor, 200, 1000),
        (Tower, 200, 1000),
        (American, 300, 1100),
        (Festival, 300, 1100),
        (Worldwide, 300, 1100),
        (Continental, 400, 1200),
        (Imperial, 400, 1200),
    ] {
        assert_eq!(
            (price(c, chain, 2), price(c, chain, 41)),
            (two, forty_one),
            "{chain:?}"
        );
    }
    // S1's figures.
    assert_eq!(price(y, Continental, 6), 800);
    assert_eq!(price(y, Worldwide, 3), 300);
    assert_eq!(price(y, Imperial, 3), 400);
    assert_eq!(price(y, American, 10), 700);
    assert_eq!(3 * price(y, Continental, 6), 2400);
}
