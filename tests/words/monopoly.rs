//! The words of monopoly: sentences said exactly, and narrations that say no secret.

use std::collections::{BTreeMap, BTreeSet};

use hotel_games::engine::words::Message;
use hotel_games::engine::{Game, Seat, Viewer};
use hotel_games::games::REGISTRY;
use hotel_games::games::monopoly::config::{JailPayTurns, TradeWindow};
use hotel_games::games::monopoly::event::{
    Deck, DicePurpose, Direction, EndReason, MoveVia, PurchaseVia, Standing, Timer,
};
use hotel_games::games::monopoly::state::{
    BuildingType, LevelStep, Supply, Trade, TradeSide, TradeStatus,
};
use hotel_games::games::monopoly::{Monopoly, MonopolyEvent as E, MonopolyRejection};
use hotel_games::i18n::{self, Language};

use super::{name, played};

/// The event said in English, Japanese and Traditional Chinese.
fn said(event: &E) -> [String; 3] {
    let message = <Monopoly as Game>::narrate(event);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &name)
            .unwrap_or_else(|errors| panic!("{event:?} in {language}: {errors:?}"))
    })
}

fn assert_said(event: E, en: &str, ja: &str, zh: &str) {
    assert_eq!(said(&event), [en, ja, zh].map(String::from), "{event:?}");
}

#[test]
fn a_doubles_roll() {
    assert_said(
        E::DiceRolled {
            player: Seat(0),
            d1: 3,
            d2: 3,
            purpose: DicePurpose::Move,
            doubles_count: 1,
        },
        "player1 rolls doubles: 3 and 3 (6).",
        "player1がサイコロを振り、ゾロ目の3と3（合計6）が出ました。",
        "player1 擲出相同點數：3 和 3（共 6 點）。",
    );
}

#[test]
fn a_move_to_jail_just_visiting_and_past_go() {
    assert_said(
        E::TokenMoved {
            player: Seat(2),
            from: 4,
            to: 10,
            via: MoveVia::Dice,
            direction: Direction::Forward,
            passed_go: false,
        },
        "player3 moves to Jail (Just Visiting).",
        "player3のコマが刑務所（見学中）に進みました。",
        "player3 的棋子前進到 監獄（探監）。",
    );
    assert_said(
        E::TokenMoved {
            player: Seat(0),
            from: 36,
            to: 5,
            via: MoveVia::Card,
            direction: Direction::Forward,
            passed_go: true,
        },
        "The card sends player1 past Go to Reading Railroad.",
        "カードによりplayer1のコマがGOを通過してReading Railroadに進みました。",
        "卡片讓 player1 的棋子經過起點，前進到 Reading Railroad。",
    );
}

#[test]
fn a_chance_card_is_named_by_its_text() {
    assert_said(
        E::CardDrawn {
            player: Seat(0),
            deck: Deck::Chance,
            card_id: "CH07".into(),
        },
        "player1 draws Chance: “Bank pays you a dividend of $50”.",
        "player1がチャンスカードを引きました：「銀行から配当金$50を受け取る」。",
        "player1 抽到機會卡：「銀行發給你股利 $50」。",
    );
}

#[test]
fn rent_on_a_hotel_with_grouped_digits() {
    assert_said(
        E::RentCharged {
            payer: Seat(1),
            owner: Seat(0),
            square: 39,
            amount: 2000,
            basis: "hotel".into(),
        },
        "player2 owes player1 $2,000 rent for Boardwalk (a hotel).",
        "player2はBoardwalkのレンタル料$2,000（ホテル）をplayer1に支払います。",
        "player2 需為 Boardwalk 付給 player1 租金 $2,000（旅館）。",
    );
    assert_said(
        E::RentCharged {
            payer: Seat(1),
            owner: Seat(0),
            square: 12,
            amount: 28,
            basis: "utility_x4_dice_7".into(),
        },
        "player2 owes player1 $28 rent for Electric Company (4 × the dice total of 7).",
        "player2は電力会社のレンタル料$28（出た目の合計7の4倍）をplayer1に支払います。",
        "player2 需為 電力公司 付給 player1 租金 $28（骰子點數 7 的 4 倍）。",
    );
}

