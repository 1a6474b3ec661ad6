//! The board picture of a view: the 12 × 9 grid with the chains' tiles, the chain chart (size,
//! price, shares in the bank), every player's cash and shares, and the viewer's hand.

use super::chain::Chain;
use super::event::TileClass;
use super::tile::{COLUMNS, ROWS, Tile};
use super::view::{AcquireView, ChainView, HandTileView, PlayerView};
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Svg, grouped};

/// Each chain's tile colour and the text colour that reads on it.
const CHAIN_COLOURS: [(Chain, &str, &str); 8] = [
    (Chain::Sackson, "#c0392b", "#ffffff"),
    (Chain::Luxor, "#c0392b", "#ffffff"),
    (Chain::Tower, "#f4d03f", INK),
    (Chain::American, "#2e5eaa", "#ffffff"),
    (Chain::Festival, "#1e8449", "#ffffff"),
    (Chain::Worldwide, "#7d5a44", "#ffffff"),
    (Chain::Continental, "#0e7c86", "#ffffff"),
    (Chain::Imperial, "#e67e22", INK),
];

/// What each waiting state asks of the seat that must act.
const WAITING_FOR: [(&str, &str); 6] = [
    ("awaiting_placement", "to place a tile"),
    ("awaiting_chain_choice", "to choose the chain to found"),
    ("awaiting_survivor_choice", "to choose the surviving chain"),
    (
        "awaiting_defunct_choice",
        "to choose the next defunct chain",
    ),
    ("awaiting_disposal", "to sell, trade or keep defunct shares"),
    ("awaiting_purchase", "to buy shares"),
];

/// What placing a hand tile now would do.
const CLASS_WORDS: [(TileClass, &str); 6] = [
    (TileClass::Lone, "lone"),
    (TileClass::Found, "founds"),
    (TileClass::Grow, "grows"),
    (TileClass::Merge, "merges"),
    (TileClass::Blocked, "blocked"),
    (TileClass::Dead, "dead"),
];

const WIDTH: i32 = 1030;
const CELL: i32 = 50;
const BOARD_X: i32 = 48;
const BOARD_Y: i32 = 100;
const PANEL_X: i32 = 690;
const ROW: i32 = 24;
const EMPTY_FILL: &str = "#f3f4f6";
const LINE: &str = "#d0d7de";

fn colours(chain: Chain) -> (&'static str, &'static str) {
    CHAIN_COLOURS
        .iter()
        .find(|(c, _, _)| *c == chain)
        .map_or(("#888888", "#ffffff"), |&(_, fill, text)| (fill, text))
}

/// The chain's printed name, e.g. `Continental`.
fn name(chain: Chain) -> String {
    let id = chain.id();
    id[..1].to_uppercase() + &id[1..]
}

/// The chain's one-letter code (§0), e.g. `C`.
fn code(chain: Chain) -> String {
    chain.id()[..1].to_uppercase()
}

fn class_word(class: TileClass) -> &'static str {
    CLASS_WORDS
        .iter()
        .find(|(c, _)| *c == class)
        .map_or("", |(_, word)| word)
}

fn chain_of(view: &AcquireView, id: &str) -> Option<Chain> {
    view.chains
        .iter()
        .map(|c| c.chain)
        .find(|chain| chain.id() == id)
}

fn money(dollars: u32) -> String {
    format!("${}", grouped(i64::from(dollars)))
}

/// The sentence saying who must act, or how the game ended.
fn status(view: &AcquireView, caption: &Caption) -> String {
    if let Some(results) = &view.final_results {
        let winners = caption.labels(&results.winners);
        return format!("Game over: {winners} won.");
    }
    if let Some(seat) = view.resigned {
        return format!("Game over: {} resigned.", caption.label(seat));
    }
    match view.state.actor {
        Some(actor) => {
            let task = WAITING_FOR
                .iter()
                .find(|(kind, _)| *kind == view.state.kind)
                .map_or("to act", |(_, task)| task);
            format!(
                "Turn {}: {} {task}.",
                view.state.turn_number,
                caption.label(actor)
            )
        }
        None => "Game over.".into(),
    }
}

