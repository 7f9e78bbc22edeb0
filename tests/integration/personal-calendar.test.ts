// The personal calendar feed over HTTP: made in the private area, read with no cookie, following
// registrations and cancellations, revoked at once, its headers, and its secret in no log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { startDemoApi, type RunningDemoApi } from "../../demo-api/app";
import { demoClient } from "../../demo-api/test-client";
import { eventsOf, parseCalendar } from "../ical";
import { logIn } from "./demo-proxy";
import { TEST_SESSION_SECRET, get, header, post, setCookies, startPortal, stopAllPortals, type Portal } from "./harness";

const INAUGURATION = { id: 102, room: 21, slug: "inauguracion-ia-para-las-personas" };
let api: RunningDemoApi;
let portal: Portal;
let cookie: string;
const demo = demoClient(() => api.url, "demo-congreso-token");

beforeAll(async () => {
  api = await startDemoApi();
  // A short backend time-out, so that a slow backend is seen quickly as the 503 it becomes.
  portal = await startPortal({ API_BASE_URL: api.url, SESSION_SECRET: TEST_SESSION_SECRET, API_TIMEOUT_MS: "2000" });
  cookie = (await logIn(portal.url, "ana@example.com")).cookie;
});

afterAll(async () => {
  await stopAllPortals();
  await api?.close();
});

/** Posts a form of the private area as the logged-in visitor; the answer is the redirect back. */
async function submit(path: string, form: Record<string, string>) {
  const answer = await post(`${portal.url}${path}`, form, { headers: { cookie, origin: portal.url } });
  expect(answer.status).toBe(302);
  expect(header(answer, "location")).toMatch(new RegExp(`^${pathTo("profile")}#`));
}

/** The feed's two links as the private area shows them (null: none made). */
async function shownLinks(): Promise<{ https: string; webcal: string } | null> {
  const page = await get(`${portal.url}${pathTo("profile")}`, { headers: { cookie } });
  expect(page.status).toBe(200);
  const https = /id="calendar-feed-https"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? null;
  const webcal = /id="calendar-feed-webcal"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? null;
  return https && webcal ? { https, webcal } : null;
}

const makeLink = () => submit(pathTo("profile"), { intent: "calendar-feed" });
const summaries = (text: string) => eventsOf(parseCalendar(text)).map((event) => event.SUMMARY);
const secretOf = (url: string) => /\/calendario\/([^/]+)\//.exec(url)![1];

