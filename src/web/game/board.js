// The board picture, inline: the server's SVG parsed and put into the page (not an `<img>`),
// so that its own title and description reach a screen reader, with zoom buttons; the
// picture scrolls inside its frame when zoomed in.

import { t } from "../i18n.js";
import { html, useEffect, useRef, useState } from "../ui.js";

const SVG = "http://www.w3.org/2000/svg";
const ZOOMS = [1, 1.5, 2, 3];
const PREFIX = "picture-";

/**
 * Gives the picture's ids a prefix, and its references to them (`href="#…"`, `url(#…)`,
 * ARIA id lists), so that they cannot clash with the page's own ids.
 */
function prefixIds(root) {
  const ids = new Set([...root.querySelectorAll("[id]")].map((element) => element.id));
  const renamed = (id) => (ids.has(id) ? PREFIX + id : id);
  for (const element of [root, ...root.querySelectorAll("*")]) {
    for (const attribute of element.attributes) {
      const { name, value } = attribute;
      let changed = value.replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${renamed(id)})`);
      if (name === "id") changed = renamed(value);
      else if ((name === "href" || name === "xlink:href") && value.startsWith("#")) changed = `#${renamed(value.slice(1))}`;
      else if (name === "aria-labelledby" || name === "aria-describedby") changed = value.split(/\s+/).map(renamed).join(" ");
      if (changed !== value) attribute.value = changed;
    }
  }
}

/**
 * The SVG text parsed into a node of this document, or null when it is not an SVG picture.
 * Scripts and foreign content are dropped: the picture is only drawn.
 */
function parsePicture(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (root.localName !== "svg" || root.namespaceURI !== SVG || parsed.querySelector("parsererror")) return null;
  for (const unsafe of root.querySelectorAll("script, foreignObject")) unsafe.remove();
  prefixIds(root);
  const svg = document.importNode(root, true);
  // One image named by the picture's title and described by its description: the server
  // writes the whole position into the description, so a screen reader hears the position
  // once, in order, instead of the scattered texts of the drawing (which an image hides).
  const title = svg.querySelector(":scope > title");
  const desc = svg.querySelector(":scope > desc");
  svg.setAttribute("role", "img");
  svg.removeAttribute("aria-labelledby");
  if (title?.id) svg.setAttribute("aria-labelledby", title.id);
  else svg.setAttribute("aria-label", t("game.board_alt"));
  if (desc?.id) svg.setAttribute("aria-describedby", desc.id);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.classList.add("board");
  return svg;
}

/** The board's SVG text (`svg`) and its note (`{version}` shown, or `{failure}`). */
export function Board({ svg, note }) {
  const holder = useRef(null);
  const [zoom, setZoom] = useState(0);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (!svg) return;
    const picture = parsePicture(svg);
    setBroken(!picture);
    if (picture) holder.current.replaceChildren(picture);
  }, [svg]);

  const noteText = broken
    ? t("board.unreadable")
    : (note.failure ?? (note.version !== undefined ? t("game.version", { version: note.version }) : ""));
  return html`
    <div class="board-zoom" role="group" aria-label=${t("board.zoom")}>
      <button type="button" id="board-zoom-out" disabled=${zoom === 0} onClick=${() => setZoom(zoom - 1)}>
        <span aria-hidden="true">−</span><span class="visually-hidden">${t("board.zoom_out")}</span>
      </button>
      <button type="button" id="board-fit" disabled=${zoom === 0} onClick=${() => setZoom(0)}>${t("board.fit")}</button>
      <button type="button" id="board-zoom-in" disabled=${zoom === ZOOMS.length - 1} onClick=${() => setZoom(zoom + 1)}>
        <span aria-hidden="true">+</span><span class="visually-hidden">${t("board.zoom_in")}</span>
      </button>
      <span class="muted" aria-live="polite">${Math.round(ZOOMS[zoom] * 100)}%</span>
    </div>
    <div class="board-scroll" tabindex=${zoom > 0 ? 0 : undefined} aria-label=${zoom > 0 ? t("board.scroll") : undefined} role=${zoom > 0 ? "region" : undefined}>
      <div class="board-holder" id="board" ref=${holder} style=${{ width: `${ZOOMS[zoom] * 100}%` }}></div>
    </div>
    <p class="muted">${noteText}</p>
  `;
}
