// Correspondence play: Ann (desktop, English) creates an Acquire game with a move clock and
// a bot, and Bob (phone, Japanese) joins; the awaited seat's countdown shows and goes down,
// and the mover's tab icon has a dot; they talk at the table both ways, Ann mutes Bob (his
// messages disappear for her) and unmutes him; Ann stores standing orders and withdraws them
// (in Acquire, then in a Monopoly game); she moves the replay slider back with the keyboard
// (the board and the log entry of that version) and forward to now; on the settings screen
// she takes a vacation (Bob sees it) and ends it, ends her other browser's session (that
// page is signed out), adds a webhook (its secret shown once) and deletes it; the feed shows
// the game's start. Where the server has email, her reply address is shown and replaced, and
// her email settings are stored (else the settings say it sends none). Bob sees the new-game
// form, the game, the settings and the feed in Japanese on his phone.

import assert from "node:assert/strict";
import { VIEWPORTS, base, boardShown, clickMove, createGame, ja, password, person, register, report, shot, spoiled, version, yourTurn } from "../support.mjs";

/** No sideways scrolling. */
async function fits(page, what) {
  const [width, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(width <= inner, `${what} fits the screen's width (${width} > ${inner})`);
}

const seconds = (text) => {
  const [, days = 0, h, m, s] = text.match(/(?:(\d+)\D+)?(\d\d):(\d\d):(\d\d)/);
  return Number(days) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
};

export default async function () {
  const ann = await person("cora");
  const bob = await person("dan", VIEWPORTS.phone);
  const annElsewhere = await person("cora-b");
  const people = [ann, bob, annElsewhere];
  await register(ann);
  await register(bob);
  await bob.page.selectOption("#language", "ja");
  await bob.page.locator("#nav-settings", { hasText: ja["settings.title"] }).waitFor();
  try {
    // The new-game form: a clock of one day, a bot taking over a leaving player's seat.
    await ann.page.goto(`${base}/#/new`);
    await ann.page.check("input[name=kind][value=acquire]");
    await ann.page.fill("#seats", "3");
    await ann.page.dispatchEvent("#seats", "input");
    await ann.page.selectOption("#seat-1", "random");
    await ann.page.selectOption("#clock-per-move", "custom");
    await ann.page.fill("#clock-amount", "367");
    await ann.page.click("#create-game");
    assert.equal(await ann.page.$eval("#clock-amount", (input) => input.validity.valid), false, "367 days are refused before sending");
    assert.match(ann.page.url(), /#\/new$/);
    await ann.page.fill("#clock-amount", "1");
    await ann.page.selectOption("#clock-unit", "days");
    await ann.page.selectOption("#clock-remind", "PT1H");
    await ann.page.selectOption("#on-leave", "bot_takeover");
    await shot(ann.page, "correspondence-new-game", "#clock-fields");
    await ann.page.click("#create-game");
    await ann.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
    const id = ann.page.url().split("/").pop();

    await bob.page.goto(`${base}/#/new`);
    await bob.page.locator("#clock-per-move").waitFor();
    await fits(bob.page, "the new-game form on a phone");
    await shot(bob.page, "correspondence-new-game-ja-phone", "#clock-fields");
    await bob.page.goto(`${base}/#/games/${id}`);
    await bob.page.locator("#join").click();
    for (const { page } of [ann, bob]) {
      await page.locator("#turn:not(.open)").waitFor();
      await boardShown(page);
    }

    // The clock: its rule, and the awaited seat's countdown going down.
    await ann.page.locator("#clock-rule", { hasText: "1 day per decision" }).waitFor();
    const countdown = ann.page.locator("#clocks li.deadline .countdown").first();
    await countdown.waitFor();
    const first = seconds(await countdown.textContent());
    assert.ok(first > 86000 && first <= 86400, `a day's countdown (${first} s)`);
    await ann.page.waitForTimeout(2200);
    assert.ok(seconds(await countdown.textContent()) < first, "the countdown goes down");
    await bob.page.locator("#clocks li.deadline .countdown").first().waitFor();

    // The tab's icon has a dot for the player whose turn it is, and only for them.
    await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
    const [mover, other] = (await yourTurn(ann.page)) ? [ann, bob] : [bob, ann];
    await mover.page.locator("link[rel=icon][data-turn=yours]").waitFor({ state: "attached" });
    assert.equal(await other.page.locator("link[rel=icon][data-turn=yours]").count(), 0, "no dot while waiting");

    // The reply address for play by email, where the server takes replies: a new one on asking.
    await ann.page.locator("#reply-address").waitFor({ state: "attached" });
    if (await ann.page.locator("#reply-address code").count()) {
      const address = await ann.page.locator("#reply-address code").textContent();
      assert.match(address, /^play\+\w+@/);
      await ann.page.click("#reply-renew");
      await ann.page.waitForFunction((old) => document.querySelector("#reply-address code")?.textContent !== old, address);
      await shot(ann.page, "correspondence-reply-address", "#reply-address");
    }

    // Table talk both ways; markup is shown as written.
    await ann.page.fill("#talk-text", "Hello <b>Dan</b>, good luck!");
    await ann.page.click("#talk-send");
    await bob.page.locator("#messages li", { hasText: "Hello <b>Dan</b>, good luck!" }).waitFor();
    assert.equal(await bob.page.locator("#messages b").count(), 0, "a message's text is not markup");
    await bob.page.fill("#talk-text", "ありがとう！");
    await bob.page.click("#talk-send");
    await ann.page.locator("#messages li", { hasText: "ありがとう！" }).waitFor();
    await ann.page.click("#talk-send");
    await ann.page.locator("#talk .notice", { hasText: "Write something first" }).waitFor();
    await shot(ann.page, "correspondence-talk", "#talk");
    await fits(bob.page, "the game screen on a phone");
    await shot(bob.page, "correspondence-talk-ja-phone", "#talk");

    // Ann mutes Bob: his messages are gone for her, also new ones; unmuting brings them back.
    await ann.page.click("#talk button.mute");
    await ann.page.locator("#talk button.mute[aria-pressed=true]").waitFor();
    await ann.page.locator("#messages li", { hasText: "ありがとう！" }).waitFor({ state: "detached" });
    await bob.page.fill("#talk-text", "聞こえますか？");
    await bob.page.click("#talk-send");
    await bob.page.locator("#messages li", { hasText: "聞こえますか？" }).waitFor();
    await ann.page.waitForTimeout(1000);
    assert.equal(await ann.page.locator("#messages li", { hasText: "聞こえますか？" }).count(), 0, "a muted seat's message is not shown");
    await ann.page.click("#talk button.mute");
    await ann.page.locator("#messages li", { hasText: "聞こえますか？" }).waitFor();

    // Standing orders: stored, shown, withdrawn.
    await ann.page.selectOption("#orders-default", "sell_all");
    await ann.page.selectOption("#orders-rank-tower", "1");
    await ann.page.selectOption("#orders-rank-sackson", "1");
    await ann.page.click("#orders-save");
    await ann.page.locator("#standing-orders .notice", { hasText: "own founding preference" }).waitFor();
    await ann.page.selectOption("#orders-rank-sackson", "2");
    await ann.page.click("#orders-save");
    await ann.page.locator("#orders-state", { hasText: "Standing orders stored" }).waitFor();
    await shot(ann.page, "correspondence-standing-orders", "#standing-orders");
    await ann.page.reload();
    await ann.page.locator("#orders-state", { hasText: "Standing orders stored" }).waitFor();
    assert.equal(await ann.page.inputValue("#orders-default"), "sell_all", "the stored orders are shown");
    assert.equal(await ann.page.inputValue("#orders-rank-sackson"), "2");
    await ann.page.click("#orders-withdraw");
    await ann.page.locator("#orders-state", { hasText: "No standing orders" }).waitFor();

    // Monopoly's standing orders: bidding limits and declining trades, stored and withdrawn.
    await createGame(ann, "monopoly", 2, ["random"]);
    await ann.page.locator("#orders-state", { hasText: "No standing orders" }).waitFor();
    await ann.page.check("#orders-decline");
    await ann.page.fill("#orders-ceiling-brown", "80");
    await ann.page.fill("#orders-ceiling-railroad", "0");
    await ann.page.click("#orders-save");
    await ann.page.locator("#orders-state", { hasText: "Standing orders stored" }).waitFor();
    await shot(ann.page, "correspondence-standing-orders-monopoly", "#standing-orders");
    await ann.page.reload();
    await ann.page.locator("#orders-state", { hasText: "Standing orders stored" }).waitFor();
    assert.equal(await ann.page.inputValue("#orders-ceiling-brown"), "80", "the stored bidding limit is shown");
    assert.equal(await ann.page.isChecked("#orders-decline"), true);
    await ann.page.click("#orders-withdraw");
    await ann.page.locator("#orders-state", { hasText: "No standing orders" }).waitFor();
    assert.equal(await ann.page.inputValue("#orders-ceiling-brown"), "");
    await ann.page.goto(`${base}/#/games/${id}`);
    await boardShown(ann.page);

    // A few moves, then the replay slider: back to the first version by keyboard, and forward.
    while ((await version(ann.page)) < 4) {
      const mover = (await yourTurn(ann.page)) ? ann : bob;
      if (!(await clickMove(mover.page))) break;
      await ann.page.waitForTimeout(300);
    }
    const now = await version(ann.page);
    await ann.page.focus("#replay-at");
    await ann.page.keyboard.press("Home");
    await ann.page.locator("#replay-version", { hasText: `1/${now}` }).waitFor();
    await ann.page.locator("#board-past[data-at='1'] svg").waitFor();
    const firstEntry = (await ann.page.locator("#log li[value='1'] .what").textContent()).trim();
    await ann.page.locator("#replay-entry", { hasText: firstEntry }).waitFor();
    await shot(ann.page, "correspondence-replay", "#replay");
    await ann.page.keyboard.press("ArrowRight");
    await ann.page.locator("#board-past[data-at='2'] svg").waitFor();
    await ann.page.keyboard.press("End");
    await ann.page.locator("#board-past").waitFor({ state: "detached" });
    await boardShown(ann.page);
    await ann.page.keyboard.press("Home");
    await ann.page.locator("#board-past").waitFor();
    await ann.page.click("#replay-now");
    await ann.page.locator("#board-past").waitFor({ state: "detached" });

    // Settings: a vacation taken and ended.
    await ann.page.click("#nav-settings");
    await ann.page.locator("#vacation-state").waitFor();
    await ann.page.click("#vacation-take");
    await ann.page.locator("#vacation-state", { hasText: "On vacation" }).waitFor();
    // Bob sees it on the game screen (read anew: a vacation is no event of the game).
    await bob.page.reload();
    await bob.page.locator("#clocks li.vacation", { hasText: ann.name }).waitFor();
    await shot(ann.page, "correspondence-settings");
    await ann.page.click("#vacation-end");
    await ann.page.locator("#vacation-state", { hasText: "No vacation" }).waitFor();

    // Email notifications, where the server sends email: an address waiting for confirmation,
    // quiet hours kept.
    await ann.page.locator("#mail-state").waitFor();
    if (await ann.page.locator("#notifications-form").count()) {
      await ann.page.fill("#mail-email", "nobody");
      await ann.page.click("#mail-save");
      assert.equal(await ann.page.$eval("#mail-email", (input) => input.validity.valid), false, "an address is checked before sending");
      await ann.page.fill("#mail-email", `${ann.name}@example.org`);
      await ann.page.selectOption("#mail-mode", "daily_digest");
      await ann.page.check("#mail-quiet");
      await ann.page.fill("#mail-quiet-start", "22:30");
      await ann.page.fill("#mail-quiet-end", "07:00");
      await ann.page.click("#mail-save");
      await ann.page.locator("#mail-state", { hasText: "Waiting for confirmation" }).waitFor();
      await shot(ann.page, "correspondence-notifications", "#notifications");
      await ann.page.reload();
      await ann.page.locator("#mail-state", { hasText: "Waiting for confirmation" }).waitFor();
      assert.equal(await ann.page.inputValue("#mail-quiet-start"), "22:30", "the quiet hours are kept");
      assert.equal(await ann.page.inputValue("#mail-mode"), "daily_digest");
    } else await ann.page.locator("#mail-state", { hasText: "sends no email" }).waitFor();

    // Sessions: Ann's other browser is signed out when she ends its session.
    await annElsewhere.page.goto(base);
    await annElsewhere.page.fill("#username", ann.name);
    await annElsewhere.page.fill("#password", password);
    await annElsewhere.page.click("#sign-in");
    await annElsewhere.page.locator("#whoami", { hasText: ann.name }).waitFor();
    await ann.page.reload();
    await ann.page.locator("#session-list li.current").waitFor();
    assert.equal(await ann.page.locator("#session-list li").count(), 2, "both sessions are listed");
    spoiled.add(annElsewhere.name);
    await ann.page.click("#session-list li:not(.current) button.end-session");
    await ann.page.locator("#session-list li").nth(1).waitFor({ state: "detached" });
    await annElsewhere.page.locator("#username").waitFor({ timeout: 15000 });

    // Webhooks: added (the secret shown this once) and deleted.
    await ann.page.fill("#webhook-url", "ftp://nowhere");
    await ann.page.click("#webhook-add");
    await ann.page.locator("#webhooks .notice", { hasText: "http" }).waitFor();
    await ann.page.fill("#webhook-url", "https://93.184.215.14/hooks/games");
    await ann.page.uncheck("#webhooks input[value=seat_taken]");
    await ann.page.click("#webhook-add");
    await ann.page.locator("#webhook-secret", { hasText: "whsec_" }).waitFor();
    await ann.page.locator("#webhook-list li", { hasText: "93.184.215.14" }).waitFor();
    await shot(ann.page, "correspondence-webhooks", "#webhooks");
    await ann.page.reload();
    await ann.page.locator("#webhook-list li").waitFor();
    assert.equal(await ann.page.locator("#webhook-secret").count(), 0, "the secret is shown only once");
    await ann.page.click("#webhook-list button.delete");
    await ann.page.locator("#webhook-list li").waitFor({ state: "detached" });

    // Bob's settings in Japanese on his phone.
    await bob.page.click("#nav-settings");
    await bob.page.locator("h1", { hasText: ja["settings.title"] }).waitFor();
    await bob.page.locator("#session-list li.current").waitFor();
    await fits(bob.page, "the settings screen on a phone");
    await shot(bob.page, "correspondence-settings-ja-phone");

    // The feed shows the game's start.
    await ann.page.goto(`${base}/#/`);
    await ann.page.locator("#feed li[data-type=game_started] a").first().waitFor();
    assert.match(await ann.page.locator(`#feed li[data-type=game_started] a[href="#/games/${id}"]`).first().textContent(), /Acquire/);
    await shot(ann.page, "correspondence-feed", "#feed");
    await bob.page.goto(`${base}/#/`);
    await bob.page.locator("#feed li[data-type=game_started]").first().waitFor();
    await fits(bob.page, "the games screen on a phone");
    await shot(bob.page, "correspondence-feed-ja-phone", "#feed");
  } catch (error) {
    await report(people);
    throw error;
  } finally {
    for (const { page } of people) await page.context().close();
  }
}