fn description(view: &AcquireView, caption: &Caption) -> String {
    let mut text = format!(
        "Acquire board at version {}. {} ",
        caption.version,
        status(view, caption)
    );
    let on_board: Vec<String> = view
        .chains
        .iter()
        .filter(|c| c.on_board)
        .map(|c| {
            let safe = if c.safe { ", safe" } else { "" };
            format!(
                "{} {} tiles at {} a share{safe}",
                name(c.chain),
                c.size,
                money(c.price)
            )
        })
        .collect();
    if on_board.is_empty() {
        text.push_str("No chain is on the board. ");
    } else {
        text.push_str(&format!("Chains on the board: {}. ", on_board.join("; ")));
    }
    let cash: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let amount = p.cash.map_or("hidden".into(), money);
            format!("{} {amount}", caption.label(p.seat))
        })
        .collect();
    text.push_str(&format!("Cash: {}. ", cash.join(", ")));
    text.push_str(&format!("{} tiles left in the pool.", view.pool_count));
    if let Some(hand) = &view.your_hand {
        let tiles: Vec<String> = hand
            .iter()
            .map(|t| format!("{} ({})", t.tile, class_word(t.class)))
            .collect();
        text.push_str(&format!(" Your hand: {}.", tiles.join(", ")));
    }
    text
}

/// Draws the picture of `view`.
pub fn render(view: &AcquireView, caption: &Caption) -> String {
    let players_y = BOARD_Y + i32::from(ROWS) * CELL + 44;
    let hand_y = players_y + ROW * (view.players.len() as i32 + 1) + 30;
    let hands_rows = view.hands.as_ref().map_or(0, Vec::len) as i32;
    let height = hand_y + 70 + hands_rows * ROW;
    let title = format!(
        "Acquire, version {}: {}",
        caption.version,
        status(view, caption)
    );
    let mut svg = Svg::new(WIDTH, height, &title, &description(view, caption));
    svg.heading(WIDTH, "Acquire", &status(view, caption), caption, view.you);
    board(&mut svg, view);
    chain_chart(&mut svg, view);
    players(&mut svg, view, caption, players_y);
    if let Some(hand) = &view.your_hand {
        your_hand(&mut svg, hand, hand_y);
    }
    if let Some(hands) = &view.hands {
        svg.group().attr("id", "hands").open();
        svg.text(BOARD_X, hand_y, "Hands at the end").bold();
        for (i, hand) in hands.iter().enumerate() {
            let tiles: Vec<String> = hand.tiles.iter().map(Tile::to_string).collect();
            let y = hand_y + 24 + i as i32 * ROW;
            svg.text(BOARD_X, y, &caption.name(hand.player));
            svg.text(BOARD_X + 140, y, &tiles.join(" ")).mono();
        }
        svg.close();
    }
    svg.finish()
}

fn board(svg: &mut Svg, view: &AcquireView) {
    let in_hand = |tile: Tile| {
        view.your_hand
            .as_ref()
            .is_some_and(|hand| hand.iter().any(|t| t.tile == tile))
    };
    svg.group().attr("id", "board").open();
    for column in 1..=COLUMNS {
        let x = BOARD_X + (i32::from(column) - 1) * CELL + CELL / 2;
        svg.text(x, BOARD_Y - 8, &column.to_string())
            .anchor("middle")
            .fill(MUTED);
    }
    for row in 0..ROWS {
        let y = BOARD_Y + i32::from(row) * CELL + CELL / 2 + 5;
        let letter = char::from(b'A' + row).to_string();
        svg.text(BOARD_X - 14, y, &letter)
            .anchor("middle")
            .fill(MUTED);
    }
    for tile in Tile::all() {
        let x = BOARD_X + (i32::from(tile.column()) - 1) * CELL;
        let y = BOARD_Y + i32::from(tile.row()) * CELL;
        cell(svg, view, tile, x, y, in_hand(tile));
    }
    svg.close();
}

