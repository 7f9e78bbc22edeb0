import type { Locale } from "~/i18n/locales";
import { formatDay, formatShortDate, formatTime, formatTimeRange } from "./format";

type Props = { iso: string; locale: Locale; format: "time" | "day" | "short"; end?: string };

/** A date or time in CET inside `<time datetime>`; the same text on the server and in the browser. */
export function Time({ iso, locale, format, end }: Props) {
  const text =
    format === "time"
      ? end
        ? formatTimeRange(iso, end, locale)
        : formatTime(iso, locale)
      : format === "day"
        ? formatDay(iso, locale)
        : formatShortDate(iso, locale);
  return <time dateTime={iso}>{text}</time>;
}
