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
      shutdownTimeoutMs: 25000,
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

  it("refuses production against a real backend without SESSION_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production", API_BASE_URL: "https://api.example" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", API_BASE_URL: "https://api.example" })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: "production" }).sessionSecrets).toBeNull();
    expect(loadConfig({ NODE_ENV: "production", API_BASE_URL: "https://api.example/", SESSION_SECRET: secret }).apiBaseUrl).toBe(
      "https://api.example",
    );
  });

  it("reads booleans the usual ways", () => {
    expect(loadConfig({ TRUST_PROXY: "1", MAINTENANCE_MODE: "true" })).toMatchObject({ trustProxy: true, maintenanceMode: true });
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
  });

  it("reads FRAME_ORIGINS as https origins, written as the browser writes them", () => {
    expect(loadConfig({}).frameOrigins).toEqual([]);
    expect(loadConfig({ FRAME_ORIGINS: " https://Maps.Example.org/ ,https://media.example.org:8443,https://video.example.org:443" }).frameOrigins).toEqual([
      "https://maps.example.org",
      "https://media.example.org:8443",
      "https://video.example.org",
    ]);
  });
});
