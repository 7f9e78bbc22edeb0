// The payment machinery every purchase shares (tickets and activities now, crowdfunding donations
// next): the return URLs the provider comes back to, a checkout run once per form key, and the 303
// that sends the browser to the provider's hosted page. The domain (app/shop/, the donations) says
// what is bought and which backend call makes the checkout; this module says how paying works.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError } from "~/backend/client.server";
import { localePath } from "~/i18n/locales";
import type { PaymentType } from "~/backend/shop.schemas";
import { CMS_SLUGS, pathTo, type PageId } from "~/paths";
import { newIdempotencyKey } from "./idempotency.server";
import { locationOf } from "~/tenancy/guards.server";

/** How the visitor pays, as far as the way back from the provider goes. */
type ReturnKind = "card" | "qr";

const RETURN_PAGES: Record<ReturnKind, { success: PageId; cancel: PageId }> = {
  card: { success: "stripeSuccess", cancel: "stripeCancel" },
  qr: { success: "qrOk", cancel: "qrKo" },
};

/**
 * The absolute URLs of the portal's return routes for a checkout, in the page's language (the
 * provider returns there; the return route answers in that language). `query` carries what the
 * return route needs to find the outcome page again (e.g. the activity's slug); the provider adds
 * `session_id`. For payments without a provider (free, bank transfer) the backend ignores them.
 */
export function returnUrls(
  context: Pick<AppContext, "origin" | "locale" | "defaultLocale">,
  kind: string,
  query: Record<string, string> = {},
): { successUrl: string; cancelUrl: string } {
  const pages = RETURN_PAGES[kind === "qr" ? "qr" : "card"];
  const search = new URLSearchParams(query).toString();
  const url = (page: PageId) => `${context.origin}${locationOf(localePath(context.locale, pathTo(page as "qrOk"), context.defaultLocale))}${search ? `?${search}` : ""}`;
  return { successUrl: url(pages.success), cancelUrl: url(pages.cancel) };
}

/**
 * What a checkout came to: the backend's checkout, or its refusal by a rule (already bought, sold
 * out...). Kept as data, not as a Response, so that every repeat of the same form gets it again.
 */
export type CheckoutOutcome<C, R> = { kind: "checkout"; checkout: C } | { kind: "refused"; refusal: R };

/**
 * Runs `call` once per form key (and scope: the customer and what is bought): a double click, a
 * reloaded POST or ten identical submissions at once share the first run's outcome. The key also
 * goes to the backend as `Idempotency-Key` (`call` gets it), which keeps the promise across
 * instances. A refusal by a rule is an outcome; a backend that did not answer or failed is
 * forgotten, so the same form may try again (the backend still answers a repeat of what it did).
 */
export function checkoutOnce<C, R>(
  context: Pick<AppContext, "idempotency">,
  input: { scope: string; key: string },
  call: (key: string) => Promise<C>,
  refusalOf: (error: unknown) => R | null,
): Promise<CheckoutOutcome<C, R>> {
  return context.idempotency.once(
    `${input.scope}:${input.key}`,
    async (): Promise<CheckoutOutcome<C, R>> => {
      try {
        return { kind: "checkout", checkout: await call(input.key) };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal !== null) return { kind: "refused", refusal };
        throw error;
      }
    },
    (error) => error instanceof BackendError,
  );
}

/** To the provider's hosted page (card, QR): a 303, so that the browser follows with a GET. */
export function toProvider(redirectUrl: string): Response {
  return redirect(redirectUrl, 303);
}

/** The session id the provider's return carries: in the path (`/stripe/success/<id>`), the query or a POSTed form. */
export async function returnedSessionId(request: Request, fromPath: string | undefined): Promise<string | null> {
  const candidates: unknown[] = [fromPath, new URL(request.url).searchParams.get("session_id")];
  if (request.method === "POST") {
    const form = await request.formData().catch(() => null);
    candidates.push(form?.get("session_id"));
  }
  for (const value of candidates) {
    if (typeof value === "string" && /^[A-Za-z0-9_-]{1,255}$/.test(value)) return value;
  }
  return null;
}

/** A positive id from the URL (`?entrada=12`), or null. */
export function idParam(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * What every pay step's form needs besides what is paid: the payment types (the one in the URL
 * chosen, for a retry), a fresh key for the form, and where the sales conditions are.
 */
export function payStep(context: Pick<AppContext, "locale" | "defaultLocale">, paymentTypes: PaymentType[], chosen: number | null) {
  return {
    paymentTypes,
    chosenPaymentType: paymentTypes.some((type) => type.id === chosen) ? String(chosen) : undefined,
    idempotencyKey: newIdempotencyKey(),
    conditionsPath: localePath(context.locale, pathTo("page", { slug: CMS_SLUGS.salesConditions }), context.defaultLocale),
  };
}
