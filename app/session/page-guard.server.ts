// The one opening of a page's loader or action: the host's refusals, then the tenant or feature,
// then who may see it; each step throws the Response that stops the request.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import type { Auth } from "~/backend/client.server";
import type { Customer } from "~/backend/customer.server";
import { checkRefusal, homePath, requireAnyFeature, requireFeature, requireTenant } from "~/tenancy/guards.server";
import type { Feature } from "~/tenancy/tenant";
import { authOf, currentCustomer, loginRedirect, requireAuthOf } from "./auth.server";

type PageArgs = { request: Request; context: AppContext };

type PageOptions = {
  /** Implied by `feature`. */
  tenant?: boolean;
  /** Else home. */
  feature?: Feature | readonly Feature[];
  /** A logged-in visitor goes home. */
  guest?: boolean;
  auth?: boolean;
  /** A customer the backend knows; a refused token goes to the login page. */
  customer?: boolean;
};

type Page<O extends PageOptions> = O extends { customer: true }
  ? { auth: Auth; customer: Customer }
  : O extends { auth: true }
    ? { auth: Auth }
    : Record<never, never>;

export async function requirePage<O extends PageOptions>({ request, context }: PageArgs, options: O = {} as O): Promise<Page<O>> {
  checkRefusal(context);
  const { feature } = options;
  if (typeof feature === "string") requireFeature(context, feature);
  else if (feature) requireAnyFeature(context, feature);
  else if (options.tenant) requireTenant(context);
  if (options.guest && (await authOf(request, context))) throw redirect(homePath(context));
  if (options.customer) {
    const auth = await requireAuthOf(request, context);
    const customer = await currentCustomer(request, context);
    // The backend refused the token: the session is being cleared; log in again.
    if (!customer) throw loginRedirect(request, context);
    return { auth, customer } as Page<O>;
  }
  if (options.auth) return { auth: await requireAuthOf(request, context) } as Page<O>;
  return {} as Page<O>;
}
