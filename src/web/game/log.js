// The game's log, newest first: each entry's own words (the move and what followed, as the
// server tells it in the reader's language) and who made it when not a player.

import { maybe, t } from "../i18n.js";
import { words } from "../labels.js";
import { html } from "../ui.js";

export function Log({ entries }) {
  return html`
    <ol class="log" id="log" reversed tabindex="0" aria-label=${t("game.log")}>
      ${[...entries].reverse().map(
        (entry) => html`
          <li key=${entry.seq} value=${entry.seq}>
            <span class="what">${entry.text ?? words(entry.command_type)}</span>
            ${entry.by && html`<span class="tag by">${maybe(`log.by.${entry.by}`) ?? words(entry.by)}</span>`}
          </li>
        `,
      )}
    </ol>
  `;
}
