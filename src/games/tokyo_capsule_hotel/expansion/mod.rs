//! Expanding the templates `purchase` and `propose_trade` into concrete commands, narrowed by
//! query parameters, so that a client needs no geometry code. Every listed command is
//! accepted; every command of the template's family with the asked values that is not listed
//! is rejected. An answer holds at most [`MAX_EXPANSION`] commands; a larger one is
//! [`ExpandError::TooLarge`] with the parameters that narrow it, and the narrowest parameters
//! pin one item down, so every legal command can be listed.
//!
//! `purchase` parameters (each item reads its own):
//!
//! | parameter | items | value |
//! |---|---|---|
//! | `item` | all | `land_board`, `capsules`, `pink_capsules`, `vending_machine`, `graveyard`, `entrance_hotel`, `building`; all when omitted |
//! | `coupons` | all | the coupons paid (none when omitted) |
//! | `board`, `rotation`, `mirror` | land | a board id, 0/90/180/270, `true`/`false` |
//! | `cell` | land, vending machine, graveyard, building | `x,y`: the anchor, the cell, the north-west cell |
//! | `area` | vending machine, graveyard, building, entrance hotel | an area id of the caller's |
//! | `colour` | capsules, entrance hotel | a colour |
//! | `building`, `laundry` | building | a building type; a Coin Laundry's load colour or `none` |
//! | `size`, `floors` | entrance hotel | capsules in the hotel; its height |
//! | `entrance` | entrance hotel | `x,y` |
//! | `ground` | entrance hotel | the ground-floor capsules, `x,y,dir;x,y,dir…` |
//! | `upper` | entrance hotel | the capsules above, `floor,x,y,dir;…` (with `ground`) |
//!
//! `propose_trade` lists every two-party swap (see [`trades`]) and takes `with` (the other
//! party's seat), `give` (the proposer's item) and `take` (the other party's item) as specs.
//! Listed commands are in canonical form: a coupon-free purchase has no `payment` and a Coin
//! Laundry without capsules no `laundry`.

pub mod catalogue;
pub mod connected;
pub mod hotels;
pub mod trades;

use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;

use super::command::{Item, Payment, Point, TokyoCapsuleHotelCommand as C, Transfer};
use super::config::{BuildingType, Colour, Dir};
use super::geometry::Cell;
use super::legal::{PURCHASE_ITEMS, templates};
use super::purchase;
use super::state::{Status, TokyoCapsuleHotelState as State};
use crate::engine::{ExpandError, MAX_EXPANSION, Seat, Template};
use catalogue::ItemFilter;
use trades::{Offer, Spec};

/// The narrowing parameters of each purchase item, most useful first.
const ITEM_PARAMETERS: [(&str, &[&str]); 7] = [
    ("land_board", &["board", "rotation", "mirror", "cell"]),
    ("capsules", &["colour"]),
    ("pink_capsules", &[]),
    ("vending_machine", &["area", "cell"]),
    ("graveyard", &["area", "cell"]),
    (
        "entrance_hotel",
        &[
            "colour", "area", "size", "floors", "entrance", "ground", "upper",
        ],
    ),
    ("building", &["building", "area", "laundry", "cell"]),
];

/// The query parameters of a template, each read once; the rest are refused.
struct Params<'a> {
    given: &'a BTreeMap<String, String>,
    read: BTreeSet<&'static str>,
}

fn bad(name: &str, reason: impl Into<String>) -> ExpandError {
    ExpandError::BadParameter {
        name: name.into(),
        reason: reason.into(),
    }
}

impl<'a> Params<'a> {
    fn new(given: &'a BTreeMap<String, String>) -> Self {
        Params {
            given,
            read: BTreeSet::new(),
        }
    }

    /// The value of `name` read by `parse`, which says what it expects.
    fn get<T>(
        &mut self,
        name: &'static str,
        parse: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, ExpandError> {
        self.read.insert(name);
        self.given
            .get(name)
            .map(|v| parse(v).map_err(|reason| bad(name, reason)))
            .transpose()
    }

    fn has(&self, name: &str) -> bool {
        self.given.contains_key(name)
    }

    /// Refuses the parameters nothing read.
    fn finish(&self) -> Result<(), ExpandError> {
        match self.given.keys().find(|k| !self.read.contains(k.as_str())) {
            Some(name) => Err(bad(name, "not a parameter of this expansion")),
            None => Ok(()),
        }
    }
}

fn number<T: std::str::FromStr>(v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("`{v}` is not a number"))
}

fn cell(v: &str) -> Result<Cell, String> {
    let parts: Vec<i32> = v
        .split(',')
        .map(|n| n.trim().parse().ok())
        .collect::<Option<_>>()
        .ok_or(format!("`{v}` is not `x,y`"))?;
    <[i32; 2]>::try_from(parts).map_err(|_| format!("`{v}` is not `x,y`"))
}

fn dir(v: &str) -> Result<Dir, String> {
    match v {
        "h" => Ok(Dir::H),
        "v" => Ok(Dir::V),
        other => Err(format!("`{other}` is not `h` or `v`")),
    }
}

