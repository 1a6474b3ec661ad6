//! The board picture of a view: the action board with the dice on spaces 1 to 6, and one
//! sheet per player: the hotel's rooms (empty, prepared or occupied, in their colours), the
//! emperor tracks, the staff board, krone, loans and the points so far.

use super::data::{self, Color, HotelSide, Room};
use super::view::{GrandAustriaHotelView, PlayerView};
use crate::engine::Seat;
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Svg, seat_colour, shorten};

/// Each room colour as printed (fill of an occupied room, tint of an empty one).
const ROOM_COLOURS: [(Color, &str, &str, &str); 3] = [
    (Color::Blue, "#3b7dd8", "#dbe8f8", "blue"),
    (Color::Red, "#d64541", "#f8dcdb", "red"),
    (Color::Yellow, "#e8b513", "#fbf0c8", "yellow"),
];

/// The actions of spaces 1 to 6 of the action board.
const ACTIONS: [&str; 6] = [
    "prepare rooms",
    "occupy a room",
    "prepare or occupy",
    "emperor or krone",
    "hire staff",
    "copy an action (pay 1)",
];

/// Pip positions of die faces 1 to 6 on a 24-unit die.
const PIPS: [&[(i32, i32)]; 6] = [
    &[(12, 12)],
    &[(6, 6), (18, 18)],
    &[(6, 6), (12, 12), (18, 18)],
    &[(6, 6), (18, 6), (6, 18), (18, 18)],
    &[(6, 6), (18, 6), (12, 12), (6, 18), (18, 18)],
    &[(6, 6), (18, 6), (6, 12), (18, 12), (6, 18), (18, 18)],
];

const WIDTH: i32 = 1190;
const SHEET_W: i32 = 560;
const SHEET_H: i32 = 446;
const SHEETS_Y: i32 = 262;
const ROOM_W: i32 = 54;
const ROOM_H: i32 = 42;
const STAIRS: i32 = 22;
const LINE: &str = "#d0d7de";

fn room_colours(color: Color) -> (&'static str, &'static str, &'static str) {
    ROOM_COLOURS
        .iter()
        .find(|(c, _, _, _)| *c == color)
        .map_or(("#888888", "#eeeeee", "?"), |&(_, fill, tint, name)| {
            (fill, tint, name)
        })
}

fn status(view: &GrandAustriaHotelView, caption: &Caption) -> String {
    match view.status.as_str() {
        "choosing_faces" => format!(
            "Waiting for {} to choose the faces of their boards.",
            caption.labels(&view.awaited)
        ),
        "in_progress" => {
            let task = if view.effect_stack.is_empty() {
                if view.die_used {
                    "to finish the turn"
                } else {
                    "to take a die"
                }
            } else {
                "to resolve effects"
            };
            format!(
                "Round {} of {}: {} {task} (their turn {} of 2 this round).",
                view.round,
                data::sheet().rounds,
                caption.labels(&view.awaited),
                view.pass
            )
        }
        "finished" => {
            let best = view
                .players
                .iter()
                .map(|p| p.provisional_score.total)
                .max()
                .unwrap_or(0);
            let winners: Vec<Seat> = view
                .players
                .iter()
                .filter(|p| p.provisional_score.total == best)
                .map(|p| p.seat)
                .collect();
            format!(
                "Game over: {} won with {best} points.",
                caption.labels(&winners)
            )
        }
        _ => "Game over: the game was stopped.".into(),
    }
}

fn description(view: &GrandAustriaHotelView, caption: &Caption) -> String {
    let mut text = format!(
        "Grand Austria Hotel: Let's Roll sheets at version {}. {} ",
        caption.version,
        status(view, caption)
    );
    let dice: Vec<String> = view
        .dice
        .iter()
        .enumerate()
        .map(|(space, n)| format!("space {} has {n}", space + 1))
        .collect();
    text.push_str(&format!("Dice: {}. ", dice.join(", ")));
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            format!(
                "{}: {} krone, {} loans, {} rooms occupied and {} prepared, {} staff, {} points so far",
                caption.label(p.seat),
                p.krone,
                p.loans,
                p.rooms.occupied.len(),
                p.rooms.prepared.len(),
                p.staff_hired.len(),
                p.provisional_score.total
            )
        })
        .collect();
    text.push_str(&format!("{}.", players.join("; ")));
    text
}

