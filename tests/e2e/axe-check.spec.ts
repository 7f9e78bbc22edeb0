// The accessibility check every journey calls (fixtures.ts) still sees what it is for: faults planted in
// a real page are reported, with JavaScript and without (where the page is scanned as a copy).
import { axeReport, expect, test, urlOf } from "./fixtures";

test("the accessibility check reports a picture without text and a field without a label", async ({
  page,
  axeScratch,
  javaScriptEnabled,
}) => {
  await page.goto(urlOf("/"));
  expect(await axeReport(page, axeScratch, javaScriptEnabled !== false)).toEqual([]);
  await page.evaluate(() =>
    document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<img src="/favicon.ico"><input type="text" name="planted">'),
  );
  const report = (await axeReport(page, axeScratch, javaScriptEnabled !== false)).join("\n");
  expect(report).toContain("image-alt");
  expect(report).toMatch(/^ {2}label /m);
});
