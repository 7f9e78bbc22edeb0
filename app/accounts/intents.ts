// The login page's forms: `intent` says which form a POST came from (a POST without one is a login).
export const LOGIN = "login";
export const REACTIVATE = "reactivate";

/** The two-factor code's length (its field's hint and its schema). */
export const CODE_LENGTH = 6;
