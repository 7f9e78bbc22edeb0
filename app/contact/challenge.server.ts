// The contact form's server-side challenge: a sum of two small numbers, asked in words in the page's
// language and answered in digits. It needs no JavaScript and no image, so it never locks out a
// visitor without JavaScript or with a screen reader; together with the honeypot and a minimum fill
// time it stops the blind bots that post forms. (A bot written for this site can read the question:
// tenants that need more set a captcha provider, whose token the backend checks.)
//
// Nothing is stored when a question is asked: the token carries the two numbers, its issue time and
// a nonce, signed with HMAC-SHA256 under a key derived from each SESSION_SECRET (secrets rotate as
// sessions' do), so the same question can be asked again after a failed submit and its age checked.
// (The numbers in the token say no more than the words on the page.) A token used for a message
// that went through is remembered until it expires, so it cannot be replayed.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ContactChallenge } from "./setup";

/** A question stays answerable this long (a long message may take a while to write). */
export const CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000;
/** Clocks of several portal instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

export type ChallengeOptions = { secrets: string[]; minFillMs: number; now?: number };

export type ChallengeCheck =
  | { ok: true; nonce: string }
  /** invalid: not one of ours; expired: too old (or used); too-fast: sent sooner than a person could; wrong: the answer. */
  | { ok: false; reason: "invalid" | "expired" | "too-fast" | "wrong" };

const keys = new Map<string, Buffer>();
/** Key separation: the session's secret itself never signs anything else. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("portal contact-form challenge v1").digest();
    keys.set(secret, key);
  }
  return key;
}

const mac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const spent = new LRUCache<string, true>({ max: 50_000, ttl: CHALLENGE_TTL_MS + CLOCK_SKEW_MS });

/** A new question, signed with the first secret. */
export function issueChallenge(options: Pick<ChallengeOptions, "secrets" | "now">, pick: (min: number, max: number) => number = randomInt): ContactChallenge {
  const a = pick(1, 10);
  const b = pick(1, 10);
  const head = `${(options.now ?? Date.now()).toString(36)}.${randomBytes(12).toString("base64url")}.${a}${b}`;
  return { a, b, token: `${head}.${mac(keyOf(options.secrets[0]), head)}` };
}

type Parsed = { issued: number; nonce: string; a: number; b: number };

function parse(token: unknown, secrets: string[]): Parsed | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^([0-9a-z]{1,12})\.([\w-]{16})\.([1-9])([1-9])\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, issued, nonce, a, b, signature] = match;
  const head = `${issued}.${nonce}.${a}${b}`;
  if (!secrets.some((secret) => sameText(mac(keyOf(secret), head), signature))) return null;
  return { issued: parseInt(issued, 36), nonce, a: Number(a), b: Number(b) };
}

/** The question a (genuine) token stands for, to ask it again; null for anything else. */
export function challengeOf(token: unknown, secrets: string[]): ContactChallenge | null {
  const parsed = parse(token, secrets);
  return parsed ? { a: parsed.a, b: parsed.b, token: token as string } : null;
}

/**
 * Checks a submitted token and answer. `answer` null: the answer is not checked (a captcha token
 * came with the form, for the backend to check, or the answer is empty and `required` says so);
 * the token's time rules still apply.
 */
export function verifyChallenge(token: unknown, answer: string | null, options: ChallengeOptions): ChallengeCheck {
  const now = options.now ?? Date.now();
  const parsed = parse(token, options.secrets);
  if (!parsed) return { ok: false, reason: "invalid" };
  const age = now - parsed.issued;
  if (age > CHALLENGE_TTL_MS || age < -CLOCK_SKEW_MS || spent.has(parsed.nonce)) return { ok: false, reason: "expired" };
  if (age < options.minFillMs) return { ok: false, reason: "too-fast" };
  if (answer !== null) {
    const digits = answer.replace(/\s+/g, "");
    if (!/^\d{1,3}$/.test(digits) || Number(digits) !== parsed.a + parsed.b) return { ok: false, reason: "wrong" };
  }
  return { ok: true, nonce: parsed.nonce };
}

/** After a message went through: its token cannot be used again. */
export function spendChallenge(nonce: string): void {
  spent.set(nonce, true);
}
