// Complete input for Acquire and Monopoly. Acquire: two people and a bot play through a
// merger; a share purchase is typed with the steppers (the total checked against the price
// chart), the merging tiles' bonuses are previewed, and a disposal of a defunct chain's shares
// is chosen with the steppers. Monopoly (two people with more starting cash): a bid typed in an
// auction (a too-low bid refused before sending), a trade built in the trade builder by one
// and read then accepted by the other, a house built through the build control and a deed
// mortgaged through the mortgage control. Then a shorter pass in Japanese on both games'
// panels, and the Monopoly panels on a phone.

import assert from "node:assert/strict";
import { base, ja, boardShown, clickMove, createGame, nextVersion, person, register, report, shot, version, VIEWPORTS, yourTurn } from "../support.mjs";

/** The signed-in person's API answer for `path`. */
const api = (page, path) =>
  page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem("hotel-games.session"));
    return (await fetch(url, { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } })).json();
  }, path);

const dollars = (amount) => `$${amount.toLocaleString("en-US")}`;

/** Buys shares with the steppers: one share of each of the first chains, the total checked. */
async function typedPurchase(page, game) {
  const { data } = await api(page, `/v1/games/${game}/data`);
  const { view } = await api(page, `/v1/games/${game}/view`);
  const rows = page.locator("#share-purchase li[data-chain]");
  let expected = 0;
  let bought = 0;
  for (const row of (await rows.all()).slice(0, 2)) {
    const chain = await row.getAttribute("data-chain");
    const more = row.locator("button", { hasText: "+" });
    if (await more.isDisabled()) continue;
    await more.click();
    const size = view.chains.find((each) => each.chain === chain).size;
    const bracket = data.chains.find((each) => each.chain === chain).prices.find((each) => each.min_size <= size && size <= each.max_size);
    expected += bracket.price;
    bought += 1;
    assert.match(await row.textContent(), new RegExp(`\\${dollars(bracket.price)} a share`), `${chain}'s price is the chart's`);
  }
  if (!bought) return false;
  const summary = await page.locator("#purchase-summary").textContent();
  assert.match(summary, new RegExp(`${bought} shares? for \\${dollars(expected)}`), `the total is the chart's (${summary})`);
  await shot(page, "input-acquire-purchase", "#share-purchase");
  const before = await version(page);
  await page.click("#buy-shares");
  await nextVersion(page, before);
  return true;
}

/** Disposes with the steppers: sells one share, trades two if it may; the result checked. */
async function typedDisposal(page) {
  const panel = page.locator("#disposal");
  const held = Number((await panel.locator("p").first().textContent()).match(/hold (\d+)/)[1]);
  const sell = page.locator("#dispose-sell");
  const trade = page.locator("#dispose-trade");
  await panel.getByRole("button", { name: "More: Sell" }).click();
  assert.equal(await sell.inputValue(), "1");
  const tradeMore = panel.getByRole("button", { name: "More: Trade 2 for 1" });
  if (!(await tradeMore.isDisabled())) await tradeMore.click();
  const traded = Number(await trade.inputValue());
  assert.ok(1 + traded <= held, "sell + trade stays within the shares held");
  assert.equal(Number(await page.locator("#dispose-keep").textContent()), held - 1 - traded);
  assert.match(await page.locator("#disposal-summary").textContent(), /Afterwards: cash \$/);
  await shot(page, "input-acquire-disposal", "#disposal");
  const before = await version(page);
  await page.click("#dispose-shares");
  await nextVersion(page, before);
  return held;
}

/** Creates a two-seat Monopoly game with more starting cash; the second person joins. */
async function monopolyGame(ann, bob) {
  await ann.page.goto(`${base}/#/new`);
  await ann.page.check("input[name=kind][value=monopoly]");
  await ann.page.fill("#seats", "2");
  await ann.page.dispatchEvent("#seats", "input");
  await ann.page.selectOption("#seat-1", "");
  await ann.page.fill("#option-starting_cash", "20000");
  await ann.page.click("#create-game");
  await ann.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
  const game = ann.page.url().split("/").pop();
  await bob.page.goto(`${base}/#/`);
  await bob.page.locator(`#open-games button[data-game="${game}"]`).click();
  await bob.page.waitForURL(new RegExp(`#/games/${game}$`));
  for (const { page } of [ann, bob]) await page.locator("#turn:not(.open)").waitFor();
  return game;
}

/** Types a bid: a too-low one is refused on the page, the lowest acceptable one is sent. */
async function typedBid(page) {
  const field = page.locator("#bid-amount");
  const min = Number(await field.getAttribute("min"));
  await field.fill(String(min - 1));
  assert.ok(await page.locator("#place-bid").isDisabled(), "a bid below the minimum cannot be sent");
  assert.match(await page.locator("#bid-problem").textContent(), /at least/);
  await field.fill(String(min));
  await shot(page, "input-monopoly-auction", "#auction-bid");
  const before = await version(page);
  await page.click("#place-bid");
  await nextVersion(page, before);
}

