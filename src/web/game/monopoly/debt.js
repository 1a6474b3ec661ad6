// A Monopoly debt as its debtor sees it: what is owed and to whom, the cash on hand, the
// shortfall and what selling every building and mortgaging every deed would raise; in a rescue
// window, that other players may offer cash for deeds. Declaring bankruptcy (when the rules
// allow it) says first who gets what and asks for confirmation.

import { formatList, t } from "../../i18n.js";
import { html } from "../../ui.js";
import { money } from "../money.js";
import { cashOf, debtOf, liquidationValue } from "./costs.js";
import { deedName, squareOf } from "./names.js";

/** A creditor (`bank`, `jackpot` or `{player}`) by name. */
function creditorName(creditor, names) {
  if (creditor?.player !== undefined) return names([creditor.player]);
  return t(creditor === "jackpot" ? "play.monopoly.money.the_jackpot" : "play.monopoly.money.the_bank");
}

/** What declaring bankruptcy does, as far as the view tells. */
function bankruptcyOutcome(view, data, names) {
  const debt = debtOf(view);
  const seat = view.viewer;
  const owned = view.squares.filter((square) => square.owner === seat);
  const buildings = owned.reduce((sum, square) => sum + ((squareOf(data, square.index)?.house_cost ?? 0) / 2) * square.level, 0);
  const cash = (cashOf(view, seat) ?? 0) + buildings;
  const deeds = owned.length ? formatList(owned.map((square) => deedName(data, square.index))) : t("play.monopoly.money.no_deeds_held");
  const players = debt.creditors.filter(({ creditor }) => creditor?.player !== undefined);
  if (debt.creditors.length === 1 && players.length === 1) {
    return t("play.monopoly.money.bankrupt_to_player", { name: names([players[0].creditor.player]), cash: money(cash), deeds });
  }
  if (players.length > 0) {
    return t("play.monopoly.money.bankrupt_to_several", { names: formatList(players.map(({ creditor }) => names([creditor.player]))), cash: money(cash), deeds });
  }
  return t("play.monopoly.money.bankrupt_to_bank", { cash: money(cash), deeds });
}

/** The caller's open debt; `bankruptcy` is the legal `declare_bankruptcy` command, if any. */
export function DebtPanel({ view, data, names, bankruptcy, busy, send }) {
  const debt = debtOf(view);
  if (!debt || view.owed === null || view.owed === undefined) return null;
  const cash = cashOf(view, view.viewer) ?? 0;
  const raise = liquidationValue(view, data, view.viewer);
  const outcome = bankruptcyOutcome(view, data, names);
  const declare = () => {
    if (window.confirm(`${t("play.monopoly.money.bankrupt_confirm")}\n\n${outcome}`)) send(bankruptcy);
  };
  return html`
    <div class="move-group panel debt" id="debt-panel" data-group="debt">
      <h3>${t(view.phase.name === "rescue" ? "play.monopoly.money.rescue_title" : "play.monopoly.money.debt_title")}</h3>
      <ul class="debt-facts">
        ${debt.creditors.map(({ creditor, amount }) => html`<li>${t("play.monopoly.money.owed_to", { amount: money(amount), name: creditorName(creditor, names) })}</li>`)}
        <li id="debt-cash">${t("play.monopoly.money.cash_on_hand", { cash: money(cash) })}</li>
        <li id="debt-short"><strong>${t("play.monopoly.money.shortfall", { short: money(Math.max(0, view.owed - cash)) })}</strong></li>
        <li id="debt-raise">${t("play.monopoly.money.liquidation", { amount: money(raise) })}</li>
      </ul>
      <p class="muted">${t(view.phase.name === "rescue" ? "play.monopoly.money.rescue_intro" : raise >= view.owed ? "play.monopoly.money.debt_raise" : "play.monopoly.money.debt_cannot")}</p>
      ${bankruptcy &&
      html`
        <p id="bankruptcy-outcome">${outcome}</p>
        <div class="actions">
          <button type="button" id="declare-bankruptcy" data-type="declare_bankruptcy" disabled=${busy} onClick=${declare}>${t("play.monopoly.money.declare_bankruptcy")}</button>
        </div>
      `}
    </div>
  `;
}
