// Open Monopoly trades made readable before they are answered: what each side hands over
// (deeds by name and colour group, cash, Get Out of Jail Free cards), for each mortgaged deed
// received whether its mortgage is lifted or kept and what that costs (the recipient chooses
// before accepting), both players' cash afterwards, and for a rescue offer whether it covers
// the debtor's debt; Accept / Reject / Cancel beside it as the legal moves allow.

import { formatDateTime, formatList, t } from "../../i18n.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { afterWords, cashOf, debtOf, deedOf, feesOf } from "./costs.js";
import { colourName, deedName, squareOf } from "./names.js";
import { choicesFor, MortgageChoices } from "./transfer.js";

/** What one side hands over, in words. */
export function sideWords(side, data) {
  const parts = (side.squares ?? []).map((index) => {
    const group = squareOf(data, index)?.group;
    return group ? t("play.monopoly.deed_in", { deed: deedName(data, index), group: colourName(group) }) : deedName(data, index);
  });
  if (side.cash) parts.push(money(side.cash));
  for (const card of side.jail_cards ?? []) parts.push(t("play.monopoly.jail_card", { card }));
  return parts.length ? formatList(parts) : t("play.monopoly.nothing");
}

/** The mortgaged deeds among `squares` as the view has them now. */
const mortgagedIn = (view, squares) => (squares ?? []).filter((index) => deedOf(view, index)?.mortgaged);

/** One open trade with the answers the caller has: `commands` are the legal answers. */
function Trade({ trade, commands, view, data, names, version, busy, send }) {
  const [choices, setChoices] = useState({});
  useEffect(() => setChoices({}), [version]);
  const mine = commands.filter((command) => command.trade_id === trade.trade_id);
  const has = (type) => mine.some((command) => command.type === type);
  const toRecipient = mortgagedIn(view, trade.give.squares);
  const toProposer = mortgagedIn(view, trade.take.squares);
  const proposerChoices = Object.fromEntries(Object.entries(trade.proposer_mortgage_choices ?? {}).map(([square, choice]) => [Number(square), choice]));
  const cashAfter = (seat) => {
    const cash = cashOf(view, seat);
    if (cash === null) return null;
    if (seat === trade.proposer) return cash + (trade.take.cash ?? 0) - (trade.give.cash ?? 0) - feesOf(view, data, toProposer, proposerChoices);
    return cash + (trade.give.cash ?? 0) - (trade.take.cash ?? 0) - feesOf(view, data, toRecipient, choices);
  };
  const debt = debtOf(view);
  const rescued = trade.rescue && debt?.debtor === trade.recipient;
  const after = [trade.proposer, trade.recipient].map((seat) => {
    const cash = cashAfter(seat);
    if (cash === null) return null;
    if (seat === view.viewer && view.owed !== null && view.owed !== undefined) return afterWords(view, cash);
    return t("play.monopoly.cash_after", { name: names([seat]), cash: money(cash) });
  });
  const accept = () =>
    send({ type: "accept_trade", trade_id: trade.trade_id, recipient_mortgage_choices: choicesFor(trade.give.squares.filter((index) => deedOf(view, index)?.mortgaged), choices) });
  const chosenBy = (index) => t(proposerChoices[index] === "lift" ? "play.monopoly.money.chosen_lift" : "play.monopoly.money.chosen_keep", { deed: deedName(data, index) });
  return html`
    <li class="trade" data-trade=${trade.trade_id}>
      <p>
        <strong>${t("play.monopoly.trade_between", { from: names([trade.proposer]), to: names([trade.recipient]) })}</strong>
        ${trade.rescue && html` <span class="tag rescue">${t("play.monopoly.money.rescue_offer")}</span>`}
      </p>
      <ul>
        <li>${t("play.monopoly.gives", { name: names([trade.proposer]), what: sideWords(trade.give, data) })}</li>
        <li>${t("play.monopoly.gives", { name: names([trade.recipient]), what: sideWords(trade.take, data) })}</li>
        ${toProposer.map((index) => html`<li>${names([trade.proposer])}: ${chosenBy(index)}</li>`)}
      </ul>
      ${has("accept_trade") &&
      html`<${MortgageChoices} squares=${toRecipient} choices=${choices} choose=${(index, choice) => setChoices({ ...choices, [index]: choice })} view=${view} data=${data} prefix=${`accept-${trade.trade_id}`} />`}
      <p class="muted trade-after">${after.filter(Boolean).join(" · ")}</p>
      ${rescued &&
      trade.recipient !== view.viewer &&
      cashAfter(trade.recipient) !== null &&
      html`<p class="trade-cover">
        ${t(cashAfter(trade.recipient) >= debt.total ? "play.monopoly.money.rescue_covers" : "play.monopoly.money.rescue_short", {
          name: names([trade.recipient]),
          owed: money(debt.total),
          short: money(debt.total - cashAfter(trade.recipient)),
        })}
      </p>`}
      ${trade.expires_at && html`<p class="muted">${t("play.monopoly.money.lapses", { at: formatDateTime(trade.expires_at) })}</p>`}
      <div class="actions">
        ${has("accept_trade") && html`<button type="button" class="primary" data-type="accept_trade" disabled=${busy} onClick=${accept}>${t("play.monopoly.accept")}</button>`}
        ${mine
          .filter((command) => command.type !== "accept_trade")
          .map(
            (command) => html`
              <button type="button" data-type=${command.type} disabled=${busy} onClick=${() => send(command)}>
                ${t(command.type === "reject_trade" ? "play.monopoly.reject" : "play.monopoly.cancel")}
              </button>
            `,
          )}
      </div>
    </li>
  `;
}

/** The open trades the caller sees; `commands` are the legal accept, reject and cancel commands. */
export function OpenTrades({ view, data, commands, names, version, busy, send }) {
  const open = (view.trades ?? []).filter((trade) => trade.status === "open");
  if (!open.length) return null;
  return html`
    <div class="move-group panel" id="open-trades" data-group="accept_trade">
      <h3>${t("play.monopoly.trades_title")}</h3>
      <ul class="panel-rows">
        ${open.map(
          (trade) =>
            html`<${Trade} key=${trade.trade_id} trade=${trade} commands=${commands} view=${view} data=${data} names=${names} version=${version} busy=${busy} send=${send} />`,
        )}
      </ul>
    </div>
  `;
}
