// Behaviour of the catalogue endpoints: filters, ordering, pagination, 404s, locales, tenants.
// (Their shapes are checked against the portal's schemas in tests/integration/demo-api-contract.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApi, type RunningDemoApi } from "./app";
import {
  CatalogueView,
  type CmsModule,
  type CmsPage,
  type Conference,
  type ConferenceDetails,
  type ConferenceSummary,
  type PaginationMeta,
  type PostSummary,
  type Room,
  type RoomSeating,
  type ScheduleSplit,
  type Speaker,
  type SpeakerSummary,
  type Sponsor,
  type SponsorCategory,
  type Tag,
  type Topic,
  type Track,
} from "./catalogue";
import { DEMO_TENANTS } from "./seed/tenants";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const MECENAZGO = "demo-mecenazgo-token";

let api: RunningDemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});

afterAll(async () => {
  await api?.close();
});

async function request(path: string, token: string | null = CONGRESO, locale?: string) {
  const headers: Record<string, string> = {};
  if (token !== null) headers["X-Tenant"] = token;
  if (locale !== undefined) headers["X-Locale"] = locale;
  const res = await fetch(`${api.url}${path}`, { headers });
  return { res, body: (await res.json()) as unknown };
}

async function data<T>(path: string, token = CONGRESO, locale?: string): Promise<T> {
  const { res, body } = await request(path, token, locale);
  expect(res.status, path).toBe(200);
  return (body as { data: T }).data;
}

