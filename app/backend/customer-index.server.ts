// The private area's summary counts (spec doc 2, "Customer"). A summary is never worth a broken
// page: any failure is logged and answered as null.
import type { Logger } from "pino";
import { BackendError, type Auth, type Backend } from "./client.server";
import { indexAnswer, type IndexCounts } from "./customer-index.schemas";

export type { IndexCounts } from "./customer-index.schemas";

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
