// The page's frame around the screens: the top bar (the site, the navigation, the language
// picker and the account) and the footer.

import { LANGUAGES, t, tParts } from "./i18n.js";
import { profileHref } from "./rating.js";
import { site } from "./title.js";
import { html } from "./ui.js";

/** The top bar; `onLanguage(code)` when the picker changes, `onSignOut()`. */
export function Topbar({ user, language, onLanguage, onSignOut }) {
  return html`
    <header class="topbar">
      <a class="brand" href="#/">${site}</a>
      <nav id="nav" hidden=${!user}>
        <a href="#/">${t("nav.games")}</a>
        <a href="#/new">${t("nav.new")}</a>
        <a href="#/leaderboards" id="nav-leaderboards">${t("leaderboard.nav")}</a>
        <a href="#/settings" id="nav-settings">${t("settings.title")}</a>
      </nav>
      <div class="language">
        <label for="language">${t("language.label")}</label>
        <select id="language" value=${language} onChange=${(event) => onLanguage(event.currentTarget.value)}>
          ${LANGUAGES.map(([code, name]) => html`<option value=${code} lang=${code}>${name}</option>`)}
        </select>
      </div>
      <div id="account" class="account">
        ${user &&
        html`
          <span class="whoami">${tParts("account.signed_in_as", {
            name: html`<a href=${profileHref(user.username)} id="my-profile" title=${t("profile.mine", { name: user.username })}><strong id="whoami">${user.username}</strong></a>`,
          })}</span>
          <button class="link" id="sign-out" onClick=${onSignOut}>${t("account.sign_out")}</button>
        `}
      </div>
    </header>
  `;
}

export function Footer() {
  return html`
    <footer class="footer">
      <span>${t("footer.text")}</span> — <a href="/docs/">${t("footer.docs")}</a>
    </footer>
  `;
}