fn cell(svg: &mut Svg, view: &AcquireView, tile: Tile, x: i32, y: i32, in_hand: bool) {
    let label = tile.to_string();
    let content = view.board.get(&tile).map(String::as_str);
    let (fill, ink, word, tooltip) = match content {
        None if in_hand => (
            "#ffffff",
            HIGHLIGHT,
            "hand",
            Some(format!("{label}: in your hand")),
        ),
        None => (EMPTY_FILL, "#8c959f", "", None),
        Some("loose") => (
            "#6e7781",
            "#ffffff",
            "",
            Some(format!("{label}: loose tile")),
        ),
        Some("pending") => (
            "#ffffff",
            INK,
            "new",
            Some(format!("{label}: placed, chain to be chosen")),
        ),
        Some("dead") => ("#e5e7eb", MUTED, "dead", Some(format!("{label}: dead"))),
        Some(id) => match chain_of(view, id) {
            Some(chain) => {
                let (fill, ink) = colours(chain);
                (fill, ink, "", Some(format!("{label}: {}", name(chain))))
            }
            None => (EMPTY_FILL, INK, "", None),
        },
    };
    let chain = content.and_then(|id| chain_of(view, id));
    if let Some(tooltip) = &tooltip {
        svg.group().open();
        svg.title(tooltip);
    }
    let rect = svg
        .rect(x + 1, y + 1, CELL - 2, CELL - 2)
        .attr("rx", 4)
        .fill(fill);
    if in_hand {
        rect.stroke(HIGHLIGHT, 3).dashed(4);
    } else if content == Some("pending") {
        rect.stroke(INK, 2).dashed(3);
    } else {
        rect.stroke(LINE, 1);
    }
    if content == Some("dead") {
        svg.line(x + 6, y + 6, x + CELL - 6, y + CELL - 6)
            .stroke(MUTED, 1);
        svg.line(x + CELL - 6, y + 6, x + 6, y + CELL - 6)
            .stroke(MUTED, 1);
    }
    let label_y = if chain.is_some() || !word.is_empty() {
        y + 20
    } else {
        y + CELL / 2 + 5
    };
    svg.text(x + CELL / 2, label_y, &label)
        .anchor("middle")
        .size(13)
        .fill(ink)
        .mono()
        .bold_if(in_hand || chain.is_some());
    if let Some(chain) = chain {
        svg.text(x + CELL / 2, y + 41, &code(chain))
            .anchor("middle")
            .size(16)
            .bold()
            .fill(ink);
    } else if !word.is_empty() {
        svg.text(x + CELL / 2, y + 39, word)
            .anchor("middle")
            .size(11)
            .fill(ink);
    }
    if tooltip.is_some() {
        svg.close();
    }
}

