// The private area's summary counts, read beside the page's other calls (app/routes/profile.tsx).
import { backendFor, type Auth } from "~/backend/client.server";
import { getIndexCounts, type IndexCounts } from "~/backend/customer-index.server";
import type { AppContext } from "~/context";
import { BUILT_TABS } from "./tabs";

/**
 * The counts of the tabs the tenant may show, or null (no summary). The area's tabs are always
 * asked for: only the structure, read at the same time, says whether the tenant has them, and the
 * page shows only the counts of the tabs it draws.
 */
export function loadSummaryCounts(context: AppContext, auth: Auth): Promise<IndexCounts | null> {
  const networking = context.tenant?.networkingType === 1 || context.tenant?.networkingType === 2;
  const tabs = BUILT_TABS.filter((tab) => tab !== "networking" || networking);
  return getIndexCounts(backendFor(context), auth, tabs, context.logger);
}
