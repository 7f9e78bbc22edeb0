// What the browser downloads, read from the build: no validation library, React and not Preact, our own
// translations and not i18next, and each page's catalogues only. The budget itself is measured in
// Chromium on a first visit to every public page (tests/e2e/hydration.spec.ts; scripts/js-size.mjs).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { browserChunksWith, pageSizes, validationCodeInBrowser } from "../../scripts/js-size.mjs";

describe("browser bundle", () => {
  const rows = pageSizes() as { page: string; "catalogues KiB gz": string }[];

  it("runs react-dom, not Preact", () => {
    expect(browserChunksWith(/__reactFiber\$/).length).toBeGreaterThan(0);
    expect(browserChunksWith(/preact/i)).toEqual([]);
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      dependencies: object;
      devDependencies: object;
    };
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain("preact");
  });

  it("translates with app/i18n/translate.ts, not i18next (14 KiB gzipped; decision 039)", () => {
    // i18next's logger prefix and react-i18next's warning code: neither package reaches the browser.
    expect(browserChunksWith(/i18next:|NO_I18NEXT_INSTANCE/)).toEqual([]);
  });

  it("has no zod or conform code", () => {
    expect(validationCodeInBrowser()).toEqual([]);
  });

  it("sends only the catalogues a page declares, not all twenty namespaces", () => {
    // All twenty Spanish namespaces are about 17 KiB gzipped.
    for (const row of rows) expect(Number(row["catalogues KiB gz"]), row.page).toBeLessThan(9);
  });
});