async function expectNotFound(path: string, token = CONGRESO): Promise<void> {
  const { res, body } = await request(path, token);
  expect(res.status, path).toBe(404);
  expect(body).toEqual({ message: "Not found" });
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const time = (iso: string) => Date.parse(iso);

function expectSortedByStart(items: ConferenceSummary[]): void {
  for (let i = 1; i < items.length; i += 1) expect(time(items[i].start_date)).toBeGreaterThanOrEqual(time(items[i - 1].start_date));
}

describe("authentication of the catalogue endpoints", () => {
  it("answers 401 without a valid tenant", async () => {
    for (const path of [
      "/schedule",
      "/conferences/next",
      "/conferences/speakers",
      "/sponsors",
      "/blog/posts",
      "/cms/pages/home",
      "/tags",
    ]) {
      const { res, body } = await request(path, null);
      expect(res.status, path).toBe(401);
      expect(body).toEqual({ message: "Unauthenticated." });
      expect((await request(path, "nope")).res.status).toBe(401);
    }
  });
});

describe("GET /schedule", () => {
  it("lists every activity but the unlisted rehearsal, sorted by start", async () => {
    const all = await data<ConferenceSummary[]>("/schedule");
    expect(all.length).toBe(DEMO_TENANTS[CONGRESO].catalogue.activities.length - 1);
    expect(all.map((activity) => activity.slug)).not.toContain("ensayo-en-directo");
    expectSortedByStart(all);
    expect(all[0].slug).toBe("acreditacion-y-bienvenida");
  });

  it("the rehearsal is reached by its address, on now: started within the last hour", async () => {
    const rehearsal = await data<ConferenceSummary>("/conferences/ensayo-en-directo");
    expect(Date.parse(rehearsal.start_date)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(rehearsal.start_date)).toBeLessThan(60 * 60 * 1000 + 60_000);
  });

  it("filters by venue, showing each activity's room in that venue", async () => {
    const bilbao = await data<ConferenceSummary[]>("/schedule?venue_id=1");
    const donostia = await data<ConferenceSummary[]>("/schedule?venue_id=2");
    expect(bilbao.length).toBeGreaterThan(0);
    expect(donostia.length).toBeGreaterThan(0);
    expect(bilbao.every((a) => a.venue?.id === 1)).toBe(true);
    expect(donostia.every((a) => a.venue?.id === 2)).toBe(true);
    expectSortedByStart(bilbao);
    // The opening is held in Bilbao and streamed to a room of the Kursaal: it is in both lists.
    const opening = (list: ConferenceSummary[]) => list.find((a) => a.slug === "inauguracion-ia-para-las-personas");
    expect(opening(bilbao)?.room?.id).toBe(11);
    expect(opening(bilbao)?.seating).toEqual({ total: 1200, occupied: 1200 });
    expect(opening(donostia)?.room?.id).toBe(21);
    expect(opening(donostia)?.seating).toEqual({ total: 600, occupied: 212 });
    const all = await data<ConferenceSummary[]>("/schedule");
    expect(new Set([...ids(bilbao), ...ids(donostia)]).size).toBe(all.length);
    // With no venue chosen, both rooms' seats: 388 free, so not full although Bilbao's room is.
    expect(opening(all)?.seating).toEqual({ total: 1800, occupied: 1412 });
  });

  it("filters by tag slug, and by tag and venue together", async () => {
    const workshops = await data<ConferenceSummary[]>("/schedule?tag=taller");
    expect(workshops.length).toBe(3);
    expect(workshops.every((a) => a.tags.some((t) => t.slug === "taller"))).toBe(true);
    const inDonostia = await data<ConferenceSummary[]>("/schedule?tag=taller&venue_id=2");
    expect(ids(inDonostia)).toEqual([111, 116]);
    // The slug is the same in every language, the name is not.
    const en = await data<ConferenceSummary[]>("/schedule?tag=taller", CONGRESO, "en");
    expect(ids(en)).toEqual(ids(workshops));
    expect(en[0].tags.find((t) => t.slug === "taller")?.name).toBe("Workshop");
  });

  it("returns an empty list for an unknown tag or venue, or an invalid venue id", async () => {
    for (const query of ["tag=nope", "venue_id=999", "venue_id=abc", "venue_id=10"]) {
      expect(await data(`/schedule?${query}`), query).toEqual([]);
    }
  });

  it("/conferences/all answers the same list with the same filters", async () => {
    for (const query of ["", "?venue_id=2", "?tag=salud", "?tag=cultura&venue_id=1"]) {
      expect(await data(`/conferences/all${query}`)).toEqual(await data(`/schedule${query}`));
    }
  });
});

describe("GET /schedule/splits", () => {
  it("has one split per congress day, spanning its activities", async () => {
    const splits = await data<ScheduleSplit[]>("/schedule/splits");
    expect(splits.map((s) => [s.id, s.name, s.start_date, s.end_date])).toEqual([
      [1, "Martes 9 de marzo", "2027-03-09T08:30:00+01:00", "2027-03-09T18:30:00+01:00"],
      [2, "Miércoles 10 de marzo", "2027-03-10T09:30:00+01:00", "2027-03-10T21:00:00+01:00"],
      [3, "Jueves 11 de marzo", "2027-03-11T09:30:00+01:00", "2027-03-11T14:15:00+01:00"],
    ]);
    const eus = await data<ScheduleSplit[]>("/schedule/splits", CONGRESO, "eus");
    expect(eus[0].name).toBe("Martitzena, martxoak 9");
  });

  it("only spans the activities of the chosen venue", async () => {
    const donostia = await data<ScheduleSplit[]>("/schedule/splits?venue_id=2");
    expect(donostia[0]).toMatchObject({ id: 1, start_date: "2027-03-09T09:30:00+01:00", end_date: "2027-03-09T10:30:00+01:00" });
    expect(await data("/schedule/splits?venue_id=999")).toEqual([]);
  });
});

describe("tags, rooms, tracks and topics", () => {
  it("GET /tags lists every tag; /agenda/tags only those of activities", async () => {
    const all = await data<Tag[]>("/tags");
    const agenda = await data<Tag[]>("/agenda/tags");
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((t) => t.slug)).toEqual(expect.arrayContaining(agenda.map((t) => t.slug)));
    expect(agenda.map((t) => t.slug)).not.toContain("comunidad");
    expect(all.map((t) => t.slug)).toContain("comunidad");
    for (const tag of all) expect(tag.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const en = await data<Tag[]>("/tags", CONGRESO, "en");
    expect(en.map((t) => t.slug)).toEqual(all.map((t) => t.slug));
    expect(en.find((t) => t.slug === "inteligencia-artificial")?.name).toBe("Artificial intelligence");
  });

  it("GET /conferences/tags lists the tags of conferences (not only of events)", async () => {
    const tags = await data<Tag[]>("/conferences/tags");
    expect(tags.map((t) => t.slug)).toEqual(expect.arrayContaining(["keynote", "taller", "salud"]));
  });

  it("GET /rooms filters by venue", async () => {
    const all = await data<Room[]>("/rooms");
    expect(all.length).toBeGreaterThanOrEqual(4);
    const kursaal = await data<Room[]>("/rooms?venue_id=2");
    expect(kursaal.length).toBeGreaterThan(0);
    expect(kursaal.every((r) => r.venue_id === 2)).toBe(true);
    expect(await data("/rooms?venue_id=abc")).toEqual([]);
  });

  it("GET /tracks/{id} returns the track with its activities; unknown → 404", async () => {
    const track = await data<Track>("/tracks/33", CONGRESO, "en");
    expect(track.name).toBe("Hands-on workshops");
    expect(ids(track.conferences)).toEqual([104, 111, 116]);
    await expectNotFound("/tracks/999");
    await expectNotFound("/tracks/abc");
    await expectNotFound("/tracks/1031"); // Eventos' track
  });

  it("GET /topics", async () => {
    expect((await data<Topic[]>("/topics", CONGRESO, "pt")).map((t) => t.name)).toContain("Bem-estar");
  });
});

describe("featured and next conferences", () => {
  it("/conferences/featured only has featured activities, by start", async () => {
    const featured = await data<ConferenceSummary[]>("/conferences/featured");
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(featured.every((a) => a.featured)).toBe(true);
    expectSortedByStart(featured);
  });

  it("/conferences/next: at most 6 activities, the first of the agenda starting from now on (the real clock)", async () => {
    const next = await data<ConferenceSummary[]>("/conferences/next");
    const all = await data<ConferenceSummary[]>("/schedule");
    const now = Date.now();
    expect(next.every((a) => time(a.start_date) >= now)).toBe(true);
    expectSortedByStart(next);
    expect(ids(next)).toEqual(ids(all.filter((a) => time(a.start_date) >= now)).slice(0, 6));
  });

  it("the next activities are those starting at or after the given now: a past one is left out", () => {
    const congreso = new CatalogueView(DEMO_TENANTS[CONGRESO], "es");
    expect(ids(congreso.nextActivities(6, time("2027-03-09T00:00:00+01:00")))).toEqual([101, 102, 103, 104, 105, 106]);
    const mecenazgo = new CatalogueView(DEMO_TENANTS[MECENAZGO], "es");
    const all = mecenazgo.activities();
    const now = time("2026-12-01T00:00:00+01:00");
    expect(all.some((a) => time(a.start_date) < now)).toBe(true);
    expect(ids(mecenazgo.nextActivities(6, now))).toEqual(ids(all.filter((a) => time(a.start_date) >= now)));
  });
});

describe("one conference", () => {
  it("GET /conferences/{slug} has the description; unknown slug → 404", async () => {
    const conference = await data<Conference>("/conferences/taller-prototipado-ia-generativa");
    expect(conference).toMatchObject({
      id: 104,
      registration_type: "paid",
      price: 40.5,
      currency: "EUR",
      seating: { total: 30, occupied: 30 },
    });
    expect(conference.description).toContain("<strong>");
    await expectNotFound("/conferences/no-existe");
    await expectNotFound("/conferences/no-existe/details");
    await expectNotFound("/conferences/liderar-equipos-hibridos"); // Eventos' activity
  });

  it("external registrations carry an https URL; paid ones a price", async () => {
    const all = await data<ConferenceSummary[]>("/schedule");
    for (const activity of all) {
      if (activity.registration_type === "external") expect(activity.external_url).toMatch(/^https:\/\//);
      else expect(activity.external_url).toBeNull();
      if (activity.registration_type === "paid") expect(activity.price).toBeGreaterThan(0);
      else expect(activity.price).toBeNull();
    }
  });

  it("?venue_id= shows a multi-venue activity from that venue", async () => {
    const fromKursaal = await data<Conference>("/conferences/inauguracion-ia-para-las-personas?venue_id=2");
    expect(fromKursaal.venue).toMatchObject({ id: 2, name: "Kursaal", address: { street: "Zurriola Hiribidea, 1", city: "Donostia" } });
    const elsewhere = await data<Conference>("/conferences/inauguracion-ia-para-las-personas?venue_id=999");
    expect(elsewhere.venue).toMatchObject({ id: 1, name: "Palacio Euskalduna" });
  });

  it("GET /conferences/{slug}/details: files, moderator, rooms, streaming", async () => {
    const details = await data<ConferenceDetails>("/conferences/inauguracion-ia-para-las-personas/details", CONGRESO, "en");
    expect(details.files[0]).toMatchObject({ mime_type: "application/pdf", url: "/demo/catalogue/files/programa-congreso-2027.pdf" });
    expect(details.moderator).toMatchObject({ id: 209, surname: "Ibarra", position: "Science journalist" });
    expect(details.rooms.map((r) => r.id)).toEqual([11, 21]);
    expect(details.streaming?.url).toMatch(/^https:\/\//);
    const onlyKursaal = await data<ConferenceDetails>("/conferences/inauguracion-ia-para-las-personas/details?venue_id=2");
    expect(onlyKursaal.rooms.map((r) => r.id)).toEqual([21]);
    const plain = await data<ConferenceDetails>("/conferences/acreditacion-y-bienvenida/details");
    expect(plain).toEqual({
      files: [],
      moderator: null,
      rooms: [],
      streaming: null,
      questions_enabled: false,
      chat_enabled: false,
      survey_id: null,
    });
  });

  it("GET /conferences/{id}/speakers and /rooms-seating; unknown id → 404", async () => {
    const speakers = await data<SpeakerSummary[]>("/conferences/105/speakers");
    expect(ids(speakers)).toEqual([206, 207, 208]);
    expect(await data("/conferences/101/speakers")).toEqual([]);
    const seating = await data<RoomSeating[]>("/conferences/102/rooms-seating", CONGRESO, "en");
    expect(seating).toEqual([
      { room_id: 11, name: "Auditorium", seating: { total: 1200, occupied: 1200 } },
      { room_id: 21, name: "Kursaal Auditorium", seating: { total: 600, occupied: 212 } },
    ]);
    expect(await data("/conferences/107/rooms-seating")).toEqual([]); // no seating
    await expectNotFound("/conferences/9999/speakers");
    await expectNotFound("/conferences/9999/rooms-seating");
    await expectNotFound("/conferences/1102/speakers"); // Eventos' activity
  });

  it("keeps the hostile HTML of one description for the portal's sanitizer", async () => {
    const conference = await data<Conference>("/conferences/startups-con-proposito");
    expect(conference.description).toContain("<script>alert(1)</script>");
    expect(conference.description).toContain("<img src=x onerror=alert(1)>");
  });
});

describe("speakers", () => {
  it("GET /conferences/speakers lists every speaker by surname, with conferences", async () => {
    const speakers = await data<Speaker[]>("/conferences/speakers");
    expect(speakers.length).toBe(12);
    const surnames = speakers.map((s) => s.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, "es")));
    expect(speakers.filter((s) => s.photo === null).length).toBeGreaterThanOrEqual(2);
    for (const speaker of speakers) {
      if (speaker.photo) expect(speaker.photo).toMatch(/^\/demo\/catalogue\/speakers\/[a-z0-9-]+\.svg$/);
      expect(speaker.conferences.length, speaker.surname).toBeGreaterThan(0);
    }
  });

  it("filters by tag slug", async () => {
    const health = await data<Speaker[]>("/conferences/speakers?tag=salud");
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s.tags.some((t) => t.slug === "salud"))).toBe(true);
    expect(await data("/conferences/speakers?tag=nope")).toEqual([]);
    const tags = await data<Tag[]>("/conferences/speakers/tags");
    expect(tags.map((t) => t.slug)).toContain("salud");
  });

  it("GET /conferences/speakers/{id}; unknown → 404", async () => {
    const speaker = await data<Speaker>("/conferences/speakers/209", CONGRESO, "en");
    expect(speaker).toMatchObject({ name: "Pablo", surname: "Ibarra", company: "Revista Ciencia Demo" });
    // Moderated sessions count as his conferences.
    expect(speaker.conferences.map((c) => c.id)).toEqual([102, 105, 115]);
    expect(speaker.conferences[0].title).toBe("Opening: artificial intelligence at the service of people");
    await expectNotFound("/conferences/speakers/9999");
    await expectNotFound("/conferences/speakers/abc");
    await expectNotFound("/conferences/speakers/1201"); // Eventos' speaker
  });
});

