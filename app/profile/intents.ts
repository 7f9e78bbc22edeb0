// The private area's forms: `intent` says which form a POST came from (the page's reply carries it
// back, app/profile/replies.ts); a section of the sectioned area posts its tab's name.
import type { AreaSectionId } from "~/backend/profile.server";
import type { ProfileTab } from "./tabs";

export const PERSONAL = "personal";
export const EXTRA = "extra";
export const EMAIL = "email";
export const CHANGE_PASSWORD = "password";
/** Makes the calendar link, or a new one in place of the current (the old one stops working). */
export const CALENDAR_FEED = "calendar-feed";

/** Each section's form intent, which is also its tab (the profile catalogue's `tabs.<tab>.anchor`). */
export const AREA_INTENTS = {
  registration: "area-registration",
  lodging: "area-lodging",
  academic: "area-academic",
  logistics: "area-logistics",
} as const satisfies Record<AreaSectionId, ProfileTab>;

/** The section a posted intent saves, or null when it is not one of the area's. */
export function areaSectionOf(intent: string): AreaSectionId | null {
  const entry = Object.entries(AREA_INTENTS).find(([, value]) => value === intent);
  return entry ? (entry[0] as AreaSectionId) : null;
}
