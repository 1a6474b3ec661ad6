//! Text commands: each command as words, and read back from what a player typed (see
//! [`crate::engine::command_text`]).
//!
//! A purchase names its item and then its parameters as keyword/value pairs: `buy land L3000
//! 12,5 turn 90 mirror coupons 1`, `buy hotel green entrance 17,17 15,17,h 15,18,h floor 2
//! 15,17,h`, `buy Arcade 3,4 turn 90 side B`, `buy Coin Laundry 3,4 capsules 2 green
//! stacked`. Cells are `x,y`, capsules `x,y,h` or `x,y,v` (the floor is the last one named by
//! `floor`, 1 at first), rectangles `x,y,w,h`. A trade lists transfers `<giver> to <receiver>
//! <item>` and then promises `promise <giver> to <receiver> "text"` (said with its spaces as
//! single spaces).

use crate::engine::Seat;
use crate::engine::command_text::{Expected, GrammarRule, Phrase, Reader, TextError};

use super::command::{
    CapsulePlacement, Item, Laundry, LaundryLayout, Payment, Point, Promise, Side, Timer,
    TokyoCapsuleHotelCommand as C, TradeItem, Transfer,
};
use super::config::{BuildingType, Colour, Dir};

const LOAN: &str = "tokyo_capsule_hotel-cmd-loan";
const JOIN: &str = "tokyo_capsule_hotel-cmd-join";
const LEAVE: &str = "tokyo_capsule_hotel-cmd-leave";
const PASS: &str = "tokyo_capsule_hotel-cmd-pass";
const WARN: &str = "tokyo_capsule_hotel-cmd-warn";
const BUY: &str = "tokyo_capsule_hotel-cmd-buy";
const PURCHASE: &str = "tokyo_capsule_hotel-cmd-purchase";
const TRADE: &str = "tokyo_capsule_hotel-cmd-trade";
const OFFER: &str = "tokyo_capsule_hotel-cmd-offer";
const ACCEPT: &str = "tokyo_capsule_hotel-cmd-accept";
const REJECT: &str = "tokyo_capsule_hotel-cmd-reject";
const WITHDRAW: &str = "tokyo_capsule_hotel-cmd-withdraw";
const RESIGN: &str = "tokyo_capsule_hotel-cmd-resign";
const TIMEOUT: &str = "tokyo_capsule_hotel-cmd-timeout";

const LAND: &str = "tokyo_capsule_hotel-cmd-land";
const CAPSULES: &str = "tokyo_capsule_hotel-cmd-capsules";
const VENDING_MACHINE: &str = "tokyo_capsule_hotel-cmd-vending-machine";
const GRAVEYARD: &str = "tokyo_capsule_hotel-cmd-graveyard";
const HOTEL: &str = "tokyo_capsule_hotel-cmd-hotel";

const TURN: &str = "tokyo_capsule_hotel-cmd-turn";
const MIRROR: &str = "tokyo_capsule_hotel-cmd-mirror";
const SIDE_A: &str = "tokyo_capsule_hotel-cmd-side-a";
const SIDE_B: &str = "tokyo_capsule_hotel-cmd-side-b";
const STACKED: &str = "tokyo_capsule_hotel-cmd-stacked";
const FLAT: &str = "tokyo_capsule_hotel-cmd-flat";
const COUPONS: &str = "tokyo_capsule_hotel-cmd-coupons";
const ENTRANCE: &str = "tokyo_capsule_hotel-cmd-entrance";
const FLOOR: &str = "tokyo_capsule_hotel-cmd-floor";
const TO: &str = "tokyo_capsule_hotel-cmd-to";
const YEN: &str = "tokyo_capsule_hotel-cmd-yen";
const AREA: &str = "tokyo_capsule_hotel-cmd-area";
const SUBDIVISION: &str = "tokyo_capsule_hotel-cmd-subdivision";
const PROMISE: &str = "tokyo_capsule_hotel-cmd-promise";

const TEXT_BOARD: &str = "tokyo_capsule_hotel-text-board";
const TEXT_CELL: &str = "tokyo_capsule_hotel-text-cell";
const TEXT_CAPSULE: &str = "tokyo_capsule_hotel-text-capsule";
const TEXT_AREA: &str = "tokyo_capsule_hotel-text-area";
const TEXT_RECT: &str = "tokyo_capsule_hotel-text-rect";
const TEXT_TRADE: &str = "tokyo_capsule_hotel-text-trade";
const TEXT_PROMISE: &str = "tokyo_capsule_hotel-text-promise";

