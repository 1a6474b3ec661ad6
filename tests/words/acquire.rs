//! The words of acquire: sentences said exactly, and narrations that say no secret.

use std::collections::BTreeSet;

use serde_json::Value;

use hotel_games::engine::{Game, Seat, Viewer};
use hotel_games::games::REGISTRY;
use hotel_games::games::acquire::config::Edition;
use hotel_games::games::acquire::event::{
    BonusRole, DrawReason, EndReason, MergingChain, Payout, Purchase, RedactedEvent, Standing,
    TileClass,
};
use hotel_games::games::acquire::{
    Acquire, AcquireEvent, AcquireEventView, AcquireRejection, Chain, Power, PurchasePower, Tile,
};
use hotel_games::i18n::{self, Language};

fn named(seat: Seat) -> String {
    ["alice", "bob", "carol", "dave"][seat.index()].to_string()
}

fn tile(name: &str) -> Tile {
    Tile::parse(name).expect("a tile name")
}

/// The event view said in English, Japanese and Traditional Chinese.
fn said(view: AcquireEventView) -> [String; 3] {
    let message = Acquire::narrate(&view);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &named)
            .unwrap_or_else(|errors| panic!("{language}: {errors:?}"))
    })
}

fn full(event: AcquireEvent) -> [String; 3] {
    said(AcquireEventView::Full(event))
}

#[test]
fn a_placed_tile_and_a_merger_are_said() {
    assert_eq!(
        full(AcquireEvent::TilePlaced {
            player: Seat(0),
            tile: tile("10D"),
            class: TileClass::Merge,
        }),
        [
            "alice placed 10D, setting off a merger.",
            "alice が 10D にホテルを置き、ホテルチェーンの合併が発生します。",
            "alice 放置版塊 10D，進行酒店合併。",
        ]
    );
    assert_eq!(
        full(AcquireEvent::MergerStarted {
            mergemaker: Seat(0),
            tile: tile("10D"),
            chains: vec![
                MergingChain {
                    chain: Chain::Continental,
                    size0: 9,
                    price0: 800,
                },
                MergingChain {
                    chain: Chain::Festival,
                    size0: 4,
                    price0: 500,
                },
            ],
        }),
        [
            "alice's 10D merges Continental (9 hotels), Festival (4 hotels).",
            "alice の 10D で合併：コンチネンタル（ホテル9個）、フェスティバル（ホテル4個）。",
            "alice 的版塊 10D 引發合併：洲際酒店（規模 9）、節慶酒店（規模 4）。",
        ]
    );
    assert_eq!(
        full(AcquireEvent::MergerCompleted {
            survivor: Chain::Continental,
            absorbed: vec![Chain::Festival],
            tiles: vec![tile("10D")],
            size: 14,
        }),
        [
            "Continental absorbed Festival and now has 14 hotels.",
            "コンチネンタルがフェスティバルを吸収し、ホテルの数が14個になりました。",
            "洲際酒店併吞了節慶酒店，規模達到 14。",
        ]
    );
}

#[test]
fn bonuses_and_disposals_are_said_per_player() {
    assert_eq!(
        full(AcquireEvent::MergerBonusPaid {
            chain: Chain::Festival,
            price: 500,
            payouts: vec![
                Payout {
                    player: Seat(0),
                    role: BonusRole::Majority,
                    amount: 5000,
                },
                Payout {
                    player: Seat(1),
                    role: BonusRole::Minority,
                    amount: 2500,
                },
            ],
        }),
        [
            "Bonuses for Festival at $500 a share: alice $5,000 (majority), bob $2,500 (minority).",
            "フェスティバル（株券１枚 $500）の配当金：alice（筆頭株主）$5,000、bob（第２株主）$2,500。",
            "節慶酒店的紅利（每張股票 $500）：alice（最大股東）$5,000、bob（第二大股東）$2,500。",
        ]
    );
    assert_eq!(
        full(AcquireEvent::SharesDisposed {
            player: Seat(1),
            defunct: Chain::Festival,
            survivor: Chain::Continental,
            sold: 2,
            sale_price: 500,
            sale_total: 1000,
            traded: 4,
            received: 2,
            kept: 1,
        }),
        [
            "bob's Festival shares: sold 2 at $500 for $1,000, traded 4 for 2 Continental, kept 1.",
            "bob のフェスティバル株券の処分：2枚を１枚 $500 で売却（$1,000）、4枚をコンチネンタルの株券2枚と交換、1枚を保管。",
            "bob 處理節慶酒店的股票：以每張 $500 出售 2 張（得 $1,000）、以 4 張貿易 2 張洲際酒店股票、繼續持有 1 張。",
        ]
    );
}

