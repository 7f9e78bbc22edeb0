// The page cache's safety rules (server/page-cache.ts), proved from outside: what is kept and per what,
// what is never kept (sessions, per-visitor tokens, failed or stale answers), and a nonce per response.
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../../app/consent/consent";
import { VENUE_COOKIE } from "../../app/backend/venues.server";
import { CHALLENGE_TOKEN_FIELD } from "../../app/contact/setup";
import { CMS_SLUGS, VENUE_PREFERENCE_PATH, pathTo } from "../../app/paths";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  sleep,
  startPortal,
  stopAllPortals,
  type Portal,
  type SimpleResponse,
} from "./harness";
import { answer, getWith, logIn, startDemoProxy, type DemoProxy } from "./demo-proxy";

const TTL_MS = 1500;

let backend: DemoProxy;
let portal: Portal;
/** A short catalogue TTL, for expiry. */
let brief: Portal;
/** PAGE_CACHE_MAX_ENTRIES=0. */
let off: Portal;

beforeAll(async () => {
  backend = await startDemoProxy();
  [portal, brief, off] = await Promise.all([
    startPortal({
      API_BASE_URL: backend.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      RATE_LIMIT_MAX: "1000",
      CATALOGUE_CACHE_TTL_MS: "60000",
    }),
    startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, CATALOGUE_CACHE_TTL_MS: String(TTL_MS) }),
    startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, PAGE_CACHE_MAX_ENTRIES: "0" }),
  ]);
});
afterAll(async () => {
  await stopAllPortals();
  await backend.close();
});

const state = (response: SimpleResponse) => header(response, "x-page-cache") ?? "not kept";
const nonceOfPolicy = (response: SimpleResponse) =>
  /script-src 'nonce-([^']+)'/.exec(header(response, "content-security-policy") ?? "")?.[1];
