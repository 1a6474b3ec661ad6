// Standing orders (`/v1/games/{id}/standing-orders`): decisions the server makes for the
// caller when they come. Acquire (`AcquireStandingOrders`): what to do with one's shares of
// each chain that goes defunct, and which chain to found first. Monopoly
// (`MonopolyStandingOrders`): the most to bid in auctions of each property group, and
// declining every trade offer. The stored orders are shown, replaced or withdrawn; other
// kinds take none and get nothing here.

import { call, get } from "../api.js";
import { formatDateTime, t } from "../i18n.js";
import { chainName } from "../labels.js";
import { Notice, describe } from "../notice.js";
import { html, useEffect, useState } from "../ui.js";

const DISPOSALS = ["sell_all", "keep_all", "trade_then_sell"];
const GROUPS = ["brown", "light_blue", "pink", "orange", "red", "yellow", "green", "dark_blue", "railroad", "utility"];
const options = (choices) => choices.map(([value, label]) => html`<option value=${value}>${label}</option>`);
const groupName = (group) => t(`table.orders.group.${group}`);

const acquire = {
  /** The form's values for stored orders (or none). */
  valuesOf(orders, data) {
    const disposal = Object.fromEntries((orders?.disposals ?? []).map((each) => [each.chain, each.disposal]));
    const rank = Object.fromEntries((orders?.found_preference ?? []).map((chain, index) => [chain, String(index + 1)]));
    const chains = (data?.chains ?? []).map((each) => each.chain);
    return {
      fallback: orders?.default_disposal ?? "",
      chains: Object.fromEntries(chains.map((chain) => [chain, { disposal: disposal[chain] ?? "", rank: rank[chain] ?? "" }])),
    };
  },

  /** The request for the form's values; throws when two chains share a founding rank. */
  ordersOf(values) {
    const entries = Object.entries(values.chains);
    const ranked = entries.filter(([, each]) => each.rank).sort(([, a], [, b]) => a.rank - b.rank);
    if (new Set(ranked.map(([, each]) => each.rank)).size !== ranked.length) throw new Error(t("table.orders.same_rank"));
    return {
      default_disposal: values.fallback || null,
      disposals: entries.filter(([, each]) => each.disposal).map(([chain, each]) => ({ chain, disposal: each.disposal })),
      found_preference: ranked.map(([chain]) => chain),
    };
  },

  Fields({ values, setValues }) {
    const chains = Object.keys(values.chains);
    const setChain = (chain, field, value) =>
      setValues({ ...values, chains: { ...values.chains, [chain]: { ...values.chains[chain], [field]: value } } });
    const disposalOptions = (empty) => options([["", empty], ...DISPOSALS.map((each) => [each, t(`table.orders.${each}`)])]);
    return html`
      <div class="option">
        <label for="orders-default">${t("table.orders.default")}</label>
        <select id="orders-default" value=${values.fallback} onChange=${(event) => setValues({ ...values, fallback: event.currentTarget.value })}>
          ${disposalOptions(t("table.orders.ask"))}
        </select>
      </div>
      <table class="orders-table">
        <thead>
          <tr><th>${t("table.orders.chain")}</th><th>${t("table.orders.disposal")}</th><th>${t("table.orders.rank")}</th></tr>
        </thead>
        <tbody>
          ${chains.map(
            (chain) => html`
              <tr key=${chain}>
                <th scope="row">${chainName(chain)}</th>
                <td>
                  <select id=${`orders-disposal-${chain}`} aria-label=${t("table.orders.disposal_of", { chain: chainName(chain) })} value=${values.chains[chain].disposal} onChange=${(event) => setChain(chain, "disposal", event.currentTarget.value)}>
                    ${disposalOptions(t("table.orders.as_default"))}
                  </select>
                </td>
                <td>
                  <select id=${`orders-rank-${chain}`} aria-label=${t("table.orders.rank_of", { chain: chainName(chain) })} value=${values.chains[chain].rank} onChange=${(event) => setChain(chain, "rank", event.currentTarget.value)}>
                    ${options([["", "—"], ...chains.map((_, index) => [String(index + 1), String(index + 1)])])}
                  </select>
                </td>
              </tr>
            `,
          )}
        </tbody>
      </table>
    `;
  },
};

