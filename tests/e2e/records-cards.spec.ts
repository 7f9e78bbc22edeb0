// The private area's records tables: cards on a phone (every cell under its header, nothing scrolls
// sideways), tables on a desktop, and still a table in the accessibility tree at both widths.
import type { Locator, Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { expect, test } from "./fixtures";
import { logIn } from "./session";

const PROFILE = pathTo("profile");
const YEAR = Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Madrid", year: "numeric" }).format(new Date()));

const TABLES = [
  { name: "orders", path: `${PROFILE}#mis-actividades`, region: "Mis pedidos" },
  { name: "donations", path: `${PROFILE}?year=range&start=${YEAR - 3}#certificados-donaciones`, region: `Certificados desde ${YEAR - 3}` },
  { name: "contributions", path: `${PROFILE}#crowdfunding`, region: "Mis aportaciones" },
] as const;

type Box = { top: number; bottom: number; left: number; right: number };

/** Each body row's cells: where they are, and the label each shows (with whether it is visible). */
function rowsOf(table: Locator) {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const box = (element: Element): Box => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
      };
      return {
        row: box(row),
        display: getComputedStyle(row).display,
        cells: [...row.children].map((cell) => {
          const label = cell.querySelector(":scope > .cell-label");
          return {
            box: box(cell),
            label: label?.textContent ?? null,
            labelShown: !!label && label.getBoundingClientRect().height > 0 && getComputedStyle(label).display !== "none",
          };
        }),
      };
    }),
  );
}

/** The roles Chromium itself exposes under the table (its accessibility tree, not Playwright's reading of the DOM). */
async function chromiumRoles(page: Page, table: Locator): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // A remote object for the table: marked, found by the mark, unmarked.
    await table.evaluate((element) => element.setAttribute("data-ax-probe", ""));
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.querySelector('[data-ax-probe]')" });
    await table.evaluate((element) => element.removeAttribute("data-ax-probe"));
    const counts: Record<string, number> = {};
    for (const role of ["table", "rowgroup", "row", "columnheader", "rowheader", "cell"]) {
      const { nodes } = await cdp.send("Accessibility.queryAXTree", { objectId: result.objectId, role });
      counts[role] = nodes.filter((node) => !node.ignored).length;
    }
    return counts;
  } finally {
    await cdp.detach();
  }
}

async function tableOn(page: Page, gotoPage: (path: string) => Promise<unknown>, spec: (typeof TABLES)[number]): Promise<Locator> {
  await gotoPage(spec.path);
  const table = page.getByRole("region", { name: spec.region }).getByRole("table");
  await expect(table).toBeVisible();
  return table;
}

async function expectStillATable(page: Page, table: Locator) {
  const headers = await table.getByRole("columnheader").count();
  const rows = await table.locator("tbody tr").count();
  expect(headers).toBeGreaterThan(2);
  expect(rows).toBeGreaterThan(0);
  expect(await chromiumRoles(page, table)).toEqual({
    table: 1,
    rowgroup: 2,
    row: rows + 1,
    columnheader: headers,
    rowheader: rows,
    cell: rows * (headers - 1),
  });
}

/** ana logged in, on her private area. */
async function asAna(page: Page, waitForHydration: () => Promise<void>) {
  await logIn(page, waitForHydration, "ana@example.com");
  await page.waitForURL(urlEndingWith(PROFILE));
}

test.describe("records tables on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each row is a card: its cells one under another, each with its column's header; nothing scrolls sideways", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }, testInfo) => {
    test.slow();
    await asAna(page, waitForHydration);
    for (const spec of TABLES) {
      const table = await tableOn(page, gotoPage, spec);
      const headers = await table.getByRole("columnheader").allTextContents();
      const rows = await rowsOf(table);
      expect(rows.length, spec.name).toBeGreaterThan(0);
      for (const [index, row] of rows.entries()) {
        const where = `${spec.name}, row ${index + 1}`;
        expect(row.display, where).toBe("block");
        expect(
          row.cells.map((cell) => cell.label),
          where,
        ).toEqual(headers);
        expect(
          row.cells.every((cell) => cell.labelShown),
          `${where}: every label shown`,
        ).toBe(true);
        for (const [n, cell] of row.cells.entries()) {
          // On a line of its own: below the cell before it, as wide as the card.
          if (n > 0)
            expect(cell.box.top, `${where}, cell ${n + 1} below cell ${n}`).toBeGreaterThanOrEqual(row.cells[n - 1]!.box.bottom - 1);
          expect(cell.box.right - cell.box.left, `${where}, cell ${n + 1} spans the card`).toBeGreaterThan(
            (row.row.right - row.row.left) * 0.8,
          );
        }
      }
      // The column headers are not shown as a row of their own (each card says them).
      expect(await table.locator("thead").evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      const overflow = await page.evaluate(() => ({ page: document.documentElement.scrollWidth - window.innerWidth }));
      expect(overflow.page, `${spec.name}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
      const region = page.getByRole("region", { name: spec.region });
      expect(
        await region.evaluate((element) => element.scrollWidth - element.clientWidth),
        `${spec.name}: the table does not scroll sideways`,
      ).toBeLessThanOrEqual(0);
      await expectStillATable(page, table);
      await region.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-records-cards-${spec.name}-narrow.png` });
      await expectNoAxeViolations();
    }
  });
});

test.describe("records tables on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("each row is a table row: its cells side by side, no repeated labels", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.slow();
    await asAna(page, waitForHydration);
    for (const spec of TABLES) {
      const table = await tableOn(page, gotoPage, spec);
      const rows = await rowsOf(table);
      for (const [index, row] of rows.entries()) {
        const where = `${spec.name}, row ${index + 1}`;
        expect(row.display, where).toBe("table-row");
        expect(
          row.cells.some((cell) => cell.labelShown),
          `${where}: no label shown`,
        ).toBe(false);
        const tops = new Set(row.cells.map((cell) => Math.round(cell.box.top)));
        expect(tops.size, `${where}: one line of cells`).toBe(1);
      }
      await expect(table.getByRole("columnheader").first()).toBeVisible();
      await expectStillATable(page, table);
      await expectNoAxeViolations();
    }
  });
});
