// The demo API against the portal's contract: every endpoint (catalogue, taking part, shop,
// crowdfunding, networking, registration) for every demo tenant and language, parsed with the
// portal's own schemas, each answer already in the schema's exact shape (parsing changes nothing).
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
import { footerMenuSchema, headerMenuSchema } from "../../app/backend/cms.schemas";
import {
  CAMPAIGN_STATUSES,
  campaignSchema,
  campaignUpdateSchema,
  commentSchema,
  commentsPageSchema,
  CONTRIBUTION_STATUSES,
  contributionSchema,
  contributionsPageSchema,
  CROWDFUNDING_REFUSALS,
  rewardSchema,
  trackedCampaignSchema,
  trackingSchema,
} from "../../app/backend/crowdfunding.schemas";
import {
  chatChannelSchema,
  chatMessageSchema,
  chatMessagesSchema,
  customFormCompletedSchema,
  customFormSchema,
  PARTICIPATION_REFUSALS,
  participationRefusalSchema,
  questionSchema,
  registrationSchema,
  unregistrationSchema,
  votedQuestionsSchema,
} from "../../app/backend/participation.schemas";
import {
  acceptanceSchema,
  attendeesPageSchema,
  blockDaySchema,
  eventRegistrationSchema,
  eventRegistrationStateSchema,
  networkingConferenceSchema,
  networkingCustomFormCompletedSchema,
  networkingCustomFormSchema,
  networkingEventSchema,
  NETWORKING_REFUSALS,
  networkingRefusalSchema,
  networkingRequestSchema,
  networkingStateSchema,
  REQUEST_STATUSES,
  requestsPageSchema,
} from "../../app/backend/networking.schemas";
import {
  checkoutSessionSchema,
  ORDER_STATUSES,
  orderSchema,
  PAYMENT_KINDS,
  paymentTypeSchema,
  SHOP_REFUSALS,
  shopRefusalSchema,
  ticketSchema,
  TICKET_VERSIONS,
  type PaymentType,
} from "../../app/backend/shop.schemas";
import { createAgent, createBackend, type Auth } from "../../app/backend/client.server";
import * as networking from "../../app/backend/networking.server";
import type * as networkingAnswers from "../../app/backend/networking.schemas";
import * as registration from "../../app/backend/registration.server";
import { venuesSchema } from "../../app/backend/venues.schemas";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "../../demo-api/app";
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
const DELAY_ENV = process.env.DEMO_CHAT_MIN_DELAY_MS;

beforeAll(async () => {
  // The chat's minimum delay only where a test asks for it (the writes send messages in a row).
  process.env.DEMO_CHAT_MIN_DELAY_MS = "0";
  api = await startDemoApi();
});

