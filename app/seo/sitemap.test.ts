import { describe, expect, it } from "vitest";
import { escapeXml, sitemapXml, type SitemapSite } from "./sitemap";

const site: SitemapSite = { origin: "https://a.example", defaultLocale: "es", languages: ["es", "en", "eus"] };

const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);

describe("escapeXml", () => {
  it("escapes the characters XML reserves", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

describe("sitemapXml", () => {
  it("writes a <url> per language with every language's alternate and x-default", () => {
    const xml = sitemapXml([{ path: "/agenda/una-charla", languages: ["es", "en", "eus"] }], site, null)!;
    const urls = urlsOf(xml);
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)![1])).toEqual([
      "https://a.example/agenda/una-charla",
      "https://a.example/en/agenda/una-charla",
      "https://a.example/eus/agenda/una-charla",
    ]);
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="es-ES" href="https://a.example/agenda/una-charla"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://a.example/en/agenda/una-charla"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="eu-ES" href="https://a.example/eus/agenda/una-charla"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/agenda/una-charla"/>');
    }
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]*xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml"/);
  });

  it("lists a page only in the languages it exists in, x-default then its first", () => {
    const urls = urlsOf(sitemapXml([{ path: "/blog/solo", languages: ["en"] }], site, null)!);
    expect(urls).toHaveLength(1);
    expect(urls[0]).not.toContain('hreflang="es-ES"');
    expect(urls[0]).toContain('hreflang="x-default" href="https://a.example/en/blog/solo"');
  });

  it("escapes & and < and encodes non-ASCII in URLs, and gives the backend's date as lastmod", () => {
    const xml = sitemapXml([{ path: "/a&b<c/año", languages: ["es"], lastmod: "2026-05-01T10:00:00+02:00" }], site, null)!;
    expect(xml).toContain("<loc>https://a.example/a&amp;b%3Cc/a%C3%B1o</loc>");
    expect(xml).toContain("<lastmod>2026-05-01T10:00:00+02:00</lastmod>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("writes no alternates for a site in one language", () => {
    const xml = sitemapXml([{ path: "/", languages: ["es"] }], { ...site, languages: ["es"] }, null)!;
    expect(xml).not.toContain("xhtml:link");
  });

  it("above the limit, answers an index of numbered parts that together hold every URL", () => {
    const entries = ["/a", "/b", "/c"].map((path) => ({ path, languages: ["es", "en"] as const }));
    const index = sitemapXml(entries, site, null, 4)!;
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://a.example/sitemap.xml?part=1",
      "https://a.example/sitemap.xml?part=2",
    ]);
    expect(urlsOf(sitemapXml(entries, site, 1, 4)!)).toHaveLength(4);
    expect(urlsOf(sitemapXml(entries, site, 2, 4)!)).toHaveLength(2);
    expect(sitemapXml(entries, site, 3, 4)).toBeNull();
    expect(sitemapXml(entries, site, 1)).toBeNull();
  });
});
