// Taking part in an activity (spec doc 2 §7): registering, questions, chat and the survey. Seats
// and validated questions are shared live answers, dropped by a write that changes them.
import { z } from "zod";
import { BackendError, segment, type Auth, type Backend } from "./client.server";
import { seatingSchema } from "./catalogue.schemas";
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
  registrationSchema,
  unregistrationSchema,
  votedQuestionsSchema,
} from "./participation.schemas";

const data = <S extends z.ZodTypeAny>(schema: S) => z.object({ data: schema });
const byId = (id: number | string) => `/conferences/${segment(id)}`;

export type Question = z.output<typeof questionSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type ChatChannel = z.output<typeof chatChannelSchema>;
export type CustomForm = z.output<typeof customFormSchema>;
export type Registration = z.output<typeof registrationSchema>;

const roomSeatingSchema = z.object({ room_id: z.number().int(), name: z.string(), seating: seatingSchema });
export type RoomSeating = z.output<typeof roomSeatingSchema>;

const seatingPath = (id: number) => `${byId(id)}/rooms-seating`;

export async function getRoomsSeating(backend: Backend, id: number): Promise<RoomSeating[]> {
  return (await backend.call(seatingPath(id), { schema: data(z.array(roomSeatingSchema)), cache: true, live: true })).data;
}

export async function registerIn(backend: Backend, auth: Auth, id: number, roomId: number | null): Promise<Registration> {
  const body = roomId === null ? {} : { room_id: roomId };
  const registration = (await backend.call(`${byId(id)}/register`, { method: "POST", auth, body, schema: data(registrationSchema) })).data;
  backend.forget(seatingPath(id));
  return registration;
}

export async function unregisterFrom(backend: Backend, auth: Auth, id: number, roomId: number | null): Promise<void> {
  const body = roomId === null ? {} : { room_id: roomId };
  await backend.call(`${byId(id)}/unregister`, { method: "POST", auth, body, schema: data(unregistrationSchema) });
  backend.forget(seatingPath(id));
}

const questionsPath = (id: number) => `${byId(id)}/questions`;

/** `fresh`: bypass the shared live answer (the live hub's poll). */
export async function getQuestions(backend: Backend, id: number, { fresh = false } = {}): Promise<Question[]> {
  return (await backend.call(questionsPath(id), { schema: data(z.array(questionSchema)), cache: !fresh, live: true })).data;
}

/** For a moderator, the whole queue. */
export async function getPendingQuestions(backend: Backend, auth: Auth, id: number): Promise<Question[]> {
  return (await backend.call(`${byId(id)}/questions/pending`, { auth, schema: data(z.array(questionSchema)) })).data;
}

export async function getVotedQuestions(backend: Backend, auth: Auth, id: number): Promise<number[]> {
  return (await backend.call(`${byId(id)}/questions/voted`, { auth, schema: data(votedQuestionsSchema) })).data;
}

export async function askQuestion(backend: Backend, auth: Auth, id: number, question: string): Promise<Question> {
  const body = { conference_id: id, question };
  return (await backend.call(`${byId(id)}/questions`, { method: "POST", auth, body, schema: data(questionSchema) })).data;
}

export async function voteQuestion(backend: Backend, auth: Auth, id: number, questionId: number): Promise<Question> {
  const body = { questionId };
  const question = (await backend.call(`${byId(id)}/questions/vote`, { method: "POST", auth, body, schema: data(questionSchema) })).data;
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
  const question = (await backend.call(path, { method: "POST", auth, body: {}, schema: data(questionSchema) })).data;
  backend.forget(questionsPath(id));
  return question;
}

export async function getChatChannel(backend: Backend, auth: Auth, id: number): Promise<ChatChannel> {
  return (await backend.call(`${byId(id)}/chat-channel`, { auth, schema: data(chatChannelSchema) })).data;
}

export type ChatFeed = "public" | "moderators";

/** `after`: a poller's resume point. */
export async function getChatMessages(
  backend: Backend,
  auth: Auth,
  id: number,
  options: { after?: number; channel?: ChatFeed; signal?: AbortSignal } = {},
): Promise<z.output<typeof chatMessagesSchema>> {
  const query = { after: options.after, channel: options.channel === "moderators" ? "moderators" : undefined };
  return backend.call(`${byId(id)}/get-last-messages`, { auth, query, schema: chatMessagesSchema });
}

/** `{slug}` in these three paths, as the spec writes them. */
export async function sendChatMessage(
  backend: Backend,
  auth: Auth,
  slug: string,
  message: string,
  channel: ChatFeed,
): Promise<ChatMessage> {
  const body = channel === "moderators" ? { message, channel } : { message };
  return (await backend.call(`/conferences/${segment(slug)}/new-message`, { method: "POST", auth, body, schema: data(chatMessageSchema) }))
    .data;
}

export async function moderateChatMessage(
  backend: Backend,
  auth: Auth,
  slug: string,
  messageId: number,
  decision: "accept" | "delete",
): Promise<ChatMessage> {
  const path = `/conferences/${segment(slug)}/${decision}-message`;
  return (await backend.call(path, { method: "POST", auth, body: { message_id: messageId }, schema: data(chatMessageSchema) })).data;
}

/** Cached for anonymous visitors. */
export async function getSurvey(backend: Backend, auth: Auth | null, id: number): Promise<CustomForm> {
  return (await backend.call(`${byId(id)}/custom-form`, { auth, schema: data(customFormSchema), cache: auth === null })).data;
}

export async function completeSurvey(
  backend: Backend,
  auth: Auth,
  id: number,
  customFormId: number,
  survey: Record<string, CustomFormValue>,
): Promise<void> {
  const body = { survey, custom_form_id: customFormId };
  await backend.call(`${byId(id)}/custom-form/completed`, { method: "POST", auth, body, schema: data(customFormCompletedSchema) });
}

type ParticipationRefusalCode = (typeof PARTICIPATION_REFUSALS)[number];
export type ParticipationRefusal = z.output<typeof participationRefusalSchema> & { code: ParticipationRefusalCode };

/** null for any other failure (a 422 without a code is a field error). */
export function participationRefusal(error: unknown): ParticipationRefusal | null {
  if (!(error instanceof BackendError) || error.kind !== "http") return null;
  const parsed = participationRefusalSchema.safeParse(error.body);
  if (!parsed.success || !parsed.data.code) return null;
  return (PARTICIPATION_REFUSALS as readonly string[]).includes(parsed.data.code) ? (parsed.data as ParticipationRefusal) : null;
}
