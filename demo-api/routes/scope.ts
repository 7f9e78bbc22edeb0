// What the customer calls of the demo API share: the request's tenant, language and accounts, and
// the bearer's customer (or the 403 the portal takes for "no valid session").
import type { Request, Response } from "express";
import { accountOfBearer, tenantCustomers, type CustomerAccount, type TenantCustomers } from "../customers";
import { getContext, sendError } from "../middleware";
import type { Locale } from "../seed/i18n";
import type { DemoTenant } from "../seed/types";

export interface Scope {
  tenant: DemoTenant;
  locale: Locale;
  customers: TenantCustomers;
}

export function scope(res: Response): Scope {
  const { tenant, locale } = getContext(res);
  return { tenant, locale, customers: tenantCustomers(tenant.token) };
}

/** The session's customer, or answers 403 Forbidden and returns undefined. */
export function requireCustomer(req: Request, res: Response, customers: TenantCustomers): CustomerAccount | undefined {
  const account = accountOfBearer(customers, req.get("authorization"));
  if (!account) sendError(res, 403, "Forbidden");
  return account;
}
