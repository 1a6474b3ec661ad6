// The replay slider over the game's versions: the board as it was after entry N
// (`board.svg?at=N`) and that log entry, keyboard operable (a range input), and back to now.
// At "now" it shows its children (the live board).

import { pictureText } from "../api.js";
import { t } from "../i18n.js";
import { describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";
import { Board } from "./board.js";

export function Replay({ id, version, entries, children }) {
  const [at, setAt] = useState(null);
  const [picture, setPicture] = useState({ svg: null, at: null, failure: null });

  useEffect(() => {
    if (at === null) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const svg = await pictureText(`/v1/games/${id}/board.svg?at=${at}`);
        if (current) setPicture({ svg, at, failure: null });
      } catch (failure) {
        if (current) setPicture((before) => ({ ...before, failure: describe(failure) }));
      }
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [at]);

  if (!version) return children;
  const shown = at ?? version;
  const entry = entries.find((each) => each.seq === shown);
  const move = (value) => setAt(value >= version ? null : Math.max(1, value));
  return html`
    ${at === null
      ? children
      : html`
          <div class="past" id="board-past" data-at=${picture.at}>
            <${Board} svg=${picture.svg} note=${picture.failure ? { failure: picture.failure } : {}} />
          </div>
          <p class="muted" role="status">${picture.at === at ? t("table.replay.showing", { version: at, now: version }) : t("table.replay.loading")}</p>
        `}
    <div class="replay" id="replay">
      <label for="replay-at">${t("table.replay.label")}</label>
      <div class="inline">
        <input id="replay-at" type="range" min="1" max=${version} step="1" value=${shown} aria-valuetext=${t("table.replay.value", { version: shown, now: version })} onInput=${(event) => move(Number(event.currentTarget.value))} />
        <output for="replay-at" id="replay-version">${shown}/${version}</output>
        <button type="button" id="replay-now" disabled=${at === null} onClick=${() => setAt(null)}>${t("table.replay.now")}</button>
      </div>
      ${at !== null && html`<p class="replay-entry" id="replay-entry" role="status">${entry ? `${entry.seq}. ${entry.text ?? entry.command_type}` : ""}</p>`}
    </div>
  `;
}
