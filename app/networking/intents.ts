// The networking pages' forms: `intent` says which form a POST came from.
export const ENABLE_NETWORKING = "enable-networking";
export const SAVE_NETWORKING_PROFILE = "save-networking-profile";

/** The profile's answers are posted as `survey.<field>`: the names the backend's 422 uses. */
export const NETWORKING_PROFILE_PREFIX = "survey";
