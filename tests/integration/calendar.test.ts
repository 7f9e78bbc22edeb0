// "Add to my calendar" over HTTP: the activity's .ics arrives as a calendar attachment that parses,
// with the activity's times in UTC, its texts in the page's language and a UID that stays the same
// under every host of the tenant; a missing activity sends the visitor to its page, the 404 page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { eventsOf, parseCalendar } from "../ical";
import { get, header, startPortal, stopAllPortals, titleOf, type Portal } from "./harness";

const SLUG = "inauguracion-ia-para-las-personas";
const ICS = pathTo("conferenceCalendar", { slug: SLUG });

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
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
