// Parts of pages rendered once for every visitor (app/chrome/shared-parts.server.ts) never show one
// visitor's data to another, and a page built from them equals a full render.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { TEST_SESSION_SECRET, get, post, startPortal, stopAllPortals, type Portal } from "./harness";
import { logIn, startDemoProxy, type DemoProxy } from "./demo-proxy";

const ACTIVITY = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" });
const PAGES = ["/", "/en", pathTo("agenda"), ACTIVITY, `/en${ACTIVITY}`, pathTo("speakers"), pathTo("login"), pathTo("profile")];
const DIFFERS = "shared part differs from its kept HTML";

let backend: DemoProxy;
/** SHARED_PARTS=verify: every part rendered every time and compared with the kept one. */
let verify: Portal;
let on: Portal;

beforeAll(async () => {
  backend = await startDemoProxy();
  const env = { API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, RATE_LIMIT_MAX: "1000", PAGE_CACHE_MAX_ENTRIES: "0" };
  [verify, on] = await Promise.all([startPortal({ ...env, SHARED_PARTS: "verify" }), startPortal({ ...env, SHARED_PARTS: "on" })]);
});
afterAll(async () => {
  await stopAllPortals();
  await backend.close();
});

/** A page without what changes between two renders of it: the nonce and the render's clock (the countdown's figures included). */
const steady = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, "")
    .replace(/class="countdown-value">\d+/g, "")
    .replace(/\\"renderedAt\\",\d+/g, "")
    .replace(/actualizado=\d+/g, "");

async function visitors(portal: Portal) {
  const [ana, eva] = await Promise.all([logIn(portal.url, "ana@example.com"), logIn(portal.url, "eva@example.com")]);
  return [
    { name: null, cookie: "" },
    { name: "Ana", cookie: ana.cookie },
    { name: "Eva", cookie: eva.cookie },
  ];
}

describe("shared parts", () => {
  it("depend on nothing of the visitor's but what their key holds: every page for visitors in different states", async () => {
    const people = await visitors(verify);
    const mikel = await logIn(verify.url, "mod@example.com");
    people.push({ name: "Mikel", cookie: mikel.cookie });
    // On the activity, each in another state: Ana voted a question, Eva's own waits for a moderator,
    // Mikel moderates (the chat's and the questions' buttons); its chat, questions, survey and
    // registration are parts kept for everyone in the same state (decision 031).
    const [ana, eva] = [people[1].cookie, people[2].cookie];
    expect((await post(verify.url + ACTIVITY, { intent: "vote-question", questionId: "3" }, { headers: { cookie: ana } })).status).toBe(
      302,
    );
    const asked = await post(
      verify.url + ACTIVITY,
      { intent: "ask-question", question: "¿Habrá grabación?" },
      { headers: { cookie: eva } },
    );
    expect(asked.status).toBe(302);
    for (const path of PAGES) {
      for (const person of people) {
        const page = await get(verify.url + path, { headers: { cookie: person.cookie } });
        expect(page.status, `${path} as ${person.name ?? "anonymous"}`).toBeLessThan(400);
        expect(page.text).not.toContain("data-shared-part");
      }
    }
    expect(verify.logs().filter((line) => line.includes(DIFFERS))).toEqual([]);
  });

  it("make the same page as a full render, each visitor's own", async () => {
    const people = await visitors(on);
    for (const path of [ACTIVITY, "/", pathTo("profile")]) {
      for (const person of people) {
        // The private area is only ever a logged-in visitor's (its forms are parts).
        if (path === pathTo("profile") && !person.name) continue;
        const cookie = { headers: { cookie: person.cookie } };
        const first = await get(on.url + path, cookie);
        const again = await get(on.url + path, cookie);
        expect(steady(again.text), `${path} as ${person.name ?? "anonymous"}`).toBe(steady(first.text));
        expect(again.text).not.toContain("data-shared-part");
        for (const other of people) {
          if (other.name)
            expect(again.text.includes(`Hola, ${other.name}`), `${path} as ${person.name} greets ${other.name}`).toBe(other === person);
        }
      }
    }
  });
});
