// Building and selling by colour group in Monopoly: each group the caller may build on (or
// sell from) with its streets' names and current buildings and the cost per house, and a
// choice among the legal target levels only (so the even-building rule holds), each with
// what it costs or brings in.

import { t, tn } from "../../i18n.js";
import { html, useState } from "../../ui.js";
import { money } from "../money.js";
import { colourName, deedName, squareOf } from "./names.js";

/** A street's buildings in words: "2 houses", "a hotel". */
export const levelWords = (level) => (level === 5 ? t("play.monopoly.hotel") : tn("play.monopoly.houses", level));

/** The level of each square of the view. */
const levelOf = (view, index) => view.squares.find((square) => square.index === index)?.level ?? 0;

/** One group's control: its streets, and a select of the legal commands of one type. */
function GroupControl({ type, group, commands, view, data, busy, send }) {
  const [choice, setChoice] = useState("0");
  const streets = data.groups.find((each) => each.group === group)?.squares ?? [];
  const houseCost = squareOf(data, streets[0])?.house_cost ?? 0;
  const id = `${type}-${group}`;
  /** Dollars paid (build) or received (sell, at half price) for a command's target. */
  const amountOf = (command) => {
    const change = Object.entries(command.target).reduce((sum, [square, level]) => sum + Math.abs(level - levelOf(view, Number(square))), 0);
    return type === "build" ? change * houseCost : (change * houseCost) / 2;
  };
  const describe = (command) =>
    t(type === "build" ? "play.monopoly.build_option" : "play.monopoly.sell_option", {
      levels: Object.entries(command.target)
        .map(([square, level]) => `${deedName(data, Number(square))}: ${levelWords(level)}`)
        .join(", "),
      amount: money(amountOf(command)),
    });
  return html`
    <li class="build-group" data-colour=${group}>
      <strong>${t("play.monopoly.group", { group: colourName(group) })}</strong>
      <span class="muted"> ${t("play.monopoly.house_cost", { cost: money(houseCost) })}</span>
      <ul class="streets">
        ${streets.map((index) => html`<li>${deedName(data, index)}: ${levelWords(levelOf(view, index))}</li>`)}
      </ul>
      <div class="option inline">
        <label for=${id}>${t(type === "build" ? "play.monopoly.build_to" : "play.monopoly.sell_to")}</label>
        <select id=${id} value=${choice} onChange=${(event) => setChoice(event.currentTarget.value)}>
          ${commands.map((command, index) => html`<option value=${String(index)}>${describe(command)}</option>`)}
        </select>
        <button type="button" class="primary" id=${`${id}-send`} disabled=${busy} onClick=${() => send(commands[Number(choice)] ?? commands[0])}>
          ${t(type === "build" ? "play.monopoly.build" : "play.monopoly.sell")}
        </button>
      </div>
    </li>
  `;
}

/** The `build` or `sell_buildings` commands of the legal moves, by colour group. */
export function BuildPanel({ type, commands, view, data, busy, send }) {
  const byGroup = new Map();
  for (const command of commands) {
    if (!byGroup.has(command.group)) byGroup.set(command.group, []);
    byGroup.get(command.group).push(command);
  }
  return html`
    <div class="move-group panel" id=${type === "build" ? "build-panel" : "sell-panel"} data-group=${type}>
      <h3>${t(type === "build" ? "group.build" : "group.sell_buildings")}</h3>
      <ul class="panel-rows">
        ${[...byGroup].map(
          ([group, list]) => html`<${GroupControl} key=${group} type=${type} group=${group} commands=${list} view=${view} data=${data} busy=${busy} send=${send} />`,
        )}
      </ul>
    </div>
  `;
}
