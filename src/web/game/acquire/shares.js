// The Acquire share purchase: a stepper per chain with shares in the bank, each chain's price
// per share (from its size on the price chart, as the server states it), the running total
// and the cash left; "Buy" sends `buy_shares` with one chain id per share, "Buy nothing" an
// empty list. The bounds come from the compact legal move (`max_shares`, each bank, `cash`).

import { t, tn } from "../../i18n.js";
import { chainName, words } from "../../labels.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { Stepper } from "../stepper.js";

/** The cost of `counts` (`{chain: shares}`) at the legal move's prices; 0 with `free_3`. */
function costOf(move, counts, power) {
  if (power === "free_3") return 0;
  return move.chains.reduce((sum, { chain, price }) => sum + (counts[chain] ?? 0) * price, 0);
}

/** `move` is the view's `buy_shares` legal move; `send(command)` plays one. */
export function SharePurchase({ move, view, version, busy, send }) {
  const [counts, setCounts] = useState({});
  const [power, setPower] = useState("");
  useEffect(() => setCounts({}), [version]);

  const limit = power === "buy_5" ? 5 : move.max_shares;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const cost = costOf(move, counts, power);
  const size = (chain) => view.chains.find((each) => each.chain === chain)?.size ?? 0;
  /** The most shares of `chain` the purchase may hold, the others as they are. */
  const most = ({ chain, bank, price }) => {
    const mine = counts[chain] ?? 0;
    const affordable = power === "free_3" || price === 0 ? Infinity : Math.floor((move.cash - cost) / price);
    return Math.min(bank, mine + limit - total, mine + affordable);
  };
  const choosePower = (value) => {
    setPower(value);
    setCounts({});
  };
  const buy = () => {
    const chains = move.chains.flatMap(({ chain }) => Array(counts[chain] ?? 0).fill(chain));
    send(power ? { type: "buy_shares", chains, power } : { type: "buy_shares", chains });
  };

  return html`
    <div class="move-group panel" id="share-purchase" data-group="buy_shares">
      <h3>${t("group.buy_shares")}</h3>
      <p class="muted">${tn("play.acquire.limit", limit, { cash: money(move.cash) })}</p>
      ${move.powers.length > 0 &&
      html`
        <div class="option inline">
          <label for="purchase-power">${t("play.acquire.power")}</label>
          <select id="purchase-power" value=${power} onChange=${(event) => choosePower(event.currentTarget.value)}>
            <option value="">${t("play.acquire.no_power")}</option>
            ${move.powers.map((each) => html`<option value=${each}>${words(each)}</option>`)}
          </select>
        </div>
      `}
      <ul class="panel-rows">
        ${move.chains.map(
          (chain) => html`
            <li class="panel-row" data-chain=${chain.chain}>
              <${Stepper}
                id=${`buy-${chain.chain}`}
                label=${chainName(chain.chain)}
                value=${counts[chain.chain] ?? 0}
                max=${most(chain)}
                onChange=${(value) => setCounts({ ...counts, [chain.chain]: value })}
              />
              <span class="muted">
                ${t("play.acquire.chain_line", { price: money(chain.price), size: size(chain.chain), bank: chain.bank })}
              </span>
            </li>
          `,
        )}
      </ul>
      <p class="panel-summary" id="purchase-summary" role="status">
        ${tn("play.acquire.total", total, { cost: money(cost), left: money(move.cash - cost) })}
      </p>
      <div class="actions">
        <button class="primary" id="buy-shares" type="button" disabled=${busy || total === 0} onClick=${buy}>${t("play.acquire.buy")}</button>
        <button class="move" id="buy-nothing" data-type="buy_shares" type="button" disabled=${busy} onClick=${() => send({ type: "buy_shares", chains: [] })}>
          ${t("play.acquire.buy_nothing")}
        </button>
      </div>
    </div>
  `;
}
