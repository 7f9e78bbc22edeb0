// `npm run screenshots:app`: the portal installed as an app and opened in its own window, at a phone's size,
// drawn into docs/screenshots/congreso-app-narrow.png. Needs Debian's full `chromium` (the headless shell
// cannot install an app nor open an app window): installed through DevTools' PWA.install, opened with --app.
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./start-server.mjs";

const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
const out = path.resolve("docs/screenshots/congreso-app-narrow.png");
const profile = mkdtempSync(path.join(os.tmpdir(), "portal-app-"));
const portal = await startServer({ stderr: "ignore" });
// Chromium opens an app on the host name it was installed from: a loopback name of its own.
const start = `http://localhost:${portal.port}/`;
const launch = (args) =>
  chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    headless: true,
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
    // The app window asks in the browser's own language, not in the page context's: Spanish, as a phone in Spain.
    args: ["--no-sandbox", "--disable-gpu", "--lang=es-ES", "--accept-lang=es-ES,es", ...args],
  });
try {
  const browser = await launch([]);
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(start, { waitUntil: "networkidle" });
  const devtools = await browser.newCDPSession(page);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  if (installabilityErrors.length) throw new Error(`not installable: ${JSON.stringify(installabilityErrors)}`);
  await devtools.send("PWA.install", { manifestId: start });
  await browser.close();

  const app = await launch([`--app=${start}`]);
  const window = app.pages()[0];
  await window.waitForLoadState("networkidle");
  if (!(await window.evaluate(() => matchMedia("(display-mode: standalone)").matches)))
    throw new Error("the app window is not in the standalone display mode");
  // The first visit's cookie question answered, as an attendee would before putting the phone away.
  const reject = window.getByRole("button", { name: "Rechazar todas" });
  if (await reject.count()) await reject.click();
  await window.waitForLoadState("networkidle");
  await window.screenshot({ path: out });
  await app.close();
  console.log(`installed and opened as an app (display-mode: standalone): ${path.relative(process.cwd(), out)}`);
} finally {
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
}