/// The colours' words, by the colour's name in commands.
const COLOURS: [(&str, &str); 9] = [
    ("pink", "tokyo_capsule_hotel-colour-pink"),
    ("red", "tokyo_capsule_hotel-colour-red"),
    ("orange", "tokyo_capsule_hotel-colour-orange"),
    ("yellow", "tokyo_capsule_hotel-colour-yellow"),
    ("green", "tokyo_capsule_hotel-colour-green"),
    ("blue", "tokyo_capsule_hotel-colour-blue"),
    ("purple", "tokyo_capsule_hotel-colour-purple"),
    ("white", "tokyo_capsule_hotel-colour-white"),
    ("black", "tokyo_capsule_hotel-colour-black"),
];

/// The buildings' words: their printed names.
const BUILDINGS: [(BuildingType, &str); 6] = [
    (
        BuildingType::CoinLaundry,
        "tokyo_capsule_hotel-building-coin-laundry",
    ),
    (
        BuildingType::SweetsBuffet,
        "tokyo_capsule_hotel-building-sweets-buffet",
    ),
    (
        BuildingType::TokyoSpike,
        "tokyo_capsule_hotel-building-tokyo-spike",
    ),
    (BuildingType::Park, "tokyo_capsule_hotel-building-park"),
    (BuildingType::Arcade, "tokyo_capsule_hotel-building-arcade"),
    (
        BuildingType::SumoDohyo,
        "tokyo_capsule_hotel-building-sumo-dohyo",
    ),
];

/// The timers' words (for the server's `timeout`).
const TIMERS: [(Timer, &str); 5] = [
    (Timer::Loan, "tokyo_capsule_hotel-timer-loan"),
    (Timer::Head, "tokyo_capsule_hotel-timer-head"),
    (
        Timer::TradeResponse,
        "tokyo_capsule_hotel-timer-trade-response",
    ),
    (Timer::Idle, "tokyo_capsule_hotel-timer-idle"),
    (Timer::Winddown, "tokyo_capsule_hotel-timer-winddown"),
];

/// The forms of the text commands.
pub const GRAMMAR: &[GrammarRule] = &[
    GrammarRule {
        command: "choose_loan",
        pattern: "{tokyo_capsule_hotel-cmd-loan} <tokyo_capsule_hotel-text-loan>",
        help: "tokyo_capsule_hotel-help-loan",
    },
    GrammarRule {
        command: "join_queue",
        pattern: "{tokyo_capsule_hotel-cmd-join}",
        help: "tokyo_capsule_hotel-help-join",
    },
    GrammarRule {
        command: "leave_queue",
        pattern: "{tokyo_capsule_hotel-cmd-leave}",
        help: "tokyo_capsule_hotel-help-leave",
    },
    GrammarRule {
        command: "pass",
        pattern: "{tokyo_capsule_hotel-cmd-pass}",
        help: "tokyo_capsule_hotel-help-pass",
    },
    GrammarRule {
        command: "warn_head",
        pattern: "{tokyo_capsule_hotel-cmd-warn}",
        help: "tokyo_capsule_hotel-help-warn",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-land} \
                  <tokyo_capsule_hotel-text-board> <tokyo_capsule_hotel-text-cell> \
                  [{tokyo_capsule_hotel-cmd-turn} <tokyo_capsule_hotel-text-degrees>] \
                  [{tokyo_capsule_hotel-cmd-mirror}] \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-land",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-capsules} \
                  <tokyo_capsule_hotel-text-colour> \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-capsules",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-capsules} \
                  {tokyo_capsule_hotel-colour-pink} <tokyo_capsule_hotel-text-count> \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-pink",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-vending-machine} \
                  <tokyo_capsule_hotel-text-cell> \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-vending-machine",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-graveyard} \
                  <tokyo_capsule_hotel-text-cell>",
        help: "tokyo_capsule_hotel-help-buy-graveyard",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-cmd-hotel} \
                  <tokyo_capsule_hotel-text-colour> {tokyo_capsule_hotel-cmd-entrance} \
                  <tokyo_capsule_hotel-text-cell> <tokyo_capsule_hotel-text-capsule>… \
                  [{tokyo_capsule_hotel-cmd-floor} <tokyo_capsule_hotel-text-level> \
                  <tokyo_capsule_hotel-text-capsule>…]… \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-hotel",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-building-coin-laundry} \
                  <tokyo_capsule_hotel-text-cell> \
                  [{tokyo_capsule_hotel-cmd-capsules} <tokyo_capsule_hotel-text-count> \
                  <tokyo_capsule_hotel-text-colour> \
                  [{tokyo_capsule_hotel-cmd-stacked}|{tokyo_capsule_hotel-cmd-flat}]] \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-laundry",
    },
    GrammarRule {
        command: "purchase",
        pattern: "{tokyo_capsule_hotel-cmd-buy} {tokyo_capsule_hotel-building-sweets-buffet}|\
                  {tokyo_capsule_hotel-building-tokyo-spike}|{tokyo_capsule_hotel-building-park}|\
                  {tokyo_capsule_hotel-building-arcade}|{tokyo_capsule_hotel-building-sumo-dohyo} \
                  <tokyo_capsule_hotel-text-cell> \
                  [{tokyo_capsule_hotel-cmd-turn} <tokyo_capsule_hotel-text-degrees>] \
                  [{tokyo_capsule_hotel-cmd-side-a}|{tokyo_capsule_hotel-cmd-side-b}] \
                  [{tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>]",
        help: "tokyo_capsule_hotel-help-buy-building",
    },
    GrammarRule {
        command: "propose_trade",
        pattern: "{tokyo_capsule_hotel-cmd-trade} [<tokyo_capsule_hotel-text-player> \
                  {tokyo_capsule_hotel-cmd-to} <tokyo_capsule_hotel-text-player> \
                  {tokyo_capsule_hotel-cmd-yen} <tokyo_capsule_hotel-text-yen>|\
                  {tokyo_capsule_hotel-cmd-coupons} <tokyo_capsule_hotel-text-count>|\
                  {tokyo_capsule_hotel-cmd-capsules} <tokyo_capsule_hotel-text-count> \
                  <tokyo_capsule_hotel-text-colour>|\
                  {tokyo_capsule_hotel-cmd-area} <tokyo_capsule_hotel-text-area>|\
                  {tokyo_capsule_hotel-cmd-subdivision} <tokyo_capsule_hotel-text-area> \
                  <tokyo_capsule_hotel-text-rect>…]… \
                  [{tokyo_capsule_hotel-cmd-promise} <tokyo_capsule_hotel-text-player> \
                  {tokyo_capsule_hotel-cmd-to} <tokyo_capsule_hotel-text-player> \
                  <tokyo_capsule_hotel-text-promise>]…",
        help: "tokyo_capsule_hotel-help-trade",
    },
    GrammarRule {
        command: "accept_trade",
        pattern: "{tokyo_capsule_hotel-cmd-accept} <tokyo_capsule_hotel-text-trade>",
        help: "tokyo_capsule_hotel-help-accept",
    },
    GrammarRule {
        command: "reject_trade",
        pattern: "{tokyo_capsule_hotel-cmd-reject} <tokyo_capsule_hotel-text-trade>",
        help: "tokyo_capsule_hotel-help-reject",
    },
    GrammarRule {
        command: "withdraw_trade",
        pattern: "{tokyo_capsule_hotel-cmd-withdraw} <tokyo_capsule_hotel-text-trade>",
        help: "tokyo_capsule_hotel-help-withdraw",
    },
    GrammarRule {
        command: "resign",
        pattern: "{tokyo_capsule_hotel-cmd-resign}",
        help: "tokyo_capsule_hotel-help-resign",
    },
];

