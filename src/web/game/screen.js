// The game screen: whose turn it is, the players and the lobby (with the creator's invitations),
// the board picture, the legal moves and the box to type one, and the log, kept current as the
// game goes on; a page saying so where the caller may see no such game.

import { call } from "../api.js";
import { NoBotsTag } from "../bot-accounts.js";
import { formatList, t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice } from "../notice.js";
import { RatedTag } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html } from "../ui.js";
import { Board } from "./board.js";
import { InvitePanel, PrivateTag } from "./invite.js";
import { Log } from "./log.js";
import { Moves } from "./moves.js";
import { Lobby, Players } from "./players.js";
import { ReplyAddress } from "./reply-address.js";
import { Replay } from "./replay.js";
import { SeatClocks } from "./seat-clocks.js";
import { StandingOrders, takesOrders } from "./standing-orders.js";
import { TableTalk } from "./table-talk.js";
import { TurnSignal } from "../turn-signal.js";
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

/** Where the caller may see no such game: none has this id, or it is a private table of others. */
function Missing() {
  return html`
    <div class="page-head"><h1 id="not-found">${t("invite.missing.title")}</h1></div>
    <section class="card">
      <p>${t("invite.missing.text")}</p>
      <a class="button" href="#/">${t("nav.games")}</a>
    </section>
  `;
}

export function GameScreen({ id, me }) {
  const { state, refresh, problem, showProblem, connection, onMessage } = useGame(id);
  const { game } = state;
  const mySeat = game?.players.find((player) => player.username === me)?.seat ?? null;
  /** A seat's player, or the seat's number (from 1) while it has nobody. */
  const name = (seat) => game.players.find((player) => player.seat === seat)?.username ?? t("seat.numbered", { seat: seat + 1 });
  const names = (seats) => formatList(seats.map(name));
  const turn = game ? turnOf(game, mySeat, names) : null;
  const title = pageTitle(state.missing ? t("invite.missing.title") : game ? kindName(game.kind) : t("game.title"));
  useTitle(turn?.yours ? t("title.your_turn", { page: title }) : title);
  if (state.missing) return html`<${Missing} />`;
  const creator = Boolean(game) && game.players.find((player) => player.username === me)?.user_id === game.creator_id;

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
      <h1 id="game-title">${game ? kindName(game.kind) : t("game.title")} <${PrivateTag} game=${game} /> <${RatedTag} game=${game} /> <${NoBotsTag} game=${game} /></h1>
      <div class="turn ${turn?.yours ? "yours" : ""} ${game?.status ?? ""}" id="turn" role="status">${turn?.text}</div>
      <${TurnSignal} yours=${turn?.yours} text=${turn?.text} />
    </div>
    <div id="errors">${problem && html`<${Notice}>${problem}<//>`}</div>
    <div class="game-layout">
      <section class="card board-card">
        <h2>${t("game.board")}</h2>
        <${Replay} id=${id} version=${game?.status === "open" ? 0 : game?.version} entries=${state.entries}>
          <${Board} svg=${state.board} note=${state.boardNote} />
        <//>
      </section>
      <div class="side">
        <section class="card players-card">
          <h2>${t("game.players")}</h2>
          <${Players} game=${game} me=${me} />
          <${SeatClocks} game=${game} name=${name} />
          <div id="lobby">${game?.status === "open" && html`<${Lobby} game=${game} me=${me} mySeat=${mySeat} act=${act} showProblem=${showProblem} />`}</div>
          ${game?.status === "open" && creator && html`<${InvitePanel} game=${game} onChange=${refresh} />`}
        </section>
        <section class="card moves-card">
          <h2>${t("game.moves")}</h2>
          <${Moves} id=${id} state=${state} mySeat=${mySeat} names=${names} play=${play} showProblem=${showProblem} />
          <${TypingBox} kind=${game?.kind} shown=${game?.status === "active" && mySeat !== null} play=${play} />
        </section>
        ${takesOrders(game?.kind) &&
        game.status === "active" &&
        mySeat !== null &&
        html`
          <section class="card">
            <h2>${t("table.orders.title")}</h2>
            <${StandingOrders} id=${id} game=${game} data=${state.data} mySeat=${mySeat} />
          </section>
        `}
        ${game &&
        html`
          <section class="card">
            <h2>${t("table.talk.title")}</h2>
            <${TableTalk} id=${id} game=${game} mySeat=${mySeat} name=${name} onMessage=${onMessage} connection=${connection} />
          </section>
        `}
        <${ReplyAddress} id=${id} playing=${mySeat !== null && game?.status === "active"} />
        <section class="card log-card">
          <h2>${t("game.log")} ${live}</h2>
          <${Log} entries=${state.entries} />
        </section>
      </div>
    </div>
  `;
}
