// The self-hosted web fonts (decision 022): a tenant's @font-face rules, metric-matched fallback
// faces, the font tokens and the files worth preloading.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2?url";
import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import nunitoLatinExt from "@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url";
import sourceSansLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import sourceSansLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2?url";
import merriweather400Latin from "@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url";
import merriweather400LatinExt from "@fontsource/merriweather/files/merriweather-latin-ext-400-normal.woff2?url";
import merriweather700Latin from "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url";
import merriweather700LatinExt from "@fontsource/merriweather/files/merriweather-latin-ext-700-normal.woff2?url";
import arial from "@capsizecss/metrics/arial";
import arial700 from "@capsizecss/metrics/arial/700";
import fraunces from "@capsizecss/metrics/fraunces";
import fraunces600 from "@capsizecss/metrics/fraunces/600";
import fraunces700 from "@capsizecss/metrics/fraunces/700";
import inter from "@capsizecss/metrics/inter";
import inter600 from "@capsizecss/metrics/inter/600";
import inter700 from "@capsizecss/metrics/inter/700";
import merriweather from "@capsizecss/metrics/merriweather";
import merriweather700 from "@capsizecss/metrics/merriweather/700";
import nunito from "@capsizecss/metrics/nunito";
import nunito600 from "@capsizecss/metrics/nunito/600";
import nunito700 from "@capsizecss/metrics/nunito/700";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import sourceSans3600 from "@capsizecss/metrics/sourceSans3/600";
import sourceSans3700 from "@capsizecss/metrics/sourceSans3/700";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import timesNewRoman700 from "@capsizecss/metrics/timesNewRoman/700";
import type { Tenant } from "~/tenancy/tenant";
import { typeSetOf, type FontName, type RoleFont } from "./type-sets.server";

/** The two subsets' code points, as @fontsource 5.3's CSS files give them (the same for every family). */
export const UNICODE_RANGES = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  latinExt:
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;

export type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/** One woff2 per subset; a variable font's one file covers its whole `weight` range. */
type FaceFiles = { weight: string; latin: string; latinExt: string };

type Family = {
  category: "sans-serif" | "serif";
  faces: FaceFiles[];
  /** A static family without a 600 draws it with its 700 face. */
  metrics: { 400: Metrics; 600: Metrics; 700: Metrics };
};

export const FAMILIES: Record<FontName, Family> = {
  "Source Sans 3": {
    category: "sans-serif",
    faces: [{ weight: "200 900", latin: sourceSansLatin, latinExt: sourceSansLatinExt }],
    metrics: { 400: sourceSans3, 600: sourceSans3600, 700: sourceSans3700 },
  },
  Inter: {
    category: "sans-serif",
    faces: [{ weight: "100 900", latin: interLatin, latinExt: interLatinExt }],
    metrics: { 400: inter, 600: inter600, 700: inter700 },
  },
  Nunito: {
    category: "sans-serif",
    faces: [{ weight: "200 1000", latin: nunitoLatin, latinExt: nunitoLatinExt }],
    metrics: { 400: nunito, 600: nunito600, 700: nunito700 },
  },
  Fraunces: {
    category: "serif",
    faces: [{ weight: "100 900", latin: frauncesLatin, latinExt: frauncesLatinExt }],
    metrics: { 400: fraunces, 600: fraunces600, 700: fraunces700 },
  },
  // No variable Merriweather package: the two static weights the pages use.
  Merriweather: {
    category: "serif",
    faces: [
      { weight: "400", latin: merriweather400Latin, latinExt: merriweather400LatinExt },
      { weight: "700", latin: merriweather700Latin, latinExt: merriweather700LatinExt },
    ],
    metrics: { 400: merriweather, 600: merriweather700, 700: merriweather700 },
  },
};

/** Local fonts for the fallback faces: all share the metrics the overrides were computed against. */
const FALLBACK_FONTS = {
  "sans-serif": {
    metrics: { 400: arial, 700: arial700 },
    local: {
      400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular", "Helvetica"],
      700: [
        "Arial Bold",
        "Arial-BoldMT",
        "Liberation Sans Bold",
        "LiberationSans-Bold",
        "Arimo Bold",
        "Arimo-Bold",
        "Helvetica Bold",
        "Helvetica-Bold",
      ],
    },
  },
  serif: {
    metrics: { 400: timesNewRoman, 700: timesNewRoman700 },
    local: {
      400: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif", "Tinos", "Tinos-Regular", "Times"],
      700: [
        "Times New Roman Bold",
        "TimesNewRomanPS-BoldMT",
        "Liberation Serif Bold",
        "LiberationSerif-Bold",
        "Tinos Bold",
        "Tinos-Bold",
        "Times Bold",
        "Times-Bold",
      ],
    },
  },
} as const;

