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

/** A slug that could not be a header value is a 404 before any call. */
type Conference = string | null;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

function scopeHeaders(conference: Conference): Record<string, string> {
  if (conference !== null && !SLUG.test(conference)) {
    throw new BackendError("http", 404, null, "a networking conference that is not a slug was refused before any call");
  }
  return { "x-networking-conference": conference ?? "" };
}

type Options<S extends AnswerSchema> = {
  name: string;
  method?: "GET" | "POST" | "PUT";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: S;
};

function call<S extends AnswerSchema>(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  path: string,
  options: Options<S>,
): Promise<Answer<S>> {
  return backend.call(path, { ...options, auth, headers: scopeHeaders(conference) });
}

/** Sent with an empty header: none is chosen yet. */
export async function getNetworkingConferences(backend: Backend, auth: Auth): Promise<NetworkingConference[]> {
  return (
    await call(backend, auth, null, "/networking/conferences", {
      name: "getNetworkingConferences",
      schema: listEnvelope(networkingConferenceSchema),
    })
  ).data;
}

export async function getNetworkingState(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (
    await call(backend, auth, conference, "/networking/customer/extra-networking", {
      name: "getNetworkingState",
      schema: envelope(networkingStateSchema),
    })
  ).data;
}

export async function getAcceptance(backend: Backend, auth: Auth, conference: Conference): Promise<Acceptance> {
  return (await call(backend, auth, conference, "/networking/acceptance", { name: "getAcceptance", schema: envelope(acceptanceSchema) }))
    .data;
}

/** Opts in and accepts the current terms; call it from a POST action only. */
export async function enableNetworking(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (
    await call(backend, auth, conference, "/networking/customer/enable-networking", {
      name: "enableNetworking",
      schema: envelope(networkingStateSchema),
    })
  ).data;
}

