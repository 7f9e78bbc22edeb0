// The home page's activity sections: an activity already featured is not repeated under "next",
// and a "next" section left empty by that is not shown at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SESSION_SECRET, get, startPortal, stopAllPortals, type Portal } from "./harness";
import { startDemoProxy, type DemoProxy } from "./demo-proxy";

let backend: DemoProxy;
let portal: Portal;

beforeAll(async () => {
  backend = await startDemoProxy();
  // No caches: each request reaches the backend, whose answers the tests change.
  portal = await startPortal({
    API_BASE_URL: backend.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CATALOGUE_CACHE_TTL_MS: "0",
    PAGE_CACHE_MAX_ENTRIES: "0",
  });
});
afterAll(async () => {
  await stopAllPortals();
  await backend.close();
});

/** The activity slugs of the home page's section `id` (home-featured, home-next), or null without it. */
function slugsOf(html: string, id: string): string[] | null {
  const match = new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>(.*?)</section>`, "s").exec(html);
  return match ? [...match[1]!.matchAll(/data-activity-slug="([^"]+)"/g)].map((m) => m[1]!) : null;
}

/** The backend answers "next" with the featured activities, then its own next ones or none. */
function nextIsFeaturedAnd(withOwnNext: boolean) {
  backend.override = (req, res) => {
    if (req.method !== "GET" || !req.url?.includes("/conferences/next")) return false;
    const headers = { ...req.headers } as Record<string, string>;
    delete headers.host;
    delete headers["accept-encoding"];
    const get = (path: string) =>
      fetch(`${backend.apiUrl}${req.url!.replace("/conferences/next", path)}`, { headers }).then((r) => r.json());
    void Promise.all([get("/conferences/featured"), get("/conferences/next")]).then(([featured, next]) => {
      const body = { ...next, data: [...featured.data, ...(withOwnNext ? next.data : [])] };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
    return true;
  };
}

describe("home page activity sections", () => {
  it("lists under next only the activities that are not featured", async () => {
    nextIsFeaturedAnd(true);
    const page = await get(`${portal.url}/es`);
    expect(page.status).toBe(200);
    const featured = slugsOf(page.text, "home-featured")!;
    const next = slugsOf(page.text, "home-next")!;
    expect(featured.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((slug) => featured.includes(slug))).toEqual([]);
  });

  it("leaves the next section out when every next activity is featured", async () => {
    nextIsFeaturedAnd(false);
    const page = await get(`${portal.url}/es`);
    expect(page.status).toBe(200);
    expect(slugsOf(page.text, "home-featured")!.length).toBeGreaterThan(0);
    expect(slugsOf(page.text, "home-next")).toBeNull();
    expect(page.text).not.toContain('id="home-next"');
  });
});
