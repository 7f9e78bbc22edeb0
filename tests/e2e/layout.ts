// Layout measures shared by layout.spec.ts, look.spec.ts and offline.spec.ts: sideways scrolling, layout
// shifts, waiting for images and fonts, and a page's picture against the one kept.
import { expect, type Page } from "@playwright/test";
import { HOSTS } from "./fixtures";

/** The demo tenants by name (demo-api/tenants.json). */
export const TENANTS = Object.keys(HOSTS) as (keyof typeof HOSTS)[];
export type TenantName = (typeof TENANTS)[number];

/** One activity page per tenant, one the other journeys visit too. */
export const ACTIVITY: Record<TenantName, string> = {
  congreso: "/agenda/taller-accesibilidad-web",
  eventos: "/agenda/financiacion-startups-2027",
  mecenazgo: "/agenda/concierto-solidario-archivo-sonoro",
  universidad: "/agenda/plenaria-inaugural-ciencia-abierta",
};

/** The elements whose text changes with the real date or time (a countdown, a campaign's days left). */
const DATE_DEPENDENT = [".countdown-clock", ".countdown-status", ".campaign-figures"];

/** What other journeys of the same run change: an activity's seats, its action bar's status, the private area's counts. */
const RUN_DEPENDENT = [".fact-seats dd", ".action-bar-status", ".profile-counts"];

/**
 * The page from its top against its kept picture `name` (docs/screenshots/, shown by the README and docs/look.md),
 * what changes with the date or during the run (and `alsoMasked`) drawn in a quiet grey.
 */
export async function expectLooksAsDrawn(page: Page, name: string, alsoMasked: string[] = []): Promise<void> {
  await waitForImagesAndFonts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${name}.png`, {
    maxDiffPixelRatio: 0.01,
    animations: "disabled",
    caret: "hide",
    maskColor: "#d5d8de",
    mask: [...DATE_DEPENDENT, ...RUN_DEPENDENT, ...alsoMasked].map((selector) => page.locator(selector)),
  });
}

/** Lazy images load now; resolves when every image is complete and the web fonts are in. */
export async function waitForImagesAndFonts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 10_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

type Overflow = { scrollWidth: number; innerWidth: number; offenders: string[] };

/** The page's width against the viewport, and the visible elements past its edges (not those inside a box that scrolls or clips). */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || (style.position === "absolute" && (box.width <= 1 || box.bottom < 0))) return false;
      return box.right > width + 0.5 || box.left < -0.5;
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return !sticksOut(parent);
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = Array.from(element.classList)
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join("");
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}> from x=${Math.round(box.left)} to x=${Math.round(box.right)}${text ? ` "${text}"` : ""}`;
    };
    const out = Array.from(document.querySelectorAll("body *")).filter((element) => sticksOut(element) && !clipped(element));
    const outermost = out.filter((element) => !out.includes(element.parentElement as Element));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      offenders: outermost.slice(0, 8).map(describe),
    };
  });
}

/** The page does not scroll sideways; the message names what sticks out. */
export async function expectNoHorizontalScroll(page: Page, { soft = false } = {}): Promise<void> {
  const layout = await measureOverflow(page);
  (soft ? expect.soft : expect)(
    layout.scrollWidth,
    `${page.url()} scrolls sideways at ${layout.innerWidth} px (${layout.scrollWidth} px wide); sticking out:\n  ${layout.offenders.join("\n  ") || "(nothing visible: a hidden or clipped element)"}`,
  ).toBeLessThanOrEqual(layout.innerWidth);
}

type Shift = { value: number; time: number; sources: string[] };

/** Records every layout shift of every document the page loads from now on; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; time: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return "(a node gone since)";
      if (!(node instanceof Element))
        return `text "${(node.textContent ?? "").trim().slice(0, 30)}" in ${node.parentElement ? describe(node.parentElement) : "?"}`;
      const id = node.id ? `#${node.id}` : "";
      const classes = Array.from(node.classList)
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join("");
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      return `<${node.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
    };
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            time: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map(
              (source) => `${describe(source.node)} moved from ${rect(source.previousRect)} to ${rect(source.currentRect)}`,
            ),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    } catch {
      // no layout-shift entries in this browser: the test reads an empty list
    }
  });
}

/** Images arrive half a second late, as on a phone, so an image without reserved room always shifts what follows. */
export async function delayImages(page: Page, ms = 500): Promise<void> {
  await page.route(/\.(png|jpe?g|webp|avif|gif|svg)(\?.*)?$/i, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * The shifts recorded in the current document after its parser had finished: before that, a busy
 * browser may paint the half-parsed document, which is streaming, not a shift the page causes.
 */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  // Two frames and a pause: the last render's shifts reach the observer's callback.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  return page.evaluate(() => {
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0;
    const shifts = (window as unknown as { __layoutShifts?: { value: number; time: number; sources: string[] }[] }).__layoutShifts ?? [];
    return shifts.filter((shift) => shift.time >= parsed);
  });
}

/** Nothing moved on the page by itself; the message lists each shift and what moved. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts
    .map((shift) => `  ${shift.value.toFixed(4)} at ${shift.time} ms:\n    ${shift.sources.join("\n    ") || "(no source given)"}`)
    .join("\n");
  expect(total, `${page.url()} moved by itself while it loaded (cumulative layout shift ${total.toFixed(4)}):\n${report}`).toBe(0);
}