describe("the personal calendar feed", () => {
  const secrets: string[] = [];

  it("is made in the private area and read by a calendar app with no cookie, following registrations and cancellations", async () => {
    expect(await shownLinks()).toBeNull();
    await makeLink();
    const links = (await shownLinks())!;
    expect(links.https).toMatch(new RegExp(`^${portal.url}/calendario/[A-Za-z0-9_-]{43}/mis-actividades\\.ics$`));
    expect(links.webcal).toBe(links.https.replace(/^http:/, "webcal:"));
    secrets.push(secretOf(links.https));

    const feed = await get(links.https);
    expect(feed.status).toBe(200);
    expect(header(feed, "content-type")).toBe("text/calendar; charset=utf-8");
    expect(header(feed, "content-disposition")).toMatch(/^inline;/);
    expect(header(feed, "cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(header(feed, "x-robots-tag")).toBe("noindex");
    expect(header(feed, "referrer-policy")).toBe("no-referrer");
    // No session is made for it: the secret alone is the key.
    expect(setCookies(feed).filter((value) => value.startsWith("__Host-session"))).toEqual([]);
    const calendar = parseCalendar(feed.text);
    expect(calendar.props["X-WR-CALNAME"].value).toMatch(/^Mis actividades · /);
    expect(calendar.props["REFRESH-INTERVAL"]).toEqual({ params: { VALUE: "DURATION" }, value: "PT1H" });
    expect(calendar.props["X-PUBLISHED-TTL"].value).toBe("PT1H");
    // The same events as the private area's download, with the same UIDs.
    const download = await get(`${portal.url}${pathTo("profileCalendar")}`, { headers: { cookie } });
    const uids = (text: string) => eventsOf(parseCalendar(text)).map((event) => event.UID);
    expect(uids(feed.text).length).toBeGreaterThan(0);
    expect(uids(feed.text)).toEqual(uids(download.text));

    const bearer = await demo.tokenOf("ana@example.com");
    const before = summaries(feed.text).length;
    expect(
      (await demo.call("POST", `/conferences/${INAUGURATION.id}/register`, { bearer, body: { room_id: INAUGURATION.room } })).status,
    ).toBe(201);
    const registered = eventsOf(parseCalendar((await get(links.https)).text));
    expect(registered).toHaveLength(before + 1);
    expect(registered.map((event) => event.UID)).toContain(`conference-${INAUGURATION.id}@localhost`);

    expect(
      (await demo.call("POST", `/conferences/${INAUGURATION.id}/unregister`, { bearer, body: { room_id: INAUGURATION.room } })).status,
    ).toBe(200);
    const cancelled = eventsOf(parseCalendar((await get(links.https)).text));
    expect(cancelled.map((event) => event.UID)).not.toContain(`conference-${INAUGURATION.id}@localhost`);
    expect(cancelled).toHaveLength(before);
  });

  it("speaks the language of its address", async () => {
    const english = await get(`${portal.url}${localePath("en", pathTo("calendarFeed", { token: secrets[0] }), "es")}`);
    expect(english.status).toBe(200);
    expect(parseCalendar(english.text).props["X-WR-CALNAME"].value).toMatch(/^My activities · /);
    for (const event of eventsOf(parseCalendar(english.text))) expect(event.URL).toMatch(/\/en\/agenda\//);
  });

  it("stops at once when revoked, and a new link works while the old stays dead", async () => {
    const old = (await shownLinks())!.https;
    await submit(pathTo("profileCalendarRevoke"), {});
    expect(await shownLinks()).toBeNull();
    const gone = await get(old);
    expect(gone.status).toBe(404);
    expect(gone.text).toBe("");
    expect(header(gone, "cache-control")).toBe("no-store");
    expect(header(gone, "x-page-cache")).toBeUndefined();

    await makeLink();
    const fresh = (await shownLinks())!.https;
    secrets.push(secretOf(fresh));
    expect(fresh).not.toBe(old);
    expect((await get(fresh)).status).toBe(200);
    expect((await get(old)).status).toBe(404);
    // Making another replaces it: the one before stops too.
    await makeLink();
    const third = (await shownLinks())!.https;
    secrets.push(secretOf(third));
    expect((await get(fresh)).status).toBe(404);
    expect((await get(third)).status).toBe(200);
  });

  it("answers 404 to a made-up secret and 503, briefly, when the backend does not answer", async () => {
    expect((await get(`${portal.url}${pathTo("calendarFeed", { token: "A".repeat(43) })}`)).status).toBe(404);
    expect((await get(`${portal.url}${pathTo("calendarFeed", { token: "not..a%2Ftoken" })}`)).status).toBe(404);
    process.env.DEMO_API_DELAY_MS = "5000";
    try {
      const slow = await get(`${portal.url}${pathTo("calendarFeed", { token: secrets.at(-1)! })}`);
      expect(slow.status).toBe(503);
      expect(slow.text).toBe("");
    } finally {
      delete process.env.DEMO_API_DELAY_MS;
    }
    await portal.waitForLog((line) => line.msg === "calendar feed not read");
  });

  it("keeps every secret out of the portal's log", async () => {
    const lines = portal.logs();
    expect(lines.some((line) => line.includes("/calendario/[redacted]/mis-actividades.ics"))).toBe(true);
    expect(lines.some((line) => line.includes("/calendar-feeds/[redacted]"))).toBe(true);
    for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
