// The client's entry point: the session, the screens (sign-in, my games, new game, a game)
// and the hash routes between them.

import { ApiError, follow, get, post, register, saveSession, session, signIn } from "./api.js";
import { ago, fill, h, notice } from "./dom.js";
import { kindName } from "./labels.js";
import { newGameScreen } from "./new-game.js";
import { gameScreen } from "./game.js";

const main = document.getElementById("main");
let leaveScreen = () => {};

function showAccount() {
  const current = session();
  document.getElementById("nav").hidden = !current;
  fill(
    document.getElementById("account"),
    current
      ? [
          h("span.whoami", {}, "Signed in as ", h("strong", { id: "whoami" }, current.username)),
          h("button.link", { onclick: signOut }, "Sign out"),
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
      route();
    } catch (failure) {
      fill(error, notice(failure instanceof ApiError ? failure.summary : String(failure)));
    }
  };
  const form = h(
    "form.card.signin",
    { onsubmit: submit(signIn) },
    h("h1", {}, "Welcome to Hotel Games"),
    h("p.lead", {}, "Acquire, Monopoly, Tokyo Capsule Hotel and Grand Austria Hotel — played at your own pace, a move whenever you have a minute."),
    h("label", { for: "username" }, "Username"),
    username,
    h("label", { for: "password" }, "Password (at least 8 characters)"),
    password,
    error,
    h(
      "div.actions",
      {},
      h("button.primary", { type: "submit", id: "sign-in" }, "Sign in"),
      h("button", { type: "button", id: "register", onclick: submit(register) }, "Create an account"),
    ),
  );
  fill(main, form);
  username.focus();
}

function awaitedNames(game) {
  return game.awaited.map((seat) => game.players.find((player) => player.seat === seat)?.username ?? `seat ${seat}`);
}

function statusText(game, me) {
  if (game.status === "open") return `Waiting for players (${game.players.length}/${game.seats})`;
  if (game.status === "finished") return "Finished";
  if (game.status === "abandoned") return "Abandoned";
  const names = awaitedNames(game);
  if (names.includes(me)) return "Your turn";
  return names.length ? `Waiting for ${names.join(", ")}` : "In play";
}

function gameRow(game, me, action) {
  const yourTurn = game.status === "active" && awaitedNames(game).includes(me);
  return h(
    "tr",
    { class: yourTurn ? "your-turn" : "" },
    h("td", {}, h("a", { href: `#/games/${game.id}` }, kindName(game.kind))),
    h("td", {}, game.players.map((player) => player.username).join(", ")),
    h("td.status", {}, statusText(game, me)),
    h("td.muted", {}, ago(game.updated_at)),
    h("td", {}, action ?? h("a.button", { href: `#/games/${game.id}` }, yourTurn ? "Play" : "Open")),
  );
}

function gamesTable(games, me, actionFor) {
  if (!games.length) return h("p.muted", {}, "None.");
  return h(
    "table.games",
    {},
    h("thead", {}, h("tr", {}, ["Game", "Players", "Status", "Updated", ""].map((title) => h("th", {}, title)))),
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
    h("div.page-head", {}, h("h1", {}, "My games"), h("a.button.primary", { href: "#/new", id: "new-game" }, "New game")),
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
      fill(yours, h("h2", {}, `Your turn (${awaiting.games.length})`), gamesTable(awaiting.games, me));
      fill(mine, h("h2", {}, "All your games"), gamesTable(playing.games, me));
      const others = joinable.games.filter((game) => !game.players.some((player) => player.username === me));
      fill(
        open,
        h("h2", {}, "Open games you can join"),
        gamesTable(others, me, (game) =>
          h("button.primary", { onclick: () => join(game.id), "data-game": game.id }, "Join"),
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

window.addEventListener("hashchange", route);
window.addEventListener("hotel-games:signed-out", route);
route();
