// What the browser downloads: no validation library (forms validate on the server), and every public
// page within a budget: its scripts and module preloads from the build's manifest plus the
// catalogues its routes declare, serialized into the document (scripts/js-size.mjs). The limit is
// what docs/decisions/019-javascript-budget.md reached, with a little room: a regression fails here.
// React, Remix and i18next alone are about 99 KiB of it.
import { describe, expect, it } from "vitest";
import { pageSizes, validationCodeInBrowser } from "../../scripts/js-size.mjs";

const BUDGET_KIB = 134;

describe("browser bundle", () => {
  const rows = pageSizes() as { page: string; "total KiB gz": string; "catalogues KiB gz": string }[];

  it("has no zod or conform code", () => {
    expect(validationCodeInBrowser()).toEqual([]);
  });

  it(`loads at most ${BUDGET_KIB} KiB gzipped of scripts and catalogues on any public page`, () => {
    for (const row of rows) expect(Number(row["total KiB gz"]), row.page).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it("sends only the catalogues a page declares, not all twenty namespaces", () => {
    // All twenty Spanish namespaces are about 17 KiB gzipped.
    for (const row of rows) expect(Number(row["catalogues KiB gz"]), row.page).toBeLessThan(9);
  });
});
