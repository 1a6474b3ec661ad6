// Dollars as the games print them ("$1,200"), in the reader's number format.

import { formatNumber, t } from "../i18n.js";

export const money = (amount) => t("play.money", { amount: formatNumber(amount) });
