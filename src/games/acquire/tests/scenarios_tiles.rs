//! A-17 …: dead and blocked tiles, no playable tile, the pool, the
//! stalemate safeguard and private tiles.

use serde_json::json;

use super::*;
use crate::games::acquire::config::{DeadTileReplacement, NoPlayableTile};
use crate::games::acquire::event::{
    AcquireEvent as E, AcquireEventView, ChoiceBy, DrawReason, EndReason, TileClass,
};
use crate::games::acquire::rules;
use crate::has_event;

fn a17_given() -> Given {
    given(3).chain(Tower, "1A-11A").chain(American, "1C-11C")
}

#[test]
fn a17_dead_tile_between_two_safe_chains() {
    let mut table = a17_given()
        .hand(0, "5B 12B 1G 3G 5G 7G")
        .pool("9G 11G")
        .build();
    let refused = table.refused(0, json!({"type": "place_tile", "tile": "5B"}));
    assert_eq!(refused.code, "tile_permanently_unplayable");
    assert_eq!(
        refused.details,
        json!({"tile": "5B", "safe_chains": ["tower", "american"]})
    );
    let view = table.view(Viewer::Seat(p(0)));
    assert_eq!(
        view["your_hand"][0],
        json!({"tile": "5B", "class": "dead", "chains": ["tower", "american"]})
    );
    let events = table.ok(0, json!({"type": "place_tile", "tile": "12B"}));
    assert!(has_event!(
        events,
        E::TilePlaced {
            class: TileClass::Lone,
            ..
        }
    ));
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(has_event!(
        events,
        E::TileDrawn {
            player: Seat(0),
            reason: DrawReason::Refill,
            ..
        }
    ));
    assert!(
        has_event!(events, E::DeadTilesDiscarded { player: Seat(0), tiles } if tiles == &vec![t("5B")])
    );
    assert!(has_event!(
        events,
        E::TileDrawn {
            player: Seat(0),
            reason: DrawReason::DeadReplacement,
            ..
        }
    ));
    assert_eq!(table.cell("5B"), Cell::Dead);
    assert_eq!(sorted(table.hand(0)), sorted(tiles("1G 3G 5G 7G 9G 11G")));
}

#[test]
fn a18_dead_tile_touching_two_safe_chains_and_a_small_one() {
    let mut table = given(3)
        .chain(Tower, "6D-12D 12C 12B 12A 11A")
        .chain(American, "6F-12F 12G 12H 12I 11I")
        .chain(Sackson, "4E 5E")
        .hand(0, "6E 7E 1A 1C 1G 1I")
        .build();
    assert_eq!((table.size(Tower), table.size(American)), (11, 11));
    let refused = table.refused(0, json!({"type": "place_tile", "tile": "6E"}));
    assert_eq!(refused.code, "tile_permanently_unplayable");
    assert_eq!(refused.details["safe_chains"], json!(["tower", "american"]));
    assert_eq!(
        rules::classify(&table.state, t("7E")).class,
        TileClass::Dead
    );
    assert_eq!(
        table.code(0, json!({"type": "place_tile", "tile": "7E"})),
        "tile_permanently_unplayable"
    );
}

