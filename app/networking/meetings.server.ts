// Meeting requests: the attendees to ask, asking one for a meeting in a time block, and the
// requests received and sent with their answers. Every page starts from the networking scope.
import { data, redirect } from "@remix-run/node";
import { BackendError } from "~/backend/client.server";
import {
  changeEventRegistration,
  decideMeetingRequest,
  getAttendees,
  getBlocks,
  getEventRegistrations,
  getNetworkingEvents,
  getNetworkingForm,
  getNetworkingState,
  getRequests,
  getValidatedMeetings,
  networkingRefusal,
  saveMeetingRequest,
  type Attendee,
  type NetworkingRequest,
  type RequestsPage,
} from "~/backend/networking.server";
import { pageError } from "~/backend/page-errors.server";
import type { AppContext } from "~/context";
import { backendFailure, parseForm, replyWith } from "~/forms/submission.server";
import { positiveInt } from "~/url/params";
import { forbiddenRedirect } from "~/session/forbidden.server";
import { flashToast } from "~/session/session.server";
import { networkingHref } from "./links";
import { networkingScope, type NetworkingAccess, type NetworkingScope } from "./scope.server";
import { decisionSchema } from "./decision.schema";
import { meetingRequestSchema } from "./meeting-request.schema";
import {
  BLOCK_FIELD,
  EDIT_PARAM,
  EVENT_FIELD,
  PARTICIPATION_INTENTS,
  REGISTER_EVENT,
  UNREGISTER_EVENT,
  EVENT_PARAM,
  INTEREST_PARAM,
  MESSAGE_FIELD,
  REASON_FIELD,
  RECEIVED_PAGE_PARAM,
  REQUEST_FIELD,
  SEARCH_PARAM,
  SECTOR_PARAM,
  SENT_PAGE_PARAM,
} from "./intents";

type Args = { request: Request; context: AppContext; params?: Record<string, string | undefined> };
type Where = { locale: AppContext["locale"]; defaultLocale: AppContext["defaultLocale"]; conference: string | null };

const whereOf = (context: AppContext, scope: NetworkingScope): Where => ({
  locale: context.locale,
  defaultLocale: context.defaultLocale,
  conference: scope.conference,
});

type NotReady = "disabled" | "incomplete";

/** Networking off or the profile not filled: the pages say so and link to the hub. */
async function readiness(scope: NetworkingScope): Promise<NotReady | null> {
  const state = await getNetworkingState(scope);
  if (state.can_request) return null;
  return state.enabled && state.accepted_terms ? "incomplete" : "disabled";
}

/** The same, said by a refusal of a later call (the state changed in between). */
function notReadyOf(error: unknown): NotReady | null {
  const code = networkingRefusal(error)?.code;
  return code === "networking_disabled" ? "disabled" : code === "profile_incomplete" ? "incomplete" : null;
}

const attendeeView = (attendee: Attendee) => ({
  id: attendee.id,
  name: attendee.name,
  surname: attendee.surname,
  position: attendee.position,
  company: attendee.company,
  avatar: attendee.avatar,
  sector: attendee.sector?.label ?? null,
  interests: attendee.interests.map((interest) => interest.label),
  lookingFor: attendee.looking_for,
});

export type AttendeeView = ReturnType<typeof attendeeView>;

/** Options of a field of the networking profile form (the filters), or [] when it has none. */
function fieldOptions(form: Awaited<ReturnType<typeof getNetworkingForm>>, name: string): { value: string; label: string }[] {
  const field = form.fields.find((entry) => entry.name === name);
  return field && "options" in field && Array.isArray(field.options)
    ? field.options.map((option) => ({ value: option.value, label: option.label }))
    : [];
}

export async function loadAttendees(args: Args, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const where = whereOf(args.context, scope);
  const hubHref = networkingHref(where, "networking");
  const requestsHref = networkingHref(where, "networkingRequests");
  const notReady = await readiness(scope);
  if (notReady) return { notReady, hubHref } as const;
  const url = new URL(args.request.url);
  const filters = {
    search: (url.searchParams.get(SEARCH_PARAM) ?? "").trim().slice(0, 100),
    sector: (url.searchParams.get(SECTOR_PARAM) ?? "").slice(0, 60),
    interest: (url.searchParams.get(INTEREST_PARAM) ?? "").slice(0, 60),
  };
  const page = positiveInt(url.searchParams.get("page")) ?? 1;
  try {
    const [attendees, form] = await Promise.all([getAttendees(scope, { page, ...filters }), getNetworkingForm(scope)]);
    return {
      notReady: null,
      hubHref,
      requestsHref,
      conference: scope.conference,
      filters,
      sectors: fieldOptions(form, "sector"),
      interests: fieldOptions(form, "interests"),
      attendees: attendees.data.map((attendee) => ({
        ...attendeeView(attendee),
        requestHref: networkingHref(where, { attendee: attendee.id }),
      })),
      meta: attendees.meta,
    } as const;
  } catch (error) {
    const refused = notReadyOf(error);
    if (refused) return { notReady: refused, hubHref } as const;
    throw error;
  }
}

