// Link previews over HTTP: every demo tenant's pages, in each of its languages, carry the Open Graph
// and Twitter tags, and the card image they name is a 1200×630 PNG that revalidates with its ETag.
import { readFileSync } from "node:fs";
import path from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { crowdfundingSeed } from "../../demo-api/seed/crowdfunding";
import { DEMO_TENANTS } from "../../demo-api/seed/tenants";
import { localePath, type Locale } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { ROOT, get, startPortal, stopAllPortals, type Portal } from "./harness";

type DemoTenant = { hosts: string[]; name: string; token: string; languages: Locale[] };
const TENANTS: DemoTenant[] = JSON.parse(readFileSync(path.join(ROOT, "demo-api", "tenants.json"), "utf8")).tenants;
const OG_LOCALE: Record<Locale, string> = { es: "es_ES", en: "en_US", pt: "pt_PT", eus: "eu_ES" };

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(stopAllPortals);

/** Every og:/twitter: tag of the page's <head>, by name, in order. */
function previewTags(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = tag.match(/(?:property|name)="((?:og|twitter):[^"]+)"/)?.[1];
    const content = tag.match(/content="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), content.replace(/&amp;/g, "&")]);
  }
  return tags;
}

/** A URL on the portal fetched through its port with the URL's own host, as a crawler would. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const { host, pathname, search } = new URL(url);
  const response = await request(`http://127.0.0.1:${portal.port}${pathname}${search}`, {
    headers: { host, connection: "close", ...headers },
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  const one = (name: string) => [response.headers[name]].flat()[0];
  return { status: response.statusCode, type: one("content-type"), etag: one("etag"), cache: one("cache-control"), body };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function page(host: string, lng: Locale, pagePath: string) {
  const response = await get(`http://127.0.0.1:${portal.port}${localePath(lng, pagePath, "es")}`, { host });
  return response;
}

/** The first link on a list page to one of its items, e.g. `/agenda/{slug}`. */
function firstLink(html: string, lng: Locale, listPath: string): string | undefined {
  const prefix = localePath(lng, listPath, "es");
  return html.match(new RegExp(`href="${prefix}/([^"/?#]+)"`))?.[1];
}

