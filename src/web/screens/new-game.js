// The "new game" screen: a kind, its seats, which of them the house's bots take (none in a
// rated game or at a table for people only), whether the table is private, rated or for
// people only, and its options. The options' labels, help and value names, and the bots'
// descriptions, are the server's, in the reader's language (`options`, `bots`).

import { get, post } from "../api.js";
import { t } from "../i18n.js";
import { kindName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { pageTitle, useTitle } from "../title.js";
import { html, useEffect, useState } from "../ui.js";
import { ClockFields, clockRequest, initialClock } from "./clock-fields.js";
import { OptionsForm, initialValues, optionFields, readConfig } from "./game-options.js";

let apiDocument = null;

/** The OpenAPI document (read once), for the named schemas an option refers to. */
function readApiDocument() {
  apiDocument ??= get("/openapi.json").catch((failure) => {
    apiDocument = null;
    throw failure;
  });
  return apiDocument;
}

/**
 * Seats take players in the order they come: the bots seated on creation sit right after the
 * creator, before anyone who joins. The seats' bots ("" for an open seat) as they will sit:
 * the bots first, in their order, then the open seats.
 */
function seatedInOrder(bots, count) {
  const chosen = bots.slice(0, count).filter(Boolean);
  return [...chosen, ...Array(Math.max(0, count - chosen.length)).fill("")];
}

/**
 * The seats after the creator's, each open or a bot's; `onBots(bots)` on a change. In a game
 * that takes no bots (rated, or for people only) the seats are open and the bot choices off,
 * described by the element `noBots` names (its id).
 */
function SeatRows({ kind, bots, onBots, noBots }) {
  const choose = (index, bot) => onBots(seatedInOrder(bots.map((each, at) => (at === index ? bot : each)), bots.length));
  return html`
    <div class="seat-rows">
      <div class="seat-row">
        <span class="seat-label">${t("new.seat", { number: 1 })}</span>
        <span>${t("new.you")}</span>
      </div>
      ${bots.map(
        (bot, index) => html`
          <div class="seat-row" key=${index}>
            <label class="seat-label" for=${`seat-${index + 1}`}>${t("new.seat", { number: index + 2 })}</label>
            <select id=${`seat-${index + 1}`} value=${bot} disabled=${Boolean(noBots)} aria-describedby=${noBots ?? undefined} onChange=${(event) => choose(index, event.currentTarget.value)}>
              <option value="">${t("new.open_seat")}</option>
              ${kind.bots.map(
                (each) => html`
                  <option value=${each.name} title=${each.description}>
                    ${t("new.bot", { bot: each.name, description: each.description })}
                  </option>
                `,
              )}
            </select>
          </div>
        `,
      )}
    </div>
  `;
}

/**
 * The form for one kind: its seats and bots, whether it is private, its options, and the
 * button that creates it.
 */
function KindForm({ kind, components }) {
  const [seats, setSeats] = useState(String(kind.min_seats));
  const [bots, setBots] = useState(() => seatedInOrder([], kind.min_seats - 1));
  const [fields] = useState(() => optionFields(kind, components));
  const [values, setValues] = useState(() => initialValues(fields));
  const [clock, setClock] = useState(initialClock);
  const [secret, setSecret] = useState(false);
  const [rated, setRated] = useState(false);
  const [peopleOnly, setPeopleOnly] = useState(false);
  const [problem, setProblem] = useState(null);
  const [creating, setCreating] = useState(false);

  const changeSeats = (text) => {
    setSeats(text);
    const count = Math.max(kind.min_seats, Math.min(kind.max_seats, Number(text) || kind.min_seats));
    setBots((before) => seatedInOrder(before, count - 1));
  };

  /** A rated game takes no bots: checking it opens every seat. */
  const changeRated = (checked) => {
    setRated(checked);
    if (checked) setBots((before) => before.map(() => ""));
  };

  /** Nor does a table for people only (`bots: "refused"`), which takes no bot accounts either. */
  const changePeopleOnly = (checked) => {
    setPeopleOnly(checked);
    if (checked) setBots((before) => before.map(() => ""));
  };
  /** The id of the text that says why the bot choices are off, if they are. */
  const noBots = rated ? "rated-no-bots" : peopleOnly ? "people-only-no-bots" : null;

  async function create(event) {
    event.preventDefault();
    setProblem(null);
    setCreating(true);
    try {
      const request = {
        kind: kind.kind,
        seats: Number(seats),
        config: readConfig(fields, values),
        ...clockRequest(clock),
        ...(secret ? { visibility: "private" } : {}),
        ...(rated ? { rated: true } : {}),
        ...(peopleOnly ? { bots: "refused" } : {}),
      };
      const game = await post("/v1/games", request);
      for (const bot of noBots ? [] : bots.filter(Boolean)) await post(`/v1/games/${game.id}/seats`, { bot });
      location.hash = `#/games/${game.id}`;
    } catch (failure) {
      setProblem(describe(failure));
      setCreating(false);
    }
  }

  return html`
    <form onSubmit=${create}>
      <section class="card">
        <h2>${t("game.players")}</h2>
        <div class="option">
          <label for="seats">${t("new.seats")}</label>
          <input id="seats" type="number" min=${kind.min_seats} max=${kind.max_seats} value=${seats} onInput=${(event) => changeSeats(event.currentTarget.value)} />
        </div>
        <${SeatRows} kind=${kind} bots=${bots} onBots=${setBots} noBots=${noBots} />
        ${rated && html`<p class="muted" id="rated-no-bots">${t("rating.no_bots")}</p>`}
        ${!rated && peopleOnly && html`<p class="muted" id="people-only-no-bots">${t("new.people_only_no_bots")}</p>`}
        ${!noBots && kind.bots.length > 0 && html`<p class="muted" id="bots-first">${t("new.bots_first")}</p>`}
        <p class="muted">${t("new.start_note")}</p>
        <div class="option check">
          <input id="private-table" type="checkbox" checked=${secret} aria-describedby="private-help" onChange=${(event) => setSecret(event.currentTarget.checked)} />
          <label for="private-table">${t("invite.private_table")}</label>
          <small class="muted" id="private-help">${t("invite.private_help")}</small>
        </div>
        <div class="option check">
          <input id="rated-game" type="checkbox" checked=${rated} aria-describedby="rated-help" onChange=${(event) => changeRated(event.currentTarget.checked)} />
          <label for="rated-game">${t("rating.rated_game")}</label>
          <small class="muted" id="rated-help">${t("rating.rated_help")}</small>
        </div>
        <div class="option check">
          <input id="people-only" type="checkbox" checked=${peopleOnly} aria-describedby="people-only-help" onChange=${(event) => changePeopleOnly(event.currentTarget.checked)} />
          <label for="people-only">${t("new.people_only")}</label>
          <small class="muted" id="people-only-help">${t("new.people_only_help")}</small>
        </div>
      </section>
      <section class="card">
        <h2>${t("options.title")}</h2>
        <p class="muted">${t("options.note")}</p>
        <${OptionsForm} fields=${fields} values=${values} onChange=${(name, value) => setValues((before) => ({ ...before, [name]: value }))} />
      </section>
      <section class="card">
        <h2>${t("table.clock.title")}</h2>
        <${ClockFields} values=${clock} onChange=${setClock} />
      </section>
      <div class="actions">
        <button class="primary" id="create-game" type="submit" disabled=${creating}>${t("new.create", { kind: kindName(kind.kind) })}</button>
      </div>
    </form>
    <div>${problem && html`<${Notice}>${problem}<//>`}</div>
  `;
}

export function NewGameScreen() {
  const [loaded, setLoaded] = useState(null);
  const [chosen, setChosen] = useState(null);
  const [problem, setProblem] = useState(null);
  useTitle(pageTitle(t("nav.new")));

  useEffect(() => {
    let shown = true;
    Promise.all([get("/v1/game-kinds"), readApiDocument()])
      .then(([kinds, api]) => shown && setLoaded({ kinds, components: api.components.schemas }))
      .catch((failure) => shown && setProblem(describe(failure)));
    return () => {
      shown = false;
    };
  }, []);

  if (!loaded) return problem && html`<${Notice}>${problem}<//>`;
  const kind = loaded.kinds.find((each) => each.kind === chosen) ?? loaded.kinds[0];
  return html`
    <div class="page-head"><h1>${t("nav.new")}</h1></div>
    <section class="card">
      <h2>${t("new.kind")}</h2>
      <div class="kinds" role="radiogroup">
        ${loaded.kinds.map(
          (each) => html`
            <label class="kind-choice">
              <input type="radio" name="kind" value=${each.kind} checked=${each === kind} onChange=${() => setChosen(each.kind)} />
              <strong>${kindName(each.kind)}</strong>
              <small class="muted">${t("new.players_range", { min: each.min_seats, max: each.max_seats })}</small>
            </label>
          `,
        )}
      </div>
    </section>
    <${KindForm} key=${kind.kind} kind=${kind} components=${loaded.components} />
  `;
}
