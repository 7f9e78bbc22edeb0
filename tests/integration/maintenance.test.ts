// Maintenance mode, by variable and by file: visitors get the 503 page, probes and static files keep working.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENUE_PREFERENCE_PATH } from "../../app/paths";
import { get, header, post, startPortal, stopAllPortals, tempDir, type Portal } from "./harness";

let flagged: Portal; // MAINTENANCE_MODE=true
let byFile: Portal; // MAINTENANCE_FILE=<tmp>
let maintenanceFile: string;

beforeAll(async () => {
  maintenanceFile = path.join(tempDir("portal-maint-"), "maintenance.flag");
  [flagged, byFile] = await Promise.all([
    startPortal({ MAINTENANCE_MODE: "true", MAINTENANCE_FILE: "" }),
    startPortal({ MAINTENANCE_MODE: "false", MAINTENANCE_FILE: maintenanceFile }),
  ]);
});
afterAll(stopAllPortals);

function expectMaintenancePage(response: Awaited<ReturnType<typeof get>>, text = "Estamos haciendo tareas de mantenimiento") {
  expect(response.status).toBe(503);
  expect(header(response, "retry-after")).toMatch(/^\d+$/);
  expect(response.text).toContain(text);
  expect(response.text).not.toContain('class="site-header"');
}

describe("MAINTENANCE_MODE=true", () => {
  it("/ is the 503 maintenance page with Retry-After and no tenant chrome", async () => {
    expectMaintenancePage(await get(flagged.url + "/"));
  });

  it("/en/anything is the 503 maintenance page, in English", async () => {
    expectMaintenancePage(await get(flagged.url + "/en/anything"), "We are doing some maintenance");
  });

  it("other tenants are in maintenance too", async () => {
    expectMaintenancePage(await get(flagged.url + "/", { host: "eventos.localhost" }));
  });

  it("the health check still passes", async () => {
    const response = await get(flagged.url + "/health-check");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).status).toBe("pass");
  });

  it("static files are still served", async () => {
    const response = await get(flagged.url + "/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.text).toContain("<svg");
  });

  it("a POST to a page gets the 503 maintenance page", async () => {
    expectMaintenancePage(await post(flagged.url + "/", { a: "1" }));
  });

  it("a POST to the venue form gets the 503 maintenance page and changes nothing", async () => {
    const response = await post(
      flagged.url + VENUE_PREFERENCE_PATH,
      { venueId: "2", redirectTo: "/" },
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    expectMaintenancePage(response);
    expect(header(response, "set-cookie") ?? "").not.toContain("venue_id=");
  });
});

describe("MAINTENANCE_FILE", () => {
  it("follows the file's presence, without a restart", async () => {
    expect(existsSync(maintenanceFile)).toBe(false);
    expect((await get(byFile.url + "/")).status).toBe(200);

    writeFileSync(maintenanceFile, "");
    expectMaintenancePage(await get(byFile.url + "/"));
    expect((await get(byFile.url + "/health-check")).status).toBe(200);

    rmSync(maintenanceFile);
    const back = await get(byFile.url + "/");
    expect(back.status).toBe(200);
    expect(back.text).toContain('class="site-header"');
  });
});
