// Readable names for kinds, command types and concrete commands ("Place tile 7E",
// "Buy 2 × Tower"), from the commands' own fields and the game's printed data.

export const KIND_NAMES = {
  acquire: "Acquire",
  monopoly: "Monopoly",
  tokyo_capsule_hotel: "Tokyo Capsule Hotel",
  grand_austria_hotel: "Grand Austria Hotel",
};

export const kindName = (kind) => KIND_NAMES[kind] ?? words(kind);

/** `"coin_laundry"` → `"Coin laundry"`. */
export function words(identifier) {
  const text = String(identifier).replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const money = (amount) => `$${Number(amount).toLocaleString("en-US")}`;
const yen = (amount) => `¥${Number(amount).toLocaleString("en-US")}`;

/** Headings for the groups of legal moves, by command type. */
const GROUPS = {
  place_tile: "Place a tile",
  choose_chain: "Found a chain",
  choose_survivor: "Choose the surviving chain",
  choose_next_defunct: "Choose the next chain to dispose of",
  dispose_shares: "Dispose of your shares",
  buy_shares: "Buy shares",
  declare_game_end: "End the game",
  roll_dice: "Roll",
  buy_property: "Buy or decline",
  decline_property: "Buy or decline",
  bid: "Auction",
  pass_bid: "Auction",
  mortgage: "Mortgage",
  unmortgage: "Pay off a mortgage",
  build: "Build",
  sell_buildings: "Sell buildings",
  end_turn: "End your turn",
  take_die: "Take a die",
  resolve_effect: "Carry out an effect",
  skip_effect: "Skip an effect",
  forfeit_die: "Forfeit a die",
  take_loan: "Loans",
  choose_loan: "Choose your loan",
  choose_faces: "Choose your boards' faces",
  join_queue: "Purchase queue",
  leave_queue: "Purchase queue",
  pass: "Purchase queue",
  warn_head: "Purchase queue",
  purchase: "Buy",
  resign: "Leave the game",
};

export const groupName = (type) => GROUPS[type] ?? words(type);

/** The order groups are shown in: the game's main decisions first, leaving last. */
export function groupRank(type) {
  if (type === "resign" || type === "declare_bankruptcy") return 3;
  if (type === "take_loan" || type === "mortgage" || type === "unmortgage") return 2;
  return 1;
}

const GAH_ACTIONS = {
  1: "Prepare rooms",
  2: "Occupy a room",
  3: "Prepare or occupy",
  4: "Emperor or krone",
  5: "Hire staff",
  6: "Copy an action",
};

/**
 * Context for labels: `data` (the game's printed data), `view` (the caller's view) and
 * `players` (the game's seats).
 */
export function label(kind, command, context = {}) {
  const describe = LABELS[kind]?.[command.type];
  return describe ? describe(command, context) : generic(command);
}

function generic(command) {
  const details = Object.entries(command)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${words(key).toLowerCase()} ${typeof value === "object" ? JSON.stringify(value) : value}`);
  return details.length ? `${words(command.type)}: ${details.join(", ")}` : words(command.type);
}

const chainName = (chain) => words(chain);

function squareName(square, context) {
  const printed = context.data?.squares?.find((entry) => entry.index === square);
  return printed ? printed.name : `square ${square}`;
}

function squarePrice(square, context) {
  const printed = context.data?.squares?.find((entry) => entry.index === square);
  return printed?.price ? ` (${money(printed.price)})` : "";
}

/** One side of a Monopoly trade: cash, deeds and jail cards. */
function tradeSide(side, context) {
  const parts = [];
  if (side?.cash) parts.push(money(side.cash));
  for (const square of side?.squares ?? []) parts.push(squareName(square, context));
  const cards = side?.jail_cards?.length ?? 0;
  if (cards) parts.push(`${cards} jail card${cards === 1 ? "" : "s"}`);
  return parts.length ? parts.join(" + ") : "nothing";
}

function seatName(seat, context) {
  const player = context.players?.find((entry) => entry.seat === seat);
  return player ? player.username : `seat ${seat}`;
}

function counted(list) {
  const counts = new Map();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, count]) => `${count} × ${chainName(item)}`).join(", ");
}

function effect(effectId, context) {
  for (const frame of context.view?.effect_stack ?? []) {
    for (const pending of frame.effects ?? []) {
      if (pending.id === effectId) return pending;
    }
  }
  return null;
}

function gahParams(params) {
  if (!params) return "";
  const parts = [];
  if (params.room !== undefined) parts.push(`room ${params.room}`);
  if (params.rooms) parts.push(`rooms ${params.rooms.join(", ")}`);
  if (params.staff !== undefined) parts.push(`staff ${params.staff}`);
  for (const [key, value] of Object.entries(params)) {
    if (!["room", "rooms", "staff"].includes(key)) parts.push(`${words(key).toLowerCase()} ${JSON.stringify(value)}`);
  }
  return parts.join(", ");
}

function tchItem(item) {
  const at = (x, y) => `at ${x},${y}`;
  switch (item.kind) {
    case "land": {
      const turned = item.rotation ? `, turned ${item.rotation}°` : "";
      return `Land ${item.board} ${at(item.x, item.y)}${turned}${item.mirror ? ", mirrored" : ""}`;
    }
    case "capsules":
      return `${words(item.colour)} capsules`;
    case "pink_capsules":
      return `${item.count} pink capsule${item.count === 1 ? "" : "s"}`;
    case "vending_machine":
      return `Vending machine ${at(item.x, item.y)}`;
    case "graveyard":
      return `Graveyard ${at(item.x, item.y)}`;
    case "building": {
      const turned = item.rotation ? `, turned ${item.rotation}°` : "";
      const side = item.side ? `, ${words(item.side).toLowerCase()} side` : "";
      return `${words(item.building)} ${at(item.x, item.y)}${turned}${side}`;
    }
    case "entrance_hotel": {
      const capsules = item.capsules ?? [];
      const floors = Math.max(1, ...capsules.map((capsule) => capsule.floor ?? 1));
      const entrance = item.entrance ? ` entrance ${at(item.entrance.x, item.entrance.y)}` : "";
      return `${words(item.colour)} hotel, ${capsules.length} capsule${capsules.length === 1 ? "" : "s"}, ${floors} floor${floors === 1 ? "" : "s"},${entrance}`;
    }
    default:
      return words(item.kind);
  }
}

/** What placing a tile of the caller's hand would do, from the view's classification. */
function tileEffect(tile, context) {
  const held = context.view?.your_hand?.find((entry) => entry.tile === tile);
  const chains = (held?.chains ?? []).map(chainName).join(" and ");
  switch (held?.class) {
    case "found":
      return " — founds a chain";
    case "grow":
      return ` — grows ${chains}`;
    case "merge":
      return ` — merges ${chains}`;
    default:
      return "";
  }
}

const LABELS = {
  acquire: {
    place_tile: (c, context) => `Place tile ${c.tile}${tileEffect(c.tile, context)}`,
    choose_chain: (c) => `Found ${chainName(c.chain)}`,
    choose_survivor: (c) => `${chainName(c.chain)} survives`,
    choose_next_defunct: (c) => `Dispose of ${chainName(c.chain)} next`,
    dispose_shares: (c) => {
      const parts = [];
      if (c.sell) parts.push(`sell ${c.sell}`);
      if (c.trade) parts.push(`trade ${c.trade} for ${c.trade / 2}`);
      return parts.length ? `${words(parts.join(", "))}, keep the rest` : "Keep all shares";
    },
    buy_shares: (c) => (c.chains.length ? `Buy ${counted(c.chains)}` : "Buy nothing"),
    declare_game_end: () => "Declare the game over",
    skip_placement: () => "Skip placing a tile",
    finish_placements: () => "Finish placing tiles",
    use_power: (c) => `Use power: ${words(c.power)}`,
    resign: () => "Resign",
  },
  monopoly: {
    roll_dice: () => "Roll the dice",
    pay_jail_fine: () => "Pay the fine to leave jail",
    use_jail_card: () => "Use a Get Out of Jail Free card",
    buy_property: (c, context) => `Buy ${squareName(c.square, context)}${squarePrice(c.square, context)}`,
    decline_property: (c, context) => `Decline ${squareName(c.square, context)} (auction it)`,
    end_turn: () => "End turn",
    choose_income_tax: (c) => `Pay income tax: ${words(c.option).toLowerCase()}`,
    bid: (c) => `Bid ${money(c.amount)}`,
    pass_bid: () => "Pass (no bid)",
    mortgage: (c, context) => `Mortgage ${squareName(c.square, context)}`,
    unmortgage: (c, context) => `Pay off ${squareName(c.square, context)}`,
    build: (c) => `Build on the ${words(c.group).toLowerCase()} group: ${JSON.stringify(c.target)}`,
    sell_buildings: (c) => `Sell buildings on the ${words(c.group).toLowerCase()} group: ${JSON.stringify(c.target)}`,
    propose_trade: (c, context) => `Offer ${tradeSide(c.give, context)} for ${tradeSide(c.take, context)} to ${seatName(c.to, context)}`,
    accept_trade: (c) => `Accept trade ${c.trade_id}`,
    reject_trade: (c) => `Reject trade ${c.trade_id}`,
    cancel_trade: (c) => `Withdraw trade ${c.trade_id}`,
    waive_claim: () => "Waive the building claim",
    declare_bankruptcy: () => "Declare bankruptcy",
    resign: () => "Resign",
  },
  grand_austria_hotel: {
    take_die: (c) => {
      const action = GAH_ACTIONS[c.space] ?? `space ${c.space}`;
      const mode = c.mode ? ` — ${c.mode}` : "";
      const copy = c.copy ? ` — copy ${GAH_ACTIONS[c.copy.action]?.toLowerCase() ?? c.copy.action}${c.copy.mode ? ` (${c.copy.mode})` : ""}` : "";
      return `Die ${c.space}: ${action}${mode}${copy}`;
    },
    resolve_effect: (c, context) => {
      const pending = effect(c.effect_id, context);
      const what = pending ? words(pending.kind) : `Effect ${c.effect_id}`;
      const params = gahParams(c.params);
      return params ? `${what}: ${params}` : what;
    },
    skip_effect: (c, context) => {
      const pending = effect(c.effect_id, context);
      return `Skip ${pending ? words(pending.kind).toLowerCase() : c.effect_id}`;
    },
    forfeit_die: (c) => `Forfeit die ${c.space} for 1 krone`,
    take_loan: () => "Take a loan (+2 krone)",
    choose_faces: (c) => `Hotel side ${c.hotel_face}, staff side ${c.staff_face}`,
    resign: () => "Resign",
  },
  tokyo_capsule_hotel: {
    choose_loan: (c) => `Borrow ${yen(c.amount)}`,
    join_queue: () => "Join the purchase queue",
    leave_queue: () => "Leave the purchase queue",
    pass: () => "Pass for this round",
    warn_head: () => "Warn the head of the queue",
    purchase: (c) => {
      const coupons = c.payment?.coupons ? ` (paying with ${c.payment.coupons} coupon${c.payment.coupons === 1 ? "" : "s"})` : "";
      return `Buy: ${tchItem(c.item)}${coupons}`;
    },
    accept_trade: (c) => `Accept trade ${c.trade_id}`,
    reject_trade: (c) => `Reject trade ${c.trade_id}`,
    withdraw_trade: (c) => `Withdraw trade ${c.trade_id}`,
    resign: () => "Resign",
  },
};

/** One log entry in a line: who did what, and what followed. */
export function logLine(kind, entry, context) {
  const who = entry.seat === null || entry.seat === undefined ? "Game" : seatName(entry.seat, context);
  const by = entry.by ? ` (by ${entry.by.replaceAll("_", " ")})` : "";
  const what = entry.command
    ? entry.command.type === "setup"
      ? "Game set up"
      : label(kind, entry.command, context)
    : words(entry.command_type);
  const events = (entry.events ?? []).map((event) => words(event.type).toLowerCase());
  return { who: `${who}${by}`, what, events: [...new Set(events)].join(", ") };
}

export { seatName };
