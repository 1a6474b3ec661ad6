// Plays the reference web client in headless Chromium against a server at BASE_URL, as two
// people would: both register through the page (a third person's taken username is refused
// in plain words); Ann creates an Acquire game with a bot seat, Bob joins it from his list,
// and they click legal moves until the first merger (or 30 moves), the tab's title saying
// whose turn it is; Ann plays Monopoly against a bot until she buys a property; she buys a
// vending machine on the Tokyo Capsule Hotel map; a bot she asks for in a later seat is shown,
// and sits, where it really goes; she opens a Grand Austria Hotel game. Then she switches the
// language picker to Japanese: the page, the move texts and the log speak Japanese, a move
// typed in the text box is played, a nonsense text shows suggestions, and the setting comes
// back from her account after a reload; the new-game form names its options in Japanese.
// Screenshots of the main screens go to SCREENSHOT_DIR. Any script error or refused resource
// (e.g. by the page's security policy) fails the run.

import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import {
  audited,
  base,
  boardShown,
  browser,
  clickMove,
  createGame,
  ja,
  logLength,
  nextVersion,
  password,
  person,
  problems,
  provoked,
  register,
  report,
  shot,
  spoiled,
  titled,
  version,
  yourTurn,
} from "./support.mjs";

const started = Date.now();
const ann = await person("ann");
const bob = await person("bob");
await register(ann, true);
await register(bob, false);

// A taken username: the problem's title and detail say the same, so it is said once.
{
  const carol = await person("carol");
  await carol.page.goto(base);
  await carol.page.fill("#username", ann.name);
  await carol.page.fill("#password", password);
  await carol.page.click("#register");
  const refusal = (await carol.page.locator(".signin .notice").textContent()).trim();
  assert.equal(refusal, "The username is taken", "a problem's title is not repeated by its detail");
  await carol.page.context().close();
}

