// The sectioned private area's names shared by the page and its server module: each section's
// form intent and its tab (the server module, area.server.ts, saves and loads).
import type { AreaSectionId } from "~/backend/profile.server";
import type { ProfileTab } from "./tabs";

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

/** The tab of each section (`profile:tabs.<tab>.anchor`). */
export const AREA_TABS = {
  registration: "area-registration",
  lodging: "area-lodging",
  academic: "area-academic",
  logistics: "area-logistics",
} as const satisfies Record<AreaSectionId, ProfileTab>;
