// On a 390×844 phone, in English and then in Japanese: no screen scrolls sideways (sign-in,
// my games, new game, a game of each kind), the moves come before the board, the board zooms
// in and out and is read out by its own title, a Tokyo Capsule Hotel vending machine is
// placed with the keyboard alone (Tab to the map, arrows, Enter; its button shows price and
// supply), and a Grand Austria Hotel round is played by clicking legal moves. Each screen is
// audited with axe-core.

import assert from "node:assert/strict";
import { VIEWPORTS, base, boardShown, clickMove, createGame, ja, nextVersion, person, register, report, shot, version } from "../support.mjs";

/** Each kind's bots, one per seat after the player's. */
const BOTS = { acquire: ["random", "random"], monopoly: ["simple"], tokyo_capsule_hotel: ["simple"], grand_austria_hotel: ["greedy"] };

/** Nothing is cut off at the side: the page is no wider than the screen (else: what sticks out). */
async function fits(page, screen) {
  const [scrolled, width, wide] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    innerWidth,
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && !element.closest(".board-scroll"))
      .slice(-3)
      .map((element) => `${element.localName}#${element.id}.${element.className}`),
  ]);
  assert.ok(scrolled <= width, `${screen}: no sideways scrolling (${scrolled} > ${width}: ${wide.join(", ")})`);
}

/** The board's title, which names it for a screen reader. */
const boardTitle = (page) => page.locator("#board > svg > title").textContent();

/** A game screen: the board's accessible name, the moves above the board, nothing wider than the screen. */
async function checkGame(page, screen) {
  await page.locator("#turn:not(.open)").waitFor();
  await boardShown(page);
  const title = (await boardTitle(page)).trim();
  await page.getByRole("img", { name: title, exact: true }).waitFor();
  const description = await page.locator("#board > svg").evaluate((svg) => document.getElementById(svg.getAttribute("aria-describedby"))?.textContent);
  assert.ok(description?.length > title.length, `${screen}: the board is described`);
  const moves = await page.locator("#moves").boundingBox();
  const board = await page.locator("#board").boundingBox();
  assert.ok(moves.y < board.y, `${screen}: the moves come before the board`);
  await fits(page, screen);
  await shot(page, screen);
}

/** Presses Tab until the focus is on an element matching `selector`. */
async function tabTo(page, selector) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return;
  }
  assert.fail(`Tab reaches ${selector}`);
}

/** Places a vending machine with the keyboard alone, after taking a loan. */
async function vendingByKeyboard(page) {
  await page.locator("#turn.yours").waitFor();
  await clickMove(page, ["choose_loan"]);
  const vending = page.locator("#purchase button.template[data-item=vending_machine]");
  const choices = page.locator("#purchase-choices button.move").first();
  // The bot's turns in the purchase queue may withdraw the offer for a moment, which closes
  // the choice: it is opened again then.
  for (let tries = 0; tries < 5 && !(await choices.isVisible()); tries++) {
    await page.locator("#turn.yours").waitFor();
    await vending.focus();
    await page.keyboard.press("Enter");
    await choices.waitFor({ timeout: 5000 }).catch(() => {});
  }
  await choices.waitFor();
  assert.match(await vending.textContent(), /— 500 yen · \d+ left$/, "a purchase's button shows its price and how many are left");
  assert.doesNotMatch(await page.locator("#purchase").textContent(), /trade/i, "trading is not under Buy");
  await tabTo(page, "#capsule-map");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  const position = page.locator("#capsule-map-position");
  assert.match(await position.textContent(), /^Cell \d+,\d+\. It can be chosen/, "the cursor's cell is announced");
  await page.keyboard.press("Enter");
  await page.locator(".capsule-map .map-selected").waitFor();
  const [x, y] = (await position.textContent()).match(/(\d+),(\d+)/).slice(1);
  await tabTo(page, "#purchase-choices button.move");
  const label = await page.evaluate(() => document.activeElement.textContent.trim());
  assert.equal(label, `buy vending machine ${x},${y}`, "the choices are those of the cell picked");
  const before = await version(page);
  await page.keyboard.press("Enter");
  await nextVersion(page, before);
  await page.locator("#log li", { hasText: "Vending machine" }).filter({ hasText: `(${x}, ${y})` }).first().waitFor();
  return label;
}

