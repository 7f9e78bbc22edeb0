// The JSON-LD search engines read (app/seo/structured-data.server.ts), as served: on every demo tenant and in each
// of its languages, the home page, an activity and a post hold blocks that parse and have schema.org's shapes.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO_TENANTS_FILE } from "../../app/config.server";
import { LOCALE_ISO, defaultLocaleOf, type Locale } from "../../app/i18n/locales";
import { get, htmlLang, startPortal, stopAllPortals, type Portal } from "./harness";

const TENANTS = (
  JSON.parse(readFileSync(DEMO_TENANTS_FILE, "utf8")) as { tenants: { hosts: string[]; name: string; languages: Locale[] }[] }
).tenants;

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => stopAllPortals());

type Page = { html: string; lang: string | undefined; canonical: string; h1: string | undefined; blocks: Record<string, unknown>[] };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function page(host: string, path: string): Promise<Page> {
  const response = await get(`${portal.url}${path}`, { host, headers: { cookie: "cookie_consent=v1:2026-11-27:none" } });
  expect(response.status, `${host}${path}`).toBe(200);
  const html = response.text;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  return {
    html,
    lang: htmlLang(html),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!,
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    blocks,
  };
}

/** Schema.org's shapes as search engines ask for them; URLs checked against the page's own host afterwards. */
const url = z.string().url();
const offsetDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/);
const organization = z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url, logo: url.optional() });
const shapes = {
  Organization: organization.extend({ "@context": z.literal("https://schema.org"), sameAs: z.array(url).optional() }),
  WebSite: z.object({
    "@context": z.literal("https://schema.org"),
    name: z.string().min(1),
    url,
    inLanguage: z.string(),
    potentialAction: z.object({ "@type": z.literal("SearchAction"), target: z.string().includes("{search_term_string}") }).optional(),
  }),
  Event: z.object({
    "@context": z.literal("https://schema.org"),
    name: z.string().min(1),
    startDate: offsetDate,
    endDate: offsetDate,
    eventStatus: z.string().startsWith("https://schema.org/Event"),
    eventAttendanceMode: z.enum([
      "https://schema.org/OfflineEventAttendanceMode",
      "https://schema.org/OnlineEventAttendanceMode",
      "https://schema.org/MixedEventAttendanceMode",
    ]),
    location: z.union([z.object({ "@type": z.string() }), z.array(z.object({ "@type": z.string() })).min(2)]),
    organizer: organization,
    offers: z
      .array(
        z.object({
          "@type": z.literal("Offer"),
          url,
          price: z.number().nonnegative().optional(),
          priceCurrency: z.string().length(3).optional(),
        }),
      )
      .optional(),
    image: z.array(url).optional(),
    url,
    inLanguage: z.string(),
  }),
  BlogPosting: z.object({
    "@context": z.literal("https://schema.org"),
    headline: z.string().min(1),
    datePublished: offsetDate,
    author: z.object({ "@type": z.enum(["Person", "Organization"]), name: z.string().min(1) }),
    publisher: organization,
    mainEntityOfPage: z.object({ "@type": z.literal("WebPage"), "@id": url }),
    image: url.optional(),
    url,
    inLanguage: z.string(),
  }),
} as const;

/** A venue with its postal address, as Google's event results ask for it. */
const postalPlace = z.object({
  "@type": z.literal("Place"),
  name: z.string().min(1),
  address: z.object({
    "@type": z.literal("PostalAddress"),
    streetAddress: z.string().min(1),
    postalCode: z.string().min(1),
    addressLocality: z.string().min(1),
    addressCountry: z.string().length(2),
  }),
});

/** The one block of `type` on the page, in its shape, in the page's language, every URL of ours on the page's host. */
function block(shown: Page, type: keyof typeof shapes, ours: (value: string) => boolean) {
  const found = shown.blocks.filter((node) => node["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  const node = shapes[type].parse(found[0]) as Record<string, unknown>;
  if ("inLanguage" in node) expect(node.inLanguage).toBe(shown.lang);
  const origin = new URL(shown.canonical).origin;
  const urls = JSON.stringify(node).match(/https?:\/\/[^"]+/g) ?? [];
  for (const found of urls.filter(ours)) expect(found.startsWith(`${origin}/`) || found === origin, found).toBe(true);
  return node;
}

/** The first link to `section`/<slug> on the section's page, in the default language: slugs are the same in every language. */
const slugs = new Map<string, Promise<string>>();
function firstSlug(host: string, section: "agenda" | "blog"): Promise<string> {
  const key = `${host}/${section}`;
  if (!slugs.has(key)) {
    slugs.set(
      key,
      page(host, `/${section}`).then((shown) => new RegExp(`href="/${section}/([^"/?#]+)"`).exec(shown.html)?.[1] ?? "(none)"),
    );
  }
  return slugs.get(key)!;
}

describe.concurrent("structured data", () => {
  for (const tenant of TENANTS) {
    const host = tenant.hosts.find((name) => name !== "127.0.0.1")!;
    const defaultLocale = defaultLocaleOf(tenant.languages);
    for (const locale of tenant.languages) {
      const prefix = locale === defaultLocale ? "" : `/${locale}`;
      // Our own addresses (not schema.org's, not the social networks' or an organizer's site).
      const ours = (value: string) => /^https?:\/\/[^/]*localhost(:\d+)?\//.test(value) || value.startsWith(portal.url);

      it(`${host} ${locale}: the home page's Organization and WebSite`, async () => {
        const home = await page(host, prefix || "/");
        expect(home.lang).toBe(LOCALE_ISO[locale]);
        const org = block(home, "Organization", ours);
        expect(org.name).toBe(tenant.name);
        const site = block(home, "WebSite", ours);
        expect(site.url).toBe(home.canonical);
      });

      it(`${host} ${locale}: an activity's Event`, async () => {
        const activity = await page(host, `${prefix}/agenda/${await firstSlug(host, "agenda")}`);
        const event = block(activity, "Event", ours);
        expect(event.url).toBe(activity.canonical);
        // Search engines show an event with its venue's postal address and a raster picture (not SVG).
        const raw = activity.blocks.find((node) => node["@type"] === "Event")!;
        const place = [raw.location].flat().find((node) => (node as { "@type": string })["@type"] === "Place");
        expect(postalPlace.parse(place).address.addressLocality).toBeTruthy();
        for (const image of (event.image as string[] | undefined) ?? []) expect(image).toMatch(/\.(png|jpe?g|gif|webp)(\?|$)/);
        // The name is the title the page shows, so in the page's language.
        expect(event.name).toBe(decode(activity.h1 ?? ""));
      });

      // Every demo tenant has a blog with posts.
      it(`${host} ${locale}: a post's BlogPosting`, async () => {
        const post = await page(host, `${prefix}/blog/${await firstSlug(host, "blog")}`);
        const posting = block(post, "BlogPosting", ours);
        expect(posting.url).toBe(post.canonical);
        expect(posting.headline).toBe(decode(post.h1 ?? ""));
      });
    }
  }
});
