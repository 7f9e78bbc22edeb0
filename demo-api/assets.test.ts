// The generated catalogue assets in public/demo/catalogue/ match the seed (regenerate with
// `node --import tsx demo-api/generate-assets.ts`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assetContext, collectAssetUrls, renderAsset } from "./assets";
import { DEMO_TENANTS } from "./seed/tenants";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const tenants = Object.values(DEMO_TENANTS);
const urls = [...collectAssetUrls(tenants)].sort();
const context = assetContext(tenants);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("demo catalogue assets", () => {
  it("every asset URL of the seed is a file in public/, up to date", () => {
    expect(urls.length).toBeGreaterThan(50);
    const stale: string[] = [];
    for (const url of urls) {
      const file = path.join(PUBLIC, url);
      expect(existsSync(file), `${url} is missing: run node --import tsx demo-api/generate-assets.ts`).toBe(true);
      if (readFileSync(file, "utf8") !== renderAsset(url, context).content) stale.push(url);
    }
    expect(stale, "out of date: run node --import tsx demo-api/generate-assets.ts").toEqual([]);
  });

  it("public/demo/catalogue/ holds nothing the seed does not use", () => {
    const used = new Set(urls.map((url) => path.join(PUBLIC, url)));
    expect(filesUnder(path.join(PUBLIC, "demo", "catalogue")).filter((file) => !used.has(file))).toEqual([]);
  });

  it("the files of the activities declare their real size and are PDFs", () => {
    for (const tenant of tenants) {
      for (const file of tenant.catalogue.activities.flatMap((activity) => activity.files ?? [])) {
        const bytes = readFileSync(path.join(PUBLIC, file.url));
        expect(bytes.subarray(0, 5).toString(), file.url).toBe("%PDF-");
        expect(file.size, file.url).toBe(bytes.length);
        expect(file.mimeType).toBe("application/pdf");
      }
    }
  });

  it("SVGs are small, self-contained and script-free", () => {
    for (const url of urls.filter((u) => u.endsWith(".svg"))) {
      const text = readFileSync(path.join(PUBLIC, url), "utf8");
      expect(text.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), url).toBe(true);
      expect(text, url).not.toMatch(/<script|href=|on[a-z]+=/i);
      expect(text.length, url).toBeLessThan(20_000);
    }
  });
});
