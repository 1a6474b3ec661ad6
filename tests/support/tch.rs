//! Tokyo Capsule Hotel test support: crowded late-game positions, a client that narrows
//! expansions until they list, and brute-force completeness checks of the expansions.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use hotel_games::engine::testing::playout_seed;
use hotel_games::engine::{ExpandError, Game, GameRng, Seat, Status, Template, play};
use hotel_games::games::tokyo_capsule_hotel::TokyoCapsuleHotel as T;
use hotel_games::games::tokyo_capsule_hotel::command::{
    CapsulePlacement, Item, Laundry, LaundryLayout, Payment, Point, Side,
    TokyoCapsuleHotelCommand as C, TradeItem, Transfer,
};
use hotel_games::games::tokyo_capsule_hotel::config::{
    BuildingType, Colour, Dir, TokyoCapsuleHotelConfig,
};
use hotel_games::games::tokyo_capsule_hotel::expansion::hotels::usable_cells;
use hotel_games::games::tokyo_capsule_hotel::legal::PURCHASE_ITEMS;
use hotel_games::games::tokyo_capsule_hotel::purchase;
use hotel_games::games::tokyo_capsule_hotel::random::Universe;
use hotel_games::games::tokyo_capsule_hotel::state::{
    Phase, Status as PlayerStatus, TokyoCapsuleHotelState as State,
};
use hotel_games::games::tokyo_capsule_hotel::trade;

/// A command's JSON, a hotel's capsules in a fixed order (listings may order them freely).
pub fn key(command: &C) -> String {
    let mut c = command.clone();
    if let C::Purchase {
        item: Item::EntranceHotel { capsules, .. },
        ..
    } = &mut c
    {
        capsules.sort_by_key(|p| (p.floor, p.y, p.x, p.dir));
    }
    serde_json::to_string(&c).unwrap()
}

fn template(command: &str, params: &BTreeMap<String, String>) -> Template {
    Template {
        command: command.into(),
        params: params.clone(),
    }
}

fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::H => "h",
        Dir::V => "v",
    }
}

/// A trade item as a pinned spec.
pub fn spec(item: &TradeItem) -> String {
    match item {
        TradeItem::Yen { amount } => format!("yen:{amount}"),
        TradeItem::Coupons { count } => format!("coupons:{count}"),
        TradeItem::Capsules { colour, count } => format!("capsules:{colour}:{count}"),
        TradeItem::Area { area_id } => format!("area:{area_id}"),
        TradeItem::NewSubdivision {
            parent_area_id,
            rects,
        } => {
            let rects: Vec<String> = rects
                .iter()
                .map(|r| format!("{},{},{},{}", r[0], r[1], r[2], r[3]))
                .collect();
            format!("new_subdivision:{parent_area_id}:{}", rects.join(";"))
        }
    }
}

