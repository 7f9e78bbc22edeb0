// End-to-end journeys against the production build, served by the real Express host on port 4310
// with the embedded demo API. Every journey runs twice: without JavaScript (`no-js`) and with it
// (`js`). Playwright cannot download browsers here: Debian's headless Chromium is used (scripts/chromium.mjs).
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { writeE2eTenantsFile } from "./tests/e2e/tenants";

const CI = !!process.env.CI;
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  // A 2-core machine: the server, the demo API and two browsers are enough.
  fullyParallel: false,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // look.spec.ts: one picture per page and width, the same file for both projects (the page must look
    // the same before and after hydration), kept where the README shows it.
    toHaveScreenshot: { pathTemplate: "{testDir}/../../docs/screenshots/{arg}{ext}" },
  },
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    // A Spanish visitor: `/` only redirects when the browser prefers another offered language.
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // Recording a trace of every test doubled the run's time; in CI a failing test is run again, traced.
    trace: CI ? "on-first-retry" : "retain-on-failure",
    // The service worker (decision 046) answers a controlled page's requests before page.route() can:
    // only tests/e2e/offline.spec.ts lets it register, so every other journey sees the server alone.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "no-js", use: { javaScriptEnabled: false } },
    { name: "js", use: { javaScriptEnabled: true } },
  ],
  webServer: {
    // The compiled production server, on the demo; the build must exist (`npm test` builds before `test:e2e`).
    command: "node --enable-source-maps build/host/server.js",
    url: `${BASE_URL}/health-check`,
    // The embedded demo API on the next port, so journeys can read its mailbox (tests/e2e/mailbox.ts).
    // Every journey posts from 127.0.0.1 and reuses the demo accounts: the rate limits (proven by
    // tests/integration/rate-limit.test.ts) are raised so that the journeys never meet them. A 1 MiB upload limit and a 1 s minimum fill time
    // keep the contact journeys quick (contact.spec.ts); a 3 s countdown before leaving networking keeps
    // networking-joining.spec.ts quick.
    env: {
      NODE_ENV: "production",
      DEMO_API: "true",
      // Stopped at the end of the run: no load balancer to drain from.
      DRAIN_DELAY_MS: "0",
      PORT: String(PORT),
      DEMO_API_PORT: String(PORT + 1),
      // Beside the portal's, so that runs on other ports never share it.
      METRICS_PORT: String(PORT + 2),
      // The demo's tenants, with a real-looking Cookiebot id for Eventos Demo (its own is a placeholder).
      TENANTS_FILE: writeE2eTenantsFile(),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "10000",
      LOGIN_ADDRESS_FAILURES: "10000",
      LOGIN_ACCOUNT_FAILURES: "10000",
      UPLOAD_MAX_BYTES: String(1024 * 1024),
      CONTACT_MIN_FILL_MS: "1000",
      NETWORKING_LEAVE_COUNTDOWN_SECONDS: "3",
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
