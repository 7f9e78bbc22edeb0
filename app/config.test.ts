import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_TENANTS_FILE, loadConfig } from "./config.server";

const secret = "s".repeat(32);

describe("configuration", () => {
  it("has defaults for local use", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiBaseUrl: null,
      apiTimeoutMs: 10000,
      forumTimeoutMs: 3000,
      tenantsFile: DEMO_TENANTS_FILE,
      trustProxy: false,
      maintenanceMode: false,
      demoApi: true,
      drainDelayMs: 5000,
      shutdownTimeoutMs: 20000,
      sessionSecrets: null,
      livePollMs: 2000,
      networkingLeaveCountdownSeconds: 10,
    });
  });

  it("names the bad variable", () => {
    for (const [name, value] of [
      ["PORT", "abc"],
      ["API_BASE_URL", "not a url"],
      ["API_BASE_URL", "ftp://x.example"],
      ["API_TIMEOUT_MS", "0"],
      ["FORUM_TIMEOUT_MS", "0"],
      ["FORUM_TIMEOUT_MS", "3s"],
      ["TRUST_PROXY", "maybe"],
      ["DEMO_API", "maybe"],
      ["DRAIN_DELAY_MS", "5s"],
      ["DRAIN_DELAY_MS", "-1"],
      ["MAINTENANCE_MODE", "perhaps"],
      ["LOG_LEVEL", "loud"],
      ["SESSION_SECRET", "short"],
      ["CATALOGUE_CACHE_TTL_MS", "-1"],
      ["CATALOGUE_CACHE_MAX_ENTRIES", "0"],
      ["LIVE_POLL_MS", "50"],
      ["LIVE_POLL_MS", "2s"],
      ["NETWORKING_LEAVE_COUNTDOWN_SECONDS", "2"],
      ["NETWORKING_LEAVE_COUNTDOWN_SECONDS", "61"],
      ["FRAME_ORIGINS", "http://maps.example.org"],
      ["FRAME_ORIGINS", "https://maps.example.org/embed"],
      ["FRAME_ORIGINS", "https://*.example.org"],
      ["FRAME_ORIGINS", "https:"],
      ["FRAME_ORIGINS", "*"],
      ["FRAME_ORIGINS", "https://maps.example.org?x=1"],
      ["FRAME_ORIGINS", "https://user@maps.example.org"],
      ["FRAME_ORIGINS", "https://maps.example.org, 'self'"],
    ]) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it("splits secrets on commas: the first signs, all verify", () => {
    expect(loadConfig({ SESSION_SECRET: `${secret}1, ${secret}2` }).sessionSecrets).toEqual([`${secret}1`, `${secret}2`]);
  });

  it("refuses production without its backend, tenants and secret, unless the demo is asked for", () => {
    const production = { NODE_ENV: "production", TENANTS_FILE: "tenants.json", SESSION_SECRET: secret };
    // No backend: the message names the variable and the one that turns the demo on.
    expect(() => loadConfig({ ...production })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production })).toThrow(/API_BASE_URL.*DEMO_API=true/);
    expect(() => loadConfig({ ...production, API_BASE_URL: "https://api.example", SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...production, API_BASE_URL: "https://api.example", TENANTS_FILE: undefined })).toThrow(/TENANTS_FILE/);
    // Every missing variable at once, so an operator fixes them in one go.
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/API_BASE_URL.*TENANTS_FILE.*SESSION_SECRET/s);
    expect(loadConfig({ ...production, API_BASE_URL: "https://api.example/" })).toMatchObject({
      apiBaseUrl: "https://api.example",
      demoApi: false,
    });
    // The demo on purpose: its tenants, and a per-process secret when none is given.
    expect(loadConfig({ NODE_ENV: "production", DEMO_API: "true" })).toMatchObject({
      demoApi: true,
      apiBaseUrl: null,
      tenantsFile: DEMO_TENANTS_FILE,
      sessionSecrets: null,
    });
  });

  it("runs the demo API without API_BASE_URL outside production, and never beside one", () => {
    expect(loadConfig({ NODE_ENV: "development" }).demoApi).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", API_BASE_URL: "http://127.0.0.1:9" })).toMatchObject({
      demoApi: false,
      apiBaseUrl: "http://127.0.0.1:9",
    });
    expect(() => loadConfig({ DEMO_API: "true", API_BASE_URL: "http://127.0.0.1:9" })).toThrow(/DEMO_API.*API_BASE_URL/);
    expect(() => loadConfig({ DEMO_API: "false" })).toThrow(/API_BASE_URL/);
  });

  it("reads booleans the usual ways", () => {
    expect(loadConfig({ TRUST_PROXY: "1", MAINTENANCE_MODE: "true" })).toMatchObject({ trustProxy: true, maintenanceMode: true });
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
  });

  it("reads FRAME_ORIGINS as https origins, written as the browser writes them", () => {
    expect(loadConfig({}).frameOrigins).toEqual([]);
    expect(
      loadConfig({ FRAME_ORIGINS: " https://Maps.Example.org/ ,https://media.example.org:8443,https://video.example.org:443" })
        .frameOrigins,
    ).toEqual(["https://maps.example.org", "https://media.example.org:8443", "https://video.example.org"]);
  });
});
