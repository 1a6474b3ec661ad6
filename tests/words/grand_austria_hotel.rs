//! The words of grand_austria_hotel: sentences said exactly, and narrations that say no secret.

use hotel_games::engine::simulate::{Player, SimulatedEntry};
use hotel_games::engine::{Game, Seat, Viewer};
use hotel_games::games::find;
use hotel_games::games::grand_austria_hotel::data::{Color, ColorFilter, Discount, Free};
use hotel_games::games::grand_austria_hotel::effect::{Effect, EffectKind, FrameOrder, Source};
use hotel_games::games::grand_austria_hotel::event::{
    Action, Breakdown, CheckResult, GrandAustriaHotelEvent as E, KroneReason, RankingRow,
};
use hotel_games::games::grand_austria_hotel::{GrandAustriaHotel, GrandAustriaHotelRejection};
use hotel_games::i18n::{self, Language};

fn name(seat: Seat) -> String {
    ["Anna", "Bruno", "Clara", "Dora"][seat.index()].to_string()
}

/// The event said in English, Japanese and Traditional Chinese.
fn said(event: &E) -> [String; 3] {
    let message = GrandAustriaHotel::narrate(event);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &name)
            .unwrap_or_else(|errors| panic!("{event:?} in {language}: {errors:?}"))
    })
}

#[test]
fn a_die_taken_is_said_with_its_action_and_strength() {
    let event = E::DieTaken {
        seat: Seat(0),
        space: 6,
        base_strength: 2,
        strength: 2,
        action: Action::Occupy,
        mode: None,
        copied_action: Some(2),
    };
    assert_eq!(
        said(&event),
        [
            "Anna takes a die from space 6 and copies space 2: occupy a room, strength 2.",
            "Anna はスペース6からダイスを1つ取り、スペース2をコピーしました：部屋の占有、強さ2。",
            "Anna 從行動格6拿取骰子並複製行動格2：入住，強度2。",
        ]
    );
}

#[test]
fn rooms_and_staff_are_said_by_floor_and_by_what_the_card_does() {
    let prepared = E::RoomPrepared {
        seat: Seat(1),
        room: 9,
        cost: 0,
        effect_id: "fx-3".into(),
    };
    assert_eq!(
        said(&prepared),
        [
            "Bruno prepares room 9 (floor 2) for free.",
            "Bruno は2階の部屋9を無料で準備しました。",
            "Bruno 免費準備了2樓的房間9。",
        ]
    );
    let occupied = E::RoomOccupied {
        seat: Seat(1),
        room: 16,
        cost: 2,
        effect_id: "fx-31".into(),
    };
    assert_eq!(
        said(&occupied),
        [
            "Bruno occupies room 16 (floor 3) for 2 krone.",
            "Bruno は3階の部屋16を2クローネで占有しました。",
            "Bruno 支付2克朗入住了3樓的房間16。",
        ]
    );
    let hired = E::StaffHired {
        seat: Seat(2),
        slot: 5,
        staff_type: "T5".into(),
        cost: 4,
    };
    assert_eq!(
        said(&hired),
        [
            "Clara hires the staff member of slot 5 for 4 krone: 2 points per occupied blue room.",
            "Clara はスロット5のスタッフを4クローネで雇用しました：占有した青い部屋1つにつき2点。",
            "Clara 支付4克朗僱用第5格的員工：每間已入住的藍色房間得2分。",
        ]
    );
    for text in said(&prepared).iter().chain(&said(&occupied)) {
        assert!(!text.contains("fx-"), "no effect id is said: {text}");
    }
}

