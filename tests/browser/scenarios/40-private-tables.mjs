// Private tables and invitations: Ann creates a private Acquire table for three and, in its
// lobby, makes a link for one person that keeps seat 3 and one for anyone (each shown in full,
// with a Copy button). Cid, a stranger, neither finds the table in his lists nor at its
// address. Bob opens the seat-3 link before signing in (on a phone): the sign-in screen comes
// first, then the invitation, which he takes; opening it again takes him to the game. Ann makes
// one more link and revokes it while Cid (in Japanese) has it open: taking the seat is refused
// in the server's plain Japanese words, and the page says the link admits nobody. Cid comes in
// through the link for anyone, the table is full and starts, and Bob sits in seat 3 as Ann
// planned. The invite panel and the invitation page are screenshotted at both sizes.

import assert from "node:assert/strict";
import { VIEWPORTS, base, ja, password, person, provoked, register, report, shot } from "../support.mjs";

/** Nothing is cut off at the side: the page is no wider than the screen. */
async function fits(page, screen) {
  const [scrolled, width] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(scrolled <= width, `${screen}: no sideways scrolling (${scrolled} > ${width})`);
}

/** Makes an invitation in the invite panel (`reach`: one, some, any; `seat` from 0); answers its link. */
async function invite(page, reach, seat = null) {
  const before = await page.locator("#invitations li").count();
  await page.check(`#invite-${reach}`);
  if (seat !== null) await page.selectOption("#invite-seat", String(seat));
  await page.click("#make-invite");
  await page.locator("#invitations li").nth(before).waitFor();
  const link = await page.inputValue("#invite-link");
  assert.match(link, new RegExp(`^${base}/#/invitations/inv_[A-Za-z0-9_-]+$`), "the link is shown in full");
  return link;
}

