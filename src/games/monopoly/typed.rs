//! Text commands: each command as words, and read back from what a player typed (see
//! [`crate::engine::command_text`]).
//!
//! A property is named by its printed name (`park place`, or any beginning that fits one deed
//! only, as a whole or word by word: `st ch`, `penn ave`), a utility by its word in the
//! reader's language, and any other square by `#` and its board index. Auctions, trades and
//! building shortages are named by their ids (`a7`, `t12`, `s3`; the digits alone will do).

use std::collections::BTreeMap;

use chrono::{DateTime, SecondsFormat, Utc};

use crate::engine::command_text::{Expected, GrammarRule, Phrase, Reader, TextError};

use super::command::MonopolyCommand as C;
use super::data::{self, SquareKind};
use super::event::{IncomeTaxOption, Timer};
use super::state::{MortgageChoice, TradeSide};

const ROLL: &str = "monopoly-cmd-roll";
const PAY: &str = "monopoly-cmd-pay";
const CARD: &str = "monopoly-cmd-card";
const BUY: &str = "monopoly-cmd-buy";
const DECLINE: &str = "monopoly-cmd-decline";
const DONE: &str = "monopoly-cmd-done";
const TAX: &str = "monopoly-cmd-tax";
const BID: &str = "monopoly-cmd-bid";
const PASS: &str = "monopoly-cmd-pass";
const BUILD: &str = "monopoly-cmd-build";
const SELL: &str = "monopoly-cmd-sell";
const MORTGAGE: &str = "monopoly-cmd-mortgage";
const UNMORTGAGE: &str = "monopoly-cmd-unmortgage";
const OFFER: &str = "monopoly-cmd-offer";
const GIVE: &str = "monopoly-cmd-give";
const TAKE: &str = "monopoly-cmd-take";
const KEEP: &str = "monopoly-cmd-keep";
const LIFT: &str = "monopoly-cmd-lift";
const COUNTER: &str = "monopoly-cmd-counter";
const UNTIL: &str = "monopoly-cmd-until";
const RESCUE: &str = "monopoly-cmd-rescue";
const ACCEPT: &str = "monopoly-cmd-accept";
const REJECT: &str = "monopoly-cmd-reject";
const CANCEL: &str = "monopoly-cmd-cancel";
const CLAIM: &str = "monopoly-cmd-claim";
const WAIVE: &str = "monopoly-cmd-waive";
const BANKRUPT: &str = "monopoly-cmd-bankrupt";
const SETTLE: &str = "monopoly-cmd-settle";
const RESIGN: &str = "monopoly-cmd-resign";
const TIMEOUT: &str = "monopoly-cmd-timeout";

const PROPERTY: &str = "monopoly-text-property";
const GROUP: &str = "monopoly-text-group";
const CARD_ID: &str = "monopoly-text-card";
const AUCTION: &str = "monopoly-text-auction";
const TRADE: &str = "monopoly-text-trade";
const SHORTAGE: &str = "monopoly-text-shortage";
const TIME: &str = "monopoly-text-time";

