import { describe, expect, it } from "vitest";
import { eventJsonLd, homeJsonLd, postJsonLd, withOffset } from "./structured-data.server";

const TENANT = {
  name: "Congreso Demo",
  description: "Congreso internacional.",
  descriptions: { en: "International congress." },
  logo: "/demo/logo.svg",
  socialNetworks: [{ url: "https://x.com/demo" }, { url: "" }, { url: "javascript:alert(1)" }, { url: null }],
  ticketRequired: false,
};
const SITE: Parameters<typeof eventJsonLd>[0] = { tenant: TENANT, origin: "https://congreso.example", locale: "en", defaultLocale: "es" };

const ACTIVITY = {
  slug: "inauguracion",
  title: "Opening",
  summary: null as string | null,
  start_date: "2027-03-09T09:30:00+01:00",
  end_date: "2027-03-09T10:30:00+01:00",
  registration_type: "free" as "free" | "paid" | "external",
  price: null as number | null,
  currency: "EUR",
  external_url: null as string | null,
  image: "/demo/opening.jpg" as string | null,
  room: { name: "Room A" } as { name: string } | null,
  venue: { name: "Euskalduna" } as { name: string } | null,
  speakers: [{ name: "Ana", surname: "García", position: "CTO" }],
  details: { streaming: null as { url: string } | null },
};

type Extra = { description: string | null; soldOut: boolean; card: string | null };
const event = (
  overrides: Partial<typeof ACTIVITY> = {},
  extra: Extra = { description: "Plain words.", soldOut: false, card: null },
  site = SITE,
) => eventJsonLd(site, { ...ACTIVITY, ...overrides }, extra)[0]!;

describe("eventJsonLd", () => {
  it("describes the activity in the page's language, with absolute URLs on the page's host", () => {
    const node = event();
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Opening",
      description: "Plain words.",
      startDate: "2027-03-09T09:30:00+01:00",
      endDate: "2027-03-09T10:30:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      url: "https://congreso.example/en/agenda/inauguracion",
      image: ["https://congreso.example/demo/opening.jpg"],
      inLanguage: "en-US",
      performer: [{ "@type": "Person", name: "Ana García", jobTitle: "CTO" }],
      organizer: {
        "@type": "Organization",
        name: "Congreso Demo",
        url: "https://congreso.example/en",
        logo: "https://congreso.example/demo/logo.svg",
      },
    });
    // The summary, when there is one, is the short description.
    expect(event({ summary: "The summary." }).description).toBe("The summary.");
    // In the default language the URL has no prefix.
    expect(event({}, undefined, { ...SITE, locale: "es" }).url).toBe("https://congreso.example/agenda/inauguracion");
  });

  it("is offline in a room, online with a stream (watched on the activity's page), mixed with both", () => {
    expect(event()).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Room A, Euskalduna" },
    });
    const stream = { streaming: { url: "https://stream.example/secret" } };
    const online = event({ room: null, venue: null, details: stream });
    expect(online).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://congreso.example/en/agenda/inauguracion" },
    });
    // The stream's own address (perhaps for ticket holders only) is never published.
    expect(JSON.stringify(online)).not.toContain("stream.example");
    expect(event({ details: stream })).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [{ "@type": "Place" }, { "@type": "VirtualLocation" }],
    });
    const nowhere = event({ room: null, venue: null });
    expect(nowhere.location).toBeUndefined();
    expect(nowhere.eventAttendanceMode).toBeUndefined();
  });

  it("offers a free place at price 0, a paid one at its price, and says when the seats are gone", () => {
    const registration = "https://congreso.example/en/agenda/inauguracion#registration";
    expect(event().offers).toEqual([
      { "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock", url: registration },
    ]);
    expect(
      event({ registration_type: "paid", price: 25, currency: "USD" }, { description: null, soldOut: true, card: null }).offers,
    ).toEqual([{ "@type": "Offer", price: 25, priceCurrency: "USD", availability: "https://schema.org/SoldOut", url: registration }]);
    expect(event({ registration_type: "external", external_url: "https://tickets.example/x" }).offers).toEqual([
      { "@type": "Offer", url: "https://tickets.example/x" },
    ]);
    // Where every activity needs one of the tenant's tickets, the offer is the ticket page (the price is the ticket's).
    const ticketed = { ...SITE, tenant: { ...TENANT, ticketRequired: true } };
    expect(event({}, undefined, ticketed).offers).toEqual([{ "@type": "Offer", url: "https://congreso.example/en/proceso-de-compra" }]);
  });

  it("leaves out what the activity does not have and says nothing without a tenant", () => {
    const bare = event({ image: null, speakers: [] }, { description: null, soldOut: false, card: null });
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("performer");
    expect(bare).not.toHaveProperty("description");
    expect(eventJsonLd({ ...SITE, tenant: null }, ACTIVITY, { description: null, soldOut: false, card: null })).toEqual([]);
  });
});

