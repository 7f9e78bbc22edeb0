import { describe, expect, it } from "vitest";
import { CHALLENGE_TTL_MS, challengeOf, issueChallenge, spendChallenge, verifyChallenge } from "./challenge.server";

const SECRET = "a-session-secret-of-at-least-32-characters";
const OLD = "an-older-secret-still-accepted-for-rotation";
const T0 = Date.parse("2027-03-09T10:00:00Z");
const options = (now: number, extra: Partial<{ secrets: string[]; minFillMs: number }> = {}) => ({
  secrets: [SECRET],
  minFillMs: 3000,
  now,
  ...extra,
});
const fixed = (a: number, b: number) => {
  const values = [a, b];
  return () => values.shift()!;
};

describe("contact form challenge", () => {
  it("asks a sum of two numbers from one to nine and accepts the right answer in digits", () => {
    const challenge = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(3, 4));
    expect(challenge).toMatchObject({ a: 3, b: 4 });
    expect(verifyChallenge(challenge.token, "7", options(T0 + 5000))).toMatchObject({ ok: true });
    expect(verifyChallenge(challenge.token, " 7 ", options(T0 + 5000))).toMatchObject({ ok: true });
    for (let i = 0; i < 50; i++) {
      const { a, b } = issueChallenge({ secrets: [SECRET] });
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(9);
    }
  });

  it("refuses a wrong answer, words and anything but digits", () => {
    const { token } = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(3, 4));
    for (const answer of ["8", "siete", "7.0", "-7", "77"]) {
      expect(verifyChallenge(token, answer, options(T0 + 5000)), answer).toEqual({ ok: false, reason: "wrong" });
    }
  });

  it("refuses a form sent sooner than the minimum fill time, and a question older than its lifetime", () => {
    const { token } = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(1, 1));
    expect(verifyChallenge(token, "2", options(T0 + 2999))).toEqual({ ok: false, reason: "too-fast" });
    expect(verifyChallenge(token, "2", options(T0 + 3000))).toMatchObject({ ok: true });
    expect(verifyChallenge(token, "2", options(T0 + 3000, { minFillMs: 0 }))).toMatchObject({ ok: true });
    expect(verifyChallenge(token, "2", options(T0 + CHALLENGE_TTL_MS + 1))).toEqual({ ok: false, reason: "expired" });
    // A token from the future (a forged or badly skewed clock) is not accepted either.
    expect(verifyChallenge(token, "2", options(T0 - 10 * 60 * 1000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses tokens that were not signed with a current secret or were changed", () => {
    const { token } = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(2, 5));
    expect(verifyChallenge(token, "7", options(T0 + 5000, { secrets: ["another-secret-of-at-least-32-characters"] }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    // Changing the numbers (so that a known answer fits) breaks the signature.
    const [issued, nonce, , signature] = token.split(".");
    expect(verifyChallenge(`${issued}.${nonce}.11.${signature}`, "2", options(T0 + 5000))).toEqual({ ok: false, reason: "invalid" });
    // An older issue time with the same signature (to skip the fill time) is refused too.
    expect(verifyChallenge(`${(T0 - 60_000).toString(36)}.${nonce}.25.${signature}`, "7", options(T0 + 1000))).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (const junk of [undefined, null, "", "a.b.c.d", `${token}x`, 42])
      expect(verifyChallenge(junk, "7", options(T0 + 5000))).toEqual({ ok: false, reason: "invalid" });
  });

  it("accepts tokens signed with an older secret while it is still listed (rotation)", () => {
    const { token } = issueChallenge({ secrets: [OLD], now: T0 }, fixed(4, 4));
    expect(verifyChallenge(token, "8", options(T0 + 5000, { secrets: [SECRET, OLD] }))).toMatchObject({ ok: true });
    expect(challengeOf(token, [SECRET, OLD])).toEqual({ a: 4, b: 4, token });
    expect(challengeOf(token, [SECRET])).toBeNull();
  });

  it("checks only the times when the answer is not required (a captcha token came instead)", () => {
    const { token } = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(4, 5));
    expect(verifyChallenge(token, null, options(T0 + 5000))).toMatchObject({ ok: true });
    expect(verifyChallenge(token, null, options(T0 + 100))).toEqual({ ok: false, reason: "too-fast" });
  });

  it("cannot be used again once a message went through with it", () => {
    const { token } = issueChallenge({ secrets: [SECRET], now: T0 }, fixed(6, 3));
    const first = verifyChallenge(token, "9", options(T0 + 5000));
    expect(first).toMatchObject({ ok: true });
    if (first.ok) spendChallenge(first.nonce);
    expect(verifyChallenge(token, "9", options(T0 + 6000))).toEqual({ ok: false, reason: "expired" });
  });
});
