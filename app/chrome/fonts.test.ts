import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import merriweather700 from "@capsizecss/metrics/merriweather/700";
import timesNewRoman700 from "@capsizecss/metrics/timesNewRoman/700";
import { describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "~/config.server";
import { loadTenantsFile } from "../../server/tenants";
import { FAMILIES, UNICODE_RANGES, fallbackOverrides, fontHeadOf } from "./fonts.server";
import { FONT_NAMES, THEME_TYPE_SETS, fontWarnings, typeSetOf } from "./type-sets.server";

const tenant = (theme: string, cssBaseFont: string | null = null, cssAlternateFont: string | null = null) => ({
  name: "T",
  theme,
  cssBaseFont,
  cssAlternateFont,
});

/** The font-family names the head's @font-face rules declare. */
function declaredFamilies(css: string): string[] {
  return [...new Set([...css.matchAll(/@font-face\{font-family:"([^"]+)"/g)].map((match) => match[1]))];
}

/** A fallback face's overrides as the CSS gives them, as fractions. */
function overridesInCss(css: string, family: string, weight: number) {
  const rule = new RegExp(`font-family:"${family}";font-style:normal;font-weight:${weight};[^}]*`).exec(css)?.[0] ?? "";
  const read = (name: string) => Number(new RegExp(`${name}:([\\d.]+)%`).exec(rule)?.[1]) / 100;
  return {
    sizeAdjust: read("size-adjust"),
    ascentOverride: read("ascent-override"),
    descentOverride: read("descent-override"),
    lineGapOverride: read("line-gap-override"),
  };
}

describe("type sets", () => {
  it("gives each theme its text and heading fonts, and an unknown theme the default's", () => {
    expect(typeSetOf(tenant("default"))).toEqual({
      base: { local: null, family: "Source Sans 3" },
      headings: { local: null, family: "Merriweather" },
    });
    expect(typeSetOf(tenant("hermes"))).toEqual({ base: { local: null, family: "Inter" }, headings: { local: null, family: "Fraunces" } });
    expect(typeSetOf(tenant("mdigital"))).toEqual({ base: { local: null, family: "Nunito" }, headings: { local: null, family: "Nunito" } });
    expect(typeSetOf(tenant("digitalone"))).toEqual({ base: { local: null, family: "Inter" }, headings: { local: null, family: "Inter" } });
    expect(typeSetOf(tenant("no-such-theme"))).toEqual(typeSetOf(tenant("default")));
  });

  it("lets the tenant's names override the theme's; with only the text font named, headings keep the theme's", () => {
    expect(typeSetOf(tenant("hermes", "Nunito", "Merriweather"))).toEqual({
      base: { local: null, family: "Nunito" },
      headings: { local: null, family: "Merriweather" },
    });
    expect(typeSetOf(tenant("hermes", "nunito"))).toEqual({
      base: { local: null, family: "Nunito" },
      headings: { local: null, family: "Fraunces" },
    });
  });

  it("keeps an unknown name as a local font ahead of the theme's, and says so once per name at start-up", () => {
    const odd = { ...tenant("hermes", "Comic Sans MS"), name: "Raro" };
    expect(typeSetOf(odd).base).toEqual({ local: "Comic Sans MS", family: "Inter" });
    const warnings = fontWarnings([odd, tenant("default", "Inter", "Fraunces")]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/tenant "Raro": cssBaseFont "Comic Sans MS" is not a hosted font/);

    const head = fontHeadOf(odd);
    expect(head.css).toContain('--font-base:"Comic Sans MS", "Inter", "Inter Fallback", var(--font-fallback)');
    // The visitor who has the named font never needs Inter's file: only the headings' is preloaded.
    expect(head.preloads).toEqual([FAMILIES.Fraunces.faces[0].latin]);
  });

  it("hosts every font the demo tenants name", () => {
    expect(fontWarnings(loadTenantsFile(DEMO_TENANTS_FILE))).toEqual([]);
  });
});

describe("font head", () => {
  it("declares only the tenant's families, both subsets, swapping, with the tokens pointing at them", () => {
    const { css } = fontHeadOf(tenant("hermes"));
    expect(declaredFamilies(css)).toEqual(["Inter", "Inter Fallback", "Fraunces", "Fraunces Fallback"]);
    expect(css).toContain(
      `font-weight:100 900;src:url(${FAMILIES.Inter.faces[0].latin}) format("woff2");unicode-range:${UNICODE_RANGES.latin}}`,
    );
    expect(css).toContain(`src:url(${FAMILIES.Inter.faces[0].latinExt}) format("woff2");unicode-range:${UNICODE_RANGES.latinExt}}`);
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).toContain(
      ':root{--font-base:"Inter", "Inter Fallback", var(--font-fallback);--font-alternate:"Fraunces", "Fraunces Fallback", var(--font-fallback)}',
    );
  });

  it("gives Merriweather its two static weights and preloads the bold one for headings", () => {
    const head = fontHeadOf(tenant("default"));
    expect(declaredFamilies(head.css)).toEqual(["Source Sans 3", "Source Sans 3 Fallback", "Merriweather", "Merriweather Fallback"]);
    expect(head.css.match(/font-family:"Merriweather";[^}]*font-weight:(\d+);/g)?.map((rule) => rule.match(/weight:(\d+)/)?.[1])).toEqual([
      "400",
      "400",
      "700",
      "700",
    ]);
    expect(head.preloads).toEqual([FAMILIES["Source Sans 3"].faces[0].latin, FAMILIES.Merriweather.faces[1].latin]);
  });

  it("preloads one file when text and headings share a variable font", () => {
    expect(fontHeadOf(tenant("mdigital")).preloads).toEqual([FAMILIES.Nunito.faces[0].latin]);
  });

  it("points every face at a woff2 file of the latin subsets", () => {
    for (const name of FONT_NAMES) {
      for (const face of FAMILIES[name].faces) {
        expect(face.latin).toMatch(/latin-(wght|\d00)-normal[^/]*\.woff2$/);
        expect(face.latinExt).toMatch(/latin-ext-(wght|\d00)-normal[^/]*\.woff2$/);
      }
    }
    expect(Object.keys(FAMILIES).sort()).toEqual([...FONT_NAMES].sort());
    for (const set of Object.values(THEME_TYPE_SETS)) expect(FONT_NAMES).toContain(set.base);
  });

  it("keeps a tenant's font name from closing the style element or the CSS string", () => {
    const { css } = fontHeadOf(tenant("default", 'Evil"}</style><script>alert(1)</script>'));
    expect(css).not.toMatch(/<\/?(style|script)/i);
    expect(css).toContain('--font-base:"Evil}/stylescriptalert(1)/script", "Source Sans 3"');
  });
});

describe("fallback faces", () => {
  it("scales Arial to Inter's width and takes Inter's ascent, descent and line gap (the fontaine computation)", () => {
    const o = fallbackOverrides(inter, arial);
    // Inter is wider than Arial on average; the three vertical metrics then fill about 1.2 em.
    expect(o.sizeAdjust).toBeCloseTo(inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm), 10);
    expect(o.sizeAdjust).toBeGreaterThan(1);
    expect(o.sizeAdjust).toBeLessThan(1.2);
    expect(o.ascentOverride * o.sizeAdjust).toBeCloseTo(inter.ascent / inter.unitsPerEm, 10);
    expect(o.descentOverride).toBeGreaterThan(0);
    expect(o.ascentOverride + o.descentOverride + o.lineGapOverride).toBeGreaterThan(1);
    expect(o.ascentOverride + o.descentOverride + o.lineGapOverride).toBeLessThan(1.4);
  });

  it("writes the computed overrides into the head, against Times New Roman for a serif's bold", () => {
    const { css } = fontHeadOf(tenant("default"));
    const expected = fallbackOverrides(merriweather700, timesNewRoman700);
    const written = overridesInCss(css, "Merriweather Fallback", 700);
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) expect(written[key]).toBeCloseTo(expected[key], 4);
    expect(css).toMatch(
      /font-family:"Merriweather Fallback";font-style:normal;font-weight:700;src:local\("Times New Roman Bold"\),[^;]*local\("Liberation Serif Bold"\)/,
    );
    expect(css).toMatch(
      /font-family:"Source Sans 3 Fallback";font-style:normal;font-weight:400;src:local\("Arial"\),[^;]*local\("Liberation Sans"\),[^;]*local\("Arimo"\),[^;]*local\("Helvetica"\)/,
    );
  });
});