/** The round the board's title names ("…, version 12: Round 2 of 7: …"), once it shows the page's version. */
async function roundShown(page) {
  const title = await page.waitForFunction(() => {
    const text = document.querySelector("#board > svg > title")?.textContent ?? "";
    return text.includes(`version ${document.body.dataset.version}:`) && text;
  });
  return Number((await title.jsonValue()).match(/Round (\d+)/)[1]);
}

/** Clicks legal moves of a Grand Austria Hotel game until its round number goes up. */
async function playRound(page) {
  const first = await roundShown(page);
  for (let moves = 0; moves < 80; moves++) {
    await page.locator("#turn.yours, #turn.finished").first().waitFor();
    assert.ok(await clickMove(page), "a legal move was offered");
    if ((await roundShown(page)) > first) return moves + 1;
  }
  assert.fail("the round ended within 80 moves");
}

export default async function () {
  const pia = await person("pia", VIEWPORTS.phone);
  const { page } = pia;
  try {
    await page.goto(base);
    await page.locator("#username").waitFor();
    await fits(page, "sign-in");
    await shot(page, "phone-sign-in");
    await register(pia, false);

    // Each game's screen is checked, and then played on, while it is open: every screen a
    // player opens follows its game with an event stream, and the server counts the streams
    // of a user (a stream closed by the browser is freed only when the server notices).
    const games = {};
    for (const kind of Object.keys(BOTS)) {
      games[kind] = await createGame(pia, kind, BOTS[kind].length + 1, BOTS[kind], false);
      await checkGame(page, `phone-${kind}-game`);
      if (kind === "acquire") await zoom(page);
      if (kind === "tokyo_capsule_hotel") console.log(`phone: ${await vendingByKeyboard(page)} placed with the keyboard`);
      if (kind === "grand_austria_hotel") console.log(`phone: a Grand Austria Hotel round played in ${await playRound(page)} moves`);
    }

    await page.goto(`${base}/#/`);
    await page.locator("#my-games h2").waitFor();
    await fits(page, "my games");
    await shot(page, "phone-my-games");
    await page.goto(`${base}/#/new`);
    await page.locator("#create-game").waitFor();
    await fits(page, "new game");
    await shot(page, "phone-create-game");

    // 日本語: every screen again, once the streams of the games left have been freed (the
    // server notices a closed stream at its next keep-alive, within 15 seconds).
    await page.waitForTimeout(16000);
    await page.selectOption("#language", "ja");
    await page.locator("html[lang=ja]").waitFor();
    await page.locator("#nav a[href='#/']", { hasText: ja["nav.games"] }).waitFor();
    await fits(page, "new game (ja)");
    await shot(page, "phone-create-game-ja");
    await page.goto(`${base}/#/`);
    await page.locator("#my-games h2", { hasText: ja["games.mine"] }).waitFor();
    await fits(page, "my games (ja)");
    await shot(page, "phone-my-games-ja");
    for (const [kind, id] of Object.entries(games)) {
      await openGame(page, id);
      await page.locator("#game-title", { hasText: ja[`kind.${kind}`] }).waitFor();
      await checkGame(page, `phone-${kind}-game-ja`);
    }
    await page.click("#sign-out");
    await page.locator("#sign-in").waitFor();
    await fits(page, "sign-in (ja)");
    await shot(page, "phone-sign-in-ja");
  } catch (error) {
    await report([pia]);
    throw error;
  }
  await page.context().close();
}

/**
 * The board zooms in (the page stays as wide as the screen: the board scrolls in its frame),
 * out, and back to the screen's width.
 */
async function zoom(page) {
  const width = async () => (await page.locator("#board > svg").boundingBox()).width;
  const fitted = await width();
  await page.click("#board-zoom-in");
  assert.ok((await width()) > fitted * 1.2, "zooming in makes the board larger");
  await fits(page, "zoomed board");
  await page.click("#board-zoom-out");
  assert.equal(await width(), fitted, "zooming out makes it smaller again");
  await page.click("#board-zoom-in");
  await page.click("#board-fit");
  assert.equal(await width(), fitted, "fit brings it back to the screen's width");
}

/** Opens a game's screen and waits for its board. */
async function openGame(page, id) {
  await page.goto(`${base}/#/games/${id}`);
  await boardShown(page);
  return page;
}
