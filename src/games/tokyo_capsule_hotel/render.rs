//! The board picture of a view: the map with its land areas in their owners' colours and
//! every structure (capsule hotels by colour and height, buildings, vending machines,
//! graveyards); beside it the round, the purchase queue and spending, each player's yen,
//! coupons, loan, debt and capsules, and what is left on the capsule board and in the
//! supplies.

use std::collections::BTreeMap;

use super::command::CapsulePlacement;
use super::config::{BuildingType, Colour, Dir};
use super::geometry::{Cell, neighbours};
use super::narrate::colour as colour_term;
use super::view::{AreaView, PlayerView, StructureView, TokyoCapsuleHotelView};
use crate::engine::Seat;
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Path, Svg, is_wide, seat_colour};
use crate::engine::words::{Arg, Message};

/// Each capsule colour as drawn, and the text colour that reads on it.
const CAPSULE_COLOURS: [(Colour, &str, &str); 9] = [
    (Colour::Pink, "#f48fb1", INK),
    (Colour::Red, "#e53935", "#ffffff"),
    (Colour::Orange, "#fb8c00", INK),
    (Colour::Yellow, "#fdd835", INK),
    (Colour::Green, "#43a047", "#ffffff"),
    (Colour::Blue, "#1e88e5", "#ffffff"),
    (Colour::Purple, "#8e24aa", "#ffffff"),
    (Colour::White, "#ffffff", INK),
    (Colour::Black, "#212121", "#ffffff"),
];

/// Each building type's printed name as the map shortens it (printed names stay in English in
/// every language), and the message of its full printed name.
const BUILDING_LABELS: [(BuildingType, &str, &str); 6] = [
    (
        BuildingType::CoinLaundry,
        "Laundry",
        "tokyo_capsule_hotel-building-coin-laundry",
    ),
    (
        BuildingType::SweetsBuffet,
        "Sweets",
        "tokyo_capsule_hotel-building-sweets-buffet",
    ),
    (
        BuildingType::TokyoSpike,
        "Spike",
        "tokyo_capsule_hotel-building-tokyo-spike",
    ),
    (
        BuildingType::Park,
        "Park",
        "tokyo_capsule_hotel-building-park",
    ),
    (
        BuildingType::Arcade,
        "Arcade",
        "tokyo_capsule_hotel-building-arcade",
    ),
    (
        BuildingType::SumoDohyo,
        "Sumo",
        "tokyo_capsule_hotel-building-sumo-dohyo",
    ),
];

/// Each kind of land area, by its `kind`.
const AREA_KINDS: [(&str, &str); 3] = [
    ("starting", "tokyo_capsule_hotel-picture-area-starting"),
    ("parcel", "tokyo_capsule_hotel-picture-area-parcel"),
    (
        "subdivision",
        "tokyo_capsule_hotel-picture-area-subdivision",
    ),
];

/// Each status of a player in the purchase phase.
const STATUSES: [(&str, &str); 3] = [
    ("queued", "tokyo_capsule_hotel-picture-status-queued"),
    ("free", "tokyo_capsule_hotel-picture-status-free"),
    ("passed", "tokyo_capsule_hotel-picture-status-passed"),
];

/// Each kind of structure with the message that counts it, in the order the description
/// counts them.
const STRUCTURE_COUNTS: [(&str, &str); 4] = [
    ("hotel", "tokyo_capsule_hotel-picture-count-hotels"),
    ("building", "tokyo_capsule_hotel-picture-count-buildings"),
    (
        "vending_machine",
        "tokyo_capsule_hotel-picture-count-vending-machines",
    ),
    ("graveyard", "tokyo_capsule_hotel-picture-count-graveyards"),
];

/// The small pieces drawn as a marked square on their cell: their kind, the message naming
/// them, the message of the mark, the corner radius and the colour.
const PIECES: [(&str, &str, &str, i32, &str); 2] = [
    (
        "vending_machine",
        "tokyo_capsule_hotel-piece-vending-machine",
        "tokyo_capsule_hotel-picture-mark-vending-machine",
        3,
        "#00838f",
    ),
    (
        "graveyard",
        "tokyo_capsule_hotel-picture-graveyard",
        "tokyo_capsule_hotel-picture-mark-graveyard",
        6,
        "#616161",
    ),
];

const CELL: i32 = 20;
const MAP_X: i32 = 40;
const MAP_Y: i32 = 110;
const PANEL_W: i32 = 400;
/// The width of a line of the panel.
const LINE_W: i32 = PANEL_W - 24;
/// The width of a line in a player's block.
const BLOCK_LINE_W: i32 = PANEL_W - 72;
const LINE: &str = "#d0d7de";

