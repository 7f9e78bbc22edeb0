// When an activity's survey and live stream open: the survey from the session's start, the stream a
// little before it, on the real clock (`now` is injected so the rule can be tested at any time).

/** How long before the start the stream is offered, so the visitor finds the player ready. */
const STREAM_LEAD_MS = 15 * 60 * 1000;

/** When each opens, as an ISO date-time; null: open already. */
export type Opening = { survey: string | null; stream: string | null };

function closedUntil(opensAtMs: number, now: number): string | null {
  return now >= opensAtMs ? null : new Date(opensAtMs).toISOString();
}

export function openingOf(activity: { start_date: string }, now: number): Opening {
  const start = Date.parse(activity.start_date);
  return { survey: closedUntil(start, now), stream: closedUntil(start - STREAM_LEAD_MS, now) };
}
