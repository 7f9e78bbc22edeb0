// The customer's records (spec doc 2, "Customer" and "Orders"): registrations, orders, donation
// certificates and the streamed files. The shapes are the demo API's, read leniently (decision 006).
import { z } from "zod";
import { segment, type Auth, type Backend, type BinaryAnswer } from "./client.server";
import { envelope, listEnvelope, numberOrText } from "./catalogue.schemas";

const id = numberOrText;
const place = z.object({ id, name: z.string() }).nullable().optional().default(null);
const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const REGISTRATION_STATES = ["free", "paid", "already_paid", "pending"] as const;
type RegistrationState = (typeof REGISTRATION_STATES)[number];

const PAYMENT_STATUSES = ["paid", "pending", "failed"] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const registeredConference = z
  .object({
    id,
    slug: z.string(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable().optional().default(null),
    room: place,
    venue: place,
    price: amount.nullable().optional().default(null),
    currency: z.string().optional().default("EUR"),
    // An unknown state is shown as what it most likely is: a confirmed registration.
    registration_state: z
      .string()
      .transform((value): RegistrationState | "other" =>
        (REGISTRATION_STATES as readonly string[]).includes(value) ? (value as RegistrationState) : "other",
      ),
    // Absent or unknown reads as null (nothing said).
    payment_status: z
      .string()
      .nullable()
      .optional()
      .transform((value): PaymentStatus | null =>
        (PAYMENT_STATUSES as readonly (string | null | undefined)[]).includes(value) ? (value as PaymentStatus) : null,
      ),
  })
  .passthrough();
export type RegisteredConference = z.output<typeof registeredConference>;

const orderStatus = z.string();

const order = z
  .object({
    id,
    reference: z.string().nullable().optional().default(null),
    created_at: z.string(),
    status: orderStatus,
    total: amount,
    currency: z.string().optional().default("EUR"),
    payment_type: z.string().nullable().optional().default(null),
    concept: z.string().nullable().optional().default(null),
  })
  .passthrough();
export type Order = z.output<typeof order>;

const registrationOrder = z
  .object({
    id,
    reference: z.string().nullable().optional().default(null),
    registration_uuid: z.string().nullable().optional().default(null),
    conference_id: id,
    status: orderStatus,
    total: amount,
    currency: z.string().optional().default("EUR"),
    payment_type: z.string().nullable().optional().default(null),
    created_at: z.string().nullable().optional().default(null),
  })
  .passthrough();
export type RegistrationOrder = z.output<typeof registrationOrder>;

const donationCertificate = z
  .object({
    year: z.union([
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ]),
    recipient_cif: z.string(),
    recipient_name: z.string().nullable().optional().default(null),
    amount: amount.nullable().optional().default(null),
    currency: z.string().optional().default("EUR"),
  })
  .passthrough();
export type DonationCertificate = z.output<typeof donationCertificate>;

export async function getRegisteredConferences(backend: Backend, auth: Auth): Promise<RegisteredConference[]> {
  return (
    await backend.call("/customer/conferences", { name: "getRegisteredConferences", auth, schema: listEnvelope(registeredConference) })
  ).data;
}

export async function getOrders(backend: Backend, auth: Auth): Promise<Order[]> {
  return (await backend.call("/orders/customer", { name: "getOrders", auth, schema: listEnvelope(order) })).data;
}

export async function getRegistrationOrders(backend: Backend, auth: Auth): Promise<RegistrationOrder[]> {
  return (
    await backend.call("/orders/customer/registration", { name: "getRegistrationOrders", auth, schema: listEnvelope(registrationOrder) })
  ).data;
}

export async function discardPendingRegistration(backend: Backend, auth: Auth, uuid: string): Promise<void> {
  await backend.call(`/customer/discard-pending-registration/${segment(uuid, "uuid")}`, {
    name: "discardPendingRegistration",
    method: "DELETE",
    auth,
    schema: z.unknown(),
  });
}

/** The spec's query: `year`, and `start` for a range. */
export async function getDonationCertificates(
  backend: Backend,
  auth: Auth,
  query: { year: number; start?: number },
): Promise<DonationCertificate[]> {
  return (
    await backend.call("/customer/donation-certificates", {
      name: "getDonationCertificates",
      auth,
      query,
      schema: listEnvelope(donationCertificate),
    })
  ).data;
}

export type DownloadTarget =
  | { kind: "accreditation"; id?: string }
  | { kind: "certificate"; id?: string }
  | { kind: "donation-certificate"; year: number; recipientCif: string };

/** Throws BackendError for an error or a JSON answer. */
export function download(backend: Backend, auth: Auth, target: DownloadTarget, signal?: AbortSignal): Promise<BinaryAnswer> {
  const path =
    target.kind === "accreditation"
      ? `/customer/print-accreditation${target.id ? `/${segment(target.id)}` : ""}`
      : target.kind === "certificate"
        ? `/customer/print-certificate${target.id ? `/${segment(target.id)}` : ""}`
        : `/customer/print-donation-certificate/${segment(target.year)}/${segment(target.recipientCif)}`;
  return backend.binary(path, { name: "download", auth, signal });
}

// The personal calendar feed: our extension of the backend (decision 032). The backend keeps the secret.
const calendarFeed = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,}$/), created_at: z.string() });
export type CalendarFeed = z.output<typeof calendarFeed>;
const calendarFeedAnswer = envelope(calendarFeed.nullable());

/** The customer's current feed, or null. */
export async function getCalendarFeed(backend: Backend, auth: Auth): Promise<CalendarFeed | null> {
  return (await backend.call("/customer/calendar-feed", { name: "getCalendarFeed", auth, schema: calendarFeedAnswer })).data;
}

/** A new secret; the previous one stops working. */
export async function makeCalendarFeed(backend: Backend, auth: Auth): Promise<CalendarFeed> {
  return (await backend.call("/customer/calendar-feed", { name: "makeCalendarFeed", method: "POST", auth, schema: envelope(calendarFeed) }))
    .data;
}

export async function revokeCalendarFeed(backend: Backend, auth: Auth): Promise<void> {
  await backend.call("/customer/calendar-feed", { name: "revokeCalendarFeed", method: "DELETE", auth, schema: z.unknown() });
}

/** The feed owner's registrations, with the tenant's token alone; the secret never reaches a log or an error. */
export async function getFeedConferences(backend: Backend, token: string): Promise<RegisteredConference[]> {
  return (
    await backend.call(`/calendar-feeds/${segment(token)}`, {
      name: "getFeedConferences",
      logPath: "/calendar-feeds/[redacted]",
      schema: listEnvelope(registeredConference),
    })
  ).data;
}
