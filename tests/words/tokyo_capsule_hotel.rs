//! The words of tokyo_capsule_hotel: sentences said exactly, and narrations that say no secret.

use std::collections::{BTreeMap, BTreeSet};

use hotel_games::engine::words::Message;
use hotel_games::engine::{Game, Seat, Viewer};
use hotel_games::games::REGISTRY;
use hotel_games::games::tokyo_capsule_hotel::command::{Promise, TradeItem, Transfer};
use hotel_games::games::tokyo_capsule_hotel::config::Colour;
use hotel_games::games::tokyo_capsule_hotel::event::{EndReason, Score};
use hotel_games::games::tokyo_capsule_hotel::{TokyoCapsuleHotel, TokyoCapsuleHotelEvent as E};
use hotel_games::i18n::{self, Language};

fn named(seat: Seat) -> String {
    ["Ann", "Bob", "Cat", "Dan", "Eve"][seat.index()].to_string()
}

fn said(event: &E) -> [String; 3] {
    let message: Message = TokyoCapsuleHotel::narrate(event);
    Language::ALL.map(|language| {
        i18n::say_all(language, &message, &named)
            .unwrap_or_else(|errors| panic!("{event:?} in {language}: {errors:?}"))
    })
}

fn assert_said(event: E, en: &str, ja: &str, zh: &str) {
    assert_eq!(Language::ALL, [Language::En, Language::Ja, Language::ZhTw]);
    assert_eq!(said(&event), [en, ja, zh].map(str::to_string));
}

#[test]
fn capsules_and_purchases_are_said_exactly() {
    assert_said(
        E::CapsulesBought {
            player_id: Seat(0),
            colour: Colour::Green,
            count: 4,
            price: 2000,
        },
        "Ann bought 4 green capsules for 2,000 yen.",
        "Annが緑のカプセル4個を2,000円で購入しました。",
        "Ann以2,000日圓購買了4個綠膠囊。",
    );
    assert_said(
        E::PurchaseMade {
            player_id: Seat(1),
            kind: "land".to_string(),
            price: 3500,
            paid_yen: 3000,
            paid_coupons: 1,
            spent: 3500,
            limit: 10000,
        },
        "Bob bought a land parcel for 3,500 yen, paying 3,000 yen and 1 coupon (spent this round: 3,500 of 10,000 yen).",
        "Bobが土地区画ボードを3,500円で購入し、3,000円とクーポン1枚で支払いました(このラウンドの支出 3,500円/購入上限 10,000円)。",
        "Bob以3,500日圓購買了地塊板，支付3,000日圓及1張優惠券（本輪支出 3,500／10,000日圓）。",
    );
    assert_said(
        E::LandParcelPlaced {
            area_id: "P2".to_string(),
            board: "L4000".to_string(),
            x: 25,
            y: 16,
            rotation: 90,
            mirror: false,
            cells: vec![[25, 16], [26, 16], [25, 17]],
            owner: Seat(2),
        },
        "Cat laid land board L4000 at (25, 16), turned 90°, as parcel P2 (3 cells).",
        "Catが土地区画ボードL4000を90°回転させて(25, 16)に置き、区画P2(3マス)としました。",
        "Cat將地塊板L4000旋轉90°放在(25, 16)，成為地塊P2（3格）。",
    );
    assert_said(
        E::VendingMachinePlaced {
            id: "V2".to_string(),
            cell: [14, 17],
            area_id: "P3".to_string(),
        },
        "Vending machine V2 was placed at (14, 17) in P3.",
        "自動販売機V2がP3の(14, 17)に置かれました。",
        "自動販賣機V2設置在P3的(14, 17)。",
    );
}

#[test]
fn loans_are_said_exactly() {
    assert_said(
        E::LoanChosen {
            player_id: Seat(2),
            amount: 6000,
        },
        "Cat chose a loan of 6,000 yen.",
        "Catは6,000円のローンを選びました。",
        "Cat選擇了6,000日圓的貸款。",
    );
    assert_said(
        E::LoansRevealed {
            loans: BTreeMap::from([(Seat(0), 4000), (Seat(1), 10000)]),
            coupon_bonus: BTreeMap::from([(Seat(0), 1)]),
        },
        "Loans revealed: Ann 4,000 yen and 1 coupon, Bob 10,000 yen.",
        "ローンが公開されました: Ann 4,000円とクーポン1枚、Bob 10,000円。",
        "貸款公開：Ann 4,000日圓及1張優惠券、Bob 10,000日圓。",
    );
}

