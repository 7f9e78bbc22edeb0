// The private area's summary counts (spec doc 2, "Customer"). A summary is never worth a broken
// page: any failure is logged and answered as null.
import { z } from "zod";
import type { Logger } from "pino";
import { BackendError, type Auth, type Backend } from "./client.server";

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

const indexAnswer = z
  .object({
    data: z.object({ counts: z.object(Object.fromEntries(INDEX_COUNTS.map((name) => [name, count])) as Record<IndexCount, typeof count>) }),
  })
  .transform(({ data }): IndexCounts => Object.fromEntries(Object.entries(data.counts).filter(([, value]) => value !== undefined)));

export async function getIndexCounts(
  backend: Backend,
  auth: Auth,
  tabs: readonly string[],
  logger: Pick<Logger, "error" | "info">,
): Promise<IndexCounts | null> {
  try {
    return await backend.call("/customer/customer-index-info", {
      name: "getIndexCounts",
      auth,
      query: { tabs: tabs.join(",") },
      schema: indexAnswer,
    });
  } catch (error) {
    if (error instanceof BackendError) logger[error.logLevel](error.logged, "private area summary failed");
    else logger.error({ err: error }, "private area summary failed");
    return null;
  }
}
