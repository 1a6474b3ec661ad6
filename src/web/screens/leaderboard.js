// A kind's leaderboard (`#/leaderboards/<kind>`, the first kind without one): a picker of the
// kinds, the players best first (rank, name linked to their profile, rating, skill ±
// uncertainty, rated games) a page at a time, and how many rated games a player needs to be
// listed.

import { get } from "../api.js";
import { formatNumber, t, tn } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { PlayerLink, formatRating, formatSpread, usePages } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";

const PLAYERS_PER_PAGE = 25;
const COLUMNS = ["leaderboard.column.rank", "leaderboard.column.player", "leaderboard.column.rating", "leaderboard.column.spread", "leaderboard.column.rated_games"];

/** The leaderboard of one kind, with its "more" button. */
function Board({ kind, me }) {
  const pages = usePages(`/v1/leaderboards/${encodeURIComponent(kind)}`, "entries", PLAYERS_PER_PAGE);
  const [rank, player, rating, spread, games] = COLUMNS.map((key) => t(key));
  return html`
    ${pages.first &&
    html`
      <p class="muted leaderboard-note" id="leaderboard-note">${tn("leaderboard.min_games", pages.first.min_games)}</p>
      <p class="muted leaderboard-note">${t("leaderboard.ranked_by")}</p>
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
      : html`<p class="muted" id="leaderboard">${t("leaderboard.none")}</p>`)}
    ${pages.next &&
    html`<div class="actions"><button type="button" id="leaderboard-more" disabled=${pages.busy} onClick=${pages.more}>${t("leaderboard.more")}</button></div>`}
    ${(pages.problem || pages.missing) && html`<${Notice}>${pages.problem ?? t("leaderboard.unknown")}<//>`}
  `;
}

export function LeaderboardScreen({ kind, me }) {
  const [kinds, setKinds] = useState(null);
  const [problem, setProblem] = useState(null);
  const shown = kind ?? kinds?.[0]?.kind ?? null;
  useTitle(pageTitle(shown ? t("leaderboard.title", { kind: kindName(shown) }) : t("leaderboard.nav")));

  useEffect(() => {
    get("/v1/game-kinds")
      .then(setKinds)
      .catch((failure) => setProblem(describe(failure)));
  }, []);

  return html`
    <div class="page-head">
      <h1 id="leaderboard-title">${shown ? t("leaderboard.title", { kind: kindName(shown) }) : t("leaderboard.nav")}</h1>
      ${kinds &&
      html`
        <div class="option inline">
          <label for="leaderboard-kind">${t("leaderboard.kind")}</label>
          <select id="leaderboard-kind" value=${shown} onChange=${(event) => (location.hash = `#/leaderboards/${event.currentTarget.value}`)}>
            ${kinds.map((each) => html`<option value=${each.kind}>${kindName(each.kind)}</option>`)}
          </select>
        </div>
      `}
    </div>
    <section class="card">${shown && html`<${Board} key=${shown} kind=${shown} me=${me} />`}</section>
    ${problem && html`<${Notice}>${problem}<//>`}
  `;
}
