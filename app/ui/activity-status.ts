// What a visitor decides on about an activity (its price, its seats), as words with a tone: the tone
// only styles (never colour alone), the words are what is read. The agenda's cards, the activity's
// header and its action bar (worded on the server) say it the same way.
import { useTranslation } from "react-i18next";
import type { ConferenceSummary } from "~/backend/catalogue.schemas";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { formatPrice } from "./format";

export type ActivityStatus = { key: string; tone: "full" | "free" | "price" | "neutral" | "seats"; text: string };

type Priced = Pick<ConferenceSummary, "registration_type" | "price" | "currency">;

/** The statuses in the words of `t` (the page's, or the server's for a language). */
export function activityStatus(t: Translate) {
  return {
    /** Free, a price, or registration elsewhere. */
    price: (activity: Priced, locale: Locale): ActivityStatus =>
      activity.registration_type === "external"
        ? { key: "price", tone: "neutral", text: t("catalogue:card.external") }
        : activity.registration_type === "paid" && activity.price
          ? { key: "price", tone: "price", text: formatPrice(activity.price, activity.currency, locale) }
          : { key: "price", tone: "free", text: t("catalogue:card.free") },
    /** Full, or the seats left (app/agenda/seating.ts counts them); null where seats are not counted. */
    seats: ({ full, left }: { full: boolean; left: number | null }): ActivityStatus | null =>
      full
        ? { key: "full", tone: "full", text: t("catalogue:card.full") }
        : left === null
          ? null
          : { key: "seats", tone: "seats", text: t("catalogue:card.seatsLeft", { count: left }) },
  };
}

export function useActivityStatus() {
  return activityStatus(useTranslation("catalogue").t);
}
