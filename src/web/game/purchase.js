// Tokyo Capsule Hotel purchases picked on the map: a purchase template is expanded through
// the API (`legal-moves?expand=purchase&item=…`), narrowed with more parameters when the
// server answers `expansion_too_large`, and its commands are shown as cells on the map to
// click, then as buttons with the server's texts.

import { ApiError, get } from "../api.js";
import { t, tn } from "../i18n.js";
import { itemName, paramName } from "../labels.js";
import { html, useEffect, useState } from "../ui.js";
import { CapsuleMap } from "./capsule-map.js";
import { offerFacts } from "./capsule-offers.js";

const LIST_LIMIT = 60;

/** Where a purchase is anchored on the map (`[x, y]`), if it is placed at all. */
function anchor(command) {
  const item = command.item;
  if (item.entrance) return [item.entrance.x, item.entrance.y];
  if (item.x !== undefined && item.y !== undefined) return [item.x, item.y];
  return null;
}

/** The cells a purchase covers that the command itself names (the anchor, a hotel's capsules). */
function namedCells(command) {
  const cells = (command.item.capsules ?? []).map((capsule) => [capsule.x, capsule.y]);
  const at = anchor(command);
  return at ? [at, ...cells] : cells;
}

/** The fields (other than positions) whose values differ among the commands, to filter by. */
function filterFields(commands) {
  const values = new Map();
  for (const command of commands) {
    const fields = { ...command.item, coupons: command.payment?.coupons ?? 0 };
    for (const [key, value] of Object.entries(fields)) {
      if (["kind", "x", "y", "entrance", "capsules"].includes(key)) continue;
      if (!values.has(key)) values.set(key, new Set());
      values.get(key).add(JSON.stringify(value));
    }
  }
  return [...values].filter(([, set]) => set.size > 1);
}

/** A field's value as the filters show it. */
const shownValue = (value) => (value === null ? t("map.none") : typeof value === "object" ? JSON.stringify(value) : String(value));

/**
 * The buttons' labels: the server's text, and where several commands share it, what tells
 * them apart (the fields that differ among them, else the cells they cover).
 */
function labelled(choices) {
  const byText = new Map();
  for (const { command, text } of choices) byText.set(text, [...(byText.get(text) ?? []), command]);
  return choices.map((choice) => {
    const same = byText.get(choice.text);
    if (same.length < 2) return { ...choice, label: choice.text };
    const fields = filterFields(same).map(([key]) => `${paramName(key)} ${shownValue(JSON.parse(fieldValue(choice.command, key)))}`);
    const details = fields.length ? fields : namedCells(choice.command).map((cell) => cell.join(","));
    return { ...choice, label: `${choice.text} — ${details.join(", ")}` };
  });
}

function fieldValue(command, key) {
  return JSON.stringify(key === "coupons" ? (command.payment?.coupons ?? 0) : command.item[key]);
}

/** The choices for a narrowing parameter, where the view or the printed data knows them. */
function choicesFor(param, view, seat, data) {
  switch (param) {
    case "board":
      return (data?.land_boards ?? []).map((board) => board.id);
    case "rotation":
      return ["0", "90", "180", "270"];
    case "mirror":
      return ["false", "true"];
    case "area":
      return view.map.areas.filter((area) => area.owner === seat).map((area) => area.id);
    case "colour":
      return Object.keys(view.capsule_board ?? {}).filter((colour) => colour !== "pink");
    case "building":
      return (data?.buildings ?? []).map((building) => building.building);
    default:
      return null;
  }
}

/**
 * The choice in progress: the template, the parameters to narrow it with (`narrowWith`, when
 * the server answered that it has too many commands) and those given (`params`), its commands
 * (`choices`: `{command, text}`), the filters, the cell selected and the cells previewed.
 */
const BLANK = { template: null, params: {}, narrowWith: [], choices: null, filters: {}, selected: null, preview: [] };

/** The form that asks for the parameters the server wants before it lists a purchase. */
function NarrowingForm({ picker, view, seat, data, onParam, onShow }) {
  return html`
    <form class="narrow" onSubmit=${(event) => (event.preventDefault(), onShow())}>
      <p>${t("map.too_many")}</p>
      ${picker.narrowWith.map((param) => {
        const choices = choicesFor(param, view, seat, data);
        const id = `narrow-${param}`;
        const value = picker.params[param] ?? "";
        const changed = (event) => onParam(param, event.currentTarget.value);
        const placeholder = ["cell", "entrance"].includes(param) ? t("map.cell_placeholder") : "";
        return html`
          <div class="option">
            <label for=${id}>${paramName(param)}</label>
            ${choices
              ? html`
                  <select id=${id} name=${param} value=${value} onChange=${changed}>
                    <option value="">${t("map.any")}</option>
                    ${choices.map((choice) => html`<option value=${choice}>${choice}</option>`)}
                  </select>
                `
              : html`<input id=${id} name=${param} value=${value} placeholder=${placeholder} onInput=${changed} />`}
          </div>
        `;
      })}
      <button class="primary" type="submit">${t("map.show")}</button>
    </form>
  `;
}

