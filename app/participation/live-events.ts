// The activity page's live events, written by the server's hub and merged by the browser's hook.
// An event id (`c42.m7.q1f3a9c2b`) is the same position on every instance (decision 015).
import type { ChatMessage, LiveState, Question } from "./types";

type LiveEventName = "chat" | "moderators-chat" | "questions" | "pending-questions";

export type LiveEvent =
  | { event: "chat" | "moderators-chat"; id: string; data: ChatMessage[] }
  | { event: "questions" | "pending-questions"; id: string; data: Question[] };

export const LIVE_EVENT_NAMES: readonly LiveEventName[] = ["chat", "moderators-chat", "questions", "pending-questions"];

/** What a stream has delivered: the chats' seqs and the question lists' versions (absent: nothing yet). */
export type LivePosition = { c?: number; m?: number; q?: string; p?: string };

export function liveEventId(position: LivePosition): string {
  const parts: string[] = [];
  if (position.c !== undefined) parts.push(`c${position.c}`);
  if (position.m !== undefined) parts.push(`m${position.m}`);
  if (position.q !== undefined) parts.push(`q${position.q}`);
  if (position.p !== undefined) parts.push(`p${position.p}`);
  return parts.join(".");
}

/** A Last-Event-ID (or `?since=`) as a position; anything unreadable counts as nothing delivered. */
export function parseLiveEventId(text: string | null | undefined): LivePosition {
  const position: LivePosition = {};
  if (!text || text.length > 100) return position;
  for (const part of text.split(".")) {
    const seq = /^([cm])(\d{1,15})$/.exec(part);
    if (seq) position[seq[1] as "c" | "m"] = Number(seq[2]);
    const version = /^([qp])([0-9a-f]{8})$/.exec(part);
    if (version) position[version[1] as "q" | "p"] = version[2];
  }
  return position;
}

/** A short, stable version of a list (FNV-1a of its JSON): the same answer gives the same version anywhere. */
export function versionOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

function lastSeqOf(messages: readonly ChatMessage[] | null): number {
  return (messages ?? []).reduce((max, message) => Math.max(max, message.seq), 0);
}

/** Where a page's state stands, for the first connection (a reconnection sends Last-Event-ID). */
export function positionOf(state: LiveState): LivePosition {
  return {
    c: state.chat === null ? undefined : lastSeqOf(state.chat),
    m: state.moderatorsChat === null ? undefined : lastSeqOf(state.moderatorsChat),
    q: versionOf(state.questions),
    p: versionOf(state.pendingQuestions),
  };
}

/** A change replaces the message with the same id when its seq is newer; ordered by id. */
export function mergeMessages(messages: readonly ChatMessage[], changes: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const change of changes) {
    const known = byId.get(change.id);
    if (!known || change.seq >= known.seq) byId.set(change.id, change);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A newer loader state wins over a question list that arrived on an older one; chat changes merge by seq. */
export type LiveChanges = {
  chat: ChatMessage[];
  moderatorsChat: ChatMessage[];
  questions: { items: Question[]; base: LiveState } | null;
  pendingQuestions: { items: Question[]; base: LiveState } | null;
};

export const NO_CHANGES: LiveChanges = { chat: [], moderatorsChat: [], questions: null, pendingQuestions: null };

export function withChanges(base: LiveState, changes: LiveChanges): LiveState {
  const questions = changes.questions?.base === base ? changes.questions.items : base.questions;
  const pending = changes.pendingQuestions?.base === base ? changes.pendingQuestions.items : base.pendingQuestions;
  // A waiting question that is now among the validated ones is no longer waiting.
  const validated = new Set(questions.map((question) => question.id));
  return {
    chat: base.chat === null ? null : mergeMessages(base.chat, changes.chat),
    moderatorsChat: base.moderatorsChat === null ? null : mergeMessages(base.moderatorsChat, changes.moderatorsChat),
    questions,
    pendingQuestions: pending.filter((question) => !validated.has(question.id)),
  };
}

/** The changes after one event, which arrived while the page showed `base`. */
export function addEvent(changes: LiveChanges, event: LiveEvent, base: LiveState): LiveChanges {
  switch (event.event) {
    case "chat":
      return { ...changes, chat: mergeMessages(changes.chat, event.data) };
    case "moderators-chat":
      return { ...changes, moderatorsChat: mergeMessages(changes.moderatorsChat, event.data) };
    case "questions":
      return { ...changes, questions: { items: event.data, base } };
    case "pending-questions":
      return { ...changes, pendingQuestions: { items: event.data, base } };
  }
}

/** What a screen reader should hear about an event: a key of the `participation` catalogue's `live` and its values. */
export type Announcement = { key: string; values?: Record<string, string | number> } | null;

export function announcementOf(before: LiveState, event: LiveEvent): Announcement {
  if (event.event === "chat" || event.event === "moderators-chat") {
    const shown = new Map(((event.event === "chat" ? before.chat : before.moderatorsChat) ?? []).map((m) => [m.id, m]));
    const added = event.data.filter((m) => !shown.has(m.id) && m.status !== "deleted");
    const accepted = event.data.filter((m) => shown.get(m.id)?.status === "pending" && m.status === "accepted");
    const deleted = event.data.filter((m) => m.status === "deleted" && shown.has(m.id) && shown.get(m.id)!.status !== "deleted");
    const moderators = event.event === "moderators-chat";
    if (added.length === 1) {
      const [message] = added;
      const name = message.author?.name ?? "";
      return {
        key: moderators ? "live.moderatorsMessage" : message.status === "pending" ? "live.messageWaiting" : "live.newMessage",
        values: { name },
      };
    }
    if (added.length > 1) return { key: moderators ? "live.moderatorsMessages" : "live.newMessages", values: { count: added.length } };
    if (accepted.length) return { key: "live.messageAccepted", values: { count: accepted.length } };
    if (deleted.length) return { key: "live.messageDeleted", values: { count: deleted.length } };
    return null;
  }
  const known = new Set((event.event === "questions" ? before.questions : before.pendingQuestions).map((q) => q.id));
  const added = event.data.filter((q) => !known.has(q.id)).length;
  if (!added) return null;
  return { key: event.event === "questions" ? "live.questionsAdded" : "live.questionsWaiting", values: { count: added } };
}