/// Draws the picture of `view`.
pub fn render(view: &GrandAustriaHotelView, caption: &Caption) -> String {
    let rows = (view.players.len() as i32 + 1) / 2;
    let height = SHEETS_Y + rows * (SHEET_H + 20) + 10;
    let title = format!(
        "Grand Austria Hotel: Let's Roll, version {}: {}",
        caption.version,
        status(view, caption)
    );
    let mut svg = Svg::new(WIDTH, height, &title, &description(view, caption));
    svg.heading(
        WIDTH,
        "Grand Austria Hotel: Let's Roll",
        &status(view, caption),
        caption,
        view.you.as_ref().map(|you| you.seat),
    );
    action_board(&mut svg, view);
    for (i, player) in view.players.iter().enumerate() {
        let x = 24 + (i as i32 % 2) * (SHEET_W + 22);
        let y = SHEETS_Y + (i as i32 / 2) * (SHEET_H + 20);
        sheet(&mut svg, view, caption, player, x, y);
    }
    svg.finish()
}

fn action_board(svg: &mut Svg, view: &GrandAustriaHotelView) {
    let (x, y) = (24, 100);
    svg.group().attr("id", "action-board").open();
    svg.text(x, y, "Action board").size(16).bold();
    let track = format!(
        "Emperor steps go to the {} track this round",
        view.active_track
    );
    svg.text(x + 140, y, &track).size(13).fill(MUTED);
    let spaces = view.dice.iter().zip(ACTIONS).zip(PIPS).enumerate();
    for (space, ((&count, action), pips)) in spaces {
        let sx = x + space as i32 * 190;
        svg.group().open();
        svg.title(&format!("Space {}: {action}, {count} dice", space + 1));
        svg.rect(sx, y + 12, 180, 130)
            .attr("rx", 8)
            .fill("#f6f8fa")
            .stroke(LINE, 1);
        svg.text(sx + 10, y + 34, &format!("{}", space + 1))
            .size(18)
            .bold();
        svg.text(sx + 32, y + 33, action).size(12);
        for die in 0..i32::from(count) {
            let dx = sx + 10 + (die % 6) * 28;
            let dy = y + 46 + (die / 6) * 28;
            svg.rect(dx, dy, 24, 24)
                .attr("rx", 4)
                .fill("#ffffff")
                .stroke(INK, 1);
            for &(px, py) in pips {
                svg.circle(dx + px, dy + py, 2).fill(INK);
            }
        }
        svg.text(sx + 170, y + 134, &format!("{count} dice"))
            .anchor("end")
            .size(12)
            .fill(if count == 0 { MUTED } else { INK });
        svg.close();
    }
    svg.close();
}

fn sheet(
    svg: &mut Svg,
    view: &GrandAustriaHotelView,
    caption: &Caption,
    player: &PlayerView,
    x: i32,
    y: i32,
) {
    let active = view.awaited.contains(&player.seat);
    let you = view.you.as_ref().map(|v| v.seat) == Some(player.seat);
    svg.group()
        .attr("id", format!("sheet-{}", player.seat))
        .open();
    svg.rect(x, y, SHEET_W, SHEET_H)
        .attr("rx", 10)
        .fill(if active { "#fff1f7" } else { "#ffffff" })
        .stroke(
            if active { HIGHLIGHT } else { LINE },
            if active { 3 } else { 1 },
        );
    let (colour, ink) = seat_colour(player.seat);
    svg.rect(x + 12, y + 12, 26, 26).attr("rx", 5).fill(colour);
    svg.text(x + 25, y + 30, &player.seat.to_string())
        .anchor("middle")
        .bold()
        .fill(ink);
    let mut name = format!(
        "{} · {}",
        caption.name(player.seat),
        ordinal(player.position)
    );
    if you {
        name.push_str(" · you");
    }
    svg.text(x + 48, y + 31, &name).size(15).bold();
    svg.text(
        x + SHEET_W - 14,
        y + 31,
        &format!("{} points so far", player.provisional_score.total),
    )
    .anchor("end")
    .size(15)
    .bold();
    let sides = format!(
        "Hotel {} · staff {} · {} krone · {} loans",
        player.hotel_side.as_deref().unwrap_or("face not chosen"),
        player.staff_side.as_deref().unwrap_or("face not chosen"),
        player.krone,
        player.loans
    );
    svg.text(x + 48, y + 52, &sides).size(12).fill(MUTED);
    hotel(svg, player, x + 14, y + 66);
    emperor(svg, view, player, x + 14, y + 292);
    staff(svg, player, x + 14, y + 386);
    svg.close();
}

