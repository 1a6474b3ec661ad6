// Small helpers to build the page from code (no inline scripts or styles anywhere).

/**
 * Creates an element: `h("button.primary", {onclick}, "Label")`. Attributes starting with
 * `on` become listeners; `dataset`, `hidden`, `disabled`, `value` and `checked` are set as
 * properties; children may be strings, nodes, arrays or null.
 */
export function h(spec, attributes = {}, ...children) {
  const [tag, ...classes] = spec.split(".");
  const element = document.createElement(tag || "div");
  if (classes.length) element.className = classes.join(" ");
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "dataset") Object.assign(element.dataset, value);
    else if (["hidden", "disabled", "value", "checked", "selected"].includes(name)) element[name] = value;
    else element.setAttribute(name, value === true ? "" : value);
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's content. */
export function fill(element, ...children) {
  element.replaceChildren();
  append(element, children);
  return element;
}

/** Creates an SVG element with attributes. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (value !== undefined && value !== null) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) element.append(child);
  }
  return element;
}

/** A message bar for errors (from problem documents) and notices. */
export function notice(text, kind = "error") {
  return h(`div.notice.${kind}`, { role: kind === "error" ? "alert" : "status" }, text);
}
