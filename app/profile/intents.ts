// The private area's personal-data forms: `intent` says which form a POST came from (the page's
// reply carries it back, app/profile/replies.ts). The sectioned area's intents are in area.ts.
export const PERSONAL = "personal";
export const EXTRA = "extra";
export const EMAIL = "email";
export const CHANGE_PASSWORD = "password";
/** Makes the calendar link, or a new one in place of the current (the old one stops working). */
export const CALENDAR_FEED = "calendar-feed";
