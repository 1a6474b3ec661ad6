// The Tokyo Capsule Hotel map as an SVG: areas in their owner's colour, structures, and the
// cells a purchase picker highlights; a click on the map names the cell clicked. By keyboard,
// the arrow keys move a cursor over the cells (its position and what may go there are
// announced) and Enter or Space picks the cell under it.

import { t } from "../i18n.js";
import { html, useEffect, useState } from "../ui.js";

const SEAT_COLOURS = ["#1c7ed6", "#f08c00", "#2f9e44", "#9c36b5", "#e03131"];
const STRUCTURE_COLOURS = { vending_machine: "#868e96", graveyard: "#495057", building: "#5c940d", hotel: "#c92a2a" };

/** One cell's square (or a smaller one inside it: `inset` on each side). */
function Cell({ at: [x, y], inset = 0, ...attributes }) {
  const side = 1 - 2 * inset;
  return html`<rect x=${x + inset} y=${y + inset} width=${side} height=${side} ...${attributes} />`;
}

/** The part of the map in use (land and the cells offered), with a margin: `[left, top, side]`. */
function shownPart(map, candidates) {
  const used = [...map.areas.flatMap((area) => area.cells), ...candidates];
  if (!used.length) return [0, 0, Math.max(map.width, map.height)];
  const margin = 3;
  const low = (axis) => Math.max(0, Math.min(...used.map((cell) => cell[axis])) - margin);
  const high = (axis, size) => Math.min(size, Math.max(...used.map((cell) => cell[axis])) + 1 + margin);
  const [left, top] = [low(0), low(1)];
  return [left, top, Math.max(high(0, map.width) - left, high(1, map.height) - top)];
}

const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** What the cursor's cell is, for the announcement: its place, whether it can be picked. */
function cursorText(cell, candidates, selected) {
  const same = (other) => other && other[0] === cell[0] && other[1] === cell[1];
  const where = t("capsule.cursor", { x: cell[0], y: cell[1] });
  if (same(selected)) return `${where} ${t("capsule.cursor_selected")}`;
  return candidates.some(same) ? `${where} ${t("capsule.cursor_candidate")}` : where;
}

/**
 * The map seen by `seat`, with `candidates` (cells to pick), `preview` (the cells a purchase
 * covers) and `selected` (the cell picked) marked; `onCell([x, y])` on a click, or on Enter
 * with the keyboard's cursor on a cell.
 */
export function CapsuleMap({ map, seat, candidates, preview, selected, onCell }) {
  const [left, top, side] = shownPart(map, candidates);
  const [cursor, setCursor] = useState(null);
  // New cells to pick (a purchase listed, a filter changed): the cursor starts on them again.
  const offered = candidates.join(";");
  useEffect(() => setCursor(null), [offered]);
  const start = () => selected ?? candidates[0] ?? [left + Math.floor(side / 2), top + Math.floor(side / 2)];
  const keyed = (event) => {
    const step = STEPS[event.key];
    if (step) {
      event.preventDefault();
      const [x, y] = cursor ?? start();
      const clamp = (value, low, size) => Math.max(low, Math.min(low + size - 1, value));
      setCursor([clamp(x + step[0], left, side), clamp(y + step[1], top, side)]);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onCell(cursor ?? start());
    }
  };
  const clicked = (event) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = left + Math.floor(((event.clientX - box.left) / box.width) * side);
    const y = top + Math.floor(((event.clientY - box.top) / box.height) * side);
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) return;
    setCursor([x, y]);
    onCell([x, y]);
  };
  const owned = (area) => area.owner !== null && area.owner !== undefined;
  return html`
    <div
      class="map-keys"
      id="capsule-map"
      tabindex="0"
      role="application"
      aria-label=${t("capsule.map_label")}
      aria-describedby="capsule-map-help"
      onKeyDown=${keyed}
      onFocus=${() => setCursor(cursor ?? start())}
    >
      <svg viewBox=${`${left} ${top} ${side} ${side}`} class="capsule-map" aria-hidden="true" onClick=${clicked}>
        <rect x="0" y="0" width=${map.width} height=${map.height} class="map-ground" />
        ${map.areas.flatMap((area) =>
          area.cells.map(
            (cell) => html`
              <${Cell}
                at=${cell}
                fill=${owned(area) ? SEAT_COLOURS[area.owner % SEAT_COLOURS.length] : "#adb5bd"}
                fill-opacity=${area.owner === seat ? 0.55 : 0.3}
                class="map-cell"
              />
            `,
          ),
        )}
        ${(map.structures ?? []).flatMap((structure) =>
          (structure.cells ?? []).map(
            (cell) => html`<${Cell} at=${cell} inset=${0.1} fill=${STRUCTURE_COLOURS[structure.type] ?? "#343a40"} class="map-structure" />`,
          ),
        )}
        ${candidates.map((cell) => html`<${Cell} at=${cell} inset=${0.15} class="map-candidate" />`)}
        ${preview.map((cell) => html`<${Cell} at=${cell} class="map-preview" />`)}
        ${selected && html`<${Cell} at=${selected} class="map-selected" />`}
        ${cursor && html`<${Cell} at=${cursor} class="map-cursor" />`}
      </svg>
    </div>
    <p class="muted map-help" id="capsule-map-help">${t("capsule.map_help")}</p>
    <p class="map-position" id="capsule-map-position" aria-live="polite">${cursor && cursorText(cursor, candidates, selected)}</p>
  `;
}
