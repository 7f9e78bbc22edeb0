// "Add to my calendar" over HTTP: an activity's .ics parses (UTC, the page's language, a stable UID),
// and the private area's calendar holds the logged-in visitor's registrations, one event each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { eventsOf, parseCalendar } from "../ical";
import { loginPath } from "../paths";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  startFakeCustomerBackend,
  startPortal,
  stopAllPortals,
  titleOf,
  type Portal,
} from "./harness";

const SLUG = "inauguracion-ia-para-las-personas";
const ICS = pathTo("conferenceCalendar", { slug: SLUG });

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ SESSION_SECRET: TEST_SESSION_SECRET });
});
afterAll(stopAllPortals);

describe("an activity's calendar file", () => {
  it("is a text/calendar attachment named after the activity that parses as one event in UTC", async () => {
    const response = await get(`http://localhost:${portal.port}${ICS}`);
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("text/calendar; charset=utf-8");
    expect(header(response, "content-disposition")).toBe(`attachment; filename="${SLUG}.ics"`);
    const calendar = parseCalendar(response.text);
    expect(calendar.props.METHOD.value).toBe("PUBLISH");
    const [event, ...others] = eventsOf(calendar);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      UID: "conference-102@localhost",
      // 09:30–10:30 in Bilbao (CET) on 9 March 2027.
      DTSTART: "20270309T083000Z",
      DTEND: "20270309T093000Z",
      SUMMARY: "Inauguración: una inteligencia artificial al servicio de las personas",
      URL: `http://localhost:${portal.port}${pathTo("conference", { slug: SLUG })}`,
    });
    expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.DESCRIPTION).toContain("Ane Etxeberria abre el congreso");
    expect(event.DESCRIPTION).toContain(`Más información: ${event.URL}`);
    expect(event.DESCRIPTION).not.toMatch(/<[a-z]/i);
    expect(event.LOCATION).toMatch(/\S, \S/);
    expect(header(response, "x-content-type-options")).toBe("nosniff");
  });

  it("speaks the page's language, and links the page in it", async () => {
    const response = await get(`http://localhost:${portal.port}${localePath("en", ICS)}`);
    expect(response.status).toBe(200);
    const [event] = eventsOf(parseCalendar(response.text));
    expect(event.SUMMARY).toBe("Opening: artificial intelligence at the service of people");
    expect(event.URL).toBe(`http://localhost:${portal.port}${localePath("en", pathTo("conference", { slug: SLUG }))}`);
    expect(event.DESCRIPTION).toContain(`More information: ${event.URL}`);
    expect(event.UID).toBe("conference-102@localhost");
  });

  it("keeps its UID under another host of the same tenant", async () => {
    const response = await get(`http://127.0.0.1:${portal.port}${ICS}`);
    expect(eventsOf(parseCalendar(response.text))[0].UID).toBe("conference-102@localhost");
  });

  it("is linked from the activity's page", async () => {
    const page = await get(`${portal.url}${localePath("pt", pathTo("conference", { slug: SLUG }))}`);
    expect(page.text).toContain(`href="${localePath("pt", ICS)}"`);
    expect(page.text).toContain("Adicionar ao meu calendário (.ics)");
  });

  it("of a missing activity sends the visitor to its page: the 404 page", async () => {
    const missing = pathTo("conferenceCalendar", { slug: "no-existe" });
    const response = await get(`${portal.url}${missing}`);
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(pathTo("conference", { slug: "no-existe" }));
    const page = await get(`${portal.url}${header(response, "location")}`);
    expect(page.status).toBe(404);
    expect(header(page, "content-type")).toMatch(/^text\/html/);
    expect(titleOf(page.text)).toBeTruthy();
  });
});

const MY_ICS = pathTo("profileCalendar");

/** The session cookie (name and value) of a fresh login as `email` on `base`. */
async function logIn(base: string, email: string): Promise<string> {
  const login = await post(`${base}${pathTo("login")}`, { intent: "login", email, password: "Demo-2026!", website: "" });
  expect(login.status).toBe(302);
  const cookie = setCookies(login)
    .map((c) => c.split(";")[0])
    .find((c) => /^(__Host-session|__session)=./.test(c));
  expect(cookie).toBeTruthy();
  return cookie!;
}

