// The Monopoly trade builder: the other player, the deeds each side gives (only tradable ones:
// owned, and no buildings in their colour group), cash both ways within each one's cash, Get
// Out of Jail Free cards, for each mortgaged deed asked for whether to lift or keep its
// mortgage (with what each costs), optionally the offer it counters and when it lapses; a
// summary of both players' cash afterwards. While another player waits for rescue offers
// (rescue negotiation), it builds a rescue offer by default: cash only for the debtor's deeds or
// cards, with whether it covers the debt. "Propose" sends `propose_trade`.

import { t } from "../../i18n.js";
import { html, useState } from "../../ui.js";
import { money } from "../money.js";
import { afterWords, cashOf, debtOf, deedOf, feesOf } from "./costs.js";
import { colourName, deedName, squareOf } from "./names.js";
import { sideWords } from "./trades.js";
import { choicesFor, MortgageChoices } from "./transfer.js";

/** The deeds `seat` may trade: owned, and no street of their colour group built on. */
function tradable(view, data, seat) {
  const built = new Set(
    view.squares.filter((square) => square.level > 0).map((square) => squareOf(data, square.index)?.group),
  );
  return view.squares.filter((square) => square.owner === seat && !built.has(squareOf(data, square.index)?.group));
}

const BLANK = { giveSquares: [], takeSquares: [], giveCash: 0, takeCash: 0, giveCards: [], takeCards: [], choices: {}, counter: "", expires: "" };

/** The debtor the caller may send rescue offers to now, or null. */
function rescuable(view) {
  const debt = debtOf(view);
  if (!view.options?.rescue_negotiation || view.phase?.name !== "rescue" || !debt || debt.debtor === view.viewer) return null;
  const creditor = debt.creditors.some(({ creditor }) => creditor?.player === view.viewer);
  return creditor ? null : debt.debtor;
}

/** One side's deeds and cards as checkboxes. */
function SideChoice({ side, deeds, cards, chosen, chosenCards, data, toggle, toggleCard }) {
  return html`
    <fieldset class="trade-side">
      <legend>${t(side === "give" ? "play.monopoly.you_give" : "play.monopoly.you_take")}</legend>
      ${deeds.length === 0 && cards.length === 0 && html`<p class="muted">${t("play.monopoly.no_deeds")}</p>`}
      ${deeds.map((square) => {
        const group = squareOf(data, square.index)?.group;
        const id = `${side}-deed-${square.index}`;
        return html`
          <div class="option check">
            <input id=${id} type="checkbox" checked=${chosen.includes(square.index)} onChange=${() => toggle(square.index)} />
            <label for=${id}>
              ${deedName(data, square.index)}${group && html` <span class="muted">(${colourName(group)})</span>`}
              ${square.mortgaged && html` <span class="tag">${t("play.monopoly.mortgaged")}</span>`}
            </label>
          </div>
        `;
      })}
      ${cards.map(
        (card) => html`
          <div class="option check">
            <input id=${`${side}-card-${card}`} type="checkbox" checked=${chosenCards.includes(card)} onChange=${() => toggleCard(card)} />
            <label for=${`${side}-card-${card}`}>${t("play.monopoly.jail_card", { card })}</label>
          </div>
        `,
      )}
    </fieldset>
  `;
}

/** What a rescue offer of `cash` does for the debtor: their cash after against the debt. */
function RescuePreview({ view, names, debtor, cash }) {
  const debt = debtOf(view);
  const before = cashOf(view, debtor);
  if (before === null) return null;
  const after = before + cash;
  return html`
    <p class="panel-summary" id="rescue-preview" role="status">
      ${t("play.monopoly.cash_after", { name: names([debtor]), cash: money(after) })} ·
      ${t(after >= debt.total ? "play.monopoly.money.rescue_covers" : "play.monopoly.money.rescue_short", {
        name: names([debtor]),
        owed: money(debt.total),
        short: money(debt.total - after),
      })}
    </p>
  `;
}

