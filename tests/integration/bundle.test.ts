// What the browser downloads: no validation library (forms validate on the server), and every page
// stays within a budget on top of React and Remix.
import { describe, expect, it } from "vitest";
import { pageSizes, validationCodeInBrowser } from "../../scripts/js-size.mjs";

describe("browser bundle", () => {
  const rows = pageSizes() as { page: string; "KB gzip": string }[];

  it("has no zod or conform code", () => {
    expect(validationCodeInBrowser()).toEqual([]);
  });

  it("ships at most 130 KB gzipped of JavaScript on any public page", () => {
    for (const row of rows) expect(Number(row["KB gzip"]), row.page).toBeLessThan(130);
  });
});
