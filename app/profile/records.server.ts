// What the private area's record sections need from the backend, loaded in parallel for /usuario:
// the customer's activities (registrations joined with their orders, for the pending ones' uuid),
// their orders, and the donation certificates of the query in the URL. A section whose call fails
// shows a message of its own; the rest of the page still works.
import { redirect } from "@remix-run/node";
import { BackendError, BackendRedirect, backendFor, type Auth } from "~/backend/client.server";
import {
  getDonationCertificates,
  getOrders,
  getRegisteredConferences,
  getRegistrationOrders,
  type RegisteredConference,
  type RegistrationOrder,
} from "~/backend/records.server";
import type { AppContext } from "~/context";
import { daysLeft } from "~/crowdfunding/progress";
import { getContributions, getTrackedCampaigns, type ContributionsPage, type TrackedCampaign } from "~/backend/crowdfunding.server";
import { clearedSessionCookie, loginRedirect } from "~/session/auth.server";
import { flashToast, type Toast } from "~/session/session.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { madridParts } from "~/ui/format";
import { parseDonationQuery, type DonationQuery } from "./records";
import type { ProfileTab } from "./tabs";

type Context = AppContext;

export type Registration = {
  id: string;
  slug: string;
  title: string;
  start: string;
  end: string | null;
  room: string | null;
  venue: string | null;
  state: RegisteredConference["registration_state"];
  /** How its payment went (null: free, or not said); "failed" is a refused card on a pending registration. */
  payment: RegisteredConference["payment_status"];
  price: number | null;
  currency: string;
  /** The pending registration's uuid (its payment pending or failed), when it can be discarded. */
  discardUuid: string | null;
};

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

/** A section's data, or why it could not be loaded. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: "unavailable" | "failed" };

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

/**
 * The backend refused the token (403): the session is being cleared. Back to login, removing the
 * cookie here, as this redirect does not pass through the document renderer.
 */
export async function forbiddenRedirect(request: Request, context: Context): Promise<Response> {
  const response = loginRedirect(request, context);
  const cookie = await clearedSessionCookie(context);
  return cookie ? redirect(response.headers.get("Location")!, { headers: { "Set-Cookie": cookie } }) : response;
}

/** Back to a tab of the private area with a message (a file that could not be given), keeping `query`. */
export async function backToProfile(request: Request, context: Context, tab: ProfileTab, toast: Toast, query?: URLSearchParams): Promise<Response> {
  const anchor = getT(context.locale)(`profile:tabs.${tab}.anchor`);
  const path = localePath(context.locale, pathTo("profile"), context.defaultLocale);
  return redirect(`${path}${query?.size ? `?${query}` : ""}#${anchor}`, {
    headers: await flashToast(context.sessions, request, toast),
  });
}

/**
 * A private-area file (a download, the calendar) that could not be given: a backend redirect is
 * followed, a 403 ends the session, anything else is logged as `what` and sends the visitor back to
 * `tab` with `toast(error)`. Not a BackendError: thrown on.
 */
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

/** One section of a page: its data, or why it could not be loaded (a refused token ends the session). */
export async function loadSection<T>(request: Request, context: Context, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.forbidden) throw await forbiddenRedirect(request, context);
    context.logger[error.logLevel](error.logged, "profile section failed");
    return { ok: false, reason: error.unavailable ? "unavailable" : "failed" };
  }
}

/** The orders that still hold a pending registration: awaiting payment, or a payment that failed. */
const OPEN_ORDER_STATUSES = new Set(["pending", "failed"]);

export function joinRegistrations(conferences: RegisteredConference[], orders: RegistrationOrder[]): Registration[] {
  return conferences.map((conference) => {
    const pendingOrder =
      conference.registration_state === "pending"
        ? orders.find(
            (order) => String(order.conference_id) === String(conference.id) && OPEN_ORDER_STATUSES.has(order.status) && order.registration_uuid,
          )
        : undefined;
    return {
      id: String(conference.id),
      slug: conference.slug,
      title: conference.title,
      start: conference.start_date,
      end: conference.end_date,
      room: conference.room?.name ?? null,
      venue: conference.venue?.name ?? null,
      state: conference.registration_state,
      payment: conference.payment_status,
      price: conference.price,
      currency: conference.currency,
      discardUuid: pendingOrder?.registration_uuid ?? null,
    };
  });
}

export async function loadRecords(request: Request, context: Context, auth: Auth): Promise<RecordsData> {
  const backend = backendFor(context);
  const year = currentYear();
  const query = parseDonationQuery(new URL(request.url).searchParams, year);

  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const [activities, donations, crowdfunding] = await Promise.all([
    loadSection(request, context, async () => {
      const [conferences, registrationOrders, orders] = await Promise.all([
        getRegisteredConferences(backend, auth),
        getRegistrationOrders(backend, auth),
        getOrders(backend, auth),
      ]);
      return {
        registrations: joinRegistrations(conferences, registrationOrders),
        orders: orders.map(
          (order): OrderRow => ({
            id: String(order.id),
            reference: order.reference,
            date: order.created_at,
            concept: order.concept,
            total: order.total,
            currency: order.currency,
            status: order.status,
            paymentType: order.payment_type,
          }),
        ),
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
      const [contributions, tracked] = await Promise.all([getContributions(backend, auth, Math.max(1, Math.min(page, 9999))), getTrackedCampaigns(backend, auth)]);
      return { contributions, tracked: tracked.map((campaign) => ({ ...campaign, daysLeft: daysLeft(campaign.ends_at) })) };
    }),
  ]);
  return { activities, donations: { query, currentYear: year, results: donations }, crowdfunding };
}

/** Backend messages longer than this are cut (a toast travels in the session cookie). */
const MAX_REASON = 300;

/**
 * The message for a refused download: the backend's own words when it gave a reason (its JSON
 * `message`, already in the visitor's language) for a 2xx/4xx; otherwise ours.
 */
export function refusalToast(error: BackendError): Toast {
  if (error.unavailable) return { kind: "error", message: "records:download.unavailable" };
  const reason = error.body && typeof error.body === "object" ? (error.body as { message?: unknown }).message : undefined;
  if (error.status < 500 && typeof reason === "string" && reason.trim() && reason !== "Forbidden") {
    return { kind: "error", message: "records:download.refused", values: { reason: reason.trim().slice(0, MAX_REASON) } };
  }
  if (error.notFound) return { kind: "error", message: "records:download.notFound" };
  return { kind: "error", message: "records:download.failed" };
}

