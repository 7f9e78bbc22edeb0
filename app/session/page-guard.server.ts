// The one opening of a page's loader or action: the host's refusals, then the tenant or feature,
// then who may see it; each step throws the Response that stops the request.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import type { Auth } from "~/backend/client.server";
import type { Customer } from "~/backend/customer.server";
import { localePath } from "~/i18n/locales";
import { pathTo, type PageId } from "~/paths";
import { checkRefusal, homePath, requireAnyFeature, requireFeature, requireTenant } from "~/tenancy/guards.server";
import type { Feature, Tenant } from "~/tenancy/tenant";
import { authOf, currentCustomer, loginRedirect, requireAuthOf } from "./auth.server";

type PageArgs = { request: Request; context: AppContext };

type PageOptions = {
  /** Implied by `feature`. */
  tenant?: boolean;
  /** Else home. */
  feature?: Feature | readonly Feature[];
  /** A tenant with networking (type 1 or 2); else home. */
  networking?: boolean;
  /** A logged-in visitor goes home. */
  guest?: boolean;
  auth?: boolean;
  /** A customer the backend knows; a refused token goes to the login page. */
  customer?: boolean;
  /** A file of a page: a refused request (maintenance) goes to that page, which shows the refusal. */
  refusedTo?: PageId;
};

/** What a guard guaranteed, handed to the domain's `load*`/`submit*` so that they never check again. */
type TenantPage = { tenant: Tenant };
export type AuthPage = { auth: Auth };
export type CustomerPage = AuthPage & { customer: Customer };

type Page<O extends PageOptions> = (O extends { feature: Feature | readonly Feature[] } | { tenant: true }
  ? TenantPage
  : Record<never, never>) &
  (O extends { networking: true } ? { networkingType: 1 | 2 } : Record<never, never>) &
  (O extends { customer: true } ? CustomerPage : O extends { auth: true } ? AuthPage : Record<never, never>);

export async function requirePage<O extends PageOptions>({ request, context }: PageArgs, options: O = {} as O): Promise<Page<O>> {
  if (options.refusedTo && context.refusal)
    throw redirect(localePath(context.locale, pathTo(options.refusedTo as "profile"), context.defaultLocale));
  checkRefusal(context);
  const { feature } = options;
  if (typeof feature === "string") requireFeature(context, feature);
  else if (feature) requireAnyFeature(context, feature);
  else if (options.tenant) requireTenant(context);
  const tenant = feature || options.tenant ? { tenant: requireTenant(context) } : {};
  const networkingType = options.networking ? requireTenant(context).networkingType : undefined;
  if (options.networking && !networkingType) throw redirect(homePath(context));
  const guaranteed = { ...tenant, ...(networkingType ? { networkingType } : {}) };
  if (options.guest && (await authOf(request, context))) throw redirect(homePath(context));
  if (options.customer) {
    const auth = await requireAuthOf(request, context);
    const customer = await currentCustomer(request, context);
    // The backend refused the token: the session is being cleared; log in again.
    if (!customer) throw loginRedirect(request, context);
    return { ...guaranteed, auth, customer } as Page<O>;
  }
  if (options.auth) return { ...guaranteed, auth: await requireAuthOf(request, context) } as Page<O>;
  return guaranteed as Page<O>;
}
