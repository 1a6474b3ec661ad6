// The tab's title: the screen's name and the site's ("Acquire — Hotel Games"), with what
// awaits the player in front of it.

import { useEffect } from "./ui.js";

/** The site's name, as the page's own title says it. */
export const site = document.title;

/** A screen's title: its name and the site's (the site's alone without a name). */
export const pageTitle = (name) => (name ? `${name} — ${site}` : site);

/** Keeps the tab's title at `title` while the component shows. */
export function useTitle(title) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
