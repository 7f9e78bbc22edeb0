import type { ConferenceSummary } from "~/backend/catalogue.schemas";
import { activityCard, type ActivityCardData } from "~/ui/ActivityCard";
import { dayKey } from "~/ui/format";

/** Activities as cards by start, grouped by their day (Central European time): the agenda's and a track's lists. */
export function groupByDay(activities: ConferenceSummary[]) {
  const days = new Map<string, ActivityCardData[]>();
  for (const activity of [...activities].sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date))) {
    const key = dayKey(activity.start_date);
    days.set(key, [...(days.get(key) ?? []), activityCard(activity)]);
  }
  return [...days].map(([key, list]) => ({ key, date: list[0].start_date, activities: list }));
}
