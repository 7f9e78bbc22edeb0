// The tenants the end-to-end server runs with: the demo's, with a real-looking Cookiebot id for
// Eventos Demo (the demo's own is a placeholder, treated as none) for the consent journeys.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Eventos Demo's Cookiebot id in the journeys: random-looking, as a real domain group id is. */
export const E2E_COOKIEBOT_ID = "3f1b8c2e-7d4a-4b9e-a6c1-5e2d9f0b7a48";

/** Writes the journeys' tenants file (under test-results/, ignored by git) and returns its path. */
export function writeE2eTenantsFile(): string {
  const file = JSON.parse(readFileSync(path.join(ROOT, "demo-api", "tenants.json"), "utf8")) as {
    tenants: Array<{ hosts: string[]; cookiebotId?: string | null }>;
  };
  const eventos = file.tenants.find((tenant) => tenant.hosts.includes("eventos.localhost"));
  if (!eventos) throw new Error("demo-api/tenants.json has no eventos.localhost tenant");
  eventos.cookiebotId = E2E_COOKIEBOT_ID;
  const target = path.join(ROOT, "test-results", "e2e-tenants.json");
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  return target;
}
