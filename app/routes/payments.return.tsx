// The provider's way back: /stripe/success/:id?, /stripe/cancel/:id?, /pago-qr-ok, /pago-qr-ko and
// /payments/feedback/:status?, by GET or by a cross-site POST (the documented exception to the
// host's refusal: `providerReturn` in app/paths.ts). No page of its own: the backend is asked about
// the payment by its session id (no session cookie needed) and the visitor goes on, with a 303,
// to the outcome page of a purchase or of a contribution (app/payments/return.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withPageErrors } from "~/backend/page-errors.server";
import { confirmPaymentBySession } from "~/backend/shop.server";
import { contributionOutcomePath, isContributionReturn } from "~/crowdfunding/contribute.server";
import { providerReturn } from "~/payments/return.server";
import { purchaseOutcomePath } from "~/shop/purchase.server";
import { requirePage } from "~/session/page-guard.server";

async function comeBack({ request, context, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  await requirePage({ request, context });
  // A contribution's return URLs carry its campaign (app/crowdfunding/); anything else is a purchase's.
  const outcomePath = isContributionReturn(new URL(request.url).searchParams)
    ? contributionOutcomePath(context)
    : purchaseOutcomePath(context);
  return providerReturn({ request, context, sessionIdParam: params.id }, { confirm: confirmPaymentBySession, outcomePath });
}

export const loader = withPageErrors(comeBack);
export const action = withPageErrors(comeBack);