/** There is no call for one attendee or one sent request: the list is read page by page. */
async function findAttendee(scope: NetworkingScope, id: number): Promise<Attendee | null> {
  return findInPages((page) => getAttendees(scope, { page }), id);
}

async function findSentRequest(scope: NetworkingScope, id: number): Promise<NetworkingRequest | null> {
  return findInPages((page) => getRequests(scope, "sent", page), id);
}

async function findInPages<T extends { id: number }>(
  read: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>,
  id: number,
): Promise<T | null> {
  for (let page = 1; page <= 50; page++) {
    const result = await read(page);
    const found = result.data.find((entry) => entry.id === id);
    if (found) return found;
    if (page >= result.meta.last_page) return null;
  }
  return null;
}

/** The request being changed (`?solicitud=`): one the customer sent to this attendee, still pending; null when asking anew. */
async function editedRequest(scope: NetworkingScope, request: Request, attendeeId: number): Promise<NetworkingRequest | null> {
  const asked = new URL(request.url).searchParams.get(EDIT_PARAM);
  if (asked === null) return null;
  const id = positiveInt(asked);
  const found = id === null ? null : await findSentRequest(scope, id);
  if (!found || found.to.id !== attendeeId || found.status !== "created") throw pageError(404, "not-found");
  return found;
}

export async function loadMeetingRequest(args: Args, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const where = whereOf(args.context, scope);
  const hubHref = networkingHref(where, "networking");
  const attendeesHref = networkingHref(where, "networkingAttendees");
  const notReady = await readiness(scope);
  if (notReady) return { notReady, hubHref } as const;
  const attendeeId = positiveInt(args.params?.attendee);
  if (attendeeId === null) throw pageError(404, "not-found");
  try {
    const [attendee, events, editing] = await Promise.all([
      findAttendee(scope, attendeeId),
      getNetworkingEvents(scope),
      editedRequest(scope, args.request, attendeeId),
    ]);
    if (!attendee) throw pageError(404, "not-found");
    const asked = positiveInt(new URL(args.request.url).searchParams.get(EVENT_PARAM)) ?? editing?.networking_event.id ?? null;
    const event = events.find((entry) => entry.id === asked) ?? events[0] ?? null;
    const days = event ? await getBlocks(scope, event.id, attendee.id) : [];
    return {
      notReady: null,
      hubHref,
      attendeesHref,
      conference: scope.conference,
      attendee: attendeeView(attendee),
      events: events.map((entry) => ({ id: entry.id, title: entry.title, place: entry.place, description: entry.description })),
      eventId: event?.id ?? null,
      days,
      /** Changing a pending request: its id, and its block and message to start from (the block only in its own event). */
      editing: editing
        ? { id: editing.id, start: editing.networking_event.id === event?.id ? editing.start : null, message: editing.message }
        : null,
      requestsHref: networkingHref(where, "networkingRequests"),
    } as const;
  } catch (error) {
    const refused = notReadyOf(error);
    if (refused) return { notReady: refused, hubHref } as const;
    throw error;
  }
}

/** A refused token ends the session; anything that is not the backend's goes on. */
async function checkSession(request: Request, context: AppContext, error: unknown) {
  if (!(error instanceof BackendError)) throw error;
  if (error.forbidden) throw await forbiddenRedirect(request, context);
}

const CREATE_REFUSALS: Record<string, string> = {
  occupied: "meetings:errors.occupied",
  overlapping: "meetings:errors.overlapping",
  attendee_unavailable: "meetings:errors.attendeeUnavailable",
  networking_disabled: "meetings:errors.disabled",
  profile_incomplete: "meetings:errors.incomplete",
  request_closed: "meetings:errors.closed",
  not_allowed: "meetings:errors.notAllowed",
};