describe("the private area's calendar of the visitor's own registrations", () => {
  it("needs a login: an anonymous visitor is sent to log in and comes back to the file", async () => {
    for (const locale of ["es", "en"] as const) {
      const path = localePath(locale, MY_ICS);
      const response = await get(`${portal.url}${path}`);
      expect(response.status).toBe(302);
      expect(header(response, "location")).toBe(loginPath(path, locale));
    }
  });

  it("is one private, uncached calendar attachment with an event per registration, each linking its activity", async () => {
    const cookie = await logIn(portal.url, "ana@example.com");
    const response = await get(`${portal.url}${MY_ICS}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("text/calendar; charset=utf-8");
    expect(header(response, "content-disposition")).toBe('attachment; filename="mis-actividades.ics"');
    expect(header(response, "cache-control")).toBe("private, no-store");
    const events = eventsOf(parseCalendar(response.text));
    // ana: the paid workshop (104), the free round table (105), the workshop pending manual payment (111).
    expect(events.map((event) => event.UID).sort()).toEqual([
      "conference-104@localhost",
      "conference-105@localhost",
      "conference-111@localhost",
    ]);
    const byId = (id: number) => events.find((event) => event.UID === `conference-${id}@localhost`)!;
    expect(byId(104)).toMatchObject({
      SUMMARY: "Taller: prototipado responsable con IA generativa",
      URL: `${portal.url}${pathTo("conference", { slug: "taller-prototipado-ia-generativa" })}`,
    });
    expect(byId(104).DTSTART).toMatch(/^20270309T\d{6}Z$/);
    for (const event of events) {
      expect(event.DESCRIPTION).toContain(`Más información: ${event.URL}`);
      expect(new URL(event.URL).pathname).toMatch(/^\/agenda\/[a-z0-9-]+$/);
    }
    expect(byId(111).DESCRIPTION).toContain("Inscripción pendiente de pago.");
    expect(byId(104).DESCRIPTION).not.toContain("pendiente");
    expect(byId(105).DESCRIPTION).not.toContain("pendiente");
  });

  it("speaks the page's language; a failed payment says so", async () => {
    const cookie = await logIn(portal.url, "eva@example.com");
    const response = await get(`${portal.url}${localePath("en", MY_ICS)}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(header(response, "content-disposition")).toBe('attachment; filename="my-activities.ics"');
    const [event, ...others] = eventsOf(parseCalendar(response.text));
    expect(others).toEqual([]);
    expect(event.UID).toBe("conference-116@localhost");
    expect(event.URL).toBe(`${portal.url}${localePath("en", pathTo("conference", { slug: "taller-datos-abiertos-python" }))}`);
    expect(event.DESCRIPTION).toContain("Payment failed: the registration is not confirmed until it is paid.");
    expect(event.DESCRIPTION).toContain(`More information: ${event.URL}`);
  });

  it("is linked from My activities as a plain link", async () => {
    const cookie = await logIn(portal.url, "ana@example.com");
    const page = await get(`${portal.url}${localePath("pt", pathTo("profile"))}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="${localePath("pt", MY_ICS)}"`);
    expect(page.text).toContain("Adicionar as minhas atividades ao meu calendário (.ics)");
  });

  it("when the backend fails, sends the visitor back to My activities with a message", async () => {
    const backend = await startFakeCustomerBackend((req, _res, json) => {
      if (req.url?.startsWith("/customer/conferences")) return json(500, { message: "SQLSTATE secret detail" });
      json(404, { message: "Not found" });
    });
    try {
      const fake = await startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET });
      const cookie = await logIn(fake.url, "ana@example.com");
      const response = await get(`${fake.url}${MY_ICS}`, { headers: { cookie } });
      expect(response.status).toBe(302);
      expect(header(response, "location")).toBe(`${pathTo("profile")}#mis-actividades`);
      expect(header(response, "content-type") ?? "").not.toMatch(/calendar/);
      // The message travels in the session cookie to the page, which shows it; never the backend's words.
      const flash = setCookies(response)
        .find((c) => /^(__Host-session|__session)=./.test(c))!
        .split(";")[0];
      const shown = await get(`${fake.url}/`, { headers: { cookie: flash } });
      expect(shown.text).toContain("No se ha podido descargar el archivo. Inténtalo de nuevo más tarde.");
      expect(shown.text).not.toContain("SQLSTATE");
    } finally {
      await backend.close();
    }
  });
});