/// The narrowest expansion that should list `command`: its template and parameters.
pub fn narrowest(
    state: &State,
    seat: Seat,
    command: &C,
) -> Option<(String, BTreeMap<String, String>)> {
    let mut p = BTreeMap::new();
    let mut set = |k: &str, v: String| {
        p.insert(k.to_string(), v);
    };
    match command {
        C::Purchase { item, payment } => {
            if let Some(Payment { coupons }) = payment {
                set("coupons", coupons.to_string());
            }
            match item {
                Item::Land {
                    board,
                    x,
                    y,
                    rotation,
                    mirror,
                } => {
                    set("item", "land_board".into());
                    set("board", board.clone());
                    set("rotation", rotation.to_string());
                    set("mirror", mirror.to_string());
                    set("cell", format!("{x},{y}"));
                }
                Item::Capsules { colour } => {
                    set("item", "capsules".into());
                    set("colour", colour.clone());
                }
                Item::PinkCapsules { .. } => set("item", "pink_capsules".into()),
                Item::VendingMachine { x, y } => {
                    set("item", "vending_machine".into());
                    set("cell", format!("{x},{y}"));
                }
                Item::Graveyard { x, y } => {
                    set("item", "graveyard".into());
                    set("cell", format!("{x},{y}"));
                }
                Item::EntranceHotel {
                    colour,
                    entrance,
                    capsules,
                } => {
                    set("item", "entrance_hotel".into());
                    set("colour", colour.clone());
                    let area = state.area_of([entrance.x, entrance.y])?;
                    set("area", state.areas[area].id.clone());
                    set("entrance", format!("{},{}", entrance.x, entrance.y));
                    let ground: Vec<String> = capsules
                        .iter()
                        .filter(|c| c.floor == 1)
                        .map(|c| format!("{},{},{}", c.x, c.y, dir_name(c.dir)))
                        .collect();
                    set("ground", ground.join(";"));
                    let upper: Vec<String> = capsules
                        .iter()
                        .filter(|c| c.floor > 1)
                        .map(|c| format!("{},{},{},{}", c.floor, c.x, c.y, dir_name(c.dir)))
                        .collect();
                    if !upper.is_empty() {
                        set("upper", upper.join(";"));
                    }
                }
                Item::Building {
                    building,
                    x,
                    y,
                    laundry,
                    ..
                } => {
                    set("item", "building".into());
                    set(
                        "building",
                        serde_json::to_value(building)
                            .unwrap()
                            .as_str()
                            .unwrap()
                            .into(),
                    );
                    set("cell", format!("{x},{y}"));
                    set(
                        "laundry",
                        laundry.as_ref().map_or("none".into(), |l| l.colour.clone()),
                    );
                }
            }
            Some(("purchase".into(), p))
        }
        C::ProposeTrade {
            transfers,
            promises,
        } if promises.is_empty() && transfers.len() == 2 => {
            let give = transfers.iter().find(|t| t.from == seat)?;
            let take = transfers.iter().find(|t| t.to == seat)?;
            set("with", give.to.to_string());
            set("give", spec(&give.item));
            set("take", spec(&take.item));
            Some(("propose_trade".into(), p))
        }
        _ => None,
    }
}

/// Expands the narrowest expansion of a drawn command: it must be listed there, and every
/// command listed with it must be accepted. Whether the command has such an expansion.
pub fn relisted(state: &State, seat: Seat, command: &C) -> bool {
    let Some((name, params)) = narrowest(state, seat, command) else {
        return false;
    };
    let listed = T::expand(state, seat, &template(&name, &params))
        .unwrap_or_else(|e| panic!("the narrowest expansion {params:?} answers {e:?}"));
    assert!(
        listed.iter().any(|c| key(c) == key(command)),
        "{command:?} is not in its expansion {params:?}"
    );
    for c in &listed {
        if let Err(e) = play::<T>(state, seat, c, &mut GameRng::for_entry(&[1; 32], 2)) {
            panic!("listed {c:?} rejected: {e:?}");
        }
    }
    true
}

