//! The board picture of a view: the 12 × 9 grid with the chains' tiles, the chain chart (size,
//! price, shares in the bank), every player's cash and shares, and the viewer's hand.

use super::chain::Chain;
use super::event::TileClass;
use super::narrate::{chain_term, power_term};
use super::tile::{COLUMNS, ROWS, Tile};
use super::view::{AcquireView, ChainView, HandTileView, PlayerView};
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Svg, grouped};
use crate::engine::words::Message;

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
    ("awaiting_placement", "acquire-picture-task-placement"),
    ("awaiting_chain_choice", "acquire-picture-task-chain-choice"),
    (
        "awaiting_survivor_choice",
        "acquire-picture-task-survivor-choice",
    ),
    (
        "awaiting_defunct_choice",
        "acquire-picture-task-defunct-choice",
    ),
    ("awaiting_disposal", "acquire-picture-task-disposal"),
    ("awaiting_purchase", "acquire-picture-task-purchase"),
];

/// What placing a hand tile now would do.
const CLASS_WORDS: [(TileClass, &str); 6] = [
    (TileClass::Lone, "acquire-picture-class-lone"),
    (TileClass::Found, "acquire-picture-class-found"),
    (TileClass::Grow, "acquire-picture-class-grow"),
    (TileClass::Merge, "acquire-picture-class-merge"),
    (TileClass::Blocked, "acquire-picture-class-blocked"),
    (TileClass::Dead, "acquire-picture-class-dead"),
];

const WIDTH: i32 = 1030;
/// The room added on the right for the power cards column.
const POWERS_ROOM: i32 = 140;
const CELL: i32 = 50;
const BOARD_X: i32 = 48;
const BOARD_Y: i32 = 100;
const PANEL_X: i32 = 690;
const ROW: i32 = 24;
const HAND_TILE: i32 = 72;
/// The right edge of the cash column of the players' table, from its left edge.
const CASH_RIGHT: i32 = 310;
/// The middle of the first shares column of the players' table, from its left edge.
const SHARES_X: i32 = 350;
/// The distance between two shares columns.
const SHARES_STEP: i32 = 46;
const EMPTY_FILL: &str = "#f3f4f6";
const LINE: &str = "#d0d7de";

fn colours(chain: Chain) -> (&'static str, &'static str) {
    CHAIN_COLOURS
        .iter()
        .find(|(c, _, _)| *c == chain)
        .map_or(("#888888", "#ffffff"), |&(_, fill, text)| (fill, text))
}

/// The chain's one-letter code (§0), e.g. `C`.
fn code(chain: Chain) -> String {
    chain.id()[..1].to_uppercase()
}

/// The codes of several chains run together, e.g. `TA`.
fn codes(chains: &[Chain]) -> String {
    chains.iter().map(|c| code(*c)).collect()
}

/// The word of what placing a tile would do.
fn class_word(class: TileClass) -> Message {
    let id = CLASS_WORDS
        .iter()
        .find(|(c, _)| *c == class)
        .map_or("acquire-picture-class-lone", |(_, id)| id);
    Message::new(id)
}

fn chain_of(view: &AcquireView, id: &str) -> Option<Chain> {
    view.chains
        .iter()
        .map(|c| c.chain)
        .find(|chain| chain.id() == id)
}

/// An amount in a column: written the same in every language (`$12,500`).
fn money(dollars: u32) -> String {
    format!("${}", grouped(i64::from(dollars)))
}

/// The sentence saying who must act, or how the game ended.
fn status(view: &AcquireView, caption: &Caption) -> String {
    let message = if let Some(results) = &view.final_results {
        Message::new("acquire-picture-won").with("winners", caption.labels(&results.winners))
    } else if let Some(seat) = view.resigned {
        Message::new("acquire-picture-resigned").with("player", caption.label(seat))
    } else if let Some(actor) = view.state.actor {
        let task = WAITING_FOR
            .iter()
            .find(|(kind, _)| *kind == view.state.kind)
            .map_or("acquire-picture-task-other", |(_, task)| task);
        Message::new("acquire-picture-turn")
            .with("turn", view.state.turn_number)
            .with("player", caption.label(actor))
            .with("task", Message::new(task))
    } else {
        Message::new("acquire-picture-over")
    };
    caption.say(&message)
}

