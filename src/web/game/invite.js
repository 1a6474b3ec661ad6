// Invitations to an open game: the creator's panel that makes them (one person, perhaps to a
// named seat; up to a number of people; anyone with the link), shows a link to send and lists
// them with their uses and status; and the "private" tag of a private table.

import { call, get, post } from "../api.js";
import { formatDateTime, t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useRef, useState } from "../ui.js";

/** The "private" tag of a private table (nothing for a public one). */
export function PrivateTag({ game }) {
  return game?.visibility === "private" ? html`<span class="tag private">${t("invite.private")}</span>` : null;
}

/** Who an invitation admits, in words ("One person, seat 3", "Up to 4 people", "Anyone with the link"). */
export function admits(invitation) {
  if (invitation.seat !== null) return t("invite.admits.seat", { seat: invitation.seat + 1 });
  if (invitation.max_uses === null) return t("invite.admits.any");
  if (invitation.max_uses === 1) return t("invite.admits.single");
  return t("invite.admits.some", { count: invitation.max_uses });
}

/** The page an invitation's link opens, on this server. */
const fullLink = (invitation) => `${location.origin}${invitation.link}`;

/**
 * The seats the creator may name (numbered from 0): all but their own and those an
 * invitation keeps, live or already taken up.
 */
function nameableSeats(game, invitations) {
  const kept = new Set(invitations.filter((each) => each.seat !== null && (each.status === "live" || each.uses > 0)).map((each) => each.seat));
  return Array.from({ length: game.seats }, (_, seat) => seat).filter((seat) => seat > 0 && !kept.has(seat));
}

/** The link to send, read-only, with a button that copies it (or selects it to copy by hand). */
function LinkField({ invitation }) {
  const field = useRef(null);
  const [said, setSaid] = useState("");
  useEffect(() => setSaid(""), [invitation.id]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(fullLink(invitation));
      setSaid(t("invite.copied"));
    } catch {
      field.current.focus();
      field.current.select();
      setSaid(t("invite.selected"));
    }
  }

  return html`
    <div class="invite-link">
      <label for="invite-link">${t("invite.link", { admits: admits(invitation) })}</label>
      <div class="inline">
        <input ref=${field} id="invite-link" readonly value=${fullLink(invitation)} onFocus=${(event) => event.currentTarget.select()} />
        <button type="button" id="copy-invite" onClick=${copy}>${t("invite.copy")}</button>
      </div>
      <p class="muted" id="invite-copied" role="status">${said}</p>
    </div>
  `;
}

