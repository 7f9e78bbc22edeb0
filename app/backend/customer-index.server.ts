// The private area's summary counts (spec doc 2, "Customer"): GET /customer/customer-index-info
// with `tabs=` (the tabs the page shows, so the backend counts only those). A summary is never
// worth a broken page: any failure is logged and answered as null (no summary).
import { z } from "zod";
import type { Logger } from "pino";
import { BackendError, type Auth, type Backend } from "./client.server";

/** The counts the summary knows, by the backend's names. */
const INDEX_COUNTS = ["activities", "orders", "certificates", "contributions", "networking_pending", "sections_complete", "sections_total"] as const;
type IndexCount = (typeof INDEX_COUNTS)[number];
export type IndexCounts = Partial<Record<IndexCount, number>>;

/** A count that is not a whole number from 0 up is left out alone, the others kept. */
const count = z.number().int().nonnegative().optional().catch(undefined);

const indexAnswer = z
  .object({ data: z.object({ counts: z.object(Object.fromEntries(INDEX_COUNTS.map((name) => [name, count])) as Record<IndexCount, typeof count>) }) })
  .transform(({ data }): IndexCounts => Object.fromEntries(Object.entries(data.counts).filter(([, value]) => value !== undefined)));

/** The customer's counts for `tabs`, or null when the call failed in any way (logged). */
export async function getIndexCounts(backend: Backend, auth: Auth, tabs: readonly string[], logger: Pick<Logger, "error" | "info">): Promise<IndexCounts | null> {
  try {
    return await backend.call("/customer/customer-index-info", { auth, query: { tabs: tabs.join(",") }, schema: indexAnswer });
  } catch (error) {
    if (error instanceof BackendError) logger[error.logLevel](error.logged, "private area summary failed");
    else logger.error({ err: error }, "private area summary failed");
    return null;
  }
}
