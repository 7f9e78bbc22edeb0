import { describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "~/config.server";
import { publicTenant } from "~/tenancy/tenant";
import { createTenantResolver, hostnameOf, isPlaceholderCookiebotId, loadTenantsFile, parseTenants } from "./tenants";

const minimal = { hosts: ["a.example"], token: "t", name: "A", languages: ["es"], features: [] };
const file = (...tenants: unknown[]) => JSON.stringify({ tenants });

describe("tenants file", () => {
  it("fills the defaults of optional fields", () => {
    const [tenant] = parseTenants(file(minimal));
    expect(tenant).toMatchObject({ layout: "default", theme: "default", ticketRequired: false, socialNetworks: [], logo: null });
  });

  it("names the tenant and the field that is wrong", () => {
    expect(() => parseTenants(file(minimal, { ...minimal, hosts: ["b.example"], name: "Roto", token: undefined }))).toThrow(
      /tenant "Roto" \(#2\).*field "token"/,
    );
    expect(() => parseTenants(file({ ...minimal, languages: ["fr"] }))).toThrow(/tenant "A".*field "languages\.0"/);
    expect(() => parseTenants(file({ ...minimal, languages: [] }))).toThrow(/field "languages"/);
    expect(() => parseTenants(file({ ...minimal, features: ["flying"] }))).toThrow(/field "features\.0"/);
    expect(() => parseTenants(file({ ...minimal, hosts: ["a.example:3000"] }))).toThrow(/field "hosts\.0"/);
    expect(() => parseTenants(file({ ...minimal, colour: "red" }))).toThrow(/colour/);
    // Rendered into script tags: only the providers' own id shapes.
    expect(() => parseTenants(file({ ...minimal, gtmId: "GTM-1');alert(1)//" }))).toThrow(/field "gtmId"/);
    expect(() => parseTenants(file({ ...minimal, cookiebotId: "not-a-uuid" }))).toThrow(/field "cookiebotId"/);
    expect(parseTenants(file({ ...minimal, gtmId: "GTM-DEMO123", cookiebotId: "3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48" }))[0]).toMatchObject({
      gtmId: "GTM-DEMO123",
      cookiebotId: "3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48",
    });
  });

  it("treats a placeholder Cookiebot id as none, and says so once per tenant", () => {
    for (const id of [
      "00000000-0000-0000-0000-000000000000",
      "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
      "11111111-1111-1111-1111-111111111111",
    ]) {
      expect(isPlaceholderCookiebotId(id), id).toBe(true);
    }
    for (const id of ["3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48", "00000000-0000-0000-0000-000000000001"]) {
      expect(isPlaceholderCookiebotId(id), id).toBe(false);
    }
    const warnings: string[] = [];
    const [placeholder, real] = parseTenants(
      file(
        { ...minimal, cookiebotId: " 00000000-0000-0000-0000-000000000000 " },
        { ...minimal, hosts: ["b.example"], name: "B", cookiebotId: "3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48" },
      ),
      "TENANTS_FILE",
      { warn: (message) => warnings.push(message) },
    );
    expect(placeholder!.cookiebotId).toBeNull();
    expect(real!.cookiebotId).toBe("3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48");
    expect(warnings).toEqual([
      'tenant "A" (#1): cookiebotId "00000000-0000-0000-0000-000000000000" is a placeholder, not a Cookiebot domain group id; Cookiebot is not loaded and the portal\'s own consent banner is used',
    ]);
    // Still no script-tag injection through the field.
    expect(() => parseTenants(file({ ...minimal, cookiebotId: '0000000-0000-0000-0000-000000000000"' }))).toThrow(/field "cookiebotId"/);
  });

  it("refuses a host claimed by two tenants, and files that are not the expected JSON", () => {
    expect(() => parseTenants(file(minimal, { ...minimal, name: "B" }))).toThrow(/"a\.example" is already used/);
    expect(() => parseTenants("{")).toThrow(/not valid JSON/);
    expect(() => parseTenants("[]")).toThrow(/"tenants"/);
  });

  it("ships demo tenants that pass validation: three hosts' worth, as the README describes", () => {
    const tenants = loadTenantsFile(DEMO_TENANTS_FILE);
    const resolve = createTenantResolver(tenants);
    expect(resolve("localhost")?.languages).toEqual(["es", "en", "pt", "eus"]);
    expect(resolve("eventos.localhost")).toMatchObject({ layout: "compact", ticketRequired: true });
    expect(resolve("eventos.localhost")?.features).not.toContain("register");
    expect(resolve("mecenazgo.localhost")?.languages).toEqual(["es", "eus"]);
    // Congreso's tag manager (a placeholder id); Eventos's Cookiebot id is a placeholder, so none (the
    // consent journeys give Eventos a real-looking one: tests/e2e/tenants.ts).
    expect(resolve("localhost")).toMatchObject({ gtmId: "GTM-DEMO123", cookiebotId: null });
    expect(resolve("eventos.localhost")).toMatchObject({ gtmId: null, cookiebotId: null });
  });
});

describe("tenants file: forum", () => {
  const withForum = (forum: unknown) => parseTenants(file({ ...minimal, forum }))[0]!;
  const forumError = (forum: unknown) => () => withForum(forum);

  it("is optional: no forum unless the tenant has one", () => {
    expect(parseTenants(file(minimal))[0]!.forum).toBeNull();
    expect(withForum(null).forum).toBeNull();
  });

  it("takes an https URL, http only to a loopback host, or a path on the backend's URL", () => {
    for (const loginUrl of [
      "https://forum.example.com/api/login",
      "https://forum.example.com:8443/login?portal=a",
      "http://localhost:4000/login",
      "http://forum.localhost/login",
      "http://127.0.0.1:9/login",
      "http://[::1]:9/login",
      "/__demo/forum/login",
    ]) {
      expect(withForum({ loginUrl, cookieName: "forum_sid" }).forum).toEqual({ loginUrl, cookieName: "forum_sid" });
    }
  });

  it("refuses URLs that would send the password in clear or somewhere unexpected, naming the field", () => {
    const field = /tenant "A".*field "forum\.loginUrl"/;
    expect(forumError({ loginUrl: "http://forum.example.com/login", cookieName: "sid" })).toThrow(field);
    expect(forumError({ loginUrl: "http://10.0.0.5/login", cookieName: "sid" })).toThrow(/must be https/);
    expect(forumError({ loginUrl: "ftp://forum.example.com/login", cookieName: "sid" })).toThrow(field);
    expect(forumError({ loginUrl: "https://user:secret@forum.example.com/login", cookieName: "sid" })).toThrow(/user name or password/);
    expect(forumError({ loginUrl: "https://forum.example.com/login#x", cookieName: "sid" })).toThrow(/fragment/);
    expect(forumError({ loginUrl: "//forum.example.com/login", cookieName: "sid" })).toThrow(field);
    expect(forumError({ loginUrl: "/forum\\login", cookieName: "sid" })).toThrow(field);
    expect(forumError({ loginUrl: "forum/login", cookieName: "sid" })).toThrow(field);
    expect(forumError({ loginUrl: "", cookieName: "sid" })).toThrow(field);
  });

  it("takes a cookie name that is an HTTP token and none of the portal's own cookies", () => {
    expect(withForum({ loginUrl: "/f", cookieName: "__Host-forum.sid" }).forum?.cookieName).toBe("__Host-forum.sid");
    const field = /field "forum\.cookieName"/;
    for (const cookieName of ["", "forum sid", "sid;x", "sid=1", "foro_sesión", "a,b", '"sid"']) {
      expect(forumError({ loginUrl: "/f", cookieName }), cookieName).toThrow(field);
    }
    for (const cookieName of ["__Host-session", "__session", "i18n_redirected", "venue_id"]) {
      expect(forumError({ loginUrl: "/f", cookieName }), cookieName).toThrow(/one of the portal's own cookies/);
    }
  });

  it("refuses a forum without both fields, or with fields of its own", () => {
    expect(forumError({ loginUrl: "/f" })).toThrow(/field "forum\.cookieName"/);
    expect(forumError({ cookieName: "sid" })).toThrow(/field "forum\.loginUrl"/);
    expect(forumError({ loginUrl: "/f", cookieName: "sid", domain: ".example.com" })).toThrow(/domain/);
    expect(forumError(true)).toThrow(/field "forum"/);
  });

  it("the description in the page's language where the file gives it, else the default one marked with its language", () => {
    const [tenant] = parseTenants(
      file({ ...minimal, languages: ["es", "en", "eus"], description: "Un congreso.", descriptions: { en: "A congress." } }),
    );
    expect(publicTenant(tenant, "en", "es")).toMatchObject({ description: "A congress.", descriptionLang: null });
    expect(publicTenant(tenant, "es", "es")).toMatchObject({ description: "Un congreso.", descriptionLang: null });
    expect(publicTenant(tenant, "eus", "es")).toMatchObject({ description: "Un congreso.", descriptionLang: "es" });
    expect(publicTenant(tenant, "en", "es")).not.toHaveProperty("descriptions");
    expect(() => parseTenants(file({ ...minimal, descriptions: { fr: "Un congrès." } }))).toThrow(/descriptions/);
  });

  it("every demo tenant describes itself in each of its languages", () => {
    for (const tenant of loadTenantsFile(DEMO_TENANTS_FILE)) {
      for (const locale of tenant.languages.slice(1)) expect(tenant.descriptions[locale], `${tenant.name} in ${locale}`).toBeTruthy();
    }
  });

  it("never reaches the browser: the public tenant has no forum", () => {
    const tenant = withForum({ loginUrl: "https://forum.example.com/login", cookieName: "forum_sid" });
    expect(publicTenant(tenant, "es", "es")).not.toHaveProperty("forum");
    expect(JSON.stringify(publicTenant(tenant, "es", "es"))).not.toContain("forum.example.com");
  });

  it("is set on one demo tenant, Mecenazgo Demo, as a path on the demo API", () => {
    const tenants = loadTenantsFile(DEMO_TENANTS_FILE);
    expect(tenants.filter((tenant) => tenant.forum).map((tenant) => tenant.name)).toEqual(["Mecenazgo Demo"]);
    expect(createTenantResolver(tenants)("mecenazgo.localhost")?.forum).toEqual({
      loginUrl: "/__demo/forum/login",
      cookieName: "forum_sid",
    });
  });
});

describe("tenant resolution", () => {
  const resolve = createTenantResolver(parseTenants(file({ ...minimal, hosts: ["a.example", "[::1]"] })));
  it("ignores port and case", () => {
    expect(resolve("A.Example:8080")?.name).toBe("A");
    expect(resolve("a.example.")?.name).toBe("A");
    expect(resolve("[::1]:3000")?.name).toBe("A");
  });
  it("answers null for unknown or missing hosts", () => {
    expect(resolve("b.example")).toBeNull();
    expect(resolve(undefined)).toBeNull();
    expect(hostnameOf("x:1")).toBe("x");
  });
});

describe("tenants file: tax regimes of the donation calculator", () => {
  const withRegimes = (taxRegimes: unknown) => parseTenants(file({ ...minimal, taxRegimes }))[0]!;

  it("offers every regime with verified rates unless the tenant lists its own", () => {
    expect(parseTenants(file(minimal))[0]!.taxRegimes).toEqual(["common", "navarra"]);
    expect(withRegimes(["navarra"]).taxRegimes).toEqual(["navarra"]);
  });

  it("refuses at start-up a regime without rates (the Basque territories until theirs are entered), an unknown one or a repeat", () => {
    expect(() => withRegimes(["common", "bizkaia"])).toThrow(/field "taxRegimes\.1": "bizkaia" has no verified rates/);
    expect(() => withRegimes(["madrid"])).toThrow(/field "taxRegimes\.0"/);
    expect(() => withRegimes(["common", "common"])).toThrow(/must not repeat/);
  });

  it("the demo tenants: Mecenazgo offers the common and Navarra's regimes, Congreso the common one", () => {
    const resolve = createTenantResolver(loadTenantsFile(DEMO_TENANTS_FILE));
    expect(resolve("mecenazgo.localhost")?.taxRegimes).toEqual(["common", "navarra"]);
    expect(resolve("localhost")?.taxRegimes).toEqual(["common"]);
  });
});