#[test]
fn draws_are_said_with_the_tile_only_to_the_drawer() {
    assert_eq!(
        full(AcquireEvent::TileDrawn {
            player: Seat(2),
            tile: tile("7C"),
            reason: DrawReason::Refill,
        }),
        [
            "carol drew 7C at the end of their turn.",
            "carol がホテル 7C を引きました（手番の終わりの補充）。",
            "carol 抽了版塊 7C（回合結束補牌）。",
        ]
    );
    assert_eq!(
        said(AcquireEventView::Redacted(RedactedEvent::TileDrawn {
            player: Seat(2),
            reason: DrawReason::Refill,
        })),
        [
            "carol drew a tile at the end of their turn.",
            "carol がホテルを1枚引きました（手番の終わりの補充）。",
            "carol 抽了一塊版塊（回合結束補牌）。",
        ]
    );
}

#[test]
fn purchases_and_the_end_are_said() {
    assert_eq!(
        full(AcquireEvent::SharesPurchased {
            player: Seat(0),
            purchases: vec![
                Purchase {
                    chain: Chain::Tower,
                    count: 2,
                    unit_price: 300,
                },
                Purchase {
                    chain: Chain::Imperial,
                    count: 1,
                    unit_price: 800,
                },
            ],
            total: 1400,
            power: None,
        }),
        [
            "alice bought 2 Tower at $300, 1 Imperial at $800 for $1,400.",
            "alice が株券を購入しました：タワー2枚（１枚 $300）、インペリアル1枚（１枚 $800）、計 $1,400。",
            "alice 購買股票：塔樓酒店 2 張（每張 $300）、帝國酒店 1 張（每張 $800），共 $1,400。",
        ]
    );
    assert_eq!(
        full(AcquireEvent::SharesPurchased {
            player: Seat(0),
            purchases: vec![Purchase {
                chain: Chain::Tower,
                count: 3,
                unit_price: 0,
            }],
            total: 0,
            power: Some(PurchasePower::Free3),
        })[0],
        "alice bought 3 Tower at $0 for $0 with the Free 3 card."
    );
    assert_eq!(
        said(AcquireEventView::Redacted(RedactedEvent::SharesPurchased {
            player: Seat(1),
            count: 0,
        }))[0],
        "bob bought no shares."
    );
    assert_eq!(
        full(AcquireEvent::GameEnded {
            reason: EndReason::Declared,
            declared_by: Some(Seat(1)),
        }),
        [
            "The game is over: bob declared the end. Final scoring follows.",
            "bob の宣言によりゲームが終了しました。資産の清算を行います。",
            "遊戲結束：bob 宣布結束。進行遊戲分數結算。",
        ]
    );
    assert_eq!(
        full(AcquireEvent::FinalStandings {
            standings: vec![
                Standing {
                    player: Seat(1),
                    cash: 12300,
                    rank: 1,
                },
                Standing {
                    player: Seat(0),
                    cash: 9800,
                    rank: 2,
                },
            ],
            winners: vec![Seat(1)],
        }),
        [
            "Final standings: 1. bob $12,300, 2. alice $9,800. bob wins!",
            "最終結果：1位 bob $12,300、2位 alice $9,800。勝者は bob です。",
            "最終排名：第 1 名 bob $12,300、第 2 名 alice $9,800。bob 獲勝！",
        ]
    );
}

