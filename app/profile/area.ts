// The sectioned private area's tabs, shared by the page and its server module (area.server.ts saves
// and loads); each section's form intent is in intents.ts.
import type { AreaSectionId } from "~/backend/profile.server";
import type { ProfileTab } from "./tabs";

/** The tab of each section (`profile:tabs.<tab>.anchor`). */
export const AREA_TABS = {
  registration: "area-registration",
  lodging: "area-lodging",
  academic: "area-academic",
  logistics: "area-logistics",
} as const satisfies Record<AreaSectionId, ProfileTab>;
