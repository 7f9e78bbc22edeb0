// Cookie consent in both projects: the banner, reject, accept analytics (the tag manager loads with
// the CSP nonce), withdrawal, and Cookiebot where the tenant has it; third-party scripts are stand-ins.
import type { Page, Response } from "@playwright/test";
import { ALL_ACCEPTED, CONSENT_COOKIE, CONSENT_VERSION, INTENT_FIELD, SYNC_CHOICE, formatConsent } from "../../app/consent/consent";
import { HOSTS, expect, markDocument, sameDocument, test, toast, urlOf } from "./fixtures";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { tabTo } from "./keyboard";
import { E2E_COOKIEBOT_ID } from "./tenants";

test.use({ consentCookie: null });

const BANNER = "Cookies en Congreso Demo";
const GTM_ID = "GTM-DEMO123";
const VALUE = new RegExp(`^v${CONSENT_VERSION}:\\d{4}-\\d{2}-\\d{2}:`);

/** gtm.js answered by a stand-in that counts its runs (the real one is out of reach). */
async function standInTagManager(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__gtmRuns = (window.__gtmRuns || 0) + 1;" }),
  );
}

/** Every CSP refusal the browser reports on this page. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

function nonceOf(response: Response | null): string {
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, "the response carries a CSP nonce").toBeTruthy();
  return nonce!;
}

const loaderScript = (page: Page) => page.locator(`script#tag-manager[data-gtm-id="${GTM_ID}"]`);
const gtmScript = (page: Page) => page.locator(`script[src="https://www.googletagmanager.com/gtm.js?id=${GTM_ID}"]`);
const scriptNonce = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLScriptElement).nonce);

async function consentValue(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

/** No navigation and no fetcher under way in Remix's router. */
function routerIdle(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const router = (
      window as unknown as { __remixRouter: { state: { navigation: { state: string }; fetchers: Map<string, { state: string }> } } }
    ).__remixRouter;
    return router.state.navigation.state === "idle" && [...router.state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
  });
}

/** The banner is a chunk of its own, hydrated after the page: until then its form posts natively and Escape does nothing. */
async function bannerHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole("region", { name: BANNER })
        .locator("form")
        .evaluate((form) => Object.keys(form).some((key) => key.startsWith("__reactFiber$"))),
    )
    .toBe(true);
}

