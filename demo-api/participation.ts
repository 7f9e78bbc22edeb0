// Taking part in an activity: questions, chat and survey state and rules, in memory, per tenant.
// The rules: ./API.md, "Taking part: state and rules".
import { isModerator, type CustomerAccount, type TenantCustomers } from "./customers";
import { pick, type Locale } from "./seed/i18n";
import { participationSeed, type SeedSurvey, type SeedSurveyField } from "./seed/participation";
import type { DemoTenant, SeedActivity } from "./seed/types";

// ------------------------------------------------------------------------------ settings --

const DEFAULT_CHAT_MIN_DELAY_MS = 5000;
const MAX_CHAT_MIN_DELAY_MS = 3_600_000;

/** The least time between one customer's messages: env `DEMO_CHAT_MIN_DELAY_MS` (0 off), read on every message. */
export function chatMinDelayMs(): number {
  const raw = process.env.DEMO_CHAT_MIN_DELAY_MS;
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return DEFAULT_CHAT_MIN_DELAY_MS;
  const ms = Number(raw);
  return ms <= MAX_CHAT_MIN_DELAY_MS ? ms : DEFAULT_CHAT_MIN_DELAY_MS;
}

/** The longest question and chat message, in characters. */
export const QUESTION_MAX = 500;
export const MESSAGE_MAX = 500;
/** Questions one customer may have waiting for validation in one activity. */
export const MAX_PENDING_QUESTIONS = 3;
/** Messages a first `get-last-messages` (no `after`) gives; changes one call gives. */
const LAST_MESSAGES = 50;
const MAX_CHANGES = 200;

// -------------------------------------------------------------------------------- shapes --

type QuestionStatus = "pending" | "validated" | "rejected";

export interface QuestionView {
  id: number;
  conference_id: number;
  text: string;
  author: { name: string; surname: string };
  votes: number;
  status: QuestionStatus;
  created_at: string;
}

type Channel = "public" | "moderators";
type Role = "moderator" | "attendee";

export interface ChatMessageView {
  id: number;
  /** Position of the message's last change in the chat's feed (`?after=`). */
  seq: number;
  channel: Channel;
  status: "accepted" | "pending" | "deleted";
  /** null once deleted (the placeholder). */
  text: string | null;
  author: { id: number; name: string; surname: string; role: Role } | null;
  created_at: string;
  updated_at: string;
}

// --------------------------------------------------------------------------------- state --

interface DemoQuestion {
  id: number;
  activityId: number;
  text: string;
  author: { name: string; surname: string };
  /** The account that asked it; null for the seed's attendees. */
  authorEmail: string | null;
  status: QuestionStatus;
  /** Votes of people who are not demo accounts (the seed's). */
  otherVotes: number;
  voters: Set<string>;
  createdAt: string;
}

