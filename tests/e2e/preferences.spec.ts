// What the visitor's system asks for: in forced colours (a Windows contrast theme) every control, the
// chosen tab and view, the focus, the bars and the schedule grid stay visible; with reduced motion nothing moves.
import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";
import { pathTo } from "../../app/paths";
import { logInAt } from "./accounts";
import { expect, test } from "./fixtures";
import { slowNavigationToAgenda } from "./header";
import { ACTIVITY } from "./layout";

const WIDTHS = [
  { label: "narrow", width: 390, height: 844 },
  { label: "wide", width: 1366, height: 768 },
] as const;

const CAMPAIGN = pathTo("campaign", { slug: "patrimonio-digital" });
const PUBLIC_PAGES = [
  pathTo("home"),
  pathTo("agenda"),
  `${pathTo("agenda")}?vista=parrilla`,
  ACTIVITY.congreso,
  CAMPAIGN,
  pathTo("page", { slug: "modulo-todos" }),
  pathTo("login"),
];

type Side = "top" | "right" | "bottom" | "left";
const ALL_SIDES: Side[] = ["top", "right", "bottom", "left"];
/** What must show an edge, and which: tabs stand on the row's line; a cell shares its right and bottom with the next, the first column its left with the grid's box. */
const EDGES: { what: string; selector: string; sides: Side[] }[] = [
  { what: "button", selector: 'button:not([role="tab"]), summary, .button, progress', sides: ALL_SIDES },
  { what: "tab", selector: '[role="tab"], .tabs-links a', sides: ["top", "right", "left"] },
  { what: "schedule grid", selector: ".schedule-scroll", sides: ALL_SIDES },
  { what: "grid cell", selector: ".schedule-grid tr > :not(:first-child)", sides: ["top", "left"] },
  { what: "grid cell of the first column", selector: ".schedule-grid tr > :first-child", sides: ["top"] },
];

/** The visible elements of `selector` with a side of `sides` not drawn, or drawn in the colour behind it. */
function withoutEdges(page: Page, selector: string, sides: Side[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, sides }) => {
      const clear = (colour: string) => colour === "transparent" || /^rgba\(.*,\s*0\)$/.test(colour);
      const behind = (element: Element | null) => {
        for (let at = element; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (!clear(colour)) return colour;
        }
        return "rgb(255, 255, 255)";
      };
      const capital = (side: string) => side[0].toUpperCase() + side.slice(1);
      return Array.from(document.querySelectorAll(selector)).flatMap((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width <= 2 || box.height <= 2 || style.visibility === "hidden") return [];
        const background = behind(element.parentElement);
        const missing = sides.filter((side) => {
          const width = parseFloat(style.getPropertyValue(`border-${side}-width`));
          const line = style.getPropertyValue(`border-${side}-style`);
          const colour = style[`border${capital(side)}Color` as "borderTopColor"];
          return !(width > 0 && line !== "none" && line !== "hidden" && !clear(colour) && colour !== background);
        });
        const name = (element.textContent || element.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40);
        return missing.length
          ? [`<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${name}": no ${missing.join(", ")}`]
          : [];
      });
    },
    { selector, sides },
  );
}

async function expectEveryEdge(page: Page) {
  for (const { what, selector, sides } of EDGES) {
    expect(await withoutEdges(page, selector, sides), `every ${what} of ${page.url()} shows its edge`).toEqual([]);
  }
}

/** The colours an element is drawn in: its background and its drawn edges. */
function drawnColours(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const edges = ["top", "right", "bottom", "left"]
      .filter((side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0)
      .map((side) => style.getPropertyValue(`border-${side}-color`));
    return [style.backgroundColor, ...edges];
  });
}

/** The chosen one of `all` is drawn in a colour none of the others has (not only in bolder text). */
async function expectMarked(chosen: Locator, all: Locator) {
  const own = await drawnColours(chosen);
  const others = new Set((await Promise.all((await all.all()).map(drawnColours))).flat());
  expect(
    own.filter((colour) => !others.has(colour)),
    "a colour of its own",
  ).not.toEqual([]);
}

