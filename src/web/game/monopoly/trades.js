// Open Monopoly trades made readable before they are answered: what each side hands over
// (deeds by name and colour group, cash, Get Out of Jail Free cards) and both players' cash
// afterwards, with Accept / Reject / Cancel beside it as the legal moves allow.

import { formatList, t } from "../../i18n.js";
import { html } from "../../ui.js";
import { money } from "../money.js";
import { colourName, deedName, squareOf } from "./names.js";

/** What one side hands over, in words. */
function sideWords(side, data) {
  const parts = (side.squares ?? []).map((index) => {
    const group = squareOf(data, index)?.group;
    return group ? t("play.monopoly.deed_in", { deed: deedName(data, index), group: colourName(group) }) : deedName(data, index);
  });
  if (side.cash) parts.push(money(side.cash));
  for (const card of side.jail_cards ?? []) parts.push(t("play.monopoly.jail_card", { card }));
  return parts.length ? formatList(parts) : t("play.monopoly.nothing");
}

/** A seat's cash after the trade, or null when hidden. */
function cashAfter(view, seat, gets, gives) {
  const cash = view.players.find((player) => player.seat === seat)?.cash;
  return cash === null || cash === undefined ? null : cash + (gets.cash ?? 0) - (gives.cash ?? 0);
}

/** One open trade with the answers the caller has: `commands` are the legal `{command, text}`. */
function Trade({ trade, commands, view, data, names, busy, send }) {
  const mine = commands.filter(({ command }) => command.trade_id === trade.trade_id);
  const labelled = (type, key) => mine.filter(({ command }) => command.type === type).map((each) => ({ ...each, key }));
  const answers = [...labelled("accept_trade", "play.monopoly.accept"), ...labelled("reject_trade", "play.monopoly.reject"), ...labelled("cancel_trade", "play.monopoly.cancel")];
  const accepts = answers.filter(({ command }) => command.type === "accept_trade").length;
  const after = [trade.proposer, trade.recipient].map((seat) => {
    const cash = seat === trade.proposer ? cashAfter(view, seat, trade.take, trade.give) : cashAfter(view, seat, trade.give, trade.take);
    return cash === null ? null : t("play.monopoly.cash_after", { name: names([seat]), cash: money(cash) });
  });
  return html`
    <li class="trade" data-trade=${trade.trade_id}>
      <p><strong>${t("play.monopoly.trade_between", { from: names([trade.proposer]), to: names([trade.recipient]) })}</strong></p>
      <ul>
        <li>${t("play.monopoly.gives", { name: names([trade.proposer]), what: sideWords(trade.give, data) })}</li>
        <li>${t("play.monopoly.gives", { name: names([trade.recipient]), what: sideWords(trade.take, data) })}</li>
      </ul>
      <p class="muted">${after.filter(Boolean).join(" · ")}</p>
      <div class="actions">
        ${answers.map(
          ({ command, text, key }) => html`
            <button type="button" class=${command.type === "accept_trade" ? "primary" : ""} data-type=${command.type} disabled=${busy} onClick=${() => send(command)}>
              ${command.type === "accept_trade" && accepts > 1 ? text : t(key)}
            </button>
          `,
        )}
      </div>
    </li>
  `;
}

/** The open trades the caller sees. */
export function OpenTrades({ view, data, commands, names, busy, send }) {
  const open = (view.trades ?? []).filter((trade) => trade.status === "open");
  if (!open.length) return null;
  return html`
    <div class="move-group panel" id="open-trades" data-group="accept_trade">
      <h3>${t("play.monopoly.trades_title")}</h3>
      <ul class="panel-rows">
        ${open.map((trade) => html`<${Trade} key=${trade.trade_id} trade=${trade} commands=${commands} view=${view} data=${data} names=${names} busy=${busy} send=${send} />`)}
      </ul>
    </div>
  `;
}
