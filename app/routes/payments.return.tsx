// The payment provider's way back (/stripe/success|cancel/:id?, /pago-qr-ok|ko, /payments/feedback/:status?), by GET or cross-site
// POST (the exception `providerReturn` in app/paths.ts). No page: the backend is asked about the payment by session id (no cookie
// needed) and a 303 leads to the purchase's or contribution's outcome page (app/payments/return.server.ts).
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