export default async function () {
  const ann = await person("ann-inv");
  const cid = await person("cid-inv");
  const bob = await person("bob-inv", VIEWPORTS.phone);
  try {
    await register(ann, false);
    await register(cid, false);

    // Ann's private table for three.
    await ann.page.goto(`${base}/#/new`);
    await ann.page.check("input[name=kind][value=acquire]");
    await ann.page.fill("#seats", "3");
    await ann.page.check("#private-table");
    await shot(ann.page, "create-private-game", "#private-table");
    await ann.page.click("#create-game");
    await ann.page.waitForURL(/#\/games\/[0-9a-f-]+$/);
    const id = ann.page.url().split("/").pop();
    await ann.page.locator("#game-title .tag.private").waitFor();

    // Seat 3 for one person, and a link for anyone; the first is copied (or selected to copy).
    const seatLink = await invite(ann.page, "one", 2);
    await ann.page.locator("#players li.kept[data-seat='2']", { hasText: "kept for an invited guest" }).waitFor();
    assert.match(await ann.page.locator("#invitations li").first().textContent(), /One person, seat 3.*live.*0 of 1 joined/);
    await ann.page.click("#copy-invite");
    await ann.page.locator("#invite-copied", { hasText: /Copied|selected/ }).waitFor();
    const anyLink = await invite(ann.page, "any");
    assert.match(await ann.page.locator("#invitations li").nth(1).textContent(), /Anyone with the link/);
    await shot(ann.page, "invite-panel", "#invite");
    await ann.page.setViewportSize(VIEWPORTS.phone);
    await fits(ann.page, "invite panel");
    await shot(ann.page, "phone-invite-panel", "#invite");
    await ann.page.setViewportSize(VIEWPORTS.desktop);

    // Cid is no guest: the table is in none of his lists, and its address finds nothing.
    await cid.page.goto(`${base}/#/`);
    await cid.page.locator("#open-games h2").waitFor();
    assert.equal(await cid.page.locator(`a[href="#/games/${id}"]`).count(), 0, "a private table is not listed for others");
    provoked[cid.name] = 1;
    await cid.page.goto(`${base}/#/games/${id}`);
    await cid.page.locator("#not-found").waitFor();
    assert.match(await cid.page.locator("main").textContent(), /private table you were not invited to/);
    await shot(cid.page, "game-not-found");

    // Bob opens his link signed out: signing in first, then the invitation.
    await bob.page.goto(seatLink);
    await bob.page.locator(".signin .notice.info").waitFor();
    await shot(bob.page, "phone-sign-in-invited");
    await bob.page.fill("#username", bob.name);
    await bob.page.fill("#password", password);
    await bob.page.click("#register");
    await bob.page.locator("#invitation #take-seat").waitFor();
    const facts = await bob.page.locator("#invitation").textContent();
    assert.match(facts, new RegExp(`${ann.name} invites you to a game of Acquire`));
    assert.match(facts, /One person, seat 3/);
    assert.match(await bob.page.locator("#invitation-seats").textContent(), /1 of 3 seats taken/);
    assert.match(await bob.page.locator("#invitation-seat").textContent(), /Seat 3, kept for you/);
    await fits(bob.page, "invitation");
    await shot(bob.page, "phone-invitation");
    await bob.page.click("#take-seat");
    await bob.page.waitForURL(new RegExp(`#/games/${id}$`));
    // Before the table fills up, Bob is shown in the seat kept for him, not the second.
    await bob.page.locator("#players li.me[data-seat='2']", { hasText: bob.name }).waitFor();
    await bob.page.locator("#game-title .tag.private").waitFor();
    await fits(bob.page, "private game");
    await ann.page.locator("#invitations li[data-status=used_up]", { hasText: "1 of 1 joined" }).waitFor();

    // Already seated: the link opens the game; his list shows the table as private.
    await bob.page.goto(`${base}/#/`);
    await bob.page.locator(`#my-games tr:has(a[href="#/games/${id}"]) .tag.private`).waitFor();
    await bob.page.goto(seatLink);
    await bob.page.waitForURL(new RegExp(`#/games/${id}$`));

    // A link revoked while Cid looks at it: refused in plain words, in his language.
    const spareLink = await invite(ann.page, "one");
    await cid.page.goto(`${base}/#/`);
    await cid.page.locator("#open-games h2").waitFor();
    // The setting is kept in his account before he opens the link (the screen is drawn anew then).
    const saved = cid.page.waitForResponse((answer) => answer.url().endsWith("/v1/users/me") && answer.request().method() === "PATCH");
    await cid.page.selectOption("#language", "ja");
    await saved;
    await cid.page.locator("html[lang=ja]").waitFor();
    await cid.page.goto(spareLink);
    await cid.page.locator("#take-seat").waitFor();
    await ann.page.locator("#invitations li").nth(2).locator("button.revoke").click();
    await ann.page.locator("#invitations li").nth(2).and(ann.page.locator("[data-status=revoked]")).waitFor();
    provoked[cid.name] = 1;
    await cid.page.click("#take-seat");
    await cid.page.locator("#errors .notice", { hasText: "招待は取り消されました" }).waitFor();
    await cid.page.locator("#invitation-end", { hasText: ja["invite.page.revoked"] }).waitFor();
    assert.equal(await cid.page.locator("#take-seat").count(), 0, "a revoked link offers no seat");
    await shot(cid.page, "invitation-revoked-ja");

    // Cid takes a seat through the link for anyone; the full table starts as Ann planned it.
    await cid.page.goto(anyLink);
    await cid.page.locator("#invitation-seats", { hasText: "3席中2席" }).waitFor();
    await shot(cid.page, "invitation-ja");
    await cid.page.click("#take-seat");
    await cid.page.waitForURL(new RegExp(`#/games/${id}$`));
    for (const { page } of [ann, bob, cid]) await page.locator("#turn:not(.open)").waitFor();
    await bob.page.locator("#players li[data-seat='2']", { hasText: bob.name }).waitFor();
    await bob.page.locator("#players li[data-seat='1']", { hasText: cid.name }).waitFor();
    assert.equal(await ann.page.locator("#invite").count(), 0, "no invitations once the game runs");
    console.log(`private table: ${bob.name} in seat 3 by invitation, ${cid.name} in seat 2, the stranger kept out`);
  } catch (failure) {
    await report([ann, bob, cid]);
    throw failure;
  }
  for (const { page } of [ann, bob, cid]) await page.context().close();
}