const monopoly = {
  valuesOf(orders) {
    const ceiling = Object.fromEntries((orders?.auction_ceilings ?? []).map((each) => [each.group, String(each.ceiling)]));
    return { decline: orders?.decline_trades === true, ceilings: Object.fromEntries(GROUPS.map((group) => [group, ceiling[group] ?? ""])) };
  },

  /** The request for the form's values; throws on a ceiling that is not a whole number of dollars. */
  ordersOf(values) {
    const set = Object.entries(values.ceilings).filter(([, text]) => text.trim() !== "");
    if (set.some(([, text]) => !/^\d{1,9}$/.test(text.trim()))) throw new Error(t("table.orders.bad_ceiling"));
    return { decline_trades: values.decline, auction_ceilings: set.map(([group, text]) => ({ group, ceiling: Number(text) })) };
  },

  Fields({ values, setValues }) {
    return html`
      <div class="option check">
        <input id="orders-decline" type="checkbox" checked=${values.decline} onChange=${(event) => setValues({ ...values, decline: event.currentTarget.checked })} />
        <label for="orders-decline">${t("table.orders.decline_trades")}</label>
      </div>
      <h3>${t("table.orders.ceilings")}</h3>
      <p class="muted">${t("table.orders.ceilings_note")}</p>
      <div class="ceilings">
        ${GROUPS.map(
          (group) => html`
            <div class="option inline" key=${group}>
              <label for=${`orders-ceiling-${group}`}>${groupName(group)}</label>
              <input id=${`orders-ceiling-${group}`} type="number" min="0" step="1" inputmode="numeric" placeholder=${t("table.orders.ask")} value=${values.ceilings[group]} onInput=${(event) => setValues({ ...values, ceilings: { ...values.ceilings, [group]: event.currentTarget.value } })} />
            </div>
          `,
        )}
      </div>
    `;
  },
};

const KINDS = { acquire, monopoly };

/** Whether a game of `kind` takes standing orders. */
export const takesOrders = (kind) => kind in KINDS;

export function StandingOrders({ id, game, data, mySeat }) {
  const kind = KINDS[game?.kind];
  const [stored, setStored] = useState(undefined);
  const [values, setValues] = useState(() => kind?.valuesOf(null, data));
  const [problem, setProblem] = useState(null);
  const [saved, setSaved] = useState(null);
  const path = `/v1/games/${id}/standing-orders`;
  const applies = Boolean(kind) && game.status === "active" && mySeat !== null && Boolean(data);

  const adopt = (answer) => {
    setStored(answer);
    setValues(kind.valuesOf(answer?.orders ?? null, data));
  };
  useEffect(() => {
    if (!applies || stored !== undefined) return;
    get(path)
      .then(adopt)
      .catch((failure) => (failure.status === 404 ? adopt(null) : setProblem(describe(failure))));
  }, [applies]);

  if (!applies || stored === undefined) return problem && html`<${Notice}>${problem}<//>`;

  async function send(method, body) {
    setProblem(null);
    setSaved(null);
    try {
      adopt((await call(method, path, body)) ?? null);
      setSaved(t(method === "PUT" ? "table.orders.saved" : "table.orders.withdrawn"));
    } catch (failure) {
      setProblem(describe(failure));
    }
  }

  const submit = (event) => {
    event.preventDefault();
    let body;
    try {
      body = kind.ordersOf(values);
    } catch (failure) {
      return setProblem(describe(failure));
    }
    send("PUT", body);
  };

  return html`
    <form class="orders" id="standing-orders" onSubmit=${submit}>
      <p class="muted">${t("table.orders.note")}</p>
      <p id="orders-state" role="status">${stored ? t("table.orders.stored", { when: formatDateTime(stored.updated_at) }) : t("table.orders.none")}</p>
      <${kind.Fields} values=${values} setValues=${setValues} />
      <div class="actions">
        <button class="primary" type="submit" id="orders-save">${t(stored ? "table.orders.replace" : "table.orders.save")}</button>
        ${stored && html`<button type="button" id="orders-withdraw" onClick=${() => send("DELETE")}>${t("table.orders.withdraw")}</button>`}
      </div>
      ${saved && html`<${Notice} kind="info">${saved}<//>`}
      ${problem && html`<${Notice}>${problem}<//>`}
    </form>
  `;
}
