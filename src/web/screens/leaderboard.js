// A kind's leaderboard (`#/leaderboards/<kind>`, the first kind without one): a picker of the
// kinds, a switch between people's and bots' boards (`?accounts=bot`), the players best first
// (rank, name linked to their profile, rating, skill ± uncertainty, rated games) a page at a
// time, and how many rated games a player needs to be listed.

import { get } from "../api.js";
import { formatNumber, t, tn } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { PlayerLink, formatRating, formatSpread, usePages } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";

const PLAYERS_PER_PAGE = 25;
const COLUMNS = ["leaderboard.column.rank", "leaderboard.column.player", "leaderboard.column.rating", "leaderboard.column.spread", "leaderboard.column.rated_games"];

/** The address of a kind's leaderboard (the first kind's without one) of people's or bots' accounts. */
const boardHref = (kind, accounts) => `#/leaderboards${kind ? `/${kind}` : ""}${accounts === "bot" ? "?accounts=bot" : ""}`;

/** The switch between the people's board and the bots' (links, the shown one marked current). */
function AccountsSwitch({ kind, accounts }) {
  const link = (value, id, key) =>
    html`<a href=${boardHref(kind, value)} id=${id} class="switch-choice" aria-current=${accounts === value ? "page" : undefined}>${t(key)}</a>`;
  return html`
    <nav class="switch" id="leaderboard-accounts" aria-label=${t("leaderboard.accounts")}>
      ${link("person", "leaderboard-people", "leaderboard.people")} ${link("bot", "leaderboard-bots", "leaderboard.bots")}
    </nav>
  `;
}

/** The leaderboard of one kind, of people's or bots' accounts (`accounts`), with its "more" button. */
function Board({ kind, accounts, me }) {
  const query = accounts === "bot" ? "?accounts=bot" : "";
  const pages = usePages(`/v1/leaderboards/${encodeURIComponent(kind)}${query}`, "entries", PLAYERS_PER_PAGE);
  const [rank, player, rating, spread, games] = COLUMNS.map((key) => t(key));
  return html`
    ${pages.first &&
    html`
      <p class="muted leaderboard-note" id="leaderboard-note">${tn("leaderboard.min_games", pages.first.min_games)}</p>
      <p class="muted leaderboard-note">${t("leaderboard.ranked_by")}</p>
      ${accounts === "bot" && html`<p class="muted leaderboard-note" id="leaderboard-bots-note">${t("leaderboard.bots_note")}</p>`}
    `}
    ${pages.first &&
    (pages.items.length
      ? html`
          <table class="games game-list leaderboard" id="leaderboard">
            <thead>
              <tr>
                ${COLUMNS.map((key) => html`<th>${t(key)}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${pages.items.map(
                (entry) => html`
                  <tr key=${entry.username} class=${entry.username === me ? "me" : ""} data-player=${entry.username}>
                    <td class="rank" data-label=${rank}>${formatNumber(entry.rank)}</td>
                    <td class="game" data-label=${player}><${PlayerLink} name=${entry.username} /></td>
                    <td data-label=${rating}><strong class="rating">${formatRating(entry.rating)}</strong></td>
                    <td class="muted" data-label=${spread}>${formatSpread(entry)}</td>
                    <td data-label=${games}>${formatNumber(entry.rated_games)}</td>
                  </tr>
                `,
              )}
            </tbody>
          </table>
        `
      : html`<p class="muted" id="leaderboard">${t(accounts === "bot" ? "leaderboard.none_bots" : "leaderboard.none")}</p>`)}
    ${pages.next &&
    html`<div class="actions"><button type="button" id="leaderboard-more" disabled=${pages.busy} onClick=${pages.more}>${t("leaderboard.more")}</button></div>`}
    ${(pages.problem || pages.missing) && html`<${Notice}>${pages.problem ?? t("leaderboard.unknown")}<//>`}
  `;
}

/** The board of `kind` (the first kind without one) of people's accounts or bots' (`accounts`). */
export function LeaderboardScreen({ kind, accounts = "person", me }) {
  const [kinds, setKinds] = useState(null);
  const [problem, setProblem] = useState(null);
  const shown = kind ?? kinds?.[0]?.kind ?? null;
  const titleKey = accounts === "bot" ? "leaderboard.title_bots" : "leaderboard.title";
  const heading = shown ? t(titleKey, { kind: kindName(shown) }) : t("leaderboard.nav");
  useTitle(pageTitle(heading));

  useEffect(() => {
    get("/v1/game-kinds")
      .then(setKinds)
      .catch((failure) => setProblem(describe(failure)));
  }, []);

  return html`
    <div class="page-head">
      <h1 id="leaderboard-title">${heading}</h1>
      ${kinds &&
      html`
        <div class="option inline">
          <label for="leaderboard-kind">${t("leaderboard.kind")}</label>
          <select id="leaderboard-kind" value=${shown} onChange=${(event) => (location.hash = boardHref(event.currentTarget.value, accounts))}>
            ${kinds.map((each) => html`<option value=${each.kind}>${kindName(each.kind)}</option>`)}
          </select>
        </div>
      `}
    </div>
    <${AccountsSwitch} kind=${shown} accounts=${accounts} />
    <section class="card">${shown && html`<${Board} key=${`${shown} ${accounts}`} kind=${shown} accounts=${accounts} me=${me} />`}</section>
    ${problem && html`<${Notice}>${problem}<//>`}
  `;
}
