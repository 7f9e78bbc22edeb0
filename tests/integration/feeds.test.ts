// The blog's Atom feed and the agenda's calendar feed, per demo tenant and language: they parse, hold
// what the blog list and the agenda show, are announced where they belong, and are absent without a blog.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath, type Locale } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { eventsOf, parseCalendar } from "../ical";
import { childrenNamed, parseXml, textOf } from "../xml";
import { startDemoProxy, stopDemoPortal, type DemoProxy } from "./demo-proxy";
import { ROOT, TEST_SESSION_SECRET, get, header, startPortal, type Portal } from "./harness";

type DemoTenant = { hosts: string[]; name: string; languages: Locale[] };
const TENANTS = (JSON.parse(readFileSync(path.join(ROOT, "demo-api/tenants.json"), "utf8")) as { tenants: DemoTenant[] }).tenants.map(
  (tenant) => ({
    host: tenant.hosts.find((host) => host.endsWith(".localhost")) ?? tenant.hosts[0],
    name: tenant.name,
    languages: tenant.languages,
  }),
);
const CASES = TENANTS.flatMap((tenant) => tenant.languages.map((locale) => ({ ...tenant, locale })));

let proxy: DemoProxy;
let portal: Portal;
beforeAll(async () => {
  proxy = await startDemoProxy();
  // No caches: the last test changes the backend's answers.
  portal = await startPortal({
    API_BASE_URL: proxy.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CATALOGUE_CACHE_TTL_MS: "0",
    PAGE_CACHE_MAX_ENTRIES: "0",
  });
});
afterAll(() => stopDemoPortal(proxy));

const at = (host: string, pathname: string) => get(`http://127.0.0.1:${portal.port}${pathname}`, { host });
const paths = (locale: Locale, ...pathnames: string[]) => pathnames.map((pathname) => localePath(locale, pathname, "es"));

/** The `<link rel="alternate" type="application/atom+xml">` of a page's head, as its attributes. */
function feedLinkOf(html: string): Record<string, string> | null {
  const tag = /<link[^>]*type="application\/atom\+xml"[^>]*>/.exec(html.slice(0, html.indexOf("</head>")))?.[0];
  return tag ? Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")])) : null;
}

