// Networking calls (spec doc 2 §7), never cached. Every call carries `X-Networking-Conference`
// (a slug for networkingType 2, empty for type 1); the spec's state-changing GETs
// (enable-networking, unsubscribe) must be called from POST actions only.
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
import { envelope, listEnvelope, type Answer, type AnswerSchema } from "./catalogue.schemas";
import type {
  Acceptance,
  EventRegistration,
  Attendee,
  AttendeesPage,
  BlockDay,
  NetworkingConference,
  NetworkingCustomForm,
  NetworkingEvent,
  NetworkingRequest,
  NetworkingState,
  RequestsPage,
} from "./networking.schemas";

export type { Attendee, NetworkingConference, NetworkingRequest, RequestsPage } from "./networking.schemas";

/** Who calls, in which networking scope: `conference` is the slug (type 2) or null (type 1, the header sent empty). */
export type NetworkingCalls = { backend: Backend; auth: Auth; conference: string | null };

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

/** A slug that could not be a header value is a 404 before any call. */
function scopeHeaders(conference: string | null): Record<string, string> {
  if (conference !== null && !SLUG.test(conference)) {
    throw new BackendError("http", 404, null, "a networking conference that is not a slug was refused before any call");
  }
  return { "x-networking-conference": conference ?? "" };
}

type DataOf<S extends AnswerSchema> = Answer<S> extends { data: infer D } ? D : never;

type Options<S extends AnswerSchema> = {
  name: string;
  method?: "GET" | "POST" | "PUT";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: S;
};

function call<S extends AnswerSchema>(
  { backend, auth, conference }: NetworkingCalls,
  path: string,
  options: Options<S>,
): Promise<Answer<S>> {
  return backend.call(path, { ...options, auth, headers: scopeHeaders(conference) });
}

/** A call whose answer is an envelope: what it holds. */
async function dataOf<S extends AnswerSchema>(scope: NetworkingCalls, path: string, options: Options<S>): Promise<DataOf<S>> {
  return ((await call(scope, path, options)) as { data: DataOf<S> }).data;
}

/** Sent with an empty header: none is chosen yet. */
export function getNetworkingConferences(backend: Backend, auth: Auth): Promise<NetworkingConference[]> {
  const scope = { backend, auth, conference: null };
  return dataOf(scope, "/networking/conferences", { name: "getNetworkingConferences", schema: listEnvelope(networkingConferenceSchema) });
}

export function getNetworkingState(scope: NetworkingCalls): Promise<NetworkingState> {
  return dataOf(scope, "/networking/customer/extra-networking", { name: "getNetworkingState", schema: envelope(networkingStateSchema) });
}

export function getAcceptance(scope: NetworkingCalls): Promise<Acceptance> {
  return dataOf(scope, "/networking/acceptance", { name: "getAcceptance", schema: envelope(acceptanceSchema) });
}

/** Opts in and accepts the current terms; call it from a POST action only. */
export function enableNetworking(scope: NetworkingCalls): Promise<NetworkingState> {
  return dataOf(scope, "/networking/customer/enable-networking", { name: "enableNetworking", schema: envelope(networkingStateSchema) });
}

/** Irreversible; call it from a POST action only. */
export function leaveNetworking(scope: NetworkingCalls): Promise<NetworkingState> {
  return dataOf(scope, "/networking/unsubscribe", { name: "leaveNetworking", schema: envelope(networkingStateSchema) });
}

export function getNetworkingForm(scope: NetworkingCalls): Promise<NetworkingCustomForm> {
  return dataOf(scope, "/networking/custom-form", { name: "getNetworkingForm", schema: envelope(networkingCustomFormSchema) });
}

export async function completeNetworkingForm(
  scope: NetworkingCalls,
  customFormId: number,
  survey: Record<string, CustomFormValue>,
): Promise<Attendee> {
  const body = { survey, custom_form_id: customFormId };
  const schema = envelope(networkingCustomFormCompletedSchema);
  return (await dataOf(scope, "/networking/custom-form/completed", { name: "completeNetworkingForm", method: "POST", body, schema }))
    .attendee;
}

export type AttendeeQuery = { page?: number; search?: string; sector?: string; interest?: string; networkingEventId?: number };

