// A campaign's time left, counted once on the server (the page and its hydration agree).
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `endsAt` (0 on its last moment and after). */
export function daysLeft(endsAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / DAY_MS));
}