/** The purchase's commands: filters, a count, and a button for each (the first ones). */
function Choices({ picker, filtered, placed, setPicker, busy, onBuy }) {
  const filters = filterFields(picker.choices.map(({ command }) => command));
  const shown = filtered.filter(({ command }) => !picker.selected || String(anchor(command)) === String(picker.selected));
  const count = picker.choices.length;
  const preview = (cells) => setPicker((before) => (before.choices ? { ...before, preview: cells } : before));
  return html`
    <p class="muted">${count ? tn(placed ? "map.ways_placed" : "map.ways", count) : t("map.nothing")}</p>
    ${filters.length > 0 &&
    html`
      <div class="filters">
        ${filters.map(
          ([key, values]) => html`
          <div class="option inline">
            <label for=${`filter-${key}`}>${paramName(key)}</label>
            <select
              id=${`filter-${key}`}
              value=${picker.filters[key] ?? ""}
              onChange=${(event) => setPicker({ ...picker, filters: { ...picker.filters, [key]: event.currentTarget.value }, selected: null })}
            >
              <option value="">${t("map.any")}</option>
              ${[...values].sort().map((value) => html`<option value=${value}>${JSON.parse(value) === null ? t("map.none") : String(JSON.parse(value))}</option>`)}
            </select>
          </div>
          `,
        )}
      </div>
    `}
    <div class="move-buttons scroll" id="purchase-choices">
      ${labelled(shown.slice(0, LIST_LIMIT)).map(
        ({ command, label }) => html`
          <button
            class="move"
            data-type="purchase"
            disabled=${busy}
            onMouseEnter=${() => preview(namedCells(command))}
            onMouseLeave=${() => preview([])}
            onFocus=${() => preview(namedCells(command))}
            onBlur=${() => preview([])}
            onClick=${() => onBuy(command)}
          >
            ${label}
          </button>
        `,
      )}
      ${shown.length > LIST_LIMIT && html`<p class="muted">${tn("map.more", shown.length - LIST_LIMIT)}</p>`}
    </div>
  `;
}

/**
 * The purchase panel: one button per purchase template, then the map and the commands of the
 * chosen one. `version` is the legal moves' version: the choice in progress outlives a new
 * version (another seat's move) while its template is still offered, and is listed again.
 * `onBuy(command)` sends a purchase.
 */
export function PurchasePicker({ gameId, templates, version, view, seat, data, busy, onBuy, showProblem }) {
  const [picker, setPicker] = useState(BLANK);

  async function expand(template, params) {
    const query = new URLSearchParams({ expand: template.type, ...template.params, ...params });
    let change;
    try {
      const answer = await get(`/v1/games/${gameId}/legal-moves?${query}`);
      // Each command's text, in the reader's language, as the server writes it.
      const choices = answer.commands.map((command, index) => ({ command, text: answer.texts?.[index] ?? command.type }));
      change = { choices, narrowWith: [] };
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code !== "expansion_too_large") return showProblem(failure);
      change = { choices: null, narrowWith: failure.problem.details?.narrow_with ?? failure.problem.narrow_with ?? [] };
    }
    // Only if the player has not chosen another template meanwhile.
    setPicker((before) => (before.template === template ? { ...before, ...change } : before));
  }

  const choose = (template) => {
    setPicker({ ...BLANK, template });
    expand(template, {});
  };

  useEffect(() => {
    if (!picker.template) return;
    const still = templates.some((template) => JSON.stringify(template) === JSON.stringify(picker.template));
    if (still) expand(picker.template, picker.params);
    else setPicker(BLANK);
  }, [version]);

  const onCell = (cell) => {
    if (!picker.choices) {
      const param = picker.narrowWith.find((name) => name === "cell" || name === "entrance");
      if (param) setPicker({ ...picker, params: { ...picker.params, [param]: cell.join(",") } });
      return;
    }
    const again = picker.selected && String(picker.selected) === String(cell);
    setPicker({ ...picker, selected: again ? null : cell });
  };

  const onParam = (param, value) => {
    const params = { ...picker.params };
    if (value) params[param] = value;
    else delete params[param];
    setPicker({ ...picker, params });
  };

  const buy = (command) => {
    setPicker(BLANK);
    onBuy(command);
  };

  const filtered = (picker.choices ?? []).filter(({ command }) =>
    Object.entries(picker.filters).every(([key, value]) => !value || fieldValue(command, key) === value),
  );
  const placed = picker.choices?.some(({ command }) => anchor(command));
  const candidates = placed ? [...new Map(filtered.map(({ command }) => [String(anchor(command)), anchor(command)])).values()] : [];
  const { template } = picker;
  return html`
    <div class="move-group purchase" id="purchase">
      <h3>${t("map.title")}</h3>
      <div class="move-buttons">
        ${templates.map(
          (each) => {
            const facts = offerFacts(each.params.item, view, data);
            return html`
              <button class="template" data-item=${each.params.item ?? ""} disabled=${busy} onClick=${() => choose(each)}>
                ${itemName(each.params.item ?? each.type)}
                ${facts && html`<span class="effect"> — ${facts}</span>`}
              </button>
            `;
          },
        )}
      </div>
      <div class="purchase-body">
        ${template &&
        html`
          <h4>${itemName(template.params.item ?? template.type)}</h4>
          <div class="map-holder">
            <${CapsuleMap} map=${view.map} seat=${seat} candidates=${candidates} preview=${picker.preview} selected=${picker.selected} onCell=${onCell} />
          </div>
          ${!picker.choices &&
          picker.narrowWith.length > 0 &&
          html`
            <${NarrowingForm}
              picker=${picker}
              view=${view}
              seat=${seat}
              data=${data}
              onParam=${onParam}
              onShow=${() => expand(template, picker.params)}
            />
          `}
          ${picker.choices && html`<${Choices} picker=${picker} filtered=${filtered} placed=${placed} setPicker=${setPicker} busy=${busy} onBuy=${buy} />`}
        `}
      </div>
    </div>
  `;
}
