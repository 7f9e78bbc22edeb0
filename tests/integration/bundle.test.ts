// What the browser downloads: no validation library, and every public page within the JavaScript
// budget (scripts/js-size.mjs).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { browserChunksWith, pageSizes, validationCodeInBrowser } from "../../scripts/js-size.mjs";

const BUDGET_KIB = 120;

describe("browser bundle", () => {
  const rows = pageSizes() as { page: string; "total KiB gz": string; "catalogues KiB gz": string }[];

  it("runs react-dom, not Preact", () => {
    expect(browserChunksWith(/__reactFiber\$/).length).toBeGreaterThan(0);
    expect(browserChunksWith(/preact/i)).toEqual([]);
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      dependencies: object;
      devDependencies: object;
    };
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain("preact");
  });

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