export function getAttendees(scope: NetworkingCalls, query: AttendeeQuery = {}): Promise<AttendeesPage> {
  const { networkingEventId, ...rest } = query;
  return call(scope, "/networking/customers", {
    name: "getAttendees",
    query: { ...rest, networking_event_id: networkingEventId },
    schema: attendeesPageSchema,
  });
}

export function getNetworkingEvents(scope: NetworkingCalls): Promise<NetworkingEvent[]> {
  return dataOf(scope, "/networking/events", { name: "getNetworkingEvents", schema: listEnvelope(networkingEventSchema) });
}

/** With `customerId`, blocks where either attendee already has a meeting are `busy`. */
export function getBlocks(scope: NetworkingCalls, networkingEventId: number, customerId?: number): Promise<BlockDay[]> {
  const body =
    customerId === undefined
      ? { networking_event_id: networkingEventId }
      : { networking_event_id: networkingEventId, customer_id: customerId };
  return dataOf(scope, "/networking/events/blocks", { name: "getBlocks", method: "POST", body, schema: listEnvelope(blockDaySchema) });
}

/** Joins or leaves a networking event; leaving is refused with `event_associated` while the customer has a validated meeting in it. */
export async function changeEventRegistration(scope: NetworkingCalls, networkingEventId: number, change: "register" | "unregister") {
  const path = `/networking/events/${segment(networkingEventId)}/${change}`;
  const name = change === "register" ? "registerInEvent" : "unregisterFromEvent";
  await call(scope, path, { name, method: "POST", body: {}, schema: envelope(eventRegistrationStateSchema) });
}

export function getEventRegistrations(scope: NetworkingCalls): Promise<EventRegistration[]> {
  return dataOf(scope, "/networking/events/registrations", {
    name: "getEventRegistrations",
    schema: listEnvelope(eventRegistrationSchema),
  });
}

export function getValidatedMeetings(scope: NetworkingCalls, networkingEventId: number): Promise<NetworkingRequest[]> {
  const path = `/networking/events/${segment(networkingEventId)}/registrations/validated`;
  return dataOf(scope, path, { name: "getValidatedMeetings", schema: listEnvelope(networkingRequestSchema) });
}

export type MeetingAsk = { networkingEventId: number; customerId: number; start: string; message?: string | null };

/** Asks for a meeting (`current` null), or moves a request already made (spec's registration payload). */
export function saveMeetingRequest(
  scope: NetworkingCalls,
  ask: MeetingAsk,
  current: Pick<NetworkingRequest, "id" | "networking_event"> | null = null,
): Promise<NetworkingRequest> {
  const body = {
    networking_event_id: ask.networkingEventId,
    eventId: current?.networking_event.id ?? null,
    registrationId: current?.id ?? null,
    request: { customer_id: ask.customerId, start: ask.start, message: ask.message ?? null },
  };
  const schema = envelope(networkingRequestSchema);
  if (!current) return dataOf(scope, "/networking/events", { name: "createMeetingRequest", method: "POST", body, schema });
  return dataOf(scope, `/networking/events/${segment(current.id)}`, { name: "updateMeetingRequest", method: "PUT", body, schema });
}

/** A page of the requests the customer received or sent. */
export function getRequests(scope: NetworkingCalls, list: "received" | "sent", page: number): Promise<RequestsPage> {
  const name = list === "received" ? "getReceivedRequests" : "getSentRequests";
  return call(scope, `/networking/events/${list}`, { name, query: { page }, schema: requestsPageSchema });
}

export type RequestDecision = "validate" | "reject" | "cancel";

export function decideMeetingRequest(
  scope: NetworkingCalls,
  request: Pick<NetworkingRequest, "id" | "networking_event">,
  decision: RequestDecision,
  reason: string | null = null,
): Promise<NetworkingRequest> {
  const path = `/networking/events/${segment(request.networking_event.id)}/registration/${segment(request.id)}/${decision}`;
  const body = reason === null || reason.trim() === "" ? {} : { reason };
  return dataOf(scope, path, { name: "decideMeetingRequest", method: "POST", body, schema: envelope(networkingRequestSchema) });
}

export function networkingRefusal(error: unknown) {
  return codedRefusal(error, NETWORKING_REFUSALS);
}
