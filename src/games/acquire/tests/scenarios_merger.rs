//! A-09 … … A-33: mergers, bonuses and disposals.

use serde_json::json;

use super::*;
use crate::games::acquire::config::{BonusRounding, MergerDisposalOrder};
use crate::games::acquire::event::{AcquireEvent as E, ChoiceBy, MergingChain};
use crate::games::acquire::{legal, rules};
use crate::has_event;

fn dispose(sell: u32, trade: u32) -> Value {
    json!({"type": "dispose_shares", "sell": sell, "trade": trade})
}

/// A two-chain merger: the survivor on row A from 1A, the defunct chain on row C from 1C;
/// p0 holds the merging tile 1B.
fn two_chain(
    seats: usize,
    survivor: Chain,
    survivor_size: u8,
    defunct: Chain,
    defunct_size: u8,
) -> Given {
    given(seats)
        .chain(survivor, &format!("1A-{survivor_size}A"))
        .chain(defunct, &format!("1C-{defunct_size}C"))
        .hand(0, "1B 12E 12G 12I 10G 10I")
}

fn a09_table() -> Table {
    a09_given().build()
}

fn a09_given() -> Given {
    given(4)
        .chain(Continental, "1A-6A")
        .chain(Worldwide, "8A-10A")
        .hand(0, "7A 12E 12G 12I 10G 10I")
        .shares(1, Worldwide, 5)
        .shares(2, Worldwide, 3)
        .shares(0, Worldwide, 1)
        .shares(3, Continental, 4)
        .cash(0, 3000)
        .cash(1, 2000)
        .cash(2, 1000)
        .cash(3, 4000)
}

#[test]
fn a09_two_chain_merger_complete() {
    let mut table = a09_table();
    assert_eq!((table.bank(Worldwide), table.bank(Continental)), (16, 21));
    let events = table.ok(0, json!({"type": "place_tile", "tile": "7A"}));
    assert!(
        has_event!(events, E::MergerStarted { chains, .. } if chains == &vec![
            MergingChain { chain: Continental, size0: 6, price0: 800 },
            MergingChain { chain: Worldwide, size0: 3, price0: 300 },
        ])
    );
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Continental,
            by: ChoiceBy::Rule
        }
    ));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Worldwide,
            size: 3,
            price: 300,
            by: ChoiceBy::Rule
        }
    ));
    assert_eq!(
        payouts(&events, Worldwide),
        vec![(1, "majority".into(), 3000), (2, "minority".into(), 1500)]
    );
    assert_eq!(table.state.merger().unwrap().queue, vec![p(0), p(1), p(2)]);
    assert_eq!(table.awaited(), vec![p(0)]);

    table.ok(0, dispose(1, 0));
    assert_eq!(table.cash(0), 3300);
    table.ok(1, dispose(0, 4));
    assert_eq!(
        (
            table.held(1, Continental),
            table.held(1, Worldwide),
            table.cash(1)
        ),
        (2, 1, 5000)
    );

    // The view at p2's disposal (the example of §7.4).
    let view = table.view(Viewer::Seat(p(2)));
    assert_eq!(view["state"]["kind"], "awaiting_disposal");
    assert_eq!(view["state"]["actor"], 2);
    assert_eq!(view["merger"]["survivor"], "continental");
    assert_eq!(view["merger"]["current_defunct"], "worldwide");
    assert_eq!(view["merger"]["queue"], json!([2]));
    assert_eq!(view["board"]["7A"], "pending");
    assert_eq!(
        view["legal_commands"][0],
        json!({"type": "dispose_shares", "defunct": "worldwide", "survivor": "continental", "held": 3,
               "max_sell": 3, "max_trade": 2, "sale_price": 300})
    );

    let events = table.ok(2, dispose(3, 0));
    assert_eq!(table.cash(2), 3400);
    assert!(has_event!(
        events,
        E::MergerCompleted {
            survivor: Continental,
            size: 10,
            ..
        }
    ));
    assert_eq!(table.chain_tiles(Continental), tiles("1A-10A"));
    assert_eq!(table.price(Continental), 800);
    assert!(!table.state.on_board(Worldwide));
    assert_eq!((table.bank(Worldwide), table.bank(Continental)), (24, 19));
    assert_eq!(table.phase(), "awaiting_purchase");

    table.ok(
        0,
        json!({"type": "buy_shares", "chains": ["continental", "continental", "continental"]}),
    );
    assert_eq!((table.cash(0), table.bank(Continental)), (900, 16));
}

