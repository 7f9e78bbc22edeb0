import { parseCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { isTagManagerId } from "~/tenancy/tenant";
import { CONSENT_COOKIE, CONSENT_VERSION, formatConsent, parseConsent } from "./consent";
import { consentCookie, expireRefusedCookies, readConsent } from "./consent.server";
import { consentMode, tagManagerSnippet } from "./tag-manager";

const NOW = new Date("2026-11-22T10:00:00Z");
const none = { analytics: false, personalization: false, advertising: false };

describe("the consent cookie's value", () => {
  it("round-trips every choice, with the policy version and the day", () => {
    const choices = [
      none,
      { analytics: true, personalization: false, advertising: true },
      { analytics: true, personalization: true, advertising: true },
    ];
    for (const choice of choices) {
      const value = formatConsent(choice, NOW);
      expect(parseConsent(value, NOW)).toEqual({ ...choice, version: CONSENT_VERSION, date: "2026-11-22" });
    }
    expect(formatConsent(none, NOW)).toBe(`v${CONSENT_VERSION}:2026-11-22:none`);
    expect(formatConsent({ analytics: true, personalization: false, advertising: true }, NOW)).toBe(
      `v${CONSENT_VERSION}:2026-11-22:analytics+advertising`,
    );
  });

  it("counts bad values as no consent", () => {
    const v = `v${CONSENT_VERSION}`;
    for (const value of [
      undefined,
      null,
      "",
      "yes",
      "true",
      `${v}:2026-11-22`, // no categories
      `${v}:2026-11-22:`, // empty list
      `${v}:2026-11-22:analytics+tracking`, // unknown category
      `${v}:2026-11-22:technical`, // technical is not a choice
      `${v}:2026-11-22:analytics+analytics`, // repeated
      `${v}:2026-11-22:+analytics`,
      `${v}:2026-11-22:none+analytics`,
      `${v}:2026-11-22:Analytics`,
      `${v}:2026-02-30:analytics`, // not a real day
      `${v}:22-11-2026:analytics`,
      `${v}:2026-11-22:analytics:extra`,
      ` ${v}:2026-11-22:analytics`,
      `${v}:2026-11-22:${"analytics+".repeat(20)}analytics`,
    ]) {
      expect(parseConsent(value, NOW), String(value)).toBeNull();
    }
  });

  it("counts old values as no consent: another policy version, or older than the cookie may live", () => {
    expect(parseConsent(`v${CONSENT_VERSION - 1}:2026-11-22:analytics`, NOW)).toBeNull();
    expect(parseConsent(`v${CONSENT_VERSION + 1}:2026-11-22:analytics`, NOW)).toBeNull();
    expect(parseConsent(`v${CONSENT_VERSION}:2025-11-01:analytics`, NOW)).toBeNull();
    expect(parseConsent(`v${CONSENT_VERSION}:2025-11-23:analytics`, NOW)).not.toBeNull();
    // From the future (a clock a day off is tolerated).
    expect(parseConsent(`v${CONSENT_VERSION}:2026-11-25:analytics`, NOW)).toBeNull();
    expect(parseConsent(`v${CONSENT_VERSION}:2026-11-23:analytics`, NOW)).not.toBeNull();
  });
});

describe("the consent cookie on the server", () => {
  const request = (cookie: string) => new Request("http://portal.example/agenda", { headers: { Cookie: cookie } });

  it("reads the visitor's choice among other cookies, and none from a bad one", () => {
    const value = formatConsent({ analytics: true, personalization: false, advertising: false });
    expect(readConsent(request(`i18n_redirected=es; ${CONSENT_COOKIE}=${value}; __session=x`))).toMatchObject({
      analytics: true,
      advertising: false,
    });
    expect(readConsent(request(`${CONSENT_COOKIE}=all`))).toBeNull();
    expect(readConsent(new Request("http://portal.example/"))).toBeNull();
  });

  it("stores it for a year on every path, SameSite Lax, httpOnly, Secure when asked", () => {
    const line = consentCookie({ analytics: true, personalization: true, advertising: false }, { secure: true, now: NOW });
    expect(line).toBe(
      `${CONSENT_COOKIE}=v${CONSENT_VERSION}:2026-11-22:analytics+personalization; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(consentCookie(none, { secure: false, now: NOW })).not.toMatch(/Secure/);
    // What it writes, it reads back.
    expect(parseConsent(parseCookie(line)[CONSENT_COOKIE], NOW)).toMatchObject({
      analytics: true,
      personalization: true,
      advertising: false,
    });
  });

  it("expires the tracking cookies of refused categories, on the host and its parent domains", () => {
    const req = request("_ga=GA1.1.1; _ga_ABC123=GS1; _gid=x; _gcl_au=1; other=1; __session=s");
    const lines = expireRefusedCookies(req, { analytics: false, personalization: false, advertising: true }, "portal.congreso.example");
    const expired = lines.map(
      (line) => `${line.split("=")[0]}${/Domain=([^;]+)/.exec(line)?.[1] ? `@${/Domain=([^;]+)/.exec(line)![1]}` : ""}`,
    );
    expect(expired).toEqual([
      "_ga",
      "_ga@portal.congreso.example",
      "_ga@congreso.example",
      "_ga_ABC123",
      "_ga_ABC123@portal.congreso.example",
      "_ga_ABC123@congreso.example",
      "_gid",
      "_gid@portal.congreso.example",
      "_gid@congreso.example",
    ]);
    for (const line of lines) expect(line).toMatch(/Max-Age=0; .*Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(expireRefusedCookies(req, { analytics: true, personalization: true, advertising: true }, "portal.congreso.example")).toEqual([]);
    expect(expireRefusedCookies(req, none, "localhost").filter((line) => line.includes("Domain"))).toEqual([]);
    expect(expireRefusedCookies(req, none, "127.0.0.1").filter((line) => line.includes("Domain"))).toEqual([]);
  });
});

describe("the tag manager's loader", () => {
  it("accepts container ids only", () => {
    expect(isTagManagerId("GTM-DEMO123")).toBe(true);
    for (const id of [null, "", "GTM-", "gtm-demo123", "UA-123-1", 'GTM-DEMO123"</script>', "GTM-A B"])
      expect(isTagManagerId(id)).toBe(false);
  });

  it("carries the other categories to the container as Consent Mode", () => {
    expect(consentMode({ analytics: true, personalization: false, advertising: true })).toMatchObject({
      analytics_storage: "granted",
      personalization_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      functionality_storage: "granted",
    });
  });

  it("prepares at once (Consent Mode defaults) and fetches gtm.js, with the loader's nonce, only when started, once", () => {
    const appended: Array<{ src?: string; async?: boolean; nonce?: string }> = [];
    const window = {} as { dataLayer?: unknown[]; __portalStartTagManager?: () => void };
    const document = {
      currentScript: { nonce: "abc123" },
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (element: { src?: string }) => appended.push(element) },
    };
    const snippet = tagManagerSnippet("GTM-DEMO123", { analytics: true, personalization: false, advertising: false });
    expect(snippet).not.toMatch(/<\/script/i);
    new Function("window", "document", snippet)(window, document);
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
    expect(window.dataLayer).toHaveLength(1);
    expect(appended).toEqual([]);

    window.__portalStartTagManager!();
    window.__portalStartTagManager!();
    expect(window.dataLayer![1]).toMatchObject({ event: "gtm.js" });
    expect(window.dataLayer).toHaveLength(2);
    expect(appended).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtm.js?id=GTM-DEMO123", nonce: "abc123" }]);
  });
});