describe("sponsors", () => {
  it("GET /sponsors/category: the four levels, translated", async () => {
    const names = async (locale: string) => (await data<SponsorCategory[]>("/sponsors/category", CONGRESO, locale)).map((c) => c.name);
    const es = await data<SponsorCategory[]>("/sponsors/category");
    expect(es.map((c) => c.level)).toEqual(["gold", "silver", "bronze", "promoter"]);
    expect(es.map((c) => c.name)).toEqual(["Oro", "Plata", "Bronce", "Entidad promotora"]);
    expect(await names("en")).toEqual(["Gold", "Silver", "Bronze", "Promoter"]);
    expect(await names("pt")).toEqual(["Ouro", "Prata", "Bronze", "Entidade promotora"]);
    expect(await names("eus")).toEqual(["Urrea", "Zilarra", "Brontzea", "Erakunde sustatzailea"]);
  });

  it("GET /sponsors: by category order, at least two per level; https urls", async () => {
    const sponsors = await data<Sponsor[]>("/sponsors");
    const orders = sponsors.map((s) => s.category.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const level of ["gold", "silver", "bronze", "promoter"]) {
      expect(sponsors.filter((s) => s.category.level === level).length, level).toBeGreaterThanOrEqual(2);
    }
    for (const sponsor of sponsors) {
      if (sponsor.url !== null) expect(sponsor.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.(com|org)$/);
      expect(sponsor.logo_url).toMatch(/^\/demo\/catalogue\/sponsors\/[a-z0-9-]+\.svg$/);
    }
  });

  it("filters by category (level or id) and tag", async () => {
    const gold = await data<Sponsor[]>("/sponsors?category=gold");
    expect(gold.length).toBe(2);
    expect(gold.every((s) => s.category.level === "gold")).toBe(true);
    expect(await data("/sponsors?category=51")).toEqual(gold);
    const green = await data<Sponsor[]>("/sponsors?tag=sostenibilidad&category=bronze");
    expect(green.map((s) => s.company_name)).toEqual(["Imprenta Verde Demo", "Movilidad Urbana Demo"]);
    expect(await data("/sponsors?category=platinum")).toEqual([]);
    expect((await data<Tag[]>("/sponsors/tags")).map((t) => t.slug)).toContain("tecnologia");
  });

  it("GET /sponsors/{id}; unknown → 404", async () => {
    expect((await data<Sponsor>("/sponsors/301")).company_name).toBe("Energía Cantábrica Demo");
    await expectNotFound("/sponsors/9999");
    await expectNotFound("/sponsors/1301"); // Eventos' sponsor
  });
});

