import { describe, expect, it } from "vitest";
import { cardSvg, escapeXml, textWidth, wrapText, type CardInput } from "./card-layout";

const colours = { primary: "#0b4f9c", soft: "#e7eff9", text: "#1b1b1f", surface: "#ffffff" };
const input = (overrides: Partial<CardInput> = {}): CardInput => ({
  label: "Actividad",
  title: "Inauguración",
  subtitle: "martes, 9 de marzo de 2027 · 09:30",
  footer: "Congreso Demo",
  logo: null,
  colours,
  ...overrides,
});

/** The text of the card's <tspan>s, unescaped, grouped by font size. */
function texts(svg: string, size: number): string[] {
  const block = svg.split("<text ").find((text) => text.startsWith(`font-size="${size}"`)) ?? "";
  return [...block.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) =>
    match[1]!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

describe("wrapText", () => {
  it("breaks between words, every line within the width, nothing lost when it fits", () => {
    const text = "Una inteligencia artificial al servicio de las personas y de las ciudades";
    const { lines, cut } = wrapText(text, 60, 600, 4);
    expect(cut).toBe(false);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(600);
  });

  it("stops at the last allowed line and ends it with an ellipsis", () => {
    const text = Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(" ");
    const { lines, cut } = wrapText(text, 60, 600, 3);
    expect(cut).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(textWidth(lines[2]!, 60)).toBeLessThanOrEqual(600);
  });

  it("cuts a word longer than a line instead of overflowing", () => {
    const { lines } = wrapText("Donaudampfschifffahrtsgesellschaftskapitänswitwe", 72, 400, 2);
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(400);
  });
});

describe("cardSvg", () => {
  it("escapes the title, label and subtitle for XML", () => {
    const title = `<script>alert("x")</script> & 'Co'`;
    const svg = cardSvg(input({ title, label: "R&D", subtitle: "a < b" }));
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(texts(svg, 72).join(" ")).toBe(title);
    expect(svg).toContain("R&amp;D");
    expect(svg).toContain("a &lt; b");
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
  });

  it("draws a short title large and a long one smaller on more lines, cut with an ellipsis past four", () => {
    expect(texts(cardSvg(input()), 72)).toEqual(["Inauguración"]);
    const long =
      "Jornada internacional sobre la transformación digital de las administraciones públicas, la ciudadanía y los servicios que se prestan en cada territorio durante la próxima década";
    const svg = cardSvg(input({ title: long }));
    const lines = texts(svg, 52);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/…$/);
    expect(long.startsWith(lines.join(" ").replace(/…$/, ""))).toBe(true);
  });

  it("keeps every drawn line inside the card", () => {
    const svg = cardSvg(input({ title: "Una inteligencia artificial al servicio de las personas y de las ciudades del futuro" }));
    for (const match of svg.matchAll(/<tspan x="(\d+)" y="(\d+)">/g)) {
      expect(Number(match[2])).toBeGreaterThan(0);
      expect(Number(match[2])).toBeLessThan(630);
    }
  });

  it("draws the logo's own SVG in the strip, or the tenant's name without a logo", () => {
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48"><circle cx="24" cy="24" r="14"/></svg>`;
    const withLogo = cardSvg(input({ logo: { svg: logo, width: 220, height: 48 } }));
    expect(withLogo).toMatch(
      /<svg x="80" y="\d+" width="293\.\d+" height="64" preserveAspectRatio="xMinYMid meet" viewBox="0 0 220 48" overflow="visible"><circle/,
    );
    expect(texts(withLogo, 32)).toEqual([]);
    expect(texts(cardSvg(input()), 32)).toEqual(["Congreso Demo"]);
  });
});