#[test]
fn an_auction_purchase() {
    assert_said(
        E::PropertyPurchased {
            player: Seat(1),
            square: 3,
            price: 45,
            via: PurchaseVia::Auction,
            mortgaged: false,
        },
        "player2 buys Baltic Avenue at auction for $45.",
        "player2が競売でBaltic Avenueを$45で買いました。",
        "player2 在拍賣中以 $45 買下 Baltic Avenue。",
    );
}

#[test]
fn building_houses() {
    assert_said(
        E::BuildingsBought {
            player: Seat(0),
            group: "dark_blue".into(),
            steps: vec![
                LevelStep {
                    square: 37,
                    from: 0,
                    to: 1,
                },
                LevelStep {
                    square: 39,
                    from: 0,
                    to: 1,
                },
                LevelStep {
                    square: 39,
                    from: 1,
                    to: 2,
                },
            ],
            paid: 600,
            bank: Supply {
                houses: 29,
                hotels: 12,
            },
        },
        "player1 builds on the dark blue streets for $600: Park Place with 1 house and Boardwalk with 2 houses.",
        "player1がダークブルーの土地に建設しました（建設費$600）：Park Place（家1軒）とBoardwalk（家2軒）。",
        "player1 在深藍色地產蓋房子，付出 $600：Park Place（1 間房子）和Boardwalk（2 間房子）。",
    );
}

#[test]
fn a_trade_offer_lists_what_each_side_gives() {
    let trade = Trade {
        trade_id: "t1".into(),
        proposer: Seat(0),
        recipient: Seat(1),
        give: TradeSide {
            cash: 100,
            squares: vec![1, 3],
            jail_cards: vec![],
        },
        take: TradeSide {
            cash: 0,
            squares: vec![39],
            jail_cards: vec!["CC05".into()],
        },
        proposer_mortgage_choices: BTreeMap::new(),
        counter_to: None,
        expires_at: None,
        rescue: false,
        status: TradeStatus::Open,
        void_reason: None,
        snapshot: vec![],
    };
    assert_said(
        E::TradeProposed { trade },
        "player1 offers player2 $100, Mediterranean Avenue and Baltic Avenue for Boardwalk and a Get Out of Jail Free card (trade t1).",
        "player1がplayer2に交渉を持ちかけました：現金$100、Mediterranean AvenueとBaltic AvenueとBoardwalkと「刑務所から釈放」のカードの交換（交渉t1）。",
        "player1 向 player2 提議交易：以現金 $100、Mediterranean Avenue和Baltic Avenue換Boardwalk和一張免費出獄卡（交易 t1）。",
    );
}

#[test]
fn the_end_at_the_round_limit_with_standings() {
    assert_said(
        E::GameEnded {
            reason: EndReason::RoundLimit,
            winner: Some(Seat(1)),
            standings: vec![
                Standing {
                    player: Seat(1),
                    net_worth: 2500,
                    cash: 700,
                },
                Standing {
                    player: Seat(0),
                    net_worth: 1800,
                    cash: 300,
                },
            ],
            ranks: vec![2, 1],
        },
        "The game ends at the round limit: player2 wins. Net worths: player2 ($2,500) and player1 ($1,800).",
        "ラウンドの上限でゲーム終了：player2の勝ちです。資産：player2（資産$2,500）とplayer1（資産$1,800）。",
        "遊戲因輪數上限結束：player2 獲勝。總資產：player2（總資產 $2,500）和player1（總資產 $1,800）。",
    );
}

/// The card ids whose text a message names (its card terms), by the narration of a draw.
fn card_terms() -> BTreeMap<&'static str, BTreeSet<String>> {
    let mut terms: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
    for deck in ["CH", "CC"] {
        for number in 1..=16 {
            let card_id = format!("{deck}{number:02}");
            let message = <Monopoly as Game>::narrate(&E::CardDrawn {
                player: Seat(0),
                deck: Deck::of(&card_id),
                card_id: card_id.clone(),
            });
            for id in message.ids().into_iter().filter(|id| id.contains("-card-")) {
                if id != "monopoly-card-drawn" && id != "monopoly-card-drawn-unnamed" {
                    terms.entry(id).or_default().insert(card_id.clone());
                }
            }
        }
    }
    terms
}

