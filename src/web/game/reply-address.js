// The caller's reply address in a game, for playing by email: shown with a way to replace
// it; nothing at all where the server has no mail domain (501 `replies_not_configured`).

import { call, get } from "../api.js";
import { t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";

export function ReplyAddress({ id, playing }) {
  // undefined until read, null where the server takes no replies.
  const [address, setAddress] = useState(undefined);
  const [problem, setProblem] = useState(null);
  const path = `/v1/games/${id}/reply-address`;
  const read = () =>
    get(path)
      .then((answer) => setAddress(answer.address))
      .catch((failure) => (failure.status === 501 ? setAddress(null) : setProblem(describe(failure))));
  useEffect(() => {
    if (playing) read();
  }, [playing]);
  if (!playing || (address === undefined && !problem)) return null;
  // Read, and nothing to show: marked for scripts that wait for the answer.
  if (address === null) return html`<div id="reply-address" data-configured="false" hidden></div>`;

  async function renew() {
    setProblem(null);
    try {
      await call("DELETE", path);
      await read();
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  return html`
    <section class="card reply-address" id="reply-address">
      <h2>${t("table.reply.title")}</h2>
      ${address &&
      html`
        <p>${t("table.reply.note")}</p>
        <p><code class="address">${address}</code></p>
        <button type="button" id="reply-renew" onClick=${renew}>${t("table.reply.renew")}</button>
      `}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}