#[test]
fn a19_dead_replacements_happen_once_per_turn() {
    let mut table = a17_given()
        .hand(0, "5B 12B 1G 3G 5G 7G")
        .pool("9I 8B 3I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "12B"}));
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(
        has_event!(events, E::TileDrawn { tile, reason: DrawReason::Refill, .. } if *tile == t("9I"))
    );
    assert!(has_event!(events, E::DeadTilesDiscarded { tiles, .. } if tiles == &vec![t("5B")]));
    assert!(
        has_event!(events, E::TileDrawn { tile, reason: DrawReason::DeadReplacement, .. } if *tile == t("8B"))
    );
    assert!(
        table.hand(0).contains(&t("8B")),
        "the dead replacement stays until the next end of turn"
    );
    assert_eq!(table.hand(0).len(), 6);

    let mut table = a17_given()
        .config(|c| c.dead_tile_replacement = DeadTileReplacement::Repeat)
        .hand(0, "5B 12B 1G 3G 5G 7G")
        .pool("9I 8B 3I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "12B"}));
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(has_event!(events, E::DeadTilesDiscarded { tiles, .. } if tiles == &vec![t("8B")]));
    assert_eq!(sorted(table.hand(0)), sorted(tiles("1G 3G 5G 7G 9I 3I")));
    assert_eq!(table.state.discarded.to_vec(), tiles("5B 8B"));
}

/// All seven chains on the board (small, none safe), with loose tiles 2I, 6I, 10I.
fn seven_chains(seats: usize) -> Given {
    given(seats)
        .chain(Sackson, "1A 2A")
        .chain(Tower, "4A 5A")
        .chain(American, "7A 8A 8B")
        .chain(Festival, "10A 11A")
        .chain(Worldwide, "1C 2C")
        .chain(Continental, "4C 5C")
        .chain(Imperial, "10C 11C")
        .loose("2I 6I 10I")
}

#[test]
fn a20_blocked_tile_waits_for_a_free_chain() {
    let mut table = seven_chains(3)
        .hand(0, "6H 12I 12G 12E 3F 5F")
        .hand(1, "9A 1E 3E 5E 7E 9E")
        .hand(2, "1G 3G 10E 11F 11D 12C")
        .build();
    let refused = table.refused(0, json!({"type": "place_tile", "tile": "6H"}));
    assert_eq!(refused.code, "tile_temporarily_unplayable");
    table.ok(0, json!({"type": "place_tile", "tile": "12I"}));
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(!has_event!(events, E::DeadTilesDiscarded { .. }));
    assert!(table.hand(0).contains(&t("6H")));
    // p1 merges festival into american.
    let events = table.ok(1, json!({"type": "place_tile", "tile": "9A"}));
    assert!(has_event!(
        events,
        E::MergerCompleted {
            survivor: American,
            ..
        }
    ));
    assert!(!table.state.on_board(Festival));
    table.ok(1, json!({"type": "buy_shares", "chains": []}));
    table.ok(2, json!({"type": "place_tile", "tile": "1G"}));
    table.ok(2, json!({"type": "buy_shares", "chains": []}));
    assert_eq!(
        rules::classify(&table.state, t("6H")).class,
        TileClass::Found
    );
    let events = table.ok(0, json!({"type": "place_tile", "tile": "6H"}));
    assert!(has_event!(
        events,
        E::ChainFounded {
            chain: Festival,
            by: ChoiceBy::Rule,
            size: 2,
            ..
        }
    ));
}

#[test]
fn a21_no_playable_tile_skips_placement() {
    // Two safe chains (sackson, tower) make 5B dead; the other five chains are small and
    // 1I … 9I touch only loose tiles, so they are blocked.
    let mut table = given(3)
        .chain(Sackson, "1A-11A")
        .chain(Tower, "1C-11C")
        .chain(American, "1E 2E")
        .chain(Festival, "4E 5E")
        .chain(Worldwide, "7E 8E")
        .chain(Continental, "10E 11E")
        .chain(Imperial, "1G 2G")
        .loose("2I 6I 10I")
        .hand(0, "1I 3I 5I 7I 9I 5B")
        .hand(1, "12E 12G 12I 4G 6G 8G")
        .hand(2, "9G 11G 12A 12B 12C 12D")
        .turn(2)
        .purchasing()
        .pool("12H 3H")
        .build();
    let events = table.ok(2, json!({"type": "buy_shares", "chains": []}));
    assert!(has_event!(
        events,
        E::TurnStarted {
            player: Seat(0),
            ..
        }
    ));
    assert!(has_event!(events, E::PlacementSkipped { player: Seat(0) }));
    assert_eq!(table.phase(), "awaiting_purchase");
    assert_eq!(table.awaited(), vec![p(0)]);
    let events = table.ok(0, json!({"type": "buy_shares", "chains": ["american"]}));
    assert!(
        !has_event!(
            events,
            E::TileDrawn {
                reason: DrawReason::Refill,
                ..
            }
        ),
        "the hand is full"
    );
    assert!(
        has_event!(events, E::DeadTilesDiscarded { player: Seat(0), tiles } if tiles == &vec![t("5B")])
    );
    assert!(has_event!(
        events,
        E::TileDrawn {
            player: Seat(0),
            reason: DrawReason::DeadReplacement,
            ..
        }
    ));
    assert_eq!(table.hand(0).len(), 6);
    assert!(table.hand(0).contains(&t("12H")));
}

#[test]
fn a21_variant_redraw_hand() {
    let mut table = given(3)
        .config(|c| c.no_playable_tile = NoPlayableTile::RedrawHand)
        .chain(Sackson, "1A-11A")
        .chain(Tower, "1C-11C")
        .chain(American, "1E 2E")
        .chain(Festival, "4E 5E")
        .chain(Worldwide, "7E 8E")
        .chain(Continental, "10E 11E")
        .chain(Imperial, "1G 2G")
        .loose("2I 6I 10I")
        .hand(0, "1I 3I 5I 7I 9I 5B")
        .hand(1, "12E 12G 12I 4G 6G 8G")
        .hand(2, "9G 11G 12A 12B 12C 12D")
        .turn(2)
        .purchasing()
        .pool("12H 3H 5H 7H 9H 11H")
        .build();
    let events = table.ok(2, json!({"type": "buy_shares", "chains": []}));
    assert!(
        has_event!(events, E::HandRevealedAndDiscarded { player: Seat(0), tiles: shown } if shown == &tiles("1I 3I 5I 7I 9I 5B"))
    );
    for name in ["1I", "3I", "5I", "7I", "9I", "5B"] {
        assert_eq!(table.cell(name), Cell::Dead);
    }
    assert_eq!(table.hand(0), tiles("12H 3H 5H 7H 9H 11H"));
    assert_eq!(table.phase(), "awaiting_placement");
    assert!(!has_event!(events, E::PlacementSkipped { .. }));
}

#[test]
fn a22_pool_runs_out() {
    let mut table = given(3)
        .hand(0, "1A 3A 5A 7A 9A 11A")
        .hand(1, "1C 3C 5C 7C 9C 11C")
        .hand(2, "1E 3E 5E 7E 9E 11E")
        .pool("12I")
        .pool_count(1)
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "1A"}));
    let events = table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert!(has_event!(
        events,
        E::TileDrawn {
            player: Seat(0),
            ..
        }
    ));
    assert!(has_event!(events, E::PoolExhausted {}));
    assert_eq!(table.state.pool.len(), 0);
    table.ok(1, json!({"type": "place_tile", "tile": "1C"}));
    let events = table.ok(1, json!({"type": "buy_shares", "chains": []}));
    assert!(!has_event!(events, E::TileDrawn { .. }));
    assert_eq!(table.hand(1).len(), 5);
    assert_eq!(table.awaited(), vec![p(2)]);
    assert_eq!(table.phase(), "awaiting_placement");
}

