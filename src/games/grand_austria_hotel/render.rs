//! The board picture of a view: the action board with the dice on spaces 1 to 6, and one
//! sheet per player: the hotel's rooms (empty, prepared or occupied, in their colours), the
//! emperor tracks, the staff board, krone, loans and the points so far. Every word is said in
//! the reader's language through the caption.

use super::data::{self, Color, HotelSide, Room};
use super::narrate::{color_term, dice_per_space, room_term, staff_term, track};
use super::view::{GrandAustriaHotelView, PlayerView};
use crate::engine::Seat;
use crate::engine::svg::{Caption, HIGHLIGHT, INK, MUTED, Svg, seat_colour, shorten};
use crate::engine::words::{Arg, Message};

/// Each room colour as printed (fill of an occupied room, tint of an empty one), with the
/// message of the initial marking its rooms.
const ROOM_COLOURS: [(Color, &str, &str, &str); 3] = [
    (
        Color::Blue,
        "#3b7dd8",
        "#dbe8f8",
        "grand_austria_hotel-picture-initial-blue",
    ),
    (
        Color::Red,
        "#d64541",
        "#f8dcdb",
        "grand_austria_hotel-picture-initial-red",
    ),
    (
        Color::Yellow,
        "#e8b513",
        "#fbf0c8",
        "grand_austria_hotel-picture-initial-yellow",
    ),
];

/// The messages naming the actions of spaces 1 to 6 of the action board.
const ACTIONS: [&str; 6] = [
    "grand_austria_hotel-action-prepare",
    "grand_austria_hotel-action-occupy",
    "grand_austria_hotel-picture-action-prepare-or-occupy",
    "grand_austria_hotel-picture-action-emperor-or-krone",
    "grand_austria_hotel-action-hire",
    "grand_austria_hotel-picture-action-copy",
];

/// The space whose action copies another one, for a fee.
const COPY_SPACE: usize = 6;

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
/// The width of the emperor tracks' names, left of their spaces.
const TRACK_LABEL_W: i32 = 84;
/// The most characters of the rows and columns a player filled first.
const FIRST_TO_FILL_CHARS: usize = 48;
const LINE: &str = "#d0d7de";

/// The fill, the tint and the initial's message of a room colour.
fn room_colours(color: Color) -> (&'static str, &'static str, &'static str) {
    let (_, fill, tint, initial) = ROOM_COLOURS
        .iter()
        .find(|(c, ..)| *c == color)
        .unwrap_or(&ROOM_COLOURS[0]);
    (fill, tint, initial)
}

/// The status sentence of the view.
fn status(view: &GrandAustriaHotelView, caption: &Caption) -> String {
    let message = match view.status.as_str() {
        "choosing_faces" => Message::new("grand_austria_hotel-picture-status-faces")
            .with("seats", caption.labels(&view.awaited)),
        "in_progress" => {
            let sheet = data::sheet();
            Message::new("grand_austria_hotel-picture-status-turn")
                .with("round", view.round)
                .with("rounds", sheet.rounds)
                .with("seats", caption.labels(&view.awaited))
                .with("task", Message::new(task(view)))
                .with("pass", view.pass)
                .with("turns", sheet.turns_per_round_per_player)
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
            Message::new("grand_austria_hotel-picture-status-won")
                .with("seats", caption.labels(&winners))
                .with("points", best)
        }
        _ => Message::new("grand_austria_hotel-picture-status-stopped"),
    };
    caption.say(&message)
}

/// What the awaited player is to do next during a turn.
fn task(view: &GrandAustriaHotelView) -> &'static str {
    if !view.effect_stack.is_empty() {
        "grand_austria_hotel-picture-task-effects"
    } else if view.die_used {
        "grand_austria_hotel-picture-task-finish"
    } else {
        "grand_austria_hotel-picture-task-die"
    }
}

/// The game's name.
fn game() -> Message {
    Message::new("grand_austria_hotel-title")
}

/// The version drawn.
fn version(caption: &Caption) -> Message {
    Message::new("picture-version").with("version", caption.version)
}

fn description(view: &GrandAustriaHotelView, caption: &Caption, status: &str) -> String {
    let spaces = dice_per_space(&view.dice);
    let dice = if spaces.is_empty() {
        Message::new("grand_austria_hotel-picture-no-dice")
    } else {
        Message::new("grand_austria_hotel-picture-dice").with("spaces", spaces)
    };
    let mut sentences = vec![
        caption.say(
            &Message::new("grand_austria_hotel-picture-description")
                .with("game", game())
                .with("version", version(caption)),
        ),
        status.to_string(),
        caption.say(&dice),
    ];
    sentences.extend(
        view.players
            .iter()
            .map(|p| caption.say(&player_summary(p, caption))),
    );
    sentences.join(&caption.say(&Message::new("sentence-separator")))
}

