//! A-34 …: purchases, declaring the end, final scoring, hidden assets.

use serde_json::json;

use super::*;
use crate::games::acquire::config::{AssetVisibility, Edition};
use crate::games::acquire::event::{AcquireEvent as E, AcquireEventView, EndReason, Holding};
use crate::has_event;

fn buy(chains: &[&str]) -> Value {
    json!({"type": "buy_shares", "chains": chains})
}

#[test]
fn a34_mixed_purchase() {
    let mut table = given(3)
        .chain(Tower, "1A 2A")
        .chain(Continental, "1C-11C")
        .purchasing()
        .build();
    assert_eq!((table.price(Tower), table.price(Continental)), (400, 900));
    let events = table.ok(0, buy(&["tower", "continental", "continental"]));
    assert!(has_event!(events, E::SharesPurchased { total: 2200, .. }));
    assert_eq!(table.cash(0), 3800);
    assert_eq!((table.held(0, Tower), table.held(0, Continental)), (1, 2));
}

#[test]
fn a35_purchase_limit() {
    let mut table = given(3).chain(Tower, "1A 2A").purchasing().build();
    let refused = table.refused(0, buy(&["tower", "tower", "tower", "tower"]));
    assert_eq!(refused.code, "too_many_shares");
    assert_eq!(refused.details, json!({"requested": 4, "limit": 3}));
}

#[test]
fn a36_cash_limit() {
    let mut table = given(3)
        .chain(Imperial, "1A 2A")
        .cash(0, 700)
        .purchasing()
        .build();
    let refused = table.refused(0, buy(&["imperial", "imperial", "imperial"]));
    assert_eq!(refused.code, "insufficient_cash");
    assert_eq!(refused.details, json!({"total": 900, "cash": 700}));
    table.ok(0, buy(&["imperial", "imperial"]));
    assert_eq!(table.cash(0), 100);
}

#[test]
fn a37_bank_limit() {
    let mut table = given(3)
        .chain(Festival, "1A 2A")
        .shares(1, Festival, 24)
        .purchasing()
        .build();
    let refused = table.refused(0, buy(&["festival", "festival"]));
    assert_eq!(refused.code, "shares_exceed_bank");
    assert_eq!(
        refused.details,
        json!({"chain": "festival", "requested": 2, "bank": 1})
    );
}

