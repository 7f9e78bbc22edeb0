// Countdown maths, shared by the loader (the static text) and the browser (the live clock).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Remaining = { done: boolean; days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `target` (all 0 once it has passed). */
export function remaining(targetMs: number, nowMs: number): Remaining {
  const total = Math.max(0, targetMs - nowMs);
  // Rounded up to the whole second, so the clock only says 0s when the moment has come.
  const seconds = Math.ceil(total / SECOND) * SECOND;
  return {
    done: total === 0,
    days: Math.floor(seconds / DAY),
    hours: Math.floor((seconds % DAY) / HOUR),
    minutes: Math.floor((seconds % HOUR) / MINUTE),
    seconds: Math.floor((seconds % MINUTE) / SECOND),
  };
}

/** What the sentence under the date says: whole days left, less than a day, or over. */
export type CountdownStatus = { kind: "days"; days: number } | { kind: "lessThanADay" } | { kind: "ended" };

export function countdownStatus(targetMs: number, nowMs: number): CountdownStatus {
  const total = targetMs - nowMs;
  if (!Number.isFinite(total) || total <= 0) return { kind: "ended" };
  if (total < DAY) return { kind: "lessThanADay" };
  return { kind: "days", days: Math.floor(total / DAY) };
}

export function sameStatus(a: CountdownStatus, b: CountdownStatus): boolean {
  return a.kind === b.kind && (a.kind !== "days" || a.days === (b as { days: number }).days);
}
