// The backend's private area summary counts. No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";

const INDEX_COUNTS = [
  "activities",
  "orders",
  "certificates",
  "contributions",
  "networking_pending",
  "sections_complete",
  "sections_total",
] as const;
type IndexCount = (typeof INDEX_COUNTS)[number];
export type IndexCounts = Partial<Record<IndexCount, number>>;

/** A malformed count is left out alone, the others kept. */
const count = z.number().int().nonnegative().optional().catch(undefined);

export const indexAnswer = z
  .object({
    data: z.object({ counts: z.object(Object.fromEntries(INDEX_COUNTS.map((name) => [name, count])) as Record<IndexCount, typeof count>) }),
  })
  .transform(({ data }): IndexCounts => Object.fromEntries(Object.entries(data.counts).filter(([, value]) => value !== undefined)));
