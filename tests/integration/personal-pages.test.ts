// A logged-in visitor's page composed from the kept anonymous page (app/personal-pages.server.tsx):
// the same as a whole render, never another visitor's parts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { TEST_SESSION_SECRET, get, header, post, startPortal, stopAllPortals, type Portal, type SimpleResponse } from "./harness";
import { answer, cookiePair, logIn, startDemoProxy, type DemoProxy } from "./demo-proxy";

const ACTIVITY = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" });
const PAGES = [
  "/",
  "/en",
  pathTo("agenda"),
  ACTIVITY,
  `/eus${ACTIVITY}`,
  pathTo("conference", { slug: "taller-prototipado-ia-generativa" }),
  pathTo("speakers"),
  pathTo("sponsors"),
  pathTo("blog"),
  pathTo("post", { id: "ia-explicable-servicios-publicos" }),
  "/sobre-nosotros",
];

let backend: DemoProxy;
let composing: Portal;
/** PAGE_CACHE_MAX_ENTRIES=0: every page rendered whole, for comparison. */
let whole: Portal;

beforeAll(async () => {
  backend = await startDemoProxy();
  const env = { API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, RATE_LIMIT_MAX: "1000" };
  [composing, whole] = await Promise.all([startPortal(env), startPortal({ ...env, PAGE_CACHE_MAX_ENTRIES: "0" })]);
});
afterAll(async () => {
  await stopAllPortals();
  await backend.close();
});