fn version(caption: &Caption) -> Message {
    Message::new("picture-version").with("version", caption.version)
}

/// A chain on the board as the description names it.
fn chain_summary(chain: &ChainView) -> Message {
    Message::new(if chain.safe {
        "acquire-picture-chain-summary-safe"
    } else {
        "acquire-picture-chain-summary"
    })
    .with("chain", chain_term(chain.chain))
    .with("size", chain.size)
    .with("price", chain.price)
}

fn description(view: &AcquireView, caption: &Caption, status: &str) -> String {
    let about = Message::new("acquire-picture-about")
        .with("game", Message::new("acquire-title"))
        .with("version", version(caption));
    let mut sentences = vec![caption.say(&about), status.to_string()];
    let on_board: Vec<Message> = view
        .chains
        .iter()
        .filter(|c| c.on_board)
        .map(chain_summary)
        .collect();
    let chains = if on_board.is_empty() {
        Message::new("acquire-picture-no-chain")
    } else {
        Message::new("acquire-picture-chains-on-board").with("chains", on_board)
    };
    let cash: Vec<Message> = view
        .players
        .iter()
        .map(|p| {
            let player = caption.label(p.seat);
            match p.cash {
                Some(cash) => Message::new("acquire-picture-player-cash")
                    .with("player", player)
                    .with("cash", cash),
                None => Message::new("acquire-picture-player-cash-hidden").with("player", player),
            }
        })
        .collect();
    let mut messages = vec![
        chains,
        Message::new("acquire-picture-cash").with("players", cash),
        Message::new("acquire-picture-pool-sentence").with("count", view.pool_count),
    ];
    if let Some(hand) = &view.your_hand {
        let tiles: Vec<Message> = hand
            .iter()
            .map(|t| {
                Message::new("acquire-picture-hand-tile")
                    .with("tile", t.tile.to_string())
                    .with("class", class_word(t.class))
            })
            .collect();
        messages.push(Message::new("acquire-picture-your-hand").with("tiles", tiles));
    }
    sentences.extend(messages.iter().map(|m| caption.say(m)));
    sentences.join(&caption.say(&Message::new("sentence-separator")))
}