#[test]
fn a10_the_merging_tile_is_not_counted_for_the_defunct_price() {
    let mut table = given(3)
        .chain(Festival, "1A-10A")
        .chain(Tower, "12A-12E")
        .shares(1, Tower, 3)
        .shares(2, Tower, 1)
        .hand(0, "11A 1I 3I 5I 7I 9I")
        .build();
    let events = table.ok(0, json!({"type": "place_tile", "tile": "11A"}));
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Festival,
            by: ChoiceBy::Rule
        }
    ));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Tower,
            size: 5,
            price: 700,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Tower),
        vec![(1, "majority".into(), 7000), (2, "minority".into(), 3500)]
    );
    let events = table.ok(1, dispose(3, 0));
    assert!(has_event!(
        events,
        E::SharesDisposed {
            sale_price: 700,
            sale_total: 2100,
            ..
        }
    ));
    table.ok(2, dispose(0, 0));
    assert_eq!((table.size(Festival), table.price(Festival)), (16, 800));
    assert!(rules::is_safe(&table.state, Festival));
}

#[test]
fn a11_a_ten_tile_chain_is_not_safe_although_the_merging_tile_touches_it() {
    let mut table = given(3)
        .chain(Worldwide, "1A-11A")
        .chain(Festival, "1C-10C")
        .shares(1, Festival, 2)
        .shares(2, Festival, 1)
        .hand(0, "1B 1I 3I 5I 7I 9I")
        .build();
    assert_eq!(
        rules::classify(&table.state, t("1B")).class,
        crate::games::acquire::event::TileClass::Merge
    );
    let events = table.ok(0, json!({"type": "place_tile", "tile": "1B"}));
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Worldwide,
            by: ChoiceBy::Rule
        }
    ));
    assert_eq!(
        payouts(&events, Festival),
        vec![(1, "majority".into(), 7000), (2, "minority".into(), 3500)]
    );
    table.ok(1, dispose(0, 0));
    table.ok(2, dispose(0, 0));
    assert_eq!((table.size(Worldwide), table.price(Worldwide)), (22, 800));
}

#[test]
fn a12_tie_for_survivor_the_mergemaker_chooses() {
    let mut table = given(3)
        .chain(Worldwide, "1E-3E")
        .chain(Imperial, "5E-7E")
        .shares(1, Worldwide, 2)
        .shares(2, Worldwide, 1)
        .shares(0, Imperial, 2)
        .hand(0, "4E 1I 3I 5I 7I 9I")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "4E"}));
    assert_eq!(table.phase(), "awaiting_survivor_choice");
    assert_eq!(
        rules::survivor_candidates(&table.state),
        vec![Worldwide, Imperial]
    );
    let refused = table.refused(0, json!({"type": "choose_survivor", "chain": "festival"}));
    assert_eq!(refused.code, "not_a_survivor_candidate");
    assert_eq!(
        refused.details["candidates"],
        json!(["worldwide", "imperial"])
    );

    let mut other = table.clone();
    let events = table.ok(0, json!({"type": "choose_survivor", "chain": "imperial"}));
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Imperial,
            by: ChoiceBy::Player
        }
    ));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Worldwide,
            size: 3,
            price: 300,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Worldwide),
        vec![(1, "majority".into(), 3000), (2, "minority".into(), 1500)]
    );
    table.ok(1, dispose(0, 0));
    table.ok(2, dispose(0, 0));
    assert_eq!((table.size(Imperial), table.price(Imperial)), (7, 700));

    let events = other.ok(0, json!({"type": "choose_survivor", "chain": "worldwide"}));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Imperial,
            size: 3,
            price: 400,
            ..
        }
    ));
    assert_eq!(payouts(&events, Imperial), vec![(0, "sole".into(), 6000)]);
    other.ok(0, dispose(0, 0));
    assert_eq!((other.size(Worldwide), other.price(Worldwide)), (7, 600));
}

