// The per-kind hook of the move list: a kind may draw some command types as panels of its
// own (`types(state)`: the types it takes over now; `Panels`: the component), and the rest
// stay buttons.

import { AcquirePanels, acquireTypes } from "./acquire/panels.js";
import { CapsulePanels, capsuleTypes } from "./capsule-panels.js";
import { MonopolyPanels, monopolyTypes } from "./monopoly/panels.js";

const KINDS = {
  acquire: { types: acquireTypes, Panels: AcquirePanels },
  monopoly: { types: monopolyTypes, Panels: MonopolyPanels },
  tokyo_capsule_hotel: { types: capsuleTypes, Panels: CapsulePanels },
};

/** The kind's panels, or null. */
export const kindPanels = (kind) => KINDS[kind] ?? null;
