// Networking (spec doc 2 §7 "Networking"): the calls, each answer checked against
// networking.schemas.ts. Every call carries `X-Networking-Conference`: the chosen networking
// conference's slug for a tenant of networkingType 2, empty for type 1 (`conference` null). The
// spec's GETs that change state (enable-networking, unsubscribe) are called from the portal's POST
// actions only. Nothing here is cached: requests, blocks and attendees change all the time.
import { z } from "zod";
import { BackendError, segment, type Auth, type Backend } from "./client.server";
import {
  acceptanceSchema,
  attendeesPageSchema,
  blockDaySchema,
  eventRegistrationSchema,
  eventRegistrationStateSchema,
  networkingConferenceSchema,
  networkingCustomFormCompletedSchema,
  networkingCustomFormSchema,
  networkingEventSchema,
  NETWORKING_REFUSALS,
  networkingRequestSchema,
  networkingStateSchema,
  requestsPageSchema,
} from "./networking.schemas";
import type { CustomFormValue } from "./participation.schemas";
import { codedRefusal } from "./shop.server";

const data = <S extends z.ZodTypeAny>(schema: S) => z.object({ data: schema });

export type NetworkingConference = z.output<typeof networkingConferenceSchema>;
export type NetworkingState = z.output<typeof networkingStateSchema>;
export type Acceptance = z.output<typeof acceptanceSchema>;
export type NetworkingCustomForm = z.output<typeof networkingCustomFormSchema>;
export type Attendee = z.output<typeof networkingCustomFormCompletedSchema>["attendee"];
export type AttendeesPage = z.output<typeof attendeesPageSchema>;
export type NetworkingEvent = z.output<typeof networkingEventSchema>;
export type BlockDay = z.output<typeof blockDaySchema>;
export type NetworkingRequest = z.output<typeof networkingRequestSchema>;
export type RequestsPage = z.output<typeof requestsPageSchema>;

/**
 * The networking scope: the networking conference's slug (networkingType 2) or null (type 1,
 * sent as an empty header). A slug that could not be a header value is refused before any call,
 * as a path segment would be (the 404 page).
 */
type Conference = string | null;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

function scopeHeaders(conference: Conference): Record<string, string> {
  if (conference !== null && !SLUG.test(conference)) {
    throw new BackendError("http", 404, null, "a networking conference that is not a slug was refused before any call");
  }
  return { "x-networking-conference": conference ?? "" };
}

type Options<S extends z.ZodTypeAny> = {
  method?: "GET" | "POST" | "PUT";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: S;
};

/** One networking call: the scope's header on top of the client's (tenant, locale, bearer). */
function call<S extends z.ZodTypeAny>(backend: Backend, auth: Auth, conference: Conference, path: string, options: Options<S>): Promise<z.output<S>> {
  return backend.call(path, { ...options, auth, headers: scopeHeaders(conference) });
}

// ---------------------------------------------------------------------------- joining, leaving --

/** The conferences that have networking (networkingType 2; `[]` for type 1). Sent with an empty header: none is chosen yet. */
export async function getNetworkingConferences(backend: Backend, auth: Auth): Promise<NetworkingConference[]> {
  return (await call(backend, auth, null, "/networking/conferences", { schema: data(z.array(networkingConferenceSchema)) })).data;
}

/** Where the customer stands in the scope: enabled, terms accepted, profile filled, meetings. */
export async function getNetworkingState(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (await call(backend, auth, conference, "/networking/customer/extra-networking", { schema: data(networkingStateSchema) })).data;
}

export async function getAcceptance(backend: Backend, auth: Auth, conference: Conference): Promise<Acceptance> {
  return (await call(backend, auth, conference, "/networking/acceptance", { schema: data(acceptanceSchema) })).data;
}

/** Opts in and accepts the current terms (a GET in the spec: call it from a POST action only). */
export async function enableNetworking(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (await call(backend, auth, conference, "/networking/customer/enable-networking", { schema: data(networkingStateSchema) })).data;
}

/**
 * Leaves networking in the scope, irreversibly: requests are cancelled, the profile's answers
 * dropped (a GET in the spec: call it from a POST action only). Refused with `event_associated`
 * while a validated meeting exists.
 */
export async function leaveNetworking(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (await call(backend, auth, conference, "/networking/unsubscribe", { schema: data(networkingStateSchema) })).data;
}

// ------------------------------------------------------------------------------ profile form --

