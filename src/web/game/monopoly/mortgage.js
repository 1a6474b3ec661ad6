// Mortgaging and paying off Monopoly deeds by name: a choice among the deeds the legal moves
// allow, each with the money it brings (the mortgage value) or costs (the printed pay-off:
// mortgage value plus 10 % interest).

import { t } from "../../i18n.js";
import { html, useState } from "../../ui.js";
import { money } from "../money.js";
import { colourName, deedName, squareOf } from "./names.js";

/** `type` is `mortgage` or `unmortgage`; `commands` its legal commands (one per deed). */
export function MortgagePanel({ type, commands, data, busy, send }) {
  const [choice, setChoice] = useState("0");
  const id = `${type}-deed`;
  const describe = ({ square }) => {
    const printed = squareOf(data, square);
    const amount = type === "mortgage" ? printed?.mortgage : printed?.unmortgage;
    const name = printed?.group ? t("play.monopoly.deed_in", { deed: deedName(data, square), group: colourName(printed.group) }) : deedName(data, square);
    return t(type === "mortgage" ? "play.monopoly.mortgage_option" : "play.monopoly.unmortgage_option", { deed: name, amount: money(amount ?? 0) });
  };
  const chosen = commands[Number(choice)] ?? commands[0];
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
    </div>
  `;
}