/// A command as words.
pub fn phrase(command: &C) -> Phrase {
    match command {
        C::ChooseLoan { amount } => Phrase::new(LOAN).number(*amount),
        C::JoinQueue {} => Phrase::new(JOIN),
        C::LeaveQueue {} => Phrase::new(LEAVE),
        C::Pass {} => Phrase::new(PASS),
        C::WarnHead {} => Phrase::new(WARN),
        C::Purchase { item, payment } => {
            let phrase = Phrase::new(BUY).then(item_phrase(item));
            match payment {
                Some(payment) => phrase.word(COUPONS).number(payment.coupons),
                None => phrase,
            }
        }
        C::ProposeTrade {
            transfers,
            promises,
        } => trade_phrase(transfers, promises),
        C::AcceptTrade { trade_id } => Phrase::new(ACCEPT).name(trade_id.as_str()),
        C::RejectTrade { trade_id } => Phrase::new(REJECT).name(trade_id.as_str()),
        C::WithdrawTrade { trade_id } => Phrase::new(WITHDRAW).name(trade_id.as_str()),
        C::Timeout { timer, trade_id } => {
            let phrase = Phrase::new(TIMEOUT).word(timer_word(*timer));
            match trade_id {
                Some(trade_id) => phrase.name(trade_id.as_str()),
                None => phrase,
            }
        }
        C::Resign {} => Phrase::new(RESIGN),
    }
}

