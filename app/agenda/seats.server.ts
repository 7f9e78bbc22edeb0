// An activity's seats in the card's words (full, or the seats left over all its rooms), worded on the
// server for its page's header and the agenda's dialog: the browser then carries the words, not the
// rules that choose them (the activity page's scripts are at the JavaScript budget's edge, decision 025).
import type { Activity } from "./conference.server";
import { seatingOf } from "./seating";
import { getT } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { activityStatus, type ActivityStatus } from "~/ui/activity-status";

export function seatsStatus(locale: Locale, activity: Pick<Activity, "seating" | "details">): ActivityStatus | null {
  return activityStatus(getT(locale)).seats(seatingOf(activity.seating, activity.details.rooms));
}
