// Nothing on a page moves by itself while it loads and hydrates, and no public page scrolls sideways
// on a 320 px phone.
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { HOSTS, expect, test, urlOf } from "./fixtures";
import {
  ACTIVITY,
  TENANTS,
  delayImages,
  expectNoHorizontalScroll,
  expectNoLayoutShift,
  recordLayoutShifts,
  waitForImagesAndFonts,
  type TenantName,
} from "./layout";

const VIEWPORTS = [
  { label: "phone", width: 390, height: 844 },
  { label: "desktop", width: 1366, height: 768 },
] as const;

test.describe("nothing moves by itself while a page loads and hydrates", () => {
  // Hydration is what may move things (a menu that folds, a clock that appears): JavaScript only.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "no hydration without JavaScript");
  // The web fonts, refused below.
  test.use({ expectedConsole: /\.woff2(\?.*)?$/ });

  for (const viewport of VIEWPORTS) {
    test.describe(`${viewport.label} (${viewport.width}x${viewport.height})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const tenant of TENANTS) {
        const pages = { home: pathTo("home"), agenda: pathTo("agenda"), activity: ACTIVITY[tenant], login: pathTo("login") };
        for (const [name, path] of Object.entries(pages)) {
          test(`${tenant}: ${name}`, async ({ page, waitForHydration }) => {
            // Web fonts are held back: what is measured is hydration and late images, not a font swap.
            await page.route(/\.woff2(\?.*)?$/, (route) => route.abort());
            await recordLayoutShifts(page);
            await delayImages(page);
            const response = await page.goto(urlOf(path, HOSTS[tenant]));
            expect(response?.status()).toBe(200);
            await waitForHydration();
            await waitForImagesAndFonts(page);
            await expectNoLayoutShift(page);
          });
        }
      }
    });
  }
});

/** Every public page of a tenant, with the status it answers (the 404 page's is 404). */
function publicPages(tenant: TenantName): { name: string; path: string; status: number }[] {
  const posts: Record<TenantName, string> = {
    congreso: "balance-preinscripciones",
    eventos: "entradas-a-la-venta",
    mecenazgo: "archivo-sonoro-canciones-de-cuna",
    universidad: "guia-posteres",
  };
  const pages = [
    { name: "home", path: pathTo("home") },
    { name: "agenda", path: pathTo("agenda") },
    { name: "activity", path: ACTIVITY[tenant] },
    { name: "speakers", path: pathTo("speakers") },
    { name: "sponsors", path: pathTo("sponsors") },
    { name: "blog", path: pathTo("blog") },
    { name: "post", path: pathTo("post", { id: posts[tenant] }) },
    { name: "CMS page (cookie policy)", path: pathTo("page", { slug: CMS_SLUGS.cookiePolicy }) },
    { name: "contact", path: pathTo("page", { slug: CMS_SLUGS.contact }) },
    { name: "login", path: pathTo("login") },
    // Eventos Demo has no sign-up (its tenant lacks the `register` feature).
    ...(tenant === "eventos" ? [] : [{ name: "sign-up", path: pathTo("signup") }]),
    { name: "password reset", path: pathTo("passwordResetRequest") },
    { name: "cookie settings", path: pathTo("cookieSettings") },
  ].map((page) => ({ ...page, status: 200 }));
  return [...pages, { name: "404", path: "/no-existe/de-ninguna-manera", status: 404 }];
}

test.describe("no public page scrolls sideways on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // The server's HTML and CSS are the same in both projects; JavaScript can only add to the page,
  // so the check runs once, on the hydrated page. One test per tenant goes through all its public
  // pages (soft checks: every page that scrolls is reported), which keeps the suite quick.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "checked on the hydrated page (the js project)");

  for (const tenant of TENANTS) {
    test(`${tenant}: every public page fits`, async ({ page, gotoPage }) => {
      test.slow(); // some fifteen pages, one after another
      for (const target of publicPages(tenant)) {
        await test.step(target.name, async () => {
          const response = await gotoPage(target.path, { host: HOSTS[tenant] });
          expect.soft(response?.status(), `${target.name}: status`).toBe(target.status);
          await waitForImagesAndFonts(page);
          await expectNoHorizontalScroll(page, { soft: true });
        });
      }
    });
  }
});
