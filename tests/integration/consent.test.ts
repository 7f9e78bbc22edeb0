// Cookie consent from outside: each tenant's CSP, the tag manager's loader only with analytics allowed,
// and the consent action's same-site and local-redirect rules.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ACCEPTED, ALL_REJECTED, CONSENT_COOKIE, formatConsent } from "~/consent/consent";
import { get, header, post, setCookies, startPortal, stopAllPortals, tempDir, writeTemp, type Portal } from "./harness";
import { DEMO_TENANTS_FILE } from "../../app/config.server";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";

/** A Cookiebot domain group id of the shape Cookiebot issues (the demo's own is a placeholder). */
const REAL_LOOKING_CBID = "3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48";

/** The demo tenants: Eventos Demo's Cookiebot id is a placeholder. */
let portal: Portal;
/** The demo tenants with a real-looking Cookiebot id for Eventos Demo. */
let withCookiebot: Portal;

beforeAll(async () => {
  const tenants = JSON.parse(readFileSync(DEMO_TENANTS_FILE, "utf8")) as { tenants: Array<Record<string, unknown>> };
  for (const tenant of tenants.tenants) if (tenant.name === "Eventos Demo") tenant.cookiebotId = REAL_LOOKING_CBID;
  const file = writeTemp(tempDir(), "tenants.json", JSON.stringify(tenants));
  [portal, withCookiebot] = await Promise.all([startPortal({ API_BASE_URL: "" }), startPortal({ API_BASE_URL: "", TENANTS_FILE: file })]);
});
afterAll(stopAllPortals);

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(" ")[0], part.slice(part.indexOf(" ") + 1)]),
  );
}

describe("the CSP follows the tenant's third parties", () => {
  it("Congreso (a tag manager): Google's hit hosts may be reached; styles stay nonced", async () => {
    const csp = directives(header(await get(`${portal.url}/`), "content-security-policy") ?? "");
    expect(csp["connect-src"]).toBe("'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com");
    expect(csp["style-src"]).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(csp["script-src"]).toMatch(/^'nonce-[^']+' 'strict-dynamic'$/);
  });

  it("a tenant with a Cookiebot id: its hosts, and inline styles instead of the style nonce; scripts stay nonced", async () => {
    const response = await get(`${withCookiebot.url}/`, { host: "eventos.localhost" });
    const csp = directives(header(response, "content-security-policy") ?? "");
    expect(csp["connect-src"]).toBe("'self' https://consent.cookiebot.com https://consentcdn.cookiebot.com");
    expect(csp["style-src"]).toBe("'self' 'unsafe-inline'");
    expect(csp["script-src"]).toMatch(/^'nonce-[^']+' 'strict-dynamic'$/);
    // The id the browser's code adds uc.js with.
    expect(response.text).toContain(REAL_LOOKING_CBID);
  });

  it("Eventos Demo's placeholder Cookiebot id counts as none: no Cookiebot anywhere, our banner, a warning once at start-up", async () => {
    for (const path of ["/", "/en", pathTo("agenda")]) {
      const response = await get(`${portal.url}${path}`, { host: "eventos.localhost" });
      expect(response.status, path).toBe(200);
      const csp = directives(header(response, "content-security-policy") ?? "");
      expect(csp["connect-src"], path).toBe("'self'");
      expect(csp["style-src"], path).toMatch(/^'self' 'nonce-[^']+'$/);
      expect(response.text, path).not.toMatch(/cookiebot\.com|00000000-0000-0000-0000-000000000000/i);
      expect(response.text, path).toContain('id="cookie-banner"');
    }
    const warnings = portal.jsonLogs().filter((line) => line.level === 40 && /cookiebotId/.test(String(line.msg)));
    expect(warnings.map((line) => line.msg)).toEqual([
      'tenant "Eventos Demo" (#2): cookiebotId "00000000-0000-0000-0000-000000000000" is a placeholder, not a Cookiebot domain group id; Cookiebot is not loaded and the portal\'s own consent banner is used',
    ]);
    expect(withCookiebot.jsonLogs().some((line) => /cookiebotId/.test(String(line.msg)))).toBe(false);
  });

  it("Mecenazgo (neither): nothing more than before", async () => {
    const csp = directives(header(await get(`${portal.url}/`, { host: "mecenazgo.localhost" }), "content-security-policy") ?? "");
    expect(csp["connect-src"]).toBe("'self'");
    expect(csp["style-src"]).toMatch(/^'self' 'nonce-[^']+'$/);
  });
});