/// The tiles a text names: its runs of ASCII letters and digits that are tile names.
fn tiles_named(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| Tile::parse(word).is_some())
        .map(str::to_string)
        .collect()
}

/// Every tile an event names anywhere in it.
fn tiles_in(value: &Value, tiles: &mut BTreeSet<String>) {
    match value {
        Value::String(text) if Tile::parse(text).is_some() => {
            tiles.insert(text.clone());
        }
        Value::Array(items) => items.iter().for_each(|item| tiles_in(item, tiles)),
        Value::Object(fields) => fields.values().for_each(|field| tiles_in(field, tiles)),
        _ => {}
    }
}

/// In self-played games, what a seat reads never names a tile another seat drew, until that
/// tile is shown to everyone (placed, discarded, revealed).
#[test]
fn a_seat_never_reads_a_tile_another_seat_drew() {
    let kind = REGISTRY
        .iter()
        .find(|kind| kind.kind() == "acquire")
        .expect("acquire is registered");
    let mut hidden_draws = 0;
    for entries in super::played(*kind) {
        let seats = entries
            .iter()
            .filter_map(|entry| entry.seat)
            .map(|seat| seat.index() + 1)
            .max()
            .unwrap_or(1);
        let mut state = kind.new_state();
        // Per seat, the tiles other seats hold that it has not seen.
        let mut secret = vec![BTreeSet::<String>::new(); seats];
        for entry in &entries {
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
            let events = entry.events.as_array().cloned().unwrap_or_default();
            for (seat, secret) in secret.iter_mut().enumerate() {
                let seat = Seat(seat as u8);
                let mut narrated = state
                    .narrated_event_views(&entry.events, Viewer::Seat(seat))
                    .expect("the events parse")
                    .into_iter()
                    .peekable();
                for event in &events {
                    let drawn_by_other = event["type"] == "tile_drawn"
                        && event["player"].as_u64() != Some(u64::from(seat.0));
                    if event["type"] != "tile_drawn" && event["type"] != "tile_pool_shuffled" {
                        let mut shown = BTreeSet::new();
                        tiles_in(event, &mut shown);
                        secret.retain(|tile| !shown.contains(tile));
                    }
                    let message = match narrated.peek() {
                        Some((view, _)) if view["type"] == event["type"] => {
                            narrated.next().map(|(_, message)| message)
                        }
                        _ => None,
                    };
                    if let Some(message) = message {
                        for language in Language::ALL {
                            let text = i18n::say(language, &message, &super::name);
                            let named = tiles_named(&text);
                            assert!(
                                named.is_disjoint(secret),
                                "seat {} reads a secret tile in `{text}`",
                                seat.0
                            );
                            if drawn_by_other {
                                assert!(
                                    named.is_empty(),
                                    "seat {} reads another seat's draw: `{text}`",
                                    seat.0
                                );
                            }
                        }
                    }
                    if drawn_by_other {
                        let tile = event["tile"].as_str().expect("a full draw names its tile");
                        secret.insert(tile.to_string());
                        hidden_draws += 1;
                    }
                }
                assert!(narrated.next().is_none(), "every view matches an event");
            }
        }
    }
    assert!(hidden_draws > 100, "{hidden_draws} draws of other seats");
}

