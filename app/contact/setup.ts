// What the contact form's component and its server share: field names and limits.

/** The message's longest length (characters). Here, not in schema.ts, so the component ships no zod. */
export const MESSAGE_MAX_LENGTH = 5000;

export const CAPTCHA_TOKEN_FIELD = "g-recaptcha-response";
export const CHALLENGE_TOKEN_FIELD = "challenge";