fn capsule_list(v: &str, with_floor: bool) -> Result<Vec<(i32, Cell, Dir)>, String> {
    let shape = if with_floor {
        "floor,x,y,dir"
    } else {
        "x,y,dir"
    };
    v.split(';')
        .map(|c| {
            let parts: Vec<&str> = c.split(',').map(str::trim).collect();
            let (floor, rest) = match (with_floor, parts.as_slice()) {
                (true, [f, rest @ ..]) => (number(f)?, rest),
                (false, rest) => (1, rest),
                _ => return Err(format!("`{c}` is not `{shape}`")),
            };
            match rest {
                [x, y, d] => Ok((floor, [number(x)?, number(y)?], dir(d)?)),
                _ => Err(format!("`{c}` is not `{shape}`")),
            }
        })
        .collect()
}

fn colour(v: &str) -> Result<Colour, String> {
    Colour::parse(v).ok_or(format!("`{v}` is not a colour"))
}

/// The commands listed so far; at [`MAX_EXPANSION`] one more makes the answer too large.
#[derive(Default)]
struct Listing {
    commands: Vec<C>,
    full: bool,
}

impl Listing {
    fn push(&mut self, command: C) -> ControlFlow<()> {
        if self.commands.len() == MAX_EXPANSION {
            self.full = true;
            return ControlFlow::Break(());
        }
        self.commands.push(command);
        ControlFlow::Continue(())
    }
}

/// Every concrete command of a template (see the module documentation).
pub fn expand(state: &State, seat: Seat, template: &Template) -> Result<Vec<C>, ExpandError> {
    if !templates(state, seat)
        .iter()
        .any(|t| t.command == template.command)
    {
        return Err(ExpandError::NotATemplate);
    }
    let mut params = Params::new(&template.params);
    match template.command.as_str() {
        "purchase" => expand_purchase(state, seat, &mut params),
        "propose_trade" => expand_trades(state, seat, &mut params),
        _ => Err(ExpandError::NotATemplate),
    }
}

fn area(state: &State, v: &str) -> Result<usize, String> {
    state
        .area_by_id(v)
        .ok_or(format!("no area `{v}` on the map"))
}

fn item_filter(state: &State, item: &str, params: &mut Params) -> Result<ItemFilter, ExpandError> {
    let names = ITEM_PARAMETERS
        .iter()
        .find(|(i, _)| *i == item)
        .map_or(&[][..], |(_, names)| names);
    let mut f = ItemFilter::default();
    for &name in names {
        match name {
            "board" => f.board = params.get(name, |v| Ok(v.to_string()))?,
            "rotation" => f.rotation = params.get(name, number)?,
            "mirror" => {
                f.mirror = params.get(name, |v| {
                    v.parse()
                        .map_err(|_| format!("`{v}` is not `true` or `false`"))
                })?
            }
            "cell" => f.cell = params.get(name, cell)?,
            "area" => f.area = params.get(name, |v| area(state, v))?,
            "colour" => f.colour = params.get(name, colour)?,
            "building" => {
                f.building = params.get(name, |v| {
                    serde_json::from_value::<BuildingType>(serde_json::json!(v))
                        .map_err(|_| format!("`{v}` is not a building"))
                })?
            }
            "laundry" => {
                f.laundry = params.get(name, |v| match v {
                    "none" => Ok(None),
                    other => colour(other).map(Some),
                })?
            }
            "size" => f.hotel.size = params.get(name, number)?,
            "floors" => f.hotel.floors = params.get(name, number)?,
            "entrance" => f.hotel.entrance = params.get(name, cell)?,
            "ground" => {
                f.hotel.ground = params.get(name, |v| {
                    Ok(capsule_list(v, false)?
                        .into_iter()
                        .map(|(_, c, d)| (c, d))
                        .collect())
                })?
            }
            "upper" => f.hotel.upper = params.get(name, |v| capsule_list(v, true))?,
            _ => {}
        }
    }
    if f.hotel.upper.is_some() && f.hotel.ground.is_none() {
        return Err(bad("upper", "needs `ground`"));
    }
    Ok(f)
}

/// Every item of one kind the filter allows, with the payment asked for.
fn each_item(
    state: &State,
    seat: Seat,
    item: &str,
    filter: &ItemFilter,
    visit: &mut dyn FnMut(Item) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match item {
        "land_board" => catalogue::land(state, filter, visit),
        "capsules" => catalogue::capsules(state, filter, visit),
        "pink_capsules" => catalogue::pink_capsules(state, visit),
        "vending_machine" => catalogue::vending_machines(state, seat, filter, visit),
        "graveyard" => catalogue::graveyards(state, seat, filter, visit),
        "building" => catalogue::buildings(state, seat, filter, visit),
        _ => {
            for site in catalogue::hotel_sites(state, seat, filter) {
                site.each(&mut |body, entrances| {
                    for &[x, y] in entrances {
                        visit(Item::EntranceHotel {
                            colour: site.colour.name().into(),
                            entrance: Point { x, y },
                            capsules: site.capsules(body),
                        })?;
                    }
                    ControlFlow::Continue(())
                })?;
            }
            ControlFlow::Continue(())
        }
    }
}

