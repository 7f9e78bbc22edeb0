// A page that is done lets go of what it rendered: nothing (a timer, a listener) keeps a finished page's data
// alive, so a busy instance's memory follows its open requests, not its last seconds of traffic.
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT, TEST_SESSION_SECRET, get, startPortal, stopAllPortals, type Portal } from "./harness";

const SLUG = "inauguracion-ia-para-las-personas";
const PAGES = ["/", "/agenda", `/agenda/${SLUG}`, "/ponentes", "/eus/agenda"];
const VIEWS = 200;

let portal: Portal;

beforeAll(async () => {
  // Every view rendered (no page cache); the soak's hook answers SIGUSR2 with the heap after a full collection.
  portal = await startPortal({
    SESSION_SECRET: TEST_SESSION_SECRET,
    PAGE_CACHE_MAX_ENTRIES: "0",
    NODE_OPTIONS: `--expose-gc --import=${path.join(ROOT, "scripts/soak-memory.mjs")}`,
  });
});
afterAll(() => stopAllPortals());

/** The heap surviving a full collection (code aside), in MB, and the timers still pending. */
async function afterCollection(): Promise<{ mb: number; timers: number }> {
  const seen = portal.logs().length;
  portal.process.kill("SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 20) {
    const line = portal
      .logs()
      .slice(seen)
      .find((l) => l.startsWith("soak-retained "));
    if (line) {
      const [, bytes, timers] = line.split(" ");
      return { mb: Number(bytes) / 1024 / 1024, timers: Number(timers) };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no soak-retained line from the portal");
}

async function view(times: number) {
  for (let i = 0; i < times; i += 5) await Promise.all(PAGES.map(async (page) => expect((await get(portal.url + page)).status).toBe(200)));
}

it("two hundred page views later, a full collection leaves what it left before them", async () => {
  await view(2 * PAGES.length); // caches and compiled code filled in
  const before = await afterCollection();
  await view(VIEWS);
  const after = await afterCollection();
  // Without clearing each render's abort timer, the 200 finished renders (their loader data, the request) were
  // kept 11 s: 200 more timers and several MB more heap.
  expect(after.timers - before.timers).toBeLessThan(VIEWS / 10);
  expect(after.mb - before.mb).toBeLessThan(2);
}, 120_000);
