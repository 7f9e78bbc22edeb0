// The visitor's registrations joined with their orders, the orders asked for only when needed.
import type { Auth, Backend } from "~/backend/client.server";
import { getRegistrationOrders, type RegisteredConference } from "~/backend/records.server";
import { joinRegistrations, type Registration } from "./registrations";

/** Only a pending registration is joined with an order (its discard step): the orders are asked for only then. */
export async function joinedRegistrations(backend: Backend, auth: Auth, conferences: RegisteredConference[]): Promise<Registration[]> {
  const pending = conferences.some((conference) => conference.registration_state === "pending");
  return joinRegistrations(conferences, pending ? await getRegistrationOrders(backend, auth) : []);
}
