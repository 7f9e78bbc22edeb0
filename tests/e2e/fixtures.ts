// Shared fixtures for the journeys: `gotoPage`, `waitForHydration` and `expectNoAxeViolations`. Every
// journey starts with the cookie choice made (technical only), unless it sets `consentCookie: null`.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage, type Locator, type Page, type Response, type Route } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { ALL_REJECTED, CONSENT_COOKIE, formatConsent } from "../../app/consent/consent";

export { expect };

export const PORT = Number(process.env.E2E_PORT ?? 4310);

/** The demo tenants' hosts (demo-api/tenants.json); Chromium resolves *.localhost to 127.0.0.1. */
export const HOSTS = {
  congreso: "localhost",
  eventos: "eventos.localhost",
  mecenazgo: "mecenazgo.localhost",
  universidad: "universidad.localhost",
} as const;

export function urlOf(path: string, host: string = HOSTS.congreso): string {
  return `http://${host}:${PORT}${path}`;
}

/** Marks the document in view; `sameDocument` then tells whether the browser is still on it (no new page load). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true;
  });
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true);
}

/** A message said once on the page (issue 48): one visible element has it, not a summary and a line beside the button both. */
export async function expectSaidOnce(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).filter({ visible: true }), `said once: ${text}`).toHaveCount(1);
}

/** Clicks the main form's button `name` and waits for what follows (a new document without JavaScript). */
export async function submitMain(page: Page, name: string, waitForHydration: () => Promise<void>): Promise<void> {
  await page.getByRole("main").getByRole("button", { name, exact: true }).click();
  await page.waitForLoadState("load");
  await waitForHydration();
}

/** The toast saying `text` (a status region; the connectivity notice is another). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

// WCAG's tags and axe's best practices (landmarks, one main, headings in order, every piece of
// content inside a landmark: the navigation progress bar lives in the banner for that).
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type GotoOptions = { host?: string };

type Options = {
  /** The consent cookie every journey starts with, on every demo host; null: none (the banner shows). */
  consentCookie: string | null;
  /** Addresses a journey makes fail on purpose (it aborts them): their failures are not the console's faults. */
  expectedConsole: RegExp | null;
};

/** Third parties the pages may load after consent; the machine has no internet: they fail at once, always. */
export const THIRD_PARTY_SCRIPTS = /^https:\/\/(www\.googletagmanager\.com|consent\.cookiebot\.com)\//;

/** The browser reporting a page's or a submission's HTTP status (a 404 page, a refusal's 409): the server's answer, not a fault of the page. */
const HTTP_STATUS = /^Failed to load resource: the server responded with a status of \d{3}\b/;

/** Said on purpose: the captcha's failures (app/contact/captcha.client.ts) and the demo's sanitized `<img src=x>`. */
const EXPECTED =
  /^(No key provided|Failed to load script)$|^Failed to load resource: .*\b404\b|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_FAILED/;
const EXPECTED_FROM = /^https:\/\/www\.google\.com\/recaptcha\/|\/x$|\/assets\/captcha\.client-/;

function answeredStatus(message: ConsoleMessage, page: Page): boolean {
  const url = message.location().url;
  return HTTP_STATUS.test(message.text()) && (/\.data(\?|$)/.test(url) || url === page.url());
}

/**
 * What the console says that a visitor's developer tools would show in red (and in yellow, with
 * `warnings`): uncaught errors, React's errors (a hydration mismatch, #421), failed chunks. The refused
 * third parties (no internet here) and HTTP statuses answered on purpose are not faults, nor is what the demo says on purpose. A missing image or
 * chunk is a fault.
 */
