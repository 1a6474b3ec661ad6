// The client's entry point: the words and the language, the session, the screens (sign-in, my
// games, new game, a game) and the hash routes between them.

import { ApiError, call, follow, get, post, register, saveSession, session, signIn } from "./api.js";
import { fill, h, notice } from "./dom.js";
import {
  LANGUAGES,
  ago,
  browserLanguage,
  formatList,
  language,
  loadWords,
  rememberLanguage,
  rememberedLanguage,
  setLanguage,
  t,
  tParts,
  translatePage,
} from "./i18n.js";
import { kindName } from "./labels.js";
import { newGameScreen } from "./new-game.js";
import { gameScreen } from "./game.js";

const main = document.getElementById("main");
const picker = document.getElementById("language");
let leaveScreen = () => {};

/** Shows everything in `code` from now on: the page's own words, the picker, the screen. */
function useLanguage(code) {
  setLanguage(code);
  picker.value = language();
  translatePage();
}

/** The signed-in user's own language setting, when they have one. */
async function accountLanguage() {
  try {
    return (await get("/v1/users/me")).language ?? null;
  } catch {
    return null;
  }
}

/** After signing in: the account's setting wins over the browser's choice. */
async function adoptAccountLanguage() {
  const chosen = await accountLanguage();
  if (chosen) {
    useLanguage(chosen);
    rememberLanguage(chosen);
  }
}

async function chooseLanguage() {
  const code = picker.value;
  useLanguage(code);
  rememberLanguage(code);
  if (session()) {
    try {
      await call("PATCH", "/v1/users/me", { language: code });
    } catch (failure) {
      main.prepend(notice(failure instanceof ApiError ? failure.summary : String(failure)));
    }
  }
  route();
}

function showAccount() {
  const current = session();
  document.getElementById("nav").hidden = !current;
  fill(
    document.getElementById("account"),
    current
      ? [
          h("span.whoami", {}, tParts("account.signed_in_as", { name: h("strong", { id: "whoami" }, current.username) })),
          h("button.link", { id: "sign-out", onclick: signOut }, t("account.sign_out")),
        ]
      : null,
  );
}

function signOut() {
  saveSession(null);
  location.hash = "#/";
  route();
}

function signInScreen() {
  const error = h("div");
  const username = h("input", { id: "username", name: "username", autocomplete: "username", required: true, minlength: 3 });
  const password = h("input", { id: "password", name: "password", type: "password", autocomplete: "current-password", required: true, minlength: 8 });
  const submit = (action) => async (event) => {
    event.preventDefault();
    if (!username.reportValidity() || !password.reportValidity()) return;
    fill(error);
    try {
      await action(username.value.trim(), password.value);
      await adoptAccountLanguage();
      route();
    } catch (failure) {
      fill(error, notice(failure instanceof ApiError ? failure.summary : String(failure)));
    }
  };
  const form = h(
    "form.card.signin",
    { onsubmit: submit(signIn) },
    h("h1", {}, t("signin.title")),
    h("p.lead", {}, t("signin.lead", { games: formatList(["acquire", "monopoly", "tokyo_capsule_hotel", "grand_austria_hotel"].map(kindName)) })),
    h("label", { for: "username" }, t("signin.username")),
    username,
    h("label", { for: "password" }, t("signin.password")),
    password,
    error,
    h(
      "div.actions",
      {},
      h("button.primary", { type: "submit", id: "sign-in" }, t("signin.sign_in")),
      h("button", { type: "button", id: "register", onclick: submit(register) }, t("signin.register")),
    ),
  );
  fill(main, form);
  username.focus();
}

function awaitedNames(game) {
  return game.awaited.map((seat) => game.players.find((player) => player.seat === seat)?.username ?? t("seat.numbered", { seat }));
}

function statusText(game, me) {
  if (game.status === "open") return t("status.open", { taken: game.players.length, seats: game.seats });
  if (game.status === "finished") return t("status.finished");
  if (game.status === "abandoned") return t("status.abandoned");
  const names = awaitedNames(game);
  if (names.includes(me)) return t("status.your_turn");
  return names.length ? t("status.waiting", { names: formatList(names) }) : t("status.active");
}

