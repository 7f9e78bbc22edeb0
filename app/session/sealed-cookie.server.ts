// The session cookie's value, sealed with AES-256-GCM under keys derived from SESSION_SECRET by HKDF
// (decision 003). The first secret's key seals, every secret's key opens; a changed byte empties it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealKey = Buffer;

export function deriveKeys(secrets: readonly string[]): SealKey[] {
  return secrets.map((secret) => Buffer.from(hkdfSync("sha256", secret, "events-portal", "session-cookie v1", 32)));
}

/** `v1.<iv>.<ciphertext and tag>`, base64url: JSON in, opaque text out. */
export function seal(value: unknown, key: SealKey): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** null for anything not sealed by one of `keys`. */
export function unseal(text: string, keys: readonly SealKey[]): unknown {
  const [version, ivText, bodyText, ...rest] = text.split(".");
  if (version !== VERSION || !ivText || !bodyText || rest.length) return null;
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return null;
  for (const key of keys) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
      return JSON.parse(plain.toString("utf8"));
    } catch {
      // Not this key's (or tampered): try the next.
    }
  }
  return null;
}
