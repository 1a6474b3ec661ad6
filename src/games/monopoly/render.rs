//! The board picture of a view: the 40 squares around the edge with their colour groups,
//! owners, houses and hotels, mortgages and the players' tokens; in the middle what the game
//! waits for, the bank and the decks; beside the board every player's cash and position.

use super::data::{self, SquareData, SquareKind};
use super::event::Deck;
use super::narrate::{auction_item, deck_term, level_of, list, square as square_term};
use super::state::Phase;
use super::view::{MonopolyView, PlayerView, SquareView};
use crate::engine::Seat;
use crate::engine::svg::{
    Caption, HIGHLIGHT, INK, MUTED, Svg, grouped, is_wide, seat_colour, shorten,
};
use crate::engine::words::{Arg, Message};

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
    ("awaiting_roll", "monopoly-picture-task-roll"),
    ("awaiting_buy_decision", "monopoly-picture-task-buy"),
    ("auction", "monopoly-picture-task-auction"),
    ("income_tax_choice", "monopoly-picture-task-income-tax"),
    ("building_claim", "monopoly-picture-task-building-claim"),
    ("debt_resolution", "monopoly-picture-task-debt"),
    ("rescue", "monopoly-picture-task-rescue"),
    (
        "mortgage_transfer_decision",
        "monopoly-picture-task-mortgage-transfer",
    ),
    ("awaiting_end_turn", "monopoly-picture-task-end-turn"),
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

/// An amount of dollars standing alone (`$1,250`), written the same in every language.
fn money(dollars: i64) -> String {
    if dollars < 0 {
        format!("-${}", grouped(-dollars))
    } else {
        format!("${}", grouped(dollars))
    }
}

/// Characters that may not begin a line: closing brackets, CJK punctuation, small kana.
const NO_START: &str = "、。，．：；！？）」』】〕・ーぁぃぅぇぉっゃゅょァィゥェォッャュョ";
/// Characters that may not end a line: opening brackets.
const NO_END: &str = "（「『【〔";

/// About how wide `text` is at font `size`: a wide character takes the whole size, a space
/// about a third of it, another character about two thirds in bold and a little over half
/// in regular weight.
fn text_width(text: &str, size: i32, bold: bool) -> i32 {
    let narrow = if bold { 66 } else { 56 };
    let hundredths: i32 = text
        .chars()
        .map(|c| match c {
            ' ' => 30,
            c if is_wide(c) => 100,
            _ => narrow,
        })
        .sum();
    hundredths * size / 100
}

/// The pieces a line may break between: words, and single wide characters (a closing mark
/// stays with the character before it, an opening mark with the one after). Each piece says
/// whether a space comes before it.
fn pieces(text: &str) -> Vec<(bool, String)> {
    let mut pieces: Vec<(bool, String)> = Vec::new();
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        let last = pieces.last().and_then(|(_, piece)| piece.chars().last());
        let joins = !space
            && last.is_some_and(|last| {
                !(is_wide(c) || is_wide(last)) || NO_START.contains(c) || NO_END.contains(last)
            });
        match pieces.last_mut() {
            Some((_, piece)) if joins => piece.push(c),
            _ => pieces.push((space, c.to_string())),
        }
        space = false;
    }
    pieces
}

/// `text` in lines at most `width` units wide at font `size`, broken between words or wide
/// characters (a piece wider than `width` has a line of its own).
fn wrap(text: &str, width: i32, size: i32, bold: bool) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for (space, piece) in pieces(text) {
        if let Some(line) = lines.last_mut() {
            let joined = if space {
                format!("{line} {piece}")
            } else {
                format!("{line}{piece}")
            };
            if text_width(&joined, size, bold) <= width {
                *line = joined;
                continue;
            }
        }
        lines.push(piece);
    }
    lines
}

