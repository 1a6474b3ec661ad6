//! Board pictures of every game: for many positions of seeded self-played games, the picture
//! of every seat's view and of the spectator's is a well-formed, self-contained SVG document
//! with a title and a description, drawn the same every time, with every word said in each
//! of the three languages, and shows no secret of another seat; and one golden picture per
//! game and language for a fixed position.
//!
//! `BOARD_PICTURE_GAMES` (default 2) sets how many games of each kind are pictured; the
//! goldens in `tests/golden/` are rewritten on purpose with `UPDATE_GOLDEN=1`.

use std::collections::BTreeMap;

use hotel_games::engine::simulate::{Player, simulate};
use hotel_games::engine::svg::Caption;
use hotel_games::engine::testing::playout_seed;
use hotel_games::engine::words::{Message, Say};
use hotel_games::engine::{Game, Seat, Status, Viewer};
use hotel_games::games::acquire::config::{AcquireConfig, AssetVisibility, Edition};
use hotel_games::games::acquire::{Acquire, AcquireState};
use hotel_games::games::grand_austria_hotel::config::GrandAustriaHotelConfig;
use hotel_games::games::grand_austria_hotel::{GrandAustriaHotel, GrandAustriaHotelState};
use hotel_games::games::monopoly::Monopoly;
use hotel_games::games::monopoly::config::{MonopolyConfig, TradeVisibility};
use hotel_games::games::monopoly::state::MonopolyState;
use hotel_games::games::tokyo_capsule_hotel::config::{
    TokyoCapsuleHotelConfig, TradeVisibility as TchTradeVisibility,
};
use hotel_games::games::tokyo_capsule_hotel::{TokyoCapsuleHotel, TokyoCapsuleHotelState};
use hotel_games::i18n::{self, Language};

const NAMES: [&str; 8] = ["ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal"];

