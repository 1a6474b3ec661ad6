// Tokyo Capsule Hotel entrance hotels, narrowed step by step: by their size and height (and
// colour) like any purchase, then by the entrance picked on the map, then by shape among
// those left, shown one at a time, described in words and previewed on the map before it is
// built.

import { formatList, formatNumber, t, tn } from "../i18n.js";
import { html, useEffect, useState } from "../ui.js";

/** A hotel's capsules (`size`) and floors, which it is narrowed by beside its colour. */
export function hotelFields(item) {
  if (item.kind !== "entrance_hotel") return {};
  return { size: item.capsules.length, floors: Math.max(...item.capsules.map((capsule) => capsule.floor)) };
}

/** The two cells of a capsule. */
const capsuleCells = ({ x, y, dir }) => (dir === "h" ? [[x, y], [x + 1, y]] : [[x, y], [x, y + 1]]);

/** The cells a hotel's ground floor covers (its entrance aside). */
export const hotelCells = (item) => item.capsules.filter((capsule) => capsule.floor === 1).flatMap(capsuleCells);

/** A colour's name in the chosen language. */
export const colourName = (colour) => t(`tch.colour.${colour}`);

/** A hotel's shape in words, floor by floor: "Floor 1: 3,4 across, 3,5 down". */
function shapeWords(item) {
  const floors = [...new Set(item.capsules.map((capsule) => capsule.floor))].sort((a, b) => a - b);
  return floors.map((floor) =>
    t("tch.hotel.floor", {
      floor,
      capsules: formatList(
        item.capsules
          .filter((capsule) => capsule.floor === floor)
          .map(({ x, y, dir }) => t(dir === "h" ? "tch.hotel.across" : "tch.hotel.down", { x, y })),
      ),
    }),
  );
}

/**
 * The hotels left once the entrance is picked (`choices`: `{command, text}`), one at a time:
 * its shape in words, Previous and Next, and a button that builds it for `price` (yen).
 * `onPreview(cells)` shows the one in view on the map; `onBuy(command)` builds it.
 */
export function HotelShapes({ choices, price, busy, onPreview, onBuy }) {
  const [index, setIndex] = useState(0);
  const at = Math.min(index, choices.length - 1);
  const shown = choices[at];
  // The first one, and the one in view when the list is read again, shown on the map.
  useEffect(() => {
    onPreview(shown ? hotelCells(shown.command.item) : []);
  }, [shown]);
  if (!shown) return html`<p class="muted" id="hotel-shapes">${t("tch.hotel.none_here")}</p>`;
  const { item } = shown.command;
  const turn = (step) => {
    const next = (at + step + choices.length) % choices.length;
    setIndex(next);
    onPreview(hotelCells(choices[next].command.item));
  };
  return html`
    <div class="hotel-shapes" id="hotel-shapes" role="group" aria-labelledby="hotel-shape-title">
      <p id="hotel-shape-title" aria-live="polite">
        <strong>${t("tch.hotel.shape_of", { number: formatNumber(at + 1), count: formatNumber(choices.length) })}</strong>
        ${" "}${t("tch.hotel.summary", { colour: colourName(item.colour), size: tn("tch.hotel.capsules", item.capsules.length), x: item.entrance.x, y: item.entrance.y })}
      </p>
      <ul class="hotel-floors" id="hotel-shape-floors">
        ${shapeWords(item).map((words) => html`<li>${words}</li>`)}
      </ul>
      <div class="actions">
        <button type="button" id="hotel-previous" disabled=${choices.length < 2} onClick=${() => turn(-1)}>${t("tch.hotel.previous")}</button>
        <button type="button" id="hotel-next" disabled=${choices.length < 2} onClick=${() => turn(1)}>${t("tch.hotel.next")}</button>
        <button type="button" class="primary move" id="hotel-build" data-type="purchase" disabled=${busy} onClick=${() => onBuy(shown.command)}>
          ${t("tch.hotel.build", { price: t("capsule.yen", { amount: formatNumber(price) }) })}
        </button>
      </div>
    </div>
  `;
}
