// The backend's answers about networking (spec doc 1 §2–3, doc 2 §3–9), scoped by the
// `X-Networking-Conference` header; documented call by call in demo-api/routes/networking.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { isoDateTime, paginated } from "./catalogue.schemas";
import { customFormSchema } from "./participation.schemas";

const id = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /networking/conferences` (type 2 only; type 1 answers `[]`): `slug` is the scope header's value. */
export const networkingConferenceSchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string().min(1),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
});

const choiceSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

const attendeeSchema = z.object({
  id,
  name: z.string().min(1),
  surname: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  /** Absolute URL or a backend path; null draws initials. */
  avatar: z.string().min(1).nullable(),
  sector: choiceSchema.nullable(),
  interests: z.array(choiceSchema),
  looking_for: z.string().nullable(),
});

export const attendeesPageSchema = paginated(attendeeSchema);

/** `GET /networking/customer/extra-networking` (also what enabling and leaving answer): the customer in the scope. */
export const networkingStateSchema = z
  .object({
    conference: z.string().min(1).nullable(),
    enabled: z.boolean(),
    accepted_terms: z.boolean(),
    accepted_version: z.string().nullable(),
    terms_version: z.string().min(1),
    profile_completed: z.boolean(),
    custom_form_id: id,
    can_request: z.boolean(),
    attendee: attendeeSchema.nullable(),
    pending_received: z.number().int().nonnegative(),
    /** While non-zero, leaving is refused (`event_associated`). */
    validated_meetings: z.number().int().nonnegative(),
  })
  .refine((state) => state.can_request === (state.enabled && state.accepted_terms && state.profile_completed), {
    message: "can_request is enabled, accepted and profile completed",
  })
  .refine((state) => state.accepted_terms === (state.accepted_version !== null && state.accepted_version === state.terms_version), {
    message: "accepted_terms means the current version was accepted",
  });

/** The terms a customer accepts by enabling networking. */
export const acceptanceSchema = z.object({
  version: z.string().min(1),
  title: z.string().min(1),
  /** Sanitised HTML, as CMS texts. */
  html: z.string().min(1),
  updated_at: isoDate,
});

const customFormFieldsSchema = customFormSchema.shape.fields;

const customFormValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/** `GET /networking/custom-form`: unlike a survey it can be answered again; `values` are the last answers. */
export const networkingCustomFormSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string().nullable(),
  answered: z.boolean(),
  values: z.record(z.string(), customFormValueSchema),
  fields: customFormFieldsSchema,
});

export const networkingCustomFormCompletedSchema = z.object({ custom_form_id: id, answered: z.literal(true), attendee: attendeeSchema });

const eventDaySchema = z.object({ date: isoDate, starts_at: isoDateTime, ends_at: isoDateTime });

/** A networking event (the spec's networking meeting): a meeting space and its window, cut into blocks. */
export const networkingEventSchema = z.object({
  id,
  conference: z.string().min(1).nullable(),
  title: z.string().min(1),
  place: z.string().min(1),
  description: z.string().nullable(),
  days: z.array(eventDaySchema).min(1),
  block_minutes: z.number().int().positive(),
  /** How many meetings fit in one block at once. */
  tables: z.number().int().positive(),
  registered: z.boolean(),
});

export const eventRegistrationSchema = z.object({ networking_event_id: id, registered_at: isoDateTime });

export const eventRegistrationStateSchema = z.object({ networking_event_id: id, registered: z.boolean() });

/** "occupied": every table is taken then; "busy": either attendee already has a meeting then. */
const BLOCK_UNAVAILABLE = ["occupied", "busy"] as const;

const blockSchema = z
  .object({
    start: isoDateTime,
    end: isoDateTime,
    available: z.boolean(),
    unavailable: z.enum(BLOCK_UNAVAILABLE).nullable(),
  })
  .refine((block) => block.available === (block.unavailable === null), { message: "an unavailable block, and only one, says why" });

export const blockDaySchema = z.object({ date: isoDate, blocks: z.array(blockSchema).min(1) });

/** Spec doc 2 §3; "created" is the spec's "pending". */
export const REQUEST_STATUSES = ["created", "validated", "rejected", "cancelled"] as const;

/** A request (the spec's registration): `id` is the `registrationId`, `networking_event.id` the `eventId`. */
export const networkingRequestSchema = z
  .object({
    id,
    networking_event: z.object({ id, title: z.string().min(1), place: z.string().min(1) }),
    start: isoDateTime,
    end: isoDateTime,
    from: attendeeSchema,
    to: attendeeSchema,
    /** Seen from the bearer. */
    direction: z.enum(["sent", "received"]),
    message: z.string().nullable(),
    status: z.enum(REQUEST_STATUSES),
    reason: z.string().nullable(),
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

export const requestsPageSchema = paginated(networkingRequestSchema);

/** Refusal codes the pages tell apart (spec doc 2 §8); all 409 but `conference_invalid` (422). */
export const NETWORKING_REFUSALS = [
  "conference_invalid",
  "networking_disabled",
  "profile_incomplete",
  "attendee_unavailable",
  "occupied",
  "overlapping",
  "event_associated",
  "request_closed",
  "not_allowed",
] as const;

export const networkingRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

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
export type EventRegistration = z.output<typeof eventRegistrationSchema>;
