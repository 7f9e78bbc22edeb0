// The visitor's registrations as the pages show them: each activity registered for, joined with the
// order that still holds it when its payment is pending or failed.
import type { RegisteredConference, RegistrationOrder } from "~/backend/records.server";

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

/** The orders that still hold a pending registration: awaiting payment, or a payment that failed. */
const OPEN_ORDER_STATUSES = new Set(["pending", "failed"]);

export function joinRegistrations(conferences: RegisteredConference[], orders: RegistrationOrder[]): Registration[] {
  return conferences.map((conference) => {
    const pendingOrder =
      conference.registration_state === "pending"
        ? orders.find(
            (order) =>
              String(order.conference_id) === String(conference.id) && OPEN_ORDER_STATUSES.has(order.status) && order.registration_uuid,
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
