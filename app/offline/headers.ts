// The response headers the service worker reads (decision 046), set by server/offline-headers.ts.
/** The account the response was rendered for: an opaque id (`; until=<ms>` on pages), or `none`. */
export const ACCOUNT_HEADER = "Offline-Account";
/** On a page the worker may keep for offline use. */
export const KEEP_HEADER = "Offline-Copy";