export function watchConsole(page: Page, { warnings = false, expected }: { warnings?: boolean; expected?: RegExp | null } = {}): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on("console", (message) => {
    if (message.type() !== "error" && (!warnings || message.type() !== "warning")) return;
    // Playwright's own word where the config blocks the service worker (every spec but offline.spec.ts).
    if (message.type() === "warning" && message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    if (
      THIRD_PARTY_SCRIPTS.test(message.location().url) ||
      answeredStatus(message, page) ||
      expected?.test(message.location().url) ||
      (EXPECTED_FROM.test(message.location().url) && EXPECTED.test(message.text()))
    )
      return;
    problems.push(`${where()}: ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`${where()}: uncaught: ${error.message}`));
  return problems;
}

/** True once React has hydrated the element: it carries React's fiber key (a lazy part's server HTML does not, until then). */
export function reactOwns(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
}

type Fixtures = {
  /** With JavaScript, every journey fails on a console error or an uncaught one, during its interactions too (`watchConsole`). */
  consoleProblems: string[];
  /** Opens `path` on `host` (default `localhost`); with JavaScript, waits for hydration. */
  gotoPage: (path: string, options?: GotoOptions) => Promise<Response | null>;
  /** With JavaScript, waits until the current document is hydrated; without, until it is loaded. */
  waitForHydration: () => Promise<void>;
  /** Runs axe (WCAG 2.0/2.1 A and AA, 2.2 AA, best practices) on the current page; the test fails listing what it found. */
  expectNoAxeViolations: (page?: Page) => Promise<void>;
};

/**
 * Hydration is done once `<ScrollRestoration>` has set `history.scrollRestoration = "manual"` (a
 * passive effect, after the hydration commit; the router alone is initialised before it). This init
 * script resets it at the start of every document so that an earlier hydration cannot satisfy the wait.
 */
const RESET_SCROLL_RESTORATION = () => {
  try {
    window.history.scrollRestoration = "auto";
  } catch {
    // not available: the wait below then relies on the router alone
  }
};

async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as {
          __remixContext?: unknown;
          __remixRouter?: { state?: { initialized?: boolean; navigation?: { state?: string } } };
        };
        return (
          !!w.__remixContext &&
          w.__remixRouter?.state?.initialized === true &&
          w.__remixRouter.state.navigation?.state === "idle" &&
          window.history.scrollRestoration === "manual"
        );
      },
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const w = window as unknown as {
          __remixContext?: unknown;
          __remixRouter?: { state?: { initialized?: boolean; navigation?: { state?: string } } };
        };
        return {
          url: location.href,
          readyState: document.readyState,
          remixContext: !!w.__remixContext,
          routerInitialized: w.__remixRouter?.state?.initialized ?? null,
          navigation: w.__remixRouter?.state?.navigation?.state ?? null,
          scrollRestoration: window.history.scrollRestoration,
        };
      })
      .catch((reason: unknown) => String(reason));
    throw new Error(`The page did not hydrate: ${JSON.stringify(state)}\n${String(error)}`);
  }
}

/**
 * Legacy mode runs axe in the page itself instead of in each frame and then again in a blank page to
 * combine them: the same results at half the time, and our pages' only frames are third-party embeds.
 */
function analyze(page: Page): Promise<AxeResults> {
  // Only violations are read: collecting the passing and inapplicable nodes too took a third of each scan.
  return new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
}

/** Per worker: the scans run and their time (what axe costs the run). */
const scans = { ran: 0, ms: 0 };

/** axe's violations on the page in view, with JavaScript (the page itself) or without (`analyzeWithoutJs`), as report lines. */
export async function axeReport(page: Page, scratch: Page, javaScriptEnabled: boolean): Promise<string[]> {
  const started = Date.now();
  const results = javaScriptEnabled ? await analyze(page) : await analyzeWithoutJs(scratch, page);
  scans.ran += 1;
  scans.ms += Date.now() - started;
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `      - ${node.target.join(" ")}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, "\n        ")}` : ""}`,
      )
      .join("\n");
    return `  ${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
  });
}

/**
 * axe cannot run where scripts are disabled: the DOM as it stands (scripts removed) is opened at the
 * same URL and viewport in a scratch page that allows them. Form state that is not an attribute is lost.
 */
async function analyzeWithoutJs(scratch: Page, page: Page): Promise<AxeResults> {
  const html = await page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone.querySelectorAll("script").forEach((script) => script.remove());
    const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : "";
    return `${doctype}${clone.outerHTML}`;
  });
  const url = page.url();
  const viewport = page.viewportSize();
  if (viewport) await scratch.setViewportSize(viewport);
  const serve = (route: Route) =>
    route.request().isNavigationRequest()
      ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html })
      : route.continue();
  await scratch.route(url, serve);
  try {
    // A new document even when only the fragment differs from the last scan's.
    await scratch.goto("about:blank");
    await scratch.goto(url, { waitUntil: "load" });
    return await analyze(scratch);
  } finally {
    await scratch.unroute(url, serve);
  }
}

type WorkerFixtures = {
  /** One page with scripts on per worker, reused by every scan of a page without JavaScript; says the worker's scans at its end. */
  axeScratch: Page;
};

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  axeScratch: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true, locale: "es-ES" });
      await use(await context.newPage());
      await context.close();
      console.log(`axe: ${scans.ran} scans in this worker, ${(scans.ms / 1000).toFixed(0)} s`);
    },
    { scope: "worker" },
  ],

  consentCookie: [formatConsent(ALL_REJECTED), { option: true }],

  expectedConsole: [null, { option: true }],

  context: async ({ context, consentCookie }, use) => {
    await context.route(THIRD_PARTY_SCRIPTS, (route) => route.abort("internetdisconnected"));
    if (consentCookie) {
      await context.addCookies(
        Object.values(HOSTS).map((host) => ({
          name: CONSENT_COOKIE,
          value: consentCookie,
          url: urlOf("/", host),
          sameSite: "Lax" as const,
        })),
      );
    }
    await use(context);
  },

  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) await page.addInitScript(RESET_SCROLL_RESTORATION);
    await use(page);
  },

  consoleProblems: [
    async ({ page, javaScriptEnabled, expectedConsole }, use) => {
      const problems = javaScriptEnabled === false ? [] : watchConsole(page, { expected: expectedConsole });
      await use(problems);
      expect(problems, "the console, with JavaScript, during the journey").toEqual([]);
    },
    { auto: true },
  ],

  waitForHydration: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      await page.waitForLoadState("load");
      if (javaScriptEnabled !== false) await hydrated(page);
    });
  },

  gotoPage: async ({ page, waitForHydration }, use) => {
    await use(async (path, options = {}) => {
      const response = await page.goto(urlOf(path, options.host));
      await waitForHydration();
      return response;
    });
  },

  expectNoAxeViolations: async ({ page, axeScratch, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const report = await axeReport(target, axeScratch, javaScriptEnabled !== false);
      // Soft: the rest of the journey still runs, and the test fails at its end.
      expect.soft(report, `axe found ${report.length} violation(s) on ${target.url()}:\n${report.join("\n")}`).toEqual([]);
    });
  },
});
