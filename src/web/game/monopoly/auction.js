// A Monopoly auction bid typed as an amount: checked against the rules' bounds before it is
// sent (at least the lowest acceptable bid, a multiple of the auction step, at most the
// bidder's cash); passing stays a button of the move list.

import { t } from "../../i18n.js";
import { html, useEffect, useState } from "../../ui.js";
import { money } from "../money.js";
import { deedName } from "./names.js";

/** The problem with `amount` as a bid, or null. */
function problemOf(amount, { min, step, cash }) {
  if (!Number.isInteger(amount)) return t("play.monopoly.bid_whole");
  if (amount < min) return t("play.monopoly.bid_low", { min: money(min) });
  if (amount % step) return t("play.monopoly.bid_step", { step: money(step) });
  if (cash !== null && amount > cash) return t("play.monopoly.bid_cash", { cash: money(cash) });
  return null;
}

/** `bid` is one of the legal (sampled) bid commands: it names the auction. */
export function AuctionBid({ bid, view, data, names, version, busy, send }) {
  const auction = view.phase.data;
  const bounds = {
    min: view.phase.min_next_bid ?? auction.min_opening,
    step: view.options?.auction_step ?? 1,
    cash: view.players.find((player) => player.seat === view.viewer)?.cash ?? null,
  };
  const [text, setText] = useState(String(bounds.min));
  useEffect(() => setText(String(bounds.min)), [version]);
  const amount = Number(text);
  const problem = text.trim() === "" ? t("play.monopoly.bid_whole") : problemOf(amount, bounds);
  const item = auction.item?.kind === "property" ? deedName(data, auction.item.square) : t("play.monopoly.building");
  const submit = (event) => {
    event.preventDefault();
    if (!problem) send({ type: "bid", auction_id: bid.auction_id, amount });
  };
  return html`
    <form class="move-group panel" id="auction-bid" data-group="bid" onSubmit=${submit}>
      <h3>${t("play.monopoly.auction_title", { item })}</h3>
      <p>
        ${auction.high
          ? t("play.monopoly.high_bid", { amount: money(auction.high.amount), name: names([auction.high.player]) })
          : t("play.monopoly.no_bid", { min: money(bounds.min) })}
      </p>
      <div class="option inline">
        <label for="bid-amount">${t("play.monopoly.bid_amount")}</label>
        <input
          id="bid-amount"
          type="number"
          inputmode="numeric"
          min=${bounds.min}
          max=${bounds.cash ?? undefined}
          step=${bounds.step}
          value=${text}
          aria-invalid=${problem ? "true" : "false"}
          aria-describedby="bid-problem"
          onInput=${(event) => setText(event.currentTarget.value)}
        />
        <button class="primary" id="place-bid" type="submit" disabled=${busy || problem !== null}>${t("play.monopoly.bid")}</button>
      </div>
      <p class="muted" id="bid-problem" role="status">${problem ?? t("play.monopoly.bid_bounds", { min: money(bounds.min), cash: money(bounds.cash ?? 0) })}</p>
    </form>
  `;
}
