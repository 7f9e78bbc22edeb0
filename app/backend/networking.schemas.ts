// The shapes of the backend's answers about networking: meetings between attendees in time blocks
// (spec doc 1 §2 profile tab `networking`, §3 the customer's networking opt-in; doc 2 §3 the
// networking registration payload and request statuses, §4 request states and the irreversible
// deactivation, §5 a request needs a user, a networking meeting and a time block, §7 "Networking",
// §8 networking messages, §9 the sample meeting window 16:00–18:00). The spec names the calls and
// the registration payload, not the answers: these are ours (snake_case, `{data}` envelopes,
// Laravel's paginator, refusals `409 {message, code}` and Laravel's 422 `{message, errors}`; 403 is
// only "no valid session"), written down once here and documented call by call at the top of
// demo-api/routes/networking.ts.
//
// Every networking call carries `X-Networking-Conference`: the chosen networking conference's slug
// for a tenant of `networkingType` 2 (meetings belong to a conference), empty for type 1 (meetings
// belong to the tenant's event). Everything below is "in that scope": a customer enables
// networking, accepts the terms and fills the networking profile once per scope; attendees, events
// and requests are the scope's.
//
// Words as used here (the spec's are in brackets):
//   networking event   [networking meeting] a meeting space with its window (e.g. the foyer's
//                      tables, 16:00–18:00 on each of its days), cut into time blocks of 15 minutes.
//   request            [registration] a meeting one attendee asks of another, in one networking
//                      event, in one block: its id is the `registrationId` of the calls.
//   meeting            a validated request: it takes one of the event's tables in its block and
//                      makes both attendees busy then.
//
// The registration payload (`POST /networking/events`, `PUT /networking/events/{id}`), as we read
// the spec's four names:
//   networking_event_id  where the meeting is to be (a networking event's id)
//   eventId              null for a new request; on an update, the networking event the request is
//                        in now (the `{eventId}` of the validate/reject/cancel paths)
//   registrationId       null for a new request; on an update, the request's id (the
//                        `{registrationId}` of those paths, and the PUT's `{id}`)
//   request              {customer_id: the attendee asked, start: the block's start (ISO date-time
//                        with offset), message: optional text for them}
// so the pair (eventId, registrationId) names a request the same way everywhere.
//
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { paginated } from "./catalogue.schemas";
import { customFormSchema } from "./participation.schemas";

const id = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDateTime = z.string().datetime({ offset: true });

// ------------------------------------------------------------------------------- conferences --

/**
 * One conference of `GET /networking/conferences` (networkingType 2: the conferences that have
 * networking; its `slug` is what `X-Networking-Conference` carries). Type 1 tenants answer `[]`.
 */
export const networkingConferenceSchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string().min(1),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
});

// ---------------------------------------------------------------------------------- attendees --

/** A choice of the networking profile form, as the attendee answered it (value and its label in the request's language). */
const choiceSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

/**
 * One attendee: `GET /networking/customers` lists them, requests name them (`from`, `to`), the
 * customer's own is in the networking state. `sector`, `interests` and `looking_for` come from the
 * networking profile form's answers.
 */
const attendeeSchema = z.object({
  /** The `customer_id` to ask a meeting of. */
  id,
  name: z.string().min(1),
  surname: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  /** An image URL (absolute, or a path on the backend) or null: the page draws initials. */
  avatar: z.string().min(1).nullable(),
  sector: choiceSchema.nullable(),
  interests: z.array(choiceSchema),
  /** What they would like to talk about, plain text as written, or null. */
  looking_for: z.string().nullable(),
});

/**
 * `GET /networking/customers?page=&search=&sector=&interest=&networking_event_id=`: the scope's
 * attendees with networking enabled and their profile filled, the customer excluded, by surname
 * and name; 10 a page. `search` matches name, surname, position and company; `sector` and
 * `interest` are option values of the profile form; `networking_event_id` keeps those registered
 * in that networking event.
 */
export const attendeesPageSchema = paginated(attendeeSchema);

// --------------------------------------------------------------------------- the customer's state --

/**
 * `GET /networking/customer/extra-networking` (and what enabling and leaving answer): where the
 * customer stands in the scope. To ask for meetings a customer must have enabled networking (which
 * accepts the terms of `GET /networking/acceptance`) and filled the networking profile form.
 */
