// A number picked between bounds: a labelled number field with − and + buttons beside it
// (keyboard operable; the field also takes a typed value, clamped to the bounds).

import { t } from "../i18n.js";
import { html } from "../ui.js";

/** `value` within `min`…`max` in steps of `step`; `onChange(value)` gets a clamped value. */
export function Stepper({ id, label, value, min = 0, max, step = 1, onChange }) {
  const clamp = (number) => Math.min(max, Math.max(min, Math.floor((number - min) / step) * step + min));
  const typed = (event) => {
    const number = Number(event.currentTarget.value);
    if (Number.isFinite(number)) onChange(clamp(number));
  };
  return html`
    <div class="stepper">
      <label for=${id}>${label}</label>
      <div class="stepper-controls">
        <button type="button" aria-label=${t("play.fewer", { what: label })} disabled=${value <= min} onClick=${() => onChange(clamp(value - step))}>−</button>
        <input id=${id} type="number" inputmode="numeric" min=${min} max=${max} step=${step} value=${value} onChange=${typed} />
        <button type="button" aria-label=${t("play.more", { what: label })} disabled=${value + step > max} onClick=${() => onChange(clamp(value + step))}>+</button>
      </div>
    </div>
  `;
}