const state = (response: SimpleResponse) => header(response, "x-page-cache") ?? "rendered whole";
/** The page as a visitor without JavaScript reads it: the scripts out, and what differs between two portals or two renders. */
const shown = (response: SimpleResponse, portal: Portal) =>
  response.text
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replaceAll(portal.url, "ORIGIN")
    // The calendar links carry the page's URL encoded as a query value.
    .replaceAll(encodeURIComponent(portal.url), "ORIGIN")
    .replace(/:\d+\//g, ":PORT/")
    .replace(/nonce="[^"]+"/g, "")
    .replace(/actualizado=\d+/g, "")
    // The home's countdown ticks between the two renders.
    .replace(/countdown-value">\d+</g, 'countdown-value">N<')
    .replace(/countdown-label">[^<]+</g, 'countdown-label">UNIT<');
const personalData = (response: SimpleResponse) =>
  /<script type="application\/json" id="visitor-data">([^<]*)<\/script>/.exec(response.text)?.[1] ?? "";

/** A session as a browser keeps it: logged in, then the first page (which takes the login's toast). */
async function sessionOf(email: string): Promise<string> {
  const { cookie } = await logIn(composing.url, email);
  const first = await get(composing.url + "/", { headers: { cookie } });
  return cookiePair(first, "__Host-session") ?? cookie;
}

const sessions = async () => ({
  Ana: await sessionOf("ana@example.com"),
  Eva: await sessionOf("eva@example.com"),
  Mikel: await sessionOf("mod@example.com"),
});

/** `path` for `name`: composed from the kept page with their parts, and showing what a whole render shows. */
async function composedAs(path: string, name: string, cookie: string): Promise<SimpleResponse> {
  const composed = await get(composing.url + path, { headers: { cookie } });
  const rendered = await get(whole.url + path, { headers: { cookie } });
  expect([composed.status, state(composed)], `${path} as ${name}`).toEqual([200, "personal"]);
  expect(shown(composed, composing), `${path} as ${name}`).toBe(shown(rendered, whole));
  return composed;
}

describe("a logged-in visitor's catalogue page", () => {
  it("is the kept page with their own parts: what a whole render shows, for each visitor", async () => {
    const people = await sessions();
    for (const path of PAGES) {
      for (const [name, cookie] of Object.entries(people)) {
        const composed = await composedAs(path, name, cookie);
        expect(JSON.parse(personalData(composed)).root.customer.name, `${path} as ${name}`).toBe(name);
        for (const other of Object.keys(people))
          expect(
            composed.text.includes(`Hola, ${other}`) ||
              composed.text.includes(`Hello, ${other}`) ||
              composed.text.includes(`Kaixo, ${other}`),
            `${path} as ${name} greets ${other}`,
          ).toBe(other === name);
      }
    }
  });

  it("comes gzipped to a visitor who accepts it: the kept pieces compressed once, the visitor's own as they are made", async () => {
    const cookie = await sessionOf("eva@example.com");
    for (const path of [ACTIVITY, pathTo("profile")]) {
      const plain = await get(composing.url + path, { headers: { cookie } });
      const gzipped = await get(composing.url + path, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
      expect([state(gzipped), header(gzipped, "content-encoding")], path).toEqual(["personal", "gzip"]);
      expect(shown(gzipped, composing), path).toBe(shown(plain, composing));
      expect(personalData(gzipped), path).toBe(
        personalData(plain).replace(/"renderedAt":\d+/, personalData(gzipped).match(/"renderedAt":\d+/)?.[0] ?? ""),
      );
    }
  });

  it("carries the visitor's own loader data for hydration, and anonymous pages carry none", async () => {
    const cookie = await sessionOf("ana@example.com");
    const composed = await get(composing.url + ACTIVITY, { headers: { cookie } });
    const data = JSON.parse(personalData(composed)) as Record<string, Record<string, unknown>>;
    // Congreso sells no tickets: no ticket link to show.
    expect(data.root).toEqual({ customer: { name: "Ana", ticket: null } });
    expect(Object.keys(data.conference).sort()).toEqual(["actionBar", "participation", "renderedAt", "streamOpensAt", "survey"]);
    expect((data.conference.participation as { loggedIn: boolean }).loggedIn).toBe(true);
    const anonymous = await get(composing.url + ACTIVITY);
    expect(["hit", "miss"]).toContain(state(anonymous));
    expect(personalData(anonymous)).toBe("");
    expect(anonymous.text).not.toContain("data-personal-slot");
    expect(composed.text).not.toContain("data-personal-slot");
  });

  it("is, for the private area, the kept chrome with all of the page theirs: what a whole render shows, never to anyone else", async () => {
    const people = await sessions();
    const emails = { Ana: "ana@example.com", Eva: "eva@example.com", Mikel: "mod@example.com" };
    for (const path of [pathTo("profile"), `/en${pathTo("profile")}`, `/eus${pathTo("profile")}`]) {
      for (const [name, cookie] of Object.entries(people)) {
        const composed = await composedAs(path, name, cookie);
        // The page's route is `profile`, `profile.en`, … by language.
        const data = JSON.parse(personalData(composed)) as Record<string, { customer: { email?: string; name: string } }>;
        const [route] = Object.keys(data).filter((id) => id !== "root");
        expect([route.split(".")[0], data[route].customer.email], `${path} as ${name}`).toEqual([
          "profile",
          emails[name as keyof typeof emails],
        ]);
        for (const [other, email] of Object.entries(emails))
          expect(composed.text.includes(email), `${path} as ${name} shows ${other}'s email`).toBe(other === name);
      }
      // The kept chrome is never a page: a visitor without a session is sent to log in.
      const anonymous = await get(composing.url + path, { redirect: "manual" });
      expect(anonymous.status, path).toBe(302);
      expect(header(anonymous, "location"), path).toContain(pathTo("login"));
    }
    // A query (the donation certificates' form) is rendered whole, its errors and status its own.
    const query = await get(`${composing.url}${pathTo("profile")}?year=range&start=1900`, { headers: { cookie: people.Ana } });
    expect([query.status, state(query)]).toEqual([400, "rendered whole"]);
    expect(query.text).toContain("ana@example.com");
  });

  it("is rendered whole while the session holds a toast to show, and when the visitor's data cannot be loaded", async () => {
    const { cookie } = await logIn(composing.url, "ana@example.com");
    const first = await get(composing.url + "/", { headers: { cookie } });
    expect(state(first)).toBe("rendered whole");
    expect(first.text).toContain("toast");

    const session = await sessionOf("eva@example.com");
    backend.override = (req, res) => {
      if (req.method !== "GET" || req.url?.split("?")[0] !== "/customer") return false;
      answer(res, 500, { error: "down" });
      return true;
    };
    try {
      const failing = await get(composing.url + ACTIVITY, { headers: { cookie: session } });
      expect(state(failing)).toBe("rendered whole");
    } finally {
      backend.override = null;
    }
    expect(state(await get(composing.url + ACTIVITY, { headers: { cookie: session } }))).toBe("personal");
  });

  it("shares an activity's seats and questions among its visitors for a few seconds, and shows a registration or a vote at once", async () => {
    const [eva, mikel] = [await sessionOf("eva@example.com"), await sessionOf("mod@example.com")];
    const seatingCalls = () => backend.calls("GET", "/conferences/102/rooms-seating");
    const kursaal = (response: SimpleResponse) => Number(/Auditorio Kursaal \((\d+) de 600 plazas ocupadas\)/.exec(response.text)?.[1]);
    const before = await get(composing.url + ACTIVITY, { headers: { cookie: eva } });
    const calls = seatingCalls();
    for (let view = 0; view < 10; view++) {
      const response = await get(composing.url + ACTIVITY, { headers: { cookie: view % 2 ? eva : mikel } });
      expect(state(response)).toBe("personal");
    }
    // Ten logged-in views within the live answers' five seconds: at most one more call for the seats.
    expect(seatingCalls() - calls).toBeLessThanOrEqual(1);

    const registered = await post(composing.url + ACTIVITY, { intent: "register", room_id: "21" }, { headers: { cookie: eva } });
    expect(registered.status).toBe(302);
    const after = await get(composing.url + ACTIVITY, { headers: { cookie: cookiePair(registered, "__Host-session") ?? eva } });
    expect(after.text).toContain("Te has inscrito en Auditorio Kursaal");
    // Another visitor's page right after, composed: the seat she took, not the shared answer from before.
    const other = await get(composing.url + ACTIVITY, { headers: { cookie: mikel } });
    expect([state(other), kursaal(other)]).toEqual(["personal", kursaal(before) + 1]);

    // So with the questions' votes: Mikel's vote shows on Eva's next page at once.
    const firstVotes = (response: SimpleResponse) => Number(/question-votes">(\d+) votos/.exec(response.text)?.[1]);
    const voted = await post(composing.url + ACTIVITY, { intent: "vote-question", questionId: "1" }, { headers: { cookie: mikel } });
    expect(voted.status).toBe(302);
    const seen = await get(composing.url + ACTIVITY, { headers: { cookie: eva } });
    expect([state(seen), firstVotes(seen)]).toEqual(["personal", firstVotes(before) + 1]);
  });

  it("shares the chat among an activity's attendees for a few seconds, shows a new message at once, and asks for orders only for a pending registration", async () => {
    const [ana, eva, mikel] = [await sessionOf("ana@example.com"), await sessionOf("eva@example.com"), await sessionOf("mod@example.com")];
    const chatCalls = () => backend.calls("GET", "/conferences/102/get-last-messages");
    const orderCalls = () => backend.calls("GET", "/orders/customer/registration");
    await get(composing.url + ACTIVITY, { headers: { cookie: ana } });
    const [chat, orders] = [chatCalls(), orderCalls()];
    for (let view = 0; view < 10; view++) {
      const response = await get(composing.url + ACTIVITY, { headers: { cookie: view % 2 ? ana : eva } });
      expect(state(response)).toBe("personal");
    }
    // Ten attendees' views within the live answers' five seconds: at most one more call for the chat,
    // and none for orders (neither holds a registration waiting for payment here).
    expect(chatCalls() - chat).toBeLessThanOrEqual(1);
    expect(orderCalls() - orders).toBe(0);

    // The moderator's message (published at once) is on an attendee's next page, not the shared answer from before.
    const text = `Bienvenida a la sala ${Date.now()}`;
    const sent = await post(composing.url + ACTIVITY, { intent: "send-message", message: text }, { headers: { cookie: mikel } });
    expect(sent.status).toBe(302);
    const seen = await get(composing.url + ACTIVITY, { headers: { cookie: ana } });
    expect(state(seen)).toBe("personal");
    expect(seen.text).toContain(text);
  });

  it("asks for the registration orders on /usuario only for a visitor whose registration waits for payment", async () => {
    const [ana, mikel] = [await sessionOf("ana@example.com"), await sessionOf("mod@example.com")];
    const orderCalls = () => backend.calls("GET", "/orders/customer/registration");
    const before = orderCalls();
    expect(state(await get(composing.url + pathTo("profile"), { headers: { cookie: mikel } }))).toBe("personal");
    expect(orderCalls()).toBe(before);
    // Ana's pending registration still gets its order's discard step.
    const page = await get(composing.url + pathTo("profile"), { headers: { cookie: ana } });
    expect(state(page)).toBe("personal");
    expect(orderCalls()).toBe(before + 1);
    expect(page.text).toMatch(/href="\/usuario\/descartar\/[^"]+"/);
  });
});
