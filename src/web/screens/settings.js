// The account settings screen (`#/settings`): who sees one's profile, vacation (allowance,
// take one, end it), email notifications (notifications.js), the signed-in sessions (end one,
// end all), webhooks (list, add with event types, delete; the signing secret shown once) and
// whether the account is a bot's (bot-account.js).
// The language stays in the top bar.

import { call, get, post, signOut } from "../api.js";
import { ago, formatDateTime, t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { profileHref } from "../rating.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";
import { BotAccount } from "./bot-account.js";
import { Notifications } from "./notifications.js";

const FEED_TYPES = ["your_turn", "turn_reminder", "game_started", "game_finished", "seat_taken"];
const DAY_MS = 86400000;
/** A date input's value (`YYYY-MM-DD`) for a time. */
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Reads `path` into state; answers `[value, reload, problem, setProblem]`. */
function useResource(path) {
  const [value, setValue] = useState(null);
  const [problem, setProblem] = useState(null);
  const reload = () =>
    get(path)
      .then(setValue)
      .catch((failure) => setProblem(describe(failure)));
  useEffect(() => {
    reload();
  }, []);
  return [value, reload, problem, setProblem];
}

/** Runs `request`, shows its failure, then reads again. */
const acting = (setProblem, reload) => async (request) => {
  setProblem(null);
  try {
    await request();
  } catch (failure) {
    setProblem(describe(failure));
  }
  await reload();
};

/** Whether the profile is hidden from strangers (which also takes the player off the leaderboards). */
function ProfileVisibility() {
  const [account, reload, problem, setProblem] = useResource("/v1/users/me");
  const act = acting(setProblem, reload);
  const change = (hidden) => act(() => call("PATCH", "/v1/users/me", { profile: hidden ? "hidden" : "public" }));
  return html`
    <section class="card" id="profile-settings">
      <h2>${t("profile.settings.title")}</h2>
      ${account &&
      html`
        <div class="option check">
          <input id="profile-hidden" type="checkbox" checked=${account.profile === "hidden"} aria-describedby="profile-hidden-help" onChange=${(event) => change(event.currentTarget.checked)} />
          <label for="profile-hidden">${t("profile.settings.hide")}</label>
          <small class="muted" id="profile-hidden-help">${t("profile.settings.hide_help")}</small>
        </div>
        <p><a href=${profileHref(account.username)} id="see-profile">${t("profile.settings.see")}</a></p>
      `}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}

function Vacation() {
  const [status, reload, problem, setProblem] = useResource("/v1/users/me/vacation");
  const [ends, setEnds] = useState(() => day(Date.now() + 7 * DAY_MS));
  const [starts, setStarts] = useState("");
  const act = acting(setProblem, reload);
  const vacation = status?.vacation;
  const running = vacation && Date.parse(vacation.starts_at) <= Date.now();

  const take = (event) => {
    event.preventDefault();
    const start = starts ? Date.parse(`${starts}T00:00:00Z`) : Date.now();
    const end = Date.parse(`${ends}T00:00:00Z`);
    if (!(end > start)) return setProblem(t("settings.vacation.end_before_start"));
    if (end - start > 366 * DAY_MS) return setProblem(t("settings.vacation.too_long"));
    if (starts && start < Date.parse(`${day(Date.now())}T00:00:00Z`)) return setProblem(t("settings.vacation.past_start"));
    act(() => call("PUT", "/v1/users/me/vacation", { ends_at: new Date(end).toISOString(), ...(starts ? { starts_at: new Date(start).toISOString() } : {}) }));
  };

  return html`
    <section class="card" id="vacation">
      <h2>${t("settings.vacation.title")}</h2>
      <p class="muted">${t("settings.vacation.note")}</p>
      ${status &&
      html`
        <p id="vacation-allowance">${t("settings.vacation.allowance", { year: status.year, allowance: status.allowance_days, used: status.used_days, remaining: status.remaining_days })}</p>
        <p id="vacation-state" role="status">
          ${vacation
            ? t(running ? "settings.vacation.running" : "settings.vacation.planned", { start: formatDateTime(vacation.starts_at), end: formatDateTime(vacation.ends_at), days: vacation.days })
            : t("settings.vacation.none")}
        </p>
        ${vacation &&
        html`<button type="button" id="vacation-end" onClick=${() => act(() => call("DELETE", "/v1/users/me/vacation"))}>${t(running ? "settings.vacation.end" : "settings.vacation.drop")}</button>`}
        <form class="options" onSubmit=${take}>
          <div class="option">
            <label for="vacation-starts">${t("settings.vacation.starts")}</label>
            <input id="vacation-starts" type="date" min=${day(Date.now())} value=${starts} onInput=${(event) => setStarts(event.currentTarget.value)} />
            <small class="muted">${t("settings.vacation.starts_help")}</small>
          </div>
          <div class="option">
            <label for="vacation-ends">${t("settings.vacation.ends")}</label>
            <input id="vacation-ends" type="date" required min=${day(Date.now() + DAY_MS)} value=${ends} onInput=${(event) => setEnds(event.currentTarget.value)} />
          </div>
          <div class="actions"><button class="primary" type="submit" id="vacation-take">${t("settings.vacation.take")}</button></div>
        </form>
      `}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}

function Webhooks() {
  const [list, reload, problem, setProblem] = useResource("/v1/users/me/webhooks");
  const [url, setUrl] = useState("");
  const [types, setTypes] = useState(FEED_TYPES);
  const [secret, setSecret] = useState(null);
  const act = acting(setProblem, reload);

  const add = (event) => {
    event.preventDefault();
    setSecret(null);
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setProblem(t("settings.webhooks.bad_url"));
    if (!types.length) return setProblem(t("settings.webhooks.no_types"));
    act(async () => {
      const created = await post("/v1/users/me/webhooks", { url: url.trim(), event_types: types });
      setSecret(created.secret);
      setUrl("");
    });
  };
  const toggle = (type) => setTypes((before) => (before.includes(type) ? before.filter((each) => each !== type) : [...before, type]));

  return html`
    <section class="card" id="webhooks">
      <h2>${t("settings.webhooks.title")}</h2>
      <p class="muted">${t("settings.webhooks.note")}</p>
      ${list &&
      (list.webhooks.length
        ? html`
            <ul class="settings-list" id="webhook-list">
              ${list.webhooks.map(
                (hook) => html`
                  <li key=${hook.id}>
                    <span class="url">${hook.url}</span>
                    <small class="muted">${hook.event_types.map((type) => t(`settings.feed_type.${type}`)).join(", ")}${hook.enabled ? "" : ` — ${t("settings.webhooks.disabled")}`}</small>
                    <button type="button" class="delete" onClick=${() => act(() => call("DELETE", `/v1/users/me/webhooks/${hook.id}`))}>${t("settings.webhooks.delete", { url: hook.url })}</button>
                  </li>
                `,
              )}
            </ul>
          `
        : html`<p class="muted" id="webhook-list">${t("settings.webhooks.none")}</p>`)}
      ${secret &&
      html`
        <div class="notice info" id="webhook-secret" role="status">
          <p>${t("settings.webhooks.secret")}</p>
          <code>${secret}</code>
        </div>
      `}
      <form onSubmit=${add}>
        <div class="option">
          <label for="webhook-url">${t("settings.webhooks.url")}</label>
          <input id="webhook-url" type="url" placeholder="https://…" value=${url} onInput=${(event) => setUrl(event.currentTarget.value)} />
        </div>
        <fieldset class="types">
          <legend>${t("settings.webhooks.types")}</legend>
          ${FEED_TYPES.map(
            (type) => html`
              <label class="check" key=${type}>
                <input type="checkbox" value=${type} checked=${types.includes(type)} onChange=${() => toggle(type)} />
                ${t(`settings.feed_type.${type}`)}
              </label>
            `,
          )}
        </fieldset>
        <div class="actions"><button class="primary" type="submit" id="webhook-add">${t("settings.webhooks.add")}</button></div>
      </form>
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}

function Sessions() {
  const [list, reload, problem, setProblem] = useResource("/v1/users/me/sessions");
  const act = acting(setProblem, reload);
  const endAll = async () => {
    try {
      await call("DELETE", "/v1/users/me/sessions");
    } catch (failure) {
      return setProblem(describe(failure));
    }
    await signOut();
    location.hash = "#/";
    window.dispatchEvent(new Event("hotel-games:signed-out"));
  };
  return html`
    <section class="card" id="sessions">
      <h2>${t("settings.sessions.title")}</h2>
      ${list &&
      html`
        <ul class="settings-list" id="session-list">
          ${list.sessions.map(
            (each) => html`
              <li key=${each.id} class=${each.current ? "current" : ""}>
                <span>${each.user_agent || t("settings.sessions.unknown_agent")}</span>
                ${each.current && html`<span class="tag you">${t("settings.sessions.current")}</span>`}
                <small class="muted">${t("settings.sessions.times", { signed_in: formatDateTime(each.created_at), used: ago(each.last_used_at) })}</small>
                ${!each.current &&
                html`<button type="button" class="end-session" onClick=${() => act(() => call("DELETE", `/v1/users/me/sessions/${each.id}`))}>${t("settings.sessions.end")}</button>`}
              </li>
            `,
          )}
        </ul>
        <div class="actions"><button type="button" id="sessions-end-all" onClick=${endAll}>${t("settings.sessions.end_all")}</button></div>
      `}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}

export function SettingsScreen() {
  useTitle(pageTitle(t("settings.title")));
  return html`
    <div class="page-head"><h1>${t("settings.title")}</h1></div>
    <p class="muted">${t("settings.language_note")}</p>
    <${ProfileVisibility} />
    <${Vacation} />
    <${Notifications} />
    <${Sessions} />
    <${Webhooks} />
    <${BotAccount} />
  `;
}