describe("blog", () => {
  type Page = { data: PostSummary[]; meta: PaginationMeta };
  async function page(query: string, token = CONGRESO): Promise<Page> {
    const { res, body } = await request(`/blog/posts${query}`, token);
    expect(res.status).toBe(200);
    return body as Page;
  }

  it("paginates 6 per page, newest first, with Laravel's meta", async () => {
    const first = await page("");
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 6, total: 13 });
    expect(first.data.length).toBe(6);
    const dates = first.data.map((p) => time(p.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await page("?page=1")).toEqual(first);
    const third = await page("?page=3");
    expect(third.meta).toEqual({ current_page: 3, last_page: 3, per_page: 6, total: 13 });
    expect(third.data.length).toBe(1);
    const all = [...first.data, ...(await page("?page=2")).data, ...third.data];
    expect(new Set(ids(all)).size).toBe(13);
  });

  it("answers an empty page past the last one, with the real meta", async () => {
    expect(await page("?page=4")).toEqual({ data: [], meta: { current_page: 4, last_page: 3, per_page: 6, total: 13 } });
    expect(await page("?page=99")).toMatchObject({ data: [], meta: { current_page: 99, last_page: 3 } });
  });

  it("reads an invalid page as page 1", async () => {
    for (const value of ["0", "-1", "abc", ""]) expect((await page(`?page=${value}`)).meta.current_page, value).toBe(1);
  });

  it("filters by tag slug (meta counts the filtered posts)", async () => {
    const community = await page("?tag=comunidad");
    expect(community.meta.total).toBe(5);
    expect(community.meta.last_page).toBe(1);
    expect(community.data.every((p) => p.tags.some((t) => t.slug === "comunidad"))).toBe(true);
    expect(await page("?tag=nope")).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 6, total: 0 } });
  });

  it("featured, homePage and tags are not taken for slugs", async () => {
    const featured = await data<PostSummary[]>("/blog/posts/featured");
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(featured.length).toBeLessThanOrEqual(3);
    expect(featured.every((p) => p.featured)).toBe(true);
    expect((await data<PostSummary[]>("/blog/posts/homePage")).length).toBe(3);
    expect((await data<Tag[]>("/blog/posts/tags")).map((t) => t.slug)).toContain("comunidad");
  });

  it("GET /blog/posts/{slug}; unknown → 404", async () => {
    const post = await data<PostSummary & { content: string }>("/blog/posts/abrimos-inscripciones-2027", CONGRESO, "en");
    expect(post.title).toBe("Registration for 2027 is open");
    expect(post.content).toContain("<p>");
    await expectNotFound("/blog/posts/no-existe");
    await expectNotFound("/blog/posts/entradas-a-la-venta"); // Eventos' post
  });
});

