// Dates, times and prices as a visitor reads them, in Europe/Madrid time. Names and patterns are
// ours, not ICU's, which differs between Node and browsers and would break hydration.
import type { Locale } from "~/i18n/locales";

const AGENDA_TIME_ZONE = "Europe/Madrid";

type Names = { months: string[]; monthsShort: string[]; weekdays: string[] };

const NAMES: Record<Locale, Names> = {
  es: {
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    monthsShort: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  },
  en: {
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  pt: {
    months: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    monthsShort: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
    weekdays: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
  },
  eus: {
    months: [
      "urtarrila",
      "otsaila",
      "martxoa",
      "apirila",
      "maiatza",
      "ekaina",
      "uztaila",
      "abuztua",
      "iraila",
      "urria",
      "azaroa",
      "abendua",
    ],
    monthsShort: ["urt.", "ots.", "mar.", "api.", "mai.", "eka.", "uzt.", "abu.", "ira.", "urr.", "aza.", "abe."],
    weekdays: ["igandea", "astelehena", "asteartea", "asteazkena", "osteguna", "ostirala", "larunbata"],
  },
};

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENDA_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

// `formatToParts` is the dearest step and pages repeat instants: its answers are remembered (bounded).
const wallClockOf = new Map<string, Readonly<WallClock>>();
const WALL_CLOCK_MEMO = 4096;

export function madridParts(iso: string): Readonly<WallClock> {
  const known = wallClockOf.get(iso);
  if (known) return known;
  const parts = wallClock.formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)!.value);
  const [year, month, day] = [get("year"), get("month"), get("day")];
  const value = Object.freeze({
    year,
    month,
    day,
    hour: get("hour") % 24,
    minute: get("minute"),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  });
  if (wallClockOf.size >= WALL_CLOCK_MEMO) wallClockOf.clear();
  wallClockOf.set(iso, value);
  return value;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `10:30` */
export function formatTime(iso: string, _locale: Locale): string {
  const { hour, minute } = madridParts(iso);
  return `${pad(hour)}:${pad(minute)}`;
}

/** `10:30–11:15` */
export function formatTimeRange(startIso: string, endIso: string, locale: Locale): string {
  return `${formatTime(startIso, locale)}–${formatTime(endIso, locale)}`;
}

/** `martes, 9 de marzo de 2027` · `Tuesday 9 March 2027` · `terça-feira, 9 de março de 2027` · `2027ko martxoaren 9a, asteartea` */
export function formatDay(iso: string, locale: Locale): string {
  const { year, month, day, weekday } = madridParts(iso);
  const names = NAMES[locale];
  const monthName = names.months[month - 1];
  const weekdayName = names.weekdays[weekday];
  switch (locale) {
    case "en":
      return `${weekdayName} ${day} ${monthName} ${year}`;
    case "eus":
      return `${year}ko ${monthName}ren ${day}a, ${weekdayName}`;
    default:
      return `${weekdayName}, ${day} de ${monthName} de ${year}`;
  }
}

/** `9–11 March 2027` · `30 March – 2 April 2027`; one day: `9 March 2027`. */
export function formatDateRange(startIso: string, endIso: string, locale: Locale): string {
  const a = madridParts(startIso);
  const b = madridParts(endIso);
  const months = NAMES[locale].months;
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  const sameMonth = a.year === b.year && a.month === b.month;
  const days = sameDay ? `${a.day}` : `${a.day}–${b.day}`;
  switch (locale) {
    case "en":
      if (sameMonth) return `${days} ${months[a.month - 1]} ${a.year}`;
      return a.year === b.year
        ? `${a.day} ${months[a.month - 1]} – ${b.day} ${months[b.month - 1]} ${b.year}`
        : `${a.day} ${months[a.month - 1]} ${a.year} – ${b.day} ${months[b.month - 1]} ${b.year}`;
    case "eus":
      if (sameMonth) return `${a.year}ko ${months[a.month - 1]}ren ${days}`;
      return a.year === b.year
        ? `${a.year}ko ${months[a.month - 1]}ren ${a.day} – ${months[b.month - 1]}ren ${b.day}`
        : `${a.year}ko ${months[a.month - 1]}ren ${a.day} – ${b.year}ko ${months[b.month - 1]}ren ${b.day}`;
    default:
      if (sameMonth) return `${days} de ${months[a.month - 1]} de ${a.year}`;
      return a.year === b.year
        ? `${a.day} de ${months[a.month - 1]} – ${b.day} de ${months[b.month - 1]} de ${b.year}`
        : `${a.day} de ${months[a.month - 1]} de ${a.year} – ${b.day} de ${months[b.month - 1]} de ${b.year}`;
  }
}

/** `9 mar 2027` · `9 Mar 2027` · `2027ko mar. 9` */
export function formatShortDate(iso: string, locale: Locale): string {
  const { year, month, day } = madridParts(iso);
  const short = NAMES[locale].monthsShort[month - 1];
  return locale === "eus" ? `${year}ko ${short} ${day}` : `${day} ${short} ${year}`;
}

/** The calendar day in CET, `2027-03-09`, to group activities by day. */
export function dayKey(iso: string): string {
  const { year, month, day } = madridParts(iso);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Weekday names starting on Sunday (the spec: weekday lists start on Sunday). */
export function weekdayNames(locale: Locale): string[] {
  return [...NAMES[locale].weekdays];
}

// en-US separators for English, de-DE's for the rest, thousands always grouped (CLDR's Spanish does not).
const groupingAlways = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;
const wholeAmounts = {
  en: new Intl.NumberFormat("en-US", { ...groupingAlways, maximumFractionDigits: 0 }),
  other: new Intl.NumberFormat("de-DE", { ...groupingAlways, maximumFractionDigits: 0 }),
};
const centAmounts = {
  en: new Intl.NumberFormat("en-US", { ...groupingAlways, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  other: new Intl.NumberFormat("de-DE", { ...groupingAlways, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** `25 €`, `40,50 €`, `7.560 €` · `€40.50`: every amount of money the portal shows (Portugal writes the euro after, as Spain does). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const formats = amount % 1 === 0 ? wholeAmounts : centAmounts;
  const number = (locale === "en" ? formats.en : formats.other).format(amount);
  if (currency !== "EUR") return `${number} ${currency}`;
  if (locale === "en") return `€${number}`;
  return `${number} €`;
}

/** A backend date as an instant; a value that is not a date is an error, not "Invalid Date" in a file. */
export function instant(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** ISO 8601 in UTC, whole seconds (RFC 3339, and Outlook's form): 2027-03-09T08:30:00Z. */
export function utcSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The same in ISO 8601's basic form (iCalendar's and Google Calendar's): 20270309T083000Z. */
export function utcBasic(date: Date): string {
  return utcSeconds(date).replace(/[-:]/g, "");
}
