// A message bar for errors (problem documents, failed requests) and notices, and the words a
// failure is shown with.

import { ApiError } from "./api.js";
import { html } from "./ui.js";

/** What went wrong, for a person: a problem's title and detail, or the error's message. */
export function describe(failure) {
  return failure instanceof ApiError ? failure.summary : String(failure?.message ?? failure);
}

/** `<${Notice}>text<//>`: an alert (`kind` "error") or a status message ("info"). */
export function Notice({ kind = "error", children }) {
  return html`<div class="notice ${kind}" role=${kind === "error" ? "alert" : "status"}>${children}</div>`;
}
