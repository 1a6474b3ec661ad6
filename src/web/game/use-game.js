// A game as the game screen follows it: the game, the caller's view and legal moves, the
// log, the board picture, read again on each event of the game's stream (or every 3 seconds
// where the stream is not available; an open game is read every 3 seconds until it starts,
// as taking a seat writes no log entry).

import { follow, get, getIfChanged, pictureText } from "../api.js";
import { describe } from "../notice.js";
import { useEffect, useReducer, useState } from "../ui.js";

/**
 * The game `id` as read so far (`state`), `refresh()` to read it again (one read at a time; a
 * request made meanwhile runs once after), `start()` to read it and follow it, `stop()` to
 * stop. It calls `changed()` after each read, `failed(failure)` when one fails, and
 * `connection("live" or "polling")` once it follows the game.
 */
function gameReader(id, { changed, failed, connection }) {
  const state = { game: null, view: null, legal: null, data: null, entries: [], board: null, boardNote: {}, missing: false };
  let etag = null;
  let boardVersion = null;
  let closed = false;
  let running = null;
  let again = false;

  async function loadBoard() {
    if (boardVersion === state.game.version) return;
    try {
      const svg = await pictureText(`/v1/games/${id}/board.svg`);
      if (closed) return;
      state.board = svg;
      boardVersion = state.game.version;
      state.boardNote = { version: state.game.version };
    } catch (failure) {
      state.boardNote = { failure: describe(failure) };
    }
  }

  async function loadLog() {
    for (;;) {
      const after = state.entries.at(-1)?.seq ?? 0;
      const page = await get(`/v1/games/${id}/log?after=${after}&limit=200`);
      state.entries = [...state.entries, ...page.entries];
      if (!page.has_more || !page.entries.length) break;
    }
  }

  async function readOnce() {
    const game = await get(`/v1/games/${id}`);
    if (game.status !== "open") {
      state.data ??= (await get(`/v1/games/${id}/data`)).data;
      const answer = await getIfChanged(`/v1/games/${id}/view?include=legal_moves`, etag);
      if (!answer.notModified) {
        etag = answer.etag;
        state.view = answer.body;
        state.legal = answer.body.legal_moves ?? null;
      }
      // The view may be newer than the game read just before (a bot moved between): whose
      // turn it is comes from the view, so that it matches the moves offered.
      const { status, version, awaited, result } = state.view;
      Object.assign(game, { status, version, awaited, result });
    }
    state.game = game;
    if (game.status !== "open") {
      await Promise.all([loadBoard(), loadLog()]);
      // Entries that landed after the view: read once more.
      if ((state.entries.at(-1)?.seq ?? 0) > game.version) again = true;
    }
  }

  async function refresh() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await readOnce();
          if (closed) return;
          document.body.dataset.version = state.game.version;
          changed();
        } catch (failure) {
          // No such game, or a private one of others: nothing to follow.
          if (failure.status === 404 && !state.game) state.missing = true;
          if (!closed) failed(failure);
        }
      } while (again && !closed);
    })();
    await running;
    running = null;
  }

  let stopStream = () => {};
  /** Who hears the stream's table talk (`message` events). */
  const talkListeners = new Set();
  let poll = null;
  let lobbyPoll = null;
  /** Reads the game, then follows it: its event stream, or polling when that fails. */
  async function start() {
    await refresh();
    if (closed || state.missing) return;
    connection("live");
    // The stream ends with the game's `status` event; it is not reopened then.
    const over = () => {
      stopStream();
      refresh();
    };
    const startPolling = () => {
      connection("polling");
      poll ??= setInterval(refresh, 3000);
    };
    const message = (said) => talkListeners.forEach((listener) => listener(said));
    stopStream = follow(`/v1/games/${id}/events`, { entry: refresh, status: over, message }, startPolling, state.entries.at(-1)?.seq ?? 0);
    lobbyPoll = setInterval(() => state.game?.status === "open" && refresh(), 3000);
  }

  function stop() {
    closed = true;
    stopStream();
    clearInterval(poll);
    clearInterval(lobbyPoll);
  }

  /** Calls `listener(message)` on each message of the stream; answers a function that stops it. */
  function onMessage(listener) {
    talkListeners.add(listener);
    return () => talkListeners.delete(listener);
  }

  return { state, refresh, start, stop, onMessage };
}

/**
 * The game `id` for a component: `{state, refresh, problem, showProblem, connection}`, where
 * `state` holds the game, the caller's `view` and `legal` moves, the printed `data`, the log's
 * `entries`, the `board` picture's SVG text and `boardNote` (`{version}` of the picture shown, or
 * `{failure}`), each null or empty until read, and `missing` when the caller may see no such game; `problem` the last failure's words (`showProblem(failure)` shows one, null clears it) and
 * `connection` "live" or "polling" once the game is followed; `onMessage(listener)` hears the
 * stream's table talk.
 */
export function useGame(id) {
  const [, changed] = useReducer((count) => count + 1, 0);
  const [problem, setProblem] = useState(null);
  const [connection, setConnection] = useState(null);
  const [reader] = useState(() =>
    gameReader(id, { changed, failed: (failure) => setProblem(describe(failure)), connection: setConnection }),
  );
  useEffect(() => {
    reader.start();
    return reader.stop;
  }, [reader]);
  const showProblem = (failure) => setProblem(failure === null ? null : describe(failure));
  return { state: reader.state, refresh: reader.refresh, problem, showProblem, connection, onMessage: reader.onMessage };
}