interface DemoMessage {
  id: number;
  seq: number;
  channel: Channel;
  status: ChatMessageView["status"];
  text: string;
  author: { id: number; name: string; surname: string; role: Role };
  /** Accepted at some point: attendees saw it, so once deleted they see its placeholder. */
  shown: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Chat {
  messages: DemoMessage[];
  seq: number;
  nextId: number;
}

interface SurveyAnswer {
  activityId: number;
  surveyId: number;
  email: string;
  survey: Record<string, unknown>;
  answeredAt: string;
}

interface TenantParticipation {
  tenant: DemoTenant;
  moderator: CustomerAccount | undefined;
  questions: DemoQuestion[];
  nextQuestionId: number;
  chats: Map<number, Chat>;
  /** When each account's last chat message was taken (epoch ms), by e-mail. */
  lastMessageAt: Map<string, number>;
  answers: SurveyAnswer[];
}

const states = new WeakMap<TenantCustomers, TenantParticipation>();

/** The participation state of a tenant (made from the seed on first use). */
export function participationOf(tenant: DemoTenant, customers: TenantCustomers): TenantParticipation {
  let state = states.get(customers);
  if (!state) {
    state = seedState(tenant, customers);
    states.set(customers, state);
  }
  return state;
}

function authorOf(account: CustomerAccount): DemoMessage["author"] {
  return { id: account.id, name: account.name, surname: account.surname, role: isModerator(account) ? "moderator" : "attendee" };
}

function seedState(tenant: DemoTenant, customers: TenantCustomers): TenantParticipation {
  const seed = participationSeed(tenant.token);
  const moderator = customers.accounts.get("mod@example.com");
  const questions = seed.questions.map((question): DemoQuestion => ({
    id: question.id,
    activityId: question.activityId,
    text: question.text,
    author: { ...question.author },
    authorEmail: null,
    status: question.status,
    otherVotes: question.votes,
    voters: new Set(),
    createdAt: question.createdAt,
  }));
  const chats = new Map<number, Chat>();
  for (const message of seed.chat) {
    const chat = chats.get(message.activityId) ?? { messages: [], seq: 0, nextId: 1 };
    chats.set(message.activityId, chat);
    const author =
      message.author === "moderator"
        ? moderator
          ? authorOf(moderator)
          : { id: 0, name: "Moderación", surname: "", role: "moderator" as const }
        : { ...message.author, role: "attendee" as const };
    chat.seq += 1;
    chat.messages.push({
      id: chat.nextId++,
      seq: chat.seq,
      channel: message.channel,
      status: message.status,
      text: message.text,
      author,
      shown: message.status !== "pending",
      createdAt: message.createdAt,
      updatedAt: message.createdAt,
    });
  }
  return {
    tenant,
    moderator,
    questions,
    nextQuestionId: Math.max(0, ...questions.map((question) => question.id)) + 1,
    chats,
    lastMessageAt: new Map(),
    answers: [],
  };
}

// ----------------------------------------------------------------------------- questions --

function questionView(question: DemoQuestion): QuestionView {
  return {
    id: question.id,
    conference_id: question.activityId,
    text: question.text,
    author: { ...question.author },
    votes: question.otherVotes + question.voters.size,
    status: question.status,
    created_at: question.createdAt,
  };
}

const byAge = (a: DemoQuestion, b: DemoQuestion) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

/** The validated questions of an activity: most voted first, then the oldest. */
export function validatedQuestions(state: TenantParticipation, activityId: number): QuestionView[] {
  return state.questions
    .filter((question) => question.activityId === activityId && question.status === "validated")
    .map((question) => ({ question, view: questionView(question) }))
    .sort((a, b) => b.view.votes - a.view.votes || byAge(a.question, b.question))
    .map(({ view }) => view);
}

/**
 * The questions waiting for validation, oldest first: for a moderator every one of the activity
 * (the moderation queue), for anyone else their own.
 */
export function pendingQuestions(state: TenantParticipation, activityId: number, account: CustomerAccount): QuestionView[] {
  const moderator = isModerator(account);
  return state.questions
    .filter((question) => question.activityId === activityId && question.status === "pending")
    .filter((question) => moderator || question.authorEmail === account.email)
    .sort(byAge)
    .map(questionView);
}

/** Asks a question (pending). Undefined when the customer already has too many waiting. */
export function askQuestion(
  state: TenantParticipation,
  activityId: number,
  account: CustomerAccount,
  text: string,
): QuestionView | undefined {
  const waiting = state.questions.filter(
    (question) => question.activityId === activityId && question.status === "pending" && question.authorEmail === account.email,
  );
  if (waiting.length >= MAX_PENDING_QUESTIONS) return undefined;
  const question: DemoQuestion = {
    id: state.nextQuestionId++,
    activityId,
    text,
    author: { name: account.name, surname: account.surname },
    authorEmail: account.email,
    status: "pending",
    otherVotes: 0,
    voters: new Set(),
    createdAt: new Date().toISOString(),
  };
  state.questions.push(question);
  return questionView(question);
}

/** Ids of the activity's questions the customer has voted for. */
export function votedQuestionIds(state: TenantParticipation, activityId: number, account: CustomerAccount): number[] {
  return state.questions
    .filter((question) => question.activityId === activityId && question.voters.has(account.email))
    .map((question) => question.id)
    .sort((a, b) => a - b);
}

/** One vote per customer and question; only validated questions can be voted. */
export function voteQuestion(
  state: TenantParticipation,
  activityId: number,
  questionId: number,
  account: CustomerAccount,
): QuestionView | "unknown" | "already_voted" {
  const question = state.questions.find((candidate) => candidate.id === questionId && candidate.activityId === activityId);
  if (!question || question.status !== "validated") return "unknown";
  if (question.voters.has(account.email)) return "already_voted";
  question.voters.add(account.email);
  return questionView(question);
}

/** A moderator's decision on a pending question. */
export function moderateQuestion(
  state: TenantParticipation,
  activityId: number,
  questionId: number,
  decision: "validated" | "rejected",
): QuestionView | "unknown" | "not_pending" {
  const question = state.questions.find((candidate) => candidate.id === questionId && candidate.activityId === activityId);
  if (!question) return "unknown";
  if (question.status !== "pending") return "not_pending";
  question.status = decision;
  return questionView(question);
}

// ---------------------------------------------------------------------------------- chat --

function chatOf(state: TenantParticipation, activityId: number): Chat {
  let chat = state.chats.get(activityId);
  if (!chat) {
    chat = { messages: [], seq: 0, nextId: 1 };
    state.chats.set(activityId, chat);
  }
  return chat;
}

function messageView(message: DemoMessage): ChatMessageView {
  const deleted = message.status === "deleted";
  return {
    id: message.id,
    seq: message.seq,
    channel: message.channel,
    status: message.status,
    text: deleted ? null : message.text,
    author: deleted ? null : { ...message.author },
    created_at: message.createdAt,
    updated_at: message.updatedAt,
  };
}

/** What a viewer may see: moderators everything; attendees what was accepted (deleted: its placeholder). */
function visibleTo(message: DemoMessage, moderator: boolean): boolean {
  return moderator || message.status === "accepted" || (message.status === "deleted" && message.shown);
}

/**
 * A chat channel's messages: without `after` the last ones the viewer may see, oldest first; with it,
 * what changed since that seq, in the order it changed. `last_seq` is where the next call resumes.
 */
export function chatMessages(
  state: TenantParticipation,
  activityId: number,
  options: { channel: Channel; moderator: boolean; after?: number },
): { messages: ChatMessageView[]; lastSeq: number } {
  const chat = chatOf(state, activityId);
  const visible = chat.messages.filter((message) => message.channel === options.channel && visibleTo(message, options.moderator));
  if (options.after === undefined) {
    return { messages: visible.slice(-LAST_MESSAGES).map(messageView), lastSeq: chat.seq };
  }
  const after = options.after;
  const changes = visible.filter((message) => message.seq > after).sort((a, b) => a.seq - b.seq);
  const page = changes.slice(0, MAX_CHANGES);
  const lastSeq = changes.length > MAX_CHANGES ? page[page.length - 1].seq : chat.seq;
  return { messages: page.map(messageView), lastSeq };
}

/** Milliseconds the customer must still wait before another message (0: may send now). */
export function chatWaitMs(state: TenantParticipation, account: CustomerAccount, now = Date.now()): number {
  const last = state.lastMessageAt.get(account.email);
  if (last === undefined) return 0;
  return Math.max(0, last + chatMinDelayMs() - now);
}

/** A new message: accepted at once from a moderator, pending from anyone else. */
export function postMessage(
  state: TenantParticipation,
  activityId: number,
  account: CustomerAccount,
  text: string,
  channel: Channel,
): ChatMessageView {
  const chat = chatOf(state, activityId);
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  const moderator = isModerator(account);
  chat.seq += 1;
  const message: DemoMessage = {
    id: chat.nextId++,
    seq: chat.seq,
    channel,
    status: moderator ? "accepted" : "pending",
    text,
    author: authorOf(account),
    shown: moderator,
    createdAt,
    updatedAt: createdAt,
  };
  chat.messages.push(message);
  state.lastMessageAt.set(account.email, now);
  return messageView(message);
}

/** A moderator accepts (a pending message shows) or deletes (it becomes a placeholder) a message. */
export function moderateMessage(
  state: TenantParticipation,
  activityId: number,
  messageId: number,
  decision: "accept" | "delete",
): ChatMessageView | "unknown" | "deleted" {
  const chat = chatOf(state, activityId);
  const message = chat.messages.find((candidate) => candidate.id === messageId);
  if (!message) return "unknown";
  if (message.status === "deleted") return decision === "delete" ? messageView(message) : "deleted";
  const next = decision === "accept" ? "accepted" : "deleted";
  if (message.status === next) return messageView(message);
  message.status = next;
  if (next === "accepted") message.shown = true;
  chat.seq += 1;
  message.seq = chat.seq;
  message.updatedAt = new Date().toISOString();
  return messageView(message);
}

// ------------------------------------------------------------------------------- surveys --

/** The survey of an activity (its `surveyId`), when it has one. */
export function surveyOf(tenant: DemoTenant, activity: SeedActivity): SeedSurvey | undefined {
  if (activity.surveyId == null) return undefined;
  return participationSeed(tenant.token).surveys.find((survey) => survey.id === activity.surveyId);
}

/** A survey field as the API gives it: the keys of its type only (like `/customer/structure`). */
export function fieldView(field: SeedSurveyField, locale: Locale) {
  const base = {
    name: field.name,
    type: field.type,
    label: pick(field.label, locale),
    required: field.required,
    ...(field.hint ? { hint: pick(field.hint, locale) } : {}),
  };
  switch (field.type) {
    case "text":
    case "textarea":
      return { ...base, max_length: field.maxLength };
    case "radio":
    case "select":
    case "checkboxes":
      return { ...base, options: field.options.map((option) => ({ value: option.value, label: pick(option.label, locale) })) };
    case "scale":
      return { ...base, min: field.min, max: field.max, min_label: pick(field.minLabel, locale), max_label: pick(field.maxLabel, locale) };
    case "date":
    case "checkbox":
      return base;
  }
}

export function hasAnswered(state: TenantParticipation, activityId: number, account: CustomerAccount): boolean {
  return state.answers.some((answer) => answer.activityId === activityId && answer.email === account.email);
}

/** `GET /conferences/{id}/custom-form`: the survey's field list; `answered` for the customer, if any. */
export function surveyView(survey: SeedSurvey, activity: SeedActivity, locale: Locale, answered: boolean) {
  return {
    id: survey.id,
    conference_id: activity.id,
    title: pick(survey.title, locale),
    description: survey.description ? pick(survey.description, locale) : null,
    answered,
    fields: survey.fields.map((field) => fieldView(field, locale)),
  };
}

/** Why an answer was refused; routes/participation.ts words it. */
export type SurveyError =
  | { key: "required" | "accepted" | "option" | "date" | "value" }
  | { key: "tooLong"; max: number }
  | { key: "scale"; min: number; max: number };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

function ticked(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true" || value === "on") return true;
  if (value === 0 || value === "0" || value === "false" || value === "off") return false;
  return undefined;
}

/** One answer: its stored value, or why it is refused. */
function checkField(field: SeedSurveyField, raw: unknown): { value: unknown } | { error: SurveyError } {
  if (field.type === "checkbox") {
    const value = ticked(raw);
    if (value === undefined) return { error: { key: "value" } };
    if (field.required && !value) return { error: { key: "accepted" } };
    return { value };
  }
  if (isEmpty(raw)) return field.required ? { error: { key: "required" } } : { value: field.type === "checkboxes" ? [] : null };
  switch (field.type) {
    case "text":
    case "textarea": {
      if (typeof raw !== "string" && typeof raw !== "number") return { error: { key: "value" } };
      const value = String(raw).trim();
      return [...value].length > field.maxLength ? { error: { key: "tooLong", max: field.maxLength } } : { value };
    }
    case "radio":
    case "select":
      return typeof raw === "string" && field.options.some((option) => option.value === raw)
        ? { value: raw }
        : { error: { key: "option" } };
    case "checkboxes": {
      const values = Array.isArray(raw) ? raw : [raw];
      if (!values.every((value) => typeof value === "string" && field.options.some((option) => option.value === value)))
        return { error: { key: "option" } };
      return { value: [...new Set(values as string[])] };
    }
    case "scale": {
      const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
      return Number.isInteger(value) && value >= field.min && value <= field.max
        ? { value }
        : { error: { key: "scale", min: field.min, max: field.max } };
    }
    case "date":
      return typeof raw === "string" && isRealDate(raw.trim()) ? { value: raw.trim() } : { error: { key: "date" } };
  }
}

/**
 * Checks a `survey` object against the survey's fields (unknown names are ignored): the answers to
 * keep, or every refused field.
 */
export function checkSurvey(
  survey: SeedSurvey,
  answers: Record<string, unknown>,
): { answers: Record<string, unknown> } | { errors: Record<string, SurveyError> } {
  const kept: Record<string, unknown> = {};
  const errors: Record<string, SurveyError> = {};
  for (const field of survey.fields) {
    const result = checkField(field, answers[field.name]);
    if ("error" in result) errors[field.name] = result.error;
    else kept[field.name] = result.value;
  }
  return Object.keys(errors).length ? { errors } : { answers: kept };
}

export function saveSurveyAnswers(
  state: TenantParticipation,
  activity: SeedActivity,
  survey: SeedSurvey,
  account: CustomerAccount,
  answers: Record<string, unknown>,
): void {
  state.answers.push({
    activityId: activity.id,
    surveyId: survey.id,
    email: account.email,
    survey: answers,
    answeredAt: new Date().toISOString(),
  });
}

/** The answers received, oldest first (for `GET /__demo/survey-answers`). */
export function surveyAnswers(state: TenantParticipation): SurveyAnswer[] {
  return state.answers.map((answer) => ({ ...answer, survey: { ...answer.survey } }));
}