fn is_event(event: &serde_json::Value, kind: &str) -> bool {
    event["type"].as_str() == Some(kind)
}

/// While the game runs, no player or spectator hears of a card before it is drawn: the deck
/// order stays unsaid (the auditor, who may see it, hears it, which shows the check bites).
#[test]
fn no_narration_names_an_undrawn_card() {
    let kind = REGISTRY
        .iter()
        .find(|kind| kind.kind() == "monopoly")
        .expect("monopoly is registered");
    let terms = card_terms();
    assert!(terms.len() > 20, "the cards are named: {terms:?}");
    let mut checked = 0;
    let mut auditor_heard_order = false;
    for entries in played(*kind) {
        let mut state = kind.new_state();
        let mut drawn: BTreeSet<String> = BTreeSet::new();
        let mut over = false;
        for entry in &entries {
            let events = entry.events.as_array().cloned().unwrap_or_default();
            for event in &events {
                if is_event(event, "card_drawn") {
                    drawn.insert(event["card_id"].as_str().unwrap_or_default().to_string());
                }
                over |= is_event(event, "game_ended") || is_event(event, "deck_order_revealed");
            }
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
            if over {
                break;
            }
            let seats = (0..3).map(|s| Viewer::Seat(Seat(s)));
            for viewer in seats.chain([Viewer::Spectator, Viewer::Auditor]) {
                let narrated = state
                    .narrated_event_views(&entry.events, viewer)
                    .expect("the events parse");
                for (_, message) in narrated {
                    let undrawn = undrawn_cards(&message, &terms, &drawn);
                    if viewer == Viewer::Auditor {
                        auditor_heard_order |= !undrawn.is_empty();
                        continue;
                    }
                    checked += 1;
                    assert!(
                        undrawn.is_empty(),
                        "{viewer:?} hears of undrawn cards {undrawn:?}: {}",
                        i18n::say(Language::En, &message, &name)
                    );
                    let english = i18n::say(Language::En, &message, &name);
                    assert!(
                        !english.contains("shuffled:") && !english.contains("into this order"),
                        "{viewer:?} hears a deck order: {english}"
                    );
                }
            }
        }
    }
    assert!(checked > 100, "the games were narrated");
    assert!(auditor_heard_order, "the auditor hears the deck order");
}

/// The cards a message names that have not been drawn yet.
fn undrawn_cards(
    message: &Message,
    terms: &BTreeMap<&'static str, BTreeSet<String>>,
    drawn: &BTreeSet<String>,
) -> Vec<&'static str> {
    message
        .ids()
        .into_iter()
        .filter(|id| {
            terms
                .get(id)
                .is_some_and(|cards| cards.iter().all(|card| !drawn.contains(card)))
        })
        .collect()
}

#[test]
fn text_commands_in_three_languages() {
    let kind = *REGISTRY
        .iter()
        .find(|kind| kind.kind() == "monopoly")
        .expect("monopoly is registered");
    let names: Vec<String> = ["alice", "bob", "carol"].map(String::from).to_vec();
    let lines = |command: serde_json::Value| {
        [Language::En, Language::Ja, Language::ZhTw].map(|language| {
            i18n::command_text(kind, language, &command, &names).expect("a monopoly command")
        })
    };
    assert_eq!(
        lines(serde_json::json!({"type": "bid", "auction_id": "a7", "amount": 120})),
        ["bid 120 a7", "提示 120 a7", "出價 120 a7"]
    );
    assert_eq!(
        lines(serde_json::json!({"type": "mortgage", "square": 28})),
        ["mortgage Water Works", "抵当 水道会社", "抵押 自來水公司"]
    );
    assert_eq!(
        lines(serde_json::json!({
            "type": "propose_trade",
            "to": 1,
            "give": {"cash": 200, "squares": [39]},
            "take": {"squares": [37]},
        })),
        [
            "offer bob give 200 Boardwalk take Park Place",
            "交渉 bob 渡す 200 Boardwalk もらう Park Place",
            "提議 bob 給 200 Boardwalk 換 Park Place",
        ]
    );
    let read = i18n::read_command(kind, Language::Ja, "建てる オレ st j 2", &names);
    assert_eq!(
        read,
        Ok(serde_json::json!({"type": "build", "group": "orange", "target": {"16": 2}}))
    );
    let read = i18n::read_command(kind, Language::ZhTw, "提議 car 給 $150 換 penn r", &names);
    assert_eq!(
        read.map(|command| command["take"]["squares"].clone()),
        Ok(serde_json::json!([15]))
    );
    let error = i18n::read_command(kind, Language::En, "bid 120", &names).unwrap_err();
    assert_eq!(
        i18n::explain(Language::En, &error),
        "The command ended too early: expected auction."
    );
}

