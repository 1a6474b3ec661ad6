// The box to type a move as text (in the reader's language or in English): an unreadable
// text shows where reading stopped and the nearest legal moves, which fill the box when
// clicked; the kind's forms are listed below it.

import { ApiError, get } from "../api.js";
import { t } from "../i18n.js";
import { Notice, describe } from "../notice.js";
import { html, useRef, useState } from "../ui.js";

/** The kind's written forms, read when the list is first opened. */
function Grammar({ kind }) {
  const [forms, setForms] = useState(null);
  const [problem, setProblem] = useState(null);
  const loading = useRef(false);

  async function toggled(event) {
    if (!event.currentTarget.open || forms || loading.current) return;
    loading.current = true;
    setProblem(null);
    try {
      setForms((await get(`/v1/game-kinds/${kind}/commands`)).forms);
    } catch (failure) {
      setProblem(describe(failure));
    }
    loading.current = false;
  }

  return html`
    <details id="grammar-details" onToggle=${toggled}>
      <summary>${t("typing.grammar")}</summary>
      <div class="grammar" id="grammar">
        ${problem && html`<${Notice}>${problem}<//>`}
        ${forms &&
        html`
          <p class="muted">${t("typing.grammar_note")}</p>
          <dl>
            ${forms.map((form) => html`<dt><code>${form.pattern}</code></dt><dd>${form.help}</dd>`)}
          </dl>
        `}
      </div>
    </details>
  `;
}

/** What the server answered to a text it could not play: its words, and the nearest moves. */
function Answer({ failure, onSuggestion }) {
  if (!failure) return null;
  if (!(failure instanceof ApiError) || failure.code !== "unreadable_command") return html`<${Notice}>${describe(failure)}<//>`;
  const suggestions = failure.problem.details?.suggestions ?? [];
  return html`
    <${Notice}>${failure.problem.detail ?? failure.summary}<//>
    ${suggestions.length > 0 &&
    html`
      <div class="suggestions" id="text-suggestions">
        <span class="muted">${t("typing.suggestions")}</span>
        ${suggestions.map(
          (suggestion) => html`<button class="suggestion" type="button" onClick=${() => onSuggestion(suggestion)}>${suggestion}</button>`,
        )}
      </div>
    `}
  `;
}

/** `play(move, sent)` sends the move (see the game screen); `shown` while the caller plays. */
export function TypingBox({ kind, shown, play }) {
  const [text, setText] = useState("");
  const [failure, setFailure] = useState(null);
  const [sending, setSending] = useState(false);
  const input = useRef(null);

  async function submit(event) {
    event.preventDefault();
    const move = text.trim();
    if (!move) return;
    setFailure(null);
    setSending(true);
    setFailure(await play({ text: move }, () => setText("")));
    setSending(false);
  }

  const suggest = (suggestion) => {
    setText(suggestion);
    input.current.focus();
  };

  return html`
    <form class="typing" id="typing" hidden=${!shown} onSubmit=${submit}>
      <label for="move-text">${t("typing.label")}</label>
      <div class="inline">
        <input
          ref=${input}
          id="move-text"
          name="text"
          autocomplete="off"
          spellcheck=${false}
          required
          value=${text}
          onInput=${(event) => setText(event.currentTarget.value)}
        />
        <button class="primary" id="send-text" type="submit" disabled=${sending}>${t("typing.send")}</button>
      </div>
      <div id="text-answer"><${Answer} failure=${failure} onSuggestion=${suggest} /></div>
      ${kind && html`<${Grammar} kind=${kind} />`}
    </form>
  `;
}
