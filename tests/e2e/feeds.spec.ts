// Subscribing to the agenda and adding an activity to Google Calendar or Outlook: the links a
// visitor sees, and that they carry what the activity's own .ics says.
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { eventsOf, parseCalendar } from "../ical";
import { expect, test, urlOf } from "./fixtures";

const SLUG = "inauguracion-ia-para-las-personas";

test("the agenda offers itself as a calendar to subscribe to (webcal:) and to download", async ({
  page,
  gotoPage,
  expectNoAxeViolations,
}) => {
  await gotoPage(localePath("en", pathTo("agenda")));
  const subscribe = page.getByRole("list", { name: "Subscribe to the agenda" });
  const webcal = subscribe.getByRole("link", { name: "Subscribe to the agenda in my calendar app" });
  const feedPath = localePath("en", pathTo("agendaFeed"));
  await expect(webcal).toHaveAttribute("href", new RegExp(`^webcal://[^/]+${feedPath.replace(/[.]/g, "\\.")}$`));
  const download = subscribe.getByRole("link", { name: "Download the agenda (.ics)" });
  await expect(download).toHaveAttribute("href", new RegExp(`^https?://[^/]+${feedPath.replace(/[.]/g, "\\.")}$`));
  await expectNoAxeViolations();
});

test("an activity's page adds it to Google Calendar or Outlook with its .ics's title and times", async ({ page, gotoPage }) => {
  await gotoPage(pathTo("conference", { slug: SLUG }));
  const own = await page.request.get(urlOf(pathTo("conferenceCalendar", { slug: SLUG })));
  const [event] = eventsOf(parseCalendar(await own.body()));
  const google = new URL((await page.getByRole("link", { name: "Añadir a Google Calendar" }).getAttribute("href"))!);
  expect(google.host).toBe("calendar.google.com");
  expect(google.searchParams.get("text")).toBe(event.SUMMARY);
  expect(google.searchParams.get("dates")).toBe(`${event.DTSTART}/${event.DTEND}`);
  const outlook = new URL((await page.getByRole("link", { name: "Añadir a Outlook.com" }).getAttribute("href"))!);
  expect(outlook.host).toBe("outlook.live.com");
  expect(outlook.searchParams.get("subject")).toBe(event.SUMMARY);
  // Outlook's ISO 8601 times are the .ics's basic ones.
  const basic = (iso: string | null) => iso?.replace(/[-:]/g, "");
  expect(basic(outlook.searchParams.get("startdt"))).toBe(event.DTSTART);
  expect(basic(outlook.searchParams.get("enddt"))).toBe(event.DTEND);
});