fn item_phrase(item: &Item) -> Phrase {
    let phrase = Phrase::default();
    match item {
        Item::Land {
            board,
            x,
            y,
            rotation,
            mirror,
        } => {
            let phrase = turned(
                phrase.word(LAND).name(board.as_str()).name(cell(*x, *y)),
                *rotation,
            );
            if *mirror { phrase.word(MIRROR) } else { phrase }
        }
        Item::Capsules { colour } => phrase.word(CAPSULES).then(colour_phrase(colour)),
        Item::PinkCapsules { count } => phrase.word(CAPSULES).word(COLOURS[0].1).number(*count),
        Item::VendingMachine { x, y } => phrase.word(VENDING_MACHINE).name(cell(*x, *y)),
        Item::Graveyard { x, y } => phrase.word(GRAVEYARD).name(cell(*x, *y)),
        Item::EntranceHotel {
            colour,
            entrance,
            capsules,
        } => phrase
            .word(HOTEL)
            .then(colour_phrase(colour))
            .word(ENTRANCE)
            .name(cell(entrance.x, entrance.y))
            .then(capsules_phrase(capsules)),
        Item::Building {
            building,
            x,
            y,
            rotation,
            side,
            laundry,
        } => {
            let phrase = turned(
                phrase.word(building_word(*building)).name(cell(*x, *y)),
                *rotation,
            );
            let phrase = match side {
                Some(Side::A) => phrase.word(SIDE_A),
                Some(Side::B) => phrase.word(SIDE_B),
                None => phrase,
            };
            match laundry {
                Some(laundry) => phrase.then(laundry_phrase(laundry)),
                None => phrase,
            }
        }
    }
}

/// `phrase` with its turn, if any.
fn turned(phrase: Phrase, rotation: i32) -> Phrase {
    if rotation == 0 {
        phrase
    } else {
        phrase.word(TURN).number(rotation)
    }
}

/// The capsules of a hotel in order, with `floor n` before each change of floor (from 1).
fn capsules_phrase(capsules: &[CapsulePlacement]) -> Phrase {
    let mut phrase = Phrase::default();
    let mut floor = 1;
    for capsule in capsules {
        if capsule.floor != floor {
            floor = capsule.floor;
            phrase = phrase.word(FLOOR).number(floor);
        }
        let dir = match capsule.dir {
            Dir::H => "h",
            Dir::V => "v",
        };
        phrase = phrase.name(format!("{},{},{dir}", capsule.x, capsule.y));
    }
    phrase
}

fn laundry_phrase(laundry: &Laundry) -> Phrase {
    let phrase = Phrase::new(CAPSULES)
        .number(laundry.count)
        .then(colour_phrase(&laundry.colour));
    match laundry.layout {
        LaundryLayout::Flat => phrase,
        LaundryLayout::Stacked => phrase.word(STACKED),
    }
}

fn trade_phrase(transfers: &[Transfer], promises: &[Promise]) -> Phrase {
    let mut phrase = Phrase::new(TRADE);
    for transfer in transfers {
        phrase = phrase
            .seat(transfer.from)
            .word(TO)
            .seat(transfer.to)
            .then(trade_item_phrase(&transfer.item));
    }
    for promise in promises {
        phrase = phrase
            .word(PROMISE)
            .seat(promise.from)
            .word(TO)
            .seat(promise.to)
            .name(format!("\"{}\"", promise.text));
    }
    phrase
}

fn trade_item_phrase(item: &TradeItem) -> Phrase {
    match item {
        TradeItem::Yen { amount } => Phrase::new(YEN).number(*amount),
        TradeItem::Coupons { count } => Phrase::new(COUPONS).number(*count),
        TradeItem::Capsules { colour, count } => Phrase::new(CAPSULES)
            .number(*count)
            .then(colour_phrase(colour)),
        TradeItem::Area { area_id } => Phrase::new(AREA).name(area_id.as_str()),
        TradeItem::NewSubdivision {
            parent_area_id,
            rects,
        } => rects.iter().fold(
            Phrase::new(SUBDIVISION).name(parent_area_id.as_str()),
            |phrase, [x, y, w, h]| phrase.name(format!("{x},{y},{w},{h}")),
        ),
    }
}

/// A colour as its word (a name not of a colour as written).
fn colour_phrase(colour: &str) -> Phrase {
    match COLOURS.iter().find(|(name, _)| *name == colour) {
        Some((_, id)) => Phrase::new(id),
        None => Phrase::default().name(colour),
    }
}

fn building_word(building: BuildingType) -> &'static str {
    BUILDINGS
        .iter()
        .find(|(b, _)| *b == building)
        .map_or(BUILDINGS[0].1, |(_, id)| id)
}

fn timer_word(timer: Timer) -> &'static str {
    TIMERS
        .iter()
        .find(|(t, _)| *t == timer)
        .map_or(TIMERS[0].1, |(_, id)| id)
}

fn cell(x: i32, y: i32) -> String {
    format!("{x},{y}")
}

type Read<T> = Result<T, TextError>;

/// How the rest of a command is read after its verb.
type ReadRest = fn(&mut Reader) -> Read<C>;