describe("the picture of an Event", () => {
  it("is the backend's own, else the card drawn for link previews, on the page's host", () => {
    const card = "/en/tarjetas/actividad/opening/tarjeta.png?v=abc";
    expect(event({}, { description: null, soldOut: false, card }).image).toEqual(["https://congreso.example/demo/opening.jpg"]);
    expect(event({ image: null }, { description: null, soldOut: false, card }).image).toEqual([`https://congreso.example${card}`]);
  });
});

describe("withOffset", () => {
  it("keeps the backend's offset and gives a UTC time Madrid's, in winter and in summer", () => {
    expect(withOffset("2027-03-09T09:30:00-03:00")).toBe("2027-03-09T09:30:00-03:00");
    expect(withOffset("2027-01-15T08:30:00Z")).toBe("2027-01-15T09:30:00+01:00");
    expect(withOffset("2027-07-15T22:30:05.000Z")).toBe("2027-07-16T00:30:05+02:00");
  });
});

describe("homeJsonLd", () => {
  it("gives the Organization with its networks and the WebSite with the agenda's search", () => {
    const [organization, website] = homeJsonLd(SITE);
    expect(organization).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Congreso Demo",
      url: "https://congreso.example/en",
      logo: "https://congreso.example/demo/logo.svg",
      description: "International congress.",
      sameAs: ["https://x.com/demo"],
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://congreso.example/en",
      inLanguage: "en-US",
      potentialAction: { "@type": "SearchAction", target: "https://congreso.example/en/agenda?q={search_term_string}" },
    });
  });

  it("leaves the description out rather than give it in another language", () => {
    expect(homeJsonLd({ ...SITE, locale: "pt" })[0]).not.toHaveProperty("description");
    expect(homeJsonLd({ ...SITE, locale: "es" })[0]!.description).toBe("Congreso internacional.");
  });
});

describe("postJsonLd", () => {
  const POST = {
    slug: "novedades",
    title: "News",
    excerpt: "What is new.",
    image: "https://cdn.example/post.jpg",
    published_at: "2026-11-20T10:00:00+01:00",
    author: "Eva",
    tags: [{ name: "AI" }, { name: "Culture" }],
  };

  it("gives the post with its author, publisher and page", () => {
    expect(postJsonLd(SITE, POST, "/en/tarjetas/blog/novedades/tarjeta.png")[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "News",
      datePublished: "2026-11-20T10:00:00+01:00",
      author: { "@type": "Person", name: "Eva" },
      image: "https://cdn.example/post.jpg",
      keywords: "AI, Culture",
      publisher: { "@type": "Organization", name: "Congreso Demo" },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://congreso.example/en/blog/novedades" },
      inLanguage: "en-US",
    });
  });

  it("shows the card drawn for link previews when the post has no picture", () => {
    const card = "/en/tarjetas/blog/novedades/tarjeta.png?v=abc";
    expect(postJsonLd(SITE, { ...POST, image: null }, card)[0]!.image).toBe(`https://congreso.example${card}`);
  });

  it("names the tenant as the author of a post without one", () => {
    expect(postJsonLd(SITE, { ...POST, author: null }, null)[0]!.author).toMatchObject({ "@type": "Organization", name: "Congreso Demo" });
  });
});
