// The game screen: whose turn it is, the players and the lobby, the board picture, the legal
// moves and the box to type one, and the log, kept current as the game goes on.

import { call } from "../api.js";
import { formatList, t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice } from "../notice.js";
import { pageTitle, useTitle } from "../title.js";
import { html } from "../ui.js";
import { Log } from "./log.js";
import { Moves } from "./moves.js";
import { Lobby, Players } from "./players.js";
import { TypingBox } from "./typing.js";
import { useGame } from "./use-game.js";

/** What the game is waiting for, and whether it is the caller's turn. */
function turnOf(game, mySeat, names) {
  if (game.status === "open") return { text: t("turn.open", { taken: game.players.length, seats: game.seats }) };
  if (game.status === "finished") return { text: game.result ? t("turn.won", { names: names(game.result.winners) }) : t("turn.over") };
  if (game.status === "abandoned") return { text: t("turn.abandoned") };
  if (game.awaited.includes(mySeat)) {
    const others = game.awaited.filter((seat) => seat !== mySeat);
    return { yours: true, text: others.length ? t("turn.yours_with", { names: names(others) }) : t("turn.yours") };
  }
  return { text: game.awaited.length ? t("turn.waiting", { names: names(game.awaited) }) : t("turn.waiting_server") };
}

function BoardPicture({ url, note }) {
  return html`
    <img class="board" id="board" alt=${t("game.board_alt")} src=${url ?? undefined} />
    <p class="muted">${note.failure ?? (note.version !== undefined ? t("game.version", { version: note.version }) : "")}</p>
  `;
}

export function GameScreen({ id, me }) {
  const { state, refresh, problem, showProblem, connection } = useGame(id);
  const { game } = state;
  const mySeat = game?.players.find((player) => player.username === me)?.seat ?? null;
  /** A seat's player, or the seat's number (from 1) while it has nobody. */
  const name = (seat) => game.players.find((player) => player.seat === seat)?.username ?? t("seat.numbered", { seat: seat + 1 });
  const names = (seats) => formatList(seats.map(name));
  const turn = game ? turnOf(game, mySeat, names) : null;
  const title = game ? pageTitle(kindName(game.kind)) : pageTitle(t("game.title"));
  useTitle(turn?.yours ? t("title.your_turn", { page: title }) : title);

  /** Sends a request (a seat, the start), shows its failure, and reads the game again. */
  async function act(request) {
    showProblem(null);
    try {
      await request();
    } catch (failure) {
      showProblem(failure);
    }
    await refresh();
  }

  /**
   * Plays a move (`{command}` or `{text}`) and reads the game again; `sent()` once the server
   * took it. Answers the failure, or null.
   */
  async function play(move, sent = () => {}) {
    showProblem(null);
    const expected = state.legal?.version ?? state.game.version;
    let failure = null;
    try {
      await call("POST", `/v1/games/${id}/moves`, { expected_version: expected, ...move }, { "idempotency-key": crypto.randomUUID() });
      sent();
    } catch (caught) {
      failure = caught;
    }
    await refresh();
    return failure;
  }

  const live = connection && html`<span class="live muted" id="live">${t(connection === "live" ? "game.live" : "game.polling")}</span>`;
  return html`
    <div class="page-head">
      <h1 id="game-title">${game ? kindName(game.kind) : t("game.title")}</h1>
      <div class="turn ${turn?.yours ? "yours" : ""} ${game?.status ?? ""}" id="turn" role="status">${turn?.text}</div>
    </div>
    <div id="errors">${problem && html`<${Notice}>${problem}<//>`}</div>
    <div class="game-layout">
      <section class="card board-card">
        <h2>${t("game.board")}</h2>
        <${BoardPicture} url=${state.board} note=${state.boardNote} />
      </section>
      <div class="side">
        <section class="card">
          <h2>${t("game.players")}</h2>
          <${Players} game=${game} me=${me} />
          <div id="lobby">${game?.status === "open" && html`<${Lobby} game=${game} me=${me} mySeat=${mySeat} act=${act} showProblem=${showProblem} />`}</div>
        </section>
        <section class="card">
          <h2>${t("game.moves")}</h2>
          <${Moves} id=${id} state=${state} mySeat=${mySeat} names=${names} play=${play} showProblem=${showProblem} />
          <${TypingBox} kind=${game?.kind} shown=${game?.status === "active" && mySeat !== null} play=${play} />
        </section>
        <section class="card">
          <h2>${t("game.log")} ${live}</h2>
          <${Log} entries=${state.entries} />
        </section>
      </div>
    </div>
  `;
}