/** The pixels of `shot` (a PNG) as a function from (x, y) to "r,g,b". */
function pixels(shot: Buffer) {
  const png = PNG.sync.read(shot);
  return {
    width: png.width,
    height: png.height,
    at: (x: number, y: number) => {
      const index = (png.width * Math.round(y) + Math.round(x)) * 4;
      return `${png.data[index]},${png.data[index + 1]},${png.data[index + 2]}`;
    },
  };
}

function changedPixels(before: Buffer, after: Buffer): number {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  let changed = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    if (a.data[index] !== b.data[index] || a.data[index + 1] !== b.data[index + 1] || a.data[index + 2] !== b.data[index + 2]) changed++;
  }
  return changed;
}

/**
 * Tabs through the first `stops` stops of the page: each one looks different focused and not (its
 * surroundings compared with the focus taken away): at least as many pixels as its width and height.
 */
async function expectVisibleFocus(page: Page, stops: number) {
  await page.locator("body").focus();
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    const focused = (await page.evaluateHandle(() => document.activeElement!)).asElement()!;
    const box = await focused.boundingBox();
    if (!box || box.width < 2 || box.height < 2) continue;
    const viewport = page.viewportSize()!;
    const x = Math.max(0, box.x - 8);
    const y = Math.max(0, box.y - 8);
    const clip = {
      x,
      y,
      width: Math.min(viewport.width, box.x + box.width + 8) - x,
      height: Math.min(viewport.height, box.y + box.height + 8) - y,
    };
    if (clip.width < 2 || clip.height < 2) continue;
    const shoot = () => page.screenshot({ clip, caret: "hide", animations: "disabled" });
    const withFocus = await shoot();
    const what = await focused.evaluate((element) => {
      (element as HTMLElement).blur();
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    });
    const withoutFocus = await shoot();
    expect(changedPixels(withFocus, withoutFocus), `the focus on ${what} (stop ${stop + 1}) shows`).toBeGreaterThanOrEqual(
      box.width + box.height,
    );
    await focused.focus();
  }
}

/** Ana's private area, once its page (not the login page it came from) is on screen. */
async function openPrivateArea(page: Page, waitForHydration: () => Promise<void>) {
  await logInAt({ page, waitForHydration }, "ana@example.com", pathTo("profile"));
  await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();
}