/// The font size of `sizes` (largest first) at which `text` fits `width` best, with its
/// lines: sticking out least, then leaving no wide character alone on the last line, then
/// the largest.
fn fit(text: &str, width: i32, sizes: &[i32], bold: bool) -> (i32, Vec<String>) {
    sizes
        .iter()
        .map(|&size| (size, wrap(text, width, size, bold)))
        .min_by_key(|(size, lines)| {
            let over = lines
                .iter()
                .map(|line| text_width(line, *size, bold) - width)
                .max()
                .unwrap_or(0)
                .max(0);
            let orphan = lines.len() > 1
                && lines
                    .last()
                    .is_some_and(|line| line.chars().count() == 1 && line.chars().all(is_wide));
            (over, orphan, -size)
        })
        .unwrap_or_default()
}

/// The largest of `sizes` (largest first) at which `text` fits `width` on one line, or the
/// smallest.
fn one_line(text: &str, width: i32, sizes: &[i32]) -> i32 {
    sizes
        .iter()
        .copied()
        .find(|&size| text_width(text, size, false) <= width)
        .or(sizes.last().copied())
        .unwrap_or_default()
}

/// `version N`, in the reader's words.
fn version(caption: &Caption) -> Message {
    Message::new("picture-version").with("version", caption.version)
}

/// The name written on a square: a deed's printed name, the deck of a card square, or the
/// square's term.
fn square_name(square: &SquareData, caption: &Caption) -> String {
    let term = match square.kind {
        SquareKind::Chance => Arg::from(deck_term(Deck::Chance)),
        SquareKind::CommunityChest => Arg::from(deck_term(Deck::CommunityChest)),
        _ => square_term(square.index),
    };
    match term {
        Arg::Message(term) => caption.say(&term),
        _ => square.name.clone(),
    }
}

/// A deed with its buildings (`Boardwalk with 2 houses`), or its name alone.
fn deed_name(deed: &SquareView) -> Arg {
    if deed.level > 0 {
        level_of(deed.index, deed.level)
    } else {
        square_term(deed.index)
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
        return caption.say(
            &Message::new("monopoly-picture-status-won").with("seats", caption.labels(&winners)),
        );
    }
    if view.phase.deciding.is_empty() {
        return caption.say(&Message::new("monopoly-phase-finished"));
    }
    let task = WAITING_FOR
        .iter()
        .find(|(name, _)| *name == view.phase.name)
        .map_or("monopoly-picture-task-act", |(_, task)| task);
    caption.say(
        &Message::new("monopoly-picture-status")
            .with("round", view.turn.round)
            .with("seats", caption.labels(&view.phase.deciding))
            .with("task", Message::new(task)),
    )
}

/// Lines about the running decision (the deed on offer, the auction, the debt).
fn decision(view: &MonopolyView, caption: &Caption) -> Vec<Message> {
    match &view.phase.data {
        Phase::AwaitingBuyDecision { square, price, .. } => vec![
            Message::new("monopoly-picture-on-offer")
                .with("square", square_term(*square))
                .with("amount", *price),
        ],
        Phase::Auction(auction) => {
            let item = auction_item(&auction.item);
            let mut lines = vec![match &auction.high {
                Some(bid) => Message::new("monopoly-picture-auction-high")
                    .with("item", item)
                    .with("amount", bid.amount)
                    .with("bidder", caption.name(bid.player)),
                None => Message::new("monopoly-picture-auction").with("item", item),
            }];
            if let Some(min) = view.phase.min_next_bid {
                lines.push(
                    Message::new("monopoly-picture-auction-turn")
                        .with("seat", caption.name(auction.to_act))
                        .with("amount", min),
                );
            }
            lines
        }
        Phase::DebtResolution(debt) | Phase::Rescue(debt) => vec![
            Message::new("monopoly-picture-debt")
                .with("seat", caption.name(debt.debtor))
                .with("amount", debt.total),
        ],
        Phase::MortgageTransferDecision { squares, .. } => {
            vec![Message::new("monopoly-picture-mortgages-received").with(
                "squares",
                list(squares.iter().map(|&s| square_term(s)).collect()),
            )]
        }
        _ => Vec::new(),
    }
}

/// A player's cash and whereabouts, as a sentence of the description.
fn player_sentence(player: &PlayerView, caption: &Caption) -> Message {
    let place = if player.bankrupt {
        Message::new("monopoly-picture-place-bankrupt")
    } else if player.in_jail {
        Message::new("monopoly-picture-place-jail")
    } else {
        Message::new("monopoly-picture-place-on").with("square", square_term(player.position))
    };
    match player.cash {
        Some(cash) => Message::new("monopoly-picture-player").with("amount", cash),
        None => Message::new("monopoly-picture-player-cash-hidden"),
    }
    .with("seat", caption.label(player.seat))
    .with("place", place)
}