/// How many games of each kind to picture.
fn games() -> u64 {
    std::env::var("BOARD_PICTURE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2)
}

/// Says a picture's words in one language, and fails the test on any word it cannot say
/// (an id missing from the message files, an argument missing from a message).
struct Strict {
    language: Language,
    players: Vec<String>,
}

impl Say for Strict {
    fn say(&self, message: &Message) -> String {
        let name = |seat: Seat| self.players[seat.index()].clone();
        i18n::say_all(self.language, message, &name)
            .unwrap_or_else(|problems| panic!("{message:?} in {}: {problems:?}", self.language))
    }
}

/// Where a picture is drawn: the version shown and how many seats the table has.
#[derive(Clone, Copy)]
struct At {
    version: i64,
    seats: usize,
}

fn at(version: i64, seats: usize) -> At {
    At { version, seats }
}

/// The states of a seeded self-played game after every `every`-th entry and at its end (at
/// most `max_entries` entries), with their versions.
fn positions<G: Game>(
    config: &G::Config,
    seats: usize,
    game: u64,
    player: Player,
    every: u64,
    max_entries: u64,
) -> Vec<(i64, G::State)> {
    let mut state = G::State::default();
    let mut taken = Vec::new();
    let mut last = 0;
    simulate::<G>(
        config,
        seats,
        &playout_seed(game),
        max_entries,
        player,
        &mut |entry| {
            for event in entry.events {
                G::evolve(&mut state, event);
            }
            last = entry.seq;
            if entry.seq.is_multiple_of(every) {
                taken.push((entry.seq as i64, state.clone()));
            }
        },
    );
    if !last.is_multiple_of(every) {
        taken.push((last as i64, state));
    }
    taken
}

/// Every seat's viewer and the spectator.
fn viewers(seats: usize) -> Vec<Viewer> {
    let mut viewers: Vec<Viewer> = (0..seats).map(|s| Viewer::Seat(Seat(s as u8))).collect();
    viewers.push(Viewer::Spectator);
    viewers
}

/// Draws `viewer`'s picture in every language (each twice: it must come out the same, with
/// every word said), checks that each is a well-formed, accessible, self-contained SVG
/// document, and returns the English one.
fn picture<G: Game>(state: &G::State, viewer: Viewer, at: At) -> String {
    let [english, japanese, chinese] = Language::ALL.map(|l| picture_in::<G>(state, viewer, at, l));
    assert_ne!(english, japanese);
    assert_ne!(english, chinese);
    english
}

/// `viewer`'s picture with its words in `language`, checked as [`picture`] says.
fn picture_in<G: Game>(state: &G::State, viewer: Viewer, at: At, language: Language) -> String {
    let players: Vec<String> = NAMES[..at.seats].iter().map(|n| n.to_string()).collect();
    let words = Strict {
        language,
        players: players.clone(),
    };
    let caption = Caption {
        version: at.version,
        players: &players,
        words: &words,
    };
    let svg = G::render(&G::view(state, viewer), &caption);
    assert_eq!(
        svg,
        G::render(&G::view(state, viewer), &caption),
        "not deterministic"
    );
    check_document(&svg);
    svg
}

fn check_document(svg: &str) {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("the picture is not well-formed XML: {e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.attribute("role"), Some("img"));
    let view_box: Vec<i64> = root
        .attribute("viewBox")
        .expect("a viewBox")
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(view_box.len() == 4 && view_box[2] > 0 && view_box[3] > 0);
    let children: Vec<_> = root.children().filter(|n| n.is_element()).collect();
    for (child, name, id) in [(0, "title", "board-title"), (1, "desc", "board-desc")] {
        assert_eq!(children[child].tag_name().name(), name);
        assert_eq!(children[child].attribute("id"), Some(id));
        assert!(children[child].text().is_some_and(|t| t.len() > 10));
    }
    for node in doc.descendants().filter(|n| n.is_element()) {
        let name = node.tag_name().name();
        assert!(
            !["script", "image", "foreignObject", "style", "use", "a"].contains(&name),
            "<{name}> in a picture"
        );
        for attribute in node.attributes() {
            assert!(
                !attribute.name().contains("href") && !attribute.name().starts_with("on"),
                "attribute {} in a picture",
                attribute.name()
            );
            assert!(
                !attribute.value().contains("url(")
                    && (attribute.name() == "xmlns" || !attribute.value().contains("://")),
                "an outside resource in {}={}",
                attribute.name(),
                attribute.value()
            );
        }
    }
}

/// How often each word (letters and digits) occurs in the picture's text and attributes.
fn word_counts(svg: &str) -> BTreeMap<String, usize> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let mut counts = BTreeMap::new();
    let mut add = |text: &str| {
        for word in text
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
            .filter(|w| !w.is_empty())
        {
            *counts.entry(word.to_string()).or_insert(0) += 1;
        }
    };
    for node in doc.descendants() {
        if node.is_text() {
            add(node.text().unwrap_or(""));
        }
        for attribute in node.attributes() {
            add(attribute.value());
        }
    }
    counts
}

/// The text of the group with `id`, if the picture has one.
fn group_text(svg: &str, id: &str) -> Option<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let group = doc.descendants().find(|n| n.attribute("id") == Some(id))?;
    Some(
        group
            .descendants()
            .filter(|n| n.is_text())
            .filter_map(|n| n.text())
            .collect::<Vec<_>>()
            .join(" "),
    )
}

fn acquire_config(game: u64) -> (AcquireConfig, usize) {
    let config = AcquireConfig {
        edition: if game.is_multiple_of(2) {
            Edition::Y2008
        } else {
            Edition::Classic
        },
        asset_visibility: if game % 3 == 1 {
            AssetVisibility::Hidden
        } else {
            AssetVisibility::Open
        },
        special_powers: game % 4 == 3,
        ..AcquireConfig::default()
    };
    (config, 3 + (game % 4) as usize)
}

