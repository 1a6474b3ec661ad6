//! The board picture of a view: the 40 squares around the edge with their colour groups,
//! owners, houses and hotels, mortgages and the players' tokens; in the middle what the game
//! waits for, the bank and the decks; beside the board every player's cash and position.

use super::data::{self, SquareData, SquareKind};
use super::state::{AuctionItem, BuildingType, Phase};
use super::view::{MonopolyView, PlayerView, SquareView};
use crate::engine::Seat;
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Svg, grouped, seat_colour, shorten};

/// The colour printed on each colour group's band.
const GROUP_COLOURS: [(&str, &str); 8] = [
    ("brown", "#8b4513"),
    ("light_blue", "#aae0fa"),
    ("pink", "#d93a96"),
    ("orange", "#f7941d"),
    ("red", "#ed1b24"),
    ("yellow", "#fef200"),
    ("green", "#1fb25a"),
    ("dark_blue", "#0072bb"),
];

/// What each phase asks of the seats it waits for.
const WAITING_FOR: [(&str, &str); 9] = [
    ("awaiting_roll", "to roll the dice"),
    ("awaiting_buy_decision", "to buy the deed or decline it"),
    ("auction", "to bid or pass"),
    ("income_tax_choice", "to choose how to pay Income Tax"),
    ("building_claim", "to claim or waive scarce buildings"),
    ("debt_resolution", "to raise cash or go bankrupt"),
    ("rescue", "to answer rescue offers"),
    (
        "mortgage_transfer_decision",
        "to lift or keep received mortgages",
    ),
    ("awaiting_end_turn", "to end the turn"),
];

const WIDTH: i32 = 1300;
const BOARD_X: i32 = 24;
const BOARD_Y: i32 = 90;
/// A corner square's side.
const CORNER: i32 = 110;
/// The width of an edge square along the edge.
const EDGE: i32 = 76;
const BOARD: i32 = 2 * CORNER + 9 * EDGE;
const BAND: i32 = 20;
const PANEL_X: i32 = BOARD_X + BOARD + 30;
const LINE: &str = "#9aa4ae";
const BOARD_FILL: &str = "#e8f3e8";

/// Which side of the board a square sits on; its colour band faces the middle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Bottom,
    Left,
    Top,
    Right,
    Corner,
}

/// A square's outline and where it is.
struct Place {
    x: i32,
    y: i32,
    w: i32,
    h: i32,
    side: Side,
}

impl Place {
    fn of(index: u8) -> Place {
        let i = i32::from(index);
        let far = BOARD - CORNER;
        let (x, y, w, h, side) = match index {
            0 => (far, far, CORNER, CORNER, Side::Corner),
            1..=9 => (far - i * EDGE, far, EDGE, CORNER, Side::Bottom),
            10 => (0, far, CORNER, CORNER, Side::Corner),
            11..=19 => (0, far - (i - 10) * EDGE, CORNER, EDGE, Side::Left),
            20 => (0, 0, CORNER, CORNER, Side::Corner),
            21..=29 => (CORNER + (i - 21) * EDGE, 0, EDGE, CORNER, Side::Top),
            30 => (far, 0, CORNER, CORNER, Side::Corner),
            _ => (far, CORNER + (i - 31) * EDGE, CORNER, EDGE, Side::Right),
        };
        Place {
            x: BOARD_X + x,
            y: BOARD_Y + y,
            w,
            h,
            side,
        }
    }

    /// The colour band along the inner edge: (x, y, w, h).
    fn band(&self) -> (i32, i32, i32, i32) {
        match self.side {
            Side::Bottom => (self.x, self.y, self.w, BAND),
            Side::Top => (self.x, self.y + self.h - BAND, self.w, BAND),
            Side::Left => (self.x + self.w - BAND, self.y, BAND, self.h),
            Side::Right => (self.x, self.y, BAND, self.h),
            Side::Corner => (self.x, self.y, 0, 0),
        }
    }