function gameRow(game, me, action) {
  const yourTurn = game.status === "active" && awaitedNames(game).includes(me);
  return h(
    "tr",
    { class: yourTurn ? "your-turn" : "" },
    h("td", {}, h("a", { href: `#/games/${game.id}` }, kindName(game.kind))),
    h("td", {}, formatList(game.players.map((player) => player.username))),
    h("td.status", {}, statusText(game, me)),
    h("td.muted", {}, ago(game.updated_at)),
    h("td", {}, action ?? h("a.button", { href: `#/games/${game.id}` }, yourTurn ? t("games.play") : t("games.open"))),
  );
}

function gamesTable(games, me, actionFor) {
  if (!games.length) return h("p.muted", {}, t("games.none"));
  return h(
    "table.games",
    {},
    h("thead", {}, h("tr", {}, ["games.column.game", "games.column.players", "games.column.status", "games.column.updated"].map((key) => h("th", {}, t(key))), h("th"))),
    h("tbody", {}, games.map((game) => gameRow(game, me, actionFor?.(game)))),
  );
}

async function gamesScreen() {
  const me = session().username;
  const yours = h("section.card", { id: "awaiting" });
  const mine = h("section.card", { id: "my-games" });
  const open = h("section.card", { id: "open-games" });
  const error = h("div");
  fill(
    main,
    h("div.page-head", {}, h("h1", {}, t("games.title")), h("a.button.primary", { href: "#/new", id: "new-game" }, t("nav.new"))),
    error,
    yours,
    mine,
    open,
  );
  const load = async () => {
    try {
      const [awaiting, playing, joinable] = await Promise.all([
        get("/v1/games?awaiting=me&limit=50"),
        get("/v1/games?player=me&limit=50"),
        get("/v1/games?status=open&limit=50"),
      ]);
      fill(yours, h("h2", {}, t("games.awaiting", { count: awaiting.games.length })), gamesTable(awaiting.games, me));
      fill(mine, h("h2", {}, t("games.mine")), gamesTable(playing.games, me));
      const others = joinable.games.filter((game) => !game.players.some((player) => player.username === me));
      fill(
        open,
        h("h2", {}, t("games.joinable")),
        gamesTable(others, me, (game) =>
          h("button.primary", { onclick: () => join(game.id), "data-game": game.id }, t("games.join")),
        ),
      );
    } catch (failure) {
      fill(error, notice(failure.summary ?? String(failure)));
    }
  };
  const join = async (id) => {
    try {
      await post(`/v1/games/${id}/seats`);
      location.hash = `#/games/${id}`;
    } catch (failure) {
      fill(error, notice(failure.summary ?? String(failure)));
    }
  };
  await load();
  // The feed says when a turn comes, a game starts or ends, or a seat is taken (the lists are
  // read once per burst, e.g. the replay on opening); without it, every 15 seconds.
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
    stop();
    clearInterval(timer);
    clearTimeout(pending);
  };
}

let routes = 0;
async function route() {
  const current = ++routes;
  leaveScreen();
  leaveScreen = () => {};
  showAccount();
  if (!session()) return signInScreen();
  const hash = location.hash.replace(/^#/, "") || "/";
  const game = hash.match(/^\/games\/([0-9a-f-]+)$/);
  let leave;
  try {
    if (game) leave = await gameScreen(main, game[1]);
    else if (hash === "/new") leave = await newGameScreen(main);
    else leave = await gamesScreen();
  } catch (failure) {
    fill(main, notice(failure instanceof ApiError ? failure.summary : String(failure)));
  }
  // A screen that finished loading after the player moved on stops at once.
  if (current === routes) leaveScreen = leave ?? (() => {});
  else leave?.();
}

/** Start: the words, then the language (the account's setting, this browser's choice, the browser's). */
async function start() {
  await loadWords();
  fill(picker, LANGUAGES.map(([code, name]) => h("option", { value: code, lang: code }, name)));
  picker.addEventListener("change", chooseLanguage);
  useLanguage(rememberedLanguage() ?? browserLanguage());
  if (session()) {
    const chosen = await accountLanguage();
    if (chosen) useLanguage(chosen);
  }
  window.addEventListener("hashchange", route);
  window.addEventListener("hotel-games:signed-out", route);
  route();
}

start();