export type FallbackOverrides = { sizeAdjust: number; ascentOverride: number; descentOverride: number; lineGapOverride: number };

/** How a local font must be scaled and spaced to take the room the web font will. */
export function fallbackOverrides(font: Metrics, fallback: Metrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: font.lineGap / em,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function fallbackName(family: FontName): string {
  return `${family} Fallback`;
}

function faceRules(name: FontName): string[] {
  return FAMILIES[name].faces.flatMap((face) =>
    (["latin", "latinExt"] as const).map(
      (subset) =>
        `@font-face{font-family:"${name}";font-style:normal;font-display:swap;font-weight:${face.weight};` +
        `src:url(${face[subset]}) format("woff2");unicode-range:${UNICODE_RANGES[subset]}}`,
    ),
  );
}

function fallbackRules(name: FontName): string[] {
  const family = FAMILIES[name];
  const fallback = FALLBACK_FONTS[family.category];
  return ([400, 600, 700] as const).map((weight) => {
    // The local fonts have no semibold: 600 is drawn from their bold, scaled to the web font's 600.
    const local = weight === 400 ? 400 : 700;
    const o = fallbackOverrides(family.metrics[weight], fallback.metrics[local]);
    const src = fallback.local[local].map((face) => `local("${face}")`).join(",");
    return (
      `@font-face{font-family:"${fallbackName(name)}";font-style:normal;font-weight:${weight};src:${src};` +
      `size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascentOverride)};` +
      `descent-override:${percent(o.descentOverride)};line-gap-override:${percent(o.lineGapOverride)}}`
    );
  });
}

/** A name from the tenants file, safe inside a CSS string inside a <style> element. */
function cssString(value: string): string {
  return value.replace(/["\\<>\u0000-\u001f\u007f]/g, "");
}

/** The font-family value of a role: `"Inter", "Inter Fallback", var(--font-fallback)`. */
function fontStack(role: RoleFont): string {
  const local = role.local ? cssString(role.local) : "";
  return [local && `"${local}"`, `"${role.family}"`, `"${fallbackName(role.family)}"`, "var(--font-fallback)"].filter(Boolean).join(", ");
}

export type FontHead = {
  /** The latin files the first screen is set in: the text's, and the headings' when they differ. */
  preloads: string[];
  /** @font-face rules (hosted and fallback faces) and the font tokens, for an inline <style>. */
  css: string;
};

type FontChoice = Pick<Tenant, "theme" | "cssBaseFont" | "cssAlternateFont">;

const heads = new Map<string, FontHead>();

export function fontHeadOf(tenant: FontChoice): FontHead {
  const key = JSON.stringify([tenant.theme, tenant.cssBaseFont, tenant.cssAlternateFont]);
  let head = heads.get(key);
  if (!head) {
    head = buildFontHead(tenant);
    heads.set(key, head);
  }
  return head;
}

function buildFontHead(tenant: FontChoice): FontHead {
  const { base, headings } = typeSetOf(tenant);
  const families = [...new Set([base.family, headings.family])];
  const preloads = [
    // A role led by a local name may never need the hosted file: no preload for it.
    base.local ? null : latinFile(base.family, 400),
    headings.local ? null : latinFile(headings.family, 700),
  ].filter((url): url is string => url !== null);
  const css = [
    ...families.flatMap((name) => [...faceRules(name), ...fallbackRules(name)]),
    `:root{--font-base:${fontStack(base)};--font-alternate:${fontStack(headings)}}`,
  ].join("\n");
  return { preloads: [...new Set(preloads)], css };
}

/** The latin file that sets `weight` (a variable font's one file, or the static face of that weight). */
function latinFile(name: FontName, weight: 400 | 700): string {
  const faces = FAMILIES[name].faces;
  return (faces.find((face) => face.weight === String(weight)) ?? faces[0]).latin;
}
