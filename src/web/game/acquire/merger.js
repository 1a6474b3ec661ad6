// What placing a merging Acquire tile of the caller's hand would do: which chain survives (or
// the tie the caller will choose from), and for each defunct chain the majority and minority
// bonuses at its current price (from the price chart) and who would be paid them, by the
// holdings the view shows.

import { formatList, t } from "../../i18n.js";
import { chainName } from "../../labels.js";
import { html } from "../../ui.js";
import { money } from "../money.js";

/** `amount` split `ways` ways, rounded to $100 as the game's option says. */
function split(amount, ways, rounding) {
  const each = amount / ways / 100;
  const rounded = rounding === "down" ? Math.floor(each) : rounding === "nearest" ? Math.round(each) : Math.ceil(each);
  return rounded * 100;
}

/**
 * The bonuses of a defunct chain as `[{seats, amount}]` (each seat of `seats` is paid
 * `amount`), or null when others' holdings are hidden.
 */
function bonusesOf(chain, view) {
  if (view.players.some((player) => !player.shares)) return null;
  const rounding = view.options?.bonus_rounding;
  const holders = view.players.filter((player) => player.shares[chain.chain] > 0);
  const counts = [...new Set(holders.map((player) => player.shares[chain.chain]))].sort((a, b) => b - a);
  const holding = (count) => holders.filter((player) => player.shares[chain.chain] === count).map((player) => player.seat);
  if (!counts.length) return [];
  const first = holding(counts[0]);
  const both = chain.majority_bonus + chain.minority_bonus;
  if (first.length > 1 || counts.length === 1) return [{ seats: first, amount: split(both, first.length, rounding) }];
  const second = holding(counts[1]);
  return [
    { seats: first, amount: chain.majority_bonus },
    { seats: second, amount: split(chain.minority_bonus, second.length, rounding) },
  ];
}

/** One merging tile: the survivor and the defunct chains' bonuses. */
function TileMerger({ tile, chains, view, names }) {
  const merging = chains.map((id) => view.chains.find((chain) => chain.chain === id)).sort((a, b) => b.size - a.size);
  const largest = merging.filter((chain) => chain.size === merging[0].size);
  const survives =
    largest.length === 1
      ? t("play.acquire.survivor", { chain: chainName(largest[0].chain) })
      : t("play.acquire.survivor_choice", { chains: formatList(largest.map((chain) => chainName(chain.chain)), "disjunction") });
  const defuncts = largest.length === 1 ? merging.slice(1) : merging;
  return html`
    <li data-tile=${tile}>
      <strong>${tile}</strong>: ${survives}
      <ul>
        ${defuncts.map((chain) => {
            const bonuses = bonusesOf(chain, view);
            const paid = bonuses?.length
              ? bonuses.map(({ seats, amount }) => t("play.acquire.paid", { names: names(seats), amount: money(amount) })).join("; ")
              : bonuses
                ? t("play.acquire.no_holders")
                : t("play.acquire.holders_hidden");
            return html`
              <li>
                ${t("play.acquire.bonuses", {
                  chain: chainName(chain.chain),
                  size: chain.size,
                  majority: money(chain.majority_bonus),
                  minority: money(chain.minority_bonus),
                })}${" — "}${paid}
              </li>
            `;
          })}
      </ul>
    </li>
  `;
}

/** The merging tiles among `tiles` (the legal `place_tile` commands' tiles), or nothing. */
export function MergerPreview({ tiles, view, names }) {
  const merging = (view.your_hand ?? []).filter((held) => held.class === "merge" && tiles.includes(held.tile));
  if (!merging.length) return null;
  return html`
    <div class="move-group panel" id="merger-preview">
      <h3>${t("play.acquire.merger_title")}</h3>
      <ul class="merger-list">
        ${merging.map((held) => html`<${TileMerger} tile=${held.tile} chains=${held.chains} view=${view} names=${names} />`)}
      </ul>
    </div>
  `;
}
