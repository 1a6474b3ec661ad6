// Names the client shows beside the server's own words: the kinds, the headings of the groups
// of legal moves, and what placing an Acquire tile would do. The moves themselves are the
// server's texts (`legal-moves` → `texts`), in the reader's language.

import { formatList, maybe, t } from "./i18n.js";

/** `"coin_laundry"` → `"Coin laundry"`: the last resort for an identifier without a message. */
export function words(identifier) {
  const text = String(identifier).replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A game kind's name in the chosen language. */
export const kindName = (kind) => maybe(`kind.${kind}`) ?? words(kind);

/** The heading of a group of legal moves, by command type. */
export const groupName = (type) => maybe(`group.${type}`) ?? words(type);

/** The order groups are shown in: the game's main decisions first, leaving last. */
export function groupRank(type) {
  if (type === "resign" || type === "declare_bankruptcy") return 3;
  if (type === "take_loan" || type === "mortgage" || type === "unmortgage") return 2;
  return 1;
}

/** An Acquire chain's name in the chosen language. */
export const chainName = (chain) => maybe(`chain.${chain}`) ?? words(chain);

/** A Tokyo Capsule Hotel purchase item or parameter, in the chosen language. */
export const itemName = (item) => maybe(`item.${item}`) ?? words(item);
export const paramName = (param) => maybe(`param.${param}`) ?? words(param);

/**
 * What placing an Acquire tile of the caller's hand would do, from the view's classification
 * ("founds a chain", "merges Tower and American"), or null.
 */
export function tileEffect(tile, view) {
  const held = view?.your_hand?.find((entry) => entry.tile === tile);
  const chains = formatList((held?.chains ?? []).map(chainName));
  switch (held?.class) {
    case "found":
      return t("tile.found");
    case "grow":
      return t("tile.grow", { chains });
    case "merge":
      return t("tile.merge", { chains });
    default:
      return null;
  }
}