/// The forms of the text commands.
pub const GRAMMAR: &[GrammarRule] = &[
    rule("roll_dice", "{monopoly-cmd-roll}", "monopoly-help-roll"),
    rule("pay_jail_fine", "{monopoly-cmd-pay}", "monopoly-help-pay"),
    rule(
        "use_jail_card",
        "{monopoly-cmd-card} [<monopoly-text-card>]",
        "monopoly-help-card",
    ),
    rule(
        "buy_property",
        "{monopoly-cmd-buy} <monopoly-text-property>",
        "monopoly-help-buy",
    ),
    rule(
        "decline_property",
        "{monopoly-cmd-decline} <monopoly-text-property>",
        "monopoly-help-decline",
    ),
    rule("end_turn", "{monopoly-cmd-done}", "monopoly-help-done"),
    rule(
        "choose_income_tax",
        "{monopoly-cmd-tax} {monopoly-cmd-flat}|{monopoly-cmd-percent}",
        "monopoly-help-tax",
    ),
    rule(
        "bid",
        "{monopoly-cmd-bid} <monopoly-text-amount> <monopoly-text-auction>",
        "monopoly-help-bid",
    ),
    rule(
        "pass_bid",
        "{monopoly-cmd-pass} <monopoly-text-auction>",
        "monopoly-help-pass",
    ),
    rule(
        "build",
        "{monopoly-cmd-build} [<monopoly-text-group>] [<monopoly-text-property> <monopoly-text-level>]…",
        "monopoly-help-build",
    ),
    rule(
        "sell_buildings",
        "{monopoly-cmd-sell} [<monopoly-text-group>] [<monopoly-text-property> <monopoly-text-level>]…",
        "monopoly-help-sell",
    ),
    rule(
        "mortgage",
        "{monopoly-cmd-mortgage} <monopoly-text-property>",
        "monopoly-help-mortgage",
    ),
    rule(
        "unmortgage",
        "{monopoly-cmd-unmortgage} <monopoly-text-property>",
        "monopoly-help-unmortgage",
    ),
    rule(
        "propose_trade",
        "{monopoly-cmd-offer} <monopoly-text-player> \
         [{monopoly-cmd-give} <monopoly-text-amount>|<monopoly-text-property>|<monopoly-text-card>…] \
         [{monopoly-cmd-take} <monopoly-text-amount>|<monopoly-text-property>|<monopoly-text-card>…] \
         [{monopoly-cmd-keep}|{monopoly-cmd-lift} <monopoly-text-property>…]… \
         [{monopoly-cmd-counter} <monopoly-text-trade>] [{monopoly-cmd-until} <monopoly-text-time>] \
         [{monopoly-cmd-rescue}]",
        "monopoly-help-offer",
    ),
    rule(
        "accept_trade",
        "{monopoly-cmd-accept} <monopoly-text-trade> \
         [{monopoly-cmd-keep}|{monopoly-cmd-lift} <monopoly-text-property>…]…",
        "monopoly-help-accept",
    ),
    rule(
        "reject_trade",
        "{monopoly-cmd-reject} <monopoly-text-trade>",
        "monopoly-help-reject",
    ),
    rule(
        "cancel_trade",
        "{monopoly-cmd-cancel} <monopoly-text-trade>",
        "monopoly-help-cancel",
    ),
    rule(
        "claim_buildings",
        "{monopoly-cmd-claim} <monopoly-text-shortage> [<monopoly-text-group>] \
         [<monopoly-text-property> <monopoly-text-level>]…",
        "monopoly-help-claim",
    ),
    rule(
        "waive_claim",
        "{monopoly-cmd-waive} <monopoly-text-shortage>",
        "monopoly-help-waive",
    ),
    rule(
        "declare_bankruptcy",
        "{monopoly-cmd-bankrupt}",
        "monopoly-help-bankrupt",
    ),
    rule(
        "resolve_mortgage_transfer",
        "{monopoly-cmd-settle} [{monopoly-cmd-keep}|{monopoly-cmd-lift} <monopoly-text-property>…]…",
        "monopoly-help-settle",
    ),
    rule("resign", "{monopoly-cmd-resign}", "monopoly-help-resign"),
];

const fn rule(command: &'static str, pattern: &'static str, help: &'static str) -> GrammarRule {
    GrammarRule {
        command,
        pattern,
        help,
    }
}