#[test]
fn a13_three_way_merger_distinct_sizes_largest_defunct_first() {
    let mut table = given(3)
        .chain(Tower, "6F-6I 7I 8I 9I")
        .chain(Sackson, "1E-5E")
        .chain(Imperial, "6C 6D")
        .shares(1, Sackson, 4)
        .shares(2, Sackson, 2)
        .shares(2, Imperial, 3)
        .shares(0, Imperial, 1)
        .cash(0, 2000)
        .cash(1, 1000)
        .cash(2, 500)
        .hand(0, "6E 1I 3I 12A 12C 11G")
        .build();
    let events = table.ok(0, json!({"type": "place_tile", "tile": "6E"}));
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Tower,
            by: ChoiceBy::Rule
        }
    ));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Sackson,
            price: 500,
            by: ChoiceBy::Rule,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Sackson),
        vec![(1, "majority".into(), 5000), (2, "minority".into(), 2500)]
    );
    assert_eq!(table.state.merger().unwrap().queue, vec![p(1), p(2)]);
    table.ok(1, dispose(4, 0));
    let events = table.ok(2, dispose(0, 2));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Imperial,
            price: 300,
            by: ChoiceBy::Rule,
            ..
        }
    ));
    // Payouts are listed in turn order from the mergemaker (§6.4).
    assert_eq!(
        payouts(&events, Imperial),
        vec![(0, "minority".into(), 1500), (2, "majority".into(), 3000)]
    );
    assert_eq!(table.state.merger().unwrap().queue, vec![p(0), p(2)]);
    table.ok(0, dispose(0, 0));
    let events = table.ok(2, dispose(3, 0));
    assert!(has_event!(
        events,
        E::MergerCompleted {
            survivor: Tower,
            size: 15,
            ..
        }
    ));
    assert_eq!((table.size(Tower), table.price(Tower)), (15, 900));
    assert!(rules::is_safe(&table.state, Tower));
    assert_eq!(
        (table.cash(0), table.cash(1), table.cash(2)),
        (3500, 8000, 6900)
    );
    assert_eq!(table.held(2, Tower), 1);
    assert_eq!(table.held(0, Imperial), 1);
}

#[test]
fn a14_three_way_merger_with_equal_size_defunct_chains() {
    let mut table = given(3)
        .chain(American, "6F-6I 7I 8I 9I 10I")
        .chain(Festival, "6A-6D")
        .chain(Sackson, "2E-5E")
        .shares(1, Festival, 3)
        .shares(2, Festival, 1)
        .shares(0, Sackson, 2)
        .shares(2, Sackson, 2)
        .hand(0, "6E 1I 3I 12A 12C 11G")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "6E"}));
    assert_eq!(table.phase(), "awaiting_defunct_choice");
    assert_eq!(table.awaited(), vec![p(0)]);
    assert!(has_event!(
        table.log,
        E::SurvivorChosen {
            chain: American,
            by: ChoiceBy::Rule
        }
    ));
    let refused = table.refused(
        0,
        json!({"type": "choose_next_defunct", "chain": "american"}),
    );
    assert_eq!(refused.code, "not_a_defunct_candidate");
    assert_eq!(
        refused.details["candidates"],
        json!(["sackson", "festival"])
    );
    let events = table.ok(
        0,
        json!({"type": "choose_next_defunct", "chain": "festival"}),
    );
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Festival,
            price: 500,
            by: ChoiceBy::Player,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Festival),
        vec![(1, "majority".into(), 5000), (2, "minority".into(), 2500)]
    );
    assert_eq!(table.state.merger().unwrap().queue, vec![p(1), p(2)]);
    table.ok(1, dispose(0, 0));
    let events = table.ok(2, dispose(0, 0));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Sackson,
            price: 400,
            by: ChoiceBy::Rule,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Sackson),
        vec![
            (0, "majority_tie".into(), 3000),
            (2, "majority_tie".into(), 3000)
        ]
    );
    assert_eq!(table.state.merger().unwrap().queue, vec![p(0), p(2)]);
    table.ok(0, dispose(0, 0));
    table.ok(2, dispose(0, 0));
    assert_eq!((table.size(American), table.price(American)), (17, 800));
}

