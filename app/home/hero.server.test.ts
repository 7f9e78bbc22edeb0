import { describe, expect, it } from "vitest";
import type { CmsBlock, CmsPageView } from "~/cms/blocks";
import { buildHero } from "./hero.server";

const activity = (start: string, end: string, venue: string | null) => ({
  start_date: start,
  end_date: end,
  venue: venue ? { id: venue.length, name: venue } : null,
});
const slideBlock = (count: number): CmsBlock => ({
  key: "s",
  type: "slide",
  title: null,
  level: 2,
  slides: Array.from({ length: count }, (_, i) => ({
    key: `s${i}`,
    image: { src: `/slide-${i}.svg`, alt: `Slide ${i}` },
    title: `Title ${i}`,
    text: null,
    link: { href: `/link-${i}`, external: false, text: `Link ${i}` },
  })),
});
const cms = (blocks: CmsBlock[]): CmsPageView => ({ slug: "home", title: "Home", description: null, blocks });
const text: CmsBlock = { key: "t", type: "text", title: null, level: 2, text: { paragraphs: [["Hi"]] } };
const tenant = { ticketRequired: false, canSignUp: true };
const MARCH_9 = Date.parse("2027-03-09T08:00:00Z");

describe("the home page's hero", () => {
  const activities = [
    activity("2027-03-10T09:00:00Z", "2027-03-10T10:00:00Z", "Kursaal"),
    activity("2027-03-09T08:30:00Z", "2027-03-09T09:30:00Z", "Palacio Euskalduna"),
    activity("2027-03-11T16:00:00Z", "2027-03-11T18:30:00Z", "Palacio Euskalduna"),
  ];

  it("spans the agenda from its first start to its last end, with its venues in the order of the days", () => {
    const { hero } = buildHero({ cms: null, activities, tenant, locale: "en", now: 0 });
    expect(hero.dates).toEqual({ start: "2027-03-09T08:30:00Z", end: "2027-03-11T18:30:00Z", text: "9–11 March 2027" });
    expect(hero.places).toEqual(["Palacio Euskalduna", "Kursaal"]);
  });

  it("counts the days while the event is ahead, says so while it is on, and nothing after", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(buildHero({ cms: null, activities, tenant, locale: "en", now: MARCH_9 - 10 * day }).hero.status).toEqual({
      kind: "days",
      days: 10,
    });
    expect(buildHero({ cms: null, activities, tenant, locale: "en", now: MARCH_9 }).hero.status).toEqual({ kind: "lessThanADay" });
    expect(buildHero({ cms: null, activities, tenant, locale: "en", now: MARCH_9 + day }).hero.status).toEqual({ kind: "onNow" });
    expect(buildHero({ cms: null, activities, tenant, locale: "en", now: MARCH_9 + 3 * day }).hero.status).toBeNull();
    expect(buildHero({ cms: null, activities: [], tenant, locale: "en", now: 0 }).hero).toMatchObject({
      dates: null,
      places: [],
      status: null,
    });
  });

  it("takes the first slide's picture, words and link up, and leaves the other slides and modules below", () => {
    const { hero, blocks } = buildHero({ cms: cms([slideBlock(3), text]), activities, tenant, locale: "en", now: 0 });
    expect(hero.picture).toEqual({ src: "/slide-0.svg", alt: "Slide 0" });
    expect(hero.highlight).toEqual({ title: "Title 0", text: null });
    expect(hero.action).toEqual({ kind: "cms", link: { href: "/link-0", external: false, text: "Link 0" } });
    expect(blocks.map((block) => block.type)).toEqual(["slide", "text"]);
    expect((blocks[0] as Extract<CmsBlock, { type: "slide" }>).slides.map((slide) => slide.key)).toEqual(["s1", "s2"]);
    expect(
      buildHero({ cms: cms([slideBlock(1), text]), activities, tenant, locale: "en", now: 0 }).blocks.map((block) => block.type),
    ).toEqual(["text"]);
  });

  it("leaves a slide that is not first where it is", () => {
    const { hero, blocks } = buildHero({ cms: cms([text, slideBlock(2)]), activities, tenant, locale: "en", now: 0 });
    expect(hero.picture).toBeNull();
    expect(blocks).toHaveLength(2);
  });

  it("offers a ticket where one is required, else the editors' link, else an account, else the agenda", () => {
    expect(
      buildHero({ cms: cms([slideBlock(1)]), activities, tenant: { ticketRequired: true, canSignUp: true }, locale: "en", now: 0 }).hero
        .action,
    ).toEqual({ kind: "ticket" });
    expect(buildHero({ cms: cms([slideBlock(1)]), activities, tenant, locale: "en", now: 0 }).hero.action.kind).toBe("cms");
    expect(buildHero({ cms: cms([text]), activities, tenant, locale: "en", now: 0 }).hero.action).toEqual({ kind: "signup" });
    expect(
      buildHero({ cms: null, activities, tenant: { ticketRequired: false, canSignUp: false }, locale: "en", now: 0 }).hero.action,
    ).toEqual({ kind: "agenda" });
  });
});