/// The verbs, each with how the rest of its command is read.
const VERBS: [(&str, ReadRest); 14] = [
    (BUY, read_purchase),
    (PURCHASE, read_purchase),
    (JOIN, |_| Ok(C::JoinQueue {})),
    (LEAVE, |_| Ok(C::LeaveQueue {})),
    (PASS, |_| Ok(C::Pass {})),
    (TRADE, read_trade),
    (OFFER, read_trade),
    (ACCEPT, |r| {
        Ok(C::AcceptTrade {
            trade_id: trade_id(r)?,
        })
    }),
    (REJECT, |r| {
        Ok(C::RejectTrade {
            trade_id: trade_id(r)?,
        })
    }),
    (WITHDRAW, |r| {
        Ok(C::WithdrawTrade {
            trade_id: trade_id(r)?,
        })
    }),
    (WARN, |_| Ok(C::WarnHead {})),
    (LOAN, |r| {
        Ok(C::ChooseLoan {
            amount: r.number()?,
        })
    }),
    (RESIGN, |_| Ok(C::Resign {})),
    (TIMEOUT, read_timeout),
];

/// Reads a command from a player's text.
pub fn read(reader: &mut Reader) -> Result<C, TextError> {
    let verbs: Vec<&'static str> = VERBS.iter().map(|(id, _)| *id).collect();
    let verb = reader.word(&verbs)?;
    let (_, rest) = VERBS
        .iter()
        .find(|(id, _)| *id == verb)
        .expect("the verb read is listed");
    rest(reader)
}

fn read_purchase(reader: &mut Reader) -> Read<C> {
    let item = read_item(reader)?;
    let payment = match reader.try_word(&[COUPONS]) {
        Some(_) => Some(Payment {
            coupons: int(reader)?,
        }),
        None => None,
    };
    Ok(C::Purchase { item, payment })
}

fn read_item(reader: &mut Reader) -> Read<Item> {
    let mut items = vec![LAND, CAPSULES, VENDING_MACHINE, GRAVEYARD, HOTEL];
    items.extend(BUILDINGS.iter().map(|(_, id)| *id));
    match reader.word(&items)? {
        LAND => read_land(reader),
        CAPSULES => read_capsules(reader),
        VENDING_MACHINE => {
            let (x, y) = read_cell(reader)?;
            Ok(Item::VendingMachine { x, y })
        }
        GRAVEYARD => {
            let (x, y) = read_cell(reader)?;
            Ok(Item::Graveyard { x, y })
        }
        HOTEL => read_hotel(reader),
        word => {
            let (building, _) = BUILDINGS
                .iter()
                .find(|(_, id)| *id == word)
                .expect("a building's word");
            read_building(reader, *building)
        }
    }
}

/// `land <board> <x,y> [turn <degrees>] [mirror]`, the options in any order.
fn read_land(reader: &mut Reader) -> Read<Item> {
    let board = read_code(reader, TEXT_BOARD)?;
    let board = if is_code(&board, 'L') {
        board.to_uppercase()
    } else {
        board
    };
    let (x, y) = read_cell(reader)?;
    let (mut rotation, mut mirror) = (0, false);
    while let Some(option) = reader.try_word(&[TURN, MIRROR]) {
        match option {
            TURN => rotation = int(reader)?,
            _ => mirror = true,
        }
    }
    Ok(Item::Land {
        board,
        x,
        y,
        rotation,
        mirror,
    })
}

/// `capsules <colour>`, or `capsules pink <count>` for pink capsules.
fn read_capsules(reader: &mut Reader) -> Read<Item> {
    let colour = read_colour(reader)?;
    match reader.try_number() {
        Some(count) if colour == Colour::Pink.name() => Ok(Item::PinkCapsules {
            count: i32::try_from(count)
                .map_err(|_| reader.error_at(reader.position() - 1, vec![Expected::Number]))?,
        }),
        Some(_) => Err(reader.error_at(
            reader.position() - 1,
            vec![Expected::Word(COUPONS), Expected::End],
        )),
        None => Ok(Item::Capsules { colour }),
    }
}

/// `hotel <colour> [entrance] <x,y>` and its capsules, each floor after `floor <n>`.
fn read_hotel(reader: &mut Reader) -> Read<Item> {
    let colour = read_colour(reader)?;
    reader.try_word(&[ENTRANCE]);
    let (x, y) = read_cell(reader)?;
    let mut capsules = Vec::new();
    let mut floor = 1;
    loop {
        if reader.try_word(&[FLOOR]).is_some() {
            floor = int(reader)?;
        } else if let Some((x, y, dir)) = reader.peek().and_then(parse_capsule) {
            reader.value(TEXT_CAPSULE)?;
            capsules.push(CapsulePlacement { floor, x, y, dir });
        } else {
            break;
        }
    }
    Ok(Item::EntranceHotel {
        colour,
        entrance: Point { x, y },
        capsules,
    })
}