#[test]
fn a15_four_way_merger_all_of_size_two_classic_edition() {
    let mut table = given(4)
        .config(|c| c.edition = crate::games::acquire::config::Edition::Classic)
        .chain(Luxor, "5C 5D")
        .chain(Tower, "3E 4E")
        .chain(Continental, "6E 7E")
        .chain(Imperial, "5F 5G")
        .shares(0, Luxor, 4)
        .shares(3, Luxor, 1)
        .shares(1, Tower, 4)
        .shares(3, Tower, 1)
        .shares(2, Continental, 4)
        .shares(3, Continental, 1)
        .shares(3, Imperial, 1)
        .hand(0, "5E 1I 3I 12A 12C 11G")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "5E"}));
    assert_eq!(
        rules::survivor_candidates(&table.state),
        vec![Luxor, Tower, Continental, Imperial]
    );
    table.ok(0, json!({"type": "choose_survivor", "chain": "imperial"}));
    assert_eq!(
        rules::defunct_candidates(&table.state),
        vec![Luxor, Tower, Continental]
    );
    let events = table.ok(
        0,
        json!({"type": "choose_next_defunct", "chain": "continental"}),
    );
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Continental,
            price: 400,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Continental),
        vec![(2, "majority".into(), 4000), (3, "minority".into(), 2000)]
    );
    table.ok(2, dispose(0, 0));
    table.ok(3, dispose(0, 0));
    assert_eq!(rules::defunct_candidates(&table.state), vec![Luxor, Tower]);
    let events = table.ok(0, json!({"type": "choose_next_defunct", "chain": "luxor"}));
    assert_eq!(
        payouts(&events, Luxor),
        vec![(0, "majority".into(), 2000), (3, "minority".into(), 1000)]
    );
    table.ok(0, dispose(0, 0));
    let events = table.ok(3, dispose(0, 0));
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Tower,
            price: 200,
            by: ChoiceBy::Rule,
            ..
        }
    ));
    assert_eq!(
        payouts(&events, Tower),
        vec![(1, "majority".into(), 2000), (3, "minority".into(), 1000)]
    );
    table.ok(1, dispose(0, 0));
    table.ok(3, dispose(0, 0));
    assert_eq!((table.size(Imperial), table.price(Imperial)), (9, 800));
}

#[test]
fn a16_safe_chain_absorbs_and_a_majority_tie_pays_the_pooled_bonus() {
    let mut table = given(4)
        .chain(Tower, "1A-12A")
        .chain(Sackson, "1C-10C")
        .shares(1, Sackson, 4)
        .shares(2, Sackson, 4)
        .shares(3, Sackson, 1)
        .hand(0, "1B 1I 3I 5I 7I 9I")
        .build();
    let events = table.ok(0, json!({"type": "place_tile", "tile": "1B"}));
    assert!(has_event!(
        events,
        E::SurvivorChosen {
            chain: Tower,
            by: ChoiceBy::Rule
        }
    ));
    assert_eq!(
        payouts(&events, Sackson),
        vec![
            (1, "majority_tie".into(), 4500),
            (2, "majority_tie".into(), 4500)
        ]
    );
    for seat in [1, 2, 3] {
        table.ok(seat, dispose(0, 0));
    }
    assert_eq!((table.size(Tower), table.price(Tower)), (23, 1000));
}

/// Places 1B of [`two_chain`] and returns the merger's events.
fn merge(table: &mut Table) -> Vec<AcquireEvent> {
    table.ok(0, json!({"type": "place_tile", "tile": "1B"}))
}

#[test]
fn a23_sole_holder() {
    let mut table = two_chain(3, Tower, 6, Sackson, 4)
        .shares(2, Sackson, 3)
        .build();
    let events = merge(&mut table);
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Sackson,
            size: 4,
            price: 400,
            ..
        }
    ));
    assert_eq!(payouts(&events, Sackson), vec![(2, "sole".into(), 6000)]);
    assert_eq!(table.cash(2), 12000);
}

#[test]
fn a24_majority_tie_between_two_with_rounding() {
    for (rounding, each) in [
        (BonusRounding::Up, 3800),
        (BonusRounding::Down, 3700),
        (BonusRounding::Nearest, 3800),
    ] {
        let mut table = two_chain(3, Continental, 5, Tower, 3)
            .config(|c| c.bonus_rounding = rounding)
            .shares(0, Tower, 2)
            .shares(1, Tower, 2)
            .shares(2, Tower, 1)
            .build();
        let events = merge(&mut table);
        assert!(has_event!(
            events,
            E::DefunctChainSelected {
                chain: Tower,
                price: 500,
                ..
            }
        ));
        assert_eq!(
            payouts(&events, Tower),
            vec![
                (0, "majority_tie".into(), each),
                (1, "majority_tie".into(), each)
            ]
        );
        assert_eq!(table.cash(2), 6000);
    }
}