try {
  // Acquire: Ann creates three seats, one for the random bot; Bob joins from his list.
  const acquire = await createGame(ann, "acquire", 3, ["", "random"], true);
  await ann.page.locator("#players li", { hasText: "random bot" }).waitFor();
  await bob.page.goto(`${base}/#/`);
  await bob.page.locator(`#open-games button[data-game="${acquire}"]`).click();
  await bob.page.waitForURL(new RegExp(`#/games/${acquire}$`));
  for (const { page } of [ann, bob]) {
    await page.locator("#turn:not(.open)").waitFor();
    await boardShown(page);
  }
  await bob.page.locator("#players li.me", { hasText: bob.name }).waitFor();
  await ann.page.locator("#players li.me", { hasText: ann.name }).waitFor();

  let moves = 0;
  let merged = false;
  const firstLog = await logLength(ann.page);
  while (moves < 30 && !merged) {
    // The server plays the bot's turn before answering, so one of the two is awaited.
    await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
    const mover = (await yourTurn(ann.page)) ? ann : bob;
    const other = mover === ann ? bob : ann;
    await other.page.locator("#turn", { hasText: new RegExp(`Waiting for .*${mover.name}`) }).waitFor();
    assert.equal(await mover.page.locator("#players li.me.awaited").count(), 1, "the mover's own seat is highlighted as awaited");
    await titled(mover.page, /^\(Your turn\) Acquire — Hotel Games$/);
    await titled(other.page, /^Acquire — Hotel Games$/);
    const logBefore = await logLength(mover.page);
    // Tiles that merge, grow or found chains first, to reach a merger sooner.
    const label =
      (await clickMove(mover.page, null, /merges/)) ??
      (await clickMove(mover.page, null, /grows|founds/)) ??
      (await clickMove(mover.page));
    assert.ok(label, "a legal move was offered");
    moves += 1;
    await mover.page.waitForFunction((count) => document.querySelectorAll("#log li").length > count, logBefore);
    merged = (await mover.page.locator("#log li", { hasText: /merger|merges/ }).count()) > 0;
    if (moves === 3) {
      await bob.page.waitForTimeout(200);
      await shot(mover.page, "acquire-game");
    }
  }
  assert.ok((await logLength(ann.page)) > firstLog, "the log grew");
  console.log(`acquire: ${moves} moves clicked${merged ? ", up to the first merger" : ""}`);
  await boardShown(ann.page);
  if (merged) await shot(ann.page, "acquire-merger");

  // The awaited person's list shows the game under "Your turn".
  await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
  const awaited = (await yourTurn(ann.page)) ? ann : bob;
  await awaited.page.goto(`${base}/#/`);
  await awaited.page.locator(`#awaiting a[href="#/games/${acquire}"]`).first().waitFor();
  await awaited.page.locator(`#my-games a[href="#/games/${acquire}"]`).first().waitFor();
  await titled(awaited.page, /^\(Your turn in \d+ games?\) My games — Hotel Games$/);
  await shot(awaited.page, "my-games");

  // Monopoly: Ann against the simple bot, until a purchase is offered and she buys.
  const monopoly = await createGame(ann, "monopoly", 2, ["simple"], false);
  await boardShown(ann.page);
  let bought = null;
  for (let turn = 0; turn < 40 && !bought; turn++) {
    await ann.page.locator("#turn.yours").waitFor();
    if ((await ann.page.locator("#moves button[data-type=buy_property]").count()) > 0) {
      bought = await clickMove(ann.page, ["buy_property"]);
      break;
    }
    const next = ["roll_dice", "end_turn", "pay_jail_fine", "use_jail_card", "choose_income_tax", "pass_bid"];
    const clicked = await clickMove(ann.page, next);
    assert.ok(clicked, "a way on was offered");
  }
  assert.match(bought ?? "", /^buy \S/, `a property was bought (${bought})`);
  await ann.page.locator("#log li", { hasText: `buys ${bought.replace(/^buy /, "")}` }).first().waitFor();
  await boardShown(ann.page);
  await shot(ann.page, "monopoly-game");
  console.log(`monopoly: ${bought}`);

  // Tokyo Capsule Hotel: Ann borrows, then looks for where a vending machine could go.
  await createGame(ann, "tokyo_capsule_hotel", 2, ["simple"], false);
  await ann.page.locator("#turn.yours").waitFor();
  await clickMove(ann.page, ["choose_loan"]);
  await boardShown(ann.page);
  const vending = ann.page.locator("#purchase button.template[data-item=vending_machine]");
  await vending.waitFor({ timeout: 30000 });
  await vending.click();
  await ann.page.locator("#purchase-choices button.move").first().waitFor();
  await ann.page.locator(".capsule-map .map-candidate").last().click();
  await ann.page.locator(".capsule-map .map-selected").waitFor();
  await ann.page.locator("#purchase-choices button.move").first().hover();
  await shot(ann.page, "tokyo-capsule-hotel-game", "#purchase");
  const boughtMachine = await ann.page.locator("#purchase-choices button.move").first().textContent();
  const beforeBuy = await version(ann.page);
  await ann.page.locator("#purchase-choices button.move").first().click();
  await nextVersion(ann.page, beforeBuy);
  assert.match(boughtMachine, /^buy vending machine \d+,\d+$/);
  const [x, y] = boughtMachine.match(/(\d+),(\d+)$/).slice(1);
  await ann.page.locator("#log li", { hasText: `Vending machine` }).filter({ hasText: `(${x}, ${y})` }).first().waitFor();
  console.log(`tokyo capsule hotel: ${boughtMachine}`);

  // Seats are taken in turn (the API seats a bot in the next free seat): a bot asked for the
  // last of four seats is shown in seat 2, where it will sit, and sits there; seats are
  // numbered from 1 everywhere.
  await ann.page.goto(`${base}/#/new`);
  await ann.page.check("input[name=kind][value=acquire]");
  await ann.page.fill("#seats", "4");
  await ann.page.selectOption("#seat-3", "random");
  assert.equal(await ann.page.inputValue("#seat-1"), "random", "the bot is shown in the seat it will take");
  assert.equal(await ann.page.inputValue("#seat-3"), "");
  await ann.page.locator("#bots-first").waitFor();
  await ann.page.click("#create-game");
  await ann.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
  const botSeat = ann.page.locator("#players li", { hasText: "random bot" });
  await botSeat.waitFor();
  assert.equal(await botSeat.locator(".seat-no").textContent(), "2", "the bot sits in seat 2");
  assert.deepEqual(await ann.page.locator("#players .seat-no").allTextContents(), ["1", "2", "3", "4"]);
  assert.match(await ann.page.locator("#add-bot").textContent(), /seat 3/, "the next bot's seat is named");
  await ann.page.click("#add-bot");
  await ann.page.locator("#players li", { hasText: "random bot" }).nth(1).locator(".seat-no", { hasText: "3" }).waitFor();
  assert.doesNotMatch(await ann.page.locator("main").textContent(), /seat 0/i);
  console.log("seats: a bot asked for seat 4 is shown in seat 2 and sits there");

  // Grand Austria Hotel: Ann against the greedy bot takes a die.
  await createGame(ann, "grand_austria_hotel", 2, ["greedy"], false);
  await boardShown(ann.page);
  await ann.page.locator("#turn.yours").waitFor();
  await ann.page.locator("#moves button[data-type=take_die]").first().waitFor();
  await shot(ann.page, "grand-austria-hotel-game");

  // 日本語: the picker switches the page at once; the moves are the server's Japanese texts.
  await ann.page.selectOption("#language", "ja");
  await ann.page.locator("html[lang=ja]").waitFor();
  await ann.page.locator("#nav a[href='#/']", { hasText: ja["nav.games"] }).waitFor();
  assert.equal(await ann.page.locator("label[for=language]").textContent(), ja["language.label"]);
  // The screen is drawn again in Japanese once the setting is saved.
  await ann.page.locator("#game-title", { hasText: ja["kind.grand_austria_hotel"] }).waitFor();
  await ann.page.locator("section h2", { hasText: ja["game.moves"] }).waitFor();
  await ann.page.locator("label[for=move-text]", { hasText: ja["typing.label"] }).waitFor();
  await ann.page.locator("#turn", { hasText: ja["turn.yours"] }).waitFor();
  await ann.page.locator("#moves h3", { hasText: ja["group.take_die"] }).first().waitFor();
  await boardShown(ann.page);

  // The kind's forms in the collapsible list; a nonsense text shows where reading stopped and
  // the nearest legal moves, which fill the box when clicked.
  await ann.page.click("#grammar-details summary");
  await ann.page.locator("#grammar dt code").first().waitFor();
  provoked[ann.name] = 1;
  await ann.page.fill("#move-text", "xyzzy 42");
  await ann.page.click("#send-text");
  const suggestion = ann.page.locator("#text-suggestions button.suggestion").first();
  await suggestion.waitFor();
  assert.match(await ann.page.locator("#text-answer .notice").textContent(), /xyzzy/);
  const suggested = await suggestion.textContent();
  await suggestion.click();
  assert.equal(await ann.page.inputValue("#move-text"), suggested);

  // A move typed as text (a legal move's Japanese text) is played.
  const typedMove = await ann.page.locator("#moves button[data-type=take_die]").first().getAttribute("data-text");
  assert.ok(typedMove && !/^take /.test(typedMove), `the legal moves' texts are in Japanese (${typedMove})`);
  await ann.page.fill("#move-text", typedMove);
  const beforeTyped = await version(ann.page);
  await ann.page.click("#send-text");
  await nextVersion(ann.page, beforeTyped);
  assert.equal(await ann.page.inputValue("#move-text"), "");
  console.log(`grand austria hotel: typed ${typedMove}`);

  // The Acquire log told in Japanese (the game's narration: a turn starts, hotels are placed).
  await ann.page.goto(`${base}/#/games/${acquire}`);
  await ann.page.locator("#log li", { hasText: "の番です" }).first().waitFor();
  await ann.page.locator("#log li", { hasText: "ホテル" }).first().waitFor();
  await boardShown(ann.page);

  // The setting is the account's: without this browser's memory, a reload comes back in Japanese.
  await ann.page.evaluate(() => localStorage.removeItem("hotel-games.language"));
  await ann.page.reload();
  await ann.page.locator("html[lang=ja]").waitFor();
  await ann.page.locator("section h2", { hasText: ja["game.log"] }).waitFor();
  assert.equal(await ann.page.inputValue("#language"), "ja");
  const setting = await ann.page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem("hotel-games.session"));
    const answer = await fetch("/v1/users/me", { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).language;
  });
  assert.equal(setting, "ja", "the language is saved in the account");
  await ann.page.locator("#log li", { hasText: "の番です" }).first().waitFor();
  await boardShown(ann.page);
  await shot(ann.page, "acquire-game-ja");

  // The new-game form in Japanese: the options' labels, help and value names, and the bots,
  // are the server's words for the kind.
  await ann.page.goto(`${base}/#/new`);
  await ann.page.check("input[name=kind][value=monopoly]");
  const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/;
  const optionLabel = await ann.page.locator("label[for=option-income_tax]").first().textContent();
  assert.match(optionLabel, cjk, `option labels are Japanese (${optionLabel})`);
  const valueName = await ann.page.locator("#option-income_tax option:checked").textContent();
  assert.match(valueName, cjk, `value names are Japanese (${valueName})`);
  await ann.page.fill("#seats", "2");
  await ann.page.dispatchEvent("#seats", "input");
  const botDescription = await ann.page.locator("#seat-1 option[value=simple]").getAttribute("title");
  assert.match(botDescription, cjk, `bot descriptions are Japanese (${botDescription})`);
  await shot(ann.page, "create-game-ja");
  // Bob's page, with no setting of his own, still speaks his browser's English.
  assert.equal(await bob.page.evaluate(() => document.documentElement.lang), "en");
  console.log("languages: Japanese page, moves, log and setting checked");

  // A lasting session: an access token the server refuses (as after its hour) is renewed with
  // the session's refresh token, once for all the page's requests, and the page goes on.
  const stored = () => ann.page.evaluate(() => JSON.parse(localStorage.getItem("hotel-games.session")));
  const before = await stored();
  assert.match(before.refreshToken, /^rt_/, "the session keeps its refresh token");
  spoiled.add(ann.name);
  await ann.page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("hotel-games.session"));
    localStorage.setItem("hotel-games.session", JSON.stringify({ ...kept, token: "spoiled" }));
  });
  await ann.page.goto(`${base}/#/`);
  await ann.page.reload();
  await ann.page.locator("#my-games h2").waitFor();
  await ann.page.locator("#whoami").waitFor();
  const renewed = await stored();
  assert.notEqual(renewed.token, "spoiled", "a new access token");
  assert.notEqual(renewed.refreshToken, before.refreshToken, "the refresh token is rotated");
  const sessions = await ann.page.evaluate(async (token) => {
    const answer = await fetch("/v1/users/me/sessions", { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).sessions;
  }, renewed.token);
  assert.equal(sessions.filter((one) => one.current).length, 1, "the renewed token is of the same session");

  // Signing out ends the session on the server: its access token is refused at once.
  await ann.page.click("#sign-out");
  await ann.page.locator("#sign-in").waitFor();
  const afterSignOut = await ann.page.evaluate(
    async (token) => (await fetch("/v1/users/me", { headers: { authorization: `Bearer ${token}` } })).status,
    renewed.token,
  );
  assert.equal(afterSignOut, 401, "signing out revokes the session");
  assert.equal(await stored(), null);
  console.log("sessions: a refused token renewed, signing out revoked the session");
} catch (error) {
  await report([ann, bob]);
  await browser.close();
  throw error;
}

// Further scenarios, each in a file of its own under scenarios/ (run in name order), each
// with people of its own.
const scenarios = new URL("./scenarios/", import.meta.url);
const files = existsSync(scenarios) ? readdirSync(scenarios).filter((name) => name.endsWith(".mjs")).sort() : [];
for (const file of files) {
  const scenario = await import(`./scenarios/${file}`);
  await scenario.default();
  console.log(`${file}: passed`);
}

await browser.close();
assert.deepEqual(problems, [], "no script errors or refused resources");
console.log(`accessibility (axe-core, lesser violations per screen): ${JSON.stringify(audited)}`);
console.log(`browser: passed in ${Math.round((Date.now() - started) / 1000)} s`);
