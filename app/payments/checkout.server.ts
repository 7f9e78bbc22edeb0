// The payment machinery every purchase shares: return URLs, a checkout run once per form key, and
// the 303 to the provider's hosted page. The domains say what is bought (decision 016).
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError } from "~/backend/client.server";
import { localePath } from "~/i18n/locales";
import type { PaymentType } from "~/backend/shop.schemas";
import { CMS_SLUGS, pathTo, type PageId } from "~/paths";
import { newIdempotencyKey } from "./idempotency.server";
import { locationOf } from "~/url/local-path";

type ReturnKind = "card" | "qr";

const RETURN_PAGES: Record<ReturnKind, { success: PageId; cancel: PageId }> = {
  card: { success: "stripeSuccess", cancel: "stripeCancel" },
  qr: { success: "qrOk", cancel: "qrKo" },
};

/** In the page's language; `query` is what the return route needs to find the outcome page again. */
export function returnUrls(
  context: Pick<AppContext, "origin" | "locale" | "defaultLocale">,
  kind: string,
  query: Record<string, string> = {},
): { successUrl: string; cancelUrl: string } {
  const pages = RETURN_PAGES[kind === "qr" ? "qr" : "card"];
  const search = new URLSearchParams(query).toString();
  const url = (page: PageId) =>
    `${context.origin}${locationOf(localePath(context.locale, pathTo(page as "qrOk"), context.defaultLocale))}${search ? `?${search}` : ""}`;
  return { successUrl: url(pages.success), cancelUrl: url(pages.cancel) };
}

/** Data, not a Response, so every repeat of the same form gets it again. */
export type CheckoutOutcome<C, R> = { kind: "checkout"; checkout: C } | { kind: "refused"; refusal: R };

/** Runs `call` once per form key and scope; a backend failure is forgotten so the form may try again. */
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

/** A 303, so the browser follows with a GET. */
export function toProvider(redirectUrl: string): Response {
  return redirect(redirectUrl, 303);
}

/** From the path, the query or a POSTed form. */
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

export function payStep(context: Pick<AppContext, "locale" | "defaultLocale">, paymentTypes: PaymentType[], chosen: number | null) {
  return {
    paymentTypes,
    chosenPaymentType: paymentTypes.some((type) => type.id === chosen) ? String(chosen) : undefined,
    idempotencyKey: newIdempotencyKey(),
    conditionsPath: localePath(context.locale, pathTo("page", { slug: CMS_SLUGS.salesConditions }), context.defaultLocale),
  };
}