/// A rejection said in English, Japanese and Traditional Chinese.
fn explained(rejection: &MonopolyRejection) -> [String; 3] {
    let message = <Monopoly as Game>::explain(rejection);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &name)
            .unwrap_or_else(|errors| panic!("{rejection:?} in {language}: {errors:?}"))
    })
}

fn assert_explained(rejection: MonopolyRejection, en: &str, ja: &str, zh: &str) {
    assert_eq!(
        explained(&rejection),
        [en, ja, zh].map(String::from),
        "{rejection:?}"
    );
}

/// One rejection of every kind, with the details a real refusal would carry.
fn every_rejection() -> Vec<MonopolyRejection> {
    use MonopolyRejection as R;
    vec![
        R::NotYourTurn,
        R::OptionDisabled {
            option: "income_tax".into(),
        },
        R::MustRollAgain { doubles_count: 1 },
        R::WrongPhase {
            phase: "auction".into(),
            allowed: vec!["propose_trade".into(), "resign".into()],
        },
        R::NotYourDecision {
            phase: "auction".into(),
            seats: vec![Seat(1)],
        },
        R::NotInJail,
        R::FineNotAllowedThisTurn {
            jail_attempts: 2,
            jail_pay_turns: JailPayTurns::FirstTwo,
        },
        R::InsufficientFunds {
            player: None,
            required: 50,
            cash: 30,
        },
        R::NoJailCard,
        R::CardNotHeld {
            card_id: "CC05".into(),
        },
        R::SquareMismatch {
            square: 37,
            offered: 39,
        },
        R::AuctionNotFound {
            auction_id: "a7".into(),
        },
        R::BidNotMultipleOfStep {
            amount: 125,
            step: 10,
        },
        R::BidTooLow {
            amount: 100,
            minimum: 130,
        },
        R::UnknownGroup {
            group: "railroad".into(),
        },
        R::SquareNotInGroup {
            square: "21".into(),
            group: "orange".into(),
        },
        R::NotMonopoly {
            group: "dark_blue".into(),
        },
        R::GroupHasMortgage {
            group: "orange".into(),
            mortgaged: vec![16, 18],
        },
        R::LevelOutOfRange {
            square: 39,
            level: 6,
        },
        R::LevelDecrease {
            square: 39,
            current: 3,
            target: 2,
        },
        R::LevelIncrease {
            square: 39,
            current: 1,
            target: 2,
        },
        R::NoChange {
            group: "red".into(),
        },
        R::UnevenBuild {
            levels: vec![3, 1, 2],
        },
        R::UnevenSell { levels: vec![5, 3] },
        R::InsufficientHouses { needed: 3, bank: 1 },
        R::InsufficientHotels { needed: 2, bank: 0 },
        R::HotelBreakdownNeedsBankHouses { draw: 2 },
        R::NotOwnable { square: 7 },
        R::NotOwner {
            square: Some(28),
            group: None,
            item: None,
            giver: None,
        },
        R::AlreadyMortgaged { square: 5 },
        R::NotMortgaged { square: 12 },
        R::GroupHasBuildings {
            square: Some(16),
            group: "orange".into(),
        },
        R::UnknownPlayer { player: Seat(6) },
        R::SelfTrade,
        R::CounterpartyBankrupt { player: Seat(2) },
        R::NegativeCash {
            side: "give".into(),
        },
        R::DuplicateItem { item: "39".into() },
        R::EmptySide {
            side: "take".into(),
        },
        R::CashOnlyTrade,
        R::MissingMortgageChoice {
            squares: vec![37, 39],
        },
        R::TooManyOpenTrades { limit: 3 },
        R::TradeNotFound {
            trade_id: "t12".into(),
        },
        R::TradeNotOpen {
            trade_id: "t12".into(),
            status: TradeStatus::Executed,
        },
        R::NoRescueInProgress,
        R::NotTheDebtor { debtor: Seat(2) },
        R::CreditorCannotRescue,
        R::RescueMustGiveCashOnly,
        R::NotTradeRecipient {
            trade_id: "t12".into(),
        },
        R::NotTradeProposer {
            trade_id: "t12".into(),
        },
        R::TradeStale {
            trade_id: "t12".into(),
        },
        R::TradeWindowClosed {
            phase: "auction".into(),
            trade_window: TradeWindow::StablePhases,
        },
        R::ShortageNotFound {
            shortage_id: "s3".into(),
        },
        R::NotEligible {
            eligible: vec![Seat(0), Seat(2)],
        },
        R::AlreadyAnswered,
        R::ClaimWrongType {
            contested: vec![BuildingType::Hotel],
        },
        R::NotInDebt,
        R::CanPayByLiquidation {
            liquidation_value: 1340,
            total: 1200,
        },
        R::RescueAvailable {
            offers: vec!["t4".into(), "t6".into()],
        },
        R::UnknownSquare {
            square: "11".into(),
        },
        R::TimeoutNotApplicable {
            timer: Timer::Auction,
            phase: "awaiting_roll".into(),
        },
    ]
}

