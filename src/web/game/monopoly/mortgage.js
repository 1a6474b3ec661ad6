// Mortgaging and paying off Monopoly deeds by name: a choice among the deeds the legal moves
// allow, each with the money it brings (the mortgage value) or costs (mortgage value plus the
// 10 % interest), and the cash afterwards, read against an open debt.

import { t } from "../../i18n.js";
import { html, useState } from "../../ui.js";
import { money } from "../money.js";
import { afterWords, cashOf, interest } from "./costs.js";
import { colourName, deedName, squareOf } from "./names.js";

/** `type` is `mortgage` or `unmortgage`; `commands` its legal commands (one per deed). */
export function MortgagePanel({ type, commands, view, data, busy, send }) {
  const [choice, setChoice] = useState("0");
  const id = `${type}-deed`;
  /** Dollars the command brings (mortgage) or costs (unmortgage, as a negative amount). */
  const change = ({ square }) => {
    const mortgage = squareOf(data, square)?.mortgage ?? 0;
    return type === "mortgage" ? mortgage : -(mortgage + interest(view, mortgage));
  };
  const describe = (command) => {
    const printed = squareOf(data, command.square);
    const name = printed?.group ? t("play.monopoly.deed_in", { deed: deedName(data, command.square), group: colourName(printed.group) }) : deedName(data, command.square);
    return t(type === "mortgage" ? "play.monopoly.mortgage_option" : "play.monopoly.unmortgage_option", { deed: name, amount: money(Math.abs(change(command))) });
  };
  const chosen = commands[Number(choice)] ?? commands[0];
  const cash = cashOf(view, view.viewer);
  return html`
    <div class="move-group panel" id=${`${type}-panel`} data-group=${type}>
      <h3>${t(type === "mortgage" ? "group.mortgage" : "group.unmortgage")}</h3>
      <div class="option inline">
        <label for=${id}>${t("play.monopoly.deed")}</label>
        <select id=${id} value=${choice} onChange=${(event) => setChoice(event.currentTarget.value)}>
          ${commands.map((command, index) => html`<option value=${String(index)}>${describe(command)}</option>`)}
        </select>
        <button type="button" class="primary" id=${`${type}-send`} disabled=${busy} onClick=${() => send(chosen)}>
          ${t(type === "mortgage" ? "play.monopoly.mortgage" : "play.monopoly.unmortgage")}
        </button>
      </div>
      ${cash !== null && html`<p class="panel-summary" id=${`${type}-summary`} role="status">${afterWords(view, cash + change(chosen))}</p>`}
    </div>
  `;
}