#[test]
fn a38_chains_off_the_board_cannot_be_bought() {
    let mut table = given(3)
        .chain(Tower, "1A-5A")
        .chain(Sackson, "1C-3C")
        .hand(0, "1B 12E 12G 12I 10G 10I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "1B"}));
    assert_eq!(
        table.phase(),
        "awaiting_purchase",
        "no holder: the merger completes at once"
    );
    let refused = table.refused(0, buy(&["sackson"]));
    assert_eq!(refused.code, "chain_not_on_board");
    assert_eq!(refused.details, json!({"chain": "sackson"}));
}

#[test]
fn a39_no_cash() {
    let mut table = given(3)
        .chain(Tower, "1A 2A")
        .cash(0, 0)
        .purchasing()
        .build();
    assert_eq!(table.code(0, buy(&["tower"])), "insufficient_cash");
    table.ok(0, buy(&[]));
    assert_eq!(table.awaited(), vec![p(1)]);
}

#[test]
fn a40_end_condition_not_met() {
    let mut table = given(3)
        .chain(Sackson, "1A-10D")
        .chain(American, "1F-9F")
        .build();
    assert_eq!(
        (
            table.size(Sackson),
            table.price(Sackson),
            table.size(American)
        ),
        (40, 900, 9)
    );
    let refused = table.refused(0, json!({"type": "declare_game_end"}));
    assert_eq!(refused.code, "end_condition_not_met");
    assert_eq!(
        refused.details,
        json!({"largest_size": 40, "end_chain_size": 41, "unsafe_chains": ["american"]})
    );
}

#[test]
fn a41_declaration_with_a_41_tile_chain_and_final_scoring_classic() {
    let mut table = given(3)
        .config(|c| c.edition = Edition::Classic)
        .chain(Imperial, "1A-10D 11A")
        .chain(Luxor, "1F-5F")
        .shares(0, Imperial, 10)
        .shares(1, Imperial, 6)
        .shares(2, Imperial, 6)
        .shares(1, Luxor, 3)
        .shares(2, Worldwide, 3)
        .cash(0, 1000)
        .cash(1, 2000)
        .cash(2, 3000)
        .purchasing()
        .build();
    assert_eq!(
        (
            table.size(Imperial),
            table.price(Imperial),
            table.price(Luxor)
        ),
        (41, 1200, 500)
    );
    table.ok(0, json!({"type": "declare_game_end"}));
    let events = table.ok(0, buy(&[]));
    assert!(has_event!(
        events,
        E::GameEnded {
            reason: EndReason::Declared,
            declared_by: Some(Seat(0))
        }
    ));
    assert!(!has_event!(events, E::TileDrawn { .. }), "no tile is drawn");
    let order: Vec<Chain> = events
        .iter()
        .filter_map(|e| {
            if let E::FinalBonusPaid { chain, .. } = e {
                Some(*chain)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(order, vec![Luxor, Imperial]);
    assert_eq!(payouts(&events, Luxor), vec![(1, "sole".into(), 7500)]);
    assert_eq!(
        payouts(&events, Imperial),
        vec![
            (0, "majority".into(), 12000),
            (1, "minority_tie".into(), 3000),
            (2, "minority_tie".into(), 3000)
        ]
    );
    assert!(has_event!(
        events,
        E::SharesLiquidated {
            player: Seat(1),
            chain: Luxor,
            count: 3,
            unit_price: 500,
            total: 1500
        }
    ));
    assert!(has_event!(
        events,
        E::SharesLiquidated {
            player: Seat(0),
            chain: Imperial,
            total: 12000,
            ..
        }
    ));
    assert!(has_event!(
        events,
        E::SharesLiquidated {
            player: Seat(1),
            chain: Imperial,
            total: 7200,
            ..
        }
    ));
    assert!(has_event!(
        events,
        E::SharesLiquidated {
            player: Seat(2),
            chain: Imperial,
            total: 7200,
            ..
        }
    ));
    assert!(
        !has_event!(
            events,
            E::SharesLiquidated {
                chain: Worldwide,
                ..
            }
        ),
        "worthless"
    );
    assert_eq!(
        (table.cash(0), table.cash(1), table.cash(2)),
        (25000, 21200, 13200)
    );
    let Status::Finished(outcome) = Acquire::status(&table.state) else {
        panic!("the game is finished");
    };
    assert_eq!(outcome.ranks(), vec![1, 2, 3]);
    assert_eq!(outcome.reason, "end_declared");
    assert!(has_event!(events, E::FinalStandings { winners, .. } if winners == &vec![p(0)]));
    assert!(has_event!(events, E::HandsRevealed { .. }));
    assert_eq!(table.code(1, buy(&[])), "game_over");
}

fn a42_given() -> Given {
    given(3)
        .chain(Tower, "1A-11A")
        .chain(American, "1C-12C 12D 12E 12F")
        .chain(Continental, "1E-10E 1F-10F")
        .loose("1H")
        .hand(0, "1I 8H 10H 12H 3I 5I")
}

#[test]
fn a42_all_chains_safe_declaring_before_placing() {
    let mut table = a42_given().build();
    assert_eq!(
        (
            table.size(Tower),
            table.size(American),
            table.size(Continental)
        ),
        (11, 15, 20)
    );
    let events = table.ok(0, json!({"type": "declare_game_end"}));
    assert!(has_event!(events, E::GameEndDeclared { player: Seat(0) }));
    assert_eq!(
        table.phase(),
        "awaiting_placement",
        "placement is still mandatory"
    );
    assert_eq!(table.code(0, buy(&[])), "wrong_phase");
    table.ok(0, json!({"type": "place_tile", "tile": "1I"}));
    table.ok(0, json!({"type": "choose_chain", "chain": "sackson"}));
    assert_eq!(table.size(Sackson), 2);
    let events = table.ok(0, buy(&[]));
    assert!(has_event!(
        events,
        E::GameEnded {
            reason: EndReason::Declared,
            ..
        }
    ));
    assert_eq!(payouts(&events, Sackson), vec![(0, "sole".into(), 3000)]);

    // Without the early declaration the new 2-tile chain blocks it.
    let mut table = a42_given().build();
    table.ok(0, json!({"type": "place_tile", "tile": "1I"}));
    table.ok(0, json!({"type": "choose_chain", "chain": "sackson"}));
    let refused = table.refused(0, json!({"type": "declare_game_end"}));
    assert_eq!(refused.code, "end_condition_not_met");
    assert_eq!(refused.details["unsafe_chains"], json!(["sackson"]));
}

#[test]
fn a43_declaring_is_optional_and_only_once() {
    let mut table = given(3)
        .chain(Sackson, "1A-10D")
        .hand(0, "11A 1I 3I 5I 7I 9I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "11A"}));
    assert_eq!(table.size(Sackson), 41);
    let events = table.ok(0, buy(&[]));
    assert!(has_event!(
        events,
        E::TurnStarted {
            player: Seat(1),
            ..
        }
    ));
    assert_eq!(table.awaited(), vec![p(1)]);
    table.ok(1, json!({"type": "declare_game_end"}));
    assert_eq!(
        table.code(1, json!({"type": "declare_game_end"})),
        "end_already_declared"
    );
}

#[test]
fn a44_tie_for_the_win() {
    let mut table = given(3)
        .chain(American, "1A-10C")
        .chain(Tower, "1E-12E")
        .shares(0, Tower, 5)
        .shares(1, Tower, 5)
        .shares(2, Tower, 2)
        .shares(0, American, 4)
        .shares(1, American, 3)
        .shares(2, American, 6)
        .cash(0, 3100)
        .cash(1, 8500)
        .cash(2, 2000)
        .purchasing()
        .build();
    assert_eq!((table.price(Tower), table.price(American)), (900, 900));
    table.ok(0, json!({"type": "declare_game_end"}));
    let events = table.ok(0, buy(&[]));
    assert_eq!(
        payouts(&events, Tower),
        vec![
            (0, "majority_tie".into(), 6800),
            (1, "majority_tie".into(), 6800)
        ]
    );
    assert_eq!(
        payouts(&events, American),
        vec![(0, "minority".into(), 4500), (2, "majority".into(), 9000)]
    );
    for (seat, chain, total) in [
        (0, Tower, 4500),
        (1, Tower, 4500),
        (2, Tower, 1800),
        (0, American, 3600),
        (1, American, 2700),
        (2, American, 5400),
    ] {
        assert!(
            has_event!(events, E::SharesLiquidated { player, chain: c, total: t, .. } if *player == p(seat) && *c == chain && *t == total)
        );
    }
    assert_eq!(
        (table.cash(0), table.cash(1), table.cash(2)),
        (22500, 22500, 18200)
    );
    let Status::Finished(outcome) = Acquire::status(&table.state) else {
        panic!("the game is finished");
    };
    assert_eq!(outcome.ranks(), vec![1, 1, 3]);
    assert_eq!(outcome.reason, "end_declared");
    assert!(has_event!(events, E::FinalStandings { winners, .. } if winners == &vec![p(0), p(1)]));
    let view = table.view(Viewer::Seat(p(2)));
    assert_eq!(view["final"]["winners"], json!([0, 1]));
    assert_eq!(
        view["final"]["standings"][2],
        json!({"player": 2, "cash": 18200, "rank": 3})
    );
}

#[test]
fn a47_hidden_assets() {
    let mut table = given(3)
        .config(|c| c.asset_visibility = AssetVisibility::Hidden)
        .chain(Continental, "1A-11A")
        .chain(Tower, "1C-3C")
        .shares(0, Tower, 1)
        .hand(2, "1B 12E 12G 12I 10G 10I")
        .turn(1)
        .purchasing()
        .build();
    let view = table.view(Viewer::Seat(p(0)));
    for other in [1, 2] {
        assert_eq!(view["players"][other]["cash"], Value::Null);
        assert_eq!(view["players"][other]["shares"], Value::Null);
    }
    assert_eq!(view["players"][0]["cash"], 6000);
    assert_eq!(view["chains"][1]["bank"], 24);
    let events = table.ok(1, buy(&["tower", "tower"]));
    let purchase = events
        .iter()
        .find(|e| matches!(e, E::SharesPurchased { .. }))
        .unwrap();
    let seen = Acquire::event_view(&table.state, purchase, Viewer::Seat(p(0))).unwrap();
    assert!(matches!(seen, AcquireEventView::Redacted(_)));
    assert_eq!(
        serde_json::to_value(&seen).unwrap(),
        json!({"type": "shares_purchased", "player": 1, "count": 2})
    );
    let own = Acquire::event_view(&table.state, purchase, Viewer::Seat(p(1))).unwrap();
    assert!(matches!(own, AcquireEventView::Full(_)));
    assert_eq!(table.view(Viewer::Seat(p(0)))["chains"][1]["bank"], 22);

    let events = table.ok(2, json!({"type": "place_tile", "tile": "1B"}));
    assert!(
        has_event!(events, E::DefunctHoldingsRevealed { chain: Tower, holdings } if holdings == &vec![
            Holding { player: p(0), count: 1 }, Holding { player: p(1), count: 2 }, Holding { player: p(2), count: 0 },
        ])
    );
    assert_eq!(
        payouts(&events, Tower),
        vec![(0, "minority".into(), 2500), (1, "majority".into(), 5000)]
    );
    for e in &events {
        assert!(matches!(
            Acquire::event_view(&table.state, e, Viewer::Seat(p(2))),
            Some(AcquireEventView::Full(_))
        ));
    }
    table.ok(0, json!({"type": "dispose_shares", "sell": 0, "trade": 0}));
    table.ok(1, json!({"type": "dispose_shares", "sell": 0, "trade": 0}));
    table.ok(2, json!({"type": "declare_game_end"}));
    table.ok(2, buy(&[]));
    let view = table.view(Viewer::Seat(p(0)));
    assert_eq!(view["state"]["kind"], "game_over");
    for seat in 0..3 {
        assert!(view["players"][seat]["cash"].is_u64());
        assert!(view["players"][seat]["shares"].is_object());
    }
    let seen = Acquire::event_view(&table.state, purchase, Viewer::Seat(p(0))).unwrap();
    assert!(
        matches!(seen, AcquireEventView::Full(_)),
        "everything is revealed at game over"
    );
}
