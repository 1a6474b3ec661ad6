// A player's profile (`#/users/<username>`): whether it is a bot's account, their rating and
// record in each kind, and their finished games, newest first, a page at a time; a page saying
// so where there is no such player or their profile is hidden from the reader.

import { AccountTag } from "../bot-accounts.js";
import { formatDateTime, formatNumber, language, t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice } from "../notice.js";
import { RatedTag, formatChange, formatRating, formatSpread, usePages } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html } from "../ui.js";

const GAMES_PER_PAGE = 10;

/** An average rank to two decimals at most. */
const formatRank = (value) => Number(value).toLocaleString(language(), { maximumFractionDigits: 2 });

function Ratings({ ratings }) {
  if (!ratings.length) return html`<p class="muted">${t("profile.no_ratings")}</p>`;
  return html`
    <table class="games" id="profile-ratings">
      <thead>
        <tr>
          <th>${t("profile.column.kind")}</th>
          <th>${t("profile.column.rating")}</th>
          <th>${t("profile.column.rated_games")}</th>
        </tr>
      </thead>
      <tbody>
        ${ratings.map(
          (each) => html`
            <tr key=${each.kind} data-kind=${each.kind}>
              <td><a href=${`#/leaderboards/${each.kind}`}>${kindName(each.kind)}</a></td>
              <td>
                <strong class="rating">${formatRating(each.rating)}</strong>
                <small class="muted spread">${formatSpread(each)}</small>
              </td>
              <td>${formatNumber(each.rated_games)}</td>
            </tr>
          `,
        )}
      </tbody>
    </table>
  `;
}

function Records({ records }) {
  if (!records.length) return html`<p class="muted">${t("profile.no_records")}</p>`;
  return html`
    <table class="games" id="profile-records">
      <thead>
        <tr>
          ${["profile.column.kind", "profile.column.played", "profile.column.won", "profile.column.average_rank"].map((key) => html`<th>${t(key)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${records.map(
          (each) => html`
            <tr key=${each.kind} data-kind=${each.kind}>
              <td>${kindName(each.kind)}</td>
              <td>${formatNumber(each.played)}</td>
              <td>${formatNumber(each.won)}</td>
              <td>${formatRank(each.average_rank)}</td>
            </tr>
          `,
        )}
      </tbody>
    </table>
  `;
}

const GAME_COLUMNS = ["profile.column.game", "profile.column.finished", "profile.column.rank", "profile.column.score", "profile.column.change"];

/** One finished game: its kind (linked to it), when it ended, the player's rank and score, and the rating change. */
function GameRow({ game }) {
  const [, finished, rank, score, change] = GAME_COLUMNS.map((key) => t(key));
  return html`
    <tr data-game=${game.game_id}>
      <td class="game"><a href=${`#/games/${game.game_id}`}>${kindName(game.kind)}</a> <${RatedTag} game=${game} /></td>
      <td class="muted" data-label=${finished}>${formatDateTime(game.finished_at)}</td>
      <td data-label=${rank}>
        ${t("profile.rank_of", { rank: game.rank, players: game.players })}
        ${game.left && html` <span class="tag">${t("profile.left")}</span>`}
      </td>
      <td data-label=${score}>${formatNumber(game.score)}</td>
      <td class="rating-change" data-label=${change}>${game.rating ? formatChange(game.rating) : t("profile.not_rated")}</td>
    </tr>
  `;
}

function Missing() {
  return html`
    <div class="page-head"><h1 id="profile-missing">${t("profile.missing.title")}</h1></div>
    <section class="card">
      <p>${t("profile.missing.text")}</p>
      <a class="button" href="#/">${t("nav.games")}</a>
    </section>
  `;
}

export function ProfileScreen({ username, me }) {
  const pages = usePages(`/v1/users/${encodeURIComponent(username)}`, "games", GAMES_PER_PAGE);
  useTitle(pageTitle(pages.missing ? t("profile.missing.title") : t("profile.title", { name: username })));
  if (pages.missing) return html`<${Missing} />`;
  const profile = pages.first;
  return html`
    <div class="page-head">
      <h1 id="profile-name">${username} <${AccountTag} account=${profile?.account} id="profile-bot" /></h1>
      ${profile && html`<span class="muted">${t("profile.since", { date: formatDateTime(profile.created_at) })}</span>`}
    </div>
    ${profile?.profile === "hidden" &&
    username === me &&
    html`<${Notice} kind="info"><span id="profile-hidden-note">${t("profile.hidden_note")}</span> <a href="#/settings">${t("profile.change_setting")}</a><//>`}
    ${profile &&
    html`
      <section class="card">
        <h2>${t("profile.ratings")}</h2>
        <${Ratings} ratings=${profile.ratings} />
      </section>
      <section class="card">
        <h2>${t("profile.records")}</h2>
        <${Records} records=${profile.records} />
      </section>
      <section class="card" id="profile-games">
        <h2>${t("profile.games")}</h2>
        ${pages.items.length
          ? html`
              <table class="games game-list">
                <thead>
                  <tr>
                    ${GAME_COLUMNS.map((key) => html`<th>${t(key)}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${pages.items.map((game) => html`<${GameRow} key=${game.game_id} game=${game} />`)}
                </tbody>
              </table>
            `
          : html`<p class="muted">${t("profile.no_games")}</p>`}
        ${pages.next &&
        html`<div class="actions"><button type="button" id="profile-more" disabled=${pages.busy} onClick=${pages.more}>${t("profile.more")}</button></div>`}
      </section>
    `}
    ${pages.problem && html`<${Notice}>${pages.problem}<//>`}
  `;
}
