//! Text commands: each command as words, and read back from what a player typed (see
//! [`crate::engine::command_text`]): `play 7C`, `found Tower`, `sell 2 trade 2`,
//! `buy 2 Tower 1 Imperial`, `use Trade 2 Sackson for Tower`.

use std::iter;

use crate::engine::command_text::{Expected, GrammarRule, Phrase, Reader, TextError};

use super::chain::Chain;
use super::command::{AcquireCommand, ExchangeRequest, Power, PurchasePower};
use super::name::{ChainName, TileName};
use super::tile::Tile;

const PLAY: &str = "acquire-cmd-play";
const PLACE: &str = "acquire-cmd-place";
const FOUND: &str = "acquire-cmd-found";
const SURVIVE: &str = "acquire-cmd-survive";
const NEXT: &str = "acquire-cmd-next";
const SELL: &str = "acquire-cmd-sell";
const TRADE: &str = "acquire-cmd-trade";
const KEEP: &str = "acquire-cmd-keep";
const BUY: &str = "acquire-cmd-buy";
const WITH: &str = "acquire-cmd-with";
const DECLARE: &str = "acquire-cmd-declare";
const SKIP: &str = "acquire-cmd-skip";
const USE: &str = "acquire-cmd-use";
const FOR: &str = "acquire-cmd-for";
const DONE: &str = "acquire-cmd-done";
const RESIGN: &str = "acquire-cmd-resign";

const TILE: &str = "acquire-text-tile";
const SHARES: &str = "acquire-text-shares";

/// The most shares one purchase may name in text (a chain has 25): more is surely a typo.
const MOST_SHARES: usize = 25;

/// The forms of the text commands.
pub const GRAMMAR: &[GrammarRule] = &[
    GrammarRule {
        command: "place_tile",
        pattern: "{acquire-cmd-play} <acquire-text-tile>",
        help: "acquire-help-play",
    },
    GrammarRule {
        command: "choose_chain",
        pattern: "{acquire-cmd-found} <acquire-text-chain>",
        help: "acquire-help-found",
    },
    GrammarRule {
        command: "choose_survivor",
        pattern: "{acquire-cmd-survive} <acquire-text-chain>",
        help: "acquire-help-survive",
    },
    GrammarRule {
        command: "choose_next_defunct",
        pattern: "{acquire-cmd-next} <acquire-text-chain>",
        help: "acquire-help-next",
    },
    GrammarRule {
        command: "dispose_shares",
        pattern: "{acquire-cmd-sell} <acquire-text-shares> [{acquire-cmd-trade} <acquire-text-shares>]",
        help: "acquire-help-sell",
    },
    GrammarRule {
        command: "dispose_shares",
        pattern: "{acquire-cmd-trade} <acquire-text-shares> [{acquire-cmd-sell} <acquire-text-shares>]",
        help: "acquire-help-trade",
    },
    GrammarRule {
        command: "dispose_shares",
        pattern: "{acquire-cmd-keep}",
        help: "acquire-help-keep",
    },
    GrammarRule {
        command: "buy_shares",
        pattern: "{acquire-cmd-buy} [<acquire-text-shares> <acquire-text-chain>]… \
                  [{acquire-cmd-with} {acquire-card-free3}|{acquire-card-buy5}]",
        help: "acquire-help-buy",
    },
    GrammarRule {
        command: "declare_game_end",
        pattern: "{acquire-cmd-declare}",
        help: "acquire-help-declare",
    },
    GrammarRule {
        command: "skip_placement",
        pattern: "{acquire-cmd-skip}",
        help: "acquire-help-skip",
    },
    GrammarRule {
        command: "use_power",
        pattern: "{acquire-cmd-use} {acquire-card-take5}|{acquire-card-place4}",
        help: "acquire-help-use",
    },
    GrammarRule {
        command: "use_power",
        pattern: "{acquire-cmd-use} {acquire-card-trade2} \
                  <acquire-text-chain> {acquire-cmd-for} <acquire-text-chain>…",
        help: "acquire-help-use-trade",
    },
    GrammarRule {
        command: "finish_placements",
        pattern: "{acquire-cmd-done}",
        help: "acquire-help-done",
    },
    GrammarRule {
        command: "resign",
        pattern: "{acquire-cmd-resign}",
        help: "acquire-help-resign",
    },
];

