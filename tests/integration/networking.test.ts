// Every networking call the meeting pages make carries `X-Networking-Conference`: the conference
// chosen for a tenant of networkingType 2, empty for type 1.
import { describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { logIn, useDemoPortal } from "./demo-proxy";
import { get } from "./harness";

const demo = useDemoPortal();

type Call = { at: string; method: string; path: string; header: string | null; status: number };

/** The networking calls the demo API logged for a tenant since `since`. */
async function networkingCalls(tenantToken: string, since: string): Promise<Call[]> {
  const res = await get(`${demo.proxy.apiUrl}/__demo/networking?tenant=${tenantToken}`);
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { data: { calls: Call[] } }).data.calls.filter((call) => call.at >= since);
}

/** The three meeting pages (attendees, asking bruno, requests) as ana, with `query`; each must answer 200. */
async function visitMeetingPages(host: string | undefined, query: string) {
  const { cookie } = await logIn(demo.portal.url, "ana@example.com", { host });
  const pages = [pathTo("networkingAttendees"), pathTo("networkingRequest", { attendee: "2" }), pathTo("networkingRequests")];
  const texts: string[] = [];
  for (const path of pages) {
    const res = await get(`${demo.portal.url}${path}${query}`, { host, headers: { cookie } });
    expect(res.status, path).toBe(200);
    texts.push(res.text);
  }
  return texts;
}

describe("X-Networking-Conference on the meeting pages' calls", () => {
  it("networkingType 2: the conference of ?congreso= on every call (the conferences' list excepted: it is how one is chosen)", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const [attendees, request, requests] = await visitMeetingPages(undefined, "?congreso=startups-con-proposito");
    expect(attendees).toContain("Bruno");
    expect(request).toContain('name="bloque"');
    expect(requests).toContain("Recibidas");
    const calls = await networkingCalls("demo-congreso-token", since);
    const scoped = calls.filter((call) => call.path !== "/networking/conferences");
    // state, attendees, the form's filters, events, blocks, received and sent at least
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    expect(calls.filter((call) => call.path === "/networking/conferences").map((call) => call.header)).toContain("");
    expect(scoped.map((call) => call.path.split("?")[0])).toEqual(
      expect.arrayContaining([
        "/networking/customers",
        "/networking/events",
        "/networking/events/blocks",
        "/networking/events/received",
        "/networking/events/sent",
      ]),
    );
    for (const call of scoped)
      expect({ path: call.path, header: call.header, status: call.status }).toEqual({
        path: call.path,
        header: "startups-con-proposito",
        status: 200,
      });
  });

  it("networkingType 1: the header sent empty on every call", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const [attendees] = await visitMeetingPages("mecenazgo.localhost", "");
    expect(attendees).toContain("Bruno");
    const calls = await networkingCalls("demo-mecenazgo-token", since);
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const call of calls)
      expect({ path: call.path, header: call.header, status: call.status }).toEqual({ path: call.path, header: "", status: 200 });
  });

  it("a customer who has not turned networking on is told so on each meeting page, with the way to the hub, and no list", async () => {
    const { cookie } = await logIn(demo.portal.url, "eva@example.com");
    for (const path of [pathTo("networkingAttendees"), pathTo("networkingRequest", { attendee: "2" }), pathTo("networkingRequests")]) {
      const res = await get(`${demo.portal.url}${path}?congreso=startups-con-proposito`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain("activa primero el networking");
      expect(res.text, path).toContain(`href="${pathTo("networking")}?congreso=startups-con-proposito"`);
      expect(res.text, path).not.toContain('name="bloque"');
    }
  });
});
