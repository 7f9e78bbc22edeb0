// Start-up configuration as an operator meets it: a bad setting stops the process with a message
// that names what to fix; a missing optional one is logged.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ROOT,
  TEST_SESSION_SECRET,
  get,
  header,
  runPortalExpectingFailure,
  startPortal,
  stopAllPortals,
  tempDir,
  writeTemp,
} from "./harness";

afterAll(stopAllPortals);

/** Unset in the child (empty counts as unset), so the test does not depend on the caller's shell. */
const CLEAN = { API_BASE_URL: "", SESSION_SECRET: "", TENANTS_FILE: "", MAINTENANCE_MODE: "", MAINTENANCE_FILE: "", TRUST_PROXY: "" };

/** Starts the portal with `env` on top of CLEAN, expects it to exit with an error, and gives its output. */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const { code, output } = await runPortalExpectingFailure({ ...CLEAN, ...env });
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  return output;
}

const demoTenants = () =>
  JSON.parse(readFileSync(path.join(ROOT, "demo-api", "tenants.json"), "utf8")) as { tenants: Array<Record<string, unknown>> };

describe.concurrent("invalid configuration stops the portal and names the variable", () => {
  it("PORT=abc", async () => {
    const output = await refusedStart({ PORT: "abc" });
    expect(output).toContain("PORT");
    expect(output).not.toMatch(/listening on/);
  });

  it("API_TIMEOUT_MS=-5", async () => {
    const output = await refusedStart({ API_TIMEOUT_MS: "-5" });
    expect(output).toContain("API_TIMEOUT_MS");
  });

  it("production with a real API_BASE_URL but no SESSION_SECRET", async () => {
    const output = await refusedStart({ NODE_ENV: "production", API_BASE_URL: "http://127.0.0.1:9" });
    expect(output).toContain("SESSION_SECRET");
  });

  it("a SESSION_SECRET that is too short", async () => {
    const output = await refusedStart({ API_BASE_URL: "http://127.0.0.1:9", SESSION_SECRET: "tooShortSecret42" });
    expect(output).toContain("SESSION_SECRET");
    // The secret itself is not echoed back.
    expect(output).not.toContain("tooShortSecret42");
  });

  it("FRAME_ORIGINS with a wildcard", async () => {
    const output = await refusedStart({ FRAME_ORIGINS: "https://maps.example.org,https://*.example.org" });
    expect(output).toContain("FRAME_ORIGINS");
  });

  it("TRUST_PROXY=maybe", async () => {
    const output = await refusedStart({ TRUST_PROXY: "maybe" });
    expect(output).toContain("TRUST_PROXY");
  });
});

describe.concurrent("a malformed tenants file stops the portal and names the tenant and field", () => {
  const dir = tempDir("portal-tenants-");

  it("a tenant without token", async () => {
    const file = demoTenants();
    const tenant: Record<string, unknown> = { ...file.tenants[0], name: "Roto", hosts: ["roto.localhost"] };
    delete tenant.token;
    const tenantsFile = writeTemp(dir, "no-token.json", JSON.stringify({ tenants: [file.tenants[1], tenant] }));
    const output = await refusedStart({ TENANTS_FILE: tenantsFile });
    expect(output).toContain("Roto");
    expect(output).toContain("token");
  });

  it("a language the portal does not have (fr)", async () => {
    const file = demoTenants();
    const tenant = { ...file.tenants[0], name: "Roto", languages: ["fr"] };
    const tenantsFile = writeTemp(dir, "bad-language.json", JSON.stringify({ tenants: [tenant] }));
    const output = await refusedStart({ TENANTS_FILE: tenantsFile });
    expect(output).toContain("Roto");
    expect(output).toContain("languages");
  });

  it("invalid JSON", async () => {
    const tenantsFile = writeTemp(dir, "broken.json", '{"tenants": [ {"name": "Roto", ');
    const output = await refusedStart({ TENANTS_FILE: tenantsFile });
    expect(output).toContain("TENANTS_FILE");
    expect(output).toMatch(/JSON/);
  });
});

describe("defaults an operator should be told about", () => {
  it("without API_BASE_URL it says it uses the embedded demo API, and warns about SESSION_SECRET", async () => {
    const portal = await startPortal({ ...CLEAN });
    const lines = portal.jsonLogs();
    expect(lines.some((line) => /embedded demo API/i.test(String(line.msg)))).toBe(true);
    const warning = lines.find((line) => /SESSION_SECRET/.test(String(line.msg)));
    expect(warning, portal.logs().join("\n")).toBeDefined();
    expect(warning!.level).toBe(40);
    await portal.stop();
  });

  it("with a valid SESSION_SECRET there is no such warning", async () => {
    const portal = await startPortal({ ...CLEAN, SESSION_SECRET: TEST_SESSION_SECRET });
    expect(portal.jsonLogs().some((line) => /SESSION_SECRET/.test(String(line.msg)))).toBe(false);
    expect(portal.logs().join("\n")).not.toContain(TEST_SESSION_SECRET);
    await portal.stop();
  });
});

describe("FRAME_ORIGINS", () => {
  /** The page's frame-src and the src of every iframe in it. */
  async function framesOf(url: string) {
    const response = await get(url);
    expect(response.status).toBe(200);
    const csp = header(response, "content-security-policy") ?? "";
    const frameSrc =
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === "frame-src")
        ?.slice(1) ?? [];
    const iframes = [...response.text.matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
    return { frameSrc, iframes, html: response.text };
  }

  it("an origin the operator adds is both in the CSP's frame-src and framed by the CMS; without it, neither", async () => {
    const [plain, configured] = await Promise.all([
      startPortal({ ...CLEAN }),
      startPortal({ ...CLEAN, FRAME_ORIGINS: "https://www.google.com/" }),
    ]);
    const google = (src: string) => src.startsWith("https://www.google.com/");

    const before = await framesOf(`${plain.url}/modulo-iframe`);
    expect(before.frameSrc).not.toContain("https://www.google.com");
    expect(before.iframes.some(google)).toBe(false);
    expect(before.html).toContain('href="https://www.google.com/maps?q=Kursaal%2C+Donostia&amp;output=embed"');

    const after = await framesOf(`${configured.url}/modulo-iframe`);
    expect(after.frameSrc).toContain("https://www.google.com");
    expect(after.iframes.some(google)).toBe(true);

    // Whatever is set, every frame a page renders is one its CSP allows.
    for (const { frameSrc, iframes } of [before, after]) {
      expect(iframes.length).toBeGreaterThan(0);
      for (const src of iframes) expect(frameSrc, src).toContain(new URL(src).origin);
    }
    await Promise.all([plain.stop(), configured.stop()]);
  });
});