    /// The part left for text and tokens: (x, y, w, h).
    fn inner(&self) -> (i32, i32, i32, i32) {
        match self.side {
            Side::Bottom => (self.x, self.y + BAND, self.w, self.h - BAND),
            Side::Top => (self.x, self.y, self.w, self.h - BAND),
            Side::Left => (self.x, self.y, self.w - BAND, self.h),
            Side::Right => (self.x + BAND, self.y, self.w - BAND, self.h),
            Side::Corner => (self.x, self.y, self.w, self.h),
        }
    }
}

fn group_colour(group: &str) -> &'static str {
    GROUP_COLOURS
        .iter()
        .find(|(name, _)| *name == group)
        .map_or("#cccccc", |(_, colour)| colour)
}

fn money(dollars: i64) -> String {
    if dollars < 0 {
        format!("-${}", grouped(-dollars))
    } else {
        format!("${}", grouped(dollars))
    }
}

/// Words of `text` in lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

fn buildings(level: u8) -> String {
    match level {
        0 => String::new(),
        1 => "1 house".into(),
        data::HOTEL_LEVEL => "hotel".into(),
        n => format!("{n} houses"),
    }
}

/// The sentence saying who the game waits for and what for, or how it ended.
fn status(view: &MonopolyView, caption: &Caption) -> String {
    if let Some(ranks) = &view.ranks {
        let winners: Vec<Seat> = ranks
            .iter()
            .enumerate()
            .filter(|(_, rank)| **rank == 1)
            .map(|(seat, _)| Seat(seat as u8))
            .collect();
        return format!("Game over: {} won.", caption.labels(&winners));
    }
    if view.phase.deciding.is_empty() {
        return "Game over.".into();
    }
    let task = WAITING_FOR
        .iter()
        .find(|(name, _)| *name == view.phase.name)
        .map_or("to act", |(_, task)| task);
    format!(
        "Round {}: {} {task}.",
        view.turn.round,
        caption.labels(&view.phase.deciding)
    )
}

/// Lines about the running decision (the deed on offer, the auction, the debt).
fn decision(view: &MonopolyView, caption: &Caption) -> Vec<String> {
    match &view.phase.data {
        Phase::AwaitingBuyDecision { square, price, .. } => vec![format!(
            "On offer: {} for {}",
            data::square(*square).name,
            money(*price)
        )],
        Phase::Auction(auction) => {
            let item = match &auction.item {
                AuctionItem::Property { square, .. } => data::square(*square).name.clone(),
                AuctionItem::Building {
                    building: BuildingType::House,
                    ..
                } => "a house".into(),
                AuctionItem::Building { .. } => "a hotel".into(),
            };
            let high = auction.high.as_ref().map_or("no bid yet".into(), |bid| {
                format!(
                    "highest bid {} by {}",
                    money(bid.amount),
                    caption.name(bid.player)
                )
            });
            let mut lines = vec![format!("Auction of {item}: {high}")];
            if let Some(min) = view.phase.min_next_bid {
                lines.push(format!(
                    "{} bids at least {} or passes",
                    caption.name(auction.to_act),
                    money(min)
                ));
            }
            lines
        }
        Phase::DebtResolution(debt) | Phase::Rescue(debt) => vec![format!(
            "{} owes {}",
            caption.name(debt.debtor),
            money(debt.total)
        )],
        Phase::MortgageTransferDecision { squares, .. } => {
            let names: Vec<&str> = squares
                .iter()
                .map(|s| data::square(*s).name.as_str())
                .collect();
            vec![format!("Mortgaged deeds received: {}", names.join(", "))]
        }
        _ => Vec::new(),
    }
}

