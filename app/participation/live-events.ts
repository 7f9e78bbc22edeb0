// The activity page's live events, as both ends read them: the hub on the server writes them, the
// hook in the browser (useLive) merges them. Zod-free and free of server-only imports.
//
// An event's `id` is where the stream stands: `c<seq>` the public chat's backend seq, `m<seq>` the
// moderators' chat's, `q<version>` the validated questions' and `p<version>` the waiting questions'
// (a hash of the list, so any instance computes the same one), e.g. `c42.m7.q1f3a9c2b`. The seqs are
// the backend's, so the id means the same on every instance: a browser that reconnects with
// Last-Event-ID (a dropped connection, or a rolling restart onto another instance) is sent only what
// changed after it.
import type { ChatMessage, LiveState, Question } from "./types";

export type LiveEventName = "chat" | "moderators-chat" | "questions" | "pending-questions";

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

/** The highest seq among messages (0 for none). */
export function lastSeqOf(messages: readonly ChatMessage[] | null): number {
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

/**
 * Messages after changes: a change replaces the message with the same id when its seq is newer
 * (each change takes the next seq), new ones join; in the order they were written (by id).
 */
export function mergeMessages(messages: readonly ChatMessage[], changes: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const change of changes) {
    const known = byId.get(change.id);
    if (!known || change.seq >= known.seq) byId.set(change.id, change);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
