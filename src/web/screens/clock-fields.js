// The "new game" form's move clock and what becomes of a leaving player's seat (`clock` and
// `on_leave` of `POST /v1/games`): presets or a custom time per decision, what happens when
// it runs out, the reminder before it does.

import { t } from "../i18n.js";
import { html } from "../ui.js";

/** The time per decision offered, as ISO 8601 durations ("" = no clock, "custom"). */
const PRESETS = ["", "PT1H", "PT12H", "P1D", "P3D", "P7D", "custom"];
const UNITS = { minutes: 60, hours: 3600, days: 86400 };
const MAX_SECONDS = 366 * 86400;

export const initialClock = () => ({ perMove: "", amount: "2", unit: "days", onTimeout: "bot", remind: "", onLeave: "" });

/** Seconds of a duration of the form the presets and `durationOf` write (`P3D`, `PT12H`, `PT90M`). */
function secondsOf(duration) {
  const [, days = 0, hours = 0, minutes = 0] = duration.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/) ?? [];
  return Number(days) * 86400 + Number(hours) * 3600 + Number(minutes) * 60;
}

function durationOf(amount, unit) {
  return unit === "days" ? `P${amount}D` : unit === "hours" ? `PT${amount}H` : `PT${amount}M`;
}

/** The chosen time per decision, or null without a clock; throws on a custom time out of bounds. */
function perMoveOf(values) {
  if (values.perMove !== "custom") return values.perMove || null;
  const amount = Number(values.amount);
  const seconds = amount * UNITS[values.unit];
  if (!Number.isInteger(amount) || amount < 1 || seconds > MAX_SECONDS) throw new Error(t("table.clock.bad_custom"));
  return durationOf(amount, values.unit);
}

/** The request's `clock` and `on_leave` members for the chosen values (none for defaults). */
export function clockRequest(values) {
  const request = {};
  const perMove = perMoveOf(values);
  if (perMove) {
    request.clock = { per_move: perMove, on_timeout: values.onTimeout };
    if (values.remind) {
      if (values.remind !== "PT0S" && secondsOf(values.remind) >= secondsOf(perMove)) throw new Error(t("table.clock.bad_remind"));
      request.clock.remind_before = values.remind;
    }
  }
  if (values.onLeave) request.on_leave = values.onLeave;
  return request;
}

function Choice({ id, label, value, options, onChange, help }) {
  return html`
    <div class="option">
      <label for=${id}>${label}</label>
      <select id=${id} value=${value} onChange=${(event) => onChange(event.currentTarget.value)}>
        ${options.map(([option, text]) => html`<option value=${option}>${text}</option>`)}
      </select>
      ${help && html`<small class="muted">${help}</small>`}
    </div>
  `;
}

/** The fields; `onChange(values)` with all of them. */
export function ClockFields({ values, onChange }) {
  const set = (name) => (value) => onChange({ ...values, [name]: value });
  const clocked = values.perMove !== "";
  return html`
    <div class="options" id="clock-fields">
      <${Choice}
        id="clock-per-move"
        label=${t("table.clock.per_move")}
        value=${values.perMove}
        options=${PRESETS.map((preset) => [preset, t(`table.clock.preset.${preset || "none"}`)])}
        onChange=${set("perMove")}
        help=${t("table.clock.per_move_help")}
      />
      ${values.perMove === "custom" &&
      html`
        <div class="option">
          <label for="clock-amount">${t("table.clock.custom")}</label>
          <div class="inline">
            <input id="clock-amount" type="number" min="1" max=${MAX_SECONDS / UNITS[values.unit]} required value=${values.amount} onInput=${(event) => set("amount")(event.currentTarget.value)} />
            <select id="clock-unit" aria-label=${t("table.clock.unit")} value=${values.unit} onChange=${(event) => set("unit")(event.currentTarget.value)}>
              ${Object.keys(UNITS).map((unit) => html`<option value=${unit}>${t(`table.clock.unit.${unit}`)}</option>`)}
            </select>
          </div>
          <small class="muted">${t("table.clock.custom_help")}</small>
        </div>
      `}
      ${clocked &&
      html`
        <${Choice}
          id="clock-on-timeout"
          label=${t("table.clock.on_timeout")}
          value=${values.onTimeout}
          options=${["bot", "skip", "forfeit"].map((choice) => [choice, t(`table.clock.timeout.${choice}`)])}
          onChange=${set("onTimeout")}
        />
        <${Choice}
          id="clock-remind"
          label=${t("table.clock.remind")}
          value=${values.remind}
          options=${["", "PT0S", "PT15M", "PT1H", "PT12H"].map((choice) => [choice, t(`table.clock.remind.${choice || "default"}`)])}
          onChange=${set("remind")}
        />
      `}
      <${Choice}
        id="on-leave"
        label=${t("table.on_leave")}
        value=${values.onLeave}
        options=${["", "bot_takeover", "rules"].map((choice) => [choice, t(`table.on_leave.${choice || "default"}`)])}
        onChange=${set("onLeave")}
        help=${t("table.on_leave_help")}
      />
    </div>
  `;
}
