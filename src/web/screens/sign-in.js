// The sign-in screen: a username and a password, to sign in or to create an account.

import { register, signIn } from "../api.js";
import { formatList, t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useRef, useState } from "../ui.js";

const KINDS = ["acquire", "monopoly", "tokyo_capsule_hotel", "grand_austria_hotel"];

/**
 * `onSignedIn()` once the session is kept in this browser; `invited` when the page opened is an
 * invitation's, shown once signed in.
 */
export function SignInScreen({ onSignedIn, invited }) {
  const [problem, setProblem] = useState(null);
  const username = useRef(null);
  const password = useRef(null);
  useTitle(pageTitle(null));
  useEffect(() => username.current.focus(), []);

  const submit = (action) => async (event) => {
    event.preventDefault();
    if (!username.current.reportValidity() || !password.current.reportValidity()) return;
    setProblem(null);
    try {
      await action(username.current.value.trim(), password.current.value);
      await onSignedIn();
    } catch (failure) {
      setProblem(describe(failure));
    }
  };

  return html`
    <form class="card signin" onSubmit=${submit(signIn)}>
      <h1>${t("signin.title")}</h1>
      <p class="lead">${t("signin.lead", { games: formatList(KINDS.map(kindName)) })}</p>
      ${invited && html`<${Notice} kind="info">${t("invite.sign_in_first")}<//>`}
      <label for="username">${t("signin.username")}</label>
      <input ref=${username} id="username" name="username" autocomplete="username" required minlength="3" />
      <label for="password">${t("signin.password")}</label>
      <input ref=${password} id="password" name="password" type="password" autocomplete="current-password" required minlength="8" />
      <div>${problem && html`<${Notice}>${problem}<//>`}</div>
      <div class="actions">
        <button class="primary" type="submit" id="sign-in">${t("signin.sign_in")}</button>
        <button type="button" id="register" onClick=${submit(register)}>${t("signin.register")}</button>
      </div>
    </form>
  `;
}