test.describe("forced colours (a dark contrast theme)", () => {
  test.use({ forcedColors: "active", colorScheme: "dark" });

  for (const size of WIDTHS) {
    test(`${size.label}: every button, tab and grid cell shows its edge, on public pages and in the private area`, async ({
      page,
      gotoPage,
      waitForHydration,
    }) => {
      await page.setViewportSize(size);
      for (const path of PUBLIC_PAGES) {
        await gotoPage(path);
        await expectEveryEdge(page);
      }
      await openPrivateArea(page, waitForHydration);
      await expectEveryEdge(page);
    });
  }

  test("the chosen view of the agenda and the chosen tab of the private area are marked in a colour of their own", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    await gotoPage(`${pathTo("agenda")}?vista=parrilla`);
    const views = page.getByRole("navigation", { name: "Cómo ver la agenda" }).getByRole("link");
    await expectMarked(views.and(page.locator('[aria-current="page"]')), views.and(page.locator(":not([aria-current])")));

    await openPrivateArea(page, waitForHydration);
    const row = page.locator(".tabs-row");
    // Without JavaScript the tabs are links to each section, the first drawn as chosen.
    const tabs = javaScriptEnabled ? row.getByRole("tab") : row.getByRole("link");
    await expectMarked(javaScriptEnabled ? row.getByRole("tab", { selected: true }) : tabs.first(), tabs.nth(1));
    await expectMarked(javaScriptEnabled ? row.getByRole("tab", { selected: true }) : tabs.first(), tabs.last());
  });

  test("the focus shows on every stop of the agenda's grid, down to its cells", async ({ page, gotoPage }) => {
    await gotoPage(`${pathTo("agenda")}?vista=parrilla`);
    await expectVisibleFocus(page, 30);
  });

  test("the focus shows on every stop of the private area, down to its tabs", async ({ page, waitForHydration }) => {
    await openPrivateArea(page, waitForHydration);
    await expectVisibleFocus(page, 25);
  });

  test("a campaign's bar shows how far it has got", async ({ page, gotoPage }) => {
    await gotoPage(CAMPAIGN);
    const bar = page.locator("progress.campaign-bar");
    const reached = await bar.evaluate((element) => (element as HTMLProgressElement).position);
    expect(reached).toBeGreaterThan(0.1);
    expect(reached).toBeLessThan(0.9);
    const shot = pixels(await bar.screenshot());
    const middle = shot.height / 2;
    expect(shot.at((shot.width * reached) / 2, middle), "the part reached and the part to go differ").not.toBe(
      shot.at((shot.width * (1 + reached)) / 2, middle),
    );
  });

  test("the navigation progress bar shows", async ({ page, gotoPage, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the progress bar comes with JavaScript");
    await gotoPage(pathTo("home"));
    const { bar, release } = await slowNavigationToAgenda(page);
    await expect(bar).toBeVisible();
    const [fill, page_] = await bar.evaluate((element) => [
      getComputedStyle(element.firstElementChild!).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(fill, "the bar is drawn in a colour other than the page's").not.toBe(page_);
    release();
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1366, height: 768 } });

  test("no element of the pages has a transition or an animation, menus open or not", async ({ page, gotoPage }) => {
    for (const path of [pathTo("home"), pathTo("agenda"), ACTIVITY.congreso, CAMPAIGN, pathTo("page", { slug: "modulo-todos" })]) {
      await gotoPage(path);
      const menu = page.getByRole("navigation", { name: "Menú principal" });
      await menu.getByText("El congreso").click();
      await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
      const moving = await page.evaluate(() =>
        Array.from(document.querySelectorAll("*")).flatMap((element) =>
          [null, "::before", "::after"].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            const lasts = style.transitionDuration.split(",").some((duration) => parseFloat(duration) > 0);
            const animated = style.animationName !== "none";
            return lasts || animated
              ? [`<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${pseudo ?? ""}`]
              : [];
          }),
        ),
      );
      expect(moving, `what could move on ${path}`).toEqual([]);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    }
  });

  test("the navigation progress bar stands still", async ({ page, gotoPage, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the progress bar comes with JavaScript");
    // Counted on the page's clock: the bar would grow every 100 ms of it.
    await page.clock.install();
    await gotoPage(pathTo("home"));
    const { bar, release } = await slowNavigationToAgenda(page);
    await page.clock.runFor(300);
    await expect(bar).toBeVisible();
    const width = () => bar.locator("div").evaluate((fill) => fill.getBoundingClientRect().width);
    const first = await width();
    await page.clock.runFor(2000);
    expect(await width(), "the same width two seconds later").toBe(first);
    expect(first, "drawn across the page").toBe(await bar.evaluate((element) => element.getBoundingClientRect().width));
    // A bar that says nothing of how far it got is indeterminate: no value.
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    release();
    await page.clock.runFor(1000);
    await expect(bar).toHaveCount(0);
  });

  test("the carousel jumps to the next slide, and never turns by itself", async ({ page, gotoPage, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the carousel is a row the visitor scrolls");
    await page.clock.install();
    await gotoPage(pathTo("page", { slug: "modulo-todos" }));
    const carousel = page.getByRole("region", { name: "Carrusel" });
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} de 3` });
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(slide(1)).toBeVisible();
    // Read in the same task as the click: a smooth scroll would still be at the first slide.
    const { at, target } = await carousel.evaluate((region) => {
      const track = region.querySelector(".carousel-track")!;
      region.querySelector<HTMLButtonElement>('button[aria-label="Diapositiva siguiente"]')!.click();
      return { at: track.scrollLeft, target: (track.children[1] as HTMLElement).offsetLeft };
    });
    expect(at).toBe(target);
    await expect(slide(2)).toBeVisible();
  });
});