/// What a command's first word asks for.
#[derive(Clone, Copy)]
enum Verb {
    Play,
    Found,
    Survive,
    Next,
    Sell,
    Trade,
    Keep,
    Buy,
    Declare,
    Skip,
    Use,
    Done,
    Resign,
}

/// The first words of the commands.
const VERBS: [(&str, Verb); 13] = [
    (PLAY, Verb::Play),
    (FOUND, Verb::Found),
    (SURVIVE, Verb::Survive),
    (NEXT, Verb::Next),
    (SELL, Verb::Sell),
    (TRADE, Verb::Trade),
    (KEEP, Verb::Keep),
    (BUY, Verb::Buy),
    (DECLARE, Verb::Declare),
    (SKIP, Verb::Skip),
    (USE, Verb::Use),
    (DONE, Verb::Done),
    (RESIGN, Verb::Resign),
];

/// Other words for a verb, read only when no verb fits (so that `p` is still `play`).
const SYNONYMS: [(&str, Verb); 1] = [(PLACE, Verb::Play)];

/// The chains' words, in the order of [`Chain::ALL`].
const CHAINS: [(&str, Chain); 8] = [
    ("acquire-chain-sackson", Chain::Sackson),
    ("acquire-chain-luxor", Chain::Luxor),
    ("acquire-chain-tower", Chain::Tower),
    ("acquire-chain-american", Chain::American),
    ("acquire-chain-festival", Chain::Festival),
    ("acquire-chain-worldwide", Chain::Worldwide),
    ("acquire-chain-continental", Chain::Continental),
    ("acquire-chain-imperial", Chain::Imperial),
];

/// The power cards' words, in the order of [`Power::ALL`].
const CARDS: [(&str, Power); 5] = [
    ("acquire-card-free3", Power::Free3),
    ("acquire-card-buy5", Power::Buy5),
    ("acquire-card-trade2", Power::Trade2),
    ("acquire-card-take5", Power::Take5Tiles),
    ("acquire-card-place4", Power::Place4Tiles),
];

/// The cards a purchase may name.
const PURCHASE_CARDS: [(&str, PurchasePower); 2] = [
    ("acquire-card-free3", PurchasePower::Free3),
    ("acquire-card-buy5", PurchasePower::Buy5),
];

