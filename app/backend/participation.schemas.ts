// The backend's answers about taking part in an activity: registering, questions, chat and the
// satisfaction survey (spec doc 2 §7), documented call by call in demo-api/routes/participation.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { isoDateTime, seatingSchema } from "./catalogue.schemas";

const id = z.number().int();

export const registrationSchema = z.object({
  uuid: z.guid(),
  conference_id: id,
  room_id: id.nullable(),
  /** "already_paid": a ticket covers it; "pending": manual payment. */
  registration_state: z.enum(["free", "paid", "already_paid", "pending"]),
  /** "failed" leaves the registration pending. */
  payment_status: z.enum(["paid", "pending", "failed"]).nullable(),
  registered_at: isoDateTime,
});

export const unregistrationSchema = z.object({ unregistered: z.literal(true), conference_id: id, room_id: id.nullable() });

export const questionSchema = z.object({
  id,
  conference_id: id,
  text: z.string().min(1),
  author: z.object({ name: z.string(), surname: z.string() }),
  votes: z.number().int().nonnegative(),
  status: z.enum(["pending", "validated", "rejected"]),
  created_at: isoDateTime,
});

export const votedQuestionsSchema = z.array(id);

export const chatChannelSchema = z.object({
  conference_id: id,
  channel: z.string().min(1),
  moderators_channel: z.string().min(1).nullable(),
  role: z.enum(["moderator", "attendee"]),
  min_delay_ms: z.number().int().nonnegative(),
});

export const chatMessageSchema = z
  .object({
    id,
    /** Its last change's place in the feed: `get-last-messages?after=` resumes from one. */
    seq: z.number().int().positive(),
    channel: z.enum(["public", "moderators"]),
    status: z.enum(["accepted", "pending", "deleted"]),
    text: z.string().nullable(),
    author: z.object({ id, name: z.string(), surname: z.string(), role: z.enum(["moderator", "attendee"]) }).nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .refine((message) => (message.status === "deleted") === (message.text === null && message.author === null), {
    message: "a deleted message, and only a deleted one, has neither text nor author",
  });

export const chatMessagesSchema = z.object({
  data: z.array(chatMessageSchema),
  meta: z.object({ last_seq: z.number().int().nonnegative() }),
});

// Fields in the extended profile's style (`/customer/structure`), for one generic renderer.
const fieldBase = { name: z.string().min(1), label: z.string().min(1), required: z.boolean(), hint: z.string().optional() };
const options = z.array(z.object({ value: z.string(), label: z.string() })).min(1);

export const customFormFieldSchema = z.discriminatedUnion("type", [
  z.object({ ...fieldBase, type: z.literal("text"), max_length: z.number().int().positive().optional() }),
  z.object({ ...fieldBase, type: z.literal("textarea"), max_length: z.number().int().positive().optional() }),
  z.object({ ...fieldBase, type: z.literal("radio"), options }),
  z.object({ ...fieldBase, type: z.literal("select"), options }),
  z.object({ ...fieldBase, type: z.literal("checkboxes"), options }),
  z.object({
    ...fieldBase,
    type: z.literal("scale"),
    min: z.number().int(),
    max: z.number().int(),
    min_label: z.string(),
    max_label: z.string(),
  }),
  z.object({ ...fieldBase, type: z.literal("date") }),
  z.object({ ...fieldBase, type: z.literal("time") }),
  /** Required means it must be ticked. */
  z.object({ ...fieldBase, type: z.literal("checkbox") }),
]);
/** Only where the save uploads files first (POST /custom-form/{id}/upload-files); the answer is the file's id. */
export type FileFormField = {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  type: "file";
  accept: string[];
  max_bytes?: number;
};
export type CustomFormField = z.output<typeof customFormFieldSchema> | FileFormField;
export type CustomFormValue = string | number | boolean | string[] | null;

export const customFormSchema = z.object({
  id,
  conference_id: id,
  title: z.string(),
  description: z.string().nullable(),
  answered: z.boolean(),
  fields: z.array(customFormFieldSchema),
});

export const customFormCompletedSchema = z.object({ custom_form_id: id, conference_id: id, answered: z.literal(true) });

/** Refusal codes the pages tell apart (spec doc 2 §8): 409, the room ones 422, chat_too_fast 429. */
export const PARTICIPATION_REFUSALS = [
  "external_registration",
  "ticket_required",
  "room_required",
  "room_invalid",
  "already_registered",
  "already_registered_other_room",
  "overlapping_registration",
  "room_full",
  "not_registered",
  "unregister_paid",
  "unregister_payment_pending",
  "unregister_payment_failed",
  "questions_disabled",
  "too_many_pending_questions",
  "already_voted",
  "question_not_pending",
  "chat_too_fast",
  "message_deleted",
  // A 409, not a 403: a 403 would end the session.
  "not_moderator",
  "survey_already_answered",
] as const;

export const participationRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  room: z.object({ id, name: z.string() }).nullable().optional(),
  conference: z.object({ id, slug: z.string(), title: z.string() }).optional(),
  retry_after_ms: z.number().int().positive().optional(),
});

export type Question = z.output<typeof questionSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type ChatChannel = z.output<typeof chatChannelSchema>;
export type CustomForm = z.output<typeof customFormSchema>;
export type Registration = z.output<typeof registrationSchema>;
export const roomSeatingSchema = z.object({ room_id: z.number().int(), name: z.string(), seating: seatingSchema });
export type RoomSeating = z.output<typeof roomSeatingSchema>;
export type ParticipationRefusal = z.output<typeof participationRefusalSchema> & { code: (typeof PARTICIPATION_REFUSALS)[number] };
export type ChatMessages = z.output<typeof chatMessagesSchema>;