#[test]
fn every_rejection_is_said_in_every_language() {
    let rejections = every_rejection();
    let mut built = BTreeSet::new();
    for rejection in &rejections {
        let code = serde_json::to_value(rejection).expect("a rejection serializes")["code"]
            .as_str()
            .expect("a code")
            .to_string();
        built.insert(code);
        let [en, ja, zh] = explained(rejection);
        assert_ne!(ja, en, "{rejection:?} is not said in Japanese");
        assert_ne!(zh, en, "{rejection:?} is not said in Chinese");
        assert!(!en.ends_with('.'), "{rejection:?}: {en}");
    }
    let codes = crate::rejection_codes::<MonopolyRejection>();
    assert!(!codes.is_empty(), "no codes in the schema");
    assert_eq!(
        built, codes,
        "every rejection of the schema has one value here, and no other"
    );
}

#[test]
fn a_bid_too_low_says_the_minimum() {
    assert_explained(
        MonopolyRejection::BidTooLow {
            amount: 100,
            minimum: 1130,
        },
        "a bid of $100 is too low: bid at least $1,130",
        "$100では低すぎます。$1,130以上の値段を提示してください",
        "出價 $100 太低，至少要出價 $1,130",
    );
}

#[test]
fn building_unevenly_names_the_levels() {
    assert_explained(
        MonopolyRejection::UnevenBuild {
            levels: vec![3, 1, 5],
        },
        "the streets of the group would have 3 houses, 1 house and a hotel: build evenly, with at most one house of difference",
        "カラーグループの土地が家3軒、家1軒とホテルになります。差が家1軒以内になるよう平均して建ててください",
        "同色地產會變成 3 間房子、1 間房子和一間旅館：必須平均蓋房子，相差不能超過一間",
    );
    assert_explained(
        MonopolyRejection::InsufficientHotels { needed: 2, bank: 0 },
        "the request needs 2 hotels but the bank has none",
        "ホテルが2つ必要ですが、銀行にはもうありません",
        "需要 2 間旅館，但銀行已經沒有旅館了",
    );
}

#[test]
fn a_command_in_the_wrong_phase_says_what_may_be_sent() {
    assert_explained(
        MonopolyRejection::NotYourDecision {
            phase: "auction".into(),
            seats: vec![Seat(1)],
        },
        "during an auction, only player2 may send this command",
        "競売中にこのコマンドを送れるのはplayer2だけです",
        "拍賣中只有 player2 可以送出這個指令",
    );
    assert_explained(
        MonopolyRejection::GroupHasMortgage {
            group: "orange".into(),
            mortgaged: vec![16, 18],
        },
        "St. James Place and Tennessee Avenue of the orange group are mortgaged: nothing can be built on the group",
        "オレンジのSt. James PlaceとTennessee Avenueが抵当に入っているので、このカラーグループには建設できません",
        "橘色地產中的 St. James Place和Tennessee Avenue 已抵押，這組地產不能建造",
    );
}