/// Every tile in another hand or in the pool is printed only once, as the label of its
/// empty cell; the viewer's own tiles are listed in their hand.
fn acquire_secrets(state: &AcquireState, viewer: Viewer, svg: &str) {
    let counts = word_counts(svg);
    let mut secret: Vec<String> = state.pool().map(|t| t.to_string()).collect();
    for s in 0..state.seat_count() {
        let seat = Seat(s as u8);
        let tiles = state.hand(seat).iter().map(|t| t.to_string());
        if viewer.sees_secrets_of(seat) {
            let hand = group_text(svg, "hand").expect("a player's picture shows their hand");
            for tile in tiles {
                assert!(
                    hand.split(' ').any(|w| w == tile),
                    "own tile {tile} not in hand"
                );
            }
        } else {
            secret.extend(tiles);
        }
    }
    if viewer == Viewer::Spectator {
        assert!(group_text(svg, "hand").is_none(), "a spectator sees a hand");
    }
    for tile in secret {
        assert_eq!(
            counts.get(&tile),
            Some(&1),
            "{viewer:?}: secret tile {tile} is drawn as more than its empty cell"
        );
    }
}

#[test]
fn acquire_pictures_are_valid_and_keep_hands_and_the_pool_secret() {
    let mut pictures = 0;
    for game in 0..games() {
        let (config, seats) = acquire_config(game);
        let player = if game.is_multiple_of(2) {
            Player::Policy
        } else {
            Player::Random
        };
        for (version, state) in positions::<Acquire>(&config, seats, game, player, 7, 2000) {
            for viewer in viewers(seats) {
                let svg = picture::<Acquire>(&state, viewer, at(version, seats));
                acquire_secrets(&state, viewer, &svg);
                pictures += 1;
            }
        }
    }
    assert!(pictures > 20 * games() as usize);
}

fn monopoly_config(game: u64) -> (MonopolyConfig, usize) {
    let config = MonopolyConfig {
        hide_cash: game % 2 == 1,
        trade_visibility: if game % 3 == 2 {
            TradeVisibility::Public
        } else {
            TradeVisibility::Parties
        },
        free_parking_jackpot: game.is_multiple_of(2),
        ..MonopolyConfig::default()
    };
    (config, 2 + (game % 5) as usize)
}

/// The picture is the same whatever the deck order beyond what was drawn, and (with hidden
/// cash) whatever the others' cash; private trades of others are not named.
fn monopoly_secrets(state: &MonopolyState, viewer: Viewer, svg: &str, at: At) {
    let mut other = state.clone();
    for deck in [other.chance.make_mut(), other.community_chest.make_mut()] {
        if deck.len() >= 3 {
            deck.swap(0, 1);
        }
    }
    if state.config.hide_cash && state.outcome.is_none() {
        for (s, player) in other.players.iter_mut().enumerate() {
            if !viewer.sees_secrets_of(Seat(s as u8)) {
                player.cash += 100;
            }
        }
    }
    assert_eq!(
        svg,
        picture_in::<Monopoly>(&other, viewer, at, Language::En),
        "{viewer:?}: the picture depends on the deck order or hidden cash"
    );
    if state.config.trade_visibility == TradeVisibility::Parties {
        let counts = word_counts(svg);
        for trade in state.open_trades.iter() {
            let party = matches!(viewer, Viewer::Seat(seat) if trade.is_party(seat));
            if !party {
                assert!(
                    !counts.contains_key(&trade.trade_id),
                    "{viewer:?} sees private trade {}",
                    trade.trade_id
                );
            }
        }
    }
}

#[test]
fn monopoly_pictures_are_valid_and_keep_decks_cash_and_trades_secret() {
    let mut pictures = 0;
    for game in 0..games() {
        let (config, seats) = monopoly_config(game);
        let player = if game.is_multiple_of(2) {
            Player::Random
        } else {
            Player::Policy
        };
        for (version, state) in positions::<Monopoly>(&config, seats, game, player, 23, 500) {
            for viewer in viewers(seats) {
                let at = at(version, seats);
                let svg = picture::<Monopoly>(&state, viewer, at);
                monopoly_secrets(&state, viewer, &svg, at);
                pictures += 1;
            }
        }
    }
    assert!(pictures > 20 * games() as usize);
}

fn tch_config(game: u64) -> (TokyoCapsuleHotelConfig, usize) {
    let mut config = TokyoCapsuleHotelConfig::default();
    if game % 2 == 1 {
        config.trade.visibility = TchTradeVisibility::Public;
    }
    (config, 2 + (game % 4) as usize)
}