#[test]
fn a25_majority_tie_among_four() {
    for (rounding, each) in [
        (BonusRounding::Up, 2300),
        (BonusRounding::Down, 2200),
        (BonusRounding::Nearest, 2300),
    ] {
        let mut given =
            two_chain(4, Tower, 10, Worldwide, 8).config(|c| c.bonus_rounding = rounding);
        for seat in 0..4 {
            given = given.shares(seat, Worldwide, 2);
        }
        let mut table = given.build();
        let events = merge(&mut table);
        assert!(has_event!(
            events,
            E::DefunctChainSelected {
                chain: Worldwide,
                price: 600,
                ..
            }
        ));
        let expected: Vec<_> = (0..4)
            .map(|s| (s, "majority_tie".to_string(), each))
            .collect();
        assert_eq!(payouts(&events, Worldwide), expected);
    }
}

#[test]
fn a26_minority_tie_between_two() {
    for rounding in [
        BonusRounding::Up,
        BonusRounding::Down,
        BonusRounding::Nearest,
    ] {
        let mut table = two_chain(3, Tower, 5, Imperial, 3)
            .config(|c| c.bonus_rounding = rounding)
            .shares(0, Imperial, 5)
            .shares(1, Imperial, 2)
            .shares(2, Imperial, 2)
            .build();
        let events = merge(&mut table);
        assert!(has_event!(
            events,
            E::DefunctChainSelected {
                chain: Imperial,
                price: 400,
                ..
            }
        ));
        assert_eq!(
            payouts(&events, Imperial),
            vec![
                (0, "majority".into(), 4000),
                (1, "minority_tie".into(), 1000),
                (2, "minority_tie".into(), 1000)
            ]
        );
    }
}

#[test]
fn a27_minority_tie_among_three() {
    for (rounding, each) in [
        (BonusRounding::Up, 400),
        (BonusRounding::Down, 300),
        (BonusRounding::Nearest, 300),
    ] {
        let mut table = two_chain(4, Tower, 5, Sackson, 2)
            .config(|c| c.bonus_rounding = rounding)
            .shares(0, Sackson, 4)
            .shares(1, Sackson, 1)
            .shares(2, Sackson, 1)
            .shares(3, Sackson, 1)
            .build();
        let events = merge(&mut table);
        assert!(has_event!(
            events,
            E::DefunctChainSelected {
                chain: Sackson,
                price: 200,
                ..
            }
        ));
        assert_eq!(
            payouts(&events, Sackson),
            vec![
                (0, "majority".into(), 2000),
                (1, "minority_tie".into(), each),
                (2, "minority_tie".into(), each),
                (3, "minority_tie".into(), each)
            ]
        );
    }
}

#[test]
fn a28_majority_tie_among_three_exact() {
    for rounding in [
        BonusRounding::Up,
        BonusRounding::Down,
        BonusRounding::Nearest,
    ] {
        let mut table = two_chain(3, Tower, 8, American, 6)
            .config(|c| c.bonus_rounding = rounding)
            .shares(0, American, 3)
            .shares(1, American, 3)
            .shares(2, American, 3)
            .build();
        let events = merge(&mut table);
        assert!(has_event!(
            events,
            E::DefunctChainSelected {
                chain: American,
                price: 700,
                ..
            }
        ));
        let expected: Vec<_> = (0..3)
            .map(|s| (s, "majority_tie".to_string(), 3500))
            .collect();
        assert_eq!(payouts(&events, American), expected);
    }
}