#[test]
fn krone_groups_and_effects_are_said() {
    let gained = E::KroneGained {
        seat: Seat(0),
        amount: 3,
        reason: KroneReason::RoomBonus,
        effect_id: Some("fx-7".into()),
    };
    assert_eq!(
        said(&gained),
        [
            "Anna gains 3 krone (room bonus).",
            "Anna は3クローネを得ました（ルームボーナス）。",
            "Anna 獲得3克朗（房間獎勵）。",
        ]
    );
    let group = E::GroupCompleted {
        seat: Seat(0),
        group: "H1-G3".into(),
        color: Color::Red,
        size: 3,
    };
    assert_eq!(
        said(&group),
        [
            "Anna fully occupies a red group of 3 rooms.",
            "Anna は赤の部屋3つのグループを満室にしました。",
            "Anna 讓一個3間房的紅色房間組客滿。",
        ]
    );
    let effect = |id: &str, kind, color, discount, max_rooms| Effect {
        id: id.into(),
        kind,
        color,
        discount,
        max_rooms,
        remaining: max_rooms,
        krone: None,
        emperor: None,
        source: Source::Staff {
            slot: 4,
            staff_type: "T10".into(),
        },
        automatic: false,
        skippable: true,
    };
    let free = Some(Discount::Free(Free::Free));
    let queued = E::EffectsQueued {
        frame_id: "fr-9".into(),
        order: FrameOrder::Any,
        effects: vec![
            effect(
                "fx-20",
                EffectKind::Prepare,
                Some(ColorFilter::Any),
                free,
                Some(1),
            ),
            effect(
                "fx-21",
                EffectKind::Occupy,
                Some(ColorFilter::Any),
                free,
                None,
            ),
        ],
    };
    assert_eq!(
        said(&queued),
        [
            "From the staff member (prepares a room and occupies a room, both for free): \
             prepare a room (any colour, free), occupy a room (any colour, free).",
            "スタッフ（部屋1つを無料で準備し、部屋1つを無料で占有）の効果：\
             部屋を1つまで準備（色は自由、無料）、部屋1つを占有（色は自由、無料）。",
            "員工（免費準備1間房間並免費入住1間房間）的效果：\
             準備最多1間房間（任意色，免費）、入住1間房間（任意色，免費）。",
        ]
    );
}

#[test]
fn the_emperor_check_and_the_end_are_said_with_points() {
    let check = E::EmperorChecked {
        round: 3,
        track: "top".into(),
        results: vec![
            CheckResult {
                seat: Seat(0),
                position: 2,
                threshold: 4,
                penalty: 2,
            },
            CheckResult {
                seat: Seat(1),
                position: 5,
                threshold: 4,
                penalty: 0,
            },
        ],
    };
    assert_eq!(
        said(&check),
        [
            "Emperor check after round 3 on the top track: \
             Anna at 2 of 4, loses 2 points, Bruno safe at 5.",
            "ラウンド3後の皇帝のチェック（上のトラック）：\
             Anna は2/4でマイナス2点、Bruno は5で無事。",
            "第3輪後的皇帝檢查（上方皇帝軌）：Anna 在2/4，扣2分、Bruno 在5，安全。",
        ]
    );
    let loan = E::LoanTaken {
        seat: Seat(1),
        loan_number: 2,
        krone: 2,
        penalty: 3,
    };
    assert_eq!(
        said(&loan),
        [
            "Bruno takes a second loan: 2 krone now, 3 points lost at the end.",
            "Bruno は2回目のローンで2クローネを得ます（ゲーム終了時にマイナス3点）。",
            "Bruno 第2次貸款，得到2克朗（終局扣3分）。",
        ]
    );
    let scored = E::FinalScored {
        seat: Seat(0),
        breakdown: Breakdown {
            staff: 8,
            blue_groups: 9,
            rooms: 30,
            emperor: 5,
            money: 1,
            rows_columns: 4,
            loans: -2,
        },
        total: 55,
    };
    assert_eq!(
        said(&scored)[0],
        "Anna scores 55 points: staff 8, blue groups 9, rooms 30, emperor 5, krone 1, \
         rows and columns 4, loans -2."
    );
    let ended = E::GameEnded {
        ranking: vec![
            RankingRow {
                seat: Seat(1),
                total: 61,
            },
            RankingRow {
                seat: Seat(0),
                total: 55,
            },
        ],
        winners: vec![Seat(1)],
    };
    assert_eq!(
        said(&ended),
        [
            "The game is over: Bruno (61 points) wins. Standings: Bruno (61 points), Anna (55 points).",
            "ゲーム終了：Bruno（61点）の勝ちです。順位：Bruno（61点）、Anna（55点）。",
            "遊戲結束：Bruno（61分）獲勝。排名：Bruno（61分）、Anna（55分）。",
        ]
    );
    let tie = E::GameEnded {
        ranking: vec![
            RankingRow {
                seat: Seat(0),
                total: 40,
            },
            RankingRow {
                seat: Seat(1),
                total: 40,
            },
        ],
        winners: vec![Seat(0), Seat(1)],
    };
    assert_eq!(
        said(&tie)[0],
        "The game is over: Anna (40 points), Bruno (40 points) share the win. \
         Standings: Anna (40 points), Bruno (40 points)."
    );
}