/** Ann offers Bob a deed for cash in the builder; Bob reads the offer and accepts it. */
async function builtTrade(ann, bob) {
  const builder = ann.page.locator("#trade-builder");
  const deed = builder.locator("fieldset").first().locator("input[type=checkbox]").first();
  const deedName = (await builder.locator("fieldset").first().locator("label").first().textContent()).split("(")[0].trim();
  await deed.check();
  await ann.page.fill("#trade-take-cash", "150");
  assert.match(await ann.page.locator("#trade-summary").textContent(), /then has \$/);
  await shot(ann.page, "input-monopoly-trade-builder", "#trade-builder");
  await ann.page.click("#propose-trade");
  const offer = bob.page.locator("#open-trades li.trade");
  await offer.waitFor();
  const text = await offer.textContent();
  assert.ok(text.includes(deedName), `the offer names the deed (${text})`);
  assert.match(text, /gives: \$150/);
  assert.match(text, /then has \$/);
  await shot(bob.page, "input-monopoly-trade-offer", "#open-trades");
  const before = await version(bob.page);
  await offer.getByRole("button", { name: "Accept" }).click();
  await nextVersion(bob.page, before);
  await ann.page.locator("#log li", { hasText: deedName }).last().waitFor();
  return deedName;
}

/** Builds through the build control: the first group at the levels it starts with (one house more). */
async function builtHouse(page) {
  const group = page.locator("#build-panel li.build-group").first();
  const colour = await group.getAttribute("data-colour");
  const summary = await page.locator(`#build-${colour}-summary`).textContent();
  assert.match(summary, /Costs \$\d+/);
  await shot(page, "input-monopoly-build", "#build-panel");
  const before = await version(page);
  await page.click(`#build-${colour}-send`);
  await nextVersion(page, before);
  return `${colour}: ${summary}`;
}

/** Mortgages a deed through the mortgage control; the log tells it. */
async function mortgaged(page) {
  const option = await page.locator("#mortgage-deed option").first().textContent();
  assert.match(option, /brings \$\d+/);
  await shot(page, "input-monopoly-mortgage", "#mortgage-panel");
  const before = await version(page);
  await page.click("#mortgage-send");
  await nextVersion(page, before);
  await page.locator("#log li", { hasText: /mortgage/i }).last().waitFor();
  return option;
}

/** Plays Monopoly until each situation was met: Bob declines and passes, Ann buys and bids. */
async function playMonopoly(ann, bob) {
  let bid = false;
  let traded = false;
  let built = null;
  let mortgage = null;
  for (let moves = 0; !(bid && traded && built && mortgage) && moves < 500; moves += 1) {
    await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
    const mover = (await yourTurn(ann.page)) ? ann : bob;
    const { page } = mover;
    await page.locator("#moves .move-group").first().waitFor();
    if (mover === ann) {
          if (await page.locator("#auction-bid").count()) {
        if (!bid) {
          await typedBid(page);
          bid = true;
        } else {
          const before = await version(page);
          await page.click("#place-bid");
          await nextVersion(page, before);
        }
        continue;
      }
      if (!built && (await page.locator("#build-panel").count())) {
        built = await builtHouse(page);
        continue;
      }
      if (built && !mortgage && (await page.locator("#mortgage-panel").count())) {
        mortgage = await mortgaged(page);
        continue;
      }
      if (!traded && (await page.locator("#trade-builder fieldset").first().locator("input[type=checkbox]").count())) {
        console.log(`complete input: traded ${await builtTrade(ann, bob)}`);
        traded = true;
        continue;
      }
      const label =
        (await clickMove(page, ["buy_property", "roll_dice", "pay_jail_fine", "use_jail_card", "end_turn"])) ?? (await clickMove(page));
      assert.ok(label, "a legal move was offered");
    } else {
      const label =
        (await clickMove(page, ["decline_property", "pass_bid", "roll_dice", "pay_jail_fine", "end_turn"])) ?? (await clickMove(page));
      assert.ok(label, "a legal move was offered");
    }
  }
  assert.ok(bid, "a bid was typed");
  assert.ok(traded, "a trade was built and accepted");
  assert.ok(built, "a house was built through the build control");
  assert.ok(mortgage, "a deed was mortgaged through the mortgage control");
  console.log(`complete input: monopoly bid typed, built ${built}, mortgaged ${mortgage}`);
}