/// An owned deed with its owner, for the description.
fn owned_deed(deed: &SquareView, caption: &Caption) -> Option<Message> {
    let owner = deed.owner?;
    let id = if deed.mortgaged {
        "monopoly-picture-deed-mortgaged"
    } else {
        "monopoly-picture-deed"
    };
    Some(
        Message::new(id)
            .with("square", deed_name(deed))
            .with("owner", caption.name(owner)),
    )
}

fn description(view: &MonopolyView, caption: &Caption) -> String {
    let mut sentences = vec![
        caption.say(
            &Message::new("monopoly-picture-description")
                .with("game", Message::new("monopoly-title"))
                .with("version", version(caption))
                .with("turn", view.turn.turn_no),
        ),
        status(view, caption),
    ];
    for line in decision(view, caption) {
        sentences.push(caption.say(&Message::new("monopoly-picture-sentence").with("line", line)));
    }
    for player in &view.players {
        sentences.push(caption.say(&player_sentence(player, caption)));
    }
    let owned: Vec<Message> = view
        .squares
        .iter()
        .filter_map(|deed| owned_deed(deed, caption))
        .collect();
    sentences.push(caption.say(&if owned.is_empty() {
        Message::new("monopoly-picture-no-deeds")
    } else {
        Message::new("monopoly-picture-owned").with("deeds", owned)
    }));
    sentences.join(&caption.say(&Message::new("sentence-separator")))
}

/// Draws the picture of `view`.
pub fn render(view: &MonopolyView, caption: &Caption) -> String {
    let height = BOARD_Y + BOARD + 24;
    let status = status(view, caption);
    let title = caption.say(
        &Message::new("monopoly-picture-title")
            .with("game", Message::new("monopoly-title"))
            .with("version", version(caption))
            .with("status", status.as_str()),
    );
    let mut svg = Svg::new(WIDTH, height, &title, &description(view, caption));
    let game = caption.say(&Message::new("monopoly-title"));
    svg.heading(WIDTH, &game, &status, caption, view.viewer);
    svg.rect(BOARD_X, BOARD_Y, BOARD, BOARD)
        .fill(BOARD_FILL)
        .stroke(INK, 2);
    svg.group().attr("id", "squares").open();
    for square in &data::board().squares {
        let deed = view.squares.iter().find(|d| d.index == square.index);
        draw_square(&mut svg, view, caption, square, deed);
    }
    svg.close();
    centre(&mut svg, view, caption, &game, &status);
    players(&mut svg, view, caption);
    svg.finish()
}

/// The tooltip of a deed: its owner, or its price while the bank holds it.
fn deed_tooltip(deed: &SquareView, square: &SquareData, caption: &Caption) -> Message {
    match deed.owner {
        Some(owner) if deed.mortgaged => {
            Message::new("monopoly-picture-square-mortgaged").with("seat", caption.label(owner))
        }
        Some(owner) => {
            Message::new("monopoly-picture-square-owned").with("seat", caption.label(owner))
        }
        None => Message::new("monopoly-picture-square-for-sale").with("amount", square.price()),
    }
    .with("square", deed_name(deed))
}

/// The amount written under a square's name: Go's salary, a tax, the Free Parking pot.
fn square_amount(view: &MonopolyView, square: &SquareData) -> Option<Message> {
    let (id, amount) = match square.kind {
        SquareKind::Tax => ("monopoly-picture-pay", square.amount.unwrap_or(0)),
        SquareKind::Go => ("monopoly-picture-collect", square.salary.unwrap_or(0)),
        SquareKind::FreeParking if view.options.free_parking_jackpot => {
            ("monopoly-picture-pot", view.jackpot)
        }
        _ => return None,
    };
    Some(Message::new(id).with("amount", amount))
}