fn description(view: &MonopolyView, caption: &Caption) -> String {
    let mut text = format!(
        "Monopoly board at version {}, turn {}. {} ",
        caption.version,
        view.turn.turn_no,
        status(view, caption)
    );
    for line in decision(view, caption) {
        text.push_str(&format!("{line}. "));
    }
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let cash = p.cash.map_or("cash hidden".into(), money);
            let place = if p.bankrupt {
                "bankrupt".to_string()
            } else if p.in_jail {
                "in jail".to_string()
            } else {
                format!("on {}", data::square(p.position).name)
            };
            format!("{} {cash}, {place}", caption.label(p.seat))
        })
        .collect();
    text.push_str(&format!("Players: {}. ", players.join("; ")));
    let owned: Vec<String> = view
        .squares
        .iter()
        .filter_map(|sq| {
            let owner = sq.owner?;
            let mut words = vec![caption.name(owner)];
            if sq.level > 0 {
                words.push(buildings(sq.level));
            }
            if sq.mortgaged {
                words.push("mortgaged".into());
            }
            Some(format!(
                "{} ({})",
                data::square(sq.index).name,
                words.join(", ")
            ))
        })
        .collect();
    if owned.is_empty() {
        text.push_str("No deed is owned yet.");
    } else {
        text.push_str(&format!("Owned deeds: {}.", owned.join("; ")));
    }
    text
}

/// Draws the picture of `view`.
pub fn render(view: &MonopolyView, caption: &Caption) -> String {
    let height = BOARD_Y + BOARD + 24;
    let title = format!(
        "Monopoly, version {}: {}",
        caption.version,
        status(view, caption)
    );
    let mut svg = Svg::new(WIDTH, height, &title, &description(view, caption));
    svg.heading(
        WIDTH,
        "Monopoly",
        &status(view, caption),
        caption,
        view.viewer,
    );
    svg.rect(BOARD_X, BOARD_Y, BOARD, BOARD)
        .fill(BOARD_FILL)
        .stroke(INK, 2);
    svg.group().attr("id", "squares").open();
    for square in &data::board().squares {
        let deed = view.squares.iter().find(|d| d.index == square.index);
        draw_square(&mut svg, view, caption, square, deed);
    }
    svg.close();
    centre(&mut svg, view, caption);
    players(&mut svg, view, caption);
    svg.finish()
}

fn draw_square(
    svg: &mut Svg,
    view: &MonopolyView,
    caption: &Caption,
    square: &SquareData,
    deed: Option<&SquareView>,
) {
    let place = Place::of(square.index);
    let mut tooltip = square.name.clone();
    if let Some(deed) = deed {
        match deed.owner {
            Some(owner) => tooltip.push_str(&format!(": owned by {}", caption.label(owner))),
            None => tooltip.push_str(&format!(": for sale at {}", money(square.price()))),
        }
        if deed.level > 0 {
            tooltip.push_str(&format!(", {}", buildings(deed.level)));
        }
        if deed.mortgaged {
            tooltip.push_str(", mortgaged");
        }
    }
    svg.group().open();
    svg.title(&tooltip);
    svg.rect(place.x, place.y, place.w, place.h)
        .fill("#ffffff")
        .stroke(LINE, 1);
    let (bx, by, bw, bh) = place.band();
    if let Some(group) = square.group.as_deref()
        && square.kind == SquareKind::Street
        && bw > 0
    {
        svg.rect(bx, by, bw, bh)
            .fill(group_colour(group))
            .stroke(LINE, 1);
    }
    if let Some(deed) = deed {
        draw_buildings(svg, &place, deed.level);
    }
    let (ix, iy, iw, ih) = place.inner();
    // Bold sans text of size 11 takes about 7 units per character.
    let chars = (iw / 7) as usize;
    let longest = square
        .name
        .split_whitespace()
        .map(|word| word.chars().count())
        .max()
        .unwrap_or(0);
    let font = if longest > chars { 9 } else { 11 };
    let mut lines = if square.index == data::JAIL {
        Vec::new()
    } else {
        wrap(&square.name, chars.max(longest))
    };
    lines.truncate(3);
    match (square.kind, deed) {
        (SquareKind::Tax, _) => lines.push(format!("pay {}", money(square.amount.unwrap_or(0)))),
        (SquareKind::Go, _) => lines.push(format!("collect {}", money(square.salary.unwrap_or(0)))),
        (SquareKind::FreeParking, _) if view.options.free_parking_jackpot => {
            lines.push(format!("pot {}", money(view.jackpot)))
        }
        _ => {}
    }
    let mut y = iy + 16;
    for line in &lines {
        svg.text(ix + iw / 2, y, line)
            .anchor("middle")
            .size(font)
            .bold_if(square.kind == SquareKind::Street);
        y += 13;
    }
    if let Some(deed) = deed {
        let label = match deed.owner {
            Some(owner) => shorten(&caption.name(owner), chars),
            None => money(square.price()),
        };
        if let Some(owner) = deed.owner {
            let (fill, _) = seat_colour(owner);
            svg.rect(ix + 4, y - 9, iw - 8, 14)
                .attr("rx", 3)
                .fill("#ffffff")
                .stroke(fill, 2);
        }
        svg.text(ix + iw / 2, y + 2, &label)
            .anchor("middle")
            .size(10)
            .fill(if deed.owner.is_some() { INK } else { MUTED });
        if deed.mortgaged {
            svg.rect(ix + 2, iy + 2, iw - 4, ih - 4)
                .fill("#6e7781")
                .attr("fill-opacity", "0.35");
            svg.text(ix + iw / 2, iy + ih - 30, "MORTGAGED")
                .anchor("middle")
                .size(9)
                .bold()
                .fill("#8b0000");
        }
    }
    if square.index == data::JAIL {
        draw_jail(svg, view, &place);
    } else {
        let here: Vec<Seat> = view
            .players
            .iter()
            .filter(|p| !p.bankrupt && p.position == square.index)
            .map(|p| p.seat)
            .collect();
        tokens(svg, &here, ix + 4, iy + ih - 22, iw - 8);
    }
    svg.close();
}

