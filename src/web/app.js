// The client's entry point: the words and the language, then the page (its frame and the
// screen the hash route names: sign-in, my games, new game, a game), drawn with Preact.

import { call, get, session, signOut as endSession } from "./api.js";
import { browserLanguage, language, loadWords, rememberLanguage, rememberedLanguage, setLanguage } from "./i18n.js";
import { Footer, Topbar } from "./frame.js";
import { Notice, describe } from "./notice.js";
import { GameScreen } from "./game/screen.js";
import { GamesScreen } from "./screens/games.js";
import { InvitationScreen } from "./screens/invitation.js";
import { LeaderboardScreen } from "./screens/leaderboard.js";
import { NewGameScreen } from "./screens/new-game.js";
import { ProfileScreen } from "./screens/profile.js";
import { SettingsScreen } from "./screens/settings.js";
import { SignInScreen } from "./screens/sign-in.js";
import { html, render, useEffect, useReducer, useState } from "./ui.js";

/** The signed-in user's own language setting, when they have one. */
async function accountLanguage() {
  try {
    return (await get("/v1/users/me")).language ?? null;
  } catch {
    return null;
  }
}

/**
 * The route, the location's hash without its `#` ("/", "/new", "/games/<id>",
 * "/invitations/<code>", "/users/<username>", "/leaderboards/<kind>", with a query after `?`
 * where a screen takes one: "/leaderboards/<kind>?accounts=bot"), and a count of the visits:
 * each change of the hash is a new visit, which draws its screen anew.
 */
function useRoute() {
  const [visit, setVisit] = useState({ hash: location.hash, count: 0 });
  useEffect(() => {
    const changed = () => setVisit((before) => ({ hash: location.hash, count: before.count + 1 }));
    window.addEventListener("hashchange", changed);
    return () => window.removeEventListener("hashchange", changed);
  }, []);
  return [visit.hash.replace(/^#/, "") || "/", visit.count];
}

/** The screen of a signed-in player's route. */
function Screen({ route: full, me }) {
  const [route, query = ""] = full.split("?");
  const game = route.match(/^\/games\/([0-9a-f-]+)$/);
  if (game) return html`<${GameScreen} id=${game[1]} me=${me} />`;
  const invitation = route.match(/^\/invitations\/([A-Za-z0-9_-]+)$/);
  if (invitation) return html`<${InvitationScreen} code=${invitation[1]} me=${me} />`;
  const profile = route.match(/^\/users\/([^/]+)$/);
  if (profile) return html`<${ProfileScreen} username=${decodeURIComponent(profile[1])} me=${me} />`;
  const leaderboard = route.match(/^\/leaderboards(?:\/([a-z_]+))?$/);
  if (leaderboard) {
    const accounts = new URLSearchParams(query).get("accounts") === "bot" ? "bot" : "person";
    return html`<${LeaderboardScreen} kind=${leaderboard[1] ?? null} accounts=${accounts} me=${me} />`;
  }
  if (route === "/new") return html`<${NewGameScreen} />`;
  if (route === "/settings") return html`<${SettingsScreen} />`;
  return html`<${GamesScreen} me=${me} />`;
}

function App() {
  const [user, setUser] = useState(session);
  const [shownLanguage, setShownLanguage] = useState(language);
  // Drawing a screen anew (after a change of language) reads the server's texts again.
  const [drawing, drawAgain] = useReducer((count) => count + 1, 0);
  const [problem, setProblem] = useState(null);
  const [route, visit] = useRoute();
  useEffect(() => setProblem(null), [visit]);
  useEffect(() => {
    const signedOut = () => setUser(null);
    window.addEventListener("hotel-games:signed-out", signedOut);
    return () => window.removeEventListener("hotel-games:signed-out", signedOut);
  }, []);

  /** Shows everything in `code` from now on, and remembers it in this browser. */
  const adopt = (code) => {
    setLanguage(code);
    rememberLanguage(language());
    setShownLanguage(language());
  };

  async function chooseLanguage(code) {
    adopt(code);
    setProblem(null);
    if (session()) {
      try {
        await call("PATCH", "/v1/users/me", { language: code });
      } catch (failure) {
        setProblem(describe(failure));
      }
    }
    drawAgain();
  }

  /** After signing in: the account's setting wins over the browser's choice. */
  async function signedIn() {
    const chosen = await accountLanguage();
    if (chosen) adopt(chosen);
    setUser(session());
  }

  async function signOut() {
    await endSession();
    location.hash = "#/";
    setUser(null);
  }

  return html`
    <${Topbar} user=${user} language=${shownLanguage} onLanguage=${chooseLanguage} onSignOut=${signOut} />
    <main id="main">
      ${problem && html`<${Notice}>${problem}<//>`}
      ${user
        ? html`<${Screen} key=${`${user.username} ${visit} ${drawing}`} route=${route} me=${user.username} />`
        : html`<${SignInScreen} onSignedIn=${signedIn} invited=${route.startsWith("/invitations/")} />`}
    </main>
    <${Footer} />
  `;
}

/** Start: the words, then the language (the account's setting, this browser's choice, the browser's). */
async function start() {
  await loadWords();
  setLanguage(rememberedLanguage() ?? browserLanguage());
  if (session()) {
    const chosen = await accountLanguage();
    if (chosen) setLanguage(chosen);
  }
  render(html`<${App} />`, document.getElementById("app"));
}

start();
