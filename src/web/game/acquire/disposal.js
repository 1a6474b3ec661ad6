// Disposing of a defunct Acquire chain's shares in a merger: steppers for the shares sold (at
// the defunct chain's price before the merger) and traded 2 for 1 into the survivor (within
// the survivor's bank), the rest kept; the resulting cash and shares are shown before
// `dispose_shares` is sent. The bounds come from the compact legal move.

import { t, tn } from "../../i18n.js";
import { chainName } from "../../labels.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { Stepper } from "../stepper.js";

/** `move` is the view's `dispose_shares` legal move; `send(command)` plays one. */
export function Disposal({ move, view, version, busy, send }) {
  const [sell, setSell] = useState(0);
  const [trade, setTrade] = useState(0);
  useEffect(() => (setSell(0), setTrade(0)), [version]);

  const me = view.players.find((player) => player.seat === view.you);
  const defunct = chainName(move.defunct);
  const survivor = chainName(move.survivor);
  const keep = move.held - sell - trade;
  const maxTrade = Math.min(move.max_trade, Math.floor((move.held - sell) / 2) * 2);
  const cash = (me?.cash ?? 0) + sell * move.sale_price;
  const survivorShares = (me?.shares?.[move.survivor] ?? 0) + trade / 2;

  return html`
    <div class="move-group panel" id="disposal" data-group="dispose_shares">
      <h3>${t("play.acquire.dispose_title", { chain: defunct })}</h3>
      <p>${t("play.acquire.held", { count: move.held, chain: defunct, survivor })}</p>
      <ul class="panel-rows">
        <li class="panel-row">
          <${Stepper} id="dispose-sell" label=${t("play.acquire.sell")} value=${sell} max=${Math.min(move.max_sell, move.held - trade)} onChange=${setSell} />
          <span class="muted">${t("play.acquire.sell_line", { price: money(move.sale_price), amount: money(sell * move.sale_price) })}</span>
        </li>
        <li class="panel-row">
          <${Stepper} id="dispose-trade" label=${t("play.acquire.trade")} value=${trade} max=${maxTrade} step=${2} onChange=${setTrade} />
          <span class="muted">
            ${move.max_trade > 0
              ? tn("play.acquire.trade_line", trade / 2, { survivor })
              : t("play.acquire.trade_none", { survivor })}
          </span>
        </li>
        <li class="panel-row">
          <span>${t("play.acquire.keep")}</span>
          <strong id="dispose-keep">${keep}</strong>
        </li>
      </ul>
      <p class="panel-summary" id="disposal-summary" role="status">
        ${t("play.acquire.after_disposal", { cash: money(cash), survivor_count: survivorShares, survivor, kept: keep, chain: defunct })}
      </p>
      <div class="actions">
        <button
          class="primary move"
          id="dispose-shares"
          data-type="dispose_shares"
          type="button"
          disabled=${busy}
          onClick=${() => send({ type: "dispose_shares", sell, trade })}
        >
          ${t("play.acquire.dispose")}
        </button>
      </div>
    </div>
  `;
}