/// A command as words.
pub fn phrase(command: &C) -> Phrase {
    match command {
        C::RollDice {} => Phrase::new(ROLL),
        C::PayJailFine {} => Phrase::new(PAY),
        C::UseJailCard { card_id } => card_id.iter().fold(Phrase::new(CARD), |p, id| p.name(id)),
        C::BuyProperty { square } => Phrase::new(BUY).then(property(*square)),
        C::DeclineProperty { square } => Phrase::new(DECLINE).then(property(*square)),
        C::EndTurn {} => Phrase::new(DONE),
        C::ChooseIncomeTax { option } => Phrase::new(TAX).word(tax_word(*option)),
        C::Bid { auction_id, amount } => Phrase::new(BID).number(*amount).name(auction_id),
        C::PassBid { auction_id } => Phrase::new(PASS).name(auction_id),
        C::Build { group, target } => Phrase::new(BUILD).then(levels(group, target)),
        C::SellBuildings { group, target } => Phrase::new(SELL).then(levels(group, target)),
        C::Mortgage { square } => Phrase::new(MORTGAGE).then(property(*square)),
        C::Unmortgage { square } => Phrase::new(UNMORTGAGE).then(property(*square)),
        C::ProposeTrade {
            to,
            give,
            take,
            proposer_mortgage_choices,
            counter_to,
            expires_at,
            rescue,
        } => Phrase::new(OFFER)
            .seat(*to)
            .then(side(GIVE, give))
            .then(side(TAKE, take))
            .then(choices(proposer_mortgage_choices))
            .then(offer_options(counter_to, expires_at, *rescue)),
        C::AcceptTrade {
            trade_id,
            recipient_mortgage_choices,
        } => Phrase::new(ACCEPT)
            .name(trade_id)
            .then(choices(recipient_mortgage_choices)),
        C::RejectTrade { trade_id } => Phrase::new(REJECT).name(trade_id),
        C::CancelTrade { trade_id } => Phrase::new(CANCEL).name(trade_id),
        C::ClaimBuildings {
            shortage_id,
            group,
            target,
        } => Phrase::new(CLAIM)
            .name(shortage_id)
            .then(levels(group, target)),
        C::WaiveClaim { shortage_id } => Phrase::new(WAIVE).name(shortage_id),
        C::DeclareBankruptcy {} => Phrase::new(BANKRUPT),
        C::ResolveMortgageTransfer { choices: chosen } => Phrase::new(SETTLE).then(choices(chosen)),
        C::Resign {} => Phrase::new(RESIGN),
        C::Timeout { timer, trade_id } => trade_id
            .iter()
            .fold(Phrase::new(TIMEOUT).word(timer_word(*timer)), |p, id| {
                p.name(id)
            }),
    }
}

/// A trade offer's options: the trade it counters, when it lapses, whether it is a rescue.
fn offer_options(
    counter_to: &Option<String>,
    expires_at: &Option<DateTime<Utc>>,
    rescue: bool,
) -> Phrase {
    let mut phrase = Phrase::default();
    if let Some(trade_id) = counter_to {
        phrase = phrase.word(COUNTER).name(trade_id);
    }
    if let Some(time) = expires_at {
        phrase = phrase
            .word(UNTIL)
            .name(time.to_rfc3339_opts(SecondsFormat::AutoSi, true));
    }
    if rescue {
        phrase = phrase.word(RESCUE);
    }
    phrase
}

/// What one side of a trade hands over, after `word`; nothing when it hands over nothing.
fn side(word: &'static str, side: &TradeSide) -> Phrase {
    if side.is_empty() {
        return Phrase::default();
    }
    let mut phrase = Phrase::new(word);
    if side.cash != 0 {
        phrase = phrase.number(side.cash);
    }
    let phrase = side
        .squares
        .iter()
        .fold(phrase, |p, &square| p.then(property(square)));
    side.jail_cards.iter().fold(phrase, |p, card| p.name(card))
}

/// Mortgage choices: `keep` and the squares kept mortgaged, then `lift` and those lifted.
fn choices(choices: &BTreeMap<String, MortgageChoice>) -> Phrase {
    [(MortgageChoice::Keep, KEEP), (MortgageChoice::Lift, LIFT)]
        .into_iter()
        .fold(Phrase::default(), |phrase, (choice, word)| {
            let keys: Vec<&String> = choices
                .iter()
                .filter(|(_, chosen)| **chosen == choice)
                .map(|(key, _)| key)
                .collect();
            if keys.is_empty() {
                return phrase;
            }
            keys.into_iter()
                .fold(phrase.word(word), |p, key| p.then(square_key(key)))
        })
}

/// A build or sale: the group (left out when every street listed belongs to it), then each
/// street and its level.
fn levels(group: &str, target: &BTreeMap<String, i64>) -> Phrase {
    let implied = !target.is_empty()
        && target
            .keys()
            .all(|key| group_of(key.parse().unwrap_or(-1)) == Some(group));
    let mut phrase = Phrase::default();
    if !implied {
        phrase = match group_word(group) {
            Some(word) => phrase.word(word),
            None => phrase.name(group),
        };
    }
    target.iter().fold(phrase, |p, (key, level)| {
        p.then(square_key(key)).number(*level)
    })
}

