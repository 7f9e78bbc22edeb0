// Whether search engines may index a tenant's site, and its /robots.txt. One rule decides both the
// file and the pages' `<meta name="robots" content="noindex">` (app/root.tsx).
import type { Tenant } from "~/tenancy/tenant";

export function isIndexed(tenant: Pick<Tenant, "isIndexSite" | "isInternalEvent">): boolean {
  return tenant.isIndexSite && !tenant.isInternalEvent;
}
