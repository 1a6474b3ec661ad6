// What Monopoly actions cost or raise, worked out from the view and the printed data as the
// rules do: mortgage interest and the fees for receiving mortgaged deeds, what a debtor's
// assets raise, total worth for Income Tax, and a cash balance read against an open debt.

import { t } from "../../i18n.js";
import { money } from "../money.js";
import { squareOf } from "./names.js";

/** The seat's cash in the view (null when hidden). */
export const cashOf = (view, seat) => view.players.find((player) => player.seat === seat)?.cash ?? null;

/** The square's state in the view. */
export const deedOf = (view, index) => view.squares.find((square) => square.index === index);

/** The 10 % interest on a mortgage value, rounded as the game's options say. */
export function interest(view, mortgage) {
  return view.options?.interest_rounding === "down" ? Math.floor(mortgage / 10) : Math.ceil(mortgage / 10);
}

/** What receiving mortgaged deed `index` costs now: `lift` = mortgage + interest, `keep` = the interest (or nothing). */
export function transferFee(view, data, index, choice) {
  const mortgage = squareOf(data, index)?.mortgage ?? 0;
  if (choice === "lift") return mortgage + interest(view, mortgage);
  return view.options?.mortgage_transfer_fee === false ? 0 : interest(view, mortgage);
}

/** The fees for the received deeds of `squares` that are mortgaged, under `choices` (keep by default). */
export function feesOf(view, data, squares, choices) {
  return squares
    .filter((index) => deedOf(view, index)?.mortgaged)
    .reduce((sum, index) => sum + transferFee(view, data, index, choices[index] ?? "keep"), 0);
}

/** What a deed raises if its buildings are sold and it is mortgaged. */
export function assetValue(view, data, index) {
  const deed = deedOf(view, index);
  const printed = squareOf(data, index);
  if (!deed || !printed) return 0;
  return ((printed.house_cost ?? 0) / 2) * deed.level + (deed.mortgaged ? 0 : (printed.mortgage ?? 0));
}

/** The seat's liquidation value: cash plus what selling every building and mortgaging every deed raises. */
export function liquidationValue(view, data, seat) {
  const owned = view.squares.filter((square) => square.owner === seat);
  return (cashOf(view, seat) ?? 0) + owned.reduce((sum, square) => sum + assetValue(view, data, square.index), 0);
}

/** Total worth for Income Tax: cash, printed prices of every deed and the cost of the buildings. */
export function totalWorth(view, data, seat) {
  const owned = view.squares.filter((square) => square.owner === seat);
  const deeds = owned.reduce((sum, square) => {
    const printed = squareOf(data, square.index);
    return sum + (printed?.price ?? 0) + (printed?.house_cost ?? 0) * square.level;
  }, 0);
  return (cashOf(view, seat) ?? 0) + deeds;
}

/** The open debt of the phase (`debt_resolution` or `rescue`), or null. */
export const debtOf = (view) => (["debt_resolution", "rescue"].includes(view.phase?.name) ? view.phase.data : null);

/** "You then have $X" read against what the caller owes: covered, or how much is still missing. */
export function afterWords(view, cash) {
  const then = t("play.monopoly.money.then", { cash: money(cash) });
  if (view.owed === null || view.owed === undefined) return then;
  return cash >= view.owed
    ? `${then} — ${t("play.monopoly.money.covers", { owed: money(view.owed) })}`
    : `${then} — ${t("play.monopoly.money.short", { short: money(view.owed - cash) })}`;
}
