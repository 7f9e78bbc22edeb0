import { describe, expect, it } from "vitest";
import { pathTo } from "~/paths";
import { createSessionStorage } from "~/session/session.server";
import { requireAuthOf } from "~/session/auth.server";
import { parseTenants } from "../../server/tenants";
import { checkLocalePrefix, checkRefusal, requireAnyFeature, requireFeature, requireTenant, requireTicketTenant } from "./guards.server";

const [tenant] = parseTenants(
  JSON.stringify({ tenants: [{ hosts: ["a.example"], token: "t", name: "A", languages: ["es", "en"], features: ["login"] }] }),
);
const sessions = createSessionStorage({ secrets: ["x".repeat(32)], secure: false });

/** For an anonymous visitor requireAuthOf only reads the session. */
function requireAuth(request: Request, context: { sessions: typeof sessions; locale: "es" | "en"; defaultLocale: "es" }) {
  return requireAuthOf(request, context as unknown as Parameters<typeof requireAuthOf>[1]).then((auth) => auth.token);
}

/** What a guard threw: a redirect Response or the data() of an error page. */
async function thrown(
  fn: () => unknown,
): Promise<{ status: number; location?: string | null; reason?: string; retryAfter?: string | null }> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const value = error as { type?: string; data: { reason: string }; init: { status: number; headers?: HeadersInit } };
    if (value?.type === "DataWithResponseInit") {
      return { status: value.init.status, reason: value.data.reason, retryAfter: new Headers(value.init.headers).get("Retry-After") };
    }
    throw error;
  }
  throw new Error("the guard let the request through");
}

describe("guards", () => {
  it("tenantCheck: no tenant is a 404", async () => {
    expect(await thrown(() => requireTenant({ tenant: null }))).toMatchObject({ status: 404, reason: "not-found" });
    expect(requireTenant({ tenant })).toBe(tenant);
  });

  it("maintenance: a 503 with Retry-After; cross-site: a 403", async () => {
    const maintenance = await thrown(() => checkRefusal({ refusal: { status: 503, reason: "maintenance" } }));
    expect(maintenance).toMatchObject({ status: 503, reason: "maintenance" });
    expect(Number(maintenance.retryAfter)).toBeGreaterThan(0);
    expect(await thrown(() => checkRefusal({ refusal: { status: 403, reason: "cross-site" } }))).toMatchObject({ status: 403 });
    expect(() => checkRefusal({ refusal: null })).not.toThrow();
  });

  it("a locale prefix the tenant does not offer is a 404", async () => {
    const resolution = { locale: "es", prefix: "pt", prefixNotOffered: true, rootRedirect: null } as const;
    expect(await thrown(() => checkLocalePrefix({ localeResolution: resolution }))).toMatchObject({ status: 404 });
  });

  it("auth: anonymous visitors go to the localized login with the path as origin", async () => {
    const change = pathTo("changePassword");
    const request = new Request(`http://a.example/en${encodeURI(change)}?x=1`);
    const result = await thrown(() => requireAuth(request, { sessions, locale: "en", defaultLocale: "es" }));
    expect(result.status).toBe(302);
    const location = new URL(result.location!, "http://a.example");
    expect(location.pathname).toBe(`/en${pathTo("login")}`);
    expect(location.searchParams.get("origin")).toBe(`/en${change}?x=1`);
    const spanish = await thrown(() =>
      requireAuth(new Request(`http://a.example${pathTo("profile")}`), { sessions, locale: "es", defaultLocale: "es" }),
    );
    expect(spanish.location).toBe(`${pathTo("login")}?origin=${encodeURIComponent(pathTo("profile"))}`);
  });

  it("features: missing feature redirects home (localized)", async () => {
    expect(await thrown(() => requireFeature({ tenant, locale: "en", defaultLocale: "es" }, "register"))).toMatchObject({
      status: 302,
      location: "/en",
    });
    expect(() => requireFeature({ tenant, locale: "es", defaultLocale: "es" }, "login")).not.toThrow();
  });

  it("any of several features: one is enough; none redirects home (localized)", async () => {
    const signUp = ["register", "hidden_register"] as const;
    const tenantWith = (features: (typeof tenant.features)[number][]) => ({
      tenant: { ...tenant, features },
      locale: "pt" as const,
      defaultLocale: "es" as const,
    });
    expect(() => requireAnyFeature(tenantWith(["login", "register"]), signUp)).not.toThrow();
    expect(() => requireAnyFeature(tenantWith(["hidden_register"]), signUp)).not.toThrow();
    expect(await thrown(() => requireAnyFeature(tenantWith(["login", "invitation_register"]), signUp))).toMatchObject({
      status: 302,
      location: "/pt",
    });
    expect(await thrown(() => requireAnyFeature({ tenant: null, locale: "es", defaultLocale: "es" }, signUp))).toMatchObject({
      status: 404,
    });
  });

  it("ticket: home unless the tenant requires a ticket", async () => {
    expect(await thrown(() => requireTicketTenant({ tenant, locale: "es", defaultLocale: "es" }))).toMatchObject({
      status: 302,
      location: "/",
    });
    expect(() => requireTicketTenant({ tenant: { ...tenant, ticketRequired: true }, locale: "es", defaultLocale: "es" })).not.toThrow();
  });
});