fn capsule_colour(colour: Colour) -> (&'static str, &'static str) {
    CAPSULE_COLOURS
        .iter()
        .find(|(c, _, _)| *c == colour)
        .map_or(("#888888", "#ffffff"), |&(_, fill, ink)| (fill, ink))
}

/// A building type's short printed name and the message of its full one.
fn building_label(building: BuildingType) -> (&'static str, Message) {
    BUILDING_LABELS
        .iter()
        .find(|(b, _, _)| *b == building)
        .map_or(
            ("?", Message::new("tokyo_capsule_hotel-item-building")),
            |&(_, short, id)| (short, Message::new(id)),
        )
}

/// The term a table gives `key`, or `key` as written when the table lacks it.
fn term(table: &[(&str, &'static str)], key: &str) -> Arg {
    table
        .iter()
        .find(|(k, _)| *k == key)
        .map_or_else(|| Arg::from(key), |&(_, id)| Message::new(id).into())
}

/// An amount of yen, said as the game's narration says money.
fn yen(amount: i64) -> Message {
    Message::new("tokyo_capsule_hotel-picture-yen").with("yen", amount)
}

/// Said items joined by the reader's list separator.
fn joined(caption: &Caption, items: &[String]) -> String {
    items.join(&caption.say(&Message::new("list-separator")))
}

/// About how wide `text` is at font size `size`: a wide character takes a full em, any other
/// a little over half of one.
fn text_width(text: &str, size: i32) -> i32 {
    let thousandths: i32 = text
        .chars()
        .map(|c| if is_wide(c) { 1000 } else { 560 })
        .sum();
    (thousandths * size + 999) / 1000
}

/// `text` cut to fit in `width` at font size `size`, ending with `…` when cut.
fn fit(text: &str, width: i32, size: i32) -> String {
    if text_width(text, size) <= width {
        return text.to_string();
    }
    let room = width - text_width("…", size);
    let mut short = String::new();
    for c in text.chars() {
        let mut longer = short.clone();
        longer.push(c);
        if text_width(&longer, size) > room {
            break;
        }
        short = longer;
    }
    short.push('…');
    short
}

fn cell_x(x: i32) -> i32 {
    MAP_X + x * CELL
}

fn cell_y(y: i32) -> i32 {
    MAP_Y + y * CELL
}

/// The seats the game waits for, from public facts: in the loan phase those who have not
/// chosen, in the purchase phase everyone who has not passed.
fn awaited(view: &TokyoCapsuleHotelView) -> Vec<Seat> {
    let mut seats: Vec<Seat> = view
        .players
        .iter()
        .filter(|p| match view.phase {
            "loan" => !p.loan_chosen,
            "purchase" => p.status != "passed",
            _ => false,
        })
        .map(|p| p.player_id)
        .collect();
    seats.sort();
    seats
}

fn status(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
    let message = match view.phase {
        "loan" => Message::new("tokyo_capsule_hotel-picture-status-loan")
            .with("round", view.round)
            .with("seats", caption.labels(&awaited(view))),
        "purchase" => {
            let head = match view.queue.first() {
                Some(&seat) => Message::new("tokyo_capsule_hotel-picture-head")
                    .with("seat", caption.label(seat)),
                None => Message::new("tokyo_capsule_hotel-picture-queue-empty"),
            };
            let id = if view.sub_phase == Some("wind_down") {
                "tokyo_capsule_hotel-picture-status-wind-down"
            } else {
                "tokyo_capsule_hotel-picture-status-purchase"
            };
            Message::new(id)
                .with("round", view.round)
                .with("head", head)
        }
        "setup" => Message::new("tokyo_capsule_hotel-picture-status-setup"),
        _ => Message::new("tokyo_capsule_hotel-picture-status-over"),
    };
    caption.say(&message)
}

/// A player's loan and debt as the viewer may see them.
fn loan_text(view: &TokyoCapsuleHotelView, player: &PlayerView) -> Message {
    let own = view
        .me
        .as_ref()
        .filter(|me| me.player_id == player.player_id);
    match (player.loan.zip(player.debt), own.and_then(|me| me.loan)) {
        (Some((loan, debt)), _) => Message::new("tokyo_capsule_hotel-picture-loan")
            .with("loan", loan)
            .with("debt", debt),
        (None, Some(loan)) => {
            Message::new("tokyo_capsule_hotel-picture-loan-own-secret").with("loan", loan)
        }
        (None, None) if player.loan_chosen => {
            Message::new("tokyo_capsule_hotel-picture-loan-chosen")
        }
        (None, None) => Message::new("tokyo_capsule_hotel-picture-loan-none"),
    }
}

/// The map's land areas and structures, counted.
fn map_contents(view: &TokyoCapsuleHotelView) -> Message {
    let counted: Vec<Message> = STRUCTURE_COUNTS
        .iter()
        .filter_map(|&(kind, id)| {
            let n = view
                .map
                .structures
                .iter()
                .filter(|s| s.kind == kind)
                .count();
            (n > 0).then(|| Message::new(id).with("count", n))
        })
        .collect();
    let areas = view.map.areas.len();
    if counted.is_empty() {
        Message::new("tokyo_capsule_hotel-picture-desc-map-empty").with("areas", areas)
    } else {
        Message::new("tokyo_capsule_hotel-picture-desc-map")
            .with("areas", areas)
            .with("structures", counted)
    }
}

fn description(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
    let version = Message::new("picture-version").with("version", caption.version);
    let mut sentences = vec![
        caption.say(
            &Message::new("tokyo_capsule_hotel-picture-desc-intro")
                .with("game", Message::new("tokyo_capsule_hotel-title"))
                .with("version", version),
        ),
        status(view, caption),
    ];
    if view.phase == "purchase" {
        sentences.push(
            caption.say(
                &Message::new("tokyo_capsule_hotel-picture-desc-spent")
                    .with("spent", view.spending.spent)
                    .with("limit", view.spending.limit),
            ),
        );
    }
    let players: Vec<Message> = view
        .players
        .iter()
        .map(|p| {
            Message::new("tokyo_capsule_hotel-picture-desc-player")
                .with("player", caption.label(p.player_id))
                .with("yen", p.yen)
                .with("count", p.coupons)
                .with("loan", loan_text(view, p))
        })
        .collect();
    sentences.push(
        caption.say(
            &Message::new("tokyo_capsule_hotel-picture-desc-players").with("players", players),
        ),
    );
    sentences.push(caption.say(&map_contents(view)));
    sentences.join(&caption.say(&Message::new("sentence-separator")))
}

/// Draws the picture of `view`.
pub fn render(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
    let map_w = view.map.width * CELL;
    let map_h = view.map.height * CELL;
    let panel_x = MAP_X + map_w + 30;
    let width = panel_x + PANEL_W;
    let height = (MAP_Y + map_h + 30).max(MAP_Y + panel_height(view, caption));
    let game = caption.say(&Message::new("tokyo_capsule_hotel-title"));
    let status = status(view, caption);
    let title = caption.say(
        &Message::new("tokyo_capsule_hotel-picture-title")
            .with("game", game.as_str())
            .with(
                "version",
                Message::new("picture-version").with("version", caption.version),
            )
            .with("status", status.as_str()),
    );
    let mut svg = Svg::new(width, height, &title, &description(view, caption));
    svg.heading(
        width,
        &game,
        &status,
        caption,
        view.me.as_ref().map(|me| me.player_id),
    );
    grid(&mut svg, view);
    svg.group().attr("id", "areas").open();
    for area in &view.map.areas {
        draw_area(&mut svg, area, caption);
    }
    svg.close();
    svg.group().attr("id", "structures").open();
    for structure in &view.map.structures {
        draw_structure(&mut svg, structure, caption);
    }
    svg.close();
    svg.group().attr("id", "area-labels").open();
    for area in &view.map.areas {
        area_label(&mut svg, area);
    }
    svg.close();
    panel(&mut svg, view, caption, panel_x);
    svg.finish()
}

fn grid(svg: &mut Svg, view: &TokyoCapsuleHotelView) {
    let (w, h) = (view.map.width, view.map.height);
    svg.group().attr("id", "map").open();
    svg.rect(MAP_X, MAP_Y, w * CELL, h * CELL)
        .fill("#f6f8fa")
        .stroke(MUTED, 1);
    let mut lines = Path::new();
    for x in 1..w {
        lines = lines.segment(cell_x(x), MAP_Y, cell_x(x), cell_y(h));
    }
    for y in 1..h {
        lines = lines.segment(MAP_X, cell_y(y), cell_x(w), cell_y(y));
    }
    svg.path(&lines).stroke("#e4e8ec", 1).fill("none");
    for x in (0..w).step_by(5) {
        svg.text(cell_x(x) + CELL / 2, MAP_Y - 6, &x.to_string())
            .anchor("middle")
            .size(10)
            .fill(MUTED);
    }
    for y in (0..h).step_by(5) {
        svg.text(MAP_X - 6, cell_y(y) + 14, &y.to_string())
            .anchor("end")
            .size(10)
            .fill(MUTED);
    }
    svg.close();
}

/// The outline of a set of cells: every cell edge with no cell of the set on its other side.
fn outline(cells: &[Cell]) -> Path {
    let inside = |c: Cell| {
        cells
            .binary_search_by_key(&(c[1], c[0]), |d| (d[1], d[0]))
            .is_ok()
    };
    let mut path = Path::new();
    for &cell in cells {
        let [north, west, east, south] = neighbours(cell);
        let (x0, y0) = (cell_x(cell[0]), cell_y(cell[1]));
        let (x1, y1) = (x0 + CELL, y0 + CELL);
        if !inside(north) {
            path = path.segment(x0, y0, x1, y0);
        }
        if !inside(west) {
            path = path.segment(x0, y0, x0, y1);
        }
        if !inside(east) {
            path = path.segment(x1, y0, x1, y1);
        }
        if !inside(south) {
            path = path.segment(x0, y1, x1, y1);
        }
    }
    path
}

/// Runs of cells next to each other in one row, as (x, y, length), for fewer rectangles.
fn runs(cells: &[Cell]) -> Vec<(i32, i32, i32)> {
    let mut runs: Vec<(i32, i32, i32)> = Vec::new();
    for &[x, y] in cells {
        match runs.last_mut() {
            Some((rx, ry, len)) if *ry == y && *rx + *len == x => *len += 1,
            _ => runs.push((x, y, 1)),
        }
    }
    runs
}

fn draw_area(svg: &mut Svg, area: &AreaView, caption: &Caption) {
    let (colour, _) = seat_colour(area.owner);
    svg.group().open();
    svg.title(
        &caption.say(
            &Message::new("tokyo_capsule_hotel-picture-area")
                .with("area", area.id.as_str())
                .with("kind", term(&AREA_KINDS, area.kind))
                .with("owner", caption.label(area.owner))
                .with("cells", area.cells.len()),
        ),
    );
    for (x, y, len) in runs(&area.direct_cells) {
        svg.rect(cell_x(x), cell_y(y), len * CELL, CELL)
            .fill(colour)
            .attr("fill-opacity", "0.3");
    }
    let border = svg.path(&outline(&area.cells)).fill("none");
    if area.kind == "subdivision" {
        border.stroke(colour, 2).dashed(4);
    } else {
        border.stroke(colour, 3);
    }
    svg.close();
}

/// An area's id and its owner's seat number at its north-west cell, on a white label so that
/// structures do not hide it.
fn area_label(svg: &mut Svg, area: &AreaView) {
    let Some(&[x, y]) = area.cells.first() else {
        return;
    };
    let label = format!("{} · {}", area.id, area.owner);
    let width = 7 * label.chars().count() as i32 + 4;
    svg.rect(cell_x(x) + 1, cell_y(y) + 1, width, 13)
        .attr("rx", 3)
        .fill("#ffffff")
        .stroke(seat_colour(area.owner).0, 1);
    svg.text(cell_x(x) + 4, cell_y(y) + 11, &label)
        .size(10)
        .bold()
        .fill(INK);
}

fn draw_structure(svg: &mut Svg, structure: &StructureView, caption: &Caption) {
    svg.group().open();
    let tooltip = Message::new("tokyo_capsule_hotel-picture-structure")
        .with("id", structure.id.as_str())
        .with("name", structure_name(structure))
        .with("owner", caption.label(structure.owner))
        .with("area", structure.area_id.as_str());
    let tooltip = match (structure.height, structure.capsule_count) {
        (Some(height), Some(capsules)) => Message::new("tokyo_capsule_hotel-picture-hotel-tooltip")
            .with("structure", tooltip)
            .with("height", height)
            .with("count", capsules),
        _ => tooltip,
    };
    svg.title(&caption.say(&tooltip));
    match structure.kind {
        "hotel" => draw_hotel(svg, structure, caption),
        kind => match PIECES.iter().find(|piece| piece.0 == kind) {
            Some(&(_, _, mark, rx, fill)) => {
                let mark = caption.say(&Message::new(mark));
                for &[x, y] in &structure.cells {
                    svg.rect(cell_x(x) + 2, cell_y(y) + 2, CELL - 4, CELL - 4)
                        .attr("rx", rx)
                        .fill(fill)
                        .stroke(INK, 1);
                    svg.text(cell_x(x) + CELL / 2, cell_y(y) + 14, &mark)
                        .anchor("middle")
                        .size(11)
                        .bold()
                        .fill("#ffffff");
                }
            }
            None => draw_building(svg, structure),
        },
    }
    svg.close();
}

/// What a structure is: a hotel of its colour, a building (with its capsules), or a piece.
fn structure_name(structure: &StructureView) -> Arg {
    match (structure.kind, structure.building, structure.colour) {
        ("hotel", _, Some(colour)) => Message::new("tokyo_capsule_hotel-picture-hotel")
            .with("colour", colour_term(colour))
            .into(),
        (_, Some(building), Some(colour)) => {
            Message::new("tokyo_capsule_hotel-picture-building-with-capsules")
                .with("building", building_label(building).1)
                .with("colour", colour_term(colour))
                .into()
        }
        (_, Some(building), None) => building_label(building).1.into(),
        (kind, _, _) => term(&PIECES.map(|(kind, name, _, _, _)| (kind, name)), kind),
    }
}

/// Floor-1 capsules as two-cell blocks in their colour, marked with the floors standing on
/// them, and the entrance marked with the hotel's id.
fn draw_hotel(svg: &mut Svg, hotel: &StructureView, caption: &Caption) {
    let (fill, ink) = hotel.colour.map_or(("#888888", "#ffffff"), capsule_colour);
    for capsule in hotel.capsules.iter().filter(|c| c.floor == 1) {
        draw_capsule(svg, capsule, (fill, ink), &hotel.capsules, caption);
    }
    if let Some([x, y]) = hotel.entrance {
        svg.rect(cell_x(x) + 1, cell_y(y) + 1, CELL - 2, CELL - 2)
            .fill("#ffffff")
            .stroke(INK, 2);
        svg.text(cell_x(x) + CELL / 2, cell_y(y) + 14, &hotel.id)
            .anchor("middle")
            .size(if hotel.id.len() > 2 { 8 } else { 10 })
            .bold();
    }
}

/// The cells a capsule covers.
fn capsule_cells(capsule: &CapsulePlacement) -> [Cell; 2] {
    match capsule.dir {
        Dir::H => [[capsule.x, capsule.y], [capsule.x + 1, capsule.y]],
        Dir::V => [[capsule.x, capsule.y], [capsule.x, capsule.y + 1]],
    }
}

/// One floor-1 capsule, marked with the floors standing on it when there are several.
fn draw_capsule(
    svg: &mut Svg,
    capsule: &CapsulePlacement,
    (fill, ink): (&str, &str),
    all: &[CapsulePlacement],
    caption: &Caption,
) {
    let (w, h) = match capsule.dir {
        Dir::H => (2 * CELL, CELL),
        Dir::V => (CELL, 2 * CELL),
    };
    let (x, y) = (cell_x(capsule.x), cell_y(capsule.y));
    svg.rect(x + 1, y + 1, w - 2, h - 2)
        .attr("rx", 6)
        .fill(fill)
        .stroke(INK, 1);
    let floors = capsule_cells(capsule)
        .iter()
        .map(|cell| {
            all.iter()
                .filter(|other| capsule_cells(other).contains(cell))
                .map(|other| other.floor)
                .max()
                .unwrap_or(1)
        })
        .max()
        .unwrap_or(1);
    if floors > 1 {
        let floors =
            caption.say(&Message::new("tokyo_capsule_hotel-picture-floors").with("floors", floors));
        // Smaller where the label would crowd a capsule standing north–south.
        let size = if text_width(&floors, 10) > w - 6 {
            8
        } else {
            10
        };
        svg.text(x + w / 2, y + h / 2 + 4, &floors)
            .anchor("middle")
            .size(size)
            .bold()
            .fill(ink);
    }
}

fn draw_building(svg: &mut Svg, building: &StructureView) {
    let Some(&[x0, y0]) = building.cells.first() else {
        return;
    };
    let x1 = building.cells.iter().map(|c| c[0]).max().unwrap_or(x0) + 1;
    let y1 = building.cells.iter().map(|c| c[1]).max().unwrap_or(y0) + 1;
    let (w, h) = ((x1 - x0) * CELL, (y1 - y0) * CELL);
    let (x, y) = (cell_x(x0), cell_y(y0));
    svg.rect(x + 1, y + 1, w - 2, h - 2)
        .attr("rx", 3)
        .fill("#fff8e1")
        .stroke(INK, 2);
    let short = building.building.map_or("?", |b| building_label(b).0);
    svg.text(x + w / 2, y + 15, short)
        .anchor("middle")
        .size(10)
        .bold();
    if let Some(colour) = building.colour {
        let (fill, _) = capsule_colour(colour);
        let capsules = building.capsule_count.unwrap_or(0);
        for i in 0..capsules as i32 {
            svg.rect(x + 4 + i * 16, y + h - 14, 14, 10)
                .attr("rx", 3)
                .fill(fill)
                .stroke(INK, 1);
        }
    }
    if let Some(side) = building.side {
        svg.text(x + w - 4, y + h - 4, &format!("{side:?}"))
            .anchor("end")
            .size(9)
            .fill(MUTED);
    }
}

/// The font size of the panel's lines.
const FACT_SIZE: i32 = 13;
/// The font size of a capsule colour's label.
const CAPSULE_SIZE: i32 = 11;
/// The height of a row of capsule labels.
const CAPSULE_ROW: i32 = 18;

fn panel_height(view: &TokyoCapsuleHotelView, caption: &Caption) -> i32 {
    let hotels = view
        .map
        .structures
        .iter()
        .filter(|s| s.colour.is_some())
        .count() as i32;
    let players: i32 = view.players.iter().map(|p| player_height(caption, p)).sum();
    180 + players + 300 + (view.trades.len() as i32 + hotels) * 18
}

/// `entries` after `head`, joined by the reader's list separator, in lines that fit the panel.
fn listed(caption: &Caption, head: &str, entries: &[String]) -> Vec<String> {
    let separator = caption.say(&Message::new("list-separator"));
    let mut lines = vec![head.to_string()];
    for (i, entry) in entries.iter().enumerate() {
        let line = lines.last_mut().expect("a first line");
        let joint = match i {
            // A heading ending in a full-width colon needs no space after it.
            0 if head.ends_with(is_wide) => "",
            0 => " ",
            _ => separator.as_str(),
        };
        if i > 0 && text_width(&format!("{line}{joint}{entry}"), FACT_SIZE) > LINE_W {
            line.push_str(separator.trim_end());
            lines.push(format!("  {entry}"));
        } else {
            line.push_str(joint);
            line.push_str(entry);
        }
    }
    lines
}

fn panel(svg: &mut Svg, view: &TokyoCapsuleHotelView, caption: &Caption, x: i32) {
    let mut y = MAP_Y;
    svg.group().attr("id", "panel").open();
    let round = Message::new("tokyo_capsule_hotel-picture-round").with("round", view.round);
    svg.text(x, y, &caption.say(&round)).size(16).bold();
    y += 22;
    for fact in facts(view, caption) {
        svg.text(x, y, &fit(&caption.say(&fact), LINE_W, FACT_SIZE))
            .size(FACT_SIZE);
        y += 20;
    }
    y += 12;
    let waiting = awaited(view);
    for player in &view.players {
        let is_waiting = waiting.contains(&player.player_id);
        player_block(svg, view, caption, player, is_waiting, x, y);
        y += player_height(caption, player);
    }
    y += 16;
    let board = caption.say(&Message::new("tokyo_capsule_hotel-picture-capsule-board"));
    svg.text(x, y, &board).size(14).bold();
    y += 8 + capsule_counts(svg, caption, &view.capsule_board, (x, y), LINE_W) + 24;
    let supplies = Message::new("tokyo_capsule_hotel-picture-supplies")
        .with("entrances", view.supplies.entrances)
        .with("machines", view.supplies.vending_machines);
    svg.text(x, y, &fit(&caption.say(&supplies), LINE_W, FACT_SIZE))
        .size(FACT_SIZE);
    y += 20;
    let buildings: Vec<String> = view
        .supplies
        .buildings
        .iter()
        .map(|(b, n)| format!("{} {n}", building_label(*b).0))
        .collect();
    let franchises: Vec<String> = view
        .franchises
        .iter()
        .map(|(c, f)| {
            caption.say(
                &Message::new("tokyo_capsule_hotel-picture-franchise-income")
                    .with("colour", colour_term(*c))
                    .with("yen", f.income),
            )
        })
        .collect();
    let head = caption.say(&Message::new("tokyo_capsule_hotel-picture-buildings-left"));
    let mut lines = listed(caption, &head, &buildings);
    if !franchises.is_empty() {
        let head = caption.say(&Message::new(
            "tokyo_capsule_hotel-picture-franchise-incomes",
        ));
        lines.extend(listed(caption, &head, &franchises));
    }
    for line in lines {
        svg.text(x, y, &line).size(FACT_SIZE);
        y += 20;
    }
    y = hotel_list(svg, view, caption, x, y);
    for trade in &view.trades {
        let parties: Vec<String> = trade.parties.iter().map(|&s| caption.name(s)).collect();
        let line = Message::new("tokyo_capsule_hotel-picture-trade")
            .with("trade", trade.trade_id.as_str())
            .with("parties", joined(caption, &parties));
        svg.text(x, y, &fit(&caption.say(&line), LINE_W, FACT_SIZE))
            .size(FACT_SIZE)
            .fill(HIGHLIGHT);
        y += 18;
    }
    svg.close();
}

/// The facts under the round: spending and the queue in the purchase phase, and the tallest
/// hotel.
fn facts(view: &TokyoCapsuleHotelView, caption: &Caption) -> Vec<Message> {
    let mut facts = Vec::new();
    if view.phase == "purchase" {
        let id = if view.spending.limit_reached {
            "tokyo_capsule_hotel-picture-spent-limit"
        } else {
            "tokyo_capsule_hotel-picture-spent"
        };
        facts.push(
            Message::new(id)
                .with("spent", view.spending.spent)
                .with("limit", view.spending.limit),
        );
        let queue: Vec<String> = view.queue.iter().map(|&s| caption.name(s)).collect();
        facts.push(if queue.is_empty() {
            Message::new("tokyo_capsule_hotel-picture-queue-none")
        } else {
            Message::new("tokyo_capsule_hotel-picture-queue").with("names", joined(caption, &queue))
        });
    }
    if view.tallest.height > 0 {
        let holder: Arg = match view.tallest.holder {
            Some(seat) => caption.name(seat).into(),
            None => Message::new("picture-nobody").into(),
        };
        facts.push(
            Message::new("tokyo_capsule_hotel-picture-tallest")
                .with("height", view.tallest.height)
                .with("holder", holder),
        );
    }
    facts
}

/// Every hotel with its colour, height, capsules and owner (the map shows its id at its
/// entrance); returns where the next line goes.
fn hotel_list(
    svg: &mut Svg,
    view: &TokyoCapsuleHotelView,
    caption: &Caption,
    x: i32,
    mut y: i32,
) -> i32 {
    let hotels: Vec<&StructureView> = view
        .map
        .structures
        .iter()
        .filter(|s| s.colour.is_some())
        .collect();
    if hotels.is_empty() {
        return y;
    }
    y += 6;
    svg.group().attr("id", "hotels").open();
    let heading = caption.say(&Message::new("tokyo_capsule_hotel-picture-hotels"));
    svg.text(x, y, &heading).size(14).bold();
    for hotel in hotels {
        y += 18;
        let line = Message::new("tokyo_capsule_hotel-picture-hotel-line")
            .with("id", hotel.id.as_str())
            .with("name", structure_name(hotel))
            .with("height", hotel.height.unwrap_or(1))
            .with("count", hotel.capsule_count.unwrap_or(0))
            .with("owner", caption.name(hotel.owner));
        svg.text(x, y, &fit(&caption.say(&line), LINE_W, 12))
            .size(12);
    }
    svg.close();
    y + 24
}

/// The height of a player's block, with its rows of capsules.
fn player_height(caption: &Caption, player: &PlayerView) -> i32 {
    68 + capsule_rows(caption, &player.supply, BLOCK_LINE_W) + 14
}

fn player_block(
    svg: &mut Svg,
    view: &TokyoCapsuleHotelView,
    caption: &Caption,
    player: &PlayerView,
    waiting: bool,
    x: i32,
    y: i32,
) {
    let you = view.me.as_ref().map(|me| me.player_id) == Some(player.player_id);
    let (colour, ink) = seat_colour(player.player_id);
    svg.group().open();
    svg.rect(x, y, LINE_W, player_height(caption, player) - 8)
        .attr("rx", 6)
        .fill(if waiting { "#fff1f7" } else { "#f6f8fa" })
        .stroke(
            if waiting { HIGHLIGHT } else { LINE },
            if waiting { 2 } else { 1 },
        );
    svg.rect(x + 8, y + 8, 24, 24).attr("rx", 4).fill(colour);
    svg.text(x + 20, y + 25, &player.player_id.to_string())
        .anchor("middle")
        .size(13)
        .bold()
        .fill(ink);
    let mut name = caption.name(player.player_id);
    if you {
        name = caption.say(&Message::new("tokyo_capsule_hotel-picture-you").with("name", name));
    }
    svg.text(x + 40, y + 25, &name).bold().size(14);
    svg.text(x + PANEL_W - 34, y + 25, &caption.say(&yen(player.yen)))
        .anchor("end")
        .size(14)
        .bold();
    let about = Message::new("tokyo_capsule_hotel-picture-player-about")
        .with("seat", player.seat)
        .with("count", player.coupons)
        .with("status", term(&STATUSES, player.status));
    svg.text(x + 40, y + 44, &fit(&caption.say(&about), BLOCK_LINE_W, 12))
        .size(12)
        .fill(MUTED);
    let loan = caption.say(&loan_text(view, player));
    svg.text(x + 40, y + 62, &fit(&loan, BLOCK_LINE_W, 12))
        .size(12);
    capsule_counts(svg, caption, &player.supply, (x + 40, y + 68), BLOCK_LINE_W);
    svg.close();
}

/// Each colour with capsules (colours with none left out) with its label and where it goes,
/// flowing into rows `width` wide: offsets from the first.
fn capsule_layout(
    caption: &Caption,
    counts: &BTreeMap<Colour, u32>,
    width: i32,
) -> Vec<(Colour, String, i32, i32)> {
    let mut layout = Vec::new();
    let (mut dx, mut dy) = (0, 0);
    for (&colour, &count) in counts.iter().filter(|(_, n)| **n > 0) {
        let label = caption.say(
            &Message::new("tokyo_capsule_hotel-picture-capsule-count")
                .with("colour", colour_term(colour))
                .with("count", count),
        );
        let w = 17 + text_width(&label, CAPSULE_SIZE) + 12;
        if dx > 0 && dx + w > width {
            dx = 0;
            dy += CAPSULE_ROW;
        }
        layout.push((colour, label, dx, dy));
        dx += w;
    }
    layout
}

/// The height the capsule counts take.
fn capsule_rows(caption: &Caption, counts: &BTreeMap<Colour, u32>, width: i32) -> i32 {
    capsule_layout(caption, counts, width)
        .last()
        .map_or(CAPSULE_ROW, |&(_, _, _, dy)| dy + CAPSULE_ROW)
}

/// Small capsules in their colours, each with its colour's name and count, in rows `width`
/// wide from (`x`, `y`); returns the height used.
fn capsule_counts(
    svg: &mut Svg,
    caption: &Caption,
    counts: &BTreeMap<Colour, u32>,
    (x, y): (i32, i32),
    width: i32,
) -> i32 {
    let layout = capsule_layout(caption, counts, width);
    if layout.is_empty() {
        let none = caption.say(&Message::new("tokyo_capsule_hotel-picture-no-capsules"));
        svg.text(x, y + 13, &none).size(CAPSULE_SIZE).fill(MUTED);
        return CAPSULE_ROW;
    }
    for (colour, label, dx, dy) in &layout {
        let (cx, cy) = (x + dx, y + dy);
        let (fill, _) = capsule_colour(*colour);
        svg.rect(cx, cy + 4, 14, 10)
            .attr("rx", 4)
            .fill(fill)
            .stroke(INK, 1);
        svg.text(cx + 17, cy + 13, label).size(CAPSULE_SIZE);
    }
    capsule_rows(caption, counts, width)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_and_building_has_its_label() {
        for colour in Colour::ALL {
            assert!(CAPSULE_COLOURS.iter().any(|(c, _, _)| *c == colour));
        }
        for building in BuildingType::ALL {
            assert!(BUILDING_LABELS.iter().any(|(b, _, _)| *b == building));
        }
    }

    #[test]
    fn an_outline_follows_the_edge_of_its_cells() {
        let edges = |cells: &[Cell]| outline(cells).as_str().matches('M').count();
        assert_eq!(edges(&[[0, 0]]), 4);
        assert_eq!(edges(&[[0, 0], [1, 0]]), 6);
        let corner = [[0, 0], [1, 0], [0, 1]];
        assert_eq!(edges(&corner), 8);
        assert_eq!(runs(&corner), vec![(0, 0, 2), (0, 1, 1)]);
    }

    #[test]
    fn wide_text_is_measured_and_cut_to_fit() {
        assert_eq!(text_width("ab", 10), 12);
        assert_eq!(text_width("カプセル", 10), 40);
        assert_eq!(fit("short", 100, 10), "short");
        let cut = fit("カプセルボードのカプセル", 60, 10);
        assert!(cut.ends_with('…') && text_width(&cut, 10) <= 60, "{cut}");
    }
}