/// One player's sheet in a sentence.
fn player_summary(player: &PlayerView, caption: &Caption) -> Message {
    Message::new("grand_austria_hotel-picture-player-summary")
        .with("seat", caption.label(player.seat))
        .with("krone", player.krone)
        .with("loans", player.loans)
        .with("occupied", player.rooms.occupied.len())
        .with("prepared", player.rooms.prepared.len())
        .with("staff", player.staff_hired.len())
        .with("points", player.provisional_score.total)
}

/// Draws the picture of `view`.
pub fn render(view: &GrandAustriaHotelView, caption: &Caption) -> String {
    let rows = (view.players.len() as i32 + 1) / 2;
    let height = SHEETS_Y + rows * (SHEET_H + 20) + 10;
    let status = status(view, caption);
    let title = caption.say(
        &Message::new("grand_austria_hotel-picture-title")
            .with("game", game())
            .with("version", version(caption))
            .with("status", status.as_str()),
    );
    let mut svg = Svg::new(WIDTH, height, &title, &description(view, caption, &status));
    svg.heading(
        WIDTH,
        &caption.say(&game()),
        &status,
        caption,
        view.you.as_ref().map(|you| you.seat),
    );
    action_board(&mut svg, view, caption);
    for (i, player) in view.players.iter().enumerate() {
        let x = 24 + (i as i32 % 2) * (SHEET_W + 22);
        let y = SHEETS_Y + (i as i32 / 2) * (SHEET_H + 20);
        sheet(&mut svg, view, caption, player, x, y);
    }
    svg.finish()
}

