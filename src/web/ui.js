// The client's UI library, imported from here only: Preact's `render` and hooks, and `html`,
// htm's tagged templates bound to Preact's `h` (components without a build step). The
// libraries are vendored in vendor/ (see vendor/README.md).

import { h, render } from "./vendor/preact.module.js";
import htm from "./vendor/htm.module.js";

export { render };
export { useEffect, useReducer, useRef, useState } from "./vendor/hooks.module.js";

/** `html\`<p class="muted">${text}</p>\`` → a Preact element. */
export const html = htm.bind(h);