#[test]
fn income_and_the_end_are_said_exactly() {
    assert_said(
        E::HotelIncomePaid {
            hotel_id: "H1".to_string(),
            owner: Seat(0),
            colour: Colour::Pink,
            f: 300,
            a: 500,
            g: 200,
            raw: 600,
            paid: 600,
        },
        "Hotel H1 (pink) paid Ann 600 yen: franchise 300 + attraction 500 − graveyards 200.",
        "ホテルH1(ピンク)がAnnに600円を払いました: フランチャイズ収入300 + アトラクション収入500 − 墓地控除200。",
        "旅館H1（粉紅）付給Ann600日圓：加盟收入300 + 景點收入500 − 墓地扣除200。",
    );
    assert_said(
        E::GameEnded {
            reason: EndReason::RoundLimit,
            round: 8,
            scores: vec![
                Score {
                    player_id: Seat(0),
                    yen: 9000,
                    debt: 10400,
                    net: -1400,
                },
                Score {
                    player_id: Seat(1),
                    yen: 15000,
                    debt: 12000,
                    net: 3000,
                },
            ],
            winners: vec![Seat(1)],
        },
        "The game ended after round 8, the last round. Final standings: Bob wins with 3,000 yen net (15,000 yen, debt 12,000 yen), Ann: -1,400 yen net (9,000 yen, debt 10,400 yen).",
        "最終の第8ラウンドが終わり、ゲームが終了しました。最終結果: Bobが勝利、差し引き3,000円(15,000円、借金12,000円)、Ann: 差し引き-1,400円(9,000円、借金10,400円)。",
        "最後的第8輪結束，遊戲結束。最終結果：Bob獲勝：淨額3,000日圓（15,000日圓，債務12,000日圓）、Ann：淨額-1,400日圓（9,000日圓，債務10,400日圓）。",
    );
}

#[test]
fn trades_are_said_exactly_and_promises_only_to_those_who_see_them() {
    let transfers = vec![
        Transfer {
            from: Seat(0),
            to: Seat(1),
            item: TradeItem::Yen { amount: 500 },
        },
        Transfer {
            from: Seat(1),
            to: Seat(0),
            item: TradeItem::Capsules {
                colour: "blue".to_string(),
                count: 2,
            },
        },
    ];
    let executed = |promises| E::TradeExecuted {
        trade_id: "T4".to_string(),
        parties: vec![Seat(0), Seat(1)],
        transfers: transfers.clone(),
        new_area_ids: Vec::new(),
        promises,
    };
    assert_said(
        executed(None),
        "Trade T4 was carried out: Ann gives Bob 500 yen, Bob gives Ann 2 blue capsules.",
        "取引T4が成立しました: AnnからBobへ500円、BobからAnnへ青のカプセル2個。",
        "交易T4完成：Ann給Bob500日圓、Bob給Ann2個藍膠囊。",
    );
    let promise = Promise {
        from: Seat(1),
        to: Seat(0),
        text: "no graveyard next to P2".to_string(),
    };
    assert_said(
        executed(Some(vec![promise])),
        "Trade T4 was carried out: Ann gives Bob 500 yen, Bob gives Ann 2 blue capsules. Promises: Bob to Ann: “no graveyard next to P2”.",
        "取引T4が成立しました: AnnからBobへ500円、BobからAnnへ青のカプセル2個。約束: BobからAnnへ「no graveyard next to P2」。",
        "交易T4完成：Ann給Bob500日圓、Bob給Ann2個藍膠囊。承諾：Bob對Ann：「no graveyard next to P2」。",
    );
}

