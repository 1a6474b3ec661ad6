// The caller's legal moves as buttons with the server's texts, grouped under headings (the
// game's main decisions first), a kind's own panels for some command types and templates
// (panels.js), Tokyo Capsule Hotel purchases picked on the map (other templates are typed in
// the box), and a finished game's standings (with what a rated game did to each rating).

import { BotTag } from "../bot-accounts.js";
import { t, tParts } from "../i18n.js";
import { groupName, groupRank, tileEffect } from "../labels.js";
import { PlayerLink, formatChange } from "../rating.js";
import { html, useState } from "../ui.js";
import { kindPanels } from "./panels.js";
import { PurchasePicker } from "./purchase.js";

/**
 * A finished game's ranking, players linked to their profiles (bot accounts tagged among the
 * seats' `players`); in a rated game, each rating's change.
 */
function Standings({ result, names, players }) {
  if (!result) return null;
  const ranked = [...result.standings].sort((a, b) => a.rank - b.rank);
  const rated = ranked.some((standing) => standing.rating);
  const player = (standing) => {
    const holder = players.find((each) => each.seat === standing.seat);
    return html`<${PlayerLink} name=${standing.player} /> <${BotTag} holder=${holder} />`;
  };
  return html`
    <p>${t("result.won", { names: names(result.winners) })}</p>
    <table class="games result" id="standings">
      <thead>
        <tr>
          ${["result.rank", "result.player", "result.score", ...(rated ? ["rating.column"] : [])].map((key) => html`<th>${t(key)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${ranked.map(
          (standing) => html`
            <tr data-player=${standing.player}>
              <td>${standing.rank}</td>
              <td>${standing.left ? tParts("result.left", { name: player(standing) }) : player(standing)}</td>
              <td>${standing.score}</td>
              ${rated && html`<td class="rating-change">${standing.rating ? formatChange(standing.rating) : ""}</td>`}
            </tr>
          `,
        )}
      </tbody>
    </table>
  `;
}

/**
 * The legal moves by heading: `[heading, {commands, sampled}]` in the order shown, each
 * command with its index in the legal moves, its text and what an Acquire tile would do.
 */
function groupsOf(state, paneled) {
  const { game, legal, view } = state;
  const byType = new Map();
  for (const [index, command] of legal.commands.entries()) {
    if (paneled.has(command.type)) continue;
    if (!byType.has(command.type)) byType.set(command.type, []);
    const text = legal.texts?.[index] ?? command.type;
    const effect = game.kind === "acquire" && command.type === "place_tile" ? tileEffect(command.tile, view?.view) : null;
    byType.get(command.type).push({ index, command, text, effect });
  }
  const byHeading = new Map();
  for (const [type, commands] of byType) {
    const heading = groupName(type);
    if (!byHeading.has(heading)) byHeading.set(heading, { rank: groupRank(type), commands: [], sampled: false });
    const group = byHeading.get(heading);
    group.commands.push(...commands);
    group.sampled ||= legal.sampled.includes(type);
  }
  return [...byHeading].sort((a, b) => a[1].rank - b[1].rank);
}

/**
 * What the caller can do now. `play(move)` sends a move and answers its failure; every button
 * waits while one is sent.
 */
export function Moves({ id, state, mySeat, names, play, showProblem }) {
  const [sending, setSending] = useState(null);
  const { game, legal } = state;

  async function send(command, key) {
    if (command.type === "resign" && !window.confirm(t("moves.confirm_resign"))) return;
    setSending(key);
    const failure = await play({ command });
    // A refused move leaves the version as it was: the same moves are offered again.
    if (failure) showProblem(failure);
    setSending(null);
  }

  let content = null;
  if (!game) content = null;
  else if (game.status === "open") content = html`<p class="muted">${t("moves.not_started")}</p>`;
  else if (game.status !== "active") content = html`<p>${t("moves.over")}</p><${Standings} result=${game.result} names=${names} players=${game.players} />`;
  else if (!legal || (!legal.commands.length && !legal.templates.length)) {
    const waiting = mySeat === null ? t("moves.watching") : t("moves.nothing", { names: names(game.awaited) });
    content = html`<p class="muted waiting">${waiting}</p>`;
  } else {
    // The kind's own panels take over some command types; the rest stay buttons.
    const panels = kindPanels(game.kind);
    const paneled = panels?.types(state) ?? new Set();
    content = html`
      ${panels && html`<${panels.Panels} state=${state} names=${names} busy=${sending !== null} send=${(command) => send(command, "panel")} />`}
      ${groupsOf(state, paneled).map(
        ([heading, { commands, sampled }]) => html`
          <div class="move-group" data-group=${commands[0].command.type} key=${heading}>
            <h3>${heading}${sampled && html`<small class="muted"> ${t("moves.sampled")}</small>`}</h3>
            <div class="move-buttons">
              ${commands.map(
                ({ index, command, text, effect }) => html`
                  <button
                    class=${`move${sending === index ? " sending" : ""}`}
                    data-type=${command.type}
                    data-text=${text}
                    disabled=${sending !== null}
                    onClick=${() => send(command, index)}
                  >
                    <span class="command-text">${text}</span>
                    ${effect && html`<span class="effect"> — ${effect}</span>`}
                  </button>
                `,
              )}
            </div>
          </div>
        `,
      )}
      ${legal.templates.some((each) => each.type === "purchase") &&
      html`
        <${PurchasePicker}
          gameId=${id}
          templates=${legal.templates.filter((each) => each.type === "purchase")}
          version=${legal.version}
          view=${state.view.view}
          seat=${mySeat}
          data=${state.data}
          busy=${sending !== null}
          onBuy=${(command) => send(command, "purchase")}
          showProblem=${showProblem}
        />
      `}
      ${legal.templates
        .filter((each) => each.type !== "purchase" && !paneled.has(each.type))
        .map(
          (each) => html`
            <div class="move-group" data-group=${each.type} key=${`template ${each.type}`}>
              <h3>${groupName(each.type)}</h3>
              <p class="muted">${t("capsule.typed_template")}</p>
            </div>
          `,
        )}
    `;
  }
  return html`<div class="moves" id="moves">${content}</div>`;
}