test.describe("cookie banner", () => {
  test("greets a first visit on every page, after the skip link, without trapping focus; axe finds nothing", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage("/");
    const banner = page.getByRole("region", { name: BANNER });
    await expect(banner).toBeVisible();

    // Keyboard: the skip link first, then the banner, then the page goes on: no trap.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Política de cookies" })).toBeFocused();

    await expect(banner.getByRole("button", { name: "Aceptar todas" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Rechazar todas" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Política de cookies" })).toHaveAttribute("href", "/cookies");
    // Nothing but technical cookies before a choice: no tag manager.
    await expect(loaderScript(page)).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);
    await expectNoAxeViolations();

    // Accept and reject look the same: neither is the lesser choice.
    const looks = await banner.getByRole("button", { name: /todas$/ }).evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        return `${style.backgroundColor} ${style.color} ${style.fontSize} ${style.fontWeight}`;
      }),
    );
    expect(looks).toHaveLength(2);
    expect(looks[0]).toBe(looks[1]);

    // The second layer opens without JavaScript: the categories in a fieldset, technical always on.
    await banner.getByText("Elegir por categorías").click();
    const categories = banner.getByRole("group", { name: "Qué cookies aceptas" });
    await expect(categories).toBeVisible();
    await expect(categories.getByText("Siempre activas")).toBeVisible();
    for (const name of ["De análisis", "De personalización", "De publicidad"]) {
      await expect(categories.getByRole("checkbox", { name })).not.toBeChecked();
    }
    await expect(page.getByRole("checkbox")).toHaveCount(3);
    await expect(banner.getByRole("button", { name: "Guardar mi elección" })).toBeVisible();
    await expectNoAxeViolations();

    // Any page, until a choice is stored.
    await gotoPage(pathTo("agenda"));
    await expect(page.getByRole("region", { name: BANNER })).toBeVisible();
  });

  test("the categories with the keyboard alone (phone): Enter opens them, Tab goes through them and on, Escape closes them back to their summary", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage("/");
    if (javaScriptEnabled) await bannerHydrated(page);
    const banner = page.getByRole("region", { name: BANNER });
    const summary = banner.getByText("Elegir por categorías");
    const analytics = banner.getByRole("checkbox", { name: "De análisis" });
    await tabTo(page, summary);
    // A disclosure, not a dialog: focus stays on its summary, and the categories are the next Tabs.
    await page.keyboard.press("Enter");
    await expect(analytics).toBeVisible();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await tabTo(page, banner.getByRole("button", { name: "Guardar mi elección" }), 4);
    if (javaScriptEnabled) await expectNoAxeViolations();
    // It does not hold focus: the next Tab goes on to the page, the categories still open.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Congreso Demo, ir a la página de inicio" })).toBeFocused();
    await expect(analytics).toBeVisible();
    if (!javaScriptEnabled) return;

    // With JavaScript, Escape inside closes them and puts focus back on their summary; the ticks stay.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Escape");
    await expect(analytics).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(analytics).toBeChecked();
  });

  test("reject all: back on the same page with a toast, no banner, no tag manager", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    await standInTagManager(page);
    await gotoPage(pathTo("agenda"));
    if (javaScriptEnabled) {
      await bannerHydrated(page);
      await markDocument(page);
    }
    await page.getByRole("region", { name: BANNER }).getByRole("button", { name: "Rechazar todas" }).click();
    await waitForHydration();

    await expect(toast(page, "Has rechazado las cookies opcionales. Solo usamos las técnicas.")).toBeVisible();
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    await expect(page).toHaveURL(urlOf(pathTo("agenda")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
    // With JavaScript it went through a fetcher: the same document, no reload.
    if (javaScriptEnabled) expect(await sameDocument(page), "the choice is sent without a reload").toBe(true);
    expect(await consentValue(page)).toMatch(new RegExp(`${VALUE.source}none$`));
    await expect(loaderScript(page)).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);

    // The choice is kept: other pages come without the banner, and without the tag manager.
    await gotoPage(pathTo("speakers"));
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    await expect(loaderScript(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns ?? 0)).toBe(0);
  });

  test("accept analytics only: the tag manager loads, carrying the page's CSP nonce", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    const violations = cspViolations(page);
    await standInTagManager(page);
    await gotoPage(pathTo("speakers"));
    const banner = page.getByRole("region", { name: BANNER });
    await banner.getByText("Elegir por categorías").click();
    await banner.getByRole("checkbox", { name: "De análisis" }).check();
    await banner.getByRole("button", { name: "Guardar mi elección" }).click();
    await waitForHydration();

    await expect(toast(page, "Hemos guardado tu elección de cookies.")).toBeVisible();
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    await expect(page).toHaveURL(urlOf(pathTo("speakers")));
    expect(await consentValue(page)).toMatch(new RegExp(`${VALUE.source}analytics$`));
    await expect(loaderScript(page)).toHaveCount(1);
    if (javaScriptEnabled) {
      // Started on the page itself, no reload: the loader ran and Google's script was allowed to run.
      await expect(gtmScript(page)).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
      const consentDefaults = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer[0]));
      expect(JSON.parse(consentDefaults)).toMatchObject({
        0: "consent",
        1: "default",
        2: { analytics_storage: "granted", ad_storage: "denied", personalization_storage: "denied" },
      });
    }

    // Any page now comes with the loader rendered by the server, with this response's nonce.
    const response = await gotoPage(pathTo("agenda"));
    const nonce = nonceOf(response);
    await expect(loaderScript(page)).toHaveCount(1);
    expect(await scriptNonce(page, "script#tag-manager")).toBe(nonce);
    if (javaScriptEnabled) {
      await expect(gtmScript(page)).toHaveCount(1);
      expect(await scriptNonce(page, `script[src^="https://www.googletagmanager.com/"]`)).toBe(nonce);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
    } else {
      // Without JavaScript the loader is only markup: nothing of Google's is fetched.
      await expect(gtmScript(page)).toHaveCount(0);
    }
    expect(violations).toEqual([]);
  });

  test("an unsafe redirectTo goes home instead", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled === true, "a plain HTTP exchange: once is enough");
    const response = await page.request.post(urlOf(pathTo("cookieSettings")), {
      form: { intent: "reject-all", redirectTo: "//evil.example/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    expect(response.headers()["set-cookie"]).toMatch(
      new RegExp(`${CONSENT_COOKIE}=v${CONSENT_VERSION}:[-\\d]+:none; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`),
    );
  });
});

