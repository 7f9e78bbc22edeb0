import { describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "~/config.server";
import { createTenantResolver, hostnameOf, loadTenantsFile, parseTenants } from "./tenants.server";

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
    expect(parseTenants(file({ ...minimal, gtmId: "GTM-DEMO123", cookiebotId: "00000000-0000-0000-0000-000000000000" }))[0]).toMatchObject({
      gtmId: "GTM-DEMO123",
      cookiebotId: "00000000-0000-0000-0000-000000000000",
    });
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
    // The consent journeys: Congreso's tag manager, Eventos's Cookiebot (placeholder ids).
    expect(resolve("localhost")).toMatchObject({ gtmId: "GTM-DEMO123", cookiebotId: null });
    expect(resolve("eventos.localhost")).toMatchObject({ gtmId: null, cookiebotId: "00000000-0000-0000-0000-000000000000" });
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