/// Houses as small squares and a hotel as a wide block marked `H`, on the colour band.
fn draw_buildings(svg: &mut Svg, place: &Place, level: u8) {
    let (bx, by, bw, bh) = place.band();
    if level == 0 || bw == 0 {
        return;
    }
    let horizontal = bw > bh;
    if level == data::HOTEL_LEVEL {
        let (w, h) = if horizontal { (30, 14) } else { (14, 30) };
        let (x, y) = (bx + (bw - w) / 2, by + (bh - h) / 2);
        svg.rect(x, y, w, h)
            .attr("rx", 2)
            .fill("#c62828")
            .stroke("#ffffff", 1);
        svg.text(x + w / 2, y + h / 2 + 4, "H")
            .anchor("middle")
            .size(11)
            .bold()
            .fill("#ffffff");
        return;
    }
    for n in 0..i32::from(level) {
        let (x, y) = if horizontal {
            (bx + 5 + n * 17, by + 4)
        } else {
            (bx + 4, by + 5 + n * 17)
        };
        svg.rect(x, y, 12, 12)
            .attr("rx", 1)
            .fill("#2e7d32")
            .stroke("#ffffff", 1);
    }
}

fn draw_jail(svg: &mut Svg, view: &MonopolyView, place: &Place) {
    let (cell_x, cell_y) = (place.x + 36, place.y);
    svg.rect(cell_x, cell_y, place.w - 36, place.h - 36)
        .fill("#fde7c8")
        .stroke(INK, 1);
    svg.text(cell_x + 37, cell_y + 18, "IN JAIL")
        .anchor("middle")
        .size(11)
        .bold();
    svg.text(place.x + 18, place.y + 40, "Just")
        .anchor("middle")
        .size(10);
    svg.text(place.x + 18, place.y + 52, "visiting")
        .anchor("middle")
        .size(9);
    let jailed: Vec<Seat> = view
        .players
        .iter()
        .filter(|p| !p.bankrupt && p.in_jail)
        .map(|p| p.seat)
        .collect();
    tokens(svg, &jailed, cell_x + 4, cell_y + 28, place.w - 44);
    let visiting: Vec<Seat> = view
        .players
        .iter()
        .filter(|p| !p.bankrupt && !p.in_jail && p.position == data::JAIL)
        .map(|p| p.seat)
        .collect();
    tokens(
        svg,
        &visiting,
        place.x + 4,
        place.y + place.h - 22,
        place.w - 8,
    );
}

