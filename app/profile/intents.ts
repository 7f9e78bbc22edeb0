// The private area's personal-data forms: `intent` says which form a POST came from (the page's
// reply carries it back, app/profile/replies.ts), and each section's of the sectioned area.
import type { AreaSectionId } from "~/backend/profile.server";

export const PERSONAL = "personal";
export const EXTRA = "extra";
export const EMAIL = "email";
export const CHANGE_PASSWORD = "password";
/** Makes the calendar link, or a new one in place of the current (the old one stops working). */
export const CALENDAR_FEED = "calendar-feed";

/** Each section's form intent: one form per section on the page. */
export const AREA_INTENTS = {
  registration: "area-registration",
  lodging: "area-lodging",
  academic: "area-academic",
  logistics: "area-logistics",
} as const satisfies Record<AreaSectionId, string>;

/** The section a posted intent saves, or null when it is not one of the area's. */
export function areaSectionOf(intent: string): AreaSectionId | null {
  const entry = Object.entries(AREA_INTENTS).find(([, value]) => value === intent);
  return entry ? (entry[0] as AreaSectionId) : null;
}