fn draw_square(
    svg: &mut Svg,
    view: &MonopolyView,
    caption: &Caption,
    square: &SquareData,
    deed: Option<&SquareView>,
) {
    let place = Place::of(square.index);
    let name = square_name(square, caption);
    let tooltip = match deed {
        Some(deed) => caption.say(&deed_tooltip(deed, square, caption)),
        None => name.clone(),
    };
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
    let width = iw - 4;
    let street = square.kind == SquareKind::Street;
    let (font, mut lines) = if square.index == data::JAIL {
        (11, Vec::new())
    } else {
        fit(&name, width, &[11, 10, 9], street)
    };
    lines.truncate(3);
    if let Some(amount) = square_amount(view, square) {
        lines.extend(wrap(&caption.say(&amount), width, font, false));
    }
    let mut y = iy + 16;
    for line in &lines {
        svg.text(ix + iw / 2, y, line)
            .anchor("middle")
            .size(font)
            .bold_if(street);
        y += 13;
    }
    if let Some(deed) = deed {
        let label = match deed.owner {
            Some(owner) => shorten(&caption.name(owner), (iw / 7) as usize),
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
            // Below the owner's name, however many lines the square's name takes.
            let stamp_y = (iy + ih - 30).max(y + 16);
            svg.text(
                ix + iw / 2,
                stamp_y,
                &caption.say(&Message::new("monopoly-picture-mortgaged")),
            )
            .anchor("middle")
            .size(9)
            .bold()
            .fill("#8b0000");
        }
    }
    if square.index == data::JAIL {
        draw_jail(svg, view, caption, &place);
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

/// The width of the strip beside the jail cell, for players just visiting.
const VISITING: i32 = 36;

fn draw_jail(svg: &mut Svg, view: &MonopolyView, caption: &Caption, place: &Place) {
    let (cell_x, cell_y) = (place.x + VISITING, place.y);
    let cell_w = place.w - VISITING;
    svg.rect(cell_x, cell_y, cell_w, place.h - VISITING)
        .fill("#fde7c8")
        .stroke(INK, 1);
    let cell = caption.say(&Message::new("monopoly-picture-jail-cell"));
    svg.text(cell_x + cell_w / 2, cell_y + 18, &cell)
        .anchor("middle")
        .size(11)
        .bold();
    let visiting = caption.say(&Message::new("monopoly-picture-just-visiting"));
    let (size, lines) = fit(&visiting, VISITING - 2, &[10, 9], false);
    let mut y = place.y + 40;
    for line in &lines {
        svg.text(place.x + VISITING / 2, y, line)
            .anchor("middle")
            .size(size);
        y += size + 2;
    }
    let jailed: Vec<Seat> = view
        .players
        .iter()
        .filter(|p| !p.bankrupt && p.in_jail)
        .map(|p| p.seat)
        .collect();
    tokens(svg, &jailed, cell_x + 4, cell_y + 28, cell_w - 8);
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
        svg.text(cx, cy + 4, &seat.number().to_string())
            .anchor("middle")
            .size(10)
            .bold()
            .fill(ink);
    }
}

/// How a paragraph in the middle of the board is written: its font size, the distance
/// between its lines, its colour and weight.
struct Style {
    size: i32,
    step: i32,
    fill: &'static str,
    bold: bool,
}

const TURN: Style = Style {
    size: 16,
    step: 24,
    fill: INK,
    bold: true,
};
const STATUS: Style = Style {
    size: 15,
    step: 20,
    fill: INK,
    bold: false,
};
const DECISION: Style = Style {
    size: 14,
    step: 20,
    fill: HIGHLIGHT,
    bold: false,
};
const OWED: Style = Style {
    size: 14,
    step: 20,
    fill: HIGHLIGHT,
    bold: true,
};
const NOTE: Style = Style {
    size: 13,
    step: 20,
    fill: INK,
    bold: false,
};
const FACT: Style = Style {
    size: 13,
    step: 20,
    fill: MUTED,
    bold: false,
};
const LEGEND: Style = Style {
    size: 12,
    step: 18,
    fill: MUTED,
    bold: false,
};
const HEADING: Style = Style {
    size: 14,
    step: 20,
    fill: INK,
    bold: true,
};

/// Where the text in the middle of the board starts, and how wide it may be.
const MIDDLE_X: i32 = BOARD_X + CORNER + 30;
const MIDDLE_WIDTH: i32 = BOARD - 2 * CORNER - 60;

/// Writes `text` wrapped to the middle of the board from `y` on, moving `y` below it.
fn paragraph(svg: &mut Svg, y: &mut i32, text: &str, style: &Style) {
    for line in wrap(text, MIDDLE_WIDTH, style.size, style.bold) {
        svg.text(MIDDLE_X, *y, &line)
            .size(style.size)
            .bold_if(style.bold)
            .fill(style.fill);
        *y += style.step;
    }
}

fn centre(svg: &mut Svg, view: &MonopolyView, caption: &Caption, game: &str, status: &str) {
    let say = |message: Message| caption.say(&message);
    let mut y = BOARD_Y + CORNER + 50;
    svg.group().attr("id", "middle").open();
    svg.text(BOARD_X + BOARD / 2, y, &game.to_uppercase())
        .anchor("middle")
        .size(44)
        .bold()
        .fill("#c62828")
        .attr("letter-spacing", 4);
    y += 50;
    let turn = Message::new("monopoly-picture-turn")
        .with("turn", view.turn.turn_no)
        .with("round", view.turn.round);
    paragraph(svg, &mut y, &say(turn), &TURN);
    paragraph(svg, &mut y, status, &STATUS);
    for line in decision(view, caption) {
        paragraph(svg, &mut y, &say(line), &DECISION);
    }
    if view.turn.doubles_count > 0 {
        let doubles =
            Message::new("monopoly-picture-doubles").with("count", view.turn.doubles_count);
        paragraph(svg, &mut y, &say(doubles), &NOTE);
    }
    if let Some(owed) = view.owed {
        let owe = Message::new("monopoly-picture-you-owe").with("amount", owed);
        paragraph(svg, &mut y, &say(owe), &OWED);
    }
    y += 14;
    let mut facts = vec![
        Message::new("monopoly-picture-bank")
            .with("houses", view.bank.houses)
            .with("hotels", view.bank.hotels),
        Message::new("monopoly-picture-decks")
            .with("chance", deck_term(Deck::Chance))
            .with("chance-count", view.decks.chance)
            .with("chest", deck_term(Deck::CommunityChest))
            .with("chest-count", view.decks.community_chest),
    ];
    if view.options.free_parking_jackpot {
        facts.push(
            Message::new("monopoly-picture-jackpot")
                .with("pot", Message::new("monopoly-reason-jackpot"))
                .with("amount", view.jackpot),
        );
    }
    for fact in facts {
        paragraph(svg, &mut y, &say(fact), &FACT);
    }
    y += 14;
    let legend = [
        Message::new("monopoly-picture-legend-owners"),
        Message::new("monopoly-picture-legend-buildings"),
        Message::new("monopoly-picture-legend-mortgage")
            .with("stamp", Message::new("monopoly-picture-mortgaged")),
    ];
    for line in legend {
        paragraph(svg, &mut y, &say(line), &LEGEND);
    }
    if !view.trades.is_empty() {
        y += 14;
        let heading = say(Message::new("monopoly-picture-open-trades"));
        paragraph(svg, &mut y, &heading, &HEADING);
        for trade in view.trades.iter().take(8) {
            let offer = Message::new("monopoly-picture-trade")
                .with("trade", trade.trade_id.as_str())
                .with("seat", caption.name(trade.proposer))
                .with("recipient", caption.name(trade.recipient));
            paragraph(svg, &mut y, &say(offer), &NOTE);
        }
    }
    svg.close();
}

fn players(svg: &mut Svg, view: &MonopolyView, caption: &Caption) {
    svg.group().attr("id", "players").open();
    let heading = caption.say(&Message::new("monopoly-picture-players"));
    svg.text(PANEL_X, BOARD_Y + 4, &heading).size(16).bold();
    for (i, player) in view.players.iter().enumerate() {
        player_block(svg, view, caption, player, BOARD_Y + 24 + i as i32 * 100);
    }
    svg.close();
}

/// What a player's block says at its right: the rank once the game is over, and the cash
/// the viewer may see.
fn cash_label(view: &MonopolyView, caption: &Caption, player: &PlayerView) -> String {
    let rank = view
        .ranks
        .as_ref()
        .map(|ranks| ranks.get(player.seat.index()).copied().unwrap_or(0));
    match (rank, player.cash) {
        (Some(rank), Some(cash)) => caption.say(
            &Message::new("monopoly-picture-rank-cash")
                .with("rank", rank)
                .with("amount", cash),
        ),
        (Some(rank), None) => {
            caption.say(&Message::new("monopoly-picture-rank").with("rank", rank))
        }
        (None, Some(cash)) => money(cash),
        (None, None) => caption.say(&Message::new("monopoly-picture-cash-hidden")),
    }
}

/// Where a player is: bankrupt, in Jail, or on a square.
fn whereabouts(player: &PlayerView) -> Message {
    if player.bankrupt {
        Message::new("monopoly-picture-bankrupt")
    } else if player.in_jail {
        Message::new("monopoly-picture-in-jail").with("count", player.jail_attempts)
    } else {
        Message::new("monopoly-picture-on").with("square", square_term(player.position))
    }
}

/// A player's deeds, mortgages and buildings.
fn holdings(view: &MonopolyView, player: &PlayerView) -> Message {
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
    Message::new("monopoly-picture-holdings")
        .with("deeds", owned.len())
        .with("mortgaged", mortgaged)
        .with("houses", houses)
        .with("hotels", hotels)
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
    svg.text(x + 20, y + 27, &player.seat.number().to_string())
        .anchor("middle")
        .size(12)
        .bold()
        .fill(ink);
    let name = if view.viewer == Some(player.seat) {
        caption.say(&Message::new("monopoly-picture-you").with("seat", caption.label(player.seat)))
    } else {
        caption.label(player.seat)
    };
    svg.text(x + 40, y + 27, &shorten(&name, 28)).bold();
    svg.text(WIDTH - 36, y + 27, &cash_label(view, caption, player))
        .anchor("end")
        .mono()
        .bold();
    let width = WIDTH - 24 - x - 48;
    let place = caption.say(&whereabouts(player));
    svg.text(x + 40, y + 48, &place)
        .size(one_line(&place, width, &[13, 12, 11]));
    let holdings = caption.say(&holdings(view, player));
    svg.text(x + 40, y + 67, &holdings)
        .size(one_line(&holdings, width, &[12, 11, 10]))
        .fill(MUTED);
    if !player.jail_cards.is_empty() {
        let cards = caption.say(
            &Message::new("monopoly-picture-jail-cards").with("count", player.jail_cards.len()),
        );
        svg.text(x + 40, y + 85, &cards)
            .size(one_line(&cards, width, &[12, 11, 10]));
    }
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
        assert_eq!(
            wrap("St. Charles Place", 80, 11, true),
            vec!["St. Charles", "Place"]
        );
        assert_eq!(wrap("Go", 80, 11, true), vec!["Go"]);
    }

    #[test]
    fn wide_text_wraps_between_characters_but_not_before_closing_marks() {
        assert_eq!(
            wrap("「刑務所へ入れ」のマス", 60, 10, false),
            vec!["「刑務所へ入", "れ」のマス"]
        );
        assert_eq!(
            wrap("現在地：Boardwalk", 200, 10, false),
            vec!["現在地：Boardwalk"]
        );
        assert_eq!(
            wrap("現在地：Boardwalk", 60, 10, false),
            vec!["現在地：", "Boardwalk"]
        );
    }

    #[test]
    fn a_name_keeps_the_largest_font_that_fits() {
        let (size, lines) = fit("Community Chest", 72, &[11, 10, 9], false);
        assert_eq!(
            (size, lines),
            (11, vec!["Community".into(), "Chest".into()])
        );
        let (size, lines) = fit("チャンスカード", 72, &[11, 10, 9], false);
        assert_eq!((size, lines), (10, vec!["チャンスカード".into()]));
    }

    #[test]
    fn a_long_word_takes_a_smaller_font() {
        let (size, lines) = fit("Mediterranean Avenue", 72, &[11, 10, 9], true);
        assert_eq!(size, 9);
        assert_eq!(lines, vec!["Mediterranean", "Avenue"]);
    }
}
