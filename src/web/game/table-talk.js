// Table talk: the game's messages (plain text), live through the game screen's event stream
// (`message` events, heard through `onMessage`; read every 5 seconds while the screen polls
// instead), a box to post one from the caller's seat, and muting or unmuting the other seats
// for oneself.

import { call, get, post } from "../api.js";
import { t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useRef, useState } from "../ui.js";

const MAX_LENGTH = 500;

/** Every message of the game the caller may read (muted seats left out), oldest first. */
async function readAll(id) {
  let messages = [];
  let after = 0;
  for (;;) {
    const page = await get(`/v1/games/${id}/messages?after=${after}&limit=200`);
    messages = [...messages, ...page.messages];
    if (!page.has_more || !page.messages.length) return messages;
    after = page.next;
  }
}

/** Adds messages not there yet, in their order. */
const merged = (before, more) => {
  const known = new Set(before.map((message) => message.id));
  return [...before, ...more.filter((message) => !known.has(message.id))].sort((a, b) => a.id - b.id);
};

/**
 * `onMessage(listener)` subscribes to the stream's messages (answering an unsubscribe);
 * `connection` is "polling" when there is no stream.
 */
export function TableTalk({ id, game, mySeat, name, onMessage, connection }) {
  const [messages, setMessages] = useState([]);
  const [muted, setMuted] = useState([]);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState(null);
  const [sending, setSending] = useState(false);
  const list = useRef(null);

  const reload = async () => {
    try {
      const [all, mutes] = await Promise.all([readAll(id), get(`/v1/games/${id}/mutes`)]);
      setMessages(all);
      setMuted(mutes.seats);
    } catch (failure) {
      setProblem(describe(failure));
    }
  };

  useEffect(() => {
    reload();
    return onMessage((message) => setMessages((before) => merged(before, [message])));
  }, [id]);
  useEffect(() => {
    if (connection !== "polling") return;
    const poll = setInterval(reload, 5000);
    return () => clearInterval(poll);
  }, [connection]);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);

  async function send(event) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem(t("table.talk.empty"));
    if ([...trimmed].length > MAX_LENGTH) return setProblem(t("table.talk.too_long", { max: MAX_LENGTH }));
    setProblem(null);
    setSending(true);
    try {
      const message = await post(`/v1/games/${id}/messages`, { text: trimmed });
      setMessages((before) => merged(before, [message]));
      setText("");
    } catch (failure) {
      setProblem(describe(failure));
    }
    setSending(false);
  }

  async function toggleMute(seat) {
    setProblem(null);
    try {
      await call(muted.includes(seat) ? "DELETE" : "PUT", `/v1/games/${id}/mutes/${seat}`);
    } catch (failure) {
      setProblem(describe(failure));
    }
    await reload();
  }

  const others = game.players.filter((player) => player.seat !== mySeat && !player.bot);
  return html`
    <div class="talk" id="talk">
      <ol class="messages" id="messages" ref=${list} tabindex="0" aria-label=${t("table.talk.title")} aria-live="polite">
        ${messages.map(
          (message) => html`
            <li key=${message.id} class=${message.seat === mySeat ? "mine" : ""} data-seat=${message.seat}>
              <span class="who">${message.username}</span>
              <span class="said">${message.text}</span>
            </li>
          `,
        )}
      </ol>
      ${!messages.length && html`<p class="muted">${t("table.talk.none")}</p>`}
      ${mySeat !== null &&
      html`
        <form class="talk-form" onSubmit=${send}>
          <label for="talk-text">${t("table.talk.label")}</label>
          <textarea id="talk-text" rows="2" maxlength=${MAX_LENGTH} value=${text} onInput=${(event) => setText(event.currentTarget.value)}></textarea>
          <div class="actions">
            <button class="primary" id="talk-send" type="submit" disabled=${sending}>${t("table.talk.send")}</button>
            <small class="muted">${t("table.talk.count", { used: [...text].length, max: MAX_LENGTH })}</small>
          </div>
        </form>
      `}
      ${problem && html`<${Notice}>${problem}<//>`}
      ${mySeat !== null &&
      others.length > 0 &&
      html`
        <div class="actions mutes">
          ${others.map(
            (player) => html`
              <button key=${player.seat} class="mute" data-seat=${player.seat} aria-pressed=${muted.includes(player.seat) ? "true" : "false"} onClick=${() => toggleMute(player.seat)}>
                ${t(muted.includes(player.seat) ? "table.talk.unmute" : "table.talk.mute", { name: name(player.seat) })}
              </button>
            `,
          )}
        </div>
      `}
    </div>
  `;
}
