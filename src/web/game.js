// The game screen: whose turn it is, the players, the board picture, the legal moves as
// buttons with the server's texts, a box to type a move, the log told in words, and live
// updates from the game's event stream (polling with ETags where the stream is not
// available).

import { ApiError, call, follow, get, getIfChanged, pictureUrl, post, session } from "./api.js";
import { fill, h, notice } from "./dom.js";
import { formatList, maybe, t, tn } from "./i18n.js";
import { groupName, groupRank, kindName, tileEffect, words } from "./labels.js";
import { purchasePicker } from "./capsule-map.js";

/** Renders the game `id` into `main`; answers a function that stops its updates. */
export async function gameScreen(main, id) {
  const me = session().username;
  const state = { game: null, view: null, legal: null, etag: null, data: null, entries: [], boardUrl: null, boardVersion: null };
  const title = h("h1", { id: "game-title" }, t("game.title"));
  const turn = h("div.turn", { id: "turn", role: "status" });
  const error = h("div", { id: "errors" });
  const players = h("ul.players", { id: "players" });
  const lobby = h("div", { id: "lobby" });
  const board = h("img.board", { id: "board", alt: t("game.board_alt") });
  const boardNote = h("p.muted");
  const moves = h("div.moves", { id: "moves" });
  const log = h("ol.log", { id: "log", reversed: true });
  const live = h("span.live.muted", { id: "live" });
  const typed = typingBox();
  fill(
    main,
    h("div.page-head", {}, title, turn),
    error,
    h(
      "div.game-layout",
      {},
      h("section.card.board-card", {}, h("h2", {}, t("game.board")), board, boardNote),
      h(
        "div.side",
        {},
        h("section.card", {}, h("h2", {}, t("game.players")), players, lobby),
        h("section.card", {}, h("h2", {}, t("game.moves")), moves, typed.element),
        h("section.card", {}, h("h2", {}, t("game.log"), " ", live), log),
      ),
    ),
  );

  const showError = (failure) => {
    fill(error, notice(failure instanceof ApiError ? failure.summary : String(failure.message ?? failure)));
  };
  const mySeat = () => state.game?.players.find((player) => player.username === me)?.seat ?? null;
  const name = (seat) => state.game.players.find((player) => player.seat === seat)?.username ?? t("seat.numbered", { seat });
  const names = (seats) => formatList(seats.map(name));

  function renderHeader() {
    const { game } = state;
    title.textContent = kindName(game.kind);
    let text;
    let yours = false;
    if (game.status === "open") text = t("turn.open", { taken: game.players.length, seats: game.seats });
    else if (game.status === "finished") text = game.result ? t("turn.won", { names: names(game.result.winners) }) : t("turn.over");
    else if (game.status === "abandoned") text = t("turn.abandoned");
    else if (game.awaited.includes(mySeat())) {
      yours = true;
      const others = game.awaited.filter((seat) => seat !== mySeat());
      text = others.length ? t("turn.yours_with", { names: names(others) }) : t("turn.yours");
    } else text = game.awaited.length ? t("turn.waiting", { names: names(game.awaited) }) : t("turn.waiting_server");
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
          player.username === me ? h("span.tag.you", {}, t("players.you")) : null,
          player.bot ? h("span.tag", {}, t("players.bot", { bot: player.bot })) : null,
          player.left_at ? h("span.tag", {}, t("players.left")) : null,
          game.awaited.includes(player.seat) ? h("span.tag.to-play", {}, t("players.to_play")) : null,
        ),
      ),
      Array.from({ length: game.seats - game.players.length }, () => h("li.empty", {}, h("span.seat-no", {}, "·"), h("span.name.muted", {}, t("players.open_seat")))),
    );
    renderLobby();
  }

  function renderLobby() {
    const { game } = state;
    if (game.status !== "open") return fill(lobby);
    const seated = mySeat() !== null;
    const creator = game.players.find((player) => player.seat === 0)?.username === me;
    const actions = [];
    if (!seated) actions.push(h("button.primary", { id: "join", onclick: () => act(() => post(`/v1/games/${id}/seats`)) }, t("lobby.join")));
    if (creator) {
      const bots = h("select", { id: "bot-choice" });
      get("/v1/game-kinds")
        .then((kinds) => fill(bots, (kinds.find((kind) => kind.kind === game.kind)?.bots ?? []).map((bot) => h("option", { value: bot.name }, t("lobby.bot", { bot: bot.name })))))
        .catch(showError);
      actions.push(
        h("div.inline", {}, bots, h("button", { id: "add-bot", onclick: () => act(() => post(`/v1/games/${id}/seats`, { bot: bots.value })) }, t("lobby.add_bot"))),
        h("button", { id: "start", onclick: () => act(() => post(`/v1/games/${id}/start`)) }, tn("lobby.start", game.players.length)),
      );
    } else if (seated) {
      actions.push(h("button", { onclick: () => act(() => call("DELETE", `/v1/games/${id}/seats/me`)) }, t("lobby.leave")));
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

  const expectedVersion = () => state.legal?.version ?? state.game.version;

  async function submit(command, button) {
    fill(error);
    for (const other of moves.querySelectorAll("button")) other.disabled = true;
    button?.classList.add("sending");
    try {
      await call("POST", `/v1/games/${id}/moves`, { expected_version: expectedVersion(), command }, { "idempotency-key": crypto.randomUUID() });
      await refresh();
    } catch (failure) {
      showError(failure);
      // A refused move leaves the version as it was: the same moves are offered again.
      await refresh();
      renderMoves();
    }
  }

  /**
   * The box to type a move as text (in the reader's language or in English): an unreadable
   * text shows where reading stopped and the nearest legal moves, which fill the box when
   * clicked; the kind's forms are listed below it.
   */
  function typingBox() {
    const input = h("input", { id: "move-text", name: "text", autocomplete: "off", spellcheck: "false", required: true });
    const send = h("button.primary", { id: "send-text", type: "submit" }, t("typing.send"));
    const answer = h("div", { id: "text-answer" });
    const grammar = h("div.grammar", { id: "grammar" });
    const details = h("details", { id: "grammar-details" }, h("summary", {}, t("typing.grammar")), grammar);
    let grammarLoaded = false;
    details.addEventListener("toggle", async () => {
      if (!details.open || grammarLoaded) return;
      grammarLoaded = true;
      try {
        const { forms } = await get(`/v1/game-kinds/${state.game.kind}/commands`);
        fill(
          grammar,
          h("p.muted", {}, t("typing.grammar_note")),
          h(
            "dl",
            {},
            forms.map((form) => [h("dt", {}, h("code", {}, form.pattern)), h("dd", {}, form.help)]),
          ),
        );
      } catch (failure) {
        grammarLoaded = false;
        fill(grammar, notice(failure.summary ?? String(failure)));
      }
    });
    const element = h(
      "form.typing",
      {
        id: "typing",
        onsubmit: async (event) => {
          event.preventDefault();
          const text = input.value.trim();
          if (!text) return;
          fill(error);
          fill(answer);
          send.disabled = true;
          try {
            await call("POST", `/v1/games/${id}/moves`, { expected_version: expectedVersion(), text }, { "idempotency-key": crypto.randomUUID() });
            input.value = "";
          } catch (failure) {
            if (failure instanceof ApiError && failure.code === "unreadable_command") {
              const suggestions = failure.problem.details?.suggestions ?? [];
              fill(
                answer,
                notice(failure.problem.detail ?? failure.summary),
                suggestions.length
                  ? h(
                      "div.suggestions",
                      { id: "text-suggestions" },
                      h("span.muted", {}, t("typing.suggestions")),
                      suggestions.map((suggestion) =>
                        h("button.suggestion", { type: "button", onclick: () => ((input.value = suggestion), input.focus()) }, suggestion),
                      ),
                    )
                  : null,
              );
            } else fill(answer, notice(failure instanceof ApiError ? failure.summary : String(failure.message ?? failure)));
          }
          send.disabled = false;
          await refresh();
        },
      },
      h("label", { for: "move-text" }, t("typing.label")),
      h("div.inline", {}, input, send),
      answer,
      details,
    );
    return { element, show: (shown) => (element.hidden = !shown) };
  }

  /** A finished game's ranking. */
  function standings(result) {
    if (!result) return null;
    return [
      h("p", {}, t("result.won", { names: names(result.winners) })),
      h(
        "table.games.result",
        {},
        h("thead", {}, h("tr", {}, ["result.rank", "result.player", "result.score"].map((key) => h("th", {}, t(key))))),
        h(
          "tbody",
          {},
          [...result.standings]
            .sort((a, b) => a.rank - b.rank)
            .map((standing) => h("tr", {}, h("td", {}, standing.rank), h("td", {}, standing.left ? t("result.left", { name: standing.player }) : standing.player), h("td", {}, standing.score))),
        ),
      ),
    ];
  }

  /** A legal move's button text: the server's text, and what an Acquire tile would do. */
  function moveText(command, index) {
    const text = state.legal.texts?.[index] ?? command.type;
    const effect = state.game.kind === "acquire" && command.type === "place_tile" ? tileEffect(command.tile, state.view?.view) : null;
    return { text, effect };
  }

  function renderMoves() {
    const { game, legal } = state;
    typed.show(game.status === "active" && mySeat() !== null);
    if (game.status === "open") return fill(moves, h("p.muted", {}, t("moves.not_started")));
    if (game.status !== "active") return fill(moves, h("p", {}, t("moves.over")), standings(game.result));
    if (!legal || (!legal.commands.length && !legal.templates.length)) {
      return fill(moves, h("p.muted.waiting", {}, mySeat() === null ? t("moves.watching") : t("moves.nothing", { names: names(game.awaited) })));
    }
    const groups = new Map();
    for (const [index, command] of legal.commands.entries()) {
      if (!groups.has(command.type)) groups.set(command.type, []);
      groups.get(command.type).push({ command, ...moveText(command, index) });
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
          { dataset: { group: commands[0].command.type } },
          h("h3", {}, heading, sampled ? h("small.muted", {}, " ", t("moves.sampled")) : null),
          h(
            "div.move-buttons",
            {},
            commands.map(({ command, text, effect }) => {
              const button = h(
                "button.move",
                {
                  dataset: { type: command.type, text },
                  onclick: () => {
                    if (command.type === "resign" && !window.confirm(t("moves.confirm_resign"))) return;
                    submit(command, button);
                  },
                },
                h("span.command-text", {}, text),
                effect ? h("span.effect", {}, " — ", effect) : null,
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
            submit,
            showError,
          })
        : null,
    );
  }

  /** The log: each entry's own words (the move and what followed), and who made it. */
  function renderLog() {
    fill(
      log,
      [...state.entries].reverse().map((entry) =>
        h(
          "li",
          { value: entry.seq },
          h("span.what", {}, entry.text ?? words(entry.command_type)),
          entry.by ? h("span.tag.by", {}, maybe(`log.by.${entry.by}`) ?? words(entry.by)) : null,
        ),
      ),
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
      fill(boardNote, t("game.version", { version: state.game.version }));
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
    live.textContent = t("game.polling");
    poll ??= setInterval(refresh, 3000);
  };
  live.textContent = t("game.live");
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