afterAll(async () => {
  await api?.close();
  if (DELAY_ENV === undefined) delete process.env.DEMO_CHAT_MIN_DELAY_MS;
  else process.env.DEMO_CHAT_MIN_DELAY_MS = DELAY_ENV;
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
    // Every activity but an unlisted one (Congreso's rehearsal, reached only by its address).
    expect(all.data.map((a) => a.id).sort()).toEqual(
      seed.activities
        .filter((a) => !a.unlisted)
        .map((a) => a.id)
        .sort(),
    );
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
      await check(
        schemas.activities,
        `/conferences/all?tag=${encodeURIComponent(tag.slug)}&venue_id=${tenant.venues[0].id}`,
        token,
        locale,
      );
    }
    expect(tags.data.length).toBe(seed.tags.length);
    const splits = await check(schemas.splits, "/schedule/splits", token, locale);
    expect(splits.data.length).toBe(seed.splits.length);
    const rooms = await check(schemas.rooms, "/rooms", token, locale);
    expect(rooms.data.length).toBe(seed.rooms.length);
    for (const track of seed.tracks) await check(schemas.track, `/tracks/${track.id}`, token, locale);
    await check(schemas.topics, "/topics", token, locale);
  });

  it.each(LOCALES)("the agenda's text search, GET /conferences/all?search= (%s)", async (locale) => {
    const all = await check(schemas.activities, "/conferences/all", token, locale);
    // Each activity is found by a word of its title, in upper case (case is ignored).
    for (const activity of all.data) {
      const word = activity.title.split(/[^\p{L}\p{N}]+/u).find((candidate) => candidate.length >= 4) ?? activity.title;
      const found = await check(schemas.activities, `/conferences/all?search=${encodeURIComponent(word.toUpperCase())}`, token, locale);
      expect(found.data.map((a) => a.id)).toContain(activity.id);
      // The same search with a tag keeps only tagged activities.
      const tag = activity.tags[0];
      if (tag) {
        const tagged = await check(
          schemas.activities,
          `/conferences/all?search=${encodeURIComponent(word)}&tag=${tag.slug}`,
          token,
          locale,
        );
        expect(tagged.data.every((a) => a.tags.some((candidate) => candidate.slug === tag.slug))).toBe(true);
        expect(tagged.data.map((a) => a.id)).toContain(activity.id);
      }
    }
    // A speaker's surname finds the activities they speak at.
    const speaker = seed.speakers.find((candidate) => seed.activities.some((a) => a.speakers.includes(candidate.id)));
    if (speaker) {
      const found = await check(schemas.activities, `/conferences/all?search=${encodeURIComponent(speaker.surname)}`, token, locale);
      const expected = seed.activities.filter((a) => a.speakers.includes(speaker.id)).map((a) => a.id);
      expect(found.data.map((a) => a.id)).toEqual(expect.arrayContaining(expected));
    }
    const none = await check(schemas.activities, "/conferences/all?search=xqzw%20nothing", token, locale);
    expect(none.data).toEqual([]);
    const blank = await check(schemas.activities, "/conferences/all?search=%20%20", token, locale);
    expect(blank.data.length).toBe(all.data.length);
  });

  it.each(LOCALES)("topics: GET /topics, and /schedule and /conferences/all filtered by ?topic_id= (%s)", async (locale) => {
    const topics = await check(schemas.topics, "/topics", token, locale);
    expect(topics.data.map((topic) => topic.id)).toEqual(seed.topics.map((topic) => topic.id));
    for (const topic of seed.topics) {
      // A topic gathers the activities with one of its tags, and has some.
      const expected = seed.activities.filter((a) => a.tags.some((tag) => topic.tags.includes(tag))).map((a) => a.id);
      expect(expected.length, `topic ${topic.id}`).toBeGreaterThan(0);
      const listed = await check(schemas.activities, `/schedule?topic_id=${topic.id}`, token, locale);
      expect(listed.data.map((a) => a.id).sort()).toEqual(expected.sort());
      const searched = await check(schemas.activities, `/conferences/all?topic_id=${topic.id}`, token, locale);
      expect(searched.data.map((a) => a.id).sort()).toEqual(expected.sort());
    }
    for (const wrong of ["999999", "abc"])
      expect((await check(schemas.activities, `/schedule?topic_id=${wrong}`, token, locale)).data).toEqual([]);
  });

  it.each(LOCALES)("tracks: GET /tracks/{id} lists the activities that name the track (%s)", async (locale) => {
    const all = await check(schemas.activities, "/schedule", token, locale);
    for (const track of seed.tracks) {
      const answer = await check(schemas.track, `/tracks/${track.id}`, token, locale);
      const expected = seed.activities.filter((a) => a.trackId === track.id).map((a) => a.id);
      expect(answer.data.conferences.map((a) => a.id).sort()).toEqual(expected.sort());
      for (const activity of all.data.filter((a) => expected.includes(a.id)))
        expect(activity.track).toEqual({ id: track.id, name: answer.data.name });
    }
    const unknown = await fetch(`${api.url}/tracks/999999`, {
      headers: { "X-Tenant": token, "X-Locale": locale, Accept: "application/json" },
    });
    expect(unknown.status).toBe(404);
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
    // Every tag is used by some sponsor, and its filter keeps exactly the sponsors that carry it.
    for (const tag of tags.data) {
      const tagged = await check(schemas.sponsors, `/sponsors?tag=${encodeURIComponent(tag.slug)}`, token, locale);
      expect(tagged.data.map((s) => s.id).sort()).toEqual(
        seed.sponsors
          .filter((s) => s.tags.includes(tag.slug))
          .map((s) => s.id)
          .sort(),
      );
    }
    const categories = await check(schemas.sponsorCategories, "/sponsors/category", token, locale);
    expect(categories.data.map((c) => c.order)).toEqual([...categories.data.map((c) => c.order)].sort((a, b) => a - b));
    for (const category of categories.data) {
      const byLevel = await check(schemas.sponsors, `/sponsors?category=${category.level}`, token, locale);
      const byId = await check(schemas.sponsors, `/sponsors?category=${category.id}`, token, locale);
      expect(byId.data.map((s) => s.id).sort()).toEqual(
        seed.sponsors
          .filter((s) => s.categoryId === category.id)
          .map((s) => s.id)
          .sort(),
      );
      expect(byLevel.data.every((s) => s.category.level === category.level)).toBe(true);
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

// ------------------------------------------------------------------------------ taking part --

const taking = {
  registration: envelope(registrationSchema),
  unregistration: envelope(unregistrationSchema),
  questions: envelope(z.array(questionSchema)),
  question: envelope(questionSchema),
  voted: envelope(votedQuestionsSchema),
  channel: envelope(chatChannelSchema),
  messages: chatMessagesSchema,
  message: envelope(chatMessageSchema),
  form: envelope(customFormSchema),
  completed: envelope(customFormCompletedSchema),
};

type Answer = { status: number; body: any };

async function send(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  token: string,
  locale: string,
  opts: { bearer?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "X-Tenant": token, "X-Locale": locale, Accept: "application/json", ...opts.headers };
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.key) headers["Idempotency-Key"] = opts.key;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${api.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: await res.json() };
}

/** A success in the schema's exact shape (parsing changes nothing). */
function expectShape<S extends z.ZodTypeAny>(schema: S, answer: Answer, status: number, label: string): z.output<S> {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status);
  const result = schema.safeParse(answer.body);
  if (!result.success) throw new Error(`${label} does not match the contract: ${result.error.message}`);
  expect(result.data, `${label} is not exactly in the schema's shape`).toStrictEqual(answer.body);
  return result.data;
}

/** A refusal in the refusal's exact shape, with a code the portal knows (when it has one). */
function expectRefusal(answer: Answer, status: number, label: string, code?: string): void {
  expectShape(participationRefusalSchema, answer, status, label);
  if (answer.body.code !== undefined) expect(PARTICIPATION_REFUSALS, label).toContain(answer.body.code);
  if (code) expect(answer.body.code, label).toBe(code);
}

async function bearerOf(email: string, token: string): Promise<string> {
  const answer = await send("POST", "/customer/login", token, "es", { body: { user: { email, password: "Demo-2026!" }, remember: false } });
  expect(answer.status, email).toBe(200);
  return answer.body.data.token as string;
}

/** Answers for a survey made only from its field list, as a generic form would send them. */
function answersFor(form: z.output<typeof customFormSchema>): Record<string, unknown> {
  return Object.fromEntries(
    form.fields.map((field) => {
      switch (field.type) {
        case "scale":
          return [field.name, field.max];
        case "radio":
        case "select":
          return [field.name, field.options[0].value];
        case "checkboxes":
          return [field.name, [field.options[0].value]];
        case "date":
          return [field.name, "2027-04-15"];
        case "checkbox":
          return [field.name, true];
        default:
          return [field.name, "Muy útil"];
      }
    }),
  );
}

describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))(
  "demo API contract, taking part: %s",
  (_name, tenant) => {
    const token = tenant.token;
    const activities = tenant.catalogue.activities;

    it("the seed gives every part of the contract something to answer", () => {
      expect(activities.some((a) => a.questionsEnabled)).toBe(true);
      expect(activities.some((a) => a.chatEnabled)).toBe(true);
      expect(activities.some((a) => a.surveyId != null)).toBe(true);
    });

    it.each(LOCALES)("what a visitor, an attendee and the moderator read (%s)", async (locale) => {
      resetDemoState();
      const ana = await bearerOf("ana@example.com", token);
      const mod = await bearerOf("mod@example.com", token);
      for (const activity of activities) {
        const at = `/conferences/${activity.id}`;
        const questions = expectShape(taking.questions, await send("GET", `${at}/questions`, token, locale), 200, `${at}/questions`);
        expect(questions.data.every((q) => q.status === "validated")).toBe(true);
        expectShape(
          taking.questions,
          await send("GET", `${at}/questions/pending`, token, locale, { bearer: ana }),
          200,
          `${at}/questions/pending as ana`,
        );
        expectShape(
          taking.questions,
          await send("GET", `${at}/questions/pending`, token, locale, { bearer: mod }),
          200,
          `${at}/questions/pending as mod`,
        );
        expectShape(taking.voted, await send("GET", `${at}/questions/voted`, token, locale, { bearer: ana }), 200, `${at}/questions/voted`);
        if (activity.chatEnabled) {
          for (const [who, bearer] of [
            ["ana", ana],
            ["mod", mod],
          ] as const) {
            expectShape(
              taking.channel,
              await send("GET", `${at}/chat-channel`, token, locale, { bearer }),
              200,
              `${at}/chat-channel as ${who}`,
            );
            const last = expectShape(
              taking.messages,
              await send("GET", `${at}/get-last-messages`, token, locale, { bearer }),
              200,
              `${at}/get-last-messages as ${who}`,
            );
            expectShape(
              taking.messages,
              await send("GET", `${at}/get-last-messages?after=${last.meta.last_seq}`, token, locale, { bearer }),
              200,
              `${at}/get-last-messages?after as ${who}`,
            );
          }
          expectShape(
            taking.messages,
            await send("GET", `${at}/get-last-messages?channel=moderators`, token, locale, { bearer: mod }),
            200,
            `${at} moderators' chat`,
          );
          expectRefusal(
            await send("GET", `${at}/get-last-messages?channel=moderators`, token, locale, { bearer: ana }),
            409,
            `${at} moderators' chat as ana`,
            "not_moderator",
          );
        } else {
          expectShape(
            z.object({ message: z.string() }),
            await send("GET", `${at}/chat-channel`, token, locale, { bearer: ana }),
            404,
            `${at}/chat-channel`,
          );
        }
        if (activity.surveyId != null) {
          const form = expectShape(taking.form, await send("GET", `${at}/custom-form`, token, locale), 200, `${at}/custom-form`);
          expect(form.data.id).toBe(activity.surveyId);
          expectShape(taking.form, await send("GET", `${at}/custom-form`, token, locale, { bearer: ana }), 200, `${at}/custom-form as ana`);
        } else {
          expect((await send("GET", `${at}/custom-form`, token, locale)).status).toBe(404);
        }
      }
    });

    it.each(LOCALES)("registering and leaving every activity, as ana and as eva (%s)", async (locale) => {
      resetDemoState();
      const seen = { registered: 0, refused: new Set<string>() };
      for (const email of ["ana@example.com", "eva@example.com"]) {
        const bearer = await bearerOf(email, token);
        for (const activity of activities) {
          const at = `/conferences/${activity.id}`;
          const label = `${email} ${at}/register`;
          const room = activity.rooms.find((entry) => !entry.seating || entry.seating.occupied < entry.seating.total) ?? activity.rooms[0];
          if (activity.rooms.length > 1) {
            const none = await send("POST", `${at}/register`, token, locale, { bearer, body: {} });
            expectRefusal(none, none.status === 422 ? 422 : 409, `${label} without a room`);
          }
          const answer = await send("POST", `${at}/register`, token, locale, { bearer, body: { room_id: room?.roomId ?? null } });
          if (answer.status !== 201) {
            expectRefusal(answer, answer.status === 422 ? 422 : 409, label);
            seen.refused.add(answer.body.code);
            const leave = await send("POST", `${at}/unregister`, token, locale, { bearer, body: {} });
            if (leave.status === 200) expectShape(taking.unregistration, leave, 200, `${email} ${at}/unregister`);
            else expectRefusal(leave, 409, `${email} ${at}/unregister`);
            continue;
          }
          seen.registered += 1;
          const registration = expectShape(taking.registration, answer, 201, label).data;
          expectRefusal(
            await send("POST", `${at}/register`, token, locale, { bearer, body: { room_id: room?.roomId ?? null } }),
            409,
            label,
            "already_registered",
          );
          const leave = await send("POST", `${at}/unregister`, token, locale, { bearer, body: { room_id: registration.room_id } });
          if (registration.registration_state === "free") {
            expectShape(taking.unregistration, leave, 200, `${email} ${at}/unregister`);
          } else {
            expectRefusal(leave, 409, `${email} ${at}/unregister`);
            seen.refused.add(leave.body.code);
            if (registration.registration_state === "pending") {
              // Discarded, so the next activities are tried as if it had not been made.
              expect(
                (await send("DELETE", `/customer/discard-pending-registration/${registration.uuid}`, token, locale, { bearer })).status,
              ).toBe(200);
            }
          }
        }
      }
      expect(seen.registered).toBeGreaterThan(0);
      expect(seen.refused.size).toBeGreaterThan(1);
    });

    it.each(LOCALES)("asking, validating and voting questions; chatting and moderating; answering the survey (%s)", async (locale) => {
      resetDemoState();
      const ana = await bearerOf("ana@example.com", token);
      const eva = await bearerOf("eva@example.com", token);
      const mod = await bearerOf("mod@example.com", token);
      for (const activity of activities) {
        const at = `/conferences/${activity.id}`;
        const ask = (body: unknown) => send("POST", `${at}/questions`, token, locale, { bearer: ana, body });
        if (!activity.questionsEnabled) {
          expectRefusal(await ask({ conference_id: activity.id, question: "¿Hay café?" }), 409, `${at}/questions`, "questions_disabled");
        } else {
          expectRefusal(await ask({ conference_id: activity.id, question: "" }), 422, `${at}/questions (empty)`);
          const asked = expectShape(
            taking.question,
            await ask({ conference_id: activity.id, question: "¿Habrá grabación?" }),
            201,
            `${at}/questions`,
          ).data;
          const queue = expectShape(
            taking.questions,
            await send("GET", `${at}/questions/pending`, token, locale, { bearer: mod }),
            200,
            `${at} queue`,
          );
          expect(queue.data.map((q) => q.id)).toContain(asked.id);
          expectRefusal(
            await send("POST", `${at}/questions/${asked.id}/validate`, token, locale, { bearer: ana }),
            409,
            `${at} validate as ana`,
            "not_moderator",
          );
          expectShape(
            taking.question,
            await send("POST", `${at}/questions/${asked.id}/validate`, token, locale, { bearer: mod }),
            200,
            `${at} validate`,
          );
          expectRefusal(
            await send("POST", `${at}/questions/${asked.id}/reject`, token, locale, { bearer: mod }),
            409,
            `${at} reject`,
            "question_not_pending",
          );
          const vote = () => send("POST", `${at}/questions/vote`, token, locale, { bearer: eva, body: { questionId: asked.id } });
          expectShape(taking.question, await vote(), 200, `${at} vote`);
          expectRefusal(await vote(), 409, `${at} vote again`, "already_voted");
          expectRefusal(await send("POST", `${at}/questions/vote`, token, locale, { bearer: eva, body: {} }), 422, `${at} vote nothing`);
        }

        const chat = `/conferences/${activity.slug}`;
        if (activity.chatEnabled) {
          const sent = expectShape(
            taking.message,
            await send("POST", `${chat}/new-message`, token, locale, { bearer: ana, body: { message: "Hola" } }),
            201,
            `${chat}/new-message`,
          ).data;
          expectShape(
            taking.message,
            await send("POST", `${chat}/accept-message`, token, locale, { bearer: mod, body: { message_id: sent.id } }),
            200,
            `${chat}/accept-message`,
          );
          expectShape(
            taking.message,
            await send("POST", `${chat}/delete-message`, token, locale, { bearer: mod, body: { message_id: sent.id } }),
            200,
            `${chat}/delete-message`,
          );
          expectRefusal(
            await send("POST", `${chat}/accept-message`, token, locale, { bearer: mod, body: { message_id: sent.id } }),
            409,
            `${chat} accept deleted`,
            "message_deleted",
          );
          expectRefusal(
            await send("POST", `${chat}/delete-message`, token, locale, { bearer: ana, body: { message_id: sent.id } }),
            409,
            `${chat} delete as ana`,
            "not_moderator",
          );
          expectShape(
            taking.message,
            await send("POST", `${chat}/new-message`, token, locale, {
              bearer: mod,
              body: { message: "Entre nosotros", channel: "moderators" },
            }),
            201,
            `${chat} moderators' chat`,
          );
          expectRefusal(
            await send("POST", `${chat}/new-message`, token, locale, { bearer: eva, body: { message: "" } }),
            422,
            `${chat} empty message`,
          );
          const feed = expectShape(
            taking.messages,
            await send("GET", `/conferences/${activity.id}/get-last-messages?after=0`, token, locale, { bearer: ana }),
            200,
            `${chat} feed`,
          );
          expect(feed.data.find((message) => message.id === sent.id)?.status).toBe("deleted");
          expect((await send("POST", `${chat}/new-message`, token, locale, { bearer: eva, body: { message: "Uno" } })).status).toBe(201);
          process.env.DEMO_CHAT_MIN_DELAY_MS = "60000";
          try {
            expectRefusal(
              await send("POST", `${chat}/new-message`, token, locale, { bearer: eva, body: { message: "Dos" } }),
              429,
              `${chat} too fast`,
              "chat_too_fast",
            );
          } finally {
            process.env.DEMO_CHAT_MIN_DELAY_MS = "0";
          }
        }

        if (activity.surveyId != null) {
          const form = expectShape(
            taking.form,
            await send("GET", `${at}/custom-form`, token, locale, { bearer: ana }),
            200,
            `${at}/custom-form`,
          );
          const complete = (survey: unknown) =>
            send("POST", `${at}/custom-form/completed`, token, locale, { bearer: ana, body: { survey, custom_form_id: form.data.id } });
          expectRefusal(await complete({}), 422, `${at}/custom-form/completed (empty)`);
          expectShape(taking.completed, await complete(answersFor(form.data)), 201, `${at}/custom-form/completed`);
          expectRefusal(await complete(answersFor(form.data)), 409, `${at}/custom-form/completed again`, "survey_already_answered");
          expect(
            expectShape(
              taking.form,
              await send("GET", `${at}/custom-form`, token, locale, { bearer: ana }),
              200,
              `${at}/custom-form answered`,
            ).data.answered,
          ).toBe(true);
        }
      }
    });
  },
);

