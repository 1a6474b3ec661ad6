// The settings screen's email notifications (`/v1/users/me/notifications`): the address (a
// new one gets a confirmation link first), one email per turn or a daily digest, quiet
// hours in one's time zone. A server that sends no email (501) says so and offers nothing.

import { call, get } from "../api.js";
import { t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";

const PATH = "/v1/users/me/notifications";
const HOUR = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The form's values for stored settings (or none). */
const valuesOf = (settings) => ({
  email: settings?.email ?? "",
  mode: settings?.mode ?? "per_turn",
  quiet: Boolean(settings?.quiet_hours),
  start: settings?.quiet_hours?.start ?? "22:00",
  end: settings?.quiet_hours?.end ?? "07:00",
  zone: settings?.time_zone ?? browserZone(),
});

export function Notifications() {
  // undefined: not read yet; null: never set up; false: the server sends no email.
  const [settings, setSettings] = useState(undefined);
  const [values, setValues] = useState(valuesOf(null));
  const [problem, setProblem] = useState(null);
  const [saved, setSaved] = useState(null);
  const adopt = (answer) => {
    setSettings(answer);
    setValues(valuesOf(answer));
  };

  useEffect(() => {
    get(PATH)
      .then(adopt)
      .catch((failure) => {
        if (failure.status === 501) setSettings(false);
        else if (failure.status === 404) adopt(null);
        else setProblem(describe(failure));
      });
  }, []);

  async function save(event) {
    event.preventDefault();
    setSaved(null);
    const email = values.email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return setProblem(t("settings.mail.bad_email"));
    if (values.quiet && (!HOUR.test(values.start) || !HOUR.test(values.end) || values.start === values.end)) return setProblem(t("settings.mail.bad_hours"));
    setProblem(null);
    try {
      const request = { email, mode: values.mode, time_zone: values.zone.trim() || "UTC", quiet_hours: values.quiet ? { start: values.start, end: values.end } : null };
      const answer = await call("PUT", PATH, request);
      adopt(answer);
      setSaved(t(answer.confirmed ? "settings.mail.saved" : "settings.mail.confirm_sent", { email: answer.email }));
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  const set = (name) => (event) => setValues({ ...values, [name]: event.currentTarget.type === "checkbox" ? event.currentTarget.checked : event.currentTarget.value });
  let state = null;
  if (settings) state = !settings.enabled ? "settings.mail.unsubscribed" : settings.confirmed ? "settings.mail.confirmed" : "settings.mail.unconfirmed";
  return html`
    <section class="card" id="notifications">
      <h2>${t("settings.mail.title")}</h2>
      ${settings === false && html`<p class="muted" id="mail-state">${t("settings.mail.not_configured")}</p>`}
      ${settings !== undefined &&
      settings !== false &&
      html`
        <p id="mail-state" role="status">${state ? t(state, { email: settings.email }) : t("settings.mail.none")}</p>
        <form class="options" id="notifications-form" onSubmit=${save}>
          <div class="option">
            <label for="mail-email">${t("settings.mail.email")}</label>
            <input id="mail-email" type="email" autocomplete="email" maxlength="254" required value=${values.email} onInput=${set("email")} />
          </div>
          <div class="option">
            <label for="mail-mode">${t("settings.mail.mode")}</label>
            <select id="mail-mode" value=${values.mode} onChange=${set("mode")}>
              <option value="per_turn">${t("settings.mail.per_turn")}</option>
              <option value="daily_digest">${t("settings.mail.daily_digest")}</option>
            </select>
          </div>
          <div class="option">
            <label for="mail-zone">${t("settings.mail.zone")}</label>
            <input id="mail-zone" maxlength="64" value=${values.zone} onInput=${set("zone")} />
          </div>
          <div class="option check">
            <input id="mail-quiet" type="checkbox" checked=${values.quiet} onChange=${set("quiet")} />
            <label for="mail-quiet">${t("settings.mail.quiet")}</label>
          </div>
          ${values.quiet &&
          html`
            <div class="option">
              <label for="mail-quiet-start">${t("settings.mail.quiet_start")}</label>
              <input id="mail-quiet-start" type="time" required value=${values.start} onInput=${set("start")} />
            </div>
            <div class="option">
              <label for="mail-quiet-end">${t("settings.mail.quiet_end")}</label>
              <input id="mail-quiet-end" type="time" required value=${values.end} onInput=${set("end")} />
            </div>
          `}
          <div class="actions"><button class="primary" type="submit" id="mail-save">${t("settings.mail.save")}</button></div>
        </form>
      `}
      ${saved && html`<${Notice} kind="info">${saved}<//>`}
      ${problem && html`<${Notice}>${problem}<//>`}
    </section>
  `;
}
