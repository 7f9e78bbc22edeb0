// `npm run dev`: the same Express host with Vite's middleware instead of the build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort, get, startPortal, stopAllPortals, type Portal } from "./harness";

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ NODE_ENV: "development", HMR_PORT: String(await closedPort()) });
}, 90_000);

afterAll(stopAllPortals);

describe("development server", () => {
  it("renders pages from the sources, with Vite's client for hot reload", async () => {
    const response = await get(`${portal.url}/en`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(">Dates:<");
    expect(response.text).toContain("virtual:remix/inject-hmr-runtime");
  }, 60_000);

  it("serves the modules the browser asks for", async () => {
    const response = await get(`${portal.url}/app/root.tsx`);
    expect(response.status).toBe(200);
    expect(String(response.headers["content-type"])).toMatch(/javascript/);
  }, 30_000);
});
