// Writes the demo catalogue's assets (see assets.ts) into public/demo/catalogue/ and removes the files there that the seed no
// longer uses: `node --import tsx demo-api/generate-assets.ts`
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assetContext, demoAssetUrls, renderAsset } from "./assets";
import { DEMO_TENANTS } from "./seed/tenants";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const ROOT = path.join(PUBLIC, "demo", "catalogue");

const tenants = Object.values(DEMO_TENANTS);
const context = assetContext(tenants);
const wanted = new Set<string>();

for (const url of [...demoAssetUrls(tenants)].sort()) {
  const { path: relative, content } = renderAsset(url, context);
  const target = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  wanted.add(target);
  if (target.endsWith(".pdf")) console.log(`${relative}: ${Buffer.byteLength(content)} bytes`);
}

function prune(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      prune(full);
      if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
    } else if (!wanted.has(full)) {
      rmSync(full);
      console.log(`removed ${path.relative(PUBLIC, full)}`);
    }
  }
}
prune(ROOT);
console.log(`${wanted.size} assets in ${path.relative(process.cwd(), ROOT)}`);
