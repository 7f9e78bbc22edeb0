// The private area's record sections, loaded in parallel for /usuario; a section whose call fails
// shows a message of its own (decision 006).
import { redirect } from "@remix-run/node";
import { BackendError, BackendRedirect, backendFor, type Auth } from "~/backend/client.server";
import { getDonationCertificates, getOrders, getRegisteredConferences } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { daysLeft } from "~/crowdfunding/progress";
import { getContributions, getTrackedCampaigns, type ContributionsPage, type TrackedCampaign } from "~/backend/crowdfunding.server";
import { forbiddenRedirect, loadSection, type Loaded } from "~/session/forbidden.server";
import type { Registration } from "~/participation/registrations";
import { joinedRegistrations } from "~/participation/registrations.server";
import { flashToast, type Toast } from "~/session/session.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { madridParts } from "~/ui/format";
import { parseDonationQuery, type DonationQuery } from "./records";
import type { ProfileTab } from "./tabs";

type Context = AppContext;

export type OrderRow = {
  id: string;
  reference: string | null;
  date: string;
  concept: string | null;
  total: number;
  currency: string;
  status: string;
  paymentType: string | null;
};

type DonationRow = { year: number; recipientCif: string; recipientName: string | null; amount: number | null; currency: string };

export type RecordsData = {
  activities: Loaded<{ registrations: Registration[]; orders: OrderRow[] }>;
  /** The crowdfunding tab: the contributions' page in the URL (`?page=`) and the campaigns followed. */
  crowdfunding: Loaded<{ contributions: ContributionsPage; tracked: (TrackedCampaign & { daysLeft: number })[] }>;
  donations: { query: DonationQuery; currentYear: number; results: Loaded<DonationRow[]> | null };
};

/** The year in Madrid now; asked by the minute, so that the wall-clock memo is not filled with every millisecond. */
function currentYear(now = new Date()): number {
  return madridParts(`${now.toISOString().slice(0, 16)}:00.000Z`).year;
}

/** Back to a tab of the private area with a message (a file that could not be given), keeping `query`. */
export async function backToProfile(
  request: Request,
  context: Context,
  tab: ProfileTab,
  toast: Toast,
  query?: URLSearchParams,
): Promise<Response> {
  const anchor = getT(context.locale)(`profile:tabs.${tab}.anchor`);
  const path = localePath(context.locale, pathTo("profile"), context.defaultLocale);
  return redirect(`${path}${query?.size ? `?${query}` : ""}#${anchor}`, {
    headers: await flashToast(context.sessions, request, toast),
  });
}

/** A file that could not be given: redirect followed, 403 ends the session, else back to `tab` with a toast. */
export async function fileRefused(
  request: Request,
  context: Context,
  error: unknown,
  refusal: { what: string; tab: ProfileTab; toast: (error: BackendError) => Toast; query?: URLSearchParams },
): Promise<Response> {
  if (error instanceof BackendRedirect) throw redirect(error.location);
  if (!(error instanceof BackendError)) throw error;
  if (error.forbidden) return forbiddenRedirect(request, context);
  context.logger[error.logLevel](error.logged, refusal.what);
  return backToProfile(request, context, refusal.tab, refusal.toast(error), refusal.query);
}

export async function loadRecords(request: Request, context: Context, auth: Auth): Promise<RecordsData> {
  const backend = backendFor(context);
  const year = currentYear();
  const query = parseDonationQuery(new URL(request.url).searchParams, year);

  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const [activities, donations, crowdfunding] = await Promise.all([
    loadSection(request, context, async () => {
      const [conferences, orders] = await Promise.all([getRegisteredConferences(backend, auth), getOrders(backend, auth)]);
      return {
        registrations: await joinedRegistrations(backend, auth, conferences),
        orders: orders.map((order): OrderRow => ({
          id: String(order.id),
          reference: order.reference,
          date: order.created_at,
          concept: order.concept,
          total: order.total,
          currency: order.currency,
          status: order.status,
          paymentType: order.payment_type,
        })),
      };
    }),
    query.status === "valid"
      ? loadSection(request, context, async () =>
          (await getDonationCertificates(backend, auth, { year: query.year, ...(query.start ? { start: query.start } : {}) })).map(
            (row): DonationRow => ({
              year: row.year,
              recipientCif: row.recipient_cif,
              recipientName: row.recipient_name,
              amount: row.amount,
              currency: row.currency,
            }),
          ),
        )
      : Promise.resolve(null),
    loadSection(request, context, async () => {
      const [contributions, tracked] = await Promise.all([
        getContributions(backend, auth, Math.max(1, Math.min(page, 9999))),
        getTrackedCampaigns(backend, auth),
      ]);
      return { contributions, tracked: tracked.map((campaign) => ({ ...campaign, daysLeft: daysLeft(campaign.ends_at) })) };
    }),
  ]);
  return { activities, donations: { query, currentYear: year, results: donations }, crowdfunding };
}

/** Backend messages longer than this are cut (a toast travels in the session cookie). */
const MAX_REASON = 300;

/** The backend's own `message` for a 2xx/4xx refusal (already translated); otherwise ours. */
export function refusalToast(error: BackendError): Toast {
  if (error.unavailable) return { kind: "error", message: "records:download.unavailable" };
  const reason = error.body && typeof error.body === "object" ? (error.body as { message?: unknown }).message : undefined;
  if (error.status < 500 && typeof reason === "string" && reason.trim() && reason !== "Forbidden") {
    return { kind: "error", message: "records:download.refused", values: { reason: reason.trim().slice(0, MAX_REASON) } };
  }
  if (error.notFound) return { kind: "error", message: "records:download.notFound" };
  return { kind: "error", message: "records:download.failed" };
}