#[test]
fn commands_are_typed_in_each_language() {
    let kind = *REGISTRY
        .iter()
        .find(|kind| kind.kind() == "acquire")
        .expect("acquire is registered");
    let names: Vec<String> = ["alice", "bob", "carol"].map(String::from).to_vec();
    let lines = |command: Value| {
        [Language::En, Language::Ja, Language::ZhTw].map(|language| {
            i18n::command_text(kind, language, &command, &names).expect("an acquire command")
        })
    };
    assert_eq!(
        lines(serde_json::json!({"type": "buy_shares", "chains": ["tower", "tower", "imperial"]})),
        [
            "buy 2 Tower 1 Imperial",
            "買う 2 タワー 1 インペリアル",
            "購買 2 塔樓酒店 1 帝國酒店",
        ]
    );
    assert_eq!(
        lines(serde_json::json!({"type": "place_tile", "tile": "7C"})),
        ["play 7C", "置く 7C", "放置 7C"]
    );
    assert_eq!(
        lines(serde_json::json!({"type": "dispose_shares", "sell": 2, "trade": 4})),
        ["sell 2 trade 4", "売却 2 交換 4", "出售 2 貿易 4"]
    );
    assert_eq!(
        lines(serde_json::json!({"type": "use_power", "power": "trade_2",
            "exchanges": [{"give": "sackson", "take": "tower"}]})),
        [
            "use Trade 2 Sackson for Tower",
            "使う 2枚交換 サクソン → タワー",
            "發動 換2張 薩克森酒店 換 塔樓酒店",
        ]
    );
    let read = |language, text| i18n::read_command(kind, language, text, &names);
    let purchase = serde_json::json!({
        "type": "buy_shares", "chains": ["tower", "tower", "imperial"], "power": "buy_5"
    });
    assert_eq!(
        read(Language::En, "b 2 tow imp with buy 5"),
        Ok(purchase.clone())
    );
    assert_eq!(
        read(Language::Ja, "買う 2 タワ インペ 5枚"),
        Ok(purchase.clone())
    );
    assert_eq!(read(Language::ZhTw, "購 2 塔樓 帝國 buy5"), Ok(purchase));
    assert_eq!(
        read(Language::Ja, "置く 7c"),
        Ok(serde_json::json!({"type": "place_tile", "tile": "7C"}))
    );
    let error = read(Language::En, "found towr").expect_err("no chain is towr");
    assert_eq!(error.at, 1);
    assert!(
        i18n::explain(Language::En, &error).starts_with("At word 2 (“towr”): expected “Sackson”"),
        "{}",
        i18n::explain(Language::En, &error)
    );
    let error = read(Language::Ja, "置く 13A").expect_err("13A is no tile");
    assert_eq!(
        i18n::explain(Language::Ja, &error),
        "2 語目（「13A」）：ホテル が必要です。"
    );
}

/// The rejection said in English, Japanese and Traditional Chinese.
fn explained(rejection: &AcquireRejection) -> [String; 3] {
    let message = Acquire::explain(rejection);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &named)
            .unwrap_or_else(|errors| panic!("{rejection:?} in {language}: {errors:?}"))
    })
}

