// An activity's seats in words, worded on the server so the browser carries no rules (decision 025).
import type { Activity } from "./conference.server";
import { seatingOf } from "./seating";
import { getT } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { activityStatus, type ActivityStatus } from "~/ui/activity-status";

export function seatsStatus(locale: Locale, activity: Pick<Activity, "seating" | "details">): ActivityStatus | null {
  return activityStatus(getT(locale)).seats(seatingOf(activity.seating, activity.details.rooms));
}
