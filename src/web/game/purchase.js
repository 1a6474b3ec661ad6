// Tokyo Capsule Hotel purchases picked on the map: a purchase template is expanded through
// the API (`legal-moves?expand=purchase&item=…`), narrowed with more parameters when the
// server answers `expansion_too_large`, and its commands are narrowed by the fields that
// differ among them (each value with how many are left), then shown as cells on the map to
// pick, then as buttons with the server's texts (entrance hotels: one shape at a time,
// capsule-hotel.js).

import { ApiError, get } from "../api.js";
import { formatNumber, t, tn } from "../i18n.js";
import { itemName, paramName } from "../labels.js";
import { html, useEffect, useState } from "../ui.js";
import { HotelShapes, colourName, hotelFields } from "./capsule-hotel.js";
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

/** A purchase's fields to filter by: the item's, a hotel's size and floors, the coupons paid. */
const fieldsOf = (command) => ({ ...command.item, ...hotelFields(command.item), coupons: command.payment?.coupons ?? 0 });

/** The fields (other than positions) whose values differ among the commands, to filter by. */
function filterFields(commands) {
  const values = new Map();
  for (const command of commands) {
    for (const [key, value] of Object.entries(fieldsOf(command))) {
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

const fieldValue = (command, key) => JSON.stringify(fieldsOf(command)[key] ?? null);

/** Whether a command passes the filters, all but `except`. */
const passes = (command, filters, except = null) =>
  Object.entries(filters).every(([key, value]) => key === except || !value || fieldValue(command, key) === value);

/** The numbers 1…`count`, as texts. */
const upTo = (count) => Array.from({ length: Math.max(0, count) }, (_, index) => String(index + 1));

/** The choices for a narrowing parameter of `item`, where the view or the printed data knows them. */
function choicesFor(param, item, view, seat, data) {
  const supply = Object.entries(view.me?.supply ?? {}).filter(([, count]) => count > 0);
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
      if (item === "entrance_hotel") return supply.map(([colour]) => colour);
      return Object.keys(view.capsule_board ?? {}).filter((colour) => colour !== "pink");
    case "size":
    case "floors":
      return upTo(Math.max(0, ...supply.map(([, count]) => count)));
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
  const item = picker.template.params.item;
  return html`
    <form class="narrow" onSubmit=${(event) => (event.preventDefault(), onShow())}>
      <p>${t("map.too_many")}</p>
      ${picker.narrowWith.map((param) => {
        const choices = choicesFor(param, item, view, seat, data);
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
                    ${choices.map((choice) => html`<option value=${choice}>${param === "colour" ? colourName(choice) : choice}</option>`)}
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

/** A filter's value as its option shows it. */
function filterValue(key, value) {
  const parsed = JSON.parse(value);
  return key === "colour" && parsed !== null ? colourName(parsed) : shownValue(parsed);
}

/**
 * The purchase's count and its filters, each value with how many commands it leaves (given
 * the other filters); a change clears the cell picked.
 */
function Filters({ picker, filtered, placed, hotel, setPicker }) {
  const filters = filterFields(picker.choices.map(({ command }) => command));
  const count = filtered.length;
  const ways = hotel ? "tch.hotel.ways" : placed ? "map.ways_placed" : "map.ways";
  const left = (key, value) => picker.choices.filter(({ command }) => passes(command, picker.filters, key) && fieldValue(command, key) === value).length;
  return html`
    <p class="muted" id="purchase-count" aria-live="polite">${count ? tn(ways, count) : t("map.nothing")}</p>
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
              onChange=${(event) => setPicker({ ...picker, filters: { ...picker.filters, [key]: event.currentTarget.value }, selected: null, preview: [] })}
            >
              <option value="">${t("map.any")}</option>
              ${[...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map(
                (value) => html`<option value=${value}>${t("tch.option_count", { value: filterValue(key, value), count: formatNumber(left(key, value)) })}</option>`,
              )}
            </select>
          </div>
          `,
        )}
      </div>
    `}
  `;
}

/** The commands left (those of the cell picked), a button for each (the first ones). */
function ChoiceList({ shown, preview, busy, onBuy }) {
  return html`
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
    setPicker({ ...picker, selected: again ? null : cell, preview: [] });
  };

  const onParam = (param, value) => {
    const params = { ...picker.params };
    if (value) params[param] = value;
    else delete params[param];
    setPicker({ ...picker, params });
  };

  /** Lists the purchase again paid partly with `coupons`. */
  const payWith = (coupons) => {
    const params = { ...picker.params, coupons };
    if (!coupons) delete params.coupons;
    setPicker({ ...picker, params, choices: null, selected: null, preview: [] });
    expand(picker.template, params);
  };

  const buy = (command) => {
    setPicker(BLANK);
    onBuy(command);
  };

  const filtered = (picker.choices ?? []).filter(({ command }) => passes(command, picker.filters));
  const placed = picker.choices?.some(({ command }) => anchor(command));
  const candidates = placed ? [...new Map(filtered.map(({ command }) => [String(anchor(command)), anchor(command)])).values()] : [];
  const shown = filtered.filter(({ command }) => !picker.selected || String(anchor(command)) === String(picker.selected));
  const { template } = picker;
  const hotel = template?.params.item === "entrance_hotel";
  const coupons = view.me?.coupons ?? 0;
  const preview = (cells) => setPicker((before) => (before.choices ? { ...before, preview: cells } : before));
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
          ${coupons > 0 &&
          template.params.item !== "graveyard" &&
          html`
            <div class="option inline">
              <label for="purchase-coupons">${t("tch.pay_coupons", { value: formatNumber(data?.coupon_value ?? 500) })}</label>
              <select id="purchase-coupons" value=${picker.params.coupons ?? "0"} onChange=${(event) => payWith(event.currentTarget.value === "0" ? null : event.currentTarget.value)}>
                ${upTo(coupons + 1).map((count) => html`<option value=${String(count - 1)}>${formatNumber(count - 1)}</option>`)}
              </select>
            </div>
          `}
          ${picker.choices && html`<${Filters} picker=${picker} filtered=${filtered} placed=${placed} hotel=${hotel} setPicker=${setPicker} />`}
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
          ${picker.choices &&
          !hotel &&
          html`<${ChoiceList} shown=${shown} preview=${preview} busy=${busy} onBuy=${buy} />`}
          ${picker.choices &&
          hotel &&
          picker.selected &&
          html`
            <${HotelShapes}
              key=${`${picker.selected} ${JSON.stringify(picker.filters)}`}
              choices=${shown}
              price=${(data?.entrance_price ?? 0) - Number(picker.params.coupons ?? 0) * (data?.coupon_value ?? 500)}
              busy=${busy}
              onPreview=${preview}
              onBuy=${buy}
            />
          `}
        `}
      </div>
    </div>
  `;
}