/** The form that makes an invitation; `onMade(invitation)` once the server made it. */
function InviteForm({ game, invitations, onMade }) {
  const [reach, setReach] = useState("one");
  const [uses, setUses] = useState("2");
  const [seat, setSeat] = useState("");
  const [expires, setExpires] = useState("");
  const [problem, setProblem] = useState(null);
  const [busy, setBusy] = useState(false);
  const seats = nameableSeats(game, invitations);

  async function make(event) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    const request = {
      ...(reach === "one" && seat !== "" ? { seat: Number(seat) } : {}),
      ...(reach === "some" ? { max_uses: Number(uses) } : {}),
      ...(reach === "any" ? { any_number: true } : {}),
      ...(expires ? { expires_at: new Date(expires).toISOString() } : {}),
    };
    try {
      const made = await post(`/v1/games/${game.id}/invitations`, request);
      setSeat("");
      onMade(made);
    } catch (failure) {
      setProblem(describe(failure));
    }
    setBusy(false);
  }

  const choice = (value, label, extra = null) => html`
    <div class="invite-reach">
      <input type="radio" name="invite-reach" id=${`invite-${value}`} value=${value} checked=${reach === value} onChange=${() => setReach(value)} />
      <label for=${`invite-${value}`}>${label}</label>
      ${extra}
    </div>
  `;
  const count = html`
    <input
      type="number"
      id="invite-uses"
      min="2"
      max="1000"
      value=${uses}
      aria-label=${t("invite.uses_label")}
      disabled=${reach !== "some"}
      onInput=${(event) => setUses(event.currentTarget.value)}
    />
  `;
  return html`
    <form class="invite-form" onSubmit=${make}>
      <fieldset>
        <legend>${t("invite.reach")}</legend>
        ${choice("one", t("invite.admits.single"))}
        ${choice("some", t("invite.up_to"), count)}
        ${choice("any", t("invite.admits.any"))}
      </fieldset>
      ${reach === "one" &&
      html`
        <div class="option inline">
          <label for="invite-seat">${t("invite.seat")}</label>
          <select id="invite-seat" value=${seat} onChange=${(event) => setSeat(event.currentTarget.value)}>
            <option value="">${t("invite.any_seat")}</option>
            ${seats.map((each) => html`<option value=${each}>${t("seat.numbered", { seat: each + 1 })}</option>`)}
          </select>
        </div>
      `}
      <div class="option inline">
        <label for="invite-expires">${t("invite.expires")}</label>
        <input id="invite-expires" type="datetime-local" value=${expires} aria-describedby="invite-expires-help" onInput=${(event) => setExpires(event.currentTarget.value)} />
        <small class="muted" id="invite-expires-help">${t("invite.expires_help")}</small>
      </div>
      <div class="actions">
        <button class="primary" type="submit" id="make-invite" disabled=${busy}>${t("invite.make")}</button>
      </div>
      ${problem && html`<${Notice}>${problem}<//>`}
    </form>
  `;
}

/** One invitation in the list: who it admits, its uses and status, its link and revoking. */
function InvitationItem({ invitation, onShow, onRevoke }) {
  const what = admits(invitation);
  const uses =
    invitation.max_uses === null ? t("invite.uses_any", { uses: invitation.uses }) : t("invite.uses", { uses: invitation.uses, max: invitation.max_uses });
  const live = invitation.status === "live";
  return html`
    <li data-invitation=${invitation.id} data-status=${invitation.status}>
      <span class="what">${what}</span>
      <span class="tag invite-${invitation.status}">${t(`invite.status.${invitation.status}`)}</span>
      <span class="muted">${uses}</span>
      ${invitation.expires_at && html`<span class="muted">${t("invite.until", { time: formatDateTime(invitation.expires_at) })}</span>`}
      ${live &&
      html`
        <span class="inline">
          <button type="button" class="show-link" aria-label=${t("invite.show_link_of", { admits: what })} onClick=${() => onShow(invitation)}>
            ${t("invite.show_link")}
          </button>
          <button type="button" class="revoke" aria-label=${t("invite.revoke_of", { admits: what })} onClick=${() => onRevoke(invitation)}>
            ${t("invite.revoke")}
          </button>
        </span>
      `}
    </li>
  `;
}

/** The creator's invite panel of an open game, read again when a seat is taken; `onChange()` after an invitation is made or revoked (the seats it keeps change). */
export function InvitePanel({ game, onChange }) {
  const [invitations, setInvitations] = useState([]);
  const [shown, setShown] = useState(null);
  const [problem, setProblem] = useState(null);
  const path = `/v1/games/${game.id}/invitations`;

  const read = () =>
    get(path)
      .then((answer) => setInvitations(answer.invitations))
      .catch((failure) => setProblem(describe(failure)));
  useEffect(() => {
    read();
  }, [game.id, game.players.length]);

  async function revoke(invitation) {
    setProblem(null);
    try {
      await call("DELETE", `${path}/${invitation.id}`);
      if (shown?.id === invitation.id) setShown(null);
    } catch (failure) {
      setProblem(describe(failure));
    }
    await read();
    onChange?.();
  }

  const made = (invitation) => {
    setShown(invitation);
    read();
    onChange?.();
  };
  return html`
    <div class="invite" id="invite">
      <h3>${t("invite.title")}</h3>
      <p class="muted">${t(game.visibility === "private" ? "invite.note_private" : "invite.note_public")}</p>
      <${InviteForm} game=${game} invitations=${invitations} onMade=${made} />
      ${shown && html`<${LinkField} invitation=${shown} />`}
      ${problem && html`<${Notice}>${problem}<//>`}
      ${invitations.length > 0 &&
      html`
        <h4>${t("invite.list")}</h4>
        <ul class="invitations" id="invitations">
          ${invitations.map((each) => html`<${InvitationItem} key=${each.id} invitation=${each} onShow=${setShown} onRevoke=${revoke} />`)}
        </ul>
      `}
    </div>
  `;
}