#[test]
fn a45_stalemate_safeguard() {
    let mut table = seven_chains(3)
        .hand(0, "12G 1I")
        .hand(1, "3I 5I")
        .hand(2, "7I 9I")
        .pool_count(0)
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "12G"}));
    table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert_eq!(table.state.frozen_turns, 1);
    assert!(has_event!(
        table.log,
        E::PlacementSkipped { player: Seat(1) }
    ));
    table.ok(1, json!({"type": "buy_shares", "chains": []}));
    assert_eq!(table.state.frozen_turns, 2);
    let events = table.ok(2, json!({"type": "buy_shares", "chains": []}));
    assert!(has_event!(
        events,
        E::GameEnded {
            reason: EndReason::Stalemate,
            ..
        }
    ));
    assert!(has_event!(events, E::FinalStandings { .. }));
    assert!(matches!(Acquire::status(&table.state), Status::Finished(_)));
}

#[test]
fn a46_tile_information_is_private() {
    let mut table = given(3)
        .hand(1, "1A 3A 5A 7A 9A")
        .hand(0, "1E 3E 5E 7E 9E 11E")
        .pool("7C")
        .turn(1)
        .purchasing()
        .build();
    let pool_before = table.state.pool.len();
    let events = table.ok(1, json!({"type": "buy_shares", "chains": []}));
    let drawn = events
        .iter()
        .find(|e| {
            matches!(
                e,
                E::TileDrawn {
                    player: Seat(1),
                    ..
                }
            )
        })
        .unwrap();
    let own = Acquire::event_view(&table.state, drawn, Viewer::Seat(p(1))).unwrap();
    assert_eq!(
        serde_json::to_value(&own).unwrap(),
        json!({"type": "tile_drawn", "player": 1, "tile": "7C", "reason": "refill"})
    );
    for viewer in [Viewer::Seat(p(0)), Viewer::Seat(p(2)), Viewer::Spectator] {
        let other = Acquire::event_view(&table.state, drawn, viewer).unwrap();
        assert!(matches!(other, AcquireEventView::Redacted(_)));
        assert_eq!(
            serde_json::to_value(&other).unwrap(),
            json!({"type": "tile_drawn", "player": 1, "reason": "refill"})
        );
        let view = table.view(viewer);
        assert_eq!(view["players"][1]["hand_count"], 6);
        assert_eq!(view["pool_count"], pool_before - 1);
        assert!(!view.to_string().contains("\"7C\""));
    }
    let view = table.view(Viewer::Seat(p(0)));
    let own_tiles: Vec<_> = view["your_hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["tile"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(own_tiles, ["1E", "3E", "5E", "7E", "9E", "11E"]);
    assert_eq!(view["your_hand"][0]["class"], "lone");
    assert!(view.get("hands").is_none());
    assert!(table.view(Viewer::Spectator).get("your_hand").is_none());
    // The pool order is a server-only event.
    let setup = Acquire::setup_with_pool(&AcquireConfig::default(), 3, Tile::all().collect());
    let shuffled = setup
        .iter()
        .find(|e| matches!(e, E::TilePoolShuffled { .. }))
        .unwrap();
    for viewer in [Viewer::Seat(p(0)), Viewer::Spectator] {
        assert!(Acquire::event_view(&table.state, shuffled, viewer).is_none());
    }
    assert!(Acquire::event_view(&table.state, shuffled, Viewer::Auditor).is_some());
}