/** Asks the attendee for a meeting, or changes the pending request of `?solicitud=`; on success to the requests with a toast. */
export async function submitMeetingRequest(args: Args, access: NetworkingAccess) {
  const { request, context } = args;
  const scope = await networkingScope(args, access);
  const where = whereOf(context, scope);
  const attendeeId = positiveInt(args.params?.attendee);
  if (attendeeId === null) throw pageError(404, "not-found");
  const submission = parseForm(await request.formData(), meetingRequestSchema);
  // GOV.UK: a missing choice says what to do ("Choose a time block"), not only that it is required.
  if (submission.status !== "success")
    return replyWith(
      submission,
      submission.error?.[BLOCK_FIELD] ? { fieldErrors: { [BLOCK_FIELD]: ["meetings:errors.chooseBlock"] } } : {},
    );
  const value = submission.value;
  const eventId = positiveInt(value[EVENT_FIELD]);
  if (eventId === null) return replyWith(submission, { formErrors: ["meetings:errors.createFailed"] });
  // Changing (`?solicitud=`): an id that names no request is 0, refused below as closed.
  const edit = new URL(request.url).searchParams.get(EDIT_PARAM);
  const editId = edit === null ? null : (positiveInt(edit) ?? 0);
  const ask = { networkingEventId: eventId, customerId: attendeeId, start: value[BLOCK_FIELD], message: value[MESSAGE_FIELD] ?? null };
  try {
    if (editId === null) await saveMeetingRequest(scope, ask);
    else {
      const current = editId ? await findSentRequest(scope, editId) : null;
      if (!current || current.to.id !== attendeeId || current.status !== "created")
        return replyWith(submission, { formErrors: ["meetings:errors.closedChange"], status: 409 });
      await saveMeetingRequest(scope, ask, current);
    }
  } catch (error) {
    await checkSession(request, context, error);
    const refusal = networkingRefusal(error);
    const message = refusal ? CREATE_REFUSALS[refusal.code] : undefined;
    if (message)
      return replyWith(submission, {
        formErrors: [editId !== null && refusal?.code === "request_closed" ? "meetings:errors.closedChange" : message],
        status: 409,
      });
    if (editId !== null && error instanceof BackendError && error.notFound)
      return replyWith(submission, { formErrors: ["meetings:errors.closedChange"], status: 404 });
    return backendFailure(submission, error, {
      fallback: editId === null ? "meetings:errors.createFailed" : "meetings:errors.updateFailed",
      fields: { "request.start": BLOCK_FIELD, "request.message": MESSAGE_FIELD, networking_event_id: BLOCK_FIELD },
      logger: context.logger,
    });
  }
  const done = editId === null ? "meetings:request.sent" : "meetings:request.changed";
  return redirect(networkingHref(where, "networkingRequests"), {
    headers: await flashToast(context.sessions, request, { kind: "success", message: done }),
  });
}

/** What the customer may do with a request: the receiver answers a created one; either side cancels a validated one; the sender cancels a created one. */
function decisionsOf(request: NetworkingRequest): ("validate" | "reject" | "cancel")[] {
  if (request.status === "created") return request.direction === "received" ? ["validate", "reject"] : ["cancel"];
  if (request.status === "validated") return ["cancel"];
  return [];
}

const requestView = (request: NetworkingRequest) => ({
  id: request.id,
  eventId: request.networking_event.id,
  event: request.networking_event.title,
  place: request.networking_event.place,
  start: request.start,
  end: request.end,
  direction: request.direction,
  other: attendeeView(request.direction === "sent" ? request.to : request.from),
  message: request.message,
  status: request.status,
  reason: request.reason,
  closedBy: request.closed_by,
  decisions: decisionsOf(request),
});

export type RequestView = ReturnType<typeof requestView>;

const pageView = (page: RequestsPage) => ({ requests: page.data.map(requestView), meta: page.meta });

export async function loadRequests(args: Args, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const where = whereOf(args.context, scope);
  const hubHref = networkingHref(where, "networking");
  const notReady = await readiness(scope);
  if (notReady) return { notReady, hubHref } as const;
  const url = new URL(args.request.url);
  try {
    const [received, sent, events] = await Promise.all([
      getRequests(scope, "received", positiveInt(url.searchParams.get(RECEIVED_PAGE_PARAM)) ?? 1),
      getRequests(scope, "sent", positiveInt(url.searchParams.get(SENT_PAGE_PARAM)) ?? 1),
      loadParticipation(scope),
    ]);
    const sentView = pageView(sent);
    return {
      notReady: null,
      hubHref,
      attendeesHref: networkingHref(where, "networkingAttendees"),
      conference: scope.conference,
      received: pageView(received),
      sent: {
        ...sentView,
        // A pending request the customer sent can be changed on the request page (`?solicitud=`).
        requests: sentView.requests.map((entry) => ({
          ...entry,
          changeHref: entry.status === "created" ? networkingHref(where, { attendee: entry.other.id }, { [EDIT_PARAM]: entry.id }) : null,
        })),
      },
      events,
    } as const;
  } catch (error) {
    const refused = notReadyOf(error);
    if (refused) return { notReady: refused, hubHref } as const;
    throw error;
  }
}

