// The Tokyo Capsule Hotel trade builder: the other party, what each side gives (yen in the
// game's multiple, coupons, capsules by colour, whole land areas, a new subdivision carved
// from an area) and a promise each way, checked against what each side holds, with what
// changes hands and both sides' yen afterwards; "Propose" sends `propose_trade`.

import { formatList, formatNumber, t, tn } from "../i18n.js";
import { html, useState } from "../ui.js";
import { colourName } from "./capsule-hotel.js";
import { Stepper } from "./stepper.js";

export const yen = (amount) => t("capsule.yen", { amount: formatNumber(amount) });

/** A trade item in words ("500 yen", "2 black capsules", "land area S-NW"). */
export function tradeItemWords(item) {
  switch (item.kind) {
    case "yen":
      return yen(item.amount);
    case "coupons":
      return tn("tch.trade.coupons", item.count);
    case "capsules":
      return tn("tch.trade.capsules", item.count, { colour: colourName(item.colour) });
    case "area":
      return t("tch.trade.area", { area: item.area_id });
    default:
      return t("tch.trade.subdivision", { area: item.parent_area_id, rects: item.rects.map((rect) => rect.join(",")).join("; ") });
  }
}

/** A player's yen once `transfers` are made. */
export function yenAfter(player, transfers) {
  const moved = (seat) => transfers.filter((each) => each[seat] === player.player_id && each.item.kind === "yen").reduce((sum, each) => sum + each.item.amount, 0);
  return player.yen + moved("to") - moved("from");
}

const BLANK_SIDE = { yen: 0, coupons: 0, capsules: {}, areas: [], parent: "", rects: "", promise: "" };

/** `"x,y,w,h; …"` as rectangles, or null when it is not written so. */
function readRects(text) {
  const rects = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(",").map((number) => Number(number.trim())));
  const good = rects.length > 0 && rects.every((rect) => rect.length === 4 && rect.every(Number.isInteger) && rect[2] >= 1 && rect[3] >= 1);
  return good ? rects : null;
}

/** One side's items as transfers from `from` to `to`, and what is wrong with them (words). */
function sideTransfers(side, from, to, areas) {
  const items = [];
  const wrong = [];
  if (side.yen > 0) items.push({ kind: "yen", amount: side.yen });
  if (side.coupons > 0) items.push({ kind: "coupons", count: side.coupons });
  for (const [colour, count] of Object.entries(side.capsules)) if (count > 0) items.push({ kind: "capsules", colour, count });
  for (const area_id of side.areas) items.push({ kind: "area", area_id });
  if (side.parent) {
    const rects = readRects(side.rects);
    const parent = areas.find((area) => area.id === side.parent);
    const own = new Set((parent?.direct_cells ?? []).map(String));
    const cells = new Set((rects ?? []).flatMap(([x, y, w, h]) => Array.from({ length: w * h }, (_, index) => String([x + (index % w), y + Math.floor(index / w)]))));
    if (!rects) wrong.push(t("tch.trade.bad_rects"));
    else if ([...cells].some((cell) => !own.has(cell))) wrong.push(t("tch.trade.rects_outside", { area: side.parent }));
    else if (cells.size === own.size) wrong.push(t("tch.trade.rects_whole", { area: side.parent }));
    else if (side.areas.includes(side.parent)) wrong.push(t("tch.trade.area_twice", { area: side.parent }));
    else items.push({ kind: "new_subdivision", parent_area_id: side.parent, rects });
  }
  return { transfers: items.map((item) => ({ from, to, item })), wrong };
}

/** What one side gives: steppers, checkboxes, the subdivision and the promise. */
function SideChoice({ side, legend, holder, areas, offer, multiple, maxChars, change }) {
  const id = (what) => `tch-${side}-${what}`;
  const set = (field, value) => change({ ...offer, [field]: value });
  const flip = (area) => set("areas", offer.areas.includes(area) ? offer.areas.filter((each) => each !== area) : [...offer.areas, area]);
  const colours = Object.entries(holder.supply ?? {}).filter(([, count]) => count > 0);
  return html`
    <fieldset class="trade-side" id=${id("side")}>
      <legend>${legend}</legend>
      <${Stepper} id=${id("yen")} label=${t("tch.trade.yen_label", { multiple: formatNumber(multiple) })} value=${offer.yen} step=${multiple}
        max=${Math.floor(Math.max(0, holder.yen) / multiple) * multiple} onChange=${(value) => set("yen", value)} />
      ${holder.coupons > 0 &&
      html`<${Stepper} id=${id("coupons")} label=${t("tch.trade.coupons_label")} value=${offer.coupons} max=${holder.coupons} onChange=${(value) => set("coupons", value)} />`}
      ${colours.map(
        ([colour, held]) => html`
          <${Stepper} id=${id(`capsules-${colour}`)} label=${t("tch.trade.capsules_label", { colour: colourName(colour) })} value=${offer.capsules[colour] ?? 0} max=${held}
            onChange=${(value) => set("capsules", { ...offer.capsules, [colour]: value })} />
        `,
      )}
      ${areas.map(
        (area) => html`
          <div class="option check">
            <input id=${id(`area-${area.id}`)} type="checkbox" checked=${offer.areas.includes(area.id)} onChange=${() => flip(area.id)} />
            <label for=${id(`area-${area.id}`)}>${t("tch.trade.area_whole", { area: area.id, count: formatNumber(area.cells.length) })}</label>
          </div>
        `,
      )}
      ${areas.length > 0 &&
      html`
        <div class="option">
          <label for=${id("parent")}>${t("tch.trade.subdivide")}</label>
          <select id=${id("parent")} value=${offer.parent} onChange=${(event) => set("parent", event.currentTarget.value)}>
            <option value="">${t("map.none")}</option>
            ${areas.map((area) => html`<option value=${area.id}>${area.id}</option>`)}
          </select>
        </div>
      `}
      ${offer.parent &&
      html`
        <div class="option">
          <label for=${id("rects")}>${t("tch.trade.rects")}</label>
          <input id=${id("rects")} value=${offer.rects} placeholder="x,y,w,h; x,y,w,h" onInput=${(event) => set("rects", event.currentTarget.value)} />
        </div>
      `}
      <div class="option">
        <label for=${id("promise")}>${t("tch.trade.promise")}</label>
        <input id=${id("promise")} value=${offer.promise} maxlength=${maxChars} onInput=${(event) => set("promise", event.currentTarget.value)} />
      </div>
    </fieldset>
  `;
}

