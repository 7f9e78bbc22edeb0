import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { pathTo } from "../app/paths";
import { REDACT_PATHS, isHealthCheck, loggedUrl, requestIdOf } from "./logger";
import { isCrossSiteWrite } from "./security";

describe("cross-site write refusal", () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers });
  it("refuses writes the browser marks as cross-site or same-site (another tenant)", () => {
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "cross-site" }), "a.example")).toBe(true);
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "same-site" }), "a.example")).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { "sec-fetch-site": "cross-site" }), "a.example")).toBe(true);
  });
  it("falls back to Origin when Sec-Fetch-Site is absent", () => {
    expect(isCrossSiteWrite(req("POST", { origin: "https://evil.example" }), "a.example")).toBe(true);
    expect(isCrossSiteWrite(req("POST", { origin: "null" }), "a.example")).toBe(true);
    expect(isCrossSiteWrite(req("POST", { origin: "http://a.example:3000" }), "a.example:3000")).toBe(false);
  });
  it("lets same-origin writes, reads and header-less clients through", () => {
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "same-origin" }), "a.example")).toBe(false);
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "none" }), "a.example")).toBe(false);
    expect(isCrossSiteWrite(req("GET", { "sec-fetch-site": "cross-site" }), "a.example")).toBe(false);
    expect(isCrossSiteWrite(req("POST", {}), "a.example")).toBe(false);
  });
});

describe("logging", () => {
  it("honours a sane incoming request id and makes one otherwise", () => {
    expect(requestIdOf("abc-123")).toBe("abc-123");
    expect(requestIdOf("bad id with spaces")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf("x".repeat(200))).not.toBe("x".repeat(200));
  });
  it("recognises the health check in all five forms", () => {
    for (const path of ["/health-check", "/en/health-check", "/eus/health-check?ready=1"]) expect(isHealthCheck(path)).toBe(true);
    expect(isHealthCheck("/health-checks")).toBe(false);
    expect(isHealthCheck("/fr/health-check")).toBe(false);
  });
  it("redacts authorization, cookies, tokens and passwords", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: "[redacted]" } }, sink);
    logger.info({
      req: { headers: { authorization: "Bearer SECRET1", cookie: "__session=SECRET2" } },
      body: { password: "SECRET3", token: "SECRET4" },
    });
    expect(lines.join("")).not.toMatch(/SECRET/);
    expect(lines.join("")).toContain("[redacted]");
  });
});

describe("logged URLs", () => {
  it("never carry a one-time token, in the path or the query", () => {
    for (const [url, logged] of [
      [pathTo("ssoLogin", { token: "SECRET1" }), `${pathTo("ssoLogin")}/[redacted]`],
      [`/en${pathTo("passwordResetConfirm", { token: "SECRET2" })}?x=1`, `/en${pathTo("passwordResetConfirm")}/[redacted]?…`],
      [`${pathTo("validate", { token: "SECRET3" })}.data`, `${pathTo("validate")}/[redacted].data`],
      [`/eus${pathTo("ssoRegister", { token: "SECRET4" })}/`, `/eus${pathTo("ssoRegister")}/[redacted]`],
      [`${pathTo("login")}?origin=SECRET5`, `${pathTo("login")}?…`],
      [`/pt${pathTo("calendarFeed", { token: "SECRET6" })}`, `/pt/calendario/[redacted]/mis-actividades.ics`],
      [`${pathTo("calendarFeed", { token: "SECRET7" }).replace("SECRET7", "%53ECRET7")}?x`, `/calendario/[redacted]/mis-actividades.ics?…`],
    ]) {
      expect(loggedUrl(url!)).toBe(logged);
    }
  });
  it("keep every other path as it is", () => {
    const urls = [
      pathTo("conference", { slug: "acreditacion" }),
      pathTo("ssoLogin"),
      pathTo("post", { id: "12" }),
      pathTo("profileDiscard", { uuid: "0c7d" }),
    ];
    for (const url of urls) expect(loggedUrl(url)).toBe(url);
  });
});

describe("paths with ñ", () => {
  it("brings a latin1-encoded path to UTF-8 and leaves UTF-8 alone", async () => {
    const { normalizeLatin1Path } = await import("./url");
    expect(normalizeLatin1Path("/cambiar-contrase%F1a?x=%F1")).toBe("/cambiar-contrase%C3%B1a?x=%F1");
    expect(normalizeLatin1Path("/cambiar-contrase%C3%B1a")).toBe("/cambiar-contrase%C3%B1a");
    expect(normalizeLatin1Path("/agenda")).toBe("/agenda");
  });
});
