// The public API as the client uses it: JSON requests with the signed-in player's bearer
// token and the chosen language (`Accept-Language`, so that log texts, legal-move texts,
// problems and board pictures come in it), problem documents turned into errors that carry
// their title and detail.

import { language, t } from "./i18n.js";

const TOKEN_KEY = "hotel-games.session";

/** An answer that was not a success, with the server's problem document when it sent one. */
export class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || t("error.request", { status }));
    this.status = status;
    this.problem = problem ?? null;
    this.code = problem?.code ?? null;
  }

  /**
   * The problem's title and detail, for showing to a person; only one of them when it says
   * all the other does ("Username taken" and "the username is taken": "The username is
   * taken").
   */
  get summary() {
    const { title, detail } = this.problem ?? {};
    if (!title || !detail) return title || detail || this.message;
    if (restates(detail, title)) return detail.charAt(0).toUpperCase() + detail.slice(1);
    if (restates(title, detail)) return title;
    return `${title}: ${detail}`;
  }
}

/** The words of a text, without case or punctuation. */
const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[\p{P}\p{S}\s]+/u)
    .filter(Boolean);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Whether `text` says all that `other` says: each of `other`'s words is among its words, or
 * (in languages written without spaces, where words cannot be told apart) `other` is part of
 * it or nearly all of `other`'s characters are in it.
 */
function restates(text, other) {
  const words = wordsOf(text);
  const others = wordsOf(other);
  if (others.every((word) => words.includes(word))) return true;
  const [joined, otherJoined] = [words.join(""), others.join("")];
  if (joined.includes(otherJoined)) return true;
  if (!CJK.test(otherJoined)) return false;
  const characters = [...otherJoined];
  return characters.filter((character) => joined.includes(character)).length >= 0.75 * characters.length;
}

/**
 * The signed-in session kept in this browser, or null: `{username, token, expiresAt,
 * refreshToken}` (the access token, when it expires in ms since the epoch, and the session's
 * refresh token, which gets the next access token).
 */
export function session() {
  try {
    return JSON.parse(localStorage.getItem(TOKEN_KEY));
  } catch {
    return null;
  }
}

function saveSession(value) {
  if (value) localStorage.setItem(TOKEN_KEY, JSON.stringify(value));
  else localStorage.removeItem(TOKEN_KEY);
}

/** The session of a token answer (`POST /v1/tokens`, `POST /v1/tokens/refresh`). */
function sessionOf(username, answer) {
  return {
    username,
    token: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    refreshToken: answer.refresh_token,
  };
}

function headers(extra = {}) {
  const current = session();
  return {
    accept: "application/json, application/problem+json",
    "accept-language": language(),
    ...(current ? { authorization: `Bearer ${current.token}` } : {}),
    ...extra,
  };
}

function signedOut() {
  saveSession(null);
  window.dispatchEvent(new Event("hotel-games:signed-out"));
}

/**
 * Gets a new access token with the session's refresh token, unless another tab already did
 * since `stale` (the access token that failed or is about to expire) was read: one refresh at
 * a time across the browser's tabs (a refresh token works once). Answers whether the session
 * goes on.
 */