describe("GET /cms/pages/{page}", () => {
  const flatten = (modules: CmsModule[]): CmsModule[] =>
    modules.flatMap((m) => (m.type === "container" ? [m, ...flatten(m.children)] : [m]));

  it.each([CONGRESO, EVENTOS, MECENAZGO])("serves every seeded page of %s, with unique module ids", async (token) => {
    for (const seedPage of DEMO_TENANTS[token].catalogue.pages) {
      const page = await data<CmsPage>(`/cms/pages/${seedPage.slug}`, token);
      expect(page.slug).toBe(seedPage.slug);
      expect(page.modules.length, seedPage.slug).toBeGreaterThan(0);
      const moduleIds = flatten(page.modules).map((m) => m.id);
      expect(new Set(moduleIds).size, seedPage.slug).toBe(moduleIds.length);
    }
  });

  it("resolves the listing modules' items", async () => {
    const page = await data<CmsPage>("/cms/pages/modulo-todos");
    const byType = (type: string) => page.modules.find((m) => m.type === type) as Extract<CmsModule, { items: unknown[] }>;
    expect(byType("activities").items.length).toBeGreaterThan(0);
    expect(byType("blog").items.length).toBeGreaterThan(0);
    expect(byType("speakers").items.length).toBeGreaterThan(0);
    expect(byType("sponsors").items.length).toBe(10);
    // The home page's own sections show activities and news: its CMS modules do not repeat them.
    const home = await data<CmsPage>("/cms/pages/home");
    expect(home.modules.map((m) => m.type)).not.toContain("activities");
    expect(home.modules.map((m) => m.type)).not.toContain("blog");
  });

  it("has the contact form module on contacto, and a static map on como-llegar", async () => {
    const contact = await data<CmsPage>("/cms/pages/contacto");
    expect(contact.modules.find((m) => m.type === "contact_form")).toMatchObject({ form_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const map = (await data<CmsPage>("/cms/pages/como-llegar")).modules.find((m) => m.type === "static_map");
    expect(map).toMatchObject({ image: "/demo/catalogue/maps/bilbao.svg", latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it("translates page titles and texts, falls back to Spanish for unknown locales", async () => {
    expect((await data<CmsPage>("/cms/pages/sdg", CONGRESO, "eus")).title).toBe("Garapen Iraunkorrerako Helburuak");
    expect((await data<CmsPage>("/cms/pages/sdg", CONGRESO, "pt")).title).toBe("Objetivos de Desenvolvimento Sustentável");
    const es = await data<CmsPage>("/cms/pages/aviso-legal", CONGRESO, "es");
    const pt = await data<CmsPage>("/cms/pages/aviso-legal", CONGRESO, "pt");
    expect(pt.title).toBe("Aviso legal");
    expect(pt.description).toBe("Quem é o titular deste site e as condições de utilização.");
    expect(await data("/cms/pages/aviso-legal", CONGRESO, "fr")).toEqual(es);
  });

  it("has a demo page per module type, and 404 for unknown pages", async () => {
    const iframe = await data<CmsPage>("/cms/pages/modulo-iframe");
    expect(iframe.modules[0]).toMatchObject({ type: "iframe", url: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//) });
    const video = await data<CmsPage>("/cms/pages/modulo-video");
    expect(video.modules[0]).toMatchObject({ type: "video", url: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//) });
    const images = (await data<CmsPage>("/cms/pages/modulo-image")).modules;
    expect(images.map((m) => (m as { alt: string | null }).alt === null)).toEqual([false, true]);
    const html = (await data<CmsPage>("/cms/pages/modulo-html")).modules[0] as { html: string };
    expect(html.html).toContain("<script>alert(1)</script>");
    await expectNotFound("/cms/pages/no-existe");
    await expectNotFound("/cms/pages/modulo-todos", EVENTOS);
  });
});

describe("locales", () => {
  it("translates activity texts and falls back to Spanish for missing or unknown locales", async () => {
    const es = await data<Conference>("/conferences/datos-abiertos-ciudades");
    const en = await data<Conference>("/conferences/datos-abiertos-ciudades", CONGRESO, "en");
    const pt = await data<Conference>("/conferences/datos-abiertos-ciudades", CONGRESO, "pt");
    expect(en.title).toBe("Open data for more liveable cities");
    expect(pt.title).toBe("Dados abertos para cidades mais habitáveis");
    // Eventos Demo offers no Portuguese: its texts have none, and fall back to Spanish.
    const breakfast = await data<Conference>("/conferences/desayuno-de-bienvenida", EVENTOS, "pt");
    expect(breakfast.title).toBe("Desayuno de bienvenida");
    expect(await data("/conferences/datos-abiertos-ciudades", CONGRESO, "fr")).toEqual(es);
    expect(await data("/conferences/datos-abiertos-ciudades", CONGRESO, "EN-gb")).toEqual(en);
    const opening = await data<Conference>("/conferences/inauguracion-ia-para-las-personas", CONGRESO, "eus");
    expect(opening.title).toBe("Irekiera: pertsonen zerbitzura dagoen adimen artifiziala");
  });

  it("serves Basque texts for Mecenazgo", async () => {
    const posts = await data<PostSummary[]>("/blog/posts/homePage", MECENAZGO, "eus");
    expect(posts.map((p) => p.title)).toContain("Hiru kanpaina 2027rako");
  });
});

describe("tenants do not see each other's catalogue", () => {
  it.each([
    [CONGRESO, [101, 119]],
    [EVENTOS, [1101, 1199]],
    [MECENAZGO, [2101, 2199]],
  ])("%s only lists its own activities", async (token, [min, max]) => {
    for (const activity of await data<ConferenceSummary[]>("/schedule", token)) {
      expect(activity.id).toBeGreaterThanOrEqual(min);
      expect(activity.id).toBeLessThanOrEqual(max);
    }
  });
});