/// A building at `<x,y>`, then `turn <degrees>`, a side and a Coin Laundry's capsules in any
/// order.
fn read_building(reader: &mut Reader, building: BuildingType) -> Read<Item> {
    let (x, y) = read_cell(reader)?;
    let (mut rotation, mut side, mut laundry) = (0, None, None);
    while let Some(option) = reader.try_word(&[TURN, SIDE_A, SIDE_B, CAPSULES]) {
        match option {
            TURN => rotation = int(reader)?,
            SIDE_A => side = Some(Side::A),
            SIDE_B => side = Some(Side::B),
            _ => laundry = Some(read_laundry(reader)?),
        }
    }
    Ok(Item::Building {
        building,
        x,
        y,
        rotation,
        side,
        laundry,
    })
}

/// `<count> <colour> [stacked|flat]`, after `capsules`.
fn read_laundry(reader: &mut Reader) -> Read<Laundry> {
    let count = int(reader)?;
    let colour = read_colour(reader)?;
    let layout = match reader.try_word(&[STACKED, FLAT]) {
        Some(STACKED) => LaundryLayout::Stacked,
        _ => LaundryLayout::Flat,
    };
    Ok(Laundry {
        colour,
        count,
        layout,
    })
}

/// Transfers `<giver> to <receiver> <item>`, then promises.
fn read_trade(reader: &mut Reader) -> Read<C> {
    let mut transfers = Vec::new();
    let mut promises = Vec::new();
    while !reader.is_done() {
        if reader.try_word(&[PROMISE]).is_some() {
            promises = read_promises(reader)?;
            break;
        }
        let from = reader.seat().map_err(|error| {
            if transfers.is_empty() {
                reader.expected(vec![Expected::Seat, Expected::Word(PROMISE)])
            } else {
                TextError {
                    expected: vec![Expected::Seat, Expected::Word(PROMISE), Expected::End],
                    ..error
                }
            }
        })?;
        let to = read_receiver(reader)?;
        let item = read_trade_item(reader)?;
        transfers.push(Transfer { from, to, item });
    }
    Ok(C::ProposeTrade {
        transfers,
        promises,
    })
}

/// `to <receiver>`.
fn read_receiver(reader: &mut Reader) -> Read<Seat> {
    reader.word(&[TO])?;
    reader.seat()
}

fn read_trade_item(reader: &mut Reader) -> Read<TradeItem> {
    let word = reader.word(&[YEN, COUPONS, CAPSULES, AREA, SUBDIVISION])?;
    Ok(match word {
        YEN => TradeItem::Yen {
            amount: reader.number()?,
        },
        COUPONS => TradeItem::Coupons {
            count: reader.number()?,
        },
        CAPSULES => {
            let count = reader.number()?;
            TradeItem::Capsules {
                colour: read_colour(reader)?,
                count,
            }
        }
        AREA => TradeItem::Area {
            area_id: read_area(reader)?,
        },
        _ => {
            let parent_area_id = read_area(reader)?;
            let mut rects = Vec::new();
            while let Some(rect) = reader.peek().and_then(parse_rect) {
                reader.value(TEXT_RECT)?;
                rects.push(rect);
            }
            if rects.is_empty() {
                return Err(reader.expected(vec![Expected::Value(TEXT_RECT)]));
            }
            TradeItem::NewSubdivision {
                parent_area_id,
                rects,
            }
        }
    })
}

/// Promises `<promiser> to <promisee> "<text>"`, separated by `promise`.
fn read_promises(reader: &mut Reader) -> Read<Vec<Promise>> {
    let mut promises = Vec::new();
    loop {
        let from = reader.seat()?;
        let to = read_receiver(reader)?;
        let text = read_quoted(reader)?;
        promises.push(Promise { from, to, text });
        if reader.try_word(&[PROMISE]).is_none() {
            return Ok(promises);
        }
    }
}

/// A text in quotes (`"…"`, `“…”` or `「…」`) over one or more tokens, joined by spaces; an
/// unclosed quote runs to the end.
fn read_quoted(reader: &mut Reader) -> Read<String> {
    let first = reader.peek().unwrap_or_default();
    let Some((close, opened)) = [('"', '"'), ('“', '”'), ('「', '」')]
        .into_iter()
        .find_map(|(open, close)| first.strip_prefix(open).map(|rest| (close, rest)))
    else {
        return Err(reader.expected(vec![Expected::Value(TEXT_PROMISE)]));
    };
    let mut words = Vec::new();
    let mut token = opened.to_string();
    reader.value(TEXT_PROMISE)?;
    loop {
        if let Some(last) = token.strip_suffix(close) {
            words.push(last.to_string());
            break;
        }
        words.push(token);
        match reader.peek() {
            Some(next) => token = next.to_string(),
            None => break,
        }
        reader.value(TEXT_PROMISE)?;
    }
    Ok(words.join(" "))
}

