// The player's feed on the "my games" screen: what happened in their games (a turn, a start,
// an end, a seat taken), newest first, in the server's words; read again when the screen's
// lists are (the screen follows `/v1/users/me/events`).

import { get } from "../api.js";
import { ago, t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";

const SHOWN = 20;

/** The feed's newest items: every page read (the feed is read after a position only). */
async function newest() {
  let items = [];
  let after = 0;
  for (;;) {
    const page = await get(`/v1/users/me/feed?after=${after}&limit=1000`);
    items = [...items, ...page.items].slice(-SHOWN);
    if (!page.has_more || !page.items.length) return items.reverse();
    after = page.items.at(-1).seq;
  }
}

/** `changed`: anything that differs whenever the feed may have grown. */
export function Feed({ changed }) {
  const [items, setItems] = useState(null);
  const [problem, setProblem] = useState(null);
  useEffect(() => {
    newest()
      .then(setItems)
      .catch((failure) => setProblem(describe(failure)));
  }, [changed]);
  return html`
    <section class="card" id="feed">
      <h2>${t("table.feed.title")}</h2>
      ${items &&
      (items.length
        ? html`
            <ol class="feed">
              ${items.map(
                (item) => html`
                  <li key=${item.seq} data-type=${item.type}>
                    <a href=${`#/games/${item.game_id}`}>${item.text}</a>
                    <small class="muted">${ago(item.time)}</small>
                  </li>
                `,
              )}
            </ol>
          `
        : html`<p class="muted">${t("table.feed.none")}</p>`)}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}
