// Lifting or keeping the mortgage of each mortgaged deed a player receives, with what each
// choice costs now (lift: mortgage value + 10 %; keep: the 10 % interest, or nothing when the
// game charges no fee): the per-deed choices shared by the trade builder and open trades,
// and the panel answering `resolve_mortgage_transfer` with the total and the cash after.

import { t } from "../../i18n.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { afterWords, cashOf, feesOf, transferFee } from "./costs.js";
import { deedName } from "./names.js";

/** One lift/keep select per square of `squares`; `choices` maps square → choice, `choose(square, choice)`. */
export function MortgageChoices({ squares, choices, choose, view, data, prefix }) {
  return squares.map((index) => {
    const id = `${prefix}-${index}`;
    const chosen = choices[index] ?? "keep";
    return html`
      <div class="option inline mortgage-choice" data-square=${index}>
        <label for=${id}>${t("play.monopoly.mortgage_choice", { deed: deedName(data, index) })}</label>
        <select id=${id} value=${chosen} onChange=${(event) => choose(index, event.currentTarget.value)}>
          <option value="keep">${t("play.monopoly.money.keep_costs", { amount: money(transferFee(view, data, index, "keep")) })}</option>
          <option value="lift">${t("play.monopoly.money.lift_costs", { amount: money(transferFee(view, data, index, "lift")) })}</option>
        </select>
      </div>
    `;
  });
}

/** The choices as the command wants them: square as a decimal string → `lift` or `keep`. */
export const choicesFor = (squares, choices) => Object.fromEntries(squares.map((index) => [String(index), choices[index] ?? "keep"]));

/** The `mortgage_transfer_decision` phase of the caller: a choice per received deed, then one command. */
export function TransferPanel({ view, data, version, busy, send }) {
  const squares = view.phase.data.squares ?? [];
  const [choices, setChoices] = useState({});
  useEffect(() => setChoices({}), [version]);
  const total = feesOf(view, data, squares, choices);
  const cash = cashOf(view, view.viewer);
  const submit = (event) => {
    event.preventDefault();
    send({ type: "resolve_mortgage_transfer", choices: choicesFor(squares, choices) });
  };
  return html`
    <form class="move-group panel" id="mortgage-transfer" data-group="resolve_mortgage_transfer" onSubmit=${submit}>
      <h3>${t("play.monopoly.money.transfer_title")}</h3>
      <p>${t("play.monopoly.money.transfer_intro")}</p>
      <${MortgageChoices} squares=${squares} choices=${choices} choose=${(index, choice) => setChoices({ ...choices, [index]: choice })} view=${view} data=${data} prefix="transfer" />
      <p class="panel-summary" id="transfer-summary" role="status">
        ${t("play.monopoly.money.transfer_total", { amount: money(total) })}${cash !== null && html` · ${afterWords(view, cash - total)}`}
      </p>
      <div class="actions">
        <button class="primary" id="resolve-transfer" type="submit" disabled=${busy}>${t("play.monopoly.money.transfer_send")}</button>
      </div>
    </form>
  `;
}
