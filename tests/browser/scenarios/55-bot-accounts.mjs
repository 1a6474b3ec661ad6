// Bot accounts: Robo, whose account a program will play from, opens a table and then tries to
// mark the account a bot's in the settings: refused while he holds a seat in an open game, the
// page says so and links the game. He leaves it, marks the account (after ticking "I
// understand this is permanent"): the page says it is a bot's, the API says `account: bot`,
// and the session has a new access token (which carries the bot's move limit). Pia opens a
// table for people only through the form (the bot choices are off there, saying why): it is
// tagged "No bots", and Robo's attempt to join it from his list is refused in plain words. At
// Pia's ordinary table Robo's seat is tagged "bot" (a built-in player keeps its own tag only),
// in the game, a finished game's standings and her list; his profile says "Bot account". The
// leaderboard's Bots switch shows the bots' board of a kind (its address shareable, the switch
// kept when the kind changes), then People the people's again; in Japanese on a phone too.
// The screens are screenshotted and checked by axe.

import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { VIEWPORTS, base, ja, person, register, report, shot } from "../support.mjs";

/** Nothing is cut off at the side: the page is no wider than the screen. */
async function fits(page, screen) {
  const [scrolled, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(scrolled <= width, `${screen}: no sideways scrolling (${scrolled} > ${width})`);
}

/** The access token of `who`'s page. */
const tokenOf = (who) => who.page.evaluate(() => JSON.parse(localStorage.getItem("hotel-games.session")).token);

/** An API call as `who`, with their page's session (from here: a refusal is no page error). */
async function call(who, method, path, body) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(who)}`, "content-type": "application/json", "accept-language": "en", "idempotency-key": randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Creates an Acquire table for three through the form, for people only if `peopleOnly`; answers its id. */
async function openTable(who, peopleOnly) {
  await who.page.goto(`${base}/#/new`);
  await who.page.check("input[name=kind][value=acquire]");
  await who.page.fill("#seats", "3");
  await who.page.dispatchEvent("#seats", "input");
  if (peopleOnly) await who.page.check("#people-only");
  await who.page.click("#create-game");
  await who.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
  await who.page.locator("#game-title").waitFor();
  return who.page.url().split("/").pop();
}

