// The players of a game, seat by seat (numbered from 1), and the lobby of an open game:
// joining, seating the house's bots, starting early, leaving.

import { call, get, post } from "../api.js";
import { BotTag } from "../bot-accounts.js";
import { t, tn } from "../i18n.js";
import { html, useEffect, useState } from "../ui.js";

/**
 * The seats in order: each player with their tags (before the start, in the seat they will
 * hold), a seat kept for a guest invited by name, or an open seat.
 */
export function Players({ game, me }) {
  if (!game) return html`<ul class="players" id="players"></ul>`;
  const holders = new Map(game.players.map((player) => [player.seat, player]));
  const kept = new Set(game.kept_seats ?? []);
  const seats = Math.max(game.seats, ...game.players.map((player) => player.seat + 1));
  return html`
    <ul class="players" id="players">
      ${Array.from({ length: seats }, (_, seat) => {
        const player = holders.get(seat);
        if (!player) {
          return html`
            <li class=${kept.has(seat) ? "empty kept" : "empty"} key=${`free ${seat}`} data-seat=${seat}>
              <span class="seat-no">${seat + 1}</span>
              <span class="name muted">${t(kept.has(seat) ? "players.kept_seat" : "players.open_seat")}</span>
            </li>
          `;
        }
        const awaited = game.awaited.includes(player.seat);
        return html`
          <li key=${player.seat} class=${[player.username === me ? "me" : "", awaited ? "awaited" : ""].join(" ")} data-seat=${player.seat}>
            <span class="seat-no">${player.seat + 1}</span>
            <span class="name">${player.username}</span>
            <${BotTag} holder=${player} />
            ${player.username === me && html`<span class="tag you">${t("players.you")}</span>`}
            ${player.bot && html`<span class="tag">${t("players.bot", { bot: player.bot })}</span>`}
            ${player.left_at && html`<span class="tag">${t("players.left")}</span>`}
            ${awaited && html`<span class="tag to-play">${t("players.to_play")}</span>`}
          </li>
        `;
      })}
    </ul>
  `;
}

/**
 * An open game's actions: joining it, and for its creator seating a bot (in the next free
 * seat: seats are taken in turn; not at a rated table or one for people only) and starting
 * it; leaving it for the others. `act(request)` sends a request and reads the game again.
 */
export function Lobby({ game, me, mySeat, act, showProblem }) {
  const creator = game.players.find((player) => player.seat === 0)?.username === me;
  const takesBots = !game.rated && game.bots !== "refused";
  const [bots, setBots] = useState([]);
  const [chosen, setChosen] = useState(null);
  useEffect(() => {
    if (!creator) return;
    get("/v1/game-kinds")
      .then((kinds) => setBots(kinds.find((kind) => kind.kind === game.kind)?.bots ?? []))
      .catch(showProblem);
  }, [creator, game.kind]);

  const seats = `/v1/games/${game.id}/seats`;
  const bot = chosen ?? bots[0]?.name;
  return html`
    <div class="actions">
      ${mySeat === null && html`<button class="primary" id="join" onClick=${() => act(() => post(seats))}>${t("lobby.join")}</button>`}
      ${creator &&
      takesBots &&
      html`
        <div class="inline">
          <select id="bot-choice" aria-labelledby="add-bot" value=${bot} onChange=${(event) => setChosen(event.currentTarget.value)}>
            ${bots.map((each) => html`<option value=${each.name}>${t("lobby.bot", { bot: each.name })}</option>`)}
          </select>
          <button id="add-bot" onClick=${() => act(() => post(seats, { bot }))}>
            ${t("lobby.add_bot", { seat: game.players.length + 1 })}
          </button>
        </div>
      `}
      ${creator &&
      html`
        <button id="start" onClick=${() => act(() => post(`/v1/games/${game.id}/start`))}>${tn("lobby.start", game.players.length)}</button>
      `}
      ${!creator && mySeat !== null && html`<button onClick=${() => act(() => call("DELETE", `${seats}/me`))}>${t("lobby.leave")}</button>`}
    </div>
  `;
}
