// The Monopoly panels the move list shows instead of plain buttons: a typed auction bid,
// building and selling by colour group, mortgaging and paying off by deed, open trades
// spelled out with their answers, and the trade builder (their commands' buttons are left
// out).

import { html } from "../../ui.js";
import { AuctionBid } from "./auction.js";
import { BuildPanel } from "./build.js";
import { TradeBuilder } from "./builder.js";
import { MortgagePanel } from "./mortgage.js";
import { OpenTrades } from "./trades.js";

const TRADE_ANSWERS = ["accept_trade", "reject_trade", "cancel_trade"];

/** The command types drawn as panels now. */
export function monopolyTypes(state) {
  const view = state.view?.view;
  const offered = new Set(state.legal.commands.map((command) => command.type));
  const types = new Set();
  if (!view || !state.data) return types;
  if (offered.has("bid") && view.phase?.name === "auction") types.add("bid");
  for (const type of ["build", "sell_buildings", "mortgage", "unmortgage"]) if (offered.has(type)) types.add(type);
  // Proposals are allowed in any phase (nothing changes hands until accepted), but the legal
  // moves do not list them: the builder is there for every player still in the game.
  const me = view.players.find((player) => player.seat === view.viewer);
  if (me && !me.bankrupt && view.players.some((player) => player !== me && !player.bankrupt)) types.add("propose_trade");
  if ((view.trades ?? []).some((trade) => trade.status === "open")) for (const type of TRADE_ANSWERS) types.add(type);
  return types;
}

/** The panels for the caller's legal moves; `send(command)` plays one. */
export function MonopolyPanels({ state, names, busy, send }) {
  const types = monopolyTypes(state);
  const view = state.view.view;
  const { data, legal } = state;
  const commands = legal.commands.map((command, index) => ({ command, text: legal.texts?.[index] ?? command.type }));
  const ofType = (type) => legal.commands.filter((command) => command.type === type);
  const common = { view, data, names, busy, send };
  return html`
    ${types.has("bid") && html`<${AuctionBid} bid=${ofType("bid")[0]} version=${legal.version} ...${common} />`}
    ${types.has("accept_trade") && html`<${OpenTrades} commands=${commands.filter(({ command }) => TRADE_ANSWERS.includes(command.type))} ...${common} />`}
    ${types.has("build") && html`<${BuildPanel} type="build" commands=${ofType("build")} ...${common} />`}
    ${types.has("sell_buildings") && html`<${BuildPanel} type="sell_buildings" commands=${ofType("sell_buildings")} ...${common} />`}
    ${types.has("mortgage") && html`<${MortgagePanel} type="mortgage" commands=${ofType("mortgage")} ...${common} />`}
    ${types.has("unmortgage") && html`<${MortgagePanel} type="unmortgage" commands=${ofType("unmortgage")} ...${common} />`}
    ${types.has("propose_trade") && html`<${TradeBuilder} ...${common} />`}
  `;
}