#[test]
fn every_rejection_is_said_in_every_language() {
    use AcquireRejection as R;
    let every = [
        R::InvalidTileName { tile: "07c".into() },
        R::UnknownChain {
            chain: "luxor".into(),
            edition: Edition::Y2008,
        },
        R::PowersDisabled {},
        R::WrongPhase {
            state: "awaiting_purchase",
            allowed: vec!["buy_shares", "declare_game_end", "resign"],
        },
        R::TileNotInHand { tile: tile("7C") },
        R::TilePermanentlyUnplayable {
            tile: tile("6E"),
            safe_chains: vec![Chain::Tower, Chain::Imperial],
        },
        R::TileTemporarilyUnplayable { tile: tile("1I") },
        R::HasPlayableTile {
            tiles: vec![tile("3B"), tile("12I")],
        },
        R::ChainAlreadyOnBoard {
            chain: Chain::Tower,
            candidates: vec![Chain::Sackson, Chain::Worldwide],
        },
        R::NotASurvivorCandidate {
            chain: Chain::Festival,
            candidates: vec![Chain::Continental, Chain::Tower],
        },
        R::NotADefunctCandidate {
            chain: Chain::Continental,
            candidates: vec![Chain::American],
        },
        R::TradeOdd { trade: 3 },
        R::DisposalExceedsHolding {
            defunct: Chain::Festival,
            sell: 3,
            trade: 4,
            held: 5,
        },
        R::TradeExceedsBank {
            survivor: Chain::Continental,
            requested: 3,
            bank: 1,
        },
        R::TooManyShares {
            requested: 4,
            limit: 3,
        },
        R::ChainNotOnBoard {
            chain: Chain::American,
            index: None,
        },
        R::SharesExceedBank {
            chain: Chain::Worldwide,
            requested: 3,
            bank: 2,
        },
        R::InsufficientCash {
            total: 2400,
            cash: 1800,
        },
        R::EndAlreadyDeclared {},
        R::EndConditionNotMet {
            largest_size: 23,
            end_chain_size: 41,
            unsafe_chains: vec![Chain::Sackson, Chain::Festival],
        },
        R::PowerAlreadyUsed { power: Power::Buy5 },
        R::PowerPerTurnLimit {
            power: Power::Free3,
            powers_per_turn: 1,
        },
        R::PowerNotUsableNow {
            power: Power::Take5Tiles,
            state: "awaiting_purchase",
        },
        R::Take5PoolEmpty {},
        R::Trade2TooManyExchanges { count: 4, max: 3 },
        R::Trade2SameChain {
            index: 1,
            chain: Chain::Tower,
        },
        R::Trade2InsufficientHolding {
            index: 0,
            chain: Chain::Imperial,
            held: 1,
        },
        R::Trade2BankShort {
            index: 2,
            chain: Chain::American,
            bank: 0,
        },
    ];
    let mut built = BTreeSet::new();
    for rejection in &every {
        let code = serde_json::to_value(rejection).expect("a rejection serializes")["code"]
            .as_str()
            .expect("a code")
            .to_string();
        let [en, ja, zh] = explained(rejection);
        println!("{code}\n  {en}\n  {ja}\n  {zh}");
        for text in [&en, &ja, &zh] {
            assert!(
                !text.trim().is_empty() && !text.contains('{'),
                "{code}: `{text}`"
            );
        }
        assert_ne!(ja, en, "{code} in Japanese is not English");
        assert_ne!(zh, en, "{code} in Chinese is not English");
        assert!(built.insert(code.clone()), "{code} is listed twice");
    }
    let codes = crate::rejection_codes::<AcquireRejection>();
    assert!(!codes.is_empty(), "the schema lists codes");
    assert_eq!(built, codes, "every rejection is said here");
}

#[test]
fn rejections_are_said_with_their_facts() {
    assert_eq!(
        explained(&AcquireRejection::TileNotInHand { tile: tile("7C") }),
        [
            "the tile 7C is not in your hand",
            "ホテル 7C はあなたの手持ちにありません",
            "版塊 7C 不在你的手中",
        ]
    );
    assert_eq!(
        explained(&AcquireRejection::InsufficientCash {
            total: 2400,
            cash: 1800,
        }),
        [
            "the purchase costs $2,400, but you have only $1,800",
            "この購入には $2,400 かかりますが、所持金は $1,800 しかありません",
            "這次購買需要 $2,400，但你只有 $1,800",
        ]
    );
    assert_eq!(
        explained(&AcquireRejection::NotASurvivorCandidate {
            chain: Chain::Festival,
            candidates: vec![Chain::Continental, Chain::Tower],
        }),
        [
            "Festival cannot survive this merger: choose one of Continental, Tower",
            "フェスティバルはこの合併で吸収する側になれません。コンチネンタル、タワーから選んでください",
            "節慶酒店不能成為這次合併的合併後連鎖酒店：請從洲際酒店、塔樓酒店中選擇",
        ]
    );
}
