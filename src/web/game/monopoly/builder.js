// The Monopoly trade builder: the other player, the deeds each side gives (only tradable ones:
// owned, and no buildings in their colour group), cash both ways within each one's cash, Get
// Out of Jail Free cards, and for each mortgaged deed asked for whether to lift or keep its
// mortgage; a summary of both players' cash afterwards; "Propose" sends `propose_trade` once
// each side hands over something.

import { t } from "../../i18n.js";
import { html, useState } from "../../ui.js";
import { money } from "../money.js";
import { colourName, deedName, squareOf } from "./names.js";

/** The deeds `seat` may trade: owned, and no street of their colour group built on. */
function tradable(view, data, seat) {
  const built = new Set(
    view.squares.filter((square) => square.level > 0).map((square) => squareOf(data, square.index)?.group),
  );
  return view.squares.filter((square) => square.owner === seat && !built.has(squareOf(data, square.index)?.group));
}

const BLANK = { giveSquares: [], takeSquares: [], giveCash: 0, takeCash: 0, giveCards: [], takeCards: [], choices: {} };

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

export function TradeBuilder({ view, data, names, busy, send }) {
  const others = view.players.filter((player) => player.seat !== view.viewer && !player.bankrupt);
  const [to, setTo] = useState(others[0]?.seat ?? null);
  const [offer, setOffer] = useState(BLANK);
  const me = view.players.find((player) => player.seat === view.viewer);
  const them = view.players.find((player) => player.seat === Number(to));
  if (!me || !them) return null;
  const flip = (key, value) =>
    setOffer({ ...offer, [key]: offer[key].includes(value) ? offer[key].filter((each) => each !== value) : [...offer[key], value] });
  const cashField = (key, max) => (event) => {
    const value = Math.max(0, Math.floor(Number(event.currentTarget.value) || 0));
    setOffer({ ...offer, [key]: max === null ? value : Math.min(max, value) });
  };
  const mortgagedTaken = offer.takeSquares.filter((index) => view.squares.find((square) => square.index === index)?.mortgaged);
  // Each side must hand over something (the rules allow no gifts).
  const gives = offer.giveSquares.length > 0 || offer.giveCash > 0 || offer.giveCards.length > 0;
  const takes = offer.takeSquares.length > 0 || offer.takeCash > 0 || offer.takeCards.length > 0;
  const after = (cash, gets, gives) => (cash === null ? null : money(cash + gets - gives));
  const propose = (event) => {
    event.preventDefault();
    const choices = Object.fromEntries(mortgagedTaken.map((index) => [String(index), offer.choices[index] ?? "keep"]));
    send({
      type: "propose_trade",
      to: Number(to),
      give: { cash: offer.giveCash, squares: offer.giveSquares, jail_cards: offer.giveCards },
      take: { cash: offer.takeCash, squares: offer.takeSquares, jail_cards: offer.takeCards },
      ...(mortgagedTaken.length ? { proposer_mortgage_choices: choices } : {}),
    });
    setOffer(BLANK);
  };
  return html`
    <form class="move-group panel" id="trade-builder" data-group="propose_trade" onSubmit=${propose}>
      <h3>${t("play.monopoly.builder_title")}</h3>
      <div class="option inline">
        <label for="trade-to">${t("play.monopoly.trade_with")}</label>
        <select id="trade-to" value=${String(to)} onChange=${(event) => (setTo(Number(event.currentTarget.value)), setOffer(BLANK))}>
          ${others.map((player) => html`<option value=${String(player.seat)}>${names([player.seat])}</option>`)}
        </select>
      </div>
      <div class="trade-sides">
        <${SideChoice} side="give" deeds=${tradable(view, data, me.seat)} cards=${me.jail_cards} chosen=${offer.giveSquares} chosenCards=${offer.giveCards} data=${data}
          toggle=${(index) => flip("giveSquares", index)} toggleCard=${(card) => flip("giveCards", card)} />
        <${SideChoice} side="take" deeds=${tradable(view, data, them.seat)} cards=${them.jail_cards} chosen=${offer.takeSquares} chosenCards=${offer.takeCards} data=${data}
          toggle=${(index) => flip("takeSquares", index)} toggleCard=${(card) => flip("takeCards", card)} />
      </div>
      <div class="option inline">
        <label for="trade-give-cash">${t("play.monopoly.give_cash")}</label>
        <input id="trade-give-cash" type="number" min="0" max=${me.cash ?? undefined} value=${offer.giveCash} onInput=${cashField("giveCash", me.cash)} />
      </div>
      <div class="option inline">
        <label for="trade-take-cash">${t("play.monopoly.take_cash")}</label>
        <input id="trade-take-cash" type="number" min="0" max=${them.cash ?? undefined} value=${offer.takeCash} onInput=${cashField("takeCash", them.cash)} />
      </div>
      ${mortgagedTaken.map(
        (index) => html`
          <div class="option inline">
            <label for=${`trade-mortgage-${index}`}>${t("play.monopoly.mortgage_choice", { deed: deedName(data, index) })}</label>
            <select id=${`trade-mortgage-${index}`} value=${offer.choices[index] ?? "keep"} onChange=${(event) => setOffer({ ...offer, choices: { ...offer.choices, [index]: event.currentTarget.value } })}>
              <option value="keep">${t("play.monopoly.keep_mortgage")}</option>
              <option value="lift">${t("play.monopoly.lift_mortgage")}</option>
            </select>
          </div>
        `,
      )}
      <p class="panel-summary" id="trade-summary" role="status">
        ${[
          after(me.cash, offer.takeCash, offer.giveCash) && t("play.monopoly.cash_after", { name: names([me.seat]), cash: after(me.cash, offer.takeCash, offer.giveCash) }),
          after(them.cash, offer.giveCash, offer.takeCash) && t("play.monopoly.cash_after", { name: names([them.seat]), cash: after(them.cash, offer.giveCash, offer.takeCash) }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      ${!(gives && takes) && html`<p class="muted" id="trade-hint">${t("play.monopoly.both_sides")}</p>`}
      <div class="actions">
        <button class="primary" id="propose-trade" type="submit" disabled=${busy || !(gives && takes)}>${t("play.monopoly.propose")}</button>
      </div>
    </form>
  `;
}