export async function getNetworkingForm(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingCustomForm> {
  return (await call(backend, auth, conference, "/networking/custom-form", { schema: data(networkingCustomFormSchema) })).data;
}

/** Saves the networking profile (again, to change it); 422 names fields `survey.<name>`. */
export async function completeNetworkingForm(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  customFormId: number,
  survey: Record<string, CustomFormValue>,
): Promise<Attendee> {
  const body = { survey, custom_form_id: customFormId };
  return (await call(backend, auth, conference, "/networking/custom-form/completed", { method: "POST", body, schema: data(networkingCustomFormCompletedSchema) })).data.attendee;
}

// --------------------------------------------------------------------------------- attendees --

export type AttendeeQuery = { page?: number; search?: string; sector?: string; interest?: string; networkingEventId?: number };

export async function getAttendees(backend: Backend, auth: Auth, conference: Conference, query: AttendeeQuery = {}): Promise<AttendeesPage> {
  const { networkingEventId, ...rest } = query;
  return call(backend, auth, conference, "/networking/customers", { query: { ...rest, networking_event_id: networkingEventId }, schema: attendeesPageSchema });
}

// ------------------------------------------------------------------------- networking events --

export async function getNetworkingEvents(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingEvent[]> {
  return (await call(backend, auth, conference, "/networking/events", { schema: data(z.array(networkingEventSchema)) })).data;
}

/**
 * The event's blocks, day by day, each available or not; with `customerId` (the attendee to meet),
 * blocks where either of the two already has a meeting are `busy`.
 */
export async function getBlocks(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number, customerId?: number): Promise<BlockDay[]> {
  const body = customerId === undefined ? { networking_event_id: networkingEventId } : { networking_event_id: networkingEventId, customer_id: customerId };
  return (await call(backend, auth, conference, "/networking/events/blocks", { method: "POST", body, schema: data(z.array(blockDaySchema)) })).data;
}

export async function registerInEvent(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number): Promise<void> {
  const path = `/networking/events/${segment(networkingEventId)}/register`;
  await call(backend, auth, conference, path, { method: "POST", body: {}, schema: data(eventRegistrationStateSchema) });
}

/** Refused with `event_associated` while the customer has a validated meeting in the event. */
export async function unregisterFromEvent(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number): Promise<void> {
  const path = `/networking/events/${segment(networkingEventId)}/unregister`;
  await call(backend, auth, conference, path, { method: "POST", body: {}, schema: data(eventRegistrationStateSchema) });
}

/** The networking events the customer registered in. */
export async function getEventRegistrations(backend: Backend, auth: Auth, conference: Conference): Promise<z.output<typeof eventRegistrationSchema>[]> {
  return (await call(backend, auth, conference, "/networking/events/registrations", { schema: data(z.array(eventRegistrationSchema)) })).data;
}

/** The customer's validated meetings in one networking event, by time. */
export async function getValidatedMeetings(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number): Promise<NetworkingRequest[]> {
  const path = `/networking/events/${segment(networkingEventId)}/registrations/validated`;
  return (await call(backend, auth, conference, path, { schema: data(z.array(networkingRequestSchema)) })).data;
}

// ---------------------------------------------------------------------------------- requests --

/** What a request asks: whom, where and when (the block's start), and an optional message. */
export type MeetingAsk = { networkingEventId: number; customerId: number; start: string; message?: string | null };

/** The spec's registration payload (see networking.schemas.ts): `eventId`/`registrationId` null for a new request. */
function registrationPayload(ask: MeetingAsk, current: { eventId: number; registrationId: number } | null) {
  return {
    networking_event_id: ask.networkingEventId,
    eventId: current?.eventId ?? null,
    registrationId: current?.registrationId ?? null,
    request: { customer_id: ask.customerId, start: ask.start, message: ask.message ?? null },
  };
}

/** Asks an attendee for a meeting (status created). */
export async function createMeetingRequest(backend: Backend, auth: Auth, conference: Conference, ask: MeetingAsk): Promise<NetworkingRequest> {
  const body = registrationPayload(ask, null);
  return (await call(backend, auth, conference, "/networking/events", { method: "POST", body, schema: data(networkingRequestSchema) })).data;
}

/** Changes a created request of the customer's (event, block, message); `request` is the one it replaces. */
export async function updateMeetingRequest(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  request: Pick<NetworkingRequest, "id" | "networking_event">,
  ask: MeetingAsk,
): Promise<NetworkingRequest> {
  const body = registrationPayload(ask, { eventId: request.networking_event.id, registrationId: request.id });
  const path = `/networking/events/${segment(request.id)}`;
  return (await call(backend, auth, conference, path, { method: "PUT", body, schema: data(networkingRequestSchema) })).data;
}

export async function getReceivedRequests(backend: Backend, auth: Auth, conference: Conference, page: number): Promise<RequestsPage> {
  return call(backend, auth, conference, "/networking/events/received", { query: { page }, schema: requestsPageSchema });
}

export async function getSentRequests(backend: Backend, auth: Auth, conference: Conference, page: number): Promise<RequestsPage> {
  return call(backend, auth, conference, "/networking/events/sent", { query: { page }, schema: requestsPageSchema });
}

export type RequestDecision = "validate" | "reject" | "cancel";

/**
 * Answers a request: the receiver validates or rejects a created one; either side cancels (the
 * sender a created or validated one, the receiver a validated one). `reason` is optional (null or
 * blank: none).
 */
export async function decideMeetingRequest(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  request: Pick<NetworkingRequest, "id" | "networking_event">,
  decision: RequestDecision,
  reason: string | null = null,
): Promise<NetworkingRequest> {
  const path = `/networking/events/${segment(request.networking_event.id)}/registration/${segment(request.id)}/${decision}`;
  const body = reason === null || reason.trim() === "" ? {} : { reason };
  return (await call(backend, auth, conference, path, { method: "POST", body, schema: data(networkingRequestSchema) })).data;
}

// ---------------------------------------------------------------------------------- refusals --

/** The backend's refusal by a networking rule (409, or the 422 of the conference header); null for any other failure. */
export function networkingRefusal(error: unknown) {
  return codedRefusal(error, NETWORKING_REFUSALS);
}