// ------------------------------------------------------------------------------------- shop --

const shop = {
  tickets: envelope(z.array(ticketSchema)),
  types: envelope(z.array(paymentTypeSchema)),
  checkout: envelope(checkoutSessionSchema),
  order: envelope(orderSchema),
};

/** A shop refusal in its exact shape, with a code the portal knows (when it has one). */
function expectShopRefusal(answer: Answer, status: number, label: string, code?: string): void {
  expectShape(shopRefusalSchema, answer, status, label);
  if (answer.body.code !== undefined) expect(SHOP_REFUSALS, label).toContain(answer.body.code);
  if (code) expect(answer.body.code, label).toBe(code);
}

const RETURNS = {
  successUrl: "http://portal.test/stripe/success/{CHECKOUT_SESSION_ID}",
  cancelUrl: "http://portal.test/stripe/cancel/{CHECKOUT_SESSION_ID}",
};

/** The provider's page, as a browser without JavaScript submits it (the outcome is what matters here). */
async function submit(url: string, form: Record<string, string>): Promise<number> {
  const res = await fetch(url, { method: "POST", redirect: "manual", body: new URLSearchParams(form) });
  await res.arrayBuffer();
  return res.status;
}

/** Confirms a session: 200 with the order, or a refusal carrying it; checks the shape and gives the status. */
async function confirmed(sessionId: string, token: string, locale: string, label: string): Promise<string> {
  const answer = await send("POST", "/confirm-payment", token, locale, { body: { sessionId } });
  if (answer.status === 200) return expectShape(shop.order, answer, 200, label).data.status;
  expectShopRefusal(answer, 409, label);
  expect(answer.body.order, label).toBeDefined();
  return answer.body.order.status as string;
}

