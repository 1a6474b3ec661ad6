// Tokyo Capsule Hotel purchases picked on the map: a purchase template is expanded through
// the API (`legal-moves?expand=purchase&item=…`), narrowed with more parameters when the
// server answers `expansion_too_large`, and its commands are shown as cells on the map to
// click, then as buttons with the server's texts.

import { ApiError, get } from "./api.js";
import { fill, h, svg } from "./dom.js";
import { t, tn } from "./i18n.js";
import { itemName, paramName } from "./labels.js";

const SEAT_COLOURS = ["#1c7ed6", "#f08c00", "#2f9e44", "#9c36b5", "#e03131"];
const STRUCTURE_COLOURS = { vending_machine: "#868e96", graveyard: "#495057", building: "#5c940d", hotel: "#c92a2a" };
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

/** The map as an SVG: areas in their owner's colour, structures, and highlighted cells. */
function drawMap(map, seat, marks, onCell) {
  const cell = (x, y, attributes) => svg("rect", { x, y, width: 1, height: 1, ...attributes });
  const layers = [svg("rect", { x: 0, y: 0, width: map.width, height: map.height, class: "map-ground" })];
  for (const area of map.areas) {
    const colour = area.owner === null || area.owner === undefined ? "#adb5bd" : SEAT_COLOURS[area.owner % SEAT_COLOURS.length];
    for (const [x, y] of area.cells) {
      layers.push(cell(x, y, { fill: colour, "fill-opacity": area.owner === seat ? 0.55 : 0.3, class: "map-cell" }));
    }
  }
  for (const structure of map.structures ?? []) {
    for (const [x, y] of structure.cells ?? []) {
      layers.push(cell(x + 0.1, y + 0.1, { width: 0.8, height: 0.8, fill: STRUCTURE_COLOURS[structure.type] ?? "#343a40", class: "map-structure" }));
    }
  }
  for (const [x, y] of marks.candidates) layers.push(cell(x + 0.15, y + 0.15, { width: 0.7, height: 0.7, class: "map-candidate" }));
  for (const [x, y] of marks.preview) layers.push(cell(x, y, { class: "map-preview" }));
  if (marks.selected) layers.push(cell(marks.selected[0], marks.selected[1], { class: "map-selected" }));
  // The picture shows the part of the map in use (land and the cells offered), with a margin.
  const used = [...map.areas.flatMap((area) => area.cells), ...marks.candidates];
  const margin = 3;
  const low = (axis) => Math.max(0, Math.min(...used.map((cell) => cell[axis])) - margin);
  const high = (axis, size) => Math.min(size, Math.max(...used.map((cell) => cell[axis])) + 1 + margin);
  const [left, top] = used.length ? [low(0), low(1)] : [0, 0];
  const side = used.length ? Math.max(high(0, map.width) - left, high(1, map.height) - top) : Math.max(map.width, map.height);
  const picture = svg(
    "svg",
    { viewBox: `${left} ${top} ${side} ${side}`, class: "capsule-map", role: "img", "aria-label": t("map.label") },
    ...layers,
  );
  picture.addEventListener("click", (event) => {
    const box = picture.getBoundingClientRect();
    const x = left + Math.floor(((event.clientX - box.left) / box.width) * side);
    const y = top + Math.floor(((event.clientY - box.top) / box.height) * side);
    if (x >= 0 && y >= 0 && x < map.width && y < map.height) onCell([x, y]);
  });
  return picture;
}

/**
 * The purchase panel: one button per purchase template, then the map and the commands of
 * the chosen one. `submit(command, button)` sends a move; `memory` keeps the choice in
 * progress from one drawing to the next.
 */
