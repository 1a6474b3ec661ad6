// Monopoly turn choices drawn with what they mean: Income Tax as $200 or 10 % of total worth
// (both amounts worked out from the view: cash, printed deed prices and building costs), and,
// for a player holding both Get Out of Jail Free cards, which one to use.

import { t } from "../../i18n.js";
import { html } from "../../ui.js";
import { money } from "../money.js";
import { cashOf, totalWorth } from "./costs.js";
import { squareOf } from "./names.js";

/** The `choose_income_tax` answers with both amounts. */
export function IncomeTaxPanel({ view, data, busy, send }) {
  const flat = squareOf(data, 4)?.amount ?? 200;
  const known = cashOf(view, view.viewer) !== null;
  const worth = totalWorth(view, data, view.viewer);
  const percent = Math.ceil(worth / 10);
  return html`
    <div class="move-group panel" id="income-tax" data-group="choose_income_tax">
      <h3>${t("group.choose_income_tax")}</h3>
      ${known && html`<p id="income-tax-worth">${t("play.monopoly.money.tax_worth", { worth: money(worth) })}</p>`}
      <div class="actions">
        <button type="button" id="tax-flat" data-type="choose_income_tax" disabled=${busy} onClick=${() => send({ type: "choose_income_tax", option: "flat" })}>
          ${t("play.monopoly.money.tax_flat", { amount: money(flat) })}
        </button>
        <button type="button" id="tax-percent" data-type="choose_income_tax" disabled=${busy} onClick=${() => send({ type: "choose_income_tax", option: "percent" })}>
          ${known ? t("play.monopoly.money.tax_percent", { amount: money(percent) }) : t("play.monopoly.money.tax_percent_words")}
        </button>
      </div>
    </div>
  `;
}

/** `use_jail_card` for each card held (the legal moves name none: the smaller id). */
export function JailCardPanel({ view, busy, send }) {
  const cards = view.players.find((player) => player.seat === view.viewer)?.jail_cards ?? [];
  return html`
    <div class="move-group panel" id="jail-cards" data-group="use_jail_card">
      <h3>${t("group.use_jail_card")}</h3>
      <div class="actions">
        ${cards.map(
          (card) => html`
            <button type="button" data-type="use_jail_card" disabled=${busy} onClick=${() => send({ type: "use_jail_card", card_id: card })}>
              ${t("play.monopoly.money.use_card", { card: t("play.monopoly.jail_card", { card }) })}
            </button>
          `,
        )}
      </div>
    </div>
  `;
}