/** Irreversible; call it from a POST action only. */
export async function leaveNetworking(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingState> {
  return (
    await call(backend, auth, conference, "/networking/unsubscribe", { name: "leaveNetworking", schema: envelope(networkingStateSchema) })
  ).data;
}

export async function getNetworkingForm(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingCustomForm> {
  return (
    await call(backend, auth, conference, "/networking/custom-form", {
      name: "getNetworkingForm",
      schema: envelope(networkingCustomFormSchema),
    })
  ).data;
}

export async function completeNetworkingForm(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  customFormId: number,
  survey: Record<string, CustomFormValue>,
): Promise<Attendee> {
  const body = { survey, custom_form_id: customFormId };
  return (
    await call(backend, auth, conference, "/networking/custom-form/completed", {
      name: "completeNetworkingForm",
      method: "POST",
      body,
      schema: envelope(networkingCustomFormCompletedSchema),
    })
  ).data.attendee;
}

export type AttendeeQuery = { page?: number; search?: string; sector?: string; interest?: string; networkingEventId?: number };

export async function getAttendees(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  query: AttendeeQuery = {},
): Promise<AttendeesPage> {
  const { networkingEventId, ...rest } = query;
  return call(backend, auth, conference, "/networking/customers", {
    name: "getAttendees",
    query: { ...rest, networking_event_id: networkingEventId },
    schema: attendeesPageSchema,
  });
}

export async function getNetworkingEvents(backend: Backend, auth: Auth, conference: Conference): Promise<NetworkingEvent[]> {
  return (
    await call(backend, auth, conference, "/networking/events", {
      name: "getNetworkingEvents",
      schema: listEnvelope(networkingEventSchema),
    })
  ).data;
}

/** With `customerId`, blocks where either attendee already has a meeting are `busy`. */
export async function getBlocks(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  networkingEventId: number,
  customerId?: number,
): Promise<BlockDay[]> {
  const body =
    customerId === undefined
      ? { networking_event_id: networkingEventId }
      : { networking_event_id: networkingEventId, customer_id: customerId };
  return (
    await call(backend, auth, conference, "/networking/events/blocks", {
      name: "getBlocks",
      method: "POST",
      body,
      schema: listEnvelope(blockDaySchema),
    })
  ).data;
}

export async function registerInEvent(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number): Promise<void> {
  const path = `/networking/events/${segment(networkingEventId)}/register`;
  await call(backend, auth, conference, path, {
    name: "registerInEvent",
    method: "POST",
    body: {},
    schema: envelope(eventRegistrationStateSchema),
  });
}

/** Refused with `event_associated` while the customer has a validated meeting in the event. */
export async function unregisterFromEvent(backend: Backend, auth: Auth, conference: Conference, networkingEventId: number): Promise<void> {
  const path = `/networking/events/${segment(networkingEventId)}/unregister`;
  await call(backend, auth, conference, path, {
    name: "unregisterFromEvent",
    method: "POST",
    body: {},
    schema: envelope(eventRegistrationStateSchema),
  });
}

export async function getEventRegistrations(backend: Backend, auth: Auth, conference: Conference): Promise<EventRegistration[]> {
  return (
    await call(backend, auth, conference, "/networking/events/registrations", {
      name: "getEventRegistrations",
      schema: listEnvelope(eventRegistrationSchema),
    })
  ).data;
}

export async function getValidatedMeetings(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  networkingEventId: number,
): Promise<NetworkingRequest[]> {
  const path = `/networking/events/${segment(networkingEventId)}/registrations/validated`;
  return (await call(backend, auth, conference, path, { name: "getValidatedMeetings", schema: listEnvelope(networkingRequestSchema) }))
    .data;
}

export type MeetingAsk = { networkingEventId: number; customerId: number; start: string; message?: string | null };

/** The spec's registration payload: `eventId` and `registrationId` are null for a new request. */
function registrationPayload(ask: MeetingAsk, current: { eventId: number; registrationId: number } | null) {
  return {
    networking_event_id: ask.networkingEventId,
    eventId: current?.eventId ?? null,
    registrationId: current?.registrationId ?? null,
    request: { customer_id: ask.customerId, start: ask.start, message: ask.message ?? null },
  };
}

export async function createMeetingRequest(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  ask: MeetingAsk,
): Promise<NetworkingRequest> {
  const body = registrationPayload(ask, null);
  return (
    await call(backend, auth, conference, "/networking/events", {
      name: "createMeetingRequest",
      method: "POST",
      body,
      schema: envelope(networkingRequestSchema),
    })
  ).data;
}

export async function updateMeetingRequest(
  backend: Backend,
  auth: Auth,
  conference: Conference,
  request: Pick<NetworkingRequest, "id" | "networking_event">,
  ask: MeetingAsk,
): Promise<NetworkingRequest> {
  const body = registrationPayload(ask, { eventId: request.networking_event.id, registrationId: request.id });
  const path = `/networking/events/${segment(request.id)}`;
  return (
    await call(backend, auth, conference, path, {
      name: "updateMeetingRequest",
      method: "PUT",
      body,
      schema: envelope(networkingRequestSchema),
    })
  ).data;
}

export async function getReceivedRequests(backend: Backend, auth: Auth, conference: Conference, page: number): Promise<RequestsPage> {
  return call(backend, auth, conference, "/networking/events/received", {
    name: "getReceivedRequests",
    query: { page },
    schema: requestsPageSchema,
  });
}

export async function getSentRequests(backend: Backend, auth: Auth, conference: Conference, page: number): Promise<RequestsPage> {
  return call(backend, auth, conference, "/networking/events/sent", {
    name: "getSentRequests",
    query: { page },
    schema: requestsPageSchema,
  });
}

export type RequestDecision = "validate" | "reject" | "cancel";

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
  return (
    await call(backend, auth, conference, path, {
      name: "decideMeetingRequest",
      method: "POST",
      body,
      schema: envelope(networkingRequestSchema),
    })
  ).data;
}

export function networkingRefusal(error: unknown) {
  return codedRefusal(error, NETWORKING_REFUSALS);
}
