// Registry of demo tenants, keyed by the token the portal sends in `X-Tenant`.
// Hard-coded on purpose: the demo API never reads the portal's tenant config.
import { congreso } from "./congreso";
import { eventos } from "./eventos";
import { mecenazgo } from "./mecenazgo";
import { universidad } from "./universidad";
import type { DemoTenant } from "./types";

export type { DemoTenant } from "./types";

export const DEMO_TENANTS: Readonly<Record<string, DemoTenant>> = Object.freeze(
  Object.fromEntries([congreso, eventos, mecenazgo, universidad].map((tenant) => [tenant.token, tenant])),
);

export function findTenant(token: string | undefined): DemoTenant | undefined {
  if (!token) return undefined;
  const key = token.trim();
  return Object.prototype.hasOwnProperty.call(DEMO_TENANTS, key) ? DEMO_TENANTS[key] : undefined;
}