/// A square given as a decimal string.
fn square_key(key: &str) -> Phrase {
    match key.parse() {
        Ok(square) => property(square),
        Err(_) => Phrase::default().name(key),
    }
}

/// A square: a deed's printed name, a utility's word, or `#` and the board index.
fn property(square: i64) -> Phrase {
    match deed(square) {
        Some(data) if data.kind == SquareKind::Utility => Phrase::new(utility_word(&data.id)),
        Some(data) => Phrase::default().name(&data.name),
        None => Phrase::default().name(format!("#{square}")),
    }
}

/// The square with a title deed at `square`, if any.
fn deed(square: i64) -> Option<&'static data::SquareData> {
    let index = u8::try_from(square).ok().filter(|&q| q < data::SQUARES)?;
    Some(data::square(index)).filter(|data| data.ownable())
}

/// The group of the square at `square` (a colour, `railroad` or `utility`), if any.
fn group_of(square: i64) -> Option<&'static str> {
    deed(square).and_then(|data| data.group.as_deref())
}

const UTILITIES: [(&str, &str); 2] = [
    ("electric_company", "monopoly-square-electric-company"),
    ("water_works", "monopoly-square-water-works"),
];

fn utility_word(id: &str) -> &'static str {
    UTILITIES
        .iter()
        .find(|(utility, _)| *utility == id)
        .map_or(UTILITIES[0].1, |(_, word)| word)
}

const GROUPS: [(&str, &str); 8] = [
    ("brown", "monopoly-group-brown"),
    ("light_blue", "monopoly-group-light-blue"),
    ("pink", "monopoly-group-pink"),
    ("orange", "monopoly-group-orange"),
    ("red", "monopoly-group-red"),
    ("yellow", "monopoly-group-yellow"),
    ("green", "monopoly-group-green"),
    ("dark_blue", "monopoly-group-dark-blue"),
];

fn group_word(group: &str) -> Option<&'static str> {
    GROUPS
        .iter()
        .find(|(name, _)| *name == group)
        .map(|(_, word)| *word)
}

fn tax_word(option: IncomeTaxOption) -> &'static str {
    match option {
        IncomeTaxOption::Flat => "monopoly-cmd-flat",
        IncomeTaxOption::Percent => "monopoly-cmd-percent",
    }
}

fn timer_word(timer: Timer) -> &'static str {
    match timer {
        Timer::Decision => "monopoly-timer-decision",
        Timer::Auction => "monopoly-timer-auction",
        Timer::Claim => "monopoly-timer-claim",
        Timer::Rescue => "monopoly-timer-rescue",
        Timer::TradeExpiry => "monopoly-timer-trade",
        Timer::GameDeadline => "monopoly-timer-deadline",
    }
}

type ReadRest = fn(&mut Reader) -> Result<C, TextError>;

