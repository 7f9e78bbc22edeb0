// The login page's forms: `intent` says which form a POST came from (a POST without one is a login).
export const LOGIN = "login";
export const REACTIVATE = "reactivate";

/** The two-factor code's length (its field's hint and its schema). */
export const CODE_LENGTH = 6;

/** The two sign-up pages: /registro (advertised or by address only) and /registro-invitacion. */
export type SignUpKind = "open" | "invitation";

/** The invitation's token, in a hidden field of /registro-invitacion's form; the backend judges it. */
export const INVITATION_TOKEN_FIELD = "invitationToken";