fn action_board(svg: &mut Svg, view: &GrandAustriaHotelView, caption: &Caption) {
    let (x, y) = (24, 100);
    svg.group().attr("id", "action-board").open();
    let heading = caption.say(&Message::new("grand_austria_hotel-picture-action-board"));
    svg.text(x, y, &heading).size(16).bold();
    let steps = caption.say(
        &Message::new("grand_austria_hotel-picture-active-track")
            .with("track", track(&view.active_track)),
    );
    svg.text(x + 140, y, &steps).size(13).fill(MUTED);
    let spaces = view.dice.iter().zip(ACTIONS).zip(PIPS).enumerate();
    for (index, ((&count, action), pips)) in spaces {
        let space = index + 1;
        let sx = x + index as i32 * 190;
        let action = Message::new(action);
        svg.group().open();
        svg.title(
            &caption.say(
                &Message::new("grand_austria_hotel-picture-space")
                    .with("space", space)
                    .with("action", action.clone())
                    .with("count", count),
            ),
        );
        svg.rect(sx, y + 12, 180, 130)
            .attr("rx", 8)
            .fill("#f6f8fa")
            .stroke(LINE, 1);
        svg.text(sx + 10, y + 34, &space.to_string())
            .size(18)
            .bold();
        svg.text(sx + 32, y + 33, &caption.say(&action)).size(12);
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
        if space == COPY_SPACE {
            let fee = Message::new("grand_austria_hotel-picture-copy-fee")
                .with("krone", data::sheet().copy_fee);
            svg.text(sx + 10, y + 134, &caption.say(&fee))
                .size(12)
                .fill(MUTED);
        }
        let dice = Message::new("grand_austria_hotel-picture-dice-count").with("count", count);
        svg.text(sx + 170, y + 134, &caption.say(&dice))
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
    svg.text(x + 25, y + 30, &player.seat.number().to_string())
        .anchor("middle")
        .bold()
        .fill(ink);
    let name = Message::new(if you {
        "grand_austria_hotel-picture-sheet-player-you"
    } else {
        "grand_austria_hotel-picture-sheet-player"
    })
    .with("name", caption.name(player.seat))
    .with(
        "position",
        Message::new("grand_austria_hotel-picture-position").with("position", player.position),
    );
    svg.text(x + 48, y + 31, &caption.say(&name))
        .size(15)
        .bold();
    let points = Message::new("grand_austria_hotel-picture-points-so-far")
        .with("points", player.provisional_score.total);
    svg.text(x + SHEET_W - 14, y + 31, &caption.say(&points))
        .anchor("end")
        .size(15)
        .bold();
    let sides = Message::new("grand_austria_hotel-picture-sheet-sides")
        .with("hotel", face(player.hotel_side.as_deref()))
        .with("staff", face(player.staff_side.as_deref()))
        .with("krone", player.krone)
        .with("loans", player.loans);
    svg.text(x + 48, y + 52, &caption.say(&sides))
        .size(12)
        .fill(MUTED);
    hotel(svg, caption, player, x + 14, y + 66);
    emperor(svg, view, caption, player, x + 14, y + 292);
    staff(svg, caption, player, x + 14, y + 386);
    svg.close();
}

/// A board's side as printed (`H5`, `S3`), or that its face is not chosen yet.
fn face(side: Option<&str>) -> Arg {
    match side {
        Some(side) => Arg::from(side),
        None => Arg::from(Message::new("grand_austria_hotel-picture-face-not-chosen")),
    }
}

/// The 4 × 7 rooms, floor 4 on top, with the stairs between columns 4 and 5.
fn hotel(svg: &mut Svg, caption: &Caption, player: &PlayerView, x: i32, y: i32) {
    let sheet = data::sheet();
    let floors = i32::from(sheet.floors);
    for floor in 1..=floors {
        let fy = y + (floors - floor) * (ROOM_H + 4);
        let label = Message::new("grand_austria_hotel-picture-floor").with("floor", floor);
        svg.text(x, fy + ROOM_H / 2 + 5, &caption.say(&label))
            .size(11)
            .fill(MUTED);
    }
    let Some(side) = &player.hotel else {
        let text = caption.say(&Message::new(
            "grand_austria_hotel-picture-hotel-not-chosen",
        ));
        let middle = x + 24 + (i32::from(sheet.rooms_per_floor) * (ROOM_W + 4) + STAIRS) / 2;
        svg.text(middle, y + 90, &text).anchor("middle").fill(MUTED);
        return;
    };
    let stairs_x = x + 24 + i32::from(sheet.columns_left_of_stairs) * (ROOM_W + 4);
    svg.rect(stairs_x, y, STAIRS - 4, floors * (ROOM_H + 4) - 4)
        .fill("#eaeef2");
    for room in &side.rooms {
        draw_room(svg, caption, player, side, room, x, y);
    }
    let legend_y = y + floors * (ROOM_H + 4) + 12;
    let legend = caption.say(&Message::new("grand_austria_hotel-picture-legend"));
    svg.text(x + 24, legend_y, &legend).size(10).fill(MUTED);
}

/// What is marked on a room: its state's message and the mark drawn in it.
fn room_state(player: &PlayerView, room: u8) -> (&'static str, Option<&'static str>) {
    if player.rooms.occupied.contains(&room) {
        ("grand_austria_hotel-picture-room-occupied", Some("●"))
    } else if player.rooms.prepared.contains(&room) {
        ("grand_austria_hotel-picture-room-prepared", Some("○"))
    } else {
        ("grand_austria_hotel-picture-room-empty", None)
    }
}

fn draw_room(
    svg: &mut Svg,
    caption: &Caption,
    player: &PlayerView,
    side: &HotelSide,
    room: &Room,
    x: i32,
    y: i32,
) {
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
    let (fill, tint, initial) = room_colours(room.color);
    let (state, mark) = room_state(player, room.id);
    let completed = player.completed_groups.contains(&room.group);
    svg.group().open();
    let title = Message::new(if completed {
        "grand_austria_hotel-picture-room-title-completed"
    } else {
        "grand_austria_hotel-picture-room-title"
    })
    .with("room", room_term(room.id))
    .with("color", color_term(room.color))
    .with("group", side.group(&room.group).id.as_str())
    .with("state", Message::new(state));
    svg.title(&caption.say(&title));
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
    svg.text(
        rx + ROOM_W - 4,
        ry + 12,
        &caption.say(&Message::new(initial)),
    )
    .anchor("end")
    .size(9)
    .bold()
    .fill(ink);
    if let Some(mark) = mark {
        svg.text(rx + ROOM_W / 2, ry + 32, mark)
            .anchor("middle")
            .size(18)
            .fill(ink);
    }
    svg.close();
}

fn emperor(
    svg: &mut Svg,
    view: &GrandAustriaHotelView,
    caption: &Caption,
    player: &PlayerView,
    x: i32,
    y: i32,
) {
    let heading = caption.say(&Message::new("grand_austria_hotel-picture-emperor-tracks"));
    svg.text(x, y, &heading).size(13).bold();
    let penalties = [
        player.penalties.top,
        player.penalties.middle,
        player.penalties.bottom,
    ];
    let spaces_x = x + TRACK_LABEL_W;
    for (t, track_data) in data::tracks().iter().enumerate() {
        let ty = y + 8 + t as i32 * 22;
        let position = player.emperor.get(t);
        let active = track_data.id == view.active_track;
        let label =
            Message::new("grand_austria_hotel-picture-track").with("track", track(&track_data.id));
        svg.text(x, ty + 14, &caption.say(&label))
            .size(11)
            .bold_if(active)
            .fill(if active { INK } else { MUTED });
        for space in 1..=track_data.length {
            let sx = spaces_x + (i32::from(space) - 1) * 22;
            let checked = space <= position;
            let white = space >= track_data.white_section_from;
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
        let mut notes = Vec::new();
        if penalties[t] > 0 {
            notes.push(
                Message::new("grand_austria_hotel-picture-track-penalty")
                    .with("points", penalties[t]),
            );
        }
        if view.claims.tracks.get(&track_data.id).copied().flatten() == Some(player.seat) {
            notes.push(
                Message::new("grand_austria_hotel-picture-track-first")
                    .with("points", track_data.first_finisher_points),
            );
        }
        let progress = format!("{position}/{}", track_data.length);
        let note = if notes.is_empty() {
            progress
        } else {
            caption.say(
                &Message::new("grand_austria_hotel-picture-track-notes")
                    .with("progress", progress)
                    .with("notes", notes),
            )
        };
        svg.text(spaces_x + 7 * 22 + 8, ty + 14, &note).size(11);
    }
    if player.emperor.overflow > 0 {
        let overflow = Message::new("grand_austria_hotel-picture-overflow")
            .with("steps", player.emperor.overflow);
        svg.text(x + 400, y + 8 + 2 * 22 + 14, &caption.say(&overflow))
            .size(11);
    }
    first_to_fill(svg, view, caption, player.seat, x + SHEET_W - 28, y);
}

/// The rows and columns `seat` was first to fill, ending at `right`.
fn first_to_fill(
    svg: &mut Svg,
    view: &GrandAustriaHotelView,
    caption: &Caption,
    seat: Seat,
    right: i32,
    y: i32,
) {
    let line = |id: &'static str| {
        move |(code, _): (&String, &Seat)| Message::new(id).with("id", code.as_str())
    };
    let of_seat = |(_, claimer): &(&String, &Seat)| **claimer == seat;
    let lines: Vec<Message> = view
        .claims
        .rows
        .iter()
        .filter(of_seat)
        .map(line("grand_austria_hotel-row-code"))
        .chain(
            view.claims
                .columns
                .iter()
                .filter(of_seat)
                .map(line("grand_austria_hotel-column-code")),
        )
        .collect();
    if lines.is_empty() {
        return;
    }
    let text = caption
        .say(&Message::new("grand_austria_hotel-picture-first-to-fill").with("lines", lines));
    svg.text(right, y, &shorten(&text, FIRST_TO_FILL_CHARS))
        .anchor("end")
        .size(11);
}

fn staff(svg: &mut Svg, caption: &Caption, player: &PlayerView, x: i32, y: i32) {
    let heading = caption.say(&Message::new("grand_austria_hotel-picture-staff"));
    svg.text(x, y, &heading).size(13).bold();
    let Some(side) = &player.staff else {
        let text = caption.say(&Message::new("grand_austria_hotel-picture-face-not-chosen"));
        svg.text(x + 80, y, &text).size(11).fill(MUTED);
        return;
    };
    for slot in &side.slots {
        let sx = x + (i32::from(slot.slot) - 1) * 88;
        let hired = player.staff_hired.contains(&slot.slot);
        let state = Message::new(if hired {
            "grand_austria_hotel-picture-hired"
        } else {
            "grand_austria_hotel-picture-not-hired"
        });
        let cost = Message::new("grand_austria_hotel-picture-krone").with("krone", slot.cost);
        svg.group().open();
        svg.title(
            &caption.say(
                &Message::new("grand_austria_hotel-picture-staff-slot")
                    .with("slot", slot.slot)
                    .with("code", slot.staff_type.as_str())
                    .with("cost", slot.cost)
                    .with("state", state.clone())
                    .with("staff", staff_term(&slot.staff_type)),
            ),
        );
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
        let below = if hired { state } else { cost };
        svg.text(sx + 6, y + 39, &caption.say(&below))
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
                assert!(ROOM_COLOURS.iter().any(|(c, ..)| *c == room.color));
            }
        }
        for (face, pips) in PIPS.iter().enumerate() {
            assert_eq!(pips.len(), face + 1);
        }
        assert_eq!(ACTIONS.len(), 6);
        assert!(
            ACTIONS
                .iter()
                .chain(ROOM_COLOURS.iter().map(|(.., initial)| initial))
                .all(|id| id.starts_with("grand_austria_hotel-"))
        );
    }
}