/** The shorter pass in Japanese: Ann's panels speak Japanese. */
async function japanese(ann, bob, acquire, monopoly) {
  await ann.page.selectOption("#language", "ja");
  await ann.page.locator("html[lang=ja]").waitFor();
  await ann.page.goto(`${base}/#/games/${monopoly}`);
  await ann.page.locator("#trade-builder, #build-panel, #turn:not(.yours)").first().waitFor();
  for (let moves = 0; moves < 60 && !(await ann.page.locator("#trade-builder").count()); moves += 1) {
    await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
    const mover = (await yourTurn(ann.page)) ? ann : bob;
    if (mover === ann && (await ann.page.locator("#trade-builder").count())) break;
    if (mover === ann && (await ann.page.locator("#auction-bid").count())) {
      const before = await version(ann.page);
      await ann.page.click("#place-bid");
      await nextVersion(ann.page, before);
      continue;
    }
    await clickMove(mover.page, ["decline_property", "pass_bid", "roll_dice", "buy_property", "pay_jail_fine", "end_turn"]);
  }
  await ann.page.locator("#trade-builder h3", { hasText: ja["play.monopoly.builder_title"] }).waitFor();
  await shot(ann.page, "input-monopoly-ja", "#moves");
  // On a phone the panels fit the width: no sideways scrolling.
  await ann.page.setViewportSize(VIEWPORTS.phone);
  await shot(ann.page, "input-monopoly-ja-phone", "#trade-builder");
  assert.ok(await ann.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scrolling on a phone");
  await ann.page.setViewportSize(VIEWPORTS.desktop);

  await ann.page.goto(`${base}/#/games/${acquire}`);
  await ann.page.locator("#game-title", { hasText: ja["kind.acquire"] }).waitFor();
  await bob.page.goto(`${base}/#/games/${acquire}`);
  for (let moves = 0; moves < 60; moves += 1) {
    await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
    const mover = (await yourTurn(ann.page)) ? ann : bob;
    if (mover === ann && (await ann.page.locator("#share-purchase").count())) break;
    await clickMove(mover.page);
  }
  await ann.page.locator("#share-purchase h3", { hasText: ja["group.buy_shares"] }).waitFor();
  const more = ann.page.locator("#share-purchase li[data-chain] button:not([disabled])", { hasText: "+" }).first();
  if (await more.count()) await more.click();
  assert.match(await ann.page.locator("#purchase-summary").textContent(), /株券\d+枚で/);
  await shot(ann.page, "input-acquire-ja", "#share-purchase");
  console.log("complete input: panels in Japanese");
}

export default async function () {
  const ann = await person("Ina");
  const bob = await person("Ivo");
  try {
    for (const who of [ann, bob]) await register(who);
    const game = await createGame(ann, "acquire", 3, ["", "random"]);
    await bob.page.goto(`${base}/#/`);
    await bob.page.locator(`#open-games button[data-game="${game}"]`).click();
    await bob.page.waitForURL(new RegExp(`#/games/${game}$`));
    for (const { page } of [ann, bob]) {
      await page.locator("#turn:not(.open)").waitFor();
      await boardShown(page);
    }

    let purchased = false;
    let disposed = false;
    let previewed = false;
    let moves = 0;
    while (!(purchased && disposed && previewed) && moves < 200) {
      await Promise.race([ann.page.locator("#turn.yours").waitFor(), bob.page.locator("#turn.yours").waitFor()]);
      const mover = (await yourTurn(ann.page)) ? ann : bob;
      const { page } = mover;
      await page.locator("#moves button.move").first().waitFor();
      moves += 1;
      if (await page.locator("#disposal").count()) {
        if (!disposed && (await page.locator("#disposal").textContent()).match(/hold [1-9]/)) {
          const held = await typedDisposal(page);
          console.log(`complete input: disposed of ${held} shares with the steppers`);
          disposed = true;
          continue;
        }
      } else if (await page.locator("#share-purchase").count()) {
        if (!purchased || Math.random() < 0.7) {
          if (await typedPurchase(page, game)) {
            purchased = true;
            continue;
          }
        }
      }
      if (!previewed && (await page.locator("#merger-preview").count())) {
        const preview = await page.locator("#merger-preview").textContent();
        assert.match(preview, /survives|you choose the survivor/);
        assert.match(preview, /majority bonus \$[\d,]+, minority bonus \$[\d,]+/);
        await shot(page, "input-acquire-merger-preview", "#merger-preview");
        previewed = true;
      }
      const label =
        (await clickMove(page, null, /merges/)) ?? (await clickMove(page, null, /grows|founds/)) ?? (await clickMove(page));
      assert.ok(label, "a legal move was offered");
    }
    assert.ok(purchased, "a purchase was typed with the steppers");
    assert.ok(previewed, "a merging tile's bonuses were previewed");
    assert.ok(disposed, `a disposal was chosen with the steppers (${moves} moves)`);
    console.log(`complete input: acquire through a merger in ${moves} moves`);

    const monopoly = await monopolyGame(ann, bob);
    await playMonopoly(ann, bob);
    await japanese(ann, bob, game, monopoly);
  } catch (error) {
    await report([ann, bob]);
    throw error;
  }
}