test.describe("cookie settings", () => {
  test("without a choice yet: the page shows none and has no banner; accept all from there", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
    javaScriptEnabled,
  }) => {
    await standInTagManager(page);
    await gotoPage(pathTo("cookieSettings"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuración de cookies");
    await expect(page).toHaveTitle("Configuración de cookies | Congreso Demo");
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByText("Todavía no has elegido: solo usamos las cookies técnicas.")).toBeVisible();
    for (const name of ["De análisis", "De personalización", "De publicidad"])
      await expect(main.getByRole("checkbox", { name })).not.toBeChecked();
    await expectNoAxeViolations();

    await main.getByRole("button", { name: "Aceptar todas" }).click();
    await waitForHydration();
    await expect(toast(page, "Has aceptado todas las cookies.")).toBeVisible();
    await expect(page).toHaveURL(urlOf(pathTo("cookieSettings")));
    for (const name of ["De análisis", "De personalización", "De publicidad"])
      await expect(main.getByRole("checkbox", { name })).toBeChecked();
    await expect(main.getByRole("definition")).toHaveText(["Siempre activas", "Aceptadas", "Aceptadas", "Aceptadas"]);
    await expect(loaderScript(page)).toHaveCount(1);
    if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
  });

  test("withdraw from the footer's link: the settings page shows the choice; unticking analytics removes the tag manager and its cookies", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
    javaScriptEnabled,
  }) => {
    await standInTagManager(page);
    await page.context().addCookies([
      { name: CONSENT_COOKIE, value: formatConsent(ALL_ACCEPTED), url: urlOf("/"), sameSite: "Lax" },
      { name: "_ga", value: "GA1.1.123.456", url: urlOf("/") },
    ]);
    await gotoPage(pathTo("agenda"));
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    await expect(loaderScript(page)).toHaveCount(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Configuración de cookies" }).click();
    await page.waitForURL(urlOf(pathTo("cookieSettings")));
    await waitForHydration();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Configuración de cookies");
    await expect(main.getByRole("definition")).toHaveText(["Siempre activas", "Aceptadas", "Aceptadas", "Aceptadas"]);
    for (const name of ["De análisis", "De personalización", "De publicidad"])
      await expect(main.getByRole("checkbox", { name })).toBeChecked();
    await expectNoAxeViolations();

    await main.getByRole("checkbox", { name: "De análisis" }).uncheck();
    await main.getByRole("button", { name: "Guardar mi elección" }).click();
    await page.waitForURL(urlOf(pathTo("cookieSettings")));
    await waitForHydration();

    await expect(toast(page, "Hemos guardado tu elección de cookies.")).toBeVisible();
    await expect(main.getByRole("checkbox", { name: "De análisis" })).not.toBeChecked();
    await expect(main.getByRole("checkbox", { name: "De publicidad" })).toBeChecked();
    await expect(main.getByRole("definition")).toHaveText(["Siempre activas", "Rechazadas", "Aceptadas", "Aceptadas"]);
    expect(await consentValue(page)).toMatch(new RegExp(`${VALUE.source}personalization\\+advertising$`));
    // Gone: the loader, Google's script (a new document: what ran is no longer running), its cookie.
    await expect(loaderScript(page)).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns ?? 0)).toBe(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("_ga");

    await gotoPage(pathTo("speakers"));
    await expect(loaderScript(page)).toHaveCount(0);
    await expect(page.getByRole("region", { name: BANNER })).toHaveCount(0);
    if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns ?? 0)).toBe(0);
  });

  test("speaks the page's language", async ({ page, gotoPage }) => {
    await gotoPage(localePath("en", pathTo("cookieSettings"), "es"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie settings");
    await expect(page.getByRole("main").getByRole("button", { name: "Save my choice" })).toBeVisible();
    await gotoPage("/eus");
    await expect(
      page.getByRole("region", { name: "Congreso Demo webguneko cookieak" }).getByRole("button", { name: "Baztertu guztiak" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookieen konfigurazioa" })).toHaveAttribute(
      "href",
      localePath("eus", pathTo("cookieSettings"), "es"),
    );
  });
});

test.describe("Cookiebot (Eventos Demo)", () => {
  const EVENTOS_BANNER = "Cookies en Eventos Demo";
  // The journeys' tenants file gives Eventos Demo a real-looking id (the demo's is a placeholder, treated as none).
  const CBID = E2E_COOKIEBOT_ID;

  test("with JavaScript its script is added once the page has hydrated, with the nonce; until it takes over our banner stays", async ({
    page,
    gotoPage,
    javaScriptEnabled,
  }) => {
    const response = await gotoPage("/", { host: HOSTS.eventos });
    const script = page.locator(`script#Cookiebot[src="https://consent.cookiebot.com/uc.js"][data-cbid="${CBID}"]`);
    if (javaScriptEnabled) {
      await expect(script).toHaveCount(1);
      expect(await scriptNonce(page, "script#Cookiebot")).toBe(nonceOf(response));
      await expect(script).toHaveAttribute("data-culture", "es");
    } else {
      // Without JavaScript Cookiebot could not run: our form is the consent manager.
      await expect(script).toHaveCount(0);
    }
    // Here uc.js cannot be fetched (no internet): our banner stays, and works.
    await expect(page.getByRole("region", { name: EVENTOS_BANNER })).toBeVisible();
  });

  test("with JavaScript it takes over: our banner steps aside, its answers reach our cookie and ours reach it", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Cookiebot needs JavaScript");
    // A stand-in for uc.js with the part of Cookiebot's API the portal uses: it shows its dialog at once.
    await page.route("https://consent.cookiebot.com/uc.js", (route) =>
      route.fulfill({
        contentType: "application/javascript",
        body: `(function () {
          var calls = (window.__cookiebotCalls = []);
          window.Cookiebot = {
            consent: { necessary: true, preferences: false, statistics: false, marketing: false },
            hasResponse: false,
            submitCustomConsent: function (p, s, m) {
              calls.push([p, s, m]);
              this.consent = { necessary: true, preferences: p, statistics: s, marketing: m };
              this.hasResponse = true;
              window.dispatchEvent(new Event(p || s || m ? "CookiebotOnAccept" : "CookiebotOnDecline"));
            },
          };
          window.dispatchEvent(new Event("CookiebotOnLoad"));
          window.dispatchEvent(new Event("CookiebotOnDialogDisplay"));
        })();`,
      }),
    );
    await gotoPage("/", { host: HOSTS.eventos });
    await expect(page.getByRole("region", { name: EVENTOS_BANNER })).toHaveCount(0);
    expect(await consentValue(page)).toBeUndefined();

    // The visitor allows statistics in Cookiebot's dialog: our cookie follows, without a reload.
    await markDocument(page);
    await page.evaluate(() =>
      (window as unknown as { Cookiebot: { submitCustomConsent(p: boolean, s: boolean, m: boolean): void } }).Cookiebot.submitCustomConsent(
        false,
        true,
        false,
      ),
    );
    await expect.poll(() => consentValue(page)).toMatch(new RegExp(`${VALUE.source}analytics$`));
    expect(await sameDocument(page)).toBe(true);

    // Our settings page shows it, and a choice made there is told to Cookiebot.
    await page.getByRole("contentinfo").getByRole("link", { name: "Configuración de cookies" }).click();
    await page.waitForURL(urlOf(pathTo("cookieSettings"), HOSTS.eventos));
    await waitForHydration();
    const main = page.getByRole("main");
    await expect(main.getByRole("checkbox", { name: "De análisis" })).toBeChecked();
    // Cookiebot echoes the choice back at once. Were the echo stored again (a `sync` post racing the
    // form's own), its reload of the page's data could land last, after the toast was taken, and
    // wipe it: the network here makes any such post land last, so that would happen every time.
    let formLanded!: () => void;
    const landed = new Promise<void>((resolve) => (formLanded = resolve));
    const settingsData = /\/configuracion-de-cookies\.data/;
    page.on("requestfinished", (request) => {
      if (request.method() === "GET" && settingsData.test(request.url())) formLanded();
    });
    await page.route(settingsData, async (route) => {
      const request = route.request();
      if (request.method() === "POST" && new URLSearchParams(request.postData() ?? "").get(INTENT_FIELD) === SYNC_CHOICE) await landed;
      await route.continue();
    });
    await main.getByRole("button", { name: "Rechazar todas" }).click();
    await expect(toast(page, "Has rechazado las cookies opcionales.")).toBeVisible();
    // And it stays once every request the choice set off has ended.
    await expect.poll(() => routerIdle(page)).toBe(true);
    await expect(toast(page, "Has rechazado las cookies opcionales.")).toBeVisible();
    await expect.poll(() => consentValue(page)).toMatch(new RegExp(`${VALUE.source}none$`));
    expect(await page.evaluate(() => (window as unknown as { __cookiebotCalls: unknown[] }).__cookiebotCalls.at(-1))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

test.describe("screenshots and reflow", () => {
  for (const viewport of [
    { label: "narrow", width: 375, height: 800 },
    { label: "wide", width: 1280, height: 900 },
  ]) {
    test(`the banner, closed and open (${viewport.label})`, async ({ page, gotoPage }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await gotoPage("/");
      const banner = page.getByRole("region", { name: BANNER });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-consent-banner-${viewport.label}.png` });
      await banner.getByText("Elegir por categorías").click();
      await expect(banner.getByRole("button", { name: "Guardar mi elección" })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-consent-banner-open-${viewport.label}.png`,
        fullPage: true,
      });
    });
  }

  test("at 320 px wide the open banner and the settings page do not scroll sideways", async ({ page, gotoPage }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await gotoPage("/");
    await page.getByRole("region", { name: BANNER }).getByText("Elegir por categorías").click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-consent-banner-open-320.png`, fullPage: true });
    await gotoPage(pathTo("cookieSettings"));
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-consent-settings-320.png`, fullPage: true });
  });
});
