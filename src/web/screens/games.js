// The "my games" screen: the games awaiting the player, all their games, and the open games
// they can join, kept current by the player's feed (or read every 15 seconds without it).

import { follow, get, post } from "../api.js";
import { HolderNames, NoBotsTag } from "../bot-accounts.js";
import { PrivateTag } from "../game/invite.js";
import { ago, formatList, t, tn } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { RatedTag } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";
import { useFavicon } from "../turn-signal.js";
import { Feed } from "./feed.js";

/** The names of the players a game awaits (a seat's number, from 1, where it has nobody). */
function awaitedNames(game) {
  return game.awaited.map(
    (seat) => game.players.find((player) => player.seat === seat)?.username ?? t("seat.numbered", { seat: seat + 1 }),
  );
}

function statusText(game, me) {
  if (game.status === "open") return t("status.open", { taken: game.players.length, seats: game.seats });
  if (game.status === "finished") return t("status.finished");
  if (game.status === "abandoned") return t("status.abandoned");
  const names = awaitedNames(game);
  if (names.includes(me)) return t("status.your_turn");
  return names.length ? t("status.waiting", { names: formatList(names) }) : t("status.active");
}

function GameRow({ game, me, action }) {
  const yourTurn = game.status === "active" && awaitedNames(game).includes(me);
  return html`
    <tr class=${yourTurn ? "your-turn" : ""}>
      <td class="game"><a href=${`#/games/${game.id}`}>${kindName(game.kind)}</a> <${PrivateTag} game=${game} /> <${RatedTag} game=${game} /> <${NoBotsTag} game=${game} /></td>
      <td data-label=${t("games.column.players")}><${HolderNames} players=${game.players} /></td>
      <td class="status" data-label=${t("games.column.status")}>${statusText(game, me)}</td>
      <td class="muted" data-label=${t("games.column.updated")}>${ago(game.updated_at)}</td>
      <td class="action">${action ?? html`<a class="button" href=${`#/games/${game.id}`}>${yourTurn ? t("games.play") : t("games.open")}</a>`}</td>
    </tr>
  `;
}

const COLUMNS = ["games.column.game", "games.column.players", "games.column.status", "games.column.updated"];

/** A table of games; `actionFor(game)` replaces the link of the last column. */
function GamesTable({ games, me, actionFor }) {
  if (!games.length) return html`<p class="muted">${t("games.none")}</p>`;
  return html`
    <table class="games game-list">
      <thead>
        <tr>
          ${COLUMNS.map((key) => html`<th>${t(key)}</th>`)}
          <th></th>
        </tr>
      </thead>
      <tbody>
        ${games.map((game) => html`<${GameRow} key=${game.id} game=${game} me=${me} action=${actionFor?.(game)} />`)}
      </tbody>
    </table>
  `;
}

export function GamesScreen({ me }) {
  const [lists, setLists] = useState(null);
  const [problem, setProblem] = useState(null);
  const awaiting = lists?.awaiting.length ?? 0;
  const name = t("games.title");
  useFavicon(awaiting > 0);
  useTitle(awaiting ? tn("title.awaiting", awaiting, { page: pageTitle(name) }) : pageTitle(name));

  useEffect(() => {
    let shown = true;
    const load = async () => {
      try {
        const [awaited, playing, joinable] = await Promise.all([
          get("/v1/games?awaiting=me&limit=50"),
          get("/v1/games?player=me&limit=50"),
          get("/v1/games?status=open&limit=50"),
        ]);
        if (!shown) return;
        const others = joinable.games.filter((game) => !game.players.some((player) => player.username === me));
        setLists({ awaiting: awaited.games, playing: playing.games, joinable: others });
      } catch (failure) {
        if (shown) setProblem(describe(failure));
      }
    };
    load();
    // The feed says when a turn comes, a game starts or ends, or a seat is taken (the lists
    // are read once per burst, e.g. the replay on opening); without it, every 15 seconds.
    let timer = null;
    let pending = null;
    const soon = () => {
      clearTimeout(pending);
      pending = setTimeout(load, 300);
    };
    const stop = follow(
      "/v1/users/me/events",
      Object.fromEntries(["your_turn", "game_started", "game_finished", "seat_taken"].map((event) => [event, soon])),
      () => {
        timer = setInterval(load, 15000);
      },
    );
    return () => {
      shown = false;
      stop();
      clearInterval(timer);
      clearTimeout(pending);
    };
  }, [me]);

  const join = async (id) => {
    try {
      await post(`/v1/games/${id}/seats`);
      location.hash = `#/games/${id}`;
    } catch (failure) {
      setProblem(describe(failure));
    }
  };
  const joinButton = (game) =>
    html`<button class="primary" onClick=${() => join(game.id)} data-game=${game.id}>${t("games.join")}</button>`;

  return html`
    <div class="page-head">
      <h1>${name}</h1>
      <a class="button primary" href="#/new" id="new-game">${t("nav.new")}</a>
    </div>
    <div>${problem && html`<${Notice}>${problem}<//>`}</div>
    <section class="card" id="awaiting">
      ${lists &&
      html`
        <h2>${t("games.awaiting", { count: awaiting })}</h2>
        <${GamesTable} games=${lists.awaiting} me=${me} />
      `}
    </section>
    <section class="card" id="my-games">
      ${lists && html`<h2>${t("games.mine")}</h2><${GamesTable} games=${lists.playing} me=${me} />`}
    </section>
    <section class="card" id="open-games">
      ${lists && html`<h2>${t("games.joinable")}</h2><${GamesTable} games=${lists.joinable} me=${me} actionFor=${joinButton} />`}
    </section>
    <${Feed} changed=${lists} />
  `;
}