fn read_timeout(reader: &mut Reader) -> Read<C> {
    let words: Vec<&'static str> = TIMERS.iter().map(|(_, id)| *id).collect();
    let word = reader.word(&words)?;
    let (timer, _) = TIMERS
        .iter()
        .find(|(_, id)| *id == word)
        .expect("a timer's word");
    let trade_id = if reader.is_done() {
        None
    } else {
        Some(trade_id(reader)?)
    };
    Ok(C::Timeout {
        timer: *timer,
        trade_id,
    })
}

/// A whole number that fits `T`.
fn int<T: TryFrom<i64>>(reader: &mut Reader) -> Read<T> {
    let at = reader.position();
    let number = reader.number()?;
    T::try_from(number).map_err(|_| reader.error_at(at, vec![Expected::Number]))
}

fn read_colour(reader: &mut Reader) -> Read<String> {
    let words: Vec<&'static str> = COLOURS.iter().map(|(_, id)| *id).collect();
    let word = reader.word(&words)?;
    let (name, _) = COLOURS
        .iter()
        .find(|(_, id)| *id == word)
        .expect("a colour's word");
    Ok(name.to_string())
}

/// A code as typed (a board or an area id): letters, digits and hyphens.
fn read_code(reader: &mut Reader, what: &'static str) -> Read<String> {
    let at = reader.position();
    let code = reader.value(what)?;
    if code.chars().all(|c| c.is_alphanumeric() || c == '-') {
        Ok(code)
    } else {
        Err(reader.error_at(at, vec![Expected::Value(what)]))
    }
}

/// An area id (`S-NW`, `P<n>`, `D<n>`), in capitals.
fn read_area(reader: &mut Reader) -> Read<String> {
    let area = read_code(reader, TEXT_AREA)?;
    let upper = area.to_uppercase();
    if upper.starts_with("S-") || is_code(&upper, 'P') || is_code(&upper, 'D') {
        Ok(upper)
    } else {
        Ok(area)
    }
}

/// A trade id `T<n>` (`t3` and `3` are `T3` too).
fn trade_id(reader: &mut Reader) -> Read<String> {
    let at = reader.position();
    let token = reader.value(TEXT_TRADE)?;
    let digits = token.strip_prefix(['T', 't']).unwrap_or(&token);
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        Ok(format!("T{digits}"))
    } else {
        Err(reader.error_at(at, vec![Expected::Value(TEXT_TRADE)]))
    }
}

