//! The board picture of a view: the map with its land areas in their owners' colours and
//! every structure (capsule hotels by colour and height, buildings, vending machines,
//! graveyards); beside it the round, the purchase queue and spending, each player's yen,
//! coupons, loan, debt and capsules, and what is left on the capsule board and in the
//! supplies.

use std::collections::BTreeMap;

use super::command::CapsulePlacement;
use super::config::{BuildingType, Colour, Dir};
use super::geometry::{Cell, neighbours};
use super::view::{AreaView, PlayerView, StructureView, TokyoCapsuleHotelView};
use crate::engine::Seat;
use crate::engine::svg::{
    Caption, HIGHLIGHT, INK, MUTED, Path, Svg, grouped, seat_colour, shorten,
};

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

/// Each building type's name as printed on the map.
const BUILDING_LABELS: [(BuildingType, &str, &str); 6] = [
    (BuildingType::CoinLaundry, "Laundry", "Coin Laundry"),
    (BuildingType::SweetsBuffet, "Sweets", "Sweets Buffet"),
    (BuildingType::TokyoSpike, "Spike", "Tokyo Spike"),
    (BuildingType::Park, "Park", "Park"),
    (BuildingType::Arcade, "Arcade", "Arcade"),
    (BuildingType::SumoDohyo, "Sumo", "Sumo Dohyo"),
];

const CELL: i32 = 20;
const MAP_X: i32 = 40;
const MAP_Y: i32 = 110;
const PANEL_W: i32 = 400;
const LINE: &str = "#d0d7de";

fn capsule_colour(colour: Colour) -> (&'static str, &'static str) {
    CAPSULE_COLOURS
        .iter()
        .find(|(c, _, _)| *c == colour)
        .map_or(("#888888", "#ffffff"), |&(_, fill, ink)| (fill, ink))
}

fn building_label(building: BuildingType) -> (&'static str, &'static str) {
    BUILDING_LABELS
        .iter()
        .find(|(b, _, _)| *b == building)
        .map_or(("?", "building"), |&(_, short, long)| (short, long))
}

/// `n` and the noun, plural unless `n` is 1: `1 floor`, `3 floors`.
fn counted(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn yen(amount: i64) -> String {
    if amount < 0 {
        format!("-¥{}", grouped(-amount))
    } else {
        format!("¥{}", grouped(amount))
    }
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
    match view.phase {
        "loan" => format!(
            "Round {}, loans: waiting for {} to choose.",
            view.round,
            caption.labels(&awaited(view))
        ),
        "purchase" => {
            let head = view
                .queue
                .first()
                .map_or("nobody is queued".into(), |&seat| {
                    format!("{} heads the queue", caption.label(seat))
                });
            let stage = if view.sub_phase == Some("wind_down") {
                "purchases over, trades winding down"
            } else {
                "purchases"
            };
            format!("Round {}, {stage}: {head}.", view.round)
        }
        _ => "Game over.".into(),
    }
}

/// A player's loan and debt as the viewer may see them.
fn loan_text(view: &TokyoCapsuleHotelView, player: &PlayerView) -> String {
    let own = view
        .me
        .as_ref()
        .filter(|me| me.player_id == player.player_id);
    match (player.loan, own.and_then(|me| me.loan)) {
        (Some(loan), _) => format!(
            "loan {}, debt {}",
            yen(loan),
            player.debt.map_or("?".into(), yen)
        ),
        (None, Some(loan)) => format!("your loan {} (secret until all chose)", yen(loan)),
        (None, None) if player.loan_chosen => "loan chosen (secret)".into(),
        (None, None) => "no loan chosen yet".into(),
    }
}

fn description(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
    let mut text = format!(
        "Tokyo Capsule Hotel map at version {}. {} ",
        caption.version,
        status(view, caption)
    );
    if view.phase == "purchase" {
        text.push_str(&format!(
            "Spent {} of {} this phase. ",
            yen(view.spending.spent),
            yen(view.spending.limit)
        ));
    }
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            format!(
                "{} {} and {} coupons, {}",
                caption.label(p.player_id),
                yen(p.yen),
                p.coupons,
                loan_text(view, p)
            )
        })
        .collect();
    text.push_str(&format!("Players: {}. ", players.join("; ")));
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for structure in &view.map.structures {
        *counts.entry(structure.kind).or_default() += 1;
    }
    let counted: Vec<String> = counts
        .iter()
        .map(|(kind, n)| format!("{n} {}", kind.replace('_', " ")))
        .collect();
    text.push_str(&format!(
        "The map has {} land areas and {}.",
        view.map.areas.len(),
        if counted.is_empty() {
            "no structures".into()
        } else {
            counted.join(", ")
        }
    ));
    text
}