/// Tokens as numbered discs in rows from (`x`, `y`) within `width`.
fn tokens(svg: &mut Svg, seats: &[Seat], x: i32, y: i32, width: i32) {
    let per_row = (width / 18).max(1);
    for (i, &seat) in seats.iter().enumerate() {
        let (row, column) = (i as i32 / per_row, i as i32 % per_row);
        let (cx, cy) = (x + 9 + column * 18, y + 9 - row * 18);
        let (fill, ink) = seat_colour(seat);
        svg.circle(cx, cy, 8).fill(fill).stroke(INK, 1);
        svg.text(cx, cy + 4, &seat.to_string())
            .anchor("middle")
            .size(10)
            .bold()
            .fill(ink);
    }
}

fn centre(svg: &mut Svg, view: &MonopolyView, caption: &Caption) {
    let x = BOARD_X + CORNER + 30;
    let mut y = BOARD_Y + CORNER + 50;
    svg.group().attr("id", "middle").open();
    svg.text(BOARD_X + BOARD / 2, y, "MONOPOLY")
        .anchor("middle")
        .size(44)
        .bold()
        .fill("#c62828")
        .attr("letter-spacing", 4);
    y += 50;
    svg.text(
        x,
        y,
        &format!("Turn {}, round {}", view.turn.turn_no, view.turn.round),
    )
    .size(16)
    .bold();
    y += 24;
    for line in wrap(&status(view, caption), 70) {
        svg.text(x, y, &line).size(15);
        y += 20;
    }
    for line in decision(view, caption) {
        svg.text(x, y, &line).size(14).fill(HIGHLIGHT);
        y += 20;
    }
    if view.turn.doubles_count > 0 {
        svg.text(
            x,
            y,
            &format!("Doubles thrown this turn: {}", view.turn.doubles_count),
        )
        .size(13);
        y += 20;
    }
    if let Some(owed) = view.owed {
        svg.text(x, y, &format!("You owe {}", money(owed)))
            .size(14)
            .bold()
            .fill(HIGHLIGHT);
        y += 20;
    }
    y += 14;
    let facts = [
        format!(
            "Bank: {} houses, {} hotels",
            view.bank.houses, view.bank.hotels
        ),
        format!(
            "Chance: {} cards · Community Chest: {} cards",
            view.decks.chance, view.decks.community_chest
        ),
    ];
    for fact in facts {
        svg.text(x, y, &fact).size(13).fill(MUTED);
        y += 20;
    }
    if view.options.free_parking_jackpot {
        svg.text(x, y, &format!("Free Parking pot: {}", money(view.jackpot)))
            .size(13)
            .fill(MUTED);
        y += 20;
    }
    y += 14;
    let legend = [
        "Owners are named on their deeds; a token shows its seat number.",
        "Houses are small squares on the colour band, a hotel a block marked H;",
        "a mortgaged deed is greyed and marked MORTGAGED.",
    ];
    for line in legend {
        svg.text(x, y, line).size(12).fill(MUTED);
        y += 18;
    }
    let open = &view.trades;
    if !open.is_empty() {
        y += 14;
        svg.text(x, y, "Open trades").size(14).bold();
        for trade in open.iter().take(8) {
            y += 20;
            svg.text(
                x,
                y,
                &format!(
                    "{}: {} offers {} a trade",
                    trade.trade_id,
                    caption.name(trade.proposer),
                    caption.name(trade.recipient)
                ),
            )
            .size(13);
        }
    }
    svg.close();
}

fn players(svg: &mut Svg, view: &MonopolyView, caption: &Caption) {
    svg.group().attr("id", "players").open();
    svg.text(PANEL_X, BOARD_Y + 4, "Players").size(16).bold();
    for (i, player) in view.players.iter().enumerate() {
        player_block(svg, view, caption, player, BOARD_Y + 24 + i as i32 * 100);
    }
    svg.close();
}

