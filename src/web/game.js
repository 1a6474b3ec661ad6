// The game screen: whose turn it is, the players, the board picture, the legal moves as
// labelled buttons, the log, and live updates from the game's event stream (polling with
// ETags where the stream is not available).

import { ApiError, call, follow, get, getIfChanged, pictureUrl, post, session } from "./api.js";
import { fill, h, notice } from "./dom.js";
import { groupName, groupRank, kindName, label, logLine, words } from "./labels.js";
import { purchasePicker } from "./capsule-map.js";

/** Renders the game `id` into `main`; answers a function that stops its updates. */
export async function gameScreen(main, id) {
  const me = session().username;
  const state = { game: null, view: null, legal: null, etag: null, data: null, entries: [], boardUrl: null, boardVersion: null };
  const title = h("h1", { id: "game-title" }, "Game");
  const turn = h("div.turn", { id: "turn", role: "status" });
  const error = h("div", { id: "errors" });
  const players = h("ul.players", { id: "players" });
  const lobby = h("div", { id: "lobby" });
  const board = h("img.board", { id: "board", alt: "Board picture" });
  const boardNote = h("p.muted");
  const moves = h("div.moves", { id: "moves" });
  const log = h("ol.log", { id: "log", reversed: true });
  const live = h("span.live.muted", { id: "live" });
  fill(
    main,
    h("div.page-head", {}, title, turn),
    error,
    h(
      "div.game-layout",
      {},
      h("section.card.board-card", {}, h("h2", {}, "Board"), board, boardNote),
      h(
        "div.side",
        {},
        h("section.card", {}, h("h2", {}, "Players"), players, lobby),
        h("section.card", {}, h("h2", {}, "Your moves"), moves),
        h("section.card", {}, h("h2", {}, "Log ", live), log),
      ),
    ),
  );

  const showError = (failure) => {
    fill(error, notice(failure instanceof ApiError ? failure.summary : String(failure.message ?? failure)));
  };
  const context = () => ({ data: state.data, view: state.view?.view, players: state.game?.players });
  const mySeat = () => state.game?.players.find((player) => player.username === me)?.seat ?? null;
  const name = (seat) => state.game.players.find((player) => player.seat === seat)?.username ?? `seat ${seat}`;

  function renderHeader() {
    const { game } = state;
    title.textContent = `${kindName(game.kind)}`;
    let text;
    let yours = false;
    if (game.status === "open") text = `Waiting for players: ${game.players.length} of ${game.seats} seats taken`;
    else if (game.status === "finished") text = game.result ? `Game over — won by ${game.result.winners.map(name).join(" and ")}` : "Game over";
    else if (game.status === "abandoned") text = "Game abandoned";
    else if (game.awaited.includes(mySeat())) {
      yours = true;
      const others = game.awaited.filter((seat) => seat !== mySeat()).map(name);
      text = others.length ? `Your turn (with ${others.join(", ")})` : "Your turn";
    } else text = `Waiting for ${game.awaited.map(name).join(", ") || "the server"}`;
    turn.textContent = text;
    turn.className = `turn ${yours ? "yours" : ""} ${game.status}`;
  }

  function renderPlayers() {
    const { game } = state;
    fill(
      players,
      game.players.map((player) =>
        h(
          "li",
          {
            class: [player.username === me ? "me" : "", game.awaited.includes(player.seat) ? "awaited" : ""].join(" "),
            dataset: { seat: player.seat },
          },
          h("span.seat-no", {}, `${player.seat + 1}`),
          h("span.name", {}, player.username),
          player.username === me ? h("span.tag.you", {}, "you") : null,
          player.bot ? h("span.tag", {}, `bot: ${player.bot}`) : null,
          player.left_at ? h("span.tag", {}, "left") : null,
          game.awaited.includes(player.seat) ? h("span.tag.to-play", {}, "to play") : null,
        ),
      ),
      Array.from({ length: game.seats - game.players.length }, () => h("li.empty", {}, h("span.seat-no", {}, "·"), h("span.name.muted", {}, "open seat"))),
    );
    renderLobby();
  }

  function renderLobby() {
    const { game } = state;
    if (game.status !== "open") return fill(lobby);
    const seated = mySeat() !== null;
    const creator = game.players.find((player) => player.seat === 0)?.username === me;
    const actions = [];
    if (!seated) actions.push(h("button.primary", { id: "join", onclick: () => act(() => post(`/v1/games/${id}/seats`)) }, "Join this game"));
    if (creator) {
      const bots = h("select", { id: "bot-choice" });
      get("/v1/game-kinds")
        .then((kinds) => fill(bots, (kinds.find((kind) => kind.kind === game.kind)?.bots ?? []).map((bot) => h("option", { value: bot.name }, `Bot: ${bot.name}`))))
        .catch(showError);
      actions.push(
        h("div.inline", {}, bots, h("button", { id: "add-bot", onclick: () => act(() => post(`/v1/games/${id}/seats`, { bot: bots.value })) }, "Seat a bot")),
        h("button", { id: "start", onclick: () => act(() => post(`/v1/games/${id}/start`)) }, `Start now with ${game.players.length} players`),
      );
    } else if (seated) {
      actions.push(h("button", { onclick: () => act(() => call("DELETE", `/v1/games/${id}/seats/me`)) }, "Leave this game"));
    }
    fill(lobby, h("div.actions", {}, actions));
  }

  async function act(request) {
    fill(error);
    try {
      await request();
    } catch (failure) {
      showError(failure);
    }
    await refresh();
  }

  async function submit(command, button) {
    fill(error);
    for (const other of moves.querySelectorAll("button")) other.disabled = true;
    button?.classList.add("sending");
    try {
      await call("POST", `/v1/games/${id}/moves`, { expected_version: state.legal.version, command }, { "idempotency-key": crypto.randomUUID() });
      await refresh();
    } catch (failure) {
      showError(failure);
      // A refused move leaves the version as it was: the same moves are offered again.
      await refresh();
      renderMoves();
    }
  }

  /** A finished game's ranking. */
  function standings(result) {
    if (!result) return null;
    return [
      h("p", {}, `Won by ${result.winners.map(name).join(" and ")} (${words(result.reason ?? "").toLowerCase()}).`),
      h(
        "table.games.result",
        {},
        h("thead", {}, h("tr", {}, ["Rank", "Player", "Score"].map((title) => h("th", {}, title)))),
        h(
          "tbody",
          {},
          [...result.standings]
            .sort((a, b) => a.rank - b.rank)
            .map((standing) => h("tr", {}, h("td", {}, standing.rank), h("td", {}, standing.player, standing.left ? " (left)" : ""), h("td", {}, standing.score))),
        ),
      ),
    ];
  }

  function renderMoves() {
    const { game, legal } = state;
    if (game.status === "open") return fill(moves, h("p.muted", {}, "The game has not started yet."));
    if (game.status !== "active") return fill(moves, h("p", {}, "The game is over."), standings(game.result));
    if (!legal || (!legal.commands.length && !legal.templates.length)) {
      return fill(moves, h("p.muted.waiting", {}, mySeat() === null ? "You are watching this game." : `Nothing to do now — waiting for ${game.awaited.map(name).join(", ")}.`));
    }
    const groups = new Map();
    for (const command of legal.commands) {
      if (!groups.has(command.type)) groups.set(command.type, []);
      groups.get(command.type).push(command);
    }
    const byHeading = new Map();
    for (const [type, commands] of groups) {
      const heading = groupName(type);
      if (!byHeading.has(heading)) byHeading.set(heading, { rank: groupRank(type), commands: [], sampled: false });
      const entry = byHeading.get(heading);
      entry.commands.push(...commands);
      entry.sampled ||= legal.sampled.includes(type);
    }
    const sections = [...byHeading].sort((a, b) => a[1].rank - b[1].rank);
    fill(
      moves,
      sections.map(([heading, { commands, sampled }]) =>
        h(
          "div.move-group",
          { dataset: { group: commands[0].type } },
          h("h3", {}, heading, sampled ? h("small.muted", {}, " (a few of the possible values)") : null),
          h(
            "div.move-buttons",
            {},
            commands.map((command) => {
              const button = h(
                "button.move",
                {
                  dataset: { type: command.type },
                  onclick: () => {
                    if (command.type === "resign" && !window.confirm("Leave this game for good?")) return;
                    submit(command, button);
                  },
                },
                label(game.kind, command, context()),
              );
              return button;
            }),
          ),
        ),
      ),
      legal.templates.length
        ? purchasePicker({
            gameId: id,
            templates: legal.templates,
            view: state.view.view,
            seat: mySeat(),
            data: state.data,
            memory: state,
            describe: (command) => label(game.kind, command, context()),
            submit,
            showError,
          })
        : null,
    );
  }

  function renderLog() {
    fill(
      log,
      [...state.entries].reverse().map((entry) => {
        const line = logLine(state.game.kind, entry, context());
        return h(
          "li",
          { value: entry.seq },
          h("span.who", {}, line.who),
          " ",
          h("span.what", {}, line.what),
          line.events ? h("div.events.muted", {}, line.events) : null,
        );
      }),
    );
  }

  async function loadBoard() {
    if (state.boardVersion === state.game.version) return;
    try {
      const url = await pictureUrl(`/v1/games/${id}/board.svg`);
      if (state.boardUrl) URL.revokeObjectURL(state.boardUrl);
      state.boardUrl = url;
      state.boardVersion = state.game.version;
      board.src = url;
      fill(boardNote, `Version ${state.game.version}`);
    } catch (failure) {
      fill(boardNote, failure.summary ?? String(failure));
    }
  }

  async function loadLog() {
    for (;;) {
      const after = state.entries.at(-1)?.seq ?? 0;
      const page = await get(`/v1/games/${id}/log?after=${after}&limit=200`);
      state.entries.push(...page.entries);
      if (!page.has_more || !page.entries.length) break;
    }
  }

  let running = null;
  let again = false;
  /** Reads the game again (one read at a time; a request made meanwhile runs once after). */
  async function refresh() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          state.game = await get(`/v1/games/${id}`);
          if (state.game.status !== "open") {
            state.data ??= (await get(`/v1/games/${id}/data`)).data;
            const answer = await getIfChanged(`/v1/games/${id}/view?include=legal_moves`, state.etag);
            if (!answer.notModified) {
              state.etag = answer.etag;
              state.view = answer.body;
              state.legal = answer.body.legal_moves ?? null;
              // The view may be newer than the game read just before (a bot moved between):
              // whose turn it is comes from the view, so that it matches the moves offered.
              const { status, version, awaited, result } = answer.body;
              Object.assign(state.game, { status, version, awaited, result });
              renderMoves();
            }
            await Promise.all([loadBoard(), loadLog()]);
            renderLog();
            // Entries that landed after the view: read once more.
            if ((state.entries.at(-1)?.seq ?? 0) > state.game.version) again = true;
          } else {
            renderMoves();
          }
          renderHeader();
          renderPlayers();
          document.body.dataset.version = state.game.version;
        } catch (failure) {
          showError(failure);
        }
      } while (again);
    })();
    await running;
    running = null;
  }

  await refresh();

  // Live updates: the game's event stream, or polling (cheap with ETags) when it fails.
  let poll = null;
  const startPolling = () => {
    live.textContent = "(checking every 3 s)";
    poll ??= setInterval(refresh, 3000);
  };
  live.textContent = "(live)";
  // The stream ends with the game's `status` event; it is not reopened then.
  const over = () => {
    stop();
    refresh();
  };
  const stop = follow(`/v1/games/${id}/events`, { entry: refresh, status: over }, startPolling, state.entries.at(-1)?.seq ?? 0);
  // Seats are taken without a log entry: an open game is read again until it starts.
  const lobbyPoll = setInterval(() => state.game?.status === "open" && refresh(), 3000);
  return () => {
    stop();
    clearInterval(poll);
    clearInterval(lobbyPoll);
    if (state.boardUrl) URL.revokeObjectURL(state.boardUrl);
  };
}