async function renew(stale) {
  const exchange = async () => {
    const current = session();
    if (!current?.refreshToken) return false;
    if (current.token !== stale) return true;
    const response = await fetch("/v1/tokens/refresh", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, application/problem+json" },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
    if (!response.ok) return false;
    saveSession(sessionOf(current.username, await response.json()));
    return true;
  };
  return navigator.locks ? navigator.locks.request("hotel-games.refresh", exchange) : exchange();
}

/**
 * Gets a new access token now, though the one in hand still works: after a change that a
 * token carries (an account marked as a bot's moves under a bot's limit from its next token).
 * Answers whether the session goes on.
 */
export async function refreshSession() {
  const current = session();
  return Boolean(current?.refreshToken) && renew(current.token);
}

/** How long before its expiry an access token is renewed. */
const RENEW_BEFORE_MS = 60_000;

/**
 * Fetches with the session's access token, renewed first when it is about to expire, and once
 * more when the server refuses it (401); a session that cannot be renewed is signed out.
 */
async function authorized(path, init = {}, extraHeaders = {}) {
  const before = session();
  if (before?.refreshToken && before.expiresAt - Date.now() < RENEW_BEFORE_MS) await renew(before.token);
  const used = session();
  let response = await fetch(path, { ...init, headers: headers(extraHeaders) });
  if (response.status === 401 && used?.refreshToken && (await renew(used.token))) {
    response = await fetch(path, { ...init, headers: headers(extraHeaders) });
  }
  if (response.status === 401 && session()) signedOut();
  return response;
}

async function failure(response) {
  let problem = null;
  try {
    problem = await response.json();
  } catch {
    problem = null;
  }
  return new ApiError(response.status, problem);
}

/** Sends a request and reads its JSON answer (undefined for an empty one). */
export async function call(method, path, body, extraHeaders) {
  const response = await authorized(
    path,
    { method, body: body === undefined ? undefined : JSON.stringify(body) },
    body === undefined ? extraHeaders : { "content-type": "application/json", ...extraHeaders },
  );
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export const get = (path) => call("GET", path);
export const post = (path, body) => call("POST", path, body);

/**
 * Reads a resource unless it is still at `etag` (then `{notModified: true}`), for polling:
 * `{etag, body}` otherwise.
 */
export async function getIfChanged(path, etag) {
  const response = await authorized(path, {}, etag ? { "if-none-match": etag } : {});
  if (response.status === 304) return { notModified: true, etag };
  if (!response.ok) throw await failure(response);
  return { etag: response.headers.get("etag"), body: await response.json() };
}

/** Reads a picture's SVG text (e.g. the board), to be put into the page itself. */
export async function pictureText(path) {
  const response = await authorized(path, {}, { accept: "image/svg+xml" });
  if (!response.ok) throw await failure(response);
  return response.text();
}

/** Registers an account and signs in. */
export async function register(username, password) {
  await post("/v1/users", { username, password });
  return signIn(username, password);
}

/** Signs in (a session that lasts while it is used) and keeps the session in this browser. */
export async function signIn(username, password) {
  const answer = await post("/v1/tokens", { username, password });
  saveSession(sessionOf(username, answer));
  return session();
}

/** Signs out: the server ends this browser's session, and the browser forgets it. */
export async function signOut() {
  try {
    await call("DELETE", "/v1/users/me/sessions/current");
  } catch {
    // Already ended, or the server is unreachable: forgotten here all the same.
  }
  saveSession(null);
}

/**
 * Follows an event stream (`/v1/games/{id}/events`, `/v1/users/me/events`) with a stream
 * ticket, as `EventSource` cannot send the bearer token. It takes a fresh ticket whenever it
 * must reconnect, resuming after the last event seen (or `after`); after repeated failures it
 * gives up and calls `onGiveUp` (the caller polls instead). Answers a function that closes it.
 */
export function follow(path, handlers, onGiveUp, after = null) {
  let source = null;
  let closed = false;
  let failures = 0;
  let lastId = after === null ? null : String(after);
  const open = async () => {
    if (closed) return;
    let ticket;
    try {
      ticket = (await post("/v1/stream-tickets")).ticket;
    } catch {
      failures += 1;
      if (failures >= 3) return closed || onGiveUp();
      setTimeout(open, 1000 * failures);
      return;
    }
    if (closed) return;
    const separator = path.includes("?") ? "&" : "?";
    const resume = lastId && /^\d+$/.test(lastId) ? `&after=${lastId}` : "";
    // An event stream cannot send headers: the language goes in the query.
    const lang = `&lang=${encodeURIComponent(language())}`;
    source = new EventSource(`${path}${separator}ticket=${encodeURIComponent(ticket)}${resume}${lang}`);
    source.onopen = () => {
      failures = 0;
    };
    for (const [event, handler] of Object.entries(handlers)) {
      source.addEventListener(event, (message) => {
        if (message.lastEventId) lastId = message.lastEventId.split(":")[0];
        handler(JSON.parse(message.data));
      });
    }
    source.onerror = () => {
      source.close();
      if (closed) return;
      failures += 1;
      if (failures >= 3) onGiveUp();
      else setTimeout(open, 1000 * failures);
    };
  };
  open();
  return () => {
    closed = true;
    source?.close();
  };
}