/** The networking events, whether the customer said they will be there, and their confirmed meetings in each. */
async function loadParticipation(scope: NetworkingScope) {
  const [events, registrations] = await Promise.all([getNetworkingEvents(scope), getEventRegistrations(scope)]);
  const registered = new Set(registrations.map((entry) => entry.networking_event_id));
  const meetings = await Promise.all(
    events.map((event) => (registered.has(event.id) ? getValidatedMeetings(scope, event.id) : Promise.resolve([]))),
  );
  return events.map((event, index) => ({
    id: event.id,
    title: event.title,
    place: event.place,
    registered: registered.has(event.id),
    meetings: meetings[index].map((meeting) => ({
      id: meeting.id,
      start: meeting.start,
      end: meeting.end,
      other: attendeeView(meeting.direction === "sent" ? meeting.to : meeting.from),
    })),
  }));
}

export type ParticipationView = Awaited<ReturnType<typeof loadParticipation>>[number];

const PARTICIPATION_DONE = { [REGISTER_EVENT]: "meetings:events.registered", [UNREGISTER_EVENT]: "meetings:events.unregistered" } as const;

/** "I'll be there" / "I won't": back to the page with a toast, or the refusal beside that event's button. */
async function submitParticipation(args: Args, scope: NetworkingScope, intent: keyof typeof PARTICIPATION_DONE, formData: FormData) {
  const { request, context } = args;
  const raw = formData.get(EVENT_FIELD);
  const eventId = positiveInt(typeof raw === "string" ? raw : null);
  if (eventId === null) return data({ reply: null }, { status: 400 });
  const failed = (message: string, status: number) => data({ reply: null, eventId, eventError: message }, { status });
  try {
    await changeEventRegistration(scope, eventId, intent === REGISTER_EVENT ? "register" : "unregister");
  } catch (error) {
    await checkSession(request, context, error);
    const code = networkingRefusal(error)?.code;
    if (code === "event_associated") return failed("meetings:errors.eventAssociated", 409);
    if (code === "networking_disabled") return failed("meetings:errors.disabled", 409);
    context.logger.warn({ err: error }, "networking event participation failed");
    return failed(intent === REGISTER_EVENT ? "meetings:errors.registerFailed" : "meetings:errors.unregisterFailed", 502);
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, {
    headers: await flashToast(context.sessions, request, { kind: "success", message: PARTICIPATION_DONE[intent] }),
  });
}

const DECISION_REFUSALS: Record<string, string> = {
  occupied: "meetings:errors.occupied",
  overlapping: "meetings:errors.overlapping",
  request_closed: "meetings:errors.closed",
  not_allowed: "meetings:errors.notAllowed",
  networking_disabled: "meetings:errors.disabled",
};

const DECISION_FAILED = {
  validate: "meetings:errors.validateFailed",
  reject: "meetings:errors.rejectFailed",
  cancel: "meetings:errors.cancelFailed",
} as const;
const DECIDED = {
  validate: "meetings:requests.validated",
  reject: "meetings:requests.rejected",
  cancel: "meetings:requests.cancelled",
} as const;

/** Validates, rejects or cancels a request; back to the same lists with a toast, or the refusal beside that request's actions. */
export async function submitDecision(args: Args, access: NetworkingAccess) {
  const { request, context } = args;
  const scope = await networkingScope(args, access);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (PARTICIPATION_INTENTS.some((entry) => entry === intent))
    return submitParticipation(args, scope, intent as keyof typeof PARTICIPATION_DONE, formData);
  const submission = parseForm(formData, decisionSchema);
  const requestId = submission.payload[REQUEST_FIELD];
  const extra = { requestId: typeof requestId === "string" ? requestId : null };
  if (submission.status !== "success") return replyWith(submission, { extra });
  const value = submission.value;
  const id = positiveInt(value[REQUEST_FIELD]);
  const eventId = positiveInt(value[EVENT_FIELD]);
  if (id === null || eventId === null) return data({ reply: null }, { status: 400 });
  const decision = value.intent as keyof typeof DECIDED;
  try {
    await decideMeetingRequest(
      scope,
      { id, networking_event: { id: eventId, title: "-", place: "-" } },
      decision,
      value[REASON_FIELD] ?? null,
    );
  } catch (error) {
    await checkSession(request, context, error);
    const refusal = networkingRefusal(error);
    const message = refusal ? DECISION_REFUSALS[refusal.code] : undefined;
    if (message) return replyWith(submission, { formErrors: [message], status: 409, extra });
    if (error instanceof BackendError && error.notFound)
      return replyWith(submission, { formErrors: ["meetings:errors.closed"], status: 404, extra });
    return backendFailure(submission, error, {
      fallback: DECISION_FAILED[decision],
      fields: { reason: REASON_FIELD },
      logger: context.logger,
      extra,
    });
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, {
    headers: await flashToast(context.sessions, request, { kind: "success", message: DECIDED[decision] }),
  });
}