/// Nothing of the game is hidden but its seed: every viewer reads the same narration, and
/// no narration says the seed or an internal effect or frame id.
#[test]
fn every_viewer_reads_the_same_narration_and_no_secret() {
    let kind = find("grand_austria_hotel").expect("grand_austria_hotel is registered");
    let config = kind.default_config();
    for (index, player) in [Player::Policy, Player::Random].into_iter().enumerate() {
        let seed = [index as u8 + 41; 32];
        let seed_hex: String = seed.iter().map(|b| format!("{b:02x}")).collect();
        let mut entries = Vec::new();
        let mut sink = |entry: SimulatedEntry| entries.push(entry);
        kind.simulate(&config, 3, &seed, 400, player, Some(&mut sink))
            .unwrap_or_else(|e| panic!("the game plays: {e}"));
        let mut state = kind.new_state();
        let viewers = [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(1)),
            Viewer::Seat(Seat(2)),
            Viewer::Spectator,
        ];
        for entry in &entries {
            state
                .apply(&entry.events)
                .expect("a recorded entry applies");
            let mut read: Vec<Vec<String>> = Vec::new();
            for viewer in viewers {
                let texts: Vec<String> = state
                    .narrated_event_views(&entry.events, viewer)
                    .expect("the events parse")
                    .iter()
                    .flat_map(|(_, message)| {
                        Language::ALL.map(|language| i18n::say(language, message, &name))
                    })
                    .collect();
                for text in &texts {
                    assert!(!text.contains(&seed_hex), "the seed is said: {text}");
                    assert!(
                        !text.contains("fx-") && !text.contains("fr-"),
                        "an internal id is said: {text}"
                    );
                }
                read.push(texts);
            }
            assert!(
                read.iter().all(|texts| *texts == read[0]),
                "every viewer reads the same"
            );
        }
    }
}

#[test]
fn commands_are_typed_in_every_language_and_read_back() {
    use hotel_games::i18n::{command_text, explain, read_command};
    use serde_json::json;

    let kind = find("grand_austria_hotel").expect("grand_austria_hotel is registered");
    let names: Vec<String> = ["Anna", "Bruno"].map(String::from).to_vec();
    let lines = |command: serde_json::Value| {
        [Language::En, Language::Ja, Language::ZhTw].map(|language| {
            command_text(kind, language, &command, &names).expect("a command of the kind")
        })
    };
    assert_eq!(
        lines(json!({"type": "take_die", "space": 3, "mode": "occupy"})),
        ["take 3 occupy", "取る 3 占有", "拿取 3 入住"]
    );
    assert_eq!(
        lines(json!({"type": "take_die", "space": 6, "copy": {"action": 4, "mode": "krone"}})),
        [
            "take 6 copy 4 krone",
            "取る 6 コピー 4 クローネ",
            "拿取 6 複製 4 克朗"
        ]
    );
    assert_eq!(
        lines(
            json!({"type": "resolve_effect", "effect_id": "fx-12", "params": {"rooms": [9, 10]}})
        ),
        [
            "resolve fx-12 prepare 9 10",
            "実行 fx-12 準備 9 10",
            "執行 fx-12 準備 9 10"
        ]
    );
    assert_eq!(
        lines(json!({"type": "choose_faces", "hotel_face": "B", "staff_face": "A"})),
        ["faces B A", "面 B A", "選面 B A"]
    );
    assert_eq!(
        read_command(kind, Language::Ja, "取る ６ cop 2 占有 14", &names),
        Ok(json!({"type": "take_die", "space": 6, "copy": {"action": 2}, "main": {"room": 14}}))
    );
    assert_eq!(
        read_command(kind, Language::ZhTw, "執行 FX-5 僱 3", &names),
        Ok(json!({"type": "resolve_effect", "effect_id": "fx-5", "params": {"slot": 3}}))
    );
    let error = read_command(kind, Language::En, "take 9", &names).unwrap_err();
    assert_eq!(
        explain(Language::En, &error),
        "At word 2 (“9”): expected a space from 1 to 6."
    );
}

