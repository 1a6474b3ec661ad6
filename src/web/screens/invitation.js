// The page an invitation's link opens: what it admits to (the game, who invites, the seats
// taken, the seat kept for the guest, whether it still admits anyone) and taking the seat.
// Someone already seated at the game goes on to it.

import { get, post } from "../api.js";
import { HolderNames, NoBotsTag } from "../bot-accounts.js";
import { PrivateTag, admits } from "../game/invite.js";
import { formatDateTime, t, tParts } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";

/** Why the invitation admits nobody (null while it admits someone). */
function endOf({ invitation, game }) {
  if (invitation.status !== "live") return t(`invite.page.${invitation.status}`);
  if (game.status !== "open") return t("invite.page.started");
  return null;
}

/** The invitation `code`, as `me` sees it before accepting it. */
export function InvitationScreen({ code, me }) {
  const [preview, setPreview] = useState(null);
  const [problem, setProblem] = useState(null);
  const [busy, setBusy] = useState(false);
  useTitle(pageTitle(t("invite.page.title")));
  const path = `/v1/invitations/${encodeURIComponent(code)}`;
  const openGame = (id) => location.replace(`#/games/${id}`);

  const read = () =>
    get(path)
      .then((answer) => (answer.game.players.some((player) => player.username === me) ? openGame(answer.game.id) : setPreview(answer)))
      .catch((failure) => setProblem(describe(failure)));
  useEffect(() => {
    read();
  }, [code]);

  async function take() {
    setProblem(null);
    setBusy(true);
    try {
      const game = await post(`${path}/accept`);
      location.hash = `#/games/${game.id}`;
    } catch (failure) {
      if (failure.code === "already_seated") return openGame(preview.game.id);
      setProblem(describe(failure));
      setBusy(false);
      read();
    }
  }

  const head = html`<div class="page-head"><h1>${t("invite.page.title")}</h1></div>`;
  if (!preview) return html`${head}<div id="errors">${problem && html`<${Notice}>${problem}<//>`}</div>`;
  const { invitation, game } = preview;
  const creator = game.players.find((player) => player.user_id === game.creator_id)?.username ?? "";
  const ended = endOf(preview);
  return html`
    ${head}
    <div id="errors">${problem && html`<${Notice}>${problem}<//>`}</div>
    <section class="card invitation" id="invitation" data-status=${invitation.status}>
      <h2>${kindName(game.kind)} <${PrivateTag} game=${game} /> <${NoBotsTag} game=${game} /></h2>
      <p class="lead">${t("invite.page.lead", { creator, kind: kindName(game.kind) })}</p>
      <dl class="facts">
        <dt>${t("invite.reach")}</dt>
        <dd>${admits(invitation)}</dd>
        <dt>${t("game.players")}</dt>
        <dd id="invitation-seats">${tParts("invite.page.taken", { taken: String(game.players.length), seats: String(game.seats), names: html`<${HolderNames} players=${game.players} />` })}</dd>
        <dt>${t("invite.page.your_seat")}</dt>
        <dd id="invitation-seat">
          ${invitation.seat === null ? t("invite.any_seat") : t("invite.page.kept", { seat: invitation.seat + 1 })}
        </dd>
        <dt>${t("invite.page.status")}</dt>
        <dd><span class="tag invite-${invitation.status}">${t(`invite.status.${invitation.status}`)}</span></dd>
        ${invitation.expires_at && html`<dt>${t("invite.expires")}</dt><dd>${formatDateTime(invitation.expires_at)}</dd>`}
      </dl>
      ${ended
        ? html`<p class="invitation-end" id="invitation-end">${ended}</p>`
        : html`
            <div class="actions">
              <button class="primary" id="take-seat" disabled=${busy} onClick=${take}>${t("invite.page.take")}</button>
            </div>
          `}
    </section>
  `;
}