/// The word of `value` in `table`.
fn word_of<T: PartialEq>(table: &[(&'static str, T)], value: &T) -> &'static str {
    table
        .iter()
        .find(|(_, entry)| entry == value)
        .map_or("", |(id, _)| id)
}

/// The words of `table`.
fn ids<T>(table: &[(&'static str, T)]) -> Vec<&'static str> {
    table.iter().map(|(id, _)| *id).collect()
}

/// A command as words.
pub fn phrase(command: &AcquireCommand) -> Phrase {
    match command {
        AcquireCommand::PlaceTile { tile } => Phrase::new(PLAY).name(tile.to_string()),
        AcquireCommand::ChooseChain { chain } => with_chain(Phrase::new(FOUND), chain),
        AcquireCommand::ChooseSurvivor { chain } => with_chain(Phrase::new(SURVIVE), chain),
        AcquireCommand::ChooseNextDefunct { chain } => with_chain(Phrase::new(NEXT), chain),
        AcquireCommand::DisposeShares { sell, trade } => disposal(*sell, *trade),
        AcquireCommand::BuyShares { chains, power } => purchase(chains, *power),
        AcquireCommand::DeclareGameEnd {} => Phrase::new(DECLARE),
        AcquireCommand::SkipPlacement {} => Phrase::new(SKIP),
        AcquireCommand::UsePower { power, exchanges } => {
            let phrase = Phrase::new(USE).word(word_of(&CARDS, power));
            exchanges.iter().flatten().fold(phrase, |phrase, exchange| {
                with_chain(with_chain(phrase, &exchange.give).word(FOR), &exchange.take)
            })
        }
        AcquireCommand::FinishPlacements {} => Phrase::new(DONE),
        AcquireCommand::Resign {} => Phrase::new(RESIGN),
    }
}

/// `phrase` followed by a chain's word (or the text that names no chain, as is).
fn with_chain(phrase: Phrase, chain: &ChainName) -> Phrase {
    match chain.chain() {
        Ok(chain) => phrase.word(word_of(&CHAINS, &chain)),
        Err(text) => phrase.name(text),
    }
}

/// `sell 2 trade 2`, `trade 4`, `sell 3`, or `keep` when nothing is sold or traded.
fn disposal(sell: u32, trade: u32) -> Phrase {
    match (sell, trade) {
        (0, 0) => Phrase::new(KEEP),
        (0, trade) => Phrase::new(TRADE).number(trade),
        (sell, 0) => Phrase::new(SELL).number(sell),
        (sell, trade) => Phrase::new(SELL).number(sell).word(TRADE).number(trade),
    }
}

/// `buy 2 Tower 1 Imperial with Buy 5`: each run of one chain as its count and word.
fn purchase(chains: &[ChainName], power: Option<PurchasePower>) -> Phrase {
    let phrase = chains
        .chunk_by(|a, b| a == b)
        .fold(Phrase::new(BUY), |phrase, run| {
            with_chain(phrase.number(run.len()), &run[0])
        });
    match power {
        Some(power) => phrase.word(WITH).word(word_of(&PURCHASE_CARDS, &power)),
        None => phrase,
    }
}

/// Reads one of the words of `table`, or fails saying which were expected.
fn pick<T: Copy>(reader: &mut Reader, table: &[(&'static str, T)]) -> Result<T, TextError> {
    let id = reader.word(&ids(table))?;
    Ok(lookup(table, id))
}

/// Reads one of the words of `table` if the next tokens are one.
fn try_pick<T: Copy>(reader: &mut Reader, table: &[(&'static str, T)]) -> Option<T> {
    let id = reader.try_word(&ids(table))?;
    Some(lookup(table, id))
}

/// The value of the word `id`, which the reader took from `table`.
fn lookup<T: Copy>(table: &[(&'static str, T)], id: &str) -> T {
    table
        .iter()
        .find(|(word, _)| *word == id)
        .map(|(_, value)| *value)
        .expect("the reader reads a word of the table")
}

/// Reads a command from a player's text.
pub fn read(reader: &mut Reader) -> Result<AcquireCommand, TextError> {
    let verb = match pick(reader, &VERBS) {
        Ok(verb) => verb,
        Err(error) => try_pick(reader, &SYNONYMS).ok_or(error)?,
    };
    Ok(match verb {
        Verb::Play => AcquireCommand::PlaceTile {
            tile: read_tile(reader)?,
        },
        Verb::Found => AcquireCommand::ChooseChain {
            chain: read_chain(reader)?,
        },
        Verb::Survive => AcquireCommand::ChooseSurvivor {
            chain: read_chain(reader)?,
        },
        Verb::Next => AcquireCommand::ChooseNextDefunct {
            chain: read_chain(reader)?,
        },
        Verb::Sell => {
            let sell = read_shares(reader)?;
            let trade = read_more(reader, TRADE)?;
            AcquireCommand::DisposeShares { sell, trade }
        }
        Verb::Trade => {
            let trade = read_shares(reader)?;
            let sell = read_more(reader, SELL)?;
            AcquireCommand::DisposeShares { sell, trade }
        }
        Verb::Keep => AcquireCommand::DisposeShares { sell: 0, trade: 0 },
        Verb::Buy => read_purchase(reader)?,
        Verb::Declare => AcquireCommand::DeclareGameEnd {},
        Verb::Skip => AcquireCommand::SkipPlacement {},
        Verb::Use => read_power(reader)?,
        Verb::Done => AcquireCommand::FinishPlacements {},
        Verb::Resign => AcquireCommand::Resign {},
    })
}

/// Reads a tile, as its canonical name or as a player may type it (`7c`, `C7`, `07C`).
fn read_tile(reader: &mut Reader) -> Result<TileName, TextError> {
    let at = reader.position();
    let text = reader.value(TILE)?;
    tile_of(&text)
        .map(TileName::from)
        .ok_or_else(|| reader.error_at(at, vec![Expected::Value(TILE)]))
}

/// The tile a typed text names: a column 1–12 and a row A–I, in either order and any case.
fn tile_of(text: &str) -> Option<Tile> {
    let text = text.to_ascii_uppercase();
    let (column, row) = match text.strip_prefix(|c: char| c.is_ascii_alphabetic()) {
        Some(column) => (column, &text[..1]),
        None => text.split_at(text.char_indices().last()?.0),
    };
    if column.is_empty() || !column.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let row = match row.as_bytes() {
        [letter @ b'A'..=b'I'] => letter - b'A',
        _ => return None,
    };
    Tile::at(column.parse().ok()?, row)
}

fn read_chain(reader: &mut Reader) -> Result<ChainName, TextError> {
    pick(reader, &CHAINS).map(ChainName::from)
}

/// Reads a number of shares to sell or trade.
fn read_shares(reader: &mut Reader) -> Result<u32, TextError> {
    let at = reader.position();
    let number = reader.number()?;
    u32::try_from(number).map_err(|_| reader.error_at(at, vec![Expected::Value(SHARES)]))
}

/// After `sell n`, an optional `trade m` (or the other way round): `m`, or 0 without it.
fn read_more(reader: &mut Reader, word: &'static str) -> Result<u32, TextError> {
    match reader.try_word(&[word]) {
        Some(_) => read_shares(reader),
        None => Ok(0),
    }
}

/// After `buy`: counts and chains (a chain without a count is one share), then an optional
/// card, with or without `with` before it.
fn read_purchase(reader: &mut Reader) -> Result<AcquireCommand, TextError> {
    let mut chains = Vec::new();
    let mut power = None;
    while !reader.is_done() {
        let at = reader.position();
        if let Some(count) = reader.try_number() {
            let chain = pick(reader, &CHAINS)?;
            let count = usize::try_from(count)
                .ok()
                .filter(|count| chains.len() + count <= MOST_SHARES)
                .ok_or_else(|| reader.error_at(at, vec![Expected::Value(SHARES)]))?;
            chains.extend(iter::repeat_n(ChainName::from(chain), count));
        } else if let Some(chain) = try_pick(reader, &CHAINS) {
            chains.push(ChainName::from(chain));
        } else {
            let with = reader.try_word(&[WITH]).is_some();
            power = Some(
                try_pick(reader, &PURCHASE_CARDS)
                    .ok_or_else(|| reader.expected(purchase_expected(with)))?,
            );
            break;
        }
    }
    Ok(AcquireCommand::BuyShares { chains, power })
}

/// What may come next in a purchase: a card after `with`, anything after a chain.
fn purchase_expected(after_with: bool) -> Vec<Expected> {
    let cards = PURCHASE_CARDS.iter().map(|(id, _)| Expected::Word(id));
    if after_with {
        return cards.collect();
    }
    iter::once(Expected::Number)
        .chain(CHAINS.iter().map(|(id, _)| Expected::Word(id)))
        .chain(iter::once(Expected::Word(WITH)))
        .chain(cards)
        .collect()
}

/// After `use`: a card, and with `Trade 2` its exchanges (`Sackson for Tower` …).
fn read_power(reader: &mut Reader) -> Result<AcquireCommand, TextError> {
    let power = pick(reader, &CARDS)?;
    let exchanges = match power {
        Power::Trade2 => read_exchanges(reader)?,
        _ => None,
    };
    Ok(AcquireCommand::UsePower { power, exchanges })
}

fn read_exchanges(reader: &mut Reader) -> Result<Option<Vec<ExchangeRequest>>, TextError> {
    let mut exchanges = Vec::new();
    while let Some(give) = try_pick(reader, &CHAINS) {
        reader.word(&[FOR])?;
        let take = pick(reader, &CHAINS)?;
        exchanges.push(ExchangeRequest {
            give: give.into(),
            take: take.into(),
        });
    }
    if !reader.is_done() {
        let mut expected: Vec<Expected> = CHAINS.iter().map(|(id, _)| Expected::Word(id)).collect();
        expected.push(Expected::End);
        return Err(reader.expected(expected));
    }
    Ok((!exchanges.is_empty()).then_some(exchanges))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command_text::PlainLexicon;
    use serde_json::{Value, json};

    /// Reads `text` with the plain lexicon (words are their ids' last parts) to the end.
    fn read_plain(text: &str) -> Result<AcquireCommand, TextError> {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new(text, &lexicon);
        let command = read(&mut reader)?;
        reader.finish()?;
        Ok(command)
    }

    fn command(value: Value) -> AcquireCommand {
        serde_json::from_value(value).expect("a command")
    }

    #[test]
    fn commands_are_written_and_read_back() {
        let cases = [
            (json!({"type": "place_tile", "tile": "7C"}), "play 7C"),
            (
                json!({"type": "choose_chain", "chain": "tower"}),
                "found tower",
            ),
            (
                json!({"type": "choose_next_defunct", "chain": "luxor"}),
                "next luxor",
            ),
            (
                json!({"type": "dispose_shares", "sell": 2, "trade": 4}),
                "sell 2 trade 4",
            ),
            (
                json!({"type": "dispose_shares", "sell": 0, "trade": 2}),
                "trade 2",
            ),
            (
                json!({"type": "dispose_shares", "sell": 0, "trade": 0}),
                "keep",
            ),
            (
                json!({"type": "buy_shares", "chains": ["tower", "tower", "imperial"]}),
                "buy 2 tower 1 imperial",
            ),
            (
                json!({"type": "buy_shares", "chains": ["american"], "power": "buy_5"}),
                "buy 1 american with buy5",
            ),
            (json!({"type": "buy_shares", "chains": []}), "buy"),
            (
                json!({"type": "use_power", "power": "trade_2",
                       "exchanges": [{"give": "sackson", "take": "tower"}]}),
                "use trade2 sackson for tower",
            ),
            (
                json!({"type": "use_power", "power": "take_5_tiles"}),
                "use take5",
            ),
            (json!({"type": "declare_game_end"}), "declare"),
            (json!({"type": "resign"}), "resign"),
        ];
        for (json, text) in cases {
            let command = command(json);
            assert_eq!(PlainLexicon::write(&phrase(&command)), text);
            assert_eq!(read_plain(text), Ok(command), "{text}");
        }
    }

    #[test]
    fn typed_lines_may_abbreviate_and_vary() {
        assert_eq!(
            read_plain("BUY 2 tow imp"),
            Ok(command(
                json!({"type": "buy_shares", "chains": ["tower", "tower", "imperial"]})
            ))
        );
        assert_eq!(
            read_plain("p c7"),
            Ok(command(json!({"type": "place_tile", "tile": "7C"})))
        );
        assert_eq!(
            read_plain("place 012i"),
            Ok(command(json!({"type": "place_tile", "tile": "12I"})))
        );
        assert_eq!(
            read_plain("tr 2 se 1"),
            Ok(command(
                json!({"type": "dispose_shares", "sell": 1, "trade": 2})
            ))
        );
    }

    #[test]
    fn errors_say_what_was_expected_where() {
        let error = read_plain("play 13A").unwrap_err();
        assert_eq!(
            (error.at, error.found.as_deref(), error.expected),
            (1, Some("13A"), vec![Expected::Value(TILE)])
        );
        let error = read_plain("buy 2 towr").unwrap_err();
        assert_eq!((error.at, error.found.as_deref()), (2, Some("towr")));
        assert_eq!(error.expected.len(), CHAINS.len());
        let error = read_plain("s 2").unwrap_err();
        assert!(error.ambiguous);
        assert_eq!(
            error.expected,
            [SURVIVE, SELL, SKIP].map(Expected::Word).to_vec()
        );
        let error = read_plain("buy 2 tower with trade2").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (4, PURCHASE_CARDS.map(|(id, _)| Expected::Word(id)).to_vec())
        );
        let error = read_plain("sell -1").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (1, vec![Expected::Value(SHARES)])
        );
    }
}
