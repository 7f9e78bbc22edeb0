// Taking part in an activity (spec doc 2 §7): registering, questions, chat and the survey. Seats
// and validated questions are shared live answers, dropped by a write that changes them.
import { BackendError, segment, type Auth, type Backend } from "./client.server";
import { envelope, listEnvelope } from "./catalogue.schemas";
import {
  chatChannelSchema,
  chatMessageSchema,
  chatMessagesSchema,
  customFormCompletedSchema,
  customFormSchema,
  type CustomFormValue,
  participationRefusalSchema,
  PARTICIPATION_REFUSALS,
  questionSchema,
  roomSeatingSchema,
  registrationSchema,
  unregistrationSchema,
  votedQuestionsSchema,
} from "./participation.schemas";
import type {
  ChatChannel,
  ChatMessages,
  ChatMessage,
  CustomForm,
  ParticipationRefusal,
  Question,
  Registration,
  RoomSeating,
} from "./participation.schemas";

export type { CustomForm, ParticipationRefusal, RoomSeating } from "./participation.schemas";

const byId = (id: number | string) => `/conferences/${segment(id)}`;

const seatingPath = (id: number) => `${byId(id)}/rooms-seating`;

export async function getRoomsSeating(backend: Backend, id: number): Promise<RoomSeating[]> {
  return (
    await backend.call(seatingPath(id), { name: "getRoomsSeating", schema: listEnvelope(roomSeatingSchema), cache: true, live: true })
  ).data;
}

export async function registerIn(backend: Backend, auth: Auth, id: number, roomId: number | null): Promise<Registration> {
  const body = roomId === null ? {} : { room_id: roomId };
  const registration = (
    await backend.call(`${byId(id)}/register`, { name: "registerIn", method: "POST", auth, body, schema: envelope(registrationSchema) })
  ).data;
  backend.forget(seatingPath(id));
  return registration;
}

export async function unregisterFrom(backend: Backend, auth: Auth, id: number, roomId: number | null): Promise<void> {
  const body = roomId === null ? {} : { room_id: roomId };
  await backend.call(`${byId(id)}/unregister`, {
    name: "unregisterFrom",
    method: "POST",
    auth,
    body,
    schema: envelope(unregistrationSchema),
  });
  backend.forget(seatingPath(id));
}

const questionsPath = (id: number) => `${byId(id)}/questions`;

/** `fresh`: bypass the shared live answer (the live hub's poll). */
export async function getQuestions(backend: Backend, id: number, { fresh = false } = {}): Promise<Question[]> {
  return (await backend.call(questionsPath(id), { name: "getQuestions", schema: listEnvelope(questionSchema), cache: !fresh, live: true }))
    .data;
}

/** For a moderator, the whole queue. */
export async function getPendingQuestions(backend: Backend, auth: Auth, id: number): Promise<Question[]> {
  return (await backend.call(`${byId(id)}/questions/pending`, { name: "getPendingQuestions", auth, schema: listEnvelope(questionSchema) }))
    .data;
}

export async function getVotedQuestions(backend: Backend, auth: Auth, id: number): Promise<number[]> {
  return (await backend.call(`${byId(id)}/questions/voted`, { name: "getVotedQuestions", auth, schema: envelope(votedQuestionsSchema) }))
    .data;
}

export async function askQuestion(backend: Backend, auth: Auth, id: number, question: string): Promise<Question> {
  const body = { conference_id: id, question };
  return (
    await backend.call(`${byId(id)}/questions`, { name: "askQuestion", method: "POST", auth, body, schema: envelope(questionSchema) })
  ).data;
}

export async function voteQuestion(backend: Backend, auth: Auth, id: number, questionId: number): Promise<Question> {
  const body = { questionId };
  const question = (
    await backend.call(`${byId(id)}/questions/vote`, { name: "voteQuestion", method: "POST", auth, body, schema: envelope(questionSchema) })
  ).data;
  backend.forget(questionsPath(id));
  return question;
}