/// The picture is the same whatever loan the others chose before the reveal; pending trades
/// of others are not named.
fn tch_secrets(state: &TokyoCapsuleHotelState, viewer: Viewer, svg: &str, at: At) {
    let mut other = state.clone();
    let options = &state.config.loan.options;
    for (s, player) in other.players.iter_mut().enumerate() {
        if player.loan.is_none()
            && !viewer.sees_secrets_of(Seat(s as u8))
            && let Some(chosen) = player.chosen_loan
        {
            let index = options.iter().position(|&o| o == chosen).unwrap_or(0);
            player.chosen_loan = Some(options[(index + 1) % options.len()]);
        }
    }
    assert_eq!(
        svg,
        picture_in::<TokyoCapsuleHotel>(&other, viewer, at, Language::En),
        "{viewer:?}: the picture depends on a loan not yet revealed"
    );
    if state.config.trade.visibility == TchTradeVisibility::Participants {
        let counts = word_counts(svg);
        for trade in &state.trades {
            let party = matches!(viewer, Viewer::Seat(seat) if trade.parties.contains(&seat));
            assert!(
                party || !counts.contains_key(&trade.id),
                "{viewer:?} sees trade {}",
                trade.id
            );
        }
    }
}

#[test]
fn tokyo_capsule_hotel_pictures_are_valid_and_keep_loans_and_trades_secret() {
    let mut pictures = 0;
    let mut loans_hidden = 0;
    for game in 0..games() {
        let (config, seats) = tch_config(game);
        let player = if game.is_multiple_of(2) {
            Player::Policy
        } else {
            Player::Random
        };
        for (version, state) in
            positions::<TokyoCapsuleHotel>(&config, seats, game, player, 1, 3000)
                .into_iter()
                .filter(|(version, _)| *version < 6 || version % 9 == 0)
        {
            if state
                .players
                .iter()
                .any(|p| p.loan.is_none() && p.chosen_loan.is_some())
            {
                loans_hidden += 1;
            }
            for viewer in viewers(seats) {
                let at = at(version, seats);
                let svg = picture::<TokyoCapsuleHotel>(&state, viewer, at);
                tch_secrets(&state, viewer, &svg, at);
                pictures += 1;
            }
        }
    }
    assert!(
        loans_hidden > 0,
        "no position with a secret loan was pictured"
    );
    assert!(pictures > 20 * games() as usize);
}

#[test]
fn grand_austria_hotel_pictures_are_valid_and_show_every_sheet() {
    let mut pictures = 0;
    for game in 0..games() {
        let seats = 2 + (game % 3) as usize;
        let config = GrandAustriaHotelConfig {
            choose_faces: game % 2 == 1,
            ..GrandAustriaHotelConfig::default()
        };
        let player = if game.is_multiple_of(2) {
            Player::Policy
        } else {
            Player::Random
        };
        for (version, state) in
            positions::<GrandAustriaHotel>(&config, seats, game, player, 5, 2000)
        {
            for viewer in viewers(seats) {
                let svg = picture::<GrandAustriaHotel>(&state, viewer, at(version, seats));
                gah_sheets(&state, viewer, &svg);
                pictures += 1;
            }
        }
    }
    assert!(pictures > 20 * games() as usize);
}

/// Every player's sheet is drawn with their name, krone and points so far.
fn gah_sheets(state: &GrandAustriaHotelState, viewer: Viewer, svg: &str) {
    let view = GrandAustriaHotel::view(state, viewer);
    for player in &view.players {
        let sheet = group_text(svg, &format!("sheet-{}", player.seat))
            .unwrap_or_else(|| panic!("no sheet for seat {}", player.seat));
        assert!(sheet.contains(NAMES[player.seat.index()]));
        assert!(sheet.contains(&format!("{} krone", player.krone)));
        assert!(sheet.contains(&format!("{} points so far", player.provisional_score.total)));
    }
}