/// Each verb and how the rest of its command is read.
const VERBS: &[(&str, ReadRest)] = &[
    (ROLL, |_| Ok(C::RollDice {})),
    (PAY, |_| Ok(C::PayJailFine {})),
    (CARD, read_jail_card),
    (BUY, |r| Ok(C::BuyProperty { square: square(r)? })),
    (DECLINE, |r| Ok(C::DeclineProperty { square: square(r)? })),
    (DONE, |_| Ok(C::EndTurn {})),
    (TAX, |r| {
        let options = [IncomeTaxOption::Flat, IncomeTaxOption::Percent];
        Ok(C::ChooseIncomeTax {
            option: one_of(r, &options, tax_word)?,
        })
    }),
    (BID, |r| {
        let amount = r.number()?;
        let auction_id = id(r, 'a', AUCTION)?;
        Ok(C::Bid { auction_id, amount })
    }),
    (PASS, |r| {
        Ok(C::PassBid {
            auction_id: id(r, 'a', AUCTION)?,
        })
    }),
    (BUILD, |r| {
        let (group, target) = read_levels(r)?;
        Ok(C::Build { group, target })
    }),
    (SELL, |r| {
        let (group, target) = read_levels(r)?;
        Ok(C::SellBuildings { group, target })
    }),
    (MORTGAGE, |r| Ok(C::Mortgage { square: square(r)? })),
    (UNMORTGAGE, |r| Ok(C::Unmortgage { square: square(r)? })),
    (OFFER, read_offer),
    (ACCEPT, |r| {
        let trade_id = id(r, 't', TRADE)?;
        let mut recipient_mortgage_choices = BTreeMap::new();
        while !r.is_done() {
            read_choices(r, &mut recipient_mortgage_choices)?;
        }
        Ok(C::AcceptTrade {
            trade_id,
            recipient_mortgage_choices,
        })
    }),
    (REJECT, |r| {
        Ok(C::RejectTrade {
            trade_id: id(r, 't', TRADE)?,
        })
    }),
    (CANCEL, |r| {
        Ok(C::CancelTrade {
            trade_id: id(r, 't', TRADE)?,
        })
    }),
    (CLAIM, |r| {
        let shortage_id = id(r, 's', SHORTAGE)?;
        let (group, target) = read_levels(r)?;
        Ok(C::ClaimBuildings {
            shortage_id,
            group,
            target,
        })
    }),
    (WAIVE, |r| {
        Ok(C::WaiveClaim {
            shortage_id: id(r, 's', SHORTAGE)?,
        })
    }),
    (BANKRUPT, |_| Ok(C::DeclareBankruptcy {})),
    (SETTLE, |r| {
        let mut choices = BTreeMap::new();
        while !r.is_done() {
            read_choices(r, &mut choices)?;
        }
        Ok(C::ResolveMortgageTransfer { choices })
    }),
    (RESIGN, |_| Ok(C::Resign {})),
    (TIMEOUT, read_timeout),
];

/// Reads a command from a player's text.
pub fn read(reader: &mut Reader) -> Result<C, TextError> {
    let words: Vec<&'static str> = VERBS.iter().map(|(word, _)| *word).collect();
    let verb = reader.word(&words)?;
    let rest = VERBS
        .iter()
        .find(|(word, _)| *word == verb)
        .map_or(VERBS[0].1, |(_, rest)| *rest);
    rest(reader)
}

/// Reads one of `values`, each written as its word.
fn one_of<T: Copy>(
    reader: &mut Reader,
    values: &[T],
    word: fn(T) -> &'static str,
) -> Result<T, TextError> {
    let words: Vec<&'static str> = values.iter().map(|&value| word(value)).collect();
    let read = reader.word(&words)?;
    let index = words.iter().position(|w| *w == read).unwrap_or_default();
    Ok(values[index])
}

/// Reads an id such as `a7` (`letter` and digits; the digits alone will do).
fn id(reader: &mut Reader, letter: char, what: &'static str) -> Result<String, TextError> {
    let at = reader.position();
    let token = reader.value(what)?.to_lowercase();
    let digits = token.strip_prefix(letter).unwrap_or(&token);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(reader.error_at(at, vec![Expected::Value(what)]));
    }
    Ok(format!("{letter}{digits}"))
}

/// A Get Out of Jail Free card's id as typed (`ch08`), in capitals, if the token is one.
fn card_code(token: &str) -> Option<String> {
    let code = token.to_uppercase();
    let digits = code
        .strip_prefix("CH")
        .or_else(|| code.strip_prefix("CC"))?;
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(code)
}

fn read_jail_card(reader: &mut Reader) -> Result<C, TextError> {
    if reader.is_done() {
        return Ok(C::UseJailCard { card_id: None });
    }
    let at = reader.position();
    let token = reader.value(CARD_ID)?;
    let code =
        card_code(&token).ok_or_else(|| reader.error_at(at, vec![Expected::Value(CARD_ID)]))?;
    Ok(C::UseJailCard {
        card_id: Some(code),
    })
}

/// Reads the square of a one-square command: a property or a bare board index.
fn square(reader: &mut Reader) -> Result<i64, TextError> {
    match reader.try_number() {
        Some(index) => Ok(index),
        None => property_or_fail(reader),
    }
}