export const networkingStateSchema = z
  .object({
    /** The scope: the conference's slug (type 2) or null (type 1). */
    conference: z.string().min(1).nullable(),
    /** Opted in (the spec's customer networking opt-in, in this scope). */
    enabled: z.boolean(),
    /** Accepted the current terms (enabling accepts them). */
    accepted_terms: z.boolean(),
    /** The version of the terms accepted, or null. */
    accepted_version: z.string().nullable(),
    /** The current terms' version (`GET /networking/acceptance`). */
    terms_version: z.string().min(1),
    /** Answered the networking profile form. */
    profile_completed: z.boolean(),
    /** The networking profile form to answer (`GET /networking/custom-form`). */
    custom_form_id: id,
    /** enabled, accepted and profile completed: may ask and be asked for meetings, and is listed. */
    can_request: z.boolean(),
    /** How others see the customer (null until enabled). */
    attendee: attendeeSchema.nullable(),
    /** Requests received waiting for an answer. */
    pending_received: z.number().int().nonnegative(),
    /** Validated meetings: while there is one, leaving is refused (`event_associated`). */
    validated_meetings: z.number().int().nonnegative(),
  })
  .refine((state) => state.can_request === (state.enabled && state.accepted_terms && state.profile_completed), {
    message: "can_request is enabled, accepted and profile completed",
  })
  .refine((state) => state.accepted_terms === (state.accepted_version !== null && state.accepted_version === state.terms_version), {
    message: "accepted_terms means the current version was accepted",
  });

/** `GET /networking/acceptance`: the terms a customer accepts by enabling networking. */
export const acceptanceSchema = z.object({
  version: z.string().min(1),
  title: z.string().min(1),
  /** Sanitised HTML (as CMS texts), in the request's language. */
  html: z.string().min(1),
  updated_at: isoDate,
});

// ------------------------------------------------------------------------------ profile form --

/** A field of the form: the survey's field list (participation.schemas.ts), drawn by the same renderer. */
const customFormFieldsSchema = customFormSchema.shape.fields;

/** An answer as the backend keeps it, by the field's type (text, option, number, date, ticked, options; null when left empty). */
const customFormValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/**
 * `GET /networking/custom-form`: the networking profile form. Unlike a survey it can be answered
 * again (to change the profile): `values` are the customer's last answers by field name ({} before).
 */
export const networkingCustomFormSchema = z.object({
  /** The `custom_form_id` to send with the answers. */
  id,
  title: z.string().min(1),
  description: z.string().nullable(),
  answered: z.boolean(),
  values: z.record(z.string(), customFormValueSchema),
  fields: customFormFieldsSchema,
});

/** `POST /networking/custom-form/completed` `{survey, custom_form_id}` → 200 `{data}`: the profile as others now see it. */
export const networkingCustomFormCompletedSchema = z.object({ custom_form_id: id, answered: z.literal(true), attendee: attendeeSchema });

// ------------------------------------------------------------------------- networking events --

/** One day of a networking event's window, e.g. 16:00–18:00 Central European time. */
const eventDaySchema = z.object({ date: isoDate, starts_at: isoDateTime, ends_at: isoDateTime });

/** One networking event (meeting space and window) of `GET /networking/events`. */
export const networkingEventSchema = z.object({
  /** The `networking_event_id` (and `{eventId}`) of the calls. */
  id,
  /** The scope's conference slug (type 2) or null (type 1). */
  conference: z.string().min(1).nullable(),
  title: z.string().min(1),
  /** Where: the room or area, and the venue. */
  place: z.string().min(1),
  description: z.string().nullable(),
  days: z.array(eventDaySchema).min(1),
  /** Every block lasts this long (15). */
  block_minutes: z.number().int().positive(),
  /** How many meetings fit in one block at once. */
  tables: z.number().int().positive(),
  /** The customer registered in it (`POST …/{id}/register`). */
  registered: z.boolean(),
});

/** `GET /networking/events/registrations`: the networking events the customer registered in. */
export const eventRegistrationSchema = z.object({ networking_event_id: id, registered_at: isoDateTime });

/** `POST /networking/events/{id}/register` and `/unregister` → 200 `{data}`. */
export const eventRegistrationStateSchema = z.object({ networking_event_id: id, registered: z.boolean() });

// ------------------------------------------------------------------------------------ blocks --