export function TradeBuilder({ view, data, names, busy, send }) {
  const others = view.players.filter((player) => player.seat !== view.viewer && !player.bankrupt);
  const debtor = rescuable(view);
  const [chosenTo, setTo] = useState(others[0]?.seat ?? null);
  const [rescueChoice, setRescue] = useState(null);
  const [offer, setOffer] = useState(BLANK);
  const rescue = debtor !== null && (rescueChoice ?? true);
  const to = rescue ? debtor : others.some((player) => player.seat === chosenTo) ? chosenTo : (others[0]?.seat ?? null);
  const me = view.players.find((player) => player.seat === view.viewer);
  const them = view.players.find((player) => player.seat === Number(to));
  if (!me || !them) return null;
  const flip = (key, value) =>
    setOffer({ ...offer, [key]: offer[key].includes(value) ? offer[key].filter((each) => each !== value) : [...offer[key], value] });
  const cashField = (key, max) => (event) => {
    const value = Math.max(0, Math.floor(Number(event.currentTarget.value) || 0));
    setOffer({ ...offer, [key]: max === null ? value : Math.min(max, value) });
  };
  const give = rescue ? { ...offer, giveSquares: [], giveCards: [], takeCash: 0 } : offer;
  const mortgagedTaken = give.takeSquares.filter((index) => deedOf(view, index)?.mortgaged);
  const fees = feesOf(view, data, mortgagedTaken, give.choices);
  // Each side must hand over something (the rules allow no gifts); a rescuer gives cash only.
  const gives = rescue ? give.giveCash > 0 : give.giveSquares.length > 0 || give.giveCash > 0 || give.giveCards.length > 0;
  const takes = give.takeSquares.length > 0 || give.takeCash > 0 || give.takeCards.length > 0;
  const myAfter = me.cash === null ? null : me.cash + give.takeCash - give.giveCash - fees;
  const theirAfter = them.cash === null ? null : them.cash + give.giveCash - give.takeCash;
  const problem = !(gives && takes) ? t(rescue ? "play.monopoly.money.rescue_sides" : "play.monopoly.both_sides") : myAfter !== null && myAfter < 0 ? t("play.monopoly.money.fees_cash") : null;
  const counters = (view.trades ?? []).filter((trade) => trade.status === "open" && trade.recipient === me.seat && trade.proposer === them.seat);
  const propose = (event) => {
    event.preventDefault();
    if (problem) return;
    send({
      type: "propose_trade",
      to: Number(to),
      give: { cash: give.giveCash, squares: give.giveSquares, jail_cards: give.giveCards },
      take: { cash: give.takeCash, squares: give.takeSquares, jail_cards: give.takeCards },
      ...(mortgagedTaken.length ? { proposer_mortgage_choices: choicesFor(mortgagedTaken, give.choices) } : {}),
      ...(give.counter && counters.some((trade) => trade.trade_id === give.counter) ? { counter_to: give.counter } : {}),
      ...(give.expires ? { expires_at: new Date(give.expires).toISOString() } : {}),
      ...(rescue ? { rescue: true } : {}),
    });
    setOffer(BLANK);
  };
  const summary = [
    myAfter !== null && (view.owed !== null && view.owed !== undefined ? afterWords(view, myAfter) : t("play.monopoly.cash_after", { name: names([me.seat]), cash: money(myAfter) })),
    theirAfter !== null && t("play.monopoly.cash_after", { name: names([them.seat]), cash: money(theirAfter) }),
    fees > 0 && t("play.monopoly.money.fees_included", { amount: money(fees) }),
  ].filter(Boolean);
  return html`
    <form class="move-group panel" id="trade-builder" data-group="propose_trade" onSubmit=${propose}>
      <h3>${t("play.monopoly.builder_title")}</h3>
      ${debtor !== null &&
      html`
        <div class="option check">
          <input id="trade-rescue" type="checkbox" checked=${rescue} onChange=${(event) => (setRescue(event.currentTarget.checked), setOffer(BLANK))} />
          <label for="trade-rescue">${t("play.monopoly.money.rescue_mode", { name: names([debtor]), owed: money(debtOf(view).total) })}</label>
        </div>
      `}
      ${!rescue &&
      html`
        <div class="option inline">
          <label for="trade-to">${t("play.monopoly.trade_with")}</label>
          <select id="trade-to" value=${String(to)} onChange=${(event) => (setTo(Number(event.currentTarget.value)), setOffer(BLANK))}>
            ${others.map((player) => html`<option value=${String(player.seat)}>${names([player.seat])}</option>`)}
          </select>
        </div>
      `}
      <div class="trade-sides">
        ${!rescue &&
        html`<${SideChoice} side="give" deeds=${tradable(view, data, me.seat)} cards=${me.jail_cards} chosen=${give.giveSquares} chosenCards=${give.giveCards} data=${data}
          toggle=${(index) => flip("giveSquares", index)} toggleCard=${(card) => flip("giveCards", card)} />`}
        <${SideChoice} side="take" deeds=${tradable(view, data, them.seat)} cards=${them.jail_cards} chosen=${give.takeSquares} chosenCards=${give.takeCards} data=${data}
          toggle=${(index) => flip("takeSquares", index)} toggleCard=${(card) => flip("takeCards", card)} />
      </div>
      <div class="option inline">
        <label for="trade-give-cash">${t("play.monopoly.give_cash")}</label>
        <input id="trade-give-cash" type="number" min="0" max=${me.cash ?? undefined} value=${give.giveCash} onInput=${cashField("giveCash", me.cash)} />
      </div>
      ${!rescue &&
      html`
        <div class="option inline">
          <label for="trade-take-cash">${t("play.monopoly.take_cash")}</label>
          <input id="trade-take-cash" type="number" min="0" max=${them.cash ?? undefined} value=${give.takeCash} onInput=${cashField("takeCash", them.cash)} />
        </div>
      `}
      <${MortgageChoices} squares=${mortgagedTaken} choices=${give.choices} choose=${(index, choice) => setOffer({ ...offer, choices: { ...offer.choices, [index]: choice } })} view=${view} data=${data} prefix="trade-mortgage" />
      ${counters.length > 0 &&
      html`
        <div class="option inline">
          <label for="trade-counter">${t("play.monopoly.money.counter_to")}</label>
          <select id="trade-counter" value=${give.counter} onChange=${(event) => setOffer({ ...offer, counter: event.currentTarget.value })}>
            <option value="">${t("play.monopoly.money.fresh_offer")}</option>
            ${counters.map((trade) => html`<option value=${trade.trade_id}>${t("play.monopoly.money.counter_option", { what: sideWords(trade.give, data) })}</option>`)}
          </select>
        </div>
      `}
      <div class="option inline">
        <label for="trade-expires">${t("play.monopoly.money.expires")}</label>
        <input id="trade-expires" type="datetime-local" value=${give.expires} onInput=${(event) => setOffer({ ...offer, expires: event.currentTarget.value })} />
      </div>
      <p class="panel-summary" id="trade-summary" role="status">${summary.join(" · ")}</p>
      ${rescue && html`<${RescuePreview} view=${view} names=${names} debtor=${debtor} cash=${give.giveCash} />`}
      ${problem && html`<p class="muted" id="trade-hint">${problem}</p>`}
      <div class="actions">
        <button class="primary" id="propose-trade" type="submit" disabled=${busy || problem !== null}>${t(rescue ? "play.monopoly.money.propose_rescue" : "play.monopoly.propose")}</button>
      </div>
    </form>
  `;
}
