// The demo API's two clocks: the shop's (DEMO_NOW plus the process's run time, so new orders follow the
// seed's) and the real one (crowdfunding campaigns, their comments and contributions, so the days left
// stay positive whatever the real date).
import { DEMO_NOW } from "./catalogue";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a bank transfer may take (spec doc 2 §9: 7 days), on the shop's clock. */
export const TRANSFER_DAYS = 7;

/** When this module loaded: the start of both clocks' "relative" dates. */
export const PROCESS_STARTED_AT = Date.now();

export const demoNowMs = (): number => Date.parse(DEMO_NOW) + (Date.now() - PROCESS_STARTED_AT);

/** An order's clock: a contribution's is its campaign's (the real one), anything else the shop's. */
export const orderNowMs = (order: { contribution: unknown }): number => (order.contribution !== null ? Date.now() : demoNowMs());

const HOUR_MS = 60 * 60 * 1000;

/** The hour the process started: the seed's real-clock dates count from it. */
export const startHourMs = (): number => Math.floor(PROCESS_STARTED_AT / HOUR_MS) * HOUR_MS;

/** A campaign's window on the real clock, from the seed's days before and after the start. */
export function campaignWindow(campaign: { startsDaysAgo: number; endsInDays: number }): { startsAt: number; endsAt: number } {
  return { startsAt: startHourMs() - campaign.startsDaysAgo * DAY_MS, endsAt: startHourMs() + campaign.endsInDays * DAY_MS };
}

/** An ISO date-time in Madrid's winter offset, as the seed writes them. */
export function madrid(ms: number): string {
  return new Date(ms + 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, "+01:00");
}