describe.each(CASES)("$host in $locale", ({ host, name, locale }) => {
  it("has the blog as an Atom feed of the blog list's newest posts, announced by the blog's pages", async () => {
    const [feedPath, blogPath] = paths(locale, pathTo("blogFeed"), pathTo("blog"));
    const [response, list] = await Promise.all([at(host, feedPath), at(host, blogPath)]);
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(header(response, "cache-control")).toMatch(/^public, max-age=[1-9]\d*$/);
    const feed = parseXml(response.text);
    expect(feed.attrs.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(textOf(childrenNamed(feed, "title")[0])).toContain(name);
    const self = childrenNamed(feed, "link").find((link) => link.attrs.rel === "self");
    expect(new URL(self!.attrs.href).pathname).toBe(feedPath);
    const entries = childrenNamed(feed, "entry");
    expect(entries.length).toBeGreaterThan(0);
    // Each entry is a post of the list's first page, in this language, and its link answers.
    for (const entry of entries) {
      const link = new URL(childrenNamed(entry, "link")[0].attrs.href);
      expect(list.text).toContain(`href="${link.pathname}"`);
      const title = textOf(childrenNamed(entry, "title")[0]);
      const page = await at(host, link.pathname);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<h1>${title.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}</h1>`);
      expect(textOf(childrenNamed(entry, "published")[0])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(childrenNamed(entry, "id")[0]).toBeDefined();
    }
    expect(new Set(entries.map((entry) => textOf(childrenNamed(entry, "id")[0]))).size).toBe(entries.length);
    // The list and a post announce the feed (the post's page is the last one fetched above).
    const announced = feedLinkOf(list.text);
    expect(announced).toMatchObject({ rel: "alternate", title: textOf(childrenNamed(feed, "title")[0]) });
    expect(new URL(announced!.href).pathname).toBe(feedPath);
    const post = await at(host, new URL(childrenNamed(entries[0], "link")[0].attrs.href).pathname);
    expect(feedLinkOf(post.text)?.href).toBe(announced!.href);
  });

  it("has the agenda as a calendar to subscribe to: inline, every activity of the agenda, the same UIDs as their own .ics", async () => {
    const [feedPath, agendaPath] = paths(locale, pathTo("agendaFeed"), pathTo("agenda"));
    const [response, agenda] = await Promise.all([at(host, feedPath), at(host, agendaPath)]);
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("text/calendar; charset=utf-8");
    expect(header(response, "content-disposition")).toMatch(/^inline;/);
    expect(header(response, "cache-control")).toMatch(/^public, max-age=[1-9]\d*$/);
    const calendar = parseCalendar(response.text);
    expect(calendar.props["X-WR-CALNAME"].value).toContain(name);
    expect(calendar.props["REFRESH-INTERVAL"].value).toBe("PT1H");
    const events = eventsOf(calendar);
    const slugs = [...new Set([...agenda.text.matchAll(/data-activity-slug="([^"]+)"/g)].map((m) => m[1]))];
    expect(slugs.length).toBeGreaterThan(0);
    expect(events.map((event) => new URL(event.URL).pathname).sort()).toEqual(
      slugs.map((slug) => localePath(locale, pathTo("conference", { slug }), "es")).sort(),
    );
    // The first activity's own file has the same event.
    const own = await at(host, localePath(locale, pathTo("conferenceCalendar", { slug: slugs[0] }), "es"));
    const [ownEvent] = eventsOf(parseCalendar(own.text));
    expect(events.find((event) => event.UID === ownEvent.UID)).toMatchObject({
      DTSTART: ownEvent.DTSTART,
      SUMMARY: ownEvent.SUMMARY,
      URL: ownEvent.URL,
    });
    // The agenda page offers it to subscribe (webcal:) and to download.
    const feedUrl = `http://${host}${feedPath}`;
    expect(agenda.text).toContain(`href="${feedUrl.replace(/^http:/, "webcal:")}"`);
    expect(agenda.text).toContain(`href="${feedUrl}"`);
  });
});

describe("the agenda feed of one venue", () => {
  it("holds that venue's activities only, and says which in its name", async () => {
    const { host } = TENANTS[0];
    const agenda = await at(host, pathTo("agenda"));
    const select = /<select[^>]*name="venue"[^>]*>(.*?)<\/select>/s.exec(agenda.text)![1];
    const venues = [...select.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => ({ id: m[1], name: m[2] }));
    expect(venues.length).toBeGreaterThan(1);
    const whole = eventsOf(parseCalendar((await at(host, pathTo("agendaFeed"))).text));
    const response = await at(host, `${pathTo("agendaFeed")}?venue=${encodeURIComponent(venues[0].id)}`);
    const calendar = parseCalendar(response.text);
    expect(calendar.props["X-WR-CALNAME"].value).toContain(venues[0].name);
    const events = eventsOf(calendar);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(whole.length);
    for (const event of events) expect(event.LOCATION).toMatch(new RegExp(`${venues[0].name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });
});

describe("without a blog", () => {
  it("a tenant whose backend has no blog, or an empty one, has no feed and announces none", async () => {
    const { host } = TENANTS[1];
    const empty = { data: [], meta: { current_page: 1, last_page: 1, per_page: 6, total: 0 } };
    for (const answer of [null, empty]) {
      proxy.override = (req, res) => {
        if (!req.url?.startsWith("/blog/posts")) return false;
        res.writeHead(answer ? 200 : 404, { "content-type": "application/json" });
        res.end(JSON.stringify(answer ?? { message: "Not found" }));
        return true;
      };
      try {
        expect((await at(host, pathTo("blogFeed"))).status).toBe(404);
        const home = await at(host, "/");
        expect(home.status).toBe(200);
        expect(feedLinkOf(home.text)).toBeNull();
      } finally {
        proxy.override = null;
      }
    }
  });

  it("a host without a tenant, or a language the tenant does not offer, has no feed", async () => {
    expect((await at("nadie.localhost", pathTo("blogFeed"))).status).toBe(404);
    const missing = TENANTS.find((tenant) => tenant.languages.length < 4)!;
    const other = (["es", "en", "pt", "eus"] as const).find((locale) => !missing.languages.includes(locale))!;
    expect((await at(missing.host, localePath(other, pathTo("blogFeed")))).status).toBe(404);
    expect((await at(missing.host, localePath(other, pathTo("agendaFeed")))).status).toBe(404);
  });
});
