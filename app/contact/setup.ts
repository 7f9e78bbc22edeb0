// What the contact form component gets from the loader (client and server share these types).

/** The server-side challenge: "what is `a` plus `b`?", written in words in the page's language. */
export type ContactChallenge = { a: number; b: number; token: string };

export type CaptchaVersion = "v2" | "v3" | "enterprise";

export type ContactFormSetup = {
  challenge: ContactChallenge;
  /** UPLOAD_MAX_BYTES. */
  maxBytes: number;
  /** The tenant's captcha provider, when it has one (the site key may be missing: the client reports it). */
  captcha: { version: CaptchaVersion | null; siteKey: string | null } | null;
};

/** The message's longest length (characters). Here, not in schema.ts, so the component ships no zod. */
export const MESSAGE_MAX_LENGTH = 5000;

export const CAPTCHA_TOKEN_FIELD = "g-recaptcha-response";
export const CHALLENGE_TOKEN_FIELD = "challenge";
