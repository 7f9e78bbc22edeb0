/**
 * The demo API's clocks (shop.ts, crowdfunding.ts, records.ts):
 *
 *   the shop's clock   DEMO_NOW (9 March 2027) plus the time since the process started: what is
 *                      bought now comes after the seed's orders, and a transfer's 7 days (and when
 *                      a contribution's transfer is lost) are demo days.
 *   the real clock     `Date.now()`: a crowdfunding campaign's window and its comments, so that the
 *                      days left stay positive whatever the real date (seed/crowdfunding.ts).
 */
import { DEMO_NOW } from "./catalogue";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a bank transfer may take (spec doc 2 §9: 7 days), on the shop's clock. */
export const TRANSFER_DAYS = 7;

/** When this module loaded: the start of both clocks' "relative" dates. */
export const PROCESS_STARTED_AT = Date.now();

export const demoNowMs = (): number => Date.parse(DEMO_NOW) + (Date.now() - PROCESS_STARTED_AT);

/** An ISO date-time in Madrid's winter offset, as the seed writes them. */
export function madrid(ms: number): string {
  return new Date(ms + 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, "+01:00");
}
