import { describe, expect, it } from "vitest";
import { liveEventId, mergeMessages, parseLiveEventId, versionOf } from "./live-events";
import type { ChatMessage } from "./types";

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