describe("the tag manager's loader", () => {
  const withConsent = (value: string | null) => (value ? { headers: { cookie: `${CONSENT_COOKIE}=${value}` } } : {});

  it("is in the page only with analytics allowed, and with the response's nonce like every script", async () => {
    for (const [value, present] of [
      [null, false],
      [formatConsent(ALL_REJECTED), false],
      [formatConsent({ ...ALL_REJECTED, advertising: true }), false],
      [`v0:${new Date().toISOString().slice(0, 10)}:analytics`, false],
      [formatConsent({ ...ALL_REJECTED, analytics: true }), true],
      [formatConsent(ALL_ACCEPTED), true],
    ] as const) {
      const response = await get(`${portal.url}/agenda`, withConsent(value));
      const nonce = /'nonce-([^']+)'/.exec(header(response, "content-security-policy") ?? "")?.[1];
      const loader = /<script id="tag-manager"[^>]*>/.exec(response.text)?.[0];
      expect({ value, present: !!loader }).toEqual({ value, present });
      if (loader) {
        expect(loader).toContain(`nonce="${nonce}"`);
        expect(loader).toContain('data-gtm-id="GTM-DEMO123"');
      }
      for (const tag of response.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      // The banner asks only when there is no valid choice.
      expect(response.text.includes('id="cookie-banner"'), String(value)).toBe(!value || value.startsWith("v0:"));
    }
  });

  it("never appears for a tenant without a tag manager", async () => {
    const response = await get(`${portal.url}/`, { host: "mecenazgo.localhost", ...withConsent(formatConsent(ALL_ACCEPTED)) });
    expect(response.text).not.toContain("googletagmanager");
  });
});

describe("the consent action", () => {
  const url = () => `${portal.url}/en/configuracion-de-cookies`;

  it("stores the choice and goes back to a local path with a toast, in the page's language", async () => {
    const response = await post(url(), {
      intent: "save",
      analytics: "on",
      advertising: "on",
      redirectTo: `${localePath("en", pathTo("agenda"), "es")}?tag=ia`,
    });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(`${localePath("en", pathTo("agenda"), "es")}?tag=ia`);
    const cookies = setCookies(response);
    expect(cookies.find((line) => line.startsWith(`${CONSENT_COOKIE}=`))).toMatch(
      /^cookie_consent=v1:\d{4}-\d{2}-\d{2}:analytics\+advertising; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies.some((line) => line.startsWith("__Host-session="))).toBe(true);
  });

  it("never sends anywhere else: other sites and protocol-relative paths go home", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await post(url(), { intent: "reject-all", redirectTo });
      expect({ redirectTo, location: header(response, "location") }).toEqual({ redirectTo, location: "/en" });
    }
  });

  it("refuses posts from another site, and unknown intents", async () => {
    const crossSite = await post(url(), { intent: "accept-all" }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(setCookies(crossSite).some((line) => line.startsWith(`${CONSENT_COOKIE}=`))).toBe(false);
    const unknown = await post(url(), { intent: "everything" });
    expect(unknown.status).toBe(400);
    expect(setCookies(unknown).some((line) => line.startsWith(`${CONSENT_COOKIE}=`))).toBe(false);
    expect(unknown.text).toContain("We did not understand your choice.");
  });
});