/// `text` mentions the id `id` (`T1` but not `T12`).
fn mentions(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(at, _)| {
        !text[at + id.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// A loan amount as every language writes it (`6,000`).
fn grouped(amount: i64) -> String {
    let digits = amount.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A secret of one entry: words that only `knowers` may read.
struct Secret {
    knowers: BTreeSet<Seat>,
    words: String,
}

fn knows(secret: &Secret, viewer: Viewer) -> bool {
    match viewer {
        Viewer::Seat(seat) => secret.knowers.contains(&seat),
        Viewer::Spectator | Viewer::Auditor => false,
    }
}

#[test]
fn narrations_say_no_hidden_loan_or_private_trade() {
    let kind = REGISTRY
        .iter()
        .find(|kind| kind.kind() == "tokyo_capsule_hotel")
        .expect("tokyo_capsule_hotel is registered");
    let mut checked = 0;
    let mut told_to_knowers = 0;
    for entries in super::played(*kind) {
        let seats = entries
            .iter()
            .filter_map(|entry| entry.seat)
            .map(|seat| seat.index() + 1)
            .max()
            .unwrap_or(1);
        let mut viewers: Vec<Viewer> = (0..seats as u8).map(|s| Viewer::Seat(Seat(s))).collect();
        viewers.push(Viewer::Spectator);
        let mut state = kind.new_state();
        let mut trade_parties: BTreeMap<String, BTreeSet<Seat>> = BTreeMap::new();
        for entry in &entries {
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
            let events: Vec<E> =
                serde_json::from_value(entry.events.clone()).expect("the events parse");
            let revealed = events
                .iter()
                .any(|event| matches!(event, E::LoansRevealed { .. }));
            let executed: BTreeSet<&str> = events
                .iter()
                .filter_map(|event| match event {
                    E::TradeExecuted { trade_id, .. } => Some(trade_id.as_str()),
                    _ => None,
                })
                .collect();
            let mut secrets = Vec::new();
            for event in &events {
                match event {
                    E::LoanChosen { player_id, amount } if !revealed => secrets.push(Secret {
                        knowers: BTreeSet::from([*player_id]),
                        words: grouped(*amount),
                    }),
                    E::TradeProposed {
                        trade_id, parties, ..
                    } => {
                        trade_parties.insert(trade_id.clone(), parties.iter().copied().collect());
                    }
                    _ => {}
                }
                let pending = match event {
                    E::TradeProposed { trade_id, .. }
                    | E::TradeAccepted { trade_id, .. }
                    | E::TradeRejected { trade_id, .. }
                    | E::TradeWithdrawn { trade_id, .. }
                    | E::TradeExpired { trade_id, .. } => Some(trade_id),
                    _ => None,
                };
                if let Some(trade_id) = pending
                    && !executed.contains(trade_id.as_str())
                {
                    secrets.push(Secret {
                        knowers: trade_parties.get(trade_id).cloned().unwrap_or_default(),
                        words: trade_id.clone(),
                    });
                }
            }
            if secrets.is_empty() {
                continue;
            }
            for viewer in &viewers {
                let narrated = state
                    .narrated_event_views(&entry.events, *viewer)
                    .expect("the events parse");
                let sentences: Vec<String> = narrated
                    .iter()
                    .flat_map(|(_, message)| {
                        Language::ALL.map(|language| i18n::say(language, message, &named))
                    })
                    .collect();
                for secret in &secrets {
                    let heard = sentences.iter().any(|s| mentions(s, &secret.words));
                    if knows(secret, *viewer) {
                        told_to_knowers += usize::from(heard);
                    } else {
                        checked += 1;
                        assert!(
                            !heard,
                            "{viewer:?} may not read `{}`: {sentences:?}",
                            secret.words
                        );
                    }
                }
            }
        }
    }
    println!("{checked} secrets kept, {told_to_knowers} told to those who may know");
    assert!(checked > 0, "the games had secrets to keep");
    assert!(
        told_to_knowers > 0,
        "the secrets are told to those who know them"
    );
}

#[test]
fn commands_are_typed_exactly_in_every_language() {
    let kind = *REGISTRY
        .iter()
        .find(|kind| kind.kind() == "tokyo_capsule_hotel")
        .expect("registered");
    let names = ["Ann", "Bob", "Cat"].map(str::to_string);
    let lines = |command: serde_json::Value| {
        Language::ALL.map(|language| {
            i18n::command_text(kind, language, &command, &names).expect("a command")
        })
    };
    assert_eq!(
        lines(
            serde_json::json!({"type": "purchase", "payment": {"coupons": 1},
            "item": {"kind": "land", "board": "L3500", "x": 12, "y": 5, "rotation": 90,
            "mirror": true}})
        ),
        [
            "buy land L3500 12,5 turn 90 mirror coupons 1",
            "購入 土地 L3500 12,5 回転 90 裏返し クーポン 1",
            "購買 地塊 L3500 12,5 旋轉 90 翻面 優惠券 1",
        ]
    );
    assert_eq!(
        lines(
            serde_json::json!({"type": "purchase", "item": {"kind": "building",
            "building": "coin_laundry", "x": 3, "y": 4, "rotation": 0, "side": null,
            "laundry": {"colour": "green", "count": 2, "layout": "stacked"}}})
        ),
        [
            "buy Coin Laundry 3,4 capsules 2 green stacked",
            "購入 Coin Laundry 3,4 カプセル 2 緑 積み重ね",
            "購買 Coin Laundry 3,4 膠囊 2 綠 堆疊",
        ]
    );
    assert_eq!(
        lines(serde_json::json!({"type": "propose_trade", "promises": [],
            "transfers": [{"from": 0, "to": 1, "item": {"kind": "yen", "amount": 500}},
            {"from": 1, "to": 0, "item": {"kind": "capsules", "colour": "red", "count": 2}}]})),
        [
            "trade Ann to Bob yen 500 Bob to Ann capsules 2 red",
            "取引 Ann へ Bob 円 500 Bob へ Ann カプセル 2 赤",
            "交易 Ann 給 Bob 日圓 500 Bob 給 Ann 膠囊 2 紅",
        ]
    );
    let read = i18n::read_command(
        kind,
        Language::Ja,
        "購入 ホテル 緑 エントランス 17,17 15,17,h 15,18H 階 2 15,17,h cou 1",
        &names,
    );
    assert_eq!(
        read,
        Ok(
            serde_json::json!({"type": "purchase", "payment": {"coupons": 1},
            "item": {"kind": "entrance_hotel", "colour": "green", "entrance": {"x": 17, "y": 17},
            "capsules": [{"floor": 1, "x": 15, "y": 17, "dir": "h"},
            {"floor": 1, "x": 15, "y": 18, "dir": "h"}, {"floor": 2, "x": 15, "y": 17, "dir": "h"}]}})
        )
    );
    let read = i18n::read_command(
        kind,
        Language::ZhTw,
        "交易 ann 給 bo 優惠 2 Bob to Ann area p3",
        &names,
    );
    assert_eq!(
        read,
        Ok(serde_json::json!({"type": "propose_trade", "promises": [],
            "transfers": [{"from": 0, "to": 1, "item": {"kind": "coupons", "count": 2}},
            {"from": 1, "to": 0, "item": {"kind": "area", "area_id": "P3"}}]}))
    );
    let error = i18n::read_command(kind, Language::En, "buy vend 3;4", &names).unwrap_err();
    assert_eq!(
        i18n::explain(Language::En, &error),
        "At word 3 (“3;4”): expected cell x,y."
    );
}

mod rejections {
    use std::collections::BTreeSet;

    use hotel_games::engine::{Game, Seat};
    use hotel_games::games::tokyo_capsule_hotel::command::{LaundryLayout, Side};
    use hotel_games::games::tokyo_capsule_hotel::config::{
        AttractionMode, BuildingType, HeadTimeoutMode,
    };
    use hotel_games::games::tokyo_capsule_hotel::{
        TokyoCapsuleHotel, TokyoCapsuleHotelRejection as R,
    };
    use hotel_games::i18n::{self, Language};
    use serde_json::json;

    use super::named;

    /// One rejection of every kind, with realistic details.
    fn every_rejection() -> Vec<R> {
        vec![
            R::WrongPhase {
                phase: "purchase",
                sub_phase: Some("open"),
                allowed: vec!["join_queue", "propose_trade", "pass"],
            },
            R::LoanAmountInvalid {
                amount: 5000,
                options: vec![4000, 6000, 8000, 10000],
            },
            R::AlreadyInQueue { position: 1 },
            R::NotInQueue {},
            R::HasOpenNegotiation {
                trade_ids: vec!["T3".to_string(), "T5".to_string()],
            },
            R::SpendingLimitReached {
                spent: 10000,
                limit: 10000,
            },
            R::NotAllowedInMode {
                mode: HeadTimeoutMode::Automatic,
            },
            R::NoHead {},
            R::CannotWarnSelf {},
            R::NotAtHead {
                head: Some(Seat(2)),
            },
            R::CouponsNotAllowed { coupons: 1 },
            R::NotEnoughCoupons {
                coupons: 3,
                held: 1,
            },
            R::TooManyCoupons {
                coupons: 3,
                price: 1000,
            },
            R::InsufficientFunds {
                required: 3500,
                yen: 2000,
            },
            R::SupplyExhausted {
                piece: "vending_machine".to_string(),
            },
            R::ColourUnavailable {
                colour: "green".to_string(),
                reason: "bought",
            },
            R::PinkCountInvalid {
                count: 4,
                available: 2,
            },
            R::NotEnoughCapsules {
                colour: "blue".to_string(),
                required: 4,
                held: 2,
            },
            R::CapsuleCountInvalid { count: 3 },
            R::LaundryLayoutInvalid {
                building: BuildingType::CoinLaundry,
                layout: LaundryLayout::Stacked,
                count: 1,
            },
            R::SideRequired {
                building: BuildingType::Park,
                mode: AttractionMode::BuyerChooses,
            },
            R::SideNotAllowed {
                building: BuildingType::SweetsBuffet,
                side: Some(Side::A),
                mode: AttractionMode::BuyerChooses,
                locked_side: Some(Side::B),
            },
            R::UnknownLandBoard {
                board: "L9999".to_string(),
            },
            R::BadOrientation {
                field: "rotation",
                value: json!(45),
                allowed: vec![json!(0), json!(90), json!(180), json!(270)],
            },
            R::OutOfBounds { cell: [40, 3] },
            R::LandOverlap {
                cell: [12, 7],
                area_id: "P2".to_string(),
            },
            R::LandNotAdjacent {},
            R::NotOwnLand {
                cell: [14, 17],
                owner: Some(Seat(1)),
            },
            R::SpansMultipleAreas {
                areas: vec!["P3".to_string(), "D1".to_string()],
            },
            R::CellOccupied {
                cell: [14, 17],
                structure_id: "V2".to_string(),
            },
            R::GapViolation {
                cell: [15, 17],
                conflicts_with: "H1".to_string(),
            },
            R::GraveyardLimit {
                parcel_id: "P4".to_string(),
                graveyards: 5,
            },
            R::GoldenRule {
                area_id: "P3".to_string(),
                hotels: 2,
                vending_machines: 1,
                graveyards: 0,
            },
            R::FloorSequenceInvalid { floors: vec![1, 3] },
            R::HotelSelfOverlap { cell: [15, 18] },
            R::CapsuleNotSupported {
                index: 2,
                cell: [16, 17],
            },
            R::GroundNotConnected {},
            R::EntranceNotTouching { entrance: [20, 20] },
            R::TooManyFloors {
                floors: 3,
                ground_capsules: 2,
            },
            R::NegotiationClosed {},
            R::NotFree { status: "queued" },
            R::TooManyOpenProposals { limit: 3 },
            R::InvalidParties {
                reason: "transfer_to_self",
                index: 0,
            },
            R::UnknownParty { player_id: Seat(4) },
            R::SelfTrade {},
            R::PartyPassed { player_id: Seat(1) },
            R::EmptyContribution { player_id: Seat(2) },
            R::BadAmount {
                field: "amount",
                index: 1,
            },
            R::AmountOutOfRange {
                field: "count",
                index: 2,
            },
            R::ItemNotOwned {
                player_id: Seat(1),
                item: "yen".to_string(),
                required: 3000,
                held: 1500,
            },
            R::TradeLandConflict {
                area_id: "P2".to_string(),
            },
            R::SubdivisionOutsideParent { cell: [9, 9] },
            R::SubdivisionNotConnected {},
            R::SubdivisionWholeArea {
                area_id: "P2".to_string(),
            },
            R::SubdivisionSplitsStructure {
                structure_id: "B1".to_string(),
            },
            R::SubdivisionGoldenRule {
                area_id: "D1".to_string(),
                hotels: 1,
                vending_machines: 0,
                graveyards: 0,
            },
            R::TradeNotFound {
                trade_id: "T9".to_string(),
            },
            R::NotAddressee {
                trade_id: "T2".to_string(),
            },
            R::NotProposer {
                trade_id: "T2".to_string(),
            },
            R::TradeAlreadyAnswered {
                trade_id: "T2".to_string(),
            },
            R::TradeNoLongerValid {
                trade_id: "T4".to_string(),
                reason: "item_not_owned",
                details: json!({"player_id": 1, "item": "coupons", "required": 2, "held": 0}),
            },
            R::TimeoutNotApplicable {
                timer: "head".to_string(),
                reason: "not_head",
            },
        ]
    }

    /// More forms of some rejections: each branch of their sentences.
    fn other_forms() -> Vec<R> {
        vec![
            R::WrongPhase {
                phase: "game_over",
                sub_phase: None,
                allowed: vec![],
            },
            R::WrongPhase {
                phase: "purchase",
                sub_phase: Some("wind_down"),
                allowed: vec!["accept_trade", "reject_trade", "withdraw_trade", "pass"],
            },
            R::WrongPhase {
                phase: "loan",
                sub_phase: Some("selection"),
                allowed: vec!["choose_loan"],
            },
            R::NotAtHead { head: None },
            R::NotAllowedInMode {
                mode: HeadTimeoutMode::OnWarning,
            },
            R::SupplyExhausted {
                piece: "entrance".to_string(),
            },
            R::SupplyExhausted {
                piece: "sumo_dohyo".to_string(),
            },
            R::ColourUnavailable {
                colour: "gold".to_string(),
                reason: "unknown",
            },
            R::ColourUnavailable {
                colour: "pink".to_string(),
                reason: "pink",
            },
            R::PinkCountInvalid {
                count: 1,
                available: 0,
            },
            R::CapsuleCountInvalid { count: 0 },
            R::LaundryLayoutInvalid {
                building: BuildingType::Park,
                layout: LaundryLayout::Flat,
                count: 2,
            },
            R::SideNotAllowed {
                building: BuildingType::CoinLaundry,
                side: Some(Side::B),
                mode: AttractionMode::BuyerChooses,
                locked_side: None,
            },
            R::SideNotAllowed {
                building: BuildingType::Arcade,
                side: Some(Side::A),
                mode: AttractionMode::Off,
                locked_side: None,
            },
            R::SideNotAllowed {
                building: BuildingType::Arcade,
                side: Some(Side::A),
                mode: AttractionMode::AllB,
                locked_side: None,
            },
            R::BadOrientation {
                field: "mirror",
                value: json!(true),
                allowed: vec![json!(false)],
            },
            R::BadOrientation {
                field: "dir",
                value: json!("v"),
                allowed: vec![json!("h")],
            },
            R::NotOwnLand {
                cell: [2, 2],
                owner: None,
            },
            R::NotFree { status: "passed" },
            R::InvalidParties {
                reason: "promise_to_self",
                index: 0,
            },
            R::BadAmount {
                field: "text",
                index: 0,
            },
            R::BadAmount {
                field: "rects",
                index: 0,
            },
            R::ItemNotOwned {
                player_id: Seat(0),
                item: "red".to_string(),
                required: 3,
                held: 1,
            },
            R::ItemNotOwned {
                player_id: Seat(0),
                item: "P5".to_string(),
                required: 1,
                held: 0,
            },
            R::TradeNoLongerValid {
                trade_id: "T4".to_string(),
                reason: "golden_rule",
                details: json!({"area_id": "P3", "hotels": 2, "vending_machines": 1, "graveyards": 0}),
            },
            R::TradeNoLongerValid {
                trade_id: "T6".to_string(),
                reason: "bad_amount",
                details: json!({"field": "amount", "index": 0}),
            },
            R::TimeoutNotApplicable {
                timer: "winddown".to_string(),
                reason: "wrong_phase",
            },
        ]
    }

    fn said(rejection: &R) -> [String; 3] {
        let message = TokyoCapsuleHotel::explain(rejection);
        Language::ALL.map(|language| {
            i18n::say_all(language, &message, &named)
                .unwrap_or_else(|errors| panic!("{rejection:?} in {language}: {errors:?}"))
        })
    }

    #[test]
    fn every_rejection_is_said_in_every_language() {
        assert_eq!(Language::ALL, [Language::En, Language::Ja, Language::ZhTw]);
        let mut built = BTreeSet::new();
        for rejection in every_rejection().iter().chain(&other_forms()) {
            let code = serde_json::to_value(rejection).expect("a rejection serializes")["code"]
                .as_str()
                .expect("a code")
                .to_string();
            let [en, ja, zh] = said(rejection);
            println!("{code}\n  {en}\n  {ja}\n  {zh}");
            built.insert(code);
            for text in [&en, &ja, &zh] {
                assert!(
                    !text.trim().is_empty() && !text.contains('{'),
                    "{rejection:?}: `{text}`"
                );
            }
            assert_ne!(ja, en, "{rejection:?} in Japanese");
            assert_ne!(zh, en, "{rejection:?} in Chinese");
            assert!(
                !en.ends_with('.'),
                "{rejection:?}: `{en}` ends with a period"
            );
        }
        let codes = crate::rejection_codes::<R>();
        assert!(codes.len() > 50, "the schema lists the codes: {codes:?}");
        assert_eq!(
            built, codes,
            "every rejection code has a sentence in this test"
        );
        assert_eq!(
            every_rejection().len(),
            codes.len(),
            "one of each, in order"
        );
    }

    fn assert_said(rejection: R, en: &str, ja: &str, zh: &str) {
        assert_eq!(said(&rejection), [en, ja, zh].map(str::to_string));
    }

    #[test]
    fn rejections_are_said_exactly() {
        assert_said(
            R::NotEnoughCapsules {
                colour: "blue".to_string(),
                required: 4,
                held: 2,
            },
            "you need 4 blue capsules but have 2 in your supply",
            "青のカプセルが4個必要ですが、プレイヤーエリアには2個しかありません",
            "需要4個藍膠囊，但你的個人供應區只有2個",
        );
        assert_said(
            R::GoldenRule {
                area_id: "P3".to_string(),
                hotels: 2,
                vending_machines: 1,
                graveyards: 0,
            },
            "the golden rule: land area P3 would hold 2 hotels but only 1 vending machine and 0 graveyards",
            "ホテル配置の黄金律に反します: 土地エリアP3のホテルが2軒になるのに、自動販売機は1台、墓地は0個しかありません",
            "違反黃金法則：土地區域P3會有2間旅館，但只有1台自動販賣機和0個墓地",
        );
        assert_said(
            R::WrongPhase {
                phase: "loan",
                sub_phase: Some("selection"),
                allowed: vec!["choose_loan"],
            },
            "that command is not accepted in the loan phase; you may now: choose a loan",
            "ローンフェイズ中はそのコマンドを送れません(今送れるコマンド: ローンを選ぶ)",
            "貸款階段中不能送出這個指令（現在可以：選擇貸款）",
        );
        assert_said(
            R::TradeNoLongerValid {
                trade_id: "T4".to_string(),
                reason: "item_not_owned",
                details: json!({"player_id": 1, "item": "coupons", "required": 2, "held": 0}),
            },
            "yours was the last acceptance, but trade T4 no longer holds (Bob would give 2 coupons but holds 0), so it stays pending",
            "あなたが最後の合意でしたが、取引T4はもう成り立たないため(Bobはクーポン2枚を渡すことになっていますが、0枚しか持っていません)、保留のままです",
            "你是最後一位接受者，但交易T4已不再成立（Bob要給出2張優惠券，但只有0張），因此仍待處理",
        );
    }
}
