// Building, selling and claiming buildings by colour group in Monopoly: each group the caller
// may build on (sell from, or claim for in a building shortage) with a level to choose for
// each of its streets, starting from one legal choice; what the change costs or brings in, the
// cash afterwards (read against an open debt), and the even-building rule and the caller's cash
// checked before sending. A shortage claim round says who asked for what and offers "Waive".

import { formatList, t, tn } from "../../i18n.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { afterWords, cashOf, deedOf } from "./costs.js";
import { colourName, deedName, squareOf } from "./names.js";

/** A street's buildings in words: "2 houses", "a hotel". */
export const levelWords = (level) => (level === 5 ? t("play.monopoly.hotel") : tn("play.monopoly.houses", level));

const WORDS = {
  build: { title: "group.build", send: "play.monopoly.build", change: "play.monopoly.money.build_costs" },
  sell_buildings: { title: "group.sell_buildings", send: "play.monopoly.sell", change: "play.monopoly.money.sell_brings" },
  claim_buildings: { title: "play.monopoly.money.claim_title", send: "play.monopoly.money.claim", change: "play.monopoly.money.build_costs" },
};

/** The problem with building or selling to `levels` (square → level), or null. */
function problemOf(type, levels, current, amount, cash) {
  const finals = Object.values(levels);
  const changed = Object.keys(levels).some((square) => levels[square] !== current[square]);
  if (!changed) return t("play.monopoly.money.levels_same");
  if (Math.max(...finals) - Math.min(...finals) > 1) return t("play.monopoly.money.levels_uneven");
  if (type !== "sell_buildings" && cash !== null && amount > cash) return t("play.monopoly.money.levels_cash", { cash: money(cash) });
  return null;
}

/** One group's control: a level per street, the price of the change, and the button. */
function GroupControl({ type, group, sample, view, data, version, busy, send }) {
  const streets = data.groups.find((each) => each.group === group)?.squares ?? [];
  const current = Object.fromEntries(streets.map((index) => [index, deedOf(view, index)?.level ?? 0]));
  const start = () => ({ ...current, ...Object.fromEntries(Object.entries(sample.target).map(([square, level]) => [Number(square), level])) });
  const [levels, setLevels] = useState(start);
  useEffect(() => setLevels(start()), [version]);
  const houseCost = squareOf(data, streets[0])?.house_cost ?? 0;
  const units = streets.reduce((sum, index) => sum + Math.abs(levels[index] - current[index]), 0);
  const amount = type === "sell_buildings" ? (units * houseCost) / 2 : units * houseCost;
  const cash = cashOf(view, view.viewer);
  const problem = problemOf(type, levels, current, amount, cash);
  const id = `${type === "claim_buildings" ? "claim" : type}-${group}`;
  const choices = (index) => {
    const [low, high] = type === "sell_buildings" ? [0, current[index]] : [current[index], 5];
    return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
  };
  const target = () => Object.fromEntries(streets.filter((index) => levels[index] !== current[index]).map((index) => [String(index), levels[index]]));
  const submit = () => {
    if (problem) return;
    const shortage = type === "claim_buildings" ? { shortage_id: sample.shortage_id } : {};
    send({ type, ...shortage, group, target: target() });
  };
  return html`
    <li class="build-group" data-colour=${group}>
      <strong>${t("play.monopoly.group", { group: colourName(group) })}</strong>
      <span class="muted"> ${t("play.monopoly.house_cost", { cost: money(houseCost) })}</span>
      <ul class="streets">
        ${streets.map(
          (index) => html`
            <li class="option inline">
              <label for=${`${id}-${index}`}>${deedName(data, index)} <span class="muted">(${t("play.monopoly.money.now", { level: levelWords(current[index]) })})</span></label>
              <select id=${`${id}-${index}`} value=${String(levels[index])} onChange=${(event) => setLevels({ ...levels, [index]: Number(event.currentTarget.value) })}>
                ${choices(index).map((level) => html`<option value=${String(level)}>${levelWords(level)}</option>`)}
              </select>
            </li>
          `,
        )}
      </ul>
      <p class="panel-summary" id=${`${id}-summary`} role="status">
        ${problem ?? [t(WORDS[type].change, { amount: money(amount) }), cash !== null && afterWords(view, type === "sell_buildings" ? cash + amount : cash - amount)].filter(Boolean).join(" · ")}
      </p>
      <div class="actions">
        <button type="button" class="primary" id=${`${id}-send`} disabled=${busy || problem !== null} onClick=${submit}>${t(WORDS[type].send)}</button>
      </div>
    </li>
  `;
}

/** Who asked for buildings in the running claim round, and what the bank holds. */
function ClaimIntro({ view, data, names }) {
  const round = view.phase.data;
  const request = Object.entries(round.request.target)
    .map(([square, level]) => `${deedName(data, Number(square))}: ${levelWords(level)}`)
    .join(", ");
  return html`
    <p id="claim-intro">
      ${t("play.monopoly.money.claim_intro", {
        name: names([round.request.player]),
        request,
        houses: round.supply.houses,
        hotels: round.supply.hotels,
      })}
    </p>
    ${round.claims.length > 0 &&
    html`<p class="muted">${t("play.monopoly.money.claims_so_far", { names: formatList(round.claims.map((claim) => names([claim.player]))) })}</p>`}
  `;
}

/**
 * The `build`, `sell_buildings` or `claim_buildings` controls by colour group: one per group of
 * the legal (sampled) commands, which start it; a claim round also offers `waive`, the legal
 * `waive_claim`.
 */
export function BuildPanel({ type, commands, waive, view, data, names, version, busy, send }) {
  const samples = new Map();
  for (const command of commands) if (!samples.has(command.group)) samples.set(command.group, command);
  const ids = { build: "build-panel", sell_buildings: "sell-panel", claim_buildings: "claim-panel" };
  return html`
    <div class="move-group panel" id=${ids[type]} data-group=${type}>
      <h3>${t(WORDS[type].title)}</h3>
      ${type === "claim_buildings" && html`<${ClaimIntro} view=${view} data=${data} names=${names} />`}
      ${type !== "sell_buildings" &&
      html`<p class="muted">${t("play.monopoly.money.bank_supply", { houses: view.bank.houses, hotels: view.bank.hotels })}</p>`}
      <ul class="panel-rows">
        ${[...samples].map(
          ([group, sample]) =>
            html`<${GroupControl} key=${group} type=${type} group=${group} sample=${sample} view=${view} data=${data} version=${version} busy=${busy} send=${send} />`,
        )}
      </ul>
      ${waive &&
      html`
        <div class="actions">
          <button type="button" id="waive-claim" disabled=${busy} onClick=${() => send(waive)}>${t("play.monopoly.money.waive")}</button>
        </div>
      `}
    </div>
  `;
}