/// Compares a picture with its golden file, or rewrites the file with `UPDATE_GOLDEN=1`.
/// Compares the picture in every language with its golden file (`<name>.svg` in English,
/// `<name>.<language>.svg` in the others).
fn goldens<G: Game>(name: &str, state: &G::State, viewer: Viewer, at: At) {
    golden(name, &picture::<G>(state, viewer, at));
    for language in [Language::Ja, Language::ZhTw] {
        let svg = picture_in::<G>(state, viewer, at, language);
        golden(&format!("{name}.{language}"), &svg);
    }
}

fn golden(name: &str, svg: &str) {
    let path = format!("{}/tests/golden/{name}.svg", env!("CARGO_MANIFEST_DIR"));
    if std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1") {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (write it with UPDATE_GOLDEN=1)"));
    if expected != svg {
        let line = expected
            .lines()
            .zip(svg.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "{name}: the picture differs from {path} (first at line {}); if the change is \
             meant, rewrite it with UPDATE_GOLDEN=1 and look at it",
            line + 1
        );
    }
}

/// The state of a policy-played game after `entries` entries.
fn fixed_position<G: Game>(config: &G::Config, seats: usize, game: u64, entries: u64) -> G::State {
    let (version, state) = positions::<G>(config, seats, game, Player::Policy, entries, entries)
        .into_iter()
        .next()
        .unwrap();
    assert_eq!(
        version, entries as i64,
        "the game ended before {entries} entries"
    );
    assert!(matches!(G::status(&state), Status::Awaiting(_)));
    state
}

#[test]
fn the_acquire_picture_matches_its_golden_file() {
    let state = fixed_position::<Acquire>(&AcquireConfig::default(), 4, 7, 60);
    goldens::<Acquire>("acquire", &state, Viewer::Seat(Seat(1)), at(60, 4));
}

#[test]
fn the_monopoly_picture_matches_its_golden_file() {
    let state = fixed_position::<Monopoly>(&MonopolyConfig::default(), 4, 3, 120);
    goldens::<Monopoly>("monopoly", &state, Viewer::Seat(Seat(0)), at(120, 4));
}

#[test]
fn the_tokyo_capsule_hotel_picture_matches_its_golden_file() {
    let state = fixed_position::<TokyoCapsuleHotel>(&TokyoCapsuleHotelConfig::default(), 3, 5, 40);
    goldens::<TokyoCapsuleHotel>(
        "tokyo_capsule_hotel",
        &state,
        Viewer::Seat(Seat(2)),
        at(40, 3),
    );
}

#[test]
fn the_grand_austria_hotel_picture_matches_its_golden_file() {
    let state = fixed_position::<GrandAustriaHotel>(&GrandAustriaHotelConfig::default(), 3, 2, 30);
    goldens::<GrandAustriaHotel>(
        "grand_austria_hotel",
        &state,
        Viewer::Seat(Seat(0)),
        at(30, 3),
    );
}

/// Every golden picture draws as a PNG (a turn email's board) no wider than 1,200 pixels;
/// prints each one's size and drawing time (`PNG_DIR=<dir>` writes them there to look at).
#[test]
fn every_golden_picture_draws_as_a_png() {
    let folder = format!("{}/tests/golden", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".svg"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 12, "four kinds in three languages");
    for name in names {
        let svg = std::fs::read_to_string(format!("{folder}/{name}")).unwrap();
        let language = if name.contains(".ja.") {
            Language::Ja
        } else if name.contains(".zh-TW.") {
            Language::ZhTw
        } else {
            Language::En
        };
        let started = std::time::Instant::now();
        let png = hotel_games::raster::png(&svg, language).unwrap();
        let took = started.elapsed();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        assert!((300..=1200).contains(&width), "{name}: {width} px wide");
        if let Ok(dir) = std::env::var("PNG_DIR") {
            std::fs::write(format!("{dir}/{}.png", name.trim_end_matches(".svg")), &png).unwrap();
        }
        println!(
            "{name}: {} KiB, {width} px wide, drawn in {} ms",
            png.len() / 1024,
            took.as_millis()
        );
    }
}