fn chain_chart(svg: &mut Svg, view: &AcquireView) {
    let x = PANEL_X;
    svg.group().attr("id", "chains").open();
    svg.text(x, BOARD_Y - 8, "Chains").size(16).bold();
    let header_y = BOARD_Y + 16;
    for (label, right) in [("Tiles", 170), ("Price", 245), ("Bank", 295)] {
        svg.text(x + right, header_y, label)
            .anchor("end")
            .size(12)
            .fill(MUTED);
    }
    for (i, chain) in view.chains.iter().enumerate() {
        chain_row(svg, chain, x, header_y + 8 + i as i32 * 28);
    }
    let mut y = header_y + 8 + view.chains.len() as i32 * 28 + 20;
    let notes = [
        format!("{} tiles left in the pool", view.pool_count),
        format!(
            "Safe at {} tiles; the end may be declared at {}",
            view.options.safe_chain_size, view.options.end_chain_size
        ),
        "Bonuses: majority 10 × price, minority 5 × price".to_string(),
    ];
    for note in &notes {
        svg.text(x, y, note).size(12).fill(MUTED);
        y += 20;
    }
    if !view.discarded.is_empty() {
        let tiles: Vec<String> = view.discarded.iter().map(Tile::to_string).collect();
        svg.text(x, y, &format!("Discarded: {}", tiles.join(" ")))
            .size(12)
            .fill(MUTED);
        y += 20;
    }
    if let Some(merger) = &view.merger {
        y += 10;
        svg.text(x, y, &format!("Merger at {}", merger.tile)).bold();
        let mut lines = Vec::new();
        if let Some(survivor) = merger.survivor {
            lines.push(format!("Survivor: {}", name(survivor)));
        }
        if let Some(defunct) = merger.current_defunct {
            lines.push(format!("Defunct now: {}", name(defunct)));
        }
        if !merger.pending_defuncts.is_empty() {
            let pending: Vec<String> = merger.pending_defuncts.iter().map(|c| name(*c)).collect();
            lines.push(format!("Still to settle: {}", pending.join(", ")));
        }
        for line in lines {
            y += 20;
            svg.text(x, y, &line).size(13);
        }
    }
    svg.close();
}

fn chain_row(svg: &mut Svg, chain: &ChainView, x: i32, y: i32) {
    let (fill, ink) = colours(chain.chain);
    let text = if chain.on_board { INK } else { MUTED };
    svg.group().open();
    let state = if chain.on_board {
        format!(
            "{}: {} tiles, {} a share{}, {} shares in the bank",
            name(chain.chain),
            chain.size,
            money(chain.price),
            if chain.safe { ", safe" } else { "" },
            chain.bank
        )
    } else {
        format!(
            "{}: not on the board, {} shares in the bank",
            name(chain.chain),
            chain.bank
        )
    };
    svg.title(&state);
    svg.rect(x, y, 20, 20)
        .attr("rx", 3)
        .fill(fill)
        .stroke(LINE, 1);
    svg.text(x + 10, y + 15, &code(chain.chain))
        .anchor("middle")
        .size(12)
        .bold()
        .fill(ink);
    svg.text(x + 28, y + 15, &name(chain.chain)).fill(text);
    let (size, price) = if chain.on_board {
        (chain.size.to_string(), money(chain.price))
    } else {
        ("–".to_string(), "–".to_string())
    };
    svg.text(x + 170, y + 15, &size).anchor("end").fill(text);
    svg.text(x + 245, y + 15, &price).anchor("end").fill(text);
    svg.text(x + 295, y + 15, &chain.bank.to_string())
        .anchor("end")
        .fill(text);
    if chain.safe {
        svg.text(x + 305, y + 15, "safe").size(11).bold().fill(text);
    }
    svg.close();
}

fn players(svg: &mut Svg, view: &AcquireView, caption: &Caption, y: i32) {
    let x = BOARD_X;
    svg.group().attr("id", "players").open();
    svg.text(x, y, "Player").size(12).fill(MUTED);
    svg.text(x + 260, y, "Cash")
        .anchor("end")
        .size(12)
        .fill(MUTED);
    for (i, chain) in view.chains.iter().enumerate() {
        let cx = x + 300 + i as i32 * 46;
        let (fill, ink) = colours(chain.chain);
        svg.rect(cx - 11, y - 14, 22, 18).attr("rx", 3).fill(fill);
        svg.text(cx, y, &code(chain.chain))
            .anchor("middle")
            .size(12)
            .bold()
            .fill(ink);
    }
    let tiles_x = x + 300 + view.chains.len() as i32 * 46 + 20;
    svg.text(tiles_x, y, "Tiles")
        .anchor("end")
        .size(12)
        .fill(MUTED);
    if view.options.special_powers {
        svg.text(tiles_x + 16, y, "Power cards")
            .size(12)
            .fill(MUTED);
    }
    for (i, player) in view.players.iter().enumerate() {
        player_row(
            svg,
            view,
            caption,
            player,
            y + (i as i32 + 1) * ROW,
            tiles_x,
        );
    }
    svg.close();
}

