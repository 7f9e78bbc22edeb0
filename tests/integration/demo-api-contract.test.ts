// The demo API against the portal's contract: every catalogue endpoint, for every demo tenant and
// language, parsed with the portal's own schemas (app/backend/catalogue.schemas.ts, wrapped as the
// app/backend/*.server.ts files wrap them). Beyond "it parses", each answer must already be in the
// schema's exact shape: parsing changes nothing (no unknown key stripped, no default filled in),
// and the demo API sends no CMS module of a type the portal does not know.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CMS_MODULE_TYPES,
  cmsPageSchema,
  conferenceDetailsSchema,
  conferenceSchema,
  conferenceSummarySchema,
  envelope,
  paginated,
  postSchema,
  postSummarySchema,
  roomSchema,
  scheduleSplitSchema,
  seatingSchema,
  speakerSchema,
  speakerSummarySchema,
  sponsorCategorySchema,
  sponsorSchema,
  tagSchema,
  topicSchema,
  trackSchema,
  venueSchema,
  type CmsModule,
} from "../../app/backend/catalogue.schemas";
import { footerMenuSchema, headerMenuSchema } from "../../app/backend/cms.server";
import { venuesSchema } from "../../app/backend/venues.server";
import { startDemoApi, type RunningDemoApi } from "../../demo-api/app";
import { DEMO_TENANTS } from "../../demo-api/seed/tenants";

const LOCALES = ["es", "en", "pt", "eus"] as const;

const schemas = {
  activities: envelope(z.array(conferenceSummarySchema)),
  conference: envelope(conferenceSchema),
  details: envelope(conferenceDetailsSchema),
  speakerSummaries: envelope(z.array(speakerSummarySchema)),
  roomsSeating: envelope(z.array(z.object({ room_id: z.number().int(), name: z.string(), seating: seatingSchema }))),
  splits: envelope(z.array(scheduleSplitSchema)),
  tags: envelope(z.array(tagSchema)),
  rooms: envelope(z.array(roomSchema)),
  track: envelope(trackSchema),
  topics: envelope(z.array(topicSchema)),
  speakers: envelope(z.array(speakerSchema)),
  speaker: envelope(speakerSchema),
  sponsors: envelope(z.array(sponsorSchema)),
  sponsor: envelope(sponsorSchema),
  sponsorCategories: envelope(z.array(sponsorCategorySchema)),
  posts: paginated(postSummarySchema),
  postSummaries: envelope(z.array(postSummarySchema)),
  post: envelope(postSchema),
  page: envelope(cmsPageSchema),
  venues: envelope(z.array(venueSchema)),
};

let api: RunningDemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});

afterAll(async () => {
  await api?.close();
});

async function fetchJson(path: string, token: string, locale: string): Promise<unknown> {
  const res = await fetch(`${api.url}${path}`, { headers: { "X-Tenant": token, "X-Locale": locale, Accept: "application/json" } });
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`${path} (${locale}): HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Fetches `path`, parses it with `schema` and checks that parsing changed nothing. */
async function check<S extends z.ZodTypeAny>(schema: S, path: string, token: string, locale: string): Promise<z.output<S>> {
  const body = await fetchJson(path, token, locale);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${path} (${locale}) does not match the contract: ${result.error.message}`);
  expect(result.data, `${path} (${locale}) is not exactly in the schema's shape`).toStrictEqual(body);
  return result.data;
}

/** The portal turns unknown module types into `unsupported`; the rest must come out unchanged. */
function expectedModules(modules: unknown[]): unknown[] {
  return modules.map((raw) => {
    const module = raw as { id: number; title: string | null; type: string; children?: unknown[] };
    if (!(CMS_MODULE_TYPES as readonly string[]).includes(module.type)) {
      return { type: "unsupported", id: module.id, title: module.title, original_type: module.type };
    }
    return module.type === "container" ? { ...module, children: expectedModules(module.children ?? []) } : module;
  });
}

function flatten(modules: CmsModule[]): CmsModule[] {
  return modules.flatMap((module) => (module.type === "container" ? [module, ...flatten(module.children)] : [module]));
}

async function checkPage(slug: string, token: string, locale: string): Promise<CmsModule[]> {
  const path = `/cms/pages/${slug}`;
  const body = (await fetchJson(path, token, locale)) as { data: { modules: unknown[] } };
  const result = schemas.page.safeParse(body);
  if (!result.success) throw new Error(`${path} (${locale}) does not match the contract: ${result.error.message}`);
  expect(result.data, `${path} (${locale})`).toStrictEqual({ data: { ...body.data, modules: expectedModules(body.data.modules) } });
  const modules = flatten(result.data.data.modules);
  for (const module of modules) {
    if (module.type === "unsupported") expect.fail(`${path}: module type ${module.original_type} is unknown to the portal`);
  }
  return modules;
}

describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))("demo API contract: %s", (_name, tenant) => {
  const token = tenant.token;
  const seed = tenant.catalogue;

  it.each(LOCALES)("schedule, tags, rooms, tracks and topics (%s)", async (locale) => {
    const venues = await check(schemas.venues, "/venues", token, locale);
    expect(venuesSchema.parse(venues).data.length).toBe(tenant.venues.length);

    const all = await check(schemas.activities, "/schedule", token, locale);
    expect(all.data.map((a) => a.id).sort()).toEqual(seed.activities.map((a) => a.id).sort());
    const tags = await check(schemas.tags, "/tags", token, locale);
    const agendaTags = await check(schemas.tags, "/agenda/tags", token, locale);
    for (const venue of tenant.venues) {
      await check(schemas.activities, `/schedule?venue_id=${venue.id}`, token, locale);
      await check(schemas.splits, `/schedule/splits?venue_id=${venue.id}`, token, locale);
      await check(schemas.rooms, `/rooms?venue_id=${venue.id}`, token, locale);
      await check(schemas.activities, `/conferences/all?venue_id=${venue.id}`, token, locale);
    }
    for (const tag of agendaTags.data) {
      const tagged = await check(schemas.activities, `/schedule?tag=${encodeURIComponent(tag.slug)}`, token, locale);
      expect(tagged.data.length).toBeGreaterThan(0);
      await check(schemas.activities, `/conferences/all?tag=${encodeURIComponent(tag.slug)}&venue_id=${tenant.venues[0].id}`, token, locale);
    }
    expect(tags.data.length).toBe(seed.tags.length);
    const splits = await check(schemas.splits, "/schedule/splits", token, locale);
    expect(splits.data.length).toBe(seed.splits.length);
    const rooms = await check(schemas.rooms, "/rooms", token, locale);
    expect(rooms.data.length).toBe(seed.rooms.length);
    for (const track of seed.tracks) await check(schemas.track, `/tracks/${track.id}`, token, locale);
    await check(schemas.topics, "/topics", token, locale);
  });

  it.each(LOCALES)("conferences and their details (%s)", async (locale) => {
    await check(schemas.activities, "/conferences/all", token, locale);
    await check(schemas.activities, "/conferences/featured", token, locale);
    await check(schemas.activities, "/conferences/next", token, locale);
    await check(schemas.tags, "/conferences/tags", token, locale);
    for (const activity of seed.activities) {
      await check(schemas.conference, `/conferences/${activity.slug}`, token, locale);
      await check(schemas.details, `/conferences/${activity.slug}/details`, token, locale);
      for (const venue of tenant.venues) {
        await check(schemas.conference, `/conferences/${activity.slug}?venue_id=${venue.id}`, token, locale);
        await check(schemas.details, `/conferences/${activity.slug}/details?venue_id=${venue.id}`, token, locale);
      }
      await check(schemas.speakerSummaries, `/conferences/${activity.id}/speakers`, token, locale);
      await check(schemas.roomsSeating, `/conferences/${activity.id}/rooms-seating`, token, locale);
    }
  });

  it.each(LOCALES)("speakers (%s)", async (locale) => {
    const speakers = await check(schemas.speakers, "/conferences/speakers", token, locale);
    expect(speakers.data.length).toBe(seed.speakers.length);
    const tags = await check(schemas.tags, "/conferences/speakers/tags", token, locale);
    for (const tag of tags.data) await check(schemas.speakers, `/conferences/speakers?tag=${encodeURIComponent(tag.slug)}`, token, locale);
    for (const speaker of seed.speakers) await check(schemas.speaker, `/conferences/speakers/${speaker.id}`, token, locale);
  });

  it.each(LOCALES)("sponsors (%s)", async (locale) => {
    const sponsors = await check(schemas.sponsors, "/sponsors", token, locale);
    expect(sponsors.data.length).toBe(seed.sponsors.length);
    const tags = await check(schemas.tags, "/sponsors/tags", token, locale);
    for (const tag of tags.data) await check(schemas.sponsors, `/sponsors?tag=${encodeURIComponent(tag.slug)}`, token, locale);
    const categories = await check(schemas.sponsorCategories, "/sponsors/category", token, locale);
    for (const category of categories.data) {
      await check(schemas.sponsors, `/sponsors?category=${category.level}`, token, locale);
      await check(schemas.sponsors, `/sponsors?category=${category.id}`, token, locale);
    }
    for (const sponsor of seed.sponsors) await check(schemas.sponsor, `/sponsors/${sponsor.id}`, token, locale);
  });

  it.each(LOCALES)("blog (%s)", async (locale) => {
    const first = await check(schemas.posts, "/blog/posts", token, locale);
    for (let page = 1; page <= first.meta.last_page + 1; page += 1) await check(schemas.posts, `/blog/posts?page=${page}`, token, locale);
    const tags = await check(schemas.tags, "/blog/posts/tags", token, locale);
    for (const tag of tags.data) await check(schemas.posts, `/blog/posts?tag=${encodeURIComponent(tag.slug)}`, token, locale);
    await check(schemas.postSummaries, "/blog/posts/featured", token, locale);
    await check(schemas.postSummaries, "/blog/posts/homePage", token, locale);
    for (const post of seed.posts) await check(schemas.post, `/blog/posts/${post.slug}`, token, locale);
  });

  it.each(LOCALES)("CMS menus and every CMS page (%s)", async (locale) => {
    await check(headerMenuSchema, "/cms/navigation-menu/header", token, locale);
    await check(footerMenuSchema, "/cms/navigation-menu/footer", token, locale);
    const seen = new Set<string>();
    for (const page of seed.pages) {
      for (const module of await checkPage(page.slug, token, locale)) seen.add(module.type);
    }
    expect(seen.has("contact_form")).toBe(true);
  });
});

describe("demo API contract: module demo pages (Congreso Demo)", () => {
  const token = "demo-congreso-token";

  it.each(CMS_MODULE_TYPES)("modulo-%s shows a valid module of that type", async (type) => {
    for (const locale of LOCALES) {
      const modules = await checkPage(`modulo-${type.replace("_", "-")}`, token, locale);
      expect(modules.some((module) => module.type === type)).toBe(true);
    }
  });

  it("modulo-todos holds one module of each known type", async () => {
    for (const locale of LOCALES) {
      const page = await check(schemas.page, "/cms/pages/modulo-todos", token, locale);
      expect(page.data.modules.map((module) => module.type)).toEqual([...CMS_MODULE_TYPES]);
    }
  });
});
