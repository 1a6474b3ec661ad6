// A kind's options as form fields, built from its config schema (`config_schema`, with the
// named schemas of the OpenAPI document it refers to) and the server's words for them
// (`options`: labels, help and value names in the reader's language).

import { t } from "../i18n.js";
import { words } from "../labels.js";
import { html } from "../ui.js";

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
  const type = Array.isArray(current.type) ? current.type.find((each) => each !== "null") : current.type;
  return { ...current, type, nullable };
}

/**
 * The kind's options, one field each: `{name, id, label, help, input, …}` where `input` is
 * "checkbox", "select" (with `choices`), "number" or "json" (edited as JSON text).
 */
export function optionFields(kind, components) {
  return Object.entries(kind.config_schema.properties ?? {}).map(([name, raw]) => {
    const schema = resolve(raw, components);
    const said = (kind.options ?? []).find((option) => option.name === name);
    const field = {
      name,
      id: `option-${name}`,
      label: said?.label ?? words(name),
      help: said?.help ?? (raw.description ?? schema.description ?? "").split("\n").join(" "),
      fallback: kind.default_config[name],
      nullable: schema.nullable,
    };
    if (schema.type === "boolean") return { ...field, input: "checkbox" };
    if (schema.enum) {
      const choiceLabel = (choice) => said?.choices.find((named) => named.value === choice)?.label ?? String(choice);
      const choices = [...(schema.nullable ? [null] : []), ...schema.enum].map((value) => ({
        value,
        label: value === null ? t("options.none") : choiceLabel(value),
      }));
      return { ...field, input: "select", choices };
    }
    if (schema.type === "integer") return { ...field, input: "number", min: schema.minimum, max: schema.maximum };
    return { ...field, input: "json" };
  });
}

/** The fields' first values: the kind's defaults, as the inputs hold them. */
export function initialValues(fields) {
  const values = {};
  for (const field of fields) {
    if (field.input === "checkbox") values[field.name] = field.fallback === true;
    else if (field.input === "select") {
      const known = field.choices.some((choice) => choice.value === field.fallback);
      values[field.name] = JSON.stringify(known ? field.fallback : field.choices[0]?.value);
    } else if (field.input === "number") values[field.name] = String(field.fallback ?? "");
    else values[field.name] = JSON.stringify(field.fallback);
  }
  return values;
}

/** The options that differ from the kind's defaults; throws on text that is not JSON. */
export function readConfig(fields, values) {
  const config = {};
  for (const field of fields) {
    const value = values[field.name];
    let chosen;
    if (field.input === "checkbox") chosen = value;
    else if (field.input === "select") chosen = JSON.parse(value);
    else if (field.input === "number") chosen = value === "" ? (field.nullable ? null : field.fallback) : Number(value);
    else {
      try {
        chosen = JSON.parse(value);
      } catch {
        throw new Error(t("options.bad_json", { name: field.label }));
      }
    }
    if (JSON.stringify(chosen) !== JSON.stringify(field.fallback)) config[field.name] = chosen;
  }
  return config;
}

/** One option's label, input and help; `onChange(value)`. */
function OptionField({ field, value, onChange }) {
  const { id, label, help } = field;
  if (field.input === "checkbox") {
    return html`
      <div class="option check">
        <input id=${id} type="checkbox" checked=${value} onChange=${(event) => onChange(event.currentTarget.checked)} />
        <label for=${id} title=${help}>${label}</label>
        <small class="muted">${help}</small>
      </div>
    `;
  }
  const changed = (event) => onChange(event.currentTarget.value);
  let input;
  if (field.input === "select") {
    input = html`
      <select id=${id} value=${value} onChange=${changed}>
        ${field.choices.map((choice) => html`<option value=${JSON.stringify(choice.value)}>${choice.label}</option>`)}
      </select>
    `;
  } else if (field.input === "number") {
    const placeholder = field.nullable ? t("options.none") : "";
    input = html`<input id=${id} type="number" value=${value} placeholder=${placeholder} min=${field.min} max=${field.max} onInput=${changed} />`;
  } else {
    input = html`<textarea id=${id} rows="3" spellcheck=${false} value=${value} onInput=${changed}></textarea>`;
  }
  return html`
    <div class="option">
      <label for=${id} title=${help}>${label}</label>
      ${input}
      <small class="muted">${help}</small>
    </div>
  `;
}

/** The options' inputs; those edited as JSON under "more options". `onChange(name, value)`. */
export function OptionsForm({ fields, values, onChange }) {
  const field = (each) =>
    html`<${OptionField} key=${each.name} field=${each} value=${values[each.name]} onChange=${(value) => onChange(each.name, value)} />`;
  const advanced = fields.filter((each) => each.input === "json");
  return html`
    <div class="options">
      ${fields.filter((each) => each.input !== "json").map(field)}
      ${advanced.length > 0 &&
      html`
        <details>
          <summary>${t("options.more")}</summary>
          ${advanced.map(field)}
        </details>
      `}
    </div>
  `;
}
