// The Tokyo Capsule Hotel panels the move list shows instead of plain buttons: the pending
// trades spelled out in full (what each party gives whom, the promises, who has accepted,
// everyone's yen afterwards) with Accept / Reject / Withdraw as the legal moves allow, and
// the trade builder while the player may propose one (capsule-trade.js).

import { formatList, t } from "../i18n.js";
import { html } from "../ui.js";
import { TradeBuilder, tradeItemWords, yen, yenAfter } from "./capsule-trade.js";

const ANSWERS = { accept_trade: "tch.trade.accept", reject_trade: "tch.trade.reject", withdraw_trade: "tch.trade.withdraw" };

/** The command types drawn as panels now. */
export function capsuleTypes(state) {
  const view = state.view?.view;
  const types = new Set();
  if (!view) return types;
  const trades = new Set((view.trades ?? []).map((trade) => trade.trade_id));
  // An answer is drawn with its trade, so only those of trades the view shows.
  for (const command of state.legal.commands) if (ANSWERS[command.type] && trades.has(command.trade_id)) types.add(command.type);
  if (state.legal.templates.some((template) => template.type === "propose_trade")) types.add("propose_trade");
  return types;
}

/** One pending trade in full, with the caller's answers (`commands`). */
function TradeOffer({ trade, commands, view, names, busy, send }) {
  // The proposer's side first, then the others' in seat order.
  const parties = [trade.proposer, ...trade.parties.filter((seat) => seat !== trade.proposer)];
  const lines = parties.flatMap((from) =>
    parties
      .filter((to) => to !== from)
      .map((to) => {
        const what = trade.transfers.filter((each) => each.from === from && each.to === to).map((each) => tradeItemWords(each.item));
        return what.length ? t("tch.trade.gives", { from: names([from]), to: names([to]), what: formatList(what) }) : null;
      })
      .filter(Boolean),
  );
  const waiting = trade.parties.filter((seat) => seat !== trade.proposer && !trade.accepted.includes(seat));
  const after = view.players
    .filter((player) => trade.parties.includes(player.player_id))
    .map((player) => t("tch.trade.yen_after", { name: names([player.player_id]), amount: yen(yenAfter(player, trade.transfers)) }));
  const answers = commands.filter((command) => command.trade_id === trade.trade_id);
  return html`
    <li class="trade" data-trade=${trade.trade_id}>
      <p><strong>${t("tch.trade.offer", { id: trade.trade_id, name: names([trade.proposer]) })}</strong></p>
      <ul>
        ${lines.map((text) => html`<li>${text}</li>`)}
        ${trade.promises.map((each) => html`<li>${t("tch.trade.promises", { from: names([each.from]), to: names([each.to]), text: each.text })}</li>`)}
      </ul>
      <p class="muted">
        ${[
          trade.accepted.length > 0 && t("tch.trade.accepted", { names: names(trade.accepted) }),
          waiting.length > 0 && t("tch.trade.waiting", { names: names(waiting) }),
          after.join(" · "),
        ]
          .filter(Boolean)
          .join(" — ")}
      </p>
      <div class="actions">
        ${answers.map(
          (command) => html`
            <button type="button" class=${command.type === "accept_trade" ? "primary" : ""} data-type=${command.type} disabled=${busy} onClick=${() => send(command)}>
              ${t(ANSWERS[command.type])}
            </button>
          `,
        )}
      </div>
    </li>
  `;
}

/** The panels for the caller's legal moves; `send(command)` plays one. */
export function CapsulePanels({ state, names, busy, send }) {
  const types = capsuleTypes(state);
  const view = state.view.view;
  const trades = view.trades ?? [];
  const commands = state.legal.commands.filter((command) => types.has(command.type));
  return html`
    ${trades.length > 0 &&
    html`
      <div class="move-group panel" id="tch-trades" data-group="accept_trade">
        <h3>${t("tch.trade.pending")}</h3>
        <ul class="panel-rows">
          ${trades.map((trade) => html`<${TradeOffer} key=${trade.trade_id} trade=${trade} commands=${commands} view=${view} names=${names} busy=${busy} send=${send} />`)}
        </ul>
      </div>
    `}
    ${types.has("propose_trade") && html`<${TradeBuilder} view=${view} config=${state.game.config} names=${names} busy=${busy} send=${send} />`}
  `;
}