fn property_or_fail(reader: &mut Reader) -> Result<i64, TextError> {
    try_property(reader)?.ok_or_else(|| reader.expected(vec![Expected::Value(PROPERTY)]))
}

/// The most tokens a printed name takes (`B. & O. Railroad`).
const NAME_TOKENS: usize = 4;

/// Reads a property if the next tokens name one (`#` and an index, a deed's printed name, a
/// utility's word); fails when they begin the names of several deeds.
fn try_property(reader: &mut Reader) -> Result<Option<i64>, TextError> {
    if let Some(index) = reader
        .peek()
        .and_then(|t| t.strip_prefix('#')?.parse().ok())
    {
        reader.value(PROPERTY)?;
        return Ok(Some(index));
    }
    let rest = &reader.tokens()[reader.position()..];
    match deed_named(&rest[..rest.len().min(NAME_TOKENS)]) {
        Named::One(index, tokens) => {
            for _ in 0..tokens {
                reader.value(PROPERTY)?;
            }
            Ok(Some(i64::from(index)))
        }
        Named::Several => Err(TextError {
            ambiguous: true,
            ..reader.expected(vec![Expected::Value(PROPERTY)])
        }),
        Named::None => {
            let words = UTILITIES.map(|(_, word)| word);
            Ok(reader.try_word(&words).and_then(utility_square))
        }
    }
}

fn utility_square(word: &str) -> Option<i64> {
    let (id, _) = UTILITIES.iter().find(|(_, w)| *w == word)?;
    (0..data::SQUARES)
        .find(|&q| data::square(q).id == *id)
        .map(i64::from)
}

/// Which deed the first of `tokens` name.
enum Named {
    /// The deed at this index, named by this many tokens.
    One(u8, usize),
    /// The tokens begin the names of several deeds.
    Several,
    None,
}

/// The deed (other than a utility) whose printed name the first tokens are, or else begin:
/// longer spans first, a whole name before a beginning.
fn deed_named(tokens: &[String]) -> Named {
    for whole in [true, false] {
        for length in (1..=tokens.len()).rev() {
            let typed = &tokens[..length];
            let fitting: Vec<u8> = (0..data::SQUARES)
                .filter(|&q| {
                    let data = data::square(q);
                    data.ownable()
                        && data.kind != SquareKind::Utility
                        && fits(&data.name, typed, whole)
                })
                .collect();
            match fitting[..] {
                [] => {}
                [index] => return Named::One(index, length),
                _ => return Named::Several,
            }
        }
    }
    Named::None
}

/// Lowercase letters and digits only (`B. & O.` is `bo`).
fn folded(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `typed` is the printed `name` (`whole`) or a beginning of it: of the whole name
/// when typed as one word (`parkpl`), else word by word (`penn ave`, `b&o`).
fn fits(name: &str, typed: &[String], whole: bool) -> bool {
    let printed = folded(name);
    if whole {
        return folded(&typed.concat()) == printed;
    }
    let typed: Vec<String> = words(&typed.join(" "));
    match typed.as_slice() {
        [] => false,
        [one] => printed.starts_with(one),
        several => {
            let words = words(name);
            several.len() <= words.len()
                && several
                    .iter()
                    .zip(&words)
                    .all(|(typed, word)| word.starts_with(typed))
        }
    }
}

/// The words of `text`, split at anything but letters and digits, folded.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(folded)
        .filter(|word| !word.is_empty())
        .collect()
}

/// Reads a build or a sale: an optional group, then streets and their levels; without a group
/// it is the first street's.
fn read_levels(reader: &mut Reader) -> Result<(String, BTreeMap<String, i64>), TextError> {
    let start = reader.position();
    let rest = &reader.tokens()[start..];
    let names_one = !matches!(
        deed_named(&rest[..rest.len().min(NAME_TOKENS)]),
        Named::None
    );
    let named = if names_one {
        None
    } else {
        let words = GROUPS.map(|(_, word)| word);
        reader.try_word(&words)
    };
    let mut group = GROUPS
        .iter()
        .find(|(_, word)| Some(*word) == named)
        .map(|(group, _)| group.to_string());
    if group.is_none() && reader.is_done() {
        return Err(reader.expected(vec![Expected::Value(GROUP), Expected::Value(PROPERTY)]));
    }
    let mut target = BTreeMap::new();
    while !reader.is_done() {
        let at = reader.position();
        let square = property_or_fail(reader)?;
        if group.is_none() {
            let of_square = group_of(square)
                .ok_or_else(|| reader.error_at(at, vec![Expected::Value(GROUP)]))?;
            group = Some(of_square.to_string());
        }
        target.insert(square.to_string(), reader.number()?);
    }
    Ok((group.unwrap_or_default(), target))
}

