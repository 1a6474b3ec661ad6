// Bot accounts as the client shows them: the "bot" tag beside a seat holder whose account a
// program plays from (a built-in player already says it is one), names with their tags, the
// "bot account" tag of a profile, and the "no bots" tag of a table for people only.

import { language, t } from "./i18n.js";
import { html } from "./ui.js";

/**
 * Whether a seat's holder (`players[]` of a game) is a bot's account rather than a person's;
 * not a built-in player (`played_by: "bot"`, named in `bot`), which is shown by its own name.
 */
export const isBotAccount = (holder) => holder?.account === "bot" && !holder.bot && holder.played_by !== "bot";

/**
 * The "bot" tag of a seat holder that is a bot's account (nothing otherwise): a screen reader
 * hears "robo, bot account".
 */
export function BotTag({ holder }) {
  if (!isBotAccount(holder)) return null;
  return html`<span class="tag bot-account"><span aria-hidden="true">${t("account.bot_tag")}</span><span class="visually-hidden">${t("account.bot_tag_spoken")}</span></span>`;
}

/** The seat holders' names as a list in the language ("ann, robo bot and cid"), each bot account tagged. */
export function HolderNames({ players }) {
  const format = new Intl.ListFormat(language(), { style: "long", type: "conjunction" });
  let index = 0;
  return format.formatToParts(players.map((player) => player.username)).map((part) => {
    if (part.type !== "element") return part.value;
    const holder = players[index++];
    return html`<span class="holder" data-player=${holder.username}>${part.value}${isBotAccount(holder) && " "}<${BotTag} holder=${holder} /></span>`;
  });
}

/** The "bot account" tag of an account (a profile, a user) that is a bot's; nothing for a person's. */
export function AccountTag({ account, id }) {
  return account === "bot" ? html`<span class="tag bot-account" id=${id}>${t("account.bot")}</span>` : null;
}

/** The "no bots" tag of a table for people only (nothing for one that takes bots). */
export function NoBotsTag({ game }) {
  return game?.bots === "refused" ? html`<span class="tag no-bots">${t("account.no_bots")}</span>` : null;
}
