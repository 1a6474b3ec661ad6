//! A-01 … A-08: setup, founding, growth.

use serde_json::json;

use super::*;
use crate::games::acquire::config::{FirstPlayerOrder, TurnOrder};
use crate::games::acquire::event::{AcquireEvent as E, ChoiceBy, TileClass};
use crate::has_event;

/// A pool order starting with `front`, then every other tile in index order.
fn pool_starting(front: &str) -> Vec<Tile> {
    let mut pool = tiles(front);
    pool.extend(
        Tile::all()
            .filter(|t| !pool.contains(t))
            .collect::<Vec<_>>(),
    );
    pool
}

#[test]
fn a01_first_player_turn_order_and_dealing() {
    let pool = pool_starting("5B 9A 1C 2B");
    let table = Table::from_setup(&AcquireConfig::default(), 4, pool.clone());
    let s = &table.state;
    for (seat, name) in ["5B", "9A", "1C", "2B"].into_iter().enumerate() {
        assert_eq!(s.start_tiles[seat], Some(t(name)));
        assert_eq!(table.cell(name), Cell::Loose);
    }
    assert!(s.chains().iter().all(|&c| !s.on_board(c)));
    assert!(has_event!(
        table.log,
        E::FirstPlayerDetermined {
            player: Seat(1),
            ..
        }
    ));
    assert_eq!(s.turn_order.to_vec(), vec![p(1), p(2), p(3), p(0)]);
    assert_eq!(table.hand(1), pool[4..10].to_vec());
    assert_eq!(table.hand(2), pool[10..16].to_vec());
    assert_eq!(table.hand(3), pool[16..22].to_vec());
    assert_eq!(table.hand(0), pool[22..28].to_vec());
    assert_eq!(s.pool.len(), 80);
    for seat in 0..4 {
        assert_eq!(table.cash(seat), 6000);
    }
    for chain in s.chains() {
        assert_eq!(table.bank(chain), 25);
    }
    assert_eq!(table.awaited(), vec![p(1)]);
    assert_eq!(table.phase(), "awaiting_placement");
    assert!(has_event!(
        table.log,
        E::TurnStarted {
            player: Seat(1),
            turn_number: 1
        }
    ));

    let by_tile = AcquireConfig {
        turn_order: TurnOrder::StartTile,
        ..AcquireConfig::default()
    };
    let table = Table::from_setup(&by_tile, 4, pool.clone());
    assert_eq!(
        table.state.turn_order.to_vec(),
        vec![p(1), p(3), p(0), p(2)]
    );
    assert_eq!(
        table.hand(3),
        pool[10..16].to_vec(),
        "hands follow turn order"
    );

    let by_column = AcquireConfig {
        first_player_order: FirstPlayerOrder::ColumnThenRow,
        ..AcquireConfig::default()
    };
    let table = Table::from_setup(&by_column, 4, pool);
    assert_eq!(table.awaited(), vec![p(2)]);
    assert_eq!(
        table.state.turn_order.to_vec(),
        vec![p(2), p(3), p(0), p(1)]
    );
}

#[test]
fn a02_adjacent_start_tiles_stay_loose_and_join_a_later_founding() {
    let mut table = Table::from_setup(&AcquireConfig::default(), 3, pool_starting("5C 6C 11H 7C"));
    assert!(
        table
            .state
            .chains()
            .iter()
            .all(|&c| !table.state.on_board(c))
    );
    assert_eq!(table.cell("5C"), Cell::Loose);
    assert_eq!(table.cell("6C"), Cell::Loose);
    assert_eq!(table.awaited(), vec![p(0)], "5C is closest to 1A");
    assert!(table.hand(0).contains(&t("7C")));
    table.ok(0, json!({"type": "place_tile", "tile": "7C"}));
    assert_eq!(table.phase(), "awaiting_chain_choice");
    let events = table.ok(0, json!({"type": "choose_chain", "chain": "tower"}));
    assert!(has_event!(
        events,
        E::ChainFounded {
            chain: Tower,
            size: 3,
            founder_share: true,
            by: ChoiceBy::Player,
            ..
        }
    ));
    assert_eq!(table.chain_tiles(Tower), tiles("5C 6C 7C"));
    assert_eq!(table.price(Tower), 500);
    assert_eq!(table.held(0, Tower), 1);
    assert_eq!(table.bank(Tower), 24);
}

#[test]
fn a03_founding_founder_share_and_same_turn_purchase() {
    let mut table = given(3).loose("1A").hand(0, "2A 5E 7G 9I 11C 3H").build();
    let events = table.ok(0, json!({"type": "place_tile", "tile": "2A"}));
    assert!(has_event!(
        events,
        E::TilePlaced {
            class: TileClass::Found,
            ..
        }
    ));
    assert_eq!(table.phase(), "awaiting_chain_choice");
    assert_eq!(
        crate::games::acquire::rules::off_board_chains(&table.state).len(),
        7
    );
    let events = table.ok(0, json!({"type": "choose_chain", "chain": "imperial"}));
    assert!(has_event!(
        events,
        E::ChainFounded {
            chain: Imperial,
            size: 2,
            founder_share: true,
            ..
        }
    ));
    assert_eq!(table.chain_tiles(Imperial), tiles("1A 2A"));
    assert_eq!(table.price(Imperial), 300);
    assert_eq!((table.held(0, Imperial), table.bank(Imperial)), (1, 24));
    let events = table.ok(
        0,
        json!({"type": "buy_shares", "chains": ["imperial", "imperial", "imperial"]}),
    );
    assert!(has_event!(events, E::SharesPurchased { total: 900, .. }));
    assert_eq!(table.cash(0), 5100);
    assert_eq!((table.held(0, Imperial), table.bank(Imperial)), (4, 21));
}