#[test]
fn a29_trades_limited_by_the_survivor_bank() {
    let mut table = two_chain(3, Continental, 7, Tower, 5)
        .shares(2, Continental, 24)
        .shares(1, Tower, 6)
        .build();
    let events = merge(&mut table);
    assert!(has_event!(
        events,
        E::DefunctChainSelected {
            chain: Tower,
            price: 700,
            ..
        }
    ));
    assert_eq!(table.awaited(), vec![p(1)]);
    assert_eq!(table.bank(Continental), 1);
    let refused = table.refused(1, dispose(0, 4));
    assert_eq!(refused.code, "trade_exceeds_bank");
    assert_eq!(
        refused.details,
        json!({"survivor": "continental", "requested": 2, "bank": 1})
    );
    let cash = table.cash(1);
    let events = table.ok(1, dispose(4, 2));
    assert!(has_event!(
        events,
        E::SharesDisposed {
            sold: 4,
            traded: 2,
            received: 1,
            kept: 0,
            sale_total: 2800,
            ..
        }
    ));
    assert_eq!(
        (table.held(1, Continental), table.bank(Continental)),
        (1, 0)
    );
    assert_eq!(table.cash(1), cash + 2800);
    assert_eq!(table.held(1, Tower), 0);
}

#[test]
fn a30_invalid_disposals() {
    let mut table = two_chain(3, Continental, 7, Tower, 5)
        .shares(2, Continental, 15)
        .shares(1, Tower, 3)
        .build();
    merge(&mut table);
    assert_eq!(table.bank(Continental), 10);
    assert_eq!(table.code(1, dispose(0, 3)), "trade_odd");
    let refused = table.refused(1, dispose(2, 2));
    assert_eq!(refused.code, "disposal_exceeds_holding");
    assert_eq!(
        refused.details,
        json!({"defunct": "tower", "sell": 2, "trade": 2, "held": 3})
    );
    assert_eq!(
        table.code(1, json!({"type": "dispose_shares", "sell": -1, "trade": 0})),
        "invalid_request"
    );
    let events = table.ok(1, dispose(0, 0));
    assert!(has_event!(events, E::SharesDisposed { kept: 3, .. }));
    assert_eq!(table.held(1, Tower), 3);
}

#[test]
fn a31_disposal_order_wraps_around_the_table() {
    let mut table = two_chain(5, Continental, 7, Tower, 5)
        .hand(3, "1B 12E 12G 12I 10G 10I")
        .hand(0, "1I 3I 5I 7I 9I 11I")
        .turn(3)
        .shares(0, Tower, 2)
        .shares(1, Tower, 1)
        .shares(4, Tower, 3)
        .build();
    table.ok(3, json!({"type": "place_tile", "tile": "1B"}));
    assert_eq!(table.state.merger().unwrap().queue, vec![p(4), p(0), p(1)]);
    assert_eq!(table.awaited(), vec![p(4)]);
    assert_eq!(table.code(0, dispose(0, 0)), "not_your_turn");
    table.ok(4, dispose(0, 0));
    table.ok(0, dispose(0, 0));
    table.ok(1, dispose(0, 0));
    assert_eq!(table.awaited(), vec![p(3)]);
}

#[test]
fn a32_earlier_trades_exhaust_the_bank_for_later_players() {
    let mut table = two_chain(3, Continental, 7, Tower, 5)
        .shares(2, Continental, 22)
        .shares(0, Tower, 6)
        .shares(1, Tower, 4)
        .build();
    merge(&mut table);
    assert_eq!(table.bank(Continental), 3);
    assert_eq!(table.state.merger().unwrap().queue, vec![p(0), p(1)]);
    table.ok(0, dispose(0, 6));
    assert_eq!(
        (table.held(0, Continental), table.bank(Continental)),
        (3, 0)
    );
    assert_eq!(table.code(1, dispose(0, 2)), "trade_exceeds_bank");
    let legal = legal::legal_commands(&table.state, p(1));
    assert!(
        legal
            .iter()
            .all(|c| !matches!(c, AcquireCommand::DisposeShares { trade, .. } if *trade > 0))
    );
    table.ok(1, dispose(2, 0));
}

