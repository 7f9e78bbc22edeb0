import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import type { RootData } from "~/root-data";
import { pageMeta } from "./meta";
import { previewTags, tenantCard, type SocialImage } from "./preview.server";

const tenant: { name: string; description: string; languages: Locale[]; logo: null; theme: string } = {
  name: "Congreso Demo",
  description: "Congreso internacional.",
  languages: ["es", "en", "eus"],
  logo: null,
  theme: "default",
};

type Input = { title?: string; image?: SocialImage; type?: "article" };

/** As the loaders make them: the root's preview (the tenant's card) and the page's own when it has a picture. */
function tags(pathname: string, locale: RootData["locale"], { image, type, ...input }: Input = {}) {
  const site = { tenant, origin: "https://portal.example", locale, defaultLocale: "es" as const };
  const root = { ...site, preview: previewTags(site, tenantCard(site, tenant)) } as unknown as RootData;
  const preview = image ? previewTags(site, image, type) : null;
  const descriptors = pageMeta({ matches: [{ id: "root", data: root }], location: { pathname, search: "" } }, { ...input, preview });
  const byKey = new Map<string, string[]>();
  for (const d of descriptors as Array<Record<string, string>>) {
    const key = d.property ?? d.name;
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), d.content!]);
  }
  return (key: string) => byKey.get(key) ?? [];
}

describe("pageMeta's link preview tags", () => {
  it("gives the canonical URL, the site, the page's locale and the tenant's other languages", () => {
    const get = tags("/en/agenda", "en", { title: "Agenda" });
    expect(get("og:url")).toEqual(["https://portal.example/en/agenda"]);
    expect(get("og:site_name")).toEqual(["Congreso Demo"]);
    expect(get("og:locale")).toEqual(["en_US"]);
    expect(get("og:locale:alternate")).toEqual(["es_ES", "eu_ES"]);
    expect(get("og:type")).toEqual(["website"]);
    expect(get("twitter:card")).toEqual(["summary_large_image"]);
    // X reads the title and description from Open Graph when it has no twitter: ones.
    expect(get("og:title")).toEqual(["Agenda | Congreso Demo"]);
    expect(get("og:description")).toEqual(["Congreso internacional."]);
  });

  it("falls back to the tenant's card in the page's language, as an absolute URL with its size and type", () => {
    const get = tags("/eus/blog", "eus");
    const [image] = get("og:image");
    expect(image).toMatch(/^https:\/\/portal\.example\/eus\/tarjetas\/sitio\/portada\/tarjeta\.png\?v=\w+$/);
    expect(get("twitter:image")).toEqual([image]);
    expect(get("og:image:width")).toEqual(["1200"]);
    expect(get("og:image:height")).toEqual(["630"]);
    expect(get("og:image:type")).toEqual(["image/png"]);
    expect(get("og:image:alt")[0]).toContain("Congreso Demo");
    expect(get("twitter:image:alt")).toEqual(get("og:image:alt"));
  });

  it("uses the page's own picture, made absolute, without a size it does not know", () => {
    const get = tags("/blog/post", "es", { image: { url: "/media/post.jpg", alt: "Una foto" }, type: "article" });
    expect(get("og:image")).toEqual(["https://portal.example/media/post.jpg"]);
    expect(get("og:image:alt")).toEqual(["Una foto"]);
    expect(get("og:image:width")).toEqual([]);
    expect(get("og:type")).toEqual(["article"]);
  });

  it("has no alternate locale for a tenant in one language", () => {
    const get = tags("/", "es");
    expect(get("og:locale:alternate")).toHaveLength(2);
    const languages = tenant.languages;
    tenant.languages = ["es"];
    try {
      expect(tags("/", "es")("og:locale:alternate")).toEqual([]);
    } finally {
      tenant.languages = languages;
    }
  });
});

describe("pageMeta's JSON-LD", () => {
  it("hands each node to Remix's <Meta> as a script:ld+json descriptor, which escapes it inside the script element", () => {
    const node = { "@type": "Event", name: "</script><script>alert(1)</script>" };
    const root = { tenant, origin: "https://portal.example", locale: "es", defaultLocale: "es", preview: [] } as unknown as RootData;
    const descriptors = pageMeta({ matches: [{ id: "root", data: root }], location: { pathname: "/", search: "" } }, { jsonLd: [node] });
    expect(descriptors.filter((d) => "script:ld+json" in d)).toEqual([{ "script:ld+json": node }]);
  });
});