export async function moderateQuestion(
  backend: Backend,
  auth: Auth,
  id: number,
  questionId: number,
  decision: "validate" | "reject",
): Promise<Question> {
  const path = `${byId(id)}/questions/${segment(questionId)}/${decision}`;
  const question = (
    await backend.call(path, { name: "moderateQuestion", method: "POST", auth, body: {}, schema: envelope(questionSchema) })
  ).data;
  backend.forget(questionsPath(id));
  return question;
}

export async function getChatChannel(backend: Backend, auth: Auth, id: number): Promise<ChatChannel> {
  return (await backend.call(`${byId(id)}/chat-channel`, { name: "getChatChannel", auth, schema: envelope(chatChannelSchema) })).data;
}

export type ChatFeed = "public" | "moderators";

const messagesPath = (id: number) => `${byId(id)}/get-last-messages`;
/** The public channel as every attendee (not a moderator) reads it: one answer for all of them. */
const CHAT_ATTENDEES = "chat-attendees";

/**
 * `after`: a poller's resume point. `attendee`: the visitor's channel role is "attendee", so the public
 * channel's latest messages are theirs as every attendee's, shared as a live answer.
 */
export async function getChatMessages(
  backend: Backend,
  auth: Auth,
  id: number,
  options: { after?: number; channel?: ChatFeed; attendee?: boolean } = {},
): Promise<ChatMessages> {
  const query = { after: options.after, channel: options.channel === "moderators" ? "moderators" : undefined };
  const shared = options.attendee === true && options.after === undefined && options.channel !== "moderators";
  return backend.call(messagesPath(id), {
    name: "getChatMessages",
    auth,
    query,
    schema: chatMessagesSchema,
    ...(shared ? { cache: true, live: true, sharedWith: CHAT_ATTENDEES } : {}),
  });
}

/** The chat's writes name the activity by `{slug}`, as the spec writes them; its messages by id. */
type ChatActivity = { id: number; slug: string };

/** The attendees' shared messages are dropped: the sender's next page shows theirs. */
export async function sendChatMessage(
  backend: Backend,
  auth: Auth,
  activity: ChatActivity,
  message: string,
  channel: ChatFeed,
): Promise<ChatMessage> {
  const body = channel === "moderators" ? { message, channel } : { message };
  const path = `/conferences/${segment(activity.slug)}/new-message`;
  const sent = (await backend.call(path, { name: "sendChatMessage", method: "POST", auth, body, schema: envelope(chatMessageSchema) }))
    .data;
  backend.forget(messagesPath(activity.id), CHAT_ATTENDEES);
  return sent;
}

export async function moderateChatMessage(
  backend: Backend,
  auth: Auth,
  activity: ChatActivity,
  messageId: number,
  decision: "accept" | "delete",
): Promise<ChatMessage> {
  const path = `/conferences/${segment(activity.slug)}/${decision}-message`;
  const message = (
    await backend.call(path, {
      name: "moderateChatMessage",
      method: "POST",
      auth,
      body: { message_id: messageId },
      schema: envelope(chatMessageSchema),
    })
  ).data;
  backend.forget(messagesPath(activity.id), CHAT_ATTENDEES);
  return message;
}

/** Cached for anonymous visitors. */
export async function getSurvey(backend: Backend, auth: Auth | null, id: number): Promise<CustomForm> {
  return (
    await backend.call(`${byId(id)}/custom-form`, { name: "getSurvey", auth, schema: envelope(customFormSchema), cache: auth === null })
  ).data;
}

export async function completeSurvey(
  backend: Backend,
  auth: Auth,
  id: number,
  customFormId: number,
  survey: Record<string, CustomFormValue>,
): Promise<void> {
  const body = { survey, custom_form_id: customFormId };
  await backend.call(`${byId(id)}/custom-form/completed`, {
    name: "completeSurvey",
    method: "POST",
    auth,
    body,
    schema: envelope(customFormCompletedSchema),
  });
}

/** null for any other failure (a 422 without a code is a field error). */
export function participationRefusal(error: unknown): ParticipationRefusal | null {
  if (!(error instanceof BackendError) || error.kind !== "http") return null;
  const parsed = participationRefusalSchema.safeParse(error.body);
  if (!parsed.success || !parsed.data.code) return null;
  return (PARTICIPATION_REFUSALS as readonly string[]).includes(parsed.data.code) ? (parsed.data as ParticipationRefusal) : null;
}