/// Whether `code` is `letter` (either case) followed by digits.
fn is_code(code: &str, letter: char) -> bool {
    code.strip_prefix([letter, letter.to_ascii_lowercase()])
        .is_some_and(|digits| !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
}

/// A cell `x,y` (in brackets or not), or `x y` as two numbers.
fn read_cell(reader: &mut Reader) -> Read<(i32, i32)> {
    let at = reader.position();
    let token = reader.value(TEXT_CELL)?;
    match numbers(&token).as_deref() {
        Some([x, y]) => Ok((*x, *y)),
        Some([x]) => match reader.peek().and_then(numbers).as_deref() {
            Some([y]) => {
                reader.value(TEXT_CELL)?;
                Ok((*x, *y))
            }
            _ => Err(reader.expected(vec![Expected::Value(TEXT_CELL)])),
        },
        _ => Err(reader.error_at(at, vec![Expected::Value(TEXT_CELL)])),
    }
}

/// A capsule `x,y,h` or `x,y,v` (also `x,yh`).
fn parse_capsule(token: &str) -> Option<(i32, i32, Dir)> {
    let token = token
        .trim_start_matches(['(', '['])
        .trim_end_matches([')', ']'])
        .to_lowercase();
    let (rest, dir) = match token.strip_suffix('h') {
        Some(rest) => (rest, Dir::H),
        None => (token.strip_suffix('v')?, Dir::V),
    };
    match numbers(rest.trim_end_matches(','))?.as_slice() {
        [x, y] => Some((*x, *y, dir)),
        _ => None,
    }
}

/// A rectangle `x,y,w,h`.
fn parse_rect(token: &str) -> Option<[i32; 4]> {
    numbers(token)?.try_into().ok()
}

/// The whole numbers of a comma-separated token, brackets around it left out.
fn numbers(token: &str) -> Option<Vec<i32>> {
    token
        .trim_start_matches(['(', '['])
        .trim_end_matches([')', ']'])
        .split(',')
        .map(|part| part.trim().parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command_text::PlainLexicon;

    fn read_plain(text: &str) -> Read<C> {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new(text, &lexicon);
        let command = read(&mut reader)?;
        reader.finish()?;
        Ok(command)
    }

    fn assert_round_trip(command: C, text: &str) {
        assert_eq!(PlainLexicon::write(&phrase(&command)), text);
        assert_eq!(read_plain(text), Ok(command));
    }

    fn hotel() -> C {
        let capsule = |floor, x, dir| CapsulePlacement {
            floor,
            x,
            y: 17,
            dir,
        };
        C::Purchase {
            item: Item::EntranceHotel {
                colour: "green".into(),
                entrance: Point { x: 14, y: 17 },
                capsules: vec![capsule(1, 15, Dir::H), capsule(2, 15, Dir::V)],
            },
            payment: Some(Payment { coupons: 1 }),
        }
    }

    #[test]
    fn purchases_are_written_and_read_back() {
        assert_round_trip(
            C::Purchase {
                item: Item::Land {
                    board: "L3000".into(),
                    x: 12,
                    y: 5,
                    rotation: 90,
                    mirror: true,
                },
                payment: None,
            },
            "buy land L3000 12,5 turn 90 mirror",
        );
        assert_round_trip(
            hotel(),
            "buy hotel green entrance 14,17 15,17,h floor 2 15,17,v coupons 1",
        );
        assert_round_trip(
            C::Purchase {
                item: Item::Building {
                    building: BuildingType::CoinLaundry,
                    x: 3,
                    y: 4,
                    rotation: 0,
                    side: None,
                    laundry: Some(Laundry {
                        colour: "red".into(),
                        count: 2,
                        layout: LaundryLayout::Stacked,
                    }),
                },
                payment: None,
            },
            "buy laundry 3,4 capsules 2 red stacked",
        );
        assert_round_trip(
            C::Purchase {
                item: Item::PinkCapsules { count: 3 },
                payment: Some(Payment { coupons: 0 }),
            },
            "buy capsules pink 3 coupons 0",
        );
    }

    #[test]
    fn trades_and_answers_are_written_and_read_back() {
        assert_round_trip(
            C::ProposeTrade {
                transfers: vec![
                    Transfer {
                        from: Seat(0),
                        to: Seat(1),
                        item: TradeItem::Yen { amount: 500 },
                    },
                    Transfer {
                        from: Seat(1),
                        to: Seat(0),
                        item: TradeItem::NewSubdivision {
                            parent_area_id: "P2".into(),
                            rects: vec![[3, 4, 2, 1]],
                        },
                    },
                ],
                promises: vec![Promise {
                    from: Seat(0),
                    to: Seat(1),
                    text: "no hotel near yours".into(),
                }],
            },
            "trade p0 to p1 yen 500 p1 to p0 subdivision P2 3,4,2,1 promise p0 to p1 \"no hotel near yours\"",
        );
        assert_round_trip(
            C::Timeout {
                timer: Timer::TradeResponse,
                trade_id: Some("T4".into()),
            },
            "timeout response T4",
        );
        assert_round_trip(C::LeaveQueue {}, "leave");
    }

    #[test]
    fn abbreviations_and_loose_forms_are_read() {
        assert_eq!(
            read_plain("BU hot gre 14 17 15,17h FLOOR 2 (15,17,V) cou 1"),
            Ok(hotel())
        );
        assert_eq!(
            read_plain("purch land l3000 (12,5) mir"),
            Ok(C::Purchase {
                item: Item::Land {
                    board: "L3000".into(),
                    x: 12,
                    y: 5,
                    rotation: 0,
                    mirror: true,
                },
                payment: None,
            })
        );
        assert_eq!(
            read_plain("acc t7"),
            Ok(C::AcceptTrade {
                trade_id: "T7".into()
            })
        );
        assert_eq!(
            read_plain("offer p2 to p0 area s-nw"),
            Ok(C::ProposeTrade {
                transfers: vec![Transfer {
                    from: Seat(2),
                    to: Seat(0),
                    item: TradeItem::Area {
                        area_id: "S-NW".into()
                    },
                }],
                promises: Vec::new(),
            })
        );
    }

    #[test]
    fn errors_say_what_was_expected_where() {
        let error = read_plain("buy land L3000 12,x").unwrap_err();
        assert_eq!((error.at, error.found.as_deref()), (3, Some("12,x")));
        assert_eq!(error.expected, vec![Expected::Value(TEXT_CELL)]);
        let error = read_plain("buy lamp").unwrap_err();
        assert_eq!(error.at, 1);
        assert_eq!(error.expected.len(), 11);
        assert!(error.expected.contains(&Expected::Word(LAND)));
        let error = read_plain("buy capsules green 3").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (3, vec![Expected::Word(COUPONS), Expected::End])
        );
        let error = read_plain("re T1").unwrap_err();
        assert!(error.ambiguous);
        assert_eq!(
            error.expected,
            vec![Expected::Word(REJECT), Expected::Word(RESIGN)]
        );
        let error = read_plain("reject X1").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (1, vec![Expected::Value(TEXT_TRADE)])
        );
    }
}