fn ordinal(position: usize) -> String {
    let suffix = match position {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{position}{suffix} in order")
}

/// The 4 × 7 rooms, floor 4 on top, with the stairs between columns 4 and 5.
fn hotel(svg: &mut Svg, player: &PlayerView, x: i32, y: i32) {
    let sheet = data::sheet();
    let floors = i32::from(sheet.floors);
    for floor in 1..=floors {
        let fy = y + (floors - floor) * (ROOM_H + 4);
        svg.text(x, fy + ROOM_H / 2 + 5, &format!("F{floor}"))
            .size(11)
            .fill(MUTED);
    }
    let stairs_x = x + 24 + i32::from(sheet.columns_left_of_stairs) * (ROOM_W + 4);
    svg.rect(stairs_x, y, STAIRS - 4, floors * (ROOM_H + 4) - 4)
        .fill("#eaeef2");
    let Some(side) = &player.hotel else {
        svg.text(x + 200, y + 90, "The hotel side is not chosen yet")
            .anchor("middle")
            .fill(MUTED);
        return;
    };
    for room in &side.rooms {
        draw_room(svg, player, side, room, x, y);
    }
    let legend_y = y + floors * (ROOM_H + 4) + 12;
    svg.text(
        x + 24,
        legend_y,
        "● occupied · ○ prepared (dashed) · blank: empty · B/R/Y: colour · grey strip: stairs",
    )
    .size(10)
    .fill(MUTED);
}

fn draw_room(svg: &mut Svg, player: &PlayerView, side: &HotelSide, room: &Room, x: i32, y: i32) {
    let sheet = data::sheet();
    let floors = i32::from(sheet.floors);
    let column = i32::from(room.column);
    let past_stairs = if room.column > sheet.columns_left_of_stairs {
        STAIRS
    } else {
        0
    };
    let rx = x + 24 + (column - 1) * (ROOM_W + 4) + past_stairs;
    let ry = y + (floors - i32::from(room.floor)) * (ROOM_H + 4);
    let occupied = player.rooms.occupied.contains(&room.id);
    let prepared = player.rooms.prepared.contains(&room.id);
    let (fill, tint, colour_name) = room_colours(room.color);
    let state = if occupied {
        "occupied"
    } else if prepared {
        "prepared"
    } else {
        "empty"
    };
    let completed = player.completed_groups.contains(&room.group);
    svg.group().open();
    svg.title(&format!(
        "Room {} (floor {}, {colour_name}, group {}{}): {state}",
        room.id,
        room.floor,
        side.group(&room.group).id,
        if completed { ", completed" } else { "" }
    ));
    let rect = svg
        .rect(rx, ry, ROOM_W, ROOM_H)
        .attr("rx", 4)
        .fill(if occupied { fill } else { tint });
    if prepared {
        rect.stroke(INK, 2).dashed(4);
    } else {
        rect.stroke(fill, 2);
    }
    let ink = if occupied && room.color != Color::Yellow {
        "#ffffff"
    } else {
        INK
    };
    svg.text(rx + 4, ry + 12, &room.id.to_string())
        .size(9)
        .fill(ink);
    svg.text(rx + ROOM_W - 4, ry + 12, &colour_name[..1].to_uppercase())
        .anchor("end")
        .size(9)
        .bold()
        .fill(ink);
    let mark = match state {
        "occupied" => "●",
        "prepared" => "○",
        _ => "",
    };
    if !mark.is_empty() {
        svg.text(rx + ROOM_W / 2, ry + 32, mark)
            .anchor("middle")
            .size(18)
            .fill(ink);
    }
    svg.close();
}

fn emperor(svg: &mut Svg, view: &GrandAustriaHotelView, player: &PlayerView, x: i32, y: i32) {
    svg.text(x, y, "Emperor tracks").size(13).bold();
    let penalties = [
        player.penalties.top,
        player.penalties.middle,
        player.penalties.bottom,
    ];
    for (t, track) in data::tracks().iter().enumerate() {
        let ty = y + 8 + t as i32 * 22;
        let position = player.emperor.get(t);
        let active = track.id == view.active_track;
        svg.text(x, ty + 14, &track.id)
            .size(11)
            .bold_if(active)
            .fill(if active { INK } else { MUTED });
        for space in 1..=track.length {
            let sx = x + 56 + (i32::from(space) - 1) * 22;
            let checked = space <= position;
            let white = space >= track.white_section_from;
            svg.rect(sx, ty, 18, 18)
                .attr("rx", 3)
                .fill(if checked {
                    INK
                } else if white {
                    "#ffffff"
                } else {
                    "#e5e7eb"
                })
                .stroke(MUTED, 1);
            if checked {
                svg.text(sx + 9, ty + 14, "✓")
                    .anchor("middle")
                    .size(12)
                    .fill("#ffffff");
            }
        }
        let mut note = format!("{position}/{}", track.length);
        if penalties[t] > 0 {
            note.push_str(&format!(", −{} points", penalties[t]));
        }
        if view.claims.tracks.get(&track.id).copied().flatten() == Some(player.seat) {
            note.push_str(&format!(", first: +{}", track.first_finisher_points));
        }
        svg.text(x + 56 + 7 * 22 + 8, ty + 14, &note).size(11);
    }
    if player.emperor.overflow > 0 {
        svg.text(
            x + 400,
            y + 8 + 2 * 22 + 14,
            &format!("+{} beyond", player.emperor.overflow),
        )
        .size(11);
    }
    let claimed: Vec<&str> = view
        .claims
        .rows
        .iter()
        .chain(view.claims.columns.iter())
        .filter(|(_, seat)| **seat == player.seat)
        .map(|(id, _)| id.as_str())
        .collect();
    if !claimed.is_empty() {
        svg.text(
            x + 330,
            y,
            &shorten(&format!("First to fill: {}", claimed.join(", ")), 32),
        )
        .size(11);
    }
}

fn staff(svg: &mut Svg, player: &PlayerView, x: i32, y: i32) {
    svg.text(x, y, "Staff").size(13).bold();
    let Some(side) = &player.staff else {
        svg.text(x + 50, y, "face not chosen yet")
            .size(11)
            .fill(MUTED);
        return;
    };
    for slot in &side.slots {
        let sx = x + (i32::from(slot.slot) - 1) * 88;
        let hired = player.staff_hired.contains(&slot.slot);
        svg.group().open();
        svg.title(&format!(
            "Staff slot {}: {} ({} krone), {}",
            slot.slot,
            slot.staff_type,
            slot.cost,
            if hired { "hired" } else { "not hired" }
        ));
        svg.rect(sx, y + 8, 82, 36)
            .attr("rx", 5)
            .fill(if hired { "#2da44e" } else { "#ffffff" })
            .stroke(if hired { "#1a7f37" } else { LINE }, 2);
        let ink = if hired { "#ffffff" } else { INK };
        svg.text(
            sx + 6,
            y + 24,
            &format!("{} {}", slot.slot, slot.staff_type),
        )
        .size(12)
        .bold()
        .fill(ink);
        svg.text(
            sx + 6,
            y + 39,
            &if hired {
                "hired".to_string()
            } else {
                format!("{} krone", slot.cost)
            },
        )
        .size(10)
        .fill(ink);
        svg.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_room_colour_is_printed_and_every_space_has_its_action_and_pips() {
        for side in &data::tables().hotel_sides {
            for room in &side.rooms {
                assert!(ROOM_COLOURS.iter().any(|(c, _, _, _)| *c == room.color));
            }
        }
        for (face, pips) in PIPS.iter().enumerate() {
            assert_eq!(pips.len(), face + 1);
        }
        assert_eq!(ACTIONS.len(), 6);
    }
}
