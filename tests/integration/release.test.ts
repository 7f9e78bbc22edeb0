// The release as an operator runs it: production refuses to guess, `npm start` gives the demo,
// stack traces map to TypeScript, and the Node version agrees everywhere.
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, TEST_SESSION_SECRET, get, htmlLang, runPortalExpectingFailure, startPortal, stopAllPortals } from "./harness";

afterAll(stopAllPortals);

/** Nothing from the caller's shell: as a container starts with only what its operator sets. */
const UNSET = { API_BASE_URL: "", DEMO_API: "", TENANTS_FILE: "", SESSION_SECRET: "" };
const DEMO_TENANTS = path.join(ROOT, "demo-api", "tenants.json");

describe.concurrent("no demo by accident: the compiled server with NODE_ENV=production", () => {
  it("refuses to start without API_BASE_URL, naming it and DEMO_API=true", async () => {
    const { code, output } = await runPortalExpectingFailure({ ...UNSET, NODE_ENV: "production" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toMatch(/API_BASE_URL: required with NODE_ENV=production/);
    expect(output).toContain("DEMO_API=true");
    expect(output).not.toMatch(/listening on|demo mode/);
  });

  it("refuses to start without SESSION_SECRET", async () => {
    const { code, output } = await runPortalExpectingFailure({
      ...UNSET,
      NODE_ENV: "production",
      API_BASE_URL: "http://127.0.0.1:9",
      TENANTS_FILE: DEMO_TENANTS,
    });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toMatch(/SESSION_SECRET: required/);
    expect(output).not.toMatch(/API_BASE_URL|TENANTS_FILE|listening on/);
  });

  it("refuses to start without TENANTS_FILE (the demo's tenants are for the demo)", async () => {
    const { code, output } = await runPortalExpectingFailure({
      ...UNSET,
      NODE_ENV: "production",
      API_BASE_URL: "http://127.0.0.1:9",
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/TENANTS_FILE: required/);
  });

  it("serves the demo when asked, and says so", async () => {
    const portal = await startPortal({ ...UNSET, NODE_ENV: "production", DEMO_API: "true" });
    expect((await get(portal.url + "/")).status).toBe(200);
    expect(portal.jsonLogs().some((line) => /^demo mode/.test(String(line.msg)))).toBe(true);
  });
});

it("npm start (scripts/start.mjs) serves the demo in one command and says so in its log", async () => {
  const portal = await startPortal({ ...UNSET, NODE_ENV: "", PORT: "0", DRAIN_DELAY_MS: "0" }, { args: ["scripts/start.mjs"] });
  expect(portal.logs().some((line) => /^npm start: no API_BASE_URL, so DEMO_API=true/.test(line))).toBe(true);
  expect(portal.jsonLogs().find((line) => /^listening on/.test(String(line.msg)))).toMatchObject({ env: "production" });
  const home = await get(portal.url + "/en", { host: "localhost" });
  expect(home.status).toBe(200);
  expect(htmlLang(home.text)).toBe("en-US");
  expect((await portal.stop()).code).toBe(0);
});

describe("npm start stops with its server: the signal reaches it, and npm exits once it has", () => {
  /** Whether anything still accepts connections on the port. */
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
  const cases = [
    { signal: "SIGTERM", as: "a process manager", last: "stopped", code: 0 },
    { signal: "SIGINT", as: "Ctrl-C", last: "exiting at once", code: 130 },
  ] as const;
  for (const { signal, as, last, code } of cases) {
    it(`${signal} (${as}) to npm: the server's "${last}" is logged before npm exits, with the server's code, and nothing listens`, async () => {
      const portal = await startPortal({ ...UNSET, NODE_ENV: "", PORT: "0", DRAIN_DELAY_MS: "1000" }, { command: "npm", args: ["start"] });
      portal.process.kill(signal);
      const exit = await portal.exited;
      expect(
        portal.jsonLogs().some((line) => line.msg === last),
        portal.logs().join("\n"),
      ).toBe(true);
      expect(exit.code).toBe(code);
      expect(await listening(portal.port)).toBe(false);
    });
  }
});

describe("source maps: a stack trace in production names the .ts line", () => {
  // A line of the compiled file, mapped back: the source file and the line that holds the same text.
  // The host (esbuild) and the pages (Vite's server build).
  const cases = [
    { built: "build/host/server.js", text: "request failed before a page could answer", source: /\/server\.ts$/ },
    { built: "build/server/index.js", text: "request refused by the router", source: /\/app\/entry\.server\.tsx$/ },
  ];
  for (const { built, text, source } of cases) {
    it(`${built} maps back to its TypeScript`, () => {
      const code = readFileSync(path.join(ROOT, built), "utf8").split("\n");
      const line = code.findIndex((l) => l.includes(text));
      expect(line).toBeGreaterThanOrEqual(0);
      const map = new SourceMap(JSON.parse(readFileSync(path.join(ROOT, built + ".map"), "utf8")));
      const entry = map.findEntry(line, code[line].indexOf(text));
      // An empty object when nothing maps there.
      if (!("originalSource" in entry)) throw new Error(`${built}:${line + 1} maps to nothing`);
      expect(entry.originalSource).toMatch(source);
      const original = readFileSync(path.resolve(path.dirname(path.join(ROOT, built)), entry.originalSource), "utf8").split("\n");
      expect(original[entry.originalLine]).toContain(text);
    });
  }
});

it("Node's version is the same in .nvmrc, package.json's engines and the Dockerfile", () => {
  const nvmrc = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
  const engines: string = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node;
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  expect(nvmrc).toMatch(/^\d+$/);
  expect(engines).toMatch(new RegExp(`^>=${nvmrc}\\.\\d+`));
  // The base image by tag, or pinned by digest too (an update bot pins it).
  expect(dockerfile).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${nvmrc}-bookworm-slim(@sha256:[0-9a-f]{64})?\\n`, "m"));
  expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\}/gm)?.length).toBe(3);
  expect(dockerfile).not.toMatch(/^FROM node:\d/m);
  // The machine running the tests has it.
  expect(process.versions.node.split(".")[0]).toBe(nvmrc);
});