/**
 * The builder for the viewer of `view` (a Tokyo Capsule Hotel view), in a game configured by
 * `config`; `send(command)` proposes the trade.
 */
export function TradeBuilder({ view, config, names, busy, send }) {
  const me = view.players.find((player) => player.player_id === view.me?.player_id);
  const others = view.players.filter((player) => player !== me && player.status !== "passed");
  const [to, setTo] = useState(others[0]?.player_id ?? null);
  const [give, setGive] = useState(BLANK_SIDE);
  const [take, setTake] = useState(BLANK_SIDE);
  const them = others.find((player) => player.player_id === Number(to)) ?? others[0];
  if (!me || !them) return null;
  const multiple = config?.trade?.yen_multiple ?? 100;
  const maxChars = config?.trade?.promise_max_chars ?? 500;
  const areasOf = (player) => view.map.areas.filter((area) => area.owner === player.player_id);
  const mine = sideTransfers(give, me.player_id, them.player_id, areasOf(me));
  const theirs = sideTransfers(take, them.player_id, me.player_id, areasOf(them));
  const transfers = [...mine.transfers, ...theirs.transfers];
  const promises = [
    give.promise.trim() && { from: me.player_id, to: them.player_id, text: give.promise.trim() },
    take.promise.trim() && { from: them.player_id, to: me.player_id, text: take.promise.trim() },
  ].filter(Boolean);
  const gives = (seat) => transfers.some((each) => each.from === seat) || promises.some((each) => each.from === seat);
  const wrong = [...mine.wrong, ...theirs.wrong];
  if (!gives(me.player_id) || !gives(them.player_id)) wrong.push(t("tch.trade.both_sides"));
  for (const player of [me, them]) if (yenAfter(player, transfers) < 0) wrong.push(t("tch.trade.too_much", { name: names([player.player_id]) }));
  const line = (from, target) => {
    const what = transfers.filter((each) => each.from === from.player_id).map((each) => tradeItemWords(each.item));
    return what.length ? t("tch.trade.gives", { from: names([from.player_id]), to: names([target.player_id]), what: formatList(what) }) : null;
  };
  const propose = (event) => {
    event.preventDefault();
    if (wrong.length) return;
    send({ type: "propose_trade", transfers, promises });
    setGive(BLANK_SIDE);
    setTake(BLANK_SIDE);
  };
  const common = { multiple, maxChars };
  return html`
    <details class="move-group panel" id="tch-trade-builder" data-group="propose_trade">
      <summary>${t("tch.trade.builder_title")}</summary>
      <form onSubmit=${propose}>
        <div class="option inline">
          <label for="tch-trade-with">${t("tch.trade.with")}</label>
          <select id="tch-trade-with" value=${String(them.player_id)} onChange=${(event) => (setTo(Number(event.currentTarget.value)), setTake(BLANK_SIDE))}>
            ${others.map((player) => html`<option value=${String(player.player_id)}>${names([player.player_id])}</option>`)}
          </select>
        </div>
        <div class="trade-sides">
          <${SideChoice} side="give" legend=${t("tch.trade.you_give")} holder=${me} areas=${areasOf(me)} offer=${give} change=${setGive} ...${common} />
          <${SideChoice} side="take" legend=${t("tch.trade.they_give", { name: names([them.player_id]) })} holder=${them} areas=${areasOf(them)} offer=${take} change=${setTake} ...${common} />
        </div>
        <div class="panel-summary" id="tch-trade-summary" role="status">
          <ul class="trade-lines">
            ${[line(me, them), line(them, me)].filter(Boolean).map((text) => html`<li>${text}</li>`)}
            ${promises.map((each) => html`<li>${t("tch.trade.promises", { from: names([each.from]), to: names([each.to]), text: each.text })}</li>`)}
          </ul>
          <p>${[me, them].map((player) => t("tch.trade.yen_after", { name: names([player.player_id]), amount: yen(yenAfter(player, transfers)) })).join(" · ")}</p>
        </div>
        ${wrong.length > 0 && html`<ul class="muted" id="tch-trade-wrong">${wrong.map((text) => html`<li>${text}</li>`)}</ul>`}
        <div class="actions">
          <button class="primary" id="tch-propose-trade" type="submit" disabled=${busy || wrong.length > 0}>${t("tch.trade.propose")}</button>
        </div>
      </form>
    </details>
  `;
}