fn player_block(
    svg: &mut Svg,
    view: &MonopolyView,
    caption: &Caption,
    player: &PlayerView,
    y: i32,
) {
    let x = PANEL_X;
    let deciding = view.phase.deciding.contains(&player.seat);
    let you = view.viewer == Some(player.seat);
    svg.group().open();
    svg.rect(x, y, WIDTH - 24 - x, 92)
        .attr("rx", 6)
        .fill(if deciding { "#fff1f7" } else { "#f6f8fa" })
        .stroke(
            if deciding { HIGHLIGHT } else { LINE },
            if deciding { 2 } else { 1 },
        );
    let (fill, ink) = seat_colour(player.seat);
    svg.circle(x + 20, y + 22, 11).fill(fill).stroke(INK, 1);
    svg.text(x + 20, y + 27, &player.seat.to_string())
        .anchor("middle")
        .size(12)
        .bold()
        .fill(ink);
    let mut name = caption.label(player.seat);
    if you {
        name.push_str(" · you");
    }
    svg.text(x + 40, y + 27, &shorten(&name, 28)).bold();
    let cash = match (&view.ranks, player.cash) {
        (Some(ranks), cash) => format!(
            "rank {}{}",
            ranks.get(player.seat.index()).copied().unwrap_or(0),
            cash.map_or(String::new(), |c| format!(" · {}", money(c)))
        ),
        (None, Some(cash)) => money(cash),
        (None, None) => "cash hidden".into(),
    };
    svg.text(WIDTH - 36, y + 27, &cash)
        .anchor("end")
        .mono()
        .bold();
    let mut place = if player.bankrupt {
        "Bankrupt".to_string()
    } else if player.in_jail {
        format!("In jail (failed rolls: {})", player.jail_attempts)
    } else {
        format!("On {}", data::square(player.position).name)
    };
    match player.jail_cards.len() {
        0 => {}
        1 => place.push_str(" · 1 jail card"),
        n => place.push_str(&format!(" · {n} jail cards")),
    }
    svg.text(x + 40, y + 50, &place).size(13);
    let owned: Vec<&SquareView> = view
        .squares
        .iter()
        .filter(|sq| sq.owner == Some(player.seat))
        .collect();
    let houses: u32 = owned
        .iter()
        .filter(|sq| sq.level < data::HOTEL_LEVEL)
        .map(|sq| u32::from(sq.level))
        .sum();
    let hotels = owned
        .iter()
        .filter(|sq| sq.level == data::HOTEL_LEVEL)
        .count();
    let mortgaged = owned.iter().filter(|sq| sq.mortgaged).count();
    let holdings = format!(
        "{} deeds ({mortgaged} mortgaged) · {houses} houses · {hotels} hotels",
        owned.len()
    );
    svg.text(x + 40, y + 72, &holdings).size(12).fill(MUTED);
    svg.close();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_go_round_the_board_without_overlapping() {
        let places: Vec<Place> = (0..data::SQUARES).map(Place::of).collect();
        for (i, a) in places.iter().enumerate() {
            assert!(a.x >= BOARD_X && a.x + a.w <= BOARD_X + BOARD);
            assert!(a.y >= BOARD_Y && a.y + a.h <= BOARD_Y + BOARD);
            for b in &places[i + 1..] {
                let apart =
                    a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
                assert!(apart, "squares overlap");
            }
        }
        let area: i32 = places.iter().map(|p| p.w * p.h).sum();
        assert_eq!(area, BOARD * BOARD - 9 * EDGE * 9 * EDGE);
    }

    #[test]
    fn every_colour_group_has_a_colour() {
        for (group, _) in &data::board().groups {
            assert!(
                GROUP_COLOURS.iter().any(|(name, _)| name == group),
                "{group}"
            );
        }
    }

    #[test]
    fn names_wrap_at_word_boundaries() {
        assert_eq!(wrap("St. Charles Place", 11), vec!["St. Charles", "Place"]);
        assert_eq!(wrap("Go", 11), vec!["Go"]);
    }
}