/// Draws the picture of `view`.
pub fn render(view: &TokyoCapsuleHotelView, caption: &Caption) -> String {
    let map_w = view.map.width * CELL;
    let map_h = view.map.height * CELL;
    let panel_x = MAP_X + map_w + 30;
    let width = panel_x + PANEL_W;
    let height = (MAP_Y + map_h + 30).max(MAP_Y + panel_height(view));
    let title = format!(
        "Tokyo Capsule Hotel, version {}: {}",
        caption.version,
        status(view, caption)
    );
    let mut svg = Svg::new(width, height, &title, &description(view, caption));
    svg.heading(
        width,
        "Tokyo Capsule Hotel",
        &status(view, caption),
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
    svg.title(&format!(
        "{} ({}): owned by {}, {} cells",
        area.id,
        area.kind,
        caption.label(area.owner),
        area.cells.len()
    ));
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
    let mut tooltip = format!(
        "{}: {} of {} in {}",
        structure.id,
        structure_name(structure),
        caption.label(structure.owner),
        structure.area_id
    );
    if let (Some(height), Some(capsules)) = (structure.height, structure.capsule_count) {
        tooltip.push_str(&format!(
            ", {}, {}",
            counted(height, "floor"),
            counted(capsules, "capsule")
        ));
    }
    svg.title(&tooltip);
    match structure.kind {
        "hotel" => draw_hotel(svg, structure),
        "vending_machine" => {
            for &[x, y] in &structure.cells {
                svg.rect(cell_x(x) + 2, cell_y(y) + 2, CELL - 4, CELL - 4)
                    .attr("rx", 3)
                    .fill("#00838f")
                    .stroke(INK, 1);
                svg.text(cell_x(x) + CELL / 2, cell_y(y) + 14, "V")
                    .anchor("middle")
                    .size(11)
                    .bold()
                    .fill("#ffffff");
            }
        }
        "graveyard" => {
            for &[x, y] in &structure.cells {
                svg.rect(cell_x(x) + 2, cell_y(y) + 2, CELL - 4, CELL - 4)
                    .attr("rx", 6)
                    .fill("#616161")
                    .stroke(INK, 1);
                svg.text(cell_x(x) + CELL / 2, cell_y(y) + 14, "G")
                    .anchor("middle")
                    .size(11)
                    .bold()
                    .fill("#ffffff");
            }
        }
        _ => draw_building(svg, structure),
    }
    svg.close();
}

fn structure_name(structure: &StructureView) -> String {
    match (structure.kind, structure.building, structure.colour) {
        ("hotel", _, Some(colour)) => format!("{} capsule hotel", colour.name()),
        (_, Some(building), Some(colour)) => {
            format!(
                "{} with {} capsules",
                building_label(building).1,
                colour.name()
            )
        }
        (_, Some(building), None) => building_label(building).1.to_string(),
        (kind, _, _) => kind.replace('_', " "),
    }
}

/// Floor-1 capsules as two-cell blocks in their colour, marked with the floors standing on
/// them, and the entrance marked with the hotel's id.
fn draw_hotel(svg: &mut Svg, hotel: &StructureView) {
    let (fill, ink) = hotel.colour.map_or(("#888888", "#ffffff"), capsule_colour);
    for capsule in hotel.capsules.iter().filter(|c| c.floor == 1) {
        draw_capsule(svg, capsule, fill, ink, &hotel.capsules);
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
    fill: &str,
    ink: &str,
    all: &[CapsulePlacement],
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
        svg.text(x + w / 2, y + h / 2 + 4, &format!("{floors}F"))
            .anchor("middle")
            .size(10)
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

const PLAYER_H: i32 = 100;
/// The longest line of the panel, in characters.
const PANEL_CHARS: usize = 54;

fn panel_height(view: &TokyoCapsuleHotelView) -> i32 {
    let hotels = view
        .map
        .structures
        .iter()
        .filter(|s| s.colour.is_some())
        .count() as i32;
    180 + view.players.len() as i32 * PLAYER_H + 300 + (view.trades.len() as i32 + hotels) * 18
}

/// `entries` after `head` in lines of at most [`PANEL_CHARS`] characters.
fn listed(head: &str, entries: &[String]) -> Vec<String> {
    let mut lines = vec![head.to_string()];
    for entry in entries {
        let line = lines.last_mut().expect("a first line");
        if line.chars().count() + entry.chars().count() + 2 > PANEL_CHARS {
            lines.push(format!("  {entry}"));
        } else {
            if line.len() > head.len() {
                line.push(',');
            }
            line.push(' ');
            line.push_str(entry);
        }
    }
    lines
}

fn panel(svg: &mut Svg, view: &TokyoCapsuleHotelView, caption: &Caption, x: i32) {
    let mut y = MAP_Y;
    svg.group().attr("id", "panel").open();
    svg.text(x, y, &format!("Round {}", view.round))
        .size(16)
        .bold();
    y += 22;
    let mut facts = Vec::new();
    if view.phase == "purchase" {
        let limit = if view.spending.limit_reached {
            " (limit reached)"
        } else {
            ""
        };
        facts.push(format!(
            "Spent {} of {}{limit}",
            yen(view.spending.spent),
            yen(view.spending.limit)
        ));
        let queue: Vec<String> = view.queue.iter().map(|&s| caption.name(s)).collect();
        facts.push(if queue.is_empty() {
            "Queue: empty".into()
        } else {
            format!("Queue: {}", queue.join(", "))
        });
    }
    if view.tallest.height > 0 {
        let holder = view
            .tallest
            .holder
            .map_or("nobody".into(), |seat| caption.name(seat));
        facts.push(format!(
            "Tallest hotel: {} (token: {holder})",
            counted(view.tallest.height, "floor")
        ));
    }
    for fact in facts {
        svg.text(x, y, &shorten(&fact, PANEL_CHARS)).size(13);
        y += 20;
    }
    y += 12;
    let waiting = awaited(view);
    for player in &view.players {
        let is_waiting = waiting.contains(&player.player_id);
        player_block(svg, view, caption, player, is_waiting, x, y);
        y += PLAYER_H;
    }
    y += 16;
    svg.text(x, y, "Capsule board").size(14).bold();
    y += 8 + capsule_counts(svg, &view.capsule_board, x, y) + 24;
    svg.text(
        x,
        y,
        &format!(
            "Entrances left: {} · vending machines left: {}",
            view.supplies.entrances, view.supplies.vending_machines
        ),
    )
    .size(13);
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
        .map(|(c, f)| format!("{} {}", c.name(), yen(f.income)))
        .collect();
    let mut lines = listed("Buildings left:", &buildings);
    if !franchises.is_empty() {
        lines.extend(listed("Franchise incomes:", &franchises));
    }
    for line in lines {
        svg.text(x, y, &line).size(13);
        y += 20;
    }
    y = hotel_list(svg, view, caption, x, y);
    for trade in &view.trades {
        let parties: Vec<String> = trade.parties.iter().map(|&s| caption.name(s)).collect();
        let line = format!("Trade {} pending: {}", trade.trade_id, parties.join(", "));
        svg.text(x, y, &shorten(&line, PANEL_CHARS))
            .size(13)
            .fill(HIGHLIGHT);
        y += 18;
    }
    svg.close();
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
    svg.text(x, y, "Hotels").size(14).bold();
    for hotel in hotels {
        y += 18;
        let line = format!(
            "{}: {}, {}, {}, {}",
            hotel.id,
            structure_name(hotel),
            counted(hotel.height.unwrap_or(1), "floor"),
            counted(hotel.capsule_count.unwrap_or(0), "capsule"),
            caption.name(hotel.owner)
        );
        svg.text(x, y, &shorten(&line, PANEL_CHARS + 4)).size(12);
    }
    svg.close();
    y + 24
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
    svg.rect(x, y, PANEL_W - 24, PLAYER_H - 8)
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
        name.push_str(" · you");
    }
    svg.text(x + 40, y + 25, &name).bold().size(14);
    svg.text(x + PANEL_W - 34, y + 25, &yen(player.yen))
        .anchor("end")
        .size(14)
        .bold();
    let about = format!(
        "seat {} clockwise · {} coupons · {}",
        player.seat, player.coupons, player.status
    );
    svg.text(x + 40, y + 44, &about).size(12).fill(MUTED);
    svg.text(x + 40, y + 62, &loan_text(view, player)).size(12);
    capsule_counts(svg, &player.supply, x + 40, y + 68);
    svg.close();
}

/// Small capsules in their colours, each with its colour's name and count (colours with none
/// left out), five to a row; returns the height used.
fn capsule_counts(svg: &mut Svg, counts: &BTreeMap<Colour, u32>, x: i32, y: i32) -> i32 {
    let shown: Vec<(Colour, u32)> = counts
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(c, n)| (*c, *n))
        .collect();
    if shown.is_empty() {
        svg.text(x, y + 13, "no capsules").size(11).fill(MUTED);
        return 18;
    }
    for (i, (colour, count)) in shown.iter().enumerate() {
        let (cx, cy) = (x + (i as i32 % 5) * 68, y + (i as i32 / 5) * 18);
        let (fill, _) = capsule_colour(*colour);
        svg.rect(cx, cy + 4, 14, 10)
            .attr("rx", 4)
            .fill(fill)
            .stroke(INK, 1);
        svg.text(cx + 17, cy + 13, &format!("{} {count}", colour.name()))
            .size(11);
    }
    18 * shown.len().div_ceil(5) as i32
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
}