/// Draws the picture of `view`.
pub fn render(view: &AcquireView, caption: &Caption) -> String {
    let width = if view.options.special_powers {
        WIDTH + POWERS_ROOM
    } else {
        WIDTH
    };
    let players_y = BOARD_Y + i32::from(ROWS) * CELL + 44;
    let hand_y = players_y + ROW * (view.players.len() as i32 + 1) + 30;
    let hands_rows = view.hands.as_ref().map_or(0, Vec::len) as i32;
    let height = hand_y + 70 + hands_rows * ROW;
    let status = status(view, caption);
    let game = Message::new("acquire-title");
    let title = Message::new("acquire-picture-title")
        .with("game", game.clone())
        .with("version", version(caption))
        .with("status", status.as_str());
    let mut svg = Svg::new(
        width,
        height,
        &caption.say(&title),
        &description(view, caption, &status),
    );
    svg.heading(width, &caption.say(&game), &status, caption, view.you);
    board(&mut svg, view, caption);
    chain_chart(&mut svg, view, caption);
    players(&mut svg, view, caption, players_y);
    if let Some(hand) = &view.your_hand {
        your_hand(&mut svg, hand, caption, hand_y);
    }
    if let Some(hands) = &view.hands {
        svg.group().attr("id", "hands").open();
        svg.text(
            BOARD_X,
            hand_y,
            &caption.say(&Message::new("acquire-picture-hands-at-end")),
        )
        .bold();
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

fn board(svg: &mut Svg, view: &AcquireView, caption: &Caption) {
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
        cell(svg, view, caption, tile, (x, y), in_hand(tile));
    }
    svg.close();
}

/// How a cell is drawn: its fill and text colours, the word under its name (a message id),
/// and its tooltip (a message id, said with the tile and its chain).
struct CellLook {
    fill: &'static str,
    ink: &'static str,
    word: Option<&'static str>,
    tooltip: Option<&'static str>,
}

impl CellLook {
    const fn new(fill: &'static str, ink: &'static str) -> Self {
        CellLook {
            fill,
            ink,
            word: None,
            tooltip: None,
        }
    }

    const fn word(mut self, word: &'static str) -> Self {
        self.word = Some(word);
        self
    }

    const fn tooltip(mut self, tooltip: &'static str) -> Self {
        self.tooltip = Some(tooltip);
        self
    }
}

fn cell_look(content: Option<&str>, chain: Option<Chain>, in_hand: bool) -> CellLook {
    match (content, chain) {
        (None, _) if in_hand => CellLook::new("#ffffff", HIGHLIGHT)
            .word("acquire-picture-cell-hand")
            .tooltip("acquire-picture-tile-in-hand"),
        (None, _) => CellLook::new(EMPTY_FILL, "#8c959f"),
        (Some("loose"), _) => {
            CellLook::new("#6e7781", "#ffffff").tooltip("acquire-picture-tile-loose")
        }
        (Some("pending"), _) => CellLook::new("#ffffff", INK)
            .word("acquire-picture-cell-new")
            .tooltip("acquire-picture-tile-pending"),
        (Some("dead"), _) => CellLook::new("#e5e7eb", MUTED)
            .word("acquire-picture-class-dead")
            .tooltip("acquire-picture-tile-dead"),
        (Some(_), Some(chain)) => {
            let (fill, ink) = colours(chain);
            CellLook::new(fill, ink).tooltip("acquire-picture-tile-chain")
        }
        (Some(_), None) => CellLook::new(EMPTY_FILL, INK),
    }
}

fn cell(
    svg: &mut Svg,
    view: &AcquireView,
    caption: &Caption,
    tile: Tile,
    (x, y): (i32, i32),
    in_hand: bool,
) {
    let label = tile.to_string();
    let content = view.board.get(&tile).map(String::as_str);
    let chain = content.and_then(|id| chain_of(view, id));
    let look = cell_look(content, chain, in_hand);
    if let Some(tooltip) = look.tooltip {
        let mut message = Message::new(tooltip).with("tile", label.as_str());
        if let Some(chain) = chain {
            message = message.with("chain", chain_term(chain));
        }
        svg.group().open();
        svg.title(&caption.say(&message));
    }
    let rect = svg
        .rect(x + 1, y + 1, CELL - 2, CELL - 2)
        .attr("rx", 4)
        .fill(look.fill);
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
    let label_y = if chain.is_some() || look.word.is_some() {
        y + 20
    } else {
        y + CELL / 2 + 5
    };
    svg.text(x + CELL / 2, label_y, &label)
        .anchor("middle")
        .size(13)
        .fill(look.ink)
        .mono()
        .bold_if(in_hand || chain.is_some());
    if let Some(chain) = chain {
        svg.text(x + CELL / 2, y + 41, &code(chain))
            .anchor("middle")
            .size(16)
            .bold()
            .fill(look.ink);
    } else if let Some(word) = look.word {
        svg.text(x + CELL / 2, y + 39, &caption.say(&Message::new(word)))
            .anchor("middle")
            .size(11)
            .fill(look.ink);
    }
    if look.tooltip.is_some() {
        svg.close();
    }
}

/// The column headings of the chain chart, each with the right edge of its column.
const CHART_COLUMNS: [(&str, i32); 3] = [
    ("acquire-picture-column-size", 170),
    ("acquire-picture-column-price", 245),
    ("acquire-picture-column-bank", 295),
];

fn chain_chart(svg: &mut Svg, view: &AcquireView, caption: &Caption) {
    let x = PANEL_X;
    let say = |message: Message| caption.say(&message);
    svg.group().attr("id", "chains").open();
    svg.text(x, BOARD_Y - 8, &say(Message::new("acquire-picture-chains")))
        .size(16)
        .bold();
    let header_y = BOARD_Y + 16;
    for (id, right) in CHART_COLUMNS {
        svg.text(x + right, header_y, &say(Message::new(id)))
            .anchor("end")
            .size(12)
            .fill(MUTED);
    }
    for (i, chain) in view.chains.iter().enumerate() {
        chain_row(svg, chain, caption, x, header_y + 8 + i as i32 * 28);
    }
    let mut y = header_y + 8 + view.chains.len() as i32 * 28 + 20;
    let mut notes = vec![
        Message::new("acquire-picture-pool").with("count", view.pool_count),
        Message::new("acquire-picture-thresholds")
            .with("safe", view.options.safe_chain_size)
            .with("end", view.options.end_chain_size),
        Message::new("acquire-picture-bonuses"),
    ];
    if !view.discarded.is_empty() {
        let tiles: Vec<String> = view.discarded.iter().map(Tile::to_string).collect();
        notes.push(Message::new("acquire-picture-discarded").with("tiles", tiles.join(" ")));
    }
    for note in notes {
        svg.text(x, y, &say(note)).size(12).fill(MUTED);
        y += 20;
    }
    if let Some(merger) = &view.merger {
        y += 10;
        let heading = Message::new("acquire-picture-merger").with("tile", merger.tile.to_string());
        svg.text(x, y, &say(heading)).bold();
        let mut lines = Vec::new();
        if let Some(survivor) = merger.survivor {
            lines
                .push(Message::new("acquire-picture-survivor").with("chain", chain_term(survivor)));
        }
        if let Some(defunct) = merger.current_defunct {
            lines.push(Message::new("acquire-picture-defunct").with("chain", chain_term(defunct)));
        }
        if !merger.pending_defuncts.is_empty() {
            let pending: Vec<Message> = merger
                .pending_defuncts
                .iter()
                .map(|c| chain_term(*c))
                .collect();
            lines.push(Message::new("acquire-picture-pending-defuncts").with("chains", pending));
        }
        for line in lines {
            y += 20;
            svg.text(x, y, &say(line)).size(13);
        }
    }
    svg.close();
}

/// A chain's state, as the tooltip of its row.
fn chain_state(chain: &ChainView) -> Message {
    let id = match (chain.on_board, chain.safe) {
        (false, _) => "acquire-picture-chain-off-board",
        (true, false) => "acquire-picture-chain-on-board",
        (true, true) => "acquire-picture-chain-on-board-safe",
    };
    Message::new(id)
        .with("chain", chain_term(chain.chain))
        .with("size", chain.size)
        .with("price", chain.price)
        .with("bank", chain.bank)
}

fn chain_row(svg: &mut Svg, chain: &ChainView, caption: &Caption, x: i32, y: i32) {
    let (fill, ink) = colours(chain.chain);
    let text = if chain.on_board { INK } else { MUTED };
    svg.group().open();
    svg.title(&caption.say(&chain_state(chain)));
    svg.rect(x, y, 20, 20)
        .attr("rx", 3)
        .fill(fill)
        .stroke(LINE, 1);
    svg.text(x + 10, y + 15, &code(chain.chain))
        .anchor("middle")
        .size(12)
        .bold()
        .fill(ink);
    svg.text(x + 28, y + 15, &caption.say(&chain_term(chain.chain)))
        .fill(text);
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
        svg.text(
            x + 305,
            y + 15,
            &caption.say(&Message::new("acquire-picture-safe")),
        )
        .size(11)
        .bold()
        .fill(text);
    }
    svg.close();
}