/// The rejection said in English, Japanese and Traditional Chinese.
fn explained(rejection: &GrandAustriaHotelRejection) -> [String; 3] {
    let message = GrandAustriaHotel::explain(rejection);
    [Language::En, Language::Ja, Language::ZhTw].map(|language| {
        i18n::say_all(language, &message, &name)
            .unwrap_or_else(|errors| panic!("{rejection:?} in {language}: {errors:?}"))
    })
}

#[test]
fn every_rejection_is_said_in_every_language() {
    use GrandAustriaHotelRejection as R;
    let every = [
        R::WrongPhase {
            status: "choosing_faces".into(),
            allowed: vec!["choose_faces".into(), "resign".into()],
        },
        R::DieAlreadyTaken {},
        R::SpaceEmpty { space: 5 },
        R::ModeRequired {
            space: 3,
            field: "mode".into(),
        },
        R::InvalidMode {
            action: 4,
            mode: Some("prepare".into()),
            allowed: vec!["emperor".into(), "krone".into()],
        },
        R::InvalidCopyTarget { action: 6 },
        R::ActionImpossible {
            action: Action::Occupy,
        },
        R::InsufficientKrone {
            required: 5,
            krone: 3,
        },
        R::ParamsMismatch {
            effect_id: Some("fx-2".into()),
            kind: EffectKind::Occupy,
            expected: Some("room".into()),
        },
        R::NoPending {},
        R::NoSuchEffect {
            effect_id: "fx-9".into(),
        },
        R::EffectOrder {
            effect_id: "fx-4".into(),
            actionable: vec!["fx-3".into()],
        },
        R::EffectNotSkippable {
            effect_id: "fx-1".into(),
        },
        R::RoomInvalid { room: 29 },
        R::NoRooms {},
        R::TooManyRooms {
            count: 3,
            remaining: 2,
        },
        R::DuplicateRoom { room: 8 },
        R::RoomNotEmpty { room: 1 },
        R::RoomNotAdjacent { room: 22 },
        R::RoomNotPrepared { room: 9 },
        R::RoomWrongColor {
            room: 5,
            color: Color::Red,
            required: ColorFilter::Blue,
        },
        R::StaffInvalid { slot: 7 },
        R::StaffAlreadyHired {
            slot: 2,
            staff_type: "T9".into(),
        },
        R::LoanLimit { loans: 3 },
        R::ForfeitNotAllowed { space: 1 },
    ];
    let mut built = std::collections::BTreeSet::new();
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
    let codes = crate::rejection_codes::<GrandAustriaHotelRejection>();
    assert!(!codes.is_empty(), "the schema lists codes");
    assert_eq!(built, codes, "every rejection is said here");
}

#[test]
fn rejections_are_said_with_their_facts() {
    use GrandAustriaHotelRejection as R;
    assert_eq!(
        explained(&R::RoomWrongColor {
            room: 5,
            color: Color::Red,
            required: ColorFilter::Blue,
        }),
        [
            "room 5 (floor 1) is red, but this effect takes only blue rooms",
            "1階の部屋5は赤の部屋ですが、この効果で使えるのは青の部屋だけです",
            "1樓的房間5是紅色房間，但這個效果只能用於藍色房間",
        ]
    );
    assert_eq!(
        explained(&R::InsufficientKrone {
            required: 5,
            krone: 3,
        }),
        [
            "this costs 5 krone, but you have only 3; a loan may help",
            "5クローネが必要ですが、3クローネしかありません。ローンを受けることもできます",
            "需要5克朗，但你只有3克朗；可以考慮貸款",
        ]
    );
    assert_eq!(
        explained(&R::EffectOrder {
            effect_id: "fx-4".into(),
            actionable: vec!["fx-3".into()],
        }),
        [
            "the effect fx-4 cannot be carried out yet: carry out fx-3 first",
            "効果 fx-4 はまだ実行できません。先に fx-3 を実行してください",
            "效果 fx-4 還不能執行：請先執行 fx-3",
        ]
    );
}
