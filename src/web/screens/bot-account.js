// The settings' "bot account" section: whether the account is a person's or a bot's, and for a
// person's, what marking it a bot's means and the marking itself, once the person says they
// understand it is for good. Marking is refused while the account holds a seat in an open or
// running game: those games are listed, linked. After marking, the session takes a new access
// token, which carries the bot's move limit.

import { call, get, refreshSession } from "../api.js";
import { formatList, t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";

const EFFECTS = ["settings.bot.forever", "settings.bot.faster", "settings.bot.refused", "settings.bot.leaderboards"];

/** The games of an `unfinished_games` refusal, each `{id, text}` ("Acquire (ann, robo)"; the id if it cannot be read). */
async function unfinishedGames(ids) {
  return Promise.all(
    ids.map(async (id) => {
      try {
        const game = await get(`/v1/games/${id}`);
        const names = formatList(game.players.map((player) => player.username));
        return { id, text: t("settings.bot.game", { kind: kindName(game.kind), names }) };
      } catch {
        return { id, text: t("settings.bot.game_id", { id }) };
      }
    }),
  );
}

/** Why marking failed: the problem's words, and the games to finish or leave first. */
function Refusal({ problem }) {
  return html`
    <${Notice}>
      <p class="refusal">${problem.text}</p>
      ${problem.games.length > 0 &&
      html`
        <p class="refusal">${t("settings.bot.unfinished_games")}</p>
        <ul class="unfinished-games" id="bot-unfinished">
          ${problem.games.map((game) => html`<li key=${game.id}><a href=${`#/games/${game.id}`} data-game=${game.id}>${game.text}</a></li>`)}
        </ul>
      `}
    <//>
  `;
}

/** The settings' section that says whose account this is and marks a person's a bot's. */
export function BotAccount() {
  const [account, setAccount] = useState(null);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(null);
  const [marked, setMarked] = useState(false);

  useEffect(() => {
    get("/v1/users/me")
      .then(setAccount)
      .catch((failure) => setProblem({ text: describe(failure), games: [] }));
  }, []);

  async function mark() {
    setProblem(null);
    setBusy(true);
    try {
      const changed = await call("PATCH", "/v1/users/me", { account: "bot" });
      // The bot's move limit comes with the next access token.
      await refreshSession();
      setAccount(changed);
      setMarked(true);
    } catch (failure) {
      const ids = failure.code === "unfinished_games" ? (failure.problem?.details?.games ?? []) : [];
      setProblem({ text: describe(failure), games: await unfinishedGames(ids) });
    }
    setBusy(false);
  }

  const bot = account?.account === "bot";
  return html`
    <section class="card" id="bot-account">
      <h2>${t("settings.bot.title")}</h2>
      ${account &&
      html`
        <p id="bot-account-state" class="account-state" role="status">
          ${bot ? t("settings.bot.bot") : t("settings.bot.person")}
          ${marked && html` ${t("settings.bot.marked")}`}
        </p>
        ${!bot &&
        html`
          <p id="bot-account-help">${t("settings.bot.note")}</p>
          <ul class="bot-effects">
            ${EFFECTS.map((key) => html`<li key=${key}>${t(key)}</li>`)}
          </ul>
          <p class="muted">${t("settings.bot.unfinished_note")}</p>
          <div class="option check">
            <input id="bot-understood" type="checkbox" checked=${understood} aria-describedby="bot-account-help" onChange=${(event) => setUnderstood(event.currentTarget.checked)} />
            <label for="bot-understood">${t("settings.bot.understand")}</label>
          </div>
          <div class="actions">
            <button type="button" id="bot-mark" disabled=${!understood || busy} onClick=${mark}>${t("settings.bot.mark")}</button>
          </div>
        `}
      `}
      ${problem && html`<${Refusal} problem=${problem} />`}
    </section>
  `;
}
