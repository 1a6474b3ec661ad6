// Ratings as the client shows them: a rating to one decimal, what a rated game did to one
// ("12.4 → 14.1 (+1.7)"), the "rated" tag of a rated game, links to players' profiles, and the
// paged lists of profiles and leaderboards (read a page at a time, following `next_cursor`).

import { ApiError, get } from "./api.js";
import { language, t } from "./i18n.js";
import { describe } from "./notice.js";
import { html, useEffect, useState } from "./ui.js";

/** A number to one decimal in the chosen language; `sign` as `Intl.NumberFormat`'s `signDisplay`. */
const oneDecimal = (value, sign = "auto") =>
  new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: sign }).format(value);

/** A rating (`mu − 3·sigma`), to one decimal. */
export const formatRating = (value) => oneDecimal(value);

/** A rating's skill and uncertainty: "27.6 ± 8.1". */
export const formatSpread = ({ mu, sigma }) => t("rating.spread", { mu: oneDecimal(mu), sigma: oneDecimal(sigma) });

/** What a rated game did to a rating: "12.4 → 14.1 (+1.7)". */
export const formatChange = (change) =>
  t("rating.change", { before: oneDecimal(change.before.rating), after: oneDecimal(change.after.rating), change: oneDecimal(change.change, "exceptZero") });

/** The "rated" tag of a rated game (nothing for a casual one). */
export function RatedTag({ game }) {
  return game?.rated ? html`<span class="tag rated">${t("rating.rated")}</span>` : null;
}

/** The address of a player's profile. */
export const profileHref = (username) => `#/users/${encodeURIComponent(username)}`;

/** A player's name, linked to their profile. */
export function PlayerLink({ name }) {
  return html`<a class="player-link" href=${profileHref(name)}>${name}</a>`;
}

/**
 * Reads a paged list: `path` answers `{..., [member]: [...], next_cursor}` (`limit` and
 * `cursor` in its query). Answers `{first, items, next, more, busy, missing, problem}`: the
 * first page (the rest of its members), the items of the pages read, whether there are more,
 * `more()` to read the next page, and whether the path found nothing (404).
 */
export function usePages(path, member, limit) {
  const [state, setState] = useState({ first: null, items: [], next: null, busy: true, missing: false, problem: null });
  const read = async (cursor) => {
    setState((before) => ({ ...before, busy: true, problem: null }));
    const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    try {
      const page = await get(`${path}${path.includes("?") ? "&" : "?"}${query}`);
      setState((before) => ({
        first: before.first ?? page,
        items: [...before.items, ...page[member]],
        next: page.next_cursor ?? null,
        busy: false,
        missing: false,
        problem: null,
      }));
    } catch (failure) {
      const missing = failure instanceof ApiError && failure.status === 404;
      setState((before) => ({ ...before, busy: false, missing, problem: missing ? null : describe(failure) }));
    }
  };
  useEffect(() => {
    read(null);
  }, [path]);
  return { ...state, more: () => read(state.next) };
}
