// The game's clocks: each awaited seat's time left (`deadline_at`) as a countdown in words,
// the seats on vacation, and the game's other pending timers (e.g. Tokyo Capsule Hotel's
// queue timer), with the move clock the game was created with.

import { formatDateTime, formatNumber, maybe, t, tn } from "../i18n.js";
import { words } from "../labels.js";
import { html, useEffect, useState } from "../ui.js";

/** The current time, renewed every second while shown. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "1 d 02:03:04"-style time left until `at` (zero once past). */
export function timeLeft(at, now) {
  const seconds = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const days = Math.floor(seconds / 86400);
  const pad = (value) => String(value).padStart(2, "0");
  const clock = `${pad(Math.floor((seconds % 86400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days ? t("table.clock.days_and", { days: formatNumber(days), clock }) : clock;
}


/** `game.clock.per_move` in words ("2 days", "12 hours"). */
function perMoveWords(duration) {
  const [, days, hours, minutes, seconds] = duration.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/) ?? [];
  const parts = [
    days && tn("table.clock.n_days", Number(days)),
    hours && tn("table.clock.n_hours", Number(hours)),
    minutes && tn("table.clock.n_minutes", Number(minutes)),
    seconds && tn("table.clock.n_seconds", Number(seconds)),
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : duration;
}

export function SeatClocks({ game, name }) {
  const now = useNow();
  if (!game || game.status === "open") return null;
  const timed = game.players.filter((player) => player.deadline_at);
  const away = game.players.filter((player) => player.on_vacation_until);
  const timers = game.timers.filter((timer) => !timed.some((player) => player.seat === timer.seat && player.deadline_at === timer.due_at));
  if (!game.clock && !timed.length && !away.length && !timers.length) return null;
  return html`
    <div class="seat-clocks" id="clocks">
      ${game.clock && html`<p class="muted" id="clock-rule">${t("table.clock.rule", { time: perMoveWords(game.clock.per_move), then: t(`table.clock.timeout.${game.clock.on_timeout}`) })}</p>`}
      <ul>
        ${timed.map(
          (player) => html`
            <li key=${`d${player.seat}`} data-seat=${player.seat} class="deadline">
              ${t("table.clock.left", { name: name(player.seat) })} <strong class="countdown">${timeLeft(player.deadline_at, now)}</strong>
              ${player.on_vacation_until && html` <span class="tag">${t("table.clock.paused")}</span>`}
            </li>
          `,
        )}
        ${timers.map(
          (timer) => html`
            <li key=${`t${timer.seat}${timer.slot}`} class="timer">
              ${t("table.clock.timer", { name: name(timer.seat), timer: maybe(`table.timer.${timer.timer}`) ?? words(timer.timer) })} <strong class="countdown">${timeLeft(timer.due_at, now)}</strong>
            </li>
          `,
        )}
        ${away.map(
          (player) => html`<li key=${`v${player.seat}`} class="vacation">${t("table.vacation_until", { name: name(player.seat), until: formatDateTime(player.on_vacation_until) })}</li>`,
        )}
      </ul>
    </div>
  `;
}
