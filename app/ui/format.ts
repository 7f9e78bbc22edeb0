// Dates, times and prices as a visitor reads them. Agenda times are Central European time
// (Europe/Madrid, as the spec says), whatever the server's or the browser's zone.
import type { Locale } from "~/i18n/locales";

export const AGENDA_TIME_ZONE = "Europe/Madrid";

/** Intl's tag for our locale (Basque is `eu`). */
export function intlLocale(locale: Locale): string {
  return { es: "es-ES", en: "en-GB", pt: "pt-BR", eus: "eu-ES" }[locale];
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: AGENDA_TIME_ZONE, ...options });
    cache.set(key, value);
  }
  return value;
}

/** `10:30` */
export function formatTime(iso: string, locale: Locale): string {
  return formatter(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

/** `martes, 9 de marzo de 2027` */
export function formatDay(iso: string, locale: Locale): string {
  return formatter(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}

/** `9 mar 2027` */
export function formatShortDate(iso: string, locale: Locale): string {
  return formatter(locale, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));
}

/** The calendar day in CET, `2027-03-09`, to group activities by day. */
export function dayKey(iso: string): string {
  const parts = formatter("en", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** `10:30–11:15` for the same day. */
export function formatTimeRange(startIso: string, endIso: string, locale: Locale): string {
  return `${formatTime(startIso, locale)}–${formatTime(endIso, locale)}`;
}

/** Weekday names starting on Sunday (the spec: weekday lists start on Sunday). */
export function weekdayNames(locale: Locale, style: "long" | "short" = "short"): string[] {
  // 2027-03-07 is a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formatter(locale, { weekday: style }).format(new Date(Date.UTC(2027, 2, 7 + i, 12))),
  );
}

export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency, minimumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
}
