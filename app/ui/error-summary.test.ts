// Every error summary names the field of each message ("Email: This field is required").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
  );
}

describe("error summaries", () => {
  it("every <ErrorSummary> that lists fields is given their labels", () => {
    const unnamed = sources("app").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<ErrorSummary\b[^>]*?\/>/gs)]
        .map((match) => match[0])
        .filter((tag) => !/\blabels=/.test(tag) && !/fields=\{\[\]\}/.test(tag))
        .map((tag) => `${file}: ${tag.replace(/\s+/g, " ")}`),
    );
    expect(unnamed).toEqual([]);
  });
});