fn expand_purchase(state: &State, seat: Seat, params: &mut Params) -> Result<Vec<C>, ExpandError> {
    let coupons: u32 = params.get("coupons", number)?.unwrap_or(0);
    let payment = (coupons > 0).then_some(Payment { coupons });
    let item = params.get("item", |v| {
        PURCHASE_ITEMS
            .iter()
            .copied()
            .find(|i| *i == v)
            .ok_or(format!("`{v}` is not one of {}", PURCHASE_ITEMS.join(", ")))
    })?;
    let items: Vec<&str> = match item {
        Some(item) => vec![item],
        None => PURCHASE_ITEMS.to_vec(),
    };
    let mut filters = Vec::new();
    for &item in &items {
        filters.push(match items.len() {
            1 => item_filter(state, item, params)?,
            _ => ItemFilter::default(),
        });
    }
    params.finish()?;
    let mut listing = Listing::default();
    for (&item, filter) in items.iter().zip(&filters) {
        let flow = each_item(state, seat, item, filter, &mut |candidate| {
            if purchase::check(state, seat, &candidate, payment).is_ok() {
                listing.push(C::Purchase {
                    item: candidate,
                    payment,
                })
            } else {
                ControlFlow::Continue(())
            }
        });
        if flow.is_break() {
            break;
        }
    }
    if listing.full {
        let narrow_with = match item {
            None => vec!["item".to_string()],
            Some(item) => unused(params, item_parameters(item)),
        };
        return Err(ExpandError::TooLarge { narrow_with });
    }
    Ok(listing.commands)
}

fn item_parameters(item: &str) -> &'static [&'static str] {
    ITEM_PARAMETERS
        .iter()
        .find(|(i, _)| *i == item)
        .map_or(&[][..], |(_, names)| names)
}

/// The parameters not given yet, in order.
fn unused(params: &Params, names: &[&str]) -> Vec<String> {
    names
        .iter()
        .filter(|n| !params.has(n))
        .map(|n| n.to_string())
        .collect()
}

/// Every item of each offer, up to `limit`; whether the offers hold more.
fn offer_items(offers: &[Offer], limit: usize) -> (Vec<super::command::TradeItem>, bool) {
    let mut items = Vec::new();
    for offer in offers {
        match offer {
            Offer::Items(list) => items.extend(list.iter().cloned()),
            Offer::Subdivisions(subdivisions) => {
                let _ = subdivisions.each(&mut |set| {
                    items.push(subdivisions.item(set));
                    if items.len() > limit {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
            }
        }
        if items.len() > limit {
            items.truncate(limit);
            return (items, true);
        }
    }
    (items, false)
}

fn expand_trades(state: &State, seat: Seat, params: &mut Params) -> Result<Vec<C>, ExpandError> {
    let players = state.players.len();
    let with = params.get("with", |v| {
        number::<u8>(v)
            .ok()
            .filter(|&s| usize::from(s) < players)
            .map(Seat)
            .ok_or(format!("`{v}` is not a seat of this game"))
    })?;
    let spec = |v: &str| Spec::parse(v).ok_or(format!("`{v}` is not an item spec"));
    let give = params.get("give", spec)?.unwrap_or_default();
    let take = params.get("take", spec)?.unwrap_or_default();
    params.finish()?;
    let mut listing = Listing::default();
    let (gives, more_gives) = offer_items(&trades::offers(state, seat, &give), MAX_EXPANSION);
    let too_large = |params: &Params| {
        let mut narrow_with = unused(params, &["with", "give", "take"]);
        for (name, spec) in [("give", &give), ("take", &take)] {
            if params.has(name) && !spec.pinned() {
                narrow_with.push(name.to_string());
            }
        }
        ExpandError::TooLarge { narrow_with }
    };
    if gives.is_empty() {
        return Ok(Vec::new());
    }
    for &other in &state.order {
        let passed = state.players[other.index()].status == Status::Passed;
        if other == seat || passed || with.is_some_and(|w| w != other) {
            continue;
        }
        let (takes, more_takes) = offer_items(&trades::offers(state, other, &take), MAX_EXPANSION);
        if takes.is_empty() {
            continue;
        }
        if more_gives
            || more_takes
            || gives.len() * takes.len() > MAX_EXPANSION - listing.commands.len()
        {
            return Err(too_large(params));
        }
        for g in &gives {
            for t in &takes {
                let transfers = vec![
                    Transfer {
                        from: seat,
                        to: other,
                        item: g.clone(),
                    },
                    Transfer {
                        from: other,
                        to: seat,
                        item: t.clone(),
                    },
                ];
                if super::trade::validate(state, seat, &transfers, &[]).is_ok() {
                    let _ = listing.push(C::ProposeTrade {
                        transfers,
                        promises: Vec::new(),
                    });
                }
            }
        }
    }
    Ok(listing.commands)
}
