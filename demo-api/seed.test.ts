// The seed itself: what each demo tenant must contain, and that its references hold together.
import { describe, expect, it } from "vitest";
import { collectAssetUrls } from "./assets";
import { crowdfundingSeed } from "./seed/crowdfunding";
import { findSpanishFallbacks } from "./seed/i18n";
import { networkingSeed, TERMS } from "./seed/networking";
import { participationSeed } from "./seed/participation";
import { registrationFormOf } from "./seed/registration";
import { shopSeed } from "./seed/shop";
import { SECTIONED_AREAS } from "./seed/universidad-area";
import { DEMO_TENANTS } from "./seed/tenants";
import type { DemoTenant, SeedModule } from "./seed/types";

const congreso = DEMO_TENANTS["demo-congreso-token"];
const eventos = DEMO_TENANTS["demo-eventos-token"];
const mecenazgo = DEMO_TENANTS["demo-mecenazgo-token"];

const MODULE_TYPES = [
  "activities",
  "blog",
  "card",
  "contact_form",
  "container",
  "countdown",
  "donation_calculator",
  "html",
  "iframe",
  "image",
  "link",
  "login",
  "slide",
  "speakers",
  "sponsors",
  "static_map",
  "text",
  "title",
  "video",
];

function modulesOf(modules: SeedModule[]): SeedModule[] {
  return modules.flatMap((m) => (m.type === "container" ? [m, ...modulesOf(m.children)] : [m]));
}

const unique = (values: unknown[]) => new Set(values).size === values.length;

describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))(
  "seed integrity: %s",
  (_name, tenant: DemoTenant) => {
    const c = tenant.catalogue;
    const venueIds = tenant.venues.map((v) => v.id);
    const tagSlugs = c.tags.map((t) => t.slug);
    const speakerIds = c.speakers.map((s) => s.id);

    it("has unique ids and slugs", () => {
      for (const [what, list] of Object.entries({
        tags: c.tags,
        rooms: c.rooms,
        splits: c.splits,
        tracks: c.tracks,
        topics: c.topics,
        activities: c.activities,
        speakers: c.speakers,
        sponsorCategories: c.sponsorCategories,
        sponsors: c.sponsors,
        posts: c.posts,
        pages: c.pages,
      })) {
        expect(unique(list.map((item) => item.id)), what).toBe(true);
      }
      expect(unique(tagSlugs)).toBe(true);
      expect(unique(c.activities.map((a) => a.slug))).toBe(true);
      expect(unique(c.posts.map((p) => p.slug))).toBe(true);
      expect(unique(c.pages.map((p) => p.slug))).toBe(true);
    });

    it("uses URL-safe ASCII slugs that do not clash with fixed routes", () => {
      const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
      for (const s of [...tagSlugs, ...c.activities.map((a) => a.slug), ...c.posts.map((p) => p.slug), ...c.pages.map((p) => p.slug)])
        expect(s).toMatch(slug);
      for (const a of c.activities) expect(["all", "featured", "next", "tags", "speakers"]).not.toContain(a.slug);
      for (const p of c.posts) expect(["tags", "featured", "homepage"]).not.toContain(p.slug.toLowerCase());
    });

    it("has activities whose references, dates and seating hold", () => {
      const splitDays = c.splits.map((s) => s.date);
      for (const a of c.activities) {
        expect(Date.parse(a.end), a.slug).toBeGreaterThan(Date.parse(a.start));
        expect(a.start, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
        // The unlisted rehearsal is on the real clock, outside the programme's days.
        if (!a.unlisted) {
          expect(a.end.slice(0, 10), a.slug).toBe(a.start.slice(0, 10));
          expect(splitDays, a.slug).toContain(a.start.slice(0, 10));
        }
        for (const { roomId, seating } of a.rooms) {
          const room = c.rooms.find((r) => r.id === roomId);
          expect(room, `${a.slug}: room ${roomId}`).toBeDefined();
          if (seating) {
            expect(seating.occupied).toBeLessThanOrEqual(seating.total);
            if (room?.capacity != null) expect(seating.total, a.slug).toBeLessThanOrEqual(room.capacity);
          }
        }
        if (a.rooms.length === 0) expect(venueIds, a.slug).toContain(a.venueId);
        else expect(a.venueId, a.slug).toBeUndefined();
        for (const tag of a.tags) expect(tagSlugs, a.slug).toContain(tag);
        for (const id of a.speakers) expect(speakerIds, a.slug).toContain(id);
        if (a.moderator != null) expect(speakerIds).toContain(a.moderator);
        if (a.trackId != null) expect(c.tracks.map((t) => t.id)).toContain(a.trackId);
        if (a.registration.type === "external") expect(a.registration.url).toMatch(/^https:\/\//);
      }
      for (const room of c.rooms) expect(venueIds).toContain(room.venueId);
      for (const split of c.splits)
        expect(
          c.activities.some((a) => a.start.startsWith(split.date)),
          split.date,
        ).toBe(true);
    });

    it("has speakers, sponsors and posts whose references hold", () => {
      for (const s of c.speakers) {
        for (const tag of s.tags) expect(tagSlugs).toContain(tag);
        expect(
          c.activities.some((a) => a.speakers.includes(s.id) || a.moderator === s.id),
          `${s.surname} has no activity`,
        ).toBe(true);
      }
      for (const s of c.sponsors) {
        expect(c.sponsorCategories.map((cat) => cat.id)).toContain(s.categoryId);
        for (const tag of s.tags) expect(tagSlugs).toContain(tag);
        if (s.url !== null) expect(s.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.(com|org)$/);
      }
      expect(c.sponsorCategories.map((cat) => cat.level).sort()).toEqual(["bronze", "gold", "promoter", "silver"]);
      for (const p of c.posts) {
        for (const tag of p.tags) expect(tagSlugs).toContain(tag);
        expect(p.publishedAt.startsWith("2026-"), p.slug).toBe(true);
        expect(Number.isNaN(Date.parse(p.publishedAt))).toBe(false);
        if (p.image === null) expect(p.imageAlt).toBeNull();
      }
      expect(c.posts.filter((p) => p.homePage).length).toBe(3);
      const featured = c.posts.filter((p) => p.featured).length;
      expect(featured).toBeGreaterThanOrEqual(2);
      expect(featured).toBeLessThanOrEqual(3);
    });

    it("has CMS pages whose listing modules point to existing entries", () => {
      const allModules = c.pages.flatMap((p) => modulesOf(p.modules));
      for (const m of allModules) {
        if (m.type === "activities" && Array.isArray(m.source))
          for (const id of m.source) expect(c.activities.map((a) => a.id)).toContain(id);
        if (m.type === "speakers" && Array.isArray(m.source)) for (const id of m.source) expect(speakerIds).toContain(id);
        if (m.type === "blog" && Array.isArray(m.source)) for (const id of m.source) expect(c.posts.map((p) => p.id)).toContain(id);
        if (m.type === "iframe" || m.type === "video") expect(m.url).toMatch(/^https:\/\//);
        if (m.type === "countdown") expect(m.targetDate.startsWith("2027-")).toBe(true);
      }
      for (const slug of ["home", "aviso-legal", "privacidad", "cookies", "contacto"]) expect(c.pages.map((p) => p.slug)).toContain(slug);
      // Every link of the footer that is a page of the site has its CMS page.
      for (const section of tenant.footer) {
        for (const link of section.links)
          if (!link.target.startsWith("http"))
            expect(
              c.pages.map((p) => p.slug),
              link.target,
            ).toContain(link.target);
      }
    });

    it("uses only relative, catalogue-local asset URLs (the portal's CSP)", () => {
      const urls = [...collectAssetUrls(tenant)];
      expect(urls.length).toBeGreaterThan(0);
      const serialized = JSON.stringify(tenant.catalogue);
      expect(serialized).not.toMatch(/"(photo|logo|image|url)":"http:\/\//);
      for (const s of c.speakers) if (s.photo) expect(s.photo).toMatch(/^\/demo\/catalogue\/speakers\/[a-z0-9-]+\.svg$/);
    });
  },
);

describe("seed counts: Congreso Demo", () => {
  const c = congreso.catalogue;

  it("has two venues with rooms and a three-day congress in CET", () => {
    expect(congreso.venues.map((v) => [v.id, v.name])).toEqual([
      [1, "Palacio Euskalduna"],
      [2, "Kursaal"],
    ]);
    expect(c.rooms.length).toBeGreaterThanOrEqual(4);
    for (const venue of congreso.venues) expect(c.rooms.some((r) => r.venueId === venue.id)).toBe(true);
    expect(c.splits.map((s) => s.date)).toEqual(["2027-03-09", "2027-03-10", "2027-03-11"]);
  });

  it("has at least 15 activities over several rooms and both venues, with the required mix", () => {
    const a = c.activities;
    expect(a.length).toBeGreaterThanOrEqual(15);
    expect(new Set(a.flatMap((x) => x.rooms.map((r) => r.roomId))).size).toBeGreaterThanOrEqual(4);
    const venuesUsed = new Set(
      a.flatMap((x) => (x.rooms.length ? x.rooms.map((r) => c.rooms.find((room) => room.id === r.roomId)?.venueId) : [x.venueId])),
    );
    expect([...venuesUsed].sort()).toEqual([1, 2]);
    const types = a.map((x) => x.registration.type);
    expect(types).toContain("free");
    expect(types).toContain("external");
    const prices = a.flatMap((x) => (x.registration.type === "paid" ? [x.registration.price] : []));
    expect(prices).toEqual(expect.arrayContaining([25, 40.5]));
    const seatings = a.map((x) => x.rooms[0]?.seating ?? null);
    expect(seatings.filter(Boolean).length).toBeGreaterThan(a.length / 2);
    expect(seatings.filter((s) => s && s.occupied === s.total).length).toBeGreaterThanOrEqual(2);
    expect(seatings.some((s) => s === null)).toBe(true);
    expect(a.filter((x) => x.files?.length).length).toBeGreaterThanOrEqual(2);
    for (const file of a.flatMap((x) => x.files ?? [])) expect(file.url).toMatch(/^\/demo\/catalogue\/files\/[a-z0-9-]+\.pdf$/);
    expect(a.some((x) => x.moderator != null)).toBe(true);
    expect(a.filter((x) => x.featured).length).toBeGreaterThanOrEqual(2);
    expect(a.some((x) => x.type === "event")).toBe(true);
    const html = a.map((x) => x.description?.es ?? "").join("");
    for (const tag of ["<p>", "<ul>", "<strong>", "<a href="]) expect(html).toContain(tag);
    const hostile = a.filter(
      (x) => x.description?.es.includes("<script>alert(1)</script>") && x.description.es.includes("<img src=x onerror=alert(1)>"),
    );
    expect(hostile.length).toBe(1);
  });

  it("has at least 6 tags including the main themes", () => {
    expect(c.tags.length).toBeGreaterThanOrEqual(6);
    expect(c.tags.map((t) => t.name.es)).toEqual(
      expect.arrayContaining(["Inteligencia artificial", "Sostenibilidad", "Cultura", "Salud", "Taller", "Keynote"]),
    );
  });

  it("has at least 10 speakers, some without photo", () => {
    expect(c.speakers.length).toBeGreaterThanOrEqual(10);
    expect(c.speakers.filter((s) => s.photo === null).length).toBeGreaterThanOrEqual(2);
    for (const s of c.speakers) {
      expect(s.position).not.toBeNull();
      expect(s.company).not.toBeNull();
      expect(s.bio?.es).toMatch(/^<p>/);
      expect(s.tags.length).toBeGreaterThan(0);
    }
  });

  it("has at least two sponsors per level", () => {
    for (const category of c.sponsorCategories)
      expect(c.sponsors.filter((s) => s.categoryId === category.id).length, category.level).toBeGreaterThanOrEqual(2);
  });

  it("has at least 12 posts, some with a decorative image", () => {
    expect(c.posts.length).toBeGreaterThanOrEqual(12);
    expect(c.posts.filter((p) => p.image !== null && p.imageAlt === null).length).toBeGreaterThanOrEqual(2);
    expect(c.posts.every((p) => p.author)).toBe(true);
  });

  it("has the site pages and one demo page per CMS module type", () => {
    const slugs = c.pages.map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["home", "aviso-legal", "privacidad", "cookies", "sdg", "sobre-nosotros", "como-llegar", "contacto"]),
    );
    for (const type of MODULE_TYPES) {
      const page = c.pages.find((p) => p.slug === `modulo-${type.replace("_", "-")}`);
      expect(page, type).toBeDefined();
      expect(
        modulesOf(page?.modules ?? []).some((m) => m.type === type),
        type,
      ).toBe(true);
    }
    const all = c.pages.find((p) => p.slug === "modulo-todos");
    expect(all?.modules.map((m) => m.type)).toEqual(MODULE_TYPES);
    const containers = modulesOf(all?.modules ?? []).filter((m) => m.type === "container");
    expect(containers.some((m) => m.type === "container" && m.children.some((child) => child.type === "container"))).toBe(true);
    const images = c.pages.find((p) => p.slug === "modulo-image")?.modules ?? [];
    expect(images.map((m) => m.type === "image" && m.alt === null)).toEqual([false, true]);
  });
});

describe("seed counts: Eventos Demo and Mecenazgo Demo", () => {
  it("Eventos: ≥ 5 activities on 2 days, rooms, 4 speakers, sponsors, ≥ 3 posts, home and legal pages", () => {
    const c = eventos.catalogue;
    expect(eventos.venues.map((v) => v.id)).toEqual([10]);
    expect(c.activities.length).toBeGreaterThanOrEqual(5);
    expect(new Set(c.activities.map((a) => a.start.slice(0, 10))).size).toBe(2);
    expect(c.rooms.length).toBeGreaterThanOrEqual(2);
    expect(c.speakers.length).toBe(4);
    expect(c.sponsors.length).toBeGreaterThanOrEqual(3);
    expect(c.posts.length).toBeGreaterThanOrEqual(3);
    expect(c.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(["home", "aviso-legal", "privacidad", "cookies"]));
  });

  it("Mecenazgo: ≥ 3 activities, 3 speakers, sponsors, ≥ 4 posts, the site pages", () => {
    const c = mecenazgo.catalogue;
    expect(mecenazgo.venues.map((v) => v.id)).toEqual([20]);
    expect(c.activities.length).toBeGreaterThanOrEqual(3);
    expect(c.speakers.length).toBe(3);
    expect(c.sponsors.length).toBeGreaterThanOrEqual(3);
    expect(c.posts.length).toBeGreaterThanOrEqual(4);
    expect(c.pages.map((p) => p.slug)).toEqual(
      expect.arrayContaining(["home", "aviso-legal", "privacidad", "cookies", "sdg", "sobre-nosotros", "contacto"]),
    );
    // Its header menu links to CMS pages too.
    const targets = mecenazgo.headerMenu.flatMap((l) => [l.target, ...(l.children ?? []).map((child) => child.target)]);
    for (const target of targets.filter((t) => t && t !== "blog")) expect(c.pages.map((p) => p.slug)).toContain(target);
  });

  it("Mecenazgo has Basque titles (its second language)", () => {
    const c = mecenazgo.catalogue;
    for (const item of [...c.activities, ...c.posts, ...c.pages]) expect(item.title.eus, item.slug).not.toBe(item.title.es);
  });
});

// Under /pt or /eus no seed text may be the Spanish fallback of `tx`, unless it reads the same in every
// language.
describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))(
  "seed translations: %s",
  (_name, tenant: DemoTenant) => {
    it.each(tenant.languages.filter((locale) => locale !== "es"))("has every text in %s, not the Spanish fallback", (locale) => {
      const seed = {
        headerMenu: tenant.headerMenu,
        footer: tenant.footer,
        catalogue: tenant.catalogue,
        crowdfunding: crowdfundingSeed(tenant.token).campaigns,
        shop: shopSeed(tenant.token),
        networking: networkingSeed(tenant.token) ?? null,
        terms: TERMS,
        participation: participationSeed(tenant.token),
        registration: registrationFormOf(tenant.token) ?? null,
        area: SECTIONED_AREAS[tenant.token] ?? null,
      };
      expect(findSpanishFallbacks(seed, [locale])).toEqual([]);
    });
  },
);

describe("findSpanishFallbacks", () => {
  it("reports a Spanish fallback only in the languages asked for, and not for language-neutral texts", () => {
    const seed = { a: [{ es: "Hola", en: "Hi", pt: "Hola", eus: "Kaixo" }], b: { es: "2027", en: "2027", pt: "2027", eus: "2027" } };
    expect(findSpanishFallbacks(seed, ["en", "pt", "eus"])).toEqual(["$.a[0].pt"]);
    expect(findSpanishFallbacks(seed, ["eus"])).toEqual([]);
    // The same text in all four languages is deliberate (a `tx` fallback never reaches English).
    expect(findSpanishFallbacks({ id: { es: "ORCID iD", en: "ORCID iD", pt: "ORCID iD", eus: "ORCID iD" } }, ["pt", "eus"])).toEqual([]);
  });
});
