//! Standing orders: each kind of order answers its decision with a command the rules accept,
//! and an order the rules refuse (or one that does not cover the decision) answers nothing.

use serde_json::json;

use super::*;
use crate::engine::standing_move;
use crate::games::acquire::orders::AcquireStandingOrders;

fn orders(value: Value) -> AcquireStandingOrders {
    serde_json::from_value(value).expect("orders parse")
}

/// The standing move of `seat`, checked by the rules, as JSON.
fn standing(table: &Table, seat: u8, orders: &AcquireStandingOrders) -> Option<Value> {
    let mut rng = GameRng::for_entry(&[0; SEED_LEN], 2);
    standing_move::<Acquire>(&table.state, p(seat), orders, &mut rng)
        .map(|(command, _)| serde_json::to_value(command).unwrap())
}

/// Continental (7 tiles) absorbs Tower (5 tiles) when p0 places 1B; p1 holds 6 Tower, p2 3.
fn merger(continental_bank_left: u32) -> Table {
    let mut table = given(3)
        .chain(Continental, "1A-7A")
        .chain(Tower, "1C-5C")
        .hand(0, "1B 12E 12G 12I 10G 10I")
        .shares(2, Continental, 25 - continental_bank_left)
        .shares(1, Tower, 6)
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "1B"}));
    assert_eq!(table.awaited(), vec![p(1)]);
    table
}

#[test]
fn disposal_orders_answer_with_the_matching_dispose_shares() {
    let table = merger(25);
    let sell = orders(json!({"disposals": [{"chain": "tower", "disposal": "sell_all"}]}));
    assert_eq!(
        standing(&table, 1, &sell),
        Some(json!({"type": "dispose_shares", "sell": 6, "trade": 0}))
    );
    let keep = orders(json!({"default_disposal": "keep_all"}));
    assert_eq!(
        standing(&table, 1, &keep),
        Some(json!({"type": "dispose_shares", "sell": 0, "trade": 0}))
    );
    let trade = orders(
        json!({"disposals": [{"chain": "tower", "disposal": "trade_then_sell"}],
                              "default_disposal": "keep_all"}),
    );
    assert_eq!(
        standing(&table, 1, &trade),
        Some(json!({"type": "dispose_shares", "sell": 0, "trade": 6}))
    );
    // A named chain's order wins over the default; another chain's order does not apply.
    let other = orders(json!({"disposals": [{"chain": "american", "disposal": "sell_all"}]}));
    assert_eq!(standing(&table, 1, &other), None);
    // Only the seat whose turn it is to dispose is answered for.
    assert_eq!(standing(&table, 2, &sell), None);
    // The answer is a move the seat could send itself.
    let mut after = table.clone();
    after.ok(1, standing(&table, 1, &sell).unwrap());
}

#[test]
fn trade_then_sell_trades_what_the_bank_has_and_sells_the_rest() {
    let table = merger(2);
    let trade = orders(json!({"default_disposal": "trade_then_sell"}));
    assert_eq!(
        standing(&table, 1, &trade),
        Some(json!({"type": "dispose_shares", "sell": 2, "trade": 4}))
    );
}

#[test]
fn trade_then_sell_falls_back_to_the_seat_when_the_survivor_has_no_share_left() {
    let table = merger(0);
    let trade = orders(json!({"default_disposal": "trade_then_sell"}));
    // The order's answer asks for a trade the rules refuse ...
    assert_eq!(
        Acquire::standing_answer(&table.state, p(1), &trade).map(|c| c.type_name()),
        Some("dispose_shares")
    );
    // ... so nothing is submitted and the seat decides.
    assert_eq!(standing(&table, 1, &trade), None);
}

/// p0 places 7C next to the loose 6C: a chain is founded and p0 names it.
fn founding() -> Table {
    let mut table = given(3)
        .chain(Tower, "1A-3A")
        .loose("6C")
        .hand(0, "7C 12E 12G 12I 10G 10I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "7C"}));
    assert_eq!(table.phase(), "awaiting_chain_choice");
    table
}

#[test]
fn the_first_chain_of_the_preference_list_that_can_be_founded_is_founded() {
    let table = founding();
    let prefer = orders(json!({"found_preference": ["tower", "imperial", "american"]}));
    assert_eq!(
        standing(&table, 0, &prefer),
        Some(json!({"type": "choose_chain", "chain": "imperial"}))
    );
    assert_eq!(standing(&table, 1, &prefer), None);
    assert_eq!(standing(&table, 0, &orders(json!({}))), None);
}

#[test]
fn a_preference_list_of_chains_on_the_board_falls_back_to_the_seat() {
    let table = founding();
    let prefer = orders(json!({"found_preference": ["tower"]}));
    assert_eq!(standing(&table, 0, &prefer), None);
}

#[test]
fn orders_cover_no_other_decision() {
    let table = given(3).hand(0, "7C 12E 12G 12I 10G 10I").build();
    let all = orders(json!({"default_disposal": "sell_all", "found_preference": ["tower"]}));
    assert_eq!(standing(&table, 0, &all), None);
}

#[test]
fn unknown_and_duplicate_chains_are_refused_at_registration() {
    let state = given(3).build().state;
    let check = |value: Value| Acquire::validate_orders(&state, p(0), &orders(value));
    assert!(check(json!({})).is_ok());
    assert!(
        check(
            json!({"disposals": [{"chain": "tower", "disposal": "sell_all"}],
                     "default_disposal": "keep_all", "found_preference": ["imperial", "tower"]})
        )
        .is_ok()
    );
    assert!(
        check(json!({"found_preference": ["luxor"]})).is_err(),
        "not a chain of 2008"
    );
    assert!(check(json!({"found_preference": ["tower", "tower"]})).is_err());
    assert!(
        check(
            json!({"disposals": [{"chain": "tower", "disposal": "sell_all"},
                                   {"chain": "tower", "disposal": "keep_all"}]})
        )
        .is_err()
    );
    assert!(check(json!({"disposals": [{"chain": "hilton", "disposal": "sell_all"}]})).is_err());
    assert!(
        serde_json::from_value::<AcquireStandingOrders>(json!({"default_disposal": "burn"}))
            .is_err()
    );
    assert!(serde_json::from_value::<AcquireStandingOrders>(json!({"extra": 1})).is_err());
}
