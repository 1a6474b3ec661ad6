// The client's words: one message file per language (`/words/<lang>.json`, flat keys with
// `{name}` placeholders, `.one`/`.other` forms where a count is shown), loaded once at start,
// and the language the reader chose.

/** The languages the client speaks, each named in itself. */
export const LANGUAGES = [
  ["en", "English"],
  ["ja", "日本語"],
  ["zh-TW", "繁體中文"],
];

const LANGUAGE_KEY = "hotel-games.language";
const books = {};
let current = "en";

/** Reads the message files of every language (they are small: switching is then instant). */
export async function loadWords() {
  await Promise.all(
    LANGUAGES.map(async ([code]) => {
      const response = await fetch(`/words/${code}.json`);
      books[code] = await response.json();
    }),
  );
}

/** The browser's preferred language among ours (`ja*`, Traditional Chinese, else English). */
export function browserLanguage() {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lower = String(tag).toLowerCase();
    if (lower.startsWith("ja")) return "ja";
    if (/^zh-(tw|hant|hk|mo)\b/.test(lower)) return "zh-TW";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
}

/** The language remembered in this browser (chosen on the picker), or null. */
export function rememberedLanguage() {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.some(([code]) => code === stored) ? stored : null;
}

export function rememberLanguage(code) {
  localStorage.setItem(LANGUAGE_KEY, code);
}

export const language = () => current;

/** Switches the language of everything shown from now on; `<html lang>` follows. */
export function setLanguage(code) {
  current = LANGUAGES.some(([known]) => known === code) ? code : "en";
  document.documentElement.lang = current;
}

function fillIn(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** The message `key` in the chosen language (English when missing), placeholders filled. */
export function t(key, params = {}) {
  const text = books[current]?.[key] ?? books.en?.[key] ?? key;
  return fillIn(text, params);
}

/** A message with elements in its placeholders: an array of strings and the given nodes. */
export function tParts(key, nodes) {
  const text = books[current]?.[key] ?? books.en?.[key] ?? key;
  return text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? (nodes[part] ?? `{${part}}`) : part));
}

/** `t` for a message with a count: `key.one`, `key.other`, … by the language's plural rule. */
export function tn(key, count, params = {}) {
  const form = new Intl.PluralRules(current).select(count);
  const book = books[current] ?? {};
  const text = book[`${key}.${form}`] ?? book[`${key}.other`] ?? books.en?.[`${key}.other`] ?? key;
  return fillIn(text, { count: formatNumber(count), ...params });
}

/** The message `key` if there is one, else null. */
export function maybe(key, params = {}) {
  return books[current]?.[key] !== undefined || books.en?.[key] !== undefined ? t(key, params) : null;
}

/** A list of names in the language ("Ann and Bob", "Ann、Bob"). */
export function formatList(items, type = "conjunction") {
  return new Intl.ListFormat(current, { style: "long", type }).format(items.map(String));
}

export const formatNumber = (value) => Number(value).toLocaleString(current);

/** A date and time (RFC 3339 or ms) as the chosen language writes it, to the minute. */
export const formatDateTime = (at) => new Date(at).toLocaleString(current, { dateStyle: "medium", timeStyle: "short" });

/** "2 minutes ago"-style time for a timestamp, in the chosen language. */
export function ago(timestamp) {
  if (!timestamp) return "";
  const seconds = Math.round((Date.now() - Date.parse(timestamp)) / 1000);
  const format = new Intl.RelativeTimeFormat(current, { numeric: "auto", style: "short" });
  if (seconds < 60) return format.format(0, "second");
  if (seconds < 3600) return format.format(-Math.round(seconds / 60), "minute");
  if (seconds < 86400) return format.format(-Math.round(seconds / 3600), "hour");
  return format.format(-Math.round(seconds / 86400), "day");
}
