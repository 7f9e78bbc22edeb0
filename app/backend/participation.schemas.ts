// The shapes of the backend's answers about taking part in an activity: registering in a room,
// questions, chat and the satisfaction survey (spec doc 2 §7 "Conferences" and "Chat"). The spec
// names the calls and their payloads, not their answers: these are ours (snake_case, `{data}`
// envelopes, as the catalogue's), written down once here. The portal validates answers against
// them, and the demo API is held to them (tests/integration/demo-api-contract.test.ts); the calls
// themselves are documented at the top of demo-api/routes/participation.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";

const id = z.number().int();
const isoDateTime = z.string().datetime({ offset: true });

// ------------------------------------------------------------------------------ registration --

/** `POST /conferences/{id}/register` → 201 `{data}`. */
export const registrationSchema = z.object({
  uuid: z.string().uuid(),
  conference_id: id,
  /** The room whose seat it holds; null for an activity without rooms. */
  room_id: id.nullable(),
  /** The spec's states: free, paid, pending (manual payment), already paid (a ticket covers it). */
  registration_state: z.enum(["free", "paid", "already_paid", "pending"]),
  /** null for a free registration; "failed": a refused payment (the registration stays pending). */
  payment_status: z.enum(["paid", "pending", "failed"]).nullable(),
  registered_at: isoDateTime,
});

/** `POST /conferences/{id}/unregister` → 200 `{data}`. */
export const unregistrationSchema = z.object({ unregistered: z.literal(true), conference_id: id, room_id: id.nullable() });

// --------------------------------------------------------------------------------- questions --

/** One question: `GET /conferences/{id}/questions` (validated), `/questions/pending`, and the POSTs' answers. */
export const questionSchema = z.object({
  id,
  conference_id: id,
  text: z.string().min(1),
  author: z.object({ name: z.string(), surname: z.string() }),
  votes: z.number().int().nonnegative(),
  status: z.enum(["pending", "validated", "rejected"]),
  created_at: isoDateTime,
});

/** `GET /conferences/{id}/questions/voted`: ids of the questions the customer voted. */
export const votedQuestionsSchema = z.array(id);

// -------------------------------------------------------------------------------------- chat --

/** `GET /conferences/{id}/chat-channel`. */
export const chatChannelSchema = z.object({
  conference_id: id,
  /** What a real-time subscription would be authorised for (with the bearer token). */
  channel: z.string().min(1),
  /** The moderators' own chat: only for moderators. */
  moderators_channel: z.string().min(1).nullable(),
  role: z.enum(["moderator", "attendee"]),
  /** The least time between two messages of one customer. */
  min_delay_ms: z.number().int().nonnegative(),
});

