// The demo API's one clock, the real one: what it makes (orders, payments, transfers, registrations,
// requests) is dated now, and what the seed says was made before (orders, contributions, posts,
// requests, campaigns' comments) is dated before the process started, so no record is dated in the future.
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a bank transfer may take (spec doc 2 §9: 7 days). */
export const TRANSFER_DAYS = 7;

/** When this module loaded: the seed's relative dates count from it. */
export const PROCESS_STARTED_AT = Date.now();

const HOUR_MS = 60 * 60 * 1000;

/** The hour the process started: the seed's real-clock dates count from it. */
export const startHourMs = (): number => Math.floor(PROCESS_STARTED_AT / HOUR_MS) * HOUR_MS;

/** A seed's date `days` days before the start, at Madrid's `hh:mm` (winter time) of that day. */
export function daysBeforeStart(days: number, hhmm = "10:00"): string {
  const [hours, minutes] = hhmm.split(":").map(Number);
  const day = new Date(startHourMs() + HOUR_MS - days * DAY_MS).toISOString().slice(0, 10);
  return madrid(Date.parse(`${day}T00:00:00Z`) + (hours - 1) * HOUR_MS + minutes * 60 * 1000);
}

/**
 * How far to move a group of the seed's fixed dates back, in whole days, so the latest is at least a
 * day before the start (0 once the real date has passed them): their order and spacing are kept.
 */
export function shiftIntoPastMs(latestMs: number): number {
  const limit = startHourMs() - DAY_MS;
  return latestMs <= limit ? 0 : Math.ceil((latestMs - limit) / DAY_MS) * DAY_MS;
}

/** A campaign's window on the real clock, from the seed's days before and after the start. */
export function campaignWindow(campaign: { startsDaysAgo: number; endsInDays: number }): { startsAt: number; endsAt: number } {
  return { startsAt: startHourMs() - campaign.startsDaysAgo * DAY_MS, endsAt: startHourMs() + campaign.endsInDays * DAY_MS };
}

/** An ISO date-time in Madrid's winter offset, as the seed writes them. */
export function madrid(ms: number): string {
  return new Date(ms + 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, "+01:00");
}
