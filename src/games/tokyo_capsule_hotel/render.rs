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
    svg.text(24, 36, "Tokyo Capsule Hotel").size(22).bold();
    svg.text(250, 36, &format!("version {}", caption.version))
        .fill(MUTED);
    svg.text(24, 66, &status(view, caption)).size(16);
    if let Some(me) = &view.me {
        svg.text(
            width - 24,
            36,
            &format!("Seen by {}", caption.label(me.player_id)),
        )
        .anchor("end")
        .fill(MUTED);
    }
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
    if let Some(&[x, y]) = area.cells.first() {
        svg.text(
            cell_x(x) + 3,
            cell_y(y) + 12,
            &format!("{} · {}", area.id, area.owner),
        )
        .size(10)
        .bold()
        .fill(INK);
    }
    svg.close();
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
        tooltip.push_str(&format!(", {height} floors, {capsules} capsules"));
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

/// Floor-1 capsules as two-cell blocks in their colour, the entrance marked `E`, and the
/// number of floors written on the entrance's neighbour.
fn draw_hotel(svg: &mut Svg, hotel: &StructureView) {
    let (fill, ink) = hotel.colour.map_or(("#888888", "#ffffff"), capsule_colour);
    for capsule in hotel.capsules.iter().filter(|c| c.floor == 1) {
        draw_capsule(svg, capsule, fill, ink, &hotel.capsules);
    }
    if let Some([x, y]) = hotel.entrance {
        svg.rect(cell_x(x) + 1, cell_y(y) + 1, CELL - 2, CELL - 2)
            .fill("#ffffff")
            .stroke(INK, 2);
        svg.text(cell_x(x) + CELL / 2, cell_y(y) + 15, "E")
            .anchor("middle")
            .size(12)
            .bold();
    }
}

/// One floor-1 capsule, labelled with the number of capsules stacked on its cells.
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
    let floors = all
        .iter()
        .filter(|c| c.x == capsule.x && c.y == capsule.y && c.dir == capsule.dir)
        .count();
    let tallest = all.iter().map(|c| c.floor).max().unwrap_or(1);
    let label = if floors > 1 {
        format!("{floors}F")
    } else if tallest > 1 {
        "1F".into()
    } else {
        String::new()
    };
    if !label.is_empty() {
        svg.text(x + w / 2, y + h / 2 + 4, &label)
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

fn panel_height(view: &TokyoCapsuleHotelView) -> i32 {
    160 + view.players.len() as i32 * 92 + 240 + view.trades.len() as i32 * 18
}

fn panel(svg: &mut Svg, view: &TokyoCapsuleHotelView, caption: &Caption, x: i32) {
    let mut y = MAP_Y;
    svg.group().attr("id", "panel").open();
    svg.text(x, y, &format!("Round {}", view.round))
        .size(16)
        .bold();
    y += 22;
    if view.phase == "purchase" {
        let limit = if view.spending.limit_reached {
            " (limit reached)"
        } else {
            ""
        };
        svg.text(
            x,
            y,
            &format!(
                "Spent {} of {}{limit}",
                yen(view.spending.spent),
                yen(view.spending.limit)
            ),
        )
        .size(13);
        y += 20;
        let queue: Vec<String> = view.queue.iter().map(|&s| caption.name(s)).collect();
        let queue = if queue.is_empty() {
            "empty".into()
        } else {
            queue.join(", ")
        };
        svg.text(x, y, &shorten(&format!("Queue: {queue}"), 56))
            .size(13);
        y += 20;
    }
    if view.tallest.height > 0 {
        let holder = view
            .tallest
            .holder
            .map_or("nobody".into(), |seat| caption.name(seat));
        svg.text(
            x,
            y,
            &format!(
                "Tallest hotel: {} floors (token: {holder})",
                view.tallest.height
            ),
        )
        .size(13);
        y += 20;
    }
    y += 12;
    let waiting = awaited(view);
    for player in &view.players {
        player_block(
            svg,
            view,
            caption,
            player,
            waiting.contains(&player.player_id),
            x,
            y,
        );
        y += 92;
    }
    y += 8;
    svg.text(x, y, "Capsule board").size(14).bold();
    y += 8;
    capsule_counts(svg, &view.capsule_board, x, y);
    y += 40;
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
    svg.text(x, y, &format!("Buildings left: {}", buildings.join(", ")))
        .size(13);
    y += 20;
    if !view.franchises.is_empty() {
        let franchises: Vec<String> = view
            .franchises
            .iter()
            .map(|(c, f)| format!("{} {}", c.name(), yen(f.income)))
            .collect();
        for line in franchise_lines(&franchises) {
            svg.text(x, y, &line).size(13);
            y += 20;
        }
    }
    for trade in &view.trades {
        let parties: Vec<String> = trade.parties.iter().map(|&s| caption.name(s)).collect();
        svg.text(
            x,
            y,
            &shorten(
                &format!("Trade {} pending: {}", trade.trade_id, parties.join(", ")),
                56,
            ),
        )
        .size(13)
        .fill(HIGHLIGHT);
        y += 18;
    }
    svg.close();
}

/// The franchise incomes in lines short enough for the panel.
fn franchise_lines(franchises: &[String]) -> Vec<String> {
    let mut lines = vec!["Franchises:".to_string()];
    for entry in franchises {
        let line = lines.last_mut().expect("a first line");
        if line.chars().count() + entry.chars().count() + 2 > 56 {
            lines.push(format!("  {entry}"));
        } else {
            line.push(' ');
            line.push_str(entry);
        }
    }
    lines
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
    svg.rect(x, y, PANEL_W - 24, 84)
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
    let mut name = format!(
        "{} · seat {} clockwise",
        caption.name(player.player_id),
        player.seat
    );
    if you {
        name.push_str(" · you");
    }
    svg.text(x + 40, y + 25, &name).bold_if(you).size(13);
    svg.text(
        x + PANEL_W - 34,
        y + 25,
        &format!("{} · {} coupons", yen(player.yen), player.coupons),
    )
    .anchor("end")
    .size(13)
    .bold();
    svg.text(x + 40, y + 46, &loan_text(view, player)).size(12);
    svg.text(x + PANEL_W - 34, y + 46, player.status)
        .anchor("end")
        .size(12)
        .fill(MUTED);
    capsule_counts(svg, &player.supply, x + 40, y + 54);
    svg.close();
}

/// Small capsules in their colours with the count beside each (colours with none left out).
fn capsule_counts(svg: &mut Svg, counts: &BTreeMap<Colour, u32>, x: i32, y: i32) {
    let mut cx = x;
    for (&colour, &count) in counts.iter().filter(|(_, n)| **n > 0) {
        let (fill, _) = capsule_colour(colour);
        svg.group().open();
        svg.title(&format!("{count} {} capsules", colour.name()));
        svg.rect(cx, y + 4, 16, 10)
            .attr("rx", 4)
            .fill(fill)
            .stroke(INK, 1);
        svg.text(cx + 19, y + 13, &count.to_string()).size(11);
        svg.close();
        cx += 40;
    }
    if cx == x {
        svg.text(x, y + 13, "no capsules").size(11).fill(MUTED);
    }
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
