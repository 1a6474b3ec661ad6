// "Your turn" signals: a dot on the tab's icon (an SVG favicon as a `data:` URL) while it is
// the player's turn, and, when they ask for it with a click, a browser notification when a
// turn comes while the tab is hidden.

import { t } from "./i18n.js";
import { html, useEffect, useRef, useState } from "./ui.js";

const ICON = (dot) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="5" width="22" height="24" rx="3" fill="#0b7285"/>` +
  `<rect x="8" y="10" width="5" height="5" fill="#fff"/><rect x="15" y="10" width="5" height="5" fill="#fff"/>` +
  `<rect x="8" y="18" width="5" height="5" fill="#fff"/><rect x="15" y="18" width="5" height="5" fill="#fff"/>` +
  (dot ? `<circle cx="25" cy="8" r="7" fill="#e8590c" stroke="#fff" stroke-width="2"/>` : "") +
  `</svg>`;

/** Draws the tab's icon, with the dot or without. */
function drawIcon(dot) {
  let link = document.querySelector("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  link.type = "image/svg+xml";
  link.href = `data:image/svg+xml,${encodeURIComponent(ICON(dot))}`;
  link.dataset.turn = dot ? "yours" : "";
}

/** Shows the dot on the tab's icon while `dot` is true (and the component is shown). */
export function useFavicon(dot) {
  useEffect(() => {
    drawIcon(dot);
    return () => drawIcon(false);
  }, [dot]);
}

const supported = () => typeof Notification !== "undefined";

/**
 * The favicon's dot while `yours`, a notification saying `text` when the turn comes while the
 * tab is hidden, and the button that asks the browser's permission for those.
 */
export function TurnSignal({ yours, text }) {
  useFavicon(Boolean(yours));
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : "unsupported"));
  const before = useRef(yours);
  useEffect(() => {
    if (yours && !before.current && document.hidden && permission === "granted") new Notification(text, { tag: "hotel-games-turn" });
    before.current = yours;
  }, [yours]);
  if (permission !== "default") return null;
  const ask = async () => setPermission(await Notification.requestPermission());
  return html`<button type="button" id="notify-turns" onClick=${ask}>${t("table.notify")}</button>`;
}