export function purchasePicker({ gameId, templates, view, seat, data, memory, submit, showError }) {
  const panel = h("div.move-group.purchase", { id: "purchase" });
  const body = h("div.purchase-body");
  // The choice in progress outlives a redraw (another seat's move changes the version).
  const blank = () => ({ template: null, params: {}, narrowWith: [], commands: null, texts: new Map(), filters: {}, selected: null, preview: [] });
  memory.picker ??= blank();
  const picker = memory.picker;

  const expand = async () => {
    const query = new URLSearchParams({ expand: picker.template.type, ...picker.template.params, ...picker.params });
    try {
      const answer = await get(`/v1/games/${gameId}/legal-moves?${query}`);
      picker.commands = answer.commands;
      // Each command's text, in the reader's language, as the server writes it.
      picker.texts = new Map(answer.commands.map((command, index) => [command, answer.texts?.[index] ?? command.type]));
      picker.narrowWith = [];
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code !== "expansion_too_large") return showError(failure);
      picker.commands = null;
      picker.narrowWith = failure.problem.details?.narrow_with ?? failure.problem.narrow_with ?? [];
    }
    render();
  };

  const choose = (template) => {
    Object.assign(picker, blank(), { template });
    expand();
  };

  const narrowingForm = () => {
    const inputs = picker.narrowWith.map((param) => {
      const choices = choicesFor(param, view, seat, data);
      const id = `narrow-${param}`;
      const input = choices
        ? h("select", { id, name: param }, h("option", { value: "" }, t("map.any")), choices.map((choice) => h("option", { value: choice, selected: picker.params[param] === choice }, choice)))
        : h("input", { id, name: param, value: picker.params[param] ?? "", placeholder: ["cell", "entrance"].includes(param) ? t("map.cell_placeholder") : "" });
      return h("div.option", {}, h("label", { for: id }, paramName(param)), input);
    });
    return h(
      "form.narrow",
      {
        onsubmit: (event) => {
          event.preventDefault();
          for (const element of event.target.querySelectorAll("input, select")) {
            if (element.value) picker.params[element.name] = element.value;
            else delete picker.params[element.name];
          }
          expand();
        },
      },
      h("p", {}, t("map.too_many")),
      inputs,
      h("button.primary", { type: "submit" }, t("map.show")),
    );
  };

  const filtered = () =>
    picker.commands.filter((command) => Object.entries(picker.filters).every(([key, value]) => !value || fieldValue(command, key) === value));
  const matching = () => filtered().filter((command) => !picker.selected || String(anchor(command)) === String(picker.selected));

  const onCell = (cell) => {
    if (!picker.commands) {
      const param = picker.narrowWith.find((name) => name === "cell" || name === "entrance");
      if (param) {
        picker.params[param] = cell.join(",");
        render();
      }
      return;
    }
    picker.selected = picker.selected && String(picker.selected) === String(cell) ? null : cell;
    render();
  };

  const render = () => {
    const map = view.map;
    const placed = picker.commands?.some((command) => anchor(command));
    const candidates = placed ? [...new Map(filtered().map((command) => [String(anchor(command)), anchor(command)])).values()] : [];
    const parts = [];
    if (picker.commands === null && picker.narrowWith.length) parts.push(narrowingForm());
    if (picker.commands) {
      const filters = filterFields(picker.commands).map(([key, values]) => {
        const select = h(
          "select",
          { id: `filter-${key}`, onchange: () => ((picker.filters[key] = select.value), (picker.selected = null), render()) },
          h("option", { value: "" }, t("map.any")),
          [...values].sort().map((value) => h("option", { value, selected: picker.filters[key] === value }, JSON.parse(value) === null ? t("map.none") : String(JSON.parse(value)))),
        );
        return h("div.option.inline", {}, h("label", { for: `filter-${key}` }, paramName(key)), select);
      });
      const shown = matching();
      parts.push(
        h(
          "p.muted",
          {},
          picker.commands.length
            ? tn(placed ? "map.ways_placed" : "map.ways", picker.commands.length)
            : t("map.nothing"),
        ),
        filters.length ? h("div.filters", {}, filters) : null,
        h(
          "div.move-buttons.scroll",
          { id: "purchase-choices" },
          shown.slice(0, LIST_LIMIT).map((command) => {
            const button = h(
              "button.move",
              {
                dataset: { type: "purchase" },
                onmouseenter: () => ((picker.preview = namedCells(command)), redrawMap()),
                onmouseleave: () => ((picker.preview = []), redrawMap()),
                onclick: () => {
                  Object.assign(picker, blank());
                  submit(command, button);
                },
              },
              picker.texts.get(command) ?? command.type,
            );
            return button;
          }),
          shown.length > LIST_LIMIT ? h("p.muted", {}, tn("map.more", shown.length - LIST_LIMIT)) : null,
        ),
      );
    }
    const mapHolder = h("div.map-holder");
    const redrawMap = () =>
      fill(mapHolder, drawMap(map, seat, { candidates, preview: picker.preview, selected: picker.selected }, onCell));
    redrawMap();
    fill(body, picker.template ? [h("h4", {}, itemName(picker.template.params.item ?? picker.template.type)), mapHolder, parts] : null);
  };

  fill(
    panel,
    h("h3", {}, t("map.title")),
    h(
      "div.move-buttons",
      {},
      templates.map((template) =>
        h("button.template", { dataset: { item: template.params.item ?? "" }, onclick: () => choose(template) }, itemName(template.params.item ?? template.type)),
      ),
    ),
    body,
  );
  const still = picker.template && templates.find((template) => JSON.stringify(template) === JSON.stringify(picker.template));
  if (still) expand();
  else Object.assign(picker, blank());
  return panel;
}
