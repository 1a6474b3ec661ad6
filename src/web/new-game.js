// The "new game" screen: a kind, its seats, its options (a form built from the kind's config
// schema) and which seats the house's bots take. The options' labels, help and value names,
// and the bots' descriptions, are the server's, in the reader's language (`options`, `bots`).

import { get, post } from "./api.js";
import { fill, h, notice } from "./dom.js";
import { t } from "./i18n.js";
import { kindName, words } from "./labels.js";

let documentPromise = null;

/** The OpenAPI document, to read the named schemas an option refers to. */
function apiDocument() {
  documentPromise ??= get("/openapi.json");
  return documentPromise;
}

/** An option's schema with its `$ref`s followed, and whether it may be null. */
function resolve(schema, components) {
  let nullable = Array.isArray(schema.type) && schema.type.includes("null");
  let current = schema;
  for (let depth = 0; depth < 4; depth++) {
    if (current.oneOf) {
      nullable ||= current.oneOf.some((choice) => choice.type === "null");
      const choices = current.oneOf.filter((choice) => choice.type !== "null");
      if (choices.length !== 1) break;
      current = { ...choices[0], default: current.default };
    } else if (current.$ref) {
      const name = current.$ref.split("/").pop();
      current = { ...components[name], default: current.default, description: current.description ?? components[name]?.description };
    } else break;
  }
  const type = Array.isArray(current.type) ? current.type.find((t) => t !== "null") : current.type;
  return { ...current, type, nullable };
}

/** One input per option; `read()` answers the options that differ from the defaults. */
function optionsForm(kind, components) {
  const simple = [];
  const advanced = [];
  const readers = [];
  for (const [name, raw] of Object.entries(kind.config_schema.properties ?? {})) {
    const schema = resolve(raw, components);
    const fallback = kind.default_config[name];
    const id = `option-${name}`;
    const said = (kind.options ?? []).find((option) => option.name === name);
    const label = said?.label ?? words(name);
    const help = said?.help ?? (raw.description ?? schema.description ?? "").split("\n").join(" ");
    const choiceLabel = (choice) => said?.choices.find((named) => named.value === choice)?.label ?? String(choice);
    const labelled = (input) => h("div.option", {}, h("label", { for: id, title: help }, label), input, h("small.muted", {}, help));
    if (schema.type === "boolean") {
      const input = h("input", { id, type: "checkbox", checked: fallback === true });
      simple.push(h("div.option.check", {}, input, h("label", { for: id, title: help }, label), h("small.muted", {}, help)));
      readers.push(() => [name, input.checked]);
    } else if (schema.enum) {
      const choices = [...(schema.nullable ? [null] : []), ...schema.enum];
      const select = h(
        "select",
        { id },
        choices.map((choice) => h("option", { value: JSON.stringify(choice), selected: choice === fallback }, choice === null ? t("options.none") : choiceLabel(choice))),
      );
      simple.push(labelled(select));
      readers.push(() => [name, JSON.parse(select.value)]);
    } else if (schema.type === "integer") {
      const input = h("input", { id, type: "number", value: fallback ?? "", placeholder: schema.nullable ? t("options.none") : "", min: schema.minimum, max: schema.maximum });
      simple.push(labelled(input));
      readers.push(() => [name, input.value === "" ? (schema.nullable ? null : fallback) : Number(input.value)]);
    } else {
      const area = h("textarea", { id, rows: 3, spellcheck: "false" });
      area.value = JSON.stringify(fallback);
      advanced.push(labelled(area));
      readers.push(() => {
        try {
          return [name, JSON.parse(area.value)];
        } catch {
          throw new Error(t("options.bad_json", { name: label }));
        }
      });
    }
  }
  const element = h(
    "div.options",
    {},
    simple,
    advanced.length ? h("details", {}, h("summary", {}, t("options.more")), advanced) : null,
  );
  const read = () => {
    const config = {};
    for (const reader of readers) {
      const [name, value] = reader();
      if (JSON.stringify(value) !== JSON.stringify(kind.default_config[name])) config[name] = value;
    }
    return config;
  };
  return { element, read };
}

/** Renders the screen into `main`. */
export async function newGameScreen(main) {
  const [kinds, api] = await Promise.all([get("/v1/game-kinds"), apiDocument()]);
  const components = api.components.schemas;
  const error = h("div");
  const kindSelect = h(
    "div.kinds",
    { role: "radiogroup" },
    kinds.map((kind, index) =>
      h(
        "label.kind-choice",
        {},
        h("input", { type: "radio", name: "kind", value: kind.kind, checked: index === 0, onchange: () => show(kind) }),
        h("strong", {}, kindName(kind.kind)),
        h("small.muted", {}, t("new.players_range", { min: kind.min_seats, max: kind.max_seats })),
      ),
    ),
  );
  const details = h("div");
  fill(main, h("div.page-head", {}, h("h1", {}, t("nav.new"))), h("section.card", {}, h("h2", {}, t("new.kind")), kindSelect), details, error);

  function show(kind) {
    fill(error);
    const seats = h("input", { id: "seats", type: "number", min: kind.min_seats, max: kind.max_seats, value: kind.min_seats });
    const seatRows = h("div.seat-rows");
    const options = optionsForm(kind, components);
    const botChoices = () =>
      [...seatRows.querySelectorAll("select")].map((select) => select.value).filter((value) => value !== "");
    const drawSeats = () => {
      const count = Math.max(kind.min_seats, Math.min(kind.max_seats, Number(seats.value) || kind.min_seats));
      const previous = [...seatRows.querySelectorAll("select")].map((select) => select.value);
      fill(
        seatRows,
        h("div.seat-row", {}, h("span.seat-label", {}, t("new.seat", { number: 1 })), h("span", {}, t("new.you"))),
        Array.from({ length: count - 1 }, (_, index) =>
          h(
            "div.seat-row",
            {},
            h("label.seat-label", { for: `seat-${index + 1}` }, t("new.seat", { number: index + 2 })),
            h(
              "select",
              { id: `seat-${index + 1}` },
              h("option", { value: "" }, t("new.open_seat")),
              kind.bots.map((bot) =>
                h("option", { value: bot.name, title: bot.description, selected: previous[index] === bot.name }, t("new.bot", { bot: bot.name, description: bot.description })),
              ),
            ),
          ),
        ),
      );
    };
    seats.addEventListener("input", drawSeats);
    drawSeats();
    const create = h("button.primary", { id: "create-game", type: "submit" }, t("new.create", { kind: kindName(kind.kind) }));
    fill(
      details,
      h(
        "form",
        {
          onsubmit: async (event) => {
            event.preventDefault();
            fill(error);
            create.disabled = true;
            try {
              const request = { kind: kind.kind, seats: Number(seats.value), config: options.read() };
              const game = await post("/v1/games", request);
              for (const bot of botChoices()) await post(`/v1/games/${game.id}/seats`, { bot });
              location.hash = `#/games/${game.id}`;
            } catch (failure) {
              fill(error, notice(failure.summary ?? failure.message));
              create.disabled = false;
            }
          },
        },
        h(
          "section.card",
          {},
          h("h2", {}, t("game.players")),
          h("div.option", {}, h("label", { for: "seats" }, t("new.seats")), seats),
          seatRows,
          h("p.muted", {}, t("new.start_note")),
        ),
        h("section.card", {}, h("h2", {}, t("options.title")), h("p.muted", {}, t("options.note")), options.element),
        h("div.actions", {}, create),
      ),
    );
  }
  show(kinds[0]);
}
