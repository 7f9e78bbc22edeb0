import type { Locale } from "~/i18n/locales";
import { formatDay, formatShortDate, formatTime, formatTimeRange } from "./format";

type Props = { iso: string; locale: Locale; format: "time" | "day" | "short"; end?: string };

/**
 * A date or time in CET inside `<time datetime>`. The browser's ICU may word a date slightly
 * differently from Node's: the server's text is kept and the difference is not an error.
 */
export function Time({ iso, locale, format, end }: Props) {
  const text =
    format === "time" ? (end ? formatTimeRange(iso, end, locale) : formatTime(iso, locale)) : format === "day" ? formatDay(iso, locale) : formatShortDate(iso, locale);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