async function expectPreview(host: string, lng: Locale, tenant: DemoTenant, pagePath: string, type: "website" | "article") {
  const response = await page(host, lng, pagePath);
  expect(response.status, `${host} ${lng} ${pagePath}`).toBe(200);
  const tags = previewTags(response.text);
  const one = (key: string) => tags.get(key)?.[0];
  expect(one("og:type")).toBe(type);
  expect(one("og:site_name")).toBe(tenant.name);
  expect(one("og:url")).toMatch(/^http:\/\//);
  expect(one("og:title")).toBeTruthy();
  expect(one("og:description")).toBeTruthy();
  expect(one("og:locale")).toBe(OG_LOCALE[lng]);
  expect(tags.get("og:locale:alternate") ?? []).toEqual(tenant.languages.filter((other) => other !== lng).map((other) => OG_LOCALE[other]));
  expect(one("twitter:card")).toBe("summary_large_image");
  expect(one("og:image:alt")).toBeTruthy();
  expect(one("twitter:image:alt")).toBe(one("og:image:alt"));
  const image = one("og:image")!;
  expect(one("twitter:image")).toBe(image);
  expect(new URL(image).host).toBe(new URL(one("og:url")!).host);
  return { image, width: one("og:image:width"), height: one("og:image:height") };
}

async function expectCard(image: string, width: string | undefined, height: string | undefined) {
  expect([width, height]).toEqual(["1200", "630"]);
  const card = await fetchImage(image);
  expect(card.status, image).toBe(200);
  expect(card.type).toBe("image/png");
  expect(card.cache).toMatch(/^public, max-age=\d+/);
  expect(card.body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(card.body.toString("latin1", 12, 16)).toBe("IHDR");
  expect([card.body.readUInt32BE(16), card.body.readUInt32BE(20)]).toEqual([1200, 630]);
  const again = await fetchImage(image, { "if-none-match": card.etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
}

/** The venue the demo seed gives an activity (its first room's, else its own). */
function seedVenue(token: string, slug: string): string {
  const seed = DEMO_TENANTS[token]!;
  const activity = seed.catalogue.activities.find((one) => one.slug === slug)!;
  const roomId = activity.rooms[0]?.roomId;
  const venueId = roomId === undefined ? activity.venueId : seed.catalogue.rooms.find((room) => room.id === roomId)!.venueId;
  return seed.venues.find((venue) => venue.id === venueId)!.name;
}

/** How many colours the card has where its picture goes (right of the text, above the strip): a flat card has a handful. */
async function pictureColours(image: string): Promise<number> {
  const png = PNG.sync.read((await fetchImage(image)).body);
  const colours = new Set<number>();
  for (let y = 0; y < 500; y += 4) for (let x = 760; x < 1200; x += 4) colours.add(png.data.readUInt32BE((y * png.width + x) * 4));
  return colours.size;
}

describe.each(TENANTS.flatMap((tenant) => tenant.languages.map((lng) => [tenant.hosts.at(-1)!, lng, tenant] as const)))(
  "link previews on %s in %s",
  (host, lng, tenant) => {
    it("the home page names the tenant's card", async () => {
      const { image, width, height } = await expectPreview(host, lng, tenant, pathTo("home"), "website");
      expect(new URL(image).pathname).toBe(localePath(lng, pathTo("socialCard", { kind: "sitio", id: "portada" }), "es"));
      await expectCard(image, width, height);
      // Without a picture, the area stays the theme's flat colour.
      expect(await pictureColours(image)).toBeLessThan(100);
    });

    it("an activity, a post and a campaign name their own card", async () => {
      const agenda = await page(host, lng, pathTo("agenda"));
      const slug = firstLink(agenda.text, lng, pathTo("agenda"));
      expect(slug).toBeTruthy();
      const activity = await expectPreview(host, lng, tenant, pathTo("conference", { slug: slug! }), "website");
      expect(activity.image).toContain("/tarjetas/actividad/");
      await expectCard(activity.image, activity.width, activity.height);

      const blog = await page(host, lng, pathTo("blog"));
      if (blog.status === 200) {
        const id = firstLink(blog.text, lng, pathTo("blog"));
        expect(id, "a post on the blog").toBeTruthy();
        const post = await expectPreview(host, lng, tenant, pathTo("post", { id: id! }), "article");
        await expectCard(post.image, post.width, post.height);
      }

      const campaign = crowdfundingSeed(tenant.token).campaigns[0];
      if (campaign) {
        const preview = await expectPreview(host, lng, tenant, pathTo("campaign", { slug: campaign.conferenceSlug }), "website");
        expect(preview.image).toContain("/tarjetas/campana/");
        await expectCard(preview.image, preview.width, preview.height);
        // The card shows the campaign's picture and says where its activity happens.
        const response = await page(host, lng, pathTo("campaign", { slug: campaign.conferenceSlug }));
        expect(previewTags(response.text).get("og:image:alt")?.[0]).toContain(seedVenue(tenant.token, campaign.conferenceSlug));
        expect(await pictureColours(preview.image)).toBeGreaterThan(100);
      }
    });
  },
);

describe("a card that does not exist", () => {
  it("is a 404 for an unknown activity, post, campaign or kind", async () => {
    for (const [kind, id] of [
      ["actividad", "no-existe"],
      ["blog", "no-existe"],
      ["campana", "no-existe"],
      ["sitio", "otra"],
      ["otra", "portada"],
    ]) {
      const card = await fetchImage(`http://localhost${pathTo("socialCard", { kind: kind!, id: id! })}`);
      expect(card.status, `${kind}/${id}`).toBe(404);
    }
  });
});