/** One chat message. A deleted one is a placeholder: no text, no author. */
export const chatMessageSchema = z
  .object({
    id,
    /** Its last change's place in the chat's feed: `get-last-messages?after=` resumes from one. */
    seq: z.number().int().positive(),
    channel: z.enum(["public", "moderators"]),
    /** "pending": waiting for a moderator (only moderators see those). */
    status: z.enum(["accepted", "pending", "deleted"]),
    text: z.string().nullable(),
    author: z.object({ id, name: z.string(), surname: z.string(), role: z.enum(["moderator", "attendee"]) }).nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .refine((message) => (message.status === "deleted") === (message.text === null && message.author === null), {
    message: "a deleted message, and only a deleted one, has neither text nor author",
  });

/** `GET /conferences/{id}/get-last-messages`: messages, and where the next poll resumes. */
export const chatMessagesSchema = z.object({
  data: z.array(chatMessageSchema),
  meta: z.object({ last_seq: z.number().int().nonnegative() }),
});

// ---------------------------------------------------------------------------- custom form --

// A field list a generic renderer can draw: the same style as the extended profile's
// (`/customer/structure`: name, type, label, required, and options or max_length by type).
const fieldBase = { name: z.string().min(1), label: z.string().min(1), required: z.boolean(), hint: z.string().optional() };
const options = z.array(z.object({ value: z.string(), label: z.string() })).min(1);

export const customFormFieldSchema = z.discriminatedUnion("type", [
  z.object({ ...fieldBase, type: z.literal("text"), max_length: z.number().int().positive().optional() }),
  z.object({ ...fieldBase, type: z.literal("textarea"), max_length: z.number().int().positive().optional() }),
  /** One choice, shown as radio buttons. */
  z.object({ ...fieldBase, type: z.literal("radio"), options }),
  /** One choice, shown as a list box. */
  z.object({ ...fieldBase, type: z.literal("select"), options }),
  /** Any number of choices: the answer is an array of option values. */
  z.object({ ...fieldBase, type: z.literal("checkboxes"), options }),
  /** An integer from `min` to `max`, the ends named. */
  z.object({ ...fieldBase, type: z.literal("scale"), min: z.number().int(), max: z.number().int(), min_label: z.string(), max_label: z.string() }),
  /** `YYYY-MM-DD`. */
  z.object({ ...fieldBase, type: z.literal("date") }),
  /** `HH:MM`. */
  z.object({ ...fieldBase, type: z.literal("time") }),
  /** One box: the answer is a boolean (required: it must be ticked). */
  z.object({ ...fieldBase, type: z.literal("checkbox") }),
]);
/**
 * A file input: only where the form's save uploads files first (the private area's sections, through
 * POST /custom-form/{id}/upload-files); the answer is then the backend's id of the file.
 */
export type FileFormField = {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  type: "file";
  /** The MIME types the backend takes. */
  accept: string[];
  max_bytes?: number;
};
/** One field of a custom form, as app/forms/ draws and checks it (the extended profile's fields too). */
export type CustomFormField = z.output<typeof customFormFieldSchema> | FileFormField;
/** An answer as the backend takes it, by the field's type (text, option, number, date, ticked, options; null when left empty). */
export type CustomFormValue = string | number | boolean | string[] | null;

/** `GET /conferences/{id}/custom-form`: the activity's satisfaction survey. */
export const customFormSchema = z.object({
  /** The `custom_form_id` to send with the answers. */
  id,
  conference_id: id,
  title: z.string(),
  description: z.string().nullable(),
  /** Whether the customer of the bearer token has answered it (false without one). */
  answered: z.boolean(),
  fields: z.array(customFormFieldSchema),
});

/** `POST /conferences/{id}/custom-form/completed` → 201 `{data}`. */
export const customFormCompletedSchema = z.object({ custom_form_id: id, conference_id: id, answered: z.literal(true) });

// ---------------------------------------------------------------------------------- refusals --

/** The `code` of a refusal the pages tell apart (spec doc 2 §8: conference registration, chat, questions). */
export const PARTICIPATION_REFUSALS = [
  // Registration (409, the room ones 422).
  "external_registration",
  "ticket_required",
  "room_required",
  "room_invalid",
  "already_registered",
  "already_registered_other_room",
  "overlapping_registration",
  "room_full",
  // Unregistration (409).
  "not_registered",
  "unregister_paid",
  "unregister_payment_pending",
  "unregister_payment_failed",
  // Questions (409).
  "questions_disabled",
  "too_many_pending_questions",
  "already_voted",
  "question_not_pending",
  // Chat (409; chat_too_fast 429).
  "chat_too_fast",
  "message_deleted",
  // Moderator-only calls (409: a 403 would end the session).
  "not_moderator",
  // Survey (409).
  "survey_already_answered",
] as const;

/**
 * A refusal: `{message, code}` (409, 429), or Laravel's 422 `{message, errors}` (with a `code` for the
 * room ones). `message` is already in the request's language; the extras name what it refers to.
 */
export const participationRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** already_registered_other_room: where the customer is. */
  room: z.object({ id, name: z.string() }).nullable().optional(),
  /** overlapping_registration: the activity it overlaps. */
  conference: z.object({ id, slug: z.string(), title: z.string() }).optional(),
  /** chat_too_fast: how long to wait (also `Retry-After`, in seconds). */
  retry_after_ms: z.number().int().positive().optional(),
});