#[test]
fn a04_no_founder_share_when_the_bank_is_empty() {
    let mut table = given(3)
        .loose("3E")
        .shares(1, Tower, 15)
        .shares(2, Tower, 10)
        .hand(0, "3D 9A 9C 9E 9G 9I")
        .build();
    assert_eq!(table.bank(Tower), 0);
    table.ok(0, json!({"type": "place_tile", "tile": "3D"}));
    let events = table.ok(0, json!({"type": "choose_chain", "chain": "tower"}));
    assert!(has_event!(
        events,
        E::ChainFounded {
            chain: Tower,
            size: 2,
            founder_share: false,
            ..
        }
    ));
    assert_eq!(table.price(Tower), 400);
    assert_eq!((table.held(0, Tower), table.bank(Tower)), (0, 0));
    assert_eq!(
        table.code(0, json!({"type": "buy_shares", "chains": ["tower"]})),
        "shares_exceed_bank"
    );
    // The kept shares are worth the chain's price again.
    assert_eq!(table.price(Tower) * table.held(1, Tower), 15 * 400);
    assert_eq!(table.price(Tower) * table.held(2, Tower), 10 * 400);
}

#[test]
fn a05_founding_absorbs_every_connected_loose_tile() {
    let mut table = given(3)
        .loose("1A 2A 4A 3B 3D")
        .hand(0, "3A 9A 9C 9E 9G 9I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "3A"}));
    table.ok(0, json!({"type": "choose_chain", "chain": "festival"}));
    assert_eq!(table.chain_tiles(Festival), sorted(tiles("1A 2A 3A 4A 3B")));
    assert_eq!((table.size(Festival), table.price(Festival)), (5, 600));
    assert_eq!(table.cell("3D"), Cell::Loose);
}

#[test]
fn a05_variant_a_chain_on_the_board_is_not_a_candidate() {
    let mut table = given(3)
        .loose("1A 2A 4A 3B 3D")
        .chain(Sackson, "10H 11H")
        .hand(0, "3A 9A 9C 9E 9G 9I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "3A"}));
    let refused = table.refused(0, json!({"type": "choose_chain", "chain": "sackson"}));
    assert_eq!(refused.code, "chain_already_on_board");
    assert_eq!(
        refused.details["candidates"],
        json!([
            "tower",
            "american",
            "festival",
            "worldwide",
            "continental",
            "imperial"
        ])
    );
}

#[test]
fn a06_lone_tile_and_basic_errors() {
    let mut table = given(3).hand(0, "6F 1A 3C 9A 11C 12I").build();
    assert_eq!(
        table.code(1, json!({"type": "place_tile", "tile": "6F"})),
        "not_your_turn"
    );
    assert_eq!(
        table.code(0, json!({"type": "place_tile", "tile": "9I"})),
        "tile_not_in_hand"
    );
    assert_eq!(
        table.code(0, json!({"type": "place_tile", "tile": "6f"})),
        "invalid_tile_name"
    );
    let refused = table.refused(0, json!({"type": "buy_shares", "chains": []}));
    assert_eq!(refused.code, "wrong_phase");
    assert_eq!(refused.details["state"], "awaiting_placement");
    let events = table.ok(0, json!({"type": "place_tile", "tile": "6F"}));
    assert!(has_event!(
        events,
        E::TilePlaced {
            class: TileClass::Lone,
            ..
        }
    ));
    assert_eq!(table.cell("6F"), Cell::Loose);
    assert_eq!(table.phase(), "awaiting_purchase");
}

#[test]
fn a07_growth_absorbs_loose_tiles_and_changes_the_price_bracket() {
    let mut table = given(3)
        .chain(Sackson, "1A-5A")
        .loose("7A")
        .hand(0, "6A 9C 9E 9G 9I 12I")
        .build();
    assert_eq!(table.price(Sackson), 500);
    let events = table.ok(0, json!({"type": "place_tile", "tile": "6A"}));
    assert!(has_event!(
        events,
        E::ChainGrown {
            chain: Sackson,
            size: 7,
            ..
        }
    ));
    assert_eq!(table.chain_tiles(Sackson), tiles("1A-7A"));
    assert_eq!(table.price(Sackson), 600);
    assert_eq!(table.held(0, Sackson), 0);
    assert_eq!(table.phase(), "awaiting_purchase");
}

#[test]
fn a08_growing_to_safe_and_beyond() {
    let mut table = given(3)
        .chain(American, "1C-10C")
        .hand(0, "11C 9G 9I 5F 3G 7I")
        .hand(1, "12C 1G 3I 5I 11G 11I")
        .build();
    assert_eq!(table.price(American), 700);
    table.ok(0, json!({"type": "place_tile", "tile": "11C"}));
    assert_eq!((table.size(American), table.price(American)), (11, 800));
    assert!(
        table.view(Viewer::Spectator)["chains"][2]["safe"]
            .as_bool()
            .unwrap()
    );
    table.ok(0, json!({"type": "buy_shares", "chains": []}));
    table.ok(1, json!({"type": "place_tile", "tile": "12C"}));
    assert_eq!(table.size(American), 12);
}