describe("demo API contract, shop: the demo gives every part of the contract something to answer", () => {
  it("every ticket version, payment kind and order status", async () => {
    resetDemoState();
    const token = "demo-congreso-token";
    const tickets = (await send("GET", "/tickets", token, "es")).body.data as { version: string }[];
    expect(new Set(tickets.map((ticket) => ticket.version))).toEqual(new Set(TICKET_VERSIONS));
    const types = (await send("GET", "/payment-types", token, "es")).body.data as { kind: string }[];
    expect(types.map((type) => type.kind).sort()).toEqual([...PAYMENT_KINDS].sort());
    // The statuses an order takes in the shop's journeys (below): pending, paid, failed, cancelled.
    const eva = await bearerOf("eva@example.com", token);
    const start = (ticketId: number, paymentTypeId: number) =>
      send("POST", "/payment/create-checkout-session", token, "es", { bearer: eva, body: { ticketId, paymentTypeId, ...RETURNS } });
    const declined = (await start(301, 1)).body.data;
    await submit(declined.redirect_url, { card_number: "4000000000000002" });
    const cancelled = (await start(302, 1)).body.data;
    await submit(`${cancelled.redirect_url}/cancel`, {});
    const paid = (await start(303, 1)).body.data;
    await submit(paid.redirect_url, { card_number: "4242424242424242" });
    const pending = (await start(301, 3)).body.data;
    const statuses = [];
    for (const session of [declined, cancelled, paid, pending])
      statuses.push(await confirmed(session.session_id, token, "es", session.session_id));
    expect(statuses.sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))(
  "demo API contract, shop: %s",
  (_name, tenant) => {
    const token = tenant.token;

    it.each(LOCALES)("tickets, payment types, a checkout of every kind with every outcome, orders and refusals (%s)", async (locale) => {
      resetDemoState();
      const eva = await bearerOf("eva@example.com", token);
      expectShape(shop.tickets, await send("GET", "/tickets", token, locale), 200, "/tickets");
      const tickets = expectShape(shop.tickets, await send("GET", "/tickets", token, locale, { bearer: eva }), 200, "/tickets as eva").data;
      const all = expectShape(shop.types, await send("GET", "/payment-types", token, locale), 200, "/payment-types").data;
      expect(all.map((type) => type.kind).sort()).toEqual(["bank_transfer", "card", "free", "qr"]);
      expectShopRefusal(await send("GET", "/payment-types?ticketId=999999", token, locale), 422, "/payment-types?ticketId=unknown");
      expectShopRefusal(
        await send("POST", "/payment/create-checkout-session", token, locale, { bearer: eva, body: {} }),
        422,
        "checkout {}",
        "payment_type_invalid",
      );
      expectShopRefusal(await send("POST", "/confirm-payment", token, locale, { body: {} }), 422, "confirm {}");
      expectShape(
        z.object({ message: z.string() }),
        await send("POST", "/confirm-payment", token, locale, { body: { sessionId: "cs_demo_nope" } }),
        404,
        "confirm unknown",
      );

      for (const ticket of tickets) {
        const label = `ticket ${ticket.id}`;
        const types = expectShape(
          shop.types,
          await send("GET", `/payment-types?ticketId=${ticket.id}`, token, locale),
          200,
          `${label} types`,
        ).data;
        const start = (type: PaymentType, key?: string, extra: Record<string, unknown> = {}) =>
          send("POST", "/payment/create-checkout-session", token, locale, {
            bearer: eva,
            key,
            body: { ticketId: ticket.id, paymentTypeId: type.id, ...RETURNS, ...extra },
          });
        const wrong = all.find((type) => !types.some((allowed) => allowed.id === type.id))!;
        expectShopRefusal(await start(wrong), 422, `${label} with ${wrong.kind}`, "payment_type_invalid");
        if (ticket.sold_out) {
          expectShopRefusal(await start(types[0]), 409, label, "sold_out");
          continue;
        }
        // Every kind the ticket takes, each with the outcomes that leave it unbought, then one that buys it.
        const seen = new Set<string>();
        for (const type of types) {
          const key = `${ticket.id}-${type.id}-${locale}`;
          const session = expectShape(shop.checkout, await start(type, key), 201, `${label} by ${type.kind}`).data;
          expect(expectShape(shop.checkout, await start(type, key), 201, `${label} by ${type.kind} again`)).toEqual({ data: session });
          expectShopRefusal(
            await start(type, key, { cancelUrl: "http://portal.test/other" }),
            409,
            `${label} key reused`,
            "idempotency_key_reused",
          );
          if (type.kind === "card") {
            expect(await submit(session.redirect_url!, { card_number: "4000000000000002" })).toBe(303);
            seen.add(await confirmed(session.session_id, token, locale, `${label} declined`));
            const cancelled = expectShape(shop.checkout, await start(type), 201, `${label} by card`).data;
            expect(await submit(`${cancelled.redirect_url}/cancel`, {})).toBe(303);
            seen.add(await confirmed(cancelled.session_id, token, locale, `${label} cancelled`));
          } else if (type.kind === "qr") {
            expect(await submit(session.redirect_url!, { result: "ko" })).toBe(200);
            seen.add(await confirmed(session.session_id, token, locale, `${label} QR ko`));
          } else {
            seen.add(await confirmed(session.session_id, token, locale, `${label} ${type.kind}`));
          }
          expectShape(shop.order, await send("GET", `/orders/${session.order.id}`, token, locale, { bearer: eva }), 200, `${label} order`);
        }
        if (!types.some((type) => type.kind === "free")) {
          expect([...seen].sort(), label).toEqual(["cancelled", "failed", "pending"]);
          const card = types.find((type) => type.kind === "card")!;
          const paying = expectShape(shop.checkout, await start(card), 201, `${label} paid by card`).data;
          expect(await submit(paying.redirect_url!, { card_number: "4242424242424242" })).toBe(303);
          seen.add(await confirmed(paying.session_id, token, locale, `${label} paid`));
        }
        expect(seen.has("paid"), label).toBe(true);
        expectShopRefusal(await start(types[0]), 409, `${label} twice`, "already_bought");
        expect(
          expectShape(shop.tickets, await send("GET", "/tickets", token, locale, { bearer: eva }), 200, "/tickets").data.find(
            (t) => t.id === ticket.id,
          )?.bought,
        ).toBe(true);
      }
    });

    it.each(LOCALES)("the seed's orders and paying an activity's registration (%s)", async (locale) => {
      resetDemoState();
      const ana = await bearerOf("ana@example.com", token);
      const orders = (await send("GET", "/orders/customer/registration", token, locale, { bearer: ana })).body.data as {
        id: number;
        conference_id: number;
        registration_uuid: string;
        status: string;
      }[];
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) {
        const label = `ana's order ${order.id}`;
        expectShape(shop.order, await send("GET", `/orders/${order.id}`, token, locale, { bearer: ana }), 200, label);
        const at = `/conferences/${order.conference_id}/registrable/${order.registration_uuid}`;
        expectShape(shop.types, await send("GET", `${at}/payment-types`, token, locale, { bearer: ana }), 200, `${label} types`);
        const pay = await send("POST", `${at}/confirm-payment`, token, locale, { bearer: ana, body: { paymentTypeId: 2, ...RETURNS } });
        if (order.status === "paid") {
          expectShopRefusal(pay, 409, label, "already_bought");
          continue;
        }
        const session = expectShape(shop.checkout, pay, 201, `${label} by QR`).data;
        expect(await submit(session.redirect_url!, { result: "ok" })).toBe(200);
        expect(await confirmed(session.session_id, token, locale, `${label} paid`)).toBe("paid");
        expectShopRefusal(
          await send("POST", `${at}/confirm-payment`, token, locale, { bearer: ana, body: { paymentTypeId: 1, ...RETURNS } }),
          409,
          `${label} twice`,
          "already_bought",
        );
      }
      expectShape(
        z.object({ message: z.string() }),
        await send("GET", `/conferences/${orders[0].conference_id}/registrable/nope/payment-types`, token, locale, { bearer: ana }),
        404,
        "unknown registrable",
      );

      // A new registration in a paid activity: paid by transfer (or, where a ticket covers it, nothing to pay).
      const eva = await bearerOf("eva@example.com", token);
      const tickets = expectShape(shop.tickets, await send("GET", "/tickets", token, locale, { bearer: eva }), 200, "/tickets").data;
      const free = tickets.find((ticket) => ticket.price === 0 && !ticket.sold_out);
      if (tenant.ticketRequired && free) {
        const taken = await send("POST", "/payment/create-checkout-session", token, locale, {
          bearer: eva,
          body: { ticketId: free.id, paymentTypeId: 4 },
        });
        expect(expectShape(shop.checkout, taken, 201, "free ticket").data.order.status).toBe("paid");
      }
      const paid = tenant.catalogue.activities.find(
        (activity) =>
          activity.registration.type === "paid" &&
          activity.rooms.every((room) => !room.seating || room.seating.occupied < room.seating.total),
      );
      if (!paid) return;
      const registered = await send("POST", `/conferences/${paid.id}/register`, token, locale, {
        bearer: eva,
        body: { room_id: paid.rooms[0]?.roomId ?? null },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const at = `/conferences/${paid.id}/registrable/${registered.body.data.uuid}`;
      const pay = await send("POST", `${at}/confirm-payment`, token, locale, { bearer: eva, key: "pay", body: { paymentTypeId: 3 } });
      if (registered.body.data.registration_state === "already_paid") {
        expectShopRefusal(pay, 409, "covered by the ticket", "already_bought");
        return;
      }
      const transfer = expectShape(shop.checkout, pay, 201, "registration by transfer").data;
      expect(transfer.order.bank_transfer?.reference).toBe(transfer.order.reference);
      expectShopRefusal(
        await send("POST", `${at}/confirm-payment`, token, locale, { bearer: eva, body: { paymentTypeId: 4 } }),
        422,
        "registration free",
        "payment_type_invalid",
      );
    });
  },
);

// ----------------------------------------------------------------------------- crowdfunding --

const crowd = {
  campaign: envelope(campaignSchema),
  comment: envelope(commentSchema),
  comments: commentsPageSchema,
  tracking: envelope(trackingSchema),
  contributions: contributionsPageSchema,
  tracked: envelope(z.array(trackedCampaignSchema)),
};

const notFound = z.object({ message: z.string() });

/** A crowdfunding refusal: the shop's refusal shape, with a code the portal knows (when it has one). */
function expectCrowdRefusal(answer: Answer, status: number, label: string, code?: string): void {
  expectShape(shopRefusalSchema, answer, status, label);
  if (answer.body.code !== undefined) expect([...SHOP_REFUSALS, ...CROWDFUNDING_REFUSALS], label).toContain(answer.body.code);
  if (code) expect(answer.body.code, label).toBe(code);
}

const IP = "203.0.113.5";

describe("demo API contract, crowdfunding: the demo gives every part of the contract something to answer", () => {
  it("active and ended campaigns, rewards with and without a limit, sold out or not; every contribution status", async () => {
    resetDemoState();
    const campaigns = [];
    for (const [token, id] of [
      ["demo-congreso-token", 112],
      ["demo-mecenazgo-token", 2102],
      ["demo-mecenazgo-token", 2101],
    ] as const) {
      campaigns.push(
        expectShape(crowd.campaign, await send("GET", `/conferences/${id}/crowdfunding`, token, "es"), 200, `campaign of ${id}`).data,
      );
    }
    expect(new Set(campaigns.map((campaign) => campaign.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    expect(
      campaigns.every((campaign) => campaign.updates.length > 0 && z.array(campaignUpdateSchema).safeParse(campaign.updates).success),
    ).toBe(true);
    const rewards = campaigns.flatMap((campaign) => campaign.rewards);
    expect(z.array(rewardSchema).safeParse(rewards).success).toBe(true);
    expect(new Set(rewards.map((reward) => reward.sold_out))).toEqual(new Set([true, false]));
    expect(new Set(rewards.map((reward) => reward.limit === null))).toEqual(new Set([true, false]));
    const token = "demo-congreso-token";
    const ana = await bearerOf("ana@example.com", token);
    const mine = expectShape(
      crowd.contributions,
      await send("GET", "/customer/contributions", token, "es", { bearer: ana }),
      200,
      "ana's contributions",
    ).data;
    expect(new Set(mine.map((contribution) => contribution.status))).toEqual(new Set(CONTRIBUTION_STATUSES));
    // A pending contribution, and only one, has a deadline: the schema holds the demo to it.
    const pending = mine.find((contribution) => contribution.status === "pending")!;
    expect(pending.deadline).not.toBeNull();
    expect(contributionSchema.safeParse({ ...pending, deadline: null }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...pending, status: "confirmed" }).success).toBe(false);
  });
});

describe.each(Object.values(DEMO_TENANTS).map((tenant) => [tenant.name, tenant] as const))(
  "demo API contract, crowdfunding: %s",
  (_name, tenant) => {
    const token = tenant.token;

    it.each(LOCALES)("campaigns, comments, tracking, contributions of every kind and outcome, and refusals (%s)", async (locale) => {
      resetDemoState();
      const ana = await bearerOf("ana@example.com", token);
      const eva = await bearerOf("eva@example.com", token);
      const types = expectShape(shop.types, await send("GET", "/payment-types", token, locale), 200, "/payment-types").data;
      const kind = (wanted: string) => types.find((type) => type.kind === wanted)!.id;

      for (const activity of tenant.catalogue.activities) {
        const at = `/conferences/${activity.id}/crowdfunding`;
        const visitor = await send("GET", at, token, locale);
        if (visitor.status === 404) {
          expectShape(notFound, visitor, 404, `${at} (none)`);
          expectShape(
            notFound,
            await send("POST", `${at}/active-campaign-tracking`, token, locale, { bearer: ana, body: { active: true } }),
            404,
            `${at} tracking (none)`,
          );
          continue;
        }
        const campaign = expectShape(crowd.campaign, visitor, 200, at).data;
        const path = `${at}/${campaign.id}`;
        expect(expectShape(crowd.campaign, await send("GET", path, token, locale, { bearer: ana }), 200, `${path} as ana`).data.id).toBe(
          campaign.id,
        );
        expectShape(notFound, await send("GET", `${at}/999999`, token, locale), 404, `${at}/unknown`);
        const ended = campaign.status === "ended";

        // Comments: every page, a new one, refusals.
        const first = expectShape(
          crowd.comments,
          await send("GET", `${path}/comments`, token, locale, { bearer: ana }),
          200,
          `${path}/comments`,
        );
        for (let page = 2; page <= first.meta.last_page + 1; page++)
          expectShape(
            crowd.comments,
            await send("GET", `${path}/comments?page=${page}`, token, locale),
            200,
            `${path}/comments?page=${page}`,
          );
        const comment = await send("POST", `${path}/comments`, token, locale, { bearer: eva, body: { body: "¡Ánimo con la campaña!" } });
        if (ended) expectCrowdRefusal(comment, 409, `${path} comment`, "campaign_ended");
        else expectShape(crowd.comment, comment, 201, `${path} comment`);
        expectCrowdRefusal(
          await send("POST", `${path}/comments`, token, locale, { bearer: eva, body: { body: "" } }),
          422,
          `${path} empty comment`,
        );

        // Tracking: follow, unfollow (or their refusals), a bad value.
        const tracking = `${at}/active-campaign-tracking`;
        const follow = await send("POST", tracking, token, locale, { bearer: eva, body: { active: true } });
        if (ended) expectCrowdRefusal(follow, 409, `${tracking} follow`, "campaign_ended");
        else expect(expectShape(crowd.tracking, follow, 200, `${tracking} follow`).data.active).toBe(true);
        const unfollow = await send("POST", tracking, token, locale, { bearer: eva, body: { active: false } });
        if (unfollow.status === 409) expectCrowdRefusal(unfollow, 409, `${tracking} unfollow`, "unfollow_failed");
        else expect(expectShape(crowd.tracking, unfollow, 200, `${tracking} unfollow`).data.active).toBe(false);
        expectCrowdRefusal(
          await send("POST", tracking, token, locale, { bearer: eva, body: { active: "maybe" } }),
          422,
          `${tracking} not a boolean`,
        );

        // Payments: the campaign's types, then every kind and outcome (or the campaign's refusals).
        const campaignTypes = expectShape(
          shop.types,
          await send("GET", `/payment-types?crowdfundingId=${campaign.id}`, token, locale),
          200,
          `${path} types`,
        ).data;
        expect(campaignTypes.map((type) => type.kind).sort()).toEqual(["bank_transfer", "card", "qr"]);
        const pay = (route: "reward" | "free", body: Record<string, unknown>, key?: string) =>
          send("POST", `${path}/${route}-payment`, token, locale, { bearer: eva, key, body: { userIp: IP, ...RETURNS, ...body } });
        expectCrowdRefusal(await pay("reward", {}), 422, `${path} reward-payment {}`, "payment_type_invalid");
        expectCrowdRefusal(
          await pay("free", { paymentTypeId: kind("card"), amount: campaign.min_amount / 2 }),
          422,
          `${path} free too low`,
          "amount_too_low",
        );
        for (const reward of campaign.rewards.filter((candidate) => candidate.sold_out)) {
          expectCrowdRefusal(
            await pay("reward", { paymentTypeId: kind("card"), rewardId: reward.id, amount: reward.amount }),
            409,
            `${path} reward ${reward.id}`,
            "reward_sold_out",
          );
        }
        const available = campaign.rewards.find((candidate) => !candidate.sold_out)!;
        const byReward = (type: string, key?: string) =>
          pay("reward", { paymentTypeId: kind(type), rewardId: available.id, amount: available.amount }, key);
        if (ended) {
          expectCrowdRefusal(await byReward("card"), 409, `${path} ended`, "campaign_ended");
          expectCrowdRefusal(
            await pay("free", { paymentTypeId: kind("card"), rewardId: null, amount: campaign.min_amount }),
            409,
            `${path} ended free`,
            "campaign_ended",
          );
          continue;
        }
        const key = `${campaign.id}-${locale}`;
        const paid = expectShape(shop.checkout, await byReward("card", key), 201, `${path} by card`).data;
        expect(expectShape(shop.checkout, await byReward("card", key), 201, `${path} by card again`)).toEqual({ data: paid });
        expectCrowdRefusal(
          await pay("reward", { paymentTypeId: kind("card"), rewardId: available.id, amount: available.amount + 1 }, key),
          409,
          `${path} key reused`,
          "idempotency_key_reused",
        );
        expect(await submit(paid.redirect_url!, { card_number: "4242424242424242" })).toBe(303);
        expect(await confirmed(paid.session_id, token, locale, `${path} paid`)).toBe("paid");
        const declined = expectShape(
          shop.checkout,
          await pay("free", { paymentTypeId: kind("card"), rewardId: null, amount: campaign.min_amount }),
          201,
          `${path} free by card`,
        ).data;
        expect(await submit(declined.redirect_url!, { card_number: "4000000000000002" })).toBe(303);
        expect(await confirmed(declined.session_id, token, locale, `${path} declined`)).toBe("failed");
        const cancelled = expectShape(
          shop.checkout,
          await pay("free", { paymentTypeId: kind("card"), amount: campaign.min_amount + 1 }),
          201,
          `${path} free by card`,
        ).data;
        expect(await submit(`${cancelled.redirect_url}/cancel`, {})).toBe(303);
        expect(await confirmed(cancelled.session_id, token, locale, `${path} cancelled`)).toBe("cancelled");
        const qr = expectShape(shop.checkout, await byReward("qr"), 201, `${path} by QR`).data;
        expect(await submit(qr.redirect_url!, { result: "ok" })).toBe(200);
        expect(await confirmed(qr.session_id, token, locale, `${path} QR`)).toBe("paid");
        const transfer = expectShape(shop.checkout, await byReward("bank_transfer"), 201, `${path} by transfer`).data;
        expect(await confirmed(transfer.session_id, token, locale, `${path} transfer`)).toBe("pending");
        for (const session of [paid, declined, cancelled, qr, transfer]) {
          expectShape(
            shop.order,
            await send("GET", `/orders/${session.order.id}`, token, locale, { bearer: eva }),
            200,
            `${path} order ${session.order.id}`,
          );
        }
        expect(expectShape(crowd.campaign, await send("GET", path, token, locale), 200, `${path} after`).data.raised).toBe(
          campaign.raised + 2 * available.amount,
        );
      }

      // The customers' lists (Eventos Demo: empty ones).
      for (const [who, bearer] of [
        ["ana", ana],
        ["eva", eva],
      ] as const) {
        const all = expectShape(
          crowd.contributions,
          await send("GET", "/customer/contributions", token, locale, { bearer }),
          200,
          `${who}'s contributions`,
        );
        expectShape(
          crowd.contributions,
          await send("GET", "/customer/contributions?page=2&per_page=2", token, locale, { bearer }),
          200,
          `${who}'s contributions, page 2`,
        );
        for (const contribution of all.data) {
          const order = expectShape(
            shop.order,
            await send("GET", `/orders/${contribution.order_id}`, token, locale, { bearer }),
            200,
            `${who}'s contribution ${contribution.id}`,
          ).data;
          expect(order.item.type).toBe("contribution");
        }
        expectShape(
          crowd.tracked,
          await send("GET", "/customer/tracked-campaigns", token, locale, { bearer }),
          200,
          `${who}'s tracked campaigns`,
        );
      }
    });
  },
);

// ------------------------------------------------------------------------------- networking --

const net = {
  conferences: envelope(z.array(networkingConferenceSchema)),
  state: envelope(networkingStateSchema),
  acceptance: envelope(acceptanceSchema),
  form: envelope(networkingCustomFormSchema),
  completed: envelope(networkingCustomFormCompletedSchema),
  attendees: attendeesPageSchema,
  events: envelope(z.array(networkingEventSchema)),
  blocks: envelope(z.array(blockDaySchema)),
  request: envelope(networkingRequestSchema),
  requests: requestsPageSchema,
  validated: envelope(z.array(networkingRequestSchema)),
  registrations: envelope(z.array(eventRegistrationSchema)),
  registration: envelope(eventRegistrationStateSchema),
};

/** A networking refusal in its exact shape, with a code the portal knows (when it has one). */
function expectNetRefusal(answer: Answer, status: number, label: string, code?: string): void {
  expectShape(networkingRefusalSchema, answer, status, label);
  if (answer.body.code !== undefined) expect(NETWORKING_REFUSALS, label).toContain(answer.body.code);
  if (code) expect(answer.body.code, label).toBe(code);
}

/** Every networking tenant's scopes: the conferences' slugs (type 2) or "" (type 1, sent empty). */
const NETWORKING_SCOPES = [
  ["Congreso Demo", "inauguracion-ia-para-las-personas", "demo-congreso-token", 8100],
  ["Congreso Demo", "startups-con-proposito", "demo-congreso-token", 8200],
  ["Eventos Demo", "", "demo-eventos-token", 8300],
  ["Mecenazgo Demo", "", "demo-mecenazgo-token", 8400],
] as const;

describe.each(NETWORKING_SCOPES)("demo API contract, networking: %s, X-Networking-Conference %j", (_name, conference, token, base) => {
  it.each(["en", "eus"])("every call, success and refusal, as ana, bruno and eva (%s)", async (locale) => {
    resetDemoState();
    const headers = { "X-Networking-Conference": conference };
    const call = (method: "GET" | "POST" | "PUT", path: string, bearer: string, body?: unknown) =>
      send(method, path, token, locale, { bearer, body, headers });
    const ana = await bearerOf("ana@example.com", token);
    const eva = await bearerOf("eva@example.com", token);
    const bruno = (await send("POST", "/customer/login-sso/sso-bruno", token, locale)).body.data.token as string;

    const conferences = expectShape(
      net.conferences,
      await send("GET", "/networking/conferences", token, locale, { bearer: ana, headers: { "X-Networking-Conference": "" } }),
      200,
      "conferences",
    ).data;
    expect(conferences.map((entry) => entry.slug)).toEqual(
      conference === "" ? [] : ["inauguracion-ia-para-las-personas", "startups-con-proposito"],
    );
    if (conference !== "")
      expectNetRefusal(await send("GET", "/networking/events", token, locale, { bearer: ana }), 422, "no header", "conference_invalid");

    // ana: her state, the terms, the form, events, blocks, attendees, requests.
    expect(
      expectShape(net.state, await call("GET", "/networking/customer/extra-networking", ana), 200, "ana's state").data.can_request,
    ).toBe(true);
    expectShape(net.acceptance, await call("GET", "/networking/acceptance", ana), 200, "acceptance");
    expect(expectShape(net.form, await call("GET", "/networking/custom-form", ana), 200, "ana's form").data.answered).toBe(true);
    const events = expectShape(net.events, await call("GET", "/networking/events", ana), 200, "events").data;
    expect(events.length).toBe(2);
    const unavailable = new Set<string | null>();
    for (const event of events) {
      for (const body of [{ networking_event_id: event.id }, { networking_event_id: event.id, customer_id: 2 }]) {
        const days = expectShape(net.blocks, await call("POST", "/networking/events/blocks", ana, body), 200, `blocks of ${event.id}`).data;
        for (const block of days.flatMap((day) => day.blocks)) unavailable.add(block.unavailable);
      }
      expectShape(
        net.validated,
        await call("GET", `/networking/events/${event.id}/registrations/validated`, ana),
        200,
        `validated in ${event.id}`,
      );
    }
    expect(unavailable).toEqual(new Set([null, "occupied", "busy"]));
    expectNetRefusal(await call("POST", "/networking/events/blocks", ana, {}), 422, "blocks without an event");
    const attendees = expectShape(net.attendees, await call("GET", "/networking/customers", ana), 200, "attendees");
    expect(attendees.meta.total).toBeGreaterThanOrEqual(12);
    expectShape(
      net.attendees,
      await call("GET", "/networking/customers?page=2&search=a&sector=tecnologia&interest=ia", ana),
      200,
      "attendees filtered",
    );
    const statuses = new Set<string>();
    for (const list of ["received", "sent"]) {
      const first = expectShape(net.requests, await call("GET", `/networking/events/${list}`, ana), 200, list);
      for (let page = 2; page <= first.meta.last_page + 1; page++) {
        for (const request of expectShape(
          net.requests,
          await call("GET", `/networking/events/${list}?page=${page}`, ana),
          200,
          `${list} ${page}`,
        ).data)
          statuses.add(request.status);
      }
      for (const request of first.data) statuses.add(request.status);
    }
    expect(statuses).toEqual(new Set(REQUEST_STATUSES));
    expectShape(net.registrations, await call("GET", "/networking/events/registrations", ana), 200, "registrations");
    const [foyer, room] = events;
    expectShape(net.registration, await call("POST", `/networking/events/${room.id}/unregister`, ana, {}), 200, "unregister");
    expectShape(net.registration, await call("POST", `/networking/events/${room.id}/register`, ana, {}), 200, "register");
    expectNetRefusal(
      await call("POST", `/networking/events/${foyer.id}/unregister`, ana, {}),
      409,
      "unregister with a meeting",
      "event_associated",
    );
    expectNetRefusal(await call("GET", "/networking/unsubscribe", ana), 409, "leave with a meeting", "event_associated");
    const decide = (bearer: string, eventId: number, id: number, decision: string, body: unknown = {}) =>
      call("POST", `/networking/events/${eventId}/registration/${id}/${decision}`, bearer, body);
    expectNetRefusal(await decide(ana, room.id, base + 8, "validate"), 409, "validate occupied", "occupied");
    expectNetRefusal(await decide(ana, room.id, base + 6, "validate"), 409, "validate overlapping", "overlapping");
    expectNetRefusal(await decide(ana, foyer.id, base + 1, "validate"), 409, "validate as the sender", "not_allowed");
    expectNetRefusal(await decide(ana, foyer.id, base + 4, "cancel"), 409, "cancel a cancelled one", "request_closed");
    expectNetRefusal(await decide(ana, foyer.id, base + 2, "cancel", { reason: "x".repeat(501) }), 422, "reason too long");

    // eva joins: refused before, then enabled, profile, asks bruno; bruno answers; eva leaves.
    expect(expectShape(net.state, await call("GET", "/networking/customer/extra-networking", eva), 200, "eva's state").data.enabled).toBe(
      false,
    );
    expectNetRefusal(await call("GET", "/networking/customers", eva), 409, "attendees before enabling", "networking_disabled");
    expectShape(net.state, await call("GET", "/networking/customer/enable-networking", eva), 200, "enable");
    const form = expectShape(net.form, await call("GET", "/networking/custom-form", eva), 200, "eva's form").data;
    expectNetRefusal(
      await call("POST", "/networking/events", eva, {
        networking_event_id: foyer.id,
        eventId: null,
        registrationId: null,
        request: { customer_id: 2, start: foyer.days[0].starts_at },
      }),
      409,
      "ask without a profile",
      "profile_incomplete",
    );
    expectNetRefusal(
      await call("POST", "/networking/custom-form/completed", eva, { custom_form_id: form.id, survey: {} }),
      422,
      "empty profile",
    );
    expectShape(
      net.completed,
      await call("POST", "/networking/custom-form/completed", eva, {
        custom_form_id: form.id,
        survey: answersFor({ ...form, conference_id: 0 }),
      }),
      200,
      "profile",
    );
    const free = (await call("POST", "/networking/events/blocks", eva, { networking_event_id: foyer.id, customer_id: 2 })).body.data
      .flatMap((day: any) => day.blocks)
      .filter((block: any) => block.available);
    const payload = (start: string, message: string | null = null) => ({
      networking_event_id: foyer.id,
      eventId: null,
      registrationId: null,
      request: { customer_id: 2, start, message },
    });
    expectNetRefusal(await call("POST", "/networking/events", eva, {}), 422, "ask nothing");
    expectNetRefusal(
      await call("POST", "/networking/events", eva, { ...payload(free[0].start), request: { customer_id: 3, start: free[0].start } }),
      409,
      "ask carla",
      "attendee_unavailable",
    );
    const asked = expectShape(net.request, await call("POST", "/networking/events", eva, payload(free[0].start, "Hello")), 201, "ask").data;
    const moved = expectShape(
      net.request,
      await call("PUT", `/networking/events/${asked.id}`, eva, { ...payload(free[1].start), eventId: foyer.id, registrationId: asked.id }),
      200,
      "update",
    ).data;
    expectNetRefusal(
      await call("PUT", `/networking/events/${asked.id}`, bruno, {
        ...payload(free[1].start),
        eventId: foyer.id,
        registrationId: asked.id,
      }),
      409,
      "update as bruno",
      "not_allowed",
    );
    expect(expectShape(net.request, await decide(bruno, foyer.id, moved.id, "validate"), 200, "validate").data.status).toBe("validated");
    const clash = await call("POST", "/networking/events", eva, {
      ...payload(free[1].start),
      request: { customer_id: 9001, start: free[1].start },
    });
    expectNetRefusal(clash, 409, "ask at a time eva meets bruno", "overlapping");
    expectNetRefusal(await call("GET", "/networking/unsubscribe", eva), 409, "eva leaves with a meeting", "event_associated");
    expect(
      expectShape(net.request, await decide(bruno, foyer.id, moved.id, "cancel", { reason: "Sorry" }), 200, "cancel").data.reason,
    ).toBe("Sorry");
    const other = expectShape(net.request, await call("POST", "/networking/events", eva, payload(free[2].start)), 201, "ask again").data;
    expect(expectShape(net.request, await decide(bruno, foyer.id, other.id, "reject", { reason: "No" }), 200, "reject").data.status).toBe(
      "rejected",
    );
    expectShape(net.requests, await call("GET", "/networking/events/sent", eva), 200, "eva's sent");
    expect(expectShape(net.state, await call("GET", "/networking/unsubscribe", eva), 200, "leave").data.enabled).toBe(false);
    expect(expectShape(net.state, await call("GET", "/networking/unsubscribe", eva), 200, "leave again").data.enabled).toBe(false);
  });
});

describe.each([
  ["Congreso Demo", "inauguracion-ia-para-las-personas", "demo-congreso-token", 8100],
  ["Mecenazgo Demo", null, "demo-mecenazgo-token", 8400],
] as const)("the portal's networking client against the demo API: %s", (_name, conference, token, base) => {
  it("every function parses its answer, and every call carried X-Networking-Conference (the slug, or empty for type 1)", async () => {
    resetDemoState();
    const agent = createAgent(5000);
    const backend = createBackend(
      { baseUrl: api.url, timeoutMs: 5000, agent },
      { tenantToken: token, locale: "pt", requestId: "contract" },
    );
    const ana: Auth = { token: await bearerOf("ana@example.com", token) };
    const eva: Auth = { token: await bearerOf("eva@example.com", token) };
    const bruno: Auth = { token: (await send("POST", "/customer/login-sso/sso-bruno", token, "es")).body.data.token as string };
    const [asAna, asEva, asBruno] = [ana, eva, bruno].map((auth) => ({ backend, auth, conference }));
    try {
      const conferences: networking.NetworkingConference[] = await networking.getNetworkingConferences(backend, ana);
      expect(conferences.length).toBe(conference === null ? 0 : 2);
      const state: networkingAnswers.NetworkingState = await networking.getNetworkingState(asAna);
      expect(state.can_request).toBe(true);
      const terms: networkingAnswers.Acceptance = await networking.getAcceptance(asAna);
      expect(terms.version).toBe(state.terms_version);
      const events: networkingAnswers.NetworkingEvent[] = await networking.getNetworkingEvents(asAna);
      const [foyer, room] = events;
      const days: networkingAnswers.BlockDay[] = await networking.getBlocks(asAna, foyer.id, 2);
      expect(days[0].blocks.length).toBe(8);
      expect((await networking.getBlocks(asAna, room.id)).length).toBe(1);
      const attendees: networkingAnswers.AttendeesPage = await networking.getAttendees(asAna, {
        page: 1,
        search: "Oliveira",
        sector: "tecnologia",
        interest: "ia",
        networkingEventId: foyer.id,
      });
      expect(attendees.data.map((attendee) => attendee.surname)).toEqual(["Oliveira Costa"]);
      const received: networking.RequestsPage = await networking.getRequests(asAna, "received", 2);
      expect(received.meta.current_page).toBe(2);
      expect((await networking.getRequests(asAna, "sent", 1)).data.length).toBeGreaterThan(0);
      expect((await networking.getEventRegistrations(asAna)).length).toBe(2);
      const meetings: networking.NetworkingRequest[] = await networking.getValidatedMeetings(asAna, foyer.id);
      expect(meetings.length).toBe(2);
      await networking.changeEventRegistration(asAna, room.id, "unregister");
      await networking.changeEventRegistration(asAna, room.id, "register");
      const occupied = await networking
        .decideMeetingRequest(asAna, { id: base + 8, networking_event: { id: room.id, title: "", place: "" } }, "validate")
        .catch((error: unknown) => error);
      expect(networking.networkingRefusal(occupied)?.code).toBe("occupied");
      const left = await networking.leaveNetworking(asAna).catch((error: unknown) => error);
      expect(networking.networkingRefusal(left)?.code).toBe("event_associated");

      // eva joins and asks bruno; bruno validates; eva moves nothing, cancels with a reason, leaves.
      await networking.enableNetworking(asEva);
      const form: networkingAnswers.NetworkingCustomForm = await networking.getNetworkingForm(asEva);
      const attendee: networking.Attendee = await networking.completeNetworkingForm(asEva, form.id, {
        sector: "cultura",
        interests: ["educacion"],
        meeting_language: "eus",
        looking_for: null,
        website: null,
        share_profile: true,
      });
      expect(attendee.sector?.value).toBe("cultura");
      const free = (await networking.getBlocks(asEva, foyer.id, 2)).flatMap((day) => day.blocks).filter((block) => block.available);
      const asked = await networking.saveMeetingRequest(asEva, {
        networkingEventId: foyer.id,
        customerId: 2,
        start: free[0].start,
        message: "Kaixo",
      });
      const moved = await networking.saveMeetingRequest(
        asEva,
        { networkingEventId: foyer.id, customerId: 2, start: free[1].start, message: null },
        asked,
      );
      expect(moved.start).toBe(free[1].start);
      expect((await networking.decideMeetingRequest(asBruno, moved, "validate")).status).toBe("validated");
      expect((await networking.decideMeetingRequest(asEva, moved, "cancel", "Ezin dut")).reason).toBe("Ezin dut");
      expect((await networking.leaveNetworking(asEva)).enabled).toBe(false);

      const seen = (await (await fetch(`${api.url}/__demo/networking?tenant=${token}`)).json()).data.calls as {
        path: string;
        header: string | null;
      }[];
      // The 24 calls above, every one logged.
      expect(seen.length).toBe(24);
      for (const call of seen) {
        const expected = call.path === "/networking/conferences" ? "" : (conference ?? "");
        expect(call.header, call.path).toBe(expected);
      }
    } finally {
      await agent.close();
    }
  });

  it("a conference that could not be a header value is refused before any call (the 404 page)", async () => {
    const agent = createAgent(5000);
    const backend = createBackend(
      { baseUrl: api.url, timeoutMs: 5000, agent },
      { tenantToken: token, locale: "es", requestId: "contract" },
    );
    try {
      const error = await networking
        .getNetworkingEvents({ backend, auth: { token: "x" }, conference: "a\r\nX-Evil: 1" })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: "http", status: 404 });
    } finally {
      await agent.close();
    }
  });
});

// ------------------------------------------------------------------------------ registration --

describe("the portal's registration client against the demo API", () => {
  const UNIVERSIDAD = "demo-universidad-token";
  const good = {
    category: "doctoral",
    institution: "Universidad Demo",
    orcid: "0000-0002-1825-0097",
    days: ["2027-03-17"],
    code_of_conduct: true,
  };
  const failureOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as { status: number; body: { message: string; code?: string; errors?: Record<string, string[]> } };
    }
    throw new Error("the call did not fail");
  };

  it("tenants without a form answer 404, and the client reads it as no form", async () => {
    resetDemoState();
    const agent = createAgent(5000);
    try {
      for (const token of ["demo-congreso-token", "demo-eventos-token", "demo-mecenazgo-token"]) {
        const backend = createBackend(
          { baseUrl: api.url, timeoutMs: 5000, agent },
          { tenantToken: token, locale: "es", requestId: "contract" },
        );
        expect(await registration.getRegistrationForm(backend)).toBeNull();
        const refused = await failureOf(
          registration.registerWithoutAccount(backend, { name: "A", surname: "B", email: "a@b.example", customFormId: 1, answers: {} }),
        );
        expect(refused.status).toBe(404);
      }
    } finally {
      await agent.close();
    }
  });

  it.each(LOCALES)(
    "Universidad Demo: the form, every failure at once, a wrong ORCID, saved after a sign-up and without an account (%s)",
    async (locale) => {
      resetDemoState();
      const agent = createAgent(5000);
      const backend = createBackend(
        { baseUrl: api.url, timeoutMs: 5000, agent },
        { tenantToken: UNIVERSIDAD, locale, requestId: "contract" },
      );
      try {
        const form = await registration.getRegistrationForm(backend);
        expect(form?.fields.map((field) => [field.name, field.type, field.required])).toEqual([
          ["category", "radio", true],
          ["institution", "text", true],
          ["orcid", "text", false],
          ["days", "checkboxes", true],
          ["code_of_conduct", "checkbox", true],
        ]);
        const customFormId = form!.id;
        const messages = new Set<string>();

        // After a sign-up: nothing answered, then a wrong ORCID, then saved, then saved again.
        const email = `nueva-${locale}@universidad.example.org`;
        const signup = await send("POST", "/customer/signup", UNIVERSIDAD, locale, {
          body: {
            name: "Nerea",
            surname: "Etxeberria",
            email,
            telephone: "600111222",
            password: "Demo-2026!",
            password_confirmation: "Demo-2026!",
            gender: 1,
            privacy_policy: true,
            advertising: false,
          },
        });
        expect(signup.status, JSON.stringify(signup.body)).toBe(201);
        const empty = await failureOf(registration.saveSignUpRegistration(backend, { email, customFormId, answers: {} }));
        expect(empty.status).toBe(422);
        expect(Object.keys(empty.body.errors!).sort()).toEqual([
          "register.category",
          "register.code_of_conduct",
          "register.days",
          "register.institution",
        ]);
        for (const list of Object.values(empty.body.errors!)) messages.add(list[0]);
        const orcid = await failureOf(
          registration.saveSignUpRegistration(backend, { email, customFormId, answers: { ...good, orcid: "0000-0002-1825-0098" } }),
        );
        expect(Object.keys(orcid.body.errors!)).toEqual(["register.orcid"]);
        messages.add(orcid.body.errors!["register.orcid"][0]);
        // A malformed iD is told from a well-formed one whose check digit is wrong.
        const malformed = await failureOf(
          registration.saveSignUpRegistration(backend, { email, customFormId, answers: { ...good, orcid: "0000-0002-1825" } }),
        );
        expect(malformed.body.errors!["register.orcid"][0]).toContain("0000-0002-1825-0097");
        expect(orcid.body.errors!["register.orcid"][0]).not.toBe(malformed.body.errors!["register.orcid"][0]);
        messages.add(malformed.body.errors!["register.orcid"][0]);
        const ana = await failureOf(
          registration.saveSignUpRegistration(backend, { email: "ana@example.com", customFormId, answers: good }),
        );
        expect(Object.keys(ana.body.errors!)).toEqual(["email"]);
        await registration.saveSignUpRegistration(backend, { email, customFormId, answers: good });
        const again = await failureOf(registration.saveSignUpRegistration(backend, { email, customFormId, answers: good }));
        expect([again.status, again.body.code]).toEqual([409, "register_data_saved"]);

        // Without an account: everything missing, then registered with a reference, then the same address refused.
        const none = await failureOf(
          registration.registerWithoutAccount(backend, { name: "", surname: "", email: "no", customFormId, answers: {} }),
        );
        expect(Object.keys(none.body.errors!).sort()).toEqual([
          "email",
          "name",
          "register.category",
          "register.code_of_conduct",
          "register.days",
          "register.institution",
          "surname",
        ]);
        const person = {
          name: "Iker",
          surname: "Arregi",
          email: "iker@ehu.example.org",
          customFormId,
          answers: { ...good, orcid: "0000-0002-9079-593X", days: ["2027-03-17", "2027-03-18"] },
        };
        expect(await registration.registerWithoutAccount(backend, person)).toEqual({
          reference: "UD-2027-0001",
          email: "iker@ehu.example.org",
        });
        const twice = await failureOf(registration.registerWithoutAccount(backend, person));
        expect(Object.keys(twice.body.errors!)).toEqual(["email"]);
        messages.add(twice.body.errors!.email[0]);

        // Believable texts in the request's language: distinct, none empty.
        expect(messages.size).toBeGreaterThanOrEqual(5);
        const saved = (await (await fetch(`${api.url}/__demo/registrations?tenant=${UNIVERSIDAD}`)).json()) as {
          data: { kind: string; email: string; register: Record<string, unknown> }[];
        };
        expect(saved.data.map((entry) => [entry.kind, entry.email])).toEqual([
          ["signup", email],
          ["external", "iker@ehu.example.org"],
        ]);
        expect(saved.data[1].register.orcid).toBe("0000-0002-9079-593X");
      } finally {
        await agent.close();
      }
    },
  );
});