/// The values a narrowing client tries for a parameter, when it can name them.
pub fn values(
    state: &State,
    seat: Seat,
    name: &str,
    params: &BTreeMap<String, String>,
) -> Option<Vec<String>> {
    let own: Vec<usize> = (0..state.areas.len())
        .filter(|&a| state.areas[a].owner == seat)
        .collect();
    let held = state.players[seat.index()]
        .supply
        .values()
        .copied()
        .max()
        .unwrap_or(0);
    let out: Vec<String> = match name {
        "item" => PURCHASE_ITEMS.iter().map(|s| s.to_string()).collect(),
        "board" => state.config.land_boards.keys().cloned().collect(),
        "rotation" => ["0", "90", "180", "270"].map(String::from).to_vec(),
        "mirror" => ["false", "true"].map(String::from).to_vec(),
        "area" => own.iter().map(|&a| state.areas[a].id.clone()).collect(),
        "colour" => Colour::ALL.iter().map(|c| c.name().to_string()).collect(),
        "size" => (1..=held).map(|n| n.to_string()).collect(),
        "floors" => (1..=params
            .get("size")
            .and_then(|s| s.parse().ok())
            .unwrap_or(held))
            .map(|n| n.to_string())
            .collect(),
        "building" => BuildingType::ALL
            .iter()
            .map(|b| {
                serde_json::to_value(b)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect(),
        "laundry" => std::iter::once("none".to_string())
            .chain(Colour::ALL.iter().map(|c| c.name().to_string()))
            .collect(),
        "cell" | "entrance" => {
            let cells: BTreeSet<[i32; 2]> = own
                .iter()
                .flat_map(|&a| state.areas[a].cells.iter().copied())
                .collect();
            cells.iter().map(|[x, y]| format!("{x},{y}")).collect()
        }
        "with" => state
            .order
            .iter()
            .filter(|&&s| s != seat)
            .map(|s| s.to_string())
            .collect(),
        "give" | "take" => ["yen", "coupons", "capsules", "area", "new_subdivision"]
            .map(String::from)
            .to_vec(),
        _ => return None,
    };
    Some(out)
}

/// Every command of an expansion, narrowing it whenever it is too large with the first
/// parameter whose values the client can name; `None` when it cannot narrow further.
pub fn list_all(
    state: &State,
    seat: Seat,
    name: &str,
    params: &BTreeMap<String, String>,
) -> Option<Vec<C>> {
    match T::expand(state, seat, &template(name, params)) {
        Ok(list) => Some(list),
        Err(ExpandError::TooLarge { narrow_with }) => {
            let (param, values) = narrow_with
                .iter()
                .filter(|n| !params.contains_key(n.as_str()))
                .find_map(|n| values(state, seat, n, params).map(|v| (n.clone(), v)))?;
            let mut out = Vec::new();
            for v in values {
                let mut narrower = params.clone();
                narrower.insert(param.clone(), v);
                out.extend(list_all(state, seat, name, &narrower)?);
            }
            Some(out)
        }
        Err(e) => panic!("{name} {params:?}: {e:?}"),
    }
}

/// Who plays a test game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The built-in policy.
    Policy,
    /// The uniformly random player.
    Random,
    /// A builder that fills the map: the largest loan, then at the head of the queue an item
    /// of a kind drawn at random (land, vending machines, graveyards, buildings, capsules,
    /// hotels), back into the queue at once, and no trades.
    Builder,
}

/// The builder's purchase at the head of the queue, if it can pay for anything.
fn build(state: &State, seat: Seat, rng: &mut GameRng) -> Option<C> {
    use hotel_games::games::tokyo_capsule_hotel::expansion::catalogue::{self, ItemFilter};
    use std::ops::ControlFlow;
    let filter = ItemFilter::default();
    let mut kinds = vec![
        "land",
        "vending_machine",
        "graveyard",
        "building",
        "capsules",
        "hotel",
    ];
    rng.shuffle(&mut kinds);
    for kind in kinds {
        let mut items = Vec::new();
        let mut keep = |item: Item| {
            if purchase::check(state, seat, &item, None).is_ok() {
                items.push(item);
            }
            if items.len() >= 200 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        let _ = match kind {
            "land" => catalogue::land(state, &filter, &mut keep),
            "vending_machine" => catalogue::vending_machines(state, seat, &filter, &mut keep),
            "graveyard" => catalogue::graveyards(state, seat, &filter, &mut keep),
            "building" => catalogue::buildings(state, seat, &filter, &mut keep),
            "capsules" => catalogue::capsules(state, &filter, &mut keep),
            _ => {
                for site in catalogue::hotel_sites(state, seat, &filter) {
                    for _ in 0..20 {
                        if let Some((body, [x, y], _)) = site.random(rng) {
                            let _ = keep(Item::EntranceHotel {
                                colour: site.colour.name().into(),
                                entrance: Point { x, y },
                                capsules: site.capsules(&body),
                            });
                        }
                    }
                }
                ControlFlow::Continue(())
            }
        };
        if !items.is_empty() {
            let item = items.swap_remove(rng.below(items.len() as u32) as usize);
            return Some(C::Purchase {
                item,
                payment: None,
            });
        }
    }
    None
}

/// The builder's command now.
fn builder(state: &State, seat: Seat, rng: &mut GameRng) -> Option<C> {
    let p = &state.players[seat.index()];
    match state.phase {
        Phase::LoanSelection => Some(C::ChooseLoan {
            amount: *state.config.loan.options.iter().max().unwrap(),
        }),
        Phase::Open if state.queue.first() == Some(&seat) => {
            Some(build(state, seat, rng).unwrap_or(C::Pass {}))
        }
        Phase::Open if p.status == PlayerStatus::Free => Some(C::JoinQueue {}),
        Phase::Open => None,
        _ => Some(C::Pass {}),
    }
}

/// Plays a game with the default rules and hands every state before a move to `look`;
/// returns the final state.
pub fn game(
    game: u64,
    seats: usize,
    player: Player,
    mut look: impl FnMut(&State, &[Seat]),
) -> State {
    let seed = playout_seed(game);
    let config = TokyoCapsuleHotelConfig::default();
    let mut bot = GameRng::for_entry(&seed, u64::MAX);
    let mut state = State::default();
    for e in T::setup(&config, seats, &mut GameRng::for_entry(&seed, 1)) {
        T::evolve(&mut state, &e);
    }
    let mut entry = 1;
    while let Status::Awaiting(awaited) = T::status(&state) {
        entry += 1;
        assert!(entry < 50_000, "game {game} did not end");
        look(&state, &awaited);
        let (seat, command) = awaited
            .iter()
            .find_map(|&s| {
                let command = match player {
                    Player::Random => Universe::of(&state, s, &mut bot).draw(&mut bot),
                    Player::Policy => T::bot_command(&state, s, &mut bot),
                    Player::Builder => builder(&state, s, &mut bot),
                };
                command.map(|c| (s, c))
            })
            .expect("some awaited seat acts");
        let events = play::<T>(
            &state,
            seat,
            &command,
            &mut GameRng::for_entry(&seed, entry),
        )
        .unwrap_or_else(|e| panic!("{command:?} rejected: {e:?}"));
        for e in &events {
            T::evolve(&mut state, e);
        }
    }
    state
}

/// A policy game with 3–5 seats.
pub fn policy_game(seed: u64, seats: usize, look: impl FnMut(&State, &[Seat])) -> State {
    game(seed, seats, Player::Policy, look)
}

/// How crowded a map is: cells covered by land areas and structures on it.
fn crowding(state: &State) -> usize {
    state.areas.iter().map(|a| a.cells.len()).sum::<usize>() + state.structures.len() * 10
}

/// Gives `seat` capsules if it holds none (from the capsule board, so the 88 stay
/// conserved) and yen to spend.
fn stock(state: &mut State, seat: Seat) {
    let p = &mut state.players[seat.index()];
    p.yen = p.yen.max(6000);
    if p.supply.values().sum::<u32>() > 0 {
        return;
    }
    for colour in [Colour::Pink, Colour::Green, Colour::Red] {
        let left = state.board.get(&colour).copied().unwrap_or(0);
        let n = left.min(5);
        if n > 0 {
            *state.board.get_mut(&colour).unwrap() -= n;
            *state.players[seat.index()]
                .supply
                .entry(colour)
                .or_default() += n;
        }
    }
}

/// Late positions (round 6 or later, the head with room for 4 one-cell items or more, the
/// gap kept): the most crowded
/// one of each of `games` builder games and one random game with five seats, with the head
/// stocked with capsules and yen.
pub fn crowded_positions(games: u64) -> Vec<(State, Seat)> {
    let mut out = Vec::new();
    let players = (0..games)
        .map(|i| (i, Player::Builder))
        .chain([(games, Player::Random)]);
    for (i, player) in players {
        let mut best: Option<(usize, State, Seat)> = None;
        game(500 + i, 5, player, |state, _| {
            let Some(&head) = state.queue.first() else {
                return;
            };
            let room: usize = (0..state.areas.len())
                .filter(|&a| state.areas[a].owner == head)
                .map(|a| usable_cells(state, a).len())
                .sum();
            if state.round >= 6 && state.phase == Phase::Open && room >= 4 {
                let c = crowding(state);
                if best.as_ref().is_none_or(|(b, _, _)| c > *b) {
                    best = Some((c, state.clone(), head));
                }
            }
        });
        if let Some((_, mut state, seat)) = best {
            stock(&mut state, seat);
            out.push((state, seat));
        }
    }
    out
}

/// Late positions where a free seat may propose trades, from random games (they trade).
pub fn crowded_trade_positions(games: u64) -> Vec<(State, Seat)> {
    let mut out = Vec::new();
    for i in 0..games {
        let mut best: Option<(usize, State, Seat)> = None;
        game(700 + i, 4, Player::Random, |state, _| {
            if state.round < 6 || state.phase != Phase::Open {
                return;
            }
            let partners = state
                .players
                .iter()
                .filter(|p| p.status != PlayerStatus::Passed)
                .count();
            let free = state.order.iter().copied().find(|&s| {
                let p = &state.players[s.index()];
                p.status == PlayerStatus::Free
                    && state.trades.iter().all(|t| t.proposer != s)
                    && p.yen > 0
                    && partners >= 2
            });
            if let Some(seat) = free {
                let c = crowding(state);
                if best.as_ref().is_none_or(|(b, _, _)| c > *b) {
                    best = Some((c, state.clone(), seat));
                }
            }
        });
        out.extend(best.map(|(_, s, seat)| (s, seat)));
    }
    out
}

fn accepted_items(
    state: &State,
    seat: Seat,
    items: impl IntoIterator<Item = Item>,
) -> BTreeSet<String> {
    items
        .into_iter()
        .filter(|i| purchase::check(state, seat, i, None).is_ok())
        .map(|item| {
            key(&C::Purchase {
                item,
                payment: None,
            })
        })
        .collect()
}

fn assert_same(what: &str, listed: &BTreeSet<String>, accepted: &BTreeSet<String>) {
    eprintln!("  {what}: {} listed", listed.len());
    let extra: Vec<&String> = listed.difference(accepted).take(3).collect();
    let missing: Vec<&String> = accepted.difference(listed).take(3).collect();
    assert!(
        extra.is_empty() && missing.is_empty(),
        "{what}: listed {} accepted {}; listed but rejected {extra:?}; accepted but not \
         listed {missing:?}",
        listed.len(),
        accepted.len()
    );
}

fn listed(state: &State, seat: Seat, params: &[(&str, &str)]) -> BTreeSet<String> {
    let params: BTreeMap<String, String> = params
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let name = if params.contains_key("item") {
        "purchase"
    } else {
        "propose_trade"
    };
    let commands = list_all(state, seat, name, &params)
        .unwrap_or_else(|| panic!("{params:?} cannot be narrowed to a listing"));
    for c in &commands {
        if let C::Purchase { item, payment } = c {
            assert!(
                purchase::check(state, seat, item, *payment).is_ok(),
                "listed {c:?} is rejected"
            );
        }
    }
    commands.iter().map(key).collect()
}

fn capsule(floor: i32, x: i32, y: i32, dir: Dir) -> CapsulePlacement {
    CapsulePlacement { floor, x, y, dir }
}

fn hotel(colour: Colour, e: [i32; 2], capsules: Vec<CapsulePlacement>) -> Item {
    Item::EntranceHotel {
        colour: colour.name().into(),
        entrance: Point { x: e[0], y: e[1] },
        capsules,
    }
}

/// Every hotel of these capsules with an entrance in their bounding box grown by one cell
/// (an entrance must touch a ground capsule, so no other cell can serve).
fn with_entrances(colour: Colour, capsules: Vec<CapsulePlacement>, out: &mut Vec<Item>) {
    let cells: Vec<[i32; 2]> = capsules
        .iter()
        .flat_map(|c| match c.dir {
            Dir::H => [[c.x, c.y], [c.x + 1, c.y]],
            Dir::V => [[c.x, c.y], [c.x, c.y + 1]],
        })
        .collect();
    let (x0, x1) = (
        cells.iter().map(|c| c[0]).min().unwrap(),
        cells.iter().map(|c| c[0]).max().unwrap(),
    );
    let (y0, y1) = (
        cells.iter().map(|c| c[1]).min().unwrap(),
        cells.iter().map(|c| c[1]).max().unwrap(),
    );
    for ey in y0 - 1..=y1 + 1 {
        for ex in x0 - 1..=x1 + 1 {
            out.push(hotel(colour, [ex, ey], capsules.clone()));
        }
    }
}

/// Candidate hotels of `colour` with one or two capsules over `cells` (any floors), and
/// pink stacks of 4.
fn small_hotels(colour: Colour, cells: &BTreeSet<[i32; 2]>) -> Vec<Item> {
    let mut out = Vec::new();
    for &[x, y] in cells {
        for d in [Dir::H, Dir::V] {
            with_entrances(colour, vec![capsule(1, x, y, d)], &mut out);
            if colour == Colour::Pink {
                with_entrances(
                    colour,
                    (1..=4).map(|f| capsule(f, x, y, d)).collect(),
                    &mut out,
                );
            }
            for dy in -2..=2 {
                for dx in -2..=2 {
                    for d2 in [Dir::H, Dir::V] {
                        let (x2, y2) = (x + dx, y + dy);
                        for floor in [1, 2] {
                            with_entrances(
                                colour,
                                vec![capsule(1, x, y, d), capsule(floor, x2, y2, d2)],
                                &mut out,
                            );
                        }
                    }
                }
            }
        }
    }
    out
}

/// Candidate hotels of three capsules over `cells`: three on the ground, or two with one
/// above.
fn hotels_of_three(colour: Colour, cells: &BTreeSet<[i32; 2]>) -> Vec<Item> {
    let pieces: Vec<(i32, i32, Dir)> = cells
        .iter()
        .flat_map(|&[x, y]| [(x, y, Dir::H), (x, y, Dir::V)])
        .collect();
    let near = |a: (i32, i32, Dir), b: (i32, i32, Dir), r: i32| {
        (a.0 - b.0).abs() <= r && (a.1 - b.1).abs() <= r
    };
    let place = |f: i32, p: (i32, i32, Dir)| capsule(f, p.0, p.1, p.2);
    let mut out = Vec::new();
    for (i, &a) in pieces.iter().enumerate() {
        for (j, &b) in pieces.iter().enumerate().skip(i + 1) {
            if !near(a, b, 4) {
                continue;
            }
            for &c in pieces.iter().skip(j + 1) {
                if near(a, c, 4) && near(b, c, 4) {
                    with_entrances(
                        colour,
                        vec![place(1, a), place(1, b), place(1, c)],
                        &mut out,
                    );
                }
            }
            if near(a, b, 2) {
                for &c in &pieces {
                    if near(a, c, 2) {
                        with_entrances(
                            colour,
                            vec![place(1, a), place(1, b), place(2, c)],
                            &mut out,
                        );
                    }
                }
            }
        }
    }
    out
}

/// Every purchase listed for `seat` (the head) is accepted, and brute force over candidate
/// placements finds nothing accepted that is not listed.
pub fn assert_purchases_complete(state: &State, seat: Seat) {
    eprintln!(
        "round {}, {} areas, {} structures; head {seat} holds {:?}",
        state.round,
        state.areas.len(),
        state.structures.len(),
        state.players[seat.index()].supply
    );
    let map: Vec<[i32; 2]> = (0..state.config.map.height)
        .flat_map(|y| (0..state.config.map.width).map(move |x| [x, y]))
        .collect();
    // Land: every board, orientation and anchor.
    let mut lands = Vec::new();
    for board in state.config.land_boards.keys() {
        for rotation in [0, 90, 180, 270] {
            for mirror in [false, true] {
                for &[x, y] in &map {
                    lands.push(Item::Land {
                        board: board.clone(),
                        x,
                        y,
                        rotation,
                        mirror,
                    });
                }
            }
        }
    }
    assert_same(
        "land",
        &listed(state, seat, &[("item", "land_board")]),
        &accepted_items(state, seat, lands),
    );
    for (item, make) in [
        (
            "vending_machine",
            (|x, y| Item::VendingMachine { x, y }) as fn(i32, i32) -> Item,
        ),
        ("graveyard", |x, y| Item::Graveyard { x, y }),
    ] {
        assert_same(
            item,
            &listed(state, seat, &[("item", item)]),
            &accepted_items(state, seat, map.iter().map(|&[x, y]| make(x, y))),
        );
    }
    let colours: Vec<String> = Colour::ALL.iter().map(|c| c.name().to_string()).collect();
    assert_same(
        "capsules",
        &listed(state, seat, &[("item", "capsules")]),
        &accepted_items(
            state,
            seat,
            colours.iter().map(|c| Item::Capsules { colour: c.clone() }),
        ),
    );
    assert_same(
        "pink capsules",
        &listed(state, seat, &[("item", "pink_capsules")]),
        &accepted_items(
            state,
            seat,
            (0..=40).map(|count| Item::PinkCapsules { count }),
        ),
    );
    // Buildings with every side and every canonical load.
    let supply = &state.players[seat.index()].supply;
    let mut loads: Vec<Option<Laundry>> = vec![None];
    for (colour, _) in supply.iter().filter(|(_, n)| **n > 0) {
        for (count, layout) in [
            (1, LaundryLayout::Flat),
            (2, LaundryLayout::Flat),
            (2, LaundryLayout::Stacked),
        ] {
            loads.push(Some(Laundry {
                colour: colour.name().into(),
                count,
                layout,
            }));
        }
    }
    let mut buildings = Vec::new();
    for building in BuildingType::ALL {
        for rotation in [0, 90] {
            for side in [None, Some(Side::A), Some(Side::B)] {
                for laundry in &loads {
                    for &[x, y] in &map {
                        buildings.push(Item::Building {
                            building,
                            x,
                            y,
                            rotation,
                            side,
                            laundry: laundry.clone(),
                        });
                    }
                }
            }
        }
    }
    assert_same(
        "buildings",
        &listed(state, seat, &[("item", "building")]),
        &accepted_items(state, seat, buildings),
    );
    // Hotels: up to two capsules (and pink stacks of 4) on all of the seat's land, three
    // capsules in its smallest area.
    let own: Vec<usize> = (0..state.areas.len())
        .filter(|&a| state.areas[a].owner == seat)
        .collect();
    let cells: BTreeSet<[i32; 2]> = own
        .iter()
        .flat_map(|&a| state.areas[a].cells.iter().copied())
        .collect();
    for (&colour, &held) in supply.iter().filter(|(_, n)| **n > 0) {
        let name = colour.name();
        let mut listing = BTreeSet::new();
        for size in ["1", "2"] {
            listing.extend(listed(
                state,
                seat,
                &[("item", "entrance_hotel"), ("colour", name), ("size", size)],
            ));
        }
        if colour == Colour::Pink && held >= 4 {
            listing.extend(listed(
                state,
                seat,
                &[
                    ("item", "entrance_hotel"),
                    ("colour", name),
                    ("size", "4"),
                    ("floors", "4"),
                ],
            ));
        }
        assert_same(
            &format!("{name} hotels of 1 and 2 capsules"),
            &listing,
            &accepted_items(state, seat, small_hotels(colour, &cells)),
        );
        if held >= 3
            && let Some(&area) = own.iter().min_by_key(|&&a| state.direct_cells(a).len())
        {
            let area_cells: BTreeSet<[i32; 2]> = state.direct_cells(area).into_iter().collect();
            assert_same(
                &format!("{name} hotels of 3 capsules in {}", state.areas[area].id),
                &listed(
                    state,
                    seat,
                    &[
                        ("item", "entrance_hotel"),
                        ("colour", name),
                        ("size", "3"),
                        ("area", &state.areas[area].id),
                    ],
                ),
                &accepted_items(state, seat, hotels_of_three(colour, &area_cells)),
            );
        }
    }
}

fn swap(seat: Seat, other: Seat, give: TradeItem, take: TradeItem) -> C {
    C::ProposeTrade {
        transfers: vec![
            Transfer {
                from: seat,
                to: other,
                item: give,
            },
            Transfer {
                from: other,
                to: seat,
                item: take,
            },
        ],
        promises: Vec::new(),
    }
}

/// Candidate items a giver could name: amounts around the holdings, every area id, every
/// rectangle of every area the giver owns.
fn candidate_items(state: &State, giver: Seat) -> Vec<TradeItem> {
    let p = &state.players[giver.index()];
    let mut out = Vec::new();
    for amount in (0..=p.yen + 200).step_by(50) {
        out.push(TradeItem::Yen { amount });
    }
    for count in 0..=i64::from(p.coupons) + 1 {
        out.push(TradeItem::Coupons { count });
    }
    for colour in Colour::ALL {
        for count in 0..=i64::from(p.supply.get(&colour).copied().unwrap_or(0)) + 1 {
            out.push(TradeItem::Capsules {
                colour: colour.name().into(),
                count,
            });
        }
    }
    for area in state.areas.iter() {
        out.push(TradeItem::Area {
            area_id: area.id.clone(),
        });
    }
    out
}

/// Every swap listed for `seat` is accepted; brute force over candidate items of both sides
/// (and every rectangle as a new subdivision) finds nothing accepted that is not listed.
pub fn assert_trades_complete(state: &State, seat: Seat) {
    eprintln!(
        "round {}, {} areas; trader {seat}: {} yen, {} coupons, {:?}; statuses {:?}",
        state.round,
        state.areas.len(),
        state.players[seat.index()].yen,
        state.players[seat.index()].coupons,
        state.players[seat.index()].supply,
        state.players.iter().map(|p| p.status).collect::<Vec<_>>()
    );
    let valid = |c: &C| match c {
        C::ProposeTrade {
            transfers,
            promises,
        } => trade::validate(state, seat, transfers, promises).is_ok(),
        _ => false,
    };
    for &other in state.order.iter().filter(|&&s| s != seat) {
        if state.players[other.index()].status == PlayerStatus::Passed {
            continue;
        }
        let w = other.to_string();
        for give_kind in ["yen", "coupons", "capsules", "area"] {
            for take_kind in ["yen", "coupons", "capsules", "area"] {
                let listing = listed(
                    state,
                    seat,
                    &[("with", &w), ("give", give_kind), ("take", take_kind)],
                );
                let kind = |i: &TradeItem| serde_json::to_value(i).unwrap()["kind"].clone();
                let brute: BTreeSet<String> = candidate_items(state, seat)
                    .into_iter()
                    .filter(|i| kind(i) == give_kind)
                    .flat_map(|g| {
                        candidate_items(state, other)
                            .into_iter()
                            .filter(|i| kind(i) == take_kind)
                            .map(move |t| (g.clone(), t))
                    })
                    .map(|(g, t)| swap(seat, other, g, t))
                    .filter(&valid)
                    .map(|c| key(&c))
                    .collect();
                assert_same(
                    &format!("swaps {give_kind} for {take_kind}"),
                    &listing,
                    &brute,
                );
            }
        }
        // New subdivisions: every rectangle of each area, pinned one by one, for 100 yen.
        if state.players[other.index()].yen < 100 {
            continue;
        }
        for area in state.areas.iter().filter(|a| a.owner == seat) {
            let xs = area.cells.iter().map(|c| c[0]);
            let ys = area.cells.iter().map(|c| c[1]);
            let (x0, x1) = (xs.clone().min().unwrap(), xs.max().unwrap());
            let (y0, y1) = (ys.clone().min().unwrap(), ys.max().unwrap());
            for y in y0..=y1 {
                for x in x0..=x1 {
                    for h in 1..=(y1 - y + 1) {
                        for wd in 1..=(x1 - x + 1) {
                            let item = TradeItem::NewSubdivision {
                                parent_area_id: area.id.clone(),
                                rects: vec![[x, y, wd, h]],
                            };
                            let command =
                                swap(seat, other, item.clone(), TradeItem::Yen { amount: 100 });
                            let listing = T::expand(
                                state,
                                seat,
                                &template(
                                    "propose_trade",
                                    &BTreeMap::from([
                                        ("with".to_string(), w.clone()),
                                        ("give".to_string(), spec(&item)),
                                        ("take".to_string(), "yen:100".to_string()),
                                    ]),
                                ),
                            )
                            .unwrap();
                            assert_eq!(
                                !listing.is_empty(),
                                valid(&command),
                                "subdivision {item:?} listed ⇔ accepted"
                            );
                            assert!(listing.iter().all(&valid));
                        }
                    }
                }
            }
        }
    }
}