#[test]
fn a33_kept_shares_come_back_to_life() {
    let mut table = a09_given()
        .hand(1, "11I 11G 9G 9I 7I 3G")
        .hand(2, "5G 1I 3I 8G 10E 8E")
        .loose("5H")
        .build();
    table.ok(0, json!({"type": "place_tile", "tile": "7A"}));
    table.ok(0, dispose(1, 0));
    table.ok(1, dispose(0, 4));
    table.ok(2, dispose(3, 0));
    table.ok(0, json!({"type": "buy_shares", "chains": []}));
    assert_eq!((table.held(1, Worldwide), table.bank(Worldwide)), (1, 24));
    table.ok(1, json!({"type": "place_tile", "tile": "11I"}));
    table.ok(1, json!({"type": "buy_shares", "chains": []}));
    table.ok(2, json!({"type": "place_tile", "tile": "5G"}));
    let events = table.ok(2, json!({"type": "choose_chain", "chain": "worldwide"}));
    assert!(has_event!(
        events,
        E::ChainFounded {
            chain: Worldwide,
            founder_share: true,
            ..
        }
    ));
    assert_eq!(table.bank(Worldwide), 23);
    assert_eq!((table.held(1, Worldwide), table.held(2, Worldwide)), (1, 1));
    let price = table.price(Worldwide);
    let bonus = rules::bonuses(&table.state, Worldwide, price, &[p(0), p(1), p(2), p(3)]);
    let roles: Vec<_> = bonus.iter().map(|b| (b.player, b.role, b.amount)).collect();
    use crate::games::acquire::event::BonusRole::MajorityTie;
    assert_eq!(
        roles,
        vec![(p(1), MajorityTie, 1500), (p(2), MajorityTie, 1500)]
    );
}

/// Tower (7 tiles) absorbs Sackson (5) and Imperial (2) on 6E; the Tower bank has only 2
/// shares left. p0, the mergemaker, holds 4 Imperial; p1 holds 4 Sackson; p2 one of each.
fn short_survivor_bank(order: MergerDisposalOrder) -> Table {
    let mut table = given(3)
        .config(|c| c.merger_disposal_order = order)
        .chain(Tower, "6F-6I 7I 8I 9I")
        .chain(Sackson, "1E-5E")
        .chain(Imperial, "6C 6D")
        .shares(0, Imperial, 4)
        .shares(1, Sackson, 4)
        .shares(2, Sackson, 1)
        .shares(2, Imperial, 1)
        .shares(2, Tower, 23)
        .hand(0, "6E 1I 3I 12A 12C 11G")
        .build();
    let events = table.ok(0, json!({"type": "place_tile", "tile": "6E"}));
    assert_eq!(
        payouts(&events, Sackson),
        vec![(1, "majority".into(), 5000), (2, "minority".into(), 2500)]
    );
    table
}

#[test]
fn chain_by_chain_disposal_lets_the_larger_defunct_chain_trade_first() {
    let mut table = short_survivor_bank(MergerDisposalOrder::ChainByChain);
    let merger = table.state.merger().unwrap();
    assert_eq!(merger.disposals, vec![(p(1), Sackson), (p(2), Sackson)]);
    table.ok(1, dispose(0, 4));
    table.ok(2, dispose(1, 0));
    // Imperial's bonuses are paid only now, then its holders dispose of it.
    assert_eq!(table.bank(Tower), 0);
    assert_eq!(table.code(0, dispose(0, 4)), "trade_exceeds_bank");
    table.ok(0, dispose(4, 0));
    table.ok(2, dispose(1, 0));
    assert_eq!((table.held(0, Tower), table.held(1, Tower)), (0, 2));
}

#[test]
fn all_bonuses_then_players_disposal_lets_the_mergemaker_trade_first() {
    let mut table = short_survivor_bank(MergerDisposalOrder::AllBonusesThenPlayers);
    let events = table.log.clone();
    assert_eq!(
        payouts(&events, Imperial),
        vec![(0, "majority".into(), 3000), (2, "minority".into(), 1500)]
    );
    let merger = table.state.merger().unwrap();
    assert_eq!(
        merger.disposals,
        vec![
            (p(0), Imperial),
            (p(1), Sackson),
            (p(2), Sackson),
            (p(2), Imperial)
        ]
    );
    assert_eq!(
        (merger.current, merger.queue.clone()),
        (Some(Imperial), vec![p(0), p(2)])
    );
    table.ok(0, dispose(0, 4));
    assert_eq!(table.code(1, dispose(0, 4)), "trade_exceeds_bank");
    table.ok(1, dispose(4, 0));
    table.ok(2, dispose(1, 0));
    assert_eq!(table.state.merger().unwrap().current, Some(Imperial));
    let events = table.ok(2, dispose(0, 0));
    assert!(has_event!(
        events,
        E::MergerCompleted {
            survivor: Tower,
            ..
        }
    ));
    assert_eq!((table.held(0, Tower), table.held(1, Tower)), (2, 0));
    assert_eq!(table.held(2, Imperial), 1);
}
