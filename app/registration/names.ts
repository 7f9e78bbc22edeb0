// The registration form's names, shared by the pages and the server (zod-free): its answers are
// posted under `register.<field>`, the names the backend's 422 uses.
export const REGISTER_PREFIX = "register";

/** The external registration's own fields, before the form's (their order in the error summary). */
export const EXTERNAL_FIELDS = ["name", "surname", "email"] as const;

export const REGISTRATION_ID_PREFIX = "registration";