/// Reads `keep` or `lift` and the properties it applies to.
fn read_choices(
    reader: &mut Reader,
    choices: &mut BTreeMap<String, MortgageChoice>,
) -> Result<(), TextError> {
    let word = reader.word(&[KEEP, LIFT])?;
    read_chosen(reader, word, choices)
}

/// Reads the properties the choice `word` (`keep` or `lift`) applies to.
fn read_chosen(
    reader: &mut Reader,
    word: &str,
    choices: &mut BTreeMap<String, MortgageChoice>,
) -> Result<(), TextError> {
    let choice = if word == KEEP {
        MortgageChoice::Keep
    } else {
        MortgageChoice::Lift
    };
    choices.insert(property_or_fail(reader)?.to_string(), choice);
    while let Some(square) = try_property(reader)? {
        choices.insert(square.to_string(), choice);
    }
    Ok(())
}

fn read_offer(reader: &mut Reader) -> Result<C, TextError> {
    let to = reader.seat()?;
    let (mut give, mut take) = (TradeSide::default(), TradeSide::default());
    let mut proposer_mortgage_choices = BTreeMap::new();
    let (mut counter_to, mut expires_at, mut rescue) = (None, None, false);
    while !reader.is_done() {
        match reader.word(&[GIVE, TAKE, KEEP, LIFT, COUNTER, UNTIL, RESCUE])? {
            GIVE => read_side(reader, &mut give)?,
            TAKE => read_side(reader, &mut take)?,
            COUNTER => counter_to = Some(id(reader, 't', TRADE)?),
            UNTIL => expires_at = Some(read_time(reader)?),
            RESCUE => rescue = true,
            choice => read_chosen(reader, choice, &mut proposer_mortgage_choices)?,
        }
    }
    Ok(C::ProposeTrade {
        to,
        give,
        take,
        proposer_mortgage_choices,
        counter_to,
        expires_at,
        rescue,
    })
}

/// Reads what one side of a trade hands over: amounts, properties and jail cards.
fn read_side(reader: &mut Reader, side: &mut TradeSide) -> Result<(), TextError> {
    let start = reader.position();
    loop {
        if let Some(cash) = reader.try_number() {
            side.cash += cash;
        } else if let Some(code) = reader.peek().and_then(card_code) {
            reader.value(CARD_ID)?;
            side.jail_cards.push(code);
        } else if let Some(square) = try_property(reader)? {
            side.squares.push(square);
        } else {
            break;
        }
    }
    if reader.position() == start {
        return Err(reader.expected(vec![
            Expected::Number,
            Expected::Value(PROPERTY),
            Expected::Value(CARD_ID),
        ]));
    }
    Ok(())
}

/// Reads a time in RFC 3339 (`2030-01-31T18:00:00Z`).
fn read_time(reader: &mut Reader) -> Result<DateTime<Utc>, TextError> {
    let at = reader.position();
    let text = reader.value(TIME)?;
    DateTime::parse_from_rfc3339(&text)
        .map(|time| time.with_timezone(&Utc))
        .map_err(|_| reader.error_at(at, vec![Expected::Value(TIME)]))
}