fn players(svg: &mut Svg, view: &AcquireView, caption: &Caption, y: i32) {
    let x = BOARD_X;
    let heading = |id: &'static str| caption.say(&Message::new(id));
    svg.group().attr("id", "players").open();
    svg.text(x, y, &heading("acquire-picture-column-player"))
        .size(12)
        .fill(MUTED);
    svg.text(x + CASH_RIGHT, y, &heading("acquire-picture-column-cash"))
        .anchor("end")
        .size(12)
        .fill(MUTED);
    for (i, chain) in view.chains.iter().enumerate() {
        let cx = x + SHARES_X + i as i32 * SHARES_STEP;
        let (fill, ink) = colours(chain.chain);
        svg.rect(cx - 11, y - 14, 22, 18).attr("rx", 3).fill(fill);
        svg.text(cx, y, &code(chain.chain))
            .anchor("middle")
            .size(12)
            .bold()
            .fill(ink);
    }
    let tiles_x = x + SHARES_X + view.chains.len() as i32 * SHARES_STEP + 20;
    svg.text(tiles_x, y, &heading("acquire-picture-column-hand"))
        .anchor("end")
        .size(12)
        .fill(MUTED);
    if view.options.special_powers {
        svg.text(tiles_x + 16, y, &heading("acquire-picture-column-powers"))
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

/// A player's cash column: their rank and final cash once the game is scored, their cash, or
/// `hidden`.
fn cash_cell(view: &AcquireView, player: &PlayerView, caption: &Caption) -> String {
    let standing = view
        .final_results
        .as_ref()
        .and_then(|f| f.standings.iter().find(|s| s.player == player.seat));
    match (standing, player.cash) {
        (Some(standing), _) => caption.say(
            &Message::new("acquire-picture-rank")
                .with("rank", standing.rank)
                .with("cash", standing.cash),
        ),
        (None, Some(cash)) => money(cash),
        (None, None) => caption.say(&Message::new("acquire-picture-hidden")),
    }
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
    let name = caption.name(player.seat);
    let name = if you {
        caption.say(&Message::new("acquire-picture-you").with("name", name))
    } else {
        name
    };
    svg.text(x, y, &name).bold_if(you);
    svg.text(x + CASH_RIGHT, y, &cash_cell(view, player, caption))
        .anchor("end")
        .mono();
    for (i, chain) in view.chains.iter().enumerate() {
        let held = player.shares.as_ref().map_or("?".to_string(), |shares| {
            shares.get(&chain.chain).copied().unwrap_or(0).to_string()
        });
        let cx = x + SHARES_X + i as i32 * SHARES_STEP;
        svg.text(cx, y, &held)
            .anchor("middle")
            .mono()
            .fill(if held == "0" { MUTED } else { INK });
    }
    svg.text(tiles_x, y, &player.hand_count.to_string())
        .anchor("end")
        .mono();
    if view.options.special_powers {
        let powers: Vec<Message> = player
            .powers_unused
            .iter()
            .map(|p| power_term(*p))
            .collect();
        let unused = Message::new("acquire-picture-powers")
            .with("count", powers.len())
            .with("powers", powers);
        svg.text(tiles_x + 16, y, &caption.say(&unused)).size(11);
    }
    svg.close();
}

fn your_hand(svg: &mut Svg, hand: &[HandTileView], caption: &Caption, y: i32) {
    svg.group().attr("id", "hand").open();
    svg.text(
        BOARD_X,
        y,
        &caption.say(&Message::new("acquire-picture-your-hand-heading")),
    )
    .bold();
    for (i, tile) in hand.iter().enumerate() {
        let x = BOARD_X + 100 + i as i32 * (HAND_TILE + 8);
        let playable = tile.class.playable();
        svg.rect(x, y - 22, HAND_TILE, 50)
            .attr("rx", 5)
            .fill(if playable { "#ffffff" } else { EMPTY_FILL })
            .stroke(if playable { HIGHLIGHT } else { LINE }, 2);
        svg.text(x + HAND_TILE / 2, y, &tile.tile.to_string())
            .anchor("middle")
            .size(16)
            .bold()
            .mono();
        let class = class_word(tile.class);
        let word = if tile.chains.is_empty() {
            class
        } else {
            Message::new("acquire-picture-class-chains")
                .with("class", class)
                .with("chains", codes(&tile.chains))
        };
        svg.text(x + HAND_TILE / 2, y + 18, &caption.say(&word))
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
    fn every_chain_has_a_colour_and_a_distinct_code() {
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
            }
        }
    }
}
