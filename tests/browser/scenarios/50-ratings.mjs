// Ratings, profiles and leaderboards: Rho creates a rated two-player Monopoly game through the
// form (the bot choices are off there, saying why), Sig finds it tagged "Rated" in his list and
// joins, and resigns: the game ends at once, and the standings show each player's rating
// change, names linked to their profiles. Ten more rated games are played through the API
// (Rho wins eight), enough for the leaderboard. Rho's profile (from the top bar) shows his
// rating, his record and his games, newest first, ten and then "More"; the Monopoly
// leaderboard (picked from the kinds) lists Rho above Sig with the minimum of games. Sig sees
// both screens in Japanese on his phone. Rho hides his profile in the settings: Tau, a
// stranger, then finds no such player, and the leaderboard no longer lists Rho; Sig, his
// opponent, still sees the profile. Both screens are screenshotted at both sizes.

import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { VIEWPORTS, base, ja, person, provoked, register, report, shot } from "../support.mjs";

/** Nothing is cut off at the side: the page is no wider than the screen. */
async function fits(page, screen) {
  const [scrolled, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(scrolled <= width, `${screen}: no sideways scrolling (${scrolled} > ${width})`);
}

/** An API call as `who`, with their page's session (from here: a refusal is no page error). */
async function call(who, method, path, body) {
  const token = await who.page.evaluate(() => JSON.parse(localStorage.getItem("hotel-games.session")).token);
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en", "idempotency-key": randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A rated two-player Monopoly game the loser resigns at once; answers its id. */
async function duel(winner, loser) {
  const game = await call(winner, "POST", "/v1/games", { kind: "monopoly", seats: 2, rated: true });
  await call(loser, "POST", `/v1/games/${game.id}/seats`);
  await call(loser, "POST", `/v1/games/${game.id}/resign`);
  return game.id;
}

/** "12.4 → 14.1 (+1.7)": a rating change as the page writes it. */
const change = (rating) => {
  const one = (value) => value.toFixed(1).replace(/^-0\.0$/, "0.0");
  const sign = rating.change.toFixed(1) === "0.0" || rating.change.toFixed(1) === "-0.0" ? "" : rating.change > 0 ? "+" : "";
  return `${one(rating.before.rating)} → ${one(rating.after.rating)} (${sign}${one(rating.change)})`;
};

export default async function () {
  const rho = await person("rho-rat");
  const sig = await person("sig-rat");
  const tau = await person("tau-rat");
  const people = [rho, sig, tau];
  try {
    for (const each of people) await register(each, false);

    // The form: a rated game takes no bots, and says so.
    await rho.page.goto(`${base}/#/new`);
    await rho.page.check("input[name=kind][value=monopoly]");
    await rho.page.fill("#seats", "2");
    await rho.page.dispatchEvent("#seats", "input");
    await rho.page.selectOption("#seat-1", "random");
    await rho.page.check("#rated-game");
    assert.equal(await rho.page.inputValue("#seat-1"), "", "checking 'rated' opens the bot's seat");
    assert.ok(await rho.page.locator("#seat-1").isDisabled(), "no bot can be chosen for a rated game");
    await rho.page.locator("#rated-no-bots").waitFor();
    await shot(rho.page, "rated-new-game", "#seats");
    await rho.page.click("#create-game");
    await rho.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
    const first = rho.page.url().split("/").pop();
    await rho.page.locator("#game-title .tag.rated").waitFor();

    // Sig finds it tagged in his list, joins and resigns: the standings show the ratings' changes.
    await sig.page.goto(`${base}/#/`);
    await sig.page.locator(`#open-games tr:has(button[data-game="${first}"]) .tag.rated`).waitFor();
    await sig.page.click(`button[data-game="${first}"]`);
    await sig.page.waitForURL(new RegExp(`#/games/${first}$`));
    await call(sig, "POST", `/v1/games/${first}/resign`);
    const result = (await call(rho, "GET", `/v1/games/${first}`)).result;
    for (const { player, rating } of result.standings) {
      await rho.page.locator(`#standings tr[data-player="${player}"] .rating-change`, { hasText: change(rating) }).waitFor();
    }
    assert.ok(result.standings.find((each) => each.player === rho.name).rating.change > 0, "the winner gains");
    assert.match(await rho.page.locator("#standings .rating-change").first().textContent(), /^0\.0 → \d+\.\d \(\+\d+\.\d\)$/);
    await shot(rho.page, "rated-standings", "#standings");

    // Ten more, enough for the leaderboard: Rho wins eight.
    const games = [first];
    for (let index = 0; index < 10; index += 1) games.push(index % 5 === 2 ? await duel(sig, rho) : await duel(rho, sig));

    // Rho's profile, from the top bar: his rating, record and games, ten and then the rest.
    await rho.page.click(`#standings a[href="#/users/${sig.name}"]`);
    await rho.page.locator("#profile-name", { hasText: sig.name }).waitFor();
    await rho.page.click("#my-profile");
    await rho.page.locator("#profile-name", { hasText: rho.name }).waitFor();
    const profile = await call(rho, "GET", `/v1/users/${rho.name}`);
    const [rating] = profile.ratings;
    const ratingRow = rho.page.locator("#profile-ratings tr[data-kind=monopoly]");
    await ratingRow.locator(".rating", { hasText: rating.rating.toFixed(1) }).waitFor();
    assert.match(await ratingRow.textContent(), new RegExp(`${rating.mu.toFixed(1)} ± ${rating.sigma.toFixed(1)}.*11`));
    assert.match(await rho.page.locator("#profile-records tr[data-kind=monopoly]").textContent(), /Monopoly\s*11\s*9\s*1\.18/);
    const rows = rho.page.locator("#profile-games tbody tr");
    assert.equal(await rows.count(), 10, "ten games a page");
    assert.equal(await rows.first().getAttribute("data-game"), games.at(-1), "newest first");
    assert.match(await rows.first().textContent(), /Rated.*1 of 2.*\d+\.\d → \d+\.\d \(\+\d+\.\d\)/);
    await shot(rho.page, "profile");
    await rho.page.click("#profile-more");
    await rows.nth(10).waitFor();
    assert.equal(await rows.nth(10).getAttribute("data-game"), first, "the oldest game comes last");
    assert.equal(await rho.page.locator("#profile-more").count(), 0, "no more after the last page");
    await rows.nth(10).locator(`a[href="#/games/${first}"]`).click();
    await rho.page.locator("#standings").waitFor();

    // The leaderboard, picked from the kinds: Rho above Sig, with the minimum of games.
    await rho.page.click("#nav-leaderboards");
    await rho.page.locator("#leaderboard-kind").waitFor();
    await rho.page.selectOption("#leaderboard-kind", "monopoly");
    await rho.page.waitForURL(/#\/leaderboards\/monopoly$/);
    await rho.page.locator("#leaderboard-note", { hasText: "at least 5 rated games" }).waitFor();
    const listed = await rho.page.locator("#leaderboard tbody tr").evaluateAll((rows) => rows.map((row) => row.dataset.player));
    const board = await call(rho, "GET", "/v1/leaderboards/monopoly?limit=25");
    assert.deepEqual(listed, board.entries.map((entry) => entry.username), "the page lists the board's order");
    assert.ok(listed.indexOf(rho.name) >= 0 && listed.indexOf(rho.name) < listed.indexOf(sig.name), "Rho ranks above Sig");
    assert.match(await rho.page.locator(`#leaderboard tr[data-player="${rho.name}"]`).textContent(), new RegExp(`${rating.rating.toFixed(1)}.*11`));
    await shot(rho.page, "leaderboard");

    // Sig, in Japanese on his phone: the leaderboard, then Rho's profile through it.
    await sig.page.setViewportSize(VIEWPORTS.phone);
    await sig.page.selectOption("#language", "ja");
    await sig.page.locator("#nav-leaderboards", { hasText: ja["leaderboard.nav"] }).waitFor();
    await sig.page.goto(`${base}/#/leaderboards/monopoly`);
    await sig.page.locator(`#leaderboard tr[data-player="${rho.name}"]`).waitFor();
    await sig.page.locator("#leaderboard-note", { hasText: "5戦以上" }).waitFor();
    await fits(sig.page, "leaderboard");
    await shot(sig.page, "phone-leaderboard-ja");
    await sig.page.click(`#leaderboard a[href="#/users/${rho.name}"]`);
    await sig.page.locator("#profile-ratings tr[data-kind=monopoly]").waitFor();
    await sig.page.locator("#profile-games h2", { hasText: ja["profile.games"] }).waitFor();
    await fits(sig.page, "profile");
    await shot(sig.page, "phone-profile-ja");
    await rho.page.setViewportSize(VIEWPORTS.phone);
    await rho.page.goto(`${base}/#/users/${rho.name}`);
    await rho.page.locator("#profile-games tbody tr").first().waitFor();
    await fits(rho.page, "profile");
    await shot(rho.page, "phone-profile");
    await rho.page.setViewportSize(VIEWPORTS.desktop);

    // A stranger sees the profile, until Rho hides it: then no such player, and no Rho on the board.
    await tau.page.goto(`${base}/#/users/${rho.name}`);
    await tau.page.locator("#profile-ratings").waitFor();
    await rho.page.goto(`${base}/#/settings`);
    const saved = rho.page.waitForResponse((answer) => answer.url().endsWith("/v1/users/me") && answer.request().method() === "PATCH");
    await rho.page.check("#profile-hidden");
    assert.equal((await (await saved).json()).profile, "hidden");
    await shot(rho.page, "settings-profile", "#profile-settings");
    await rho.page.click("#see-profile");
    await rho.page.locator("#profile-hidden-note").waitFor();
    provoked[tau.name] = 1;
    await tau.page.reload();
    await tau.page.locator("#profile-missing").waitFor();
    await sig.page.reload();
    await sig.page.locator("#profile-ratings tr[data-kind=monopoly]").waitFor();
    await tau.page.goto(`${base}/#/leaderboards/monopoly`);
    await tau.page.locator("#leaderboard").waitFor();
    assert.equal(await tau.page.locator(`#leaderboard tr[data-player="${rho.name}"]`).count(), 0, "a hidden profile is off the leaderboard");
    console.log(`ratings: ${rho.name} ${rating.rating.toFixed(1)} after 11 rated games, above ${sig.name}; hidden from ${tau.name}`);
  } catch (failure) {
    await report(people);
    throw failure;
  }
  for (const { page } of people) await page.context().close();
}
