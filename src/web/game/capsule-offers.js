// What a Tokyo Capsule Hotel purchase costs and how many are left, for its button: the
// printed prices (the game's data) and the supplies and capsule board the view shows.

import { formatNumber, t, tn } from "../i18n.js";

const yen = (amount) => t("capsule.yen", { amount: formatNumber(amount) });

/** A price, or the range of prices when they differ. */
function priceRange(prices) {
  if (!prices.length) return null;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? yen(low) : t("capsule.price_range", { low: formatNumber(low), high: formatNumber(high) });
}

/** "500 yen · 20 left" for the purchase template of `item`, or null when nothing is known. */
export function offerFacts(item, view, data) {
  if (!data || !view) return null;
  const board = view.capsule_board ?? {};
  const supplies = view.supplies ?? {};
  let price = null;
  let left = null;
  switch (item) {
    case "land_board":
      price = priceRange((data.land_boards ?? []).map((land) => land.cost));
      break;
    case "capsules": {
      const colours = Object.entries(board).filter(([colour, count]) => colour !== "pink" && count > 0);
      price = priceRange(colours.map(([, count]) => (data.price_per_capsule_nonpink ?? 500) * count));
      left = tn("capsule.colours_left", colours.length);
      break;
    }
    case "pink_capsules":
      price = t("capsule.price_at_least", { amount: formatNumber(data.pink_first) });
      left = tn("capsule.left", board.pink ?? 0);
      break;
    case "vending_machine":
      price = yen(data.vending_machine_price);
      left = supplies.vending_machines === undefined ? null : tn("capsule.left", supplies.vending_machines);
      break;
    case "graveyard":
      price = t("capsule.receive", { amount: formatNumber(-data.graveyard_price) });
      break;
    case "entrance_hotel":
      price = yen(data.entrance_price);
      left = supplies.entrances === undefined ? null : tn("capsule.left", supplies.entrances);
      break;
    case "building": {
      const stocked = (data.buildings ?? []).filter((building) => (supplies.buildings?.[building.building] ?? building.count) > 0);
      price = priceRange(stocked.map((building) => building.cost));
      if (supplies.buildings) left = tn("capsule.left", Object.values(supplies.buildings).reduce((sum, count) => sum + count, 0));
      break;
    }
    default:
      return null;
  }
  return [price, left].filter(Boolean).join(" · ") || null;
}
