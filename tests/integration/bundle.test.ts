// What the browser downloads, read from the build: no validation library, React and not Preact, our own
// translations and not i18next, each page's catalogues only, and the service worker's budgets. The page budget itself is measured in
// Chromium on a first visit to every public page (tests/e2e/hydration.spec.ts; scripts/js-size.mjs).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  browserChunksWith,
  offlineRegistrationBytes,
  pageSizes,
  serviceWorkerBytes,
  validationCodeInBrowser,
} from "../../scripts/js-size.mjs";

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

  it("adds at most 1 KiB gzipped to any page for the service worker's registration (decision 046)", async () => {
    expect(await offlineRegistrationBytes()).toBeLessThanOrEqual(1024);
  });

  it("serves a service worker of at most 20 KiB gzipped (decision 046)", async () => {
    expect(await serviceWorkerBytes()).toBeLessThanOrEqual(20 * 1024);
  });
});
