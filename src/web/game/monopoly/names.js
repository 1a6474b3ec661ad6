// Monopoly names from the printed data: a deed's name, a colour group's name.

import { maybe } from "../../i18n.js";
import { words } from "../../labels.js";

/** The printed square `index` of `data` (`GET /data`). */
export const squareOf = (data, index) => data?.squares?.find((square) => square.index === index);

/** A deed's printed name, or its index. */
export const deedName = (data, index) => squareOf(data, index)?.name ?? `#${index}`;

/** A colour group's name in the chosen language (`light_blue` → "Light blue"). */
export const colourName = (group) => maybe(`play.monopoly.colour.${group}`) ?? words(group);
