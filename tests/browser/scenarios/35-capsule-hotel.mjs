// Tokyo Capsule Hotel hotels and trades: Ann (1280×800) and Ben (a 390×844 phone, later in
// Japanese) each buy capsules and a graveyard, then build an entrance hotel with the keyboard
// alone: its size picked among the counts left, the entrance on the map, the shape with Next,
// then built; the server's view shows the hotel where the map previewed it. Ann then proposes
// a trade with the builder (yen and a promise for yen), Ben reads it in full and accepts it,
// and the yen change hands. Each new panel is screenshotted at both sizes and audited.

import assert from "node:assert/strict";
import { VIEWPORTS, base, boardShown, clickMove, createGame, ja, nextVersion, person, register, report, shot, version } from "../support.mjs";

/** Nothing is cut off at the side: the page is no wider than the screen. */
async function fits(page, screen) {
  const [scrolled, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(scrolled <= width, `${screen}: no sideways scrolling (${scrolled} > ${width})`);
}

/** Presses Tab until the focus is on an element matching `selector`. */
async function tabTo(page, selector) {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return;
  }
  assert.fail(`Tab reaches ${selector}`);
}

/** The game as the server shows it to the page's player. */
function serverView(page, id) {
  return page.evaluate(async (game) => {
    const { token } = JSON.parse(localStorage.getItem("hotel-games.session"));
    const answer = await fetch(`/v1/games/${game}/view`, { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()).view;
  }, id);
}

/** Waits until one of the people is at the head of the purchase queue; answers them. */
async function head(people) {
  for (let tries = 0; tries < 100; tries++) {
    for (const each of people) if (await each.page.locator("#purchase button.template").count()) return each;
    await people[0].page.waitForTimeout(200);
  }
  assert.fail("someone is at the head of the queue");
}

/** Buys `item` by clicking: its template, then the first choice whose label matches `label`. */
async function buy({ page }, item, label = /./) {
  await page.locator(`#purchase button.template[data-item=${item}]`).click();
  const choice = page.locator("#purchase-choices button.move", { hasText: label }).first();
  await choice.waitFor();
  const before = await version(page);
  await choice.click();
  await nextVersion(page, before);
}

/**
 * Builds an entrance hotel with the keyboard alone: the largest size, the entrance under the
 * map's cursor, the second shape when there are several. Answers the entrance and the cells
 * the map previewed.
 */
async function hotelByKeyboard(page, screen) {
  await tabTo(page, "#purchase button.template[data-item=entrance_hotel]");
  await page.keyboard.press("Enter");
  await page.locator("#purchase-count, #purchase form.narrow").first().waitFor();
  if (await page.locator("#purchase form.narrow").count()) {
    // Too many hotels to list at once: the server is asked for the largest size, one floor.
    const sizes = await page.locator("#narrow-size option").count();
    await tabTo(page, "#narrow-size");
    for (let press = 1; press < sizes; press++) await page.keyboard.press("ArrowDown");
    await tabTo(page, "#narrow-floors");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "#purchase form.narrow button[type=submit]");
    await page.keyboard.press("Enter");
    await page.locator("#purchase-count").waitFor();
    assert.match(await page.locator("#purchase-count").textContent(), /\d/, "the hotels left are counted");
  } else {
    const sizes = await page.locator("#filter-size option").allTextContents();
    assert.ok(sizes.length > 2, "the hotel's size is a step of its own");
    assert.match(sizes.at(-1), /^\d+ ?[(（]\d+/, "each size says how many placements it leaves");
    await tabTo(page, "#filter-size");
    for (let press = 1; press < sizes.length; press++) await page.keyboard.press("ArrowDown");
    assert.equal(await page.locator("#filter-size").inputValue(), String(sizes.length - 1), "the largest size is picked");
  }
  await tabTo(page, "#capsule-map");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  const position = page.locator("#capsule-map-position");
  await page.waitForFunction(() => document.querySelector("#capsule-map-position").textContent.trim() !== "");
  const [x, y] = (await position.textContent()).match(/(\d+),(\d+)/).slice(1).map(Number);
  await page.keyboard.press("Enter");
  await page.locator("#hotel-shapes").waitFor();
  if (await page.locator("#hotel-next:not([disabled])").count()) {
    await tabTo(page, "#hotel-next");
    await page.keyboard.press("Enter");
    assert.match(await page.locator("#hotel-shape-title").textContent(), /2/, "Next shows the second shape");
  }
  const previewed = await page.$$eval(".capsule-map .map-preview", (cells) => cells.map((cell) => [Number(cell.getAttribute("x")), Number(cell.getAttribute("y"))]));
  assert.ok(previewed.length >= 2, "the hotel is previewed on the map");
  await fits(page, screen);
  await shot(page, screen, "#purchase .purchase-body");
  await tabTo(page, "#hotel-build");
  const before = await version(page);
  await page.keyboard.press("Enter");
  await nextVersion(page, before);
  return { entrance: [x, y], previewed };
}

/** The server's view holds a hotel of the player's with this entrance and these ground cells. */
async function hotelShown(page, id, { entrance, previewed }) {
  const view = await serverView(page, id);
  const hotel = view.map.structures.find((structure) => structure.type === "hotel" && String(structure.entrance) === String(entrance));
  assert.ok(hotel, `the server shows a hotel with its entrance at ${entrance}`);
  assert.equal(hotel.owner, view.me.player_id, "the hotel is the builder's");
  const ground = hotel.cells.filter((cell) => String(cell) !== String(entrance)).map(String).sort();
  assert.deepEqual(ground, [...new Set(previewed.map(String))].sort(), "the hotel stands where the map previewed it");
  return hotel;
}

export default async function () {
  const ann = await person("tia", VIEWPORTS.desktop);
  const ben = await person("teo", VIEWPORTS.phone);
  try {
    await register(ann, false);
    await register(ben, false);
    const id = await createGame(ann, "tokyo_capsule_hotel", 2, [""], false);
    await ben.page.goto(`${base}/#/games/${id}`);
    await ben.page.locator("#join").click();
    for (const { page } of [ann, ben]) {
      await page.locator("#turn.yours").waitFor();
      await boardShown(page);
      await clickMove(page, ["choose_loan"]);
    }

    // Capsules (Ann black, Ben white) and a graveyard each, back in the queue after each.
    const plans = new Map([
      [ann, [["capsules", /black/i], ["graveyard"]]],
      [ben, [["capsules", /white/i], ["graveyard"]]],
    ]);
    while ([...plans.values()].some((plan) => plan.length)) {
      const buyer = await head([...plans].filter(([, plan]) => plan.length).map(([each]) => each));
      await buy(buyer, ...plans.get(buyer).shift());
      await clickMove(buyer.page, ["join_queue"]);
    }

    // Ben reads the game in Japanese from here on.
    await ben.page.selectOption("#language", "ja");
    await ben.page.locator("html[lang=ja]").waitFor();
    const builders = new Map([
      [ann, "tch-hotel-desktop"],
      [ben, "tch-hotel-phone-ja"],
    ]);
    while (builders.size) {
      const builder = await head([...builders.keys()]);
      const screen = builders.get(builder);
      builders.delete(builder);
      const built = await hotelByKeyboard(builder.page, screen);
      const hotel = await hotelShown(builder.page, id, built);
      console.log(`${screen}: hotel ${hotel.id} of ${hotel.capsule_count} capsules built by keyboard, entrance at ${built.entrance}`);
    }

    // Ann proposes 500 yen and a promise for Ben's 300 yen; Ben reads it and accepts.
    const { page } = ann;
    await page.locator("#tch-trade-builder summary").click();
    await page.fill("#tch-give-yen", "500");
    await page.keyboard.press("Tab");
    await page.fill("#tch-give-promise", "I will not build next to your parcel");
    await page.locator("#tch-propose-trade[disabled]").waitFor();
    assert.match(await page.locator("#tch-trade-wrong").textContent(), /Each side must give something/, "a gift is refused before sending");
    await page.fill("#tch-take-yen", "300");
    await page.keyboard.press("Tab");
    const before = await serverView(page, id);
    const yenOf = (view, seat) => view.players.find((player) => player.player_id === seat).yen;
    const [annSeat, benSeat] = [before.me.player_id, before.players.find((player) => player.player_id !== before.me.player_id).player_id];
    const summary = await page.locator("#tch-trade-summary").textContent();
    assert.match(summary, /gives .*: 500 yen/, "the summary says what Ann gives");
    assert.match(summary, new RegExp(`then has ${(yenOf(before, annSeat) - 200).toLocaleString("en-US")} yen`), "and her yen afterwards");
    await fits(page, "trade builder");
    await shot(page, "tch-trade-builder-desktop", "#tch-trade-builder");
    const proposed = await version(page);
    await page.click("#tch-propose-trade");
    await nextVersion(page, proposed);
    await page.locator("#tch-trades li.trade button[data-type=withdraw_trade]").waitFor();
    await shot(page, "tch-trade-offer-desktop", "#tch-trades");

    const offer = ben.page.locator("#tch-trades li.trade");
    await offer.locator("button[data-type=accept_trade]").waitFor();
    const text = await offer.textContent();
    assert.ok(text.includes("500円") && text.includes("300円"), "Ben reads both sides of the offer");
    assert.ok(text.includes("I will not build next to your parcel"), "and the promise");
    assert.equal((await offer.locator("button[data-type=accept_trade]").textContent()).trim(), ja["tch.trade.accept"], "its answers are in Japanese");
    await ben.page.locator("#tch-trade-builder summary").click();
    await fits(ben.page, "trade offer (ja)");
    await shot(ben.page, "tch-trade-builder-phone-ja", "#tch-trade-builder");
    await shot(ben.page, "tch-trade-offer-phone-ja", "#tch-trades");
    const accepting = await version(ben.page);
    await offer.locator("button[data-type=accept_trade]").click();
    await nextVersion(ben.page, accepting);
    const after = await serverView(page, id);
    assert.equal(yenOf(after, annSeat), yenOf(before, annSeat) - 200, "Ann paid 500 yen and got 300");
    assert.equal(yenOf(after, benSeat), yenOf(before, benSeat) + 200, "Ben got 500 yen and paid 300");
    assert.equal(after.trades.length, 0, "the trade is done");
    console.log("trade: proposed with the builder, read and accepted by the other player");
  } catch (error) {
    await report([ann, ben]);
    throw error;
  }
  await ann.page.context().close();
  await ben.page.context().close();
}
