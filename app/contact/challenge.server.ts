// The contact form's challenge: a sum asked in words, accessible without JavaScript (decision 007).
// The HMAC-signed token holds the question; a used token is remembered until it expires (no replay).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ContactChallenge } from "~/cms/blocks";

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

export function issueChallenge(
  options: Pick<ChallengeOptions, "secrets" | "now">,
  pick: (min: number, max: number) => number = randomInt,
): ContactChallenge {
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

/** `answer` null: only the token's time rules are checked (a captcha token came, or it is empty). */
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
