// The Monopoly panels the move list shows instead of plain buttons: the caller's open debt
// with bankruptcy, a typed auction bid, Income Tax with both amounts, building, selling and
// shortage claims by street, mortgaging and paying off by deed, lifting or keeping received
// mortgages, open trades spelled out with their answers, the trade builder (rescue offers
// included), and the choice of Get Out of Jail Free card (their commands' buttons are left
// out).

import { html } from "../../ui.js";
import { AuctionBid } from "./auction.js";
import { BuildPanel } from "./build.js";
import { TradeBuilder } from "./builder.js";
import { DebtPanel } from "./debt.js";
import { MortgagePanel } from "./mortgage.js";
import { OpenTrades } from "./trades.js";
import { TransferPanel } from "./transfer.js";
import { IncomeTaxPanel, JailCardPanel } from "./turn.js";

const TRADE_ANSWERS = ["accept_trade", "reject_trade", "cancel_trade"];

/** The command types drawn as panels now. */
export function monopolyTypes(state) {
  const view = state.view?.view;
  const offered = new Set(state.legal.commands.map((command) => command.type));
  const types = new Set();
  if (!view || !state.data) return types;
  if (offered.has("bid") && view.phase?.name === "auction") types.add("bid");
  const panelled = ["build", "sell_buildings", "mortgage", "unmortgage", "claim_buildings", "waive_claim", "declare_bankruptcy", "choose_income_tax", "resolve_mortgage_transfer"];
  for (const type of panelled) if (offered.has(type)) types.add(type);
  // Proposals are allowed in any phase (nothing changes hands until accepted), but the legal
  // moves do not list them: the builder is there for every player still in the game.
  const me = view.players.find((player) => player.seat === view.viewer);
  if (me && !me.bankrupt && view.players.some((player) => player !== me && !player.bankrupt)) types.add("propose_trade");
  if ((view.trades ?? []).some((trade) => trade.status === "open")) for (const type of TRADE_ANSWERS) types.add(type);
  if (offered.has("use_jail_card") && (me?.jail_cards.length ?? 0) > 1) types.add("use_jail_card");
  return types;
}

/** The panels for the caller's legal moves; `send(command)` plays one. */
export function MonopolyPanels({ state, names, busy, send }) {
  const types = monopolyTypes(state);
  const view = state.view.view;
  const { data, legal } = state;
  const ofType = (type) => legal.commands.filter((command) => command.type === type);
  const common = { view, data, names, busy, send, version: legal.version };
  const claiming = types.has("claim_buildings") || types.has("waive_claim");
  return html`
    ${view.owed !== null && view.owed !== undefined && html`<${DebtPanel} bankruptcy=${ofType("declare_bankruptcy")[0]} ...${common} />`}
    ${types.has("bid") && html`<${AuctionBid} bid=${ofType("bid")[0]} ...${common} />`}
    ${types.has("choose_income_tax") && html`<${IncomeTaxPanel} ...${common} />`}
    ${types.has("resolve_mortgage_transfer") && html`<${TransferPanel} ...${common} />`}
    ${claiming && html`<${BuildPanel} type="claim_buildings" commands=${ofType("claim_buildings")} waive=${ofType("waive_claim")[0]} ...${common} />`}
    ${types.has("accept_trade") && html`<${OpenTrades} commands=${legal.commands.filter((command) => TRADE_ANSWERS.includes(command.type))} ...${common} />`}
    ${types.has("sell_buildings") && html`<${BuildPanel} type="sell_buildings" commands=${ofType("sell_buildings")} ...${common} />`}
    ${types.has("mortgage") && html`<${MortgagePanel} type="mortgage" commands=${ofType("mortgage")} ...${common} />`}
    ${types.has("build") && html`<${BuildPanel} type="build" commands=${ofType("build")} ...${common} />`}
    ${types.has("unmortgage") && html`<${MortgagePanel} type="unmortgage" commands=${ofType("unmortgage")} ...${common} />`}
    ${types.has("use_jail_card") && html`<${JailCardPanel} ...${common} />`}
    ${types.has("propose_trade") && html`<${TradeBuilder} ...${common} />`}
  `;
}
