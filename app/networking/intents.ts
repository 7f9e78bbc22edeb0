// The networking pages' forms and query names: `intent` says which form a POST came from; the meeting
// pages' parameters and fields are shared by the server and the components.
export const ENABLE_NETWORKING = "enable-networking";
export const SAVE_NETWORKING_PROFILE = "save-networking-profile";

/** The profile's answers are posted as `survey.<field>`: the names the backend's 422 uses. */
export const NETWORKING_PROFILE_PREFIX = "survey";

export const SEARCH_PARAM = "buscar";
export const SECTOR_PARAM = "sector";
export const INTEREST_PARAM = "interes";
/** The networking event whose blocks the request page shows (GET). */
export const EVENT_PARAM = "evento";
/** The pending request the request page changes instead of asking anew (GET). */
export const EDIT_PARAM = "solicitud";
/** The two lists of the requests page, each with its own page. */
export const RECEIVED_PAGE_PARAM = "recibidas";
export const SENT_PAGE_PARAM = "enviadas";

export const BLOCK_FIELD = "bloque";
export const MESSAGE_FIELD = "mensaje";
export const EVENT_FIELD = "evento";

/** The decision forms: the intent button's value is the decision. */
export const DECISIONS = ["validate", "reject", "cancel"] as const;
export const REQUEST_FIELD = "solicitud";
export const REASON_FIELD = "motivo";

/** Taking part in a networking event (the requests page): the intent button's value. */
export const REGISTER_EVENT = "register";
export const UNREGISTER_EVENT = "unregister";
export const PARTICIPATION_INTENTS = [REGISTER_EVENT, UNREGISTER_EVENT] as const;

export const MESSAGE_MAX = 500;