const noncesInPage = (response: SimpleResponse) => [...new Set([...response.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
/** A path of its own per test, so that tests do not see each other's kept pages. */
let unique = 0;
const fresh = (path: string) => `${path}?t=${++unique}`;

describe("anonymous catalogue pages", () => {
  it("are rendered once, then answered from the cache with the same page", async () => {
    const path = fresh("/");
    const first = await get(portal.url + path);
    const second = await get(portal.url + path);
    expect([first.status, state(first), second.status, state(second)]).toEqual([200, "miss", 200, "hit"]);
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    expect(strip(second.text)).toBe(strip(first.text));
  });

  it("give every response its own nonce, the one its Content-Security-Policy allows", async () => {
    const path = fresh("/agenda");
    const responses = [await get(portal.url + path), await get(portal.url + path), await get(portal.url + path)];
    expect(responses.map(state)).toEqual(["miss", "hit", "hit"]);
    const nonces = responses.map(nonceOfPolicy);
    expect(new Set(nonces).size).toBe(3);
    responses.forEach((response, index) => expect(noncesInPage(response)).toEqual([nonces[index]]));
  });

  it("come gzipped to a visitor who accepts it, from pieces compressed once: the same page, each with its own nonce", async () => {
    const path = fresh("/");
    const plain = await get(portal.url + path);
    const browser = { headers: { "accept-encoding": "gzip, deflate, br" } };
    const gzipped = [await get(portal.url + path, browser), await get(portal.url + path, browser)];
    expect(gzipped.map((response) => [response.status, state(response), header(response, "content-encoding")])).toEqual([
      [200, "hit", "gzip"],
      [200, "hit", "gzip"],
    ]);
    expect(header(gzipped[0], "vary")).toContain("Accept-Encoding");
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    expect(strip(gzipped[0].text)).toBe(strip(plain.text));
    gzipped.forEach((response) => expect(noncesInPage(response)).toEqual([nonceOfPolicy(response)]));
    expect(nonceOfPolicy(gzipped[0])).not.toBe(nonceOfPolicy(gzipped[1]));
    // Without gzip among what the visitor accepts, the page as it is (or as the compression middleware makes it).
    const identity = await get(portal.url + path, { headers: { "accept-encoding": "identity" } });
    expect([state(identity), header(identity, "content-encoding")]).toEqual(["hit", undefined]);
  });

  it("are kept apart by language, query, venue, cookie choice and host", async () => {
    const path = fresh("/");
    await get(portal.url + path);
    expect(state(await get(portal.url + path))).toBe("hit");
    const variants = [
      get(portal.url + "/en" + path),
      get(portal.url + path + "&otra=1"),
      get(portal.url + path, { headers: { cookie: `${VENUE_COOKIE}=2` } }),
      get(portal.url + path, { headers: { cookie: `${CONSENT_COOKIE}=v1:2026-11-22:none` } }),
      get(portal.url + path, { host: `localhost:${portal.port}` }),
    ];
    const answers = await Promise.all(variants);
    expect(answers.map(state)).toEqual(["miss", "miss", "miss", "miss", "miss"]);
    expect(answers[0].text).toContain('data-locale="en"');
    // The banner is for visitors who have not chosen yet.
    expect(answers[3].text).not.toContain('class="consent-banner');
  });

  it("the agenda is kept per screen width, its default view differing (grid when wide, cards otherwise)", async () => {
    const path = fresh("/agenda");
    const wide = { "sec-ch-viewport-width": "1366" };
    const narrow = await get(portal.url + path, { headers: { "sec-ch-viewport-width": "390" } });
    const [first, second, noHint] = [
      await get(portal.url + path, { headers: wide }),
      await get(portal.url + path, { headers: wide }),
      await get(portal.url + path),
    ];
    expect([state(narrow), state(first), state(second), state(noHint)]).toEqual(["miss", "miss", "hit", "hit"]);
    expect(first.text).toContain('class="schedule-grid');
    expect(narrow.text).not.toContain('class="schedule-grid');
    expect(noHint.text).not.toContain('class="schedule-grid');
    expect(header(first, "vary")).toMatch(/Sec-CH-Viewport-Width/i);
    expect(header(first, "accept-ch")).toBe("Sec-CH-Viewport-Width");
    // Other pages ignore the width: one kept page for every screen.
    const home = fresh("/");
    await get(portal.url + home, { headers: { "sec-ch-viewport-width": "390" } });
    expect(state(await get(portal.url + home, { headers: wide }))).toBe("hit");
  });

  it("an activity with questions, chat and a survey is kept for anonymous visitors, no longer than its live answers", async () => {
    const path = fresh(pathTo("conference", { slug: "inauguracion-ia-para-las-personas" }));
    const [first, second] = [await get(portal.url + path), await get(portal.url + path)];
    expect([first.status, state(first), state(second)]).toEqual([200, "miss", "hit"]);
    expect(first.text).toContain('id="questions"');
    // The questions and seats are at most a few seconds old (the catalogue's TTL here is a minute): the kept page goes with them.
    await sleep(5200);
    // Rendered again (from the stale answers being refreshed, so not kept this once), not the old page.
    expect(state(await get(portal.url + path))).toBe("not kept");
  }, 15_000);

  it("are not shared with a visitor sent to their own language: `/` redirects them", async () => {
    expect(state(await get(portal.url + "/"))).not.toBe("not kept");
    const english = await get(portal.url + "/", { headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect([english.status, header(english, "location"), state(english)]).toEqual([302, "/en", "not kept"]);
  });

  it("are not kept when off (PAGE_CACHE_MAX_ENTRIES=0)", async () => {
    const path = fresh("/");
    const answers = [await get(off.url + path), await get(off.url + path)];
    expect(answers.map((a) => [a.status, state(a)])).toEqual([
      [200, "not kept"],
      [200, "not kept"],
    ]);
  });
});

describe("what is never kept nor served to anyone else", () => {
  it("a logged-in visitor's page: rendered for them, never kept, never shown to the next visitor", async () => {
    const path = fresh("/");
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const mine = await getWith(portal.url + path, cookie);
    expect(mine.text).toContain("Hola, Ana");
    expect(state(mine)).toBe("not kept");
    const next = await get(portal.url + path);
    expect(state(next)).toBe("miss");
    expect(next.text).not.toContain("Hola, Ana");
    // And a kept page does not reach a logged-in visitor either.
    expect(state(await get(portal.url + path))).toBe("hit");
    const again = await getWith(portal.url + path, cookie);
    expect([state(again), again.text.includes("Hola, Ana")]).toEqual(["not kept", true]);
  });

  it("a toast: shown to the visitor it was for, never to the next one", async () => {
    // Choosing a venue leaves a toast in the session; the anonymous page of that venue is kept.
    const anonymous = { cookie: `${VENUE_COOKIE}=2` };
    await get(portal.url + "/", { headers: anonymous });
    const chose = await post(
      portal.url + VENUE_PREFERENCE_PATH,
      { venueId: "2", redirectTo: "/" },
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    const jar = setCookies(chose)
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(jar).toContain("session=");
    const toasts = (html: string) => /<div class="toasts"[^>]*>([\s\S]*?)<\/div><div class="connectivity"/.exec(html)?.[1] ?? "";
    const withToast = await get(portal.url + "/", { headers: { cookie: jar } });
    expect([state(withToast), toasts(withToast.text)]).toEqual(["not kept", expect.stringContaining("Kursaal")]);
    const next = await get(portal.url + "/", { headers: anonymous });
    expect(state(next)).toBe("hit");
    expect(toasts(next.text)).not.toContain("Kursaal");
  });

  it("a page with the contact form: its challenge is each visitor's own", async () => {
    const path = pathTo("page", { slug: CMS_SLUGS.contact });
    const answers = [await get(portal.url + path), await get(portal.url + path)];
    expect(answers.map((a) => [a.status, state(a)])).toEqual([
      [200, "not kept"],
      [200, "not kept"],
    ]);
    const challenge = (html: string) => new RegExp(`name="${CHALLENGE_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1];
    expect(challenge(answers[0].text)).toBeTruthy();
    expect(challenge(answers[0].text)).not.toBe(challenge(answers[1].text));
    // Made for one answer, it is compressed as it goes out (brotli), its pieces never deflated to keep.
    const browser = await get(portal.url + path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect([state(browser), header(browser, "content-encoding")]).toEqual(["not kept", "br"]);
  });

  it("pages that are not the catalogue's (login) and data requests", async () => {
    const login = [await get(portal.url + pathTo("login")), await get(portal.url + pathTo("login"))];
    expect(login.map(state)).toEqual(["not kept", "not kept"]);
    const data = [await get(portal.url + "/agenda.data"), await get(portal.url + "/agenda.data")];
    expect(data.map(state)).toEqual(["not kept", "not kept"]);
  });
});

describe("how long a page is kept", () => {
  it("no longer than its catalogue answers: after the TTL the page is made again", async () => {
    const path = fresh("/ponentes");
    expect(state(await get(brief.url + path))).toBe("miss");
    expect(state(await get(brief.url + path))).toBe("hit");
    await sleep(TTL_MS + 300);
    // The catalogue answers are stale now (served once while they refresh): the page made from
    // them is not kept; once refreshed, the next one is.
    const afterTtl = await get(brief.url + path);
    expect(afterTtl.status).toBe(200);
    expect(state(afterTtl)).toBe("not kept");
    await sleep(200);
    expect(state(await get(brief.url + path))).toBe("miss");
  });

  it("never when an answer failed: the page shows what it could, for this visitor only", async () => {
    const failingMenu = (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.startsWith("/cms/navigation-menu/header")) return false;
      req.resume();
      answer(res, 500, { message: "down" });
      return true;
    };
    await sleep(TTL_MS + 300); // every catalogue answer of `brief` is stale: the menu is asked again
    backend.override = failingMenu;
    try {
      const path = fresh("/blog");
      await get(brief.url + path); // serves the stale menu while its refresh fails
      await sleep(TTL_MS + 300);
      const answers = [await get(brief.url + path), await get(brief.url + path)];
      expect(answers.map((a) => [a.status, state(a)])).toEqual([
        [200, "not kept"],
        [200, "not kept"],
      ]);
    } finally {
      backend.override = null;
    }
  });
});
