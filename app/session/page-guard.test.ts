// requirePage: the host's refusal first, then the tenant or the feature, then who may see the page
// (a token is checked with the backend: tests/integration/session.test.ts; here only sessions).
import { describe, expect, it } from "vitest";
import type { AppContext } from "~/context";
import { pathTo } from "~/paths";
import { parseTenants } from "../../server/tenants";
import { commitSession, createSessionStorage } from "./session.server";
import { requirePage } from "./page-guard.server";

const [tenant] = parseTenants(
  JSON.stringify({ tenants: [{ hosts: ["a.example"], token: "t", name: "A", languages: ["es", "en"], features: ["login"] }] }),
);
const sessions = createSessionStorage({ secrets: ["x".repeat(32)], secure: false });

function contextWith(values: Partial<AppContext> = {}): AppContext {
  return { tenant, refusal: null, sessions, locale: "en", defaultLocale: "es", ...values } as unknown as AppContext;
}

async function loggedIn(url: string): Promise<Request> {
  const session = await sessions.getSession(null);
  session.set("token", "a-token");
  const cookie = (await commitSession(sessions, session)).split(";")[0]!;
  return new Request(url, { headers: { Cookie: cookie } });
}

/** What the guard threw: a redirect Response or the data() of an error page. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; reason?: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const value = error as { type?: string; data: { reason: string }; init: { status: number } };
    if (value?.type === "DataWithResponseInit") return { status: value.init.status, reason: value.data.reason };
    throw error;
  }
  throw new Error("the guard let the request through");
}

const anonymous = () => new Request(`http://a.example/en${encodeURI(pathTo("changePassword"))}`);

describe("requirePage", () => {
  it("the host's refusal comes before anything else (no tenant, no feature, no login)", async () => {
    const context = contextWith({ tenant: null, refusal: { status: 503, reason: "maintenance" } } as Partial<AppContext>);
    expect(await thrown(() => requirePage({ request: anonymous(), context }, { feature: "register", auth: true }))).toMatchObject({
      status: 503,
      reason: "maintenance",
    });
  });

  it("no tenant is a 404, with a feature or with `tenant`; without either the page goes on", async () => {
    const context = contextWith({ tenant: null });
    expect(await thrown(() => requirePage({ request: anonymous(), context }, { feature: "login" }))).toMatchObject({ status: 404 });
    expect(await thrown(() => requirePage({ request: anonymous(), context }, { tenant: true }))).toMatchObject({ status: 404 });
    await expect(requirePage({ request: anonymous(), context })).resolves.toEqual({});
  });

  it("a missing feature (or none of several) goes home before the login is asked for", async () => {
    const context = contextWith();
    expect(await thrown(() => requirePage({ request: anonymous(), context }, { feature: "register", auth: true }))).toMatchObject({
      status: 302,
      location: "/en",
    });
    expect(await thrown(() => requirePage({ request: anonymous(), context }, { feature: ["register", "hidden_register"] }))).toMatchObject({
      status: 302,
      location: "/en",
    });
    await expect(requirePage({ request: anonymous(), context }, { feature: ["register", "login"] })).resolves.toEqual({ tenant });
  });

  it("auth and customer: an anonymous visitor goes to the login page, back here afterwards", async () => {
    const context = contextWith();
    for (const options of [{ auth: true }, { customer: true }] as const) {
      const result = await thrown(() => requirePage({ request: anonymous(), context }, { feature: "login", ...options }));
      expect(result.status).toBe(302);
      const location = new URL(result.location!, "http://a.example");
      expect(location.pathname).toBe(`/en${pathTo("login")}`);
      expect(location.searchParams.get("origin")).toBe(`/en${pathTo("changePassword")}`);
    }
  });

  it("guest: a logged-in visitor goes home; an anonymous one stays", async () => {
    await expect(requirePage({ request: anonymous(), context: contextWith() }, { feature: "login", guest: true })).resolves.toEqual({
      tenant,
    });
    const request = await loggedIn("http://a.example/en/x");
    expect(await thrown(() => requirePage({ request, context: contextWith() }, { feature: "login", guest: true }))).toMatchObject({
      status: 302,
      location: "/en",
    });
  });

  it("refusedTo: a file under maintenance goes to its page, which shows the refusal, before the feature or the login", async () => {
    const context = contextWith({ tenant: null, refusal: { status: 503, reason: "maintenance" } } as Partial<AppContext>);
    const options = { feature: "user_profile", auth: true, refusedTo: "profile" } as const;
    expect(await thrown(() => requirePage({ request: anonymous(), context }, options))).toMatchObject({
      status: 302,
      location: `/en${pathTo("profile")}`,
    });
  });

  it("networking: a tenant without networking sends home before the login is asked for", async () => {
    const options = { feature: "login", networking: true, auth: true } as const;
    expect(await thrown(() => requirePage({ request: anonymous(), context: contextWith() }, options))).toMatchObject({
      status: 302,
      location: "/en",
    });
  });
});
