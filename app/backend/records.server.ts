// The customer's records (spec doc 2, "Customer" and "Orders"): registrations, orders, donation
// certificates and the streamed files. The shapes are the demo API's, read leniently (decision 006).
import { segment, type Auth, type Backend, type BinaryAnswer } from "./client.server";
import { anyAnswer, envelope, listEnvelope } from "./catalogue.schemas";
import {
  calendarFeed,
  calendarFeedAnswer,
  donationCertificate,
  order,
  registeredConference,
  registrationOrder,
  type CalendarFeed,
  type DonationCertificate,
  type Order,
  type RegisteredConference,
  type RegistrationOrder,
} from "./records.schemas";

export type { RegisteredConference, RegistrationOrder } from "./records.schemas";

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
    schema: anyAnswer,
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
  await backend.call("/customer/calendar-feed", { name: "revokeCalendarFeed", method: "DELETE", auth, schema: anyAnswer });
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
