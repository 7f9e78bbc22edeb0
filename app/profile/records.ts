// The private area's records: download paths, the donation query and the spec's year rule.
// Pure and shared by the loaders and the components.
import { localePath, type Locale } from "~/i18n/locales";
import type { DownloadTarget } from "~/backend/records.server";
import { pathTo } from "~/paths";

/** Downloads go through the portal so the token never reaches the browser. */
const SEGMENTS = { accreditation: "acreditacion", certificate: "certificado", "donation-certificate": "certificado-donacion" } as const;

export function downloadPath(target: DownloadTarget, locale: Locale, defaultLocale: Locale, query?: URLSearchParams): string {
  const parts: string[] = [SEGMENTS[target.kind]];
  if (target.kind === "donation-certificate") parts.push(String(target.year), target.recipientCif);
  else if (target.id) parts.push(target.id);
  const path = localePath(locale, pathTo("profileDownload", { "*": parts.map(String).join("/") }), defaultLocale);
  return query && query.size ? `${path}?${query}` : path;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CIF = /^[A-Za-z0-9]{1,16}$/;

/** The download a `/usuario/descargas/<splat>` path asks for, or null when it names none. */
export function parseDownloadPath(splat: string | undefined): DownloadTarget | null {
  const parts = (splat ?? "").split("/").filter(Boolean);
  const [kind, ...rest] = parts;
  if (kind === SEGMENTS.accreditation || kind === SEGMENTS.certificate) {
    if (rest.length > 1 || (rest[0] !== undefined && !ID.test(rest[0]))) return null;
    return { kind: kind === SEGMENTS.accreditation ? "accreditation" : "certificate", ...(rest[0] ? { id: rest[0] } : {}) };
  }
  if (kind === SEGMENTS["donation-certificate"] && rest.length === 2 && /^\d{4}$/.test(rest[0]) && CIF.test(rest[1])) {
    return { kind: "donation-certificate", year: Number(rest[0]), recipientCif: rest[1] };
  }
  return null;
}

/** The file name used when the backend sends none. */
export function fallbackFilename(target: DownloadTarget): string {
  const base = SEGMENTS[target.kind];
  const suffix = target.kind === "donation-certificate" ? `-${target.year}-${target.recipientCif}` : target.id ? `-${target.id}` : "";
  return `${base}${suffix}.pdf`;
}

/** The profile tab a download belongs to: where a failed download sends the visitor back. */
export function tabOf(target: DownloadTarget): "credentials" | "certification" | "donation-certification" {
  return target.kind === "accreditation" ? "credentials" : target.kind === "certificate" ? "certification" : "donation-certification";
}

export function discardPath(uuid: string, locale: Locale, defaultLocale: Locale): string {
  return localePath(locale, pathTo("profileDiscard", { uuid }), defaultLocale);
}

/** The spec's year options: the current year, the previous one, or a range from a start year. */
const YEAR_OPTIONS = ["actual", "past", "range"] as const;
type YearOption = (typeof YEAR_OPTIONS)[number];

/** Oldest start year a range accepts (not in the spec; catches typos like 0223). */
const OLDEST_DONATION_YEAR = 2000;

/** The spec's year rule: current year, previous year, or the range's start year. */
export function donationYear(option: string | null | undefined, start: number | null | undefined, currentYear: number): number | null {
  if (option === "actual") return currentYear;
  if (option === "past") return currentYear - 1;
  if (option === "range" && start) return start;
  return null;
}

/** The query's URL parameters: `year` (the option) and `start` (for a range). */
export const DONATION_PARAMS = { option: "year", start: "start" } as const;

export type DonationQuery =
  /** No query in the URL: the form alone. */
  | { status: "empty" }
  | { status: "invalid"; values: Record<string, string>; errors: Record<string, string[]> }
  | { status: "valid"; values: Record<string, string>; option: YearOption; year: number; start?: number };

/** Reads the donation query from the URL, each problem reported beside its field. */
export function parseDonationQuery(params: URLSearchParams, currentYear: number): DonationQuery {
  const rawOption = params.get(DONATION_PARAMS.option);
  const rawStart = params.get(DONATION_PARAMS.start);
  if (rawOption === null && rawStart === null) return { status: "empty" };
  const option = (rawOption ?? "").trim();
  const startText = (rawStart ?? "").trim();
  const values: Record<string, string> = { [DONATION_PARAMS.option]: option, [DONATION_PARAMS.start]: startText };
  const errors: Record<string, string[]> = {};

  if (!(YEAR_OPTIONS as readonly string[]).includes(option)) errors[DONATION_PARAMS.option] = ["records:donations.errors.option"];
  let start: number | undefined;
  if (option === "range") {
    if (startText === "") errors[DONATION_PARAMS.start] = ["records:donations.errors.startRequired"];
    else if (!/^\d{4}$/.test(startText)) errors[DONATION_PARAMS.start] = ["digits?length=4"];
    else if (Number(startText) < OLDEST_DONATION_YEAR || Number(startText) > currentYear) {
      errors[DONATION_PARAMS.start] = [`records:donations.errors.startRange?min=${OLDEST_DONATION_YEAR}&max=${currentYear}`];
    } else start = Number(startText);
  }
  if (Object.keys(errors).length) return { status: "invalid", values, errors };
  const year = donationYear(option, start, currentYear)!;
  return { status: "valid", values, option: option as YearOption, year, ...(start !== undefined ? { start } : {}) };
}
