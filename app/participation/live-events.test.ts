import { describe, expect, it } from "vitest";
import { addEvent, announcementOf, liveEventId, mergeMessages, NO_CHANGES, parseLiveEventId, versionOf, withChanges } from "./live-events";
import type { ChatMessage, LiveState, Question } from "./types";

const at = "2026-03-09T09:30:00+01:00";
const message = (id: number, seq: number, text: string | null): ChatMessage => ({
  id,
  seq,
  channel: "public",
  status: text === null ? "deleted" : "accepted",
  text,
  author: text === null ? null : { id: 1, name: "Ana", surname: "G", role: "attendee" },
  created_at: at,
  updated_at: at,
});

describe("live event ids", () => {
  it("read back what they say, and an unreadable one counts as nothing received", () => {
    const position = { c: 42, m: 7, q: "1f3a9c2b", p: "00ff00aa" };
    expect(parseLiveEventId(liveEventId(position))).toEqual(position);
    expect(parseLiveEventId("c12")).toEqual({ c: 12 });
    expect(parseLiveEventId("garbage; c-1.qXYZ")).toEqual({});
    expect(parseLiveEventId("c1".repeat(60))).toEqual({});
  });

  it("give a list the same version wherever it is computed, and another list another one", () => {
    expect(versionOf([{ id: 1, votes: 3 }])).toBe(versionOf(JSON.parse(JSON.stringify([{ id: 1, votes: 3 }]))));
    expect(versionOf([{ id: 1, votes: 3 }])).not.toBe(versionOf([{ id: 1, votes: 4 }]));
  });
});

describe("merging chat changes", () => {
  it("replaces a message by a newer change of it, keeps it when the change is older, and keeps the order of writing", () => {
    const shown = [message(1, 1, "uno"), message(2, 5, "dos")];
    const merged = mergeMessages(shown, [message(3, 6, "tres"), message(1, 7, null), message(2, 4, "dos (old)")]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      [1, null],
      [2, "dos"],
      [3, "tres"],
    ]);
  });
});

const question = (id: number, votes: number, status: Question["status"] = "validated"): Question => ({
  id,
  conference_id: 102,
  text: `Q${id}`,
  author: { name: "Eva", surname: "L" },
  votes,
  status,
  created_at: at,
});

const page = (over: Partial<LiveState> = {}): LiveState => ({
  chat: [message(1, 1, "uno")],
  moderatorsChat: null,
  questions: [question(1, 3)],
  pendingQuestions: [],
  ...over,
});

describe("the page's live state", () => {
  it("takes a newer loader state as its base without losing the chat changes newer than it", () => {
    const first = page();
    let changes = addEvent(NO_CHANGES, { event: "chat", id: "c5", data: [message(2, 5, "dos")] }, first);
    changes = addEvent(changes, { event: "questions", id: "c5.qx", data: [question(1, 4)] }, first);
    expect(withChanges(first, changes).questions[0].votes).toBe(4);
    // A form was sent: the loader's state was read after the message "dos" (seq 5) but before "tres".
    const after = page({ chat: [message(1, 1, "uno"), message(2, 5, "dos")], questions: [question(1, 5), question(7, 0)] });
    changes = addEvent(changes, { event: "chat", id: "c6", data: [message(3, 6, "tres")] }, after);
    const state = withChanges(after, changes);
    expect(state.chat!.map((m) => m.text)).toEqual(["uno", "dos", "tres"]);
    expect(state.questions.map((q) => [q.id, q.votes])).toEqual([
      [1, 5],
      [7, 0],
    ]);
  });

  it("drops the visitor's waiting question once it is among the validated ones", () => {
    const base = page({ pendingQuestions: [question(8, 0, "pending")] });
    const changes = addEvent(NO_CHANGES, { event: "questions", id: "q1", data: [question(8, 0), question(1, 3)] }, base);
    expect(withChanges(base, changes).pendingQuestions).toEqual([]);
  });
});

describe("what a screen reader hears", () => {
  const before = page({ chat: [message(1, 1, "uno"), { ...message(2, 2, "dos"), status: "pending" }] });

  it("names the author of a new message, counts several, and says when one was deleted or accepted", () => {
    const ana = { ...message(3, 3, "hola") };
    expect(announcementOf(before, { event: "chat", id: "", data: [ana] })).toEqual({ key: "live.newMessage", values: { name: "Ana" } });
    expect(announcementOf(before, { event: "chat", id: "", data: [ana, message(4, 4, "y")] })).toMatchObject({
      key: "live.newMessages",
      values: { count: 2 },
    });
    expect(announcementOf(before, { event: "chat", id: "", data: [message(1, 5, null)] })).toMatchObject({ key: "live.messageDeleted" });
    expect(announcementOf(before, { event: "chat", id: "", data: [message(2, 6, "dos")] })).toMatchObject({ key: "live.messageAccepted" });
  });

  it("says a question was added, and stays quiet when only the votes changed", () => {
    expect(announcementOf(before, { event: "questions", id: "", data: [question(1, 3), question(2, 0)] })).toEqual({
      key: "live.questionsAdded",
      values: { count: 1 },
    });
    expect(announcementOf(before, { event: "questions", id: "", data: [question(1, 9)] })).toBeNull();
  });
});