export default async function () {
  const robo = await person("robo-bot");
  const pia = await person("pia-bot");
  const people = [robo, pia];
  try {
    for (const each of people) await register(each, false);

    // Robo holds a seat in an open game: marking is refused, the game linked.
    const held = await openTable(robo, false);
    await robo.page.click("#nav-settings");
    const section = robo.page.locator("#bot-account");
    await section.locator("#bot-account-state", { hasText: "This account is a person's." }).waitFor();
    assert.ok(await robo.page.locator("#bot-mark").isDisabled(), "marking waits for the person to say they understand");
    assert.match(await section.textContent(), /for good.*faster move limit.*refuse bots.*bots' own leaderboards/s);
    await robo.page.locator("#bot-understood").focus();
    await robo.page.keyboard.press("Space");
    assert.ok(await robo.page.locator("#bot-understood").isChecked(), "the checkbox is ticked from the keyboard");
    const refused = robo.page.waitForResponse((answer) => answer.url().endsWith("/v1/users/me") && answer.request().method() === "PATCH");
    await robo.page.click("#bot-mark");
    assert.equal((await (await refused).json()).code, "unfinished_games");
    const alert = section.locator(".notice[role=alert]");
    await alert.locator("#bot-unfinished a").first().waitFor();
    assert.match(await alert.textContent(), /Unfinished games.*finish or leave your open or running game.*Finish or leave these games first:.*Acquire with/s);
    assert.equal(await alert.locator("#bot-unfinished a").getAttribute("href"), `#/games/${held}`, "the game is linked");
    assert.equal((await call(robo, "GET", "/v1/users/me")).account, "person", "still a person's");
    await shot(robo.page, "bot-account-unfinished", "#bot-account");

    // The link opens the game; once he has left it, the account is marked.
    await alert.locator(`a[href="#/games/${held}"]`).click();
    await robo.page.waitForURL(new RegExp(`#/games/${held}$`));
    await robo.page.locator("#players li.me", { hasText: robo.name }).waitFor();
    await call(robo, "DELETE", `/v1/games/${held}/seats/me`);
    await robo.page.goto(`${base}/#/settings`);
    await robo.page.check("#bot-understood");
    const tokenBefore = await tokenOf(robo);
    const marked = robo.page.waitForResponse((answer) => answer.url().endsWith("/v1/users/me") && answer.request().method() === "PATCH");
    await robo.page.click("#bot-mark");
    assert.equal((await (await marked).json()).account, "bot");
    await section.locator("#bot-account-state", { hasText: "This account is a bot's" }).waitFor();
    assert.equal(await robo.page.locator("#bot-mark").count(), 0, "a bot's account cannot be marked again");
    assert.notEqual(await tokenOf(robo), tokenBefore, "the session took a new access token");
    const me = await robo.page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem("hotel-games.session"));
      return (await fetch("/v1/users/me", { headers: { authorization: `Bearer ${token}` } })).json();
    });
    assert.equal(me.account, "bot", "the API says the account is a bot's");
    await shot(robo.page, "bot-account-marked", "#bot-account");
    await robo.page.reload();
    await section.locator("#bot-account-state", { hasText: "This account is a bot's" }).waitFor();

    // Pia's table for people only: the bot choices are off, saying why; the table is tagged.
    await pia.page.goto(`${base}/#/new`);
    await pia.page.check("input[name=kind][value=acquire]");
    await pia.page.fill("#seats", "3");
    await pia.page.dispatchEvent("#seats", "input");
    await pia.page.selectOption("#seat-1", "random");
    await pia.page.check("#people-only");
    assert.equal(await pia.page.inputValue("#seat-1"), "", "checking 'people only' opens the bot's seat");
    assert.ok(await pia.page.locator("#seat-1").isDisabled(), "no bot can be chosen for a table for people only");
    assert.equal(await pia.page.locator("#seat-1").getAttribute("aria-describedby"), "people-only-no-bots");
    await pia.page.locator("#people-only-no-bots").waitFor();
    await shot(pia.page, "people-only-new-game", "#seats");
    const created = pia.page.waitForResponse((answer) => answer.url().endsWith("/v1/games") && answer.request().method() === "POST");
    await pia.page.click("#create-game");
    assert.equal((await (await created).request().postDataJSON()).bots, "refused", "the form asks for a table without bots");
    await pia.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
    const peopleOnly = pia.page.url().split("/").pop();
    await pia.page.locator("#game-title .tag.no-bots", { hasText: "No bots" }).waitFor();
    assert.equal(await pia.page.locator("#add-bot").count(), 0, "no bot is offered at a table for people only");

    // Robo finds it tagged in his list; joining is refused in plain words.
    await robo.page.goto(`${base}/#/`);
    const row = robo.page.locator(`#open-games tr:has(button[data-game="${peopleOnly}"])`);
    await row.locator(".tag.no-bots").waitFor();
    await row.locator("button").click();
    await robo.page.locator(".notice[role=alert]", { hasText: "Bots refused" }).waitFor();
    assert.match(await robo.page.locator(".notice[role=alert]").textContent(), /takes no bots/);
    assert.match(robo.page.url(), /#\/$/, "he stays on his list");
    await shot(robo.page, "bots-refused");

    // Pia's ordinary table: Robo joins, his seat tagged "bot"; a built-in player keeps its own tag.
    const open = await openTable(pia, false);
    await robo.page.reload();
    await robo.page.locator(`#open-games button[data-game="${open}"]`).click();
    await robo.page.waitForURL(new RegExp(`#/games/${open}$`));
    const seat = pia.page.locator("#players li", { hasText: robo.name });
    await seat.locator(".tag.bot-account").waitFor();
    assert.equal(await seat.locator(".tag.bot-account [aria-hidden=true]").innerText(), "bot", "the tag says it in words");
    assert.equal(await seat.locator(".tag.bot-account .visually-hidden").textContent(), ", bot account");
    assert.match(await seat.textContent(), new RegExp(`${robo.name}\\s*bot, bot account`), "a screen reader hears 'robo, bot account'");
    assert.equal(await pia.page.locator("#players li.me .tag.bot-account").count(), 0, "a person's seat has no bot tag");
    await pia.page.click("#add-bot");
    const builtIn = pia.page.locator("#players li", { hasText: "bot: random" });
    await builtIn.waitFor();
    assert.equal(await builtIn.locator(".tag").filter({ hasText: /^bot: random$/ }).count(), 1);
    assert.equal(await builtIn.locator(".tag.bot-account").count(), 0, "a built-in player shows its own tag only");
    await pia.page.locator("#turn:not(.open)").waitFor();
    await shot(pia.page, "bot-account-seat", "#players");
    const game = await call(pia, "GET", `/v1/games/${open}`);
    assert.deepEqual(
      game.players.map(({ account, played_by }) => [account, played_by]),
      [["person", "player"], ["bot", "player"], ["bot", "bot"]],
    );
    // A finished game's standings tag his seat too (a Monopoly game he resigns at once).
    const duel = await call(pia, "POST", "/v1/games", { kind: "monopoly", seats: 2 });
    await call(robo, "POST", `/v1/games/${duel.id}/seats`);
    await call(robo, "POST", `/v1/games/${duel.id}/resign`);
    await pia.page.goto(`${base}/#/games/${duel.id}`);
    await pia.page.locator(`#standings tr[data-player="${robo.name}"] .tag.bot-account`).waitFor();
    assert.equal(await pia.page.locator("#standings .tag.bot-account").count(), 1, "only the bot account is tagged");
    await pia.page.goto(`${base}/#/`);
    const listed = pia.page.locator(`#my-games tr:has(a[href="#/games/${open}"]) .holder[data-player="${robo.name}"] .tag.bot-account`);
    await listed.waitFor();

    // His profile says whose account it is.
    await pia.page.goto(`${base}/#/users/${robo.name}`);
    await pia.page.locator("#profile-name #profile-bot", { hasText: "Bot account" }).waitFor();
    await shot(pia.page, "bot-profile");
    await pia.page.goto(`${base}/#/users/${pia.name}`);
    await pia.page.locator("#profile-games h2").waitFor();
    assert.equal(await pia.page.locator("#profile-bot").count(), 0, "a person's profile has no bot tag");

    // The leaderboards: the Bots switch reads the bots' board (empty yet), shareably.
    await pia.page.goto(`${base}/#/leaderboards/acquire`);
    await pia.page.locator("#leaderboard").waitFor();
    assert.equal(await pia.page.locator("#leaderboard-people").getAttribute("aria-current"), "page");
    const botsBoard = pia.page.waitForRequest((request) => /\/v1\/leaderboards\/acquire\?accounts=bot&limit=\d+$/.test(request.url()));
    await pia.page.locator("#leaderboard-bots").focus();
    await pia.page.keyboard.press("Enter");
    await botsBoard;
    await pia.page.waitForURL(/#\/leaderboards\/acquire\?accounts=bot$/);
    await pia.page.locator("#leaderboard", { hasText: "No bot is listed yet." }).waitFor();
    assert.equal(await pia.page.locator("#leaderboard-bots").getAttribute("aria-current"), "page");
    assert.equal(await pia.page.locator("#leaderboard-people").getAttribute("aria-current"), null);
    await pia.page.locator("#leaderboard-title", { hasText: "Acquire leaderboard: bots" }).waitFor();
    await pia.page.locator("#leaderboard-bots-note").waitFor();
    await shot(pia.page, "leaderboard-bots");
    // The address is shareable: a reload shows the bots' board; another kind keeps the switch.
    await pia.page.reload();
    await pia.page.locator("#leaderboard", { hasText: "No bot is listed yet." }).waitFor();
    const monopolyBots = pia.page.waitForRequest((request) => /\/v1\/leaderboards\/monopoly\?accounts=bot&limit=\d+$/.test(request.url()));
    await pia.page.selectOption("#leaderboard-kind", "monopoly");
    await monopolyBots;
    await pia.page.waitForURL(/#\/leaderboards\/monopoly\?accounts=bot$/);
    const peopleBoard = pia.page.waitForRequest((request) => /\/v1\/leaderboards\/monopoly\?limit=\d+$/.test(request.url()));
    await pia.page.click("#leaderboard-people");
    await peopleBoard;
    await pia.page.waitForURL(/#\/leaderboards\/monopoly$/);
    await pia.page.locator("#leaderboard-title", { hasText: "Monopoly leaderboard" }).waitFor();

    // In Japanese on a phone: the switch and the bots' board.
    await pia.page.setViewportSize(VIEWPORTS.phone);
    await pia.page.selectOption("#language", "ja");
    await pia.page.locator("#leaderboard-bots", { hasText: ja["leaderboard.bots"] }).waitFor();
    await pia.page.click("#leaderboard-bots");
    await pia.page.locator("#leaderboard", { hasText: ja["leaderboard.none_bots"] }).waitFor();
    await fits(pia.page, "bots' leaderboard");
    await shot(pia.page, "phone-leaderboard-bots-ja");
    await pia.page.setViewportSize(VIEWPORTS.desktop);
    console.log(`bot accounts: ${robo.name} marked a bot's, refused at a table for people only, tagged at ${pia.name}'s`);
  } catch (failure) {
    await report(people);
    throw failure;
  }
  for (const { page } of people) await page.context().close();
}