const BLOCK_UNAVAILABLE = [
  /** Every table of the space is taken by validated meetings then. */
  "occupied",
  /** The customer or the attendee asked (`customer_id`) already has a validated meeting then. */
  "busy",
] as const;

/** One time block (15 minutes). */
const blockSchema = z
  .object({
    start: isoDateTime,
    end: isoDateTime,
    available: z.boolean(),
    /** Why not, or null when available. */
    unavailable: z.enum(BLOCK_UNAVAILABLE).nullable(),
  })
  .refine((block) => block.available === (block.unavailable === null), { message: "an unavailable block, and only one, says why" });

/**
 * `POST /networking/events/blocks` `{networking_event_id, customer_id?}` → `{data: [{date, blocks}]}`:
 * every block of every day of the event, in order, with whether it can be asked for now.
 */
export const blockDaySchema = z.object({ date: isoDate, blocks: z.array(blockSchema).min(1) });

// ---------------------------------------------------------------------------------- requests --

/** The spec's request statuses (doc 2 §3): created is "pending". */
export const REQUEST_STATUSES = ["created", "validated", "rejected", "cancelled"] as const;

/**
 * One request (registration): what create, update, validate, reject and cancel answer, and what the
 * received, sent and validated lists hold.
 */
export const networkingRequestSchema = z
  .object({
    /** The `registrationId`. */
    id,
    /** Where: `networking_event.id` is the `eventId`. */
    networking_event: z.object({ id, title: z.string().min(1), place: z.string().min(1) }),
    /** The block. */
    start: isoDateTime,
    end: isoDateTime,
    /** Who asked, and whom. */
    from: attendeeSchema,
    to: attendeeSchema,
    /** Seen from the bearer: "sent" when they asked, "received" when they were asked. */
    direction: z.enum(["sent", "received"]),
    /** The asker's words, plain text as written, or null. */
    message: z.string().nullable(),
    status: z.enum(REQUEST_STATUSES),
    /** The reason given when rejecting or cancelling (optional), else null. */
    reason: z.string().nullable(),
    /** Who rejected or cancelled it ("sender" or "receiver"); null while created or validated. */
    closed_by: z.enum(["sender", "receiver"]).nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .refine((request) => (request.closed_by === null) === (request.status === "created" || request.status === "validated"), {
    message: "a rejected or cancelled request, and only one, says who closed it",
  })
  .refine((request) => request.reason === null || request.status === "rejected" || request.status === "cancelled", {
    message: "only a rejected or cancelled request has a reason",
  });

/** `GET /networking/events/received?page=` and `/sent?page=`: newest first, 10 a page. */
export const requestsPageSchema = paginated(networkingRequestSchema);

// ---------------------------------------------------------------------------------- refusals --

/**
 * The `code` of a refusal the pages tell apart (spec doc 2 §8 "Networking": cannot leave because an
 * event is associated; overlapping registration; occupied space; create, update, send, accept,
 * reject, cancel failures). All 409 but `conference_invalid` (422).
 */
export const NETWORKING_REFUSALS = [
  /** 422 (errors["X-Networking-Conference"]): type 2 without the header, or not a networking conference's slug. */
  "conference_invalid",
  /** The customer has not enabled networking in this scope (every call but conferences, acceptance, state, enable). */
  "networking_disabled",
  /** Create or update: the customer's networking profile form is not answered yet. */
  "profile_incomplete",
  /** Create, update: the attendee asked no longer takes part (left networking, or never did). */
  "attendee_unavailable",
  /** Create, update, validate: every table of the space is taken in that block ("occupied space"). */
  "occupied",
  /** Create, update, validate: the customer or the other attendee already has a meeting then ("overlapping registration"). */
  "overlapping",
  /** Leaving networking, or unregistering from an event, while a validated meeting exists ("an event is associated"). */
  "event_associated",
  /** Update, validate, reject, cancel: the request is not in a state that allows it (e.g. validating a cancelled one). */
  "request_closed",
  /** Update, validate, reject, cancel: not this customer's to do (e.g. the sender validating). */
  "not_allowed",
] as const;

/**
 * A refusal: `{message, code}` (409), or Laravel's 422 `{message, errors}` (with a `code` only for
 * `conference_invalid`). `message` is in the request's language; the payload's 422 names fields as
 * sent (`networking_event_id`, `request.customer_id`, `request.start`, `request.message`, `reason`,
 * `survey.<name>`, `custom_form_id`).
 */
export const networkingRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