fn player_row(
    svg: &mut Svg,
    view: &AcquireView,
    caption: &Caption,
    player: &PlayerView,
    y: i32,
    tiles_x: i32,
) {
    let x = BOARD_X;
    let you = view.you == Some(player.seat);
    let acting = view.state.actor == Some(player.seat);
    svg.group().open();
    if acting {
        svg.rect(x - 34, y - 17, tiles_x + 50 - x, ROW - 2)
            .attr("rx", 3)
            .fill("#fff1f7");
        svg.text(x - 26, y, "▶").size(12).fill(HIGHLIGHT);
    }
    let mut name = caption.name(player.seat);
    if you {
        name.push_str(" (you)");
    }
    svg.text(x, y, &name).bold_if(you);
    let rank = view
        .final_results
        .as_ref()
        .and_then(|f| f.standings.iter().find(|s| s.player == player.seat));
    let cash = match (rank, player.cash) {
        (Some(standing), _) => format!("#{} {}", standing.rank, money(standing.cash)),
        (None, Some(cash)) => money(cash),
        (None, None) => "hidden".into(),
    };
    svg.text(x + 260, y, &cash).anchor("end").mono();
    for (i, chain) in view.chains.iter().enumerate() {
        let held = player.shares.as_ref().map_or("?".to_string(), |shares| {
            shares.get(&chain.chain).copied().unwrap_or(0).to_string()
        });
        let cx = x + 300 + i as i32 * 46;
        svg.text(cx, y, &held)
            .anchor("middle")
            .mono()
            .fill(if held == "0" { MUTED } else { INK });
    }
    svg.text(tiles_x, y, &player.hand_count.to_string())
        .anchor("end")
        .mono();
    if view.options.special_powers {
        let powers: Vec<String> = player
            .powers_unused
            .iter()
            .filter_map(|p| serde_json::to_value(p).ok())
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect();
        svg.text(tiles_x + 16, y, &powers.join(" ")).size(11);
    }
    svg.close();
}

fn your_hand(svg: &mut Svg, hand: &[HandTileView], y: i32) {
    svg.group().attr("id", "hand").open();
    svg.text(BOARD_X, y, "Your hand").bold();
    for (i, tile) in hand.iter().enumerate() {
        let x = BOARD_X + 100 + i as i32 * 76;
        let playable = tile.class.playable();
        svg.rect(x, y - 22, 68, 50)
            .attr("rx", 5)
            .fill(if playable { "#ffffff" } else { EMPTY_FILL })
            .stroke(if playable { HIGHLIGHT } else { LINE }, 2);
        svg.text(x + 34, y, &tile.tile.to_string())
            .anchor("middle")
            .size(16)
            .bold()
            .mono();
        let chains: Vec<String> = tile.chains.iter().map(|c| code(*c)).collect();
        let word = if chains.is_empty() {
            class_word(tile.class).to_string()
        } else {
            format!("{} {}", class_word(tile.class), chains.join(""))
        };
        svg.text(x + 34, y + 18, &word)
            .anchor("middle")
            .size(11)
            .fill(MUTED);
    }
    svg.close();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chain_has_a_colour_a_name_and_a_distinct_code() {
        for edition in [
            super::super::config::Edition::Y2008,
            super::super::config::Edition::Classic,
        ] {
            let chains = edition.chains();
            let mut codes: Vec<String> = chains.iter().map(|c| code(*c)).collect();
            codes.sort();
            codes.dedup();
            assert_eq!(codes.len(), chains.len());
            for chain in chains {
                assert!(CHAIN_COLOURS.iter().any(|(c, _, _)| *c == chain));
                assert!(name(chain).chars().next().unwrap().is_uppercase());
            }
        }
    }
}
