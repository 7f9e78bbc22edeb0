// The payment provider's way back (/stripe/success|cancel/:id?, /pago-qr-ok|ko, /payments/feedback/:status?), by GET or cross-site
// POST (the exception `providerReturn` in app/paths.ts). No page: the backend is asked about the payment by session id (no cookie
// needed) and a 303 leads to the purchase's or contribution's outcome page (app/payments/return.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withPageErrors } from "~/backend/page-errors.server";
import { returnFromProvider } from "~/crowdfunding/contribute.server";
import { requirePage } from "~/session/page-guard.server";

async function comeBack(args: LoaderFunctionArgs | ActionFunctionArgs) {
  await requirePage(args);
  return returnFromProvider(args);
}

export const loader = withPageErrors(comeBack);
export const action = withPageErrors(comeBack);