fn read_timeout(reader: &mut Reader) -> Result<C, TextError> {
    let timers = [
        Timer::Decision,
        Timer::Auction,
        Timer::Claim,
        Timer::Rescue,
        Timer::TradeExpiry,
        Timer::GameDeadline,
    ];
    let timer = one_of(reader, &timers, timer_word)?;
    let trade_id = if reader.is_done() {
        None
    } else {
        Some(id(reader, 't', TRADE)?)
    };
    Ok(C::Timeout { timer, trade_id })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::command_text::PlainLexicon;

    fn written(command: &C) -> String {
        PlainLexicon::write(&phrase(command))
    }

    fn read_text(text: &str) -> Result<C, TextError> {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new(text, &lexicon);
        let command = read(&mut reader)?;
        reader.finish()?;
        Ok(command)
    }

    fn round_trip(command: C, text: &str) {
        assert_eq!(written(&command), text);
        assert_eq!(read_text(text), Ok(command));
    }

    #[test]
    fn simple_commands_are_written_and_read_back() {
        round_trip(C::RollDice {}, "roll");
        round_trip(C::BuyProperty { square: 37 }, "buy Park Place");
        round_trip(C::Mortgage { square: 12 }, "mortgage company");
        round_trip(
            C::Bid {
                auction_id: "a7".into(),
                amount: 120,
            },
            "bid 120 a7",
        );
        round_trip(
            C::ChooseIncomeTax {
                option: IncomeTaxOption::Percent,
            },
            "tax percent",
        );
        round_trip(C::DeclineProperty { square: 4 }, "decline #4");
    }

    #[test]
    fn builds_leave_out_a_group_their_streets_imply() {
        let target = BTreeMap::from([("6".to_string(), 1), ("8".to_string(), 2)]);
        round_trip(
            C::Build {
                group: "light_blue".into(),
                target: target.clone(),
            },
            "build Oriental Avenue 1 Vermont Avenue 2",
        );
        round_trip(
            C::SellBuildings {
                group: "pink".into(),
                target,
            },
            "sell pink Oriental Avenue 1 Vermont Avenue 2",
        );
    }

    #[test]
    fn a_trade_offer_lists_both_sides_and_its_options() {
        round_trip(
            C::ProposeTrade {
                to: Seat(1),
                give: TradeSide {
                    cash: 200,
                    squares: vec![39],
                    jail_cards: vec!["CH08".into()],
                },
                take: TradeSide {
                    squares: vec![25],
                    ..TradeSide::default()
                },
                proposer_mortgage_choices: BTreeMap::from([(
                    "25".to_string(),
                    MortgageChoice::Lift,
                )]),
                counter_to: Some("t3".into()),
                expires_at: None,
                rescue: true,
            },
            "offer p1 give 200 Boardwalk CH08 take B. & O. Railroad lift B. & O. Railroad \
             counter t3 rescue",
        );
    }

    #[test]
    fn typed_abbreviations_and_bare_ids_are_read() {
        assert_eq!(read_text("BUY st ch"), Ok(C::BuyProperty { square: 11 }));
        assert_eq!(read_text("unm penn ave"), Ok(C::Unmortgage { square: 34 }));
        assert_eq!(
            read_text("pas 7"),
            Ok(C::PassBid {
                auction_id: "a7".into()
            })
        );
        assert_eq!(
            read_text("acc T12 ke b&o"),
            Ok(C::AcceptTrade {
                trade_id: "t12".into(),
                recipient_mortgage_choices: BTreeMap::from([(
                    "25".to_string(),
                    MortgageChoice::Keep
                )]),
            })
        );
        assert_eq!(
            read_text("card cc05"),
            Ok(C::UseJailCard {
                card_id: Some("CC05".into())
            })
        );
    }

    #[test]
    fn errors_say_what_was_expected_where() {
        let error = read_text("bid 120").unwrap_err();
        assert_eq!((error.at, error.found), (2, None));
        assert_eq!(error.expected, vec![Expected::Value(AUCTION)]);
        let error = read_text("buy st").unwrap_err();
        assert!(error.ambiguous);
        assert_eq!(
            (error.at, error.expected),
            (1, vec![Expected::Value(PROPERTY)])
        );
        let error = read_text("offer p1 give boardwalk swap").unwrap_err();
        assert_eq!(error.at, 4);
        assert!(error.expected.contains(&Expected::Word(TAKE)));
        let error = read_text("tax half").unwrap_err();
        assert_eq!(
            error.expected,
            vec![
                Expected::Word("monopoly-cmd-flat"),
                Expected::Word("monopoly-cmd-percent")
            ]
        );
    }
}
