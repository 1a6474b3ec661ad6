// What the browser checks share: the browser, people (each their own browser context and
// page, whose script errors and refused resources are collected), and the steps every
// scenario takes (register, create a game, click a legal move, wait for the next version,
// screenshots).

import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { chromium } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const base = process.env.BASE_URL ?? "http://127.0.0.1:8080";
export const shots = process.env.SCREENSHOT_DIR ?? "screenshots";
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const run = Date.now().toString(36).slice(-5);
export const password = "correct horse battery";
mkdirSync(shots, { recursive: true });

/** The two screens every screen is checked at: a desktop and a 390×844 phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

export const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
export const problems = [];
// Refusals a step provokes on purpose (e.g. an unreadable text command: 400; a private game
// of others: 404; a revoked invitation: 410), by person; and
// the people whose tokens a step spoils on purpose (401s are expected from their page then).
export const provoked = {};
export const spoiled = new Set();
export const ja = JSON.parse(readFileSync(new URL("../../src/web/words/ja.json", import.meta.url), "utf8"));

/**
 * A person: their own browser context (storage), one page, and its errors collected; on a
 * desktop screen unless `viewport` names another (see VIEWPORTS).
 */
export async function person(name, viewport = VIEWPORTS.desktop) {
  const context = await browser.newContext({ viewport, locale: "en-US" });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  page.on("pageerror", (error) => problems.push(`${name}: ${error.message}`));
  page.on("console", (message) => {
    // Failed requests the client handles itself (a 409 it shows, a stream closed on leaving
    // a screen) are reported by the browser too; refused resources and script errors are not
    // expected at all.
    const text = message.text();
    if (message.type() !== "error" || /status of (304|409)|net::ERR_ABORTED/.test(text)) return;
    // Answers that say "none here", which the client shows as such: no standing orders or
    // email settings stored (404), no email on this server (501).
    const url = message.location()?.url ?? "";
    if (/status of (404|501)/.test(text) && /\/(standing-orders|reply-address|notifications)$/.test(url)) return;
    if (/status of (400|404|410)/.test(text) && provoked[`${name}${run}`] > 0) provoked[`${name}${run}`] -= 1;
    else if (/status of 401/.test(text) && spoiled.has(`${name}${run}`)) return;
    else problems.push(`${name}: ${text}`);
  });
  return { name: `${name}${run}`, page };
}

/**
 * Saves a screenshot of the page scrolled to its top, or to `focus` (a selector), and checks
 * the screen's accessibility (see `audit`).
 */
export async function shot(page, file, focus = null) {
  await page.waitForTimeout(300);
  await page.evaluate((selector) => {
    window.scrollTo(0, 0);
    if (selector) window.scrollBy(0, document.querySelector(selector).getBoundingClientRect().top - 70);
  }, focus);
  await page.screenshot({ path: `${shots}/${file}.png` });
  await audit(page, file);
}

export async function register({ page, name }, screenshot) {
  const answer = await page.goto(base);
  const policy = answer.headers()["content-security-policy"] ?? "";
  assert.match(policy, /default-src 'self'/, "the client's pages carry their own security policy");
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  await page.locator("#username").waitFor();
  if (screenshot) {
    await page.fill("#username", name);
    await shot(page, "sign-in");
  }
  await page.fill("#username", name);
  await page.fill("#password", password);
  await page.click("#register");
  await page.locator("#whoami", { hasText: name }).waitFor();
}

/** Creates a game through the "new game" form; `bots` names the bot of seats 2, 3, … ("" = open). */
export async function createGame({ page }, kind, seats, bots, screenshot) {
  await page.goto(`${base}/#/new`);
  await page.check(`input[name=kind][value=${kind}]`);
  await page.fill("#seats", String(seats));
  await page.dispatchEvent("#seats", "input");
  for (const [index, bot] of bots.entries()) await page.selectOption(`#seat-${index + 1}`, bot);
  if (screenshot) await shot(page, "create-game");
  await page.click("#create-game");
  await page.waitForURL(/#\/games\/[0-9a-f-]+$/);
  await page.locator("#game-title").waitFor();
  return page.url().split("/").pop();
}

export const version = async (page) => Number(await page.locator("body").getAttribute("data-version"));
export const logLength = (page) => page.locator("#log li").count();
export const yourTurn = (page) => page.locator("#turn.yours").count().then((count) => count > 0);

/** Waits until the tab's title matches `pattern`. */
export async function titled(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.title), pattern.source);
}

/** Waits until the page shows a version after `before` (the move and the bots' replies landed). */
export async function nextVersion(page, before) {
  await page.waitForFunction((seen) => Number(document.body.dataset.version) > seen, before);
}

/** The board picture is there, inline, named by its own title. */
export async function boardShown(page) {
  await page.waitForFunction(() => {
    const board = document.querySelector("#board > svg[role=img]");
    return board && board.getBoundingClientRect().width > 0 && document.getElementById(board.getAttribute("aria-labelledby"))?.textContent;
  });
}

/**
 * Clicks one of the legal moves whose type is in `types` (any but leaving when null) and
 * whose label matches `labelled` (any when null); null when there is none.
 */
export async function clickMove(page, types = null, labelled = null) {
  const buttons = page.locator("#moves button.move");
  await buttons.first().waitFor();
  const candidates = [];
  for (const button of await buttons.all()) {
    const type = await button.getAttribute("data-type");
    if (type === "resign" || type === "declare_bankruptcy") continue;
    if (labelled && !labelled.test(await button.textContent())) continue;
    if (!types || types.includes(type)) candidates.push(button);
  }
  if (!candidates.length) return null;
  const button = candidates[Math.floor(Math.random() * candidates.length)];
  const text = await button.textContent();
  const before = await version(page);
  await button.click();
  await nextVersion(page, before);
  return text;
}

/** What each page shows, to tell why a step failed. */
export async function report(people) {
  for (const { name, page } of people) {
    const text = async (selector) => (await page.locator(selector).first().textContent().catch(() => "?"))?.replace(/\s+/g, " ").slice(0, 600);
    const picture = `${tmpdir()}/hotel-games-browser-failure-${name}.png`;
    await page.screenshot({ path: picture }).catch(() => {});
    console.error(`${name} at ${page.url()} (screenshot: ${picture})\n  turn: ${await text("#turn")}\n  errors: ${await text("#errors")}\n  moves: ${await text("#moves")}\n  log: ${await text("#log")}`);
  }
}


/** axe-core's findings per screen checked, for the run's summary: `{label: {impact: count}}`. */
export const audited = {};

/**
 * Checks the page as it is now with axe-core (WCAG 2.1 A and AA rules and best practices):
 * any serious or critical violation fails the run; lesser ones are counted in `audited`.
 * axe is evaluated through the browser's debugging protocol, which the page's security policy
 * does not govern, so the page itself keeps its policy.
 */
export async function audit(page, label) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  });
  const counts = {};
  for (const { impact } of violations) counts[impact] = (counts[impact] ?? 0) + 1;
  audited[label] = counts;
  const grave = violations.filter(({ impact }) => impact === "serious" || impact === "critical");
  assert.deepEqual(grave, [], `${label}: no serious or critical accessibility violation`);
}
