// The Acquire panels the move list shows instead of plain buttons: the share purchase and the
// disposal of a defunct chain's shares (their commands' buttons are left out), and beside the
// tile buttons what a merging tile would do.

import { html } from "../../ui.js";
import { Disposal } from "./disposal.js";
import { MergerPreview } from "./merger.js";
import { SharePurchase } from "./shares.js";

const PANELS = { buy_shares: SharePurchase, dispose_shares: Disposal };

/** The command types drawn as panels now: those the view's compact legal moves describe. */
export function acquireTypes(state) {
  const compact = state.view?.view?.legal_commands ?? [];
  return new Set(compact.map((move) => move.type).filter((type) => type in PANELS));
}

/** The panels for the caller's legal moves; `send(command)` plays one. */
export function AcquirePanels({ state, names, busy, send }) {
  const view = state.view.view;
  const tiles = state.legal.commands.filter((command) => command.type === "place_tile").map((command) => command.tile);
  return html`
    ${view.legal_commands
      .filter((move) => move.type in PANELS)
      .map((move) => {
        const Panel = PANELS[move.type];
        return html`<${Panel} key=${move.type} move=${move} view=${view} version=${state.legal.version} busy=${busy} send=${send} />`;
      })}
    <${MergerPreview} tiles=${tiles} view=${view} names=${names} />
  `;
}
